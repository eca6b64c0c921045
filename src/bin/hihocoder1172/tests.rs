use super::*;

#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/classic_a.rs"]
mod max;

use std::collections::HashMap;

/// Longest row of the exhaustive proof.
const LENGTH: usize = 10;

/// Every row a move can reach: turn a heads coin, then optionally flip one coin left of it.
fn moves(row: &[u8]) -> Vec<Vec<u8>> {
    let mut next = Vec::new();
    for i in 0..row.len() {
        if row[i] != b'H' {
            continue;
        }
        let mut turned = row.to_vec();
        turned[i] = b'T';
        for j in 0..i {
            let mut flipped = turned.clone();
            flipped[j] = if flipped[j] == b'H' { b'T' } else { b'H' };
            next.push(flipped);
        }
        next.push(turned);
    }
    next
}

/// Game search on the coin strings themselves: the player to move wins iff some move
/// reaches a losing row (no move at all: a loss). Every move lowers the row read as a
/// binary number, so the recursion ends. No theory.
fn wins(row: &[u8], memo: &mut HashMap<Vec<u8>, bool>) -> bool {
    if let Some(&known) = memo.get(row) {
        return known;
    }
    let win = moves(row).iter().any(|next| !wins(next, memo));
    memo.insert(row.to_vec(), win);
    win
}

/// The Sprague–Grundy value of a row, by the same search (mex over the moves).
fn grundy(row: &[u8], memo: &mut HashMap<Vec<u8>, u64>) -> u64 {
    if let Some(&known) = memo.get(row) {
        return known;
    }
    let options: Vec<u64> = moves(row).iter().map(|next| grundy(next, memo)).collect();
    let value = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(row.to_vec(), value);
    value
}

/// Every H/T string of a length.
fn all_rows(length: usize) -> Vec<Vec<u8>> {
    (0..1u32 << length)
        .map(|mask| (0..length).map(|i| if (mask >> i) & 1 == 1 { b'H' } else { b'T' }).collect())
        .collect()
}

/// An independent slow method for rows too long to search, written apart from
/// `heads_xor`: the value of a lone heads coin at i is the mex of its options (turn it
/// alone: 0; turn it and make a lone heads at j < i), built up as a table; then the
/// heads' values are XORed. The search above checks this on every short row.
fn verdict_by_coin_values(row: &[u8]) -> bool {
    let mut values = Vec::with_capacity(row.len());
    let mut seen = vec![false; row.len() + 2];
    seen[0] = true; // turning the coin alone leaves nothing
    let mut mex = 0;
    for _ in 0..row.len() {
        while seen[mex] {
            mex += 1;
        }
        values.push(mex as u64);
        seen[mex] = true; // later coins can make a lone heads here
    }
    let total =
        row.iter().zip(&values).filter(|&(&c, _)| c == b'H').fold(0, |acc, (_, &v)| acc ^ v);
    total != 0
}

fn verdict(alice: bool) -> &'static str {
    if alice {
        "Alice"
    } else {
        "Bob"
    }
}

/// A small deterministic generator (xorshift64*), so the random data repeats exactly.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn row(&mut self, length: usize) -> Vec<u8> {
        (0..length).map(|_| if self.next() >> 63 == 1 { b'H' } else { b'T' }).collect()
    }
}

/// The answer for an input without trailing data, or the error (nothing printed then).
fn answer(input: &[u8]) -> Result<String, String> {
    let mut out = String::new();
    match run(input, &mut out) {
        Ok(None) => Ok(out),
        Ok(Some(warning)) => panic!("unexpected warning {}", warning),
        Err(message) => {
            assert_eq!(out, "", "nothing is answered before an error");
            Err(message)
        }
    }
}

#[test]
fn sample() {
    assert_eq!(answer(b"8\nHHTHTTHT\n"), Ok("Bob\n".to_string()));
}

#[test]
fn rule_matches_search_on_every_string_up_to_length_10() {
    let mut memo = HashMap::new();
    let mut grundy_memo = HashMap::new();
    let mut counts = [0usize; 2];
    for length in 1..=LENGTH {
        for row in all_rows(length) {
            let truth = wins(&row, &mut memo);
            let name = String::from_utf8_lossy(&row).into_owned();
            assert_eq!(first_player_wins(&row), truth, "{}", name);
            assert_eq!(verdict_by_coin_values(&row), truth, "coin values, {}", name);
            assert_eq!(grundy(&row, &mut grundy_memo), heads_xor(&row), "Grundy value, {}", name);
            counts[truth as usize] += 1;
        }
    }
    assert_eq!(counts[0] + counts[1], 2046);
    assert!(counts[0] > 100 && counts[1] > 1000, "{:?}", counts);
}

