#!/usr/bin/env bash
# The one test command (CI runs it through .ci/run). Needs the Rust toolchain, bash and GNU
# timeout; uses Rust 1.56.0 too when rustup has it.
#
#   1. build every binary in release mode;
#   2. cargo test --release (the proofs, and tests/one_reader.rs: every judge file carries the
#      reader of src/bin/kit/reader.rs word for word), cargo clippy --all-targets --release --
#      -D warnings, cargo fmt --check;
#   3. every judge file (src/bin/*.rs) compiles alone with bare rustc under editions 2015,
#      2018, 2021 and 2024 (2024 when rustc is 1.85 or newer), and with Rust 1.56.0 under 2018
#      and 2021 (a `skipped:` line for what the toolchains here cannot check), and each of
#      those binaries answers its testdata (all but the large- cases, which step 4 runs
#      once); a grep for syntax newer than Rust 1.56 (inline format arguments, let-else) and
#      for `unsafe`; each file ends with its test module from src/bin/<name>/tests.rs and is
#      under 50,000 bytes;
#   4. every testdata/<name>/<case>.in run through target/release/<name> gives <case>.out
#      exactly, with exit status 0 (an optional <case>.args holds command-line arguments).
#      The maximum-size inputs are not stored: the tests generate them with the generators of
#      examples/gen/ and prove the answers in step 2;
#   5. the bad-input suite (tests/bad_input.sh) for every binary.
#
# Every check and every case counts; the last line is `N passed, M failed`.
#
# `./run_tests.sh NAME...` runs the same checks for the named binaries only (their build, tests,
# clippy, compiles alone, testdata and bad input): quicker while working on a few files.
set -uo pipefail
cd "$(dirname "$0")"

