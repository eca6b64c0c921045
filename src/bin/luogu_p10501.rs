//! # luogu_p10501 — Luogu P10501 "Cutting Game" (= POJ 2311, AcWing 219 剪纸游戏)
//!
//! Submit in Rust as it is: Luogu P10501. (POJ takes no Rust.)
//!
//! Play starts with one W × H sheet of grid paper. Players alternate; a move takes any piece and
//! cuts it along one grid line, across the whole piece, into two rectangles. The player who cuts
//! out a 1 × 1 piece wins at once. Does the player who cuts first win?
//!
//! **Input** cases `W H` until the end of the input (judge: 2 ≤ W, H ≤ 200). **Output** per case
//! `WIN` if the first player wins, else `LOSE`. Beyond the limits: a side of 1 (1 × k with
//! k ≥ 2 is a `WIN`: cut off a 1 × 1; a 1 × 1 sheet has no cut, and as usual the player with no
//! move loses: `LOSE`) and sides up to 1000 are answered; a side of 0, or above 1000, is refused.
//!
//! **Theory** (turn "a move wins at once" into normal play, then a 2-D splitting game).
//! - A 1 × 1 can only be cut out of a piece 1 cell wide, and a player facing a 1 × k piece
//!   (k ≥ 2) wins at once by cutting a 1 × 1 off it.
//! - Start from pieces with both sides ≥ 2. Call a cut *safe* if both parts are ≥ 2 wide. An
//!   unsafe cut of such a piece leaves a 1 × m strip with m ≥ 2 and cuts out no 1 × 1, so the
//!   opponent wins at once. So while a safe cut exists, nobody sane makes another; a player with
//!   no safe cut must make an unsafe one and loses. The game is therefore normal play (no move
//!   loses) on pieces with both sides ≥ 2 with safe cuts only. The dead pieces are 2 × 2, 2 × 3
//!   and 3 × 3 (and 3 × 2).
//! - Pieces are independent games and a position is their sum, so by Sprague–Grundy the player
//!   to move loses iff the XOR of the piece values is 0, with
//!   g(w, h) = mex({ g(i, h) ⊕ g(w − i, h) : 2 ≤ i ≤ w − 2 } ∪ { g(w, j) ⊕ g(w, h − j) :
//!   2 ≤ j ≤ h − 2 }). (From XOR 0 every move changes one summand, so the XOR becomes non-zero;
//!   from XOR X ≠ 0 the summand h with X's top bit has h ⊕ X < h, and by the mex a move of that
//!   piece reaches exactly h ⊕ X.) Print `WIN` iff g(W, H) ≠ 0. Sample: 2 × 2 and 3 × 2 are dead
//!   (`LOSE`); 4 × 2 → 2 × 2 + 2 × 2 has XOR 0, so it is a `WIN`.
//! - The pitfall: a table that lets every cut count as an ordinary move of normal play (1 × 1
//!   the dead piece) is wrong at once: it gives 2 × 2 → 1 × 2 + 1 × 2 (XOR 0) the value 1 and
//!   calls the sample's 2 × 2 a `WIN`.
//!
//! The tests prove the verdicts against a search of the game itself over multisets of pieces
//! with the literal rule (a cut that makes a 1 × 1 wins), on every sheet up to 10 × 10, and the
//! Grundy values on every pair of pieces up to 6 × 6 (their XOR against the search of the pair;
//! an ignored test goes to 11 × 11 and pairs up to 7 × 7);
//! the 200 × 200 testdata is checked against a separate plain mex proved the same way.
//!
//! **Complexity** one table, built when the first answer is due, for sides up to 200 (built
//! again, larger, only when a sheet does not fit it: to that side, and at least twice as far,
//! so a few builds at most): cuts i and w − i give the same option, so a w × h piece has about
//! w/2 + h/2 options, and its mex takes one pass over them per value tried (the values stay
//! at most 9), each pass comparing 8 XORs at a time: about 10^7 instructions (about a
//! millisecond) and 160 KB for the 200 × 200 table, about 5·10^8 (a tenth of a second) and
//! 4 MB at the 1000 × 1000 cap. Then O(1) per case: 2 bits of a win/lose table at
//! 1040·W + H (256 KB, of which the judge's sheets use about 20 KB), 0 for a sheet the table
//! does not hold; each case is answered as it is read, so nothing is stored per case, and the
//! answers go out in 64 KB pieces. The fast path reads a whole line `W H` from one 8-byte
//! word: its non-digits gathered into one byte that gives the line's shape (where the space
//! and the newline are) from a 256-entry table, with the multipliers that move both numbers'
//! digits into place; three more multiplications give 1040·W + H: no loop over the digits, no
//! branch on their count, an 8-byte store for the answer, about 55 instructions a line in all.
//! A line's start is known only once the line before has been read, and that chain (some 20
//! cycles a line) cost as much as the instructions: so the input is taken in 16 KB blocks, each
//! cut in two at a line start, and the two halves are read side by side. Any other line (CRLF,
//! tabs, long numbers, a side beyond the table, the last 8 bytes) goes token by token.

