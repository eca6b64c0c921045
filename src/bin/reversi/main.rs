//! # reversi — Othello / Reversi (黑白棋, 反转棋), a console game with a computer opponent
//!
//! **Rules** (standard Othello). 8×8 board, columns a-h left to right, rows 1-8 top to bottom;
//! White starts on d4 and e5, Black on e4 and d5, Black moves first. A move goes on an empty
//! square that brackets at least one contiguous run of opponent discs in one of the 8
//! directions, and every bracketed run flips. A player with no legal move passes (never
//! otherwise); the game ends when neither player can move. Most discs wins; in the official
//! score the empty squares go to the winner (a draw splits them 32-32).
//!
//! **Interface.** `reversi` alone: two people at one terminal; a move is `d3` (any case) or a
//! 0-based `row col` like `2 3` (also on two lines). `--black cpu` / `--white cpu` hand a colour
//! to the computer, `--level N` (1-8, default 5) sets its strength. `--replay TRANSCRIPT` plays
//! a game record such as `f5d6c3d3c4f4` (passes implicit, `pp`/`pass` tolerated) and prints the
//! final board and the result. `--perft N [--divide]` counts the leaves of the game tree.
//! `--help` says all of this. Interactive input is read line by line, prompts are flushed.
//!
//! **Bitboards.** A position is two u64, the discs of the player to move and of the opponent
//! (bit 8·row + col, a1 = bit 0). Legal moves are found set-wise, one direction at a time: the
//! runs of opponent discs adjacent to own discs grow by shifting (1, 2 then twice 2 squares,
//! enough for the longest run of 6), with the a and h files masked out of the opponent set
//! for every direction that moves sideways, so nothing wraps around the board edge; the square
//! after a run is a move if it is empty. Flips are found per ray with a table of the 8 rays
//! from every square: along a ray, the first square that is not an opponent disc (the lowest
//! set bit for rays towards higher bits, the highest one otherwise) closes the run exactly
//! when it holds an own disc, and then every ray square before it flips.
//!
//! **Perft** (the standard convention): a pass uses one ply of depth; a finished game reached
//! before the depth runs out counts as one leaf; at the last ply the leaves are counted in
//! bulk as the number of moves, or 1 when there is none (a pass, or the end of the game).
//!
//! **Computer.** Negamax alpha-beta (fail-soft, principal variation search) with iterative
//! deepening and a transposition table holding bounds and the best move; moves are ordered by
//! that move, then by the opponent's replies after the move (fewest first, corners counting
//! double), then by square value. The evaluation counts corners, the dangerous squares next to
//! empty corners, edges, mobility and frontier discs. With few empty squares left it searches
//! to the end of the game instead and plays the move with the best official score (the last
//! 6 empties without move generation, odd quadrants first, the last square scored directly).
//! Alpha-beta returns the minimax value, so that search is exact; the tests compare it with a
//! plain minimax on an array model, and the midgame search with a plain negamax.
//!
//! **Complexity.** Move generation and one flip are O(1): about 90 and 60 word operations.
//! Perft N visits the whole tree; depth 11 (2.1·10^8 leaves) takes about 0.8 s here.

mod board;
mod console;
mod eval;
mod record;
mod search;
#[cfg(test)]
mod testkit;

use std::io::{self, BufRead, Write};
use std::time::Instant;

use board::{legal_moves, perft, play, square_name, START_BLACK, START_WHITE};
use console::{parse_index, play_game, Settings};
use record::replay_output;
use search::DEFAULT_LEVEL;

const HELP: &str = "\
reversi: Othello (Reversi) at the console, with a computer opponent.

Usage:
  reversi [--black human|cpu] [--white human|cpu] [--level N]
  reversi --replay TRANSCRIPT
  reversi --perft N [--divide]
  reversi --help

Play (the default: two people at one terminal). The board shows Black as X, White as O and
the legal moves of a human player as *; columns a-h and rows 1-8 on the top and left,
0-based columns and rows 0-7 on the bottom and right. Type a move as a square (d3, any case)
or as a 0-based row and column (2 3, also on two lines). Bad input, occupied and illegal
squares are answered and the same player is asked again. Forced passes are announced, never
asked for. `quit` or the end of the input stops the game. Black moves first.

  --black cpu, --white cpu  the computer plays that colour (either or both)
  --level N                 computer strength 1-8 (default 5): search depth 1, 2, 4, 6, 8,
                            10, 12, 14 plies; the last 6, 8, 12, 14, 16, 18, 20, 22 empty
                            squares are solved exactly for the best official score.
                            Levels 1-4 answer at once, 5 in at most a few tenths of a
                            second, 6 mostly under a second (an 18-empty solve up to
                            a few seconds), 7 in a few seconds (a hard 20-empty solve
                            10-20 s), 8 is slow (a hard 22-empty solve can take minutes).

