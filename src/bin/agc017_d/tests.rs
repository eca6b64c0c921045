use super::*;

#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/classic_b.rs"]
mod max;

use std::fs;
use std::path::PathBuf;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/agc017_d");

const SAMPLES: [(&str, &str); 4] = [
    ("5\n1 2\n2 3\n2 4\n4 5\n", "Alice\n"),
    ("5\n1 2\n2 3\n1 4\n4 5\n", "Bob\n"),
    ("6\n1 2\n2 4\n5 1\n6 3\n3 2\n", "Alice\n"),
    ("7\n1 2\n3 7\n4 6\n2 3\n2 4\n1 5\n", "Bob\n"),
];

/// The game itself on a graph whose edges join vertices below 64: a position is the set
/// of edges still connected to the ground vertex (a bit mask); a move deletes one of them
/// and drops every edge no longer connected to the ground. The player who cannot move
/// loses. Memoised search; no Grundy values.
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

    /// Whether the first player wins the whole graph.
    fn first_player_wins(&mut self) -> bool {
        let all = self.connected((1u64 << self.ends.len()).wrapping_sub(1) as u32);
        self.wins_from(all)
    }
}

/// The first player's verdict by game search, for a tree given by edges from 1.
fn search(edges: &[(u32, u32)]) -> bool {
    let ends: Vec<(usize, usize)> =
        edges.iter().map(|&(x, y)| (x as usize - 1, y as usize - 1)).collect();
    Hackenbush::new(&ends, 0).first_player_wins()
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

/// The labelled tree on 1..=n with Prüfer sequence `code` (n − 2 labels from 1..=n).
fn pruefer_tree(n: usize, code: &[usize]) -> Vec<(u32, u32)> {
    let mut degree = vec![1usize; n + 1];
    for &v in code {
        degree[v] += 1;
    }
    let mut edges = Vec::new();
    for &v in code {
        let leaf = (1..=n).find(|&u| degree[u] == 1).unwrap();
        edges.push((leaf as u32, v as u32));
        degree[leaf] -= 1;
        degree[v] -= 1;
    }
    let last: Vec<usize> = (1..=n).filter(|&u| degree[u] == 1).collect();
    if n >= 2 {
        edges.push((last[0] as u32, last[1] as u32));
    }
    edges
}

/// Every labelled tree on 1..=n: edges shuffled and each edge in a random orientation.
fn every_tree(n: usize, rng: &mut Rng) -> Vec<Vec<(u32, u32)>> {
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
            let mut edges = pruefer_tree(n, &code);
            for edge in edges.iter_mut() {
                if rng.below(2) == 0 {
                    *edge = (edge.1, edge.0);
                }
            }
            rng.shuffle(&mut edges);
            edges
        })
        .collect()
}

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

#[test]
fn samples() {
    for &(input, output) in &SAMPLES {
        assert_eq!(run_str(input), (output.to_string(), Ok(None)));
        let edges: Vec<(u32, u32)> = parse(input).1;
        assert_eq!(search(&edges), output == "Alice\n", "search on {:?}", input);
    }
}

#[test]
fn colon_principle_matches_the_game_on_every_labelled_tree_up_to_7_vertices() {
    let mut rng = Rng(17);
    let mut verdicts = [0usize; 2];
    for n in 1..=7 {
        let trees = every_tree(n, &mut rng);
        assert_eq!(trees.len(), if n == 1 { 1 } else { n.pow(n as u32 - 2) });
        for edges in trees {
            assert_eq!(first_edge_on_a_cycle(n, &edges), None, "{:?}", edges);
            let truth = search(&edges);
            let value = hackenbush_value(n, &edges).unwrap();
            assert_eq!(value != 0, truth, "{:?}", edges);
            assert_eq!(value as usize % 2, (n - 1) % 2, "parity, {:?}", edges);
            verdicts[truth as usize] += 1;
        }
    }
    assert_eq!(verdicts[0] + verdicts[1], 18249);
    assert!(verdicts[0] > 2000 && verdicts[1] > 2000, "{:?}", verdicts);
}

