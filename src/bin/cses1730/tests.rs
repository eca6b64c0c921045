use super::*;
use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/cses1730");
const WORDS: [&str; 2] = ["second\n", "first\n"];

/// Game search over positions as sorted multisets of non-empty heaps. No theory: the player to
/// move wins when some move (any heap, any smaller size) leaves the opponent a lost position;
/// with no stick left there is no move and the player to move has lost.
struct Search {
    memo: HashMap<Vec<u64>, bool>,
}

impl Search {
    fn new() -> Search {
        Search { memo: HashMap::new() }
    }

    fn mover_wins(&mut self, heaps: &[u64]) -> bool {
        let mut position: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        position.sort_unstable();
        if let Some(&known) = self.memo.get(&position) {
            return known;
        }
        let mut wins = false;
        'moves: for i in 0..position.len() {
            for smaller in 0..position[i] {
                let mut next = position.clone();
                next[i] = smaller;
                if !self.mover_wins(&next) {
                    wins = true;
                    break 'moves;
                }
            }
        }
        self.memo.insert(position, wins);
        wins
    }
}

/// The solution on a list of heaps, folded as `run` folds them.
fn solution(heaps: &[u64]) -> bool {
    first_wins(heaps.iter().fold(0, |x, h| x ^ h))
}

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

fn input_for(tests: &[Vec<u64>], newline: &str) -> String {
    let mut input = format!("{}{}", tests.len(), newline);
    for heaps in tests {
        let sizes: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
        input.push_str(&format!("{}{}{}{}", heaps.len(), newline, sizes.join(" "), newline));
    }
    input
}

/// Every multiset of 1 to `max_len` heaps of `min_size` to `max_size` sticks, sorted.
fn multisets(max_len: usize, min_size: u64, max_size: u64) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    let mut layer: Vec<Vec<u64>> = vec![vec![]];
    for _ in 0..max_len {
        let mut longer = Vec::new();
        for heaps in &layer {
            let from = heaps.last().copied().unwrap_or(min_size);
            for size in from..=max_size {
                let mut next = heaps.clone();
                next.push(size);
                longer.push(next);
            }
        }
        all.extend(longer.iter().cloned());
        layer = longer;
    }
    all
}

#[test]
fn sample() {
    assert_eq!(
        run_str("3\n4\n5 7 2 5\n2\n4 1\n3\n3 5 6\n"),
        ("first\nfirst\nsecond\n".to_string(), Ok(None))
    );
}

#[test]
fn matches_game_search_for_every_multiset_of_up_to_5_heaps_up_to_7() {
    let mut search = Search::new();
    let all = multisets(5, 0, 7);
    assert_eq!(all.len(), 8 + 36 + 120 + 330 + 792);
    let mut losses = 0;
    for heaps in &all {
        let wins = search.mover_wins(heaps);
        assert_eq!(solution(heaps), wins, "heaps {:?}", heaps);
        losses += usize::from(!wins);
    }
    assert!(losses > 50 && losses < all.len() / 2, "both verdicts: {} losses", losses);
    let expected: String =
        all.iter().map(|heaps| WORDS[usize::from(search.mover_wins(heaps))]).collect();
    assert_eq!(run_str(&input_for(&all, "\n")), (expected, Ok(None)));
    assert_eq!(run_str("2\n0\n\n3\n0 0 0\n"), ("second\nsecond\n".to_string(), Ok(None)));
}

#[test]
fn matches_game_search_on_30_heaps_of_at_most_3() {
    let mut search = Search::new();
    let mut losses = 0;
    let mut checked = 0;
    for c1 in 0..=30usize {
        for c2 in 0..=30 - c1 {
            for c3 in 0..=30 - c1 - c2 {
                let mut heaps = vec![0u64; 30 - c1 - c2 - c3];
                heaps.extend((0..c1).map(|_| 1));
                heaps.extend((0..c2).map(|_| 2));
                heaps.extend((0..c3).map(|_| 3));
                let wins = search.mover_wins(&heaps);
                assert_eq!(solution(&heaps), wins, "counts {} {} {}", c1, c2, c3);
                checked += 1;
                losses += usize::from(!wins);
            }
        }
    }
    assert_eq!(checked, 5456);
    assert!(losses > 500 && losses < checked / 2, "both verdicts: {} losses", losses);
}

