//! # luogu_p1247 — Luogu P1247 "取火柴游戏" (Nim: print the winning first move)
//!
//! Statement: https://www.luogu.com.cn/problem/P1247. Submit in Rust at **Luogu P1247** as
//! it is. (POJ 2975, HDU 1850 and HDU 2176 count or list the winning moves instead, and take
//! no Rust.)
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
//! **Complexity** O(k) time and memory: the piles are read into a list, XORed, searched once
//! for the first pile holding x's top bit, and written back. That is `run`; `main` uses
//! `run_fast` after it (a measured need, said there), which the tests check against `run`.

use std::io::{self, Read, Write};

/// The winning first move of Nim `(b, a)`: take a from pile b (index from 0), the smallest b
/// and then the smallest a; or `None` if the player to move loses (the XOR is 0).
fn winning_move(piles: &[u64]) -> Option<(usize, u64)> {
    let xor = piles.iter().fold(0, |x, &pile| x ^ pile);
    if xor == 0 {
        return None;
    }
    // Only a pile holding x's top bit shrinks to pile ^ x; one always exists.
    let b = piles.iter().position(|&pile| pile ^ xor < pile)?;
    Some((b, piles[b] - (piles[b] ^ xor)))
}

/// Appends `value` in decimal.
fn push_u64(out: &mut Vec<u8>, mut value: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (value % 10) as u8;
        value /= 10;
        if value == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[start..]);
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
    /// number or why the token is not one (with its line).
    fn next_u64(&mut self) -> Option<Result<u64, String>> {
        let start = self.peek_start()?;
        let bytes = self.bytes;
        let mut pos = start;
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
        if ends && pos - start <= 19 {
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

    /// The next number; if the input ends instead, `context()` says where it ended (the
    /// message is built only then, so reading stays fast).
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

/// "1 pile", "2 piles".
fn count_of(n: u64, noun: &str) -> String {
    format!("{} {}{}", n, noun, if n == 1 { "" } else { "s" })
}

/// Appends the answer to `out` once all k piles are read. Then `Err` with the first problem
/// of the input, or `Ok(Some(warning))` if data follows the k piles, or `Ok(None)`.
#[allow(dead_code)] // `main` uses `run_fast` below; the tests check that both agree
fn run(input: &[u8], out: &mut Vec<u8>) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let count = tokens.expect_u64(|| "before k, the number of piles".to_string())?;
    let mut piles = Vec::new(); // grown as piles arrive: a huge k is not allocated for
    while (piles.len() as u64) < count {
        let read = piles.len();
        piles.push(tokens.expect_u64(|| format!("after {} of {}", read, count_of(count, "pile")))?);
    }
    match winning_move(&piles) {
        None => out.extend_from_slice(b"lose\n"),
        Some((b, a)) => {
            push_u64(out, a);
            out.push(b' ');
            push_u64(out, b as u64 + 1);
            out.push(b'\n');
            for (i, &pile) in piles.iter().enumerate() {
                if i > 0 {
                    out.push(b' ');
                }
                push_u64(out, if i == b { pile - a } else { pile });
            }
            out.push(b'\n');
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

// The fast path that `main` uses. The plain `run` above costs 3.3x the time of merely reading
// the bench's 5 MB input of 500 000 piles (cpu 4.3x, over the 3x limit): most of it goes into
// writing 500 000 numbers back. This path keeps no list (the piles' XOR and the first pile
// holding each bit are gathered as they are read) and, when the piles are written as the
// answer writes them, copies the second line from the input with one pile replaced.

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

/// `run` as `main` runs it, handing the answer to `write` piece by piece: `out` whenever it
/// holds 64 KB or more (then emptied), and the input's own bytes where the answer copies them;
/// the answer is what `write` got followed by what is left in `out`.
fn run_fast(
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
    let outcome = run_fast(text, &mut answers, &mut write);
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
