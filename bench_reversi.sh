#!/usr/bin/env bash
# The reversi benchmark (a measurement, not a test): per-move times of the computer at each
# level and the overshoot of --time budgets, from games the computer plays against itself
# (`reversi --selfplay N`: game 1 from the start, the others after 4 seeded random plies),
# and perft 11.
#
#   ./bench_reversi.sh                 levels 1-8, budgets 0.1 0.5 1, perft 11
#   LEVELS="1 5" TIMES="0.5" GAMES=2 ./bench_reversi.sh
#   BIN=/path/to/reversi ./bench_reversi.sh    (default: target/release/reversi, built here)
#
# A --time budget may be overshot by at most 10 % + 20 ms; the last column says whether it was.
set -uo pipefail
cd "$(dirname "$0")"
bin=${BIN:-target/release/reversi}
if [ -z "${BIN:-}" ]; then cargo build --release --quiet --bin reversi || exit 1; fi
levels=${LEVELS:-1 2 3 4 5 6 7 8}
times=${TIMES:-0.1 0.5 1}
games=${GAMES:-4}
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
for level in $levels; do
  n=$games
  # Levels 7 and 8 take about 0.28 s and 1.2 s a move on average (at most about 1.4 s and
  # 6.7 s; 2026-11-28), some 17 s and 70 s a game of 60 moves: 2 games and 1 (at most GAMES).
  if [ "$level" -ge 7 ]; then n=$(( games < 2 ? games : (level == 7 ? 2 : 1) )); fi
  "$bin" --selfplay "$n" --level "$level" | tail -n 1
done
for t in $times; do
  line=$("$bin" --selfplay "$games" --time "$t" | tail -n 1)
  over=${line##*overshoot }
  over=${over% s}
  verdict=$(awk -v o="$over" -v t="$t" 'BEGIN { print (o <= 0.1 * t + 0.02) ? "within 10 % + 20 ms" : "OVER the allowance" }')
  echo "$line: $verdict"
done
"$bin" --perft 11 | tail -n 2 | tr '\n' ' '
echo
