//! The midgame search: negamax alpha-beta with principal variation search, the table's
//! best move and an ordering by the opponent's replies and the evaluation, and ProbCut.
//!
//! **Search.** Negamax alpha-beta (fail-soft, principal variation search) with iterative
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

use crate::board::{count, legal_moves, play, CORNERS};
use crate::engine::{Engine, INFINITY, MIDGAME_NODE_COST};
use crate::eval::{evaluate, final_value};
use crate::table::Entry;
use crate::threads::SPLIT_DEPTH;

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

impl Engine {
    /// Charges the budget for the evaluations of an `Order::Evaluated` ordering of `n` moves
    /// (each costs about what a midgame node does).
    #[inline(always)]
    pub(crate) fn charge_order(&mut self, order: Order, n: usize) {
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
        let entry = match self.table.midgame_entry(self.search, mover, opponent) {
            Some(entry) => entry,
            None => return Ok(NO_MOVE),
        };
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
        let entry = Entry {
            lower: if value > alpha { value } else { -INFINITY },
            upper: if value < beta { value } else { INFINITY },
            depth: depth.min(255) as u8,
            best: best as u8,
            search: self.search,
            exact: false,
        };
        let slot = self.table.slot(mover, opponent);
        self.table.write(slot, mover, opponent, entry);
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
        let (best, best_square) = if beta == alpha + 1 && depth >= SPLIT_DEPTH && self.can_split() {
            self.midgame_split((mover, opponent), &list[..n], depth, beta)
        } else {
            self.principal_variation(
                (mover, opponent),
                &list[..n],
                (alpha, beta),
                |engine, m, o, a, b| engine.midgame(m, o, depth - 1, a, b),
            )
        };
        if use_table {
            self.store(mover, opponent, depth, (alpha, beta), best, best_square);
        }
        best
    }

    /// A null-window node's moves `list` (below `beta`): the first searched alone, the others
    /// shared with another thread if it did not cut (`Engine::split`).
    fn midgame_split(
        &mut self,
        (mover, opponent): (u64, u64),
        list: &[u32],
        depth: u32,
        beta: i32,
    ) -> (i32, u32) {
        let (m, o) = play(mover, opponent, list[0]);
        let first = -self.midgame(m, o, depth - 1, -beta, -beta + 1);
        if first >= beta || self.aborted || list.len() == 1 {
            return (first, list[0]);
        }
        let children: Vec<(u64, u64, u32)> = list[1..]
            .iter()
            .map(|&square| {
                let (m, o) = play(mover, opponent, square);
                (m, o, square)
            })
            .collect();
        let search = move |e: &mut Engine, m, o| -e.midgame(m, o, depth - 1, -beta, -beta + 1);
        let (value, square) = match self.split(&children, beta, search) {
            Some(found) => found,
            None => self.principal_variation(
                (mover, opponent),
                &list[1..],
                (beta - 1, beta),
                |engine, m, o, a, b| engine.midgame(m, o, depth - 1, a, b),
            ),
        };
        if value > first {
            (value, square)
        } else {
            (first, list[0])
        }
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::PROBCUT_T;
    use crate::eval::WIN;
    use crate::search::Limits;
    use crate::testkit::*;

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
}
