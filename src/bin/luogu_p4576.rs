//! # luogu_p4576 — Luogu P4576 "[CQOI2013] 棋盘游戏" (retrograde analysis with distances)
//!
//! Statement: https://www.luogu.com.cn/problem/P4576 (BZOJ 3106, gone).
//! Submit in Rust at **Luogu P4576** as it is.
//!
//! **Rules.** An n × n board holds a white and a black piece on different cells. Player A
//! moves first and only moves the white piece, one cell up, down, left or right; player B only
//! moves the black piece, one or two cells in one of those directions. Moving onto the other
//! piece captures it and wins. A player who can force a win wins as fast as he can; one who
//! must lose makes the game last as long as he can; if neither can force a win it is a draw.
//!
//! **Input** one line `n r1 c1 r2 c2`: white on (r1, c1), black on (r2, c2) (judge: n ≤ 20).
//! Here 2 ≤ n ≤ 40 is taken. **Output** `WHITE x` if A wins, `BLACK x` if B wins, `DRAW` if
//! neither can: x counts single moves of both players, the capture included (the sample,
//! `BLACK 2`, is A's move and B's capture).
//!
//! **Theory.** Not only who wins but how fast: a game's length is part of its value, and
//! positions repeat (the pieces can walk in circles), so a recursive search has no bottom.
//! Retrograde analysis with distances labels the states from the end of the game backwards:
//! - A state is (white's cell, black's cell, player to move): 2n⁴ states, 320,000 for n = 20.
//!   A state with both pieces on one cell is *lost at distance 0* for the player to move (he
//!   has just been captured); these start a first-in, first-out queue. Every other state gets
//!   a counter, its number of moves.
//! - Take a state at distance d off the queue. Its predecessors are found by undoing a move of
//!   the other player: his piece came from one of its own move targets (both pieces move
//!   symmetrically), the other piece stood where it stands. Skip those with both pieces on one
//!   cell (the game was over there).
//!   - Off a lost state: each unlabelled predecessor is *won at distance d + 1*.
//!   - Off a won state: each unlabelled predecessor loses a counter; at 0 every move leads to
//!     a won state, and it is *lost at distance d + 1*.
//! - The queue holds states in order of distance, so a won state is labelled from its
//!   nearest lost successor (the fastest win) and a lost state from its farthest won
//!   successor, the last to count down (the slowest loss): d(won) = 1 + min over lost
//!   successors, d(lost) = 1 + max over all successors, exactly "win fast, lose slowly".
//!   A state never labelled is a draw (as in `cf786a`: neither side can force a win, and both
//!   can keep the game among such states for ever).
//! - Why no draw, and B almost always wins (computed for every start, n = 2..20; the tests
//!   search every start up to n = 9): A wins only by capturing at once, when the pieces start
//!   side by side (`WHITE 1`); from any other start B wins, and the game lasts at most 3n − 1
//!   moves (exactly that when n ≡ 3 mod 4: `BLACK 56` for n = 19; for n = 20 the longest is
//!   `BLACK 58`, white (1, 2) and black (1, 20)).
//! - Whether B's two-cell move may pass over the white piece does not matter: if white is next
//!   to black in that direction, B captures at once, the fastest win there is.
//!
//! Known wrong answers: counting a 回合 as a pair of moves (the sample says `BLACK 2`, not 1);
//! forgetting the immediate `WHITE 1`; letting the loser take the shortest line or the winner a
//! long one; and the usual accepted solution, a memoised minimax over (turn, moves made, cells)
//! cut off after 3n moves, is right only because no game lasts longer; a cut at 2n, say,
//! prints wrong lengths (the tests show both).
//!
//! **Complexity** O(n⁴) time and memory (about 12 predecessors per state).

use std::io::{self, Read, Write};

/// Largest board taken (the judge has 20): 2n⁴ states.
const MAX_N: u64 = 40;

/// The answer for one start: who wins and in how many moves, or a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    White(u32),
    Black(u32),
    Draw,
}

/// What a state is known to be: the player to move wins or loses at this distance (moves
/// left, both players counted), or neither (a draw, or not yet labelled).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Label {
    Won(u32),
    Lost(u32),
    Open,
}

/// The board: cells numbered r·n + c from 0, and each piece's moves.
struct Board {
    n: usize,
    /// `moves[piece][cell]`: the cells the piece (0 white, 1 black) can move to from `cell`,
    /// which are also the cells it can have come from.
    moves: [Vec<Vec<usize>>; 2],
}

