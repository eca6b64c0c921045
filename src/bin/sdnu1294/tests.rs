use super::*;
use std::collections::HashMap;

/// Whether the player to move on a fresh pile of `size` stones wins, given whether emptying
/// the pile wins (normal play: the opponent then faces a lost choice) or loses (misère).
fn starting_pile_wins(size: u64, emptying_wins: bool) -> bool {
    if emptying_wins {
        size % 4 != 0
    } else {
        size % 4 != 1
    }
}

/// Whether the first player wins, by the DP over distinct sizes in increasing order
/// (the header's derivation; `decides_a_win` is its closed form).
fn first_player_wins(sizes: &[u64]) -> bool {
    let mut distinct = sizes.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    // chooser_wins = W(size): the player who must start a pile smaller than `size` wins.
    let mut chooser_wins = false;
    for &size in &distinct {
        // Whoever empties this pile hands the opponent the choice below `size`.
        if starting_pile_wins(size, !chooser_wins) {
            chooser_wins = true;
        }
    }
    chooser_wins
}

/// Primality by trial division (the brute force's own, no theory).
fn is_prime(n: u64) -> bool {
    n >= 2 && (2..n).take_while(|d| d * d <= n).all(|d| n % d != 0)
}

/// The takes allowed from a pile with `left` stones: 1 and every prime up to `left`.
fn takes(left: u64) -> impl Iterator<Item = u64> {
    (1..=left).filter(|&m| m == 1 || is_prime(m))
}

/// Game search on the whole position: (piles not yet played, bound, stones left in play).
/// With stones in play, `bound` is the size the pile in play started with; with none, the
/// player to move must start an unplayed pile smaller than `bound` (u64::MAX at the start)
/// and take from it in the same turn. True if the player to move wins.
struct Search {
    memo: HashMap<(Vec<u64>, u64, u64), bool>,
}

impl Search {
    fn new() -> Search {
        Search { memo: HashMap::new() }
    }

    fn first_player_wins(&mut self, piles: &[u64]) -> bool {
        let mut unplayed = piles.to_vec();
        unplayed.sort_unstable();
        self.wins(&unplayed, u64::MAX, 0)
    }

    fn wins(&mut self, unplayed: &[u64], bound: u64, left: u64) -> bool {
        let key = (unplayed.to_vec(), bound, left);
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let result = if left > 0 {
            // Take m; if the pile empties, the opponent must start below this pile's size.
            let mut win = false;
            for m in takes(left) {
                if !self.wins(unplayed, bound, left - m) {
                    win = true;
                    break;
                }
            }
            win
        } else {
            let mut win = false;
            for i in 0..unplayed.len() {
                let pile = unplayed[i];
                if pile >= bound || (i > 0 && unplayed[i - 1] == pile) {
                    continue;
                }
                let mut rest = unplayed.to_vec();
                rest.remove(i);
                // Starting the pile is part of the same turn: the same player takes from it.
                if self.wins(&rest, pile, pile) {
                    win = true;
                    break;
                }
            }
            win
        };
        self.memo.insert(key, result);
        result
    }
}

/// Every multiset of `count` sizes from 1..=max, as non-decreasing vectors.
fn multisets(count: usize, max: u64) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    for _ in 0..count {
        let mut next = Vec::new();
        for set in &all {
            let low = set.last().copied().unwrap_or(1);
            for size in low..=max {
                let mut grown = set.clone();
                grown.push(size);
                next.push(grown);
            }
        }
        all = next;
    }
    all
}

/// Replaces the sizes by small ones with the same order and the same residues mod 4
/// (equal sizes stay equal). The test `reduction_keeps_the_outcome` shows by search that
/// the outcome survives it; testdata with huge sizes is proven through it.
fn reduce(sizes: &[u64]) -> Vec<u64> {
    let mut distinct = sizes.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    let mut small = Vec::new();
    let mut previous = 0;
    for &size in &distinct {
        let mut candidate = previous + 1;
        while candidate % 4 != size % 4 {
            candidate += 1;
        }
        small.push(candidate);
        previous = candidate;
    }
    sizes.iter().map(|s| small[distinct.binary_search(s).unwrap()]).collect()
}

