//! # gen — the maximum-size inputs, for the benchmark (`./bench.sh`) and the tests
//!
//! ```text
//! gen <name> <outfile>   write the input for one binary (`-` for standard output)
//! gen all <dir>          write <dir>/<name>.in for every entry in the table
//! gen --list             print the names that have a generator, one per line
//! gen --limits           print each judge file's time limit and input bound (tab-separated:
//!                        name, ms, `found` or `assumed`, bound), from examples/gen/limits.rs
//! ```
//!
//! Every input is deterministic: the generator for a binary is seeded from a fixed seed and
//! the binary's name, so the same bytes come out on every machine and in every order. std only.
//!
//! The tests generate their maximum-size cases with these generators and prove the answers:
//! the clone stores no large case. A tests.rs includes its group file
//! (`#[path = "../../../examples/gen/<group>.rs"] mod max;`, which brings `common.rs` along)
//! and calls `max::input("<name>", max::<function>)`. An entry named `<binary>.<shape>` is
//! another maximum-size shape that only the tests use.
//!
//! Adding a binary to the benchmark means adding one function `fn(&mut Rng) -> Vec<u8>` and one
//! line to `GENERATORS` in the group file of `examples/gen/` it belongs to. `bench.sh`
//! skips (with a note) every binary that has no entry here; the interactive `reversi` has none
//! on purpose (it is benchmarked by its perft instead).

// Each group includes common.rs itself (so that a test compiles its own group only): the
// binary has seven copies of it, one per group.
#![allow(clippy::duplicate_mod)]

use std::io::Write;

// The groups, in the order of `gen all` and of the bench table. Each includes common.rs.
#[path = "gen/atcoder_a.rs"]
mod atcoder_a;
#[path = "gen/atcoder_b.rs"]
mod atcoder_b;
#[path = "gen/classic_a.rs"]
mod classic_a;
#[path = "gen/classic_b.rs"]
mod classic_b;
#[path = "gen/cses.rs"]
mod cses;
#[path = "gen/limits.rs"]
mod limits;
#[path = "gen/theories_a.rs"]
mod theories_a;
#[path = "gen/theories_b.rs"]
mod theories_b;

/// Every name that has a generator, in the order of `gen all` and of the bench table.
fn names() -> Vec<&'static str> {
    let mut names = Vec::new();
    names.extend(classic_a::GENERATORS.iter().map(|entry| entry.0));
    names.extend(classic_b::GENERATORS.iter().map(|entry| entry.0));
    names.extend(cses::GENERATORS.iter().map(|entry| entry.0));
    names.extend(atcoder_a::GENERATORS.iter().map(|entry| entry.0));
    names.extend(atcoder_b::GENERATORS.iter().map(|entry| entry.0));
    names.extend(theories_a::GENERATORS.iter().map(|entry| entry.0));
    names.extend(theories_b::GENERATORS.iter().map(|entry| entry.0));
    names
}

/// The input for `name`, or `None` if no group has a generator for it.
fn generate(name: &str) -> Option<Vec<u8>> {
    classic_a::generate_in(classic_a::GENERATORS, name)
        .or_else(|| classic_b::generate_in(classic_b::GENERATORS, name))
        .or_else(|| cses::generate_in(cses::GENERATORS, name))
        .or_else(|| atcoder_a::generate_in(atcoder_a::GENERATORS, name))
        .or_else(|| atcoder_b::generate_in(atcoder_b::GENERATORS, name))
        .or_else(|| theories_a::generate_in(theories_a::GENERATORS, name))
        .or_else(|| theories_b::generate_in(theories_b::GENERATORS, name))
}

fn fail(message: &str) -> ! {
    eprintln!("gen: {}", message);
    std::process::exit(2);
}

fn write_file(path: &str, bytes: &[u8]) {
    let written = if path == "-" {
        let stdout = std::io::stdout();
        let mut out = stdout.lock();
        out.write_all(bytes).and_then(|_| out.flush())
    } else {
        std::fs::write(path, bytes)
    };
    if let Err(e) = written {
        fail(&format!("{}: {}", path, e));
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let names = names();
    match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["--list"] => {
            for name in names {
                println!("{}", name);
            }
        }
        ["--limits"] => {
            for &(name, ms, found, bound) in limits::LIMITS {
                println!(
                    "{}\t{}\t{}\t{}",
                    name,
                    ms,
                    if found { "found" } else { "assumed" },
                    bound
                );
            }
        }
        ["all", dir] => {
            if let Err(e) = std::fs::create_dir_all(dir) {
                fail(&format!("{}: {}", dir, e));
            }
            for name in names {
                let path = format!("{}/{}.in", dir, name);
                write_file(&path, &generate(name).unwrap_or_default());
            }
        }
        [name, path] => match generate(name) {
            Some(bytes) => write_file(path, &bytes),
            None => fail(&format!("no generator for {:?} (see gen --list)", name)),
        },
        _ => fail("usage: gen <name> <outfile> | gen all <dir> | gen --list | gen --limits"),
    }
}
