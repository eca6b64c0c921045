use super::*;

#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/classic_b.rs"]
mod max;

use std::fs;
use std::path::PathBuf;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/poj3710");

const SAMPLE: &str = "2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n";

/// One sub-tree: nodes 1..=m (1 the root) and its edges.
type SubTree = (u64, Vec<(u64, u64)>);

/// The game itself on a graph whose edges join vertices below 64: a position is the set
/// of edges still connected to the ground vertex (a bit mask); a move deletes one of them
/// and drops every edge no longer connected to the ground. The player who cannot move
/// loses. Memoised search; no Grundy values, no fusion.
struct Hackenbush {
    ends: Vec<(usize, usize)>,
    ground: usize,
    memo: Vec<u8>, // 0 unknown, 1 lost, 2 won for the player to move
}

impl Hackenbush {
    fn new(ends: &[(usize, usize)], ground: usize) -> Hackenbush {
        assert!(ends.len() <= 22);
        Hackenbush { ends: ends.to_vec(), ground, memo: vec![0; 1 << ends.len()] }
    }

    /// The edges of `set` connected to the ground through edges of `set`.
    fn connected(&self, set: u32) -> u32 {
        let mut reached: u64 = 1 << self.ground;
        let mut kept = 0u32;
        loop {
            let mut grew = false;
            for (e, &(a, b)) in self.ends.iter().enumerate() {
                let touches = (reached >> a | reached >> b) & 1 == 1;
                if set >> e & 1 == 1 && kept >> e & 1 == 0 && touches {
                    reached |= 1 << a | 1 << b;
                    kept |= 1 << e;
                    grew = true;
                }
            }
            if !grew {
                return kept;
            }
        }
    }

    fn wins_from(&mut self, set: u32) -> bool {
        if self.memo[set as usize] != 0 {
            return self.memo[set as usize] == 2;
        }
        let win = (0..self.ends.len())
            .filter(|&e| set >> e & 1 == 1)
            .any(|e| !self.wins_from(self.connected(set & !(1 << e))));
        self.memo[set as usize] = if win { 2 } else { 1 };
        win
    }

    fn first_player_wins(&mut self) -> bool {
        let all = self.connected((1u64 << self.ends.len()).wrapping_sub(1) as u32);
        self.wins_from(all)
    }
}

/// Sally's verdict by game search on a test case: every sub-tree's root is glued to one
/// ground vertex 0, its other nodes get vertices of their own.
fn search(case: &[SubTree]) -> bool {
    let mut ends = Vec::new();
    let mut offset = 0usize;
    for (m, edges) in case {
        let vertex = |v: u64| if v == 1 { 0 } else { offset + v as usize - 1 };
        ends.extend(edges.iter().map(|&(a, b)| (vertex(a), vertex(b))));
        offset += *m as usize - 1;
    }
    assert!(offset < 64, "vertices fit a mask");
    Hackenbush::new(&ends, 0).first_player_wins()
}

/// Sally's verdict by the solution's values (its buffers reused, as in `run`); on the way, the
/// two ways to a sub-tree's value must agree on every sub-tree of at most 128 nodes.
fn solution(case: &[SubTree], workspace: &mut Workspace, bitsets: &mut Bitsets) -> bool {
    let mut xor = 0;
    for (m, edges) in case {
        let value = workspace.value(edges);
        if *m <= 128 {
            assert_eq!(bitsets.value(*m as usize, edges), value, "bitsets on {:?}", edges);
        }
        xor ^= value;
    }
    xor != 0
}

/// xorshift64*: reproducible test cases without dependencies.
struct Rng(u64);

