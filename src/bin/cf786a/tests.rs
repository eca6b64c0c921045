use super::*;

#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/theories_a.rs"]
mod max;

use std::fs;
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/cf786a");
const SAMPLE_1: &str = "5\n2 3 2\n3 1 2 3\n";
const SAMPLE_1_OUT: &str = "Lose Win Win Loop\nLoop Win Win Win\n";
const SAMPLE_2: &str = "8\n4 6 2 3 4\n2 3 6\n";
const SAMPLE_2_OUT: &str = "Win Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Lose\n";

/// The naive fixed point, no queue and no counters: sweep over every undecided state
/// (player p to move, monster at x ≠ 0), calling it won if one of p's moves reaches the
/// hole or a lost state of the other player, lost if all of them reach won states, until a
/// sweep changes nothing; what is left is `Loop`. Steps may be given in any order.
fn naive(n: usize, steps: &[Vec<usize>; 2]) -> [Vec<Outcome>; 2] {
    // 1: the mover wins, -1: he loses, 0: not known (yet).
    let mut known = [vec![0i8; n], vec![0i8; n]];
    loop {
        let mut changed = false;
        for p in 0..2 {
            for x in 1..n {
                if known[p][x] != 0 {
                    continue;
                }
                let targets: Vec<usize> = steps[p].iter().map(|&s| (x + s) % n).collect();
                if targets.iter().any(|&t| t == 0 || known[1 - p][t] == -1) {
                    known[p][x] = 1;
                    changed = true;
                } else if targets.iter().all(|&t| known[1 - p][t] == 1) {
                    known[p][x] = -1;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let outcome = |k: &i8| match k {
        1 => Outcome::Win,
        -1 => Outcome::Lose,
        _ => Outcome::Loop,
    };
    [known[0][1..].iter().map(outcome).collect(), known[1][1..].iter().map(outcome).collect()]
}

/// The solution's tables without the hole's entry, as `naive` gives them.
fn solution(n: usize, steps: &[Vec<usize>; 2]) -> [Vec<Outcome>; 2] {
    let mut sorted = steps.clone();
    for set in sorted.iter_mut() {
        set.sort_unstable();
    }
    let tables = outcomes(n, &sorted);
    [tables[0][1..].to_vec(), tables[1][1..].to_vec()]
}

/// The classic wrong answer: a memoised depth-first search that calls a state found on its
/// own stack `Loop` and caches whatever it computes.
fn stack_loop_dfs(n: usize, steps: &[Vec<usize>; 2]) -> [Vec<Outcome>; 2] {
    fn visit(
        p: usize,
        x: usize,
        n: usize,
        steps: &[Vec<usize>; 2],
        memo: &mut [Vec<Option<i8>>; 2],
        on_stack: &mut [Vec<bool>; 2],
    ) -> i8 {
        if x == 0 {
            return -1;
        }
        if let Some(known) = memo[p][x] {
            return known;
        }
        if on_stack[p][x] {
            return 0;
        }
        on_stack[p][x] = true;
        let (mut any_lost, mut all_won) = (false, true);
        for &s in &steps[p] {
            let r = visit(1 - p, (x + s) % n, n, steps, memo, on_stack);
            any_lost |= r == -1;
            all_won &= r == 1;
        }
        on_stack[p][x] = false;
        let result = if any_lost {
            1
        } else if all_won {
            -1
        } else {
            0
        };
        memo[p][x] = Some(result);
        result
    }
    let mut memo = [vec![None; n], vec![None; n]];
    let mut on_stack = [vec![false; n], vec![false; n]];
    let mut tables = [Vec::new(), Vec::new()];
    for (p, table) in tables.iter_mut().enumerate() {
        for x in 1..n {
            table.push(match visit(p, x, n, steps, &mut memo, &mut on_stack) {
                1 => Outcome::Win,
                -1 => Outcome::Lose,
                _ => Outcome::Loop,
            });
        }
    }
    tables
}

/// Another wrong answer: the predecessors of (q, y) taken from q's own set, not from the set
/// of the player who moved there (otherwise the same retrograde analysis).
fn wrong_set(n: usize, steps: &[Vec<usize>; 2]) -> [Vec<Outcome>; 2] {
    // 1: won, -1: lost, 0: open (with `count` moves not known to lead to won states).
    let mut known = [vec![0i8; n], vec![0i8; n]];
    let mut count = [vec![steps[0].len(); n], vec![steps[1].len(); n]];
    let mut queue = vec![(0, 0), (1, 0)];
    known[0][0] = -1;
    known[1][0] = -1;
    let mut head = 0;
    while head < queue.len() {
        let (q, y) = queue[head];
        head += 1;
        let p = 1 - q;
        for &s in &steps[q] {
            let x = (y + n - s) % n;
            if known[p][x] != 0 {
                continue;
            }
            if known[q][y] == -1 {
                known[p][x] = 1;
            } else {
                count[p][x] -= 1;
                if count[p][x] > 0 {
                    continue;
                }
                known[p][x] = -1;
            }
            queue.push((p, x));
        }
    }
    let outcome = |k: &i8| match k {
        1 => Outcome::Win,
        -1 => Outcome::Lose,
        _ => Outcome::Loop,
    };
    [known[0][1..].iter().map(outcome).collect(), known[1][1..].iter().map(outcome).collect()]
}

fn show(tables: &[Vec<Outcome>; 2]) -> String {
    let mut text = String::new();
    for table in tables {
        let words: Vec<String> = table.iter().map(|o| format!("{:?}", o)).collect();
        text.push_str(&words.join(" "));
        text.push('\n');
    }
    text
}

fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

/// The subset of 1..n−1 whose bits are in `mask` (bit s − 1 for step s).
fn subset(mask: usize, n: usize) -> Vec<usize> {
    (1..n).filter(|s| mask >> (s - 1) & 1 == 1).collect()
}

#[test]
fn samples() {
    assert_eq!(run_str(SAMPLE_1), (SAMPLE_1_OUT.to_string(), Ok(None)));
    assert_eq!(run_str(SAMPLE_2), (SAMPLE_2_OUT.to_string(), Ok(None)));
    assert_eq!(show(&naive(5, &[vec![3, 2], vec![1, 2, 3]])), SAMPLE_1_OUT);
    assert_eq!(show(&naive(8, &[vec![6, 2, 3, 4], vec![3, 6]])), SAMPLE_2_OUT);
}

#[test]
fn matches_the_naive_fixed_point_for_every_pair_of_sets_up_to_n_8() {
    let mut tally = [0usize; 3];
    let mut pairs = 0;
    for n in 2..=8 {
        for rick in 1..1usize << (n - 1) {
            for morty in 1..1usize << (n - 1) {
                let steps = [subset(rick, n), subset(morty, n)];
                let expected = naive(n, &steps);
                assert_eq!(solution(n, &steps), expected, "n = {}, sets {:?}", n, steps);
                for outcome in expected.iter().flatten() {
                    tally[*outcome as usize] += 1;
                }
                pairs += 1;
            }
        }
    }
    assert_eq!(pairs, 1 + 9 + 49 + 225 + 961 + 3969 + 16129);
    assert!(tally.iter().all(|&t| t > 10_000), "all three outcomes occur: {:?}", tally);
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

    /// A set of about `k` distinct steps in 1..n, shuffled, made of multiples of `unit`
    /// when it has some.
    fn steps(&mut self, n: usize, k: usize, unit: usize) -> Vec<usize> {
        let mut pool: Vec<usize> = (1..n).filter(|s| s % unit == 0).collect();
        if pool.is_empty() {
            pool = (1..n).collect();
        }
        for i in 0..pool.len() {
            let j = i + self.below((pool.len() - i) as u64) as usize;
            pool.swap(i, j);
        }
        pool.truncate(k.clamp(1, pool.len()));
        pool
    }
}

#[test]
fn matches_the_naive_fixed_point_on_random_circles_up_to_300() {
    let mut rng = Rng(0x786a);
    let mut loops = 0;
    for _ in 0..300 {
        let n = 2 + rng.below(299) as usize;
        let unit = 1 + rng.below(3) as usize;
        let (k1, k2) = (1 + rng.below(6) as usize, 1 + rng.below(n as u64) as usize);
        let steps = [rng.steps(n, k1, unit), rng.steps(n, k2, unit)];
        let expected = naive(n, &steps);
        assert_eq!(solution(n, &steps), expected, "n = {}, sets {:?}", n, steps);
        loops += expected.iter().flatten().filter(|&&o| o == Outcome::Loop).count();
    }
    assert!(loops > 1000, "loops occur: {}", loops);
}

#[test]
fn the_stack_loop_search_is_wrong_and_the_tests_see_it() {
    let mut wrong = 0;
    for n in 2..=6 {
        for rick in 1..1usize << (n - 1) {
            for morty in 1..1usize << (n - 1) {
                let steps = [subset(rick, n), subset(morty, n)];
                wrong += usize::from(stack_loop_dfs(n, &steps) != naive(n, &steps));
            }
        }
    }
    assert!(wrong > 10, "the wrong search is caught on {} pairs of sets", wrong);
}

#[test]
fn predecessors_from_the_wrong_set_are_caught() {
    let mut wrong = 0;
    for n in 2..=6 {
        for rick in 1..1usize << (n - 1) {
            for morty in 1..1usize << (n - 1) {
                let steps = [subset(rick, n), subset(morty, n)];
                let truth = naive(n, &steps);
                if rick == morty {
                    // With one set for both the mistake makes no difference.
                    assert_eq!(wrong_set(n, &steps), truth);
                }
                wrong += usize::from(wrong_set(n, &steps) != truth);
            }
        }
    }
    assert!(wrong > 100, "the wrong set is caught on {} pairs of sets", wrong);
}

#[test]
fn every_step_makes_every_start_a_win_at_the_limit() {
    let n = 7000;
    let all: Vec<usize> = (1..n).collect();
    let tables = outcomes(n, &[all.clone(), all]);
    assert!(tables.iter().all(|t| t[1..].iter().all(|&o| o == Outcome::Win)));
    // n = 20000, one step each: the mover wins exactly from the last object (x = n − 1);
    // from x = n − 2 he must step onto it and lose; the rest alternate back to x = 1.
    let n = 20_000;
    let tables = outcomes(n, &[vec![1], vec![1]]);
    for (x, (&rick, &morty)) in tables[0].iter().zip(&tables[1]).enumerate().skip(1) {
        let expected = if (n - x) % 2 == 1 { Outcome::Win } else { Outcome::Lose };
        assert_eq!((rick, morty), (expected, expected), "x = {}", x);
    }
}

#[test]
fn layouts_repeats_and_bad_input() {
    let expected = (SAMPLE_1_OUT.to_string(), Ok(None));
    assert_eq!(run_str(&SAMPLE_1.replace('\n', "\r\n")), expected);
    assert_eq!(run_str("5 2\t3 2 3 1 2 3"), expected);
    assert_eq!(run_str("5\n3 3 2 3\n4 1 2 3 3\n"), expected); // repeats are one move
    let err = |out: &str, e: &str| (out.to_string(), Err(e.to_string()));
    assert_eq!(run_str(""), err("", "line 1: input ends before n, the number of objects"));
    assert_eq!(run_str("5\n"), err("", "line 1: input ends before k1, the size of Rick's set"));
    assert_eq!(
        run_str("5\n2 3 2\n3 1 2"),
        err("", "line 3: input ends after 2 of Morty's 3 steps")
    );
    assert_eq!(
        run_str("5\n2 3 2\n"),
        err("", "line 2: input ends before k2, the size of Morty's set")
    );
    assert_eq!(run_str("5\n0\n"), err("", "line 2: k1 = 0: Rick needs at least one step"));
    assert_eq!(run_str("5\n2 3 5\n"), err("", "line 2: Rick's step 5 is not in 1..4 (n = 5)"));
    assert_eq!(run_str("5\n2 3 2\n1 0"), err("", "line 3: Morty's step 0 is not in 1..4 (n = 5)"));
    assert_eq!(
        run_str("1\n"),
        err("", "line 1: n = 1 is not in 2..=20000 (this program's limit; the judge has 7000)")
    );
    assert_eq!(
        run_str("20001\n"),
        err("", "line 1: n = 20001 is not in 2..=20000 (this program's limit; the judge has 7000)")
    );
    assert_eq!(
        run_str("5\n2 3 x\n"),
        err("", "line 2: expected a non-negative integer, found \"x\"")
    );
    assert_eq!(
        run_str(&format!("{}1\n", SAMPLE_1)),
        (
            SAMPLE_1_OUT.to_string(),
            Ok(Some("line 4: ignored input after Morty's steps".to_string()))
        )
    );
}

/// (n, steps) of a well-formed input.
fn parse_input(input: &str) -> (usize, [Vec<usize>; 2]) {
    let numbers: Vec<usize> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = numbers[0];
    let k1 = numbers[1];
    let rick = numbers[2..2 + k1].to_vec();
    let k2 = numbers[2 + k1];
    let morty = numbers[3 + k1..3 + k1 + k2].to_vec();
    assert_eq!(numbers.len(), 3 + k1 + k2, "a well-formed file");
    (n, [rick, morty])
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
fn testdata_outputs_are_proved_by_the_naive_fixed_point() {
    let inputs = case_files();
    assert!(inputs.len() >= 7, "testdata present");
    for input_path in inputs {
        let input = fs::read_to_string(&input_path).unwrap();
        let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
        let (n, steps) = parse_input(&input);
        assert_eq!(show(&naive(n, &steps)), expected, "{:?} against the fixed point", input_path);
        assert_eq!(run_str(&input), (expected, Ok(None)), "{:?} against run", input_path);
    }
    // The maximum-size inputs (n = 7000), generated (examples/gen.rs), not stored: the
    // benchmark's (3500 random steps each), every step, and even steps only.
    for (name, generator) in [
        ("cf786a", max::cf786a as max::Generator),
        ("cf786a.every-step", max::cf786a_every_step),
        ("cf786a.even-steps", max::cf786a_even_steps),
    ] {
        let input = max::input(name, generator);
        let (n, steps) = parse_input(&input);
        assert_eq!(run_str(&input), (show(&naive(n, &steps)), Ok(None)), "{}", name);
    }
    let dir = Path::new(DATA);
    assert_eq!(fs::read_to_string(dir.join("sample-1.in")).unwrap(), SAMPLE_1);
    assert_eq!(fs::read_to_string(dir.join("sample-1.out")).unwrap(), SAMPLE_1_OUT);
    assert_eq!(fs::read_to_string(dir.join("sample-2.in")).unwrap(), SAMPLE_2);
    assert_eq!(fs::read_to_string(dir.join("sample-2.out")).unwrap(), SAMPLE_2_OUT);
}

fn input_for(n: usize, steps: &[Vec<usize>; 2]) -> String {
    let mut input = format!("{}\n", n);
    for set in steps {
        let words: Vec<String> = set.iter().map(|s| s.to_string()).collect();
        input.push_str(&format!("{} {}\n", set.len(), words.join(" ")));
    }
    input
}

fn write_case(name: &str, input: &str) {
    let (n, steps) = parse_input(input);
    let dir = Path::new(DATA);
    fs::write(dir.join(format!("{}.in", name)), input).unwrap();
    fs::write(dir.join(format!("{}.out", name)), show(&naive(n, &steps))).unwrap();
}

/// Writes the testdata (the samples are the statement's) from the naive fixed point:
/// `cargo test --release --bin cf786a -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    write_case("sample-1", SAMPLE_1);
    write_case("sample-2", SAMPLE_2);
    write_case("crlf-1", &SAMPLE_2.replace('\n', "\r\n"));
    let mut rng = Rng(0x786b);
    for (i, &n) in [7, 20, 60, 200].iter().enumerate() {
        // Random sets (on a circle with a common factor now and then) until all three
        // outcomes occur.
        let steps = loop {
            let unit = 1 + rng.below(3) as usize;
            let (k1, k2) = (1 + rng.below(n as u64 / 4) as usize, 1 + rng.below(4) as usize);
            let steps = [rng.steps(n, k1, unit), rng.steps(n, k2, unit)];
            let tables = naive(n, &steps);
            let count = |o: Outcome| tables.iter().flatten().filter(|&&t| t == o).count();
            if [Outcome::Win, Outcome::Lose, Outcome::Loop].iter().all(|&o| 20 * count(o) >= n) {
                break steps;
            }
        };
        write_case(&format!("brute-{}", i + 1), &input_for(n, &steps));
    }
}
