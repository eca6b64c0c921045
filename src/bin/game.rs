//! # game — SDOI2011 "黑白棋" (BZOJ 2281, Luogu P2490, COGS)
//!
//! Statement: https://www.luogu.com.cn/problem/P2490 (BZOJ 2281, the original, is gone).
//!
//! Submit in Rust at **Luogu P2490** as it is (BZOJ, the original host, is closed).
//! Not Othello despite the name: that is the `reversi` program.
//!
//! A 1×n strip holds k pieces (k even) coloured W B W B … W B from the left. Player A owns
//! white and moves first, B owns black. A turn moves 1..=d of one's own pieces, each any
//! positive distance, never over or onto another piece nor off the strip (Luogu and COGS add
//! that white only moves right and black only left; the count is the same). Whoever cannot move
//! loses. Count the layouts (choices of k occupied cells) that A wins, modulo 1 000 000 007.
//!
//! **Input** `n k d` (1 ≤ d ≤ k ≤ n ≤ 10000, k even, k ≤ 100). **Output** the count.
//! Larger n and k are answered too, up to n = 10^7 and about 4·10^9 DP steps, and refused
//! beyond (memory, time); k odd or anything outside 1 ≤ d ≤ k ≤ n is refused as meaningless.
//! Input after `n k d` is ignored with a warning.
//! File mode: stdin wins whenever it holds input; only when stdin is empty (or blank) and
//! `game.in` exists is that file read and the answer written to `game.out`, as the 2011 judge
//! expected. So `game < game.in` always prints, no file is written unless stdin was empty, and
//! a bad `game.in` writes no `game.out`.
//!
//! **Theory.** Pair each white piece with the black piece to its right; the g_i empty cells
//! between pair i form a heap. Moving a piece toward its partner takes stones from that heap;
//! a move away from it (or a move outside the pairs) is answered by the opponent moving the
//! partner the same distance after it, which restores every heap, and such moves cannot go on
//! for ever because the pieces drift toward the ends. So the player to move loses exactly when
//! the heaps lose in Moore's Nim-k with k/2 heaps where a move takes from 1..=d heaps, whose
//! P-positions (Moore 1910) are those where, at every bit position, the number of heaps with
//! that bit set is a multiple of d+1: from such a position every move breaks it at the highest
//! bit changed, and from any other position one can restore it by choosing at most d heaps.
//! The tests prove all of this by search over every small layout, under both readings.
//!
//! **Counting.** losing(S) = number of heap tuples with total S satisfying Moore's condition,
//! by a DP over the bits 2^i ≤ n−k: choose j heaps (j a multiple of d+1) to carry bit i,
//! C(k/2, j) ways, adding j·2^i. The n−k−S cells outside the pairs go into the k/2+1 outer
//! gaps in C(n−k−S+k/2, k/2) ways. Answer = C(n, k) − Σ_S losing(S)·C(n−k−S+k/2, k/2).
//!
//! **Complexity** O(log n · (n−k) · k/(2(d+1))) time, O(n) memory; factorials up to n with a
//! single modular inverse.

use std::io::{self, Read, Write};

const MODULUS: u64 = 1_000_000_007;

/// Larger n, k would make the DP run for minutes; such inputs are refused, not attempted.
const MAX_DP_STEPS: u64 = 4_000_000_000;

/// The tables take 24 bytes per cell; a larger strip is refused rather than allocated.
const MAX_N: u64 = 10_000_000;

/// Factorials and inverse factorials modulo `MODULUS` up to a bound.
struct Binomials {
    factorial: Vec<u64>,
    inverse_factorial: Vec<u64>,
}

impl Binomials {
    fn up_to(max: usize) -> Binomials {
        let mut factorial = vec![1u64; max + 1];
        for i in 1..=max {
            factorial[i] = factorial[i - 1] * i as u64 % MODULUS;
        }
        // One inverse (Fermat), then 1/(i-1)! = i · 1/i! going down.
        let mut inverse_factorial = vec![1u64; max + 1];
        inverse_factorial[max] = power(factorial[max], MODULUS - 2);
        for i in (1..=max).rev() {
            inverse_factorial[i - 1] = inverse_factorial[i] * i as u64 % MODULUS;
        }
        Binomials { factorial, inverse_factorial }
    }

    fn choose(&self, n: usize, r: usize) -> u64 {
        if r > n {
            return 0;
        }
        self.factorial[n] * self.inverse_factorial[r] % MODULUS * self.inverse_factorial[n - r]
            % MODULUS
    }
}

fn power(mut base: u64, mut exponent: u64) -> u64 {
    let mut result = 1;
    base %= MODULUS;
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = result * base % MODULUS;
        }
        base = base * base % MODULUS;
        exponent >>= 1;
    }
    result
}