#[test]
fn cycle_check_knows_trees_from_other_graphs() {
    // Every multiset-free edge list of 3 edges on 4 vertices (loops included): a tree
    // iff every vertex is reached from vertex 1.
    let pairs: Vec<(u32, u32)> = (1..=4).flat_map(|x| (x..=4).map(move |y| (x, y))).collect();
    let mut trees = 0;
    for a in 0..pairs.len() {
        for b in a + 1..pairs.len() {
            for c in b + 1..pairs.len() {
                let edges = [pairs[a], pairs[b], pairs[c]];
                let mut reached = 1u32 << 1;
                for _ in 0..3 {
                    for &(x, y) in &edges {
                        if (reached >> x | reached >> y) & 1 == 1 {
                            reached |= 1 << x | 1 << y;
                        }
                    }
                }
                let tree = reached == 0b11110;
                assert_eq!(first_edge_on_a_cycle(4, &edges).is_none(), tree, "{:?}", edges);
                assert_eq!(hackenbush_value(4, &edges).is_some(), tree, "{:?}", edges);
                trees += tree as usize;
            }
        }
    }
    assert_eq!(trees, 16); // Cayley: 4^2 labelled trees
}

/// `run` on random trees (up to 300 vertices) in many layouts against the textbook recursion:
/// well formed, with trailing input (a warning), with a vertex out of range or a cycle (an
/// error); cut or with a byte changed, it never panics, and an answer it still gives is the
/// one for the tree it read.
#[test]
fn run_on_random_trees_in_many_layouts() {
    let mut rng = Rng(0xFA57);
    let mut answered = [0usize; 2];
    let mut refused = 0;
    for round in 0..6000 {
        let n = 1 + rng.below(if round % 10 == 0 { 300 } else { 12 }) as usize;
        let parents: Vec<usize> = (1..n).map(|i| rng.below(i as u64) as usize).collect();
        let root_at = rng.below(n as u64) as usize;
        let (n, edges) = relabelled(&parents, root_at, &mut rng);
        let separators: [&str; 5] = [" ", "\n", "\r\n", "\t ", "  \n\n"];
        let separator = |rng: &mut Rng| separators[rng.below(5) as usize];
        let mut input = format!("{}{}", n, separator(&mut rng));
        // In one round of 6, one edge is spoilt: a vertex out of range, or a copy of the
        // edge before it (a cycle).
        let spoilt = if round % 6 == 4 { rng.below(edges.len() as u64 + 1) } else { u64::MAX };
        for (i, &(x, y)) in edges.iter().enumerate() {
            let (x, y) = match (i as u64 == spoilt, i) {
                (false, _) => (x, y),
                (true, 0) => (x, [0, n as u32 + 1][rng.below(2) as usize]),
                (true, _) => edges[i - 1],
            };
            let zeros = if rng.below(20) == 0 { "0000000" } else { "" };
            let (s1, s2) = (separator(&mut rng), separator(&mut rng));
            input.push_str(&format!("{}{}{}{}{}", zeros, x, s1, y, s2));
        }
        let plain = input.clone();
        let mut bytes = input.into_bytes();
        match round % 6 {
            0 => {}
            1 => bytes.truncate(rng.below(bytes.len() as u64 + 1) as usize),
            2 => {
                let i = rng.below(bytes.len() as u64) as usize;
                bytes[i] = b"0123456789 \nx-"[rng.below(14) as usize];
            }
            3 => bytes.extend_from_slice(b"\n7 8\n"),
            4 => {}
            _ => {
                while bytes.last().map_or(false, |b| b.is_ascii_whitespace()) {
                    bytes.pop();
                }
            }
        }
        let mut out = String::new();
        let result = run(&bytes, &mut out);
        let mut adjacent = vec![Vec::new(); n + 1];
        for &(x, y) in &edges {
            adjacent[x as usize].push(y as usize);
            adjacent[y as usize].push(x as usize);
        }
        let alice = recursive_value(1, 0, &adjacent) != 0;
        let answer = if alice { "Alice\n" } else { "Bob\n" }.to_string();
        match round % 6 {
            4 if spoilt < edges.len() as u64 => {
                let why = result.unwrap_err();
                assert!(why.contains("out of range") || why.contains("closes a cycle"), "{}", why);
                refused += 1;
            }
            0 | 4 | 5 => {
                assert_eq!((out, result), (answer, Ok(None)), "{:?}", plain);
                answered[alice as usize] += 1;
            }
            3 => {
                assert_eq!(out, answer, "{:?}", plain);
                assert!(result.unwrap().unwrap().contains("ignored input"), "{:?}", plain);
            }
            _ => {
                // Cut or changed: either refused, or answered for what it now says.
                if result.is_ok() {
                    // The tree it read: N and the next 2N − 2 numbers (more is ignored).
                    let text = String::from_utf8_lossy(&bytes).to_string();
                    let mut numbers =
                        text.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
                    let n = numbers.next().unwrap();
                    let numbers: Vec<usize> = numbers.take(2 * n - 2).collect();
                    let edges: Vec<(usize, usize)> =
                        numbers.chunks(2).map(|p| (p[0], p[1])).collect();
                    let mut adjacent = vec![Vec::new(); n + 1];
                    for &(x, y) in &edges {
                        adjacent[x].push(y);
                        adjacent[y].push(x);
                    }
                    let alice = recursive_value(1, 0, &adjacent) != 0;
                    assert_eq!(out, if alice { "Alice\n" } else { "Bob\n" }, "{:?}", text);
                } else {
                    refused += 1;
                }
            }
        }
    }
    assert!(
        answered[0] > 300 && answered[1] > 1000 && refused > 1500,
        "{:?} {}",
        answered,
        refused
    );
}

