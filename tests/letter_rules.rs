//! The letter rules (`Options::distinct`, `invalid`, `assign`, `symbols`,
//! `literal`, and words that may start with 0) against the brute-force
//! oracle, which reads the same rules its own way: the solutions must be
//! exactly the oracle's, and the macro's the runtime's.

use alphametic_support as common;

use alphametic::{DigitSet, Distinct, Error, Options, OptionsError, Puzzle, ZeroRule, alphametic};
use common::oracle::{BruteForce, Rules};
use common::{Assignment, assignment};
use proptest::prelude::*;

/// A word over the letters `A..A+letters`, one to `max_len` long.
fn word(letters: u8, max_len: usize) -> impl Strategy<Value = String> {
    prop::collection::vec(0..letters, 1..=max_len)
        .prop_map(|w| w.into_iter().map(|l| (b'A' + l) as char).collect())
}

/// A sum, a difference or a product of words equal to a word, sometimes
/// with a condition beside it.
fn random_puzzle() -> impl Strategy<Value = String> {
    let ops = prop::sample::select(vec![" + ", " - ", " * "]);
    let extra = prop::sample::select(vec!["", ", A < B", ", C != 3"]);
    (
        prop::collection::vec(word(6, 3), 2..=3),
        ops,
        word(6, 3),
        extra,
    )
        .prop_map(|(left, op, right, extra)| format!("{} == {right}{extra}", left.join(op)))
}

/// Groups over the letters A to F: none, every letter, or one or two
/// groups of distinct letters.
fn distinct() -> impl Strategy<Value = Option<Vec<String>>> {
    let group = prop::collection::btree_set(0u8..6, 1..=4).prop_map(|g| {
        g.into_iter()
            .map(|l| (b'A' + l) as char)
            .collect::<String>()
    });
    prop_oneof![
        Just(None),
        Just(Some(Vec::new())),
        prop::collection::vec(group, 1..=2).prop_map(Some),
    ]
}

/// Rules on single letters: `(letter, digits, fixed)`, the digits barred
/// unless `fixed`, when the letter takes the first of them.
fn letter_rules() -> impl Strategy<Value = Vec<(char, u64, bool)>> {
    let rule = (0u8..6, 1u64..(1 << 10), prop::bool::weighted(0.2))
        .prop_map(|(l, bits, fixed)| ((b'A' + l) as char, bits, fixed));
    prop::collection::vec(rule, 0..=3)
}

/// The oracle's solutions of `text` under `rules`, sorted.
fn oracle(text: &str, base: u32, strict: bool, rules: &Rules) -> Result<Vec<Assignment>, String> {
    let brute = BruteForce::with_rules(text, base, strict, u64::MAX, rules)?;
    let mut found: Vec<Assignment> = brute
        .solutions()
        .into_iter()
        .map(|s| s.into_iter().collect())
        .collect();
    found.sort();
    Ok(found)
}

fn solutions(puzzle: &Puzzle) -> Vec<Assignment> {
    let mut got: Vec<Assignment> = puzzle.solutions().map(|s| assignment(&s)).collect();
    got.sort();
    got
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn letter_rules_match_the_oracle(
        text in random_puzzle(),
        base in 6u32..=10,
        groups in distinct(),
        letters in letter_rules(),
        zeros in prop::sample::select(vec![ZeroRule::Standard, ZeroRule::Strict, ZeroRule::Allowed]),
    ) {
        let mut options = Options::new().base(base).zeros(zeros);
        let mut rules = Rules {
            groups: groups.clone(),
            zeros_allowed: zeros == ZeroRule::Allowed,
            ..Rules::default()
        };
        options = match groups {
            None => options,
            Some(groups) if groups.is_empty() => options.distinct(Distinct::None),
            Some(groups) => options.distinct(Distinct::Groups(groups)),
        };
        for (letter, bits, fixed) in letters {
            let digits = DigitSet::from_bits(bits);
            let first = digits.min().unwrap_or(0);
            if fixed {
                options = options.assign(letter, first);
                rules.digits_of.push((letter, 1 << first));
            } else {
                options = options.invalid(digits, &letter.to_string());
                rules.digits_of.push((letter, !bits));
            }
        }
        let puzzle = match Puzzle::parse_with(&text, options.clone()) {
            Ok(puzzle) => puzzle,
            // More distinct letters than digits, or a letter left no digit.
            Err(Error::Parse(_) | Error::Options(_)) => return Ok(()),
            Err(err) => return Err(TestCaseError::fail(format!("{text}: {err}"))),
        };
        let strict = zeros == ZeroRule::Strict;
        let want = oracle(&text, base, strict, &rules).map_err(TestCaseError::fail)?;
        prop_assert_eq!(solutions(&puzzle), want, "{} under {:?}", text, options);
    }
}

