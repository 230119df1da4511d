//! Every deduction of an explanation is sound: a candidate a step removes
//! is in no solution (of the cases it stands in), every refuted case has no
//! solution, and the explanation ends at exactly the puzzle's solutions.
//! Checked over the published sums, the language corpus and random sums,
//! against the brute-force oracle where it is quick and the library's
//! solver (itself tested against the oracle) elsewhere.

use std::collections::BTreeSet;

use alphametic_explain::{
    Difficulty, End, Explanation, Grade, Limits, Line, Name, Step, TOUGH_CASES, explain,
    explain_with,
};
use alphametic_runtime::{Options, Puzzle, ZeroRule};
use alphametic_support::{self as support, ColumnCarries, oracle};
use proptest::prelude::*;

/// Every unknown's digit, in the order of the puzzle's alphabet.
type Assignment = Vec<(Name, u8)>;

/// A solution with what a case may assume of it: each letter's digit and
/// each carry's value, by name.
struct Known {
    letters: Assignment,
    values: Vec<(String, i128)>,
}

impl Known {
    fn of(columns: &ColumnCarries, explanation: &Explanation, letters: Assignment) -> Known {
        let digits: Vec<u8> = letters.iter().map(|&(_, d)| d).collect();
        let carries = columns.of_digits(&digits);
        let mut values: Vec<(String, i128)> = letters
            .iter()
            .map(|&(c, d)| (c.to_string(), i128::from(d)))
            .collect();
        for carry in &explanation.carries {
            let value = carries
                .iter()
                .find(|&&(e, k, _)| (e, k) == (carry.equation, carry.column))
                .map(|&(_, _, v)| v);
            values.extend(value.map(|v| (carry.name.clone(), v)));
        }
        Known { letters, values }
    }

    fn has(&self, name: &str, value: i128) -> bool {
        self.values.iter().any(|(n, v)| n == name && *v == value)
    }
}

/// The mistakes of `line` under the assumptions of `context` (letters'
/// digits and carries' values), given the solutions `here` that fit them.
fn check_line(line: &Line, context: &[(String, i128)], here: &[&Known], out: &mut Vec<String>) {
    let shown =
        |known: &[&Known]| -> Vec<Assignment> { known.iter().map(|k| k.letters.clone()).collect() };
    for step in line.steps.iter().flat_map(Step::parts) {
        for (c, set) in &step.removed {
            for d in set.iter() {
                if let Some(s) = here.iter().find(|s| s.letters.contains(&(*c, d as u8))) {
                    out.push(format!(
                        "{context:?}: `{step}` removes {c}={d}, in solution {:?}",
                        s.letters
                    ));
                }
            }
        }
        if step.contradiction && !here.is_empty() {
            out.push(format!(
                "{context:?}: `{step}` is a contradiction, yet {:?}",
                shown(here)
            ));
        }
    }
    match &line.end {
        End::Contradiction => {
            if !here.is_empty() {
                out.push(format!("{context:?}: refuted, yet {:?}", shown(here)));
            }
        }
        End::Solved(s) => {
            if here.len() != 1 || here[0].letters != *s {
                out.push(format!(
                    "{context:?}: solved as {s:?}, yet {:?}",
                    shown(here)
                ));
            }
        }
        End::Split(split) => {
            let name = split.on.to_string();
            for case in &split.cases {
                let value = i128::from(case.digit);
                let mut inner = context.to_vec();
                inner.push((name.clone(), value));
                let sub: Vec<&Known> = here
                    .iter()
                    .copied()
                    .filter(|s| s.has(&name, value))
                    .collect();
                if case.is_refuted() && !sub.is_empty() {
                    out.push(format!("{inner:?}: refuted, yet {:?}", shown(&sub)));
                }
                check_line(&case.line, &inner, &sub, out);
            }
            if split.cases.len() == split.candidates.len() as usize {
                // Every solution here is in one of the cases.
                for s in here {
                    if !split
                        .cases
                        .iter()
                        .any(|c| s.has(&name, i128::from(c.digit)))
                    {
                        out.push(format!("{context:?}: {:?} in no case of {name}", s.letters));
                    }
                }
            }
        }
        End::Limit | End::Unread => {}
    }
}

