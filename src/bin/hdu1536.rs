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
mod tests {
    use super::*;
    use std::collections::HashMap;

    const SAMPLE_IN: &str = "2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n5 1 2 3 4 5\n3\n2 5 12\n\
                             3 2 4 7\n4 2 3 7 12\n0\n";
    const SAMPLE_OUT: &str = "LWW\nWWL\n";

    fn run_text(input: &str) -> (String, Result<Option<String>, String>) {
        let mut out = Vec::new();
        let result = run(input.as_bytes(), &mut out);
        (String::from_utf8(out).unwrap(), result)
    }

    /// A small deterministic generator (xorshift64*), so the random tests repeat exactly.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }

        /// Uniform-enough in lo..=hi.
        fn range(&mut self, lo: u64, hi: u64) -> u64 {
            lo + self.next() % (hi - lo + 1)
        }
    }

    /// The game itself: whether the player to move wins with these heaps, by exhaustive search
    /// over every move (any heap, any s in S that fits). No Grundy values, no XOR.
    fn brute_wins(set: &[u64], heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = heaps.to_vec();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let mut win = false;
        'search: for i in 0..key.len() {
            for &s in set {
                if s <= key[i] {
                    let mut next = key.clone();
                    next[i] -= s;
                    if !brute_wins(set, &next, memo) {
                        win = true;
                        break 'search;
                    }
                }
            }
        }
        memo.insert(key, win);
        win
    }

    /// A random set S within 1..=10 (1 to 5 draws, repeats allowed).
    fn random_set(rng: &mut Rng) -> Vec<u64> {
        let k = rng.range(1, 5);
        (0..k).map(|_| rng.range(1, 10)).collect()
    }

    /// Independent slow Grundy values g(0..=max): bottom up, a fresh ordered set for each mex.
    fn slow_grundy(set: &[u64], max: u64) -> Vec<u64> {
        let mut values: Vec<u64> = Vec::new();
        for x in 0..=max {
            let options: std::collections::BTreeSet<u64> =
                set.iter().filter(|&&s| s <= x).map(|&s| values[(x - s) as usize]).collect();
            values.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        values
    }

    /// The expected output for a whole input text, computed by `answer` per (S, position);
    /// the input must be well formed.
    fn expected_output(input: &str, mut answer: impl FnMut(&[u64], &[u64]) -> bool) -> String {
        let numbers: Vec<u64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
        let mut it = numbers.into_iter();
        let mut out = String::new();
        loop {
            let k = match it.next() {
                None | Some(0) => return out,
                Some(k) => k,
            };
            let set: Vec<u64> = (0..k).map(|_| it.next().unwrap()).collect();
            let m = it.next().unwrap();
            for _ in 0..m {
                let l = it.next().unwrap();
                let heaps: Vec<u64> = (0..l).map(|_| it.next().unwrap()).collect();
                out.push(if answer(&set, &heaps) { 'W' } else { 'L' });
            }
            out.push('\n');
        }
    }

    fn brute_expected(input: &str) -> String {
        let mut memos: HashMap<Vec<u64>, HashMap<Vec<u64>, bool>> = HashMap::new();
        expected_output(input, |set, heaps| {
            let memo = memos.entry(set.to_vec()).or_default();
            brute_wins(set, heaps, memo)
        })
    }

    fn slow_expected(input: &str) -> String {
        let mut tables: HashMap<Vec<u64>, Vec<u64>> = HashMap::new();
        expected_output(input, |set, heaps| {
            let max = heaps.iter().copied().max().unwrap_or(0);
            let values = tables.entry(set.to_vec()).or_default();
            if values.len() as u64 <= max {
                *values = slow_grundy(set, max.max(10000));
            }
            heaps.iter().fold(0, |acc, &h| acc ^ values[h as usize]) != 0
        })
    }

    /// A random input of `cases` test cases with sets within 1..=10 and positions of up to
    /// `max_l` heaps of size up to `max_h`.
    fn random_input(rng: &mut Rng, cases: usize, max_l: u64, max_h: u64, max_m: u64) -> String {
        let mut text = String::new();
        for _ in 0..cases {
            let set = random_set(rng);
            let words: Vec<String> = set.iter().map(|s| s.to_string()).collect();
            text.push_str(&format!("{} {}\n", set.len(), words.join(" ")));
            let m = rng.range(1, max_m);
            text.push_str(&format!("{}\n", m));
            for _ in 0..m {
                let l = rng.range(1, max_l);
                let heaps: Vec<String> = (0..l).map(|_| rng.range(0, max_h).to_string()).collect();
                text.push_str(&format!("{} {}\n", l, heaps.join(" ")));
            }
        }
        text.push_str("0\n");
        text
    }

    #[test]
    fn sample() {
        assert_eq!(run_text(SAMPLE_IN), (SAMPLE_OUT.to_string(), Ok(None)));
        assert_eq!(brute_expected(SAMPLE_IN), SAMPLE_OUT);
    }

    /// Every multiset of at most 3 heaps of size at most 20, for 300 random sets S within 1..=10.
    #[test]
    fn matches_game_search_on_all_small_positions() {
        let mut rng = Rng(0x5EED_1536);
        for _ in 0..300 {
            let set = random_set(&mut rng);
            let moves = usable_moves(&set, 20);
            let grundy = grundy_table(&moves, 20);
            let mut memo = HashMap::new();
            for a in 0..=20u64 {
                assert_eq!(wins(&grundy, &[a as u32]), brute_wins(&set, &[a], &mut memo));
                for b in a..=20 {
                    let pair = [a as u32, b as u32];
                    assert_eq!(wins(&grundy, &pair), brute_wins(&set, &[a, b], &mut memo));
                    for c in b..=20 {
                        let triple = [a as u32, b as u32, c as u32];
                        let expected = brute_wins(&set, &[a, b, c], &mut memo);
                        assert_eq!(wins(&grundy, &triple), expected, "S = {:?}, {:?}", set, triple);
                    }
                }
            }
            assert!(!wins(&grundy, &[]), "no heaps: no move, lost");
        }
    }

    /// Whole inputs through `run`, several cases each (so a table sized for an earlier case must
    /// not leak into a later one), against the game search.
    #[test]
    fn run_matches_game_search_on_random_inputs() {
        let mut rng = Rng(42);
        for _ in 0..100 {
            let input = random_input(&mut rng, 4, 3, 20, 8);
            let (out, result) = run_text(&input);
            assert_eq!(result, Ok(None));
            assert_eq!(out, brute_expected(&input), "input:\n{}", input);
        }
    }

    #[test]
    fn table_matches_slow_grundy_on_larger_heaps() {
        let mut rng = Rng(7);
        for _ in 0..50 {
            let k = rng.range(1, 12);
            let set: Vec<u64> = (0..k).map(|_| rng.range(1, 60)).collect();
            let grundy = grundy_table(&usable_moves(&set, 300), 300);
            let slow = slow_grundy(&set, 300);
            for x in 0..=300 {
                assert_eq!(u64::from(grundy[x]), slow[x], "S = {:?}, x = {}", set, x);
            }
        }
    }

    /// The block-wise table against the heap-by-heap one and the slow mex: sets with moves below
    /// SUB, between SUB and BLOCK and above, up to the judge's 100 moves, heaps ending inside
    /// and at block edges.
    #[test]
    fn block_table_matches_the_heap_by_heap_table() {
        let mut rng = Rng(1536);
        let mut fast_paths = 0;
        for round in 0..300 {
            let k = rng.range(1, 100);
            let top = [20, 70, 200, 1000, 5000][round % 5];
            let set: Vec<u64> = (0..k).map(|_| rng.range(1, top)).collect();
            let max_heap = rng.range(0, 3000) as usize;
            let moves = usable_moves(&set, max_heap as u64);
            let any = grundy_table_any(&moves, max_heap);
            if let Some(fast) = grundy_table_below_64(&moves, max_heap) {
                fast_paths += 1;
                let fast: Vec<u32> = fast.into_iter().map(u32::from).collect();
                assert_eq!(fast, any, "S = {:?}, H = {}", set, max_heap);
            } else {
                assert!(any.iter().any(|&g| g >= 64), "S = {:?}: fell back for no reason", set);
            }
            if round % 10 == 0 {
                let slow = slow_grundy(&set, max_heap as u64);
                assert!(any.iter().zip(&slow).all(|(&g, &s)| u64::from(g) == s), "S = {:?}", set);
            }
        }
        assert!(fast_paths > 250, "the block-wise path ran only {} times", fast_paths);
        // S = {1..=70}: g(x) = x mod 71 reaches 64, so the block-wise table gives up.
        let all: Vec<u64> = (1..=70).collect();
        let moves = usable_moves(&all, 200);
        assert_eq!(grundy_table_below_64(&moves, 200), None);
        assert_eq!(
            grundy_table(&moves, 200),
            slow_grundy(&all, 200).iter().map(|&g| g as u32).collect::<Vec<_>>()
        );
    }

    /// The block-wise table against the slow mex where it is most fragile: many distinct values
    /// (up to 63, and 64 where it must give up), moves at the edges of SUB and BLOCK (7, 8, 63,
    /// 64, 65, 127, 128), heaps up to the first few blocks and ending anywhere in them.
    #[test]
    fn block_table_matches_slow_grundy_at_the_edges() {
        let check = |set: &[u64], max_heap: u64| -> bool {
            let moves = usable_moves(set, max_heap);
            let slow = slow_grundy(set, max_heap);
            match grundy_table_below_64(&moves, max_heap as usize) {
                Some(fast) => {
                    let fast: Vec<u64> = fast.into_iter().map(u64::from).collect();
                    assert_eq!(fast, slow, "S = {:?}, H = {}", set, max_heap);
                    true
                }
                None => {
                    assert!(slow.iter().any(|&g| g >= 64), "S = {:?}: fell back", set);
                    false
                }
            }
        };
        // S = {1..=n}: g(x) = x mod (n + 1), every value up to n in every block.
        for &max_heap in &[0, 1, 7, 8, 63, 64, 65, 127, 128, 200, 700] {
            let upto_63: Vec<u64> = (1..=63).collect();
            assert!(check(&upto_63, max_heap));
            let upto_64: Vec<u64> = (1..=64).collect();
            assert_eq!(check(&upto_64, max_heap), max_heap < 64);
        }
        let edges = [1, 2, 7, 8, 9, 63, 64, 65, 127, 128, 129];
        let mut rng = Rng(0xED6E);
        let (mut fast, mut gave_up, mut many_values) = (0, 0, 0);
        for round in 0..400 {
            // Sets 1..=n (g(x) = x mod (n + 1)), 1..=n with a few holes, and random sets; each
            // with some edge moves added.
            let mut set: Vec<u64> = match round % 4 {
                0 => (1..=rng.range(50, 80)).collect(),
                1 => {
                    let n = rng.range(30, 90);
                    (1..=n).filter(|_| rng.range(0, 7) != 0).collect()
                }
                _ => {
                    let top = [70, 140, 300][round % 3];
                    (0..rng.range(1, 100)).map(|_| rng.range(1, top)).collect()
                }
            };
            for _ in 0..rng.range(0, 4) {
                set.push(edges[rng.range(0, edges.len() as u64 - 1) as usize]);
            }
            let max_heap = rng.range(0, 700);
            if check(&set, max_heap) {
                fast += 1;
                let slow = slow_grundy(&set, max_heap);
                if slow.iter().any(|&g| g >= 40) {
                    many_values += 1;
                }
            } else {
                gave_up += 1;
            }
        }
        assert!(
            fast > 100 && gave_up > 10 && many_values > 30,
            "{} {} {}",
            fast,
            gave_up,
            many_values
        );
    }

    /// The 8-byte number reader against a plain reading of the same bytes: numbers of 1 to 9
    /// digits (leading zeros too), followed by each whitespace byte, by bytes that end no token,
    /// or by the end of the input, near the end of the input or not.
    #[test]
    fn short_numbers_match_a_plain_reading() {
        let mut rng = Rng(0x5AA2);
        let after: [&[u8]; 11] =
            [b" ", b"\t", b"\n", b"\r\n", b"\x0c", b"x", b"\x0b", b"/", b":", b"\0", b""];
        let mut taken = 0;
        for round in 0..20000 {
            let len = rng.range(1, 9) as usize;
            let digits: Vec<u8> = (0..len).map(|_| b'0' + rng.range(0, 9) as u8).collect();
            let mut bytes = b"  ".to_vec();
            bytes.extend_from_slice(&digits);
            bytes.extend_from_slice(after[round % after.len()]);
            let tail = rng.range(0, 8) as usize;
            bytes.extend(std::iter::repeat(b' ').take(tail));
            let ends_token = bytes.get(2 + len).map_or(false, |b| b.is_ascii_whitespace());
            let expected = if len <= 7 && ends_token && bytes.len() >= 2 + 8 {
                let text = std::str::from_utf8(&digits).unwrap();
                Some((text.parse::<u64>().unwrap(), len))
            } else {
                None
            };
            assert_eq!(short_number(&bytes, 2), expected, "{:?}", bytes);
            taken += u32::from(expected.is_some());
        }
        assert!(taken > 3000, "only {} short numbers", taken);
        assert_eq!(swar_digits(0x0908_0706_0504_0302), 23_456_789);
        assert_eq!(swar_digits(0x0909_0909_0909_0909), 99_999_999);
        // Long tokens and leading zeros take the other readers, with the same values.
        let input = "1 1\n2\n4 0000007 00000007 000000000000000000005 9\n2 0000000000 1\n0\n";
        assert_eq!(run_text(input), ("LW\n".to_string(), Ok(None)));
        let (_, result) = run_text("1 1\n1\n2 1 99999999\n0\n");
        assert!(result.unwrap_err().starts_with("line 3: heap size 99999999 is above"));
        let (_, result) = run_text("1 1\n1\n2 1 2x\n");
        assert_eq!(
            result,
            Err("line 3: expected a non-negative integer, found \"2x\"".to_string())
        );
    }

    #[test]
    fn layouts_and_terminator() {
        let flat = SAMPLE_IN.split_whitespace().collect::<Vec<_>>().join(" ");
        assert_eq!(run_text(&flat), (SAMPLE_OUT.to_string(), Ok(None)));
        let crlf = SAMPLE_IN.replace('\n', "\r\n");
        assert_eq!(run_text(&crlf), (SAMPLE_OUT.to_string(), Ok(None)));
        let tabs = SAMPLE_IN.replace(' ', "\t\t").replace('\n', "\n\n");
        assert_eq!(run_text(&tabs), (SAMPLE_OUT.to_string(), Ok(None)));
        // A missing final 0 (with or without the newline) is accepted: the cases are complete.
        let no_zero = SAMPLE_IN.trim_end_matches("0\n");
        assert_eq!(run_text(no_zero), (SAMPLE_OUT.to_string(), Ok(None)));
        assert_eq!(run_text("0"), (String::new(), Ok(None)));
        assert_eq!(run_text(""), (String::new(), Ok(None)));
        assert_eq!(run_text(" \n\r\n"), (String::new(), Ok(None)));
    }

    #[test]
    fn beyond_the_limits() {
        // l = 0: no heaps, lost; m = 0: an empty line; big s and h are answered.
        assert_eq!(run_text("1 1\n2\n0\n1 3\n0\n"), ("LW\n".to_string(), Ok(None)));
        assert_eq!(run_text("1 1\n0\n0\n"), ("\n".to_string(), Ok(None)));
        // S = {20000}: heap 20000 has one move, to 0; heap 19999 has none.
        assert_eq!(run_text("1 20000\n2\n1 20000\n1 19999\n0"), ("WL\n".to_string(), Ok(None)));
        // S = {1}: g alternates, so heap 10^7 is even: lost.
        assert_eq!(run_text("1 1\n1\n1 10000000\n0\n"), ("L\n".to_string(), Ok(None)));
    }

    #[test]
    fn bad_input_keeps_complete_cases() {
        let (out, result) = run_text("1 1\n1\n1 1\n2 1 2\n");
        assert_eq!(out, "W\n");
        assert_eq!(result, Err("line 4: input ends inside a test case (expected m)".to_string()));
        let (out, result) = run_text("1 1\n1\n1 1\n1 1\n1\n2 1\r\n\r\n\n");
        assert_eq!(out, "W\n");
        let heap = "line 6: input ends inside a test case (expected heap 2 of 2 in position 1)";
        assert_eq!(result, Err(heap.to_string()));
        let (out, result) = run_text("1 1\n1\n1 1\n1 2\n2\n1 x\n");
        assert_eq!(out, "W\n");
        assert_eq!(result, Err("line 6: expected a non-negative integer, found \"x\"".to_string()));
        let (out, result) = run_text("1 1\n1\n1 1\n0\n7\n");
        assert_eq!(out, "W\n");
        assert_eq!(result, Ok(Some("line 5: ignored input after the final 0".to_string())));
        let (out, result) = run_text("0 x\n");
        assert_eq!(out, "");
        assert_eq!(result, Ok(Some("line 1: ignored input after the final 0".to_string())));
        // A UTF-8 byte-order mark at the start is skipped; anywhere else it is an error.
        assert_eq!(run_text("\u{0feff}1 1\n1\n1 1\n0\n"), ("W\n".to_string(), Ok(None)));
        let (_, result) = run_text("1 \u{0feff}1\n");
        // The message shows the BOM escaped, as \u{feff} (`\u{7b}` is the brace).
        let bom = "line 1: expected a non-negative integer, found \"\\u\u{7b}feff}1\"";
        assert_eq!(result, Err(bom.to_string()));
        let (_, result) = run_text("2 1 0\n1\n1 1\n0\n");
        assert_eq!(result, Err("line 1: set elements must be positive, found 0".to_string()));
        let (_, result) = run_text("1 1\n1\n1 10000001\n0\n");
        assert!(result.unwrap_err().starts_with("line 3: heap size 10000001 is above"));
        let (_, result) = run_text("1 1\n1\n1 99999999999999999999\n0\n");
        assert!(result.unwrap_err().contains("does not fit in 64 bits"));
        // 200 usable moves on heaps up to 10^7 would take 2·10^9 steps: refused, not attempted.
        let set: Vec<String> = (1..=200).map(|s| s.to_string()).collect();
        let input = format!("200 {}\n1\n1 10000000\n0\n", set.join(" "));
        let (_, result) = run_text(&input);
        assert!(result.unwrap_err().contains("this solver stops at"));
        // Huge counts are read token by token, never allocated up front.
        let (_, result) = run_text("18446744073709551615 1 2");
        assert!(result.unwrap_err().contains("input ends inside a test case"));
        let (_, result) = run_text("1 1 18446744073709551615 0 0 3");
        assert!(result.unwrap_err().contains("input ends inside a test case"));
    }

    fn testdata_dir() -> std::path::PathBuf {
        std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/hdu1536"))
    }

    /// Every testdata case: `run` gives the .out file, and the .out file is what the game search
    /// says (the slow independent Grundy computation for the large files, whose heaps are far
    /// beyond a search).
    #[test]
    fn testdata_files_are_proved() {
        let mut checked = 0;
        for entry in std::fs::read_dir(testdata_dir()).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().map_or(true, |e| e != "in") {
                continue;
            }
            let input = std::fs::read_to_string(&path).unwrap();
            let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            let proof = if name.starts_with("large") {
                slow_expected(&input)
            } else {
                brute_expected(&input)
            };
            assert_eq!(proof, expected, "{}", name);
            assert_eq!(run_text(&input), (expected, Ok(None)), "{}", name);
            checked += 1;
        }
        assert!(checked >= 5, "only {} testdata cases", checked);
    }

    /// Writes the testdata files from the game search (run with `--ignored` once).
    #[test]
    #[ignore]
    fn generate_testdata() {
        let dir = testdata_dir();
        std::fs::create_dir_all(&dir).unwrap();
        let write = |name: &str, input: &str, output: &str| {
            std::fs::write(dir.join(format!("{}.in", name)), input).unwrap();
            std::fs::write(dir.join(format!("{}.out", name)), output).unwrap();
        };
        write("sample-1", SAMPLE_IN, &brute_expected(SAMPLE_IN));
        let mut rng = Rng(2026);
        for i in 1..=3 {
            let input = random_input(&mut rng, 6, 3, 20, 30);
            write(&format!("brute-random-{}", i), &input, &brute_expected(&input));
        }
        let crlf = random_input(&mut rng, 3, 3, 20, 10);
        write("crlf-1", &crlf.replace('\n', "\r\n"), &brute_expected(&crlf));
        // Flattened onto one line, no final 0 and no final newline.
        let flat = random_input(&mut rng, 3, 3, 20, 10);
        let flat = flat.split_whitespace().collect::<Vec<_>>();
        let flat = flat[..flat.len() - 1].join(" ");
        write("flat-no-terminator", &flat, &brute_expected(&flat));
        // The judge's worst shape: k = m = l = 100, heaps up to 10000 (about 1.5 MB).
        let mut large = String::new();
        // Sets drawn from 1..=10, 1..=100 or 1..=10000; half the positions are 50 heaps each
        // twice plus a few changes, so that lost positions (XOR 0) are common too.
        for case in 0..25 {
            let top = [10, 100, 10000][case % 3];
            let set: Vec<String> = (0..100).map(|_| rng.range(1, top).to_string()).collect();
            large.push_str(&format!("100 {}\n100\n", set.join(" ")));
            for q in 0..100 {
                let mut heaps: Vec<u64> = (0..100).map(|_| rng.range(0, 10000)).collect();
                if q % 2 == 0 {
                    for i in 0..50 {
                        heaps[50 + i] = heaps[i];
                    }
                    for _ in 0..rng.range(0, 2) {
                        let i = rng.range(0, 99) as usize;
                        heaps[i] = rng.range(0, 10000);
                    }
                }
                let words: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
                large.push_str(&format!("100 {}\n", words.join(" ")));
            }
        }
        large.push_str("0\n");
        write("large-1", &large, &slow_expected(&large));
    }
}
