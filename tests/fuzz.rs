//! A bounded fuzz of the parser and the solver: token soup, deep nesting,
//! long chains and extreme numbers must give a solution count or a parse
//! error, never a panic, a crash or a hang. A fixed seed keeps each run
//! alike, so it can run in CI within the test command.

use alphametic::Puzzle;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, RngSeed};

/// Pieces of puzzle text, well formed or not.
fn token() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => "[A-E]{1,3}",
        2 => prop_oneof![Just("0"), Just("1"), Just("2"), Just("4294967296"),
            Just("18446744073709551615"), Just("2305843009213693952")]
            .prop_map(str::to_owned),
        4 => prop_oneof![Just(" + "), Just(" - "), Just(" * "), Just(" / "), Just(" ^ ")]
            .prop_map(str::to_owned),
        1 => prop_oneof![Just("("), Just(")"), Just("-"), Just(" == "), Just(", "), Just("é")]
            .prop_map(str::to_owned),
        1 => prop_oneof![Just("?"), Just("A?"), Just("??"), Just(" | "), Just(" = "), Just("|")]
            .prop_map(str::to_owned),
    ]
}

/// Long divisions and multiplications laid out more or less as the
/// written method does, with `?`s: every layout parses or is refused.
fn layout() -> impl Strategy<Value = String> {
    let number = "[A-C?1-9][A-C?0-9]{0,3}";
    let step = prop_oneof![
        1 => Just(String::new()),
        3 => (number, number, number).prop_map(|(x, y, z)| format!("{x} - {y} = {z}")),
        1 => number.prop_map(|p| p.to_owned()),
    ];
    (
        number,
        prop_oneof![Just(" / "), Just(" * ")],
        number,
        number,
        prop::collection::vec(step, 0..5),
    )
        .prop_map(|(a, op, b, c, steps)| {
            let mut text = format!("{a}{op}{b} = {c}");
            for step in steps {
                text += " | ";
                text += &step;
            }
            text
        })
}

/// Puzzles that stress the size of the input: a long chain of one
/// operator, or an operand nested in many parentheses or minus signs.
fn extreme() -> impl Strategy<Value = String> {
    let op = prop_oneof![Just("+"), Just("-"), Just("*"), Just("/")];
    prop_oneof![
        (op, "[A-C1]", 1usize..20_000)
            .prop_map(|(op, w, n)| format!("{} == D", vec![w; n].join(op))),
        (0usize..80).prop_map(|n| format!("{}A{} == B", "(".repeat(n), ")".repeat(n))),
        (0usize..80).prop_map(|n| format!("{}A == B", "-".repeat(n))),
        (0usize..80).prop_map(|n| format!("A{} == B", " ^ 2".repeat(n))),
    ]
}

fn config() -> Config {
    Config {
        cases: 1000,
        rng_algorithm: RngAlgorithm::ChaCha,
        rng_seed: RngSeed::Fixed(0x616c_7068),
        failure_persistence: None,
        ..Config::default()
    }
}

/// The puzzle's count, capped so that a puzzle with many solutions does
/// not make the fuzz slow; or its error, which must draw without panic.
fn exercise(text: &str) {
    match Puzzle::parse(text) {
        Ok(puzzle) => {
            let _ = puzzle.solutions().take(3).count();
        }
        Err(err) => {
            let drawn = err.to_string();
            assert!(drawn.starts_with("error: "), "{drawn}");
        }
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn token_soup_never_panics(tokens in prop::collection::vec(token(), 1..40)) {
        exercise(&tokens.concat());
    }

    #[test]
    fn layouts_never_panic(text in layout()) {
        exercise(&text);
    }

    #[test]
    fn extreme_inputs_never_crash(text in extreme()) {
        exercise(&text);
    }
}
