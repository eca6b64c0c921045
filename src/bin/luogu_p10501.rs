//! # luogu_p10501 — Luogu P10501 "Cutting Game" (= POJ 2311, AcWing 219 剪纸游戏)
//!
//! Statements: https://www.luogu.com.cn/problem/P10501 and POJ 2311,
//! http://poj.org/problem?id=2311 (the same game and format).
//!
//! Submit in Rust at **Luogu P10501** as it is. (POJ takes no Rust.)
//!
//! Play starts with one W × H sheet of grid paper. Players alternate; a move takes any piece
//! and cuts it along one grid line, across the whole piece, into two rectangles. The player who
//! cuts out a 1 × 1 piece wins at once. Does the player who cuts first win?
//!
//! **Input** cases `W H` until the end of the input (judge: 2 ≤ W, H ≤ 200). **Output** per
//! case `WIN` if the first player wins, else `LOSE`. Beyond the limits: a side of 1 (1 × k with
//! k ≥ 2 is a `WIN`: cut off a 1 × 1; a 1 × 1 sheet has no cut, and the player with no move
//! loses: `LOSE`) and sides up to 1000 are answered; a side of 0, or above 1000, is refused.
//!
//! **Theory** (turn "a move wins at once" into normal play, then a 2-D splitting game).
//! - A 1 × 1 can only be cut out of a piece 1 cell wide, and a player facing a 1 × k piece
//!   (k ≥ 2) wins at once by cutting a 1 × 1 off it.
//! - Start from pieces with both sides ≥ 2. Call a cut *safe* if both parts are ≥ 2 wide. An
//!   unsafe cut of such a piece leaves a 1 × m strip (m ≥ 2) and cuts out no 1 × 1, so the
//!   opponent wins at once. So while a safe cut exists nobody sane makes another, and a player
//!   with no safe cut must make an unsafe one and loses. The game is therefore normal play (no
//!   move loses) on pieces with both sides ≥ 2 and safe cuts only. The dead pieces are 2 × 2,
//!   2 × 3 (3 × 2) and 3 × 3.
//! - Pieces are independent games and a position is their sum, so by Sprague–Grundy the player
//!   to move loses iff the XOR of the piece values is 0, with
//!   g(w, h) = mex({ g(i, h) ⊕ g(w − i, h) : 2 ≤ i ≤ w − 2 } ∪ { g(w, j) ⊕ g(w, h − j) :
//!   2 ≤ j ≤ h − 2 }). (From XOR 0 every move changes one summand, so the XOR becomes non-zero;
//!   from XOR X ≠ 0 the summand v with X's top bit has v ⊕ X < v, and by the mex a move of that
//!   piece reaches exactly v ⊕ X.) Print `WIN` iff g(W, H) ≠ 0. Sample: 2 × 2 and 3 × 2 are
//!   dead (`LOSE`); 4 × 2 → 2 × 2 + 2 × 2 has XOR 0, so it is a `WIN`.
//! - The pitfall: a table that lets every cut count as an ordinary move of normal play (1 × 1
//!   the dead piece) is wrong at once: it gives 2 × 2 → 1 × 2 + 1 × 2 (XOR 0) the value 1 and
//!   calls the sample's 2 × 2 a `WIN`.
//!
//! The tests prove the verdicts against a search of the game itself over multisets of pieces
//! with the literal rule (a cut that makes a 1 × 1 wins), on every sheet up to 10 × 10, and the
//! Grundy values on every pair of pieces up to 6 × 6 (their XOR against the search of the pair;
//! an ignored test goes to 11 × 11 and pairs up to 7 × 7); the 200 × 200 testdata is checked
//! against a separate plain mex (every cut both ways) proved the same way.
//!
//! **Complexity** the table to side n: cuts i and w − i give the same option, so a w × h piece
//! has about w/2 + h/2 options, and g is symmetric: about n³/4 steps, 2·10^6 for the judge's
//! n = 200 (built when the first sheet is read; built again, larger, only for a sheet that does
//! not fit: to at least twice the old side, capped at 1000, so a few builds at most; 2.5·10^8
//! steps at the cap). Then O(1) per case.

