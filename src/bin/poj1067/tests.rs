use super::*;

#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/classic_a.rs"]
mod max;

const SAMPLE_IN: &str = "2 1\n8 4\n4 7\n";
const SAMPLE_OUT: &str = "0\n1\n0\n";

fn run_text(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

/// A small deterministic generator (xorshift64*), so the random tests repeat exactly.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }
}

/// The game itself: wins[a][b] for every a, b ≤ n, by trying every move (one pile, or both
/// piles by the same amount). No theory.
fn game_search(n: usize) -> Vec<Vec<bool>> {
    let mut wins = vec![vec![false; n + 1]; n + 1];
    for a in 0..=n {
        for b in 0..=n {
            let one_pile = (0..a).any(|x| !wins[x][b]) || (0..b).any(|y| !wins[a][y]);
            let both = (1..=a.min(b)).any(|t| !wins[a - t][b - t]);
            wins[a][b] = one_pile || both;
        }
    }
    wins
}

/// The losing pairs (a_k, b_k) for k = 0..=n by the construction: a_k is the smallest
/// number not yet used, b_k = a_k + k.
fn constructed_pairs(n: usize) -> Vec<(u64, u64)> {
    let mut used = vec![false; 3 * n + 3];
    let mut pairs = Vec::with_capacity(n + 1);
    let mut smallest = 0;
    for k in 0..=n {
        while used[smallest] {
            smallest += 1;
        }
        let (a, b) = (smallest, smallest + k);
        used[a] = true;
        used[b] = true;
        pairs.push((a as u64, b as u64));
    }
    pairs
}

