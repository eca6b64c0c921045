use super::*;

#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/classic_b.rs"]
mod max;

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/luogu_p10501");
const SAMPLE_IN: &str = "2 2\n3 2\n4 2\n";
const SAMPLE_OUT: &str = "LOSE\nLOSE\nWIN\n";

/// `run` on `input`: the answers and the outcome.
fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

/// The game itself, with the literal rule: whether the player to move wins, by trying every
/// cut of every piece; a cut that makes a 1 × 1 piece wins at once, any other cut wins if it
/// leaves a lost position. A position is the multiset of pieces, each (short side, long
/// side), sorted. No safe cuts, no Grundy values, no XOR.
struct Search {
    memo: HashMap<Vec<(u8, u8)>, bool>,
}

impl Search {
    fn new() -> Search {
        Search { memo: HashMap::new() }
    }

    fn wins(&mut self, pieces: &[(u8, u8)]) -> bool {
        let mut key: Vec<(u8, u8)> = pieces.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        key.sort_unstable();
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        // Move ordering only: a cut that makes a 1 × 1 at once is tried first.
        let mut win = key.iter().any(|&(w, h)| w == 1 && h >= 2);
        'moves: for j in 0..key.len() {
            if win {
                break;
            }
            if j > 0 && key[j] == key[j - 1] {
                continue; // an equal piece offers the same cuts
            }
            let (w, h) = key[j];
            let across = (1..w).map(|i| ((i, h), (w - i, h)));
            let along = (1..h).map(|i| ((w, i), (w, h - i)));
            for (a, b) in across.chain(along) {
                if a == (1, 1) || b == (1, 1) {
                    win = true;
                    break 'moves;
                }
                let mut next = key.clone();
                next[j] = a;
                next.push(b);
                if !self.wins(&next) {
                    win = true;
                    break 'moves;
                }
            }
        }
        self.memo.insert(key, win);
        win
    }
}

/// g(w, h) for 2 ≤ w, h ≤ n by the plain definition, written separately from `Table`: every
/// safe cut both ways (no symmetry), a fresh list of seen values per piece, rows in order.
fn plain_mex(n: usize) -> Vec<Vec<usize>> {
    let mut g = vec![vec![0usize; n + 1]; n + 1];
    for w in 2..=n {
        for h in 2..=n {
            let mut seen = vec![false; w + h];
            for i in 2..w.saturating_sub(1) {
                let v = g[i][h] ^ g[w - i][h];
                if v < seen.len() {
                    seen[v] = true;
                }
            }
            for j in 2..h.saturating_sub(1) {
                let v = g[w][j] ^ g[w][h - j];
                if v < seen.len() {
                    seen[v] = true;
                }
            }
            g[w][h] = seen.iter().position(|&s| !s).unwrap();
        }
    }
    g
}

/// The verdict the plain mex gives for a w × h sheet (sides ≥ 1).
fn plain_wins(g: &[Vec<usize>], w: usize, h: usize) -> bool {
    if w == 1 || h == 1 {
        w.max(h) >= 2
    } else {
        g[w][h] != 0
    }
}

#[test]
fn sample() {
    assert_eq!(run_str(SAMPLE_IN), (SAMPLE_OUT.to_string(), Ok(None)));
    let mut search = Search::new();
    assert!(!search.wins(&[(2, 2)]) && !search.wins(&[(3, 2)]) && search.wins(&[(4, 2)]));
}

/// The literal game against the solution and against the plain mex, on every sheet up to
/// 10 × 10 (1-wide sheets included): about 1 s, 2·10^5 positions.
#[test]
fn literal_search_matches_on_every_sheet_up_to_10x10() {
    let table = Table::build(JUDGE_SIDE);
    let g = plain_mex(10);
    let mut search = Search::new();
    let mut counts = [0usize; 2];
    for w in 1..=10u8 {
        for h in 1..=10u8 {
            let win = search.wins(&[(w, h)]);
            let (wu, hu) = (usize::from(w), usize::from(h));
            assert_eq!(first_wins(&table, wu, hu), win, "{} x {}", w, h);
            assert_eq!(plain_wins(&g, wu, hu), win, "plain mex, {} x {}", w, h);
            counts[usize::from(win)] += 1;
        }
    }
    // Lost: 1x1, 2x2, 2x3, 3x2, 3x3, 2x7, 7x2, 3x7, 7x3, 7x7 (not a constant).
    assert_eq!(counts, [10, 90]);
}

