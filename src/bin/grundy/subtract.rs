//! The plain mex of subtraction sets with thousands of members, or a tail (every s from t on),
//! whose options are then every heap up to n − t.
//!
//! - The values of a range of heaps are counted as the heaps go by, so a tail costs nothing,
//!   and a heap visits only the members below the tail, or only the non-members when they are
//!   far fewer (the counted range then holds every removal, and the non-members are taken out
//!   of it).
//! - With the members listed, heaps go in blocks of BLOCK: a member of BLOCK or more leaves
//!   heaps before the block, BLOCK of them side by side, so it is visited once for the whole
//!   block; then each heap in turn takes the smaller members and its mex.
//! - A long run of blocks goes through two threads (`pipeline`): the larger members leave heaps
//!   computed long before, so a marker thread stamps their options a few blocks ahead while
//!   this thread computes the current block.

use std::sync::mpsc::{channel, Receiver, Sender};

use crate::sparse::{receive, spin_tries};

/// Heaps computed together (see `extend_in_blocks`). A member's visit there costs about 0.6 of
/// one alone or of a non-member's (measured: 0.4 against 0.7 ns).
const BLOCK: usize = 16;
const BLOCKED_VISIT: f64 = 0.6;
/// The non-members are listed when they are fewer than the members by this factor: each is
/// visited twice (out of the counts and back), one heap at a time, while the members go in
/// blocks, and in two threads where there are two cores (the times cross at about 3 and 6
/// to 1, measured with sets of 3100 and 3500 members below 4096, to heap 10^6).
const COMPLEMENT_FACTOR: [usize; 2] = [3, 6];
/// Blocks the marker of a pipeline stamps ahead of the one being computed (so its members are
/// at least AHEAD · BLOCK). A pipeline runs for PIPELINE_FROM heaps or more, when the marker's
/// share of the members holds PIPELINE_FAR or more.
const AHEAD: usize = 4;
const PIPELINE_FROM: usize = 1 << 14;
const PIPELINE_FAR: usize = 256;
/// The main thread takes the smallest 40 % of the members, as it also finishes each block:
/// with half of them it waited for the marker (sets of 2000 and 3500 members 5-10 % slower).
const MAIN_PERCENT: usize = 40;

/// A subtraction set's options from counts of values. Removing s ∈ S from n leaves n − s. With
/// a tail (every s ≥ t), `top` is t − 1; else it is the largest member.
/// - *Members listed* (`complement` false): a heap marks g(n − s) for each member s ≤ top; with
///   a tail, the heaps 0..=n − t are counted, and every value below the least uncounted one is
///   an option.
/// - *Non-members listed* (`complement` true): the heaps n − top..n − 1 (with a tail: 0..n − 1)
///   are counted; a value is an option unless each heap counted with it is n − e for a listed
///   non-member e. So g(n) is the least uncounted value, or a listed heap's value whose every
///   counted heap is listed, whichever is smaller.
pub struct Counted {
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
    /// The stamps of a block (one thread).
    block: BlockStamps,
    /// True once a pipeline has computed heaps.
    pub pipelined: bool,
}

impl Counted {
    pub fn new(members: &[u64], tail_from: Option<u64>) -> Counted {
        let top = tail_from.map_or(members.last().map_or(0, |&s| s as usize), |t| t as usize - 1);
        let members: Vec<usize> = members.iter().map(|&s| s as usize).collect();
        let others: Vec<usize> = (1..=top).filter(|s| members.binary_search(s).is_err()).collect();
        let factor = COMPLEMENT_FACTOR[usize::from(spin_tries() > 0)];
        let complement = factor * others.len() < members.len();
        Counted {
            complement,
            listed: if complement { others } else { members },
            top,
            tail: tail_from.is_some(),
            count: Vec::new(),
            least_uncounted: 0,
            uncounted: Vec::new(),
            block: BlockStamps::new(),
            pipelined: false,
        }
    }

