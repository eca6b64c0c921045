//! # textbook_nim_product_64 — the benchmark's yardstick for nim_product_64 (not a submission)
//!
//! The nim product the way accepted solutions usually write it: the half-split recursion
//! a ⊗ b = ((a0⊕a1)⊗(b0⊕b1) ⊕ a0⊗b0)·2^w ⊕ a0⊗b0 ⊕ (a1⊗b1)⊗2^(w−1) on 64, 32 and 16 bits,
//! with a 256×256 table of the byte products (built by the same recursion) at the bottom:
//! 85 calls a product, 64 of them table look-ups. Same input and output as `nim_product_64` (the
//! benchmark checks that the outputs agree), no error handling: it assumes the judge's input.

use std::fmt::Write as _;
use std::io::{self, Read, Write};

/// a ⊗ b for a, b < 2^bits: the recursion down to single bits (builds the table).
fn by_bits(a: u64, b: u64, bits: u32) -> u64 {
    if bits == 1 {
        return a & b;
    }
    let w = bits / 2;
    let mask = (1u64 << w) - 1;
    let (a1, a0, b1, b0) = (a >> w, a & mask, b >> w, b & mask);
    let low = by_bits(a0, b0, w);
    let high = by_bits(a0 ^ a1, b0 ^ b1, w) ^ low;
    (high << w) | (low ^ by_bits(by_bits(a1, b1, w), 1 << (w - 1), w))
}

/// a ⊗ b for a, b < 2^bits, with `table` for bytes.
fn nim_product(a: u64, b: u64, bits: u32, table: &[u8]) -> u64 {
    if bits == 8 {
        return u64::from(table[(a as usize) << 8 | b as usize]);
    }
    let w = bits / 2;
    let mask = (1u64 << w) - 1;
    let (a1, a0, b1, b0) = (a >> w, a & mask, b >> w, b & mask);
    let low = nim_product(a0, b0, w, table);
    let high = nim_product(a0 ^ a1, b0 ^ b1, w, table) ^ low;
    let both = nim_product(a1, b1, w, table);
    (high << w) | (low ^ nim_product(both, 1 << (w - 1), w, table))
}

fn main() {
    let table: Vec<u8> = (0..1u64 << 16).map(|ab| by_bits(ab >> 8, ab & 255, 8) as u8).collect();
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<u64>().expect("number"));
    let count = tokens.next().expect("T");
    let mut out = String::new();
    for _ in 0..count {
        let a = tokens.next().expect("A");
        let b = tokens.next().expect("B");
        writeln!(out, "{}", nim_product(a, b, 64, &table)).expect("format");
    }
    io::stdout().write_all(out.as_bytes()).expect("write stdout");
}
