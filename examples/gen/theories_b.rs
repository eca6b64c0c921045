//! Generators for the theories_b group of binaries (see gen.rs: one function per binary, one line in
//! `GENERATORS`).

#[allow(unused_imports)]
use super::*;

pub const GENERATORS: &[(&str, Generator)] =
    &[("cf603c", cf603c), ("luogu_p3179", luogu_p3179)];

/// Codeforces 603C: n = 10^5 piles of 1..=10^9 and an odd k = 999999999 (the even case is O(1)
/// per pile; the odd one walks a/2 down), at the statement's limits (about 1 MB).
fn cf603c(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(1_100_000);
    push_line(&mut out, &[100_000, 999_999_999]);
    let piles: Vec<u64> = (0..100_000).map(|_| rng.range(1, 1_000_000_000)).collect();
    push_line(&mut out, &piles);
    out
}

/// Luogu P3179: n = 10^9, K = 100 queries of w = 100 distinct cells (the statement's limits; the
/// work is the O(n^{3/4}) table, the input is tiny).
fn luogu_p3179(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[1_000_000_000]);
    push_line(&mut out, &[100]);
    for _ in 0..100 {
        let mut cells = Vec::with_capacity(100);
        while cells.len() < 100 {
            let x = if rng.one_in(4) { rng.range(1, 1000) } else { rng.range(1, 1_000_000_000) };
            if !cells.contains(&x) {
                cells.push(x);
            }
        }
        push_line(&mut out, &[100]);
        push_line(&mut out, &cells);
    }
    out
}
