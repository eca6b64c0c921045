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

/// Whitespace-separated tokens of the input, each with the line it starts on.
struct Tokens<'a> {
    bytes: &'a [u8],
    pos: usize,
    line: usize,
}

impl<'a> Tokens<'a> {
    fn new(bytes: &'a [u8]) -> Tokens<'a> {
        Tokens { bytes, pos: 0, line: 1 }
    }

    /// The next token and the line it is on, or `None` at the end of the input.
    fn next_token(&mut self) -> Option<(&'a [u8], usize)> {
        while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_whitespace() {
            if self.bytes[self.pos] == b'\n' {
                self.line += 1;
            }
            self.pos += 1;
        }
        if self.pos == self.bytes.len() {
            return None;
        }
        let start = self.pos;
        while self.pos < self.bytes.len() && !self.bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        Some((&self.bytes[start..self.pos], self.line))
    }

    /// The line of the input's last token (1 for blank input): where an incomplete input ends.
    fn end_line(&self) -> usize {
        let text_end =
            self.bytes.iter().rposition(|b| !b.is_ascii_whitespace()).map_or(0, |i| i + 1);
        1 + self.bytes[..text_end].iter().filter(|&&b| b == b'\n').count()
    }

    /// The next token as a non-negative integer and its line; `what` says what was expected
    /// if the input ends instead (built only then).
    fn expect_u64<F: FnOnce() -> String>(&mut self, what: F) -> Result<(u64, usize), String> {
        match self.next_token() {
            None => Err(format!("line {}: input ends {}", self.end_line(), what())),
            Some((token, line)) => match parse_u64(token) {
                Ok(value) => Ok((value, line)),
                Err(why) => Err(format!("line {}: {}", line, why)),
            },
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

/// A token quoted for an error message: escaped, and cut short if long.
fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(&token[..token.len().min(24)]);
    let ellipsis = if token.len() > 24 { "…" } else { "" };
    format!("{:?}{}", text, ellipsis)
}

/// `"1 arrangement"`, `"3 arrangements"`.
fn arrangements(count: u64) -> String {
    format!("{} arrangement{}", count, if count == 1 { "" } else { "s" })
}

/// Appends the answer to every complete arrangement to `out`. Ok(None): all fine;
/// Ok(Some(w)): all answered, with warning `w` (data after the last arrangement); Err(e): the
/// problem with the input, after the arrangements before it were answered.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let (count, _) = tokens.expect_u64(|| "before the number of arrangements u".to_string())?;
    let mut row: Vec<u64> = Vec::new(); // reused; the input itself bounds its length
    for case in 1..=count {
        let (n, _) = tokens
            .expect_u64(|| format!("after {} of {} (expected n)", case - 1, arrangements(count)))?;
        row.clear();
        for pile in 1..=n {
            let (value, line) = tokens.expect_u64(|| {
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
                        line,
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
    Ok(tokens
        .next_token()
        .map(|(_, line)| format!("line {}: ignored input after the {}", line, arrangements(count))))
}

fn report(line: &str) {
    let _ = writeln!(io::stderr(), "luogu_p3480: {}", line);
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        report(&format!("cannot read standard input: {}", e));
        std::process::exit(1);
    }
    let text = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&input);
    let mut answers = String::new();
    let outcome = run(text, &mut answers);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if out.write_all(answers.as_bytes()).and_then(|_| out.flush()).is_err() {
        std::process::exit(1);
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