/// The mistakes of `explanation` of `puzzle`, given every solution.
fn check(puzzle: &Puzzle, explanation: &Explanation, mut all: Vec<Assignment>) -> Vec<String> {
    let mut out = Vec::new();
    let columns = ColumnCarries::of(puzzle);
    let known: Vec<Known> = all
        .iter()
        .map(|s| Known::of(&columns, explanation, s.clone()))
        .collect();
    let every: Vec<&Known> = known.iter().collect();
    check_line(&explanation.line, &[], &every, &mut out);
    if explanation.is_complete() {
        let mut reached = explanation.solutions.clone();
        reached.sort();
        all.sort();
        if reached != all {
            out.push(format!("reaches {reached:?}, the solutions are {all:?}"));
        }
        if all.len() > 1 && !matches!(explanation.line.end, End::Split(_)) {
            out.push("several solutions, yet no split shows how they branch".to_owned());
        }
    } else if explanation.difficulty.grade != Grade::Unexplained
        && explanation.solutions.is_empty()
        && !(explanation.difficulty.grade == Grade::Fiendish
            && explanation.difficulty.cases > TOUGH_CASES)
    {
        out.push("cut short before a solution or a seventh case, yet graded".to_owned());
    }
    out.into_iter()
        .map(|m| format!("{}: {m}", explanation.puzzle))
        .collect()
}

/// Every solution, the letters' digits then the `?`s' in the order
/// written, as the alphabet has them.
fn library_solutions(puzzle: &Puzzle) -> Vec<Assignment> {
    puzzle
        .solutions()
        .map(|s| {
            let letters = s.iter().map(|(c, d)| (Name::Letter(c), d));
            let blanks = (1u16..).zip(s.blanks()).map(|(k, &d)| (Name::Blank(k), d));
            letters.chain(blanks).collect()
        })
        .collect()
}

fn oracle_solutions(text: &str, base: u32, strict: bool) -> Vec<Assignment> {
    oracle::solutions_with_rule(text, base, strict)
        .into_iter()
        .map(|a| a.into_iter().map(|(c, d)| (Name::Letter(c), d)).collect())
        .collect()
}

fn options(base: u32, strict: bool) -> Options {
    Options::new().base(base).zeros(if strict {
        ZeroRule::Strict
    } else {
        ZeroRule::Standard
    })
}

