use super::*;

#[path = "../kit/cases.rs"]
mod cases;
#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/classic_a.rs"]
mod max;

use cases::Rng;
use std::fs;
use std::path::Path;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/lanqiao_balls");

/// Game search by the rules, position by position: `wins[n]` says whether the player to
/// move with n balls wins (index 0 is not a position anyone moves from). A take must not
/// exceed the balls left; a take of the last ball loses on the spot; any other take wins
/// when it leaves the opponent a lost position.
fn game_search(max_balls: usize) -> Vec<bool> {
    let mut wins = vec![false; max_balls + 1];
    for balls in 1..=max_balls {
        let mut win = false;
        for &take in &[1usize, 3, 7, 8] {
            if take > balls {
                continue; // not allowed
            }
            let takes_last_ball = take == balls;
            if !takes_last_ball && !wins[balls - take] {
                win = true;
            }
        }
        wins[balls] = win;
    }
    wins
}

/// The least p such that `wins[n + p] == wins[n]` for all n in `from..wins.len() - p`.
fn least_period_on(wins: &[bool], from: usize) -> usize {
    (1..wins.len() - from)
        .find(|&p| (from..wins.len() - p).all(|n| wins[n] == wins[n + p]))
        .unwrap()
}

/// A period of the searched verdicts that provably holds for ever, found independently of
/// the solution: `(start, period)` with wins[n + period] == wins[n] for every n ≥ start.
/// For n ≥ 9 all takes are legal and none takes the last ball, so wins[n] is a fixed
/// function of wins[n-8..n]; a repeat of such a window therefore repeats everything after.
fn proven_period(wins: &[bool]) -> (usize, usize) {
    let window = |end: usize| &wins[end - 7..=end];
    for i in 9..wins.len() {
        for j in 8..i {
            if window(j) == window(i) {
                return (j - 7, i - j);
            }
        }
    }
    panic!("no repeated window within the search");
}

/// The verdict for any n ≥ 1, from the game search and its proven period.
fn verdict_by_search(wins: &[bool], balls: u64) -> bool {
    let (start, period) = proven_period(wins);
    let index = if balls < wins.len() as u64 {
        balls as usize
    } else {
        start + ((balls - start as u64) % period as u64) as usize
    };
    wins[index]
}

fn run_str(input: &str) -> cases::Outcome {
    cases::run_str(run, input)
}

#[test]
fn sample() {
    assert_eq!(run_str("4\n1\n2\n10\n18\n"), ("0\n1\n1\n0\n".to_string(), Ok(None)));
}

#[test]
fn dp_matches_game_search_for_every_n_up_to_200() {
    let outcomes = Outcomes::compute();
    let wins = game_search(200);
    for (balls, &win) in wins.iter().enumerate().skip(1) {
        assert_eq!(first_wins(balls as u64, &outcomes), win, "n = {}", balls);
    }
    let losses = wins[1..].iter().filter(|&&w| !w).count();
    // Both verdicts occur (n mod 15 in {1, 3, 5, 7}: 13 × 4 up to 195, then 196, 198, 200).
    assert_eq!(losses, 55);
}

#[test]
fn period_is_15_as_computed_by_the_dp() {
    let outcomes = Outcomes::compute();
    assert_eq!(outcomes.period, 15);
    // The DP stops at the first repeated window, so it stays tiny.
    assert!(outcomes.wins.len() < 40, "DP length {}", outcomes.wins.len());

    // The same, independently, from the game search; 15 is also the least period there.
    let wins = game_search(200);
    let (start, period) = proven_period(&wins);
    assert_eq!(period, 15);
    assert_eq!(start, outcomes.start);
    for n in start..=200 - period {
        assert_eq!(wins[n], wins[n + period], "n = {}", n);
    }
    assert_eq!(least_period_on(&wins, start), 15);
    assert_eq!(least_period_on(&wins, 1), 15); // periodic from the very first ball
}

#[test]
fn huge_counts_follow_the_proven_period() {
    let outcomes = Outcomes::compute();
    let wins = game_search(200);
    let mut n: u64 = 9_999;
    while n < u64::MAX / 3 {
        for balls in [n - 1, n, n + 1, n + 7] {
            assert_eq!(
                first_wins(balls, &outcomes),
                verdict_by_search(&wins, balls),
                "n = {}",
                balls
            );
        }
        n = n * 3 + 1;
    }
    for &balls in &[u64::MAX, u64::MAX - 1, u64::MAX - 15, 1 << 63] {
        assert_eq!(first_wins(balls, &outcomes), verdict_by_search(&wins, balls), "n = {}", balls);
    }
}

#[test]
fn layouts() {
    let expected = ("0\n1\n1\n0\n".to_string(), Ok(None));
    assert_eq!(run_str("4\r\n1\r\n2\r\n10\r\n18\r\n"), expected);
    assert_eq!(run_str("4 1 2\t10\n\n18"), expected);
    assert_eq!(run_str("\n\n4\n1\n2\n10\n18"), expected);
    assert_eq!(run_str("0\n"), (String::new(), Ok(None)));
}

