//! Generators for the classic_a group of binaries (see gen.rs: one function per binary, one line in
//! `GENERATORS`).

#[path = "common.rs"]
mod common;
pub use common::*;

pub const GENERATORS: &[(&str, Generator)] = &[
    ("game", game),
    ("hdu1846", hdu1846),
    ("hdu1536", hdu1536),
    ("hihocoder1163", hihocoder1163),
    ("poj1067", poj1067),
    ("lanqiao_balls", lanqiao_balls),
    ("take1or3", take1or3),
    ("sdnu1294", sdnu1294),
    ("poj1704", poj1704),
    ("hdu3649", hdu3649),
    ("hihocoder1172", hihocoder1172),
    ("hihocoder1173", hihocoder1173),
    ("luogu_p4279", luogu_p4279),
    ("luogu_p1247", luogu_p1247),
    ("luogu_p4301", luogu_p4301),
    ("luogu_p2197", luogu_p2197),
    ("luogu_p3480", luogu_p3480),
    // Other maximum-size shapes, proved by the tests; not benchmarked.
    ("luogu_p1247.three-big", luogu_p1247_three_big),
    ("hihocoder1172.bob", hihocoder1172_bob),
    ("hihocoder1172.million", hihocoder1172_million),
    ("hdu1536.paired", hdu1536_paired),
    ("poj1704.gaps", poj1704_gaps),
    ("poj1704.huge", poj1704_huge),
];

/// Exact ⌊√x⌋ (a float estimate, corrected in integers).
pub fn integer_sqrt(x: u64) -> u64 {
    let mut r = (x as f64).sqrt() as u64;
    while u128::from(r) * u128::from(r) > u128::from(x) {
        r -= 1;
    }
    while u128::from(r + 1) * u128::from(r + 1) <= u128::from(x) {
        r += 1;
    }
    r
}

/// The k-th losing Wythoff pair (⌊kφ⌋, ⌊kφ⌋ + k), exactly; k small enough that 5k² fits.
pub fn wythoff_pair(k: u64) -> (u64, u64) {
    let a = (k + integer_sqrt(5 * k * k)) / 2;
    (a, a + k)
}

/// SDOI2011 game at the largest statement limits (the DP is the work, the input is one line).
pub fn game(_rng: &mut Rng) -> Vec<u8> {
    b"10000 100 1\n".to_vec()
}

/// HDU 1846: C = 100 cases, 1 <= n, m <= 1000 (a quarter of them losing: n a multiple of m+1).
pub fn hdu1846(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[100]);
    for _ in 0..100 {
        let m = rng.range(1, 1000);
        let n = if rng.one_in(4) && m < 500 {
            (m + 1) * rng.range(1, 1000 / (m + 1))
        } else {
            rng.range(1, 1000)
        };
        push_line(&mut out, &[n, m]);
    }
    out
}

/// HDU 1536 S-Nim: the largest legal case (k = m = l = 100, set values and heaps up to 10000),
/// a fresh random one each time, until about 20 MB, then `0`. Each case needs the Grundy table
/// up to 10000 with 100 set elements, so every case has a heap of 10000. Sets mix small and
/// large elements: small elements make the Grundy values large and varied.
pub fn hdu1536(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(TARGET_BYTES + 100_000);
    while out.len() < TARGET_BYTES {
        let set = match rng.range(0, 2) {
            0 => {
                let mut set = distinct(rng, 10, 1, 20);
                for value in distinct(rng, 100, 21, 10_000) {
                    if set.len() == 100 {
                        break;
                    }
                    set.push(value);
                }
                set
            }
            1 => distinct(rng, 100, 1, 200),
            _ => distinct(rng, 100, 1, 10_000),
        };
        out.extend_from_slice(b"100");
        for &s in &set {
            out.push(b' ');
            push_u64(&mut out, s);
        }
        out.push(b'\n');
        push_line(&mut out, &[100]);
        let biggest = rng.range(0, 100 * 100 - 1);
        for line in 0..100 {
            out.extend_from_slice(b"100");
            for i in 0..100 {
                let heap = if line * 100 + i == biggest { 10_000 } else { rng.range(0, 10_000) };
                out.push(b' ');
                push_u64(&mut out, heap);
            }
            out.push(b'\n');
        }
    }
    out.extend_from_slice(b"0\n");
    out
}

