use super::*;
use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/luogu_p4576");
const SAMPLE: &str = "2 1 1 2 2\n";

/// The moves of a piece at (r, c) on an n × n board, straight from the rules: white one cell
/// in four directions; black one or two, and with `jump` false black may not pass over the
/// white piece at `white`.
fn targets(
    n: i64,
    piece: usize,
    (r, c): (i64, i64),
    white: (i64, i64),
    jump: bool,
) -> Vec<(i64, i64)> {
    let mut cells = Vec::new();
    for &(dr, dc) in &[(-1, 0), (1, 0), (0, -1), (0, 1)] {
        let reach = if piece == 0 { 1 } else { 2 };
        for k in 1..=reach {
            let (r2, c2) = (r + dr * k, c + dc * k);
            if r2 < 0 || c2 < 0 || r2 >= n || c2 >= n {
                break;
            }
            cells.push((r2, c2));
            if !jump && (r2, c2) == white {
                break;
            }
        }
    }
    cells
}

/// A depth-bounded minimax iterated to its fixed point, knowing nothing of queues: after round
/// d, a state is won (or lost) at distance d if the player to move can force a capture within
/// d moves (cannot avoid one within d), both players playing fastest win / slowest loss:
/// won = 1 + the least distance of a lost successor, lost = 1 + the greatest distance of its
/// successors, all won. Each round reads only the previous round's labels. States: (player
/// to move, white's cell, black's cell) as in `Board::state`; both on one cell: lost at 0.
fn depth_search(n: usize, jump: bool) -> Vec<Label> {
    let cells = n * n;
    let index = |t: usize, w: usize, b: usize| (t * cells + w) * cells + b;
    let at = |cell: usize| ((cell / n) as i64, (cell % n) as i64);
    let cell = |(r, c): (i64, i64)| r as usize * n + c as usize;
    // The successors of every state, once.
    let mut successors = vec![Vec::new(); 2 * cells * cells];
    let mut labels = vec![Label::Open; 2 * cells * cells];
    for t in 0..2 {
        for w in 0..cells {
            for b in 0..cells {
                if w == b {
                    labels[index(t, w, b)] = Label::Lost(0);
                    continue;
                }
                let from = if t == 0 { at(w) } else { at(b) };
                successors[index(t, w, b)] = targets(n as i64, t, from, at(w), jump)
                    .into_iter()
                    .map(|to| if t == 0 { index(1, cell(to), b) } else { index(0, w, cell(to)) })
                    .collect();
            }
        }
    }
    loop {
        let mut next = labels.clone();
        for (s, moves) in successors.iter().enumerate() {
            if labels[s] != Label::Open || moves.is_empty() {
                continue;
            }
            let (mut fastest_win, mut won, mut slowest_loss) = (None, 0, 0);
            for &m in moves {
                match labels[m] {
                    Label::Lost(d) => fastest_win = Some(fastest_win.map_or(d, |f: u32| f.min(d))),
                    Label::Won(d) => {
                        won += 1;
                        slowest_loss = slowest_loss.max(d);
                    }
                    Label::Open => {}
                }
            }
            if let Some(d) = fastest_win {
                next[s] = Label::Won(d + 1);
            } else if won == moves.len() {
                next[s] = Label::Lost(slowest_loss + 1);
            }
        }
        if next == labels {
            return labels;
        }
        labels = next;
    }
}

fn verdict(label: Label) -> Verdict {
    match label {
        Label::Won(d) => Verdict::White(d),
        Label::Lost(d) => Verdict::Black(d),
        Label::Open => Verdict::Draw,
    }
}

fn show(v: Verdict) -> String {
    match v {
        Verdict::White(d) => format!("WHITE {}\n", d),
        Verdict::Black(d) => format!("BLACK {}\n", d),
        Verdict::Draw => "DRAW\n".to_string(),
    }
}

