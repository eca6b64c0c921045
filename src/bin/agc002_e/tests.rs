use super::*;

#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/atcoder_b.rs"]
mod max;

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/agc002_e");

const SAMPLES: [(&str, &str); 3] =
    [("2\n1 3\n", "First\n"), ("3\n1 2 1\n", "First\n"), ("3\n1 2 3\n", "Second\n")];

/// The solution's rule on a list of piles.
fn first_wins(piles: &[u64]) -> bool {
    super::first_wins(&mut piles.to_vec())
}

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

/// The game itself on multisets of piles (sorted, empty piles dropped): whether the player
/// to move wins. A turn eats one largest pile, or one candy from every pile; a turn that
/// leaves the table empty ate the last candy and loses. No diagram, no diagonal.
struct Search {
    memo: HashMap<Vec<u64>, bool>,
}

impl Search {
    fn new() -> Search {
        Search { memo: HashMap::new() }
    }

    fn wins(&mut self, piles: &[u64]) -> bool {
        assert!(!piles.is_empty());
        if let Some(&known) = self.memo.get(piles) {
            return known;
        }
        let largest_eaten = piles[..piles.len() - 1].to_vec(); // sorted: the last is largest
        let one_from_each: Vec<u64> = piles.iter().filter(|&&a| a > 1).map(|&a| a - 1).collect();
        // A move wins if it leaves candies and the opponent loses from there.
        let win =
            [largest_eaten, one_from_each].iter().any(|next| !next.is_empty() && !self.wins(next));
        self.memo.insert(piles.to_vec(), win);
        win
    }

    fn first_wins(&mut self, piles: &[u64]) -> bool {
        let mut sorted = piles.to_vec();
        sorted.sort_unstable();
        self.wins(&sorted)
    }
}

/// The rule written a second way, 1-based, the way published solutions put it: the largest
/// i with a_i ≥ i (decreasing order), then the parities of a_i − i and of the piles after i
/// that still reach i. Used for testdata too large to search; checked against the search.
fn second_way(piles: &[u64]) -> bool {
    let mut a = vec![u64::MAX];
    a.extend_from_slice(piles);
    a[1..].sort_unstable_by(|x, y| y.cmp(x));
    let n = piles.len();
    let i = (1..=n).filter(|&i| a[i] >= i as u64).max().unwrap();
    let column = a[i] - i as u64;
    let row = (i + 1..=n).filter(|&j| a[j] >= i as u64).count();
    column % 2 == 1 || row % 2 == 1
}

fn verdict(first: bool) -> String {
    (if first { "First\n" } else { "Second\n" }).to_string()
}

/// xorshift64*: reproducible test cases without dependencies.
struct Rng(u64);

impl Rng {
    fn below(&mut self, bound: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % bound
    }
}

/// Every non-empty multiset of at most `size` values from 1..=`max`, as sorted vectors.
fn every_multiset(size: usize, max: u64) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    let mut current = Vec::new();
    fn extend(current: &mut Vec<u64>, from: u64, size: usize, max: u64, all: &mut Vec<Vec<u64>>) {
        if !current.is_empty() {
            all.push(current.clone());
        }
        if current.len() == size {
            return;
        }
        for value in from..=max {
            current.push(value);
            extend(current, value, size, max, all);
            current.pop();
        }
    }
    extend(&mut current, 1, size, max, &mut all);
    all
}

fn parse(input: &str) -> Vec<u64> {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    assert_eq!(numbers.len(), 1 + numbers[0] as usize, "a well-formed input");
    numbers[1..].to_vec()
}

#[test]
fn samples() {
    let mut search = Search::new();
    for &(input, output) in &SAMPLES {
        assert_eq!(run_str(input), (output.to_string(), Ok(None)), "{:?}", input);
        assert_eq!(verdict(search.first_wins(&parse(input))), output, "search on {:?}", input);
    }
}