impl Rng {
    fn below(&mut self, bound: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % bound
    }

    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

/// The graph renumbered: node 1 stays the root, the others are permuted; edges shuffled
/// and randomly oriented.
fn scrambled(m: u64, edges: &[(u64, u64)], rng: &mut Rng) -> SubTree {
    let mut label: Vec<u64> = (2..=m).collect();
    rng.shuffle(&mut label);
    let name = |v: u64| if v == 1 { 1 } else { label[v as usize - 2] };
    let mut out: Vec<(u64, u64)> = edges
        .iter()
        .map(|&(a, b)| if rng.below(2) == 0 { (name(a), name(b)) } else { (name(b), name(a)) })
        .collect();
    rng.shuffle(&mut out);
    (m, out)
}

/// The labelled tree on 1..=n with Prüfer sequence `code` (n − 2 labels from 1..=n).
fn pruefer_tree(n: usize, code: &[usize]) -> Vec<(u64, u64)> {
    let mut degree = vec![1usize; n + 1];
    for &v in code {
        degree[v] += 1;
    }
    let mut edges = Vec::new();
    for &v in code {
        let leaf = (1..=n).find(|&u| degree[u] == 1).unwrap();
        edges.push((leaf as u64, v as u64));
        degree[leaf] -= 1;
        degree[v] -= 1;
    }
    let last: Vec<usize> = (1..=n).filter(|&u| degree[u] == 1).collect();
    if n >= 2 {
        edges.push((last[0] as u64, last[1] as u64));
    }
    edges
}

/// Every labelled tree on 1..=n.
fn every_tree(n: usize) -> Vec<Vec<(u64, u64)>> {
    let count = (0..n.saturating_sub(2)).fold(1usize, |c, _| c * n);
    (0..count)
        .map(|mut index| {
            let code: Vec<usize> = (0..n.saturating_sub(2))
                .map(|_| {
                    let v = 1 + index % n;
                    index /= n;
                    v
                })
                .collect();
            pruefer_tree(n, &code)
        })
        .collect()
}

/// The tree with a polygon of `length` edges hung at each (node, length) of `polygons`:
/// the polygon's other nodes are new. Length 2 is a pair of parallel edges.
fn with_polygons(n: u64, tree: &[(u64, u64)], polygons: &[(u64, u64)]) -> SubTree {
    let mut edges = tree.to_vec();
    let mut m = n;
    for &(at, length) in polygons {
        let mut previous = at;
        for _ in 1..length {
            m += 1;
            edges.push((previous, m));
            previous = m;
        }
        edges.push((previous, at));
    }
    (m, edges)
}

/// `run` on the input: the answers and the outcome.
fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let outcome = run(input.as_bytes(), &mut out);
    (out, outcome)
}

#[test]
fn sample() {
    assert_eq!(run_str(SAMPLE), ("Sally\n".to_string(), Ok(None)));
    let case = parse(SAMPLE);
    assert_eq!(case.len(), 1);
    assert!(search(&case[0]));
    let mut workspace = Workspace::default();
    assert_eq!(workspace.value(&case[0][0].1), 1);
    assert_eq!(workspace.value(&case[0][1].1), 2);
}

/// Compares the solution with the search on each case; returns the verdict counts.
fn compare(cases: &[Vec<SubTree>]) -> [usize; 2] {
    let mut verdicts = [0; 2];
    let (mut workspace, mut bitsets) = (Workspace::default(), Bitsets::new());
    for case in cases {
        let truth = search(case);
        assert_eq!(solution(case, &mut workspace, &mut bitsets), truth, "{:?}", case);
        verdicts[truth as usize] += 1;
    }
    verdicts
}

#[test]
fn every_tree_up_to_7_vertices() {
    let mut rng = Rng(3710);
    let mut cases = Vec::new();
    for n in 1..=7 {
        for tree in every_tree(n) {
            cases.push(vec![scrambled(n as u64, &tree, &mut rng)]);
        }
    }
    assert_eq!(cases.len(), 18249);
    let verdicts = compare(&cases);
    assert!(verdicts[0] > 2000 && verdicts[1] > 2000, "{:?}", verdicts);
}

