//! The digits letters may take (`Options::digits`, `digits = "…"` in the
//! macros, `--digits` on the command line), against the brute-force
//! oracle: with the digits narrowed, the solutions are exactly the oracle's
//! solutions over every digit of the base whose digits all lie in the set.

use alphametic_support as common;

use alphametic::{DigitSet, Error, Options, OptionsError, Puzzle, ZeroRule, alphametic};
use common::{Assignment, assignment, oracle};
use proptest::prelude::*;

/// A word over the letters `A..A+letters`, one to `max_len` long.
fn word(letters: u8, max_len: usize) -> impl Strategy<Value = String> {
    prop::collection::vec(0..letters, 1..=max_len)
        .prop_map(|w| w.into_iter().map(|l| (b'A' + l) as char).collect())
}

/// A sum, a difference or a product of words equal to a word.
fn random_puzzle() -> impl Strategy<Value = String> {
    let ops = prop::sample::select(vec![" + ", " - ", " * "]);
    (prop::collection::vec(word(6, 3), 2..=3), ops, word(6, 3))
        .prop_map(|(left, op, right)| format!("{} == {right}", left.join(op)))
}

/// The oracle's solutions whose digits are all in `digits`, sorted.
fn expected(text: &str, base: u32, strict: bool, digits: DigitSet) -> Vec<Assignment> {
    let mut found: Vec<Assignment> = oracle::solutions_with_rule(text, base, strict)
        .into_iter()
        .filter(|s| s.values().all(|&d| digits.contains(u32::from(d))))
        .collect();
    found.sort();
    found
}

fn options(base: u32, strict: bool, digits: DigitSet) -> Options {
    let zeros = if strict {
        ZeroRule::Strict
    } else {
        ZeroRule::Standard
    };
    Options::new().base(base).zeros(zeros).digits(digits)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn narrowed_digits_match_the_filtered_oracle(
        text in random_puzzle(),
        base in 5u32..=10,
        bits in 1u64..(1 << 10),
        strict in any::<bool>(),
    ) {
        let digits = DigitSet::from_bits(bits).intersect(DigitSet::range(0, base));
        prop_assume!(!digits.is_empty());
        let puzzle = match Puzzle::parse_with(&text, options(base, strict, digits)) {
            Ok(puzzle) => puzzle,
            // More letters than the base has digits: refused either way.
            Err(Error::Parse(_)) => return Ok(()),
            Err(err) => return Err(TestCaseError::fail(format!("{text}: {err}"))),
        };
        let want = expected(&text, base, strict, digits);
        let mut got: Vec<Assignment> = puzzle.solutions().map(|s| assignment(&s)).collect();
        got.sort();
        prop_assert_eq!(&got, &want, "{} in base {} with digits {}", text, base, digits);
        prop_assert_eq!(puzzle.count(), want.len() as u64);
        prop_assert_eq!(puzzle.is_unique(), want.len() == 1);
    }
}

#[test]
fn a_set_of_every_digit_changes_nothing() {
    for text in ["SEND + MORE == MONEY", "AB * C == DEF", "I + A + AB == CI"] {
        let all = Puzzle::parse_with(text, Options::new().digits(DigitSet::range(0, 10))).unwrap();
        let plain = Puzzle::parse(text).unwrap();
        let solutions: Vec<_> = all.solutions().collect();
        assert_eq!(solutions, plain.solutions().collect::<Vec<_>>(), "{text}");
    }
}

#[test]
fn one_to_nine_for_nine_letters() {
    // The nine digits 1 to 9, each once: a classic with 336 solutions.
    let options = Options::new().digits("1-9".parse().unwrap());
    let puzzle = Puzzle::parse_with("ABC + DEF == GHI", options).unwrap();
    assert_eq!(puzzle.count(), 336);
    let first = puzzle.solve().unwrap();
    assert!(first.iter().all(|(_, d)| d != 0));
    // Three letters for the three digits 1 to 3: 1 + 2 and 2 + 1.
    let options = Options::new().digits("1-3".parse().unwrap());
    assert_eq!(
        Puzzle::parse_with("A + B == C", options).unwrap().count(),
        2
    );
}

#[test]
fn options_that_fit_no_puzzle_are_options_errors() {
    let empty = Options::new().digits(DigitSet::EMPTY);
    assert_eq!(
        Puzzle::parse_with("A == A", empty).unwrap_err(),
        Error::Options(OptionsError::NoDigits)
    );
    let nine = Options::new().base(8).digits("1-9".parse().unwrap());
    let err = Puzzle::parse_with("A == A", nine).unwrap_err();
    assert_eq!(
        err,
        Error::Options(OptionsError::DigitOutsideBase { digit: 8, base: 8 })
    );
    assert_eq!(
        err.to_string(),
        "error: digit 8 is not a digit of base 8: the digits are 0 to 7\n"
    );
}

#[test]
fn the_macro_narrows_the_digits_as_the_runtime_does() {
    let generated = alphametic!("ABC + DEF == GHI", digits = "1-9");
    let runtime = Puzzle::parse_with(
        "ABC + DEF == GHI",
        Options::new().digits("1-9".parse().unwrap()),
    )
    .unwrap();
    assert_eq!(generated.count(), 336);
    let from_macro: Vec<_> = generated.solutions().collect();
    assert_eq!(from_macro, runtime.solutions().collect::<Vec<_>>());

    let hex = alphametic!(
        "SEND + MORE == MONEY",
        base = 16,
        digits = "0-7,9-15",
        strict
    );
    let options = Options::new()
        .base(16)
        .zeros(ZeroRule::Strict)
        .digits("0-7,9-15".parse().unwrap());
    let runtime = Puzzle::parse_with("SEND + MORE == MONEY", options).unwrap();
    assert_eq!(
        hex.solutions().collect::<Vec<_>>(),
        runtime.solutions().collect::<Vec<_>>()
    );
    assert!(runtime.count() > 0);
}

#[test]
fn solution_takes_the_digits_too() {
    const FIRST: alphametic::Solution = alphametic::solution!("ABC + DEF == GHI", digits = "1-9");
    let options = Options::new().digits("1-9".parse().unwrap());
    let runtime = Puzzle::parse_with("ABC + DEF == GHI", options).unwrap();
    assert_eq!(Some(FIRST), runtime.solve());
}
