//! # lanqiao_balls — 蓝桥杯 2012 provincial "取球游戏" / "取球博弈" (take 1, 3, 7 or 8)
//!
//! No judge takes Rust for it (the Lanqiao system takes none).
//!
//! A box holds n balls. A and B alternate, A first; a move removes exactly 1, 3, 7 or 8 balls
//! (never more than remain; passing is not allowed). Whoever takes the last ball LOSES.
//! (Not the 2016 problem of the same name, which is a different game.)
//!
//! **Input** a count t, then t starting counts n (judge: t < 100, n < 10000; here any
//! 1 ≤ n < 2^64; n = 0 is refused, as A could not move and nobody would take the last ball).
//! **Output** per n one line: `1` if A wins, `0` if A loses.
//!
//! **Theory.** A dynamic programme over n: the player to move wins with n balls when some
//! take k < n leaves the opponent a lost position; taking k = n (the last ball) loses and
//! k > n is not allowed, so n = 1 is lost. For n ≥ 9 all four takes are legal and none empties
//! the box, so the verdict for n is a fixed function of the 8 verdicts before it. Hence as
//! soon as a window of 8 consecutive verdicts repeats an earlier one, the whole sequence
//! repeats from there on for ever. The code runs the DP until that happens (there are only
//! 2^8 windows) and answers larger n through the period found. It is 15: A loses exactly
//! when n mod 15 is 1, 3, 5 or 7. The tests compare the DP with a game search for n ≤ 200
//! and assert the period, which the code computes rather than assumes.
//!
//! **Complexity** O(1) per case after a DP of about 25 steps; O(input) in all.

use std::io::{self, Read, Write};

const MOVES: [usize; 4] = [1, 3, 7, 8];
const LARGEST_MOVE: usize = 8;

/// The verdicts of the DP up to the first repeated window, and the period they prove.
struct Outcomes {
    /// `wins[n]`: the player to move with n balls wins (index 0 is unused).
    wins: Vec<bool>,
    /// `wins[n + period] == wins[n]` for every n ≥ `start`.
    start: usize,
    period: usize,
}

impl Outcomes {
    fn compute() -> Outcomes {
        let mut wins = vec![false];
        // first_end[w]: where the window of LARGEST_MOVE verdicts w (as bits) first ended.
        let mut first_end = vec![0usize; 1 << LARGEST_MOVE];
        let mut n = 0;
        loop {
            n += 1;
            let win = MOVES.iter().any(|&take| take < n && !wins[n - take]);
            wins.push(win);
            // From n ≥ LARGEST_MOVE on, the window ending at n decides the verdict for n + 1.
            if n >= LARGEST_MOVE {
                let window = wins[n + 1 - LARGEST_MOVE..=n]
                    .iter()
                    .fold(0usize, |bits, &w| bits << 1 | usize::from(w));
                let earlier = first_end[window];
                if earlier != 0 {
                    return Outcomes {
                        wins,
                        start: earlier + 1 - LARGEST_MOVE,
                        period: n - earlier,
                    };
                }
                first_end[window] = n;
            }
        }
    }

