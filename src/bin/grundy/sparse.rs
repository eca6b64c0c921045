//! The sparse-space method: Grundy values of splitting games far beyond the quadratic mex.
//!
//! Fix a bit mask M and call a value *rare* when popcount(v & M) is even, *common* otherwise.
//! The parity of popcount(x & M) is additive under XOR, so rare ⊕ rare and common ⊕ common are
//! rare, rare ⊕ common is common. In the games where the method pays (Grundy's game with
//! M = …11110, octal games such as .1777 with a mask found from the first values) almost every
//! heap has a common value, and only a few heaps (the rare list) have a rare one. Then for a
//! heap n, whose options are single heaps g(n − j) and splits g(a) ⊕ g(b), a + b = n − j:
//! - every *common* option value comes from a split with a rare part, so running over the rare
//!   list finds all of them: c = the least common value missing is known exactly;
//! - g(n) = min(c, the least rare value missing). The rare values below c are looked for
//!   among all splits, and the scan stops as soon as every one is found (then g(n) = c).
//!   It only runs to the end when g(n) is rare, which is rare.
//!
//! Exact for every mask: a bad mask is only slow. Values are kept as u16 (2 bytes per heap).

use std::io::Write;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::time::Instant;

use crate::game::{Game, Rule};

/// The moves a sparse computation understands: single heaps and two-part splits.
#[derive(Clone, Debug)]
pub struct SplitRule {
    /// Numbers of tokens j whose removal may leave no heap (bit 1), one heap (bit 2), two (4).
    digits: Vec<u8>,
    /// Grundy's game: the two parts must differ.
    unequal: bool,
}

impl SplitRule {
    /// The rule of a code without three-heap moves, or of Grundy's game; None otherwise.
    pub fn of(game: &Game) -> Option<SplitRule> {
        match &game.rule {
            Rule::Grundy | Rule::SplitUnequal { parts: 2 } => {
                Some(SplitRule { digits: vec![4], unequal: true })
            }
            _ => {
                let digits = game.as_code()?;
                if digits.iter().any(|&d| d & 8 != 0) {
                    return None;
                }
                Some(SplitRule { digits, unequal: false })
            }
        }
    }

    /// Whether a move may split a heap in two. Without splits there is nothing sparse to use:
    /// a heap's options are the few heaps a take leaves, and the plain mex visits just those.
    pub fn splits(&self) -> bool {
        self.unequal || self.digits.iter().any(|&d| d & 4 != 0)
    }
}

/// How a long run reports and stops: a line on stderr every `every` seconds from `started`
/// saying where it stands (none when None), and a deadline at which it stops where it stands.
#[derive(Clone, Debug)]
pub struct Watch {
    pub every: Option<f64>,
    pub label: String,
    pub started: Instant,
    pub deadline: Option<Instant>,
}

impl Default for Watch {
    /// Silent, no deadline.
    fn default() -> Watch {
        Watch { every: None, label: String::new(), started: Instant::now(), deadline: None }
    }
}

/// A running sparse computation.
pub struct Sparse {
    rule: SplitRule,
    /// The mask now (chosen again as the run goes, see `rechoose_mask`).
    pub mask: u16,
    pub values: Vec<u16>,
    /// The rare heaps in increasing order, and their values (kept beside them: the values of
    /// the big table at scattered heaps cost a cache miss each).
    pub rare: Vec<u32>,
    rare_heap_values: Vec<u16>,
    /// The largest value so far: every option's XOR is below the next power of two.
    pub largest: u16,
    /// The common values and the rare values, each in increasing order.
    common: Vec<u16>,
    rare_values: Vec<u16>,
    /// The stamp arrays of the heaps being computed, one slot per heap.
    stamps: Stamps,
    /// The rare heaps rare[block_rare.0..block_rare.1] whose splits the block marked already.
    block_rare: (usize, usize),
    /// The rare values below the candidate not reached yet.
    wanted: Vec<u16>,
    /// wanted[..found] are reached (the scan looks only at wanted[found] after each chunk).
    found: usize,
    /// Chunks scanned for the heap so far.
    chunks: usize,
    /// True when `wanted` holds exactly the values not reached yet.
    exact: bool,
    /// Splits looked at by the scans for rare values (the work beyond the rare list), for the
    /// heaps from `first` on (the ones this method computed).
    pub scanned: u64,
    first: usize,
    /// True once a second thread has marked batches (it keeps its own copy of the values).
    pub pipelined: bool,
    /// While a pipeline runs, how many chunks at the start of each heap's spread order the
    /// marker scans (see `early_chunks`); 0 otherwise.
    early: usize,
    /// Tries of a pipeline's receives awake (`spin_tries`).
    spin: usize,
    /// The scans of the heap being computed (see `scan_splits`), kept to reuse the room.
    scans: Vec<(usize, Spread, usize)>,
    /// Whether the scans visit their first chunks in order rather than spread
    /// (`choose_order`).
    pub linear: bool,
}

/// One stamp array per heap of a block or batch: data[slot · SLOT + v] = mark when an option
/// of the heap in that slot has the value v. The heaps marked together share a mark (each has
/// its own slot); the marks run 1..=255 and the arrays are cleared when they wrap, each slot
/// below `used`: every value stamped is an XOR of values below that power of two.
struct Stamps {
    data: Vec<u8>,
    mark: u8,
    used: usize,
}

