//! Grundy values of one heap by the plain mex: g(n) = the least value that no move from a heap
//! of n reaches, where a move leaving several heaps reaches the XOR of their values.
//!
//! `Plain` grows the table one heap at a time and can be resumed, so the period prover and the
//! sparse-space method can take over from it. Each heap's options are marked in a stamp array
//! (stamp = the heap, never cleared), so one heap costs one pass over its options.
//!
//! A subtraction set may have thousands of members, or a tail (every s from t on), whose
//! options are every heap up to n − t. There the values of a range of heaps are counted as
//! the heaps go by (`Counted`), and a heap visits only the members below the tail, or only
//! the non-members when they are fewer (the counted range then holds every removal, and the
//! non-members are taken out of it).

use crate::game::{Game, Rule};

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

    /// Computes every g(n), n ≤ last.
    pub fn extend_to(&mut self, last: usize) {
        while self.values.len() <= last {
            let n = self.values.len();
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
                let mex = counted.value(g, n, stamp, mark) as u32;
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

/// A subtraction set's options from counts of values. Removing s ∈ S from n leaves n − s. With
/// a tail (every s ≥ t), `top` is t − 1; else it is the largest member.
/// - *Members listed* (`complement` false): a heap marks g(n − s) for each member s ≤ top; with
///   a tail, the heaps 0..=n − t are counted, and every value below the least uncounted one is
///   an option.
/// - *Non-members listed* (`complement` true): the heaps n − top..n − 1 (with a tail: 0..n − 1)
///   are counted; a value is an option unless each heap counted with it is n − e for a listed
///   non-member e. So g(n) is the least uncounted value, or a listed heap's value whose every
///   counted heap is listed, whichever is smaller.
struct Counted {
    complement: bool,
    /// The members (or the non-members) of 1..=top, increasing.
    listed: Vec<usize>,
    top: usize,
    tail: bool,
    /// count[v]: the counted heaps with value v.
    count: Vec<u32>,
    /// The least value with count 0, kept only with a tail (the counted heaps only grow).
    least_uncounted: usize,
    /// Bit v of word v / 64 set when count[v] is 0, kept without a tail (a sliding range).
    uncounted: Vec<u64>,
}

impl Counted {
    fn new(members: &[u64], tail_from: Option<u64>) -> Counted {
        let top = tail_from.map_or(members.last().map_or(0, |&s| s as usize), |t| t as usize - 1);
        let members: Vec<usize> = members.iter().map(|&s| s as usize).collect();
        let others: Vec<usize> = (1..=top).filter(|s| members.binary_search(s).is_err()).collect();
        // The non-members are visited twice (out of the counts and back): list them only when
        // they are fewer than half the members.
        let complement = 2 * others.len() < members.len();
        Counted {
            complement,
            listed: if complement { others } else { members },
            top,
            tail: tail_from.is_some(),
            count: Vec::new(),
            least_uncounted: 0,
            uncounted: Vec::new(),
        }
    }

    /// Counts heap h's value g[h] (add 1) or takes it out (add u32::MAX, that is −1).
    fn add(&mut self, g: &[u32], h: usize, change: u32) {
        let v = g[h] as usize;
        self.make_room(v + 1);
        self.count[v] = self.count[v].wrapping_add(change);
        let (word, bit) = (v / 64, 1u64 << (v % 64));
        if self.count[v] == 0 {
            self.uncounted[word] |= bit;
        } else {
            self.uncounted[word] &= !bit;
        }
    }

    /// Room for the values up to `v` (and one more word of uncounted values beyond).
    fn make_room(&mut self, v: usize) {
        if self.count.len() <= v {
            let len = (2 * (v + 1)).next_power_of_two().max(64);
            self.count.resize(len, 0);
            self.uncounted.resize(len / 64 + 1, u64::MAX);
        }
    }

    /// g(n) from g(0..n), the heaps counted so far being those for heap n − 1.
    fn value(&mut self, g: &[u32], n: usize, stamp: &mut [u32], mark: u32) -> usize {
        // Move the counted range to the one for heap n.
        if self.complement {
            if n >= 1 {
                self.add(g, n - 1, 1);
            }
            if !self.tail && n > self.top {
                self.add(g, n - self.top - 1, u32::MAX);
            }
        } else if self.tail && n > self.top {
            self.add(g, n - self.top - 1, 1);
        }
        self.make_room(1);
        if self.tail {
            while self.count.get(self.least_uncounted).map_or(false, |&c| c > 0) {
                self.least_uncounted += 1;
            }
        }
        let reach =
            if n > self.top { self.listed.len() } else { self.listed.partition_point(|&s| s <= n) };
        let listed = &self.listed[..reach];
        if !self.complement {
            for &s in listed {
                stamp[g[n - s] as usize] = mark;
            }
            let mut v = self.least_uncounted;
            while stamp[v] == mark || self.count.get(v).map_or(false, |&c| c > 0) {
                v += 1;
            }
            return v;
        }
        let mut least = if self.tail {
            self.least_uncounted
        } else {
            let word = self.uncounted.iter().position(|&w| w != 0).expect("a last word of ones");
            word * 64 + self.uncounted[word].trailing_zeros() as usize
        };
        // Take the listed heaps out of the counts for a moment: a value whose count drops to 0
        // had only listed heaps.
        for &e in listed {
            let v = g[n - e] as usize;
            self.count[v] -= 1;
            if self.count[v] == 0 {
                least = least.min(v);
            }
        }
        for &e in listed {
            self.count[g[n - e] as usize] += 1;
        }
        least
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
            let counted = Counted::new(members, *tail_from);
            let visits = counted.listed.len() * if counted.complement { 2 } else { 1 };
            n * (visits as f64 + 1.0)
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
