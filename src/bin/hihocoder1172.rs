//! # hihocoder1172 — hihoCoder 1172 "博弈游戏·Nim游戏·二" (coins)
//!
//! No judge takes Rust for it (hihoCoder takes none).
//!
//! N coins lie in a row, numbered 1..N from the left, each heads (H) or tails (T). A move turns
//! one heads coin to tails and may then flip any one coin to its left, either way. The player
//! with no heads coin to turn loses (whoever turns the last heads coin wins); Alice moves first.
//!
//! **Input** N, then a string of N characters `H`/`T` (the judge promises N ≤ 10000; any length
//! is answered). Only upper-case `H` and `T` are coins: lower-case `h`/`t`, any other character,
//! or a string whose length differs from N is reported as an error naming the line; anything
//! after the string is ignored with a warning. N = 0 is an empty row (no string follows): Bob
//! wins. **Output** `Alice` or `Bob`, the winner.
//!
//! **Theory.** A heads coin at position i is a Nim heap of size i: Alice loses iff the XOR x of
//! the positions of the heads coins is 0. A move turns heads i and maybe flips a coin j < i, so
//! it changes x by i or by i ^ j, never by 0: from x = 0 every move leaves x ≠ 0. From x ≠ 0,
//! some heads coin i has the highest set bit of x; then j = i ^ x < i, so turning coin i and
//! flipping coin j (if j > 0) leaves x = 0. With no heads left x = 0 and the mover has lost.
//! The game ends, as every move lowers the row read as a binary number with coin N the highest
//! bit. The tests prove the rule by game search on every H/T string of length ≤ 10 (and that a
//! row's Grundy value is exactly x).
//!
//! **Complexity** O(N) time, O(1) memory beyond the input.

use std::io::{self, Read, Write};

/// The XOR of the 1-based positions of the heads coins in a row of `H`/`T` bytes.
fn heads_xor(coins: &[u8]) -> u64 {
    let mut xor = 0;
    for (index, &coin) in coins.iter().enumerate() {
        // Branch-free (random rows defeat branch prediction): bit 3 is set in b'H' (0x48) and
        // clear in b'T' (0x54), so the mask is all ones for heads and zero for tails.
        let heads = u64::from((coin >> 3) & 1);
        xor ^= (index as u64 + 1) & heads.wrapping_neg();
    }
    xor
}

/// The low byte of the 1-based position of byte j of a 256-byte block: 1, 2, …, 255, 0.
const LOW_BYTE: [u8; 256] = low_bytes();

const fn low_bytes() -> [u8; 256] {
    let mut table = [0u8; 256];
    let mut j = 0;
    while j < 256 {
        table[j] = (j + 1) as u8;
        j += 1;
    }
    table
}

/// The length of the run of `H`/`T` bytes that `bytes` starts with, and the XOR of the 1-based
/// positions of its heads (`heads_xor` of the run). The fast path of `run`: one pass over
/// 256-byte blocks in byte-wide arithmetic (16 bytes per vector instruction), instead of a
/// scan for the token's end, a check of its characters and `heads_xor`, one after the other.
fn coin_run(bytes: &[u8]) -> (usize, u64) {
    let mut xor = 0;
    let mut length = 0;
    for block in bytes.chunks_exact(256) {
        let (mut all_coins, mut low, mut parity) = (true, 0u8, 0u8);
        for (&coin, &j) in block.iter().zip(LOW_BYTE.iter()) {
            all_coins &= (coin == b'H') | (coin == b'T');
            let heads = ((coin >> 3) & 1).wrapping_neg(); // as in `heads_xor`
            low ^= j & heads;
            parity ^= heads;
        }
        if !all_coins {
            break;
        }
        // Positions length + 1 … length + 255 are length | low byte; the last one is
        // length + 256, whose low byte is 0.
        let last_heads = u64::from(block[255] == b'H');
        let high = (length as u64 & u64::from(parity & 1).wrapping_neg())
            ^ ((length as u64 ^ (length as u64 + 256)) & last_heads.wrapping_neg());
        xor ^= high ^ u64::from(low);
        length += 256;
    }
    while length < bytes.len() && (bytes[length] == b'H' || bytes[length] == b'T') {
        if bytes[length] == b'H' {
            xor ^= length as u64 + 1;
        }
        length += 1;
    }
    (length, xor)
}

