use super::*;
use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/luogu_p2599");

/// The game itself: whether the player to move wins on this row, by trying every take
/// from either end pile. Every move removes stones, so a memoised search is exact.
struct Search {
    memo: HashMap<Vec<u64>, bool>,
}

impl Search {
    fn new() -> Search {
        Search { memo: HashMap::new() }
    }

    fn mover_wins(&mut self, row: &[u64]) -> bool {
        if row.is_empty() {
            return false;
        }
        if let Some(&known) = self.memo.get(row) {
            return known;
        }
        let last = row.len() - 1;
        let mut wins = false;
        'ends: for &end in &[0, last] {
            for left in 0..row[end] {
                let mut next = row.to_vec();
                if left == 0 {
                    next.remove(end);
                } else {
                    next[end] = left;
                }
                if !self.mover_wins(&next) {
                    wins = true;
                    break 'ends;
                }
            }
        }
        self.memo.insert(row.to_vec(), wins);
        wins
    }
}

/// Every row of `n` piles of 1..=max stones.
fn all_rows(n: usize, max: u64) -> Vec<Vec<u64>> {
    let mut rows = vec![Vec::new()];
    for _ in 0..n {
        rows = rows
            .into_iter()
            .flat_map(|r: Vec<u64>| {
                (1..=max).map(move |v| {
                    let mut s = r.clone();
                    s.push(v);
                    s
                })
            })
            .collect();
    }
    rows
}

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

#[test]
fn sample() {
    assert_eq!(run_str("1\n4\n3 1 9 4\n"), ("0\n".to_string(), Ok(None)));
    assert!(!Search::new().mover_wins(&[3, 1, 9, 4]));
}

#[test]
fn dp_matches_game_search_on_every_small_row() {
    let mut search = Search::new();
    let (mut wins, mut losses) = (0, 0);
    let sets: [(usize, u64); 2] = [(5, 6), (8, 3)];
    for &(max_n, max_pile) in &sets {
        for n in 0..=max_n {
            for row in all_rows(n, max_pile) {
                let searched = search.mover_wins(&row);
                assert_eq!(first_player_wins(&row), searched, "row {:?}", row);
                // The mirror statement: the first player loses iff a_n = R(a_1..a_{n−1}).
                if n >= 2 {
                    let mirror = lost_extra_piles(&row[..n - 1]).1 != u128::from(row[n - 1]);
                    assert_eq!(mirror, searched, "row {:?} from the right", row);
                }
                if searched {
                    wins += 1;
                } else {
                    losses += 1;
                }
            }
        }
    }
    assert!(wins > 10_000 && losses > 1_000, "both verdicts occur: {} {}", wins, losses);
}

/// xorshift64*: reproducible test cases without dependencies.
struct Rng(u64);

impl Rng {
    fn below(&mut self, bound: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % bound
    }
}

#[test]
fn l_and_r_are_the_only_lost_extra_piles() {
    let mut search = Search::new();
    let mut rng = Rng(0x2599);
    let mut zeros = 0;
    for _ in 0..400 {
        let n = 1 + rng.below(4) as usize;
        let row: Vec<u64> = (0..n).map(|_| 1 + rng.below(6)).collect();
        let (l, r) = lost_extra_piles(&row);
        zeros += usize::from(l == 0);
        for x in 0..=l.max(r) as u64 + 3 {
            let mut front = vec![x];
            front.extend_from_slice(&row);
            let mut back = row.clone();
            back.push(x);
            if x == 0 {
                front.remove(0);
                back.pop();
            }
            assert_eq!(!search.mover_wins(&front), u128::from(x) == l, "({}, {:?})", x, row);
            assert_eq!(!search.mover_wins(&back), u128::from(x) == r, "({:?}, {})", row, x);
        }
    }
    assert!(zeros > 10, "rows that are lost by themselves occur: {}", zeros);
}

/// The widely copied prose with both middle bounds strict; x = l (l ≠ r) falls to "x".
fn strict_variant_first_player_wins(a: &[u64]) -> bool {
    fn ext(l: u128, r: u128, x: u128, swap: bool) -> u128 {
        let (near, far) = if swap { (r, l) } else { (l, r) };
        // near is the value whose equality gives 0 on this side: r for L, l for R.
        if x == far {
            0
        } else if far < x && x < near {
            x - 1
        } else if near < x && x < far {
            x + 1
        } else {
            x
        }
    }
    if a.len() < 2 {
        return a.len() == 1;
    }
    let b = &a[1..];
    let n = b.len();
    let mut left: Vec<u128> = b.iter().map(|&v| u128::from(v)).collect();
    let mut right = left.clone();
    for len in 2..=n {
        for i in 0..=n - len {
            let j = i + len - 1;
            let new_left = ext(left[i], right[i], u128::from(b[j]), false);
            let new_right = ext(left[i + 1], right[i + 1], u128::from(b[i]), true);
            left[i] = new_left;
            right[i] = new_right;
        }
    }
    left[0] != u128::from(a[0])
}

