//! # textbook_hdu1536 — the benchmark's yardstick for hdu1536 (not a submission)
//!
//! S-Nim the way accepted solutions solve it: per test case sort S, then for every x up to the
//! largest heap asked clear a `bool` array and mark g(x − s) for each move, and take the first
//! unmarked value (the mex). Same input and output as `hdu1536` (the benchmark checks that the
//! outputs agree), no error handling: it assumes the judge's input. The array is only as large
//! as the mex can get (|S| + 1), the fastest honest version of the textbook loop.

use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<usize>().expect("number"));
    let mut out = String::new();
    while let Some(k) = tokens.next() {
        if k == 0 {
            break;
        }
        let mut set: Vec<usize> = (0..k).map(|_| tokens.next().expect("s")).collect();
        set.sort_unstable();
        let m = tokens.next().expect("m");
        let positions: Vec<Vec<usize>> = (0..m)
            .map(|_| {
                let l = tokens.next().expect("l");
                (0..l).map(|_| tokens.next().expect("h")).collect()
            })
            .collect();
        let max_heap = positions.iter().flatten().copied().max().unwrap_or(0);
        let mut sg = vec![0usize; max_heap + 1];
        let mut seen = vec![false; k + 1];
        for x in 1..=max_heap {
            for flag in seen.iter_mut() {
                *flag = false;
            }
            for &s in &set {
                if s > x {
                    break;
                }
                seen[sg[x - s]] = true;
            }
            sg[x] = seen.iter().position(|&flag| !flag).unwrap_or(k);
        }
        for heaps in &positions {
            let xor = heaps.iter().fold(0, |acc, &h| acc ^ sg[h]);
            out.push(if xor == 0 { 'L' } else { 'W' });
        }
        out.push('\n');
    }
    io::stdout().write_all(out.as_bytes()).expect("write stdout");
}
