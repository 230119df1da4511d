//! How to read a puzzle: its base, its zero rule and the digits its
//! letters may take.

use crate::DigitSet;

/// The base of a puzzle unless another is asked for.
pub const DEFAULT_BASE: u32 = 10;

/// The largest base: digits beyond 35 have no letter-free name in the
/// puzzle text, and a base of more letters than 36 has no use.
pub const MAX_BASE: u32 = 36;

/// The bases a puzzle may be read in.
pub(crate) const BASES: std::ops::RangeInclusive<u32> = 2..=MAX_BASE;

/// Which words may not start with 0.
///
/// The first letter of a word of two or more letters is never 0 under
/// either rule; they differ on one-letter words.
///
/// ```
/// use alphametic_runtime::{Options, Puzzle, ZeroRule};
///
/// // 0 + 0 == 0 counts only where a one-letter word may be 0.
/// let standard = Puzzle::parse_with("X + X == X", Options::new())?;
/// let strict = Puzzle::parse_with("X + X == X", Options::new().zeros(ZeroRule::Strict))?;
/// assert_eq!((standard.count(), strict.count()), (1, 0));
/// # Ok::<(), alphametic_runtime::Error>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ZeroRule {
    /// The first letter of a word of two or more letters is never 0; a
    /// one-letter word may be 0.
    #[default]
    Standard,
    /// No word starts with 0, one-letter words included: the rule of the
    /// Exercism exercise and of most published collections.
    Strict,
}

/// How to read a puzzle: its base, its zero rule and the digits its letters
/// may take, for [`Puzzle::parse_with`](crate::Puzzle::parse_with).
///
/// ```
/// use alphametic_runtime::{Options, Puzzle, ZeroRule};
///
/// let options = Options::new().base(16).zeros(ZeroRule::Strict);
/// assert_eq!((options.base, options.zeros), (16, ZeroRule::Strict));
/// assert_eq!(Puzzle::parse_with("X + X == X", Options::new())?.count(), 1);
/// assert_eq!(Puzzle::parse_with("X + X == X", options)?.count(), 0);
/// # Ok::<(), alphametic_runtime::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Options {
    /// The base, from 2 to [`MAX_BASE`]; [`DEFAULT_BASE`] unless set.
    pub base: u32,
    /// The zero rule; [`ZeroRule::Standard`] unless set.
    pub zeros: ZeroRule,
    /// The digits the letters may take, still distinct; every digit of the
    /// base unless set.
    pub digits: Option<DigitSet>,
}

impl ZeroRule {
    /// The rule a `strict` flag names: [`ZeroRule::Strict`] when it is set,
    /// [`ZeroRule::Standard`] when it is not.
    ///
    /// ```
    /// # use alphametic_runtime::ZeroRule;
    /// assert_eq!(ZeroRule::strict_if(true), ZeroRule::Strict);
    /// assert_eq!(ZeroRule::strict_if(false), ZeroRule::Standard);
    /// ```
    pub const fn strict_if(strict: bool) -> ZeroRule {
        if strict {
            ZeroRule::Strict
        } else {
            ZeroRule::Standard
        }
    }
}

impl Options {
    /// The options that a front end's flags name: the macro's `base = N`,
    /// `strict` and `digits = "…"`, the command line's `--base`, `--strict`
    /// and `--digits`, the page's fields of the same names. Every front end
    /// reads its flags its own way and turns them into options here, so
    /// they cannot disagree on what a flag means.
    ///
    /// ```
    /// # use alphametic_runtime::{DigitSet, Options, ZeroRule};
    /// let options = Options::from_flags(16, true, Some(DigitSet::range(1, 10)));
    /// assert_eq!(options, Options::new().base(16).zeros(ZeroRule::Strict).digits(DigitSet::range(1, 10)));
    /// assert_eq!(Options::from_flags(10, false, None), Options::new());
    /// ```
    pub const fn from_flags(base: u32, strict: bool, digits: Option<DigitSet>) -> Options {
        Options {
            base,
            zeros: ZeroRule::strict_if(strict),
            digits,
        }
    }

    /// Base 10 under the standard zero rule.
    ///
    /// ```
    /// # use alphametic_runtime::{Options, ZeroRule};
    /// assert_eq!(Options::new(), Options::default());
    /// assert_eq!(Options::new().zeros, ZeroRule::Standard);
    /// ```
    pub const fn new() -> Options {
        Options {
            base: DEFAULT_BASE,
            zeros: ZeroRule::Standard,
            digits: None,
        }
    }

    /// The same options in `base`; [`Puzzle::parse_with`](crate::Puzzle::parse_with)
    /// refuses a base outside 2..=[`MAX_BASE`].
    ///
    /// ```
    /// # use alphametic_runtime::Options;
    /// assert_eq!(Options::new().base(16).base, 16);
    /// ```
    pub const fn base(self, base: u32) -> Options {
        Options { base, ..self }
    }

    /// The same options under the zero rule `zeros`.
    ///
    /// ```
    /// # use alphametic_runtime::{Options, ZeroRule};
    /// assert_eq!(Options::new().zeros(ZeroRule::Strict).zeros, ZeroRule::Strict);
    /// ```
    pub const fn zeros(self, zeros: ZeroRule) -> Options {
        Options { zeros, ..self }
    }

    /// The same options with the letters' digits taken from `digits`, as
    /// a puzzle that says "the letters stand for the digits 1 to 9".
    /// [`Puzzle::parse_with`](crate::Puzzle::parse_with) refuses an empty
    /// set and digits the base does not have.
    ///
    /// ```
    /// # use alphametic_runtime::{DigitSet, Options, Puzzle};
    /// let one_to_nine = Options::new().digits(DigitSet::range(1, 10));
    /// // Nine letters, the digits 1 to 9 each once.
    /// assert_eq!(Puzzle::parse_with("ABC + DEF == GHI", one_to_nine)?.count(), 336);
    /// assert_eq!(Puzzle::parse_with("ABC + DEF == GHI", Options::new())?.count(), 1088);
    /// # Ok::<(), alphametic_runtime::Error>(())
    /// ```
    pub const fn digits(self, digits: DigitSet) -> Options {
        Options {
            digits: Some(digits),
            ..self
        }
    }

    /// The digits the letters may take: those set, or every digit of the
    /// base.
    pub(crate) const fn digit_set(self) -> DigitSet {
        match self.digits {
            Some(digits) => digits,
            None => DigitSet::range(0, self.base),
        }
    }

    /// Whether no word may start with 0, one-letter words included.
    pub(crate) const fn is_strict(self) -> bool {
        matches!(self.zeros, ZeroRule::Strict)
    }
}

impl Default for Options {
    fn default() -> Options {
        Options::new()
    }
}
