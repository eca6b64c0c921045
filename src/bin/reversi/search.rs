//! The computer player: alpha-beta midgame search and the exact endgame solver.
//!
//! **Computer.** Negamax alpha-beta (fail-soft, principal variation search) with iterative
//! deepening and a transposition table holding bounds and the best move; moves are ordered by
//! that move, then by the opponent's replies after the move (fewest first, corners counting
//! double), then by square value. The evaluation (`eval`) is the trained pattern one, or the
//! classic one on request. With few empty squares left it searches
//! to the end of the game instead and plays the move with the best official score (the last
//! 6 empties without move generation, odd quadrants first, the last square scored directly).
//! Alpha-beta returns the minimax value, so that search is exact; the tests compare it with a
//! plain minimax on an array model, and the midgame search with a plain negamax.
//!
//! **Budget.** The default level also has a budget of work per move, counted in nodes so that
//! its moves are the same on every machine (`Limits::nodes`): it stops deepening when the next
//! iteration would not fit, and an exact solve that does not fit in half of it is given up
//! for the midgame search.
//!
//! **Time.** With `--time` the search deepens one ply at a time until half the budget is
//! gone, and tries the exact solve once the depth comes within 6 plies of the end; a search
//! that runs out of time (the clock is read every 4096 nodes) is dropped and the move of the
//! last finished one is played.

use crate::board::{count, flips, legal_moves, official_difference, play, CORNERS};
use std::time::{Duration, Instant};

use crate::eval::{evaluate, final_value};

/// Strength levels: (midgame search depth, number of empty squares from which it solves
/// exactly, work budget of a move in nodes or 0 for none; see `Limits::nodes`).
pub(crate) const LEVELS: [(u32, u32, u64); 8] = [
    (1, 6, 0),
    (2, 8, 0),
    (4, 12, 0),
    (6, 14, 0),
    (8, 16, 0),
    (12, 18, DEFAULT_BUDGET),
    (12, 20, 0),
    (14, 22, 0),
];
pub(crate) const DEFAULT_LEVEL: u32 = 6;

/// The default level's work budget per move (see `Limits::nodes`).
pub(crate) const DEFAULT_BUDGET: u64 = 6_000_000;

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
    /// evaluation to order moves, counts MIDGAME_NODE_COST): an exact solve may spend half of it (if it does not finish, the
    /// midgame search decides with the rest), and the midgame search stops deepening when
    /// the next iteration would not fit (an iteration cut off by the budget is dropped).
    /// Counting nodes, not seconds, keeps the moves the same on every machine.
    pub(crate) nodes: Option<u64>,
}

impl Limits {
    /// Level 1-8 (clamped).
    pub(crate) fn level(level: u32) -> Limits {
        let (depth, exact_from, nodes) = LEVELS[(level.clamp(1, 8) - 1) as usize];
        let nodes = if nodes > 0 { Some(nodes) } else { None };
        Limits { depth, exact_from, time: None, nodes }
    }

    /// A fixed midgame depth (clamped to 1-60, no budget), solving exactly from the empties
    /// of the level of that depth without a budget, or from depth + 8 empties (at most 24).
    pub(crate) fn depth(depth: u32) -> Limits {
        let depth = depth.clamp(1, 60);
        let exact_from = match LEVELS.iter().find(|&&(d, _, nodes)| d == depth && nodes == 0) {
            Some(&(_, exact_from, _)) => exact_from,
            None => (depth + 8).min(24),
        };
        Limits { depth, exact_from, time: None, nodes: None }
    }

    /// Iterative deepening (and exact solving when it fits) within `seconds` per move.
    pub(crate) fn seconds(seconds: f64) -> Limits {
        let time = Duration::from_secs_f64(seconds.clamp(0.0, 1e6));
        Limits { depth: 60, exact_from: 0, time: Some(time), nodes: None }
    }
}

pub(crate) const INFINITY: i32 = 30_000;

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

/// Up to this many empty squares the exact search uses `Engine::shallow`.
pub(crate) const SHALLOW: i32 = 6;

pub(crate) const QUADRANTS: [u64; 4] =
    [0x0000_0000_0f0f_0f0f, 0x0000_0000_f0f0_f0f0, 0x0f0f_0f0f_0000_0000, 0xf0f0_f0f0_0000_0000];

/// The exact official difference for the mover when one empty square is left.
pub(crate) fn last_square(mover: u64, opponent: u64, square: u32) -> i32 {
    let flipped = flips(mover, opponent, square);
    if flipped != 0 {
        let own = count(mover) + count(flipped) + 1;
        return 2 * own - 64;
    }
    let flipped = flips(opponent, mover, square);
    if flipped != 0 {
        let theirs = count(opponent) + count(flipped) + 1;
        return 64 - 2 * theirs;
    }
    official_difference(mover, opponent)
}

