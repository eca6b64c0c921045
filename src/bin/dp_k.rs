//! # dp_k — AtCoder Educational DP Contest K "Stones" (a subtraction game)
//!
//! Statement: <https://atcoder.jp/contests/dp/tasks/dp_k>. Submit in Rust as it is: AtCoder
//! dp_k. The same game on several heaps, where Grundy values are needed instead of won/lost,
//! is `hdu1536` (S-Nim).
//!
//! One pile of K stones and a set A of N distinct positive integers. Taro and Jiro alternate,
//! Taro first; a move removes exactly x stones for some x in A with x ≤ the stones left. The
//! player who cannot move loses.
//!
//! **Input** `N K`, then a_1 … a_N (judge: 1 ≤ N ≤ 100, 1 ≤ K ≤ 10^5,
//! 1 ≤ a_1 < … < a_N ≤ K). Here the a_i may come in any order, repeat or exceed K (such a move
//! is never playable), and K may be 0; a_i = 0 (a move that changes nothing, so the game need
//! not end) is refused, and so are K above 10^8 or more than 10^9 steps of work.
//! **Output** `First` if Taro wins, otherwise `Second`.
//!
//! **Theory** (won and lost positions). With s stones left the player to move wins iff some
//! move x ∈ A, x ≤ s, leaves s − x stones lost for the opponent; s = 0 (or any s below the
//! smallest a_i) is lost, having no move. Every move lowers s, so filling `win[s]` for
//! s = 0, 1, …, K reads only entries already final: the table is the definition of a won
//! position, and `win[K]` is the answer. For example A = {2, 3}: s = 0, 1 lost; 2, 3, 4 won
//! (move to 0 or 1); 5, 6 lost (every move reaches 2..4); 7 won (take 2, leaving 5): the
//! samples K = 4, 5, 7. No closed formula replaces the table: a guess such as "lost iff
//! K mod (a_1 + a_N) < a_1" fails (A = {1, 3, 4}: lost at 0, 2, 7, 9, …, period 7 ≠ 5). For
//! one pile won/lost is all that matters; a sum of piles needs the Grundy value
//! g(s) = mex{ g(s − x) }, of which "won" is g ≠ 0 (see `hdu1536`). The tests check the table
//! against a memoised search of the game on every set A ⊆ {1, …, 10} and every K ≤ 40.
//!
//! **Complexity** O(N·K) time (10^7 steps at the limits), K + 1 booleans.

use std::io::{self, Read, Write};

/// Larger K would need too large a table; refused.
const MAX_K: u64 = 100_000_000;

/// Work (usable moves × K) above this is refused rather than attempted.
const MAX_WORK: u64 = 1_000_000_000;

/// `win[s]` for s = 0..=k: whether the player to move wins with s stones left, when a move
/// removes exactly x stones for some x in `moves` (all positive).
fn win_table(moves: &[usize], k: usize) -> Vec<bool> {
    let mut win = vec![false; k + 1];
    for s in 1..=k {
        win[s] = moves.iter().any(|&x| x <= s && !win[s - x]);
    }
    win
}

/// Whether Taro, moving first with `k` stones, wins.
fn first_wins(moves: &[usize], k: usize) -> bool {
    win_table(moves, k)[k]
}

/// The moves that can ever be played on a pile of `k` stones: distinct, sorted, at most k.
fn usable_moves(set: &[u64], k: u64) -> Vec<usize> {
    let mut moves: Vec<usize> = set.iter().filter(|&&x| x <= k).map(|&x| x as usize).collect();
    moves.sort_unstable();
    moves.dedup();
    moves
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
/// follows the N values of A (it is ignored), or the first problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64(|| "before N, the size of A".to_string())?;
    let k = tokens.expect_u64(|| "before K, the number of stones".to_string())?;
    let k_line = tokens.line_at(tokens.pos);
    if k > MAX_K {
        return Err(format!(
            "line {}: K = {} is above {}, the largest this solver accepts",
            k_line, k, MAX_K
        ));
    }
    let mut set = Vec::new(); // grows with the input, never sized by N
    for i in 1..=n {
        let x = tokens
            .expect_u64(|| format!("after {} of A (expected a_{})", counted(i - 1, "value"), i))?;
        if x == 0 {
            return Err(format!(
                "line {}: a_{} = 0: a move must remove at least one stone",
                tokens.line_at(tokens.pos),
                i
            ));
        }
        set.push(x);
    }
    let moves = usable_moves(&set, k);
    if (moves.len() as u64).saturating_mul(k) > MAX_WORK {
        return Err(format!(
            "line {}: {} usable moves on {} stones need more than {} steps; this solver stops \
             there",
            k_line,
            moves.len(),
            k,
            MAX_WORK
        ));
    }
    out.push_str(if first_wins(&moves, k as usize) { "First\n" } else { "Second\n" });
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the {} of A",
            tokens.line_at(start),
            counted(n, "value")
        )
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "dp_k: {}", message);
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
#[path = "dp_k/tests.rs"]
mod tests;
