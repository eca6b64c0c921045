use super::*;
use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/dp_k");

/// The game itself, searched from the top: with `stones` left the player to move tries every
/// x in `set` that fits and wins if one of them leaves the opponent lost. Memoised on the
/// number of stones (`memo[s]`), recursing as deep as the game is long.
fn mover_wins(set: &[u64], stones: u64, memo: &mut Vec<Option<bool>>) -> bool {
    if let Some(known) = memo[stones as usize] {
        return known;
    }
    let mut wins = false;
    for &x in set {
        if x <= stones && !mover_wins(set, stones - x, memo) {
            wins = true;
            break;
        }
    }
    memo[stones as usize] = Some(wins);
    wins
}

/// The search on a pile of `k`, in a thread with a stack deep enough for K = 10^5 moves of 1.
fn search(set: &[u64], k: u64) -> bool {
    let set = set.to_vec();
    std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(move || mover_wins(&set, k, &mut vec![None; k as usize + 1]))
        .unwrap()
        .join()
        .unwrap()
}

/// The piles up to `max` that the search finds lost for the player to move (one memo).
fn lost_piles(set: &[u64], max: u64) -> Vec<u64> {
    let mut memo = vec![None; max as usize + 1];
    (0..=max).filter(|&k| !mover_wins(set, k, &mut memo)).collect()
}

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

fn word(first: bool) -> &'static str {
    if first {
        "First\n"
    } else {
        "Second\n"
    }
}

const SAMPLES: [(&str, &str); 6] = [
    ("2 4\n2 3\n", "First\n"),
    ("2 5\n2 3\n", "Second\n"),
    ("2 7\n2 3\n", "First\n"),
    ("3 20\n1 2 3\n", "Second\n"),
    ("3 21\n1 2 3\n", "First\n"),
    ("1 100000\n1\n", "Second\n"),
];

#[test]
fn samples() {
    for &(input, output) in &SAMPLES {
        assert_eq!(run_str(input), (output.to_string(), Ok(None)), "{:?}", input);
    }
}

#[test]
fn table_matches_game_search_for_every_set_up_to_10_and_every_k_up_to_40() {
    let (mut won, mut lost) = (0, 0);
    for mask in 1u32..1 << 10 {
        let set: Vec<u64> = (1..=10).filter(|&x| mask >> (x - 1) & 1 == 1).collect();
        let moves: Vec<usize> = set.iter().map(|&x| x as usize).collect();
        let table = win_table(&moves, 40);
        let mut memo = vec![None; 41];
        for k in 0..=40u64 {
            let wins = mover_wins(&set, k, &mut memo);
            assert_eq!(table[k as usize], wins, "A = {:?}, K = {}", set, k);
            assert_eq!(first_wins(&usable_moves(&set, k), k as usize), wins);
            if wins {
                won += 1;
            } else {
                lost += 1;
            }
        }
    }
    // Both verdicts are common: the comparison is not against a constant.
    assert!(won > 10_000 && lost > 5_000, "{} won, {} lost", won, lost);
}

#[test]
fn run_reads_n_then_k_then_the_set() {
    for mask in 1u32..1 << 6 {
        let set: Vec<u64> = (1..=6).filter(|&x| mask >> (x - 1) & 1 == 1).collect();
        let values: Vec<String> = set.iter().map(|x| x.to_string()).collect();
        for k in *set.last().unwrap()..=30 {
            let input = format!("{} {}\n{}\n", set.len(), k, values.join(" "));
            assert_eq!(run_str(&input), (word(search(&set, k)).to_string(), Ok(None)));
        }
    }
}

#[test]
fn pitfalls() {
    // No closed formula: "lost iff K mod (a_1 + a_N) < a_1" fails on A = {1, 3, 4}, whose
    // lost positions are 0 and 2 modulo 7.
    let set = [1, 3, 4];
    let lost: Vec<u64> = (0..=20).filter(|&k| !search(&set, k)).collect();
    assert_eq!(lost, [0, 2, 7, 9, 14, 16]);
    let guess_lost = |k: u64| k % (1 + 4) < 1;
    assert!(!guess_lost(2) && !search(&set, 2), "the guess calls 2 won; it is lost");
    // Moves larger than the pile are never tried (no underflow): 1 stone, A = {2}.
    assert_eq!(run_str("1 1\n2\n"), ("Second\n".to_string(), Ok(None)));
    // N comes first: `2 4` is N = 2, K = 4 (as K = 2, N = 4 the input would be cut).
    assert_eq!(run_str("2 4 2 3"), ("First\n".to_string(), Ok(None)));
    // The words are capitalised.
    assert_eq!(run_str("1 1 1").0, "First\n");
}

