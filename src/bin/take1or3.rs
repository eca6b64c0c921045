//! # take1or3 — "取石子: 一次拿 1 颗或 3 颗" (one pile, take 1 or 3)
//!
//! No judge: a worked example whose judge-style format is defined here.
//!
//! No judge hosts this one; it is a worked example, given a judge-style form here.
//! One pile of S stones. Two players alternate, the first player first; a move takes 1 or 3
//! stones (never more than remain). Whoever takes the last stone wins.
//!
//! **Input** integers S (0 ≤ S ≤ 10^18 in the statement; here any S that fits in 64 bits),
//! separated by any whitespace, until end of input; no input at all is zero cases.
//! **Output** per S one line: `first` if the first player wins, else `second`.
//!
//! **Theory.** The first player wins exactly when S is odd. An empty pile is lost for the
//! player to move (the opponent took the last stone). From an odd S, taking 1 leaves an even
//! pile; from an even S every move (1 or 3, both odd) leaves an odd pile. By induction on S the
//! even piles are exactly the lost ones. The tests check this against a search of the game
//! tree for every S ≤ 60, and prove from that search that its verdicts repeat with period 2
//! for ever (they depend only on the last three), which decides the huge test values.
//!
//! **Complexity** O(1) per value, O(input) in all: each value is answered as it is read
//! (nothing is stored per case), its digits read from three 8-byte words with no loop over them.

use std::io::{self, Read, Write};

/// Whether the player to move wins with `stones` left.
fn first_wins(stones: u64) -> bool {
    stones % 2 == 1
}

/// Whitespace-separated tokens of the input. Lines are counted only for error messages.
struct Tokens<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Tokens<'a> {
    fn new(bytes: &'a [u8]) -> Tokens<'a> {
        Tokens { bytes, pos: 0 }
    }

    /// The line (from 1) that byte `offset` is on.
    fn line_at(&self, offset: usize) -> usize {
        1 + self.bytes[..offset].iter().filter(|&&b| b == b'\n').count()
    }

    /// The next token as a non-negative integer: `None` at the end of the input, else the
    /// number or why the token is not one (with its line). The common case is inlined;
    /// anything else goes to `odd_token`.
    #[inline(always)]
    fn next_u64(&mut self) -> Option<Result<u64, String>> {
        let bytes = self.bytes;
        let mut start = self.pos;
        while start < bytes.len() && bytes[start].is_ascii_whitespace() {
            start += 1;
        }
        if start == bytes.len() {
            self.pos = start;
            return None;
        }
        // Fast path, with no loop over the digits: a plain number of 1 to 19 digits followed
        // by a blank, read from three 8-byte words (not too close to the end of the input).
        // The three words are examined independently, so that finding where the number ends
        // does not wait on one word after another.
        if let Some(window) = bytes[start..].get(..24) {
            let (first, rest) = window.split_at(8);
            let (second, third) = rest.split_at(8);
            let (d1, t1) = leading_digits(word(first));
            let (d2, t2) = leading_digits(word(second));
            let (d3, t3) = leading_digits(word(third));
            let (length, value) = if d1 < 8 {
                (d1, first_digits(t1, d1))
            } else if d2 < 8 {
                (8 + d2, eight_digits(t1) * POWERS_OF_TEN[d2] + first_digits(t2, d2))
            } else {
                // At most 16 + 3 digits: no overflow.
                let sixteen = eight_digits(t1) * 100_000_000 + eight_digits(t2);
                (
                    16 + d3,
                    sixteen.wrapping_mul(POWERS_OF_TEN[d3]).wrapping_add(first_digits(t3, d3)),
                )
            };
            if length > 0 && length <= 19 && window[length.min(23)].is_ascii_whitespace() {
                self.pos = start + length + 1;
                return Some(Ok(value));
            }
        }
        Some(self.odd_token(start))
    }

    /// The token at `start` that the fast path does not take: its value, or why it is not a
    /// u64 (with its line).
    #[cold]
    #[inline(never)]
    fn odd_token(&mut self, start: usize) -> Result<u64, String> {
        let bytes = self.bytes;
        let mut pos = start;
        while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        self.pos = pos;
        parse_u64(&bytes[start..pos])
            .map_err(|why| format!("line {}: {}", self.line_at(start), why))
    }
}