    /// Whether A, moving first with `balls` ≥ 1 balls, wins.
    fn first_wins(&self, balls: u64) -> bool {
        let index = if balls < self.wins.len() as u64 {
            balls as usize
        } else {
            self.start + ((balls - self.start as u64) % self.period as u64) as usize
        };
        self.wins[index]
    }
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

/// Appends the answer to every complete case of `input` to `out`. Then `Ok(Some(warning))`
/// if input follows the t cases (it is ignored), or the first problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input); // a UTF-8 BOM
    let outcomes = Outcomes::compute();
    let mut tokens = Tokens::new(input);
    let count = tokens.expect_u64("the number of cases t")?;
    let mut done: u64 = 0;
    while done < count {
        let balls = match tokens.next_u64() {
            Some(balls) => balls?,
            None => {
                return Err(format!(
                    "line {}: input ends after {} of {} (expected n)",
                    tokens.end_line(),
                    done,
                    counted(count, "case")
                ))
            }
        };
        if balls == 0 {
            return Err(format!(
                "line {}: n must be at least 1 (with no balls A cannot move and nobody takes the last ball)",
                tokens.line_at(tokens.pos)
            ));
        }
        out.push_str(if outcomes.first_wins(balls) { "1\n" } else { "0\n" });
        done += 1;
    }
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the {}",
            tokens.line_at(start),
            counted(count, "case")
        )
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "lanqiao_balls: {}", message);
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
    use std::fs;
    use std::path::{Path, PathBuf};

    const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/lanqiao_balls");

    /// Game search by the rules, position by position: `wins[n]` says whether the player to
    /// move with n balls wins (index 0 is not a position anyone moves from). A take must not
    /// exceed the balls left; a take of the last ball loses on the spot; any other take wins
    /// when it leaves the opponent a lost position.
    fn game_search(max_balls: usize) -> Vec<bool> {
        let mut wins = vec![false; max_balls + 1];
        for balls in 1..=max_balls {
            let mut win = false;
            for &take in &[1usize, 3, 7, 8] {
                if take > balls {
                    continue; // not allowed
                }
                let takes_last_ball = take == balls;
                if !takes_last_ball && !wins[balls - take] {
                    win = true;
                }
            }
            wins[balls] = win;
        }
        wins
    }

    /// The least p such that `wins[n + p] == wins[n]` for all n in `from..wins.len() - p`.
    fn least_period_on(wins: &[bool], from: usize) -> usize {
        (1..wins.len() - from)
            .find(|&p| (from..wins.len() - p).all(|n| wins[n] == wins[n + p]))
            .unwrap()
    }

    /// A period of the searched verdicts that provably holds for ever, found independently of
    /// the solution: `(start, period)` with wins[n + period] == wins[n] for every n ≥ start.
    /// For n ≥ 9 all takes are legal and none takes the last ball, so wins[n] is a fixed
    /// function of wins[n-8..n]; a repeat of such a window therefore repeats everything after.
    fn proven_period(wins: &[bool]) -> (usize, usize) {
        let window = |end: usize| &wins[end - 7..=end];
        for i in 9..wins.len() {
            for j in 8..i {
                if window(j) == window(i) {
                    return (j - 7, i - j);
                }
            }
        }
        panic!("no repeated window within the search");
    }

    /// The verdict for any n ≥ 1, from the game search and its proven period.
    fn verdict_by_search(wins: &[bool], balls: u64) -> bool {
        let (start, period) = proven_period(wins);
        let index = if balls < wins.len() as u64 {
            balls as usize
        } else {
            start + ((balls - start as u64) % period as u64) as usize
        };
        wins[index]
    }

    fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
        let mut out = String::new();
        let result = run(input.as_bytes(), &mut out);
        (out, result)
    }

    #[test]
    fn sample() {
        assert_eq!(run_str("4\n1\n2\n10\n18\n"), ("0\n1\n1\n0\n".to_string(), Ok(None)));
    }

    #[test]
    fn dp_matches_game_search_for_every_n_up_to_200() {
        let outcomes = Outcomes::compute();
        let wins = game_search(200);
        for (balls, &win) in wins.iter().enumerate().skip(1) {
            assert_eq!(outcomes.first_wins(balls as u64), win, "n = {}", balls);
        }
        let losses = wins[1..].iter().filter(|&&w| !w).count();
        // Both verdicts occur (n mod 15 in {1, 3, 5, 7}: 13 × 4 up to 195, then 196, 198, 200).
        assert_eq!(losses, 55);
    }

    #[test]
    fn period_is_15_as_computed_by_the_dp() {
        let outcomes = Outcomes::compute();
        assert_eq!(outcomes.period, 15);
        // The DP stops at the first repeated window, so it stays tiny.
        assert!(outcomes.wins.len() < 40, "DP length {}", outcomes.wins.len());

        // The same, independently, from the game search; 15 is also the least period there.
        let wins = game_search(200);
        let (start, period) = proven_period(&wins);
        assert_eq!(period, 15);
        assert_eq!(start, outcomes.start);
        for n in start..=200 - period {
            assert_eq!(wins[n], wins[n + period], "n = {}", n);
        }
        assert_eq!(least_period_on(&wins, start), 15);
        assert_eq!(least_period_on(&wins, 1), 15); // periodic from the very first ball
    }

    #[test]
    fn huge_counts_follow_the_proven_period() {
        let outcomes = Outcomes::compute();
        let wins = game_search(200);
        let mut n: u64 = 9_999;
        while n < u64::MAX / 3 {
            for balls in [n - 1, n, n + 1, n + 7] {
                assert_eq!(
                    outcomes.first_wins(balls),
                    verdict_by_search(&wins, balls),
                    "n = {}",
                    balls
                );
            }
            n = n * 3 + 1;
        }
        for &balls in &[u64::MAX, u64::MAX - 1, u64::MAX - 15, 1 << 63] {
            assert_eq!(
                outcomes.first_wins(balls),
                verdict_by_search(&wins, balls),
                "n = {}",
                balls
            );
        }
    }

    #[test]
    fn layouts() {
        let expected = ("0\n1\n1\n0\n".to_string(), Ok(None));
        assert_eq!(run_str("4\r\n1\r\n2\r\n10\r\n18\r\n"), expected);
        assert_eq!(run_str("4 1 2\t10\n\n18"), expected);
        assert_eq!(run_str("\n\n4\n1\n2\n10\n18"), expected);
        assert_eq!(run_str("0\n"), (String::new(), Ok(None)));
    }

    #[test]
    fn bad_input_answers_complete_cases_then_reports() {
        assert_eq!(
            run_str(""),
            (String::new(), Err("line 1: input ends before the number of cases t".to_string()))
        );
        assert_eq!(
            run_str(" \n\r\n"),
            (String::new(), Err("line 1: input ends before the number of cases t".to_string()))
        );
        assert_eq!(
            run_str("4\n1\n2\n"),
            (
                "0\n1\n".to_string(),
                Err("line 3: input ends after 2 of 4 cases (expected n)".to_string())
            )
        );
        assert_eq!(
            run_str("2\n1\n2\n3\n"),
            ("0\n1\n".to_string(), Ok(Some("line 4: ignored input after the 2 cases".to_string())))
        );
        assert_eq!(
            run_str("1\n"),
            (String::new(), Err("line 1: input ends after 0 of 1 case (expected n)".to_string()))
        );
        assert_eq!(
            run_str("1\n10\n\nx y\n"),
            ("1\n".to_string(), Ok(Some("line 4: ignored input after the 1 case".to_string())))
        );
        // A UTF-8 byte-order mark at the start is skipped; anywhere else it is an error.
        assert_eq!(run_str("\u{0feff}2\n1\n2\n"), ("0\n1\n".to_string(), Ok(None)));
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
            run_str("3\n2\n0\n5\n"),
            (
                "1\n".to_string(),
                Err("line 3: n must be at least 1 (with no balls A cannot move and nobody takes the last ball)"
                    .to_string())
            )
        );
        assert_eq!(
            run_str("3\n2\n1.5\n"),
            (
                "1\n".to_string(),
                Err("line 3: expected a non-negative integer, found \"1.5\"".to_string())
            )
        );
        assert_eq!(
            run_str("1\n123456789012345678901234567890\n"),
            (
                String::new(),
                Err("line 2: number \"123456789012345678901234\"… does not fit in 64 bits"
                    .to_string())
            )
        );
        assert_eq!(
            run_str("18446744073709551615\n2\n"),
            (
                "1\n".to_string(),
                Err("line 2: input ends after 1 of 18446744073709551615 cases (expected n)"
                    .to_string())
            )
        );
    }

    /// The answers the game search (with its proven period beyond) gives for a well-formed file.
    fn expected_by_search(input: &str) -> String {
        let numbers: Vec<u64> =
            input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
        assert_eq!(numbers.len() as u64, 1 + numbers[0], "a well-formed file");
        let wins = game_search(10_000);
        let mut expected = String::new();
        for &balls in &numbers[1..] {
            assert!(balls >= 1);
            expected.push_str(if verdict_by_search(&wins, balls) { "1\n" } else { "0\n" });
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
        assert!(inputs.len() >= 7, "testdata present");
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

    fn input_for(counts: &[u64], newline: &str) -> String {
        let mut input = format!("{}{}", counts.len(), newline);
        for balls in counts {
            input.push_str(&format!("{}{}", balls, newline));
        }
        input
    }

    fn write_case(name: &str, input: &str) {
        let dir = Path::new(DATA);
        fs::write(dir.join(format!("{}.in", name)), input).unwrap();
        fs::write(dir.join(format!("{}.out", name)), expected_by_search(input)).unwrap();
    }

    /// Writes the testdata (except the sample) from the game search:
    /// `cargo test --release --bin lanqiao_balls -- --ignored generate_testdata`.
    #[test]
    #[ignore]
    fn generate_testdata() {
        let small: Vec<u64> = (1..=200).collect();
        write_case("brute-small-all", &input_for(&small, "\n"));

        let mut rng = Rng(0x1378);
        let random: Vec<u64> = (0..99).map(|_| 1 + rng.below(9_999)).collect();
        write_case("brute-random-1", &input_for(&random, "\n"));
        write_case("crlf-1", &input_for(&random, "\r\n"));

        let large: Vec<u64> = (0..100_000).map(|_| 1 + rng.below(9_999)).collect();
        write_case("large-1", &input_for(&large, "\n"));

        let huge =
            [10_000, 10_001, 99_999, 1_000_000_007, 1 << 40, 1 << 63, u64::MAX - 1, u64::MAX];
        let mut beyond: Vec<u64> = huge.to_vec();
        beyond.extend((0..30).map(|_| 10_000 + rng.below(u64::MAX - 10_000)));
        write_case("huge-1", &input_for(&beyond, "\n"));

        write_case("layout-1", "5 1 2\t10\n\n18\r\n  9999");
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
