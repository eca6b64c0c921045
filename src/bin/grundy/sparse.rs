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
    seen: Vec<u32>,
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
        Sparse {
            rule,
            mask,
            values: prefix.to_vec(),
            rare: rare.collect(),
            seen: vec![0; 1 << 16],
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
        let largest = self.values.iter().copied().max().unwrap_or(0);
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

    /// g(n) by the sparse-space method (see the module header).
    fn next_value(&mut self, n: usize) -> Result<u16, String> {
        let mark = n as u32 + 1;
        let g = &self.values;
        let seen = &mut self.seen;
        // Single heaps, and every split with a rare part (all the common options).
        for (j, &d) in self.rule.digits.iter().enumerate() {
            if j > n || d == 0 {
                continue;
            }
            let m = n - j;
            if d & 1 != 0 && m == 0 {
                seen[0] = mark;
            }
            if d & 2 != 0 && m >= 1 {
                seen[g[m] as usize] = mark;
            }
            if d & 4 != 0 {
                for &r in &self.rare {
                    let r = r as usize;
                    if r >= m {
                        break;
                    }
                    if !(self.rule.unequal && 2 * r == m) {
                        seen[(g[r] ^ g[m - r]) as usize] = mark;
                    }
                }
            }
        }
        let mask = self.mask;
        let mut common = 0usize;
        while common < seen.len() && (is_rare(common as u16, mask) || seen[common] == mark) {
            common += 1;
        }
        if common >= seen.len() {
            return Err(format!("heap {}: a value above 65535 (the table keeps 16 bits)", n));
        }
        // The least rare value below c not yet seen, if any.
        let missing = |seen: &[u32], from: usize| {
            (from..common).find(|&v| is_rare(v as u16, mask) && seen[v] != mark)
        };
        let mut wanted = match missing(seen, 0) {
            None => return Ok(common as u16),
            Some(v) => v,
        };
        for (j, &d) in self.rule.digits.iter().enumerate() {
            if j > n || d & 4 == 0 {
                continue;
            }
            let m = n - j;
            for a in 1..=m / 2 {
                if self.rule.unequal && 2 * a == m {
                    continue;
                }
                let v = (g[a] ^ g[m - a]) as usize;
                if v < common && seen[v] != mark {
                    seen[v] = mark;
                    if v == wanted {
                        wanted = match missing(seen, wanted + 1) {
                            None => {
                                self.scanned += a as u64;
                                return Ok(common as u16);
                            }
                            Some(v) => v,
                        };
                    }
                }
            }
            self.scanned += (m / 2) as u64;
        }
        Ok(wanted as u16)
    }
}
