//! The computer player: alpha-beta midgame search and the exact endgame solver.
//!
//! **Computer.** Negamax alpha-beta (fail-soft, principal variation search) with iterative
//! deepening and a transposition table holding bounds and the best move; moves are ordered by
//! that move, then by the opponent's replies after the move (fewest first, corners counting
//! double), then by square value. The evaluation (`eval`) is the trained pattern one, or the
//! classic one on request. With few empty squares left it searches to the end of the game
//! instead and plays the move with the best official score.
//!
//! **ProbCut** (Buro, 1995). A search d plies deep and one about d/2 deep (`probcut_depth`)
//! of the same position differ by a roughly normal error of standard deviation σ, measured
//! per stage and depth over 600 positions of real games (PROBCUT_SIGMA; the mean
//! difference, within ±1 disc, is left out). So from 4 plies on, before searching the moves,
//! the midgame search asks the shallow search whether the value is above beta + 1.5σ (then
//! the deep one is taken to fail high: beta is returned) or below alpha − 1.5σ (fail low).
//! The shallow searches are cheap and cut much of the tree: within level 6's budget
//! the search went 17 plies deep on average instead of 12, and won 65, drew 6 and lost 29 of
//! 100 games against the same level without it (same time a move). It is
//! selective: a deep value is no longer the exact minimax value to that depth, so the tests
//! check the plain search (`Engine::probcut_t` = 0) against negamax, and the exact solver
//! never uses ProbCut.
//!
//! **Exact solver.** Fail-soft alpha-beta on the official difference, in three bands by the
//! number of empty squares. From TABLE_FROM (10): a table of exact bounds (two slots a
//! position, the one of an older search or with fewer empties replaced; the bounds are
//! facts, so later searches use them too: `keep_exact`), enhanced
//! transposition cut-offs (a child the table already knows good enough ends the node, from
//! 12), stability cut-offs (the opponent's stable discs bound the score: `stable_discs` grows
//! them from the edges and full lines, and is only asked when alpha is high enough), and the
//! moves ordered by the opponent's replies after them (corners counting double) and the empty
//! squares next to the mover's discs (its potential replies), the pattern
//! evaluation (from 12), odd quadrants and square value, the table's move first. From 7 to 9:
//! no table, the replies, parity and square value only. Up to 6: no move generation (each
//! empty square tried), odd quadrants first; the last 4, 3, 2 squares in a list sorted once,
//! the last square scored directly. The root is driven by null-window tests ("is the value
//! above g?", g odd since values are even): the first just below a guess from short midgame
//! searches of each move (which also order the root), then up by 2 from each bound proved
//! (one move proves it), or down by doubling steps while no lower bound is known. Among moves
//! of equal value the one that proved the value is played (no further tests to choose among
//! them: they took a quarter of the work on some positions). Alpha-beta returns the minimax
//! value, so all of this is exact; the tests compare it with plain alpha-beta (9-14 empties),
//! the solver before (16-20 empties) and a plain minimax on an array model, and the midgame
//! search with a plain negamax.
//!
//! **Budget.** Levels 6, 7 (the default) and 8 have a budget of work per move (7 and 8: 4 and
//! 16 times level 6's), counted in nodes so that their moves are the same on every machine
//! (`Limits::nodes`): they stop deepening when the next iteration would not fit. Level 6
//! solves exactly from 18 empties with no limit (7 and 8: 20 and 22), and tries from
//! BUDGETED_EARLIER (2) empties more: such a solve that does not fit in the budget
//! (SOLVE_SHARE) is given up for the midgame search (with a budget of its own). Twice the
//! budget made a move take up to 0.69 s here; once, at most 0.34 s (3 self-play games).
//! BUDGETED_OUTCOME (2) empties before that, it tries a win/loss/draw solve within the
//! budget (`outcome_root`: each move with the window (-1, 1), so only the sign is exact,
//! which is far cheaper when the game is not close) and plays a move proved to win, or to
//! draw when nothing wins; a lost position, or one the budget cannot prove, is left to the
//! midgame search.
//!
//! **Time.** With `--time` the search deepens one ply at a time until half the budget is
//! gone, and tries the exact solve once the depth comes within 6 plies of the end; a search
//! that runs out of time (the clock is read every 4096 nodes) is dropped and the move of the
//! last finished one is played.

use crate::board::{count, flips, legal_moves, official_difference, play, CORNERS, EDGES};
use std::time::{Duration, Instant};

use crate::eval::{evaluate, final_value};

/// Strength levels: (midgame search depth (with a budget: the deepest), number of empty
/// squares from which it solves exactly, work budget of a move in nodes or 0 for none; see
/// `Limits::nodes`). With ProbCut, level 6 went about 17 plies deep within its budget, so 20
/// rarely binds (26 instead played the same games).
pub(crate) const LEVELS: [(u32, u32, u64); 8] = [
    (1, 6, 0),
    (2, 8, 0),
    (4, 12, 0),
    (6, 14, 0),
    (8, 16, 0),
    (20, 18, LEVEL6_BUDGET),
    (24, 20, 4 * LEVEL6_BUDGET),
    (28, 22, 16 * LEVEL6_BUDGET),
];
/// The level of `reversi` without `--level` (and of NBoard and GTP until told otherwise):
/// level 7 (about 0.2 s a move on average here, within the 0.5 s the default may take) beat
/// level 6 (the default before, 0.05 s) 62-9-29 over 100 games.
pub(crate) const DEFAULT_LEVEL: u32 = 7;

/// A level with a budget (see `Limits::nodes`) solves exactly from its `exact_from` empties
/// on with no limit, and tries from this many empties more, within SOLVE_SHARE times the
/// budget.
pub(crate) const BUDGETED_EARLIER: u32 = 2;
pub(crate) const SOLVE_SHARE: u64 = 1;

/// A level with a budget tries, from this many empties more again (`Limits::outcome_from`),
/// a win/loss/draw solve within SOLVE_SHARE times the budget: a move it proves to win (or
/// draw, when nothing wins) is played; a lost position, or one the budget cannot prove, is
/// left to the midgame search. From 24 instead of 22 empties it won 94, drew 14 and lost 92
/// of 200 games against 22, and took more time, so 2 it is.
pub(crate) const BUDGETED_OUTCOME: u32 = 2;

/// Level 6's work budget per move (see `Limits::nodes`); levels 7 and 8 have 4 and 16 times it.
pub(crate) const LEVEL6_BUDGET: u64 = 6_000_000;

/// A midgame node costs the budget this many exact-search nodes (it evaluates, orders and
/// probes the table: about four times the time of an exact-search node).
pub(crate) const MIDGAME_NODE_COST: u64 = 4;

/// How the computer thinks: a midgame depth and exact solves from `exact_from` empty squares
/// on (a level, or `set depth` of the protocols), or a time budget per move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Limits {
    pub(crate) depth: u32,
    pub(crate) exact_from: u32,
    pub(crate) time: Option<Duration>,
    /// A work budget per move, counted in exact-search nodes (a midgame node, and an
    /// evaluation to order moves, counts MIDGAME_NODE_COST): an exact solve from `exact_from`
    /// empties or fewer has no limit, one from up to BUDGETED_EARLIER more may spend
    /// SOLVE_SHARE times the budget (if it does not finish, the midgame search decides
    /// within the budget); the
    /// midgame search stops deepening when the next iteration would not fit (an iteration
    /// cut off by the budget is dropped).
    /// Counting nodes, not seconds, keeps the moves the same on every machine.
    pub(crate) nodes: Option<u64>,
    /// With a budget, a win/loss/draw solve is tried from this many empties down to where
    /// the exact solves start (0: none; see BUDGETED_OUTCOME).
    pub(crate) outcome_from: u32,
}

impl Limits {
    /// Level 1-8 (clamped).
    pub(crate) fn level(level: u32) -> Limits {
        let (depth, exact_from, nodes) = LEVELS[(level.clamp(1, 8) - 1) as usize];
        if nodes == 0 {
            return Limits { depth, exact_from, time: None, nodes: None, outcome_from: 0 };
        }
        let outcome_from = exact_from + BUDGETED_EARLIER + BUDGETED_OUTCOME;
        Limits { depth, exact_from, time: None, nodes: Some(nodes), outcome_from }
    }

    /// A fixed midgame depth (clamped to 1-60, no budget), solving exactly from the empties
    /// of the level of that depth without a budget, or from depth + 8 empties (no cap: `set
    /// depth 60` solves any position).
    pub(crate) fn depth(depth: u32) -> Limits {
        let depth = depth.clamp(1, 60);
        let exact_from = match LEVELS.iter().find(|&&(d, _, nodes)| d == depth && nodes == 0) {
            Some(&(_, exact_from, _)) => exact_from,
            None => depth + 8,
        };
        Limits { depth, exact_from, time: None, nodes: None, outcome_from: 0 }
    }

    /// Iterative deepening (and exact solving when it fits) within `seconds` per move.
    pub(crate) fn seconds(seconds: f64) -> Limits {
        let time = Duration::from_secs_f64(seconds.clamp(0.0, 1e6));
        Limits { depth: 60, exact_from: 0, time: Some(time), nodes: None, outcome_from: 0 }
    }
}

pub(crate) const INFINITY: i32 = 30_000;

/// ProbCut (in `Engine::midgame`) from this remaining depth on.
pub(crate) const PROBCUT_FROM: u32 = 4;

/// The standard deviation of a deep search's value less its shallow search's (1/10 disc), by
/// stage (16-25, 26-35, 36-45, 46+ empties) and depth (PROBCUT_FROM to PROBCUT_DEEPEST).
pub(crate) const PROBCUT_SIGMA: [[i32; 9]; 4] = [
    [34, 31, 43, 39, 37, 38, 43, 43, 40],
    [30, 25, 40, 36, 33, 33, 42, 37, 30],
    [18, 20, 26, 26, 23, 22, 28, 25, 23],
    [16, 12, 18, 15, 16, 16, 20, 19, 20],
];
/// Deeper searches use the σ of this depth.
pub(crate) const PROBCUT_DEEPEST: u32 = 12;

/// ProbCut's margin, in tenths of σ: 1.5σ (1.0σ won 48, drew 6 and lost 46 of 100 games
/// against it at level 6).
pub(crate) const PROBCUT_T: i32 = 15;

/// The depth of ProbCut's shallow search for a search `depth` plies deep: about half, with
/// the same parity (so both end with the same side to move).
pub(crate) fn probcut_depth(depth: u32) -> u32 {
    (depth / 2) & !1 | (depth & 1)
}

/// How `Engine::ordered` ranks moves: by square value only (near the leaves), by the
/// opponent's replies (fewest first), or by replies and the evaluation after the move
/// (higher in the tree, where a good order saves the most).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Order {
    Square,
    Fastest,
    Evaluated,
}
pub(crate) const NO_MOVE: u8 = 64;

/// Static square values for move ordering and the evaluation of edges.
pub(crate) const SQUARE_VALUE: [i32; 64] = [
    100, -20, 10, 5, 5, 10, -20, 100, //
    -20, -50, -2, -2, -2, -2, -50, -20, //
    10, -2, 1, 1, 1, 1, -2, 10, //
    5, -2, 1, 0, 0, 1, -2, 5, //
    5, -2, 1, 0, 0, 1, -2, 5, //
    10, -2, 1, 1, 1, 1, -2, 10, //
    -20, -50, -2, -2, -2, -2, -50, -20, //
    100, -20, 10, 5, 5, 10, -20, 100,
];

/// The squares in the order `Engine::shallow` tries them within a parity class: corners, then
/// all but the X-squares (diagonally next to a corner), then the X-squares. On the self-play
/// endgames of 20-25 empties: 2.5-3.8 % fewer nodes than in square order; corners and edges
/// first, or the C-squares last too, gave less.
pub(crate) const SHALLOW_CLASSES: [u64; 3] = build_classes();

const fn build_classes() -> [u64; 3] {
    let mut classes = [0u64; 3];
    let mut square = 0;
    while square < 64 {
        let value = SQUARE_VALUE[square];
        let class = if value >= 100 {
            0
        } else if value > -50 {
            1
        } else {
            2
        };
        classes[class] |= 1u64 << square;
        square += 1;
    }
    classes
}

/// Up to this many empty squares the exact search uses `Engine::shallow`.
pub(crate) const SHALLOW: i32 = 6;

pub(crate) const QUADRANTS: [u64; 4] =
    [0x0000_0000_0f0f_0f0f, 0x0000_0000_f0f0_f0f0, 0x0f0f_0f0f_0000_0000, 0xf0f0_f0f0_0000_0000];

