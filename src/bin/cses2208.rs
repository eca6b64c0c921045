//! # cses2208 — CSES 2208 "Another Game" (take a coin from each heap of any set, t tests)
//!
//! Statement: https://cses.fi/problemset/task/2208
//!
//! Submit in Rust at **CSES 2208** as it is (CSES compiles Rust with edition 2018).
//!
//! n heaps of coins. Two players alternate; a move chooses any non-empty collection of
//! non-empty heaps (one, several or all) and removes exactly one coin from each of them.
//! Whoever removes the last coin wins: a player facing only empty heaps has lost.
//!
//! **Input** t, then per test n and the n heap sizes x_1 … x_n (judge: t ≤ 2·10^5, Σn ≤ 2·10^5,
//! 1 ≤ x_i ≤ 10^9; here any counts and sizes below 2^64, empty heaps and n = 0 included).
//! **Output** per test `first` if the first player wins, else `second`.
//!
//! **Theory.** The second player wins exactly when every heap is even. This is not a XOR rule:
//! a move touches several heaps at once, so the game is not a sum of independent heaps and
//! Sprague–Grundy does not apply heap by heap.
//! - Some heap odd: take one coin from every odd heap; now all heaps are even.
//! - All heaps even: whatever collection C the opponent takes from, each heap of C had an even
//!   count ≥ 2 and now holds an odd count ≥ 1, so taking one coin from every heap of C again is
//!   legal, and all heaps are even again.
//! - All heaps empty (all even) is lost for the player to move. Coins only go down, so the game
//!   ends, and the player who keeps "all even" after each of his moves takes the last coin.
//!
//! Pitfalls: the Nim XOR says `second` for 1 2 3, which is won; the parity of the sum says
//! `second` for 1 1, which is won.
//! The tests check the rule against a search of the game tree (every non-empty set of
//! non-empty heaps) on every multiset of up to 5 heaps of at most 7 coins and on 12 heaps of
//! at most 3.
//!
//! **Complexity** O(Σn) time, O(1) memory: only whether some heap is odd is kept.

use std::io::{self, Read, Write};

/// Whether the player to move wins, given whether some heap holds an odd number of coins.
fn first_wins(some_heap_odd: bool) -> bool {
    some_heap_odd
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

/// Appends the answer to every complete test of `input` to `out`. Then `Err` with the first
/// problem of the input, or `Ok(Some(warning))` if data follows the t tests, or `Ok(None)`.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let tests = tokens.expect_u64(|| "before t, the number of tests".to_string())?;
    for test in 1..=tests {
        let heaps = tokens.expect_u64(|| {
            format!("after {} of {} (expected n)", test - 1, counted(tests, "test"))
        })?;
        let mut some_heap_odd = false;
        for heap in 1..=heaps {
            let x = tokens.expect_u64(|| {
                format!("inside test {} of {} (expected heap {} of {})", test, tests, heap, heaps)
            })?;
            some_heap_odd |= x % 2 == 1;
        }
        out.push_str(if first_wins(some_heap_odd) { "first\n" } else { "second\n" });
    }
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the {}",
            tokens.line_at(start),
            counted(tests, "test")
        )
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "cses2208: {}", message);
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
#[path = "cses2208/tests.rs"]
mod tests;
