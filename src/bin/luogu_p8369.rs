//! # luogu_p8369 — Luogu P8369 "[POI2000] 条纹" (Stripes; = BZOJ 2940)
//!
//! Submit in Rust as it is: Luogu P8369. (BZOJ is gone.)
//!
//! A board is a row of p empty cells. There are strips of three lengths c, z and n (red, green,
//! blue; lengths may repeat), as many of each as wanted. A move lays one strip on whole free
//! cells, inside the board and over no other strip. A player who cannot move loses: does the
//! first player win?
//!
//! **Input** `c z n`, then m, then m board lengths p (judge: 1 ≤ c, z, n, m, p ≤ 1000).
//! **Output** per board `1` if the first player wins, else `2`. Beyond the limits: p = 0 (no
//! move: `2`) and any strip length that fits in 64 bits are answered; a strip of length 0 (a move
//! that changes nothing) is refused, and so is a board above 10 000 cells (the table's time).
//!
//! **Theory** (Sprague–Grundy on a splitting game, an octal game). Laid strips never move, so a
//! position is a set of free runs of cells, and a strip laid in a run of L cells at offset i
//! leaves two independent runs i and L − s − i. Each run is a game of its own and the position
//! is their sum, so by Sprague–Grundy it is lost iff the XOR of the run values is 0, where
//! g(0) = 0 and g(L) = mex{ g(i) ⊕ g(L − s − i) : s ∈ {c, z, n}, s ≤ L, 0 ≤ i ≤ L − s }.
//! (Why the XOR: from XOR 0 every move changes one summand, so the XOR becomes non-zero; from
//! XOR X ≠ 0 pick a summand h with X's top bit, then h ⊕ X < h and the mex guarantees a move of
//! that summand to exactly h ⊕ X, leaving XOR 0; every game ends, since strips only add up.)
//! The first player wins board p iff g(p) ≠ 0. Offsets i and L − s − i give the same option, so
//! only i ≤ (L − s) / 2 is visited. Sample: with lengths 1 and 5, g(L) = L mod 2 up to L = 7;
//! on board 6 every move leaves two runs of opposite parity (XOR 1), so g(6) = 0 and the answer
//! is `2`. The tests prove the table against a search of the game itself over multisets of free
//! runs (every strip set from 1..=6, every board ≤ 26), and the testdata's large cases against a
//! separate plain mex that is itself proved against the search.
//!
//! **Complexity** the table grows once, on demand, up to the largest board asked: about
//! 3·P²/4 XORs for boards up to P (7.5·10^5 at P = 1000, well under a millisecond), O(P)
//! memory; then O(1) per board.

use std::io::{self, Read, Write};

/// Boards above this are refused: the table would cost about 3·P²/4 steps.
const MAX_BOARD: u64 = 10_000;

/// The Grundy values g(0..) of runs for one set of strip lengths, grown on demand.
struct Table {
    /// Distinct strip lengths, ascending (all positive).
    lengths: Vec<u64>,
    grundy: Vec<u32>,
    /// stamp[v] == L marks value v as an option of run L (nothing is cleared between runs).
    stamp: Vec<usize>,
}

impl Table {
    fn new(lengths: &[u64]) -> Table {
        let mut lengths = lengths.to_vec();
        lengths.sort_unstable();
        lengths.dedup();
        Table { lengths, grundy: vec![0], stamp: Vec::new() }
    }

    /// g(p), extending the table up to p first if needed.
    fn value(&mut self, p: usize) -> u32 {
        while self.grundy.len() <= p {
            let run = self.grundy.len();
            // A mex is at most the number of options, so larger option values are skipped.
            let options: usize = self
                .lengths
                .iter()
                .filter(|&&s| s <= run as u64)
                .map(|&s| (run - s as usize) / 2 + 1)
                .sum();
            if self.stamp.len() < options + 1 {
                self.stamp.resize(options + 1, usize::MAX);
            }
            for &s in &self.lengths {
                if s > run as u64 {
                    break;
                }
                let rest = run - s as usize;
                for i in 0..=rest / 2 {
                    let option = (self.grundy[i] ^ self.grundy[rest - i]) as usize;
                    if option < self.stamp.len() {
                        self.stamp[option] = run;
                    }
                }
            }
            let mut mex = 0;
            while mex < self.stamp.len() && self.stamp[mex] == run {
                mex += 1;
            }
            self.grundy.push(mex as u32);
        }
        self.grundy[p]
    }
}