/// ⌊√n⌋ by binary search on r² ≤ n: slow, obviously exact, no floating point.
fn binary_isqrt(n: u128) -> u128 {
    let (mut lo, mut hi) = (0u128, 1u128 << 64); // lo² ≤ n < hi²
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        if mid * mid <= n {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

/// ⌊kφ⌋ = ⌊(k + √(5k²))/2⌋ = (k + ⌊√(5k²)⌋) div 2: a second, independent exact method.
fn floor_k_phi(k: u64) -> u64 {
    let k = u128::from(k);
    ((k + binary_isqrt(5 * k * k)) / 2) as u64
}

fn lost_by_isqrt(a: u64, b: u64) -> bool {
    let (small, large) = (a.min(b), a.max(b));
    small == floor_k_phi(large - small)
}

/// Losing pairs from Fibonacci numbers, with no φ arithmetic at all: F_n·φ − F_{n+1} = −ψ^n,
/// ψ = −1/φ (from φ^n = F_n·φ + F_{n−1} and the same identity for ψ), so ⌊F_n·φ⌋ = F_{n+1}
/// for odd n and F_{n+1} − 1 for even n ≥ 2. The pairs (⌊F_n·φ⌋, ⌊F_n·φ⌋ + F_n) ≤ 10^18.
fn fibonacci_pairs() -> Vec<(u64, u64)> {
    let mut fib = vec![0u64, 1];
    while let Some(next) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
        fib.push(next);
    }
    let mut pairs = Vec::new();
    for n in 2..fib.len() - 1 {
        let a = if n % 2 == 1 { fib[n + 1] } else { fib[n + 1] - 1 };
        if let Some(b) = a.checked_add(fib[n]).filter(|&b| b <= MAX_VALUE) {
            pairs.push((a, b));
        }
    }
    pairs
}

#[test]
fn sample() {
    assert_eq!(run_text(SAMPLE_IN), (SAMPLE_OUT.to_string(), Ok(None)));
    let wins = game_search(8);
    let lines: Vec<bool> = [(2, 1), (8, 4), (4, 7)].iter().map(|&(a, b)| wins[a][b]).collect();
    assert_eq!(lines, vec![false, true, false]);
}

#[test]
fn matches_game_search_for_all_piles_up_to_100() {
    let wins = game_search(100);
    for (a, row) in wins.iter().enumerate() {
        for (b, &win) in row.iter().enumerate() {
            assert_eq!(first_player_wins(a as u64, b as u64), win, "({}, {})", a, b);
        }
    }
    // The construction is what the search finds, too.
    for &(a, b) in constructed_pairs(40).iter().filter(|p| p.1 <= 100) {
        assert!(!wins[a as usize][b as usize] && !wins[b as usize][a as usize]);
    }
}

/// For each difference k the test in `first_player_wins` accepts an interval of smaller
/// piles (both squared bounds are monotone in a on [k, 2k)); it holds at a_k and fails at
/// a_k ± 1, so it is exactly {a_k}. Every k up to 10^6, both orders, and the neighbours.
#[test]
fn matches_the_construction_for_every_k_up_to_a_million() {
    for (k, &(a, b)) in constructed_pairs(1_000_000).iter().enumerate() {
        assert!(!first_player_wins(a, b) && !first_player_wins(b, a), "k = {}", k);
        assert!(first_player_wins(a + 1, b + 1) && first_player_wins(b + 1, a + 1));
        assert!(first_player_wins(a, b + 1) && first_player_wins(a + 1, b));
        if k > 0 {
            assert!(first_player_wins(a - 1, b - 1) && first_player_wins(b - 1, a - 1));
            assert!(first_player_wins(a, b - 1) && first_player_wins(a - 1, b));
        }
        if k % 97 == 0 {
            assert_eq!(floor_k_phi(k as u64), a, "the isqrt oracle at k = {}", k);
        }
    }
}

#[test]
fn the_isqrt_oracle_is_exact() {
    let mut rng = Rng(0x1067);
    for _ in 0..20_000 {
        let m = u128::from(rng.next() >> rng.range(0, 63));
        for n in [m * m, (m * m).saturating_sub(1), m * m + 2 * m] {
            let r = binary_isqrt(n);
            assert!(r * r <= n && (r + 1) * (r + 1) > n, "n = {}", n);
        }
    }
}

/// Losing pairs near 1.9·10^9 and near the largest accepted pile, and their neighbours,
/// against the oracle.
#[test]
fn large_values() {
    let mut rng = Rng(99);
    for _ in 0..100_000 {
        let top = [1_900_000_000, MAX_VALUE][rng.range(0, 1) as usize];
        let large = top - rng.range(0, 1000).min(top);
        let k = rng.range(large / 3, large / 2);
        let a = floor_k_phi(k);
        for (x, y) in [(a, a + k), (a + 1, a + k), (a, a + k - 1), (a + k, a)] {
            if x.max(y) <= MAX_VALUE {
                assert_eq!(first_player_wins(x, y), !lost_by_isqrt(x, y), "({}, {})", x, y);
            }
        }
    }
}

#[test]
fn random_pairs_agree_with_the_isqrt_oracle() {
    let mut rng = Rng(5);
    for _ in 0..100_000 {
        let top = [1_000, 1_000_000_000, MAX_VALUE][rng.range(0, 2) as usize];
        let (a, b) = if rng.range(0, 1) == 0 {
            (rng.range(0, top), rng.range(0, top))
        } else {
            let k = rng.range(0, top / 3);
            let a = floor_k_phi(k);
            (a, a + k - rng.range(0, 1).min(k))
        };
        assert_eq!(first_player_wins(a, b), !lost_by_isqrt(a, b), "({}, {})", a, b);
    }
}

#[test]
fn fibonacci_pairs_up_to_1e18() {
    let pairs = fibonacci_pairs();
    assert!(pairs.contains(&(165_580_140, 267_914_295)));
    assert!(pairs.contains(&(420_196_140_727_489_673, 679_891_637_638_612_258)));
    let built = constructed_pairs(100);
    for &(a, b) in pairs.iter().filter(|p| p.1 <= 200) {
        assert!(built.contains(&(a, b)));
    }
    for &(a, b) in &pairs {
        assert!(!first_player_wins(a, b) && !first_player_wins(b, a), "({}, {})", a, b);
        assert!(lost_by_isqrt(a, b));
        assert!(first_player_wins(a, b - 1) && first_player_wins(a - 1, b));
        assert!(first_player_wins(a, b + 1) && first_player_wins(a + 1, b));
    }
    // Double precision gets the famous one wrong: why everything here is integers.
    let k = 267_914_295 - 165_580_140;
    let float_guess = (k as f64 * (1.0 + 5f64.sqrt()) / 2.0) as u64;
    assert_ne!(float_guess, 165_580_140);
}

#[test]
fn layouts() {
    for input in [
        "2 1 8 4 4 7",
        "2 1\r\n8 4\r\n4 7\r\n",
        "\n\n 2\t1\n\n8\n4\n4 7",
        "002 01\n8 4\n4 000000000000000000000007\n",
    ] {
        assert_eq!(run_text(input), (SAMPLE_OUT.to_string(), Ok(None)), "{:?}", input);
    }
    assert_eq!(run_text(""), (String::new(), Ok(None)));
    assert_eq!(run_text(" \r\n\n"), (String::new(), Ok(None)));
    // A UTF-8 byte-order mark at the start is skipped; anywhere else it is an error.
    assert_eq!(run_text(&format!("\u{0feff}{}", SAMPLE_IN)), (SAMPLE_OUT.to_string(), Ok(None)));
    // The message shows the BOM escaped, as \u{feff} (`\u{7b}` is the brace).
    let bom = "line 1: expected a non-negative integer, found \"\\u\u{7b}feff}1\"";
    assert_eq!(run_text("2 \u{0feff}1"), (String::new(), Err(bom.to_string())));
    assert_eq!(run_text("0 0\n1000000000000000000 0"), ("0\n1\n".to_string(), Ok(None)));
    // Many lines in every layout.
    let mut rng = Rng(11);
    let pairs: Vec<(u64, u64)> = (0..3000)
        .map(|i| {
            let top = [9, 99_999, 1_000_000_000, 9_999_999_999_999_999, MAX_VALUE][i % 5];
            (rng.range(0, top), rng.range(0, top))
        })
        .collect();
    let expected: String =
        pairs.iter().map(|&(a, b)| if lost_by_isqrt(a, b) { "0\n" } else { "1\n" }).collect();
    let separators = [" ", "\n", "\r\n", "\t", "  \n\n", " \x0c "];
    let mut text = String::new();
    for (i, &(a, b)) in pairs.iter().enumerate() {
        let zeros = "0".repeat(if i % 7 == 0 { i % 23 } else { 0 });
        text.push_str(&format!(
            "{}{}{}{}{}",
            zeros,
            a,
            separators[i % 6],
            b,
            separators[(i / 6) % 6]
        ));
    }
    assert_eq!(run_text(&text), (expected, Ok(None)));
}

#[test]
fn bad_input_keeps_complete_lines() {
    assert_eq!(
        run_text("2 1\n8 4\n4\n"),
        (
            "0\n1\n".to_string(),
            Err("line 3: input ends after 4 (expected the second pile)".to_string())
        )
    );
    // The line of the last token, not the blank lines after it.
    assert_eq!(
        run_text("2 1\n8\r\n\r\n\n"),
        (
            "0\n".to_string(),
            Err("line 2: input ends after 8 (expected the second pile)".to_string())
        )
    );
    assert_eq!(
        run_text("2 1\n8 x\n"),
        (
            "0\n".to_string(),
            Err("line 2: expected a non-negative integer, found \"x\"".to_string())
        )
    );
    assert_eq!(
        run_text("2 1\n-8 4\n"),
        (
            "0\n".to_string(),
            Err("line 2: expected a non-negative integer, found \"-8\"".to_string())
        )
    );
    assert_eq!(
        run_text("1 2\n3 4x"),
        (
            "0\n".to_string(),
            Err("line 2: expected a non-negative integer, found \"4x\"".to_string())
        )
    );
    let (out, result) = run_text("1 2\n\n1000000000000000001 4\n");
    assert_eq!(out, "0\n");
    assert_eq!(
        result,
        Err("line 3: 1000000000000000001 is above 10^18, the largest pile this solver accepts"
            .to_string())
    );
    let (_, result) = run_text("1 99999999999999999999\n");
    assert_eq!(
        result,
        Err("line 1: number \"99999999999999999999\" does not fit in 64 bits".to_string())
    );
    let mut out = String::new();
    let result = run(b"1 2\xff\n", &mut out);
    assert!(out.is_empty());
    let replaced = std::char::REPLACEMENT_CHARACTER; // how the invalid byte is shown
    assert_eq!(
        result,
        Err(format!("line 1: expected a non-negative integer, found \"2{}\"", replaced))
    );
    // Far into a long input the line is still right.
    let mut long = "3 5\n".repeat(1000);
    long.push_str("3 x5\n");
    long.push_str(&"3 5\n".repeat(10));
    let (out, result) = run_text(&long);
    assert_eq!(out, "0\n".repeat(1000));
    assert_eq!(result, Err("line 1001: expected a non-negative integer, found \"x5\"".to_string()));
    let (out, result) = run_text(&(long.replace("x5", "5\n6 7") + "1"));
    assert_eq!(out, "0\n".repeat(1001) + "1\n" + &"0\n".repeat(10));
    assert_eq!(result, Err("line 1013: input ends after 1 (expected the second pile)".to_string()));
}

fn testdata_dir() -> std::path::PathBuf {
    std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/poj1067"))
}

/// What the proofs say about one line: the game search (piles ≤ 100), the construction
/// (difference ≤ 10^6), else the exact isqrt; Fibonacci pairs must come out lost.
struct Oracle {
    wins: Vec<Vec<bool>>,
    pair_of_difference: Vec<(u64, u64)>,
    fibonacci: Vec<(u64, u64)>,
}

impl Oracle {
    fn new() -> Oracle {
        Oracle {
            wins: game_search(100),
            pair_of_difference: constructed_pairs(1_000_000),
            fibonacci: fibonacci_pairs(),
        }
    }

    fn first_player_wins(&self, a: u64, b: u64) -> bool {
        let (small, large) = (a.min(b), a.max(b));
        if self.fibonacci.contains(&(small, large)) {
            assert!(lost_by_isqrt(a, b));
        }
        if large <= 100 {
            self.wins[a as usize][b as usize]
        } else if large - small <= 1_000_000 {
            self.pair_of_difference[(large - small) as usize].0 != small
        } else {
            !lost_by_isqrt(a, b)
        }
    }

    fn expected(&self, input: &str) -> String {
        let numbers: Vec<u64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
        numbers
            .chunks(2)
            .map(|pair| if self.first_player_wins(pair[0], pair[1]) { "1\n" } else { "0\n" })
            .collect()
    }
}

#[test]
fn testdata_files_are_proved() {
    let oracle = Oracle::new();
    let mut checked = 0;
    for entry in std::fs::read_dir(testdata_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().map_or(true, |e| e != "in") {
            continue;
        }
        let input = std::fs::read_to_string(&path).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        assert_eq!(oracle.expected(&input), expected, "{}", name);
        assert_eq!(run_text(&input), (expected, Ok(None)), "{}", name);
        checked += 1;
    }
    assert!(checked >= 6, "only {} testdata cases", checked);
    // The benchmark's maximum input (10^6 lines, piles up to 10^9), generated
    // (examples/gen.rs), not stored.
    let input = max::input("poj1067", max::poj1067);
    assert_eq!(run_text(&input), (oracle.expected(&input), Ok(None)), "the maximum input");
}

/// Writes the testdata files from the proofs above (run with `--ignored` once).
#[test]
#[ignore]
fn generate_testdata() {
    let dir = testdata_dir();
    std::fs::create_dir_all(&dir).unwrap();
    let oracle = Oracle::new();
    let write = |name: &str, input: &str| {
        std::fs::write(dir.join(format!("{}.in", name)), input).unwrap();
        std::fs::write(dir.join(format!("{}.out", name)), oracle.expected(input)).unwrap();
    };
    let lines = |pairs: &[(u64, u64)]| -> String {
        pairs.iter().map(|&(a, b)| format!("{} {}\n", a, b)).collect()
    };
    write("sample-1", SAMPLE_IN);
    let all: Vec<(u64, u64)> = (0..=100).flat_map(|a| (0..=100).map(move |b| (a, b))).collect();
    write("brute-all-100", &lines(&all));
    // Constructed pairs and their neighbours, in random order of piles.
    let mut rng = Rng(2026);
    let built = constructed_pairs(1_000_000);
    let mut near = Vec::new();
    for _ in 0..5000 {
        let (a, b) = built[rng.range(1, 1_000_000) as usize];
        let (x, y) =
            [(a, b), (a, b + 1), (a + 1, b), (a, b - 1), (a - 1, b - 1)][rng.range(0, 4) as usize];
        near.push(if rng.range(0, 1) == 0 { (x, y) } else { (y, x) });
    }
    write("construction-1", &lines(&near));
    write("crlf-1", &lines(&near[..500]).replace('\n', "\r\n"));
    // Fibonacci pairs (among them (165580140, 267914295)) and their neighbours.
    let mut fib = Vec::new();
    for &(a, b) in &fibonacci_pairs() {
        fib.extend([(a, b), (b, a), (a, b - 1), (a + 1, b), (a - 1, b - 1)]);
    }
    write("fibonacci-1", &lines(&fib));
    // Near 10^18: losing pairs by the exact isqrt, and neighbours.
    let mut big = vec![(MAX_VALUE, MAX_VALUE), (0, MAX_VALUE), (MAX_VALUE, 0)];
    for _ in 0..300 {
        let k = rng.range(MAX_VALUE / 3, 381_966_011_250_105_151);
        let a = floor_k_phi(k);
        big.extend([(a, a + k), (a + k, a), (a, a + k - 1), (a + 1, a + k)]);
    }
    write("isqrt-near-1e18", &lines(&big));
    // One line, no final newline.
    write("flat-no-newline", lines(&near[..50]).replace('\n', " ").trim_end());
}
