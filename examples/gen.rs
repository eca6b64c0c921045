//! # gen — the maximum-size inputs, for the benchmark (`./bench.sh`) and the tests
//!
//! ```text
//! gen <name> <outfile>   write the input for one binary (`-` for standard output)
//! gen all <dir>          write <dir>/<name>.in for every entry in the table
//! gen --list             print the names that have a generator, one per line
//! gen --limits           print each judge file's time limit and input bound (tab-separated:
//!                        name, ms, `found` or `assumed`, bound), from examples/gen/limits.rs
//! ```
//!
//! Every input is deterministic: the generator for a binary is seeded from a fixed seed and
//! the binary's name, so the same bytes come out on every machine and in every order. std only.
//!
//! The tests prove the answers to these inputs, generated when they run
//! (`src/bin/kit/max.rs` includes this file): the clone stores no large case. An entry named
//! `<binary>.<shape>` is another maximum-size shape that only the tests use.
//!
//! Adding a binary to the benchmark means adding one function `fn(&mut Rng) -> Vec<u8>` and one
//! line to `GENERATORS`, here or in the group file of `examples/gen/` it belongs to. `bench.sh`
//! skips (with a note) every binary that has no entry here; the interactive `reversi` has none
//! on purpose (it is benchmarked by its perft instead).

use std::io::Write;

/// About how large the "large" inputs are (bytes).
const TARGET_BYTES: usize = 20_000_000;

/// Writes the whole input for one binary.
pub type Generator = fn(&mut Rng) -> Vec<u8>;

/// Binary name -> input writer. The order is the order of `gen all` and of the bench table.
const GENERATORS: &[(&str, Generator)] = &[
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
    ("luogu_p3185", luogu_p3185),
    ("loj10241", loj10241),
    ("loj10242", loj10242),
    ("loj10243", loj10243),
    ("agc017_d", agc017_d),
    ("poj3710", poj3710),
    ("luogu_p8369", luogu_p8369),
    ("luogu_p10501", luogu_p10501),
    ("luogu_p2148", luogu_p2148),
    ("luogu_p1290", luogu_p1290),
    ("poj2484", poj2484),
    ("luogu_p7589", luogu_p7589),
    ("luogu_p4136", luogu_p4136),
    ("luogu_p6560", luogu_p6560),
    ("hdu2516", hdu2516),
    ("luogu_p2599", luogu_p2599),
    // Other maximum-size shapes, proved by the tests (src/bin/kit/max.rs); not benchmarked.
    ("luogu_p6560.chain", luogu_p6560_chain),
    ("agc017_d.path", agc017_d_path),
    ("agc017_d.spider", agc017_d_spider),
    ("luogu_p1247.three-big", luogu_p1247_three_big),
    ("hihocoder1172.bob", hihocoder1172_bob),
    ("hihocoder1172.million", hihocoder1172_million),
    ("hdu1536.paired", hdu1536_paired),
    ("poj3710.few", poj3710_few),
    ("poj1704.gaps", poj1704_gaps),
    ("poj1704.huge", poj1704_huge),
    ("loj10242.lost", loj10242_lost),
    ("luogu_p10501.all", luogu_p10501_all),
];

// The newer groups of binaries keep their generators in files of their own.
#[path = "gen/atcoder_a.rs"]
pub mod atcoder_a;
#[path = "gen/atcoder_b.rs"]
pub mod atcoder_b;
#[path = "gen/cses.rs"]
pub mod cses;
#[path = "gen/limits.rs"]
pub mod limits;
#[path = "gen/theories_a.rs"]
pub mod theories_a;
#[path = "gen/theories_b.rs"]
pub mod theories_b;

/// Every generator, in the order of `gen all` and of the bench table.
pub fn all_generators() -> impl Iterator<Item = &'static (&'static str, Generator)> {
    GENERATORS
        .iter()
        .chain(cses::GENERATORS)
        .chain(atcoder_a::GENERATORS)
        .chain(atcoder_b::GENERATORS)
        .chain(theories_a::GENERATORS)
        .chain(theories_b::GENERATORS)
}

