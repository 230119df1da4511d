//! Parser, planner and solvers behind the `alphametic` crate.
//!
//! Depend on the `alphametic` facade crate instead of this one: it re-exports
//! everything here and adds the `alphametic!` macro.
#![warn(missing_docs)]

mod digits;

pub use digits::{DigitSet, Digits};
mod combos;
mod propagate;

pub use combos::{ComboError, ComboTable, MAX_COMBO_DIGITS};
pub use propagate::{Model, Solution, Var, prune_all_different};