only=("$@")
# selected NAME: true when NAME is one of the binaries this run checks.
selected() {
  [ ${#only[@]} -eq 0 ] && return 0
  local one
  for one in "${only[@]}"; do [ "$one" = "$1" ] && return 0; done
  return 1
}
bin_flags=()
for one in "${only[@]}"; do bin_flags+=(--bin "$one"); done

passed=0
failed=0
failures=()
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

started=$SECONDS
# section TITLE: a heading with the seconds spent so far.
section() { echo "== $1 ($((SECONDS - started)) s)"; }

pass() { passed=$((passed + 1)); }
fail() {
  failed=$((failed + 1))
  failures+=("$1")
  echo "FAIL: $1"
  if [ -n "${2:-}" ] && [ -s "$2" ]; then head -n "${3:-25}" "$2" | sed 's/^/    /'; fi
}

# check NAME COMMAND...: run a command quietly; on failure show the end of its output.
check() {
  local name=$1
  shift
  if "$@" >"$scratch/log" 2>&1; then
    pass
    echo "ok: $name"
  else
    tail -n 40 "$scratch/log" >"$scratch/tail"
    fail "$name" "$scratch/tail" 40
  fi
}

section "build"
if [ ${#only[@]} -eq 0 ]; then
  check "cargo build --release" cargo build --release --bins --quiet
else
  check "cargo build --release ${bin_flags[*]}" cargo build --release --quiet "${bin_flags[@]}"
fi

section "cargo test"
if cargo test --release --quiet "${bin_flags[@]}" >"$scratch/test.log" 2>&1; then
  pass
  echo "ok: cargo test --release ($(grep -c '^test result: ok' "$scratch/test.log") suites)"
else
  grep -E '^(test .* FAILED|failures:|---- |thread |error)' "$scratch/test.log" | head -n 40 >"$scratch/tail"
  tail -n 15 "$scratch/test.log" >>"$scratch/tail"
  fail "cargo test --release" "$scratch/tail" 60
fi

section "clippy"
if [ ${#only[@]} -eq 0 ]; then
  check "cargo clippy --all-targets --release -- -D warnings" \
    cargo clippy --all-targets --release --quiet -- -D warnings
else
  # The named binaries and their tests (the test build needs the dev profile: release aborts).
  check "cargo clippy ${bin_flags[*]} -- -D warnings" \
    cargo clippy --release --quiet "${bin_flags[@]}" -- -D warnings
  check "cargo clippy ${bin_flags[*]} -- --test -D warnings" \
    cargo clippy --quiet "${bin_flags[@]}" -- --test -D warnings
fi

section "format"
# cargo fmt --check (rustfmt.toml): a failure names the files that are not formatted.
if ! cargo fmt --version >/dev/null 2>&1; then
  echo "skipped: cargo fmt --check (rustfmt is not installed: rustup component add rustfmt)"
elif cargo fmt --check -- -l >"$scratch/fmt" 2>&1; then
  pass
  echo "ok: cargo fmt --check"
else
  fail "cargo fmt --check: not formatted (run cargo fmt)" "$scratch/fmt" 20
fi

section "each file alone, as a judge compiles it"
# Every submittable file (src/bin/*.rs; reversi is a program in src/bin/reversi/) compiles
# alone with bare rustc under each edition, and with a real Rust 1.56.0 when rustup has it,
# and each such binary answers all of its testdata exactly as expected.
compilers=("stable 2015" "stable 2018" "stable 2021")
# Edition 2024 needs rustc 1.85 or newer.
rustc_minor=$(rustc --version | sed -E 's/^rustc 1\.([0-9]+).*/\1/')
if [ "${rustc_minor:-0}" -ge 85 ] 2>/dev/null; then
  compilers+=("stable 2024")
else
  echo "skipped: edition 2024 checks (rustc $(rustc --version | cut -d' ' -f2) is older than 1.85)"
fi
if rustc +1.56.0 --version >/dev/null 2>&1; then
  compilers+=("1.56.0 2018" "1.56.0 2021")
else
  echo "skipped: Rust 1.56.0 checks (not installed: rustup toolchain install 1.56.0 --profile minimal)"
fi
# compile_alone SRC TOOLCHAIN EDITION DIR: the binary DIR/<toolchain>-<edition>/<name>, or its
# .log. (One directory per compiler: rustc names its temporary files after the output's stem.)
compile_alone() {
  local name toolchain=() out=$4/$2-$3
  name=$(basename "$1" .rs)
  [ "$2" = stable ] || toolchain=("+$2")
  mkdir -p "$out/src"
  # A copy of the file alone (no tests.rs beside it), as a judge receives it.
  cp "$1" "$out/src/$name.rs"
  rustc "${toolchain[@]}" --edition "$3" -O -o "$out/$name" "$out/src/$name.rs" >"$out/$name.log" 2>&1
}
export -f compile_alone
mkdir -p "$scratch/alone"
for src in src/bin/*.rs; do
  [ -e "$src" ] || continue
  selected "$(basename "$src" .rs)" || continue
  for compiler in "${compilers[@]}"; do echo "$src $compiler $scratch/alone"; done
done | xargs -r -P "$(nproc 2>/dev/null || echo 2)" -L 1 bash -c 'compile_alone "$@" || true' _

# same_answers BIN NAME: every testdata/NAME case through BIN gives its .out, status 0. The
# large- cases are left to the release build (section "testdata"): one run of each is enough.
same_answers() {
  local input case
  for input in testdata/"$2"/*.in; do
    [ -e "$input" ] || continue
    case=${input%.in}
    [[ ${case##*/} == large-* ]] && continue
    if ! timeout 20 "$1" <"$input" 2>/dev/null | cmp -s - "$case.out"; then
      echo "$(basename "$case"): output differs"
      return 1
    fi
  done
}

for src in src/bin/*.rs; do
  [ -e "$src" ] || continue
  name=$(basename "$src" .rs)
  selected "$name" || continue
  for compiler in "${compilers[@]}"; do
    read -r toolchain edition <<<"$compiler"
    bin=$scratch/alone/$toolchain-$edition/$name
    label="$name: rustc $([ "$toolchain" = stable ] || echo "+$toolchain ")--edition $edition"
    if [ ! -x "$bin" ]; then
      fail "$label does not compile" "$bin.log" 15
    elif ! same_answers "$bin" "$name" >"$scratch/why"; then
      fail "$label: testdata" "$scratch/why" 3
    else
      pass
    fi
  done
  echo "$name: ${#compilers[@]} compilers"
  # Syntax Rust 1.56 lacks, for when the 1.56 toolchain is absent; clippy's incompatible_msrv
  # covers the library items. (A `\u{..}` escape is not one: `u{` after a backslash is skipped.)
  if grep -nE '"([^"]*([^\\u]|[^\\]u))?\{[A-Za-z_][A-Za-z0-9_]*(:[^}"]*)?\}[^"]*"' "$src" |
    grep -vE '^[0-9]+:\s*//' >"$scratch/grep"; then
    fail "$name: inline format arguments (\"{x}\") need Rust 1.58" "$scratch/grep" 5
  else pass; fi
  if grep -nE '^\s*let\b[^=]*=[^;{]*[^}[:space:]]\s+else\s*\{' "$src" >"$scratch/grep"; then
    fail "$name: let-else needs Rust 1.65" "$scratch/grep" 5
  else pass; fi
  if grep -nwE 'unsafe|mod [a-z_]+;' "$src" | grep -vE '^[0-9]+:\s*//|^[0-9]+:mod tests;$' >"$scratch/grep"; then
    fail "$name: unsafe code or a module in another file" "$scratch/grep" 5
  else pass; fi
  # The proof lives beside the lesson: the file ends with the test module from <name>/tests.rs.
  if [ "$(tail -n 3 "$src")" != "$(printf '#[cfg(test)]\n#[path = "%s/tests.rs"]\nmod tests;' "$name")" ] ||
    [ ! -f "src/bin/$name/tests.rs" ]; then
    fail "$name: must end with #[cfg(test)] #[path = \"$name/tests.rs\"] mod tests; (tests in src/bin/$name/tests.rs)"
  else pass; fi
  # Luogu, the strictest judge here, takes at most 50 KB of source.
  size=$(wc -c <"$src")
  if [ "$size" -ge 50000 ]; then
    fail "$name: $src is $size bytes, over the 50,000-byte limit (Luogu's 50 KB)"
  else pass; fi
done

section "testdata"
for dir in testdata/*/; do
  name=$(basename "$dir")
  selected "$name" || continue
  bin=target/release/$name
  count=0
  for input in "$dir"*.in; do
    [ -e "$input" ] || continue
    case=${input%.in}
    count=$((count + 1))
    args=()
    if [ -f "$case.args" ]; then read -r -a args <"$case.args"; fi
    if [ ! -x "$bin" ]; then
      fail "$name/$(basename "$case"): no binary $bin"
      continue
    fi
    timeout 20 "$bin" "${args[@]}" <"$input" >"$scratch/out" 2>"$scratch/err"
    status=$?
    if [ "$status" -ne 0 ]; then
      cat "$scratch/err" >"$scratch/tail"
      fail "$name/$(basename "$case"): exit status $status" "$scratch/tail" 5
    elif ! cmp -s "$scratch/out" "$case.out"; then
      diff "$case.out" "$scratch/out" | head -n 12 >"$scratch/tail"
      fail "$name/$(basename "$case"): output differs (< expected, > got)" "$scratch/tail" 12
    else
      pass
    fi
  done
  echo "$name: $count cases"
done

if [ -x tests/bad_input.sh ]; then
  section "bad input"
  before=$((passed + failed))
  source tests/bad_input.sh
  echo "bad input: $((passed + failed - before)) checks"
fi

echo
echo "done in $((SECONDS - started)) s"
if [ "$failed" -gt 0 ]; then
  echo "Failed:"
  printf '  %s\n' "${failures[@]}"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
