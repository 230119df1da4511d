//! Alphametic puzzles (`SEND + MORE == MONEY`) compiled into fast solvers.
#![warn(missing_docs)]

pub use alphametic_runtime::{
    Assignment, ComboError, ComboTable, DigitModel, DigitVar, ExactCover, ExactCoverError,
    ExactCoverSolutions, MAX_COMBO_DIGITS, prune_all_different,
};
pub use alphametic_runtime::{DigitSet, Digits};
