//! # reversi — Othello / Reversi (黑白棋, 反转棋), a console game with a computer opponent
//!
//! **Rules** (standard Othello). 8×8 board, columns a-h left to right, rows 1-8 top to bottom;
//! White starts on d4 and e5, Black on e4 and d5, Black moves first. A move goes on an empty
//! square that brackets at least one contiguous run of opponent discs in one of the 8
//! directions, and every bracketed run flips. A player with no legal move passes (never
//! otherwise); the game ends when neither player can move. Most discs wins; in the official
//! score the empty squares go to the winner (a draw splits them 32-32).
//!
//! **Interface.** `reversi` alone: you play Black against the computer (`--white human`: two
//! people at one terminal, `--black cpu`: you play White); a move is `d3` (any case) or a
//! 0-based `row col` like `2 3` (also on two lines); `help`, `hint` (`hint all`), `undo`,
//! `redo`, `new`, `level N`, `moves` and `quit` work, and the game record is printed at the end.
//! `--black cpu` / `--white cpu` hand a colour to the computer, `--level N` (1-8, default 7)
//! or `--time SECONDS` set its strength, `--eval classic` swaps the trained pattern
//! evaluation for the old one, `--show-eval` shows what it thinks. `--board` and
//! `--moves` start play or perft from any position. `--replay TRANSCRIPT` plays a game record
//! such as `f5d6c3d3c4f4` and prints the final board and the result. `--perft N [--divide]`
//! counts the leaves of the game tree. `--nboard` and `--gtp` make it an engine for graphical
//! boards; `--selfplay N` is the benchmark behind bench_reversi.sh, and `--solve FILE` solves
//! the positions of a file (the FFO test set, say) and checks their values. `--help` says all
//! of this.
//!
//! **Rooms.** `board` (rules, move generation, perft, the game by colour, its display), `eval`
//! (the evaluation: the trained patterns of `pattern`, or the classic one), `search` (the
//! computer player: levels, budgets, time, the ranking for hints), `engine` (the searcher's
//! state), `midgame` (alpha-beta with ProbCut), `endgame` (the exact solver), `table` (the
//! transposition table), `threads` (nodes split among threads), `record` (transcripts and
//! GGF), `console`
//! (the game at a terminal), `nboard` and `gtp` (the protocols), `bench` (self-play timing
//! and `--solve`);
//! `testkit` holds the tests' array model of the rules.
//! Output goes through `writeln!` only: a closed output ends the program quietly (status 1).

mod bench;
mod board;
mod console;
mod endgame;
mod engine;
mod eval;
mod gtp;
mod midgame;
mod nboard;
mod record;
mod search;
mod table;
#[cfg(test)]
mod testkit;
mod threads;

use std::io::{self, BufRead, Write};
use std::time::Instant;

use board::{legal_moves, perft, play, square_name, Game};
use console::{parse_index, play_game, Settings};
use record::{replay_output, replay_record};
use search::{Limits, DEFAULT_LEVEL};

const HELP: &str = include_str!("help.txt");

#[derive(Clone, Debug, PartialEq)]
enum Command {
    Help,
    Play(Settings),
    Replay {
        start: Game,
        transcript: String,
    },
    Perft {
        start: Game,
        depth: u32,
        divide: bool,
    },
    Nboard(Limits),
    Gtp(Limits),
    Selfplay {
        start: Game,
        games: u32,
        limits: Limits,
        label: String,
    },
    /// `--solve FILE` (`-`: standard input), with `--hint N` the best N moves (0: as `go`).
    Solve {
        path: String,
        hint: usize,
    },
}

/// The options of each mode besides its own: which go with which.
const PLAY_OPTIONS: &[&str] =
    &["--black", "--white", "--level", "--time", "--show-eval", "--board", "--moves"];
const MODES: &[(&str, &[&str])] = &[
    ("--replay", &["--board"]),
    ("--perft", &["--divide", "--board", "--moves"]),
    ("--nboard", &["--level", "--time"]),
    ("--gtp", &["--level", "--time"]),
    ("--selfplay", &["--level", "--time", "--board", "--moves"]),
    ("--solve", &["--hint"]),
];

