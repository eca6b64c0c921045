//! # gen — maximum-size and stress inputs for the benchmark (`./bench.sh`)
//!
//! ```text
//! gen <name> <outfile>   write the input for one binary (`-` for standard output)
//! gen all <dir>          write <dir>/<name>.in for every binary in the table
//! gen --list             print the names that have a generator, one per line
//! ```
//!
//! Every input is deterministic: the generator for a binary is seeded from a fixed seed and
//! the binary's name, so the same file comes out on every machine and in every order. std only.
//!
//! Adding a binary to the benchmark means adding one function `fn(&mut Rng) -> Vec<u8>` and one
//! line to `GENERATORS`. `bench.sh` skips (with a note) every binary that has no entry here;
//! the interactive `reversi` has none on purpose (it is benchmarked by its perft instead).

use std::io::Write;

/// About how large the "large" inputs are (bytes).
const TARGET_BYTES: usize = 20_000_000;

/// Writes the whole input for one binary.
type Generator = fn(&mut Rng) -> Vec<u8>;

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
];

/// SplitMix64: small, fast, and good enough for test data.
struct Rng {
    state: u64,
}

impl Rng {
    /// A generator seeded from a fixed constant and `name` (FNV-1a), independent of the others.
    fn for_name(name: &str) -> Rng {
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

    /// True with probability 1/n.
    fn one_in(&mut self, n: u64) -> bool {
        self.range(1, n) == 1
    }
}

/// Appends `value` in decimal.
fn push_u64(out: &mut Vec<u8>, mut value: u64) {
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
fn push_line(out: &mut Vec<u8>, values: &[u64]) {
    for (i, &value) in values.iter().enumerate() {
        if i > 0 {
            out.push(b' ');
        }
        push_u64(out, value);
    }
    out.push(b'\n');
}

/// `count` distinct values from `lo..=hi` in random order (partial Fisher–Yates).
fn distinct(rng: &mut Rng, count: usize, lo: u64, hi: u64) -> Vec<u64> {
    let mut pool: Vec<u64> = (lo..=hi).collect();
    let count = count.min(pool.len());
    for i in 0..count {
        let j = rng.range(i as u64, pool.len() as u64 - 1) as usize;
        pool.swap(i, j);
    }
    pool.truncate(count);
    pool
}

/// Exact ⌊√x⌋ (a float estimate, corrected in integers).
fn integer_sqrt(x: u64) -> u64 {
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
fn wythoff_pair(k: u64) -> (u64, u64) {
    let a = (k + integer_sqrt(5 * k * k)) / 2;
    (a, a + k)
}

/// SDOI2011 game at the largest statement limits (the DP is the work, the input is one line).
fn game(_rng: &mut Rng) -> Vec<u8> {
    b"10000 100 1\n".to_vec()
}

/// HDU 1846: C = 100 cases, 1 <= n, m <= 1000 (a quarter of them losing: n a multiple of m+1).
fn hdu1846(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[100]);
    for _ in 0..100 {
        let m = rng.range(1, 1000);
        let n = if rng.one_in(4) && m < 500 { (m + 1) * rng.range(1, 1000 / (m + 1)) } else { rng.range(1, 1000) };
        push_line(&mut out, &[n, m]);
    }
    out
}

/// HDU 1536 S-Nim: the largest legal case (k = m = l = 100, set values and heaps up to 10000),
/// a fresh random one each time, until about 20 MB, then `0`. Each case needs the Grundy table
/// up to 10000 with 100 set elements, so every case has a heap of 10000. Sets mix small and
/// large elements: small elements make the Grundy values large and varied.
fn hdu1536(rng: &mut Rng) -> Vec<u8> {
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
fn hihocoder1163(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[100]);
    let piles: Vec<u64> = (0..100).map(|_| rng.range(1, 10_000)).collect();
    push_line(&mut out, &piles);
    out
}

/// POJ 1067 Wythoff: 10^6 lines `a b` with 0 <= a, b <= 10^9 (about 20 MB). One line in eight
/// is an exact losing pair (either order), one in sixteen misses one by a stone, one in
/// sixty-four has small values; the rest are uniform.
fn poj1067(rng: &mut Rng) -> Vec<u8> {
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
fn lanqiao_balls(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[99]);
    push_line(&mut out, &[9999]);
    for _ in 1..99 {
        push_line(&mut out, &[rng.range(1, 9999)]);
    }
    out
}

/// take1or3: 10^6 values of S up to 10^18 until end of input, one per line (about 20 MB).
fn take1or3(rng: &mut Rng) -> Vec<u8> {
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
fn sdnu1294(rng: &mut Rng) -> Vec<u8> {
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
fn poj1704(rng: &mut Rng) -> Vec<u8> {
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
fn hdu3649(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(TARGET_BYTES);
    for _ in 0..1_000_000 {
        push_line(&mut out, &[rng.range(0, 1)]);
        push_line(&mut out, &[rng.range(1, 5), rng.range(1, 5), rng.range(1, 5), 5]);
        push_line(&mut out, &[rng.range(6, 10), rng.range(6, 10), rng.range(6, 10), 6]);
    }
    out
}

/// hihoCoder 1172 coins: N = 2·10^7 random H/T coins, 20 MB (the statement allows 10^4 and the
/// issue asks that 10^6 be instant; a string this long makes the timing mean something).
fn hihocoder1172(rng: &mut Rng) -> Vec<u8> {
    const N: u64 = 20_000_000;
    let mut out = Vec::with_capacity(N as usize + 16);
    push_line(&mut out, &[N]);
    for _ in 0..N {
        out.push(if rng.one_in(2) { b'H' } else { b'T' });
    }
    out.push(b'\n');
    out
}

/// hihoCoder 1173 Lasker's Nim: N = 10^6 piles of 1..=10^18 on one line (about 20 MB).
fn hihocoder1173(rng: &mut Rng) -> Vec<u8> {
    const N: u64 = 1_000_000;
    let mut out = Vec::with_capacity(TARGET_BYTES + 1_000_000);
    push_line(&mut out, &[N]);
    let piles: Vec<u64> = (0..N).map(|_| rng.range(1, 1_000_000_000_000_000_000)).collect();
    push_line(&mut out, &piles);
    out
}

/// The input for `name`, or `None` if the table has no generator for it.
fn generate(name: &str) -> Option<Vec<u8>> {
    GENERATORS
        .iter()
        .find(|entry| entry.0 == name)
        .map(|entry| (entry.1)(&mut Rng::for_name(name)))
}

fn fail(message: &str) -> ! {
    eprintln!("gen: {}", message);
    std::process::exit(2);
}

fn write_file(path: &str, bytes: &[u8]) {
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
    let names = GENERATORS.iter().map(|entry| entry.0);
    match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["--list"] => {
            for name in names {
                println!("{}", name);
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
        _ => fail("usage: gen <name> <outfile> | gen all <dir> | gen --list"),
    }
}
