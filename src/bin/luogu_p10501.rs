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
mod tests {
    use super::*;
    use std::collections::HashMap;
    use std::fs;
    use std::path::{Path, PathBuf};

    const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/luogu_p10501");
    const SAMPLE_IN: &str = "2 2\n3 2\n4 2\n";
    const SAMPLE_OUT: &str = "LOSE\nLOSE\nWIN\n";

    fn run_str(input: &str) -> (String, Result<Option<String>, String>) {
        let mut out = String::new();
        let result = run(input.as_bytes(), &mut out);
        (out, result)
    }

    /// The game itself, with the literal rule: whether the player to move wins, by trying every
    /// cut of every piece; a cut that makes a 1 × 1 piece wins at once, any other cut wins if it
    /// leaves a lost position. A position is the multiset of pieces, each (short side, long
    /// side), sorted. No safe cuts, no Grundy values, no XOR.
    struct Search {
        memo: HashMap<Vec<(u8, u8)>, bool>,
    }

    impl Search {
        fn new() -> Search {
            Search { memo: HashMap::new() }
        }

        fn wins(&mut self, pieces: &[(u8, u8)]) -> bool {
            let mut key: Vec<(u8, u8)> =
                pieces.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
            key.sort_unstable();
            if let Some(&known) = self.memo.get(&key) {
                return known;
            }
            // Move ordering only: a cut that makes a 1 × 1 at once is tried first.
            let mut win = key.iter().any(|&(w, h)| w == 1 && h >= 2);
            'moves: for j in 0..key.len() {
                if win {
                    break;
                }
                if j > 0 && key[j] == key[j - 1] {
                    continue; // an equal piece offers the same cuts
                }
                let (w, h) = key[j];
                let across = (1..w).map(|i| ((i, h), (w - i, h)));
                let along = (1..h).map(|i| ((w, i), (w, h - i)));
                for (a, b) in across.chain(along) {
                    if a == (1, 1) || b == (1, 1) {
                        win = true;
                        break 'moves;
                    }
                    let mut next = key.clone();
                    next[j] = a;
                    next.push(b);
                    if !self.wins(&next) {
                        win = true;
                        break 'moves;
                    }
                }
            }
            self.memo.insert(key, win);
            win
        }
    }

    /// g(w, h) for 2 ≤ w, h ≤ n by the plain definition, written separately from `Table`: every
    /// safe cut both ways (no symmetry), a fresh list of seen values per piece, rows in order.
    fn plain_mex(n: usize) -> Vec<Vec<usize>> {
        let mut g = vec![vec![0usize; n + 1]; n + 1];
        for w in 2..=n {
            for h in 2..=n {
                let mut seen = vec![false; w + h];
                for i in 2..w.saturating_sub(1) {
                    let v = g[i][h] ^ g[w - i][h];
                    if v < seen.len() {
                        seen[v] = true;
                    }
                }
                for j in 2..h.saturating_sub(1) {
                    let v = g[w][j] ^ g[w][h - j];
                    if v < seen.len() {
                        seen[v] = true;
                    }
                }
                g[w][h] = seen.iter().position(|&s| !s).unwrap();
            }
        }
        g
    }

    /// The verdict the plain mex gives for a w × h sheet (sides ≥ 1).
    fn plain_wins(g: &[Vec<usize>], w: usize, h: usize) -> bool {
        if w == 1 || h == 1 {
            w.max(h) >= 2
        } else {
            g[w][h] != 0
        }
    }

    #[test]
    fn sample() {
        assert_eq!(run_str(SAMPLE_IN), (SAMPLE_OUT.to_string(), Ok(None)));
        let mut search = Search::new();
        assert!(!search.wins(&[(2, 2)]) && !search.wins(&[(3, 2)]) && search.wins(&[(4, 2)]));
    }

    /// The literal game against the solution and against the plain mex, on every sheet up to
    /// 10 × 10 (1-wide sheets included): about 1 s, 2·10^5 positions.
    #[test]
    fn literal_search_matches_on_every_sheet_up_to_10x10() {
        let table = Table::new(JUDGE_SIDE);
        let g = plain_mex(10);
        let mut search = Search::new();
        let mut counts = [0usize; 2];
        for w in 1..=10u8 {
            for h in 1..=10u8 {
                let win = search.wins(&[(w, h)]);
                let (wu, hu) = (usize::from(w), usize::from(h));
                assert_eq!(first_wins(&table, wu, hu), win, "{} x {}", w, h);
                assert_eq!(plain_wins(&g, wu, hu), win, "plain mex, {} x {}", w, h);
                counts[usize::from(win)] += 1;
            }
        }
        // Lost: 1x1, 2x2, 2x3, 3x2, 3x3, 2x7, 7x2, 3x7, 7x3, 7x7 (not a constant).
        assert_eq!(counts, [10, 90]);
    }

    /// The Grundy values themselves, not only their being 0: for every pair of pieces up to
    /// 6 × 6, the literal search of the two-piece position is a loss iff the values are equal
    /// (their XOR is 0), for the solution's table and for the plain mex.
    #[test]
    fn values_match_literal_search_on_every_pair_of_pieces_up_to_6x6() {
        let table = Table::new(JUDGE_SIDE);
        let g = plain_mex(6);
        let mut pieces = Vec::new();
        for w in 2..=6u8 {
            for h in w..=6u8 {
                pieces.push((w, h));
            }
        }
        let mut search = Search::new();
        let mut counts = [0usize; 2];
        for (k, &a) in pieces.iter().enumerate() {
            for &b in &pieces[k..] {
                let win = search.wins(&[a, b]);
                let (ga, gb) = (
                    table.value(usize::from(a.0), usize::from(a.1)),
                    table.value(usize::from(b.0), usize::from(b.1)),
                );
                assert_eq!(ga != gb, win, "{:?} + {:?}", a, b);
                let (pa, pb) =
                    (g[usize::from(a.0)][usize::from(a.1)], g[usize::from(b.0)][usize::from(b.1)]);
                assert_eq!(pa != pb, win, "plain mex, {:?} + {:?}", a, b);
                counts[usize::from(win)] += 1;
            }
        }
        assert_eq!(counts, [64, 56]);
        // Values above 1 occur, so this is more than a parity check.
        assert!(pieces.iter().any(|&(w, h)| table.value(usize::from(w), usize::from(h)) >= 2));
    }

    /// The fast table (half the cuts, stamps, symmetric storage) against the plain mex on every
    /// piece up to 200 × 200.
    #[test]
    fn table_matches_plain_mex_up_to_200x200() {
        let table = Table::new(JUDGE_SIDE);
        let g = plain_mex(JUDGE_SIDE);
        for (w, row) in g.iter().enumerate().skip(2) {
            for (h, &value) in row.iter().enumerate().skip(2) {
                assert_eq!(usize::from(table.value(w, h)), value, "{} x {}", w, h);
            }
        }
    }

    /// A heavier proof, not run by default (about 20 s): every sheet up to 11 × 11, every pair
    /// of pieces up to 7 × 7; and a sheet at the 1000 cap is answered.
    /// `cargo test --release --bin luogu_p10501 -- --ignored heavier`
    #[test]
    #[ignore]
    fn heavier_literal_search() {
        let (out, result) = run_str("1000 1000\n2 1000\n");
        assert_eq!((out.lines().count(), result), (2, Ok(None)));
        let table = Table::new(JUDGE_SIDE);
        let mut search = Search::new();
        for w in 1..=11u8 {
            for h in w..=11u8 {
                let win = search.wins(&[(w, h)]);
                assert_eq!(first_wins(&table, usize::from(w), usize::from(h)), win);
            }
        }
        let mut search = Search::new();
        for w in 2..=7u8 {
            for h in w..=7u8 {
                for w2 in 2..=7u8 {
                    for h2 in w2..=7u8 {
                        let win = search.wins(&[(w, h), (w2, h2)]);
                        let (ga, gb) = (
                            table.value(usize::from(w), usize::from(h)),
                            table.value(usize::from(w2), usize::from(h2)),
                        );
                        assert_eq!(ga != gb, win, "{}x{} + {}x{}", w, h, w2, h2);
                    }
                }
            }
        }
    }

    /// `cut_pairs` and `gives` against a list of the options, on random rows of small values
    /// and of large ones.
    #[test]
    fn cut_pairs_give_the_options() {
        let mut seed = 12345u64;
        for round in 0..2000 {
            let top = if round % 2 == 0 { 12 } else { 200 };
            let side = 3 + round % 150;
            let row: Vec<u16> = (0..side)
                .map(|_| {
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    ((seed >> 33) % top) as u16
                })
                .collect();
            let reversed: Vec<u16> = row.iter().rev().cloned().collect();
            let k = 2 + round * 7 % (side - 1); // 2 ≤ k ≤ side − 1
            let options: Vec<u16> = (2..=k / 2).map(|i| row[i] ^ row[k - i]).collect();
            let cuts = cut_pairs(&row, &reversed, k);
            assert_eq!(cuts.0.len(), options.len());
            for m in 0..top as u16 {
                assert_eq!(gives(cuts, m), options.contains(&m), "side {} k {} m {}", side, k, m);
            }
        }
    }

    /// Inputs whose lines go by the fast path or by `Tokens` (CRLF, leading zeros, sides above
    /// 200, tabs), against the table's verdicts.
    #[test]
    fn line_fast_path_agrees_with_tokens() {
        let table = Table::new(300);
        let (mut input, mut expected) = (String::new(), String::new());
        for i in 1..5000usize {
            let (w, h) = (1 + i * 7919 % 300, 1 + i * 104729 % 300);
            let layout = ["\n", "\n", "\r\n", "\n\n", "\t"][i % 5];
            let zeros = if i % 17 == 0 { "0" } else { "" };
            input.push_str(&format!("{}{} {}{}", zeros, w, h, layout));
            expected.push_str(verdict(first_wins(&table, w, h)));
        }
        assert!(expected.contains("WIN") && expected.contains("LOSE"));
        assert_eq!(run_str(&input), (expected, Ok(None)));
        for line in &["12 34\n", "1 2\n", "200 200\n", "2000 2\n", "1 2345\n", "0 5\n", "5 0\n"] {
            let padded = format!("{}        ", line);
            let quick = quick_line(padded.as_bytes(), 0);
            let sides: Vec<usize> = line.split_whitespace().map(|t| t.parse().unwrap()).collect();
            let plain = sides.iter().all(|&side| side < 1000);
            assert_eq!(quick.is_some(), plain, "{:?}", line);
            if let Some((at, next)) = quick {
                assert_eq!((at, next), (sides[0] * STRIDE + sides[1], line.len()));
            }
        }
    }

    /// `plain_line` against a plain reading of the line, on every 8 bytes over digits, the
    /// space, the newline, CR, the bytes just below and above the digits, and 0xFF (which
    /// carries into the byte above in `plain_line`'s marks): 8^8 words.
    #[test]
    fn plain_line_takes_exactly_the_plain_lines() {
        let alphabet = [b'0', b'9', b' ', b'\n', b'/', b':', b'\r', 0xFF];
        let mut taken = 0;
        for code in 0..1u32 << 24 {
            let mut bytes = [0u8; 8];
            for (k, byte) in bytes.iter_mut().enumerate() {
                *byte = alphabet[(code >> (3 * k)) as usize & 7];
            }
            // The plain reading: the line up to the first newline is 1 to 3 digits, a space,
            // 1 to 3 digits.
            let expected = bytes.iter().position(|&b| b == b'\n').and_then(|len| {
                let line = &bytes[..len];
                let space = line.iter().position(|&b| b == b' ')?;
                let (w, h) = (&line[..space], &line[space + 1..]);
                let number = |digits: &[u8]| -> Option<usize> {
                    if (1..=3).contains(&digits.len()) && digits.iter().all(u8::is_ascii_digit) {
                        Some(digits.iter().fold(0, |v, &d| 10 * v + usize::from(d - b'0')))
                    } else {
                        None
                    }
                };
                Some((number(w)? * STRIDE + number(h)?, len + 1))
            });
            assert_eq!(plain_line(u64::from_le_bytes(bytes)), expected, "{:?}", bytes);
            taken += usize::from(expected.is_some());
        }
        assert!(taken > 1000);
    }

    /// The two-halves blocks of the fast path: the shortest lines (the most answer bytes per
    /// input byte), halves with no newline (long blank runs), odd lines and growing tables at
    /// and around block boundaries, against the table's verdicts.
    #[test]
    fn blocks_of_two_halves() {
        let n = 100_000;
        assert_eq!(run_str(&"1 1\n".repeat(n)), ("LOSE\n".repeat(n), Ok(None)));
        assert_eq!(run_str(&"2 1\n".repeat(n)), ("WIN\n".repeat(n), Ok(None)));
        let table = Table::new(300);
        for &(gap, odd_every) in &[(20_000usize, 0usize), (5_000, 2_741), (9_000, 1), (100, 4_093)]
        {
            let (mut input, mut expected) = (String::new(), String::new());
            for i in 0..40_000usize {
                let (w, h) = (1 + i * 7919 % 220, 1 + i * 104_729 % 199);
                let line = if odd_every > 0 && i % odd_every == odd_every - 1 {
                    format!("{} {}\r\n", w, h)
                } else {
                    format!("{} {}\n", w, h)
                };
                input.push_str(&line);
                if i % 6_007 == 6_006 {
                    input.push_str(&" ".repeat(gap));
                }
                expected.push_str(verdict(first_wins(&table, w, h)));
            }
            assert!(expected.contains("WIN") && expected.contains("LOSE"));
            assert_eq!(run_str(&input), (expected, Ok(None)), "gap {}", gap);
        }
    }

    /// A long input with odd lines here and there, which go token by token, against the
    /// table's verdicts; and errors found late in it.
    #[test]
    fn long_input_agrees_with_tokens() {
        let table = Table::new(300);
        let (mut input, mut expected) = (String::new(), String::new());
        let mut seed = 7u64;
        for i in 0..20000usize {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let (w, h) = (1 + (seed >> 33) as usize % 220, 1 + (seed >> 45) as usize % 220);
            let (w, h) = if i % 997 == 0 { (w + 80, h) } else { (w, h) };
            let line = match (seed >> 20) % 40 {
                0 => format!("{} {}\r\n", w, h),
                1 => format!("{}\t{}\n", w, h),
                2 => format!("\n {}  {}\n", w, h),
                3 => format!("00{} {}\n", w, h),
                4 => format!("{}\n{}\n\x0c\n", w, h),
                5 => format!("{} {} ", w, h),
                _ => format!("{} {}\n", w, h),
            };
            input.push_str(&line);
            expected.push_str(verdict(first_wins(&table, w, h)));
        }
        // A last plain line, so that the lines below start a line of their own.
        input.push_str("2 2\n");
        expected.push_str("LOSE\n");
        assert!(expected.contains("WIN") && expected.contains("LOSE"));
        assert_eq!(run_str(&input), (expected.clone(), Ok(None)));
        let lines = input.lines().count();
        // A vertical tab shows as Rust's debug form of the token.
        let word = |token: &str| format!("expected a non-negative integer, found {:?}", token);
        for (bad, why) in &[
            ("5 0\n", String::from("H is 0, but a sheet is at least 1 cell each way")),
            ("5\x0b6\n", word("5\x0b6")),
            ("\x0b5 6\n", word("\x0b5")),
            (
                "12 1234\n",
                String::from("H = 1234 is above 1000, the largest side this solver accepts"),
            ),
        ] {
            let text = format!("{}{}{}", input, bad, "2 2\n".repeat(40));
            let message = format!("line {}: {}", lines + 1, why);
            assert_eq!(run_str(&text), (expected.clone(), Err(message)), "{:?}", bad);
        }
    }

    #[test]
    fn beyond_the_limits() {
        assert_eq!(run_str("1 1\n1 2\n5 1\n"), ("LOSE\nWIN\nWIN\n".to_string(), Ok(None)));
        // Sides above 200 get a bigger table (the cap, 1000, is run by the heavier test).
        let (out, result) = run_str("300 300\n2 300\n299 300\n");
        assert_eq!(result, Ok(None));
        assert_eq!(out.lines().count(), 3);
        // The bigger table agrees with the 200 one where they overlap.
        let (small, big) = (Table::new(JUDGE_SIDE), Table::new(300));
        for w in 2..=JUDGE_SIDE {
            for h in 2..=JUDGE_SIDE {
                assert_eq!(small.value(w, h), big.value(w, h));
            }
        }
    }

    #[test]
    fn layouts_crlf_tabs_flattened_missing_newline() {
        let expected = (SAMPLE_OUT.to_string(), Ok(None));
        assert_eq!(run_str(&SAMPLE_IN.replace('\n', "\r\n")), expected);
        assert_eq!(run_str("2 2 3 2 4 2"), expected);
        assert_eq!(run_str("\n\n2\t2\n3\n\n2 4\t2"), expected);
        assert_eq!(run_str(""), (String::new(), Ok(None)));
        assert_eq!(run_str(" \r\n\t\n"), (String::new(), Ok(None)));
    }

    #[test]
    fn bad_input_answers_complete_cases_then_reports() {
        let err = |s: &str| Err(s.to_string());
        assert_eq!(
            run_str("2 2\n3 2\n4\r\n\r\n"),
            (
                "LOSE\nLOSE\n".to_string(),
                err("line 3: input ends inside case 3 (expected H after W = 4)")
            )
        );
        assert_eq!(
            run_str("4 2\n0 2\n"),
            ("WIN\n".to_string(), err("line 2: W is 0, but a sheet is at least 1 cell each way"))
        );
        assert_eq!(
            run_str("4 2\n2\n1001\n"),
            (
                "WIN\n".to_string(),
                err("line 3: H = 1001 is above 1000, the largest side this solver accepts")
            )
        );
        assert_eq!(
            run_str("4 2\n2 x\n"),
            ("WIN\n".to_string(), err("line 2: expected a non-negative integer, found \"x\""))
        );
        assert_eq!(
            run_str("-1 5\n"),
            (String::new(), err("line 1: expected a non-negative integer, found \"-1\""))
        );
        assert_eq!(
            run_str("4 2\n18446744073709551616 2\n"),
            (
                "WIN\n".to_string(),
                err("line 2: number \"18446744073709551616\" does not fit in 64 bits")
            )
        );
        assert_eq!(
            run_str("4 2 18446744073709551615 2"),
            (
                "WIN\n".to_string(),
                err(
                    "line 1: W = 18446744073709551615 is above 1000, the largest side this solver \
                     accepts"
                )
            )
        );
    }

    /// A well-formed input file: its sheets.
    fn sheets_of(input: &str) -> Vec<(usize, usize)> {
        let numbers: Vec<usize> =
            input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
        assert_eq!(numbers.len() % 2, 0, "a well-formed file");
        numbers.chunks(2).map(|c| (c[0], c[1])).collect()
    }

    fn verdict(win: bool) -> &'static str {
        if win {
            "WIN\n"
        } else {
            "LOSE\n"
        }
    }

    /// The answers of the literal search (sheets up to 10 × 10).
    fn expected_by_search(input: &str) -> String {
        let mut search = Search::new();
        sheets_of(input)
            .into_iter()
            .map(|(w, h)| {
                assert!(w <= 10 && h <= 10, "small enough to search");
                verdict(search.wins(&[(w as u8, h as u8)]))
            })
            .collect()
    }

    /// The answers of the plain mex (itself proved against the literal search above).
    fn expected_by_plain_mex(input: &str) -> String {
        let sheets = sheets_of(input);
        let n = sheets.iter().map(|&(w, h)| w.max(h)).max().unwrap_or(2);
        let g = plain_mex(n);
        sheets.into_iter().map(|(w, h)| verdict(plain_wins(&g, w, h))).collect()
    }

    fn case_files() -> Vec<PathBuf> {
        let mut inputs: Vec<PathBuf> = fs::read_dir(DATA)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.extension().map_or(false, |e| e == "in"))
            .collect();
        inputs.sort();
        inputs
    }

    /// Every testdata case: its .out is what the literal search says, or for large-* (every
    /// sheet up to 200 × 200) what the plain mex says, and `run` gives it.
    #[test]
    fn testdata_outputs_are_proved() {
        let inputs = case_files();
        assert!(inputs.len() >= 4, "testdata present");
        for input_path in inputs {
            let name = input_path.file_name().unwrap().to_string_lossy().to_string();
            let input = fs::read_to_string(&input_path).unwrap();
            let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
            let proof = if name.starts_with("large") {
                expected_by_plain_mex(&input)
            } else {
                expected_by_search(&input)
            };
            assert_eq!(proof, expected, "{} against its proof", name);
            assert_eq!(run_str(&input), (expected, Ok(None)), "{} against run", name);
        }
    }

    /// Writes the testdata except the sample:
    /// `cargo test --release --bin luogu_p10501 -- --ignored write_testdata`.
    #[test]
    #[ignore]
    fn write_testdata() {
        let dir = Path::new(DATA);
        let write = |name: &str, input: &str, output: &str| {
            fs::write(dir.join(format!("{}.in", name)), input).unwrap();
            fs::write(dir.join(format!("{}.out", name)), output).unwrap();
        };
        let grid = |from: usize, to: usize| -> String {
            let mut text = String::new();
            for w in from..=to {
                for h in from..=to {
                    text.push_str(&format!("{} {}\n", w, h));
                }
            }
            text
        };
        let input = grid(2, 9);
        write("brute-all-9x9", &input, &expected_by_search(&input));
        // Beyond the judge's limits: sheets 1 cell wide.
        let input = "1 1\n1 2\n2 1\n1 9\n9 1\n";
        write("brute-one-wide", input, &expected_by_search(input));
        write("crlf-1", &SAMPLE_IN.replace('\n', "\r\n"), SAMPLE_OUT);
        // Every sheet of the judge's range, 2..=200 each way (39 601 cases).
        let input = grid(2, JUDGE_SIDE);
        write("large-1", &input, &expected_by_plain_mex(&input));
    }
}
