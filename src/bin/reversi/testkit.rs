//! Test helpers: a seeded generator, a plain array model of the rules, the spec games.

use crate::board::*;

/// splitmix64: a small seeded generator for reproducible random positions and games.
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    pub(crate) fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// A uniformly random member of a non-empty set of squares.
    pub(crate) fn pick(&mut self, set: u64) -> u32 {
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

pub(crate) type Cells = [i8; 64];

pub(crate) fn cells(mover: u64, opponent: u64) -> Cells {
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

pub(crate) fn array_flips(board: &Cells, square: usize) -> u64 {
    if board[square] != 0 {
        return 0;
    }
    let mut flipped = 0u64;
    for &(dr, dc) in &[(-1i32, -1i32), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)] {
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

pub(crate) fn array_moves(board: &Cells) -> u64 {
    (0..64).filter(|&s| array_flips(board, s) != 0).fold(0, |m, s| m | 1u64 << s)
}

/// The board after the mover plays, from the next player's side.
pub(crate) fn array_play(board: &Cells, square: usize) -> Cells {
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

pub(crate) fn negated(board: &Cells) -> Cells {
    let mut next = *board;
    for cell in next.iter_mut() {
        *cell = -*cell;
    }
    next
}

/// Perft on the array model, every leaf visited (no bulk counting).
pub(crate) fn array_perft(board: &Cells, depth: u32) -> u64 {
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
pub(crate) fn array_minimax(board: &Cells) -> i32 {
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
pub(crate) fn array_replay(transcript: &str) -> (u64, u64) {
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
        assert!(array_flips(&board, square) != 0, "array model: illegal move in {}", transcript);
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

pub(crate) const GAME_1: &str = "e6f4e3f6g5d6e7f5c5";
pub(crate) const GAME_2: &str = "f5f4c3e6f7g6g4e8g8g5h5";
pub(crate) const GAME_3: &str = "f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6f3b6d1f6f7c1b1g6a3f8a5e2f2g5h6h4d7a4e7c8d8e8c7a2h7h5h3b2a7a8g7h8g8b8b7g4g3h2g1f1e1h1g2";

pub(crate) fn bit(name: &str) -> u64 {
    let b = name.as_bytes();
    1u64 << (u32::from(b[1] - b'1') * 8 + u32::from(b[0] - b'a'))
}

pub(crate) fn bits(names: &str) -> u64 {
    names.split_whitespace().fold(0, |m, n| m | bit(n))
}

/// Plays random moves from the start (passing when forced) until `stop` accepts the
/// position, from the side to move, or the game is over; `stop` sees every position on the
/// way, after each move and each pass. Returns the last position.
pub(crate) fn random_game_until(rng: &mut Rng, stop: impl FnMut(u64, u64) -> bool) -> (u64, u64) {
    play_until(|_, _, moves| rng.pick(moves), stop)
}

/// `random_game_until` with the moves chosen by `choose(mover, opponent, legal moves)`.
pub(crate) fn play_until(
    mut choose: impl FnMut(u64, u64, u64) -> u32,
    mut stop: impl FnMut(u64, u64) -> bool,
) -> (u64, u64) {
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
        let next = play(mover, opponent, choose(mover, opponent, moves));
        mover = next.0;
        opponent = next.1;
    }
    (mover, opponent)
}

pub(crate) fn empties(mover: u64, opponent: u64) -> u32 {
    (!(mover | opponent)).count_ones()
}

/// Random positions with 1..=`max_empties` empty squares reached by random play (or the
/// final position of a game that ends earlier), from the side to move.
pub(crate) fn endgame_positions(count: usize, max_empties: u32, rng: &mut Rng) -> Vec<(u64, u64)> {
    let mut found = Vec::new();
    while found.len() < count {
        let target = 1 + rng.below(u64::from(max_empties)) as u32;
        found.push(random_game_until(rng, |mover, opponent| empties(mover, opponent) <= target));
    }
    found
}

/// Random positions with exactly `n` empty squares (the mover to move, the game not over).
pub(crate) fn positions_with_empties(n: u32, count: usize, rng: &mut Rng) -> Vec<(u64, u64)> {
    let mut found = Vec::new();
    while found.len() < count {
        let (m, o) = random_game_until(rng, |m, o| empties(m, o) <= n);
        if empties(m, o) == n && legal_moves(m, o) != 0 {
            found.push((m, o));
        }
    }
    found
}