use std::convert::TryInto;
use std::io::{self, Read, Write};

/// The judge's largest side: the table is always built at least this far.
const JUDGE_SIDE: usize = 200;

/// Larger sides are refused: a table to side n costs about n³/4 steps.
const MAX_SIDE: u64 = 1000;

/// Grundy values g(w, h) of pieces with 2 ≤ w, h ≤ n under safe cuts (both parts ≥ 2 wide).
struct Table {
    n: usize,
    /// g(w, h) at w·(n+1) + h, stored both ways round (kept for the tests).
    #[cfg(test)]
    values: Vec<u16>,
    /// The answer for a w × h sheet, 1 ≤ w, h ≤ n, in the 2 bits of cell STRIDE·w + h (32 cells
    /// to a word): WIN_CELL or LOSE_CELL; 0 for any other sheet (a side of 0, or beyond the
    /// table). Every pair of sides of up to 3 digits has a cell, so the fast path needs no
    /// range check: a 0 sends the line to the slow path.
    cells: Box<[u64; CELL_WORDS]>,
}

/// Cells per row of `Table::cells`: above MAX_SIDE and every 3-digit number. Not a power of
/// two: rows 2080 bits apart fall on different sets of the cache (the judge's 200 rows take
/// about 20 KB of it), where rows 2048 bits apart would crowd into a few of them.
const STRIDE: usize = 1040;

/// `Table::cells`'s size in words: 2^20 cells of 2 bits (256 KB, above 1000·STRIDE + 1000).
const CELL_WORDS: usize = 1 << 15;

/// The cells of a won and a lost sheet: 3 less than the lengths of `WIN\n` and `LOSE\n`.
const WIN_CELL: u64 = 1;
const LOSE_CELL: u64 = 2;

impl Table {
    fn new(n: usize) -> Table {
        let side = n + 1;
        let mut values = vec![0u16; side * side];
        // Each row also reversed (g(r, side − 1 − j) at r·side + j), so that g(r, k − i) for
        // rising i is read forwards too: see `cut_pairs`.
        let mut reversed = vec![0u16; side * side];
        for w in 2..=n {
            for h in w..=n {
                // Both sums read along one row (g is stored both ways round): g(i, h) is
                // g(h, i), and g(w, j) for j < w was written when row j was done.
                let row = |r: usize| r * side..r * side + side;
                let across = cut_pairs(&values[row(h)], &reversed[row(h)], w);
                let along = cut_pairs(&values[row(w)], &reversed[row(w)], h);
                let mut mex = 0;
                while gives(across, mex) || gives(along, mex) {
                    mex += 1;
                }
                values[w * side + h] = mex;
                values[h * side + w] = mex;
                reversed[w * side + n - h] = mex;
                reversed[h * side + n - w] = mex;
            }
        }
        let mut cells: Box<[u64; CELL_WORDS]> =
            match vec![0u64; CELL_WORDS].into_boxed_slice().try_into() {
                Ok(cells) => cells,
                Err(_) => unreachable!("a Vec of CELL_WORDS words"),
            };
        for w in 1..=n {
            for h in 1..=n {
                let first_wins = if w == 1 || h == 1 {
                    w.max(h) >= 2 // cut a 1 × 1 off at once; a 1 × 1 sheet has no cut
                } else {
                    values[w * side + h] != 0
                };
                let cell = if first_wins { WIN_CELL } else { LOSE_CELL };
                let at = w * STRIDE + h;
                cells[at / 32] |= cell << (at % 32 * 2);
            }
        }
        Table {
            n,
            #[cfg(test)]
            values,
            cells,
        }
    }

