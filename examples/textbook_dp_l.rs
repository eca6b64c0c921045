//! # textbook_dp_l — the benchmark's yardstick for dp_l (not a submission)
//!
//! EDPC L Deque the way accepted solutions solve it: a full (N + 1) × (N + 1) table,
//! dp[i][j] = the mover's best (own − other's) score on a[i..j], filled for i from the right,
//! dp[i][j] = max(a[i] − dp[i + 1][j], a[j − 1] − dp[i][j − 1]). Same input and output as
//! `dp_l` (the benchmark checks that the outputs agree), no error handling: it assumes the
//! judge's input. Of the textbook's loop orders this one, row by row, is the kindest to the
//! cache (the order by length jumps a row at every step).

use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<i64>().expect("number"));
    let n = tokens.next().expect("n") as usize;
    let a: Vec<i64> = (0..n).map(|_| tokens.next().expect("a_i")).collect();
    let mut dp = vec![vec![0i64; n + 1]; n + 1];
    for i in (0..n).rev() {
        for j in i + 1..=n {
            dp[i][j] = (a[i] - dp[i + 1][j]).max(a[j - 1] - dp[i][j - 1]);
        }
    }
    io::stdout().write_all(format!("{}\n", dp[0][n]).as_bytes()).expect("write stdout");
}