/// What the command line says, option by option (`None`: not given).
#[derive(Default)]
struct Options<'a> {
    help: bool,
    black_cpu: Option<bool>, // who plays Black, when an option names it (true: the computer)
    white_cpu: Option<bool>,
    level: Option<u32>,
    time: Option<f64>,
    board: Option<Game>,
    moves: Option<String>,
    replay: Option<String>,
    file: Option<String>,
    number: Option<u32>, // --perft's depth or --selfplay's games
    hint: usize,
    mode: Option<&'a str>,
    seen: Vec<&'a str>, // every option given, in order
}

/// The command the arguments ask for, or why they do not make one.
fn parse_args(args: &[String]) -> Result<Command, String> {
    let options = read_options(args)?;
    if options.help {
        return Ok(Command::Help);
    }
    command(options)
}

/// The options given, each checked alone: its value, and that it is not given twice.
fn read_options(args: &[String]) -> Result<Options<'_>, String> {
    let mut o = Options::default();
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_str();
        let value = args.get(i + 1).map(|s| s.as_str());
        let needs = |what: &str| format!("{} needs {}", arg, what);
        if arg.starts_with('-') {
            if o.seen.contains(&arg) {
                return Err(format!("{} is given twice", arg));
            }
            o.seen.push(arg);
            if let Some(&(name, _)) = MODES.iter().find(|&&(name, _)| name == arg) {
                if let Some(other) = o.mode {
                    return Err(format!("{} and {} do not go together", other, name));
                }
                o.mode = Some(name);
            }
        }
        let mut step = 2;
        match arg {
            "-h" | "--help" | "help" => {
                o.help = true;
                return Ok(o);
            }
            "--black" | "--white" => {
                let cpu = match value {
                    Some("cpu") | Some("computer") => true,
                    Some("human") | Some("person") => false,
                    _ => return Err(needs("cpu or human")),
                };
                if arg == "--black" {
                    o.black_cpu = Some(cpu);
                } else {
                    o.white_cpu = Some(cpu);
                }
            }
            "--level" => {
                o.level = match value.and_then(|v| parse_index(v.as_bytes())) {
                    Some(level) if (1..=8).contains(&level) => Some(level),
                    _ => return Err(needs("a level from 1 to 8")),
                };
            }
            "--time" => {
                o.time = match value.and_then(|v| v.parse::<f64>().ok()) {
                    Some(s) if s.is_finite() && s > 0.0 && s <= 3600.0 => Some(s),
                    _ => return Err(needs("seconds per move, more than 0 and at most 3600")),
                };
            }
            "--board" => {
                let text = value
                    .ok_or_else(|| needs("a board: 64 squares (-, * or X, O) and * or X or O"))?;
                o.board = Some(Game::from_board(text).map_err(|e| format!("--board: {}", e))?);
            }
            "--moves" => {
                o.moves = Some(value.ok_or_else(|| needs("a transcript like f5d6c3"))?.to_string());
            }
            "--replay" => {
                o.replay =
                    Some(value.ok_or_else(|| needs("a transcript like f5d6c3"))?.to_string());
            }
            "--perft" => {
                o.number = match value.and_then(|v| parse_index(v.as_bytes())) {
                    Some(depth) if depth <= 120 => Some(depth),
                    _ => return Err(needs("a depth from 0 to 120")),
                };
            }
            "--solve" => {
                o.file = Some(
                    value.ok_or_else(|| needs("a file of positions (- for stdin)"))?.to_string(),
                );
            }
            "--hint" => {
                o.hint = match value.and_then(|v| parse_index(v.as_bytes())) {
                    Some(n) if (1..=64).contains(&n) => n as usize,
                    _ => return Err(needs("a number of moves from 1 to 64")),
                };
            }
            "--selfplay" => {
                o.number = match value.and_then(|v| parse_index(v.as_bytes())) {
                    Some(games) if (1..=1000).contains(&games) => Some(games),
                    _ => return Err(needs("a number of games from 1 to 1000")),
                };
            }
            "--show-eval" | "--divide" | "--nboard" | "--gtp" => step = 1,
            _ => match o.replay.as_mut() {
                Some(transcript) if !arg.starts_with('-') => {
                    transcript.push_str(arg);
                    step = 1;
                }
                _ => return Err(format!("unknown argument {:?} (try --help)", arg)),
            },
        }
        i += step;
    }
    Ok(o)
}

