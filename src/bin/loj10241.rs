//! # loj10241 — LibreOJ 10241 "「一本通 6.7 例 1」取石子游戏 1" (the Bash game)
//!
//! Submit in Rust at **LibreOJ 10241** as it is (LibreOJ compiles Rust 2015/2018/2021; that
//! its format is this one is read from copies of the 一本通 statement). The same game as
//! `hdu1846.rs` (HDU takes no Rust), in LibreOJ's format.
//!
//! One pile of N stones. Two players alternate, the first player first; a move takes at least
//! 1 and at most K stones. Whoever takes the last stone wins.
//!
//! **Input** one line `N K` (reported constraints 1 ≤ N ≤ 10^5, 1 ≤ K ≤ N; here any N ≥ 0 and
//! K ≥ 1 that fit in 64 bits). N = 0 is read as normal play: the first player has no move and
//! loses (`2`). K = 0 allows no move at all and is refused.
//! **Output** `1` if the first player wins, `2` if the second player wins.
//!
//! **Theory** (the proof is in the header of `hdu1846.rs`): the player to move loses exactly
//! when K+1 divides N. In short: from a multiple of K+1 every take of 1..K leaves a
//! non-multiple; from a non-multiple, taking N mod (K+1) stones (1..K) leaves a multiple, and
//! afterwards each take of t is answered by K+1−t; 0 stones is a multiple and is lost. When
//! K ≥ N the first player takes everything (the code tests that first, so K+1 never
//! overflows). The tests check the rule against a search of the game for every N, K ≤ 200 and
//! for every N ≤ 10^5 with several K.
//!
//! **Complexity** O(1).

use std::io::{self, Read, Write};

/// Whether the player to move wins with `n` stones left and takes of 1..=`k` (k ≥ 1).
fn first_wins(n: u64, k: u64) -> bool {
    if k >= n {
        n > 0
    } else {
        n % (k + 1) != 0
    }
}

