//! What the commands print: the table, the values of a sum, the period and its proof, the
//! survey of short codes, and the sparse-space run's summary.

use std::io::Write;
use std::time::{Duration, Instant};

use crate::game::{parse_code, Game, Rule};
use crate::known::{know, Known, PLAIN_BUDGET};
use crate::period::{self, Verdict};
use crate::sparse::{choose_mask, Sparse, SplitRule, Watch};
use crate::values::{misere_values, plain_work, Plain};
use crate::{Failure, Options};

/// The largest table printed (`table --to`).
pub const LARGEST_PRINTED: u64 = 10_000_000;
/// The largest heap `value` computes without a proved period.
pub const LARGEST_VALUE: u64 = 1_000_000;
/// How far `period` looks by default, and for how long at most when neither `--to` nor
/// `--seconds` is given; `value` looks as far for the period a huge heap needs.
pub const PERIOD_DEFAULT: u64 = 1_000_000;
pub const PERIOD_SECONDS: f64 = 10.0;
/// The default bound of `survey`, and the seconds after which a code's table stops growing.
pub const SURVEY_DEFAULT: u64 = 1 << 20;
pub const SURVEY_SECONDS: f64 = 2.0;

fn io(e: std::io::Error) -> Failure {
    Failure::Bad(e.to_string())
}

fn the_game(options: &Options) -> &Game {
    options.game.as_ref().expect("every command but survey has a game")
}

/// The watch of a command: progress lines every --progress seconds, the --seconds budget.
fn watch(command: &str, options: &Options) -> Watch {
    watch_or(command, options, None)
}

/// `watch`, stopping after `default_seconds` when --seconds is not given.
fn watch_or(command: &str, options: &Options, default_seconds: Option<f64>) -> Watch {
    let game = options.game.as_ref().map_or(String::new(), |g| format!(" {}", g));
    Watch {
        every: Some(options.progress),
        label: format!("grundy {}{}", command, game),
        started: Instant::now(),
        deadline: options
            .seconds
            .or(default_seconds)
            .map(|s| Instant::now() + Duration::from_secs_f64(s)),
    }
}

/// `table`: g(0..=N) and what it shows.
pub fn table(out: &mut dyn Write, options: &Options) -> Result<(), Failure> {
    let game = the_game(options);
    let last = options.to.unwrap_or(100);
    if last > LARGEST_PRINTED {
        return Err(Failure::Bad(format!("--to {} is above {}", last, LARGEST_PRINTED)));
    }
    let (values, verdict) = if options.misere {
        if !game.never_splits() {
            return Err(Failure::Bad(misere_refusal(game)));
        }
        misere_reach(game, last)?;
        (misere_values(game, last as usize), Verdict::None)
    } else {
        let known = know(game, last, true, &watch("table", options))?;
        // A short table still shows a period the theorem proves within 2048 heaps.
        let verdict = match known.verdict {
            Verdict::Proved { .. } => known.verdict,
            _ if last < 2047 => {
                know(game, 2047, false, &Watch::default()).map_or(known.verdict, |k| k.verdict)
            }
            _ => known.verdict,
        };
        (known.values, verdict)
    };
    if values.len() as u64 <= last {
        return Err(Failure::Bad(format!("{}: the table stops at heap {}", game, values.len())));
    }
    let values = &values[..=last as usize];
    match options.format.as_str() {
        "plain" => values.iter().try_for_each(|v| writeln!(out, "{}", v)).map_err(io),
        "csv" => {
            writeln!(out, "n,g").map_err(io)?;
            values
                .iter()
                .enumerate()
                .try_for_each(|(n, v)| writeln!(out, "{},{}", n, v))
                .map_err(io)
        }
        _ => table_text(out, game, values, &verdict, options.misere).map_err(io),
    }
}

/// Misère tables stop at 10^6 heaps (codes: each heap lists its moves), or for subtraction
/// sets (the mex counted as in normal play) at 10^7 heaps or the plain budget.
fn misere_reach(game: &Game, last: u64) -> Result<(), Failure> {
    let limit = match game.rule {
        Rule::Subtract { .. } => LARGEST_PRINTED,
        _ => 1_000_000,
    };
    if last > limit {
        return Err(Failure::Bad(format!("heap {} is above {} for misère {}", last, limit, game)));
    }
    if plain_work(game, last) > PLAIN_BUDGET {
        return Err(Failure::Bad(format!(
            "heap {} needs about {:.1e} steps for misère {}",
            last,
            plain_work(game, last),
            game
        )));
    }
    Ok(())
}

