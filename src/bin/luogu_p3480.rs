//! # luogu_p3480 — Luogu P3480 "[POI2009] KAM-Pebbles" (= BZOJ 1115, staircase Nim)
//!
//! Statement: https://www.luogu.com.cn/problem/P3480
//!
//! Submit in Rust as it is at **Luogu P3480** (BZOJ is gone).
//!
//! n piles of pebbles stand in a row, each holding at least as many as the pile to its left.
//! Players alternate, Johny first. A move removes any positive number of pebbles from one pile,
//! but afterwards the row must still be non-decreasing. Whoever cannot move loses.
//!
//! **Input** u (judge: 1 ≤ u ≤ 10), then per arrangement n (judge: 1 ≤ n ≤ 1000) and n
//! non-negative values a_1 ≤ a_2 ≤ … ≤ a_n. **Output** per arrangement `TAK` if Johny wins,
//! else `NIE` (one line each; the English text says "n lines" and means u).
//!
//! **Size bound.** The statements disagree on the bound on the pebbles: POI's English text
//! says the total is at most 1000, Luogu's translation says 10000, BZOJ says each a_i ≤ 10000.
//! This file enforces none of them: any n and any values below 2^64 are answered (n = 0 is a
//! row without piles: Johny cannot move, `NIE`), so the output is right in every reading. A
//! row that decreases is not a position of the game and is refused.
//!
//! **Theory (staircase Nim).** Let d_1 = a_1 and d_i = a_i − a_{i−1}, all ≥ 0. Taking x pebbles
//! from pile i lowers d_i by x and raises d_{i+1} by x (for i = n they just leave), and it keeps
//! the order iff x ≤ d_i. So d_i is a heap of coins on a staircase, and a move carries some
//! coins of one step one step down. Number the steps from the right end: pile n is step 1,
//! pile n−1 step 2, …; coins leaving step 1 leave the game. Let X be the XOR of the heaps on
//! the odd steps (d_n, d_{n−2}, d_{n−4}, …). Johny wins iff X ≠ 0:
//! - The final position (no move) has every heap 0, so X = 0.
//! - From X = 0 every move changes exactly one odd heap: it takes coins from an odd step (down
//!   to an even step or out), or it brings coins from an even step onto the odd step below.
//!   Either way X becomes non-zero.
//! - From X ≠ 0, as in Nim some odd step s has c_s XOR X < c_s; carrying c_s − (c_s XOR X)
//!   coins from it one step down makes X = 0 (the step below is even, or outside).
//! - Every move lowers the number of pebbles, so the game ends; by induction the positions
//!   with X = 0 are exactly those lost by the player to move.
//!
//! Counting the odd steps from the LEFT is a known bug: it is wrong whenever n is even (the
//! first sample case catches it). The tests prove the rule against a search of the pebble game
//! itself on every row of up to 7 piles of at most 9 pebbles.
//!
//! **Complexity** O(n) per arrangement, O(n) memory.

use std::io::{self, Read, Write};

/// Whether the player to move (Johny) wins on the non-decreasing row `row`: the XOR of the
/// differences d_n, d_{n−2}, … (odd steps counted from the right end) is non-zero.
fn johny_wins(row: &[u64]) -> bool {
    let n = row.len();
    let mut xor = 0;
    for i in 0..n {
        // 0-based pile i is on step n − i counted from the right: odd iff n − i is odd.
        if (n - i) % 2 == 1 {
            let left = if i == 0 { 0 } else { row[i - 1] };
            xor ^= row[i] - left;
        }
    }
    xor != 0
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

/// Appends the answer to every complete arrangement to `out`. Ok(None): all fine;
/// Ok(Some(w)): all answered, with warning `w` (data after the last arrangement); Err(e): the
/// problem with the input, after the arrangements before it were answered.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let count = tokens.expect_u64(|| "before the number of arrangements u".to_string())?;
    let mut row: Vec<u64> = Vec::new(); // reused; the input itself bounds its length
    for case in 1..=count {
        let n = tokens.expect_u64(|| {
            format!("after {} of {} (expected n)", case - 1, counted(count, "arrangement"))
        })?;
        row.clear();
        for pile in 1..=n {
            let value = tokens.expect_u64(|| {
                format!(
                    "inside arrangement {} of {} (expected pile {} of {})",
                    case, count, pile, n
                )
            })?;
            if let Some(&left) = row.last() {
                if value < left {
                    return Err(format!(
                        "line {}: arrangement {}: pile {} holds {}, fewer than pile {} ({}); \
                         the piles must not decrease",
                        tokens.line_at(tokens.pos),
                        case,
                        pile,
                        value,
                        pile - 1,
                        left
                    ));
                }
            }
            row.push(value);
        }
        out.push_str(if johny_wins(&row) { "TAK\n" } else { "NIE\n" });
    }
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the {}",
            tokens.line_at(start),
            counted(count, "arrangement")
        )
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "luogu_p3480: {}", message);
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
#[path = "luogu_p3480/tests.rs"]
mod tests;
