//! # hdu2516 — HDU 2516 "取石子游戏" (Fibonacci Nim)
//!
//! HDU only, and HDU takes no Rust; no judge accepts Rust for it (the file is a standalone
//! submission anyway). Luogu P6487 is the same game but asks for the smallest winning first
//! move: another output.
//!
//! One pile of n stones; the players alternate, the first player first. The first move takes
//! any number of stones but not the whole pile; every later move takes at least 1 and at most
//! twice what the opponent just took. Whoever takes the last stone wins.
//!
//! **Input** one n per line (judge: 2 ≤ n < 2^31; here any n below 2^64, and n = 1, where the
//! first player has no move and so loses, is answered too); a line `0` ends the input (a
//! missing final `0` after complete cases is accepted). **Output** per n `Second win` if the
//! first player loses, else `First win`.
//!
//! **Theory** (Zeckendorf). The first player loses iff n is a Fibonacci number
//! (1, 2, 3, 5, 8, 13, …). Every r ≥ 1 is in exactly one way a sum of non-consecutive
//! Fibonacci numbers (Zeckendorf); call the smallest term z(r). Invariant: with r stones left
//! and a limit q, the player to move wins iff q ≥ z(r).
//! - q ≥ z(r): take everything if allowed, else take f = z(r). The next term of r − f is
//!   larger than 2f (terms are non-consecutive, and F(i+2) > 2·F(i)), so the opponent's limit
//!   2f is below z(r − f).
//! - q < z(r): any take k is below F = z(r). Let F' = z(r − k), which is also z(F − k). Writing
//!   F = k + (F − k) needs a carry, so k is at least the Fibonacci number just below F'; then
//!   2k ≥ F' and the opponent is on the winning side.
//! - The first move has q = n − 1, which is below z(n) exactly when n is a single term: a
//!   Fibonacci number.
//!
//! The tests check the verdicts against a search of the game over (stones left, largest
//! allowed take) for every n ≤ 10 000, and the invariant itself for every (r, q), r ≤ 3000.
//! Fibonacci numbers are generated in u64 with a checked addition (the first above 2^31,
//! 2971215073, overflows a 32-bit int).
//!
//! **Complexity** O(1) per n: the Fibonacci numbers of n's bit length (at most two) are
//! looked up and compared. A plain line of n (up to 15 digits) is read as 16 bytes at once
//! and compared as text with the one Fibonacci number of its length and first two digits,
//! with no loop over its digits; each n is answered as it is read, so nothing is stored per
//! case, and the answers go out in 64 KB pieces. O(input) in all.

use std::io::{self, Read, Write};

/// The Fibonacci numbers 1, 2, 3, 5, 8, … that fit in 64 bits (92 of them).
fn fibonacci_numbers() -> Vec<u64> {
    let mut numbers = vec![1u64, 2];
    while let Some(next) = numbers[numbers.len() - 2].checked_add(numbers[numbers.len() - 1]) {
        numbers.push(next);
    }
    numbers
}

/// The Fibonacci numbers grouped by bit length, so that a lookup needs no search: slot b
/// holds those with b significant bits. Consecutive terms grow by less than twice, but
/// F(i+2) = F(i+1) + F(i) > 2·F(i), so no bit length has three; free places hold 0, which
/// is never looked up (n ≥ 1).
struct FibonacciTable {
    by_length: [[u64; 2]; 65],
}

impl FibonacciTable {
    fn new() -> FibonacciTable {
        let mut by_length = [[0u64; 2]; 65];
        for f in fibonacci_numbers() {
            let slot = &mut by_length[64 - f.leading_zeros() as usize];
            let free = if slot[0] == 0 { 0 } else { 1 };
            slot[free] = f;
        }
        FibonacciTable { by_length }
    }
}

/// Whether the first player wins with `n` ≥ 1 stones: n is no Fibonacci number.
#[inline(always)]
fn first_wins(n: u64, fibonacci: &FibonacciTable) -> bool {
    let same_length = fibonacci.by_length[64 - n.leading_zeros() as usize];
    (n != same_length[0]) & (n != same_length[1])
}

