//! A match between two reversi players (evaluation and level or depth), from a fixed set of
//! balanced openings, each opening played twice with the colours swapped. A measurement, not
//! a test.
//!
//!   cargo run --release --example reversi_match -- [--pairs N] [--seed S] [--plies K]
//!       [--a pattern|classic] [--b pattern|classic] [--level-a N | --depth-a D]
//!       [--level-b N | --depth-b D] [--weights-a PATH] [--weights-b PATH] [--from K]
//!       [--outcome-a E] [--outcome-b E] [--probcut-a T] [--probcut-b T]
//!       [--plies-a D] [--plies-b D] [--budget-a N] [--budget-b N]
//!       [--exact-a E] [--exact-b E] [--keep-a 0] [--keep-b 0] [--honesty 0]
//!       [--gtp-a COMMAND] [--gtp-b COMMAND]
//!
//! Defaults: 50 pairs (100 games), seed 1, 8-ply openings, A = pattern, B = classic, both at
//! depth 4 (exact solves from 12 empties). `--depth-x D` searches D plies and solves from D + 8
//! empties (at most 24), as the protocols' `set depth` does; `--level-x N` is the level.
//! `--weights-x PATH` gives a pattern player the weights of a file that `examples/train_eval.rs`
//! wrote, instead of the committed ones. `--outcome-x E` (after the level) sets the empties
//! from which a budgeted level tries a win/loss/draw solve (0: never, as level 6 before
//! it had one). `--probcut-x T` sets ProbCut's margin in that player's midgame search
//! to T tenths of a standard deviation (15 by default); 0 turns it off (plain alpha-beta, as
//! before it had one). After the level, `--plies-x D` sets the deepest midgame search of that
//! player's level, `--budget-x N` its work budget per move in nodes (`Limits::nodes`; level
//! 6's is 6000000, level 7's 24000000), and `--exact-x E` the empties from which it always
//! solves exactly (a budgeted level tries 2 more within its budget; its win/loss/draw solve
//! stays where `--outcome-x` or the level puts it). `--keep-x 0` makes that player's exact
//! solver forget at each move the bounds it proved before (`Engine::keep_exact`; each game
//! starts from empty tables either way).
//!
//! **Openings.** K random legal plies from a generator seeded with S; an opening is kept when
//! a 6-ply search with the pattern evaluation rates it within 4 discs of even (and it is not
//! already in the set). It prints every pair (A's official disc difference as Black and as
//! White), then A's wins, draws and losses, its score, the mean disc difference, and both
//! players' mean and longest time per move and their search speed.
//!
//! **Honesty of the evaluation.** In each game, each player's last midgame value before its
//! first solve, exact or win/loss/draw (the value of the move it chose, for the side to move;
//! forced moves, valued by a 2-ply search only, do not count) is compared with
//! the exact value of that same position, solved apart (outside the clocks): the mean signed
//! error (positive: the evaluation was optimistic for the side to move), the mean absolute error,
//! and how many plies deep those searches went. `--from K` plays only the pairs from the K-th on
//! (1-based) of the same set, so that a long match can be split over several processes.
//! `--honesty 0` skips this measure (its exact solves take minutes a game at levels 7-8).
//!
//! **Another program.** `--gtp-x COMMAND` makes that player a program spoken to through GTP
//! (`COMMAND` split at spaces, for example `"/path/to/old/reversi --gtp --level 7"`): it is
//! started afresh for each game, told the opening and every move (`play`, a pass as `play b
//! pass`) and asked `genmove` for its own; its time a move is the time to its answer, its
//! nodes and honesty are not known. So an older build of this engine, or any engine that
//! speaks GTP, plays the same openings.

#![allow(dead_code)]

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

use board::{legal_moves, official_difference, play, square_name, START_BLACK, START_WHITE};
use eval::pattern;
use search::{Engine, Limits};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Instant;