fn misere_refusal(game: &Game) -> String {
    format!(
        "{}: a misère table needs a game that never splits a heap (sums and splits need the \
         misère quotient, which is out of scope)",
        game
    )
}

/// The text table: rows of 12 or 10 with the row's first heap, then the summary.
fn table_text(
    out: &mut dyn Write,
    game: &Game,
    values: &[u32],
    verdict: &Verdict,
    misere: bool,
) -> std::io::Result<()> {
    let kind = if misere { "misère values g⁻" } else { "Grundy values g" };
    writeln!(out, "{}: {}(n), n = 0 to {}", game, kind, values.len() - 1)?;
    let row = match verdict {
        Verdict::Proved { period, .. } if period % 12 == 0 || 12 % period == 0 => 12,
        Verdict::Proved { period, .. } if period % 10 == 0 || 10 % period == 0 => 10,
        _ => 10,
    };
    let width = values.iter().max().map_or(1, |v| v.to_string().len());
    let label = (values.len() - 1).to_string().len();
    for (r, chunk) in values.chunks(row).enumerate() {
        let cells: Vec<String> = chunk.iter().map(|v| format!("{:>w$}", v, w = width)).collect();
        writeln!(out, "{:>l$}: {}", r * row, cells.join(" "), l = label)?;
    }
    let zeros: Vec<String> =
        (0..values.len()).filter(|&n| values[n] == 0).map(|n| n.to_string()).collect();
    writeln!(out, "P-positions (g = 0), {} of them: {}", zeros.len(), zeros.join(" "))?;
    let largest = values.iter().copied().max().unwrap_or(0);
    let first = values.iter().position(|&v| v == largest).unwrap_or(0);
    writeln!(out, "Largest value: {}, first at heap {}", largest, first)?;
    let mut counts = vec![0u64; largest as usize + 1];
    for &v in values {
        counts[v as usize] += 1;
    }
    let counts: Vec<String> = counts
        .iter()
        .enumerate()
        .filter(|&(_, &c)| c > 0)
        .map(|(v, c)| format!("{}:{}", v, c))
        .collect();
    writeln!(out, "Counts (value:count): {}", counts.join(" "))?;
    match verdict {
        Verdict::Proved { period, start, shift: 0, .. } => {
            writeln!(out, "Period {} from heap {}, proved (see grundy period).", period, start)?
        }
        Verdict::Proved { period, start, shift, .. } => writeln!(
            out,
            "Arithmetic period {} from heap {} (values grow by {}), proved (see grundy period).",
            period, start, shift
        )?,
        _ => {}
    }
    Ok(())
}

/// `value`: g of each heap and the XOR, in binary.
pub fn value(out: &mut dyn Write, options: &Options) -> Result<(), Failure> {
    let game = the_game(options);
    let largest = options.heaps.iter().copied().max().unwrap_or(0);
    if options.misere {
        if options.heaps.len() > 1 || !game.never_splits() {
            return Err(Failure::Bad(misere_refusal(game)));
        }
        misere_reach(game, largest)?;
        let g = misere_values(game, largest as usize)[largest as usize];
        let who = if g == 0 { "loses" } else { "wins" };
        writeln!(out, "misère g⁻({}) = {}: the player to move {}", largest, g, who).map_err(io)?;
        return Ok(());
    }
    // Past LARGEST_VALUE a heap needs a proved period, looked for up to PERIOD_DEFAULT for
    // PERIOD_SECONDS at most.
    if largest > LARGEST_VALUE && !period::has_theorem(game) {
        return Err(Failure::Bad(format!(
            "heap {} is too large: no theorem proves a period of {}",
            largest, game
        )));
    }
    let huge = largest > LARGEST_VALUE;
    let (bound, limit) =
        if huge { (PERIOD_DEFAULT, Some(PERIOD_SECONDS)) } else { (largest, None) };
    let known = know(game, bound, false, &watch_or("value", options, limit))?;
    let reached = known.values.len() - 1;
    if !matches!(known.verdict, Verdict::Proved { .. }) && (reached as u64) < largest {
        if crate::interrupt::interrupted() {
            return Err(Failure::Bad(format!(
                "stopped at g(0..{}), below heap {}",
                reached, largest
            )));
        }
        if huge {
            return Err(Failure::Bad(format!(
                "heap {} is too large: no period of {} proved up to heap {}",
                largest, game, reached
            )));
        }
    }
    let values = heap_values(&known, &options.heaps)?;
    write_xor(out, &options.heaps, &values).map_err(io)?;
    let total = values.iter().fold(0, |acc, v| acc ^ v);
    let verdict = if total == 0 {
        "0: a P-position, the player to move loses"
    } else {
        "not 0: an N-position, the player to move wins"
    };
    writeln!(out, "XOR {}", verdict).map_err(io)
}

