// Boards are indexed by their 1-based coordinates, as in the statement.
#![allow(clippy::needless_range_loop)]

use super::*;

#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/theories_b.rs"]
mod max;

use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/cf494e");

/// The game itself on an n×n board: Grundy values of every colouring by mex over its moves.
/// Cell (i, j) (1-based) is bit (i−1)·n + (j−1); a move clears the bit of its lower-right
/// cell and flips only lower bits, so it lowers the mask and one ascending pass decides all.
fn game_search(n: usize, k: usize) -> Vec<u8> {
    let bit = |i: usize, j: usize| 1usize << ((i - 1) * n + (j - 1));
    let mut squares = Vec::new(); // (lower-right bit, flip mask)
    for i in 1..=n {
        for j in 1..=n {
            for s in 1..=k.min(i).min(j) {
                let mut mask = 0;
                for p in i + 1 - s..=i {
                    for q in j + 1 - s..=j {
                        mask |= bit(p, q);
                    }
                }
                squares.push((bit(i, j), mask));
            }
        }
    }
    let mut grundy = vec![0u8; 1 << (n * n)];
    for state in 1..grundy.len() {
        let mut seen = 0u64;
        for &(corner, mask) in &squares {
            if state & corner != 0 {
                seen |= 1 << grundy[state ^ mask];
            }
        }
        grundy[state] = (!seen).trailing_zeros() as u8;
    }
    grundy
}

/// Single-coin values from the rules on an n×n board: a lone coin at (i, j) moves to the
/// other cells of a square of side s ≤ min(i, j, k), worth the XOR of their values (coin
/// turning, checked by the search above). `values[i][j]`, 1-based.
fn single_coin_values(n: usize, k: usize) -> Vec<Vec<u64>> {
    let mut g = vec![vec![0u64; n + 1]; n + 1];
    for i in 1..=n {
        for j in 1..=n {
            let mut options = Vec::new();
            for s in 1..=k.min(i).min(j) {
                let mut x = 0;
                for p in i + 1 - s..=i {
                    for q in j + 1 - s..=j {
                        if (p, q) != (i, j) {
                            x ^= g[p][q];
                        }
                    }
                }
                options.push(x);
            }
            g[i][j] = (0..).find(|v| !options.contains(v)).unwrap();
        }
    }
    g
}

/// The formula of the header: min(lowbit i, lowbit j, K).
fn h(i: u64, j: u64, k: u64) -> u64 {
    let big_k = 1u64 << (63 - k.leading_zeros());
    (i & i.wrapping_neg()).min(j & j.wrapping_neg()).min(big_k)
}

/// a ⊗ b for a, b < 32 from the mex definition of the nim product (values below 256).
fn nim_products() -> Vec<Vec<u64>> {
    let mut product = vec![vec![0u64; 32]; 32];
    for a in 0..32 {
        for b in 0..32 {
            let mut seen = [false; 256];
            for x in 0..a {
                for y in 0..b {
                    seen[(product[x][b] ^ product[a][y] ^ product[x][y]) as usize] = true;
                }
            }
            product[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
        }
    }
    product
}

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

fn word(hamed: bool) -> &'static str {
    if hamed {
        "Hamed\n"
    } else {
        "Malek\n"
    }
}

const SAMPLE_1: &str = "5 2 1\n1 1 3 3\n2 2 4 4\n";
const SAMPLE_2: &str = "12 5 7\n3 4 5 6\n1 2 1 2\n4 5 9 9\n8 6 12 10\n12 4 12 4\n";

#[test]
fn samples() {
    assert_eq!(run_str(SAMPLE_1), ("Malek\n".to_string(), Ok(None)));
    assert_eq!(run_str(SAMPLE_2), ("Hamed\n".to_string(), Ok(None)));
}

/// The rectangles of single cells, one per white cell of `state` on an n×n board.
fn cells_of(state: usize, n: usize) -> Vec<[u64; 4]> {
    (0..n * n)
        .filter(|&p| state >> p & 1 == 1)
        .map(|p| {
            let (i, j) = ((p / n + 1) as u64, (p % n + 1) as u64);
            [i, j, i, j]
        })
        .collect()
}

