//! # cf494e — Codeforces 494E "Sharti" (a 2-D coin-turning game, swept over rectangles)
//!
//! Statement: https://codeforces.com/problemset/problem/494/E
//!
//! Submit in Rust as it is at **Codeforces 494E** (Rust 1.89, edition 2021 or 2024); the Luogu
//! remote copy is CF494E.
//!
//! An n×n board, rows and columns 1..n, cells white or black. Hamed and Malek alternate, Hamed
//! first. A move picks a square of side at most k whose lower-right cell is white and inverts
//! every cell of it. Whoever cannot move loses. The white cells are the union of m rectangles.
//!
//! **Input** `n m k`, then m lines `a b c d`: rows a..c, columns b..d (judge: 1 ≤ k ≤ n ≤ 10^9,
//! m ≤ 5·10^4, 1 ≤ a ≤ c ≤ n, 1 ≤ b ≤ d ≤ n, overlaps allowed; here any n below 2^64 and any
//! k ≥ 1; k = 0 or a rectangle off the board is refused). **Output** `Hamed` if the first
//! player wins, else `Malek`.
//!
//! **Theory.**
//! 1. **Coin turning.** Read white as heads. A move turns its lower-right heads coin to tails
//!    and flips only cells before it in row-major order, so the game ends. Two coins on one
//!    cell cancel, so a position is the sum of its single white cells, and by Sprague–Grundy
//!    Hamed wins iff the XOR of g(i, j) over the white cells is non-zero, where g(i, j) is the
//!    value of the board whose only white cell is (i, j).
//! 2. **One coin.** With lowbit(x) the largest power of 2 dividing x and K the largest power of
//!    2 with K ≤ k: g(i, j) = h(i, j) = min(lowbit i, lowbit j, K). Induction in row-major
//!    order, 2^t = h(i, j):
//!    - The XOR of h over rows 1..x, columns 1..y is gray((x & y) & M), M = 2K − 1,
//!      gray(z) = z ^ (z >> 1): a cell has h ≥ 2^u iff 2^u divides both coordinates (u ≤ log K),
//!      there are ⌊x/2^u⌋·⌊y/2^u⌋ of them, odd iff bit u of x & y is 1, and the cells with
//!      h = 2^u exactly are those counts' difference. By inclusion–exclusion the square of side
//!      s with lower-right (i, j) has XOR gray(((i ^ (i−s)) & (j ^ (j−s))) & M).
//!    - Every value below 2^t is reachable: for s ≤ 2^t (legal, as 2^t ≤ i, j, K) a cell
//!      (i−p, j−q) of the square, (p, q) ≠ (0, 0), has h = min(lowbit p, lowbit q), so growing
//!      the square from s−1 to s adds two arms that cancel and the corner (s−1, s−1): the move
//!      of side s is worth gray(s−1), a bijection of 0..2^t − 1.
//!    - 2^t is not: that needs the square's XOR to be 0, but i ^ (i−s) and j ^ (j−s) both have
//!      lowest set bit lowbit(s) ≤ s ≤ k < 2K, which survives the mask M.
//! 3. **The union.** So Hamed wins iff some u ≤ log K has an odd number of white cells with
//!    both coordinates divisible by 2^u (bit t of the XOR is the parity at t xor that at t+1).
//!    With 0-based boundaries, rows r+1..r' hold ⌊r'/2^u⌋ − ⌊r/2^u⌋ multiples, odd iff bit u of
//!    r ^ r' is 1: a rectangle [r, r') × [y, y') contributes (r ^ r') & (y ^ y') to a vector Z of
//!    parities, and Hamed wins iff Z & M ≠ 0. Overlaps must count once, so sweep the rows: between
//!    event rows r < r' the strip adds (r ^ r') & C, C the XOR of y ^ y' over the covered
//!    elementary column segments. A segment tree over compressed columns with cover counts (no
//!    push-down) keeps C: a covered node holds xs[lo] ^ xs[hi] (the XOR telescopes), others the
//!    XOR of their children.
//! 4. **The trap.** The Tartan theorem gives g1(i) ⊗ g2(j) (nim product, see `nim_product_64`)
//!    when a move may be any rectangle of two 1-D moves; here only squares are allowed, and the
//!    product min(lowbit i, K) ⊗ min(lowbit j, K) is wrong: cell (2, 2) with k ≥ 2 is worth 2,
//!    not 2 ⊗ 2 = 3. Other traps: k instead of K; XOR of the rectangles without their union
//!    (an overlap cancels); a and b instead of a − 1 and b − 1; i32 coordinates.
//!
//! The tests search the game itself (every colouring of every n×n board, n ≤ 4, every k ≤ n),
//! derive the single-coin values from the rules on a 24×24 board for every k ≤ 24 (h agrees;
//! the nim product disagrees on most cells), and check the sweep against a cell-by-cell XOR of
//! those values and against one union-area sweep per bit.
//!
//! **Complexity** O(m log m) time, O(m) memory.

