//! # agc002_e — AtCoder AGC002 E "Candy Piles"
//!
//! Statement: <https://atcoder.jp/contests/agc002/tasks/agc002_e>.
//! Submit in Rust as it is: AtCoder agc002_e (also Luogu AT_agc002_e, a remote judge).
//!
//! N piles of candies, pile i with a_i. Snuke and Ciel alternate, Snuke first. A turn either
//! eats a whole pile with the most candies left, or eats one candy from every pile that still
//! has some. Whoever eats the last candy on the table loses.
//!
//! **Input** `N`, then `a_1 … a_N` (judge: 1 ≤ N ≤ 10^5, 1 ≤ a_i ≤ 10^9). Here any N ≥ 1
//! and any a_i ≥ 1 that fit in 64 bits are answered; N = 0 and an empty pile (a_i = 0) are
//! refused (with no candy on the table the rules say nothing).
//! **Output** `First` if Snuke wins, otherwise `Second`.
//!
//! **Theory** (a walk on a Young diagram, decided on its diagonal). Sort the piles in
//! decreasing order, a_0 ≥ a_1 ≥ … (from 0). Eating a largest pile always deletes the first
//! pile left, and eating one from each lowers them all; the two commute, so a position is
//! (x, y) = (piles eaten whole, rounds of one from each), and candies are left iff x < N and
//! a_x > y: a cell of the Young diagram of the a_i. Each turn moves one step right (x + 1) or
//! up (y + 1); stepping out of the diagram means eating the last candy, which loses. So with
//! W(x, y) = "the player to move at (x, y) wins", a cell wins iff one of its two neighbours
//! inside the diagram loses (a step outside never helps).
//!
//! Diagonal lemma: if (x + 1, y + 1) is inside, W(x, y) = W(x + 1, y + 1). (Then (x + 1, y)
//! and (x, y + 1) are inside too.)
//! - W(x, y): one successor loses, say (x + 1, y) (the other case is symmetric); a losing
//!   cell's successors all win, and (x + 1, y + 1) is one of them.
//! - not W(x, y): (x + 1, y) and (x, y + 1) both win. If (x + 1, y + 1) won, it would have a
//!   losing successor, say (x + 2, y + 1). (x + 1, y) wins but its successor (x + 1, y + 1)
//!   wins, so its other successor (x + 2, y) must be inside and lose; yet (x + 2, y) has the
//!   losing successor (x + 2, y + 1), so it wins: a contradiction. The case (x + 1, y + 2) is
//!   the same through (x, y + 1). So (x + 1, y + 1) loses.
//!
//! So W(0, 0) = W(t, t) for the last diagonal cell: the largest t with a_t > t. From (t, t)
//! the cells above form a chain of a_t − t − 1 cells and the cells to the right a chain of
//! #{x > t : a_x > t} cells, and every step off a chain leaves the diagram. On a chain the
//! player who must step off it loses, so stepping onto a chain wins iff the chain is odd:
//! Snuke wins iff at least one of the two lengths is odd. Sample 1 (`1 3`): t = 0, the
//! column holds 3 − 0 − 1 = 2 cells and the row 1: `First`. Sample 3 (`1 2 3`): t = 1, both
//! chains are empty: `Second`. The tests prove this against a search of the game itself
//! (multisets of piles, both moves) on every multiset of up to 8 piles of up to 8 candies and
//! of up to 12 piles of up to 6, and on random larger ones.
//!
//! **Complexity** O(N log N) time for the sort, O(N) memory.

use std::io::{self, Read, Write};

/// Whether Snuke, to move first, wins with these piles (at least one, each ≥ 1): sort them
/// in decreasing order, walk the diagonal to the last cell (t, t) with a_t > t, and count the
/// two chains there.
fn first_wins(piles: &mut [u64]) -> bool {
    piles.sort_unstable_by(|x, y| y.cmp(x));
    let mut t = 0;
    while t + 1 < piles.len() && piles[t + 1] > (t + 1) as u64 {
        t += 1;
    }
    let above = piles[t] - t as u64 - 1; // the column above (t, t)
    let right = piles[t + 1..].iter().take_while(|&&a| a > t as u64).count(); // the row
    above % 2 == 1 || right % 2 == 1
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
    if n == 0 {
        return Err(format!(
            "line {}: N = 0: with no candy on the table there is no game",
            tokens.line_at(tokens.pos)
        ));
    }
    let mut piles = Vec::new(); // grows with the input, never sized by N
    for i in 1..=n {
        let a = tokens.expect_u64(|| {
            format!("after {} of {} (expected a_{})", i - 1, counted(n, "pile"), i)
        })?;
        if a == 0 {
            return Err(format!(
                "line {}: pile {} is empty: every pile holds at least 1 candy",
                tokens.line_at(tokens.pos),
                i
            ));
        }
        piles.push(a);
    }
    out.push_str(if first_wins(&mut piles) { "First\n" } else { "Second\n" });
    Ok(tokens.next_token().map(|(_, start)| {
        format!("line {}: ignored input after the {}", tokens.line_at(start), counted(n, "pile"))
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "agc002_e: {}", message);
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
#[path = "agc002_e/tests.rs"]
mod tests;
