//! Generators for the atcoder_a group of binaries (see gen.rs: one function per binary, one line in
//! `GENERATORS`).

#[path = "common.rs"]
mod common;
pub use common::*;

pub const GENERATORS: &[(&str, Generator)] = &[
    ("dp_k", dp_k),
    ("dp_l", dp_l),
    ("abc368_f", abc368_f),
    ("arc168_b", arc168_b),
    // Other maximum-size shapes, proved by the tests; not benchmarked.
    ("arc168_b.all-paired", arc168_b_all_paired),
    ("arc168_b.xor-nonzero", arc168_b_xor_nonzero),
    ("abc368_f.paired", abc368_f_paired),
    ("dp_l.alternating", dp_l_alternating),
    ("dp_l.valleys", dp_l_valleys),
    ("dp_l.odd", dp_l_odd),
];

/// EDPC K Stones at the limits: N = 100 moves (small ones, so the table's inner loop runs
/// long before it finds a winning move), K = 10^5. The input is tiny; the table is the work.
pub fn dp_k(rng: &mut Rng) -> Vec<u8> {
    let mut moves = distinct(rng, 100, 1, 300);
    moves.sort_unstable();
    let mut out = Vec::new();
    push_line(&mut out, &[100, 100_000]);
    push_line(&mut out, &moves);
    out
}

/// EDPC L Deque at the limits: N = 3000 values up to 10^9 (the answer needs more than 32 bits).
/// The input is tiny; the O(N²) DP is the work.
pub fn dp_l(rng: &mut Rng) -> Vec<u8> {
    let values: Vec<u64> = (0..3000).map(|_| rng.range(1, 1_000_000_000)).collect();
    let mut out = Vec::new();
    push_line(&mut out, &[3000]);
    push_line(&mut out, &values);
    out
}

/// ABC368 F Dividing Game at the limits: N = 10^5 values in 2..=10^5 (input-bound; the sieve
/// of Ω up to the largest value is the rest).
pub fn abc368_f(rng: &mut Rng) -> Vec<u8> {
    let values: Vec<u64> = (0..100_000).map(|_| rng.range(2, 100_000)).collect();
    let mut out = Vec::new();
    push_line(&mut out, &[100_000]);
    push_line(&mut out, &values);
    out
}

/// ARC168 B Arbitrary Nim at the limits: N = 250000 values up to 10^9 whose XOR is 0 (equal
/// pairs and four odd values), so that the sort and the scan for M both run.
pub fn arc168_b(rng: &mut Rng) -> Vec<u8> {
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

/// ARC168 B with N = 250000 values: equal pairs of 1..=`max`, then `odd`, shuffled.
pub fn arc168_b_paired(rng: &mut Rng, max: u64, odd: &[u64]) -> Vec<u8> {
    let mut values = Vec::with_capacity(250_000);
    while values.len() + 2 <= 250_000 - odd.len() {
        let v = rng.range(1, max);
        values.push(v);
        values.push(v);
    }
    values.extend_from_slice(odd);
    shuffle(rng, &mut values);
    let mut out = Vec::new();
    push_line(&mut out, &[values.len() as u64]);
    push_line(&mut out, &values);
    out
}

/// ARC168 B, every value paired (up to 1000): the XOR is 0 for every k, the answer is -1.
pub fn arc168_b_all_paired(rng: &mut Rng) -> Vec<u8> {
    arc168_b_paired(rng, 1000, &[])
}

/// ARC168 B, pairs up to 1000 and the odd values 5 and 6: the XOR of the piles is not 0.
pub fn arc168_b_xor_nonzero(rng: &mut Rng) -> Vec<u8> {
    arc168_b_paired(rng, 1000, &[5, 6])
}

/// ABC368 F at the limits, N = 10^5 values of 2..=10^5 in equal pairs, shuffled (Bruno wins).
pub fn abc368_f_paired(rng: &mut Rng) -> Vec<u8> {
    let mut values = Vec::with_capacity(100_000);
    while values.len() < 100_000 {
        let v = rng.range(2, 100_000);
        values.push(v);
        values.push(v);
    }
    shuffle(rng, &mut values);
    let mut out = Vec::new();
    push_line(&mut out, &[100_000]);
    push_line(&mut out, &values);
    out
}

/// EDPC L with the values given.
pub fn deque_input(values: &[u64]) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[values.len() as u64]);
    push_line(&mut out, values);
    out
}

/// EDPC L, N = 3000 values alternating 10^9 and 1.
pub fn dp_l_alternating(_rng: &mut Rng) -> Vec<u8> {
    let values: Vec<u64> = (0..3000).map(|i| if i % 2 == 0 { 1_000_000_000 } else { 1 }).collect();
    deque_input(&values)
}

/// EDPC L, N = 3000 values 1 + (i² mod 997)·10^6 with 10^9 in the middle.
pub fn dp_l_valleys(_rng: &mut Rng) -> Vec<u8> {
    let mut values: Vec<u64> = (0..3000).map(|i| 1 + (i * i % 997) * 1_000_000).collect();
    values[1500] = 1_000_000_000;
    deque_input(&values)
}

/// EDPC L with an odd N = 2999 (Taro also takes the last value), values near 10^9.
pub fn dp_l_odd(rng: &mut Rng) -> Vec<u8> {
    let values: Vec<u64> = (0..2999).map(|_| rng.range(999_000_000, 1_000_000_000)).collect();
    deque_input(&values)
}
