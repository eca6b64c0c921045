use super::*;
use std::collections::HashMap;

const MOD: u64 = MODULUS;

/// The two readings of the movement rule.
#[derive(Clone, Copy, Debug)]
enum Reading {
    /// Pieces move either way (BZOJ's statement): positions can repeat.
    Free,
    /// White only right, black only left (Luogu, COGS): every move is irreversible.
    OneWay,
}

/// Occupied-cell bit masks reachable in one turn of `white_to_move` moving 1..=d pieces.
fn successors(n: usize, layout: u32, white_to_move: bool, d: usize, reading: Reading) -> Vec<u32> {
    let cells: Vec<usize> = (0..n).filter(|&c| layout >> c & 1 == 1).collect();
    // For each own piece: where it may go (pieces alternate W B W B, so a piece's range is
    // bounded by its neighbours, which belong to the other player and stay put).
    let mut choices: Vec<(usize, Vec<usize>)> = Vec::new();
    for (i, &cell) in cells.iter().enumerate() {
        if (i % 2 == 0) != white_to_move {
            continue;
        }
        let low = if i == 0 { 0 } else { cells[i - 1] + 1 };
        let high = if i + 1 == cells.len() { n - 1 } else { cells[i + 1] - 1 };
        let targets: Vec<usize> = (low..=high)
            .filter(|&t| {
                t != cell
                    && match reading {
                        Reading::Free => true,
                        Reading::OneWay => (t > cell) == white_to_move,
                    }
            })
            .collect();
        choices.push((cell, targets));
    }
    let mut result = Vec::new();
    extend(&choices, 0, layout, 0, d, &mut result);
    result
}

