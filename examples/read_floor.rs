//! # read_floor — the benchmark's floor: read all of standard input, do nothing useful
//!
//! Reads stdin once the way every batch binary does (`read_to_end` into a `Vec`), makes one
//! trivial O(n) pass over the bytes that cannot be optimised away (their XOR, printed; it
//! vectorises, so it costs next to nothing beside the read), and exits. `bench.sh` divides each
//! binary's time by this program's time on the same input: the ratio is what parsing, solving
//! and writing cost on top of starting a process and reading the bytes.

use std::io::{self, Read};

fn main() {
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        eprintln!("read_floor: cannot read standard input: {}", e);
        std::process::exit(1);
    }
    let checksum = input.iter().fold(0u8, |acc, &byte| acc ^ byte);
    println!("{} bytes, xor {:02x}", input.len(), checksum);
}
