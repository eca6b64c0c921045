//! The NBoard protocol (the NBoard GUI, NTest, Edax): one command a line on stdin, answers on
//! stdout, errors on stderr; docs/reversi.md says how to use it.

use std::io::{self, BufRead, Write};
use std::time::Instant;

use crate::board::{parse_move, square_name, Game};
use crate::console::read_line_max;
use crate::eval::discs;
use crate::record::ggf_positions;
use crate::search::{Choice, Engine, Limits};

/// Longest line kept: a whole GGF game fits many times over.
const MAX_PROTOCOL_LINE: usize = 1 << 16;

/// A value for the protocols: exact discs when solved, else one decimal.
pub(crate) fn eval_text(value: i32, solved: bool) -> String {
    if solved {
        format!("{}", value)
    } else {
        format!("{:.1}", discs(value))
    }
}

/// What the engine thinks of `game` (which must not be over): the move (None for a forced
/// pass), the value for the mover, whether it is exact, and the depth. A forced pass is
/// valued by a search of the opponent's position.
pub(crate) fn analyse(
    engine: &mut Engine,
    game: &Game,
    limits: Limits,
) -> (Option<u32>, i32, bool, u32) {
    let (mover, opponent) = game.sides();
    if game.moves() == 0 {
        let Choice { solved, value, depth, .. } = engine.think(opponent, mover, limits);
        return (None, -value, solved.is_some(), depth);
    }
    let choice = engine.think(mover, opponent, limits);
    (Some(choice.square), choice.value, choice.solved.is_some(), choice.depth)
}

fn move_text(square: Option<u32>) -> String {
    square.map_or_else(|| String::from("pa"), square_name)
}

/// Runs an NBoard session until `quit` or the end of the input (both end it normally).
pub(crate) fn nboard<R: BufRead, W: Write, E: Write>(
    input: &mut R,
    out: &mut W,
    err: &mut E,
    limits: Limits,
) -> io::Result<()> {
    let mut session = Nboard {
        engine: Engine::with_table(crate::table::SOLVER_TABLE_BITS),
        game: Game::start(),
        limits,
    };
    let mut line = Vec::new();
    while read_line_max(input, &mut line, MAX_PROTOCOL_LINE)? {
        if !session.handle(&String::from_utf8_lossy(&line), out, err)? {
            break;
        }
    }
    out.flush()
}

/// The engine's side of an NBoard session.
pub(crate) struct Nboard {
    pub(crate) engine: Engine,
    pub(crate) game: Game,
    pub(crate) limits: Limits,
}