/// Every way to move at most `d - moved` more of `choices[index..]`, at least one in all.
fn extend(
    choices: &[(usize, Vec<usize>)],
    index: usize,
    layout: u32,
    moved: usize,
    d: usize,
    out: &mut Vec<u32>,
) {
    if index == choices.len() {
        if moved > 0 {
            out.push(layout);
        }
        return;
    }
    extend(choices, index + 1, layout, moved, d, out);
    if moved < d {
        let (from, ref targets) = choices[index];
        for &to in targets {
            extend(choices, index + 1, layout & !(1 << from) | 1 << to, moved + 1, d, out);
        }
    }
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Value {
    Unknown,
    Win,
    Loss,
}

/// Exact count of k-piece layouts on n cells that white (moving first) wins, by playing
/// the game: memoised search for the one-way reading, retrograde analysis for the free one
/// (label losses and wins, repeat until nothing changes; what stays unknown is a draw).
fn brute_force_count(n: usize, k: usize, d: usize, reading: Reading) -> u64 {
    let layouts: Vec<u32> = (0u32..1 << n).filter(|m| m.count_ones() as usize == k).collect();
    let index: HashMap<u32, usize> = layouts.iter().enumerate().map(|(i, &m)| (m, i)).collect();
    // state = 2 * layout index + (1 if black to move)
    let moves: Vec<Vec<usize>> = (0..2 * layouts.len())
        .map(|state| {
            let white = state % 2 == 0;
            successors(n, layouts[state / 2], white, d, reading)
                .into_iter()
                .map(|m| 2 * index[&m] + usize::from(white))
                .collect()
        })
        .collect();
    let mut value = vec![Value::Unknown; moves.len()];
    loop {
        let mut changed = false;
        for state in 0..moves.len() {
            if value[state] != Value::Unknown {
                continue;
            }
            if moves[state].iter().any(|&s| value[s] == Value::Loss) {
                value[state] = Value::Win;
                changed = true;
            } else if moves[state].iter().all(|&s| value[s] == Value::Win) {
                value[state] = Value::Loss;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    if let Reading::OneWay = reading {
        assert!(value.iter().all(|&v| v != Value::Unknown), "an acyclic game has no draws");
    }
    (0..layouts.len()).filter(|&i| value[2 * i] == Value::Win).count() as u64
}

fn run_bytes(input: &[u8]) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let outcome = run(input, &mut out);
    (out, outcome)
}

#[test]
fn sample() {
    assert_eq!(run_bytes(b"10 4 2\n"), ("182\n".to_string(), Ok(None)));
}

#[test]
fn every_small_layout_count_under_both_readings() {
    for n in 1..=10 {
        for k in (2..=6.min(n)).step_by(2) {
            for d in 1..=k {
                let expected = count_winning_layouts(n, k, d);
                for &reading in &[Reading::OneWay, Reading::Free] {
                    let wins = brute_force_count(n, k, d, reading);
                    assert_eq!(expected, wins % MOD, "n={} k={} d={} {:?}", n, k, d, reading);
                }
            }
        }
    }
}

/// Moore's Nim-k: heaps, a move takes from 1..=d of them. Plain search on the heap tuple.
fn nim_k_loses(heaps: &[usize], d: usize, memo: &mut HashMap<Vec<usize>, bool>) -> bool {
    if let Some(&known) = memo.get(heaps) {
        return known;
    }
    let mut loses = true;
    let mut next = heaps.to_vec();
    'search: for chosen in 1u32..1 << heaps.len() {
        if chosen.count_ones() as usize > d
            || (0..heaps.len()).any(|h| chosen >> h & 1 == 1 && heaps[h] == 0)
        {
            continue;
        }
        // every way to take at least one stone from each chosen heap
        let picked: Vec<usize> = (0..heaps.len()).filter(|&h| chosen >> h & 1 == 1).collect();
        let mut taken = vec![1usize; picked.len()];
        loop {
            for (slot, &h) in picked.iter().enumerate() {
                next[h] = heaps[h] - taken[slot];
            }
            if nim_k_loses(&next, d, memo) {
                loses = false;
                break 'search;
            }
            let mut slot = 0;
            while slot < picked.len() && taken[slot] == heaps[picked[slot]] {
                taken[slot] = 1;
                slot += 1;
            }
            if slot == picked.len() {
                break;
            }
            taken[slot] += 1;
        }
        next.copy_from_slice(heaps);
    }
    memo.insert(heaps.to_vec(), loses);
    loses
}

fn moore_loses(heaps: &[usize], d: usize) -> bool {
    (0..3).all(|bit| heaps.iter().filter(|&&h| h >> bit & 1 == 1).count() % (d + 1) == 0)
}

#[test]
fn moore_criterion_against_search() {
    for d in 1..=3 {
        let mut memo = HashMap::new();
        for count in 1..=3u32 {
            for code in 0..8usize.pow(count) {
                let heaps: Vec<usize> = (0..count).map(|i| code / 8usize.pow(i) % 8).collect();
                assert_eq!(
                    nim_k_loses(&heaps, d, &mut memo),
                    moore_loses(&heaps, d),
                    "{:?} d={}",
                    heaps,
                    d
                );
            }
        }
    }
}

/// C(n, r) mod p by Pascal's rule: no factorials, no inverses.
fn pascal(n: usize, r: usize) -> u64 {
    let mut row = vec![0u64; r + 1];
    row[0] = 1;
    for _ in 0..n {
        for j in (1..=r).rev() {
            row[j] = (row[j] + row[j - 1]) % MOD;
        }
    }
    row[r]
}

#[test]
fn n_equal_k_leaves_no_move() {
    for k in (2..=100).step_by(2) {
        assert_eq!(count_winning_layouts(k, k, 1), 0);
        assert_eq!(count_winning_layouts(k, k, k), 0);
    }
}

#[test]
fn one_pair_wins_unless_adjacent() {
    // k = 2: one heap; A wins iff the pair has a gap. The n-1 adjacent pairs lose.
    for &n in &[2usize, 3, 50, 10000] {
        let all = (n * (n - 1) / 2) as u64;
        assert_eq!(count_winning_layouts(n, 2, 1), (all - (n as u64 - 1)) % MOD);
        assert_eq!(count_winning_layouts(n, 2, 2), (all - (n as u64 - 1)) % MOD);
    }
}

#[test]
fn d_equal_k_loses_only_with_every_pair_adjacent() {
    // d + 1 > k/2 heaps, so Moore's condition forces every heap to 0.
    for &(n, k) in &[(30usize, 6usize), (200, 10), (123, 40)] {
        let losing = pascal(n - k / 2, k / 2); // k/2 glued pairs and n-k free cells
        assert_eq!(count_winning_layouts(n, k, k), (pascal(n, k) + MOD - losing) % MOD);
    }
}

#[test]
fn full_size_is_fast() {
    let start = std::time::Instant::now();
    let (_, outcome) = run_bytes(b"10000 100 1");
    assert!(start.elapsed().as_secs_f64() < 1.0, "took {:?}", start.elapsed());
    assert_eq!(outcome, Ok(None));
}

#[test]
fn testdata_agrees_with_brute_force() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/game");
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !(name.starts_with("brute-") && name.ends_with(".in")) {
            continue;
        }
        let input = std::fs::read_to_string(&path).unwrap();
        let numbers: Vec<usize> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
        let (n, k, d) = (numbers[0], numbers[1], numbers[2]);
        let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
        let wins = brute_force_count(n, k, d, Reading::OneWay);
        assert_eq!(expected, format!("{}\n", wins % MOD), "{}", name);
        assert_eq!(wins, brute_force_count(n, k, d, Reading::Free), "{}", name);
        checked += 1;
    }
    assert!(checked >= 5, "only {} brute-force cases", checked);
}

