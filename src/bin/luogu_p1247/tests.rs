use super::*;

#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/classic_a.rs"]
mod max;

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/luogu_p1247");

/// Game search over positions as sorted multisets of non-empty piles (at most 12 piles
/// of at most 31 matches, packed 5 bits a pile as the memo's key). No theory: the player
/// to move wins when some move (any pile, any smaller size) leaves the opponent a lost
/// position; with no match left there is no move and the player to move has lost.
struct Search {
    memo: HashMap<u64, bool>,
}

impl Search {
    fn new() -> Search {
        Search { memo: HashMap::new() }
    }

    fn mover_wins(&mut self, piles: &[u64]) -> bool {
        let mut position: Vec<u64> = piles.iter().copied().filter(|&p| p > 0).collect();
        assert!(position.len() <= 12 && position.iter().all(|&p| p <= 31));
        position.sort_unstable();
        let key = position.iter().fold(0, |key, &p| key << 5 | p);
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let mut wins = false;
        'moves: for i in 0..position.len() {
            for smaller in 0..position[i] {
                let mut next = position.clone();
                next[i] = smaller;
                if !self.mover_wins(&next) {
                    wins = true;
                    break 'moves;
                }
            }
        }
        self.memo.insert(key, wins);
        wins
    }

    /// Every winning first move `(b, a)` of the list `piles` (b from 1, as printed), in
    /// ⟨b, a⟩ order: the moves after which the opponent is lost.
    fn winning_moves(&mut self, piles: &[u64]) -> Vec<(usize, u64)> {
        let mut moves = Vec::new();
        for b in 0..piles.len() {
            for a in 1..=piles[b] {
                let mut next = piles.to_vec();
                next[b] -= a;
                if !self.mover_wins(&next) {
                    moves.push((b + 1, a));
                }
            }
        }
        moves
    }
}

/// `run` on a string: the answer and the outcome.
fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

fn input_for(piles: &[u64], newline: &str) -> String {
    let sizes: Vec<String> = piles.iter().map(|p| p.to_string()).collect();
    format!("{}{}{}{}", piles.len(), newline, sizes.join(" "), newline)
}

/// Reads an answer and plays it on `piles`: `None` for `lose`, else the move `(b, a)`
/// (b from 1) after checking that it is legal, that the second line is exactly the
/// position after it, and that this position has XOR 0.
fn play_answer(piles: &[u64], answer: &str) -> Option<(usize, u64)> {
    if answer == "lose\n" {
        return None;
    }
    assert!(answer.ends_with('\n') && !answer.contains("  ") && !answer.contains(" \n"));
    let lines: Vec<&str> = answer.lines().collect();
    assert_eq!(lines.len(), 2, "two lines: {:?}", answer);
    let first: Vec<u64> = lines[0].split(' ').map(|t| t.parse().unwrap()).collect();
    assert_eq!(first.len(), 2, "`a b`: {:?}", lines[0]);
    let (a, b) = (first[0], first[1] as usize);
    assert!(1 <= b && b <= piles.len(), "pile {} exists", b);
    assert!(1 <= a && a <= piles[b - 1], "take {} from {}", a, piles[b - 1]);
    let mut after = piles.to_vec();
    after[b - 1] -= a;
    let printed: Vec<u64> = lines[1].split(' ').map(|t| t.parse().unwrap()).collect();
    assert_eq!(printed, after, "the second line is the position after the move");
    assert_eq!(after.iter().fold(0, |x, p| x ^ p), 0, "XOR 0 after the move");
    Some((b, a))
}

#[test]
fn samples() {
    assert_eq!(run_str("3\n3 6 9\n"), ("4 3\n3 6 5\n".to_string(), Ok(None)));
    assert_eq!(run_str("4\n15 22 19 10\n"), ("lose\n".to_string(), Ok(None)));
}

