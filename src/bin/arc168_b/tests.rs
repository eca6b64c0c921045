use super::*;

#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/atcoder_a.rs"]
mod max;

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/arc168_b");

/// The game with takes of 1 to k, searched: positions are sorted lists of non-empty piles;
/// the player to move wins iff some take leaves the opponent lost. Memoised per k.
struct Search {
    k: u64,
    memo: HashMap<Vec<u64>, bool>,
}

impl Search {
    fn new(k: u64) -> Search {
        Search { k, memo: HashMap::new() }
    }

    fn mover_wins(&mut self, piles: &[u64]) -> bool {
        let mut position: Vec<u64> = piles.iter().copied().filter(|&p| p > 0).collect();
        position.sort_unstable();
        if let Some(&known) = self.memo.get(&position) {
            return known;
        }
        let mut wins = false;
        'moves: for i in 0..position.len() {
            for take in 1..=self.k.min(position[i]) {
                let mut next = position.clone();
                next[i] -= take;
                if !self.mover_wins(&next) {
                    wins = true;
                    break 'moves;
                }
            }
        }
        self.memo.insert(position, wins);
        wins
    }
}

/// One search per k, kept across cases.
struct Searches(Vec<Search>);

impl Searches {
    /// The answer by searching the game for every k = 1 … max A. For k ≥ max A every take
    /// of Nim is allowed, so those games are all the game at k = max A: if Alice wins it she
    /// wins for every larger k, and there is no largest.
    fn answer(&mut self, piles: &[u64]) -> Answer {
        let max = piles.iter().copied().max().unwrap_or(0);
        while (self.0.len() as u64) < max.max(1) {
            let k = self.0.len() as u64 + 1;
            self.0.push(Search::new(k));
        }
        if max == 0 || self.0[max as usize - 1].mover_wins(piles) {
            // No stone (then no k helps: Alice has no move) or Nim won.
            return if max == 0 { Answer::Never } else { Answer::Unbounded };
        }
        match (1..max).rev().find(|&k| self.0[k as usize - 1].mover_wins(piles)) {
            Some(k) => Answer::Largest(k),
            None => Answer::Never,
        }
    }
}

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

const SAMPLES: [(&str, &str); 3] =
    [("3\n1 2 3\n", "2\n"), ("4\n1 2 3 4\n", "-1\n"), ("2\n100 100\n", "0\n")];

#[test]
fn samples() {
    for &(input, output) in &SAMPLES {
        assert_eq!(run_str(input), (output.to_string(), Ok(None)), "{:?}", input);
    }
}

/// Every sorted list of `len` values from lo..=hi.
fn multisets(len: usize, lo: u64, hi: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..len {
        let mut longer = Vec::new();
        for piles in &all {
            let from = piles.last().copied().unwrap_or(lo);
            for v in from..=hi {
                let mut next: Vec<u64> = piles.clone();
                next.push(v);
                longer.push(next);
            }
        }
        all = longer;
    }
    all
}

#[test]
fn answer_matches_game_search_for_every_k_on_every_multiset_of_5_piles_up_to_10() {
    let mut searches = Searches(Vec::new());
    let mut seen: HashMap<&'static str, usize> = HashMap::new();
    let mut checked = 0;
    for len in 1..=5 {
        for piles in multisets(len, 1, 10) {
            let expected = searches.answer(&piles);
            let mut shuffled = piles.clone();
            shuffled.reverse();
            assert_eq!(winning_k(&mut shuffled), expected, "{:?}", piles);
            // The answer is never 1.
            assert_ne!(expected, Answer::Largest(1), "{:?}", piles);
            let kind = match expected {
                Answer::Unbounded => "unbounded",
                Answer::Never => "never",
                Answer::Largest(_) => "largest",
            };
            *seen.entry(kind).or_insert(0) += 1;
            checked += 1;
        }
    }
    assert_eq!(checked, 10 + 55 + 220 + 715 + 2002);
    // All three kinds of answer occur, many times each.
    assert!(seen.len() == 3 && seen.values().all(|&count| count > 40), "{:?}", seen);
}

#[test]
fn one_pile_is_bash_with_grundy_a_mod_k_plus_1() {
    // The single-pile fact the header builds on, by a search of single piles.
    for k in 1..=12u64 {
        let mut grundy = vec![0u64; 61];
        for a in 1..=60usize {
            let options: Vec<u64> = (1..=k.min(a as u64)).map(|t| grundy[a - t as usize]).collect();
            grundy[a] = (0..).find(|g| !options.contains(g)).unwrap();
            assert_eq!(grundy[a], a as u64 % (k + 1), "A = {}, k = {}", a, k);
        }
    }
}

