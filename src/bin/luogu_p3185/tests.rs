use super::*;
use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/luogu_p3185");

/// The bean game by search, no theory: a position is the list of bean counts; the player
/// to move wins iff some move (a bean out of a non-empty bottle i, one bean into j and one
/// into k, i < j ≤ k) leaves a position the opponent loses; with no move, the player to
/// move loses. Every move replaces a bean by two beans further right, so it lowers
/// Σ p_i·3^(n−1−i) (3^(d) > 2·3^(d−1)): the game ends and a memoised recursion is exact.
struct Search {
    memo: HashMap<Vec<u64>, bool>,
}

impl Search {
    fn new() -> Search {
        Search { memo: HashMap::new() }
    }

    fn legal_moves(beans: &[u64]) -> Vec<(usize, usize, usize)> {
        let n = beans.len();
        let mut moves = Vec::new();
        for (i, &count) in beans.iter().enumerate() {
            if count == 0 {
                continue;
            }
            for j in i + 1..n {
                for k in j..n {
                    moves.push((i, j, k));
                }
            }
        }
        moves
    }

    fn play(beans: &[u64], (i, j, k): (usize, usize, usize)) -> Vec<u64> {
        let mut next = beans.to_vec();
        next[i] -= 1;
        next[j] += 1;
        next[k] += 1;
        next
    }

    fn wins(&mut self, beans: &[u64]) -> bool {
        if let Some(&known) = self.memo.get(beans) {
            return known;
        }
        let win =
            Search::legal_moves(beans).into_iter().any(|m| !self.wins(&Search::play(beans, m)));
        self.memo.insert(beans.to_vec(), win);
        win
    }

    /// Every legal first move in lexicographic order, played and searched.
    fn verdict(&mut self, beans: &[u64]) -> Verdict {
        let winning: Vec<(usize, usize, usize)> = Search::legal_moves(beans)
            .into_iter()
            .filter(|&m| !self.wins(&Search::play(beans, m)))
            .collect();
        Verdict { first: winning.first().copied(), count: winning.len() as u64 }
    }

    /// A long row whose first bottles are empty: those bottles can never receive a bean
    /// (beans only move right) nor give one, so they are left out and the moves' indices
    /// shifted back.
    fn verdict_long(&mut self, beans: &[u64]) -> Verdict {
        let skip = beans.iter().position(|&b| b > 0).unwrap_or(beans.len());
        let verdict = self.verdict(&beans[skip..]);
        Verdict {
            first: verdict.first.map(|(i, j, k)| (i + skip, j + skip, k + skip)),
            count: verdict.count,
        }
    }
}

/// h straight from its definition, O(D^3), independent of `BeanValues`.
fn values_by_definition(len: usize) -> Vec<u32> {
    let mut h: Vec<u32> = Vec::new();
    for d in 0..len {
        let reachable: Vec<u32> =
            (0..d).flat_map(|a| (0..=a).map(move |b| (a, b))).map(|(a, b)| h[a] ^ h[b]).collect();
        let mex = (0..).find(|x| !reachable.contains(x)).unwrap();
        h.push(mex);
    }
    h
}

/// Every triple tried in lexicographic order, with the values by definition: the textbook
/// O(n^3) count, independent of the histogram in `winning_moves`.
fn triples_by_enumeration(beans: &[u64], h: &[u32]) -> Verdict {
    let n = beans.len();
    let g = |i: usize| h[n - 1 - i];
    let total = (0..n).filter(|&i| beans[i] % 2 == 1).fold(0, |s, i| s ^ g(i));
    let mut first = None;
    let mut count = 0;
    for (i, j, k) in Search::legal_moves(beans) {
        if total ^ g(i) ^ g(j) ^ g(k) == 0 {
            count += 1;
            first = first.or(Some((i, j, k)));
        }
    }
    Verdict { first, count }
}

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

fn verdict_text(verdict: &Verdict) -> String {
    match verdict.first {
        Some((i, j, k)) => format!("{} {} {}\n{}\n", i, j, k, verdict.count),
        None => format!("-1 -1 -1\n{}\n", verdict.count),
    }
}

#[test]
fn sample() {
    assert_eq!(
        run_str("2\n4\n1 0 1 5000\n3\n0 0 1\n"),
        ("0 2 3\n1\n-1 -1 -1\n0\n".to_string(), Ok(None))
    );
    let mut search = Search::new();
    assert_eq!(search.verdict(&[1, 0, 1, 5000]), Verdict { first: Some((0, 2, 3)), count: 1 });
    assert_eq!(search.verdict(&[0, 0, 1]), Verdict { first: None, count: 0 });
}

