//! GTP as Othello engines speak it for Quarry: `[id] command args` a line, answered by
//! `=[id] result` or `?[id] error` and an empty line; see ../shared/protocols/nboard.md.

use std::io::{self, BufRead, Write};

use crate::board::{official_difference, parse_move, render, square_name, Game};
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

struct Session {
    /// Every position so far; `undo` goes back one command.
    history: Vec<Game>,
    limits: Limits,
    engine: Engine,
    /// Seconds left on each clock (black, white), from `time_left`.
    time_left: [Option<f64>; 2],
}

impl Session {
    fn game(&self) -> Game {
        self.history[self.history.len() - 1]
    }

    /// The position with `black` (the named colour) to move: a pass is implied when the
    /// other colour is to move and must pass.
    fn turn_of(&self, black: bool) -> Result<Game, String> {
        let mut game = self.game();
        if game.black_to_move != black {
            if game.moves() != 0 || game.is_over() {
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
                Ok(format!("\n{}{}", render(game.black, game.white, 0), status))
            }
            "final_score" => {
                let game = self.game();
                let difference = official_difference(game.black, game.white);
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
    let mut session = Session {
        history: vec![Game::start()],
        limits,
        engine: Engine::new(),
        time_left: [None, None],
    };
    let mut line = Vec::new();
    while read_line_max(input, &mut line, 1 << 16)? {
        let text = String::from_utf8_lossy(&line).into_owned();
        let text = text.split('#').next().unwrap_or("");
        let mut words: Vec<&str> = text.split_whitespace().collect();
        if words.is_empty() {
            continue;
        }
        let id = if words[0].bytes().all(|b| b.is_ascii_digit()) { words.remove(0) } else { "" };
        let (reply, quit) = match words.first() {
            None => (Err(String::from("missing command")), false),
            Some(&command) => (session.answer(command, &words[1..]), command == "quit"),
        };
        match reply {
            Ok(result) if result.is_empty() => write!(out, "={}\n\n", id)?,
            Ok(result) => write!(out, "={} {}\n\n", id, result)?,
            Err(message) => write!(out, "?{} {}\n\n", id, message)?,
        }
        out.flush()?;
        if quit {
            break;
        }
    }
    out.flush()
}
