//! Generators for the atcoder_b group of binaries (see gen.rs: one function per binary, one line in
//! `GENERATORS`).

#[path = "common.rs"]
mod common;
pub use common::*;

pub const GENERATORS: &[(&str, Generator)] = &[
    ("abc206_f", abc206_f),
    ("arc091_d", arc091_d),
    ("agc010_f", agc010_f),
    ("agc002_e", agc002_e),
    // Other maximum-size shapes, proved by the tests; not benchmarked.
    ("agc002_e.near-middle", agc002_e_near_middle),
    ("agc010_f.path", agc010_f_path),
    ("agc010_f.star", agc010_f_star),
];

/// ABC206 F Interval Game 2 at the limits: T = 20 cases of N = 100 intervals with
/// 1 <= L < R <= 100 (half of them short, so that many fit side by side). One case in four
/// repeats a few intervals.
pub fn abc206_f(rng: &mut Rng) -> Vec<u8> {
    const CASES: u64 = 20;
    let mut out = Vec::with_capacity(20_000);
    push_line(&mut out, &[CASES]);
    for _ in 0..CASES {
        push_line(&mut out, &[100]);
        let repeats = rng.one_in(4);
        let mut previous = (1, 100);
        for _ in 0..100 {
            let (l, r) = if repeats && rng.one_in(5) {
                previous
            } else {
                let l = rng.range(1, 99);
                let longest = if rng.one_in(2) { 8.min(100 - l) } else { 100 - l };
                (l, l + rng.range(1, longest))
            };
            push_line(&mut out, &[l, r]);
            previous = (l, r);
        }
    }
    out
}

/// ARC091 F Strange Nim at the judge's limits: N = 200 piles of A close to 10^9 with the
/// constants that make the block jumps slowest (K around 18570, about 38000 jumps a pile) and a
/// few others (K up to 10^9). A tiny input: the work is the jumps.
pub fn arc091_d(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[200]);
    for i in 0..200 {
        let a = 1_000_000_000 - rng.range(0, 1000);
        let k = if i % 10 == 9 { rng.range(1, 1_000_000_000) } else { rng.range(18_000, 19_200) };
        push_line(&mut out, &[a, k]);
    }
    out
}

/// AGC010 F Tree Game at the limits, N = 3000: a spine path of 1250 vertices whose counts fall
/// along it (each search of the textbook runs down the rest of the spine), then 1750 vertices
/// hung as a random tree with random counts up to 10^9 (only a few of them on the spine).
/// Labels, edge order and orientation are random.
pub fn agc010_f(rng: &mut Rng) -> Vec<u8> {
    const N: usize = 3000;
    const SPINE: usize = 1250;
    let mut label: Vec<u64> = (1..=N as u64).collect();
    shuffle(rng, &mut label);
    let mut stones = vec![0u64; N + 1];
    let mut edges: Vec<(u64, u64)> = Vec::with_capacity(N - 1);
    for v in 0..N {
        stones[label[v] as usize] = if v < SPINE {
            1_000_000_000 - 800_000 * v as u64 + rng.range(0, 400_000)
        } else {
            rng.range(0, 1_000_000_000)
        };
        if v > 0 {
            let parent = if v < SPINE {
                v - 1
            } else if v < SPINE + 5 || rng.one_in(1000) {
                rng.range(0, SPINE as u64 - 1) as usize
            } else {
                rng.range(SPINE as u64, v as u64 - 1) as usize
            };
            let (a, b) = (label[v], label[parent]);
            edges.push(if rng.one_in(2) { (a, b) } else { (b, a) });
        }
    }
    shuffle(rng, &mut edges);
    let mut out = Vec::with_capacity(80_000);
    push_line(&mut out, &[N as u64]);
    push_line(&mut out, &stones[1..]);
    for &(a, b) in &edges {
        push_line(&mut out, &[a, b]);
    }
    out
}

/// AGC002 E Candy Piles at the limits: N = 10^5 piles of 1..=10^9 candies (the work is reading
/// and sorting).
pub fn agc002_e(rng: &mut Rng) -> Vec<u8> {
    const N: u64 = 100_000;
    let mut out = Vec::with_capacity(1_100_000);
    push_line(&mut out, &[N]);
    let piles: Vec<u64> = (0..N).map(|_| rng.range(1, 1_000_000_000)).collect();
    push_line(&mut out, &piles);
    out
}

/// AGC002 E at the judge's N = 10^5 with piles of 1..=2·10^5, so that the last cell of the
/// diagonal falls near the middle.
pub fn agc002_e_near_middle(rng: &mut Rng) -> Vec<u8> {
    let piles: Vec<u64> = (0..100_000).map(|_| rng.range(1, 200_000)).collect();
    let mut out = Vec::with_capacity(700_000);
    push_line(&mut out, &[100_000]);
    push_line(&mut out, &piles);
    out
}

/// AGC010 F with the vertices in the order given and the edges as given.
pub fn tree_game_input(stones: &[u64], edges: &[(u64, u64)]) -> Vec<u8> {
    let mut out = Vec::with_capacity(80_000);
    push_line(&mut out, &[stones.len() as u64]);
    push_line(&mut out, stones);
    for &(a, b) in edges {
        push_line(&mut out, &[a, b]);
    }
    out
}

/// AGC010 F, a path 1 - 2 - ... - 3000 with counts mostly going down along it (the textbook's
/// slowest shape).
pub fn agc010_f_path(_rng: &mut Rng) -> Vec<u8> {
    let edges: Vec<(u64, u64)> = (1..3000).map(|v| (v, v + 1)).collect();
    let stones: Vec<u64> = (0..3000u64)
        .map(|i| 1_000_000_000 - 300_000 * i + if i % 7 == 0 { 400_000 } else { 0 })
        .collect();
    tree_game_input(&stones, &edges)
}

/// AGC010 F, a star of 3000 vertices whose centre (vertex 1) holds the most.
pub fn agc010_f_star(rng: &mut Rng) -> Vec<u8> {
    let edges: Vec<(u64, u64)> = (2..=3000).map(|v| (1, v)).collect();
    let stones: Vec<u64> =
        (0..3000).map(|i| if i == 0 { 1_000_000_000 } else { rng.range(0, 999_999_999) }).collect();
    tree_game_input(&stones, &edges)
}
