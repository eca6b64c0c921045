//! # loj10243 — LibreOJ 10243 "「一本通 6.7 例 3」移棋子游戏" (tokens on a DAG)
//!
//! Statement: https://loj.ac/p/10243
//!
//! Submit in Rust as it is: LibreOJ 10243 (editions 2015/2018/2021). The same problem is
//! AcWing 1319; POJ 2425 / HDU 1524 "A Chess Game" pose the same game in a multi-case format
//! on judges that take no Rust.
//!
//! A directed acyclic graph on vertices 1..N carries K tokens (any number may share a vertex).
//! Two players alternate; a move slides one token along one out-edge of its vertex. The player
//! who cannot move loses; both play optimally. Does the first player win?
//!
//! **Input** `N M K`, then M edges `X Y` (X → Y), then the K tokens' vertices (judge:
//! N ≤ 2000, M ≤ 6000, 1 ≤ K ≤ N). Here any sizes are answered: vertices that no edge touches
//! cost nothing, repeated edges and repeated token vertices are allowed, and M = 0 or K = 0
//! are fine. A vertex outside 1..N and a cycle (the game would not end) are refused.
//! **Output** `win` if the first player wins, otherwise `lose`.
//!
//! **Theory** (Sprague–Grundy on a graph, then a sum of games). One token alone is a game
//! whose positions are the vertices. Give each vertex the value
//! g(v) = mex{ g(w) : v → w } (the least non-negative integer not among the successors'
//! values), computed from the sinks (g = 0) upwards in reverse topological order. The K tokens
//! never interact, so the position is the sum of K one-token games, and the player to move
//! loses exactly when g(p1) ⊕ … ⊕ g(pK) = 0. Proof sketch, by induction along the (finite,
//! acyclic) game: if the XOR is 0, a move changes one g(pi) to a different value (a vertex
//! never reaches its own value, by the mex), so the XOR becomes non-zero; if the XOR X is
//! non-zero, take a token whose g(pi) has X's top bit set; then g(pi) ⊕ X < g(pi), and by
//! the mex some successor has exactly that value: moving there makes the XOR 0. With no
//! move left every token sits on a sink, the XOR is 0 and the player to move has lost.
//! Sample: g(1..6) = 2, 0, 1, 1, 0, 0, tokens on 1, 2, 4, 6: 2 ⊕ 0 ⊕ 1 ⊕ 0 = 3, `win`.
//! Values are not small: a vertex of value g needs successors of values 0..g−1, hence
//! g(g+1)/2 edges below it; M = 6000 allows g = 109 (the testdata reaches it), so the mex
//! scratch is sized by the out-degree, not by a guess. Two tokens on one vertex cancel.
//! The tests prove the rule against a search over token placements that plays the game
//! itself, on every DAG up to 5 vertices with up to 3 tokens and up to 6 vertices with 2.
//!
//! **Complexity** the vertices that edges touch are numbered in sorted order, Kahn's algorithm
//! orders them, each mex costs the out-degree: O(M log M + K log M) time, O(M) memory, for
//! any N. No recursion.

use std::io::{self, Read, Write};

/// The Sprague–Grundy values of a DAG's vertices. Vertices that no edge touches are sinks, of
/// value 0, and are not stored.
struct Graph {
    /// The vertices that some edge touches, sorted; vertex `vertices[i]` has index i.
    vertices: Vec<u64>,
    /// `grundy[i]`: the value of the vertex with index i.
    grundy: Vec<u32>,
}

impl Graph {
    /// The values for the edges `(x, y)` (x → y, vertices from 1), or the index of an edge
    /// that lies on a cycle (the first in the input among those of the cycle found).
    fn from_edges(edges: &[(u64, u64)]) -> Result<Graph, usize> {
        // Numbered in sorted order, so that N may be far beyond the judge's 2000.
        let mut vertices: Vec<u64> = Vec::with_capacity(2 * edges.len());
        for &(x, y) in edges {
            vertices.push(x);
            vertices.push(y);
        }
        vertices.sort_unstable();
        vertices.dedup();
        let count = vertices.len();
        let index = |v: u64| vertices.binary_search(&v).unwrap_or(0);
        let ends: Vec<(usize, usize)> = edges.iter().map(|&(x, y)| (index(x), index(y))).collect();
        // Out-edges in compressed form: successors of v are succ[first[v]..first[v + 1]].
        let mut first = vec![0usize; count + 1];
        let mut in_degree = vec![0usize; count];
        for &(x, y) in &ends {
            first[x + 1] += 1;
            in_degree[y] += 1;
        }
        for v in 0..count {
            first[v + 1] += first[v];
        }
        let mut fill = first.clone();
        let mut succ = vec![0usize; ends.len()];
        for &(x, y) in &ends {
            succ[fill[x]] = y;
            fill[x] += 1;
        }
        // Kahn's algorithm: `order` lists each vertex after all its predecessors.
        let mut order: Vec<usize> = (0..count).filter(|&v| in_degree[v] == 0).collect();
        let mut next = 0;
        while next < order.len() {
            let v = order[next];
            next += 1;
            for &w in &succ[first[v]..first[v + 1]] {
                in_degree[w] -= 1;
                if in_degree[w] == 0 {
                    order.push(w);
                }
            }
        }
        if order.len() < count {
            return Err(edge_on_cycle(&ends, &in_degree));
        }
        // Reverse topological order: every successor's value is known before its vertex's.
        let max_degree = (0..count).map(|v| first[v + 1] - first[v]).max().unwrap_or(0);
        let mut seen = vec![usize::MAX; max_degree + 1]; // seen[g] == v: a successor of v has g
        let mut grundy = vec![0u32; count];
        for &v in order.iter().rev() {
            for &w in &succ[first[v]..first[v + 1]] {
                let g = grundy[w] as usize;
                if g <= max_degree {
                    seen[g] = v;
                }
            }
            let mut mex = 0;
            while seen[mex] == v {
                mex += 1;
            }
            grundy[v] = mex as u32;
        }
        Ok(Graph { vertices, grundy })
    }

