//! Periods found in a table and proved by the periodicity theorem, or reported as observed.
//!
//! **The theorem** (Guy and Smith, Winning Ways ch. 4, for octal games; the same proof for
//! hexadecimal codes and k-part splits). Let a move remove at most t tokens and leave at most k
//! heaps. If g(n + p) = g(n) for every n with n0 ≤ n < k·n0 + (k − 1)·p + t, then for every
//! n ≥ n0. Proof: let N be the first heap past the window and suppose the equality holds
//! below N. A move from N + p leaves parts summing to N + p − j, the largest at least
//! (N + p − t)/k ≥ n0 + p; taking p from that part gives a move from N whose value is the
//! same (the part's value is unchanged by periodicity below N), and adding p to the largest
//! part of a move from N is the inverse. So N and N + p have the same options, the same mex,
//! and induction carries on. With k = 1 (take-only games, finite subtraction sets) this is the
//! state-repetition argument: the last t values determine the next, so a repeated window of t
//! values repeats forever. The window ends at least at t + 1, so that no move from N removes
//! the whole heap.
//!
//! Grundy's game and splits into unequal parts are outside the theorem (taking p from the
//! largest part may make it equal to another): their patterns are reported as observed only.
//! Subtraction sets holding every number from some k on have no plain period (every heap
//! k or more below is an option, so the values grow); the cofinite theorem below covers them.
//!
//! **Arithmetic periods** g(n + p) = g(n) + s are proved by a second theorem (`arithmetic_proof`,
//! proof in docs/grundy.md) for hexadecimal codes with a three-heap move, when s is a power of
//! two above every value before heap n0 + p, and by a third (`cofinite_proof`) for subtraction
//! sets that hold every number from some k on (Nim among them); other arithmetic patterns are
//! observed only.

use crate::game::{Game, Rule};

/// What the table says about the period.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// g(n + period) = g(n) + shift for all n ≥ start, proved by checking n < window_end
    /// (shift 0: a plain period; above 0: an arithmetic period, by `arithmetic_proof`).
    Proved { period: usize, start: usize, shift: u32, window_end: usize },
    /// A pattern seen in the table, not proved (no theorem, or the window is not reached).
    Observed { period: usize, start: usize, shift: u32, needed: Option<usize> },
    /// No repetition of at least three periods in the table.
    None,
}

/// The window end of the theorem for period p from n0, when a theorem covers the game.
pub fn window_end(game: &Game, period: usize, start: usize) -> Option<usize> {
    let t = game.largest_take()? as usize;
    let k = match &game.rule {
        Rule::Grundy | Rule::SplitUnequal { .. } => return None,
        Rule::Subtract { tail_from: Some(_), .. } => return None,
        _ => game.most_heaps_left() as usize,
    };
    Some((k * start + (k - 1) * period + t).max(t + 1))
}

/// The first n0 from which g(n + p) = g(n) + shift holds up to the end of the table.
fn start_of<V: Copy + Into<u32>>(values: &[V], period: usize, shift: u32) -> usize {
    let mut n = values.len() - period;
    while n > 0 && values[n - 1 + period].into() == values[n - 1].into().wrapping_add(shift) {
        n -= 1;
    }
    n
}

/// Finds the smallest period the table shows and proves it when the theorem's window fits in
/// the table. An unproved candidate must repeat at least four times past its start (and over at
/// least 100 heaps beyond three periods).
pub fn find<V: Copy + Into<u32>>(game: &Game, values: &[V]) -> Verdict {
    let len = values.len();
    let mut observed = Verdict::None;
    for period in 1..=len / 2 {
        let start = start_of(values, period, 0);
        let repeats = len - start >= 3 * period + period.max(100);
        if let Some(end) = window_end(game, period, start) {
            // The table checks g(n + p) = g(n) for n < len − p.
            if end + period <= len && len - start >= 2 * period {
                return Verdict::Proved { period, start, shift: 0, window_end: end };
            }
        }
        if observed == Verdict::None && repeats {
            let needed = window_end(game, period, start).map(|end| end + period);
            observed = Verdict::Observed { period, start, shift: 0, needed };
        }
    }
    if observed == Verdict::None {
        observed = arithmetic(game, values);
    }
    observed
}

