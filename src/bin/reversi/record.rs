//! Game records: transcripts such as `f5d6c3`, and GGF games as NBoard sends them.

use crate::board::{move_list, parse_move, render, square_name, Game};

/// A game from its first position: the moves played (`None` for a pass) and the position
/// after each, so that moves can be taken back, shown and written out as a transcript.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Record {
    pub(crate) origin: Game,
    pub(crate) plies: Vec<(Option<u32>, Game)>,
}

impl Record {
    pub(crate) fn new(origin: Game) -> Record {
        Record { origin, plies: Vec::new() }
    }

    /// The position now.
    pub(crate) fn current(&self) -> Game {
        self.plies.last().map_or(self.origin, |&(_, game)| game)
    }

    /// The position before ply `i` (the origin for the first).
    pub(crate) fn before(&self, i: usize) -> Game {
        if i == 0 {
            self.origin
        } else {
            self.plies[i - 1].1
        }
    }

    /// Plays a legal move (`None`: a forced pass; the caller checks legality).
    pub(crate) fn push(&mut self, square: Option<u32>) {
        let mut game = self.current();
        match square {
            Some(square) => game.apply(square),
            None => game.pass(),
        }
        self.plies.push((square, game));
    }

    /// The last move played (passes skipped) and the discs it flipped.
    pub(crate) fn last_move(&self) -> Option<(u32, u64)> {
        let i = self.plies.iter().rposition(|&(square, _)| square.is_some())?;
        let (before, after) = (self.before(i), self.plies[i].1);
        let flipped = (before.black & after.white) | (before.white & after.black);
        self.plies[i].0.map(|square| (square, flipped))
    }

    /// The moves as a transcript that `replay_from` reads back from `origin`: `f5d6c3`,
    /// passes implicit.
    pub(crate) fn transcript(&self) -> String {
        self.plies.iter().filter_map(|&(square, _)| square.map(square_name)).collect()
    }

    /// The number of moves (passes not counted).
    pub(crate) fn moves(&self) -> usize {
        self.plies.iter().filter(|&&(square, _)| square.is_some()).count()
    }
}

/// Plays a transcript (`f5d6c3...`, any case, passes implicit, `pp`/`pass` allowed where
/// the mover has no move; spaces and commas ignored). Returns the game and the number of
/// moves and passes, or an error naming the move number and the square.
#[cfg(test)]
pub(crate) fn replay_game(transcript: &str) -> Result<(Game, usize, usize), String> {
    replay_from(Game::start(), transcript)
}

/// `replay_game` from the position `start`.
pub(crate) fn replay_from(start: Game, transcript: &str) -> Result<(Game, usize, usize), String> {
    let record = replay_record(start, transcript)?;
    let passes = record.plies.len() - record.moves();
    Ok((record.current(), record.moves(), passes))
}

/// The record of a transcript played from `start` (see `replay_game`): every move and pass,
/// implied passes included.
pub(crate) fn replay_record(start: Game, transcript: &str) -> Result<Record, String> {
    let bytes = transcript.as_bytes();
    let mut record = Record::new(start);
    let mut number = 0;
    let mut i = 0;
    while i < bytes.len() {
        let game = record.current();
        let c = bytes[i].to_ascii_lowercase();
        if c.is_ascii_whitespace() || c == b',' {
            i += 1;
            continue;
        }
        number += 1;
        let rest = &bytes[i..];
        let lower = |k: usize| rest.get(k).map(|b| b.to_ascii_lowercase());
        let is_pass_word = lower(0) == Some(b'p')
            && lower(1) == Some(b'a')
            && lower(2) == Some(b's')
            && lower(3) == Some(b's');
        if is_pass_word || (lower(0) == Some(b'p') && lower(1) == Some(b'p')) {
            let token = if is_pass_word { "pass" } else { "pp" };
            i += token.len();
            if game.is_over() {
                return Err(format!("move {} ({}): the game is already over", number, token));
            }
            if game.moves() != 0 {
                return Err(format!(
                    "move {} ({}): {} has legal moves ({}), so it may not pass",
                    number,
                    token,
                    game.mover_name(),
                    move_list(game.moves(), false)
                ));
            }
            record.push(None);
            continue;
        }
        let file = lower(0).unwrap_or(0);
        let rank = lower(1).unwrap_or(0);
        if !(b'a'..=b'h').contains(&file) || !(b'1'..=b'8').contains(&rank) {
            let end = rest.len().min(2);
            return Err(format!(
                "move {}: {} is not a square (a1-h8) or pp",
                number,
                shown(&rest[..end.max(1)])
            ));
        }
        i += 2;
        let square = u32::from(rank - b'1') * 8 + u32::from(file - b'a');
        let name = square_name(square);
        if game.is_over() {
            return Err(format!("move {} ({}): the game is already over", number, name));
        }
        if game.moves() == 0 {
            record.push(None);
        }
        let game = record.current();
        let moves = game.moves();
        if moves & (1u64 << square) == 0 {
            let why = if (game.black | game.white) & (1u64 << square) != 0 {
                "the square is occupied"
            } else {
                "it flips nothing"
            };
            return Err(format!(
                "move {} ({}) is illegal for {}: {}; legal moves: {}",
                number,
                name,
                game.mover_name(),
                why,
                move_list(moves, false)
            ));
        }
        record.push(Some(square));
    }
    Ok(record)
}

