use super::*;

#[path = "../kit/cases.rs"]
mod cases;
#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/classic_b.rs"]
mod max;

use cases::Rng;
use std::fs;
use std::path::Path;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/hdu2516");

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

/// The game itself: whether the player to move wins with r stones left when the takes
/// 1..=q are allowed, for every 1 ≤ q ≤ r ≤ limit (a larger q is the same as q = r).
/// Taking k wins when k = r (the last stone) or when it leaves the opponent lost with
/// r − k stones and the limit 2k. Bit (r, q) is "some take in 1..=q wins", filled as
/// "some take in 1..=q−1 wins, or take q does": every take is tried, no theory.
struct GameTable {
    bits: Vec<u64>,
}

impl GameTable {
    fn index(r: usize, q: usize) -> usize {
        r * (r - 1) / 2 + (q - 1)
    }

    fn new(limit: usize) -> GameTable {
        let size = GameTable::index(limit, limit) + 1;
        let mut table = GameTable { bits: vec![0; (size + 63) / 64] };
        for r in 1..=limit {
            let mut win = false;
            for q in 1..=r {
                win = win || q == r || !table.wins(r - q, 2 * q);
                if win {
                    let i = GameTable::index(r, q);
                    table.bits[i / 64] |= 1 << (i % 64);
                }
            }
        }
        table
    }

    /// The player to move with `r` stones, takes 1..=q allowed; r = 0 is lost.
    fn wins(&self, r: usize, q: usize) -> bool {
        if r == 0 || q == 0 {
            return false;
        }
        let i = GameTable::index(r, q.min(r));
        self.bits[i / 64] >> (i % 64) & 1 == 1
    }

    /// The first player with n stones: any take but the whole pile.
    fn first_wins(&self, n: usize) -> bool {
        self.wins(n, n - 1)
    }
}

/// The smallest term of the Zeckendorf representation of r ≥ 1 (greedy: take the
/// largest Fibonacci number that fits, repeatedly).
fn zeckendorf_smallest(mut r: u64) -> u64 {
    let fibonacci = fibonacci_numbers();
    let mut smallest = r;
    while r > 0 {
        let term = *fibonacci.iter().rev().find(|&&f| f <= r).unwrap();
        smallest = term;
        r -= term;
    }
    smallest
}

#[test]
fn sample() {
    let expected = ("Second win\nSecond win\nFirst win\n".to_string(), Ok(None));
    assert_eq!(run_str("2\n13\n10000\n0\n"), expected);
    assert_eq!(run_str("2 13 10000 0"), expected);
}

#[test]
fn rule_matches_game_search_for_every_n_up_to_10000() {
    let table = GameTable::new(10_000);
    let fibonacci = fibonacci_numbers();
    let mut losses = 0;
    for n in 1..=10_000usize {
        let win = table.first_wins(n);
        assert_eq!(first_wins(n as u64, &fibonacci), win, "n = {}", n);
        losses += usize::from(!win);
    }
    // Both verdicts occur: the 19 Fibonacci numbers 1, 2, 3, 5, …, 6765 are the losses.
    assert_eq!(losses, 19);
    // The invariant of the proof: the mover wins iff q ≥ the smallest Zeckendorf term.
    for r in 1..=3000usize {
        let smallest = zeckendorf_smallest(r as u64) as usize;
        for q in 1..=r {
            assert_eq!(table.wins(r, q), q >= smallest, "r = {}, q = {}", r, q);
        }
    }
}

#[test]
fn fibonacci_numbers_up_to_64_bits() {
    let fibonacci = fibonacci_numbers();
    assert_eq!(fibonacci.len(), 92);
    assert_eq!(fibonacci[..6], [1, 2, 3, 5, 8, 13]);
    assert!(fibonacci.contains(&1_836_311_903) && fibonacci.contains(&2_971_215_073));
    assert_eq!(fibonacci[91], 12_200_160_415_121_876_738);
    assert!(!first_wins(1_836_311_903, &fibonacci));
    assert!(first_wins(2_147_483_647, &fibonacci));
    assert!(!first_wins(12_200_160_415_121_876_738, &fibonacci));
    assert!(first_wins(u64::MAX, &fibonacci));
    assert!(!first_wins(1, &fibonacci)); // no legal first move: the first player loses
}

#[test]
fn layouts_crlf_tabs_missing_terminator() {
    let expected = ("Second win\nFirst win\n".to_string(), Ok(None));
    assert_eq!(run_str("2\r\n4\r\n0\r\n"), expected);
    assert_eq!(run_str("\n\n 2\t4\n\n 0"), expected);
    assert_eq!(run_str("2\n4\n"), expected);
    assert_eq!(run_str("2\n4"), expected);
    assert_eq!(run_str("0\n"), (String::new(), Ok(None)));
    assert_eq!(run_str(""), (String::new(), Ok(None)));
}