/// An arithmetic period g(n + p) = g(n) + s with s > 0: the smallest p that the theorem proves,
/// else the smallest that repeats at least three times (observed only).
fn arithmetic<V: Copy + Into<u32>>(game: &Game, values: &[V]) -> Verdict {
    let len = values.len();
    // The theorem needs a three-heap move: without one, no candidate is worth trying.
    let digits = hexadecimal_digits(game).filter(|d| d.iter().any(|&digit| digit & 8 != 0));
    // Each pattern g(n + p) = g(n) + s, s > 0, that holds at the end of the table: (start, p, s).
    let patterns: Vec<(usize, usize, u32)> = (1..=len / 4)
        .filter_map(|period| {
            let (last, before) = (values[len - 1].into(), values[len - 1 - period].into());
            (last > before).then(|| {
                let shift = last - before;
                (start_of(values, period, shift), period, shift)
            })
        })
        .collect();
    let repeats =
        |&&(start, period, _): &&(usize, usize, u32)| len - start >= 3 * period + period.max(100);
    if let Rule::Subtract { tail_from: Some(k), .. } = game.rule {
        // The few patterns that repeat and hold from the earliest heaps (a shorter period may
        // hold only over the last stretch, as in `sub all-but 4000`).
        let mut tried: Vec<_> = patterns.iter().filter(repeats).copied().collect();
        tried.sort_unstable();
        for &(start, period, shift) in tried.iter().take(COFINITE_PATTERNS) {
            if let Some(window_end) = cofinite_proof(k, values, period, start, shift) {
                return Verdict::Proved { period, start, shift, window_end };
            }
        }
    } else if let Some(digits) = &digits {
        for &(start, period, shift) in &patterns {
            if let Some(window_end) = arithmetic_proof(digits, values, period, start, shift) {
                return Verdict::Proved { period, start, shift, window_end };
            }
        }
    }
    patterns.iter().find(repeats).map_or(Verdict::None, |&(start, period, shift)| {
        Verdict::Observed { period, start, shift, needed: None }
    })
}

/// Whether a theorem here can prove a period of the game (a plain one, or an arithmetic one
/// for cofinite subtraction sets and hexadecimal codes).
pub fn has_theorem(game: &Game) -> bool {
    window_end(game, 1, 0).is_some() || matches!(game.rule, Rule::Subtract { .. })
}

/// How many heaps past n0 (or past heap k, if later) `cofinite_proof` looks for the state
/// that repeats, and how many patterns of one table it tries.
const COFINITE_TRIES: usize = 256;
const COFINITE_PATTERNS: usize = 8;

/// **The cofinite theorem** (subtraction sets holding every s ≥ k, `sub all`, `sub all-but
/// 2,5`, `sub 2,5-`; proof in docs/grundy.md). The options of heap n are g(0..=n − k) and
/// g(n − s) for the members s < k. Let M(n) be the mex of g(0..=n − k): every value below it
/// is an option, so g(n) − M(n) is the mex of the offsets above M(n) of those values and of
/// the members' values, and M(n + 1) − M(n) follows from the same offsets and the value that
/// joins g(0..=n − k). So the *state* at n, the offsets v − M(n) > 0 of the values of g(0..=n
/// − k) and of the last k − 1 values (those below M(n) left out: they never matter again),
/// determines g(n) − M(n) and the state at n + 1. If the state at n1 + p is the state at n1
/// and M(n1 + p) = M(n1) + s, every later state repeats and g(n + p) = g(n) + s for every n ≥
/// n1; the table shows it for n0 ≤ n < n1. Returns n1 + p, the end of the table read.
pub fn cofinite_proof<V: Copy + Into<u32>>(
    k: u64,
    values: &[V],
    period: usize,
    start: usize,
    shift: u32,
) -> Option<usize> {
    let k = usize::try_from(k).ok()?;
    // Up to heap k − 1 a state's last values reach before heap 0: look past it.
    let last_try = (start.max(k) + COFINITE_TRIES).min(values.len().checked_sub(period)?);
    let prefixes = cofinite_prefixes(values, k, start, last_try + period);
    let g = |n: usize| u64::from(values[n].into());
    // The offset of g(n − i) above `mex` (None when below it or before heap 0).
    let offset = |n: usize, i: usize, mex: u64| {
        n.checked_sub(i).map(g).filter(|&v| v >= mex).map(|v| v - mex)
    };
    (start..=last_try).find_map(|n1| {
        let (before, after) = (&prefixes[n1 - start], &prefixes[n1 + period - start]);
        let same = after.0 == before.0 + u64::from(shift)
            && before.1 == after.1
            && (1..k).all(|i| offset(n1, i, before.0) == offset(n1 + period, i, after.0));
        same.then(|| n1 + period)
    })
}

