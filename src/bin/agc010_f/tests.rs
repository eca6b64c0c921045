use super::*;

#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/atcoder_b.rs"]
mod max;

use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/agc010_f");

const SAMPLES: [(&str, &str); 3] = [
    ("3\n1 2 3\n1 2\n2 3\n", "2\n"),
    ("5\n5 4 1 2 3\n1 2\n1 3\n2 4\n2 5\n", "1 2\n"),
    ("3\n1 1 1\n1 2\n2 3\n", "\n"),
];

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

/// The game itself on a small tree: for every piece position v and every stone vector
/// c ≤ `most` (componentwise), whether the player to move wins. A turn needs a stone under
/// the piece, removes it and moves the piece to any neighbour; no stone, a loss. No theory.
/// The vectors are numbered in mixed radix, and a turn lowers one count, so filling in
/// increasing order finds every successor decided. Returns (table, places): the state
/// (v, c) is at index code(c) · n + v, code(c) = Σ c_i · places[i].
fn game_search(most: &[u64], edges: &[(u32, u32)]) -> (Vec<bool>, Vec<usize>) {
    let n = most.len();
    let mut neighbours = vec![Vec::new(); n];
    for &(a, b) in edges {
        neighbours[a as usize - 1].push(b as usize - 1);
        neighbours[b as usize - 1].push(a as usize - 1);
    }
    let mut places = vec![1usize; n];
    for i in 1..n {
        places[i] = places[i - 1] * (most[i - 1] as usize + 1);
    }
    let codes = places[n - 1] * (most[n - 1] as usize + 1);
    let mut wins = vec![false; codes * n];
    for code in 0..codes {
        for v in 0..n {
            let count = code / places[v] % (most[v] as usize + 1);
            if count > 0 {
                let after = (code - places[v]) * n;
                wins[code * n + v] = neighbours[v].iter().any(|&u| !wins[after + u]);
            }
        }
    }
    (wins, places)
}

/// The winning first vertices by game search, as the output line.
fn search_line(stones: &[u64], edges: &[(u32, u32)]) -> String {
    let (wins, places) = game_search(stones, edges);
    let code: usize = stones.iter().zip(&places).map(|(&c, &p)| c as usize * p).sum();
    answer_line(&(0..stones.len()).map(|v| wins[code * stones.len() + v]).collect::<Vec<_>>())
}

fn answer_line(good: &[bool]) -> String {
    let winners: Vec<String> =
        (0..good.len()).filter(|&v| good[v]).map(|v| (v + 1).to_string()).collect();
    format!("{}\n", winners.join(" "))
}

/// The textbook O(N²) way, written independently: from every vertex a search that only
/// follows strictly smaller counts. A second implementation for testdata too large to
/// search, itself checked against the search below.
fn textbook_line(stones: &[u64], edges: &[(u32, u32)]) -> String {
    let n = stones.len();
    let mut neighbours = vec![Vec::new(); n];
    for &(a, b) in edges {
        neighbours[a as usize - 1].push(b as usize - 1);
        neighbours[b as usize - 1].push(a as usize - 1);
    }
    fn wins(v: usize, from: usize, stones: &[u64], neighbours: &[Vec<usize>]) -> bool {
        neighbours[v]
            .iter()
            .any(|&u| u != from && stones[u] < stones[v] && !wins(u, v, stones, neighbours))
    }
    answer_line(&(0..n).map(|v| wins(v, usize::MAX, stones, &neighbours)).collect::<Vec<_>>())
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
    edges.push((last[0] as u32, last[1] as u32));
    edges
}

