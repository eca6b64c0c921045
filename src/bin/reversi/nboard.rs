//! The NBoard protocol (the NBoard GUI, NTest, Edax): one command a line on stdin, answers on
//! stdout, errors on stderr; see ../shared/protocols/nboard.md.

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
    mut limits: Limits,
) -> io::Result<()> {
    let mut engine = Engine::new();
    let mut game = Game::start();
    let mut line = Vec::new();
    while read_line_max(input, &mut line, MAX_PROTOCOL_LINE)? {
        let text = String::from_utf8_lossy(&line).into_owned();
        let text = text.trim();
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
            "quit" => break,
            "ping" => {
                writeln!(out, "pong{}", args.first().map_or(String::new(), |n| format!(" {}", n)))?
            }
            "learn" => writeln!(out, "learned")?,
            "set" => match (args.first().copied(), args.get(1)) {
                (Some("depth"), Some(n)) => match n.parse::<u32>() {
                    Ok(depth) if (1..=60).contains(&depth) => {
                        limits = Limits::depth(depth);
                        writeln!(out, "set myname reversi")?;
                    }
                    _ => complain(format!("set depth needs a depth from 1 to 60, not {:?}", n))?,
                },
                (Some("game"), Some(_)) => {
                    let ggf = text[text.find("game").map_or(0, |i| i + 4)..].trim();
                    match ggf_positions(ggf) {
                        Ok(positions) => game = positions[positions.len() - 1],
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
                        continue;
                    }
                };
                if game.is_over() {
                    complain(format!("{}: the game is over", command))?;
                    continue;
                }
                let started = Instant::now();
                if command == "go" {
                    let (square, value, solved, _) = analyse(&mut engine, &game, limits);
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
                        let (_, value, solved, depth) = analyse(&mut engine, &game, limits);
                        writeln!(out, "search pa {} 0 {}", eval_text(value, solved), depth)?;
                    } else {
                        let (mover, opponent) = game.sides();
                        let (ranked, choice) = engine.rank(mover, opponent, limits);
                        for &(square, value) in ranked.iter().take(wanted) {
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
    }
    out.flush()
}