#[test]
fn strict_bounds_are_wrong_and_the_search_sees_it() {
    let mut search = Search::new();
    let mut wrong = Vec::new();
    let mut rows = 0;
    for n in 1..=4 {
        for row in all_rows(n, 6) {
            rows += 1;
            if strict_variant_first_player_wins(&row) != search.mover_wins(&row) {
                wrong.push(row);
            }
        }
    }
    assert_eq!(rows, 1554);
    assert_eq!(wrong.len(), 60, "first: {:?}", wrong.first());
    // The header's example: lost, though the strict variant calls it won.
    assert!(wrong.contains(&vec![2, 1, 3, 3]));
    assert!(!search.mover_wins(&[2, 1, 3, 3]));
    assert!(strict_variant_first_player_wins(&[2, 1, 3, 3]));
}

#[test]
fn extreme_values() {
    let max = u64::MAX;
    // Two equal piles lose; L reaches max + 1 without overflow.
    let input = format!("3\n2\n{} {}\n3\n{} 1 {}\n1\n{}\n", max, max, max, max, max);
    // (M, 1, M) is symmetric: the copier wins. (M, 1, M − 1) is won.
    assert_eq!(run_str(&input), ("0\n0\n1\n".to_string(), Ok(None)));
    let input = format!("1\n3\n{} 1 {}\n", max, max - 1);
    assert_eq!(run_str(&input), ("1\n".to_string(), Ok(None)));
    assert_eq!(extend_right(1, 2, 1), 2);
    assert_eq!(extend_right(5, 9, u128::from(max)), u128::from(max));
    assert_eq!(extend_right(u128::from(max), 3, u128::from(max) - 1), u128::from(max) - 2);
    assert_eq!(extend_left(3, u128::from(max) + 1, u128::from(max)), u128::from(max) - 1);
}

#[test]
fn layouts_crlf_tabs_flattened_missing_newline_bom() {
    let expected = ("0\n1\n".to_string(), Ok(None));
    assert_eq!(run_str("2\r\n4\r\n3 1 9 4\r\n1\r\n7\r\n"), expected);
    assert_eq!(run_str("2 4 3\t1 9 4 1 7"), expected);
    assert_eq!(run_str("\n2\n\n4\n3\n1\n9\n4\n1 7"), expected);
    assert_eq!(run_str("\u{0feff}2\n4\n3 1 9 4\n1\n7\n"), expected);
}

#[test]
fn bad_input_answers_complete_cases_then_reports() {
    let err = |s: &str| Err(s.to_string());
    assert_eq!(
        run_str(""),
        (String::new(), err("line 1: input ends before the number of cases T"))
    );
    assert_eq!(
        run_str("3\n4\n3 1 9 4\n1\n7\n"),
        ("0\n1\n".to_string(), err("line 5: input ends after 2 of 3 cases (expected n)"))
    );
    assert_eq!(
        run_str("2\n4\n3 1 9 4\n3\n7 8"),
        ("0\n".to_string(), err("line 5: input ends inside case 2 of 2 (expected pile 3 of 3)"))
    );
    assert_eq!(
        run_str("1\n4\n3 1 9 4\n\n5"),
        ("0\n".to_string(), Ok(Some("line 5: ignored input after the 1 case".to_string())))
    );
    assert_eq!(
        run_str("2\n4\n3 1 9 4\n2\n7 0\n"),
        ("0\n".to_string(), err("line 5: pile 2 of case 2 is empty (piles hold at least 1 stone)"))
    );
    assert_eq!(
        run_str("1\n2\n7 x\n"),
        (String::new(), err("line 3: expected a non-negative integer, found \"x\""))
    );
    assert_eq!(
        run_str("1\n2\n7 -1\n"),
        (String::new(), err("line 3: expected a non-negative integer, found \"-1\""))
    );
    assert_eq!(
        run_str("1\n1\n18446744073709551616\n"),
        (String::new(), err("line 3: number \"18446744073709551616\" does not fit in 64 bits"))
    );
    assert_eq!(
        run_str("2\n1\n5\n20001\n"),
        ("1\n".to_string(), err("line 4: n = 20001 is more piles than this program takes (20000; the judge has 1000)"))
    );
    assert_eq!(
        run_str("18446744073709551615\n0\n"),
        (
            "0\n".to_string(),
            err("line 2: input ends after 1 of 18446744073709551615 cases (expected n)")
        )
    );
    assert_eq!(run_str("0"), (String::new(), Ok(None)));
}

/// The cases of a well-formed input.
fn parse_cases(input: &str) -> Vec<Vec<u64>> {
    let numbers: Vec<u64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut at = 1;
    let mut cases = Vec::new();
    for _ in 0..numbers[0] {
        let n = numbers[at] as usize;
        cases.push(numbers[at + 1..at + 1 + n].to_vec());
        at += 1 + n;
    }
    assert_eq!(at, numbers.len(), "a well-formed file");
    cases
}

fn expected_by_search(input: &str) -> String {
    let mut search = Search::new();
    parse_cases(input)
        .iter()
        .map(|row| {
            assert!(row.len() <= 8 && row.iter().all(|&v| v <= 9), "small enough to search");
            if search.mover_wins(row) {
                "1\n"
            } else {
                "0\n"
            }
        })
        .collect()
}

