//! # poj1067 — POJ 1067 / HDU 1527 "取石子游戏" (Wythoff's game)
//!
//! No judge takes Rust for this format that we know of (POJ and HDU take none).
//!
//! Two piles. A move takes any positive number of stones from one pile, or the same positive
//! number from both. Whoever takes the last stone wins. You move first: do you win?
//!
//! **Input** lines `a b` until end of input (0 ≤ a, b ≤ 10^9 on the judge; this solver accepts
//! up to 10^18). **Output** per line `1` if the first player wins, else `0`.
//!
//! **Theory** (Wythoff 1907). The losing positions are the pairs (a_k, b_k) in either order,
//! a_k = the smallest number not in an earlier pair, b_k = a_k + k (k = 0, 1, 2, …). Every
//! positive number is in exactly one pair and every difference k occurs once, so a move from a
//! pair (which keeps one pile or keeps the difference) never reaches another pair; from any
//! other (x, y), x ≤ y: if x = b_k take y down to a_k; if x = a_k and y > b_k take y down to
//! b_k; if x = a_k and y < b_k, then d = y − x < k and taking x − a_d from both gives (a_d, b_d).
//! By Beatty's theorem (1/φ + 1/φ² = 1) a_k = ⌊kφ⌋, φ = (1 + √5)/2. So (a, b), a ≤ b, is lost iff
//! a = ⌊kφ⌋ with k = b − a, decided in exact integers with no square root and no float:
//! a ≤ kφ < a + 1 ⟺ 2a − k ≤ k√5 < 2a + 2 − k; for k ≥ 1 equality is impossible (√5 is
//! irrational) and ⌊kφ⌋ lies in [k, 2k), where both sides are positive and can be squared:
//! lost ⟺ k ≤ a < 2k and (2a − k)² < 5k² < (2a + 2 − k)² (or a = b = 0). Floating point is
//! not good enough: `floor(k * 1.618…)` in double precision misjudges (165580140, 267914295).
//! The tests check the positions against a game search, the construction above (every
//! k ≤ 10^6), Fibonacci pairs up to 10^18 and an exact integer square root.
//!
//! **Complexity** O(1) per line: u64 arithmetic while b ≤ 1.9·10^9 (every judge input), u128
//! above. The input is parsed as bytes in one pass (eight digits at a time) and the answers are
//! written once.

use std::io::{self, Read, Write};

/// Largest pile accepted (the u128 products below stay far from overflow).
const MAX_VALUE: u64 = 1_000_000_000_000_000_000;

/// Up to this larger pile the products fit in u64 (see `first_player_wins`).
const U64_LIMIT: u64 = 1_900_000_000;

/// Whether the first player wins with piles a and b (each ≤ MAX_VALUE).
fn first_player_wins(a: u64, b: u64) -> bool {
    let (small, large) = (a.min(b), a.max(b));
    let k = large - small;
    let lost = if large <= U64_LIMIT {
        // When k ≤ small < 2k: u = 2·small − k = 3·small − large < large, so (u + 2)² and 5k²
        // are below 2^64. `&` instead of `&&` keeps this free of branches; when a range test
        // fails, the wrapped products are computed and ignored.
        let u = (2 * small).wrapping_sub(k);
        let five_k2 = 5 * k * k;
        let v = u.wrapping_add(2);
        (large == 0)
            | ((k <= small)
                & (small < 2 * k)
                & (u.wrapping_mul(u) < five_k2)
                & (five_k2 < v.wrapping_mul(v)))
    } else {
        let (small, k) = (u128::from(small), u128::from(k));
        k <= small && small < 2 * k && {
            let (u, five_k2) = (2 * small - k, 5 * k * k);
            u * u < five_k2 && five_k2 < (u + 2) * (u + 2)
        }
    };
    !lost
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

/// A token quoted for an error message: escaped, and cut short if long.
fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(&token[..token.len().min(24)]);
    let ellipsis = if token.len() > 24 { "…" } else { "" };
    format!("{:?}{}", text, ellipsis)
}

/// The line (from 1) that byte `pos` is on; only computed for error messages.
fn line_of(bytes: &[u8], pos: usize) -> usize {
    1 + bytes[..pos].iter().filter(|&&b| b == b'\n').count()
}

/// The next number at or after `*pos`, skipping whitespace: `Ok(None)` at the end of the input,
/// `Err` (with its line) for a token that is not a number up to MAX_VALUE. The careful path,
/// used for the last bytes of the input and for anything `fast_pair` does not take.
fn next_value(bytes: &[u8], pos: &mut usize) -> Result<Option<u64>, String> {
    let mut i = *pos;
    while i < bytes.len() && bytes[i].is_ascii_whitespace() {
        i += 1;
    }
    if i == bytes.len() {
        *pos = i;
        return Ok(None);
    }
    let start = i;
    while i < bytes.len() && !bytes[i].is_ascii_whitespace() {
        i += 1;
    }
    let value = parse_u64(&bytes[start..i])
        .map_err(|why| format!("line {}: {}", line_of(bytes, start), why))?;
    if value > MAX_VALUE {
        return Err(format!(
            "line {}: {} is above 10^18, the largest pile this solver accepts",
            line_of(bytes, start),
            value
        ));
    }
    *pos = i;
    Ok(Some(value))
}

