//! Fits the weights of reversi's pattern evaluation (`src/bin/reversi/pattern.rs`).
//! Seeded: the same arguments write the same bytes, on any number of cores (every game has its
//! own random generator, every labelling search starts from an empty table, and the results
//! are gathered in a fixed order; the fit itself runs on one core).
//!
//! **The committed `src/bin/reversi/weights.bin`** comes from three rounds. Rounds 1 and 2
//! (2026-11-22) made the previous weights, with labels from one 6-ply search each:
//!
//!   cargo run --release --example train_eval -- --games 10000 --out /tmp/round1.bin
//!   cargo run --release --example train_eval -- --games 40000 --seed 20261123 \
//!       --policy /tmp/round1.bin --play-depth 4 --noise 0 --opening 15 --out /tmp/round2.bin
//!
//! (run twice then, rebuilding both files byte for byte; this program's labels have changed
//! since, so it no longer rebuilds them: take round 2's file from the history instead,
//! `git show 51d66e4:src/bin/reversi/weights.bin > /tmp/round2.bin`). Round 3 (2026-11-26,
//! 35 minutes of wall time on this 2-core Intel Xeon VM shared with other jobs: 7.5 minutes of
//! games, the rest nearly all labelling searches) plays its games with round 2's weights and
//! labels them with the mean of a 5-ply and a 6-ply search (below):
//!
//!   cargo run --release --example train_eval -- --games 40000 --seed 20261123 \
//!       --policy /tmp/round2.bin --play-depth 4 --noise 0 --opening 15 \
//!       --out src/bin/reversi/weights.bin
//!
//! and that command with `--check` instead of `--out ...` rebuilds the file and compares it
//! byte for byte with the committed one (exit status 1 if it differs; `--check --out PATH`
//! compares with another file). The games depend on the engine's choice between moves of equal
//! value, so a later `search.rs` that breaks such ties otherwise plays other games and makes
//! other bytes (round 3 ran with the `search.rs` of 2026-11-26 13:47, between commits 03231a0
//! and 7fdff16).
//!
//! Options: --games N (default 80000), --seed S (default 20261122), --out PATH (where the
//! weights go; without it target/train_eval/weights.bin: the committed weights are only
//! overwritten when --out names them), --check (compare with the file of --out, by default
//! the committed src/bin/reversi/weights.bin, and write nothing), --policy WEIGHTS (the games
//! are played by the pattern evaluation with these weights, else by the classic one),
//! --play-depth D (default 3), --noise N (one midgame move in N at random, default 32, 0 for
//! none), --opening K (the games begin with 2 to K random plies, default 9).
//!
//! **Data.** Self-play games: the random opening plies, then the policy's search (`Engine`
//! at a fixed depth) until 14 empty squares are left. From there every position is solved
//! exactly and labelled with its own value; the game goes on with the best move (one time in
//! four a random one). Every tenth game is held out to measure the fit. Round 1 plays with the
//! classic evaluation (3 plies, noise 1/32), round 2 with round 1's weights (4 plies, no noise,
//! 2-15 random opening plies), and its weights are the ones committed.
//!
//! **Labels before 14 empties, stage by stage from the end** (as Logistello's training did).
//! The stages are fitted from the end of the game (stage 0, 1-5 empties) back to the opening
//! (stage 11, 56-60). Before stage s is fitted, every position its fit uses that has no label
//! yet is labelled by the mean of a 5-ply and a 6-ply search whose leaves are evaluated with the
//! stages already fitted: stage s has at most 5s + 5 empties, and passes cost no depth, so every
//! leaf that is not a finished game has at most 5s empties, in a stage before s.
//!
//! **Why two depths.** The leaves of the 6-ply search have the root's mover to move, those of
//! the 5-ply search its opponent. Labelled by the 6-ply search alone (rounds 1 and 2), each
//! stage took over whatever the stages below got wrong for the side to move, plus the lean of
//! a minimax over noisy leaves against the side that does not choose last (the opponent
//! chooses at the sixth ply): the errors added up stage after stage, and round 2's evaluation
//! undervalued the side to move by 3-5 discs in the midgame. A search of the start position
//! then read +4.4, −3.1, +4.9, −2.6, +4.9, −3.4, +4.7, −3.0, +5.9, −2.7 discs at depths 1-10,
//! and over 300 self-play positions at 40-56 empties the mean of the odd depths 1, 3, 5 stood
//! 7-8 discs above that of the even depths 2, 4, 6 (3.4 at 24 empties, where fewer stages
//! lie below). In the mean of the two depths a bias of the stages below enters once with each
//! sign and cancels, and the two minimax leans largely cancel too: with round 3's weights the
//! start position reads −0.1, +0.0, +0.2, +1.0, +0.0, +0.1, −0.3, +0.5, +0.0, +0.5 at depths
//! 1-10, and the odd-even gap is 0.6-1.6 discs at every stage (it is what a minimax over an
//! evaluation with an error of 3-5 discs leaves, and it no longer grows with the stages).
//!
//! Searched labels carry far less noise than the result of one game: with 10000 games,
//! weights fitted to 6-ply labels won 84.5 % of 100 games at depth 4 against weights fitted to
//! each game's exact result at 14 empties (the labels this program used first), and round 2's
//! weights beat those first ones (150000 games in two rounds, labelled with results) 66-0-34
//! at depth 4 and 57-8-35 at depth 8 over 100 games. Round 3's weights against round 2's, both
//! at level 6, then the default (`examples/reversi_match.rs --pairs 100 --level-a 6 --level-b 6
//! --weights-a round3 --weights-b round2`, run as pairs 1-50 and 51-100 with `--from 51`; 200
//! games from 100 balanced openings, colours swapped): 96 wins, 15 draws, 89 losses, a score of
//! 51.8 % and +0.52 discs a game (54-6-40 on the first 50 pairs, 42-9-49 on the others), as
//! strong within the noise of 200 games; the last midgame value before the first exact solve
//! was off by −0.27 discs on average (3.07 absolute) with round 3, −0.66 (2.98) with round 2.
//!
//! **Fit.** For each stage, ridge least squares (λ = 4; conjugate gradient on the normal
//! equations, CGLS, 50 iterations) over the positions of that stage and of two empty squares
//! less (one more, in rounds 1 and 2), contents that a pattern's own symmetry maps onto each other sharing one
//! weight (`pattern::canonical`); the weights are then rounded to 1/32 disc. It prints the
//! seed, the data size, and each stage's root mean square error (in discs) on the training
//! and the held-out positions, next to the RMS of the labels themselves.