impl Nboard {
    /// Answers one command line; false after `quit`.
    pub(crate) fn handle<W: Write, E: Write>(
        &mut self,
        line: &str,
        out: &mut W,
        err: &mut E,
    ) -> io::Result<bool> {
        let (engine, game, limits) = (&mut self.engine, &mut self.game, &mut self.limits);
        let text = line.trim();
        let mut words = text.split_whitespace();
        let command = words.next().unwrap_or("");
        let args: Vec<&str> = words.collect();
        let mut complain = |message: String| -> io::Result<()> {
            // stderr is for people: a closed one is no reason to stop.
            let _ = writeln!(err, "reversi: nboard: {}", message);
            let _ = err.flush();
            Ok(())
        };
        match command {
            "" => {}
            "nboard" => {}
            "quit" => return Ok(false),
            "ping" => {
                writeln!(out, "pong{}", args.first().map_or(String::new(), |n| format!(" {}", n)))?
            }
            "learn" => writeln!(out, "learned")?,
            "set" => match (args.first().copied(), args.get(1)) {
                (Some("depth"), Some(n)) => match n.parse::<u32>() {
                    Ok(depth) if (1..=60).contains(&depth) => {
                        *limits = Limits::depth(depth);
                        writeln!(out, "set myname reversi")?;
                    }
                    _ => complain(format!("set depth needs a depth from 1 to 60, not {:?}", n))?,
                },
                (Some("game"), Some(_)) => {
                    let ggf = text[text.find("game").map_or(0, |i| i + 4)..].trim();
                    match ggf_positions(ggf) {
                        Ok(positions) => *game = positions[positions.len() - 1],
                        Err(e) => complain(e)?,
                    }
                }
                (Some("contempt"), Some(_)) => {}
                _ => complain(format!("unknown command {:?}", text))?,
            },
            "move" => {
                let token = args.first().map_or("", |a| a.split('/').next().unwrap_or(""));
                match parse_move(token) {
                    Some(square) => {
                        if let Err(e) = game.try_play(square) {
                            complain(format!("move {}: {}", token, e))?;
                        }
                    }
                    None => complain(format!("move needs a square like f5 or pa, not {:?}", text))?,
                }
            }
            "go" | "hint" => {
                let wanted = match (command, args.first().map(|n| n.parse::<usize>())) {
                    ("go", _) => 1,
                    (_, Some(Ok(n))) if n > 0 => n,
                    _ => {
                        complain(format!("hint needs a number of moves, not {:?}", text))?;
                        return Ok(true);
                    }
                };
                if game.is_over() {
                    complain(format!("{}: the game is over", command))?;
                    return Ok(true);
                }
                let started = Instant::now();
                if command == "go" {
                    let (square, value, solved, _) = analyse(engine, game, *limits);
                    writeln!(
                        out,
                        "=== {}/{}/{:.1}",
                        move_text(square),
                        eval_text(value, solved),
                        started.elapsed().as_secs_f64()
                    )?;
                } else {
                    writeln!(out, "status reversi is thinking")?;
                    out.flush()?;
                    if game.moves() == 0 {
                        let (_, value, solved, depth) = analyse(engine, game, *limits);
                        writeln!(out, "search pa {} 0 {}", eval_text(value, solved), depth)?;
                    } else {
                        let (mover, opponent) = game.sides();
                        let (ranked, choice) = engine.rank_best(mover, opponent, *limits, wanted);
                        for &(square, value) in &ranked {
                            writeln!(
                                out,
                                "search {} {} 0 {}",
                                square_name(square),
                                eval_text(value, choice.solved.is_some()),
                                choice.depth
                            )?;
                        }
                    }
                    writeln!(out, "status")?;
                }
            }
            _ => complain(format!("unknown command {:?}", text))?,
        }
        out.flush()?;
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::*;
    use crate::record::replay_game;
    use crate::testkit::*;

    fn session(depth: u32) -> Nboard {
        Nboard { engine: Engine::new(), game: Game::start(), limits: Limits::depth(depth) }
    }

    /// One command: (stdout, stderr).
    fn talk(session: &mut Nboard, line: &str) -> (String, String) {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let going = session.handle(line, &mut out, &mut err).unwrap();
        assert_eq!(going, line.trim() != "quit");
        (String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap())
    }

    /// The move of `=== f5/1.0/0.0` (None for pa), checking the eval and time fields.
    fn answer_move(out: &str) -> Option<u32> {
        let rest = out.strip_prefix("=== ").unwrap_or_else(|| panic!("{:?}", out));
        let fields: Vec<&str> = rest.trim_end().split('/').collect();
        assert_eq!(fields.len(), 3, "{:?}", out);
        assert!(fields[1].parse::<f64>().is_ok() && fields[2].parse::<f64>().is_ok(), "{}", out);
        parse_move(fields[0]).unwrap()
    }

    /// The moves and values of a hint's `search` lines, checking the status lines around.
    fn hint_lines(out: &str) -> Vec<(Option<u32>, f64)> {
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], "status reversi is thinking");
        assert_eq!(lines[lines.len() - 1], "status");
        lines[1..lines.len() - 1]
            .iter()
            .map(|line| {
                let f: Vec<&str> = line.split(' ').collect();
                assert_eq!((f.len(), f[0], f[3]), (5, "search", "0"), "{}", line);
                assert!(f[4].parse::<u32>().is_ok());
                (parse_move(f[1]).unwrap(), f[2].parse::<f64>().unwrap())
            })
            .collect()
    }

    #[test]
    fn every_command_answers_or_complains() {
        let mut s = session(2);
        assert_eq!(talk(&mut s, "nboard 2"), (String::new(), String::new()));
        assert_eq!(talk(&mut s, "set depth 3").0, "set myname reversi\n");
        assert_eq!(s.limits, Limits::depth(3));
        assert_eq!(talk(&mut s, "ping 7"), (String::from("pong 7\n"), String::new()));
        assert_eq!(talk(&mut s, "learn").0, "learned\n");
        assert_eq!(talk(&mut s, "set contempt 0"), (String::new(), String::new()));
        // go answers without playing; hint ranks every move, the same best move first.
        let (out, err) = talk(&mut s, "go");
        let best = answer_move(&out).unwrap();
        assert_eq!(err, "");
        assert!(Game::start().moves() >> best & 1 == 1);
        assert_eq!(s.game, Game::start());
        let (out, _) = talk(&mut s, "hint 10");
        let ranked = hint_lines(&out);
        assert_eq!(ranked.len(), 4);
        assert_eq!(ranked[0].0, Some(best));
        assert!(ranked.windows(2).all(|w| w[0].1 >= w[1].1));
        assert_eq!(hint_lines(&talk(&mut s, "hint 2").0).len(), 2);
        // move, with and without eval and time.
        talk(&mut s, "move F5/0.5/1.2");
        talk(&mut s, "move d6");
        assert_eq!(s.game, replay_game("f5d6").unwrap().0);
        // Errors: one line on stderr, nothing on stdout, nothing changed.
        for bad in &[
            "foo",
            "move",
            "move z9",
            "move d4",
            "move pa",
            "set depth 0",
            "set depth x",
            "set",
            "hint",
            "hint 0",
            "hint x",
            "set game (;GM[Go];)",
            "set game (;GM[Othello]B[f5]B[f4];)",
        ] {
            let (out, err) = talk(&mut s, bad);
            assert_eq!(out, "", "{}", bad);
            assert!(err.starts_with("reversi: nboard: ") && err.lines().count() == 1, "{}", err);
        }
        assert_eq!(s.game, replay_game("f5d6").unwrap().0);
        assert_eq!(s.limits, Limits::depth(3));
        assert_eq!(talk(&mut s, "quit"), (String::new(), String::new()));
    }

    #[test]
    fn set_game_with_any_position_and_forced_passes() {
        let mut s = session(4);
        // Game 3 up to its first pass: the mover must pass (go says pa, hint one pa line).
        let before = &GAME_3[..GAME_3.find("g8").unwrap()];
        let (game, _, _) = replay_game(before).unwrap();
        let ggf = format!("(;GM[Othello]TY[8]BO[8 {}];)", game.board_text());
        assert_eq!(talk(&mut s, &format!("set game {}", ggf)), (String::new(), String::new()));
        assert_eq!(s.game, game);
        let (out, _) = talk(&mut s, "go");
        assert_eq!(answer_move(&out), None);
        let ranked = hint_lines(&talk(&mut s, "hint 3").0);
        assert_eq!(ranked.len(), 1);
        assert_eq!(ranked[0].0, None);
        talk(&mut s, "move pa");
        assert_eq!(s.game.black_to_move, !game.black_to_move);
        // The whole of game 3 as NBoard would send it, passes as PA: the final position.
        let mut ggf = String::from("(;GM[Othello]PC[NBoard]TY[8]BO[8 ");
        ggf.push_str(&Game::start().board_text());
        ggf.push(']');
        let mut g = Game::start();
        for pair in GAME_3.as_bytes().chunks(2) {
            if g.moves() == 0 {
                ggf.push_str(if g.black_to_move { "B[PA]" } else { "W[PA]" });
                g.pass();
            }
            let square = parse_move(std::str::from_utf8(pair).unwrap()).unwrap();
            ggf.push_str(&format!(
                "{}[{}//0.01]",
                if g.black_to_move { "B" } else { "W" },
                std::str::from_utf8(pair).unwrap().to_uppercase()
            ));
            g.try_play(square).unwrap();
        }
        ggf.push_str(";)");
        assert_eq!(talk(&mut s, &format!("set game {}", ggf)), (String::new(), String::new()));
        assert_eq!(s.game, replay_game(GAME_3).unwrap().0);
        let (out, err) = talk(&mut s, "go");
        assert_eq!(out, "");
        assert!(err.contains("the game is over"));
    }

    #[test]
    fn whole_games_through_nboard() {
        // The engine plays both colours with go and move; the array model keeps the score.
        for (depth, opening) in &[(1u32, ""), (2, "f5f6e6"), (3, "c4e3")] {
            let mut s = session(*depth);
            let mut ggf = String::from("(;GM[Othello]");
            let mut board = cells(START_BLACK, START_WHITE);
            let mut g = Game::start();
            for pair in opening.as_bytes().chunks(2) {
                let name = std::str::from_utf8(pair).unwrap();
                ggf.push_str(&format!("{}[{}]", if g.black_to_move { "B" } else { "W" }, name));
                let square = parse_move(name).unwrap().unwrap();
                board = array_play(&board, square as usize);
                g.try_play(Some(square)).unwrap();
            }
            ggf.push_str(";)");
            talk(&mut s, &format!("set game {}", ggf));
            let mut plies = 0;
            loop {
                let over = array_moves(&board) == 0 && array_moves(&negated(&board)) == 0;
                if over {
                    break;
                }
                let (out, err) = talk(&mut s, "go");
                assert_eq!(err, "");
                let (hint, _) = talk(&mut s, "hint 1");
                match answer_move(&out) {
                    None => {
                        assert_eq!(array_moves(&board), 0, "pa with a legal move");
                        board = negated(&board);
                        talk(&mut s, "move pa");
                    }
                    Some(square) => {
                        assert!(array_moves(&board) >> square & 1 == 1, "illegal {}", square);
                        assert_eq!(hint_lines(&hint)[0].0, Some(square));
                        board = array_play(&board, square as usize);
                        let (out, err) = talk(&mut s, &format!("move {}", square_name(square)));
                        assert_eq!((out, err), (String::new(), String::new()));
                    }
                }
                plies += 1;
                assert!(plies < 130);
            }
            assert!(s.game.is_over());
            let (mover, opponent) = s.game.sides();
            assert_eq!(cells(mover, opponent), board);
        }
    }

    #[test]
    fn set_depth_60_solves_and_hint_n_gives_the_best_n_exactly() {
        // Positions of 9 empties from random games: go and hint n against the array model's
        // minimax of every move (`set depth 60` solves from any number of empties).
        let mut s = session(2);
        talk(&mut s, "set depth 60");
        assert_eq!(s.limits.exact_from, 68);
        let mut rng = Rng(91);
        let mut checked = 0;
        while checked < 6 {
            let (mover, opponent) = random_game_until(&mut rng, |m, o| empties(m, o) <= 9);
            let moves = legal_moves(mover, opponent);
            if empties(mover, opponent) != 9 || moves.count_ones() < 3 {
                continue;
            }
            checked += 1;
            let game = Game { black: mover, white: opponent, black_to_move: true };
            talk(&mut s, &format!("set game (;GM[Othello]TY[8]BO[8 {}];)", game.board_text()));
            let mut values: Vec<(i32, u32)> = (0..64)
                .filter(|&sq| moves >> sq & 1 == 1)
                .map(|sq| {
                    let (m, o) = play(mover, opponent, sq);
                    (-array_minimax(&cells(m, o)), sq)
                })
                .collect();
            values.sort_by_key(|&(v, sq)| (-v, sq));
            let best = values[0].0;
            let out = talk(&mut s, "go").0;
            let square = answer_move(&out).unwrap();
            assert!(values.iter().any(|&(v, sq)| v == best && sq == square), "{}", out);
            assert!(out.contains(&format!("/{}/", best)), "{}", out);
            let hint = hint_lines(&talk(&mut s, "hint 3").0);
            assert_eq!(hint.len(), 3);
            for (k, &(mv, value)) in hint.iter().enumerate() {
                // The k-th value, and a move with that value.
                assert_eq!(value, f64::from(values[k].0));
                let sq = mv.unwrap();
                assert!(values.iter().any(|&(v, s2)| v == values[k].0 && s2 == sq));
            }
        }
    }
}
