#!/usr/bin/env bash
# The benchmark (not part of run_tests.sh). Usage:
#   ./bench.sh [NAME...]          time the judge files (default: every binary) and print the table
#   ./bench.sh --doc [NAME...]    the same, then write the table into docs/performance.md
#
#   1. builds every binary and the examples in release mode;
#   2. writes each judge file's largest input once with `examples/gen.rs` (the statement's limits;
#      where only the numbers are bounded, 10^6 lines or 20 MB), cached as
#      target/bench-inputs/<name>.in (written again when examples/gen.rs or examples/gen/*.rs is
#      newer); the tests generate their maximum-size cases with the same generators (each
#      tests.rs includes its group file of examples/gen/);
#   3. times each file on its input, the fastest of RUNS runs (default 5) after one warm-up,
#      output to /dev/null, in CPU time (user + system: on a shared machine other work adds wall
#      time, not CPU time), and prints one markdown row;
#   4. prints `reversi --perft 11` (time and leaves/s) when reversi exists.
#
# The yardstick is the judge's: a file passes when its CPU time is at most 10 % of the judge's
# time limit (`gen --limits`, from examples/gen/limits.rs: the limit found in the statement, or
# 1 s assumed). A compute-bound file (one with `examples/textbook_<name>.rs`, the algorithm
# accepted solutions use) must also take at most half the textbook's CPU time on the same input,
# with the same output (checked); when the textbook itself takes under 10 ms, or is already one
# linear pass over the input (LINEAR below), the ratio is shown but not judged. The read floor
# (`examples/read_floor.rs`: only reads the bytes of the input) is shown for information.
# Exit status 1 (after a WARN line) if any file misses its yardstick, fails to build, exits
# non-zero on its input, or reversi's perft 11 count is wrong; otherwise 0.
set -uo pipefail
cd "$(dirname "$0")"

runs=${RUNS:-5}
# Files whose textbook reads the input once and walks it once (a depth-first search over the
# edges read): not compute-bound, as no algorithm does less than that, and reading the input is
# a large part of the time (every file has the same reader). They are held to the 10 % of the
# limit; their textbook is run and compared, its time shown.
LINEAR=" agc017_d poj3710 "
inputs=target/bench-inputs
gen=target/release/examples/gen
floor=target/release/examples/read_floor
perft11=212258800
problems=()

# warn MESSAGE: remember a problem; all of them are listed at the end.
warn() {
  problems+=("$1")
}

# now_us: microseconds since the epoch (bash 5's EPOCHREALTIME, no fork; else date).
now_us() {
  if [ -n "${EPOCHREALTIME:-}" ]; then
    now=${EPOCHREALTIME/[.,]/}
  else
    now=$(date +%s%6N)
  fi
}

