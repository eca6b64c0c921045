use super::*;

#[path = "../kit/cases.rs"]
mod cases;
#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/classic_a.rs"]
mod max;

use cases::Rng;
use std::collections::HashMap;
use std::fs;
use std::path::Path;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/hdu1846");

/// `wins[i]`: the player to move with i stones wins, by playing every take 1..=m.
/// No theory: a take of the last stone wins at once, any other take wins when it leaves
/// the opponent a lost position.
fn game_search(max_n: usize, m: usize) -> Vec<bool> {
    let mut wins = vec![false; max_n + 1];
    for stones in 1..=max_n {
        wins[stones] = (1..=m.min(stones)).any(|take| take == stones || !wins[stones - take]);
    }
    wins
}

fn run_str(input: &str) -> cases::Outcome {
    cases::run_str(run, input)
}

#[test]
fn sample() {
    assert_eq!(run_str("2\n23 2\n4 3\n"), ("first\nsecond\n".to_string(), Ok(None)));
}

#[test]
fn formula_matches_game_search_for_every_n_m_up_to_60() {
    let mut losses = 0;
    for m in 1..=60usize {
        let wins = game_search(60, m);
        for (n, &win) in wins.iter().enumerate() {
            assert_eq!(first_wins(n as u64, m as u64), win, "n = {}, m = {}", n, m);
            losses += usize::from(!win);
        }
    }
    // Both verdicts occur: the comparison is not against a constant.
    assert!(losses > 60 && losses < 61 * 60 / 2);
}

#[test]
fn extreme_values_do_not_overflow() {
    assert!(first_wins(u64::MAX, u64::MAX));
    assert!(!first_wins(u64::MAX, u64::MAX - 1)); // n = m + 1
    assert!(!first_wins(0, u64::MAX));
    assert!(!first_wins(u64::MAX, 4)); // 5 divides 2^64 - 1
    assert!(first_wins(u64::MAX, 1)); // odd
    let (out, result) = run_str("2 18446744073709551615 18446744073709551614 0 7");
    assert_eq!((out.as_str(), result), ("second\nsecond\n", Ok(None)));
}

#[test]
fn layouts_crlf_tabs_flattened_missing_newline() {
    let expected = ("first\nsecond\n".to_string(), Ok(None));
    assert_eq!(run_str("2\r\n23 2\r\n4 3\r\n"), expected);
    assert_eq!(run_str("\n\n 2 23\t2 4 3"), expected);
    assert_eq!(run_str("2\n\n23\n2\n\t4\n3"), expected);
}

#[test]
fn bad_input_answers_complete_cases_then_reports() {
    assert_eq!(
        run_str(""),
        (String::new(), Err("line 1: input ends before the number of cases C".to_string()))
    );
    assert_eq!(
        run_str(" \n\t"),
        (String::new(), Err("line 1: input ends before the number of cases C".to_string()))
    );
    assert_eq!(
        run_str("3\n23 2\n4 3\n"),
        (
            "first\nsecond\n".to_string(),
            Err("line 3: input ends after 2 of 3 cases (expected n)".to_string())
        )
    );
    assert_eq!(
        run_str("1\n"),
        (String::new(), Err("line 1: input ends after 0 of 1 case (expected n)".to_string()))
    );
    assert_eq!(
        run_str("1\n23 2\n4 3\n"),
        ("first\n".to_string(), Ok(Some("line 3: ignored input after the 1 case".to_string())))
    );
    assert_eq!(
        run_str("0\n\nx y\n"),
        (String::new(), Ok(Some("line 3: ignored input after the 0 cases".to_string())))
    );
    // A UTF-8 byte-order mark at the start is skipped; anywhere else it is an error.
    assert_eq!(run_str("\u{0feff}2\n23 2\n4 3\n"), ("first\nsecond\n".to_string(), Ok(None)));
    assert_eq!(
        run_str("1\n\u{0feff}23 2\n"),
        (
            String::new(),
            // The message shows the BOM escaped, as \u{feff} (`\u{7b}` is the brace).
            Err("line 2: expected a non-negative integer, found \"\\u\u{7b}feff}23\"".to_string())
        )
    );
    assert_eq!(
        run_str("2\n23 2\n4"),
        (
            "first\n".to_string(),
            Err("line 3: input ends inside case 2 of 2 (expected m)".to_string())
        )
    );
    assert_eq!(
        run_str("2\n23 2\n4\r\n\r\n"),
        (
            "first\n".to_string(),
            Err("line 3: input ends inside case 2 of 2 (expected m)".to_string())
        )
    );
    assert_eq!(
        run_str("2\n23 2\n4 3\n5 5\n"),
        (
            "first\nsecond\n".to_string(),
            Ok(Some("line 4: ignored input after the 2 cases".to_string()))
        )
    );
    assert_eq!(
        run_str("2\n23 2\n4 x\n"),
        (
            "first\n".to_string(),
            Err("line 3: expected a non-negative integer, found \"x\"".to_string())
        )
    );
    assert_eq!(
        run_str("2\n-1 2\n"),
        (String::new(), Err("line 2: expected a non-negative integer, found \"-1\"".to_string()))
    );
    assert_eq!(
        run_str("2\n1 1\n4 0\n"),
        (
            "first\n".to_string(),
            Err("line 3: m must be at least 1 (a move takes 1 to m stones)".to_string())
        )
    );
    assert_eq!(
        run_str("1\n18446744073709551616 1"),
        (
            String::new(),
            Err("line 2: number \"18446744073709551616\" does not fit in 64 bits".to_string())
        )
    );
    // A huge count is not allocated for: the missing cases are simply reported.
    assert_eq!(
        run_str("18446744073709551615\n1 1\n"),
        (
            "first\n".to_string(),
            Err("line 2: input ends after 1 of 18446744073709551615 cases (expected n)".to_string())
        )
    );
    assert_eq!(run_str("0\n"), (String::new(), Ok(None)));
}

