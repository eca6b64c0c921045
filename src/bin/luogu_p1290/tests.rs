use super::*;
use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/luogu_p1290");

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

/// `wins[a][b]` for 1 ≤ b ≤ a ≤ limit: the player to move wins, by trying every move
/// a − k·b (k ≥ 1, not below 0). No theory: reaching 0 wins at once, any other move wins
/// when it leaves the opponent a lost position. Every move lowers the larger number, so
/// the table fills in order of a.
fn game_table(limit: usize) -> Vec<Vec<bool>> {
    let mut wins: Vec<Vec<bool>> = vec![Vec::new(); limit + 1];
    for a in 1..=limit {
        let mut row = vec![false; a + 1];
        for (b, cell) in row.iter_mut().enumerate().skip(1) {
            *cell = (1..=a / b).any(|k| {
                let c = a - k * b;
                c == 0 || !wins[b.max(c)][b.min(c)]
            });
        }
        wins[a] = row;
    }
    wins
}

/// The same game search for any pair, memoised, with the moves tried from the largest
/// multiple down. The order only makes it fast (a win found early ends the search); a
/// position is called lost only after every move was tried.
fn search(a: u64, b: u64, memo: &mut HashMap<(u64, u64), bool>) -> bool {
    let (a, b) = if a >= b { (a, b) } else { (b, a) };
    if let Some(&known) = memo.get(&(a, b)) {
        return known;
    }
    let mut win = false;
    let mut k = a / b;
    while k >= 1 {
        let c = a - k * b;
        if c == 0 || !search(b, c, memo) {
            win = true;
            break;
        }
        k -= 1;
    }
    memo.insert((a, b), win);
    win
}

fn search_pair(a: u64, b: u64) -> bool {
    search(a, b, &mut HashMap::new())
}

#[test]
fn sample() {
    assert_eq!(run_str("2\n25 7\n24 15\n"), ("Stan wins\nOllie wins\n".to_string(), Ok(None)));
}

#[test]
fn rule_matches_game_search_on_every_pair_up_to_500() {
    let wins = game_table(500);
    let mut losses = 0;
    for a in 1..=500usize {
        for b in 1..=500usize {
            let win = wins[a.max(b)][a.min(b)];
            assert_eq!(stan_wins(a as u64, b as u64), win, "({}, {})", a, b);
            losses += usize::from(!win);
        }
    }
    // Both verdicts occur (Stan wins most pairs: every a ≥ 2b).
    assert!(losses > 10_000 && losses < 100_000, "{} losses", losses);
    // The memoised search agrees with the table (it is used for the large values below).
    let mut memo = HashMap::new();
    for a in 1..=200u64 {
        for b in 1..=200u64 {
            assert_eq!(search(a, b, &mut memo), wins[a.max(b) as usize][a.min(b) as usize]);
        }
    }
}

/// xorshift64*: reproducible cases without dependencies.
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

/// Pairs near `top` (2^31 − 1, 2^32 or 2^64 − 1): a ratio between 1 and 2 (where `2 * b`
/// overflows a type whose maximum is `top`), Fibonacci-like pairs (long forced chains),
/// and random ones.
fn pairs_near(top: u64, rng: &mut Rng, count: usize) -> Vec<(u64, u64)> {
    let mut pairs = vec![(top, top), (top, 1), (top, top - 1), (top, top / 2 + 1)];
    pairs.push((top, top / 2));
    // Consecutive Fibonacci numbers below top, and neighbours of their ratio.
    let (mut f, mut g) = (1u64, 2u64);
    while let Some(h) = f.checked_add(g).filter(|&h| h <= top) {
        f = g;
        g = h;
    }
    pairs.push((g, f));
    pairs.push((top, top / g * f));
    pairs.push((top - 7, (top - 7) / 1_618_034 * 1_000_000));
    while pairs.len() < count {
        let a = rng.range(top - top / 8, top);
        let b = match rng.next() % 3 {
            0 => rng.range(a / 2 + 1, a),     // forced first move, 2b overflows
            1 => rng.range(a / 3, a / 2 + 1), // a free choice, or nearly
            _ => rng.range(1, a),
        };
        pairs.push((a, b));
    }
    pairs
}

#[test]
fn rule_matches_game_search_near_2_31_2_32_and_2_64() {
    let mut rng = Rng(0x1290);
    let mut verdicts = [0usize; 2];
    for &top in &[(1u64 << 31) - 1, 1 << 32, u64::MAX] {
        for (a, b) in pairs_near(top, &mut rng, 300) {
            let win = search_pair(a, b);
            assert_eq!(stan_wins(a, b), win, "({}, {})", a, b);
            assert_eq!(stan_wins(b, a), win, "({}, {})", b, a);
            verdicts[usize::from(win)] += 1;
        }
    }
    assert!(verdicts[0] > 50 && verdicts[1] > 50, "{:?}", verdicts);
    // The pair where a 32-bit `a >= 2 * b` goes wrong: 2b = 2^31 + 2 wraps negative.
    let (a, b) = ((1u64 << 31) - 1, (1u64 << 30) + 1);
    let as_i32 = (b as i32).wrapping_mul(2);
    assert!(as_i32 < 0 && (a as i32) >= as_i32, "a 32-bit 2*b claims a free choice");
    assert_eq!(stan_wins(a, b), search_pair(a, b));
    // The longest chain below 2^31: 1836311903 and 1134903170 (Fibonacci numbers).
    assert_eq!(stan_wins(1_836_311_903, 1_134_903_170), search_pair(1_836_311_903, 1_134_903_170));
}