#[test]
fn every_colouring_of_boards_up_to_4_against_the_game_search() {
    let mut checked = 0;
    let mut losses = 0;
    for n in 1..=4usize {
        for k in 1..=n {
            let grundy = game_search(n, k);
            for i in 1..=n {
                for j in 1..=n {
                    let lone = grundy[1 << ((i - 1) * n + (j - 1))];
                    assert_eq!(u64::from(lone), h(i as u64, j as u64, k as u64), "({}, {})", i, j);
                }
            }
            for (state, &value) in grundy.iter().enumerate() {
                let cells = cells_of(state, n);
                assert_eq!(hamed_wins(k as u64, &cells), value != 0, "n {} k {} {:b}", n, k, state);
                checked += 1;
                losses += usize::from(value == 0);
            }
        }
    }
    assert_eq!(checked, 2 + 2 * 16 + 3 * 512 + 4 * 65536);
    assert!(losses > 10_000 && losses < checked / 2, "both verdicts: {} losses", losses);
}

#[test]
fn single_coin_values_on_24_by_24_are_h_and_not_the_nim_product() {
    let product = nim_products();
    assert_eq!(product[2][2], 3);
    let mut disagreements = 0;
    for k in 1..=24usize {
        let g = single_coin_values(24, k);
        for i in 1..=24 {
            for j in 1..=24 {
                let (iu, ju, ku) = (i as u64, j as u64, k as u64);
                assert_eq!(g[i][j], h(iu, ju, ku), "({}, {}), k = {}", i, j, k);
                let row = h(iu, iu, ku) as usize; // min(lowbit i, K)
                let column = h(ju, ju, ku) as usize;
                disagreements += usize::from(product[row][column] != g[i][j]);
            }
        }
    }
    assert_eq!(disagreements, 9936, "of 13824 (cell, k) pairs");
}

#[test]
fn large_boards_of_single_cells_and_the_closed_form() {
    // Rectangles against the cell-by-cell XOR of h on boards up to 40, k up to 40.
    let mut rng = Rng(0x494e);
    for _ in 0..300 {
        let n = 1 + rng.below(40);
        let k = 1 + rng.below(n);
        let rectangles = {
            let count = 1 + rng.below(6) as usize;
            random_rectangles(&mut rng, n, count)
        };
        let mut white = vec![vec![false; n as usize + 1]; n as usize + 1];
        for &[a, b, c, d] in &rectangles {
            for i in a..=c {
                for j in b..=d {
                    white[i as usize][j as usize] = true;
                }
            }
        }
        let mut x = 0;
        for i in 1..=n {
            for j in 1..=n {
                if white[i as usize][j as usize] {
                    x ^= h(i, j, k);
                }
            }
        }
        assert_eq!(hamed_wins(k, &rectangles), x != 0, "n {} k {} {:?}", n, k, rectangles);
    }
}

#[test]
fn traps_give_other_answers() {
    // Overlaps count once: the same rectangle twice is still the rectangle, not nothing.
    assert_eq!(run_str("4 2 4\n2 2 2 2\n2 2 2 2\n"), ("Hamed\n".to_string(), Ok(None)));
    // K, not k: with k = 3 the cell (4, 4) is worth min(4, 4, 2) = 2, and (2, 2) is worth 2.
    assert_eq!(run_str("4 2 3\n2 2 2 2\n4 4 4 4\n"), ("Malek\n".to_string(), Ok(None)));
    assert_eq!(run_str("4 2 4\n2 2 2 2\n4 4 4 4\n"), ("Hamed\n".to_string(), Ok(None)));
    // Huge coordinates and k are fine in 64 bits: one cell (2^64 − 1, 2^64 − 1), worth 1.
    let max = u64::MAX;
    let input = format!("{} 1 {}\n{} {} {} {}\n", max, max, max, max, max, max);
    assert_eq!(run_str(&input), ("Hamed\n".to_string(), Ok(None)));
}