    /// The cell at `at` (STRIDE·w + h for the sheet w × h): 0, WIN_CELL or LOSE_CELL.
    #[inline(always)]
    fn cell(&self, at: usize) -> u64 {
        (self.cells[at / 32 % CELL_WORDS] >> (at % 32 * 2)) & 3
    }

    /// g(w, h) for 2 ≤ w, h ≤ n.
    #[cfg(test)]
    fn value(&self, w: usize, h: usize) -> u16 {
        self.values[w * (self.n + 1) + h]
    }
}

/// The cuts of a piece along one row of g (its other side r fixed, `row` = g(r, ·)), as two
/// slices to XOR element by element: g(r, i) and g(r, k − i) for 2 ≤ i ≤ k/2 (the cuts i and
/// k − i give the same option, so only i ≤ k/2 is tried), the second read off the row reversed
/// (`reversed[j]` = `row[row.len() − 1 − j]`) so that it runs forwards too.
fn cut_pairs<'a>(row: &'a [u16], reversed: &'a [u16], k: usize) -> (&'a [u16], &'a [u16]) {
    let count = (k / 2).saturating_sub(1);
    let from = row.len() + 1 - k; // where g(r, k − 2) is in `reversed`
    (&row[2..2 + count], &reversed[from..from + count])
}

/// Whether one of the cuts gives the option `m`. Written with no early exit, so that it
/// compiles to SIMD compares of 8 values at a time; g's values stay small (at most 9 up to
/// side 1000), so the mex takes a few of these passes.
fn gives(cuts: (&[u16], &[u16]), m: u16) -> bool {
    cuts.0.iter().zip(cuts.1).fold(false, |seen, (&a, &b)| seen | (a ^ b == m))
}

/// Whether the first player wins on a w × h sheet (1 ≤ w, h ≤ the table's n).
fn first_wins(table: &Table, w: usize, h: usize) -> bool {
    table.cell(w * STRIDE + h) == WIN_CELL
}

