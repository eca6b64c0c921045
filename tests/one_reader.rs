//! One reader: every judge file (src/bin/*.rs) carries the token reader of
//! `src/bin/kit/reader.rs` word for word, after the code that decides the answer; and the reader
//! itself reads what it should. Run alone: `cargo test --release --test one_reader`.

use std::fs;
use std::path::Path;

/// The reader, compiled and tested once here.
#[allow(dead_code)]
mod reader {
    include!("../src/bin/kit/reader.rs");

    #[test]
    fn reads_numbers_bad_tokens_and_any_whitespace() {
        let input = b"\xEF\xBB\xBF0 9999999999999999999\r\n18446744073709551615\n\n007 12x\t18446744073709551616 -1";
        let mut tokens = Tokens::new(input);
        assert_eq!(tokens.next_u64(), Some(Ok(0))); // after the byte-order mark
        assert_eq!(tokens.next_u64(), Some(Ok(9_999_999_999_999_999_999)));
        assert_eq!(tokens.next_u64(), Some(Ok(u64::MAX)));
        assert_eq!(tokens.next_u64(), Some(Ok(7)));
        let not_a_number = "line 4: expected a non-negative integer, found \"12x\"";
        assert_eq!(tokens.next_u64(), Some(Err(not_a_number.to_string())));
        let too_big = "line 4: number \"18446744073709551616\" does not fit in 64 bits";
        assert_eq!(tokens.next_u64(), Some(Err(too_big.to_string())));
        assert_eq!(tokens.next_token(), Some((&b"-1"[..], 74)));
        assert_eq!(tokens.line_at(74), 4);
        assert_eq!(tokens.next_u64(), None);
        assert_eq!(tokens.next_token(), None);
        assert_eq!(tokens.end_line(), 4);
        let end = tokens.expect_u64(|| "before x".to_string());
        assert_eq!(end, Err("line 4: input ends before x".to_string()));
    }

    #[test]
    fn reads_every_length_of_number() {
        let digits = "12345678901234567890";
        for length in 1..=20 {
            let token = &digits[..length];
            let expected: u64 = token.parse().unwrap();
            for tail in &["\n 7", "", "x "] {
                let text = format!("{}{}", token, tail);
                let first = Tokens::new(text.as_bytes()).next_u64().unwrap();
                if tail.starts_with('x') {
                    assert!(first.is_err(), "{:?}", text);
                } else {
                    assert_eq!(first, Ok(expected), "{:?}", text);
                }
            }
        }
    }

    #[test]
    fn blank_input_ends_on_line_one_and_long_tokens_are_cut() {
        let mut tokens = Tokens::new(b" \n\t\r\n");
        assert_eq!(tokens.next_token(), None);
        assert_eq!(tokens.end_line(), 1);
        let long = [b'y'; 30];
        let why = parse_u64(&long).unwrap_err();
        assert_eq!(why, format!("expected a non-negative integer, found \"{}\"…", "y".repeat(24)));
        assert_eq!(counted(1, "case"), "1 case");
        assert_eq!(counted(2, "case"), "2 cases");
    }
}

/// The reader's items: `(name, text)` for the struct, each method of `impl Tokens` (methods of
/// other types are passed over) and each free function, with the `///` lines above it. An item
/// runs from its first line to the first line that is its closing brace at its own indentation.
fn items(text: &str) -> Vec<(String, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    let mut in_tokens_impl = false;
    for (i, line) in lines.iter().enumerate() {
        if !line.is_empty() && !line.starts_with(' ') {
            in_tokens_impl = line.starts_with("impl<'a> Tokens<'a>");
        }
        let (indent, rest) = match line.strip_prefix("    ") {
            Some(rest) if in_tokens_impl => ("    ", rest),
            Some(_) => continue, // a method of another type
            None => ("", *line),
        };
        let name = if let Some(signature) = rest.strip_prefix("fn ") {
            signature.split(|c: char| !c.is_alphanumeric() && c != '_').next().unwrap()
        } else if indent.is_empty() && rest.starts_with("struct Tokens") {
            "struct Tokens"
        } else {
            continue;
        };
        let mut first = i;
        while first > 0 && lines[first - 1].trim_start().starts_with("///") {
            first -= 1;
        }
        let closing = format!("{}}}", indent);
        let last = (i..lines.len()).find(|&j| lines[j] == closing).unwrap_or(lines.len() - 1);
        let key = if indent.is_empty() { name.to_string() } else { format!("Tokens::{}", name) };
        found.push((key, lines[first..=last].join("\n")));
    }
    found
}

#[test]
fn every_judge_file_carries_the_one_reader() {
    let kit = fs::read_to_string("src/bin/kit/reader.rs").unwrap();
    let canonical: Vec<(String, String)> =
        items(&kit).into_iter().filter(|(name, _)| name != "run").collect();
    let required = ["struct Tokens", "Tokens::new", "Tokens::line_at", "Tokens::next_token"];
    let mut problems = Vec::new();
    let mut paths: Vec<_> = fs::read_dir("src/bin")
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().map_or(false, |e| e == "rs"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 50, "the judge files are found");
    for path in &paths {
        let name = path.file_stem().unwrap().to_str().unwrap();
        let text = fs::read_to_string(path).unwrap();
        let own = items(&text);
        for wanted in &required {
            if !own.iter().any(|(n, _)| n == wanted) {
                problems.push(format!("{}: no {}", name, wanted));
            }
        }
        for (item, body) in &canonical {
            let expected = body.replace("NAME", name);
            match own.iter().find(|(n, _)| n == item) {
                Some((_, found)) if *found == expected || item == "main" => {}
                Some(_) => problems.push(format!("{}: {} differs from kit/reader.rs", name, item)),
                None => {}
            }
        }
        // The reader comes after the code that decides the answer.
        let reader_at = text.find("\nstruct Tokens").unwrap_or(0);
        let first_fn = text.find("\nfn ").unwrap_or(usize::MAX);
        if reader_at > 0 && first_fn > reader_at {
            problems.push(format!("{}: the reader comes before the code that decides", name));
        }
    }
    assert!(Path::new("src/bin/kit/reader.rs").exists());
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}
