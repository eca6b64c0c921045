//! Test-only game search over heaps, shared by the tests of the Nim-family binaries through
//! `#[path = "../kit/heaps.rs"] mod heaps;`. No theory here: only rules given by the caller.
// Each binary's tests use a different part of this file.
#![allow(dead_code)]

use std::collections::HashMap;

/// The positions one move leads to, for a move rule.
pub type Moves = fn(&[u64]) -> Vec<Vec<u64>>;

/// Memoised win/loss search: the player to move wins when some move leaves the opponent a
/// lost position; with no move the player to move has lost. The rule must end (no cycles).
pub struct Search {
    memo: HashMap<Vec<u64>, bool>,
    moves: Moves,
    multiset: bool,
}

impl Search {
    /// Positions are multisets of heaps: empty heaps are dropped and the rest sorted.
    pub fn heaps(moves: Moves) -> Search {
        Search { memo: HashMap::new(), moves, multiset: true }
    }

    /// Positions are vectors taken as they are (the order of the entries matters).
    pub fn vectors(moves: Moves) -> Search {
        Search { memo: HashMap::new(), moves, multiset: false }
    }

    pub fn mover_wins(&mut self, position: &[u64]) -> bool {
        let mut position = position.to_vec();
        if self.multiset {
            position.retain(|&h| h > 0);
            position.sort_unstable();
        }
        if let Some(&known) = self.memo.get(&position) {
            return known;
        }
        let wins = (self.moves)(&position).iter().any(|next| !self.mover_wins(next));
        self.memo.insert(position, wins);
        wins
    }
}

/// Every position reached by taking 1 to `most` items from one heap.
pub fn lower_one(heaps: &[u64], most: u64) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    for i in 0..heaps.len() {
        for smaller in heaps[i].saturating_sub(most)..heaps[i] {
            let mut next = heaps.to_vec();
            next[i] = smaller;
            all.push(next);
        }
    }
    all
}

/// Every multiset of 1 to `max_len` heaps of `min_size` to `max_size` items, sorted, shorter
/// ones first.
pub fn multisets(max_len: usize, min_size: u64, max_size: u64) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    let mut layer: Vec<Vec<u64>> = vec![vec![]];
    for _ in 0..max_len {
        let mut longer = Vec::new();
        for heaps in &layer {
            let from = heaps.last().copied().unwrap_or(min_size);
            for size in from..=max_size {
                let mut next = heaps.clone();
                next.push(size);
                longer.push(next);
            }
        }
        all.extend(longer.iter().cloned());
        layer = longer;
    }
    all
}

/// Every multiset of exactly `n` heaps of 0 to `max_size` items (every mixture of counts).
pub fn mixtures(n: usize, max_size: u64) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    mixtures_into(&mut vec![], n, 1, max_size, &mut all);
    all
}

fn mixtures_into(heaps: &mut Vec<u64>, n: usize, size: u64, max: u64, all: &mut Vec<Vec<u64>>) {
    if size > max {
        let mut full = vec![0; n - heaps.len()];
        full.extend_from_slice(heaps);
        all.push(full);
        return;
    }
    let before = heaps.len();
    while heaps.len() <= n {
        mixtures_into(heaps, n, size + 1, max, all);
        heaps.push(size);
    }
    heaps.truncate(before);
}

/// The sizes > 0 that occur an odd number of times. The others pair off: a pair G + G is
/// lost for the player to move (the second player copies every move in the other heap), so
/// adding it to a position does not change who wins (the winner of the rest answers moves
/// in the pair by copying). So the rest decides, and is small enough to search.
pub fn odd_rest(heaps: &[u64]) -> Vec<u64> {
    let mut count: HashMap<u64, usize> = HashMap::new();
    for &h in heaps.iter().filter(|&&h| h > 0) {
        *count.entry(h).or_insert(0) += 1;
    }
    count.iter().filter(|&(_, &c)| c % 2 == 1).map(|(&h, _)| h).collect()
}

/// Who wins one heap of any size, from the search's first 3·`period` one-heap entries. Valid
/// when an entry depends only on the `period` entries before it (the caller says why): then
/// a window of `period` entries that repeats `period` places later repeats for ever (checked
/// here, not assumed).
pub struct OneHeap {
    table: Vec<bool>,
    period: u64,
}

impl OneHeap {
    pub fn new(search: &mut Search, period: u64) -> OneHeap {
        let table: Vec<bool> = (0..3 * period).map(|h| search.mover_wins(&[h])).collect();
        let p = period as usize;
        assert_eq!(&table[p..2 * p], &table[2 * p..3 * p], "period {} from x = {} on", p, p);
        OneHeap { table, period }
    }

    pub fn wins(&self, x: u64) -> bool {
        if x < self.period {
            self.table[x as usize]
        } else {
            self.table[(self.period + x % self.period) as usize]
        }
    }
}

/// Asserts that `solution` says what the search says on every position, and that both
/// verdicts are common (more than `min_losses` lost positions, and fewer lost than won), so
/// that the comparison is not against a constant. Gives the search's verdicts, in order.
pub fn agree_on(
    search: &mut Search,
    positions: &[Vec<u64>],
    solution: &dyn Fn(&[u64]) -> bool,
    min_losses: usize,
) -> Vec<bool> {
    let verdicts: Vec<bool> = positions.iter().map(|p| search.mover_wins(p)).collect();
    for (position, &wins) in positions.iter().zip(&verdicts) {
        assert_eq!(solution(position), wins, "position {:?}", position);
    }
    let losses = verdicts.iter().filter(|&&wins| !wins).count();
    assert!(losses > min_losses && losses < positions.len() / 2, "both: {} losses", losses);
    verdicts
}
