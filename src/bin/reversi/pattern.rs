//! The trained pattern evaluation (weights fitted by `examples/train_eval.rs`).
//!
//! **Patterns.** The board is cut into 46 pattern instances of 11 patterns, each instance's
//! contents (empty 0, mover 1, opponent 2 per square) reading as a base-3 index into the
//! pattern's weight table; all instances of a pattern share one table through the board's
//! symmetries (so the squares of every instance are read in corresponding order):
//!
//! | pattern | squares | instances |
//! | --- | --- | --- |
//! | edge + 2 X-squares (a1-h1, b2, g2) | 10 | 4 |
//! | corner 3×3 (a1-c3) | 9 | 4 |
//! | corner 2×5 (a1-e1, a2-e2) | 10 | 8 |
//! | rows 2, 3, 4 (and the matching columns) | 8 each | 4 each |
//! | diagonals of length 8, 7, 6, 5, 4 | 8 … 4 | 2, 4, 4, 4, 4 |
//!
//! plus three small tables: the mover's number of legal moves, the opponent's, and the parity
//! of the number of empty squares (a bias). The value is the sum of the 49 table entries.
//!
//! **Stages.** There is a separate set of tables for each of 12 stages, by the number of
//! empty squares: 1-5, 6-10, …, 56-60.
//!
//! **Indices.** No incremental update: each evaluation mirrors the two bitboards (files,
//! ranks, both, and the transposes of the four), then every instance is a few shifts and
//! masks (rows), or a multiplication that gathers a diagonal into one byte, on one of those
//! eight boards, and a table lookup turns the mover's and the opponent's bit sets into the
//! base-3 index. About 600 word operations and 49 table reads.
//!
//! **Training** (`examples/train_eval.rs`, whose header gives the commands): self-play games
//! labelled with exact results from 14 empty squares on, ridge least squares stage by stage;
//! held-out RMS error 5 discs at 1-5 empties, 9 at 16-20, 13 at 26-30, 18 at 41-45.
//!
//! **Strength and speed** (`examples/reversi_match.rs`, 100 games from 50 balanced openings,
//! colours swapped, against the classic evaluation at the same depth): 81 wins, 3 draws, 16
//! losses (+17.8 discs a game) at depth 4; 86 wins, 2 draws, 12 losses (+14.0) at depth 8.
//! Level 5 with it (0.014 s a move on average, at most 0.16 s over 20 self-play games) is not
//! yet a match for the classic level 8 (14 plies, exact from 22 empties, 2.4 s a move on
//! average, up to 48 s): 4 wins, 2 draws, 10 losses (-4.9 discs) over 16 games.
//! A search node costs about 1.7-2 times as much as with the classic evaluation (2.4 against
//! 4.2 million nodes a second at depth 8 on this busy machine).
//!
//! **Weights.** `weights.bin` holds, after the header `RVW1`, the i16 weights (1/32 disc)
//! of all stages in table order, as zigzag varints with runs of zeros (never-seen contents)
//! written as a 0 byte and the run length. It is decoded once per thread, at its first evaluation.

use std::cell::RefCell;

/// Number of squares of each pattern.
pub(crate) const SIZES: [u32; 11] = [10, 9, 10, 8, 8, 8, 8, 7, 6, 5, 4];
/// Size of the small tables: mobility counts (clamped) and parity.
pub(crate) const MOBILITY: u32 = 32;
pub(crate) const STAGES: usize = 12;
/// Pattern instances plus the three small features.
pub(crate) const FEATURES: usize = 49;

const fn pow3(k: u32) -> u32 {
    let mut p = 1;
    let mut i = 0;
    while i < k {
        p *= 3;
        i += 1;
    }
    p
}

/// Offset of each table (the 11 patterns, mobility, opponent mobility, parity) in a stage,
/// and the stage's total size at the end.
pub(crate) const OFFSETS: [u32; 15] = offsets();

const fn offsets() -> [u32; 15] {
    let mut out = [0u32; 15];
    let mut i = 0;
    while i < 11 {
        out[i + 1] = out[i] + pow3(SIZES[i]);
        i += 1;
    }
    out[12] = out[11] + MOBILITY;
    out[13] = out[12] + MOBILITY;
    out[14] = out[13] + 2;
    out
}

/// Weights per stage.
pub(crate) const STAGE_SIZE: usize = OFFSETS[14] as usize;

/// TERNARY[bits] = sum of 3^i over the set bits i (10 bits).
static TERNARY: [u16; 1024] = ternary();

const fn ternary() -> [u16; 1024] {
    let mut out = [0u16; 1024];
    let mut bits = 0;
    while bits < 1024 {
        let mut value = 0u32;
        let mut i = 0;
        while i < 10 {
            if bits >> i & 1 == 1 {
                value += pow3(i);
            }
            i += 1;
        }
        out[bits] = value as u16;
        bits += 1;
    }
    out
}

