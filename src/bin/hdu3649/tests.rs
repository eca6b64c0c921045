use super::*;

#[allow(dead_code)] // the maximum-size inputs: the test uses one or two of these generators
#[path = "../../../examples/gen/classic_a.rs"]
mod max;

// ---------------------------------------------------------------------------------------
// The game itself, from the rules only.

/// The kind of piece on each line.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// One square forward; onto the opponent's acm captures and wins.
    Acm,
    /// Any distance either way, never onto or over the other piece.
    Slide,
    /// One square backward, never onto the other piece.
    Daze,
}

const KINDS: [Kind; 4] = [Kind::Acm, Kind::Slide, Kind::Slide, Kind::Daze];

/// The moves of `side`'s piece on one line with Red on `r`, Black on `k`: the new
/// `(r, k)` of every ordinary move, and whether a capture is available.
fn line_moves(kind: Kind, side: Side, r: u8, k: u8) -> (Vec<(u8, u8)>, bool) {
    let (own, other) = if side == Side::Red { (r, k) } else { (k, r) };
    let place = |square: i32| {
        if side == Side::Red {
            (square as u8, k)
        } else {
            (r, square as u8)
        }
    };
    let on_board = |square: i32| (1..=10).contains(&square);
    let own = i32::from(own);
    let other = i32::from(other);
    let forward = if side == Side::Red { 1 } else { -1 };
    let mut moves = Vec::new();
    let mut capture = false;
    match kind {
        Kind::Acm => {
            let to = own + forward;
            if to == other {
                capture = true;
            } else if on_board(to) {
                moves.push(place(to));
            }
        }
        Kind::Slide => {
            for to in 1..=10 {
                let (low, high) = if to < own { (to, own) } else { (own, to) };
                if to != own && !(low <= other && other <= high) {
                    moves.push(place(to));
                }
            }
        }
        Kind::Daze => {
            let to = own - forward;
            if to != other && on_board(to) {
                moves.push(place(to));
            }
        }
    }
    (moves, capture)
}

/// Square pairs (r, k) of one line with a given order (Red left of Black or right of it).
const PAIRS: usize = 45;
const STATES: usize = PAIRS * PAIRS * PAIRS * PAIRS * 2;
/// Table entries: resolved, or else the number of moves not yet known to lose.
const WIN: u8 = 0x80;
const LOSS: u8 = 0x40;
const RESOLVED: u8 = WIN | LOSS;

/// One line's pairs of one order and its move table.
struct LineTable {
    pairs: Vec<(u8, u8)>,
    index: [[u8; 11]; 11],
    /// `capture[p][s]`: side `s` (0 Red, 1 Black) can capture.
    capture: Vec<[bool; 2]>,
    /// `moves[p][s]`: pair indices reached by a move of side `s`.
    moves: Vec<[Vec<u8>; 2]>,
    /// `sources[p][s]`: pair indices from which a move of side `s` reaches `p`.
    sources: Vec<[Vec<u8>; 2]>,
}

impl LineTable {
    fn new(kind: Kind, red_left: bool) -> LineTable {
        let mut pairs = Vec::new();
        let mut index = [[u8::MAX; 11]; 11];
        for r in 1..=10u8 {
            for k in 1..=10u8 {
                if r != k && (r < k) == red_left {
                    index[r as usize][k as usize] = pairs.len() as u8;
                    pairs.push((r, k));
                }
            }
        }
        assert_eq!(pairs.len(), PAIRS);
        let mut capture = vec![[false; 2]; PAIRS];
        let mut moves = vec![[Vec::new(), Vec::new()]; PAIRS];
        let mut sources = vec![[Vec::new(), Vec::new()]; PAIRS];
        for (p, &(r, k)) in pairs.iter().enumerate() {
            for (s, &side) in [Side::Red, Side::Black].iter().enumerate() {
                let (targets, can_capture) = line_moves(kind, side, r, k);
                capture[p][s] = can_capture;
                for (r2, k2) in targets {
                    let q = index[r2 as usize][k2 as usize];
                    assert!(q != u8::MAX, "a move let the pieces pass each other");
                    moves[p][s].push(q);
                    sources[q as usize][s].push(p as u8);
                }
            }
        }
        LineTable { pairs, index, capture, moves, sources }
    }
}