#[test]
fn every_digit_can_be_a_symbol() {
    // "In this sum every digit is wrong": the digits are the symbols.
    let text = "1939 + 1079 == 6856";
    let options = Options::new().symbols("0123456789");
    let puzzle = Puzzle::parse_with(text, options).unwrap();
    let rules = Rules {
        symbols: Some("0123456789".into()),
        ..Rules::default()
    };
    let want = oracle(text, 10, false, &rules).unwrap();
    assert!(!want.is_empty());
    assert_eq!(solutions(&puzzle), want);
    // A digit that stands for itself beside digits that are symbols.
    let literal = Options::new().symbols("0123456789").literal("1");
    let puzzle = Puzzle::parse_with(text, literal).unwrap();
    assert!(puzzle.letters().all(|c| c != '1'));
}

#[test]
fn a_letter_outside_the_symbols_is_an_error_at_it() {
    let err = Puzzle::parse_with("AB + x == CD", Options::new().symbols("ABCD")).unwrap_err();
    let Error::Parse(err) = err else {
        panic!("{err}")
    };
    assert_eq!(err.span(), 5..6);
    assert!(
        err.to_string()
            .contains("`x` is not one of the puzzle's symbols"),
        "{err}"
    );
}

#[test]
fn bad_rules_are_errors_that_say_which() {
    let check = |options: Options| Puzzle::parse_with("AB + C == DE", options).unwrap_err();
    assert_eq!(
        check(Options::new().assign('A', 1).assign('A', 2)),
        Error::Options(OptionsError::NoDigitsFor { letter: 'A' })
    );
    assert_eq!(
        check(Options::new().assign('A', 12)),
        Error::Options(OptionsError::DigitOutsideBase {
            digit: 12,
            base: 10
        })
    );
    assert_eq!(
        check(Options::new().distinct(Distinct::Groups(vec!["ABA".into()]))),
        Error::Options(OptionsError::BadGroup {
            group: "ABA".into()
        })
    );
    assert_eq!(
        check(Options::new().symbols("")),
        Error::Options(OptionsError::NoSymbols)
    );
    assert!(Options::new().rule("distinct", "AB,CDC").is_err());
    assert!(Options::new().rule("invalid", "x,A").is_err());
    assert!(Options::new().rule("assign", "AB,1").is_err());
    assert!(Options::new().rule("digits", "1-9").is_err());
}

#[test]
fn groups_let_letters_of_different_groups_share_a_digit() {
    let options = Options::new().distinct("AB,CD".parse().unwrap());
    let puzzle = Puzzle::parse_with("AB + CD == EF", options).unwrap();
    assert!(puzzle.solutions().any(|s| s.digit('A') == s.digit('C')));
    assert!(puzzle.solutions().all(|s| s.digit('A') != s.digit('B')));
}

#[test]
fn the_macro_agrees_with_the_runtime_under_letter_rules() {
    let cases: [(&dyn alphametic::Alphametic, &str, Options); 5] = [
        (
            &alphametic!("AB + CD == EF", distinct = "AB,CD"),
            "AB + CD == EF",
            Options::new().rule("distinct", "AB,CD").unwrap(),
        ),
        (
            &alphametic!("SEND + MORE == MONEY", assign = "E,5"),
            "SEND + MORE == MONEY",
            Options::new().assign('E', 5),
        ),
        (
            &alphametic!("A + B == CD", invalid = "2|4|6|8,AB", invalid = "0,D"),
            "A + B == CD",
            Options::new()
                .rule("invalid", "2|4|6|8,AB")
                .unwrap()
                .rule("invalid", "0,D")
                .unwrap(),
        ),
        (
            &alphametic!("1939 + 1079 == 6856", symbols = "0123456789"),
            "1939 + 1079 == 6856",
            Options::new().symbols("0123456789"),
        ),
        (
            &alphametic!("AB + BA == CC", distinct = "none", leading_zeros),
            "AB + BA == CC",
            Options::new()
                .distinct(Distinct::None)
                .zeros(ZeroRule::Allowed),
        ),
    ];
    for (generated, text, options) in cases {
        let runtime = Puzzle::parse_with(text, options).unwrap();
        let want: Vec<_> = runtime.solutions().collect();
        let got: Vec<_> = generated.solutions().collect();
        assert!(!want.is_empty(), "{text}");
        assert_eq!(got, want, "{text}");
    }
}
