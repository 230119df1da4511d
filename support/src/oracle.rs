//! The oracle: the brute force of the benchmarks, which tries every
//! assignment of digits (distinct ones to the letters, any to the `?`s) and
//! evaluates the puzzle text directly.
//!
//! It shares no code with the library (own parser, own exact arithmetic), so
//! a bug in the parser, planner or solver cannot hide in it too.

pub use crate::brute_force::{BruteForce, Rules};

use crate::Assignment;

/// One solution of a puzzle that may have `?`s: the letters' digits and
/// the `?`s' digits in text order (the k-th `?` of the text is `blanks[k]`).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Filled {
    pub letters: Assignment,
    pub blanks: Vec<u8>,
}

/// Every solution of `puzzle` in `base`, in no particular order: the
/// letters' digits only, one entry per solution, so a puzzle with `?`s may
/// give equal entries ([`filled_solutions`] tells them apart).
pub fn solutions(puzzle: &str, base: u32) -> Vec<Assignment> {
    solutions_with_rule(puzzle, base, false)
}

/// Every solution of `puzzle` in `base` under the default zero rule, or
/// when `strict` under the strict one; letters only, as [`solutions`].
pub fn solutions_with_rule(puzzle: &str, base: u32, strict: bool) -> Vec<Assignment> {
    BruteForce::with_rule(puzzle, base, strict)
        .unwrap_or_else(|e| panic!("the oracle cannot read `{puzzle}`: {e}"))
        .solutions()
        .into_iter()
        .map(|solution| solution.into_iter().collect())
        .collect()
}

/// Every solution of `puzzle` in `base` under the default zero rule, or
/// when `strict` under the strict one, its letters and `?`s taking only the
/// digits of `digits` (bit d set: digit d allowed; `u64::MAX` for all of
/// them), sorted.
pub fn filled_solutions(puzzle: &str, base: u32, strict: bool, digits: u64) -> Vec<Filled> {
    let mut found = BruteForce::with_digits(puzzle, base, strict, digits)
        .unwrap_or_else(|e| panic!("the oracle cannot read `{puzzle}`: {e}"))
        .filled();
    found.sort_unstable();
    found
}
