//! # agc010_f — AtCoder AGC010 F "Tree Game"
//!
//! Statement: <https://atcoder.jp/contests/agc010/tasks/agc010_f>.
//! Submit in Rust as it is: AtCoder agc010_f (also Luogu AT_agc010_f, a remote judge).
//!
//! A tree on vertices 1..N; vertex i holds A_i stones. Takahashi places a piece on a vertex v
//! of his choice; then Takahashi and Aoki alternate, Takahashi first. A turn removes one stone
//! from the piece's vertex and then moves the piece to an adjacent vertex (moving is
//! compulsory). A player who finds no stone under the piece loses. Which v win for Takahashi?
//!
//! **Input** `N`, then `A_1 … A_N`, then N − 1 edges `a b` (judge: 2 ≤ N ≤ 3000,
//! 0 ≤ A_i ≤ 10^9). Larger N, any counts that fit in 64 bits, and N = 1 (no turn can be
//! completed: an empty line) are answered; a vertex outside 1..N and an edge that closes a
//! cycle (the edges are no tree) are refused.
//! **Output** the winning vertices in increasing order on one line, separated by single
//! spaces; an empty line when there is none (as the statement says under sample 3).
//!
//! **Theory** (only moves to a strictly smaller neighbour matter). Call v *good* when it has
//! a neighbour u with A_u < A_v that is not good. Goodness of v looks only at vertices reached
//! from v along strictly decreasing counts, so it can be decided for all vertices in
//! increasing order of A. Claim: with the piece on v, the player to move wins iff v is good
//! (counts as they are now). Proof, by induction on the stones left; the key fact is that
//! lowering a count that stays ≥ A_x does not change whether x is good.
//! - v good: move to a non-good u with A_u < A_v. Now v holds A_v − 1 ≥ A_u, so u is still
//!   not good, and the opponent loses (induction).
//! - v not good (A_v = 0 included: no turn at all): if you move to a smaller u, u is good and
//!   stays good (v holds A_v − 1 ≥ A_u): you lose. If you move to u with A_u ≥ A_v, then v
//!   (now A_v − 1 < A_u) is a smaller neighbour of u, and v is not good: its smaller
//!   neighbours w (A_w < A_v − 1) were good and still are. So u is good: you lose again.
//!
//! In effect the opponent answers a move to a larger neighbour by coming straight back, and
//! v runs out first. Sample 1 (path 1 – 2 – 3, counts 1 2 3): vertex 1 has no smaller
//! neighbour (not good), 2 has 1 (good), 3's only smaller neighbour 2 is good (so 3 is not
//! good): the answer is `2`. Equal counts never count as smaller; in fact the answer is empty
//! exactly when all counts are equal (else some vertex next to a smallest one is good), as
//! in sample 3.
//! The tests prove the claim against a search of the game itself (the piece and every stone
//! count) on every labelled tree up to 6 vertices with every count vector up to 3 (up to 4
//! for 5 vertices, 5 for 4, 6 for 2 and 3), and on random trees of 7 and 8 vertices.
//!
//! **Complexity** O(N log N) for the sort, then O(N) for the pass over the adjacency lists.
//! Accepted solutions run a search from every vertex, O(N²) (4.5·10^6 steps on a path of
//! 3000); on a tree of 60000 vertices with a falling spine of 25000 (`./bench.sh agc010_f`)
//! they take about 2 s, this file about 15 ms.

use std::io::{self, Read, Write};

/// For each vertex (index 0 for vertex 1): whether Takahashi wins by placing the piece there.
/// `edges` join vertices numbered from 1 and form a tree on 1..=stones.len().
fn winning_vertices(stones: &[u64], edges: &[(u32, u32)]) -> Vec<bool> {
    let n = stones.len();
    let mut neighbours: Vec<Vec<usize>> = vec![Vec::new(); n];
    for &(a, b) in edges {
        let (a, b) = (a as usize - 1, b as usize - 1);
        neighbours[a].push(b);
        neighbours[b].push(a);
    }
    // By increasing count: every strictly smaller neighbour is decided before v.
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_unstable_by_key(|&v| stones[v]);
    let mut good = vec![false; n];
    for v in order {
        good[v] = neighbours[v].iter().any(|&u| stones[u] < stones[v] && !good[u]);
    }
    good
}

