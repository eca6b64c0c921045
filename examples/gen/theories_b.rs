//! Generators for the theories_b group of binaries (see gen.rs: one function per binary, one line in
//! `GENERATORS`).

#[allow(unused_imports)]
use super::*;

pub const GENERATORS: &[(&str, Generator)] = &[("cf603c", cf603c)];

/// Codeforces 603C: n = 10^5 piles of 1..=10^9 and an odd k = 999999999 (the even case is O(1)
/// per pile; the odd one walks a/2 down), at the statement's limits (about 1 MB).
fn cf603c(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(1_100_000);
    push_line(&mut out, &[100_000, 999_999_999]);
    let piles: Vec<u64> = (0..100_000).map(|_| rng.range(1, 1_000_000_000)).collect();
    push_line(&mut out, &piles);
    out
}