/// Why a triple `n k d` has no answer.
fn validate(n: u64, k: u64, d: u64) -> Result<(), String> {
    if k % 2 == 1 {
        return Err("k must be even".to_string());
    }
    if !(1 <= d && d <= k && k <= n) {
        return Err(format!("need 1 <= d <= k <= n, got n = {}, k = {}, d = {}", n, k, d));
    }
    if n > MAX_N {
        return Err(format!("n = {} is above {}, the longest strip this solver takes", n, MAX_N));
    }
    let steps = dp_steps(n, k, d);
    if steps > MAX_DP_STEPS {
        return Err(format!(
            "n = {}, k = {}, d = {} needs about {} DP steps; this solver stops at {}",
            n, k, d, steps, MAX_DP_STEPS
        ));
    }
    Ok(())
}

/// An upper estimate of the work of `count_winning_layouts`, saturating (so huge n is refused).
fn dp_steps(n: u64, k: u64, d: u64) -> u64 {
    let room = n - k;
    let mut steps = n; // the factorial tables
    let mut bit = 0;
    while bit < 64 && (1u64 << bit) <= room {
        let carriers = (k / 2).min(room >> bit) / (d + 1) + 1;
        steps = steps.saturating_add((room + 1).saturating_mul(carriers));
        bit += 1;
    }
    steps
}

/// Layouts of k pieces on n cells that the first player wins, modulo 1e9+7.
/// Requires `validate(n, k, d)` to hold.
fn count_winning_layouts(n: usize, k: usize, d: usize) -> u64 {
    let heaps = k / 2;
    let room = n - k; // empty cells in all
    let binomials = Binomials::up_to(n);

    // losing[s]: heap tuples of total s meeting Moore's condition on the bits seen so far.
    let mut losing = vec![0u64; room + 1];
    losing[0] = 1;
    let mut bit = 0;
    while bit < usize::BITS as usize && (1usize << bit) <= room {
        let weight = 1usize << bit;
        let mut next = vec![0u64; room + 1];
        for (sum, &ways) in losing.iter().enumerate() {
            if ways == 0 {
                continue;
            }
            let mut carriers = 0; // heaps with this bit set: a multiple of d+1
            while carriers <= heaps && sum + carriers * weight <= room {
                let target = &mut next[sum + carriers * weight];
                *target = (*target + ways * binomials.choose(heaps, carriers)) % MODULUS;
                carriers += d + 1;
            }
        }
        losing = next;
        bit += 1;
    }

    let mut lost_layouts = 0;
    for (heap_total, &ways) in losing.iter().enumerate() {
        let outside = room - heap_total;
        lost_layouts = (lost_layouts + ways * binomials.choose(outside + heaps, heaps)) % MODULUS;
    }
    (binomials.choose(n, k) + MODULUS - lost_layouts) % MODULUS
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

/// Appends the answer line for a whole input to `out`. Then `Ok(Some(warning))` if input
/// follows `n k d` (it is ignored), or what is wrong with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64(|| "before n".to_string())?;
    let k = tokens.expect_u64(|| "before k".to_string())?;
    let d = tokens.expect_u64(|| "before d".to_string())?;
    validate(n, k, d)?;
    out.push_str(&format!("{}\n", count_winning_layouts(n as usize, k as usize, d as usize)));
    Ok(tokens
        .next_token()
        .map(|(_, start)| format!("line {}: ignored input after `n k d`", tokens.line_at(start))))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "game: {}", message);
}

/// Reads `n k d` from stdin, or from game.in when stdin is blank (the contest's file mode,
/// the answer then goes to game.out); then the warning or the error (exit status 1) that
/// `run` gives. A closed stdout ends it quietly.
fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        fail(&format!("cannot read standard input: {}", e));
    }
    let stdin_blank = Tokens::new(&input).next_token().is_none(); // a BOM alone is blank
    let file_mode = stdin_blank && std::path::Path::new("game.in").is_file();
    if file_mode {
        input = std::fs::read("game.in").unwrap_or_else(|e| fail(&format!("game.in: {}", e)));
    } else if stdin_blank {
        fail("no input: give `n k d` on standard input (or in game.in with stdin empty)");
    }
    let mut answer = String::new();
    let outcome = run(&input, &mut answer);
    let source = if file_mode { "game.in: " } else { "" };
    if file_mode {
        // Nothing is written for a bad game.in: a single-case input has no partial answer.
        if let Err(message) = &outcome {
            fail(&format!("{}{}", source, message));
        }
        if let Err(e) = std::fs::write("game.out", &answer) {
            fail(&format!("game.out: {}", e));
        }
    } else {
        let stdout = io::stdout();
        let mut out = stdout.lock();
        if out.write_all(answer.as_bytes()).and_then(|_| out.flush()).is_err() {
            std::process::exit(1); // stdout is closed: nobody is reading
        }
    }
    match outcome {
        Ok(None) => {}
        Ok(Some(warning)) => report(&format!("warning: {}{}", source, warning)),
        Err(message) => fail(&format!("{}{}", source, message)),
    }
}

/// `report`, then exit status 1.
fn fail(message: &str) -> ! {
    report(message);
    std::process::exit(1);
}

#[cfg(test)]
#[path = "game/tests.rs"]
mod tests;
