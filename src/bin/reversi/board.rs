//! Board rules: bitboard move generation, flips, perft, the game by colour and its display.
//!
//! **Bitboards.** A position is two u64, the discs of the player to move and of the opponent
//! (bit 8·row + col, a1 = bit 0). Legal moves are found set-wise, one direction at a time: the
//! runs of opponent discs adjacent to own discs grow by shifting (1, 2 then twice 2 squares,
//! enough for the longest run of 6), with the a and h files masked out of the opponent set
//! for every direction that moves sideways, so nothing wraps around the board edge; the square
//! after a run is a move if it is empty. Flips are found per ray with a table of the 8 rays
//! from every square: along a ray, the first square that is not an opponent disc (the lowest
//! set bit for rays towards higher bits, the highest one otherwise) closes the run exactly
//! when it holds an own disc, and then every ray square before it flips. The three rays down
//! the board are taken in the board turned upside down (`swap_bytes`), where they go up and
//! the lowest bit serves: cheaper than finding the highest.
//!
//! **Perft** (the standard convention): a pass uses one ply of depth; a finished game reached
//! before the depth runs out counts as one leaf; at the last ply the leaves are counted in
//! bulk as the number of moves, or 1 when there is none (a pass, or the end of the game).
//!
//! **Complexity.** Move generation and one flip are O(1): about 90 and 60 word operations.
//! Perft N visits the whole tree; depth 11 (2.1·10^8 leaves) takes about 0.8 s here.

/// Squares not on the a or h file: the opponent discs a sideways run may pass through.
pub(crate) const INNER_FILES: u64 = 0x7e7e_7e7e_7e7e_7e7e;
pub(crate) const CORNERS: u64 = 0x8100_0000_0000_0081;
pub(crate) const EDGES: u64 = 0xff81_8181_8181_81ff;
pub(crate) const START_BLACK: u64 = (1 << 28) | (1 << 35); // e4, d5
pub(crate) const START_WHITE: u64 = (1 << 27) | (1 << 36); // d4, e5

