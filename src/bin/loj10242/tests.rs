use super::*;

#[path = "../kit/cases.rs"]
mod cases;
#[path = "../kit/heaps.rs"]
mod heaps;
#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/classic_b.rs"]
mod max;

use cases::{one_case as input_for, Outcome};
use heaps::{agree_on, lower_one, mixtures, multisets, odd_rest, Search};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/loj10242");
const WORDS: [&str; 2] = ["lose\n", "win\n"];

/// Game search over multisets of piles. No theory: a move takes any number of stones from
/// one pile; with no stone left there is no move and the player to move has lost.
fn new_search() -> Search {
    Search::heaps(|piles| lower_one(piles, u64::MAX))
}

fn run_str(input: &str) -> Outcome {
    cases::run_str(run, input)
}

/// The binary's verdict on one position, read from what `run` writes for it.
fn run_verdict(piles: &[u64]) -> bool {
    let (out, result) = run_str(&input_for(piles, "\n"));
    assert_eq!(result, Ok(None), "{:?}", piles);
    assert!(WORDS.contains(&out.as_str()), "{:?}: {:?}", piles, out);
    out == WORDS[1]
}

#[test]
fn sample() {
    assert_eq!(run_str("4\n7 12 9 15\n"), ("win\n".to_string(), Ok(None)));
}

#[test]
fn matches_game_search_for_every_multiset_of_up_to_5_piles_up_to_7() {
    let mut search = new_search();
    let mut all = vec![vec![]];
    all.extend(multisets(5, 0, 7));
    assert_eq!(all.len(), 1 + 8 + 36 + 120 + 330 + 792);
    agree_on(&mut search, &all, &run_verdict, 50);
}

#[test]
fn matches_game_search_on_many_small_piles() {
    // 30 piles of at most 3 stones, in every mixture of counts (c0, c1, c2, c3).
    let mut search = new_search();
    let all = mixtures(30, 3);
    assert_eq!(all.len(), 5456);
    agree_on(&mut search, &all, &|piles| mover_wins(piles.iter().fold(0, |x, p| x ^ p)), 500);
}

#[test]
fn layouts_and_large_values() {
    let expected = ("win\n".to_string(), Ok(None));
    assert_eq!(run_str("4\r\n7 12 9 15\r\n"), expected);
    assert_eq!(run_str("4 7\t12\n\n9 15"), expected);
    assert_eq!(run_str("\n4\n7\n12\n9\n15"), expected);
    let max = "18446744073709551615";
    assert_eq!(run_str(&format!("2\n{} {}\n", max, max)), ("lose\n".to_string(), Ok(None)));
    assert_eq!(run_str(&format!("2\n{} 0\n", max)), ("win\n".to_string(), Ok(None)));
    assert_eq!(run_str("0\n"), ("lose\n".to_string(), Ok(None)));
    assert_eq!(run_str("3\n0 0 0\n"), ("lose\n".to_string(), Ok(None)));
}

#[test]
fn bad_input_is_reported() {
    let err = |e: &str| (String::new(), Err(e.to_string()));
    assert_eq!(run_str(""), err("line 1: input ends before N, the number of piles"));
    assert_eq!(run_str("\r\n \n"), err("line 1: input ends before N, the number of piles"));
    assert_eq!(run_str("4\n7 12 9\n\n"), err("line 2: input ends after 3 of 4 piles"));
    assert_eq!(run_str("1"), err("line 1: input ends after 0 of 1 pile"));
    assert_eq!(
        run_str("2\n7 twelve\n"),
        err("line 2: expected a non-negative integer, found \"twelve\"")
    );
    assert_eq!(run_str("2\n-7 1\n"), err("line 2: expected a non-negative integer, found \"-7\""));
    assert_eq!(
        run_str("1\n99999999999999999999\n"),
        err("line 2: number \"99999999999999999999\" does not fit in 64 bits")
    );
    // A huge N is not allocated for.
    assert_eq!(
        run_str("18446744073709551615\n1 2\n"),
        err("line 2: input ends after 2 of 18446744073709551615 piles")
    );
}

#[test]
fn trailing_data_is_ignored_with_a_warning() {
    assert_eq!(
        run_str("4\n7 12 9 15\n4\n"),
        ("win\n".to_string(), Ok(Some("line 3: ignored input after the 4 piles".to_string())))
    );
    assert_eq!(
        run_str("1\n0 x"),
        ("lose\n".to_string(), Ok(Some("line 2: ignored input after the 1 pile".to_string())))
    );
}

fn piles_of(input: &str) -> Vec<u64> {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    assert_eq!(numbers.len() as u64, 1 + numbers[0], "a well-formed file");
    numbers[1..].to_vec()
}

/// The search's answer for a small input file.
fn expected_by_search(input: &str, search: &mut Search) -> String {
    let piles = piles_of(input);
    assert!(piles.len() <= 6 && piles.iter().all(|&p| p <= 15), "small enough to search");
    WORDS[usize::from(search.mover_wins(&piles))].to_string()
}

/// The answer for a large input without Bouton's rule: the piles that occur an even number
/// of times pair off (`odd_rest`), and the rest must be small enough to search.
fn expected_by_pairing(input: &str, search: &mut Search) -> String {
    let rest = odd_rest(&piles_of(input));
    assert!(rest.len() <= 5 && rest.iter().all(|&p| p <= 15), "rest {:?}", rest);
    WORDS[usize::from(search.mover_wins(&rest))].to_string()
}

fn check_files(prefix: &str, expected_for: &mut dyn FnMut(&str) -> String) -> usize {
    cases::check_files(DATA, prefix, &run_str, expected_for)
}

#[test]
fn testdata_outputs_are_proved() {
    let mut search = new_search();
    let mut by_search = |input: &str| expected_by_search(input, &mut search);
    assert!(check_files("brute-", &mut by_search) >= 6);
    assert_eq!(check_files("sample-", &mut by_search), 1);
    assert_eq!(check_files("crlf-", &mut by_search), 1);
    // The maximum-size inputs (N = 5·10^4), generated (examples/gen.rs), not stored: a small
    // rest (won, or lost) plus pairs of equal piles.
    for (name, generator) in
        [("loj10242", max::loj10242 as max::Generator), ("loj10242.lost", max::loj10242_lost)]
    {
        let input = max::input(name, generator);
        let expected = expected_by_pairing(&input, &mut new_search());
        assert_eq!(run_str(&input), (expected, Ok(None)), "{}", name);
    }
}

fn write_case(name: &str, input: &str, expected: &str) {
    cases::write_case(DATA, name, input, expected);
}

/// Writes the testdata (the sample is copied from the statement) from the game search:
/// `cargo test --release --bin loj10242 -- --ignored write_brute_testdata`.
#[test]
#[ignore]
fn write_brute_testdata() {
    let mut search = new_search();
    let cases: &[(&str, &[u64])] = &[
        ("brute-1", &[1]),
        ("brute-2", &[1, 1]),
        ("brute-3", &[1, 2, 3]),
        ("brute-4", &[5, 9, 12]),
        ("brute-5", &[0, 0, 4]),
        ("brute-6", &[0]),
        ("brute-7", &[15, 14, 13, 12, 11]),
        ("brute-8", &[3, 5, 6, 7, 1, 2]),
    ];
    for &(name, piles) in cases {
        let input = input_for(piles, "\n");
        write_case(name, &input, &expected_by_search(&input, &mut search));
    }
    let input = input_for(&[7, 12, 9, 15], "\r\n");
    write_case("crlf-1", &input, &expected_by_search(&input, &mut search));
}