#[test]
fn layouts() {
    let expected = ("Hamed\n".to_string(), Ok(None));
    assert_eq!(run_str(&SAMPLE_2.replace('\n', "\r\n")), expected);
    assert_eq!(run_str(&SAMPLE_2.replace('\n', " ")), expected);
    assert_eq!(run_str("1 0 1\n"), ("Malek\n".to_string(), Ok(None)));
}

#[test]
fn bad_input_reports_and_trailing_data_warns() {
    let err = |e: &str| (String::new(), Err(e.to_string()));
    assert_eq!(run_str(""), err("line 1: input ends before n, the size of the board"));
    assert_eq!(run_str("5 2"), err("line 1: input ends before k, the largest side of a square"));
    assert_eq!(
        run_str("5 2 1\n1 1 3 3\n2 2 4"),
        err("line 3: input ends inside rectangle 2 of 2 (expected d)")
    );
    assert_eq!(
        run_str("5 1 0\n1 1 1 1\n"),
        err("line 1: k must be at least 1 (a square has a side)")
    );
    assert_eq!(
        run_str("5 1 1\n3 1 2 1\n"),
        err("line 2: rectangle 1 (3 1 2 1) is not 1 <= a <= c <= n, 1 <= b <= d <= n with n = 5")
    );
    assert_eq!(
        run_str("5 1 1\n1 1 1 6\n"),
        err("line 2: rectangle 1 (1 1 1 6) is not 1 <= a <= c <= n, 1 <= b <= d <= n with n = 5")
    );
    assert_eq!(
        run_str("5 1 1\n0 1 1 1\n"),
        err("line 2: rectangle 1 (0 1 1 1) is not 1 <= a <= c <= n, 1 <= b <= d <= n with n = 5")
    );
    assert_eq!(
        run_str("5 1 1\n1 x 1 1\n"),
        err("line 2: expected a non-negative integer, found \"x\"")
    );
    let warn = |out: &str, w: &str| (out.to_string(), Ok(Some(w.to_string())));
    assert_eq!(
        run_str("5 1 1\n1 1 1 1\n\n2 2 2 2\n"),
        warn("Hamed\n", "line 4: ignored input after the 1 rectangle")
    );
}

/// xorshift64*: reproducible cases without dependencies.
struct Rng(u64);

impl Rng {
    fn below(&mut self, bound: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % bound
    }
}

/// `m` random rectangles on an n×n board: mostly small ones, some large, some repeated.
fn random_rectangles(rng: &mut Rng, n: u64, m: usize) -> Vec<[u64; 4]> {
    let mut rectangles: Vec<[u64; 4]> = Vec::with_capacity(m);
    while rectangles.len() < m {
        if !rectangles.is_empty() && rng.below(20) == 0 {
            let copy = rectangles[rng.below(rectangles.len() as u64) as usize];
            rectangles.push(copy);
            continue;
        }
        let span = if rng.below(4) == 0 { n } else { 1 + n / 16 };
        let (a, b) = (1 + rng.below(n), 1 + rng.below(n));
        let (c, d) = ((a + rng.below(span)).min(n), (b + rng.below(span)).min(n));
        rectangles.push([a, b, c, d]);
    }
    rectangles
}

/// A second method, written apart from the sweep: for every u ≤ log K, the parity of the
/// union's cells with both coordinates divisible by 2^u, each by a union-area sweep of the
/// rectangles scaled down by 2^u (the textbook method, O(m log m) per bit).
fn hamed_by_area_per_bit(k: u64, rectangles: &[[u64; 4]]) -> bool {
    let top = 63 - k.leading_zeros();
    (0..=top).any(|u| {
        let scaled: Vec<[u64; 4]> = rectangles
            .iter()
            .filter_map(|&[a, b, c, d]| {
                let step = 1u64 << u;
                let (top_row, left) = ((a + step - 1) >> u, (b + step - 1) >> u);
                let (bottom_row, right) = (c >> u, d >> u);
                if top_row <= bottom_row && left <= right {
                    Some([top_row, left, bottom_row, right])
                } else {
                    None
                }
            })
            .collect();
        union_area(&scaled) % 2 == 1
    })
}