/// Moves of one direction (shift `s` towards higher bits and towards lower bits): `mover`
/// discs, then a run of `inner` opponent discs, then the square returned (not yet checked empty).
#[inline(always)]
pub(crate) fn direction_moves(mover: u64, inner: u64, s: u32) -> u64 {
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
pub(crate) fn legal_moves(mover: u64, opponent: u64) -> u64 {
    let inner = opponent & INNER_FILES;
    let candidates = direction_moves(mover, inner, 1)
        | direction_moves(mover, opponent, 8)
        | direction_moves(mover, inner, 7)
        | direction_moves(mover, inner, 9);
    candidates & !(mover | opponent)
}

/// Row and column steps of the 8 directions: first the four that go towards higher bits.
pub(crate) const DIRECTIONS: [(i32, i32); 8] =
    [(0, 1), (1, -1), (1, 0), (1, 1), (0, -1), (-1, 1), (-1, 0), (-1, -1)];

/// RAYS[square][direction]: the squares from `square` (excluded) to the edge.
pub(crate) static RAYS: [[u64; 8]; 64] = build_rays();

pub(crate) const fn build_rays() -> [[u64; 8]; 64] {
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
pub(crate) fn flips(mover: u64, opponent: u64, square: u32) -> u64 {
    let rays = &RAYS[square as usize & 63];
    let mut flipped = 0;
    for &ray in &rays[..4] {
        flipped |= flips_up(mover, opponent, ray);
    }
    // Towards lower bits along the rank: the first non-opponent square is the highest bit.
    // Bit 0 stands in when the ray has no stop; it cannot then be an own disc on the ray,
    // hence the `& ray` in the test.
    let ray = rays[4];
    let stop = (ray & !opponent) | 1;
    let outflank = (1u64 << (63 - stop.leading_zeros())) & mover & ray;
    flipped |= ray & (outflank.wrapping_neg() << 1);
    // The three rays that go down the board go up it in the board turned upside down
    // (`swap_bytes` reverses the ranks), where the lowest bit finds their first stop.
    let (mover, opponent) = (mover.swap_bytes(), opponent.swap_bytes());
    let mut turned = 0;
    for &ray in &TURNED_RAYS[square as usize & 63] {
        turned |= flips_up(mover, opponent, ray);
    }
    flipped | turned.swap_bytes()
}

/// The discs flipped along a ray towards higher bits: the first non-opponent square is the
/// lowest bit, and closes the run exactly when it holds an own disc.
#[inline(always)]
fn flips_up(mover: u64, opponent: u64, ray: u64) -> u64 {
    let stop = ray & !opponent;
    let outflank = stop & stop.wrapping_neg() & mover;
    ray & outflank.wrapping_sub(u64::from(outflank != 0))
}

/// TURNED_RAYS[square]: the rays of `square` towards a lower rank (directions 5, 6, 7), in the
/// board turned upside down, where they go towards higher bits.
static TURNED_RAYS: [[u64; 3]; 64] = build_turned_rays();

const fn build_turned_rays() -> [[u64; 3]; 64] {
    let rays = build_rays();
    let mut turned = [[0u64; 3]; 64];
    let mut square = 0;
    while square < 64 {
        let mut d = 0;
        while d < 3 {
            turned[square][d] = rays[square][5 + d].swap_bytes();
            d += 1;
        }
        square += 1;
    }
    turned
}

/// The position after the mover plays `square`, seen from the next player: (mover, opponent).
#[inline(always)]
pub(crate) fn play(mover: u64, opponent: u64, square: u32) -> (u64, u64) {
    let flipped = flips(mover, opponent, square);
    (opponent & !flipped, mover | flipped | (1u64 << square))
}

/// Leaves of the game tree `depth` plies deep (standard convention: a pass is a ply, a
/// finished game is one leaf, bulk counting at the last ply).
pub(crate) fn perft(mover: u64, opponent: u64, depth: u32) -> u64 {
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
pub(crate) fn official_difference(mover: u64, opponent: u64) -> i32 {
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

pub(crate) fn count(set: u64) -> i32 {
    set.count_ones() as i32
}

/// A move as the protocols write it: a square (`f5`, any case) or a pass (`pa`, `pass`,
/// `pp`): `Some(Some(square))`, `Some(None)` for a pass, `None` for anything else.
pub(crate) fn parse_move(token: &str) -> Option<Option<u32>> {
    let lower = token.to_ascii_lowercase();
    let b = lower.as_bytes();
    match lower.as_str() {
        "pa" | "pass" | "pp" | "ps" => Some(None),
        _ if b.len() == 2 && (b'a'..=b'h').contains(&b[0]) && (b'1'..=b'8').contains(&b[1]) => {
            Some(Some(u32::from(b[1] - b'1') * 8 + u32::from(b[0] - b'a')))
        }
        _ => None,
    }
}

/// `d3` for bit 19.
pub(crate) fn square_name(square: u32) -> String {
    format!("{}{}", (b'a' + (square % 8) as u8) as char, square / 8 + 1)
}

pub(crate) fn move_list(moves: u64, with_row_col: bool) -> String {
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

/// The board alone (nothing marked), as `--replay` and GTP show it.
pub(crate) fn render(black: u64, white: u64) -> String {
    board_view(black, white, 0, None, 0)
}

/// The board with a-h and 1-8 on the top and left, 0-based columns and rows on the bottom and
/// right: `X` Black, `O` White, `.` empty; `+` the squares in `marks` (legal moves), the
/// `last` move bracketed as in `X[O]X` (the columns stay in place), the discs in `turned` in
/// lower case (`x`, `o`).
pub(crate) fn board_view(
    black: u64,
    white: u64,
    marks: u64,
    last: Option<u32>,
    turned: u64,
) -> String {
    let mut text = String::from("    a b c d e f g h\n");
    for row in 0..8u32 {
        text.push_str(&format!("{:>2} ", row + 1));
        for col in 0..8u32 {
            let square = row * 8 + col;
            let bit = 1u64 << square;
            text.push(if last == Some(square) {
                '['
            } else if col > 0 && last == Some(square - 1) {
                ']'
            } else {
                ' '
            });
            text.push(match (black & bit != 0, white & bit != 0, turned & bit != 0) {
                (true, _, false) => 'X',
                (true, _, true) => 'x',
                (_, true, false) => 'O',
                (_, true, true) => 'o',
                _ if marks & bit != 0 => '+',
                _ => '.',
            });
        }
        let close = if last == Some(row * 8 + 7) { ']' } else { ' ' };
        text.push_str(&format!("{} {}\n", close, row));
    }
    text.push_str("    0 1 2 3 4 5 6 7\n");
    text
}

/// A game in progress, by colour.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Game {
    pub(crate) black: u64,
    pub(crate) white: u64,
    pub(crate) black_to_move: bool,
}

impl Game {
    pub(crate) fn start() -> Game {
        Game { black: START_BLACK, white: START_WHITE, black_to_move: true }
    }

    /// (mover, opponent)
    pub(crate) fn sides(&self) -> (u64, u64) {
        if self.black_to_move {
            (self.black, self.white)
        } else {
            (self.white, self.black)
        }
    }

    pub(crate) fn moves(&self) -> u64 {
        let (mover, opponent) = self.sides();
        legal_moves(mover, opponent)
    }

    pub(crate) fn is_over(&self) -> bool {
        let (mover, opponent) = self.sides();
        legal_moves(mover, opponent) == 0 && legal_moves(opponent, mover) == 0
    }

    pub(crate) fn mover_name(&self) -> &'static str {
        if self.black_to_move {
            "Black"
        } else {
            "White"
        }
    }

    pub(crate) fn mover_label(&self) -> &'static str {
        if self.black_to_move {
            "Black (X)"
        } else {
            "White (O)"
        }
    }

    /// Plays a legal move (the caller checks legality).
    pub(crate) fn apply(&mut self, square: u32) {
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

    pub(crate) fn pass(&mut self) {
        self.black_to_move = !self.black_to_move;
    }

    /// A position in GGF's `BO` layout: 64 squares from a1 to h8 (`-` empty, `*` black, `O`
    /// white; also `.`, `X` and `o`), then the side to move (`*` or `O`); white space anywhere.
    pub(crate) fn from_board(text: &str) -> Result<Game, String> {
        let cells: Vec<u8> = text.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
        let layout =
            "64 squares (- empty, * or X black, O white) then the side to move (* or X, O)";
        if cells.len() != 65 {
            return Err(format!("a board is {}, not {} characters", layout, cells.len()));
        }
        let mut game = Game { black: 0, white: 0, black_to_move: true };
        for (square, &cell) in cells[..64].iter().enumerate() {
            match cell {
                b'-' | b'.' => {}
                b'*' | b'X' | b'x' => game.black |= 1u64 << square,
                b'O' | b'o' => game.white |= 1u64 << square,
                _ => {
                    return Err(format!(
                        "square {} of the board is {:?}: a board is {}",
                        square_name(square as u32),
                        char::from(cell),
                        layout
                    ))
                }
            }
        }
        game.black_to_move = match cells[64] {
            b'*' | b'X' | b'x' | b'B' => true,
            b'O' | b'o' | b'W' => false,
            other => {
                return Err(format!(
                    "the side to move is {:?}: a board is {}",
                    char::from(other),
                    layout
                ))
            }
        };
        Ok(game)
    }

    /// The position in GGF's `BO` layout (as `from_board` reads it).
    #[cfg(test)]
    pub(crate) fn board_text(&self) -> String {
        let mut text: String = (0..64)
            .map(|square| match (self.black >> square & 1, self.white >> square & 1) {
                (1, _) => '*',
                (_, 1) => 'O',
                _ => '-',
            })
            .collect();
        text.push_str(if self.black_to_move { " *" } else { " O" });
        text
    }

    /// Plays `square`, or passes for `None`, after checking that it is legal; a move by a
    /// player who must pass first is played after the implied pass.
    pub(crate) fn try_play(&mut self, square: Option<u32>) -> Result<(), String> {
        if self.is_over() {
            return Err(String::from("the game is over"));
        }
        let moves = self.moves();
        match square {
            None if moves != 0 => Err(format!(
                "{} has legal moves ({}), so it may not pass",
                self.mover_name(),
                move_list(moves, false)
            )),
            None => {
                self.pass();
                Ok(())
            }
            Some(square) => {
                let mut next = *self;
                if moves == 0 {
                    next.pass();
                }
                let bit = 1u64 << square;
                if next.moves() & bit == 0 {
                    let why = if (self.black | self.white) & bit != 0 {
                        "the square is occupied"
                    } else {
                        "it flips nothing"
                    };
                    return Err(format!(
                        "{} is illegal for {}: {}; legal moves: {}",
                        square_name(square),
                        next.mover_name(),
                        why,
                        move_list(next.moves(), false)
                    ));
                }
                next.apply(square);
                *self = next;
                Ok(())
            }
        }
    }

    pub(crate) fn counts(&self) -> String {
        format!("Black {}, White {}", self.black.count_ones(), self.white.count_ones())
    }

    /// `Black 13, White 0: Black wins, 64-0 officially` (winner's official score first), or
    /// the side to move when the game is not over.
    pub(crate) fn result_line(&self) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::*;

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

    // ---- Positions and moves as text.

    #[test]
    fn boards_in_the_ggf_layout() {
        let start = "---------------------------O*------*O--------------------------- *";
        assert_eq!(Game::from_board(start), Ok(Game::start()));
        assert_eq!(Game::start().board_text(), start);
        // White space anywhere, other spellings of the discs, White to move.
        let spaced = "-------- -------- -------- ---ox--- ---xo--- -------- -------- -------- O";
        let game = Game::from_board(spaced).unwrap();
        assert_eq!(game, Game { black_to_move: false, ..Game::start() });
        assert_eq!(Game::from_board(&game.board_text()), Ok(game));
        // Any position, even one no game reaches.
        let odd = format!("*{}O *", "-".repeat(62));
        let game = Game::from_board(&odd).unwrap();
        assert_eq!((game.black, game.white), (bit("a1"), bit("h8")));
        assert!(game.is_over());
        for (bad, says) in &[
            ("", "not 0 characters"),
            (&start[..64], "not 64 characters"),
            ("---------------------------O*------*O--------------------------- * *", "not 66"),
            ("---------------------------O#------*O--------------------------- *", "square e4"),
            ("---------------------------O*------*O--------------------------- -", "side to move"),
        ] {
            let error = Game::from_board(bad).unwrap_err();
            assert!(error.contains(says), "{:?}: {}", bad, error);
        }
    }

    #[test]
    fn moves_as_text_and_checked_play() {
        assert_eq!(parse_move("F5"), Some(Some(37)));
        assert_eq!(parse_move("a1"), Some(Some(0)));
        assert_eq!(parse_move("h8"), Some(Some(63)));
        for pass in &["pa", "PA", "pass", "PP"] {
            assert_eq!(parse_move(pass), Some(None));
        }
        for bad in &["", "i1", "a9", "a0", "f55", "p"] {
            assert_eq!(parse_move(bad), None, "{}", bad);
        }
        let mut game = Game::start();
        assert!(game.try_play(None).unwrap_err().contains("may not pass"));
        assert!(game.try_play(Some(0)).unwrap_err().contains("flips nothing"));
        assert!(game.try_play(Some(27)).unwrap_err().contains("occupied"));
        assert_eq!(game, Game::start());
        game.try_play(Some(37)).unwrap();
        assert_eq!(game.black, START_BLACK | bits("f5 e5"));
        // White a1, Black b1, Black to move must pass: White's c1 is played after it.
        let mut game = Game { black: bit("b1"), white: bit("a1"), black_to_move: true };
        let mut passed = game;
        passed.try_play(None).unwrap();
        assert!(!passed.black_to_move);
        game.try_play(Some(2)).unwrap();
        assert_eq!((game.black, game.white, game.black_to_move), (0, bits("a1 b1 c1"), true));
        assert_eq!(game.try_play(Some(3)), Err(String::from("the game is over")));
    }
}