/// The usual accepted solution: if the pieces start side by side, `WHITE 1`; else a memoised
/// minimax over (turn, moves made, cells) of the number of moves until black captures, white
/// maximising, black minimising, a white capture or more than `cap` moves worth "never".
/// The values do not depend on the start, so one memo serves every start of one n and cap.
fn capped_search(
    n: usize,
    cap: u32,
    white: usize,
    black: usize,
    memo: &mut HashMap<(usize, u32, usize, usize), u32>,
) -> Verdict {
    const NEVER: u32 = u32::MAX / 2;
    fn go(
        n: usize,
        cap: u32,
        t: usize,
        step: u32,
        w: usize,
        b: usize,
        memo: &mut HashMap<(usize, u32, usize, usize), u32>,
    ) -> u32 {
        if step > cap {
            return NEVER;
        }
        if w == b {
            return if t == 0 { 0 } else { NEVER }; // black captured (white to move): done
        }
        if let Some(&v) = memo.get(&(t, step, w, b)) {
            return v;
        }
        let at = |cell: usize| ((cell / n) as i64, (cell % n) as i64);
        let from = if t == 0 { at(w) } else { at(b) };
        let mut best = if t == 0 { 0 } else { NEVER };
        for (r, c) in targets(n as i64, t, from, at(w), true) {
            let to = r as usize * n + c as usize;
            let v = if t == 0 {
                go(n, cap, 1, step + 1, to, b, memo)
            } else {
                go(n, cap, 0, step + 1, w, to, memo)
            };
            best = if t == 0 { best.max(v) } else { best.min(v) };
        }
        let value = (best + 1).min(NEVER);
        memo.insert((t, step, w, b), value);
        value
    }
    let (wr, wc, br, bc) = (white / n, white % n, black / n, black % n);
    if (wr as i64 - br as i64).abs() + (wc as i64 - bc as i64).abs() == 1 {
        return Verdict::White(1);
    }
    match go(n, cap, 0, 0, white, black, memo) {
        v if v >= NEVER => Verdict::Draw,
        v => Verdict::Black(v),
    }
}

