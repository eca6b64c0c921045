use super::*;
use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/abc206_f");

const SAMPLE_IN: &str = "5
3
53 98
8 43
12 53
10
4 7
5 7
3 7
4 5
5 8
6 9
4 8
5 10
1 9
5 10
2
58 98
11 29
6
79 83
44 83
38 74
49 88
18 45
64 99
1
5 9
";
const SAMPLE_OUT: &str = "Bob\nAlice\nBob\nAlice\nAlice\n";

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

/// Whether [a, b) and [c, d) share a point.
fn meet(x: (u64, u64), y: (u64, u64)) -> bool {
    x.0 < y.1 && y.0 < x.1
}

/// For each interval, the mask of the intervals it blocks (those it meets, itself included).
fn blocks(intervals: &[(u64, u64)]) -> Vec<u32> {
    intervals
        .iter()
        .map(|&x| {
            (0..intervals.len()).filter(|&k| meet(x, intervals[k])).fold(0, |m, k| m | 1 << k)
        })
        .collect()
}

/// The game itself: `wins[mask]` says whether the player to move wins when `mask` holds the
/// intervals still choosable. A move chooses one and makes every interval it meets
/// unchoosable; no move, a loss. No Grundy values, no splitting. Filled in increasing order
/// of masks (a move removes bits, so it leads to a smaller mask).
fn game_search(intervals: &[(u64, u64)]) -> Vec<bool> {
    assert!(intervals.len() <= 24);
    let block = blocks(intervals);
    let mut wins = vec![false; 1 << intervals.len()];
    for mask in 1..wins.len() {
        let mut rest = mask as u32;
        while rest != 0 {
            let k = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if !wins[mask & !block[k] as usize] {
                wins[mask] = true;
                break;
            }
        }
    }
    wins
}

/// Alice's verdict by game search for one list of intervals (duplicates allowed).
fn search(intervals: &[(u64, u64)]) -> bool {
    *game_search(intervals).last().unwrap()
}

/// The textbook table over coordinates 1..=100 (every l < r, scanning all intervals): a
/// second, plain implementation used for testdata too large to search, itself checked
/// against the search below.
fn textbook_wins(intervals: &[(u64, u64)]) -> bool {
    let mut sg = vec![[0usize; 101]; 101];
    for len in 1..=99 {
        for l in 1..=100 - len {
            let r = l + len;
            let mut seen = vec![false; intervals.len() + 2];
            for &(a, b) in intervals {
                let (a, b) = (a as usize, b as usize);
                if l <= a && b <= r {
                    let option = sg[l][a] ^ sg[b][r];
                    if option < seen.len() {
                        seen[option] = true;
                    }
                }
            }
            sg[l][r] = seen.iter().position(|&s| !s).unwrap();
        }
    }
    sg[1][100] != 0
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

    /// A random interval in [lo, hi]: L < R, short ones more likely.
    fn interval(&mut self, lo: u64, hi: u64) -> (u64, u64) {
        let l = lo + self.below(hi - lo);
        let span = if self.below(2) == 0 { 6.min(hi - l) } else { hi - l };
        (l, l + 1 + self.below(span))
    }
}

/// The intervals of a well-formed input, case by case.
fn parse(input: &str) -> Vec<Vec<(u64, u64)>> {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut at = 1;
    let cases = (0..numbers[0])
        .map(|_| {
            let n = numbers[at] as usize;
            let case = (0..n).map(|i| (numbers[at + 1 + 2 * i], numbers[at + 2 + 2 * i])).collect();
            at += 1 + 2 * n;
            case
        })
        .collect();
    assert_eq!(at, numbers.len(), "a well-formed input");
    cases
}

fn verdicts(wins: &[bool]) -> String {
    wins.iter().map(|&w| if w { "Alice\n" } else { "Bob\n" }).collect()
}

#[test]
fn sample() {
    assert_eq!(run_str(SAMPLE_IN), (SAMPLE_OUT.to_string(), Ok(None)));
    let by_search: Vec<bool> = parse(SAMPLE_IN).iter().map(|case| search(case)).collect();
    assert_eq!(verdicts(&by_search), SAMPLE_OUT);
}