/// The squares next to each square (the 8 neighbours on the board).
const NEIGHBOURS: [u64; 64] = build_neighbours();

const fn build_neighbours() -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut square = 0;
    while square < 64 {
        let (row, col) = ((square / 8) as i32, (square % 8) as i32);
        let mut dr = -1;
        while dr <= 1 {
            let mut dc = -1;
            while dc <= 1 {
                let (r, c) = (row + dr, col + dc);
                if (dr != 0 || dc != 0) && r >= 0 && r < 8 && c >= 0 && c < 8 {
                    table[square] |= 1 << (r * 8 + c);
                }
                dc += 1;
            }
            dr += 1;
        }
        square += 1;
    }
    table
}

/// `flips`, skipping the rays when no opponent disc is next to the square (then nothing
/// flips): most empty squares near the end of the game are not moves.
#[inline(always)]
pub(crate) fn flips_near(mover: u64, opponent: u64, square: u32) -> u64 {
    if NEIGHBOURS[square as usize] & opponent == 0 {
        0
    } else {
        flips(mover, opponent, square)
    }
}

/// LINE_FLIPS[i][p]: the discs flipped along a line of 8 squares by a move on its square i,
/// when the bits of `p` are the mover's discs and every other square is the opponent's (or
/// off the line: such squares lie beyond the line's ends, so the walk reaches the edge and
/// flips nothing).
const LINE_FLIPS: [[u8; 256]; 8] = build_line_flips();

const fn build_line_flips() -> [[u8; 256]; 8] {
    let mut table = [[0u8; 256]; 8];
    let mut i = 0;
    while i < 8 {
        let mut p = 0;
        while p < 256 {
            let mut total = 0;
            let mut j = i + 1;
            while j < 8 && p >> j & 1 == 0 {
                j += 1;
            }
            if j < 8 {
                total += j - i - 1;
            }
            let mut j = i as i32 - 1;
            while j >= 0 && p >> j & 1 == 0 {
                j -= 1;
            }
            if j >= 0 {
                total += i - j as usize - 1;
            }
            table[i][p] = total as u8;
            p += 1;
        }
        i += 1;
    }
    table
}

/// The diagonal (a1-h8 direction) and anti-diagonal through each square.
const DIAGONALS: [(u64, u64); 64] = build_diagonals();

const fn build_diagonals() -> [(u64, u64); 64] {
    let mut table = [(0u64, 0u64); 64];
    let mut square = 0;
    while square < 64 {
        let (row, col) = ((square / 8) as i32, (square % 8) as i32);
        let mut other: i32 = 0;
        while other < 64 {
            let (r, c) = (other / 8, other % 8);
            if r - c == row - col {
                table[square].0 |= 1u64 << other;
            }
            if r + c == row + col {
                table[square].1 |= 1u64 << other;
            }
            other += 1;
        }
        square += 1;
    }
    table
}

/// The number of discs the move on `square` flips when every other square is full and
/// `discs` are the mover's: the mover's discs on the 4 lines through the square gathered
/// into bytes (the rank as it is, the file by a multiplication that puts rank r on bit r,
/// the diagonals by one that puts column c on bit c) and looked up in LINE_FLIPS.
#[inline(always)]
fn last_flips(discs: u64, square: u32) -> i32 {
    let (row, col) = ((square >> 3) as usize, (square & 7) as usize);
    let (diagonal, anti) = DIAGONALS[square as usize];
    let rank = (discs >> (row * 8)) as u8 as usize;
    let file = ((discs >> col) & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56;
    let diagonal = (discs & diagonal).wrapping_mul(0x0101_0101_0101_0101) >> 56;
    let anti = (discs & anti).wrapping_mul(0x0101_0101_0101_0101) >> 56;
    i32::from(LINE_FLIPS[col][rank])
        + i32::from(LINE_FLIPS[row][file as usize])
        + i32::from(LINE_FLIPS[col][diagonal as usize])
        + i32::from(LINE_FLIPS[col][anti as usize])
}

/// The exact official difference for the mover when one empty square is left (the flips
/// counted by `last_flips`, not generated).
pub(crate) fn last_square(mover: u64, opponent: u64, square: u32) -> i32 {
    let flipped = last_flips(mover, square);
    if flipped != 0 {
        let own = count(mover) + flipped + 1;
        return 2 * own - 64;
    }
    let flipped = last_flips(opponent, square);
    if flipped != 0 {
        let theirs = count(opponent) + flipped + 1;
        return 64 - 2 * theirs;
    }
    official_difference(mover, opponent)
}

/// From this many empty squares on, the exact search keeps its results in the table.
pub(crate) const TABLE_FROM: i32 = 10;

/// From this many empty squares on, the exact search looks for its children in the table
/// (enhanced transposition cut-offs).
pub(crate) const ETC_FROM: i32 = 12;

/// The quadrants holding an odd number of the `empty` squares (parity: playing there first
/// tends to leave the last move of each region to the mover).
#[inline(always)]
pub(crate) fn odd_quadrants(empty: u64) -> u64 {
    let mut odd = 0;
    for &quadrant in &QUADRANTS {
        if (empty & quadrant).count_ones() & 1 == 1 {
            odd |= quadrant;
        }
    }
    odd
}

/// The ordering key of a move of the deep exact search, given the position after it (the
/// opponent to move): fewest replies first (corners counting double), fewest potential
/// replies (empty squares next to the mover's discs, weighed POTENTIAL_WEIGHT), then the pattern
/// evaluation (from EVALUATED_FROM empties; the trained one whatever `--eval` says, as it
/// orders best), odd quadrants, the square's value.
#[inline(always)]
fn deep_key(mover: u64, opponent: u64, square: u32, odd: u64, empties: i32) -> i32 {
    let replies = legal_moves(mover, opponent);
    let mut key = -100 * (count(replies) + count(replies & CORNERS))
        - POTENTIAL_WEIGHT * count(around(opponent) & !(mover | opponent));
    if odd >> square & 1 == 1 {
        key += 16;
    }
    if empties >= EVALUATED_FROM {
        key -= crate::eval::patterns(mover, opponent) * 3;
    }
    key + SQUARE_VALUE[square as usize]
}

/// The weight in `deep_key` of the opponent's potential mobility after the move (the empty
/// squares next to the mover's discs), against 100 for each of its replies: 0, 10, 20, 30, 50
/// took 328, 321, 315, 312, 318 M nodes on the 20-23 empty self-play endgames.
const POTENTIAL_WEIGHT: i32 = 30;

/// The squares next to the squares of `set`.
#[inline(always)]
fn around(set: u64) -> u64 {
    const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
    const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    ((set << 1 | set << 9 | set >> 7) & NOT_A)
        | ((set >> 1 | set >> 9 | set << 7) & NOT_H)
        | set << 8
        | set >> 8
}

/// From this many empty squares on, the exact search orders moves with the evaluation too.
pub(crate) const EVALUATED_FROM: i32 = 12;

/// The squares of the 8 files, 8 ranks, and the 15 + 15 diagonals.
const LINES: [u64; 46] = build_lines();

const fn build_lines() -> [u64; 46] {
    let mut lines = [0u64; 46];
    let mut square = 0;
    while square < 64 {
        let (row, col) = (square / 8, square % 8);
        lines[row] |= 1 << square;
        lines[8 + col] |= 1 << square;
        lines[16 + row + col] |= 1 << square;
        lines[31 + 7 + row - col] |= 1 << square;
        square += 1;
    }
    lines
}

const A_AND_H_FILES: u64 = 0x8181_8181_8181_8181;
const FIRST_AND_LAST_RANKS: u64 = 0xff00_0000_0000_00ff;

/// Discs of `own` that can never flip (a lower bound of them): a disc is stable when along
/// each of the 4 lines through it the line is full, or the board edge or a stable own disc
/// is next to it; found by growing from nothing until nothing changes.
pub(crate) fn stable_discs(own: u64, other: u64) -> u64 {
    let filled = own | other;
    let mut full = [0u64; 4];
    for (i, &line) in LINES.iter().enumerate() {
        if filled & line == line {
            full[match i {
                0..=7 => 0,
                8..=15 => 1,
                16..=30 => 2,
                _ => 3,
            }] |= line;
        }
    }
    let mut stable = 0u64;
    loop {
        let s = stable;
        let along_rank = full[0] | A_AND_H_FILES | (s << 1) | (s >> 1);
        let along_file = full[1] | FIRST_AND_LAST_RANKS | (s << 8) | (s >> 8);
        let along_diagonal = full[2] | EDGES | (s << 7) | (s >> 7);
        let along_anti = full[3] | EDGES | (s << 9) | (s >> 9);
        stable = own & along_rank & along_file & along_diagonal & along_anti;
        if stable == s {
            return stable;
        }
    }
}

/// Alpha from which the exact search looks for stable discs of the opponent, by empties
/// (Edax's thresholds: below, such a cut-off is too rare to pay).
const STABILITY_FROM: [i32; 65] = [
    99, 99, 99, 99, 6, 8, 10, 12, 14, 16, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46,
    48, 48, 50, 50, 52, 52, 54, 54, 56, 56, 58, 58, 60, 60, 62, 62, 64, 64, 64, 64, 64, 64, 64, 64,
    64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64,
];

/// The stability cut-off: the mover scores at most 64 - 2 s when the opponent has s stable
/// discs; that bound when it is at most alpha.
#[inline(always)]
fn stability_cut(mover: u64, opponent: u64, alpha: i32, empties: i32) -> Option<i32> {
    if alpha < STABILITY_FROM[empties as usize] || 64 - 2 * count(opponent) > alpha {
        return None;
    }
    let upper = 64 - 2 * count(stable_discs(opponent, mover));
    if upper <= alpha {
        Some(upper)
    } else {
        None
    }
}

#[derive(Clone, Copy, Default)]
pub(crate) struct Entry {
    mover: u64,
    opponent: u64,
    lower: i32,
    upper: i32,
    depth: u8,
    best: u8,
    /// The search that wrote the entry: older midgame entries are ignored, so nothing is
    /// cleared (older exact ones are kept: see `Engine::keep_exact`).
    search: u32,
    /// An exact solver's entry (bounds of the official difference, `depth` its empties), not
    /// the midgame search's.
    exact: bool,
}

/// Two entries on one cache line (64 bytes).
#[derive(Clone, Copy, Default)]
#[repr(align(64))]
pub(crate) struct Pair([Entry; 2]);

/// What the computer chose.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Choice {
    pub(crate) square: u32,
    /// Exact official difference for the mover, when the game was solved.
    pub(crate) solved: Option<i32>,
    /// The value of the move for the mover: the exact difference when solved, else the
    /// midgame evaluation (`eval::discs` converts it).
    pub(crate) value: i32,
    /// The midgame depth of the last finished iteration (the empties when solved).
    pub(crate) depth: u32,
    /// When a win/loss/draw solve proved it (and `solved` is None): 1 if the move wins with
    /// best play, 0 if it draws (`value` is then the midgame value of the move).
    pub(crate) proved: Option<i32>,
}

pub(crate) struct Engine {
    /// The entries by pairs, a pair a cache line (the exact solver's two slots).
    table: Vec<Pair>,
    pub(crate) nodes: u64,
    /// Work spent on this move (`Limits::nodes`) and where a budgeted search stops.
    spent: u64,
    spend_limit: u64,
    search: u32,
    /// A timed search stops at this instant: `aborted` is set and every value is void.
    deadline: Option<Instant>,
    aborted: bool,
    /// ProbCut's margin in the midgame search, in tenths of PROBCUT_SIGMA (PROBCUT_T; see
    /// `Engine::probcut`); 0 turns it off: plain alpha-beta (the tests compare it with plain
    /// negamax).
    pub(crate) probcut_t: i32,
    /// Whether the exact solver uses the bounds that earlier searches proved (true unless a
    /// measurement turns it off). An exact bound is a fact about its position, whatever
    /// search found it: so a solve given up for the budget leaves its proofs to the next
    /// move's, and a position solved once is solved again at once.
    pub(crate) keep_exact: bool,
}

pub(crate) const TABLE_BITS: u32 = 21;

impl Engine {
    pub(crate) fn new() -> Engine {
        Engine {
            table: vec![Pair::default(); 1 << (TABLE_BITS - 1)],
            nodes: 0,
            spent: 0,
            spend_limit: u64::MAX,
            search: 1,
            deadline: None,
            aborted: false,
            probcut_t: PROBCUT_T,
            keep_exact: true,
        }
    }

