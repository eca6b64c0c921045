//! # abc206_f — AtCoder ABC206 F "Interval Game 2"
//!
//! Statement: <https://atcoder.jp/contests/abc206/tasks/abc206_f>.
//! Submit in Rust as it is: AtCoder abc206_f (also Luogu AT_abc206_f, a remote judge).
//! The same splitting theory on a row of cells: `luogu_p8369` (POI2000 Stripes).
//!
//! N half-open intervals [L, R) lie on the line (the same interval may be given twice). Alice
//! and Bob alternate, Alice first; a move chooses one of the intervals that shares no point
//! with any interval chosen so far. The player who cannot choose loses. Half-open matters:
//! [12, 53) and [53, 98) share no point, so both can be chosen.
//!
//! **Input** T, then T cases: `N`, then N lines `L R` (judge: T ≤ 20, 1 ≤ N ≤ 100,
//! 1 ≤ L < R ≤ 100). Here any coordinates that fit in 64 bits and N = 0 (Bob wins) are
//! answered; an interval with L ≥ R (no point at all) is refused, and so is N above 500
//! (the table's time grows as N³).
//! **Output** per case `Alice` if Alice wins, otherwise `Bob`.
//!
//! **Theory** (Sprague–Grundy on a splitting game). While the line is partly taken, a position
//! is a set of free stretches. Choosing [L, R) inside the free stretch [l, r) leaves [l, L) and
//! [R, r), and no interval can ever meet both (it would meet [L, R) too): they are two
//! independent games, the position is their sum, and by Sprague–Grundy its value is the XOR:
//!
//! sg(l, r) = mex{ sg(l, L) ⊕ sg(R, r) : [L, R) given, l ≤ L and R ≤ r },  0 when none fits,
//!
//! and Alice wins iff sg of the whole line is not 0. (Why the XOR: from XOR 0 every move
//! changes one part, so the XOR becomes non-zero; from XOR X ≠ 0 the part h holding X's top
//! bit has h ⊕ X < h, and its mex guarantees a move to exactly h ⊕ X, leaving XOR 0.)
//! A stretch matters only through the intervals that fit in it, those with L ≥ l and R ≤ r;
//! so it is named by (the first given left end ≥ l, the last given right end ≤ r), and the
//! table runs over distinct left ends × distinct right ends, whatever the coordinates are.
//! Choosing [L, R) in stretch (i, j) leaves (i, the right ends ≤ L) and (the left ends ≥ R,
//! j); both parts are smaller, so filling rows from the last left end and columns from the
//! first right end needs only finished entries. Equal intervals are one move and are kept
//! once. Sample case 1 ([53, 98), [8, 43), [12, 53)): every first move leaves exactly one
//! more (choosing [53, 98) leaves [8, 43) and [12, 53), which overlap), so every option is
//! worth mex{0} = 1 and the line is worth mex{1} = 0: `Bob`. The tests prove the table
//! against a search of the game itself (choosing and blocking intervals, no Grundy values)
//! over every set of intervals with ends in 1..=7 (all 2^21 of them), and over random
//! multisets of up to 15 intervals, also moved to coordinates near 2^64.
//!
//! **Complexity** per case O(N log N) to sort, then at most (N + 1)² stretches. Each row
//! keeps its intervals sorted by right end, so a stretch visits just the intervals that fit
//! in it: O(N³) at worst, about 10^5 steps for N = 100. That is a third of the time of the
//! textbook memoised recursion over [l, r) in 1..=100 that scans all N intervals for every
//! stretch (`./bench.sh abc206_f`: 2000 cases of N = 100, 230 ms against 830 ms).

use std::io::{self, Read, Write};

/// Cases with more intervals than this are refused: the table costs about N³ steps.
const MAX_INTERVALS: u64 = 500;

/// Whether Alice, to move first, wins with these intervals [L, R) (each L < R).
fn alice_wins(intervals: &[(u64, u64)]) -> bool {
    grundy_of_line(intervals) != 0
}