/// State index = Σ pair_i · STRIDES[i] + side to move (0 Red, 1 Black). B and C, the lines
/// with many moves, get the small strides so that neighbouring states share cache lines.
const STRIDES: [usize; 4] = [PAIRS * PAIRS * PAIRS * 2, PAIRS * 2, 2, PAIRS * PAIRS * 2];

/// Retrograde analysis of every position of one line order (each line's order is fixed for
/// the whole game, as `LineTable::new` checks): 45⁴ layouts × side to move.
struct Analysis {
    red_left: [bool; 4],
    lines: Vec<LineTable>,
    /// WIN / LOSS for the player to move; anything else is a draw.
    table: Vec<u8>,
}

impl Analysis {
    fn new(red_left: [bool; 4]) -> Analysis {
        let lines: Vec<LineTable> = (0..4).map(|i| LineTable::new(KINDS[i], red_left[i])).collect();
        // Per line, pair and moving side: index offsets to the states before that move.
        let mut ranges: Vec<Vec<(usize, usize)>> = Vec::new();
        let mut deltas: Vec<isize> = Vec::new();
        for (i, line) in lines.iter().enumerate() {
            let mut line_ranges = Vec::new();
            for p in 0..PAIRS {
                for t in 0..2 {
                    let begin = deltas.len();
                    for &q in &line.sources[p][t] {
                        deltas.push((q as isize - p as isize) * STRIDES[i] as isize);
                    }
                    line_ranges.push((begin, deltas.len()));
                }
            }
            ranges.push(line_ranges);
        }
        // Terminal positions: a capture wins, no move at all loses.
        let mut table = vec![0u8; STATES];
        let mut queue: Vec<u32> = Vec::new();
        for (state, entry) in table.iter_mut().enumerate() {
            let s = state & 1;
            let mut count = 0;
            let mut capture = false;
            for i in 0..4 {
                let p = state / STRIDES[i] % PAIRS;
                count += lines[i].moves[p][s].len();
                capture |= lines[i].capture[p][s];
            }
            *entry = if capture {
                WIN
            } else if count == 0 {
                LOSS
            } else {
                count as u8
            };
            if *entry & RESOLVED != 0 {
                queue.push(state as u32);
            }
        }
        // A move into a lost state wins; a state whose every move reaches a won state
        // is lost. What is never resolved is a draw.
        while let Some(state) = queue.pop() {
            let state = state as usize;
            let lost = table[state] == LOSS;
            let t = 1 - (state & 1); // the side that moved into `state`
            let flipped = (state ^ 1) as isize;
            for (i, line_ranges) in ranges.iter().enumerate() {
                let p = state / STRIDES[i] % PAIRS;
                let (begin, end) = line_ranges[p * 2 + t];
                for &delta in &deltas[begin..end] {
                    let before = (flipped + delta) as usize;
                    let entry = &mut table[before];
                    if *entry & RESOLVED != 0 {
                        continue;
                    }
                    if lost {
                        *entry = WIN;
                    } else {
                        *entry -= 1;
                        if *entry != 0 {
                            continue;
                        }
                        *entry = LOSS;
                    }
                    queue.push(before as u32);
                }
            }
        }
        Analysis { red_left, lines, table }
    }

    /// The side to move and Red's and Black's squares of a state.
    fn position(&self, state: usize) -> (Side, [u8; 4], [u8; 4]) {
        let mut red = [0u8; 4];
        let mut black = [0u8; 4];
        for i in 0..4 {
            let (r, k) = self.lines[i].pairs[state / STRIDES[i] % PAIRS];
            red[i] = r;
            black[i] = k;
        }
        (if state & 1 == 0 { Side::Red } else { Side::Black }, red, black)
    }

    fn state(&self, first: Side, red: [u8; 4], black: [u8; 4]) -> usize {
        let mut state = if first == Side::Red { 0 } else { 1 };
        for i in 0..4 {
            let p = self.lines[i].index[red[i] as usize][black[i] as usize];
            assert!(p != u8::MAX, "position outside this line order");
            state += p as usize * STRIDES[i];
        }
        state
    }

