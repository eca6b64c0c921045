use super::*;

#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/theories_b.rs"]
mod max;

use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/nim_product_64");

/// The least non-negative integer whose bit is clear in `seen`.
fn mex(seen: &[bool]) -> u64 {
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u64
}

/// a ⊕ b for a, b < n from the mex definition: mex({a' ⊕ b} ∪ {a ⊕ b'}).
fn sum_by_definition(n: usize) -> Vec<Vec<u64>> {
    let mut sum = vec![vec![0u64; n]; n];
    for a in 0..n {
        for b in 0..n {
            let mut seen = vec![false; 2 * n];
            for smaller in 0..a {
                seen[sum[smaller][b] as usize] = true;
            }
            for smaller in 0..b {
                seen[sum[a][smaller] as usize] = true;
            }
            sum[a][b] = mex(&seen);
        }
    }
    sum
}

/// a ⊗ b for a, b < n (n ≤ 128, so every value is below 256) from the mex definition:
/// mex{(a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b}, with ⊕ = XOR (checked below).
fn product_by_definition(n: usize) -> Vec<Vec<u64>> {
    let mut product = vec![vec![0u64; n]; n];
    for a in 0..n {
        for b in 0..n {
            let mut seen = [false; 256];
            for x in 0..a {
                for y in 0..b {
                    seen[(product[x][b] ^ product[a][y] ^ product[x][y]) as usize] = true;
                }
            }
            product[a][b] = mex(&seen);
        }
    }
    product
}

/// A second product, written apart from `Nimbers`: the table of 2^i ⊗ 2^j from the Fermat
/// rules alone, then bilinearity over the set bits.
struct BitTable {
    power: [[u64; 64]; 64], // power[i][j] = 2^i ⊗ 2^j
}

impl BitTable {
    fn new() -> BitTable {
        let mut table = BitTable { power: [[0; 64]; 64] };
        for i in 0..64 {
            for j in 0..64 {
                table.power[i][j] = table.power_product(i, j);
            }
        }
        table
    }

    /// 2^i ⊗ 2^j by the highest bit e = 2^k of i | j, F = 2^(2^k): if only i has it,
    /// 2^i = F ⊗ 2^(i−e) and F times something below F is ordinary; if both have it,
    /// F ⊗ F = F ⊕ F/2, so the product is F·q ⊕ (F/2) ⊗ q with q = 2^(i−e) ⊗ 2^(j−e) < F.
    fn power_product(&self, i: usize, j: usize) -> u64 {
        if i == 0 || j == 0 {
            return 1 << (i + j);
        }
        let e = 1 << (63 - (i | j).leading_zeros());
        let f = 1u64 << e;
        match (i & e != 0, j & e != 0) {
            (true, false) => self.power_product(i - e, j) << e,
            (false, true) => self.power_product(i, j - e) << e,
            _ => {
                let q = self.power_product(i - e, j - e);
                (q * f) ^ self.product(f >> 1, q)
            }
        }
    }

    /// a ⊗ b as the XOR of 2^i ⊗ 2^j over the set bits (table entries below those needed).
    fn product(&self, a: u64, b: u64) -> u64 {
        let mut result = 0;
        for i in (0..64).filter(|&i| a >> i & 1 == 1) {
            for j in (0..64).filter(|&j| b >> j & 1 == 1) {
                result ^=
                    if self.power[i][j] != 0 { self.power[i][j] } else { self.power_product(i, j) };
            }
        }
        result
    }
}

