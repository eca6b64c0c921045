//! # cf786a — Codeforces 786A "Berzerk" (= 787C): retrograde analysis of a partizan game
//!
//! Statement: https://codeforces.com/problemset/problem/786/A (Div. 2 twin:
//! https://codeforces.com/problemset/problem/787/C). Submit in Rust at **Codeforces 786A** or
//! **787C** as it is (Rust 1.89, edition 2021 or 2024).
//!
//! **Rules.** Objects 1..n stand on a circle, clockwise; object 1 is a black hole and a
//! monster stands on one of the objects 2..n. Rick owns a set s1 of k1 step lengths, Morty a
//! set s2 of k2, all in 1..n−1. They alternate; on his turn a player picks a length x from his
//! own set and moves the monster x objects clockwise. Whoever moves it into the black hole
//! wins. The game may never end; a player who cannot win but can avoid losing prefers that.
//!
//! **Input** `n`, then `k1` and Rick's k1 steps, then `k2` and Morty's k2 steps (judge:
//! 2 ≤ n ≤ 7000, steps distinct and in 1..n−1). Here n ≤ 20000 is taken, and a step repeated
//! within a set is the same move. **Output** two lines of n−1 words: word i is `Win`, `Lose`
//! or `Loop` for the player moving first with the monster on object i+1; line 1 has Rick
//! moving first, line 2 Morty.
//!
//! **Theory.** Sprague–Grundy needs an impartial game (both players have the same moves) that
//! always ends. Berzerk breaks both: the moves depend on who is to move (partizan), and
//! positions repeat. So a state is (player to move, monster position), 2(n−1) states plus the
//! hole, and the states are labelled backwards from the end, both players' tables together
//! (retrograde analysis, as in `luogu_p6560` for one player's moves on a graph):
//! - The monster in the hole means the player to move has just lost: (Rick, hole) and
//!   (Morty, hole) are *lost*; they start the queue. Every other state (p, x) gets a counter,
//!   its number of moves k_p.
//! - Take a labelled state (q, y) off the queue. Its predecessors are the states (p, y − s)
//!   with p the other player and s in p's set (the move that led to q's turn was p's), except
//!   the hole itself (the game stops there; nobody moves out of it).
//!   - (q, y) lost: every unlabelled predecessor is *won* (move there).
//!   - (q, y) won: every unlabelled predecessor loses a counter; at 0 all its moves lead to
//!     won states, and it is *lost*.
//!   - New labels join the queue. Each state is labelled once, and each move looked at once.
//! - A state never labelled is `Loop`. It has no move to a lost state (it would be won) and
//!   not all its moves lead to won states (it would be lost), so it has a move to another
//!   unlabelled state: both players can stay among them for ever, and neither can force a win
//!   from there (if one could, take the state where his win comes soonest: its winning move,
//!   or all its moves, lead to states decided sooner, labelled already, so the queue would
//!   have labelled it).
//! - Positions are numbered from 0 (the hole) round the circle, so the state s steps back from
//!   y is y − s, or y − s + n when s > y. The work stops as soon as every state is labelled.
//!
//! Known wrong answers: predecessors taken from the wrong player's set; treating the hole as
//! an ordinary position (moving out of it); off by one on the circle with objects from 1; a
//! memoised depth-first search that scores a state on its own stack as `Loop` (it caches that
//! guess; the tests show it and the wrong set failing); the lines swapped; words not
//! capitalised. The tests compare with a naive fixed point (repeat "a move into the hole or to
//! a lost state wins; all moves to won states lose" until nothing changes) for every pair of
//! step sets with n ≤ 8, on random circles up to n = 300, and on three circles of n = 7000.
//!
//! **Complexity** O(n (k1 + k2)) time (at most about 10^8 counter updates for n = 7000),
//! O(n) memory: no graph is stored, predecessors come from the step sets.

use std::io::{self, Read, Write};

/// Most objects taken (the judge has 7000); the work grows as n².
const MAX_N: u64 = 20_000;

/// What the player to move gets from a state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Win,
    Lose,
    Loop,
}