    /// The winner of a position of this line order, `None` for a draw.
    fn outcome(&self, first: Side, red: [u8; 4], black: [u8; 4]) -> Option<Side> {
        match self.table[self.state(first, red, black)] {
            WIN => Some(first),
            LOSS => Some(first.other()),
            _ => None,
        }
    }

    /// Checks every resolved entry against the moves read forwards (not the `sources` the
    /// analysis used): won iff a capture or a move to a lost state, lost iff every move
    /// reaches a won state; a draw has neither.
    fn check_consistent(&self) {
        for state in 0..STATES {
            let entry = self.table[state];
            let s = state & 1;
            let mut capture = false;
            let mut any_lost = false;
            let mut all_won = true;
            for (line, &stride) in self.lines.iter().zip(STRIDES.iter()) {
                let p = state / stride % PAIRS;
                capture |= line.capture[p][s];
                for &q in &line.moves[p][s] {
                    let next = (state ^ 1) + q as usize * stride - p * stride;
                    any_lost |= self.table[next] == LOSS;
                    all_won &= self.table[next] == WIN;
                }
            }
            match entry {
                WIN => assert!(capture || any_lost, "{:?} state {}", self.red_left, state),
                LOSS => assert!(!capture && all_won, "{:?} state {}", self.red_left, state),
                _ => assert!(!capture && !any_lost && !all_won),
            }
        }
    }
}

/// What a proving pass over one analysis found.
#[derive(Default)]
struct Findings {
    draws: usize,
    promised: usize,
    checked: usize,
}

impl Findings {
    fn add(&mut self, more: &Findings) {
        self.draws += more.draws;
        self.promised += more.promised;
        self.checked += more.checked;
    }
}

/// The formula against the analysis on every state of its line order, and on the images of
/// each state with B and/or C mirrored (Red right of Black there; see `slides_mirror`).
fn prove_formula(analysis: &Analysis) -> Findings {
    let mut found = Findings::default();
    for state in 0..STATES {
        let (first, red, black) = analysis.position(state);
        let outcome = match analysis.outcome(first, red, black) {
            Some(side) => side,
            None => {
                found.draws += 1;
                continue;
            }
        };
        for flips in 0..4 {
            let (mut red, mut black) = (red, black);
            for i in 1..3 {
                if flips & i != 0 {
                    red[i] = 11 - red[i];
                    black[i] = 11 - black[i];
                }
            }
            assert_eq!(
                winner(first, red, black),
                outcome,
                "{:?} to move, Red {:?}, Black {:?}",
                first,
                red,
                black
            );
            found.checked += 1;
        }
        let promised = (0..3).all(|i| red[i] <= 5 && black[i] >= 6) && red[3] == 5 && black[3] == 6;
        found.promised += usize::from(promised);
    }
    found
}

/// The retrograde analyses the tests use: lines A and D in either order, B and C with Red
/// left of Black (the other order of B or C is the mirror image, see `slides_mirror`).
/// Computed on two threads; with `prove`, each thread also checks the analysis for
/// consistency (on its first line order) and the formula against it.
struct Oracle {
    classes: Vec<Analysis>,
    findings: Findings,
}

impl Oracle {
    fn new(prove: bool) -> Oracle {
        let orders = |a: bool| vec![[a, true, true, a], [a, true, true, !a]];
        let workers: Vec<_> = [true, false]
            .iter()
            .map(|&a| {
                std::thread::spawn(move || {
                    let mut found = Findings::default();
                    let mut classes = Vec::new();
                    for (n, order) in orders(a).into_iter().enumerate() {
                        let analysis = Analysis::new(order);
                        if prove {
                            if n == 0 {
                                analysis.check_consistent();
                            }
                            found.add(&prove_formula(&analysis));
                        }
                        classes.push(analysis);
                    }
                    (classes, found)
                })
            })
            .collect();
        let mut classes = Vec::new();
        let mut findings = Findings::default();
        for worker in workers {
            let (more, found) = worker.join().expect("analysis thread");
            classes.extend(more);
            findings.add(&found);
        }
        Oracle { classes, findings }
    }