fn output(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

#[test]
fn single_pile_rules_by_search() {
    // Normal play: taking the last stone wins. Misère: taking the last stone loses.
    let limit = 400;
    let mut normal = vec![false; limit + 1];
    let mut misere = vec![false; limit + 1];
    for n in 1..=limit {
        let m_max = n as u64;
        normal[n] = takes(m_max).any(|m| m == m_max || !normal[n - m as usize]);
        misere[n] = takes(m_max).any(|m| m < m_max && !misere[n - m as usize]);
        assert_eq!(normal[n], n % 4 != 0, "normal play, size {}", n);
        assert_eq!(misere[n], n % 4 != 1, "misère, size {}", n);
        assert_eq!(starting_pile_wins(n as u64, true), normal[n]);
        assert_eq!(starting_pile_wins(n as u64, false), misere[n]);
    }
}

#[test]
fn single_piles_in_the_real_game_up_to_120() {
    // {n} alone is normal play; {1, n} with n ≥ 2 makes pile n misère (the 1-pile wins).
    let mut search = Search::new();
    for n in 1..=120u64 {
        assert_eq!(search.first_player_wins(&[n]), n % 4 != 0, "{{{}}}", n);
        assert_eq!(first_player_wins(&[n]), n % 4 != 0);
        if n >= 2 {
            let starting_on_n = search.wins(&[1], n, n);
            assert_eq!(starting_on_n, n % 4 != 1, "pile {} above a 1-pile", n);
        }
    }
}

#[test]
fn four_five_refutes_the_smallest_pile_summary() {
    // The surviving summary says only the smallest pile matters; {4} is lost, so it would
    // call {4, 5} lost too. Start on 5, take all 5: the opponent must start the 4-pile.
    assert!(!first_player_wins(&[4]));
    assert!(first_player_wins(&[4, 5]));
    let mut search = Search::new();
    assert!(!search.first_player_wins(&[4]));
    assert!(search.first_player_wins(&[4, 5]));
    assert!(!search.wins(&[4], 5, 0), "after 5 is emptied, the player to move loses");
    assert_eq!(output("1 4\n2 4 5\n").0, "no\nyes\n");
}

#[test]
fn dp_matches_search_for_every_multiset_of_up_to_4_piles_of_size_up_to_20() {
    let mut search = Search::new();
    let mut checked = 0;
    let mut lost = 0;
    for count in 0..=4 {
        for piles in multisets(count, 20) {
            let expected = search.first_player_wins(&piles);
            assert_eq!(first_player_wins(&piles), expected, "{:?}", piles);
            assert_eq!(piles.iter().any(|&size| decides_a_win(size)), expected, "{:?}", piles);
            // The corollary stated in the header.
            assert_eq!(piles.iter().any(|p| p % 4 != 0), expected, "{:?}", piles);
            checked += 1;
            lost += usize::from(!expected);
        }
    }
    assert_eq!(checked, 1 + 20 + 210 + 1540 + 8855);
    assert!(lost > 100, "both outcomes occur ({} lost)", lost);
}

#[test]
fn reduction_keeps_the_outcome() {
    // Up to 5 piles, as many as a case of huge-1 has (proven through this reduction).
    let mut search = Search::new();
    for (count, max) in [(1, 24), (2, 24), (3, 24), (4, 20), (5, 14)].iter().copied() {
        for piles in multisets(count, max) {
            let small = reduce(&piles);
            assert_eq!(
                search.first_player_wins(&small),
                search.first_player_wins(&piles),
                "{:?}",
                piles
            );
        }
    }
}

#[test]
fn huge_sizes() {
    let max = u64::MAX; // ≡ 3 (mod 4)
    assert!(first_player_wins(&[max]));
    assert!(!first_player_wins(&[1_000_000_000_000_000_000, 4]));
    assert!(first_player_wins(&[1_000_000_000_000_000_000, 4, max]));
    assert!(!first_player_wins(&[max - 3, 8, max - 3]));
    assert!(first_player_wins(&[max - 2, 8])); // max - 2 ≡ 1: normal play on it wins
}

/// The format read with `str` tools: the answers to the complete cases before the first
/// problem, and whether there is none (every pile is decided by "not a multiple of 4").
fn model(input: &[u8]) -> (String, bool) {
    let text = String::from_utf8_lossy(input);
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u64>().ok());
    let mut answers = String::new();
    while let Some(n) = tokens.next() {
        let n = match n {
            Some(n) => n,
            None => return (answers, false),
        };
        let mut wins = false;
        for _ in 0..n {
            match tokens.next() {
                Some(Some(size)) if size > 0 => wins |= size % 4 != 0,
                _ => return (answers, false),
            }
        }
        answers.push_str(if wins { "yes\n" } else { "no\n" });
    }
    (answers, true)
}

