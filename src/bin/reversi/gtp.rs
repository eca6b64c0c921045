//! GTP as Othello engines speak it for Quarry: `[id] command args` a line, answered by
//! `=[id] result` or `?[id] error` and an empty line; docs/reversi.md says how to use it.

use std::io::{self, BufRead, Write};

use crate::board::{count, official_difference, parse_move, render, square_name, Game};
use crate::console::read_line_max;
use crate::search::{Engine, Limits};

const COMMANDS: [&str; 17] = [
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "undo",
    "showboard",
    "final_score",
    "time_settings",
    "time_left",
    "set_depth",
];

/// `black`/`b` is true, `white`/`w` false.
fn colour(word: Option<&&str>) -> Result<bool, String> {
    match word.map(|w| w.to_ascii_lowercase()) {
        Some(ref w) if w == "black" || w == "b" => Ok(true),
        Some(ref w) if w == "white" || w == "w" => Ok(false),
        _ => Err(String::from("invalid color")),
    }
}

pub(crate) struct Session {
    /// Every position so far; `undo` goes back one command.
    history: Vec<Game>,
    limits: Limits,
    engine: Engine,
    /// Seconds left on each clock (black, white), from `time_left`.
    time_left: [Option<f64>; 2],
}

impl Session {
    pub(crate) fn new(limits: Limits) -> Session {
        Session {
            history: vec![Game::start()],
            limits,
            engine: Engine::with_table(crate::table::SOLVER_TABLE_BITS),
            time_left: [None, None],
        }
    }

    /// Answers one request line (nothing for a blank or comment line); false after `quit`.
    pub(crate) fn handle<W: Write>(&mut self, line: &str, out: &mut W) -> io::Result<bool> {
        let text = line.split('#').next().unwrap_or("");
        let mut words: Vec<&str> = text.split_whitespace().collect();
        if words.is_empty() {
            return Ok(true);
        }
        let id = if words[0].bytes().all(|b| b.is_ascii_digit()) { words.remove(0) } else { "" };
        let (reply, quit) = match words.first() {
            None => (Err(String::from("missing command")), false),
            Some(&command) => (self.answer(command, &words[1..]), command == "quit"),
        };
        match reply {
            Ok(result) if result.is_empty() => write!(out, "={}\n\n", id)?,
            Ok(result) => write!(out, "={} {}\n\n", id, result)?,
            Err(message) => write!(out, "?{} {}\n\n", id, message)?,
        }
        out.flush()?;
        Ok(!quit)
    }

    fn game(&self) -> Game {
        self.history[self.history.len() - 1]
    }

    /// The position with `black` (the named colour) to move: a pass is implied when the
    /// other colour is to move and must pass.
    fn turn_of(&self, black: bool) -> Result<Game, String> {
        let mut game = self.game();
        if game.black_to_move != black && !game.is_over() {
            if game.moves() != 0 {
                return Err(format!("it is {}'s turn", game.mover_name()));
            }
            game.pass();
        }
        Ok(game)
    }

