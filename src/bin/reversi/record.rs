//! Game records: transcripts such as `f5d6c3`.

use crate::board::{move_list, render, square_name, Game};
use crate::console::shown;

/// Plays a transcript (`f5d6c3...`, any case, passes implicit, `pp`/`pass` allowed where
/// the mover has no move; spaces and commas ignored). Returns the game and the number of
/// moves and passes, or an error naming the move number and the square.
pub(crate) fn replay_game(transcript: &str) -> Result<(Game, usize, usize), String> {
    let bytes = transcript.as_bytes();
    let mut game = Game::start();
    let mut number = 0;
    let mut moves_played = 0;
    let mut passes = 0;
    let mut i = 0;
    while i < bytes.len() {
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
            game.pass();
            passes += 1;
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
            game.pass();
            passes += 1;
        }
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
        game.apply(square);
        moves_played += 1;
    }
    Ok((game, moves_played, passes))
}

pub(crate) fn replay_output(transcript: &str) -> Result<String, String> {
    let (game, moves, passes) = replay_game(transcript)?;
    Ok(format!(
        "{} moves, {} {}\n{}{}\n",
        moves,
        passes,
        if passes == 1 { "pass" } else { "passes" },
        render(game.black, game.white, 0),
        game.result_line()
    ))
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
        assert!(replay_output(&with_passes[..with_passes.find("g8").unwrap()])
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
}