/// The Grundy values themselves, not only their being 0: for every pair of pieces up to
/// 6 × 6, the literal search of the two-piece position is a loss iff the values are equal
/// (their XOR is 0), for the solution's table and for the plain mex.
#[test]
fn values_match_literal_search_on_every_pair_of_pieces_up_to_6x6() {
    let table = Table::build(JUDGE_SIDE);
    let g = plain_mex(6);
    let mut pieces = Vec::new();
    for w in 2..=6u8 {
        for h in w..=6u8 {
            pieces.push((w, h));
        }
    }
    let mut search = Search::new();
    let mut counts = [0usize; 2];
    for (k, &a) in pieces.iter().enumerate() {
        for &b in &pieces[k..] {
            let win = search.wins(&[a, b]);
            let (ga, gb) = (
                table.value(usize::from(a.0), usize::from(a.1)),
                table.value(usize::from(b.0), usize::from(b.1)),
            );
            assert_eq!(ga != gb, win, "{:?} + {:?}", a, b);
            let (pa, pb) =
                (g[usize::from(a.0)][usize::from(a.1)], g[usize::from(b.0)][usize::from(b.1)]);
            assert_eq!(pa != pb, win, "plain mex, {:?} + {:?}", a, b);
            counts[usize::from(win)] += 1;
        }
    }
    assert_eq!(counts, [64, 56]);
    // Values above 1 occur, so this is more than a parity check.
    assert!(pieces.iter().any(|&(w, h)| table.value(usize::from(w), usize::from(h)) >= 2));
}

/// The solution's table (half the cuts, values stored both ways round) against the plain mex
/// on every piece up to 200 × 200.
#[test]
fn table_matches_plain_mex_up_to_200x200() {
    let table = Table::build(JUDGE_SIDE);
    let g = plain_mex(JUDGE_SIDE);
    for (w, row) in g.iter().enumerate().skip(2) {
        for (h, &value) in row.iter().enumerate().skip(2) {
            assert_eq!(usize::from(table.value(w, h)), value, "{} x {}", w, h);
        }
    }
}

/// A heavier proof, not run by default (about 20 s): every sheet up to 11 × 11, every pair
/// of pieces up to 7 × 7; and a sheet at the 1000 cap is answered.
/// `cargo test --release --bin luogu_p10501 -- --ignored heavier`
#[test]
#[ignore]
fn heavier_literal_search() {
    let (out, result) = run_str("1000 1000\n2 1000\n");
    assert_eq!((out.lines().count(), result), (2, Ok(None)));
    let table = Table::build(JUDGE_SIDE);
    let mut search = Search::new();
    for w in 1..=11u8 {
        for h in w..=11u8 {
            let win = search.wins(&[(w, h)]);
            assert_eq!(first_wins(&table, usize::from(w), usize::from(h)), win);
        }
    }
    let mut search = Search::new();
    for w in 2..=7u8 {
        for h in w..=7u8 {
            for w2 in 2..=7u8 {
                for h2 in w2..=7u8 {
                    let win = search.wins(&[(w, h), (w2, h2)]);
                    let (ga, gb) = (
                        table.value(usize::from(w), usize::from(h)),
                        table.value(usize::from(w2), usize::from(h2)),
                    );
                    assert_eq!(ga != gb, win, "{}x{} + {}x{}", w, h, w2, h2);
                }
            }
        }
    }
}

/// Layouts of many lines (CRLF, blank lines, tabs, leading zeros, sides above 200, so a
/// larger table), against the table's verdicts.
#[test]
fn many_layouts_against_the_table() {
    let table = Table::build(300);
    let (mut input, mut expected) = (String::new(), String::new());
    for i in 1..5000usize {
        let (w, h) = (1 + i * 7919 % 300, 1 + i * 104729 % 300);
        let layout = ["\n", "\n", "\r\n", "\n\n", "\t"][i % 5];
        let zeros = if i % 17 == 0 { "0" } else { "" };
        input.push_str(&format!("{}{} {}{}", zeros, w, h, layout));
        expected.push_str(verdict(first_wins(&table, w, h)));
    }
    assert!(expected.contains("WIN") && expected.contains("LOSE"));
    assert_eq!(run_str(&input), (expected, Ok(None)));
}

