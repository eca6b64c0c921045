//! # hihocoder1173 — hihoCoder 1173 "博弈游戏·Nim游戏·三" (Nim with splitting)
//!
//! Statement: http://hihocoder.com/problemset/problem/1173. No judge takes Rust for it
//! (hihoCoder takes none).
//!
//! Nim on N piles with a second kind of move: split one pile into two non-empty piles without
//! removing stones. Whoever takes the last stone wins; Alice moves first.
//!
//! **Input** `N`, then N pile sizes (published solutions read N ≤ 100 and sizes ≤ 20000; any
//! N and any sizes below 2^64 are accepted, 0 being an empty pile; N = 0 is a position where
//! Alice cannot move). **Output** `Alice` or `Bob`, the winner.
//!
//! **Theory.** The game is a sum of single piles, so by Sprague–Grundy Alice wins iff the XOR of
//! the piles' Grundy values is non-zero. Lasker's Nim: g(0) = 0 and for x ≥ 1, g(x) = x when
//! x ≡ 1, 2 (mod 4), x + 1 when x ≡ 3, x − 1 when x ≡ 0. Proof sketch, by induction on x:
//! g fixes every number except that it swaps 4k+3 ↔ 4k+4, so takes from x reach exactly
//! g(0..x): never the claim g(x), and every value below it except, when x ≡ 3, x itself,
//! which the split 1 + (x − 1) supplies (1 ⊕ (x − 1) = x). A split a + b = x reaches
//! g(a) ⊕ g(b); as g(y) ≡ 3, 1, 2, 0 (mod 4) for y ≡ 0, 1, 2, 3, that XOR is never congruent
//! to the claim mod 4 (check the residue pairs), so the claim is the mex. The tests prove the
//! formula against a mex over every take and split up to 300 and whole positions against a
//! plain game search. For x = 2^64 − 1 (≡ 3) the value 2^64 does not fit in u64, so the XOR
//! is taken in u128.
//!
//! **Complexity** O(N) time, O(1) memory beyond the input (the piles are XORed as read).

use std::io::{self, Read, Write};

/// Lasker's Grundy value of a single pile of `x` stones (u128: g(2^64 − 1) = 2^64).
fn grundy(x: u64) -> u128 {
    let value = u128::from(x);
    match x % 4 {
        0 if x == 0 => 0,
        0 => value - 1,
        1 | 2 => value,
        _ => value + 1,
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

/// Appends the answer line for a whole input to `out`. Then `Ok(Some(warning))` if input
/// follows the N pile sizes (it is ignored), or the problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64(|| "before N".to_string())?;
    let mut xor_of_grundy = 0u128; // the piles are XORed as they are read
    for index in 1..=n {
        let pile = tokens.expect_u64(|| format!("before pile {} of {}", index, n))?;
        xor_of_grundy ^= grundy(pile);
    }
    out.push_str(if xor_of_grundy != 0 { "Alice\n" } else { "Bob\n" });
    Ok(tokens.next_token().map(|(_, start)| {
        let what = counted(n, "pile size");
        format!("line {}: ignored input after the {}", tokens.line_at(start), what)
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "hihocoder1173: {}", message);
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
#[path = "hihocoder1173/tests.rs"]
mod tests;