#[test]
fn layouts_and_large_values() {
    let expected = ("first\nfirst\nsecond\n".to_string(), Ok(None));
    assert_eq!(run_str("3\r\n4\r\n5 7 2 5\r\n2\r\n4 1\r\n3\r\n3 5 6\r\n"), expected);
    assert_eq!(run_str("3 4 5 7\t2 5 2 4 1 3 3 5 6"), expected);
    assert_eq!(run_str("\n\n3\n4\n5\n7\n\n2\n5\n2\n4\n1\n3\n3\n5\n6"), expected);
    let max = "18446744073709551615";
    assert_eq!(
        run_str(&format!("3\n2\n{} {}\n1\n{}\n0\n", max, max, max)),
        ("second\nfirst\nsecond\n".to_string(), Ok(None))
    );
    assert_eq!(run_str("0\n"), (String::new(), Ok(None)));
}

#[test]
fn bad_input_answers_complete_tests_then_reports() {
    let err = |out: &str, e: &str| (out.to_string(), Err(e.to_string()));
    assert_eq!(run_str(""), err("", "line 1: input ends before t, the number of tests"));
    assert_eq!(run_str(" \r\n\t"), err("", "line 1: input ends before t, the number of tests"));
    assert_eq!(
        run_str("3\n2\n1 1\n"),
        err("second\n", "line 3: input ends after 1 of 3 tests (expected n)")
    );
    assert_eq!(
        run_str("2\n2\n1 1\n2\n1\n\n"),
        err("second\n", "line 5: input ends inside test 2 of 2 (expected heap 2 of 2)")
    );
    assert_eq!(
        run_str("1\n1\n"),
        err("", "line 2: input ends inside test 1 of 1 (expected heap 1 of 1)")
    );
    assert_eq!(
        run_str("2\n1\n1\n2\n1 x\n"),
        err("first\n", "line 5: expected a non-negative integer, found \"x\"")
    );
    assert_eq!(
        run_str("1\n1\n-1\n"),
        err("", "line 3: expected a non-negative integer, found \"-1\"")
    );
    assert_eq!(
        run_str("1\n1\n18446744073709551616\n"),
        err("", "line 3: number \"18446744073709551616\" does not fit in 64 bits")
    );
    assert_eq!(
        run_str("hello"),
        err("", "line 1: expected a non-negative integer, found \"hello\"")
    );
    // A byte-order mark is skipped at the start only.
    assert_eq!(run_str("\u{feff}1\n1\n3\n"), ("first\n".to_string(), Ok(None)));
    assert_eq!(
        run_str("1\n\u{feff}1\n3\n"),
        err("", "line 2: expected a non-negative integer, found \"\\u{feff}1\"")
    );
    // Huge counts are not allocated for: the missing data is simply reported.
    assert_eq!(
        run_str("18446744073709551615\n2\n1 1\n"),
        err("second\n", "line 3: input ends after 1 of 18446744073709551615 tests (expected n)")
    );
    assert_eq!(
        run_str("1\n18446744073709551615\n1 1\n"),
        err("", "line 3: input ends inside test 1 of 1 (expected heap 3 of 18446744073709551615)")
    );
}

#[test]
fn trailing_data_is_ignored_with_a_warning() {
    let warn = |out: &str, w: &str| (out.to_string(), Ok(Some(w.to_string())));
    assert_eq!(
        run_str("1\n1\n1\n\n1\n1\n"),
        warn("first\n", "line 5: ignored input after the 1 test")
    );
    assert_eq!(
        run_str("2\n1 1 1 2\n1 x"),
        warn("first\nfirst\n", "line 3: ignored input after the 2 tests")
    );
    assert_eq!(run_str("0 junk"), warn("", "line 1: ignored input after the 0 tests"));
}

/// The tests of a well-formed input file.
fn tests_of(input: &str) -> Vec<Vec<u64>> {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut rest = &numbers[1..];
    let mut tests = Vec::new();
    for _ in 0..numbers[0] {
        let n = rest[0] as usize;
        tests.push(rest[1..=n].to_vec());
        rest = &rest[n + 1..];
    }
    assert!(rest.is_empty(), "a well-formed file");
    tests
}

/// The search's answers for a file of small tests.
fn expected_by_search(input: &str, search: &mut Search) -> String {
    let mut expected = String::new();
    for heaps in tests_of(input) {
        assert!(heaps.len() <= 5 && heaps.iter().all(|&h| h <= 7), "small enough to search");
        expected.push_str(WORDS[usize::from(search.mover_wins(&heaps))]);
    }
    expected
}