/// A second, separately written DP for large rows, in the shape of the usual reference
/// code: full 2-D tables L[i][j], R[i][j] over 1-based indices, i64 values, and the
/// middle cases told apart by l < r instead of by bounds on x.
fn table_first_player_wins(a: &[u64]) -> bool {
    let n = a.len();
    if n <= 1 {
        return n == 1;
    }
    let a: Vec<i64> = std::iter::once(0).chain(a.iter().map(|&v| v as i64)).collect();
    let mut big_l = vec![vec![0i64; n + 2]; n + 2];
    let mut big_r = vec![vec![0i64; n + 2]; n + 2];
    for i in 1..=n {
        big_l[i][i] = a[i];
        big_r[i][i] = a[i];
    }
    for len in 2..=n {
        for i in 1..=n + 1 - len {
            let j = i + len - 1;
            let (x, l, r) = (a[j], big_l[i][j - 1], big_r[i][j - 1]);
            big_l[i][j] = if x == r {
                0
            } else if (x < l && x < r) || (x > l && x > r) {
                x
            } else if l < r {
                x + 1
            } else {
                x - 1
            };
            let (x, l, r) = (a[i], big_l[i + 1][j], big_r[i + 1][j]);
            big_r[i][j] = if x == l {
                0
            } else if (x < l && x < r) || (x > l && x > r) {
                x
            } else if l < r {
                x - 1
            } else {
                x + 1
            };
        }
    }
    big_l[2][n] != a[1]
}

fn expected_by_table(input: &str) -> String {
    parse_cases(input)
        .iter()
        .map(|row| if table_first_player_wins(row) { "1\n" } else { "0\n" })
        .collect()
}

#[test]
fn the_second_table_agrees_with_the_search() {
    let mut search = Search::new();
    for n in 0..=5 {
        for row in all_rows(n, 5) {
            assert_eq!(table_first_player_wins(&row), search.mover_wins(&row), "{:?}", row);
        }
    }
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
fn testdata_outputs_are_proved_independently() {
    let inputs = case_files();
    assert!(inputs.len() >= 5, "testdata present");
    for input_path in inputs {
        let name = input_path.file_name().unwrap().to_str().unwrap().to_string();
        let input = fs::read_to_string(&input_path).unwrap();
        let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
        if name.starts_with("large-") {
            assert_eq!(expected_by_table(&input), expected, "{} by the 2-D table", name);
        } else {
            assert_eq!(expected_by_search(&input), expected, "{} by game search", name);
        }
        assert_eq!(run_str(&input), (expected, Ok(None)), "{} against the solution", name);
    }
}

fn write_file(name: &str, cases: &[Vec<u64>], expected: &dyn Fn(&str) -> String) {
    let mut input = format!("{}\n", cases.len());
    for row in cases {
        let piles: Vec<String> = row.iter().map(u64::to_string).collect();
        input.push_str(&format!("{}\n{}\n", row.len(), piles.join(" ")));
    }
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), &input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), expected(&input)).unwrap();
}

/// Writes the testdata (except the sample):
/// `cargo test --release --bin luogu_p2599 -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    let mut rng = Rng(0x2599_0001);
    // Small rows, T = 10 per file as the judge allows; every other one made lost by
    // choosing its first pile (found by search: the only losing first pile ≤ 7, if any).
    let mut search = Search::new();
    for file in 1..=4 {
        let cases: Vec<Vec<u64>> = (0..10)
            .map(|case| {
                let n = 1 + rng.below(if file <= 2 { 5 } else { 8 }) as usize;
                let max = if file <= 2 { 6 } else { 3 };
                let mut row: Vec<u64> = (0..n).map(|_| 1 + rng.below(max)).collect();
                if case % 2 == 1 && n >= 2 {
                    if let Some(first) = (1..=6).find(|&v| {
                        row[0] = v;
                        !search.mover_wins(&row)
                    }) {
                        row[0] = first;
                    }
                }
                row
            })
            .collect();
        write_file(&format!("brute-{}", file), &cases, &expected_by_search);
    }
    // The judge's limits: 10 rows of 1000 piles up to 10^9 (some of small piles, where
    // ties are common); every other row is made lost by its first pile, L(a_2..a_n).
    let cases: Vec<Vec<u64>> = (0..10)
        .map(|case| loop {
            let max = if case < 4 { 3 } else { 1_000_000_000 };
            let mut row: Vec<u64> = (0..1000).map(|_| 1 + rng.below(max)).collect();
            if case % 2 == 1 {
                let l = lost_extra_piles(&row[1..]).0;
                if l == 0 || l > 1_000_000_000 {
                    continue;
                }
                row[0] = l as u64;
            }
            break row;
        })
        .collect();
    write_file("large-1", &cases, &expected_by_table);
    let dir = Path::new(DATA);
    fs::write(dir.join("crlf-1.in"), "1\r\n4\r\n3 1 9 4\r\n").unwrap();
    fs::write(dir.join("crlf-1.out"), "0\n").unwrap();
}
