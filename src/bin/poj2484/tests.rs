use super::*;

#[path = "../kit/cases.rs"]
mod cases;
#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/classic_b.rs"]
mod max;

use cases::Rng;
use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/poj2484");

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

/// The game itself on a circle of `n` coins: `wins[set]` for every set of remaining coins
/// (bit i = coin i), true when the player to move wins. Moves: remove one coin, or coins i
/// and i + 1 (mod n) when both remain. The empty set is lost (the opponent took the last
/// coin). Every move clears bits, so a set's successors are smaller numbers.
fn game_table(n: usize) -> Vec<bool> {
    let mut wins = vec![false; 1 << n];
    for set in 1..(1usize << n) {
        let mut win = false;
        for i in 0..n {
            if set >> i & 1 == 0 {
                continue;
            }
            let one = set & !(1 << i);
            if !wins[one] {
                win = true;
                break;
            }
            let j = (i + 1) % n;
            if j != i && set >> j & 1 == 1 && !wins[one & !(1 << j)] {
                win = true;
                break;
            }
        }
        wins[set] = win;
    }
    wins
}

/// Alice's verdicts for n = 1..=max by the game search (index n).
fn search_verdicts(max: usize) -> Vec<bool> {
    (0..=max).map(|n| n > 0 && game_table(n)[(1 << n) - 1]).collect()
}

#[test]
fn sample() {
    let expected = ("Alice\nAlice\nBob\n".to_string(), Ok(None));
    assert_eq!(run_str("1\n2\n3\n0\n"), expected);
    assert_eq!(run_str("1 2 3 0"), expected); // as every copy prints it
}

#[test]
fn rule_matches_game_search_for_every_n_up_to_20() {
    let verdicts = search_verdicts(20);
    for (n, &verdict) in verdicts.iter().enumerate().skip(1) {
        assert_eq!(alice_wins(n as u64), verdict, "n = {}", n);
    }
    // Both verdicts occur, and n = 3 is lost for Alice despite the statement's "n > 3".
    assert!(verdicts[1] && verdicts[2] && !verdicts[3] && !verdicts[20]);
}

impl Rng {
    /// An index below `bound`.
    fn index(&mut self, bound: usize) -> usize {
        self.below(bound as u64) as usize
    }
}

/// The coins still on a circle of n, with O(1) removal and random choice.
struct Circle {
    n: usize,
    present: Vec<bool>,
    list: Vec<u32>,
    index: Vec<u32>,
}

impl Circle {
    fn new(n: usize) -> Circle {
        let all = (0..n as u32).collect::<Vec<u32>>();
        Circle { n, present: vec![true; n], list: all.clone(), index: all }
    }

    fn remove(&mut self, coin: usize) {
        assert!(self.present[coin], "coin {} is not there", coin);
        self.present[coin] = false;
        let at = self.index[coin];
        let last = *self.list.last().unwrap();
        self.list.swap_remove(at as usize);
        if last as usize != coin {
            self.index[last as usize] = at;
        }
    }

    /// Removes coins `a` and `b`, which must be there and adjacent on the circle.
    fn remove_pair(&mut self, a: usize, b: usize) {
        assert!((a + 1) % self.n == b || (b + 1) % self.n == a, "{} and {} not adjacent", a, b);
        self.remove(a);
        self.remove(b);
    }
}

/// Plays Bob's mirror strategy against an Alice who plays random legal moves (a random
/// coin, and half the time its clockwise neighbour too when that is there) on a circle of
/// n ≥ 3 coins. Every move is checked for legality; returns whether Bob took the last coin.
fn mirror_game(n: usize, rng: &mut Rng) -> bool {
    let mut circle = Circle::new(n);
    // Alice's first move, turned so that it takes coin 0 (and coin 1).
    circle.remove(0);
    let mut start = 1;
    if rng.index(2) == 0 {
        circle.remove(1);
        start = 2;
    }
    // The chain start..n; Bob takes its middle (one coin or two).
    let length = n - start;
    let half = (length - 1) / 2;
    let first_middle = start + half;
    if length % 2 == 1 {
        circle.remove(first_middle);
    } else {
        circle.remove_pair(first_middle, first_middle + 1);
    }
    let shift = n - half - start; // coin start + j mirrors coin start + shift + j
    let mirror = |coin: usize| if coin < first_middle { coin + shift } else { coin - shift };
    let mut bob_moved_last = true;
    while !circle.list.is_empty() {
        let coin = circle.list[rng.index(circle.list.len())] as usize;
        let next = (coin + 1) % n;
        if rng.index(2) == 0 && circle.present[next] {
            circle.remove_pair(coin, next);
            circle.remove_pair(mirror(coin), mirror(next));
        } else {
            circle.remove(coin);
            if circle.list.is_empty() {
                bob_moved_last = false;
                break;
            }
            circle.remove(mirror(coin));
        }
    }
    bob_moved_last
}

