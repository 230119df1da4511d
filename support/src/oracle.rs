//! The oracle: the brute force of the benchmarks, which tries every
//! assignment of distinct digits and evaluates the puzzle text directly.
//!
//! It shares no code with the library (own parser, own exact arithmetic), so
//! a bug in the parser, planner or solver cannot hide in it too.

pub use crate::brute_force::BruteForce;

use crate::Assignment;

/// Every solution of `puzzle` in `base`, in no particular order.
pub fn solutions(puzzle: &str, base: u32) -> Vec<Assignment> {
    solutions_with_rule(puzzle, base, false)
}

/// Every solution of `puzzle` in `base` under the default zero rule, or
/// when `strict` under the strict one.
pub fn solutions_with_rule(puzzle: &str, base: u32, strict: bool) -> Vec<Assignment> {
    BruteForce::with_rule(puzzle, base, strict)
        .unwrap_or_else(|e| panic!("the oracle cannot read `{puzzle}`: {e}"))
        .solutions()
        .into_iter()
        .map(|solution| solution.into_iter().collect())
        .collect()
}
