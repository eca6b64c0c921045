//! # textbook_abc206_f — the benchmark's yardstick for abc206_f (not a submission)
//!
//! Interval Game 2 the way accepted solutions solve it: per test case a fresh 101 × 101 memo,
//! then a memoised recursion sg(l, r) over stretches [l, r) of the coordinates 1..=100 that
//! scans all N intervals, takes sg(l, L) XOR sg(R, r) for each one inside, and returns the
//! mex; Alice wins iff sg(1, 100) ≠ 0. Same input and output as `abc206_f` (the benchmark
//! checks that the outputs agree), no error handling: it assumes the judge's input.

use std::io::{self, Read, Write};

fn sg(l: usize, r: usize, intervals: &[(usize, usize)], memo: &mut Vec<Vec<usize>>) -> usize {
    if memo[l][r] != usize::MAX {
        return memo[l][r];
    }
    let mut seen = vec![false; intervals.len() + 2];
    for &(a, b) in intervals {
        if l <= a && b <= r {
            let option = sg(l, a, intervals, memo) ^ sg(b, r, intervals, memo);
            if option < seen.len() {
                seen[option] = true;
            }
        }
    }
    let mex = seen.iter().position(|&s| !s).unwrap_or(0);
    memo[l][r] = mex;
    mex
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let mut numbers = input.split_ascii_whitespace().map(|t| t.parse::<usize>().expect("number"));
    let t = numbers.next().expect("T");
    let mut out = String::new();
    for _ in 0..t {
        let n = numbers.next().expect("N");
        let intervals: Vec<(usize, usize)> =
            (0..n).map(|_| (numbers.next().expect("L"), numbers.next().expect("R"))).collect();
        let mut memo = vec![vec![usize::MAX; 101]; 101];
        let value = sg(1, 100, &intervals, &mut memo);
        out.push_str(if value != 0 { "Alice\n" } else { "Bob\n" });
    }
    io::stdout().write_all(out.as_bytes()).expect("write stdout");
}
