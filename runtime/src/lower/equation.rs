//! The two forms an equation is lowered to: a weighted sum of letters when
//! it is linear in its words, and polynomial programs otherwise.

use crate::lower::program::Program;
use crate::syntax::{Glyph, MAX_UNKNOWNS, Relation};

/// One equation as a weighted sum of letters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Linear {
    /// The weight of each letter, indexed by [`Letter`](crate::syntax::Letter).
    pub weights: [i64; MAX_UNKNOWNS],
    /// The constant term.
    pub constant: i64,
}

/// A relation other than `==` that is linear in its words, as a weighted
/// sum of letters compared with 0: `Σ weight · digit + constant <= 0` or
/// `!= 0` (`<`, `>` and `>=` are written in the first form).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Condition {
    /// The weight of each letter, indexed by [`Letter`](crate::syntax::Letter).
    pub weights: [i64; MAX_UNKNOWNS],
    /// The constant term.
    pub constant: i64,
    /// [`Relation::Le`] or [`Relation::Ne`]: how the sum compares with 0.
    pub relation: Relation,
}

/// A polynomial constraint, ready to be checked: `zero` compared with 0
/// by `relation`, while every program of `nonzero` is not 0 and every
/// program of `integral` is 0.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Polynomial {
    /// The distinct words, most significant character first.
    pub(crate) words: Vec<Vec<Glyph>>,
    /// Per word: whether it is (also) an exponent, which must be known
    /// whole before any check modulo `base^k`.
    pub(crate) exponent: Vec<bool>,
    /// How `zero` compares with 0: [`Relation::Eq`], [`Relation::Ne`],
    /// [`Relation::Lt`] or [`Relation::Le`] (the lowering turns `>` and
    /// `>=` around).
    pub(crate) relation: Relation,
    /// Compared with 0 by `relation`.
    pub(crate) zero: Program,
    /// Must not be 0: the numerator of every divisor that has a word.
    pub(crate) nonzero: Vec<Program>,
    /// Must be 0: `n % d` for every operand `n / d` of `//` or `%` that
    /// has a denominator, which must be whole.
    pub(crate) integral: Vec<Program>,
    /// Whether `zero` is a polynomial in the words (no `//` or `%`), so
    /// that its value modulo `base^k` depends only on the lowest `k`
    /// digits of each word and the column checks apply.
    pub(crate) modular: bool,
    /// Whether `zero` holds a function or a truth value (a relation,
    /// `and`, `or`, `not`), whose interval can decide even `!=` before
    /// every letter is known: `is_prime(AB) != 0` is decided once `AB` is.
    pub(crate) logical: bool,
    /// `(slot, program)` when the equation is `word == expression` with
    /// the word not in the expression: once the expression's words are
    /// known, `program` gives the word's whole value, given digits
    /// included, and so each of its letters.
    pub(crate) defines: Option<(usize, Program)>,
    /// Whether the other equations imply this one, which is there only to
    /// work out the word it defines: the solvers need not check it.
    pub(crate) implied: bool,
}

#[cfg(test)]
mod tests {
    use crate::Puzzle;
    use crate::syntax::Relation;

    #[test]
    fn a_condition_is_a_sum_at_most_zero() {
        let puzzle = Puzzle::parse("SEND + MORE == MONEY, S > M").unwrap();
        let condition = &puzzle.model().conditions()[0];
        assert_eq!(condition.relation, Relation::Le);
        // S > M is M − S + 1 <= 0.
        assert_eq!(condition.constant, 1);
    }
}
