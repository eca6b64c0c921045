//! Generators for the atcoder_b group of binaries (see gen.rs: one function per binary, one line in
//! `GENERATORS`).

#[allow(unused_imports)]
use super::*;

pub const GENERATORS: &[(&str, Generator)] = &[
    ("abc206_f", abc206_f),
    ("arc091_d", arc091_d),
    ("agc010_f", agc010_f),
    ("agc002_e", agc002_e),
    // Other maximum-size shapes, proved by the tests (src/bin/kit/max.rs); not benchmarked.
    ("agc002_e.near-middle", agc002_e_near_middle),
];

/// ABC206 F Interval Game 2: cases of the largest kind, N = 100 intervals with 1 <= L < R <=
/// 100 (half of them short, so that many fit side by side), 2000 cases (about 1.3 MB; T is 20 on
/// the judge, the solution takes any T). One case in four repeats a few intervals.
fn abc206_f(rng: &mut Rng) -> Vec<u8> {
    const CASES: u64 = 2000;
    let mut out = Vec::with_capacity(1_500_000);
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
fn arc091_d(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[200]);
    for i in 0..200 {
        let a = 1_000_000_000 - rng.range(0, 1000);
        let k = if i % 10 == 9 { rng.range(1, 1_000_000_000) } else { rng.range(18_000, 19_200) };
        push_line(&mut out, &[a, k]);
    }
    out
}

/// AGC010 F Tree Game, beyond the judge's N = 3000 so that the input is not tiny: N = 60000.
/// A spine path of 25000 vertices whose counts fall along it (each search of the textbook runs
/// down the rest of the spine: about 3·10^8 steps), then 35000 vertices hung as a random tree
/// with random counts up to 10^9 (only a few of them on the spine). Labels, edge order and
/// orientation are random.
fn agc010_f(rng: &mut Rng) -> Vec<u8> {
    const N: usize = 60_000;
    const SPINE: usize = 25_000;
    let mut label: Vec<u64> = (1..=N as u64).collect();
    shuffle(rng, &mut label);
    let mut stones = vec![0u64; N + 1];
    let mut edges: Vec<(u64, u64)> = Vec::with_capacity(N - 1);
    for v in 0..N {
        stones[label[v] as usize] = if v < SPINE {
            1_000_000_000 - 40_000 * v as u64 + rng.range(0, 20_000)
        } else {
            rng.range(0, 1_000_000_000)
        };
        if v > 0 {
            let parent = if v < SPINE {
                v - 1
            } else if v < SPINE + 50 || rng.one_in(1000) {
                rng.range(0, SPINE as u64 - 1) as usize
            } else {
                rng.range(SPINE as u64, v as u64 - 1) as usize
            };
            let (a, b) = (label[v], label[parent]);
            edges.push(if rng.one_in(2) { (a, b) } else { (b, a) });
        }
    }
    shuffle(rng, &mut edges);
    let mut out = Vec::with_capacity(1_600_000);
    push_line(&mut out, &[N as u64]);
    push_line(&mut out, &stones[1..]);
    for &(a, b) in &edges {
        push_line(&mut out, &[a, b]);
    }
    out
}

/// AGC002 E Candy Piles: one case of about 20 MB, N = 1.8·10^6 piles (beyond the judge's 10^5;
/// the solution takes any N) of 1..=10^9 candies, so the work is reading and sorting.
fn agc002_e(rng: &mut Rng) -> Vec<u8> {
    const N: u64 = 1_800_000;
    let mut out = Vec::with_capacity(TARGET_BYTES + 100);
    push_line(&mut out, &[N]);
    let piles: Vec<u64> = (0..N).map(|_| rng.range(1, 1_000_000_000)).collect();
    push_line(&mut out, &piles);
    out
}

/// AGC002 E at the judge's N = 10^5 with piles of 1..=2·10^5, so that the last cell of the
/// diagonal falls near the middle.
fn agc002_e_near_middle(rng: &mut Rng) -> Vec<u8> {
    let piles: Vec<u64> = (0..100_000).map(|_| rng.range(1, 200_000)).collect();
    let mut out = Vec::with_capacity(700_000);
    push_line(&mut out, &[100_000]);
    push_line(&mut out, &piles);
    out
}