pub(crate) fn replay_output(start: Game, transcript: &str) -> Result<String, String> {
    let (game, moves, passes) = replay_from(start, transcript)?;
    Ok(format!(
        "{} moves, {} {}\n{}{}\n",
        moves,
        passes,
        if passes == 1 { "pass" } else { "passes" },
        render(game.black, game.white),
        game.result_line()
    ))
}

/// The positions of a GGF game record (`(;GM[Othello]...BO[8 ... *]B[f5]W[d6//1.2]...;)`):
/// the start (`BO`, or the standard start when absent) and the position after each move,
/// passes included (`PA`, or implied when a colour moves twice). Other fields are skipped.
pub(crate) fn ggf_positions(text: &str) -> Result<Vec<Game>, String> {
    let bytes = text.as_bytes();
    let mut positions = vec![Game::start()];
    let mut seen_move = false;
    let mut i = 0;
    while i < bytes.len() {
        if !bytes[i].is_ascii_uppercase() {
            i += 1;
            continue;
        }
        let name_start = i;
        while i < bytes.len() && bytes[i].is_ascii_uppercase() {
            i += 1;
        }
        let name = &text[name_start..i];
        if i >= bytes.len() || bytes[i] != b'[' {
            return Err(format!("GGF: {} has no [value]", name));
        }
        let close = match text[i..].find(']') {
            Some(k) => i + k,
            None => return Err(format!("GGF: {}[ is not closed", name)),
        };
        let value = text[i + 1..close].trim();
        i = close + 1;
        match name {
            "GM" if !value.eq_ignore_ascii_case("othello") => {
                return Err(format!("GGF: the game is {:?}, not Othello", value))
            }
            "TY" if !value.starts_with('8') => {
                return Err(format!("GGF: type {:?} is not an 8x8 game", value))
            }
            "BO" => {
                if seen_move {
                    return Err(String::from("GGF: BO after the moves"));
                }
                let mut parts = value.splitn(2, char::is_whitespace);
                if parts.next() != Some("8") {
                    return Err(format!("GGF: BO[{}] is not an 8x8 board", value));
                }
                let board = Game::from_board(parts.next().unwrap_or(""))
                    .map_err(|e| format!("GGF: BO: {}", e))?;
                positions = vec![board];
            }
            "B" | "W" => {
                seen_move = true;
                let number = positions.len();
                let token = value.split('/').next().unwrap_or("").trim();
                let square = parse_move(token).ok_or_else(|| {
                    format!("GGF: move {} ({}[{}]) is not a square or PA", number, name, value)
                })?;
                let mut game = *positions.last().unwrap_or(&Game::start());
                let black = name == "B";
                if game.black_to_move != black {
                    // The other colour moves: its opponent must have had to pass.
                    if game.moves() != 0 || game.is_over() {
                        return Err(format!(
                            "GGF: move {} ({}[{}]): it is {}'s turn",
                            number,
                            name,
                            value,
                            game.mover_name()
                        ));
                    }
                    game.pass();
                    positions.push(game);
                }
                game.try_play(square)
                    .map_err(|e| format!("GGF: move {} ({}[{}]): {}", number, name, value, e))?;
                positions.push(game);
            }
            _ => {}
        }
    }
    Ok(positions)
}