/// Whether the first player (Alice) wins on a row of `H`/`T` bytes.
#[cfg(test)]
fn first_player_wins(coins: &[u8]) -> bool {
    heads_xor(coins) != 0
}

/// Whitespace-separated tokens of the input, each with the line it starts on.
struct Tokens<'a> {
    bytes: &'a [u8],
    pos: usize,
    line: usize,
}

impl<'a> Tokens<'a> {
    fn new(bytes: &'a [u8]) -> Tokens<'a> {
        Tokens { bytes, pos: 0, line: 1 }
    }

    /// The next token and the line it is on, or `None` at the end of the input.
    fn next_token(&mut self) -> Option<(&'a [u8], usize)> {
        while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_whitespace() {
            if self.bytes[self.pos] == b'\n' {
                self.line += 1;
            }
            self.pos += 1;
        }
        if self.pos == self.bytes.len() {
            return None;
        }
        let start = self.pos;
        while self.pos < self.bytes.len() && !self.bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        Some((&self.bytes[start..self.pos], self.line))
    }

    /// Moves past whitespace (counting lines) and returns the offset reached.
    fn skip_whitespace(&mut self) -> usize {
        while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_whitespace() {
            if self.bytes[self.pos] == b'\n' {
                self.line += 1;
            }
            self.pos += 1;
        }
        self.pos
    }

    /// The line of the input's last token (1 for blank input): where an incomplete input ends.
    fn end_line(&self) -> usize {
        let text_end =
            self.bytes.iter().rposition(|b| !b.is_ascii_whitespace()).map_or(0, |i| i + 1);
        1 + self.bytes[..text_end].iter().filter(|&&b| b == b'\n').count()
    }

    /// The next token as a non-negative integer; `what` names it if the input ends instead.
    fn expect_u64(&mut self, what: &str) -> Result<u64, String> {
        match self.next_token() {
            None => Err(format!("line {}: input ends before {}", self.end_line(), what)),
            Some((token, line)) => {
                parse_u64(token).map_err(|why| format!("line {}: {}", line, why))
            }
        }
    }
}

/// A decimal u64, or why the token is not one.
fn parse_u64(token: &[u8]) -> Result<u64, String> {
    let mut value: u64 = 0;
    for &byte in token {
        if !byte.is_ascii_digit() {
            return Err(format!("expected a non-negative integer, found {}", shown(token)));
        }
        value = match value.checked_mul(10).and_then(|v| v.checked_add(u64::from(byte - b'0'))) {
            Some(v) => v,
            None => return Err(format!("number {} does not fit in 64 bits", shown(token))),
        };
    }
    Ok(value)
}

/// A token quoted for an error message: escaped, and cut short if long.
fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(&token[..token.len().min(24)]);
    let ellipsis = if token.len() > 24 { "…" } else { "" };
    format!("{:?}{}", text, ellipsis)
}

/// Why a coin string of the stated length is not a row of N coins, if it is not.
fn check_coins(coins: &[u8], n: u64) -> Result<(), String> {
    // A branch-free pass first (fast on random rows); the position only if something is wrong.
    let all_coins = coins.iter().fold(true, |ok, &c| ok & ((c == b'H') | (c == b'T')));
    let bad = if all_coins { None } else { coins.iter().position(|&c| c != b'H' && c != b'T') };
    if let Some(index) = bad {
        // Every byte before it is H or T, so `index` counts characters too.
        let rest = String::from_utf8_lossy(&coins[index..coins.len().min(index + 4)]);
        let character = rest.chars().next().unwrap_or(std::char::REPLACEMENT_CHARACTER);
        let hint = if character == 'h' || character == 't' { " (upper case only)" } else { "" };
        return Err(format!(
            "character {} of the coin string is {:?}; coins are written H or T{}",
            index + 1,
            character,
            hint
        ));
    }
    if coins.len() as u64 != n {
        let plural = if coins.len() == 1 { "" } else { "s" };
        return Err(format!("the coin string has {} coin{}, but N = {}", coins.len(), plural, n));
    }
    Ok(())
}

