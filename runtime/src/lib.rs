//! Parser, planner and solvers behind the `alphametic` crate.
//!
//! Depend on the `alphametic` facade crate instead of this one: it re-exports
//! everything here and adds the `alphametic!` macro.
#![warn(missing_docs)]

mod combos;
mod digits;
mod exact_cover;
mod propagate;

pub use combos::{ComboError, ComboTable, MAX_COMBO_DIGITS};
pub use digits::{DigitSet, Digits};
pub use exact_cover::{ExactCover, ExactCoverError, ExactCoverSolutions};
pub use propagate::{Assignment, DigitModel, DigitVar, prune_all_different};
