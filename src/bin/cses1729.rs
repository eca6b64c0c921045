//! # cses1729 — CSES 1729 "Stick Game" (the win/lose table of a subtraction set)
//!
//! Statement: https://cses.fi/problemset/task/1729
//!
//! Submit in Rust at **CSES 1729** as it is (CSES compiles Rust with edition 2018).
//!
//! One heap of sticks and a set P = {p_1, …, p_k} of allowed moves: a move removes exactly p
//! sticks for some p in P with p at most the heap. Players alternate; whoever removes the last
//! stick wins (a player with no move has lost). For every heap size 1 … n, does the player to
//! move win?
//!
//! **Input** `n k`, then p_1 … p_k, distinct, not necessarily sorted, one of them 1 (judge:
//! n ≤ 10^6, k ≤ 100, p_i ≤ n; here any k, repeated moves, moves above n (never playable) and
//! sets without 1 are answered; n above 10^8 is refused, and so are p = 0, a move that does
//! nothing, and tables of more than 10^9 word steps, (n / 64 + 1) · distinct moves).
//! **Output** one line of n letters: letter i is `W` if a heap of i sticks is won for the
//! player to move, `L` if lost (heap 0 is not printed).
//!
//! **Theory.** No Sprague–Grundy is needed for one heap: a position is won iff some move leads
//! to a lost position. So win[0] = false (no move), and win[i] = true iff win[i − p] = false
//! for some p in P with p ≤ i; by induction on i (the heap only shrinks) this is exactly who
//! wins. Filled in increasing i it is the textbook table, k checks per size: 10^8 at the
//! judge's maximum. The same table in "push" form: walk i upwards, and whenever i is lost,
//! mark i + p as won for every p. Only lost sizes do work, (number of L)·k in all
//! (`win_table_plain` below). For P = {1, 3, 4}: L at 0, 2, 7, 9, 14, 16, … (period 7); it is
//! not the Bash game. The table is eventually periodic (its state is the last max P entries),
//! but max P may be 10^6, so nothing here relies on a period.
//!
//! **Bitset form** (what `main` runs). Keep the lost sizes as bits, 64 to a word, and decide a
//! word of 64 sizes at a time. A size i is won iff some i − p is lost: for the sizes of word w
//! that is the OR, over p in P, of the lost bits at sizes 64w − p … 64w + 63 − p, read as one
//! shifted 64-bit window (sizes not decided yet read as 0). That settles every move from an
//! earlier word. Within the word, the lowest size not yet won is lost (all its options are
//! decided), and it wins the sizes above it reached by moves p < 64: OR in (small moves) << j.
//! Repeat for the next size not won. The result is the same table (tested against the plain
//! one and against a search), at a cost of about n·k/64 window reads plus one step per lost
//! size.
//!
//! **Why the bits** (measured at n = 10^6, k = 100, instructions by cachegrind; the textbook is
//! `examples/textbook_cses1729.rs`, the pull loop with an early break that accepted solutions
//! use). Moves drawn up to n (`./bench.sh cses1729`'s input): textbook 216M, plain push form
//! 60M, bits 38M (4.6 ms against 12.2 ms). Moves 1, 3, …, 199 (half the sizes lost): textbook
//! 515M, push form 377M (only 1.4× fewer), bits 43M (5.4 ms against 31 ms). Of the bits' 38M,
//! about 11M is writing the 1 MB answer.
//!
//! **Complexity** O(n·k/64 + n) time, O(n) memory for the answer (n/8 bytes for the bits).

use std::io::{self, Read, Write};

/// Heap sizes above this are refused: the answer alone would be over 100 MB.
const MAX_N: u64 = 100_000_000;
/// Tables needing more word steps than this ((n / 64 + 1) · distinct moves, 1.6·10^6 at the
/// judge's maximum) are refused rather than left to run for minutes.
const MAX_WORK: u64 = 1_000_000_000;

#[allow(dead_code)] // `main` uses `win_bits` below; the tests check that both agree
/// The plain table in push form: `result[i]` says whether a heap of i sticks is won for the
/// player to move, for i = 0 ..= n.
fn win_table_plain(n: usize, moves: &[usize]) -> Vec<bool> {
    let mut wins = vec![false; n + 1];
    for i in 0..=n {
        if !wins[i] {
            // i is lost: every i + p is won (a move to i).
            for &p in moves {
                if i + p <= n {
                    wins[i + p] = true;
                }
            }
        }
    }
    wins
}

/// The same table as `win_table_plain`, 64 sizes at a time (see the header): bit i % 64 of
/// word i / 64 of the result is set iff a heap of i sticks is won, for i = 0 ..= n.
fn win_bits(n: usize, moves: &[usize]) -> Vec<u64> {
    let words = n / 64 + 1;
    // The lost sizes as bits, after `pad` words of zeros that stand for the sizes below 0.
    let pad = moves.iter().max().map_or(0, |&p| p / 64) + 1;
    let mut lost = vec![0u64; pad + words];
    let mut won = vec![0u64; words];
    // Move p looks p sizes back: `back` = p / 64 whole words, then `shift` = p % 64 bits.
    let looks: Vec<(usize, u32)> = moves.iter().map(|&p| (p / 64, (p % 64) as u32)).collect();
    // The moves below 64 as one mask: bit p set when p is a move.
    let small = moves.iter().filter(|&&p| p < 64).fold(0u64, |mask, &p| mask | 1 << p);
    for (w, won_word) in won.iter_mut().enumerate() {
        // Word w is lost[at]. Sizes won by a move to a lost size of an earlier word: the 64
        // lost bits p sizes back, i.e. word at − back shifted up by `shift`, the top bits of
        // the word before it shifted in below. (`>> 1 >> (63 − shift)` is `>> (64 − shift)`,
        // and 0 when shift = 0.) This word's lost bits are still 0, so they add nothing yet.
        let at = pad + w;
        let mut win = 0u64;
        for &(back, shift) in &looks {
            win |= lost[at - back] << shift | lost[at - back - 1] >> 1 >> (63 - shift);
        }
        // Within the word: the lowest size not won is lost, and wins its small moves.
        let mut lose = 0u64;
        let mut open = !win;
        while open != 0 {
            let j = open.trailing_zeros();
            lose |= 1 << j;
            win |= small << j;
            open = !win & (u64::MAX << j << 1);
        }
        lost[at] = lose;
        *won_word = win;
    }
    won
}

