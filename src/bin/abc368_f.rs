//! # abc368_f — AtCoder ABC368 F "Dividing Game" (Nim on Ω, the number of prime factors)
//!
//! Statement: <https://atcoder.jp/contests/abc368/tasks/abc368_f>. Submit in Rust as it is:
//! AtCoder abc368_f.
//!
//! N integers A_1 … A_N, each at least 2. Anna and Bruno alternate, Anna first; a move picks
//! one A_i and replaces it by a positive divisor of A_i other than A_i itself (1 is allowed).
//! The player who cannot move (every number is 1) loses.
//!
//! **Input** N, then A_1 … A_N (judge: 1 ≤ N ≤ 10^5, 2 ≤ A_i ≤ 10^5). Here N = 0 and A_i = 1
//! (numbers with no move) are answered too, and values up to 10^7; A_i = 0 (divisible by
//! everything, not a position of this game) is refused, and so are values above 10^7 (the
//! sieve's size). **Output** `Anna` if Anna wins, otherwise `Bruno`.
//!
//! **Theory** (Sprague–Grundy). The numbers are independent games, so Anna wins iff the XOR
//! of their Grundy values is non-zero. Claim: g(x) = Ω(x), the number of prime factors of x
//! counted with multiplicity (Ω(12) = Ω(2·2·3) = 3, Ω(1) = 0): the game on one number is
//! Nim on a heap of Ω(x). Proof by induction on x: a proper divisor d of x drops at least one
//! prime factor, so Ω(d) < Ω(x); and dropping any j ≥ 1 of the Ω(x) factors is a move, so the
//! options have exactly the values 0, 1, …, Ω(x) − 1, whose mex is Ω(x). Samples: Ω of 2, 3,
//! 4 is 1, 1, 2, XOR 2: Anna; with 6 (Ω 2) added the XOR is 0: Bruno. Pitfalls: the number
//! of divisors or of distinct primes is not Ω (4 and 6 both have Ω = 2); the XOR decides,
//! not the sum or its parity; and N = 2 is no special case (`2 3`: Ω 1 and 1, Bruno, though
//! 2 ≠ 3). Ω by a sieve: a number p that no smaller prime has touched is prime, and then
//! every multiple of p, of p², of p³, … gains one factor. The tests check the rule against a
//! search of the game itself (every proper divisor of every number tried) on every multiset
//! of up to 3 numbers from 2..=64 and of 4 numbers from 2..=16.
//!
//! **Complexity** O(V log log V + N) time for V = the largest A_i, V bytes for the sieve.

use std::io::{self, Read, Write};

/// Larger values would need too large a sieve; refused.
const MAX_VALUE: u64 = 10_000_000;

/// Ω(v) for v = 0..=max: the number of prime factors of v counted with multiplicity
/// (0 for 0 and 1).
fn omega_table(max: usize) -> Vec<u8> {
    let mut omega = vec![0u8; max + 1];
    for p in 2..=max {
        if omega[p] != 0 {
            continue; // a smaller prime divides p
        }
        // p is prime: each multiple of p^e gains one factor, for e = 1, 2, …
        let mut power = p;
        loop {
            for multiple in (power..=max).step_by(power) {
                omega[multiple] += 1;
            }
            match power.checked_mul(p) {
                Some(next) if next <= max => power = next,
                _ => break,
            }
        }
    }
    omega
}

/// Whether Anna, moving first, wins on `numbers` (each at most omega.len() − 1).
fn anna_wins(numbers: &[u64], omega: &[u8]) -> bool {
    numbers.iter().fold(0u8, |xor, &v| xor ^ omega[v as usize]) != 0
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

/// Appends the answer to `out` when the input is complete. Then `Ok(Some(warning))` if input
/// follows the N numbers (it is ignored), or the first problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64(|| "before N, the number of integers".to_string())?;
    let mut numbers = Vec::new(); // grows with the input, never sized by N
    for i in 1..=n {
        let value = tokens
            .expect_u64(|| format!("after {} (expected A_{})", counted(i - 1, "integer"), i))?;
        if value == 0 {
            return Err(format!(
                "line {}: A_{} = 0: the numbers must be positive",
                tokens.line_at(tokens.pos),
                i
            ));
        }
        if value > MAX_VALUE {
            return Err(format!(
                "line {}: A_{} = {} is above {}, the largest this solver's sieve accepts",
                tokens.line_at(tokens.pos),
                i,
                value,
                MAX_VALUE
            ));
        }
        numbers.push(value);
    }
    let largest = numbers.iter().copied().max().unwrap_or(1);
    let omega = omega_table(largest as usize);
    out.push_str(if anna_wins(&numbers, &omega) { "Anna\n" } else { "Bruno\n" });
    Ok(tokens.next_token().map(|(_, start)| {
        format!("line {}: ignored input after the {}", tokens.line_at(start), counted(n, "integer"))
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "abc368_f: {}", message);
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
#[path = "abc368_f/tests.rs"]
mod tests;
