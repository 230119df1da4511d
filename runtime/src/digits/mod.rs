//! Digit puzzles in general: sets of digits as bitmasks, sets of distinct
//! digits by size and sum, a small propagation solver over digit variables
//! and exact cover by dancing links.
//!
//! The alphametic pipeline uses only [`DigitSet`]; the rest carries the
//! other digit puzzles of the examples, cryptic kakuro and Sudoku.

mod combos;
mod exact_cover;
mod propagate;
mod set;

pub use combos::{ComboError, ComboTable, MAX_COMBO_DIGITS};
pub use exact_cover::{ExactCover, ExactCoverError, ExactCoverSolutions};
pub use propagate::{Assignment, DigitModel, DigitVar, prune_all_different};
pub use set::{DigitSet, Digits};