# time_run INPUT OUTPUT COMMAND...: sets elapsed (wall µs), cpu (user + system, µs, ms
# resolution) and status; the command's stderr is kept in $scratch/err.
time_run() {
  local t0 user system input=$1 output=$2 TIMEFORMAT='%3U %3S'
  shift 2
  now_us
  t0=$now
  { time "$@" <"$input" >"$output" 2>"$scratch/err"; } 2>"$scratch/time"
  status=$?
  now_us
  elapsed=$((now - t0))
  read -r user system <"$scratch/time"
  cpu=$(((10#${user/[.,]/} + 10#${system/[.,]/}) * 1000))
}

fastest() {
  printf '%s\n' "$@" | sort -n | head -n 1
}

# ms US: microseconds as milliseconds with two decimals.
ms() {
  local centi=$((($1 + 5) / 10))
  printf '%d.%02d' $((centi / 100)) $((centi % 100))
}

perft_line=
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

doc=
if [ "${1:-}" = --doc ]; then
  doc=docs/performance.md
  shift
fi

# Which binaries: the arguments, or every src/bin/*.rs.
names=()
if [ $# -gt 0 ]; then
  for name in "$@"; do
    if [ -e "src/bin/$name.rs" ] || [ -e "src/bin/$name/main.rs" ]; then
      names+=("$name")
    else
      warn "$name: no src/bin/$name.rs"
    fi
  done
else
  for src in src/bin/*.rs; do
    [ -e "$src" ] && names+=("$(basename "$src" .rs)")
  done
  [ -e src/bin/reversi/main.rs ] && names+=(reversi)
fi

echo "== build (release)"
if ! cargo build --release --quiet --examples; then
  echo "bench: cannot build the examples (examples/*.rs)" >&2
  exit 2
fi
# All binaries at once; if one of them does not build, build the others one by one.
built=()
if cargo build --release --quiet --bins 2>"$scratch/build"; then
  built=("${names[@]}")
else
  for name in "${names[@]}"; do
    if cargo build --release --quiet --bin "$name" 2>"$scratch/build"; then
      built+=("$name")
    else
      warn "$name: does not build (cargo build --release --bin $name)"
    fi
  done
fi

echo "== machine"
cores=$(nproc 2>/dev/null || echo 1)
load=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo 0)
machine="$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //' | sed 's/  */ /g'), $cores cores"
echo "$machine, load $load; $(rustc --version); fastest of $runs runs after one warm-up"
if [ "${load%%.*}" -ge "$cores" ]; then
  echo "note: the machine is busy (load $load on $cores cores): wall times are noisy; CPU times" \
    "(judged here) rise less"
fi

mkdir -p "$inputs"
generated=$("$gen" --list)

declare -A limit_ms limit_found limit_bound
while IFS=$'\t' read -r name ms found bound; do
  limit_ms[$name]=$ms
  limit_found[$name]=$found
  limit_bound[$name]=$bound
done < <("$gen" --limits)

# ratio A B: A / B with two decimals (B > 0).
ratio() {
  local r=$(($1 * 100 / $2))
  printf '%d.%02d' $((r / 100)) $((r % 100))
}

table=$scratch/table
echo
{
  echo "| file | input bound | input MB | time limit | CPU ms | of the limit | read floor ms | textbook ms | verdict |"
  echo "|---|---|---:|---:|---:|---:|---:|---:|---|"
} | tee "$table"
skipped=()
for name in "${built[@]}"; do
  [ "$name" = reversi ] && continue
  if ! grep -qx "$name" <<<"$generated" || [ -z "${limit_ms[$name]:-}" ]; then
    skipped+=("$name")
    continue
  fi
  input=$inputs/$name.in
  if [ ! -s "$input" ] || [ examples/gen.rs -nt "$input" ] || [ -n "$(find examples/gen -newer "$input" -name '*.rs' 2>/dev/null)" ]; then
    if ! "$gen" "$name" "$input.tmp" || ! mv "$input.tmp" "$input"; then
      warn "$name: gen failed"
      continue
    fi
  fi
  bin=target/release/$name
  bytes=$(wc -c <"$input")
  mb=$(printf '%d.%02d' $((bytes / 1000000)) $((bytes / 10000 % 100)))
  [ "$bytes" -ge 10000 ] || mb="< 0.01"
  ms_limit=${limit_ms[$name]}
  tl="$((ms_limit / 1000)) s"
  [ $((ms_limit % 1000)) -eq 0 ] || tl="$(ms $((ms_limit * 1000))) s"
  [ "${limit_found[$name]}" = found ] || tl="$tl (assumed)"
  textbook=
  [ -x "target/release/examples/textbook_$name" ] && textbook=target/release/examples/textbook_$name
  row_start="| $name | ${limit_bound[$name]} | $mb | $tl"

  # Warm-up (page cache, and a check that the input is accepted), then the timed runs.
  time_run "$input" "$scratch/bin.out" "$bin"
  if [ "$status" -ne 0 ]; then
    echo "$row_start | - | - | - | - | FAILED: exit $status |" | tee -a "$table"
    warn "$name: exit status $status on $input: $(head -c 200 "$scratch/err")"
    continue
  fi
  if [ -n "$textbook" ]; then
    time_run "$input" "$scratch/textbook.out" "$textbook"
    if ! cmp -s "$scratch/bin.out" "$scratch/textbook.out"; then
      echo "$row_start | - | - | - | - | FAILED: answers differ from the textbook |" | tee -a "$table"
      warn "$name: its answers differ from examples/textbook_$name.rs on $input"
      continue
    fi
  fi
  time_run "$input" /dev/null "$floor"
  bin_cpu=()
  floor_cpu=()
  textbook_cpu=()
  bad=0
  for ((i = 0; i < runs; i++)); do
    time_run "$input" /dev/null "$bin"
    [ "$status" -ne 0 ] && bad=$status
    bin_cpu+=("$cpu")
    time_run "$input" /dev/null "$floor"
    floor_cpu+=("$cpu")
    if [ -n "$textbook" ]; then
      time_run "$input" /dev/null "$textbook"
      textbook_cpu+=("$cpu")
    fi
  done
  t=$(fastest "${bin_cpu[@]}")
  f=$(fastest "${floor_cpu[@]}")
  share=$(ratio $((t * 100)) $((ms_limit * 1000)))
  verdict=ok
  if [ "$bad" -ne 0 ]; then
    verdict="FAILED: exit $bad"
    warn "$name: exit status $bad in a timed run"
  elif [ $((t * 10)) -gt $((ms_limit * 1000)) ]; then
    verdict="OVER 10 % of the limit"
    warn "$name: $((t / 1000)) ms CPU, over 10 % of its $tl limit"
  fi
  against=-
  if [ -n "$textbook" ]; then
    b=$(fastest "${textbook_cpu[@]}")
    tt=$t
    [ "$tt" -gt 0 ] || tt=1000 # below the clock's 1 ms
    against="$((b / 1000)) ($(ratio "$b" "$tt")x)"
    if [ "$b" -lt 10000 ]; then
      [ "$verdict" = ok ] && verdict="ok (textbook too quick to compare)"
    elif [[ "$LINEAR" == *" $name "* ]]; then
      [ "$verdict" = ok ] && verdict="ok (textbook linear: shown)"
    elif [ $((t * 2)) -gt "$b" ]; then
      if [ "$verdict" = ok ]; then verdict="SLOW: not 2x the textbook"; fi
      warn "$name: $(ratio "$b" "$tt")x faster than the textbook, not 2x"
    else
      [ "$verdict" = ok ] && verdict="ok, ≥2x the textbook"
    fi
  fi
  echo "$row_start | $((t / 1000)) | $share % | $((f / 1000)) | $against | $verdict |" | tee -a "$table"
done

if [ ${#skipped[@]} -gt 0 ]; then
  echo
  echo "skipped (no entry in examples/gen.rs or examples/gen/limits.rs): ${skipped[*]}"
fi

for name in "${built[@]}"; do
  [ "$name" = reversi ] || continue
  echo
  echo "== reversi --perft 11"
  time_run /dev/null "$scratch/perft" timeout 600 target/release/reversi --perft 11
  sed 's/^/    /' "$scratch/perft" "$scratch/err"
  if [ "$status" -ne 0 ]; then
    warn "reversi --perft 11: exit status $status"
  elif ! grep -qw "$perft11" "$scratch/perft"; then
    warn "reversi --perft 11: output does not show $perft11 leaves"
  else
    perft_line="perft 11 ($perft11 leaves) in $(ms "$elapsed") ms wall, process included:"
    perft_line="$perft_line $((perft11 / (elapsed > 0 ? elapsed : 1))) M leaves/s"
    echo "$perft_line"
  fi
done

if [ -n "$doc" ]; then
  # The table and its heading line go between the markers; the rest of the page stays.
  begin='<!-- bench.sh --doc: begin -->'
  end='<!-- bench.sh --doc: end -->'
  if ! grep -qx "$begin" "$doc" || ! grep -qx "$end" "$doc"; then
    warn "$doc: no $begin / $end lines to write the table between"
  else
    {
      echo "Measured $(date -u +%Y-%m-%d) on $machine, $(rustc --version | cut -d' ' -f1-2); CPU time, the fastest of $runs runs."
      echo "The load average was $load while measuring$(
        [ "${load%%.*}" -ge "$cores" ] && echo ": other work was running, so these figures are on the high side")."
      echo
      cat "$table"
      echo
      if [ -n "$perft_line" ]; then
        echo "reversi: $perft_line."
        echo
      fi
      if [ ${#problems[@]} -eq 0 ]; then
        echo "Every file is within its yardstick."
      else
        echo "Missing the yardstick:"
        echo
        printf -- '- %s\n' "${problems[@]}"
      fi
    } >"$scratch/body"
    awk -v begin="$begin" -v end="$end" -v body="$scratch/body" '
      $0 == begin { print; while ((getline line < body) > 0) print line; skip = 1; next }
      $0 == end { skip = 0 }
      !skip { print }' "$doc" >"$scratch/doc" && cp "$scratch/doc" "$doc"
    echo "wrote the table into $doc"
  fi
fi

echo
if [ ${#problems[@]} -gt 0 ]; then
  echo "WARN: ${#problems[@]} problem(s), exit status 1:"
  printf '  %s\n' "${problems[@]}"
  exit 1
fi
echo "every judged binary within its yardstick"