impl Stamps {
    fn new() -> Stamps {
        Stamps { data: vec![0; BATCH * SLOT], mark: 0, used: 0 }
    }

    /// A mark no stamp holds yet.
    fn new_mark(&mut self) {
        if self.mark == u8::MAX {
            for slot in self.data.chunks_mut(SLOT) {
                slot[..self.used].iter_mut().for_each(|s| *s = 0);
            }
            self.mark = 0;
        }
        self.mark += 1;
    }

    /// Values up to `largest` (and XORs of them) may be stamped from now on.
    fn allow(&mut self, largest: u16) {
        self.used = self.used.max((usize::from(largest) + 1).next_power_of_two());
    }

    /// The 2^16 stamps of one slot (a u16 index needs no bounds check).
    fn slot(&mut self, slot: usize) -> &mut [u8; 1 << 16] {
        (&mut self.data[slot * SLOT..][..1 << 16]).try_into().expect("2^16 stamps")
    }
}

/// Heaps computed together (see `mark_block`), from the heap BLOCK_FROM on.
const BLOCK: usize = 16;
const BLOCK_FROM: usize = 4096;
/// Heaps handed at once between the two threads of a pipeline (see `pipeline`), a multiple
/// of BLOCK; pipelines run while PIPELINE_FROM heaps or more remain and the rare part of the
/// work, rare heaps times split digits, is at least PIPELINE_RARE splits a heap.
const BATCH: usize = 128;
const PIPELINE_FROM: usize = 1 << 14;
const PIPELINE_RARE: usize = 256;
/// At each power of two from heap RECHOOSE_FROM on, a rare list this long has the mask
/// chosen again from every value so far.
const RECHOOSE_FROM: usize = 4096;
const RECHOOSE_RARE: usize = 1024;
/// The stamps of one slot: 2^16 values, and 64 bytes more so that the slots' stamps of one
/// value do not share a set of the L1 cache (a stride of 2^16 bytes made every store collide).
const SLOT: usize = (1 << 16) + 64;
/// Splits scanned between two looks at the wanted values.
const CHUNK: usize = 64;
/// `choose_order` compares the two orders on this many heaps, each counted up to TRIAL_CAP
/// splits.
const TRIAL_HEAPS: usize = 64;
const TRIAL_CAP: usize = 1 << 14;
// Its stamps take three marks a heap, below 256.
const _: () = assert!(3 * TRIAL_HEAPS < 256);
/// Tries of a receive that waits awake (see `receive`): a few milliseconds.
const SPIN: usize = 1 << 16;
/// The marker of a pipeline scans at most this many chunks of each heap (`early_chunks`):
/// a heap's scan is often much shorter than the average, and then the marker's chunks are
/// wasted (`.64` and `.377`, which the balance gives 24-31, were slower with them all).
const EARLY_MOST: usize = 20;
/// The scan's spread order covers at most this many chunks (64 KB of values at each end).
const SPREAD_CHUNKS: usize = 1 << 9;
/// Once at most this many wanted values are left, each is compared with a chunk's XORs
/// (vector code) instead of the XORs being stamped.
const FEW: usize = 6;
/// While the XORs are stamped, the scan looks after each chunk at the least wanted value not
/// seen reached yet, and at all of them every COMPACT_EVERY chunks (looking at every wanted
/// value after every chunk costs more than the stamps).
const COMPACT_EVERY: usize = 4;

/// The next message of a channel, None once it is closed. The two threads of a pipeline hand
/// over every batch (8000 times for 10^6 heaps); a blocking receive sleeps, and waking up
/// cost each thread about a fifth of the run (measured for Grundy's game to 10^6). So it
/// first waits awake, `spin` tries at most (see `spin_tries`).
pub fn receive<T>(channel: &Receiver<T>, spin: usize) -> Option<T> {
    for _ in 0..spin {
        match channel.try_recv() {
            Ok(message) => return Some(message),
            Err(std::sync::mpsc::TryRecvError::Disconnected) => return None,
            Err(std::sync::mpsc::TryRecvError::Empty) => std::hint::spin_loop(),
        }
    }
    channel.recv().ok()
}

/// How long a pipeline's receives wait awake: SPIN tries with two cores or more, none with
/// one (the waiting thread would hold the core the other one needs). (`available_parallelism`
/// is Rust 1.59; the package builds with 1.74, clippy.toml's 1.56 is the judge files'.)
#[allow(clippy::incompatible_msrv)]
pub fn spin_tries() -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if cores >= 2 {
        SPIN
    } else {
        0
    }
}

