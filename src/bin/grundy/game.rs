//! Heap games as the literature writes them: octal and hexadecimal codes, subtraction sets,
//! Grundy's game and splitting into k parts; the parser and the moves of one heap.
//!
//! An octal code `d0.d1d2…dt` says what a move that removes j tokens from a heap may leave:
//! bit 1 of d_j allows removing the whole heap (only when it holds exactly j), bit 2 leaving
//! one non-empty heap, bit 4 two non-empty heaps; a hexadecimal digit's bit 8 allows three.
//! `.77` is Kayles, `0.07` Dawson's Kayles, `4.07` Dawson's Kayles with a free split.

use std::fmt;

/// The rule of a heap game (what one move may do to one heap).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rule {
    /// `digits[j]` is the code's digit for removing j tokens (digits[0] is before the point).
    Code(Vec<u8>),
    /// Remove s tokens for s in `members`, or any s ≥ `tail_from` when it is set.
    Subtract { members: Vec<u64>, tail_from: Option<u64> },
    /// Grundy's game: split one heap into two non-empty heaps of different sizes.
    Grundy,
    /// Split one heap into `parts` non-empty heaps of any sizes (2 is the code 4.0).
    Split { parts: u32 },
    /// Split one heap into `parts` non-empty heaps of pairwise different sizes (2 is
    /// Grundy's game).
    SplitUnequal { parts: u32 },
}

/// A heap game: its rule and how it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub rule: Rule,
    pub name: String,
}

/// The shape of what one move leaves, for one number of tokens removed.
impl Game {
    /// The largest number of tokens one move removes, when it is finite.
    pub fn largest_take(&self) -> Option<u64> {
        match &self.rule {
            Rule::Code(digits) => Some(digits.len() as u64 - 1),
            Rule::Subtract { members, tail_from: None } => members.last().copied(),
            Rule::Subtract { .. } => None,
            Rule::Grundy | Rule::Split { .. } | Rule::SplitUnequal { .. } => Some(0),
        }
    }

    /// The most heaps one move may leave in place of one (1 for a take-only game).
    pub fn most_heaps_left(&self) -> u32 {
        match &self.rule {
            Rule::Code(digits) => {
                let all = digits.iter().fold(0, |acc, d| acc | d);
                if all & 8 != 0 {
                    3
                } else if all & 4 != 0 {
                    2
                } else {
                    1
                }
            }
            Rule::Subtract { .. } => 1,
            Rule::Grundy => 2,
            Rule::Split { parts } | Rule::SplitUnequal { parts } => *parts,
        }
    }

    /// True when no move leaves more than one heap (a misère table is meaningful then).
    pub fn never_splits(&self) -> bool {
        self.most_heaps_left() <= 1
    }

    /// The octal code of a finite subtraction game, or the code itself.
    pub fn as_code(&self) -> Option<Vec<u8>> {
        match &self.rule {
            Rule::Code(digits) => Some(digits.clone()),
            Rule::Subtract { members, tail_from: None } => {
                let top = *members.last()? as usize;
                let mut digits = vec![0u8; top + 1];
                for &s in members {
                    digits[s as usize] = 3;
                }
                Some(digits)
            }
            Rule::Split { parts: 2 } => Some(vec![4]),
            _ => None,
        }
    }

    /// Every move from a heap of n tokens, as the heaps it leaves (empty: the heap is gone).
    /// Used by the searches and by play; the value engines enumerate the same moves.
    pub fn moves(&self, n: u64) -> Vec<Vec<u64>> {
        let mut all = Vec::new();
        match &self.rule {
            Rule::Code(digits) => {
                for (j, &d) in digits.iter().enumerate() {
                    let j = j as u64;
                    if j > n || d == 0 {
                        continue;
                    }
                    leaves(n - j, d, &mut all);
                }
            }
            Rule::Subtract { members, tail_from } => {
                let tail = tail_from.map_or(1..1, |t| t..n + 1);
                for s in members.iter().copied().filter(|&s| s <= n).chain(tail) {
                    all.push(if s == n { vec![] } else { vec![n - s] });
                }
            }
            Rule::Grundy => {
                for a in 1..=n / 2 {
                    if a != n - a {
                        all.push(vec![a, n - a]);
                    }
                }
            }
            Rule::Split { parts } => partitions(n, *parts, (1, 0), &mut Vec::new(), &mut all),
            Rule::SplitUnequal { parts } => {
                partitions(n, *parts, (1, 1), &mut Vec::new(), &mut all)
            }
        }
        all
    }

    /// True when removing s tokens is allowed by a subtraction rule.
    pub fn subtracts(&self, s: u64) -> bool {
        match &self.rule {
            Rule::Subtract { members, tail_from } => {
                members.binary_search(&s).is_ok() || tail_from.map_or(false, |t| s >= t)
            }
            _ => false,
        }
    }
}

