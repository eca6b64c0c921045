use super::*;

#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/classic_a.rs"]
mod max;

/// Board width of the exhaustive proof: every set of cells within 1..=CELLS.
const CELLS: usize = 12;

/// Game search over boards given as bit masks (bit c-1 set = a piece on cell c): the player
/// to move wins iff some move reaches a losing board. Every move lowers the sum of the
/// positions, so the game is finite and a memoised recursion is exact. No theory.
struct Search {
    memo: Vec<Option<bool>>,
}

impl Search {
    fn new(cells: usize) -> Search {
        Search { memo: vec![None; 1 << cells] }
    }

    fn wins(&mut self, board: usize) -> bool {
        if let Some(known) = self.memo[board] {
            return known;
        }
        let mut win = false;
        let mut cell = 0; // 0-based cell of the next piece to try
        let mut free_from = 0; // leftmost cell this piece may reach
        while !win && (board >> cell) != 0 {
            if (board >> cell) & 1 == 1 {
                for target in free_from..cell {
                    let after = (board & !(1 << cell)) | (1 << target);
                    if !self.wins(after) {
                        win = true;
                        break;
                    }
                }
                free_from = cell + 1;
            }
            cell += 1;
        }
        self.memo[board] = Some(win);
        win
    }
}

fn positions_of(board: usize) -> Vec<u64> {
    (0..usize::BITS as usize).filter(|&c| (board >> c) & 1 == 1).map(|c| c as u64 + 1).collect()
}

/// Staircase Nim, written independently of `pair_heaps_xor`: the gaps g_1..g_N left of
/// each piece are the steps, the rightmost gap is step 1; XOR of the odd steps.
fn staircase_xor(positions: &[u64]) -> u64 {
    let mut sorted = positions.to_vec();
    sorted.sort_unstable();
    let gaps: Vec<u64> = sorted
        .iter()
        .enumerate()
        .map(|(i, &p)| if i == 0 { p - 1 } else { p - sorted[i - 1] - 1 })
        .collect();
    gaps.iter().rev().step_by(2).fold(0, |acc, &g| acc ^ g)
}

fn verdict(georgia: bool) -> &'static str {
    if georgia {
        "Georgia will win"
    } else {
        "Bob will win"
    }
}

/// A small deterministic generator (xorshift64*), so the random tests repeat exactly.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, bound: u64) -> u64 {
        self.next() % bound
    }

    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

/// The answers printed for `input`, and the error if there is one (a warning fails).
fn answers(input: &[u8]) -> (String, Option<String>) {
    let mut out = String::new();
    match run(input, &mut out) {
        Ok(None) => (out, None),
        Ok(Some(warning)) => panic!("unexpected warning {}", warning),
        Err(message) => (out, Some(message)),
    }
}

#[test]
fn sample() {
    let (out, problem) = answers(b"2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n");
    assert_eq!(out, "Bob will win\nGeorgia will win\n");
    assert_eq!(problem, None);
}

#[test]
fn pairing_and_staircase_match_search_on_every_board_within_12_cells() {
    let mut search = Search::new(CELLS);
    let mut georgia = 0;
    for board in 0..1usize << CELLS {
        let positions = positions_of(board);
        let truth = search.wins(board);
        assert_eq!(first_player_wins(&positions), truth, "board {:?}", positions);
        assert_eq!(staircase_xor(&positions) != 0, truth, "staircase, board {:?}", positions);
        georgia += truth as usize;
    }
    // Both verdicts occur often, so the comparison is not vacuous.
    assert!(georgia > 1000 && georgia < 4000, "{} Georgia wins", georgia);
}

#[test]
fn search_knows_small_facts() {
    let mut search = Search::new(4);
    assert!(!search.wins(0b0000)); // no pieces: no move
    assert!(!search.wins(0b0001)); // a piece on cell 1 cannot move
    assert!(search.wins(0b0010)); // a piece on cell 2 steps to cell 1
    assert!(!search.wins(0b0011));
    assert!(!search.wins(0b0110)); // cells 2 and 3: 2->1 is answered by 3->2
    assert!(search.wins(0b1010)); // cells 2 and 4: 4->3 leaves cells 2 and 3
}

#[test]
fn staircase_matches_pairing_on_large_random_boards() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for round in 0..300 {
        let n = 1 + rng.below(1000) as usize;
        let limit = if round % 2 == 0 { 10_000 } else { u64::MAX };
        let mut positions: Vec<u64> = (0..n).map(|_| 1 + rng.below(limit)).collect();
        positions.sort_unstable();
        positions.dedup();
        assert_eq!(pair_heaps_xor(&positions), staircase_xor(&positions));
    }
}

