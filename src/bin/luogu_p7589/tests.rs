use super::*;

#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/classic_b.rs"]
mod max;

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/luogu_p7589");

const SAMPLE: &str = "2\n\n2 0 10\n3 4 8\n7 7 5\n\n3 5 15\n-3 -9 -19\n-7 10 21\n12 12 16\n";

/// The game itself, with no theory: a position is the gaps (empty cells between the two
/// pieces of each line), the retreats the mover has left and those the opponent has left.
/// Every move lowers the total of retreats left, or keeps it and lowers the sum of the
/// gaps, so no position repeats and a memoised search is exact.
struct Search {
    d: u64,
    memo: HashMap<(Vec<u64>, u64, u64), bool>,
}

impl Search {
    fn new(d: u64) -> Search {
        Search { d, memo: HashMap::new() }
    }

    /// Whether the player to move wins.
    fn mover_wins(&mut self, gaps: &[u64], mine: u64, theirs: u64) -> bool {
        let key = (gaps.to_vec(), mine, theirs);
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let mut next = gaps.to_vec();
        let mut wins = false;
        'lines: for i in 0..gaps.len() {
            for forward in 0..gaps[i] {
                next[i] = forward; // forward: the gap shrinks to any smaller value
                if !self.mover_wins(&next, theirs, mine) {
                    wins = true;
                    break 'lines;
                }
            }
            if mine > 0 {
                for back in 1..=self.d {
                    next[i] = gaps[i] + back; // a retreat of 1..=d cells
                    if !self.mover_wins(&next, theirs, mine - 1) {
                        wins = true;
                        break 'lines;
                    }
                }
            }
            next[i] = gaps[i];
        }
        self.memo.insert(key, wins);
        wins
    }
}

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

#[test]
fn sample() {
    assert_eq!(run_str(SAMPLE), ("Yes\nNo\n".to_string(), Ok(None)));
    // Sample 1 by game search (sample 2, with k = 5 and d = 15, is too large to search).
    assert!(Search::new(10).mover_wins(&[3, 1], 0, 0));
}

/// Every gap vector with `lines` entries in 0..=max.
fn all_gaps(lines: usize, max: u64) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    for _ in 0..lines {
        all = all
            .into_iter()
            .flat_map(|g: Vec<u64>| {
                (0..=max).map(move |x| {
                    let mut h = g.clone();
                    h.push(x);
                    h
                })
            })
            .collect();
    }
    all
}

