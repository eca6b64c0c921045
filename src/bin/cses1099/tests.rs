use super::*;

#[path = "../kit/cases.rs"]
mod cases;
#[path = "../kit/heaps.rs"]
mod heaps;
#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/cses.rs"]
mod max;

use cases::{case_files, cases_of, input_for, Outcome, Rng};
use heaps::{agree_on, Search};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/cses1099");
const WORDS: [&str; 2] = ["second\n", "first\n"];

/// Game search over stair vectors (p_1, …, p_n). No theory: a move takes 1 to p_k balls of a
/// stair k ≥ 2 one stair down; with no move the player to move has lost. Every move lowers
/// Σ k·p_k, so the recursion ends.
fn new_search() -> Search {
    Search::vectors(|stairs| {
        let mut moves = Vec::new();
        for k in 1..stairs.len() {
            for m in 1..=stairs[k] {
                let mut next = stairs.to_vec();
                next[k] -= m;
                next[k - 1] += m;
                moves.push(next);
            }
        }
        moves
    })
}

/// The solution on a stair vector (stair 1 first), folded as `run` folds it.
fn solution(stairs: &[u64]) -> bool {
    first_wins(stairs.iter().skip(1).step_by(2).fold(0, |x, p| x ^ p))
}

fn run_str(input: &str) -> Outcome {
    cases::run_str(run, input)
}

/// Every vector of 1 to `max_len` stairs of 0 to `max_balls` balls.
fn vectors(max_len: usize, max_balls: u64) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    let mut layer: Vec<Vec<u64>> = vec![vec![]];
    for _ in 0..max_len {
        let mut longer = Vec::new();
        for stairs in &layer {
            for balls in 0..=max_balls {
                let mut next = stairs.clone();
                next.push(balls);
                longer.push(next);
            }
        }
        all.extend(longer.iter().cloned());
        layer = longer;
    }
    all
}

#[test]
fn sample() {
    assert_eq!(
        run_str("3\n3\n0 2 1\n4\n1 1 1 1\n2\n5 3\n"),
        ("first\nsecond\nfirst\n".to_string(), Ok(None))
    );
}

fn check_every_vector(max_len: usize, max_balls: u64, count: usize) {
    let mut search = new_search();
    let all = vectors(max_len, max_balls);
    assert_eq!(all.len(), count);
    agree_on(&mut search, &all, &solution, all.len() / 10);
    let expected: String =
        all.iter().map(|stairs| WORDS[usize::from(search.mover_wins(stairs))]).collect();
    assert_eq!(run_str(&input_for(&all, "\n")), (expected, Ok(None)));
}

#[test]
fn matches_game_search_for_every_vector_of_up_to_6_stairs_of_at_most_3() {
    check_every_vector(6, 3, 4 + 16 + 64 + 256 + 1024 + 4096);
}

#[test]
fn matches_game_search_for_every_vector_of_up_to_4_stairs_of_at_most_6() {
    check_every_vector(4, 6, 7 + 49 + 343 + 2401);
}

#[test]
fn the_odd_stairs_are_the_wrong_ones() {
    // XOR of stairs 1, 3, 5, … gives the sample's answers too, but not these.
    let mut search = new_search();
    assert!(!search.mover_wins(&[5]));
    assert!(search.mover_wins(&[0, 1]));
    assert_eq!(run_str("2\n1\n5\n2\n0 1\n"), ("second\nfirst\n".to_string(), Ok(None)));
}

#[test]
fn layouts_and_large_values() {
    let expected = ("first\nsecond\nfirst\n".to_string(), Ok(None));
    assert_eq!(run_str("3\r\n3\r\n0 2 1\r\n4\r\n1 1 1 1\r\n2\r\n5 3\r\n"), expected);
    assert_eq!(run_str("3 3 0 2\t1 4 1 1 1 1 2 5 3"), expected);
    assert_eq!(run_str("\n\n3\n3\n0\n2\n\n1\n4\n1\n1\n1\n1\n2\n5\n3"), expected);
    let max = "18446744073709551615";
    assert_eq!(
        run_str(&format!("3\n4\n0 {} 0 {}\n2\n{} {}\n0\n", max, max, max, max)),
        ("second\nfirst\nsecond\n".to_string(), Ok(None))
    );
    assert_eq!(run_str("0\n"), (String::new(), Ok(None)));
}

