use super::*;
use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/luogu_p4301");

/// Largest pile and most piles the Nim search table holds.
const MAX_PILE: usize = 15;
const MAX_PILES: usize = 6;

/// Nim by game search, no theory: the player to move wins iff some move (any positive
/// number from one pile) leaves a position the opponent loses; with no match left the
/// player to move has lost (the opponent took the last one). Memoised over the multiset of
/// non-empty piles (a pile of 0 allows no move), encoded as base-16 digits in decreasing
/// order.
struct Nim {
    memo: Vec<u8>, // 0 unknown, 1 lost, 2 won for the player to move
}

impl Nim {
    fn new() -> Nim {
        Nim { memo: vec![0; 1 << (4 * MAX_PILES)] }
    }

    fn key(piles: &[usize]) -> usize {
        let mut sorted: Vec<usize> = piles.iter().copied().filter(|&p| p > 0).collect();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        sorted.iter().fold(0, |key, &p| key * 16 + p)
    }

    fn wins(&mut self, piles: &[usize]) -> bool {
        assert!(piles.len() <= MAX_PILES && piles.iter().all(|&p| p <= MAX_PILE));
        let key = Nim::key(piles);
        if self.memo[key] != 0 {
            return self.memo[key] == 2;
        }
        let mut next = piles.to_vec();
        let mut win = false;
        'search: for i in 0..piles.len() {
            for smaller in 0..piles[i] {
                next[i] = smaller;
                if !self.wins(&next) {
                    win = true;
                    break 'search;
                }
            }
            next[i] = piles[i];
        }
        self.memo[key] = if win { 2 } else { 1 };
        win
    }
}

/// The whole game by search, no linear algebra: player 1 tries every set of piles to keep
/// (non-empty: he never removes all); the turn wins iff for every non-empty subset player
/// 2 may keep, the Nim that follows is won by player 1 (to move). The fewest matches
/// removed over the winning turns, or `None`.
fn game_search(piles: &[usize], nim: &mut Nim) -> Option<usize> {
    let k = piles.len();
    let total: usize = piles.iter().sum();
    let mut best: Option<usize> = None;
    for kept in 1..1usize << k {
        let kept_sum: usize = (0..k).filter(|&i| kept >> i & 1 == 1).map(|i| piles[i]).sum();
        if best.map_or(false, |b| total - kept_sum >= b) {
            continue;
        }
        // Every non-empty submask of `kept`: what player 2 may keep.
        let mut wins = true;
        let mut left = kept;
        while left != 0 {
            let after: Vec<usize> =
                (0..k).filter(|&i| left >> i & 1 == 1).map(|i| piles[i]).collect();
            if !nim.wins(&after) {
                wins = false;
                break;
            }
            left = (left - 1) & kept;
        }
        if wins {
            best = Some(total - kept_sum);
        }
    }
    best
}

/// The other reading of empty piles: they are no piles at all. With no pile left, player
/// 1 faces Nim without a match and loses.
fn game_search_without_empty_piles(piles: &[usize], nim: &mut Nim) -> Option<usize> {
    let real: Vec<usize> = piles.iter().copied().filter(|&p| p > 0).collect();
    if real.is_empty() {
        None
    } else {
        game_search(&real, nim)
    }
}

fn answer_text(answer: Option<usize>) -> String {
    match answer {
        Some(removed) => format!("{}\n", removed),
        None => "-1\n".to_string(),
    }
}

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

/// Every non-decreasing sequence of `len` values in 0..=max, passed to `visit`.
fn each_multiset(len: usize, max: usize, visit: &mut dyn FnMut(&[usize])) {
    fn go(piles: &mut Vec<usize>, len: usize, max: usize, visit: &mut dyn FnMut(&[usize])) {
        if piles.len() == len {
            visit(piles);
            return;
        }
        let low = piles.last().copied().unwrap_or(0);
        for value in low..=max {
            piles.push(value);
            go(piles, len, max, visit);
            piles.pop();
        }
    }
    go(&mut Vec::new(), len, max, visit);
}