/// Every tree up to 4 vertices with up to two polygons of 2..=5 edges, hung at any
/// nodes (the same node twice too); each alone and next to a second sub-tree (one edge),
/// which flips the verdict exactly when the first is worth 0 or 1.
#[test]
fn every_statement_layout_with_up_to_two_polygons() {
    let mut rng = Rng(2);
    let mut cases = Vec::new();
    for n in 1..=4u64 {
        let mut hangings: Vec<Vec<(u64, u64)>> = vec![Vec::new()];
        let spots: Vec<(u64, u64)> =
            (1..=n).flat_map(|v| (2..=5).map(move |length| (v, length))).collect();
        for (i, &one) in spots.iter().enumerate() {
            hangings.push(vec![one]);
            for &two in &spots[i..] {
                hangings.push(vec![one, two]);
            }
        }
        for tree in every_tree(n as usize) {
            for polygons in &hangings {
                let (m, edges) = with_polygons(n, &tree, polygons);
                let sub_tree = scrambled(m, &edges, &mut rng);
                cases.push(vec![sub_tree.clone()]);
                cases.push(vec![sub_tree, (2, vec![(2, 1)])]);
            }
        }
    }
    assert!(cases.len() > 4000, "{}", cases.len());
    let verdicts = compare(&cases);
    assert!(verdicts[0] > 500 && verdicts[1] > 2000, "{:?}", verdicts);
}

/// Every multigraph (loops and parallel edges allowed) on nodes 1..=4 with up to 6
/// edges, as a multiset of node pairs; node 1 is the root.
#[test]
fn every_multigraph_on_4_nodes_with_up_to_6_edges() {
    let pairs: Vec<(u64, u64)> = (1..=4).flat_map(|a| (a..=4).map(move |b| (a, b))).collect();
    let mut cases = Vec::new();
    let mut chosen: Vec<usize> = Vec::new();
    // Multisets as non-decreasing index lists, generated in order.
    fn grow(
        chosen: &mut Vec<usize>,
        pairs: &[(u64, u64)],
        cases: &mut Vec<Vec<SubTree>>,
        rng: &mut Rng,
    ) {
        let edges: Vec<(u64, u64)> = chosen.iter().map(|&i| pairs[i]).collect();
        cases.push(vec![scrambled(4, &edges, rng)]);
        if chosen.len() == 6 {
            return;
        }
        let from = chosen.last().map_or(0, |&i| i);
        for i in from..pairs.len() {
            chosen.push(i);
            grow(chosen, pairs, cases, rng);
            chosen.pop();
        }
    }
    grow(&mut chosen, &pairs, &mut cases, &mut Rng(4));
    assert_eq!(cases.len(), 8008);
    let verdicts = compare(&cases);
    assert!(verdicts[0] > 1000 && verdicts[1] > 1000, "{:?}", verdicts);
}

/// A random multigraph sub-tree: `m` nodes, `k` edges, loops and parallel edges allowed;
/// with `connected`, a random tree comes first so that every node hangs from the root.
fn random_sub_tree(m: u64, k: usize, connected: bool, rng: &mut Rng) -> SubTree {
    let mut edges = Vec::new();
    if connected {
        for v in 2..=m {
            edges.push((v, 1 + rng.below(v - 1)));
        }
    }
    while edges.len() < k {
        let a = 1 + rng.below(m);
        let b = if rng.below(8) == 0 { a } else { 1 + rng.below(m) };
        edges.push((a, b));
    }
    scrambled(m, &edges, rng)
}

