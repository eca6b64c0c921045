//! The benchmark behind `--selfplay N`: the computer plays both colours and every move is
//! timed (the per-move times the help text quotes come from here).

use std::io::{self, Write};
use std::time::Instant;

use crate::board::{square_name, Game};
use crate::search::{Engine, Limits};

/// Plays `games` games from `start`; game k > 1 first plays 4 plies chosen by a generator
/// seeded with k (so the games differ). Prints each game and then the move times: count,
/// mean, maximum (with the move number and empties) and, for a time budget, the worst
/// overshoot.
pub(crate) fn selfplay<W: Write>(
    out: &mut W,
    start: Game,
    games: u32,
    limits: Limits,
    label: &str,
) -> io::Result<()> {
    let mut engine = Engine::new();
    let (mut count, mut total, mut worst) = (0u32, 0f64, 0f64);
    let mut worst_at = String::new();
    let mut overshoot = f64::NEG_INFINITY;
    for k in 1..=games {
        let mut game = start;
        let mut transcript = String::new();
        let mut seed = u64::from(k).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let mut ply = 0;
        while !game.is_over() {
            let moves = game.moves();
            if moves == 0 {
                game.pass();
                continue;
            }
            ply += 1;
            let square = if k > 1 && ply <= 4 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let mut rest = moves;
                for _ in 0..(seed % u64::from(moves.count_ones())) {
                    rest &= rest - 1;
                }
                rest.trailing_zeros()
            } else {
                let (mover, opponent) = game.sides();
                let started = Instant::now();
                let square = engine.think(mover, opponent, limits).square;
                let seconds = started.elapsed().as_secs_f64();
                count += 1;
                total += seconds;
                if seconds > worst {
                    worst = seconds;
                    let empties = 64 - (game.black | game.white).count_ones();
                    worst_at = format!("game {} move {}, {} empties", k, ply, empties);
                }
                if let Some(budget) = limits.time {
                    overshoot = overshoot.max(seconds - budget.as_secs_f64());
                }
                square
            };
            transcript.push_str(&square_name(square));
            game.apply(square);
        }
        writeln!(out, "game {}: {} {}", k, transcript, game.result_line())?;
        out.flush()?;
    }
    write!(
        out,
        "{}: {} moves timed, mean {:.3} s, max {:.3} s ({})",
        label,
        count,
        total / f64::from(count.max(1)),
        worst,
        worst_at
    )?;
    if limits.time.is_some() && count > 0 {
        write!(out, ", worst overshoot {:+.3} s", overshoot)?;
    }
    writeln!(out)
}
