use super::*;

#[path = "../kit/cases.rs"]
mod cases;
#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/classic_b.rs"]
mod max;

use cases::Rng;
use std::collections::{BTreeSet, HashMap};
use std::fs;
use std::path::Path;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/luogu_p4136");

/// `run` on a string: the answers and the outcome.
fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

/// The game itself on an n×n board (n ≤ 8: cells fit a u64). `wins(visited, cell)`: the
/// player to move wins with the stone on `cell` and these cells visited, by trying every
/// step to a free neighbour; a player with no step loses. Memoised on (visited set, cell).
/// A position is recorded as won as soon as one winning step is found, and as lost only
/// after every step was tried; so the search visits only the positions its proof needs
/// (n = 6: 5 402, n = 7: 597 616, n = 8: about 5 million), not every visited set.
struct Board {
    neighbours: Vec<Vec<usize>>,
    memo: HashMap<(u64, u8), bool>,
}

impl Board {
    fn new(n: usize) -> Board {
        assert!((1..=8).contains(&n));
        let mut neighbours = vec![Vec::new(); n * n];
        for r in 0..n {
            for c in 0..n {
                let cell = &mut neighbours[r * n + c];
                if r > 0 {
                    cell.push((r - 1) * n + c);
                }
                if r + 1 < n {
                    cell.push((r + 1) * n + c);
                }
                if c > 0 {
                    cell.push(r * n + c - 1);
                }
                if c + 1 < n {
                    cell.push(r * n + c + 1);
                }
            }
        }
        Board { neighbours, memo: HashMap::new() }
    }

    fn wins(&mut self, visited: u64, cell: usize) -> bool {
        if let Some(&known) = self.memo.get(&(visited, cell as u8)) {
            return known;
        }
        let mut win = false;
        for i in 0..self.neighbours[cell].len() {
            let next = self.neighbours[cell][i];
            if visited >> next & 1 == 0 && !self.wins(visited | 1 << next, next) {
                win = true;
                break;
            }
        }
        self.memo.insert((visited, cell as u8), win);
        win
    }
}

/// Whether the first player wins on an n×n board, by the game search from the corner.
fn search_verdict(n: usize) -> bool {
    Board::new(n).wins(1, 0)
}

#[test]
fn sample() {
    assert_eq!(run_str("2\n0\n"), ("Alice\n".to_string(), Ok(None)));
}

#[test]
fn rule_matches_game_search_for_every_n_up_to_7() {
    let mut verdicts = [0; 2];
    for n in 1..=7 {
        let win = search_verdict(n);
        assert_eq!(alice_wins(n as u64), win, "n = {}", n);
        verdicts[usize::from(win)] += 1;
    }
    assert_eq!(verdicts, [4, 3]); // both verdicts occur
}

/// `cargo test --release --bin luogu_p4136 -- --ignored` (1.5 s on a quiet machine, 300 MB).
#[test]
#[ignore]
fn rule_matches_game_search_for_n_8() {
    assert!(alice_wins(8) && search_verdict(8));
}

/// The strategist's domino partner of cell (r, c) on an n×n board, `None` for the start
/// corner of an odd board (the only cell left out).
fn partner(n: u64, r: u64, c: u64) -> Option<(u64, u64)> {
    if n % 2 == 0 {
        Some((r, c ^ 1))
    } else if r == 0 {
        if c == 0 {
            None
        } else if c % 2 == 1 {
            Some((0, c + 1))
        } else {
            Some((0, c - 1))
        }
    } else if r % 2 == 1 {
        Some((r + 1, c))
    } else {
        Some((r - 1, c))
    }
}

/// Checks cell by cell that `partner` pairs every cell of the n×n board but the corner
/// (and the corner too when n is even) with a different, adjacent cell that pairs back.
fn tiling_is_perfect(n: u64) -> bool {
    for r in 0..n {
        for c in 0..n {
            match partner(n, r, c) {
                None => {
                    if n % 2 == 0 || (r, c) != (0, 0) {
                        return false;
                    }
                }
                Some((pr, pc)) => {
                    let adjacent = (pr == r && (pc + 1 == c || c + 1 == pc))
                        || (pc == c && (pr + 1 == r || r + 1 == pr));
                    if pr >= n || pc >= n || !adjacent || partner(n, pr, pc) != Some((r, c)) {
                        return false;
                    }
                }
            }
        }
    }
    true
}

/// Plays the matching strategy (first player when n is even, second when odd) against an
/// opponent who steps to a random free neighbour. Every strategy move is checked to be a
/// legal step; returns whether the opponent is the one left without a move.
fn strategy_game(n: u64, rng: &mut Rng) -> bool {
    let mut visited = vec![false; (n * n) as usize];
    let (mut r, mut c) = (0u64, 0u64);
    visited[0] = true;
    let mut strategist_to_move = n % 2 == 0;
    loop {
        let free: Vec<(u64, u64)> =
            [(r.wrapping_sub(1), c), (r + 1, c), (r, c.wrapping_sub(1)), (r, c + 1)]
                .iter()
                .copied()
                .filter(|&(a, b)| a < n && b < n && !visited[(a * n + b) as usize])
                .collect();
        if free.is_empty() {
            return !strategist_to_move;
        }
        let step = if strategist_to_move {
            let to = match partner(n, r, c) {
                Some(to) => to,
                None => return false,
            };
            if !free.contains(&to) {
                return false;
            }
            to
        } else {
            free[(rng.next() % free.len() as u64) as usize]
        };
        r = step.0;
        c = step.1;
        visited[(r * n + c) as usize] = true;
        strategist_to_move = !strategist_to_move;
    }
}

