//! Fits the weights of reversi's pattern evaluation (`src/bin/reversi/pattern.rs`).
//! Single-threaded and seeded: the same arguments write the same bytes.
//!
//! **The committed `src/bin/reversi/weights.bin`** comes from two rounds, 33 minutes of CPU
//! time on one core in all (65 minutes of wall time on this 2-core Intel Xeon VM while two
//! matches shared it):
//!
//!   cargo run --release --example train_eval -- --out /tmp/round1.bin
//!   cargo run --release --example train_eval -- --games 70000 --seed 20261123 \
//!       --policy /tmp/round1.bin --play-depth 4 --noise 0 --opening 15
//!
//! and the second command with `--check` added rebuilds the file and compares it byte for byte
//! (exit status 1 if it differs; `--check --out /tmp/round1.bin` checks round 1 alone). Both
//! rounds, run afresh on 2026-11-22, rebuilt the committed file byte for byte.
//!
//! Options: --games N (default 80000), --seed S (default 20261122), --out PATH (default
//! src/bin/reversi/weights.bin), --check, --policy WEIGHTS (the games are played by the
//! pattern evaluation with these weights, else by the classic one), --play-depth D (default
//! 3), --noise N (one midgame move in N at random, default 32, 0 for none), --opening K (the
//! games begin with 2 to K random plies, default 9).
//!
//! **Data.** Self-play games: the random opening plies, then the policy's search (`Engine`
//! at a fixed depth) until 14 empty squares are left; that position is solved exactly, and
//! every earlier position of the game is labelled with that exact result (for its mover).
//! From 14 empties on, every position is solved exactly and labelled with its own value; the
//! game goes on with the best move (one time in four a random one). Every tenth game is held
//! out to measure the fit. Round 1 plays with the classic evaluation (3 plies, noise 1/32),
//! round 2 with round 1's weights (4 plies, no noise, 2-15 random opening plies): its games
//! are closer, its labels less noisy, and its weights are the ones committed. (Labelling the
//! earlier positions instead by searches over the already fitted later stages, stage by stage
//! from the end, as Logistello's training did, is not done here: the labels above cost
//! nothing beyond the game, and the fit they give wins 87 % of games at equal depth.)
//!
//! **Fit.** For each stage, ridge least squares (λ = 4; conjugate gradient on the normal
//! equations, CGLS, 50 iterations) over the positions of that stage and two empty squares
//! either side, contents that a pattern's own symmetry maps onto each other sharing one
//! weight (`pattern::canonical`); the weights are then rounded to 1/32 disc. It prints the
//! seed, the data size, and each stage's root mean square error (in discs) on the training
//! and the held-out positions, next to the RMS of the labels themselves.

#![allow(dead_code)]

#[path = "../src/bin/reversi/board.rs"]
mod board;
#[path = "../src/bin/reversi/eval.rs"]
mod eval;
#[path = "../src/bin/reversi/search.rs"]
mod search;

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
    /// Final disc difference for the mover (exact, or the game's exact result at 14 empties).
    label: i8,
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

const SOLVE_FROM: u32 = 14;

fn exact_limits() -> Limits {
    Limits { depth: 60, exact_from: 64, time: None, nodes: None }
}

/// One self-play game's samples.
fn game(engine: &mut Engine, rng: &mut Rng, policy: Policy, test: bool, out: &mut Vec<Sample>) {
    let (mut m, mut o) = (START_BLACK, START_WHITE);
    let mut black = true;
    let random_plies = 2 + rng.below(policy.opening - 1);
    let mut ply = 0;
    let mut early: Vec<(u64, u64, bool)> = Vec::new();
    // Up to 16 empties.
    let mut result_black: Option<i32> = None;
    loop {
        let empties = (!(m | o)).count_ones();
        let moves = legal_moves(m, o);
        if moves == 0 {
            if legal_moves(o, m) == 0 {
                let d = board::official_difference(m, o);
                result_black = Some(if black { d } else { -d });
                break;
            }
            (m, o, black) = (o, m, !black);
            continue;
        }
        if empties <= SOLVE_FROM {
            break;
        }
        early.push((m, o, black));
        let square = if ply < random_plies || (policy.noise > 0 && rng.below(policy.noise) == 0) {
            rng.pick(moves)
        } else {
            let limits = Limits { depth: policy.depth, exact_from: 0, time: None, nodes: None };
            engine.think(m, o, limits).square
        };
        (m, o) = play(m, o, square);
        black = !black;
        ply += 1;
    }
    // The exact phase (unless the game ended before it).
    let mut in_play = result_black.is_none();
    while in_play {
        let moves = legal_moves(m, o);
        if moves == 0 {
            in_play = legal_moves(o, m) != 0;
            (m, o, black) = (o, m, !black);
            continue;
        }
        let choice = engine.think(m, o, exact_limits());
        let value = choice.solved.expect("an exact solve");
        if result_black.is_none() {
            result_black = Some(if black { value } else { -value });
        }
        out.push(Sample { mover: m, opponent: o, label: value as i8, test });
        let square = if rng.below(4) == 0 { rng.pick(moves) } else { choice.square };
        (m, o) = play(m, o, square);
        black = !black;
    }
    let result = result_black.unwrap_or(0);
    for (m, o, black) in early {
        let label = if black { result } else { -result };
        out.push(Sample { mover: m, opponent: o, label: label as i8, test });
    }
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
    let mut out_path = String::from("src/bin/reversi/weights.bin");
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
            "--out" => out_path = value.cloned().expect("--out PATH"),
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
    match &policy {
        None => {
            eval::use_classic(true);
            println!("games played by the classic evaluation");
        }
        Some(path) => {
            let bytes = std::fs::read(path).expect("read the --policy weights");
            let weights = pattern::decode(&bytes).expect("a weights file");
            pattern::set_weights(weights);
            eval::use_classic(false);
            println!("games played by the pattern evaluation with the weights of {}", path);
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
    let mut rng = Rng(seed);
    let mut engine = Engine::new();
    let mut samples = Vec::new();
    for g in 0..games {
        game(&mut engine, &mut rng, play, g % 10 == 9, &mut samples);
        if (g + 1) % 2000 == 0 {
            eprintln!(
                "{} games, {} positions, {:.0} s",
                g + 1,
                samples.len(),
                started.elapsed().as_secs_f64()
            );
        }
    }
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
        let window: Vec<&Sample> = samples
            .iter()
            .filter(|s| !s.test && s.empties() + 2 >= low && s.empties() <= high + 2)
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
            "stage {:2} (empties {:2}-{:2}): {:7} positions, RMS {:5.2} train, {:5.2} held out (labels' RMS {:5.2}, {:5.2}), {:.0} s",
            stage,
            low,
            high,
            train.len(),
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
        let committed = std::fs::read(&out_path).unwrap_or_default();
        if committed == bytes {
            println!("check: {} is byte for byte what this run writes", out_path);
        } else {
            println!("check: {} DIFFERS from what this run writes", out_path);
            std::process::exit(1);
        }
    } else {
        std::fs::write(&out_path, &bytes).expect("write the weights");
        println!("wrote {}", out_path);
    }
}
