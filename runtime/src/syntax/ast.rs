//! The parsed form of a puzzle: equations of expressions over words.
//!
//! Parentheses leave no node of their own: they only shape the tree.

use std::ops::Range;

/// A letter of the puzzle, `0` for `A` up to `25` for `Z`.
pub type Letter = u8;

/// The character a [`Letter`] stands for.
///
/// ```
/// assert_eq!(alphametic_runtime::syntax::letter_char(2), 'C');
/// ```
pub const fn letter_char(letter: Letter) -> char {
    (b'A' + letter) as char
}

/// The [`Letter`] a character stands for, if it is a letter of a puzzle.
///
/// ```
/// use alphametic_runtime::syntax::letter_index;
/// assert_eq!(letter_index('C'), Some(2));
/// assert_eq!(letter_index('c'), None);
/// ```
pub const fn letter_index(c: char) -> Option<Letter> {
    if c.is_ascii_uppercase() {
        Some(c as u8 - b'A')
    } else {
        None
    }
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
    /// # use alphametic_runtime::syntax::Word;
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
    /// `*`
    Mul,
    /// `/`, exact: the quotient of two values is a fraction, never rounded.
    Div,
    /// `^`, with a number or a word as the exponent.
    Pow,
}

impl BinOp {
    /// The operator as written.
    ///
    /// ```
    /// assert_eq!(alphametic_runtime::syntax::BinOp::Pow.symbol(), "^");
    /// ```
    pub const fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Pow => "^",
        }
    }
}

/// An expression on one side of an equation.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Expr {
    /// A word, read as a number in the puzzle's base.
    Word(Word),
    /// A non-negative integer literal, written in decimal.
    Number {
        /// Its value.
        value: u64,
        /// The byte range of the literal in the puzzle text.
        span: Range<usize>,
    },
    /// `-operand`.
    Neg {
        /// The negated expression.
        operand: Box<Expr>,
        /// The byte range from the `-` to the end of the operand.
        span: Range<usize>,
    },
    /// Two expressions joined by an operator.
    Binary {
        /// The operator.
        op: BinOp,
        /// The left operand.
        lhs: Box<Expr>,
        /// The right operand.
        rhs: Box<Expr>,
        /// The byte range from the left operand to the right one, with
        /// the parentheses around either.
        span: Range<usize>,
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
            Expr::Number { .. } => {}
            Expr::Neg { operand, .. } => operand.for_each_word(f),
            Expr::Binary { lhs, rhs, .. } => {
                lhs.for_each_word(f);
                rhs.for_each_word(f);
            }
        }
    }

    /// The byte range of the expression in the puzzle text, without the
    /// parentheses around it but with those inside.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("2 * (AB + C) == DE").unwrap();
    /// assert_eq!(puzzle.equations()[0].lhs.span(), 0..12);
    /// ```
    pub fn span(&self) -> Range<usize> {
        match self {
            Expr::Word(word) => word.span.clone(),
            Expr::Number { span, .. } | Expr::Neg { span, .. } | Expr::Binary { span, .. } => {
                span.clone()
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