const NAMES: cases::Names = cases::Names { count: "t", case: "test", n: "n", value: "stair" };

#[test]
fn bad_input_answers_complete_tests_then_reports() {
    let mut search = new_search();
    cases::check_bad_cases(run, &NAMES, true, &mut |heaps| {
        WORDS[usize::from(search.mover_wins(heaps))].to_string()
    });
    // A byte-order mark before a test the first player wins.
    assert_eq!(run_str("\u{feff}1\n2\n0 3\n"), ("first\n".to_string(), Ok(None)));
}

#[test]
fn trailing_data_is_ignored_with_a_warning() {
    let mut search = new_search();
    cases::check_trailing_cases(run, &NAMES, &mut |heaps| {
        WORDS[usize::from(search.mover_wins(heaps))].to_string()
    });
    // Trailing data after tests with a move in them.
    assert_eq!(
        run_str("2\n2 1 1 2\n1 2 x"),
        (
            "first\nfirst\n".to_string(),
            Ok(Some("line 3: ignored input after the 2 tests".to_string()))
        )
    );
}

/// The search's answers for a file of tests, each cut to what the search needs, by two facts
/// about the game itself (no theory): balls only move down, so empty stairs above the highest
/// stair with balls never receive any and can be dropped; and stair 1 can never be played
/// from, so its balls change no move and can be set to 0.
fn expected_by_search(input: &str, search: &mut Search) -> String {
    let mut expected = String::new();
    for mut stairs in cases_of(input) {
        while stairs.len() > 1 && stairs[stairs.len() - 1] == 0 {
            stairs.pop();
        }
        if !stairs.is_empty() {
            stairs[0] = 0;
        }
        assert!(stairs.len() <= 6 && stairs.iter().all(|&p| p <= 6), "small: {:?}", stairs);
        expected.push_str(WORDS[usize::from(search.mover_wins(&stairs))]);
    }
    expected
}

#[test]
fn the_cuts_of_expected_by_search_hold() {
    let mut search = new_search();
    for stairs in vectors(4, 3) {
        let mut longer = stairs.clone();
        longer.extend_from_slice(&[0, 0]);
        longer[0] = 9;
        assert_eq!(search.mover_wins(&longer), search.mover_wins(&stairs), "{:?}", stairs);
    }
}

fn check_files(prefix: &str, search: &mut Search) -> usize {
    cases::check_files(DATA, prefix, &run_str, &mut |input| expected_by_search(input, search))
}

#[test]
fn testdata_outputs_are_proved_by_game_search() {
    let mut search = new_search();
    assert_eq!(check_files("sample-", &mut search), 1);
    assert!(check_files("brute-", &mut search) >= 2);
    assert_eq!(check_files("crlf-", &mut search), 1);
    // The maximum-size inputs, generated (examples/gen.rs), not stored: the benchmark's
    // t = 2·10^5 one-heap tests, and one test of n = 2·10^5 stairs.
    for (name, generator) in [
        ("cses1099", max::cses1099 as max::Generator),
        ("cses1099.one-test", max::cses1099_one_test),
    ] {
        let input = max::input(name, generator);
        let expected = expected_by_search(&input, &mut new_search());
        assert_eq!(run_str(&input), (expected, Ok(None)), "{}", name);
    }
    assert_eq!(case_files(DATA, "").len(), 4, "every file is checked above");
}

fn write_case(name: &str, input: &str, expected: &str) {
    cases::write_case(DATA, name, input, expected);
}

/// Writes the testdata (the sample is copied from the statement) from the game search:
/// `cargo test --release --bin cses1099 -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    let mut search = new_search();
    // Every vector of 1 to 5 stairs of 0 to 3 balls in one file.
    let input = input_for(&vectors(5, 3), "\n");
    write_case("brute-all", &input, &expected_by_search(&input, &mut search));
    let mut rng = Rng(0x1099);
    let random: Vec<Vec<u64>> =
        (0..1000).map(|_| (0..1 + rng.below(6)).map(|_| rng.below(7)).collect()).collect();
    let input = input_for(&random, "\n");
    write_case("brute-random", &input, &expected_by_search(&input, &mut search));
    let sample = std::fs::read_to_string(format!("{}/sample-1.in", DATA)).unwrap();
    let input = sample.replace('\n', "\r\n");
    write_case("crlf-1", &input, &expected_by_search(&input, &mut search));
}