/// Whitespace-separated tokens of the input. Lines are counted only for messages.
struct Tokens<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Tokens<'a> {
    fn new(bytes: &'a [u8]) -> Tokens<'a> {
        Tokens { bytes, pos: 0 }
    }

    /// The line (from 1) that byte `offset` is on.
    fn line_at(&self, offset: usize) -> usize {
        1 + self.bytes[..offset].iter().filter(|&&b| b == b'\n').count()
    }

    /// The line of the input's last token (1 for blank input): where an incomplete input ends.
    fn end_line(&self) -> usize {
        let text_end =
            self.bytes.iter().rposition(|b| !b.is_ascii_whitespace()).map_or(0, |i| i + 1);
        self.line_at(text_end)
    }

    /// The next token and the offset it starts at (for `line_at`), or `None` at the end.
    fn next_token(&mut self) -> Option<(&'a [u8], usize)> {
        let bytes = self.bytes;
        let mut pos = self.pos;
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        if pos == bytes.len() {
            self.pos = pos;
            return None;
        }
        let start = pos;
        while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        self.pos = pos;
        Some((&bytes[start..pos], start))
    }

    /// The next token as a non-negative integer with its start offset: `None` at the end of
    /// the input, else the number or why the token is not one (with its line).
    fn next_u64(&mut self) -> Option<Result<(u64, usize), String>> {
        let bytes = self.bytes;
        let mut pos = self.pos;
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        if pos == bytes.len() {
            self.pos = pos;
            return None;
        }
        let start = pos;
        let mut value: u64 = 0;
        while pos < bytes.len() {
            let digit = bytes[pos].wrapping_sub(b'0');
            if digit >= 10 {
                break;
            }
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
            pos += 1;
        }
        // Up to 19 digits cannot overflow; anything else is checked token by token.
        let ends = pos == bytes.len() || bytes[pos].is_ascii_whitespace();
        if ends && pos > start && pos - start <= 19 {
            self.pos = pos;
            return Some(Ok((value, start)));
        }
        while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        self.pos = pos;
        Some(
            parse_u64(&bytes[start..pos])
                .map(|value| (value, start))
                .map_err(|why| format!("line {}: {}", self.line_at(start), why)),
        )
    }
}

/// A decimal u64, or why the token is not one.
fn parse_u64(token: &[u8]) -> Result<u64, String> {
    let mut value: u64 = 0;
    for &byte in token {
        if !byte.is_ascii_digit() {
            return Err(format!("expected a non-negative integer, found {}", shown(token)));
        }
        value = match value.checked_mul(10).and_then(|v| v.checked_add(u64::from(byte - b'0'))) {
            Some(v) => v,
            None => return Err(format!("number {} does not fit in 64 bits", shown(token))),
        };
    }
    Ok(value)
}

/// A token quoted for a message: escaped, and cut short if long.
fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(&token[..token.len().min(24)]);
    let ellipsis = if token.len() > 24 { "…" } else { "" };
    format!("{:?}{}", text, ellipsis)
}

/// "1 board", "2 boards".
fn count_of(n: u64, noun: &str) -> String {
    format!("{} {}{}", n, noun, if n == 1 { "" } else { "s" })
}

/// Appends the answer to every complete case of `input` to `out`. Ok(None): all fine;
/// Ok(Some(w)): all answered, with warning w; Err(e): the problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let mut lengths = [0u64; 3];
    for (length, name) in lengths.iter_mut().zip(&["c", "z", "n"]) {
        let (s, start) = match tokens.next_u64() {
            None => {
                return Err(format!(
                    "line {}: input ends before the strip length {}",
                    tokens.end_line(),
                    name
                ))
            }
            Some(s) => s?,
        };
        if s == 0 {
            return Err(format!(
                "line {}: the strip length {} is 0, but a strip covers at least 1 cell",
                tokens.line_at(start),
                name
            ));
        }
        *length = s;
    }
    let boards = match tokens.next_u64() {
        None => {
            return Err(format!(
                "line {}: input ends before the number of boards m",
                tokens.end_line()
            ))
        }
        Some(m) => m?.0,
    };
    let mut table = Table::new(&lengths);
    for board in 1..=boards {
        let (p, start) = match tokens.next_u64() {
            None => {
                return Err(format!(
                    "line {}: input ends after {} of {}",
                    tokens.end_line(),
                    board - 1,
                    count_of(boards, "board")
                ))
            }
            Some(p) => p?,
        };
        if p > MAX_BOARD {
            return Err(format!(
                "line {}: board length {} is above {}, the largest this solver accepts",
                tokens.line_at(start),
                p,
                MAX_BOARD
            ));
        }
        out.push_str(if table.value(p as usize) != 0 { "1\n" } else { "2\n" });
    }
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the {}",
            tokens.line_at(start),
            count_of(boards, "board")
        )
    }))
}

