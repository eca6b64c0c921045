//! # luogu_p1247 — Luogu P1247 "取火柴游戏" (Nim: print the winning first move)
//!
//! Submit in Rust at **Luogu P1247** as it is. (POJ 2975, HDU 1850 and HDU 2176 count or list
//! the winning moves instead, and take no Rust.)
//!
//! k piles of matches. Two players alternate, you first; a move takes any positive number of
//! matches from one pile (it may empty the pile). Whoever takes the last match wins.
//!
//! **Input** k, then the k pile sizes n_1 … n_k (judge: k ≤ 500000, n_i ≤ 10^9; here any
//! sizes that fit in 64 bits). Empty piles are allowed (the statement only says "integers"):
//! they are kept and printed back. k = 0 is answered `lose` (no move at all).
//! **Output** if you win: a line `a b` (take a matches from pile b, piles numbered from 1,
//! the amount first), then the k pile sizes after that move separated by single spaces.
//! Of several winning moves the smallest b is printed, then the smallest a. If you lose:
//! the single line `lose`.
//!
//! **Theory** (Bouton; the proof is in the header of `hihocoder1163.rs`, which plays the
//! same game): the player to move loses exactly when x = n_1 ^ … ^ n_k is 0. In short: a
//! move changes one pile, so from XOR 0 it always leaves XOR ≠ 0; from x ≠ 0 the move below
//! leaves XOR 0; and the empty board has XOR 0 and is lost.
//! - So from x ≠ 0 a move wins iff it leaves XOR 0. Changing pile b alone, that forces the
//!   new size n_b ^ x: one amount per pile at most, a = n_b − (n_b ^ x), legal iff
//!   n_b ^ x < n_b, that is iff n_b has the highest set bit of x (the bits above it agree,
//!   and that bit turns from 1 to 0).
//! - Hence the move asked for: the first pile holding the top bit of x, with that amount.
//!   Pitfalls: printing `b a`; taking the largest pile, or the first pile with n_b ≥ x
//!   (`8 2 9`: x = 3, yet only pile 2 can move to XOR 0); dropping empty piles from the
//!   second line; printing 500000 numbers one `println!` at a time.
//!
//! The tests play every first move of every list of up to 5 piles of at most 7 matches
//! (empty piles included) through a search of the game tree, and check that the printed
//! move is legal, leaves XOR 0, is among the search's winning moves and is the smallest of
//! them in ⟨b, a⟩ order, and that the second line is the position after it.
//!
//! **Complexity** O(k) time, O(1) memory beyond the input: while the piles are read only their
//! XOR and the first pile holding each bit are kept. When the piles are written as the answer
//! writes them (single spaces, no leading zeros), the second line is copied from the input
//! with one pile replaced; else the piles are read a second time to be written out.

use std::io::{self, Read, Write};

/// What the answer needs of the piles, gathered as they are read (so they need not be kept):
/// their XOR and, for each bit, the first pile holding it (index from 0, and size).
struct Piles {
    xor: u64,
    seen: u64,
    first_with_bit: [(usize, u64); 64],
}

impl Piles {
    fn new() -> Piles {
        Piles { xor: 0, seen: 0, first_with_bit: [(0, 0); 64] }
    }

    fn add(&mut self, index: usize, size: u64) {
        self.xor ^= size;
        let fresh = size & !self.seen;
        if fresh != 0 {
            self.seen |= fresh;
            self.note(index, size, fresh); // rare: at most 64 times
        }
    }

    /// Pile `index` of `size` is the first to hold the bits of `fresh` (`seen` already has
    /// them).
    #[cold]
    fn note(&mut self, index: usize, size: u64, fresh: u64) {
        for (bit, first) in self.first_with_bit.iter_mut().enumerate() {
            if fresh >> bit & 1 == 1 {
                *first = (index, size);
            }
        }
    }

    /// The winning first move `(b, a, left)` of Nim: pile index b (from 0), the amount a and
    /// the matches left on pile b, the smallest b and then the smallest a; or `None` if the
    /// player to move loses.
    fn winning_move(&self) -> Option<(usize, u64, u64)> {
        if self.xor == 0 {
            return None;
        }
        let (b, size) = self.first_with_bit[63 - self.xor.leading_zeros() as usize];
        let left = size ^ self.xor;
        Some((b, size - left, left))
    }
}

