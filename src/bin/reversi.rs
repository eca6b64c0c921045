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

use std::io::{self, BufRead, Write};
use std::time::Instant;

/// Squares not on the a or h file: the opponent discs a sideways run may pass through.
const INNER_FILES: u64 = 0x7e7e_7e7e_7e7e_7e7e;
const CORNERS: u64 = 0x8100_0000_0000_0081;
const EDGES: u64 = 0xff81_8181_8181_81ff;
const START_BLACK: u64 = (1 << 28) | (1 << 35); // e4, d5
const START_WHITE: u64 = (1 << 27) | (1 << 36); // d4, e5

/// Moves of one direction (shift `s` towards higher bits and towards lower bits): `mover`
/// discs, then a run of `inner` opponent discs, then the square returned (not yet checked empty).
#[inline(always)]
fn direction_moves(mover: u64, inner: u64, s: u32) -> u64 {
    let pairs_up = inner & (inner << s);
    let mut up = inner & (mover << s);
    up |= inner & (up << s);
    up |= pairs_up & (up << (2 * s));
    up |= pairs_up & (up << (2 * s));
    let pairs_down = pairs_up >> s;
    let mut down = inner & (mover >> s);
    down |= inner & (down >> s);
    down |= pairs_down & (down >> (2 * s));
    down |= pairs_down & (down >> (2 * s));
    (up << s) | (down >> s)
}

/// The legal moves of the player owning `mover` against `opponent`, as a set of squares.
#[inline(always)]
fn legal_moves(mover: u64, opponent: u64) -> u64 {
    let inner = opponent & INNER_FILES;
    let candidates = direction_moves(mover, inner, 1)
        | direction_moves(mover, opponent, 8)
        | direction_moves(mover, inner, 7)
        | direction_moves(mover, inner, 9);
    candidates & !(mover | opponent)
}

/// Row and column steps of the 8 directions: first the four that go towards higher bits.
const DIRECTIONS: [(i32, i32); 8] =
    [(0, 1), (1, -1), (1, 0), (1, 1), (0, -1), (-1, 1), (-1, 0), (-1, -1)];

/// RAYS[square][direction]: the squares from `square` (excluded) to the edge.
static RAYS: [[u64; 8]; 64] = build_rays();

const fn build_rays() -> [[u64; 8]; 64] {
    let mut rays = [[0u64; 8]; 64];
    let mut square = 0;
    while square < 64 {
        let mut d = 0;
        while d < 8 {
            let (dr, dc) = DIRECTIONS[d];
            let mut r = (square / 8) as i32 + dr;
            let mut c = (square % 8) as i32 + dc;
            let mut ray = 0u64;
            while r >= 0 && r < 8 && c >= 0 && c < 8 {
                ray |= 1u64 << (r * 8 + c);
                r += dr;
                c += dc;
            }
            rays[square][d] = ray;
            d += 1;
        }
        square += 1;
    }
    rays
}

/// The opponent discs flipped when the mover plays on the empty `square` (0 if illegal).
#[inline(always)]
fn flips(mover: u64, opponent: u64, square: u32) -> u64 {
    let rays = &RAYS[square as usize & 63];
    let mut flipped = 0;
    for &ray in &rays[..4] {
        // Towards higher bits: the first non-opponent square is the lowest bit.
        let stop = ray & !opponent;
        let outflank = stop & stop.wrapping_neg() & mover;
        flipped |= ray & outflank.wrapping_sub(u64::from(outflank != 0));
    }
    for &ray in &rays[4..] {
        // Towards lower bits: the highest bit. Bit 0 stands in when the ray has no stop; it
        // cannot then be an own disc on the ray, hence the `& ray` in the test.
        let stop = (ray & !opponent) | 1;
        let outflank = (1u64 << (63 - stop.leading_zeros())) & mover & ray;
        flipped |= ray & (outflank.wrapping_neg() << 1);
    }
    flipped
}

/// The position after the mover plays `square`, seen from the next player: (mover, opponent).
#[inline(always)]
fn play(mover: u64, opponent: u64, square: u32) -> (u64, u64) {
    let flipped = flips(mover, opponent, square);
    (opponent & !flipped, mover | flipped | (1u64 << square))
}

/// Leaves of the game tree `depth` plies deep (standard convention: a pass is a ply, a
/// finished game is one leaf, bulk counting at the last ply).
fn perft(mover: u64, opponent: u64, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = legal_moves(mover, opponent);
    if depth == 1 {
        return if moves == 0 { 1 } else { u64::from(moves.count_ones()) };
    }
    if moves == 0 {
        if legal_moves(opponent, mover) == 0 {
            return 1;
        }
        return perft(opponent, mover, depth - 1);
    }
    let mut leaves = 0;
    if depth == 2 {
        // The last two plies in one loop: bulk count below each move.
        while moves != 0 {
            let square = moves.trailing_zeros();
            moves &= moves - 1;
            let (next_mover, next_opponent) = play(mover, opponent, square);
            let replies = legal_moves(next_mover, next_opponent);
            leaves += if replies == 0 { 1 } else { u64::from(replies.count_ones()) };
        }
        return leaves;
    }
    while moves != 0 {
        let square = moves.trailing_zeros();
        moves &= moves - 1;
        let (next_mover, next_opponent) = play(mover, opponent, square);
        leaves += perft(next_mover, next_opponent, depth - 1);
    }
    leaves
}

/// The official score difference for the mover of a finished game: empties go to the winner.
fn official_difference(mover: u64, opponent: u64) -> i32 {
    let own = mover.count_ones() as i32;
    let theirs = opponent.count_ones() as i32;
    let empty = 64 - own - theirs;
    if own > theirs {
        own - theirs + empty
    } else if own < theirs {
        own - theirs - empty
    } else {
        0
    }
}

/// `d3` for bit 19.
fn square_name(square: u32) -> String {
    format!("{}{}", (b'a' + (square % 8) as u8) as char, square / 8 + 1)
}

fn move_list(moves: u64, with_row_col: bool) -> String {
    let mut parts = Vec::new();
    let mut rest = moves;
    while rest != 0 {
        let square = rest.trailing_zeros();
        rest &= rest - 1;
        if with_row_col {
            parts.push(format!("{} ({} {})", square_name(square), square / 8, square % 8));
        } else {
            parts.push(square_name(square));
        }
    }
    parts.join(if with_row_col { ", " } else { " " })
}