/// Whitespace-separated tokens of the input. Lines are counted only for messages.
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

    /// The offset of the next token, or `None` at the end of the input.
    fn peek_start(&mut self) -> Option<usize> {
        while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        if self.pos < self.bytes.len() {
            Some(self.pos)
        } else {
            None
        }
    }

    /// The next token as a non-negative integer: `None` at the end of the input, else the
    /// number or why the token is not one (with its line).
    fn next_u64(&mut self) -> Option<Result<u64, String>> {
        let start = self.peek_start()?;
        let bytes = self.bytes;
        let mut pos = start;
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
        if ends && pos - start <= 19 {
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

    /// The next number; if the input ends instead, `context()` says where it ended (the
    /// message is built only then, so reading stays fast).
    fn expect_u64<F: FnOnce() -> String>(&mut self, context: F) -> Result<u64, String> {
        match self.next_u64() {
            Some(number) => number,
            None => Err(format!("line {}: input ends {}", self.end_line(), context())),
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

/// A token quoted for a message: escaped, and cut short if long.
fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(&token[..token.len().min(24)]);
    let ellipsis = if token.len() > 24 { "…" } else { "" };
    format!("{:?}{}", text, ellipsis)
}

/// Appends the answer to `out` once N and K are read. Then `Err` with the first problem of
/// the input, or `Ok(Some(warning))` if data follows N and K, or `Ok(None)`.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64(|| "before N, the number of stones".to_string())?;
    let k = tokens.expect_u64(|| "before K, the most stones a move takes".to_string())?;
    if k == 0 {
        return Err(format!(
            "line {}: K must be at least 1 (a move takes 1 to K stones)",
            tokens.line_at(tokens.pos)
        ));
    }
    out.push_str(if first_wins(n, k) { "1\n" } else { "2\n" });
    Ok(tokens
        .peek_start()
        .map(|start| format!("line {}: ignored input after N and K", tokens.line_at(start))))
}

fn report(line: &str) {
    let _ = writeln!(io::stderr(), "loj10241: {}", line);
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        report(&format!("cannot read standard input: {}", e));
        std::process::exit(1);
    }
    let text = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&input);
    let mut answers = String::new();
    let outcome = run(text, &mut answers);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if out.write_all(answers.as_bytes()).and_then(|_| out.flush()).is_err() {
        std::process::exit(1);
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
    use std::fs;
    use std::path::{Path, PathBuf};

    const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/loj10241");

    /// `wins[n]`: the player to move with n stones wins, by the rules alone: some take t in
    /// 1..=k (t ≤ n) leaves the opponent a lost position (0 stones: the opponent took the
    /// last one, so the player to move has lost). To reach n = 10^5 with large k in time,
    /// the lost positions among the last k are counted as the window slides instead of
    /// being looked at one by one; the naive loop is checked against it below.
    fn game_search(max_n: usize, k: usize) -> Vec<bool> {
        let mut wins = vec![false; max_n + 1];
        let mut lost_in_window = 1; // positions n-k..n-1 (clipped at 0) that are lost: 0
        for n in 1..=max_n {
            wins[n] = lost_in_window > 0;
            lost_in_window += usize::from(!wins[n]);
            if n >= k {
                lost_in_window -= usize::from(!wins[n - k]);
            }
        }
        wins
    }

    fn naive_search(max_n: usize, k: usize) -> Vec<bool> {
        let mut wins = vec![false; max_n + 1];
        for n in 1..=max_n {
            wins[n] = (1..=k.min(n)).any(|take| !wins[n - take]);
        }
        wins
    }

    fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
        let mut out = String::new();
        let result = run(input.as_bytes(), &mut out);
        (out, result)
    }

    #[test]
    fn sample() {
        assert_eq!(run_str("23 3\n"), ("1\n".to_string(), Ok(None)));
    }

    #[test]
    fn matches_game_search_for_every_n_k_up_to_200() {
        let mut losses = 0;
        for k in 1..=200usize {
            let wins = game_search(200, k);
            assert_eq!(wins, naive_search(200, k), "the window count, k = {}", k);
            for (n, &win) in wins.iter().enumerate() {
                assert_eq!(first_wins(n as u64, k as u64), win, "n = {}, k = {}", n, k);
                let expected = if win { "1\n" } else { "2\n" };
                assert_eq!(run_str(&format!("{} {}", n, k)), (expected.to_string(), Ok(None)));
                losses += usize::from(!win);
            }
        }
        // Both verdicts occur: the comparison is not against a constant.
        assert!(losses > 400 && losses < 201 * 200 / 2, "{} losses", losses);
    }

    #[test]
    fn matches_game_search_up_to_the_limit() {
        for &k in &[1usize, 2, 4, 99, 316, 50_000, 99_999, 100_000] {
            let wins = game_search(100_000, k);
            for (n, &win) in wins.iter().enumerate() {
                assert_eq!(first_wins(n as u64, k as u64), win, "n = {}, k = {}", n, k);
            }
        }
    }

    #[test]
    fn extreme_values_and_layouts() {
        assert!(first_wins(u64::MAX, u64::MAX));
        assert!(!first_wins(u64::MAX, u64::MAX - 1)); // N = K + 1
        assert!(!first_wins(0, u64::MAX));
        assert!(!first_wins(u64::MAX, 4)); // 5 divides 2^64 - 1
        assert_eq!(run_str("18446744073709551615 2"), ("2\n".to_string(), Ok(None)));
        assert_eq!(run_str("23\r\n3\r\n"), ("1\n".to_string(), Ok(None)));
        assert_eq!(run_str("\n\t23\t\t3"), ("1\n".to_string(), Ok(None)));
        assert_eq!(run_str("0 5\n"), ("2\n".to_string(), Ok(None)));
    }

    #[test]
    fn bad_input_is_reported() {
        let err = |e: &str| (String::new(), Err(e.to_string()));
        assert_eq!(run_str(""), err("line 1: input ends before N, the number of stones"));
        assert_eq!(run_str("\r\n\n"), err("line 1: input ends before N, the number of stones"));
        assert_eq!(
            run_str("23\n\n"),
            err("line 1: input ends before K, the most stones a move takes")
        );
        assert_eq!(
            run_str("23 0"),
            err("line 1: K must be at least 1 (a move takes 1 to K stones)")
        );
        assert_eq!(run_str("23 x"), err("line 1: expected a non-negative integer, found \"x\""));
        assert_eq!(run_str("-23 3"), err("line 1: expected a non-negative integer, found \"-23\""));
        assert_eq!(
            run_str("23\n18446744073709551616"),
            err("line 2: number \"18446744073709551616\" does not fit in 64 bits")
        );
    }

    #[test]
    fn trailing_data_is_ignored_with_a_warning() {
        assert_eq!(
            run_str("23 3\n4 3\n"),
            ("1\n".to_string(), Ok(Some("line 2: ignored input after N and K".to_string())))
        );
        assert_eq!(
            run_str("4 3 junk"),
            ("2\n".to_string(), Ok(Some("line 1: ignored input after N and K".to_string())))
        );
    }

    /// The search's answer for an input file `N K`.
    fn expected_by_search(input: &str) -> String {
        let numbers: Vec<usize> =
            input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
        assert_eq!(numbers.len(), 2, "a well-formed file");
        let (n, k) = (numbers[0], numbers[1]);
        assert!(n <= 1_000_000, "small enough to search");
        if game_search(n, k)[n] { "1\n" } else { "2\n" }.to_string()
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
        assert!(inputs.len() >= 10, "testdata present");
        for input_path in inputs {
            let input = fs::read_to_string(&input_path).unwrap();
            let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
            assert_eq!(expected_by_search(&input), expected, "{:?} against search", input_path);
            assert_eq!(run_str(&input), (expected, Ok(None)), "{:?} against run", input_path);
        }
    }

    /// Writes the testdata (the sample is copied from the statement) from the game search:
    /// `cargo test --release --bin loj10241 -- --ignored write_brute_testdata`.
    #[test]
    #[ignore]
    fn write_brute_testdata() {
        let dir = Path::new(DATA);
        let cases: &[(&str, &str)] = &[
            ("brute-1", "1 1\n"),
            ("brute-2", "2 1\n"),
            ("brute-3", "8 3\n"),
            ("brute-4", "9 3\n"),
            ("brute-5", "7 7\n"),
            ("brute-6", "100 9\n"),
            ("crlf-1", "23 3\r\n"),
            ("large-1", "100000 4\n"),
            ("large-2", "100000 99999\n"),
            ("large-3", "99999 316\n"),
            ("large-4", "100000 100000\n"),
        ];
        for &(name, input) in cases {
            fs::write(dir.join(format!("{}.in", name)), input).unwrap();
            fs::write(dir.join(format!("{}.out", name)), expected_by_search(input)).unwrap();
        }
    }
}
