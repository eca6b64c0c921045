//! What is known about one game up to a heap: the table by the plain mex, grown by doubling
//! until the period is proved (then any heap follows from it), or to the heap asked; past
//! what the plain mex does in seconds, the sparse-space method for two-part splitting games.

use std::time::Instant;

use crate::game::Game;
use crate::period::{self, Verdict};
use crate::sparse::{choose_mask, Sparse, SplitRule, Watch};
use crate::values::{plain_work, Plain};

/// Options the plain mex may visit before the sparse method takes over (a few seconds).
pub const PLAIN_BUDGET: f64 = 3e9;
/// The largest table kept in memory (4 bytes a heap; the sparse method uses 2).
pub const LARGEST_TABLE: u64 = 400_000_000;

/// The values of a game, exact for every heap below `values.len()`, and the verdict.
pub struct Known {
    pub game: Game,
    pub values: Vec<u32>,
    pub verdict: Verdict,
}

impl Known {
    /// g(n): from the table, or from a proved period; None when neither reaches n (or an
    /// arithmetic period's value does not fit in 32 bits: see `wide_value`).
    pub fn value(&self, n: u64) -> Option<u32> {
        self.wide_value(n).and_then(|v| u32::try_from(v).ok())
    }

    /// g(n) in 64 bits (an arithmetic period's values grow with n); None when out of reach.
    pub fn wide_value(&self, n: u64) -> Option<u64> {
        if n < self.values.len() as u64 {
            return Some(u64::from(self.values[n as usize]));
        }
        match self.verdict {
            Verdict::Proved { period, start, shift, .. } => {
                period::extend(&self.values, period, start, shift, n)
            }
            _ => None,
        }
    }
}

/// Heaps the plain mex computes before the sparse-space method takes over, for the games it
/// understands (below this the plain mex is as fast).
pub const SPARSE_FROM: u64 = 8192;

/// Computes what is needed to know g(0..=last): stops early when a period is proved, or
/// where it stands at the watch's deadline (the verdict then says what the table shows).
/// `whole` asks for the table itself up to `last` even when a period is proved. The table
/// doubles from 64 heaps and the period is looked for after each doubling.
pub fn know(game: &Game, last: u64, whole: bool, watch: &Watch) -> Result<Known, String> {
    let mut plain = Plain::new(game);
    let mut sparse: Option<Sparse> = None;
    let split_rule = SplitRule::of(game).filter(SplitRule::splits);
    let mut len: u64 = 64;
    loop {
        let mut stopped = false;
        let reach = len.min(last.saturating_add(1));
        if reach > LARGEST_TABLE {
            return Err(format!(
                "heap {} is beyond reach: no period is proved below {} and a table stops at {}",
                last,
                plain.values.len().max(sparse.as_ref().map_or(0, |s| s.values.len())),
                LARGEST_TABLE
            ));
        }
        let plain_fits = plain_work(game, reach) <= PLAIN_BUDGET;
        let values = match (&split_rule, &mut sparse) {
            (_, Some(run)) => {
                stopped = !run.extend_to(reach as usize - 1, watch)?;
                run.values.iter().map(|&v| u32::from(v)).collect()
            }
            (Some(rule), None) if reach > SPARSE_FROM || !plain_fits => {
                let prefix: Vec<u16> = plain.values.iter().map(|&v| v as u16).collect();
                if plain.values.iter().any(|&v| v > 0xFFFF) {
                    return Err("values above 65535: the sparse table keeps 16 bits".to_string());
                }
                let mut run = Sparse::new(rule.clone(), &prefix, choose_mask(&prefix));
                stopped = !run.extend_to(reach as usize - 1, watch)?;
                let values = run.values.iter().map(|&v| u32::from(v)).collect();
                sparse = Some(run);
                values
            }
            _ if plain_fits => {
                plain.extend_to(reach as usize - 1);
                plain.values.clone()
            }
            // Without a whole table to deliver, what the plain mex reached is the answer.
            _ if !whole && !plain.values.is_empty() => {
                let verdict = period::find(game, &plain.values);
                return Ok(Known { game: game.clone(), values: plain.values, verdict });
            }
            _ => {
                return Err(format!(
                    "heap {} needs about {:.1e} steps of the plain mex for {} (no period proved \
                     below {}; the sparse-space method takes only two-part splits)",
                    last,
                    plain_work(game, last),
                    game,
                    plain.values.len()
                ))
            }
        };
        let verdict = period::find(game, &values);
        let done = reach == last.saturating_add(1);
        if let Verdict::Proved { .. } = verdict {
            return Ok(fill(game, values, verdict, last, whole));
        }
        let late = watch.deadline.map_or(false, |d| Instant::now() >= d);
        if done || stopped || late || crate::interrupt::interrupted() {
            return Ok(Known { game: game.clone(), values, verdict });
        }
        len = len.saturating_mul(2);
    }
}

/// The table up to `last` (when asked for) from a proved period.
fn fill(game: &Game, mut values: Vec<u32>, verdict: Verdict, last: u64, whole: bool) -> Known {
    if let (true, Verdict::Proved { period, shift, .. }) = (whole, &verdict) {
        let (period, shift) = (*period, *shift);
        while (values.len() as u64) <= last {
            let n = values.len();
            values.push(values[n - period] + shift);
        }
    }
    Known { game: game.clone(), values, verdict }
}