    /// Roughly the steps of one heap, in visits of a member alone.
    pub fn visits(&self) -> f64 {
        let listed = self.listed.len() as f64;
        if self.complement {
            2.0 * listed
        } else {
            BLOCKED_VISIT * listed
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

    /// g(n) from g(0..n), the heaps counted so far being those for heap n − 1; of the members
    /// listed, those below `visit_below` are visited (the others are stamped already).
    pub fn value<Mark: Copy + PartialEq>(
        &mut self,
        g: &[u32],
        n: usize,
        stamp: &mut [Mark],
        mark: Mark,
        visit_below: usize,
    ) -> usize {
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
        let reach = if n > self.top && visit_below > self.top {
            self.listed.len()
        } else {
            self.listed.partition_point(|&s| s <= n && s < visit_below)
        };
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

    /// Where the heaps from n on can go in whole blocks, up to `last`: the end of the last
    /// whole block, or n itself when they cannot (the non-members listed, a member not yet
    /// applying, no member of BLOCK or more).
    pub fn blocks_end(&self, n: usize, last: usize) -> usize {
        if self.complement || n <= self.top || self.top < BLOCK {
            return n;
        }
        n + (last + 1).saturating_sub(n) / BLOCK * BLOCK
    }

    /// The heaps g.len()..end (`blocks_end`) in blocks; a long run in two threads. Returns
    /// the largest value so far, given the one before.
    pub fn extend_in_blocks(&mut self, g: &mut Vec<u32>, end: usize, largest: u32) -> u32 {
        let mut largest = largest;
        if end - g.len() >= PIPELINE_FROM {
            if let Some(from) = self.marker_from() {
                largest = self.pipeline(g, end, from, largest);
            }
        }
        let mut stamps = std::mem::replace(&mut self.block, BlockStamps::new());
        let from = self.listed.partition_point(|&s| s < BLOCK);
        while g.len() < end {
            let n0 = g.len();
            // A heap's value is at most one more than the largest before it.
            stamps.new_mark(largest as usize + BLOCK);
            stamps.mark_members(&self.listed[from..], g, n0);
            largest = self.finish_block(g, &mut stamps, largest);
        }
        self.block = stamps;
        largest
    }

    /// The values of the block from g.len() whose options through the members of BLOCK or
    /// more are stamped: each heap takes the smaller members in turn (`value`).
    fn finish_block(&mut self, g: &mut Vec<u32>, stamps: &mut BlockStamps, largest: u32) -> u32 {
        let (n0, mark, mut largest) = (g.len(), stamps.mark, largest);
        for (i, reached) in stamps.data.chunks_mut(stamps.slot).enumerate() {
            let v = self.value(g, n0 + i, reached, mark, BLOCK) as u32;
            largest = largest.max(v);
            g.push(v);
        }
        largest
    }

    /// The least member the marker of a pipeline takes (the members above the smallest
    /// MAIN_PERCENT %, each at least AHEAD · BLOCK): None with one core or when it would take
    /// fewer than PIPELINE_FAR.
    fn marker_from(&self) -> Option<usize> {
        let from = (*self.listed.get(self.listed.len() * MAIN_PERCENT / 100)?).max(AHEAD * BLOCK);
        let far = self.listed.len() - self.listed.partition_point(|&s| s < from);
        if far < PIPELINE_FAR || spin_tries() == 0 {
            return None;
        }
        Some(from)
    }

    /// Blocks from g.len() up to `end` in two threads: a marker thread stamps the options
    /// through the members from `from` on, AHEAD blocks ahead (they leave heaps computed
    /// already), while this thread stamps those through the members of BLOCK to `from` and
    /// finishes the block. The marker keeps the values it needs; values and stamps go through
    /// channels. Returns the largest value so far; stops early only if the marker stopped.
    fn pipeline(&mut self, g: &mut Vec<u32>, end: usize, from: usize, largest: u32) -> u32 {
        self.pipelined = true;
        let start = g.len();
        let near_from = self.listed.partition_point(|&s| s < BLOCK);
        let far_from = self.listed.partition_point(|&s| s < from);
        let base = start - self.top - 1;
        let (to_marker, blocks) = channel();
        let (to_main, marked) = channel();
        let spin = spin_tries();
        let marker = Marker {
            values: g[base..].to_vec(),
            base,
            keep: self.top + 1,
            far: self.listed[far_from..].to_vec(),
            largest,
            spin,
        };
        let thread = std::thread::spawn(move || marker.run(blocks, to_main, start, end));
        let mut largest = largest;
        while g.len() < end {
            let n0 = g.len();
            let mut stamps = match receive(&marked, spin) {
                Some(stamps) => stamps,
                None => break,
            };
            stamps.mark_members(&self.listed[near_from..far_from], g, n0);
            largest = self.finish_block(g, &mut stamps, largest);
            // A send fails only when the marker is done (the last blocks are marked).
            let _ = to_marker.send((g[n0..].to_vec(), stamps));
        }
        drop(to_marker);
        let _ = thread.join();
        largest
    }
}

/// The stamps of a block: heap n0 + i's in slot i, `slot` bytes each. Byte stamps keep a
/// block in the L1 cache; the mark runs 1..=255, and the slots are cleared when it wraps.
struct BlockStamps {
    data: Vec<u8>,
    slot: usize,
    mark: u8,
}

impl BlockStamps {
    fn new() -> BlockStamps {
        BlockStamps { data: Vec::new(), slot: 0, mark: u8::MAX }
    }

    /// A mark no stamp holds yet, with room for the values up to `largest`. (The 64 stamps
    /// more keep a value's stamps of different slots in different sets of the L1 cache.)
    fn new_mark(&mut self, largest: usize) {
        let slot = (largest + 1).next_power_of_two() + 64;
        if slot > self.slot || self.mark == u8::MAX {
            self.slot = self.slot.max(slot);
            self.data = vec![0; BLOCK * self.slot];
            self.mark = 0;
        }
        self.mark += 1;
    }

    /// Stamps the options of the heaps n0..n0 + BLOCK through `members` (each at least
    /// BLOCK, so the heaps it leaves, BLOCK of them side by side, lie before n0).
    fn mark_members(&mut self, members: &[usize], g: &[u32], n0: usize) {
        let (slot, mark) = (self.slot, self.mark);
        for &s in members {
            let left: &[u32; BLOCK] = g[n0 - s..][..BLOCK].try_into().expect("BLOCK heaps");
            for (i, &v) in left.iter().enumerate() {
                self.data[i * slot + v as usize] = mark;
            }
        }
    }
}

/// The marker thread of a pipeline: the values from heap `base` on (at least the last `keep`,
/// which its members reach).
struct Marker {
    values: Vec<u32>,
    base: usize,
    keep: usize,
    far: Vec<usize>,
    /// The largest of `values`.
    largest: u32,
    /// Tries of its receives awake (`spin_tries`).
    spin: usize,
}

impl Marker {
    /// Stamps the blocks from `next` to `end`, each as soon as the values it needs are in:
    /// AHEAD blocks at once, then each block's values handed over bring its stamps back for
    /// the block AHEAD further. Ends when the channel closes.
    fn run(
        mut self,
        blocks: Receiver<(Vec<u32>, BlockStamps)>,
        to_main: Sender<BlockStamps>,
        mut next: usize,
        end: usize,
    ) {
        let mut free: Vec<BlockStamps> = (0..AHEAD).map(|_| BlockStamps::new()).collect();
        loop {
            while next < end {
                let mut stamps = match free.pop() {
                    Some(stamps) => stamps,
                    None => break,
                };
                // The heaps between the values it has and the block's last may each add 1.
                stamps.new_mark(self.largest as usize + (AHEAD + 1) * BLOCK);
                stamps.mark_members(&self.far, &self.values, next - self.base);
                if to_main.send(stamps).is_err() {
                    return;
                }
                next += BLOCK;
            }
            let (values, stamps) = match receive(&blocks, self.spin) {
                Some(block) => block,
                None => return,
            };
            self.largest = values.iter().fold(self.largest, |a, &b| a.max(b));
            self.values.extend_from_slice(&values);
            if self.values.len() > 4 * self.keep {
                let old = self.values.len() - self.keep;
                self.values.drain(..old);
                self.base += old;
            }
            free.push(stamps);
        }
    }
}
