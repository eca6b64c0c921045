//! # luogu_p7589 — Luogu P7589 "黑白棋（2021 CoE-II B）" (Northcott's game with limited retreats)
//!
//! Submit in Rust as it is: Luogu P7589. (HDU 1730 "Northcott Game" is the same idea without a
//! retreat limit and with another output; HDU takes no Rust.)
//!
//! **Rules.** n horizontal lines each hold one black piece (Alice's) and one white piece (Bob's)
//! at distinct integer x. Alice moves first. A move picks a line and moves the mover's own piece
//! on it either forward (towards the enemy piece, any distance ≥ 1, never onto or past it) or
//! backward (away from it, 1 to d cells; each player may retreat at most k times in the whole
//! game, over all lines together). The plane is unbounded. Whoever cannot move loses.
//!
//! **Input** T, then T cases (the statement puts blank lines between them; any whitespace
//! works here): `n k d`, then n lines `y b w` (the line's y, then the black and the white x).
//! Judge: T ≤ 100, n ≤ 100, k ≤ 100, 1 ≤ d ≤ 20, |y| ≤ 100, |b|, |w| ≤ 1000. Here any 64-bit
//! values are answered, including n = 0, k = 0 and d = 0 (no retreat at all); b = w and a y
//! given twice (four pieces on one line) are refused. **Output** per case `Yes` if Alice wins,
//! else `No`.
//!
//! **Theory.** Let g_i = |b_i − w_i| − 1, the empty cells between the two pieces of line i.
//! Alice wins iff g_1 XOR … XOR g_n ≠ 0; **k and d never matter.**
//! - A forward move on line i lowers g_i to any smaller value: a Nim move on heap g_i. A
//!   retreat raises g_i by 1..d and spends one of the mover's k retreats.
//! - Say the XOR is 0 and P is to move (for XOR ≠ 0 the other player makes it 0 first, by the
//!   Nim move). Whatever P does, the other player Q answers and makes the XOR 0 again, and Q
//!   never retreats: a forward move by P is answered as in Nim; a retreat by P of t cells on
//!   line i is answered by Q moving forward t cells on the same line, restoring every gap.
//!   Each exchange either lowers the sum of the gaps (P forward) or spends one of P's k
//!   retreats, so P runs out of moves after finitely many exchanges, on his own turn: P loses.
//! - So retreats are reversible moves that the winner simply undoes, and the budget k only
//!   bounds how long the game lasts. The one place k matters: with no limit at all (k = ∞) the
//!   loser could retreat for ever and the game would be a draw. d never matters, since the
//!   undoing move forward can be any distance.
//! - Pitfalls: |b − w| instead of |b − w| − 1; branching on k or d; reading line by line and
//!   tripping over the blank lines.
//!
//! The tests prove this against a memoised game search over (gaps, the mover's retreats left,
//! the opponent's retreats left) — a finite acyclic game, since every move lowers the total
//! retreats left or else the sum of the gaps — for every position with n ≤ 3 lines and gaps
//! ≤ 3, each player's own budget 0..=2 (unequal budgets too), and d in 1..=3.
//!
//! **Complexity** O(n) per case (a hash set checks that no y repeats), O(n) memory.

use std::collections::HashSet;
use std::io::{self, Read, Write};

/// The empty cells between a black piece at `b` and a white piece at `w` (b ≠ w).
fn gap(b: i64, w: i64) -> u64 {
    let distance = (i128::from(b) - i128::from(w)).unsigned_abs();
    (distance - 1) as u64 // distance ≤ 2^64 − 1, so this fits
}

/// Whether Alice (to move) wins with these gaps; the retreat budget and distance are irrelevant.
fn alice_wins(gaps: &[u64]) -> bool {
    gaps.iter().fold(0, |xor, &g| xor ^ g) != 0
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

    /// The next token and the offset it starts at, or `None` at the end of the input.
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

    /// The next token as an integer (negative ones only if `signed`), with the offset it
    /// starts at (for `line_at`); `None` at the end of the input.
    fn next_int(&mut self, signed: bool) -> Option<Result<(i128, usize), String>> {
        let (token, start) = self.next_token()?;
        Some(
            parse_int(token, signed)
                .map(|v| (v, start))
                .map_err(|why| format!("line {}: {}", self.line_at(start), why)),
        )
    }
}

