//! # hdu1536 — HDU 1536 / POJ 2960 "S-Nim"
//!
//! Statements: https://acm.hdu.edu.cn/showproblem.php?pid=1536 and http://poj.org/problem?id=2960
//! (HDU and POJ take no Rust). **Submit in Rust at Kattis `snim`**
//! (https://open.kattis.com/problems/snim): the same game with one test case and no closing
//! `0`, which this file reads as it is (a missing final `0` is accepted) and answers both of
//! Kattis's samples exactly (testdata/hdu1536/kattis-*).
//!
//! Nim on several heaps of beads, except that a move removes exactly s beads from one heap for
//! some s in a given set S. A player with no move loses. For each position: does the player to
//! move win?
//!
//! **Input** test cases, each `k s1 … sk` (0 < k ≤ 100, 0 < si ≤ 10000), then `m` (0 < m ≤ 100),
//! then m positions `l h1 … hl` (0 < l ≤ 100, 0 ≤ hi ≤ 10000); a single `0` ends the input
//! (a missing final `0` after complete cases is accepted; input after the `0` is ignored with a
//! warning). **Output** per test case one line of m letters, `W` if the position is won for
//! the player to move, `L` if lost.
//! Beyond the judge's limits: l = 0 (lost), m = 0 (an empty line) and larger si, hi are answered;
//! si = 0 (a move that changes nothing) is refused, and so are heaps above 10^7 or work above
//! 10^9 steps (memory and time).
//!
//! **Theory** (Sprague–Grundy). A heap of x beads has Grundy value g(0) = 0,
//! g(x) = mex{ g(x − s) : s ∈ S, s ≤ x }; a position is lost iff g(h1) ⊕ … ⊕ g(hl) = 0.
//! Proof sketch: if the XOR is 0, any move changes exactly one g(hi) to a different value, so
//! the XOR becomes non-zero; if the XOR X is non-zero, pick a heap whose g(hi) has the top bit
//! of X set; then g(hi) ⊕ X < g(hi), and by the mex some move from hi reaches a heap with exactly
//! that value, making the XOR 0. Positions without moves have XOR 0 and are lost, and every game
//! ends (heaps shrink). The tests check this against a search of the game itself.
//!
//! **Complexity** per test case O(H·|S| + Σ l) time and O(H + |S| + Σ l) memory, H = the
//! largest heap asked: the whole case is read first and g is computed once up to H. While the
//! values stay below 64 (most sets), the values a heap reaches are one word (bit v for value
//! v) and the mex is its lowest 0 bit, and the long moves of 32 heaps at a time are one run of
//! the table each; beyond, each mex is taken over a `stamp` array that is never cleared.
//! `./bench.sh hdu1536`: about 0.47x the time of the textbook loop that clears a `bool` array
//! for every heap (`examples/textbook_hdu1536.rs`).

use std::io::{self, Read, Write};

/// Heaps above this would need too large a Grundy table; they are refused.
const MAX_HEAP: u64 = 10_000_000;

/// Grundy-table work (pairs (x, s) with s ≤ x ≤ H) above this is refused rather than attempted.
const MAX_WORK: u64 = 1_000_000_000;

/// The moves of S that can ever be played on heaps up to `max_heap`: sorted, distinct, positive.
fn usable_moves(set: &[u64], max_heap: u64) -> Vec<usize> {
    let mut moves: Vec<usize> =
        set.iter().filter(|&&s| s >= 1 && s <= max_heap).map(|&s| s as usize).collect();
    moves.sort_unstable();
    moves.dedup();
    moves
}

/// Number of (heap, move) pairs the Grundy table up to `max_heap` visits.
fn grundy_work(moves: &[usize], max_heap: u64) -> u64 {
    moves.iter().fold(0u64, |sum, &s| sum.saturating_add(max_heap + 1 - s as u64))
}

/// g(0..=max_heap) for the subtraction set `moves` (sorted, distinct, positive): heap by
/// heap, each the mex of the values its moves reach.
///
/// Two ways to take the mex. Over a `stamp` array, as the textbook does (it clears a `bool`
/// array instead), for any set; and, while the values stay below 64, over one 64-bit word of
/// the values reached. What the word buys, measured on the benchmark's 20 MB input (CPU,
/// reading included): 0.12-0.13 s against 0.28 s with stamps alone and 0.27 s for the textbook
/// loop (`examples/textbook_hdu1536.rs`); heap by heap, without the blocks, the words take
/// 0.14 s.
fn grundy_table(moves: &[usize], max_heap: usize) -> Vec<u32> {
    match grundy_table_below_64(moves, max_heap) {
        Some(grundy) => grundy,
        None => grundy_table_by_stamps(moves, max_heap),
    }
}