#![allow(dead_code)]
// An example, not a judge file: it may use what the package's Rust (Cargo.toml's
// rust-version) has, such as scoped threads, beyond the judge files' 1.56 of clippy.toml.
#![allow(clippy::incompatible_msrv)]

#[path = "../src/bin/reversi/board.rs"]
mod board;
#[path = "../src/bin/reversi/endgame.rs"]
mod endgame;
#[path = "../src/bin/reversi/engine.rs"]
mod engine;
#[path = "../src/bin/reversi/eval.rs"]
mod eval;
#[path = "../src/bin/reversi/midgame.rs"]
mod midgame;
#[path = "../src/bin/reversi/search.rs"]
mod search;
#[path = "../src/bin/reversi/table.rs"]
mod table;
#[path = "../src/bin/reversi/threads.rs"]
mod threads;

use board::{legal_moves, play, START_BLACK, START_WHITE};
use eval::pattern::{self, FEATURES, STAGES, STAGE_SIZE};
use search::{Engine, Limits};
use std::time::Instant;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u32) -> u32 {
        (self.next() % u64::from(n)) as u32
    }

    /// A random square of the set `moves` (not empty).
    fn pick(&mut self, moves: u64) -> u32 {
        let mut rest = moves;
        for _ in 0..self.below(moves.count_ones()) {
            rest &= rest - 1;
        }
        rest.trailing_zeros()
    }
}