/// Whitespace-separated tokens of the input. Lines are counted only when a message needs one.
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

    /// Skips whitespace; false at the end of the input.
    #[inline(always)]
    fn skip_whitespace(&mut self) -> bool {
        let bytes = self.bytes;
        let mut pos = self.pos;
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        self.pos = pos;
        pos < bytes.len()
    }

    /// The next token and its start offset, or `None` at the end of the input.
    fn next_token(&mut self) -> Option<(&'a [u8], usize)> {
        if !self.skip_whitespace() {
            return None;
        }
        let bytes = self.bytes;
        let start = self.pos;
        let mut pos = start;
        while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        self.pos = pos;
        Some((&bytes[start..pos], start))
    }

    /// The next token as a non-negative integer with its start offset: `None` at the end of
    /// the input, else the number or why the token is not one (with its line). The common case
    /// is inlined; anything else goes to `odd_token`.
    #[inline(always)]
    fn next_u64(&mut self) -> Option<Result<(u64, usize), String>> {
        if !self.skip_whitespace() {
            return None;
        }
        let bytes = self.bytes;
        let start = self.pos;
        // Fast path, with no loop over the digits: a plain number of 1 to 15 digits followed
        // by a blank, read from two 8-byte words (not too close to the end of the input).
        if let Some(sixteen) = bytes[start..].get(..16) {
            let (low, high) = sixteen.split_at(8);
            let (digits, text) = leading_digits(word(low));
            let (more, more_text) = leading_digits(word(high));
            let (length, value) = if digits < 8 {
                (digits, first_digits(text, digits))
            } else {
                (8 + more, eight_digits(text) * POWERS_OF_TEN[more] + first_digits(more_text, more))
            };
            if length > 0 && length < 16 && sixteen[length.min(15)].is_ascii_whitespace() {
                self.pos = start + length + 1;
                return Some(Ok((value, start)));
            }
        }
        Some(self.odd_token(start))
    }

    /// The token at `start` that the fast path does not take: its value, or why it is not a
    /// u64 (with its line).
    #[cold]
    #[inline(never)]
    fn odd_token(&mut self, start: usize) -> Result<(u64, usize), String> {
        let bytes = self.bytes;
        let mut pos = start;
        while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        self.pos = pos;
        parse_u64(&bytes[start..pos])
            .map(|value| (value, start))
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

/// A token quoted for a message: escaped, and cut short if long.
fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(&token[..token.len().min(24)]);
    let ellipsis = if token.len() > 24 { "…" } else { "" };
    format!("{:?}{}", text, ellipsis)
}

/// Appends the answer to every n of `input` to `out`. Ok(None): all fine; Ok(Some(w)): all
/// answered, with a warning; Err(e): the first problem with the input.
#[cfg(test)]
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut answers = Vec::new();
    let outcome = run_draining(input, &mut |piece: &[u8]| answers.extend_from_slice(piece));
    // The answers are all ASCII.
    out.push_str(&String::from_utf8_lossy(&answers));
    outcome
}

/// `run`, handing the answers to `drain` 64 KB at a time (`main` writes them out), so that a
/// long output needs no growing buffer of fresh memory.
fn run_draining(input: &[u8], drain: &mut dyn FnMut(&[u8])) -> Result<Option<String>, String> {
    let mut answers = Answers { buffer: vec![0; CHUNK + 16], len: 0, drain };
    let outcome = answer_all(input, &mut answers);
    answers.flush();
    outcome
}

/// The size of the pieces the answers are written in.
const CHUNK: usize = 1 << 16;

/// Answers gathered in a buffer of CHUNK bytes (and a few spare), handed on when it is full.
struct Answers<'a> {
    buffer: Vec<u8>,
    len: usize,
    drain: &'a mut dyn FnMut(&[u8]),
}

impl<'a> Answers<'a> {
    /// `Second win` or `First win` and a newline: eleven bytes copied either way (a fixed-size
    /// copy, no branch), the last one dropped after `First win`.
    #[inline(always)]
    fn push(&mut self, first_wins: bool) {
        const VERDICTS: [[u8; 11]; 2] = [*b"Second win\n", *b"First win\n\n"];
        let len = self.len;
        self.buffer[len..len + 11].copy_from_slice(&VERDICTS[usize::from(first_wins)]);
        self.len = len + 11 - usize::from(first_wins);
        if self.len >= CHUNK {
            self.flush();
        }
    }

    fn flush(&mut self) {
        (self.drain)(&self.buffer[..self.len]);
        self.len = 0;
    }
}

/// What the fast path needs to answer a line `n` and newline without computing n: the lines
/// are compared as text with the Fibonacci numbers. `text` below is the line's 16 bytes as a
/// u128 (first byte lowest) with each digit turned into its value 0..=9.
struct Lines {
    /// By digit count d: 0xFF in bytes 0..d (the digits), 0xFF in byte d (the newline) and
    /// the newline's byte in `text` there. Counts 0 and 16 match no line.
    digits: [u128; 17],
    newline_byte: [u128; 17],
    newline: [u128; 17],
    /// By 256·d + the first two bytes' low halves (the first two digits, or the digit and the
    /// newline when d = 1): the Fibonacci number of d digits that starts so, as `text` has it
    /// (there is at most one: the next is more than 1.6 times larger, so it starts with other
    /// digits or has more of them), or all ones (no digit is 0xFF) if there is none.
    fibonacci: Vec<u128>,
}