#[test]
fn beyond_the_judge_limits() {
    let answer = |input: &str| run_str(input).0;
    // Any order, repeats, moves above K, K = 0 (no move: Second).
    assert_eq!(answer("4 7\n3 2 3 100\n"), "First\n");
    assert_eq!(answer("3 5\n9 3 2\n"), "Second\n");
    assert_eq!(answer("2 0\n1 2\n"), "Second\n");
    assert_eq!(answer("0 5\n"), "Second\n");
    assert_eq!(answer("1 18446744073709551615\n18446744073709551615\n"), "");
    assert_eq!(
        run_str("1 100000000\n1\n"),
        ("Second\n".to_string(), Ok(None)) // 10^8 is even
    );
    assert_eq!(
        run_str("1 100000001\n1\n"),
        (
            String::new(),
            Err("line 1: K = 100000001 is above 100000000, the largest this solver accepts"
                .to_string())
        )
    );
    assert_eq!(
        run_str("11 100000000\n1 2 3 4 5 6 7 8 9 10 11\n"),
        (
            String::new(),
            Err("line 1: 11 usable moves on 100000000 stones need more than 1000000000 steps; \
                 this solver stops there"
                .to_string())
        )
    );
    // Moves above K cost nothing.
    assert_eq!(answer("3 100000000\n1 200000000 300000000\n"), "Second\n");
    assert_eq!(
        run_str("3 5\n2 0 3\n"),
        (String::new(), Err("line 2: a_2 = 0: a move must remove at least one stone".to_string()))
    );
}

#[test]
fn layouts_crlf_tabs_flattened_missing_newline_bom() {
    let expected = ("First\n".to_string(), Ok(None));
    assert_eq!(run_str("2 7\r\n2 3\r\n"), expected);
    assert_eq!(run_str("\n\n 2\t7\n\n2\n3"), expected);
    assert_eq!(run_str("2 7 2 3"), expected);
    assert_eq!(run_str("\u{feff}2 7\n2 3\n"), expected);
}

#[test]
fn bad_input_is_reported_with_its_line() {
    let err = |e: &str| (String::new(), Err(e.to_string()));
    assert_eq!(run_str(""), err("line 1: input ends before N, the size of A"));
    assert_eq!(run_str(" \r\n\t"), err("line 1: input ends before N, the size of A"));
    assert_eq!(run_str("2\n"), err("line 1: input ends before K, the number of stones"));
    assert_eq!(run_str("2 7\n"), err("line 1: input ends after 0 values of A (expected a_1)"));
    assert_eq!(run_str("2 7\n2\n\n"), err("line 2: input ends after 1 value of A (expected a_2)"));
    assert_eq!(run_str("2 7\n2 x\n"), err("line 2: expected a non-negative integer, found \"x\""));
    assert_eq!(
        run_str("2 7\n-2 3\n"),
        err("line 2: expected a non-negative integer, found \"-2\"")
    );
    assert_eq!(
        run_str("2 18446744073709551616\n"),
        err("line 1: number \"18446744073709551616\" does not fit in 64 bits")
    );
    assert_eq!(
        run_str("1 7\n\u{feff}2\n"),
        err("line 2: expected a non-negative integer, found \"\\u{feff}2\"")
    );
    // A huge N is not allocated for: the missing values are simply reported.
    assert_eq!(
        run_str("1000000000000000000 3 1 2\n"),
        err("line 1: input ends after 2 values of A (expected a_3)")
    );
}

