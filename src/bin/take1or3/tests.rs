use super::*;

#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/classic_a.rs"]
mod max;

use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/take1or3");
const MOVES: [usize; 2] = [1, 3];
const LARGEST_MOVE: usize = 3;

/// `wins[s]`: the player to move with s stones wins, by playing every legal take.
/// No theory: a take of the last stone wins at once, any other take wins when it leaves
/// the opponent a lost position.
fn game_search(max_stones: usize) -> Vec<bool> {
    let mut wins = vec![false; max_stones + 1];
    for stones in 1..=max_stones {
        wins[stones] =
            MOVES.iter().any(|&take| take <= stones && (take == stones || !wins[stones - take]));
    }
    wins
}

/// A period of the searched verdicts that provably holds for ever: `(start, period)` with
/// wins[s + period] == wins[s] for every s ≥ start.
///
/// Why it holds: once s ≥ LARGEST_MOVE every take is legal and a take of all s stones wins
/// just as moving to the lost empty pile does, so wins[s] is a fixed function of the
/// LARGEST_MOVE verdicts before it. When the window ending at j (j + 1 ≥ LARGEST_MOVE)
/// equals the window ending at i > j, the next verdicts agree, so do the next windows,
/// and so on for ever.
fn proven_period(wins: &[bool]) -> (usize, usize) {
    let window = |end: usize| &wins[end + 1 - LARGEST_MOVE..=end];
    for i in LARGEST_MOVE..wins.len() {
        for j in LARGEST_MOVE - 1..i {
            if window(j) == window(i) {
                return (j + 1 - LARGEST_MOVE, i - j);
            }
        }
    }
    panic!("no repeated window within the search");
}

/// The verdict for any S, from the game search and its proven period (no formula).
fn verdict_by_search(wins: &[bool], stones: u64) -> bool {
    let (start, period) = proven_period(wins);
    let index = if stones < wins.len() as u64 {
        stones as usize
    } else {
        start + ((stones - start as u64) % period as u64) as usize
    };
    wins[index]
}

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

#[test]
fn formula_matches_game_search_for_every_s_up_to_60() {
    let wins = game_search(60);
    for (stones, &win) in wins.iter().enumerate() {
        assert_eq!(first_wins(stones as u64), win, "S = {}", stones);
    }
    assert_eq!(&wins[..6], &[false, true, false, true, false, true]);
}

#[test]
fn search_verdicts_have_period_two_for_ever() {
    let wins = game_search(60);
    let (start, period) = proven_period(&wins);
    assert_eq!((start, period), (0, 2));
    // The claim checked on the searched range, beyond the windows that established it.
    for s in start..wins.len() - period {
        assert_eq!(wins[s], wins[s + period], "S = {}", s);
    }
    for &s in &[10u64.pow(18), 10u64.pow(18) - 1, u64::MAX, u64::MAX - 1, 1 << 63] {
        assert_eq!(first_wins(s), verdict_by_search(&wins, s), "S = {}", s);
    }
}

#[test]
fn layouts_and_empty_input() {
    let expected = ("first\nsecond\nfirst\n".to_string(), Ok(None));
    assert_eq!(run_str("1\n2\n3\n"), expected);
    assert_eq!(run_str("1\r\n2\r\n3\r\n"), expected);
    assert_eq!(run_str("\n 1\t2\n\n3"), expected);
    assert_eq!(run_str(""), (String::new(), Ok(None)));
    assert_eq!(run_str(" \r\n\t\n"), (String::new(), Ok(None)));
    // A UTF-8 byte-order mark at the start is skipped (alone, it is an empty input).
    assert_eq!(run_str("\u{0feff}1\n2\n3\n"), expected);
    assert_eq!(run_str("\u{0feff}"), (String::new(), Ok(None)));
}

#[test]
fn bad_input_answers_earlier_values_then_reports() {
    assert_eq!(
        run_str("1\n2\nthree\n4\n"),
        (
            "first\nsecond\n".to_string(),
            Err("line 3: expected a non-negative integer, found \"three\"".to_string())
        )
    );
    assert_eq!(
        run_str("5 -3"),
        (
            "first\n".to_string(),
            Err("line 1: expected a non-negative integer, found \"-3\"".to_string())
        )
    );
    assert_eq!(
        run_str("7\n\n18446744073709551616\n"),
        (
            "first\n".to_string(),
            Err("line 3: number \"18446744073709551616\" does not fit in 64 bits".to_string())
        )
    );
    assert_eq!(
        run_str("2 1e3"),
        (
            "second\n".to_string(),
            Err("line 1: expected a non-negative integer, found \"1e3\"".to_string())
        )
    );
    assert_eq!(run_str("18446744073709551615 0"), ("first\nsecond\n".to_string(), Ok(None)));
    // The message shows the BOM escaped, as \u{feff} (`\u{7b}` is the brace).
    let bom = "line 1: expected a non-negative integer, found \"\\u\u{7b}feff}2\"";
    assert_eq!(run_str("1 \u{0feff}2"), ("first\n".to_string(), Err(bom.to_string())));
}

/// The answers that the game search (with its proven period) gives for an input file.
fn expected_by_search(input: &str) -> String {
    let wins = game_search(1000);
    let mut expected = String::new();
    for token in input.split_ascii_whitespace() {
        let win = verdict_by_search(&wins, token.parse().unwrap());
        expected.push_str(if win { "first\n" } else { "second\n" });
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
fn testdata_outputs_are_proved_by_game_search() {
    let inputs = case_files();
    assert!(inputs.len() >= 6, "testdata present");
    for input_path in inputs {
        let input = fs::read_to_string(&input_path).unwrap();
        let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
        assert_eq!(expected_by_search(&input), expected, "{:?} against game search", input_path);
        assert_eq!(run_str(&input), (expected, Ok(None)), "{:?} against the solution", input_path);
    }
    // The benchmark's maximum input (10^6 values up to 10^18), generated (examples/gen.rs), not
    // stored.
    let input = max::input("take1or3", max::take1or3);
    assert_eq!(run_str(&input), (expected_by_search(&input), Ok(None)), "the maximum input");
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

fn write_case(name: &str, input: &str) {
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), expected_by_search(input)).unwrap();
}

fn lines(values: &[u64], newline: &str) -> String {
    values.iter().map(|v| format!("{}{}", v, newline)).collect()
}

/// Writes the testdata from the game search:
/// `cargo test --release --bin take1or3 -- --ignored generate_testdata`.
#[test]
#[ignore]
fn generate_testdata() {
    let small: Vec<u64> = (0..=60).collect();
    write_case("brute-small-all", &lines(&small, "\n"));

    let mut rng = Rng(0x1_0003);
    let random: Vec<u64> = (0..200).map(|_| rng.below(1001)).collect();
    write_case("brute-random-1", &lines(&random, "\n"));
    write_case("crlf-1", &lines(&random, "\r\n"));

    let limit = 1_000_000_000_000_000_000;
    let huge = [
        limit,
        limit - 1,
        limit - 2,
        u64::MAX,
        u64::MAX - 1,
        1 << 63,
        (1 << 63) + 1,
        999_999_999_999_999_997,
    ];
    write_case("huge-1", &lines(&huge, "\n"));

    write_case("layout-1", "7 8\t9\n\n\n10\r\n  11 18446744073709551615");
    write_case("empty-1", "");
}