#[test]
fn every_list_of_up_to_5_piles_up_to_7_against_the_search() {
    let mut search = Search::new();
    let mut lists: Vec<Vec<u64>> = vec![vec![]];
    let mut checked = 0;
    let mut losses = 0;
    let mut several = 0;
    let mut not_on_first_pile = 0;
    for _ in 0..5 {
        let mut longer = Vec::new();
        for piles in &lists {
            for size in 0..=7 {
                let mut next = piles.clone();
                next.push(size);
                longer.push(next);
            }
        }
        for piles in &longer {
            let moves = search.winning_moves(piles);
            let (out, result) = run_str(&input_for(piles, "\n"));
            assert_eq!(result, Ok(None));
            let played = play_answer(piles, &out);
            // The verdict, and the move: the search's smallest winning move in ⟨b, a⟩.
            assert_eq!(played, moves.first().copied(), "piles {:?}: {:?}", piles, moves);
            checked += 1;
            losses += usize::from(moves.is_empty());
            several += usize::from(moves.len() > 1);
            not_on_first_pile += usize::from(moves.first().map_or(false, |m| m.0 > 1));
        }
        lists = longer;
    }
    assert_eq!(checked, 8 + 64 + 512 + 4096 + 32768);
    assert!(losses > 1000 && losses < checked / 4, "both verdicts: {} losses", losses);
    assert!(several > 1000 && not_on_first_pile > 1000);
}

#[test]
fn pitfalls() {
    // x = 7: no pile is >= x, yet pile 1 (4 holds bit 2) wins by taking 1.
    assert_eq!(run_str("3\n4 2 1\n"), ("1 1\n3 2 1\n".to_string(), Ok(None)));
    // x = 3: n_1 = 8 >= x and 9 is the largest, but only 2 holds x's top bit.
    assert_eq!(run_str("3\n8 2 9\n"), ("1 2\n8 1 9\n".to_string(), Ok(None)));
    // Empty piles stay in the second line.
    assert_eq!(run_str("4\n0 5 0 0\n"), ("5 2\n0 0 0 0\n".to_string(), Ok(None)));
    assert_eq!(run_str("2\n0 0\n"), ("lose\n".to_string(), Ok(None)));
    assert_eq!(run_str("0\n"), ("lose\n".to_string(), Ok(None)));
    let max = u64::MAX;
    assert_eq!(run_str(&format!("2\n{} 0\n", max)), (format!("{} 1\n0 0\n", max), Ok(None)));
    assert_eq!(
        run_str(&format!("3\n3 {} {}\n", max, max - 1)),
        ("2 1\n1 18446744073709551615 18446744073709551614\n".to_string(), Ok(None))
    );
}

#[test]
fn layouts() {
    let expected = ("4 3\n3 6 5\n".to_string(), Ok(None));
    assert_eq!(run_str("3\r\n3 6 9\r\n"), expected);
    assert_eq!(run_str("3 3\t6\n\n9"), expected);
    assert_eq!(run_str("\n3\n3\n6\n9\n"), expected);
    assert_eq!(run_str("3\n003 06 9\n"), expected);
    // Not as printed (so the piles are read again for the answer): two spaces, a 0 first.
    assert_eq!(run_str("3\n3  6 9\n"), expected);
    assert_eq!(run_str("3\n3 6 09"), expected);
    let zeros = ("6 4\n0 0 1 1 0\n".to_string(), Ok(None));
    assert_eq!(run_str("5\n0 0 1 7 0\n"), zeros);
    assert_eq!(run_str("5\n0 0 01 7 0\n"), zeros);
}

#[test]
fn bad_input_is_reported() {
    let err = |e: &str| (String::new(), Err(e.to_string()));
    assert_eq!(run_str(""), err("line 1: input ends before k, the number of piles"));
    assert_eq!(run_str("\r\n \n"), err("line 1: input ends before k, the number of piles"));
    assert_eq!(run_str("3\n3 6\n\n"), err("line 2: input ends after 2 of 3 piles"));
    assert_eq!(run_str("1"), err("line 1: input ends after 0 of 1 pile"));
    assert_eq!(
        run_str("3\n3 six 9\n"),
        err("line 2: expected a non-negative integer, found \"six\"")
    );
    assert_eq!(run_str("2\n-3 6\n"), err("line 2: expected a non-negative integer, found \"-3\""));
    assert_eq!(
        run_str("1\n99999999999999999999\n"),
        err("line 2: number \"99999999999999999999\" does not fit in 64 bits")
    );
    // A huge k is not allocated for.
    assert_eq!(
        run_str("18446744073709551615\n1 2\n"),
        err("line 2: input ends after 2 of 18446744073709551615 piles")
    );
}

#[test]
fn trailing_data_is_ignored_with_a_warning() {
    assert_eq!(
        run_str("3\n3 6 9\n4\n"),
        ("4 3\n3 6 5\n".to_string(), Ok(Some("line 3: ignored input after the 3 piles".into())))
    );
    assert_eq!(
        run_str("1\n0 x"),
        ("lose\n".to_string(), Ok(Some("line 2: ignored input after the 1 pile".into())))
    );
}

