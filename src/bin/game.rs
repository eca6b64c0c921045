//! # game — SDOI2011 "黑白棋" (BZOJ 2281, Luogu P2490, COGS)
//!
//! Submit in Rust at **Luogu P2490** as it is (BZOJ, the original host, is closed).
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

/// Whitespace-separated tokens of the input. Lines are counted only for error messages.
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

    /// The next token and the offset it starts at (for `line_at`), or `None` at the end of
    /// the input.
    fn next_token(&mut self) -> Option<(&'a [u8], usize)> {
        let bytes = self.bytes;
        let mut pos = self.pos;
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        if pos == bytes.len() {
            self.pos = pos;
            return None;
        }
        let start = pos;
        while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        self.pos = pos;
        Some((&bytes[start..pos], start))
    }

    /// The next token as a non-negative integer: `None` at the end of the input, else the
    /// number or why the token is not one (with its line).
    fn next_u64(&mut self) -> Option<Result<u64, String>> {
        let bytes = self.bytes;
        let mut pos = self.pos;
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        if pos == bytes.len() {
            self.pos = pos;
            return None;
        }
        let start = pos;
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
        if ends && pos > start && pos - start <= 19 {
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

    /// The next token as a non-negative integer; `what` names it if the input ends instead.
    fn expect_u64(&mut self, what: &str) -> Result<u64, String> {
        match self.next_u64() {
            Some(number) => number,
            None => Err(format!("line {}: input ends before {}", self.end_line(), what)),
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

/// Appends the answer line for a whole input to `out`. Then `Ok(Some(warning))` if input
/// follows `n k d` (it is ignored), or what is wrong with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input); // a UTF-8 BOM
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64("n")?;
    let k = tokens.expect_u64("k")?;
    let d = tokens.expect_u64("d")?;
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

fn fail(message: &str) -> ! {
    report(message);
    std::process::exit(1);
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        fail(&format!("cannot read standard input: {}", e));
    }
    let text = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&input);
    let stdin_blank = text.iter().all(|b| b.is_ascii_whitespace());
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    const MOD: u64 = MODULUS;

    /// The two readings of the movement rule.
    #[derive(Clone, Copy, Debug)]
    enum Reading {
        /// Pieces move either way (BZOJ's statement): positions can repeat.
        Free,
        /// White only right, black only left (Luogu, COGS): every move is irreversible.
        OneWay,
    }

    /// Occupied-cell bit masks reachable in one turn of `white_to_move` moving 1..=d pieces.
    fn successors(
        n: usize,
        layout: u32,
        white_to_move: bool,
        d: usize,
        reading: Reading,
    ) -> Vec<u32> {
        let cells: Vec<usize> = (0..n).filter(|&c| layout >> c & 1 == 1).collect();
        // For each own piece: where it may go (pieces alternate W B W B, so a piece's range is
        // bounded by its neighbours, which belong to the other player and stay put).
        let mut choices: Vec<(usize, Vec<usize>)> = Vec::new();
        for (i, &cell) in cells.iter().enumerate() {
            if (i % 2 == 0) != white_to_move {
                continue;
            }
            let low = if i == 0 { 0 } else { cells[i - 1] + 1 };
            let high = if i + 1 == cells.len() { n - 1 } else { cells[i + 1] - 1 };
            let targets: Vec<usize> = (low..=high)
                .filter(|&t| {
                    t != cell
                        && match reading {
                            Reading::Free => true,
                            Reading::OneWay => (t > cell) == white_to_move,
                        }
                })
                .collect();
            choices.push((cell, targets));
        }
        let mut result = Vec::new();
        extend(&choices, 0, layout, 0, d, &mut result);
        result
    }

    /// Every way to move at most `d - moved` more of `choices[index..]`, at least one in all.
    fn extend(
        choices: &[(usize, Vec<usize>)],
        index: usize,
        layout: u32,
        moved: usize,
        d: usize,
        out: &mut Vec<u32>,
    ) {
        if index == choices.len() {
            if moved > 0 {
                out.push(layout);
            }
            return;
        }
        extend(choices, index + 1, layout, moved, d, out);
        if moved < d {
            let (from, ref targets) = choices[index];
            for &to in targets {
                extend(choices, index + 1, layout & !(1 << from) | 1 << to, moved + 1, d, out);
            }
        }
    }

    #[derive(Clone, Copy, PartialEq, Debug)]
    enum Value {
        Unknown,
        Win,
        Loss,
    }

    /// Exact count of k-piece layouts on n cells that white (moving first) wins, by playing
    /// the game: memoised search for the one-way reading, retrograde analysis for the free one
    /// (label losses and wins, repeat until nothing changes; what stays unknown is a draw).
    fn brute_force_count(n: usize, k: usize, d: usize, reading: Reading) -> u64 {
        let layouts: Vec<u32> = (0u32..1 << n).filter(|m| m.count_ones() as usize == k).collect();
        let index: HashMap<u32, usize> = layouts.iter().enumerate().map(|(i, &m)| (m, i)).collect();
        // state = 2 * layout index + (1 if black to move)
        let moves: Vec<Vec<usize>> = (0..2 * layouts.len())
            .map(|state| {
                let white = state % 2 == 0;
                successors(n, layouts[state / 2], white, d, reading)
                    .into_iter()
                    .map(|m| 2 * index[&m] + usize::from(white))
                    .collect()
            })
            .collect();
        let mut value = vec![Value::Unknown; moves.len()];
        loop {
            let mut changed = false;
            for state in 0..moves.len() {
                if value[state] != Value::Unknown {
                    continue;
                }
                if moves[state].iter().any(|&s| value[s] == Value::Loss) {
                    value[state] = Value::Win;
                    changed = true;
                } else if moves[state].iter().all(|&s| value[s] == Value::Win) {
                    value[state] = Value::Loss;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        if let Reading::OneWay = reading {
            assert!(value.iter().all(|&v| v != Value::Unknown), "an acyclic game has no draws");
        }
        (0..layouts.len()).filter(|&i| value[2 * i] == Value::Win).count() as u64
    }

    fn run_bytes(input: &[u8]) -> (String, Result<Option<String>, String>) {
        let mut out = String::new();
        let outcome = run(input, &mut out);
        (out, outcome)
    }

    #[test]
    fn sample() {
        assert_eq!(run_bytes(b"10 4 2\n"), ("182\n".to_string(), Ok(None)));
    }

    #[test]
    fn every_small_layout_count_under_both_readings() {
        for n in 1..=10 {
            for k in (2..=6.min(n)).step_by(2) {
                for d in 1..=k {
                    let expected = count_winning_layouts(n, k, d);
                    for &reading in &[Reading::OneWay, Reading::Free] {
                        let wins = brute_force_count(n, k, d, reading);
                        assert_eq!(expected, wins % MOD, "n={} k={} d={} {:?}", n, k, d, reading);
                    }
                }
            }
        }
    }

    /// Moore's Nim-k: heaps, a move takes from 1..=d of them. Plain search on the heap tuple.
    fn nim_k_loses(heaps: &[usize], d: usize, memo: &mut HashMap<Vec<usize>, bool>) -> bool {
        if let Some(&known) = memo.get(heaps) {
            return known;
        }
        let mut loses = true;
        let mut next = heaps.to_vec();
        'search: for chosen in 1u32..1 << heaps.len() {
            if chosen.count_ones() as usize > d
                || (0..heaps.len()).any(|h| chosen >> h & 1 == 1 && heaps[h] == 0)
            {
                continue;
            }
            // every way to take at least one stone from each chosen heap
            let picked: Vec<usize> = (0..heaps.len()).filter(|&h| chosen >> h & 1 == 1).collect();
            let mut taken = vec![1usize; picked.len()];
            loop {
                for (slot, &h) in picked.iter().enumerate() {
                    next[h] = heaps[h] - taken[slot];
                }
                if nim_k_loses(&next, d, memo) {
                    loses = false;
                    break 'search;
                }
                let mut slot = 0;
                while slot < picked.len() && taken[slot] == heaps[picked[slot]] {
                    taken[slot] = 1;
                    slot += 1;
                }
                if slot == picked.len() {
                    break;
                }
                taken[slot] += 1;
            }
            next.copy_from_slice(heaps);
        }
        memo.insert(heaps.to_vec(), loses);
        loses
    }

    fn moore_loses(heaps: &[usize], d: usize) -> bool {
        (0..3).all(|bit| heaps.iter().filter(|&&h| h >> bit & 1 == 1).count() % (d + 1) == 0)
    }

    #[test]
    fn moore_criterion_against_search() {
        for d in 1..=3 {
            let mut memo = HashMap::new();
            for count in 1..=3u32 {
                for code in 0..8usize.pow(count) {
                    let heaps: Vec<usize> = (0..count).map(|i| code / 8usize.pow(i) % 8).collect();
                    assert_eq!(
                        nim_k_loses(&heaps, d, &mut memo),
                        moore_loses(&heaps, d),
                        "{:?} d={}",
                        heaps,
                        d
                    );
                }
            }
        }
    }

    /// C(n, r) mod p by Pascal's rule: no factorials, no inverses.
    fn pascal(n: usize, r: usize) -> u64 {
        let mut row = vec![0u64; r + 1];
        row[0] = 1;
        for _ in 0..n {
            for j in (1..=r).rev() {
                row[j] = (row[j] + row[j - 1]) % MOD;
            }
        }
        row[r]
    }

    #[test]
    fn n_equal_k_leaves_no_move() {
        for k in (2..=100).step_by(2) {
            assert_eq!(count_winning_layouts(k, k, 1), 0);
            assert_eq!(count_winning_layouts(k, k, k), 0);
        }
    }

    #[test]
    fn one_pair_wins_unless_adjacent() {
        // k = 2: one heap; A wins iff the pair has a gap. The n-1 adjacent pairs lose.
        for &n in &[2usize, 3, 50, 10000] {
            let all = (n * (n - 1) / 2) as u64;
            assert_eq!(count_winning_layouts(n, 2, 1), (all - (n as u64 - 1)) % MOD);
            assert_eq!(count_winning_layouts(n, 2, 2), (all - (n as u64 - 1)) % MOD);
        }
    }

    #[test]
    fn d_equal_k_loses_only_with_every_pair_adjacent() {
        // d + 1 > k/2 heaps, so Moore's condition forces every heap to 0.
        for &(n, k) in &[(30usize, 6usize), (200, 10), (123, 40)] {
            let losing = pascal(n - k / 2, k / 2); // k/2 glued pairs and n-k free cells
            assert_eq!(count_winning_layouts(n, k, k), (pascal(n, k) + MOD - losing) % MOD);
        }
    }

    #[test]
    fn full_size_is_fast() {
        let start = std::time::Instant::now();
        let (_, outcome) = run_bytes(b"10000 100 1");
        assert!(start.elapsed().as_secs_f64() < 1.0, "took {:?}", start.elapsed());
        assert_eq!(outcome, Ok(None));
    }

    #[test]
    fn testdata_agrees_with_brute_force() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/game");
        let mut checked = 0;
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if !(name.starts_with("brute-") && name.ends_with(".in")) {
                continue;
            }
            let input = std::fs::read_to_string(&path).unwrap();
            let numbers: Vec<usize> =
                input.split_whitespace().map(|t| t.parse().unwrap()).collect();
            let (n, k, d) = (numbers[0], numbers[1], numbers[2]);
            let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
            let wins = brute_force_count(n, k, d, Reading::OneWay);
            assert_eq!(expected, format!("{}\n", wins % MOD), "{}", name);
            assert_eq!(wins, brute_force_count(n, k, d, Reading::Free), "{}", name);
            checked += 1;
        }
        assert!(checked >= 5, "only {} brute-force cases", checked);
    }

    /// Writes the brute-force cases: `cargo test --release --bin game -- --ignored write_testdata`.
    #[test]
    #[ignore]
    fn write_testdata() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/game");
        for &(n, k, d) in &[
            (12usize, 4usize, 1usize),
            (12, 6, 2),
            (11, 6, 3),
            (13, 4, 4),
            (12, 8, 1),
            (14, 2, 1),
            (13, 6, 6),
        ] {
            let wins = brute_force_count(n, k, d, Reading::OneWay);
            let name = format!("{}/brute-{}-{}-{}", dir, n, k, d);
            std::fs::write(format!("{}.in", name), format!("{} {} {}\n", n, k, d)).unwrap();
            std::fs::write(format!("{}.out", name), format!("{}\n", wins % MOD)).unwrap();
        }
    }

    #[test]
    fn bad_input_is_refused_with_a_reason() {
        let cases: &[(&[u8], &str)] = &[
            (b"", "line 1: input ends before n"),
            (b"10 4", "line 1: input ends before d"),
            (b"10\n4\n", "line 2: input ends before d"),
            (b" \r\n\n", "line 1: input ends before n"),
            (b"10\n4 \r\n\n\t", "line 2: input ends before d"),
            (b"10 four 2", "line 1: expected a non-negative integer, found \"four\""),
            (b"10 -4 2", "line 1: expected a non-negative integer, found \"-4\""),
            (b"10 3 2", "k must be even"),
            (b"10 4 5", "need 1 <= d <= k <= n, got n = 10, k = 4, d = 5"),
            (b"10 4 0", "need 1 <= d <= k <= n, got n = 10, k = 4, d = 0"),
            (b"3 4 1", "need 1 <= d <= k <= n, got n = 3, k = 4, d = 1"),
            (
                b"99999999999999999999 4 2",
                "line 1: number \"99999999999999999999\" does not fit in 64 bits",
            ),
            (b"10\x00 4 2", "line 1: expected a non-negative integer, found \"10\\0\""),
        ];
        for &(input, message) in cases {
            let expected = (String::new(), Err(message.to_string()));
            assert_eq!(run_bytes(input), expected, "{:?}", String::from_utf8_lossy(input));
        }
        // The case is complete, so it is answered; the input after it is ignored with a warning.
        let trailing = Ok(Some("line 2: ignored input after `n k d`".to_string()));
        assert_eq!(run_bytes(b"10 4 2\n7"), ("182\n".to_string(), trailing));
        let trailing = Ok(Some("line 1: ignored input after `n k d`".to_string()));
        assert_eq!(run_bytes(b"10 4 2 x y"), ("182\n".to_string(), trailing));
        // A UTF-8 byte-order mark at the start is skipped; anywhere else it is an error.
        assert_eq!(run_bytes(b"\xEF\xBB\xBF10 4 2\r\n"), ("182\n".to_string(), Ok(None)));
        // The message shows the BOM escaped, as \u{feff} (`\u{7b}` is the brace).
        let bom = "line 1: expected a non-negative integer, found \"\\u\u{7b}feff}4\"";
        assert_eq!(run_bytes(b"10 \xEF\xBB\xBF4 2"), (String::new(), Err(bom.to_string())));
        let slow = run_bytes(b"1000000 500000 1").1.unwrap_err();
        assert!(slow.contains("this solver stops at"), "{}", slow);
        let long = "n = 3000000000 is above 10000000, the longest strip this solver takes";
        assert_eq!(run_bytes(b"3000000000 3000000000 1").1, Err(long.to_string()));
    }

    #[test]
    fn beyond_the_limits_the_formula_still_answers() {
        // k > 100 and n > 10000 are outside the statement but the theory does not care.
        let (n, k) = (20000, 200);
        let losing = pascal(n - k / 2, k / 2); // as in d_equal_k_loses_only_with_every_pair_adjacent
        assert_eq!(count_winning_layouts(n, k, k), (pascal(n, k) + MOD - losing) % MOD);
        assert_eq!(count_winning_layouts(12, 12, 5), 0);
    }

    #[test]
    fn reader_fast_and_careful_paths_agree() {
        let input =
            b"0 9999999999999999999\r\n18446744073709551615\n\n007 12x\t18446744073709551616 -1";
        let mut tokens = Tokens::new(input);
        assert_eq!(tokens.next_u64(), Some(Ok(0)));
        assert_eq!(tokens.next_u64(), Some(Ok(9_999_999_999_999_999_999)));
        assert_eq!(tokens.next_u64(), Some(Ok(u64::MAX))); // 20 digits: the careful path
        assert_eq!(tokens.next_u64(), Some(Ok(7)));
        let not_a_number = "line 4: expected a non-negative integer, found \"12x\"";
        assert_eq!(tokens.next_u64(), Some(Err(not_a_number.to_string())));
        let too_big = "line 4: number \"18446744073709551616\" does not fit in 64 bits";
        assert_eq!(tokens.next_u64(), Some(Err(too_big.to_string())));
        assert_eq!(tokens.next_token(), Some((&b"-1"[..], input.len() - 2)));
        assert_eq!(tokens.line_at(input.len()), 4);
        assert_eq!(tokens.end_line(), 4);
        assert_eq!(tokens.next_u64(), None);
        assert_eq!(tokens.next_token(), None);
        assert_eq!(tokens.expect_u64("x"), Err("line 4: input ends before x".to_string()));
    }
}