/// The answers of `run`, and whether it refuses the input, against a model of the format
/// read with `str` tools and the closed form, on random inputs (piles of 1 to 21 digits, odd
/// separators, bytes replaced, cut short).
#[test]
fn random_inputs_against_a_model_of_the_format() {
    let mut seed: u64 = 0x0fa5_7a71;
    let mut below = |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let separators: [&str; 6] = [" ", " ", "\n", "\r\n", "\t", "  \x0c"];
    let odd: [&[u8]; 8] = [b"0", b"00", b"x", b"\x0b", b"05", b"-", b"", b"\n"];
    let (mut good, mut answered, mut refused) = (0, 0, 0);
    for _ in 0..4000 {
        let mut text = String::new();
        for _ in 0..below(6) {
            let n = below(12);
            text.push_str(&n.to_string());
            for _ in 0..n {
                text.push_str(separators[below(6) as usize]);
                let digits = if below(8) == 0 { 1 + below(21) } else { 1 + below(9) };
                text.push((b'1' + below(9) as u8) as char);
                for _ in 1..digits {
                    text.push((b'0' + below(10) as u8) as char);
                }
            }
            text.push_str(separators[below(6) as usize]);
        }
        let mut input = text.into_bytes();
        if below(3) == 0 && !input.is_empty() {
            let at = below(input.len() as u64) as usize;
            let end = (at + below(3) as usize).min(input.len());
            input.splice(at..end, odd[below(8) as usize].iter().cloned());
        }
        if below(4) == 0 {
            input.truncate(below(input.len() as u64 + 1) as usize);
        }
        let mut answers = String::new();
        let result = run(&input, &mut answers);
        let (expected, expected_ok) = model(&input);
        assert_eq!((&answers, result.is_ok()), (&expected, expected_ok), "{:?}", input);
        good += usize::from(expected_ok);
        answered += answers.lines().count();
        refused += usize::from(result.is_err());
    }
    assert!(good > 1500 && answered > 5000 && refused > 500, "{} {} {}", good, answered, refused);
}

#[test]
fn layouts_and_errors() {
    assert_eq!(output(""), (String::new(), Ok(None)));
    assert_eq!(output(" \r\n\t\n"), (String::new(), Ok(None)));
    assert_eq!(output("0\n"), ("no\n".to_string(), Ok(None)));
    assert_eq!(output("2\r\n4 5\r\n1\r\n8\r\n"), ("yes\nno\n".to_string(), Ok(None)));
    assert_eq!(output("2 4\t5 1\n\n 8"), ("yes\nno\n".to_string(), Ok(None)));
    // A UTF-8 byte-order mark at the start is skipped; anywhere else it is an error.
    assert_eq!(output("\u{0feff}2 4 5\n"), ("yes\n".to_string(), Ok(None)));
    let (out, result) = output("1 4\n\u{0feff}1 8\n");
    assert_eq!(out, "no\n");
    // The message shows the BOM escaped, as \u{feff} (`\u{7b}` is the brace).
    let bom = "line 2: expected a non-negative integer, found \"\\u\u{7b}feff}1\" (for N)";
    assert_eq!(result.unwrap_err(), bom);
    let (out, result) = output("2 4 5\n3 1 2\n");
    assert_eq!(out, "yes\n");
    assert_eq!(result.unwrap_err(), "line 2: input ends inside a test case (expected pile 3 of 3)");
    let (out, result) = output("1 4\n2\n5\r\n\r\n\t");
    assert_eq!(out, "no\n");
    assert_eq!(result.unwrap_err(), "line 3: input ends inside a test case (expected pile 2 of 2)");
    let (out, result) = output("1 4\n2 0 5\n");
    assert_eq!(out, "no\n");
    assert_eq!(result.unwrap_err(), "line 2: pile sizes must be at least 1, found 0");
    let (out, result) = output("1 4\nx 5\n");
    assert_eq!(out, "no\n");
    assert_eq!(result.unwrap_err(), "line 2: expected a non-negative integer, found \"x\" (for N)");
    let (_, result) = output("1 18446744073709551616\n");
    assert_eq!(
        result.unwrap_err(),
        "line 1: number \"18446744073709551616\" does not fit in 64 bits"
    );
    let (out, result) = output("18446744073709551615 1 2\n");
    assert_eq!(out, "");
    assert!(result.unwrap_err().contains("expected pile 3 of 18446744073709551615"));
}

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/sdnu1294");

