//! # hihocoder1163 — hihoCoder 1163 "博弈游戏·Nim游戏" (Nim)
//!
//! No judge takes Rust for this format (hihoCoder takes none); the same game in formats
//! that Rust judges use is `luogu_p2197` (Luogu P2197) and `loj10242` (LibreOJ 10242).
//!
//! N piles of A[i] stones. Alice and Bob alternate, Alice first; a move takes any positive
//! number of stones from one pile. Whoever takes the last stone wins.
//!
//! **Input** N, then A[1..N] (judge: 1 ≤ N ≤ 100, 1 ≤ A[i] ≤ 10000; here any N and any pile
//! sizes that fit in 64 bits, empty piles and N = 0 included). Fewer than N piles is an
//! error; anything after them is ignored with a warning on stderr (exit status 0).
//! **Output** one line: `Alice` if Alice wins, else `Bob`.
//!
//! **Theory** (Bouton 1901). The player to move loses exactly when the XOR of the piles is 0.
//! With no stones left the XOR is 0 and the player to move has lost (the opponent took the
//! last stone). From XOR 0, a move changes one pile, so the XOR becomes non-zero. From XOR
//! x ≠ 0, some pile a has the highest bit of x set; then a ^ x < a, and reducing that pile to
//! a ^ x makes the XOR 0. By induction on the stones left, XOR 0 is exactly the lost
//! positions. The tests check this against a search of the game tree for every multiset of
//! at most 3 piles of at most 7 stones.
//!
//! **Complexity** O(N) time, O(1) memory (the piles are XORed as they are read).

use std::io::{self, Read, Write};

/// Whether the player to move wins, given the XOR of all pile sizes.
fn mover_wins(xor_of_piles: u64) -> bool {
    xor_of_piles != 0
}

