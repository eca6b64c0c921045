//! # luogu_p4363 — Luogu P4363 "[九省联考 2018] 一双木棋 chess" (minimax with memo, 对抗搜索)
//!
//! Statement: https://www.luogu.com.cn/problem/P4363
//! Submit in Rust at **Luogu P4363** as it is.
//!
//! **Rules.** An n × m board starts empty. 菲菲 (black, first) and 牛牛 (white) alternate,
//! each placing one stone, until the board is full. A stone may go on an empty cell only if
//! every cell to its left in its row and every cell above it in its column holds a stone.
//! Cell (i, j) carries a[i][j] and b[i][j]: black scores the a of her cells, white the b of
//! his. Each plays to maximise his own score minus the other's.
//!
//! **Input** `n m`, then the n × m matrix a, then the n × m matrix b (judge: 1 ≤ n, m ≤ 10,
//! values in 0..=10^5). Here n + m ≤ 22 and values ≤ 10^12 are taken (n or m = 0: an empty
//! board, answer 0). **Output** black's score minus white's under best play.
//!
//! **Theory.** Minimax (对抗搜索): the value of a position to the player to move is the best,
//! over his moves, of what the move gains minus the value of the position left to the other
//! player (negamax: both maximise "mine minus yours" from where they stand). Plain search
//! visits every order of play, the standard Young tableaux of the board, astronomically many
//! for 10 × 10; but the value depends only on the position, so it is remembered (memo), and
//! the positions here are few:
//! - The stones always form a staircase: each row is filled from the left, and row i is never
//!   longer than row i−1. (A stone at (i, j) needs (i, 1..j−1) and (1..i−1, j): by induction
//!   every row stays a prefix, and row i reaches column j only after row i−1 does.) So a
//!   position is the list of row lengths r_1 ≥ r_2 ≥ … ≥ r_n, and there are C(n+m, n) of them,
//!   184,756 for 10 × 10.
//! - The legal cells are (i, r_i + 1) with r_i < m and (i = 1 or r_{i−1} > r_i).
//! - The stone count Σ r_i says whose turn it is: black's when it is even. So the profile is
//!   the whole state, and V(profile) = max over legal cells of gain − V(profile + cell), with
//!   gain = a (black to move) or b (white), V(full board) = 0; the answer is V(empty board).
//! - The memo is indexed by the profile's boundary: walking from the top-right corner to the
//!   bottom-left one, row i's step down comes after m − r_i steps left, at step i + m − r_i.
//!   Setting those n bits gives a distinct number below 2^(n+m) for each profile.
//!
//! Known wrong answers: scoring a for both players (or b for both); taking whose turn it is
//! from anything but the stone count; α-β search without a memo (it does not finish); letting
//! a stone go where the cell above is empty (forgetting r_{i−1} > r_i). The tests check the
//! values against a minimax that knows nothing of staircases (it checks the placement rule
//! cell by cell and memoises on the set of occupied cells) on every board shape up to 5 × 5
//! and on random boards up to 10 × 10.
//!
//! **Complexity** O(C(n+m, n) · n²) time (the n moves of a profile, its index in O(n)),
//! O(2^(n+m)) memory: 8 MB for 10 × 10.

use std::io::{self, Read, Write};

/// Most n + m taken (the judge has 20): the memo has 2^(n+m) entries.
const MAX_SIDES: u64 = 22;
/// Largest value taken (the judge has 10^5): 121 cells of 10^12 fit in 64 bits.
const MAX_VALUE: u64 = 1_000_000_000_000;
/// The memo's mark for a profile not yet valued.
const UNKNOWN: i64 = i64::MIN;

/// The board and the memo of the search.
struct Game {
    rows: usize,
    cols: usize,
    black: Vec<Vec<i64>>,
    white: Vec<Vec<i64>>,
    memo: Vec<i64>,
}

