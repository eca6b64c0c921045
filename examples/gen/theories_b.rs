//! Generators for the theories_b group of binaries (see gen.rs: one function per binary, one line in
//! `GENERATORS`).

#[allow(unused_imports)]
use super::*;

pub const GENERATORS: &[(&str, Generator)] = &[
    ("cf603c", cf603c),
    ("luogu_p3179", luogu_p3179),
    ("nim_product_64", nim_product_64),
    ("cf494e", cf494e),
];

/// Codeforces 603C: n = 10^5 piles of 1..=10^9 and an odd k = 999999999 (the even case is O(1)
/// per pile; the odd one walks a/2 down), at the statement's limits (about 1 MB).
fn cf603c(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(1_100_000);
    push_line(&mut out, &[100_000, 999_999_999]);
    let piles: Vec<u64> = (0..100_000).map(|_| rng.range(1, 1_000_000_000)).collect();
    push_line(&mut out, &piles);
    out
}

/// Luogu P3179: n = 10^9, K = 100 queries of w = 100 distinct cells (the statement's limits; the
/// work is the O(n^{3/4}) table, the input is tiny).
fn luogu_p3179(rng: &mut Rng) -> Vec<u8> {
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
fn nim_product_64(rng: &mut Rng) -> Vec<u8> {
    const T: u64 = 1_000_000;
    let mut out = Vec::with_capacity(40_000_000);
    push_line(&mut out, &[T]);
    for _ in 0..T {
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
fn cf494e(rng: &mut Rng) -> Vec<u8> {
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