/// The answer line for heaps 1 ..= n: `W` or `L` per size, then a newline.
fn answer_line(n: usize, moves: &[usize], out: &mut Vec<u8>) {
    let won = win_bits(n, moves);
    // Letters for the sizes 0 ..= n, a word's 64 at a time; size 0 is not printed.
    let mut letters = vec![0u8; won.len() * 64];
    for (chunk, &word) in letters.chunks_exact_mut(64).zip(&won) {
        for (bit, letter) in chunk.iter_mut().enumerate() {
            *letter = if word >> bit & 1 == 1 { b'W' } else { b'L' };
        }
    }
    out.extend_from_slice(&letters[1..=n]);
    out.push(b'\n');
}

/// Whitespace-separated tokens of the input. Lines are counted only for messages.
struct Tokens<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Tokens<'a> {
    fn new(bytes: &'a [u8]) -> Tokens<'a> {
        Tokens { bytes, pos: 0 }
    }

    /// The line (from 1) that byte `offset` is on.
    fn line_at(&self, offset: usize) -> usize {
        1 + self.bytes[..offset].iter().filter(|&&b| b == b'\n').count()
    }

    /// The line of the input's last token (1 for blank input): where an incomplete input ends.
    fn end_line(&self) -> usize {
        let text_end =
            self.bytes.iter().rposition(|b| !b.is_ascii_whitespace()).map_or(0, |i| i + 1);
        self.line_at(text_end)
    }

    /// The offset of the next token, or `None` at the end of the input.
    fn peek_start(&mut self) -> Option<usize> {
        while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        if self.pos < self.bytes.len() {
            Some(self.pos)
        } else {
            None
        }
    }

    /// The next token as a non-negative integer: `None` at the end of the input, else the
    /// number or why the token is not one (with its line).
    fn next_u64(&mut self) -> Option<Result<u64, String>> {
        let start = self.peek_start()?;
        let bytes = self.bytes;
        let mut pos = start;
        let mut value: u64 = 0;
        while pos < bytes.len() {
            let digit = bytes[pos].wrapping_sub(b'0');
            if digit >= 10 {
                break;
            }
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
            pos += 1;
        }
        // Up to 19 digits cannot overflow; anything else is checked token by token.
        let ends = pos == bytes.len() || bytes[pos].is_ascii_whitespace();
        if ends && pos - start <= 19 {
            self.pos = pos;
            return Some(Ok(value));
        }
        while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        self.pos = pos;
        Some(
            parse_u64(&bytes[start..pos])
                .map_err(|why| format!("line {}: {}", self.line_at(start), why)),
        )
    }

    /// The next number; if the input ends instead, `context()` says where it ended (the
    /// message is built only then, so reading stays fast).
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

/// "1 move", "2 moves".
fn count_of(n: u64, noun: &str) -> String {
    format!("{} {}{}", n, noun, if n == 1 { "" } else { "s" })
}

/// Appends the answer line to `out` once the input is complete. Then `Err` with the first
/// problem of the input, or `Ok(Some(warning))` if data follows the k moves, or `Ok(None)`.
fn run(input: &[u8], out: &mut Vec<u8>) -> Result<Option<String>, String> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input); // a UTF-8 BOM
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64(|| "before n, the largest heap".to_string())?;
    if n > MAX_N {
        return Err(format!(
            "line {}: n = {} is too large (at most {} here: the answer alone is n bytes)",
            tokens.line_at(tokens.pos),
            n,
            MAX_N
        ));
    }
    let k = tokens.expect_u64(|| "before k, the number of moves".to_string())?;
    let mut moves = Vec::new();
    for i in 1..=k {
        let p = tokens.expect_u64(|| {
            format!("after {} of {} (expected p_{})", i - 1, count_of(k, "move"), i)
        })?;
        if p == 0 {
            return Err(format!(
                "line {}: p_{} = 0: a move must take at least one stick",
                tokens.line_at(tokens.pos),
                i
            ));
        }
        if p <= n {
            moves.push(p as usize); // a move above n can never be played
        }
    }
    moves.sort_unstable();
    moves.dedup();
    let work = (n / 64 + 1) * moves.len() as u64;
    if work > MAX_WORK {
        return Err(format!(
            "line {}: n = {} with {} distinct moves needs about {} word steps; this file stops at {}",
            tokens.line_at(tokens.pos),
            n,
            moves.len(),
            work,
            MAX_WORK
        ));
    }
    answer_line(n as usize, &moves, out);
    Ok(tokens.peek_start().map(|start| {
        format!("line {}: ignored input after the {}", tokens.line_at(start), count_of(k, "move"))
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(line: &str) {
    let _ = writeln!(io::stderr(), "cses1729: {}", line);
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        report(&format!("cannot read standard input: {}", e));
        std::process::exit(1);
    }
    let mut answer = Vec::new();
    let outcome = run(&input, &mut answer);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if out.write_all(&answer).and_then(|_| out.flush()).is_err() {
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
#[path = "cses1729/tests.rs"]
mod tests;
