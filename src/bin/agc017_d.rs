//! # agc017_d — AtCoder AGC017 D "Game on Tree" (Green Hackenbush on a tree)
//!
//! Statement: https://atcoder.jp/contests/agc017/tasks/agc017_d. Submit in Rust as it is:
//! AtCoder agc017_d (also Luogu AT_agc017_d, a remote judge).
//! HDU 3094 "A tree game" is the same game in a multi-case format; HDU takes no Rust.
//!
//! A tree on vertices 1..N. Alice and Bob alternate, Alice first. A move deletes one edge; of
//! the two parts, the one without vertex 1 is removed. The player who cannot move (no edge
//! left) loses.
//!
//! **Input** N, then N − 1 edges `x y` in any order and orientation (judge: 2 ≤ N ≤ 100000).
//! N = 1 (no edge: Bob wins) and larger N are answered too; a vertex outside 1..N and an edge
//! that closes a cycle (so the edges do not form a tree) are refused.
//! **Output** `Alice` if Alice wins, otherwise `Bob`.
//!
//! **Theory** (Green Hackenbush grounded at vertex 1; the colon principle). Root the tree at 1.
//! Then g(leaf) = 0 and g(v) = XOR over the children c of v of (g(c) + 1); Alice wins iff
//! g(1) ≠ 0. Proof sketch: the branches at v (an edge v–c with c's subtree below) never
//! interact, so by Sprague–Grundy the value at v is the XOR of the branch values. One branch:
//! cutting the edge v–c leaves nothing (value 0); a move inside c's subtree leaves the edge
//! on top of an option of that subtree, whose value is one more than the option's, by
//! induction on size. The subtree's options take every value below g(c) and never g(c)
//! itself (the mex), so the branch's options include 0 and 1..=g(c) but never g(c) + 1: its
//! value is g(c) + 1. Example: a path of k edges hanging from the root is worth k, a Nim heap.
//! A corollary: g(1) has the parity of the number of edges (each branch adds one edge and
//! flips the parity once), so an even N always means `Alice`; Bob can win only for odd N.
//! The tests prove the rule against a search over the sets of edges still connected to
//! vertex 1 that plays the game itself, on every labelled tree up to 7 vertices (all
//! 1 + 1 + 3 + 16 + 125 + 1296 + 16807 of them, by Prüfer sequences, edges shuffled).
//!
//! **Complexity** O(N log N) time at worst (the tree check), O(N) memory. The value itself
//! takes O(N): no adjacency lists and no search; each vertex keeps its degree and the XOR of
//! its neighbours, and leaves are removed one after another, each adding its value to its
//! parent's (a leaf's XOR is its parent; see `Peeling`). No recursion (a path of 100000
//! vertices would be 100000 levels deep). Before that, a union–find (path halving, O(N log N))
//! checks that the edges form a tree and finds the first edge on a cycle if they do not.

use std::io::{self, Read, Write};

/// g(1) for the graph on vertices 1..=n with the given edges (each vertex from 1), or `None`
/// if the edges do not form a tree on all n vertices (`first_edge_on_a_cycle` then says where).
fn hackenbush_value(n: usize, edges: &[(u32, u32)]) -> Option<u32> {
    let mut tree = Peeling::with_vertices(n);
    for &(x, y) in edges {
        tree.add_edge(x, y);
    }
    tree.value()
}

/// The colon principle without adjacency lists or a search: each vertex keeps only its degree
/// and the XOR of its neighbours. A vertex v ≠ 1 of degree 1 is a leaf, and its XOR is its
/// one neighbour p, its parent (rooted at 1, everything below v is gone already): v is
/// removed and adds g(v) + 1 to g(p), and p may become a leaf in turn.
struct Peeling {
    degree: Vec<u32>,     // indexed by vertex, 1..=n
    neighbours: Vec<u32>, // the XOR of each vertex's neighbours
}

impl Peeling {
    /// No edge yet, on vertices 1..=n.
    fn with_vertices(n: usize) -> Peeling {
        Peeling { degree: vec![0; n + 1], neighbours: vec![0; n + 1] }
    }

    /// Adds the edge x–y (vertices in 1..=n; a loop counts 2 and cancels in the XOR). Fewer
    /// than 2^31 edges in all, or a tree, so that no degree overflows.
    fn add_edge(&mut self, x: u32, y: u32) {
        let (x, y) = (x as usize, y as usize);
        self.degree[x] += 1;
        self.neighbours[x] ^= y as u32;
        self.degree[y] += 1;
        self.neighbours[y] ^= x as u32;
    }

    /// g(1), removing leaves until only vertex 1 is left; `None` if that does not happen
    /// (then the edges are no tree on 1..=n: n − 1 removals remove n − 1 distinct edges, each
    /// joining a removed vertex to one left, which is a tree; a cycle never loses a vertex).
    fn value(mut self) -> Option<u32> {
        let n = self.degree.len() - 1;
        let mut grundy = vec![0u32; n + 1];
        let mut removed = 0;
        for v in 2..=n {
            let mut leaf = v;
            while self.degree[leaf] == 1 && leaf != 1 {
                let parent = self.neighbours[leaf] as usize;
                self.degree[leaf] = 0;
                self.degree[parent] -= 1;
                self.neighbours[parent] ^= leaf as u32;
                grundy[parent] ^= grundy[leaf] + 1;
                removed += 1;
                leaf = parent;
            }
        }
        if removed + 1 == n {
            Some(grundy[1])
        } else {
            None
        }
    }
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
    let m = n - 1;
    // No capacity from n: the input itself bounds how many edges can be pushed.
    let mut edges: Vec<(u32, u32)> = Vec::new();
    let mut edge_ends: Vec<usize> = Vec::new(); // where each edge's x ends, for a cycle's line
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
        let x = tokens.expect_u64(|| format!("before edge {} of {}", i, m))?;
        let x = vertex(x, &tokens)?;
        edge_ends.push(tokens.pos);
        let y = tokens.expect_u64(|| format!("inside edge {} of {} (expected y)", i, m))?;
        let y = vertex(y, &tokens)?;
        edges.push((x, y));
    }
    let n = n as usize; // at most the number of edges read plus one
    if let Some(i) = first_edge_on_a_cycle(n, &edges) {
        return Err(format!(
            "line {}: edge {} {} closes a cycle with earlier edges: the edges must form a tree",
            tokens.line_at(edge_ends[i]),
            edges[i].0,
            edges[i].1
        ));
    }
    // A tree (degrees below N), so the peeling removes every vertex but 1: always `Some`.
    let value = hackenbush_value(n, &edges).unwrap_or(0);
    out.push_str(if value != 0 { "Alice\n" } else { "Bob\n" });
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
    let _ = writeln!(io::stderr(), "agc017_d: {}", message);
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
#[path = "agc017_d/tests.rs"]
mod tests;
