//! The first stage: puzzle text to a syntax tree, and the errors that
//! point into the text.
//!
//! One parser serves `Puzzle::parse` at run time and `alphametic!` at
//! compile time, so both accept the same puzzles and word their errors
//! alike.

mod alphabet;
mod ast;
mod error;
mod fast;
mod layout;
mod parse;
mod tokenize;

pub use ast::{
    BinOp, Equation, Expr, Func, Glyph, Letter, LogicOp, MAX_LETTERS, MAX_UNKNOWNS, Operand,
    Relation, Word, is_letter,
};
pub(crate) use ast::{Fold, fold, is_ignorable};
pub use error::{ParseError, ParseErrorKind};
pub(crate) use fast::plain_sum;
pub use layout::Layout;
pub use parse::{MAX_LEN, MAX_NESTING};
pub(crate) use parse::{ParsedPuzzle, parse_equations, parse_expression, parse_puzzle};
