//! # luogu_p2599 — Luogu P2599 "[ZJOI2009] 取石子游戏" (= BZOJ 1413, AcWing 1322)
//!
//! Statement: https://www.luogu.com.cn/problem/P2599
//!
//! Submit in Rust as it is: Luogu P2599. (BZOJ 1413 has the same format but is defunct.)
//!
//! **Rules.** n piles of stones stand in a row. The players alternate, the first player first;
//! a move takes any positive number of stones from the leftmost or the rightmost pile (a pile
//! taken whole disappears and its neighbour becomes the end). Whoever cannot move loses.
//!
//! **Input** T, then per case n and a_1 … a_n. Judge: T ≤ 10, n ≤ 1000, 1 ≤ a_i ≤ 10^9. Here
//! any a_i < 2^64 and n ≤ 20000 are taken (the O(n²) table stops there); n = 0 (no pile: the
//! first player loses) is answered, a pile of 0 is refused. **Output** per case `1` if the
//! first player wins, else `0`.
//!
//! **Theory.** For a row S of piles let L(S) be the number x ≥ 0 such that the row (x, S), an
//! extra pile of x in front, is lost for the player to move (x = 0: no extra pile); R(S) the
//! same with the pile behind, (S, x).
//! - *At most one x:* if (x, S) and (x', S) were both lost with x < x', the move x' → x would
//!   lead from a lost position to a lost one.
//! - *At least one:* otherwise every (x, S) with x ≥ 1 is won, and not by a move on the extra
//!   pile (that leads to (x', S), also won), so by a move at S's right end, to some (x, S')
//!   lost. There are finitely many such S' (S's right pile made smaller), so two x share one
//!   S', against "at most one" for S'.
//!
//! The first player loses iff n ≥ 2 and a_1 = L(a_2..a_n) (n = 1: he takes the pile). The
//! values come from an interval DP: L = R = a on a single pile, and for a longer segment,
//! with l = L(S), r = R(S) for S = a_i..a_{j−1} and x = a_j,
//! - L(S, x) = 0 if x = r (then (S, x) is already lost);
//! - L(S, x) = x if x < min(l, r) or x > max(l, r);
//! - L(S, x) = x − 1 if r < x ≤ l;
//! - L(S, x) = x + 1 if l ≤ x < r;
//!
//! and R(x, S) is the mirror image: with l, r of S = a_{i+1}..a_j and x = a_i, 0 if x = l; x
//! outside [min, max]; x − 1 if l < x ≤ r; x + 1 if r ≤ x < l.
//!
//! Why, in the easiest case x < min(l, r): in (x, S, x) the second player copies every take on
//! the other end pile, keeping the two ends equal at some p < min(l, r). When the first player
//! empties an end, the row is (S, p) or (p, S) with p ≠ r, l, which is won for the player to
//! move, i.e. for the copier. The other cases are the same idea with the two ends kept equal
//! or one apart along a diagonal bent at l and r (OI-wiki works them through); the tests prove
//! the whole recurrence by search, so no case rests on the sketch.
//!
//! **The wrong bounds.** OI-wiki's prose makes both middle cases strict (x − 1 if r < x < l,
//! x + 1 if l < x < r), which leaves x = l unassigned when l ≠ r; read literally (x = l then
//! falls into "x"), it is wrong: the search rejects it on 60 of the 1554 rows with n ≤ 4 and
//! piles ≤ 6 (e.g. `2 1 3 3`: the first player loses, by search and by L(1 3 3) = 2, but the
//! variant says he wins). Its own reference code, like this file, uses r < x ≤ l and
//! l ≤ x < r. Other pitfalls: swapping L and R, forgetting n = 1, 32-bit values (L reaches
//! max a + 1).
//!
//! The tests compare with a memoised search over the rows themselves for every row of n ≤ 5
//! piles up to 6 stones and every row of n ≤ 8 up to 3, check L and R directly (exactly one
//! lost extra pile, the table's) on random segments, and check a limits-size case against a
//! separately written 2-D table.
//!
//! **Complexity** O(n²) time and O(n) memory per case (the table is kept one length at a time).

use std::io::{self, Read, Write};

/// Most piles in one case: the table is quadratic (the judge has 1000).
const MAX_PILES: u64 = 20_000;

/// L(S, x): the lost extra pile in front of the row S followed by x, from l = L(S), r = R(S).
fn extend_right(l: u128, r: u128, x: u128) -> u128 {
    if x == r {
        0
    } else if x < l.min(r) || x > l.max(r) {
        x
    } else if r < x && x <= l {
        x - 1
    } else {
        x + 1 // l <= x < r
    }
}

/// R(x, S): the lost extra pile behind the row x followed by S, from l = L(S), r = R(S).
fn extend_left(l: u128, r: u128, x: u128) -> u128 {
    if x == l {
        0
    } else if x < l.min(r) || x > l.max(r) {
        x
    } else if l < x && x <= r {
        x - 1
    } else {
        x + 1 // r <= x < l
    }
}

/// (L(a), R(a)) of a non-empty row, by the interval DP, one segment length at a time.
fn lost_extra_piles(a: &[u64]) -> (u128, u128) {
    let n = a.len();
    // left[i], right[i]: L and R of the segment of the current length starting at i.
    let mut left: Vec<u128> = a.iter().map(|&v| u128::from(v)).collect();
    let mut right = left.clone();
    for len in 2..=n {
        for i in 0..=n - len {
            let j = i + len - 1;
            // left[i + 1], right[i + 1] still hold the shorter segment i+1..=j.
            let new_left = extend_right(left[i], right[i], u128::from(a[j]));
            let new_right = extend_left(left[i + 1], right[i + 1], u128::from(a[i]));
            left[i] = new_left;
            right[i] = new_right;
        }
    }
    (left[0], right[0])
}

/// Whether the first player wins on the row `a` (piles ≥ 1).
fn first_player_wins(a: &[u64]) -> bool {
    match a.len() {
        0 => false,
        1 => true,
        _ => lost_extra_piles(&a[1..]).0 != u128::from(a[0]),
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

/// Appends the answer to every complete case of `input` to `out`. Then `Ok(Some(warning))`
/// if input follows the T cases (it is ignored), or the first problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let count = tokens.expect_u64(|| "before the number of cases T".to_string())?;
    let mut piles: Vec<u64> = Vec::new(); // grows with the input, never sized by n
    for case in 1..=count {
        let n = tokens.expect_u64(|| {
            format!("after {} of {} (expected n)", case - 1, counted(count, "case"))
        })?;
        if n > MAX_PILES {
            return Err(format!(
                "line {}: n = {} is more piles than this program takes ({}; the judge has 1000)",
                tokens.line_at(tokens.pos),
                n,
                MAX_PILES
            ));
        }
        piles.clear();
        for pile in 1..=n {
            let size = tokens.expect_u64(|| {
                format!("inside case {} of {} (expected pile {} of {})", case, count, pile, n)
            })?;
            if size == 0 {
                return Err(format!(
                    "line {}: pile {} of case {} is empty (piles hold at least 1 stone)",
                    tokens.line_at(tokens.pos),
                    pile,
                    case
                ));
            }
            piles.push(size);
        }
        out.push_str(if first_player_wins(&piles) { "1\n" } else { "0\n" });
    }
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the {}",
            tokens.line_at(start),
            counted(count, "case")
        )
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "luogu_p2599: {}", message);
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
#[path = "luogu_p2599/tests.rs"]
mod tests;