/// Whitespace-separated tokens of the input. Lines are counted only for messages.
struct Tokens<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Tokens<'a> {
    fn new(bytes: &'a [u8]) -> Tokens<'a> {
        Tokens { bytes, pos: 0 }
    }

    /// The line (from 1) that byte `offset` is on.
    fn line_at(&self, offset: usize) -> usize {
        1 + self.bytes[..offset].iter().filter(|&&b| b == b'\n').count()
    }

    /// The line of the input's last token (1 for blank input): where an incomplete input ends.
    fn end_line(&self) -> usize {
        let text_end =
            self.bytes.iter().rposition(|b| !b.is_ascii_whitespace()).map_or(0, |i| i + 1);
        self.line_at(text_end)
    }

    /// Skips whitespace; false at the end of the input.
    fn skip_whitespace(&mut self) -> bool {
        let bytes = self.bytes;
        let mut pos = self.pos;
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        self.pos = pos;
        pos < bytes.len()
    }

    /// The next token as a non-negative integer with its start offset: `None` at the end of
    /// the input, else the number or why the token is not one (with its line). The common
    /// case (up to 19 digits) is inlined; anything else goes to `odd_token`.
    #[inline(always)]
    fn next_u64(&mut self) -> Option<Result<(u64, usize), String>> {
        if !self.skip_whitespace() {
            return None;
        }
        let bytes = self.bytes;
        let mut pos = self.pos;
        let start = pos;
        // Fast path, no loop over the digits: 1 to 7 digits and a blank, seen in 8 bytes at once.
        if let Some(eight) = bytes.get(pos..pos + 8) {
            let mut word = [0u8; 8];
            word.copy_from_slice(eight);
            // Digits become bytes 0..=9; every other byte stays ≥ 10.
            let text = u64::from_le_bytes(word) ^ 0x3030_3030_3030_3030;
            let high = 0x8080_8080_8080_8080;
            let not_digit = (((text & !high).wrapping_add(0x7676_7676_7676_7676)) | text) & high;
            let digits = (not_digit.trailing_zeros() / 8) as usize;
            if digits > 0 && digits < 8 && bytes[pos + digits].is_ascii_whitespace() {
                self.pos = pos + digits;
                return Some(Ok((eight_digits(text << (64 - 8 * digits)), start)));
            }
        }
        let mut value: u64 = 0;
        while pos < bytes.len() {
            let digit = bytes[pos].wrapping_sub(b'0');
            if digit >= 10 {
                break;
            }
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
            pos += 1;
        }
        // Up to 19 digits cannot overflow; anything else is checked token by token.
        let ends = pos == bytes.len() || bytes[pos].is_ascii_whitespace();
        if ends && pos > start && pos - start <= 19 {
            self.pos = pos;
            return Some(Ok((value, start)));
        }
        Some(self.odd_token(start))
    }

    /// The token at `start` that is not a plain number of up to 19 digits: its value, or why
    /// it is not a u64 (with its line).
    #[cold]
    #[inline(never)]
    fn odd_token(&mut self, start: usize) -> Result<(u64, usize), String> {
        let bytes = self.bytes;
        let mut pos = start;
        while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        self.pos = pos;
        parse_u64(&bytes[start..pos])
            .map(|value| (value, start))
            .map_err(|why| format!("line {}: {}", self.line_at(start), why))
    }
}

/// The number whose 8 decimal digits are the bytes of `digits` (each 0..=9), most significant
/// in the lowest byte: pairs, then quadruples, then all eight combined by three multiplications.
#[inline(always)]
fn eight_digits(digits: u64) -> u64 {
    let pairs = (digits & 0x0F0F_0F0F_0F0F_0F0F).wrapping_mul(10 * 256 + 1) >> 8;
    let quads = (pairs & 0x00FF_00FF_00FF_00FF).wrapping_mul(100 * 65536 + 1) >> 16;
    (quads & 0x0000_FFFF_0000_FFFF).wrapping_mul(10000 * (1 << 32) + 1) >> 32
}

/// A decimal u64, or why the token is not one.
fn parse_u64(token: &[u8]) -> Result<u64, String> {
    let mut value: u64 = 0;
    for &byte in token {
        if !byte.is_ascii_digit() {
            return Err(format!("expected a non-negative integer, found {}", shown(token)));
        }
        value = match value.checked_mul(10).and_then(|v| v.checked_add(u64::from(byte - b'0'))) {
            Some(v) => v,
            None => return Err(format!("number {} does not fit in 64 bits", shown(token))),
        };
    }
    Ok(value)
}

/// A token quoted for a message: escaped, and cut short if long.
fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(&token[..token.len().min(24)]);
    let ellipsis = if token.len() > 24 { "…" } else { "" };
    format!("{:?}{}", text, ellipsis)
}

/// A sheet side read at byte `start`: 1..=MAX_SIDE, or why not.
#[inline(always)]
fn check_side(tokens: &Tokens, value: u64, start: usize, name: &str) -> Result<usize, String> {
    if value == 0 || value > MAX_SIDE {
        Err(bad_side(tokens, value, start, name))
    } else {
        Ok(value as usize)
    }
}