#[test]
fn bean_values_match_the_definition_and_the_statement() {
    let listed = [0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38];
    let mut values = BeanValues::empty();
    assert_eq!(values.up_to(21), &listed[..]);
    let by_definition = values_by_definition(120);
    assert_eq!(values.up_to(120), &by_definition[..]);
    let all = values.up_to(MAX_BOTTLES as usize);
    assert!(all.windows(2).all(|w| w[0] < w[1]), "strictly increasing");
}

/// Each position of `len` bottles with 0..=max beans, passed to `visit`.
fn each_position(len: usize, max: u64, visit: &mut dyn FnMut(&[u64])) {
    let mut beans = vec![0; len];
    loop {
        visit(&beans);
        let mut at = 0;
        while at < len && beans[at] == max {
            beans[at] = 0;
            at += 1;
        }
        if at == len {
            return;
        }
        beans[at] += 1;
    }
}

#[test]
fn count_and_first_move_match_game_search_on_every_small_position() {
    let mut search = Search::new();
    let mut values = BeanValues::empty();
    let h = values.up_to(8).to_vec();
    let (mut checked, mut wins, mut from_even) = (0, 0, 0);
    for &(len, max) in &[(0, 0), (1, 4), (2, 4), (3, 4), (4, 4), (5, 2), (6, 1)] {
        each_position(len, max, &mut |beans: &[u64]| {
            let expected = search.verdict(beans);
            assert_eq!(winning_moves(beans, &h), expected, "{:?}", beans);
            checked += 1;
            wins += usize::from(expected.count > 0);
            if let Some((i, _, _)) = expected.first {
                from_even += usize::from(beans[i] % 2 == 0);
            }
        });
    }
    assert_eq!(checked, 1 + 5 + 25 + 125 + 625 + 243 + 64);
    assert!(wins > 100 && wins < checked - 100, "both verdicts occur");
    assert!(from_even > 10, "first moves from even, non-empty bottles are checked");
}

