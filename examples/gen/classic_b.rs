//! Generators for the classic_b group of binaries (see gen.rs: one function per binary, one line in
//! `GENERATORS`).

#[path = "common.rs"]
mod common;
pub use common::*;

pub const GENERATORS: &[(&str, Generator)] = &[
    ("luogu_p3185", luogu_p3185),
    ("loj10241", loj10241),
    ("loj10242", loj10242),
    ("loj10243", loj10243),
    ("agc017_d", agc017_d),
    ("poj3710", poj3710),
    ("luogu_p8369", luogu_p8369),
    ("luogu_p10501", luogu_p10501),
    ("luogu_p2148", luogu_p2148),
    ("luogu_p1290", luogu_p1290),
    ("poj2484", poj2484),
    ("luogu_p7589", luogu_p7589),
    ("luogu_p4136", luogu_p4136),
    ("luogu_p6560", luogu_p6560),
    ("hdu2516", hdu2516),
    ("luogu_p2599", luogu_p2599),
    // Other maximum-size shapes, proved by the tests; not benchmarked.
    ("luogu_p6560.chain", luogu_p6560_chain),
    ("agc017_d.path", agc017_d_path),
    ("agc017_d.spider", agc017_d_spider),
    ("poj3710.few", poj3710_few),
    ("loj10242.lost", loj10242_lost),
    ("luogu_p10501.all", luogu_p10501_all),
];

/// Luogu P3185 (HNOI2007 splitting game): t = 10 cases of n = 21 bottles of at most 10^4 beans
/// (the limits); a quarter of the bottles are empty, the rest odd or even at random.
pub fn luogu_p3185(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[10]);
    for _ in 0..10 {
        let beans: Vec<u64> =
            (0..21).map(|_| if rng.one_in(4) { 0 } else { rng.range(1, 10_000) }).collect();
        push_line(&mut out, &[21]);
        push_line(&mut out, &beans);
    }
    out
}

/// LibreOJ 10241 (the Bash game): one line `N K` with N = 10^5 (the reported limit) and K random
/// in 1..=N. The input is a single line at any size; the work is O(1).
pub fn loj10241(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[100_000, rng.range(1, 100_000)]);
    out
}

/// LibreOJ 10242 (Nim): N = 5·10^4 piles of 1..=10^5 (the reported limits): the rest 4, 9,
/// 14, 1 (won), then 1, 1, 10^5, 10^5 and pairs of equal piles, shuffled, so that the tests
/// prove it by pairing the piles off and searching the rest.
pub fn loj10242(rng: &mut Rng) -> Vec<u8> {
    loj10242_paired(rng, &[4, 9, 14, 1])
}

/// LibreOJ 10242 as `loj10242` with the rest 1, 2, 4, 7 (lost).
pub fn loj10242_lost(rng: &mut Rng) -> Vec<u8> {
    loj10242_paired(rng, &[1, 2, 4, 7])
}

/// LibreOJ 10242: N = 5·10^4 piles, `rest` and then pairs of equal piles, shuffled.
pub fn loj10242_paired(rng: &mut Rng, rest: &[u64]) -> Vec<u8> {
    let mut piles = rest.to_vec();
    piles.extend_from_slice(&[1, 1, 100_000, 100_000]);
    while piles.len() < 50_000 {
        let size = rng.range(1, 100_000);
        piles.push(size);
        piles.push(size);
    }
    shuffle(rng, &mut piles);
    let mut out = Vec::new();
    push_line(&mut out, &[50_000]);
    push_line(&mut out, &piles);
    out
}

