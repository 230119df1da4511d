//! The first stage: puzzle text to a syntax tree, and the errors that
//! point into the text.
//!
//! One parser serves `Puzzle::parse` at run time and `alphametic!` at
//! compile time, so both accept the same puzzles and word their errors
//! alike.

mod ast;
mod error;
mod parse;

pub use ast::{BinOp, Equation, Expr, Letter, Word, letter_char, letter_index};
pub use error::{ParseError, ParseErrorKind};
pub use parse::MAX_NESTING;
pub(crate) use parse::parse_equations;
