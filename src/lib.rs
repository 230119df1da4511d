//! Alphametic puzzles (`SEND + MORE == MONEY`) compiled into fast solvers.
#![warn(missing_docs)]

pub use alphametic_runtime::{DigitSet, Digits};
