//! The exact endgame solver: the official score difference with best play, proved.
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
//! evaluation (from 12; from 18, 20, 22 and 26 a search of it 1, 2, 3 and 4 plies deep,
//! within a window below alpha), odd quadrants and square value, the table's move first
//! (the others are ordered only when it did not cut off). From 7 to 9:
//! no table, the replies, parity and square value only. Up to 6: no move generation (each
//! empty square tried), odd quadrants first; the last 4, 3, 2 squares in a list sorted once,
//! the last square scored directly. The root is driven by null-window tests ("is the value
//! above g?", g odd since values are even): the first just below a guess from short midgame
//! searches of each move (which also order the root; without a budget, the midgame search
//! deepened to 6 plies from the end, whose table moves also order the first plies), then
//! up by 2 from each bound proved
//! (one move proves it), or, while no lower bound is known, at the upper bound the last
//! failing test left (fail-soft: mostly the value itself). Among moves
//! of equal value the one that proved the value is played (no further tests to choose among
//! them: they took a quarter of the work on some positions). Alpha-beta returns the minimax
//! value, so all of this is exact; the tests compare it with plain alpha-beta (9-14 empties),
//! the solver before (16-20 empties) and a plain minimax on an array model, and the midgame
//! search with a plain negamax.

use crate::board::{count, flips, legal_moves, official_difference, play, CORNERS, EDGES};
use crate::engine::{Engine, INFINITY, MIDGAME_NODE_COST};
use crate::midgame::{Order, NO_MOVE, SQUARE_VALUE};
use crate::table::Entry;
use crate::threads::{SPLIT_AFTER, SPLIT_FROM};

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

/// `Engine::deepen` serves from this many empty squares on (below, a solve costs little
/// more than the deeper searches would).
const PRESEARCH_FROM: i32 = 20;

/// `Engine::deepen` searches to this many plies from the end: 8, 6 and 4 took 1,275 M,
/// 1,167 M and 1,157 M nodes on FFO #45, #48, #49, #51 and #52 (one thread, 2^23 entries).
const PRESEARCH_GAP: u32 = 6;

