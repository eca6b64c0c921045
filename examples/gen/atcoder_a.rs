//! Generators for the atcoder_a group of binaries (see gen.rs: one function per binary, one line in
//! `GENERATORS`).

#[allow(unused_imports)]
use super::*;

pub const GENERATORS: &[(&str, Generator)] = &[("dp_k", dp_k)];

/// EDPC K Stones at the limits: N = 100 moves (small ones, so the table's inner loop runs
/// long before it finds a winning move), K = 10^5. The input is tiny; the table is the work.
fn dp_k(rng: &mut Rng) -> Vec<u8> {
    let mut moves = distinct(rng, 100, 1, 300);
    moves.sort_unstable();
    let mut out = Vec::new();
    push_line(&mut out, &[100, 100_000]);
    push_line(&mut out, &moves);
    out
}