fn run_bytes(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

const SAMPLE_IN: &str = "11\n5 0\n5 1\n5 2\n5 3\n5 4\n5 5\n5 6\n5 7\n5 8\n3141 5926\n\
18446744073709551615 18446744073709551615\n";
const SAMPLE_OUT: &str = "0\n5\n10\n15\n2\n7\n8\n13\n3\n14994\n11290409524105353207\n";

#[test]
fn sample() {
    assert_eq!(run_bytes(SAMPLE_IN), (SAMPLE_OUT.to_string(), Ok(None)));
}

#[test]
fn nim_sum_is_xor_by_its_definition() {
    let sum = sum_by_definition(128);
    for (a, row) in sum.iter().enumerate() {
        for (b, &s) in row.iter().enumerate() {
            assert_eq!(s, (a ^ b) as u64, "{} ⊕ {}", a, b);
        }
    }
}

#[test]
fn products_below_128_by_the_mex_definition() {
    let definition = product_by_definition(128);
    let nimbers = Nimbers::build();
    let bits = BitTable::new();
    for (a, row) in definition.iter().enumerate() {
        for (b, &p) in row.iter().enumerate() {
            let (a, b) = (a as u64, b as u64);
            assert_eq!(nimbers.mul64(a, b), p, "{} ⊗ {}", a, b);
            assert_eq!(bits.product(a, b), p, "second method, {} ⊗ {}", a, b);
            assert_eq!(slow_product(a, b, 8), p, "slow product, {} ⊗ {}", a, b);
        }
    }
    // The traps: not the ordinary product, not XOR, not carry-less (2 ⊗ 2 = 3, not 4).
    assert_eq!(definition[5][8], 3);
    assert_eq!(definition[2][2], 3);
    assert_eq!(definition[4][4], 6);
}

#[test]
fn fermat_rules() {
    let nimbers = Nimbers::build();
    for k in 0..6 {
        let f = 1u64 << (1 << k); // 2, 4, 16, 256, 65536, 2^32
        assert_eq!(nimbers.mul64(f, f), f ^ (f >> 1), "F ⊗ F for F = {}", f);
        for x in [1u64, 2, 3, f / 2, f - 1, f / 3].iter().copied().filter(|&x| x < f) {
            assert_eq!(nimbers.mul64(f, x), f * x, "{} ⊗ {}", f, x);
        }
    }
    assert_eq!(nimbers.mul64(1 << 32, 1 << 32), 6_442_450_944);
    let squares: Vec<u64> = (0..8).map(|i| nimbers.mul64(1 << i, 1 << i)).collect();
    assert_eq!(squares, [1, 3, 6, 13, 24, 52, 103, 222]);
}

#[test]
fn logarithm_tables_cover_the_group() {
    let nimbers = Nimbers::build();
    let mut seen = vec![false; 1 << 16];
    for &x in &nimbers.exp[..ORDER] {
        assert!(!seen[x as usize], "258 has order below 65535");
        seen[x as usize] = true;
    }
    assert!(!seen[0] && seen[1..].iter().all(|&s| s));
    for x in 1..=ORDER {
        assert_eq!(nimbers.exp[nimbers.log[x] as usize] as usize, x);
    }
}

/// xorshift64*: reproducible values without dependencies.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Full-range values, with small ones, powers of two and values near 2^64 mixed in.
    fn value(&mut self) -> u64 {
        let r = self.next();
        match r % 8 {
            0 => r >> 56,
            1 => 1 << (r >> 58),
            2 => u64::MAX - (r >> 58),
            3 => r >> (r % 64),
            _ => self.next(),
        }
    }
}

#[test]
fn second_method_and_field_laws_on_random_values() {
    let nimbers = Nimbers::build();
    let bits = BitTable::new();
    let mut rng = Rng(0x64);
    for _ in 0..20_000 {
        let (a, b, c) = (rng.value(), rng.value(), rng.value());
        let ab = nimbers.mul64(a, b);
        assert_eq!(ab, bits.product(a, b), "{} ⊗ {}", a, b);
        assert_eq!(ab, nimbers.mul64(b, a));
        assert_eq!(nimbers.mul64(ab, c), nimbers.mul64(a, nimbers.mul64(b, c)));
        assert_eq!(nimbers.mul64(a, b ^ c), ab ^ nimbers.mul64(a, c));
        assert_eq!(nimbers.mul64(a, 1), a);
        assert_eq!(nimbers.mul64(a, 0), 0);
    }
    // x^(2^64) = x: squaring 64 times is the identity of F_{2^64}.
    for _ in 0..200 {
        let x = rng.value();
        let mut y = x;
        for _ in 0..64 {
            y = nimbers.mul64(y, y);
        }
        assert_eq!(y, x);
    }
    // Every pair of powers of two.
    for i in 0..64 {
        for j in 0..64 {
            assert_eq!(nimbers.mul64(1 << i, 1 << j), bits.power[i][j], "2^{} ⊗ 2^{}", i, j);
        }
    }
}

#[test]
fn third_party_value() {
    let nimbers = Nimbers::build();
    assert_eq!(
        nimbers.mul64(1_234_567_890_123_456_789, 9_876_543_210_987_654_321),
        18_059_132_706_730_210_235
    );
}

#[test]
fn layouts() {
    let expected = ("3\n0\n".to_string(), Ok(None));
    assert_eq!(run_bytes("2\r\n2 2\r\n0 7\r\n"), expected.clone());
    assert_eq!(run_bytes("2 2\t2\n\n0\n7"), expected);
    assert_eq!(run_bytes("0\n"), (String::new(), Ok(None)));
}