/// Why side `value` (0 or above MAX_SIDE), read at byte `start`, is refused.
#[cold]
#[inline(never)]
fn bad_side(tokens: &Tokens, value: u64, start: usize, name: &str) -> String {
    if value == 0 {
        format!(
            "line {}: {} is 0, but a sheet is at least 1 cell each way",
            tokens.line_at(start),
            name
        )
    } else {
        format!(
            "line {}: {} = {} is above {}, the largest side this solver accepts",
            tokens.line_at(start),
            name,
            value,
            MAX_SIDE
        )
    }
}

/// A table reaching `side` (above `old.n`): to `side`, at least twice as far as `old`
/// (capped at MAX_SIDE) and at least JUDGE_SIDE, so that sheets growing one by one cost a few
/// builds, not one each.
#[cold]
#[inline(never)]
fn grown(old: &Table, side: usize) -> Table {
    Table::new(side.max(JUDGE_SIDE).max((2 * old.n).min(MAX_SIDE as usize)))
}

/// Appends the answer to every complete case of `input` to `out`. Ok(None): all fine;
/// Err(e): the problem with the input. (Cases run to the end of the input: no trailing data.)
#[cfg(test)]
fn run(input: &[u8], out: &mut String) -> Result<Option<String>, String> {
    let mut answers = Vec::new();
    let outcome = run_draining(input, &mut |piece: &[u8]| answers.extend_from_slice(piece));
    // The answers are all ASCII.
    out.push_str(&String::from_utf8_lossy(&answers));
    outcome
}

/// `run`, handing the answers to `drain` 64 KB at a time (`main` writes them out), so that a
/// long output needs no growing buffer of fresh memory.
fn run_draining(input: &[u8], drain: &mut dyn FnMut(&[u8])) -> Result<Option<String>, String> {
    let mut answers = Answers { buffer: [0; CHUNK + 8], len: 0, drain };
    let outcome = answer_all(input, &mut answers);
    answers.flush();
    outcome
}

/// The size of the pieces the answers are written in.
const CHUNK: usize = 1 << 16;

/// Answers gathered in a buffer of CHUNK bytes (and 8 spare, for an 8-byte store at CHUNK - 1),
/// handed on when it is full.
struct Answers<'a> {
    buffer: [u8; CHUNK + 8],
    len: usize,
    drain: &'a mut dyn FnMut(&[u8]),
}

impl<'a> Answers<'a> {
    /// `WIN\n` or `LOSE\n`, handed on if the buffer is then full.
    fn push(&mut self, first_wins: bool) {
        let cell = if first_wins { WIN_CELL } else { LOSE_CELL };
        self.len = put_answer(&mut self.buffer, self.len, cell);
        if self.len >= CHUNK {
            self.flush();
        }
    }

    fn flush(&mut self) {
        (self.drain)(&self.buffer[..self.len]);
        self.len = 0;
    }
}

