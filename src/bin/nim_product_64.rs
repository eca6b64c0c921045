//! # nim_product_64 — Library Checker "Nim Product (F_{2^64})" (multiplication of nimbers)
//!
//! Statement: https://judge.yosupo.jp/problem/nim_product_64
//!
//! Submit in Rust as it is at **Library Checker nim_product_64** (rustc 1.94, edition 2024).
//!
//! Each query asks for the nim product A ⊗ B of two integers below 2^64. The nim sum is XOR;
//! the nim product is defined by a ⊗ b = mex{(a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b}.
//! Why a game theorist cares (the Tartan theorem): in a 2-D coin-turning game whose moves are
//! the products of a move of a 1-D game on the rows and one on the columns (flip every coin
//! (x, y) with x in the first set and y in the second), the coin at (x, y) is worth
//! g1(x) ⊗ g2(y). Nim multiplication is the arithmetic of such games (and `cf494e` is a
//! square-only game where it does NOT apply).
//!
//! **Input** T, then T lines `A B` (judge: T ≤ 10^6, 0 ≤ A, B < 2^64). **Output** T lines,
//! A ⊗ B in decimal.
//!
//! **Theory.**
//! 1. **The field.** The integers below 2^(2^k) form a field under ⊕ and ⊗ (Conway), so
//!    0 … 2^64 − 1 is F_{2^64}: ⊗ is commutative, associative, distributes over XOR, 1 is its
//!    unit, and every x ≠ 0 has an inverse.
//! 2. **Fermat 2-powers** F = 2^(2^k) (2, 4, 16, 256, 65536, 2^32): F ⊗ x = F·x (the ordinary
//!    product) for x < F, and F ⊗ F = 3F/2 = F ⊕ F/2 (2 ⊗ 2 = 3, 4 ⊗ 4 = 6).
//! 3. **Half split.** For a, b < F² write a = a1·F + a0, b = b1·F + b0 (halves below F). By 1
//!    and 2, a ⊗ b = (a1⊗b1)·(F ⊕ F/2) ⊕ (a1⊗b0 ⊕ a0⊗b1)·F ⊕ a0⊗b0, and with the middle
//!    terms from one product, (a0⊕a1)⊗(b0⊕b1) ⊕ a0⊗b0 ⊕ a1⊗b1:
//!    high half = (a0⊕a1)⊗(b0⊕b1) ⊕ a0⊗b0, low half = a0⊗b0 ⊕ (a1⊗b1)⊗(F/2).
//!    Three half-size products and one product by the constant F/2 (Karatsuba).
//! 4. **Logarithms at 16 bits.** The non-zero elements of the field F_{2^16} form a cyclic
//!    group of order 65535, and 258 generates it. With tables exp[i] = 258^i and its inverse
//!    log, x ⊗ y = exp[log x + log y] for x, y ≠ 0 (exp is stored three times over, so sums
//!    need no reduction). So a 32-bit product is three 16-bit products, the last one times
//!    2^15: x1 ⊗ y1 ⊗ 2^15 = exp[log x1 + log y1 + log 2^15]; a 64-bit one is three 32-bit
//!    products plus p ⊗ 2^31, where 2^31 = 2^16 ⊗ 2^15 (rule 2) gives, for p = p1·2^16 + p0,
//!    p ⊗ 2^31 = ((p0 ⊕ p1) ⊗ 2^15)·2^16 ⊕ p1 ⊗ (2^15 ⊗ 2^15).
//!    The tables are built at start from rules 2 and 3 applied bit by bit (16 products).
//!
//! Traps: the ordinary product (5 · 8 = 40, but 5 ⊗ 8 = 3), XOR (the nim sum), carry-less
//! multiplication modulo some polynomial (an isomorphic field with other labels: 2 ⊗ 2 is 3,
//! not 4), F ⊗ F = F·F, an i64 reader (values reach 2^64 − 1), and a split recursing down to
//! single bits (4^6 steps a product, too slow at T = 10^6).
//!
//! The tests compute ⊗ from the mex definition for every a, b < 128, check ⊕ = XOR from its
//! own mex definition, build a second, bit-by-bit product from the Fermat rules, and compare;
//! every expected output comes from that second product or the definition.
//!
//! **Complexity** O(1) per query: eleven 16-bit products (about 33 table reads), no
//! recursion; O(2^16) time and memory once for the tables.

use std::fmt::Write as _;
use std::io::{self, Read, Write};

/// The order of the multiplicative group of F_{2^16}.
const ORDER: usize = 65535;

/// Nim products below 2^16 by logarithms, and the 32- and 64-bit products built on them.
struct Nimbers {
    log: Vec<u16>,     // log[x] for x ≠ 0: 258^log[x] = x
    exp: Vec<u16>,     // exp[i] = 258^i for i < 3·ORDER: a sum of three logs needs no reduction
    log_half: usize,   // log of 2^15
    half_squared: u16, // 2^15 ⊗ 2^15
}