--replay TRANSCRIPT  plays a game record such as f5d6c3d3c4f4 (any case, passes implicit,
                     pp or pass also accepted where the mover has no move), prints the
                     number of moves and passes, the final board and, as the last line,
                     the disc counts and the result, e.g.
                     `Black 13, White 0: Black wins, 64-0 officially` (in the official score
                     the empty squares go to the winner). An illegal move is an error that
                     names the move number and the square (exit status 1). Further
                     arguments are appended to the transcript.

--perft N   counts the leaves of the game tree N plies deep from the start (a pass is a ply,
            a finished game counts as one leaf), with the time and leaves per second.
            --divide also prints the count below each first move.
";

#[derive(Clone, Debug, PartialEq)]
enum Command {
    Help,
    Play(Settings),
    Replay(String),
    Perft { depth: u32, divide: bool },
}

fn parse_args(args: &[String]) -> Result<Command, String> {
    let mut settings = Settings { black_cpu: false, white_cpu: false, level: DEFAULT_LEVEL };
    let mut replay: Option<String> = None;
    let mut perft_depth: Option<u32> = None;
    let mut divide = false;
    let mut seen: Vec<&str> = Vec::new();
    let mut play_option: Option<&str> = None;
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_str();
        let value = args.get(i + 1).map(|s| s.as_str());
        let needs = |what: &str| format!("{} needs {}", arg, what);
        if arg.starts_with('-') {
            if seen.contains(&arg) {
                return Err(format!("{} is given twice", arg));
            }
            seen.push(arg);
            if arg == "--black" || arg == "--white" || arg == "--level" {
                play_option = Some(arg);
            }
        }
        match arg {
            "-h" | "--help" | "help" => return Ok(Command::Help),
            "--black" | "--white" => {
                let cpu = match value {
                    Some("cpu") | Some("computer") => true,
                    Some("human") | Some("person") => false,
                    _ => return Err(needs("cpu or human")),
                };
                if arg == "--black" {
                    settings.black_cpu = cpu;
                } else {
                    settings.white_cpu = cpu;
                }
                i += 2;
            }
            "--level" => {
                settings.level = match value.and_then(|v| parse_index(v.as_bytes())) {
                    Some(level) if (1..=8).contains(&level) => level,
                    _ => return Err(needs("a level from 1 to 8")),
                };
                i += 2;
            }
            "--replay" => {
                let transcript = value.ok_or_else(|| needs("a transcript like f5d6c3"))?;
                replay = Some(transcript.to_string());
                i += 2;
            }
            "--perft" => {
                perft_depth = match value.and_then(|v| parse_index(v.as_bytes())) {
                    Some(depth) if depth <= 120 => Some(depth),
                    _ => return Err(needs("a depth from 0 to 120")),
                };
                i += 2;
            }
            "--divide" => {
                divide = true;
                i += 1;
            }
            _ => match replay.as_mut() {
                Some(transcript) if !arg.starts_with('-') => {
                    transcript.push_str(arg);
                    i += 1;
                }
                _ => return Err(format!("unknown argument {:?} (try --help)", arg)),
            },
        }
    }
    if let (Some(option), true) = (play_option, replay.is_some() || perft_depth.is_some()) {
        return Err(format!("{} goes with play, not with --replay or --perft", option));
    }
    match (replay, perft_depth) {
        (Some(_), Some(_)) => Err(String::from("--replay and --perft do not go together")),
        (Some(transcript), None) => Ok(Command::Replay(transcript)),
        (None, Some(depth)) => Ok(Command::Perft { depth, divide }),
        (None, None) if divide => Err(String::from("--divide goes with --perft N")),
        (None, None) => Ok(Command::Play(settings)),
    }
}