/// LibreOJ 10243 (tokens on a DAG): N = 2000, M = 6000, K = 2000 (the limits). In a hidden
/// topological order the first 110 vertices form a complete DAG (5995 edges: Grundy values up
/// to 109, so a small mex scratch fails), and 5 random backward edges join the rest; labels and
/// edge order are shuffled, and the K tokens are random vertices.
pub fn loj10243(rng: &mut Rng) -> Vec<u8> {
    const N: usize = 2000;
    const M: usize = 6000;
    const COMPLETE: usize = 110;
    let label = distinct(rng, N, 1, N as u64);
    let mut edges: Vec<(u64, u64)> = Vec::with_capacity(M);
    for i in 0..COMPLETE {
        for j in 0..i {
            edges.push((label[i], label[j]));
        }
    }
    while edges.len() < M {
        let (a, b) = (rng.below(N as u64) as usize, rng.below(N as u64) as usize);
        if a > b {
            edges.push((label[a], label[b]));
        }
    }
    shuffle(rng, &mut edges);
    let mut out = Vec::with_capacity(80_000);
    push_line(&mut out, &[N as u64, M as u64, N as u64]);
    for &(from, to) in &edges {
        push_line(&mut out, &[from, to]);
    }
    let tokens: Vec<u64> = (0..N).map(|_| rng.range(1, N as u64)).collect();
    push_line(&mut out, &tokens);
    out
}

/// AtCoder AGC017 D (Green Hackenbush on a tree): N = 10^5 (the limit). From vertex 1 hangs a
/// path of 40000 vertices (a recursive search goes that deep), then 30000 vertices join a random
/// earlier one (a random recursive tree), then the rest come as paths of up to 5000 vertices
/// hung anywhere. The other labels, the edge order and each edge's orientation are random.
pub fn agc017_d(rng: &mut Rng) -> Vec<u8> {
    const N: usize = 100_000;
    let mut label = vec![1u64];
    label.extend(distinct(rng, N - 1, 2, N as u64));
    let mut edges: Vec<(u64, u64)> = Vec::with_capacity(N - 1);
    let mut run_left = 0;
    for v in 1..N {
        let parent = if v < 40_000 {
            v - 1
        } else if v < 70_000 {
            rng.range(0, v as u64 - 1) as usize
        } else if run_left > 0 {
            run_left -= 1;
            v - 1
        } else {
            run_left = rng.range(0, 4999);
            rng.range(0, v as u64 - 1) as usize
        };
        let (a, b) = (label[v], label[parent]);
        edges.push(if rng.one_in(2) { (a, b) } else { (b, a) });
    }
    shuffle(rng, &mut edges);
    let mut out = Vec::with_capacity(1_400_000);
    push_line(&mut out, &[N as u64]);
    for &(a, b) in &edges {
        push_line(&mut out, &[a, b]);
    }
    out
}

/// POJ 3710 Christmas Game: test cases until end of input (about 20 MB), each N = 99 sub-trees
/// (N < 100) of m = 99 nodes (m < 100), in the statement's layout: a random tree (stalks and
/// bushes) with polygons of 3 to 7 edges hung on it, one in eight a 2-gon (parallel edges, likely
/// in the data). With 99 nodes k stays far below its bound of 500. Node 1 is the root; the other
/// labels, the edge order and each edge's orientation are random.
pub fn poj3710(rng: &mut Rng) -> Vec<u8> {
    christmas_trees(rng, TARGET_BYTES)
}

/// POJ 3710 as `poj3710`, but only about 700 KB of cases (each still of the largest size).
pub fn poj3710_few(rng: &mut Rng) -> Vec<u8> {
    christmas_trees(rng, 700_000)
}

/// POJ 3710 cases of N = 99 sub-trees of m = 99 nodes (see `poj3710`) until `bytes`.
pub fn christmas_trees(rng: &mut Rng, bytes: usize) -> Vec<u8> {
    const M: usize = 99;
    let mut out = Vec::with_capacity(bytes + 100_000);
    let mut edges: Vec<(usize, usize)> = Vec::new();
    let mut tree_nodes: Vec<usize> = Vec::new();
    while out.len() < bytes {
        push_line(&mut out, &[99]);
        for _ in 0..99 {
            edges.clear();
            tree_nodes.clear();
            tree_nodes.push(0);
            let mut next = 1;
            while next < M {
                let hang = if rng.one_in(2) {
                    tree_nodes[tree_nodes.len() - 1]
                } else {
                    tree_nodes[rng.range(0, tree_nodes.len() as u64 - 1) as usize]
                };
                let longest = (M - next + 1).min(7) as u64;
                if rng.one_in(3) {
                    let len = if rng.one_in(8) || longest < 3 { 2 } else { rng.range(3, longest) };
                    let mut previous = hang;
                    for _ in 1..len {
                        edges.push((previous, next));
                        previous = next;
                        next += 1;
                    }
                    edges.push((previous, hang));
                } else {
                    edges.push((hang, next));
                    tree_nodes.push(next);
                    next += 1;
                }
            }
            shuffle(rng, &mut edges);
            let mut label = vec![1u64];
            label.extend(distinct(rng, M - 1, 2, M as u64));
            push_line(&mut out, &[M as u64, edges.len() as u64]);
            for &(a, b) in &edges {
                let (a, b) = (label[a], label[b]);
                push_line(&mut out, &if rng.one_in(2) { [a, b] } else { [b, a] });
            }
        }
    }
    out
}