struct Player {
    classic: bool,
    limits: Limits,
    name: &'static str,
    /// Pattern weights of a file given with `--weights-x` (None: the committed ones).
    weights: Option<Vec<i16>>,
    /// Whether its evaluation's honesty is measured (`--honesty 0`: not).
    honesty: bool,
    /// The command of a program that plays instead, through GTP (`--gtp-x`).
    gtp: Option<String>,
}

/// A program playing through GTP, for one game.
struct Gtp {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Gtp {
    fn start(command: &str) -> Gtp {
        let mut words = command.split_whitespace();
        let mut child = Command::new(words.next().expect("a --gtp command"))
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the --gtp program starts");
        let input = child.stdin.take().expect("its stdin");
        let output = BufReader::new(child.stdout.take().expect("its stdout"));
        let mut gtp = Gtp { child, input, output };
        gtp.talk("boardsize 8");
        gtp.talk("clear_board");
        gtp
    }

    /// Sends one command and returns its answer (after `= `); a refusal (`?`) ends the match.
    fn talk(&mut self, command: &str) -> String {
        writeln!(self.input, "{}", command).expect("the --gtp program reads");
        self.input.flush().expect("the --gtp program reads");
        let mut answer = String::new();
        loop {
            let mut line = String::new();
            if self.output.read_line(&mut line).expect("the --gtp program answers") == 0 {
                panic!("the --gtp program ended at: {}", command);
            }
            if line.trim().is_empty() && !answer.is_empty() {
                break;
            }
            answer.push_str(line.trim());
        }
        match answer.strip_prefix('=') {
            Some(rest) => rest.trim().to_string(),
            None => panic!("the --gtp program answered {} to {}", answer, command),
        }
    }
}

impl Drop for Gtp {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.input.flush();
        let _ = self.child.wait();
    }
}

fn colour(black: bool) -> &'static str {
    if black {
        "b"
    } else {
        "w"
    }
}

#[derive(Default)]
struct Clock {
    moves: u32,
    total: f64,
    longest: f64,
    nodes: u64,
    /// The last midgame choice of this game (mover, opponent, value, depth), until the first
    /// exact solve.
    last_midgame: Option<(u64, u64, i32, u32)>,
    /// Whether this game's first exact solve has come.
    solved: bool,
    /// Last midgame values before the first exact solve: their number, the sums of their
    /// signed and absolute errors in discs, and the sum of their depths.
    checked: u32,
    error: f64,
    abs_error: f64,
    depths: u64,
}

