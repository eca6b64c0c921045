//! The benchmarks: `--selfplay N`, where the computer plays both colours and every move is
//! timed (the per-move times the help text quotes come from here), and `--solve FILE`, which
//! solves the positions of a file (such as the FFO test set in Edax's `.obf` layout) and
//! checks the values the file expects.

use std::io::{self, BufRead, Write};
use std::time::Instant;

use crate::board::{legal_moves, official_difference, parse_move, square_name, Game};
use crate::search::{Engine, Limits};

/// Plays `games` games from `start`; game k > 1 first plays 4 plies chosen by a generator
/// seeded with k (so the games differ). Prints each game and then the move times: count,
/// mean, maximum (with the move number and empties) and, for a time budget, the worst
/// overshoot.
pub(crate) fn selfplay<W: Write>(
    out: &mut W,
    start: Game,
    games: u32,
    limits: Limits,
    label: &str,
) -> io::Result<()> {
    let mut engine = Engine::new();
    let (mut count, mut total, mut worst) = (0u32, 0f64, 0f64);
    let mut worst_at = String::new();
    let mut overshoot = f64::NEG_INFINITY;
    for k in 1..=games {
        let mut game = start;
        let mut transcript = String::new();
        let mut seed = u64::from(k).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let mut ply = 0;
        while !game.is_over() {
            let moves = game.moves();
            if moves == 0 {
                game.pass();
                continue;
            }
            ply += 1;
            let square = if k > 1 && ply <= 4 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let mut rest = moves;
                for _ in 0..(seed % u64::from(moves.count_ones())) {
                    rest &= rest - 1;
                }
                rest.trailing_zeros()
            } else {
                let (mover, opponent) = game.sides();
                let started = Instant::now();
                let square = engine.think(mover, opponent, limits).square;
                let seconds = started.elapsed().as_secs_f64();
                count += 1;
                total += seconds;
                if seconds > worst {
                    worst = seconds;
                    let empties = 64 - (game.black | game.white).count_ones();
                    worst_at = format!("game {} move {}, {} empties", k, ply, empties);
                }
                if let Some(budget) = limits.time {
                    overshoot = overshoot.max(seconds - budget.as_secs_f64());
                }
                square
            };
            transcript.push_str(&square_name(square));
            game.apply(square);
        }
        writeln!(out, "game {}: {} {}", k, transcript, game.result_line())?;
        out.flush()?;
    }
    write!(
        out,
        "{}: {} moves timed, mean {:.3} s, max {:.3} s ({})",
        label,
        count,
        total / f64::from(count.max(1)),
        worst,
        worst_at
    )?;
    if limits.time.is_some() && count > 0 {
        write!(out, ", worst overshoot {:+.3} s", overshoot)?;
    }
    writeln!(out)
}

/// One position of a `--solve` file: the game, and the values its line expects for some
/// moves (Edax's `.obf` layout: `board side; g8:+18; h1:+12;`), if any.
#[derive(Debug, PartialEq)]
pub(crate) struct Problem {
    pub(crate) game: Game,
    pub(crate) expected: Vec<(u32, i32)>,
}

/// Reads one line of a `--solve` file: None for a blank line or a comment (`%` or `#`).
pub(crate) fn parse_problem(line: &str) -> Result<Option<Problem>, String> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('%') || line.starts_with('#') {
        return Ok(None);
    }
    let mut parts = line.split(';');
    let game = Game::from_board(parts.next().unwrap_or(""))?;
    let mut expected = Vec::new();
    for part in parts.map(str::trim).filter(|p| !p.is_empty()) {
        let bad = || format!("{:?} is not a move and its value, like g8:+18", part);
        let (name, value) = part.split_once(':').ok_or_else(bad)?;
        let square = match parse_move(name.trim()) {
            Some(Some(square)) => square,
            _ => return Err(bad()),
        };
        let value: i32 = value.trim().trim_start_matches('+').parse().map_err(|_| bad())?;
        if !(-64..=64).contains(&value) {
            return Err(bad());
        }
        expected.push((square, value));
    }
    Ok(Some(Problem { game, expected }))
}

