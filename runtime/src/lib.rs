//! Parser, planner and solvers behind the `alphametic` crate.
//!
//! Depend on the `alphametic` facade crate instead of this one: it re-exports
//! everything here and adds the `alphametic!` macro.
#![warn(missing_docs)]

mod digits;

pub use digits::{DigitSet, Digits};