    /// The winner of any position (squares 1..=10, different on each line), `None` for a
    /// draw. B and C with Red right of Black are looked up mirrored (x -> 11 - x).
    fn outcome(&self, first: Side, mut red: [u8; 4], mut black: [u8; 4]) -> Option<Side> {
        for i in 1..3 {
            if red[i] > black[i] {
                red[i] = 11 - red[i];
                black[i] = 11 - black[i];
            }
        }
        let order = [red[0] < black[0], true, true, red[3] < black[3]];
        let class = self.classes.iter().find(|c| c.red_left == order).expect("class");
        class.outcome(first, red, black)
    }
}

// ---------------------------------------------------------------------------------------
// The proofs.

/// Lines B and C with Red right of Black are the mirror image (x -> 11 - x) of lines with
/// Red left of Black: a slide's moves depend on nothing but the free squares around it,
/// and only one line changes per move, so the game graphs are isomorphic. Checked on the
/// move tables, for both sides and every pair.
#[test]
fn slides_mirror() {
    let mirror = |(r, k): (u8, u8)| (11 - r, 11 - k);
    for side in [Side::Red, Side::Black].iter().copied() {
        for r in 1..=10u8 {
            for k in (1..=10u8).filter(|&k| k != r) {
                let (moves, capture) = line_moves(Kind::Slide, side, r, k);
                let (mirrored, mirrored_capture) = line_moves(Kind::Slide, side, 11 - r, 11 - k);
                let mut expected: Vec<(u8, u8)> = moves.into_iter().map(mirror).collect();
                let mut got = mirrored;
                expected.sort_unstable();
                got.sort_unstable();
                assert_eq!(expected, got);
                assert!(!capture && !mirrored_capture);
            }
        }
    }
}

/// The moves of single lines, spelled out for a few positions.
#[test]
fn line_rules() {
    assert_eq!(line_moves(Kind::Acm, Side::Red, 4, 7), (vec![(5, 7)], false));
    assert_eq!(line_moves(Kind::Acm, Side::Black, 6, 7), (vec![], true));
    assert_eq!(line_moves(Kind::Acm, Side::Red, 10, 3), (vec![], false));
    assert_eq!(line_moves(Kind::Acm, Side::Black, 10, 1), (vec![], false));
    assert_eq!(line_moves(Kind::Daze, Side::Red, 5, 6), (vec![(4, 6)], false));
    assert_eq!(line_moves(Kind::Daze, Side::Red, 1, 6), (vec![], false));
    assert_eq!(line_moves(Kind::Daze, Side::Black, 5, 6), (vec![(5, 7)], false));
    assert_eq!(line_moves(Kind::Daze, Side::Red, 7, 6), (vec![], false));
    assert_eq!(line_moves(Kind::Daze, Side::Black, 8, 6), (vec![(8, 7)], false));
    let (red, _) = line_moves(Kind::Slide, Side::Red, 3, 6);
    assert_eq!(red, vec![(1, 6), (2, 6), (4, 6), (5, 6)]);
    let (black, _) = line_moves(Kind::Slide, Side::Black, 3, 6);
    assert_eq!(black, vec![(3, 4), (3, 5), (3, 7), (3, 8), (3, 9), (3, 10)]);
    assert_eq!(line_moves(Kind::Slide, Side::Red, 1, 2).0, vec![]);
}

/// The formula against the retrograde analysis on every position of every line order
/// (so on every promised input, every daze placement, acms and dazes in either order, B
/// and C in either order), and the testdata against the analysis.
#[test]
fn formula_and_testdata_match_the_retrograde_analysis() {
    let oracle = Oracle::new(true);
    let found = &oracle.findings;
    assert_eq!(found.draws, 0, "drawn positions exist: the formula cannot name a winner");
    assert_eq!(found.promised, 2 * 5usize.pow(6));
    assert_eq!(found.checked, 4 * 4 * STATES); // = every valid position, both to move
    check_testdata(&oracle);
    check_maximum_input(&oracle);
}