#[test]
fn layouts_crlf_tabs_flattened_missing_newline_bom() {
    let (input, output) = SAMPLES[0];
    let expected = (output.to_string(), Ok(None));
    assert_eq!(run_str(&input.replace('\n', "\r\n")), expected);
    assert_eq!(run_str(&input.replace('\n', " \t")), expected);
    assert_eq!(run_str(input.trim_end()), expected);
    assert_eq!(run_str(&format!("\u{0feff}{}", input)), expected);
    assert_eq!(run_str("1\n"), ("Bob\n".to_string(), Ok(None)));
    assert_eq!(run_str("2\n2 1"), ("Alice\n".to_string(), Ok(None)));
}

#[test]
fn bad_input_is_reported_with_its_line() {
    let cases: &[(&str, &str)] = &[
        ("", "line 1: input ends before the number of vertices N"),
        ("\r\n \n", "line 1: input ends before the number of vertices N"),
        ("0\n", "line 1: N = 0: a tree has at least one vertex"),
        ("5\n1 2\n2 3\n2 4\n4", "line 5: input ends inside edge 4 of 4 (expected y)"),
        ("5\n1 2\n2 3\n\n", "line 3: input ends before edge 3 of 4"),
        ("5\n1 2\n2 6\n", "line 3: vertex 6 is out of range: the vertices are 1..5"),
        ("5\n1 2\n0 3\n", "line 3: vertex 0 is out of range: the vertices are 1..5"),
        ("5\n1 2\n2 x\n", "line 3: expected a non-negative integer, found \"x\""),
        ("5\n1 -2\n", "line 2: expected a non-negative integer, found \"-2\""),
        (
            "99999999999999999999\n",
            "line 1: number \"99999999999999999999\" does not fit in 64 bits",
        ),
        (
            "4294967296\n1 2\n",
            "line 1: N = 4294967296 is beyond this program's limit of 4294967295 vertices",
        ),
        ("4294967295\n1 2\n", "line 2: input ends before edge 2 of 4294967294"),
        (
            "4\n1 2\n2 1\n3 4\n",
            "line 3: edge 2 1 closes a cycle with earlier edges: the edges must form a tree",
        ),
        (
            "4\n1 2\n3 4\n\n 4 3\n",
            "line 5: edge 4 3 closes a cycle with earlier edges: the edges must form a tree",
        ),
        (
            "3\n1 2\n3 3\n",
            "line 3: edge 3 3 closes a cycle with earlier edges: the edges must form a tree",
        ),
    ];
    for &(input, message) in cases {
        assert_eq!(run_str(input), (String::new(), Err(message.to_string())), "{:?}", input);
    }
    let (input, output) = SAMPLES[1];
    assert_eq!(
        run_str(&format!("{}\n\n3 4\n", input)),
        (
            output.to_string(),
            Ok(Some("line 8: ignored input after the 4 edges of the tree".to_string()))
        )
    );
    assert_eq!(
        run_str("2 1 2 x"),
        (
            "Alice\n".to_string(),
            Ok(Some("line 1: ignored input after the 1 edge of the tree".to_string()))
        )
    );
}

