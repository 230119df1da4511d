//! Every kind of parse error, with the byte range it points at and the
//! caret drawing of its message.

use alphametic_runtime::{Error, OptionsError, ParseError, ParseErrorKind, Puzzle};

/// Parses `text`, which must fail, and returns its kind and span.
fn error(text: &str) -> (ParseErrorKind, std::ops::Range<usize>) {
    let err = Puzzle::parse(text).expect_err(text);
    (err.kind().clone(), err.span())
}

/// Parses `text` in `base`, which must fail on the text, and returns the
/// parse error.
fn error_in_base(text: &str, base: u32) -> ParseError {
    match Puzzle::parse_with_base(text, base) {
        Err(Error::Parse(err)) => err,
        other => panic!("{text} in base {base}: a parse error expected, not {other:?}"),
    }
}

#[test]
fn empty_input() {
    assert_eq!(error(""), (ParseErrorKind::Empty, 0..0));
    assert_eq!(error("   \t "), (ParseErrorKind::Empty, 0..5));
}

#[test]
fn missing_equals_points_at_the_equation() {
    assert_eq!(error("SEND + MORE"), (ParseErrorKind::MissingEquals, 0..11));
    assert_eq!(
        error("A == A, B + C"),
        (ParseErrorKind::MissingEquals, 8..13)
    );
}

#[test]
fn second_equals_points_at_itself() {
    assert_eq!(
        error("A + B == C == D"),
        (ParseErrorKind::ExtraEquals, 11..13)
    );
    assert_eq!(error("A = B = C"), (ParseErrorKind::ExtraEquals, 6..7));
    assert_eq!(
        Puzzle::parse("A = B = C").unwrap_err().label(),
        "second `=`"
    );
}

#[test]
fn empty_terms() {
    assert_eq!(error("A + + B == C"), (ParseErrorKind::EmptyTerm, 2..3));
    assert_eq!(error("== B"), (ParseErrorKind::EmptyTerm, 0..2));
    assert_eq!(error("A =="), (ParseErrorKind::EmptyTerm, 2..4));
    assert_eq!(error("A + == B"), (ParseErrorKind::EmptyTerm, 2..3));
    assert_eq!(error("+ A == B"), (ParseErrorKind::EmptyTerm, 0..1));
    assert_eq!(error("A * == B"), (ParseErrorKind::EmptyTerm, 2..3));
    assert_eq!(error("() == B"), (ParseErrorKind::EmptyTerm, 0..1));
    assert_eq!(error("A ^ == B"), (ParseErrorKind::EmptyTerm, 2..3));
    assert_eq!(error("A == B -"), (ParseErrorKind::EmptyTerm, 7..8));
}

#[test]
fn words_side_by_side() {
    assert_eq!(
        error("SEND MORE == MONEY"),
        (ParseErrorKind::MissingOperator, 5..9)
    );
}

#[test]
fn terms_side_by_side() {
    assert_eq!(error("2 A == B"), (ParseErrorKind::MissingOperator, 2..3));
    assert_eq!(error("A (B) == C"), (ParseErrorKind::MissingOperator, 2..3));
    assert_eq!(error("(A B) == C"), (ParseErrorKind::MissingOperator, 3..4));
    // A digit inside a word belongs to it; a space splits them.
    assert_eq!(error("AB 2 == C"), (ParseErrorKind::MissingOperator, 3..4));
    assert_eq!(error("2 AB == C"), (ParseErrorKind::MissingOperator, 2..4));
}

#[test]
fn digits_inside_words() {
    assert!(Puzzle::parse("AB2 == C").is_ok());
    assert!(Puzzle::parse("dota2 + halo3 == games").is_ok());
    assert_eq!(error("0AB == C"), (ParseErrorKind::LeadingZero, 0..1));
    assert_eq!(error("A + 0B == C"), (ParseErrorKind::LeadingZero, 4..5));
    // `0` alone and `00` are numbers, not words.
    assert!(Puzzle::parse("A + 00 == A").is_ok());
    let err = error_in_base("A9 == B", 8);
    assert_eq!(
        (err.kind(), err.span()),
        (&ParseErrorKind::DigitTooLarge { digit: 9, base: 8 }, 1..2)
    );
    assert_eq!(
        err.to_string(),
        "error: invalid digit for base 8: `9`\n  |\n1 | A9 == B\n  |  ^ not a digit in base 8\n"
    );
    // A number is decimal whatever the base.
    assert!(Puzzle::parse_with_base("A == 9", 8).is_ok());
}