    fn answer(&mut self, command: &str, args: &[&str]) -> Result<String, String> {
        match command {
            "protocol_version" => Ok(String::from("2")),
            "name" => Ok(String::from("reversi")),
            "version" => Ok(String::from(env!("CARGO_PKG_VERSION"))),
            "known_command" => {
                Ok(String::from(if args.first().map_or(false, |c| COMMANDS.contains(c)) {
                    "true"
                } else {
                    "false"
                }))
            }
            "list_commands" => Ok(COMMANDS.join("\n")),
            "quit" | "komi" | "time_settings" => Ok(String::new()),
            "boardsize" => match args.first() {
                Some(&"8") => Ok(String::new()),
                _ => Err(String::from("unacceptable size")),
            },
            "clear_board" => {
                self.history = vec![Game::start()];
                Ok(String::new())
            }
            "set_depth" => match args.first().map(|d| d.parse::<u32>()) {
                Some(Ok(depth)) if (1..=60).contains(&depth) => {
                    self.limits = Limits::depth(depth);
                    Ok(String::new())
                }
                _ => Err(String::from("set_depth needs a depth from 1 to 60")),
            },
            "time_left" => {
                let black = colour(args.first())?;
                match args.get(1).map(|t| t.parse::<f64>()) {
                    Some(Ok(seconds)) if seconds.is_finite() && seconds >= 0.0 => {
                        self.time_left[usize::from(!black)] = Some(seconds);
                        Ok(String::new())
                    }
                    _ => Err(String::from("time_left needs a color and seconds")),
                }
            }
            "play" => {
                let black = colour(args.first())?;
                let square = args
                    .get(1)
                    .and_then(|m| parse_move(m))
                    .ok_or_else(|| String::from("invalid move"))?;
                let mut game = self.turn_of(black).map_err(|e| format!("illegal move: {}", e))?;
                if game.is_over() {
                    // A pass after the end changes nothing; a move is refused.
                    return match square {
                        None => Ok(String::new()),
                        Some(_) => Err(String::from("illegal move: the game is over")),
                    };
                }
                let legal = match square {
                    None => game.moves() == 0,
                    Some(square) => game.moves() >> square & 1 == 1,
                };
                if !legal {
                    return Err(String::from("illegal move"));
                }
                match square {
                    None => game.pass(),
                    Some(square) => game.apply(square),
                }
                self.history.push(game);
                Ok(String::new())
            }
            "genmove" => {
                let black = colour(args.first())?;
                let mut game = self.turn_of(black)?;
                if game.is_over() {
                    return Ok(String::from("pass"));
                }
                if game.moves() == 0 {
                    game.pass();
                    self.history.push(game);
                    return Ok(String::from("pass"));
                }
                let limits = match self.time_left[usize::from(!black)] {
                    // A share of the clock: the mover has about empties / 2 moves left.
                    Some(left) => {
                        let empties = 64 - (game.black | game.white).count_ones();
                        Limits::seconds(0.9 * left / f64::from(empties / 2 + 2))
                    }
                    None => self.limits,
                };
                let (mover, opponent) = game.sides();
                let square = self.engine.think(mover, opponent, limits).square;
                game.apply(square);
                self.history.push(game);
                Ok(square_name(square))
            }
            "undo" => {
                if self.history.len() < 2 {
                    return Err(String::from("cannot undo"));
                }
                self.history.pop();
                Ok(String::new())
            }
            "showboard" => {
                let game = self.game();
                let status = if game.is_over() {
                    game.result_line()
                } else {
                    format!("{} to move. {}.", game.mover_label(), game.counts())
                };
                Ok(format!("\n{}{}", render(game.black, game.white), status))
            }
            "final_score" => {
                // The official score of a finished game (the empty squares to the winner);
                // before the end, the discs on the board now.
                let game = self.game();
                let difference = if game.is_over() {
                    official_difference(game.black, game.white)
                } else {
                    count(game.black) - count(game.white)
                };
                Ok(match difference {
                    0 => String::from("0"),
                    d if d > 0 => format!("B+{}", d),
                    d => format!("W+{}", -d),
                })
            }
            _ => Err(String::from("unknown command")),
        }
    }
}