#[test]
fn sample() {
    assert_eq!(run_str("6\n5 5 6 6 5 5\n"), ("21\n".to_string(), Ok(None)));
    let mut nim = Nim::new();
    assert_eq!(game_search(&[5, 5, 6, 6, 5, 5], &mut nim), Some(21));
}

#[test]
fn nim_search_knows_small_facts() {
    let mut nim = Nim::new();
    assert!(!nim.wins(&[]));
    assert!(!nim.wins(&[0, 0]));
    assert!(nim.wins(&[3]));
    assert!(!nim.wins(&[4, 4]));
    assert!(!nim.wins(&[1, 2, 3]));
    assert!(nim.wins(&[1, 2, 4]));
}

#[test]
fn greedy_matches_game_search_on_every_small_multiset_in_both_readings() {
    let mut nim = Nim::new();
    let mut checked = 0;
    let mut forced = 0; // positions where player 1 must remove matches
    let mut lost = 0; // positions with no winning turn (all piles empty)
    let mut check = |piles: &[usize]| {
        let values: Vec<u64> = piles.iter().map(|&p| p as u64).collect();
        let expected = game_search(piles, &mut nim);
        assert_eq!(
            game_search_without_empty_piles(piles, &mut nim),
            expected,
            "the readings of empty piles differ on {:?}",
            piles
        );
        assert_eq!(fewest_removed(&values), expected.map(|r| r as u128), "{:?}", piles);
        checked += 1;
        forced += usize::from(expected.map_or(false, |r| r > 0));
        lost += usize::from(expected.is_none());
    };
    for len in 1..=5 {
        each_multiset(len, MAX_PILE, &mut check);
    }
    each_multiset(6, 7, &mut check);
    assert_eq!(checked, 20348 + 1716);
    // Both kinds of answer occur, and -1 only for the all-empty rows.
    assert!(forced > 10000 && forced < checked);
    assert_eq!(lost, 6);
}

