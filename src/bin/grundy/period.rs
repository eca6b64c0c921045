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
//! largest part may make it equal to another), and so are infinite subtraction sets: their
//! patterns are reported as observed only. So are arithmetic periods g(n + p) = g(n) + s.

use crate::game::{Game, Rule};

/// What the table says about the period.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// g(n + period) = g(n) for all n ≥ start, proved by checking n < window_end.
    Proved { period: usize, start: usize, window_end: usize },
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
                return Verdict::Proved { period, start, window_end: end };
            }
        }
        if observed == Verdict::None && repeats {
            let needed = window_end(game, period, start).map(|end| end + period);
            observed = Verdict::Observed { period, start, shift: 0, needed };
        }
    }
    if observed == Verdict::None {
        observed = arithmetic(values);
    }
    observed
}

/// An arithmetic period: g(n + p) = g(n) + s with s > 0, repeated at least three times.
fn arithmetic<V: Copy + Into<u32>>(values: &[V]) -> Verdict {
    let len = values.len();
    for period in 1..=len / 4 {
        let (last, before) = (values[len - 1].into(), values[len - 1 - period].into());
        if last <= before {
            continue;
        }
        let shift = last - before;
        let start = start_of(values, period, shift);
        if len - start >= 3 * period + period.max(100) {
            return Verdict::Observed { period, start, shift, needed: None };
        }
    }
    Verdict::None
}

/// g(n) for any n from a proved period and the table that proved it.
pub fn extend(values: &[u32], period: usize, start: usize, n: u64) -> u32 {
    if (n as usize) < values.len() && n < usize::MAX as u64 {
        return values[n as usize];
    }
    let offset = (n - start as u64) % period as u64;
    values[start + offset as usize]
}