/// Every set of intervals with ends in 1..=7 (21 intervals, 2^21 sets): one search over the
/// masks of the 21 answers all of them, since a set's game starts at its own mask.
#[test]
fn table_matches_the_game_on_every_set_of_intervals_with_ends_up_to_7() {
    let all: Vec<(u64, u64)> = (1..=7).flat_map(|l| (l + 1..=7).map(move |r| (l, r))).collect();
    assert_eq!(all.len(), 21);
    let wins = game_search(&all);
    let mut alice = 0;
    let mut chosen = Vec::new();
    for (mask, &win) in wins.iter().enumerate() {
        chosen.clear();
        chosen.extend((0..all.len()).filter(|&k| mask >> k & 1 == 1).map(|k| all[k]));
        assert_eq!(alice_wins(&chosen), win, "{:?}", chosen);
        alice += win as usize;
    }
    // Both verdicts occur (Bob wins 48218 of the 2^21 sets): not a comparison with a constant.
    assert_eq!(wins.len() - alice, 48218);
}

/// Random multisets (duplicates likely) on small and on huge coordinates, and the textbook
/// table on coordinates 1..=100.
#[test]
fn table_matches_the_game_on_random_multisets() {
    let mut rng = Rng(0x206F);
    let mut alice = 0;
    for round in 0..3000 {
        let n = rng.below(15) as usize;
        let hi = [8, 20, 100][round % 3];
        let mut intervals: Vec<(u64, u64)> = (0..n).map(|_| rng.interval(1, hi)).collect();
        if n > 1 && rng.below(2) == 0 {
            let copy = intervals[rng.below(n as u64) as usize];
            intervals.push(copy);
        }
        let truth = search(&intervals);
        assert_eq!(alice_wins(&intervals), truth, "{:?}", intervals);
        assert_eq!(textbook_wins(&intervals), truth, "textbook, {:?}", intervals);
        // The same overlaps on huge coordinates (an order-preserving map).
        let huge: Vec<(u64, u64)> = intervals
            .iter()
            .map(|&(l, r)| (u64::MAX - 1000 * (101 - l), u64::MAX - 1000 * (101 - r)))
            .collect();
        assert_eq!(alice_wins(&huge), truth, "{:?}", huge);
        alice += truth as usize;
    }
    assert!(alice > 600 && alice < 2400, "{}", alice);
}

#[test]
fn edge_cases() {
    assert!(!alice_wins(&[]));
    assert!(alice_wins(&[(1, 2)]));
    assert!(alice_wins(&[(1, 2), (1, 2), (1, 2)])); // one move, however often it is given
    assert!(!alice_wins(&[(1, 2), (2, 3)])); // touching: both are chosen
    assert!(alice_wins(&[(1, 3), (2, 4)])); // overlapping: only one
                                            // Choosing the long one ends the game at once; the two short ones would take two moves.
    assert!(alice_wins(&[(0, u64::MAX), (0, 1), (u64::MAX - 1, u64::MAX)]));
}

#[test]
fn layouts_crlf_tabs_flattened_missing_newline_bom() {
    let expected = (SAMPLE_OUT.to_string(), Ok(None));
    assert_eq!(run_str(&SAMPLE_IN.replace('\n', "\r\n")), expected);
    assert_eq!(run_str(&SAMPLE_IN.replace('\n', " \t")), expected);
    assert_eq!(run_str(SAMPLE_IN.trim_end()), expected);
    assert_eq!(run_str(&format!("\u{0feff}{}", SAMPLE_IN)), expected);
    assert_eq!(run_str("2 0 1 5 9"), ("Bob\nAlice\n".to_string(), Ok(None)));
}