#[test]
fn trailing_data_is_answered_then_ignored_with_a_warning() {
    let warn = |out: &str, w: &str| (out.to_string(), Ok(Some(w.to_string())));
    assert_eq!(
        run_str("2 4\n2 3\n\n5\n"),
        warn("First\n", "line 4: ignored input after the 2 values of A")
    );
    assert_eq!(run_str("1 3 1 x"), warn("First\n", "line 1: ignored input after the 1 value of A"));
}

/// The search's answer for a well-formed input file.
fn expected_by_search(input: &str) -> String {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let (n, k) = (numbers[0] as usize, numbers[1]);
    assert_eq!(numbers.len(), 2 + n, "a well-formed file");
    let set = &numbers[2..];
    assert!(n <= 100 && k <= 100_000, "within the judge's limits");
    assert!(set.windows(2).all(|w| w[0] < w[1]) && set[0] >= 1 && set[n - 1] <= k);
    word(search(set, k)).to_string()
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
    assert!(inputs.len() >= 20, "testdata present");
    for input_path in &inputs {
        let input = fs::read_to_string(input_path).unwrap();
        let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
        assert_eq!(expected_by_search(&input), expected, "{:?} against the search", input_path);
        assert_eq!(run_str(&input), (expected, Ok(None)), "{:?} against run", input_path);
    }
    // The samples, verbatim.
    for (i, &(input, output)) in SAMPLES.iter().enumerate() {
        let path = Path::new(DATA).join(format!("sample-{}.in", i + 1));
        assert_eq!(fs::read_to_string(&path).unwrap(), input);
        assert_eq!(fs::read_to_string(path.with_extension("out")).unwrap(), output);
    }
}

/// xorshift64*: reproducible cases without dependencies.
struct Rng(u64);

impl Rng {
    fn below(&mut self, bound: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % bound
    }

    /// `count` distinct values of 1..=max, sorted.
    fn set(&mut self, count: usize, max: u64) -> Vec<u64> {
        let mut set = Vec::new();
        while set.len() < count {
            let x = 1 + self.below(max);
            if !set.contains(&x) {
                set.push(x);
            }
        }
        set.sort_unstable();
        set
    }
}

fn write_case(name: &str, set: &[u64], k: u64, newline: &str) {
    let values: Vec<String> = set.iter().map(|x| x.to_string()).collect();
    let input = format!("{} {}{}{}{}", set.len(), k, newline, values.join(" "), newline);
    let expected = expected_by_search(&input);
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), expected).unwrap();
}

/// Writes the testdata (the samples are copied from the statement), answers by the search:
/// `cargo test --release --bin dp_k -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    let dir = Path::new(DATA);
    for (i, &(input, output)) in SAMPLES.iter().enumerate() {
        fs::write(dir.join(format!("sample-{}.in", i + 1)), input).unwrap();
        fs::write(dir.join(format!("sample-{}.out", i + 1)), output).unwrap();
    }
    let mut rng = Rng(0xd0_0b);
    for i in 1..=12 {
        let count = 1 + rng.below(6) as usize;
        let set = rng.set(count, 12);
        let k = set[count - 1] + rng.below(200);
        write_case(&format!("brute-{:02}", i), &set, k, "\n");
    }
    write_case("crlf-1", &[2, 3], 7, "\r\n");
    // At the limits: N = 100, K = 10^5.
    let small = rng.set(100, 1000);
    write_case("large-1-small-moves", &small, 100_000, "\n");
    // Spread-out moves, and K the largest pile ≤ 10^5 that the search finds lost.
    let mut spread = rng.set(90, 80_000);
    spread.extend_from_slice(&[7, 11, 13, 17, 19, 23, 29, 31, 37, 41]);
    spread.sort_unstable();
    spread.dedup();
    let lost = lost_piles(&spread, 100_000);
    println!("{} lost piles, the last {:?}", lost.len(), &lost[lost.len().saturating_sub(5)..]);
    let k = *lost.last().unwrap();
    write_case("large-2-spread-lost", &spread, k, "\n");
    write_case("large-3-spread-won", &spread, 100_000, "\n");
    let hundred: Vec<u64> = (1..=100).collect();
    write_case("large-4-bash", &hundred, 99_990, "\n"); // 99990 = 990 · 101: lost
}
