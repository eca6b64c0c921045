//! # textbook_cses1729 — the benchmark's yardstick for cses1729 (not a submission)
//!
//! Stick Game the way accepted solutions solve it: a `bool` table filled for i = 1 … n, where
//! i is won iff some move p ≤ i leads to a lost i − p, trying the moves in input order and
//! stopping at the first that works. Same input and output as `cses1729` (the benchmark checks
//! that the outputs agree), no error handling: it assumes the judge's input.

use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<usize>().expect("number"));
    let n = tokens.next().expect("n");
    let k = tokens.next().expect("k");
    let moves: Vec<usize> = (0..k).map(|_| tokens.next().expect("p")).collect();
    let mut wins = vec![false; n + 1];
    for i in 1..=n {
        for &p in &moves {
            if p <= i && !wins[i - p] {
                wins[i] = true;
                break;
            }
        }
    }
    let mut out: Vec<u8> = wins[1..].iter().map(|&w| if w { b'W' } else { b'L' }).collect();
    out.push(b'\n');
    io::stdout().write_all(&out).expect("write stdout");
}