/// The command the options make together: every option must belong to its mode.
fn command(o: Options) -> Result<Command, String> {
    let allowed: &[&str] = match o.mode {
        None => PLAY_OPTIONS,
        Some(name) => MODES.iter().find(|&&(n, _)| n == name).map_or(&[][..], |&(_, a)| a),
    };
    for &option in &o.seen {
        if MODES.iter().any(|&(name, _)| name == option) || allowed.contains(&option) {
            continue;
        }
        return Err(match o.mode {
            Some(name) => format!("{} does not go with {}", option, name),
            None if option == "--divide" => String::from("--divide goes with --perft N"),
            None => format!("{} goes with a mode it does not name", option),
        });
    }
    if o.level.is_some() && o.time.is_some() {
        return Err(String::from("--level and --time do not go together: give one"));
    }
    let limits = match o.time {
        Some(seconds) => Limits::seconds(seconds),
        None => Limits::level(o.level.unwrap_or(DEFAULT_LEVEL)),
    };
    let label = match o.time {
        Some(seconds) => format!("{} s a move", seconds),
        None => format!("level {}", o.level.unwrap_or(DEFAULT_LEVEL)),
    };
    let board = o.board.unwrap_or_else(Game::start);
    let record = replay_record(board, o.moves.as_deref().unwrap_or(""))
        .map_err(|e| format!("--moves: {}", e))?;
    let start = record.current();
    Ok(match o.mode {
        None => {
            // You play Black against the computer unless the options say otherwise; a
            // colour the options leave out is the computer's unless it already has Black.
            let mut settings = Settings::new();
            settings.black_cpu = o.black_cpu.unwrap_or(false);
            settings.white_cpu = o.white_cpu.unwrap_or(o.black_cpu != Some(true));
            settings.level = o.level.unwrap_or(DEFAULT_LEVEL);
            settings.time = o.time;
            settings.start = record;
            settings.show_eval = o.seen.contains(&"--show-eval");
            Command::Play(settings)
        }
        Some("--replay") => Command::Replay { start, transcript: o.replay.unwrap_or_default() },
        Some("--perft") => Command::Perft {
            start,
            depth: o.number.unwrap_or(0),
            divide: o.seen.contains(&"--divide"),
        },
        Some("--nboard") => Command::Nboard(limits),
        Some("--gtp") => Command::Gtp(limits),
        Some("--solve") => Command::Solve { path: o.file.unwrap_or_default(), hint: o.hint },
        _ => Command::Selfplay { start, games: o.number.unwrap_or(1), limits, label },
    })
}

/// Takes `--eval pattern|classic` (any mode; the trained patterns by default) out of the
/// arguments: whether the classic evaluation is asked for, and the other arguments.
fn take_eval(args: &[String]) -> Result<(bool, Vec<String>), String> {
    let mut classic = None;
    let mut rest = Vec::new();
    let mut i = 0;
    while i < args.len() {
        if args[i] != "--eval" {
            rest.push(args[i].clone());
            i += 1;
            continue;
        }
        if classic.is_some() {
            return Err(String::from("--eval is given twice"));
        }
        classic = match args.get(i + 1).map(|s| s.as_str()) {
            Some("pattern") => Some(false),
            Some("classic") => Some(true),
            _ => return Err(String::from("--eval needs pattern or classic")),
        };
        i += 2;
    }
    Ok((classic.unwrap_or(false), rest))
}

fn perft_report(start: &Game, depth: u32, divide: bool) -> String {
    let started = Instant::now();
    let mut text = String::new();
    let (mover, opponent) = start.sides();
    let moves = legal_moves(mover, opponent);
    let leaves = if divide && depth > 0 && moves != 0 {
        let mut total = 0;
        let mut rest = moves;
        while rest != 0 {
            let square = rest.trailing_zeros();
            rest &= rest - 1;
            let (next_mover, next_opponent) = play(mover, opponent, square);
            let n = perft(next_mover, next_opponent, depth - 1);
            text.push_str(&format!("{}: {}\n", square_name(square), n));
            total += n;
        }
        total
    } else {
        perft(mover, opponent, depth)
    };
    let seconds = started.elapsed().as_secs_f64();
    text.push_str(&format!("perft {}: {}\n", depth, leaves));
    text.push_str(&format!(
        "time {:.3} s, {:.1} M leaves/s\n",
        seconds,
        leaves as f64 / seconds.max(1e-9) / 1e6
    ));
    text
}

