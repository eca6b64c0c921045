use super::*;

#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/cses.rs"]
mod max;

use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/cses1729");

/// Game search on one heap, every size 0 ..= n: the player to move wins when some move p in
/// `moves` with p ≤ the heap leaves the opponent a lost heap; with no move he has lost. The
/// memoised recursion is evaluated bottom-up (a heap's options are all smaller), trying every
/// move in the order given. No theory, no pushing.
fn game_search(n: usize, moves: &[u64]) -> Vec<bool> {
    let mut wins = vec![false; n + 1];
    for heap in 0..=n {
        wins[heap] = moves.iter().any(|&p| p as usize <= heap && !wins[heap - p as usize]);
    }
    wins
}

/// The search's answer line for heaps 1 ..= n.
fn expected_line(n: usize, moves: &[u64]) -> String {
    let wins = game_search(n, moves);
    let mut line: String = wins[1..].iter().map(|&w| if w { 'W' } else { 'L' }).collect();
    line.push('\n');
    line
}

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

/// The file's table against the search, for one set of moves.
fn check_set(n: usize, moves: &[u64]) -> usize {
    let expected = game_search(n, moves);
    let usable: Vec<usize> = moves.iter().map(|&p| p as usize).filter(|&p| p <= n).collect();
    assert_eq!(win_table(n, &usable), expected, "n = {}, moves {:?}", n, moves);
    expected.iter().filter(|&&w| !w).count()
}

fn input_for(n: usize, moves: &[u64], newline: &str) -> String {
    let moves: Vec<String> = moves.iter().map(|p| p.to_string()).collect();
    format!("{} {}{}{}{}", n, moves.len(), newline, moves.join(" "), newline)
}

#[test]
fn sample() {
    assert_eq!(run_str("10 3\n1 3 4\n"), ("WLWWWWLWLW\n".to_string(), Ok(None)));
    // L at 0, 2, 7, 9, 14, 16, …: period 7, not the Bash game.
    let wins = game_search(30, &[1, 3, 4]);
    let lost: Vec<usize> = (0..=30).filter(|&i| !wins[i]).collect();
    assert_eq!(lost, [0, 2, 7, 9, 14, 16, 21, 23, 28, 30]);
}