/// For each heap n in from..=to, the first part of its state for `cofinite_proof`: M(n) and
/// the offsets above it of the values of g(0..=n − k), in increasing order.
fn cofinite_prefixes<V: Copy + Into<u32>>(
    values: &[V],
    k: usize,
    from: usize,
    to: usize,
) -> Vec<(u64, Vec<u64>)> {
    let g = |n: usize| u64::from(values[n].into());
    let (mut seen, mut mex) = (std::collections::BTreeSet::new(), 0u64);
    let mut joined = 0; // g(0..joined) are in `seen`.
    let mut prefixes = Vec::with_capacity(to + 1 - from);
    for n in from..=to {
        // g(0..=n − k) joins the set; M(n) is its mex, `seen` keeps what lies above.
        while joined + k <= n {
            if g(joined) >= mex {
                seen.insert(g(joined));
            }
            while seen.remove(&mex) {
                mex += 1;
            }
            joined += 1;
        }
        prefixes.push((mex, seen.iter().map(|&v| v - mex).collect()));
    }
    prefixes
}

/// The digits of the game's hexadecimal code, when it has one (`split 3` is the code 8.0).
pub fn hexadecimal_digits(game: &Game) -> Option<Vec<u8>> {
    match game.rule {
        Rule::Split { parts: 3 } => Some(vec![8]),
        _ => game.as_code(),
    }
}

/// Where the check (D) of the arithmetic theorem starts: heap n0 + BASE_BLOCKS·p.
pub const BASE_BLOCKS: usize = 4;

/// **The arithmetic-periodicity theorem** (proof in docs/grundy.md). A hexadecimal code with
/// digits d_0…d_t, a three-heap move (J3 = {j : d_j has bit 8} not empty), s = 2^m, p ≥ 1,
/// n0 ≥ 0, B = n0 + p, Q(n) = ⌊(n − n0)/p⌋ for n ≥ n0 (0 below), K = BASE_BLOCKS. If
///   (A) g(n) < s for every n < B;
///   (B) j + n0 + (c − 2)·min(n0, 1) ≥ p for every j and c ∈ {2, 3} that d_j allows;
///   (C) g(n + p) = g(n) + s for n0 ≤ n < n0 + (K + 1)p;
///   (D) for n0 + Kp ≤ M < n0 + (K + 2)p, every value below 2s is reached from M by a
///       *paired* move (one that removes j ∈ J3 and leaves a, b, c with b = c, or with
///       n0 ≤ b, c and Q(b) = Q(c); or removes j with bit 4 and leaves such b, c alone),
///       and every value below s·Q(M) by a paired move or a *one-large* move (every heap
///       it leaves but the largest is below B);
/// then g(n + p) = g(n) + s for every n ≥ n0. Returns the end of the window of (C).
pub fn arithmetic_proof<V: Copy + Into<u32>>(
    digits: &[u8],
    values: &[V],
    period: usize,
    start: usize,
    shift: u32,
) -> Option<usize> {
    let (p, n0, s) = (period, start, shift);
    let three: Vec<usize> = (0..digits.len()).filter(|&j| digits[j] & 8 != 0).collect();
    let (first, end) = (n0 + BASE_BLOCKS * p, n0 + (BASE_BLOCKS + 2) * p);
    if !s.is_power_of_two() || three.is_empty() || values.len() < end {
        return None;
    }
    // The check (D) visits about p·M·p/2 triples for each j: refuse what would take minutes.
    if p as f64 * end as f64 * p as f64 * three.len() as f64 > 2e9 {
        return None;
    }
    let g = |n: usize| -> u32 { values[n].into() };
    let condition_a = (0..n0 + p).all(|n| g(n) < s);
    let condition_b = digits.iter().enumerate().all(|(j, &d)| {
        let smallest = |c: usize| j + n0 + (c - 2) * n0.min(1);
        (d & 4 == 0 || smallest(2) >= p) && (d & 8 == 0 || smallest(3) >= p)
    });
    let condition_c = (n0..end - p).all(|n| g(n + p) == g(n).wrapping_add(s));
    let condition_d = condition_a
        && condition_b
        && condition_c
        && (first..end).all(|m| lower_blocks_reached(digits, &three, &g, (p, n0, s), m));
    if condition_d {
        Some(end - p)
    } else {
        None
    }
}