/// The value of each heap, or an error naming the heap out of reach.
pub fn heap_values(known: &Known, heaps: &[u64]) -> Result<Vec<u64>, Failure> {
    heaps
        .iter()
        .map(|&h| {
            known.wide_value(h).ok_or_else(|| {
                Failure::Bad(format!(
                    "heap {} is too large: no period proved for {}",
                    h, known.game
                ))
            })
        })
        .collect()
}

/// Each heap's g in decimal and binary, and the XOR, aligned (the seeds' Nim write-up style).
pub fn write_xor(out: &mut dyn Write, heaps: &[u64], values: &[u64]) -> std::io::Result<()> {
    let total = values.iter().fold(0, |acc, v| acc ^ v);
    let bits = values.iter().chain(Some(&total)).map(|v| 64 - v.leading_zeros()).max().unwrap_or(1);
    let bits = bits.max(1) as usize;
    let width = heaps.iter().map(|h| h.to_string().len()).max().unwrap_or(1);
    for (h, v) in heaps.iter().zip(values) {
        writeln!(out, "g({:>w$}) = {:>b$b}  ({})", h, v, v, w = width, b = bits)?;
    }
    writeln!(out, "{:>w$}   XOR {:>b$b}  ({})", "", total, total, w = width, b = bits)
}

/// `period`: the period, proved or observed.
pub fn period(out: &mut dyn Write, options: &Options) -> Result<(), Failure> {
    let game = the_game(options);
    let last = options.to.unwrap_or(PERIOD_DEFAULT).max(16);
    let limit = if options.to.is_none() { Some(PERIOD_SECONDS) } else { None };
    let watch = watch_or("period", options, limit);
    let known = know(game, last, false, &watch)?;
    write_period(out, game, &known).map_err(io)?;
    let reached = known.values.len() as u64 - 1;
    if reached < last && !matches!(known.verdict, Verdict::Proved { .. }) {
        let line = if crate::interrupt::interrupted() {
            format!("Stopped at heap {} of {}.", reached, last)
        } else if watch.deadline.map_or(false, |d| Instant::now() >= d) {
            format!(
                "Stopped after {} s at heap {} of {} (--seconds or --to go further).",
                options.seconds.or(limit).unwrap_or(0.0),
                reached,
                last
            )
        } else {
            format!(
                "Stopped at heap {} of {}: the plain mex needs about {:.1e} steps to heap {} \
                 (the sparse-space method takes only two-part splits).",
                reached,
                last,
                plain_work(game, last),
                last
            )
        };
        writeln!(out, "{}", line).map_err(io)?;
    }
    Ok(())
}