/// A testdata input, parsed plainly (the files are well formed).
fn parse(input: &str) -> (usize, Vec<(u32, u32)>) {
    let numbers: Vec<u32> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = numbers[0] as usize;
    assert_eq!(numbers.len(), 2 * n - 1);
    (n, numbers[1..].chunks(2).map(|pair| (pair[0], pair[1])).collect())
}

/// For a tree made of paths ("arms") meeting only at vertex 1, the arm lengths, found by
/// walking from 1; `None` if the tree is not of that shape.
fn arms(n: usize, edges: &[(u32, u32)]) -> Option<Vec<usize>> {
    let mut adjacent = vec![Vec::new(); n + 1];
    for &(x, y) in edges {
        adjacent[x as usize].push(y as usize);
        adjacent[y as usize].push(x as usize);
    }
    let mut lengths = Vec::new();
    for &start in &adjacent[1] {
        let (mut previous, mut v, mut length) = (1, start, 1);
        while v != 1 && adjacent[v].len() == 2 {
            let w = if adjacent[v][0] == previous { adjacent[v][1] } else { adjacent[v][0] };
            previous = v;
            v = w;
            length += 1;
        }
        if v == 1 || adjacent[v].len() != 1 {
            return None;
        }
        lengths.push(length);
    }
    Some(lengths)
}

/// The colon principle written as the textbook recursion, apart from `hackenbush_value`:
/// for trees of small depth only (the random large case).
fn recursive_value(v: usize, parent: usize, adjacent: &[Vec<usize>]) -> usize {
    adjacent[v]
        .iter()
        .filter(|&&c| c != parent)
        .fold(0, |g, &c| g ^ (recursive_value(c, v, adjacent) + 1))
}

