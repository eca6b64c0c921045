//! # luogu_p1247 — Luogu P1247 "取火柴游戏" (Nim: print the winning first move)
//!
//! Statement: https://www.luogu.com.cn/problem/P1247. Submit in Rust at **Luogu P1247** as
//! it is. (POJ 2975, HDU 1850 and HDU 2176 count or list the winning moves instead, and take
//! no Rust.)
//!
//! k piles of matches. Two players alternate, you first; a move takes any positive number of
//! matches from one pile (it may empty the pile). Whoever takes the last match wins.
//!
//! **Input** k, then the k pile sizes n_1 … n_k (judge: k ≤ 500000, n_i ≤ 10^9; here any
//! sizes that fit in 64 bits). Empty piles are allowed (the statement only says "integers"):
//! they are kept and printed back. k = 0 is answered `lose` (no move at all).
//! **Output** if you win: a line `a b` (take a matches from pile b, piles numbered from 1,
//! the amount first), then the k pile sizes after that move separated by single spaces.
//! Of several winning moves the smallest b is printed, then the smallest a. If you lose:
//! the single line `lose`.
//!
//! **Theory** (Bouton; the proof is in the header of `hihocoder1163.rs`, which plays the
//! same game): the player to move loses exactly when x = n_1 ^ … ^ n_k is 0. In short: a
//! move changes one pile, so from XOR 0 it always leaves XOR ≠ 0; from x ≠ 0 the move below
//! leaves XOR 0; and the empty board has XOR 0 and is lost.
//! - So from x ≠ 0 a move wins iff it leaves XOR 0. Changing pile b alone, that forces the
//!   new size n_b ^ x: one amount per pile at most, a = n_b − (n_b ^ x), legal iff
//!   n_b ^ x < n_b, that is iff n_b has the highest set bit of x (the bits above it agree,
//!   and that bit turns from 1 to 0).
//! - Hence the move asked for: the first pile holding the top bit of x, with that amount.
//!   Pitfalls: printing `b a`; taking the largest pile, or the first pile with n_b ≥ x
//!   (`8 2 9`: x = 3, yet only pile 2 can move to XOR 0); dropping empty piles from the
//!   second line; printing 500000 numbers one `println!` at a time (here the answer is built
//!   in one string and written once).
//!
//! The tests play every first move of every list of up to 5 piles of at most 7 matches
//! (empty piles included) through a search of the game tree, and check that the printed
//! move is legal, leaves XOR 0, is among the search's winning moves and is the smallest of
//! them in ⟨b, a⟩ order, and that the second line is the position after it.
//!
//! **Complexity** O(k) time and memory: the piles are read into a list, XORed, searched once
//! for the first pile holding x's top bit, and written back.

use std::io::{self, Read, Write};

/// The winning first move of Nim `(b, a)`: take a from pile b (index from 0), the smallest b
/// and then the smallest a; or `None` if the player to move loses (the XOR is 0).
fn winning_move(piles: &[u64]) -> Option<(usize, u64)> {
    let xor = piles.iter().fold(0, |x, &pile| x ^ pile);
    if xor == 0 {
        return None;
    }
    // Only a pile holding x's top bit shrinks to pile ^ x; one always exists.
    let b = piles.iter().position(|&pile| pile ^ xor < pile)?;
    Some((b, piles[b] - (piles[b] ^ xor)))
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

/// Appends the answer to `out` once all k piles are read. Then `Err` with the first problem
/// of the input, or `Ok(Some(warning))` if data follows the k piles, or `Ok(None)`.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let count = tokens.expect_u64(|| "before k, the number of piles".to_string())?;
    let mut piles = Vec::new(); // grown as piles arrive: a huge k is not allocated for
    while (piles.len() as u64) < count {
        let read = piles.len();
        piles.push(tokens.expect_u64(|| format!("after {} of {}", read, counted(count, "pile")))?);
    }
    match winning_move(&piles) {
        None => out.push_str("lose\n"),
        Some((b, a)) => {
            out.push_str(&format!("{} {}\n", a, b + 1));
            piles[b] -= a;
            for (i, pile) in piles.iter().enumerate() {
                out.push_str(if i == 0 { "" } else { " " });
                out.push_str(&pile.to_string());
            }
            out.push('\n');
        }
    }
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the {}",
            tokens.line_at(start),
            counted(count, "pile")
        )
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "luogu_p1247: {}", message);
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
#[path = "luogu_p1247/tests.rs"]
mod tests;
