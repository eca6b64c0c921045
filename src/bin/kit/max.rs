//! The maximum-size inputs for the tests, from the seeded generators that `bench.sh` times
//! (`examples/gen.rs`): a tests.rs proves the benchmark's input (or another maximum-size
//! shape, `<name>.<shape>`), the same bytes on every machine, and the clone stores no large
//! case. Used through `#[path = "../kit/max.rs"] mod max;` and, for example,
//! `max::input("cses1730", max::cses::cses1730)`.
// A test uses one or two generators; the rest of gen.rs is its command line.
#![allow(dead_code)]

#[path = "../../../examples/gen.rs"]
mod generators;

pub use generators::*;

/// The input that `generator` writes for `name`, which seeds it: the bytes of
/// `gen <name> -`. Naming the function (not looking the name up in gen's tables) keeps the
/// other generators out of the test build.
pub fn input(name: &str, generator: Generator) -> String {
    String::from_utf8(generator(&mut Rng::for_name(name))).unwrap()
}