#[derive(Clone, Copy, Default)]
pub(crate) struct Entry {
    mover: u64,
    opponent: u64,
    lower: i32,
    upper: i32,
    depth: u8,
    best: u8,
    /// The search that wrote the entry: older entries are ignored, so nothing is cleared.
    search: u32,
}

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
}

pub(crate) struct Engine {
    table: Vec<Entry>,
    pub(crate) nodes: u64,
    /// Work spent on this move (`Limits::nodes`) and where a budgeted search stops.
    spent: u64,
    spend_limit: u64,
    search: u32,
    /// A timed search stops at this instant: `aborted` is set and every value is void.
    deadline: Option<Instant>,
    aborted: bool,
}

pub(crate) const TABLE_BITS: u32 = 19;

impl Engine {
    pub(crate) fn new() -> Engine {
        Engine {
            table: vec![Entry::default(); 1 << TABLE_BITS],
            nodes: 0,
            spent: 0,
            spend_limit: u64::MAX,
            search: 1,
            deadline: None,
            aborted: false,
        }
    }

    pub(crate) fn slot(mover: u64, opponent: u64) -> usize {
        let h = (mover.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ opponent.rotate_left(29))
            .wrapping_mul(0xbf58_476d_1ce4_e5b9);
        (h >> (64 - TABLE_BITS)) as usize
    }