/// Appends the answer line for a whole input to `out`. Then `Ok(Some(warning))` if input
/// follows the coin string (it is ignored), or the problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input); // a UTF-8 BOM
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64("N")?;
    let heads = if n == 0 {
        0
    } else {
        let start = tokens.skip_whitespace();
        let (length, heads) = coin_run(&input[start..]);
        let end = start + length;
        let whole_token = end == input.len() || input[end].is_ascii_whitespace();
        if length > 0 && whole_token && length as u64 == n {
            tokens.pos = end;
            heads
        } else {
            // Something is wrong: the careful reading finds what, with the line.
            match tokens.next_token() {
                None => {
                    let line = tokens.end_line();
                    return Err(format!(
                        "line {}: input ends before the coin string (N = {})",
                        line, n
                    ));
                }
                Some((token, line)) => {
                    check_coins(token, n).map_err(|why| format!("line {}: {}", line, why))?;
                    heads_xor(token)
                }
            }
        }
    };
    out.push_str(if heads != 0 { "Alice\n" } else { "Bob\n" });
    Ok(tokens.next_token().map(|(_, line)| {
        let what = if n == 0 { "N = 0 (no coins)" } else { "the coin string" };
        format!("line {}: ignored input after {}", line, what)
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "hihocoder1172: {}", message);
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        report(&format!("cannot read standard input: {}", e));
        std::process::exit(1);
    }
    let mut answers = String::new();
    let outcome = run(&input, &mut answers);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if out.write_all(answers.as_bytes()).and_then(|_| out.flush()).is_err() {
        std::process::exit(1); // stdout is closed: nobody is reading
    }
    match outcome {
        Ok(None) => {}
        Ok(Some(warning)) => report(&format!("warning: {}", warning)),
        Err(message) => {
            report(&message);
            std::process::exit(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
            .map(|mask| {
                (0..length).map(|i| if (mask >> i) & 1 == 1 { b'H' } else { b'T' }).collect()
            })
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

    /// The block-wise fast path against `heads_xor` on rows of every length around the block
    /// size, random and all heads, followed by whitespace, junk or nothing.
    #[test]
    fn coin_run_matches_heads_xor() {
        let mut state = 0x1172u64;
        for length in (0..600).chain(1000..1030).chain(4090..4100) {
            for kind in 0..3 {
                let row: Vec<u8> = (0..length)
                    .map(|_| {
                        state ^= state << 13;
                        state ^= state >> 7;
                        state ^= state << 17;
                        if kind == 0 || state & 1 == 1 {
                            b'H'
                        } else {
                            b'T'
                        }
                    })
                    .collect();
                for tail in [&b""[..], b"\n", b"x", b"HhT"].iter() {
                    let mut bytes = row.clone();
                    bytes.extend_from_slice(tail);
                    let run = if tail.first() == Some(&b'H') { length + 1 } else { length };
                    assert_eq!(coin_run(&bytes), (run, heads_xor(&bytes[..run])), "{}", length);
                }
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
                assert_eq!(
                    grundy(&row, &mut grundy_memo),
                    heads_xor(&row),
                    "Grundy value, {}",
                    name
                );
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
        std::fs::copy(
            format!("{}/brute-random-1.out", TESTDATA),
            format!("{}/crlf-1.out", TESTDATA),
        )
        .unwrap();
        // N = 10^6, random; and N = 300000 with coin x flipped where x is the XOR of the heads
        // positions (retrying until x <= N), so that Bob wins.
        write_case("large-1", &rng.row(1_000_000), &mut memo);
        loop {
            let mut row = rng.row(300_000);
            let x = heads_positions_xor(&row);
            if x as usize <= row.len() {
                if x > 0 {
                    let coin = &mut row[x as usize - 1];
                    *coin = if *coin == b'H' { b'T' } else { b'H' };
                }
                write_case("large-2", &row, &mut memo);
                break;
            }
        }
    }

    /// For the generator only: the XOR of the heads positions (to build a Bob row).
    fn heads_positions_xor(row: &[u8]) -> u64 {
        (1..=row.len() as u64).filter(|&i| row[i as usize - 1] == b'H').fold(0, |acc, i| acc ^ i)
    }
}