/// Long inputs: the shortest lines, long blank runs, CRLF lines here and there and sides
/// that make the table grow, against the table's verdicts.
#[test]
fn long_inputs_with_blank_runs() {
    let n = 100_000;
    assert_eq!(run_str(&"1 1\n".repeat(n)), ("LOSE\n".repeat(n), Ok(None)));
    assert_eq!(run_str(&"2 1\n".repeat(n)), ("WIN\n".repeat(n), Ok(None)));
    let table = Table::build(300);
    for &(gap, odd_every) in &[(20_000usize, 0usize), (5_000, 2_741), (9_000, 1), (100, 4_093)] {
        let (mut input, mut expected) = (String::new(), String::new());
        for i in 0..40_000usize {
            let (w, h) = (1 + i * 7919 % 220, 1 + i * 104_729 % 199);
            let line = if odd_every > 0 && i % odd_every == odd_every - 1 {
                format!("{} {}\r\n", w, h)
            } else {
                format!("{} {}\n", w, h)
            };
            input.push_str(&line);
            if i % 6_007 == 6_006 {
                input.push_str(&" ".repeat(gap));
            }
            expected.push_str(verdict(first_wins(&table, w, h)));
        }
        assert!(expected.contains("WIN") && expected.contains("LOSE"));
        assert_eq!(run_str(&input), (expected, Ok(None)), "gap {}", gap);
    }
}

/// A long input with odd layouts here and there, against the table's verdicts; and errors
/// found late in it.
#[test]
fn long_input_agrees_with_tokens() {
    let table = Table::build(300);
    let (mut input, mut expected) = (String::new(), String::new());
    let mut seed = 7u64;
    for i in 0..20000usize {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let (w, h) = (1 + (seed >> 33) as usize % 220, 1 + (seed >> 45) as usize % 220);
        let (w, h) = if i % 997 == 0 { (w + 80, h) } else { (w, h) };
        let line = match (seed >> 20) % 40 {
            0 => format!("{} {}\r\n", w, h),
            1 => format!("{}\t{}\n", w, h),
            2 => format!("\n {}  {}\n", w, h),
            3 => format!("00{} {}\n", w, h),
            4 => format!("{}\n{}\n\x0c\n", w, h),
            5 => format!("{} {} ", w, h),
            _ => format!("{} {}\n", w, h),
        };
        input.push_str(&line);
        expected.push_str(verdict(first_wins(&table, w, h)));
    }
    // A last plain line, so that the lines below start a line of their own.
    input.push_str("2 2\n");
    expected.push_str("LOSE\n");
    assert!(expected.contains("WIN") && expected.contains("LOSE"));
    assert_eq!(run_str(&input), (expected.clone(), Ok(None)));
    let lines = input.lines().count();
    // A vertical tab shows as Rust's debug form of the token.
    let word = |token: &str| format!("expected a non-negative integer, found {:?}", token);
    for (bad, why) in &[
        ("5 0\n", String::from("H is 0, but a sheet is at least 1 cell each way")),
        ("5\x0b6\n", word("5\x0b6")),
        ("\x0b5 6\n", word("\x0b5")),
        ("12 1234\n", String::from("H = 1234 is above 1000, the largest side this solver accepts")),
    ] {
        let text = format!("{}{}{}", input, bad, "2 2\n".repeat(40));
        let message = format!("line {}: {}", lines + 1, why);
        assert_eq!(run_str(&text), (expected.clone(), Err(message)), "{:?}", bad);
    }
}

#[test]
fn beyond_the_limits() {
    assert_eq!(run_str("1 1\n1 2\n5 1\n"), ("LOSE\nWIN\nWIN\n".to_string(), Ok(None)));
    // Sides above 200 get a bigger table (the cap, 1000, is run by the heavier test).
    let (out, result) = run_str("300 300\n2 300\n299 300\n");
    assert_eq!(result, Ok(None));
    assert_eq!(out.lines().count(), 3);
    // The bigger table agrees with the 200 one where they overlap.
    let (small, big) = (Table::build(JUDGE_SIDE), Table::build(300));
    for w in 2..=JUDGE_SIDE {
        for h in 2..=JUDGE_SIDE {
            assert_eq!(small.value(w, h), big.value(w, h));
        }
    }
}

#[test]
fn layouts_crlf_tabs_flattened_missing_newline() {
    let expected = (SAMPLE_OUT.to_string(), Ok(None));
    assert_eq!(run_str(&SAMPLE_IN.replace('\n', "\r\n")), expected);
    assert_eq!(run_str("2 2 3 2 4 2"), expected);
    assert_eq!(run_str("\n\n2\t2\n3\n\n2 4\t2"), expected);
    assert_eq!(run_str(""), (String::new(), Ok(None)));
    assert_eq!(run_str(" \r\n\t\n"), (String::new(), Ok(None)));
}

