//! The evaluation of a midgame position: `evaluate`, either the trained pattern evaluation
//! (`pattern`, from `examples/train_eval.rs`; the default) or the classic one (corners, X-
//! and C-squares, edges, mobility, frontier), selected by `use_classic` (`--eval classic`;
//! the match tool `examples/reversi_match.rs` plays them against each other).

use crate::board::{count, legal_moves, official_difference, CORNERS, EDGES};
use std::cell::Cell;

#[path = "pattern.rs"]
pub(crate) mod pattern;

/// Evaluation value of a won / lost finished game (plus the official difference).
pub(crate) const WIN: i32 = 10_000;

/// `evaluate` counts one disc of final margin as this many units.
pub(crate) const UNITS_PER_DISC: i32 = 10;

/// A value of `evaluate` (or of a search over it) in discs for the mover: a finished game
/// found by the search as its official difference, a heuristic value scaled and kept
/// within ±64.
pub(crate) fn discs(value: i32) -> f64 {
    if value > WIN / 2 {
        f64::from(value - WIN)
    } else if value < -WIN / 2 {
        f64::from(value + WIN)
    } else {
        (f64::from(value) / f64::from(UNITS_PER_DISC)).clamp(-64.0, 64.0)
    }
}

/// For each corner: the corner, its X-square (diagonal neighbour), its C-squares (edge neighbours).
pub(crate) const CORNER_ZONES: [(u64, u64, u64); 4] = [
    (1 << 0, 1 << 9, (1 << 1) | (1 << 8)),
    (1 << 7, 1 << 14, (1 << 6) | (1 << 15)),
    (1 << 56, 1 << 49, (1 << 57) | (1 << 48)),
    (1 << 63, 1 << 54, (1 << 62) | (1 << 55)),
];

/// The squares next to some square of `set` (8-neighbourhood, without wrapping).
pub(crate) fn neighbours(set: u64) -> u64 {
    let left = (set >> 1) & 0x7f7f_7f7f_7f7f_7f7f;
    let right = (set << 1) & 0xfefe_fefe_fefe_fefe;
    let row = set | left | right;
    (left | right | (row << 8) | (row >> 8)) & !set
}

thread_local! {
    /// Which evaluation `evaluate` uses on this thread: the trained patterns (the default),
    /// or the classic one below (`--eval classic`). Per thread, so that tests running side
    /// by side do not change each other's engine.
    static CLASSIC: Cell<bool> = Cell::new(false);
}

/// Selects the classic evaluation (true) or the trained pattern evaluation (false) for the
/// searches of this thread.
pub(crate) fn use_classic(classic: bool) {
    CLASSIC.with(|c| c.set(classic));
}

/// Whether this thread uses the classic evaluation (for a helper thread to do the same).
pub(crate) fn classic_in_use() -> bool {
    CLASSIC.with(|c| c.get())
}

/// Heuristic value of a position for the mover, well inside (-WIN, WIN).
#[inline]
pub(crate) fn evaluate(mover: u64, opponent: u64) -> i32 {
    if CLASSIC.with(|c| c.get()) {
        classic(mover, opponent)
    } else {
        patterns(mover, opponent)
    }
}

/// The pattern evaluation (see `pattern`), in UNITS_PER_DISC, within ±64 discs.
pub(crate) fn patterns(mover: u64, opponent: u64) -> i32 {
    let own_moves = legal_moves(mover, opponent).count_ones();
    let their_moves = legal_moves(opponent, mover).count_ones();
    if own_moves == 0 && their_moves == 0 {
        return final_value(mover, opponent);
    }
    let raw = pattern::raw(mover, opponent, own_moves, their_moves);
    let limit = 64 * pattern::SCALE;
    raw.clamp(-limit, limit) * UNITS_PER_DISC / pattern::SCALE
}

/// The classic evaluation: corners, X- and C-squares next to empty corners, edges, mobility,
/// frontier discs (and the disc count with fewer than 16 empties).
pub(crate) fn classic(mover: u64, opponent: u64) -> i32 {
    let own_moves = count(legal_moves(mover, opponent));
    let their_moves = count(legal_moves(opponent, mover));
    if own_moves == 0 && their_moves == 0 {
        return final_value(mover, opponent);
    }
    let empty = !(mover | opponent);
    let mut value = 60 * (count(mover & CORNERS) - count(opponent & CORNERS));
    for &(corner, x_square, c_squares) in &CORNER_ZONES {
        if corner & empty != 0 {
            value -= 25 * (count(mover & x_square) - count(opponent & x_square));
            value -= 8 * (count(mover & c_squares) - count(opponent & c_squares));
        }
    }
    value += 3 * (count(mover & EDGES) - count(opponent & EDGES));
    value += 10 * (own_moves - their_moves);
    let frontier = neighbours(empty);
    value -= 4 * (count(mover & frontier) - count(opponent & frontier));
    if count(empty) < 16 {
        value += count(mover) - count(opponent);
    }
    value
}

pub(crate) fn final_value(mover: u64, opponent: u64) -> i32 {
    let difference = official_difference(mover, opponent);
    if difference > 0 {
        WIN + difference
    } else if difference < 0 {
        -WIN + difference
    } else {
        0
    }
}