/// A line `W H\n` at the start of `word` (the line's first 8 bytes, little-endian), if W and
/// H have 1 to 3 digits each with one space between (the judge's lines are all like this):
/// the cell of (W, H) in `Table::cells` (STRIDE·W + H) and the line's length with its newline;
/// else `None` (then the line goes through `Tokens`).
///
/// Why: this is the loop the whole input goes through, so it is written to take few
/// instructions (about 40), with no loop over the digits and no branch on their count.
#[inline(always)]
fn plain_line(word: u64) -> Option<(usize, usize)> {
    // Digits become bytes 0..=9 (and only digits do). Adding 0x76 sets bit 7 of any other byte
    // below 0x80, and the others have it already: `marks`. (A byte of 0x8A or more also
    // carries into the byte above; that can only mark a byte after a non-digit other than the
    // space, and such a line fails the check below.)
    let text = word ^ 0x3030_3030_3030_3030;
    let marks = (text.wrapping_add(0x7676_7676_7676_7676) | text) & 0x8080_8080_8080_8080;
    // The 8 marks gathered into one byte (bit k from byte k: the multiplication moves bit
    // 8k + 7 to bit 56 + k, with no carries) give the line's shape: where its first two
    // non-digits are, which must be the space and the newline.
    let shapes = &LINE_SHAPES;
    let key = (marks.wrapping_mul(0x0002_0408_1020_4081) >> 56) as usize;
    if text & shapes.check_mask[key] != shapes.check[key] {
        return None;
    }
    // W's digits moved to bytes 0..=3, its last at byte 3, and H's to bytes 4..=7, its last at
    // byte 7 (shifts done as multiplications by powers of two), zeros (leading zeros)
    // elsewhere; then pairs, quadruples (W in bits 0..16, H in bits 32..48), and one more
    // multiplication gives STRIDE·W + H in bits 32..64.
    let w_lane = u64::from((text as u32).wrapping_mul(shapes.w_shift[key]));
    let h_lane = (text & shapes.h_digits[key]).wrapping_mul(shapes.h_shift[key]);
    let pairs = (w_lane | h_lane).wrapping_mul(10 * 256 + 1) >> 8;
    let quads = (pairs & 0x00FF_00FF_00FF_00FF).wrapping_mul(100 * 65536 + 1) >> 16;
    let cell = (quads & 0x0000_FFFF_0000_FFFF).wrapping_mul(((STRIDE as u64) << 32) + 1) >> 32;
    Some((cell as usize, shapes.len[key]))
}

/// For each set of non-digit bytes among a line's first 8 (bit k: byte k), what the line must
/// be like if its first two non-digits are the space and the newline with 1 to 3 digits
/// before the space and after it, and how its digits are moved into place (see `plain_line`).
/// For any other set, a check that no line passes (1 under a mask of 0). One array per field,
/// so that a field of set k is one load at 8·k from the table's start.
struct LineShapes {
    /// The space's and the newline's bytes (0xFF each), and what they must hold (xor '0').
    check_mask: [u64; 256],
    check: [u64; 256],
    /// 2^(32 − 8·space): W's last digit to byte 3 (of the low 32 bits).
    w_shift: [u32; 256],
    /// H's digit bytes (0xFF each), between the space and the newline.
    h_digits: [u64; 256],
    /// 2^(64 − 8·newline): H's last digit to byte 7.
    h_shift: [u64; 256],
    /// The line's length with its newline.
    len: [usize; 256],
    /// What to write for each cell (`WIN\n` for WIN_CELL, `LOSE\n` for LOSE_CELL): kept here,
    /// so that the fast path reaches it from the same address as the rest.
    answers: [u64; 4],
}

static LINE_SHAPES: LineShapes = line_shapes();

const fn line_shapes() -> LineShapes {
    let mut shapes = LineShapes {
        check_mask: [0; 256],
        check: [1; 256],
        w_shift: [0; 256],
        h_digits: [0; 256],
        h_shift: [0; 256],
        len: [0; 256],
        answers: [0; 4],
    };
    shapes.answers[WIN_CELL as usize] = u64::from_le_bytes(*b"WIN\n\0\0\0\0");
    shapes.answers[LOSE_CELL as usize] = u64::from_le_bytes(*b"LOSE\n\0\0\0");
    let mut marks: usize = 0;
    while marks < 256 {
        let space = (marks as u32).trailing_zeros();
        let newline = ((marks & marks.wrapping_sub(1)) as u32).trailing_zeros();
        if space >= 1 && space <= 3 && newline >= space + 2 && newline <= space + 4 {
            shapes.check_mask[marks] = (0xFF << (8 * space)) | (0xFF << (8 * newline));
            shapes.check[marks] = (((b' ' ^ b'0') as u64) << (8 * space))
                | (((b'\n' ^ b'0') as u64) << (8 * newline));
            shapes.w_shift[marks] = 1 << (32 - 8 * space);
            shapes.h_digits[marks] = ((1 << (8 * newline)) - 1) & !((1 << (8 * space + 8)) - 1);
            shapes.h_shift[marks] = 1 << (64 - 8 * newline);
            shapes.len[marks] = newline as usize + 1;
        }
        marks += 1;
    }
    shapes
}