/// The index of the same contents read in the other order that the pattern's own symmetry
/// allows (the instance's squares mapped onto themselves by a reflection of the board), or
/// the index itself (corner 2×5 and the small tables): the two must share a weight, since
/// an instance reads its squares in one order on a board and in the other on its mirror
/// image. `index` is a stage offset; the result is the smaller of the two. (Used by the
/// training program and the tests.)
#[allow(dead_code)]
pub(crate) fn canonical(index: u32) -> u32 {
    let table = OFFSETS.iter().rposition(|&o| o <= index).unwrap_or(0);
    if table == 2 || table >= 11 {
        return index;
    }
    let size = SIZES[table] as usize;
    let mut digits = [0u32; 10];
    let mut rest = index - OFFSETS[table];
    for d in digits.iter_mut().take(size) {
        *d = rest % 3;
        rest /= 3;
    }
    let mut image = [0u32; 10];
    for (i, &digit) in digits.iter().enumerate().take(size) {
        let j = match table {
            // Edge: the 8 edge squares reversed, the two X-squares swapped.
            0 if i < 8 => 7 - i,
            0 => 17 - i,
            // Corner 3x3: reflected in its diagonal.
            1 => (i % 3) * 3 + i / 3,
            // Rows and diagonals: reversed.
            _ => size - 1 - i,
        };
        image[j] = digit;
    }
    let other = image[..size].iter().rev().fold(0, |acc, &d| acc * 3 + d) + OFFSETS[table];
    index.min(other)
}

/// The stage of a position with `empties` empty squares.
#[inline(always)]
pub(crate) fn stage(empties: u32) -> usize {
    (empties.clamp(1, 60) as usize - 1) / 5
}

/// Mirror image left-right (file a ↔ file h).
#[inline(always)]
fn mirror(x: u64) -> u64 {
    let x = ((x >> 1) & 0x5555_5555_5555_5555) | ((x & 0x5555_5555_5555_5555) << 1);
    let x = ((x >> 2) & 0x3333_3333_3333_3333) | ((x & 0x3333_3333_3333_3333) << 2);
    ((x >> 4) & 0x0f0f_0f0f_0f0f_0f0f) | ((x & 0x0f0f_0f0f_0f0f_0f0f) << 4)
}

/// Reflection in the a1-h8 diagonal: square (row, col) goes to (col, row).
#[inline(always)]
fn transpose(mut x: u64) -> u64 {
    let t = 0x0f0f_0f0f_0000_0000 & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    let t = 0x3333_0000_3333_0000 & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    let t = 0x5500_5500_5500_5500 & (x ^ (x << 7));
    x ^= t ^ (t >> 7);
    x
}

#[inline(always)]
fn corner3x3(x: u64) -> usize {
    ((x & 7) | ((x >> 5) & 0x38) | ((x >> 10) & 0x1c0)) as usize
}

#[inline(always)]
fn corner2x5(x: u64) -> usize {
    ((x & 0x1f) | ((x >> 3) & 0x3e0)) as usize
}

#[inline(always)]
fn edge2x(x: u64) -> usize {
    ((x & 0xff) | ((x >> 1) & 0x100) | ((x >> 5) & 0x200)) as usize
}

#[inline(always)]
fn row(x: u64, r: u32) -> usize {
    ((x >> (8 * r)) & 0xff) as usize
}

/// The diagonal (r, r + shift) for r = 0 .. 7 - shift, as bits by row.
#[inline(always)]
fn diagonal(x: u64, shift: u32) -> usize {
    let mask = 0x8040_2010_0804_0201u64 << shift & DIAGONAL_KEEP[shift as usize];
    ((x & mask).wrapping_mul(0x0101_0101_0101_0101) >> (56 + shift)) as usize
}

/// For the diagonal shifted right by `shift` files: the squares that did not wrap around.
const DIAGONAL_KEEP: [u64; 5] = [
    !0,
    0x7f7f_7f7f_7f7f_7f7f << 1,
    0x3f3f_3f3f_3f3f_3f3f << 2,
    0x1f1f_1f1f_1f1f_1f1f << 3,
    0x0f0f_0f0f_0f0f_0f0f << 4,
];