#[test]
fn bad_input_answers_complete_cases_then_reports() {
    let cases: &[(&str, &str, &str)] = &[
        ("", "", "line 1: input ends before the number of cases T"),
        (" \r\n", "", "line 1: input ends before the number of cases T"),
        ("2\n1\n5 9\n", "Alice\n", "line 3: input ends after 1 of 2 cases (expected N)"),
        ("1\n", "", "line 1: input ends after 0 of 1 case (expected N)"),
        (
            "2\n1\n5 9\n2\n1 3\n",
            "Alice\n",
            "line 5: input ends inside case 2 of 2 (expected L of interval 2 of 2)",
        ),
        (
            "2\n1\n5 9\n2\n1 3\n4\n",
            "Alice\n",
            "line 6: input ends inside case 2 of 2 (expected R of interval 2 of 2)",
        ),
        ("1\n2\n5 9\n3 3\n", "", "line 4: interval [3, 3) has no point: L must be below R"),
        ("1\n1\n9 5\n", "", "line 3: interval [9, 5) has no point: L must be below R"),
        ("1\n1\n5 x\n", "", "line 3: expected a non-negative integer, found \"x\""),
        ("1\n1\n-5 9\n", "", "line 3: expected a non-negative integer, found \"-5\""),
        (
            "1\n1\n1 18446744073709551616\n",
            "",
            "line 3: number \"18446744073709551616\" does not fit in 64 bits",
        ),
        ("1\n501\n", "", "line 2: N = 501 intervals is above 500, the most this solver accepts"),
        (
            "18446744073709551615\n1\n1 2\n",
            "Alice\n",
            "line 3: input ends after 1 of 18446744073709551615 cases (expected N)",
        ),
        ("1\n\u{feff}1\n", "", "line 2: expected a non-negative integer, found \"\\u{feff}1\""),
    ];
    for &(input, output, message) in cases {
        assert_eq!(run_str(input), (output.to_string(), Err(message.to_string())), "{:?}", input);
    }
    assert_eq!(
        run_str("1\n1\n5 9\n\n7\n"),
        ("Alice\n".to_string(), Ok(Some("line 5: ignored input after the 1 case".to_string())))
    );
    assert_eq!(
        run_str("0 x"),
        (String::new(), Ok(Some("line 1: ignored input after the 0 cases".to_string())))
    );
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

/// The expected answers for a well-formed input: the game search when every case is small
/// enough, else the textbook table (checked against the search above).
fn expected(input: &str) -> String {
    let wins: Vec<bool> = parse(input)
        .iter()
        .map(|case| if case.len() <= 20 { search(case) } else { textbook_wins(case) })
        .collect();
    verdicts(&wins)
}

#[test]
fn testdata_outputs_are_proved() {
    let inputs = case_files();
    assert!(inputs.len() >= 5, "testdata present");
    for input_path in inputs {
        let input = fs::read_to_string(&input_path).unwrap();
        let output = fs::read_to_string(input_path.with_extension("out")).unwrap();
        assert_eq!(expected(&input), output, "{:?} against the search", input_path);
        assert_eq!(run_str(&input), (output, Ok(None)), "{:?}", input_path);
    }
}

fn write_case(name: &str, cases: &[Vec<(u64, u64)>], crlf: bool) {
    let newline = if crlf { "\r\n" } else { "\n" };
    let mut input = format!("{}{}", cases.len(), newline);
    for case in cases {
        input.push_str(&format!("{}{}", case.len(), newline));
        for &(l, r) in case {
            input.push_str(&format!("{} {}{}", l, r, newline));
        }
    }
    let output = expected(&input);
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), output).unwrap();
}

/// Writes the testdata (except the sample) from the game search and the textbook table:
/// `cargo test --release --bin abc206_f -- --ignored generate_testdata`.
#[test]
#[ignore]
fn generate_testdata() {
    let mut rng = Rng(0xABC2_06F0);
    for (index, &(n_max, hi)) in [(12u64, 20u64), (20, 100)].iter().enumerate() {
        let cases: Vec<Vec<(u64, u64)>> = (0..20)
            .map(|_| {
                let n = 1 + rng.below(n_max) as usize;
                (0..n).map(|_| rng.interval(1, hi)).collect()
            })
            .collect();
        write_case(&format!("brute-{}", index + 1), &cases, false);
    }
    let sample = parse(SAMPLE_IN);
    write_case("crlf-1", &sample, true);
    // The limits: T = 20 cases of N = 100 intervals in 1..=100, drawn again until half of
    // them are Bob's; one holds the 1 ≤ L < R ≤ 100 extremes, one is a single interval
    // repeated, one 98 unit intervals and two copies (98 moves: Bob).
    let mut large: Vec<Vec<(u64, u64)>> = (0..20)
        .map(|index| loop {
            let case: Vec<(u64, u64)> = (0..100).map(|_| rng.interval(1, 100)).collect();
            if index % 2 == 0 || !textbook_wins(&case) {
                break case;
            }
        })
        .collect();
    large[0][0] = (1, 100);
    large[2] = vec![(1, 100); 100];
    large[4] = (1..=98).map(|i| (i, i + 1)).chain(vec![(5, 6), (50, 51)]).collect();
    write_case("large-1", &large, false);
}