#[test]
fn matching_strategy_wins_against_random_play() {
    let mut rng = Rng(0x4136);
    for n in 1..=40 {
        for _ in 0..20 {
            assert!(strategy_game(n, &mut rng), "n = {}", n);
        }
    }
    for n in 1..=300 {
        assert!(tiling_is_perfect(n), "n = {}", n);
    }
}

#[test]
fn layouts_crlf_tabs_missing_terminator() {
    let expected = ("Bob\nAlice\nBob\n".to_string(), Ok(None));
    assert_eq!(run_str("1\r\n2\r\n3\r\n0\r\n"), expected);
    assert_eq!(run_str("\n\n 1\t2\n\n3 0"), expected);
    assert_eq!(run_str("1\n2\n3\n"), expected);
    assert_eq!(run_str("1\n2\n3"), expected);
    assert_eq!(run_str("0\n"), (String::new(), Ok(None)));
    assert_eq!(run_str(""), (String::new(), Ok(None)));
    assert_eq!(
        run_str("18446744073709551615 18446744073709551614 0"),
        ("Bob\nAlice\n".to_string(), Ok(None))
    );
}

#[test]
fn bad_input_answers_complete_cases_then_reports() {
    let err = |out: &str, e: &str| (out.to_string(), Err(e.to_string()));
    assert_eq!(
        run_str("1\n2\nx\n0\n"),
        err("Bob\nAlice\n", "line 3: expected a non-negative integer, found \"x\"")
    );
    assert_eq!(
        run_str("3\n-1\n0\n"),
        err("Bob\n", "line 2: expected a non-negative integer, found \"-1\"")
    );
    assert_eq!(
        run_str("2\n18446744073709551616\n0\n"),
        err("Alice\n", "line 2: number \"18446744073709551616\" does not fit in 64 bits")
    );
}

/// Random layouts (`cases::check_zero_ended_layouts`) are answered as their tokens say.
#[test]
fn random_layouts_are_answered_by_their_tokens() {
    let answer = |n: u64| if alice_wins(n) { "Alice\n" } else { "Bob\n" }.to_string();
    cases::check_zero_ended_layouts(&run_str, &answer);
}

#[test]
fn trailing_input_is_ignored_with_a_warning() {
    assert_eq!(
        run_str("2\n0\n\n5 x\n"),
        ("Alice\n".to_string(), Ok(Some("line 4: ignored input after the final 0".to_string())))
    );
}

/// The expected output for a well-formed file: n ≤ 7 by the game search; larger n by the
/// matching argument, its tiling checked cell by cell for every distinct such n.
fn expected_by_search(input: &str, verdicts: &[bool]) -> String {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    assert_eq!(numbers.last(), Some(&0), "a well-formed file ends with 0");
    let large: BTreeSet<u64> = numbers.iter().copied().filter(|&n| n > 7).collect();
    for &n in &large {
        assert!(n <= 10_000 && tiling_is_perfect(n), "n = {}", n);
    }
    let mut expected = String::new();
    for &n in &numbers[..numbers.len() - 1] {
        assert!(n > 0, "0 only at the end");
        let alice = if n <= 7 { verdicts[n as usize] } else { n % 2 == 0 };
        expected.push_str(if alice { "Alice\n" } else { "Bob\n" });
    }
    expected
}

/// The game search's verdicts for n = 0..=7 (index n; 0 unused).
fn search_verdicts() -> Vec<bool> {
    (0..=7).map(|n| n > 0 && search_verdict(n)).collect()
}

#[test]
fn testdata_outputs_are_proved_by_game_search() {
    let verdicts = search_verdicts();
    let files =
        cases::check_files(DATA, "", &run_str, &mut |input| expected_by_search(input, &verdicts));
    assert!(files >= 4, "testdata present");
    // The benchmark's maximum input (20 MB of lines), generated (examples/gen.rs), not stored.
    let input = max::input("luogu_p4136", max::luogu_p4136);
    assert_eq!(run_str(&input), (expected_by_search(&input, &verdicts), Ok(None)));
}

fn write_case(name: &str, values: &[u64], verdicts: &[bool]) {
    let mut input = String::new();
    for &n in values {
        input.push_str(&format!("{}\n", n));
    }
    input.push_str("0\n");
    let expected = expected_by_search(&input, verdicts);
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), expected).unwrap();
}

/// Writes the testdata (except the sample and its CRLF copy) from the game search:
/// `cargo test --release --bin luogu_p4136 -- --ignored write_brute_testdata`.
#[test]
#[ignore]
fn write_brute_testdata() {
    let verdicts = search_verdicts();
    write_case("brute-all-7", &[1, 2, 3, 4, 5, 6, 7], &verdicts);
    let mut rng = Rng(0x5eed_4136);
    let random: Vec<u64> = (0..200).map(|_| 1 + rng.next() % 7).collect();
    write_case("brute-random-1", &random, &verdicts);
}