fn write_period(out: &mut dyn Write, game: &Game, known: &Known) -> std::io::Result<()> {
    let len = known.values.len();
    match known.verdict {
        Verdict::Proved { period, start, shift, window_end } => {
            let exception = match period::last_exception(&known.values, period, start, shift) {
                Some(n) => format!("last exceptional heap {}", n),
                None => "no exceptional heap".to_string(),
            };
            let how = if shift > 0 {
                writeln!(
                    out,
                    "{}: arithmetic period {} from heap {} ({}): g(n + {}) = g(n) + {}, proved.",
                    game, period, start, exception, period, shift
                )?;
                match game.rule {
                    Rule::Subtract { tail_from: Some(k), .. } => {
                        cofinite_how(period, start, shift, window_end, k)
                    }
                    _ => arithmetic_how(period, start, shift, window_end, game),
                }
            } else {
                writeln!(
                    out,
                    "{}: period {} from heap {} ({}), proved.",
                    game, period, start, exception
                )?;
                periodic_how(period, start, window_end, game)
            };
            writeln!(out, "Proof: {}.", how)?;
            writeln!(out, "Checked on the table g(0..{}).", len - 1)?;
            let shown = period.min(60);
            let cycle: Vec<String> =
                (start..start + shown).map(|n| known.values[n].to_string()).collect();
            let more = if shown < period { " ..." } else { "" };
            let then = if shift > 0 {
                format!(" (then each value + {} every {} heaps)", shift, period)
            } else {
                String::new()
            };
            writeln!(out, "Values from heap {}: {}{}{}", start, cycle.join(" "), more, then)
        }
        Verdict::Observed { period, start, shift, needed } => {
            let pattern = if shift == 0 {
                format!("period {} from heap {}", period, start)
            } else {
                format!(
                    "arithmetic period {} (values grow by {}) from heap {}",
                    period, shift, start
                )
            };
            let three =
                period::hexadecimal_digits(game).map_or(false, |d| d.iter().any(|&d| d & 8 != 0));
            let why = match needed {
                Some(n) => format!("the theorem needs the values up to heap {}", n - 1),
                None if shift > 0 && three => {
                    "the arithmetic theorem's conditions (A)-(D) fail on this table".to_string()
                }
                None => "no theorem here covers this game or pattern".to_string(),
            };
            writeln!(
                out,
                "{}: not proved up to heap {}; best candidate {}, observed only ({}).",
                game,
                len - 1,
                pattern,
                why
            )?;
            writeln!(out, "Computed: g(0..{}).", len - 1)
        }
        Verdict::None => {
            writeln!(out, "{}: no period up to heap {} (none repeats four times).", game, len - 1)
        }
    }
}

/// How the periodicity theorem (or state repetition) proves a plain period.
fn periodic_how(period: usize, start: usize, window_end: usize, game: &Game) -> String {
    let t = game.largest_take().unwrap_or(0);
    let k = game.most_heaps_left();
    if k == 1 {
        format!(
            "state repetition: a move removes at most t = {} tokens and leaves one heap, so \
             the next value depends on the last t values only; they repeat",
            t
        )
    } else {
        format!(
            "the periodicity theorem with t = {} (largest take) and k = {} (most heaps left): \
             g(n + {}) = g(n) for {} <= n < {}*{} + {}*{} + {} = {} proves it for all n >= {}",
            t,
            k,
            period,
            start,
            k,
            start,
            k - 1,
            period,
            t,
            window_end,
            start
        )
    }
}

/// How the cofinite theorem proves g(n + p) = g(n) + s (`period::cofinite_proof`).
fn cofinite_how(p: usize, n0: usize, s: u32, window_end: usize, k: u64) -> String {
    let n1 = window_end - p;
    format!(
        "the cofinite theorem: every s >= {k} may be removed, so with M(n) the mex of \
         g(0..=n - {k}), the values of g(0..=n - {k}) above M(n){w}, as offsets from M(n), \
         determine g(n) - M(n) and the next such state; the state at heap \
         {n2} is the state at heap {n1} and M({n2}) = M({n1}) + {s}, so the states repeat and \
         g(n + {p}) = g(n) + {s} for all n >= {n1}, and the table shows it from heap {n0}",
        k = k,
        w = if k > 1 { format!(" and the last {} values", k - 1) } else { String::new() },
        n1 = n1,
        n2 = window_end,
        s = s,
        p = p,
        n0 = n0
    )
}