/// Appends `value` in decimal. The 500000 numbers of an answer are written 8 digits at a
/// time: no `format!`, no loop over single digits, no copy of a variable length.
fn push_u64(out: &mut Vec<u8>, value: u64) {
    if value >= 100_000_000 {
        push_u64(out, value / 100_000_000);
        out.extend_from_slice(&(eight_ascii(value % 100_000_000)).to_le_bytes());
    } else {
        let ascii = eight_ascii(value);
        // Leading zeros are the low bytes that are '0' (one digit is kept for 0 itself).
        let zeros = (((ascii ^ 0x3030_3030_3030_3030).trailing_zeros() / 8) as usize).min(7);
        let end = out.len() + 8 - zeros;
        out.extend_from_slice(&(ascii >> (8 * zeros)).to_le_bytes());
        out.truncate(end);
    }
}

/// The 8 decimal digits of `value` < 10^8 as ASCII, most significant in the lowest byte:
/// split in two halves of 4 digits, then pairs, then single digits, each step dividing every
/// part at once by a multiplication (x / 100 = x · 10486 >> 20 for x < 10^4, and
/// x / 10 = x · 103 >> 10 for x < 100).
fn eight_ascii(value: u64) -> u64 {
    let halves = (value / 10_000) | ((value % 10_000) << 32);
    let hundreds = ((halves * 10486) >> 20) & 0x0000_007F_0000_007F;
    let pairs = hundreds | ((halves - hundreds * 100) << 16);
    let tens = ((pairs * 103) >> 10) & 0x000F_000F_000F_000F;
    let digits = tens | ((pairs - tens * 10) << 8);
    digits + 0x3030_3030_3030_3030
}

/// Whitespace-separated tokens of the input. Lines are counted only for messages.
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

    /// The offset of the next token, or `None` at the end of the input.
    fn peek_start(&mut self) -> Option<usize> {
        while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        if self.pos < self.bytes.len() {
            Some(self.pos)
        } else {
            None
        }
    }

    /// The next token as a non-negative integer: `None` at the end of the input, else the
    /// number or why the token is not one (with its line). The common case (1 to 19 digits
    /// and a blank, away from the end of the input) is inlined; anything else goes to
    /// `odd_u64`.
    #[inline(always)]
    fn next_u64(&mut self) -> Option<Result<u64, String>> {
        let bytes = self.bytes;
        let mut pos = self.pos;
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        if let Some((value, end)) = quick_u64(bytes, pos) {
            self.pos = end;
            return Some(Ok(value));
        }
        let (end, found) = odd_u64(bytes, pos);
        self.pos = end;
        found
    }

    /// The next number; if the input ends instead, `context()` says where it ended (the
    /// message is built only then, so reading stays fast).
    fn expect_u64<F: FnOnce() -> String>(&mut self, context: F) -> Result<u64, String> {
        match self.next_u64() {
            Some(number) => number,
            None => Err(format!("line {}: input ends {}", self.end_line(), context())),
        }
    }
}

/// `Tokens::next_u64` for a token at `start` that the fast path does not take: near the end
/// of the input, 20 digits or more, or not a number at all. Returns the offset after the token
/// too.
#[cold]
#[inline(never)]
fn odd_u64(bytes: &[u8], start: usize) -> (usize, Option<Result<u64, String>>) {
    if start == bytes.len() {
        return (start, None);
    }
    let mut pos = start;
    while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() {
        pos += 1;
    }
    let found = parse_u64(&bytes[start..pos]).map_err(|why| {
        let line = 1 + bytes[..start].iter().filter(|&&b| b == b'\n').count();
        format!("line {}: {}", line, why)
    });
    (pos, Some(found))
}