/// Every testdata case answered as the retrograde analysis says, and by `run`.
fn check_testdata(oracle: &Oracle) {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/hdu3649");
    let mut files = 0;
    let mut cases = 0;
    for entry in std::fs::read_dir(dir).expect("testdata directory") {
        let path = entry.expect("directory entry").path();
        if path.extension().map_or(true, |e| e != "in") {
            continue;
        }
        let input = std::fs::read(&path).expect("read .in");
        let expected = std::fs::read(path.with_extension("out")).expect("read .out");
        let mut proved = Vec::new();
        for (first, red, black) in cases_of(&input) {
            let side = oracle.outcome(first, red, black).expect("no draws");
            proved.extend_from_slice(answer_line(side).as_bytes());
            cases += 1;
        }
        assert!(proved == expected, "{:?} disagrees with the analysis", path);
        let mut out = String::new();
        assert_eq!(run(&input, &mut out), Ok(None));
        assert!(out.as_bytes() == &expected[..], "{:?}: run gives other answers", path);
        files += 1;
    }
    assert!(files >= 6 && cases >= 30_000, "testdata went missing: {} files", files);
}

/// The benchmark's maximum input (10^6 cases in the three-line layout), generated
/// (examples/gen.rs), not stored: answered as the retrograde analysis says, by `run`.
fn check_maximum_input(oracle: &Oracle) {
    let input = max::input("hdu3649", max::hdu3649);
    let values: Vec<u8> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut proved = String::new();
    for v in values.chunks(9) {
        let first = if v[0] == 0 { Side::Red } else { Side::Black };
        let (red, black) = ([v[1], v[2], v[3], v[4]], [v[5], v[6], v[7], v[8]]);
        let side = oracle.outcome(first, red, black).expect("no draws");
        proved.push_str(answer_line(side));
    }
    let mut out = String::new();
    assert_eq!(run(input.as_bytes(), &mut out), Ok(None));
    assert!(out == proved, "the maximum input: run gives other answers");
}

// ---------------------------------------------------------------------------------------
// Input handling.

/// A case's nine input values in reading order: f, r1..r4, k1..k4.
fn case_values(first: Side, red: [u8; 4], black: [u8; 4]) -> [u8; 9] {
    [first as u8, red[0], red[1], red[2], red[3], black[0], black[1], black[2], black[3]]
}

/// The output line naming a winner.
fn answer_line(side: Side) -> &'static str {
    if side == Side::Red {
        "Red\n"
    } else {
        "Black\n"
    }
}

/// The cases of a valid input (testdata), read without the solution's reader.
fn cases_of(input: &[u8]) -> Vec<(Side, [u8; 4], [u8; 4])> {
    let text = std::str::from_utf8(input).expect("ASCII testdata");
    let values: Vec<u8> =
        text.split_ascii_whitespace().map(|t| t.parse().expect("a number")).collect();
    assert!(values.len() % 9 == 0, "testdata ends inside a case");
    values
        .chunks(9)
        .map(|v| {
            let first = if v[0] == 0 { Side::Red } else { Side::Black };
            (first, [v[1], v[2], v[3], v[4]], [v[5], v[6], v[7], v[8]])
        })
        .collect()
}

/// What `run` must give, read another way (a separate reading of the format, not the
/// solution's reader): the answers of the complete valid cases, in order, and whether the
/// whole input was valid. Tokens are split at ASCII whitespace; a case is nine all-digit
/// tokens with f ≤ 1, squares in 1..=10 and the two squares of a line different.
fn reference(input: &[u8]) -> (Vec<u8>, bool) {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
    let mut out = Vec::new();
    let mut values = Vec::new();
    for token in input.split(u8::is_ascii_whitespace).filter(|t| !t.is_empty()) {
        let number = std::str::from_utf8(token)
            .ok()
            .filter(|t| t.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|t| t.parse::<u64>().ok());
        let valid = match number {
            Some(v) if values.is_empty() => v <= 1,
            Some(v) => (1..=10).contains(&v) && (values.len() < 5 || values[values.len() - 4] != v),
            None => false,
        };
        if !valid {
            return (out, false);
        }
        values.push(number.unwrap_or(0));
        if values.len() == 9 {
            let first = if values[0] == 0 { Side::Red } else { Side::Black };
            let square = |i: usize| values[i] as u8;
            let red = [square(1), square(2), square(3), square(4)];
            let black = [square(5), square(6), square(7), square(8)];
            out.extend_from_slice(answer_line(winner(first, red, black)).as_bytes());
            values.clear();
        }
    }
    (out, values.is_empty())
}