fn numbers_of(input: &str) -> Vec<u64> {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    assert_eq!(numbers.len() as u64, 1 + numbers[0], "a well-formed file");
    numbers[1..].to_vec()
}

/// The search's answer for a small input file, written out in full.
fn expected_by_search(input: &str, search: &mut Search) -> String {
    let piles = numbers_of(input);
    assert!(piles.len() <= 6 && piles.iter().all(|&p| p <= 31), "small enough to search");
    match search.winning_moves(&piles).first() {
        None => "lose\n".to_string(),
        Some(&(b, a)) => {
            let mut after = piles.clone();
            after[b - 1] -= a;
            let sizes: Vec<String> = after.iter().map(|p| p.to_string()).collect();
            format!("{} {}\n{}\n", a, b, sizes.join(" "))
        }
    }
}

/// The answer for the large inputs without the solution's top-bit shortcut: scan the piles
/// in order for the first one on which some amount leaves XOR 0 (by Bouton's rule, which
/// the search proves above, exactly the winning moves). On pile j only the new size
/// n_j ^ x gives XOR 0, so at most one amount per pile reaches it.
fn expected_by_scan(input: &str) -> String {
    let piles = numbers_of(input);
    let x = piles.iter().fold(0, |x, p| x ^ p);
    for (j, &n) in piles.iter().enumerate() {
        if x != 0 && n ^ x < n {
            let mut after = piles.clone();
            after[j] = n ^ x;
            let sizes: Vec<String> = after.iter().map(|p| p.to_string()).collect();
            return format!("{} {}\n{}\n", n - (n ^ x), j + 1, sizes.join(" "));
        }
    }
    "lose\n".to_string()
}

fn case_files(prefix: &str) -> Vec<PathBuf> {
    let mut inputs: Vec<PathBuf> = fs::read_dir(DATA)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().map_or(false, |e| e == "in"))
        .filter(|path| path.file_name().unwrap().to_str().unwrap().starts_with(prefix))
        .collect();
    inputs.sort();
    inputs
}

#[test]
fn testdata_outputs_are_proved() {
    let mut search = Search::new();
    let mut seen = 0;
    for prefix in &["sample-", "brute-", "crlf-"] {
        for input_path in case_files(prefix) {
            let input = fs::read_to_string(&input_path).unwrap();
            let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
            assert_eq!(expected_by_search(&input, &mut search), expected, "{:?}", input_path);
            assert_eq!(run_str(&input), (expected, Ok(None)), "{:?}", input_path);
            seen += 1;
        }
    }
    assert!(seen >= 10, "testdata present");
    // The maximum-size inputs (k = 5·10^5), generated (examples/gen.rs), not stored: the
    // benchmark's (piles up to 10^9) and three big piles among small ones.
    for (name, generator) in [
        ("luogu_p1247", max::luogu_p1247 as max::Generator),
        ("luogu_p1247.three-big", max::luogu_p1247_three_big),
    ] {
        let input = max::input(name, generator);
        let expected = expected_by_scan(&input);
        play_answer(&numbers_of(&input), &expected).expect("a winning position");
        assert_eq!(run_str(&input), (expected, Ok(None)), "{}", name);
    }
}

/// Writes the testdata (the samples are copied from the statement) from the game search:
/// `cargo test --release --bin luogu_p1247 -- --ignored write_brute_testdata`.
#[test]
#[ignore]
fn write_brute_testdata() {
    let dir = Path::new(DATA);
    let mut search = Search::new();
    let cases: &[(&str, &[u64])] = &[
        ("brute-1", &[7]),
        ("brute-2", &[0]),
        ("brute-3", &[0, 0, 6, 0]),
        ("brute-4", &[8, 2, 9]),
        ("brute-5", &[1, 2, 3, 4, 5, 6]),
        ("brute-6", &[5, 5, 7, 0, 2]),
        ("brute-7", &[15, 14, 13, 12, 10]),
        ("brute-8", &[3, 12, 5, 10, 6, 0]),
        ("brute-9", &[9, 9]),
    ];
    for &(name, piles) in cases {
        let input = input_for(piles, "\n");
        let expected = expected_by_search(&input, &mut search);
        fs::write(dir.join(format!("{}.in", name)), &input).unwrap();
        fs::write(dir.join(format!("{}.out", name)), expected).unwrap();
    }
    let crlf = input_for(&[3, 6, 9], "\r\n");
    fs::write(dir.join("crlf-1.out"), expected_by_search(&crlf, &mut search)).unwrap();
    fs::write(dir.join("crlf-1.in"), crlf).unwrap();
}