/// The index of the first edge that joins two vertices already joined by earlier edges, if
/// any (n vertices from 1). With n − 1 edges and none such, the edges form a tree.
fn first_edge_on_a_cycle(n: usize, edges: &[(u32, u32)]) -> Option<usize> {
    fn root(up: &mut [u32], mut v: usize) -> usize {
        while up[v] as usize != v {
            let grand = up[up[v] as usize];
            up[v] = grand; // path halving
            v = grand as usize;
        }
        v
    }
    let mut up: Vec<u32> = (0..n as u32).collect();
    for (i, &(x, y)) in edges.iter().enumerate() {
        let (a, b) = (root(&mut up, x as usize - 1), root(&mut up, y as usize - 1));
        if a == b {
            return Some(i);
        }
        up[a] = b as u32;
    }
    None
}

/// Whitespace-separated tokens of the input; lines are counted only for error messages.
struct Tokens<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Tokens<'a> {
    /// The tokens of `input`, after its UTF-8 byte-order mark if it has one.
    fn new(input: &'a [u8]) -> Tokens<'a> {
        let bytes = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
        Tokens { bytes, pos: 0 }
    }

    /// The line (from 1) that byte `offset` is on.
    fn line_at(&self, offset: usize) -> usize {
        1 + self.bytes[..offset].iter().filter(|&&b| b == b'\n').count()
    }

    /// The line of the input's last token (1 for blank input): where an incomplete input ends.
    fn end_line(&self) -> usize {
        let end = self.bytes.iter().rposition(|b| !b.is_ascii_whitespace()).map_or(0, |i| i + 1);
        self.line_at(end)
    }

    /// The next token and the offset it starts at, or `None` at the end of the input.
    fn next_token(&mut self) -> Option<(&'a [u8], usize)> {
        let (bytes, pos) = (self.bytes, self.pos);
        let start = pos + bytes[pos..].iter().take_while(|b| b.is_ascii_whitespace()).count();
        let length = bytes[start..].iter().take_while(|b| !b.is_ascii_whitespace()).count();
        self.pos = start + length;
        (length > 0).then(|| (&bytes[start..self.pos], start))
    }

    /// The next token as a non-negative integer: `None` at the end of the input, else the
    /// number or why the token is not one (with its line). Digits are added up as they are
    /// scanned; any other token, and a number near 2^64, is left to `parse_next`.
    fn next_u64(&mut self) -> Option<Result<u64, String>> {
        let bytes = self.bytes;
        let mut start = self.pos;
        while start < bytes.len() && bytes[start].is_ascii_whitespace() {
            start += 1;
        }
        let (mut end, mut value) = (start, 0u64);
        while end < bytes.len() && bytes[end].is_ascii_digit() && value <= (u64::MAX - 9) / 10 {
            value = value * 10 + u64::from(bytes[end] - b'0'); // cannot overflow
            end += 1;
        }
        if start < end && bytes.get(end).map_or(true, |b| b.is_ascii_whitespace()) {
            self.pos = end;
            return Some(Ok(value));
        }
        self.pos = start;
        self.parse_next()
    }

    /// The next token through `parse_u64`, for its message (out of line: `next_u64` stays small).
    #[inline(never)]
    fn parse_next(&mut self) -> Option<Result<u64, String>> {
        let (token, start) = self.next_token()?;
        Some(parse_u64(token).map_err(|why| format!("line {}: {}", self.line_at(start), why)))
    }

    /// The next token as a non-negative integer. If the input ends instead, the error is
    /// "line L: input ends " followed by `context()` (built only then).
    fn expect_u64<F: FnOnce() -> String>(&mut self, context: F) -> Result<u64, String> {
        match self.next_u64() {
            Some(number) => number,
            None => Err(format!("line {}: input ends {}", self.end_line(), context())),
        }
    }
}