impl Nimbers {
    fn build() -> Nimbers {
        // Row i: 2^i ⊗ 258 = 2^i ⊗ 256 ⊕ 2^i ⊗ 2, so x ⊗ 258 is the XOR of the rows of x's bits.
        let rows: Vec<u16> = (0..16)
            .map(|i| (slow_product(1 << i, 256, 16) ^ slow_product(1 << i, 2, 16)) as u16)
            .collect();
        let mut exp = vec![0u16; 3 * ORDER];
        let mut log = vec![0u16; ORDER + 1];
        let mut x: u16 = 1;
        for i in 0..ORDER {
            exp[i] = x;
            exp[i + ORDER] = x;
            exp[i + 2 * ORDER] = x;
            log[x as usize] = i as u16;
            x = (0..16).filter(|&b| x >> b & 1 == 1).fold(0, |acc, b| acc ^ rows[b]);
        }
        let log_half = log[1 << 15] as usize;
        let half_squared = exp[2 * log_half];
        Nimbers { log, exp, log_half, half_squared }
    }

    /// x ⊗ y for x, y < 2^16.
    fn mul16(&self, x: u16, y: u16) -> u16 {
        if x == 0 || y == 0 {
            return 0;
        }
        self.exp[self.log[x as usize] as usize + self.log[y as usize] as usize]
    }

    /// x ⊗ y ⊗ 2^15 for x, y < 2^16.
    fn mul16_half(&self, x: u16, y: u16) -> u16 {
        if x == 0 || y == 0 {
            return 0;
        }
        self.exp[self.log[x as usize] as usize + self.log[y as usize] as usize + self.log_half]
    }

    /// x ⊗ y for x, y < 2^32 (rule 3 with F = 2^16).
    fn mul32(&self, x: u32, y: u32) -> u32 {
        let (x1, x0) = ((x >> 16) as u16, x as u16);
        let (y1, y0) = ((y >> 16) as u16, y as u16);
        let low = self.mul16(x0, y0);
        let high = self.mul16(x0 ^ x1, y0 ^ y1) ^ low;
        let low = low ^ self.mul16_half(x1, y1);
        u32::from(high) << 16 | u32::from(low)
    }

    /// p ⊗ 2^31 for p < 2^32 (rule 4).
    fn half32(&self, p: u32) -> u32 {
        let (p1, p0) = ((p >> 16) as u16, p as u16);
        let high = self.mul16_half(p0 ^ p1, 1);
        let low = self.mul16(p1, self.half_squared);
        u32::from(high) << 16 | u32::from(low)
    }

    /// a ⊗ b for a, b < 2^64 (rule 3 with F = 2^32).
    fn mul64(&self, a: u64, b: u64) -> u64 {
        let (a1, a0) = ((a >> 32) as u32, a as u32);
        let (b1, b0) = ((b >> 32) as u32, b as u32);
        let low = self.mul32(a0, b0);
        let high = self.mul32(a0 ^ a1, b0 ^ b1) ^ low;
        let low = low ^ self.half32(self.mul32(a1, b1));
        u64::from(high) << 32 | u64::from(low)
    }
}

/// a ⊗ b for a, b < 2^bits (bits a power of two) by rule 3 down to single bits: slow
/// (4^log2(bits) steps), used only to build the tables.
fn slow_product(a: u64, b: u64, bits: u32) -> u64 {
    if bits == 1 {
        return a & b;
    }
    let w = bits / 2;
    let mask = (1u64 << w) - 1;
    let (a1, a0, b1, b0) = (a >> w, a & mask, b >> w, b & mask);
    let low = slow_product(a0, b0, w);
    let high = slow_product(a0 ^ a1, b0 ^ b1, w) ^ low;
    let low = low ^ slow_product(slow_product(a1, b1, w), 1 << (w - 1), w);
    high << w | low
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

/// "1 query", "2 queries".
fn queries(count: u64) -> String {
    format!("{} {}", count, if count == 1 { "query" } else { "queries" })
}

/// Appends the answer to every complete query of `input` to `out`. Then `Err` with the first
/// problem of the input, or `Ok(Some(warning))` if data follows the T queries, or `Ok(None)`.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let count = tokens.expect_u64(|| "before T, the number of queries".to_string())?;
    let nimbers = Nimbers::build();
    for query in 1..=count {
        let a = tokens
            .expect_u64(|| format!("after {} of {} (expected A)", query - 1, queries(count)))?;
        let b =
            tokens.expect_u64(|| format!("inside query {} of {} (expected B)", query, count))?;
        let _ = writeln!(out, "{}", nimbers.mul64(a, b)); // writing to a String cannot fail
    }
    Ok(tokens.next_token().map(|(_, start)| {
        format!("line {}: ignored input after the {}", tokens.line_at(start), queries(count))
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "nim_product_64: {}", message);
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
#[path = "nim_product_64/tests.rs"]
mod tests;