/// A whole line `W H\n` at `pos` read from one 8-byte word: its cell (see `plain_line`) and
/// where the next line starts, or `None` if the line is not plain or is too near the end of
/// the input.
#[inline(always)]
fn quick_line(bytes: &[u8], pos: usize) -> Option<(usize, usize)> {
    // Written as a test against the last start with 8 bytes, so that the compiler sees that
    // the slice is in bounds and, in `plain_blocks`, that the test always passes.
    let last = bytes.len().checked_sub(8)?;
    if pos > last {
        return None;
    }
    let eight: [u8; 8] = bytes[pos..pos + 8].try_into().unwrap_or_default();
    let (cell, len) = plain_line(u64::from_le_bytes(eight))?;
    Some((cell, pos + len))
}

/// The answer of a plain line at `pos` whose sheet the table holds: its cell (not 0) and where
/// the next line starts; else `None`.
#[inline(always)]
fn answered_line(input: &[u8], pos: usize, table: &Table) -> Option<(u64, usize)> {
    let (at, next) = quick_line(input, pos)?;
    let cell = table.cell(at);
    if cell == 0 {
        None // a side of 0, or a sheet beyond the table
    } else {
        Some((cell, next))
    }
}

/// Stores the answer of `cell` (WIN_CELL or LOSE_CELL) at `out[len..]`, eight bytes either way
/// (one store, no branch): the length after it.
#[inline(always)]
fn put_answer(out: &mut [u8], len: usize, cell: u64) -> usize {
    let verdict = LINE_SHAPES.answers[cell as usize % 4];
    out[len..len + 8].copy_from_slice(&verdict.to_le_bytes());
    len + 3 + cell as usize
}

/// Answers plain lines into `out` from `len` on, one after another, while they start before
/// `end`: (where it stopped, the length of `out`'s answers, the lines answered).
#[inline(always)]
fn plain_lines(
    input: &[u8],
    mut pos: usize,
    end: usize,
    table: &Table,
    out: &mut [u8],
    mut len: usize,
) -> (usize, usize, usize) {
    let mut lines = 0;
    while pos < end {
        let (cell, next) = match answered_line(input, pos, table) {
            Some(line) => line,
            None => break,
        };
        len = put_answer(out, len, cell);
        lines += 1;
        pos = next;
    }
    (pos, len, lines)
}

/// Input bytes taken at a time by `plain_blocks`.
const BLOCK: usize = 1 << 14;

/// Room for the answers of the lines starting in half a block (a plain line takes at least 4
/// bytes and its answer at most 5), and 8 spare.
const HALF_ROOM: usize = (BLOCK / 2 / 4 + 1) * 5 + 8;

/// Room for the answers of the lines starting in a block, and 8 spare.
const BLOCK_ROOM: usize = (BLOCK / 4 + 1) * 5 + 8;

