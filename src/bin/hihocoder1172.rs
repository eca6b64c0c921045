//! # hihocoder1172 — hihoCoder 1172 "博弈游戏·Nim游戏·二" (coins)
//!
//! Statement: http://hihocoder.com/problemset/problem/1172. No judge takes Rust for it
//! (hihoCoder takes none).
//!
//! N coins lie in a row, numbered 1..N from the left, each heads (H) or tails (T). A move turns
//! one heads coin to tails and may then flip any one coin to its left, either way. The player
//! with no heads coin to turn loses (whoever turns the last heads coin wins); Alice moves first.
//!
//! **Input** N, then a string of N characters `H`/`T` (the judge promises N ≤ 10000; any length
//! is answered). Only upper-case `H` and `T` are coins: lower-case `h`/`t`, any other character,
//! or a string whose length differs from N is reported as an error naming the line; anything
//! after the string is ignored with a warning. N = 0 is an empty row (no string follows): Bob
//! wins. **Output** `Alice` or `Bob`, the winner.
//!
//! **Theory.** A heads coin at position i is a Nim heap of size i: Alice loses iff the XOR x of
//! the positions of the heads coins is 0. A move turns heads i and maybe flips a coin j < i, so
//! it changes x by i or by i ^ j, never by 0: from x = 0 every move leaves x ≠ 0. From x ≠ 0,
//! some heads coin i has the highest set bit of x; then j = i ^ x < i, so turning coin i and
//! flipping coin j (if j > 0) leaves x = 0. With no heads left x = 0 and the mover has lost.
//! The game ends, as every move lowers the row read as a binary number with coin N the highest
//! bit. The tests prove the rule by game search on every H/T string of length ≤ 10 (and that a
//! row's Grundy value is exactly x).
//!
//! **Complexity** O(N) time, O(1) memory beyond the input.

use std::io::{self, Read, Write};

/// The XOR of the 1-based positions of the heads coins in a row of `H`/`T` bytes.
fn heads_xor(coins: &[u8]) -> u64 {
    let positions = 1..=coins.len() as u64;
    coins.iter().zip(positions).filter(|&(&coin, _)| coin == b'H').fold(0, |xor, (_, i)| xor ^ i)
}

/// Whether the first player (Alice) wins on a row of `H`/`T` bytes.
fn first_player_wins(coins: &[u8]) -> bool {
    heads_xor(coins) != 0
}

/// Why a coin string of the stated length is not a row of N coins, if it is not.
fn check_coins(coins: &[u8], n: u64) -> Result<(), String> {
    if let Some(index) = coins.iter().position(|&c| c != b'H' && c != b'T') {
        // Every byte before it is H or T, so `index` counts characters too.
        let rest = String::from_utf8_lossy(&coins[index..coins.len().min(index + 4)]);
        let character = rest.chars().next().unwrap_or(std::char::REPLACEMENT_CHARACTER);
        let hint = if character == 'h' || character == 't' { " (upper case only)" } else { "" };
        return Err(format!(
            "character {} of the coin string is {:?}; coins are written H or T{}",
            index + 1,
            character,
            hint
        ));
    }
    if coins.len() as u64 != n {
        let length = counted(coins.len() as u64, "coin");
        return Err(format!("the coin string has {}, but N = {}", length, n));
    }
    Ok(())
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
/// follows the coin string (it is ignored), or the problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64(|| "before N".to_string())?;
    let coins: &[u8] = if n == 0 {
        &[]
    } else {
        match tokens.next_token() {
            None => {
                return Err(format!(
                    "line {}: input ends before the coin string (N = {})",
                    tokens.end_line(),
                    n
                ))
            }
            Some((token, start)) => {
                check_coins(token, n)
                    .map_err(|why| format!("line {}: {}", tokens.line_at(start), why))?;
                token
            }
        }
    };
    out.push_str(if first_player_wins(coins) { "Alice\n" } else { "Bob\n" });
    Ok(tokens.next_token().map(|(_, start)| {
        let what = if n == 0 { "N = 0 (no coins)" } else { "the coin string" };
        format!("line {}: ignored input after {}", tokens.line_at(start), what)
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "hihocoder1172: {}", message);
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
#[path = "hihocoder1172/tests.rs"]
mod tests;
