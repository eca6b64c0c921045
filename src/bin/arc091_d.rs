//! # arc091_d — AtCoder ARC091 F "Strange Nim"
//!
//! Statement: <https://atcoder.jp/contests/arc091/tasks/arc091_d> (the contest shows it as
//! problem F; its task id is arc091_d). Submit in Rust as it is: AtCoder arc091_d (also Luogu
//! AT_arc091_d, a remote judge).
//!
//! N piles; pile i holds A_i stones and has a fixed K_i. Takahashi and Aoki alternate,
//! Takahashi first; a move takes between 1 and ⌊X / K_i⌋ stones from a pile i holding X. A
//! pile with X < K_i offers no move; the player who cannot move loses.
//!
//! **Input** `N`, then N lines `A K` (judge: 1 ≤ N ≤ 200, 1 ≤ A, K ≤ 10^9). Here A = 0, any
//! N and any K ≥ 1 that fit in 64 bits are answered too; K = 0 (⌊X / 0⌋) is refused, and so
//! is A above 10^12 (the time per pile grows as √A).
//! **Output** `Takahashi` if Takahashi wins, otherwise `Aoki`.
//!
//! **Theory** (Sprague–Grundy; a table, its pattern, a proof, then a faster walk). The piles
//! are independent, so Takahashi wins iff the XOR of the piles' Grundy values is not 0. For
//! one pile with constant K write g(n) and q = ⌊n / K⌋; the options of n are n − q … n − 1.
//! A mex table for K = 3 reads g(0..=11) = 0 0 0 1 0 1 2 0 1 3 2 0: the multiples of K give
//! n / K, and the others repeat an earlier value. The pattern, for every K ≥ 1:
//!
//! g(n) = n / K if K divides n (n = 0 included), else g(n − q − 1).
//!
//! Proof, by induction on n, of the invariant "g(n − q), …, g(n) are 0, 1, …, q in some
//! order" (q = ⌊n / K⌋; for n < K it says g(n) = 0, as no move exists).
//! - If K divides n, the options n − q … n − 1 are exactly the window of n − 1, whose q is one
//!   smaller: they hold 0 … q − 1, so the mex is g(n) = q, and the invariant holds at n.
//! - Otherwise n − 1 has the same q, and its window n − 1 − q … n − 1 holds 0 … q. The
//!   options of n are that window without g(n − q − 1): the mex is the one value missing,
//!   g(n − q − 1), and putting it at n restores the invariant.
//!
//! Walking the recursion one step "n −= q + 1" at a time costs about K·ln(A / K) steps
//! (2·10^8 for K = 10^8, A = 10^9): too slow. But while q stays the same the steps are equal,
//! so with r = n mod K > 0 the walk takes ⌈r / (q + 1)⌉ of them at once: it lands on qK
//! exactly (the answer is q) or below it (q drops). So a pile costs at most about
//! min(A / K, K·ln(A / K)) jumps, O(√(A log A)): about 38 000 at worst for A ≤ 10^9 (K near
//! 18 570, measured).
//! Sample 1: piles (5, K = 2) and (3, K = 3): g(5) = g(5 − 3) = g(2) = 1 and g(3) = 1; the
//! XOR is 0: `Aoki`. The tests prove the recursion against a mex table of the move rule
//! (every n ≤ 3000, K ≤ 60), the jumps against the single steps, and the XOR against a
//! search of the whole game (every position of up to 3 piles with A ≤ 20, K ≤ 5).
//!
//! **Complexity** O(√(A log A)) divisions per pile, about 8·10^6 in all for 200 piles at
//! the judge's worst; O(1) memory.

use std::io::{self, Read, Write};

/// Piles above this are refused: a pile costs about √(A log A) steps.
const MAX_PILE: u64 = 1_000_000_000_000;

/// g(n) for one pile with constant k ≥ 1: the recursion g(n) = g(n − q − 1), walked in jumps
/// of as many equal steps as keep q = ⌊n / k⌋ the same.
fn grundy(mut n: u64, k: u64) -> u64 {
    loop {
        let (q, r) = (n / k, n % k);
        if r == 0 {
            return q;
        }
        // ⌈r / (q + 1)⌉ steps of q + 1: down to qk, or just below it. Never below 0, and no
        // overflow: steps · (q + 1) ≤ r + q ≤ r + qk = n.
        let steps = (r - 1) / (q + 1) + 1;
        n -= steps * (q + 1);
    }
}

/// Whether Takahashi, to move first, wins with these piles (A, K), each K ≥ 1.
fn takahashi_wins(piles: &[(u64, u64)]) -> bool {
    piles.iter().fold(0, |xor, &(a, k)| xor ^ grundy(a, k)) != 0
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

/// Appends the answer to `out` when the input is complete. Then `Ok(Some(warning))` if input
/// follows the N piles (it is ignored), or the first problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64(|| "before the number of piles N".to_string())?;
    let mut piles: Vec<(u64, u64)> = Vec::new(); // no capacity from n: the input bounds it
    for i in 1..=n {
        let a = tokens
            .expect_u64(|| format!("after {} of {} (expected A)", i - 1, counted(n, "pile")))?;
        if a > MAX_PILE {
            return Err(format!(
                "line {}: A = {} is above 10^12, the most this solver accepts",
                tokens.line_at(tokens.pos),
                a
            ));
        }
        let k = tokens.expect_u64(|| format!("inside pile {} of {} (expected K)", i, n))?;
        if k == 0 {
            return Err(format!(
                "line {}: K = 0, but a move takes at most ⌊X / K⌋ stones: K must be at least 1",
                tokens.line_at(tokens.pos)
            ));
        }
        piles.push((a, k));
    }
    out.push_str(if takahashi_wins(&piles) { "Takahashi\n" } else { "Aoki\n" });
    Ok(tokens.next_token().map(|(_, start)| {
        format!("line {}: ignored input after the {}", tokens.line_at(start), counted(n, "pile"))
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "arc091_d: {}", message);
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
#[path = "arc091_d/tests.rs"]
mod tests;
