use super::*;

#[path = "../kit/cases.rs"]
mod cases;
#[path = "../kit/heaps.rs"]
mod heaps;
#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/classic_a.rs"]
mod max;

use cases::{cases_of, input_for, Outcome, Rng};
use heaps::{agree_on, lower_one, mixtures, multisets, Search};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/luogu_p4279");

/// Game search over multisets of piles. No theory, only the rules: a move takes 1.. stones
/// from one pile; a move that takes the last stone loses at once, so the player to move wins
/// iff some move leaves stones on the board and leaves the opponent a lost position (such a
/// move is never chosen, so it is left out). Positions with no stone are never searched.
fn new_search() -> Search {
    Search::heaps(|piles| {
        assert!(!piles.is_empty(), "a position with no stone is not a game");
        let mut moves = lower_one(piles, u64::MAX);
        moves.retain(|next| next.iter().any(|&p| p > 0));
        moves
    })
}

/// The solution on a list of piles, folded as `run` folds them.
fn solution(piles: &[u64]) -> bool {
    let xor = piles.iter().fold(0, |x, p| x ^ p);
    mover_wins(xor, piles.iter().any(|&p| p >= 2))
}

/// The positions with a stone (the others are not games).
fn with_stones(positions: Vec<Vec<u64>>) -> Vec<Vec<u64>> {
    positions.into_iter().filter(|piles| piles.iter().any(|&p| p > 0)).collect()
}

fn word(john_wins: bool) -> &'static str {
    if john_wins {
        "John\n"
    } else {
        "Brother\n"
    }
}

fn run_str(input: &str) -> Outcome {
    cases::run_str(run, input)
}

#[test]
fn sample() {
    assert_eq!(run_str("2\n3\n3 5 1\n1\n1\n"), ("John\nBrother\n".to_string(), Ok(None)));
}

#[test]
fn matches_game_search_for_every_multiset_of_up_to_5_piles_up_to_7() {
    let mut search = new_search();
    // No stone: not a game (the convention is tested below).
    let games = with_stones(multisets(5, 0, 7));
    assert_eq!(games.len(), 1286 - 5);
    let verdicts = agree_on(&mut search, &games, &solution, 100);
    // The run path on all of them at once.
    let expected: String = verdicts.iter().map(|&john| word(john)).collect();
    assert_eq!(run_str(&input_for(&games, "\n")), (expected, Ok(None)));
}

#[test]
fn matches_game_search_on_many_small_piles() {
    // 30 piles of at most 3 stones, in every mixture of counts (c0, c1, c2, c3).
    let mut search = new_search();
    let games = with_stones(mixtures(30, 3));
    assert_eq!(games.len(), 5456 - 1);
    agree_on(&mut search, &games, &solution, 500);
}

#[test]
fn empty_piles_and_the_sum_equals_n_pitfall() {
    let mut search = new_search();
    for &(piles, john) in &[
        (&[0u64, 1][..], false),
        (&[1, 0, 0][..], false),
        (&[0, 1, 1][..], true),
        (&[0, 0, 2][..], true),
        (&[0, 2, 2][..], false),
        (&[1][..], false),
        (&[1, 1][..], true),
        (&[2][..], true),
    ] {
        assert_eq!(search.mover_wins(piles), john, "search, {:?}", piles);
        assert_eq!(solution(piles), john, "solution, {:?}", piles);
        // The classic bug: "all piles are 1" tested as sum == N.
        let sum: u64 = piles.iter().sum();
        let xor = piles.iter().fold(0, |x, p| x ^ p);
        let buggy = if sum == piles.len() as u64 { xor == 0 } else { xor != 0 };
        if piles.contains(&0) && piles.iter().all(|&p| p <= 1) {
            assert_ne!(buggy, john, "the pitfall shows on {:?}", piles);
        }
    }
    // No stone at all: the player who cannot move wins (anti-SG convention).
    assert_eq!(run_str("3\n1\n0\n3\n0 0 0\n0\n"), ("John\nJohn\nJohn\n".to_string(), Ok(None)));
}

#[test]
fn layouts_and_large_values() {
    let expected = ("John\nBrother\n".to_string(), Ok(None));
    assert_eq!(run_str("2\r\n3\r\n3 5 1\r\n1\r\n1\r\n"), expected);
    assert_eq!(run_str("2 3 3\t5 1 1 1"), expected);
    assert_eq!(run_str("\n\n2\n3\n3\n5\n\n1\n1\n1"), expected);
    let max = "18446744073709551615";
    assert_eq!(
        run_str(&format!("3\n2\n{} {}\n1\n{}\n3\n{} 1 1\n", max, max, max, max)),
        ("Brother\nJohn\nJohn\n".to_string(), Ok(None))
    );
    assert_eq!(run_str("0\n"), (String::new(), Ok(None)));
}

const NAMES: cases::Names = cases::Names { count: "T", case: "case", n: "N", value: "pile" };