/// Heaviest kept set by exhaustion over every subset, the game replaced only by the
/// independence condition (step 2, proved by the game search above): no non-empty subset
/// of the kept piles has XOR 0.
fn exhaustive_independent(piles: &[u64]) -> Option<u128> {
    let k = piles.len();
    let full = 1usize << k;
    let mut xor = vec![0u64; full];
    let mut dependent = vec![false; full];
    for mask in 1..full {
        let low = mask.trailing_zeros() as usize;
        xor[mask] = xor[mask & (mask - 1)] ^ piles[low];
        dependent[mask] =
            xor[mask] == 0 || (0..k).any(|i| mask >> i & 1 == 1 && dependent[mask ^ 1 << i]);
    }
    let total: u128 = piles.iter().map(|&p| u128::from(p)).sum();
    (1..full)
        .filter(|&mask| !dependent[mask])
        .map(|mask| {
            total
                - (0..k).filter(|&i| mask >> i & 1 == 1).map(|i| u128::from(piles[i])).sum::<u128>()
        })
        .min()
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

#[test]
fn greedy_is_the_heaviest_independent_set_on_random_big_values() {
    let mut rng = Rng(0x4301);
    let mut forced = 0;
    for case in 0..300 {
        let k = 1 + rng.below(10) as usize;
        // Few bits make dependence common; many bits test the wide arithmetic.
        let bits = [3, 6, 10, 30, 64][case % 5];
        let piles: Vec<u64> = (0..k)
            .map(|_| if bits == 64 { rng.below(u64::MAX) } else { 1 + rng.below((1 << bits) - 1) })
            .collect();
        let expected = exhaustive_independent(&piles);
        assert_eq!(fewest_removed(&piles), expected, "{:?}", piles);
        forced += usize::from(expected.map_or(false, |r| r > 0));
    }
    assert!(forced > 50 && forced < 300);
}

#[test]
fn extreme_values_use_wide_sums() {
    // Three equal huge piles: one stays, two go.
    let big = u64::MAX;
    assert_eq!(fewest_removed(&[big, big, big]), Some(2 * u128::from(big)));
    assert_eq!(
        run_str("3 18446744073709551615 18446744073709551615 1"),
        ("18446744073709551615\n".to_string(), Ok(None))
    );
    assert_eq!(fewest_removed(&[0]), None);
    assert_eq!(run_str("3\n0 0 0\n"), ("-1\n".to_string(), Ok(None)));
    assert_eq!(run_str("3\n0 7 0\n"), ("0\n".to_string(), Ok(None)));
}

#[test]
fn layouts_crlf_tabs_flattened_missing_newline() {
    let expected = ("21\n".to_string(), Ok(None));
    assert_eq!(run_str("6\r\n5 5 6 6 5 5\r\n"), expected);
    assert_eq!(run_str("\n\n 6\t5 5\n6\n6 5 5"), expected);
}

#[test]
fn bad_input_is_reported_with_its_line() {
    let err = |s: &str| (String::new(), Err(s.to_string()));
    assert_eq!(run_str(""), err("line 1: input ends before the number of piles k"));
    assert_eq!(run_str(" \n\t"), err("line 1: input ends before the number of piles k"));
    assert_eq!(
        run_str("6\n5 5 6 6 5"),
        err("line 2: input ends after 5 of 6 piles (expected a_6)")
    );
    assert_eq!(run_str("2\n"), err("line 1: input ends after 0 of 2 piles (expected a_1)"));
    assert_eq!(run_str("1\n\n"), err("line 1: input ends after 0 of 1 pile (expected a_1)"));
    assert_eq!(run_str("3\n1 x 2"), err("line 2: expected a non-negative integer, found \"x\""));
    assert_eq!(run_str("2\n1 -2"), err("line 2: expected a non-negative integer, found \"-2\""));
    assert_eq!(
        run_str("1\n\n18446744073709551616"),
        err("line 3: number \"18446744073709551616\" does not fit in 64 bits")
    );
    assert_eq!(
        run_str("0\n"),
        err("line 1: k = 0: player 1 must keep at least one pile, so he has no legal turn")
    );
    // A huge count is not allocated for: the missing piles are simply reported.
    assert_eq!(
        run_str("1000000000000000000 3 1 2\n"),
        err("line 1: input ends after 3 of 1000000000000000000 piles (expected a_4)")
    );
    // Data after the piles is ignored with a warning.
    assert_eq!(
        run_str("6\n5 5 6 6 5 5\n7 7\n"),
        ("21\n".to_string(), Ok(Some("line 3: ignored input after the 6 piles".to_string())))
    );
    assert_eq!(
        run_str("1 4 x"),
        ("0\n".to_string(), Ok(Some("line 1: ignored input after the 1 pile".to_string())))
    );
}

/// The piles of a well-formed one-case input file.
fn piles_of(input: &str) -> Vec<u64> {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    assert_eq!(numbers.len() as u64, 1 + numbers[0], "a well-formed file");
    numbers[1..].to_vec()
}

fn files(prefix: &str) -> Vec<PathBuf> {
    let mut inputs: Vec<PathBuf> = fs::read_dir(DATA)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            name.starts_with(prefix) && name.ends_with(".in")
        })
        .collect();
    inputs.sort();
    inputs
}

#[test]
fn brute_testdata_is_proved_by_game_search() {
    let mut nim = Nim::new();
    let inputs = files("brute-");
    assert!(inputs.len() >= 5, "testdata present");
    for path in inputs {
        let input = fs::read_to_string(&path).unwrap();
        let expected = fs::read_to_string(path.with_extension("out")).unwrap();
        let piles: Vec<usize> = piles_of(&input).iter().map(|&p| p as usize).collect();
        assert_eq!(answer_text(game_search(&piles, &mut nim)), expected, "{:?}", path);
        assert_eq!(run_str(&input), (expected, Ok(None)), "{:?}", path);
    }
}