use std::io::{self, Read, Write};

/// Cover counts over the elementary column segments [xs[i], xs[i+1]), and for every node the
/// XOR of y ^ y' over its covered segments [y, y').
struct CoverTree {
    xs: Vec<u64>,
    count: Vec<u32>,
    value: Vec<u64>,
}

impl CoverTree {
    /// Nothing covered yet, over the segments between the sorted boundaries `xs`.
    fn over(xs: Vec<u64>) -> CoverTree {
        let nodes = 4 * xs.len().max(1);
        CoverTree { xs, count: vec![0; nodes], value: vec![0; nodes] }
    }

    /// Covers (add) or uncovers (remove) the columns [y, y') of the segments lo..hi under node.
    fn update(&mut self, node: usize, lo: usize, hi: usize, y: u64, y_end: u64, add: bool) {
        if y_end <= self.xs[lo] || self.xs[hi] <= y {
            return;
        }
        if y <= self.xs[lo] && self.xs[hi] <= y_end {
            if add {
                self.count[node] += 1;
            } else {
                self.count[node] -= 1;
            }
        } else {
            let mid = (lo + hi) / 2;
            self.update(2 * node, lo, mid, y, y_end, add);
            self.update(2 * node + 1, mid, hi, y, y_end, add);
        }
        self.value[node] = if self.count[node] > 0 {
            self.xs[lo] ^ self.xs[hi]
        } else if hi - lo == 1 {
            0
        } else {
            self.value[2 * node] ^ self.value[2 * node + 1]
        };
    }
}

/// Whether Hamed wins when the white cells are the union of `rectangles` (a, b, c, d) and
/// squares have side at most k ≥ 1.
fn hamed_wins(k: u64, rectangles: &[[u64; 4]]) -> bool {
    let mask = u64::MAX >> k.leading_zeros(); // M = 2K − 1
    let mut events = Vec::with_capacity(2 * rectangles.len()); // (row, add, y, y')
    let mut xs = Vec::with_capacity(2 * rectangles.len());
    for &[a, b, c, d] in rectangles {
        events.push((a - 1, true, b - 1, d));
        events.push((c, false, b - 1, d));
        xs.push(b - 1);
        xs.push(d);
    }
    if events.is_empty() {
        return false;
    }
    events.sort_unstable();
    xs.sort_unstable();
    xs.dedup();
    let last = xs.len() - 1;
    let mut tree = CoverTree::over(xs);
    let mut z = 0; // the parity vector Z
    let mut previous = events[0].0;
    for &(row, add, y, y_end) in &events {
        z ^= (previous ^ row) & tree.value[1];
        previous = row;
        tree.update(1, 0, last, y, y_end, add);
    }
    z & mask != 0
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

/// "1 case", "2 cases": a count with its noun, singular when it is 1.
fn counted(count: u64, noun: &str) -> String {
    format!("{} {}{}", count, noun, if count == 1 { "" } else { "s" })
}

/// Appends the answer to `out` once the input is complete. Then `Err` with the first problem
/// of the input, or `Ok(Some(warning))` if data follows the m rectangles, or `Ok(None)`.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64(|| "before n, the size of the board".to_string())?;
    let m = tokens.expect_u64(|| "before m, the number of rectangles".to_string())?;
    let k = tokens.expect_u64(|| "before k, the largest side of a square".to_string())?;
    if k == 0 {
        let line = tokens.line_at(tokens.pos);
        return Err(format!("line {}: k must be at least 1 (a square has a side)", line));
    }
    let mut rectangles = Vec::new();
    for i in 1..=m {
        let mut corners = [0u64; 4];
        for (slot, name) in corners.iter_mut().zip(["a", "b", "c", "d"].iter()) {
            *slot = tokens
                .expect_u64(|| format!("inside rectangle {} of {} (expected {})", i, m, name))?;
        }
        let [a, b, c, d] = corners;
        if a == 0 || b == 0 || a > c || b > d || c > n || d > n {
            return Err(format!(
                "line {}: rectangle {} ({} {} {} {}) is not 1 <= a <= c <= n, 1 <= b <= d <= n \
                 with n = {}",
                tokens.line_at(tokens.pos),
                i,
                a,
                b,
                c,
                d,
                n
            ));
        }
        rectangles.push(corners);
    }
    out.push_str(if hamed_wins(k, &rectangles) { "Hamed\n" } else { "Malek\n" });
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the {}",
            tokens.line_at(start),
            counted(m, "rectangle")
        )
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "cf494e: {}", message);
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
#[path = "cf494e/tests.rs"]
mod tests;
