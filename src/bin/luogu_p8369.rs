//! # luogu_p8369 — Luogu P8369 "[POI2000] 条纹" (Stripes; = BZOJ 2940)
//!
//! Statement: https://www.luogu.com.cn/problem/P8369
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
    fn for_strips(lengths: &[u64]) -> Table {
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

/// Whether the first player wins board `p`: g(p) ≠ 0.
fn first_player_wins(table: &mut Table, p: usize) -> bool {
    table.value(p) != 0
}

/// Whitespace-separated tokens of the input; lines are counted only for error messages.
struct Tokens<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Tokens<'a> {
    /// The tokens of `input`, after its UTF-8 byte-order mark if it has one.
    fn new(input: &'a [u8]) -> Tokens<'a> {
        let bytes = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
        Tokens { bytes, pos: 0 }
    }

    /// The line (from 1) that byte `offset` is on.
    fn line_at(&self, offset: usize) -> usize {
        1 + self.bytes[..offset].iter().filter(|&&b| b == b'\n').count()
    }

    /// The line of the input's last token (1 for blank input): where an incomplete input ends.
    fn end_line(&self) -> usize {
        let end = self.bytes.iter().rposition(|b| !b.is_ascii_whitespace()).map_or(0, |i| i + 1);
        self.line_at(end)
    }

    /// The next token and the offset it starts at, or `None` at the end of the input.
    fn next_token(&mut self) -> Option<(&'a [u8], usize)> {
        let (bytes, pos) = (self.bytes, self.pos);
        let start = pos + bytes[pos..].iter().take_while(|b| b.is_ascii_whitespace()).count();
        let length = bytes[start..].iter().take_while(|b| !b.is_ascii_whitespace()).count();
        self.pos = start + length;
        (length > 0).then(|| (&bytes[start..self.pos], start))
    }

    /// The next token as a non-negative integer: `None` at the end of the input, else the
    /// number or why the token is not one (with its line). Digits are added up as they are
    /// scanned; any other token, and a number near 2^64, is left to `parse_next`.
    fn next_u64(&mut self) -> Option<Result<u64, String>> {
        let bytes = self.bytes;
        let mut start = self.pos;
        while start < bytes.len() && bytes[start].is_ascii_whitespace() {
            start += 1;
        }
        let (mut end, mut value) = (start, 0u64);
        while end < bytes.len() && bytes[end].is_ascii_digit() && value <= (u64::MAX - 9) / 10 {
            value = value * 10 + u64::from(bytes[end] - b'0'); // cannot overflow
            end += 1;
        }
        if start < end && bytes.get(end).map_or(true, |b| b.is_ascii_whitespace()) {
            self.pos = end;
            return Some(Ok(value));
        }
        self.pos = start;
        self.parse_next()
    }

    /// The next token through `parse_u64`, for its message (out of line: `next_u64` stays small).
    #[inline(never)]
    fn parse_next(&mut self) -> Option<Result<u64, String>> {
        let (token, start) = self.next_token()?;
        Some(parse_u64(token).map_err(|why| format!("line {}: {}", self.line_at(start), why)))
    }

    /// The next token as a non-negative integer. If the input ends instead, the error is
    /// "line L: input ends " followed by `context()` (built only then).
    fn expect_u64<F: FnOnce() -> String>(&mut self, context: F) -> Result<u64, String> {
        match self.next_u64() {
            Some(number) => number,
            None => Err(format!("line {}: input ends {}", self.end_line(), context())),
        }
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

/// "1 case", "2 cases": a count with its noun, singular when it is 1.
fn counted(count: u64, noun: &str) -> String {
    format!("{} {}{}", count, noun, if count == 1 { "" } else { "s" })
}

/// Appends the answer to every complete case of `input` to `out`. Ok(None): all fine;
/// Ok(Some(w)): all answered, with warning w; Err(e): the problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let mut lengths = [0u64; 3];
    for (length, name) in lengths.iter_mut().zip(&["c", "z", "n"]) {
        let s = tokens.expect_u64(|| format!("before the strip length {}", name))?;
        if s == 0 {
            return Err(format!(
                "line {}: the strip length {} is 0, but a strip covers at least 1 cell",
                tokens.line_at(tokens.pos),
                name
            ));
        }
        *length = s;
    }
    let boards = tokens.expect_u64(|| "before the number of boards m".to_string())?;
    let mut table = Table::for_strips(&lengths);
    for board in 1..=boards {
        let p =
            tokens.expect_u64(|| format!("after {} of {}", board - 1, counted(boards, "board")))?;
        if p > MAX_BOARD {
            return Err(format!(
                "line {}: board length {} is above {}, the largest this solver accepts",
                tokens.line_at(tokens.pos),
                p,
                MAX_BOARD
            ));
        }
        out.push_str(if first_player_wins(&mut table, p as usize) { "1\n" } else { "2\n" });
    }
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the {}",
            tokens.line_at(start),
            counted(boards, "board")
        )
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "luogu_p8369: {}", message);
}

/// Reads all of stdin, writes the answers of its complete cases, then the warning or the
/// error (exit status 1) that `run` gives. A closed stdout ends it quietly.
fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        report(&format!("cannot read standard input: {}", e));
        std::process::exit(1);
    }
    let mut answers = String::new();
    let outcome = run(&input, &mut answers);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if out.write_all(answers.as_bytes()).and_then(|_| out.flush()).is_err() {
        std::process::exit(1); // stdout is closed: nobody is reading
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
#[path = "luogu_p8369/tests.rs"]
mod tests;