/// The answers the game search gives for an input file of well-formed cases.
fn expected_by_search(input: &str) -> String {
    let numbers: Vec<usize> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let count = numbers[0];
    assert_eq!(numbers.len(), 1 + 2 * count, "a well-formed file");
    let mut tables: HashMap<usize, Vec<bool>> = HashMap::new();
    let mut expected = String::new();
    for case in numbers[1..].chunks(2) {
        let (n, m) = (case[0], case[1]);
        assert!(n <= 1000 && m <= 1000, "small enough to search");
        let wins = tables.entry(m).or_insert_with(|| game_search(1000, m));
        expected.push_str(if wins[n] { "first\n" } else { "second\n" });
    }
    expected
}

#[test]
fn testdata_outputs_are_proved_by_game_search() {
    let files = cases::check_files(DATA, "", &run_str, &mut |input| expected_by_search(input));
    assert!(files >= 5, "testdata present");
    // The benchmark's input (the statement's maximum, C = 100 cases), generated
    // (examples/gen.rs), not stored.
    let input = max::input("hdu1846", max::hdu1846);
    assert_eq!(run_str(&input), (expected_by_search(&input), Ok(None)));
}

fn write_case(name: &str, cases: &[(usize, usize)], crlf: bool) {
    let newline = if crlf { "\r\n" } else { "\n" };
    let mut input = format!("{}{}", cases.len(), newline);
    for &(n, m) in cases {
        input.push_str(&format!("{} {}{}", n, m, newline));
    }
    let expected = expected_by_search(&input);
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), expected).unwrap();
}

/// Writes the testdata (except the sample) from the game search:
/// `cargo test --release --bin hdu1846 -- --ignored generate_testdata`.
#[test]
#[ignore]
fn generate_testdata() {
    let all: Vec<(usize, usize)> = (1..=60).flat_map(|n| (1..=60).map(move |m| (n, m))).collect();
    write_case("brute-small-all", &all, false);

    let mut edges = Vec::new();
    for &m in &[1, 2, 3, 999, 1000] {
        for &n in &[1, m, m + 1, m + 2, 2 * m + 2, 1000] {
            if n <= 1000 {
                edges.push((n, m));
            }
        }
    }
    write_case("brute-edges", &edges, false);

    let mut rng = Rng(0x1846);
    let random: Vec<(usize, usize)> =
        (0..100).map(|_| (1 + rng.below(1000) as usize, 1 + rng.below(1000) as usize)).collect();
    write_case("brute-random-1", &random, false);
    write_case("crlf-1", &random, true);

    // Tabs, blank lines, one line holding several cases, no final newline.
    let layout = "3 23\t2\n\n4\n3 1000 999";
    let dir = Path::new(DATA);
    fs::write(dir.join("layout-1.in"), layout).unwrap();
    fs::write(dir.join("layout-1.out"), expected_by_search(layout)).unwrap();
}