/// Writes the brute-force cases: `cargo test --release --bin game -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/game");
    for &(n, k, d) in &[
        (12usize, 4usize, 1usize),
        (12, 6, 2),
        (11, 6, 3),
        (13, 4, 4),
        (12, 8, 1),
        (14, 2, 1),
        (13, 6, 6),
    ] {
        let wins = brute_force_count(n, k, d, Reading::OneWay);
        let name = format!("{}/brute-{}-{}-{}", dir, n, k, d);
        std::fs::write(format!("{}.in", name), format!("{} {} {}\n", n, k, d)).unwrap();
        std::fs::write(format!("{}.out", name), format!("{}\n", wins % MOD)).unwrap();
    }
}

#[test]
fn bad_input_is_refused_with_a_reason() {
    let cases: &[(&[u8], &str)] = &[
        (b"", "line 1: input ends before n"),
        (b"10 4", "line 1: input ends before d"),
        (b"10\n4\n", "line 2: input ends before d"),
        (b" \r\n\n", "line 1: input ends before n"),
        (b"10\n4 \r\n\n\t", "line 2: input ends before d"),
        (b"10 four 2", "line 1: expected a non-negative integer, found \"four\""),
        (b"10 -4 2", "line 1: expected a non-negative integer, found \"-4\""),
        (b"10 3 2", "k must be even"),
        (b"10 4 5", "need 1 <= d <= k <= n, got n = 10, k = 4, d = 5"),
        (b"10 4 0", "need 1 <= d <= k <= n, got n = 10, k = 4, d = 0"),
        (b"3 4 1", "need 1 <= d <= k <= n, got n = 3, k = 4, d = 1"),
        (
            b"99999999999999999999 4 2",
            "line 1: number \"99999999999999999999\" does not fit in 64 bits",
        ),
        (b"10\x00 4 2", "line 1: expected a non-negative integer, found \"10\\0\""),
    ];
    for &(input, message) in cases {
        let expected = (String::new(), Err(message.to_string()));
        assert_eq!(run_bytes(input), expected, "{:?}", String::from_utf8_lossy(input));
    }
    // The case is complete, so it is answered; the input after it is ignored with a warning.
    let trailing = Ok(Some("line 2: ignored input after `n k d`".to_string()));
    assert_eq!(run_bytes(b"10 4 2\n7"), ("182\n".to_string(), trailing));
    let trailing = Ok(Some("line 1: ignored input after `n k d`".to_string()));
    assert_eq!(run_bytes(b"10 4 2 x y"), ("182\n".to_string(), trailing));
    // A UTF-8 byte-order mark at the start is skipped; anywhere else it is an error.
    assert_eq!(run_bytes(b"\xEF\xBB\xBF10 4 2\r\n"), ("182\n".to_string(), Ok(None)));
    // The message shows the BOM escaped, as \u{feff} (`\u{7b}` is the brace).
    let bom = "line 1: expected a non-negative integer, found \"\\u\u{7b}feff}4\"";
    assert_eq!(run_bytes(b"10 \xEF\xBB\xBF4 2"), (String::new(), Err(bom.to_string())));
    let slow = run_bytes(b"1000000 500000 1").1.unwrap_err();
    assert!(slow.contains("this solver stops at"), "{}", slow);
    let long = "n = 3000000000 is above 10000000, the longest strip this solver takes";
    assert_eq!(run_bytes(b"3000000000 3000000000 1").1, Err(long.to_string()));
}

#[test]
fn beyond_the_limits_the_formula_still_answers() {
    // k > 100 and n > 10000 are outside the statement but the theory does not care.
    let (n, k) = (20000, 200);
    let losing = pascal(n - k / 2, k / 2); // as in d_equal_k_loses_only_with_every_pair_adjacent
    assert_eq!(count_winning_layouts(n, k, k), (pascal(n, k) + MOD - losing) % MOD);
    assert_eq!(count_winning_layouts(12, 12, 5), 0);
}
