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
            Rule::Grundy => Some(SplitRule { digits: vec![4], unequal: true }),
            _ => {
                let digits = game.as_code()?;
                if digits.iter().any(|&d| d & 8 != 0) {
                    return None;
                }
                Some(SplitRule { digits, unequal: false })
            }
        }
    }
}

/// Progress reports on stderr: every `every` seconds one line saying where the run stands.
pub struct Progress {
    pub every: f64,
    pub label: String,
}

/// A running sparse computation.
pub struct Sparse {
    rule: SplitRule,
    mask: u16,
    pub values: Vec<u16>,
    pub rare: Vec<u32>,
    /// The largest value so far: every option's XOR is below the next power of two.
    pub largest: u16,
    /// The common values and the rare values, each in increasing order.
    common: Vec<u16>,
    rare_values: Vec<u16>,
    /// reached[v] = n + 1 when an option of heap n has the value v (never cleared).
    reached: Vec<u32>,
    /// The rare values below the candidate not reached yet.
    wanted: Vec<u16>,
    /// Splits looked at by the scans for rare values (the work beyond the rare list).
    pub scanned: u64,
}

/// Is v rare under the mask?
fn is_rare(v: u16, mask: u16) -> bool {
    (v & mask).count_ones() % 2 == 0
}

/// The mask (bits 8 and up always in it) that leaves the fewest rare heaps among 1..len; on a
/// tie the one with the high bits (values not seen yet are more likely common with them).
pub fn choose_mask(values: &[u16]) -> u16 {
    let mut best = (usize::MAX, 0xFFFF);
    for low in (1..=255u16).rev() {
        let mask = 0xFF00 | low;
        let rare = values.iter().skip(1).filter(|&&v| is_rare(v, mask)).count();
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
        Sparse {
            rule,
            mask,
            values: prefix.to_vec(),
            rare: rare.collect(),
            largest: prefix.iter().copied().max().unwrap_or(0),
            common,
            rare_values,
            reached: vec![0; 1 << 16],
            wanted: Vec::new(),
            scanned: 0,
        }
    }

    /// How many digits of the rule allow a two-heap split (each visits the rare list).
    pub fn split_digits(&self) -> usize {
        self.rule.digits.iter().filter(|&&d| d & 4 != 0).count()
    }

    /// Computes every value up to `last`, reporting progress; Err when a value needs more than
    /// 16 bits.
    pub fn extend_to(&mut self, last: usize, progress: Option<&Progress>) -> Result<(), String> {
        self.values.reserve(last + 1 - self.values.len().min(last + 1));
        let started = Instant::now();
        let first = self.values.len();
        let mut next_report = progress.map_or(f64::INFINITY, |p| p.every);
        while self.values.len() <= last {
            let n = self.values.len();
            let g = self.next_value(n)?;
            if is_rare(g, self.mask) && n > 0 {
                self.rare.push(n as u32);
            }
            self.largest = self.largest.max(g);
            self.values.push(g);
            if n % 65536 == 0 {
                let seconds = started.elapsed().as_secs_f64();
                if let Some(p) = progress.filter(|_| seconds >= next_report) {
                    next_report += p.every;
                    self.report(p, first, last, seconds);
                }
            }
        }
        Ok(())
    }

    /// One progress line: where the run stands, its rate, the rare count, the largest value.
    fn report(&self, progress: &Progress, first: usize, last: usize, seconds: f64) {
        let done = self.values.len();
        let rate = (done - first) as f64 / seconds.max(1e-9);
        let largest = self.largest;
        let _ = writeln!(
            std::io::stderr(),
            "{}: heap {} of {} ({:.1} %), {:.3e} heaps/s, {} rare heaps, largest value {}, {:.0} s",
            progress.label,
            done - 1,
            last,
            100.0 * done as f64 / (last + 1) as f64,
            rate,
            self.rare.len(),
            largest,
            seconds
        );
    }

    /// g(n) by the sparse-space method (see the module header). Each option's value is
    /// stamped in `reached` (plain stores: no chain of read-modify-writes through one word).
    fn next_value(&mut self, n: usize) -> Result<u16, String> {
        let mark = n as u32 + 1;
        let g = &self.values;
        let reached = &mut self.reached;
        // Single heaps, and every split with a rare part (all the common options).
        for (j, &d) in self.rule.digits.iter().enumerate() {
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
                for &r in &self.rare {
                    let r = r as usize;
                    if r >= m {
                        break;
                    }
                    if !(self.rule.unequal && 2 * r == m) {
                        reached[usize::from(g[r] ^ g[m - r])] = mark;
                    }
                }
            }
        }
        let common = match self.common.iter().find(|&&v| reached[usize::from(v)] != mark) {
            Some(&c) => c,
            None => {
                return Err(format!("heap {}: a value above 65535 (the table keeps 16 bits)", n))
            }
        };
        // The rare values below c not reached yet.
        let wanted = &mut self.wanted;
        wanted.clear();
        let below = self.rare_values.iter().take_while(|&&v| v < common);
        wanted.extend(below.filter(|&&v| reached[usize::from(v)] != mark));
        if wanted.is_empty() {
            return Ok(common);
        }
        if self.scan_splits(n) {
            return Ok(common);
        }
        Ok(self.wanted[0])
    }

    /// Scans the splits of each digit, stamping their values, until no rare value is wanted
    /// (then true) or every split is seen (then `wanted` holds the rare values not reached).
    fn scan_splits(&mut self, n: usize) -> bool {
        let mark = n as u32 + 1;
        let (g, reached, wanted) = (&self.values, &mut self.reached, &mut self.wanted);
        let mut spent = 0;
        for (j, &d) in self.rule.digits.iter().enumerate() {
            if j > n || d & 4 == 0 {
                continue;
            }
            let m = n - j;
            // The splits a + (m − a), a ≤ m − a; Grundy's game leaves out a = m − a.
            let half = if self.rule.unequal { (m - 1) / 2 } else { m / 2 };
            let mut a = 1;
            while a <= half {
                // A chunk of splits without branches, then one look at what is still wanted.
                let end = (a + 64).min(half + 1);
                for a in a..end {
                    reached[usize::from(g[a] ^ g[m - a])] = mark;
                }
                spent += end - a;
                a = end;
                wanted.retain(|&v| reached[usize::from(v)] != mark);
                if wanted.is_empty() {
                    break;
                }
            }
            if wanted.is_empty() {
                break;
            }
        }
        self.scanned += spent as u64;
        wanted.is_empty()
    }
}
