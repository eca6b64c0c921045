//! # hdu1536 — HDU 1536 / POJ 2960 "S-Nim"
//!
//! No judge takes Rust for it (HDU and POJ take none, and no copy elsewhere is known).
//!
//! Nim on several heaps of beads, except that a move removes exactly s beads from one heap for
//! some s in a given set S. A player with no move loses. For each position: does the player to
//! move win?
//!
//! **Input** test cases, each `k s1 … sk` (0 < k ≤ 100, 0 < si ≤ 10000), then `m` (0 < m ≤ 100),
//! then m positions `l h1 … hl` (0 < l ≤ 100, 0 ≤ hi ≤ 10000); a single `0` ends the input
//! (a missing final `0` after complete cases is accepted; input after the `0` is ignored with a
//! warning). **Output** per test case one line of m
//! letters, `W` if the position is won for the player to move, `L` if lost.
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
//! values stay below 64, a value v is stored as the word 1 << v, so the options of a heap are
//! the OR of |S| words, and a move of 64 or more beads is applied to 64 heaps at a time (they
//! only read finished heaps) as ORs of contiguous words, which compile to SIMD instructions;
//! moves of 8 to 63 likewise on 8 heaps at a time. About four times as fast as the textbook
//! loop that clears a `bool` array for every heap (`./bench.sh hdu1536`).

use std::convert::TryInto;
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

/// g(0..=max_heap) for the subtraction set `moves` (sorted, distinct, positive).
fn grundy_table(moves: &[usize], max_heap: usize) -> Vec<u32> {
    match grundy_table_below_64(moves, max_heap) {
        Some(small) => small.into_iter().map(u32::from).collect(),
        None => grundy_table_any(moves, max_heap),
    }
}

/// Heaps are computed in blocks of this many: a move of at least `BLOCK` beads only reads heaps
/// of earlier blocks, so it can be applied to a whole block at once.
const BLOCK: usize = 64;

/// Within a block, moves of at least `SUB` beads are applied to `SUB` heaps at a time the same
/// way; only the smaller ones heap by heap.
const SUB: usize = 8;

/// Above this many words (8 bytes each: heaps plus the largest move), `grundy_table_below_64`
/// leaves the table to `grundy_table_any` (4 bytes per heap): memory, not time.
const MAX_ONE_HOT: usize = 1 << 23;

/// The same table while every value is below 64 (always when |S| < 64, since a mex is at most
/// the number of options; in practice for most sets) and it fits in `MAX_ONE_HOT`, else
/// `None`. A value v is kept as the word 1 << v, so the options of a heap are the OR of such
/// words, and a move of `BLOCK` or more beads applies to the 64 heaps of a block at once: ORs
/// of contiguous words, which the compiler turns into SIMD instructions (`add_options`); moves
/// of `SUB` to `BLOCK` − 1 the same way on `SUB` heaps, the smaller ones heap by heap. About
/// six times as fast as the heap-by-heap loop of `grundy_table_any` on the judge's largest
/// cases.
fn grundy_table_below_64(moves: &[usize], max_heap: usize) -> Option<Vec<u8>> {
    // one_hot[pad + x] = 1 << g(x), for whole blocks (the heaps past max_heap are not asked);
    // the `pad` zeros before heap 0 stand for "no such heap", so every move reads something.
    let pad = moves.last().map_or(0, |&s| s);
    if pad + max_heap >= MAX_ONE_HOT {
        return None;
    }
    let mut one_hot = vec![0u64; pad + (max_heap / BLOCK + 1) * BLOCK];
    let (small, rest) = moves.split_at(moves.iter().take_while(|&&s| s < SUB).count());
    let (mid, far) = rest.split_at(rest.iter().take_while(|&&s| s < BLOCK).count());
    let mut usable = 0; // far[..usable]: the moves that heaps of this block can make
    for start in (pad..one_hot.len()).step_by(BLOCK) {
        while usable < far.len() && far[usable] < start - pad + BLOCK {
            usable += 1;
        }
        let mut options = [0u64; BLOCK];
        add_options(&mut options, &one_hot[..start], &far[..usable]);
        for (sub, chunk) in options.chunks_exact_mut(SUB).enumerate() {
            let sub_start = start + sub * SUB;
            let sub_options: &mut [u64; SUB] = chunk.try_into().unwrap();
            add_options(sub_options, &one_hot[..sub_start], mid);
            for (x, &options) in (sub_start..).zip(sub_options.iter()) {
                let seen = small.iter().fold(options, |seen, &s| seen | one_hot[x - s]);
                let mex = (!seen).trailing_zeros();
                if mex >= 64 && x <= pad + max_heap {
                    return None;
                }
                // (Past max_heap, a wrong word only reaches heaps past max_heap.)
                one_hot[x] = 1u64 << (mex & 63);
            }
        }
    }
    Some(one_hot[pad..=pad + max_heap].iter().map(|&bit| bit.trailing_zeros() as u8).collect())
}

