//! The searcher's state: the shared table, the node counters and budget, the clock, the
//! signals that void a search, and its threads. The searches themselves are `impl Engine`
//! blocks in `midgame` (alpha-beta with ProbCut), `endgame` (the exact solver), `threads`
//! (splitting nodes among threads) and `search` (levels, budgets, time, the root).

use crate::table::{LocalTable, Table, SEARCH_MASK, TABLE_BITS};
use std::sync::atomic::{AtomicBool, AtomicIsize, AtomicUsize, Ordering::Relaxed};
use std::sync::Arc;
use std::time::Instant;

/// Beyond every value: midgame values lie within ±(eval::WIN + 64 discs), exact ones ±64.
pub(crate) const INFINITY: i32 = 30_000;

/// A midgame node costs the budget this many exact-search nodes (it evaluates, orders and
/// probes the table: about four times the time of an exact-search node).
pub(crate) const MIDGAME_NODE_COST: u64 = 4;

/// ProbCut's margin in the midgame search (`midgame`), in tenths of σ: 1.5σ (1.0σ won 48,
/// drew 6 and lost 46 of 100 games against it at level 6).
pub(crate) const PROBCUT_T: i32 = 15;

/// The threads a new engine uses (`--threads`; 1 unless told otherwise).
static THREADS: AtomicUsize = AtomicUsize::new(1);

pub(crate) const MAX_THREADS: usize = 256;

/// Sets the number of threads of the engines made from now on (1 to MAX_THREADS).
pub(crate) fn set_threads(threads: usize) {
    THREADS.store(threads.clamp(1, MAX_THREADS), Relaxed);
}

/// The idle helper threads an engine and its helpers may claim.
pub(crate) fn pool(threads: usize) -> Arc<AtomicIsize> {
    Arc::new(AtomicIsize::new(threads as isize - 1))
}

pub(crate) struct Engine {
    /// The entries by pairs, a pair a cache line (the exact solver's two slots).
    pub(crate) table: Arc<Table>,
    pub(crate) nodes: u64,
    /// Work spent on this move (`Limits::nodes`) and where a budgeted search stops.
    pub(crate) spent: u64,
    pub(crate) spend_limit: u64,
    pub(crate) search: u32,
    /// A timed search stops at this instant: `aborted` is set and every value is void.
    pub(crate) deadline: Option<Instant>,
    pub(crate) aborted: bool,
    /// The search ran out of time or budget (`aborted` is also set when another thread's
    /// move ended a node this thread was searching: see `threads`).
    pub(crate) timed_out: bool,
    /// ProbCut's margin in the midgame search, in tenths of PROBCUT_SIGMA (PROBCUT_T; see
    /// `Engine::probcut`); 0 turns it off: plain alpha-beta (the tests compare it with plain
    /// negamax).
    pub(crate) probcut_t: i32,
    /// Whether the exact solver uses the bounds that earlier searches proved (true unless a
    /// measurement turns it off). An exact bound is a fact about its position, whatever
    /// search found it: so a solve given up for the budget leaves its proofs to the next
    /// move's, and a position solved once is solved again at once.
    pub(crate) keep_exact: bool,
    /// The threads of a search that may use them (`Limits::parallel`), this one included.
    pub(crate) threads: usize,
    /// The idle helper threads this engine and its helpers may claim (`threads`).
    pub(crate) pool: Arc<AtomicIsize>,
    /// Whether this search splits nodes among threads.
    pub(crate) parallel: bool,
    /// Whether the exact solver spends work on its root's guess and its ordering for fewer
    /// nodes (`Engine::deepen`, `Engine::order_value`): not at the levels, whose searches,
    /// budgets and moves stay what they were (`Limits::parallel`, false for them).
    pub(crate) thorough: bool,
    /// The stop signals of the split nodes this engine is searching below (`threads`).
    pub(crate) stops: Vec<Arc<AtomicBool>>,
    /// For measuring threads (`Engine::sample_threads`): `spent` at the last sample, and the
    /// work since `clear` each divided by the threads searching at the time.
    pub(crate) sampled: u64,
    pub(crate) shared_work: f64,
    /// The exact solver's own table of positions with 7 to 9 empties (one for each thread).
    pub(crate) local: LocalTable,
}

impl Engine {
    pub(crate) fn new() -> Engine {
        Engine::with_table(TABLE_BITS)
    }

    /// An engine whose table has 2^`bits` entries.
    pub(crate) fn with_table(bits: u32) -> Engine {
        Engine {
            table: Arc::new(Table::new(bits)),
            nodes: 0,
            spent: 0,
            spend_limit: u64::MAX,
            search: 1,
            deadline: None,
            aborted: false,
            timed_out: false,
            probcut_t: PROBCUT_T,
            keep_exact: true,
            threads: THREADS.load(Relaxed),
            pool: pool(THREADS.load(Relaxed)),
            parallel: false,
            thorough: false,
            stops: Vec::new(),
            sampled: 0,
            shared_work: 0.0,
            local: LocalTable::new(),
        }
    }

    /// The engine's threads from now on (1 to MAX_THREADS).
    #[cfg(test)]
    pub(crate) fn set_threads(&mut self, threads: usize) {
        self.threads = threads.clamp(1, MAX_THREADS);
        self.pool = pool(self.threads);
    }

    /// Clears the signals that void a search's values (time, budget, another thread's stop).
    pub(crate) fn resume(&mut self) {
        self.aborted = false;
        self.timed_out = false;
    }

    /// Forgets everything the table holds, exact bounds too: the next search finds what a new
    /// engine would (a match does this before each game, so that its games do not depend on
    /// the ones before).
    pub(crate) fn forget(&mut self) {
        self.table.clear();
        self.search = 1;
    }

    /// Starts a new search: forgets the midgame entries of the table (in O(1)) and the node
    /// count.
    pub(crate) fn clear(&mut self) {
        self.search = (self.search + 1) & SEARCH_MASK;
        if self.search == 0 {
            self.table.clear();
            self.search = 1;
        }
        self.nodes = 0;
        self.spent = 0;
        self.sampled = 0;
        self.shared_work = 0.0;
    }

    /// Counts a node costing `cost` of the budget; every 4096 nodes a timed search looks at
    /// the clock and a budgeted one at its budget, and the threads are sampled (for
    /// measuring them). True when the search is out of time or budget, or another thread
    /// stopped it (its values are then void).
    #[inline(always)]
    pub(crate) fn out_of_time(&mut self, cost: u64) -> bool {
        self.nodes += 1;
        self.spent += cost;
        if self.nodes & 4095 == 0 {
            if let Some(deadline) = self.deadline {
                if Instant::now() >= deadline {
                    self.timed_out = true;
                }
            }
            if self.spent >= self.spend_limit {
                self.timed_out = true;
            }
            self.sample_threads();
            self.aborted = self.timed_out || self.stops.iter().any(|s| s.load(Relaxed));
        }
        self.aborted
    }
}