/// `run` on `input`: its output and result.
fn answers(input: &str) -> (String, Result<Option<String>, String>) {
    let mut out = String::new();
    let result = run(input.as_bytes(), &mut out);
    (out, result)
}

#[test]
fn sample_in_every_layout() {
    for input in [
        "0 4 5 5 5 7 6 6 6\n",
        "0\n4 5 5 5\n7 6 6 6\n",
        "0\r\n4 5 5 5\r\n7 6 6 6\r\n",
        "\n\n  0\t4 5 5 5\n\n7\t6  6 6",
        "0 04 5 5 5 007 6 6 6",
    ]
    .iter()
    {
        assert_eq!(answers(input), ("Red\n".to_string(), Ok(None)), "{:?}", input);
    }
    // The same layout, Black to move: 4 and 7 are three apart, B and C heaps are 0.
    assert_eq!(answers("1 4 5 5 5 7 6 6 6"), ("Black\n".to_string(), Ok(None)));
    // Adjacent acms: whoever moves captures.
    assert_eq!(answers("1 5 1 1 5 6 10 10 6"), ("Black\n".to_string(), Ok(None)));
    assert_eq!(answers(""), (String::new(), Ok(None)));
    assert_eq!(answers(" \r\n\t\n"), (String::new(), Ok(None)));
}

#[test]
fn bad_input_is_refused_after_the_complete_cases() {
    let good = "0 4 5 5 5 7 6 6 6\n";
    for (bad, message) in [
        ("0 4 5 5", "line 2: input ends inside a test case (expected r4)"),
        ("0 4 5 5 5\n7 6 6\n", "line 3: input ends inside a test case (expected k4)"),
        ("0 4\r\n5 5 5 7\r\n\r\n\t\n", "line 3: input ends inside a test case (expected k2)"),
        ("2 4 5 5 5 7 6 6 6", "line 2: f must be 0 (Red moves first) or 1 (Black first), found 2"),
        ("0 4 5 5 5 7 6 6 11", "line 2: k4 = 11 is off the board (squares are 1..10)"),
        ("0\n0 5 5 5\n7 6 6 6", "line 3: r1 = 0 is off the board (squares are 1..10)"),
        ("0 4 5 5 5 7 5 6 6", "line 2: both bahamas (line B) are on square 5"),
        ("0 4 5 5 5 4 6 6 6", "line 2: both acms (line A) are on square 4"),
        ("0 4 5 5 5 7 6 6 5", "line 2: both dazes (line D) are on square 5"),
        ("1 4 5 x 5 7 6 6 6", "line 2: expected a non-negative integer, found \"x\""),
        ("1 4 5 -3 5 7 6 6 6", "line 2: expected a non-negative integer, found \"-3\""),
        (
            "1 4 5 99999999999999999999 5 7 6 6 6",
            "line 2: number \"99999999999999999999\" does not fit in 64 bits",
        ),
        (
            "1 4 5 18446744073709551615 5",
            "line 2: r3 = 18446744073709551615 is off the board (squares are 1..10)",
        ),
    ]
    .iter()
    {
        let input = format!("{}{}", good, bad);
        assert_eq!(answers(&input), ("Red\n".to_string(), Err(message.to_string())));
    }
    // A UTF-8 byte-order mark at the start is skipped; anywhere else it is an error.
    let long = "0 4 5 5 5 7 6 6 6\n".repeat(5);
    assert_eq!(answers(&format!("\u{0feff}{}", long)), ("Red\n".repeat(5), Ok(None)));
    assert_eq!(answers("\u{0feff}1 4 5 5 5 7 6 6 6"), ("Black\n".to_string(), Ok(None)));
    // The message shows the BOM escaped, as \u{feff} (`\u{7b}` is the brace).
    let bom = "line 2: expected a non-negative integer, found \"\\u\u{7b}feff}0\"";
    assert_eq!(answers(&format!("{}\u{0feff}0", good)), ("Red\n".to_string(), Err(bom.into())));
}