/// The cases of a testdata input, read independently of `run`.
fn cases(text: &str) -> Vec<Vec<u64>> {
    let numbers: Vec<u64> = text.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut cases = Vec::new();
    let mut i = 0;
    while i < numbers.len() {
        let n = numbers[i] as usize;
        cases.push(numbers[i + 1..i + 1 + n].to_vec());
        i += 1 + n;
    }
    cases
}

/// The expected answers, by game search (through `reduce` when sizes are large).
fn expected_by_search(search: &mut Search, cases: &[Vec<u64>]) -> String {
    let mut out = String::new();
    for piles in cases {
        let small = if piles.iter().all(|&p| p <= 40) { piles.clone() } else { reduce(piles) };
        out.push_str(if search.first_player_wins(&small) { "yes\n" } else { "no\n" });
    }
    out
}

#[test]
fn testdata_is_proven_by_search() {
    let mut search = Search::new();
    let mut files = 0;
    for entry in std::fs::read_dir(TESTDATA).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().map_or(true, |e| e != "in") {
            continue;
        }
        let input = std::fs::read_to_string(&path).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(expected_by_search(&mut search, &cases(&input)), expected, "{:?}", path);
        assert_eq!(output(&input), (expected, Ok(None)), "{:?}", path);
        files += 1;
    }
    assert!(files >= 5, "only {} testdata files", files);
}

/// Writes the testdata files, expected outputs from the search:
/// `cargo test --release --bin sdnu1294 -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    let mut seed: u64 = 0x5d_1294;
    let mut random = move |below: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % below
    };
    let mut search = Search::new();
    let mut write = |name: &str, cases: &[Vec<u64>], crlf: bool| {
        let mut input = String::new();
        for piles in cases {
            let line: Vec<String> = piles.iter().map(|p| p.to_string()).collect();
            input.push_str(&format!("{}\n{}\n", piles.len(), line.join(" ")));
        }
        if crlf {
            input = input.replace('\n', "\r\n");
        }
        std::fs::write(format!("{}/{}.in", TESTDATA, name), input).unwrap();
        let answers = expected_by_search(&mut search, cases);
        std::fs::write(format!("{}/{}.out", TESTDATA, name), answers).unwrap();
    };
    std::fs::create_dir_all(TESTDATA).unwrap();
    write("summary-counterexample", &[vec![4], vec![4, 5], vec![5, 4], vec![4, 4, 8]], false);
    let mut small_all = Vec::new();
    for count in 1..=3 {
        small_all.extend(multisets(count, 10));
    }
    write("brute-small-all", &small_all, false);
    let mut random_cases = Vec::new();
    for _ in 0..300 {
        let count = 1 + random(6) as usize;
        let all_multiples_of_4 = random(3) == 0;
        let piles: Vec<u64> = (0..count)
            .map(|_| if all_multiples_of_4 { 4 * (1 + random(8)) } else { 1 + random(32) })
            .collect();
        random_cases.push(piles);
    }
    write("brute-random-1", &random_cases, false);
    write("crlf-1", &random_cases, true);
    let mut huge = Vec::new();
    for _ in 0..200 {
        let count = 1 + random(5) as usize;
        let all_multiples_of_4 = random(2) == 0;
        let piles: Vec<u64> = (0..count)
            .map(|_| {
                let size = u64::MAX - random(1 << 20);
                if all_multiples_of_4 {
                    size & !3
                } else if random(2) == 0 {
                    1 + random(1_000_000_000_000_000_000)
                } else {
                    size
                }
            })
            .collect();
        huge.push(piles);
    }
    write("huge-1", &huge, false);
    let mut large = Vec::new();
    for _ in 0..10_000 {
        let count = 1 + random(4) as usize;
        let step = if random(2) == 0 { 4 } else { 1 };
        large.push((0..count).map(|_| step * (1 + random(20 / step))).collect());
    }
    write("large-1", &large, false);
}
