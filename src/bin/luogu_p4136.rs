//! # luogu_p4136 — Luogu P4136 "谁能赢呢？" (= BZOJ 2463; the game of HDU 1564)
//!
//! Statement: https://www.luogu.com.cn/problem/P4136. Submit in Rust as it is at Luogu P4136.
//! BZOJ 2463 had the same format but is gone; HDU 1564 is the same game with other output
//! strings and takes no Rust.
//!
//! An n×n board has a stone on its top-left cell, which counts as visited. The players
//! alternate, 小明 (Alice) first; a move takes the stone one cell up, down, left or right onto
//! a cell never visited before. A player who cannot move loses.
//!
//! **Input** one n per line (judge: 1 ≤ n ≤ 10 000; here any n below 2^64); a line `0` ends the
//! input (a missing final `0` after complete cases is accepted). **Output** per n `Alice` if
//! the first player wins, else `Bob`.
//!
//! **Theory** (a matching strategy). The first player wins iff n is even.
//! - n even: tile the board with dominoes (each row cut into horizontal pairs). The first
//!   player always moves to the other cell of the domino the stone is on. After each of his
//!   moves the visited cells are whole dominoes, so whenever the opponent enters a new cell,
//!   that cell's partner is still free: the first player always has a move, and the opponent
//!   is the one who gets stuck.
//! - n odd: the board without the start corner can be tiled: the rest of the top row in
//!   horizontal pairs, the other n − 1 rows (an even number) in vertical pairs. Now the second
//!   player answers every move with the partner of the cell just entered, by the same argument.
//! - n = 1: the first player has no move at all and loses.
//!
//! The tests check the rule against a search of the game itself over (visited set, stone's
//! cell) for every n ≤ 7 (n = 8 too, in an ignored test of a few seconds), play the matching
//! strategy against random opponents, and check the tilings cell by cell on the boards of the
//! testdata.
//!
//! **Complexity** O(1) per n, O(input) in all: each n is answered as it is read.

use std::io::{self, Read, Write};

/// Whether the first player (Alice) wins on an n×n board, n ≥ 1.
fn alice_wins(n: u64) -> bool {
    n % 2 == 0
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

/// Appends the answer to every n of `input` to `out`. Ok(None): all fine; Ok(Some(w)): all
/// answered, with a warning (data after the final 0); Err(e): the first problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    loop {
        let n = match tokens.next_u64() {
            None => return Ok(None), // no final 0, but every case is complete
            Some(n) => n?,
        };
        if n == 0 {
            return Ok(tokens.next_token().map(|(_, start)| {
                format!("line {}: ignored input after the final 0", tokens.line_at(start))
            }));
        }
        out.push_str(if alice_wins(n) { "Alice\n" } else { "Bob\n" });
    }
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "luogu_p4136: {}", message);
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
#[path = "luogu_p4136/tests.rs"]
mod tests;