#[test]
fn search_knows_small_facts() {
    let mut memo = HashMap::new();
    assert!(!wins(b"", &mut memo));
    assert!(!wins(b"TTT", &mut memo)); // no heads: no move
    assert!(wins(b"H", &mut memo)); // turn it: Bob has no move
    assert!(wins(b"HH", &mut memo)); // turn coin 2 and flip coin 1
    assert!(!wins(b"HHH", &mut memo)); // 1 ^ 2 ^ 3 = 0
}

#[test]
fn any_layout_of_whitespace() {
    assert_eq!(answer(b"8 HHTHTTHT"), Ok("Bob\n".to_string()));
    assert_eq!(answer(b"\r\n 3\r\n\tHTT\r\n\r\n"), Ok("Alice\n".to_string()));
    assert_eq!(answer(b"0\n"), Ok("Bob\n".to_string()));
    assert_eq!(answer(b"0"), Ok("Bob\n".to_string()));
}

#[test]
fn bad_input_names_the_line() {
    let cases: &[(&[u8], &str)] = &[
        (b"", "line 1: input ends before N"),
        (b"\n\n", "line 1: input ends before N"),
        (b"8\n", "line 1: input ends before the coin string (N = 8)"),
        (b"\n8\r\n\r\n\t", "line 2: input ends before the coin string (N = 8)"),
        (b"x\nH\n", "line 1: expected a non-negative integer, found \"x\""),
        (b"3\nHHTT\n", "line 2: the coin string has 4 coins, but N = 3"),
        (b"5\nHHTT\n", "line 2: the coin string has 4 coins, but N = 5"),
        (b"4\nHH TT\n", "line 2: the coin string has 2 coins, but N = 4"),
        (b"4\nHHtT\n", "line 2: character 3 of the coin string is 't'; coins are written H or T (upper case only)"),
        (b"2\nhh\n", "line 2: character 1 of the coin string is 'h'; coins are written H or T (upper case only)"),
        (b"3\nHTX\n", "line 2: character 3 of the coin string is 'X'; coins are written H or T"),
        (b"3\nH0T\n", "line 2: character 2 of the coin string is '0'; coins are written H or T"),
        ("3\nH\u{00e9}T\n".as_bytes(), "line 2: character 2 of the coin string is 'é'; coins are written H or T"),
        (b"2\nH\n", "line 2: the coin string has 1 coin, but N = 2"),
        // The message shows the BOM escaped, as \u{feff} (`\u{7b}` is the brace).
        (b"\xEF\xBB\xBF\xEF\xBB\xBF1 H", "line 1: expected a non-negative integer, found \"\\u\u{7b}feff}1\""),
        (
            b"18446744073709551615\nHT\n",
            "line 2: the coin string has 2 coins, but N = 18446744073709551615",
        ),
        (b"18446744073709551616\nHT\n", "line 1: number \"18446744073709551616\" does not fit in 64 bits"),
    ];
    for &(input, message) in cases {
        assert_eq!(
            answer(input),
            Err(message.to_string()),
            "input {:?}",
            String::from_utf8_lossy(input)
        );
    }
    let invalid_utf8 = format!(
        "line 2: character 3 of the coin string is {:?}; coins are written H or T",
        std::char::REPLACEMENT_CHARACTER
    );
    assert_eq!(answer(b"3\nHT\xffT\n"), Err(invalid_utf8));
}

#[test]
fn a_bom_is_skipped_and_trailing_input_ignored_with_a_warning() {
    assert_eq!(answer(b"\xEF\xBB\xBF8\nHHTHTTHT\n"), Ok("Bob\n".to_string()));
    let cases: &[(&[u8], &str, &str)] = &[
        (b"2\nHT\nHT\n", "Alice\n", "line 3: ignored input after the coin string"),
        (b"0\nHT\n", "Bob\n", "line 2: ignored input after N = 0 (no coins)"),
        (b"1 T\n\n x", "Bob\n", "line 3: ignored input after the coin string"),
    ];
    for &(input, expected, warning) in cases {
        let mut out = String::new();
        assert_eq!(run(input, &mut out), Ok(Some(warning.to_string())));
        assert_eq!(out, expected);
    }
}

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/hihocoder1172");

