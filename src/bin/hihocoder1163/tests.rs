use super::*;

#[path = "../kit/cases.rs"]
mod cases;
#[path = "../kit/heaps.rs"]
mod heaps;

use cases::Rng;
use heaps::{lower_one, Search};
use std::fs;
use std::path::Path;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/hihocoder1163");

/// Game search over multisets of piles. No theory: a move takes any number of stones from
/// one pile; with no stones left there is no move and the player to move has lost.
fn new_search() -> Search {
    Search::heaps(|piles| lower_one(piles, u64::MAX))
}

fn run_str(input: &str) -> cases::Outcome {
    cases::run_str(run, input)
}

fn input_for(piles: &[u64]) -> String {
    cases::one_case(piles, "\n")
}

#[test]
fn sample() {
    assert_eq!(run_str("3\n3 2 1\n"), ("Bob\n".to_string(), Ok(None)));
}

#[test]
fn matches_game_search_for_every_multiset_of_up_to_3_piles_up_to_7() {
    let mut search = new_search();
    let mut multisets = vec![vec![]];
    let mut checked = 0;
    let mut losses = 0;
    for _ in 0..=3 {
        let mut longer = Vec::new();
        for piles in &multisets {
            let xor = piles.iter().fold(0, |x, p| x ^ p);
            let wins = search.mover_wins(piles);
            assert_eq!(mover_wins(xor), wins, "piles {:?}", piles);
            let expected = if wins { "Alice\n" } else { "Bob\n" };
            assert_eq!(
                run_str(&input_for(piles)),
                (expected.to_string(), Ok(None)),
                "piles {:?}",
                piles
            );
            checked += 1;
            losses += usize::from(!wins);
            // Extend by a pile at least as large as the last: every multiset once.
            let from = piles.last().copied().unwrap_or(0);
            for size in from..=7 {
                let mut next: Vec<u64> = piles.clone();
                next.push(size);
                longer.push(next);
            }
        }
        multisets = longer;
    }
    // 1 + 8 + 36 + 120 multisets of sizes 0..=7 (0 an empty pile), both verdicts seen.
    assert_eq!(checked, 165);
    assert!(losses > 8 && losses < 100);
}

#[test]
fn layouts_and_large_values() {
    let expected = ("Bob\n".to_string(), Ok(None));
    assert_eq!(run_str("3\r\n3 2 1\r\n"), expected);
    assert_eq!(run_str("3 3\t2\n\n1"), expected);
    assert_eq!(run_str("\n3\n3\n2\n1\n"), expected);
    assert_eq!(run_str("0\n"), ("Bob\n".to_string(), Ok(None)));
    assert_eq!(
        run_str("2\n18446744073709551615 18446744073709551615\n"),
        ("Bob\n".to_string(), Ok(None))
    );
    assert_eq!(run_str("2\n18446744073709551615 0\n"), ("Alice\n".to_string(), Ok(None)));
}

#[test]
fn bad_input_is_reported() {
    assert_eq!(
        run_str(""),
        (String::new(), Err("line 1: input ends before N, the number of piles".to_string()))
    );
    assert_eq!(
        run_str("3\n3 2\n"),
        (String::new(), Err("line 2: input ends after 2 of 3 piles".to_string()))
    );
    assert_eq!(
        run_str("\r\n \n"),
        (String::new(), Err("line 1: input ends before N, the number of piles".to_string()))
    );
    assert_eq!(
        run_str("3"),
        (String::new(), Err("line 1: input ends after 0 of 3 piles".to_string()))
    );
    assert_eq!(
        run_str("3\n3 2 1 5\n"),
        ("Bob\n".to_string(), Ok(Some("line 2: ignored input after the 3 piles".to_string())))
    );
    assert_eq!(
        run_str("3\n3 2 1\n\n3\n1 1 1\n"),
        ("Bob\n".to_string(), Ok(Some("line 4: ignored input after the 3 piles".to_string())))
    );
    assert_eq!(
        run_str("1\n"),
        (String::new(), Err("line 1: input ends after 0 of 1 pile".to_string()))
    );
    assert_eq!(
        run_str("1 5 x"),
        ("Alice\n".to_string(), Ok(Some("line 1: ignored input after the 1 pile".to_string())))
    );
    // A UTF-8 byte-order mark at the start is skipped; anywhere else it is an error.
    assert_eq!(run_str("\u{0feff}3\n3 2 1\n"), ("Bob\n".to_string(), Ok(None)));
    assert_eq!(
        run_str("1\n\u{0feff}1\n"),
        (
            String::new(),
            // The message shows the BOM escaped, as \u{feff} (`\u{7b}` is the brace).
            Err("line 2: expected a non-negative integer, found \"\\u\u{7b}feff}1\"".to_string())
        )
    );
    assert_eq!(
        run_str("3\n3 two 1\n"),
        (String::new(), Err("line 2: expected a non-negative integer, found \"two\"".to_string()))
    );
    assert_eq!(
        run_str("x"),
        (String::new(), Err("line 1: expected a non-negative integer, found \"x\"".to_string()))
    );
    assert_eq!(
        run_str("1\n99999999999999999999\n"),
        (
            String::new(),
            Err("line 2: number \"99999999999999999999\" does not fit in 64 bits".to_string())
        )
    );
    // A huge N is not allocated for.
    assert_eq!(
        run_str("18446744073709551615\n1 2\n"),
        (
            String::new(),
            Err("line 2: input ends after 2 of 18446744073709551615 piles".to_string())
        )
    );
}

/// The answer the game search gives for a well-formed input file.
fn expected_by_search(input: &str) -> String {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    assert_eq!(numbers.len() as u64, 1 + numbers[0], "a well-formed file");
    let piles = &numbers[1..];
    assert!(piles.len() <= 8 && piles.iter().all(|&p| p <= 7), "small enough to search");
    if new_search().mover_wins(piles) { "Alice\n" } else { "Bob\n" }.to_string()
}

#[test]
fn testdata_outputs_are_proved_by_game_search() {
    let files = cases::check_files(DATA, "", &run_str, &mut |input| expected_by_search(input));
    assert!(files >= 8, "testdata present");
}

fn write_case(name: &str, input: &str) {
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), expected_by_search(input)).unwrap();
}

/// Writes the testdata (except the sample) from the game search:
/// `cargo test --release --bin hihocoder1163 -- --ignored generate_testdata`.
#[test]
#[ignore]
fn generate_testdata() {
    let mut rng = Rng(0x1163);
    let mut first = Vec::new();
    for file in 1..=6 {
        let count = 1 + rng.below(7) as usize;
        let mut piles: Vec<u64> = (0..count).map(|_| 1 + rng.below(7)).collect();
        // Every other file is made a loss for Alice by a last pile equal to the XOR.
        let xor = piles.iter().fold(0, |x, p| x ^ p);
        if file % 2 == 0 && xor != 0 {
            piles.push(xor);
        }
        write_case(&format!("brute-random-{}", file), &input_for(&piles));
        if file == 1 {
            first = piles;
        }
    }
    // The same case as brute-random-1, CRLF-terminated.
    write_case("crlf-1", &input_for(&first).replace('\n', "\r\n"));
    write_case("layout-1", "5 1\t2\n\n3 4\n 4");
}
