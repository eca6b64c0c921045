//! Grundy values of one heap by the plain mex: g(n) = the least value that no move from a heap
//! of n reaches, where a move leaving several heaps reaches the XOR of their values.
//!
//! `Plain` grows the table one heap at a time and can be resumed, so the period prover and the
//! sparse-space method can take over from it. Each heap's options are marked in a stamp array
//! (stamp = the heap, never cleared), so one heap costs one pass over its options.
//!
//! Subtraction sets go through `Counted` (subtract.rs), which handles thousands of members
//! and tails.

use crate::game::{Game, Rule};
use crate::subtract::Counted;

/// The table g(0), g(1), … of one game, grown on demand by the plain mex.
pub struct Plain {
    game: Game,
    pub values: Vec<u32>,
    stamp: Vec<u32>,
    largest: u32,
    /// For subtraction sets.
    counted: Option<Counted>,
    /// Misère values (subtraction sets only): 1 at a heap with no move.
    misere: bool,
}

impl Plain {
    pub fn new(game: &Game) -> Plain {
        let counted = match &game.rule {
            Rule::Subtract { members, tail_from } => Some(Counted::new(members, *tail_from)),
            _ => None,
        };
        let (values, stamp) = (Vec::new(), Vec::new());
        Plain { game: game.clone(), values, stamp, largest: 0, counted, misere: false }
    }

    /// True once a subtraction set's heaps went through two threads (`subtract.rs`).
    #[cfg(test)]
    pub fn pipelined(&self) -> bool {
        self.counted.as_ref().map_or(false, |counted| counted.pipelined)
    }

    /// Computes every g(n), n ≤ last.
    pub fn extend_to(&mut self, last: usize) {
        while self.values.len() <= last {
            let n = self.values.len();
            if let Some(counted) = &mut self.counted {
                // Whole blocks of heaps at once where they can go so (the mex as below: a
                // misère value differs only below every removal).
                let end = counted.blocks_end(n, last);
                if end > n {
                    self.largest = counted.extend_in_blocks(&mut self.values, end, self.largest);
                    continue;
                }
            }
            let g = self.next_value(n);
            self.largest = self.largest.max(g);
            self.values.push(g);
        }
    }

    /// g(n) from g(0..n): mark every option with the stamp n + 1, then take the mex.
    fn next_value(&mut self, n: usize) -> u32 {
        // An XOR of values below 2^k stays below 2^k: size the stamps to the next power of two.
        let needed = (self.largest as usize + 1).next_power_of_two() * 2;
        if self.stamp.len() < needed {
            self.stamp.resize(needed, 0);
        }
        let mark = n as u32 + 1;
        let g = &self.values;
        let stamp = &mut self.stamp;
        match &self.game.rule {
            Rule::Code(digits) => {
                for (j, &d) in digits.iter().enumerate() {
                    if j <= n && d != 0 {
                        mark_leaves(g, n - j, d, stamp, mark);
                    }
                }
            }
            Rule::Subtract { members, tail_from } => {
                let counted = self.counted.as_mut().expect("a subtraction set is counted");
                let mex = counted.value(g, n, stamp, mark, usize::MAX) as u32;
                // Below every removal a heap has no move: misère value 1.
                let least = members.first().copied().or(*tail_from).unwrap_or(u64::MAX);
                return if self.misere && (n as u64) < least { 1 } else { mex };
            }
            Rule::Grundy => {
                for a in 1..(n + 1) / 2 {
                    stamp[(g[a] ^ g[n - a]) as usize] = mark;
                }
            }
            Rule::Split { parts } => mark_parts(g, n, *parts, (1, 0), 0, stamp, mark),
            Rule::SplitUnequal { parts } => mark_parts(g, n, *parts, (1, 1), 0, stamp, mark),
        }
        let mut v = 0;
        while stamp[v] == mark {
            v += 1;
        }
        v as u32
    }
}

