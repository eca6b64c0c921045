//! # textbook_luogu_p4576 — the benchmark's yardstick for luogu_p4576 (not a submission)
//!
//! CQOI2013 棋盘游戏 the way accepted solutions solve it: if the pieces start side by side,
//! `WHITE 1`; otherwise black wins, and a memoised minimax f[turn][moves made][r1][c1][r2][c2]
//! gives the number of moves until black captures (white maximising, black minimising, black
//! moving one or two cells), cut off after 3n moves. Same input and output as `luogu_p4576`
//! (the benchmark checks that the outputs agree), no error handling: it assumes the judge's
//! input. The memo is one flat zeroed array (value + 1 stored, 0 for unknown), the fastest
//! honest version of the textbook search.

use std::io::{self, Read, Write};

const NEVER: i32 = 1 << 20;
const DIRS: [(i32, i32); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

struct Search {
    n: i32,
    cap: i32,
    memo: Vec<i32>,
}

impl Search {
    fn index(&self, turn: i32, step: i32, a: i32, b: i32, c: i32, d: i32) -> usize {
        let n = self.n as usize;
        let mut i = (turn as usize) * (self.cap as usize + 1) + step as usize;
        for &v in &[a, b, c, d] {
            i = i * n + v as usize;
        }
        i
    }

    /// Moves until black captures from here: (a, b) white, (c, d) black, `turn` 0 for white.
    fn dfs(&mut self, turn: i32, step: i32, a: i32, b: i32, c: i32, d: i32) -> i32 {
        if step > self.cap {
            return NEVER;
        }
        if a == c && b == d {
            return if turn == 0 { 0 } else { NEVER };
        }
        let i = self.index(turn, step, a, b, c, d);
        if self.memo[i] != 0 {
            return self.memo[i] - 1;
        }
        let n = self.n;
        let mut best;
        if turn == 0 {
            best = 0;
            for &(dr, dc) in &DIRS {
                let (x, y) = (a + dr, b + dc);
                if x >= 0 && y >= 0 && x < n && y < n {
                    best = best.max(self.dfs(1, step + 1, x, y, c, d));
                }
            }
        } else {
            best = NEVER;
            for &(dr, dc) in &DIRS {
                for k in 1..=2 {
                    let (x, y) = (c + dr * k, d + dc * k);
                    if x >= 0 && y >= 0 && x < n && y < n {
                        best = best.min(self.dfs(0, step + 1, a, b, x, y));
                    }
                }
            }
        }
        let value = (best + 1).min(NEVER);
        self.memo[i] = value + 1;
        value
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let v: Vec<i32> = input.split_ascii_whitespace().map(|t| t.parse().expect("number")).collect();
    let (n, a, b, c, d) = (v[0], v[1] - 1, v[2] - 1, v[3] - 1, v[4] - 1);
    let answer = if (a - c).abs() + (b - d).abs() == 1 {
        "WHITE 1\n".to_string()
    } else {
        let cap = 3 * n;
        let size = 2 * (cap as usize + 1) * (n as usize).pow(4);
        let mut search = Search { n, cap, memo: vec![0; size] };
        format!("BLACK {}\n", search.dfs(0, 0, a, b, c, d))
    };
    io::stdout().write_all(answer.as_bytes()).expect("write stdout");
}