/// SplitMix64.
fn next_random(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn below(state: &mut u64, n: u64) -> u64 {
    next_random(state) % n
}

/// A uniformly random position: any squares, different on each line.
fn random_position(rng: &mut u64) -> (Side, [u8; 4], [u8; 4]) {
    let first = if below(rng, 2) == 0 { Side::Red } else { Side::Black };
    let mut red = [0u8; 4];
    let mut black = [0u8; 4];
    for i in 0..4 {
        red[i] = 1 + below(rng, 10) as u8;
        black[i] = 1 + below(rng, 9) as u8;
        if black[i] >= red[i] {
            black[i] += 1;
        }
    }
    (first, red, black)
}

/// `run` against `reference`, answers and refusals alike, on valid inputs in random layouts
/// with one random token or separator replaced (perhaps by a bad one) and perhaps cut short.
#[test]
fn run_agrees_with_a_reference_reading() {
    let odd_tokens: &[&[u8]] =
        &[b"0", b"1", b"2", b"10", b"11", b"05", b"010", b"100", b"x", b"-1", b"1x", b""];
    let separators: &[&[u8]] =
        &[b" ", b" ", b" ", b"\n", b"\n", b"\r\n", b"\t", b"  ", b"\x0c", b" \n\n "];
    let odd_separators: &[&[u8]] = &[b"\x0b", b"", b"\0", b",", b"\n"];
    let pick = |rng: &mut u64, list: &[&'static [u8]]| list[below(rng, list.len() as u64) as usize];
    let mut rng = 1u64;
    let (mut answered, mut refused) = (0, 0);
    for _ in 0..30_000 {
        let mut pieces: Vec<&[u8]> = Vec::new();
        let mut texts = Vec::new();
        for _ in 0..below(&mut rng, 12) {
            let (first, red, black) = random_position(&mut rng);
            for value in case_values(first, red, black).iter() {
                texts.push(value.to_string().into_bytes());
            }
        }
        for text in &texts {
            pieces.push(pick(&mut rng, separators));
            pieces.push(text);
        }
        if !pieces.is_empty() && below(&mut rng, 2) == 0 {
            let at = below(&mut rng, pieces.len() as u64) as usize;
            pieces[at] = if at % 2 == 0 {
                pick(&mut rng, odd_separators)
            } else {
                pick(&mut rng, odd_tokens)
            };
        }
        let mut input: Vec<u8> = pieces.concat();
        if below(&mut rng, 4) == 0 {
            input.truncate(below(&mut rng, input.len() as u64 + 1) as usize);
        }
        let mut out = String::new();
        let result = run(&input, &mut out);
        let (expected, valid) = reference(&input);
        assert_eq!((out.as_bytes(), result.is_ok()), (&expected[..], valid), "{:?}", input);
        answered += out.lines().count();
        refused += usize::from(result.is_err());
    }
    assert!(answered > 30_000 && refused > 5_000, "{} answered, {} refused", answered, refused);
    // Valid cases in random layouts: every token separated by 1-3 whitespace bytes.
    for _ in 0..20_000 {
        let mut input = Vec::new();
        let mut expected = Vec::new();
        for _ in 0..below(&mut rng, 6) {
            let (first, red, black) = random_position(&mut rng);
            for value in case_values(first, red, black).iter() {
                for _ in 0..1 + below(&mut rng, 3) {
                    input.push(b" \n\r\t\x0c"[below(&mut rng, 5) as usize]);
                }
                input.extend_from_slice(value.to_string().as_bytes());
            }
            let side = winner(first, red, black);
            expected.extend_from_slice(answer_line(side).as_bytes());
        }
        let mut out = String::new();
        assert_eq!(run(&input, &mut out), Ok(None));
        assert!(out.as_bytes() == &expected[..], "{:?}", String::from_utf8_lossy(&input));
    }
}

// ---------------------------------------------------------------------------------------
// Slow or one-off.

/// All sixteen line orders analysed directly, B and C on the right included (no mirror):
/// about 15 s, so run by hand: `cargo test --release --bin hdu3649 -- --ignored`.
#[test]
#[ignore]
fn every_line_order_directly() {
    for mask in 0..16 {
        let order = [mask & 1 == 0, mask & 2 == 0, mask & 4 == 0, mask & 8 == 0];
        let analysis = Analysis::new(order);
        for state in 0..STATES {
            let (first, red, black) = analysis.position(state);
            let outcome = analysis.outcome(first, red, black).expect("a drawn position");
            assert_eq!(winner(first, red, black), outcome, "{:?} {:?} {:?}", first, red, black);
        }
    }
}

/// Writes the generated testdata, expected answers from the retrograde analysis:
/// `cargo test --release --bin hdu3649 -- --ignored write_testdata`.
#[test]
#[ignore]
fn write_testdata() {
    let oracle = Oracle::new(false);
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/hdu3649");
    std::fs::create_dir_all(dir).expect("create testdata directory");
    let answer = |case: &(Side, [u8; 4], [u8; 4])| {
        answer_line(oracle.outcome(case.0, case.1, case.2).expect("no draws"))
    };
    let three_lines = |case: &(Side, [u8; 4], [u8; 4])| {
        let v = case_values(case.0, case.1, case.2);
        format!(
            "{}\n{} {} {} {}\n{} {} {} {}\n",
            v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]
        )
    };
    let write = |name: &str, input: &str, cases: &[(Side, [u8; 4], [u8; 4])]| {
        let output: String = cases.iter().map(&answer).collect();
        std::fs::write(format!("{}/{}.in", dir, name), input).expect("write .in");
        std::fs::write(format!("{}/{}.out", dir, name), output).expect("write .out");
    };
    let mut rng = 0x3649_0001u64;

    // Every promised input: f, r1..r3 in 1..5, k1..k3 in 6..10, r4 = 5, k4 = 6.
    let mut cases = Vec::new();
    for f in 0..2 {
        for code in 0..5u32.pow(6) {
            let digit = |i: u32| (code / 5u32.pow(i) % 5) as u8;
            let first = if f == 0 { Side::Red } else { Side::Black };
            let red = [1 + digit(0), 1 + digit(1), 1 + digit(2), 5];
            let black = [6 + digit(3), 6 + digit(4), 6 + digit(5), 6];
            cases.push((first, red, black));
        }
    }
    let input: String = cases.iter().map(&three_lines).collect();
    write("brute-promised-all", &input, &cases);

    // Every placement of the acms and of the dazes (either order), B and C random.
    let mut cases = Vec::new();
    for f in 0..2 {
        for (r1, k1, r4, k4) in (0..10_000).map(|c| (c % 10, c / 10 % 10, c / 100 % 10, c / 1000)) {
            if r1 == k1 || r4 == k4 {
                continue;
            }
            let (_, mut red, mut black) = random_position(&mut rng);
            red[0] = r1 as u8 + 1;
            black[0] = k1 as u8 + 1;
            red[3] = r4 as u8 + 1;
            black[3] = k4 as u8 + 1;
            cases.push((if f == 0 { Side::Red } else { Side::Black }, red, black));
        }
    }
    let input: String = cases.iter().map(&three_lines).collect();
    write("brute-acm-daze-all", &input, &cases);

    // Random positions of any order in a ragged layout, no final newline; and its CRLF copy.
    let cases: Vec<_> = (0..3000).map(|_| random_position(&mut rng)).collect();
    let mut input = String::new();
    for (n, case) in cases.iter().enumerate() {
        for (i, value) in case_values(case.0, case.1, case.2).iter().enumerate() {
            if n + i > 0 {
                input
                    .push_str(["\n", " ", "  ", "\t", " \n\n", "\n "][below(&mut rng, 6) as usize]);
            }
            input.push_str(&value.to_string());
        }
    }
    write("brute-random-1", &input, &cases);
    write("crlf-1", &input.replace('\n', "\r\n"), &cases);
}
