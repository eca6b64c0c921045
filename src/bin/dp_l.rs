//! # dp_l — AtCoder Educational DP Contest L "Deque" (a score game: interval DP)
//!
//! Statement: <https://atcoder.jp/contests/dp/tasks/dp_l>. Submit in Rust as it is: AtCoder
//! dp_l. Luogu P2734 ([USACO3.3] A Game) is the same game with both totals asked.
//!
//! A sequence a_1 … a_N. Taro and Jiro alternate, Taro first, until it is empty; a move
//! removes the first or the last element, and the mover scores its value. With X and Y their
//! totals, Taro plays to maximise X − Y and Jiro to minimise it. Not a won/lost game: the
//! answer is the value of X − Y under optimal play.
//!
//! **Input** N, then a_1 … a_N (judge: 1 ≤ N ≤ 3000, 1 ≤ a_i ≤ 10^9). Here N = 0 (value 0)
//! and a_i = 0 are answered too, and any values whose sum fits in a signed 64-bit integer;
//! a larger sum, or N above 50000 (more than 1.25·10^9 steps), is refused.
//! **Output** X − Y as a decimal integer; it may be negative, and it exceeds 32 bits
//! (|X − Y| ≤ 3000 · 10^9; sample 4 is 4999999995).
//!
//! **Theory** (zero-sum, so one value serves both players). Let d(i, j) be the best that the
//! player to move can make of (own score − other's score) from here on, on the segment
//! a_i … a_j. The mover takes a_i and the opponent then makes d(i + 1, j) of the rest for
//! themselves, which is the mover's difference negated; or likewise with a_j. So
//! d(i, i) = a_i and d(i, j) = max(a_i − d(i + 1, j), a_j − d(i, j − 1)), and the answer is
//! d(1, N): Taro moves first on the whole row. (Two tables, one per player, give the same
//! numbers with more chances to get a sign wrong.) Every segment of length L needs only
//! segments of length L − 1, so one row holds all segments of one length: `best[i]`, for the
//! segment starting at i, is overwritten in increasing i, and `best[i + 1]` is still the
//! shorter segment when it is read. Greedy play is wrong: on `1 1 3 2` taking the larger end
//! gives −1, while Taro's left 1 wins the 3 and makes 1. Every |d| is at most the sum of its
//! segment, so no step overflows when the whole sum fits. The tests check the recurrence
//! against plain two-player minimax over the deque (X and Y kept apart, both ends tried at
//! every turn) on every sequence of values 1..=4 up to length 8 and on random ones up to 14.
//!
//! **Complexity** O(N²) time (4.5·10^6 steps at N = 3000), O(N) memory. The textbook full
//! N × N table (72 MB at N = 3000, filled row by row) takes about 8 times as long, for its
//! memory alone (`./bench.sh dp_l`: 12 ms against 92 ms, process start included).

use std::io::{self, Read, Write};

/// Larger N would take too long (N²/2 steps); refused.
const MAX_N: u64 = 50_000;

/// X − Y under optimal play on `a`, Taro moving first (0 for an empty row). The sum of `a`
/// must fit in an i64.
fn best_difference(a: &[i64]) -> i64 {
    let n = a.len();
    // best[i] = d(i, i + len − 1): the segments of one length, starting with length 1.
    let mut best = a.to_vec();
    for len in 2..=n {
        for i in 0..=n - len {
            let j = i + len - 1;
            // best[i + 1] is still d(i + 1, j) and best[i] still d(i, j − 1): length len − 1.
            best[i] = (a[i] - best[i + 1]).max(a[j] - best[i]);
        }
    }
    best.first().copied().unwrap_or(0)
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
/// follows the N values (it is ignored), or the first problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64(|| "before N, the length of the sequence".to_string())?;
    if n > MAX_N {
        return Err(format!(
            "line {}: N = {} is above {}, the largest this solver accepts (N²/2 steps)",
            tokens.line_at(tokens.pos),
            n,
            MAX_N
        ));
    }
    let mut a = Vec::with_capacity(n as usize);
    let mut sum: u64 = 0;
    for i in 1..=n {
        let value = tokens
            .expect_u64(|| format!("after {} (expected a_{})", counted(i - 1, "value"), i))?;
        sum = match sum.checked_add(value) {
            Some(sum) if sum <= i64::MAX as u64 => sum,
            _ => {
                return Err(format!(
                    "line {}: the values up to a_{} add up to more than {}, the largest \
                     difference this solver can hold",
                    tokens.line_at(tokens.pos),
                    i,
                    i64::MAX
                ))
            }
        };
        a.push(value as i64);
    }
    out.push_str(&format!("{}\n", best_difference(&a)));
    Ok(tokens.next_token().map(|(_, start)| {
        format!("line {}: ignored input after the {}", tokens.line_at(start), counted(n, "value"))
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "dp_l: {}", message);
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
#[path = "dp_l/tests.rs"]
mod tests;
