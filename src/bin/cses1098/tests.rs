use super::*;

#[path = "../kit/cases.rs"]
mod cases;
#[path = "../kit/heaps.rs"]
mod heaps;
#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/cses.rs"]
mod max;

use cases::{case_files, cases_of, input_for, Outcome, Rng};
use heaps::{agree_on, lower_one, mixtures, multisets, odd_rest, OneHeap, Search};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/cses1098");
const WORDS: [&str; 2] = ["second\n", "first\n"];

/// Game search over multisets of heaps. No theory: a move takes 1, 2 or 3 sticks from one
/// heap; with no stick left there is no move and the player to move has lost.
fn new_search() -> Search {
    Search::heaps(|heaps| lower_one(heaps, 3))
}

/// The solution on a list of heaps, folded as `run` folds them.
fn solution(heaps: &[u64]) -> bool {
    first_wins(heaps.iter().fold(0, |x, &h| x ^ grundy(h)))
}

fn run_str(input: &str) -> Outcome {
    cases::run_str(run, input)
}

#[test]
fn sample() {
    assert_eq!(
        run_str("3\n4\n5 7 2 5\n2\n4 1\n3\n4 4 4\n"),
        ("first\nfirst\nsecond\n".to_string(), Ok(None))
    );
}

#[test]
fn matches_game_search_for_every_multiset_of_up_to_5_heaps_up_to_9() {
    let mut search = new_search();
    let all = multisets(5, 0, 9);
    assert_eq!(all.len(), 10 + 55 + 220 + 715 + 2002);
    agree_on(&mut search, &all, &solution, 50);
    let expected: String =
        all.iter().map(|heaps| WORDS[usize::from(search.mover_wins(heaps))]).collect();
    assert_eq!(run_str(&input_for(&all, "\n")), (expected, Ok(None)));
    assert_eq!(run_str("2\n0\n\n3\n0 0 0\n"), ("second\nsecond\n".to_string(), Ok(None)));
}

#[test]
fn matches_game_search_on_30_heaps_of_at_most_4() {
    let mut search = new_search();
    let all = mixtures(30, 4);
    assert_eq!(all.len(), 46376);
    agree_on(&mut search, &all, &solution, 500);
}

#[test]
fn layouts_and_large_values() {
    let expected = ("first\nfirst\nsecond\n".to_string(), Ok(None));
    assert_eq!(run_str("3\r\n4\r\n5 7 2 5\r\n2\r\n4 1\r\n3\r\n4 4 4\r\n"), expected);
    assert_eq!(run_str("3 4 5 7\t2 5 2 4 1 3 4 4 4"), expected);
    assert_eq!(run_str("\n\n3\n4\n5\n7\n\n2\n5\n2\n4\n1\n3\n4\n4\n4"), expected);
    let max = "18446744073709551615";
    assert_eq!(
        run_str(&format!("3\n2\n{} {}\n1\n{}\n0\n", max, max, max)),
        ("second\nfirst\nsecond\n".to_string(), Ok(None))
    );
    assert_eq!(run_str("0\n"), (String::new(), Ok(None)));
}

const NAMES: cases::Names = cases::Names { count: "t", case: "test", n: "n", value: "heap" };

#[test]
fn bad_input_answers_complete_tests_then_reports() {
    let mut search = new_search();
    cases::check_bad_cases(run, &NAMES, true, &mut |heaps| {
        WORDS[usize::from(search.mover_wins(heaps))].to_string()
    });
}

#[test]
fn trailing_data_is_ignored_with_a_warning() {
    let mut search = new_search();
    cases::check_trailing_cases(run, &NAMES, &mut |heaps| {
        WORDS[usize::from(search.mover_wins(heaps))].to_string()
    });
}

