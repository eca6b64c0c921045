//! Generators for the cses group of binaries (see gen.rs: one function per binary, one line in
//! `GENERATORS`).

#[allow(unused_imports)]
use super::*;

pub const GENERATORS: &[(&str, Generator)] = &[
    ("cses1730", cses1730),
    ("cses1098", cses1098),
    ("cses2208", cses2208),
    ("cses1099", cses1099),
    ("cses1729", cses1729),
    ("cses2207", cses2207),
];

/// CSES's t-tests format at its largest input: t = 2·10^5 tests (so every n = 1, Σn = 2·10^5),
/// each value drawn by `value`.
fn single_value_tests(rng: &mut Rng, value: fn(&mut Rng) -> u64) -> Vec<u8> {
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
fn cses1730(rng: &mut Rng) -> Vec<u8> {
    single_value_tests(rng, |rng| rng.range(1, 1_000_000_000))
}

/// CSES 1098 Nim Game II: t = 2·10^5 one-heap tests, 1 <= x <= 10^9.
fn cses1098(rng: &mut Rng) -> Vec<u8> {
    single_value_tests(rng, |rng| rng.range(1, 1_000_000_000))
}

/// CSES 2208 Another Game: t = 2·10^5 one-heap tests, 1 <= x <= 10^9.
fn cses2208(rng: &mut Rng) -> Vec<u8> {
    single_value_tests(rng, |rng| rng.range(1, 1_000_000_000))
}

/// CSES 1099 Stair Game: t = 2·10^5 one-stair tests, 0 <= p <= 10^9.
fn cses1099(rng: &mut Rng) -> Vec<u8> {
    single_value_tests(rng, |rng| rng.range(0, 1_000_000_000))
}

/// CSES 1729 Stick Game at its maximum: n = 10^6, k = 100 moves, 1 and 99 distinct moves drawn
/// from 2..=n, shuffled (the input is tiny; the table and the 1 MB answer are the work).
fn cses1729(rng: &mut Rng) -> Vec<u8> {
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
fn cses2207(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(800_000);
    push_line(&mut out, &[100_000]);
    for _ in 0..100_000 {
        let top = if rng.one_in(3) { 1300 } else { 1_000_000 };
        let n = rng.range(1, top);
        push_line(&mut out, &[n]);
    }
    out
}
