//! The parsed form of a puzzle: equations of expressions over words.
//!
//! The tree is general on purpose: today's language is sums and differences
//! of words, and products, powers, numbers and parentheses are further
//! variants of [`Expr`] and [`BinOp`], not a new representation.

use std::ops::Range;

/// A letter of the puzzle, `0` for `A` up to `25` for `Z`.
pub type Letter = u8;

/// The character a [`Letter`] stands for.
///
/// ```
/// assert_eq!(alphametic_runtime::letter_char(2), 'C');
/// ```
pub const fn letter_char(letter: Letter) -> char {
    (b'A' + letter) as char
}

/// A word: its letters, most significant first, and where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Word {
    /// The letters, most significant first.
    pub letters: Vec<Letter>,
    /// The byte range of the word in the puzzle text.
    pub span: Range<usize>,
}

impl Word {
    /// The letter that may not be 0: the first of a word of two or more
    /// letters. A one-letter word may be 0.
    ///
    /// ```
    /// # use alphametic_runtime::Word;
    /// let word = |letters: &[u8]| Word { letters: letters.to_vec(), span: 0..letters.len() };
    /// assert_eq!(word(&[18, 4]).leading(), Some(18));
    /// assert_eq!(word(&[0]).leading(), None);
    /// ```
    pub fn leading(&self) -> Option<Letter> {
        match self.letters.as_slice() {
            [first, _, ..] => Some(*first),
            _ => None,
        }
    }
}

/// A binary operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
}

/// An expression on one side of an equation.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Expr {
    /// A word, read as a number in the puzzle's base.
    Word(Word),
    /// Two expressions joined by an operator.
    Binary {
        /// The operator.
        op: BinOp,
        /// The left operand.
        lhs: Box<Expr>,
        /// The right operand.
        rhs: Box<Expr>,
    },
}

impl Expr {
    /// Calls `f` on every word of the expression, left to right.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("SEND + MORE == MONEY").unwrap();
    /// let mut n = 0;
    /// puzzle.equations()[0].lhs.for_each_word(&mut |_| n += 1);
    /// assert_eq!(n, 2);
    /// ```
    pub fn for_each_word<'a>(&'a self, f: &mut impl FnMut(&'a Word)) {
        match self {
            Expr::Word(word) => f(word),
            Expr::Binary { lhs, rhs, .. } => {
                lhs.for_each_word(f);
                rhs.for_each_word(f);
            }
        }
    }
}

/// One equation: `lhs == rhs`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Equation {
    /// The left side.
    pub lhs: Expr,
    /// The right side.
    pub rhs: Expr,
    /// The byte range of the equation in the puzzle text.
    pub span: Range<usize>,
}