/// The fast path: answers the plain lines of sheets that the table holds from `pos` on, and
/// returns where the first other line (or the input's last 8 bytes) starts; `cases` counts.
///
/// A line's start is known only once the line before has been read, so one line after
/// another waits on that chain (some 20 cycles a line, as long as its instructions take).
/// Instead each block is cut in two at a line start, and the two halves are read side by
/// side, a line of each per step: the second half's answers go to `side`, and follow the first
/// half's once that has ended exactly where the second began (else they are dropped, and the
/// first half's stop is where the slow path takes over).
fn plain_blocks(
    input: &[u8],
    mut pos: usize,
    table: &Table,
    answers: &mut Answers,
    side: &mut [u8; HALF_ROOM],
    cases: &mut usize,
) -> usize {
    loop {
        if answers.len > CHUNK - BLOCK_ROOM {
            answers.flush();
        }
        // Every line read here starts before `end`, so its 8 bytes are there.
        let end = match input.len().checked_sub(8) {
            Some(last) if pos < last => last.min(pos + BLOCK),
            _ => return pos,
        };
        let half = pos + (end - pos) / 2;
        let mid = input[half..end].iter().position(|&b| b == b'\n').map_or(end, |i| half + i + 1);
        let (mut a, mut a_len) = (pos, answers.len);
        let (mut b, mut b_len) = (mid, 0);
        let mut steps = 0;
        while a < mid && b < end {
            let (cell_a, next_a) = match answered_line(input, a, table) {
                Some(line) => line,
                None => break,
            };
            let (cell_b, next_b) = match answered_line(input, b, table) {
                Some(line) => line,
                None => break,
            };
            a_len = put_answer(&mut answers.buffer, a_len, cell_a);
            b_len = put_answer(side, b_len, cell_b);
            a = next_a;
            b = next_b;
            steps += 1;
        }
        let (a, a_len, a_rest) = plain_lines(input, a, mid, table, &mut answers.buffer, a_len);
        answers.len = a_len;
        *cases += steps + a_rest;
        if a != mid {
            return a; // the second half's answers are dropped
        }
        let (b, b_len, b_rest) = plain_lines(input, b, end, table, side, b_len);
        answers.buffer[a_len..a_len + b_len].copy_from_slice(&side[..b_len]);
        answers.len += b_len;
        *cases += steps + b_rest;
        if b < end {
            return b;
        }
        pos = b;
    }
}

/// `run` with the answers going to `answers`.
fn answer_all(input: &[u8], answers: &mut Answers) -> Result<Option<String>, String> {
    let mut tokens = Tokens::new(input);
    // Each case is answered as it is read. The table is built when the first answer is due,
    // to JUDGE_SIDE, and built again, larger, only when a sheet does not fit it.
    let mut table = Table::new(0);
    let mut cases: usize = 0;
    let mut side = [0u8; HALF_ROOM];
    loop {
        tokens.pos = plain_blocks(input, tokens.pos, &table, answers, &mut side, &mut cases);
        // Anything else: one case token by token.
        let w = match tokens.next_u64() {
            None => return Ok(None),
            Some(Err(e)) => return Err(e),
            Some(Ok((w, start))) => check_side(&tokens, w, start, "W")?,
        };
        let h = match tokens.next_u64() {
            None => {
                return Err(format!(
                    "line {}: input ends inside case {} (expected H after W = {})",
                    tokens.end_line(),
                    cases + 1,
                    w
                ))
            }
            Some(Err(e)) => return Err(e),
            Some(Ok((h, start))) => check_side(&tokens, h, start, "H")?,
        };
        let side = w.max(h);
        if side > table.n {
            table = grown(&table, side);
        }
        answers.push(first_wins(&table, w, h));
        cases += 1;
        tokens.skip_whitespace(); // so that the fast path starts at a token
    }
}

fn report(line: &str) {
    let _ = writeln!(io::stderr(), "luogu_p10501: {}", line);
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        report(&format!("cannot read standard input: {}", e));
        std::process::exit(1);
    }
    let text = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&input);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    // A failed write means stdout is closed (nobody is reading): exit quietly.
    let outcome = run_draining(text, &mut |piece: &[u8]| {
        if out.write_all(piece).is_err() {
            std::process::exit(1);
        }
    });
    if out.flush().is_err() {
        std::process::exit(1);
    }
    match outcome {
        Ok(None) => {}
        Ok(Some(warning)) => report(&format!("warning: {}", warning)),
        Err(message) => {
            report(&message);
            std::process::exit(1);
        }
    }
}

#[cfg(test)]
#[path = "luogu_p10501/tests.rs"]
mod tests;
