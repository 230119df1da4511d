//! The published puzzle sets: every count and every published solution.

use alphametic_support as common;

use alphametic_support::generated;

use std::collections::HashMap;

use alphametic::{Alphametic, Options, Puzzle, ZeroRule};
use common::{Assignment, Case, assignment, corpus, data, parse_assignment};

#[test]
fn every_sum_has_its_count_and_published_solutions() {
    check_runtime("sums", 102);
}

#[test]
fn every_expression_has_its_count_and_published_solutions() {
    check_runtime("expressions", 27);
}

/// Every puzzle of `set`, which holds `size`, through `Puzzle::parse`.
fn check_runtime(set: &str, size: usize) {
    let cases = corpus(set);
    assert_eq!(cases.len(), size);
    for case in cases {
        let puzzle =
            Puzzle::parse(&case.puzzle).unwrap_or_else(|e| panic!("line {}: {e}", case.line));
        check(&case, &puzzle);
    }
}

#[test]
fn every_line_has_its_strict_count() {
    for (set, size) in [("sums", 102), ("expressions", 27)] {
        let cases = corpus(set);
        assert_eq!(cases.len(), size);
        for case in cases {
            let puzzle = Puzzle::parse_with(&case.puzzle, Options::new().zeros(ZeroRule::Strict))
                .unwrap_or_else(|e| panic!("{set} line {}: {e}", case.line));
            let found: Vec<Assignment> = puzzle.solutions().map(|s| assignment(&s)).collect();
            let what = format!("{set} line {}: {}", case.line, case.puzzle);
            assert_eq!(found.len() as u64, case.count_strict, "{what}");
            assert_eq!(puzzle.count(), case.count_strict, "{what}");
            // The strict rule only takes solutions away.
            assert!(case.count_strict <= case.count, "{what}");
        }
    }
}

/// The strict counts through `alphametic!(…, strict)`. The generated list
/// holds the lines whose model the strict rule changes; the others expand
/// to the same code under both rules, so their default solver stands in.
#[test]
fn every_line_through_the_macro_under_the_strict_rule() {
    let strict: HashMap<&str, &dyn Alphametic> = generated::STRICT.iter().copied().collect();
    let default: HashMap<&str, &dyn Alphametic> = generated::SUMS
        .iter()
        .chain(generated::EXPRESSIONS)
        .copied()
        .collect();
    let mut changed = 0;
    for set in ["sums", "expressions"] {
        for case in corpus(set) {
            let text = case.puzzle.as_str();
            let solver = match strict.get(text) {
                Some(&solver) => {
                    changed += 1;
                    solver
                }
                None => {
                    let model = |strict| {
                        Puzzle::parse_with(
                            text,
                            Options::new().zeros(if strict {
                                ZeroRule::Strict
                            } else {
                                ZeroRule::Standard
                            }),
                        )
                        .unwrap()
                        .model()
                        .clone()
                    };
                    assert_eq!(model(false), model(true), "{text} is missing from the list");
                    default[text]
                }
            };
            assert_eq!(
                solver.count(),
                case.count_strict,
                "{set} line {}: {text}",
                case.line
            );
        }
    }
    assert_eq!(
        changed,
        strict.len(),
        "every line of the list is in the corpus"
    );
}

#[test]
fn every_expression_through_the_macro() {
    let cases = corpus("expressions");
    let generated = generated::expressions();
    assert_eq!(generated.len(), cases.len());
    for (case, (text, solver)) in cases.iter().zip(generated) {
        assert_eq!(text, case.puzzle, "the generated list follows the data");
        check(case, solver);
    }
}

/// Checks one solver of `case` against its count and published solutions.
fn check(case: &Case, solver: &dyn Alphametic) {
    let found: Vec<Assignment> = solver.solutions().map(|s| assignment(&s)).collect();
    assert_eq!(
        found.len() as u64,
        case.count,
        "line {}: {}",
        case.line,
        case.puzzle
    );
    assert_eq!(solver.count(), case.count, "line {}", case.line);
    for published in &case.published {
        assert!(
            found.contains(published),
            "line {}: published solution {published:?} not found",
            case.line
        );
    }
    let mut unique = found.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(
        unique.len(),
        found.len(),
        "line {}: a solution repeats",
        case.line
    );
}

#[test]
fn send_more_money_in_bases_10_to_30() {
    let table = data("alphametics/send_more_money_bases.tsv");
    let mut bases = 0;
    for row in table.lines().skip(1) {
        let cols: Vec<&str> = row.split('\t').collect();
        let base: u32 = cols[1].parse().unwrap();
        let count: u64 = cols[2].parse().unwrap();
        let puzzle = Puzzle::parse_with_base(cols[0], base).unwrap();
        let found: Vec<Assignment> = puzzle.solutions().map(|s| assignment(&s)).collect();
        assert_eq!(found.len() as u64, count, "base {base}");
        if let Some(listed) = cols.get(3).filter(|s| !s.is_empty()) {
            let mut expected: Vec<Assignment> = listed.split('|').map(parse_assignment).collect();
            let mut found = found;
            expected.sort();
            found.sort();
            assert_eq!(found, expected, "base {base}");
        }
        bases += 1;
    }
    assert_eq!(bases, 21);
}
