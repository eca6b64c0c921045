//! The console session: people and the computer playing at a terminal.

use std::io::{self, BufRead, Write};

use crate::board::{legal_moves, move_list, render_last, square_name, Game};
use crate::eval::discs;
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
    Help,
    Hint,
    Undo,
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
    let usage = "try d3, or 2 3 for a row and a column, or help";
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
            match &lower[..] {
                b"help" | b"?" | b"h" => return Typed::Help,
                b"hint" => return Typed::Hint,
                b"undo" | b"u" => return Typed::Undo,
                _ => {}
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

/// What `help` says during a game.
const CONSOLE_HELP: &str = "\
Commands:
  d3      play on d3 (any case), or give a 0-based row and column: 2 3
  hint    the move the computer would play, with its evaluation
  undo    take back your last move (and the computer's reply)
  quit    stop the game
  help    this list
Forced passes are played for you. X is Black, O is White; on the board * marks
the legal moves and [ ] the last move.";

pub(crate) fn player_kind(settings: &Settings, cpu: bool) -> String {
    match (cpu, settings.time) {
        (false, _) => String::from("human"),
        (true, Some(seconds)) => format!("computer ({} s a move)", seconds),
        (true, None) => format!("computer (level {})", settings.level),
    }
}

/// Ends a game stopped before it is over (`why`), saying who was to move and the counts.
pub(crate) fn stopped<W: Write>(out: &mut W, game: Game, why: &str) -> io::Result<Game> {
    writeln!(out, "{}, {} to move. {}.", why, game.mover_name(), game.counts())?;
    out.flush()?;
    Ok(game)
}

/// The result as people say it (`Black wins 40-24`), then the official score.
pub(crate) fn final_line(game: &Game) -> String {
    let black = game.black.count_ones();
    let white = game.white.count_ones();
    let empty = 64 - black - white;
    if black > white {
        format!("Black wins {}-{} (official score {}-{}).", black, white, black + empty, white)
    } else if white > black {
        format!("White wins {}-{} (official score {}-{}).", white, black, white + empty, black)
    } else {
        format!("A draw, {}-{} (official score 32-32).", black, white)
    }
}

/// What the engine thinks of its move, for `--show-eval` and `hint`: the evaluation in
/// discs, or the result with best play when solved.
fn assessment(game: &Game, choice: &Choice) -> String {
    match choice.solved {
        Some(d) if d != 0 => format!(
            "solved: {} {} {}-{} with best play",
            game.mover_name(),
            if d > 0 { "wins" } else { "loses" },
            32 + d / 2,
            32 - d / 2
        ),
        Some(_) => String::from("solved: a draw with best play"),
        None => format!(
            "eval {:+.1} discs for {}, {} plies deep",
            discs(choice.value),
            game.mover_name(),
            choice.depth
        ),
    }
}

/// How much of the current position's board has been printed.
#[derive(Clone, Copy, PartialEq)]
enum Shown {
    Nothing,
    /// Without the legal moves.
    Plain,
    /// With the mover's legal moves marked (a human's turn).
    Marked,
}

/// One game at the console: reads moves from `input`, writes everything to `out`. One board
/// a turn: before each human move (the last move bracketed, the legal moves starred), after
/// each computer move when no human moves next, and at the end; a pass is announced under
/// the board it follows from.
pub(crate) fn play_game<R: BufRead, W: Write>(
    input: &mut R,
    out: &mut W,
    settings: Settings,
) -> io::Result<Game> {
    let mut game = settings.start;
    let mut last: Option<u32> = None;
    let mut engine: Option<Engine> = None;
    let cpu_of = |black: bool| if black { settings.black_cpu } else { settings.white_cpu };
    let first = if game == Game::start() {
        String::from("Black moves first.")
    } else {
        format!("From the position given, {} to move.", game.mover_name())
    };
    writeln!(
        out,
        "Othello. Black (X): {}. White (O): {}. {}",
        player_kind(&settings, settings.black_cpu),
        player_kind(&settings, settings.white_cpu),
        first
    )?;
    if !(settings.black_cpu && settings.white_cpu) {
        writeln!(
            out,
            "Type a move like d3 (or a row and a column: 2 3); help lists the commands."
        )?;
    }
    let mut board_shown = Shown::Nothing;
    // The positions where a human was asked for a move, for undo.
    let mut asked: Vec<(Game, Option<u32>)> = Vec::new();
    let mut line = Vec::new();
    'game: loop {
        let moves = game.moves();
        if game.is_over() {
            if board_shown == Shown::Nothing {
                write!(out, "\n{}", render_last(game.black, game.white, 0, last))?;
            }
            writeln!(out, "Game over. {}", final_line(&game))?;
            out.flush()?;
            return Ok(game);
        }
        if moves == 0 {
            // The board it follows from (with the next player's moves if a human's), then
            // the pass.
            let next_human = !cpu_of(!game.black_to_move);
            let (mover, opponent) = game.sides();
            if board_shown == Shown::Nothing {
                let marks = if next_human { legal_moves(opponent, mover) } else { 0 };
                write!(out, "\n{}", render_last(game.black, game.white, marks, last))?;
                board_shown = if next_human { Shown::Marked } else { Shown::Plain };
            }
            writeln!(out, "{} has no legal move and passes.", game.mover_label())?;
            game.pass();
            continue;
        }
        if cpu_of(game.black_to_move) {
            if board_shown == Shown::Nothing {
                write!(out, "\n{}", render_last(game.black, game.white, 0, last))?;
            }
            out.flush()?;
            let (mover, opponent) = game.sides();
            let choice =
                engine.get_or_insert_with(Engine::new).think(mover, opponent, settings.limits());
            let note = if settings.show_eval {
                format!(" ({})", assessment(&game, &choice))
            } else {
                String::new()
            };
            let label =
                if game.black_to_move { "Black (X, computer)" } else { "White (O, computer)" };
            writeln!(out, "{} plays {}{}.", label, square_name(choice.square), note)?;
            out.flush()?;
            game.apply(choice.square);
            last = Some(choice.square);
            // The next human's board shows this move; otherwise the board comes now.
            board_shown = Shown::Nothing;
            if !game.is_over() && game.moves() != 0 && cpu_of(game.black_to_move) {
                write!(out, "\n{}", render_last(game.black, game.white, 0, last))?;
                board_shown = Shown::Plain;
            }
            continue;
        }
        // A human's turn: the board with the legal moves, then the prompt.
        asked.push((game, last));
        if board_shown != Shown::Marked {
            write!(out, "\n{}", render_last(game.black, game.white, moves, last))?;
        }
        writeln!(out, "{} to move. Legal moves: {}", game.mover_label(), move_list(moves, false))?;
        let discs = (game.black | game.white).count_ones();
        // Ask until a legal move arrives.
        let mut row: Option<u32> = None;
        loop {
            write!(
                out,
                "[move {}, X {} O {}] ",
                discs.saturating_sub(3),
                game.black.count_ones(),
                game.white.count_ones()
            )?;
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
                Typed::Help => writeln!(out, "{}", CONSOLE_HELP)?,
                Typed::Hint => {
                    let (mover, opponent) = game.sides();
                    let limits = settings.limits();
                    let choice =
                        engine.get_or_insert_with(Engine::new).think(mover, opponent, limits);
                    writeln!(
                        out,
                        "Hint: {} ({}).",
                        square_name(choice.square),
                        assessment(&game, &choice)
                    )?;
                }
                Typed::Undo => {
                    if asked.len() < 2 {
                        writeln!(out, "Nothing to undo yet.")?;
                        continue;
                    }
                    asked.pop();
                    let (before, before_last) = asked.pop().unwrap_or((game, last));
                    let taken = (game.black | game.white).count_ones()
                        - (before.black | before.white).count_ones();
                    writeln!(
                        out,
                        "Took back {} move{}.",
                        taken,
                        if taken == 1 { "" } else { "s" }
                    )?;
                    game = before;
                    last = before_last;
                    board_shown = Shown::Nothing;
                    continue 'game;
                }
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
                        last = Some(square);
                        // A computer's reply comes under this line, its board after it.
                        let reply =
                            !game.is_over() && game.moves() != 0 && cpu_of(game.black_to_move);
                        board_shown = if reply { Shown::Plain } else { Shown::Nothing };
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

    fn humans() -> Settings {
        Settings { level: 1, ..Settings::new() }
    }

    #[test]
    fn scripted_session_with_bad_input_and_end_of_input() {
        let input: &[u8] = b"hello\nd4\na1\n\n2\n3\n\xff\xfe\n9 9\nf4 5\npass\n4 x\n4\n2\nc3\ne6\n";
        let (out, game) = session(input, humans());
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
        let (out, game) = session(typed.as_bytes(), humans());
        assert!(out.ends_with("Game over. Black wins 13-0 (official score 64-0).\n"), "{}", out);
        assert!(game.is_over());
        // Game 3: three forced passes are announced, nobody is asked for them.
        let typed: String = GAME_3
            .as_bytes()
            .chunks(2)
            .map(|p| format!("{}\n", std::str::from_utf8(p).unwrap()))
            .collect();
        let (out, _) = session(typed.as_bytes(), humans());
        assert_eq!(out.matches("has no legal move and passes.").count(), 3);
        assert!(out.ends_with("Game over. White wins 48-15 (official score 49-15).\n"));
        assert!(!out.contains("is not"), "no move of game 3 was refused");
        // A blank line between a row and its column is skipped.
        let (out, game) = session(b"2\n\n3\n", humans());
        assert!(out.contains(
            "column for row 2: [move 1, X 2 O 2] Black (X), column for row 2: Black (X) plays d3."
        ));
        assert_eq!(game.black, START_BLACK | bits("d3 d4"));
        // quit stops the game.
        let (out, game) = session(b"f5\nquit\n", humans());
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
        let (out, game) = session(&long, humans());
        assert!(out.contains("\"xxxxxxxxxxxxxxxxxxxxxxxx\"... is not a move"));
        assert_eq!(game.black, START_BLACK | bits("d3 d4"));
    }

    #[test]
    fn one_board_a_turn_with_the_last_move_marked() {
        // You against the computer: one board before each of your moves, none in between.
        let settings = Settings { white_cpu: true, level: 1, ..Settings::new() };
        // The computer's reply to f5, then a legal move of Black's after it.
        let (first, _) = session(b"f5\n", settings);
        let reply = first.lines().find(|l| l.starts_with("White (O, computer) plays ")).unwrap();
        let square = parse_move(&reply[26..28]).unwrap().unwrap();
        let mut expected = replay_game("f5").unwrap().0;
        expected.apply(square);
        let second = square_name(expected.moves().trailing_zeros());
        let (out, game) = session(format!("f5\n{}\n", second).as_bytes(), settings);
        assert_eq!(out.matches("    a b c d e f g h\n").count(), 3);
        // The board after the reply brackets it and stars Black's moves.
        assert!(out.contains(&render_last(
            expected.black,
            expected.white,
            expected.moves(),
            Some(square)
        )));
        assert!(out.contains(&format!("Black (X) plays f5.\n{}\n", reply)));
        assert!(game.black_to_move);
        // The bracket sits in the separators: the columns stay in place, on every edge too.
        let marked = render_last(START_BLACK, START_WHITE, 0, Some(7));
        assert!(marked.contains("\n 1  . . . . . . .[.] 0\n"));
        let marked = render_last(START_BLACK, START_WHITE, 0, Some(56));
        assert!(marked.contains("\n 8 [.]. . . . . . .  7\n"));
        assert_eq!(render_last(1, 2, 4, None), render(1, 2, 4));
    }

    #[test]
    fn passes_come_under_the_board_they_follow_from() {
        // Game 3 typed by two people: each pass line right after a board.
        let typed: String = GAME_3
            .as_bytes()
            .chunks(2)
            .map(|p| format!("{}\n", std::str::from_utf8(p).unwrap()))
            .collect();
        let (out, _) = session(typed.as_bytes(), humans());
        let lines: Vec<&str> = out.lines().collect();
        let mut passes = 0;
        for (i, line) in lines.iter().enumerate() {
            if line.ends_with("has no legal move and passes.") {
                assert_eq!(lines[i - 1], "    0 1 2 3 4 5 6 7", "{}", line);
                // The board shows the next player's moves: no second board before them.
                assert!(lines[i + 1].contains(" to move. Legal moves: "));
                passes += 1;
            }
        }
        assert_eq!(passes, 3);
        // One board per ply with two people, plus the start.
        assert_eq!(out.matches("    a b c d e f g h\n").count(), 59 + 1);
    }

    #[test]
    fn help_hint_undo_and_the_evaluation_on_request() {
        let settings = Settings { white_cpu: true, level: 2, ..Settings::new() };
        let (out, game) = session(b"help\nhint\nundo\nf5\nundo\nc4\n", settings);
        assert!(out.contains("undo    take back your last move (and the computer's reply)"));
        assert!(out.contains("quit    stop the game"));
        assert!(out.contains("Hint: "));
        assert!(out.contains("discs for Black, 2 plies deep)."));
        assert!(out.contains("Nothing to undo yet."));
        assert!(out.contains("Took back 2 moves."));
        // After the undo, c4 was played from the start.
        let mut expected = replay_game("c4").unwrap().0;
        let reply = out.lines().rfind(|l| l.starts_with("White (O, computer) plays "));
        expected.apply(parse_move(&reply.unwrap()[26..28]).unwrap().unwrap());
        assert_eq!(game, expected);
        // Without --show-eval nothing tells the computer's evaluation; with it, every move.
        let notes = out.lines().filter_map(|l| l.split(", computer) plays ").nth(1));
        assert!(notes.clone().count() > 0 && notes.clone().all(|n| !n.contains('(')));
        let settings = Settings {
            black_cpu: true,
            white_cpu: true,
            level: 1,
            show_eval: true,
            ..Settings::new()
        };
        let (out, _) = session(b"", settings);
        let moves = out.lines().filter(|l| l.contains(", computer) plays ")).count();
        let told =
            out.lines().filter(|l| l.contains(" discs for ") || l.contains("(solved: ")).count();
        assert_eq!(moves, told);
        assert!(out.contains("(solved: "));
        // Two people: undo takes back one move.
        let (out, game) = session(b"f5\nd6\nundo\nf6\n", humans());
        assert!(out.contains("Took back 1 move."));
        assert_eq!(game, replay_game("f5f6").unwrap().0);
    }

    #[test]
    fn the_final_line_and_the_prompt() {
        assert_eq!(
            final_line(&replay_game(GAME_1).unwrap().0),
            "Black wins 13-0 (official score 64-0)."
        );
        assert_eq!(
            final_line(&replay_game(GAME_3).unwrap().0),
            "White wins 48-15 (official score 49-15)."
        );
        let draw = Game { black: bit("a1"), white: bit("h8"), black_to_move: true };
        assert_eq!(final_line(&draw), "A draw, 1-1 (official score 32-32).");
        let (out, _) = session(b"f5\n", humans());
        assert!(out.contains("[move 1, X 2 O 2] Black (X), your move: "));
        assert!(out.contains("[move 2, X 4 O 1] White (O), your move: "));
        // From a position: the move number counts the discs.
        let start = replay_game("f5d6c3").unwrap().0;
        let (out, _) = session(b"", Settings { start, ..humans() });
        assert!(out.contains("[move 4, X 5 O 2] White (O), your move: "), "{}", out);
        assert!(out.starts_with(
            "Othello. Black (X): human. White (O): human. From the position given, White to move."
        ));
    }
}