#[test]
fn pitfalls_and_the_run_path() {
    // Pairs are removed first: not max A − 1.
    assert_eq!(run_str("2\n100 100\n").0, "0\n");
    // M is the largest value of odd count, not the largest value.
    let mut searches = Searches(Vec::new());
    assert_eq!(searches.answer(&[9, 9, 1, 2, 3]), Answer::Largest(2));
    assert_eq!(run_str("5\n9 9 1 2 3\n").0, "2\n");
    // A non-zero XOR is -1, not 0.
    assert_eq!(searches.answer(&[5]), Answer::Unbounded);
    assert_eq!(run_str("1\n5\n").0, "-1\n");
    for len in 1..=4 {
        for piles in multisets(len, 1, 8) {
            let values: Vec<String> = piles.iter().map(|v| v.to_string()).collect();
            let input = format!("{}\n{}\n", len, values.join(" "));
            let expected = format!("{}\n", printed(searches.answer(&piles)));
            assert_eq!(run_str(&input), (expected, Ok(None)), "{:?}", piles);
        }
    }
}

#[test]
fn beyond_the_judge_limits() {
    let answer = |input: &str| run_str(input);
    assert_eq!(answer("0\n"), ("0\n".to_string(), Ok(None)));
    // Empty piles change nothing.
    assert_eq!(answer("4\n0 1 2 3\n"), ("2\n".to_string(), Ok(None)));
    assert_eq!(answer("3\n0 0 0\n"), ("0\n".to_string(), Ok(None)));
    assert_eq!(answer("1\n0\n"), ("0\n".to_string(), Ok(None)));
    let max = u64::MAX;
    assert_eq!(
        answer(&format!("3\n{} {} 1\n", max, max - 1)),
        (format!("{}\n", max - 1), Ok(None))
    );
    assert_eq!(answer(&format!("2\n{} {}\n", max, max)), ("0\n".to_string(), Ok(None)));
    assert_eq!(answer(&format!("1\n{}\n", max)), ("-1\n".to_string(), Ok(None)));
}

#[test]
fn layouts_crlf_tabs_flattened_missing_newline_bom() {
    let expected = ("2\n".to_string(), Ok(None));
    assert_eq!(run_str("3\r\n1 2 3\r\n"), expected);
    assert_eq!(run_str("\n\n 3\t1\n\n2\n3"), expected);
    assert_eq!(run_str("3 1 2 3"), expected);
    assert_eq!(run_str("\u{feff}3\n1 2 3\n"), expected);
}

#[test]
fn bad_input_is_reported_with_its_line() {
    let err = |e: &str| (String::new(), Err(e.to_string()));
    assert_eq!(run_str(""), err("line 1: input ends before N, the number of piles"));
    assert_eq!(run_str(" \r\n\t"), err("line 1: input ends before N, the number of piles"));
    assert_eq!(run_str("3\n"), err("line 1: input ends after 0 piles (expected A_1)"));
    assert_eq!(run_str("3\n1 2\n\n"), err("line 2: input ends after 2 piles (expected A_3)"));
    assert_eq!(run_str("2\n7"), err("line 2: input ends after 1 pile (expected A_2)"));
    assert_eq!(run_str("2\n2 x\n"), err("line 2: expected a non-negative integer, found \"x\""));
    assert_eq!(run_str("2\n-2 3\n"), err("line 2: expected a non-negative integer, found \"-2\""));
    assert_eq!(
        run_str("1\n\u{feff}5\n"),
        err("line 2: expected a non-negative integer, found \"\\u{feff}5\"")
    );
    assert_eq!(
        run_str("1 18446744073709551616\n"),
        err("line 1: number \"18446744073709551616\" does not fit in 64 bits")
    );
    // A huge N is not allocated for: the missing piles are simply reported.
    assert_eq!(
        run_str("1000000000000000000 3 1 2\n"),
        err("line 1: input ends after 3 piles (expected A_4)")
    );
}

#[test]
fn trailing_data_is_answered_then_ignored_with_a_warning() {
    let warn = |out: &str, w: &str| (out.to_string(), Ok(Some(w.to_string())));
    assert_eq!(run_str("3\n1 2 3\n\n5\n"), warn("2\n", "line 4: ignored input after the 3 piles"));
    assert_eq!(run_str("1 2 x"), warn("-1\n", "line 1: ignored input after the 1 pile"));
}

/// A second, independent reading of the theorem for files too large to search: the parity
/// of each value's count in a hash map, then the XOR and the largest value of odd count.
fn expected_by_parities(piles: &[u64]) -> Answer {
    let mut odd: HashMap<u64, bool> = HashMap::new();
    for &p in piles {
        *odd.entry(p).or_insert(false) ^= true;
    }
    let odd_values: Vec<u64> = odd.iter().filter(|e| *e.1).map(|e| *e.0).collect();
    if odd_values.iter().fold(0, |x, &v| x ^ v) != 0 {
        Answer::Unbounded
    } else {
        odd_values.iter().max().map_or(Answer::Never, |&m| Answer::Largest(m - 1))
    }
}

/// X_k, the XOR of the piles' Grundy values A mod (k + 1) for the game with takes 1..=k.
fn grundy_xor(piles: &[u64], k: u64) -> u64 {
    piles.iter().fold(0, |x, &p| x ^ (p % (k + 1)))
}