/// The answers for large files without Bouton's rule. A lone heap is won by taking it all
/// (the empty position has no move and is lost). Otherwise the heaps that occur an even
/// number of times pair off: a pair G + G is lost for the player to move (the second player
/// copies every move in the other heap), so adding it to a position does not change who wins
/// (the winner of the rest answers moves in the pair by copying). What is left, the sizes
/// that occur an odd number of times, must be small enough to search.
fn expected_by_pairing(input: &str, search: &mut Search) -> String {
    let mut expected = String::new();
    for heaps in tests_of(input) {
        if heaps.len() == 1 {
            expected.push_str(WORDS[usize::from(heaps[0] > 0)]);
            continue;
        }
        let mut count: HashMap<u64, usize> = HashMap::new();
        for &h in heaps.iter().filter(|&&h| h > 0) {
            *count.entry(h).or_insert(0) += 1;
        }
        let rest: Vec<u64> = count.iter().filter(|&(_, &c)| c % 2 == 1).map(|(&h, _)| h).collect();
        assert!(rest.len() <= 5 && rest.iter().all(|&h| h <= 7), "rest {:?}", rest);
        expected.push_str(WORDS[usize::from(search.mover_wins(&rest))]);
    }
    expected
}

fn case_files(prefix: &str) -> Vec<PathBuf> {
    let mut inputs: Vec<PathBuf> = fs::read_dir(DATA)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().map_or(false, |e| e == "in"))
        .filter(|path| path.file_name().unwrap().to_str().unwrap().starts_with(prefix))
        .collect();
    inputs.sort();
    inputs
}

fn check_files(prefix: &str, expected_for: &mut dyn FnMut(&str) -> String) -> usize {
    let inputs = case_files(prefix);
    for input_path in &inputs {
        let input = fs::read_to_string(input_path).unwrap();
        let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
        let proof = expected_for(&input);
        assert_eq!(proof, expected, "{:?} against the check", input_path);
        assert_eq!(run_str(&input), (expected, Ok(None)), "{:?} against run", input_path);
    }
    inputs.len()
}

#[test]
fn testdata_outputs_are_proved() {
    let mut search = Search::new();
    let mut by_search = |input: &str| expected_by_search(input, &mut search);
    assert_eq!(check_files("sample-", &mut by_search), 1);
    assert!(check_files("brute-", &mut by_search) >= 2);
    assert_eq!(check_files("crlf-", &mut by_search), 1);
    let mut search = Search::new();
    assert_eq!(check_files("large-", &mut |input| expected_by_pairing(input, &mut search)), 2);
    assert_eq!(case_files("").len(), 6, "every file is checked above");
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

fn write_case(name: &str, input: &str, expected: &str) {
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), expected).unwrap();
}

/// Writes the testdata (the sample is copied from the statement) from the game search:
/// `cargo test --release --bin cses1730 -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    let mut search = Search::new();
    // Every multiset of 1 to 4 heaps of 1 to 7 sticks (the judge's x_i >= 1) in one file.
    let input = input_for(&multisets(4, 1, 7), "\n");
    write_case("brute-all", &input, &expected_by_search(&input, &mut search));
    let mut rng = Rng(0x1730);
    let random: Vec<Vec<u64>> =
        (0..1000).map(|_| (0..1 + rng.below(5)).map(|_| 1 + rng.below(7)).collect()).collect();
    let input = input_for(&random, "\n");
    write_case("brute-random", &input, &expected_by_search(&input, &mut search));
    let sample = fs::read_to_string(Path::new(DATA).join("sample-1.in")).unwrap();
    let input = sample.replace('\n', "\r\n");
    write_case("crlf-1", &input, &expected_by_search(&input, &mut search));
    // The judge's maximum: t = 2·10^5 tests (so every n = 1), x_i up to 10^9.
    let singles: Vec<Vec<u64>> = (0..200_000).map(|_| vec![1 + rng.below(1_000_000_000)]).collect();
    let input = input_for(&singles, "\n");
    write_case("large-1", &input, &expected_by_pairing(&input, &mut search));
    // And one test of n = 2·10^5 heaps: a small rest plus pairs of equal heaps, shuffled.
    let mut heaps: Vec<u64> = (0..2 + 2 * rng.below(2)).map(|_| 1 + rng.below(7)).collect();
    while heaps.len() < 200_000 {
        let size = 1 + rng.below(1_000_000_000);
        heaps.push(size);
        heaps.push(size);
    }
    for i in (1..heaps.len()).rev() {
        heaps.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let input = input_for(&[heaps], "\n");
    write_case("large-2", &input, &expected_by_pairing(&input, &mut search));
}
