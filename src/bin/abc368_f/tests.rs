use super::*;

#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/atcoder_a.rs"]
mod max;

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/abc368_f");

/// The game itself: positions are sorted lists of numbers (1s dropped: they offer no move);
/// the player to move wins iff replacing some number by one of its proper divisors, found by
/// trial, leaves the opponent lost. Memoised.
struct Search {
    memo: HashMap<Vec<u64>, bool>,
}

impl Search {
    fn new() -> Search {
        Search { memo: HashMap::new() }
    }

    fn mover_wins(&mut self, numbers: &[u64]) -> bool {
        let mut position: Vec<u64> = numbers.iter().copied().filter(|&v| v > 1).collect();
        position.sort_unstable();
        if let Some(&known) = self.memo.get(&position) {
            return known;
        }
        let mut wins = false;
        'moves: for i in 0..position.len() {
            for d in (1..position[i]).filter(|d| position[i] % d == 0) {
                let mut next = position.clone();
                next[i] = d;
                if !self.mover_wins(&next) {
                    wins = true;
                    break 'moves;
                }
            }
        }
        self.memo.insert(position, wins);
        wins
    }
}

/// The Grundy value of every single number up to `max`, straight from the rules: the mex of
/// the values of its proper divisors (each number passes its value on to its multiples).
fn grundy_by_divisors(max: usize) -> Vec<u32> {
    let mut grundy = vec![0u32; max + 1];
    let mut seen = vec![0u64; max + 1]; // bit g: some proper divisor has value g
    for x in 1..=max {
        grundy[x] = (!seen[x]).trailing_zeros();
        for multiple in (2 * x..=max).step_by(x) {
            seen[multiple] |= 1 << grundy[x];
        }
    }
    grundy
}

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

fn word(anna: bool) -> &'static str {
    if anna {
        "Anna\n"
    } else {
        "Bruno\n"
    }
}

const SAMPLES: [(&str, &str); 2] = [("3\n2 3 4\n", "Anna\n"), ("4\n2 3 4 6\n", "Bruno\n")];

#[test]
fn samples() {
    for &(input, output) in &SAMPLES {
        assert_eq!(run_str(input), (output.to_string(), Ok(None)), "{:?}", input);
    }
}

/// Every sorted list of `len` numbers from lo..=hi.
fn multisets(len: usize, lo: u64, hi: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..len {
        let mut longer = Vec::new();
        for numbers in &all {
            let from = numbers.last().copied().unwrap_or(lo);
            for v in from..=hi {
                let mut next: Vec<u64> = numbers.clone();
                next.push(v);
                longer.push(next);
            }
        }
        all = longer;
    }
    all
}

#[test]
fn omega_nim_matches_game_search_on_every_small_multiset() {
    let omega = omega_table(64);
    let mut search = Search::new();
    let (mut anna, mut bruno) = (0, 0);
    let cases = (1..=3)
        .flat_map(|len| multisets(len, 2, 64))
        .chain(multisets(4, 2, 16))
        .collect::<Vec<_>>();
    assert_eq!(cases.len(), 63 + 2016 + 43680 + 3060);
    for numbers in &cases {
        let wins = search.mover_wins(numbers);
        assert_eq!(anna_wins(numbers, &omega), wins, "{:?}", numbers);
        if wins {
            anna += 1;
        } else {
            bruno += 1;
        }
    }
    assert!(bruno > 3000 && anna > 30_000, "both verdicts: {} Anna, {} Bruno", anna, bruno);
}

#[test]
fn omega_sieve_is_the_grundy_value_of_every_number_up_to_200000() {
    let omega = omega_table(200_000);
    let grundy = grundy_by_divisors(200_000);
    for v in 1..=200_000 {
        assert_eq!(u32::from(omega[v]), grundy[v], "{}", v);
    }
    assert_eq!(omega[131_072], 17); // 2^17
    assert_eq!((omega[0], omega[1], omega[12], omega[99_991]), (0, 0, 3, 1)); // 99991 is prime
}