#[test]
fn bad_input_reports_and_trailing_data_warns() {
    let err = |out: &str, e: &str| (out.to_string(), Err(e.to_string()));
    assert_eq!(run_bytes(""), err("", "line 1: input ends before T, the number of queries"));
    assert_eq!(
        run_bytes("2\n2 2\n"),
        err("3\n", "line 2: input ends after 1 of 2 queries (expected A)")
    );
    assert_eq!(
        run_bytes("2\n2 2\n4"),
        err("3\n", "line 3: input ends inside query 2 of 2 (expected B)")
    );
    assert_eq!(
        run_bytes("1\n2 -3\n"),
        err("", "line 2: expected a non-negative integer, found \"-3\"")
    );
    assert_eq!(
        run_bytes("1\n18446744073709551616 1\n"),
        err("", "line 2: number \"18446744073709551616\" does not fit in 64 bits")
    );
    let warn = |out: &str, w: &str| (out.to_string(), Ok(Some(w.to_string())));
    assert_eq!(
        run_bytes("1\n2 2\n\n5 5\n"),
        warn("3\n", "line 4: ignored input after the 1 query")
    );
}

/// Expected answers: the bit-by-bit second method.
fn expected_for(input: &str, bits: &BitTable) -> String {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    assert_eq!(numbers.len() as u64, 1 + 2 * numbers[0], "a well-formed file");
    numbers[1..].chunks(2).map(|pair| format!("{}\n", bits.product(pair[0], pair[1]))).collect()
}

fn case_files() -> Vec<PathBuf> {
    let mut inputs: Vec<PathBuf> = fs::read_dir(DATA)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().map_or(false, |e| e == "in"))
        .collect();
    inputs.sort();
    inputs
}

#[test]
fn testdata_outputs_are_proved() {
    let bits = BitTable::new();
    let definition = product_by_definition(64);
    let inputs = case_files();
    assert!(inputs.len() >= 6, "testdata present");
    for input_path in inputs {
        let input = fs::read_to_string(&input_path).unwrap();
        let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
        assert_eq!(expected_for(&input, &bits), expected, "{:?} by the bit table", input_path);
        if input_path.ends_with("brute-below-64.in") {
            let by_definition: String = (0..64)
                .flat_map(|a| (0..64).map(move |b| (a, b)))
                .map(|(a, b)| format!("{}\n", definition[a][b]))
                .collect();
            assert_eq!(by_definition, expected, "all pairs below 64 by the definition");
        }
        assert_eq!(run_bytes(&input), (expected, Ok(None)), "{:?} against run", input_path);
    }
    // T = 10^5 pairs, generated (examples/gen.rs), not stored. (The benchmark's T = 10^6,
    // checked against the textbook by bench.sh, would take seconds here.)
    let input = max::input("nim_product_64.tenth", max::nim_product_64_tenth);
    assert_eq!(run_bytes(&input), (expected_for(&input, &bits), Ok(None)), "the maximum input");
}

fn write_case(name: &str, pairs: &[(u64, u64)], newline: &str, bits: &BitTable) {
    let mut input = format!("{}{}", pairs.len(), newline);
    for &(a, b) in pairs {
        input.push_str(&format!("{} {}{}", a, b, newline));
    }
    let expected = expected_for(&input, bits);
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), expected).unwrap();
}

/// Writes the testdata (the sample is the problem's example input):
/// `cargo test --release --bin nim_product_64 -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    let bits = BitTable::new();
    let below: Vec<(u64, u64)> = (0..64).flat_map(|a| (0..64).map(move |b| (a, b))).collect();
    write_case("brute-below-64", &below, "\n", &bits);
    let powers: Vec<(u64, u64)> =
        (0..64).flat_map(|i| (0..64).map(move |j| (1u64 << i, 1u64 << j))).collect();
    write_case("powers-of-two", &powers, "\n", &bits);
    let near: Vec<(u64, u64)> =
        (0..50).flat_map(|i| (0..50).map(move |j| (u64::MAX - i, u64::MAX - j))).collect();
    write_case("near-max", &near, "\n", &bits);
    let mut rng = Rng(0x5926);
    let sample_pairs: Vec<(u64, u64)> = SAMPLE_IN
        .lines()
        .skip(1)
        .map(|line| {
            let mut parts = line.split(' ').map(|t| t.parse().unwrap());
            (parts.next().unwrap(), parts.next().unwrap())
        })
        .collect();
    write_case("crlf-1", &sample_pairs, "\r\n", &bits);
    let random: Vec<(u64, u64)> = (0..1000).map(|_| (rng.value(), rng.value())).collect();
    write_case("random-1", &random, "\n", &bits);
}
