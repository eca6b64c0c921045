//! # luogu_p3179 — Luogu P3179 "[HAOI2015] 数组游戏" (coin turning over multiples)
//!
//! Statement: https://www.luogu.com.cn/problem/P3179
//!
//! Submit in Rust as it is at **Luogu P3179** (rustc 1.88, edition 2024).
//!
//! Cells 1..n are white or black. Players alternate, 甲 first. A move picks a white cell x and
//! a k with 1 ≤ k ≤ n/x, and flips the colours of cells x, 2x, …, kx. Whoever cannot move
//! loses. Several starting colourings are asked about.
//!
//! **Input** n, then K, then per query w and the w white cells (judge: n ≤ 10^9, K, w ≤ 100,
//! distinct cells in 1..n; here n up to 10^10 and any K and w; a cell outside 1..n or given
//! twice in a query is refused). **Output** per query `Yes` if 甲 wins, else `No`.
//!
//! **Theory.**
//! - **Coin turning.** Read white as heads. A move turns the heads coin x to tails and flips
//!   only cells larger than x, so the game ends. Two coins on one cell cancel (flipping twice
//!   is nothing), so a colouring is the disjunctive sum of its single white cells, and by
//!   Sprague–Grundy its value is the XOR of the values of the colourings with one white cell.
//!   甲 wins iff that XOR is non-zero.
//! - **One coin.** A lone coin at x only ever touches multiples of x: cell jx plays the part of
//!   cell j of an array of length q = ⌊n/x⌋. So its value is G(q) with
//!   G(q) = mex({0} ∪ {G(⌊q/2⌋) ⊕ G(⌊q/3⌋) ⊕ … ⊕ G(⌊q/k⌋) : 2 ≤ k ≤ q}):
//!   the move with k leaves coins at 2x, …, kx, and cell jx is worth G(⌊q/j⌋); k = 1 gives 0.
//! - **Blocks.** ⌊q/k⌋ takes O(√q) values. On a block l ≤ k ≤ r with ⌊q/k⌋ = v the prefix
//!   XOR alternates between cur ⊕ G(v) and cur, so a block adds at most these two options, and
//!   flips cur by G(v) when its length is odd. The k up to √q are taken one at a time; above
//!   √q there is one block for each v < √q, ending at k = ⌊q/v⌋. Walking k up to √q and then
//!   v down from ⌊q/(√q + 1)⌋, each division depends only on the loop's counter, so the
//!   processor overlaps them; the usual loop `v = q/l, r = q/v, l = r + 1` waits for two
//!   divisions a step and takes 2.8 times as long. Every q needed is some ⌊n/d⌋ (because
//!   ⌊⌊n/a⌋/b⌋ = ⌊n/(ab)⌋): there are O(√n) of them. Compute them in increasing order, G(q)
//!   kept at q when q ≤ √n and at ⌊n/q⌋ otherwise. O(n^{3/4}) once, then O(w) per query.
//! - The values stay small (the largest is 68 for n = 10^9), so the mex set is a short array
//!   of stamps.
//! - Traps: an O(q) loop per q (O(n) or worse at 10^9); rebuilding the table per query;
//!   forgetting k = 1 (the option 0); the parity of a block's length.
//!
//! The tests search the game itself (every colouring of n ≤ 14 cells, Grundy values by mex
//! over moves) and compare the verdicts with this XOR, the single-coin values with G, G by
//! blocks with the mex over every k one by one for every q ≤ 3000 and for every ⌊n/d⌋ at
//! n = 10^6 (an ignored test does n = 10^8).
//!
//! **Complexity** O(n^{3/4}) time (about 2·10^7 block steps at n = 10^9), O(√n) memory.

use std::collections::HashSet;
use std::io::{self, Read, Write};

/// The largest n answered: the table costs O(n^{3/4}) (about 0.5 s of CPU at this bound).
const MAX_N: u64 = 10_000_000_000;

/// G(q) for every q = ⌊n/d⌋: `small[q]` for q ≤ √n, `large[d]` for q = ⌊n/d⌋ > √n.
struct Table {
    n: u64,
    small: Vec<u32>,
    large: Vec<u32>,
}