/// A decimal integer that fits in 64 bits (u64, or i64 if `signed`), or why the token is not.
fn parse_int(token: &[u8], signed: bool) -> Result<i128, String> {
    let (negative, digits) = match token.split_first() {
        Some((&b'-', rest)) if signed => (true, rest),
        _ => (false, token),
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        let kind = if signed { "an integer" } else { "a non-negative integer" };
        return Err(format!("expected {}, found {}", kind, shown(token)));
    }
    let mut value: i128 = 0;
    for &byte in digits {
        value = value * 10 + i128::from(byte - b'0');
        if value > i128::from(u64::MAX) {
            break;
        }
    }
    let value = if negative { -value } else { value };
    let fits = if signed {
        value >= i128::from(i64::MIN) && value <= i128::from(i64::MAX)
    } else {
        value <= i128::from(u64::MAX)
    };
    if fits {
        Ok(value)
    } else {
        Err(format!("number {} does not fit in 64 bits", shown(token)))
    }
}

/// A token quoted for a message: escaped, and cut short if long.
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
/// if input follows the T cases (it is ignored), or the first problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input); // a UTF-8 BOM
    let mut tokens = Tokens::new(input);
    let count = match tokens.next_int(false) {
        None => {
            return Err(format!(
                "line {}: input ends before the number of cases T",
                tokens.end_line()
            ))
        }
        Some(t) => t?.0 as u64,
    };
    let mut ys: HashSet<i64> = HashSet::new();
    let mut gaps: Vec<u64> = Vec::new(); // grows with the input, never sized by n
    for case in 1..=count {
        // The next number of case `case`, or why there is none.
        let next = |tokens: &mut Tokens, what: &str, signed: bool| match tokens.next_int(signed) {
            Some(number) => number,
            None if what == "n" => Err(format!(
                "line {}: input ends after {} of {} (expected n)",
                tokens.end_line(),
                case - 1,
                counted(count, "case")
            )),
            None => Err(format!(
                "line {}: input ends inside case {} of {} (expected {})",
                tokens.end_line(),
                case,
                count,
                what
            )),
        };
        let n = next(&mut tokens, "n", false)?.0 as u64;
        next(&mut tokens, "k", false)?; // the retreat budget: it does not matter
        next(&mut tokens, "d", false)?; // the retreat distance: it does not matter
        ys.clear();
        gaps.clear();
        for _ in 0..n {
            let (y, start) = next(&mut tokens, "y", true)?;
            let b = next(&mut tokens, "b", true)?.0 as i64;
            let w = next(&mut tokens, "w", true)?.0 as i64;
            if !ys.insert(y as i64) {
                return Err(format!(
                    "line {}: the line y = {} is given twice in case {}",
                    tokens.line_at(start),
                    y,
                    case
                ));
            }
            if b == w {
                return Err(format!(
                    "line {}: the black and the white piece share x = {}",
                    tokens.line_at(start),
                    b
                ));
            }
            gaps.push(gap(b, w));
        }
        out.push_str(if alice_wins(&gaps) { "Yes\n" } else { "No\n" });
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
    let _ = writeln!(io::stderr(), "luogu_p7589: {}", message);
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

    const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/luogu_p7589");

    const SAMPLE: &str = "2\n\n2 0 10\n3 4 8\n7 7 5\n\n3 5 15\n-3 -9 -19\n-7 10 21\n12 12 16\n";

    /// The game itself, with no theory: a position is the gaps (empty cells between the two
    /// pieces of each line), the retreats the mover has left and those the opponent has left.
    /// Every move lowers the total of retreats left, or keeps it and lowers the sum of the
    /// gaps, so no position repeats and a memoised search is exact.
    struct Search {
        d: u64,
        memo: HashMap<(Vec<u64>, u64, u64), bool>,
    }

    impl Search {
        fn new(d: u64) -> Search {
            Search { d, memo: HashMap::new() }
        }

        /// Whether the player to move wins.
        fn mover_wins(&mut self, gaps: &[u64], mine: u64, theirs: u64) -> bool {
            let key = (gaps.to_vec(), mine, theirs);
            if let Some(&known) = self.memo.get(&key) {
                return known;
            }
            let mut next = gaps.to_vec();
            let mut wins = false;
            'lines: for i in 0..gaps.len() {
                for forward in 0..gaps[i] {
                    next[i] = forward; // forward: the gap shrinks to any smaller value
                    if !self.mover_wins(&next, theirs, mine) {
                        wins = true;
                        break 'lines;
                    }
                }
                if mine > 0 {
                    for back in 1..=self.d {
                        next[i] = gaps[i] + back; // a retreat of 1..=d cells
                        if !self.mover_wins(&next, theirs, mine - 1) {
                            wins = true;
                            break 'lines;
                        }
                    }
                }
                next[i] = gaps[i];
            }
            self.memo.insert(key, wins);
            wins
        }
    }

    fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
        let mut out = String::new();
        let result = run(input.as_bytes(), &mut out);
        (out, result)
    }

    #[test]
    fn sample() {
        assert_eq!(run_str(SAMPLE), ("Yes\nNo\n".to_string(), Ok(None)));
        // Sample 1 by game search (sample 2, with k = 5 and d = 15, is too large to search).
        assert!(Search::new(10).mover_wins(&[3, 1], 0, 0));
    }

    /// Every gap vector with `lines` entries in 0..=max.
    fn all_gaps(lines: usize, max: u64) -> Vec<Vec<u64>> {
        let mut all = vec![Vec::new()];
        for _ in 0..lines {
            all = all
                .into_iter()
                .flat_map(|g: Vec<u64>| {
                    (0..=max).map(move |x| {
                        let mut h = g.clone();
                        h.push(x);
                        h
                    })
                })
                .collect();
        }
        all
    }

    #[test]
    fn xor_rule_matches_game_search_for_every_budget_and_distance() {
        let (mut wins, mut losses) = (0, 0);
        for d in 1..=3 {
            let mut search = Search::new(d);
            for lines in 0..=3 {
                for gaps in all_gaps(lines, 3) {
                    // Unequal budgets too: Alice's and Bob's retreats are set separately.
                    for alice in 0..=2 {
                        for bob in 0..=2 {
                            let searched = search.mover_wins(&gaps, alice, bob);
                            assert_eq!(
                                alice_wins(&gaps),
                                searched,
                                "gaps {:?}, retreats {} and {}, d = {}",
                                gaps,
                                alice,
                                bob,
                                d
                            );
                            if searched {
                                wins += 1;
                            } else {
                                losses += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(wins > 1000 && losses > 200, "both verdicts occur: {} {}", wins, losses);
    }

    #[test]
    fn the_distance_is_empty_cells_not_the_difference() {
        // Adjacent pieces: no empty cell, the mover can only retreat.
        let (out, result) = run_str("3 1 0 1\n5 0 1 1 1 1\n0 1 0 1 5 1\n2 0 -2");
        assert_eq!((out.as_str(), result), ("No\nNo\nYes\n", Ok(None)));
        assert!(!Search::new(1).mover_wins(&[0], 2, 2));
        assert!(Search::new(1).mover_wins(&[1], 0, 0));
    }

    #[test]
    fn extreme_values() {
        let input = format!(
            "2\n1 0 0\n0 {} {}\n2 18446744073709551615 3\n1 -5 5\n2 0 10\n",
            i64::MIN,
            i64::MAX
        );
        // gap 2^64 − 2 (non-zero); then gaps 9 and 9.
        assert_eq!(run_str(&input), ("Yes\nNo\n".to_string(), Ok(None)));
        assert_eq!(gap(i64::MIN, i64::MAX), u64::MAX - 1);
        assert_eq!(gap(i64::MAX, i64::MIN), u64::MAX - 1);
    }

    #[test]
    fn layouts_crlf_tabs_flattened_missing_newline() {
        let expected = ("Yes\nNo\n".to_string(), Ok(None));
        assert_eq!(run_str(&SAMPLE.replace('\n', "\r\n")), expected);
        assert_eq!(run_str(&SAMPLE.split_whitespace().collect::<Vec<_>>().join(" ")), expected);
        assert_eq!(run_str(&SAMPLE.replace('\n', "\t\n\n")), expected);
        assert_eq!(run_str(&format!("\u{0feff}{}", SAMPLE)), expected);
    }

    #[test]
    fn bad_input_answers_complete_cases_then_reports() {
        let err = |s: &str| Err(s.to_string());
        assert_eq!(
            run_str(""),
            (String::new(), err("line 1: input ends before the number of cases T"))
        );
        assert_eq!(
            run_str("3\n1 0 1\n0 1 3\n1 0 1\n0 1 2\n"),
            ("Yes\nNo\n".to_string(), err("line 5: input ends after 2 of 3 cases (expected n)"))
        );
        assert_eq!(
            run_str("2\n1 0 1\n0 1 3\n2 0 1\n0 1 4\n1 2"),
            ("Yes\n".to_string(), err("line 6: input ends inside case 2 of 2 (expected w)"))
        );
        assert_eq!(
            run_str("1\n1 0"),
            (String::new(), err("line 2: input ends inside case 1 of 1 (expected d)"))
        );
        assert_eq!(
            run_str("1\n1 0 1\n0 1 3\n\n7\n"),
            ("Yes\n".to_string(), Ok(Some("line 5: ignored input after the 1 case".to_string())))
        );
        assert_eq!(
            run_str("0\n1"),
            (String::new(), Ok(Some("line 2: ignored input after the 0 cases".to_string())))
        );
        assert_eq!(
            run_str("2\n1 0 1\n0 1 3\n1 0 x\n"),
            ("Yes\n".to_string(), err("line 4: expected a non-negative integer, found \"x\""))
        );
        assert_eq!(
            run_str("1\n1 -1 1\n"),
            (String::new(), err("line 2: expected a non-negative integer, found \"-1\""))
        );
        assert_eq!(
            run_str("1\n1 1 1\n0 - 1\n"),
            (String::new(), err("line 3: expected an integer, found \"-\""))
        );
        assert_eq!(
            run_str("1\n1 1 1\n0 9223372036854775808 1\n"),
            (String::new(), err("line 3: number \"9223372036854775808\" does not fit in 64 bits"))
        );
        assert_eq!(
            run_str("1\n1 1 1\n0 -9223372036854775809 1\n"),
            (String::new(), err("line 3: number \"-9223372036854775809\" does not fit in 64 bits"))
        );
        assert_eq!(
            run_str("18446744073709551616\n"),
            (String::new(), err("line 1: number \"18446744073709551616\" does not fit in 64 bits"))
        );
        assert_eq!(
            run_str("2\n1 0 1\n0 1 3\n2 1 1\n4 1 2\n4 7 9\n"),
            ("Yes\n".to_string(), err("line 6: the line y = 4 is given twice in case 2"))
        );
        assert_eq!(
            run_str("1\n1 0 1\n-4 7 7\n"),
            (String::new(), err("line 3: the black and the white piece share x = 7"))
        );
        // Huge counts allocate nothing: the missing data is simply reported.
        assert_eq!(
            run_str("1\n18446744073709551615 1 1\n0 1 3\n"),
            (String::new(), err("line 3: input ends inside case 1 of 1 (expected y)"))
        );
        assert_eq!(
            run_str("18446744073709551615\n0 1 1\n"),
            (
                "No\n".to_string(),
                err("line 2: input ends after 1 of 18446744073709551615 cases (expected n)")
            )
        );
    }

    /// The cases of a well-formed input: (k, d, gaps).
    fn parse_cases(input: &str) -> Vec<(u64, u64, Vec<u64>)> {
        let numbers: Vec<i64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
        let mut at = 1;
        let mut cases = Vec::new();
        for _ in 0..numbers[0] {
            let (n, k, d) = (numbers[at] as usize, numbers[at + 1] as u64, numbers[at + 2] as u64);
            at += 3;
            let gaps =
                (0..n).map(|i| gap(numbers[at + 3 * i + 1], numbers[at + 3 * i + 2])).collect();
            at += 3 * n;
            cases.push((k, d, gaps));
        }
        assert_eq!(at, numbers.len(), "a well-formed file");
        cases
    }

    /// The answers the game search gives for a well-formed input of small cases.
    fn expected_by_search(input: &str) -> String {
        let mut searches: HashMap<u64, Search> = HashMap::new();
        let mut expected = String::new();
        for (k, d, gaps) in parse_cases(input) {
            assert!(gaps.len() <= 3 && k <= 2 && d <= 3 && gaps.iter().all(|&g| g <= 3), "small");
            let search = searches.entry(d).or_insert_with(|| Search::new(d));
            expected.push_str(if search.mover_wins(&gaps, k, k) { "Yes\n" } else { "No\n" });
        }
        expected
    }

    /// The answers for any input by another route: a mex search of one line played forward
    /// only (its Sprague–Grundy values, gaps up to 2^11), XORed over the lines. The retreats are
    /// left out because the game search above proves that they change nothing.
    fn expected_by_grundy(input: &str) -> String {
        let mut grundy: Vec<u64> = Vec::new();
        for g in 0..2048 {
            let mut seen = vec![false; g + 1]; // the values of the moves to gaps 0..g
            for &v in &grundy[..g] {
                seen[v as usize] = true; // v ≤ its gap < g
            }
            grundy.push(seen.iter().position(|&s| !s).unwrap() as u64);
        }
        let mut expected = String::new();
        for (_, _, gaps) in parse_cases(input) {
            let xor = gaps.iter().fold(0, |x, &g| x ^ grundy[g as usize]);
            expected.push_str(if xor != 0 { "Yes\n" } else { "No\n" });
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
    fn testdata_outputs_are_proved_independently() {
        let inputs = case_files();
        assert!(inputs.len() >= 5, "testdata present");
        for input_path in inputs {
            let name = input_path.file_name().unwrap().to_str().unwrap().to_string();
            let input = fs::read_to_string(&input_path).unwrap();
            let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
            if name.starts_with("brute-") {
                assert_eq!(expected_by_search(&input), expected, "{} against game search", name);
            } else if name.starts_with("large-") {
                assert_eq!(expected_by_grundy(&input), expected, "{} against mex search", name);
            }
            assert_eq!(run_str(&input), (expected, Ok(None)), "{} against the solution", name);
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

        fn between(&mut self, low: i64, high: i64) -> i64 {
            low + self.below((high - low + 1) as u64) as i64
        }
    }

    /// A case `n k d` and its lines with the given gaps, at random distinct y, random x and
    /// random orientation, inside the judge's bounds.
    fn write_case(rng: &mut Rng, k: u64, d: u64, gaps: &[u64], newline: &str) -> String {
        let mut text = format!("{} {} {}{}", gaps.len(), k, d, newline);
        let mut ys: Vec<i64> = Vec::new();
        for &g in gaps {
            let mut y = rng.between(-100, 100);
            while ys.contains(&y) {
                y = rng.between(-100, 100);
            }
            ys.push(y);
            let span = g as i64 + 1;
            let left = rng.between(-1000, 1000 - span);
            let (b, w) = if rng.below(2) == 0 { (left, left + span) } else { (left + span, left) };
            text.push_str(&format!("{} {} {}{}", y, b, w, newline));
        }
        text
    }

    fn write_file(name: &str, cases: &[String], newline: &str, expected: &dyn Fn(&str) -> String) {
        // As in the statement: a blank line after T and between two cases.
        let input = format!("{}{}{}{}", cases.len(), newline, newline, cases.join(newline));
        let dir = Path::new(DATA);
        fs::write(dir.join(format!("{}.in", name)), &input).unwrap();
        fs::write(dir.join(format!("{}.out", name)), expected(&input)).unwrap();
    }

    /// Writes the testdata (except the samples):
    /// `cargo test --release --bin luogu_p7589 -- --ignored write_testdata`.
    #[test]
    #[ignore]
    fn write_testdata() {
        let mut rng = Rng(0x7589);
        for (file, only_k0) in [("brute-1", false), ("brute-2", true)].iter() {
            let cases: Vec<String> = (0..100)
                .map(|_| {
                    let n = 1 + rng.below(3) as usize;
                    let gaps: Vec<u64> = (0..n).map(|_| rng.below(4)).collect();
                    let k = if *only_k0 { 0 } else { rng.below(3) };
                    let d = 1 + rng.below(3);
                    write_case(&mut rng, k, d, &gaps, "\n")
                })
                .collect();
            write_file(file, &cases, "\n", &expected_by_search);
        }
        // The largest the judge allows: 100 cases of 100 lines; every other case XORs to 0.
        let cases: Vec<String> = (0..100)
            .map(|case| loop {
                let mut gaps: Vec<u64> = (0..100).map(|_| rng.below(2000)).collect();
                if case % 2 == 1 {
                    gaps[99] = gaps[..99].iter().fold(0, |x, &g| x ^ g);
                    if gaps[99] > 1999 {
                        continue;
                    }
                }
                let (k, d) = (rng.below(101), 1 + rng.below(20));
                break write_case(&mut rng, k, d, &gaps, "\n");
            })
            .collect();
        write_file("large-1", &cases, "\n", &expected_by_grundy);
        let sample = fs::read_to_string(Path::new(DATA).join("sample-1.in")).unwrap();
        fs::write(Path::new(DATA).join("crlf-1.in"), sample.replace('\n', "\r\n")).unwrap();
        fs::write(Path::new(DATA).join("crlf-1.out"), "Yes\nNo\n").unwrap();
    }
}