/// `grundy_table` while every value is below 64 (most sets; always when |S| < 64, as a mex is
/// at most the number of options), else `None`. The values a heap reaches are one word, bit v
/// for value v, ORed from `bits[x − s] = 1 << g(x − s)`; the mex is its lowest 0 bit.
///
/// Heaps go in blocks of `BLOCK`. A move s ≥ BLOCK with s ≤ the block's first heap reaches,
/// from every heap of the block, a heap before the block, so its words for the whole block are
/// one run of `bits`, ORed into the block's words at once (vector instructions). The moves
/// below BLOCK, and those larger than the block's first heap, are then taken heap by heap.
fn grundy_table_below_64(moves: &[usize], max_heap: usize) -> Option<Vec<u32>> {
    const BLOCK: usize = 32;
    let mut grundy = vec![0u32; max_heap + 1];
    let mut bits = vec![1u64; max_heap + 1]; // 1 << g(x); g(0) = 0
    let (near, far) = moves.split_at(moves.iter().take_while(|&&s| s < BLOCK).count());
    let mut block = [0u64; BLOCK]; // the words of the block's heaps
    let mut first = 1;
    while first <= max_heap {
        let end = (first + BLOCK).min(max_heap + 1);
        let words = &mut block[..end - first];
        words.iter_mut().for_each(|word| *word = 0);
        let whole = far.iter().take_while(|&&s| s <= first).count(); // far[..whole]: every heap
        for &s in &far[..whole] {
            for (word, &reached) in words.iter_mut().zip(&bits[first - s..end - s]) {
                *word |= reached;
            }
        }
        for x in first..end {
            let mut seen = words[x - first];
            for &s in near.iter().chain(&far[whole..]).take_while(|&&s| s <= x) {
                seen |= bits[x - s];
            }
            let mex = (!seen).trailing_zeros();
            if mex == 64 {
                return None;
            }
            grundy[x] = mex;
            bits[x] = 1 << mex;
        }
        first = end;
    }
    Some(grundy)
}

/// `grundy_table` for any set: each mex over a `stamp` array.
fn grundy_table_by_stamps(moves: &[usize], max_heap: usize) -> Vec<u32> {
    let mut grundy = vec![0u32; max_heap + 1];
    // stamp[v] == x marks that value v is reachable from heap x, so nothing is cleared between
    // heaps. A heap has at most moves.len() options, so every mex is at most moves.len().
    let mut stamp = vec![0usize; moves.len() + 1];
    let mut usable = 0; // moves[..usable] are the moves s <= x
    for x in 1..=max_heap {
        while usable < moves.len() && moves[usable] <= x {
            usable += 1;
        }
        for &s in &moves[..usable] {
            stamp[grundy[x - s] as usize] = x;
        }
        let mut mex = 0;
        while stamp[mex] == x {
            mex += 1;
        }
        grundy[x] = mex as u32;
    }
    grundy
}

/// Whether the player to move wins the position `heaps`, given the table of g.
fn wins(grundy: &[u32], heaps: &[u32]) -> bool {
    heaps.iter().fold(0u32, |acc, &h| acc ^ grundy[h as usize]) != 0
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

/// Appends the answers for every complete test case to `out`. Then `Ok(Some(warning))` if
/// input follows the final `0` (it is ignored), or the problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    loop {
        let k = match tokens.next_u64() {
            None => return Ok(None), // no final `0`, but every case is complete
            Some(k) => k?,
        };
        if k == 0 {
            return Ok(tokens.next_token().map(|(_, start)| {
                format!("line {}: ignored input after the final 0", tokens.line_at(start))
            }));
        }
        let k_end = tokens.pos; // for the line of a message about the whole case
        let inside = |what: String| format!("inside a test case (expected {})", what);
        let mut set = Vec::new(); // grows with the input, never sized by k
        for i in 1..=k {
            let s = tokens.expect_u64(|| inside(format!("set element {} of {}", i, k)))?;
            if s == 0 {
                let line = tokens.line_at(tokens.pos);
                return Err(format!("line {}: set elements must be positive, found 0", line));
            }
            set.push(s);
        }
        let m = tokens.expect_u64(|| inside("m".to_string()))?;
        let mut heaps: Vec<u32> = Vec::new(); // all positions of the case, one after another
        let mut ends: Vec<usize> = Vec::new(); // where each position ends in `heaps`
        let mut max_heap = 0u64;
        for q in 1..=m {
            let l = tokens.expect_u64(|| inside(format!("l of position {} of {}", q, m)))?;
            for j in 1..=l {
                let h = tokens
                    .expect_u64(|| inside(format!("heap {} of {} in position {}", j, l, q)))?;
                if h > MAX_HEAP {
                    return Err(format!(
                        "line {}: heap size {} is above {}, the largest this solver accepts",
                        tokens.line_at(tokens.pos),
                        h,
                        MAX_HEAP
                    ));
                }
                max_heap = max_heap.max(h);
                heaps.push(h as u32);
            }
            ends.push(heaps.len());
        }
        let moves = usable_moves(&set, max_heap);
        let work = grundy_work(&moves, max_heap);
        if work > MAX_WORK {
            return Err(format!(
                "line {}: heaps up to {} with {} usable moves need about {} steps; this solver \
                 stops at {}",
                tokens.line_at(k_end),
                max_heap,
                moves.len(),
                work,
                MAX_WORK
            ));
        }
        let grundy = grundy_table(&moves, max_heap as usize);
        let mut start = 0;
        for &end in &ends {
            out.push(if wins(&grundy, &heaps[start..end]) { 'W' } else { 'L' });
            start = end;
        }
        out.push('\n');
    }
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "hdu1536: {}", message);
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
#[path = "hdu1536/tests.rs"]
mod tests;
