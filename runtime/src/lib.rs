//! Parser, planner and solvers behind the `alphametic` crate.
//!
//! Depend on the `alphametic` facade crate instead of this one: it adds the
//! `alphametic!` macro and shows the same everyday API at its root.
//!
//! A puzzle goes through the stages in the order of the modules, each
//! importing only those before it:
//!
//! 1. `syntax`: the text to a syntax tree, or a [`ParseError`] that points
//!    into the text;
//! 2. `lower`: the tree to a model, each equation a weighted sum of letters
//!    or a polynomial program; the base, the letter limit and the
//!    [`ZeroRule`] are applied here;
//! 3. `plan`: a model and an order of its letters made into a plan, with
//!    every check placed on its step: the intermediate form both back ends
//!    read;
//! 4. `search`: the runtime solver, which interprets a plan;
//! 5. `planner`: the choice of the order, by rating candidate plans with
//!    the search;
//! 6. `codegen` (feature `codegen`): the same plan unrolled into Rust
//!    for the `alphametic!` macro, and printed for tools that show it.
//!
//! [`Puzzle`] runs the stages for run-time input. [`DigitSet`] is the
//! digit-set bitmask the solvers share with other digit puzzles.
//!
//! ```
//! use alphametic_runtime::Puzzle;
//!
//! let puzzle = Puzzle::parse("SEND + MORE == MONEY")?;
//! assert_eq!(puzzle.solve().unwrap().digit('Y'), Some(2));
//! # Ok::<(), alphametic_runtime::ParseError>(())
//! ```
#![warn(missing_docs)]

#[cfg(feature = "codegen")]
pub mod codegen;
mod divide;
mod lower;
mod plan;
mod planner;
pub mod run_file;
mod search;
mod syntax;

mod addition;
mod alphametic;
mod answer;
mod constraint;
mod digit_set;
mod draw;
mod puzzle;
mod solution;

use std::collections::HashMap;

pub use addition::Addition;
pub use alphametic::Alphametic;
pub use answer::{Answer, TupleAnswer, Value};
pub use constraint::{Cell, ColumnTerms, Constraint, ProductTerms};
pub use digit_set::{DigitSet, DigitSetError, Digits};
pub use lower::{
    Condition, DEFAULT_BASE, Distinct, Error, LetterRule, Linear, MAX_BASE, Model, Options,
    OptionsError, ZeroRule, rules,
};
pub use puzzle::Puzzle;
pub use search::Solutions;
pub use solution::Solution;
pub use syntax::{
    Letter, MAX_LEN, MAX_LETTERS, MAX_NESTING, MAX_UNKNOWNS, ParseError, ParseErrorKind, Relation,
    is_letter,
};

/// What the code that `alphametic!` and `solution!` generate names (through
/// the facade's `alphametic::__private`), what the macro crate calls, and
/// the syntax tree the crate's own tests read. Not public API: any of it
/// may change in any release.
#[doc(hidden)]
pub mod __private {
    pub use crate::lower::program::{
        floor_div_i64, floor_div_i128, floor_mod_i64, floor_mod_i128, power,
    };
    pub use crate::plan::LayoutPlan;
    pub use crate::search::{SOLVE_BUDGET, SolveError, solve_bounded};

    #[cfg(feature = "codegen")]
    pub use crate::codegen::expand::{expand_puzzle, expand_solution, expand_stub};

    // The syntax tree of `Puzzle::equations`, for the tests of the
    // parser; tools read `Puzzle::constraints` instead.
    pub use crate::syntax::{BinOp, Expr, Func, LogicOp, Relation};

    // The functions of the puzzle language, which the generated solvers
    // call as the runtime does.
    pub use crate::lower::functions::{call, interval_call};

    /// `[lo, hi]^e` in `i64`.
    #[inline]
    pub fn interval_power_i64(range: (i64, i64), e: u32) -> (i64, i64) {
        crate::lower::program::interval_power(range, e)
    }

    /// `[lo, hi]^e` in `i128`.
    #[inline]
    pub fn interval_power_i128(range: (i128, i128), e: u32) -> (i128, i128) {
        crate::lower::program::interval_power(range, e)
    }

    /// `⌊a / b⌋` of intervals in `i64`.
    #[inline]
    pub fn interval_floor_div_i64(a: (i64, i64), b: (i64, i64)) -> (i64, i64) {
        crate::lower::program::interval_floor_div(a, b)
    }

    /// `⌊a / b⌋` of intervals in `i128`.
    #[inline]
    pub fn interval_floor_div_i128(a: (i128, i128), b: (i128, i128)) -> (i128, i128) {
        crate::lower::program::interval_floor_div(a, b)
    }

    /// `a % b` of intervals in `i64`.
    #[inline]
    pub fn interval_floor_mod_i64(a: (i64, i64), b: (i64, i64)) -> (i64, i64) {
        crate::lower::program::interval_floor_mod(a, b)
    }

    /// `a % b` of intervals in `i128`.
    #[inline]
    pub fn interval_floor_mod_i128(a: (i128, i128), b: (i128, i128)) -> (i128, i128) {
        crate::lower::program::interval_floor_mod(a, b)
    }
}

/// Solves a base-10 puzzle in one call: the first solution as a map from
/// letter to digit, or `None` if the puzzle has no solution or does not
/// parse.
///
/// ```
/// let map = alphametic_runtime::solve("SEND + MORE == MONEY").unwrap();
/// assert_eq!(map[&'M'], 1);
/// assert_eq!(alphametic_runtime::solve("A == B"), None);
/// ```
pub fn solve(puzzle: &str) -> Option<HashMap<char, u8>> {
    Puzzle::parse(puzzle).ok()?.solve().map(|s| s.to_map())
}
