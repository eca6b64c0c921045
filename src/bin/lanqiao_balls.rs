//! # lanqiao_balls — 蓝桥杯 2012 provincial "取球游戏" / "取球博弈" (take 1, 3, 7 or 8)
//!
//! Statement: none online that we know of; the 蓝桥杯 2012 statement survives only in blog copies.
//!
//! No judge takes Rust for it (the Lanqiao system takes none).
//!
//! A box holds n balls. A and B alternate, A first; a move removes exactly 1, 3, 7 or 8 balls
//! (never more than remain; passing is not allowed). Whoever takes the last ball LOSES.
//! (Not the 2016 problem of the same name, which is a different game.)
//!
//! **Input** a count t, then t starting counts n (judge: t < 100, n < 10000; here any
//! 1 ≤ n < 2^64; n = 0 is refused, as A could not move and nobody would take the last ball).
//! **Output** per n one line: `1` if A wins, `0` if A loses.
//!
//! **Theory.** A dynamic programme over n: the player to move wins with n balls when some
//! take k < n leaves the opponent a lost position; taking k = n (the last ball) loses and
//! k > n is not allowed, so n = 1 is lost. For n ≥ 9 all four takes are legal and none empties
//! the box, so the verdict for n is a fixed function of the 8 verdicts before it. Hence as
//! soon as a window of 8 consecutive verdicts repeats an earlier one, the whole sequence
//! repeats from there on for ever. The code runs the DP until that happens (there are only
//! 2^8 windows) and answers larger n through the period found. It is 15: A loses exactly
//! when n mod 15 is 1, 3, 5 or 7. The tests compare the DP with a game search for n ≤ 200
//! and assert the period, which the code computes rather than assumes.
//!
//! **Complexity** O(1) per case after a DP of about 25 steps; O(input) in all.

use std::io::{self, Read, Write};

const MOVES: [usize; 4] = [1, 3, 7, 8];
const LARGEST_MOVE: usize = 8;

/// The verdicts of the DP up to the first repeated window, and the period they prove.
struct Outcomes {
    /// `wins[n]`: the player to move with n balls wins (index 0 is unused).
    wins: Vec<bool>,
    /// `wins[n + period] == wins[n]` for every n ≥ `start`.
    start: usize,
    period: usize,
}

impl Outcomes {
    fn compute() -> Outcomes {
        let mut wins = vec![false];
        // first_end[w]: where the window of LARGEST_MOVE verdicts w (as bits) first ended.
        let mut first_end = vec![0usize; 1 << LARGEST_MOVE];
        let mut n = 0;
        loop {
            n += 1;
            let win = MOVES.iter().any(|&take| take < n && !wins[n - take]);
            wins.push(win);
            // From n ≥ LARGEST_MOVE on, the window ending at n decides the verdict for n + 1.
            if n >= LARGEST_MOVE {
                let window = wins[n + 1 - LARGEST_MOVE..=n]
                    .iter()
                    .fold(0usize, |bits, &w| bits << 1 | usize::from(w));
                let earlier = first_end[window];
                if earlier != 0 {
                    return Outcomes {
                        wins,
                        start: earlier + 1 - LARGEST_MOVE,
                        period: n - earlier,
                    };
                }
                first_end[window] = n;
            }
        }
    }
}

/// Whether A, moving first with `balls` ≥ 1 balls, wins: the DP's verdict, through the period
/// beyond it.
fn first_wins(balls: u64, outcomes: &Outcomes) -> bool {
    let index = if balls < outcomes.wins.len() as u64 {
        balls as usize
    } else {
        outcomes.start + ((balls - outcomes.start as u64) % outcomes.period as u64) as usize
    };
    outcomes.wins[index]
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
/// if input follows the t cases (it is ignored), or the first problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let outcomes = Outcomes::compute();
    let mut tokens = Tokens::new(input);
    let count = tokens.expect_u64(|| "before the number of cases t".to_string())?;
    for done in 0..count {
        let balls = tokens
            .expect_u64(|| format!("after {} of {} (expected n)", done, counted(count, "case")))?;
        if balls == 0 {
            return Err(format!(
                "line {}: n must be at least 1 (with no balls A cannot move and nobody takes the last ball)",
                tokens.line_at(tokens.pos)
            ));
        }
        out.push_str(if first_wins(balls, &outcomes) { "1\n" } else { "0\n" });
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
    let _ = writeln!(io::stderr(), "lanqiao_balls: {}", message);
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
#[path = "lanqiao_balls/tests.rs"]
mod tests;