/// Luogu P8369 (POI2000 strips): m = 1000 boards of up to 1000 cells (the limits; the longest is
/// always there), strips of three distinct lengths in 1..=9: short strips are the most work for
/// the Grundy table (every length at most the run is a move).
pub fn luogu_p8369(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &distinct(rng, 3, 1, 9));
    push_line(&mut out, &[1000]);
    push_line(&mut out, &[1000]);
    for _ in 1..1000 {
        push_line(&mut out, &[rng.range(1, 1000)]);
    }
    out
}

/// Luogu P10501 (POJ 2311 cutting game): cases `W H` with 2 <= W, H <= 200 until end of input,
/// about 20 MB (the number of cases is not bounded); the first is 200 × 200.
pub fn luogu_p10501(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(TARGET_BYTES + 100);
    push_line(&mut out, &[200, 200]);
    while out.len() < TARGET_BYTES {
        push_line(&mut out, &[rng.range(2, 200), rng.range(2, 200)]);
    }
    out
}

/// Luogu P2148 (SDOI2009 E&D): T = 20 cases of N = 2·10^4 piles of 1..=2·10^9 (the limits). One
/// pile in four is small (1..=64), so groups take many different values. In the even cases the
/// last group (2^v, 1), worth v, cancels the others when v <= 30 (the XOR is then 0: `NO`).
pub fn luogu_p2148(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(5_000_000);
    push_line(&mut out, &[20]);
    for case in 0..20 {
        let mut piles: Vec<u64> = (0..20_000)
            .map(|_| if rng.one_in(4) { rng.range(1, 64) } else { rng.range(1, 2_000_000_000) })
            .collect();
        // The value of a group (a, b): the number of trailing 1 bits of (a − 1) | (b − 1).
        let value = |pair: &[u64]| ((pair[0] - 1) | (pair[1] - 1)).trailing_ones();
        let rest = piles[..19_998].chunks(2).fold(0, |x, pair| x ^ value(pair));
        if case % 2 == 0 && rest <= 30 {
            piles[19_998] = 1 << rest;
            piles[19_999] = 1;
        }
        push_line(&mut out, &[20_000]);
        push_line(&mut out, &piles);
    }
    out
}

/// Luogu P1290 Euclid's game: C = 6 cases below 2^31 (the limits): the two largest consecutive
/// Fibonacci numbers (the longest forced chain) both ways round, equal values at the top, a
/// value and 1, an exact multiple, and a random pair.
pub fn luogu_p1290(rng: &mut Rng) -> Vec<u8> {
    const TOP: u64 = (1 << 31) - 1;
    let mut out = Vec::new();
    push_line(&mut out, &[6]);
    push_line(&mut out, &[1_836_311_903, 1_134_903_170]);
    push_line(&mut out, &[1_134_903_170, 1_836_311_903]);
    push_line(&mut out, &[TOP, TOP]);
    push_line(&mut out, &[TOP, 1]);
    push_line(&mut out, &[TOP - 1, TOP / 2]);
    push_line(&mut out, &[rng.range(1, TOP), rng.range(1, TOP)]);
    out
}

/// POJ 2484 A Funny Game: one n in 1..=10^6 per line until about 20 MB, then `0` (the number
/// of cases is not bounded). Three lines in four hold n <= 20; the rest one of nine values
/// above 20 (10^6, 999999, 21, 22, 23 and four random), so that the tests can prove every
/// distinct large n by playing the mirror strategy out.
pub fn poj2484(rng: &mut Rng) -> Vec<u8> {
    let mut big: Vec<u64> = vec![1_000_000, 999_999, 21, 22, 23];
    while big.len() < 9 {
        big.push(rng.range(21, 300_020));
    }
    let mut out = Vec::with_capacity(TARGET_BYTES + 100);
    while out.len() < TARGET_BYTES {
        let n = if rng.one_in(4) { big[rng.range(0, 8) as usize] } else { rng.range(1, 20) };
        push_line(&mut out, &[n]);
    }
    out.extend_from_slice(b"0\n");
    out
}