/// Marks what leaving m tokens reaches under digit d (bit 1: no heap, 2: one, 4: two, 8: three).
fn mark_leaves(g: &[u32], m: usize, d: u8, stamp: &mut [u32], mark: u32) {
    if d & 1 != 0 && m == 0 {
        stamp[0] = mark;
    }
    if d & 2 != 0 && m >= 1 {
        stamp[g[m] as usize] = mark;
    }
    if d & 4 != 0 {
        for a in 1..=m / 2 {
            stamp[(g[a] ^ g[m - a]) as usize] = mark;
        }
    }
    if d & 8 != 0 {
        mark_parts(g, m, 3, (1, 0), 0, stamp, mark);
    }
}

/// Marks the XOR of every split of m into `parts` non-decreasing parts of at least `least`,
/// each at least `gap` more than the one before, XORed with `acc`.
fn mark_parts(
    g: &[u32],
    m: usize,
    parts: u32,
    (least, gap): (usize, usize),
    acc: u32,
    stamp: &mut [u32],
    mark: u32,
) {
    if parts == 1 {
        if m >= least {
            stamp[(acc ^ g[m]) as usize] = mark;
        }
        return;
    }
    if parts == 2 {
        // The last two parts a and m − a in one loop: most of the work is here.
        let mut a = least;
        while 2 * a + gap <= m {
            stamp[(acc ^ g[a] ^ g[m - a]) as usize] = mark;
            a += 1;
        }
        return;
    }
    let mut a = least;
    while a * parts as usize <= m {
        mark_parts(g, m - a, parts - 1, (a + gap, gap), acc ^ g[a], stamp, mark);
        a += 1;
    }
}

/// Roughly how many options the plain mex visits to compute every heap up to `last` (for
/// refusing work that would take hours).
pub fn plain_work(game: &Game, last: u64) -> f64 {
    let n = last as f64;
    match &game.rule {
        Rule::Code(digits) => {
            let or = digits.iter().fold(0, |acc, d| acc | d);
            let count = |bit: u8| digits.iter().filter(|&&d| d & bit != 0).count() as f64;
            if or & 8 != 0 {
                count(8) * n * n * n / 36.0 + count(4) * n * n / 4.0
            } else if or & 4 != 0 {
                count(4) * n * n / 4.0
            } else {
                n * digits.len() as f64
            }
        }
        Rule::Subtract { members, tail_from } => {
            // Each listed removal is visited once, or twice with the non-members listed.
            n * (Counted::new(members, *tail_from).visits() + 1.0)
        }
        Rule::Grundy => n * n / 4.0,
        // A heap m has about m^(k−1)/(k!·(k−1)!) splits into k parts; summed over m ≤ n.
        Rule::Split { parts } | Rule::SplitUnequal { parts } => {
            let k = *parts as i32;
            let factorial: f64 = (1..=k).map(f64::from).product();
            n.powi(k) / (factorial * factorial)
        }
    }
}

/// The misère values of a game that never splits: g⁻ = 1 for a heap with no move (the player
/// to move has won: the opponent made the last move), else the mex of g⁻ over the options.
/// The heap is a misère P-position exactly when g⁻(n) = 0.
pub fn misere_values(game: &Game, last: usize) -> Vec<u32> {
    if let Rule::Subtract { .. } = game.rule {
        // The mex of the options as in normal play (`Counted`), over the misère values.
        let mut plain = Plain::new(game);
        plain.misere = true;
        plain.extend_to(last);
        return plain.values;
    }
    let mut values: Vec<u32> = Vec::with_capacity(last + 1);
    for n in 0..=last {
        if n == 0 {
            values.push(1);
            continue;
        }
        let moves = game.moves(n as u64);
        if moves.is_empty() {
            values.push(1);
            continue;
        }
        let mut reached: Vec<u32> =
            moves.iter().map(|left| left.first().map_or(1, |&h| values[h as usize])).collect();
        reached.sort_unstable();
        reached.dedup();
        let mex = reached.iter().enumerate().find(|&(i, &v)| i as u32 != v);
        values.push(mex.map_or(reached.len() as u32, |(i, _)| i as u32));
    }
    values
}