/// How many chunks at the start of each heap's scan (of its first split digit) the marker of
/// a pipeline takes over, so that the two threads do about the same work, given the splits
/// scanned a heap so far and the rare-part splits a heap. Callgrind on Grundy's game to 10^6
/// (2026-11-29): the main thread costs about 1270 instructions a heap plus 4.7 a split
/// scanned, the marker 3.1 a rare-part split (counted 3.5: its scattered stores run slower),
/// and a chunk moved saves the main 300 and costs the marker 265. That gives Grundy's game
/// 5 or 6 chunks, Officers (`.6`) 6 or 7, `.74` 13, `.64` 24 to 31 (then EARLY_MOST).
fn early_chunks(scanned: u64, rare_work: usize) -> usize {
    let surplus = (12_700 + 47 * scanned as i64 - 35 * rare_work as i64).max(0) as usize;
    ((surplus + 2825) / 5650).min(EARLY_MOST)
}

/// The first number of tokens whose removal may leave two heaps (the scan's first digit).
fn first_split(digits: &[u8]) -> Option<usize> {
    digits.iter().position(|&d| d & 4 != 0)
}

/// Is v rare under the mask?
fn is_rare(v: u16, mask: u16) -> bool {
    (v & mask).count_ones() % 2 == 0
}

/// The mask that leaves the fewest rare heaps in the second half of the prefix (the rare
/// list is what every later heap pays for); on a tie, the fewest in the whole prefix. Every
/// mask over the bits of the values seen is tried (the 12 lowest at most); the bits above
/// are all in the mask, so a larger value not seen yet is as likely common as rare.
pub fn choose_mask(values: &[u16]) -> u16 {
    let largest = values.iter().copied().max().unwrap_or(0);
    let bits = (16 - largest.leading_zeros()).clamp(1, 12);
    let high = !((1u16 << bits) - 1);
    // How many heaps of each value, in the whole prefix and in its second half.
    let mut counts = vec![(0usize, 0usize); usize::from(largest) + 1];
    for (n, &v) in values.iter().enumerate().skip(1) {
        let count = &mut counts[usize::from(v)];
        count.0 += usize::from(2 * n >= values.len());
        count.1 += 1;
    }
    let seen: Vec<(u16, (usize, usize))> =
        (0..=largest).zip(counts).filter(|&(_, (_, all))| all > 0).collect();
    let mut best = ((usize::MAX, usize::MAX), 0xFFFF);
    for low in 1..(1u16 << bits) {
        let mask = high | low;
        let mut rare = (0, 0);
        for &(v, (late, all)) in &seen {
            if is_rare(v, mask) {
                rare = (rare.0 + late, rare.1 + all);
            }
        }
        if rare < best.0 {
            best = (rare, mask);
        }
    }
    best.1
}

impl Sparse {
    /// Starts from exact values g(0..len) (computed by the plain mex) and a mask.
    pub fn new(rule: SplitRule, prefix: &[u16], mask: u16) -> Sparse {
        let rare = (1..prefix.len()).filter(|&n| is_rare(prefix[n], mask)).map(|n| n as u32);
        let (rare_values, common) = (0..=u16::MAX).partition(|&v| is_rare(v, mask));
        let rare: Vec<u32> = rare.collect();
        Sparse {
            rule,
            mask,
            values: prefix.to_vec(),
            rare_heap_values: rare.iter().map(|&r| prefix[r as usize]).collect(),
            rare,
            largest: prefix.iter().copied().max().unwrap_or(0),
            common,
            rare_values,
            stamps: Stamps::new(),
            block_rare: (0, 0),
            wanted: Vec::new(),
            found: 0,
            chunks: 0,
            exact: true,
            scanned: 0,
            first: prefix.len(),
            pipelined: false,
            early: 0,
            spin: 0,
            scans: Vec::new(),
            linear: false,
        }
    }

    /// How many digits of the rule allow a two-heap split (each visits the rare list).
    pub fn split_digits(&self) -> usize {
        self.rule.digits.iter().filter(|&&d| d & 4 != 0).count()
    }