/// The board with a-h and 1-8 on the top and left, 0-based columns and rows on the bottom and
/// right; `X` Black, `O` White, `*` the squares in `marks` (legal moves), `.` empty.
fn render(black: u64, white: u64, marks: u64) -> String {
    let mut text = String::from("    a b c d e f g h\n");
    for row in 0..8 {
        text.push_str(&format!("{:>2} ", row + 1));
        for col in 0..8 {
            let bit = 1u64 << (row * 8 + col);
            text.push(' ');
            text.push(if black & bit != 0 {
                'X'
            } else if white & bit != 0 {
                'O'
            } else if marks & bit != 0 {
                '*'
            } else {
                '.'
            });
        }
        text.push_str(&format!("  {}\n", row));
    }
    text.push_str("    0 1 2 3 4 5 6 7\n");
    text
}

/// A game in progress, by colour.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Game {
    black: u64,
    white: u64,
    black_to_move: bool,
}

impl Game {
    fn start() -> Game {
        Game { black: START_BLACK, white: START_WHITE, black_to_move: true }
    }

    /// (mover, opponent)
    fn sides(&self) -> (u64, u64) {
        if self.black_to_move {
            (self.black, self.white)
        } else {
            (self.white, self.black)
        }
    }

    fn moves(&self) -> u64 {
        let (mover, opponent) = self.sides();
        legal_moves(mover, opponent)
    }

    fn is_over(&self) -> bool {
        let (mover, opponent) = self.sides();
        legal_moves(mover, opponent) == 0 && legal_moves(opponent, mover) == 0
    }

    fn mover_name(&self) -> &'static str {
        if self.black_to_move {
            "Black"
        } else {
            "White"
        }
    }

    fn mover_label(&self) -> &'static str {
        if self.black_to_move {
            "Black (X)"
        } else {
            "White (O)"
        }
    }

    /// Plays a legal move (the caller checks legality).
    fn apply(&mut self, square: u32) {
        let (mover, opponent) = self.sides();
        let (next_mover, next_opponent) = play(mover, opponent, square);
        if self.black_to_move {
            self.white = next_mover;
            self.black = next_opponent;
        } else {
            self.black = next_mover;
            self.white = next_opponent;
        }
        self.black_to_move = !self.black_to_move;
    }

    fn pass(&mut self) {
        self.black_to_move = !self.black_to_move;
    }

    fn counts(&self) -> String {
        format!("Black {}, White {}", self.black.count_ones(), self.white.count_ones())
    }

    /// `Black 13, White 0: Black wins, 64-0 officially` (winner's official score first), or
    /// the side to move when the game is not over.
    fn result_line(&self) -> String {
        let black = self.black.count_ones();
        let white = self.white.count_ones();
        let empty = 64 - black - white;
        if !self.is_over() {
            return format!("{}: game not over, {} to move", self.counts(), self.mover_name());
        }
        let outcome = if black > white {
            format!("Black wins, {}-{} officially", black + empty, white)
        } else if white > black {
            format!("White wins, {}-{} officially", white + empty, black)
        } else {
            String::from("draw, 32-32 officially")
        };
        format!("{}: {}", self.counts(), outcome)
    }
}

// ---------------------------------------------------------------------------------------------
// The computer player.

/// Strength levels: (midgame search depth, number of empty squares from which it solves exactly).
const LEVELS: [(u32, u32); 8] =
    [(1, 6), (2, 8), (4, 12), (6, 14), (8, 16), (10, 18), (12, 20), (14, 22)];
const DEFAULT_LEVEL: u32 = 5;

/// Evaluation value of a won / lost finished game (plus the official difference).
const WIN: i32 = 10_000;
const INFINITY: i32 = 30_000;
const NO_MOVE: u8 = 64;

/// Static square values for move ordering and the evaluation of edges.
const SQUARE_VALUE: [i32; 64] = [
    100, -20, 10, 5, 5, 10, -20, 100, //
    -20, -50, -2, -2, -2, -2, -50, -20, //
    10, -2, 1, 1, 1, 1, -2, 10, //
    5, -2, 1, 0, 0, 1, -2, 5, //
    5, -2, 1, 0, 0, 1, -2, 5, //
    10, -2, 1, 1, 1, 1, -2, 10, //
    -20, -50, -2, -2, -2, -2, -50, -20, //
    100, -20, 10, 5, 5, 10, -20, 100,
];

/// For each corner: the corner, its X-square (diagonal neighbour), its C-squares (edge neighbours).
const CORNER_ZONES: [(u64, u64, u64); 4] = [
    (1 << 0, 1 << 9, (1 << 1) | (1 << 8)),
    (1 << 7, 1 << 14, (1 << 6) | (1 << 15)),
    (1 << 56, 1 << 49, (1 << 57) | (1 << 48)),
    (1 << 63, 1 << 54, (1 << 62) | (1 << 55)),
];

/// The squares next to some square of `set` (8-neighbourhood, without wrapping).
fn neighbours(set: u64) -> u64 {
    let left = (set >> 1) & 0x7f7f_7f7f_7f7f_7f7f;
    let right = (set << 1) & 0xfefe_fefe_fefe_fefe;
    let row = set | left | right;
    (left | right | (row << 8) | (row >> 8)) & !set
}

fn count(set: u64) -> i32 {
    set.count_ones() as i32
}