/// The ways to leave m tokens as the digit d allows (bit 1: none, 2: one heap, 4: two, 8: three).
fn leaves(m: u64, d: u8, all: &mut Vec<Vec<u64>>) {
    if d & 1 != 0 && m == 0 {
        all.push(vec![]);
    }
    if d & 2 != 0 && m >= 1 {
        all.push(vec![m]);
    }
    if d & 4 != 0 {
        partitions(m, 2, (1, 0), &mut Vec::new(), all);
    }
    if d & 8 != 0 {
        partitions(m, 3, (1, 0), &mut Vec::new(), all);
    }
}

/// Every way to write m as `parts` non-decreasing parts, each at least `least`, each part at
/// least `gap` more than the one before (gap 1: pairwise different parts).
fn partitions(
    m: u64,
    parts: u32,
    (least, gap): (u64, u64),
    prefix: &mut Vec<u64>,
    all: &mut Vec<Vec<u64>>,
) {
    if parts == 1 {
        if m >= least {
            prefix.push(m);
            all.push(prefix.clone());
            prefix.pop();
        }
        return;
    }
    let mut a = least;
    while a * u64::from(parts) <= m {
        prefix.push(a);
        partitions(m - a, parts - 1, (a + gap, gap), prefix, all);
        prefix.pop();
        a += 1;
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.name)
    }
}

/// The largest subtraction member or code length accepted (a code this long is a typo).
pub const LONGEST_CODE: usize = 4096;

/// Parses a game from the command line: one or two words (`.77`, `sub 1,3,4`, `grundy`,
/// `split 3`). Returns the game and how many words it used.
pub fn parse_game(words: &[String]) -> Result<(Game, usize), String> {
    let first = words.first().ok_or("no game given (try .77, sub 1,3,4 or grundy)")?;
    let (kind, inline) = match first.split_once(':') {
        Some((kind, rest)) => (kind, Some(rest.to_string())),
        None => (first.as_str(), None),
    };
    let argument = |what: &str| -> Result<(String, usize), String> {
        match &inline {
            Some(rest) => Ok((rest.clone(), 1)),
            None => match words.get(1) {
                Some(next) => Ok((next.clone(), 2)),
                None => Err(format!("{} needs {}", kind, what)),
            },
        }
    };
    match kind {
        "sub" => {
            let (set, used) = argument("a set like 1,3,4 or 1-5 or all or all-but 2")?;
            let (set, used) = if set == "all-but" && inline.is_none() {
                match words.get(2) {
                    Some(rest) => (format!("all-but {}", rest), 3),
                    None => return Err("sub all-but needs a list like 2,5".to_string()),
                }
            } else {
                (set, used)
            };
            Ok((parse_subtraction(&set)?, used))
        }
        "grundy" | "grundys" => {
            Ok((Game { rule: Rule::Grundy, name: "Grundy's game".to_string() }, 1))
        }
        "split" => {
            let (count, used) = argument("a number of parts from 2 to 4")?;
            match count.parse::<u32>() {
                Ok(parts) if (2..=4).contains(&parts) => {
                    let name = format!("split into {} parts", parts);
                    Ok((Game { rule: Rule::Split { parts }, name }, used))
                }
                _ => Err(format!("split needs a number of parts from 2 to 4, not {:?}", count)),
            }
        }
        "unequal" => {
            let (count, used) = argument("a number of parts from 2 to 4")?;
            match count.parse::<u32>() {
                Ok(parts) if (2..=4).contains(&parts) => {
                    let name = format!("split into {} unequal parts", parts);
                    Ok((Game { rule: Rule::SplitUnequal { parts }, name }, used))
                }
                _ => Err(format!("unequal needs a number of parts from 2 to 4, not {:?}", count)),
            }
        }
        "kayles" => Ok((parse_code(".77")?, 1)),
        "dawson" => Ok((parse_code("0.07")?, 1)),
        "nim" => Ok((parse_subtraction("all")?, 1)),
        _ if kind.contains('.') || kind.chars().all(|c| c.is_ascii_hexdigit()) => {
            Ok((parse_code(kind)?, 1))
        }
        _ => Err(format!(
            "unknown game {:?} (an octal or hex code like .77, or sub SET, grundy, split K, \
             unequal K)",
            first
        )),
    }
}

