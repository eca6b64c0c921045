//! # sdnu1294 — SDNU OJ 1294 (prime-or-one stones, pile after pile)
//!
//! Statement: http://www.acmicpc.sdnu.edu.cn/Problem.aspx?pid=1294 (the address the seed
//! write-up gives; the statement itself is lost). No judge takes Rust for it (SDNU OJ takes
//! none).
//!
//! **Reconstructed reading** (the original statement is lost; only a summary survives). N piles.
//! The first player starts on any pile; a move takes 1 or a prime number of stones from the pile
//! in play. A pile is emptied before another is started: after a player empties a pile that
//! started with s stones, the other player must start a pile of fewer than s stones (so of
//! equal piles at most one is ever played). A player with no stone to take (no such pile) loses.
//! Does the first player win?
//!
//! **Input** cases until end of input, each `N` then N pile sizes (1 ≤ size < 2^64; a size of 0
//! is refused as an input error; N = 0 is the empty game, which the first player loses).
//! **Output** per case `yes` if the first player wins, else `no`.
//!
//! **Theory.** Takes are 1, 2, 3 or a prime ≥ 5 (≡ 1 or 3 mod 4), never a multiple of 4. So on a
//! single pile where emptying it wins (normal play) the player to move loses iff size ≡ 0
//! (mod 4): from 4k every take leaves a non-multiple of 4, from 4k+r taking r leaves 4k. Where
//! emptying it loses (misère) the player to move loses iff size ≡ 1 (mod 4) by the same argument
//! shifted by one (taking all of 4k+1 empties the pile and loses). Which rule a pile of size s
//! follows depends on W(s), whether the player who must start a pile below s wins: if W(s),
//! emptying is bad (misère), else good (normal). A DP over the distinct sizes in increasing
//! order: W(smallest) = false, W(next) = W(s) or "starting on s wins". The answer is W(∞).
//! Corollary: while W is false every pile is played normally, and the first size that is not a
//! multiple of 4 makes W true for good, so **the first player loses iff every pile is a multiple
//! of 4**. The surviving summary's "only the smallest pile matters" is false: {4, 5} is a win
//! (take all 5; the opponent must start the 4-pile, lost), though {4} alone is lost.
//! The binary decides each case by that closed form while reading it. The tests prove the
//! single-pile rules and the DP by searching the game itself, and the closed form against both.
//!
//! **Complexity** O(N) per case, O(1) memory beyond the input: each size is looked at once,
//! as it is read.

use std::io::{self, Read, Write};

/// Whether a pile of this size makes the first player win, whatever the other piles: the
/// DP's closed form (see the header), so a case is decided while its sizes are read.
fn decides_a_win(size: u64) -> bool {
    size % 4 != 0
}

/// The output line of a case.
fn answer(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "yes\n"
    } else {
        "no\n"
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

/// Answers every complete case into `out`; stops at the first problem and returns it. The
/// input is read to its end: never a warning.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    while let Some(n) = tokens.next_u64() {
        let n = n.map_err(|why| format!("{} (for N)", why))?;
        let mut first_player_wins = false;
        let mut index = 0;
        while index < n {
            index += 1;
            let size = match tokens.next_u64() {
                Some(size) => size?,
                None => {
                    return Err(format!(
                        "line {}: input ends inside a test case (expected pile {} of {})",
                        tokens.end_line(),
                        index,
                        n
                    ))
                }
            };
            if size == 0 {
                let line = tokens.line_at(tokens.pos);
                return Err(format!("line {}: pile sizes must be at least 1, found 0", line));
            }
            first_player_wins |= decides_a_win(size);
        }
        out.push_str(answer(first_player_wins));
    }
    Ok(None)
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "sdnu1294: {}", message);
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
#[path = "sdnu1294/tests.rs"]
mod tests;