/// The row of a (valid) input file, parsed plainly.
fn row_of(input: &str) -> Vec<u8> {
    let tokens: Vec<&str> = input.split_whitespace().collect();
    assert_eq!(tokens.len(), 2);
    assert_eq!(tokens[0].parse::<usize>().unwrap(), tokens[1].len());
    tokens[1].as_bytes().to_vec()
}

/// The winner by game search for rows up to `LENGTH`, by the coin-value table beyond.
fn expected_output(row: &[u8], memo: &mut HashMap<Vec<u8>, bool>) -> String {
    let alice = if row.len() <= LENGTH { wins(row, memo) } else { verdict_by_coin_values(row) };
    format!("{}\n", verdict(alice))
}

/// Every testdata file: its .out is what search (or the coin-value table, for long rows)
/// says, and what `run` prints.
#[test]
fn testdata_files_are_proved() {
    let mut memo = HashMap::new();
    let mut names: Vec<String> = std::fs::read_dir(TESTDATA)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".in"))
        .collect();
    names.sort();
    assert!(names.len() >= 8, "{:?}", names);
    let mut searched = 0;
    for name in &names {
        let input = std::fs::read_to_string(format!("{}/{}", TESTDATA, name)).unwrap();
        let output =
            std::fs::read_to_string(format!("{}/{}", TESTDATA, name.replace(".in", ".out")))
                .unwrap();
        let row = row_of(&input);
        searched += (row.len() <= LENGTH) as usize;
        let expected = expected_output(&row, &mut memo);
        assert_eq!(output, expected, "{}", name);
        assert_eq!(answer(input.as_bytes()), Ok(expected), "{}", name);
    }
    assert!(searched >= 6, "only {} files proved by search", searched);
    // The large inputs, generated (examples/gen.rs), not stored: the benchmark's (N = 10^4
    // random coins, the limit), N = 10^6, and N = 300000 with one coin flipped so that Bob
    // wins.
    for (name, generator) in [
        ("hihocoder1172", max::hihocoder1172 as max::Generator),
        ("hihocoder1172.million", max::hihocoder1172_million),
        ("hihocoder1172.bob", max::hihocoder1172_bob),
    ] {
        let input = max::input(name, generator);
        let expected = expected_output(&row_of(&input), &mut memo);
        assert_eq!(answer(input.as_bytes()), Ok(expected), "{}", name);
    }
}

fn write_case(name: &str, row: &[u8], memo: &mut HashMap<Vec<u8>, bool>) {
    let input = format!("{}\n{}\n", row.len(), String::from_utf8_lossy(row));
    std::fs::write(format!("{}/{}.in", TESTDATA, name), input).unwrap();
    std::fs::write(format!("{}/{}.out", TESTDATA, name), expected_output(row, memo)).unwrap();
}

/// Writes the generated testdata (run with `--ignored`); the sample files are by hand.
#[test]
#[ignore]
fn write_testdata() {
    let mut memo = HashMap::new();
    let mut rng = Rng(1172);
    let fixed: [&[u8]; 4] = [b"H", b"T", b"HHH", b"TTTTTTTTTT"];
    for (i, row) in fixed.iter().enumerate() {
        write_case(&format!("brute-small-{}", i + 1), row, &mut memo);
    }
    // Random rows of length 10; keep drawing until both winners have appeared twice.
    let mut per_winner = [0; 2];
    let mut written = 0;
    while per_winner != [2, 2] {
        let row = rng.row(LENGTH);
        let alice = wins(&row, &mut memo) as usize;
        if per_winner[alice] < 2 {
            per_winner[alice] += 1;
            written += 1;
            write_case(&format!("brute-random-{}", written), &row, &mut memo);
        }
    }
    let text = std::fs::read_to_string(format!("{}/brute-random-1.in", TESTDATA)).unwrap();
    std::fs::write(format!("{}/crlf-1.in", TESTDATA), text.replace('\n', "\r\n")).unwrap();
    std::fs::copy(format!("{}/brute-random-1.out", TESTDATA), format!("{}/crlf-1.out", TESTDATA))
        .unwrap();
}
