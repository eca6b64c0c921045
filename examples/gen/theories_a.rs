//! Generators for the theories_a group of binaries (see gen.rs: one function per binary, one line in
//! `GENERATORS`).

#[path = "common.rs"]
mod common;
pub use common::*;

pub const GENERATORS: &[(&str, Generator)] = &[
    ("luogu_p2734", luogu_p2734),
    ("luogu_p5675", luogu_p5675),
    ("luogu_p4363", luogu_p4363),
    ("cf786a", cf786a),
    ("luogu_p4576", luogu_p4576),
    // Other maximum-size shapes, proved by the tests; not benchmarked.
    ("cf786a.every-step", cf786a_every_step),
    ("cf786a.even-steps", cf786a_even_steps),
];

/// USACO "A Game" at the judge's limits: N = 100 numbers in 1..200 (the DP is the work).
pub fn luogu_p2734(rng: &mut Rng) -> Vec<u8> {
    let row: Vec<u64> = (0..100).map(|_| rng.range(1, 200)).collect();
    let mut out = b"100\n".to_vec();
    push_line(&mut out, &row);
    out
}

/// GZOI2017 取石子游戏 at the judge's limits: N = 200 piles in 1..200 (the DP is the work).
pub fn luogu_p5675(rng: &mut Rng) -> Vec<u8> {
    let piles: Vec<u64> = (0..200).map(|_| rng.range(1, 200)).collect();
    let mut out = b"200\n".to_vec();
    push_line(&mut out, &piles);
    out
}

/// 一双木棋 at the judge's limits: a 10 × 10 board, a and b in 0..=10^5 (the search is the work).
pub fn luogu_p4363(rng: &mut Rng) -> Vec<u8> {
    let mut out = b"10 10\n".to_vec();
    for _ in 0..20 {
        let row: Vec<u64> = (0..10).map(|_| rng.range(0, 100_000)).collect();
        push_line(&mut out, &row);
    }
    out
}

/// Berzerk at the judge's n = 7000, each player with 3500 random steps: half the states are won
/// at once, and the other half loop for ever, so the retrograde analysis never runs out of
/// undecided states and every won state looks at all its 3500 predecessors (2.4·10^7 updates).
pub fn cf786a(rng: &mut Rng) -> Vec<u8> {
    let mut out = b"7000\n".to_vec();
    for _ in 0..2 {
        let mut line = vec![3500];
        line.extend(distinct(rng, 3500, 1, 6999));
        push_line(&mut out, &line);
    }
    out
}

/// 棋盘游戏 at the judge's n = 20, from the start of the longest game (`BLACK 58`): the
/// textbook's capped search meets the most states there.
pub fn luogu_p4576(_rng: &mut Rng) -> Vec<u8> {
    b"20 1 2 1 20\n".to_vec()
}

/// Berzerk at n = 7000 with the two step sets given.
pub fn berzerk_input(n: u64, sets: [Vec<u64>; 2]) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[n]);
    for set in &sets {
        let mut line = vec![set.len() as u64];
        line.extend_from_slice(set);
        push_line(&mut out, &line);
    }
    out
}

/// Berzerk at n = 7000, both players with every step 1..=6999.
pub fn cf786a_every_step(_rng: &mut Rng) -> Vec<u8> {
    let all: Vec<u64> = (1..7000).collect();
    berzerk_input(7000, [all.clone(), all])
}

/// Berzerk at n = 7000 with even steps only (40 and 3000 of them): from an odd object the
/// black hole is out of reach, so those states loop.
pub fn cf786a_even_steps(rng: &mut Rng) -> Vec<u8> {
    let even = |rng: &mut Rng, k| distinct(rng, k, 1, 3499).into_iter().map(|s| 2 * s).collect();
    let sets = [even(rng, 40), even(rng, 3000)];
    berzerk_input(7000, sets)
}
