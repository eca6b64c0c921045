#!/usr/bin/env bash
# The bad-input suite, sourced by run_tests.sh (which provides pass, fail and $scratch).
#
# Every judge binary (every src/bin/<name>.rs, picked up automatically) gets each input below
# and must: not panic, not die by a signal, not hang (10 s), stay under 1 GiB of memory, exit 0
# or 1, and when it exits 1 print exactly one stderr line `<name>: ...`. Garbage must be refused
# (status 1). A valid input cut inside its last case must answer every complete case first
# (stdout checked) and then refuse the rest; data after a complete input is answered with one
# warning line and status 0; a byte-order mark is skipped; closed pipes end it quietly.
# reversi is interactive: garbage lines and end of input end the game cleanly (status 0).
# grundy takes arguments: bad ones exit 1 (bad values) or 2 (usage) with one stderr line.

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

# expect_warning NAME: the stderr of the last run_bad is one warning line about ignored input.
expect_warning() {
  if [ "$(wc -l <"$scratch/bad.err")" -ne 1 ] ||
    ! grep -qE "^$1: warning: line [0-9]+: ignored input after " "$scratch/bad.err"; then
    head -c 300 "$scratch/bad.err" >"$scratch/tail"
    fail "bad input: $1, trailing data: expected one line \"$1: warning: line L: ignored input after ...\"" "$scratch/tail" 3
  else
    pass
  fi
}

# closed_pipe NAME LABEL COMMAND...: the command writes into a pipe whose reader leaves after one
# byte (stdout and stderr both), or with stderr closed: status 0, 1 or 141, and no panic text.
closed_pipe() {
  local name=$1 label=$2 status
  shift 2
  "$@" 2>&1 | head -c 1 >/dev/null
  status=${PIPESTATUS[0]}
  if [ "$status" -ne 0 ] && [ "$status" -ne 1 ] && [ "$status" -ne 141 ]; then
    fail "bad input: $name, $label: exit status $status (a panic or an abort)"
  else
    pass
  fi
}