#[test]
fn relations() {
    assert_eq!(error("A < < B"), (ParseErrorKind::EmptyTerm, 2..3));
    assert_eq!(error("A ! B"), (ParseErrorKind::InvalidOperator, 2..3));
    assert_eq!(error("A =< B"), (ParseErrorKind::InvalidOperator, 2..4));
    assert_eq!(error("A => B"), (ParseErrorKind::InvalidOperator, 2..4));
    assert_eq!(
        error("A < B < C"),
        (ParseErrorKind::ChainedComparison, 6..7)
    );
    assert_eq!(
        error("A == B < C"),
        (ParseErrorKind::ChainedComparison, 7..8)
    );
    // Two `==` keep their own message.
    assert_eq!(error("A == B == C"), (ParseErrorKind::ExtraEquals, 7..9));
    assert_eq!(error("A <= "), (ParseErrorKind::EmptyTerm, 2..4));
    let err = Puzzle::parse(" > B").unwrap_err();
    assert_eq!(err.message(), "expected an expression before `>`");
    let err = Puzzle::parse("(A > B)").unwrap_err();
    assert_eq!(err.message(), "this `(` is not closed before `>`");
    let err = Puzzle::parse("A < B < C").unwrap_err();
    assert_eq!(
        err.to_string(),
        "error: comparison operators cannot be chained\n  |\n1 | A < B < C\n  |       \
         ^ a second comparison: write `A < B, B < C` for `A < B < C`\n"
    );
    for text in [
        "A != B", "A < B", "A <= B", "A > B", "A >= B", "A = B", "A == B",
    ] {
        assert!(Puzzle::parse(text).is_ok(), "{text}");
    }
}

#[test]
fn floor_division_and_remainders() {
    assert_eq!(error("A // 0 == B"), (ParseErrorKind::DivisionByZero, 5..6));
    assert_eq!(
        error("A % (1 - 1) == B"),
        (ParseErrorKind::DivisionByZero, 5..10)
    );
    assert_eq!(error("A / / B == C"), (ParseErrorKind::EmptyTerm, 2..3));
    assert!(Puzzle::parse("ABCD % 7 == 0").is_ok());
    assert!(Puzzle::parse("ABCD // 100 == AB").is_ok());
}

#[test]
fn unbalanced_parentheses_point_at_the_odd_one() {
    assert_eq!(
        error("(A + B == C"),
        (ParseErrorKind::UnbalancedParen, 0..1)
    );
    assert_eq!(
        error("A + B) == C"),
        (ParseErrorKind::UnbalancedParen, 5..6)
    );
    assert_eq!(
        error("A == ((B + C) * D"),
        (ParseErrorKind::UnbalancedParen, 5..6)
    );
    let err = Puzzle::parse("(A + B == C").unwrap_err();
    assert_eq!(err.message(), "this `(` is not closed before `==`");
    assert_eq!(err.label(), "parentheses cannot span `==`");
    let err = Puzzle::parse("A == (B + C").unwrap_err();
    assert_eq!(err.message(), "this `(` is never closed");
}

#[test]
fn exponents_are_words_or_numbers() {
    assert_eq!(error("A ^ (B) == C"), (ParseErrorKind::BadExponent, 4..5));
    assert_eq!(error("A ^ -2 == C"), (ParseErrorKind::BadExponent, 4..5));
    let negative = Puzzle::parse("A ^ -2 == C").unwrap_err();
    assert_eq!(negative.message(), "an exponent cannot be negative");
    assert!(Puzzle::parse("A ^ B == C").is_ok());
    assert!(Puzzle::parse("2 ^ A ^ 2 == BC").is_ok());
}

