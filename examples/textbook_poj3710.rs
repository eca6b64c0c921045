//! # textbook_poj3710 — the benchmark's comparison for poj3710 (not a submission)
//!
//! One linear pass, as poj3710 is, so `bench.sh` shows its time and checks its answers but does
//! not ask poj3710 to be twice as fast (docs/performance.md).
//!
//! POJ 3710 the way accepted solutions solve it: per sub-tree, adjacency lists of (neighbour,
//! edge id); a recursive depth-first search keeps the path on a stack and marks each edge used
//! as it is crossed, so a used edge back to a visited vertex w closes a polygon: the stack is
//! popped down to w, counting the polygon's edges and removing its other nodes; an odd polygon
//! becomes one leaf edge hung at w, an even one nothing. Then a second recursive search takes
//! the colon principle on what is left: g(v) = (odd polygons at v) XOR over the children c of
//! (g(c) + 1). Sally wins iff the XOR over the sub-trees is non-zero. The search skips the
//! edge it came by (by id, as the accepted solutions that mark edges in pairs do), not the
//! parent vertex, so two parallel edges make a 2-gon, as in `poj3710` and the bench input.
//! Same input and output as `poj3710` (the benchmark checks that the outputs agree), no error
//! handling: it assumes the judge's input. The lists and marks are reused from one sub-tree to
//! the next (cleared, not reallocated), the fastest honest version of the textbook code.

use std::io::{self, Read, Write};

struct Tree {
    adjacent: Vec<Vec<(usize, usize)>>, // (neighbour, edge id)
    visited: Vec<bool>,
    removed: Vec<bool>,
    odd_polygons: Vec<usize>,
    used: Vec<bool>,
    stack: Vec<usize>,
}

impl Tree {
    /// Finds the polygons below v: removes their nodes, counts the odd ones at their hanging
    /// points.
    fn find_polygons(&mut self, v: usize) {
        self.visited[v] = true;
        self.stack.push(v);
        for i in 0..self.adjacent[v].len() {
            let (w, e) = self.adjacent[v][i];
            if self.used[e] {
                continue;
            }
            self.used[e] = true;
            if !self.visited[w] {
                self.find_polygons(w);
            } else {
                let mut edges = 1;
                while *self.stack.last().expect("w on the stack") != w {
                    let u = self.stack.pop().expect("stack");
                    self.removed[u] = true;
                    edges += 1;
                }
                if edges % 2 == 1 {
                    self.odd_polygons[w] += 1;
                }
            }
        }
        if self.stack.last() == Some(&v) {
            self.stack.pop();
        }
    }

    /// The colon principle on the tree left when the polygons are gone.
    fn grundy(&self, v: usize, parent: usize) -> usize {
        let mut value = self.odd_polygons[v] % 2;
        for &(w, _) in &self.adjacent[v] {
            if w != parent && !self.removed[w] {
                value ^= self.grundy(w, v) + 1;
            }
        }
        value
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<usize>().expect("number"));
    let mut tree = Tree {
        adjacent: Vec::new(),
        visited: Vec::new(),
        removed: Vec::new(),
        odd_polygons: Vec::new(),
        used: Vec::new(),
        stack: Vec::new(),
    };
    let mut out = String::new();
    while let Some(count) = tokens.next() {
        let mut xor = 0;
        for _ in 0..count {
            let m = tokens.next().expect("m");
            let k = tokens.next().expect("k");
            for list in tree.adjacent.iter_mut() {
                list.clear();
            }
            tree.adjacent.resize(m + 1, Vec::new());
            tree.visited.clear();
            tree.visited.resize(m + 1, false);
            tree.removed.clear();
            tree.removed.resize(m + 1, false);
            tree.odd_polygons.clear();
            tree.odd_polygons.resize(m + 1, 0);
            tree.used.clear();
            tree.used.resize(k, false);
            tree.stack.clear();
            for e in 0..k {
                let a = tokens.next().expect("a");
                let b = tokens.next().expect("b");
                tree.adjacent[a].push((b, e));
                tree.adjacent[b].push((a, e));
            }
            tree.find_polygons(1);
            xor ^= tree.grundy(1, 0);
        }
        out.push_str(if xor != 0 { "Sally\n" } else { "Harry\n" });
    }
    io::stdout().write_all(out.as_bytes()).expect("write stdout");
}