/// hihoCoder 1163 Nim: N = 100 piles of 1..=10000.
pub fn hihocoder1163(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[100]);
    let piles: Vec<u64> = (0..100).map(|_| rng.range(1, 10_000)).collect();
    push_line(&mut out, &piles);
    out
}

/// POJ 1067 Wythoff: 10^6 lines `a b` with 0 <= a, b <= 10^9 (about 20 MB). One line in eight
/// is an exact losing pair (either order), one in sixteen misses one by a stone, one in
/// sixty-four has small values; the rest are uniform.
pub fn poj1067(rng: &mut Rng) -> Vec<u8> {
    const LIMIT: u64 = 1_000_000_000;
    // b_k = ⌊kφ⌋ + k <= 10^9 for every k up to this bound (k φ² < 10^9).
    const MAX_K: u64 = 381_966_010;
    let mut out = Vec::with_capacity(TARGET_BYTES + 1_000_000);
    for _ in 0..1_000_000 {
        let (a, b) = match rng.range(0, 63) {
            0..=7 => {
                let (a, b) = wythoff_pair(rng.range(0, MAX_K));
                if rng.one_in(2) {
                    (b, a)
                } else {
                    (a, b)
                }
            }
            8..=11 => {
                let (a, b) = wythoff_pair(rng.range(1, MAX_K));
                (a, b - 1)
            }
            12 => (rng.range(0, 100), rng.range(0, 100)),
            _ => (rng.range(0, LIMIT), rng.range(0, LIMIT)),
        };
        push_line(&mut out, &[a.min(LIMIT), b.min(LIMIT)]);
    }
    out
}

/// 蓝桥杯 2012 取球游戏: t = 99 counts below 10000 (the largest is always there).
pub fn lanqiao_balls(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[99]);
    push_line(&mut out, &[9999]);
    for _ in 1..99 {
        push_line(&mut out, &[rng.range(1, 9999)]);
    }
    out
}

/// take1or3: 10^6 values of S up to 10^18 until end of input, one per line (about 20 MB).
pub fn take1or3(rng: &mut Rng) -> Vec<u8> {
    const LIMIT: u64 = 1_000_000_000_000_000_000;
    let mut out = Vec::with_capacity(TARGET_BYTES + 1_000_000);
    for i in 0..1_000_000u32 {
        let s = match i {
            0 => 0,
            1 => LIMIT,
            _ if rng.one_in(64) => rng.range(0, 100),
            _ => rng.range(0, LIMIT),
        };
        push_u64(&mut out, s);
        out.push(b'\n');
    }
    out
}

/// sdnu1294 (reconstructed reading): cases `N` then N pile sizes, until about 20 MB. N is
/// 1..=1000; half the cases draw sizes from 1..=100 (many repeats), half from 1..=10^9; in a
/// quarter of the cases every size is a multiple of 4 (the first player's losing positions).
pub fn sdnu1294(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(TARGET_BYTES + 100_000);
    let mut piles = Vec::new();
    while out.len() < TARGET_BYTES {
        let n = rng.range(1, 1000);
        let hi = if rng.one_in(2) { 100 } else { 1_000_000_000 };
        let step = if rng.one_in(4) { 4 } else { 1 };
        piles.clear();
        piles.extend((0..n).map(|_| rng.range(1, hi / step) * step));
        push_line(&mut out, &[n]);
        push_line(&mut out, &piles);
    }
    out
}