# The cases that depend on a binary's format live beside the suite:
#   tests/bad/NAME.cut.in/.out         a valid input cut inside its last case, and what must be
#                                      answered before the error (status 1);
#   tests/bad/NAME.trailing.in/.out    a complete input with data after it: answered, one
#                                      warning line, status 0;
#   tests/bad/NAME.trailing.none       instead, for formats read to the end of the input (why).
bad=tests/bad
for src in src/bin/*.rs; do
  name=$(basename "$src" .rs)
  selected "$name" || continue
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
  if [ -f "$bad/$name.cut.in" ] && [ -f "$bad/$name.cut.out" ]; then
    run_bad "$name" "input cut inside its last case" 1 "$bad/$name.cut.out" <"$bad/$name.cut.in"
  else
    fail "bad input: $name has no $bad/$name.cut.in and .cut.out"
  fi
  if [ -f "$bad/$name.trailing.in" ] && [ -f "$bad/$name.trailing.out" ]; then
    run_bad "$name" "data after a complete input" 0 "$bad/$name.trailing.out" <"$bad/$name.trailing.in"
    expect_warning "$name"
  elif [ ! -s "$bad/$name.trailing.none" ]; then
    fail "bad input: $name has neither $bad/$name.trailing.in/.out nor $bad/$name.trailing.none"
  fi
  # A byte-order mark before a sample (or the first case) changes nothing.
  first=$(ls testdata/"$name"/sample-1.in 2>/dev/null || ls testdata/"$name"/*.in 2>/dev/null | head -n 1)
  if [ -n "$first" ]; then
    run_bad "$name" "a byte-order mark before $(basename "$first")" 0 "${first%.in}.out" \
      < <(printf '\xef\xbb\xbf'; cat "$first")
  else
    fail "bad input: $name has no testdata to put a byte-order mark before"
  fi
  # Closed pipes: the biggest case with its reader gone, and an error with stderr closed.
  biggest=$(ls -S testdata/"$name"/*.in 2>/dev/null | head -n 1)
  [ -n "$biggest" ] && closed_pipe "$name" "stdout and stderr closed after one byte" \
    "target/release/$name" <"$biggest"
  closed_pipe "$name" "an error with stderr closed" \
    sh -c 'exec "$0" 2>&-' "target/release/$name" < <(printf 'hello\n')
done

if [ -x target/release/reversi ] && selected reversi; then
  run_bad reversi "garbage lines, then end of input" 0 "" < <(printf 'hello\nz9\n9 9\n\x00\n3 3\nd\n')
  run_bad reversi "end of input at once" 0 "" </dev/null
  run_bad reversi "20 KB of random bytes" 0 "" <"$random_bytes"
  run_bad reversi "a transcript with an illegal move" 1 "" --replay f5f5 </dev/null
  run_bad reversi "a transcript of garbage" 1 "" --replay 'zz!' </dev/null
  run_bad reversi "an unknown option" 1 "" --bogus </dev/null
  run_bad reversi "a board of garbage" 1 "" --board xx </dev/null
  run_bad reversi "a start position with an illegal move" 1 "" --moves f5f5 </dev/null
  run_bad reversi "a time budget of 0" 1 "" --time 0 </dev/null
  run_bad reversi "20 KB of random bytes to the NBoard engine" 0 "" --nboard <"$random_bytes"
  run_bad reversi "20 KB of random bytes to the GTP engine" 0 "" --gtp <"$random_bytes"
  closed_pipe reversi "perft output closed after one byte" target/release/reversi --perft 6 --divide </dev/null
  closed_pipe reversi "a game whose output closes after one byte" \
    target/release/reversi --black cpu --white cpu --level 1 </dev/null
  closed_pipe reversi "an error with stderr closed" sh -c 'exec "$0" --bogus 2>&-' target/release/reversi </dev/null
fi

if [ -x target/release/grundy ] && selected grundy; then
  # grundy takes its input as arguments; only `play` reads stdin (end of input stops the game).
  run_bad grundy "a malformed code" 1 "" table 0.8x </dev/null
  run_bad grundy "a code with a bad digit before the point" 1 "" table 1.07 </dev/null
  run_bad grundy "a subtraction set with 0" 1 "" table sub 0,3 </dev/null
  run_bad grundy "a subtraction range with no first number" 1 "" table sub -3 </dev/null
  run_bad grundy "a non-number heap" 1 "" value .77 x </dev/null
  run_bad grundy "a heap beyond 64 bits" 1 "" value .77 123456789012345678901234567890 </dev/null
  run_bad grundy "a heap too large without a period" 1 "" value grundy 100000000000 </dev/null
  run_bad grundy "a table too long" 1 "" table .77 --to 99999999999 </dev/null
  run_bad grundy "a misere table of a splitting game" 1 "" table .77 --misere </dev/null
  run_bad grundy "a heap too large to play" 1 "" play .77 1000000000 </dev/null
  run_bad grundy "20 KB of random bytes to play" 0 "" play .77 5 9 <"$random_bytes"
  run_bad grundy "end of input at once in play" 0 "" play grundy 20 </dev/null
  # Usage errors: status 2 and one line.
  for usage in "bogus" "table" "table .77 --to" "table .77 --bogus" "value .77" "survey --digits 7" \
    "table .77 --to 5 --to 6" "period .77 3" "sparse .77"; do
    read -r -a words <<<"$usage"
    (ulimit -v 1048576 && exec timeout 10 target/release/grundy "${words[@]}") </dev/null \
      >"$scratch/bad.out" 2>"$scratch/bad.err"
    status=$?
    if [ "$status" -ne 2 ] || [ "$(wc -l <"$scratch/bad.err")" -ne 1 ] || ! grep -q '^grundy: ' "$scratch/bad.err" ||
      grep -qE 'panicked|RUST_BACKTRACE' "$scratch/bad.err"; then
      head -c 300 "$scratch/bad.err" >"$scratch/tail"
      fail "bad input: grundy $usage: expected status 2 and one line \"grundy: ...\" (got $status)" "$scratch/tail" 3
    else
      pass
    fi
  done
  closed_pipe grundy "a table whose output closes after one byte" target/release/grundy table .77 --to 100000 </dev/null
  closed_pipe grundy "an error with stderr closed" sh -c 'exec "$0" table 0.8x 2>&-' target/release/grundy </dev/null
  # Ctrl-C: a long run goes on in a child process (src/bin/grundy/interrupt.rs); ending the
  # process started (as Ctrl-C does) stops the run where it stands and it says where.
  # (--seconds 30 ends the run anyway if the stop fails.)
  target/release/grundy sparse grundy --to 2000000000 --seconds 30 </dev/null \
    >"$scratch/stop.out" 2>"$scratch/stop.err" &
  waiting=$!
  sleep 1
  kill -TERM "$waiting"
  wait "$waiting" 2>/dev/null
  for _ in $(seq 100); do
    grep -q 'interrupted' "$scratch/stop.err" && break
    sleep 0.1
  done
  if grep -qE "^Grundy's game: stopped by Ctrl-C at g\(0\.\.[0-9]+\) of 2000000000 " "$scratch/stop.out" &&
    [ "$(tail -n 1 "$scratch/stop.err")" = "grundy: interrupted (Ctrl-C); what it reached is above" ]; then
    pass
  else
    { head -c 300 "$scratch/stop.out"; tail -c 300 "$scratch/stop.err"; } >"$scratch/tail"
    fail "bad input: grundy sparse stopped by Ctrl-C: expected the report and the interrupted line" "$scratch/tail" 6
  fi
fi