/// `--solve`: solves each position of `input` exactly as NBoard's `go` after `set depth 60`
/// does (with `hint` > 0 as its `hint N` does: the best `hint` moves, best first) and prints
/// the moves and their values, with the file's expected values when it gives some: the best
/// value must be the best of them, and each printed move that the file lists must have its
/// listed value. Nodes and time go to `err`, one line a position and the totals. Returns how
/// many positions there were and how many differ from the file's values.
pub(crate) fn solve_file<R: BufRead, W: Write, E: Write>(
    input: &mut R,
    out: &mut W,
    err: &mut E,
    hint: usize,
) -> Result<(usize, usize), String> {
    let mut engine = Engine::with_table(crate::table::SOLVER_TABLE_BITS);
    let (mut count, mut wrong, mut nodes, mut seconds, mut cpu) = (0, 0, 0u64, 0f64, 0f64);
    let failed = |e: io::Error| format!("input/output error: {}", e);
    let mut line = String::new();
    let mut number = 0;
    loop {
        line.clear();
        if input.read_line(&mut line).map_err(failed)? == 0 {
            break;
        }
        number += 1;
        let problem = match parse_problem(&line).map_err(|e| format!("line {}: {}", number, e))? {
            Some(problem) => problem,
            None => continue,
        };
        count += 1;
        let game = problem.game;
        let (mover, opponent) = game.sides();
        let empties = 64 - (mover | opponent).count_ones();
        let side = if game.black_to_move { "Black" } else { "White" };
        let started = Instant::now();
        let cpu_started = cpu_seconds();
        let stats_started = crate::threads::STATS.read();
        engine.nodes = 0;
        let exact = Limits::depth(60);
        let ranked: Vec<(String, i32)> = if legal_moves(mover, opponent) == 0 {
            if legal_moves(opponent, mover) != 0 {
                let choice = engine.think(opponent, mover, exact);
                vec![(String::from("pass"), -choice.solved.unwrap_or(choice.value))]
            } else {
                vec![(String::from("--"), official_difference(mover, opponent))]
            }
        } else if hint == 0 {
            let choice = engine.think(mover, opponent, exact);
            vec![(square_name(choice.square), choice.solved.unwrap_or(choice.value))]
        } else {
            let (ranked, _) = engine.rank_best(mover, opponent, exact, hint);
            ranked.iter().map(|&(square, value)| (square_name(square), value)).collect()
        };
        let time = started.elapsed().as_secs_f64();
        let squares = if empties == 1 { "empty" } else { "empties" };
        let moves: Vec<String> =
            ranked.iter().map(|(name, value)| format!("{} {:+}", name, value)).collect();
        let mut text =
            format!("#{} {} {}, {} to move: {}", count, empties, squares, side, moves.join(", "));
        if let Some(best) = problem.expected.iter().map(|&(_, v)| v).max() {
            let as_listed = |(name, value): &(String, i32)| {
                let listed = problem.expected.iter().find(|&&(s, _)| square_name(s) == *name);
                listed.map_or(true, |&(_, v)| v == *value)
            };
            let ok = ranked[0].1 == best && ranked.iter().all(as_listed);
            text.push_str(&format!(", expected {:+}: {}", best, if ok { "ok" } else { "WRONG" }));
            if !ok {
                wrong += 1;
            }
        }
        writeln!(out, "{}", text).and_then(|_| out.flush()).map_err(failed)?;
        let rate = engine.nodes as f64 / time.max(1e-9) / 1e6;
        let cpu = match (cpu_started, cpu_seconds()) {
            (Some(before), Some(now)) => {
                cpu += now - before;
                format!(", {:.2} s of CPU", now - before)
            }
            _ => String::new(),
        };
        let _ = writeln!(
            err,
            "#{}: {} nodes, {:.3} s, {:.1} M nodes/s{}",
            count, engine.nodes, time, rate, cpu
        );
        if std::env::var_os("REVERSI_THREAD_STATS").is_some() {
            let _ = writeln!(err, "#{}: {}", count, thread_stats(stats_started, &engine));
        }
        nodes += engine.nodes;
        seconds += time;
    }
    let rate = nodes as f64 / seconds.max(1e-9) / 1e6;
    let cpu =
        if cpu_seconds().is_some() { format!(", {:.2} s of CPU", cpu) } else { String::new() };
    let _ = writeln!(
        err,
        "{} positions: {} nodes, {:.3} s, {:.1} M nodes/s{}",
        count, nodes, seconds, rate, cpu
    );
    Ok((count, wrong))
}