/// The number at `pos` if it has 1 to 19 digits (so it fits in a u64) and is followed by
/// whitespace, all within the next 24 bytes: its value and the offset of that whitespace.
/// Fast path, without a loop over the digits: 8 bytes at a time are tested for digits and
/// converted by `eight_digits`.
#[inline(always)]
fn quick_u64(bytes: &[u8], pos: usize) -> Option<(u64, usize)> {
    let window = bytes.get(pos..pos + 24)?;
    // Digits become bytes 0..=9; every other byte stays >= 10.
    let word = |i: usize| {
        let mut eight = [0u8; 8];
        eight.copy_from_slice(&window[8 * i..8 * i + 8]);
        u64::from_le_bytes(eight) ^ 0x3030_3030_3030_3030
    };
    // The number of digits at the start of a word: 8 if all are.
    let digits = |text: u64| {
        let high = 0x8080_8080_8080_8080;
        let not_digit = (((text & !high).wrapping_add(0x7676_7676_7676_7676)) | text) & high;
        (not_digit.trailing_zeros() / 8) as usize
    };
    // The value of the first `k` digits of a word (k >= 1): they are moved to the top, below
    // zero bytes that read as leading zeros.
    let first = |text: u64, k: usize| eight_digits(text << (64 - 8 * k));
    let (t0, t1, t2) = (word(0), word(1), word(2));
    let (d0, d1, d2) = (digits(t0), digits(t1), digits(t2));
    let (value, length) = if d0 < 8 {
        if d0 == 0 {
            return None;
        }
        (first(t0, d0), d0)
    } else if d1 < 8 {
        let high = eight_digits(t0);
        if d1 == 0 {
            (high, 8)
        } else {
            (high * POWERS_OF_TEN[d1] + first(t1, d1), 8 + d1)
        }
    } else if d2 <= 3 {
        let high = eight_digits(t0) * 100_000_000 + eight_digits(t1);
        if d2 == 0 {
            (high, 16)
        } else {
            (high * POWERS_OF_TEN[d2] + first(t2, d2), 16 + d2)
        }
    } else {
        return None; // 20 digits or more
    };
    if window[length].is_ascii_whitespace() {
        Some((value, pos + length))
    } else {
        None
    }
}

/// Reads piles in the common layout (one space, 1 to 16 digits without a leading zero unless
/// the pile is 0, one space) from `pos`, the end of the previous token, into `piles`, their
/// indices from `index` on and at most `limit` of them; stops at the first other token (the
/// last pile, followed by a newline, for one), which the general `Tokens::next_u64` reads.
/// Returns the offset after the last pile read and how many were read. Such piles leave
/// `as_printed` true. This is the hot loop of the 5 MB inputs: two 8-byte loads and a few
/// multiplications per pile, the XOR in a register, no loop over the bytes.
fn quick_piles(
    bytes: &[u8],
    mut pos: usize,
    piles: &mut Piles,
    index: usize,
    limit: u64,
) -> (usize, u64) {
    let (mut xor, mut seen) = (0, piles.seen);
    let mut read = 0;
    while read < limit {
        // The space, up to 16 digits and the space after them.
        let window = match bytes.get(pos..pos + 18) {
            Some(window) if window[0] == b' ' => window,
            _ => break,
        };
        // Digits become bytes 0..=9 after the XOR; the number of them at the start of a word
        // is found from the bytes that are not (8 if all are).
        let word = |at: usize| {
            let mut eight = [0u8; 8];
            eight.copy_from_slice(&window[at..at + 8]);
            u64::from_le_bytes(eight) ^ 0x3030_3030_3030_3030
        };
        let digits = |text: u64| {
            let high = 0x8080_8080_8080_8080;
            let not_digit = (((text & !high).wrapping_add(0x7676_7676_7676_7676)) | text) & high;
            (not_digit.trailing_zeros() / 8) as usize
        };
        let t0 = word(1);
        let d0 = digits(t0);
        let (value, length) = if d0 == 8 {
            let t1 = word(9);
            let d1 = digits(t1);
            if d1 == 8 || t0 & 0xFF == 0 {
                break; // 17 digits or more, or a leading zero
            }
            // The first d1 digits of t1, moved to the top (two shifts: d1 may be 0).
            let low = eight_digits((t1 << 1) << (63 - 8 * d1));
            (eight_digits(t0) * POWERS_OF_TEN[d1] + low, 8 + d1)
        } else if d0 == 1 || (d0 > 1 && t0 & 0xFF != 0) {
            (eight_digits(t0 << (64 - 8 * d0)), d0)
        } else {
            break; // not a number, or a leading zero
        };
        if window[1 + length] != b' ' {
            break;
        }
        xor ^= value;
        let fresh = value & !seen;
        if fresh != 0 {
            seen |= fresh;
            piles.note(index + read as usize, value, fresh); // rare: at most 64 times
        }
        pos += 1 + length;
        read += 1;
    }
    piles.xor ^= xor;
    piles.seen = seen;
    (pos, read)
}

/// 10^k for k < 8.
const POWERS_OF_TEN: [u64; 8] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000];

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

/// "1 pile", "2 piles".
fn count_of(n: u64, noun: &str) -> String {
    format!("{} {}{}", n, noun, if n == 1 { "" } else { "s" })
}