#[derive(Clone, Copy)]
struct Sample {
    mover: u64,
    opponent: u64,
    /// Final disc difference for the mover: exact from `SOLVE_FROM` empties on, else the value
    /// mean of a `LABEL_DEPTH - 1` and a `LABEL_DEPTH` search over the stages fitted before (NaN
    /// until it is searched).
    label: f32,
    test: bool,
}

impl Sample {
    fn empties(&self) -> u32 {
        (!(self.mover | self.opponent)).count_ones()
    }
}

/// How the games are played: the midgame depth, one move in `noise` at random (0: none)
/// after the first 2 to `opening` random plies.
#[derive(Clone, Copy)]
struct Policy {
    depth: u32,
    noise: u32,
    opening: u32,
}

/// The weights reversi is built with: written only when `--out` names this path.
const COMMITTED: &str = "src/bin/reversi/weights.bin";
/// Where the weights go without `--out`.
const DEFAULT_OUT: &str = "target/train_eval/weights.bin";

/// Positions with this many empty squares or fewer are labelled by an exact solve.
const SOLVE_FROM: u32 = 14;

/// Earlier positions are labelled by the mean of two searches, `LABEL_DEPTH - 1` and
/// `LABEL_DEPTH` plies deep: the leaves of one have the root's mover to move, those of the other
/// its opponent, so a bias of the stages below for (or against) the mover cancels out instead of
/// passing into the labels, and the minimax's own lean towards the side that chooses last
/// (optimistic for it over noisy leaves) mostly cancels too. With one even depth (6, the labels
/// of the weights before) each stage inherited the bias of the stages below plus its own, and
/// the start position read 4.7 and −3.0 discs at depths 7 and 8. A stage's fit uses the
/// positions of its own empties and up to `WINDOW_BELOW` fewer and `WINDOW_ABOVE` more, and
/// `WINDOW_ABOVE + 5 <= LABEL_DEPTH - 1` makes every leaf of these searches that is not a
/// finished game (passes cost no depth) fall in a stage already fitted.
const LABEL_DEPTH: u32 = 6;
const WINDOW_BELOW: u32 = 2;
const WINDOW_ABOVE: u32 = 0;
const _: () = assert!(WINDOW_ABOVE + 5 < LABEL_DEPTH);

fn exact_limits() -> Limits {
    Limits { depth: 60, exact_from: 64, time: None, nodes: None, outcome_from: 0, parallel: false }
}

/// The random number generator of game `g`: every game has its own, so that games can be
/// played on any number of threads and still give the same data.
fn game_rng(seed: u64, g: u32) -> Rng {
    let mut mix = Rng(seed ^ u64::from(g).wrapping_mul(0xd1b5_4a32_d192_ed03));
    Rng(mix.next())
}

/// One self-play game's samples: the positions before `SOLVE_FROM` empties unlabelled (NaN),
/// the later ones with their exact values.
fn game(engine: &mut Engine, rng: &mut Rng, policy: Policy, test: bool) -> Vec<Sample> {
    let mut out = Vec::new();
    let (mut m, mut o) = (START_BLACK, START_WHITE);
    let random_plies = 2 + rng.below(policy.opening - 1);
    let mut ply = 0;
    loop {
        let empties = (!(m | o)).count_ones();
        let moves = legal_moves(m, o);
        if moves == 0 {
            if legal_moves(o, m) == 0 {
                return out;
            }
            (m, o) = (o, m);
            continue;
        }
        if empties <= SOLVE_FROM {
            break;
        }
        out.push(Sample { mover: m, opponent: o, label: f32::NAN, test });
        let square = if ply < random_plies || (policy.noise > 0 && rng.below(policy.noise) == 0) {
            rng.pick(moves)
        } else {
            let limits = Limits {
                depth: policy.depth,
                exact_from: 0,
                time: None,
                nodes: None,
                outcome_from: 0,
                parallel: false,
            };
            engine.think(m, o, limits).square
        };
        (m, o) = play(m, o, square);
        ply += 1;
    }
    // The exact phase: the best move, one time in four a random one.
    loop {
        let moves = legal_moves(m, o);
        if moves == 0 {
            if legal_moves(o, m) == 0 {
                return out;
            }
            (m, o) = (o, m);
            continue;
        }
        let choice = engine.think(m, o, exact_limits());
        let value = choice.solved.expect("an exact solve");
        out.push(Sample { mover: m, opponent: o, label: value as f32, test });
        let square = if rng.below(4) == 0 { rng.pick(moves) } else { choice.square };
        (m, o) = play(m, o, square);
    }
}

