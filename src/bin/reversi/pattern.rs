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
//! **Indices.** No incremental update: each evaluation reads all 46 instances afresh. The
//! eight symmetric boards they are read on (the position, mirrored, flipped, both, and the
//! transposes of the four) all come from the position and its transpose (one transpose per
//! colour): a flipped board is a byte swap, and a row of it is just another row (row r of
//! a flipped board is row 7 - r); a mirrored board is never built, its instances gathering
//! the same squares of the unmirrored board and reading them through tables that reverse
//! each row's squares. Every instance is then a few shifts and masks (rows, edges,
//! corners) or a multiplication that gathers a diagonal into one byte, for the mover's and
//! the opponent's bits, two reads of a small table of base-3 values (the index is the
//! mover's value plus twice the opponent's) and one weight read. The tables of a stage are
//! stored padded to powers of two, so that masking an index (a no-op) proves it in bounds
//! and the compiler drops the checks. `eval::patterns` (both legal-move counts, then this)
//! runs about 1300 instructions (callgrind), against 2270 for the first version, which
//! built all eight boards, and 600 for the classic evaluation; the tests check that
//! features, `raw` and `eval::patterns` are identical to that first extraction on thousands
//! of positions of random games.
//!
//! **Training** (`examples/train_eval.rs`, whose header gives the commands): self-play games,
//! exact labels from 14 empty squares on, ridge least squares stage by stage from the end of
//! the game, each earlier position labelled by the mean of a 5-ply and a 6-ply search over the
//! stages already fitted (one 6-ply search, as before, made the evaluation undervalue the side
//! to move by 3-5 discs, the error adding up stage after stage, so that searched values swung
//! with the parity of the depth: see train_eval's header); held-out RMS error against those
//! labels 5.1 discs at 1-5 empties, 7.5 at 11-15, 4.0 at 26-30, 3.2 at 41-45 (round 3 of
//! train_eval's header, the committed weights; round 2's read the start position as +4.7,
//! −3.0, +5.9, −2.7 discs at depths 7-10, round 3's as −0.3, +0.5, +0.0, +0.5).
//!
//! **Strength and speed** (measured with round 2's weights; round 3's against them: 51.8 % at
//! level 6 over 200 games, see train_eval's header) (`examples/reversi_match.rs`, 100 games
//! from 50 balanced openings, colours swapped, against the classic evaluation at the same
//! depth): 95 wins, 1 draw, 4
//! losses (+25.6 discs a game) at depth 4; 86 wins, 3 draws, 11 losses (+17.1) at depth 8.
//! Against the first trained weights (labelled with game results): 66-0-34 at depth 4,
//! 57-8-35 at depth 8. Before ProbCut, the default level with it (then level 6: up to 12 plies
//! within a budget of nodes, exact from 18 empties; at most 0.44 s a move, 0.14 s on
//! average, over 12 self-play games on a quiet 2-core Xeon VM) against the classic level 8
//! (14 plies, exact from 22 empties, seconds a move): 24 wins, 1 draw, 23 losses (+2.3 discs
//! a game) over 48 games from 24 openings (13-1-10 on one set of 12, 11-0-13 on the other):
//! about even with what was the strongest level, at a tenth of its time.
//! A search node costs about 1.2-1.3 times as much as with the classic evaluation: 8.1
//! against 10.1 million nodes a second (fastest of several runs) in fixed depth-8 searches
//! from 30 random positions, 1400 against 900 instructions a node at depth 7 (the first
//! version of the indices: 5.8 million nodes a second, a factor 1.75). One call costs about
//! 115 ns, the classic evaluation 50 ns, over positions of all stages.
//!
//! **Weights.** `weights.bin` holds, after the header `RVW1`, the i16 weights (1/32 disc)
//! of all stages in table order, as zigzag varints with runs of zeros (never-seen contents)
//! written as a 0 byte and the run length. It is decoded once per thread, at its first
//! evaluation, into the padded layout.