#[test]
fn rule_matches_the_game_on_every_small_multiset() {
    let mut search = Search::new();
    let mut verdicts = [0usize; 2];
    for &(size, max) in &[(8usize, 8u64), (12, 6)] {
        let all = every_multiset(size, max);
        for piles in &all {
            let truth = search.first_wins(piles);
            assert_eq!(first_wins(piles), truth, "{:?}", piles);
            assert_eq!(second_way(piles), truth, "second way, {:?}", piles);
            verdicts[truth as usize] += 1;
        }
    }
    // 12870 − 1 + 18564 − 1 multisets; both verdicts common.
    assert_eq!(verdicts[0] + verdicts[1], 31_432);
    assert!(verdicts[0] > 5000 && verdicts[1] > 5000, "{:?}", verdicts);
    // The spec's pitfalls: one pile, all equal.
    assert!(!first_wins(&[1]) && first_wins(&[2]) && !first_wins(&[3]));
    assert_eq!(first_wins(&[5; 5]), search.first_wins(&[5; 5]));
}

/// Random multisets, larger: up to 60 piles of up to 200 candies (the search only visits
/// the cells of the diagram, so it stays small), in any order.
#[test]
fn rule_matches_the_game_on_random_larger_multisets() {
    let mut rng = Rng(0x0002E);
    let mut search = Search::new();
    let mut verdicts = [0usize; 2];
    for round in 0..3000 {
        let n = 1 + rng.below(60) as usize;
        let max = [5, 30, 200][round % 3];
        let piles: Vec<u64> = (0..n).map(|_| 1 + rng.below(max)).collect();
        let truth = search.first_wins(&piles);
        assert_eq!(first_wins(&piles), truth, "{:?}", piles);
        assert_eq!(second_way(&piles), truth, "second way, {:?}", piles);
        verdicts[truth as usize] += 1;
    }
    assert!(verdicts[0] > 300 && verdicts[1] > 300, "{:?}", verdicts);
}

#[test]
fn extremes_and_large_random_piles() {
    assert!(!first_wins(&[u64::MAX])); // u64::MAX − 1 cells above (0, 0): even
    assert!(first_wins(&[u64::MAX - 1]));
    assert_eq!(first_wins(&[u64::MAX; 3]), second_way(&[u64::MAX; 3]));
    // Against the second way on large random piles: sizes around N (the last diagonal cell in
    // the middle), far above N (near the end), and mixed.
    let mut rng = Rng(0xC0_0E7);
    for round in 0..300 {
        let n = 1 + rng.below(3000) as usize;
        let max = [n as u64 / 2 + 1, 2 * n as u64, 1 << 40][round % 3];
        let piles: Vec<u64> = (0..n).map(|_| 1 + rng.below(max)).collect();
        assert_eq!(first_wins(&piles), second_way(&piles), "{:?}", piles);
    }
}

#[test]
fn layouts_crlf_tabs_flattened_missing_newline_bom() {
    let (input, output) = SAMPLES[0];
    let expected = (output.to_string(), Ok(None));
    assert_eq!(run_str(&input.replace('\n', "\r\n")), expected);
    assert_eq!(run_str(&input.replace('\n', " \t")), expected);
    assert_eq!(run_str(input.trim_end()), expected);
    assert_eq!(run_str(&format!("\u{0feff}{}", input)), expected);
}

