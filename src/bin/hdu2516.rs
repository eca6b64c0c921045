//! # hdu2516 — HDU 2516 "取石子游戏" (Fibonacci Nim)
//!
//! Statement: https://acm.hdu.edu.cn/showproblem.php?pid=2516. HDU only, and HDU takes no
//! Rust; no judge accepts Rust for it (the file is a standalone submission anyway). Luogu
//! P6487 is the same game but asks for the smallest winning first move: another output.
//!
//! One pile of n stones; the players alternate, the first player first. The first move takes
//! any number of stones but not the whole pile; every later move takes at least 1 and at most
//! twice what the opponent just took. Whoever takes the last stone wins.
//!
//! **Input** one n per line (judge: 2 ≤ n < 2^31; here any n below 2^64, and n = 1, where the
//! first player has no move and so loses, is answered too); a line `0` ends the input (a
//! missing final `0` after complete cases is accepted). **Output** per n `Second win` if the
//! first player loses, else `First win`.
//!
//! **Theory** (Zeckendorf). The first player loses iff n is a Fibonacci number
//! (1, 2, 3, 5, 8, 13, …). Every r ≥ 1 is in exactly one way a sum of non-consecutive
//! Fibonacci numbers (Zeckendorf); call the smallest term z(r). Invariant: with r stones left
//! and a limit q, the player to move wins iff q ≥ z(r).
//! - q ≥ z(r): take everything if allowed, else take f = z(r). The next term of r − f is
//!   larger than 2f (terms are non-consecutive, and F(i+2) > 2·F(i)), so the opponent's limit
//!   2f is below z(r − f).
//! - q < z(r): any take k is below F = z(r). Let F' = z(r − k), which is also z(F − k). Writing
//!   F = k + (F − k) needs a carry, so k is at least the Fibonacci number just below F'; then
//!   2k ≥ F' and the opponent is on the winning side.
//! - The first move has q = n − 1, which is below z(n) exactly when n is a single term: a
//!   Fibonacci number.
//!
//! The tests check the verdicts against a search of the game over (stones left, largest
//! allowed take) for every n ≤ 10 000, and the invariant itself for every (r, q), r ≤ 3000.
//! Fibonacci numbers are generated in u64 with a checked addition (the first above 2^31,
//! 2971215073, overflows a 32-bit int).
//!
//! **Complexity** O(log 92) per n: a binary search of the 92 Fibonacci numbers below 2^64;
//! each n is answered as it is read. O(input) in all.

use std::io::{self, Read, Write};

/// The Fibonacci numbers 1, 2, 3, 5, 8, … that fit in 64 bits (92 of them), in order.
fn fibonacci_numbers() -> Vec<u64> {
    let mut numbers = vec![1u64, 2];
    while let Some(next) = numbers[numbers.len() - 2].checked_add(numbers[numbers.len() - 1]) {
        numbers.push(next);
    }
    numbers
}

/// Whether the first player wins with `n` ≥ 1 stones: n is not among the `fibonacci` numbers
/// (sorted).
fn first_wins(n: u64, fibonacci: &[u64]) -> bool {
    fibonacci.binary_search(&n).is_err()
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

/// Writes the answer to every n of `input` to `out`. Ok(None): all fine; Ok(Some(w)): all
/// answered, with a warning (data after the final 0); Err(e): the first problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let fibonacci = fibonacci_numbers();
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
        out.push_str(if first_wins(n, &fibonacci) { "First win\n" } else { "Second win\n" });
    }
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "hdu2516: {}", message);
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
#[path = "hdu2516/tests.rs"]
mod tests;