/// The 49 feature indices of a position (each an index into one stage's weights).
#[inline(always)]
pub(crate) fn features(
    mover: u64,
    opponent: u64,
    own_moves: u32,
    their_moves: u32,
) -> [u32; FEATURES] {
    // The eight symmetric boards: identity, mirror, flip, both; then their transposes.
    let mut boards = [(0u64, 0u64); 8];
    boards[0] = (mover, opponent);
    boards[1] = (mirror(mover), mirror(opponent));
    boards[2] = (mover.swap_bytes(), opponent.swap_bytes());
    boards[3] = (boards[1].0.swap_bytes(), boards[1].1.swap_bytes());
    for i in 0..4 {
        boards[i + 4] = (transpose(boards[i].0), transpose(boards[i].1));
    }
    let mut out = [0u32; FEATURES];
    let mut n = 0;
    let mut put = |table: usize, bits_m: usize, bits_o: usize| {
        out[n] = OFFSETS[table] + u32::from(TERNARY[bits_m]) + 2 * u32::from(TERNARY[bits_o]);
        n += 1;
    };
    // Edges: ranks 1 and 8, files a and h.
    for &b in &[0, 2, 4, 5] {
        let (m, o) = boards[b];
        put(0, edge2x(m), edge2x(o));
    }
    for (b, &(m, o)) in boards.iter().enumerate() {
        if b < 4 {
            put(1, corner3x3(m), corner3x3(o));
        }
        put(2, corner2x5(m), corner2x5(o));
    }
    for r in 1..4 {
        for &b in &[0, 2, 4, 5] {
            let (m, o) = boards[b];
            put(2 + r as usize, row(m, r), row(o, r));
        }
    }
    for &b in &[0, 1] {
        let (m, o) = boards[b];
        put(6, diagonal(m, 0), diagonal(o, 0));
    }
    for shift in 1..5 {
        for &b in &[0, 1, 4, 5] {
            let (m, o) = boards[b];
            put(6 + shift as usize, diagonal(m, shift), diagonal(o, shift));
        }
    }
    out[46] = OFFSETS[11] + own_moves.min(MOBILITY - 1);
    out[47] = OFFSETS[12] + their_moves.min(MOBILITY - 1);
    out[48] = OFFSETS[13] + (count_empties(mover, opponent) & 1);
    out
}

#[inline(always)]
fn count_empties(mover: u64, opponent: u64) -> u32 {
    (!(mover | opponent)).count_ones()
}

/// Weight units per disc.
pub(crate) const SCALE: i32 = 32;

/// The weights file the binary carries.
static WEIGHTS_FILE: &[u8] = include_bytes!("weights.bin");

thread_local! {
    /// All stages' weights, decoded at a thread's first evaluation (zero if the file does
    /// not decode: the tests check that it does).
    static WEIGHTS: RefCell<Vec<i16>> = RefCell::new(
        decode(WEIGHTS_FILE).unwrap_or_else(|| vec![0; STAGES * STAGE_SIZE]),
    );
}

/// Replaces this thread's weights (the training program searches with the weights it fits).
#[allow(dead_code)]
pub(crate) fn set_weights(weights: Vec<i16>) {
    assert_eq!(weights.len(), STAGES * STAGE_SIZE);
    WEIGHTS.with(|w| *w.borrow_mut() = weights);
}

/// The weights of `weights.bin`, or None if it is not a file of the expected size.
pub(crate) fn decode(bytes: &[u8]) -> Option<Vec<i16>> {
    let total = STAGES * STAGE_SIZE;
    let body = bytes.strip_prefix(b"RVW1")?;
    let mut out = Vec::with_capacity(total);
    let mut i = 0;
    let varint = |i: &mut usize| -> Option<u32> {
        let mut value = 0u32;
        let mut shift = 0;
        loop {
            let byte = *body.get(*i)?;
            *i += 1;
            value |= u32::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return Some(value);
            }
            shift += 7;
            if shift > 28 {
                return None;
            }
        }
    };
    while i < body.len() {
        let z = varint(&mut i)?;
        if z == 0 {
            let run = varint(&mut i)? as usize;
            if out.len() + run > total {
                return None;
            }
            out.resize(out.len() + run, 0);
        } else {
            let value = (z >> 1) as i32 ^ -((z & 1) as i32);
            out.push(i16::try_from(value).ok()?);
        }
    }
    if out.len() == total {
        Some(out)
    } else {
        None
    }
}

/// The bytes of a weights file holding `weights` (the inverse of `decode`).
#[allow(dead_code)]
pub(crate) fn encode(weights: &[i16]) -> Vec<u8> {
    fn varint(out: &mut Vec<u8>, mut value: u32) {
        while value >= 0x80 {
            out.push((value as u8 & 0x7f) | 0x80);
            value >>= 7;
        }
        out.push(value as u8);
    }
    let mut out = b"RVW1".to_vec();
    let mut i = 0;
    while i < weights.len() {
        if weights[i] == 0 {
            let start = i;
            while i < weights.len() && weights[i] == 0 {
                i += 1;
            }
            varint(&mut out, 0);
            varint(&mut out, (i - start) as u32);
        } else {
            let v = i32::from(weights[i]);
            varint(&mut out, ((v << 1) ^ (v >> 31)) as u32);
            i += 1;
        }
    }
    out
}

