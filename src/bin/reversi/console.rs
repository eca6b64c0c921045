//! The console session: people and the computer playing at a terminal.

use std::io::{self, BufRead, Write};

use crate::board::{move_list, render, square_name, Game};
use crate::search::{Choice, Engine, Limits, DEFAULT_LEVEL};

#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Settings {
    pub(crate) black_cpu: bool,
    pub(crate) white_cpu: bool,
    pub(crate) level: u32,
    /// Seconds per computer move instead of the level's fixed depth.
    pub(crate) time: Option<f64>,
    /// Show the computer's evaluations and solve results.
    pub(crate) show_eval: bool,
    pub(crate) start: Game,
}

impl Settings {
    /// Two people from the start position.
    pub(crate) fn new() -> Settings {
        Settings {
            black_cpu: false,
            white_cpu: false,
            level: DEFAULT_LEVEL,
            time: None,
            show_eval: false,
            start: Game::start(),
        }
    }

    pub(crate) fn limits(&self) -> Limits {
        match self.time {
            Some(seconds) => Limits::seconds(seconds),
            None => Limits::level(self.level),
        }
    }
}

pub(crate) const MAX_LINE: usize = 200;

/// Reads one line (without the newline), keeping at most MAX_LINE bytes of it; false at the
/// end of the input.
pub(crate) fn read_line<R: BufRead>(input: &mut R, line: &mut Vec<u8>) -> io::Result<bool> {
    read_line_max(input, line, MAX_LINE)
}