/// Luogu P7589 (Northcott with limited retreats): T = 100 cases of n = 100 lines (the limits),
/// blank lines between cases as in the statement, k in 0..=100, d in 1..=20, distinct y in
/// -100..=100, b != w in -1000..=1000. In every other case the last line's gap is the XOR of the
/// others when it can be (the XOR is then 0: `No`), else random gaps almost never XOR to 0.
pub fn luogu_p7589(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[100]);
    for case in 0..100 {
        out.push(b'\n');
        push_line(&mut out, &[100, rng.range(0, 100), rng.range(1, 20)]);
        let mut gaps = 0;
        for (i, y) in distinct(rng, 100, 0, 200).into_iter().enumerate() {
            let (b, w) = if i == 99 && case % 2 == 0 && gaps <= 1999 {
                let (left, right) = (-1000, -1000 + gaps as i64 + 1);
                if rng.one_in(2) {
                    (left, right)
                } else {
                    (right, left)
                }
            } else {
                let b = rng.range(0, 2000) as i64 - 1000;
                let mut w = b;
                while w == b {
                    w = rng.range(0, 2000) as i64 - 1000;
                }
                (b, w)
            };
            gaps ^= (b - w).unsigned_abs() - 1;
            push_i64(&mut out, y as i64 - 100);
            for value in [b, w] {
                out.push(b' ');
                push_i64(&mut out, value);
            }
            out.push(b'\n');
        }
    }
    out
}

/// Luogu P4136: one n in 1..=10^4 per line until about 20 MB, then `0` (the number of cases is
/// not bounded); the largest and the smallest n come first. Three lines in four hold n <= 7;
/// the rest one of 10000, 1001, 1000, 999, 8 and 9, so that the tests can check the tiling
/// behind each distinct large n.
pub fn luogu_p4136(rng: &mut Rng) -> Vec<u8> {
    const BIG: [u64; 6] = [10_000, 1_001, 1_000, 999, 8, 9];
    let mut out = Vec::with_capacity(TARGET_BYTES + 100);
    push_line(&mut out, &[10_000]);
    push_line(&mut out, &[1]);
    while out.len() < TARGET_BYTES {
        let n = if rng.one_in(4) { BIG[rng.range(0, 5) as usize] } else { rng.range(1, 7) };
        push_line(&mut out, &[n]);
    }
    out.extend_from_slice(b"0\n");
    out
}

/// Luogu P6560 (game on a directed graph): n = 10^5, m = 5·10^5, q = 500 (the limits), with 500
/// different ends y, so each round costs a full retrograde pass. In a hidden order: a path of
/// 40000 vertices ending in a sink (the chain subtask's shape, and labels alternate all along
/// it), a cycle of 10000 and one of 9999, 5000 sinks, and 35000 vertices whose out-edges go
/// anywhere; 2000 self-loops and 5000 repeated path edges. Starts x are often the far end of the
/// path or on a cycle, so a pass cannot stop early. Labels and edge order are shuffled.
pub fn luogu_p6560(rng: &mut Rng) -> Vec<u8> {
    const N: usize = 100_000;
    const M: usize = 500_000;
    const PATH: usize = 40_000;
    const CYCLES: usize = 60_000;
    const SINKS: usize = 95_000;
    let mut edges: Vec<(usize, usize)> = Vec::with_capacity(M);
    for p in 1..PATH {
        edges.push((p - 1, p));
    }
    for (start, end) in [(PATH, 50_000), (50_000, CYCLES - 1)] {
        for p in start..end {
            edges.push((p, if p + 1 == end { start } else { p + 1 }));
        }
    }
    for _ in 0..2000 {
        let p = rng.range(0, SINKS as u64 - 1) as usize;
        edges.push((p, p));
    }
    for _ in 0..5000 {
        let p = rng.range(1, PATH as u64 - 1) as usize;
        edges.push((p - 1, p));
    }
    while edges.len() < M {
        let from = rng.range(CYCLES as u64, SINKS as u64 - 1) as usize;
        edges.push((from, rng.range(0, N as u64 - 1) as usize));
    }
    shuffle(rng, &mut edges);
    let label = distinct(rng, N, 1, N as u64);
    let mut ends = distinct(rng, 100, 1, PATH as u64 - 1);
    ends.extend(distinct(rng, 100, PATH as u64, CYCLES as u64 - 1));
    ends.extend(distinct(rng, 50, SINKS as u64, N as u64 - 1));
    ends.extend(distinct(rng, 250, CYCLES as u64, SINKS as u64 - 1));
    shuffle(rng, &mut ends);
    let mut out = Vec::with_capacity(7_000_000);
    push_line(&mut out, &[N as u64, M as u64, 500]);
    for &(from, to) in &edges {
        push_line(&mut out, &[label[from], label[to]]);
    }
    for &y in &ends {
        let mut x = y;
        while x == y {
            x = match rng.range(0, 2) {
                0 => 0,
                1 => rng.range(PATH as u64, CYCLES as u64 - 1),
                _ => rng.range(0, N as u64 - 1),
            };
        }
        push_line(&mut out, &[label[x as usize], label[y as usize]]);
    }
    out
}