/// Whitespace-separated tokens of the input. Lines are counted only for error messages.
struct Tokens<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Tokens<'a> {
    fn new(bytes: &'a [u8]) -> Tokens<'a> {
        Tokens { bytes, pos: 0 }
    }

    /// The line (from 1) that byte `offset` is on.
    fn line_at(&self, offset: usize) -> usize {
        1 + self.bytes[..offset].iter().filter(|&&b| b == b'\n').count()
    }

    /// The line of the input's last token (1 for blank input): where an incomplete input ends.
    fn end_line(&self) -> usize {
        let text_end =
            self.bytes.iter().rposition(|b| !b.is_ascii_whitespace()).map_or(0, |i| i + 1);
        self.line_at(text_end)
    }

    /// The next token and the offset it starts at (for `line_at`), or `None` at the end of
    /// the input.
    fn next_token(&mut self) -> Option<(&'a [u8], usize)> {
        let bytes = self.bytes;
        let mut pos = self.pos;
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        if pos == bytes.len() {
            self.pos = pos;
            return None;
        }
        let start = pos;
        while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        self.pos = pos;
        Some((&bytes[start..pos], start))
    }

    /// The next token as a non-negative integer: `None` at the end of the input, else the
    /// number or why the token is not one (with its line).
    fn next_u64(&mut self) -> Option<Result<u64, String>> {
        let bytes = self.bytes;
        let mut pos = self.pos;
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        if pos == bytes.len() {
            self.pos = pos;
            return None;
        }
        let start = pos;
        let mut value: u64 = 0;
        while pos < bytes.len() {
            let digit = bytes[pos].wrapping_sub(b'0');
            if digit >= 10 {
                break;
            }
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
            pos += 1;
        }
        // Up to 19 digits cannot overflow; anything else is checked token by token.
        let ends = pos == bytes.len() || bytes[pos].is_ascii_whitespace();
        if ends && pos > start && pos - start <= 19 {
            self.pos = pos;
            return Some(Ok(value));
        }
        while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        self.pos = pos;
        Some(
            parse_u64(&bytes[start..pos])
                .map_err(|why| format!("line {}: {}", self.line_at(start), why)),
        )
    }

    /// The next token as a non-negative integer; `what` names it if the input ends instead.
    fn expect_u64(&mut self, what: &str) -> Result<u64, String> {
        match self.next_u64() {
            Some(number) => number,
            None => Err(format!("line {}: input ends before {}", self.end_line(), what)),
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

/// "1 case", "2 cases": a count with its noun, singular when it is 1.
fn counted(count: u64, noun: &str) -> String {
    format!("{} {}{}", count, noun, if count == 1 { "" } else { "s" })
}

/// Appends the answer to `out` once all N piles are read. Then `Ok(Some(warning))` if input
/// follows them (it is ignored), or the first problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input); // a UTF-8 BOM
    let mut tokens = Tokens::new(input);
    let piles = tokens.expect_u64("N, the number of piles")?;
    let mut xor_of_piles = 0;
    let mut read: u64 = 0;
    while read < piles {
        match tokens.next_u64() {
            None => {
                return Err(format!(
                    "line {}: input ends after {} of {}",
                    tokens.end_line(),
                    read,
                    counted(piles, "pile")
                ))
            }
            Some(pile) => xor_of_piles ^= pile?,
        }
        read += 1;
    }
    out.push_str(if mover_wins(xor_of_piles) { "Alice\n" } else { "Bob\n" });
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the {}",
            tokens.line_at(start),
            counted(piles, "pile")
        )
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "hihocoder1163: {}", message);
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
    use std::fs;
    use std::path::{Path, PathBuf};

    const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/hihocoder1163");

    /// Game search over positions as sorted multisets of non-empty piles. No theory: the
    /// player to move wins when some move (any pile, any smaller size) leaves the opponent a
    /// lost position; with no stones left there is no move and the player to move has lost.
    struct Search {
        memo: HashMap<Vec<u64>, bool>,
    }

    impl Search {
        fn new() -> Search {
            Search { memo: HashMap::new() }
        }

        fn mover_wins(&mut self, piles: &[u64]) -> bool {
            let mut position: Vec<u64> = piles.iter().copied().filter(|&p| p > 0).collect();
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

    fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
        let mut out = String::new();
        let result = run(input.as_bytes(), &mut out);
        (out, result)
    }

    fn input_for(piles: &[u64]) -> String {
        let sizes: Vec<String> = piles.iter().map(|p| p.to_string()).collect();
        format!("{}\n{}\n", piles.len(), sizes.join(" "))
    }

    #[test]
    fn sample() {
        assert_eq!(run_str("3\n3 2 1\n"), ("Bob\n".to_string(), Ok(None)));
    }

    #[test]
    fn matches_game_search_for_every_multiset_of_up_to_3_piles_up_to_7() {
        let mut search = Search::new();
        let mut multisets = vec![vec![]];
        let mut checked = 0;
        let mut losses = 0;
        for _ in 0..=3 {
            let mut longer = Vec::new();
            for piles in &multisets {
                let xor = piles.iter().fold(0, |x, p| x ^ p);
                let wins = search.mover_wins(piles);
                assert_eq!(mover_wins(xor), wins, "piles {:?}", piles);
                let expected = if wins { "Alice\n" } else { "Bob\n" };
                assert_eq!(
                    run_str(&input_for(piles)),
                    (expected.to_string(), Ok(None)),
                    "piles {:?}",
                    piles
                );
                checked += 1;
                losses += usize::from(!wins);
                // Extend by a pile at least as large as the last: every multiset once.
                let from = piles.last().copied().unwrap_or(0);
                for size in from..=7 {
                    let mut next: Vec<u64> = piles.clone();
                    next.push(size);
                    longer.push(next);
                }
            }
            multisets = longer;
        }
        // 1 + 8 + 36 + 120 multisets of sizes 0..=7 (0 an empty pile), both verdicts seen.
        assert_eq!(checked, 165);
        assert!(losses > 8 && losses < 100);
    }

    #[test]
    fn layouts_and_large_values() {
        let expected = ("Bob\n".to_string(), Ok(None));
        assert_eq!(run_str("3\r\n3 2 1\r\n"), expected);
        assert_eq!(run_str("3 3\t2\n\n1"), expected);
        assert_eq!(run_str("\n3\n3\n2\n1\n"), expected);
        assert_eq!(run_str("0\n"), ("Bob\n".to_string(), Ok(None)));
        assert_eq!(
            run_str("2\n18446744073709551615 18446744073709551615\n"),
            ("Bob\n".to_string(), Ok(None))
        );
        assert_eq!(run_str("2\n18446744073709551615 0\n"), ("Alice\n".to_string(), Ok(None)));
    }

    #[test]
    fn bad_input_is_reported() {
        assert_eq!(
            run_str(""),
            (String::new(), Err("line 1: input ends before N, the number of piles".to_string()))
        );
        assert_eq!(
            run_str("3\n3 2\n"),
            (String::new(), Err("line 2: input ends after 2 of 3 piles".to_string()))
        );
        assert_eq!(
            run_str("\r\n \n"),
            (String::new(), Err("line 1: input ends before N, the number of piles".to_string()))
        );
        assert_eq!(
            run_str("3"),
            (String::new(), Err("line 1: input ends after 0 of 3 piles".to_string()))
        );
        assert_eq!(
            run_str("3\n3 2 1 5\n"),
            ("Bob\n".to_string(), Ok(Some("line 2: ignored input after the 3 piles".to_string())))
        );
        assert_eq!(
            run_str("3\n3 2 1\n\n3\n1 1 1\n"),
            ("Bob\n".to_string(), Ok(Some("line 4: ignored input after the 3 piles".to_string())))
        );
        assert_eq!(
            run_str("1\n"),
            (String::new(), Err("line 1: input ends after 0 of 1 pile".to_string()))
        );
        assert_eq!(
            run_str("1 5 x"),
            ("Alice\n".to_string(), Ok(Some("line 1: ignored input after the 1 pile".to_string())))
        );
        // A UTF-8 byte-order mark at the start is skipped; anywhere else it is an error.
        assert_eq!(run_str("\u{0feff}3\n3 2 1\n"), ("Bob\n".to_string(), Ok(None)));
        assert_eq!(
            run_str("1\n\u{0feff}1\n"),
            (
                String::new(),
                // The message shows the BOM escaped, as \u{feff} (`\u{7b}` is the brace).
                Err("line 2: expected a non-negative integer, found \"\\u\u{7b}feff}1\""
                    .to_string())
            )
        );
        assert_eq!(
            run_str("3\n3 two 1\n"),
            (
                String::new(),
                Err("line 2: expected a non-negative integer, found \"two\"".to_string())
            )
        );
        assert_eq!(
            run_str("x"),
            (
                String::new(),
                Err("line 1: expected a non-negative integer, found \"x\"".to_string())
            )
        );
        assert_eq!(
            run_str("1\n99999999999999999999\n"),
            (
                String::new(),
                Err("line 2: number \"99999999999999999999\" does not fit in 64 bits".to_string())
            )
        );
        // A huge N is not allocated for.
        assert_eq!(
            run_str("18446744073709551615\n1 2\n"),
            (
                String::new(),
                Err("line 2: input ends after 2 of 18446744073709551615 piles".to_string())
            )
        );
    }

    /// The answer the game search gives for a well-formed input file.
    fn expected_by_search(input: &str) -> String {
        let numbers: Vec<u64> =
            input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
        assert_eq!(numbers.len() as u64, 1 + numbers[0], "a well-formed file");
        let piles = &numbers[1..];
        assert!(piles.len() <= 8 && piles.iter().all(|&p| p <= 7), "small enough to search");
        if Search::new().mover_wins(piles) { "Alice\n" } else { "Bob\n" }.to_string()
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
        assert!(inputs.len() >= 8, "testdata present");
        for input_path in inputs {
            let input = fs::read_to_string(&input_path).unwrap();
            let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
            assert_eq!(
                expected_by_search(&input),
                expected,
                "{:?} against game search",
                input_path
            );
            assert_eq!(
                run_str(&input),
                (expected, Ok(None)),
                "{:?} against the solution",
                input_path
            );
        }
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

    fn write_case(name: &str, input: &str) {
        let dir = Path::new(DATA);
        fs::write(dir.join(format!("{}.in", name)), input).unwrap();
        fs::write(dir.join(format!("{}.out", name)), expected_by_search(input)).unwrap();
    }

    /// Writes the testdata (except the sample) from the game search:
    /// `cargo test --release --bin hihocoder1163 -- --ignored generate_testdata`.
    #[test]
    #[ignore]
    fn generate_testdata() {
        let mut rng = Rng(0x1163);
        let mut first = Vec::new();
        for file in 1..=6 {
            let count = 1 + rng.below(7) as usize;
            let mut piles: Vec<u64> = (0..count).map(|_| 1 + rng.below(7)).collect();
            // Every other file is made a loss for Alice by a last pile equal to the XOR.
            let xor = piles.iter().fold(0, |x, p| x ^ p);
            if file % 2 == 0 && xor != 0 {
                piles.push(xor);
            }
            write_case(&format!("brute-random-{}", file), &input_for(&piles));
            if file == 1 {
                first = piles;
            }
        }
        // The same case as brute-random-1, CRLF-terminated.
        write_case("crlf-1", &input_for(&first).replace('\n', "\r\n"));
        write_case("layout-1", "5 1\t2\n\n3 4\n 4");
    }

    #[test]
    fn reader_fast_and_careful_paths_agree() {
        let input =
            b"0 9999999999999999999\r\n18446744073709551615\n\n007 12x\t18446744073709551616 -1";
        let mut tokens = Tokens::new(input);
        assert_eq!(tokens.next_u64(), Some(Ok(0)));
        assert_eq!(tokens.next_u64(), Some(Ok(9_999_999_999_999_999_999)));
        assert_eq!(tokens.next_u64(), Some(Ok(u64::MAX))); // 20 digits: the careful path
        assert_eq!(tokens.next_u64(), Some(Ok(7)));
        let not_a_number = "line 4: expected a non-negative integer, found \"12x\"";
        assert_eq!(tokens.next_u64(), Some(Err(not_a_number.to_string())));
        let too_big = "line 4: number \"18446744073709551616\" does not fit in 64 bits";
        assert_eq!(tokens.next_u64(), Some(Err(too_big.to_string())));
        assert_eq!(tokens.next_token(), Some((&b"-1"[..], input.len() - 2)));
        assert_eq!(tokens.line_at(input.len()), 4);
        assert_eq!(tokens.end_line(), 4);
        assert_eq!(tokens.next_u64(), None);
        assert_eq!(tokens.next_token(), None);
        assert_eq!(tokens.expect_u64("x"), Err("line 4: input ends before x".to_string()));
    }
}