/// The 8 bytes of `bytes` as a little-endian word (first byte lowest).
#[inline(always)]
fn word(bytes: &[u8]) -> u64 {
    let mut word = [0u8; 8];
    word.copy_from_slice(bytes);
    u64::from_le_bytes(word)
}

/// 10^k for k = 0..=8.
const POWERS_OF_TEN: [u64; 9] =
    [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000];

/// How many of the 8 bytes of `word` (first byte lowest) are digits before the first
/// non-digit (0..=8), and the word with every digit byte turned into its value 0..=9.
#[inline(always)]
fn leading_digits(word: u64) -> (usize, u64) {
    // Digits become bytes 0..=9; every other byte stays ≥ 10, and gets its high bit set here.
    let text = word ^ 0x3030_3030_3030_3030;
    let high = 0x8080_8080_8080_8080;
    let not_digit = (((text & !high).wrapping_add(0x7676_7676_7676_7676)) | text) & high;
    ((not_digit.trailing_zeros() / 8) as usize, text)
}

/// The number formed by the first `count` (0..=8) digit values of `text`: they are moved to
/// the top bytes, with zeros (leading zeros) below them, and combined by `eight_digits`.
#[inline(always)]
fn first_digits(text: u64, count: usize) -> u64 {
    eight_digits(text.checked_shl(64 - 8 * count as u32).unwrap_or(0))
}

/// The number whose 8 decimal digits are the bytes of `digits` (each 0..=9), most significant
/// in the lowest byte: pairs, then quadruples, then all eight combined by three multiplications.
#[inline(always)]
fn eight_digits(digits: u64) -> u64 {
    let pairs = (digits & 0x0F0F_0F0F_0F0F_0F0F).wrapping_mul(10 * 256 + 1) >> 8;
    let quads = (pairs & 0x00FF_00FF_00FF_00FF).wrapping_mul(100 * 65536 + 1) >> 16;
    (quads & 0x0000_FFFF_0000_FFFF).wrapping_mul(10000 * (1 << 32) + 1) >> 32
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

/// Appends the answer to every value of `input` to `out`, up to the first problem with the
/// input, which is then returned.
fn run(input: &[u8], out: &mut String) -> Result<(), String> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input); // a UTF-8 BOM
                                                                      // The answers are written as bytes (all ASCII) and handed back as a String at the end.
    let mut answers = std::mem::take(out).into_bytes();
    let outcome = answer_all(input, &mut answers);
    *out = match String::from_utf8(answers) {
        Ok(text) => text,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    };
    outcome
}

/// `second\n` and `first\n` padded to seven bytes, by whether the first player wins.
const VERDICTS: [[u8; 7]; 2] = [*b"second\n", *b"first\n\n"];

/// `run` with the answers as bytes; each value is answered as it is read.
fn answer_all(input: &[u8], answers: &mut Vec<u8>) -> Result<(), String> {
    let mut tokens = Tokens::new(input);
    while let Some(stones) = tokens.next_u64() {
        // Seven bytes copied either way (a fixed-size copy, no branch), one dropped after
        // `first`.
        let wins = first_wins(stones?);
        answers.extend_from_slice(&VERDICTS[usize::from(wins)]);
        answers.truncate(answers.len() - usize::from(wins));
    }
    Ok(())
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "take1or3: {}", message);
}

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
    if let Err(message) = outcome {
        report(&message);
        std::process::exit(1);
    }
}

#[cfg(test)]
#[path = "take1or3/tests.rs"]
mod tests;
