//! Alphametic puzzles (`SEND + MORE == MONEY`) compiled into fast solvers.
#![warn(missing_docs)]

pub use alphametic_runtime::{
    ComboError, ComboTable, ExactCover, ExactCoverError, ExactCoverSolutions, MAX_COMBO_DIGITS,
    Model, Solution, Var, prune_all_different,
};
pub use alphametic_runtime::{DigitSet, Digits};
