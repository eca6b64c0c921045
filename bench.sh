#!/usr/bin/env bash
# The benchmark (not part of run_tests.sh). Usage: ./bench.sh [NAME...]   (default: every binary)
#
#   1. builds every binary and the examples in release mode;
#   2. writes each judge binary's big input once with `examples/gen.rs`, cached as
#      target/bench-inputs/<name>.in (written again when examples/gen.rs or examples/gen/*.rs is newer);
#   3. times each binary on its input against its yardstick on the same input, the fastest of
#      RUNS runs each (default 9, alternating) after one warm-up, output to /dev/null, and prints
#      one markdown row: yardstick, input MB (10^6 bytes), fastest ms, MB/s, yardstick ms,
#      ratio, cpu ratio, verdict. (The fastest run, not the median: on a shared virtual machine
#      other work only ever adds time, so the fastest run is the steadiest figure.)
#   4. prints `reversi --perft 11` (time and leaves/s) when reversi exists.
#
# Yardsticks. An input-bound binary is judged against the floor `examples/read_floor.rs`, which
# only reads the input as the binaries do: `ok` within 2x of it, `ok (<3x)` within 3x, `OVER 3x`
# beyond. A compute-bound binary (one with `examples/textbook_<name>.rs`) is judged against that
# textbook algorithm, the one accepted solutions use, run on the same input with the same output
# (checked): `ok` when it is at least 2x faster, `SLOW` otherwise. Inputs under 1 MB (game,
# hdu1846, ...) are dominated by starting the process: their ratio is shown but marked `tiny` and
# not judged. Binaries without a generator entry are listed as skipped.
# Exit status 1 (after a WARN line) if any judged binary misses its yardstick, fails to build,
# exits non-zero on its input, or reversi's perft 11 count is wrong; otherwise 0.
set -uo pipefail
cd "$(dirname "$0")"

runs=${RUNS:-9}
inputs=target/bench-inputs
gen=target/release/examples/gen
floor=target/release/examples/read_floor
tiny_bytes=1000000
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

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

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
echo "$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //'), $cores cores, load $load;" \
  "$(rustc --version); fastest of $runs runs after one warm-up"
if [ "${load%%.*}" -ge "$cores" ]; then
  echo "note: the machine is busy (load $load on $cores cores): wall times are noisy;" \
    "the cpu ratio (user + system time) is the steadier figure"
fi

mkdir -p "$inputs"
generated=$("$gen" --list)

echo
echo "| binary | yardstick | input MB | fastest ms | MB/s | yardstick ms | ratio | cpu ratio | verdict |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---|"
skipped=()
for name in "${built[@]}"; do
  [ "$name" = reversi ] && continue
  if ! grep -qx "$name" <<<"$generated"; then
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
  if [ -x "target/release/examples/textbook_$name" ]; then
    yardstick=textbook
    against=target/release/examples/textbook_$name
  else
    yardstick=floor
    against=$floor
  fi

  # Warm-up (page cache, and a check that the input is accepted), then alternate the runs.
  time_run "$input" "$scratch/bin.out" "$bin"
  if [ "$status" -ne 0 ]; then
    printf '| %s | %s | %s | - | - | - | - | - | FAILED: exit %d |\n' "$name" "$yardstick" "$mb" "$status"
    warn "$name: exit status $status on $input: $(head -c 200 "$scratch/err")"
    continue
  fi
  time_run "$input" "$scratch/against.out" "$against"
  if [ "$yardstick" = textbook ] && ! cmp -s "$scratch/bin.out" "$scratch/against.out"; then
    printf '| %s | %s | %s | - | - | - | - | - | FAILED: answers differ from the textbook |\n' \
      "$name" "$yardstick" "$mb"
    warn "$name: its answers differ from examples/textbook_$name.rs on $input"
    continue
  fi
  bin_times=()
  floor_times=()
  bin_cpu=()
  floor_cpu=()
  bad=0
  for ((i = 0; i < runs; i++)); do
    time_run "$input" /dev/null "$bin"
    [ "$status" -ne 0 ] && bad=$status
    bin_times+=("$elapsed")
    bin_cpu+=("$cpu")
    time_run "$input" /dev/null "$against"
    floor_times+=("$elapsed")
    floor_cpu+=("$cpu")
  done
  t=$(fastest "${bin_times[@]}")
  f=$(fastest "${floor_times[@]}")
  [ "$t" -gt 0 ] || t=1
  [ "$f" -gt 0 ] || f=1
  ratio100=$((t * 100 / f))
  ratio=$(printf '%d.%02d' $((ratio100 / 100)) $((ratio100 % 100)))
  tc=$(fastest "${bin_cpu[@]}")
  fc=$(fastest "${floor_cpu[@]}")
  [ "$fc" -gt 0 ] || fc=1000
  cpu100=$((tc * 100 / fc))
  cpu_ratio=$(printf '%d.%02d' $((cpu100 / 100)) $((cpu100 % 100)))
  mbps=$((bytes / t)) # bytes per µs = MB/s
  if [ "$bad" -ne 0 ]; then
    verdict="FAILED: exit $bad"
    warn "$name: exit status $bad in a timed run"
  elif [ "$bytes" -lt "$tiny_bytes" ]; then
    verdict="tiny (not judged)"
  elif [ "$yardstick" = textbook ]; then
    if [ "$ratio100" -le 50 ]; then
      verdict="ok (≥2x faster)"
    else
      verdict="SLOW (<2x faster)"
      warn "$name: ${ratio}x the textbook's time, not 2x faster, on a $((bytes / 1000000)) MB input"
    fi
  elif [ "$ratio100" -le 200 ]; then
    verdict="ok"
  elif [ "$ratio100" -le 300 ]; then
    verdict="ok (<3x)"
  else
    verdict="OVER 3x"
    warn "$name: ${ratio}x the floor on a $((bytes / 1000000)) MB input"
  fi
  printf '| %s | %s | %s | %s | %s | %s | %sx | %sx | %s |\n' "$name" "$yardstick" "$mb" \
    "$(ms "$t")" "$mbps" "$(ms "$f")" "$ratio" "$cpu_ratio" "$verdict"
done

if [ ${#skipped[@]} -gt 0 ]; then
  echo
  echo "skipped (no generator entry in examples/gen.rs): ${skipped[*]}"
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
    echo "perft 11: $perft11 leaves in $(ms "$elapsed") ms wall (process included)," \
      "$((perft11 / (elapsed > 0 ? elapsed : 1))) M leaves/s"
  fi
done

echo
if [ ${#problems[@]} -gt 0 ]; then
  echo "WARN: ${#problems[@]} problem(s), exit status 1:"
  printf '  %s\n' "${problems[@]}"
  exit 1
fi
echo "every judged binary within its yardstick"
