//! The two forms an equation is lowered to: a weighted sum of letters when
//! it is linear in its words, and polynomial programs otherwise.

use crate::plan::program::Program;
use crate::syntax::{Letter, MAX_LETTERS};

/// One equation as a weighted sum of letters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Linear {
    /// The weight of each letter, indexed by [`Letter`].
    pub weights: [i64; MAX_LETTERS],
    /// The constant term.
    pub constant: i64,
}

/// A polynomial equation, ready to be checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Polynomial {
    /// The distinct words, most significant letter first.
    pub(crate) words: Vec<Vec<Letter>>,
    /// Per word: whether it is (also) an exponent, which must be known
    /// whole before any check modulo `base^k`.
    pub(crate) exponent: Vec<bool>,
    /// Must be 0.
    pub(crate) zero: Program,
    /// Must not be 0: the numerator of every divisor that has a word.
    pub(crate) nonzero: Vec<Program>,
}
