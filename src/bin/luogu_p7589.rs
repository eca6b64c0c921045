//! # luogu_p7589 — Luogu P7589 "黑白棋（2021 CoE-II B）" (Northcott's game with limited retreats)
//!
//! Statement: https://www.luogu.com.cn/problem/P7589
//!
//! Submit in Rust as it is: Luogu P7589. (HDU 1730 "Northcott Game" is the same idea without a
//! retreat limit and with another output; HDU takes no Rust.) Not Othello despite the name:
//! that is the `reversi` program.
//!
//! **Rules.** n horizontal lines each hold one black piece (Alice's) and one white piece (Bob's)
//! at distinct integer x. Alice moves first. A move picks a line and moves the mover's own piece
//! on it either forward (towards the enemy piece, any distance ≥ 1, never onto or past it) or
//! backward (away from it, 1 to d cells; each player may retreat at most k times in the whole
//! game, over all lines together). The plane is unbounded. Whoever cannot move loses.
//!
//! **Input** T, then T cases (the statement puts blank lines between them; any whitespace
//! works here): `n k d`, then n lines `y b w` (the line's y, then the black and the white x).
//! Judge: T ≤ 100, n ≤ 100, k ≤ 100, 1 ≤ d ≤ 20, |y| ≤ 100, |b|, |w| ≤ 1000. Here any 64-bit
//! values are answered, including n = 0, k = 0 and d = 0 (no retreat at all); b = w and a y
//! given twice (four pieces on one line) are refused. **Output** per case `Yes` if Alice wins,
//! else `No`.
//!
//! **Theory.** Let g_i = |b_i − w_i| − 1, the empty cells between the two pieces of line i.
//! Alice wins iff g_1 XOR … XOR g_n ≠ 0; **k and d never matter.**
//! - A forward move on line i lowers g_i to any smaller value: a Nim move on heap g_i. A
//!   retreat raises g_i by 1..d and spends one of the mover's k retreats.
//! - Say the XOR is 0 and P is to move (for XOR ≠ 0 the other player makes it 0 first, by the
//!   Nim move). Whatever P does, the other player Q answers and makes the XOR 0 again, and Q
//!   never retreats: a forward move by P is answered as in Nim; a retreat by P of t cells on
//!   line i is answered by Q moving forward t cells on the same line, restoring every gap.
//!   Each exchange either lowers the sum of the gaps (P forward) or spends one of P's k
//!   retreats, so P runs out of moves after finitely many exchanges, on his own turn: P loses.
//! - So retreats are reversible moves that the winner simply undoes, and the budget k only
//!   bounds how long the game lasts. The one place k matters: with no limit at all (k = ∞) the
//!   loser could retreat for ever and the game would be a draw. d never matters, since the
//!   undoing move forward can be any distance.
//! - Pitfalls: |b − w| instead of |b − w| − 1; branching on k or d; reading line by line and
//!   tripping over the blank lines.
//!
//! The tests prove this against a memoised game search over (gaps, the mover's retreats left,
//! the opponent's retreats left) — a finite acyclic game, since every move lowers the total
//! retreats left or else the sum of the gaps — for every position with n ≤ 3 lines and gaps
//! ≤ 3, each player's own budget 0..=2 (unequal budgets too), and d in 1..=3.
//!
//! **Complexity** O(n) per case (a hash set checks that no y repeats), O(n) memory.

use std::collections::HashSet;
use std::io::{self, Read, Write};

/// The empty cells between a black piece at `b` and a white piece at `w` (b ≠ w).
fn gap(b: i64, w: i64) -> u64 {
    let distance = (i128::from(b) - i128::from(w)).unsigned_abs();
    (distance - 1) as u64 // distance ≤ 2^64 − 1, so this fits
}

/// Whether Alice (to move) wins with these gaps; the retreat budget and distance are irrelevant.
fn alice_wins(gaps: &[u64]) -> bool {
    gaps.iter().fold(0, |xor, &g| xor ^ g) != 0
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

/// The next token as a signed 64-bit integer and the offset it starts at: a format of this
/// file's own (coordinates can be negative), next to `Tokens::expect_u64`.
fn expect_i64<F: FnOnce() -> String>(
    tokens: &mut Tokens,
    context: F,
) -> Result<(i64, usize), String> {
    let (token, start) = match tokens.next_token() {
        Some(found) => found,
        None => return Err(format!("line {}: input ends {}", tokens.end_line(), context())),
    };
    let (negative, digits) = match token.split_first() {
        Some((&b'-', rest)) => (true, rest),
        _ => (false, token),
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        let line = tokens.line_at(start);
        return Err(format!("line {}: expected an integer, found {}", line, shown(token)));
    }
    match parse_u64(digits) {
        // 2^63 is i64::MIN when negative; negating it wraps to itself.
        Ok(m) if m < 1 << 63 || (negative && m == 1 << 63) => {
            let value = m as i64;
            Ok((if negative { value.wrapping_neg() } else { value }, start))
        }
        _ => {
            let line = tokens.line_at(start);
            Err(format!("line {}: number {} does not fit in 64 bits", line, shown(token)))
        }
    }
}

/// Appends the answer to every complete case of `input` to `out`. Then `Ok(Some(warning))`
/// if input follows the T cases (it is ignored), or the first problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let count = tokens.expect_u64(|| "before the number of cases T".to_string())?;
    let mut ys: HashSet<i64> = HashSet::new();
    let mut gaps: Vec<u64> = Vec::new(); // grows with the input, never sized by n
    for case in 1..=count {
        let n = tokens.expect_u64(|| {
            format!("after {} of {} (expected n)", case - 1, counted(count, "case"))
        })?;
        let inside = |what: &str| format!("inside case {} of {} (expected {})", case, count, what);
        tokens.expect_u64(|| inside("k"))?; // the retreat budget: it does not matter
        tokens.expect_u64(|| inside("d"))?; // the retreat distance: it does not matter
        ys.clear();
        gaps.clear();
        for _ in 0..n {
            let (y, start) = expect_i64(&mut tokens, || inside("y"))?;
            let (b, _) = expect_i64(&mut tokens, || inside("b"))?;
            let (w, _) = expect_i64(&mut tokens, || inside("w"))?;
            if !ys.insert(y) {
                return Err(format!(
                    "line {}: the line y = {} is given twice in case {}",
                    tokens.line_at(start),
                    y,
                    case
                ));
            }
            if b == w {
                return Err(format!(
                    "line {}: the black and the white piece share x = {}",
                    tokens.line_at(start),
                    b
                ));
            }
            gaps.push(gap(b, w));
        }
        out.push_str(if alice_wins(&gaps) { "Yes\n" } else { "No\n" });
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
    let _ = writeln!(io::stderr(), "luogu_p7589: {}", message);
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
#[path = "luogu_p7589/tests.rs"]
mod tests;