#[test]
fn bad_input_answers_complete_cases_then_reports() {
    let mut search = new_search();
    cases::check_bad_cases(run, &NAMES, false, &mut |heaps| {
        word(search.mover_wins(heaps)).to_string()
    });
    // Cases cut at other places than the shared checks cut them.
    let err = |out: &str, e: &str| (out.to_string(), Err(e.to_string()));
    assert_eq!(
        run_str("3\n1\n2\n"),
        err("John\n", "line 3: input ends after 1 of 3 cases (expected N)")
    );
    assert_eq!(
        run_str("1\n3\n3 5\n\n"),
        err("", "line 3: input ends inside case 1 of 1 (expected pile 3 of 3)")
    );
    assert_eq!(
        run_str("2\n3\n3 5 1\n1\n"),
        err("John\n", "line 4: input ends inside case 2 of 2 (expected pile 1 of 1)")
    );
}

#[test]
fn trailing_data_is_ignored_with_a_warning() {
    let mut search = new_search();
    cases::check_trailing_cases(run, &NAMES, &mut |heaps| {
        word(search.mover_wins(heaps)).to_string()
    });
}

/// The search's answers for a file of well-formed cases.
fn expected_by_search(input: &str, search: &mut Search) -> String {
    let mut expected = String::new();
    for piles in cases_of(input) {
        assert!(
            piles.iter().all(|&p| p <= 3) || (piles.len() <= 5 && piles.iter().all(|&p| p <= 7)),
            "small enough to search"
        );
        expected.push_str(word(search.mover_wins(&piles)));
    }
    expected
}

/// A second, independent reading of the theorem for the large input: count the piles by
/// size class on a whole case and decide by the cases of the proof.
fn expected_by_cases(input: &str) -> String {
    let mut expected = String::new();
    for piles in cases_of(input) {
        let big = piles.iter().filter(|&&p| p > 1).count();
        let ones = piles.iter().filter(|&&p| p == 1).count();
        let nim_sum = piles.iter().fold(0, |x, &p| x ^ p);
        let john = if big == 0 { ones % 2 == 0 } else { nim_sum != 0 };
        expected.push_str(word(john));
    }
    expected
}

fn check_files(prefix: &str, expected_for: &mut dyn FnMut(&str) -> String) -> usize {
    cases::check_files(DATA, prefix, &run_str, expected_for)
}

#[test]
fn testdata_outputs_are_proved() {
    let mut search = new_search();
    assert!(check_files("brute-", &mut |input| expected_by_search(input, &mut search)) >= 4);
    assert_eq!(check_files("sample-", &mut |input| expected_by_search(input, &mut search)), 1);
    assert_eq!(check_files("crlf-", &mut |input| expected_by_search(input, &mut search)), 1);
    // The benchmark's maximum input (T = 500, N = 50, piles up to 5000), generated
    // (examples/gen.rs), not stored.
    let input = max::input("luogu_p4279", max::luogu_p4279);
    assert_eq!(run_str(&input), (expected_by_cases(&input), Ok(None)), "the maximum input");
}

/// A random position of `n` piles whose sizes are drawn from one of several shapes, so
/// that every branch of the rule is common (all ≤ 1, one big pile, x = 0 with big piles).
fn random_case(rng: &mut Rng, n: usize, max: u64) -> Vec<u64> {
    let mut piles: Vec<u64> = match rng.below(4) {
        0 => (0..n).map(|_| rng.below(2)).collect(),
        1 => {
            let mut piles: Vec<u64> = (0..n).map(|_| rng.below(2)).collect();
            piles[rng.below(n as u64) as usize] = 2 + rng.below(max - 1);
            piles
        }
        _ => (0..n).map(|_| rng.below(max + 1)).collect(),
    };
    if rng.below(2) == 0 {
        // Make x = 0 where one pile can absorb it.
        let x = piles.iter().fold(0, |x, &p| x ^ p);
        let i = rng.below(n as u64) as usize;
        if piles[i] ^ x <= max {
            piles[i] ^= x;
        }
    }
    if piles.iter().all(|&p| p == 0) {
        piles[0] = 1;
    }
    piles
}

fn write_case(name: &str, piles: &[Vec<u64>], crlf: bool, search: Option<&mut Search>) {
    let input = input_for(piles, if crlf { "\r\n" } else { "\n" });
    let expected = match search {
        Some(search) => expected_by_search(&input, search),
        None => expected_by_cases(&input),
    };
    cases::write_case(DATA, name, &input, &expected);
}

/// Writes the testdata (the sample is copied from the statement) from the game search:
/// `cargo test --release --bin luogu_p4279 -- --ignored write_brute_testdata`.
#[test]
#[ignore]
fn write_brute_testdata() {
    let mut search = new_search();
    let all = with_stones(multisets(5, 0, 7));
    // T ≤ 500 per file, as on the judge.
    for (i, chunk) in all.chunks(500).enumerate() {
        write_case(&format!("brute-all-{}", i + 1), chunk, false, Some(&mut search));
    }
    let mut rng = Rng(0x4279);
    let many: Vec<Vec<u64>> = (0..200).map(|_| random_case(&mut rng, 50, 3)).collect();
    write_case("brute-50-piles", &many, false, Some(&mut search));
    let sample = vec![vec![3, 5, 1], vec![1]];
    write_case("crlf-1", &sample, true, Some(&mut search));
}