/// Parses an octal or hexadecimal code: `0.07`, `.77`, `4.07`, `0.F`, `.137`.
pub fn parse_code(text: &str) -> Result<Game, String> {
    let (before, after) = text.split_once('.').unwrap_or(("", text));
    if text.split_once('.').is_none() {
        return Err(format!("code {:?}: a code needs a point, like .77 or 4.07", text));
    }
    if before.len() > 1 {
        return Err(format!("code {:?}: one digit at most before the point", text));
    }
    if after.len() >= LONGEST_CODE {
        return Err(format!("code {:?}: more than {} digits", text, LONGEST_CODE - 1));
    }
    let mut digits = Vec::with_capacity(after.len() + 1);
    let d0 = if before.is_empty() { '0' } else { before.chars().next().unwrap_or('0') };
    for (j, c) in std::iter::once(d0).chain(after.chars()).enumerate() {
        let d = c.to_digit(16).ok_or_else(|| {
            format!("code {:?}: digit {} is {:?}, not a hexadecimal digit 0-9 or A-F", text, j, c)
        })? as u8;
        digits.push(d);
    }
    if digits[0] & 3 != 0 {
        return Err(format!(
            "code {:?}: the digit before the point may be 0, 4, 8 or C (it removes no token, so \
             its bits 1 and 2 would remove nothing or leave the heap unchanged)",
            text
        ));
    }
    while digits.len() > 1 && digits[digits.len() - 1] == 0 {
        digits.pop();
    }
    if digits.iter().all(|&d| d == 0) {
        return Err(format!("code {:?}: every digit is 0 (no move at all)", text));
    }
    Ok(Game { rule: Rule::Code(digits), name: text.to_string() })
}

/// The name of a subtraction set as written, its middle left out past 8 items (a set of
/// thousands of numbers would fill the screen in every header and message).
fn subtraction_name(text: &str) -> String {
    let items: Vec<&str> = text.split(',').collect();
    if items.len() <= 8 {
        return format!("sub {}", text);
    }
    let kind = if text.contains('-') { "items" } else { "numbers" };
    let (head, tail) = (items[..4].join(","), items[items.len() - 2..].join(","));
    format!("sub {},…,{} ({} {})", head, tail, items.len(), kind)
}

/// Parses a subtraction set: `1,3,4`, `1-5`, `2,5-7`, `all`, `all-but 2,5`, `3-` (3 and up).
pub fn parse_subtraction(text: &str) -> Result<Game, String> {
    let name = subtraction_name(text);
    if text == "all" {
        return Ok(Game { rule: Rule::Subtract { members: vec![], tail_from: Some(1) }, name });
    }
    if let Some(rest) = text.strip_prefix("all-but") {
        let except = parse_set(rest.trim_start_matches(|c| c == ' ' || c == ':'))?;
        let top = except.last().copied().unwrap_or(0);
        let members = (1..=top).filter(|s| except.binary_search(s).is_err()).collect();
        let rule = Rule::Subtract { members, tail_from: Some(top + 1) };
        return Ok(Game { rule, name });
    }
    let (listed, tail_from) = match text.strip_suffix('-') {
        Some(head) => {
            let (listed, last) = match head.rsplit_once(',') {
                Some((listed, last)) => (parse_set(listed)?, last),
                None => (vec![], head),
            };
            (listed, Some(parse_member(last)?))
        }
        None => (parse_set(text)?, None),
    };
    let members = match tail_from {
        Some(t) => listed.into_iter().filter(|&s| s < t).collect(),
        None => listed,
    };
    Ok(Game { rule: Rule::Subtract { members, tail_from }, name })
}

/// A comma-separated list of members and ranges a-b, sorted and without repeats.
fn parse_set(text: &str) -> Result<Vec<u64>, String> {
    let mut set = Vec::new();
    for item in text.split(',') {
        if item.trim().is_empty() {
            return Err(format!("subtraction set {:?}: a number is missing", text));
        }
        match item.split_once('-') {
            Some((low, _)) if low.trim().is_empty() => {
                return Err(format!(
                    "subtraction set: range {:?} has no first number (1{} is 1 up to {})",
                    item,
                    item.trim(),
                    item.trim().trim_start_matches('-')
                ));
            }
            Some((low, high)) => {
                let (low, high) = (parse_member(low)?, parse_member(high)?);
                if low > high {
                    return Err(format!("subtraction set: range {:?} runs backwards", item));
                }
                set.extend(low..=high);
            }
            None => set.push(parse_member(item)?),
        }
    }
    set.sort_unstable();
    set.dedup();
    Ok(set)
}

fn parse_member(text: &str) -> Result<u64, String> {
    match text.trim().parse::<u64>() {
        Ok(0) => Err("subtraction set: 0 is not a move (it changes nothing)".to_string()),
        Ok(s) if (s as usize) < LONGEST_CODE => Ok(s),
        Ok(s) => Err(format!("subtraction set: {} is above {}", s, LONGEST_CODE - 1)),
        Err(_) => Err(format!("subtraction set: {:?} is not a positive number", text)),
    }
}