/// Runs a GTP session until `quit` or the end of the input (both end it normally).
pub(crate) fn gtp<R: BufRead, W: Write>(
    input: &mut R,
    out: &mut W,
    limits: Limits,
) -> io::Result<()> {
    let mut session = Session::new(limits);
    let mut line = Vec::new();
    while read_line_max(input, &mut line, 1 << 16)? {
        if !session.handle(&String::from_utf8_lossy(&line), out)? {
            break;
        }
    }
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::*;
    use crate::record::replay_game;
    use crate::testkit::*;

    fn talk(session: &mut Session, line: &str) -> String {
        let mut out = Vec::new();
        let going = session.handle(line, &mut out).unwrap();
        let command = line.split_whitespace().find(|w| !w.bytes().all(|b| b.is_ascii_digit()));
        assert_eq!(going, command != Some("quit"));
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn every_command_answers() {
        let mut s = Session::new(Limits::depth(2));
        for (ask, answer) in &[
            ("protocol_version", "= 2\n\n"),
            ("1 name", "=1 reversi\n\n"),
            ("version", "= 0.1.0\n\n"),
            ("known_command genmove", "= true\n\n"),
            ("known_command fly", "= false\n\n"),
            ("boardsize 8", "=\n\n"),
            ("boardsize 19", "? unacceptable size\n\n"),
            ("komi 0", "=\n\n"),
            ("time_settings 0 1 0", "=\n\n"),
            ("", ""),
            ("# a comment", ""),
            ("2 undo", "?2 cannot undo\n\n"),
            ("play black f5 # a comment", "=\n\n"),
            ("play black d6", "? illegal move: it is White's turn\n\n"),
            ("play white d4", "? illegal move\n\n"),
            ("play white pass", "? illegal move\n\n"),
            ("play white z9", "? invalid move\n\n"),
            ("play red f6", "? invalid color\n\n"),
            ("play white f6", "=\n\n"),
            ("undo", "=\n\n"),
            ("3 play w f6", "=3\n\n"),
            ("fly", "? unknown command\n\n"),
            ("set_depth 0", "? set_depth needs a depth from 1 to 60\n\n"),
            ("final_score", "= 0\n\n"),
            ("genmove white", "? it is Black's turn\n\n"),
        ] {
            assert_eq!(talk(&mut s, ask), *answer, "{}", ask);
        }
        assert_eq!(s.game(), replay_game("f5f6").unwrap().0);
        let list = talk(&mut s, "list_commands");
        assert_eq!(list, format!("= {}\n\n", COMMANDS.join("\n")));
        for command in &COMMANDS {
            assert_eq!(talk(&mut s, &format!("known_command {}", command)), "= true\n\n");
        }
        let board = talk(&mut s, "showboard");
        let game = replay_game("f5f6").unwrap().0;
        assert_eq!(
            board,
            format!(
                "= \n{}Black (X) to move. Black 3, White 3.\n\n",
                render(game.black, game.white)
            )
        );
        let answer = talk(&mut s, "4 genmove b");
        let square = parse_move(answer.trim_start_matches("=4 ").trim_end()).unwrap().unwrap();
        assert!(game.moves() >> square & 1 == 1);
        assert_eq!(s.history.len(), 4);
        assert_eq!(talk(&mut s, "clear_board"), "=\n\n");
        assert_eq!(s.game(), Game::start());
        assert_eq!(talk(&mut s, "quit"), "=\n\n");
    }

    #[test]
    fn whole_games_through_gtp_with_implied_passes() {
        // Game 3 played with `play`, passes left implied: the right final score.
        let mut s = Session::new(Limits::depth(1));
        let mut g = Game::start();
        for pair in GAME_3.as_bytes().chunks(2) {
            if g.moves() == 0 {
                g.pass();
            }
            let name = std::str::from_utf8(pair).unwrap();
            let colour = if g.black_to_move { "black" } else { "white" };
            assert_eq!(talk(&mut s, &format!("play {} {}", colour, name)), "=\n\n");
            g.try_play(parse_move(name).unwrap()).unwrap();
            // Before the end, final_score is the disc count now (no empty squares given).
            if !g.is_over() {
                let (black, white) = (g.black.count_ones(), g.white.count_ones());
                let expected = if black > white {
                    format!("= B+{}\n\n", black - white)
                } else if white > black {
                    format!("= W+{}\n\n", white - black)
                } else {
                    String::from("= 0\n\n")
                };
                assert_eq!(talk(&mut s, "final_score"), expected, "after {}", name);
            }
        }
        assert_eq!(s.game(), replay_game(GAME_3).unwrap().0);
        assert_eq!(talk(&mut s, "final_score"), "= W+34\n\n");
        // One move back the game is not over: 46-16 on the board, two squares empty.
        assert_eq!(talk(&mut s, "undo"), "=\n\n");
        assert_eq!(talk(&mut s, "final_score"), "= W+30\n\n");
        assert_eq!(talk(&mut s, "play white g2"), "=\n\n");
        assert_eq!(talk(&mut s, "genmove black"), "= pass\n\n");
        // The engine (genmove) against a random mover (play), both colours; the array model
        // checks every move and the final score.
        let mut rng = Rng(5);
        for &(depth, engine_black) in &[(1u32, true), (2, false), (3, true)] {
            let mut s = Session::new(Limits::depth(depth));
            let mut board = cells(START_BLACK, START_WHITE);
            let mut black_to_move = true;
            loop {
                let own = array_moves(&board);
                if own == 0 && array_moves(&negated(&board)) == 0 {
                    break;
                }
                let colour = if black_to_move { "black" } else { "white" };
                if black_to_move == engine_black {
                    let answer = talk(&mut s, &format!("genmove {}", colour));
                    let word = answer.trim_start_matches("= ").trim_end();
                    match parse_move(word).unwrap() {
                        None => {
                            assert_eq!(own, 0);
                            board = negated(&board);
                        }
                        Some(square) => {
                            assert!(own >> square & 1 == 1);
                            board = array_play(&board, square as usize);
                        }
                    }
                } else if own == 0 {
                    // Mostly implied, sometimes said.
                    if rng.below(2) == 0 {
                        assert_eq!(talk(&mut s, &format!("play {} pass", colour)), "=\n\n");
                    }
                    board = negated(&board);
                } else {
                    let square = rng.pick(own);
                    let ask = format!("play {} {}", colour, square_name(square));
                    assert_eq!(talk(&mut s, &ask), "=\n\n");
                    board = array_play(&board, square as usize);
                }
                black_to_move = !black_to_move;
            }
            let game = s.game();
            assert!(game.is_over());
            let (mover, opponent) = game.sides();
            assert_eq!(cells(mover, opponent), board);
            let difference = official_difference(game.black, game.white);
            let expected = match difference {
                0 => String::from("= 0\n\n"),
                d if d > 0 => format!("= B+{}\n\n", d),
                d => format!("= W+{}\n\n", -d),
            };
            assert_eq!(talk(&mut s, "final_score"), expected);
            // Undo walks back to the start, one command at a time.
            let commands = s.history.len() - 1;
            for _ in 0..commands {
                assert_eq!(talk(&mut s, "undo"), "=\n\n");
            }
            assert_eq!(s.game(), Game::start());
            assert_eq!(talk(&mut s, "undo"), "? cannot undo\n\n");
        }
    }
}
