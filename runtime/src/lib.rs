//! Parser, planner and solvers behind the `alphametic` crate.
//!
//! Depend on the `alphametic` facade crate instead of this one: it re-exports
//! everything here and adds the `alphametic!` macro.
//!
//! ```
//! use alphametic_runtime::Puzzle;
//!
//! let puzzle = Puzzle::parse("SEND + MORE == MONEY")?;
//! assert_eq!(puzzle.solve().unwrap().digit('Y'), Some(2));
//! # Ok::<(), alphametic_runtime::ParseError>(())
//! ```
#![warn(missing_docs)]

mod alphametic;
mod ast;
#[cfg(feature = "codegen")]
pub mod codegen;
mod combos;
mod digits;
mod divide;
mod error;
mod exact_cover;
mod linear;
mod order;
mod parse;
mod plan;
mod poly;
mod propagate;
mod puzzle;
mod search;
mod solution;

use std::collections::HashMap;

pub use alphametic::Alphametic;
pub use ast::{BinOp, Equation, Expr, Letter, Word, letter_char};
pub use combos::{ComboError, ComboTable, MAX_COMBO_DIGITS};
pub use digits::{DigitSet, Digits};
pub use error::{ParseError, ParseErrorKind};
pub use exact_cover::{ExactCover, ExactCoverError, ExactCoverSolutions};
pub use linear::Linear;
pub use parse::MAX_NESTING;
pub use plan::{Derive, Plan, Step, Term};
pub use poly::power;
pub use propagate::{Assignment, DigitModel, DigitVar, prune_all_different};
pub use puzzle::{DEFAULT_BASE, Puzzle, Solutions};
pub use solution::Solution;

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
