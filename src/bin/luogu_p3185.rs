//! # luogu_p3185 — Luogu P3185 "[HNOI2007] 分裂游戏" (= BZOJ 1188, the splitting game)
//!
//! Statement: https://www.luogu.com.cn/problem/P3185
//!
//! Submit in Rust as it is at **Luogu P3185** (BZOJ is gone).
//!
//! Bottles 0 … n−1; bottle i holds p_i beans. A move picks i < j ≤ k with a bean in bottle i,
//! takes that bean out and puts one bean into bottle j and one into bottle k (j = k allowed:
//! that bottle gets two). Whoever cannot move loses; 聪聪 moves first.
//!
//! **Input** t (judge: t ≤ 10), then per case n (judge: 2 ≤ n ≤ 21) and p_0 … p_{n−1} (judge:
//! ≤ 10^4). Here any p_i < 2^64 is answered, and n from 0 to 1000 (n ≤ 1 allows no move; more
//! than 1000 is refused, as each case costs O(n^2)). **Output** per case two lines: the
//! lexicographically smallest winning first move `i j k` (or `-1 -1 -1` if the first player
//! loses), then the number of winning first moves (triples (i, j, k); 0 if none).
//!
//! **Theory.**
//! - Beans never interact: a move acts on one bean, which becomes two beans further right. So
//!   the game is the sum of one small game per bean, and by Sprague–Grundy its value is the XOR
//!   of the beans' Grundy values; two equal values cancel, so only the parity of p_i matters.
//! - A bean's game depends only on its distance d from the last bottle. Moving it gives the sum
//!   of two beans at distances a ≥ b, both < d, so h(0) = 0 (a bean in the last bottle cannot
//!   move) and h(d) = mex{ h(a) XOR h(b) : d > a ≥ b ≥ 0 }: 0, 1, 2, 4, 7, 8, 11, 13, 14, 16, …
//!   The set only grows with d and contains h(d−1) = h(d−1) XOR h(0), so h increases strictly
//!   and the table is built for all d at once in O(D^2) with a running mex.
//! - With g(i) = h(n−1−i) and S = XOR of g(i) over the bottles with p_i odd, the first player
//!   wins iff S ≠ 0, and a move (i, j, k) (legal iff p_i ≥ 1, whatever its parity) wins iff it
//!   leaves value 0: S XOR g(i) XOR g(j) XOR g(k) = 0.
//! - Counting: trying every triple is O(n^3). Here i runs from right to left keeping a
//!   histogram of g(j) XOR g(k) over the pairs i < j ≤ k; bottle i (if not empty) then adds
//!   histogram[S XOR g(i)] winning moves. The smallest such i gives the first move, whose (j, k)
//!   is found by a scan.
//!
//! Known bugs this avoids: taking moves only from bottles with an odd count (a bottle with an
//! even, non-zero count is a legal source, and the first winning move can come from one);
//! moves from empty bottles; forbidding j = k; printing the count first. The tests prove the
//! count and the first move against a search of the bean game itself (beans in the last
//! bottle, which cannot move, included) on every position of up to 4 bottles of 0..=4 beans,
//! 5 bottles of 0..=2 and 6 bottles of 0..=1 (an ignored, slower test goes to 5 bottles of
//! 0..=3, 6 of 0..=2 and 7 of 0..=1).
//!
//! **Complexity** O(n^2) per case, plus O(n_max^2) once for the table; O(n) memory.

use std::io::{self, Read, Write};

/// The most bottles answered: each case costs O(n^2).
const MAX_BOTTLES: u64 = 1000;

/// Grundy values of one bean by its distance from the last bottle, built on demand.
struct BeanValues {
    values: Vec<u32>, // values[d] = h(d)
    seen: Vec<bool>,  // seen[x]: x = h(a) XOR h(b) for some known a ≥ b
    mex: usize,       // the smallest x not seen
}

impl BeanValues {
    fn empty() -> BeanValues {
        BeanValues { values: Vec::new(), seen: Vec::new(), mex: 0 }
    }