fn run_str(input: &str) -> (String, std::result::Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

#[test]
fn sample() {
    assert_eq!(run_str(SAMPLE), ("BLACK 2\n".to_string(), Ok(None)));
    let labels = depth_search(2, true);
    assert_eq!(verdict(labels[Board::of_side(2).state(0, 0, 3)]), Verdict::Black(2));
}

#[test]
fn every_start_matches_the_depth_search_up_to_n_9_with_either_jump_rule() {
    let mut starts = 0;
    for n in 2..=9 {
        let board = Board::of_side(n);
        let labels = retrograde(&board);
        let searched = depth_search(n, true);
        let no_jump = depth_search(n, false);
        let cells = n * n;
        for w in 0..cells {
            for b in (0..cells).filter(|&b| b != w) {
                let expected = verdict(searched[board.state(0, w, b)]);
                assert_eq!(result(&board, &labels, w, b), expected, "n = {}, cells {} {}", n, w, b);
                assert_eq!(
                    verdict(no_jump[board.state(0, w, b)]),
                    expected,
                    "jump rule, n = {}",
                    n
                );
                starts += 1;
            }
        }
        // Every state with black to move too, not only the starts.
        assert_eq!(labels, searched, "n = {}", n);
    }
    assert_eq!(starts, (2..=9).map(|n: usize| n * n * (n * n - 1)).sum::<usize>());
}

#[test]
fn no_draw_white_wins_only_side_by_side_and_games_last_at_most_3n_minus_1() {
    let maxima = [2, 8, 10, 12, 16, 20, 22, 24, 28, 32, 34, 36, 40, 44, 46, 48, 52, 56, 58];
    for n in 2..=20 {
        let board = Board::of_side(n);
        let labels = retrograde(&board);
        let mut longest = 0;
        for w in 0..n * n {
            for b in (0..n * n).filter(|&b| b != w) {
                let side_by_side = (w / n == b / n && (w % n + 1 == b % n || b % n + 1 == w % n))
                    || (w % n == b % n && (w / n + 1 == b / n || b / n + 1 == w / n));
                match result(&board, &labels, w, b) {
                    Verdict::White(d) => assert!(side_by_side && d == 1, "n = {}", n),
                    Verdict::Black(d) => {
                        assert!(!side_by_side, "n = {}", n);
                        longest = longest.max(d);
                    }
                    Verdict::Draw => panic!("a draw at n = {}, cells {} {}", n, w, b),
                }
            }
        }
        assert_eq!(longest, maxima[n - 2], "n = {}", n);
        assert!(longest < 3 * n as u32, "at most 3n − 1 moves");
        assert_eq!(longest == 3 * n as u32 - 1, n % 4 == 3, "n = {}", n);
    }
}

#[test]
fn the_capped_search_is_right_at_3n_and_wrong_at_2n() {
    let mut wrong_at_2n = 0;
    for n in 2..=6 {
        let board = Board::of_side(n);
        let labels = retrograde(&board);
        let (mut memo_3n, mut memo_2n) = (HashMap::new(), HashMap::new());
        for w in 0..n * n {
            for b in (0..n * n).filter(|&b| b != w) {
                let right = result(&board, &labels, w, b);
                let at_3n = capped_search(n, 3 * n as u32, w, b, &mut memo_3n);
                assert_eq!(at_3n, right, "n = {}", n);
                let at_2n = capped_search(n, 2 * n as u32, w, b, &mut memo_2n);
                wrong_at_2n += usize::from(at_2n != right);
            }
        }
    }
    assert!(wrong_at_2n > 10, "the cut at 2n is caught {} times", wrong_at_2n);
}

#[test]
fn layouts_bad_input_and_trailing_data() {
    let expected = ("BLACK 2\n".to_string(), Ok(None));
    assert_eq!(run_str("2\r\n1 1\r\n2 2"), expected);
    assert_eq!(run_str("\t2 1\n1 2 2\n\n"), expected);
    // Beyond the searched sizes (this program's own value, within 3n − 1 = 119).
    assert_eq!(run_str("40 1 1 40 40"), ("BLACK 116\n".to_string(), Ok(None)));
    assert_eq!(run_str("3 2 2 2 3"), ("WHITE 1\n".to_string(), Ok(None)));
    let err = |e: &str| (String::new(), Err(e.to_string()));
    assert_eq!(run_str(""), err("line 1: input ends before n"));
    assert_eq!(run_str("2 1 1 2"), err("line 1: input ends before c2"));
    assert_eq!(run_str("1 1 1 1 1"), err("line 1: n = 1 is not in 2..=40"));
    assert_eq!(run_str("41 1 1 1 2"), err("line 1: n = 41 is not in 2..=40"));
    assert_eq!(run_str("5 1 6 1 1"), err("line 1: c1 = 6 is not in 1..=5"));
    assert_eq!(run_str("5 1 1\n0 1"), err("line 2: r2 = 0 is not in 1..=5"));
    assert_eq!(
        run_str("5 3 3\n3 3\n"),
        err("line 2: both pieces stand on (3, 3); they must start on different cells")
    );
    assert_eq!(run_str("5 x"), err("line 1: expected a non-negative integer, found \"x\""));
    assert_eq!(
        run_str("2 1 1 2 2\n7\n"),
        (
            "BLACK 2\n".to_string(),
            Ok(Some("line 2: ignored input after the five numbers".to_string()))
        )
    );
}

/// The depth search's answer for a well-formed input file (one table per n).
fn expected_by_search(input: &str, tables: &mut HashMap<usize, Vec<Label>>) -> String {
    let numbers: Vec<usize> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    assert_eq!(numbers.len(), 5, "a well-formed file");
    let n = numbers[0];
    let (w, b) = ((numbers[1] - 1) * n + numbers[2] - 1, (numbers[3] - 1) * n + numbers[4] - 1);
    let labels = tables.entry(n).or_insert_with(|| depth_search(n, true));
    show(verdict(labels[Board::of_side(n).state(0, w, b)]))
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
fn testdata_outputs_are_proved_by_the_depth_search() {
    let mut tables = HashMap::new();
    let inputs = case_files();
    assert!(inputs.len() >= 8, "testdata present");
    for input_path in inputs {
        let input = fs::read_to_string(&input_path).unwrap();
        let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
        assert_eq!(
            expected_by_search(&input, &mut tables),
            expected,
            "{:?} against the search",
            input_path
        );
        assert_eq!(run_str(&input), (expected, Ok(None)), "{:?} against run", input_path);
    }
    let dir = Path::new(DATA);
    assert_eq!(fs::read_to_string(dir.join("sample-1.in")).unwrap(), SAMPLE);
    assert_eq!(fs::read_to_string(dir.join("sample-1.out")).unwrap(), "BLACK 2\n");
}

/// Writes the testdata (the sample is the statement's) from the depth search:
/// `cargo test --release --bin luogu_p4576 -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    let mut tables = HashMap::new();
    let mut write_case = |name: &str, input: &str| {
        let dir = Path::new(DATA);
        fs::write(dir.join(format!("{}.in", name)), input).unwrap();
        fs::write(dir.join(format!("{}.out", name)), expected_by_search(input, &mut tables))
            .unwrap();
    };
    write_case("sample-1", SAMPLE);
    write_case("crlf-1", "2 1 1 2 2\r\n");
    write_case("brute-side-by-side", "3 2 2 3 2\n");
    write_case("brute-longest-3", "3 1 2 3 3\n");
    write_case("brute-corner-5", "5 1 1 5 5\n");
    write_case("brute-7", "7 4 4 1 7\n");
    write_case("brute-9", "9 2 8 9 1\n");
    write_case("large-longest-20", "20 1 2 1 20\n");
    write_case("large-centre-20", "20 10 10 11 11\n");
}
