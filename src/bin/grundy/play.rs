//! The sparring partner: a sum of heaps played at the terminal against a perfect opponent.
//!
//! A move names a heap and what it leaves (`9 4`: take 5 from 9; `9 2 6`: 9 becomes 2 + 6;
//! `9`: the heap of 9 is removed). The computer moves to XOR 0 when it can (Sprague–Grundy:
//! from XOR X ≠ 0, a heap whose g has X's top bit set can move to g ⊕ X < g, which the mex
//! guarantees is an option), and otherwise plays on with its smallest move. `hint` explains
//! the winning move with the values and their XOR in binary.

use std::io::{BufRead, Write};

use crate::game::Game;
use crate::known::{know, Known};
use crate::report::{heap_values, write_xor};
use crate::sparse::Watch;
use crate::{Failure, Options};

/// The largest heap play accepts (every move of a heap is listed when it moves).
pub const LARGEST_PLAYED: u64 = 100_000;

/// A move: the index of the heap moved in, and the heaps it leaves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    pub heap: usize,
    pub leaves: Vec<u64>,
}

/// The move's description the way a lesson says it.
pub fn describe(heaps: &[u64], m: &Move) -> String {
    let h = heaps[m.heap];
    let left: u64 = m.leaves.iter().sum();
    let parts: Vec<String> = m.leaves.iter().map(|p| p.to_string()).collect();
    match m.leaves.len() {
        0 => format!("remove the heap of {}", h),
        1 => format!("take {} from {}", h - left, h),
        _ if left == h => format!("split heap {} into {}", h, parts.join(" + ")),
        _ => format!("take {} from {} and split the rest into {}", h - left, h, parts.join(" + ")),
    }
}

/// The heaps after a move: the heaps left take the moved heap's place (empty heaps vanish).
pub fn apply(heaps: &[u64], m: &Move) -> Vec<u64> {
    let mut next: Vec<u64> = heaps[..m.heap].to_vec();
    next.extend(m.leaves.iter().copied().filter(|&h| h > 0));
    next.extend_from_slice(&heaps[m.heap + 1..]);
    next
}

/// A move to XOR 0 when there is one (the first heap, then the first option, that works).
pub fn winning_move(game: &Game, known: &Known, heaps: &[u64]) -> Option<Move> {
    let values: Vec<u32> = heaps.iter().map(|&h| known.value(h).unwrap_or(0)).collect();
    let total = values.iter().fold(0, |acc, v| acc ^ v);
    if total == 0 {
        return None;
    }
    for (i, &h) in heaps.iter().enumerate() {
        let target = values[i] ^ total;
        if target >= values[i] {
            continue;
        }
        for leaves in game.moves(h) {
            let reached = leaves.iter().fold(0, |acc, &p| acc ^ known.value(p).unwrap_or(0));
            if reached == target {
                return Some(Move { heap: i, leaves });
            }
        }
    }
    None
}

/// The computer's move: winning if possible, else the first move of the smallest heap that has
/// one. None when no move is left.
fn computer_move(game: &Game, known: &Known, heaps: &[u64]) -> Option<Move> {
    if let Some(m) = winning_move(game, known, heaps) {
        return Some(m);
    }
    let mut order: Vec<usize> = (0..heaps.len()).collect();
    order.sort_by_key(|&i| heaps[i]);
    order.into_iter().find_map(|i| {
        game.moves(heaps[i]).into_iter().next().map(|leaves| Move { heap: i, leaves })
    })
}

fn has_move(game: &Game, heaps: &[u64]) -> bool {
    heaps.iter().any(|&h| !game.moves(h).is_empty())
}

/// Reads a person's move: heap size, then the heaps left. Err says why it is refused.
pub fn parse_move(game: &Game, heaps: &[u64], line: &str) -> Result<Move, String> {
    let mut numbers = Vec::new();
    for word in
        line.split(|c: char| c.is_whitespace() || c == '+' || c == ',' || c == '>' || c == '-')
    {
        if word.is_empty() {
            continue;
        }
        numbers.push(word.parse::<u64>().map_err(|_| format!("{:?} is not a heap size", word))?);
    }
    let (&h, rest) = numbers.split_first().ok_or("type a heap and what it leaves, like 9 4")?;
    let heap =
        heaps.iter().position(|&x| x == h).ok_or_else(|| format!("there is no heap of {}", h))?;
    let mut leaves: Vec<u64> = rest.iter().copied().filter(|&p| p > 0).collect();
    leaves.sort_unstable();
    if game.moves(h).contains(&leaves) {
        return Ok(Move { heap, leaves });
    }
    let left: u64 = leaves.iter().sum();
    Err(if left > h {
        format!("the heaps left ({}) hold more than the heap of {}", left, h)
    } else if left == h && leaves.len() <= 1 {
        "a move must change the heap".to_string()
    } else {
        format!("{} does not allow {} -> {:?}", game, h, leaves)
    })
}