/// The pattern value of a position that is not finished, in 1/SCALE discs for the mover.
#[inline(always)]
pub(crate) fn raw(mover: u64, opponent: u64, own_moves: u32, their_moves: u32) -> i32 {
    let base = stage(count_empties(mover, opponent)) * STAGE_SIZE;
    let features = features(mover, opponent, own_moves, their_moves);
    WEIGHTS.with(|weights| {
        let table = &weights.borrow()[base..base + STAGE_SIZE];
        features.iter().map(|&i| i32::from(table[i as usize])).sum()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{legal_moves, play, START_BLACK, START_WHITE};

    /// The symmetry of the board under `f`: square (row, col) → the square f gives.
    fn map(x: u64, f: impl Fn(u32, u32) -> (u32, u32)) -> u64 {
        let mut out = 0;
        for s in 0..64 {
            if x >> s & 1 == 1 {
                let (r, c) = f(s / 8, s % 8);
                out |= 1 << (r * 8 + c);
            }
        }
        out
    }

    #[test]
    fn the_value_is_the_same_on_all_eight_symmetric_boards() {
        let (mut m, mut o) = (START_BLACK, START_WHITE);
        let mut seed = 12345u64;
        for _ in 0..40 {
            let moves = legal_moves(m, o);
            if moves == 0 {
                (m, o) = (o, m);
                continue;
            }
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let k = (seed >> 33) as u32 % moves.count_ones();
            let mut rest = moves;
            for _ in 0..k {
                rest &= rest - 1;
            }
            (m, o) = play(m, o, rest.trailing_zeros());
            let canonical_sorted = |f: [u32; 49]| {
                let mut f = f.map(canonical);
                f.sort_unstable();
                f
            };
            let sorted = canonical_sorted(features(m, o, 3, 4));
            type Symmetry = fn(u32, u32) -> (u32, u32);
            let symmetries: [Symmetry; 7] = [
                |r, c| (r, 7 - c),
                |r, c| (7 - r, c),
                |r, c| (7 - r, 7 - c),
                |r, c| (c, r),
                |r, c| (7 - c, r),
                |r, c| (c, 7 - r),
                |r, c| (7 - c, 7 - r),
            ];
            for f in symmetries {
                assert_eq!(sorted, canonical_sorted(features(map(m, f), map(o, f), 3, 4)));
            }
        }
        assert_eq!(transpose(1 << 1), 1 << 8);
        assert_eq!(mirror(1), 1 << 7);
    }

    #[test]
    fn instances_read_their_squares() {
        // One mover disc on a square counts in as many instances as patterns cover it.
        let covering = |square: u32| {
            let f = features(1 << square, 0, 0, 0);
            let empty = features(0, 0, 0, 0);
            (0..48).filter(|&i| f[i] != empty[i]).count()
        };
        // a1: edge rank 1, edge file a, 3x3, two 2x5, diagonal.
        assert_eq!(covering(0), 6);
        // b2 (X-square): two edges, 3x3, two 2x5, row 2, column b, diagonal.
        assert_eq!(covering(9), 8);
        // d4: row 4, column d, diagonals of length 8 and 7.
        assert_eq!(covering(27), 4);
    }

    #[test]
    fn the_trained_evaluation_values_corners_and_scores_finished_games() {
        use crate::eval::{patterns, UNITS_PER_DISC, WIN};
        use crate::testkit::{array_replay, bit, bits, GAME_3};
        for plies in [16, 20, 24, 30] {
            let (black, white) = array_replay(&GAME_3[..2 * plies]);
            assert_eq!((black | white) & bit("a1"), 0);
            let with = patterns(black | bit("a1"), white);
            let without = patterns(black, white | bit("a1"));
            assert!(with > without + 4 * UNITS_PER_DISC, "{} {} {}", plies, with, without);
            assert!(with.abs() <= 64 * UNITS_PER_DISC && without.abs() <= 64 * UNITS_PER_DISC);
        }
        assert_eq!(patterns(bits("a1 c1"), bit("h8")), WIN + 62);
    }

    #[test]
    fn the_committed_weights_decode_and_round_trip() {
        let weights = decode(WEIGHTS_FILE).expect("weights.bin decodes");
        assert_eq!(weights.len(), STAGES * STAGE_SIZE);
        assert_eq!(encode(&weights), WEIGHTS_FILE);
        assert!(weights.iter().any(|&w| w != 0));
        for stage in weights.chunks(STAGE_SIZE) {
            for (i, &w) in stage.iter().enumerate() {
                assert_eq!(w, stage[canonical(i as u32) as usize]);
            }
        }
    }
}