/// Why `run` stopped early.
#[derive(Debug, PartialEq)]
enum Failure {
    /// A message for stderr (exit status 1).
    Message(String),
    /// Writing the output failed (a closed pipe): exit status 1, nothing more to say.
    Output,
}

impl From<String> for Failure {
    fn from(message: String) -> Failure {
        Failure::Message(message)
    }
}

/// An I/O error of a session: an output that cannot be written ends quietly.
fn session_error(e: io::Error) -> Failure {
    match e.kind() {
        io::ErrorKind::BrokenPipe | io::ErrorKind::WriteZero => Failure::Output,
        _ => Failure::Message(format!("input/output error: {}", e)),
    }
}

/// Runs a command; `err` takes the protocols' complaints.
fn run<R: BufRead, W: Write, E: Write>(
    args: &[String],
    input: &mut R,
    out: &mut W,
    err: &mut E,
) -> Result<(), Failure> {
    let written = |r: io::Result<()>| r.map_err(|_| Failure::Output);
    let (classic, args) = take_eval(args)?;
    eval::use_classic(classic);
    match parse_args(&args)? {
        Command::Help => written(out.write_all(HELP.as_bytes()))?,
        Command::Replay { start, transcript } => {
            let text = replay_output(start, &transcript).map_err(|e| format!("--replay: {}", e))?;
            written(out.write_all(text.as_bytes()))?;
        }
        Command::Perft { start, depth, divide } => {
            written(out.write_all(perft_report(&start, depth, divide).as_bytes()))?
        }
        Command::Play(settings) => {
            play_game(input, out, settings).map(|_| ()).map_err(session_error)?
        }
        Command::Nboard(limits) => {
            nboard::nboard(input, out, err, limits).map_err(session_error)?
        }
        Command::Gtp(limits) => gtp::gtp(input, out, limits).map_err(session_error)?,
        Command::Selfplay { start, games, limits, label } => {
            bench::selfplay(out, start, games, limits, &label).map_err(session_error)?
        }
        Command::Solve { path, hint } => {
            let solved = if path == "-" {
                bench::solve_file(input, out, err, hint)
            } else {
                let file =
                    std::fs::File::open(&path).map_err(|e| format!("--solve: {}: {}", path, e))?;
                bench::solve_file(&mut io::BufReader::new(file), out, err, hint)
            };
            let (count, wrong) = solved.map_err(|e| format!("--solve: {}", e))?;
            if wrong > 0 {
                written(out.flush())?;
                return Err(Failure::Message(format!(
                    "--solve: {} of {} values differ from the file's",
                    wrong, count
                )));
            }
        }
    }
    written(out.flush())
}