#[test]
fn every_set_of_moves_within_1_to_12_up_to_n_400() {
    // 4095 sets, those without 1 included.
    let mut losses = 0;
    for set in 1u32..1 << 12 {
        let moves: Vec<u64> = (1..=12).filter(|p| set >> (p - 1) & 1 == 1).collect();
        losses += check_set(400, &moves);
    }
    assert!(losses > 4095 * 20, "many lost sizes: {}", losses);
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

/// A random set of moves as the judge gives them: 1 and k − 1 more distinct moves in 2 ..= top,
/// shuffled (k ≤ top).
fn random_moves(rng: &mut Rng, k: usize, top: u64) -> Vec<u64> {
    assert!(k as u64 <= top);
    let mut moves = vec![1];
    while moves.len() < k {
        let p = 2 + rng.below(top - 1);
        if !moves.contains(&p) {
            moves.push(p);
        }
    }
    for i in (1..moves.len()).rev() {
        moves.swap(i, rng.below(i as u64 + 1) as usize);
    }
    moves
}

#[test]
fn random_sets_with_large_moves_up_to_n_700() {
    let mut rng = Rng(0x1729);
    for _ in 0..1500 {
        let top = 2 + rng.below(700);
        let k = 1 + rng.below(100.min(top)) as usize;
        let n = rng.below(701) as usize;
        let moves = random_moves(&mut rng, k, top);
        check_set(n, &moves);
        assert_eq!(run_str(&input_for(n, &moves, "\n")), (expected_line(n, &moves), Ok(None)));
    }
}

#[test]
fn word_edges() {
    for n in [0, 1, 62, 63, 64, 65, 127, 128, 129, 200] {
        for moves in [
            &[1][..],
            &[64],
            &[63],
            &[65],
            &[128],
            &[1, 64],
            &[1, 63, 64, 65],
            &[2, 127, 129],
            &[1, 3, 4],
        ] {
            check_set(n, moves);
        }
    }
    assert_eq!(run_str("0 1\n1\n"), ("\n".to_string(), Ok(None)));
    assert_eq!(run_str("3 1\n5\n"), ("LLL\n".to_string(), Ok(None)));
}

#[test]
fn layouts_repeats_and_large_moves() {
    let expected = ("WLWWWWLWLW\n".to_string(), Ok(None));
    assert_eq!(run_str("10 3\r\n1 3 4\r\n"), expected);
    assert_eq!(run_str("\n\n10\t3 4\n3\n\n1"), expected);
    // Repeated moves and moves above n change nothing.
    assert_eq!(run_str("10 6\n4 1 3 4 18446744073709551615 11\n"), expected);
}

#[test]
fn bad_input_is_reported() {
    let err = |e: &str| (String::new(), Err(e.to_string()));
    assert_eq!(run_str(""), err("line 1: input ends before n, the largest heap"));
    assert_eq!(run_str(" \r\n\t"), err("line 1: input ends before n, the largest heap"));
    assert_eq!(run_str("10\n"), err("line 1: input ends before k, the number of moves"));
    assert_eq!(run_str("10 3\n1 3\n"), err("line 2: input ends after 2 of 3 moves (expected p_3)"));
    assert_eq!(run_str("10 1\n"), err("line 1: input ends after 0 of 1 move (expected p_1)"));
    assert_eq!(
        run_str("10 3\n1 x 4\n"),
        err("line 2: expected a non-negative integer, found \"x\"")
    );
    assert_eq!(
        run_str("10 3\n1 -3 4\n"),
        err("line 2: expected a non-negative integer, found \"-3\"")
    );
    assert_eq!(
        run_str("10 3\n1 0 4\n"),
        err("line 2: p_2 = 0: a move must take at least one stick")
    );
    assert_eq!(
        run_str("100000001 1\n1\n"),
        err(concat!(
            "line 1: n = 100000001 is too large ",
            "(at most 100000000 here: the answer alone is n bytes)"
        ))
    );
    let mut many = String::from("100000000 20000\n");
    for p in 1..=20_000 {
        many.push_str(&format!("{} ", p));
    }
    assert_eq!(
        run_str(&many),
        err(concat!(
            "line 2: n = 100000000 with 20000 distinct moves needs up to 2000000020000 steps; ",
            "this file stops at 10000000000"
        ))
    );
    assert_eq!(
        run_str("10 1\n18446744073709551616\n"),
        err("line 2: number \"18446744073709551616\" does not fit in 64 bits")
    );
    assert_eq!(run_str("hello"), err("line 1: expected a non-negative integer, found \"hello\""));
    // A huge k is not allocated for: the missing moves are simply reported.
    assert_eq!(
        run_str("10 18446744073709551615\n1 3\n"),
        err("line 2: input ends after 2 of 18446744073709551615 moves (expected p_3)")
    );
    // A byte-order mark is skipped at the start only.
    assert_eq!(run_str("\u{feff}10 3\n1 3 4\n"), ("WLWWWWLWLW\n".to_string(), Ok(None)));
    assert_eq!(
        run_str("10 3\n\u{feff}1 3 4\n"),
        err("line 2: expected a non-negative integer, found \"\\u{feff}1\"")
    );
}

#[test]
fn trailing_data_is_ignored_with_a_warning() {
    assert_eq!(
        run_str("10 3\n1 3 4\n\n5 x\n"),
        (
            "WLWWWWLWLW\n".to_string(),
            Ok(Some("line 4: ignored input after the 3 moves".to_string()))
        )
    );
    assert_eq!(
        run_str("2 1 1 1"),
        ("WL\n".to_string(), Ok(Some("line 1: ignored input after the 1 move".to_string())))
    );
}

/// The search's answer for an input file (one case).
fn expected_by_search(input: &str) -> String {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let (n, k) = (numbers[0] as usize, numbers[1] as usize);
    assert_eq!(numbers.len(), 2 + k, "a well-formed file");
    expected_line(n, &numbers[2..])
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
    assert!(inputs.len() >= 8, "testdata present");
    for input_path in inputs {
        let input = fs::read_to_string(&input_path).unwrap();
        let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
        assert_eq!(expected_by_search(&input), expected, "{:?} against the search", input_path);
        assert_eq!(run_str(&input), (expected, Ok(None)), "{:?} against run", input_path);
    }
    // The maximum-size inputs (n = 10^6, k = 100), generated (examples/gen.rs), not stored:
    // the benchmark's (moves anywhere up to n) and the moves 1, 3, ..., 199.
    for (name, generator) in [
        ("cses1729", max::cses1729 as max::Generator),
        ("cses1729.small-moves", max::cses1729_small_moves),
    ] {
        let input = max::input(name, generator);
        assert_eq!(run_str(&input), (expected_by_search(&input), Ok(None)), "{}", name);
    }
}

fn write_case(name: &str, input: &str) {
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), expected_by_search(input)).unwrap();
}

/// Writes the testdata (the sample is copied from the statement) from the game search:
/// `cargo test --release --bin cses1729 -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    let sample = fs::read_to_string(Path::new(DATA).join("sample-1.in")).unwrap();
    write_case("crlf-1", &sample.replace('\n', "\r\n"));
    write_case("brute-1", &input_for(300, &[1, 2, 3], "\n"));
    write_case("brute-2", &input_for(300, &[1, 3, 4], "\n"));
    write_case("brute-3", &input_for(300, &[5, 1, 9, 2], "\n"));
    write_case("brute-4", &input_for(1, &[1], "\n"));
    let mut rng = Rng(0x1729_0001);
    for case in 5..=8 {
        let top = [10, 64, 300, 1000][case - 5];
        let k = 1 + rng.below(20.min(top)) as usize;
        let moves = random_moves(&mut rng, k, top);
        write_case(&format!("brute-{}", case), &input_for(1000, &moves, "\n"));
    }
}
