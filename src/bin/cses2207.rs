//! # cses2207 — CSES 2207 "Grundy's Game" (split a heap into two unequal heaps)
//!
//! Statement: https://cses.fi/problemset/task/2207
//!
//! Submit in Rust at **CSES 2207** as it is (CSES compiles Rust with edition 2018).
//!
//! One heap of n coins. Two players alternate; a move picks a heap and splits it into two
//! non-empty heaps of DIFFERENT sizes (so heaps of 1 or 2 coins can never be split). Whoever
//! makes the last move wins; a player with no move has lost.
//!
//! **Input** t, then t values of n (judge: t ≤ 10^5, 1 ≤ n ≤ 10^6; here any t, and n = 0, a
//! heap with no move, too; n above 10^6 is refused, see below). **Output** per test `first` if
//! the first player wins, else `second`.
//!
//! **Theory** (Sprague–Grundy; the theorem is proved in the header of `hdu1536.rs`). A split of
//! n into a + b leaves two independent heaps, a sum of games, whose value is g(a) XOR g(b). So
//!   g(n) = mex { g(a) XOR g(n − a) : 1 ≤ a < n − a },   g(0) = g(1) = g(2) = 0,
//! and the first player wins iff g(n) ≠ 0 (mex = the least value ≥ 0 not in the set). With it
//! g(3) … g(8) = 1, 0, 2, 1, 0, 2. Pitfalls: the equal split is not a move (4 = 2 + 2 is not,
//! so 4 has only 1 + 3 and g(4) = 0); n = 1 and n = 2 are lost.
//!
//! **A fact from computation, verified by computation.** The only n ≥ 1 with g(n) = 0 are the
//! 41 values 1 2 4 7 10 20 23 26 50 53 270 273 276 282 285 288 316 334 337 340 346 359 362 365
//! 386 389 392 566 630 633 636 639 673 676 682 685 923 926 929 932 1222; every n > 1222 is a
//! first-player win. No proof is known that no zero comes later: it rests on computing g (Mike
//! Guy computed ten million values; Flammenkamp far more). This repository checks it itself:
//! its tests compute every g(n), n ≤ 10^6, by the sparse-space method of Winning Ways ch. 4
//! (exact; checked against the definition up to 2·10^4, and the definition against a search
//! of the game itself over every heap up to 56 and every multiset of heaps met on the way),
//! and find exactly these zeros. The method: call a value rare when popcount(v >> 1) is even;
//! rare XOR rare and common XOR common are rare, so every common option of n has a part of rare
//! value, and only 1273 positions up to 10^6 have one. XORing those finds every common option;
//! the least common value missing, c, bounds g(n), and a scan of the splits stops as soon as
//! every rare value below c is found. The whole 10^6 takes about 7 s of CPU, so the suite
//! verifies every n ≤ 2·10^5 (about 1 s) and the full check is an ignored test:
//! `cargo test --release --bin cses2207 -- --ignored every_grundy_value_up_to_10_6`
//! (max g = 231 there).
//!
//! What this file does at run time: it computes g(n) by the definition above for n ≤ 1300
//! (past the last zero; about 4·10^5 XORs, well under a millisecond) and answers `first` for
//! 1300 < n ≤ 10^6 from the verified fact. Beyond 10^6 it has no verified answer and refuses.
//!
//! **Complexity** O(1300²/4) once, then O(1) per test.

use std::io::{self, Read, Write};

/// g is computed by its definition up to here (beyond the last zero, 1222).
const TABLE: usize = 1300;
/// The tests verified that g(n) ≠ 0 for TABLE < n ≤ VERIFIED: those n are first-player wins.
const VERIFIED: u64 = 1_000_000;

/// g(0) ..= g(limit) by the definition: the mex of g(a) XOR g(n − a) over 1 ≤ a < n − a.
fn grundy_table(limit: usize) -> Vec<usize> {
    let mut g = vec![0; limit + 1];
    for n in 3..=limit {
        // n has (n − 1) / 2 splits, so the mex is at most that: larger values can be ignored.
        let mut seen = vec![false; n / 2 + 1];
        for a in 1..(n + 1) / 2 {
            let value = g[a] ^ g[n - a];
            if value < seen.len() {
                seen[value] = true;
            }
        }
        g[n] = seen.iter().position(|&s| !s).unwrap_or(seen.len());
    }
    g
}

/// Whether the first player wins a heap of n ≤ VERIFIED coins, `table` being `grundy_table(TABLE)`.
fn first_wins(table: &[usize], n: u64) -> bool {
    match table.get(n as usize) {
        Some(&value) => value != 0,
        None => true, // TABLE < n ≤ VERIFIED: g(n) ≠ 0, verified by the tests
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

/// Appends the answer to every complete test of `input` to `out`. Then `Err` with the first
/// problem of the input, or `Ok(Some(warning))` if data follows the t tests, or `Ok(None)`.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let tests = tokens.expect_u64(|| "before t, the number of tests".to_string())?;
    let table = grundy_table(TABLE);
    for test in 1..=tests {
        let n = tokens.expect_u64(|| {
            format!("after {} of {} (expected n)", test - 1, counted(tests, "test"))
        })?;
        if n > VERIFIED {
            return Err(format!(
                "line {}: n = {} is above {}, the bound up to which the answers are verified",
                tokens.line_at(tokens.pos),
                n,
                VERIFIED
            ));
        }
        out.push_str(if first_wins(&table, n) { "first\n" } else { "second\n" });
    }
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the {}",
            tokens.line_at(start),
            counted(tests, "test")
        )
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "cses2207: {}", message);
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
#[path = "cses2207/tests.rs"]
mod tests;
