//! How to read a puzzle: its base, its zero rule, the digits its letters
//! may take, which letters must differ and which characters are symbols.

use crate::DigitSet;
use crate::lower::rules::{self, Distinct, RuleError, Symbols};

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
    /// Any word may start with 0: a puzzle that bars digits letter by
    /// letter ([`Options::invalid`]) says itself which may be 0.
    Allowed,
}

/// How to read a puzzle: its base, its zero rule, the digits its letters
/// may take, which letters must differ and which characters are symbols,
/// for [`Puzzle::parse_with`](crate::Puzzle::parse_with).
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
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Options {
    /// The base, from 2 to [`MAX_BASE`]; [`DEFAULT_BASE`] unless set.
    pub base: u32,
    /// The zero rule; [`ZeroRule::Standard`] unless set.
    pub zeros: ZeroRule,
    /// The digits the letters may take, still distinct; every digit of the
    /// base unless set.
    pub digits: Option<DigitSet>,
    /// Which letters must take different digits; all of them unless set.
    pub distinct: Distinct,
    /// Digits barred or fixed letter by letter, beyond
    /// [`Options::digits`] and the zero rule, in the order given: what
    /// [`Options::invalid`] and [`Options::assign`] add.
    pub letters: Vec<LetterRule>,
    /// The characters that are symbols, each standing for a digit the
    /// solver finds; every letter unless set. Digits named here are
    /// symbols, not digits given in place: in `1939 + 1079 == 6856` with
    /// the symbols `0123456789`, every digit is wrong.
    pub symbols: Option<String>,
    /// Characters that stand for themselves even where
    /// [`Options::symbols`] names them.
    pub literal: String,
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
            distinct: Distinct::All,
            letters: Vec::new(),
            symbols: None,
            literal: String::new(),
        }
    }

    /// The same options with one more rule, as a front end names it:
    /// `distinct`, `invalid`, `assign`, `symbols` or `literal`, with its
    /// value in text (see [`Distinct`], [`rules::invalid`],
    /// [`rules::assign`]). The macro's options, the command line's flags,
    /// run files, the page and the Python package all read their rules
    /// here.
    ///
    /// ```
    /// # use alphametic_runtime::{DigitSet, Distinct, Options};
    /// let options = Options::new()
    ///     .rule("distinct", "ABC,DEF")?
    ///     .rule("invalid", "0,AD")?
    ///     .rule("assign", "E,5")?;
    /// assert_eq!(options, Options::new()
    ///     .distinct(Distinct::Groups(vec!["ABC".into(), "DEF".into()]))
    ///     .invalid(DigitSet::single(0), "AD")
    ///     .assign('E', 5));
    /// assert!(Options::new().rule("colour", "red").is_err());
    /// # Ok::<(), alphametic_runtime::rules::RuleError>(())
    /// ```
    pub fn rule(self, name: &str, value: &str) -> Result<Options, RuleError> {
        Ok(match name {
            "distinct" => self.distinct(value.parse()?),
            "invalid" => {
                let (digits, letters) = rules::invalid(value)?;
                self.invalid(digits, &letters)
            }
            "assign" => {
                let (letter, digit) = rules::assign(value)?;
                self.assign(letter, digit)
            }
            "symbols" => self.symbols(value),
            "literal" => self.literal(value),
            _ => {
                return Err(RuleError::unknown(name));
            }
        })
    }

    /// Base 10 under the standard zero rule.
    ///
    /// ```
    /// # use alphametic_runtime::{Options, ZeroRule};
    /// assert_eq!(Options::new(), Options::default());
    /// assert_eq!(Options::new().zeros, ZeroRule::Standard);
    /// ```
    pub const fn new() -> Options {
        Options::from_flags(DEFAULT_BASE, false, None)
    }

    /// The same options in `base`; [`Puzzle::parse_with`](crate::Puzzle::parse_with)
    /// refuses a base outside 2..=[`MAX_BASE`].
    ///
    /// ```
    /// # use alphametic_runtime::Options;
    /// assert_eq!(Options::new().base(16).base, 16);
    /// ```
    pub fn base(self, base: u32) -> Options {
        Options { base, ..self }
    }

    /// The same options under the zero rule `zeros`.
    ///
    /// ```
    /// # use alphametic_runtime::{Options, ZeroRule};
    /// assert_eq!(Options::new().zeros(ZeroRule::Strict).zeros, ZeroRule::Strict);
    /// ```
    pub fn zeros(self, zeros: ZeroRule) -> Options {
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
    pub fn digits(self, digits: DigitSet) -> Options {
        Options {
            digits: Some(digits),
            ..self
        }
    }

    /// The same options with each rule of `rules`, `(name, text)`, as
    /// [`Options::rule`] reads it, in order; the first rule that does not
    /// read is the error, with its name.
    ///
    /// ```
    /// # use alphametic_runtime::Options;
    /// let options = Options::new().rules([("distinct", "AB,CD"), ("assign", "E,5")]).unwrap();
    /// assert_eq!(options, Options::new().rule("distinct", "AB,CD")?.assign('E', 5));
    /// assert_eq!(Options::new().rules([("assign", "E")]).unwrap_err().0, "assign");
    /// # Ok::<(), alphametic_runtime::rules::RuleError>(())
    /// ```
    pub fn rules<'a>(
        self,
        rules: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Options, (&'a str, RuleError)> {
        rules.into_iter().try_fold(self, |options, (name, text)| {
            options.rule(name, text).map_err(|err| (name, err))
        })
    }

    /// The same options with `distinct` saying which letters must differ.
    ///
    /// ```
    /// # use alphametic_runtime::{Distinct, Options, Puzzle};
    /// // A and B may share a digit, C and D may not.
    /// let options = Options::new().distinct(Distinct::Groups(vec!["CD".into()]));
    /// let puzzle = Puzzle::parse_with("A + B == CD", options)?;
    /// assert!(puzzle.solutions().any(|s| s.digit('A') == s.digit('B')));
    /// # Ok::<(), alphametic_runtime::Error>(())
    /// ```
    pub fn distinct(self, distinct: Distinct) -> Options {
        Options { distinct, ..self }
    }

    /// The same options with `digits` barred for each letter of `letters`,
    /// as a puzzle that says "A, B and C are not 0" or "A is odd".
    ///
    /// ```
    /// # use alphametic_runtime::{DigitSet, Options, Puzzle};
    /// let odd_a = Options::new().invalid(DigitSet::from_iter([0, 2, 4, 6, 8]), "A");
    /// let puzzle = Puzzle::parse_with("A + B == C", odd_a)?;
    /// assert!(puzzle.solutions().all(|s| s.digit('A').unwrap() % 2 == 1));
    /// # Ok::<(), alphametic_runtime::Error>(())
    /// ```
    pub fn invalid(mut self, digits: DigitSet, letters: &str) -> Options {
        self.letters.extend(
            letters
                .chars()
                .map(|letter| LetterRule::Invalid { letter, digits }),
        );
        self
    }

    /// The same options with `letter` fixed to `digit`, as a puzzle that
    /// gives a letter away ("E is 5").
    ///
    /// ```
    /// # use alphametic_runtime::{Options, Puzzle};
    /// let puzzle = Puzzle::parse_with("SEND + MORE == MONEY", Options::new().assign('E', 5))?;
    /// assert_eq!(puzzle.count(), 1);
    /// # Ok::<(), alphametic_runtime::Error>(())
    /// ```
    pub fn assign(mut self, letter: char, digit: u32) -> Options {
        self.letters.push(LetterRule::Assign { letter, digit });
        self
    }

    /// Whether the options set letter rules beyond the base, the zero
    /// rules of words and the digits: groups of distinct letters, digits
    /// barred or fixed letter by letter, symbols or literal characters,
    /// or words that may start with 0.
    ///
    /// ```
    /// # use alphametic_runtime::Options;
    /// assert!(!Options::new().base(16).has_letter_rules());
    /// assert!(Options::new().assign('E', 5).has_letter_rules());
    /// ```
    pub fn has_letter_rules(&self) -> bool {
        self.distinct != Distinct::All
            || !self.letters.is_empty()
            || self.symbols.is_some()
            || !self.literal.is_empty()
            || self.zeros == ZeroRule::Allowed
    }

    /// The digits `letter` may take under [`Options::letters`], before the
    /// zero rule and [`Options::digits`]: every digit unless a rule names
    /// it.
    pub fn letter_digits(&self, letter: char) -> DigitSet {
        self.letters
            .iter()
            .fold(DigitSet::range(0, 64), |set, rule| match *rule {
                LetterRule::Invalid { letter: l, digits } if l == letter => set.minus(digits),
                LetterRule::Assign { letter: l, digit } if l == letter => {
                    set.intersect(if digit < 64 {
                        DigitSet::single(digit)
                    } else {
                        DigitSet::EMPTY
                    })
                }
                _ => set,
            })
    }

    /// The same options with the characters of `symbols` as the symbols,
    /// in place of the letters.
    ///
    /// ```
    /// # use alphametic_runtime::{Options, Puzzle};
    /// // Every digit of this sum is wrong: each stands for another digit.
    /// let puzzle = Puzzle::parse_with("1939 + 1079 == 6856", Options::new().symbols("0123456789"))?;
    /// assert!(puzzle.count() > 0);
    /// # Ok::<(), alphametic_runtime::Error>(())
    /// ```
    pub fn symbols(self, symbols: &str) -> Options {
        Options {
            symbols: Some(symbols.to_owned()),
            ..self
        }
    }

    /// The same options with the characters of `literal` standing for
    /// themselves.
    pub fn literal(self, literal: &str) -> Options {
        Options {
            literal: literal.to_owned(),
            ..self
        }
    }

    /// The digits the letters may take: those set, or every digit of the
    /// base.
    pub(crate) const fn digit_set(&self) -> DigitSet {
        match self.digits {
            Some(digits) => digits,
            None => DigitSet::range(0, self.base),
        }
    }

    /// Whether no word may start with 0, one-letter words included.
    pub(crate) const fn is_strict(&self) -> bool {
        matches!(self.zeros, ZeroRule::Strict)
    }

    /// Which characters are symbols.
    pub(crate) fn symbol_set(&self) -> Symbols<'_> {
        Symbols {
            symbols: self.symbols.as_deref(),
            literal: &self.literal,
        }
    }
}

/// A rule on the digits of one letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum LetterRule {
    /// `letter` takes none of `digits`.
    Invalid {
        /// The letter.
        letter: char,
        /// The digits it may not take.
        digits: DigitSet,
    },
    /// `letter` is `digit`.
    Assign {
        /// The letter.
        letter: char,
        /// Its digit.
        digit: u32,
    },
}

impl Default for Options {
    fn default() -> Options {
        Options::new()
    }
}
