//! # hihocoder1163 — hihoCoder 1163 "博弈游戏·Nim游戏" (Nim)
//!
//! Statement: http://hihocoder.com/problemset/problem/1163
//!
//! No judge takes Rust for this format (hihoCoder takes none); the same game in formats
//! that Rust judges use is `luogu_p2197` (Luogu P2197) and `loj10242` (LibreOJ 10242).
//!
//! N piles of A[i] stones. Alice and Bob alternate, Alice first; a move takes any positive
//! number of stones from one pile. Whoever takes the last stone wins.
//!
//! **Input** N, then A[1..N] (judge: 1 ≤ N ≤ 100, 1 ≤ A[i] ≤ 10000; here any N and any pile
//! sizes that fit in 64 bits, empty piles and N = 0 included). Fewer than N piles is an
//! error; anything after them is ignored with a warning on stderr (exit status 0).
//! **Output** one line: `Alice` if Alice wins, else `Bob`.
//!
//! **Theory** (Bouton 1901). The player to move loses exactly when the XOR of the piles is 0.
//! With no stones left the XOR is 0 and the player to move has lost (the opponent took the
//! last stone). From XOR 0, a move changes one pile, so the XOR becomes non-zero. From XOR
//! x ≠ 0, some pile a has the highest bit of x set; then a ^ x < a, and reducing that pile to
//! a ^ x makes the XOR 0. By induction on the stones left, XOR 0 is exactly the lost
//! positions. The tests check this against a search of the game tree for every multiset of
//! at most 3 piles of at most 7 stones.
//!
//! **Complexity** O(N) time, O(1) memory (the piles are XORed as they are read).

use std::io::{self, Read, Write};

/// Whether the player to move wins, given the XOR of all pile sizes.
fn mover_wins(xor_of_piles: u64) -> bool {
    xor_of_piles != 0
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

    /// The next token and the offset it starts at (for `line_at`), or `None` at the end of
    /// the input.
    fn next_token(&mut self) -> Option<(&'a [u8], usize)> {
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
        while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        self.pos = pos;
        Some((&bytes[start..pos], start))
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

    /// The next token as a non-negative integer; `what` names it if the input ends instead.
    fn expect_u64(&mut self, what: &str) -> Result<u64, String> {
        match self.next_u64() {
            Some(number) => number,
            None => Err(format!("line {}: input ends before {}", self.end_line(), what)),
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

/// A token quoted for an error message: escaped, and cut short if long.
fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(&token[..token.len().min(24)]);
    let ellipsis = if token.len() > 24 { "…" } else { "" };
    format!("{:?}{}", text, ellipsis)
}

/// "1 case", "2 cases": a count with its noun, singular when it is 1.
fn counted(count: u64, noun: &str) -> String {
    format!("{} {}{}", count, noun, if count == 1 { "" } else { "s" })
}

/// Appends the answer to `out` once all N piles are read. Then `Ok(Some(warning))` if input
/// follows them (it is ignored), or the first problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input); // a UTF-8 BOM
    let mut tokens = Tokens::new(input);
    let piles = tokens.expect_u64("N, the number of piles")?;
    let mut xor_of_piles = 0;
    let mut read: u64 = 0;
    while read < piles {
        match tokens.next_u64() {
            None => {
                return Err(format!(
                    "line {}: input ends after {} of {}",
                    tokens.end_line(),
                    read,
                    counted(piles, "pile")
                ))
            }
            Some(pile) => xor_of_piles ^= pile?,
        }
        read += 1;
    }
    out.push_str(if mover_wins(xor_of_piles) { "Alice\n" } else { "Bob\n" });
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the {}",
            tokens.line_at(start),
            counted(piles, "pile")
        )
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "hihocoder1163: {}", message);
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
#[path = "hihocoder1163/tests.rs"]
mod tests;
