//! The transposition table, shared by every thread of a search; and the exact solver's small
//! table of each thread (`LocalTable`, positions of 7 to 9 empties).
//!
//! 2^TABLE_BITS entries (SOLVER_TABLE_BITS for `--solve`, NBoard and GTP) in pairs, a pair on
//! one 64-byte cache line. An entry holds a position (the mover's and the opponent's discs),
//! the bounds of its value, the depth searched (the empties, for the exact solver), the best
//! move, the search that wrote it and whether it is an exact solver's entry (bounds of the
//! official difference, facts about the position whatever search proved them) or the midgame
//! search's (valid for that search only).
//!
//! **Threads.** The table is shared without locks and without `unsafe`: an entry is three
//! atomic words, the data and each half of the key XORed with the data (Hyatt's lockless
//! hashing). Two threads writing one entry at once may leave words of both; the key then no
//! longer matches and the entry reads as absent, so a bound read is always one some search
//! proved. Relaxed atomic loads and stores are plain moves on x86-64 and AArch64.
//!
//! **Slots.** The midgame search uses the first slot of the position's pair and overwrites
//! it. The exact solver keeps the slot that already holds the position, else replaces the
//! one from an older search or with fewer empties.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// The table has 2^TABLE_BITS entries (64 MB): 2^20, 2^22 and 2^23 were within ±5 % of the
/// time on the self-play endgames of 20-26 empties.
pub(crate) const TABLE_BITS: u32 = 21;

/// The table of `--solve`, NBoard and GTP (the programs that solve long endgames; the console
/// and matches keep TABLE_BITS): 2^SOLVER_TABLE_BITS entries (256 MB). On FFO #45, 2^23
/// entries searched 320 M nodes where 2^21 searched 414 M (the proofs of the root's first
/// tests were lost before its last one); 2^25 no fewer. NBoard's `go` after `set depth 60`
/// took 11.1 s there against 14.6 s with 2^21 (one thread).
pub(crate) const SOLVER_TABLE_BITS: u32 = 23;

/// Searches are numbered modulo 2^15 (the number 0 is never used: an empty entry has it).
pub(crate) const SEARCH_MASK: u32 = 0x7fff;

/// An entry's contents (its position is its key). The bounds fit in 16 bits: midgame values
/// lie within ±INFINITY (30,000), exact ones within ±64.
#[derive(Clone, Copy, Default, Debug, PartialEq)]
pub(crate) struct Entry {
    pub(crate) lower: i32,
    pub(crate) upper: i32,
    pub(crate) depth: u8,
    pub(crate) best: u8,
    /// The search that wrote the entry: older midgame entries are ignored, so nothing is
    /// cleared (older exact ones are kept: see `Engine::keep_exact`).
    pub(crate) search: u32,
    /// An exact solver's entry (bounds of the official difference, `depth` its empties), not
    /// the midgame search's.
    pub(crate) exact: bool,
}

impl Entry {
    fn pack(self) -> u64 {
        u64::from(self.lower as i16 as u16)
            | u64::from(self.upper as i16 as u16) << 16
            | u64::from(self.depth) << 32
            | u64::from(self.best) << 40
            | u64::from(self.search & SEARCH_MASK) << 48
            | u64::from(self.exact) << 63
    }

    fn unpack(data: u64) -> Entry {
        Entry {
            lower: i32::from(data as u16 as i16),
            upper: i32::from((data >> 16) as u16 as i16),
            depth: (data >> 32) as u8,
            best: (data >> 40) as u8,
            search: (data >> 48) as u32 & SEARCH_MASK,
            exact: data >> 63 == 1,
        }
    }
}

/// One entry: the mover's discs ^ data, the opponent's ^ data, data.
#[derive(Default)]
struct Slot([AtomicU64; 3]);

/// Two entries on one cache line (64 bytes).
#[derive(Default)]
#[repr(align(64))]
pub(crate) struct Pair([Slot; 2]);

pub(crate) struct Table {
    pairs: Vec<Pair>,
    /// 64 less the table's bits: a position's hash shifted right by this is its slot.
    shift: u32,
}

impl Table {
    /// A table of 2^`bits` entries.
    pub(crate) fn new(bits: u32) -> Table {
        let pairs = (0..1usize << (bits - 1)).map(|_| Pair::default()).collect();
        Table { pairs, shift: 64 - bits }
    }