/// A wider proof (about 10 s): every position of 5 bottles of 0..=3 beans, 6 of 0..=2,
/// 7 of 0..=1. The cheaper one above runs by default:
/// `cargo test --release --bin luogu_p3185 -- --ignored wider`.
#[test]
#[ignore]
fn count_and_first_move_match_game_search_on_wider_positions() {
    let mut search = Search::new();
    let mut values = BeanValues::empty();
    let h = values.up_to(8).to_vec();
    let mut checked = 0;
    for &(len, max) in &[(5, 3), (6, 2), (7, 1)] {
        each_position(len, max, &mut |beans: &[u64]| {
            assert_eq!(winning_moves(beans, &h), search.verdict(beans), "{:?}", beans);
            checked += 1;
        });
    }
    assert_eq!(checked, 1024 + 729 + 128);
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
fn histogram_count_matches_enumeration_on_random_long_rows() {
    let h = values_by_definition(40);
    let mut values = BeanValues::empty();
    let mut rng = Rng(0x3185);
    let mut wins = 0;
    for case in 0..300 {
        let n = rng.below(41) as usize;
        let empty_chance = [2, 4, 10][case % 3];
        let beans: Vec<u64> = (0..n)
            .map(|_| if rng.below(empty_chance) == 0 { rng.below(10_001) } else { 0 })
            .collect();
        let expected = triples_by_enumeration(&beans, &h);
        assert_eq!(winning_moves(&beans, values.up_to(n)), expected, "{:?}", beans);
        wins += usize::from(expected.count > 0);
    }
    assert!(wins > 50 && wins < 250);
}

#[test]
fn extreme_values() {
    assert_eq!(
        run_str("3\n0\n\n1\n7\n2\n18446744073709551615 18446744073709551615"),
        ("-1 -1 -1\n0\n-1 -1 -1\n0\n0 1 1\n1\n".to_string(), Ok(None))
    );
    // 1000 bottles, one bean in each: every count fits easily.
    let input = format!("1\n1000\n{}\n", vec!["1"; 1000].join(" "));
    let mut values = BeanValues::empty();
    let beans = vec![1u64; 1000];
    let verdict = winning_moves(&beans, values.up_to(1000));
    let (out, result) = run_str(&input);
    assert_eq!((out, result), (verdict_text(&verdict), Ok(None)));
}

#[test]
fn layouts_crlf_tabs_flattened_missing_newline() {
    let expected = ("0 2 3\n1\n-1 -1 -1\n0\n".to_string(), Ok(None));
    assert_eq!(run_str("2\r\n4\r\n1 0 1 5000\r\n3\r\n0 0 1\r\n"), expected);
    assert_eq!(run_str("\n 2 4\t1 0 1\n\n5000 3 0 0 1"), expected);
}

#[test]
fn bad_input_answers_complete_cases_then_reports() {
    let pair = |out: &str, e: &str| (out.to_string(), Err(e.to_string()));
    assert_eq!(run_str(""), pair("", "line 1: input ends before the number of cases t"));
    assert_eq!(
        run_str("2\n4\n1 0 1 5000\n3\n0 0"),
        pair("0 2 3\n1\n", "line 5: input ends inside case 2 of 2 (expected p_2 of bottles 0..2)")
    );
    assert_eq!(
        run_str("3\n3\n0 0 1\n"),
        pair("-1 -1 -1\n0\n", "line 3: input ends after 1 of 3 cases (expected n)")
    );
    assert_eq!(run_str("1\n"), pair("", "line 1: input ends after 0 of 1 case (expected n)"));
    assert_eq!(
        run_str("2\n3\n0 0 1\n1001\n"),
        pair(
            "-1 -1 -1\n0\n",
            "line 4: case 2: n = 1001 bottles; at most 1000 are answered here (the judge \
             has at most 21)"
        )
    );
    assert_eq!(
        run_str("1\n3\n0 x 1\n"),
        pair("", "line 3: expected a non-negative integer, found \"x\"")
    );
    assert_eq!(
        run_str("1\n3\n0 -1 1\n"),
        pair("", "line 3: expected a non-negative integer, found \"-1\"")
    );
    assert_eq!(
        run_str("1\n2\n0 18446744073709551616\n"),
        pair("", "line 3: number \"18446744073709551616\" does not fit in 64 bits")
    );
    assert_eq!(
        run_str("1000000000000000000 3 1 2\n"),
        pair(
            "",
            "line 1: input ends inside case 1 of 1000000000000000000 (expected p_2 of \
             bottles 0..2)"
        )
    );
    assert_eq!(
        run_str("2\n4\n1 0 1 5000\n3\n0 0 1\n5 5\n"),
        (
            "0 2 3\n1\n-1 -1 -1\n0\n".to_string(),
            Ok(Some("line 6: ignored input after the 2 cases".to_string()))
        )
    );
    assert_eq!(
        run_str("1 2 1 0 x"),
        ("0 1 1\n1\n".to_string(), Ok(Some("line 1: ignored input after the 1 case".to_string())))
    );
    assert_eq!(run_str("0\n"), (String::new(), Ok(None)));
}

/// The cases of a well-formed input file.
fn cases_of(input: &str) -> Vec<Vec<u64>> {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut rows = Vec::new();
    let mut at = 1;
    for _ in 0..numbers[0] {
        let n = numbers[at] as usize;
        rows.push(numbers[at + 1..at + 1 + n].to_vec());
        at += 1 + n;
    }
    assert_eq!(at, numbers.len(), "a well-formed file");
    rows
}

fn expected_text(rows: &[Vec<u64>], verdict: &mut dyn FnMut(&[u64]) -> Verdict) -> String {
    rows.iter().map(|row| verdict_text(&verdict(row))).collect()
}

fn files(prefix: &str) -> Vec<PathBuf> {
    let mut inputs: Vec<PathBuf> = fs::read_dir(DATA)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            name.starts_with(prefix) && name.ends_with(".in")
        })
        .collect();
    inputs.sort();
    inputs
}

/// Every file but large-2 is proved by the game search (large-1's rows have 21 bottles,
/// but only the last few hold beans).
#[test]
fn testdata_is_proved_by_game_search() {
    let mut search = Search::new();
    let mut seen = 0;
    for prefix in &["sample-", "crlf-", "brute-", "large-1"] {
        for path in files(prefix) {
            let input = fs::read_to_string(&path).unwrap();
            let expected = fs::read_to_string(path.with_extension("out")).unwrap();
            let rows = cases_of(&input);
            assert_eq!(
                expected_text(&rows, &mut |row| search.verdict_long(row)),
                expected,
                "{:?}",
                path
            );
            assert_eq!(run_str(&input), (expected, Ok(None)), "{:?}", path);
            seen += 1;
        }
    }
    assert!(seen >= 5, "testdata present");
}