fn next(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

/// Balanced openings: (black, white, black to move, transcript).
fn openings(pairs: usize, plies: u32, mut seed: u64) -> Vec<(u64, u64, bool, String)> {
    let mut engine = Engine::new();
    // The same openings as before ProbCut.
    engine.probcut_t = 0;
    let mut out: Vec<(u64, u64, bool, String)> = Vec::new();
    seed = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    while out.len() < pairs {
        let (mut m, mut o, mut black) = (START_BLACK, START_WHITE, true);
        let mut transcript = String::new();
        let mut ok = true;
        for _ in 0..plies {
            let moves = legal_moves(m, o);
            if moves == 0 {
                ok = false;
                break;
            }
            let mut rest = moves;
            for _ in 0..next(&mut seed) % u64::from(moves.count_ones()) {
                rest &= rest - 1;
            }
            let square = rest.trailing_zeros();
            transcript.push_str(&square_name(square));
            (m, o) = play(m, o, square);
            black = !black;
        }
        if !ok || legal_moves(m, o) == 0 {
            continue;
        }
        eval::use_classic(false);
        let value = engine.think(m, o, Limits::depth(6)).value;
        if eval::discs(value).abs() > 4.0 || out.iter().any(|x| x.3 == transcript) {
            continue;
        }
        let (b, w) = if black { (m, o) } else { (o, m) };
        out.push((b, w, black, transcript));
    }
    out
}

/// Plays one game from the opening `transcript` (which led to `b`, `w`, `black` to move),
/// player A Black if `a_black`; returns Black's official disc difference.
fn game(
    (mut b, mut w, mut black): (u64, u64, bool),
    transcript: &str,
    a_black: bool,
    players: &[Player; 2],
    engines: &mut [Engine; 2],
    clocks: &mut [Clock; 2],
    loaded: &mut Option<usize>,
) -> i32 {
    for clock in clocks.iter_mut() {
        clock.last_midgame = None;
        clock.solved = false;
    }
    // Each game from empty tables (the exact bounds outlive a move, not a game), so that a
    // match split with --from plays the same games.
    for engine in engines.iter_mut() {
        engine.forget();
    }
    let mut programs: Vec<(usize, Gtp)> = Vec::new();
    for (side, player) in players.iter().enumerate() {
        if let Some(command) = &player.gtp {
            let mut program = Gtp::start(command);
            // The openings have no passes: Black and White alternate.
            for (k, name) in transcript.as_bytes().chunks(2).enumerate() {
                let name = std::str::from_utf8(name).expect("a square name");
                program.talk(&format!("play {} {}", colour(k % 2 == 0), name));
            }
            programs.push((side, program));
        }
    }
    loop {
        let (m, o) = if black { (b, w) } else { (w, b) };
        let moves = legal_moves(m, o);
        if moves == 0 {
            if legal_moves(o, m) == 0 {
                return official_difference(b, w);
            }
            for (_, program) in programs.iter_mut() {
                program.talk(&format!("play {} pass", colour(black)));
            }
            black = !black;
            continue;
        }
        let side = usize::from(black != a_black);
        let (square, t) = match programs.iter().position(|p| p.0 == side) {
            Some(k) => {
                let started = Instant::now();
                let answer = programs[k].1.talk(&format!("genmove {}", colour(black)));
                let t = started.elapsed().as_secs_f64();
                match board::parse_move(&answer.to_lowercase()) {
                    Some(Some(square)) if moves >> square & 1 == 1 => (square, t),
                    _ => panic!("the --gtp program played {}, not a legal move", answer),
                }
            }
            None => {
                eval::use_classic(players[side].classic);
                // The weights are per thread: swap them in when the players' weights differ.
                if players.iter().any(|p| p.weights.is_some()) && *loaded != Some(side) {
                    let committed = || {
                        let bytes = include_bytes!("../src/bin/reversi/weights.bin");
                        pattern::decode(bytes).expect("weights")
                    };
                    pattern::set_weights(players[side].weights.clone().unwrap_or_else(committed));
                    *loaded = Some(side);
                }
                let started = Instant::now();
                let choice = engines[side].think(m, o, players[side].limits);
                let t = started.elapsed().as_secs_f64();
                clocks[side].nodes += engines[side].nodes;
                if players[side].honesty {
                    honesty(&mut clocks[side], (m, o), moves, &choice);
                }
                (choice.square, t)
            }
        };
        let clock = &mut clocks[side];
        clock.moves += 1;
        clock.total += t;
        clock.longest = clock.longest.max(t);
        for (_, program) in programs.iter_mut().filter(|p| p.0 != side) {
            program.talk(&format!("play {} {}", colour(black), square_name(square)));
        }
        let (next_m, next_o) = play(m, o, square);
        if black {
            (b, w) = (next_o, next_m);
        } else {
            (w, b) = (next_o, next_m);
        }
        black = !black;
    }
}

/// Keeps the player's last midgame choice of the game until its first solve, exact or
/// win/loss/draw, and then compares that choice's value with the exact value of its position,
/// solved apart.
fn honesty(clock: &mut Clock, (m, o): (u64, u64), moves: u64, choice: &search::Choice) {
    if clock.solved {
        return;
    }
    // A win/loss/draw solve's move (`proved`) ends the midgame as an exact solve does.
    if choice.solved.is_none() && choice.proved.is_none() && moves.count_ones() > 1 {
        clock.last_midgame = Some((m, o, choice.value, choice.depth));
        return;
    }
    clock.solved = true;
    if let Some((lm, lo, value, depth)) = clock.last_midgame {
        let mut solver = Engine::new();
        let exact_limits = Limits {
            depth: 60,
            exact_from: 64,
            time: None,
            nodes: None,
            outcome_from: 0,
            parallel: false,
        };
        let exact = solver.think(lm, lo, exact_limits).solved.expect("an exact solve");
        let error = eval::discs(value) - f64::from(exact);
        clock.checked += 1;
        clock.error += error;
        clock.abs_error += error.abs();
        clock.depths += u64::from(depth);
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut pairs = 50usize;
    let mut from = 1usize;
    let mut seed = 1u64;
    let mut plies = 8u32;
    let mut players = [
        Player {
            classic: false,
            limits: Limits::depth(4),
            name: "pattern",
            weights: None,
            honesty: true,
            gtp: None,
        },
        Player {
            classic: true,
            limits: Limits::depth(4),
            name: "classic",
            weights: None,
            honesty: true,
            gtp: None,
        },
    ];
    let mut labels = [String::from("depth 4"), String::from("depth 4")];
    let mut probcut = [engine::PROBCUT_T; 2];
    let mut keep_exact = [true; 2];
    let mut i = 0;
    while i + 1 < args.len() {
        let value = &args[i + 1];
        let number = || value.parse::<u32>().expect("a number");
        match args[i].as_str() {
            "--pairs" => pairs = number() as usize,
            "--from" => from = number().max(1) as usize,
            "--seed" => seed = value.parse().expect("a seed"),
            "--plies" => plies = number(),
            "--a" | "--b" => {
                let side = usize::from(args[i] == "--b");
                players[side].classic = match value.as_str() {
                    "classic" => true,
                    "pattern" => false,
                    _ => panic!("--a/--b: pattern or classic"),
                };
                players[side].name = if players[side].classic { "classic" } else { "pattern" };
            }
            "--level-a" | "--level-b" => {
                let side = usize::from(args[i] == "--level-b");
                players[side].limits = Limits::level(number());
                labels[side] = format!("level {}", number());
            }
            "--depth-a" | "--depth-b" => {
                let side = usize::from(args[i] == "--depth-b");
                players[side].limits = Limits::depth(number());
                labels[side] = format!("depth {}", number());
            }
            "--outcome-a" | "--outcome-b" => {
                let side = usize::from(args[i] == "--outcome-b");
                players[side].limits.outcome_from = number();
                labels[side] = format!("{}, win/loss/draw from {}", labels[side], number());
            }
            "--honesty" => {
                for player in players.iter_mut() {
                    player.honesty = number() != 0;
                }
            }
            "--plies-a" | "--plies-b" => {
                let side = usize::from(args[i] == "--plies-b");
                players[side].limits.depth = number();
                labels[side] = format!("{}, at most {} plies", labels[side], number());
            }
            "--exact-a" | "--exact-b" => {
                let side = usize::from(args[i] == "--exact-b");
                players[side].limits.exact_from = number();
                labels[side] = format!("{}, exact from {}", labels[side], number());
            }
            "--budget-a" | "--budget-b" => {
                let side = usize::from(args[i] == "--budget-b");
                players[side].limits.nodes = Some(u64::from(number()));
                labels[side] = format!("{}, budget {} nodes", labels[side], number());
            }
            "--keep-a" | "--keep-b" => {
                let side = usize::from(args[i] == "--keep-b");
                keep_exact[side] = number() != 0;
                if !keep_exact[side] {
                    labels[side] = format!("{}, exact bounds forgotten each move", labels[side]);
                }
            }
            "--probcut-a" | "--probcut-b" => {
                let side = usize::from(args[i] == "--probcut-b");
                probcut[side] = number() as i32;
                labels[side] = match probcut[side] {
                    0 => format!("{}, no ProbCut", labels[side]),
                    t => format!("{}, ProbCut at {:.1} sigma", labels[side], f64::from(t) / 10.0),
                };
            }
            "--weights-a" | "--weights-b" => {
                let side = usize::from(args[i] == "--weights-b");
                let bytes = std::fs::read(value).expect("a readable weights file");
                players[side].weights = Some(pattern::decode(&bytes).expect("a weights file"));
                players[side].classic = false;
                players[side].name =
                    if side == 0 { "pattern (weights A)" } else { "pattern (weights B)" };
            }
            "--gtp-a" | "--gtp-b" => {
                let side = usize::from(args[i] == "--gtp-b");
                players[side].gtp = Some(value.clone());
                players[side].name = "GTP:";
                labels[side] = value.clone();
                // Its values are not known.
                players[side].honesty = false;
            }
            other => panic!("unknown option {} (see the file's header)", other),
        }
        i += 2;
    }
    let describe = |p: &Player, label: &String| match p.gtp {
        Some(_) => format!("{} {}", p.name, label),
        None => format!("{} {} (exact from {} empties)", p.name, label, p.limits.exact_from),
    };
    println!(
        "A: {}\nB: {}\npairs {} to {} of games from {}-ply openings (seed {}), colours swapped",
        describe(&players[0], &labels[0]),
        describe(&players[1], &labels[1]),
        from,
        pairs,
        plies,
        seed
    );
    let mut engines = [Engine::new(), Engine::new()];
    for (k, engine) in engines.iter_mut().enumerate() {
        engine.probcut_t = probcut[k];
        engine.keep_exact = keep_exact[k];
    }
    let mut clocks = [Clock::default(), Clock::default()];
    let mut loaded = None;
    let (mut wins, mut draws, mut losses, mut sum) = (0, 0, 0, 0i64);
    let set = openings(pairs, plies, seed).into_iter().enumerate().skip(from - 1);
    for (k, (b, w, black, transcript)) in set {
        // A as Black, then A as White.
        let position = (b, w, black);
        let (players, engines, clocks, loaded) = (&players, &mut engines, &mut clocks, &mut loaded);
        let first = game(position, &transcript, true, players, engines, clocks, loaded);
        let second = -game(position, &transcript, false, players, engines, clocks, loaded);
        for d in [first, second] {
            sum += i64::from(d);
            match d.signum() {
                1 => wins += 1,
                0 => draws += 1,
                _ => losses += 1,
            }
        }
        println!("{:3} {:<18} A as Black {:+3}, as White {:+3}", k + 1, transcript, first, second);
    }
    let games = (wins + draws + losses) as f64;
    println!(
        "A: {} wins, {} draws, {} losses of {} games: score {:.1} %, mean disc difference {:+.2}",
        wins,
        draws,
        losses,
        games,
        100.0 * (f64::from(wins) + 0.5 * f64::from(draws)) / games,
        sum as f64 / games
    );
    for ((name, clock), player) in ["A", "B"].iter().zip(&clocks).zip(&players) {
        let speed = match player.gtp {
            Some(_) => String::new(),
            None => format!("; {:.2} M nodes/s", clock.nodes as f64 / clock.total.max(1e-9) / 1e6),
        };
        println!(
            "{}: {} moves, mean {:.3} s, longest {:.3} s a move{}",
            name,
            clock.moves,
            clock.total / f64::from(clock.moves.max(1)),
            clock.longest,
            speed
        );
    }
    for ((name, clock), player) in ["A", "B"].iter().zip(&clocks).zip(&players) {
        if !player.honesty || player.gtp.is_some() {
            continue;
        }
        let n = f64::from(clock.checked.max(1));
        println!(
            "{}: last midgame value before the first solve, against the exact value of \
             that position, over {} games: mean error {:+.2} discs, mean absolute error {:.2} \
             (searches {:.1} plies deep on average)",
            name,
            clock.checked,
            clock.error / n,
            clock.abs_error / n,
            clock.depths as f64 / n
        );
    }
}
