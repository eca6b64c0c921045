//! # grundy — the table maker for heap games
//!
//! Grundy sequences of heap games given the way the literature writes them (octal and
//! hexadecimal codes, subtraction sets, Grundy's game, k-part splits), their periods proved by
//! the periodicity theorem, values of sums, a perfect sparring partner at the terminal, and
//! the sparse-space method for long runs. Not a judge submission: a program with modules.
//!
//! **Rooms.** `game` (rules and the parser), `values` (the plain mex), `period` (the period
//! finder and the theorem), `sparse` (the sparse-space method), `known` (which of them answers
//! up to a heap), `report` (table, value, period and survey output), `play` (the sparring
//! partner), `interrupt` (Ctrl-C for long runs, through a child process). `tests` holds the
//! proof: a plain search of the game tree, memoised over multisets of heaps, against every
//! engine. Output goes through `writeln!`: a closed output ends the program quietly (status
//! 1). Usage errors exit 2, bad values 1, with one line on stderr; Ctrl-C 130.

mod game;
mod interrupt;
mod known;
mod period;
mod play;
mod report;
mod sparse;
mod subtract;
mod values;

#[cfg(test)]
mod tests;

use std::io::{self, Write};

use game::{parse_game, Game};

const HELP: &str = include_str!("help.txt");

/// Why the program stops: a usage error (status 2) or bad input (status 1).
#[derive(Debug, PartialEq, Eq)]
pub enum Failure {
    Usage(String),
    Bad(String),
}

impl From<String> for Failure {
    fn from(message: String) -> Failure {
        Failure::Bad(message)
    }
}

/// A command and its options.
#[derive(Debug)]
pub struct Options {
    pub game: Option<Game>,
    pub heaps: Vec<u64>,
    pub to: Option<u64>,
    pub format: String,
    pub misere: bool,
    pub digits: usize,
    pub computer_first: bool,
    pub progress: f64,
    pub seconds: Option<f64>,
    pub mask: Option<u16>,
}

/// Which options each command takes.
const COMMANDS: &[(&str, &[&str])] = &[
    ("table", &["--to", "--format", "--misere", "--progress"]),
    ("value", &["--misere", "--progress"]),
    ("period", &["--to", "--progress", "--seconds"]),
    ("survey", &["--digits", "--to", "--seconds"]),
    ("play", &["--first"]),
    ("sparse", &["--to", "--progress", "--seconds", "--mask"]),
];

/// The commands that can run long: Ctrl-C stops them where they stand (see `interrupt`).
const LONG: &[&str] = &["table", "value", "period", "survey", "sparse"];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map_or(false, |command| LONG.contains(&command.as_str())) {
        if let Some(status) = interrupt::run_in_child(&args) {
            std::process::exit(status);
        }
    }
    let mut status = match run(&args) {
        Ok(()) => 0,
        Err(failure) => {
            let (message, status) = match failure {
                Failure::Usage(m) => (format!("{} (try grundy --help)", m), 2),
                Failure::Bad(m) => (m, 1),
            };
            let _ = writeln!(io::stderr(), "grundy: {}", message);
            status
        }
    };
    if interrupt::interrupted() {
        let _ = writeln!(io::stderr(), "grundy: interrupted (Ctrl-C); what it reached is above");
        status = 130;
    }
    std::process::exit(status);
}

fn run(args: &[String]) -> Result<(), Failure> {
    let command = match args.first().map(|s| s.as_str()) {
        None | Some("-h") | Some("--help") | Some("help") => {
            return write_out(HELP).map_err(Failure::Bad);
        }
        Some(command) => command,
    };
    let allowed = COMMANDS
        .iter()
        .find(|&&(name, _)| name == command)
        .map(|&(_, allowed)| allowed)
        .ok_or_else(|| Failure::Usage(format!("unknown command {:?}", command)))?;
    let options = parse_options(command, &args[1..], allowed)?;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = match command {
        "table" => report::table(&mut out, &options),
        "value" => report::value(&mut out, &options),
        "period" => report::period(&mut out, &options),
        "survey" => report::survey(&mut out, &options),
        "sparse" => report::sparse(&mut out, &options),
        _ => {
            let stdin = io::stdin();
            let mut input = stdin.lock();
            play::play(&mut input, &mut out, &options)
        }
    };
    let flushed = out.flush().map_err(|e| e.to_string());
    result?;
    flushed.map_err(Failure::Bad)
}

