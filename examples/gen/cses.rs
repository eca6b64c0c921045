//! Generators for the cses group of binaries (see gen.rs: one function per binary, one line in
//! `GENERATORS`).

#[allow(unused_imports)]
use super::*;

pub const GENERATORS: &[(&str, Generator)] = &[];
