#!/usr/bin/env bash
# The bad-input suite, sourced by run_tests.sh (which provides pass, fail and $scratch).
#
# Every batch binary (every src/bin/<name>.rs but reversi, picked up automatically) gets each
# input below and must: not panic, not die by a signal, not hang (10 s), stay under 1 GiB of
# memory, exit 0 or 1, and when it exits 1 print exactly one stderr line `<name>: ...`.
# Garbage must be refused (status 1). A valid input cut inside its last case must answer every
# complete case first (stdout checked) and then refuse the rest.
# reversi is interactive: garbage lines and end of input end the game cleanly (status 0).

if [ -z "${scratch:-}" ]; then
  echo "tests/bad_input.sh is run by ./run_tests.sh" >&2
  exit 2
fi

# ~20 KB of random bytes, the same every run (bash's generator seeded).
random_bytes=$scratch/random.bin
RANDOM=1704
chunk=''
for _ in $(seq 2000); do
  chunk+=$(printf '\\%03o' $((RANDOM % 256)) $((RANDOM % 256)) $((RANDOM % 256)) $((RANDOM % 256)) \
    $((RANDOM % 256)) $((RANDOM % 256)) $((RANDOM % 256)) $((RANDOM % 256)) $((RANDOM % 256)) $((RANDOM % 256)))
done
printf "$chunk" >"$random_bytes"

# run_bad NAME LABEL STATUS(0|1|any) STDOUT_FILE_OR_EMPTY [ARGS...] < input
# Runs target/release/NAME on stdin with a memory cap and a time limit and checks the rules above.
run_bad() {
  local name=$1 label=$2 want=$3 want_out=${4:-}
  shift 4
  local bin=target/release/$name
  (ulimit -v 1048576 && exec timeout 10 "$bin" "$@") >"$scratch/bad.out" 2>"$scratch/bad.err"
  local status=$? problem=''
  if grep -qE 'panicked|RUST_BACKTRACE' "$scratch/bad.err"; then
    problem="panicked"
  elif [ "$status" -eq 124 ]; then
    problem="hung (killed after 10 s)"
  elif [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
    problem="exit status $status (signal or crash)"
  elif [ "$want" != any ] && [ "$status" -ne "$want" ]; then
    problem="exit status $status, expected $want"
  elif [ "$status" -eq 1 ] && { [ "$(wc -l <"$scratch/bad.err")" -ne 1 ] || ! grep -q "^$name: " "$scratch/bad.err"; }; then
    problem="status 1 needs exactly one stderr line starting \"$name: \""
  elif [ -n "$want_out" ] && ! cmp -s "$scratch/bad.out" "$want_out"; then
    problem="complete cases not answered before the error"
  fi
  if [ -n "$problem" ]; then
    { head -c 600 "$scratch/bad.err"; echo; head -c 300 "$scratch/bad.out"; } >"$scratch/tail"
    fail "bad input: $name, $label: $problem" "$scratch/tail" 8
  else
    pass
  fi
}

# A valid input cut inside its last case, and what must be answered before the error.
# Cases of one token (take1or3) cannot be cut: they get garbage after complete cases instead.
truncated_input() {
  case $1 in
    game) printf '10 4' ;;
    hdu1846) printf '2\n23 2\n4' ;;
    hdu1536) printf '2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n5 1 2 3 4 5\n3\n2 5 12\n3 2' ;;
    hdu3649) printf '0 4 5 5 5 7 6 6 6\n0 4 5 5' ;;
    hihocoder1163) printf '3\n3 2' ;;
    hihocoder1172) printf '8\nHHTH' ;;
    hihocoder1173) printf '3\n1 2' ;;
    lanqiao_balls) printf '4\n1\n2\n10' ;;
    poj1067) printf '2 1\n8 4\n4' ;;
    poj1704) printf '2\n3\n1 2 3\n8\n1 5 6' ;;
    sdnu1294) printf '2 4 5\n3 1 2' ;;
    take1or3) printf '3\n4\nx' ;;
    *) return 1 ;;
  esac
}
answered_before_cut() {
  case $1 in
    hdu1846) printf 'first\n' ;;
    hdu1536) printf 'LWW\n' ;;
    hdu3649) printf 'Red\n' ;;
    lanqiao_balls) printf '0\n1\n1\n' ;;
    poj1067) printf '0\n1\n' ;;
    poj1704) printf 'Bob will win\n' ;;
    sdnu1294) printf 'yes\n' ;;
    take1or3) printf 'first\nsecond\n' ;;
    *) ;; # single-case formats: nothing is complete
  esac
}

for src in src/bin/*.rs; do
  name=$(basename "$src" .rs)
  [ "$name" = reversi ] && continue
  if [ ! -x "target/release/$name" ]; then
    fail "bad input: no binary target/release/$name"
    continue
  fi
  run_bad "$name" "empty input" any "" </dev/null
  run_bad "$name" "whitespace only" any "" < <(printf ' \n\t\r\n\n')
  run_bad "$name" "a word" 1 "" < <(printf 'hello\n')
  run_bad "$name" "negative numbers" 1 "" < <(printf -- '-5 -3\n-1\n')
  run_bad "$name" "a number beyond 64 bits" 1 "" < <(printf '123456789012345678901234567890 3\n')
  run_bad "$name" "a NUL byte" 1 "" < <(printf '1\x002 3\n')
  run_bad "$name" "20 KB of random bytes" 1 "" <"$random_bytes"
  run_bad "$name" "a huge count" any "" < <(printf '1000000000000000000 3 1 2\n')
  run_bad "$name" "huge equal values" any "" < <(printf '3000000000 3000000000 1 1\n')
  if truncated_input "$name" >"$scratch/cut.in"; then
    answered_before_cut "$name" >"$scratch/cut.out"
    run_bad "$name" "input cut inside its last case" 1 "$scratch/cut.out" <"$scratch/cut.in"
  else
    fail "bad input: $name has no truncated case in tests/bad_input.sh"
  fi
done

if [ -f src/bin/reversi.rs ]; then
  if [ ! -x target/release/reversi ]; then
    fail "bad input: no binary target/release/reversi"
  else
    run_bad reversi "garbage lines, then end of input" 0 "" < <(printf 'hello\nz9\n9 9\n\x00\n3 3\nd\n')
    run_bad reversi "end of input at once" 0 "" </dev/null
    run_bad reversi "20 KB of random bytes" 0 "" <"$random_bytes"
    run_bad reversi "a transcript with an illegal move" 1 "" --replay f5f5 </dev/null
    run_bad reversi "a transcript of garbage" 1 "" --replay 'zz!' </dev/null
    run_bad reversi "an unknown option" 1 "" --bogus </dev/null
  fi
fi