    /// Forgets everything the table holds, exact bounds too: the next search finds what a new
    /// engine would (a match does this before each game, so that its games do not depend on
    /// the ones before).
    pub(crate) fn forget(&mut self) {
        for pair in self.table.iter_mut() {
            *pair = Pair::default();
        }
        self.search = 1;
    }

    #[inline(always)]
    fn at(&self, slot: usize) -> &Entry {
        &self.table[slot >> 1].0[slot & 1]
    }

    #[inline(always)]
    fn at_mut(&mut self, slot: usize) -> &mut Entry {
        &mut self.table[slot >> 1].0[slot & 1]
    }

    pub(crate) fn slot(mover: u64, opponent: u64) -> usize {
        let h = (mover.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ opponent.rotate_left(29))
            .wrapping_mul(0xbf58_476d_1ce4_e5b9);
        (h >> (64 - TABLE_BITS)) as usize
    }

    /// Starts a new search: forgets the midgame entries of the table (in O(1)) and the node
    /// count.
    pub(crate) fn clear(&mut self) {
        self.search = self.search.wrapping_add(1);
        if self.search == 0 {
            for pair in self.table.iter_mut() {
                *pair = Pair::default();
            }
            self.search = 1;
        }
        self.nodes = 0;
        self.spent = 0;
    }

    /// Counts a node costing `cost` of the budget; every 4096 nodes a timed search looks at
    /// the clock and a budgeted one at its budget. True when the search is out of time or
    /// budget (its values are then void).
    #[inline(always)]
    fn out_of_time(&mut self, cost: u64) -> bool {
        self.nodes += 1;
        self.spent += cost;
        if self.nodes & 4095 == 0 {
            if let Some(deadline) = self.deadline {
                if Instant::now() >= deadline {
                    self.aborted = true;
                }
            }
            if self.spent >= self.spend_limit {
                self.aborted = true;
            }
        }
        self.aborted
    }

    /// Charges the budget for the evaluations of an `Order::Evaluated` ordering of `n` moves
    /// (each costs about what a midgame node does).
    #[inline(always)]
    fn charge_order(&mut self, order: Order, n: usize) {
        if order == Order::Evaluated {
            self.spent += n as u64 * MIDGAME_NODE_COST;
        }
    }

