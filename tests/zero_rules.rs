//! The two zero rules on puzzles where they differ, through every front
//! end: `Puzzle::parse_with`, `alphametic!`, `solution!` and the oracle.
//!
//! By default a one-letter word may be 0; under the strict rule (Exercism's
//! and most published collections') no word starts with 0.

use alphametic_support as common;

use alphametic::{Options, Puzzle, Solution, ZeroRule, alphametic, solution};
use common::{Assignment, assignment, oracle};

const STRICT: Options = Options::from_flags(alphametic::DEFAULT_BASE, true, None);

/// Counts under both rules, by the runtime and by the oracle.
fn counts(text: &str, base: u32) -> (u64, u64) {
    let count = |strict| {
        let puzzle = Puzzle::parse_with(
            text,
            Options::new().base(base).zeros(if strict {
                ZeroRule::Strict
            } else {
                ZeroRule::Standard
            }),
        )
        .unwrap();
        let mut found: Vec<Assignment> = puzzle.solutions().map(|s| assignment(&s)).collect();
        let mut expected = oracle::solutions_with_rule(text, base, strict);
        found.sort();
        expected.sort();
        assert_eq!(found, expected, "{text} in base {base}, strict: {strict}");
        puzzle.count()
    };
    (count(false), count(true))
}

#[test]
fn the_rules_differ_on_one_letter_words() {
    for &(text, base, default, strict) in &[
        // 0 + 0 == 0
        ("X + X == X", 10, 1, 0),
        // B = 0 and A anything else
        ("A + B == A", 10, 9, 0),
        // Sums corpus line 69, and expressions line 25 (published with 40).
        ("Y == A * X + B", 10, 44, 40),
        // A one-letter word that also starts a longer word: no difference.
        ("I + BB == ILL", 10, 1, 1),
        ("A + B == C", 10, 32, 32),
        // C or D may be 0 by default.
        ("AB * C + D == EF", 10, 197, 175),
        ("A * BC + D == BC", 10, 56, 0),
        ("A + B == C", 5, 4, 4),
        // Base 15, the one-letter words `I` and `A`.
        ("I + A + AB == CI", 15, 144, 132),
    ] {
        assert_eq!(
            counts(text, base),
            (default, strict),
            "{text} in base {base}"
        );
    }
}

#[test]
fn the_macro_takes_the_strict_flag() {
    assert_eq!(alphametic!("X + X == X").count(), 1);
    assert_eq!(alphametic!("X + X == X", strict).count(), 0);
    assert_eq!(alphametic!("Y == A * X + B").count(), 44);
    assert_eq!(alphametic!("Y == A * X + B", strict).count(), 40);
    assert_eq!(
        alphametic!("A + B == C", base = 5, strict).count(),
        counts("A + B == C", 5).1
    );
    let runtime = Puzzle::parse_with("A + B == C", STRICT).unwrap();
    let generated = alphametic!("A + B == C", strict);
    assert_eq!(
        generated.solutions().collect::<Vec<_>>(),
        runtime.solutions().collect::<Vec<_>>()
    );
}

#[test]
fn solution_takes_the_strict_flag() {
    // The first solution of each rule, as the runtime finds it.
    const DEFAULT: Solution = solution!("AB * C + D == EF");
    const STRICT_ONE: Solution = solution!("AB * C + D == EF", strict);
    let text = "AB * C + D == EF";
    assert_eq!(Some(DEFAULT), Puzzle::parse(text).unwrap().solve());
    assert_eq!(
        Some(STRICT_ONE),
        Puzzle::parse_with(text, STRICT).unwrap().solve()
    );
    assert_ne!(STRICT_ONE.digit('C'), Some(0));
    assert_ne!(STRICT_ONE.digit('D'), Some(0));
    // `A * BC + D == BC` needs A or D to be 0.
    assert_eq!(alphametic!("A * BC + D == BC", strict).solve(), None);
}

#[test]
fn exercism_expects_the_strict_rule() {
    let json: serde_json::Value =
        serde_json::from_str(&common::data("alphametics/exercism-canonical-data.json")).unwrap();
    for case in json["cases"].as_array().unwrap() {
        let text = case["input"]["puzzle"].as_str().unwrap();
        let expected: Option<Assignment> = case["expected"].as_object().map(|map| {
            map.iter()
                .map(|(k, v)| (k.chars().next().unwrap(), v.as_u64().unwrap() as u8))
                .collect()
        });
        let puzzle = Puzzle::parse_with(text, STRICT).unwrap();
        assert!(puzzle.count() <= 1, "{text}");
        assert_eq!(puzzle.solve().map(|s| assignment(&s)), expected, "{text}");
    }
}