/// What the threads did since `before` (`threads::STATS`) in a search whose first thread is
/// `engine`: splits, the helpers' nodes, the work (`Engine::spent`, every thread's), and the
/// share of the threads' time they searched (measured in work, so whatever the load of the
/// machine).
fn thread_stats(before: (u64, u64, u64, f64), engine: &Engine) -> String {
    let now = crate::threads::STATS.read();
    let (splits, helpers) = (now.0 - before.0, now.1 - before.1);
    let work = engine.spent + now.2 - before.2;
    let length = engine.shared_work + now.3 - before.3;
    let busy = work as f64 / (engine.threads as f64 * length.max(1.0));
    format!("{} splits, helpers {} nodes, work {}, busy {:.3}", splits, helpers, work, busy)
}

/// The CPU time of this process so far, every thread's, user and system (Linux, from
/// /proc/self/stat in clock ticks of 1/100 s; None elsewhere): on a shared machine the time a
/// solve costs, which the wall clock is not.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command name (in parentheses, which may hold spaces).
    let fields: Vec<&str> = stat[stat.rfind(')')? + 1..].split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok());
    Some((ticks(11)? + ticks(12)?) / 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::play;
    use crate::testkit::*;

    /// The line of a `--solve` file for a position, with every move's value by plain minimax
    /// on the array model (none when the mover must pass or the game is over).
    fn annotated_line(game: &Game) -> String {
        let (mover, opponent) = game.sides();
        let mut line = game.board_text();
        let mut rest = legal_moves(mover, opponent);
        while rest != 0 {
            let square = rest.trailing_zeros();
            rest &= rest - 1;
            let (m, o) = play(mover, opponent, square);
            let value = -array_minimax(&cells(m, o));
            line.push_str(&format!("; {}:{:+}", square_name(square), value));
        }
        line
    }

    #[test]
    fn problem_lines() {
        assert_eq!(parse_problem("  "), Ok(None));
        assert_eq!(parse_problem("% FFO"), Ok(None));
        assert_eq!(parse_problem("# 40"), Ok(None));
        let text =
            "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; h1:12;";
        let problem = parse_problem(text).unwrap().unwrap();
        assert!(problem.game.black_to_move);
        assert_eq!(problem.expected, vec![(62, 18), (7, 12)]);
        assert_eq!(problem.game.board_text()[..9], *"--*****--");
        for bad in &[
            "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8",
            "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G9:+18",
            "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+66",
            "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:x",
            "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO--; G8:+18",
        ] {
            assert!(parse_problem(bad).is_err(), "{}", bad);
        }
    }

    /// The value after "to move: <move> " in a line of `solve_file`'s output, and the move.
    fn solved(line: &str) -> (String, i32) {
        let tail = line.split(" to move: ").nth(1).unwrap();
        let mut words = tail.split(|c| c == ' ' || c == ',');
        let name = words.next().unwrap().to_string();
        (name, words.next().unwrap().parse().unwrap())
    }

    /// Checks `solve_file`'s output for `games`: each value is the minimax value, the move
    /// reaches it, and a line with expectations (all moves, from `annotated_line`) says ok.
    fn check_solved(out: &str, games: &[Game]) {
        assert_eq!(out.lines().count(), games.len());
        for (line, game) in out.lines().zip(games) {
            let (mover, opponent) = game.sides();
            let (name, value) = solved(line);
            assert_eq!(value, array_minimax(&cells(mover, opponent)), "{}", line);
            match parse_move(&name) {
                Some(Some(square)) => {
                    let (m, o) = play(mover, opponent, square);
                    assert_eq!(-array_minimax(&cells(m, o)), value, "{}", line);
                    assert!(line.ends_with(&format!(", expected {:+}: ok", value)), "{}", line);
                }
                // A pass, or a finished game ("--"): no move to check, nothing expected.
                _ => assert!(!line.contains("expected"), "{}", line),
            }
        }
    }

    /// Random endgames of at most `max_empties` empties, every other one with White to move.
    fn endgames(count: usize, max_empties: u32, seed: u64) -> Vec<Game> {
        let positions = endgame_positions(count, max_empties, &mut Rng(seed));
        let game = |(k, &(mover, opponent)): (usize, &(u64, u64))| match k % 2 {
            0 => Game { black: mover, white: opponent, black_to_move: true },
            _ => Game { black: opponent, white: mover, black_to_move: false },
        };
        positions.iter().enumerate().map(game).collect()
    }

    #[test]
    fn solving_a_file_finds_the_minimax_values() {
        let games = endgames(16, 9, 77);
        let mut text = String::from("% random endgames\n\n");
        for game in &games {
            text.push_str(&annotated_line(game));
            text.push('\n');
        }
        let (mut out, mut err) = (Vec::new(), Vec::new());
        assert_eq!(solve_file(&mut text.as_bytes(), &mut out, &mut err, 0), Ok((16, 0)));
        check_solved(&String::from_utf8(out).unwrap(), &games);
        let err = String::from_utf8(err).unwrap();
        assert!(err.lines().last().unwrap().starts_with("16 positions: "), "{}", err);
    }

    /// Checks `solve_file`'s output with `hint` for `games`: on each line the moves are the
    /// `hint` best (or all, if fewer), best first, each with its minimax value.
    fn check_ranked(out: &str, games: &[Game], hint: usize) {
        assert_eq!(out.lines().count(), games.len());
        for (line, game) in out.lines().zip(games) {
            let (mover, opponent) = game.sides();
            if legal_moves(mover, opponent) == 0 {
                continue;
            }
            let mut all: Vec<i32> = Vec::new();
            let mut rest = legal_moves(mover, opponent);
            while rest != 0 {
                let square = rest.trailing_zeros();
                rest &= rest - 1;
                let (m, o) = play(mover, opponent, square);
                all.push(-array_minimax(&cells(m, o)));
            }
            all.sort_by_key(|&v| -v);
            all.truncate(hint);
            let list = line.split(" to move: ").nth(1).unwrap().split(", expected").next().unwrap();
            let mut values = Vec::new();
            let mut names = Vec::new();
            for item in list.split(", ") {
                let (name, value) = item.split_once(' ').unwrap();
                let square = parse_move(name).unwrap().unwrap();
                assert!(!names.contains(&square), "{}", line);
                names.push(square);
                let value: i32 = value.parse().unwrap();
                let (m, o) = play(mover, opponent, square);
                assert_eq!(-array_minimax(&cells(m, o)), value, "{}", line);
                values.push(value);
            }
            assert_eq!(values, all, "{}", line);
            assert!(line.ends_with(": ok"), "{}", line);
        }
    }

    #[test]
    fn solving_a_file_with_hint_ranks_the_best_moves() {
        let games = endgames(16, 9, 78);
        let mut text = String::new();
        for game in &games {
            text.push_str(&annotated_line(game));
            text.push('\n');
        }
        for &hint in &[1, 3, 64] {
            let (mut out, mut err) = (Vec::new(), Vec::new());
            assert_eq!(solve_file(&mut text.as_bytes(), &mut out, &mut err, hint), Ok((16, 0)));
            check_ranked(&String::from_utf8(out).unwrap(), &games, hint);
        }
        // A move whose listed value is wrong, ranked second: WRONG, though the best is right.
        let game = games.iter().find(|g| legal_moves(g.sides().0, g.sides().1).count_ones() >= 2);
        let line = annotated_line(game.unwrap());
        let (mut out, mut err) = (Vec::new(), Vec::new());
        solve_file(&mut line.as_bytes(), &mut out, &mut err, 2).unwrap();
        let second = String::from_utf8(out).unwrap().split(", ").nth(2).unwrap().to_string();
        let (name, value) = second.split_once(' ').unwrap();
        let value: i32 = value.parse().unwrap();
        let wrong =
            line.replace(&format!("{}:{:+}", name, value), &format!("{}:{:+}", name, value - 2));
        let (mut out, mut err) = (Vec::new(), Vec::new());
        assert_eq!(solve_file(&mut wrong.as_bytes(), &mut out, &mut err, 2), Ok((1, 1)));
        assert!(String::from_utf8(out).unwrap().ends_with(": WRONG\n"));
    }

    /// testdata/reversi/solve-endgames: its expectations are every move's minimax value, and
    /// its output (which `main`'s testdata test compares with the program's) is checked here.
    #[test]
    fn the_solve_testdata_is_minimax() {
        let case = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/reversi/solve-endgames");
        let input = std::fs::read_to_string(format!("{}.in", case)).unwrap();
        let mut games = Vec::new();
        for line in input.lines() {
            if let Some(problem) = parse_problem(line).unwrap() {
                assert_eq!(annotated_line(&problem.game), line.trim());
                games.push(problem.game);
            }
        }
        assert!(games.len() >= 8);
        let moveless = |g: &Game| legal_moves(g.sides().0, g.sides().1) == 0;
        assert!(games.iter().any(|g| moveless(g) && !g.is_over()), "a pass");
        assert!(games.iter().any(Game::is_over), "a finished game");
        check_solved(&std::fs::read_to_string(format!("{}.out", case)).unwrap(), &games);
        // The same positions ranked as `hint 3` does (`--solve - --hint 3`).
        let hinted = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/reversi/solve-endgames-hint-3");
        assert_eq!(std::fs::read_to_string(format!("{}.in", hinted)).unwrap(), input);
        let out = std::fs::read_to_string(format!("{}.out", hinted)).unwrap();
        check_solved(&out, &games);
        check_ranked(&out, &games, 3);
    }

    /// Writes the lines of testdata/reversi/solve-endgames.in: `cargo test --release --bin
    /// reversi write_solve_testdata -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn write_solve_testdata() {
        println!("% Endgames of random games, every move valued by plain minimax (bench.rs)");
        // Up to 8 of 8-10 empties, a pass, a finished game.
        let mut left = [8, 1, 1];
        let (mover, opponent) = random_game_until(&mut Rng(2026), |_, _| false);
        let finished = Game { black: mover, white: opponent, black_to_move: true };
        for game in endgames(300, 10, 2026).into_iter().chain(Some(finished)) {
            let (mover, opponent) = game.sides();
            let kind = if game.is_over() {
                2
            } else if legal_moves(mover, opponent) == 0 {
                1
            } else if 64 - (mover | opponent).count_ones() >= 8 {
                0
            } else {
                continue;
            };
            if left[kind] > 0 {
                left[kind] -= 1;
                println!("{}", annotated_line(&game));
            }
        }
    }

    #[test]
    fn wrong_expectations_and_bad_lines_are_reported() {
        let (mover, opponent) = endgame_positions(1, 8, &mut Rng(5))[0];
        let game = Game { black: mover, white: opponent, black_to_move: true };
        let value = array_minimax(&cells(mover, opponent));
        let line = format!("{}; a1:{:+}\n", game.board_text(), value + 2);
        let (mut out, mut err) = (Vec::new(), Vec::new());
        assert_eq!(solve_file(&mut line.as_bytes(), &mut out, &mut err, 0), Ok((1, 1)));
        assert!(String::from_utf8(out)
            .unwrap()
            .ends_with(&format!("expected {:+}: WRONG\n", value + 2)));
        // Through `run`: status 1 and the count.
        let path = std::env::temp_dir().join(format!("reversi-solve-{}.obf", std::process::id()));
        std::fs::write(&path, &line).unwrap();
        let args = vec![String::from("--solve"), path.to_string_lossy().into_owned()];
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let result = crate::run(&args, &mut &b""[..], &mut out, &mut err);
        std::fs::remove_file(&path).unwrap();
        assert_eq!(
            result,
            Err(crate::Failure::Message(String::from(
                "--solve: 1 of 1 values differ from the file's"
            )))
        );
        // A bad line: the positions before it are answered, then the error names the line.
        let text = format!("{}\n\n{}; g8\n", game.board_text(), game.board_text());
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let result = solve_file(&mut text.as_bytes(), &mut out, &mut err, 0);
        assert_eq!(String::from_utf8(out).unwrap().lines().count(), 1);
        assert!(result.unwrap_err().starts_with("line 3: "));
    }
}
