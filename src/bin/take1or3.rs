//! # take1or3 — "取石子: 一次拿 1 颗或 3 颗" (one pile, take 1 or 3)
//!
//! No judge hosts this one (so none takes it in Rust): a worked example whose judge-style
//! format is defined here.
//!
//! One pile of S stones. Two players alternate, the first player first; a move takes 1 or 3
//! stones (never more than remain). Whoever takes the last stone wins.
//!
//! **Input** integers S (0 ≤ S ≤ 10^18 in the statement; here any S that fits in 64 bits),
//! separated by any whitespace, until end of input; no input at all is zero cases.
//! **Output** per S one line: `first` if the first player wins, else `second`.
//!
//! **Theory.** The first player wins exactly when S is odd. An empty pile is lost for the
//! player to move (the opponent took the last stone). From an odd S, taking 1 leaves an even
//! pile; from an even S every move (1 or 3, both odd) leaves an odd pile. By induction on S the
//! even piles are exactly the lost ones. The tests check this against a search of the game
//! tree for every S ≤ 60, and prove from that search that its verdicts repeat with period 2
//! for ever (they depend only on the last three), which decides the huge test values.
//!
//! **Complexity** O(1) per value, O(input) in all: each value is answered as it is read.

use std::io::{self, Read, Write};

/// Whether the player to move wins with `stones` left.
fn first_wins(stones: u64) -> bool {
    stones % 2 == 1
}

/// Whitespace-separated tokens of the input. Lines are counted only for error messages.
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

    /// The next token as a non-negative integer: `None` at the end of the input, else the
    /// number or why the token is not one (with its line).
    fn next_u64(&mut self) -> Option<Result<u64, String>> {
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
            return Some(Ok(value));
        }
        while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        self.pos = pos;
        Some(
            parse_u64(&bytes[start..pos])
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

/// A token quoted for an error message: escaped, and cut short if long.
fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(&token[..token.len().min(24)]);
    let ellipsis = if token.len() > 24 { "…" } else { "" };
    format!("{:?}{}", text, ellipsis)
}

/// Appends the answer to every value of `input` to `out`, up to the first problem with the
/// input, which is then returned.
fn run(input: &[u8], out: &mut String) -> Result<(), String> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input); // a UTF-8 BOM
    let mut tokens = Tokens::new(input);
    while let Some(stones) = tokens.next_u64() {
        if first_wins(stones?) {
            out.push_str("first\n");
        } else {
            out.push_str("second\n");
        }
    }
    Ok(())
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "take1or3: {}", message);
}

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
    if let Err(message) = outcome {
        report(&message);
        std::process::exit(1);
    }
}

#[cfg(test)]
#[path = "take1or3/tests.rs"]
mod tests;