    /// Empties every entry.
    pub(crate) fn clear(&self) {
        for pair in &self.pairs {
            for slot in &pair.0 {
                for word in &slot.0 {
                    word.store(0, Relaxed);
                }
            }
        }
    }

    /// The position's slot for the midgame search; the exact solver uses both of its pair
    /// (`slot & !1` and the next).
    #[inline(always)]
    pub(crate) fn slot(&self, mover: u64, opponent: u64) -> usize {
        (hash(mover, opponent) >> self.shift) as usize
    }

    #[inline(always)]
    fn at(&self, slot: usize) -> &Slot {
        &self.pairs[slot >> 1].0[slot & 1]
    }

    /// The entry in `slot` if it holds the position.
    #[inline(always)]
    pub(crate) fn read(&self, slot: usize, mover: u64, opponent: u64) -> Option<Entry> {
        let words = &self.at(slot).0;
        let data = words[2].load(Relaxed);
        if words[0].load(Relaxed) ^ data == mover && words[1].load(Relaxed) ^ data == opponent {
            Some(Entry::unpack(data))
        } else {
            None
        }
    }

    /// The search number of whatever entry `slot` holds (0: none), and whether it is exact.
    #[inline(always)]
    fn owner(&self, slot: usize) -> Entry {
        Entry::unpack(self.at(slot).0[2].load(Relaxed))
    }

    #[inline(always)]
    pub(crate) fn write(&self, slot: usize, mover: u64, opponent: u64, entry: Entry) {
        let data = entry.pack();
        let words = &self.at(slot).0;
        words[0].store(mover ^ data, Relaxed);
        words[1].store(opponent ^ data, Relaxed);
        words[2].store(data, Relaxed);
    }

    /// The midgame entry of the position from search `search`, if any.
    #[inline(always)]
    pub(crate) fn midgame_entry(&self, search: u32, mover: u64, opponent: u64) -> Option<Entry> {
        let slot = self.slot(mover, opponent);
        self.read(slot, mover, opponent).filter(|e| !e.exact && e.search == search)
    }

    /// The exact bounds of the position (from search `search`, or any with `keep`), if any.
    #[inline(always)]
    pub(crate) fn exact_entry(
        &self,
        search: u32,
        keep: bool,
        mover: u64,
        opponent: u64,
    ) -> Option<Entry> {
        let slot = self.slot(mover, opponent) & !1;
        for i in 0..2 {
            if let Some(entry) = self.read(slot + i, mover, opponent) {
                if entry.exact && (entry.search == search || keep) {
                    return Some(entry);
                }
            }
        }
        None
    }

    /// Keeps exact bounds (lower, upper) of the position, with those the table holds for it
    /// already (which stay true), in the slot of the pair that holds the position already,
    /// else the one from an older search or with fewer empties.
    pub(crate) fn store_exact(
        &self,
        search: u32,
        keep: bool,
        (mover, opponent): (u64, u64),
        (lower, upper): (i32, i32),
        empties: u32,
        best: u32,
    ) {
        let slot = self.slot(mover, opponent) & !1;
        let mut held = [None, None];
        for (i, entry) in held.iter_mut().enumerate() {
            *entry = self
                .read(slot + i, mover, opponent)
                .filter(|e| e.search == search || (e.exact && keep));
        }
        let rank = |i: usize| {
            let e = self.owner(slot + i);
            if e.search != search {
                0
            } else {
                1 + u32::from(e.depth)
            }
        };
        let i = if held[0].is_some() || (held[1].is_none() && rank(0) <= rank(1)) { 0 } else { 1 };
        let (mut lower, mut upper) = (lower, upper);
        if let Some(old) = held[i].filter(|e| e.exact) {
            lower = lower.max(old.lower);
            upper = upper.min(old.upper);
        }
        let entry =
            Entry { lower, upper, depth: empties as u8, best: best as u8, search, exact: true };
        self.write(slot + i, mover, opponent, entry);
    }
}

/// A hash of a position, whose high bits pick its entry in a table.
#[inline(always)]
fn hash(mover: u64, opponent: u64) -> u64 {
    (mover.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ opponent.rotate_left(29))
        .wrapping_mul(0xbf58_476d_1ce4_e5b9)
}

