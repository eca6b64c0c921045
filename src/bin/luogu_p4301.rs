//! # luogu_p4301 — Luogu P4301 "[CQOI2013] 新Nim游戏" (= BZOJ 3105, the new Nim game)
//!
//! Statement: https://www.luogu.com.cn/problem/P4301
//!
//! Submit in Rust as it is at **Luogu P4301** (BZOJ, the original host, is gone).
//!
//! k piles of matches. In the first round player 1 removes any set of whole piles (possibly
//! none, never all of them), then player 2 does the same with what is left. Then ordinary Nim
//! is played with player 1 to move: take any positive number of matches from one pile; whoever
//! takes the last match wins. Player 1 wants a guaranteed win, and among his winning first turns
//! the one that removes the fewest matches.
//!
//! **Input** k, then k integers a_i (judge: 1 ≤ k ≤ 100, 1 ≤ a_i ≤ 10^9; here any k ≥ 1 and any
//! a_i < 2^64, the answer summed in 128 bits; k = 0 leaves player 1 no legal turn and is
//! refused). **Output** the smallest number of matches player 1 removes in a winning first
//! turn, or `-1` if he cannot force a win. At the judge's limits the answer reaches about 10^11,
//! beyond 32 bits.
//!
//! **Empty piles** (not in the judge's data) get the same answer in either reading. If a pile
//! of 0 is a pile, a kept one is a subset with XOR 0 (see below), so player 1 removes it, which
//! costs nothing; if it is no pile at all, it changes nothing. Only when every pile is empty is
//! there no winning turn: player 1 faces Nim without a match. Then the answer is `-1`, which
//! cannot happen in the judge's data.
//!
//! **Theory.**
//! 1. After player 2's turn, player 1 moves first in Nim and wins iff the XOR of the piles left
//!    is non-zero (Bouton).
//! 2. Player 2 may keep any non-empty subset of the piles player 1 kept. So player 1's turn wins
//!    iff no non-empty subset of his kept piles has XOR 0, i.e. iff the kept values are
//!    linearly independent as vectors over GF(2) (bits as coordinates). A repeated value or a
//!    0 already makes them dependent.
//! 3. Removing the fewest matches = keeping the heaviest independent set. The independent sets
//!    of a vector family form a matroid (subsets of independent sets are independent; a smaller
//!    independent set can always be extended by some element of a larger one, as the larger
//!    one spans more). In a matroid the greedy algorithm finds a heaviest independent set: take
//!    the elements heaviest first and keep each one that stays independent of those kept. (Were
//!    a heavier set better, compare both sorted by weight: at the first place the greedy one is
//!    lighter, the exchange property gives an element the greedy algorithm skipped wrongly.)
//! 4. "Stays independent" is tested with an XOR basis: reduce the value by the basis vectors,
//!    highest leading bit first; it is independent iff something non-zero remains, which then
//!    joins the basis under its own leading bit.
//! 5. Answer = the sum of the piles not kept. Any single pile ≥ 1 is independent, so a winning
//!    turn exists whenever some pile is non-empty.
//!
//! The tests prove steps 1–5 against a game search with no theory: for every multiset of up to
//! 5 piles of 0..=15 (and of 6 piles of 0..=7) they try every first turn of both players and
//! search the Nim that follows, in both readings of empty piles.
//!
//! **Complexity** O(k log k + 64·k) time, O(k) memory.

use std::io::{self, Read, Write};

/// The fewest matches player 1 removes in a winning first turn, or `None` if no turn wins
/// (every pile empty). Greedy heaviest independent set over GF(2), heaviest pile first.
fn fewest_removed(piles: &[u64]) -> Option<u128> {
    let mut order = piles.to_vec();
    order.sort_unstable_by(|a, b| b.cmp(a));
    let mut basis = [0u64; 64]; // basis[b]: the kept vector whose leading bit is b, or 0
    let mut kept = 0usize;
    let mut removed: u128 = 0;
    for &pile in &order {
        let mut x = pile;
        while x != 0 {
            let lead = 63 - x.leading_zeros() as usize;
            if basis[lead] == 0 {
                basis[lead] = x;
                break;
            }
            x ^= basis[lead];
        }
        if x == 0 {
            removed += u128::from(pile); // dependent on the piles kept: it must go
        } else {
            kept += 1;
        }
    }
    if kept == 0 {
        None
    } else {
        Some(removed)
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

/// "1 case", "2 cases": a count with its noun, singular when it is 1.
fn counted(count: u64, noun: &str) -> String {
    format!("{} {}{}", count, noun, if count == 1 { "" } else { "s" })
}

/// Appends the answer to `out` once the input is complete. Ok(None): all fine; Ok(Some(w)):
/// answered, with warning `w` (data after the piles); Err(e): the problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let k = tokens.expect_u64(|| "before the number of piles k".to_string())?;
    if k == 0 {
        return Err(format!(
            "line {}: k = 0: player 1 must keep at least one pile, so he has no legal turn",
            tokens.line_at(tokens.pos)
        ));
    }
    // No capacity from k: the input itself bounds how many piles can be pushed.
    let mut values = Vec::new();
    for read in 0..k {
        let value = tokens.expect_u64(|| {
            format!("after {} of {} (expected a_{})", read, counted(k, "pile"), read + 1)
        })?;
        values.push(value);
    }
    match fewest_removed(&values) {
        Some(removed) => out.push_str(&format!("{}\n", removed)),
        None => out.push_str("-1\n"),
    }
    Ok(tokens.next_token().map(|(_, start)| {
        format!("line {}: ignored input after the {}", tokens.line_at(start), counted(k, "pile"))
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "luogu_p4301: {}", message);
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
#[path = "luogu_p4301/tests.rs"]
mod tests;