/// The number of cells of a union of rectangles (rows a..c, columns b..d), by a sweep with
/// a covered-length tree.
fn union_area(rectangles: &[[u64; 4]]) -> u128 {
    let mut xs: Vec<u64> = rectangles.iter().flat_map(|r| vec![r[1] - 1, r[3]]).collect();
    xs.sort_unstable();
    xs.dedup();
    let mut events: Vec<(u64, i32, usize, usize)> = Vec::new();
    for &[a, b, c, d] in rectangles {
        let l = xs.binary_search(&(b - 1)).unwrap();
        let r = xs.binary_search(&d).unwrap();
        events.push((a - 1, 1, l, r));
        events.push((c, -1, l, r));
    }
    events.sort_unstable();
    let segments = xs.len().saturating_sub(1).max(1);
    let mut count = vec![0i32; 4 * segments];
    let mut covered = vec![0u64; 4 * segments];
    fn update(
        node: usize,
        lo: usize,
        hi: usize,
        range: (usize, usize, i32),
        xs: &[u64],
        count: &mut [i32],
        covered: &mut [u64],
    ) {
        let (l, r, delta) = range;
        if r <= lo || hi <= l {
            return;
        }
        if l <= lo && hi <= r {
            count[node] += delta;
        } else {
            let mid = (lo + hi) / 2;
            update(2 * node, lo, mid, range, xs, count, covered);
            update(2 * node + 1, mid, hi, range, xs, count, covered);
        }
        covered[node] = if count[node] > 0 {
            xs[hi] - xs[lo]
        } else if hi - lo == 1 {
            0
        } else {
            covered[2 * node] + covered[2 * node + 1]
        };
    }
    let mut area: u128 = 0;
    let mut previous = 0;
    for &(row, delta, l, r) in &events {
        area += u128::from(row - previous) * u128::from(covered[1]);
        previous = row;
        update(1, 0, xs.len() - 1, (l, r, delta), &xs, &mut count, &mut covered);
    }
    area
}

#[test]
fn union_area_helper_counts_cells() {
    assert_eq!(union_area(&[[1, 1, 3, 3], [2, 2, 4, 4]]), 14);
    assert_eq!(union_area(&[[1, 1, 1, 1], [1, 1, 1, 1]]), 1);
    assert_eq!(union_area(&[]), 0);
}

#[test]
fn sweep_agrees_with_the_area_per_bit_on_random_boards() {
    let mut rng = Rng(0x5ba1);
    for _ in 0..300 {
        let n = 1 + rng.below(1_000_000_000);
        let k = 1 + rng.below(n);
        let rectangles = {
            let count = 1 + rng.below(60) as usize;
            random_rectangles(&mut rng, n, count)
        };
        assert_eq!(hamed_wins(k, &rectangles), hamed_by_area_per_bit(k, &rectangles));
    }
}

/// Parses a well-formed input file.
fn parse(input: &str) -> (u64, u64, Vec<[u64; 4]>) {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let (n, m, k) = (numbers[0], numbers[1] as usize, numbers[2]);
    let rectangles: Vec<[u64; 4]> =
        numbers[3..].chunks(4).map(|r| [r[0], r[1], r[2], r[3]]).collect();
    assert_eq!(rectangles.len(), m, "a well-formed file");
    (n, k, rectangles)
}