/// HDU 2516 Fibonacci Nim: one n in 2..2^31 per line until about 20 MB, then `0` (the number of
/// cases is not bounded). One in eight is a Fibonacci number (the losing ones, up to the largest
/// below 2^31), one in sixteen is one off a Fibonacci number.
pub fn hdu2516(rng: &mut Rng) -> Vec<u8> {
    const TOP: u64 = (1 << 31) - 1;
    let mut fibonacci = vec![2u64, 3];
    while fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2] <= TOP {
        fibonacci.push(fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2]);
    }
    let last = fibonacci.len() as u64 - 1;
    let mut out = Vec::with_capacity(TARGET_BYTES + 100);
    push_line(&mut out, &[fibonacci[last as usize]]);
    push_line(&mut out, &[TOP]);
    while out.len() < TARGET_BYTES {
        let n = match rng.range(0, 15) {
            0 | 1 => fibonacci[rng.range(0, last) as usize],
            2 => fibonacci[rng.range(1, last) as usize] + rng.range(0, 2) - 1,
            _ => rng.range(2, TOP),
        };
        push_line(&mut out, &[n]);
    }
    out.extend_from_slice(b"0\n");
    out
}

/// Luogu P2599 (ZJOI2009 stones in a row): T = 10 cases of n = 1000 piles of 1..=10^9 (the
/// limits; the work is the O(n²) table). Cases alternate between uniform piles, piles of 1..=6
/// (the table's x − 1 and x + 1 branches), and a mix of both.
pub fn luogu_p2599(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, &[10]);
    for case in 0..10 {
        let piles: Vec<u64> = (0..1000)
            .map(|_| match case % 3 {
                0 => rng.range(1, 1_000_000_000),
                1 => rng.range(1, 6),
                _ if rng.one_in(2) => rng.range(1, 6),
                _ => rng.range(1, 1_000_000_000),
            })
            .collect();
        push_line(&mut out, &[1000]);
        push_line(&mut out, &piles);
    }
    out
}

/// Luogu P10501, every sheet of the judge's range once: W and H in 2..=200 (39601 cases).
pub fn luogu_p10501_all(_rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(300_000);
    for w in 2..=200 {
        for h in 2..=200 {
            push_line(&mut out, &[w, h]);
        }
    }
    out
}

/// AGC017 D, a tree on 1..=n from a parent list over a hidden order (vertex 1 first): other
/// labels shuffled, edges shuffled and randomly oriented.
pub fn agc017_d_tree(rng: &mut Rng, parents: &[usize]) -> Vec<u8> {
    let n = parents.len() + 1;
    let mut label = vec![1u64];
    label.extend(distinct(rng, n - 1, 2, n as u64));
    let mut edges: Vec<(u64, u64)> = Vec::with_capacity(n - 1);
    for (i, &p) in parents.iter().enumerate() {
        let (a, b) = (label[i + 1], label[p]);
        edges.push(if rng.one_in(2) { (a, b) } else { (b, a) });
    }
    shuffle(rng, &mut edges);
    let mut out = Vec::with_capacity(1_400_000);
    push_line(&mut out, &[n as u64]);
    for &(a, b) in &edges {
        push_line(&mut out, &[a, b]);
    }
    out
}

