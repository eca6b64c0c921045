use super::*;
use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/luogu_p2734");
const SAMPLE: &str = "6 \n4 7 2 9 5 2\n";

/// Every sequence of moves, no memo, no theory: (the mover's total, the other's total) from
/// the row `row`, the mover taking the end that gives him the most.
fn every_line(row: &[u64]) -> (u64, u64) {
    if row.is_empty() {
        return (0, 0);
    }
    let (mover_l, other_l) = every_line(&row[1..]);
    let left = (row[0] + other_l, mover_l);
    let (mover_r, other_r) = every_line(&row[..row.len() - 1]);
    let right = (row[row.len() - 1] + other_r, mover_r);
    if left.0 >= right.0 {
        left
    } else {
        right
    }
}

/// The same search with a memo on the part of the row left, (l, r) with r exclusive: fast
/// enough for rows of 100.
fn memo_search(row: &[u64]) -> (u64, u64) {
    fn go(
        row: &[u64],
        l: usize,
        r: usize,
        memo: &mut HashMap<(usize, usize), (u64, u64)>,
    ) -> (u64, u64) {
        if l == r {
            return (0, 0);
        }
        if let Some(&known) = memo.get(&(l, r)) {
            return known;
        }
        let (mover_l, other_l) = go(row, l + 1, r, memo);
        let (mover_r, other_r) = go(row, l, r - 1, memo);
        let left = (row[l] + other_l, mover_l);
        let right = (row[r - 1] + other_r, mover_r);
        let best = if left.0 >= right.0 { left } else { right };
        memo.insert((l, r), best);
        best
    }
    go(row, 0, row.len(), &mut HashMap::new())
}

/// The classic wrong answer: each player takes the larger end.
fn greedy(row: &[u64]) -> (u64, u64) {
    let (mut l, mut r) = (0, row.len());
    let mut scores = [0u64; 2];
    let mut turn = 0;
    while l < r {
        if row[l] >= row[r - 1] {
            scores[turn] += row[l];
            l += 1;
        } else {
            scores[turn] += row[r - 1];
            r -= 1;
        }
        turn = 1 - turn;
    }
    (scores[0], scores[1])
}

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
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

    fn row(&mut self, len: usize, max: u64) -> Vec<u64> {
        (0..len).map(|_| 1 + self.below(max)).collect()
    }
}

#[test]
fn sample() {
    assert_eq!(run_str(SAMPLE), ("18 11\n".to_string(), Ok(None)));
    assert_eq!(every_line(&[4, 7, 2, 9, 5, 2]), (18, 11));
}

#[test]
fn matches_every_line_of_play_on_every_row_up_to_8_numbers_in_1_to_4() {
    let mut rows = 0;
    let mut ties = 0;
    for len in 0..=8u32 {
        for code in 0..4u64.pow(len) {
            let row: Vec<u64> = (0..len).map(|i| 1 + code / 4u64.pow(i) % 4).collect();
            let expected = every_line(&row);
            assert_eq!(totals(&row), expected, "row {:?}", row);
            rows += 1;
            ties += usize::from(expected.0 == expected.1);
        }
    }
    assert_eq!(rows, (4usize.pow(9) - 1) / 3);
    // Both kinds of result occur, and player 2 sometimes wins (odd N).
    assert!(ties > 1000 && ties < rows / 2, "{} ties", ties);
    assert!(totals(&[1, 5, 1]).0 < totals(&[1, 5, 1]).1);
}

#[test]
fn matches_every_line_of_play_on_random_rows_up_to_14() {
    let mut rng = Rng(0x2734);
    for _ in 0..300 {
        let len = 9 + rng.below(6) as usize;
        let row = rng.row(len, 200);
        assert_eq!(totals(&row), every_line(&row), "row {:?}", row);
    }
}

#[test]
fn matches_the_memoised_search_on_random_rows_up_to_100() {
    let mut rng = Rng(0x0a9a);
    for _ in 0..200 {
        let len = 1 + rng.below(100) as usize;
        let max = [1, 3, 200, 1_000_000_000][rng.below(4) as usize];
        let row = rng.row(len, max);
        assert_eq!(totals(&row), memo_search(&row), "row {:?}", row);
    }
}

#[test]
fn the_greedy_is_wrong_and_the_tests_see_it() {
    assert_eq!(greedy(&[4, 7, 2, 9, 5, 2]).0, 11);
    assert_eq!(greedy(&[3, 9, 1, 2]), (5, 10));
    assert_eq!(totals(&[3, 9, 1, 2]), (11, 4));
    assert_eq!(every_line(&[3, 9, 1, 2]), (11, 4));
    let mut rng = Rng(0x9eed);
    let wrong = (0..500)
        .filter(|_| {
            let len = 2 + rng.below(9) as usize;
            let row = rng.row(len, 10);
            greedy(&row) != every_line(&row)
        })
        .count();
    assert!(wrong > 100, "the greedy is caught {} times", wrong);
}

