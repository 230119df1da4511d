//! Alphametic puzzles (`SEND + MORE == MONEY`) compiled into fast solvers.
//!
//! Distinct letters take distinct digits, and the first letter of a word of
//! two or more letters is never 0 (a one-letter word may be 0).
//!
//! ```
//! use alphametic::{Puzzle, Solution};
//!
//! let puzzle = Puzzle::parse("SEND + MORE == MONEY")?;
//! let first: Solution = puzzle.solve().unwrap();
//! assert_eq!(first.digit('M'), Some(1));
//! assert_eq!(puzzle.render(&first), "9567 + 1085 == 10652");
//! assert!(puzzle.is_unique());
//!
//! let map = alphametic::solve("SEND + MORE == MONEY").unwrap();
//! assert_eq!(map[&'Y'], 2);
//! # Ok::<(), alphametic::ParseError>(())
//! ```
#![warn(missing_docs)]

pub use alphametic_runtime::{
    Alphametic, BinOp, DEFAULT_BASE, Derive, DigitSet, Digits, Equation, Expr, Letter, Linear,
    ParseError, ParseErrorKind, Plan, Puzzle, Solution, Solutions, Step, Term, Word, letter_char,
    solve,
};