/// POJ 1704 Georgia and Bob: T = 20 cases of N = 1000 distinct unsorted positions in 1..=10000.
pub fn poj1704(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[20]);
    for _ in 0..20 {
        push_line(&mut out, &[1000]);
        let positions = distinct(rng, 1000, 1, 10_000);
        push_line(&mut out, &positions);
    }
    out
}

/// HDU 3649 New Game: 10^6 cases in the promised ranges (f in {0,1}, r1..r3 in 1..5, r4 = 5,
/// k1..k3 in 6..10, k4 = 6), the original three-line layout (about 18 MB).
pub fn hdu3649(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(TARGET_BYTES);
    for _ in 0..1_000_000 {
        push_line(&mut out, &[rng.range(0, 1)]);
        push_line(&mut out, &[rng.range(1, 5), rng.range(1, 5), rng.range(1, 5), 5]);
        push_line(&mut out, &[rng.range(6, 10), rng.range(6, 10), rng.range(6, 10), 6]);
    }
    out
}

/// hihoCoder 1172 coins at the limit: N = 10^4 random H/T coins.
pub fn hihocoder1172(rng: &mut Rng) -> Vec<u8> {
    coins(rng, 10_000)
}

/// hihoCoder 1172 beyond the limit, N = 10^6 random coins.
pub fn hihocoder1172_million(rng: &mut Rng) -> Vec<u8> {
    coins(rng, 1_000_000)
}

/// A row of `n` random H/T coins.
pub fn coins(rng: &mut Rng, n: u64) -> Vec<u8> {
    let mut out = Vec::with_capacity(n as usize + 16);
    push_line(&mut out, &[n]);
    for _ in 0..n {
        out.push(if rng.one_in(2) { b'H' } else { b'T' });
    }
    out.push(b'\n');
    out
}

/// hihoCoder 1173 Lasker's Nim: N = 10^6 piles of 1..=10^18 on one line (about 20 MB).
pub fn hihocoder1173(rng: &mut Rng) -> Vec<u8> {
    const N: u64 = 1_000_000;
    let mut out = Vec::with_capacity(TARGET_BYTES + 1_000_000);
    push_line(&mut out, &[N]);
    let piles: Vec<u64> = (0..N).map(|_| rng.range(1, 1_000_000_000_000_000_000)).collect();
    push_line(&mut out, &piles);
    out
}

/// Luogu P4279 anti-Nim: T = 500 cases of N = 50 piles of at most 5000 (all three at the
/// statement's limits). Most cases are uniform in 1..=5000, a quarter of those with the last
/// pile set so that the XOR is 0; one in eight holds only piles of 0 and 1 (the parity rule),
/// one in eight the same with a single pile >= 2, and one in sixteen mixes in empty piles (the
/// statement does not exclude them). No case is all empty (ill-defined, never in the data).
pub fn luogu_p4279(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[500]);
    for _ in 0..500 {
        let mut piles: Vec<u64> = match rng.range(0, 15) {
            0 | 1 => (0..50).map(|_| rng.range(0, 1)).collect(),
            2 | 3 => {
                let mut piles: Vec<u64> = (0..50).map(|_| rng.range(0, 1)).collect();
                piles[rng.range(0, 49) as usize] = rng.range(2, 5000);
                piles
            }
            4 => (0..50).map(|_| if rng.one_in(4) { 0 } else { rng.range(1, 5000) }).collect(),
            _ => {
                let mut piles: Vec<u64> = (0..50).map(|_| rng.range(1, 5000)).collect();
                let rest = piles[..49].iter().fold(0, |x, &p| x ^ p);
                if rng.one_in(4) && (1..=5000).contains(&rest) {
                    piles[49] = rest;
                }
                piles
            }
        };
        if piles.iter().all(|&p| p == 0) {
            piles[0] = 1;
        }
        push_line(&mut out, &[50]);
        push_line(&mut out, &piles);
    }
    out
}

