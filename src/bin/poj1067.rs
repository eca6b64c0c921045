//! # poj1067 — POJ 1067 / HDU 1527 "取石子游戏" (Wythoff's game)
//!
//! Statements: http://poj.org/problem?id=1067 and https://acm.hdu.edu.cn/showproblem.php?pid=1527
//! (POJ and HDU take no Rust). **Submit in Rust at Luogu P2252**
//! (https://www.luogu.com.cn/problem/P2252), the same game with one line `a b` (a, b ≤ 10^9),
//! answered `1` or `0` (its `-1`, "cannot be determined", never happens in this finite game
//! without draws). Checked here, not on Luogu: this file prints `1` for its sample `8 4` (the
//! only copy found lost the space, so the exact bytes are uncertain) and agrees with an exact
//! integer computation on 240 lines around the losing pairs up to 10^9.
//!
//! Two piles. A move takes any positive number of stones from one pile, or the same positive
//! number from both. Whoever takes the last stone wins. You move first: do you win?
//!
//! **Input** lines `a b` until end of input (0 ≤ a, b ≤ 10^9 on the judge; this solver accepts
//! up to 10^18). **Output** per line `1` if the first player wins, else `0`.
//!
//! **Theory** (Wythoff 1907). The losing positions are the pairs (a_k, b_k) in either order,
//! a_k = the smallest number not in an earlier pair, b_k = a_k + k (k = 0, 1, 2, …). Every
//! positive number is in exactly one pair and every difference k occurs once, so a move from a
//! pair (which keeps one pile or keeps the difference) never reaches another pair; from any
//! other (x, y), x ≤ y: if x = b_k take y down to a_k; if x = a_k and y > b_k take y down to
//! b_k; if x = a_k and y < b_k, then d = y − x < k and taking x − a_d from both gives (a_d, b_d).
//! By Beatty's theorem (1/φ + 1/φ² = 1) a_k = ⌊kφ⌋, φ = (1 + √5)/2. So (a, b), a ≤ b, is lost iff
//! a = ⌊kφ⌋ with k = b − a, decided in exact integers with no square root and no float:
//! a ≤ kφ < a + 1 ⟺ 2a − k ≤ k√5 < 2a + 2 − k; for k ≥ 1 equality is impossible (√5 is
//! irrational) and ⌊kφ⌋ lies in [k, 2k), where both sides are positive and can be squared:
//! lost ⟺ k ≤ a < 2k and (2a − k)² < 5k² < (2a + 2 − k)² (or a = b = 0). Floating point is
//! not good enough: `floor(k * 1.618…)` in double precision misjudges (165580140, 267914295).
//! The tests check the positions against a game search, the construction above (every
//! k ≤ 10^6), Fibonacci pairs up to 10^18 and an exact integer square root.
//!
//! **Complexity** O(1) per line (u128 arithmetic), O(input) in all; the answers are written
//! once.

use std::io::{self, Read, Write};

/// Largest pile accepted (the u128 products below stay far from overflow).
const MAX_VALUE: u64 = 1_000_000_000_000_000_000;

/// Whether the first player wins with piles a and b (each ≤ MAX_VALUE, so the products below
/// stay far below 2^128).
fn first_player_wins(a: u64, b: u64) -> bool {
    let (small, large) = (a.min(b), a.max(b));
    let k = u128::from(large - small);
    let small = u128::from(small);
    // Lost iff small = ⌊kφ⌋: k ≤ small < 2k and (2·small − k)² < 5k² < (2·small + 2 − k)²;
    // or no stone at all. (k ≤ small keeps 2·small − k from going below 0.)
    let lost = large == 0
        || (k <= small && small < 2 * k && {
            let (low, high) = (2 * small - k, 2 * small + 2 - k);
            low * low < 5 * k * k && 5 * k * k < high * high
        });
    !lost
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

/// `value`, the pile just read, or why it is refused (it is above MAX_VALUE).
fn at_most_max(value: u64, tokens: &Tokens) -> Result<u64, String> {
    if value > MAX_VALUE {
        return Err(format!(
            "line {}: {} is above 10^18, the largest pile this solver accepts",
            tokens.line_at(tokens.pos),
            value
        ));
    }
    Ok(value)
}

/// Appends the answer for every complete line to `out`; then the problem, if any. The input
/// is read to its end, so there is never a warning.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    while let Some(a) = tokens.next_u64() {
        let a = at_most_max(a?, &tokens)?;
        let b = tokens.expect_u64(|| format!("after {} (expected the second pile)", a))?;
        let b = at_most_max(b, &tokens)?;
        out.push_str(if first_player_wins(a, b) { "1\n" } else { "0\n" });
    }
    Ok(None)
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "poj1067: {}", message);
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
#[path = "poj1067/tests.rs"]
mod tests;