/// The expected answer of a well-formed file: by game search when it is small; else by
/// parities, with the answer's k checked as won and 300 other k (the next 100, and 200 at
/// random up to max A) as lost by the Grundy values of the single piles.
fn expected(input: &str, searches: &mut Searches) -> String {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = numbers[0] as usize;
    assert_eq!(numbers.len(), 1 + n, "a well-formed file");
    let piles = &numbers[1..];
    assert!(n <= 250_000 && piles.iter().all(|&a| (1..=1_000_000_000).contains(&a)), "limits");
    let max = *piles.iter().max().unwrap();
    let answer = if n <= 6 && max <= 10 {
        searches.answer(piles)
    } else {
        let answer = expected_by_parities(piles);
        let mut rng = Rng(max);
        let lost_from = match answer {
            Answer::Unbounded => {
                assert_ne!(grundy_xor(piles, max), 0);
                max + 1 // nothing to check: Alice wins at k = max A and beyond
            }
            Answer::Never => 1,
            Answer::Largest(k) => {
                assert_ne!(grundy_xor(piles, k), 0, "won at k = {}", k);
                k + 1
            }
        };
        if lost_from <= max {
            let next = lost_from..(lost_from + 100).min(max + 1);
            let random = (0..200).map(|_| lost_from + rng.below(max + 1 - lost_from));
            for k in next.chain(random) {
                assert_eq!(grundy_xor(piles, k), 0, "lost at k = {}", k);
            }
        }
        answer
    };
    format!("{}\n", printed(answer))
}

fn case_files() -> Vec<PathBuf> {
    let mut inputs: Vec<PathBuf> = fs::read_dir(DATA)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().map_or(false, |e| e == "in"))
        .collect();
    inputs.sort();
    inputs
}

#[test]
fn testdata_outputs_are_proved() {
    let mut searches = Searches(Vec::new());
    let inputs = case_files();
    assert!(inputs.len() >= 15, "testdata present");
    for input_path in &inputs {
        let input = fs::read_to_string(input_path).unwrap();
        let answer = fs::read_to_string(input_path.with_extension("out")).unwrap();
        assert_eq!(expected(&input, &mut searches), answer, "{:?} proof", input_path);
        assert_eq!(run_str(&input), (answer, Ok(None)), "{:?} against run", input_path);
    }
    // The maximum-size inputs (N = 250000), generated (examples/gen.rs), not stored: the
    // benchmark's (a largest k), all values paired, and a non-zero XOR.
    for (name, generator) in [
        ("arc168_b", max::arc168_b as max::Generator),
        ("arc168_b.all-paired", max::arc168_b_all_paired),
        ("arc168_b.xor-nonzero", max::arc168_b_xor_nonzero),
    ] {
        let input = max::input(name, generator);
        let answer = expected(&input, &mut searches);
        assert_eq!(run_str(&input), (answer, Ok(None)), "{}", name);
    }
    for (i, &(input, output)) in SAMPLES.iter().enumerate() {
        let path = Path::new(DATA).join(format!("sample-{}.in", i + 1));
        assert_eq!(fs::read_to_string(&path).unwrap(), input);
        assert_eq!(fs::read_to_string(path.with_extension("out")).unwrap(), output);
    }
}

/// xorshift64*: reproducible cases without dependencies.
struct Rng(u64);

impl Rng {
    fn below(&mut self, bound: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % bound
    }
}

fn write_case(name: &str, piles: &[u64], newline: &str, searches: &mut Searches) {
    let values: Vec<String> = piles.iter().map(|v| v.to_string()).collect();
    let input = format!("{}{}{}{}", piles.len(), newline, values.join(" "), newline);
    let answer = expected(&input, searches);
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), answer).unwrap();
}

/// Writes the testdata (the samples are copied from the statement):
/// `cargo test --release --bin arc168_b -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    let mut searches = Searches(Vec::new());
    let dir = Path::new(DATA);
    for (i, &(input, output)) in SAMPLES.iter().enumerate() {
        fs::write(dir.join(format!("sample-{}.in", i + 1)), input).unwrap();
        fs::write(dir.join(format!("sample-{}.out", i + 1)), output).unwrap();
    }
    let mut rng = Rng(0x0168);
    for i in 1..=9 {
        // Random piles, a third of them made XOR 0 (the interesting answers).
        let n = 1 + rng.below(6) as usize;
        let mut piles: Vec<u64> = (0..n).map(|_| 1 + rng.below(10)).collect();
        if i % 3 != 0 && n >= 2 {
            let xor = piles[1..].iter().fold(0, |x, &p| x ^ p);
            if (1..=10).contains(&xor) {
                piles[0] = xor;
            }
        }
        write_case(&format!("brute-{:02}", i), &piles, "\n", &mut searches);
    }
    write_case("brute-10-pairs-above-m", &[9, 9, 1, 2, 3], "\n", &mut searches);
    write_case("brute-11-all-paired", &[7, 3, 7, 3], "\n", &mut searches);
    write_case("brute-12-xor-nonzero", &[10, 10, 1], "\n", &mut searches);
    write_case("crlf-1", &[1, 2, 3], "\r\n", &mut searches);
}