/// The large case is built so that its answer follows by counting: all values are below
/// 2^30, so a kept (independent) set has at most 30 piles, and removing all but the 30
/// largest is the least possible; those 30 have distinct lowest set bits, so no non-empty
/// subset of them has XOR 0 (the lowest bit of the subset's smallest such bit survives).
fn large_answer_by_counting(piles: &[u64]) -> u128 {
    let mut sorted = piles.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    assert!(sorted[0] < 1 << 30 && sorted.len() > 30);
    let mut lowest_bits: Vec<u32> = sorted[..30].iter().map(|v| v.trailing_zeros()).collect();
    lowest_bits.sort_unstable();
    lowest_bits.dedup();
    assert_eq!(lowest_bits.len(), 30, "the 30 largest have distinct lowest set bits");
    sorted[30..].iter().map(|&v| u128::from(v)).sum()
}

#[test]
fn large_and_other_testdata_are_proved() {
    let mut nim = Nim::new();
    for path in files("large-") {
        let input = fs::read_to_string(&path).unwrap();
        let expected = fs::read_to_string(path.with_extension("out")).unwrap();
        let answer = large_answer_by_counting(&piles_of(&input));
        assert!(answer > 1 << 32);
        assert_eq!(format!("{}\n", answer), expected, "{:?}", path);
        assert_eq!(run_str(&input), (expected, Ok(None)), "{:?}", path);
    }
    for prefix in &["sample-", "crlf-"] {
        for path in files(prefix) {
            let input = fs::read_to_string(&path).unwrap();
            let expected = fs::read_to_string(path.with_extension("out")).unwrap();
            let piles: Vec<usize> = piles_of(&input).iter().map(|&p| p as usize).collect();
            assert_eq!(answer_text(game_search(&piles, &mut nim)), expected, "{:?}", path);
            assert_eq!(run_str(&input), (expected, Ok(None)), "{:?}", path);
        }
    }
}

fn write_case(name: &str, input: String, expected: String) {
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), expected).unwrap();
}

fn one_case(piles: &[u64], newline: &str) -> String {
    let values: Vec<String> = piles.iter().map(|p| p.to_string()).collect();
    format!("{}{}{}{}", piles.len(), newline, values.join(" "), newline)
}

/// Writes the testdata but the sample: brute-* from the game search, large-1 from the
/// counting argument:
/// `cargo test --release --bin luogu_p4301 -- --ignored write_brute_testdata`.
#[test]
#[ignore]
fn write_brute_testdata() {
    let mut nim = Nim::new();
    let mut rng = Rng(0x3105);
    let cases: Vec<Vec<usize>> = vec![
        vec![5, 5, 6, 6, 5, 5],
        vec![7, 7, 7, 7, 7, 7],
        vec![1, 2, 3, 4, 5, 6],
        vec![15, 14, 13, 12, 11],
        vec![0, 3, 0, 5, 6],
        vec![0, 0, 0],
        vec![9],
        (0..6).map(|_| 1 + rng.below(15) as usize).collect(),
        (0..6).map(|_| 1 + rng.below(7) as usize).collect(),
        (0..5).map(|_| 1 + rng.below(15) as usize).collect(),
    ];
    for (index, piles) in cases.iter().enumerate() {
        let values: Vec<u64> = piles.iter().map(|&p| p as u64).collect();
        let expected = answer_text(game_search(piles, &mut nim));
        write_case(&format!("brute-{}", index + 1), one_case(&values, "\n"), expected);
    }
    write_case("crlf-1", one_case(&[5, 5, 6, 6, 5, 5], "\r\n"), "21\n".to_string());

    // 30 piles ≥ 2^29 with lowest set bits 0..=29, and 70 below 2^29, shuffled.
    let mut large: Vec<u64> = (0..30u32)
        .map(|bit| {
            let unit = 1u64 << bit;
            // An odd multiple of 2^bit in [2^29, 10^9].
            let low = ((1u64 << 29) + unit - 1) / unit;
            let high = 1_000_000_000 / unit;
            let mut m = low + rng.below(high - low + 1);
            if m % 2 == 0 {
                m = if m < high { m + 1 } else { m - 1 };
            }
            m * unit
        })
        .collect();
    large.extend((0..70).map(|_| 1 + rng.below((1 << 29) - 1)));
    for i in (1..large.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        large.swap(i, j);
    }
    let answer = large_answer_by_counting(&large);
    write_case("large-1", one_case(&large, "\n"), format!("{}\n", answer));
}