#[test]
fn bad_input_answers_complete_cases_then_reports() {
    assert_eq!(
        run_str(""),
        (String::new(), Err("line 1: input ends before the number of cases t".to_string()))
    );
    assert_eq!(
        run_str(" \n\r\n"),
        (String::new(), Err("line 1: input ends before the number of cases t".to_string()))
    );
    assert_eq!(
        run_str("4\n1\n2\n"),
        (
            "0\n1\n".to_string(),
            Err("line 3: input ends after 2 of 4 cases (expected n)".to_string())
        )
    );
    assert_eq!(
        run_str("2\n1\n2\n3\n"),
        ("0\n1\n".to_string(), Ok(Some("line 4: ignored input after the 2 cases".to_string())))
    );
    assert_eq!(
        run_str("1\n"),
        (String::new(), Err("line 1: input ends after 0 of 1 case (expected n)".to_string()))
    );
    assert_eq!(
        run_str("1\n10\n\nx y\n"),
        ("1\n".to_string(), Ok(Some("line 4: ignored input after the 1 case".to_string())))
    );
    // A UTF-8 byte-order mark at the start is skipped; anywhere else it is an error.
    assert_eq!(run_str("\u{0feff}2\n1\n2\n"), ("0\n1\n".to_string(), Ok(None)));
    assert_eq!(
        run_str("1\n\u{0feff}1\n"),
        (
            String::new(),
            // The message shows the BOM escaped, as \u{feff} (`\u{7b}` is the brace).
            Err("line 2: expected a non-negative integer, found \"\\u\u{7b}feff}1\"".to_string())
        )
    );
    assert_eq!(
        run_str("3\n2\n0\n5\n"),
        (
            "1\n".to_string(),
            Err("line 3: n must be at least 1 (with no balls A cannot move and nobody takes the last ball)"
                .to_string())
        )
    );
    assert_eq!(
        run_str("3\n2\n1.5\n"),
        (
            "1\n".to_string(),
            Err("line 3: expected a non-negative integer, found \"1.5\"".to_string())
        )
    );
    assert_eq!(
        run_str("1\n123456789012345678901234567890\n"),
        (
            String::new(),
            Err("line 2: number \"123456789012345678901234\"… does not fit in 64 bits".to_string())
        )
    );
    assert_eq!(
        run_str("18446744073709551615\n2\n"),
        (
            "1\n".to_string(),
            Err("line 2: input ends after 1 of 18446744073709551615 cases (expected n)".to_string())
        )
    );
}

/// The answers the game search (with its proven period beyond) gives for a well-formed file.
fn expected_by_search(input: &str) -> String {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    assert_eq!(numbers.len() as u64, 1 + numbers[0], "a well-formed file");
    let wins = game_search(10_000);
    let mut expected = String::new();
    for &balls in &numbers[1..] {
        assert!(balls >= 1);
        expected.push_str(if verdict_by_search(&wins, balls) { "1\n" } else { "0\n" });
    }
    expected
}

#[test]
fn testdata_outputs_are_proved_by_game_search() {
    let files = cases::check_files(DATA, "", &run_str, &mut |input| expected_by_search(input));
    assert!(files >= 6, "testdata present");
    // The benchmark's input (the statement's maximum: t = 99 counts below 10000), generated
    // (examples/gen.rs), not stored.
    let input = max::input("lanqiao_balls", max::lanqiao_balls);
    assert_eq!(run_str(&input), (expected_by_search(&input), Ok(None)));
}

fn input_for(counts: &[u64], newline: &str) -> String {
    let mut input = format!("{}{}", counts.len(), newline);
    for balls in counts {
        input.push_str(&format!("{}{}", balls, newline));
    }
    input
}

fn write_case(name: &str, input: &str) {
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), expected_by_search(input)).unwrap();
}

/// Writes the testdata (except the sample) from the game search:
/// `cargo test --release --bin lanqiao_balls -- --ignored generate_testdata`.
#[test]
#[ignore]
fn generate_testdata() {
    let small: Vec<u64> = (1..=200).collect();
    write_case("brute-small-all", &input_for(&small, "\n"));

    let mut rng = Rng(0x1378);
    let random: Vec<u64> = (0..99).map(|_| 1 + rng.below(9_999)).collect();
    write_case("brute-random-1", &input_for(&random, "\n"));
    write_case("crlf-1", &input_for(&random, "\r\n"));

    // The draws of a former large file, so that the files below stay as they are.
    for _ in 0..100_000 {
        rng.below(9_999);
    }

    let huge = [10_000, 10_001, 99_999, 1_000_000_007, 1 << 40, 1 << 63, u64::MAX - 1, u64::MAX];
    let mut beyond: Vec<u64> = huge.to_vec();
    beyond.extend((0..30).map(|_| 10_000 + rng.below(u64::MAX - 10_000)));
    write_case("huge-1", &input_for(&beyond, "\n"));

    write_case("layout-1", "5 1 2\t10\n\n18\r\n  9999");
}
