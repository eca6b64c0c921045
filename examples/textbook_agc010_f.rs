//! # textbook_agc010_f — the benchmark's yardstick for agc010_f (not a submission)
//!
//! Tree Game the way accepted solutions solve it: adjacency lists, then from every vertex a
//! recursive search that only steps to strictly smaller neighbours: v wins iff some child u
//! with A_u < A_v loses. O(N²) in all (a path with falling counts makes every search long).
//! Same input and output as `agc010_f` (the benchmark checks that the outputs agree), no error
//! handling: it assumes the judge's input. The searches run on a thread with a large stack, so
//! that deep trees do not overflow it.

use std::io::{self, Read, Write};

fn wins(v: usize, parent: usize, stones: &[u64], adjacent: &[Vec<usize>]) -> bool {
    for &u in &adjacent[v] {
        if u != parent && stones[u] < stones[v] && !wins(u, v, stones, adjacent) {
            return true;
        }
    }
    false
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let mut numbers = input.split_ascii_whitespace().map(|t| t.parse::<u64>().expect("number"));
    let n = numbers.next().expect("N") as usize;
    let stones: Vec<u64> = (0..n).map(|_| numbers.next().expect("A")).collect();
    let mut adjacent = vec![Vec::new(); n + 1];
    for _ in 1..n {
        let a = numbers.next().expect("a") as usize - 1;
        let b = numbers.next().expect("b") as usize - 1;
        adjacent[a].push(b);
        adjacent[b].push(a);
    }
    let search = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || {
            let winners: Vec<String> = (0..n)
                .filter(|&v| wins(v, usize::MAX, &stones, &adjacent))
                .map(|v| (v + 1).to_string())
                .collect();
            winners.join(" ")
        })
        .expect("thread");
    let line = search.join().expect("search");
    io::stdout().write_all(format!("{}\n", line).as_bytes()).expect("write stdout");
}
