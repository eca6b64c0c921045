//! # luogu_p1290 — Luogu P1290 "欧几里德的游戏" (Euclid's game)
//!
//! Statement: https://www.luogu.com.cn/problem/P1290
//!
//! Submit in Rust as it is at Luogu P1290. The same game is POJ 2348 and HDU 1525, which take
//! no Rust and read another format (pairs until `0 0`).
//!
//! Two positive integers; Stan moves first, then Ollie, alternately. A move subtracts a positive
//! multiple of the smaller number from the larger one, never going below 0 (equal numbers: the
//! only move is to 0). The player whose move produces a 0 wins.
//!
//! **Input** a count C (judge: 1 ≤ C ≤ 6), then C cases `M N` (judge: positive, below 2^31;
//! here any positive values below 2^64; a 0 is refused: the game would already be over).
//! **Output** per case `Stan wins` or `Ollie wins`.
//!
//! **Theory** (forced chains). Let a ≥ b > 0, a = q·b + r with 0 ≤ r < b.
//! - If r = 0, the mover takes a to 0 and wins.
//! - If q ≥ 2 (a ≥ 2b), the mover can reach both X = (r + b, b) and Y = (b, r). From X the only
//!   move leads to Y, so exactly one of X and Y is lost for the player who must move there, and
//!   the mover picks that one: the mover wins.
//! - Otherwise (b < a < 2b) the move is forced, to (b, a − b), and the turn passes.
//!
//! So the first player who meets a free choice (a ≥ 2b, or b divides a) wins, and the answer is
//! the parity of the forced steps before it. The steps are Euclid's algorithm, so they end:
//! at most about 45 below 2^31, 92 below 2^64 (consecutive Fibonacci numbers are the slowest).
//! Pitfall: `a >= 2 * b` overflows a 32-bit int near 2^31 (and u64 near 2^64); the code tests
//! `a / b >= 2`. The tests check the rule against a search of the game on every pair up to 500
//! and on pairs near 2^31, 2^32 and 2^64.
//!
//! **Complexity** O(log min(M, N)) per case, O(1) memory beyond the input.

use std::io::{self, Read, Write};

/// Whether the player to move (Stan) wins from the numbers `m`, `n` (both positive).
fn stan_wins(m: u64, n: u64) -> bool {
    let (mut a, mut b) = if m >= n { (m, n) } else { (n, m) };
    let mut mover_is_stan = true;
    loop {
        if a % b == 0 || a / b >= 2 {
            return mover_is_stan;
        }
        // b < a < 2b: the only move is to (b, a - b).
        let rest = a - b;
        a = b;
        b = rest;
        mover_is_stan = !mover_is_stan;
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

/// Appends the answer to every complete case of `input` to `out`. Ok(None): all fine;
/// Ok(Some(w)): all answered, with a warning; Err(e): the first problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let count = tokens.expect_u64(|| "before the number of cases C".to_string())?;
    for done in 0..count {
        let m = tokens
            .expect_u64(|| format!("after {} of {} (expected M)", done, counted(count, "case")))?;
        let m_end = tokens.pos;
        let n =
            tokens.expect_u64(|| format!("inside case {} of {} (expected N)", done + 1, count))?;
        if m == 0 || n == 0 {
            let line = tokens.line_at(if m == 0 { m_end } else { tokens.pos });
            return Err(format!("line {}: M and N must be positive, found 0", line));
        }
        out.push_str(if stan_wins(m, n) { "Stan wins\n" } else { "Ollie wins\n" });
    }
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the {}",
            tokens.line_at(start),
            counted(count, "case")
        )
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "luogu_p1290: {}", message);
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
#[path = "luogu_p1290/tests.rs"]
mod tests;
