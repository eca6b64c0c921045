//! Test-only helpers for judge inputs and for the files of testdata/<name>/, shared by the
//! tests of several binaries through `#[path = "../kit/cases.rs"] mod cases;`.
// Each binary's tests use a different part of this file.
#![allow(dead_code)]

use std::fs;
use std::path::{Path, PathBuf};

/// What a binary's `run(input, out)` gives: its output and its result (an error, or an
/// optional warning).
pub type Outcome = (String, Result<Option<String>, String>);

/// A binary's `run`.
pub type Run = fn(&[u8], &mut String) -> Result<Option<String>, String>;

/// `run` on a string.
pub fn run_str(run: Run, input: &str) -> Outcome {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

/// An input of `cases.len()` cases, each its length on one line and its values on the next,
/// lines ended by `newline`.
pub fn input_for(cases: &[Vec<u64>], newline: &str) -> String {
    let mut input = format!("{}{}", cases.len(), newline);
    for values in cases {
        input.push_str(&one_case(values, newline));
    }
    input
}

/// One case: its length on one line and its values on the next.
pub fn one_case(values: &[u64], newline: &str) -> String {
    let text: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    format!("{}{}{}{}", values.len(), newline, text.join(" "), newline)
}

/// The cases of a well-formed input as `input_for` writes it (any whitespace).
pub fn cases_of(input: &str) -> Vec<Vec<u64>> {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut rest = &numbers[1..];
    let mut cases = Vec::new();
    for _ in 0..numbers[0] {
        let n = rest[0] as usize;
        cases.push(rest[1..=n].to_vec());
        rest = &rest[n + 1..];
    }
    assert!(rest.is_empty(), "a well-formed file");
    cases
}

/// The `.in` files of `dir` whose names start with `prefix`, sorted.
pub fn case_files(dir: &str, prefix: &str) -> Vec<PathBuf> {
    let mut inputs: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().map_or(false, |e| e == "in"))
        .filter(|path| path.file_name().unwrap().to_str().unwrap().starts_with(prefix))
        .collect();
    inputs.sort();
    inputs
}

/// For every `prefix*.in` of `dir`: its `.out` is what `expected_for` proves and what the
/// binary writes (`run_str`), with no error and no warning. Returns the number of files.
pub fn check_files(
    dir: &str,
    prefix: &str,
    run_str: &dyn Fn(&str) -> Outcome,
    expected_for: &mut dyn FnMut(&str) -> String,
) -> usize {
    let inputs = case_files(dir, prefix);
    for input_path in &inputs {
        let input = fs::read_to_string(input_path).unwrap();
        let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
        let proof = expected_for(&input);
        assert_eq!(proof, expected, "{:?} against the check", input_path);
        assert_eq!(run_str(&input), (expected, Ok(None)), "{:?} against run", input_path);
    }
    inputs.len()
}

/// Writes `<dir>/<name>.in` and `<dir>/<name>.out`.
pub fn write_case(dir: &str, name: &str, input: &str, expected: &str) {
    let dir = Path::new(dir);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), expected).unwrap();
}

/// xorshift64*: reproducible cases without dependencies.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number below `bound`, as `next() % bound`.
    pub fn below(&mut self, bound: u64) -> u64 {
        self.next() % bound
    }

    /// Shuffles `values` (Fisher-Yates, drawing from the last place down).
    pub fn shuffle(&mut self, values: &mut [u64]) {
        for i in (1..values.len()).rev() {
            values.swap(i, self.below(i as u64 + 1) as usize);
        }
    }
}

/// The words a reader of "T, then each case as n and n values" uses in its messages, e.g.
/// `t`, `test`, `n`, `heap` in "line 1: input ends before t, the number of tests".
pub struct Names {
    pub count: &'static str,
    pub case: &'static str,
    pub n: &'static str,
    pub value: &'static str,
}