/// Heuristic value of a position for the mover, well inside (-WIN, WIN).
fn evaluate(mover: u64, opponent: u64) -> i32 {
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

fn final_value(mover: u64, opponent: u64) -> i32 {
    let difference = official_difference(mover, opponent);
    if difference > 0 {
        WIN + difference
    } else if difference < 0 {
        -WIN + difference
    } else {
        0
    }
}

/// Up to this many empty squares the exact search uses `Engine::shallow`.
const SHALLOW: i32 = 6;

const QUADRANTS: [u64; 4] =
    [0x0000_0000_0f0f_0f0f, 0x0000_0000_f0f0_f0f0, 0x0f0f_0f0f_0000_0000, 0xf0f0_f0f0_0000_0000];

/// The exact official difference for the mover when one empty square is left.
fn last_square(mover: u64, opponent: u64, square: u32) -> i32 {
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
struct Entry {
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
struct Choice {
    square: u32,
    /// Exact official difference for the mover, when the game was solved.
    solved: Option<i32>,
}

struct Engine {
    table: Vec<Entry>,
    nodes: u64,
    search: u32,
}

const TABLE_BITS: u32 = 19;

impl Engine {
    fn new() -> Engine {
        Engine { table: vec![Entry::default(); 1 << TABLE_BITS], nodes: 0, search: 1 }
    }

    fn slot(mover: u64, opponent: u64) -> usize {
        let h = (mover.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ opponent.rotate_left(29))
            .wrapping_mul(0xbf58_476d_1ce4_e5b9);
        (h >> (64 - TABLE_BITS)) as usize
    }

    /// Starts a new search: forgets the table (in O(1)) and the node count.
    fn clear(&mut self) {
        self.search = self.search.wrapping_add(1);
        if self.search == 0 {
            for entry in self.table.iter_mut() {
                *entry = Entry::default();
            }
            self.search = 1;
        }
        self.nodes = 0;
    }

    /// The table's best move for the position from this search, or the value when its bounds
    /// (from a search at least `depth` deep) already decide the window (alpha, beta).
    fn probe(
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
    fn store(
        &mut self,
        mover: u64,
        opponent: u64,
        depth: u32,
        (alpha, beta): (i32, i32),
        value: i32,
        best: u32,
    ) {
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
    fn principal_variation<F>(
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

    /// The moves in search order: the table's best move, then by `score` descending.
    /// `fastest_first` ranks by the opponent's reply count (fewest first) as well.
    fn ordered(
        mover: u64,
        opponent: u64,
        moves: u64,
        best: u8,
        fastest_first: bool,
    ) -> ([u32; 64], usize) {
        let mut list = [0u32; 64];
        let mut keys = [0i32; 64];
        let mut n = 0;
        let mut rest = moves;
        while rest != 0 {
            let square = rest.trailing_zeros();
            rest &= rest - 1;
            let mut key = SQUARE_VALUE[square as usize];
            if fastest_first {
                let (next_mover, next_opponent) = play(mover, opponent, square);
                let replies = legal_moves(next_mover, next_opponent);
                key -= 100 * (count(replies) + count(replies & CORNERS));
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
    fn midgame(&mut self, mover: u64, opponent: u64, depth: u32, alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
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
        let (list, n) = Engine::ordered(mover, opponent, moves, best_move, depth >= 3);
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
    fn exact(&mut self, mover: u64, opponent: u64, alpha: i32, beta: i32) -> i32 {
        if count(!(mover | opponent)) <= SHALLOW {
            return self.shallow(mover, opponent, alpha, beta, false);
        }
        self.nodes += 1;
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
        let (list, n) = Engine::ordered(mover, opponent, moves, best_move, true);
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
    fn shallow(
        &mut self,
        mover: u64,
        opponent: u64,
        mut alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
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
    fn choose(&mut self, mover: u64, opponent: u64, level: u32) -> Choice {
        let (depth, exact_from) = LEVELS[(level.clamp(1, 8) - 1) as usize];
        let moves = legal_moves(mover, opponent);
        self.clear();
        let empties = count(!(mover | opponent)) as u32;
        if empties <= exact_from {
            let (list, n) = Engine::ordered(mover, opponent, moves, NO_MOVE, true);
            let (best, best_square) = self.principal_variation(
                (mover, opponent),
                &list[..n],
                (-65, 65),
                |engine, m, o, a, b| engine.exact(m, o, a, b),
            );
            return Choice { square: best_square, solved: Some(best) };
        }
        if moves.count_ones() == 1 {
            return Choice { square: moves.trailing_zeros(), solved: None };
        }
        // Iterative deepening; the root keeps the previous iteration's best move first.
        let mut best_square = Engine::ordered(mover, opponent, moves, NO_MOVE, true).0[0];
        for d in 1..=depth {
            let (list, n) = Engine::ordered(mover, opponent, moves, best_square as u8, true);
            best_square = self
                .principal_variation(
                    (mover, opponent),
                    &list[..n],
                    (-INFINITY, INFINITY),
                    |engine, m, o, a, b| engine.midgame(m, o, d - 1, a, b),
                )
                .1;
        }
        Choice { square: best_square, solved: None }
    }
}

// ---------------------------------------------------------------------------------------------
// Replay of a transcript.

/// Plays a transcript (`f5d6c3...`, any case, passes implicit, `pp`/`pass` allowed where
/// the mover has no move; spaces and commas ignored). Returns the game and the number of
/// moves and passes, or an error naming the move number and the square.
fn replay_game(transcript: &str) -> Result<(Game, usize, usize), String> {
    let bytes = transcript.as_bytes();
    let mut game = Game::start();
    let mut number = 0;
    let mut moves_played = 0;
    let mut passes = 0;
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i].to_ascii_lowercase();
        if c.is_ascii_whitespace() || c == b',' {
            i += 1;
            continue;
        }
        number += 1;
        let rest = &bytes[i..];
        let lower = |k: usize| rest.get(k).map(|b| b.to_ascii_lowercase());
        let is_pass_word = lower(0) == Some(b'p')
            && lower(1) == Some(b'a')
            && lower(2) == Some(b's')
            && lower(3) == Some(b's');
        if is_pass_word || (lower(0) == Some(b'p') && lower(1) == Some(b'p')) {
            let token = if is_pass_word { "pass" } else { "pp" };
            i += token.len();
            if game.is_over() {
                return Err(format!("move {} ({}): the game is already over", number, token));
            }
            if game.moves() != 0 {
                return Err(format!(
                    "move {} ({}): {} has legal moves ({}), so it may not pass",
                    number,
                    token,
                    game.mover_name(),
                    move_list(game.moves(), false)
                ));
            }
            game.pass();
            passes += 1;
            continue;
        }
        let file = lower(0).unwrap_or(0);
        let rank = lower(1).unwrap_or(0);
        if !(b'a'..=b'h').contains(&file) || !(b'1'..=b'8').contains(&rank) {
            let end = rest.len().min(2);
            return Err(format!(
                "move {}: {} is not a square (a1-h8) or pp",
                number,
                shown(&rest[..end.max(1)])
            ));
        }
        i += 2;
        let square = u32::from(rank - b'1') * 8 + u32::from(file - b'a');
        let name = square_name(square);
        if game.is_over() {
            return Err(format!("move {} ({}): the game is already over", number, name));
        }
        if game.moves() == 0 {
            game.pass();
            passes += 1;
        }
        let moves = game.moves();
        if moves & (1u64 << square) == 0 {
            let why = if (game.black | game.white) & (1u64 << square) != 0 {
                "the square is occupied"
            } else {
                "it flips nothing"
            };
            return Err(format!(
                "move {} ({}) is illegal for {}: {}; legal moves: {}",
                number,
                name,
                game.mover_name(),
                why,
                move_list(moves, false)
            ));
        }
        game.apply(square);
        moves_played += 1;
    }
    Ok((game, moves_played, passes))
}

fn replay_output(transcript: &str) -> Result<String, String> {
    let (game, moves, passes) = replay_game(transcript)?;
    Ok(format!(
        "{} moves, {} {}\n{}{}\n",
        moves,
        passes,
        if passes == 1 { "pass" } else { "passes" },
        render(game.black, game.white, 0),
        game.result_line()
    ))
}

// ---------------------------------------------------------------------------------------------
// Interactive play.

#[derive(Clone, Copy, Debug, PartialEq)]
struct Settings {
    black_cpu: bool,
    white_cpu: bool,
    level: u32,
}

const MAX_LINE: usize = 200;

/// Reads one line (without the newline), keeping at most MAX_LINE bytes of it; false at the
/// end of the input.
fn read_line<R: BufRead>(input: &mut R, line: &mut Vec<u8>) -> io::Result<bool> {
    line.clear();
    let mut any = false;
    loop {
        let (done, used) = {
            let buffer = match input.fill_buf() {
                Ok(buffer) => buffer,
                Err(ref e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if buffer.is_empty() {
                return Ok(any);
            }
            any = true;
            let (end, done, used) = match buffer.iter().position(|&b| b == b'\n') {
                Some(i) => (i, true, i + 1),
                None => (buffer.len(), false, buffer.len()),
            };
            let room = MAX_LINE.saturating_sub(line.len());
            line.extend_from_slice(&buffer[..end.min(room)]);
            (done, used)
        };
        input.consume(used);
        if done {
            if line.last() == Some(&b'\r') {
                line.pop();
            }
            return Ok(true);
        }
    }
}

/// A token quoted for a message: escaped, and cut short if long.
fn shown(token: &[u8]) -> String {
    let mut text = String::from("\"");
    for &byte in &token[..token.len().min(24)] {
        for c in std::ascii::escape_default(byte) {
            text.push(c as char);
        }
    }
    text.push('"');
    if token.len() > 24 {
        text.push_str("...");
    }
    text
}

/// What a line typed by a player means.
#[derive(Clone, Debug, PartialEq)]
enum Typed {
    Square(u32),
    /// A lone 0-based row: the column follows on the next line.
    Row(u32),
    Pass,
    Quit,
    Empty,
    Bad(String),
}

fn parse_index(token: &[u8]) -> Option<u32> {
    if token.is_empty() || token.len() > 3 || !token.iter().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(token.iter().fold(0u32, |v, &b| v * 10 + u32::from(b - b'0')))
}

fn parse_typed(line: &[u8]) -> Typed {
    let tokens: Vec<&[u8]> =
        line.split(|&b| b.is_ascii_whitespace() || b == b',').filter(|t| !t.is_empty()).collect();
    let usage = "type a square like d3, or a row and a column from 0 to 7 like 2 3";
    match tokens.len() {
        0 => Typed::Empty,
        1 => {
            let token = tokens[0];
            let lower: Vec<u8> = token.iter().map(|b| b.to_ascii_lowercase()).collect();
            if lower == b"quit" || lower == b"exit" {
                return Typed::Quit;
            }
            if lower == b"pass" || lower == b"pp" {
                return Typed::Pass;
            }
            if lower.len() == 2
                && (b'a'..=b'h').contains(&lower[0])
                && (b'1'..=b'8').contains(&lower[1])
            {
                return Typed::Square(u32::from(lower[1] - b'1') * 8 + u32::from(lower[0] - b'a'));
            }
            match parse_index(token) {
                Some(row) if row < 8 => Typed::Row(row),
                Some(_) => Typed::Bad(format!(
                    "{} is not a row: rows and columns go from 0 to 7",
                    shown(token)
                )),
                None => Typed::Bad(format!("{} is not a move: {}", shown(token), usage)),
            }
        }
        2 => match (parse_index(tokens[0]), parse_index(tokens[1])) {
            (Some(row), Some(col)) if row < 8 && col < 8 => Typed::Square(row * 8 + col),
            (Some(_), Some(_)) => Typed::Bad(String::from("rows and columns go from 0 to 7")),
            _ => Typed::Bad(format!("{} is not a move: {}", shown(line), usage)),
        },
        _ => Typed::Bad(format!("{} is not a move: {}", shown(line), usage)),
    }
}

fn player_kind(cpu: bool, level: u32) -> String {
    if cpu {
        format!("computer (level {})", level)
    } else {
        String::from("human")
    }
}

/// Ends a game stopped before it is over (`why`), saying who was to move and the counts.
fn stopped<W: Write>(out: &mut W, game: Game, why: &str) -> io::Result<Game> {
    writeln!(out, "{}, {} to move. {}.", why, game.mover_name(), game.counts())?;
    out.flush()?;
    Ok(game)
}

/// One game at the console: reads moves from `input`, writes everything to `out`.
fn play_game<R: BufRead, W: Write>(
    input: &mut R,
    out: &mut W,
    settings: Settings,
) -> io::Result<Game> {
    let mut game = Game::start();
    let mut engine =
        if settings.black_cpu || settings.white_cpu { Some(Engine::new()) } else { None };
    writeln!(
        out,
        "Othello. Black (X): {}. White (O): {}. Black moves first.",
        player_kind(settings.black_cpu, settings.level),
        player_kind(settings.white_cpu, settings.level)
    )?;
    if !(settings.black_cpu && settings.white_cpu) {
        writeln!(out, "Type a move as a square like d3 or as a 0-based row and column like 2 3; quit to stop.")?;
    }
    let mut line = Vec::new();
    loop {
        let moves = game.moves();
        if moves == 0 {
            if game.is_over() {
                write!(out, "\n{}", render(game.black, game.white, 0))?;
                writeln!(out, "Game over. {}", game.result_line())?;
                out.flush()?;
                return Ok(game);
            }
            writeln!(out, "\n{} has no legal move and passes.", game.mover_label())?;
            game.pass();
            continue;
        }
        let cpu = if game.black_to_move { settings.black_cpu } else { settings.white_cpu };
        write!(out, "\n{}", render(game.black, game.white, if cpu { 0 } else { moves }))?;
        writeln!(out, "{} to move. {}.", game.mover_label(), game.counts())?;
        if cpu {
            out.flush()?;
            let (mover, opponent) = game.sides();
            let choice = match engine.as_mut() {
                Some(engine) => engine.choose(mover, opponent, settings.level),
                None => Choice { square: moves.trailing_zeros(), solved: None },
            };
            let note = match choice.solved {
                Some(d) if d != 0 => format!(
                    " (solved: {} {} {}-{} with best play)",
                    game.mover_name(),
                    if d > 0 { "wins" } else { "loses" },
                    32 + d / 2,
                    32 - d / 2
                ),
                Some(_) => String::from(" (solved: a draw with best play)"),
                None => String::new(),
            };
            let label =
                if game.black_to_move { "Black (X, computer)" } else { "White (O, computer)" };
            writeln!(out, "{} plays {}{}.", label, square_name(choice.square), note)?;
            out.flush()?;
            game.apply(choice.square);
            continue;
        }
        writeln!(out, "Legal moves: {}", move_list(moves, true))?;
        // Ask until a legal move arrives.
        let mut row: Option<u32> = None;
        loop {
            match row {
                None => write!(out, "{}, your move: ", game.mover_label())?,
                Some(r) => write!(out, "{}, column for row {}: ", game.mover_label(), r)?,
            }
            out.flush()?;
            if !read_line(input, &mut line)? {
                return stopped(out, game, "\nEnd of input: the game stops here");
            }
            // A blank line leaves a typed row waiting for its column.
            let typed = match (row, parse_typed(&line)) {
                (Some(r), Typed::Row(c)) => Typed::Square(r * 8 + c),
                (Some(r), Typed::Empty) => Typed::Row(r),
                (Some(_), Typed::Quit) => Typed::Quit,
                (Some(_), _) => Typed::Bad(format!(
                    "{} is not a column from 0 to 7; start the move again",
                    shown(&line)
                )),
                (None, typed) => typed,
            };
            row = None;
            match typed {
                Typed::Empty => {}
                Typed::Quit => return stopped(out, game, "Game stopped"),
                Typed::Pass => writeln!(
                    out,
                    "{} has a legal move, so passing is not allowed.",
                    game.mover_name()
                )?,
                Typed::Row(r) => row = Some(r),
                Typed::Bad(message) => writeln!(out, "{}.", message)?,
                Typed::Square(square) => {
                    let bit = 1u64 << square;
                    if (game.black | game.white) & bit != 0 {
                        writeln!(
                            out,
                            "{} ({} {}) is occupied.",
                            square_name(square),
                            square / 8,
                            square % 8
                        )?;
                    } else if moves & bit == 0 {
                        writeln!(
                            out,
                            "{} ({} {}) flips nothing, so it is not legal. Legal moves: {}",
                            square_name(square),
                            square / 8,
                            square % 8,
                            move_list(moves, false)
                        )?;
                    } else {
                        writeln!(out, "{} plays {}.", game.mover_label(), square_name(square))?;
                        game.apply(square);
                        break;
                    }
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Command line.

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

    /// splitmix64: a small seeded generator for reproducible random positions and games.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        }

        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }

        /// A uniformly random member of a non-empty set of squares.
        fn pick(&mut self, set: u64) -> u32 {
            let mut k = self.below(u64::from(set.count_ones()));
            let mut rest = set;
            loop {
                let square = rest.trailing_zeros();
                if k == 0 {
                    return square;
                }
                k -= 1;
                rest &= rest - 1;
            }
        }
    }

    // ---- The plain array model: 1 = mover, -1 = opponent, 0 = empty; walks the 8 directions.

    type Cells = [i8; 64];

    fn cells(mover: u64, opponent: u64) -> Cells {
        let mut board = [0i8; 64];
        for (square, cell) in board.iter_mut().enumerate() {
            if mover >> square & 1 == 1 {
                *cell = 1;
            } else if opponent >> square & 1 == 1 {
                *cell = -1;
            }
        }
        board
    }

    fn array_flips(board: &Cells, square: usize) -> u64 {
        if board[square] != 0 {
            return 0;
        }
        let mut flipped = 0u64;
        for &(dr, dc) in
            &[(-1i32, -1i32), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
        {
            let mut r = (square / 8) as i32 + dr;
            let mut c = (square % 8) as i32 + dc;
            let mut run = 0u64;
            while (0..8).contains(&r) && (0..8).contains(&c) && board[(r * 8 + c) as usize] == -1 {
                run |= 1u64 << (r * 8 + c);
                r += dr;
                c += dc;
            }
            if run != 0
                && (0..8).contains(&r)
                && (0..8).contains(&c)
                && board[(r * 8 + c) as usize] == 1
            {
                flipped |= run;
            }
        }
        flipped
    }

    fn array_moves(board: &Cells) -> u64 {
        (0..64).filter(|&s| array_flips(board, s) != 0).fold(0, |m, s| m | 1u64 << s)
    }

    /// The board after the mover plays, from the next player's side.
    fn array_play(board: &Cells, square: usize) -> Cells {
        let flipped = array_flips(board, square);
        let mut next = *board;
        next[square] = 1;
        for (s, cell) in next.iter_mut().enumerate() {
            if flipped >> s & 1 == 1 {
                *cell = 1;
            }
            *cell = -*cell;
        }
        next
    }

    fn negated(board: &Cells) -> Cells {
        let mut next = *board;
        for cell in next.iter_mut() {
            *cell = -*cell;
        }
        next
    }

    /// Perft on the array model, every leaf visited (no bulk counting).
    fn array_perft(board: &Cells, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = array_moves(board);
        if moves == 0 {
            if array_moves(&negated(board)) == 0 {
                return 1;
            }
            return array_perft(&negated(board), depth - 1);
        }
        (0..64)
            .filter(|&s| moves >> s & 1 == 1)
            .map(|s| array_perft(&array_play(board, s), depth - 1))
            .sum()
    }

    /// Official score difference for the mover with best play, plain minimax on the array model.
    fn array_minimax(board: &Cells) -> i32 {
        let moves = array_moves(board);
        if moves == 0 {
            let other = negated(board);
            if array_moves(&other) == 0 {
                let own = board.iter().filter(|&&c| c == 1).count() as i32;
                let theirs = board.iter().filter(|&&c| c == -1).count() as i32;
                let empty = 64 - own - theirs;
                return if own > theirs {
                    own - theirs + empty
                } else if own < theirs {
                    own - theirs - empty
                } else {
                    0
                };
            }
            return -array_minimax(&other);
        }
        (0..64)
            .filter(|&s| moves >> s & 1 == 1)
            .map(|s| -array_minimax(&array_play(board, s)))
            .max()
            .unwrap()
    }

    /// Replays a transcript on the array model (implicit passes): final (black, white) bitboards.
    fn array_replay(transcript: &str) -> (u64, u64) {
        let mut board = cells(START_BLACK, START_WHITE);
        let mut black_to_move = true;
        let bytes = transcript.as_bytes();
        for pair in bytes.chunks(2) {
            let square =
                usize::from(pair[1] - b'1') * 8 + usize::from(pair[0].to_ascii_lowercase() - b'a');
            if array_moves(&board) == 0 {
                board = negated(&board);
                black_to_move = !black_to_move;
            }
            assert!(
                array_flips(&board, square) != 0,
                "array model: illegal move in {}",
                transcript
            );
            board = array_play(&board, square);
            black_to_move = !black_to_move;
        }
        let side = |v: i8| (0..64).filter(|&s| board[s] == v).fold(0u64, |m, s| m | 1u64 << s);
        // `board` is from the side to move: 1 = the player to move.
        if black_to_move {
            (side(1), side(-1))
        } else {
            (side(-1), side(1))
        }
    }

    const GAME_1: &str = "e6f4e3f6g5d6e7f5c5";
    const GAME_2: &str = "f5f4c3e6f7g6g4e8g8g5h5";
    const GAME_3: &str = "f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6f3b6d1f6f7c1b1g6a3f8a5e2f2g5h6h4d7a4e7c8d8e8c7a2h7h5h3b2a7a8g7h8g8b8b7g4g3h2g1f1e1h1g2";

    fn bit(name: &str) -> u64 {
        let b = name.as_bytes();
        1u64 << (u32::from(b[1] - b'1') * 8 + u32::from(b[0] - b'a'))
    }

    fn bits(names: &str) -> u64 {
        names.split_whitespace().fold(0, |m, n| m | bit(n))
    }

    // ---- Move generation and flips.

    #[test]
    fn perft_matches_the_spec_table() {
        let table = [4u64, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284, 212258800];
        for (i, &expected) in table.iter().enumerate() {
            assert_eq!(perft(START_BLACK, START_WHITE, i as u32 + 1), expected, "depth {}", i + 1);
        }
        assert_eq!(perft(START_BLACK, START_WHITE, 0), 1);
    }

    #[test]
    fn array_perft_agrees_to_depth_9() {
        // The array model knows nothing of bitboards or bulk counting; passes appear at depth 9.
        let board = cells(START_BLACK, START_WHITE);
        for depth in 1..=9 {
            assert_eq!(
                array_perft(&board, depth),
                perft(START_BLACK, START_WHITE, depth),
                "depth {}",
                depth
            );
        }
    }

    /// Plays random moves from the start (passing when forced) until `stop` accepts the
    /// position, from the side to move, or the game is over; `stop` sees every position on the
    /// way, after each move and each pass. Returns the last position.
    fn random_game_until(rng: &mut Rng, mut stop: impl FnMut(u64, u64) -> bool) -> (u64, u64) {
        let (mut mover, mut opponent) = (START_BLACK, START_WHITE);
        while !stop(mover, opponent) {
            let moves = legal_moves(mover, opponent);
            if moves == 0 {
                if legal_moves(opponent, mover) == 0 {
                    break;
                }
                std::mem::swap(&mut mover, &mut opponent);
                continue;
            }
            let next = play(mover, opponent, rng.pick(moves));
            mover = next.0;
            opponent = next.1;
        }
        (mover, opponent)
    }

    fn empties(mover: u64, opponent: u64) -> u32 {
        (!(mover | opponent)).count_ones()
    }

    fn check_position(mover: u64, opponent: u64) {
        let board = cells(mover, opponent);
        assert_eq!(
            legal_moves(mover, opponent),
            array_moves(&board),
            "moves of {:x} {:x}",
            mover,
            opponent
        );
        let empty = !(mover | opponent);
        for square in 0..64u32 {
            if empty >> square & 1 == 1 {
                assert_eq!(
                    flips(mover, opponent, square),
                    array_flips(&board, square as usize),
                    "flips at {} of {:x} {:x}",
                    square_name(square),
                    mover,
                    opponent
                );
            }
        }
    }

    #[test]
    fn bitboards_agree_with_the_array_model_on_random_positions() {
        let mut rng = Rng(1);
        let mut positions = 0;
        // Positions of random games.
        for _ in 0..300 {
            random_game_until(&mut rng, |mover, opponent| {
                check_position(mover, opponent);
                positions += 1;
                false
            });
        }
        // Random boards of every density, reachable or not (edge runs of every shape).
        for i in 0..6000u64 {
            let (mut mover, mut opponent) = (0u64, 0u64);
            let fill = 1 + i % 9;
            for square in 0..64 {
                let r = rng.below(10);
                if r < fill {
                    if rng.below(2) == 0 {
                        mover |= 1 << square;
                    } else {
                        opponent |= 1 << square;
                    }
                }
            }
            check_position(mover, opponent);
            positions += 1;
        }
        assert!(positions > 20_000);
    }

    #[test]
    fn nothing_wraps_around_the_board_edges() {
        // Horizontal: g1 X, h1 O, a2 empty: a2 would follow h1 in bit order.
        assert_eq!(legal_moves(bit("g1"), bit("h1")), 0);
        assert_eq!(legal_moves(bit("a2"), bit("h1")), 0); // g1 would be "left" of a2 via h1
        assert_eq!(legal_moves(bit("b2"), bit("a2")), 0); // h1 would follow a2 going west
                                                          // Diagonals: h3 X, a5 O (h3 + 9 wraps to a5), b6 empty; a3 X, h3 O (a3 + 7), g4 empty.
        assert_eq!(legal_moves(bit("h3"), bit("a5")), 0);
        assert_eq!(legal_moves(bit("a3"), bit("h3")), 0);
        assert_eq!(legal_moves(bit("a6"), bit("h4")), 0);
        assert_eq!(legal_moves(bit("h6"), bit("a8")), 0);
        // Full-length runs along the a and h files, the first and last ranks and both diagonals.
        assert_eq!(legal_moves(bit("a1"), bits("a2 a3 a4 a5 a6 a7")), bit("a8"));
        assert_eq!(flips(bit("a1"), bits("a2 a3 a4 a5 a6 a7"), 56), bits("a2 a3 a4 a5 a6 a7"));
        assert_eq!(legal_moves(bit("h8"), bits("h2 h3 h4 h5 h6 h7")), bit("h1"));
        assert_eq!(legal_moves(bit("a1"), bits("b1 c1 d1 e1 f1 g1")), bit("h1"));
        assert_eq!(legal_moves(bit("h8"), bits("b8 c8 d8 e8 f8 g8")), bit("a8"));
        assert_eq!(legal_moves(bit("a1"), bits("b2 c3 d4 e5 f6 g7")), bit("h8"));
        assert_eq!(flips(bit("h8"), bits("b2 c3 d4 e5 f6 g7"), 0), bits("b2 c3 d4 e5 f6 g7"));
        assert_eq!(legal_moves(bit("h1"), bits("g2 f3 e4 d5 c6 b7")), bit("a8"));
        assert_eq!(flips(bit("a8"), bits("g2 f3 e4 d5 c6 b7"), 7), bits("g2 f3 e4 d5 c6 b7"));
        // A run with no own disc behind it flips nothing, even with a disc on the next row.
        assert_eq!(legal_moves(bit("a2"), bits("b1 c1 d1 e1 f1 g1 h1")), 0);
        assert_eq!(flips(bit("a3"), bits("b1 c1 d1 e1 f1 g1 h1"), 0), 0);
        assert_eq!(legal_moves(bit("h2"), bits("a1 b1 c1 d1 e1 f1 g1")), 0);
        // Each of these also against the array model, with every square.
        for &(m, o) in &[
            ("g1", "h1"),
            ("a2", "h1"),
            ("h3", "a5"),
            ("a3", "h3"),
            ("a6", "h4"),
            ("h6", "a8"),
            ("a1", "b2 c3 d4 e5 f6 g7"),
            ("h8", "b2 c3 d4 e5 f6 g7"),
            ("a2", "b1 c1 d1 e1 f1 g1 h1"),
            ("h1 a8", "b1 c1 g2 b7 a7 h7 g8 h2"),
        ] {
            check_position(bits(m), bits(o));
            check_position(bits(o), bits(m));
        }
    }

    #[test]
    fn passes_and_games_over_with_empty_squares() {
        // White a1, Black b1: Black (to move) has no move, White has c1. Black must pass.
        let game = Game { black: bit("b1"), white: bit("a1"), black_to_move: true };
        assert_eq!(game.moves(), 0);
        assert!(!game.is_over());
        assert_eq!(legal_moves(bit("a1"), bit("b1")), bit("c1"));
        // A pass uses a ply: depth 1 counts it as the one leaf, depth 2 counts White's moves.
        assert_eq!(perft(game.black, game.white, 1), 1);
        assert_eq!(perft(game.black, game.white, 2), 1);
        assert_eq!(perft(game.black, game.white, 3), 1); // after c1 White wiped Black out
        assert_eq!(game.result_line(), "Black 1, White 1: game not over, Black to move");
        // Neither can move, 56 empties, both colours present: b1 O is not bracketable.
        let stuck = Game { black: bits("a1 c1"), white: bit("h8"), black_to_move: true };
        assert!(stuck.is_over());
        assert_eq!(perft(stuck.black, stuck.white, 1), 1);
        assert_eq!(perft(stuck.black, stuck.white, 5), 1);
        assert_eq!(stuck.result_line(), "Black 2, White 1: Black wins, 63-1 officially");
        let draw = Game { black: bit("a1"), white: bit("h8"), black_to_move: false };
        assert_eq!(draw.result_line(), "Black 1, White 1: draw, 32-32 officially");
    }

    // ---- Replays.

    #[test]
    fn the_spec_games_replay_to_their_scores() {
        let (game, moves, passes) = replay_game(GAME_1).unwrap();
        assert_eq!((moves, passes), (9, 0));
        assert_eq!(game.result_line(), "Black 13, White 0: Black wins, 64-0 officially");
        let (game, moves, passes) = replay_game(GAME_2).unwrap();
        assert_eq!((moves, passes), (11, 0));
        assert_eq!(game.result_line(), "Black 14, White 1: Black wins, 63-1 officially");
        let (game, moves, passes) = replay_game(GAME_3).unwrap();
        assert_eq!((moves, passes), (59, 3));
        assert_eq!(game.result_line(), "Black 15, White 48: White wins, 49-15 officially");
        for transcript in &[GAME_1, GAME_2, GAME_3] {
            let (game, _, _) = replay_game(transcript).unwrap();
            assert_eq!((game.black, game.white), array_replay(transcript));
            let upper = transcript.to_ascii_uppercase();
            assert_eq!(replay_game(&upper).unwrap().0, game);
        }
    }

    #[test]
    fn explicit_passes_and_bad_transcripts() {
        // Put PP / pass where game 3 passes (found with the array model).
        let mut board = cells(START_BLACK, START_WHITE);
        let mut with_passes = String::new();
        for (i, pair) in GAME_3.as_bytes().chunks(2).enumerate() {
            if array_moves(&board) == 0 {
                with_passes.push_str(if i % 2 == 0 { "PP" } else { " pass " });
                board = negated(&board);
            }
            let square = usize::from(pair[1] - b'1') * 8 + usize::from(pair[0] - b'a');
            board = array_play(&board, square);
            with_passes.push_str(std::str::from_utf8(pair).unwrap());
        }
        assert_eq!(with_passes.matches("PP").count() + with_passes.matches("pass").count(), 3);
        assert!(replay_output(&with_passes[..with_passes.find("g8").unwrap()])
            .unwrap()
            .starts_with("48 moves, 1 pass\n"));
        let (game, moves, passes) = replay_game(&with_passes).unwrap();
        assert_eq!((moves, passes), (59, 3));
        assert_eq!(game, replay_game(GAME_3).unwrap().0);

        let error = replay_game("f5d6c3a1").unwrap_err();
        assert_eq!(
            error,
            "move 4 (a1) is illegal for White: it flips nothing; legal moves: d3 f3 f4 g5"
        );
        let error = replay_game("f5 d6 c3 d4").unwrap_err();
        assert!(
            error.starts_with("move 4 (d4) is illegal for White: the square is occupied"),
            "{}",
            error
        );
        let error = replay_game("f5pp").unwrap_err();
        assert!(error.starts_with("move 2 (pp): White has legal moves"), "{}", error);
        let error = replay_game("f5d6zz").unwrap_err();
        assert!(error.starts_with("move 3: \"zz\""), "{}", error);
        let error = replay_game("f5d6c").unwrap_err();
        assert!(error.starts_with("move 3: \"c\""), "{}", error);
        let error = replay_game(&format!("{}a1", GAME_1)).unwrap_err();
        assert_eq!(error, "move 10 (a1): the game is already over");
        let (game, moves, _) = replay_game("").unwrap();
        assert_eq!((game, moves), (Game::start(), 0));
        assert_eq!(game.result_line(), "Black 2, White 2: game not over, Black to move");
        assert!(replay_game("f5\u{00e9}").is_err());
    }

    // ---- Interactive play.

    fn session(input: &[u8], settings: Settings) -> (String, Game) {
        let mut reader = input;
        let mut out = Vec::new();
        let game = play_game(&mut reader, &mut out, settings).unwrap();
        (String::from_utf8(out).unwrap(), game)
    }

    const HUMANS: Settings = Settings { black_cpu: false, white_cpu: false, level: 1 };

    #[test]
    fn scripted_session_with_bad_input_and_end_of_input() {
        let input: &[u8] = b"hello\nd4\na1\n\n2\n3\n\xff\xfe\n9 9\nf4 5\npass\n4 x\n4\n2\nc3\ne6\n";
        let (out, game) = session(input, HUMANS);
        for said in &[
            "\"hello\" is not a move",
            "d4 (3 3) is occupied.",
            "a1 (0 0) flips nothing, so it is not legal. Legal moves: d3 c4 f5 e6",
            "Black (X), column for row 2: Black (X) plays d3.",
            "\"\\xff\\xfe\" is not a move",
            "rows and columns go from 0 to 7.",
            "\"f4 5\" is not a move",
            "White has a legal move, so passing is not allowed.",
            "\"4 x\" is not a move",
            "White (O), column for row 4: White (O) plays c5.",
            "c3 (2 2) flips nothing, so it is not legal. Legal moves: b6 c6 d6 e6 f6",
            "Black (X) plays e6.",
        ] {
            assert!(out.contains(said), "{:?} not said in {}", said, out);
        }
        assert!(
            out.ends_with("End of input: the game stops here, White to move. Black 5, White 2.\n"),
            "{}",
            out
        );
        let expected = replay_game("d3c5e6").unwrap().0;
        assert_eq!(game, expected);
        // Every prompt is answered by one line: the same player is asked again after bad input.
        assert_eq!(out.matches("White (O), your move: ").count(), 7);
    }

    #[test]
    fn sessions_play_whole_games_with_announced_passes() {
        // Game 1 typed in a mix of notations, with CRLF line ends.
        let mut typed = String::new();
        for (i, pair) in GAME_1.as_bytes().chunks(2).enumerate() {
            let square = u32::from(pair[1] - b'1') * 8 + u32::from(pair[0] - b'a');
            if i % 2 == 0 {
                typed.push_str(&format!(
                    "{}\r\n",
                    std::str::from_utf8(pair).unwrap().to_uppercase()
                ));
            } else {
                typed.push_str(&format!("{}\r\n{}\r\n", square / 8, square % 8));
            }
        }
        let (out, game) = session(typed.as_bytes(), HUMANS);
        assert!(
            out.ends_with("Game over. Black 13, White 0: Black wins, 64-0 officially\n"),
            "{}",
            out
        );
        assert!(game.is_over());
        // Game 3: three forced passes are announced, nobody is asked for them.
        let typed: String = GAME_3
            .as_bytes()
            .chunks(2)
            .map(|p| format!("{}\n", std::str::from_utf8(p).unwrap()))
            .collect();
        let (out, _) = session(typed.as_bytes(), HUMANS);
        assert_eq!(out.matches("has no legal move and passes.").count(), 3);
        assert!(out.ends_with("Game over. Black 15, White 48: White wins, 49-15 officially\n"));
        assert!(!out.contains("is not"), "no move of game 3 was refused");
        // A blank line between a row and its column is skipped.
        let (out, game) = session(b"2\n\n3\n", HUMANS);
        assert!(out.contains("column for row 2: Black (X), column for row 2: Black (X) plays d3."));
        assert_eq!(game.black, START_BLACK | bits("d3 d4"));
        // quit stops the game.
        let (out, game) = session(b"f5\nquit\n", HUMANS);
        assert!(out.ends_with("Game stopped, White to move. Black 4, White 1.\n"));
        assert!(!game.black_to_move);
    }

    #[test]
    fn sessions_survive_any_bytes() {
        let mut rng = Rng(7);
        for round in 0..300 {
            let len = rng.below(400) as usize;
            let mut input: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
            if round % 2 == 0 {
                // Mostly plausible tokens, so that games get somewhere.
                input = (0..len / 3)
                    .flat_map(|_| {
                        let k = rng.below(6);
                        let token: Vec<u8> = match k {
                            0 => vec![b'a' + rng.below(9) as u8, b'0' + rng.below(10) as u8, b'\n'],
                            1 => vec![
                                b'0' + rng.below(9) as u8,
                                b' ',
                                b'0' + rng.below(9) as u8,
                                b'\n',
                            ],
                            2 => vec![b'0' + rng.below(9) as u8, b'\n'],
                            3 => vec![b'\r', b'\n'],
                            4 => vec![rng.next() as u8, b'\n'],
                            _ => vec![b'a' + rng.below(8) as u8, b'1' + rng.below(8) as u8, b'\n'],
                        };
                        token
                    })
                    .collect();
            }
            let settings =
                Settings { black_cpu: round % 3 == 1, white_cpu: round % 5 == 1, level: 1 };
            let mut reader = &input[..];
            let mut out = Vec::new();
            assert!(play_game(&mut reader, &mut out, settings).is_ok());
            assert!(String::from_utf8(out).is_ok());
        }
        // A line of a megabyte is read without keeping it.
        let mut long = vec![b'x'; 1 << 20];
        long.extend_from_slice(b"\nd3\n");
        let (out, game) = session(&long, HUMANS);
        assert!(out.contains("\"xxxxxxxxxxxxxxxxxxxxxxxx\"... is not a move"));
        assert_eq!(game.black, START_BLACK | bits("d3 d4"));
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

    /// Games the computer (default level) plays against a random or greedy mover: 20 per colour,
    /// the stronger reading of "every one of 20 games" and "18 of 20 games as either colour".
    const MATCH_GAMES: usize = 20;

    fn wins(cpu_black: bool, greedy: bool, seed: u64) -> usize {
        let mut engine = Engine::new();
        let mut rng = Rng(seed);
        let margins: Vec<i32> = (0..MATCH_GAMES)
            .map(|_| match_game(&mut engine, DEFAULT_LEVEL, cpu_black, &mut rng, greedy))
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

    /// Random positions with 1..=`max_empties` empty squares reached by random play (or the
    /// final position of a game that ends earlier), from the side to move.
    fn endgame_positions(count: usize, max_empties: u32, rng: &mut Rng) -> Vec<(u64, u64)> {
        let mut found = Vec::new();
        while found.len() < count {
            let target = 1 + rng.below(u64::from(max_empties)) as u32;
            found
                .push(random_game_until(rng, |mover, opponent| empties(mover, opponent) <= target));
        }
        found
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
    fn evaluation_and_midgame_search_are_sane() {
        // A won corner is worth more than a lost one; a finished game is scored exactly.
        assert!(
            evaluate(START_BLACK | bit("a1"), START_WHITE)
                > evaluate(START_BLACK, START_WHITE | bit("a1"))
        );
        assert_eq!(evaluate(bits("a1 c1"), bit("h8")), WIN + 62);
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