#[test]
fn unsorted_input_and_any_layout_of_whitespace() {
    let (flat, problem) = answers(b"2 3 3 1 2 8 17 1 14 5 12 6 9 7");
    assert_eq!(flat, "Bob will win\nGeorgia will win\n");
    assert_eq!(problem, None);
    let (crlf, problem) = answers(b"1\r\n\r\n2\r\n\t4  2\r\n");
    assert_eq!(crlf, "Georgia will win\n");
    assert_eq!(problem, None);
}

#[test]
fn extreme_values() {
    let max = u64::MAX.to_string();
    let input = format!("3\n0\n1\n{}\n2\n{} 1\n", max, max);
    let (out, problem) = answers(input.as_bytes());
    assert_eq!(out, "Bob will win\nGeorgia will win\nGeorgia will win\n");
    assert_eq!(problem, None);
}

#[test]
fn bad_input_keeps_earlier_answers_and_names_the_line() {
    let cases: &[(&[u8], &str, &str)] = &[
        (b"", "", "line 1: input ends before the number of test cases T"),
        (b"  \n", "", "line 1: input ends before the number of test cases T"),
        (b" \r\n\n\t", "", "line 1: input ends before the number of test cases T"),
        (b"2\n1\n2\n\r\n\n", "Georgia will win\n", "line 3: input ends inside test case 2 of 2 (expected N)"),
        (b"x", "", "line 1: expected a non-negative integer, found \"x\""),
        (
            b"2\n1\n2\n3\n4 1\n",
            "Georgia will win\n",
            "line 5: input ends inside test case 2 of 2 (expected position 3 of 3)",
        ),
        (b"2\n1\n2\n", "Georgia will win\n", "line 3: input ends inside test case 2 of 2 (expected N)"),
        (
            b"2\n1\n2\n3\n5 7\n5\n",
            "Georgia will win\n",
            "line 6: position 5 appears twice in test case 2 (first on line 5); a cell holds one piece",
        ),
        (
            b"1\n3\n9 4 9\n",
            "",
            "line 3: position 9 appears twice in test case 1 (on the same line); a cell holds one piece",
        ),
        (b"1\n2\n3 0\n", "", "line 3: position 0 in test case 1: cells start at 1"),
        (b"1\n1\n-3\n", "", "line 3: expected a non-negative integer, found \"-3\""),
        (
            b"1\n1\n18446744073709551616\n",
            "",
            "line 3: number \"18446744073709551616\" does not fit in 64 bits",
        ),
        // The message shows the BOM escaped, as \u{feff} (`\u{7b}` is the brace).
        (b"1\n1\n\xEF\xBB\xBF2\n", "", "line 3: expected a non-negative integer, found \"\\u\u{7b}feff}2\""),
        (
            b"1\n1000000000000000000\n1 2\n",
            "",
            "line 3: input ends inside test case 1 of 1 (expected position 3 of 1000000000000000000)",
        ),
    ];
    for &(input, expected, message) in cases {
        let (out, problem) = answers(input);
        assert_eq!(out, expected, "input {:?}", String::from_utf8_lossy(input));
        assert_eq!(problem.as_deref(), Some(message), "input {:?}", String::from_utf8_lossy(input));
    }
    // T = 0 is zero cases, not an error.
    assert_eq!(answers(b"0\n"), (String::new(), None));
}

#[test]
fn a_bom_is_skipped_and_trailing_input_ignored_with_a_warning() {
    assert_eq!(answers(b"\xEF\xBB\xBF1\n1\n2\n"), ("Georgia will win\n".to_string(), None));
    let cases: &[(&[u8], &str, &str)] = &[
        (b"1\n1\n2\n7\n", "Georgia will win\n", "line 4: ignored input after the 1 test case"),
        (
            b"2 1 2 0 x",
            "Georgia will win\nBob will win\n",
            "line 1: ignored input after the 2 test cases",
        ),
        (b"0\n\n1\n", "", "line 3: ignored input after the 0 test cases"),
    ];
    for &(input, expected, warning) in cases {
        let mut out = String::new();
        assert_eq!(run(input, &mut out), Ok(Some(warning.to_string())));
        assert_eq!(out, expected);
    }
}

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/poj1704");

/// The cases of an input file, parsed plainly (no error handling: the files are valid).
fn cases_of(input: &str) -> Vec<Vec<u64>> {
    let mut numbers = input.split_whitespace().map(|t| t.parse::<u64>().unwrap());
    let t = numbers.next().unwrap();
    let cases: Vec<Vec<u64>> = (0..t)
        .map(|_| {
            let n = numbers.next().unwrap();
            (0..n).map(|_| numbers.next().unwrap()).collect()
        })
        .collect();
    assert_eq!(numbers.next(), None);
    cases
}