#[test]
fn bad_input_answers_complete_cases_then_reports() {
    let err = |out: &str, e: &str| (out.to_string(), Err(e.to_string()));
    assert_eq!(
        run_str("2\n4\nx\n0\n"),
        err("Second win\nFirst win\n", "line 3: expected a non-negative integer, found \"x\"")
    );
    assert_eq!(
        run_str("3\n-4\n0\n"),
        err("Second win\n", "line 2: expected a non-negative integer, found \"-4\"")
    );
    assert_eq!(
        run_str("4\n18446744073709551616\n0\n"),
        err("First win\n", "line 2: number \"18446744073709551616\" does not fit in 64 bits")
    );
}

/// Whole inputs of many lines in mixed layouts (CRLF, blanks, flattened lines, leading
/// zeros), with and without the final 0.
#[test]
fn mixed_layouts() {
    let mut input = String::new();
    let mut expected = String::new();
    let fibonacci = fibonacci_numbers();
    for (i, n) in (1..3000u64).map(|i| (i, i * i * 7919 % 3_000_000_007 + i % 3)) {
        let n = if i % 7 == 0 { i } else { n }; // Fibonacci numbers among them
        let layout = ["\n", "\r\n", " ", "\n\n"][(i % 13 % 4) as usize];
        input.push_str(&format!("{}{}{}", if i % 11 == 0 { "00" } else { "" }, n, layout));
        expected.push_str(if first_wins(n, &fibonacci) { "First win\n" } else { "Second win\n" });
    }
    assert!(expected.contains("First") && expected.contains("Second"));
    assert_eq!(run_str(&input), (expected.clone(), Ok(None)));
    input.push_str("0\n");
    assert_eq!(run_str(&input), (expected, Ok(None)));
}

#[test]
fn trailing_input_is_ignored_with_a_warning() {
    assert_eq!(
        run_str("2\n13\n0\n\n5 x\n"),
        (
            "Second win\nSecond win\n".to_string(),
            Ok(Some("line 5: ignored input after the final 0".to_string()))
        )
    );
}

/// The expected output for a well-formed file: n ≤ 10 000 by the game search; larger n
/// (up to 2^31) by the Zeckendorf invariant the game search confirms for r ≤ 3000
/// (lost iff n − 1 is below the smallest term, i.e. n is a single term), computed by the
/// greedy decomposition rather than by the solution's lookup.
fn expected_by_search(input: &str, table: &GameTable) -> String {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    assert_eq!(numbers.last(), Some(&0), "a well-formed file ends with 0");
    let mut expected = String::new();
    for &n in &numbers[..numbers.len() - 1] {
        assert!(n > 0, "0 only at the end");
        let win = if n <= 10_000 {
            table.first_wins(n as usize)
        } else {
            n > zeckendorf_smallest(n) // the first limit n − 1 reaches it
        };
        expected.push_str(if win { "First win\n" } else { "Second win\n" });
    }
    expected
}

#[test]
fn testdata_outputs_are_proved_by_game_search() {
    let table = GameTable::new(10_000);
    let files =
        cases::check_files(DATA, "", &run_str, &mut |input| expected_by_search(input, &table));
    assert!(files >= 4, "testdata present");
    // The benchmark's maximum input (20 MB of n below 2^31), generated (examples/gen.rs), not
    // stored.
    let input = max::input("hdu2516", max::hdu2516);
    assert_eq!(run_str(&input), (expected_by_search(&input, &table), Ok(None)));
}

impl Rng {
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }
}

fn write_case(name: &str, values: &[u64], table: &GameTable) {
    let mut input = String::new();
    for &n in values {
        input.push_str(&format!("{}\n", n));
    }
    input.push_str("0\n");
    let expected = expected_by_search(&input, table);
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), expected).unwrap();
}

/// Writes the testdata (except the sample and its CRLF copy) from the game search:
/// `cargo test --release --bin hdu2516 -- --ignored write_brute_testdata`.
#[test]
#[ignore]
fn write_brute_testdata() {
    let table = GameTable::new(10_000);
    let all: Vec<u64> = (2..=200).collect();
    write_case("brute-all-200", &all, &table);
    let mut rng = Rng(0x5eed_2516);
    let fibonacci = fibonacci_numbers();
    // Around every Fibonacci number up to 10 000, and random values.
    let mut near: Vec<u64> = Vec::new();
    for &f in fibonacci.iter().filter(|&&f| (3..=10_000).contains(&f)) {
        near.extend_from_slice(&[f - 1, f, f + 1]);
    }
    for _ in 0..300 {
        near.push(rng.range(2, 10_000));
    }
    write_case("brute-random-1", &near, &table);
}