/// The evaluation a thread searches with: the classic one, or patterns with these weights.
fn use_evaluation(weights: Option<&[i16]>) {
    match weights {
        None => eval::use_classic(true),
        Some(w) => {
            eval::use_classic(false);
            pattern::set_weights(w.to_vec());
        }
    }
}

/// Runs `work(i)` for i in 0..n on every core; the results come back in the order of i.
fn parallel<T: Send, F: Fn(usize) -> T + Sync>(n: usize, work: F) -> Vec<T> {
    let threads = std::thread::available_parallelism().map_or(1, |t| t.get()).min(n.max(1));
    let parts: Vec<Vec<(usize, T)>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let work = &work;
                scope.spawn(move || (t..n).step_by(threads).map(|i| (i, work(i))).collect())
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("a worker thread")).collect()
    });
    let mut all: Vec<(usize, T)> = parts.into_iter().flatten().collect();
    all.sort_by_key(|&(i, _)| i);
    all.into_iter().map(|(_, t)| t).collect()
}

/// Labels the unlabelled samples of `samples` whose empties are at most `up_to` with a
/// `LABEL_DEPTH - 1` and a `LABEL_DEPTH` search over `weights` (their mean). Each label's searches
/// start from an empty table, so a label does not depend on which thread computed it.
fn label_by_search(samples: &mut [Sample], up_to: u32, weights: &[i16]) -> usize {
    let todo: Vec<usize> = (0..samples.len())
        .filter(|&i| samples[i].label.is_nan() && samples[i].empties() <= up_to)
        .collect();
    const CHUNK: usize = 4096;
    let chunks = (todo.len() + CHUNK - 1) / CHUNK;
    let shared: &[Sample] = samples;
    let labels = parallel(chunks, |c| {
        use_evaluation(Some(weights));
        let mut engine = Engine::new();
        todo[c * CHUNK..todo.len().min((c + 1) * CHUNK)]
            .iter()
            .map(|&i| {
                let s = &shared[i];
                engine.clear();
                let mut sum = 0.0;
                for depth in [LABEL_DEPTH - 1, LABEL_DEPTH] {
                    let value = engine.midgame(
                        s.mover,
                        s.opponent,
                        depth,
                        -search::INFINITY,
                        search::INFINITY,
                    );
                    sum += eval::discs(value);
                }
                (sum / 2.0) as f32
            })
            .collect::<Vec<f32>>()
    });
    for (&i, label) in todo.iter().zip(labels.into_iter().flatten()) {
        samples[i].label = label;
    }
    todo.len()
}

fn features(s: &Sample) -> [u32; FEATURES] {
    let own = legal_moves(s.mover, s.opponent).count_ones();
    let theirs = legal_moves(s.opponent, s.mover).count_ones();
    pattern::features(s.mover, s.opponent, own, theirs)
}

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// s = Aᵀ r - λ w.
fn gradient(rows: &[[u32; FEATURES]], r: &[f64], w: &[f64], lambda: f64, s: &mut [f64]) {
    for (si, wi) in s.iter_mut().zip(w) {
        *si = -lambda * wi;
    }
    for (row, &ri) in rows.iter().zip(r) {
        for &j in row {
            s[j as usize] += ri;
        }
    }
}

