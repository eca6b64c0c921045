//! What every group of generators shares (see gen.rs): the seeded random numbers, the
//! writers, and `input` for the tests. Each group file includes this file itself, so that a
//! test compiles only its own group (`#[path = "../../../examples/gen/<group>.rs"] mod max;`).
// Each group uses some of these.
#![allow(dead_code)]

/// About how large the "large" inputs are (bytes).
pub const TARGET_BYTES: usize = 20_000_000;

/// Writes the whole input for one binary.
pub type Generator = fn(&mut Rng) -> Vec<u8>;

/// The input for `name` from `table`, or `None` if it has no generator for it.
pub fn generate_in(table: &[(&str, Generator)], name: &str) -> Option<Vec<u8>> {
    table.iter().find(|entry| entry.0 == name).map(|entry| (entry.1)(&mut Rng::for_name(name)))
}

/// The input that `generator` writes for `name`, which seeds it: the bytes of `gen <name> -`.
/// For the tests, which name the function they need.
pub fn input(name: &str, generator: Generator) -> String {
    String::from_utf8(generator(&mut Rng::for_name(name))).unwrap()
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

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi` (Lemire's multiply-shift; the tiny bias is irrelevant here).
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        let span = hi - lo;
        if span == u64::MAX {
            return self.next_u64();
        }
        lo + ((u128::from(self.next_u64()) * u128::from(span + 1)) >> 64) as u64
    }

    /// Uniform in `0..bound`.
    pub fn below(&mut self, bound: u64) -> u64 {
        self.range(0, bound - 1)
    }

    /// True with probability 1/n.
    pub fn one_in(&mut self, n: u64) -> bool {
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
