//! # luogu_p4279 — Luogu P4279 "[SHOI2008] 小约翰的游戏" (misère Nim, the SJ theorem)
//!
//! Statement: https://www.luogu.com.cn/problem/P4279
//!
//! Submit in Rust at **Luogu P4279** as it is. The same game: BZOJ 1022 (gone), HDU 1907 and
//! POJ 3480 "John" (no Rust there).
//!
//! N piles of stones. John and his brother alternate, John first; a move takes any positive
//! number of stones from one pile. Misère play: whoever takes the LAST stone LOSES.
//!
//! **Input** T, then T cases: N, then N pile sizes (judge: T ≤ 500, 1 ≤ N ≤ 50, sizes ≤ 5000;
//! here any counts and sizes that fit in 64 bits). The statement does not say that sizes are
//! ≥ 1: empty piles are answered as what they are, piles with no move. A case with no stone at
//! all (never in the data) is read by the anti-SG convention, the player who cannot move wins
//! (as if the opponent had just taken the last stone): `John`.
//! **Output** per case `John` if John wins, else `Brother`.
//!
//! **Theory.** Let x be the XOR of the piles. The player to move wins exactly when
//! (every pile ≤ 1 and x = 0) or (some pile ≥ 2 and x ≠ 0).
//! - Every pile ≤ 1: each move empties one 1-pile, so the turns are forced and the player to
//!   move takes the last stone iff the number of 1-piles is odd; x = 0 iff that number is even.
//! - Exactly one pile ≥ 2 (then x ≠ 0, as that pile's high bit is set in nothing else): cut
//!   it to 0 or to 1, whichever leaves an odd number of 1-piles; the opponent now faces the
//!   first case with x ≠ 0 and loses.
//! - Two or more piles ≥ 2: play Nim. From x = 0 every move makes x ≠ 0, and it leaves at
//!   least one pile ≥ 2 (a position with x = 0 cannot have exactly one). From x ≠ 0, if only
//!   one pile ≥ 2 remains we are in the case above; otherwise the Nim move to x = 0 (lower the
//!   pile holding x's top bit to pile ^ x) keeps a pile ≥ 2, hence two. Stones decrease, so
//!   the player at x ≠ 0 is the one who meets "exactly one pile ≥ 2" first and wins.
//!
//! This is the SJ theorem (anti-SG) for Nim heaps: in a sum where the player who cannot move
//! wins, the first player wins iff (SG ≠ 0 and some component has SG > 1) or (SG = 0 and no
//! component has SG > 1). Pitfall: testing "all piles are 1" as `sum == N` fails once a pile
//! is empty (`0 1` is lost for John), so the file counts piles ≥ 2 instead.
//! The tests check the rule against a search of the game tree on every multiset of up to 5
//! piles of at most 7 stones (empty piles included) and on cases of 50 piles of at most 3.
//!
//! **Complexity** O(N) per case, O(1) memory: the piles are folded as they are read.

use std::io::{self, Read, Write};

/// Whether the player to move wins misère Nim, given the XOR of the piles and whether some
/// pile holds 2 stones or more. (No stone at all: the player to move wins, by convention.)
fn mover_wins(xor_of_piles: u64, some_pile_at_least_2: bool) -> bool {
    if some_pile_at_least_2 {
        xor_of_piles != 0
    } else {
        xor_of_piles == 0
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

/// Appends the answer to every complete case of `input` to `out`. Then `Err` with the first
/// problem of the input, or `Ok(Some(warning))` if data follows the T cases, or `Ok(None)`.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let cases = tokens.expect_u64(|| "before T, the number of cases".to_string())?;
    for case in 1..=cases {
        let piles = tokens.expect_u64(|| {
            format!("after {} of {} (expected N)", case - 1, counted(cases, "case"))
        })?;
        let mut xor_of_piles = 0;
        let mut some_pile_at_least_2 = false;
        for pile in 1..=piles {
            let size = tokens.expect_u64(|| {
                format!("inside case {} of {} (expected pile {} of {})", case, cases, pile, piles)
            })?;
            xor_of_piles ^= size;
            some_pile_at_least_2 |= size >= 2;
        }
        out.push_str(if mover_wins(xor_of_piles, some_pile_at_least_2) {
            "John\n"
        } else {
            "Brother\n"
        });
    }
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the {}",
            tokens.line_at(start),
            counted(cases, "case")
        )
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "luogu_p4279: {}", message);
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
#[path = "luogu_p4279/tests.rs"]
mod tests;