#[test]
fn pitfalls_and_the_run_path() {
    let mut search = Search::new();
    // N = 2 is no special case: unequal numbers can lose, equal Ω is what cancels.
    assert!(!search.mover_wins(&[2, 3]));
    assert_eq!(run_str("2\n2 3\n"), ("Bruno\n".to_string(), Ok(None)));
    // Ω, not the number of divisors (3 and 4) or of distinct primes (1 and 2).
    assert!(!search.mover_wins(&[4, 6]));
    assert_eq!(run_str("2\n4 6\n"), ("Bruno\n".to_string(), Ok(None)));
    assert!(!search.mover_wins(&[8, 12]));
    // The XOR decides, not the sum of Ω or its parity: Ω 1, 2, 3 sum to 6, XOR 0.
    assert!(!search.mover_wins(&[2, 4, 8]));
    assert!(search.mover_wins(&[2, 4, 16])); // Ω 1, 2, 4: sum 7, XOR 7
    assert!(search.mover_wins(&[2, 8])); // Ω 1, 3: even sum, XOR 2
    assert_eq!(run_str("3 2 4 8"), ("Bruno\n".to_string(), Ok(None)));
    assert_eq!(run_str("2 2 8"), ("Anna\n".to_string(), Ok(None)));
    let omega = omega_table(40);
    for numbers in (1..=3).flat_map(|len| multisets(len, 2, 40)) {
        let values: Vec<String> = numbers.iter().map(|v| v.to_string()).collect();
        let input = format!("{}\n{}\n", numbers.len(), values.join(" "));
        let expected = word(search.mover_wins(&numbers)).to_string();
        assert_eq!(run_str(&input), (expected, Ok(None)), "{:?}", numbers);
        assert_eq!(anna_wins(&numbers, &omega), search.mover_wins(&numbers));
    }
}

#[test]
fn beyond_the_judge_limits() {
    assert_eq!(run_str("0\n"), ("Bruno\n".to_string(), Ok(None)));
    assert_eq!(run_str("3\n1 1 5\n"), ("Anna\n".to_string(), Ok(None)));
    assert_eq!(run_str("2\n1 1\n"), ("Bruno\n".to_string(), Ok(None)));
    // 2^23 (Ω 23) against 3^14 · 2 = 9565938 (Ω 15), both within 10^7.
    assert_eq!(run_str("2\n8388608 9565938\n"), ("Anna\n".to_string(), Ok(None)));
    assert_eq!(run_str("3\n8388608 9565938 8388608\n"), ("Anna\n".to_string(), Ok(None)));
    assert_eq!(run_str("2\n10000000 10000000\n"), ("Bruno\n".to_string(), Ok(None)));
    assert_eq!(
        run_str("2\n5 10000001\n"),
        (
            String::new(),
            Err("line 2: A_2 = 10000001 is above 10000000, the largest this solver's sieve \
                 accepts"
                .to_string())
        )
    );
    assert_eq!(
        run_str("3\n5 0 7\n"),
        (String::new(), Err("line 2: A_2 = 0: the numbers must be positive".to_string()))
    );
}

#[test]
fn layouts_crlf_tabs_flattened_missing_newline_bom() {
    let expected = ("Bruno\n".to_string(), Ok(None));
    assert_eq!(run_str("4\r\n2 3 4 6\r\n"), expected);
    assert_eq!(run_str("\n\n 4\t2\n\n3 4\n6"), expected);
    assert_eq!(run_str("4 2 3 4 6"), expected);
    assert_eq!(run_str("\u{feff}4\n2 3 4 6\n"), expected);
}

#[test]
fn bad_input_is_reported_with_its_line() {
    let err = |e: &str| (String::new(), Err(e.to_string()));
    assert_eq!(run_str(""), err("line 1: input ends before N, the number of integers"));
    assert_eq!(run_str(" \r\n\t"), err("line 1: input ends before N, the number of integers"));
    assert_eq!(run_str("3\n"), err("line 1: input ends after 0 integers (expected A_1)"));
    assert_eq!(run_str("3\n2 3\n\n"), err("line 2: input ends after 2 integers (expected A_3)"));
    assert_eq!(run_str("2\n7"), err("line 2: input ends after 1 integer (expected A_2)"));
    assert_eq!(run_str("2\n2 x\n"), err("line 2: expected a non-negative integer, found \"x\""));
    assert_eq!(run_str("2\n-2 3\n"), err("line 2: expected a non-negative integer, found \"-2\""));
    assert_eq!(
        run_str("1\n\u{feff}5\n"),
        err("line 2: expected a non-negative integer, found \"\\u{feff}5\"")
    );
    assert_eq!(
        run_str("1 18446744073709551616\n"),
        err("line 1: number \"18446744073709551616\" does not fit in 64 bits")
    );
    // A huge N is not allocated for: the missing numbers are simply reported.
    assert_eq!(
        run_str("1000000000000000000 3 1 2\n"),
        err("line 1: input ends after 3 integers (expected A_4)")
    );
}