#[test]
fn every_published_sum_is_explained_soundly() {
    let cases = support::corpus("sums");
    let failures = support::failures_in_parallel(&cases, |case| {
        let mut out = Vec::new();
        for strict in [false, true] {
            let puzzle = Puzzle::parse_with(&case.puzzle, options(10, strict)).unwrap();
            let explanation = explain(&puzzle);
            let all = library_solutions(&puzzle);
            assert_eq!(
                all.len() as u64,
                if strict {
                    case.count_strict
                } else {
                    case.count
                }
            );
            out.extend(check(&puzzle, &explanation, all));
        }
        out
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_language_corpus_is_explained_soundly() {
    let cases = support::language();
    let failures = support::failures_in_parallel(&cases, |case| {
        let mut out = Vec::new();
        for strict in [false, true] {
            let Ok(puzzle) = Puzzle::parse_with(&case.puzzle, options(case.base, strict)) else {
                continue;
            };
            let explanation = explain(&puzzle);
            let all = if puzzle.letters().count() <= 6 {
                oracle_solutions(&case.puzzle, case.base, strict)
            } else {
                library_solutions(&puzzle)
            };
            out.extend(check(&puzzle, &explanation, all));
        }
        out
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Long divisions and multiplications, and sums, products and quotients
/// with `?`s, read from the runtime's model like any other puzzle: every
/// step sound and a complete explanation ending at exactly the solutions,
/// the `?`s taking part in no rule of distinct digits.
#[test]
fn layouts_and_missing_digits_are_explained_soundly() {
    let corpus = support::data("alphametics/skeletons.tsv");
    let puzzles: Vec<(String, u32)> = corpus
        .lines()
        .skip(1)
        .map(|row| row.split('\t').collect::<Vec<&str>>())
        .map(|cols| (cols[0].to_owned(), cols[1].parse().unwrap()))
        .collect();
    let failures = support::failures_in_parallel(&puzzles, |(text, base)| {
        let puzzle = Puzzle::parse_with(text, options(*base, false)).unwrap();
        if puzzle.blanks() == 0 && !puzzle.is_layout() {
            return Vec::new();
        }
        let explanation = explain(&puzzle);
        let mut out = check(&puzzle, &explanation, library_solutions(&puzzle));
        if explanation.line.end == End::Unread {
            out.push(format!("{text}: not read"));
        }
        out
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_missing_digit_may_repeat_a_letter_or_another_missing_digit() {
    // ?1 = ?2 = A = 1: no rule of distinct digits may remove them.
    let puzzle = Puzzle::parse("A? + ?A == 22").unwrap();
    let explanation = explain(&puzzle);
    assert!(explanation.is_complete(), "{explanation}");
    assert_eq!(
        explanation.solutions,
        [vec![
            (Name::Letter('A'), 1),
            (Name::Blank(1), 1),
            (Name::Blank(2), 1)
        ]]
    );
    let text = explanation.to_string();
    assert!(text.contains("Letter A takes a digit from"), "{text}");
    assert!(text.contains("?₁ and ?₂ are missing digits"), "{text}");
}

/// Functions and truth values are beyond the rules: the explanation ends
/// at once, unexplained, claiming no solution.
#[test]
fn functions_are_not_read() {
    let puzzle = Puzzle::parse("AB + BA == CC, is_prime(AB)").unwrap();
    let explanation = explain(&puzzle);
    assert_eq!(explanation.line.end, End::Unread);
    assert!(explanation.solutions.is_empty());
    assert!(!explanation.is_complete());
    assert_eq!(explanation.difficulty.grade, Grade::Unexplained);
    assert!(explanation.to_string().contains("do not read functions"));
}

#[test]
fn a_product_is_narrowed_by_its_last_digits() {
    let puzzle = Puzzle::parse("K?5 * V == ??5?").unwrap();
    let explanation = explain(&puzzle);
    let first = &explanation.line.steps[0];
    assert_eq!(
        first.rule,
        alphametic_explain::Rule::Residue,
        "{explanation}"
    );
    assert!(
        first.to_string().starts_with(
            "K?₁5 * V == ?₂?₃5?₄: the product's last digit is that of its factors' last digits \
             multiplied, and only these digits fit, so ?₄ is not 1, 2, 3, 4, 6, 7, 8 or 9."
        ),
        "{first}"
    );
    assert!(explanation.is_complete(), "{explanation}");
    assert_eq!(explanation.solutions.len() as u64, puzzle.count());
}

#[test]
fn send_more_money_needs_no_split() {
    let puzzle = Puzzle::parse("SEND + MORE == MONEY").unwrap();
    let explanation = explain(&puzzle);
    assert_eq!(explanation.difficulty.splits, 0, "{explanation}");
    let letters: Vec<Vec<(char, u8)>> = explanation
        .solutions
        .iter()
        .map(|s| {
            s.iter()
                .filter_map(|&(n, d)| Some((n.letter()?, d)))
                .collect()
        })
        .collect();
    assert_eq!(
        letters,
        [vec![
            ('D', 7),
            ('E', 5),
            ('M', 1),
            ('N', 6),
            ('O', 0),
            ('R', 8),
            ('S', 9),
            ('Y', 2)
        ]]
    );
    let text = explanation.to_string();
    assert!(
        text.contains("MONEY has one more column than SEND and MORE, so M is the carry c4 out of column 4, at most 1"),
        "{text}"
    );
}

#[test]
fn several_solutions_branch() {
    let puzzle = Puzzle::parse("A + A == B").unwrap();
    let explanation = explain(&puzzle);
    assert!(explanation.is_complete());
    assert_eq!(explanation.solutions.len() as u64, puzzle.count());
    assert!(
        explanation.to_string().contains("4 solutions"),
        "{explanation}"
    );
    assert!(check(&puzzle, &explanation, library_solutions(&puzzle)).is_empty());
}

#[test]
fn a_puzzle_without_solution_is_refuted() {
    let puzzle = Puzzle::parse("AB + AB == AB").unwrap();
    let explanation = explain(&puzzle);
    assert!(explanation.solutions.is_empty());
    assert!(explanation.line.is_refuted());
    assert!(
        explanation.to_string().contains("No solution."),
        "{explanation}"
    );
}

#[test]
fn the_limit_ends_an_explanation_without_a_hang() {
    let puzzle = Puzzle::parse("AB + CD == EF").unwrap();
    let cut = explain_with(&puzzle, Limits::new().cases(1));
    assert!(!cut.is_complete());
    assert_eq!(cut.difficulty.grade, Grade::Unexplained);
    assert!(cut.difficulty.cases <= 1);
    assert!(check(&puzzle, &cut, library_solutions(&puzzle)).is_empty());
    let none = explain_with(&puzzle, Limits::new().cases(0));
    assert!(none.to_string().contains("No explanation within the limit"));
}

#[test]
fn the_grade_is_deterministic() {
    for case in support::corpus("sums").iter().take(20) {
        let puzzle = Puzzle::parse(&case.puzzle).unwrap();
        assert_eq!(explain(&puzzle), explain(&puzzle), "{}", case.puzzle);
    }
}

/// A random sum of words over the letters `A` to `F`.
fn sum() -> impl Strategy<Value = (String, u32, bool)> {
    let word = proptest::string::string_regex("[A-F]{1,4}").unwrap();
    (
        proptest::collection::vec(word, 1..4),
        proptest::string::string_regex("[A-F]{1,5}").unwrap(),
        prop_oneof![Just(10u32), 6u32..13],
        any::<bool>(),
    )
        .prop_map(|(addends, result, base, strict)| {
            (format!("{} == {result}", addends.join(" + ")), base, strict)
        })
}

/// A product or exact quotient planted from digits, each digit written as
/// itself, as a `?`, or as a letter standing for it (one letter a digit):
/// `?4 * 1A == 6?A`.
fn planted_product() -> impl Strategy<Value = String> {
    (
        10u64..1000,
        2u64..100,
        proptest::collection::vec(0u8..3, 12),
        any::<bool>(),
    )
        .prop_map(|(a, b, how, quotient)| {
            let mut k = 0;
            let mut write = |n: u64| -> String {
                n.to_string()
                    .chars()
                    .map(|c| {
                        k += 1;
                        match how[(k - 1) % how.len()] {
                            0 => c,
                            1 => '?',
                            _ => (b'A' + c as u8 - b'0') as char,
                        }
                    })
                    .collect()
            };
            let (x, y, z) = (write(a), write(b), write(a * b));
            if quotient {
                format!("{z} / {y} == {x}")
            } else {
                format!("{x} * {y} == {z}")
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn planted_products_with_missing_digits_are_explained_soundly(text in planted_product()) {
        let Ok(puzzle) = Puzzle::parse(&text) else {
            return Ok(());
        };
        let explanation = explain_with(&puzzle, Limits::new().cases(256));
        let failures = check(&puzzle, &explanation, library_solutions(&puzzle));
        prop_assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn random_sums_are_explained_soundly((text, base, strict) in sum()) {
        let Ok(puzzle) = Puzzle::parse_with(&text, options(base, strict)) else {
            return Ok(());
        };
        let explanation = explain(&puzzle);
        let failures = check(&puzzle, &explanation, oracle_solutions(&text, base, strict));
        prop_assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn random_subtractions_and_systems_are_explained_soundly(
        (text, base, strict) in sum(),
        relation in prop_oneof![Just(", A > B"), Just(", A != C"), Just(", A - B == C"), Just("")],
    ) {
        let text = format!("{text}{relation}");
        let Ok(puzzle) = Puzzle::parse_with(&text, options(base, strict)) else {
            return Ok(());
        };
        let explanation = explain(&puzzle);
        let failures = check(&puzzle, &explanation, oracle_solutions(&text, base, strict));
        prop_assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}

#[test]
fn distinct_digits_and_sets_of_solutions_are_kept() {
    // A system whose letters all appear in one equation only.
    let puzzle = Puzzle::parse("AB - BA == C, C > 0").unwrap();
    let explanation = explain(&puzzle);
    let solutions: BTreeSet<Assignment> = explanation.solutions.iter().cloned().collect();
    assert_eq!(solutions.len() as u64, puzzle.count());
}

#[test]
fn rating_stops_at_the_first_solution_with_the_grade_of_the_full_explanation() {
    for case in support::corpus("sums") {
        let puzzle = Puzzle::parse(&case.puzzle).unwrap();
        let full = explain(&puzzle).difficulty;
        let rated = alphametic_explain::rate(&puzzle);
        assert_eq!(rated.grade, full.grade, "{}", case.puzzle);
        assert_eq!(rated.stopped, full.cases > TOUGH_CASES, "{}", case.puzzle);
        if !rated.stopped {
            // The same measures, but the rating reaches one solution at
            // most, and no limit after it.
            let expected = Difficulty {
                solutions: full.solutions.min(1),
                limited: full.limited && full.solutions == 0,
                ..full
            };
            assert_eq!(rated, expected, "{}", case.puzzle);
        }
    }
}

#[test]
fn a_puzzle_of_many_solutions_is_graded_on_its_first() {
    // 96 solutions; the first is reached by reasoning and a few cases.
    let puzzle = Puzzle::parse("NUM + BER == PLAY").unwrap();
    let explanation = explain(&puzzle);
    let d = explanation.difficulty;
    assert_eq!(d.solutions as u64, puzzle.count());
    assert!(d.solutions > 1);
    assert!(d.cases <= TOUGH_CASES, "{d}");
    assert!(d.grade <= Grade::Tough, "{d}");
    assert!(
        d.to_string()
            .contains(&format!("to the first of {} solutions", d.solutions))
    );
}

#[test]
fn rating_within_a_grade_keeps_exactly_the_puzzles_of_that_grade_or_easier() {
    for case in support::corpus("sums") {
        let puzzle = Puzzle::parse(&case.puzzle).unwrap();
        let rated = alphametic_explain::rate(&puzzle);
        for max in Grade::ALL {
            let within = alphametic_explain::rate_within(&puzzle, max);
            let expected = (rated.grade <= max).then_some(rated);
            assert_eq!(within, expected, "{} within {max}", case.puzzle);
        }
    }
}
