//! # sdnu1294 — SDNU OJ 1294 (prime-or-one stones, pile after pile)
//!
//! No judge takes Rust for it (SDNU OJ takes none; its statement is lost).
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
//! **Complexity** O(N) per case, O(1) memory beyond the input. Ordinary input is read 64 bytes
//! at a time through bit masks (see `fast_run`); anything else goes through a careful token
//! reader that gives the same answers and the error messages.

use std::convert::TryInto; // in the prelude only from edition 2021
use std::io::{self, Read, Write};

/// Whether a pile of this size makes the first player win, whatever the other piles: the
/// DP's closed form (see the header), so a case is decided while its sizes are read.
fn decides_a_win(size: u64) -> bool {
    size % 4 != 0
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

    /// The line of the input's last token (1 for blank input): where an incomplete input ends.
    fn end_line(&self) -> usize {
        let text_end =
            self.bytes.iter().rposition(|b| !b.is_ascii_whitespace()).map_or(0, |i| i + 1);
        self.line_at(text_end)
    }

    /// The next token as a non-negative integer: `None` at the end of the input, else the
    /// number or why the token is not one (with its line).
    fn next_u64(&mut self) -> Option<Result<u64, String>> {
        let bytes = self.bytes;
        let mut pos = self.pos;
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        if pos == bytes.len() {
            self.pos = pos;
            return None;
        }
        let start = pos;
        let mut value: u64 = 0;
        while pos < bytes.len() {
            let digit = bytes[pos].wrapping_sub(b'0');
            if digit >= 10 {
                break;
            }
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
            pos += 1;
        }
        // Up to 19 digits cannot overflow; anything else is checked token by token.
        let ends = pos == bytes.len() || bytes[pos].is_ascii_whitespace();
        if ends && pos > start && pos - start <= 19 {
            self.pos = pos;
            return Some(Ok(value));
        }
        while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        self.pos = pos;
        Some(
            parse_u64(&bytes[start..pos])
                .map_err(|why| format!("line {}: {}", self.line_at(start), why)),
        )
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

/// Answers every complete case into `out`; stops at the first problem and returns it.
fn run(input: &[u8], out: &mut String) -> Result<(), String> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input); // a UTF-8 BOM
    let mark = out.len();
    if fast_run(input, out) {
        return Ok(());
    }
    out.truncate(mark); // the careful path reads the whole input again
    run_careful(input, out)
}

/// `run` token by token with every check: the answers and the first problem.
fn run_careful(input: &[u8], out: &mut String) -> Result<(), String> {
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
    Ok(())
}

fn answer(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "yes\n"
    } else {
        "no\n"
    }
}

/// The fast path: answers every case of an input made of digits and whitespace only, with no
/// token starting with the digit 0 and no pile of 20 digits or more, and returns true; false
/// for any other input (the careful path in `run` then reads it all again, for the same answers
/// and the error message).
///
/// Why it is fast: a pile's size matters only modulo 4, that is through the last two digits
/// (100 is a multiple of 4), and only whether some pile of the case is not a multiple of 4. So
/// each 64-byte block becomes bit masks (digits; bits 0 and 1 of each digit), the tokens' last
/// digits are the digits not followed by one, and the piles of a block that are not multiples of
/// 4 are one mask; a case's piles are counted off with `count_ones` and only the counts N are
/// read as numbers. No loop runs over the bytes one by one and no line is counted.
fn fast_run(bytes: &[u8], out: &mut String) -> bool {
    let mut fast = Fast { bytes, left: 0, wins: false, before: 0, before_odd: 0 };
    // Blocks are read through 65-byte windows: whether byte 63 ends a token depends on byte 64.
    let direct = if bytes.len() >= 65 { (bytes.len() - 1) / 64 } else { 0 };
    for base in (0..direct).map(|block| block * 64) {
        if !fast.block(base, bytes[base..base + 65].try_into().unwrap(), out) {
            return false;
        }
    }
    let rest = &bytes[direct * 64..]; // 64 bytes at most, padded with whitespace
    let mut tail = [b' '; 65];
    tail[..rest.len()].copy_from_slice(rest);
    fast.block(direct * 64, &tail, out) && fast.left == 0
}

/// The state of `fast_run` between blocks.
struct Fast<'a> {
    bytes: &'a [u8],
    /// Piles of the current case still to come, and whether one before was not a multiple of 4.
    left: u64,
    wins: bool,
    /// The previous block's masks of digits and of odd digits.
    before: u64,
    before_odd: u64,
}