/// The exact solver's table for the positions of 7 to 9 empties (`Engine::solve_mid`), one
/// for each thread (the shared table keeps 10 empties and more): 2^LOCAL_BITS entries, 192 KB,
/// within a core's L2 cache, each always replaced. Its entries are exact bounds, kept between
/// searches as the shared table's are (`keep`).
pub(crate) struct LocalTable {
    /// Three words an entry: the mover's discs, the opponent's, and lower + 64 (bits 0-7),
    /// upper + 64 (bits 8-15) and the search (bits 16-31). An empty entry is all 0 (no
    /// position lacks discs). Allocated at the first store (a helper thread may store none).
    words: Vec<u64>,
}

/// On FFO #53 (28 empties, one thread) the local table took the exact solver from 2,337 M
/// nodes and 76 s to 2,044 M and 71 s; 2^12, 2^13 and 2^14 entries were alike on FFO #45 and
/// #49-#52 (1,352 M, 1,346 M and 1,341 M nodes against 1,569 M), and 2^15 was slower.
const LOCAL_BITS: u32 = 13;

impl LocalTable {
    pub(crate) fn new() -> LocalTable {
        LocalTable { words: Vec::new() }
    }

    #[inline(always)]
    fn index(mover: u64, opponent: u64) -> usize {
        3 * (hash(mover, opponent) >> (64 - LOCAL_BITS)) as usize
    }

    /// The bounds (lower, upper) of the position's exact value it holds (from search
    /// `search`, or any with `keep`), if any.
    #[inline(always)]
    pub(crate) fn bounds(
        &self,
        search: u32,
        keep: bool,
        mover: u64,
        opponent: u64,
    ) -> Option<(i32, i32)> {
        let i = LocalTable::index(mover, opponent);
        let entry = self.words.get(i..i + 3)?;
        if entry[0] != mover || entry[1] != opponent {
            return None;
        }
        let data = entry[2];
        if !keep && (data >> 16) as u32 != search {
            return None;
        }
        Some(((data & 0xff) as i32 - 64, (data >> 8 & 0xff) as i32 - 64))
    }

    /// Keeps exact bounds (lower, upper) of the position, each within −64..64, with those it
    /// holds for the position already (which stay true).
    #[inline(always)]
    pub(crate) fn store(
        &mut self,
        search: u32,
        keep: bool,
        (mover, opponent): (u64, u64),
        (lower, upper): (i32, i32),
    ) {
        if self.words.is_empty() {
            self.words = vec![0; 3 << LOCAL_BITS];
        }
        let (mut lower, mut upper) = (lower, upper);
        if let Some((old_lower, old_upper)) = self.bounds(search, keep, mover, opponent) {
            lower = lower.max(old_lower);
            upper = upper.min(old_upper);
        }
        let i = LocalTable::index(mover, opponent);
        let data = (lower + 64) as u64 | ((upper + 64) as u64) << 8 | u64::from(search) << 16;
        self.words[i..i + 3].copy_from_slice(&[mover, opponent, data]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_of_entries_is_a_cache_line() {
        assert_eq!(std::mem::size_of::<Pair>(), 64);
        assert_eq!(std::mem::align_of::<Pair>(), 64);
    }

    #[test]
    fn entries_read_back_and_other_positions_miss() {
        let table = Table::new(TABLE_BITS);
        let entry =
            Entry { lower: -30_000, upper: 17, depth: 22, best: 63, search: 5, exact: true };
        let slot = table.slot(1, 2) & !1;
        table.write(slot, 1, 2, entry);
        assert_eq!(table.read(slot, 1, 2), Some(entry));
        assert_eq!(table.read(slot, 1, 3), None);
        assert_eq!(table.read(slot + 1, 1, 2), None);
        table.clear();
        assert_eq!(table.read(slot, 1, 2), None);
    }

    #[test]
    fn local_entries_read_back_tightened_and_other_positions_miss() {
        let mut local = LocalTable::new();
        assert_eq!(local.bounds(1, true, 1, 2), None);
        local.store(1, true, (1, 2), (-64, 10));
        local.store(1, true, (1, 2), (-6, 64));
        assert_eq!(local.bounds(1, true, 1, 2), Some((-6, 10)));
        assert_eq!(local.bounds(2, false, 1, 2), None);
        assert_eq!(local.bounds(2, true, 1, 2), Some((-6, 10)));
        assert_eq!(local.bounds(1, true, 1, 3), None);
        local.store(3, false, (1, 2), (64, 64));
        assert_eq!(local.bounds(3, false, 1, 2), Some((64, 64)));
    }
}