impl Lines {
    fn new() -> Lines {
        let byte = |k: usize, value: u128| value << (8 * k);
        let mut lines = Lines {
            digits: [0; 17],
            newline_byte: [0; 17],
            newline: [1; 17],
            fibonacci: vec![u128::MAX; 16 * 256],
        };
        for d in 1..=15 {
            lines.digits[d] = (0..d).map(|k| byte(k, 0xFF)).sum();
            lines.newline_byte[d] = byte(d, 0xFF);
            lines.newline[d] = byte(d, u128::from(b'\n' ^ b'0'));
        }
        for f in fibonacci_numbers() {
            let written = format!("{}\n", f);
            if written.len() <= 16 {
                let text = written.bytes().enumerate().map(|(k, c)| byte(k, u128::from(c ^ b'0')));
                let text: u128 = text.sum();
                lines.fibonacci[Lines::start(text, written.len() - 1)] = text;
            }
        }
        lines
    }

    /// The index in `fibonacci` of a line with d digits.
    #[inline(always)]
    fn start(text: u128, d: usize) -> usize {
        let first_two = (text & 0x0F) as usize | ((text >> 4) & 0xF0) as usize;
        256 * d + first_two
    }
}

/// Whether the first player wins for the line at the start of `sixteen` (the next 16 bytes of
/// the input), if it is a number of 1 to 15 digits without leading zeros and a newline, and
/// the line's length; `None` for anything else (the final 0 too), which then goes through
/// `Tokens`. The judge's lines are all like this, and this answers one with no loop over its
/// digits, no branch on their count, and no arithmetic on them.
#[inline(always)]
fn quick_line(sixteen: &[u8], lines: &Lines) -> Option<(bool, usize)> {
    let (low, high) = sixteen.split_at(8);
    // Digits become bytes 0..=9; every other byte stays ≥ 10 and is marked in `not_digit`.
    let text = (u128::from(word(high)) << 64 | u128::from(word(low))) ^ (u128::MAX / 255 * 0x30);
    let high_bits = u128::MAX / 255 * 0x80;
    let not_digit = (((text & !high_bits) + u128::MAX / 255 * 0x76) | text) & high_bits;
    let d = (not_digit.trailing_zeros() / 8) as usize; // 16 if none
    let plain = (text & lines.newline_byte[d] == lines.newline[d]) & (text as u8 != 0);
    if !plain {
        return None;
    }
    let fibonacci = lines.fibonacci[Lines::start(text, d) % (16 * 256)];
    Some(((text ^ fibonacci) & lines.digits[d] != 0, d + 1))
}

/// `run` with the answers going to `answers`; each n is answered as it is read.
fn answer_all(input: &[u8], answers: &mut Answers) -> Result<Option<String>, String> {
    let fibonacci = FibonacciTable::new();
    let lines = Lines::new();
    let mut tokens = Tokens::new(input);
    tokens.skip_whitespace();
    loop {
        // The fast path: plain lines of one number (not the final 0, nor leading zeros).
        let mut pos = tokens.pos;
        while let Some(sixteen) = input.get(pos..pos + 16) {
            match quick_line(sixteen, &lines) {
                Some((wins, length)) => {
                    answers.push(wins);
                    pos += length;
                }
                None => break,
            }
        }
        tokens.pos = pos;
        // Anything else: one number token by token.
        let n = match tokens.next_u64() {
            None => return Ok(None), // no final 0, but every case is complete
            Some(number) => number?.0,
        };
        if n == 0 {
            return Ok(tokens.next_token().map(|(_, start)| {
                format!("line {}: ignored input after the final 0", tokens.line_at(start))
            }));
        }
        answers.push(first_wins(n, &fibonacci));
        tokens.skip_whitespace(); // so that the fast path starts at a token
    }
}

fn report(line: &str) {
    let _ = writeln!(io::stderr(), "hdu2516: {}", line);
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        report(&format!("cannot read standard input: {}", e));
        std::process::exit(1);
    }
    let text = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&input);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    // A failed write means stdout is closed (nobody is reading): exit quietly.
    let outcome = run_draining(text, &mut |piece: &[u8]| {
        if out.write_all(piece).is_err() {
            std::process::exit(1);
        }
    });
    if out.flush().is_err() {
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
#[path = "hdu2516/tests.rs"]
mod tests;