/// The search's answers for a file of small tests.
fn expected_by_search(input: &str, search: &mut Search) -> String {
    let mut expected = String::new();
    for heaps in cases_of(input) {
        assert!(heaps.len() <= 5 && heaps.iter().all(|&h| h <= 9), "small enough to search");
        expected.push_str(WORDS[usize::from(search.mover_wins(&heaps))]);
    }
    expected
}

/// Who wins one heap, from the search's table of one heap and no theory: the table's entry
/// at x ≥ 3 depends only on the three entries before it, so once four entries in a row repeat
/// four places later, the table repeats with period 4 for ever (checked, not assumed).
fn one_heap() -> OneHeap {
    OneHeap::new(&mut new_search(), 4)
}

#[test]
fn one_heap_table_repeats() {
    let mut search = new_search();
    let one = one_heap();
    for x in 0..100 {
        assert_eq!(one.wins(x), search.mover_wins(&[x]), "x = {}", x);
    }
    assert!(!one.wins(1_000_000_000) && one.wins(999_999_999));
}

/// The answers for large inputs without the mod-4 rule. A lone heap is read from the
/// search's periodic table (`one_heap`). Otherwise the heaps that occur an even number of
/// times pair off (`odd_rest`), and the rest must be small enough to search.
fn expected_by_pairing(input: &str, search: &mut Search) -> String {
    let mut expected = String::new();
    let one = one_heap();
    for heaps in cases_of(input) {
        if heaps.len() == 1 {
            expected.push_str(WORDS[usize::from(one.wins(heaps[0]))]);
            continue;
        }
        let rest = odd_rest(&heaps);
        assert!(rest.len() <= 5 && rest.iter().all(|&h| h <= 7), "rest {:?}", rest);
        expected.push_str(WORDS[usize::from(search.mover_wins(&rest))]);
    }
    expected
}

fn check_files(prefix: &str, expected_for: &mut dyn FnMut(&str) -> String) -> usize {
    cases::check_files(DATA, prefix, &run_str, expected_for)
}

#[test]
fn testdata_outputs_are_proved() {
    let mut search = new_search();
    let mut by_search = |input: &str| expected_by_search(input, &mut search);
    assert_eq!(check_files("sample-", &mut by_search), 1);
    assert!(check_files("brute-", &mut by_search) >= 2);
    assert_eq!(check_files("crlf-", &mut by_search), 1);
    // The maximum-size inputs, generated (examples/gen.rs), not stored: the benchmark's
    // t = 2·10^5 one-heap tests, and one test of n = 2·10^5 heaps.
    for (name, generator) in [
        ("cses1098", max::cses1098 as max::Generator),
        ("cses1098.one-test", max::cses1098_one_test),
    ] {
        let input = max::input(name, generator);
        let expected = expected_by_pairing(&input, &mut new_search());
        assert_eq!(run_str(&input), (expected, Ok(None)), "{}", name);
    }
    assert_eq!(case_files(DATA, "").len(), 4, "every file is checked above");
}

fn write_case(name: &str, input: &str, expected: &str) {
    cases::write_case(DATA, name, input, expected);
}

/// Writes the testdata (the sample is copied from the statement) from the game search:
/// `cargo test --release --bin cses1098 -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    let mut search = new_search();
    // Every multiset of 1 to 4 heaps of 1 to 9 sticks (the judge's x_i >= 1) in one file.
    let input = input_for(&multisets(4, 1, 9), "\n");
    write_case("brute-all", &input, &expected_by_search(&input, &mut search));
    let mut rng = Rng(0x1098);
    let random: Vec<Vec<u64>> =
        (0..1000).map(|_| (0..1 + rng.below(5)).map(|_| 1 + rng.below(9)).collect()).collect();
    let input = input_for(&random, "\n");
    write_case("brute-random", &input, &expected_by_search(&input, &mut search));
    let sample = std::fs::read_to_string(format!("{}/sample-1.in", DATA)).unwrap();
    let input = sample.replace('\n', "\r\n");
    write_case("crlf-1", &input, &expected_by_search(&input, &mut search));
}
