//! # textbook_agc017_d — the benchmark's comparison for agc017_d (not a submission)
//!
//! One linear pass, as agc017_d is, so `bench.sh` shows its time and checks its answers but does
//! not ask agc017_d to be twice as fast (docs/performance.md).
//!
//! Game on Tree the way accepted solutions solve it: adjacency lists, then a recursive
//! depth-first search from vertex 1 with g(v) = XOR over the children c of (g(c) + 1) (the
//! colon principle); Alice wins iff g(1) ≠ 0. Same input and output as `agc017_d` (the benchmark
//! checks that the outputs agree), no error handling: it assumes the judge's input. The search
//! runs on a thread with a large stack, so that deep trees do not overflow it; it costs nothing
//! in speed.

use std::io::{self, Read, Write};

fn grundy(v: usize, parent: usize, adjacent: &[Vec<usize>]) -> u64 {
    let mut value = 0;
    for &child in &adjacent[v] {
        if child != parent {
            value ^= grundy(child, v, adjacent) + 1;
        }
    }
    value
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let mut numbers = input.split_ascii_whitespace().map(|t| t.parse::<usize>().expect("number"));
    let n = numbers.next().expect("N");
    let mut adjacent = vec![Vec::new(); n + 1];
    for _ in 1..n {
        let (x, y) = (numbers.next().expect("x"), numbers.next().expect("y"));
        adjacent[x].push(y);
        adjacent[y].push(x);
    }
    let search = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || grundy(1, 0, &adjacent))
        .expect("thread");
    let answer = if search.join().expect("search") != 0 { "Alice\n" } else { "Bob\n" };
    io::stdout().write_all(answer.as_bytes()).expect("write stdout");
}
