//! Generators for the theories_b group of binaries (see gen.rs: one function per binary, one line in
//! `GENERATORS`).

#[path = "common.rs"]
mod common;
pub use common::*;

pub const GENERATORS: &[(&str, Generator)] = &[
    ("cf603c", cf603c),
    ("luogu_p3179", luogu_p3179),
    ("nim_product_64", nim_product_64),
    ("cf494e", cf494e),
    // Other maximum-size shapes, proved by the tests; not benchmarked.
    ("cf494e.random", cf494e_random),
    ("cf494e.small-k", cf494e_small_k),
    ("cf603c.even-k", cf603c_even_k),
    ("luogu_p3179.prime-n", luogu_p3179_prime_n),
    ("nim_product_64.tenth", nim_product_64_tenth),
];

/// Codeforces 603C: n = 10^5 piles of 1..=10^9 and an odd k = 999999999 (the even case is O(1)
/// per pile; the odd one walks a/2 down), at the statement's limits (about 1 MB).
pub fn cf603c(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(1_100_000);
    push_line(&mut out, &[100_000, 999_999_999]);
    let piles: Vec<u64> = (0..100_000).map(|_| rng.range(1, 1_000_000_000)).collect();
    push_line(&mut out, &piles);
    out
}

/// Luogu P3179: n = 10^9, K = 100 queries of w = 100 distinct cells (the statement's limits; the
/// work is the O(n^{3/4}) table, the input is tiny).
pub fn luogu_p3179(rng: &mut Rng) -> Vec<u8> {
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

/// Library Checker nim_product_64: T = 10^6 pairs (the judge's limit), full-range 64-bit values
/// with one pair in sixteen small and one in sixteen near 2^64 (about 38 MB).
pub fn nim_product_64(rng: &mut Rng) -> Vec<u8> {
    nim_pairs(rng, 1_000_000)
}

/// Library Checker nim_product_64 as `nim_product_64` with T = 10^5 pairs.
pub fn nim_product_64_tenth(rng: &mut Rng) -> Vec<u8> {
    nim_pairs(rng, 100_000)
}

/// T pairs (see `nim_product_64`).
pub fn nim_pairs(rng: &mut Rng, t: u64) -> Vec<u8> {
    let mut out = Vec::with_capacity(40 * t as usize);
    push_line(&mut out, &[t]);
    for _ in 0..t {
        let pair = match rng.range(0, 15) {
            0 => [rng.range(0, 1000), rng.range(0, 1000)],
            1 => [u64::MAX - rng.range(0, 1000), u64::MAX - rng.range(0, 1000)],
            _ => [rng.next_u64(), rng.next_u64()],
        };
        push_line(&mut out, &pair);
    }
    out
}

/// Codeforces 494E: n = k = 10^9 and m = 5·10^4 rectangles (the statement's limits, about
/// 2 MB), a lost position so that no method can stop early: 25000 random rectangles in rows
/// 1..2^28 − 1 (most small, one in four up to the whole width) and their copies 2^28 rows lower.
/// Shifting by 2^28 keeps every count of cells with both coordinates divisible by 2^u (u ≤ 28),
/// no row below 2^29 is a multiple of 2^29, and the copies do not meet the originals, so every
/// count is even: the answer is Malek.
pub fn cf494e(rng: &mut Rng) -> Vec<u8> {
    const N: u64 = 1_000_000_000;
    const M: u64 = 50_000;
    const SHIFT: u64 = 1 << 28;
    let mut rectangles = Vec::with_capacity(M as usize);
    for _ in 0..M / 2 {
        let (height, width) = if rng.one_in(4) { (SHIFT, N) } else { (SHIFT / 16, N / 16) };
        let (a, b) = (rng.range(1, SHIFT - 1), rng.range(1, N));
        let (c, d) =
            ((a + rng.range(0, height - 1)).min(SHIFT - 1), (b + rng.range(0, width - 1)).min(N));
        rectangles.push([a, b, c, d]);
        rectangles.push([a + SHIFT, b, c + SHIFT, d]);
    }
    shuffle(rng, &mut rectangles);
    let mut out = Vec::with_capacity(2_200_000);
    push_line(&mut out, &[N, M, N]);
    for rectangle in &rectangles {
        push_line(&mut out, rectangle);
    }
    out
}

/// `m` random rectangles on an n×n board: mostly small ones, some large, one in twenty a copy
/// of an earlier one.
pub fn random_rectangles(rng: &mut Rng, n: u64, m: usize) -> Vec<[u64; 4]> {
    let mut rectangles: Vec<[u64; 4]> = Vec::with_capacity(m);
    while rectangles.len() < m {
        if !rectangles.is_empty() && rng.one_in(20) {
            let copy = rectangles[rng.below(rectangles.len() as u64) as usize];
            rectangles.push(copy);
            continue;
        }
        let span = if rng.one_in(4) { n } else { 1 + n / 16 };
        let (a, b) = (rng.range(1, n), rng.range(1, n));
        let (c, d) = ((a + rng.below(span)).min(n), (b + rng.below(span)).min(n));
        rectangles.push([a, b, c, d]);
    }
    rectangles
}

/// The input `n m k` and the rectangles.
pub fn rectangles_input(n: u64, k: u64, rectangles: &[[u64; 4]]) -> Vec<u8> {
    let mut out = Vec::with_capacity(2_200_000);
    push_line(&mut out, &[n, rectangles.len() as u64, k]);
    for rectangle in rectangles {
        push_line(&mut out, rectangle);
    }
    out
}

/// Codeforces 494E at the limits (n = k = 10^9, m = 5·10^4) with random rectangles (see
/// `random_rectangles`): either player may win.
pub fn cf494e_random(rng: &mut Rng) -> Vec<u8> {
    const N: u64 = 1_000_000_000;
    rectangles_input(N, N, &random_rectangles(rng, N, 50_000))
}

/// Codeforces 494E with n = 10^9, k = 1000 and m = 5000: 2500 random rectangles in rows
/// 1..2^28 − 1 and their copies 2^28 rows lower (lost, as in `cf494e`).
pub fn cf494e_small_k(rng: &mut Rng) -> Vec<u8> {
    const N: u64 = 1_000_000_000;
    const SHIFT: u64 = 1 << 28;
    let mut rectangles = Vec::with_capacity(5000);
    for [a, b, c, d] in random_rectangles(rng, N, 2500) {
        let (a, c) = (1 + (a - 1) % (SHIFT - 1), 1 + (c - 1) % (SHIFT - 1));
        let (a, c) = (a.min(c), a.max(c));
        rectangles.push([a, b, c, d]);
        rectangles.push([a + SHIFT, b, c + SHIFT, d]);
    }
    shuffle(rng, &mut rectangles);
    rectangles_input(N, 1000, &rectangles)
}

/// Codeforces 603C at the limits with an even k = 10^9: n = 10^5 piles of 1..=10^9.
pub fn cf603c_even_k(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(1_100_000);
    push_line(&mut out, &[100_000, 1_000_000_000]);
    let piles: Vec<u64> = (0..100_000).map(|_| rng.range(1, 1_000_000_000)).collect();
    push_line(&mut out, &piles);
    out
}

/// Luogu P3179 with n = 999999937 (a prime) and K = 100 queries of 1 to 100 distinct cells
/// among the first 1000.
pub fn luogu_p3179_prime_n(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[999_999_937]);
    push_line(&mut out, &[100]);
    for _ in 0..100 {
        let w = rng.range(1, 100);
        push_line(&mut out, &[w]);
        push_line(&mut out, &distinct(rng, w as usize, 1, 1000));
    }
    out
}