#[test]
fn random_multigraphs_of_up_to_12_edges_in_up_to_three_sub_trees() {
    let mut rng = Rng(16);
    let cases: Vec<Vec<SubTree>> = (0..1000)
        .map(|_| {
            let parts = 1 + rng.below(3) as usize;
            (0..parts)
                .map(|_| {
                    let m = 1 + rng.below(12 / parts as u64 - 1);
                    let k = (m as usize - 1) + rng.below(12 / parts as u64 - m + 2) as usize;
                    random_sub_tree(m, k.min(12 / parts), rng.below(4) != 0, &mut rng)
                })
                .collect()
        })
        .collect();
    let verdicts = compare(&cases);
    assert!(verdicts[0] > 300 && verdicts[1] > 300, "{:?}", verdicts);
    // The same values when nodes carry huge numbers (sorted numbering instead of direct).
    let mut workspace = Workspace::default();
    for (_, edges) in cases.iter().flatten() {
        let far = |v: u64| if v == 1 { 1 } else { v << 40 };
        let renamed: Vec<(u64, u64)> = edges.iter().map(|&(a, b)| (far(a), far(b))).collect();
        let direct = workspace.value(edges);
        assert_eq!(workspace.value(&renamed), direct, "{:?}", edges);
    }
}

/// Sub-trees of 95 to 200 nodes, by `Workspace::value`, `Bitsets::value` (up to 128 nodes, and
/// with m = 128 for the smaller: nodes cut off) and `run`, against the plain fusion of the
/// tests; trees with few extra edges, so that bridges and cycles both occur.
#[test]
fn sub_trees_of_95_to_200_nodes_match_the_plain_fusion() {
    let mut rng = Rng(0x3710_0128);
    let mut verdicts = [0; 2];
    let (mut workspace, mut bitsets) = (Workspace::default(), Bitsets::new());
    for &n in &[95u64, 98, 99, 127, 128, 129, 200] {
        for extra in 0..12 {
            let (m, edges) = random_sub_tree(n, n as usize - 1 + extra, true, &mut rng);
            let expected = plain_value(&edges);
            assert_eq!(workspace.value(&edges), expected, "{:?}", edges);
            if m <= 128 {
                assert_eq!(bitsets.value(m as usize, &edges), expected, "{:?}", edges);
                assert_eq!(bitsets.value(128, &edges), expected, "{:?}", edges);
            }
            let mut input = format!("1\n{} {}\n", m, edges.len());
            for &(a, b) in &edges {
                input.push_str(&format!("{} {}\n", a, b));
            }
            let answer = if expected != 0 { "Sally\n" } else { "Harry\n" };
            assert_eq!(run_str(&format!("{}{}", input, input)), (answer.repeat(2), Ok(None)));
            verdicts[usize::from(expected != 0)] += 1;
        }
    }
    assert!(verdicts[0] >= 3 && verdicts[1] >= 3, "both verdicts occur: {:?}", verdicts);
}

#[test]
fn layouts_crlf_tabs_flattened_missing_newline_bom_huge_nodes() {
    let expected = ("Sally\nSally\n".to_string(), Ok(None));
    let twice = format!("{}{}", SAMPLE, SAMPLE);
    assert_eq!(run_str(&twice.replace('\n', "\r\n")), expected);
    assert_eq!(run_str(&twice.replace('\n', " \t")), expected);
    assert_eq!(run_str(twice.trim_end()), expected);
    assert_eq!(run_str(&format!("\u{0feff}{}", twice)), expected);
    assert_eq!(run_str(""), (String::new(), Ok(None)));
    // N = 0 and k = 0 are worth 0; far nodes cost nothing; an unconnected edge is fallen.
    assert_eq!(run_str("0\n1\n5 0\n"), ("Harry\nHarry\n".to_string(), Ok(None)));
    let far = "1\n18446744073709551615 2\n1 18446744073709551615\n18446744073709551615 7\n";
    assert_eq!(run_str(far), ("Sally\n".to_string(), Ok(None)));
    assert_eq!(run_str("1\n4 2\n2 3\n3 4\n"), ("Harry\n".to_string(), Ok(None)));
    // Fallen edges after a sub-tree with more nodes: a path 1-3-2-4 (3), a path 1-2-5 (2) with
    // a fallen 2-gon 3-4, an edge (1): XOR 0.
    let fallen = "3\n4 3\n1 3\n3 2\n2 4\n5 4\n1 2\n2 5\n3 4\n3 4\n2 1\n1 2\n";
    assert_eq!(run_str(fallen), ("Harry\n".to_string(), Ok(None)));
    // A loop at the root is one edge; a 2-gon is nothing.
    assert_eq!(
        run_str("1\n1 1\n1 1\n1\n2 2\n1 2\n2 1\n"),
        ("Sally\nHarry\n".to_string(), Ok(None))
    );
}