use std::cell::RefCell;
use std::sync::{Arc, OnceLock};

/// Number of squares of each pattern.
pub(crate) const SIZES: [u32; 11] = [10, 9, 10, 8, 8, 8, 8, 7, 6, 5, 4];
/// Size of the small tables: mobility counts (clamped) and parity.
pub(crate) const MOBILITY: u32 = 32;
pub(crate) const STAGES: usize = 12;
/// Pattern instances plus the three small features.
#[allow(dead_code)]
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

/// The size of each table rounded up to a power of two, less one.
const MASKS: [usize; 14] = masks();

const fn masks() -> [usize; 14] {
    let mut out = [0usize; 14];
    let mut i = 0;
    while i < 14 {
        let size = (OFFSETS[i + 1] - OFFSETS[i]) as usize;
        let mut p = 1;
        while p < size {
            p *= 2;
        }
        out[i] = p - 1;
        i += 1;
    }
    out
}

/// The offsets of the tables in a stage as `raw` stores it: each table padded with zeros to
/// a power of two (`MASKS`), and the stage's size at the end.
const PADDED: [usize; 15] = padded();

const fn padded() -> [usize; 15] {
    let mut out = [0usize; 15];
    let mut i = 0;
    while i < 14 {
        out[i + 1] = out[i] + MASKS[i] + 1;
        i += 1;
    }
    out
}

const PADDED_SIZE: usize = PADDED[14];

/// All stages' weights in the padded layout.
fn pad(weights: &[i16]) -> Vec<i16> {
    let mut out = vec![0; STAGES * PADDED_SIZE];
    for (stage, padded) in weights.chunks(STAGE_SIZE).zip(out.chunks_mut(PADDED_SIZE)) {
        for table in 0..14 {
            let from = &stage[OFFSETS[table] as usize..OFFSETS[table + 1] as usize];
            padded[PADDED[table]..PADDED[table] + from.len()].copy_from_slice(from);
        }
    }
    out
}

/// TERNARY[bits] = sum of 3^i over the set bits i (10 bits): the base-3 index of the
/// squares whose bits these are, in bit order.
static TERNARY: [u16; 1024] = ternary(1);
/// The same for bits gathered in groups of 3 (5, 8) squares whose order is reversed within
/// each group: bit 3g + k is square 3g + 2 - k of the pattern. Mirrored boards read through
/// these tables, so they are never built.
static REVERSED3: [u16; 512] = ternary(3);
static REVERSED5: [u16; 1024] = ternary(5);
static REVERSED8: [u16; 256] = ternary(8);