#[test]
fn mirror_strategy_wins_against_random_play() {
    let mut rng = Rng(0x2484);
    for n in 3..=60 {
        for _ in 0..50 {
            assert!(mirror_game(n, &mut rng), "n = {}", n);
        }
    }
    // n = 10^6 and its neighbours are played out by the check of the maximum input.
    for &n in &[65_536, 65_537] {
        assert!(mirror_game(n, &mut rng), "n = {}", n);
    }
}

#[test]
fn layouts_crlf_tabs_missing_terminator() {
    let expected = ("Alice\nAlice\nBob\n".to_string(), Ok(None));
    assert_eq!(run_str("1\r\n2\r\n3\r\n0\r\n"), expected);
    assert_eq!(run_str("\n\n 1\t2\n\n3 0"), expected);
    assert_eq!(run_str("1\n2\n3\n"), expected);
    assert_eq!(run_str("1\n2\n3"), expected);
    assert_eq!(run_str("0\n"), (String::new(), Ok(None)));
    assert_eq!(run_str(""), (String::new(), Ok(None)));
    assert_eq!(run_str("18446744073709551615 0"), ("Bob\n".to_string(), Ok(None)));
}

#[test]
fn bad_input_answers_complete_cases_then_reports() {
    let err = |out: &str, e: &str| (out.to_string(), Err(e.to_string()));
    assert_eq!(
        run_str("1\n2\nx\n0\n"),
        err("Alice\nAlice\n", "line 3: expected a non-negative integer, found \"x\"")
    );
    assert_eq!(
        run_str("3\n-1\n0\n"),
        err("Bob\n", "line 2: expected a non-negative integer, found \"-1\"")
    );
    assert_eq!(
        run_str("1\n18446744073709551616\n0\n"),
        err("Alice\n", "line 2: number \"18446744073709551616\" does not fit in 64 bits")
    );
    assert_eq!(
        run_str("1 2.5 0"),
        err("Alice\n", "line 1: expected a non-negative integer, found \"2.5\"")
    );
}

/// Random layouts (`cases::check_zero_ended_layouts`) are answered as their tokens say.
#[test]
fn random_layouts_are_answered_by_their_tokens() {
    let answer = |n: u64| if alice_wins(n) { "Alice\n" } else { "Bob\n" }.to_string();
    cases::check_zero_ended_layouts(&run_str, &answer);
}

#[test]
fn trailing_input_is_ignored_with_a_warning() {
    assert_eq!(
        run_str("1\n2\n3\n0\n\n5 x\n"),
        (
            "Alice\nAlice\nBob\n".to_string(),
            Ok(Some("line 6: ignored input after the final 0".to_string()))
        )
    );
    assert_eq!(
        run_str("0 0"),
        (String::new(), Ok(Some("line 1: ignored input after the final 0".to_string())))
    );
}

/// The expected output for a well-formed file: n ≤ 20 by the game search; larger n by the
/// mirror strategy played out against a random Alice (one game per distinct n).
fn expected_by_search(input: &str, verdicts: &[bool]) -> String {
    let numbers: Vec<usize> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    assert_eq!(numbers.last(), Some(&0), "a well-formed file ends with 0");
    let large: BTreeSet<usize> = numbers.iter().copied().filter(|&n| n > 20).collect();
    let mut rng = Rng(0x600d_2484);
    for &n in &large {
        assert!(n <= 1_000_000, "n = {} within the judge's limit", n);
        assert!(mirror_game(n, &mut rng), "n = {}", n);
    }
    let mut expected = String::new();
    for &n in &numbers[..numbers.len() - 1] {
        assert!(n > 0, "0 only at the end");
        let alice = if n <= 20 { verdicts[n] } else { false };
        expected.push_str(if alice { "Alice\n" } else { "Bob\n" });
    }
    expected
}

#[test]
fn testdata_outputs_are_proved_by_game_search() {
    let verdicts = search_verdicts(20);
    let files =
        cases::check_files(DATA, "", &run_str, &mut |input| expected_by_search(input, &verdicts));
    assert!(files >= 4, "testdata present");
    // The benchmark's maximum input (20 MB of lines), generated (examples/gen.rs), not stored.
    let input = max::input("poj2484", max::poj2484);
    assert_eq!(run_str(&input), (expected_by_search(&input, &verdicts), Ok(None)));
}

fn write_case(name: &str, values: &[usize]) {
    let mut input = String::new();
    for &n in values {
        input.push_str(&format!("{}\n", n));
    }
    input.push_str("0\n");
    let expected = expected_by_search(&input, &search_verdicts(20));
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), expected).unwrap();
}

/// Writes the testdata (except the sample and its CRLF copy) from the game search:
/// `cargo test --release --bin poj2484 -- --ignored write_brute_testdata`.
#[test]
#[ignore]
fn write_brute_testdata() {
    let all: Vec<usize> = (1..=20).collect();
    write_case("brute-all-20", &all);
    let mut rng = Rng(0x5eed_2484);
    let random: Vec<usize> = (0..200).map(|_| 1 + rng.index(20)).collect();
    write_case("brute-random-1", &random);
}