    /// Computes every value up to `last`, or up to where it stands at the watch's deadline
    /// (then false); Err when a value needs more than 16 bits.
    pub fn extend_to(&mut self, last: usize, watch: &Watch) -> Result<bool, String> {
        let mut ticker = Ticker::new(self.values.len(), watch);
        while self.values.len() <= last {
            let n = self.values.len();
            if n >= RECHOOSE_FROM && n.is_power_of_two() && self.rare.len() >= RECHOOSE_RARE {
                self.rechoose_mask();
            }
            if n >= BLOCK_FROM && n.is_power_of_two() {
                self.choose_order();
            }
            // Long runs with a long rare list: whole batches in two threads, up to the next
            // power of two (where the mask may change).
            let end = n + (last + 1 - n) / BATCH * BATCH;
            let end = end.min((n + 1).next_power_of_two());
            let rare_work = self.rare.len() * self.split_digits();
            if n >= BLOCK_FROM
                && n % BATCH == 0
                && last + 1 - n >= PIPELINE_FROM
                && rare_work >= PIPELINE_RARE
            {
                if !self.pipeline(end, last, watch, &mut ticker)? {
                    return Ok(false);
                }
                continue;
            }
            // Whole blocks from BLOCK_FROM on (a block cut by a deadline resumes where it was:
            // its marks name their heaps).
            let in_block = n >= BLOCK_FROM && n - n % BLOCK + BLOCK <= last + 1;
            let slot = if in_block { n % BLOCK } else { 0 };
            if in_block && slot == 0 {
                self.stamps.new_mark();
                self.mark_block(n);
            } else if !in_block {
                self.stamps.new_mark();
                self.block_rare = (0, 0);
            }
            let g = self.next_value(n, slot)?;
            self.push(g, last);
            if n % 1024 == 0 && ticker.stop(self, n, last, watch) {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Chooses the mask again from every value so far. Values that keep growing can make
    /// the mask chosen from the first values leave more and more heaps rare; the new mask is
    /// taken when it leaves at most 3/4 as many rare heaps in the table's second half (what
    /// `choose_mask` minimises). The rare list is recomputed from the stored values.
    fn rechoose_mask(&mut self) {
        let mask = choose_mask(&self.values);
        let half = self.values.len() / 2;
        let late = |mask: u16| self.values[half..].iter().filter(|&&v| is_rare(v, mask)).count();
        if mask == self.mask || 4 * late(mask) > 3 * late(self.mask) {
            return;
        }
        self.mask = mask;
        let rare = (1..self.values.len()).filter(|&n| is_rare(self.values[n], mask));
        self.rare = rare.map(|n| n as u32).collect();
        self.rare_heap_values = self.rare.iter().map(|&r| self.values[r as usize]).collect();
        let (rare_values, common) = (0..=u16::MAX).partition(|&v| is_rare(v, mask));
        self.rare_values = rare_values;
        self.common = common;
    }

    /// Appends g(n) (n = the table's length): the rare list, the largest value.
    fn push(&mut self, g: u16, last: usize) {
        let n = self.values.len();
        if n == self.values.capacity() {
            // Double, but never past `last` (a 10^9-heap run holds 2 GB, not 4).
            self.values.reserve_exact((last + 1 - n).min(n.max(1 << 20)));
        }
        if is_rare(g, self.mask) && n > 0 {
            self.rare.push(n as u32);
            self.rare_heap_values.push(g);
        }
        self.largest = self.largest.max(g);
        self.values.push(g);
    }

    /// The heaps from the table's length up to `end` (a whole number of batches past it) in
    /// two threads: a marker thread marks the rare-part splits of the next batch (the ones
    /// with a rare part of at least 2 BATCH, whose other part lies before the current batch)
    /// and the first chunks of each heap's scan (`early_chunks`), while this thread computes
    /// the current one (the other splits and the rest of the scan). The marker keeps its own
    /// copy of the values; batches, values and stamp arrays go through channels.
    /// False when the deadline stopped it (at the end of a batch).
    fn pipeline(
        &mut self,
        end: usize,
        last: usize,
        watch: &Watch,
        ticker: &mut Ticker,
    ) -> Result<bool, String> {
        self.pipelined = true;
        let start = self.values.len();
        let (to_marker, batches) = channel();
        let (to_main, marked) = channel();
        let scanned = self.scanned / (self.values.len() - self.first).max(1) as u64;
        self.early = early_chunks(scanned, self.rare.len() * self.split_digits());
        self.spin = spin_tries();
        let marker = Marker {
            values: self.values.clone(),
            rare: self.rare.clone(),
            rare_heap_values: self.rare_heap_values.clone(),
            digits: self.rule.digits.clone(),
            unequal: self.rule.unequal,
            early: self.early,
            linear: self.linear,
            largest: self.largest,
            spin: self.spin,
        };
        let thread = std::thread::spawn(move || marker.run(batches, to_main, start, end));
        let result = self.compute_batches(end, last, watch, ticker, (to_marker, marked));
        // The marker ends when its channel closes (after the batch it is marking, if any).
        let _ = thread.join();
        self.early = 0;
        result
    }

    /// This thread's side of `pipeline`.
    fn compute_batches(
        &mut self,
        end: usize,
        last: usize,
        watch: &Watch,
        ticker: &mut Ticker,
        (to_marker, marked): (Sender<Batch>, Receiver<Marked>),
    ) -> Result<bool, String> {
        while self.values.len() < end {
            let n0 = self.values.len();
            let Marked { stamps, rare_range } = receive(&marked, self.spin)
                .ok_or_else(|| "the marking thread stopped".to_string())?;
            let used = std::mem::replace(&mut self.stamps, stamps);
            self.block_rare = rare_range;
            let rare_before = self.rare.len();
            for slot in 0..BATCH {
                let g = self.next_value(n0 + slot, slot)?;
                self.push(g, last);
            }
            let batch = Batch {
                values: self.values[n0..].to_vec(),
                rare: self.rare[rare_before..].to_vec(),
                rare_heap_values: self.rare_heap_values[rare_before..].to_vec(),
                stamps: used,
            };
            // A send fails only when the marker is done (the last batches are marked).
            let _ = to_marker.send(batch);
            if n0 % 1024 == 0 && ticker.stop(self, n0, last, watch) {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The bytes the run holds: 2 per heap (4 once a pipeline ran: the marker's copy), 6 per
    /// rare heap, the stamps.
    pub fn memory(&self) -> usize {
        let copies = if self.pipelined { 2 } else { 1 };
        self.values.len() * 2 * copies + self.rare.len() * 6 + (2 * copies - 1) * BATCH * SLOT
    }

    /// One progress line: where the run stands, its rate, the rare count, the largest value,
    /// the memory.
    fn report(&self, label: &str, rate: f64, last: usize, seconds: f64) {
        let done = self.values.len();
        let _ = writeln!(
            std::io::stderr(),
            "{}: heap {} of {} ({:.1} %), {:.3e} heaps/s, {} rare heaps, largest value {}, \
             {} MB, {:.0} s",
            label,
            done - 1,
            last,
            100.0 * done as f64 / (last + 1) as f64,
            rate,
            self.rare.len(),
            self.largest,
            self.memory() / 1_000_000,
            seconds
        );
    }

    /// Marks, for the BLOCK heaps from n0 on, the splits whose rare part r is at least BLOCK
    /// and below half the smallest of them (so the other part, n0 + k − j − r, is known
    /// already and larger).
    fn mark_block(&mut self, n0: usize) {
        let longest = self.rule.digits.len() - 1;
        let below = |bound: usize| self.rare.partition_point(|&r| (r as usize) < bound);
        let (lo, hi) = (below(BLOCK), below(n0.saturating_sub(longest) / 2));
        self.block_rare = (lo, hi.max(lo));
        let rare = (&self.rare[lo..hi.max(lo)], &self.rare_heap_values[lo..hi.max(lo)]);
        self.stamps.allow(self.largest);
        mark_splits(&mut self.stamps, 0, &self.values, rare, &self.rule.digits, n0);
    }

    /// g(n) by the sparse-space method (see the module header), with the stamps of `slot`.
    /// Each option's value is stamped (plain stores: no chain of read-modify-writes through
    /// one word).
    fn next_value(&mut self, n: usize, slot: usize) -> Result<u16, String> {
        if self.early > 0 {
            self.scanned += self.early_splits(n) as u64;
        }
        self.stamps.allow(self.largest);
        let mark = self.stamps.mark;
        let reached = self.stamps.slot(slot);
        // Every common option (the block marked the rare parts rare[block_rare]).
        let rare = (&self.rare[..], &self.rare_heap_values[..]);
        stamp_rare_options(&self.rule, &self.values, rare, self.block_rare, n, reached, mark);
        let wanted = &mut self.wanted;
        let common = match missing(&self.common, &self.rare_values, reached, mark, wanted) {
            Some(c) => c,
            None => {
                return Err(format!("heap {}: a value above 65535 (the table keeps 16 bits)", n))
            }
        };
        if wanted.is_empty() {
            return Ok(common);
        }
        self.found = 0;
        self.chunks = 0;
        self.exact = true;
        if self.scan_splits(n, slot) {
            return Ok(common);
        }
        Ok(self.wanted[self.found])
    }

    /// The splits of heap n that the marker of a pipeline scans (see `early_chunks`).
    fn early_splits(&self, n: usize) -> usize {
        first_split(&self.rule.digits).map_or(0, |j| {
            Spread::of(n - j, self.rule.unequal, self.linear).by_marker(self.early).count() * CHUNK
        })
    }

    /// Scans the splits of each split digit, a chunk of each in turn (`in_turn`), stamping
    /// their values, until no rare value is wanted (then true) or every split is seen (then
    /// `wanted` holds the rare values not reached).
    ///
    /// Neighbouring heaps have related values, so the splits a + (m − a) for a run of
    /// consecutive a often miss a value that splits elsewhere give at once. So the scan may
    /// first visit the chunks among the first ones in a spread order (chunk k·step mod count,
    /// step odd, count a power of two: each chunk once), then the rest in order. For Grundy's
    /// game this halves the splits scanned; for codes whose wanted values come from a small
    /// heap's value and the few values most large heaps have, all in order is best
    /// (`choose_order` picks). In a pipeline the marker scanned the early chunks.
    fn scan_splits(&mut self, n: usize, slot: usize) -> bool {
        let mut scans = std::mem::take(&mut self.scans);
        self.scans_of(n, &mut scans);
        let mut spent = 0;
        let done = in_turn(&scans, |m, from, to, by_marker| {
            spent += if by_marker { 0 } else { to - from };
            !by_marker && self.scan_chunk(slot, m, from, to)
        });
        self.scanned += spent as u64;
        self.scans = scans;
        done
    }

    /// The scans of heap n's splits, one per split digit j: (m = n − j, its order, the chunks
    /// the marker scans).
    fn scans_of(&self, n: usize, scans: &mut Vec<(usize, Spread, usize)>) {
        let first = first_split(&self.rule.digits);
        scans.clear();
        for (j, &d) in self.rule.digits.iter().enumerate() {
            if j <= n && d & 4 != 0 {
                let early = if Some(j) == first { self.early } else { 0 };
                scans.push((n - j, Spread::of(n - j, self.rule.unequal, self.linear), early));
            }
        }
    }

    /// Chooses the scan's order for the heaps to come: spread or in order, whichever finds
    /// the rare values wanted by the last TRIAL_HEAPS heaps with fewer splits (each heap's
    /// count capped at TRIAL_CAP). Spread suits Grundy's game and Officers; in order suits
    /// codes whose wanted values pair a small heap's value with the few values most large
    /// heaps have (`.376`, `.444`, `.774`).
    fn choose_order(&mut self) {
        let n = self.values.len();
        if n < 2 * TRIAL_HEAPS || self.split_digits() == 0 {
            return;
        }
        let mut cost = [0usize; 2];
        // One stamp array, one mark for each heap's options and one for each of its scans.
        let mut reached: Box<[u8; 1 << 16]> = vec![0; 1 << 16].try_into().expect("2^16 stamps");
        let mut mark = 0;
        let (mut scans, mut wanted) = (Vec::new(), Vec::new());
        let rare = (&self.rare[..], &self.rare_heap_values[..]);
        for h in n - TRIAL_HEAPS..n {
            mark += 1;
            stamp_rare_options(&self.rule, &self.values, rare, (0, 0), h, &mut reached, mark);
            if missing(&self.common, &self.rare_values, &reached, mark, &mut wanted).is_none() {
                continue;
            }
            for (linear, cost) in [false, true].iter().zip(&mut cost) {
                let mut left = wanted.clone();
                self.scans_of(h, &mut scans);
                for scan in &mut scans {
                    *scan = (scan.0, Spread::of(scan.0, self.rule.unequal, *linear), 0);
                }
                mark += 1;
                let (g, mut spent) = (&self.values, 0);
                in_turn(&scans, |m, from, to, _| {
                    if left.is_empty() {
                        return true;
                    }
                    spent += to - from;
                    for a in from..to {
                        reached[usize::from(g[a] ^ g[m - a])] = mark;
                    }
                    left.retain(|&v| reached[usize::from(v)] != mark);
                    spent >= TRIAL_CAP
                });
                *cost += spent;
            }
        }
        self.linear = cost[1] < cost[0];
    }

    /// The splits a + (m − a) for a in from..to, without branches, then a look at what is
    /// still wanted (see FEW and COMPACT_EVERY); true once nothing is.
    #[inline(never)] // Inlined into the scan's loop, it costs 4 % more instructions.
    fn scan_chunk(&mut self, slot: usize, m: usize, from: usize, to: usize) -> bool {
        self.chunks += 1;
        if to - from == CHUNK {
            let xors = chunk_xors(&self.values, m, from);
            if self.wanted.len() - self.found <= FEW {
                // Few values wanted: compare each with the chunk's XORs (vector code).
                if !self.exact {
                    self.compact(slot);
                }
                self.wanted.retain(|&v| !xors.iter().fold(false, |hit, &x| hit | (x == v)));
                return self.wanted.is_empty();
            }
            let mark = self.stamps.mark;
            let reached = self.stamps.slot(slot);
            for &x in &xors {
                reached[usize::from(x)] = mark;
            }
        } else {
            let (g, mark) = (&self.values, self.stamps.mark);
            let reached = self.stamps.slot(slot);
            for a in from..to {
                reached[usize::from(g[a] ^ g[m - a])] = mark;
            }
        }
        self.exact = false;
        let mark = self.stamps.mark;
        let reached = self.stamps.slot(slot);
        let wanted = &self.wanted;
        while self.found < wanted.len() && reached[usize::from(wanted[self.found])] == mark {
            self.found += 1;
        }
        if self.chunks % COMPACT_EVERY == 0 {
            self.compact(slot);
        }
        self.found == self.wanted.len()
    }

    /// Leaves in `wanted` exactly the values not reached yet.
    fn compact(&mut self, slot: usize) {
        let mark = self.stamps.mark;
        let reached = self.stamps.slot(slot);
        self.wanted.drain(..self.found);
        self.wanted.retain(|&v| reached[usize::from(v)] != mark);
        self.found = 0;
        self.exact = true;
    }
}

/// Stamps the options of heap n that a single heap or a split with a rare part reaches (every
/// common option), leaving out the rare parts rare[skip.0..skip.1] (marked already).
#[inline(always)]
fn stamp_rare_options(
    rule: &SplitRule,
    g: &[u16],
    (rare, rare_values): (&[u32], &[u16]),
    (skip_from, skip_to): (usize, usize),
    n: usize,
    reached: &mut [u8; 1 << 16],
    mark: u8,
) {
    for (j, &d) in rule.digits.iter().enumerate() {
        if j > n || d == 0 {
            continue;
        }
        let m = n - j;
        if d & 1 != 0 && m == 0 {
            reached[0] = mark;
        }
        if d & 2 != 0 && m >= 1 {
            reached[usize::from(g[m])] = mark;
        }
        if d & 4 != 0 {
            for range in [0..skip_from, skip_to..rare.len()] {
                for (&r, &x) in rare[range.clone()].iter().zip(&rare_values[range]) {
                    let r = r as usize;
                    if r >= m {
                        break;
                    }
                    if !(rule.unequal && 2 * r == m) {
                        reached[usize::from(x ^ g[m - r])] = mark;
                    }
                }
            }
        }
    }
}

/// The least common value not stamped (None past 16 bits), and in `wanted` the rare values
/// below it not stamped yet: what the scans must look for.
fn missing(
    common: &[u16],
    rare_values: &[u16],
    reached: &[u8; 1 << 16],
    mark: u8,
    wanted: &mut Vec<u16>,
) -> Option<u16> {
    let c = *common.iter().find(|&&v| reached[usize::from(v)] != mark)?;
    wanted.clear();
    let below = rare_values.iter().take_while(|&&v| v < c);
    wanted.extend(below.filter(|&&v| reached[usize::from(v)] != mark));
    Some(c)
}

/// The order in which a scan visits the splits a + (m − a), a ≤ half, in chunks of CHUNK:
/// first `count` chunks (a power of two, at most SPREAD_CHUNKS) in a spread order, chunk
/// k·step mod count with step odd (each once), then the rest in order. With step 1 (`linear`)
/// all in order.
#[derive(Clone, Copy, Debug)]
struct Spread {
    half: usize,
    count: usize,
    step: usize,
}

impl Spread {
    fn of(m: usize, unequal: bool, linear: bool) -> Spread {
        // Grundy's game leaves out a = m − a.
        let half = if unequal { (m - 1) / 2 } else { m / 2 };
        let count = match half / CHUNK {
            0 => 0,
            chunks => 1 << (usize::BITS - 1 - chunks.min(SPREAD_CHUNKS).leading_zeros()),
        };
        let step = if linear { 1 } else { (count as f64 * 0.618) as usize | 1 };
        Spread { half, count, step }
    }

    /// The first a of the k-th chunk of the spread order (k < count).
    fn chunk(&self, k: usize) -> usize {
        1 + (k * self.step) % self.count * CHUNK
    }

    /// Is the k-th chunk, from a, one a pipeline's marker scans: among the first `early`,
    /// with every a above 2 BATCH (so every other part m − a is below the batch before)?
    fn scanned_by_marker(k: usize, a: usize, early: usize) -> bool {
        k < early && a > 2 * BATCH
    }

    /// The first a of each chunk a pipeline's marker scans.
    fn by_marker(&self, early: usize) -> impl Iterator<Item = usize> + '_ {
        let chunks = (0..self.count.min(early)).map(move |k| (k, self.chunk(k)));
        chunks.filter(move |&(k, a)| Spread::scanned_by_marker(k, a, early)).map(|(_, a)| a)
    }
}

/// Visits the chunks of a heap's scans (m, its order, the marker's early chunks; one per
/// split digit) as `visit(m, from, to, whether the marker scanned it)`, a chunk of each scan
/// in turn (a value that one digit's splits reach late, another's may reach at once): the
/// spread orders, then the chunks after them in order. Stops, with true, when `visit` does.
fn in_turn(
    scans: &[(usize, Spread, usize)],
    mut visit: impl FnMut(usize, usize, usize, bool) -> bool,
) -> bool {
    if let [(m, order, early)] = *scans {
        // One split digit (Grundy's game, most codes): no turns to take (the loops below
        // cost 3 % more instructions for it).
        for k in 0..order.count {
            let a = order.chunk(k);
            if visit(m, a, a + CHUNK, Spread::scanned_by_marker(k, a, early)) {
                return true;
            }
        }
        let mut a = 1 + order.count * CHUNK;
        while a <= order.half {
            let end = (a + CHUNK).min(order.half + 1);
            if visit(m, a, end, false) {
                return true;
            }
            a = end;
        }
        return false;
    }
    let spread = scans.iter().map(|scan| scan.1.count).max().unwrap_or(0);
    for k in 0..spread {
        for &(m, order, early) in scans {
            if k < order.count {
                let a = order.chunk(k);
                if visit(m, a, a + CHUNK, Spread::scanned_by_marker(k, a, early)) {
                    return true;
                }
            }
        }
    }
    let mut t = 0;
    loop {
        let mut left = false;
        for &(m, order, _) in scans {
            let a = 1 + (order.count + t) * CHUNK;
            if a <= order.half {
                left = true;
                if visit(m, a, (a + CHUNK).min(order.half + 1), false) {
                    return true;
                }
            }
        }
        if !left {
            return false;
        }
        t += 1;
    }
}

/// The XORs g(a) ⊕ g(m − a) of the chunk of splits from a = from on.
fn chunk_xors(g: &[u16], m: usize, from: usize) -> [u16; CHUNK] {
    let (low, high) = (&g[from..from + CHUNK], &g[m + 1 - from - CHUNK..=m - from]);
    let mut xors = [0u16; CHUNK];
    for i in 0..CHUNK {
        xors[i] = low[i] ^ high[CHUNK - 1 - i];
    }
    xors
}

/// Marks, for the BLOCK heaps from n0 on (heap n0 + k in slot first + k), every split
/// a + b = n0 + k − j (digit j allowing it) whose part a is one of the rare heaps given (b
/// must be below the values' end). Rare heap by rare heap, the other parts of the block's
/// heaps are one run of BLOCK values: one cache line serves BLOCK heaps.
fn mark_splits(
    stamps: &mut Stamps,
    first: usize,
    values: &[u16],
    (rare, rare_values): (&[u32], &[u16]),
    digits: &[u8],
    n0: usize,
) {
    let mark = stamps.mark;
    // The BLOCK slots as one fixed array: each store's index, k · SLOT plus a 16-bit value,
    // is within it, so the stores need no bounds checks.
    let slots: &mut [u8; BLOCK * SLOT] =
        (&mut stamps.data[first * SLOT..][..BLOCK * SLOT]).try_into().expect("BLOCK slots");
    for (j, &d) in digits.iter().enumerate() {
        if d & 4 == 0 {
            continue;
        }
        for (&r, &x) in rare.iter().zip(rare_values) {
            let base = n0 - j - r as usize;
            let others: &[u16; BLOCK] =
                values[base..base + BLOCK].try_into().expect("BLOCK values");
            for (k, &y) in others.iter().enumerate() {
                slots[k * SLOT + usize::from(x ^ y)] = mark;
            }
        }
    }
}

/// What the computing thread of a pipeline hands the marker after a batch: the batch's
/// values and rare heaps, and a stamp array to use again.
struct Batch {
    values: Vec<u16>,
    rare: Vec<u32>,
    rare_heap_values: Vec<u16>,
    stamps: Stamps,
}

/// A batch's stamps from the marker, and the rare heaps rare[range] it marked.
struct Marked {
    stamps: Stamps,
    rare_range: (usize, usize),
}

/// The marker thread of a pipeline: its own copy of the values and of the rare list.
struct Marker {
    values: Vec<u16>,
    rare: Vec<u32>,
    rare_heap_values: Vec<u16>,
    digits: Vec<u8>,
    unequal: bool,
    /// The chunks of each heap's scan it does (`early_chunks`), in the main thread's order.
    early: usize,
    linear: bool,
    /// The largest of `values`.
    largest: u16,
    /// Tries of its receives awake (`spin_tries`).
    spin: usize,
}

impl Marker {
    /// Marks the batches from `next` to `end`, each as soon as the values it needs are in
    /// (all before the batch the main thread computes meanwhile): two fresh stamp arrays start
    /// it, then each batch handed back brings its array for the batch two ahead. Ends when
    /// the channel closes.
    fn run(mut self, batches: Receiver<Batch>, to_main: Sender<Marked>, next: usize, end: usize) {
        let mut next = next;
        for _ in 0..2 {
            if next < end {
                let marked = self.mark(Stamps::new(), next);
                if to_main.send(marked).is_err() {
                    return;
                }
                next += BATCH;
            }
        }
        while let Some(batch) = receive(&batches, self.spin) {
            self.values.extend_from_slice(&batch.values);
            self.largest = batch.values.iter().fold(self.largest, |a, &b| a.max(b));
            self.rare.extend_from_slice(&batch.rare);
            self.rare_heap_values.extend_from_slice(&batch.rare_heap_values);
            if next < end {
                let marked = self.mark(batch.stamps, next);
                if to_main.send(marked).is_err() {
                    return;
                }
                next += BATCH;
            }
        }
    }

    /// The batch from n1: the splits whose rare part r is at least 2 BATCH (the other part is
    /// then below n1 − BATCH, which the marker has) and below half the smallest heap.
    fn mark(&self, mut stamps: Stamps, n1: usize) -> Marked {
        stamps.new_mark();
        stamps.allow(self.largest);
        let longest = self.digits.len() - 1;
        let below = |bound: usize| self.rare.partition_point(|&r| (r as usize) < bound);
        let (lo, hi) = (below(2 * BATCH), below(n1.saturating_sub(longest) / 2));
        let hi = hi.max(lo);
        let rare = (&self.rare[lo..hi], &self.rare_heap_values[lo..hi]);
        for first in (0..BATCH).step_by(BLOCK) {
            mark_splits(&mut stamps, first, &self.values, rare, &self.digits, n1 + first);
        }
        // The first chunks of each heap's scan of its first split digit (see `early_chunks`).
        let mark = stamps.mark;
        if let Some(j) = first_split(&self.digits) {
            for slot in 0..BATCH {
                let reached = stamps.slot(slot);
                let m = n1 + slot - j;
                for a in Spread::of(m, self.unequal, self.linear).by_marker(self.early) {
                    for x in chunk_xors(&self.values, m, a) {
                        reached[usize::from(x)] = mark;
                    }
                }
            }
        }
        Marked { stamps, rare_range: (lo, hi) }
    }
}

/// Progress lines and the deadline of one `extend_to`.
struct Ticker {
    started: Instant,
    first: usize,
    next_report: f64,
    every: f64,
}

impl Ticker {
    fn new(first: usize, watch: &Watch) -> Ticker {
        let started = Instant::now();
        let every = watch.every.unwrap_or(f64::INFINITY);
        let next_report = ((started - watch.started).as_secs_f64() / every).floor() * every;
        Ticker { started, first, next_report, every }
    }

    /// Prints a progress line when one is due; true once the deadline has passed or Ctrl-C
    /// came.
    fn stop(&mut self, run: &Sparse, n: usize, last: usize, watch: &Watch) -> bool {
        let now = Instant::now();
        let seconds = (now - watch.started).as_secs_f64();
        if seconds >= self.next_report + self.every {
            self.next_report += self.every;
            let rate = (n + 1 - self.first) as f64 / (now - self.started).as_secs_f64().max(1e-9);
            run.report(&watch.label, rate, last, seconds);
        }
        watch.deadline.map_or(false, |d| now >= d) || crate::interrupt::interrupted()
    }
}
