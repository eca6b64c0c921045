//! # poj1704 — POJ 1704 "Georgia and Bob"
//!
//! Statement: http://poj.org/problem?id=1704 (in Rust: https://www.luogu.com.cn/problem/P10507)
//!
//! Submit in Rust at **Luogu P10507**, a re-upload of POJ 1704 with the same statement and
//! sample (POJ itself takes no Rust).
//!
//! N pieces stand on distinct cells of a strip numbered 1, 2, 3, … from the left. A move slides
//! one piece left by at least one cell, never onto or past another piece and never off the strip
//! (cell 1 is the leftmost). Whoever cannot move loses; Georgia moves first.
//!
//! **Input** T, then per case N and N distinct positions P (not necessarily sorted); the judge
//! promises T ≤ 20, N ≤ 1000, P ≤ 10000, but any N and any 1 ≤ P < 2^64 are answered (N = 0 is
//! a board with no pieces: Bob wins). A repeated position, a position 0 or fewer cases than T
//! are reported as errors; tokens after the last case are ignored with a warning. **Output** per
//! case `Georgia will win` or `Bob will win`.
//!
//! **Theory.** Sort the positions a_1 < … < a_N. Pair the pieces from the right: (a_{N−1}, a_N),
//! (a_{N−3}, a_{N−2}), …, and with N odd the first piece pairs with a wall at cell 0. The empty
//! cells inside a pair form a Nim heap, a_{i+1} − a_i − 1 (a_1 − 1 for the wall pair). Moving
//! the right piece of a pair takes from its heap; moving the left piece away from its partner
//! enlarges the heap, and the opponent answers by moving the partner the same distance, which
//! restores every heap; those moves cannot go on for ever because every move lowers the sum
//! of the positions. So the player to move loses iff the XOR of the heaps is 0: Georgia wins
//! iff it is non-zero. Equivalently this is staircase Nim on the gaps g_i = a_i − a_{i−1} − 1
//! (a_0 = 0), a move carrying coins from gap i to gap i+1, and only the gaps at odd steps
//! counted from the right matter. The tests prove the rule by game search on every set of cells
//! within 1..=12 and check the staircase form against it.
//!
//! **Complexity** O(N log N) per case for the sort, O(N) memory.

use std::io::{self, Read, Write};

/// The XOR of the pair heaps of a board given by its positions in increasing order.
fn pair_heaps_xor(sorted: &[u64]) -> u64 {
    let mut xor = 0;
    let mut right = sorted.len();
    while right >= 2 {
        xor ^= sorted[right - 1] - sorted[right - 2] - 1;
        right -= 2;
    }
    if right == 1 {
        xor ^= sorted[0] - 1; // the first piece paired with the wall at cell 0
    }
    xor
}

/// Whether the first player (Georgia) wins on a board given by sorted distinct positions ≥ 1.
fn first_player_wins(sorted: &[u64]) -> bool {
    pair_heaps_xor(sorted) != 0
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

/// Appends the answer to every complete case of `input` to `out`. Then `Ok(Some(warning))`
/// if input follows the T cases (it is ignored), or the first problem with the input (after
/// which no further case is read; the answers before it stand).
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let cases = tokens.expect_u64(|| "before the number of test cases T".to_string())?;
    // (position, where its token ends: its line is found only for a message), reused.
    let mut pieces: Vec<(u64, usize)> = Vec::new();
    let mut sorted: Vec<u64> = Vec::new();
    for case in 1..=cases {
        let n =
            tokens.expect_u64(|| format!("inside test case {} of {} (expected N)", case, cases))?;
        pieces.clear();
        // No capacity from n: the input itself bounds how many positions can be pushed.
        for index in 1..=n {
            let position = tokens.expect_u64(|| {
                format!(
                    "inside test case {} of {} (expected position {} of {})",
                    case, cases, index, n
                )
            })?;
            if position == 0 {
                return Err(format!(
                    "line {}: position 0 in test case {}: cells start at 1",
                    tokens.line_at(tokens.pos),
                    case
                ));
            }
            pieces.push((position, tokens.pos));
        }
        pieces.sort_unstable();
        for pair in pieces.windows(2) {
            if pair[0].0 == pair[1].0 {
                let (first, second) = (tokens.line_at(pair[0].1), tokens.line_at(pair[1].1));
                let earlier = if first == second {
                    "on the same line".to_string()
                } else {
                    format!("first on line {}", first)
                };
                return Err(format!(
                    "line {}: position {} appears twice in test case {} ({}); a cell holds one piece",
                    second, pair[1].0, case, earlier
                ));
            }
        }
        sorted.clear();
        sorted.extend(pieces.iter().map(|&(position, _)| position));
        out.push_str(if first_player_wins(&sorted) {
            "Georgia will win\n"
        } else {
            "Bob will win\n"
        });
    }
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the {}",
            tokens.line_at(start),
            counted(cases, "test case")
        )
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "poj1704: {}", message);
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
#[path = "poj1704/tests.rs"]
mod tests;