#[test]
fn large_values_and_sizes() {
    let big = u64::MAX / 4;
    // Player 1 takes a big one; either reply uncovers the other.
    assert_eq!(totals(&[big, 1, big, 2]), (2 * big, 3));
    assert_eq!(every_line(&[big, 1, big, 2]), (2 * big, 3));
    assert_eq!(
        run_str(&format!("2 {} {}", u64::MAX - 1, 1)),
        (format!("{} 1\n", u64::MAX - 1), Ok(None))
    );
    assert_eq!(run_str("0\n"), ("0 0\n".to_string(), Ok(None)));
    assert_eq!(run_str("1\n7\n"), ("7 0\n".to_string(), Ok(None)));
    // N = 20000, all ones: each player gets half.
    let input = format!("20000\n{}\n", vec!["1"; 20000].join(" "));
    assert_eq!(run_str(&input), ("10000 10000\n".to_string(), Ok(None)));
}

#[test]
fn layouts_crlf_tabs_flattened_missing_newline() {
    let expected = ("18 11\n".to_string(), Ok(None));
    assert_eq!(run_str(&SAMPLE.replace('\n', "\r\n")), expected);
    assert_eq!(run_str("6\t4 7\n2\n\n9 5 2"), expected);
    assert_eq!(run_str("6 4 7 2 9 5 2"), expected);
}

#[test]
fn bad_input_and_trailing_data() {
    let err = |out: &str, e: &str| (out.to_string(), Err(e.to_string()));
    assert_eq!(run_str(""), err("", "line 1: input ends before N, the count of numbers"));
    assert_eq!(run_str("6\n4 7 2\n9 5\n"), err("", "line 3: input ends after 5 of 6 numbers"));
    assert_eq!(
        run_str("3\n1 x 2\n"),
        err("", "line 2: expected a non-negative integer, found \"x\"")
    );
    assert_eq!(
        run_str("2\n-1 2\n"),
        err("", "line 2: expected a non-negative integer, found \"-1\"")
    );
    assert_eq!(
        run_str("20001\n1\n"),
        err(
            "",
            "line 1: N = 20001 is more numbers than this program takes (20000; the judge has 100)"
        )
    );
    assert_eq!(
        run_str("3\n1\n18446744073709551615 5"),
        err("", "line 3: the total of the numbers up to number 2 does not fit in 64 bits")
    );
    assert_eq!(
        run_str("2\n1 2\n3\n"),
        ("2 1\n".to_string(), Ok(Some("line 3: ignored input after the 2 numbers".to_string())))
    );
    assert_eq!(
        run_str("1 5 x"),
        ("5 0\n".to_string(), Ok(Some("line 1: ignored input after the 1 number".to_string())))
    );
}

/// The search's answer for a well-formed input file: every line of play for short rows, the
/// memoised search for long ones.
fn expected_by_search(input: &str) -> String {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = numbers[0] as usize;
    assert_eq!(numbers.len(), n + 1, "a well-formed file");
    let row = &numbers[1..];
    let (first, second) = if n <= 16 { every_line(row) } else { memo_search(row) };
    format!("{} {}\n", first, second)
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
fn testdata_outputs_are_proved_by_search() {
    let inputs = case_files();
    assert!(inputs.len() >= 8, "testdata present");
    for input_path in inputs {
        let input = fs::read_to_string(&input_path).unwrap();
        let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
        assert_eq!(expected_by_search(&input), expected, "{:?} against the search", input_path);
        assert_eq!(run_str(&input), (expected, Ok(None)), "{:?} against run", input_path);
    }
    let sample = fs::read_to_string(Path::new(DATA).join("sample-1.in")).unwrap();
    assert_eq!(sample, SAMPLE, "the sample, verbatim");
}

fn write_case(name: &str, input: &str) {
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), expected_by_search(input)).unwrap();
}

fn input_for(row: &[u64]) -> String {
    let values: Vec<String> = row.iter().map(|v| v.to_string()).collect();
    format!("{}\n{}\n", row.len(), values.join(" "))
}

/// Writes the testdata (the sample is the statement's) from the searches:
/// `cargo test --release --bin luogu_p2734 -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    write_case("sample-1", SAMPLE);
    write_case("crlf-1", &SAMPLE.replace('\n', "\r\n"));
    write_case("brute-greedy-trap", "4\n3 9 1 2\n");
    write_case("brute-two", "2\n200 1\n");
    write_case("layout-1", "7 1\n2 3\n\n 4\t5 6\n7");
    let mut rng = Rng(0x2735);
    for i in 1..=4 {
        let row = rng.row(10 + 2 * i, 200);
        write_case(&format!("brute-random-{}", i), &input_for(&row));
    }
    for i in 1..=2 {
        let row = rng.row(100, 200);
        write_case(&format!("large-{}", i), &input_for(&row));
    }
    let row: Vec<u64> = (0..100).map(|i| if i % 2 == 0 { 200 } else { 1 }).collect();
    write_case("large-alternating", &input_for(&row));
}
