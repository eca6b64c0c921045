//! # hdu3649 — HDU 3649 "New Game" (Yehr Game)
//!
//! Statement: https://acm.hdu.edu.cn/showproblem.php?pid=3649
//!
//! No judge takes Rust for it (HDU takes none, and no copy elsewhere is known).
//!
//! Four lines A–D of squares 1..10; Red and Black each have one piece per line: acm (A, one
//! square forward, Red towards 10 and Black towards 1; stepping onto the enemy acm captures it
//! and wins), bahamas and cab (B, C: any distance either way, never onto or over the other
//! piece), daze (D: one square backward, never onto the other piece). A turn moves one piece;
//! a player with no legal move loses. Who wins under perfect play?
//!
//! **Input** cases until end of input, each `f r1 r2 r3 r4 k1 k2 k3 k4` (f = 0: Red moves
//! first, 1: Black; r = Red's squares on A..D, k = Black's), read as whitespace tokens, so the
//! original three-line layout and the one-line copies both work. The statement promises
//! r1..r3 ≤ 5 < k1..k3, r4 = 5, k4 = 6; every layout with squares in 1..10 and the two pieces
//! of a line on different squares is answered (other squares, a shared square or f ∉ {0, 1} are
//! errors). **Output** per case `Red` or `Black`.
//!
//! **Theory.** On a line the two pieces never pass each other (slides cannot jump, a daze
//! stops at the other piece, acms meeting is a capture), so each line keeps its order.
//! - Facing acms (r1 < k1) on adjacent squares: the player to move captures and wins.
//! - Tempo moves belong to one side and touch nothing: dazes moving apart (r4 < k4: Red has
//!   r4 − 1, Black 10 − k4) and acms that have passed (r1 > k1: Red 10 − r1, Black k1 − 1).
//! - The rest is impartial. Facing acms d = k1 − r1 ≥ 2 apart share d − 2 safe steps (the step
//!   to adjacency loses at once): a heap of d mod 2. Facing dazes (r4 > k4) share the
//!   r4 − k4 − 1 squares between them: that parity. On B and C the |k − r| − 1 squares between
//!   the two pieces are a Nim heap: a move towards the other piece takes stones, a move away is
//!   undone by the opponent following, and that cannot go on for ever since the pair drifts
//!   to a wall.
//!
//! If the tempo counts differ, the side with more wins whoever starts (it answers a move in the
//! impartial part by restoring XOR 0 where it can, and otherwise spends a tempo move: the other
//! side runs out first). If they are equal, tempo is answered by tempo and the player to move
//! wins iff the XOR of the heaps is non-zero. The tests prove this against a retrograde
//! analysis of the whole real game, 45⁴ layouts × 2 players to move per order of the four
//! lines' pieces (A and D both ways; B and C with Red on the right are the mirror image, or
//! analysed directly in an ignored test): it agrees on every position, and no position is a draw.
//!
//! **Complexity** O(1) per case (`winner`: a few comparisons), one pass over the input.

use std::io::{self, Read, Write};

/// Red or Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Red,
    Black,
}

impl Side {
    fn other(self) -> Side {
        match self {
            Side::Red => Side::Black,
            Side::Black => Side::Red,
        }
    }
}

/// The winner under perfect play. `red` and `black` are the squares (1..=10) of the two sides'
/// pieces on lines A (acm), B (bahamas), C (cab), D (daze); on each line the squares differ.
fn winner(first: Side, red: [u8; 4], black: [u8; 4]) -> Side {
    let (r1, k1) = (red[0], black[0]);
    let (r4, k4) = (red[3], black[3]);
    if r1 < k1 && k1 - r1 == 1 {
        return first; // capture
    }
    let mut red_tempo = 0;
    let mut black_tempo = 0;
    if r4 < k4 {
        red_tempo += r4 - 1;
        black_tempo += 10 - k4;
    }
    if r1 > k1 {
        red_tempo += 10 - r1;
        black_tempo += k1 - 1;
    }
    if red_tempo != black_tempo {
        return if red_tempo > black_tempo { Side::Red } else { Side::Black };
    }
    let mut nim = gap(red[1], black[1]) ^ gap(red[2], black[2]);
    if r1 < k1 {
        nim ^= (k1 - r1) & 1;
    }
    if r4 > k4 {
        nim ^= gap(r4, k4) & 1;
    }
    if nim != 0 {
        first
    } else {
        first.other()
    }
}

/// The number of squares strictly between two different squares.
fn gap(a: u8, b: u8) -> u8 {
    if a < b {
        b - a - 1
    } else {
        a - b - 1
    }
}

/// The tokens of one case in input order, and the pieces of lines A..D, for messages.
const FIELDS: [&str; 9] = ["f", "r1", "r2", "r3", "r4", "k1", "k2", "k3", "k4"];
const PIECES: [&str; 4] = ["acms (line A)", "bahamas (line B)", "cabs (line C)", "dazes (line D)"];

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

/// Appends the winner of every complete case of `input` to `out`, one line each; `Err` with
/// the first problem of the input. (Cases run to the end of the input: no trailing data.)
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    while let Some(f) = tokens.next_u64() {
        let f = f?;
        let first = match f {
            0 => Side::Red,
            1 => Side::Black,
            _ => {
                return Err(format!(
                    "line {}: f must be 0 (Red moves first) or 1 (Black first), found {}",
                    tokens.line_at(tokens.pos),
                    f
                ))
            }
        };
        let mut squares = [0u8; 8];
        for i in 0..8 {
            let name = FIELDS[i + 1];
            let value = tokens.expect_u64(|| format!("inside a test case (expected {})", name))?;
            if !(1..=10).contains(&value) {
                return Err(format!(
                    "line {}: {} = {} is off the board (squares are 1..10)",
                    tokens.line_at(tokens.pos),
                    name,
                    value
                ));
            }
            squares[i] = value as u8;
            if i >= 4 && squares[i - 4] == squares[i] {
                return Err(format!(
                    "line {}: both {} are on square {}",
                    tokens.line_at(tokens.pos),
                    PIECES[i - 4],
                    value
                ));
            }
        }
        let red = [squares[0], squares[1], squares[2], squares[3]];
        let black = [squares[4], squares[5], squares[6], squares[7]];
        out.push_str(match winner(first, red, black) {
            Side::Red => "Red\n",
            Side::Black => "Black\n",
        });
    }
    Ok(None)
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "hdu3649: {}", message);
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
#[path = "hdu3649/tests.rs"]
mod tests;