/// The hint: values, XOR in binary, and the move to XOR 0, or that the position is lost.
pub fn hint(out: &mut dyn Write, game: &Game, known: &Known, heaps: &[u64]) -> std::io::Result<()> {
    let values: Vec<u32> = heaps.iter().map(|&h| known.value(h).unwrap_or(0)).collect();
    let total = values.iter().fold(0, |acc, v| acc ^ v);
    let wide: Vec<u64> = values.iter().map(|&v| u64::from(v)).collect();
    write_xor(out, heaps, &wide)?;
    let listed: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    match winning_move(game, known, heaps) {
        Some(m) => {
            let g = values[m.heap];
            writeln!(
                out,
                "g = {}: XOR {} ≠ 0; {} to make the XOR 0 (g {} -> {})",
                listed.join(", "),
                total,
                describe(heaps, &m),
                g,
                g ^ total
            )
        }
        None => writeln!(
            out,
            "g = {}: XOR 0: you are in a lost position; every move leaves a \
            non-zero XOR (play on and hope for a mistake)",
            listed.join(", ")
        ),
    }
}

fn show(out: &mut dyn Write, heaps: &[u64]) -> std::io::Result<()> {
    let listed: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
    writeln!(out, "Heaps: {}", if heaps.is_empty() { "none".to_string() } else { listed.join(" ") })
}

/// The game at the terminal, until it ends, `quit`, or the end of the input.
pub fn play(
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    options: &Options,
) -> Result<(), Failure> {
    let game = options.game.as_ref().expect("play has a game");
    let largest = options.heaps.iter().copied().max().unwrap_or(0);
    if largest > LARGEST_PLAYED {
        return Err(Failure::Bad(format!("heap {} is above {} for play", largest, LARGEST_PLAYED)));
    }
    let known = know(game, largest, false, &Watch::default())?;
    heap_values(&known, &options.heaps)?;
    let mut heaps: Vec<u64> = options.heaps.iter().copied().filter(|&h| h > 0).collect();
    let e = |e: std::io::Error| Failure::Bad(e.to_string());
    writeln!(out, "{}: you against the computer; whoever cannot move loses.", game).map_err(e)?;
    let mut computer_turn = options.computer_first;
    loop {
        show(out, &heaps).map_err(e)?;
        if !has_move(game, &heaps) {
            let verdict =
                if computer_turn { "I cannot move: you win." } else { "You cannot move: I win." };
            writeln!(out, "{}", verdict).map_err(e)?;
            return Ok(());
        }
        if computer_turn {
            let lost = winning_move(game, &known, &heaps).is_none();
            let m = computer_move(game, &known, &heaps).expect("a move exists");
            if lost {
                writeln!(out, "XOR 0: I am in a lost position, and play on.").map_err(e)?;
            }
            writeln!(out, "I {}.", describe(&heaps, &m)).map_err(e)?;
            heaps = apply(&heaps, &m);
            computer_turn = false;
            continue;
        }
        write!(out, "Your move (heap and what it leaves, hint, help, quit): ").map_err(e)?;
        out.flush().map_err(e)?;
        let mut bytes = Vec::new();
        if input.read_until(b'\n', &mut bytes).map_err(e)? == 0 {
            writeln!(out, "\nEnd of input: game stopped.").map_err(e)?;
            return Ok(());
        }
        let line = String::from_utf8_lossy(&bytes);
        let line = line.trim();
        match line {
            "quit" | "q" | "exit" => {
                writeln!(out, "Game stopped.").map_err(e)?;
                return Ok(());
            }
            "hint" => hint(out, game, &known, &heaps).map_err(e)?,
            "heaps" | "show" | "" => {}
            "help" | "?" => writeln!(
                out,
                "A move: the heap, then the heaps it leaves (9 4 takes 5 from 9; \
                9 2 6 splits 9 into 2 + 6; 9 alone removes it). hint, heaps, quit."
            )
            .map_err(e)?,
            _ => match parse_move(game, &heaps, line) {
                Ok(m) => {
                    writeln!(out, "You {}.", describe(&heaps, &m)).map_err(e)?;
                    heaps = apply(&heaps, &m);
                    computer_turn = true;
                }
                Err(why) => writeln!(out, "Refused: {}.", why).map_err(e)?,
            },
        }
    }
}
