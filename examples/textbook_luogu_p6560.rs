//! # textbook_luogu_p6560 — the benchmark's yardstick for luogu_p6560 (not a submission)
//!
//! Luogu P6560 the way accepted solutions solve it: build the reverse adjacency lists and the
//! out-degrees once, then for every round run the retrograde analysis from scratch: reset the
//! labels and the counters of unlabelled successors (a copy of the out-degrees), label y and
//! every vertex without out-edges lost, and work through a queue (a predecessor of a lost
//! vertex is won; one of a won vertex loses a counter, lost at 0). O(q(n + m)). Same input and
//! output as `luogu_p6560` (the benchmark checks that the outputs agree), no error handling: it
//! assumes the judge's input. The queue is a reused `Vec` with a head index and the resets are
//! slice copies and fills, the fastest honest version of the textbook loop.

use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<usize>().expect("number"));
    let mut next = || tokens.next().expect("token");
    let (n, m, q) = (next(), next(), next());
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
    let mut out_degree = vec![0usize; n + 1];
    for _ in 0..m {
        let (u, v) = (next(), next());
        preds[v].push(u);
        out_degree[u] += 1;
    }
    // 0: unknown, 1: the mover wins, -1: the mover loses.
    let mut label = vec![0i8; n + 1];
    let mut count = vec![0usize; n + 1];
    let mut queue: Vec<usize> = Vec::with_capacity(n);
    let mut out = String::new();
    for _ in 0..q {
        let (x, y) = (next(), next());
        label.fill(0);
        count.copy_from_slice(&out_degree);
        queue.clear();
        label[y] = -1;
        queue.push(y);
        for v in 1..=n {
            if v != y && out_degree[v] == 0 {
                label[v] = -1;
                queue.push(v);
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let v = queue[head];
            head += 1;
            for &p in &preds[v] {
                if label[p] != 0 {
                    continue;
                }
                if label[v] == -1 {
                    label[p] = 1;
                    queue.push(p);
                } else {
                    count[p] -= 1;
                    if count[p] == 0 {
                        label[p] = -1;
                        queue.push(p);
                    }
                }
            }
        }
        out.push_str(match label[x] {
            1 => "1\n",
            -1 => "-1\n",
            _ => "0\n",
        });
    }
    io::stdout().write_all(out.as_bytes()).expect("write stdout");
}