#[test]
fn numbers_must_fit_64_bits() {
    let text = "A == 18446744073709551616";
    assert_eq!(error(text), (ParseErrorKind::LiteralTooLarge, 5..25));
    assert!(Puzzle::parse("A * 0 == 18446744073709551615 - 18446744073709551615").is_ok());
}

#[test]
fn values_beyond_128_bits_are_refused_not_overflowed() {
    assert_eq!(error("AB ^ CD == E"), (ParseErrorKind::ValueTooLarge, 0..7));
    assert_eq!(
        error("ABCDEFGHI ^ 5 == J"),
        (ParseErrorKind::ValueTooLarge, 0..13)
    );
    assert!(Puzzle::parse("ABCDEFGHI ^ 4 == J").is_ok());
}

#[test]
fn division_by_a_constant_zero() {
    assert_eq!(
        error("A / (B - B) == C"),
        (ParseErrorKind::DivisionByZero, 5..10)
    );
    assert_eq!(
        error("A * B / 0 == C"),
        (ParseErrorKind::DivisionByZero, 8..9)
    );
}

#[test]
fn nesting_is_bounded() {
    let deep = format!("{}A{} == B", "(".repeat(65), ")".repeat(65));
    assert_eq!(error(&deep).0, ParseErrorKind::TooDeep);
    let fine = format!("{}A{} == B", "(".repeat(64), ")".repeat(64));
    assert!(Puzzle::parse(&fine).is_ok());
    let minus = format!("{}A == B", "-".repeat(100));
    assert_eq!(error(&minus).0, ParseErrorKind::TooDeep);
}

#[test]
fn empty_equations() {
    assert_eq!(
        error("A == A,, B == B"),
        (ParseErrorKind::EmptyEquation, 7..8)
    );
    assert_eq!(error("A == A;"), (ParseErrorKind::EmptyEquation, 6..7));
    assert_eq!(error(", A == A"), (ParseErrorKind::EmptyEquation, 0..1));
}

#[test]
fn invalid_characters_say_which_and_why() {
    for (text, ch, span) in [
        ("A # B == C", '#', 2..3),
        ("A + [B] == C", '[', 4..5),
        ("A + B == C$", '$', 10..11),
        ("A × B == C", '×', 2..4),
    ] {
        let err = Puzzle::parse(text).unwrap_err();
        match err.kind() {
            ParseErrorKind::InvalidChar { ch: found, reason } => {
                assert_eq!(*found, ch, "{text}");
                assert!(err.message().contains(reason), "{text}: {}", err.message());
            }
            other => panic!("{text}: {other:?}"),
        }
        assert_eq!(err.span(), span, "{text}");
    }
}

#[test]
fn too_many_letters_for_any_base_points_at_the_thirty_seventh() {
    let letters: String = ('a'..='z').chain('A'..='K').collect();
    let text = format!("{letters} == A");
    let err = error_in_base(&text, 36);
    assert!(matches!(err.kind(), ParseErrorKind::TooManyLetters { .. }));
    // The caret is under the 37th distinct letter of the text, `K`.
    assert_eq!(err.span(), 36..37);
    assert!(
        err.message().contains("more than 36 distinct letters"),
        "{}",
        err.message()
    );
}

#[test]
fn too_many_letters_points_at_the_first_letter_too_many() {
    let text = "ABCDEFGHIJ == K";
    assert_eq!(
        error(text),
        (
            ParseErrorKind::TooManyLetters {
                letters: 11,
                base: 10
            },
            14..15
        )
    );
    assert!(Puzzle::parse_with_base(text, 11).is_ok());
    assert_eq!(
        error_in_base("AB == C", 2).kind(),
        &ParseErrorKind::TooManyLetters {
            letters: 3,
            base: 2
        }
    );
}

#[test]
fn overlong_words_are_refused_not_overflowed() {
    let long = "A".repeat(40);
    let text = format!("{long} == B");
    assert_eq!(
        error(&text),
        (ParseErrorKind::WordTooLong { len: 40 }, 0..40)
    );
    // Eighteen digits still fit in 64 bits with room for the search.
    assert!(Puzzle::parse("ABCDEFGHIJABCDEFGH == ABCDEFGHIJABCDEFGH").is_ok());
}