/// Expected answer: the game search for n ≤ 4; the single-coin values from the rules for
/// n ≤ 24; the area per bit beyond.
fn expected_for(input: &str) -> String {
    let (n, k, rectangles) = parse(input);
    let wins = if n <= 24 {
        let size = n as usize;
        let mut white = vec![vec![false; size + 1]; size + 1];
        for &[a, b, c, d] in &rectangles {
            for i in a..=c {
                for j in b..=d {
                    white[i as usize][j as usize] = true;
                }
            }
        }
        if n <= 4 {
            let mut state = 0;
            for i in 1..=size {
                for j in 1..=size {
                    if white[i][j] {
                        state |= 1 << ((i - 1) * size + (j - 1));
                    }
                }
            }
            game_search(size, k as usize)[state] != 0
        } else {
            let g = single_coin_values(size, k as usize);
            let mut x = 0;
            for i in 1..=size {
                for j in 1..=size {
                    if white[i][j] {
                        x ^= g[i][j];
                    }
                }
            }
            x != 0
        }
    } else {
        hamed_by_area_per_bit(k, &rectangles)
    };
    word(wins).to_string()
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
    let inputs = case_files();
    assert!(inputs.len() >= 10, "testdata present");
    for input_path in inputs {
        let input = fs::read_to_string(&input_path).unwrap();
        let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
        assert_eq!(expected_for(&input), expected, "{:?} by the check", input_path);
        assert_eq!(run_str(&input), (expected, Ok(None)), "{:?} against run", input_path);
    }
    // The maximum-size inputs, generated (examples/gen.rs), not stored: the benchmark's (lost:
    // every rectangle doubled), random rectangles, and a doubled set with k = 1000.
    for (name, generator) in [
        ("cf494e", max::cf494e as max::Generator),
        ("cf494e.random", max::cf494e_random),
        ("cf494e.small-k", max::cf494e_small_k),
    ] {
        let input = max::input(name, generator);
        assert_eq!(run_str(&input), (expected_for(&input), Ok(None)), "{}", name);
    }
}

fn write_case(name: &str, n: u64, k: u64, rectangles: &[[u64; 4]], newline: &str) {
    let mut input = format!("{} {} {}{}", n, rectangles.len(), k, newline);
    for r in rectangles {
        input.push_str(&format!("{} {} {} {}{}", r[0], r[1], r[2], r[3], newline));
    }
    let expected = expected_for(&input);
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), expected).unwrap();
}

/// Writes the testdata (the samples are copied from the statement):
/// `cargo test --release --bin cf494e -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    let mut rng = Rng(0x494);
    // Boards up to 4 by the game search: a win and a loss for each size where both occur.
    for n in 2..=4u64 {
        for want in [true, false] {
            loop {
                let k = 1 + rng.below(n);
                let rectangles = {
                    let count = 1 + rng.below(3) as usize;
                    random_rectangles(&mut rng, n, count)
                };
                if hamed_wins(k, &rectangles) == want {
                    let name = format!("brute-n{}-{}", n, if want { "hamed" } else { "malek" });
                    write_case(&name, n, k, &rectangles, "\n");
                    break;
                }
            }
        }
    }
    // Boards up to 24 by the single-coin values from the rules, and two doubled ones (lost).
    for (i, &n) in [8u64, 12, 16, 24, 24, 24].iter().enumerate() {
        let k = if i % 2 == 0 { n } else { 1 + rng.below(n) };
        let count = 1 + rng.below(20) as usize;
        let rectangles = random_rectangles(&mut rng, n, count);
        write_case(&format!("brute-medium-{}", i + 1), n, k, &rectangles, "\n");
    }
    for (i, &(n, k)) in [(16u64, 16u64), (24, 13)].iter().enumerate() {
        let rectangles = doubled(&mut rng, n, 8, 6);
        write_case(&format!("brute-doubled-{}", i + 1), n, k, &rectangles, "\n");
    }
    let (n, k, rectangles) = parse(SAMPLE_2);
    write_case("crlf-1", n, k, &rectangles, "\r\n");
}

/// `m` rectangles (m even) whose union is lost for the first player: m/2 random ones in rows
/// 1..shift−1 (shift a power of two, 2·shift ≤ n + 1), and their copies `shift` rows lower.
/// Shifting by 2^s keeps the count of multiples of 2^u for u ≤ s, no row below 2·shift is a
/// multiple of a larger power, and the copies do not meet the originals: every count is even.
fn doubled(rng: &mut Rng, n: u64, shift: u64, m: usize) -> Vec<[u64; 4]> {
    assert!(2 * shift - 1 <= n, "the copies fit on the board");
    let mut rectangles = Vec::with_capacity(m);
    for [a, b, c, d] in random_rectangles(rng, n, m / 2) {
        let (a, c) = (1 + (a - 1) % (shift - 1), 1 + (c - 1) % (shift - 1));
        let (a, c) = (a.min(c), a.max(c));
        rectangles.push([a, b, c, d]);
        rectangles.push([a + shift, b, c + shift, d]);
    }
    for i in (1..rectangles.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        rectangles.swap(i, j);
    }
    rectangles
}