/// Luogu P1247: k = 5·10^5 piles of 1..=10^9 (the statement's limits), one in a thousand empty
/// (the statement only says "integers"). The XOR is non-zero, so the answer is the long one: the
/// move and all 5·10^5 sizes printed back.
pub fn luogu_p1247(rng: &mut Rng) -> Vec<u8> {
    const K: u64 = 500_000;
    let mut out = Vec::with_capacity(6_000_000);
    push_line(&mut out, &[K]);
    let mut piles: Vec<u64> =
        (0..K).map(|_| if rng.one_in(1000) { 0 } else { rng.range(1, 1_000_000_000) }).collect();
    if piles.iter().fold(0, |x, &p| x ^ p) == 0 {
        piles[0] ^= 1;
    }
    push_line(&mut out, &piles);
    out
}

/// Luogu P4301 (CQOI2013 new Nim): k = 100 piles of 1..=10^9 (the limits); ten of them repeat
/// earlier values, so some piles are dependent for more than the reason of size.
pub fn luogu_p4301(rng: &mut Rng) -> Vec<u8> {
    let mut piles: Vec<u64> = (0..90).map(|_| rng.range(1, 1_000_000_000)).collect();
    for _ in 0..10 {
        let copy = piles[rng.range(0, 89) as usize];
        piles.push(copy);
    }
    shuffle(rng, &mut piles);
    let mut out = Vec::new();
    push_line(&mut out, &[100]);
    push_line(&mut out, &piles);
    out
}

/// Luogu P2197 Nim: T = 10 cases of n = 10^4 piles of 0..=9999 (the limits; empty piles occur
/// in the sample). Each case is a rest of at most five piles below 8 plus pairs of equal piles,
/// shuffled, so that the tests prove it by pairing the piles off and searching the rest.
pub fn luogu_p2197(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(600_000);
    push_line(&mut out, &[10]);
    for _ in 0..10 {
        let mut piles: Vec<u64> = (0..rng.range(0, 5)).map(|_| rng.range(0, 7)).collect();
        if piles.len() % 2 == 1 {
            piles.push(0);
        }
        while piles.len() < 10_000 {
            let size = rng.range(0, 9999);
            piles.push(size);
            piles.push(size);
        }
        shuffle(rng, &mut piles);
        push_line(&mut out, &[10_000]);
        push_line(&mut out, &piles);
    }
    out
}

/// Luogu P3480 (POI2009 KAM): u = 10 arrangements of n = 1000 non-decreasing values. The readings
/// of the size bound disagree; this takes the loosest, BZOJ's a_i <= 10^4 (the file enforces
/// none). Odd cases draw from 0..=100, so many differences are 0 and many piles equal.
pub fn luogu_p3480(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[10]);
    for case in 0..10 {
        let hi = if case % 2 == 0 { 10_000 } else { 100 };
        let mut values: Vec<u64> = (0..1000).map(|_| rng.range(0, hi)).collect();
        values.sort_unstable();
        push_line(&mut out, &[1000]);
        push_line(&mut out, &values);
    }
    out
}

/// Luogu P1247 at k = 5·10^5: piles below 10 but three of about 10^9 (piles 300000, 400000
/// and 500000), which hold the top bit of the XOR; the first of them is the pile to take from.
pub fn luogu_p1247_three_big(rng: &mut Rng) -> Vec<u8> {
    let mut piles: Vec<u64> = (0..500_000).map(|_| rng.range(0, 9)).collect();
    for &i in &[299_999, 399_999, 499_999] {
        piles[i] = 1_000_000_000 - rng.range(0, 999);
    }
    let mut out = Vec::with_capacity(1_100_000);
    push_line(&mut out, &[500_000]);
    push_line(&mut out, &piles);
    out
}

