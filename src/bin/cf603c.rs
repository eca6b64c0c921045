//! # cf603c — Codeforces 603C "Lieges of Legendre" (Grundy values of take-one-or-split)
//!
//! Statement: https://codeforces.com/problemset/problem/603/C
//!
//! Submit in Rust as it is at **Codeforces 603C** (Rust 1.89, edition 2021 or 2024); the Luogu
//! remote copy is CF603C.
//!
//! n piles of cows and a fixed k. Kevin and Nicky alternate, Kevin first. A move either removes
//! one cow from a non-empty pile, or replaces a pile of even size 2x (x > 0) by k piles of x
//! cows each. Whoever removes the last cow wins (a player with no move loses).
//!
//! **Input** `n k`, then a_1 … a_n (judge: 1 ≤ n ≤ 10^5, 1 ≤ k ≤ 10^9, 1 ≤ a_i ≤ 10^9; here
//! any values below 2^64, n = 0 and empty piles too; k = 0 makes a split remove the pile, which
//! the even-k rule covers). **Output** `Kevin` if the first player wins, else `Nicky`.
//!
//! **Theory.** The piles are independent, so by Sprague–Grundy Kevin wins iff the XOR of the
//! piles' Grundy values g(a_i) is non-zero. A pile of a cows has the options g(a − 1) and, for
//! even a, the XOR of k copies of g(a/2): that is g(a/2) for odd k and 0 for even k. So only
//! the parity of k matters (never build k piles, never loop k times).
//! - **k even.** g(0), g(1), g(2) = 0, 1, 2; from 3 on, g(a) = 1 for even a and 0 for odd a.
//!   Indeed g(3) = mex{g(2)} = mex{2} = 0; an even a ≥ 4 has the options g(a − 1) = 0 and 0,
//!   so mex 1; an odd a ≥ 5 has the single option g(a − 1) = 1, so 0.
//! - **k odd.** g(0) … g(4) = 0, 1, 0, 1, 2. From 5 on: odd a gives 0 and even a gives
//!   mex{0, g(a/2)}, which is 2 if g(a/2) = 1 and 1 otherwise. Induction on a: every even
//!   a ≥ 4 has g(a) ≠ 0 (the mex of a set holding 0), so an odd a ≥ 5 has the single option
//!   g(a − 1) ≠ 0 and value 0; then an even a ≥ 6 has options g(a − 1) = 0 and g(a/2).
//!   The even case follows a/2, so one pile costs O(log a).
//! - Traps: g(2) is 2 for even k but 0 for odd k, and g(3) = 1, g(4) = 2 for odd k: the small
//!   cases differ from the pattern. Splitting into 2 piles instead of k is another game.
//!
//! The tests derive the values from a search of the game itself (positions are multisets of
//! piles, split literally into k piles, Grundy values by mex over whole positions, no XOR
//! used) for every pile up to 12 with k = 0 … 3 and up to 8 with k = 4, 5, check the win/loss
//! of every position of up to 3 piles of at most 6 cows (and 4 piles of at most 4) for
//! k = 0 … 4, and check the pattern against the mex recursion for every a < 2^22, k = 0 … 8.
//!
//! **Complexity** O(n log max a) time, O(1) memory (the piles are folded as they are read).

use std::io::{self, Read, Write};

/// The Grundy value of one pile of `a` cows, where a split makes an odd number of piles iff
/// `k_odd`.
fn grundy(a: u64, k_odd: bool) -> u64 {
    if !k_odd {
        return match a {
            0..=2 => a,
            _ if a % 2 == 0 => 1,
            _ => 0,
        };
    }
    match a {
        0 | 2 => 0,
        1 | 3 => 1,
        4 => 2,
        _ if a % 2 == 1 => 0,
        _ if grundy(a / 2, true) == 1 => 2,
        _ => 1,
    }
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

/// Appends the answer to `out` once the input is complete. Then `Err` with the first problem
/// of the input, or `Ok(Some(warning))` if data follows the n piles, or `Ok(None)`.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64(|| "before n, the number of piles".to_string())?;
    let k = tokens.expect_u64(|| "before k, the number of piles a split makes".to_string())?;
    let mut xor = 0;
    for i in 1..=n {
        let a = tokens.expect_u64(|| format!("before pile {} of {}", i, n))?;
        xor ^= grundy(a, k % 2 == 1);
    }
    out.push_str(if xor != 0 { "Kevin\n" } else { "Nicky\n" });
    Ok(tokens.next_token().map(|(_, start)| {
        format!("line {}: ignored input after the {}", tokens.line_at(start), counted(n, "pile"))
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "cf603c: {}", message);
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
#[path = "cf603c/tests.rs"]
mod tests;