#[test]
fn bad_input_answers_complete_cases_then_reports() {
    let cases: &[(&str, &str, &str)] = &[
        ("1\n", "", "line 1: input ends inside test case 1: expected sub-tree 1 of 1"),
        ("1\n2 1\n1 2\n2\n2 1\n", "Sally\n", "line 5: input ends inside test case 2, sub-tree 1 of 2: expected a of edge 1 of 1"),
        ("1\n2 1\n1 2\n2\n2 1\n1", "Sally\n", "line 6: input ends inside test case 2, sub-tree 1 of 2: expected b of edge 1 of 1"),
        ("1\n2 1\n1 2\n2\n2 1\n1 2\n", "Sally\n", "line 6: input ends inside test case 2: expected sub-tree 2 of 2"),
        ("1\n2\n\n", "", "line 2: input ends inside test case 1, sub-tree 1 of 1: expected k"),
        ("1\n2 1\n1 3\n", "", "line 3: node 3 is out of range: test case 1, sub-tree 1 of 1 has nodes 1..2"),
        ("1\n2 1\n0 1\n", "", "line 3: node 0 is out of range: test case 1, sub-tree 1 of 1 has nodes 1..2"),
        ("1\n1 0\n1\n0 0\n", "Harry\n", "line 4: m = 0 in test case 2, sub-tree 1 of 1: a sub-tree has at least its root, node 1"),
        ("1\n2 1\n1 x\n", "", "line 3: expected a non-negative integer, found \"x\""),
        ("-1\n", "", "line 1: expected a non-negative integer, found \"-1\""),
        ("1\n2 18446744073709551616\n", "", "line 2: number \"18446744073709551616\" does not fit in 64 bits"),
        ("1000000000000000000 3 1 2\n", "", "line 1: input ends inside test case 1, sub-tree 1 of 1000000000000000000: expected b of edge 1 of 1"),
        // A bad node after a good edge, a bad token after a good sub-tree, a sub-tree cut short.
        ("1\n3 2\n1 2\n2 4\n\n\n\n\n", "", "line 4: node 4 is out of range: test case 1, sub-tree 1 of 1 has nodes 1..3"),
        ("1\n2 1\n1 2\n1\n2 2\n1 2\n1 x\n     \n", "Sally\n", "line 7: expected a non-negative integer, found \"x\""),
        ("1\n2 3\n1 2\n2 1\n", "", "line 4: input ends inside test case 1, sub-tree 1 of 1: expected a of edge 3 of 3"),
    ];
    for &(input, answers, message) in cases {
        assert_eq!(run_str(input), (answers.to_string(), Err(message.to_string())), "{:?}", input);
    }
}

/// The test cases of an input, parsed plainly (the files are well formed).
fn parse(input: &str) -> Vec<Vec<SubTree>> {
    let mut numbers = input.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let mut cases = Vec::new();
    while let Some(count) = numbers.next() {
        let case = (0..count)
            .map(|_| {
                let (m, k) = (numbers.next().unwrap(), numbers.next().unwrap());
                let edges =
                    (0..k).map(|_| (numbers.next().unwrap(), numbers.next().unwrap())).collect();
                (m, edges)
            })
            .collect();
        cases.push(case);
    }
    cases
}

