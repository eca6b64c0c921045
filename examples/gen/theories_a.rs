//! Generators for the theories_a group of binaries (see gen.rs: one function per binary, one line in
//! `GENERATORS`).

#[allow(unused_imports)]
use super::*;

pub const GENERATORS: &[(&str, Generator)] = &[("luogu_p2734", luogu_p2734)];

/// USACO "A Game" at the judge's limits: N = 100 numbers in 1..200 (the DP is the work).
fn luogu_p2734(rng: &mut Rng) -> Vec<u8> {
    let row: Vec<u64> = (0..100).map(|_| rng.range(1, 200)).collect();
    let mut out = b"100\n".to_vec();
    push_line(&mut out, &row);
    out
}
