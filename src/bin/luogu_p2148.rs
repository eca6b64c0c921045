//! # luogu_p2148 — Luogu P2148 "[SDOI2009] E&D" (= BZOJ 1228)
//!
//! Statement: https://www.luogu.com.cn/problem/P2148. Submit in Rust as it is: Luogu P2148.
//! (BZOJ is gone.)
//!
//! 2n piles of stones; piles 2k−1 and 2k form group k (by position, never after sorting). A move
//! picks a group, removes one of its two piles and splits the other into two non-empty piles,
//! which become the group; so the split pile needs at least 2 stones. A player who faces only
//! piles of size 1 cannot move and loses. 小E moves first: does she win?
//!
//! **Input** T, then per case a line N (N = 2n) and a line of N integers S_1..S_N (judge:
//! T ≤ 20, N ≤ 2·10^4 even, 1 ≤ S_i ≤ 2·10^9). **Output** per case `YES` if the first player
//! wins, else `NO`. Beyond the limits: any positive pile that fits in 64 bits and any even N
//! (N = 0: no move, `NO`) are answered; an odd N or a pile of 0 is refused.
//!
//! **Theory** (Sprague–Grundy, then a pattern and its proof). The groups are independent games,
//! so the first player wins iff the XOR of the group values g(a, b) is non-zero, where
//! g(a, b) = mex of g over the groups a move can make. The SG table shows, and induction on
//! a + b proves, that g(a, b) = t((a−1) | (b−1)), the number of trailing 1 bits (the index of the
//! lowest bit that is 0 in both a−1 and b−1).
//! - Lemma: splitting a pile of p ≥ 2 stones into u+1 and v+1 (u + v = p − 2) makes a group
//!   worth t(u | v) (induction hypothesis), and the values reachable this way are exactly the
//!   positions of the 1 bits of p − 1. If t(u | v) = k, then modulo 2^(k+1) both u and v are
//!   below 2^k (bit k is 0 in both) and they OR to 2^k − 1, so their low parts u', v' satisfy
//!   2^k − 1 ≤ u' + v' ≤ 2^(k+1) − 2: (u + v + 1) mod 2^(k+1) lies in [2^k, 2^(k+1)), and bit k
//!   of p − 1 = u + v + 1 is set. Conversely, if bit k of p − 1 is set, let u be p − 2 with its
//!   low k + 1 bits replaced by 2^k − 1 and v = p − 2 − u: then 0 ≤ v < 2^k, bit k is 0 in both
//!   and u's low k bits are all 1, so t(u | v) = k.
//! - So the options of (a, b) have the values {bits of a−1} ∪ {bits of b−1} = {bits of
//!   (a−1) | (b−1)}, and their mex is the lowest 0 bit of (a−1) | (b−1): t((a−1) | (b−1)).
//!
//! Example: g(1, 2) = t(0 | 1) = 1 and g(3, 1) = t(2 | 0) = 0, so `1 2 3 1` is a win (XOR 1).
//! Values are at most 64 (at most 31 within the judge's limits). The tests prove the lemma for
//! every p ≤ 4096, the formula against the mex definition for all a, b ≤ 64, and the verdicts
//! against a search of the game itself (over multisets of groups) on every position of one group
//! of piles ≤ 64, two groups of piles ≤ 14 and three groups of piles ≤ 6.
//!
//! **Complexity** O(1) per pile: the input is read once and each case's XOR is kept while
//! reading, so memory is O(1) beyond the input buffer.

use std::io::{self, Read, Write};

/// g(a, b) for a group of piles a, b ≥ 1: the trailing ones of (a−1) | (b−1).
fn group_value(a: u64, b: u64) -> u32 {
    ((a - 1) | (b - 1)).trailing_ones()
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
/// Ok(Some(w)): all answered, with warning w; Err(e): the problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let cases = tokens.expect_u64(|| "before the number of cases T".to_string())?;
    for case in 1..=cases {
        let n = tokens.expect_u64(|| {
            format!("after {} of {} (expected N)", case - 1, counted(cases, "case"))
        })?;
        if n % 2 == 1 {
            return Err(format!(
                "line {}: N = {} is odd, but the piles form groups of two",
                tokens.line_at(tokens.pos),
                n
            ));
        }
        let mut xor = 0;
        let mut pile = 0;
        while pile < n {
            let mut group = [0u64; 2];
            for size in group.iter_mut() {
                pile += 1;
                let s = tokens.expect_u64(|| {
                    format!("inside case {} of {} (expected pile {} of {})", case, cases, pile, n)
                })?;
                if s == 0 {
                    return Err(format!(
                        "line {}: pile {} of case {} is 0, but piles hold at least 1 stone",
                        tokens.line_at(tokens.pos),
                        pile,
                        case
                    ));
                }
                *size = s;
            }
            xor ^= group_value(group[0], group[1]);
        }
        out.push_str(if xor != 0 { "YES\n" } else { "NO\n" });
    }
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the {}",
            tokens.line_at(start),
            counted(cases, "case")
        )
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "luogu_p2148: {}", message);
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
#[path = "luogu_p2148/tests.rs"]
mod tests;