#[test]
fn layouts_bom_crlf_tabs_flattened() {
    let expected = ("Stan wins\nOllie wins\n".to_string(), Ok(None));
    assert_eq!(run_str("2\r\n25 7\r\n24 15\r\n"), expected);
    assert_eq!(run_str("\n\n 2 25\t7 24 15"), expected);
    assert_eq!(run_str("2\n\n25\n7\n\t24\n15"), expected);
    assert_eq!(run_str("1\n1 1\n"), ("Stan wins\n".to_string(), Ok(None)));
    assert_eq!(run_str("1\n7 1\n"), ("Stan wins\n".to_string(), Ok(None)));
    assert_eq!(run_str("0\n"), (String::new(), Ok(None)));
}

#[test]
fn bad_input_answers_complete_cases_then_reports() {
    let err = |out: &str, e: &str| (out.to_string(), Err(e.to_string()));
    assert_eq!(run_str(""), err("", "line 1: input ends before the number of cases C"));
    assert_eq!(run_str(" \n\t\n"), err("", "line 1: input ends before the number of cases C"));
    assert_eq!(
        run_str("3\n25 7\n24 15\n"),
        err("Stan wins\nOllie wins\n", "line 3: input ends after 2 of 3 cases (expected M)")
    );
    assert_eq!(run_str("1\n"), err("", "line 1: input ends after 0 of 1 case (expected M)"));
    assert_eq!(
        run_str("2\n25 7\n24\r\n\r\n"),
        err("Stan wins\n", "line 3: input ends inside case 2 of 2 (expected N)")
    );
    assert_eq!(
        run_str("2\n25 7\n24 x\n"),
        err("Stan wins\n", "line 3: expected a non-negative integer, found \"x\"")
    );
    assert_eq!(
        run_str("2\n-1 2\n"),
        err("", "line 2: expected a non-negative integer, found \"-1\"")
    );
    assert_eq!(
        run_str("2\n1 1\n5 0\n"),
        err("Stan wins\n", "line 3: M and N must be positive, found 0")
    );
    assert_eq!(run_str("1\n0\n5\n"), err("", "line 2: M and N must be positive, found 0"));
    assert_eq!(
        run_str("1\n18446744073709551616 1"),
        err("", "line 2: number \"18446744073709551616\" does not fit in 64 bits")
    );
    // A huge count is not allocated for: the missing cases are reported.
    assert_eq!(
        run_str("18446744073709551615\n1 1\n"),
        err("Stan wins\n", "line 2: input ends after 1 of 18446744073709551615 cases (expected M)")
    );
}

#[test]
fn trailing_input_is_ignored_with_a_warning() {
    assert_eq!(
        run_str("2\n25 7\n24 15\n\n3 4\n"),
        (
            "Stan wins\nOllie wins\n".to_string(),
            Ok(Some("line 5: ignored input after the 2 cases".to_string()))
        )
    );
    assert_eq!(
        run_str("1 25 7 x"),
        ("Stan wins\n".to_string(), Ok(Some("line 1: ignored input after the 1 case".to_string())))
    );
}

/// The answers the game search gives for an input file of well-formed cases.
fn expected_by_search(input: &str) -> String {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let count = numbers[0] as usize;
    assert_eq!(numbers.len(), 1 + 2 * count, "a well-formed file");
    let mut memo = HashMap::new();
    let mut expected = String::new();
    for case in numbers[1..].chunks(2) {
        let win = search(case[0], case[1], &mut memo);
        expected.push_str(if win { "Stan wins\n" } else { "Ollie wins\n" });
    }
    expected
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
fn testdata_outputs_are_proved_by_game_search() {
    let inputs = case_files();
    assert!(inputs.len() >= 5, "testdata present");
    for input_path in inputs {
        let input = fs::read_to_string(&input_path).unwrap();
        let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
        let by_search = expected_by_search(&input);
        assert_eq!(by_search, expected, "{:?} against game search", input_path);
        assert_eq!(run_str(&input), (expected, Ok(None)), "{:?}", input_path);
    }
}

fn write_case(name: &str, pairs: &[(u64, u64)], newline: &str) {
    let mut input = format!("{}{}", pairs.len(), newline);
    for &(m, n) in pairs {
        input.push_str(&format!("{} {}{}", m, n, newline));
    }
    let expected = expected_by_search(&input);
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), expected).unwrap();
}

/// Writes the testdata (except the sample and its CRLF copy) from the game search:
/// `cargo test --release --bin luogu_p1290 -- --ignored write_brute_testdata`.
#[test]
#[ignore]
fn write_brute_testdata() {
    let all: Vec<(u64, u64)> = (1..=30).flat_map(|a| (1..=30).map(move |b| (a, b))).collect();
    write_case("brute-all-30", &all, "\n");
    let mut rng = Rng(0x5eed_1290);
    let mut random = Vec::new();
    for _ in 0..6 {
        random.push((rng.range(1, 1000), rng.range(1, 1000)));
    }
    write_case("brute-random-1", &random, "\n");
    let near = pairs_near((1 << 31) - 1, &mut rng, 60);
    write_case("brute-near-2-31", &near, "\n");
    // The judge's limits: 6 cases, values just below 2^31, the longest forced chains.
    let limits = [
        (1_836_311_903, 1_134_903_170),
        (1_134_903_170, 1_836_311_903),
        (2_147_483_647, 1_073_741_825),
        (2_147_483_647, 2_147_483_646),
        (2_147_483_647, 1_327_217_884),
        (2_147_483_647, 1),
    ];
    write_case("large-1", &limits, "\n");
}