    /// The table's best move for the position from this search, or the value when its bounds
    /// (from a search at least `depth` deep) already decide the window (alpha, beta).
    pub(crate) fn probe(
        &self,
        mover: u64,
        opponent: u64,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> Result<u8, i32> {
        let entry = *self.at(Engine::slot(mover, opponent));
        if entry.exact
            || entry.search != self.search
            || entry.mover != mover
            || entry.opponent != opponent
        {
            return Ok(NO_MOVE);
        }
        if u32::from(entry.depth) >= depth {
            if entry.lower >= beta {
                return Err(entry.lower);
            }
            if entry.upper <= alpha {
                return Err(entry.upper);
            }
        }
        Ok(entry.best)
    }

    /// Keeps a fail-soft search's `value` and best move, searched `depth` deep with the window
    /// (alpha, beta): as a lower bound unless it failed low, an upper bound unless it failed high.
    pub(crate) fn store(
        &mut self,
        mover: u64,
        opponent: u64,
        depth: u32,
        (alpha, beta): (i32, i32),
        value: i32,
        best: u32,
    ) {
        if self.aborted {
            return;
        }
        let slot = Engine::slot(mover, opponent);
        *self.at_mut(slot) = Entry {
            mover,
            opponent,
            lower: if value > alpha { value } else { -INFINITY },
            upper: if value < beta { value } else { INFINITY },
            depth: depth.min(255) as u8,
            best: best as u8,
            search: self.search,
            exact: false,
        };
    }

    /// Principal variation search over the moves `list` in order: the first with the window
    /// (alpha, beta), the later ones with a null window first and again with the full window
    /// when they beat alpha. `search` values a position from its mover's side. Returns the
    /// best value (fail-soft: exact when strictly inside the window) and its move.
    pub(crate) fn principal_variation<F>(
        &mut self,
        (mover, opponent): (u64, u64),
        list: &[u32],
        (mut alpha, beta): (i32, i32),
        mut search: F,
    ) -> (i32, u32)
    where
        F: FnMut(&mut Engine, u64, u64, i32, i32) -> i32,
    {
        let mut best = -INFINITY;
        let mut best_square = list[0];
        for (i, &square) in list.iter().enumerate() {
            let (next_mover, next_opponent) = play(mover, opponent, square);
            let mut value = -INFINITY;
            if i > 0 {
                value = -search(self, next_mover, next_opponent, -alpha - 1, -alpha);
            }
            if i == 0 || (value > alpha && value < beta) {
                value = -search(self, next_mover, next_opponent, -beta, -alpha);
            }
            if value > best {
                best = value;
                best_square = square;
                if value > alpha {
                    alpha = value;
                    if value >= beta {
                        break;
                    }
                }
            }
        }
        (best, best_square)
    }

    /// The moves in search order: the table's best move, then by a key descending, ties in
    /// square order; the key is the square's value, less the opponent's replies after the
    /// move (`Order::Fastest`, `Order::Evaluated`), less the evaluation of the position after
    /// the move (`Order::Evaluated`).
    pub(crate) fn ordered(
        mover: u64,
        opponent: u64,
        moves: u64,
        best: u8,
        order: Order,
    ) -> ([u32; 64], usize) {
        let mut list = [0u32; 64];
        let mut keys = [0i32; 64];
        let mut n = 0;
        let mut rest = moves;
        while rest != 0 {
            let square = rest.trailing_zeros();
            rest &= rest - 1;
            let mut key = SQUARE_VALUE[square as usize];
            if order != Order::Square {
                let (next_mover, next_opponent) = play(mover, opponent, square);
                let replies = legal_moves(next_mover, next_opponent);
                key -= 100 * (count(replies) + count(replies & CORNERS));
                if order == Order::Evaluated {
                    key -= evaluate(next_mover, next_opponent);
                }
            }
            if square as u8 == best {
                key = INFINITY;
            }
            // Insertion by key, stable for equal keys (square order).
            let mut i = n;
            while i > 0 && keys[i - 1] < key {
                keys[i] = keys[i - 1];
                list[i] = list[i - 1];
                i -= 1;
            }
            keys[i] = key;
            list[i] = square;
            n += 1;
        }
        (list, n)
    }

    /// Negamax alpha-beta value of the position `depth` plies deep (passes cost no depth).
    pub(crate) fn midgame(
        &mut self,
        mover: u64,
        opponent: u64,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if self.out_of_time(MIDGAME_NODE_COST) {
            return 0;
        }
        if depth == 0 {
            return evaluate(mover, opponent);
        }
        let moves = legal_moves(mover, opponent);
        if moves == 0 {
            if legal_moves(opponent, mover) == 0 {
                return final_value(mover, opponent);
            }
            return -self.midgame(opponent, mover, depth, -beta, -alpha);
        }
        // The table serves the upper plies only: below, probing costs more than it saves.
        let use_table = depth > 2;
        let mut best_move = NO_MOVE;
        if use_table {
            match self.probe(mover, opponent, depth, alpha, beta) {
                Ok(square) => best_move = square,
                Err(value) => return value,
            }
        }
        if self.probcut_t > 0 && depth >= PROBCUT_FROM {
            if let Some(value) = self.probcut(mover, opponent, depth, alpha, beta) {
                return value;
            }
        }
        let order = match depth {
            0..=2 => Order::Square,
            3 => Order::Fastest,
            _ => Order::Evaluated,
        };
        let (list, n) = Engine::ordered(mover, opponent, moves, best_move, order);
        self.charge_order(order, n);
        let (best, best_square) = self.principal_variation(
            (mover, opponent),
            &list[..n],
            (alpha, beta),
            |engine, m, o, a, b| engine.midgame(m, o, depth - 1, a, b),
        );
        if use_table {
            self.store(mover, opponent, depth, (alpha, beta), best, best_square);
        }
        best
    }

    /// ProbCut (Buro): a search `depth` plies deep and one of `probcut_depth(depth)` differ
    /// by about σ = PROBCUT_SIGMA (by stage and depth; measured, see `probcut_statistics`).
    /// So when the shallow search says the value is at least `probcut_t` tenths of σ above
    /// beta, the deep one is taken to fail high without being searched: beta (and below
    /// alpha, alpha). None when neither test cuts (or the bounds lie beyond ±64 discs).
    fn probcut(
        &mut self,
        mover: u64,
        opponent: u64,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        let empties = count(!(mover | opponent)) as usize;
        let bucket = (empties.max(16) - 16) / 10;
        let sigma =
            PROBCUT_SIGMA[bucket.min(3)][(depth.min(PROBCUT_DEEPEST) - PROBCUT_FROM) as usize];
        let margin = sigma * self.probcut_t / 10;
        let shallow = probcut_depth(depth);
        let limit = 64 * crate::eval::UNITS_PER_DISC;
        if beta + margin < limit {
            let bound = beta + margin;
            if self.midgame(mover, opponent, shallow, bound - 1, bound) >= bound {
                return Some(beta);
            }
        }
        if alpha - margin > -limit {
            let bound = alpha - margin;
            if self.midgame(mover, opponent, shallow, bound, bound + 1) <= bound {
                return Some(alpha);
            }
        }
        None
    }

    // ---- The exact endgame solver.

    /// The exact official score difference for the mover with best play by both sides
    /// (fail-soft alpha-beta: exact when it lies strictly inside (alpha, beta)).
    #[inline]
    pub(crate) fn exact(&mut self, mover: u64, opponent: u64, alpha: i32, beta: i32) -> i32 {
        let empties = count(!(mover | opponent));
        if empties >= TABLE_FROM {
            self.solve_deep(mover, opponent, alpha, beta)
        } else if empties > SHALLOW {
            self.solve_mid(mover, opponent, alpha, beta)
        } else {
            self.shallow(mover, opponent, alpha, beta, false)
        }
    }

    /// The table's bounds for an exact value of the position, if it holds some (from this
    /// search, or an earlier one with `keep_exact`).
    #[inline]
    fn exact_entry(&self, mover: u64, opponent: u64) -> Option<Entry> {
        let slot = Engine::slot(mover, opponent) & !1;
        for entry in &self.table[slot >> 1].0 {
            if entry.exact
                && (entry.search == self.search || self.keep_exact)
                && entry.mover == mover
                && entry.opponent == opponent
            {
                return Some(*entry);
            }
        }
        None
    }

    /// `exact` with the table, stability cut-offs, enhanced transposition cut-offs and moves
    /// ordered by the opponent's (weighted) mobility: the upper part of the tree.
    fn solve_deep(&mut self, mover: u64, opponent: u64, mut alpha: i32, beta: i32) -> i32 {
        if self.out_of_time(1) {
            return 0;
        }
        let moves = legal_moves(mover, opponent);
        if moves == 0 {
            if legal_moves(opponent, mover) == 0 {
                return official_difference(mover, opponent);
            }
            return -self.solve_deep(opponent, mover, -beta, -alpha);
        }
        let empty = !(mover | opponent);
        let empties = count(empty);
        if let Some(upper) = stability_cut(mover, opponent, alpha, empties) {
            return upper;
        }
        let mut best_move = NO_MOVE;
        if let Some(entry) = self.exact_entry(mover, opponent) {
            if entry.lower >= beta {
                return entry.lower;
            }
            if entry.upper <= alpha {
                return entry.upper;
            }
            if entry.lower == entry.upper {
                return entry.lower;
            }
            best_move = entry.best;
        } else {
            // The midgame search of `guess` may have left its best move here.
            let entry = *self.at(Engine::slot(mover, opponent));
            if !entry.exact
                && entry.search == self.search
                && entry.mover == mover
                && entry.opponent == opponent
            {
                best_move = entry.best;
            }
        }
        let window = (alpha, beta);
        // The children; then an enhanced transposition cut-off when the table already knows a
        // child good enough (all the children's entries looked up in one pass, so that the
        // processor fetches them from memory together); then their ordering keys.
        let mut children = [(0u64, 0u64, 0u32, 0i32); 32];
        let mut n = 0;
        let mut rest = moves;
        while rest != 0 {
            let square = rest.trailing_zeros();
            rest &= rest - 1;
            let flipped = flips(mover, opponent, square);
            children[n] = (opponent & !flipped, mover | flipped | (1u64 << square), square, 0);
            n += 1;
        }
        if empties >= ETC_FROM {
            for &(m, o, _, _) in &children[..n] {
                if let Some(entry) = self.exact_entry(m, o) {
                    if -entry.upper >= beta {
                        return -entry.upper;
                    }
                }
            }
        }
        let odd = odd_quadrants(empty);
        for child in &mut children[..n] {
            let (m, o, square, _) = *child;
            child.3 = if square as u8 == best_move {
                INFINITY
            } else {
                deep_key(m, o, square, odd, empties)
            };
        }
        let mut best = -INFINITY;
        let mut best_square = NO_MOVE as u32;
        for i in 0..n {
            // Selection sort, one step a move: a cut-off often comes after the first.
            let mut top = i;
            for j in i + 1..n {
                if children[j].3 > children[top].3 {
                    top = j;
                }
            }
            children.swap(i, top);
            let (m, o, square, _) = children[i];
            let value = if i == 0 {
                -self.exact(m, o, -beta, -alpha)
            } else {
                let mut v = -self.exact(m, o, -alpha - 1, -alpha);
                if v > alpha && v < beta {
                    v = -self.exact(m, o, -beta, -v);
                }
                v
            };
            if value > best {
                best = value;
                best_square = square;
                if value > alpha {
                    alpha = value;
                    if value >= beta {
                        break;
                    }
                }
            }
        }
        self.store_exact(mover, opponent, empties as u32, window, best, best_square);
        best
    }

    /// Keeps an exact search's bounds (as `store`; with those the table holds for the position
    /// already, which stay true), in the slot of the pair that holds the position already,
    /// else the one from an older search or with fewer empties.
    fn store_exact(
        &mut self,
        mover: u64,
        opponent: u64,
        empties: u32,
        (alpha, beta): (i32, i32),
        value: i32,
        best: u32,
    ) {
        if self.aborted {
            return;
        }
        let slot = Engine::slot(mover, opponent) & !1;
        let [a, b] = self.table[slot >> 1].0;
        let (search, keep) = (self.search, self.keep_exact);
        let same = |e: &Entry| {
            (e.search == search || (e.exact && keep)) && e.mover == mover && e.opponent == opponent
        };
        let rank = |e: &Entry| if e.search != search { 0 } else { 1 + u32::from(e.depth) };
        let i = if same(&a) || (!same(&b) && rank(&a) <= rank(&b)) { slot } else { slot + 1 };
        let old = *self.at(i);
        let (mut lower, mut upper) = (-INFINITY, INFINITY);
        if old.exact && same(&old) {
            lower = old.lower;
            upper = old.upper;
        }
        if value > alpha {
            lower = lower.max(value);
        }
        if value < beta {
            upper = upper.min(value);
        }
        *self.at_mut(i) = Entry {
            mover,
            opponent,
            lower,
            upper,
            depth: empties as u8,
            best: best as u8,
            search,
            exact: true,
        };
    }

    /// `exact` for 7 to TABLE_FROM - 1 empties: no table, moves ordered by the opponent's
    /// mobility after them (fewest first), odd quadrants first among equals.
    fn solve_mid(&mut self, mover: u64, opponent: u64, mut alpha: i32, beta: i32) -> i32 {
        if self.out_of_time(1) {
            return 0;
        }
        let moves = legal_moves(mover, opponent);
        if moves == 0 {
            if legal_moves(opponent, mover) == 0 {
                return official_difference(mover, opponent);
            }
            return -self.solve_mid(opponent, mover, -beta, -alpha);
        }
        let empty = !(mover | opponent);
        if let Some(upper) = stability_cut(mover, opponent, alpha, count(empty)) {
            return upper;
        }
        let odd = odd_quadrants(empty);
        let mut children = [(0u64, 0u64, 0i32); 16];
        let mut n = 0;
        let mut rest = moves;
        while rest != 0 {
            let square = rest.trailing_zeros();
            rest &= rest - 1;
            let flipped = flips(mover, opponent, square);
            let (m, o) = (opponent & !flipped, mover | flipped | (1u64 << square));
            let replies = legal_moves(m, o);
            let key = -64 * (count(replies) + count(replies & CORNERS))
                + if odd >> square & 1 == 1 { 16 } else { 0 }
                + SQUARE_VALUE[square as usize] / 4;
            // Insertion by key (at most 16 moves with so few empties).
            let mut i = n;
            while i > 0 && children[i - 1].2 < key {
                children[i] = children[i - 1];
                i -= 1;
            }
            children[i] = (m, o, key);
            n += 1;
        }
        let mut best = -INFINITY;
        for (i, &(m, o, _)) in children[..n].iter().enumerate() {
            let value = if i == 0 || beta == alpha + 1 {
                -self.exact(m, o, -beta, -alpha)
            } else {
                let mut v = -self.exact(m, o, -alpha - 1, -alpha);
                if v > alpha && v < beta {
                    v = -self.exact(m, o, -beta, -v);
                }
                v
            };
            if value > best {
                best = value;
                if value > alpha {
                    alpha = value;
                    if value >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// `exact` for the last few empty squares: no move generation (each empty square is
    /// tried with `flips`), empties in quadrants with an odd number of them first (parity),
    /// the last four in `solve_few`. `passed`: the opponent has just passed.
    pub(crate) fn shallow(
        &mut self,
        mover: u64,
        opponent: u64,
        mut alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        let empty = !(mover | opponent);
        if empty.count_ones() <= 4 {
            return self.solve_few(mover, opponent, alpha, beta, empty);
        }
        if self.out_of_time(1) {
            return 0;
        }
        if let Some(upper) = stability_cut(mover, opponent, alpha, count(empty)) {
            return upper;
        }
        let odd = odd_quadrants(empty);
        let mut best = -INFINITY;
        for &set in &[
            empty & odd & SHALLOW_CLASSES[0],
            empty & odd & SHALLOW_CLASSES[1],
            empty & odd & SHALLOW_CLASSES[2],
            empty & !odd & SHALLOW_CLASSES[0],
            empty & !odd & SHALLOW_CLASSES[1],
            empty & !odd & SHALLOW_CLASSES[2],
        ] {
            let mut rest = set;
            while rest != 0 {
                let square = rest.trailing_zeros();
                rest &= rest - 1;
                let flipped = flips_near(mover, opponent, square);
                if flipped == 0 {
                    continue;
                }
                let value = -self.shallow(
                    opponent & !flipped,
                    mover | flipped | (1u64 << square),
                    -beta,
                    -alpha,
                    false,
                );
                if value > best {
                    best = value;
                    if value > alpha {
                        alpha = value;
                        if value >= beta {
                            return best;
                        }
                    }
                }
            }
        }
        if best > -INFINITY {
            best
        } else if passed {
            official_difference(mover, opponent)
        } else {
            -self.shallow(opponent, mover, -beta, -alpha, true)
        }
    }

    /// The last 1 to 4 empty squares (`empty`), in a list sorted once: odd quadrants first.
    fn solve_few(&mut self, mover: u64, opponent: u64, alpha: i32, beta: i32, empty: u64) -> i32 {
        let odd = odd_quadrants(empty);
        let mut squares = [0u32; 4];
        let mut n = 0;
        for &set in &[empty & odd, empty & !odd] {
            let mut rest = set;
            while rest != 0 {
                squares[n] = rest.trailing_zeros();
                rest &= rest - 1;
                n += 1;
            }
        }
        match n {
            0 => {
                self.nodes += 1;
                official_difference(mover, opponent)
            }
            1 => {
                self.nodes += 1;
                last_square(mover, opponent, squares[0])
            }
            2 => self.solve_2(mover, opponent, alpha, beta, squares[0], squares[1], false),
            3 => self.solve_3(
                mover,
                opponent,
                alpha,
                beta,
                [squares[0], squares[1], squares[2]],
                false,
            ),
            _ => self.solve_4(mover, opponent, alpha, beta, squares, false),
        }
    }

    /// Four empty squares, in order.
    fn solve_4(
        &mut self,
        mover: u64,
        opponent: u64,
        mut alpha: i32,
        beta: i32,
        squares: [u32; 4],
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
        self.spent += 1;
        let mut best = -INFINITY;
        for i in 0..4 {
            let square = squares[i];
            let flipped = flips_near(mover, opponent, square);
            if flipped == 0 {
                continue;
            }
            let mut rest = [0u32; 3];
            let mut k = 0;
            for (j, &s) in squares.iter().enumerate() {
                if j != i {
                    rest[k] = s;
                    k += 1;
                }
            }
            let value = -self.solve_3(
                opponent & !flipped,
                mover | flipped | (1u64 << square),
                -beta,
                -alpha,
                rest,
                false,
            );
            if value > best {
                best = value;
                if value > alpha {
                    alpha = value;
                    if value >= beta {
                        return best;
                    }
                }
            }
        }
        if best > -INFINITY {
            best
        } else if passed {
            official_difference(mover, opponent)
        } else {
            -self.solve_4(opponent, mover, -beta, -alpha, squares, true)
        }
    }

    /// Three empty squares, in order.
    fn solve_3(
        &mut self,
        mover: u64,
        opponent: u64,
        mut alpha: i32,
        beta: i32,
        squares: [u32; 3],
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
        self.spent += 1;
        let mut best = -INFINITY;
        for i in 0..3 {
            let square = squares[i];
            let flipped = flips_near(mover, opponent, square);
            if flipped == 0 {
                continue;
            }
            let (a, b) = match i {
                0 => (squares[1], squares[2]),
                1 => (squares[0], squares[2]),
                _ => (squares[0], squares[1]),
            };
            let value = -self.solve_2(
                opponent & !flipped,
                mover | flipped | (1u64 << square),
                -beta,
                -alpha,
                a,
                b,
                false,
            );
            if value > best {
                best = value;
                if value > alpha {
                    alpha = value;
                    if value >= beta {
                        return best;
                    }
                }
            }
        }
        if best > -INFINITY {
            best
        } else if passed {
            official_difference(mover, opponent)
        } else {
            -self.solve_3(opponent, mover, -beta, -alpha, squares, true)
        }
    }

    /// Two empty squares.
    #[allow(clippy::too_many_arguments)]
    fn solve_2(
        &mut self,
        mover: u64,
        opponent: u64,
        alpha: i32,
        beta: i32,
        a: u32,
        b: u32,
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
        self.spent += 1;
        let mut best = -INFINITY;
        let flipped = flips_near(mover, opponent, a);
        if flipped != 0 {
            self.nodes += 1;
            best = -last_square(opponent & !flipped, mover | flipped | (1u64 << a), b);
            if best >= beta {
                return best;
            }
        }
        let flipped = flips_near(mover, opponent, b);
        if flipped != 0 {
            self.nodes += 1;
            let value = -last_square(opponent & !flipped, mover | flipped | (1u64 << b), a);
            if value > best {
                best = value;
            }
        }
        if best > -INFINITY {
            best
        } else if passed {
            official_difference(mover, opponent)
        } else {
            -self.solve_2(opponent, mover, -beta, -alpha, a, b, true)
        }
    }

    /// The exact value of the best move and the move (void if the search runs out of time).
    /// Null-window tests (is the value above g? values are even, so g is odd) drive the value:
    /// the first just below the value short midgame searches guess (does it reach the
    /// guess?), then 2 above each lower bound proved, or, while there is none, steps that
    /// double downwards from the upper bound. A test stops at the first move that proves it,
    /// which then moves to the front. (A first test 2 below the guess, as before, took 27 %
    /// more time on the 21 self-play endgames, 183 s against 144 s: 8 % less on those of 20-23
    /// empties, 29 % more on those of 24-26, where each proof from below costs the most.)
    fn solve_root(&mut self, mover: u64, opponent: u64, moves: u64, first: u8) -> (i32, u32) {
        let (list, n) = Engine::ordered(mover, opponent, moves, first, Order::Fastest);
        let mut list = list[..n].to_vec();
        let guess = self.guess(mover, opponent, &mut list);
        let (mut lower, mut upper) = (-64, 64);
        let mut best_square = list[0];
        let mut g = guess - 1;
        let mut step = 2;
        while lower < upper {
            let mut best = -INFINITY;
            let mut proved = None;
            for (i, &square) in list.iter().enumerate() {
                let (m, o) = play(mover, opponent, square);
                let value = -self.exact(m, o, -g - 1, -g);
                if self.aborted {
                    return (0, best_square);
                }
                best = best.max(value);
                if value > g {
                    proved = Some(i);
                    break;
                }
            }
            match proved {
                Some(i) => {
                    lower = best;
                    best_square = list[i];
                    let square = list.remove(i);
                    list.insert(0, square);
                }
                None => upper = best,
            }
            if lower >= upper {
                break;
            }
            // The next test: 2 above a lower bound (cheap: a single move proves it), else
            // `step` below the upper bound while there is no lower one.
            g = if proved.is_none() && lower == -64 { upper - 1 - step } else { lower + 1 };
            g = g.clamp(lower + 1, upper - 1);
            step *= 2;
        }
        if self.aborted {
            return (0, best_square);
        }
        (lower, best_square)
    }

    /// A guess of the exact value for `solve_root`, in discs (even): the best value of
    /// short midgame searches of the moves, which also order `list` (best first).
    fn guess(&mut self, mover: u64, opponent: u64, list: &mut [u32]) -> i32 {
        let (values, _) = self.short_searches(mover, opponent, list);
        let discs = crate::eval::discs(values[0]).round() as i32;
        (discs - discs.rem_euclid(2)).clamp(-64, 64)
    }

    /// Short midgame searches of the moves `list`, which they order (best first, the first of
    /// equals staying first): the values in that order, and the depth searched.
    fn short_searches(&mut self, mover: u64, opponent: u64, list: &mut [u32]) -> (Vec<i32>, u32) {
        let empties = count(!(mover | opponent)) as u32;
        let depth = if empties >= 12 { (empties / 2 - 2).min(10) } else { 2 };
        let mut values = Vec::with_capacity(list.len());
        for &square in list.iter() {
            let (m, o) = play(mover, opponent, square);
            values.push((-self.midgame(m, o, depth - 1, -INFINITY, INFINITY), square));
        }
        values.sort_by_key(|&(value, _)| -value);
        for (slot, &(_, square)) in list.iter_mut().zip(&values) {
            *slot = square;
        }
        (values.iter().map(|&(value, _)| value).collect(), depth)
    }

    /// A win/loss/draw solve (void if the search runs out of budget): the moves in the order
    /// of `short_searches`, each solved with the window (-1, 1), so only the sign of its value
    /// is exact. Returns 1 (a win), 0 (a draw) or -1 (a loss) with best play, the first move
    /// that reaches it, its short search value and that search's depth.
    fn outcome_root(&mut self, mover: u64, opponent: u64, moves: u64) -> (i32, u32, i32, u32) {
        let (list, n) = Engine::ordered(mover, opponent, moves, NO_MOVE, Order::Fastest);
        let mut list = list[..n].to_vec();
        let (values, depth) = self.short_searches(mover, opponent, &mut list);
        let (mut best, mut best_index) = (-INFINITY, 0);
        for (i, &square) in list.iter().enumerate() {
            let (m, o) = play(mover, opponent, square);
            let value = -self.exact(m, o, -1, -best.max(-1));
            if self.aborted {
                break;
            }
            if value > best {
                best = value;
                best_index = i;
                if best >= 1 {
                    break;
                }
            }
        }
        (best.signum(), list[best_index], values[best_index], depth)
    }

    /// The move the computer plays at `level` (1-based); the mover must have a legal move.
    #[cfg(test)]
    pub(crate) fn choose(&mut self, mover: u64, opponent: u64, level: u32) -> Choice {
        self.think(mover, opponent, Limits::level(level))
    }

    /// The move the computer plays within `limits`; the mover must have a legal move.
    pub(crate) fn think(&mut self, mover: u64, opponent: u64, limits: Limits) -> Choice {
        let started = Instant::now();
        self.clear();
        self.aborted = false;
        self.deadline = limits.time.map(|t| started + t);
        let choice = match limits.time {
            None => self.fixed(mover, opponent, limits),
            Some(budget) => self.timed(mover, opponent, started, budget),
        };
        self.deadline = None;
        self.spend_limit = u64::MAX;
        self.aborted = false;
        choice
    }

    /// The midgame value of the best move `depth` plies deep and the move (`first` searched
    /// first; void if the search runs out of time).
    fn midgame_root(
        &mut self,
        mover: u64,
        opponent: u64,
        moves: u64,
        first: u8,
        depth: u32,
    ) -> (i32, u32) {
        let (list, n) = Engine::ordered(mover, opponent, moves, first, Order::Fastest);
        self.principal_variation(
            (mover, opponent),
            &list[..n],
            (-INFINITY, INFINITY),
            |engine, m, o, a, b| engine.midgame(m, o, depth - 1, a, b),
        )
    }

    /// A level's or a fixed depth's search (with the budget of `Limits::nodes`, if any).
    fn fixed(&mut self, mover: u64, opponent: u64, limits: Limits) -> Choice {
        let moves = legal_moves(mover, opponent);
        let empties = count(!(mover | opponent)) as u32;
        let budget = limits.nodes.unwrap_or(u64::MAX);
        let earlier = if limits.nodes.is_some() { BUDGETED_EARLIER } else { 0 };
        if empties <= limits.exact_from + earlier {
            self.spend_limit = if empties <= limits.exact_from {
                u64::MAX
            } else {
                budget.saturating_mul(SOLVE_SHARE)
            };
            let (value, square) = self.solve_root(mover, opponent, moves, NO_MOVE);
            if !self.aborted {
                return Choice { square, solved: Some(value), value, depth: empties, proved: None };
            }
            // Over its budget: the midgame search below decides, with a budget of its own.
            self.aborted = false;
            self.spent = 0;
        } else if limits.nodes.is_some() && empties <= limits.outcome_from {
            self.spend_limit = budget.saturating_mul(SOLVE_SHARE);
            let (outcome, square, value, depth) = self.outcome_root(mover, opponent, moves);
            if !self.aborted && outcome >= 0 {
                return Choice { square, solved: None, value, depth, proved: Some(outcome) };
            }
            self.aborted = false;
            self.spent = 0;
        }
        self.spend_limit = budget;
        if moves.count_ones() == 1 {
            // Forced: a short search only for the value shown.
            let depth = limits.depth.min(2);
            let (value, square) = self.midgame_root(mover, opponent, moves, NO_MOVE, depth);
            return Choice { square, solved: None, value, depth, proved: None };
        }
        // Iterative deepening; the root keeps the previous iteration's best move first. With
        // a budget it stops when the next iteration (about three times the last one) would
        // not fit, and drops one that the budget cuts off.
        let first = Engine::ordered(mover, opponent, moves, NO_MOVE, Order::Fastest).0[0];
        let mut choice = Choice { square: first, solved: None, value: 0, depth: 0, proved: None };
        for d in 1..=limits.depth {
            let before = self.spent;
            let (value, square) = self.midgame_root(mover, opponent, moves, choice.square as u8, d);
            if self.aborted {
                break;
            }
            choice = Choice { square, solved: None, value, depth: d, proved: None };
            let last = self.spent - before;
            if self.spent.saturating_add(last.saturating_mul(3)) > budget {
                break;
            }
        }
        self.aborted = false;
        choice
    }

    /// Iterative deepening until the budget runs out (or looks too small for the next
    /// iteration); an exact solve is tried once the midgame depth comes within 6 plies of
    /// the end. Plays the best move of the last finished search.
    fn timed(&mut self, mover: u64, opponent: u64, started: Instant, budget: Duration) -> Choice {
        let moves = legal_moves(mover, opponent);
        let empties = count(!(mover | opponent)) as u32;
        let first = Engine::ordered(mover, opponent, moves, NO_MOVE, Order::Fastest).0[0];
        let mut choice = Choice { square: first, solved: None, value: 0, depth: 0, proved: None };
        for d in 1..=60 {
            if empties <= d + 6 {
                let (value, square) = self.solve_root(mover, opponent, moves, choice.square as u8);
                if !self.aborted {
                    choice =
                        Choice { square, solved: Some(value), value, depth: empties, proved: None };
                }
                break;
            }
            let (value, square) = self.midgame_root(mover, opponent, moves, choice.square as u8, d);
            if self.aborted {
                break;
            }
            choice = Choice { square, solved: None, value, depth: d, proved: None };
            if moves.count_ones() == 1 || started.elapsed() * 2 > budget {
                break;
            }
        }
        choice
    }

    /// Every legal move with its value from the mover's side, best first (ties in square
    /// order), searched as `limits` says (a timed search sets the depth of the others) and
    /// whether the values are exact. The mover must have a legal move.
    pub(crate) fn rank(
        &mut self,
        mover: u64,
        opponent: u64,
        limits: Limits,
    ) -> (Vec<(u32, i32)>, Choice) {
        self.rank_best(mover, opponent, limits, 64)
    }

    /// The best `wanted` moves of `rank` (the same moves, values and order), found without
    /// valuing the others: the search's choice first, then each other move with a window
    /// that only asks whether it beats the `wanted`-th value so far (less one, for ties);
    /// a move that fails low is out, one inside the window has its exact value.
    pub(crate) fn rank_best(
        &mut self,
        mover: u64,
        opponent: u64,
        limits: Limits,
        wanted: usize,
    ) -> (Vec<(u32, i32)>, Choice) {
        let choice = self.think(mover, opponent, limits);
        // A move a win/loss/draw solve proved comes first: the others' midgame values may be
        // higher, but none wins (or, for a proved draw, none wins and it draws).
        let chosen_first = choice.proved.is_some();
        let order = |&(square, value): &(u32, i32)| {
            (!(chosen_first && square == choice.square), -value, square != choice.square, square)
        };
        let mut ranked = vec![(choice.square, choice.value)];
        let mut rest = legal_moves(mover, opponent) & !(1u64 << choice.square);
        while rest != 0 && wanted > 1 {
            let square = rest.trailing_zeros();
            rest &= rest - 1;
            let (m, o) = play(mover, opponent, square);
            let floor = if ranked.len() < wanted { None } else { Some(ranked[wanted - 1].1 - 1) };
            let value = if choice.solved.is_some() {
                -self.exact(m, o, -65, -floor.unwrap_or(-65))
            } else if choice.depth == 0 {
                -evaluate(m, o)
            } else {
                -self.midgame(m, o, choice.depth - 1, -INFINITY, -floor.unwrap_or(-INFINITY))
            };
            if floor.map_or(true, |floor| value > floor) {
                ranked.push((square, value));
                ranked.sort_by_key(order);
                ranked.truncate(wanted);
            }
        }
        (ranked, choice)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Game;
    use crate::board::*;
    use crate::eval::WIN;
    use crate::testkit::*;
    use std::time::Instant;

    /// The solver before issue 23 (kept to check the fast one): table at every node from 7
    /// empties, the evaluation's ordering from 12, parity without move generation up to 6.
    impl Engine {
        /// The exact official score difference for the mover with best play by both sides
        /// (fail-soft alpha-beta: exact when it lies strictly inside (alpha, beta)).
        fn old_exact(&mut self, mover: u64, opponent: u64, alpha: i32, beta: i32) -> i32 {
            if count(!(mover | opponent)) <= SHALLOW {
                return self.old_shallow(mover, opponent, alpha, beta, false);
            }
            if self.out_of_time(1) {
                return 0;
            }
            let moves = legal_moves(mover, opponent);
            if moves == 0 {
                if legal_moves(opponent, mover) == 0 {
                    return official_difference(mover, opponent);
                }
                return -self.old_exact(opponent, mover, -beta, -alpha);
            }
            // Entries here are all exact searches (depth 64), so any depth will do.
            let best_move = match self.probe(mover, opponent, 0, alpha, beta) {
                Ok(square) => square,
                Err(value) => return value,
            };
            // The evaluation's advice costs more than it saves near the end.
            let order =
                if count(!(mover | opponent)) >= 12 { Order::Evaluated } else { Order::Fastest };
            let (list, n) = Engine::ordered(mover, opponent, moves, best_move, order);
            self.charge_order(order, n);
            let (best, best_square) = self.principal_variation(
                (mover, opponent),
                &list[..n],
                (alpha, beta),
                |engine, m, o, a, b| engine.old_exact(m, o, a, b),
            );
            self.store(mover, opponent, 64, (alpha, beta), best, best_square);
            best
        }

        /// `exact` for the last few empty squares: no move generation (each empty square is
        /// tried with `flips`), empties in quadrants with an odd number of them first (parity),
        /// the last square scored directly. `passed`: the opponent has just passed.
        fn old_shallow(
            &mut self,
            mover: u64,
            opponent: u64,
            mut alpha: i32,
            beta: i32,
            passed: bool,
        ) -> i32 {
            if self.out_of_time(1) {
                return 0;
            }
            let empty = !(mover | opponent);
            if empty.count_ones() == 1 {
                return last_square(mover, opponent, empty.trailing_zeros());
            }
            let mut odd = 0;
            for &quadrant in &QUADRANTS {
                if (empty & quadrant).count_ones() & 1 == 1 {
                    odd |= quadrant;
                }
            }
            let mut best = -INFINITY;
            for &set in &[empty & odd, empty & !odd] {
                let mut rest = set;
                while rest != 0 {
                    let square = rest.trailing_zeros();
                    rest &= rest - 1;
                    let flipped = flips(mover, opponent, square);
                    if flipped == 0 {
                        continue;
                    }
                    let value = -self.old_shallow(
                        opponent & !flipped,
                        mover | flipped | (1u64 << square),
                        -beta,
                        -alpha,
                        false,
                    );
                    if value > best {
                        best = value;
                        if value > alpha {
                            alpha = value;
                            if value >= beta {
                                return best;
                            }
                        }
                    }
                }
            }
            if best > -INFINITY {
                best
            } else if passed {
                official_difference(mover, opponent)
            } else {
                -self.old_shallow(opponent, mover, -beta, -alpha, true)
            }
        }
    }

    // ---- The computer.

    /// Plays one game; `cpu_black` says which colour the engine has; `other` picks the rest.
    fn match_game(
        engine: &mut Engine,
        level: u32,
        cpu_black: bool,
        rng: &mut Rng,
        greedy: bool,
    ) -> i32 {
        let mut game = Game::start();
        while !game.is_over() {
            let moves = game.moves();
            if moves == 0 {
                game.pass();
                continue;
            }
            let (mover, opponent) = game.sides();
            let square = if game.black_to_move == cpu_black {
                let choice = engine.choose(mover, opponent, level);
                assert!(moves >> choice.square & 1 == 1, "the computer chose an illegal move");
                choice.square
            } else if greedy {
                let most = (0..64)
                    .filter(|&s| moves >> s & 1 == 1)
                    .map(|s| flips(mover, opponent, s).count_ones())
                    .max()
                    .unwrap();
                let best = (0..64).filter(|&s| {
                    moves >> s & 1 == 1 && flips(mover, opponent, s).count_ones() == most
                });
                rng.pick(best.fold(0u64, |m, s| m | 1u64 << s))
            } else {
                rng.pick(moves)
            };
            game.apply(square);
        }
        let (cpu, other) =
            if cpu_black { (game.black, game.white) } else { (game.white, game.black) };
        official_difference(cpu, other)
    }

    /// Games the computer plays against a random or greedy mover: 20 per colour, the stronger
    /// reading of "every one of 20 games" and "18 of 20 games as either colour". At level 4,
    /// two below the default, whose games cost about ten times as much: the default only
    /// searches deeper.
    const MATCH_GAMES: usize = 20;
    const MATCH_LEVEL: u32 = 4;

    fn wins(cpu_black: bool, greedy: bool, seed: u64) -> usize {
        let mut engine = Engine::new();
        let mut rng = Rng(seed);
        let margins: Vec<i32> = (0..MATCH_GAMES)
            .map(|_| match_game(&mut engine, MATCH_LEVEL, cpu_black, &mut rng, greedy))
            .collect();
        let won = margins.iter().filter(|&&m| m > 0).count();
        let opponent = if greedy { "greedy" } else { "random" };
        println!(
            "as {}: {} of {} won against {}, official margins {:?}",
            if cpu_black { "Black" } else { "White" },
            won,
            MATCH_GAMES,
            opponent,
            margins
        );
        won
    }

    #[test]
    fn beats_a_random_mover_as_black() {
        assert_eq!(wins(true, false, 11), MATCH_GAMES);
    }

    #[test]
    fn beats_a_random_mover_as_white() {
        assert_eq!(wins(false, false, 12), MATCH_GAMES);
    }

    #[test]
    fn beats_a_greedy_mover_as_black() {
        assert!(wins(true, true, 13) >= 18);
    }

    #[test]
    fn beats_a_greedy_mover_as_white() {
        assert!(wins(false, true, 14) >= 18);
    }

    #[test]
    fn the_computer_plays_only_legal_moves() {
        // Levels 1-4 here and 5 in the matches above; 6-8 only search deeper (too slow here).
        let mut engine = Engine::new();
        let mut rng = Rng(21);
        for level in 1..=4 {
            for &cpu_black in &[true, false] {
                match_game(&mut engine, level, cpu_black, &mut rng, false);
            }
        }
        // A single legal move (c1) is played without a search.
        let choice = engine.choose(bit("a1"), bit("b1"), 5);
        assert_eq!(choice.square, 2);
    }

    #[test]
    fn exact_solving_agrees_with_plain_minimax() {
        let mut engine = Engine::new();
        let mut rng = Rng(31);
        for (mover, opponent) in endgame_positions(400, 8, &mut rng) {
            let truth = array_minimax(&cells(mover, opponent));
            engine.clear();
            assert_eq!(engine.exact(mover, opponent, -65, 65), truth);
            // Null windows around the truth give the right side.
            engine.clear();
            assert!(engine.exact(mover, opponent, truth - 1, truth) >= truth);
            engine.clear();
            assert!(engine.exact(mover, opponent, truth, truth + 1) <= truth);
            // The computer's move keeps the value (level 1 solves 6 empties, level 3 twelve).
            if legal_moves(mover, opponent) != 0 {
                let choice = engine.choose(mover, opponent, 3);
                let (next_mover, next_opponent) = play(mover, opponent, choice.square);
                assert_eq!(-array_minimax(&cells(next_mover, next_opponent)), truth);
                assert_eq!(choice.solved, Some(truth));
            }
        }
    }

    /// Plain fail-hard alpha-beta over the official difference: moves in square order, no
    /// table, no ordering, no cut-off but alpha-beta's own (exact for the window (-65, 65)).
    fn plain_alpha_beta(mover: u64, opponent: u64, mut alpha: i32, beta: i32) -> i32 {
        let moves = legal_moves(mover, opponent);
        if moves == 0 {
            if legal_moves(opponent, mover) == 0 {
                return official_difference(mover, opponent);
            }
            return -plain_alpha_beta(opponent, mover, -beta, -alpha);
        }
        for square in (0..64).filter(|&s| moves >> s & 1 == 1) {
            let (m, o) = play(mover, opponent, square);
            let value = -plain_alpha_beta(m, o, -beta, -alpha);
            if value >= beta {
                return beta;
            }
            alpha = alpha.max(value);
        }
        alpha
    }

    /// Random positions with exactly `n` empty squares (the mover to move, the game not over).
    fn positions_with_empties(n: u32, count: usize, rng: &mut Rng) -> Vec<(u64, u64)> {
        let mut found = Vec::new();
        while found.len() < count {
            let (m, o) = random_game_until(rng, |m, o| empties(m, o) <= n);
            if empties(m, o) == n && legal_moves(m, o) != 0 {
                found.push((m, o));
            }
        }
        found
    }

    #[test]
    fn fast_solver_agrees_with_plain_alpha_beta_up_to_14_empties() {
        // The table (from 12 empties), the enhanced transposition and stability cut-offs, the
        // specialised last squares and the null-window driver of the root against alpha-beta.
        let mut engine = Engine::new();
        let mut rng = Rng(81);
        for n in 9..=14 {
            for (mover, opponent) in
                positions_with_empties(n, if n >= 13 { 3 } else { 6 }, &mut rng)
            {
                let truth = plain_alpha_beta(mover, opponent, -65, 65);
                engine.clear();
                assert_eq!(engine.exact(mover, opponent, -65, 65), truth);
                for &(alpha, beta) in &[(truth - 1, truth), (truth, truth + 1), (-65, truth - 3)] {
                    let value = engine.exact(mover, opponent, alpha, beta);
                    assert!(
                        (value <= alpha && truth <= value)
                            || (value >= beta && truth >= value)
                            || (alpha < value && value < beta && value == truth),
                        "{} in ({}, {}) for {}",
                        value,
                        alpha,
                        beta,
                        truth
                    );
                }
                let choice = engine.think(mover, opponent, Limits::depth(60));
                assert_eq!(choice.solved, Some(truth));
                let (m, o) = play(mover, opponent, choice.square);
                assert_eq!(-plain_alpha_beta(m, o, -65, 65), truth);
            }
        }
    }

    #[test]
    fn exact_bounds_kept_from_earlier_searches_give_the_same_values_for_less_work() {
        // A solve leaves its proofs in the table for the next searches (`keep_exact`): the
        // positions two plies on, the same position again, and a solve given up for its budget
        // then made must get the values a new engine gets, and with less work.
        let mut warm = Engine::new();
        let mut cold = Engine::new();
        let mut rng = Rng(57);
        let (mut warm_nodes, mut cold_nodes) = (0, 0);
        let solve = |engine: &mut Engine, m, o| {
            let choice = engine.think(m, o, Limits::depth(60));
            (choice.solved.unwrap(), engine.nodes, choice.square)
        };
        for (mover, opponent) in positions_with_empties(16, 5, &mut rng) {
            let (value, first_nodes, square) = solve(&mut warm, mover, opponent);
            cold.forget();
            assert_eq!(solve(&mut cold, mover, opponent).0, value);
            let (again, again_nodes, _) = solve(&mut warm, mover, opponent);
            assert_eq!(again, value);
            assert!(again_nodes * 10 < first_nodes, "{} {}", again_nodes, first_nodes);
            let (m, o) = play(mover, opponent, square);
            let mut replies = legal_moves(m, o);
            while replies != 0 {
                let (m2, o2) = play(m, o, replies.trailing_zeros());
                replies &= replies - 1;
                if legal_moves(m2, o2) == 0 {
                    continue;
                }
                let (w, wn, w_square) = solve(&mut warm, m2, o2);
                cold.forget();
                let (c, cn, _) = solve(&mut cold, m2, o2);
                assert_eq!(w, c);
                let (m3, o3) = play(m2, o2, w_square);
                assert_eq!(-plain_alpha_beta(m3, o3, -65, 65), w);
                warm_nodes += wn;
                cold_nodes += cn;
            }
        }
        // Over every reply, not only those the first solve's proofs went through: at least 10 %.
        assert!(warm_nodes * 10 < cold_nodes * 9, "{} {}", warm_nodes, cold_nodes);
        // Given up for the budget, then solved: the second solve goes on from the first.
        let (mut gave_up, mut saved) = (0, 0);
        for (mover, opponent) in positions_with_empties(19, 6, &mut rng) {
            let budgeted = Limits {
                depth: 4,
                exact_from: 17,
                time: None,
                nodes: Some(200_000),
                outcome_from: 0,
            };
            warm.forget();
            if warm.think(mover, opponent, budgeted).solved.is_some() {
                continue;
            }
            gave_up += 1;
            let (w, wn, _) = solve(&mut warm, mover, opponent);
            cold.forget();
            let (c, cn, _) = solve(&mut cold, mover, opponent);
            assert_eq!(w, c);
            if wn < cn {
                saved += 1;
            }
        }
        assert!(gave_up >= 3 && saved * 3 >= gave_up * 2, "{} {}", gave_up, saved);
    }

    #[test]
    fn win_loss_draw_solves_agree_with_plain_alpha_beta() {
        // `outcome_root` directly, and through a budgeted level that tries it (here from 13
        // empties, exact from 8 and tried from 10): the sign it proves is the sign of the
        // exact value, of the position and of the move it plays.
        let mut engine = Engine::new();
        let mut rng = Rng(84);
        let limits =
            Limits { depth: 6, exact_from: 8, time: None, nodes: Some(1 << 40), outcome_from: 13 };
        let (mut wins, mut draws, mut losses) = (0, 0, 0);
        // Proved moves with a lower midgame value than another move.
        let mut outranked = 0;
        let mut positions = Vec::new();
        for n in 11..=13 {
            positions.extend(positions_with_empties(n, 8, &mut rng));
        }
        // Draws are rare: two more, from positions of 11 empties.
        let mut found = 0;
        while found < 2 {
            let (mover, opponent) = positions_with_empties(11, 1, &mut rng)[0];
            if plain_alpha_beta(mover, opponent, -1, 1) == 0 {
                positions.push((mover, opponent));
                found += 1;
            }
        }
        for &(mover, opponent) in &positions {
            let truth = plain_alpha_beta(mover, opponent, -65, 65).signum();
            engine.clear();
            let (outcome, square, _, _) =
                engine.outcome_root(mover, opponent, legal_moves(mover, opponent));
            assert_eq!(outcome, truth);
            let (m, o) = play(mover, opponent, square);
            assert_eq!(-plain_alpha_beta(m, o, -65, 65).signum(), truth);
            let choice = engine.think(mover, opponent, limits);
            match truth {
                1 => wins += 1,
                0 => draws += 1,
                _ => losses += 1,
            }
            if truth < 0 {
                assert_eq!(choice.proved, None, "a lost position goes to the midgame search");
                continue;
            }
            assert_eq!((choice.proved, choice.solved), (Some(truth), None));
            let (m, o) = play(mover, opponent, choice.square);
            assert_eq!(-plain_alpha_beta(m, o, -65, 65).signum(), truth);
            // The proved move heads the ranking (`hint all`, NBoard's `hint n`), whatever
            // the midgame values of the others.
            let (ranked, _) = engine.rank(mover, opponent, limits);
            assert_eq!(ranked[0].0, choice.square);
            assert_eq!(engine.rank_best(mover, opponent, limits, 1).0[0].0, choice.square);
            if ranked.iter().any(|&(_, value)| value > ranked[0].1) {
                outranked += 1;
            }
        }
        assert!(outranked > 0);
        assert!(wins > 5 && draws > 0 && losses > 5, "{} {} {}", wins, draws, losses);
        // Beyond `outcome_from`, or without a budget, no such solve.
        let (mover, opponent) = positions_with_empties(14, 1, &mut rng)[0];
        assert_eq!(engine.think(mover, opponent, limits).proved, None);
        let (mover, opponent) = positions_with_empties(12, 1, &mut rng)[0];
        assert_eq!(engine.think(mover, opponent, Limits { nodes: None, ..limits }).proved, None);
    }

    #[test]
    fn fast_solver_agrees_with_the_old_solver() {
        // Random positions of 16 and 18 empties, and two self-play ones of 20.
        let mut engine = Engine::new();
        let mut rng = Rng(82);
        let mut positions = positions_with_empties(16, 4, &mut rng);
        positions.extend(positions_with_empties(18, 3, &mut rng));
        for k in [0, 2] {
            positions.push(Game::from_board(SELFPLAY_ENDGAMES[k]).unwrap().sides());
        }
        for (mover, opponent) in positions {
            engine.clear();
            let old = engine.old_exact(mover, opponent, -65, 65);
            engine.clear();
            assert_eq!(engine.exact(mover, opponent, -65, 65), old);
            let choice = engine.think(mover, opponent, Limits::depth(60));
            assert_eq!(choice.solved, Some(old));
            let (m, o) = play(mover, opponent, choice.square);
            engine.clear();
            assert_eq!(-engine.old_exact(m, o, -65, 65), old);
        }
    }

    #[test]
    fn a_pair_of_entries_is_a_cache_line() {
        assert_eq!(std::mem::size_of::<Pair>(), 64);
        assert_eq!(std::mem::align_of::<Pair>(), 64);
    }

    #[test]
    fn last_flips_counts_what_flips_flips() {
        // Every square of boards full but for it, with random and with nearly one-sided
        // discs, against the generated flips of both sides.
        let mut rng = Rng(23);
        for k in 0..20_000 {
            let square = (k % 64) as u32;
            let bit = 1u64 << square;
            let mut mover = match k / 64 % 3 {
                0 => rng.next(),
                1 => rng.next() & rng.next() & rng.next(),
                _ => rng.next() | rng.next() | rng.next(),
            };
            mover &= !bit;
            let opponent = !mover & !bit;
            assert_eq!(last_flips(mover, square), count(flips(mover, opponent, square)));
            assert_eq!(last_flips(opponent, square), count(flips(opponent, mover, square)));
        }
    }

    #[test]
    fn stable_discs_never_flip() {
        // From positions of every stage, random games to the end: a disc found stable keeps
        // its colour. And a full board is all stable.
        let mut rng = Rng(83);
        let mut found = 0;
        for (mover, opponent) in endgame_positions(400, 50, &mut rng) {
            let (black, white) = (mover, opponent);
            let stable = (stable_discs(black, white), stable_discs(white, black));
            found += count(stable.0) + count(stable.1);
            for _ in 0..4 {
                let (mut m, mut o, mut black_to_move) = (black, white, true);
                loop {
                    let moves = legal_moves(m, o);
                    if moves == 0 {
                        if legal_moves(o, m) == 0 {
                            break;
                        }
                    } else {
                        let next = play(m, o, rng.pick(moves));
                        m = next.1;
                        o = next.0;
                    }
                    std::mem::swap(&mut m, &mut o);
                    black_to_move = !black_to_move;
                    let (b, w) = if black_to_move { (m, o) } else { (o, m) };
                    assert_eq!(b & stable.0, stable.0);
                    assert_eq!(w & stable.1, stable.1);
                }
            }
        }
        assert!(found > 1000, "{}", found);
        assert_eq!(
            stable_discs(0x00ff_00ff_00ff_00ff, 0xff00_ff00_ff00_ff00),
            0x00ff_00ff_00ff_00ff
        );
        assert_eq!(stable_discs(bit("a1"), 0), bit("a1"));
        assert_eq!(stable_discs(bit("b2"), bits("a1 c3")), 0);
    }

    #[test]
    fn the_best_n_moves_are_the_first_n_of_the_ranking() {
        let mut engine = Engine::new();
        let mut rng = Rng(84);
        for (k, (mover, opponent)) in endgame_positions(40, 40, &mut rng).into_iter().enumerate() {
            if legal_moves(mover, opponent) == 0 {
                continue;
            }
            let limits = [Limits::level(1), Limits::level(3), Limits::depth(4)][k % 3];
            let (all, choice) = engine.rank(mover, opponent, limits);
            for wanted in 1..=3 {
                let (best, same) = engine.rank_best(mover, opponent, limits, wanted);
                assert_eq!(same, choice);
                assert_eq!(&best[..], &all[..wanted.min(all.len())]);
            }
        }
    }

    /// Plain fixed-depth negamax over the evaluation (passes cost no depth), no table.
    fn plain_negamax(mover: u64, opponent: u64, depth: u32) -> i32 {
        if depth == 0 {
            return evaluate(mover, opponent);
        }
        let moves = legal_moves(mover, opponent);
        if moves == 0 {
            if legal_moves(opponent, mover) == 0 {
                return final_value(mover, opponent);
            }
            return -plain_negamax(opponent, mover, depth);
        }
        (0..64)
            .filter(|&s| moves >> s & 1 == 1)
            .map(|s| {
                let (m, o) = play(mover, opponent, s);
                -plain_negamax(m, o, depth - 1)
            })
            .max()
            .unwrap()
    }

    #[test]
    fn midgame_search_equals_plain_negamax() {
        // With a fresh table, a position's remaining depth is fixed by its disc count, so the
        // table, the ordering and the null windows must not change the value. Without
        // ProbCut at any depth; with it, below PROBCUT_FROM.
        let mut engine = Engine::new();
        let mut rng = Rng(61);
        for (k, (mover, opponent)) in endgame_positions(300, 60, &mut rng).into_iter().enumerate() {
            let depth = 1 + (k % 5) as u32;
            let plain = plain_negamax(mover, opponent, depth);
            engine.probcut_t = 0;
            engine.clear();
            assert_eq!(engine.midgame(mover, opponent, depth, -INFINITY, INFINITY), plain);
            engine.probcut_t = PROBCUT_T;
            if depth < PROBCUT_FROM {
                engine.clear();
                assert_eq!(engine.midgame(mover, opponent, depth, -INFINITY, INFINITY), plain);
            }
        }
    }

    #[test]
    fn probcut_stays_near_the_plain_search_and_searches_less() {
        // Midgame positions searched 8 plies deep with and without ProbCut: the values are
        // mostly within 2 PROBCUT_T sigmas (1/10 disc) of each other, and the nodes fewer.
        let mut engine = Engine::new();
        let mut rng = Rng(62);
        let (mut near, mut nodes_plain, mut nodes_selective) = (0, 0, 0);
        let positions: Vec<(u64, u64)> =
            (0..40).map(|_| random_game_until(&mut rng, |m, o| empties(m, o) <= 40)).collect();
        for &(mover, opponent) in &positions {
            engine.probcut_t = 0;
            engine.clear();
            let plain = engine.midgame(mover, opponent, 8, -INFINITY, INFINITY);
            nodes_plain += engine.nodes;
            engine.probcut_t = PROBCUT_T;
            engine.clear();
            let selective = engine.midgame(mover, opponent, 8, -INFINITY, INFINITY);
            nodes_selective += engine.nodes;
            let sigma = PROBCUT_SIGMA[2][8 - PROBCUT_FROM as usize];
            if (plain - selective).abs() <= 2 * sigma * PROBCUT_T / 10 {
                near += 1;
            }
        }
        assert!(near >= 36, "{} of 40 near", near);
        assert!(nodes_selective * 2 < nodes_plain, "{} {}", nodes_selective, nodes_plain);
    }

    #[test]
    fn limits_of_levels_depths_and_time() {
        assert_eq!(
            Limits::level(5),
            Limits { depth: 8, exact_from: 16, time: None, nodes: None, outcome_from: 0 }
        );
        assert_eq!(Limits::depth(8), Limits::level(5));
        assert_eq!(Limits::level(6).nodes, Some(LEVEL6_BUDGET));
        assert_eq!(Limits::depth(12).exact_from, 20);
        assert_eq!(Limits::depth(10).exact_from, 18);
        assert_eq!(
            Limits::level(6),
            Limits {
                depth: 20,
                exact_from: 18,
                time: None,
                nodes: Some(LEVEL6_BUDGET),
                outcome_from: 22
            }
        );
        // Levels 7 and 8: the same search with 4 and 16 times the budget, exact from 20 and 22.
        assert_eq!(
            Limits::level(7),
            Limits {
                depth: 24,
                exact_from: 20,
                time: None,
                nodes: Some(4 * LEVEL6_BUDGET),
                outcome_from: 24
            }
        );
        assert_eq!(Limits::level(8).nodes, Some(16 * LEVEL6_BUDGET));
        assert_eq!((Limits::level(8).exact_from, Limits::level(8).outcome_from), (22, 26));
        assert_eq!(
            Limits::depth(3),
            Limits { depth: 3, exact_from: 11, time: None, nodes: None, outcome_from: 0 }
        );
        assert_eq!(Limits::depth(99).depth, 60);
        assert_eq!(Limits::depth(99).exact_from, 68);
        assert_eq!(Limits::depth(60).exact_from, 68);
        assert_eq!(Limits::seconds(0.5).time, Some(Duration::from_millis(500)));
    }

    #[test]
    fn budgeted_searches_are_repeatable_and_keep_to_the_budget() {
        let mut engine = Engine::new();
        let mut rng = Rng(33);
        let (mut gave_up, mut finished) = (0, 0);
        let budget = 150_000;
        for k in 0..10 {
            // With 20 empties the solve has twice the budget; from `exact_from` (18) on, none.
            let n = if k < 8 { 20 } else { 18 };
            let (mover, opponent) = positions_with_empties(n, 1, &mut rng)[0];
            let moves = legal_moves(mover, opponent);
            let limits = Limits {
                depth: 10,
                exact_from: 18,
                time: None,
                nodes: Some(budget),
                outcome_from: 0,
            };
            // From empty tables, the same search again plays the same (exact bounds kept from
            // the first would make the second cheaper).
            engine.forget();
            let first = engine.think(mover, opponent, limits);
            let spent = engine.spent;
            engine.forget();
            assert_eq!(engine.think(mover, opponent, limits), first);
            assert_ne!(moves & (1u64 << first.square), 0);
            let solved =
                engine.think(mover, opponent, Limits { nodes: None, exact_from: 20, ..limits });
            assert!(solved.solved.is_some());
            if first.solved.is_none() {
                // Given up: the midgame search, with a budget of its own, decided.
                gave_up += 1;
                assert!(n > 18);
                // (The budget is looked at every 4096 nodes, each node with its ordering.)
                assert!(spent < budget + 8 * 4096 * MIDGAME_NODE_COST, "{} {:?}", spent, first);
                assert!(first.depth >= 1 && first.depth <= 10, "{:?}", first);
            } else {
                finished += 1;
                assert_eq!(first.solved, solved.solved);
            }
        }
        assert!(gave_up > 0 && finished > 0, "{} {}", gave_up, finished);
        // In the midgame the budget stops the deepening.
        let (mover, opponent) = array_replay(&GAME_3[..24]);
        let budgeted =
            Limits { depth: 12, exact_from: 0, time: None, nodes: Some(400_000), outcome_from: 0 };
        let choice = engine.think(mover, opponent, budgeted);
        assert!(choice.depth >= 3 && choice.depth < 12, "{:?}", choice);
        assert!(engine.spent < 400_000 + 4096 * MIDGAME_NODE_COST);
    }

    #[test]
    fn timed_searches_play_legal_moves_and_solve_small_endgames() {
        // No timing is checked here (the benchmark measures it): only what is played.
        let mut engine = Engine::new();
        let mut rng = Rng(71);
        for (k, (mover, opponent)) in endgame_positions(60, 50, &mut rng).into_iter().enumerate() {
            let moves = legal_moves(mover, opponent);
            if moves == 0 {
                continue;
            }
            // Budgets from nothing (the first move in order) to plenty for a few plies.
            let seconds = [0.0, 0.001, 0.02][k % 3];
            let choice = engine.think(mover, opponent, Limits::seconds(seconds));
            assert!(moves >> choice.square & 1 == 1);
            if empties(mover, opponent) <= 7 {
                // Solved at once at depth 1, and right.
                assert_eq!(choice.solved, Some(array_minimax(&cells(mover, opponent))));
            }
        }
        // A fixed search values its move as the ranking of every move does.
        for (mover, opponent) in endgame_positions(30, 40, &mut rng) {
            if legal_moves(mover, opponent) == 0 {
                continue;
            }
            let (ranked, choice) = engine.rank(mover, opponent, Limits::level(2));
            assert_eq!(ranked.len() as u32, legal_moves(mover, opponent).count_ones());
            assert_eq!(ranked[0], (choice.square, choice.value));
            assert!(ranked.windows(2).all(|w| w[0].1 >= w[1].1));
            if let Some(value) = choice.solved {
                assert_eq!(value, array_minimax(&cells(mover, opponent)));
            }
        }
    }

    #[test]
    fn evaluation_and_midgame_search_are_sane() {
        // With either evaluation, a won corner is worth more than a lost one in the midgame;
        // a finished game is scored exactly.
        let (black, white) = array_replay(&GAME_3[..40]);
        for classic in [true, false] {
            crate::eval::use_classic(classic);
            assert!(evaluate(black | bit("a1"), white) > evaluate(black, white | bit("a1")));
            assert_eq!(evaluate(bits("a1 c1"), bit("h8")), WIN + 62);
        }
        crate::eval::use_classic(false);
        // At level 1 (one ply) the computer plays the first move of best evaluation.
        let mut engine = Engine::new();
        let mut rng = Rng(51);
        for (mover, opponent) in endgame_positions(200, 40, &mut rng) {
            let moves = legal_moves(mover, opponent);
            if moves == 0 || empties(mover, opponent) <= 6 {
                continue;
            }
            let value = |s: u32| {
                let (m, o) = play(mover, opponent, s);
                -evaluate(m, o)
            };
            let best = (0..64).filter(|&s| moves >> s & 1 == 1).map(value).max().unwrap();
            let choice = engine.choose(mover, opponent, 1);
            assert_eq!(value(choice.square), best);
        }
    }

    /// Positions of 20 to 26 empty squares (three of each) from engine self-play: 8 random
    /// plies from `Rng(1000 * empties + k)`, k = 0, 1, 2, then `set depth 4` moves (GGF layout).
    pub(crate) const SELFPLAY_ENDGAMES: [&str; 21] = [
        "---OOOOO*-**O*OO*-**OOOO****OOOO-OOOOOOOOOOOOOOO----O--O-------- *",
        "--***---O-****-O-O*O***O*O*O***O*OOO***-*OOOOO***-***O---------- *",
        "---*-O----O*O---***O******OOOOOO*OO**O*O-OO*OO**--O**O----***-O- *",
        "---OOO----**OO--OOOOOO**OOOO*O*-O-OO***-OOOOO***--OOO**----O*--- O",
        "-*OO-*----*O*---OOO****OOO*O**OOO*OOOOOOOO***OOOO-*-*O---------- O",
        "--*O*---*-OOO**-*O*O**OO*OO**OOO*O*OOOOO-**OOOOO----OO-O-------- O",
        "--------O-*--O--OO**OO**O*OO*OO*O***O*O*O**OOO**-*OOOO-*---*---- *",
        "--------*-------O*******OOOOO*OOO*OO*OO-O-**OO*-O-*OO*-*-******- *",
        "-OOO-*----O*OO-O---O*OOO--**O**--O***O**-***OO**--*O-O**-***---* *",
        "--O***--*-**OOO-****OO****O*O*--*OO*****--O*OO*---*OOO---------- O",
        "--O-O*-----OO----O**OO**-***OOOO-**O**OO-****OO---**O*----*****- O",
        "---*------***O-*OO*****-O******OOOO****OOOO*OOOO---*OO-O-------- O",
        "----------O-O*----OOO*--OOOOO*--*OO*O*-O**O***O--**OOOO--OOOOOOO *",
        "--------*-O----*-*OOOO**O*******-O*OO***OOOOOO**--*OOOO---*O---- *",
        "----O*-----*OO---*-*O**-****O*O-**O*OO--***OOOO-*-O*OO---OOOOO-- *",
        "--OOOOO---**OO---O*OO*O--OOO**---O*****-O*****---***-*--***----- O",
        "----***----O-*-----OO***-OOOOO-*-OO*OOO*--**OO**--*OO*-*--****-* O",
        "---*------***O--O******-O**O**--O*OO*OO-OO***O*-O-OOOO-----O-O-- O",
        "--O-**----****----**O*OOOOOOOOOO--OOO*OO---OO*OO---OOO------OOO- *",
        "-----O--O-O*OO--OOOO***-OOOO***--OO***---O*****--*****---*--*--- *",
        "OO****--OO****---O****---O*****--OO***----OOOO----OOOO----O--O-- *",
    ];

    /// CPU time of this thread so far, in seconds (Linux; 0 elsewhere).
    fn thread_cpu_seconds() -> f64 {
        std::fs::read_to_string("/proc/thread-self/schedstat")
            .ok()
            .and_then(|s| s.split_whitespace().next().and_then(|t| t.parse::<f64>().ok()))
            .map_or(0.0, |ns| ns / 1e9)
    }

    /// The exact solver on the self-play endgames: `cargo test --release --bin reversi
    /// measure_selfplay_endgames -- --ignored --nocapture` (REVERSI_EMPTIES=20,21 for some
    /// sizes, REVERSI_POSITIONS=18,20 for some positions by index).
    #[test]
    #[ignore]
    fn measure_selfplay_endgames() {
        let sizes: Vec<u32> = std::env::var("REVERSI_EMPTIES")
            .ok()
            .map(|v| v.split(',').filter_map(|x| x.parse().ok()).collect())
            .unwrap_or_else(|| (20..=26).collect());
        let picked: Option<Vec<usize>> = std::env::var("REVERSI_POSITIONS")
            .ok()
            .map(|v| v.split(',').filter_map(|x| x.parse().ok()).collect());
        let picked = picked.as_ref();
        let mut engine = Engine::new();
        let (mut nodes, mut seconds) = (0u64, 0f64);
        for (k, text) in SELFPLAY_ENDGAMES.iter().enumerate() {
            let game = Game::from_board(text).unwrap();
            let (mover, opponent) = game.sides();
            let size = empties(mover, opponent);
            if !sizes.contains(&size) || !picked.map_or(true, |p: &Vec<usize>| p.contains(&k)) {
                continue;
            }
            let started = thread_cpu_seconds();
            let value = if std::env::var("REVERSI_OLD").is_ok() {
                engine.clear();
                engine.old_exact(mover, opponent, -65, 65)
            } else if std::env::var("REVERSI_WINDOW").is_ok() {
                engine.clear();
                engine.exact(mover, opponent, -65, 65)
            } else {
                engine.think(mover, opponent, Limits::depth(60)).solved.unwrap()
            };
            let s = thread_cpu_seconds() - started;
            nodes += engine.nodes;
            seconds += s;
            println!(
                "#{:2} {} empties: {:+3} {:11} nodes {:7.3} s cpu {:5.2} M nodes/s",
                k,
                size,
                value,
                engine.nodes,
                s,
                engine.nodes as f64 / s / 1e6
            );
        }
        println!(
            "total {} nodes {:.3} s cpu {:.2} M nodes/s",
            nodes,
            seconds,
            nodes as f64 / seconds / 1e6
        );
    }

    /// The statistics behind PROBCUT_SIGMA: positions from games between level-3 players
    /// after 6 random plies (those of 52, 48, ..., 16 empties), each searched 1 to 12 plies
    /// deep (full window, without ProbCut); per stage bucket and depth, the mean and the
    /// standard deviation of the deep value less the shallow one (`probcut_depth`), in 1/10
    /// disc. `cargo test --release --bin reversi probcut_statistics -- --ignored --nocapture`
    /// (REVERSI_GAMES, default 60; 60 games took 6 minutes here).
    #[test]
    #[ignore]
    fn probcut_statistics() {
        let games: u64 =
            std::env::var("REVERSI_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(60);
        const DEEPEST: usize = 12;
        let mut engine = Engine::new();
        // The plain search: the statistics are of its values.
        engine.probcut_t = 0;
        let mut rows: Vec<(u32, [i32; DEEPEST + 1])> = Vec::new();
        for game in 0..games {
            let mut rng = Rng(9000 + game);
            let mut ply = 0;
            let mut positions = Vec::new();
            let mut player = Engine::new();
            let choose = |mover, opponent, moves| {
                ply += 1;
                if ply <= 6 {
                    rng.pick(moves)
                } else {
                    player.think(mover, opponent, Limits::level(3)).square
                }
            };
            play_until(choose, |mover, opponent| {
                let empties = count(!(mover | opponent)) as u32;
                let moves = legal_moves(mover, opponent);
                if moves != 0 && empties % 4 == 0 && (16..=52).contains(&empties) {
                    positions.push((mover, opponent));
                }
                moves != 0 && empties < 16
            });
            for (mover, opponent) in positions {
                let mut values = [0; DEEPEST + 1];
                for (d, value) in values.iter_mut().enumerate().skip(1) {
                    engine.clear();
                    *value = engine.midgame(mover, opponent, d as u32, -INFINITY, INFINITY);
                }
                rows.push((count(!(mover | opponent)) as u32, values));
            }
        }
        println!("{} positions", rows.len());
        for bucket in 0..4 {
            let (low, high) = (16 + 10 * bucket as u32, 25 + 10 * bucket as u32);
            print!("empties {}-{}:", low, high);
            for depth in PROBCUT_FROM..=DEEPEST as u32 {
                let shallow = probcut_depth(depth) as usize;
                let diffs: Vec<f64> = rows
                    .iter()
                    .filter(|(e, v)| (low..=high).contains(e) && v[depth as usize].abs() < WIN / 2)
                    .map(|(_, v)| f64::from(v[depth as usize] - v[shallow]))
                    .collect();
                let n = diffs.len().max(1) as f64;
                let mean = diffs.iter().sum::<f64>() / n;
                let sd = (diffs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / n).sqrt();
                print!(" d{}/{} {:+.0} {:.0} ({});", depth, shallow, mean, sd, diffs.len());
            }
            println!();
        }
    }

    /// Measurements for the notes: `cargo test --release --bin reversi -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn measure() {
        let perft_depths: Vec<u32> = std::env::var("REVERSI_PERFT")
            .ok()
            .map(|v| v.split(',').filter_map(|x| x.parse().ok()).collect())
            .unwrap_or_else(|| vec![11, 12]);
        for &depth in &perft_depths {
            let started = Instant::now();
            let leaves = perft(START_BLACK, START_WHITE, depth);
            let s = started.elapsed().as_secs_f64();
            println!(
                "perft {}: {} in {:.3} s, {:.1} M leaves/s",
                depth,
                leaves,
                s,
                leaves as f64 / s / 1e6
            );
        }
        let mut engine = Engine::new();
        let mut rng = Rng(41);
        let sizes: Vec<u32> = std::env::var("REVERSI_EMPTIES")
            .ok()
            .map(|v| v.split(',').filter_map(|x| x.parse().ok()).collect())
            .unwrap_or_else(|| vec![14, 16, 18, 20, 22]);
        let mut total = 0f64;
        for &size in &sizes {
            let mut worst = 0f64;
            for _ in 0..8 {
                // A random game played to `size` empty squares.
                let (mover, opponent) =
                    random_game_until(&mut rng, |mover, opponent| empties(mover, opponent) <= size);
                engine.clear();
                let started = Instant::now();
                let value = engine.exact(mover, opponent, -65, 65);
                let s = started.elapsed().as_secs_f64();
                worst = worst.max(s);
                println!(
                    "exact {} empties: value {} in {:.3} s, {} nodes",
                    size, value, s, engine.nodes
                );
            }
            println!("exact {} empties: worst {:.3} s", size, worst);
            total += worst;
        }
        println!("sum of the worst times: {:.3} s", total);
    }
}