/// Eight input bytes from `i` as a little-endian word (the caller checks the bounds).
#[inline(always)]
fn word_at(bytes: &[u8], i: usize) -> u64 {
    let mut word = [0u8; 8];
    word.copy_from_slice(&bytes[i..i + 8]);
    u64::from_le_bytes(word)
}

/// Whether all eight bytes of `word` are ASCII digits.
#[inline(always)]
fn all_digits(word: u64) -> bool {
    // A byte is a digit iff its high nibble is 3 and stays 3 after adding 6 (a carry between
    // bytes can only come from a byte >= 0xFA, which is no digit either way).
    const HIGH: u64 = 0xF0F0_F0F0_F0F0_F0F0;
    const THREES: u64 = 0x3030_3030_3030_3030;
    (((word & HIGH) ^ THREES) | ((word.wrapping_add(0x0606_0606_0606_0606) & HIGH) ^ THREES)) == 0
}

/// The value of eight ASCII digits, the first the most significant.
#[inline(always)]
fn eight_digits(word: u64) -> u64 {
    let mut v = word & 0x0F0F_0F0F_0F0F_0F0F;
    v = (v.wrapping_mul(10) + (v >> 8)) & 0x00FF_00FF_00FF_00FF; // pairs of digits
    v = (v.wrapping_mul(100) + (v >> 16)) & 0x0000_FFFF_0000_FFFF; // groups of four
    (v.wrapping_mul(10_000) + (v >> 32)) & 0xFFFF_FFFF
}

/// A number of 1 to 15 digits at `i` (after whitespace) followed by whitespace, and the
/// position after it; `None` for anything else or when fewer than 16 bytes are left, which the
/// careful `next_value` then handles. Eight digits at once when there are that many.
#[inline(always)]
fn fast_value(bytes: &[u8], mut i: usize) -> Option<(u64, usize)> {
    while i < bytes.len() && bytes[i].is_ascii_whitespace() {
        i += 1;
    }
    if i + 16 > bytes.len() {
        return None;
    }
    let start = i;
    let mut value = 0u64;
    let first = word_at(bytes, i);
    if all_digits(first) {
        value = eight_digits(first);
        i += 8;
    }
    // At most 16 digits in all, inside the 16 bytes checked above: no overflow.
    while i < start + 16 {
        let digit = bytes[i].wrapping_sub(b'0');
        if digit > 9 {
            break;
        }
        value = value * 10 + u64::from(digit);
        i += 1;
    }
    if i == start || i - start > 15 || !bytes[i].is_ascii_whitespace() {
        return None;
    }
    Some((value, i))
}

/// Appends the answer for every complete line to `out`; then the problem, if any.
fn run(input: &[u8], out: &mut Vec<u8>) -> Result<(), String> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input); // a UTF-8 BOM
    let mut pos = 0;
    loop {
        // The common case: two plain numbers, no bounds or overflow checks per digit.
        if let Some((a, after_a)) = fast_value(input, pos) {
            if let Some((b, after_b)) = fast_value(input, after_a) {
                out.extend_from_slice(&[b'0' + first_player_wins(a, b) as u8, b'\n']);
                pos = after_b;
                continue;
            }
        }
        let a = match next_value(input, &mut pos)? {
            None => return Ok(()),
            Some(a) => a,
        };
        let a_end = pos;
        let b = match next_value(input, &mut pos)? {
            None => {
                return Err(format!(
                    "line {}: input ends after {} (expected the second pile)",
                    line_of(input, a_end),
                    a
                ))
            }
            Some(b) => b,
        };
        out.extend_from_slice(&[b'0' + first_player_wins(a, b) as u8, b'\n']);
    }
}

/// One line on stderr; a closed stderr is ignored.
fn report(message: &str) {
    let _ = writeln!(io::stderr(), "poj1067: {}", message);
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        report(&format!("cannot read standard input: {}", e));
        std::process::exit(1);
    }
    let mut out = Vec::with_capacity(input.len() / 2 + 16);
    let result = run(&input, &mut out);
    let stdout = io::stdout();
    let mut lock = stdout.lock();
    if lock.write_all(&out).and_then(|_| lock.flush()).is_err() {
        std::process::exit(1); // stdout is closed: nobody is reading
    }
    if let Err(message) = result {
        report(&message);
        std::process::exit(1);
    }
}

#[cfg(test)]
#[path = "poj1067/tests.rs"]
mod tests;
