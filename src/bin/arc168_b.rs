//! # arc168_b — AtCoder ARC168 B "Arbitrary Nim" (Bash inside Nim: choose the largest k)
//!
//! Statement: <https://atcoder.jp/contests/arc168/tasks/arc168_b>. Submit in Rust as it is:
//! AtCoder arc168_b (also Luogu AT_arc168_b, a remote judge).
//!
//! N piles, A_i stones in pile i. First a positive integer k is chosen; then Alice and Bob
//! alternate, Alice first, and a move takes 1 to k stones from one pile. The player who
//! cannot move loses. Among the k for which Alice wins, is there a largest one?
//!
//! **Input** N, then A_1 … A_N (judge: 1 ≤ N ≤ 250000, 1 ≤ A_i ≤ 10^9). Here N = 0 and empty
//! piles (which change nothing) are answered too, and any sizes that fit in 64 bits.
//! **Output** `-1` if Alice wins for arbitrarily large k, `0` if she wins for no k, else the
//! largest k for which she wins.
//!
//! **Theory.** With k fixed, one pile is the Bash game "take 1 to k" (see `hdu1846`), whose
//! Grundy value is A mod (k + 1): from a multiple of k + 1 every take leaves a non-multiple,
//! and from r = A mod (k + 1) > 0 taking r leaves one. So Alice wins iff
//! X_k = (A_1 mod (k + 1)) ⊕ … ⊕ (A_N mod (k + 1)) ≠ 0.
//! - If A_1 ⊕ … ⊕ A_N ≠ 0: every k ≥ max A allows every Nim move, so the game is Nim, which
//!   Alice wins: `-1`.
//! - Otherwise equal values cancel in pairs for every k. Let M be the largest value that
//!   occurs an odd number of times; if there is none, X_k = 0 for every k: `0`.
//! - k ≥ M: values up to M are unchanged and larger values pair off, so X_k is the XOR of
//!   all values up to M, which is the XOR of everything, 0: Alice loses.
//! - k = M − 1: M becomes 0, smaller values are unchanged and larger ones pair off, so
//!   X_k = 0 ⊕ M ≠ 0: Alice wins, and the answer is M − 1. It is at least 2: the distinct
//!   values of odd count XOR to 0, which no set with largest element 1 or 2 does, so M ≥ 3.
//!
//! Pitfalls: "max A − 1" without removing the pairs (`100 100` is `0`, not 99); M taken as
//! the largest value overall (`9 9 1 2 3` is 2, not 8); `0` printed when the XOR is non-zero
//! (that is `-1`). The tests compare the answer with a search of the game for every k on
//! every multiset of 1 to 5 piles of 1 to 10 stones.
//!
//! **Complexity** O(N log N) for the sort, O(N) memory.

use std::io::{self, Read, Write};

/// Which k Alice wins for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Answer {
    /// Every k from some point on: no largest one (printed `-1`).
    Unbounded,
    /// No k at all (printed `0`).
    Never,
    /// The largest k she wins for.
    Largest(u64),
}

/// The answer for the piles (sorted in place).
fn winning_k(piles: &mut [u64]) -> Answer {
    if piles.iter().fold(0, |xor, &p| xor ^ p) != 0 {
        return Answer::Unbounded;
    }
    piles.sort_unstable();
    // From the top, runs of equal values: the first of odd length is M (empty piles aside).
    let mut end = piles.len();
    while end > 0 {
        let value = piles[end - 1];
        let mut start = end - 1;
        while start > 0 && piles[start - 1] == value {
            start -= 1;
        }
        if (end - start) % 2 == 1 && value > 0 {
            return Answer::Largest(value - 1);
        }
        end = start;
    }
    Answer::Never
}

/// The answer as the judge wants it printed.
fn printed(answer: Answer) -> String {
    match answer {
        Answer::Unbounded => "-1".to_string(),
        Answer::Never => "0".to_string(),
        Answer::Largest(k) => k.to_string(),
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

/// Appends the answer to `out` when the input is complete. Then `Ok(Some(warning))` if input
/// follows the N piles (it is ignored), or the first problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64(|| "before N, the number of piles".to_string())?;
    let mut piles = Vec::new(); // grows with the input, never sized by N
    for i in 1..=n {
        let pile =
            tokens.expect_u64(|| format!("after {} (expected A_{})", counted(i - 1, "pile"), i))?;
        piles.push(pile);
    }
    out.push_str(&printed(winning_k(&mut piles)));
    out.push('\n');
    Ok(tokens.next_token().map(|(_, start)| {
        format!("line {}: ignored input after the {}", tokens.line_at(start), counted(n, "pile"))
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "arc168_b: {}", message);
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
#[path = "arc168_b/tests.rs"]
mod tests;
