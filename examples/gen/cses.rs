//! Generators for the cses group of binaries (see gen.rs: one function per binary, one line in
//! `GENERATORS`).

#[path = "common.rs"]
mod common;
pub use common::*;

pub const GENERATORS: &[(&str, Generator)] = &[
    ("cses1730", cses1730),
    ("cses1098", cses1098),
    ("cses2208", cses2208),
    ("cses1099", cses1099),
    ("cses1729", cses1729),
    ("cses2207", cses2207),
    // Other maximum-size shapes, proved by the tests; not benchmarked.
    ("cses1730.one-test", cses1730_one_test),
    ("cses1098.one-test", cses1098_one_test),
    ("cses1099.one-test", cses1099_one_test),
    ("cses1729.small-moves", cses1729_small_moves),
];

/// CSES's t-tests format at its largest input: t = 2·10^5 tests (so every n = 1, Σn = 2·10^5),
/// each value drawn by `value`.
pub fn single_value_tests(rng: &mut Rng, value: fn(&mut Rng) -> u64) -> Vec<u8> {
    let mut out = Vec::with_capacity(2_600_000);
    push_line(&mut out, &[200_000]);
    for _ in 0..200_000 {
        push_line(&mut out, &[1]);
        let x = value(rng);
        push_line(&mut out, &[x]);
    }
    out
}

/// CSES 1730 Nim Game I: t = 2·10^5 one-heap tests, 1 <= x <= 10^9.
pub fn cses1730(rng: &mut Rng) -> Vec<u8> {
    single_value_tests(rng, |rng| rng.range(1, 1_000_000_000))
}

/// CSES 1098 Nim Game II: t = 2·10^5 one-heap tests, 1 <= x <= 10^9.
pub fn cses1098(rng: &mut Rng) -> Vec<u8> {
    single_value_tests(rng, |rng| rng.range(1, 1_000_000_000))
}

/// CSES 2208 Another Game: t = 2·10^5 one-heap tests, 1 <= x <= 10^9.
pub fn cses2208(rng: &mut Rng) -> Vec<u8> {
    single_value_tests(rng, |rng| rng.range(1, 1_000_000_000))
}

/// CSES 1099 Stair Game: t = 2·10^5 one-stair tests, 0 <= p <= 10^9.
pub fn cses1099(rng: &mut Rng) -> Vec<u8> {
    single_value_tests(rng, |rng| rng.range(0, 1_000_000_000))
}

/// CSES 1729 Stick Game at its maximum: n = 10^6, k = 100 moves, 1 and 99 distinct moves drawn
/// from 2..=n, shuffled (the input is tiny; the table and the 1 MB answer are the work).
pub fn cses1729(rng: &mut Rng) -> Vec<u8> {
    let n = 1_000_000;
    let mut moves = distinct(rng, 99, 2, n);
    moves.push(1);
    shuffle(rng, &mut moves);
    let mut out = Vec::new();
    push_line(&mut out, &[n, 100]);
    push_line(&mut out, &moves);
    out
}

/// CSES 2207 Grundy's Game at its maximum: t = 10^5 heaps, n up to 10^6 (a third at most 1300,
/// where the losing heaps are).
pub fn cses2207(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(800_000);
    push_line(&mut out, &[100_000]);
    for _ in 0..100_000 {
        let top = if rng.one_in(3) { 1300 } else { 1_000_000 };
        let n = rng.range(1, top);
        push_line(&mut out, &[n]);
    }
    out
}

/// One test of n = 2·10^5 heaps: a rest of 2 or 4 heaps of 1..=`small`, then pairs of equal
/// heaps up to 10^9, shuffled (the pairs cancel, so a game search on the rest proves it).
pub fn one_test_of_pairs(rng: &mut Rng, small: u64) -> Vec<u8> {
    let mut heaps: Vec<u64> = (0..2 + 2 * rng.range(0, 1)).map(|_| rng.range(1, small)).collect();
    while heaps.len() < 200_000 {
        let size = rng.range(1, 1_000_000_000);
        heaps.push(size);
        heaps.push(size);
    }
    shuffle(rng, &mut heaps);
    let mut out = Vec::with_capacity(2_200_000);
    push_line(&mut out, &[1]);
    push_line(&mut out, &[heaps.len() as u64]);
    push_line(&mut out, &heaps);
    out
}

/// CSES 1730 with one test of n = 2·10^5 heaps (see `one_test_of_pairs`).
pub fn cses1730_one_test(rng: &mut Rng) -> Vec<u8> {
    one_test_of_pairs(rng, 7)
}

/// CSES 1098 with one test of n = 2·10^5 heaps (see `one_test_of_pairs`).
pub fn cses1098_one_test(rng: &mut Rng) -> Vec<u8> {
    one_test_of_pairs(rng, 7)
}

/// CSES 1099 with one test of n = 2·10^5 stairs: stair 1 holds 10^9 balls (never moved in the
/// game that matters), stairs 2 to 6 at most 6, the rest empty.
pub fn cses1099_one_test(rng: &mut Rng) -> Vec<u8> {
    let mut stairs = vec![0u64; 200_000];
    stairs[0] = 1_000_000_000;
    for p in stairs.iter_mut().take(6).skip(1) {
        *p = rng.range(0, 6);
    }
    let mut out = Vec::with_capacity(500_000);
    push_line(&mut out, &[1]);
    push_line(&mut out, &[200_000]);
    push_line(&mut out, &stairs);
    out
}

/// CSES 1729 at n = 10^6 with the k = 100 moves 1, 3, ..., 199 (small and odd: the table's
/// inner loop finds no winning move early), in decreasing order.
pub fn cses1729_small_moves(_rng: &mut Rng) -> Vec<u8> {
    let moves: Vec<u64> = (1..=100).rev().map(|p| 2 * p - 1).collect();
    let mut out = Vec::new();
    push_line(&mut out, &[1_000_000, 100]);
    push_line(&mut out, &moves);
    out
}
