//! Why a finder cannot be made: [`FindError`], one error for every finder,
//! since they check the same options and read words the same way.

use std::fmt;

use crate::{MAX_ADDENDS, MAX_ALPHABET, MAX_GRID};

/// Why a [`SumFinder`](crate::SumFinder) cannot be made.
///
/// ```
/// use alphametic_find::{FindError, FindOptions, SumFinder};
///
/// let error = SumFinder::new(["send", "more", "mo ney"], &FindOptions::new()).unwrap_err();
/// assert_eq!(error, FindError::NotAWord { index: 2, word: "mo ney".to_owned() });
/// assert_eq!(error.to_string(), "word 2 `mo ney` is not a word: letters only");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum FindError {
    /// The base is not in 2..=36.
    Base(u32),
    /// The numbers of addends are not `1 ≤ min ≤ max ≤ MAX_ADDENDS`.
    Addends {
        /// The least asked for.
        min: usize,
        /// The most asked for.
        max: usize,
    },
    /// The word lengths are not `1 ≤ min ≤ max`.
    Lengths {
        /// The least asked for.
        min: usize,
        /// The most asked for.
        max: usize,
    },
    /// A word of the list is not made of letters.
    NotAWord {
        /// Its index in the list.
        index: usize,
        /// The word.
        word: String,
    },
    /// The right-hand word is not made of letters.
    RightNotAWord(String),
    /// The words use more than [`MAX_ALPHABET`] distinct letters in all.
    TooManyLetters(usize),
    /// The right-hand word is too long for the base: its values would not
    /// fit the finder's arithmetic.
    RightTooLong(String),
    /// The shard is not `k < n`.
    Shard {
        /// The part asked for.
        k: usize,
        /// The number of parts.
        n: usize,
    },
    /// A number of a doubly true search is negative.
    NegativeValue {
        /// Its index in the list.
        index: usize,
        /// Its value.
        value: i128,
    },
    /// The size of a grid is not in `3..=MAX_GRID`.
    GridSize(usize),
    /// The set of digits the letters may take is empty.
    NoDigits,
    /// A digit the letters may take is not a digit of the base.
    DigitOutsideBase {
        /// The smallest such digit.
        digit: u32,
        /// The base.
        base: u32,
    },
}

impl fmt::Display for FindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FindError::Base(base) => write!(
                f,
                "base {base} is not in 2..={}",
                alphametic_runtime::MAX_BASE
            ),
            FindError::Addends { min, max } => write!(
                f,
                "the numbers of addends must satisfy 1 <= min <= max <= {MAX_ADDENDS}, not {min} and {max}"
            ),
            FindError::Lengths { min, max } => write!(
                f,
                "the word lengths must satisfy 1 <= min <= max, not {min} and {max}"
            ),
            FindError::NotAWord { index, word } => {
                write!(f, "word {index} `{word}` is not a word: letters only")
            }
            FindError::RightNotAWord(word) => write!(f, "`{word}` is not a word: letters only"),
            FindError::TooManyLetters(n) => write!(
                f,
                "the words use {n} distinct letters in all, more than the {MAX_ALPHABET} the finder can tell apart"
            ),
            FindError::Shard { k, n } => {
                write!(
                    f,
                    "shard {k}/{n} does not exist: the part must be below the number of parts"
                )
            }
            FindError::NegativeValue { index, value } => {
                write!(
                    f,
                    "number {index} is {value}: the numbers must not be negative"
                )
            }
            FindError::GridSize(n) => write!(
                f,
                "a grid of {n} x {n} is not supported: the size must be from 3 to {}",
                MAX_GRID
            ),
            FindError::NoDigits => write!(f, "the letters may take no digit: the set is empty"),
            FindError::DigitOutsideBase { digit, base } => write!(
                f,
                "digit {digit} is not a digit of base {base}: the digits are 0 to {}",
                base - 1
            ),
            FindError::RightTooLong(word) => {
                write!(
                    f,
                    "`{word}` is too long for the base: its values would overflow"
                )
            }
        }
    }
}

impl std::error::Error for FindError {}