/// How the arithmetic-periodicity theorem proves g(n + p) = g(n) + s (docs/grundy.md).
fn arithmetic_how(p: usize, n0: usize, s: u32, window_end: usize, game: &Game) -> String {
    let t = game.largest_take().unwrap_or(0);
    let k = period::BASE_BLOCKS;
    format!(
        "the arithmetic-periodicity theorem for codes with a three-heap move, s = {s} a power \
         of two: (A) g(n) < {s} for n < {b}; (B) every move leaving c >= 2 heaps removes j \
         tokens with j + {n0} + (c - 2)*{one} >= {p} (largest take t = {t}); (C) g(n + {p}) = \
         g(n) + {s} for {n0} <= n < {w}; (D) for {d0} <= M < {d1}, the paired moves (three heaps \
         a, b, b, or b, c in one block [{n0} + {p}h, {n0} + {p}h + {p})) reach every value below \
         {s2}, and they and the one-large moves (every heap left but the largest below {b}) reach \
         every value below {s}*floor((M - {n0})/{p}). So it holds for all n >= {n0}",
        s = s,
        s2 = 2 * s,
        b = n0 + p,
        n0 = n0,
        one = n0.min(1),
        p = p,
        t = t,
        w = window_end,
        d0 = n0 + k * p,
        d1 = n0 + (k + 2) * p,
    )
}

/// The codes 0.d1…dk with at most `digits` digits after the point, last digit non-zero.
pub fn short_codes(digits: usize) -> Vec<String> {
    let mut codes = Vec::new();
    for length in 1..=digits {
        let count = 8usize.pow(length as u32);
        for index in 0..count {
            let text: String = (0..length)
                .map(|i| char::from(b'0' + ((index >> (3 * (length - 1 - i))) & 7) as u8))
                .collect();
            if !text.ends_with('0') {
                codes.push(format!("0.{}", text));
            }
        }
    }
    codes
}

/// `survey`: every short code's period, each code's table grown for at most --seconds
/// (default SURVEY_SECONDS).
pub fn survey(out: &mut dyn Write, options: &Options) -> Result<(), Failure> {
    let last = options.to.unwrap_or(SURVEY_DEFAULT).max(16);
    let budget = options.seconds.unwrap_or(SURVEY_SECONDS);
    let started = Instant::now();
    writeln!(out, "code      period  last exception  window  status    values  seconds")
        .map_err(io)?;
    let (mut total, mut open) = (0, Vec::new());
    for code in short_codes(options.digits) {
        let game = parse_code(&code)?;
        let one = Instant::now();
        let deadline = Some(one + Duration::from_secs_f64(budget));
        let known = know(&game, last, false, &Watch { deadline, ..Watch::default() })?;
        if crate::interrupt::interrupted() {
            break;
        }
        let (line, proved) = survey_line(&code, &known, one.elapsed().as_secs_f64());
        writeln!(out, "{}", line).map_err(io)?;
        total += 1;
        if !proved {
            open.push(code);
        }
    }
    writeln!(
        out,
        "{} of {} codes proved periodic in {:.2} s.",
        total - open.len(),
        total,
        started.elapsed().as_secs_f64()
    )
    .map_err(io)?;
    if !open.is_empty() {
        writeln!(
            out,
            "Not proved (no period in the table each reached in {} s): {}",
            budget,
            open.join(" ")
        )
        .map_err(io)?;
        if open.iter().any(|c| c == "0.6") {
            writeln!(out, "0.6 is Officers, whose periodicity is a well-known open problem.")
                .map_err(io)?;
        }
    }
    Ok(())
}

/// One row of the survey, and whether the code is proved periodic.
fn survey_line(code: &str, known: &Known, seconds: f64) -> (String, bool) {
    let len = known.values.len();
    match known.verdict {
        Verdict::Proved { period, start, shift, window_end } => {
            let exception = period::last_exception(&known.values, period, start, shift)
                .map_or("-".to_string(), |n| n.to_string());
            let line = format!(
                "{:<8}  {:>6}  {:>14}  {:>6}  proved  {:>8}  {:>7.3}",
                code, period, exception, window_end, len, seconds
            );
            (line, true)
        }
        Verdict::Observed { period, start, .. } => {
            let line = format!(
                "{:<8}  {:>6}  {:>14}  {:>6}  observed {:>7}  {:>7.3}",
                code,
                period,
                start as i64 - 1,
                "-",
                len,
                seconds
            );
            (line, false)
        }
        Verdict::None => {
            let line = format!(
                "{:<8}  {:>6}  {:>14}  {:>6}  none    {:>8}  {:>7.3}",
                code, "-", "-", "-", len, seconds
            );
            (line, false)
        }
    }
}

