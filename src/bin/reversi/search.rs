//! The computer player: levels, budgets and time control around the midgame search
//! (`midgame`) and the exact solver (`endgame`), and the ranking of moves for hints.
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

use crate::board::{count, legal_moves, play};
pub(crate) use crate::engine::{Engine, INFINITY};
use crate::eval::evaluate;
use crate::midgame::{Order, NO_MOVE};
use std::time::{Duration, Instant};

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
/// level 7 (0.2-0.3 s a move on average on the 2-core machine of docs/reversi.md) beat
/// level 6 (a quarter of its budget) 62-9-29 over 100 games.
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
    /// Whether the search may use the engine's threads (`threads`): not at the levels, whose
    /// moves stay the same from run to run; at a fixed depth (`set depth`) and with a time.
    pub(crate) parallel: bool,
}

impl Limits {
    /// Level 1-8 (clamped).
    pub(crate) fn level(level: u32) -> Limits {
        let (depth, exact_from, nodes) = LEVELS[(level.clamp(1, 8) - 1) as usize];
        if nodes == 0 {
            return Limits {
                depth,
                exact_from,
                time: None,
                nodes: None,
                outcome_from: 0,
                parallel: false,
            };
        }
        let outcome_from = exact_from + BUDGETED_EARLIER + BUDGETED_OUTCOME;
        Limits { depth, exact_from, time: None, nodes: Some(nodes), outcome_from, parallel: false }
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
        Limits { depth, exact_from, time: None, nodes: None, outcome_from: 0, parallel: true }
    }

    /// Iterative deepening (and exact solving when it fits) within `seconds` per move.
    pub(crate) fn seconds(seconds: f64) -> Limits {
        let time = Duration::from_secs_f64(seconds.clamp(0.0, 1e6));
        Limits {
            depth: 60,
            exact_from: 0,
            time: Some(time),
            nodes: None,
            outcome_from: 0,
            parallel: true,
        }
    }
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
    /// When a win/loss/draw solve proved it (and `solved` is None): 1 if the move wins with
    /// best play, 0 if it draws (`value` is then the midgame value of the move).
    pub(crate) proved: Option<i32>,
}

impl Engine {
    /// The move the computer plays at `level` (1-based); the mover must have a legal move.
    #[cfg(test)]
    pub(crate) fn choose(&mut self, mover: u64, opponent: u64, level: u32) -> Choice {
        self.think(mover, opponent, Limits::level(level))
    }

    /// The move the computer plays within `limits`; the mover must have a legal move.
    pub(crate) fn think(&mut self, mover: u64, opponent: u64, limits: Limits) -> Choice {
        let started = Instant::now();
        self.clear();
        self.resume();
        self.parallel = limits.parallel && self.threads > 1;
        self.thorough = limits.parallel;
        self.deadline = limits.time.map(|t| started + t);
        let choice = match limits.time {
            None => self.fixed(mover, opponent, limits),
            Some(budget) => self.timed(mover, opponent, started, budget),
        };
        self.deadline = None;
        self.spend_limit = u64::MAX;
        self.resume();
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
            self.resume();
            self.spent = 0;
        } else if limits.nodes.is_some() && empties <= limits.outcome_from {
            self.spend_limit = budget.saturating_mul(SOLVE_SHARE);
            let (outcome, square, value, depth) = self.outcome_root(mover, opponent, moves);
            if !self.aborted && outcome >= 0 {
                return Choice { square, solved: None, value, depth, proved: Some(outcome) };
            }
            self.resume();
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
        self.resume();
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
    use crate::engine::MIDGAME_NODE_COST;
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

    #[test]
    fn limits_of_levels_depths_and_time() {
        assert_eq!(
            Limits::level(5),
            Limits {
                depth: 8,
                exact_from: 16,
                time: None,
                nodes: None,
                outcome_from: 0,
                parallel: false
            }
        );
        assert_eq!(Limits { parallel: false, ..Limits::depth(8) }, Limits::level(5));
        assert!(Limits::depth(8).parallel && Limits::seconds(1.0).parallel);
        assert!(!Limits::level(5).parallel && !Limits::level(7).parallel);
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
                outcome_from: 22,
                parallel: false,
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
                outcome_from: 24,
                parallel: false,
            }
        );
        assert_eq!(Limits::level(8).nodes, Some(16 * LEVEL6_BUDGET));
        assert_eq!((Limits::level(8).exact_from, Limits::level(8).outcome_from), (22, 26));
        assert_eq!(
            Limits::depth(3),
            Limits {
                depth: 3,
                exact_from: 11,
                time: None,
                nodes: None,
                outcome_from: 0,
                parallel: true
            }
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
                parallel: false,
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
        let budgeted = Limits {
            depth: 12,
            exact_from: 0,
            time: None,
            nodes: Some(400_000),
            outcome_from: 0,
            parallel: false,
        };
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