fn main() {
    let args: Vec<String> =
        std::env::args_os().skip(1).map(|a| a.to_string_lossy().into_owned()).collect();
    // `--threads N` (default: every core) goes with any mode: the levels still search on one
    // thread (their moves stay the same from run to run).
    let args = match threads::take_threads_option(&args) {
        Ok((threads, args)) => {
            engine::set_threads(threads);
            args
        }
        Err(message) => {
            let _ = writeln!(io::stderr(), "reversi: {}", message);
            std::process::exit(1);
        }
    };
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let stderr = io::stderr();
    let mut err = stderr.lock();
    match run(&args, &mut input, &mut out, &mut err) {
        Ok(()) => {}
        Err(Failure::Message(message)) => {
            let _ = out.flush();
            // A closed stderr loses the message, nothing worse.
            let _ = writeln!(err, "reversi: {}", message);
            std::process::exit(1);
        }
        Err(Failure::Output) => std::process::exit(1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::*;
    use crate::board::{parse_move, render};
    use crate::console::final_line;
    use crate::record::{replay_from, replay_game};
    use crate::testkit::*;

    // ---- Arguments and the testdata files.

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn arguments() {
        // No options: you play Black against the computer at the default level.
        let you_black = Settings { white_cpu: true, ..Settings::new() };
        assert_eq!(parse_args(&[]), Ok(Command::Play(you_black.clone())));
        assert_eq!(you_black.level, DEFAULT_LEVEL);
        assert!(!you_black.black_cpu);
        // Who plays each colour: a colour left out is the computer's unless it has Black.
        for (args, black_cpu, white_cpu) in &[
            (&["--white", "human"][..], false, false),
            (&["--white", "person"], false, false),
            (&["--black", "human", "--white", "human"], false, false),
            (&["--black", "human"], false, true),
            (&["--white", "cpu"], false, true),
            (&["--black", "cpu"], true, false),
            (&["--black", "computer", "--white", "human"], true, false),
            (&["--black", "cpu", "--white", "cpu"], true, true),
            (&["--white", "cpu", "--black", "cpu"], true, true),
        ] {
            let expected =
                Settings { black_cpu: *black_cpu, white_cpu: *white_cpu, ..you_black.clone() };
            assert_eq!(parse_args(&strings(args)), Ok(Command::Play(expected)), "{:?}", args);
        }
        assert_eq!(
            parse_args(&strings(&["--white", "cpu", "--level", "2"])),
            Ok(Command::Play(Settings { white_cpu: true, level: 2, ..Settings::new() }))
        );
        assert_eq!(
            parse_args(&strings(&["--replay", "f5", "d6"])),
            Ok(Command::Replay { start: Game::start(), transcript: String::from("f5d6") })
        );
        assert_eq!(
            parse_args(&strings(&["--perft", "3", "--divide"])),
            Ok(Command::Perft { start: Game::start(), depth: 3, divide: true })
        );
        assert_eq!(parse_args(&strings(&["-h"])), Ok(Command::Help));
        for bad in &[
            &["--level", "9"][..],
            &["--level"],
            &["--black", "x"],
            &["--perft", "-1"],
            &["x"],
            &["--divide"],
            &["--level", "3", "--level", "4"],
            &["--replay", "f5", "--replay", "d6"],
            &["--replay", "f5", "--white", "cpu"],
            &["--level", "3", "--perft", "2"],
        ] {
            assert!(parse_args(&strings(bad)).is_err(), "{:?}", bad);
        }
        assert_eq!(take_eval(&strings(&["--gtp"])), Ok((false, strings(&["--gtp"]))));
        assert_eq!(
            take_eval(&strings(&["--eval", "classic", "--level", "2"])),
            Ok((true, strings(&["--level", "2"])))
        );
        assert_eq!(take_eval(&strings(&["--eval", "pattern"])), Ok((false, Vec::new())));
        for bad in &[&["--eval"][..], &["--eval", "x"], &["--eval", "classic", "--eval", "classic"]]
        {
            assert!(take_eval(&strings(bad)).is_err(), "{:?}", bad);
        }
        let mut out = Vec::new();
        run(&strings(&["--perft", "9", "--divide"]), &mut &b""[..], &mut out, &mut Vec::new())
            .unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.starts_with(
                "d3: 751322\nc4: 751322\nf5: 751322\ne6: 751322\nperft 9: 3005288\ntime "
            ),
            "{}",
            text
        );
        // `reversi` alone: the computer answers your move as White.
        let mut out = Vec::new();
        run(&[], &mut &b"f5\nquit\n"[..], &mut out, &mut Vec::new()).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.starts_with(
            "Othello. Black (X): human. White (O): computer (level 7). Black moves first.\n"
        ));
        assert!(text.contains("\nWhite (O, computer) plays "), "{}", text);
        let mut out = Vec::new();
        let error =
            run(&strings(&["--replay", "f5d6c3a1"]), &mut &b""[..], &mut out, &mut Vec::new())
                .unwrap_err();
        assert!(matches!(error, Failure::Message(ref m) if m.contains("move 4 (a1)")));
    }

    #[test]
    fn positions_times_and_modes_in_arguments() {
        let after_f5 = replay_game("f5").unwrap().0;
        let start = "---------------------------O*------*O--------------------------- *";
        match parse_args(&strings(&["--board", start, "--moves", "f5", "--time", "0.5"])) {
            Ok(Command::Play(settings)) => {
                assert_eq!(settings.start.current(), after_f5);
                assert_eq!(settings.start.transcript(), "f5");
                assert_eq!(settings.time, Some(0.5));
            }
            other => panic!("{:?}", other),
        }
        assert_eq!(
            parse_args(&strings(&["--perft", "3", "--moves", "f5"])),
            Ok(Command::Perft { start: after_f5, depth: 3, divide: false })
        );
        assert_eq!(
            parse_args(&strings(&["--nboard"])),
            Ok(Command::Nboard(Limits::level(DEFAULT_LEVEL)))
        );
        assert_eq!(
            parse_args(&strings(&["--gtp", "--time", "2"])),
            Ok(Command::Gtp(Limits::seconds(2.0)))
        );
        assert_eq!(
            parse_args(&strings(&["--solve", "-", "--hint", "3"])),
            Ok(Command::Solve { path: String::from("-"), hint: 3 })
        );
        for (bad, says) in &[
            (&["--board", "xx"][..], "--board: a board is"),
            (&["--moves", "f5f5"], "--moves: move 2 (f5) is illegal"),
            (&["--time", "0"], "--time needs seconds"),
            (&["--time", "x"], "--time needs seconds"),
            (&["--time", "1", "--level", "3"], "do not go together"),
            (&["--nboard", "--gtp"], "--nboard and --gtp do not go together"),
            (&["--nboard", "--board", start], "--board does not go with --nboard"),
            (&["--perft", "2", "--show-eval"], "--show-eval does not go with --perft"),
            (&["--replay", "f5", "--moves", "d6"], "--moves does not go with --replay"),
            (&["--divide"], "--divide goes with --perft N"),
            (&["--selfplay", "0"], "--selfplay needs"),
            (&["--solve", "-", "--hint", "0"], "--hint needs a number of moves from 1 to 64"),
            (&["--hint", "2"], "--hint goes with a mode it does not name"),
        ] {
            let error = parse_args(&strings(bad)).unwrap_err();
            assert!(error.contains(says), "{:?}: {}", bad, error);
        }
        // Perft from a position: after f5 a quarter of the start's tree, by symmetry.
        let mut out = Vec::new();
        run(&strings(&["--perft", "5", "--moves", "f5"]), &mut &b""[..], &mut out, &mut Vec::new())
            .unwrap();
        assert!(String::from_utf8(out).unwrap().starts_with("perft 5: 2050\n"));
    }

    /// A writer whose reader has gone: every write fails as a closed pipe does.
    struct Closed;

    impl Write for Closed {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::Error::new(io::ErrorKind::BrokenPipe, "closed"))
        }
        fn flush(&mut self) -> io::Result<()> {
            Err(io::Error::new(io::ErrorKind::BrokenPipe, "closed"))
        }
    }

    #[test]
    fn a_closed_output_ends_quietly() {
        for args in &[
            &["--perft", "3", "--divide"][..],
            &["--help"],
            &["--replay", "f5d6"],
            &["--black", "cpu", "--white", "cpu", "--level", "1"],
            &[],
            &["--nboard"],
            &["--gtp"],
        ] {
            let result = run(&strings(args), &mut &b"go\nname\nd3\n"[..], &mut Closed, &mut Closed);
            assert_eq!(result, Err(Failure::Output), "{:?}", args);
        }
    }

    #[test]
    fn testdata_cases() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/reversi");
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".in"))
            .collect();
        names.sort();
        assert!(names.len() >= 8);
        for name in names {
            let case = format!("{}/{}", dir, name.trim_end_matches(".in"));
            let input = std::fs::read(format!("{}.in", case)).unwrap();
            let args: Vec<String> = std::fs::read_to_string(format!("{}.args", case))
                .map(|a| a.split_whitespace().map(String::from).collect())
                .unwrap_or_default();
            let expected = std::fs::read_to_string(format!("{}.out", case)).unwrap();
            let mut out = Vec::new();
            run(&args, &mut &input[..], &mut out, &mut Vec::new()).unwrap();
            let out = String::from_utf8(out).unwrap();
            assert_eq!(out, expected, "{}", case);
            // Independent checks of what the files claim.
            if args.first().map(|a| a.as_str()) == Some("--replay") {
                let transcript: String =
                    args[1..].concat().to_lowercase().replace("pp", "").replace("pass", "");
                let (black, white) = array_replay(&transcript);
                assert!(expected.contains(&render(black, white)), "{}: board", case);
            }
            for (transcript, last) in &[
                (GAME_1, "Black 13, White 0: Black wins, 64-0 officially"),
                (GAME_2, "Black 14, White 1: Black wins, 63-1 officially"),
                (GAME_3, "Black 15, White 48: White wins, 49-15 officially"),
            ] {
                if args.len() == 2 && args[1].to_lowercase() == *transcript {
                    assert!(expected.ends_with(&format!("{}\n", last)), "{}", case);
                }
            }
            // Protocol games: the moves, replayed on the array model, are legal, and what the
            // engine answered is what was then played (NBoard) or the final board (GTP).
            let text = String::from_utf8_lossy(&input).into_owned();
            if args.first().map(|a| a.as_str()) == Some("--nboard") && case.ends_with("whole-game")
            {
                let answers: Vec<&str> = expected
                    .lines()
                    .filter_map(|l| l.strip_prefix("=== "))
                    .map(|a| a.split('/').next().unwrap())
                    .collect();
                let played: Vec<&str> =
                    text.lines().filter_map(|l| l.strip_prefix("move ")).collect();
                assert_eq!(answers, played, "{}", case);
                let transcript: String = played.iter().filter(|m| **m != "pa").cloned().collect();
                array_replay(&transcript);
            }
            if args.first().map(|a| a.as_str()) == Some("--gtp") && case.ends_with("whole-game") {
                let transcript: String = expected
                    .lines()
                    .filter_map(|l| l.strip_prefix("= "))
                    .filter(|a| a.len() == 2 && a.as_bytes()[1].is_ascii_digit())
                    .collect();
                let (black, white) = array_replay(&transcript);
                assert!(expected.contains(&render(black, white)), "{}", case);
            }
            // Sessions: the moves played, replayed on the array model, are legal and give the
            // final board (the last move bracketed, the discs it turned in lower case), the
            // result and the game record printed (not for sessions that take moves back or
            // start elsewhere).
            let elsewhere = args.iter().any(|a| a == "--board" || a == "--moves");
            if expected.contains(") plays ")
                && !expected.contains("Took back")
                && !expected.contains("A new game")
                && !elsewhere
            {
                let mut moves = String::new();
                for line in expected.lines() {
                    if let Some(i) = line.find(") plays ") {
                        moves.push_str(&line[i + 8..i + 10]);
                    }
                }
                let (black, white) = array_replay(&moves);
                let (before_black, before_white) = array_replay(&moves[..moves.len() - 2]);
                let turned = (before_black & white) | (before_white & black);
                let last = parse_move(&moves[moves.len() - 2..]).unwrap();
                let game = Game { black, white, black_to_move: true };
                let record = format!("Moves: {}\n", moves);
                if expected.contains("Game over. ") {
                    let board = board_view(black, white, 0, last, turned);
                    let end = format!("{}Game over. {}\n{}", board, final_line(&game), record);
                    assert!(expected.contains(&end), "{}", case);
                } else {
                    // The last board, legal moves marked or not.
                    let unmarked = expected.replace('+', ".");
                    assert!(
                        unmarked.contains(&board_view(black, white, 0, last, turned)),
                        "{}",
                        case
                    );
                    assert!(
                        expected.ends_with(&format!("{}.\n{}", game.counts(), record)),
                        "{}",
                        case
                    );
                }
                assert!(!expected.contains('*'), "{}: the console never prints *", case);
            }
            // Every game record printed last reads back (from the position it names) to the
            // position the session stopped in.
            if let Some(line) = expected.lines().rfind(|l| l.starts_with("Moves: ")) {
                let transcript = line[7..].split(' ').next().unwrap().replace("none", "");
                let origin = match line.split('"').nth(1) {
                    Some(board) => Game::from_board(board).unwrap(),
                    None => Game::start(),
                };
                let game = replay_from(origin, &transcript).unwrap().0;
                let stopped = format!("{}.\n{}\n", game.counts(), line);
                let over = format!("Game over. {}\n{}\n", final_line(&game), line);
                assert!(
                    expected.ends_with(&stopped)
                        || expected.ends_with(&format!(
                            "{}[the game is over: new, undo, moves or quit] \n",
                            over
                        ))
                        || expected.ends_with(&over),
                    "{}",
                    case
                );
            }
        }
    }
}