/// A token quoted for a message: escaped, and cut short if long.
pub(crate) fn shown(token: &[u8]) -> String {
    let mut text = String::from("\"");
    for &byte in &token[..token.len().min(24)] {
        for c in std::ascii::escape_default(byte) {
            text.push(c as char);
        }
    }
    text.push('"');
    if token.len() > 24 {
        text.push_str("...");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::*;
    use crate::testkit::*;

    // ---- Replays.

    #[test]
    fn the_spec_games_replay_to_their_scores() {
        let (game, moves, passes) = replay_game(GAME_1).unwrap();
        assert_eq!((moves, passes), (9, 0));
        assert_eq!(game.result_line(), "Black 13, White 0: Black wins, 64-0 officially");
        let (game, moves, passes) = replay_game(GAME_2).unwrap();
        assert_eq!((moves, passes), (11, 0));
        assert_eq!(game.result_line(), "Black 14, White 1: Black wins, 63-1 officially");
        let (game, moves, passes) = replay_game(GAME_3).unwrap();
        assert_eq!((moves, passes), (59, 3));
        assert_eq!(game.result_line(), "Black 15, White 48: White wins, 49-15 officially");
        for transcript in &[GAME_1, GAME_2, GAME_3] {
            let (game, _, _) = replay_game(transcript).unwrap();
            assert_eq!((game.black, game.white), array_replay(transcript));
            let upper = transcript.to_ascii_uppercase();
            assert_eq!(replay_game(&upper).unwrap().0, game);
        }
    }

    #[test]
    fn explicit_passes_and_bad_transcripts() {
        // Put PP / pass where game 3 passes (found with the array model).
        let mut board = cells(START_BLACK, START_WHITE);
        let mut with_passes = String::new();
        for (i, pair) in GAME_3.as_bytes().chunks(2).enumerate() {
            if array_moves(&board) == 0 {
                with_passes.push_str(if i % 2 == 0 { "PP" } else { " pass " });
                board = negated(&board);
            }
            let square = usize::from(pair[1] - b'1') * 8 + usize::from(pair[0] - b'a');
            board = array_play(&board, square);
            with_passes.push_str(std::str::from_utf8(pair).unwrap());
        }
        assert_eq!(with_passes.matches("PP").count() + with_passes.matches("pass").count(), 3);
        assert!(replay_output(Game::start(), &with_passes[..with_passes.find("g8").unwrap()])
            .unwrap()
            .starts_with("48 moves, 1 pass\n"));
        let (game, moves, passes) = replay_game(&with_passes).unwrap();
        assert_eq!((moves, passes), (59, 3));
        assert_eq!(game, replay_game(GAME_3).unwrap().0);

        let error = replay_game("f5d6c3a1").unwrap_err();
        assert_eq!(
            error,
            "move 4 (a1) is illegal for White: it flips nothing; legal moves: d3 f3 f4 g5"
        );
        let error = replay_game("f5 d6 c3 d4").unwrap_err();
        assert!(
            error.starts_with("move 4 (d4) is illegal for White: the square is occupied"),
            "{}",
            error
        );
        let error = replay_game("f5pp").unwrap_err();
        assert!(error.starts_with("move 2 (pp): White has legal moves"), "{}", error);
        let error = replay_game("f5d6zz").unwrap_err();
        assert!(error.starts_with("move 3: \"zz\""), "{}", error);
        let error = replay_game("f5d6c").unwrap_err();
        assert!(error.starts_with("move 3: \"c\""), "{}", error);
        let error = replay_game(&format!("{}a1", GAME_1)).unwrap_err();
        assert_eq!(error, "move 10 (a1): the game is already over");
        let (game, moves, _) = replay_game("").unwrap();
        assert_eq!((game, moves), (Game::start(), 0));
        assert_eq!(game.result_line(), "Black 2, White 2: game not over, Black to move");
        assert!(replay_game("f5\u{00e9}").is_err());
    }

    // ---- GGF.

    #[test]
    fn ggf_games_with_any_start_and_passes() {
        // As NBoard sends it: the standard start, moves with evaluations and times.
        let ggf = "(;GM[Othello]PC[NBoard]DT[2014-02-16 18:28:53 GMT]PB[Chris]PW[]RE[?]TI[15:00]\
                   TY[8]BO[8 ---------------------------O*------*O--------------------------- *]\
                   B[F5]W[F6//1.5]B[E6/2.0/0.3]W[f4];)";
        let positions = ggf_positions(ggf).unwrap();
        assert_eq!(positions.len(), 5);
        assert_eq!(positions[4], replay_game("f5f6e6f4").unwrap().0);
        assert_eq!(ggf_positions("(;GM[Othello];)").unwrap(), vec![Game::start()]);
        // Game 3's first pass: an explicit PA and an implied one give the same positions.
        let before: String = GAME_3[..GAME_3.find("g8").unwrap()].to_string();
        let (game, _, _) = replay_game(&before).unwrap();
        assert_eq!(game.moves(), 0);
        let board = format!("BO[8 {}]", game.board_text());
        let mover = if game.black_to_move { ("B", "W") } else { ("W", "B") };
        let explicit = format!("(;GM[Othello]{}{}[PA]{}[g8];)", board, mover.0, mover.1);
        let implied = format!("(;GM[Othello]{}{}[g8];)", board, mover.1);
        let a = ggf_positions(&explicit).unwrap();
        let b = ggf_positions(&implied).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.len(), 3);
        assert_eq!(a[2], replay_game(&GAME_3[..GAME_3.find("g8").unwrap() + 2]).unwrap().0);
        // A non-standard start: Black a1, White b1, White to move (it must pass).
        let board = format!("*O{} O", "-".repeat(62));
        let positions = ggf_positions(&format!("(;GM[Othello]BO[8 {}]B[c1];)", board)).unwrap();
        assert_eq!(positions.len(), 3);
        assert!(positions[2].is_over());
        for (bad, says) in &[
            ("(;GM[Go]B[f5];)", "not Othello"),
            ("(;GM[Othello]TY[10]B[f5];)", "8x8"),
            ("(;GM[Othello]BO[8 ---];)", "BO"),
            ("(;GM[Othello]B[f5]W[f5];)", "move 2 (W[f5]): f5 is illegal"),
            ("(;GM[Othello]W[f5];)", "it is Black's turn"),
            ("(;GM[Othello]B[z9];)", "not a square"),
            ("(;GM[Othello]B[f5", "not closed"),
            ("(;GM[Othello]B[f5]BO[8 x];)", "BO after"),
            ("(;GM", "no [value]"),
        ] {
            let error = ggf_positions(bad).unwrap_err();
            assert!(error.contains(says), "{:?}: {}", bad, error);
        }
    }
}