const fn ternary<const N: usize>(group: u32) -> [u16; N] {
    let mut out = [0u16; N];
    let mut bits = 0;
    while bits < N {
        let mut value = 0u32;
        let mut i = 0;
        while 1 << i < N {
            if bits >> i & 1 == 1 {
                value += pow3(i / group * group + (group - 1 - i % group));
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

/// The squares of `corner3x3(mirror(x))` (h1-f1, h2-f2, h3-f3), each row's three reversed.
#[inline(always)]
fn corner3x3_mirrored(x: u64) -> usize {
    (((x >> 5) & 7) | ((x >> 10) & 0x38) | ((x >> 15) & 0x1c0)) as usize
}

/// The squares of `corner2x5(mirror(x))` (h1-d1, h2-d2), each row's five reversed.
#[inline(always)]
fn corner2x5_mirrored(x: u64) -> usize {
    (((x >> 3) & 0x1f) | ((x >> 6) & 0x3e0)) as usize
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

/// The squares of `diagonal(mirror(x), shift)`, (r, 7 - shift - r) for r = 0 .. 7 - shift,
/// with square r at bit 7 - r: shifted right by `shift` files onto the anti-diagonal
/// (nothing wraps onto its first 8 - shift squares), which a multiplication gathers.
#[inline(always)]
fn anti_diagonal(x: u64, shift: u32) -> usize {
    let mask = 0x0102_0408_1020_4080u64 & (!0 >> (8 * shift));
    (((x << shift) & mask).wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize
}

/// For the diagonal shifted right by `shift` files: the squares that did not wrap around.
const DIAGONAL_KEEP: [u64; 5] = [
    !0,
    0x7f7f_7f7f_7f7f_7f7f << 1,
    0x3f3f_3f3f_3f3f_3f3f << 2,
    0x1f1f_1f1f_1f1f_1f1f << 3,
    0x0f0f_0f0f_0f0f_0f0f << 4,
];

/// Receives the 46 pattern instances of a position: `slot` is the instance's place in
/// `features`' array, `table` its pattern, `index` its base-3 index within the table.
trait Sink {
    fn put(&mut self, slot: usize, table: usize, index: usize);

    /// An instance from the mover's and the opponent's bits of its squares, read through
    /// `lookup` (`TERNARY` or a reversed table).
    #[inline(always)]
    fn pair<const N: usize>(
        &mut self,
        (slot, table): (usize, usize),
        lookup: &[u16; N],
        m: usize,
        o: usize,
    ) {
        self.put(slot, table, usize::from(lookup[m]) + 2 * usize::from(lookup[o]));
    }
}

/// The 46 pattern instances of a position.
///
/// The eight symmetric boards (in `features`' order: the position, mirrored (files
/// reversed), flipped (ranks reversed), both; the transposes of these four) come from two:
/// the position `x` and its transpose `t`. The transposes are `t`, `t` flipped, `t`
/// mirrored, both (transposing a mirrored board flips the transpose, and vice versa). A
/// flip is a byte swap; row r of a flipped board is row 7 - r, so rows need none. Mirrored
/// boards are never built: their instances gather the same squares of the unmirrored board
/// and read them through the reversed tables. So one transpose and two byte swaps per
/// colour, then a few shifts and masks per instance (rows, corners, edges) or a
/// multiplication that gathers a diagonal into one byte.
#[inline(always)]
fn instances<S: Sink>(mover: u64, opponent: u64, sink: &mut S) {
    direct(mover, opponent, sink);
    transposed(transpose(mover), transpose(opponent), sink);
}

/// The instances on boards 0-3 (the position, mirrored, flipped, both).
#[inline(always)]
fn direct<S: Sink>(m: u64, o: u64, sink: &mut S) {
    // Board 0, and the rows of board 2.
    sink.pair((0, 0), &TERNARY, edge2x(m), edge2x(o));
    sink.pair((4, 1), &TERNARY, corner3x3(m), corner3x3(o));
    sink.pair((5, 2), &TERNARY, corner2x5(m), corner2x5(o));
    sink.pair((16, 3), &TERNARY, row(m, 1), row(o, 1));
    sink.pair((17, 3), &TERNARY, row(m, 6), row(o, 6));
    sink.pair((20, 4), &TERNARY, row(m, 2), row(o, 2));
    sink.pair((21, 4), &TERNARY, row(m, 5), row(o, 5));
    sink.pair((24, 5), &TERNARY, row(m, 3), row(o, 3));
    sink.pair((25, 5), &TERNARY, row(m, 4), row(o, 4));
    sink.pair((28, 6), &TERNARY, diagonal(m, 0), diagonal(o, 0));
    for shift in 1..5 {
        let at = (26 + 4 * shift, 6 + shift);
        sink.pair(at, &TERNARY, diagonal(m, shift as u32), diagonal(o, shift as u32));
    }
    // Board 1: mirrored.
    sink.pair((6, 1), &REVERSED3, corner3x3_mirrored(m), corner3x3_mirrored(o));
    sink.pair((7, 2), &REVERSED5, corner2x5_mirrored(m), corner2x5_mirrored(o));
    for shift in 0..5 {
        let at = (27 + 4 * shift + 2 * usize::from(shift == 0), 6 + shift);
        sink.pair(at, &REVERSED8, anti_diagonal(m, shift as u32), anti_diagonal(o, shift as u32));
    }
    // Board 2: flipped; board 3: flipped and mirrored.
    let (m, o) = (m.swap_bytes(), o.swap_bytes());
    sink.pair((1, 0), &TERNARY, edge2x(m), edge2x(o));
    sink.pair((8, 1), &TERNARY, corner3x3(m), corner3x3(o));
    sink.pair((9, 2), &TERNARY, corner2x5(m), corner2x5(o));
    sink.pair((10, 1), &REVERSED3, corner3x3_mirrored(m), corner3x3_mirrored(o));
    sink.pair((11, 2), &REVERSED5, corner2x5_mirrored(m), corner2x5_mirrored(o));
}

/// The instances on boards 4-7, from the transposed position: board 4 is it (its rows are
/// the position's columns), 5 is it flipped, 6 mirrored, 7 both.
#[inline(always)]
fn transposed<S: Sink>(m: u64, o: u64, sink: &mut S) {
    sink.pair((2, 0), &TERNARY, edge2x(m), edge2x(o));
    sink.pair((12, 2), &TERNARY, corner2x5(m), corner2x5(o));
    sink.pair((14, 2), &REVERSED5, corner2x5_mirrored(m), corner2x5_mirrored(o));
    sink.pair((18, 3), &TERNARY, row(m, 1), row(o, 1));
    sink.pair((19, 3), &TERNARY, row(m, 6), row(o, 6));
    sink.pair((22, 4), &TERNARY, row(m, 2), row(o, 2));
    sink.pair((23, 4), &TERNARY, row(m, 5), row(o, 5));
    sink.pair((26, 5), &TERNARY, row(m, 3), row(o, 3));
    sink.pair((27, 5), &TERNARY, row(m, 4), row(o, 4));
    for shift in 1..5 {
        let at = (28 + 4 * shift, 6 + shift);
        sink.pair(at, &TERNARY, diagonal(m, shift as u32), diagonal(o, shift as u32));
    }
    let (m, o) = (m.swap_bytes(), o.swap_bytes());
    sink.pair((3, 0), &TERNARY, edge2x(m), edge2x(o));
    sink.pair((13, 2), &TERNARY, corner2x5(m), corner2x5(o));
    sink.pair((15, 2), &REVERSED5, corner2x5_mirrored(m), corner2x5_mirrored(o));
    for shift in 1..5 {
        let at = (29 + 4 * shift, 6 + shift);
        sink.pair(at, &TERNARY, diagonal(m, shift as u32), diagonal(o, shift as u32));
    }
}

/// `features`' sink: the indices in their slots, as stage offsets.
#[allow(dead_code)]
struct Slots([u32; FEATURES]);

impl Sink for Slots {
    #[inline(always)]
    fn put(&mut self, slot: usize, table: usize, index: usize) {
        self.0[slot] = OFFSETS[table] + index as u32;
    }
}

/// `raw`'s sink: the sum of the weights, from one stage in the padded layout.
struct Sum<'a> {
    stage: &'a [i16; PADDED_SIZE],
    sum: i32,
}

impl Sum<'_> {
    /// The weight of `index` in `table`. Masking keeps the index within the table (a no-op:
    /// the tables are padded to powers of two) and lets the compiler drop the bounds checks.
    #[inline(always)]
    fn at(&self, table: usize, index: usize) -> i32 {
        i32::from(self.stage[PADDED[table] + (index & MASKS[table])])
    }
}

impl Sink for Sum<'_> {
    #[inline(always)]
    fn put(&mut self, _slot: usize, table: usize, index: usize) {
        self.sum += self.at(table, index);
    }
}

/// The 49 feature indices of a position (each an index into one stage's weights): edges
/// (slots 0-3), corners 3×3 and 2×5 (4-15), rows (16-27), diagonals (28-45), the two
/// mobility counts and the parity. (Used by the training program and the tests; `raw`
/// sums the weights as it goes.)
#[allow(dead_code)]
#[inline(always)]
pub(crate) fn features(
    mover: u64,
    opponent: u64,
    own_moves: u32,
    their_moves: u32,
) -> [u32; FEATURES] {
    let mut slots = Slots([0; FEATURES]);
    instances(mover, opponent, &mut slots);
    let mut out = slots.0;
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

/// The file's weights in the padded layout, decoded once for every thread (zero if the file
/// does not decode: the tests check that it does).
#[allow(clippy::incompatible_msrv)] // OnceLock is Rust 1.70; reversi needs 1.74.
fn file_weights() -> &'static Arc<Vec<i16>> {
    static FILE: OnceLock<Arc<Vec<i16>>> = OnceLock::new();
    FILE.get_or_init(|| {
        Arc::new(pad(&decode(WEIGHTS_FILE).unwrap_or_else(|| vec![0; STAGES * STAGE_SIZE])))
    })
}

thread_local! {
    /// This thread's weights, all stages in the padded layout: the file's unless
    /// `set_weights` or `use_weights` replaced them.
    static WEIGHTS: RefCell<Arc<Vec<i16>>> = RefCell::new(Arc::clone(file_weights()));
}

/// Replaces this thread's weights (the training program searches with the weights it fits).
#[allow(dead_code)]
pub(crate) fn set_weights(weights: Vec<i16>) {
    assert_eq!(weights.len(), STAGES * STAGE_SIZE);
    use_weights(Arc::new(pad(&weights)));
}

/// This thread's weights, for a helper thread to search with (`use_weights`).
pub(crate) fn this_threads_weights() -> Arc<Vec<i16>> {
    WEIGHTS.with(|w| Arc::clone(&w.borrow()))
}

/// Makes `weights` (from `this_threads_weights`) this thread's weights.
pub(crate) fn use_weights(weights: Arc<Vec<i16>>) {
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
    let empties = count_empties(mover, opponent);
    let base = stage(empties) * PADDED_SIZE;
    WEIGHTS.with(|weights| {
        let weights = weights.borrow();
        let stage: &[i16; PADDED_SIZE] = match weights[base..base + PADDED_SIZE].try_into() {
            Ok(stage) => stage,
            Err(_) => return 0,
        };
        let mut sum = Sum { stage, sum: 0 };
        instances(mover, opponent, &mut sum);
        sum.sum
            + sum.at(11, own_moves.min(MOBILITY - 1) as usize)
            + sum.at(12, their_moves.min(MOBILITY - 1) as usize)
            + sum.at(13, (empties & 1) as usize)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{legal_moves, play, START_BLACK, START_WHITE};

    #[test]
    fn every_thread_shares_the_file_weights_and_a_helper_can_take_its_masters() {
        let here = this_threads_weights();
        let there = std::thread::spawn(this_threads_weights).join().unwrap();
        assert!(Arc::ptr_eq(&here, &there), "a new thread decoded the file again");
        let (mover, opponent) = (START_BLACK, START_WHITE);
        let zero = std::thread::spawn(move || {
            set_weights(vec![0; STAGES * STAGE_SIZE]);
            let mine = this_threads_weights();
            std::thread::spawn(move || {
                use_weights(mine);
                raw(mover, opponent, 4, 4)
            })
            .join()
            .unwrap()
        });
        assert_eq!(zero.join().unwrap(), 0);
        assert_ne!(raw(mover, opponent, 4, 4), 0, "the file's weights value the start");
    }

    /// Mirror image left-right (file a ↔ file h).
    fn mirror(x: u64) -> u64 {
        let x = ((x >> 1) & 0x5555_5555_5555_5555) | ((x & 0x5555_5555_5555_5555) << 1);
        let x = ((x >> 2) & 0x3333_3333_3333_3333) | ((x & 0x3333_3333_3333_3333) << 2);
        ((x >> 4) & 0x0f0f_0f0f_0f0f_0f0f) | ((x & 0x0f0f_0f0f_0f0f_0f0f) << 4)
    }

    /// The reference extraction (the one the weights were trained with): all eight
    /// symmetric boards built (mirror, flip, both, and the transposes of the four), every
    /// instance read on its board with the plain table.
    fn reference_features(mover: u64, opponent: u64, own: u32, theirs: u32) -> [u32; 49] {
        let mut boards = [(0u64, 0u64); 8];
        boards[0] = (mover, opponent);
        boards[1] = (mirror(mover), mirror(opponent));
        boards[2] = (mover.swap_bytes(), opponent.swap_bytes());
        boards[3] = (boards[1].0.swap_bytes(), boards[1].1.swap_bytes());
        for i in 0..4 {
            boards[i + 4] = (transpose(boards[i].0), transpose(boards[i].1));
        }
        let mut out = Vec::new();
        let mut put = |table: usize, m: usize, o: usize| {
            out.push(OFFSETS[table] + u32::from(TERNARY[m]) + 2 * u32::from(TERNARY[o]));
        };
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
        out.push(OFFSETS[11] + own.min(MOBILITY - 1));
        out.push(OFFSETS[12] + theirs.min(MOBILITY - 1));
        out.push(OFFSETS[13] + (count_empties(mover, opponent) & 1));
        out.try_into().expect("49 features")
    }

    #[test]
    fn features_raw_and_patterns_equal_the_reference_on_random_games() {
        use crate::eval::{final_value, patterns, UNITS_PER_DISC};
        let mut seed = 2024u64;
        let mut next = move || {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            seed >> 33
        };
        // The trained weights, then random ones (the trained tables are zero for contents
        // never seen in training, which would hide a wrong index there).
        let trained = decode(WEIGHTS_FILE).expect("weights.bin decodes");
        let random: Vec<i16> =
            (0..STAGES * STAGE_SIZE).map(|_| (next() % 2001) as i16 - 1000).collect();
        let mut checked = 0;
        for weights in [&trained, &random] {
            set_weights(weights.clone());
            for _ in 0..40 {
                let (mut m, mut o) = (START_BLACK, START_WHITE);
                loop {
                    let moves = legal_moves(m, o);
                    let own = moves.count_ones();
                    let theirs = legal_moves(o, m).count_ones();
                    let expected = reference_features(m, o, own, theirs);
                    assert_eq!(features(m, o, own, theirs), expected, "{:#x} {:#x}", m, o);
                    if own == 0 && theirs == 0 {
                        assert_eq!(patterns(m, o), final_value(m, o));
                        break;
                    }
                    let base = stage(count_empties(m, o)) * STAGE_SIZE;
                    let sum: i32 =
                        expected.iter().map(|&i| i32::from(weights[base + i as usize])).sum();
                    assert_eq!(raw(m, o, own, theirs), sum, "{:#x} {:#x}", m, o);
                    let limit = 64 * SCALE;
                    let value = sum.clamp(-limit, limit) * UNITS_PER_DISC / SCALE;
                    assert_eq!(patterns(m, o), value, "{:#x} {:#x}", m, o);
                    checked += 1;
                    if moves == 0 {
                        std::mem::swap(&mut m, &mut o);
                        continue;
                    }
                    let k = next() as u32 % own;
                    let mut rest = moves;
                    for _ in 0..k {
                        rest &= rest - 1;
                    }
                    let (next_mover, next_opponent) = play(m, o, rest.trailing_zeros());
                    m = next_mover;
                    o = next_opponent;
                }
            }
        }
        set_weights(trained);
        assert!(checked > 4000, "{}", checked);
    }

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
                std::mem::swap(&mut m, &mut o);
                continue;
            }
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let k = (seed >> 33) as u32 % moves.count_ones();
            let mut rest = moves;
            for _ in 0..k {
                rest &= rest - 1;
            }
            let (next_mover, next_opponent) = play(m, o, rest.trailing_zeros());
            m = next_mover;
            o = next_opponent;
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