/// A decimal u64, or why the token is not one.
fn parse_u64(token: &[u8]) -> Result<u64, String> {
    let mut value: u64 = 0;
    for &byte in token {
        if !byte.is_ascii_digit() {
            return Err(format!("expected a non-negative integer, found {}", shown(token)));
        }
        value = match value.checked_mul(10).and_then(|v| v.checked_add(u64::from(byte - b'0'))) {
            Some(v) => v,
            None => return Err(format!("number {} does not fit in 64 bits", shown(token))),
        };
    }
    Ok(value)
}

/// A token quoted for a message: escaped, and cut short if long.
fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(&token[..token.len().min(24)]);
    let ellipsis = if token.len() > 24 { "…" } else { "" };
    format!("{:?}{}", text, ellipsis)
}

/// "1 case", "2 cases": a count with its noun, singular when it is 1.
fn counted(count: u64, noun: &str) -> String {
    format!("{} {}{}", count, noun, if count == 1 { "" } else { "s" })
}

/// Appends the answer to `out` when the input is complete. Then `Ok(Some(warning))` if input
/// follows the N − 1 edges (it is ignored), or the first problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64(|| "before the number of vertices N".to_string())?;
    if n == 0 {
        return Err(format!(
            "line {}: N = 0: a tree has at least one vertex",
            tokens.line_at(tokens.pos)
        ));
    }
    if n > u64::from(u32::MAX) {
        return Err(format!(
            "line {}: N = {} is beyond this program's limit of {} vertices",
            tokens.line_at(tokens.pos),
            n,
            u32::MAX
        ));
    }
    // No capacity from n: the input itself bounds what is pushed.
    let mut stones: Vec<u64> = Vec::new();
    for i in 1..=n {
        let a = tokens.expect_u64(|| {
            format!("after {} of {} (expected A_{})", i - 1, counted(n, "stone count"), i)
        })?;
        stones.push(a);
    }
    let m = n - 1;
    let mut edges: Vec<(u32, u32)> = Vec::new();
    let mut edge_ends: Vec<usize> = Vec::new(); // where each edge's a ends, for a cycle's line
                                                // A vertex just read (its token ends at tokens.pos), checked to lie in 1..=N.
    let vertex = |v: u64, tokens: &Tokens| {
        if v == 0 || v > n {
            Err(format!(
                "line {}: vertex {} is out of range: the vertices are 1..{}",
                tokens.line_at(tokens.pos),
                v,
                n
            ))
        } else {
            Ok(v as u32)
        }
    };
    for i in 1..=m {
        let a = tokens.expect_u64(|| format!("before edge {} of {}", i, m))?;
        let a = vertex(a, &tokens)?;
        edge_ends.push(tokens.pos);
        let b = tokens.expect_u64(|| format!("inside edge {} of {} (expected b)", i, m))?;
        let b = vertex(b, &tokens)?;
        edges.push((a, b));
    }
    if let Some(i) = first_edge_on_a_cycle(stones.len(), &edges) {
        return Err(format!(
            "line {}: edge {} {} closes a cycle with earlier edges: the edges must form a tree",
            tokens.line_at(edge_ends[i]),
            edges[i].0,
            edges[i].1
        ));
    }
    let good = winning_vertices(&stones, &edges);
    let mut first = true;
    for (v, _) in good.iter().enumerate().filter(|&(_, &wins)| wins) {
        if !first {
            out.push(' ');
        }
        out.push_str(&(v + 1).to_string());
        first = false;
    }
    out.push('\n');
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the {} of the tree",
            tokens.line_at(start),
            counted(m, "edge")
        )
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "agc010_f: {}", message);
}

/// Reads all of stdin, writes the answers of its complete cases, then the warning or the
/// error (exit status 1) that `run` gives. A closed stdout ends it quietly.
fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        report(&format!("cannot read standard input: {}", e));
        std::process::exit(1);
    }
    let mut answers = String::new();
    let outcome = run(&input, &mut answers);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if out.write_all(answers.as_bytes()).and_then(|_| out.flush()).is_err() {
        std::process::exit(1); // stdout is closed: nobody is reading
    }
    match outcome {
        Ok(None) => {}
        Ok(Some(warning)) => report(&format!("warning: {}", warning)),
        Err(message) => {
            report(&message);
            std::process::exit(1);
        }
    }
}

#[cfg(test)]
#[path = "agc010_f/tests.rs"]
mod tests;