#[test]
fn bad_input_answers_complete_cases_then_reports() {
    let err = |s: &str| Err(s.to_string());
    assert_eq!(
        run_str("2 2\n3 2\n4\r\n\r\n"),
        (
            "LOSE\nLOSE\n".to_string(),
            err("line 3: input ends inside case 3 (expected H after W = 4)")
        )
    );
    assert_eq!(
        run_str("4 2\n0 2\n"),
        ("WIN\n".to_string(), err("line 2: W is 0, but a sheet is at least 1 cell each way"))
    );
    assert_eq!(
        run_str("4 2\n2\n1001\n"),
        (
            "WIN\n".to_string(),
            err("line 3: H = 1001 is above 1000, the largest side this solver accepts")
        )
    );
    assert_eq!(
        run_str("4 2\n2 x\n"),
        ("WIN\n".to_string(), err("line 2: expected a non-negative integer, found \"x\""))
    );
    assert_eq!(
        run_str("-1 5\n"),
        (String::new(), err("line 1: expected a non-negative integer, found \"-1\""))
    );
    assert_eq!(
        run_str("4 2\n18446744073709551616 2\n"),
        (
            "WIN\n".to_string(),
            err("line 2: number \"18446744073709551616\" does not fit in 64 bits")
        )
    );
    assert_eq!(
        run_str("4 2 18446744073709551615 2"),
        (
            "WIN\n".to_string(),
            err("line 1: W = 18446744073709551615 is above 1000, the largest side this solver \
                 accepts")
        )
    );
}

/// A well-formed input file: its sheets.
fn sheets_of(input: &str) -> Vec<(usize, usize)> {
    let numbers: Vec<usize> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    assert_eq!(numbers.len() % 2, 0, "a well-formed file");
    numbers.chunks(2).map(|c| (c[0], c[1])).collect()
}

fn verdict(win: bool) -> &'static str {
    if win {
        "WIN\n"
    } else {
        "LOSE\n"
    }
}

/// The answers of the literal search (sheets up to 10 × 10).
fn expected_by_search(input: &str) -> String {
    let mut search = Search::new();
    sheets_of(input)
        .into_iter()
        .map(|(w, h)| {
            assert!(w <= 10 && h <= 10, "small enough to search");
            verdict(search.wins(&[(w as u8, h as u8)]))
        })
        .collect()
}

/// The answers of the plain mex (itself proved against the literal search above).
fn expected_by_plain_mex(input: &str) -> String {
    let sheets = sheets_of(input);
    let n = sheets.iter().map(|&(w, h)| w.max(h)).max().unwrap_or(2);
    let g = plain_mex(n);
    sheets.into_iter().map(|(w, h)| verdict(plain_wins(&g, w, h))).collect()
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

/// Every testdata case: its .out is what the literal search says, and `run` gives it; the
/// maximum-size inputs are proved by the plain mex.
#[test]
fn testdata_outputs_are_proved() {
    let inputs = case_files();
    assert!(inputs.len() >= 4, "testdata present");
    for input_path in inputs {
        let name = input_path.file_name().unwrap().to_string_lossy().to_string();
        let input = fs::read_to_string(&input_path).unwrap();
        let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
        assert_eq!(expected_by_search(&input), expected, "{} against its proof", name);
        assert_eq!(run_str(&input), (expected, Ok(None)), "{} against run", name);
    }
    // The maximum-size inputs, generated (examples/gen.rs), not stored, proved by the plain
    // mex: the benchmark's (20 MB of random sheets) and every sheet up to 200 × 200.
    for (name, generator) in [
        ("luogu_p10501", max::luogu_p10501 as max::Generator),
        ("luogu_p10501.all", max::luogu_p10501_all),
    ] {
        let input = max::input(name, generator);
        assert_eq!(run_str(&input), (expected_by_plain_mex(&input), Ok(None)), "{}", name);
    }
}

/// Writes the testdata except the sample:
/// `cargo test --release --bin luogu_p10501 -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    let dir = Path::new(DATA);
    let write = |name: &str, input: &str, output: &str| {
        fs::write(dir.join(format!("{}.in", name)), input).unwrap();
        fs::write(dir.join(format!("{}.out", name)), output).unwrap();
    };
    let grid = |from: usize, to: usize| -> String {
        let mut text = String::new();
        for w in from..=to {
            for h in from..=to {
                text.push_str(&format!("{} {}\n", w, h));
            }
        }
        text
    };
    let input = grid(2, 9);
    write("brute-all-9x9", &input, &expected_by_search(&input));
    // Beyond the judge's limits: sheets 1 cell wide.
    let input = "1 1\n1 2\n2 1\n1 9\n9 1\n";
    write("brute-one-wide", input, &expected_by_search(input));
    write("crlf-1", &SAMPLE_IN.replace('\n', "\r\n"), SAMPLE_OUT);
}