impl Table {
    fn for_cells(n: u64) -> Table {
        let root = integer_sqrt(n);
        let mut table =
            Table { n, small: vec![0; root as usize + 1], large: vec![0; root as usize + 1] };
        let mut seen = Vec::new(); // seen[x] == q: x is an option of G(q)
        for q in 1..=root {
            table.small[q as usize] = table.mex_of_options(q, &mut seen);
        }
        for d in (1..=root).rev() {
            let q = n / d;
            if q > root {
                table.large[d as usize] = table.mex_of_options(q, &mut seen);
            }
        }
        table
    }

    /// G(q) for q = ⌊n/d⌋ (0 for q = 0).
    fn get(&self, q: u64) -> u32 {
        if q < self.small.len() as u64 {
            self.small[q as usize]
        } else {
            self.large[(self.n / q) as usize]
        }
    }

    /// G(q) from the values of the smaller quotients: k alone while k ≤ √q, then block by
    /// block, one block for each value v = ⌊q/k⌋ < √q. No division waits for another.
    fn mex_of_options(&self, q: u64, seen: &mut Vec<u64>) -> u32 {
        let mut mark = |x: u32| {
            let x = x as usize;
            if x >= seen.len() {
                seen.resize(x + 1, 0);
            }
            seen[x] = q;
        };
        mark(0); // k = 1 flips only x itself
        let mut cur = 0; // G(⌊q/2⌋) ⊕ … ⊕ G(⌊q/k⌋), the option of k
        let root = integer_sqrt(q);
        for k in 2..=root {
            cur ^= self.get(q / k);
            mark(cur);
        }
        let mut last = root; // the last k taken so far
        for v in (1..=q / (root + 1)).rev() {
            let end = q / v; // the block last + 1 ..= end has ⌊q/k⌋ = v
            let g = self.get(v);
            mark(cur ^ g);
            if end - last > 1 {
                mark(cur);
            }
            if (end - last) % 2 == 1 {
                cur ^= g;
            }
            last = end;
        }
        (0..).find(|&x| x >= seen.len() || seen[x] != q).unwrap() as u32
    }
}

/// ⌊√x⌋ exactly (a float estimate, corrected).
fn integer_sqrt(x: u64) -> u64 {
    let mut r = (x as f64).sqrt() as u64;
    while r > 0 && r.checked_mul(r).map_or(true, |s| s > x) {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).map_or(false, |s| s <= x) {
        r += 1;
    }
    r
}

/// Whether 甲 wins with the given white cells (distinct, in 1..=n).
fn first_wins(table: &Table, white: &[u64]) -> bool {
    white.iter().fold(0, |x, &cell| x ^ table.get(table.n / cell)) != 0
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

/// "1 query", "2 queries".
fn queries(count: u64) -> String {
    format!("{} {}", count, if count == 1 { "query" } else { "queries" })
}

/// Appends the answer to every complete query of `input` to `out`. Then `Err` with the first
/// problem of the input, or `Ok(Some(warning))` if data follows the K queries, or `Ok(None)`.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64(|| "before n, the number of cells".to_string())?;
    if n > MAX_N {
        let line = tokens.line_at(tokens.pos); // n's line: its token ends at `pos`
        return Err(format!(
            "line {}: n = {} is too large (at most {} is answered)",
            line, n, MAX_N
        ));
    }
    let count = tokens.expect_u64(|| "before K, the number of queries".to_string())?;
    let mut table = None;
    let mut white = Vec::new();
    let mut given = HashSet::new();
    for query in 1..=count {
        let w = tokens
            .expect_u64(|| format!("after {} of {} (expected w)", query - 1, queries(count)))?;
        white.clear();
        given.clear();
        for i in 1..=w {
            let cell = tokens.expect_u64(|| {
                format!("inside query {} of {} (expected cell {} of {})", query, count, i, w)
            })?;
            if cell == 0 || cell > n {
                let line = tokens.line_at(tokens.pos);
                return Err(format!("line {}: cell {} is not in 1..{}", line, cell, n));
            }
            if !given.insert(cell) {
                let line = tokens.line_at(tokens.pos);
                return Err(format!(
                    "line {}: cell {} is given twice in query {}",
                    line, cell, query
                ));
            }
            white.push(cell);
        }
        let table = table.get_or_insert_with(|| Table::for_cells(n));
        out.push_str(if first_wins(table, &white) { "Yes\n" } else { "No\n" });
    }
    Ok(tokens.next_token().map(|(_, start)| {
        format!("line {}: ignored input after the {}", tokens.line_at(start), queries(count))
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "luogu_p3179: {}", message);
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
#[path = "luogu_p3179/tests.rs"]
mod tests;