/// hihoCoder 1172, N = 300000 random coins, then the coin at x flipped, where x is the XOR of
/// the heads' positions (1-based; drawn again until x <= N): the XOR becomes 0 and Bob wins.
pub fn hihocoder1172_bob(rng: &mut Rng) -> Vec<u8> {
    const N: usize = 300_000;
    loop {
        let mut row: Vec<u8> = (0..N).map(|_| if rng.one_in(2) { b'H' } else { b'T' }).collect();
        let x = (1..=N).filter(|&i| row[i - 1] == b'H').fold(0, |acc, i| acc ^ i);
        if x <= N {
            if x > 0 {
                row[x - 1] = if row[x - 1] == b'H' { b'T' } else { b'H' };
            }
            let mut out = Vec::with_capacity(N + 16);
            push_line(&mut out, &[N as u64]);
            out.extend_from_slice(&row);
            out.push(b'\n');
            return out;
        }
    }
}

/// HDU 1536 in the judge's worst shape, 25 cases of k = m = l = 100 with heaps up to 10000
/// (about 1.3 MB): sets drawn (with repeats) from 1..=10, 1..=100 or 1..=10000, and half the
/// positions 50 heaps each twice plus up to two changes, so that lost positions are common.
pub fn hdu1536_paired(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(1_400_000);
    for case in 0..25 {
        let top = [10, 100, 10_000][case % 3];
        let mut line = vec![100];
        line.extend((0..100).map(|_| rng.range(1, top)));
        push_line(&mut out, &line);
        push_line(&mut out, &[100]);
        for q in 0..100 {
            let mut heaps: Vec<u64> = (0..100).map(|_| rng.range(0, 10_000)).collect();
            if q % 2 == 0 {
                for i in 0..50 {
                    heaps[50 + i] = heaps[i];
                }
                for _ in 0..rng.range(0, 2) {
                    let i = rng.range(0, 99) as usize;
                    heaps[i] = rng.range(0, 10_000);
                }
            }
            let mut line = vec![100];
            line.extend_from_slice(&heaps);
            push_line(&mut out, &line);
        }
    }
    out.extend_from_slice(b"0\n");
    out
}

/// POJ 1704, a board of n pieces with gaps below `gap_limit`, shuffled; with `balanced` the
/// rightmost gap is the XOR of the other odd steps (so the staircase XOR is 0 when that stays
/// below `gap_limit`, and Bob wins).
pub fn board_from_gaps(rng: &mut Rng, n: usize, gap_limit: u64, balanced: bool) -> Vec<u64> {
    let mut gaps: Vec<u64> = (0..n).map(|_| rng.below(gap_limit)).collect();
    if balanced {
        gaps[n - 1] = gaps.iter().rev().skip(2).step_by(2).fold(0, |acc, &g| acc ^ g);
    }
    let mut positions = Vec::with_capacity(n);
    let mut cell = 0;
    for gap in gaps {
        cell += gap + 1;
        positions.push(cell);
    }
    shuffle(rng, &mut positions);
    positions
}

/// POJ 1704 boards as the input: T, then each case's N and positions.
pub fn boards_input(boards: &[Vec<u64>]) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[boards.len() as u64]);
    for board in boards {
        push_line(&mut out, &[board.len() as u64]);
        push_line(&mut out, board);
    }
    out
}

/// POJ 1704 at the judge's limits (T = 20, N = 1000, positions up to about 8000) from gaps
/// below 8; the odd cases balanced (Bob wins).
pub fn poj1704_gaps(rng: &mut Rng) -> Vec<u8> {
    let boards: Vec<Vec<u64>> =
        (0..20).map(|i| board_from_gaps(rng, 1000, 8, i % 2 == 1)).collect();
    boards_input(&boards)
}

/// POJ 1704 beyond the limits: ten cases with positions up to about 10^18, N = 1000 and the
/// last N = 50000; the even ones balanced.
pub fn poj1704_huge(rng: &mut Rng) -> Vec<u8> {
    let boards: Vec<Vec<u64>> = (0..10)
        .map(|i| {
            let n = if i == 9 { 50_000 } else { 1000 };
            board_from_gaps(rng, n, 1_000_000_000_000_000_000 / n as u64, i % 2 == 0)
        })
        .collect();
    boards_input(&boards)
}
