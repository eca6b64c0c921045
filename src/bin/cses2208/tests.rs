use super::*;

#[path = "../kit/cases.rs"]
mod cases;
#[path = "../kit/heaps.rs"]
mod heaps;
#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/cses.rs"]
mod max;

use cases::{case_files, cases_of, input_for, Outcome, Rng};
use heaps::{agree_on, mixtures, multisets, OneHeap, Search};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/cses2208");
const WORDS: [&str; 2] = ["second\n", "first\n"];

/// Game search over multisets of heaps. No theory: a move takes one coin from each heap of a
/// non-empty set of non-empty heaps; with no coin left there is no move and the player to
/// move has lost.
fn new_search() -> Search {
    Search::heaps(|heaps| {
        (1..1u32 << heaps.len())
            .map(|set| {
                let mut next = heaps.to_vec();
                for (i, heap) in next.iter_mut().enumerate() {
                    if set >> i & 1 == 1 {
                        *heap -= 1;
                    }
                }
                next
            })
            .collect()
    })
}

/// The solution on a list of heaps, folded as `run` folds them.
fn solution(heaps: &[u64]) -> bool {
    first_wins(heaps.iter().any(|&h| h % 2 == 1))
}

fn run_str(input: &str) -> Outcome {
    cases::run_str(run, input)
}

#[test]
fn sample() {
    assert_eq!(
        run_str("3\n3\n1 2 3\n2\n2 2\n4\n5 5 4 5\n"),
        ("first\nsecond\nfirst\n".to_string(), Ok(None))
    );
}

#[test]
fn matches_game_search_for_every_multiset_of_up_to_5_heaps_up_to_7() {
    let mut search = new_search();
    let all = multisets(5, 0, 7);
    assert_eq!(all.len(), 8 + 36 + 120 + 330 + 792);
    agree_on(&mut search, &all, &solution, 50);
    // Neither the Nim XOR nor the parity of the sum.
    assert!(search.mover_wins(&[1, 2, 3]) && search.mover_wins(&[1, 1]));
    let expected: String =
        all.iter().map(|heaps| WORDS[usize::from(search.mover_wins(heaps))]).collect();
    assert_eq!(run_str(&input_for(&all, "\n")), (expected, Ok(None)));
    assert_eq!(run_str("2\n0\n\n3\n0 0 0\n"), ("second\nsecond\n".to_string(), Ok(None)));
}

#[test]
fn matches_game_search_on_12_heaps_of_at_most_3() {
    let mut search = new_search();
    let all = mixtures(12, 3);
    assert_eq!(all.len(), 455);
    agree_on(&mut search, &all, &solution, 10);
}

#[test]
fn layouts_and_large_values() {
    let expected = ("first\nsecond\nfirst\n".to_string(), Ok(None));
    assert_eq!(run_str("3\r\n3\r\n1 2 3\r\n2\r\n2 2\r\n4\r\n5 5 4 5\r\n"), expected);
    assert_eq!(run_str("3 3 1 2\t3 2 2 2 4 5 5 4 5"), expected);
    assert_eq!(run_str("\n\n3\n3\n1\n2\n\n3\n2\n2\n2\n4\n5\n5\n4\n5"), expected);
    let max = "18446744073709551615";
    assert_eq!(
        run_str(&format!("3\n2\n{} {}\n1\n{}\n0\n", max, max, max)),
        ("first\nfirst\nsecond\n".to_string(), Ok(None))
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
    // Complete tests answered "second" before the problem, too.
    let err = |out: &str, e: &str| (out.to_string(), Err(e.to_string()));
    assert_eq!(
        run_str("3\n2\n2 2\n"),
        err("second\n", "line 3: input ends after 1 of 3 tests (expected n)")
    );
    assert_eq!(
        run_str("2\n2\n2 4\n2\n1\n\n"),
        err("second\n", "line 5: input ends inside test 2 of 2 (expected heap 2 of 2)")
    );
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
        assert!(heaps.len() <= 5 && heaps.iter().all(|&h| h <= 7), "small enough to search");
        expected.push_str(WORDS[usize::from(search.mover_wins(&heaps))]);
    }
    expected
}

/// Who wins one heap, from the search's table of one heap and no theory: the table's entry
/// at x ≥ 1 depends only on the entry before it (the one move takes one coin), so once two
/// entries in a row repeat two places later, the table repeats with period 2 for ever
/// (checked, not assumed).
fn one_heap() -> OneHeap {
    OneHeap::new(&mut new_search(), 2)
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

/// The answers for a file of one-heap tests of any size, from the periodic table.
fn expected_for_lone_heaps(input: &str) -> String {
    let one = one_heap();
    let mut expected = String::new();
    for heaps in cases_of(input) {
        assert_eq!(heaps.len(), 1, "one heap per test");
        expected.push_str(WORDS[usize::from(one.wins(heaps[0]))]);
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
    assert_eq!(case_files(DATA, "").len(), 4, "every file is checked above");
    // The benchmark's maximum input (t = 2·10^5 one-heap tests), generated, not stored.
    let input = max::input("cses2208", max::cses2208);
    assert_eq!(run_str(&input), (expected_for_lone_heaps(&input), Ok(None)));
}

fn write_case(name: &str, input: &str, expected: &str) {
    cases::write_case(DATA, name, input, expected);
}

/// Writes the testdata (the sample is copied from the statement) from the game search:
/// `cargo test --release --bin cses2208 -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    let mut search = new_search();
    // Every multiset of 1 to 4 heaps of 1 to 7 coins (the judge's x_i >= 1) in one file.
    let input = input_for(&multisets(4, 1, 7), "\n");
    write_case("brute-all", &input, &expected_by_search(&input, &mut search));
    let mut rng = Rng(0x2208);
    let random: Vec<Vec<u64>> = (0..1000)
        .map(|_| {
            // Half of the tests all even, so that both answers are common.
            let even = rng.below(2) == 0;
            (0..1 + rng.below(5))
                .map(|_| if even { 2 + 2 * rng.below(3) } else { 1 + rng.below(7) })
                .collect()
        })
        .collect();
    let input = input_for(&random, "\n");
    write_case("brute-random", &input, &expected_by_search(&input, &mut search));
    let sample = std::fs::read_to_string(format!("{}/sample-1.in", DATA)).unwrap();
    let input = sample.replace('\n', "\r\n");
    write_case("crlf-1", &input, &expected_by_search(&input, &mut search));
}