fn report(line: &str) {
    let _ = writeln!(io::stderr(), "luogu_p8369: {}", line);
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        report(&format!("cannot read standard input: {}", e));
        std::process::exit(1);
    }
    let text = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&input);
    let mut answers = String::new();
    let outcome = run(text, &mut answers);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if out.write_all(answers.as_bytes()).and_then(|_| out.flush()).is_err() {
        std::process::exit(1);
    }
    match outcome {
        Ok(None) => {}
        Ok(Some(warning)) => report(&format!("warning: {}", warning)),
        Err(message) => {
            report(&message);
            std::process::exit(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeSet, HashMap};
    use std::fs;
    use std::path::{Path, PathBuf};

    const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/luogu_p8369");
    const SAMPLE_IN: &str = "1 5 1\n3\n1\n5\n6\n";
    const SAMPLE_OUT: &str = "1\n1\n2\n";

    fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
        let mut out = String::new();
        let result = run(input.as_bytes(), &mut out);
        (out, result)
    }

    /// The game itself, for one set of strip lengths: whether the player to move wins, by
    /// trying every move (any free run, any strip that fits, any offset). A position is the
    /// multiset of lengths of the free runs, sorted. No Grundy values, no XOR.
    struct Search {
        lengths: Vec<usize>,
        memo: HashMap<Vec<usize>, bool>,
    }

    impl Search {
        fn new(lengths: &[usize]) -> Search {
            Search { lengths: lengths.to_vec(), memo: HashMap::new() }
        }

        fn wins(&mut self, runs: &[usize]) -> bool {
            let mut key: Vec<usize> = runs.iter().copied().filter(|&r| r > 0).collect();
            key.sort_unstable();
            if let Some(&known) = self.memo.get(&key) {
                return known;
            }
            let mut win = false;
            'moves: for j in 0..key.len() {
                if j > 0 && key[j] == key[j - 1] {
                    continue; // an equal run offers the same moves
                }
                let run = key[j];
                for s in self.lengths.clone() {
                    if s > run {
                        continue;
                    }
                    for i in 0..=run - s {
                        let mut next = key.clone();
                        next[j] = i;
                        next.push(run - s - i);
                        if !self.wins(&next) {
                            win = true;
                            break 'moves;
                        }
                    }
                }
            }
            self.memo.insert(key, win);
            win
        }
    }

    /// g(0..=max) by the plain definition: for each run, every strip and every offset (no
    /// symmetry), the options collected in a set, the mex found by counting up.
    fn plain_mex(lengths: &[usize], max: usize) -> Vec<usize> {
        let mut g: Vec<usize> = Vec::new();
        for run in 0..=max {
            let mut options = BTreeSet::new();
            for &s in lengths {
                if s <= run {
                    for i in 0..=run - s {
                        options.insert(g[i] ^ g[run - s - i]);
                    }
                }
            }
            g.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        g
    }

    /// Every strip set c ≤ z ≤ n within 1..=`top` (repeats allowed).
    fn strip_sets(top: usize) -> Vec<[usize; 3]> {
        let mut sets = Vec::new();
        for c in 1..=top {
            for z in c..=top {
                for n in z..=top {
                    sets.push([c, z, n]);
                }
            }
        }
        sets
    }

    #[test]
    fn sample() {
        assert_eq!(run_str(SAMPLE_IN), (SAMPLE_OUT.to_string(), Ok(None)));
        let mut search = Search::new(&[1, 5, 1]);
        assert_eq!(
            [1, 5, 6].iter().map(|&p| search.wins(&[p])).collect::<Vec<_>>(),
            [true, true, false]
        );
    }

    /// The table's verdict and the plain mex's against the game search: every strip set within
    /// 1..=6, every board p ≤ 26.
    #[test]
    fn table_and_plain_mex_match_game_search_on_every_small_board() {
        let mut counts = [0usize; 2];
        for set in strip_sets(6) {
            let lengths: Vec<u64> = set.iter().map(|&s| s as u64).collect();
            let mut table = Table::new(&lengths);
            let plain = plain_mex(&set, 26);
            let mut search = Search::new(&set);
            for (p, &plain_value) in plain.iter().enumerate() {
                let win = search.wins(&[p]);
                assert_eq!(table.value(p) != 0, win, "strips {:?}, board {}", set, p);
                assert_eq!(plain_value != 0, win, "plain mex: strips {:?}, board {}", set, p);
                counts[usize::from(win)] += 1;
            }
        }
        assert!(counts[0] > 200 && counts[1] > 1000, "both verdicts: {:?}", counts);
    }

    /// The fast table (half the offsets, stamps) against the plain mex on larger boards: every
    /// strip set within 1..=8 up to p = 150, and sets with long strips up to p = 1000.
    #[test]
    fn table_matches_plain_mex_on_larger_boards() {
        let mut sets = strip_sets(8);
        sets.extend_from_slice(&[[1, 2, 3], [2, 5, 7], [3, 7, 10], [1, 1000, 999], [13, 31, 97]]);
        for set in sets {
            let max = if set.iter().all(|&s| s <= 8) { 150 } else { 1000 };
            let lengths: Vec<u64> = set.iter().map(|&s| s as u64).collect();
            let mut table = Table::new(&lengths);
            let plain = plain_mex(&set, max);
            for p in (0..=max).rev() {
                assert_eq!(table.value(p) as usize, plain[p], "strips {:?}, board {}", set, p);
            }
        }
    }

    #[test]
    fn beyond_the_limits() {
        // p = 0: no move. Strips longer than the board: no move. Huge strips are fine.
        assert_eq!(run_str("1 1 1 2 0 1"), ("2\n1\n".to_string(), Ok(None)));
        // A single strip of 10000 cells: board 10000 is won in one move, 9999 has no move.
        let huge = "18446744073709551615 18446744073709551615 10000\n3\n9999 10000 2\n";
        assert_eq!(run_str(huge), ("2\n1\n2\n".to_string(), Ok(None)));
        let mut search = Search::new(&[10_000]);
        assert!(!search.wins(&[9_999]) && search.wins(&[10_000]));
    }

    #[test]
    fn layouts_crlf_tabs_flattened_missing_newline() {
        let expected = (SAMPLE_OUT.to_string(), Ok(None));
        assert_eq!(run_str(&SAMPLE_IN.replace('\n', "\r\n")), expected);
        assert_eq!(run_str("1 5 1 3 1 5 6"), expected);
        assert_eq!(run_str("\n\n1\t5\n1\n\n3 1\t5 6"), expected);
    }

    #[test]
    fn bad_input_answers_complete_cases_then_reports() {
        let err = |s: &str| Err(s.to_string());
        assert_eq!(
            run_str(""),
            (String::new(), err("line 1: input ends before the strip length c"))
        );
        assert_eq!(
            run_str("1 5\n"),
            (String::new(), err("line 1: input ends before the strip length n"))
        );
        assert_eq!(
            run_str("1 5 1\n"),
            (String::new(), err("line 1: input ends before the number of boards m"))
        );
        assert_eq!(
            run_str("1 5 1\n3\n1\n5\r\n\r\n"),
            ("1\n1\n".to_string(), err("line 4: input ends after 2 of 3 boards"))
        );
        assert_eq!(
            run_str("1 5 1\n1\n"),
            (String::new(), err("line 2: input ends after 0 of 1 board"))
        );
        assert_eq!(
            run_str("1 0 1\n1\n1\n"),
            (
                String::new(),
                err("line 1: the strip length z is 0, but a strip covers at least 1 cell")
            )
        );
        assert_eq!(
            run_str("1 5 1\n2\n1\n10001\n"),
            (
                "1\n".to_string(),
                err("line 4: board length 10001 is above 10000, the largest this solver accepts")
            )
        );
        assert_eq!(
            run_str("1 5 1\n2\n1\nx\n"),
            ("1\n".to_string(), err("line 4: expected a non-negative integer, found \"x\""))
        );
        assert_eq!(
            run_str("-1 5 1\n"),
            (String::new(), err("line 1: expected a non-negative integer, found \"-1\""))
        );
        assert_eq!(
            run_str("1 5 1\n1\n18446744073709551616\n"),
            (String::new(), err("line 3: number \"18446744073709551616\" does not fit in 64 bits"))
        );
        // A huge count is never allocated for: the missing boards are simply reported.
        assert_eq!(
            run_str("1 2 3 18446744073709551615 4"),
            ("1\n".to_string(), err("line 1: input ends after 1 of 18446744073709551615 boards"))
        );
    }

    #[test]
    fn trailing_input_is_ignored_with_a_warning() {
        let (out, result) = run_str("1 5 1\n1\n6\n\n7 x\n");
        assert_eq!(out, "2\n");
        assert_eq!(result, Ok(Some("line 5: ignored input after the 1 board".to_string())));
        let (out, result) = run_str("1 5 1\n3\n1\n5\n6 7\n");
        assert_eq!(out, SAMPLE_OUT);
        assert_eq!(result, Ok(Some("line 5: ignored input after the 3 boards".to_string())));
        assert_eq!(run_str("1 2 3 0\n"), (String::new(), Ok(None)));
    }

    /// A well-formed input file: the strip lengths and the boards.
    fn parse_file(input: &str) -> (Vec<usize>, Vec<usize>) {
        let numbers: Vec<usize> =
            input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
        assert_eq!(numbers.len(), 4 + numbers[3], "a well-formed file");
        (numbers[..3].to_vec(), numbers[4..].to_vec())
    }

    /// The answers of the game search (boards ≤ 30) or, with `plain`, of the plain mex.
    fn expected_by(input: &str, plain: bool) -> String {
        let (lengths, boards) = parse_file(input);
        let max = boards.iter().copied().max().unwrap_or(0);
        let wins: Vec<bool> = if plain {
            plain_mex(&lengths, max).iter().map(|&g| g != 0).collect()
        } else {
            assert!(max <= 30, "small enough to search");
            let mut search = Search::new(&lengths);
            (0..=max).map(|p| search.wins(&[p])).collect()
        };
        boards.iter().map(|&p| if wins[p] { "1\n" } else { "2\n" }).collect()
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

    /// Every testdata case: its .out is what the game search says (boards ≤ 30), or for
    /// large-* what the plain mex says (itself proved against the search above), and `run`
    /// gives it.
    #[test]
    fn testdata_outputs_are_proved() {
        let inputs = case_files();
        assert!(inputs.len() >= 6, "testdata present");
        for input_path in inputs {
            let name = input_path.file_name().unwrap().to_string_lossy().to_string();
            let input = fs::read_to_string(&input_path).unwrap();
            let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
            let proof = expected_by(&input, name.starts_with("large"));
            assert_eq!(proof, expected, "{} against its proof", name);
            assert_eq!(run_str(&input), (expected, Ok(None)), "{} against run", name);
        }
    }

    fn format_input(lengths: [usize; 3], boards: &[usize]) -> String {
        let mut text = format!("{} {} {}\n{}\n", lengths[0], lengths[1], lengths[2], boards.len());
        for p in boards {
            text.push_str(&format!("{}\n", p));
        }
        text
    }

    /// Writes the testdata except the sample:
    /// `cargo test --release --bin luogu_p8369 -- --ignored write_testdata`.
    #[test]
    #[ignore]
    fn write_testdata() {
        let dir = Path::new(DATA);
        let write = |name: &str, input: &str, output: &str| {
            fs::write(dir.join(format!("{}.in", name)), input).unwrap();
            fs::write(dir.join(format!("{}.out", name)), output).unwrap();
        };
        let small: Vec<usize> = (1..=30).collect();
        for (i, &set) in [[2, 4, 6], [3, 5, 7], [1, 3, 5], [2, 2, 8]].iter().enumerate() {
            let input = format_input(set, &small);
            write(&format!("brute-{}", i + 1), &input, &expected_by(&input, false));
        }
        write("crlf-1", &SAMPLE_IN.replace('\n', "\r\n"), SAMPLE_OUT);
        // The judge's limits: m = 1000, every board 1..=1000 (descending, so the table is
        // built by the first), or the longest strips. Strips of one parity only: a board at
        // least as long as a strip of its own parity is won by laying that strip in the middle
        // and mirroring every reply, so mixed parities would make nearly every answer 1.
        let all: Vec<usize> = (1..=1000).rev().collect();
        for (i, &set) in [[2, 6, 10], [13, 31, 97], [1000, 1000, 1000]].iter().enumerate() {
            let input = format_input(set, &all);
            write(&format!("large-{}", i + 1), &input, &expected_by(&input, true));
        }
    }
}
