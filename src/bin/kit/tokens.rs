//! Test-only checks of the plain token reader that several judge files share in shape
//! (each judge file keeps its own `Tokens`: it must stay standalone). Used through
//! `#[macro_use] #[path = "../kit/tokens.rs"] mod tokens;`, then, in a test,
//! `check_reader_numbers!(Tokens);`. Macros, because each binary's `Tokens` is its own type.
// Each binary's tests use a different one of these macros.
#![allow(unused_macros)]

/// Reads one input of numbers, bad tokens, CRLF, tabs and blank lines through
/// `next_u64` (fast and careful paths), `next_token` and `line_at`; gives the reader at the
/// end of it.
macro_rules! read_numbers_input {
    ($tokens:ident) => {{
        let input: &'static [u8] =
            b"0 9999999999999999999\r\n18446744073709551615\n\n007 12x\t18446744073709551616 -1";
        let mut tokens = $tokens::new(input);
        assert_eq!(tokens.next_u64(), Some(Ok(0)));
        assert_eq!(tokens.next_u64(), Some(Ok(9_999_999_999_999_999_999)));
        assert_eq!(tokens.next_u64(), Some(Ok(u64::MAX))); // 20 digits: the careful path
        assert_eq!(tokens.next_u64(), Some(Ok(7)));
        let not_a_number = "line 4: expected a non-negative integer, found \"12x\"";
        assert_eq!(tokens.next_u64(), Some(Err(not_a_number.to_string())));
        let too_big = "line 4: number \"18446744073709551616\" does not fit in 64 bits";
        assert_eq!(tokens.next_u64(), Some(Err(too_big.to_string())));
        assert_eq!(tokens.next_token(), Some((&b"-1"[..], 74)));
        assert_eq!(tokens.line_at(74), 4);
        assert_eq!(tokens.next_u64(), None);
        assert_eq!(tokens.next_token(), None);
        tokens
    }};
}

/// `read_numbers_input`, then every length from 1 to 20 digits, followed by more input, at
/// the very end, and cut by a letter.
macro_rules! check_reader_numbers {
    ($tokens:ident) => {{
        read_numbers_input!($tokens);
        let digits = "12345678901234567890";
        for length in 1..=20 {
            let token = &digits[..length];
            let expected: u64 = token.parse().unwrap();
            for tail in &["\n                 7", "", "x                 "] {
                let text = format!("{}{}", token, tail);
                let mut tokens = $tokens::new(text.as_bytes());
                let first = tokens.next_u64().unwrap();
                if tail.starts_with('x') {
                    assert!(first.is_err(), "{:?}", text);
                } else {
                    assert_eq!(first, Ok(expected), "{:?}", text);
                }
            }
        }
    }};
}

/// `read_numbers_input`, then `line_at`, `end_line` and `expect_u64` at the end of input.
macro_rules! check_reader_paths {
    ($tokens:ident) => {{
        let mut tokens = read_numbers_input!($tokens);
        assert_eq!(tokens.line_at(76), 4);
        assert_eq!(tokens.end_line(), 4);
        assert_eq!(tokens.expect_u64("x"), Err("line 4: input ends before x".to_string()));
    }};
}
