//! # luogu_p2734 — Luogu P2734 "[USACO3.3] 游戏 A Game" (a score game: interval DP)
//!
//! Statement: https://www.luogu.com.cn/problem/P2734 (USACO Training 3.3 "A Game").
//! Submit in Rust at **Luogu P2734** as it is. The same game, printing only the difference of
//! the two totals, is AtCoder EDPC L "Deque" (`dp_l` here); this file proves the idea and
//! prints both totals.
//!
//! **Rules.** N positive integers lie in a row. Player 1 and player 2 alternate, player 1
//! first; a move takes the number at the left or the right end of the row and adds it to the
//! mover's score. The row empties, the game ends. Each player plays for the largest total he
//! can get against a best opponent (the sum is fixed, so this is the same as maximising his
//! score minus the other's).
//!
//! **Input** N, then the N numbers, over any number of lines (judge: 2 ≤ N ≤ 100, numbers in
//! 1..200). Here N ≤ 20000 and any numbers whose total fits in 64 bits are taken; N = 0 and
//! 1 are answered as what they are. **Output** one line: player 1's total, then player 2's.
//!
//! **Theory.** Not "who wins" but "how much": a score game, the first step beyond
//! Sprague–Grundy's win/lose positions. The rest of the game is always a contiguous part
//! a[l..=r] of the row with one player to move, and both players face the same choices from
//! it, so let f(l, r) be the most the player to move can still collect from a[l..=r].
//! - f(i, i) = a_i (take it).
//! - For l < r: f(l, r) = sum(l..=r) − min(f(l+1, r), f(l, r−1)). If the mover takes a_l,
//!   the opponent becomes the mover on a[l+1..=r] and collects f(l+1, r) of it at best, and the
//!   mover gets everything else: a_l + sum(l+1..=r) − f(l+1, r) = sum(l..=r) − f(l+1, r).
//!   Taking a_r is the mirror. The mover takes the better end. Induction on the length.
//! - Player 1 gets f(1, N); player 2 gets the rest, sum − f(1, N).
//!
//! The lengths are filled shortest first, so one row of values is enough: `best[l]` holds
//! f(l, l+len−1) for the current length, and the next length overwrites it from the left
//! (the new `best[l]` needs the old `best[l]` and `best[l+1]`, not yet overwritten).
//! Equivalently d(l, r) = max(a_l − d(l+1, r), a_r − d(l, r−1)), the mover's lead, as in
//! `dp_l`, and f = (sum + d) / 2.
//!
//! Known wrong answers: the greedy "take the larger end" (on the sample it gives player 1 11
//! points, not 18; on `3 9 1 2` it gives 5 : 10 instead of 11 : 4); the parity trick (with N
//! even, player 1 can take all odd or all even places, so he never loses, but that is not his
//! best score); reading the numbers from one line only (the sample's first line is `6 `);
//! printing the difference, or the totals swapped. The tests check the DP against a search of
//! every sequence of moves on every row of up to 8 numbers in 1..4 (and random rows of up to
//! 14), and against a memoised search on random rows of up to 100.
//!
//! **Complexity** O(N²) time, O(N) memory.

use std::io::{self, Read, Write};

/// Most numbers taken (the judge has 100); the DP costs N²/2 steps.
const MAX_N: u64 = 20_000;

/// (player 1's total, player 2's total) when both play their best on the row `a`. The total
/// of `a` must fit in 64 bits.
fn totals(a: &[u64]) -> (u64, u64) {
    let n = a.len();
    if n == 0 {
        return (0, 0);
    }
    // prefix[i]: the sum of a[..i], so sum(l..=r) = prefix[r + 1] − prefix[l].
    let mut prefix = vec![0u64; n + 1];
    for i in 0..n {
        prefix[i + 1] = prefix[i] + a[i];
    }
    // best[l] = f(l, l + len − 1), length 1 first.
    let mut best = a.to_vec();
    for len in 2..=n {
        for l in 0..=n - len {
            let sum = prefix[l + len] - prefix[l];
            best[l] = sum - best[l].min(best[l + 1]);
        }
    }
    (best[0], prefix[n] - best[0])
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

/// Appends the answer to `out` when the input is complete. Then `Err` with the first problem
/// of the input, or `Ok(Some(warning))` if data follows the N numbers, or `Ok(None)`.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64(|| "before N, the count of numbers".to_string())?;
    if n > MAX_N {
        return Err(format!(
            "line {}: N = {} is more numbers than this program takes ({}; the judge has 100)",
            tokens.line_at(tokens.pos),
            n,
            MAX_N
        ));
    }
    let mut row = Vec::with_capacity(n as usize);
    let mut total: u64 = 0;
    for i in 1..=n {
        let value = tokens.expect_u64(|| format!("after {} of {} numbers", i - 1, n))?;
        total = match total.checked_add(value) {
            Some(t) => t,
            None => {
                return Err(format!(
                    "line {}: the total of the numbers up to number {} does not fit in 64 bits",
                    tokens.line_at(tokens.pos),
                    i
                ))
            }
        };
        row.push(value);
    }
    let (first, second) = totals(&row);
    out.push_str(&format!("{} {}\n", first, second));
    Ok(tokens.next_token().map(|(_, start)| {
        let noun = if n == 1 { "number" } else { "numbers" };
        format!("line {}: ignored input after the {} {}", tokens.line_at(start), n, noun)
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "luogu_p2734: {}", message);
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
#[path = "luogu_p2734/tests.rs"]
mod tests;