/// The fusion principle written plainly, apart from `Workspace`: an edge is a bridge iff
/// removing it disconnects its ends; the other edges join components (union–find); each
/// component is worth its edges mod 2 XOR (child + 1) over the bridges below it
/// (recursion: for the large cases, whose sub-trees have fewer than 100 nodes).
fn plain_value(edges: &[(u64, u64)]) -> u64 {
    let m = edges.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(1) as usize;
    let mut adjacent = vec![Vec::new(); m + 1];
    for (e, &(a, b)) in edges.iter().enumerate() {
        adjacent[a as usize].push((b as usize, e));
        adjacent[b as usize].push((a as usize, e));
    }
    let joined = |skip: usize, from: usize, to: usize| {
        let mut seen = vec![false; m + 1];
        let mut stack = vec![from];
        seen[from] = true;
        while let Some(v) = stack.pop() {
            for &(w, e) in &adjacent[v] {
                if e != skip && !seen[w] {
                    seen[w] = true;
                    stack.push(w);
                }
            }
        }
        seen[to]
    };
    let bridge: Vec<bool> =
        edges.iter().enumerate().map(|(e, &(a, b))| !joined(e, a as usize, b as usize)).collect();
    let mut up: Vec<usize> = (0..=m).collect();
    fn find(up: &mut [usize], v: usize) -> usize {
        if up[v] == v {
            v
        } else {
            let r = find(up, up[v]);
            up[v] = r;
            r
        }
    }
    for (e, &(a, b)) in edges.iter().enumerate() {
        if !bridge[e] {
            let (ra, rb) = (find(&mut up, a as usize), find(&mut up, b as usize));
            up[ra] = rb;
        }
    }
    let component: Vec<usize> = (0..=m).map(|v| find(&mut up, v)).collect();
    fn worth(
        c: usize,
        from: usize,
        edges: &[(u64, u64)],
        bridge: &[bool],
        component: &[usize],
    ) -> u64 {
        let mut g = 0;
        for (e, &(a, b)) in edges.iter().enumerate() {
            let (ca, cb) = (component[a as usize], component[b as usize]);
            if !bridge[e] && ca == c {
                g ^= 1;
            } else if bridge[e] && (ca == c || cb == c) {
                let other = if ca == c { cb } else { ca };
                if other != from {
                    g ^= worth(other, c, edges, bridge, component) + 1;
                }
            }
        }
        g
    }
    worth(component[1], usize::MAX, edges, &bridge, &component)
}

/// The expected output of a testdata input: the game search for cases of up to 20 edges
/// in all, the plain fusion computation otherwise (only in `large-` files).
fn expected(name: &str, input: &str) -> String {
    let mut out = String::new();
    for case in parse(input) {
        let edges: usize = case.iter().map(|(_, e)| e.len()).sum();
        let vertices: u64 = case.iter().map(|(m, _)| m - 1).sum();
        let sally = if edges <= 20 && vertices < 64 {
            search(&case)
        } else {
            assert!(name.starts_with("large-"), "{} is too large to search", name);
            case.iter().fold(0, |x, (_, e)| x ^ plain_value(e)) != 0
        };
        out.push_str(if sally { "Sally\n" } else { "Harry\n" });
    }
    out
}

fn case_files() -> Vec<PathBuf> {
    let mut inputs: Vec<PathBuf> = fs::read_dir(DATA)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().map_or(false, |e| e == "in"))
        .collect();
    inputs.sort();
    inputs
}

#[test]
fn testdata_outputs_are_proved() {
    let inputs = case_files();
    assert!(inputs.len() >= 5, "testdata present");
    let mut verdicts = [0; 2];
    for path in inputs {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let input = fs::read_to_string(&path).unwrap();
        let output = fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(expected(&name, &input), output, "{} against the proof", name);
        assert_eq!(run_str(&input), (output.clone(), Ok(None)), "{} against run", name);
        verdicts[0] += output.matches("Harry").count();
        verdicts[1] += output.matches("Sally").count();
    }
    // Cases of the largest size (99 sub-trees of 99 nodes; 700 KB of them: the benchmark's
    // 20 MB, checked against the textbook by bench.sh, would take seconds here), generated
    // (examples/gen.rs), not stored.
    let input = max::input("poj3710.few", max::poj3710_few);
    let output = expected("large-poj3710", &input);
    assert_eq!(run_str(&input), (output.clone(), Ok(None)), "the maximum input");
    verdicts[0] += output.matches("Harry").count();
    verdicts[1] += output.matches("Sally").count();
    assert!(verdicts[0] >= 100 && verdicts[1] >= 100, "{:?}", verdicts);
}