impl<'a> Fast<'a> {
    /// Reads the first 64 bytes of `window` (which starts at offset `base` of the input); false
    /// if the fast path cannot read them.
    fn block(&mut self, base: usize, window: &[u8; 65], out: &mut String) -> bool {
        let other = window[..64].iter().fold(0u8, |other, &byte| {
            let space = (byte == b' ') | ((byte.wrapping_sub(b'\t') < 5) & (byte != 0x0b));
            other | u8::from((byte.wrapping_sub(b'0') >= 10) & !space)
        });
        if other != 0 {
            return false; // a byte neither digit nor whitespace
        }
        // Among digits and whitespace, bit 4 is set exactly for digits (0x30..=0x39;
        // whitespace is 0x09..=0x0d or 0x20), and a digit's bits 0..3 are its value. One
        // multiplication gathers a bit of 8 bytes: byte i (0 or 1) lands on bit 56 + i, and the
        // partial products below bit 56 never carry.
        let gather =
            |bits: u64| (bits & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56;
        let (mut digits, mut odd, mut twos, mut zeros) = (0u64, 0u64, 0u64, 0u64);
        for (k, chunk) in window[..64].chunks_exact(8).enumerate() {
            let word = u64::from_le_bytes(chunk.try_into().unwrap());
            let is_digit = word >> 4;
            let value = word & 0x0f0f_0f0f_0f0f_0f0f;
            // High bit of each byte whose value bits are not all 0 (exact: no carries).
            let nonzero = (value + 0x7f7f_7f7f_7f7f_7f7f) >> 7;
            digits |= gather(is_digit) << (8 * k);
            odd |= gather(word & is_digit) << (8 * k);
            twos |= gather(word >> 1 & is_digit) << (8 * k);
            zeros |= gather(!nonzero & is_digit) << (8 * k);
        }
        let next = u64::from(window[64].wrapping_sub(b'0') < 10);
        let starts = digits & !(digits << 1 | self.before >> 63);
        let ends = digits & !(digits >> 1 | next << 63);
        // Runs of 20 digits or more, within the block or across its start.
        let mut run = digits & digits >> 1; // 2 digits from here
        run &= run >> 2; // 4
        run &= run >> 4; // 8
        run &= run >> 8; // 16
        run &= run >> 4; // 20
        let across = self.before.leading_ones() + digits.trailing_ones() >= 20;
        if starts & zeros != 0 || run != 0 || across {
            return false;
        }
        // A number ending in digits a, b is a multiple of 4 iff 2a + b is: b even, and bit 1 of
        // b equal to bit 0 of a (a = 0 where the number has one digit).
        let odd_before = odd << 1 | self.before_odd >> 63;
        let not_multiples = ends & (odd | (twos ^ odd_before));
        self.before = digits;
        self.before_odd = odd;
        let mut ends = ends;
        while ends != 0 {
            if self.left == 0 {
                // This token is the count N of the next case.
                let at = base + ends.trailing_zeros() as usize;
                ends &= ends - 1;
                self.left = match number_ending_at(self.bytes, at) {
                    Some(n) => n,
                    None => return false,
                };
                self.wins = false;
                if self.left == 0 {
                    out.push_str(answer(false));
                }
                continue;
            }
            // The next `left` tokens (or all of the block's) are piles of this case.
            let mut later = 0;
            if self.left < u64::from(ends.count_ones()) {
                later = ends;
                for _ in 0..self.left {
                    later &= later - 1;
                }
            }
            self.wins |= (ends & !later) & not_multiples != 0;
            self.left -= u64::from((ends & !later).count_ones());
            if self.left == 0 {
                out.push_str(answer(self.wins));
            }
            ends = later;
        }
        true
    }
}

/// The number of up to 19 digits whose last digit is at offset `end`, or `None` if longer.
fn number_ending_at(bytes: &[u8], end: usize) -> Option<u64> {
    let mut start = end;
    while start > 0 && bytes[start - 1].is_ascii_digit() {
        start -= 1;
    }
    if end - start >= 19 {
        return None;
    }
    Some(bytes[start..=end].iter().fold(0, |value, &digit| value * 10 + u64::from(digit - b'0')))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "sdnu1294: {}", message);
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
#[path = "sdnu1294/tests.rs"]
mod tests;