fn write_out(text: &str) -> Result<(), String> {
    let mut out = io::stdout();
    out.write_all(text.as_bytes()).and_then(|_| out.flush()).map_err(|e| e.to_string())
}

/// Parses the words after the command: the game (all but survey), heaps, options.
fn parse_options(command: &str, words: &[String], allowed: &[&str]) -> Result<Options, Failure> {
    let mut options = Options {
        game: None,
        heaps: Vec::new(),
        to: None,
        format: "text".to_string(),
        misere: false,
        digits: 2,
        computer_first: false,
        progress: 5.0,
        seconds: None,
        mask: None,
    };
    let mut i = 0;
    if command != "survey" {
        if words.first().map_or(true, |w| w.starts_with("--")) {
            return Err(Failure::Usage(format!("{} needs a game, like .77 or sub 1,3,4", command)));
        }
        let (game, used) = parse_game(words)?;
        options.game = Some(game);
        i = used;
    }
    let mut seen: Vec<&str> = Vec::new();
    while i < words.len() {
        let word = words[i].as_str();
        if !word.starts_with("--") {
            if command != "value" && command != "play" {
                return Err(Failure::Usage(format!("{} takes no argument {:?}", command, word)));
            }
            options.heaps.push(parse_number(word, "a heap")?);
            i += 1;
            continue;
        }
        if !allowed.contains(&word) {
            return Err(Failure::Usage(format!("{} takes no option {}", command, word)));
        }
        if seen.contains(&word) {
            return Err(Failure::Usage(format!("{} is given twice", word)));
        }
        seen.push(word);
        if word == "--misere" {
            options.misere = true;
            i += 1;
            continue;
        }
        let value = words
            .get(i + 1)
            .ok_or_else(|| Failure::Usage(format!("{} needs a value", word)))?
            .as_str();
        set_option(&mut options, word, value)?;
        i += 2;
    }
    if (command == "value" || command == "play") && options.heaps.is_empty() {
        return Err(Failure::Usage(format!("{} needs heaps, like 3 5 7", command)));
    }
    if command == "sparse" && options.to.is_none() {
        return Err(Failure::Usage("sparse needs --to N".to_string()));
    }
    Ok(options)
}

fn set_option(options: &mut Options, option: &str, value: &str) -> Result<(), Failure> {
    match option {
        "--to" => options.to = Some(parse_number(value, "--to")?),
        "--format" => match value {
            "text" | "plain" | "csv" => options.format = value.to_string(),
            _ => {
                return Err(Failure::Usage(format!(
                    "--format is text, plain or csv, not {:?}",
                    value
                )))
            }
        },
        "--digits" => match value {
            "1" | "2" | "3" => options.digits = value.as_bytes()[0] as usize - b'0' as usize,
            _ => return Err(Failure::Usage(format!("--digits is 1, 2 or 3, not {:?}", value))),
        },
        "--first" => match value {
            "you" | "me" | "human" => options.computer_first = false,
            "computer" | "cpu" => options.computer_first = true,
            _ => {
                return Err(Failure::Usage(format!("--first is you or computer, not {:?}", value)))
            }
        },
        "--progress" | "--seconds" => match value.parse::<f64>() {
            Ok(s) if s > 0.0 && s.is_finite() && option == "--progress" => options.progress = s,
            Ok(s) if s > 0.0 && s.is_finite() => options.seconds = Some(s),
            _ => {
                return Err(Failure::Bad(format!(
                    "{} needs seconds above 0, not {:?}",
                    option, value
                )))
            }
        },
        _ => match u16::from_str_radix(value.trim_start_matches("0x"), 16) {
            Ok(mask) if mask != 0 => options.mask = Some(mask),
            _ => {
                return Err(Failure::Bad(format!(
                    "--mask needs 1 to 4 hex digits, not {:?}",
                    value
                )))
            }
        },
    }
    Ok(())
}

/// A non-negative integer below 2^64.
pub fn parse_number(text: &str, what: &str) -> Result<u64, Failure> {
    match text.parse::<u64>() {
        Ok(n) => Ok(n),
        Err(_) if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) => {
            Err(Failure::Bad(format!("{} {:?} is beyond 64 bits", what, text)))
        }
        Err(_) => Err(Failure::Bad(format!("{}: {:?} is not a non-negative integer", what, text))),
    }
}