impl Board {
    fn of_side(n: usize) -> Board {
        let mut moves = [vec![Vec::new(); n * n], vec![Vec::new(); n * n]];
        for r in 0..n as i64 {
            for c in 0..n as i64 {
                for &(dr, dc) in &[(-1, 0), (1, 0), (0, -1), (0, 1)] {
                    for reach in 1..=2 {
                        let (r2, c2) = (r + dr * reach, c + dc * reach);
                        if r2 < 0 || c2 < 0 || r2 >= n as i64 || c2 >= n as i64 {
                            continue;
                        }
                        let (from, to) =
                            ((r * n as i64 + c) as usize, (r2 * n as i64 + c2) as usize);
                        if reach == 1 {
                            moves[0][from].push(to); // white: one cell
                        }
                        moves[1][from].push(to); // black: one or two cells
                    }
                }
            }
        }
        Board { n, moves }
    }

    /// The state's number: (player to move, white's cell, black's cell).
    fn state(&self, to_move: usize, white: usize, black: usize) -> usize {
        (to_move * self.n * self.n + white) * self.n * self.n + black
    }
}

/// The label of every state, by retrograde analysis from the captures.
fn retrograde(board: &Board) -> Vec<Label> {
    let cells = board.n * board.n;
    let mut label = vec![Label::Open; 2 * cells * cells];
    // counter[s]: the moves of state s not yet known to lead to a won state (at most 8).
    let mut counter = vec![0u8; 2 * cells * cells];
    // The queue holds state numbers (2n⁴ < 2^32).
    let mut queue: Vec<u32> = Vec::new();
    for to_move in 0..2 {
        for white in 0..cells {
            for black in 0..cells {
                let s = board.state(to_move, white, black);
                if white == black {
                    label[s] = Label::Lost(0);
                    queue.push(s as u32);
                } else {
                    let mover = if to_move == 0 { white } else { black };
                    counter[s] = board.moves[to_move][mover].len() as u8;
                }
            }
        }
    }
    let mut head = 0;
    while head < queue.len() {
        let s = queue[head] as usize;
        head += 1;
        let (to_move, white, black) = (s / (cells * cells), s / cells % cells, s % cells);
        let (lost, distance) = match label[s] {
            Label::Lost(d) => (true, d),
            Label::Won(d) => (false, d),
            Label::Open => continue, // never queued
        };
        // The other player made the last move: his piece came from one of its move targets.
        let before = 1 - to_move;
        let moved = if before == 0 { white } else { black };
        for &from in &board.moves[before][moved] {
            let (w, b) = if before == 0 { (from, black) } else { (white, from) };
            let p = board.state(before, w, b);
            if w == b || label[p] != Label::Open {
                continue;
            }
            if lost {
                label[p] = Label::Won(distance + 1);
            } else {
                counter[p] -= 1;
                if counter[p] > 0 {
                    continue;
                }
                label[p] = Label::Lost(distance + 1);
            }
            queue.push(p as u32);
        }
    }
    label
}

/// The result of the game with white on `white` and black on `black` (cells r·n + c, from 0,
/// different), A (white) to move.
fn result(board: &Board, labels: &[Label], white: usize, black: usize) -> Verdict {
    match labels[board.state(0, white, black)] {
        Label::Won(d) => Verdict::White(d),
        Label::Lost(d) => Verdict::Black(d),
        Label::Open => Verdict::Draw,
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

/// Appends the answer to `out` when the input is complete. Then `Err` with the first problem
/// of the input, or `Ok(Some(warning))` if data follows the five numbers, or `Ok(None)`.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    // n in 2..=MAX_N, then the four coordinates in 1..=n.
    let mut numbers = [0u64; 5];
    for (i, what) in ["n", "r1", "c1", "r2", "c2"].iter().enumerate() {
        let (low, high) = if i == 0 { (2, MAX_N) } else { (1, numbers[0]) };
        let value = tokens.expect_u64(|| format!("before {}", what))?;
        if value < low || value > high {
            return Err(format!(
                "line {}: {} = {} is not in {}..={}",
                tokens.line_at(tokens.pos),
                what,
                value,
                low,
                high
            ));
        }
        numbers[i] = value;
    }
    let [n, r1, c1, r2, c2] = numbers;
    if (r1, c1) == (r2, c2) {
        return Err(format!(
            "line {}: both pieces stand on ({}, {}); they must start on different cells",
            tokens.line_at(tokens.pos),
            r1,
            c1
        ));
    }
    let n = n as usize;
    let cell = |r: u64, c: u64| (r as usize - 1) * n + (c as usize - 1);
    let board = Board::of_side(n);
    let labels = retrograde(&board);
    match result(&board, &labels, cell(r1, c1), cell(r2, c2)) {
        Verdict::White(d) => out.push_str(&format!("WHITE {}\n", d)),
        Verdict::Black(d) => out.push_str(&format!("BLACK {}\n", d)),
        Verdict::Draw => out.push_str("DRAW\n"),
    }
    Ok(tokens.next_token().map(|(_, start)| {
        format!("line {}: ignored input after the five numbers", tokens.line_at(start))
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "luogu_p4576: {}", message);
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
#[path = "luogu_p4576/tests.rs"]
mod tests;