/// SplitMix64: small, fast, and good enough for test data.
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator seeded from a fixed constant and `name` (FNV-1a), independent of the others.
    pub fn for_name(name: &str) -> Rng {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for &byte in name.as_bytes() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
        Rng { state: hash ^ 0x626f_7969_2d62_656e }
    }

    fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi` (Lemire's multiply-shift; the tiny bias is irrelevant here).
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        let span = hi - lo;
        if span == u64::MAX {
            return self.next_u64();
        }
        lo + ((u128::from(self.next_u64()) * u128::from(span + 1)) >> 64) as u64
    }

    /// Uniform in `0..bound`.
    fn below(&mut self, bound: u64) -> u64 {
        self.range(0, bound - 1)
    }

    /// True with probability 1/n.
    fn one_in(&mut self, n: u64) -> bool {
        self.range(1, n) == 1
    }
}

/// Appends `value` in decimal.
pub fn push_u64(out: &mut Vec<u8>, mut value: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (value % 10) as u8;
        value /= 10;
        if value == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[i..]);
}

/// Appends the values separated by single spaces, then a newline.
pub fn push_line(out: &mut Vec<u8>, values: &[u64]) {
    for (i, &value) in values.iter().enumerate() {
        if i > 0 {
            out.push(b' ');
        }
        push_u64(out, value);
    }
    out.push(b'\n');
}

/// `count` distinct values from `lo..=hi` in random order (partial Fisher–Yates).
pub fn distinct(rng: &mut Rng, count: usize, lo: u64, hi: u64) -> Vec<u64> {
    let mut pool: Vec<u64> = (lo..=hi).collect();
    let count = count.min(pool.len());
    for i in 0..count {
        let j = rng.range(i as u64, pool.len() as u64 - 1) as usize;
        pool.swap(i, j);
    }
    pool.truncate(count);
    pool
}

/// Shuffles `items` in place (Fisher–Yates).
pub fn shuffle<T>(rng: &mut Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = rng.range(0, i as u64) as usize;
        items.swap(i, j);
    }
}

/// Appends `value` in decimal, with a minus sign when it is negative.
pub fn push_i64(out: &mut Vec<u8>, value: i64) {
    if value < 0 {
        out.push(b'-');
    }
    push_u64(out, value.unsigned_abs());
}

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

/// Luogu P3185 (HNOI2007 splitting game): t = 10 cases of n = 21 bottles of at most 10^4 beans
/// (the limits); a quarter of the bottles are empty, the rest odd or even at random.
pub fn luogu_p3185(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[10]);
    for _ in 0..10 {
        let beans: Vec<u64> =
            (0..21).map(|_| if rng.one_in(4) { 0 } else { rng.range(1, 10_000) }).collect();
        push_line(&mut out, &[21]);
        push_line(&mut out, &beans);
    }
    out
}

/// LibreOJ 10241 (the Bash game): one line `N K` with N = 10^5 (the reported limit) and K random
/// in 1..=N. The input is a single line at any size; the work is O(1).
pub fn loj10241(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[100_000, rng.range(1, 100_000)]);
    out
}

/// LibreOJ 10242 (Nim): N = 5·10^4 piles of 1..=10^5 (the reported limits): the rest 4, 9,
/// 14, 1 (won), then 1, 1, 10^5, 10^5 and pairs of equal piles, shuffled, so that the tests
/// prove it by pairing the piles off and searching the rest.
pub fn loj10242(rng: &mut Rng) -> Vec<u8> {
    loj10242_paired(rng, &[4, 9, 14, 1])
}

/// LibreOJ 10242 as `loj10242` with the rest 1, 2, 4, 7 (lost).
pub fn loj10242_lost(rng: &mut Rng) -> Vec<u8> {
    loj10242_paired(rng, &[1, 2, 4, 7])
}

/// LibreOJ 10242: N = 5·10^4 piles, `rest` and then pairs of equal piles, shuffled.
pub fn loj10242_paired(rng: &mut Rng, rest: &[u64]) -> Vec<u8> {
    let mut piles = rest.to_vec();
    piles.extend_from_slice(&[1, 1, 100_000, 100_000]);
    while piles.len() < 50_000 {
        let size = rng.range(1, 100_000);
        piles.push(size);
        piles.push(size);
    }
    shuffle(rng, &mut piles);
    let mut out = Vec::new();
    push_line(&mut out, &[50_000]);
    push_line(&mut out, &piles);
    out
}

/// LibreOJ 10243 (tokens on a DAG): N = 2000, M = 6000, K = 2000 (the limits). In a hidden
/// topological order the first 110 vertices form a complete DAG (5995 edges: Grundy values up
/// to 109, so a small mex scratch fails), and 5 random backward edges join the rest; labels and
/// edge order are shuffled, and the K tokens are random vertices.
pub fn loj10243(rng: &mut Rng) -> Vec<u8> {
    const N: usize = 2000;
    const M: usize = 6000;
    const COMPLETE: usize = 110;
    let label = distinct(rng, N, 1, N as u64);
    let mut edges: Vec<(u64, u64)> = Vec::with_capacity(M);
    for i in 0..COMPLETE {
        for j in 0..i {
            edges.push((label[i], label[j]));
        }
    }
    while edges.len() < M {
        let (a, b) = (rng.below(N as u64) as usize, rng.below(N as u64) as usize);
        if a > b {
            edges.push((label[a], label[b]));
        }
    }
    shuffle(rng, &mut edges);
    let mut out = Vec::with_capacity(80_000);
    push_line(&mut out, &[N as u64, M as u64, N as u64]);
    for &(from, to) in &edges {
        push_line(&mut out, &[from, to]);
    }
    let tokens: Vec<u64> = (0..N).map(|_| rng.range(1, N as u64)).collect();
    push_line(&mut out, &tokens);
    out
}

/// AtCoder AGC017 D (Green Hackenbush on a tree): N = 10^5 (the limit). From vertex 1 hangs a
/// path of 40000 vertices (a recursive search goes that deep), then 30000 vertices join a random
/// earlier one (a random recursive tree), then the rest come as paths of up to 5000 vertices
/// hung anywhere. The other labels, the edge order and each edge's orientation are random.
pub fn agc017_d(rng: &mut Rng) -> Vec<u8> {
    const N: usize = 100_000;
    let mut label = vec![1u64];
    label.extend(distinct(rng, N - 1, 2, N as u64));
    let mut edges: Vec<(u64, u64)> = Vec::with_capacity(N - 1);
    let mut run_left = 0;
    for v in 1..N {
        let parent = if v < 40_000 {
            v - 1
        } else if v < 70_000 {
            rng.range(0, v as u64 - 1) as usize
        } else if run_left > 0 {
            run_left -= 1;
            v - 1
        } else {
            run_left = rng.range(0, 4999);
            rng.range(0, v as u64 - 1) as usize
        };
        let (a, b) = (label[v], label[parent]);
        edges.push(if rng.one_in(2) { (a, b) } else { (b, a) });
    }
    shuffle(rng, &mut edges);
    let mut out = Vec::with_capacity(1_400_000);
    push_line(&mut out, &[N as u64]);
    for &(a, b) in &edges {
        push_line(&mut out, &[a, b]);
    }
    out
}

/// POJ 3710 Christmas Game: test cases until end of input (about 20 MB), each N = 99 sub-trees
/// (N < 100) of m = 99 nodes (m < 100), in the statement's layout: a random tree (stalks and
/// bushes) with polygons of 3 to 7 edges hung on it, one in eight a 2-gon (parallel edges, likely
/// in the data). With 99 nodes k stays far below its bound of 500. Node 1 is the root; the other
/// labels, the edge order and each edge's orientation are random.
pub fn poj3710(rng: &mut Rng) -> Vec<u8> {
    christmas_trees(rng, TARGET_BYTES)
}

/// POJ 3710 as `poj3710`, but only about 700 KB of cases (each still of the largest size).
pub fn poj3710_few(rng: &mut Rng) -> Vec<u8> {
    christmas_trees(rng, 700_000)
}

/// POJ 3710 cases of N = 99 sub-trees of m = 99 nodes (see `poj3710`) until `bytes`.
pub fn christmas_trees(rng: &mut Rng, bytes: usize) -> Vec<u8> {
    const M: usize = 99;
    let mut out = Vec::with_capacity(bytes + 100_000);
    let mut edges: Vec<(usize, usize)> = Vec::new();
    let mut tree_nodes: Vec<usize> = Vec::new();
    while out.len() < bytes {
        push_line(&mut out, &[99]);
        for _ in 0..99 {
            edges.clear();
            tree_nodes.clear();
            tree_nodes.push(0);
            let mut next = 1;
            while next < M {
                let hang = if rng.one_in(2) {
                    tree_nodes[tree_nodes.len() - 1]
                } else {
                    tree_nodes[rng.range(0, tree_nodes.len() as u64 - 1) as usize]
                };
                let longest = (M - next + 1).min(7) as u64;
                if rng.one_in(3) {
                    let len = if rng.one_in(8) || longest < 3 { 2 } else { rng.range(3, longest) };
                    let mut previous = hang;
                    for _ in 1..len {
                        edges.push((previous, next));
                        previous = next;
                        next += 1;
                    }
                    edges.push((previous, hang));
                } else {
                    edges.push((hang, next));
                    tree_nodes.push(next);
                    next += 1;
                }
            }
            shuffle(rng, &mut edges);
            let mut label = vec![1u64];
            label.extend(distinct(rng, M - 1, 2, M as u64));
            push_line(&mut out, &[M as u64, edges.len() as u64]);
            for &(a, b) in &edges {
                let (a, b) = (label[a], label[b]);
                push_line(&mut out, &if rng.one_in(2) { [a, b] } else { [b, a] });
            }
        }
    }
    out
}

/// Luogu P8369 (POI2000 strips): m = 1000 boards of up to 1000 cells (the limits; the longest is
/// always there), strips of three distinct lengths in 1..=9: short strips are the most work for
/// the Grundy table (every length at most the run is a move).
pub fn luogu_p8369(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &distinct(rng, 3, 1, 9));
    push_line(&mut out, &[1000]);
    push_line(&mut out, &[1000]);
    for _ in 1..1000 {
        push_line(&mut out, &[rng.range(1, 1000)]);
    }
    out
}

/// Luogu P10501 (POJ 2311 cutting game): cases `W H` with 2 <= W, H <= 200 until end of input,
/// about 20 MB (the number of cases is not bounded); the first is 200 × 200.
pub fn luogu_p10501(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(TARGET_BYTES + 100);
    push_line(&mut out, &[200, 200]);
    while out.len() < TARGET_BYTES {
        push_line(&mut out, &[rng.range(2, 200), rng.range(2, 200)]);
    }
    out
}

/// Luogu P2148 (SDOI2009 E&D): T = 20 cases of N = 2·10^4 piles of 1..=2·10^9 (the limits). One
/// pile in four is small (1..=64), so groups take many different values. In the even cases the
/// last group (2^v, 1), worth v, cancels the others when v <= 30 (the XOR is then 0: `NO`).
pub fn luogu_p2148(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(5_000_000);
    push_line(&mut out, &[20]);
    for case in 0..20 {
        let mut piles: Vec<u64> = (0..20_000)
            .map(|_| if rng.one_in(4) { rng.range(1, 64) } else { rng.range(1, 2_000_000_000) })
            .collect();
        // The value of a group (a, b): the number of trailing 1 bits of (a − 1) | (b − 1).
        let value = |pair: &[u64]| ((pair[0] - 1) | (pair[1] - 1)).trailing_ones();
        let rest = piles[..19_998].chunks(2).fold(0, |x, pair| x ^ value(pair));
        if case % 2 == 0 && rest <= 30 {
            piles[19_998] = 1 << rest;
            piles[19_999] = 1;
        }
        push_line(&mut out, &[20_000]);
        push_line(&mut out, &piles);
    }
    out
}

/// Luogu P1290 Euclid's game: C = 6 cases below 2^31 (the limits): the two largest consecutive
/// Fibonacci numbers (the longest forced chain) both ways round, equal values at the top, a
/// value and 1, an exact multiple, and a random pair.
pub fn luogu_p1290(rng: &mut Rng) -> Vec<u8> {
    const TOP: u64 = (1 << 31) - 1;
    let mut out = Vec::new();
    push_line(&mut out, &[6]);
    push_line(&mut out, &[1_836_311_903, 1_134_903_170]);
    push_line(&mut out, &[1_134_903_170, 1_836_311_903]);
    push_line(&mut out, &[TOP, TOP]);
    push_line(&mut out, &[TOP, 1]);
    push_line(&mut out, &[TOP - 1, TOP / 2]);
    push_line(&mut out, &[rng.range(1, TOP), rng.range(1, TOP)]);
    out
}

/// POJ 2484 A Funny Game: one n in 1..=10^6 per line until about 20 MB, then `0` (the number
/// of cases is not bounded). Three lines in four hold n <= 20; the rest one of nine values
/// above 20 (10^6, 999999, 21, 22, 23 and four random), so that the tests can prove every
/// distinct large n by playing the mirror strategy out.
pub fn poj2484(rng: &mut Rng) -> Vec<u8> {
    let mut big: Vec<u64> = vec![1_000_000, 999_999, 21, 22, 23];
    while big.len() < 9 {
        big.push(rng.range(21, 300_020));
    }
    let mut out = Vec::with_capacity(TARGET_BYTES + 100);
    while out.len() < TARGET_BYTES {
        let n = if rng.one_in(4) { big[rng.range(0, 8) as usize] } else { rng.range(1, 20) };
        push_line(&mut out, &[n]);
    }
    out.extend_from_slice(b"0\n");
    out
}

/// Luogu P7589 (Northcott with limited retreats): T = 100 cases of n = 100 lines (the limits),
/// blank lines between cases as in the statement, k in 0..=100, d in 1..=20, distinct y in
/// -100..=100, b != w in -1000..=1000. In every other case the last line's gap is the XOR of the
/// others when it can be (the XOR is then 0: `No`), else random gaps almost never XOR to 0.
pub fn luogu_p7589(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[100]);
    for case in 0..100 {
        out.push(b'\n');
        push_line(&mut out, &[100, rng.range(0, 100), rng.range(1, 20)]);
        let mut gaps = 0;
        for (i, y) in distinct(rng, 100, 0, 200).into_iter().enumerate() {
            let (b, w) = if i == 99 && case % 2 == 0 && gaps <= 1999 {
                let (left, right) = (-1000, -1000 + gaps as i64 + 1);
                if rng.one_in(2) {
                    (left, right)
                } else {
                    (right, left)
                }
            } else {
                let b = rng.range(0, 2000) as i64 - 1000;
                let mut w = b;
                while w == b {
                    w = rng.range(0, 2000) as i64 - 1000;
                }
                (b, w)
            };
            gaps ^= (b - w).unsigned_abs() - 1;
            push_i64(&mut out, y as i64 - 100);
            for value in [b, w] {
                out.push(b' ');
                push_i64(&mut out, value);
            }
            out.push(b'\n');
        }
    }
    out
}

/// Luogu P4136: one n in 1..=10^4 per line until about 20 MB, then `0` (the number of cases is
/// not bounded); the largest and the smallest n come first. Three lines in four hold n <= 7;
/// the rest one of 10000, 1001, 1000, 999, 8 and 9, so that the tests can check the tiling
/// behind each distinct large n.
pub fn luogu_p4136(rng: &mut Rng) -> Vec<u8> {
    const BIG: [u64; 6] = [10_000, 1_001, 1_000, 999, 8, 9];
    let mut out = Vec::with_capacity(TARGET_BYTES + 100);
    push_line(&mut out, &[10_000]);
    push_line(&mut out, &[1]);
    while out.len() < TARGET_BYTES {
        let n = if rng.one_in(4) { BIG[rng.range(0, 5) as usize] } else { rng.range(1, 7) };
        push_line(&mut out, &[n]);
    }
    out.extend_from_slice(b"0\n");
    out
}

/// Luogu P6560 (game on a directed graph): n = 10^5, m = 5·10^5, q = 500 (the limits), with 500
/// different ends y, so each round costs a full retrograde pass. In a hidden order: a path of
/// 40000 vertices ending in a sink (the chain subtask's shape, and labels alternate all along
/// it), a cycle of 10000 and one of 9999, 5000 sinks, and 35000 vertices whose out-edges go
/// anywhere; 2000 self-loops and 5000 repeated path edges. Starts x are often the far end of the
/// path or on a cycle, so a pass cannot stop early. Labels and edge order are shuffled.
pub fn luogu_p6560(rng: &mut Rng) -> Vec<u8> {
    const N: usize = 100_000;
    const M: usize = 500_000;
    const PATH: usize = 40_000;
    const CYCLES: usize = 60_000;
    const SINKS: usize = 95_000;
    let mut edges: Vec<(usize, usize)> = Vec::with_capacity(M);
    for p in 1..PATH {
        edges.push((p - 1, p));
    }
    for (start, end) in [(PATH, 50_000), (50_000, CYCLES - 1)] {
        for p in start..end {
            edges.push((p, if p + 1 == end { start } else { p + 1 }));
        }
    }
    for _ in 0..2000 {
        let p = rng.range(0, SINKS as u64 - 1) as usize;
        edges.push((p, p));
    }
    for _ in 0..5000 {
        let p = rng.range(1, PATH as u64 - 1) as usize;
        edges.push((p - 1, p));
    }
    while edges.len() < M {
        let from = rng.range(CYCLES as u64, SINKS as u64 - 1) as usize;
        edges.push((from, rng.range(0, N as u64 - 1) as usize));
    }
    shuffle(rng, &mut edges);
    let label = distinct(rng, N, 1, N as u64);
    let mut ends = distinct(rng, 100, 1, PATH as u64 - 1);
    ends.extend(distinct(rng, 100, PATH as u64, CYCLES as u64 - 1));
    ends.extend(distinct(rng, 50, SINKS as u64, N as u64 - 1));
    ends.extend(distinct(rng, 250, CYCLES as u64, SINKS as u64 - 1));
    shuffle(rng, &mut ends);
    let mut out = Vec::with_capacity(7_000_000);
    push_line(&mut out, &[N as u64, M as u64, 500]);
    for &(from, to) in &edges {
        push_line(&mut out, &[label[from], label[to]]);
    }
    for &y in &ends {
        let mut x = y;
        while x == y {
            x = match rng.range(0, 2) {
                0 => 0,
                1 => rng.range(PATH as u64, CYCLES as u64 - 1),
                _ => rng.range(0, N as u64 - 1),
            };
        }
        push_line(&mut out, &[label[x as usize], label[y as usize]]);
    }
    out
}

/// HDU 2516 Fibonacci Nim: one n in 2..2^31 per line until about 20 MB, then `0` (the number of
/// cases is not bounded). One in eight is a Fibonacci number (the losing ones, up to the largest
/// below 2^31), one in sixteen is one off a Fibonacci number.
pub fn hdu2516(rng: &mut Rng) -> Vec<u8> {
    const TOP: u64 = (1 << 31) - 1;
    let mut fibonacci = vec![2u64, 3];
    while fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2] <= TOP {
        fibonacci.push(fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2]);
    }
    let last = fibonacci.len() as u64 - 1;
    let mut out = Vec::with_capacity(TARGET_BYTES + 100);
    push_line(&mut out, &[fibonacci[last as usize]]);
    push_line(&mut out, &[TOP]);
    while out.len() < TARGET_BYTES {
        let n = match rng.range(0, 15) {
            0 | 1 => fibonacci[rng.range(0, last) as usize],
            2 => fibonacci[rng.range(1, last) as usize] + rng.range(0, 2) - 1,
            _ => rng.range(2, TOP),
        };
        push_line(&mut out, &[n]);
    }
    out.extend_from_slice(b"0\n");
    out
}

/// Luogu P2599 (ZJOI2009 stones in a row): T = 10 cases of n = 1000 piles of 1..=10^9 (the
/// limits; the work is the O(n²) table). Cases alternate between uniform piles, piles of 1..=6
/// (the table's x − 1 and x + 1 branches), and a mix of both.
pub fn luogu_p2599(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[10]);
    for case in 0..10 {
        let piles: Vec<u64> = (0..1000)
            .map(|_| match case % 3 {
                0 => rng.range(1, 1_000_000_000),
                1 => rng.range(1, 6),
                _ if rng.one_in(2) => rng.range(1, 6),
                _ => rng.range(1, 1_000_000_000),
            })
            .collect();
        push_line(&mut out, &[1000]);
        push_line(&mut out, &piles);
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

/// Luogu P10501, every sheet of the judge's range once: W and H in 2..=200 (39601 cases).
pub fn luogu_p10501_all(_rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(300_000);
    for w in 2..=200 {
        for h in 2..=200 {
            push_line(&mut out, &[w, h]);
        }
    }
    out
}

/// AGC017 D, a tree on 1..=n from a parent list over a hidden order (vertex 1 first): other
/// labels shuffled, edges shuffled and randomly oriented.
pub fn agc017_d_tree(rng: &mut Rng, parents: &[usize]) -> Vec<u8> {
    let n = parents.len() + 1;
    let mut label = vec![1u64];
    label.extend(distinct(rng, n - 1, 2, n as u64));
    let mut edges: Vec<(u64, u64)> = Vec::with_capacity(n - 1);
    for (i, &p) in parents.iter().enumerate() {
        let (a, b) = (label[i + 1], label[p]);
        edges.push(if rng.one_in(2) { (a, b) } else { (b, a) });
    }
    shuffle(rng, &mut edges);
    let mut out = Vec::with_capacity(1_400_000);
    push_line(&mut out, &[n as u64]);
    for &(a, b) in &edges {
        push_line(&mut out, &[a, b]);
    }
    out
}

/// AGC017 D, a path of N = 10^5 vertices with vertex 1 at an end (worth 99999: Alice).
pub fn agc017_d_path(rng: &mut Rng) -> Vec<u8> {
    let parents: Vec<usize> = (0..99_999).collect();
    agc017_d_tree(rng, &parents)
}

/// AGC017 D, a spider of 99999 vertices: two arms of 49999 from vertex 1 (Bob wins).
pub fn agc017_d_spider(rng: &mut Rng) -> Vec<u8> {
    let mut parents: Vec<usize> = (0..49_999).collect();
    parents.push(0);
    parents.extend(50_000..99_998);
    agc017_d_tree(rng, &parents)
}

/// Luogu P6560, the tests' other shape at the limits (n = 10^5, m = 5·10^5, q = 500): a chain
/// of 70000 moves with short jumps, a region of cycles with few exits, self-loops, repeated
/// edges, and 9000 vertices that alternate won and lost; 20 ends, so rounds share them.
pub fn luogu_p6560_chain(rng: &mut Rng) -> Vec<u8> {
    fn vertex(rng: &mut Rng, n: usize) -> u32 {
        rng.below(n as u64) as u32
    }
    let n = 100_000u32;
    let mut edges: Vec<(u32, u32)> = Vec::new();
    // Vertices 30000.. form a chain to the sink 99999 with short jumps forward: a path of
    // 70000 moves, and won and lost vertices mixed all along it.
    for u in 30_000..n - 1 {
        edges.push((u, u + 1));
        if rng.below(5) < 2 {
            edges.push((u, (u + 2 + vertex(rng, 50)).min(n - 1)));
        }
    }
    // Vertices 9000..30000 hold many cycles, with a few exits: mostly draws.
    for u in 9_000..30_000 {
        for _ in 0..5 {
            edges.push((u, 9_000 + vertex(rng, 21_000)));
        }
        if rng.below(10) == 0 {
            let exit =
                if rng.below(2) == 0 { vertex(rng, 9_000) } else { 30_000 + vertex(rng, 70_000) };
            edges.push((u, exit));
        }
    }
    // Self-loops (none on the chain: one would turn every loss behind it into a draw) and
    // repeated edges.
    for _ in 0..2_000 {
        let v = vertex(rng, 30_000);
        edges.push((v, v));
    }
    for _ in 0..3_000 {
        let e = edges[rng.below(edges.len() as u64) as usize];
        edges.push(e);
    }
    // Vertices 0..9000 take the rest: each moves only to smaller ones of the other parity
    // (0 is a sink), so even ones are lost and odd ones won until y or a self-loop
    // changes that.
    while edges.len() < 500_000 {
        let u = 1 + vertex(rng, 8_999);
        edges.push((u, vertex(rng, (u as usize + 1) / 2) * 2 + (1 - u % 2)));
    }
    for i in (1..edges.len()).rev() {
        edges.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let ends: Vec<u32> = (0..20)
        .map(|i| match i % 4 {
            0 => vertex(rng, 9_000),
            1 => 9_000 + vertex(rng, 21_000),
            _ => 30_000 + vertex(rng, 70_000),
        })
        .collect();
    let rounds: Vec<(u32, u32)> = (0..500)
        .map(|i| {
            let y = ends[i % ends.len()];
            let mut x = match i % 3 {
                0 => 30_000 + vertex(rng, 100), // far up the chain
                1 => vertex(rng, n as usize),
                _ => (y + n - 1 - vertex(rng, 3)) % n,
            };
            if x == y {
                x = (y + 1) % n;
            }
            (x, y)
        })
        .collect();
    let mut out = Vec::with_capacity(7_000_000);
    push_line(&mut out, &[u64::from(n), edges.len() as u64, rounds.len() as u64]);
    for &(u, v) in edges.iter().chain(&rounds) {
        push_line(&mut out, &[u64::from(u) + 1, u64::from(v) + 1]);
    }
    out
}

/// The input for `name`, or `None` if the table has no generator for it.
pub fn generate(name: &str) -> Option<Vec<u8>> {
    all_generators().find(|entry| entry.0 == name).map(|entry| (entry.1)(&mut Rng::for_name(name)))
}

pub fn fail(message: &str) -> ! {
    eprintln!("gen: {}", message);
    std::process::exit(2);
}

pub fn write_file(path: &str, bytes: &[u8]) {
    let written = if path == "-" {
        let stdout = std::io::stdout();
        let mut out = stdout.lock();
        out.write_all(bytes).and_then(|_| out.flush())
    } else {
        std::fs::write(path, bytes)
    };
    if let Err(e) = written {
        fail(&format!("{}: {}", path, e));
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let names = all_generators().map(|entry| entry.0);
    match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["--list"] => {
            for name in names {
                println!("{}", name);
            }
        }
        ["--limits"] => {
            for &(name, ms, found, bound) in limits::LIMITS {
                println!(
                    "{}\t{}\t{}\t{}",
                    name,
                    ms,
                    if found { "found" } else { "assumed" },
                    bound
                );
            }
        }
        ["all", dir] => {
            if let Err(e) = std::fs::create_dir_all(dir) {
                fail(&format!("{}: {}", dir, e));
            }
            for name in names {
                let path = format!("{}/{}.in", dir, name);
                write_file(&path, &generate(name).unwrap_or_default());
            }
        }
        [name, path] => match generate(name) {
            Some(bytes) => write_file(path, &bytes),
            None => fail(&format!("no generator for {:?} (see gen --list)", name)),
        },
        _ => fail("usage: gen <name> <outfile> | gen all <dir> | gen --list | gen --limits"),
    }
}