/// The check (D) at heap m: blocks 0 and 1 by paired moves, every block below Q(m) by paired
/// or one-large moves.
fn lower_blocks_reached(
    digits: &[u8],
    three: &[usize],
    g: &dyn Fn(usize) -> u32,
    (p, n0, s): (usize, usize, u32),
    m: usize,
) -> bool {
    let below = s as usize * ((m - n0) / p);
    // 1: by a one-large move, 2: by a paired move (which is enough for every block).
    let mut reached = vec![0u8; below];
    let mut mark = |v: u32, how: u8| {
        if let Some(r) = reached.get_mut(v as usize) {
            *r |= how;
        }
    };
    for &j in three.iter().filter(|&&j| j + 3 <= m) {
        paired_moves(m - j, p, n0, g, &mut |v| mark(v, 2));
    }
    // Two equal heaps, or two in one block, are paired too (their values cancel to below s).
    for (j, _) in digits.iter().enumerate().filter(|&(j, &d)| d & 4 != 0 && j + 2 <= m) {
        pairs_alone(m - j, p, n0, g, &mut |v| mark(v, 2));
    }
    let base = n0 + p;
    for (j, &d) in digits.iter().enumerate().filter(|&(j, _)| j < m) {
        let rest = m - j;
        if d & 2 != 0 {
            mark(g(rest), 1);
        }
        for x in (1..base).take_while(|&x| d & 4 != 0 && 2 * x <= rest) {
            mark(g(rest - x) ^ g(x), 1);
        }
        for x in (1..base).take_while(|&x| d & 8 != 0 && 3 * x <= rest) {
            for y in (x..base).take_while(|&y| x + 2 * y <= rest) {
                mark(g(rest - x - y) ^ g(x) ^ g(y), 1);
            }
        }
    }
    let low = (2 * s as usize).min(below);
    reached[..low].iter().all(|&r| r & 2 != 0) && reached.iter().all(|&r| r != 0)
}

/// Calls `mark` with the value of every way to leave `rest` tokens as two heaps b, c with
/// b = c, or with b < c in one block.
fn pairs_alone(
    rest: usize,
    p: usize,
    n0: usize,
    g: &dyn Fn(usize) -> u32,
    mark: &mut dyn FnMut(u32),
) {
    if rest % 2 == 0 {
        mark(0);
    }
    for b in n0.max(1)..(rest + 1) / 2 {
        if (b - n0) / p == (rest - b - n0) / p {
            mark(g(b) ^ g(rest - b));
        }
    }
}

/// Calls `mark` with the value of every way to leave `rest` tokens as three heaps a, b, c with
/// b = c, or with b < c in one block [n0 + hp, n0 + (h + 1)p) (so that Q(b) = Q(c)).
fn paired_moves(
    rest: usize,
    p: usize,
    n0: usize,
    g: &dyn Fn(usize) -> u32,
    mark: &mut dyn FnMut(u32),
) {
    for b in (1..).take_while(|&b| 2 * b < rest) {
        mark(g(rest - 2 * b));
    }
    let mut low = n0.max(1);
    // Blocks start at n0 + hp; the first usable block may start above heap 1.
    while 2 * low + 2 <= rest {
        let high = n0 + ((low - n0) / p + 1) * p;
        for b in low..high {
            for c in b + 1..high {
                if b + c >= rest {
                    break;
                }
                mark(g(rest - b - c) ^ g(b) ^ g(c));
            }
        }
        low = high;
    }
}

/// The last heap n < start with g(n + period) ≠ g(n) + shift, when there is one.
pub fn last_exception<V: Copy + Into<u32>>(
    values: &[V],
    period: usize,
    start: usize,
    shift: u32,
) -> Option<usize> {
    (0..start).rev().find(|&n| values[n + period].into() != values[n].into().wrapping_add(shift))
}

/// g(n) for any n from a proved period (arithmetic when shift > 0) and the table that proved
/// it; None when the value does not fit in 64 bits.
pub fn extend(values: &[u32], period: usize, start: usize, shift: u32, n: u64) -> Option<u64> {
    if (n as usize) < values.len() && n < usize::MAX as u64 {
        return Some(u64::from(values[n as usize]));
    }
    let (periods, offset) =
        ((n - start as u64) / period as u64, (n - start as u64) % period as u64);
    let base = u64::from(values[start + offset as usize]);
    periods.checked_mul(u64::from(shift))?.checked_add(base)
}