#[test]
fn bad_input_is_reported_with_its_line() {
    let cases: &[(&str, &str)] = &[
        ("", "line 1: input ends before the number of piles N"),
        (" \r\n", "line 1: input ends before the number of piles N"),
        ("0\n", "line 1: N = 0: with no candy on the table there is no game"),
        ("3\n1 2\n", "line 2: input ends after 2 of 3 piles (expected a_3)"),
        ("1\n", "line 1: input ends after 0 of 1 pile (expected a_1)"),
        ("3\n1 0 2\n", "line 2: pile 2 is empty: every pile holds at least 1 candy"),
        ("3\n1 x 2\n", "line 2: expected a non-negative integer, found \"x\""),
        ("2\n-1 2\n", "line 2: expected a non-negative integer, found \"-1\""),
        (
            "1\n18446744073709551616\n",
            "line 2: number \"18446744073709551616\" does not fit in 64 bits",
        ),
        (
            "18446744073709551615\n1 2\n",
            "line 2: input ends after 2 of 18446744073709551615 piles (expected a_3)",
        ),
    ];
    for &(input, message) in cases {
        assert_eq!(run_str(input), (String::new(), Err(message.to_string())), "{:?}", input);
    }
    assert_eq!(
        run_str("2\n1 3\n\n4\n"),
        ("First\n".to_string(), Ok(Some("line 4: ignored input after the 2 piles".to_string())))
    );
    assert_eq!(
        run_str("1 1 x"),
        ("Second\n".to_string(), Ok(Some("line 1: ignored input after the 1 pile".to_string())))
    );
}

/// The expected answer, never from the solution: the game search when the diagram is
/// small (at most 2·10^5 cells), else the second way (checked against the search above).
fn expected(input: &str) -> String {
    let piles = parse(input);
    let cells = piles.iter().fold(0u64, |sum, &a| sum.saturating_add(a));
    if cells <= 200_000 {
        verdict(Search::new().first_wins(&piles))
    } else {
        verdict(second_way(&piles))
    }
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
    let inputs = case_files();
    assert!(inputs.len() >= 10, "testdata present");
    for (i, &(input, output)) in SAMPLES.iter().enumerate() {
        let path = Path::new(DATA).join(format!("sample-{}.in", i + 1));
        assert_eq!(fs::read_to_string(&path).unwrap(), input, "{:?}", path);
        assert_eq!(fs::read_to_string(path.with_extension("out")).unwrap(), output);
    }
    for input_path in inputs {
        let input = fs::read_to_string(&input_path).unwrap();
        let output = fs::read_to_string(input_path.with_extension("out")).unwrap();
        assert_eq!(expected(&input), output, "{:?}", input_path);
        assert_eq!(run_str(&input), (output, Ok(None)), "{:?}", input_path);
    }
    // The maximum-size inputs (N = 10^5), generated (examples/gen.rs), not stored: the
    // benchmark's (piles up to 10^9) and piles up to 2·10^5.
    for (name, generator) in [
        ("agc002_e", max::agc002_e as max::Generator),
        ("agc002_e.near-middle", max::agc002_e_near_middle),
    ] {
        let input = max::input(name, generator);
        assert_eq!(run_str(&input), (expected(&input), Ok(None)), "{}", name);
    }
}

fn write_case(name: &str, piles: &[u64], crlf: bool) {
    let newline = if crlf { "\r\n" } else { "\n" };
    let values: Vec<String> = piles.iter().map(|a| a.to_string()).collect();
    let input = format!("{}{}{}{}", piles.len(), newline, values.join(" "), newline);
    let output = expected(&input);
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), output).unwrap();
}

/// Writes the testdata (except the samples) from the game search (the maximum-size inputs
/// are generated, examples/gen.rs): `cargo test --release --bin agc002_e -- --ignored generate_testdata`.
#[test]
#[ignore]
fn generate_testdata() {
    let mut rng = Rng(0xA6C0_002E);
    write_case("one-1", &[1], false); // Second: the only move eats the last candy
    write_case("one-2", &[2], false); // First
    write_case("equal-1", &[7; 7], false);
    for index in 1..=4 {
        let n = 1 + rng.below(200) as usize;
        let max = [3, 20, 100, 1000][index - 1];
        let piles: Vec<u64> = (0..n).map(|_| 1 + rng.below(max)).collect();
        write_case(&format!("brute-{}", index), &piles, false);
    }
    write_case("crlf-1", &parse(SAMPLES[2].0), true);
}