/// `read_line` keeping at most `max` bytes.
pub(crate) fn read_line_max<R: BufRead>(
    input: &mut R,
    line: &mut Vec<u8>,
    max: usize,
) -> io::Result<bool> {
    line.clear();
    let mut any = false;
    loop {
        let (done, used) = {
            let buffer = match input.fill_buf() {
                Ok(buffer) => buffer,
                Err(ref e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if buffer.is_empty() {
                return Ok(any);
            }
            any = true;
            let (end, done, used) = match buffer.iter().position(|&b| b == b'\n') {
                Some(i) => (i, true, i + 1),
                None => (buffer.len(), false, buffer.len()),
            };
            let room = max.saturating_sub(line.len());
            line.extend_from_slice(&buffer[..end.min(room)]);
            (done, used)
        };
        input.consume(used);
        if done {
            if line.last() == Some(&b'\r') {
                line.pop();
            }
            return Ok(true);
        }
    }
}

/// A token quoted for a message: escaped, and cut short if long.
pub(crate) fn shown(token: &[u8]) -> String {
    let mut text = String::from("\"");
    for &byte in &token[..token.len().min(24)] {
        for c in std::ascii::escape_default(byte) {
            text.push(c as char);
        }
    }
    text.push('"');
    if token.len() > 24 {
        text.push_str("...");
    }
    text
}

/// What a line typed by a player means.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Typed {
    Square(u32),
    /// A lone 0-based row: the column follows on the next line.
    Row(u32),
    Pass,
    Quit,
    Empty,
    Bad(String),
}

pub(crate) fn parse_index(token: &[u8]) -> Option<u32> {
    if token.is_empty() || token.len() > 3 || !token.iter().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(token.iter().fold(0u32, |v, &b| v * 10 + u32::from(b - b'0')))
}

pub(crate) fn parse_typed(line: &[u8]) -> Typed {
    let tokens: Vec<&[u8]> =
        line.split(|&b| b.is_ascii_whitespace() || b == b',').filter(|t| !t.is_empty()).collect();
    let usage = "type a square like d3, or a row and a column from 0 to 7 like 2 3";
    match tokens.len() {
        0 => Typed::Empty,
        1 => {
            let token = tokens[0];
            let lower: Vec<u8> = token.iter().map(|b| b.to_ascii_lowercase()).collect();
            if lower == b"quit" || lower == b"exit" {
                return Typed::Quit;
            }
            if lower == b"pass" || lower == b"pp" {
                return Typed::Pass;
            }
            if lower.len() == 2
                && (b'a'..=b'h').contains(&lower[0])
                && (b'1'..=b'8').contains(&lower[1])
            {
                return Typed::Square(u32::from(lower[1] - b'1') * 8 + u32::from(lower[0] - b'a'));
            }
            match parse_index(token) {
                Some(row) if row < 8 => Typed::Row(row),
                Some(_) => Typed::Bad(format!(
                    "{} is not a row: rows and columns go from 0 to 7",
                    shown(token)
                )),
                None => Typed::Bad(format!("{} is not a move: {}", shown(token), usage)),
            }
        }
        2 => match (parse_index(tokens[0]), parse_index(tokens[1])) {
            (Some(row), Some(col)) if row < 8 && col < 8 => Typed::Square(row * 8 + col),
            (Some(_), Some(_)) => Typed::Bad(String::from("rows and columns go from 0 to 7")),
            _ => Typed::Bad(format!("{} is not a move: {}", shown(line), usage)),
        },
        _ => Typed::Bad(format!("{} is not a move: {}", shown(line), usage)),
    }
}

pub(crate) fn player_kind(cpu: bool, level: u32) -> String {
    if cpu {
        format!("computer (level {})", level)
    } else {
        String::from("human")
    }
}

/// Ends a game stopped before it is over (`why`), saying who was to move and the counts.
pub(crate) fn stopped<W: Write>(out: &mut W, game: Game, why: &str) -> io::Result<Game> {
    writeln!(out, "{}, {} to move. {}.", why, game.mover_name(), game.counts())?;
    out.flush()?;
    Ok(game)
}

/// One game at the console: reads moves from `input`, writes everything to `out`.
pub(crate) fn play_game<R: BufRead, W: Write>(
    input: &mut R,
    out: &mut W,
    settings: Settings,
) -> io::Result<Game> {
    let mut game = settings.start;
    let mut engine =
        if settings.black_cpu || settings.white_cpu { Some(Engine::new()) } else { None };
    writeln!(
        out,
        "Othello. Black (X): {}. White (O): {}. Black moves first.",
        player_kind(settings.black_cpu, settings.level),
        player_kind(settings.white_cpu, settings.level)
    )?;
    if !(settings.black_cpu && settings.white_cpu) {
        writeln!(out, "Type a move as a square like d3 or as a 0-based row and column like 2 3; quit to stop.")?;
    }
    let mut line = Vec::new();
    loop {
        let moves = game.moves();
        if moves == 0 {
            if game.is_over() {
                write!(out, "\n{}", render(game.black, game.white, 0))?;
                writeln!(out, "Game over. {}", game.result_line())?;
                out.flush()?;
                return Ok(game);
            }
            writeln!(out, "\n{} has no legal move and passes.", game.mover_label())?;
            game.pass();
            continue;
        }
        let cpu = if game.black_to_move { settings.black_cpu } else { settings.white_cpu };
        write!(out, "\n{}", render(game.black, game.white, if cpu { 0 } else { moves }))?;
        writeln!(out, "{} to move. {}.", game.mover_label(), game.counts())?;
        if cpu {
            out.flush()?;
            let (mover, opponent) = game.sides();
            let choice = match engine.as_mut() {
                Some(engine) => engine.think(mover, opponent, settings.limits()),
                None => Choice { square: moves.trailing_zeros(), solved: None, value: 0, depth: 0 },
            };
            let note = match choice.solved {
                Some(d) if d != 0 => format!(
                    " (solved: {} {} {}-{} with best play)",
                    game.mover_name(),
                    if d > 0 { "wins" } else { "loses" },
                    32 + d / 2,
                    32 - d / 2
                ),
                Some(_) => String::from(" (solved: a draw with best play)"),
                None => String::new(),
            };
            let label =
                if game.black_to_move { "Black (X, computer)" } else { "White (O, computer)" };
            writeln!(out, "{} plays {}{}.", label, square_name(choice.square), note)?;
            out.flush()?;
            game.apply(choice.square);
            continue;
        }
        writeln!(out, "Legal moves: {}", move_list(moves, true))?;
        // Ask until a legal move arrives.
        let mut row: Option<u32> = None;
        loop {
            match row {
                None => write!(out, "{}, your move: ", game.mover_label())?,
                Some(r) => write!(out, "{}, column for row {}: ", game.mover_label(), r)?,
            }
            out.flush()?;
            if !read_line(input, &mut line)? {
                return stopped(out, game, "\nEnd of input: the game stops here");
            }
            // A blank line leaves a typed row waiting for its column.
            let typed = match (row, parse_typed(&line)) {
                (Some(r), Typed::Row(c)) => Typed::Square(r * 8 + c),
                (Some(r), Typed::Empty) => Typed::Row(r),
                (Some(_), Typed::Quit) => Typed::Quit,
                (Some(_), _) => Typed::Bad(format!(
                    "{} is not a column from 0 to 7; start the move again",
                    shown(&line)
                )),
                (None, typed) => typed,
            };
            row = None;
            match typed {
                Typed::Empty => {}
                Typed::Quit => return stopped(out, game, "Game stopped"),
                Typed::Pass => writeln!(
                    out,
                    "{} has a legal move, so passing is not allowed.",
                    game.mover_name()
                )?,
                Typed::Row(r) => row = Some(r),
                Typed::Bad(message) => writeln!(out, "{}.", message)?,
                Typed::Square(square) => {
                    let bit = 1u64 << square;
                    if (game.black | game.white) & bit != 0 {
                        writeln!(
                            out,
                            "{} ({} {}) is occupied.",
                            square_name(square),
                            square / 8,
                            square % 8
                        )?;
                    } else if moves & bit == 0 {
                        writeln!(
                            out,
                            "{} ({} {}) flips nothing, so it is not legal. Legal moves: {}",
                            square_name(square),
                            square / 8,
                            square % 8,
                            move_list(moves, false)
                        )?;
                    } else {
                        writeln!(out, "{} plays {}.", game.mover_label(), square_name(square))?;
                        game.apply(square);
                        break;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::*;
    use crate::record::*;
    use crate::testkit::*;

    // ---- Interactive play.

    fn session(input: &[u8], settings: Settings) -> (String, Game) {
        let mut reader = input;
        let mut out = Vec::new();
        let game = play_game(&mut reader, &mut out, settings).unwrap();
        (String::from_utf8(out).unwrap(), game)
    }

    const HUMANS: fn() -> Settings = || Settings { level: 1, ..Settings::new() };

    #[test]
    fn scripted_session_with_bad_input_and_end_of_input() {
        let input: &[u8] = b"hello\nd4\na1\n\n2\n3\n\xff\xfe\n9 9\nf4 5\npass\n4 x\n4\n2\nc3\ne6\n";
        let (out, game) = session(input, HUMANS());
        for said in &[
            "\"hello\" is not a move",
            "d4 (3 3) is occupied.",
            "a1 (0 0) flips nothing, so it is not legal. Legal moves: d3 c4 f5 e6",
            "Black (X), column for row 2: Black (X) plays d3.",
            "\"\\xff\\xfe\" is not a move",
            "rows and columns go from 0 to 7.",
            "\"f4 5\" is not a move",
            "White has a legal move, so passing is not allowed.",
            "\"4 x\" is not a move",
            "White (O), column for row 4: White (O) plays c5.",
            "c3 (2 2) flips nothing, so it is not legal. Legal moves: b6 c6 d6 e6 f6",
            "Black (X) plays e6.",
        ] {
            assert!(out.contains(said), "{:?} not said in {}", said, out);
        }
        assert!(
            out.ends_with("End of input: the game stops here, White to move. Black 5, White 2.\n"),
            "{}",
            out
        );
        let expected = replay_game("d3c5e6").unwrap().0;
        assert_eq!(game, expected);
        // Every prompt is answered by one line: the same player is asked again after bad input.
        assert_eq!(out.matches("White (O), your move: ").count(), 7);
    }

    #[test]
    fn sessions_play_whole_games_with_announced_passes() {
        // Game 1 typed in a mix of notations, with CRLF line ends.
        let mut typed = String::new();
        for (i, pair) in GAME_1.as_bytes().chunks(2).enumerate() {
            let square = u32::from(pair[1] - b'1') * 8 + u32::from(pair[0] - b'a');
            if i % 2 == 0 {
                typed.push_str(&format!(
                    "{}\r\n",
                    std::str::from_utf8(pair).unwrap().to_uppercase()
                ));
            } else {
                typed.push_str(&format!("{}\r\n{}\r\n", square / 8, square % 8));
            }
        }
        let (out, game) = session(typed.as_bytes(), HUMANS());
        assert!(
            out.ends_with("Game over. Black 13, White 0: Black wins, 64-0 officially\n"),
            "{}",
            out
        );
        assert!(game.is_over());
        // Game 3: three forced passes are announced, nobody is asked for them.
        let typed: String = GAME_3
            .as_bytes()
            .chunks(2)
            .map(|p| format!("{}\n", std::str::from_utf8(p).unwrap()))
            .collect();
        let (out, _) = session(typed.as_bytes(), HUMANS());
        assert_eq!(out.matches("has no legal move and passes.").count(), 3);
        assert!(out.ends_with("Game over. Black 15, White 48: White wins, 49-15 officially\n"));
        assert!(!out.contains("is not"), "no move of game 3 was refused");
        // A blank line between a row and its column is skipped.
        let (out, game) = session(b"2\n\n3\n", HUMANS());
        assert!(out.contains("column for row 2: Black (X), column for row 2: Black (X) plays d3."));
        assert_eq!(game.black, START_BLACK | bits("d3 d4"));
        // quit stops the game.
        let (out, game) = session(b"f5\nquit\n", HUMANS());
        assert!(out.ends_with("Game stopped, White to move. Black 4, White 1.\n"));
        assert!(!game.black_to_move);
    }

    #[test]
    fn sessions_survive_any_bytes() {
        let mut rng = Rng(7);
        for round in 0..300 {
            let len = rng.below(400) as usize;
            let mut input: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
            if round % 2 == 0 {
                // Mostly plausible tokens, so that games get somewhere.
                input = (0..len / 3)
                    .flat_map(|_| {
                        let k = rng.below(6);
                        let token: Vec<u8> = match k {
                            0 => vec![b'a' + rng.below(9) as u8, b'0' + rng.below(10) as u8, b'\n'],
                            1 => vec![
                                b'0' + rng.below(9) as u8,
                                b' ',
                                b'0' + rng.below(9) as u8,
                                b'\n',
                            ],
                            2 => vec![b'0' + rng.below(9) as u8, b'\n'],
                            3 => vec![b'\r', b'\n'],
                            4 => vec![rng.next() as u8, b'\n'],
                            _ => vec![b'a' + rng.below(8) as u8, b'1' + rng.below(8) as u8, b'\n'],
                        };
                        token
                    })
                    .collect();
            }
            let settings = Settings {
                black_cpu: round % 3 == 1,
                white_cpu: round % 5 == 1,
                level: 1,
                ..Settings::new()
            };
            let mut reader = &input[..];
            let mut out = Vec::new();
            assert!(play_game(&mut reader, &mut out, settings).is_ok());
            assert!(String::from_utf8(out).is_ok());
        }
        // A line of a megabyte is read without keeping it.
        let mut long = vec![b'x'; 1 << 20];
        long.extend_from_slice(b"\nd3\n");
        let (out, game) = session(&long, HUMANS());
        assert!(out.contains("\"xxxxxxxxxxxxxxxxxxxxxxxx\"... is not a move"));
        assert_eq!(game.black, START_BLACK | bits("d3 d4"));
    }
}
