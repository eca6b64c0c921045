//! The maximum-size inputs for the tests, from the seeded generators that `bench.sh` times
//! (`examples/gen.rs`): a tests.rs proves the benchmark's input (or another maximum-size
//! shape, `<name>.<shape>`), the same bytes on every machine, and the clone stores no large
//! case. Used through `#[path = "../kit/max.rs"] mod max;`.
// The tests use `input` only; the rest of gen.rs is its command line.
#![allow(dead_code)]

#[path = "../../../examples/gen.rs"]
mod generators;

/// The benchmark's input for `name` (`gen <name> -`).
pub fn input(name: &str) -> String {
    let bytes =
        generators::generate(name).unwrap_or_else(|| panic!("examples/gen.rs has no {}", name));
    String::from_utf8(bytes).unwrap()
}
