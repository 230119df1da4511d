//! Answers (`Puzzle::answers`, `alphametic solve --answer`) against the
//! brute-force oracle: the oracle's solutions grouped by the value of the
//! word asked for.

use std::collections::BTreeMap;

use alphametic_support as common;

use alphametic::{Options, Puzzle, Value, ZeroRule};
use common::oracle;
use proptest::prelude::*;

/// A word over the letters `A..A+letters`, one to `max_len` long.
fn word(letters: u8, max_len: usize) -> impl Strategy<Value = String> {
    prop::collection::vec(0..letters, 1..=max_len)
        .prop_map(|w| w.into_iter().map(|l| (b'A' + l) as char).collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn answers_are_the_oracle_s_solutions_grouped(
        addends in prop::collection::vec(word(6, 3), 2..=3),
        result in word(6, 3),
        pick in any::<prop::sample::Index>(),
        base in 6u32..=10,
        strict in any::<bool>(),
    ) {
        let text = format!("{} == {result}", addends.join(" + "));
        let zeros = if strict { ZeroRule::Strict } else { ZeroRule::Standard };
        let Ok(puzzle) = Puzzle::parse_with(&text, Options::new().base(base).zeros(zeros)) else {
            return Ok(());
        };
        let words: Vec<&String> = addends.iter().chain([&result]).collect();
        let asked = words[pick.index(words.len())];
        let mut want: BTreeMap<i128, u64> = BTreeMap::new();
        for solution in oracle::solutions_with_rule(&text, base, strict) {
            let value = asked
                .chars()
                .fold(0i128, |v, c| v * i128::from(base) + i128::from(solution[&c]));
            *want.entry(value).or_default() += 1;
        }
        let answers = puzzle.answers(asked).unwrap();
        let mut got: BTreeMap<i128, u64> = BTreeMap::new();
        for answer in &answers {
            let Value::Integer(value) = answer.value() else {
                return Err(TestCaseError::fail(format!("{text}: {} is not whole", answer.value())));
            };
            prop_assert!(got.insert(value, answer.count()).is_none(), "{} given twice", value);
            prop_assert_eq!(answer.first().digit(asked.chars().next().unwrap()).is_some(), true);
        }
        prop_assert_eq!(got, want, "{} asking {}", text, asked);
    }
}

#[test]
fn saint_george_and_the_dragon() {
    let puzzle = Puzzle::parse("SAINT + GEORGE == DRAGON").unwrap();
    let answers = puzzle.answers("DRAGON").unwrap();
    assert_eq!(answers.len() as u64, puzzle.count());
    // Each answer's first solution spells its value.
    for answer in &answers {
        let spelled: String = "DRAGON"
            .chars()
            .map(|c| char::from(b'0' + answer.first().digit(c).unwrap()))
            .collect();
        assert_eq!(answer.value().to_string(), spelled);
    }
}
