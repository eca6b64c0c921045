//! # loj10241 — LibreOJ 10241 "「一本通 6.7 例 1」取石子游戏 1" (the Bash game)
//!
//! Statement: https://loj.ac/p/10241
//!
//! Submit in Rust at **LibreOJ 10241** as it is (LibreOJ compiles Rust 2015/2018/2021; that
//! its format is this one is read from copies of the 一本通 statement). The same game as
//! `hdu1846.rs` (HDU takes no Rust), in LibreOJ's format.
//!
//! One pile of N stones. Two players alternate, the first player first; a move takes at least
//! 1 and at most K stones. Whoever takes the last stone wins.
//!
//! **Input** one line `N K` (reported constraints 1 ≤ N ≤ 10^5, 1 ≤ K ≤ N; here any N ≥ 0 and
//! K ≥ 1 that fit in 64 bits). N = 0 is read as normal play: the first player has no move and
//! loses (`2`). K = 0 allows no move at all and is refused.
//! **Output** `1` if the first player wins, `2` if the second player wins.
//!
//! **Theory** (the proof is in the header of `hdu1846.rs`): the player to move loses exactly
//! when K+1 divides N. In short: from a multiple of K+1 every take of 1..K leaves a
//! non-multiple; from a non-multiple, taking N mod (K+1) stones (1..K) leaves a multiple, and
//! afterwards each take of t is answered by K+1−t; 0 stones is a multiple and is lost. When
//! K ≥ N the first player takes everything (the code tests that first, so K+1 never
//! overflows). The tests check the rule against a search of the game for every N, K ≤ 200 and
//! for every N ≤ 10^5 with several K.
//!
//! **Complexity** O(1).

use std::io::{self, Read, Write};

/// Whether the player to move wins with `n` stones left and takes of 1..=`k` (k ≥ 1).
fn first_wins(n: u64, k: u64) -> bool {
    if k >= n {
        n > 0
    } else {
        n % (k + 1) != 0
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

/// Appends the answer to `out` once N and K are read. Then `Err` with the first problem of
/// the input, or `Ok(Some(warning))` if data follows N and K, or `Ok(None)`.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64(|| "before N, the number of stones".to_string())?;
    let k = tokens.expect_u64(|| "before K, the most stones a move takes".to_string())?;
    if k == 0 {
        return Err(format!(
            "line {}: K must be at least 1 (a move takes 1 to K stones)",
            tokens.line_at(tokens.pos)
        ));
    }
    out.push_str(if first_wins(n, k) { "1\n" } else { "2\n" });
    Ok(tokens
        .next_token()
        .map(|(_, start)| format!("line {}: ignored input after N and K", tokens.line_at(start))))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "loj10241: {}", message);
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
#[path = "loj10241/tests.rs"]
mod tests;