/// The expected output of a testdata input: the game search for up to 20 edges; for the
/// large cases, the arms of a spider are Nim heaps (a path of k edges hanging from the
/// root is worth k, proved by the search above), else the textbook recursion.
fn expected(name: &str, input: &str) -> String {
    let (n, edges) = parse(input);
    let alice = if edges.len() <= 20 {
        search(&edges)
    } else {
        assert!(name.starts_with("large-"), "{} is too large to search", name);
        match arms(n, &edges) {
            Some(lengths) => lengths.iter().fold(0, |x, &k| x ^ k) != 0,
            None => {
                let mut adjacent = vec![Vec::new(); n + 1];
                for &(x, y) in &edges {
                    adjacent[x as usize].push(y as usize);
                    adjacent[y as usize].push(x as usize);
                }
                recursive_value(1, 0, &adjacent) != 0
            }
        }
    };
    if alice { "Alice\n" } else { "Bob\n" }.to_string()
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
    assert!(inputs.len() >= 15, "testdata present");
    let mut verdicts = [0; 2];
    for path in inputs {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let input = fs::read_to_string(&path).unwrap();
        let output = fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(expected(&name, &input), output, "{} against the proof", name);
        assert_eq!(run_str(&input), (output.clone(), Ok(None)), "{} against run", name);
        verdicts[(output == "Alice\n") as usize] += 1;
    }
    // The maximum-size inputs (N = 10^5), generated (examples/gen.rs), not stored: the
    // benchmark's (a path of 40000, then random parts), a path, and a spider (Bob). The
    // recursion runs as deep as the tree: a thread with a large stack.
    for (name, generator) in [
        ("agc017_d", max::agc017_d as max::Generator),
        ("agc017_d.path", max::agc017_d_path),
        ("agc017_d.spider", max::agc017_d_spider),
    ] {
        let input = max::input(name, generator);
        let (label, check) = (format!("large-{}", name), input.clone());
        let proof = std::thread::Builder::new()
            .stack_size(1 << 30)
            .spawn(move || expected(&label, &check))
            .unwrap()
            .join()
            .unwrap();
        assert_eq!(run_str(&input), (proof, Ok(None)), "{}", name);
    }
    assert!(verdicts[0] >= 4 && verdicts[1] >= 4, "{:?}", verdicts);
}

fn write_case(name: &str, n: usize, edges: &[(u32, u32)]) {
    let mut input = format!("{}\n", n);
    for &(x, y) in edges {
        input.push_str(&format!("{} {}\n", x, y));
    }
    let output = expected(name, &input);
    fs::write(format!("{}/{}.in", DATA, name), &input).unwrap();
    fs::write(format!("{}/{}.out", DATA, name), &output).unwrap();
}

/// A tree on 1..=n from a parent list over a hidden order (labels shuffled, vertex 1
/// placed at `root_at` of that order), edges shuffled and randomly oriented.
fn relabelled(parents: &[usize], root_at: usize, rng: &mut Rng) -> (usize, Vec<(u32, u32)>) {
    let n = parents.len() + 1;
    let mut label: Vec<u32> = (2..=n as u32).collect();
    rng.shuffle(&mut label);
    label.insert(root_at, 1);
    let mut edges: Vec<(u32, u32)> = parents
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            let (a, b) = (label[i + 1], label[p]);
            if rng.below(2) == 0 {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    rng.shuffle(&mut edges);
    (n, edges)
}

/// Writes the generated testdata (the samples by hand):
/// `cargo test --release --bin agc017_d -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    let mut rng = Rng(0x017d);
    let (input, output) = SAMPLES[2];
    fs::write(format!("{}/crlf-1.in", DATA), input.replace('\n', "\r\n")).unwrap();
    fs::write(format!("{}/crlf-1.out", DATA), output).unwrap();
    // Random trees of 8..=21 vertices (random parents: bushy; parents nearby: deep); for
    // every other case, trees of odd size are drawn until the search says Bob wins.
    for case in 1..=12 {
        let mut tree = (0, Vec::new());
        for _ in 0..1000 {
            let n = 8 + rng.below(14) as usize;
            let parents: Vec<usize> = (1..n)
                .map(|i| {
                    if case % 4 < 2 {
                        rng.below(i as u64) as usize
                    } else {
                        i - 1 - rng.below(i.min(3) as u64) as usize
                    }
                })
                .collect();
            let root_at = if case % 3 == 0 { rng.below(n as u64) as usize } else { 0 };
            tree = relabelled(&parents, root_at, &mut rng);
            if case % 2 == 1 || !search(&tree.1) {
                break;
            }
        }
        write_case(&format!("brute-{:02}", case), tree.0, &tree.1);
    }
}