/// Bad input for a reader of T cases of n values: every complete case before the problem is
/// answered (`answer` gives a case's output line), then the exact error. With `bom`, a
/// byte-order mark is skipped at the start only.
pub fn check_bad_cases(
    run: Run,
    names: &Names,
    bom: bool,
    answer: &mut dyn FnMut(&[u64]) -> String,
) {
    let (t, case, n, value) = (names.count, names.case, names.n, names.value);
    let err = |out: String, e: String| (out, Err(e));
    let no_t = format!("line 1: input ends before {}, the number of {}s", t, case);
    assert_eq!(run_str(run, ""), err(String::new(), no_t.clone()));
    assert_eq!(run_str(run, " \r\n\t"), err(String::new(), no_t));
    assert_eq!(
        run_str(run, "3\n2\n1 1\n"),
        err(answer(&[1, 1]), format!("line 3: input ends after 1 of 3 {}s (expected {})", case, n))
    );
    assert_eq!(
        run_str(run, "2\n2\n1 1\n2\n1\n\n"),
        err(
            answer(&[1, 1]),
            format!("line 5: input ends inside {} 2 of 2 (expected {} 2 of 2)", case, value)
        )
    );
    assert_eq!(
        run_str(run, "1\n1\n"),
        err(
            String::new(),
            format!("line 2: input ends inside {} 1 of 1 (expected {} 1 of 1)", case, value)
        )
    );
    let bad = |line: u32, found: &str| {
        format!("line {}: expected a non-negative integer, found \"{}\"", line, found)
    };
    assert_eq!(run_str(run, "2\n1\n1\n2\n1 x\n"), err(answer(&[1]), bad(5, "x")));
    assert_eq!(run_str(run, "1\n1\n-1\n"), err(String::new(), bad(3, "-1")));
    assert_eq!(
        run_str(run, "1\n1\n18446744073709551616\n"),
        err(
            String::new(),
            "line 3: number \"18446744073709551616\" does not fit in 64 bits".to_string()
        )
    );
    assert_eq!(run_str(run, "hello"), err(String::new(), bad(1, "hello")));
    if bom {
        assert_eq!(run_str(run, "\u{feff}1\n1\n3\n"), (answer(&[3]), Ok(None)));
        assert_eq!(run_str(run, "1\n\u{feff}1\n3\n"), err(String::new(), bad(2, "\\u{feff}1")));
    }
    // Huge counts are not allocated for: the missing data is simply reported.
    let max = u64::MAX;
    assert_eq!(
        run_str(run, &format!("{}\n2\n1 1\n", max)),
        err(
            answer(&[1, 1]),
            format!("line 3: input ends after 1 of {} {}s (expected {})", max, case, n)
        )
    );
    assert_eq!(
        run_str(run, &format!("1\n{}\n1 1\n", max)),
        err(
            String::new(),
            format!("line 3: input ends inside {} 1 of 1 (expected {} 3 of {})", case, value, max)
        )
    );
}

/// Data after T complete cases: the cases are answered, then one warning.
pub fn check_trailing_cases(run: Run, names: &Names, answer: &mut dyn FnMut(&[u64]) -> String) {
    let case = names.case;
    let warn = |out: String, w: String| (out, Ok(Some(w)));
    assert_eq!(
        run_str(run, "1\n1\n1\n\n1\n1\n"),
        warn(answer(&[1]), format!("line 5: ignored input after the 1 {}", case))
    );
    assert_eq!(
        run_str(run, "2\n1 1 1 2\n1 x"),
        warn(answer(&[1]) + &answer(&[2]), format!("line 3: ignored input after the 2 {}s", case))
    );
    assert_eq!(
        run_str(run, "0 junk"),
        warn(String::new(), format!("line 1: ignored input after the 0 {}s", case))
    );
}

/// Random inputs of numbers ended by a 0 (plain lines mixed with leading zeros, long numbers,
/// CRLF, tabs, blank lines and flattened lines) are answered line by line as the tokens read
/// by `str` say: `answer(n)` is the line for the number n.
pub fn check_zero_ended_layouts(run_str: &dyn Fn(&str) -> Outcome, answer: &dyn Fn(u64) -> String) {
    let numbers = "1 2 3 4 7 10 99 100 1000000 1234567 12345678 999999999999999 \
                   18446744073709551615 007 00 0 03";
    let pieces: Vec<&str> = numbers.split(' ').collect();
    assert_eq!(pieces.len(), 17);
    let blanks = ["\n", "\n", "\n", "\r\n", " ", "\t", "\n\n"];
    let mut rng = Rng(0x9e37);
    for _ in 0..2000 {
        let mut input = String::new();
        for _ in 0..rng.next() % 12 {
            input.push_str(pieces[(rng.next() % 17) as usize]);
            input.push_str(blanks[(rng.next() % 7) as usize]);
        }
        let mut expected = String::new();
        for token in input.split_ascii_whitespace() {
            let n: u64 = token.parse().unwrap();
            if n == 0 {
                break;
            }
            expected.push_str(&answer(n));
        }
        let (out, outcome) = run_str(&input);
        assert_eq!(out, expected, "{:?}", input);
        assert!(outcome.is_ok(), "{:?}", input);
    }
}
