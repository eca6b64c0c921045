//! # cses1729 — CSES 1729 "Stick Game" (the win/lose table of a subtraction set)
//!
//! Statement: https://cses.fi/problemset/task/1729
//!
//! Submit in Rust at **CSES 1729** as it is (CSES compiles Rust with edition 2018).
//!
//! One heap of sticks and a set P = {p_1, …, p_k} of allowed moves: a move removes exactly p
//! sticks for some p in P with p at most the heap. Players alternate; whoever removes the last
//! stick wins (a player with no move has lost). For every heap size 1 … n, does the player to
//! move win?
//!
//! **Input** `n k`, then p_1 … p_k, distinct, not necessarily sorted, one of them 1 (judge:
//! n ≤ 10^6, k ≤ 100, p_i ≤ n; here any k, repeated moves, moves above n (never playable) and
//! sets without 1 are answered; n above 10^8 is refused, and so are p = 0, a move that does
//! nothing, and tables of more than 10^10 steps, (n + 1) · distinct moves).
//! **Output** one line of n letters: letter i is `W` if a heap of i sticks is won for the
//! player to move, `L` if lost (heap 0 is not printed).
//!
//! **Theory.** No Sprague–Grundy is needed for one heap: a position is won iff some move leads
//! to a lost position. So win[0] = false (no move), and win[i] = true iff win[i − p] = false
//! for some p in P with p ≤ i; by induction on i (the heap only shrinks) this is exactly who
//! wins. Filled in increasing i it is the textbook table, k checks per size: 10^8 at the
//! judge's maximum. This file fills the same table in "push" form: walk i upwards, and
//! whenever i is lost, mark i + p as won for every p (when i is reached, every size below it
//! has pushed, so it is decided). Only lost sizes do work, (number of L)·k in all; with 1 in
//! P no two neighbouring sizes are both lost, so that is at most about n·k/2. For
//! P = {1, 3, 4}: L at 0, 2, 7, 9, 14, 16, … (period 7); it is not the Bash game. The table is
//! eventually periodic (its state is the last max P entries), but max P may be 10^6, so
//! nothing here relies on a period. The tests check the table against a game search for
//! every set of moves within 1..=12 and on random sets up to n = 700.
//!
//! **Complexity** O(n + (number of L)·k) time, at most about 5·10^7 steps at the judge's
//! maximum (n = 10^6, P = 1, 3, …, 199: half the sizes lost); O(n) memory.

use std::io::{self, Read, Write};

/// Heap sizes above this are refused: the answer alone would be over 100 MB.
const MAX_N: u64 = 100_000_000;
/// Tables that may need more steps than this ((n + 1) · distinct moves, 10^8 at the judge's
/// maximum) are refused rather than left to run for minutes.
const MAX_WORK: u64 = 10_000_000_000;

/// The table in push form: `result[i]` says whether a heap of i sticks is won for the player
/// to move, for i = 0 ..= n.
fn win_table(n: usize, moves: &[usize]) -> Vec<bool> {
    let mut wins = vec![false; n + 1];
    for i in 0..=n {
        if !wins[i] {
            // i is lost: every i + p is won (a move to i).
            for &p in moves {
                if i + p <= n {
                    wins[i + p] = true;
                }
            }
        }
    }
    wins
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

/// Appends the answer line to `out` once the input is complete. Then `Err` with the first
/// problem of the input, or `Ok(Some(warning))` if data follows the k moves, or `Ok(None)`.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64(|| "before n, the largest heap".to_string())?;
    if n > MAX_N {
        return Err(format!(
            "line {}: n = {} is too large (at most {} here: the answer alone is n bytes)",
            tokens.line_at(tokens.pos),
            n,
            MAX_N
        ));
    }
    let k = tokens.expect_u64(|| "before k, the number of moves".to_string())?;
    let mut moves = Vec::new();
    for i in 1..=k {
        let p = tokens.expect_u64(|| {
            format!("after {} of {} (expected p_{})", i - 1, counted(k, "move"), i)
        })?;
        if p == 0 {
            return Err(format!(
                "line {}: p_{} = 0: a move must take at least one stick",
                tokens.line_at(tokens.pos),
                i
            ));
        }
        if p <= n {
            moves.push(p as usize); // a move above n can never be played
        }
    }
    moves.sort_unstable();
    moves.dedup();
    let work = (n + 1) * moves.len() as u64;
    if work > MAX_WORK {
        return Err(format!(
            "line {}: n = {} with {} distinct moves needs up to {} steps; this file stops at {}",
            tokens.line_at(tokens.pos),
            n,
            moves.len(),
            work,
            MAX_WORK
        ));
    }
    let wins = win_table(n as usize, &moves);
    out.extend(wins[1..].iter().map(|&win| if win { 'W' } else { 'L' }));
    out.push('\n');
    Ok(tokens.next_token().map(|(_, start)| {
        format!("line {}: ignored input after the {}", tokens.line_at(start), counted(k, "move"))
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "cses1729: {}", message);
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
#[path = "cses1729/tests.rs"]
mod tests;