use std::io::{self, Read, Write};

/// The judge's largest side: the table is always built at least this far.
const JUDGE_SIDE: usize = 200;

/// Larger sides are refused: a table to side n costs about n³/4 steps.
const MAX_SIDE: u64 = 1000;

/// Grundy values g(w, h) of pieces with 2 ≤ w, h ≤ n under safe cuts (both parts ≥ 2 wide).
struct Table {
    n: usize,
    g: Vec<Vec<u16>>,
}

impl Table {
    /// The values of every piece up to n × n.
    fn build(n: usize) -> Table {
        let mut g = vec![vec![0u16; n + 1]; n + 1];
        let mut seen: Vec<bool> = Vec::new();
        // Rows in order, h ≤ w, each value stored both ways round: every g read below is
        // of a smaller piece, already known.
        for w in 2..=n {
            for h in 2..=w {
                // Fewer than w/2 + h/2 options, so the mex is below that.
                seen.clear();
                seen.resize(w / 2 + h / 2, false);
                // The cut at i and the cut at w − i give the same two pieces: i ≤ w/2 only.
                for i in 2..=w / 2 {
                    mark(&mut seen, g[i][h] ^ g[w - i][h]);
                }
                for j in 2..=h / 2 {
                    mark(&mut seen, g[w][j] ^ g[w][h - j]);
                }
                let mex = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u16;
                g[w][h] = mex;
                g[h][w] = mex;
            }
        }
        Table { n, g }
    }

    /// g(w, h) for 2 ≤ w, h ≤ n.
    #[cfg(test)]
    fn value(&self, w: usize, h: usize) -> u16 {
        self.g[w][h]
    }
}

/// Notes the option `value` (values beyond the list cannot be the mex).
fn mark(seen: &mut [bool], value: u16) {
    if let Some(slot) = seen.get_mut(usize::from(value)) {
        *slot = true;
    }
}

/// Whether the first player wins on a w × h sheet (1 ≤ w, h ≤ the table's n).
fn first_wins(table: &Table, w: usize, h: usize) -> bool {
    if w == 1 || h == 1 {
        w.max(h) >= 2 // cut a 1 × 1 off at once; a 1 × 1 sheet has no cut
    } else {
        table.g[w][h] != 0
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

/// Appends the answer to every complete case of `input` to `out`; `Err` with the first problem
/// of the input. (Cases run to the end of the input: no trailing data.)
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let mut table = Table::build(0);
    let mut cases: u64 = 0;
    while let Some(w) = tokens.next_u64() {
        let w = sheet_side(&tokens, "W", w?)?;
        let h = tokens
            .expect_u64(|| format!("inside case {} (expected H after W = {})", cases + 1, w))?;
        let h = sheet_side(&tokens, "H", h)?;
        let side = w.max(h);
        if side > table.n {
            // To the judge's 200 at least, and at least twice as far as before (capped), so
            // that sheets growing one by one cost a few builds, not one each.
            let doubled = (2 * table.n).min(MAX_SIDE as usize);
            table = Table::build(side.max(JUDGE_SIDE).max(doubled));
        }
        out.push_str(if first_wins(&table, w, h) { "WIN\n" } else { "LOSE\n" });
        cases += 1;
    }
    Ok(None)
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "luogu_p10501: {}", message);
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

/// `value`, the side `name` ("W" or "H") just read, if it is a side this solver takes
/// (1..=MAX_SIDE); else why not, on the line of that token.
fn sheet_side(tokens: &Tokens, name: &str, value: u64) -> Result<usize, String> {
    let line = || tokens.line_at(tokens.pos); // counted only for a message
    if value == 0 {
        Err(format!("line {}: {} is 0, but a sheet is at least 1 cell each way", line(), name))
    } else if value > MAX_SIDE {
        Err(format!(
            "line {}: {} = {} is above {}, the largest side this solver accepts",
            line(),
            name,
            value,
            MAX_SIDE
        ))
    } else {
        Ok(value as usize)
    }
}

#[cfg(test)]
#[path = "luogu_p10501/tests.rs"]
mod tests;