    /// g(v) for any vertex v.
    fn grundy_of(&self, v: u64) -> u32 {
        self.vertices.binary_search(&v).map_or(0, |i| self.grundy[i])
    }
}

/// After Kahn's algorithm stopped early, the vertices left (in-degree still positive) each
/// have a predecessor that is left too; walking back along such edges must repeat a vertex,
/// which closes a cycle. Returns the smallest edge index on that cycle.
fn edge_on_cycle(ends: &[(usize, usize)], in_degree: &[usize]) -> usize {
    let mut into = vec![usize::MAX; in_degree.len()]; // an edge into v from a vertex left
    for (e, &(x, y)) in ends.iter().enumerate() {
        if in_degree[x] > 0 && in_degree[y] > 0 && into[y] == usize::MAX {
            into[y] = e;
        }
    }
    let mut step = vec![usize::MAX; in_degree.len()]; // when the walk reached v
    let mut v = (0..in_degree.len()).find(|&v| in_degree[v] > 0).unwrap_or(0);
    let mut walked = 0;
    while step[v] == usize::MAX && into[v] != usize::MAX {
        step[v] = walked;
        walked += 1;
        v = ends[into[v]].0;
    }
    // v is the first vertex met twice: follow the cycle once from it.
    let start = v;
    let mut smallest = into[v];
    loop {
        let e = into[v];
        if e == usize::MAX {
            return smallest.min(ends.len().saturating_sub(1)); // unreachable for a real cycle
        }
        smallest = smallest.min(e);
        v = ends[e].0;
        if v == start {
            return smallest;
        }
    }
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

/// Appends the answer to `out` when the input is complete. Then `Ok(Some(warning))` if input
/// follows the K tokens' vertices (it is ignored), or the first problem with the input.
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.expect_u64(|| "before the number of vertices N".to_string())?;
    let m = tokens.expect_u64(|| "before the number of edges M".to_string())?;
    let k = tokens.expect_u64(|| "before the number of tokens K".to_string())?;
    // No capacity from m: the input itself bounds how many edges can be pushed.
    let mut edges: Vec<(u64, u64)> = Vec::new();
    let mut x_ends: Vec<usize> = Vec::new(); // where each edge's X ends, for a cycle's line
    for i in 1..=m {
        let x = expect_vertex_of(&mut tokens, n, || format!("before edge {} of {}", i, m))?;
        x_ends.push(tokens.pos);
        let y = expect_vertex_of(&mut tokens, n, || {
            format!("inside edge {} of {} (expected Y)", i, m)
        })?;
        edges.push((x, y));
    }
    let graph = match Graph::from_edges(&edges) {
        Ok(graph) => graph,
        Err(e) => {
            return Err(format!(
                "line {}: edge {} -> {} lies on a cycle; the graph must be acyclic",
                tokens.line_at(x_ends[e]),
                edges[e].0,
                edges[e].1
            ));
        }
    };
    let mut xor = 0;
    for i in 1..=k {
        let v = expect_vertex_of(&mut tokens, n, || {
            format!("before the vertex of token {} of {}", i, k)
        })?;
        xor ^= graph.grundy_of(v);
    }
    out.push_str(if xor != 0 { "win\n" } else { "lose\n" });
    Ok(tokens.next_token().map(|(_, start)| {
        format!(
            "line {}: ignored input after the tokens' vertices (K = {})",
            tokens.line_at(start),
            k
        )
    }))
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "loj10243: {}", message);
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

/// The next token as a vertex of 1..=n (`expect_u64`, then the range checked).
fn expect_vertex_of<F: FnOnce() -> String>(
    tokens: &mut Tokens,
    n: u64,
    context: F,
) -> Result<u64, String> {
    let v = tokens.expect_u64(context)?;
    if v == 0 || v > n {
        let range = if n == 0 {
            "N = 0, there are no vertices".to_string()
        } else {
            format!("the vertices are 1..{}", n)
        };
        return Err(format!(
            "line {}: vertex {} is out of range: {}",
            tokens.line_at(tokens.pos),
            v,
            range
        ));
    }
    Ok(v)
}

#[cfg(test)]
#[path = "loj10243/tests.rs"]
mod tests;