/// large-2 (21 bottles of up to 10^4 beans) is beyond any search: its answers are checked
/// by the textbook enumeration with the values by definition, both independent of the
/// code under test (and the theory behind them proved by the search above).
#[test]
fn large_2_is_checked_by_enumeration() {
    let h = values_by_definition(21);
    let path = Path::new(DATA).join("large-2.in");
    let input = fs::read_to_string(&path).unwrap();
    let expected = fs::read_to_string(path.with_extension("out")).unwrap();
    let rows = cases_of(&input);
    assert_eq!(expected_text(&rows, &mut |row| triples_by_enumeration(row, &h)), expected);
    assert!(expected.contains("-1 -1 -1\n0\n") && expected.matches("\n0\n").count() < 9);
    assert_eq!(run_str(&input), (expected, Ok(None)));
}

fn file_text(rows: &[Vec<u64>], newline: &str) -> String {
    let mut text = format!("{}{}", rows.len(), newline);
    for row in rows {
        let values: Vec<String> = row.iter().map(|v| v.to_string()).collect();
        text.push_str(&format!("{}{}{}{}", row.len(), newline, values.join(" "), newline));
    }
    text
}

fn write_case(name: &str, input: String, expected: String) {
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), expected).unwrap();
}

/// Writes the testdata but the sample: brute-* and large-1 from the game search, large-2
/// from the enumeration:
/// `cargo test --release --bin luogu_p3185 -- --ignored write_brute_testdata`.
#[test]
#[ignore]
fn write_brute_testdata() {
    let mut search = Search::new();
    let mut rng = Rng(0x1188);
    let sample = vec![vec![1, 0, 1, 5000], vec![0, 0, 1]];
    write_case("crlf-1", file_text(&sample, "\r\n"), "0 2 3\n1\n-1 -1 -1\n0\n".to_string());
    for file in 1..=4 {
        let rows: Vec<Vec<u64>> = (0..10)
            .map(|_| {
                let n = 2 + rng.below(4) as usize;
                let max = [4, 4, 3, 2][n - 2];
                let mut row: Vec<u64> = (0..n).map(|_| rng.below(max)).collect();
                row[n - 1] = rng.below(10_001); // beans that cannot move
                row
            })
            .collect();
        let expected = expected_text(&rows, &mut |row| search.verdict_long(row));
        write_case(&format!("brute-{}", file), file_text(&rows, "\n"), expected);
    }
    let edges =
        vec![vec![0, 0], vec![1, 0], vec![0, 1], vec![2, 0], vec![2, 1, 0], vec![0, 2, 0, 0]];
    let expected = expected_text(&edges, &mut |row| search.verdict_long(row));
    write_case("brute-edges", file_text(&edges, "\n"), expected);
    // 21 bottles (the judge's n), beans only in the last 2..=5 and a full last bottle.
    let rows: Vec<Vec<u64>> = (0..10)
        .map(|case| {
            let tail = 2 + case % 4;
            let max = [4, 3, 3, 2][tail - 2];
            let mut row = vec![0u64; 21];
            for bean in row.iter_mut().skip(21 - tail) {
                *bean = rng.below(max);
            }
            row[20] = rng.below(10_001);
            row
        })
        .collect();
    let expected = expected_text(&rows, &mut |row| search.verdict_long(row));
    write_case("large-1", file_text(&rows, "\n"), expected);
    // 10 cases of 21 bottles with up to 10^4 beans each, some bottles empty; the 4th
    // case is made lost by making one bottle's count even or odd as needed.
    let h = values_by_definition(21);
    let mut rows: Vec<Vec<u64>> = (0..10)
        .map(|case| {
            let empty_chance = [2, 3, 5][case % 3];
            (0..21)
                .map(|_| if rng.below(empty_chance) == 0 { 0 } else { rng.below(10_001) })
                .collect()
        })
        .collect();
    let lost = &mut rows[3];
    let total = (0..21).filter(|&i| lost[i] % 2 == 1).fold(0, |s, i| s ^ h[20 - i]);
    // Flip the parities of the bottles whose values XOR to `total` (h increases strictly
    // and contains 1, 2, 4, 8, 16, 32: one bottle per bit).
    for bit in 0..6 {
        if total >> bit & 1 == 1 {
            let d = h.iter().position(|&v| v == 1 << bit).unwrap();
            let bottle = &mut lost[20 - d];
            *bottle = if *bottle > 0 { *bottle - 1 } else { 1 };
        }
    }
    let expected = expected_text(&rows, &mut |row| triples_by_enumeration(row, &h));
    write_case("large-2", file_text(&rows, "\n"), expected);
}