/// `sparse`: a long run by the sparse-space method and its summary.
pub fn sparse(out: &mut dyn Write, options: &Options) -> Result<(), Failure> {
    let game = the_game(options);
    let last = options.to.unwrap_or(0);
    let rule = SplitRule::of(game).ok_or_else(|| {
        Failure::Bad(format!(
            "{}: the sparse-space method takes codes without three-heap moves, \
            subtraction sets, and Grundy's game (unequal 2)",
            game
        ))
    })?;
    if last > 2_000_000_000 {
        return Err(Failure::Bad(format!("--to {} is above 2000000000 (4 GB of values)", last)));
    }
    let started = Instant::now();
    let prefix_len = last.min(4095) as usize;
    let mut plain = Plain::new(game);
    plain.extend_to(prefix_len);
    if plain.values.iter().any(|&v| v > 0xFFFF) {
        return Err(Failure::Bad("values above 65535: the sparse table keeps 16 bits".to_string()));
    }
    let prefix: Vec<u16> = plain.values.iter().map(|&v| v as u16).collect();
    let mask = options.mask.unwrap_or_else(|| choose_mask(&prefix));
    let mut run = Sparse::new(rule, &prefix, mask);
    let finished = run.extend_to(last as usize, &watch("sparse", options))?;
    let seconds = started.elapsed().as_secs_f64();
    let values = &run.values;
    let reached = values.len() - 1;
    let largest = values.iter().copied().max().unwrap_or(0);
    let first = values.iter().position(|&v| v == largest).unwrap_or(0);
    let zeros: Vec<usize> = (1..values.len()).filter(|&n| values[n] == 0).collect();
    let w = |e: std::io::Error| Failure::Bad(e.to_string());
    let how_far = if finished {
        format!("g(0..{})", reached)
    } else {
        let by = if crate::interrupt::interrupted() { "Ctrl-C" } else { "--seconds" };
        format!("stopped by {} at g(0..{}) of {}", by, reached, last)
    };
    writeln!(
        out,
        "{}: {} by the sparse-space method in {:.2} s ({:.3e} heaps/s)",
        game,
        how_far,
        seconds,
        values.len() as f64 / seconds.max(1e-9)
    )
    .map_err(w)?;
    writeln!(
        out,
        "mask {:04X}: {} rare heaps (popcount(g & mask) even), the last {}",
        run.mask,
        run.rare.len(),
        run.rare.last().map_or("-".to_string(), |r| r.to_string())
    )
    .map_err(w)?;
    writeln!(out, "largest value {}, first at heap {}", largest, first).map_err(w)?;
    // The first heaps came from the plain mex: the average is over the sparse method's.
    let scanned = match values.len().checked_sub(prefix.len()) {
        Some(sparse_heaps) if sparse_heaps > 0 => format!(
            ", {:.0} splits scanned for rare values on average (heaps from {} on)",
            run.scanned as f64 / sparse_heaps as f64,
            prefix.len()
        ),
        _ => String::new(),
    };
    writeln!(
        out,
        "work per heap: up to {} splits with a rare part (one per rare heap and split digit){}",
        run.rare.len() * run.split_digits(),
        scanned
    )
    .map_err(w)?;
    let shown: Vec<String> = zeros.iter().take(60).map(|n| n.to_string()).collect();
    writeln!(
        out,
        "heaps n >= 1 with g = 0: {} ({}{})",
        zeros.len(),
        shown.join(" "),
        if zeros.len() > 60 { " ..." } else { "" }
    )
    .map_err(w)?;
    writeln!(
        out,
        "memory: {} MB (2 bytes a heap, 4 when two threads ran; 6 a rare heap; stamp arrays)",
        run.memory() / 1_000_000
    )
    .map_err(w)?;
    if let Rule::Code(_) = game.rule {
        match period::find(game, values) {
            Verdict::Proved { period, start, window_end, .. } => writeln!(
                out,
                "period {} from heap {} (last exceptional heap {}), proved: g(n + {}) = g(n) \
                 checked for {} <= n < {} (the periodicity theorem's window)",
                period,
                start,
                start as i64 - 1,
                period,
                start,
                window_end
            ),
            _ => writeln!(out, "no period proved up to heap {}", reached),
        }
        .map_err(w)?;
    }
    Ok(())
}