/// Appends the answer to `out` once all k piles are read. Then `Err` with the first problem
/// of the input, or `Ok(Some(warning))` if data follows the k piles, or `Ok(None)`.
#[cfg(test)]
fn run(input: &[u8], out: &mut Vec<u8>) -> Result<Option<String>, String> {
    let mut written = std::mem::take(out);
    let outcome = run_writing(input, out, &mut |bytes| written.extend_from_slice(bytes));
    written.extend_from_slice(out);
    *out = written;
    outcome
}

/// `run`, handing the answer to `write` piece by piece: `out` whenever it holds 64 KB or more
/// (then emptied), and the input's own bytes where the answer copies them; the answer is what
/// `write` got followed by what is left in `out`. So a long answer neither fills megabytes of
/// fresh memory nor is copied once more.
fn run_writing(
    input: &[u8],
    out: &mut Vec<u8>,
    write: &mut dyn FnMut(&[u8]),
) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let count = tokens.expect_u64(|| "before k, the number of piles".to_string())?;
    let mut piles = Piles::new();
    // Whether the piles are written as the answer writes them (single spaces, no leading
    // zeros): then the second line of the answer is the input's own bytes, but for one pile.
    let first = if count > 0 { tokens.peek_start().unwrap_or(0) } else { 0 };
    let mut as_printed = input.get(first) != Some(&b'0')
        || input.get(first + 1).map_or(true, |&c| c.is_ascii_whitespace());
    let mut read = 0;
    while (read as u64) < count {
        let before = tokens.pos;
        // Most piles are read by the fast loop (it leaves `as_printed` as it is); it stops at
        // any other token, which is read here.
        let (end, quick) = quick_piles(input, before, &mut piles, read, count - read as u64);
        if quick > 0 {
            tokens.pos = end;
            read += quick as usize;
            continue;
        }
        let size =
            tokens.expect_u64(|| format!("after {} of {}", read, count_of(count, "pile")))?;
        if read > 0 {
            // One space, then the pile's first digit (not a 0 unless the pile is just 0).
            let end = tokens.pos;
            as_printed &= (input[before] == b' ') & !input[before + 1].is_ascii_whitespace();
            as_printed &= (input[before + 1] != b'0') | (end == before + 2);
        }
        piles.add(read, size);
        read += 1;
    }
    let last = tokens.pos;
    match piles.winning_move() {
        None => out.extend_from_slice(b"lose\n"),
        Some((b, a, left)) => {
            push_u64(out, a);
            out.push(b' ');
            push_u64(out, b as u64 + 1);
            out.push(b'\n');
            if as_printed {
                // Pile b starts after the b-th space from the first pile.
                let mut start = first;
                for _ in 0..b {
                    start += 1 + input[start..].iter().position(|&c| c == b' ').unwrap_or(0);
                }
                let length = input[start..last].iter().position(|&c| c == b' ');
                let end = start + length.unwrap_or(last - start);
                write(out);
                out.clear();
                write(&input[first..start]);
                push_u64(out, left);
                write(out);
                out.clear();
                // With the input's newline if it has one: stdout, line buffered, then finds a
                // newline at the end at once instead of searching megabytes for one.
                if input.get(last) == Some(&b'\n') {
                    write(&input[end..=last]);
                } else {
                    write(&input[end..last]);
                    out.push(b'\n');
                }
            } else {
                // Read the piles again (they are known to be fine) and write them out.
                let mut again = Tokens::new(input);
                let _ = again.next_u64(); // k
                for i in 0..read {
                    let size = match again.next_u64() {
                        Some(Ok(size)) => size,
                        _ => break,
                    };
                    if i > 0 {
                        out.push(b' ');
                    }
                    push_u64(out, if i == b { left } else { size });
                    if out.len() >= 1 << 16 {
                        write(out);
                        out.clear();
                    }
                }
                out.push(b'\n');
            }
        }
    }
    Ok(tokens.peek_start().map(|start| {
        format!(
            "line {}: ignored input after the {}",
            tokens.line_at(start),
            count_of(count, "pile")
        )
    }))
}

fn report(line: &str) {
    let _ = writeln!(io::stderr(), "luogu_p1247: {}", line);
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
    let mut write = |bytes: &[u8]| {
        if out.write_all(bytes).is_err() {
            std::process::exit(1);
        }
    };
    let mut answers = Vec::with_capacity(1 << 17);
    let outcome = run_writing(text, &mut answers, &mut write);
    write(&answers);
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
#[path = "luogu_p1247/tests.rs"]
mod tests;