#[test]
fn trailing_data_is_answered_then_ignored_with_a_warning() {
    let warn = |out: &str, w: &str| (out.to_string(), Ok(Some(w.to_string())));
    assert_eq!(
        run_str("3\n2 3 4\n\n5\n"),
        warn("Anna\n", "line 4: ignored input after the 3 integers")
    );
    assert_eq!(run_str("1 2 x"), warn("Anna\n", "line 1: ignored input after the 1 integer"));
}

/// The expected answer for a well-formed input file: the game search for small files, and
/// for large ones the XOR of Grundy values computed from the rules (`grundy_by_divisors`).
fn expected(input: &str, search: &mut Search, grundy: &[u32]) -> String {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = numbers[0] as usize;
    assert_eq!(numbers.len(), 1 + n, "a well-formed file");
    let numbers = &numbers[1..];
    assert!(n <= 100_000 && numbers.iter().all(|&v| (2..=100_000).contains(&v)), "limits");
    let anna = if n <= 6 && numbers.iter().all(|&v| v <= 64) {
        search.mover_wins(numbers)
    } else {
        numbers.iter().fold(0, |x, &v| x ^ grundy[v as usize]) != 0
    };
    word(anna).to_string()
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
fn testdata_outputs_are_proved() {
    let (mut search, grundy) = (Search::new(), grundy_by_divisors(100_000));
    let inputs = case_files();
    assert!(inputs.len() >= 15, "testdata present");
    for input_path in &inputs {
        let input = fs::read_to_string(input_path).unwrap();
        let answer = fs::read_to_string(input_path.with_extension("out")).unwrap();
        assert_eq!(expected(&input, &mut search, &grundy), answer, "{:?} proof", input_path);
        assert_eq!(run_str(&input), (answer, Ok(None)), "{:?} against run", input_path);
    }
    // The maximum-size inputs (N = 10^5), generated (examples/gen.rs), not stored: the
    // benchmark's (random values) and equal pairs.
    for (name, generator) in
        [("abc368_f", max::abc368_f as max::Generator), ("abc368_f.paired", max::abc368_f_paired)]
    {
        let input = max::input(name, generator);
        let answer = expected(&input, &mut search, &grundy);
        assert_eq!(run_str(&input), (answer, Ok(None)), "{}", name);
    }
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
}

fn write_case(name: &str, numbers: &[u64], newline: &str, search: &mut Search, grundy: &[u32]) {
    let values: Vec<String> = numbers.iter().map(|v| v.to_string()).collect();
    let input = format!("{}{}{}{}", numbers.len(), newline, values.join(" "), newline);
    let answer = expected(&input, search, grundy);
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), answer).unwrap();
}

/// Writes the testdata (the samples are copied from the statement):
/// `cargo test --release --bin abc368_f -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    let (mut search, grundy) = (Search::new(), grundy_by_divisors(100_000));
    let dir = Path::new(DATA);
    for (i, &(input, output)) in SAMPLES.iter().enumerate() {
        fs::write(dir.join(format!("sample-{}.in", i + 1)), input).unwrap();
        fs::write(dir.join(format!("sample-{}.out", i + 1)), output).unwrap();
    }
    let mut rng = Rng(0x0368);
    for i in 1..=10 {
        let n = 1 + rng.below(5) as usize;
        let numbers: Vec<u64> = (0..n).map(|_| 2 + rng.below(63)).collect();
        write_case(&format!("brute-{:02}", i), &numbers, "\n", &mut search, &grundy);
    }
    write_case("brute-11-n2-unequal", &[2, 3], "\n", &mut search, &grundy);
    write_case("brute-12-4-and-6", &[4, 6], "\n", &mut search, &grundy);
    write_case("crlf-1", &[2, 3, 4, 6], "\r\n", &mut search, &grundy);
}