/// Ridge least squares min |A w - y|² + λ |w|² by CGLS, `iterations` steps from w = 0.
fn fit(rows: &[[u32; FEATURES]], y: &[f64], lambda: f64, iterations: usize) -> Vec<f64> {
    let n = STAGE_SIZE;
    let mut w = vec![0.0; n];
    let mut r = y.to_vec();
    let mut s = vec![0.0; n];
    gradient(rows, &r, &w, lambda, &mut s);
    let mut p = s.clone();
    let mut gamma = dot(&s, &s);
    let mut q = vec![0.0; rows.len()];
    for _ in 0..iterations {
        for (qi, row) in q.iter_mut().zip(rows) {
            *qi = row.iter().map(|&j| p[j as usize]).sum();
        }
        let delta = dot(&q, &q) + lambda * dot(&p, &p);
        if delta <= 0.0 || gamma <= 0.0 {
            break;
        }
        let alpha = gamma / delta;
        for (wi, pi) in w.iter_mut().zip(&p) {
            *wi += alpha * pi;
        }
        for (ri, qi) in r.iter_mut().zip(&q) {
            *ri -= alpha * qi;
        }
        gradient(rows, &r, &w, lambda, &mut s);
        let next = dot(&s, &s);
        let beta = next / gamma;
        gamma = next;
        for (pi, si) in p.iter_mut().zip(&s) {
            *pi = si + beta * *pi;
        }
    }
    w
}

fn rms(samples: &[&Sample], weights: &[i16]) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = samples
        .iter()
        .map(|s| {
            let v: i32 = features(s).iter().map(|&j| i32::from(weights[j as usize])).sum();
            let e = f64::from(v) / f64::from(pattern::SCALE) - f64::from(s.label);
            e * e
        })
        .sum();
    (total / samples.len() as f64).sqrt()
}