/// The Grundy value of the whole line: the table over stretches (first left end, last right
/// end) described in the header.
fn grundy_of_line(intervals: &[(u64, u64)]) -> usize {
    let mut moves = intervals.to_vec();
    moves.sort_unstable_by_key(|&(l, r)| (r, l)); // by right end
    moves.dedup(); // equal intervals are the same move
    let mut lefts: Vec<u64> = moves.iter().map(|m| m.0).collect();
    lefts.sort_unstable();
    lefts.dedup();
    let mut rights: Vec<u64> = moves.iter().map(|m| m.1).collect();
    rights.dedup(); // already sorted
    let (p, q) = (lefts.len(), rights.len());
    // Stretch (i, j), i in 0..=p and j in 0..=q: the intervals with L ≥ lefts[i] (none when
    // i = p) and R ≤ rights[j − 1] (none when j = 0). Entry sg[i * (q + 1) + j].
    let width = q + 1;
    // Per move: its row i (L = lefts[i]) and column j (R = rights[j − 1]), the column of the
    // part left of it (the right ends ≤ L) and the row of the part right of it (the left ends
    // ≥ R).
    let row: Vec<usize> = moves.iter().map(|m| lefts.partition_point(|&l| l < m.0)).collect();
    let column: Vec<usize> = moves.iter().map(|m| rights.partition_point(|&r| r <= m.1)).collect();
    let left_part: Vec<usize> =
        moves.iter().map(|m| rights.partition_point(|&r| r <= m.0)).collect();
    let right_part: Vec<usize> =
        moves.iter().map(|m| lefts.partition_point(|&l| l < m.1)).collect();

    let mut sg = vec![0usize; (p + 1) * width];
    // seen[v] == stretch marks v as an option of that stretch (nothing is cleared). A mex is
    // at most the number of options, so larger values are never needed.
    let mut seen = vec![usize::MAX; moves.len() + 1];
    let mut in_row: Vec<usize> = Vec::with_capacity(moves.len());
    for i in (0..p).rev() {
        // The moves that fit in the stretches of row i, by right end: those of stretch (i, j)
        // are the ones up to column j, a prefix.
        in_row.clear();
        in_row.extend((0..moves.len()).filter(|&k| row[k] >= i));
        for j in 1..=q {
            let stretch = i * width + j;
            for &k in in_row.iter().take_while(|&&k| column[k] <= j) {
                let option = sg[i * width + left_part[k]] ^ sg[right_part[k] * width + j];
                if option < seen.len() {
                    seen[option] = stretch;
                }
            }
            let mut mex = 0;
            while seen[mex] == stretch {
                mex += 1;
            }
            sg[stretch] = mex;
        }
    }
    sg[q] // row 0, column q: every interval fits
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

/// Appends the answer to every complete case of `input` to `out`. Then `Ok(Some(warning))`
/// if input follows the T cases (it is ignored), or the first problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let cases = tokens.expect_u64(|| "before the number of cases T".to_string())?;
    let mut intervals: Vec<(u64, u64)> = Vec::new();
    for case in 1..=cases {
        let n = tokens.expect_u64(|| {
            format!("after {} of {} (expected N)", case - 1, counted(cases, "case"))
        })?;
        if n > MAX_INTERVALS {
            return Err(format!(
                "line {}: N = {} intervals is above {}, the most this solver accepts",
                tokens.line_at(tokens.pos),
                n,
                MAX_INTERVALS
            ));
        }
        intervals.clear();
        for i in 1..=n {
            let where_ = |end: &str| {
                format!(
                    "inside case {} of {} (expected {} of interval {} of {})",
                    case, cases, end, i, n
                )
            };
            let l = tokens.expect_u64(|| where_("L"))?;
            let l_end = tokens.pos;
            let r = tokens.expect_u64(|| where_("R"))?;
            if l >= r {
                return Err(format!(
                    "line {}: interval [{}, {}) has no point: L must be below R",
                    tokens.line_at(l_end),
                    l,
                    r
                ));
            }
            intervals.push((l, r));
        }
        out.push_str(if alice_wins(&intervals) { "Alice\n" } else { "Bob\n" });
    }
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the {}",
            tokens.line_at(start),
            counted(cases, "case")
        )
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "abc206_f: {}", message);
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
#[path = "abc206_f/tests.rs"]
mod tests;