#[test]
fn plain_fusion_matches_the_search_on_random_multigraphs() {
    let mut rng = Rng(99);
    for _ in 0..500 {
        let m = 1 + rng.below(8);
        let k = rng.below(14) as usize;
        let sub_tree = random_sub_tree(m, k.max(m as usize - 1), true, &mut rng);
        let truth = search(std::slice::from_ref(&sub_tree));
        assert_eq!(plain_value(&sub_tree.1) != 0, truth, "{:?}", sub_tree);
    }
}

fn write_cases(name: &str, cases: &[Vec<SubTree>], flat: bool) {
    let mut input = String::new();
    for case in cases {
        input.push_str(&format!("{}\n", case.len()));
        for (m, edges) in case {
            input.push_str(&format!("{} {}\n", m, edges.len()));
            for &(a, b) in edges {
                input.push_str(&format!("{} {}\n", a, b));
            }
        }
    }
    if flat {
        input = input.split_ascii_whitespace().collect::<Vec<_>>().join(" ");
    }
    let output = expected(name, &input);
    fs::write(format!("{}/{}.in", DATA, name), &input).unwrap();
    fs::write(format!("{}/{}.out", DATA, name), &output).unwrap();
}

/// A statement layout: a random tree of `n` nodes with `polygons` polygons of 2..=`longest`
/// edges hung at random nodes, renumbered.
fn layout(n: u64, polygons: usize, longest: u64, rng: &mut Rng) -> SubTree {
    let tree: Vec<(u64, u64)> = (2..=n).map(|v| (v, 1 + rng.below(v - 1))).collect();
    let hung: Vec<(u64, u64)> =
        (0..polygons).map(|_| (1 + rng.below(n), 2 + rng.below(longest - 1))).collect();
    let (m, edges) = with_polygons(n, &tree, &hung);
    scrambled(m, &edges, rng)
}

/// Writes the generated testdata (the sample by hand):
/// `cargo test --release --bin poj3710 -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    let mut rng = Rng(0x3710);
    fs::write(format!("{}/crlf-1.in", DATA), SAMPLE.replace('\n', "\r\n")).unwrap();
    fs::write(format!("{}/crlf-1.out", DATA), "Sally\n").unwrap();
    // Statement layouts, 1 to 3 sub-trees a case, at most 16 edges a case (redrawn until
    // they fit).
    let mut layouts: Vec<Vec<SubTree>> = Vec::new();
    while layouts.len() < 300 {
        let parts = 1 + rng.below(3) as usize;
        let case: Vec<SubTree> = (0..parts)
            .map(|_| {
                let n = 1 + rng.below(7 / parts as u64 + 1);
                layout(n, rng.below(3) as usize, 4 + 2 / parts as u64, &mut rng)
            })
            .collect();
        if case.iter().map(|(_, edges)| edges.len()).sum::<usize>() <= 16 {
            layouts.push(case);
        }
    }
    write_cases("brute-layouts", &layouts, false);
    // Multigraphs beyond the statement: loops, parallel edges, shared cycles.
    let graphs: Vec<Vec<SubTree>> = (0..300)
        .map(|_| {
            let parts = 1 + rng.below(2) as usize;
            (0..parts)
                .map(|_| {
                    let m = 1 + rng.below(8 / parts as u64);
                    let k = (m as usize - 1) + rng.below(14 / parts as u64 - m + 2) as usize;
                    random_sub_tree(m, k.min(14 / parts), rng.below(5) != 0, &mut rng)
                })
                .collect()
        })
        .collect();
    write_cases("brute-multigraphs", &graphs, false);
    write_cases("brute-flat", &layouts[..20], true);
}
