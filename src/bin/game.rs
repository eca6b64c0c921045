//! # game — SDOI2011 "黑白棋" (BZOJ 2281, Luogu P2490, COGS)
//!
//! A 1×n strip holds k pieces (k even) coloured W B W B … W B from the left. Player A owns
//! white and moves first, B owns black. A turn moves 1..=d of one's own pieces, each any
//! positive distance, never over or onto another piece nor off the strip (Luogu and COGS add
//! that white only moves right and black only left; the count is the same). Whoever cannot move
//! loses. Count the layouts (choices of k occupied cells) that A wins, modulo 1 000 000 007.
//!
//! **Input** `n k d` (1 ≤ d ≤ k ≤ n ≤ 10000, k even, k ≤ 100). **Output** the count.
//! File mode: stdin wins whenever it holds input; only when stdin is empty (or blank) and
//! `game.in` exists is that file read and the answer written to `game.out`, as the 2011 judge
//! expected. So `game < game.in` always prints, and no file is written unless stdin was empty.
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

/// Whitespace-separated tokens of the input, each with the line it starts on.
struct Tokens<'a> {
    bytes: &'a [u8],
    pos: usize,
    line: usize,
}

impl<'a> Tokens<'a> {
    fn new(bytes: &'a [u8]) -> Tokens<'a> {
        Tokens { bytes, pos: 0, line: 1 }
    }

    /// The next token and the line it is on, or `None` at the end of the input.
    fn next_token(&mut self) -> Option<(&'a [u8], usize)> {
        while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_whitespace() {
            if self.bytes[self.pos] == b'\n' {
                self.line += 1;
            }
            self.pos += 1;
        }
        if self.pos == self.bytes.len() {
            return None;
        }
        let start = self.pos;
        while self.pos < self.bytes.len() && !self.bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        Some((&self.bytes[start..self.pos], self.line))
    }

    /// The next token as a non-negative integer; `what` names it if the input ends instead.
    fn expect_u64(&mut self, what: &str) -> Result<u64, String> {
        match self.next_token() {
            None => Err(format!("line {}: input ends before {}", self.line, what)),
            Some((token, line)) => parse_u64(token).map_err(|why| format!("line {}: {}", line, why)),
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

/// A token quoted for an error message: escaped, and cut short if long.
fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(&token[..token.len().min(24)]);
    let ellipsis = if token.len() > 24 { "…" } else { "" };
    format!("{:?}{}", text, ellipsis)
}

/// The answer line for a whole input, or the problem with it.
fn run(input: &[u8]) -> Result<String, String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64("n")?;
    let k = tokens.expect_u64("k")?;
    let d = tokens.expect_u64("d")?;
    validate(n, k, d)?;
    if let Some((token, line)) = tokens.next_token() {
        return Err(format!("line {}: unexpected input after `n k d`: {}", line, shown(token)));
    }
    Ok(format!("{}\n", count_winning_layouts(n as usize, k as usize, d as usize)))
}

fn fail(message: &str) -> ! {
    eprintln!("game: {}", message);
    std::process::exit(1);
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        fail(&format!("cannot read standard input: {}", e));
    }
    let stdin_blank = input.iter().all(|b| b.is_ascii_whitespace());
    let file_mode = stdin_blank && std::path::Path::new("game.in").is_file();
    if file_mode {
        input = std::fs::read("game.in").unwrap_or_else(|e| fail(&format!("game.in: {}", e)));
    } else if stdin_blank {
        fail("no input: give `n k d` on standard input (or in game.in with stdin empty)");
    }
    let answer = run(&input).unwrap_or_else(|message| {
        let place = if file_mode { "game.in: " } else { "" };
        fail(&format!("{}{}", place, message))
    });
    let written = if file_mode {
        std::fs::write("game.out", &answer).map_err(|e| format!("game.out: {}", e))
    } else {
        let stdout = io::stdout();
        let mut out = stdout.lock();
        out.write_all(answer.as_bytes()).and_then(|_| out.flush()).map_err(|e| format!("stdout: {}", e))
    };
    if let Err(message) = written {
        fail(&message);
    }
}