impl Game {
    fn of(black: Vec<Vec<i64>>, white: Vec<Vec<i64>>, cols: usize) -> Game {
        let rows = black.len();
        let memo = vec![UNKNOWN; 1 << (rows + cols)];
        Game { rows, cols, black, white, memo }
    }

    /// The profile's number: bit i + m − r_i for every row i (from 0).
    fn index(&self, lengths: &[usize]) -> usize {
        let mut index = 0;
        for (i, &length) in lengths.iter().enumerate() {
            index |= 1 << (i + self.cols - length);
        }
        index
    }

    /// The player to move's score minus the other's from here on, both playing their best.
    fn value(&mut self, lengths: &mut Vec<usize>) -> i64 {
        let index = self.index(lengths);
        if self.memo[index] != UNKNOWN {
            return self.memo[index];
        }
        let stones: usize = lengths.iter().sum();
        let black_to_move = stones % 2 == 0;
        let mut best = UNKNOWN;
        for i in 0..self.rows {
            let j = lengths[i];
            let legal = j < self.cols && (i == 0 || lengths[i - 1] > j);
            if !legal {
                continue;
            }
            let gain = if black_to_move { self.black[i][j] } else { self.white[i][j] };
            lengths[i] += 1;
            let rest = self.value(lengths);
            lengths[i] -= 1;
            best = best.max(gain - rest);
        }
        if best == UNKNOWN {
            best = 0; // the board is full
        }
        self.memo[index] = best;
        best
    }
}

/// Black's score minus white's under best play; `black` and `white` are the matrices a and b
/// (n rows of m values each; n + m ≤ 22).
fn black_minus_white(black: Vec<Vec<i64>>, white: Vec<Vec<i64>>, cols: usize) -> i64 {
    let rows = black.len();
    let mut game = Game::of(black, white, cols);
    game.value(&mut vec![0; rows])
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

/// Reads an n × m matrix (`name` is a or b).
fn read_matrix(
    tokens: &mut Tokens,
    rows: usize,
    cols: usize,
    name: &str,
) -> Result<Vec<Vec<i64>>, String> {
    let mut matrix = Vec::with_capacity(rows);
    for i in 1..=rows {
        let mut row = Vec::with_capacity(cols);
        for j in 1..=cols {
            let value = at_most(tokens, MAX_VALUE, &format!("{}[{}][{}]", name, i, j))?;
            row.push(value as i64);
        }
        matrix.push(row);
    }
    Ok(matrix)
}

/// The next number, refused above `max` (what this program takes); `what` names it.
fn at_most(tokens: &mut Tokens, max: u64, what: &str) -> Result<u64, String> {
    let value = tokens.expect_u64(|| format!("before {}", what))?;
    if value > max {
        return Err(format!(
            "line {}: {} = {} is more than this program takes ({})",
            tokens.line_at(tokens.pos),
            what,
            value,
            max
        ));
    }
    Ok(value)
}

/// Appends the answer to `out` when the input is complete. Then `Err` with the first problem
/// of the input, or `Ok(Some(warning))` if data follows the two matrices, or `Ok(None)`.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let rows = at_most(&mut tokens, MAX_SIDES, "n")?;
    let cols = at_most(&mut tokens, MAX_SIDES, "m")?;
    if rows + cols > MAX_SIDES {
        return Err(format!(
            "line {}: n + m = {} is more than this program takes ({}; the judge has 20)",
            tokens.line_at(tokens.pos),
            rows + cols,
            MAX_SIDES
        ));
    }
    let (rows, cols) = (rows as usize, cols as usize);
    let black = read_matrix(&mut tokens, rows, cols, "a")?;
    let white = read_matrix(&mut tokens, rows, cols, "b")?;
    out.push_str(&format!("{}\n", black_minus_white(black, white, cols)));
    Ok(tokens.next_token().map(|(_, start)| {
        format!("line {}: ignored input after the matrix b", tokens.line_at(start))
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "luogu_p4363: {}", message);
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
#[path = "luogu_p4363/tests.rs"]
mod tests;