#[test]
fn xor_rule_matches_game_search_for_every_budget_and_distance() {
    let (mut wins, mut losses) = (0, 0);
    for d in 1..=3 {
        let mut search = Search::new(d);
        for lines in 0..=3 {
            for gaps in all_gaps(lines, 3) {
                // Unequal budgets too: Alice's and Bob's retreats are set separately.
                for alice in 0..=2 {
                    for bob in 0..=2 {
                        let searched = search.mover_wins(&gaps, alice, bob);
                        assert_eq!(
                            alice_wins(&gaps),
                            searched,
                            "gaps {:?}, retreats {} and {}, d = {}",
                            gaps,
                            alice,
                            bob,
                            d
                        );
                        if searched {
                            wins += 1;
                        } else {
                            losses += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(wins > 1000 && losses > 200, "both verdicts occur: {} {}", wins, losses);
}

#[test]
fn the_distance_is_empty_cells_not_the_difference() {
    // Adjacent pieces: no empty cell, the mover can only retreat.
    let (out, result) = run_str("3 1 0 1\n5 0 1 1 1 1\n0 1 0 1 5 1\n2 0 -2");
    assert_eq!((out.as_str(), result), ("No\nNo\nYes\n", Ok(None)));
    assert!(!Search::new(1).mover_wins(&[0], 2, 2));
    assert!(Search::new(1).mover_wins(&[1], 0, 0));
}

#[test]
fn extreme_values() {
    let input = format!(
        "2\n1 0 0\n0 {} {}\n2 18446744073709551615 3\n1 -5 5\n2 0 10\n",
        i64::MIN,
        i64::MAX
    );
    // gap 2^64 − 2 (non-zero); then gaps 9 and 9.
    assert_eq!(run_str(&input), ("Yes\nNo\n".to_string(), Ok(None)));
    assert_eq!(gap(i64::MIN, i64::MAX), u64::MAX - 1);
    assert_eq!(gap(i64::MAX, i64::MIN), u64::MAX - 1);
}

#[test]
fn layouts_crlf_tabs_flattened_missing_newline() {
    let expected = ("Yes\nNo\n".to_string(), Ok(None));
    assert_eq!(run_str(&SAMPLE.replace('\n', "\r\n")), expected);
    assert_eq!(run_str(&SAMPLE.split_whitespace().collect::<Vec<_>>().join(" ")), expected);
    assert_eq!(run_str(&SAMPLE.replace('\n', "\t\n\n")), expected);
    assert_eq!(run_str(&format!("\u{0feff}{}", SAMPLE)), expected);
}

#[test]
fn bad_input_answers_complete_cases_then_reports() {
    let err = |s: &str| Err(s.to_string());
    assert_eq!(
        run_str(""),
        (String::new(), err("line 1: input ends before the number of cases T"))
    );
    assert_eq!(
        run_str("3\n1 0 1\n0 1 3\n1 0 1\n0 1 2\n"),
        ("Yes\nNo\n".to_string(), err("line 5: input ends after 2 of 3 cases (expected n)"))
    );
    assert_eq!(
        run_str("2\n1 0 1\n0 1 3\n2 0 1\n0 1 4\n1 2"),
        ("Yes\n".to_string(), err("line 6: input ends inside case 2 of 2 (expected w)"))
    );
    assert_eq!(
        run_str("1\n1 0"),
        (String::new(), err("line 2: input ends inside case 1 of 1 (expected d)"))
    );
    assert_eq!(
        run_str("1\n1 0 1\n0 1 3\n\n7\n"),
        ("Yes\n".to_string(), Ok(Some("line 5: ignored input after the 1 case".to_string())))
    );
    assert_eq!(
        run_str("0\n1"),
        (String::new(), Ok(Some("line 2: ignored input after the 0 cases".to_string())))
    );
    assert_eq!(
        run_str("2\n1 0 1\n0 1 3\n1 0 x\n"),
        ("Yes\n".to_string(), err("line 4: expected a non-negative integer, found \"x\""))
    );
    assert_eq!(
        run_str("1\n1 -1 1\n"),
        (String::new(), err("line 2: expected a non-negative integer, found \"-1\""))
    );
    assert_eq!(
        run_str("1\n1 1 1\n0 - 1\n"),
        (String::new(), err("line 3: expected an integer, found \"-\""))
    );
    assert_eq!(
        run_str("1\n1 1 1\n0 9223372036854775808 1\n"),
        (String::new(), err("line 3: number \"9223372036854775808\" does not fit in 64 bits"))
    );
    assert_eq!(
        run_str("1\n1 1 1\n0 -9223372036854775809 1\n"),
        (String::new(), err("line 3: number \"-9223372036854775809\" does not fit in 64 bits"))
    );
    assert_eq!(
        run_str("18446744073709551616\n"),
        (String::new(), err("line 1: number \"18446744073709551616\" does not fit in 64 bits"))
    );
    assert_eq!(
        run_str("2\n1 0 1\n0 1 3\n2 1 1\n4 1 2\n4 7 9\n"),
        ("Yes\n".to_string(), err("line 6: the line y = 4 is given twice in case 2"))
    );
    assert_eq!(
        run_str("1\n1 0 1\n-4 7 7\n"),
        (String::new(), err("line 3: the black and the white piece share x = 7"))
    );
    // Huge counts allocate nothing: the missing data is simply reported.
    assert_eq!(
        run_str("1\n18446744073709551615 1 1\n0 1 3\n"),
        (String::new(), err("line 3: input ends inside case 1 of 1 (expected y)"))
    );
    assert_eq!(
        run_str("18446744073709551615\n0 1 1\n"),
        (
            "No\n".to_string(),
            err("line 2: input ends after 1 of 18446744073709551615 cases (expected n)")
        )
    );
}

/// The cases of a well-formed input: (k, d, gaps).
fn parse_cases(input: &str) -> Vec<(u64, u64, Vec<u64>)> {
    let numbers: Vec<i64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut at = 1;
    let mut cases = Vec::new();
    for _ in 0..numbers[0] {
        let (n, k, d) = (numbers[at] as usize, numbers[at + 1] as u64, numbers[at + 2] as u64);
        at += 3;
        let gaps = (0..n).map(|i| gap(numbers[at + 3 * i + 1], numbers[at + 3 * i + 2])).collect();
        at += 3 * n;
        cases.push((k, d, gaps));
    }
    assert_eq!(at, numbers.len(), "a well-formed file");
    cases
}

/// The answers the game search gives for a well-formed input of small cases.
fn expected_by_search(input: &str) -> String {
    let mut searches: HashMap<u64, Search> = HashMap::new();
    let mut expected = String::new();
    for (k, d, gaps) in parse_cases(input) {
        assert!(gaps.len() <= 3 && k <= 2 && d <= 3 && gaps.iter().all(|&g| g <= 3), "small");
        let search = searches.entry(d).or_insert_with(|| Search::new(d));
        expected.push_str(if search.mover_wins(&gaps, k, k) { "Yes\n" } else { "No\n" });
    }
    expected
}

/// The answers for any input by another route: a mex search of one line played forward
/// only (its Sprague–Grundy values, gaps up to 2^11), XORed over the lines. The retreats are
/// left out because the game search above proves that they change nothing.
fn expected_by_grundy(input: &str) -> String {
    let mut grundy: Vec<u64> = Vec::new();
    for g in 0..2048 {
        let mut seen = vec![false; g + 1]; // the values of the moves to gaps 0..g
        for &v in &grundy[..g] {
            seen[v as usize] = true; // v ≤ its gap < g
        }
        grundy.push(seen.iter().position(|&s| !s).unwrap() as u64);
    }
    let mut expected = String::new();
    for (_, _, gaps) in parse_cases(input) {
        let xor = gaps.iter().fold(0, |x, &g| x ^ grundy[g as usize]);
        expected.push_str(if xor != 0 { "Yes\n" } else { "No\n" });
    }
    expected
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
fn testdata_outputs_are_proved_independently() {
    let inputs = case_files();
    assert!(inputs.len() >= 4, "testdata present");
    for input_path in inputs {
        let name = input_path.file_name().unwrap().to_str().unwrap().to_string();
        let input = fs::read_to_string(&input_path).unwrap();
        let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
        if name.starts_with("brute-") {
            assert_eq!(expected_by_search(&input), expected, "{} against game search", name);
        }
        assert_eq!(run_str(&input), (expected, Ok(None)), "{} against the solution", name);
    }
    // The benchmark's maximum input (T = 100 cases of n = 100 lines, half of them lost),
    // generated (examples/gen.rs), not stored, proved by the mex search.
    let input = max::input("luogu_p7589", max::luogu_p7589);
    assert_eq!(run_str(&input), (expected_by_grundy(&input), Ok(None)), "the maximum input");
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

    fn between(&mut self, low: i64, high: i64) -> i64 {
        low + self.below((high - low + 1) as u64) as i64
    }
}

/// A case `n k d` and its lines with the given gaps, at random distinct y, random x and
/// random orientation, inside the judge's bounds.
fn write_case(rng: &mut Rng, k: u64, d: u64, gaps: &[u64], newline: &str) -> String {
    let mut text = format!("{} {} {}{}", gaps.len(), k, d, newline);
    let mut ys: Vec<i64> = Vec::new();
    for &g in gaps {
        let mut y = rng.between(-100, 100);
        while ys.contains(&y) {
            y = rng.between(-100, 100);
        }
        ys.push(y);
        let span = g as i64 + 1;
        let left = rng.between(-1000, 1000 - span);
        let (b, w) = if rng.below(2) == 0 { (left, left + span) } else { (left + span, left) };
        text.push_str(&format!("{} {} {}{}", y, b, w, newline));
    }
    text
}

fn write_file(name: &str, cases: &[String], newline: &str, expected: &dyn Fn(&str) -> String) {
    // As in the statement: a blank line after T and between two cases.
    let input = format!("{}{}{}{}", cases.len(), newline, newline, cases.join(newline));
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), &input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), expected(&input)).unwrap();
}

/// Writes the testdata (except the samples):
/// `cargo test --release --bin luogu_p7589 -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    let mut rng = Rng(0x7589);
    for (file, only_k0) in [("brute-1", false), ("brute-2", true)].iter() {
        let cases: Vec<String> = (0..100)
            .map(|_| {
                let n = 1 + rng.below(3) as usize;
                let gaps: Vec<u64> = (0..n).map(|_| rng.below(4)).collect();
                let k = if *only_k0 { 0 } else { rng.below(3) };
                let d = 1 + rng.below(3);
                write_case(&mut rng, k, d, &gaps, "\n")
            })
            .collect();
        write_file(file, &cases, "\n", &expected_by_search);
    }
    let sample = fs::read_to_string(Path::new(DATA).join("sample-1.in")).unwrap();
    fs::write(Path::new(DATA).join("crlf-1.in"), sample.replace('\n', "\r\n")).unwrap();
    fs::write(Path::new(DATA).join("crlf-1.out"), "Yes\nNo\n").unwrap();
}
