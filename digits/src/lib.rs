//! Digit puzzles beside alphametics, on the same digit-set bitmask
//! ([`DigitSet`]): sets of distinct digits by size and sum
//! ([`ComboTable`]), a small propagation solver over digit variables
//! ([`DigitModel`]) and exact cover by dancing links ([`ExactCover`]).
//!
//! Two worked puzzles use them: [`sudoku`], an exact cover of 324
//! constraints, and [`kakuro`], Project Euler 424's cryptic kakuro, whose
//! clues are written in a letter code that the propagation decodes.
//!
//! ```
//! use alphametic_digits::{ComboTable, DigitSet};
//!
//! // Three distinct digits from 1 to 9 that add up to 7: only 1 + 2 + 4.
//! let table = ComboTable::new(DigitSet::range(1, 10))?;
//! assert_eq!(table.get(3, 7), [DigitSet::from_iter([1, 2, 4])]);
//! # Ok::<(), alphametic_digits::ComboError>(())
//! ```
#![warn(missing_docs)]

mod combos;
mod exact_cover;
mod lines;
mod propagate;

pub mod kakuro;
pub mod sudoku;

pub use alphametic_runtime::{DigitSet, Digits};
pub use combos::{ComboError, ComboTable, MAX_COMBO_DIGITS};
pub use exact_cover::{ExactCover, ExactCoverError, ExactCoverSolutions};
pub use propagate::{Assignment, DigitModel, DigitVar, prune_all_different};