    /// Makes h(0) … h(len − 1) known and returns them.
    fn up_to(&mut self, len: usize) -> &[u32] {
        while self.values.len() < len {
            while self.mex < self.seen.len() && self.seen[self.mex] {
                self.mex += 1;
            }
            let value = self.mex as u32;
            self.values.push(value);
            for &other in &self.values {
                let x = (value ^ other) as usize;
                if x >= self.seen.len() {
                    self.seen.resize((x + 1).next_power_of_two(), false);
                }
                self.seen[x] = true;
            }
        }
        &self.values[..len]
    }
}

/// The winning first moves of a position: the lexicographically smallest, and how many.
#[derive(Debug, PartialEq, Eq)]
struct Verdict {
    first: Option<(usize, usize, usize)>,
    count: u64,
}

/// The winning first moves with `beans[i]` beans in bottle i, given the bean values `h`
/// (h.len() ≥ beans.len()).
fn winning_moves(beans: &[u64], h: &[u32]) -> Verdict {
    let n = beans.len();
    if n < 2 {
        return Verdict { first: None, count: 0 };
    }
    let g = |i: usize| h[n - 1 - i];
    let total = (0..n).filter(|&i| beans[i] % 2 == 1).fold(0, |s, i| s ^ g(i));
    // All values are below g(0) + 1 rounded up to a power of two, and so are their XORs.
    let mut pairs = vec![0u32; (g(0) as usize + 1).next_power_of_two()];
    let mut count = 0u64;
    let mut first_source = None;
    for i in (0..n - 1).rev() {
        let j = i + 1; // the pairs (j, k) with j = i + 1 join those with j > i + 1
        for k in j..n {
            pairs[(g(j) ^ g(k)) as usize] += 1;
        }
        if beans[i] >= 1 {
            let wins = pairs[(total ^ g(i)) as usize];
            if wins > 0 {
                count += u64::from(wins);
                first_source = Some(i);
            }
        }
    }
    let first = first_source.and_then(|i| {
        let want = total ^ g(i);
        (i + 1..n)
            .flat_map(|j| (j..n).map(move |k| (j, k)))
            .find(|&(j, k)| g(j) ^ g(k) == want)
            .map(|(j, k)| (i, j, k))
    });
    Verdict { first, count }
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

/// Appends the answer to every complete case to `out`. Ok(None): all fine; Ok(Some(w)): all
/// answered, with warning `w` (data after the last case); Err(e): the problem with the input,
/// after the cases before it were answered.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let count = tokens.expect_u64(|| "before the number of cases t".to_string())?;
    let mut values = BeanValues::empty();
    let mut beans: Vec<u64> = Vec::new();
    for case in 1..=count {
        let n = tokens.expect_u64(|| {
            format!("after {} of {} (expected n)", case - 1, counted(count, "case"))
        })?;
        if n > MAX_BOTTLES {
            return Err(format!(
                "line {}: case {}: n = {} bottles; at most {} are answered here (the judge has at \
                 most 21)",
                tokens.line_at(tokens.pos),
                case,
                n,
                MAX_BOTTLES
            ));
        }
        beans.clear();
        for bottle in 0..n {
            let value = tokens.expect_u64(|| {
                format!(
                    "inside case {} of {} (expected p_{} of bottles 0..{})",
                    case,
                    count,
                    bottle,
                    n - 1
                )
            })?;
            beans.push(value);
        }
        let h = values.up_to(beans.len());
        let verdict = winning_moves(&beans, h);
        match verdict.first {
            Some((i, j, k)) => out.push_str(&format!("{} {} {}\n", i, j, k)),
            None => out.push_str("-1 -1 -1\n"),
        }
        out.push_str(&format!("{}\n", verdict.count));
    }
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the {}",
            tokens.line_at(start),
            counted(count, "case")
        )
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "luogu_p3185: {}", message);
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
#[path = "luogu_p3185/tests.rs"]
mod tests;