    /// Starts a new search: forgets the table (in O(1)) and the node count.
    pub(crate) fn clear(&mut self) {
        self.search = self.search.wrapping_add(1);
        if self.search == 0 {
            for entry in self.table.iter_mut() {
                *entry = Entry::default();
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
        let entry = self.table[Engine::slot(mover, opponent)];
        if entry.search != self.search || entry.mover != mover || entry.opponent != opponent {
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
        self.table[slot] = Entry {
            mover,
            opponent,
            lower: if value > alpha { value } else { -INFINITY },
            upper: if value < beta { value } else { INFINITY },
            depth: depth.min(255) as u8,
            best: best as u8,
            search: self.search,
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

    /// The exact official score difference for the mover with best play by both sides
    /// (fail-soft alpha-beta: exact when it lies strictly inside (alpha, beta)).
    pub(crate) fn exact(&mut self, mover: u64, opponent: u64, alpha: i32, beta: i32) -> i32 {
        if count(!(mover | opponent)) <= SHALLOW {
            return self.shallow(mover, opponent, alpha, beta, false);
        }
        if self.out_of_time(1) {
            return 0;
        }
        let moves = legal_moves(mover, opponent);
        if moves == 0 {
            if legal_moves(opponent, mover) == 0 {
                return official_difference(mover, opponent);
            }
            return -self.exact(opponent, mover, -beta, -alpha);
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
            |engine, m, o, a, b| engine.exact(m, o, a, b),
        );
        self.store(mover, opponent, 64, (alpha, beta), best, best_square);
        best
    }

    /// `exact` for the last few empty squares: no move generation (each empty square is
    /// tried with `flips`), empties in quadrants with an odd number of them first (parity),
    /// the last square scored directly. `passed`: the opponent has just passed.
    pub(crate) fn shallow(
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

    /// The exact value of the best move and the move (void if the search runs out of time).
    fn solve_root(&mut self, mover: u64, opponent: u64, moves: u64, first: u8) -> (i32, u32) {
        let (list, n) = Engine::ordered(mover, opponent, moves, first, Order::Fastest);
        self.principal_variation((mover, opponent), &list[..n], (-65, 65), |engine, m, o, a, b| {
            engine.exact(m, o, a, b)
        })
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
        if empties <= limits.exact_from {
            self.spend_limit = budget / 2;
            let (value, square) = self.solve_root(mover, opponent, moves, NO_MOVE);
            if !self.aborted {
                return Choice { square, solved: Some(value), value, depth: empties };
            }
            // Over budget: the midgame search below decides, with what is left.
            self.aborted = false;
        }
        self.spend_limit = budget;
        if moves.count_ones() == 1 {
            // Forced: a short search only for the value shown.
            let depth = limits.depth.min(2);
            let (value, square) = self.midgame_root(mover, opponent, moves, NO_MOVE, depth);
            return Choice { square, solved: None, value, depth };
        }
        // Iterative deepening; the root keeps the previous iteration's best move first. With
        // a budget it stops when the next iteration (about three times the last one) would
        // not fit, and drops one that the budget cuts off.
        let first = Engine::ordered(mover, opponent, moves, NO_MOVE, Order::Fastest).0[0];
        let mut choice = Choice { square: first, solved: None, value: 0, depth: 0 };
        for d in 1..=limits.depth {
            let before = self.spent;
            let (value, square) = self.midgame_root(mover, opponent, moves, choice.square as u8, d);
            if self.aborted {
                break;
            }
            choice = Choice { square, solved: None, value, depth: d };
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
        let mut choice = Choice { square: first, solved: None, value: 0, depth: 0 };
        for d in 1..=60 {
            if empties <= d + 6 {
                let (value, square) = self.solve_root(mover, opponent, moves, choice.square as u8);
                if !self.aborted {
                    choice = Choice { square, solved: Some(value), value, depth: empties };
                }
                break;
            }
            let (value, square) = self.midgame_root(mover, opponent, moves, choice.square as u8, d);
            if self.aborted {
                break;
            }
            choice = Choice { square, solved: None, value, depth: d };
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
        let choice = self.think(mover, opponent, limits);
        let mut ranked = Vec::new();
        let mut rest = legal_moves(mover, opponent);
        while rest != 0 {
            let square = rest.trailing_zeros();
            rest &= rest - 1;
            let (m, o) = play(mover, opponent, square);
            let value = if choice.solved.is_some() {
                -self.exact(m, o, -65, 65)
            } else if choice.depth == 0 {
                -evaluate(m, o)
            } else {
                -self.midgame(m, o, choice.depth - 1, -INFINITY, INFINITY)
            };
            ranked.push((square, value));
        }
        // The chosen move first among equals (its value can differ only through the table).
        ranked.sort_by_key(|&(square, value)| (-value, square != choice.square, square));
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
        // table, the ordering and the null windows must not change the value.
        let mut engine = Engine::new();
        let mut rng = Rng(61);
        for (k, (mover, opponent)) in endgame_positions(300, 60, &mut rng).into_iter().enumerate() {
            let depth = 1 + (k % 4) as u32;
            engine.clear();
            assert_eq!(
                engine.midgame(mover, opponent, depth, -INFINITY, INFINITY),
                plain_negamax(mover, opponent, depth)
            );
        }
    }

    #[test]
    fn limits_of_levels_depths_and_time() {
        assert_eq!(Limits::level(5), Limits { depth: 8, exact_from: 16, time: None, nodes: None });
        assert_eq!(Limits::depth(8), Limits::level(5));
        assert_eq!(Limits::level(6).nodes, Some(DEFAULT_BUDGET));
        assert_eq!(Limits::depth(12), Limits::level(7));
        assert_eq!(Limits::depth(10).exact_from, 18);
        assert_eq!(
            Limits::level(6),
            Limits { depth: 12, exact_from: 18, time: None, ..Limits::level(6) }
        );
        assert_eq!(Limits::depth(3), Limits { depth: 3, exact_from: 11, time: None, nodes: None });
        assert_eq!(Limits::depth(99).depth, 60);
        assert_eq!(Limits::depth(99).exact_from, 24);
        assert_eq!(Limits::seconds(0.5).time, Some(Duration::from_millis(500)));
    }

    #[test]
    fn budgeted_searches_are_repeatable_and_keep_to_the_budget() {
        let mut engine = Engine::new();
        let mut rng = Rng(33);
        let (mut gave_up, mut finished) = (0, 0);
        for _ in 0..8 {
            let (mover, opponent) = random_game_until(&mut rng, |m, o| empties(m, o) <= 16);
            let moves = legal_moves(mover, opponent);
            if moves == 0 {
                continue;
            }
            let budget = Limits { depth: 10, exact_from: 16, time: None, nodes: Some(1_000_000) };
            let first = engine.think(mover, opponent, budget);
            assert!(engine.spent < 1_000_000 + 4096 * MIDGAME_NODE_COST);
            assert_eq!(engine.think(mover, opponent, budget), first);
            assert_ne!(moves & (1u64 << first.square), 0);
            let solved = engine.think(mover, opponent, Limits { nodes: None, ..budget });
            assert!(solved.solved.is_some());
            if first.solved.is_none() {
                // Given up: the midgame search, with what was left, decided.
                gave_up += 1;
                assert!(first.depth >= 1 && first.depth <= 10, "{:?}", first);
            } else {
                finished += 1;
                assert_eq!(first.solved, solved.solved);
            }
        }
        assert!(gave_up > 0 && finished > 0, "{} {}", gave_up, finished);
        // In the midgame the budget stops the deepening.
        let (mover, opponent) = array_replay(&GAME_3[..24]);
        let budgeted = Limits { depth: 12, exact_from: 0, time: None, nodes: Some(400_000) };
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
