//! The console session: people and the computer playing at a terminal.
//!
//! **The board** (`board_view` in board.rs): columns a-h and rows 1-8 on the top and left,
//! 0-based columns and rows on the bottom and right; `X` Black, `O` White, `.` empty. The last
//! move stands in `[ ]` and the discs it turned are in lower case (`x`, `o`); `+` marks the
//! legal moves of a person about to move. (`*` is never used: it is a Black disc in GGF and
//! `--board`.) Every position gets one board: after each move, a person's or the computer's,
//! with the legal moves marked when a person moves next; a forced pass is announced under it.
//!
//! **The game record** (`Record`): every move and pass since the position the game started
//! from, so that `undo` and `redo` walk it and `moves`, the end of the game, `quit` and the
//! end of the input print it as a transcript (`f5d6c3...`, passes implicit) that `--replay`
//! and `--moves` read back.

use std::io::{self, BufRead, Write};

use crate::board::{board_view, legal_moves, move_list, square_name, Game};
use crate::eval::discs;
use crate::record::{shown, Record};
use crate::search::{Choice, Engine, Limits, DEFAULT_LEVEL, LEVELS};

#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Settings {
    pub(crate) black_cpu: bool,
    pub(crate) white_cpu: bool,
    pub(crate) level: u32,
    /// Seconds per computer move instead of the level's fixed depth.
    pub(crate) time: Option<f64>,
    /// Show the computer's evaluations and solve results.
    pub(crate) show_eval: bool,
    /// Where play begins: the `--board` position (or the start) and the `--moves` played.
    pub(crate) start: Record,
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
            start: Record::new(Game::start()),
        }
    }

    pub(crate) fn limits(&self) -> Limits {
        match self.time {
            Some(seconds) => Limits::seconds(seconds),
            None => Limits::level(self.level),
        }
    }

    /// Whether the computer plays the colour (`black` true for Black).
    fn cpu(&self, black: bool) -> bool {
        if black {
            self.black_cpu
        } else {
            self.white_cpu
        }
    }

    /// Whether a person plays at least one colour.
    fn a_person_plays(&self) -> bool {
        !(self.black_cpu && self.white_cpu)
    }

    /// Whether people play both colours.
    fn people_only(&self) -> bool {
        !(self.black_cpu || self.white_cpu)
    }

    /// Whether a hint (`all`: `hint all`) at these settings takes a moment a person notices,
    /// so that it says first that it is thinking: a hint takes what the computer's move
    /// does (0.2 s or more from level 7), `hint all` a few times that (0.4 s at level 6
    /// after f5, 2.2 s at level 7).
    fn noticeable(&self, all: bool) -> bool {
        let (seconds, level) = if all { (0.05, 6) } else { (0.2, 7) };
        match self.time {
            Some(time) => time >= seconds,
            None => self.level >= level,
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
    /// `hint all`: every legal move with its value.
    HintAll,
    Undo,
    Redo,
    New,
    /// `moves`: the game record so far.
    Moves,
    /// `level N` (`None`: `level` alone asks for the level now).
    Level(Option<u32>),
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
    let lower: Vec<Vec<u8>> = tokens.iter().map(|t| t.to_ascii_lowercase()).collect();
    let usage = "try d3, or 2 3 for a row and a column, or help";
    if tokens.is_empty() {
        return Typed::Empty;
    }
    // The commands: a word, and for hint and level a second one.
    let command = match &lower[0][..] {
        b"quit" | b"exit" => Some(Typed::Quit),
        b"pass" | b"pp" => Some(Typed::Pass),
        b"help" | b"?" | b"h" => Some(Typed::Help),
        b"hint" => Some(Typed::Hint),
        b"undo" | b"u" => Some(Typed::Undo),
        b"redo" => Some(Typed::Redo),
        b"new" => Some(Typed::New),
        b"moves" => Some(Typed::Moves),
        b"level" => Some(Typed::Level(None)),
        _ => None,
    };
    if let Some(command) = command {
        return match (command, tokens.len()) {
            (command, 1) => command,
            (Typed::Hint, 2) if lower[1] == b"all" => Typed::HintAll,
            (Typed::Hint, _) => Typed::Bad(String::from("hint is alone or hint all")),
            (Typed::Level(_), 2) => match parse_index(tokens[1]) {
                Some(level) if (1..=8).contains(&level) => Typed::Level(Some(level)),
                _ => Typed::Bad(format!(
                    "{} is not a level: levels go from 1 to 8",
                    shown(tokens[1])
                )),
            },
            (Typed::Level(_), _) => Typed::Bad(String::from("level takes one number, 1 to 8")),
            _ => Typed::Bad(format!("{} takes nothing after it", shown(tokens[0]))),
        };
    }
    match tokens.len() {
        1 => {
            let token = tokens[0];
            let lower = &lower[0];
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
  d3        play on d3 (any case), or give a 0-based row and column: 2 3
  hint      the move the computer would play, with its evaluation
  hint all  every legal move with its value, best first
  undo      take back your last move (and the computer's reply)
  redo      play again what undo took back
  new       a new game from the start position (the same players; a game in
            progress stops first, with its record printed)
  level N   the computer's strength, and how far hint looks, from now on, 1-8
            (level alone: the one now)
  moves     the game record so far, as --replay and --moves read it
  quit      stop the game (the record is printed)
  help      this list
Forced passes are played for you. On the board X is Black and O White, + marks
your legal moves, [ ] the last move, and x and o (lower case) the discs it turned.
Who plays is chosen when the program starts: reversi --white human for two
people, reversi --black cpu to play White (reversi --help says more).";

/// How to get help, a hint, take a move back and quit, said when a game with a person starts.
const FIRST_HELP: &str =
    "help lists the commands, hint suggests a move, undo takes one back, quit stops.";

/// Said when a person plays the computer.
const TWO_PEOPLE: &str = "For two people at one terminal: reversi --white human.";

/// The legend printed when a game starts.
const LEGEND: &str =
    "On the board: + a legal move, [ ] the last move, x and o the discs it turned.";

pub(crate) fn player_kind(settings: &Settings, cpu: bool) -> String {
    match (cpu, settings.time) {
        (false, _) => String::from("human"),
        (true, Some(seconds)) => format!("computer ({} s a move)", seconds),
        (true, None) => format!("computer (level {})", settings.level),
    }
}

/// `1 ply`, `2 plies`.
fn plies(depth: u32) -> String {
    format!("{} {}", depth, if depth == 1 { "ply" } else { "plies" })
}

/// What a level does, for `level N`.
pub(crate) fn level_text(level: u32) -> String {
    let (depth, exact_from, budget) = LEVELS[(level.clamp(1, 8) - 1) as usize];
    format!(
        "{}{} deep{}, exact from {} empty squares",
        if budget > 0 { "up to " } else { "" },
        plies(depth),
        if budget > 0 { " within a budget of work" } else { "" },
        exact_from
    )
}

/// The record's position with its last move bracketed and the discs it turned marked.
pub(crate) fn record_view(record: &Record, marks: u64) -> String {
    let game = record.current();
    let (last, turned) = match record.last_move() {
        Some((square, turned)) => (Some(square), turned),
        None => (None, 0),
    };
    board_view(game.black, game.white, marks, last, turned)
}

/// A position as `--board` reads it, in the console's letters: the 64 squares a1..h8 (`-`
/// empty, `X` Black, `O` White), a space, and the side to move (`X` or `O`).
pub(crate) fn board_argument(game: &Game) -> String {
    let mut text: String = (0..64)
        .map(|square| match (game.black >> square & 1, game.white >> square & 1) {
            (1, _) => 'X',
            (_, 1) => 'O',
            _ => '-',
        })
        .collect();
    text.push_str(if game.black_to_move { " X" } else { " O" });
    text
}

/// The game record as printed: `Moves: f5d6c3`, with the position it starts from when that
/// is not the standard start.
pub(crate) fn record_line(record: &Record) -> String {
    let transcript = record.transcript();
    let moves = if transcript.is_empty() { String::from("none") } else { transcript };
    if record.origin == Game::start() {
        format!("Moves: {}", moves)
    } else {
        format!("Moves: {} (from --board \"{}\")", moves, board_argument(&record.origin))
    }
}

/// Ends a game stopped before it is over (`why`), saying who was to move and the counts, then
/// the game record.
pub(crate) fn stopped<W: Write>(out: &mut W, record: &Record, why: &str) -> io::Result<Game> {
    let game = record.current();
    writeln!(out, "{}, {} to move. {}.", why, game.mover_name(), game.counts())?;
    writeln!(out, "{}", record_line(record))?;
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

/// A solved value (the official score difference for the mover with best play) in words:
/// `Black wins 40-24`, `Black loses 30-34`, `a draw`.
fn result_text(game: &Game, difference: i32) -> String {
    match difference {
        0 => String::from("a draw"),
        d => format!(
            "{} {} {}-{}",
            game.mover_name(),
            if d > 0 { "wins" } else { "loses" },
            32 + d / 2,
            32 - d / 2
        ),
    }
}

/// What the engine thinks of its move, for `--show-eval` and `hint`: the evaluation in
/// discs (and a win or draw when proved), or the result with best play when solved.
fn assessment(game: &Game, choice: &Choice) -> String {
    let proved = match choice.proved {
        Some(1) => format!("; proved: {} wins with best play", game.mover_name()),
        Some(_) => String::from("; proved: a draw with best play"),
        None => String::new(),
    };
    match choice.solved {
        Some(d) => format!("solved: {} with best play", result_text(game, d)),
        None => format!(
            "eval {:+.1} discs for {}, {} deep{}",
            discs(choice.value),
            game.mover_name(),
            plies(choice.depth),
            proved
        ),
    }
}

/// `hint all`: every legal move of the mover with its value, best first.
fn every_move<W: Write>(
    out: &mut W,
    engine: &mut Engine,
    game: &Game,
    limits: Limits,
) -> io::Result<()> {
    let (mover, opponent) = game.sides();
    let (ranked, choice) = engine.rank(mover, opponent, limits);
    match choice.solved {
        Some(_) => writeln!(
            out,
            "Every move for {}, best first (solved: the result with best play after it):",
            game.mover_name()
        )?,
        None => writeln!(
            out,
            "Every move for {}, best first (eval in discs, {} deep{}):",
            game.mover_name(),
            plies(choice.depth),
            match choice.proved {
                Some(1) => format!("; {} proved to win", square_name(choice.square)),
                Some(_) => format!("; {} proved to draw", square_name(choice.square)),
                None => String::new(),
            }
        )?,
    }
    for &(square, value) in &ranked {
        let text = match choice.solved {
            Some(_) => result_text(game, value),
            None => format!("{:+.1}", discs(value)),
        };
        writeln!(out, "  {}  {}", square_name(square), text)?;
    }
    Ok(())
}

/// Before a hint (`all`: `hint all`) that takes a noticeable moment: says so, at once.
fn thinking<W: Write>(out: &mut W, settings: &Settings, all: bool) -> io::Result<()> {
    if settings.noticeable(all) {
        writeln!(out, "Thinking...")?;
        out.flush()?;
    }
    Ok(())
}

/// What a person may do after the game is over.
const AFTER_THE_GAME: &str = "the game is over: new, undo, moves or quit";

/// One game at the console (or several, with `new`): reads moves from `input`, writes
/// everything to `out`, and returns the position it stops in. One board per position (see
/// the module's header). With a person playing, the game over is followed by a prompt for
/// `new`, `undo` and the other commands; the end of the input ends the session.
pub(crate) fn play_game<R: BufRead, W: Write>(
    input: &mut R,
    out: &mut W,
    settings: Settings,
) -> io::Result<Game> {
    let mut session = Session::new(settings);
    session.introduce(out)?;
    let mut board_shown = false;
    loop {
        let game = session.record.current();
        let moves = game.moves();
        if !board_shown {
            write!(out, "\n{}", record_view(&session.record, session.marks(&game)))?;
            board_shown = true;
        }
        if game.is_over() {
            writeln!(out, "Game over. {}", final_line(&game))?;
            writeln!(out, "{}", record_line(&session.record))?;
            if !session.settings.a_person_plays() {
                out.flush()?;
                return Ok(game);
            }
        } else if moves == 0 {
            // Announced under the board it follows from, which stays the board shown.
            writeln!(out, "{} has no legal move and passes.", game.mover_label())?;
            session.record.push(None);
            continue;
        } else if session.settings.cpu(game.black_to_move) {
            session.computer_moves(out, &game)?;
            board_shown = false;
            continue;
        } else {
            writeln!(
                out,
                "{} to move. Legal moves: {}",
                game.mover_label(),
                move_list(moves, false)
            )?;
        }
        // A person's turn, or the game is over: ask until the position changes.
        match session.ask(input, out, &game)? {
            Some(end) => return Ok(end),
            None => board_shown = false,
        }
    }
}

/// What the session does after a line typed by a person.
enum Next {
    /// Asks again in the same position (`Some(row)`: for the column of that row).
    Ask(Option<u32>),
    /// Goes on from the new position: its board, then its turn.
    Moved,
    /// Ends the session in this position.
    End(Game),
}

/// A console session: the settings (`level` changes them), the game record, and what
/// `undo` and `redo` walk.
struct Session {
    settings: Settings,
    record: Record,
    /// `undo` goes back no further than this ply: the moves of --moves stay.
    floor: usize,
    /// What each `undo` took back, for `redo`.
    undone: Vec<Vec<Option<u32>>>,
    /// The computer, made for its first move or hint.
    engine: Option<Engine>,
}

impl Session {
    fn new(settings: Settings) -> Session {
        let record = settings.start.clone();
        let floor = record.plies.len();
        Session { settings, record, floor, undone: Vec::new(), engine: None }
    }

    fn engine(&mut self) -> &mut Engine {
        self.engine.get_or_insert_with(Engine::new)
    }

    /// The first screen: who plays which colour and who moves first; with a person playing,
    /// how to type a move and get help.
    fn introduce<W: Write>(&self, out: &mut W) -> io::Result<()> {
        let settings = &self.settings;
        let first = if self.record.current() == Game::start() {
            String::from("Black moves first.")
        } else {
            format!("From the position given, {} to move.", self.record.current().mover_name())
        };
        writeln!(
            out,
            "Othello. Black (X): {}. White (O): {}. {}",
            player_kind(settings, settings.black_cpu),
            player_kind(settings, settings.white_cpu),
            first
        )?;
        if settings.a_person_plays() {
            writeln!(out, "Type a move like d3 (or a row and a column: 2 3).")?;
            writeln!(out, "{}", FIRST_HELP)?;
            if !settings.people_only() {
                // `reversi` alone was a game between two people: where that game is now.
                writeln!(out, "{}", TWO_PEOPLE)?;
            }
        }
        writeln!(out, "{}", LEGEND)
    }

    /// The squares marked on the board of `game`: the legal moves of a person about to move
    /// there, after a forced pass too; none for the computer or when the game is over.
    fn marks(&self, game: &Game) -> u64 {
        let (mover, opponent) = game.sides();
        if game.is_over() {
            0
        } else if game.moves() == 0 {
            if self.settings.cpu(!game.black_to_move) {
                0
            } else {
                legal_moves(opponent, mover)
            }
        } else if self.settings.cpu(game.black_to_move) {
            0
        } else {
            game.moves()
        }
    }

    /// The computer's turn in `game`: it thinks, says its move (with its evaluation under
    /// --show-eval) and plays it.
    fn computer_moves<W: Write>(&mut self, out: &mut W, game: &Game) -> io::Result<()> {
        out.flush()?;
        let (mover, opponent) = game.sides();
        let limits = self.settings.limits();
        let choice = self.engine().think(mover, opponent, limits);
        let note = if self.settings.show_eval {
            format!(" ({})", assessment(game, &choice))
        } else {
            String::new()
        };
        let label = if game.black_to_move { "Black (X, computer)" } else { "White (O, computer)" };
        writeln!(out, "{} plays {}{}.", label, square_name(choice.square), note)?;
        out.flush()?;
        self.record.push(Some(choice.square));
        self.undone.clear();
        Ok(())
    }

    /// Prompts in `game` and obeys each line typed until the position changes (`None`) or the
    /// session ends (`Some`: the position it ends in).
    fn ask<R: BufRead, W: Write>(
        &mut self,
        input: &mut R,
        out: &mut W,
        game: &Game,
    ) -> io::Result<Option<Game>> {
        let mut line = Vec::new();
        let mut row: Option<u32> = None;
        loop {
            prompt(out, game, row)?;
            if !read_line(input, &mut line)? {
                if game.is_over() {
                    writeln!(out)?;
                    out.flush()?;
                    return Ok(Some(*game));
                }
                return stopped(out, &self.record, "\nEnd of input: the game stops here").map(Some);
            }
            match self.obey(out, game, typed_after(row, &line))? {
                Next::Ask(next_row) => row = next_row,
                Next::Moved => return Ok(None),
                Next::End(end) => return Ok(Some(end)),
            }
        }
    }

    /// Obeys one typed line in `game`, a person's turn or the game over.
    fn obey<W: Write>(&mut self, out: &mut W, game: &Game, typed: Typed) -> io::Result<Next> {
        let over = game.is_over();
        match typed {
            Typed::Empty => {}
            Typed::Quit if over => {
                out.flush()?;
                return Ok(Next::End(*game));
            }
            Typed::Quit => return stopped(out, &self.record, "Game stopped").map(Next::End),
            Typed::Help => writeln!(out, "{}", CONSOLE_HELP)?,
            Typed::Moves => writeln!(out, "{}", record_line(&self.record))?,
            Typed::Level(None) => self.say_level(out)?,
            Typed::Level(Some(level)) => self.set_level(out, level)?,
            Typed::New => return self.new_game(out, over),
            Typed::Undo => return self.undo(out),
            Typed::Redo => return self.redo(out),
            Typed::Hint | Typed::HintAll | Typed::Pass | Typed::Row(_) | Typed::Square(_)
                if over =>
            {
                writeln!(out, "The game is over: new starts another.")?
            }
            Typed::Hint => {
                thinking(out, &self.settings, false)?;
                let (mover, opponent) = game.sides();
                let limits = self.settings.limits();
                let choice = self.engine().think(mover, opponent, limits);
                let square = square_name(choice.square);
                writeln!(out, "Hint: {} ({}).", square, assessment(game, &choice))?;
            }
            Typed::HintAll => {
                thinking(out, &self.settings, true)?;
                let limits = self.settings.limits();
                every_move(out, self.engine(), game, limits)?;
            }
            Typed::Pass => {
                writeln!(out, "{} has a legal move, so passing is not allowed.", game.mover_name())?
            }
            Typed::Row(row) => return Ok(Next::Ask(Some(row))),
            Typed::Bad(message) => writeln!(out, "{}.", message)?,
            Typed::Square(square) => return self.play(out, game, square),
        }
        Ok(Next::Ask(None))
    }

    /// `level` alone: the level or the time a move now. Between two people the level only
    /// sets how far `hint` looks.
    fn say_level<W: Write>(&self, out: &mut W) -> io::Result<()> {
        let level = self.settings.level;
        match (self.settings.time, self.settings.people_only()) {
            (Some(seconds), false) => {
                writeln!(out, "The computer thinks about {} s a move.", seconds)
            }
            (Some(seconds), true) => writeln!(out, "A hint thinks about {} s.", seconds),
            (None, false) => {
                writeln!(out, "The computer plays at level {} ({}).", level, level_text(level))
            }
            (None, true) => {
                writeln!(out, "Hints look as far as level {} ({}).", level, level_text(level))
            }
        }
    }

    /// `level N`: the level from now on, instead of --time too.
    fn set_level<W: Write>(&mut self, out: &mut W, level: u32) -> io::Result<()> {
        self.settings.level = level;
        self.settings.time = None;
        let what = if self.settings.people_only() { "Hints at level" } else { "Level" };
        writeln!(out, "{} {} from now on ({}).", what, level, level_text(level))
    }

    /// `new`: a new game from the start position, after the game in progress (`over`: the
    /// game is over) stops with its record printed.
    fn new_game<W: Write>(&mut self, out: &mut W, over: bool) -> io::Result<Next> {
        // The game left behind keeps its record (a game over has printed it).
        if !over && self.record.current() != Game::start() {
            stopped(out, &self.record, "Game stopped for a new one")?;
        }
        // The computer starts afresh too: its moves are those of a new program.
        if let Some(engine) = self.engine.as_mut() {
            engine.forget();
        }
        self.record = Record::new(Game::start());
        self.floor = 0;
        self.undone.clear();
        writeln!(out, "A new game. Black moves first.")?;
        Ok(Next::Moved)
    }

    /// `undo`: back to before the last move of a person, with the replies after it.
    fn undo<W: Write>(&mut self, out: &mut W) -> io::Result<Next> {
        let record = &self.record;
        let settings = &self.settings;
        let person = (self.floor..record.plies.len()).rev().find(|&i| {
            record.plies[i].0.is_some() && !settings.cpu(record.before(i).black_to_move)
        });
        let i = match person {
            Some(i) => i,
            None => {
                writeln!(out, "Nothing to undo yet.")?;
                return Ok(Next::Ask(None));
            }
        };
        let taken: Vec<Option<u32>> = self.record.plies.drain(i..).map(|(m, _)| m).collect();
        let count = taken.iter().filter(|m| m.is_some()).count();
        writeln!(out, "Took back {} move{}.", count, if count == 1 { "" } else { "s" })?;
        self.undone.push(taken);
        Ok(Next::Moved)
    }

    /// `redo`: plays again what the last `undo` took back.
    fn redo<W: Write>(&mut self, out: &mut W) -> io::Result<Next> {
        let again = match self.undone.pop() {
            Some(again) => again,
            None => {
                writeln!(out, "Nothing to redo.")?;
                return Ok(Next::Ask(None));
            }
        };
        let names: Vec<String> = again.iter().filter_map(|m| m.map(square_name)).collect();
        for &square in &again {
            self.record.push(square);
        }
        writeln!(out, "Played again: {}.", names.join(" "))?;
        Ok(Next::Moved)
    }

    /// A person's move on `square` in `game`: played if legal, else the reason it is not.
    fn play<W: Write>(&mut self, out: &mut W, game: &Game, square: u32) -> io::Result<Next> {
        let bit = 1u64 << square;
        let moves = game.moves();
        let (row, column) = (square / 8, square % 8);
        if (game.black | game.white) & bit != 0 {
            writeln!(out, "{} ({} {}) is occupied.", square_name(square), row, column)?;
        } else if moves & bit == 0 {
            writeln!(
                out,
                "{} ({} {}) flips nothing, so it is not legal. Legal moves: {}",
                square_name(square),
                row,
                column,
                move_list(moves, false)
            )?;
        } else {
            writeln!(out, "{} plays {}.", game.mover_label(), square_name(square))?;
            self.record.push(Some(square));
            self.undone.clear();
            return Ok(Next::Moved);
        }
        Ok(Next::Ask(None))
    }
}

/// The prompt in `game`: when it is over, what may be done; else the move number, the
/// counts and who is to move (`row`: a row was typed alone, its column is asked for).
fn prompt<W: Write>(out: &mut W, game: &Game, row: Option<u32>) -> io::Result<()> {
    if game.is_over() {
        write!(out, "[{}] ", AFTER_THE_GAME)?;
    } else {
        write!(
            out,
            "[move {}, X {} O {}] ",
            (game.black | game.white).count_ones().saturating_sub(3),
            game.black.count_ones(),
            game.white.count_ones()
        )?;
        match row {
            None => write!(out, "{}, your move: ", game.mover_label())?,
            Some(r) => write!(out, "{}, column for row {}: ", game.mover_label(), r)?,
        }
    }
    out.flush()
}

/// What `line` means after `row` was typed alone (if it was): a column completes the move, a
/// blank line leaves the row waiting, quit quits, and anything else starts the move again.
fn typed_after(row: Option<u32>, line: &[u8]) -> Typed {
    match (row, parse_typed(line)) {
        (Some(r), Typed::Row(c)) => Typed::Square(r * 8 + c),
        (Some(r), Typed::Empty) => Typed::Row(r),
        (Some(_), Typed::Quit) => Typed::Quit,
        (Some(_), _) => {
            Typed::Bad(format!("{} is not a column from 0 to 7; start the move again", shown(line)))
        }
        (None, typed) => typed,
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
            out.ends_with(
                "End of input: the game stops here, White to move. Black 5, White 2.\n\
                 Moves: d3c5e6\n"
            ),
            "{}",
            out
        );
        let expected = replay_game("d3c5e6").unwrap().0;
        assert_eq!(game, expected);
        // Every prompt is answered by one line: the same player is asked again after bad input.
        assert_eq!(out.matches("White (O), your move: ").count(), 7);
    }

    /// A transcript typed one move a line, as two people at the console would.
    fn a_move_a_line(transcript: &str) -> String {
        transcript
            .as_bytes()
            .chunks(2)
            .map(|p| format!("{}\n", std::str::from_utf8(p).unwrap()))
            .collect()
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
        assert!(
            out.ends_with(&format!(
                "Game over. Black wins 13-0 (official score 64-0).\nMoves: {}\n[{}] \n",
                GAME_1, AFTER_THE_GAME
            )),
            "{}",
            out
        );
        assert!(game.is_over());
        // Game 3: three forced passes are announced, nobody is asked for them.
        let typed = a_move_a_line(GAME_3);
        let (out, _) = session(typed.as_bytes(), humans());
        assert_eq!(out.matches("has no legal move and passes.").count(), 3);
        assert!(out.contains(&format!(
            "Game over. White wins 48-15 (official score 49-15).\nMoves: {}\n",
            GAME_3
        )));
        assert!(!out.contains("is not"), "no move of game 3 was refused");
        // A blank line between a row and its column is skipped.
        let (out, game) = session(b"2\n\n3\n", humans());
        assert!(out.contains(
            "column for row 2: [move 1, X 2 O 2] Black (X), column for row 2: Black (X) plays d3."
        ));
        assert_eq!(game.black, START_BLACK | bits("d3 d4"));
        // quit stops the game.
        let (out, game) = session(b"f5\nquit\n", humans());
        assert!(out.ends_with("Game stopped, White to move. Black 4, White 1.\nMoves: f5\n"));
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
    fn one_board_a_position_with_the_last_move_and_its_flips_marked() {
        // You against the computer: a board after your move and after each reply.
        let settings = Settings { white_cpu: true, level: 1, ..Settings::new() };
        // The computer's reply to f5, then a legal move of Black's after it.
        let (first, _) = session(b"f5\n", settings.clone());
        let reply = first.lines().find(|l| l.starts_with("White (O, computer) plays ")).unwrap();
        let square = parse_move(&reply[26..28]).unwrap().unwrap();
        let after_f5 = replay_game("f5").unwrap().0;
        let mut expected = after_f5;
        expected.apply(square);
        let second = square_name(expected.moves().trailing_zeros());
        let (out, game) = session(format!("f5\n{}\n", second).as_bytes(), settings);
        assert_eq!(out.matches("    a b c d e f g h\n").count(), 5);
        // After f5: the move bracketed, e5 turned (lower case), no legal moves marked.
        let board = board_view(after_f5.black, after_f5.white, 0, Some(37), bit("e5"));
        assert!(board.contains("\n 5  . . . X x[X]. .  4\n"));
        assert!(out.contains(&format!("Black (X) plays f5.\n\n{}{}\n", board, reply)));
        // After the reply: bracketed, the discs it turned (by the array model) in lower
        // case, Black's moves marked with +.
        let turned = array_flips(&cells(after_f5.white, after_f5.black), square as usize);
        assert!(turned != 0);
        let board =
            board_view(expected.black, expected.white, expected.moves(), Some(square), turned);
        assert!(out.contains(&format!("{}\n\n{}Black (X) to move.", reply, board)));
        assert_eq!(board.matches('+').count(), expected.moves().count_ones() as usize);
        assert_eq!(board.matches('o').count(), turned.count_ones() as usize);
        assert!(!out.contains('*'));
        assert!(game.black_to_move);
        // The bracket sits in the separators: the columns stay in place, on every edge too.
        let marked = board_view(START_BLACK, START_WHITE, 0, Some(7), 0);
        assert!(marked.contains("\n 1  . . . . . . .[.] 0\n"));
        let marked = board_view(START_BLACK, START_WHITE, 0, Some(56), 0);
        assert!(marked.contains("\n 8 [.]. . . . . . .  7\n"));
        // After --moves the first board brackets the last of them and marks its flips.
        let start = replay_record(Game::start(), "f5d6").unwrap();
        let (out, _) = session(b"", Settings { start, ..humans() });
        assert!(out.contains("\n 5  . . + o X X . .  4\n 6  . . +[O]. . . .  5\n"), "{}", out);
    }

    #[test]
    fn the_marks_of_every_move_of_random_games_are_the_array_models_flips() {
        let mut rng = Rng(23);
        for _ in 0..40 {
            let mut record = Record::new(Game::start());
            while !record.current().is_over() {
                let game = record.current();
                if game.moves() == 0 {
                    // A pass keeps the last move and its marks.
                    let before = record.last_move();
                    record.push(None);
                    assert_eq!(record.last_move(), before);
                    continue;
                }
                let square = rng.pick(game.moves());
                let (mover, opponent) = game.sides();
                let turned = array_flips(&cells(mover, opponent), square as usize);
                record.push(Some(square));
                assert_eq!(record.last_move(), Some((square, turned)));
                let after = record.current();
                let view = record_view(&record, after.moves());
                // Every square shows its disc, lower case exactly where turned.
                let cells: Vec<char> = view
                    .lines()
                    .skip(1)
                    .take(8)
                    .flat_map(|l| l.chars().skip(4).step_by(2).take(8).collect::<Vec<char>>())
                    .collect();
                for (s, &c) in cells.iter().enumerate() {
                    let bit = 1u64 << s;
                    let want = if after.black & bit != 0 {
                        if turned & bit != 0 {
                            'x'
                        } else {
                            'X'
                        }
                    } else if after.white & bit != 0 {
                        if turned & bit != 0 {
                            'o'
                        } else {
                            'O'
                        }
                    } else if after.moves() & bit != 0 {
                        '+'
                    } else {
                        '.'
                    };
                    assert_eq!(c, want, "square {} of\n{}", square_name(s as u32), view);
                }
            }
            // The record's transcript reads back to the same game, passes and all.
            let again = replay_record(Game::start(), &record.transcript()).unwrap();
            assert_eq!(again, record);
        }
    }

    #[test]
    fn passes_come_under_the_board_they_follow_from() {
        // Game 3 typed by two people: each pass line right after a board.
        let typed = a_move_a_line(GAME_3);
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
        assert!(out.contains("undo      take back your last move (and the computer's reply)"));
        assert!(out.contains("quit      stop the game"));
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
        let start = replay_record(Game::start(), "f5d6c3").unwrap();
        let (out, _) = session(b"", Settings { start, ..humans() });
        assert!(out.contains("[move 4, X 5 O 2] White (O), your move: "), "{}", out);
        assert!(out.starts_with(
            "Othello. Black (X): human. White (O): human. From the position given, White to move."
        ));
    }

    #[test]
    fn the_commands_as_typed() {
        for (line, typed) in &[
            (&b"hint all"[..], Typed::HintAll),
            (b"HINT  All", Typed::HintAll),
            (b"hint", Typed::Hint),
            (b"redo", Typed::Redo),
            (b"New", Typed::New),
            (b"moves", Typed::Moves),
            (b"level", Typed::Level(None)),
            (b"level 3", Typed::Level(Some(3))),
            (b"LEVEL 8", Typed::Level(Some(8))),
            (b"2, 3", Typed::Square(19)),
            (b" d3 ", Typed::Square(19)),
            (b"quit", Typed::Quit),
        ] {
            assert_eq!(parse_typed(line), *typed, "{:?}", line);
        }
        for (line, says) in &[
            (&b"level 9"[..], "\"9\" is not a level: levels go from 1 to 8"),
            (b"level 0", "levels go from 1 to 8"),
            (b"level x", "levels go from 1 to 8"),
            (b"level 2 3", "level takes one number"),
            (b"hint some", "hint is alone or hint all"),
            (b"undo 2", "\"undo\" takes nothing after it"),
            (b"new game", "takes nothing after it"),
        ] {
            match parse_typed(line) {
                Typed::Bad(message) => assert!(message.contains(says), "{:?}: {}", line, message),
                other => panic!("{:?}: {:?}", line, other),
            }
        }
        assert_eq!(level_text(3), "4 plies deep, exact from 12 empty squares");
        assert_eq!(
            level_text(6),
            "up to 20 plies deep within a budget of work, exact from 18 empty squares"
        );
    }

    /// The transcript of the last `Moves:` line of a session.
    fn last_record(out: &str) -> String {
        let line = out.lines().rfind(|l| l.starts_with("Moves: ")).expect("a Moves: line");
        let moves = line[7..].split(' ').next().unwrap();
        String::from(if moves == "none" { "" } else { moves })
    }

    #[test]
    fn the_game_record_reads_back_to_the_game() {
        // Whatever ends the session, the record printed last replays to the position it
        // stopped in: quit, the end of the input, the end of the game, with computers too.
        let cpu_white = Settings { white_cpu: true, level: 1, ..Settings::new() };
        let both = Settings { black_cpu: true, white_cpu: true, level: 1, ..Settings::new() };
        let from_moves =
            Settings { start: replay_record(Game::start(), "f5d6").unwrap(), ..humans() };
        for (input, settings) in &[
            (&b"f5\nd6\nquit\n"[..], humans()),
            (b"f5\nd6\nc3\n", humans()),
            (b"f5\nmoves\nd3\n", cpu_white.clone()),
            (b"", both.clone()),
            (b"c3\nmoves\n", from_moves),
            (b"", humans()),
        ] {
            let (out, game) = session(input, settings.clone());
            let transcript = last_record(&out);
            assert_eq!(replay_game(&transcript).unwrap().0.black, game.black, "{}", out);
            assert_eq!(replay_game(&transcript).unwrap().0.white, game.white, "{}", out);
        }
        let (out, _) = session(b"moves\n", humans());
        assert!(out.contains("your move: Moves: none\n"));
        let (out, _) = session(
            b"c3\nmoves\n",
            Settings { start: replay_record(Game::start(), "f5d6").unwrap(), ..humans() },
        );
        assert!(out.contains("your move: Moves: f5d6c3\n"), "{}", out);
        // The computer against itself: the game record at the end is a whole game.
        let (out, game) = session(b"", both);
        assert!(game.is_over());
        assert!(out.ends_with(&format!("Moves: {}\n", last_record(&out))));
        // From a --board position the record names it, in a form --board reads back.
        let origin = replay_game("f5d6c3").unwrap().0;
        let settings = Settings { start: Record::new(origin), ..humans() };
        let (out, game) = session(b"d3\n", settings);
        let line = out.lines().rfind(|l| l.starts_with("Moves: ")).unwrap();
        assert_eq!(line, format!("Moves: d3 (from --board \"{}\")", board_argument(&origin)));
        let quoted = line.split('"').nth(1).unwrap();
        assert_eq!(Game::from_board(quoted), Ok(origin));
        assert_eq!(replay_from(origin, "d3").unwrap().0, game);
        assert!(!quoted.contains('*'));
    }

    #[test]
    fn undo_redo_new_and_the_level_mid_game() {
        // Two people: undo and redo walk the record one move at a time; a new move drops
        // what redo could play.
        let (out, game) =
            session(b"f5\nd6\nc3\nundo\nundo\nredo\nredo\nredo\nundo\nc4\nredo\n", humans());
        assert_eq!(out.matches("Took back 1 move.").count(), 3);
        assert_eq!(out.matches("Played again: c3.").count(), 1);
        assert_eq!(out.matches("Played again: d6.").count(), 1);
        assert_eq!(out.matches("Nothing to redo.").count(), 2);
        assert_eq!(game, replay_game("f5d6c4").unwrap().0);
        // Against the computer: undo takes back the reply too, redo plays both again (not a
        // new search: the same reply even at another level).
        let settings = Settings { white_cpu: true, level: 1, ..Settings::new() };
        let (out, game) = session(b"f5\nundo\nlevel 4\nredo\nmoves\n", settings.clone());
        assert!(out.contains("Took back 2 moves."));
        let reply = &out[out.find("White (O, computer) plays ").unwrap() + 26..][..2];
        assert!(out.contains(&format!("Played again: f5 {}.", reply)), "{}", out);
        assert!(out.contains(&format!("Moves: f5{}\n", reply)));
        assert_eq!(out.matches(", computer) plays").count(), 1);
        assert_eq!(game, replay_game(&format!("f5{}", reply)).unwrap().0);
        assert!(out.contains("Level 4 from now on (6 plies deep, exact from 14 empty squares)."));
        // The level: asked, changed, and used by the next move (as `--level 4` plays it).
        let (out, _) = session(b"level\nlevel 4\nlevel\nf5\n", settings.clone());
        assert!(out.contains("The computer plays at level 1 (1 ply deep, exact from 6"));
        assert!(out.contains("The computer plays at level 4 (6 plies deep"));
        let (direct, _) = session(b"f5\n", Settings { level: 4, ..settings.clone() });
        let line = |text: &str| {
            String::from(text.lines().find(|l| l.contains(", computer) plays ")).unwrap())
        };
        assert_eq!(line(&out), line(&direct));
        let timed = Settings { time: Some(0.05), ..settings.clone() };
        let (out, _) = session(b"level\nlevel 2\nlevel\n", timed);
        assert!(out.contains("The computer thinks about 0.05 s a move."));
        assert!(out.contains("The computer plays at level 2 ("));
        // new: back to the start, the old record gone, undo stops there.
        let (out, game) = session(b"f5\nd6\nnew\nundo\nmoves\nc4\n", humans());
        assert!(out.contains("A new game. Black moves first."));
        assert!(out.contains("Nothing to undo yet."));
        assert!(out.contains("your move: Moves: none\n"));
        assert_eq!(game, replay_game("c4").unwrap().0);
        // The moves of --moves are not taken back.
        let start = replay_record(Game::start(), "f5d6").unwrap();
        let (out, game) = session(b"undo\nc3\nundo\nundo\n", Settings { start, ..humans() });
        assert_eq!(out.matches("Nothing to undo yet.").count(), 2);
        assert_eq!(game, replay_game("f5d6").unwrap().0);
        // The computer plays Black: nothing of yours to take back before your first move.
        let settings = Settings { black_cpu: true, level: 1, ..Settings::new() };
        let (out, _) = session(b"undo\n", settings);
        assert!(out.contains("Nothing to undo yet."));
    }

    #[test]
    fn after_the_game_new_undo_and_quit() {
        // Game 1 by two people, then commands after the end.
        let typed = a_move_a_line(GAME_1);
        let (out, game) = session(
            format!("{}d3\nhint\npass\nmoves\nundo\nredo\nquit\nd3\n", typed).as_bytes(),
            humans(),
        );
        assert!(game.is_over());
        assert_eq!(out.matches("Game over. Black wins 13-0").count(), 2);
        assert_eq!(out.matches("The game is over: new starts another.").count(), 3);
        assert_eq!(out.matches(&format!("Moves: {}\n", GAME_1)).count(), 3);
        assert!(out.contains("Took back 1 move."));
        assert!(out.ends_with(&format!("[{}] ", AFTER_THE_GAME)), "{}", out);
        // new after the end: another game.
        let (out, game) = session(format!("{}new\nf5\n", typed).as_bytes(), humans());
        assert!(out.contains("A new game. Black moves first."));
        assert_eq!(game, replay_game("f5").unwrap().0);
        assert!(out.ends_with("Moves: f5\n"));
    }

    #[test]
    fn the_first_screen_says_how_to_get_help_a_hint_an_undo_and_out() {
        // You against the computer (what `reversi` alone plays), and two people: before the
        // first board, one line names help, hint, undo and quit.
        let you_black = Settings { white_cpu: true, ..Settings::new() };
        for settings in &[you_black, humans()] {
            let (out, _) = session(b"quit\n", settings.clone());
            let opening = &out[..out.find("    a b c d e f g h").unwrap()];
            let line = opening.lines().find(|l| l.contains("hint")).unwrap();
            for word in &["help", "hint", "undo", "quit"] {
                assert!(line.contains(word), "{}", line);
            }
            assert!(line.len() <= 80, "{}", line);
            assert_eq!(line, FIRST_HELP);
            // Against the computer, how two people play.
            assert_eq!(opening.contains(TWO_PEOPLE), settings.white_cpu, "{}", opening);
        }
        // The computer against itself asks nobody anything.
        let both = Settings { black_cpu: true, white_cpu: true, level: 1, ..Settings::new() };
        let (out, _) = session(b"", both);
        assert!(!out.contains(FIRST_HELP));
    }

    #[test]
    fn new_prints_the_record_of_the_game_it_leaves() {
        let (out, game) = session(b"f5\nd6\nnew\nc4\nnew\nnew\n", humans());
        assert!(out.contains(
            "your move: Game stopped for a new one, Black to move. Black 3, White 3.\n\
             Moves: f5d6\nA new game. Black moves first."
        ));
        assert!(out.contains(
            "your move: Game stopped for a new one, White to move. Black 4, White 1.\n\
             Moves: c4\nA new game. Black moves first."
        ));
        // A game with no move yet has nothing to keep.
        assert_eq!(out.matches("Game stopped for a new one").count(), 2);
        assert_eq!(game, Game::start());
        // Against the computer, and from a --moves position: the whole record.
        let settings = Settings {
            white_cpu: true,
            level: 1,
            start: replay_record(Game::start(), "f5d6").unwrap(),
            ..Settings::new()
        };
        let (out, _) = session(b"c3\nnew\n", settings);
        let reply = &out[out.find("White (O, computer) plays ").unwrap() + 26..][..2];
        assert!(out.contains(&format!("Moves: f5d6c3{}\nA new game.", reply)));
        // A game over has printed its record already.
        let typed = a_move_a_line(GAME_1);
        let (out, _) = session(format!("{}new\n", typed).as_bytes(), humans());
        assert!(!out.contains("Game stopped"));
        assert_eq!(out.matches(&format!("Moves: {}\n", GAME_1)).count(), 1);
    }

    #[test]
    fn between_two_people_the_level_is_how_far_a_hint_looks() {
        let (out, _) = session(b"level\nlevel 3\nlevel\n", humans());
        assert!(
            out.contains("Hints look as far as level 1 (1 ply deep, exact from 6 empty squares).")
        );
        assert!(out.contains("Hints at level 3 from now on (4 plies deep, exact from 12 empty"));
        assert!(out.contains("Hints look as far as level 3 ("));
        assert!(!out.contains("computer"), "{}", out);
        let (out, _) = session(b"level\n", Settings { time: Some(0.05), ..humans() });
        assert!(out.contains("A hint thinks about 0.05 s."));
        // With the computer playing, the level is its strength.
        let (out, _) = session(b"level\nlevel 2\n", Settings { white_cpu: true, ..humans() });
        assert!(out.contains("The computer plays at level 1 ("));
        assert!(out.contains("your move: Level 2 from now on ("));
    }

    #[test]
    fn a_hint_that_takes_a_moment_says_it_is_thinking() {
        // 10 empty squares: every level solves them at once, so only the level decides.
        let start = replay_record(Game::start(), &GAME_3[..100]).unwrap();
        assert!(start.current().moves() != 0);
        let with = |level: u32, time: Option<f64>| Settings {
            level,
            time,
            start: start.clone(),
            ..humans()
        };
        for (settings, typed, thinks) in &[
            (with(7, None), &b"hint\n"[..], true),
            (with(8, None), b"hint\n", true),
            (with(6, None), b"hint\n", false),
            (with(1, None), b"hint\n", false),
            (with(6, None), b"hint all\n", true),
            (with(5, None), b"hint all\n", false),
            (with(1, Some(0.5)), b"hint\n", true),
            (with(1, Some(0.1)), b"hint\n", false),
            (with(1, Some(0.1)), b"hint all\n", true),
            (with(1, Some(0.01)), b"hint all\n", false),
            (with(1, None), b"level 7\nhint\n", true),
        ] {
            let (out, _) = session(typed, settings.clone());
            let answer = if typed.ends_with(b"all\n") { "Every move for " } else { "Hint: " };
            assert!(out.contains(answer), "{}", out);
            assert_eq!(
                out.contains(&format!("your move: Thinking...\n{}", answer)),
                *thinks,
                "{:?} {:?}: {}",
                settings.level,
                settings.time,
                out
            );
            assert_eq!(out.contains("Thinking"), *thinks);
        }
    }

    #[test]
    fn hint_all_values_every_move_as_the_minimax_of_the_array_model() {
        // Positions with at most 7 empty squares: level 2 solves them, and each move's value
        // is the plain minimax of the position after it (in words: who wins by how much).
        let mut rng = Rng(41);
        let mut checked = 0;
        while checked < 12 {
            let (mover, opponent) =
                random_game_until(&mut rng, |m, o| empties(m, o) <= 7 && legal_moves(m, o) != 0);
            if legal_moves(mover, opponent) == 0 {
                continue;
            }
            let game = Game { black: mover, white: opponent, black_to_move: true };
            let settings = Settings { start: Record::new(game), level: 2, ..humans() };
            let (out, _) = session(b"hint all\n", settings);
            let head =
                "Every move for Black, best first (solved: the result with best play after it):\n";
            let list = &out[out.find(head).unwrap_or_else(|| panic!("{}", out)) + head.len()..];
            let mut values = Vec::new();
            let mut rest = legal_moves(mover, opponent);
            while rest != 0 {
                let square = rest.trailing_zeros();
                rest &= rest - 1;
                let value = -array_minimax(&array_play(&cells(mover, opponent), square as usize));
                values.push((square, value));
            }
            values.sort_by_key(|&(square, value)| (-value, square));
            // Every move once, each with its minimax value in words, best first (moves of
            // equal value in any order).
            let lines: Vec<&str> = list.lines().take(values.len()).collect();
            let mut said = Vec::new();
            for line in &lines {
                let square = parse_move(&line[2..4]).unwrap().unwrap();
                let value = values.iter().find(|&&(s, _)| s == square).unwrap().1;
                assert_eq!(line[..6], format!("  {}  ", square_name(square)));
                assert_eq!(line[6..], result_text(&game, value), "{}", out);
                said.push(value);
            }
            assert_eq!(said, values.iter().map(|&(_, v)| v).collect::<Vec<i32>>(), "{}", out);
            checked += 1;
        }
        assert_eq!(result_text(&Game::start(), 16), "Black wins 40-24");
        assert_eq!(
            result_text(&Game { black_to_move: false, ..Game::start() }, -4),
            "White loses 30-34"
        );
        assert_eq!(result_text(&Game::start(), 0), "a draw");
        // In the midgame: every legal move once, in eval order.
        let (out, _) = session(b"hint all\n", Settings { level: 2, ..humans() });
        assert!(out.contains("Every move for Black, best first (eval in discs, 2 plies deep):\n"));
        for name in &["d3", "c4", "f5", "e6"] {
            assert_eq!(out.matches(&format!("\n  {}  ", name)).count(), 1, "{}", out);
        }
    }
}