/// The expected answers for a file, from game search where the board fits in `CELLS`
/// cells and from the staircase formulation otherwise; never from the solution.
fn expected_output(cases: &[Vec<u64>], search: &mut Search) -> (String, usize) {
    let mut out = String::new();
    let mut searched = 0;
    for positions in cases {
        let fits = positions.iter().all(|&p| p as usize <= CELLS);
        let georgia = if fits {
            searched += 1;
            search.wins(positions.iter().fold(0, |board, &p| board | (1 << (p - 1))))
        } else {
            staircase_xor(positions) != 0
        };
        out.push_str(verdict(georgia));
        out.push('\n');
    }
    (out, searched)
}

/// Every testdata file: the .out is what search (or staircase Nim, for boards too wide
/// to search) says, and what `run` prints; CRLF copies have the same .out as their source.
#[test]
fn testdata_files_are_proved() {
    let mut search = Search::new(CELLS);
    let mut names: Vec<String> = std::fs::read_dir(TESTDATA)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".in"))
        .collect();
    names.sort();
    assert!(names.len() >= 4, "{:?}", names);
    let mut searched = 0;
    for name in &names {
        let input = std::fs::read_to_string(format!("{}/{}", TESTDATA, name)).unwrap();
        let output =
            std::fs::read_to_string(format!("{}/{}", TESTDATA, name.replace(".in", ".out")))
                .unwrap();
        let (expected, proved) = expected_output(&cases_of(&input), &mut search);
        searched += proved;
        if name.starts_with("sample") {
            // Facts from the statement: search agrees with them too.
            assert!(proved > 0);
        }
        assert_eq!(output, expected, "{}", name);
        assert_eq!(answers(input.as_bytes()), (expected, None), "{}", name);
    }
    assert!(searched >= 4095, "only {} cases proved by search", searched);
    // The maximum-size inputs, generated (examples/gen.rs), not stored, proved by staircase
    // Nim: the benchmark's (T = 20, N = 1000 random positions up to 10000), boards from small
    // gaps (half of them lost), and boards beyond the limits (positions up to 10^18).
    for (name, generator) in [
        ("poj1704", max::poj1704 as max::Generator),
        ("poj1704.gaps", max::poj1704_gaps),
        ("poj1704.huge", max::poj1704_huge),
    ] {
        let input = max::input(name, generator);
        let (expected, _) = expected_output(&cases_of(&input), &mut search);
        assert_eq!(answers(input.as_bytes()), (expected, None), "{}", name);
    }
}

fn write_case_file(name: &str, cases: &[Vec<u64>], search: &mut Search) {
    let mut input = format!("{}\n", cases.len());
    for positions in cases {
        input.push_str(&format!("{}\n", positions.len()));
        let line: Vec<String> = positions.iter().map(|p| p.to_string()).collect();
        input.push_str(&line.join(" "));
        input.push('\n');
    }
    let (output, _) = expected_output(cases, search);
    std::fs::write(format!("{}/{}.in", TESTDATA, name), &input).unwrap();
    std::fs::write(format!("{}/{}.out", TESTDATA, name), &output).unwrap();
}

/// Writes the generated testdata (run with `--ignored`); the sample files are by hand.
#[test]
#[ignore]
fn write_testdata() {
    let mut search = Search::new(CELLS);
    let mut rng = Rng(1704);
    // Every non-empty set of cells within 1..=12, positions shuffled.
    let all: Vec<Vec<u64>> = (1..1usize << CELLS)
        .map(|board| {
            let mut positions = positions_of(board);
            rng.shuffle(&mut positions);
            positions
        })
        .collect();
    write_case_file("brute-small-all", &all, &mut search);
    // Twenty random boards within 12 cells, judge-sized T, and its CRLF copy.
    let random: Vec<Vec<u64>> = (0..20)
        .map(|_| {
            let mut positions = positions_of(1 + rng.below((1 << CELLS) - 1) as usize);
            rng.shuffle(&mut positions);
            positions
        })
        .collect();
    write_case_file("brute-random-1", &random, &mut search);
    let text = std::fs::read_to_string(format!("{}/brute-random-1.in", TESTDATA)).unwrap();
    std::fs::write(format!("{}/crlf-1.in", TESTDATA), text.replace('\n', "\r\n")).unwrap();
    std::fs::copy(format!("{}/brute-random-1.out", TESTDATA), format!("{}/crlf-1.out", TESTDATA))
        .unwrap();
}
