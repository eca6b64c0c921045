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

/// For every `prefix*.in` of `dir`: its `.out` is what `expected_for` proves and what `run`
/// writes, with no error and no warning. Returns the number of files.
pub fn check_files(
    dir: &str,
    prefix: &str,
    run: Run,
    expected_for: &mut dyn FnMut(&str) -> String,
) -> usize {
    let inputs = case_files(dir, prefix);
    for input_path in &inputs {
        let input = fs::read_to_string(input_path).unwrap();
        let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
        let proof = expected_for(&input);
        assert_eq!(proof, expected, "{:?} against the check", input_path);
        assert_eq!(run_str(run, &input), (expected, Ok(None)), "{:?} against run", input_path);
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
    pub fn below(&mut self, bound: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % bound
    }

    /// Shuffles `values` (Fisher-Yates, drawing from the last place down).
    pub fn shuffle(&mut self, values: &mut [u64]) {
        for i in (1..values.len()).rev() {
            values.swap(i, self.below(i as u64 + 1) as usize);
        }
    }
}