fn main() {
    let mut games = 80_000u32;
    let mut seed = 20_261_122u64;
    let mut out_path: Option<String> = None;
    let mut check = false;
    let mut policy: Option<String> = None;
    let mut play = Policy { depth: 3, noise: 32, opening: 9 };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1);
        match args[i].as_str() {
            "--games" => games = value.and_then(|v| v.parse().ok()).expect("--games N"),
            "--seed" => seed = value.and_then(|v| v.parse().ok()).expect("--seed S"),
            "--out" => out_path = Some(value.cloned().expect("--out PATH")),
            "--play-depth" => {
                play.depth = value.and_then(|v| v.parse().ok()).expect("--play-depth D")
            }
            "--noise" => play.noise = value.and_then(|v| v.parse().ok()).expect("--noise N"),
            "--opening" => play.opening = value.and_then(|v| v.parse().ok()).expect("--opening K"),
            "--policy" => policy = Some(value.cloned().expect("--policy WEIGHTS")),
            "--check" => {
                check = true;
                i += 1;
                continue;
            }
            other => {
                eprintln!("train_eval: unknown option {} (see the file's header)", other);
                std::process::exit(2);
            }
        }
        i += 2;
    }
    let started = Instant::now();
    println!("seed {}, {} games (every tenth held out)", seed, games);
    let policy_weights: Option<Vec<i16>> = policy.as_ref().map(|path| {
        let bytes = std::fs::read(path).expect("read the --policy weights");
        pattern::decode(&bytes).expect("a weights file")
    });
    match &policy {
        None => println!("games played by the classic evaluation"),
        Some(path) => {
            println!("games played by the pattern evaluation with the weights of {}", path)
        }
    }
    assert!(play.opening >= 2 && play.depth >= 1, "--opening 2 or more, --play-depth 1 or more");
    println!(
        "policy: 2-{} random plies, then {} plies deep{}",
        play.opening,
        play.depth,
        if play.noise > 0 {
            format!(", one move in {} at random", play.noise)
        } else {
            String::new()
        }
    );
    const GAMES_PER_TASK: u32 = 250;
    let tasks = ((games + GAMES_PER_TASK - 1) / GAMES_PER_TASK) as usize;
    let per_task = parallel(tasks, |task| {
        use_evaluation(policy_weights.as_deref());
        let mut engine = Engine::new();
        let first = task as u32 * GAMES_PER_TASK;
        let mut out = Vec::new();
        for g in first..games.min(first + GAMES_PER_TASK) {
            out.extend(game(&mut engine, &mut game_rng(seed, g), play, g % 10 == 9));
        }
        out
    });
    let mut samples: Vec<Sample> = per_task.into_iter().flatten().collect();
    let held_out = samples.iter().filter(|s| s.test).count();
    println!(
        "data: {} positions ({} for the fit, {} held out), made in {:.0} s",
        samples.len(),
        samples.len() - held_out,
        held_out,
        started.elapsed().as_secs_f64()
    );
    // Contents that a pattern's own symmetry maps onto each other share a weight.
    let canon: Vec<u32> = (0..STAGE_SIZE as u32).map(pattern::canonical).collect();
    let mut weights = vec![0i16; STAGES * STAGE_SIZE];
    let lambda = 4.0;
    let iterations = 50;
    println!(
        "fit: ridge λ = {}, {} CGLS iterations per stage; RMS error in discs",
        lambda, iterations
    );
    for stage in 0..STAGES {
        let (low, high) = (5 * stage as u32 + 1, 5 * stage as u32 + 5);
        let searched = label_by_search(&mut samples, high + WINDOW_ABOVE, &weights);
        let window: Vec<&Sample> = samples
            .iter()
            .filter(|s| {
                !s.test && s.empties() + WINDOW_BELOW >= low && s.empties() <= high + WINDOW_ABOVE
            })
            .collect();
        let rows: Vec<[u32; FEATURES]> =
            window.iter().map(|s| features(s).map(|j| canon[j as usize])).collect();
        let y: Vec<f64> = window.iter().map(|s| f64::from(s.label)).collect();
        let w = fit(&rows, &y, lambda, iterations);
        let table = &mut weights[stage * STAGE_SIZE..(stage + 1) * STAGE_SIZE];
        for (t, &c) in table.iter_mut().zip(&canon) {
            let v = w[c as usize];
            *t = (v * f64::from(pattern::SCALE)).round().clamp(-32767.0, 32767.0) as i16;
        }
        let in_stage = |s: &&&Sample| (low..=high).contains(&s.empties());
        let train: Vec<&Sample> = window.iter().filter(in_stage).copied().collect();
        let test: Vec<&Sample> =
            samples.iter().filter(|s| s.test && (low..=high).contains(&s.empties())).collect();
        let baseline = |set: &[&Sample]| {
            (set.iter().map(|s| f64::from(s.label).powi(2)).sum::<f64>() / set.len().max(1) as f64)
                .sqrt()
        };
        println!(
            "stage {:2} (empties {:2}-{:2}): {:7} positions ({:7} labels searched), RMS {:5.2} train, {:5.2} held out (labels' RMS {:5.2}, {:5.2}), {:.0} s",
            stage,
            low,
            high,
            train.len(),
            searched,
            rms(&train, table),
            rms(&test, table),
            baseline(&train),
            baseline(&test),
            started.elapsed().as_secs_f64()
        );
    }
    let bytes = pattern::encode(&weights);
    println!("weights: {} bytes, total time {:.0} s", bytes.len(), started.elapsed().as_secs_f64());
    if check {
        let out_path = out_path.unwrap_or_else(|| String::from(COMMITTED));
        let committed = std::fs::read(&out_path).unwrap_or_default();
        if committed == bytes {
            println!("check: {} is byte for byte what this run writes", out_path);
        } else {
            println!("check: {} DIFFERS from what this run writes", out_path);
            std::process::exit(1);
        }
    } else {
        let out_path = out_path.unwrap_or_else(|| String::from(DEFAULT_OUT));
        if let Some(dir) = std::path::Path::new(&out_path).parent() {
            if !dir.as_os_str().is_empty() {
                std::fs::create_dir_all(dir).expect("make the directory of the weights");
            }
        }
        std::fs::write(&out_path, &bytes).expect("write the weights");
        println!("wrote {}", out_path);
        if out_path != COMMITTED {
            println!(
                "(the committed weights, {}, are replaced only by --out naming them)",
                COMMITTED
            );
        }
    }
}