fn perft_report(depth: u32, divide: bool) -> String {
    let started = Instant::now();
    let mut text = String::new();
    let (black, white) = (START_BLACK, START_WHITE);
    let leaves = if divide && depth > 0 {
        let mut total = 0;
        let mut moves = legal_moves(black, white);
        while moves != 0 {
            let square = moves.trailing_zeros();
            moves &= moves - 1;
            let (mover, opponent) = play(black, white, square);
            let n = perft(mover, opponent, depth - 1);
            text.push_str(&format!("{}: {}\n", square_name(square), n));
            total += n;
        }
        total
    } else {
        perft(black, white, depth)
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

/// Runs a command; Err is the message for stderr.
fn run<R: BufRead, W: Write>(args: &[String], input: &mut R, out: &mut W) -> Result<(), String> {
    let io_error = |e: io::Error| format!("output error: {}", e);
    match parse_args(args)? {
        Command::Help => out.write_all(HELP.as_bytes()).map_err(io_error)?,
        Command::Replay(transcript) => {
            let text = replay_output(&transcript).map_err(|e| format!("--replay: {}", e))?;
            out.write_all(text.as_bytes()).map_err(io_error)?;
        }
        Command::Perft { depth, divide } => {
            out.write_all(perft_report(depth, divide).as_bytes()).map_err(io_error)?
        }
        Command::Play(settings) => {
            play_game(input, out, settings).map_err(|e| format!("input/output error: {}", e))?;
        }
    }
    out.flush().map_err(io_error)
}

fn main() {
    let args: Vec<String> =
        std::env::args_os().skip(1).map(|a| a.to_string_lossy().into_owned()).collect();
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    if let Err(message) = run(&args, &mut input, &mut out) {
        let _ = out.flush();
        eprintln!("reversi: {}", message);
        std::process::exit(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::*;
    use crate::testkit::*;

    // ---- Arguments and the testdata files.

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn arguments() {
        assert_eq!(
            parse_args(&[]),
            Ok(Command::Play(Settings {
                black_cpu: false,
                white_cpu: false,
                level: DEFAULT_LEVEL
            }))
        );
        assert_eq!(
            parse_args(&strings(&["--white", "cpu", "--level", "2"])),
            Ok(Command::Play(Settings { black_cpu: false, white_cpu: true, level: 2 }))
        );
        assert_eq!(
            parse_args(&strings(&["--replay", "f5", "d6"])),
            Ok(Command::Replay(String::from("f5d6")))
        );
        assert_eq!(
            parse_args(&strings(&["--perft", "3", "--divide"])),
            Ok(Command::Perft { depth: 3, divide: true })
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
        let mut out = Vec::new();
        run(&strings(&["--perft", "9", "--divide"]), &mut &b""[..], &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.starts_with(
                "d3: 751322\nc4: 751322\nf5: 751322\ne6: 751322\nperft 9: 3005288\ntime "
            ),
            "{}",
            text
        );
        let mut out = Vec::new();
        let error = run(&strings(&["--replay", "f5d6c3a1"]), &mut &b""[..], &mut out).unwrap_err();
        assert!(error.contains("move 4 (a1)"));
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
            run(&args, &mut &input[..], &mut out).unwrap();
            let out = String::from_utf8(out).unwrap();
            assert_eq!(out, expected, "{}", case);
            // Independent checks of what the files claim.
            if args.first().map(|a| a.as_str()) == Some("--replay") {
                let transcript: String =
                    args[1..].concat().to_lowercase().replace("pp", "").replace("pass", "");
                let (black, white) = array_replay(&transcript);
                assert!(expected.contains(&render(black, white, 0)), "{}: board", case);
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
            // Sessions: the moves played, replayed on the array model, are legal and give the
            // final board and result printed.
            if expected.contains(") plays ") {
                let mut moves = String::new();
                for line in expected.lines() {
                    if let Some(i) = line.find(") plays ") {
                        moves.push_str(&line[i + 8..i + 10]);
                    }
                }
                let (black, white) = array_replay(&moves);
                assert!(
                    expected.contains(&render(black, white, 0)) || !expected.contains("Game over"),
                    "{}",
                    case
                );
                let game = Game { black, white, black_to_move: true };
                if expected.contains("Game over. ") {
                    assert!(
                        expected.ends_with(&format!("Game over. {}\n", game.result_line())),
                        "{}",
                        case
                    );
                } else {
                    assert!(expected.ends_with(&format!("{}.\n", game.counts())), "{}", case);
                }
            }
        }
    }
}
