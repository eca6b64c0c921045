//! # textbook_cf494e — the benchmark's yardstick for cf494e (not a submission)
//!
//! Sharti the way accepted solutions usually solve it: for every power 2^u ≤ k, scale the
//! rectangles down to the cells whose row and column are multiples of 2^u, and find the parity
//! of their union's area with a sweep line and a covered-length segment tree; Hamed wins iff
//! some parity is odd. That is one O(m log m) sweep per bit (up to 30). Same input and output as
//! `cf494e` (the benchmark checks that the outputs agree), no error handling.

use std::io::{self, Read, Write};

/// Cover counts and covered lengths over the segments [xs[i], xs[i+1]).
struct Tree<'a> {
    xs: &'a [u64],
    count: Vec<i32>,
    covered: Vec<u64>,
}

impl Tree<'_> {
    /// Adds `delta` to the cover count of the segments l..r and keeps the covered length.
    fn update(&mut self, node: usize, lo: usize, hi: usize, l: usize, r: usize, delta: i32) {
        if r <= lo || hi <= l {
            return;
        }
        if l <= lo && hi <= r {
            self.count[node] += delta;
        } else {
            let mid = (lo + hi) / 2;
            self.update(2 * node, lo, mid, l, r, delta);
            self.update(2 * node + 1, mid, hi, l, r, delta);
        }
        self.covered[node] = if self.count[node] > 0 {
            self.xs[hi] - self.xs[lo]
        } else if hi - lo == 1 {
            0
        } else {
            self.covered[2 * node] + self.covered[2 * node + 1]
        };
    }
}

/// The parity of the number of cells of the union of `rectangles` (rows a..c, columns b..d).
fn union_area_is_odd(rectangles: &[[u64; 4]]) -> bool {
    if rectangles.is_empty() {
        return false;
    }
    let mut xs: Vec<u64> = Vec::with_capacity(2 * rectangles.len());
    for r in rectangles {
        xs.push(r[1] - 1);
        xs.push(r[3]);
    }
    xs.sort_unstable();
    xs.dedup();
    let mut events = Vec::with_capacity(2 * rectangles.len());
    for &[a, b, c, d] in rectangles {
        let l = xs.binary_search(&(b - 1)).unwrap();
        let r = xs.binary_search(&d).unwrap();
        events.push((a - 1, 1, l, r));
        events.push((c, -1, l, r));
    }
    events.sort_unstable();
    let mut tree = Tree { xs: &xs, count: vec![0; 4 * xs.len()], covered: vec![0; 4 * xs.len()] };
    let mut area: u128 = 0;
    let mut previous = 0;
    for &(row, delta, l, r) in &events {
        area += u128::from(row - previous) * u128::from(tree.covered[1]);
        previous = row;
        tree.update(1, 0, xs.len() - 1, l, r, delta);
    }
    area % 2 == 1
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<u64>().expect("number"));
    let _n = tokens.next().expect("n");
    let m = tokens.next().expect("m") as usize;
    let k = tokens.next().expect("k");
    let rectangles: Vec<[u64; 4]> = (0..m)
        .map(|_| {
            let mut r = [0u64; 4];
            for x in r.iter_mut() {
                *x = tokens.next().expect("corner");
            }
            r
        })
        .collect();
    let mut hamed = false;
    let mut power = 1u64;
    while power <= k && !hamed {
        let scaled: Vec<[u64; 4]> = rectangles
            .iter()
            .map(|&[a, b, c, d]| {
                [(a + power - 1) / power, (b + power - 1) / power, c / power, d / power]
            })
            .filter(|r| r[0] <= r[2] && r[1] <= r[3])
            .collect();
        hamed = union_area_is_odd(&scaled);
        power *= 2;
    }
    let answer = if hamed { "Hamed\n" } else { "Malek\n" };
    io::stdout().write_all(answer.as_bytes()).expect("write stdout");
}