/// Every labelled tree on 1..=n (n ≥ 2), by Prüfer sequences.
fn every_tree(n: usize) -> Vec<Vec<(u32, u32)>> {
    let count = n.pow(n as u32 - 2);
    (0..count)
        .map(|mut index| {
            let code: Vec<usize> = (0..n - 2)
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

/// A random tree on 1..=n: random parents, random labels, edges shuffled and turned.
fn random_tree(n: usize, rng: &mut Rng) -> Vec<(u32, u32)> {
    let mut label: Vec<u32> = (1..=n as u32).collect();
    rng.shuffle(&mut label);
    let mut edges: Vec<(u32, u32)> = (1..n)
        .map(|v| {
            let parent = rng.below(v as u64) as usize;
            if rng.below(2) == 0 {
                (label[v], label[parent])
            } else {
                (label[parent], label[v])
            }
        })
        .collect();
    rng.shuffle(&mut edges);
    edges
}

/// A well-formed input: the counts and the edges.
fn parse(input: &str) -> (Vec<u64>, Vec<(u32, u32)>) {
    let numbers: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = numbers[0] as usize;
    assert_eq!(numbers.len(), 1 + n + 2 * (n - 1), "a well-formed input");
    let stones = numbers[1..=n].to_vec();
    let edges = numbers[n + 1..].chunks(2).map(|e| (e[0] as u32, e[1] as u32)).collect();
    (stones, edges)
}

#[test]
fn samples() {
    for &(input, output) in &SAMPLES {
        assert_eq!(run_str(input), (output.to_string(), Ok(None)), "{:?}", input);
        let (stones, edges) = parse(input);
        assert_eq!(search_line(&stones, &edges), output, "search on {:?}", input);
    }
}

/// Every labelled tree on 2..=6 vertices with every stone vector up to a bound (6 for 2 and
/// 3 vertices, 5 for 4, 4 for 5, 3 for 6): one search per tree answers every vector below the
/// bound, since a game from c only visits vectors ≤ c.
#[test]
fn claim_matches_the_game_on_every_labelled_tree_up_to_6_vertices() {
    let mut verdicts = [0usize; 2];
    let mut empty_lines = 0;
    for &(n, bound) in &[(2usize, 6u64), (3, 6), (4, 5), (5, 4), (6, 3)] {
        let trees = every_tree(n);
        for edges in &trees {
            let (wins, places) = game_search(&vec![bound; n], edges);
            let codes = places[n - 1] * (bound as usize + 1);
            let mut stones = vec![0u64; n];
            for code in 0..codes {
                for v in 0..n {
                    stones[v] = (code / places[v] % (bound as usize + 1)) as u64;
                }
                let good = winning_vertices(&stones, edges);
                assert_eq!(good, &wins[code * n..code * n + n], "{:?} {:?}", stones, edges);
                for &g in &good {
                    verdicts[g as usize] += 1;
                }
                // An empty answer exactly when all counts are equal (see the header).
                let none = good.iter().all(|&g| !g);
                assert_eq!(none, stones.iter().all(|&c| c == stones[0]), "{:?}", stones);
                empty_lines += none as usize;
            }
        }
    }
    assert!(verdicts[0] > 1_000_000 && verdicts[1] > 1_000_000, "{:?}", verdicts);
    assert!(empty_lines > 100, "{}", empty_lines);
}

/// Random trees of 7 and 8 vertices with counts up to 3 and 2, and the textbook search.
#[test]
fn claim_matches_the_game_on_random_trees_of_7_and_8_vertices() {
    let mut rng = Rng(0x010F);
    for round in 0..400 {
        let n = 7 + round % 2;
        let edges = random_tree(n, &mut rng);
        let stones: Vec<u64> = (0..n).map(|_| rng.below(if n == 7 { 4 } else { 3 })).collect();
        let truth = search_line(&stones, &edges);
        assert_eq!(answer_line(&winning_vertices(&stones, &edges)), truth, "{:?}", edges);
        assert_eq!(textbook_line(&stones, &edges), truth, "textbook, {:?}", edges);
    }
}

#[test]
fn layouts_crlf_tabs_flattened_missing_newline_bom_and_extremes() {
    let (input, output) = SAMPLES[1];
    let expected = (output.to_string(), Ok(None));
    assert_eq!(run_str(&input.replace('\n', "\r\n")), expected);
    assert_eq!(run_str(&input.replace('\n', " \t")), expected);
    assert_eq!(run_str(input.trim_end()), expected);
    assert_eq!(run_str(&format!("\u{0feff}{}", input)), expected);
    assert_eq!(run_str("1\n7\n"), ("\n".to_string(), Ok(None)));
    let max = "2\n18446744073709551615 18446744073709551614\n2 1\n";
    assert_eq!(run_str(max), ("1\n".to_string(), Ok(None)));
    assert_eq!(run_str("2\n0 0\n1 2\n"), ("\n".to_string(), Ok(None)));
}

#[test]
fn bad_input_is_reported_with_its_line() {
    let cases: &[(&str, &str)] = &[
        ("", "line 1: input ends before the number of vertices N"),
        ("\r\n \n", "line 1: input ends before the number of vertices N"),
        ("0\n", "line 1: N = 0: a tree has at least one vertex"),
        (
            "4294967296\n1 2\n",
            "line 1: N = 4294967296 is beyond this program's limit of 4294967295 vertices",
        ),
        ("3\n1 2\n", "line 2: input ends after 2 of 3 stone counts (expected A_3)"),
        ("3\n", "line 1: input ends after 0 of 3 stone counts (expected A_1)"),
        ("3\n1 2 3\n1 2\n", "line 3: input ends before edge 2 of 2"),
        ("3\n1 2 3\n1 2\n2", "line 4: input ends inside edge 2 of 2 (expected b)"),
        ("3\n1 2 3\n1 4\n", "line 3: vertex 4 is out of range: the vertices are 1..3"),
        ("3\n1 2 3\n0 1\n", "line 3: vertex 0 is out of range: the vertices are 1..3"),
        (
            "3\n1 2 3\n1 2\n\n2 1\n",
            "line 5: edge 2 1 closes a cycle with earlier edges: the edges must form a tree",
        ),
        (
            "3\n1 2 3\n3 3\n1 2\n",
            "line 3: edge 3 3 closes a cycle with earlier edges: the edges must form a tree",
        ),
        ("3\n1 x 3\n", "line 2: expected a non-negative integer, found \"x\""),
        ("3\n1 -2 3\n", "line 2: expected a non-negative integer, found \"-2\""),
        (
            "2\n1 18446744073709551616\n",
            "line 2: number \"18446744073709551616\" does not fit in 64 bits",
        ),
    ];
    for &(input, message) in cases {
        assert_eq!(run_str(input), (String::new(), Err(message.to_string())), "{:?}", input);
    }
    let (input, output) = SAMPLES[0];
    assert_eq!(
        run_str(&format!("{}\n3 1\n", input)),
        (
            output.to_string(),
            Ok(Some("line 6: ignored input after the 2 edges of the tree".to_string()))
        )
    );
    assert_eq!(
        run_str("1 5 x"),
        (
            "\n".to_string(),
            Ok(Some("line 1: ignored input after the 0 edges of the tree".to_string()))
        )
    );
}

/// The expected output of a well-formed input, never from the solution: the game search
/// when the state space is small, else the textbook search (checked against it above).
fn expected(input: &str) -> String {
    let (stones, edges) = parse(input);
    let states = stones.iter().fold(stones.len() as f64, |s, &c| s * (c as f64 + 1.0));
    if states <= 2e6 {
        search_line(&stones, &edges)
    } else {
        textbook_line(&stones, &edges)
    }
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
    assert!(inputs.len() >= 8, "testdata present");
    for (i, &(input, output)) in SAMPLES.iter().enumerate() {
        let path = Path::new(DATA).join(format!("sample-{}.in", i + 1));
        assert_eq!(fs::read_to_string(&path).unwrap(), input, "{:?}", path);
        assert_eq!(fs::read_to_string(path.with_extension("out")).unwrap(), output);
    }
    let mut empty = 0;
    for input_path in inputs {
        let input = fs::read_to_string(&input_path).unwrap();
        let output = fs::read_to_string(input_path.with_extension("out")).unwrap();
        assert_eq!(expected(&input), output, "{:?}", input_path);
        assert_eq!(run_str(&input), (output.clone(), Ok(None)), "{:?}", input_path);
        empty += (output == "\n") as usize;
    }
    assert!(empty >= 3, "empty answers in the testdata: {}", empty);
    // The maximum-size inputs (N = 3000), generated (examples/gen.rs), not stored, proved by
    // the textbook search: the benchmark's (a spine with falling counts in a random tree), a
    // path, and a star.
    for (name, generator) in [
        ("agc010_f", max::agc010_f as max::Generator),
        ("agc010_f.path", max::agc010_f_path),
        ("agc010_f.star", max::agc010_f_star),
    ] {
        let input = max::input(name, generator);
        assert_eq!(run_str(&input), (expected(&input), Ok(None)), "{}", name);
    }
}

fn write_case(name: &str, stones: &[u64], edges: &[(u32, u32)], crlf: bool) {
    let newline = if crlf { "\r\n" } else { "\n" };
    let counts: Vec<String> = stones.iter().map(|c| c.to_string()).collect();
    let mut input = format!("{}{}{}{}", stones.len(), newline, counts.join(" "), newline);
    for &(a, b) in edges {
        input.push_str(&format!("{} {}{}", a, b, newline));
    }
    let output = expected(&input);
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), output).unwrap();
}

/// Writes the testdata (except the samples) from the game search and the textbook search
/// (the maximum-size inputs are generated, examples/gen.rs): `cargo test --release --bin agc010_f -- --ignored generate_testdata`.
#[test]
#[ignore]
fn generate_testdata() {
    let mut rng = Rng(0xA6C0_010F);
    for index in 1..=4 {
        let n = 6 + index;
        let edges = random_tree(n, &mut rng);
        let stones: Vec<u64> = (0..n).map(|_| rng.below(4 - index as u64 / 2)).collect();
        write_case(&format!("brute-{}", index), &stones, &edges, false);
    }
    // No winning vertex (all counts equal): a searched tree, and the largest tree at the
    // largest count.
    let edges = random_tree(8, &mut rng);
    write_case("none-1", &[2; 8], &edges, false);
    let edges = random_tree(3000, &mut rng);
    write_case("none-2", &[1_000_000_000; 3000], &edges, false);
    let (stones, edges) = parse(SAMPLES[1].0);
    write_case("crlf-1", &stones, &edges, true);
}
