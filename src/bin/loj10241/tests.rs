use super::*;
use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/loj10241");

/// `wins[n]`: the player to move with n stones wins, by the rules alone: some take t in
/// 1..=k (t ≤ n) leaves the opponent a lost position (0 stones: the opponent took the
/// last one, so the player to move has lost). To reach n = 10^5 with large k in time,
/// the lost positions among the last k are counted as the window slides instead of
/// being looked at one by one; the naive loop is checked against it below.
fn game_search(max_n: usize, k: usize) -> Vec<bool> {
    let mut wins = vec![false; max_n + 1];
    let mut lost_in_window = 1; // positions n-k..n-1 (clipped at 0) that are lost: 0
    for n in 1..=max_n {
        wins[n] = lost_in_window > 0;
        lost_in_window += usize::from(!wins[n]);
        if n >= k {
            lost_in_window -= usize::from(!wins[n - k]);
        }
    }
    wins
}

fn naive_search(max_n: usize, k: usize) -> Vec<bool> {
    let mut wins = vec![false; max_n + 1];
    for n in 1..=max_n {
        wins[n] = (1..=k.min(n)).any(|take| !wins[n - take]);
    }
    wins
}

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

#[test]
fn sample() {
    assert_eq!(run_str("23 3\n"), ("1\n".to_string(), Ok(None)));
}

#[test]
fn matches_game_search_for_every_n_k_up_to_200() {
    let mut losses = 0;
    for k in 1..=200usize {
        let wins = game_search(200, k);
        assert_eq!(wins, naive_search(200, k), "the window count, k = {}", k);
        for (n, &win) in wins.iter().enumerate() {
            assert_eq!(first_wins(n as u64, k as u64), win, "n = {}, k = {}", n, k);
            let expected = if win { "1\n" } else { "2\n" };
            assert_eq!(run_str(&format!("{} {}", n, k)), (expected.to_string(), Ok(None)));
            losses += usize::from(!win);
        }
    }
    // Both verdicts occur: the comparison is not against a constant.
    assert!(losses > 400 && losses < 201 * 200 / 2, "{} losses", losses);
}

#[test]
fn matches_game_search_up_to_the_limit() {
    for &k in &[1usize, 2, 4, 99, 316, 50_000, 99_999, 100_000] {
        let wins = game_search(100_000, k);
        for (n, &win) in wins.iter().enumerate() {
            assert_eq!(first_wins(n as u64, k as u64), win, "n = {}, k = {}", n, k);
        }
    }
}

#[test]
fn extreme_values_and_layouts() {
    assert!(first_wins(u64::MAX, u64::MAX));
    assert!(!first_wins(u64::MAX, u64::MAX - 1)); // N = K + 1
    assert!(!first_wins(0, u64::MAX));
    assert!(!first_wins(u64::MAX, 4)); // 5 divides 2^64 - 1
    assert_eq!(run_str("18446744073709551615 2"), ("2\n".to_string(), Ok(None)));
    assert_eq!(run_str("23\r\n3\r\n"), ("1\n".to_string(), Ok(None)));
    assert_eq!(run_str("\n\t23\t\t3"), ("1\n".to_string(), Ok(None)));
    assert_eq!(run_str("0 5\n"), ("2\n".to_string(), Ok(None)));
}

#[test]
fn bad_input_is_reported() {
    let err = |e: &str| (String::new(), Err(e.to_string()));
    assert_eq!(run_str(""), err("line 1: input ends before N, the number of stones"));
    assert_eq!(run_str("\r\n\n"), err("line 1: input ends before N, the number of stones"));
    assert_eq!(run_str("23\n\n"), err("line 1: input ends before K, the most stones a move takes"));
    assert_eq!(run_str("23 0"), err("line 1: K must be at least 1 (a move takes 1 to K stones)"));
    assert_eq!(run_str("23 x"), err("line 1: expected a non-negative integer, found \"x\""));
    assert_eq!(run_str("-23 3"), err("line 1: expected a non-negative integer, found \"-23\""));
    assert_eq!(
        run_str("23\n18446744073709551616"),
        err("line 2: number \"18446744073709551616\" does not fit in 64 bits")
    );
}

#[test]
fn trailing_data_is_ignored_with_a_warning() {
    assert_eq!(
        run_str("23 3\n4 3\n"),
        ("1\n".to_string(), Ok(Some("line 2: ignored input after N and K".to_string())))
    );
    assert_eq!(
        run_str("4 3 junk"),
        ("2\n".to_string(), Ok(Some("line 1: ignored input after N and K".to_string())))
    );
}

/// The search's answer for an input file `N K`.
fn expected_by_search(input: &str) -> String {
    let numbers: Vec<usize> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    assert_eq!(numbers.len(), 2, "a well-formed file");
    let (n, k) = (numbers[0], numbers[1]);
    assert!(n <= 1_000_000, "small enough to search");
    if game_search(n, k)[n] { "1\n" } else { "2\n" }.to_string()
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
    assert!(inputs.len() >= 10, "testdata present");
    for input_path in inputs {
        let input = fs::read_to_string(&input_path).unwrap();
        let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
        assert_eq!(expected_by_search(&input), expected, "{:?} against search", input_path);
        assert_eq!(run_str(&input), (expected, Ok(None)), "{:?} against run", input_path);
    }
}

/// Writes the testdata (the sample is copied from the statement) from the game search:
/// `cargo test --release --bin loj10241 -- --ignored write_brute_testdata`.
#[test]
#[ignore]
fn write_brute_testdata() {
    let dir = Path::new(DATA);
    let cases: &[(&str, &str)] = &[
        ("brute-1", "1 1\n"),
        ("brute-2", "2 1\n"),
        ("brute-3", "8 3\n"),
        ("brute-4", "9 3\n"),
        ("brute-5", "7 7\n"),
        ("brute-6", "100 9\n"),
        ("crlf-1", "23 3\r\n"),
        ("large-1", "100000 4\n"),
        ("large-2", "100000 99999\n"),
        ("large-3", "99999 316\n"),
        ("large-4", "100000 100000\n"),
    ];
    for &(name, input) in cases {
        fs::write(dir.join(format!("{}.in", name)), input).unwrap();
        fs::write(dir.join(format!("{}.out", name)), expected_by_search(input)).unwrap();
    }
}