/// ORs into `options[i]` the word of every heap that heap `before.len() + i` reaches by a move
/// of `moves` (each at least N and at most `before.len()`, so it reads only `before`). Four
/// moves per pass over contiguous memory; a last group of fewer repeats a move (an OR twice is
/// an OR once).
fn add_options<const N: usize>(options: &mut [u64; N], before: &[u64], moves: &[usize]) {
    let start = before.len();
    let window = |s: usize| -> &[u64; N] { before[start - s..][..N].try_into().unwrap() };
    for four in moves.chunks(4) {
        let (a, b, c, d) = match *four {
            [a, b, c, d] => (a, b, c, d),
            [a, b, c] => (a, b, c, c),
            [a, b] => (a, b, b, b),
            _ => (four[0], four[0], four[0], four[0]),
        };
        let (a, b, c, d) = (window(a), window(b), window(c), window(d));
        for ((((seen, &a), &b), &c), &d) in options.iter_mut().zip(a).zip(b).zip(c).zip(d) {
            *seen |= a | b | c | d;
        }
    }
}

/// g(0..=max_heap) for any subtraction set: heap by heap, the mex over a stamp array.
fn grundy_table_any(moves: &[usize], max_heap: usize) -> Vec<u32> {
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

/// Whitespace-separated tokens of the input. Lines are counted only when a message needs one.
struct Tokens<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Tokens<'a> {
    fn new(bytes: &'a [u8]) -> Tokens<'a> {
        Tokens { bytes, pos: 0 }
    }

    /// The line of the byte at `pos`.
    fn line_of(&self, pos: usize) -> usize {
        1 + self.bytes[..pos].iter().filter(|&&b| b == b'\n').count()
    }

    /// The next token and where it starts, or `None` at the end of the input.
    fn next_token(&mut self) -> Option<(&'a [u8], usize)> {
        while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        if self.pos == self.bytes.len() {
            return None;
        }
        let start = self.pos;
        while self.pos < self.bytes.len() && !self.bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        Some((&self.bytes[start..self.pos], start))
    }

    /// The line of the input's last token (1 for blank input): where an incomplete input ends.
    fn end_line(&self) -> usize {
        let text_end =
            self.bytes.iter().rposition(|b| !b.is_ascii_whitespace()).map_or(0, |i| i + 1);
        self.line_of(text_end)
    }

    /// The next token as a non-negative integer and where it starts; `what()` names it if the
    /// input ends instead (which, here, is always inside a test case). A closure, so that the
    /// name is only formatted when it is needed. Short numbers take `short_number`, longer
    /// ones a byte loop, and anything else `expect_u64_slow` for the exact message.
    fn expect_u64<F: FnOnce() -> String>(&mut self, what: F) -> Result<(u64, usize), String> {
        let bytes = self.bytes;
        let mut pos = self.pos;
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        let start = pos;
        if let Some((value, len)) = short_number(bytes, pos) {
            self.pos = pos + len;
            return Ok((value, start));
        }
        let mut value = 0u64;
        while pos < bytes.len() {
            let digit = bytes[pos].wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
            pos += 1;
        }
        // Up to 19 digits cannot overflow.
        let ended = pos == bytes.len() || bytes[pos].is_ascii_whitespace();
        if pos > start && pos - start <= 19 && ended {
            self.pos = pos;
            return Ok((value, start));
        }
        self.pos = start;
        self.expect_u64_slow(what)
    }

    /// Reads up to `count` heap sizes that `short_number` takes and that are at most
    /// `MAX_HEAP`, appends them to `heaps`, raises `max` to the largest, and returns how many
    /// it read: it stops before any other token (which `expect_u64` then reads or reports).
    /// The hot loop of the whole input.
    fn heaps(&mut self, count: u64, heaps: &mut Vec<u32>, max: &mut u64) -> u64 {
        let bytes = self.bytes;
        let mut pos = self.pos;
        let mut read = 0;
        while read < count {
            let mut next = pos;
            while next < bytes.len() && bytes[next].is_ascii_whitespace() {
                next += 1;
            }
            match short_number(bytes, next) {
                Some((heap, len)) if heap <= MAX_HEAP => {
                    heaps.push(heap as u32);
                    *max = (*max).max(heap);
                    pos = next + len;
                    read += 1;
                }
                _ => break,
            }
        }
        self.pos = pos;
        read
    }

    #[cold]
    #[inline(never)]
    fn expect_u64_slow<F: FnOnce() -> String>(&mut self, what: F) -> Result<(u64, usize), String> {
        match self.next_token() {
            None => Err(format!(
                "line {}: input ends inside a test case (expected {})",
                self.end_line(),
                what()
            )),
            Some((token, start)) => match parse_u64(token) {
                Ok(value) => Ok((value, start)),
                Err(why) => Err(format!("line {}: {}", self.line_of(start), why)),
            },
        }
    }
}

/// The number of 1 to 7 digits at `bytes[pos..]` followed by whitespace, and its length; `None`
/// for anything else, or when fewer than 8 bytes are left. One 8-byte load finds the first
/// non-digit byte, and `swar_digits` converts the digits: no loop over the bytes (the input is
/// millions of such numbers).
fn short_number(bytes: &[u8], pos: usize) -> Option<(u64, usize)> {
    let chunk = bytes.get(pos..pos + 8)?;
    let digits = u64::from_le_bytes(chunk.try_into().unwrap()) ^ 0x3030_3030_3030_3030;
    // Bit 7 of each byte above 9 (a carry only goes to later bytes, past the first of them).
    let above_9 = (digits.wrapping_add(0x7676_7676_7676_7676) | digits) & 0x8080_8080_8080_8080;
    let len = (above_9.trailing_zeros() / 8) as usize; // 8: all eight are digits
    if len > 0 && len < 8 && chunk[len].is_ascii_whitespace() {
        Some((swar_digits(digits << (64 - 8 * len)), len))
    } else {
        None
    }
}

/// The number written by eight digit values 0..=9, one per byte, the first (most significant)
/// in the lowest byte: pairs, then fours, then all eight, each step one multiplication.
fn swar_digits(digits: u64) -> u64 {
    let pairs = (digits & 0x0F0F_0F0F_0F0F_0F0F).wrapping_mul(10 * 256 + 1) >> 8;
    let fours = (pairs & 0x00FF_00FF_00FF_00FF).wrapping_mul(100 * 65536 + 1) >> 16;
    (fours & 0x0000_FFFF_0000_FFFF).wrapping_mul(10000 * (1 << 32) + 1) >> 32
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

/// A token quoted for an error message: escaped, and cut short if long.
fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(&token[..token.len().min(24)]);
    let ellipsis = if token.len() > 24 { "…" } else { "" };
    format!("{:?}{}", text, ellipsis)
}

/// Reads one test case after its `k` (already read, at byte `k_pos`) and appends its answer line.
fn answer_case(tokens: &mut Tokens, k: u64, k_pos: usize, out: &mut Vec<u8>) -> Result<(), String> {
    let mut set = Vec::new(); // grows with the input, never sized by k
    for i in 1..=k {
        let (s, s_pos) = tokens.expect_u64(|| format!("set element {} of {}", i, k))?;
        if s == 0 {
            let line = tokens.line_of(s_pos);
            return Err(format!("line {}: set elements must be positive, found 0", line));
        }
        set.push(s);
    }
    let (m, _) = tokens.expect_u64(|| "m".to_string())?;
    let mut heaps: Vec<u32> = Vec::new(); // all positions of the case, one after another
    let mut ends: Vec<usize> = Vec::new(); // where each position ends in `heaps`
    let mut max_heap = 0u64;
    for q in 1..=m {
        let (l, _) = tokens.expect_u64(|| format!("l of position {} of {}", q, m))?;
        let mut j = 0;
        loop {
            j += tokens.heaps(l - j, &mut heaps, &mut max_heap);
            if j == l {
                break;
            }
            j += 1;
            let (h, h_pos) =
                tokens.expect_u64(|| format!("heap {} of {} in position {}", j, l, q))?;
            if h > MAX_HEAP {
                return Err(format!(
                    "line {}: heap size {} is above {}, the largest this solver accepts",
                    tokens.line_of(h_pos),
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
            "line {}: heaps up to {} with {} usable moves need about {} steps; this solver stops \
             at {}",
            tokens.line_of(k_pos),
            max_heap,
            moves.len(),
            work,
            MAX_WORK
        ));
    }
    let grundy = grundy_table(&moves, max_heap as usize);
    let mut start = 0;
    for &end in &ends {
        out.push(if wins(&grundy, &heaps[start..end]) { b'W' } else { b'L' });
        start = end;
    }
    out.push(b'\n');
    Ok(())
}

/// Appends the answers for every complete test case to `out`. Then `Ok(Some(warning))` if
/// input follows the final `0` (it is ignored), or the problem with the input.
fn run(input: &[u8], out: &mut Vec<u8>) -> Result<Option<String>, String> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input); // a UTF-8 BOM
    let mut tokens = Tokens::new(input);
    loop {
        let (k, k_pos) = match tokens.next_token() {
            None => return Ok(None), // no final `0`, but every case is complete
            Some((token, start)) => match parse_u64(token) {
                Ok(k) => (k, start),
                Err(why) => return Err(format!("line {}: {}", tokens.line_of(start), why)),
            },
        };
        if k == 0 {
            return Ok(tokens.next_token().map(|(_, start)| {
                format!("line {}: ignored input after the final 0", tokens.line_of(start))
            }));
        }
        answer_case(&mut tokens, k, k_pos, out)?;
    }
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "hdu1536: {}", message);
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        report(&format!("cannot read standard input: {}", e));
        std::process::exit(1);
    }
    let mut answers = Vec::new();
    let outcome = run(&input, &mut answers);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if out.write_all(&answers).and_then(|_| out.flush()).is_err() {
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
