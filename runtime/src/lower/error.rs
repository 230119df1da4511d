//! Why a puzzle could not be read with the options given: its text or
//! the options.

use std::fmt;

use super::options::{BASES, LetterRule, MAX_BASE, Options};
use super::rules::Distinct;
use crate::DigitSet;
use crate::syntax::ParseError;

/// Options that cannot be applied to any puzzle.
///
/// ```
/// use alphametic_runtime::{Error, Options, OptionsError, Puzzle};
///
/// let err = Puzzle::parse_with("A == A", Options::new().base(1)).unwrap_err();
/// assert_eq!(err, Error::Options(OptionsError::BadBase { base: 1 }));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum OptionsError {
    /// The base is not in 2..=[`MAX_BASE`].
    BadBase {
        /// The base asked for.
        base: u32,
    },
    /// The letters may take no digit at all.
    NoDigits,
    /// A digit the letters may take is not a digit of the base.
    DigitOutsideBase {
        /// The smallest such digit.
        digit: u32,
        /// The base.
        base: u32,
    },
    /// A group of [`Distinct::Groups`] is empty or names a letter twice.
    BadGroup {
        /// The group.
        group: String,
    },
    /// The rules of [`Options::letters`] leave a letter no digit, as when
    /// they fix it to two digits.
    NoDigitsFor {
        /// The letter.
        letter: char,
    },
    /// The set of symbols is empty.
    NoSymbols,
}

impl Options {
    /// The options, if every puzzle can be read with them; what is wrong
    /// with them otherwise, as
    /// [`Puzzle::parse_with`](crate::Puzzle::parse_with) would say. A
    /// program that reads many puzzles with one set of options can check
    /// them once.
    ///
    /// ```
    /// # use alphametic_runtime::{DigitSet, Options, OptionsError};
    /// assert!(Options::new().base(16).check().is_ok());
    /// let nine_in_base_8 = Options::new().base(8).digits(DigitSet::range(1, 10));
    /// assert_eq!(
    ///     nine_in_base_8.check(),
    ///     Err(OptionsError::DigitOutsideBase { digit: 8, base: 8 })
    /// );
    /// ```
    pub fn check(self) -> Result<Options, OptionsError> {
        let base = self.base;
        if !BASES.contains(&base) {
            return Err(OptionsError::BadBase { base });
        }
        let outside = |digits: DigitSet| match digits.minus(DigitSet::range(0, base)).min() {
            Some(digit) => Err(OptionsError::DigitOutsideBase { digit, base }),
            None => Ok(()),
        };
        match self.digits {
            Some(digits) if digits.is_empty() => return Err(OptionsError::NoDigits),
            Some(digits) => outside(digits)?,
            None => {}
        }
        if let Distinct::Groups(groups) = &self.distinct {
            let bad = groups
                .iter()
                .find(|g| g.is_empty() || g.char_indices().any(|(i, c)| g[..i].contains(c)));
            if let Some(group) = bad {
                return Err(OptionsError::BadGroup {
                    group: group.clone(),
                });
            }
        }
        for rule in &self.letters {
            let letter = match *rule {
                LetterRule::Invalid { letter, digits } => {
                    outside(digits)?;
                    letter
                }
                LetterRule::Assign { digit, .. } if digit >= base => {
                    return Err(OptionsError::DigitOutsideBase { digit, base });
                }
                LetterRule::Assign { letter, .. } => letter,
            };
            if self
                .letter_digits(letter)
                .intersect(self.digit_set())
                .is_empty()
            {
                return Err(OptionsError::NoDigitsFor { letter });
            }
        }
        if self.symbols.as_deref() == Some("") {
            return Err(OptionsError::NoSymbols);
        }
        Ok(self)
    }
}

/// Why [`Puzzle::parse_with`](crate::Puzzle::parse_with) refused a puzzle:
/// a fault in its text, or in the options it was to be read with.
///
/// ```
/// use alphametic_runtime::{Error, Options, OptionsError, Puzzle};
///
/// let err = Puzzle::parse_with("A + B == C", Options::new().base(40)).unwrap_err();
/// assert_eq!(err, Error::Options(OptionsError::BadBase { base: 40 }));
/// assert_eq!(
///     err.to_string(),
///     "error: base 40 is not supported: the base must be from 2 to 36\n"
/// );
///
/// let err = Puzzle::parse_with("A + B", Options::new()).unwrap_err();
/// assert!(matches!(err, Error::Parse(_)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The text is not a puzzle, or not one in the options' base.
    Parse(ParseError),
    /// The options cannot be applied to any puzzle.
    Options(OptionsError),
}

impl From<ParseError> for Error {
    fn from(err: ParseError) -> Error {
        Error::Parse(err)
    }
}

impl From<OptionsError> for Error {
    fn from(err: OptionsError) -> Error {
        Error::Options(err)
    }
}

impl fmt::Display for Error {
    /// A parse error draws the puzzle with a caret line, as
    /// [`ParseError`]'s `Display` does; an error in the options is one line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Parse(err) => err.fmt(f),
            Error::Options(err) => writeln!(f, "error: {err}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Parse(err) => Some(err),
            Error::Options(err) => Some(err),
        }
    }
}

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionsError::BadBase { base } => write!(
                f,
                "base {base} is not supported: the base must be from 2 to {MAX_BASE}"
            ),
            OptionsError::NoDigits => write!(f, "the letters may take no digit: the set is empty"),
            OptionsError::DigitOutsideBase { digit, base } => write!(
                f,
                "digit {digit} is not a digit of base {base}: the digits are 0 to {}",
                base - 1
            ),
            OptionsError::BadGroup { group } if group.is_empty() => {
                write!(f, "a group of distinct letters is empty")
            }
            OptionsError::BadGroup { group } => write!(
                f,
                "the group of distinct letters `{group}` names a letter twice"
            ),
            OptionsError::NoDigitsFor { letter } => write!(
                f,
                "letter `{letter}` may take no digit: its rules bar or fix every one"
            ),
            OptionsError::NoSymbols => write!(f, "the set of symbols is empty"),
        }
    }
}

impl std::error::Error for OptionsError {}