#[test]
fn bad_bases() {
    for base in [0, 1, 37, 100] {
        let err = Puzzle::parse_with_base("A == B", base).unwrap_err();
        assert_eq!(err, Error::Options(OptionsError::BadBase { base }));
        assert_eq!(
            err.to_string(),
            format!("error: base {base} is not supported: the base must be from 2 to 36\n")
        );
    }
}

#[test]
fn display_draws_a_caret_under_the_fault() {
    let err = Puzzle::parse("SEND + MORE == MONEY == CASH").unwrap_err();
    assert_eq!(
        err.to_string(),
        "error: an equation has only one `==`\n  |\n1 | SEND + MORE == MONEY == CASH\n  |                      ^^ second `==`\n"
    );
    // On a later line of a multi-line puzzle, the caret follows that line.
    let err = Puzzle::parse("A == A,\nB + + C == D").unwrap_err();
    assert_eq!(
        err.to_string(),
        "error: expected a word or a number after `+`\n  |\n2 | B + + C == D\n  |   ^ expected a word or a number after this\n"
    );
}

#[test]
fn single_equals_is_a_synonym() {
    let a = Puzzle::parse("SEND + MORE = MONEY").unwrap();
    assert_eq!(
        a.solve(),
        Puzzle::parse("SEND + MORE == MONEY").unwrap().solve()
    );
}

#[test]
fn a_tab_before_the_fault_moves_the_caret_four_columns() {
    let err = Puzzle::parse("A +\tB == C ?").unwrap_err();
    let drawing = err.to_string();
    let lines: Vec<&str> = drawing.lines().collect();
    // `1 | A +    B == C ?` and the caret under the `?`.
    assert_eq!(lines[2], "1 | A +    B == C ?");
    assert_eq!(lines[3].find('^'), lines[2].find('?'), "{drawing}");
}

#[test]
fn equations_may_be_joined_by_a_double_ampersand() {
    let both = Puzzle::parse("SEND + MORE == MONEY && MONEY - MORE == SEND").unwrap();
    assert_eq!(both.equations().len(), 2);
    assert_eq!(both.count(), 1);
    assert!(matches!(
        error("A == B & B == C").0,
        ParseErrorKind::InvalidChar { ch: '&', .. }
    ));
}

#[test]
fn a_byte_order_mark_at_the_start_is_skipped() {
    let puzzle = Puzzle::parse("\u{feff}TO + GO == OUT").unwrap();
    assert_eq!(puzzle.count(), 1);
    // Anywhere else it is a zero-width no-break space, a format
    // character like the soft hyphen: skipped too.
    assert_eq!(Puzzle::parse("TO + GO ==\u{feff} OUT").unwrap().count(), 1);
}

#[test]
fn invisible_format_characters_are_skipped() {
    // Soft hyphens and a zero-width space, as a web page pastes them.
    let pasted = "SE\u{ad}ND + MO\u{200b}RE == MON\u{ad}EY\u{ad}";
    let puzzle = Puzzle::parse(pasted).unwrap();
    let plain = Puzzle::parse("SEND + MORE == MONEY").unwrap();
    assert_eq!(puzzle.letters().collect::<String>(), "DEMNORSY");
    assert_eq!(
        puzzle.solutions().collect::<Vec<_>>(),
        plain.solutions().collect::<Vec<_>>()
    );
    let addition = puzzle.addition().unwrap();
    assert_eq!(addition.addends(), ["SEND", "MORE"]);
    assert_eq!(addition.result(), "MONEY");
    // In a number too, and in an answer.
    assert_eq!(
        Puzzle::parse("A + 1\u{ad}0 == BC").unwrap().count(),
        plain_count("A + 10 == BC")
    );
    let answers = puzzle.answers("MO\u{ad}NEY").unwrap();
    assert_eq!(answers[0].value().to_string(), "10652");
    // A format character is no letter: a word of it alone is still empty.
    assert_eq!(error("A + \u{ad} == B").0, ParseErrorKind::EmptyTerm);
}

fn plain_count(text: &str) -> u64 {
    Puzzle::parse(text).unwrap().count()
}
