//! Generators for the atcoder_a group of binaries (see gen.rs: one function per binary, one line in
//! `GENERATORS`).

#[allow(unused_imports)]
use super::*;

pub const GENERATORS: &[(&str, Generator)] =
    &[("dp_k", dp_k), ("dp_l", dp_l), ("abc368_f", abc368_f), ("arc168_b", arc168_b)];

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

/// EDPC L Deque at the limits: N = 3000 values up to 10^9 (the answer needs more than 32 bits).
/// The input is tiny; the O(N²) DP is the work.
fn dp_l(rng: &mut Rng) -> Vec<u8> {
    let values: Vec<u64> = (0..3000).map(|_| rng.range(1, 1_000_000_000)).collect();
    let mut out = Vec::new();
    push_line(&mut out, &[3000]);
    push_line(&mut out, &values);
    out
}

/// ABC368 F Dividing Game at the limits: N = 10^5 values in 2..=10^5 (input-bound; the sieve
/// of Ω up to the largest value is the rest).
fn abc368_f(rng: &mut Rng) -> Vec<u8> {
    let values: Vec<u64> = (0..100_000).map(|_| rng.range(2, 100_000)).collect();
    let mut out = Vec::new();
    push_line(&mut out, &[100_000]);
    push_line(&mut out, &values);
    out
}

/// ARC168 B Arbitrary Nim at the limits: N = 250000 values up to 10^9 whose XOR is 0 (equal
/// pairs and four odd values), so that the sort and the scan for M both run.
fn arc168_b(rng: &mut Rng) -> Vec<u8> {
    let (a, b, c) = (123_456_789, 876_543_210, 555_555_555);
    let mut values = vec![a, b, c, a ^ b ^ c];
    while values.len() < 250_000 {
        let v = rng.range(1, 1_000_000_000);
        values.push(v);
        values.push(v);
    }
    shuffle(rng, &mut values);
    let mut out = Vec::new();
    push_line(&mut out, &[values.len() as u64]);
    push_line(&mut out, &values);
    out
}