/// AGC017 D, a path of N = 10^5 vertices with vertex 1 at an end (worth 99999: Alice).
pub fn agc017_d_path(rng: &mut Rng) -> Vec<u8> {
    let parents: Vec<usize> = (0..99_999).collect();
    agc017_d_tree(rng, &parents)
}

/// AGC017 D, a spider of 99999 vertices: two arms of 49999 from vertex 1 (Bob wins).
pub fn agc017_d_spider(rng: &mut Rng) -> Vec<u8> {
    let mut parents: Vec<usize> = (0..49_999).collect();
    parents.push(0);
    parents.extend(50_000..99_998);
    agc017_d_tree(rng, &parents)
}

/// Luogu P6560, the tests' other shape at the limits (n = 10^5, m = 5·10^5, q = 500): a chain
/// of 70000 moves with short jumps, a region of cycles with few exits, self-loops, repeated
/// edges, and 9000 vertices that alternate won and lost; 20 ends, so rounds share them.
pub fn luogu_p6560_chain(rng: &mut Rng) -> Vec<u8> {
    fn vertex(rng: &mut Rng, n: usize) -> u32 {
        rng.below(n as u64) as u32
    }
    let n = 100_000u32;
    let mut edges: Vec<(u32, u32)> = Vec::new();
    // Vertices 30000.. form a chain to the sink 99999 with short jumps forward: a path of
    // 70000 moves, and won and lost vertices mixed all along it.
    for u in 30_000..n - 1 {
        edges.push((u, u + 1));
        if rng.below(5) < 2 {
            edges.push((u, (u + 2 + vertex(rng, 50)).min(n - 1)));
        }
    }
    // Vertices 9000..30000 hold many cycles, with a few exits: mostly draws.
    for u in 9_000..30_000 {
        for _ in 0..5 {
            edges.push((u, 9_000 + vertex(rng, 21_000)));
        }
        if rng.below(10) == 0 {
            let exit =
                if rng.below(2) == 0 { vertex(rng, 9_000) } else { 30_000 + vertex(rng, 70_000) };
            edges.push((u, exit));
        }
    }
    // Self-loops (none on the chain: one would turn every loss behind it into a draw) and
    // repeated edges.
    for _ in 0..2_000 {
        let v = vertex(rng, 30_000);
        edges.push((v, v));
    }
    for _ in 0..3_000 {
        let e = edges[rng.below(edges.len() as u64) as usize];
        edges.push(e);
    }
    // Vertices 0..9000 take the rest: each moves only to smaller ones of the other parity
    // (0 is a sink), so even ones are lost and odd ones won until y or a self-loop
    // changes that.
    while edges.len() < 500_000 {
        let u = 1 + vertex(rng, 8_999);
        edges.push((u, vertex(rng, (u as usize + 1) / 2) * 2 + (1 - u % 2)));
    }
    for i in (1..edges.len()).rev() {
        edges.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let ends: Vec<u32> = (0..20)
        .map(|i| match i % 4 {
            0 => vertex(rng, 9_000),
            1 => 9_000 + vertex(rng, 21_000),
            _ => 30_000 + vertex(rng, 70_000),
        })
        .collect();
    let rounds: Vec<(u32, u32)> = (0..500)
        .map(|i| {
            let y = ends[i % ends.len()];
            let mut x = match i % 3 {
                0 => 30_000 + vertex(rng, 100), // far up the chain
                1 => vertex(rng, n as usize),
                _ => (y + n - 1 - vertex(rng, 3)) % n,
            };
            if x == y {
                x = (y + 1) % n;
            }
            (x, y)
        })
        .collect();
    let mut out = Vec::with_capacity(7_000_000);
    push_line(&mut out, &[u64::from(n), edges.len() as u64, rounds.len() as u64]);
    for &(u, v) in edges.iter().chain(&rounds) {
        push_line(&mut out, &[u64::from(u) + 1, u64::from(v) + 1]);
    }
    out
}