/// `outcomes[p][x]` for p = 0 (Rick) and 1 (Morty) to move and the monster x steps clockwise
/// from the hole (x in 1..n; entry 0, the hole, is `Lose`). `steps[p]` is p's set of steps,
/// each in 1..n, without repeats; n ≤ 20000.
fn outcomes(n: usize, steps: &[Vec<usize>; 2]) -> [Vec<Outcome>; 2] {
    const WON: u16 = u16::MAX;
    const LOST: u16 = u16::MAX - 1;
    // label[p][x]: WON, LOST, or the number (at least 1, below LOST) of p's moves from x not
    // yet known to lead to won states. The hole is labelled LOST, so the loops below never
    // touch it.
    let mut label = [vec![steps[0].len() as u16; n], vec![steps[1].len() as u16; n]];
    let mut queue: Vec<(usize, usize)> = vec![(0, 0), (1, 0)];
    label[0][0] = LOST;
    label[1][0] = LOST;
    let mut unlabelled = 2 * (n - 1);
    let mut head = 0;
    while head < queue.len() && unlabelled > 0 {
        let (q, y) = queue[head];
        head += 1;
        let p = 1 - q; // the player who moved into (q, y)
        let lost = label[q][y] == LOST;
        let table = &mut label[p];
        if lost {
            // Every unlabelled predecessor moves here and wins.
            for &s in &steps[p] {
                let x = if s <= y { y - s } else { y + n - s };
                if table[x] < LOST {
                    table[x] = WON;
                    queue.push((p, x));
                    unlabelled -= 1;
                }
            }
        } else {
            // Every unlabelled predecessor has one move fewer left open; at 0 it is lost.
            // The count goes down only where it is a count (labels are left alone), written
            // without a branch: on large inputs whether a predecessor is labelled is a coin
            // toss, and with `if count < LOST` the program takes 5 times as long (0.13 s
            // against 0.024 s of cpu on the benchmark's input, n = 7000 with 3500 random steps
            // each; the textbook loop takes 0.18 s there: with the branch, not 2× faster).
            for &s in &steps[p] {
                let x = if s <= y { y - s } else { y + n - s };
                let count = table[x];
                table[x] = count - u16::from(count < LOST);
                if count == 1 {
                    table[x] = LOST;
                    queue.push((p, x));
                    unlabelled -= 1;
                }
            }
        }
    }
    let outcome = |count: u16| match count {
        WON => Outcome::Win,
        LOST => Outcome::Lose,
        _ => Outcome::Loop,
    };
    [label[0].iter().map(|&c| outcome(c)).collect(), label[1].iter().map(|&c| outcome(c)).collect()]
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
/// of the input, or `Ok(Some(warning))` if data follows Morty's steps, or `Ok(None)`.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64(|| "before n, the number of objects".to_string())?;
    if !(2..=MAX_N).contains(&n) {
        return Err(format!(
            "line {}: n = {} is not in 2..={} (this program's limit; the judge has 7000)",
            tokens.line_at(tokens.pos),
            n,
            MAX_N
        ));
    }
    // Each player's set: its size, then its steps, each in 1..n; sorted, repeats removed.
    let mut steps = [Vec::new(), Vec::new()]; // no capacity from k: the input bounds them
    for (player, &(who, k_name)) in [("Rick", "k1"), ("Morty", "k2")].iter().enumerate() {
        let k = tokens.expect_u64(|| format!("before {}, the size of {}'s set", k_name, who))?;
        if k == 0 {
            let line = tokens.line_at(tokens.pos);
            return Err(format!("line {}: {} = 0: {} needs at least one step", line, k_name, who));
        }
        for i in 1..=k {
            let s = tokens.expect_u64(|| format!("after {} of {}'s {} steps", i - 1, who, k))?;
            if s == 0 || s >= n {
                return Err(format!(
                    "line {}: {}'s step {} is not in 1..{} (n = {})",
                    tokens.line_at(tokens.pos),
                    who,
                    s,
                    n - 1,
                    n
                ));
            }
            steps[player].push(s as usize);
        }
        steps[player].sort_unstable();
        steps[player].dedup();
    }
    let tables = outcomes(n as usize, &steps);
    for table in &tables {
        let words: Vec<&str> = table[1..]
            .iter()
            .map(|&outcome| match outcome {
                Outcome::Win => "Win",
                Outcome::Lose => "Lose",
                Outcome::Loop => "Loop",
            })
            .collect();
        out.push_str(&words.join(" "));
        out.push('\n');
    }
    Ok(tokens.next_token().map(|(_, start)| {
        format!("line {}: ignored input after Morty's steps", tokens.line_at(start))
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "cf786a: {}", message);
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
#[path = "cf786a/tests.rs"]
mod tests;
