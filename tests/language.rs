//! The extended puzzle language (digits in words, relations, `//`, `%`)
//! through the library, line by line of `language.tsv`, against the
//! brute-force oracle under both zero rules.

use alphametic_support as common;

use std::collections::BTreeSet;

use alphametic::{Options, Puzzle, ZeroRule};
use common::oracle::{self, BruteForce};
use common::{Assignment, LanguageCase, assignment, failures_in_parallel, language};

#[test]
fn every_puzzle_of_the_language_corpus_under_both_rules() {
    let cases = language();
    assert!(cases.len() >= 100, "{} puzzles", cases.len());
    // Each line costs the oracle up to a few hundred milliseconds: share
    // the lines out over the cores, and report every failing line at once.
    let failures = failures_in_parallel(&cases, |case| {
        let mut failures = Vec::new();
        for strict in [false, true] {
            if let Err(e) = check(case, strict) {
                let rule = if strict { "strict" } else { "default" };
                failures.push(format!(
                    "line {} `{}` in base {} ({rule} rule): {e}",
                    case.line, case.puzzle, case.base
                ));
            }
        }
        failures
    });
    assert!(
        failures.is_empty(),
        "{} of {} checks failed:\n{}",
        failures.len(),
        2 * cases.len(),
        failures.join("\n")
    );
}

/// One line under one rule: the library's count, uniqueness, first
/// solution and every solution against the oracle's, and the file's count.
fn check(case: &LanguageCase, strict: bool) -> Result<(), String> {
    let text = case.puzzle.as_str();
    let want_count = if strict {
        case.count_strict
    } else {
        case.count
    };
    let expected: BTreeSet<Assignment> = oracle::solutions_with_rule(text, case.base, strict)
        .into_iter()
        .collect();
    // The file agrees with the oracle (the oracle's own test checks this
    // too): a mismatch below is the library's.
    if expected.len() as u64 != want_count {
        return Err(format!(
            "the oracle finds {}, the file says {want_count}",
            expected.len()
        ));
    }
    let puzzle = Puzzle::parse_with(
        text,
        Options::new().base(case.base).zeros(if strict {
            ZeroRule::Strict
        } else {
            ZeroRule::Standard
        }),
    )
    .map_err(|e| format!("the library cannot read it:\n{e}"))?;
    let count = puzzle.count();
    if count != want_count {
        return Err(format!("count() is {count}, expected {want_count}"));
    }
    if puzzle.is_unique() != (want_count == 1) {
        return Err(format!(
            "is_unique() is {}, with {want_count} solutions",
            puzzle.is_unique()
        ));
    }
    let checker =
        BruteForce::with_rule(text, case.base, strict).expect("the oracle read this text above");
    match puzzle.solve() {
        None if want_count > 0 => return Err("solve() found nothing".into()),
        Some(solution) => {
            let pairs: Vec<(char, u8)> = solution.iter().collect();
            if !checker.check(&pairs) {
                return Err(format!("solve() gave {pairs:?}, which is no solution"));
            }
        }
        None => {}
    }
    let found: Vec<Assignment> = puzzle.solutions().map(|s| assignment(&s)).collect();
    let set: BTreeSet<Assignment> = found.iter().cloned().collect();
    if set.len() != found.len() {
        return Err("solutions() gives a solution twice".into());
    }
    if set != expected {
        let missing: Vec<_> = expected.difference(&set).take(3).collect();
        let extra: Vec<_> = set.difference(&expected).take(3).collect();
        return Err(format!(
            "solutions() gives {} solutions, the oracle {}; missing (first 3) {missing:?}, \
             extra (first 3) {extra:?}",
            set.len(),
            expected.len()
        ));
    }
    Ok(())
}