/// The move a midgame entry holds (left by `Engine::deepen`) goes first in the exact search
/// where that search went at least MIDGAME_FIRST_DEPTH plies deep; from a shallower one it
/// adds MIDGAME_HINT to the move's key (a reply counts -100). Nodes on one thread, FFO #45 and
/// #49-#52 / #56 / #57: every entry's move first 1,691 / 1,457 / 1,983 M; from 7 plies and no
/// hint 1,551 / 1,299 / 2,587 M; hint 100: 1,571 / 1,305 / 1,906 M; hint 200: 1,620 / 1,442
/// / 1,809 M. All of FFO #40-#59: 26.6 G, 27.3 G and (hint 100) 26.1 G nodes.
const MIDGAME_FIRST_DEPTH: u32 = 7;
const MIDGAME_HINT: i32 = 100;

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
/// opponent to move) and its value for the opponent (`Engine::order_value`): fewest replies
/// first (corners counting double), fewest potential replies (empty squares next to the
/// mover's discs, weighed POTENTIAL_WEIGHT), then the value, odd quadrants, the square's value.
#[inline(always)]
fn deep_key(mover: u64, opponent: u64, square: u32, odd: u64, value: i32) -> i32 {
    let replies = legal_moves(mover, opponent);
    let mut key = -100 * (count(replies) + count(replies & CORNERS))
        - POTENTIAL_WEIGHT * count(around(opponent) & !(mover | opponent));
    if odd >> square & 1 == 1 {
        key += 16;
    }
    key - 3 * value + SQUARE_VALUE[square as usize]
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

/// From SEARCHED_FROM[k] empty squares on, the exact search orders moves by a search k + 1
/// plies deep of the evaluation after them, not the evaluation itself. On FFO #58 (30
/// empties): 1,112 M nodes with these (and SORT_WINDOW, SORT_ORDERED_FROM), 1,754 M with
/// the 2-ply searches from 20 empties as the deepest; 3 plies from 20 and 4 from 25 took
/// 1,244 M. On FFO #45-#52 (24-27 empties) they searched 1 % more nodes than the 2 plies.
const SEARCHED_FROM: [i32; 4] = [18, 20, 22, 26];

/// The short searches of `Engine::order_value` tell apart the moves within this many discs
/// below alpha, or better; worse ones share one value (Edax's window): cheaper searches.
const SORT_WINDOW: i32 = 8;

/// From this depth on, `Engine::order_search` tries the moves with the fewest replies
/// first, so that its window cuts sooner.
const SORT_ORDERED_FROM: u32 = 2;

/// The four line directions (along a rank, a file, the two diagonals; `full` in
/// `stable_discs` keeps them in this order) as a row and column step towards higher bits, the
/// shift of that step, and for steps of 1, 2 and 4 squares up (then down) the squares from
/// which such a step leaves the board.
const LINE_STEPS: [(u32, [u64; 6]); 4] =
    [line_step(0, 1), line_step(1, 0), line_step(1, -1), line_step(1, 1)];

const fn line_step(dr: i32, dc: i32) -> (u32, [u64; 6]) {
    let mut off = [0u64; 6];
    let mut square = 0;
    while square < 64 {
        let (row, col) = (square / 8, square % 8);
        let mut k = 0;
        while k < 3 {
            let distance = 1 << k;
            let (r, c) = (row + dr * distance, col + dc * distance);
            if r < 0 || r > 7 || c < 0 || c > 7 {
                off[k] |= 1 << square;
            }
            let (r, c) = (row - dr * distance, col - dc * distance);
            if r < 0 || r > 7 || c < 0 || c > 7 {
                off[3 + k] |= 1 << square;
            }
            k += 1;
        }
        square += 1;
    }
    ((dr * 8 + dc) as u32, off)
}

/// The squares on lines with no empty square, for each direction of `LINE_STEPS`: a square's
/// line is full when every square from it to the edge is filled, upwards and downwards; each
/// of those grows by doubling (steps of 1, 2, 4 squares), a step off the board counting as
/// filled.
#[inline(always)]
fn full_lines(filled: u64) -> [u64; 4] {
    let mut full = [0u64; 4];
    for (line, &(shift, off)) in full.iter_mut().zip(&LINE_STEPS) {
        let (mut up, mut down) = (filled, filled);
        for k in 0..3 {
            up &= off[k] | (up >> (shift << k));
            down &= off[3 + k] | (down << (shift << k));
        }
        *line = up & down;
    }
    full
}

const A_AND_H_FILES: u64 = 0x8181_8181_8181_8181;
const FIRST_AND_LAST_RANKS: u64 = 0xff00_0000_0000_00ff;

/// Discs of `own` that can never flip (a lower bound of them): a disc is stable when along
/// each of the 4 lines through it the line is full, or the board edge or a stable own disc
/// is next to it; found by growing from nothing until nothing changes.
pub(crate) fn stable_discs(own: u64, other: u64) -> u64 {
    let full = full_lines(own | other);
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

impl Engine {
    /// The value that orders a move of the deep exact search, for the opponent after it (the
    /// position `mover`, `opponent`; `empties` and `alpha` of the node before the move): none
    /// below EVALUATED_FROM, the pattern evaluation (the trained one whatever `--eval` says,
    /// as it orders best), from SEARCHED_FROM on a short search of it (`order_search`) in a
    /// `thorough` solve, whose values above SORT_WINDOW discs less than -alpha are all alike.
    #[inline(always)]
    fn order_value(&mut self, mover: u64, opponent: u64, empties: i32, alpha: i32) -> i32 {
        let depth = SEARCHED_FROM.iter().filter(|&&from| empties >= from).count() as u32;
        if depth > 0 && self.thorough {
            let beta = (SORT_WINDOW - alpha) * crate::eval::UNITS_PER_DISC;
            self.order_search(mover, opponent, depth, -INFINITY, beta)
        } else if empties >= EVALUATED_FROM {
            crate::eval::patterns(mover, opponent)
        } else {
            0
        }
    }

    /// Negamax alpha-beta over the pattern evaluation, `depth` plies deep, without the table
    /// (passes cost no depth; from SORT_ORDERED_FROM plies the moves with the fewest replies
    /// first); its nodes count as midgame nodes.
    fn order_search(
        &mut self,
        mover: u64,
        opponent: u64,
        depth: u32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.nodes += 1;
        self.spent += MIDGAME_NODE_COST;
        if depth == 0 {
            return crate::eval::patterns(mover, opponent);
        }
        let moves = legal_moves(mover, opponent);
        if moves == 0 {
            if legal_moves(opponent, mover) == 0 {
                return crate::eval::final_value(mover, opponent);
            }
            return -self.order_search(opponent, mover, depth, -beta, -alpha);
        }
        let mut best = -INFINITY;
        let (list, n) = if depth >= SORT_ORDERED_FROM {
            Engine::ordered(mover, opponent, moves, NO_MOVE, Order::Fastest)
        } else {
            let mut list = [0u32; 64];
            let mut n = 0;
            let mut rest = moves;
            while rest != 0 {
                list[n] = rest.trailing_zeros();
                rest &= rest - 1;
                n += 1;
            }
            (list, n)
        };
        for &square in &list[..n] {
            let flipped = flips(mover, opponent, square);
            let (m, o) = (opponent & !flipped, mover | flipped | (1u64 << square));
            let value = -self.order_search(m, o, depth - 1, -beta, -alpha);
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
        self.table.exact_entry(self.search, self.keep_exact, mover, opponent)
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
        let mut hinted = NO_MOVE;
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
            // The midgame search of `guess` may have left its best move here: first if that
            // search went deep enough, else a hint in the move's key.
            if let Some(entry) = self.table.midgame_entry(self.search, mover, opponent) {
                if u32::from(entry.depth) >= MIDGAME_FIRST_DEPTH {
                    best_move = entry.best;
                } else {
                    hinted = entry.best;
                }
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
        // The table's move first; the other moves' keys (short searches, some of them) only
        // once it has not cut off.
        let mut keyed_from = 0;
        if let Some(k) = children[..n].iter().position(|child| child.2 as u8 == best_move) {
            children[k].3 = INFINITY;
            keyed_from = 1;
        }
        let mut best = -INFINITY;
        let mut best_square = NO_MOVE as u32;
        for i in 0..n {
            if i == keyed_from {
                for child in &mut children[i..n] {
                    let (m, o, square, _) = *child;
                    let value = self.order_value(m, o, empties, alpha);
                    let hint = if square as u8 == hinted { MIDGAME_HINT } else { 0 };
                    child.3 = deep_key(m, o, square, odd, value) + hint;
                }
            }
            if i >= SPLIT_AFTER && beta == alpha + 1 && empties >= SPLIT_FROM && self.can_split() {
                if let Some((value, square)) = self.split_rest(&mut children[i..n], beta) {
                    if value > best {
                        best = value;
                        best_square = square;
                    }
                    break;
                }
            }
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

    /// The moves not yet searched of a null-window node below `beta` (none so far did cut),
    /// in the order of their keys, shared with another thread (`Engine::split`); None when
    /// no thread is idle.
    fn split_rest(
        &mut self,
        children: &mut [(u64, u64, u32, i32)],
        beta: i32,
    ) -> Option<(i32, u32)> {
        children.sort_by_key(|child| -child.3);
        let list: Vec<(u64, u64, u32)> =
            children.iter().map(|&(m, o, square, _)| (m, o, square)).collect();
        self.split(&list, beta, move |e: &mut Engine, m, o| -e.exact(m, o, -beta, -beta + 1))
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
        let lower = if value > alpha { value } else { -INFINITY };
        let upper = if value < beta { value } else { INFINITY };
        let (search, keep) = (self.search, self.keep_exact);
        self.table.store_exact(search, keep, (mover, opponent), (lower, upper), empties, best);
    }

    /// `exact` for 7 to TABLE_FROM - 1 empties: the thread's own table (`LocalTable`), moves
    /// ordered by the opponent's mobility after them (fewest first), odd quadrants first
    /// among equals.
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
        if let Some((lower, upper)) =
            self.local.bounds(self.search, self.keep_exact, mover, opponent)
        {
            if lower >= beta || lower == upper {
                return lower;
            }
            if upper <= alpha {
                return upper;
            }
        }
        let window = (alpha, beta);
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
        if !self.aborted {
            let lower = if best > window.0 { best } else { -64 };
            let upper = if best < window.1 { best } else { 64 };
            let (search, keep) = (self.search, self.keep_exact);
            self.local.store(search, keep, (mover, opponent), (lower, upper));
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
    /// guess?), then 2 above each lower bound proved, or, while there is none, at the upper
    /// bound the failing tests left (is it the value?). A test stops at the first move that
    /// proves it, which then moves to the front. (A first test 2 below the guess, as before,
    /// took 27 % more time on the 21 self-play endgames, 183 s against 144 s: 8 % less on those
    /// of 20-23 empties, 29 % more on those of 24-26, where each proof from below costs the
    /// most.)
    pub(crate) fn solve_root(
        &mut self,
        mover: u64,
        opponent: u64,
        moves: u64,
        first: u8,
    ) -> (i32, u32) {
        let (list, n) = Engine::ordered(mover, opponent, moves, first, Order::Fastest);
        let mut list = list[..n].to_vec();
        let guess = self.guess(mover, opponent, &mut list);
        let (mut lower, mut upper) = (-64, 64);
        let mut best_square = list[0];
        let mut g = guess - 1;
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
            // The next test: 2 above a lower bound (cheap: a single move proves it), else,
            // while there is no lower one, whether the fail-soft upper bound is the value.
            // On FFO #40-#59 it was, wherever the first test failed but on #57 (2 above);
            // stepping 2 below it and then doubling searches 1.7 % more nodes there.
            g = if proved.is_none() && lower == -64 { upper - 1 } else { lower + 1 };
            g = g.clamp(lower + 1, upper - 1);
        }
        if self.aborted {
            return (0, best_square);
        }
        (lower, best_square)
    }

    /// A guess of the exact value for `solve_root`, in discs (even): the best value of
    /// short midgame searches of the moves, which also order `list` (best first).
    fn guess(&mut self, mover: u64, opponent: u64, list: &mut [u32]) -> i32 {
        let (values, depth) = self.short_searches(mover, opponent, list);
        let mut value = values[0];
        if self.thorough && count(!(mover | opponent)) >= PRESEARCH_FROM {
            value = self.deepen(mover, opponent, list, depth + 1).unwrap_or(value);
        }
        let discs = crate::eval::discs(value).round() as i32;
        (discs - discs.rem_euclid(2)).clamp(-64, 64)
    }

    /// For a `thorough` solve: iterative deepening from `depth` plies to PRESEARCH_GAP plies
    /// from the end (the midgame search, with ProbCut: a small part of the solve's work),
    /// each depth's best move put first in `list`; the last value (None if no depth was
    /// searched). Its value is a closer guess than the short searches', and its table entries
    /// order the exact search's first plies: on FFO #45, #48, #49, #51 and #52, 1,489 M nodes
    /// against 1,750 M without it (8 plies from the end, without the ordering searches).
    fn deepen(&mut self, mover: u64, opponent: u64, list: &mut [u32], depth: u32) -> Option<i32> {
        let empties = count(!(mover | opponent)) as u32;
        let mut value = None;
        for depth in depth..=empties.saturating_sub(PRESEARCH_GAP) {
            let (v, square) = self.principal_variation(
                (mover, opponent),
                list,
                (-INFINITY, INFINITY),
                |e, m, o, a, b| e.midgame(m, o, depth - 1, a, b),
            );
            let i = list.iter().position(|&s| s == square).unwrap_or(0);
            list[..=i].rotate_right(1);
            value = Some(v);
        }
        value
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
    pub(crate) fn outcome_root(
        &mut self,
        mover: u64,
        opponent: u64,
        moves: u64,
    ) -> (i32, u32, i32, u32) {
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Game;
    use crate::search::Limits;
    use crate::testkit::*;

    /// A simpler reference solver (it checks the fast one): table at every node from 7
    /// empties, the evaluation's ordering from 12, parity without move generation up to 6.
    impl Engine {
        /// The exact official score difference for the mover with best play by both sides
        /// (fail-soft alpha-beta: exact when it lies strictly inside (alpha, beta)).
        fn reference_exact(&mut self, mover: u64, opponent: u64, alpha: i32, beta: i32) -> i32 {
            if count(!(mover | opponent)) <= SHALLOW {
                return self.reference_shallow(mover, opponent, alpha, beta, false);
            }
            if self.out_of_time(1) {
                return 0;
            }
            let moves = legal_moves(mover, opponent);
            if moves == 0 {
                if legal_moves(opponent, mover) == 0 {
                    return official_difference(mover, opponent);
                }
                return -self.reference_exact(opponent, mover, -beta, -alpha);
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
                |engine, m, o, a, b| engine.reference_exact(m, o, a, b),
            );
            self.store(mover, opponent, 64, (alpha, beta), best, best_square);
            best
        }

        /// `exact` for the last few empty squares: no move generation (each empty square is
        /// tried with `flips`), empties in quadrants with an odd number of them first (parity),
        /// the last square scored directly. `passed`: the opponent has just passed.
        fn reference_shallow(
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
                    let value = -self.reference_shallow(
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
                -self.reference_shallow(opponent, mover, -beta, -alpha, true)
            }
        }
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
                parallel: false,
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
        let limits = Limits {
            depth: 6,
            exact_from: 8,
            time: None,
            nodes: Some(1 << 40),
            outcome_from: 13,
            parallel: false,
        };
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
    fn fast_solver_agrees_with_the_reference_solver() {
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
            let expected = engine.reference_exact(mover, opponent, -65, 65);
            engine.clear();
            assert_eq!(engine.exact(mover, opponent, -65, 65), expected);
            let choice = engine.think(mover, opponent, Limits::depth(60));
            assert_eq!(choice.solved, Some(expected));
            let (m, o) = play(mover, opponent, choice.square);
            engine.clear();
            assert_eq!(-engine.reference_exact(m, o, -65, 65), expected);
        }
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
    fn full_lines_are_the_lines_with_no_empty_square() {
        // Each line as its squares, walked from every square; boards filled at random to
        // every density, and the full board.
        let line_through = |square: i32, (dr, dc): (i32, i32)| {
            let mut line = 0u64;
            for sign in [1, -1] {
                let (mut r, mut c) = (square / 8, square % 8);
                while (0..8).contains(&r) && (0..8).contains(&c) {
                    line |= 1 << (r * 8 + c);
                    r += sign * dr;
                    c += sign * dc;
                }
            }
            line
        };
        let mut rng = Rng(61);
        for round in 0..4000 {
            let mut filled = !0u64;
            for _ in 0..round % 12 {
                filled &= rng.next();
            }
            let full = full_lines(filled);
            for (i, &step) in [(0, 1), (1, 0), (1, -1), (1, 1)].iter().enumerate() {
                for square in 0..64 {
                    let line = line_through(square, step);
                    let expected = filled & line == line;
                    assert_eq!(
                        full[i] >> square & 1 == 1,
                        expected,
                        "{:x} {} {}",
                        filled,
                        i,
                        square
                    );
                }
            }
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
                engine.reference_exact(mover, opponent, -65, 65)
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
}
