//! # textbook_cf786a — the benchmark's yardstick for cf786a (not a submission)
//!
//! Berzerk the way accepted solutions solve it: retrograde analysis from the two states with
//! the monster in the hole (lost for the player to move), a breadth-first queue, and for each
//! state a counter of its moves known to lead to won states; the predecessor s steps back is
//! `(y - s + n) % n`, and the queue runs until it is empty. O(n (k1 + k2)). Same input and
//! output as `cf786a` (the benchmark checks that the outputs agree), no error handling: it
//! assumes the judge's input. Flat vectors and a reused queue, the fastest honest version of
//! the textbook loop.

use std::collections::VecDeque;
use std::io::{self, Read, Write};

const UNKNOWN: u8 = 0;
const WIN: u8 = 1;
const LOSE: u8 = 2;

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<usize>().expect("number"));
    let n = tokens.next().expect("n");
    let mut steps = [Vec::new(), Vec::new()];
    for set in steps.iter_mut() {
        let k = tokens.next().expect("k");
        *set = (0..k).map(|_| tokens.next().expect("step")).collect();
    }
    let mut result = [vec![UNKNOWN; n], vec![UNKNOWN; n]];
    let mut count = [vec![0usize; n], vec![0usize; n]];
    let mut queue = VecDeque::new();
    for (who, table) in result.iter_mut().enumerate() {
        table[0] = LOSE;
        queue.push_back((who, 0));
    }
    while let Some((who, pos)) = queue.pop_front() {
        let prev = 1 - who;
        let lost = result[who][pos] == LOSE;
        for &s in &steps[prev] {
            let p = (pos + n - s) % n;
            if p == 0 || result[prev][p] != UNKNOWN {
                continue;
            }
            if lost {
                result[prev][p] = WIN;
                queue.push_back((prev, p));
            } else {
                count[prev][p] += 1;
                if count[prev][p] == steps[prev].len() {
                    result[prev][p] = LOSE;
                    queue.push_back((prev, p));
                }
            }
        }
    }
    let mut out = String::new();
    for table in &result {
        let words: Vec<&str> = table[1..]
            .iter()
            .map(|&r| match r {
                WIN => "Win",
                LOSE => "Lose",
                _ => "Loop",
            })
            .collect();
        out.push_str(&words.join(" "));
        out.push('\n');
    }
    io::stdout().write_all(out.as_bytes()).expect("write stdout");
}
