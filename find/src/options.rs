//! What a finder looks for: [`FindOptions`], and the bounds every finder
//! checks them against. The options are shared by the sum, product and grid
//! finders, so they live apart from any one of them.

use crate::{DigitSet, ZeroRule};
use alphametic_runtime::Options;

/// The most distinct letters a word list may use in all: each is a bit of
/// a `u64` mask. A single sum still has at most as many as the base.
///
/// ```
/// use alphametic_find::{FindError, FindOptions, MAX_ALPHABET, SumFinder};
///
/// // The Latin, Greek and Cyrillic small letters, one word each.
/// let letters = ('a'..='z').chain('α'..='ω').chain('а'..='я');
/// let words: Vec<String> = letters.map(String::from).collect();
/// assert!(SumFinder::new(&words[..MAX_ALPHABET], &FindOptions::new()).is_ok());
/// let error = SumFinder::new(&words[..MAX_ALPHABET + 1], &FindOptions::new()).unwrap_err();
/// assert_eq!(error, FindError::TooManyLetters(65));
/// ```
pub const MAX_ALPHABET: usize = 64;

/// The largest grid: 6 × 6, 36 words.
///
/// ```
/// use alphametic_find::{FindError, FindOptions, GridFinder, MAX_GRID};
///
/// let words = ["ads", "aha", "ell", "boo", "bed", "dab", "hen", "eon", "cab"];
/// assert!(GridFinder::new(words, MAX_GRID, &FindOptions::new()).is_ok());
/// let error = GridFinder::new(words, MAX_GRID + 1, &FindOptions::new()).unwrap_err();
/// assert_eq!(error, FindError::GridSize(7));
/// ```
pub const MAX_GRID: usize = 6;

/// The most addends a sum may have.
///
/// Words are distinct, so a larger bound would only matter for lists of
/// many one- and two-letter words; the bound keeps every sum of word
/// values far inside `i128`.
///
/// ```
/// use alphametic_find::{FindError, FindOptions, MAX_ADDENDS, SumFinder};
///
/// let words = ["send", "more", "money"];
/// assert!(SumFinder::new(words, &FindOptions::new().addends(2, MAX_ADDENDS)).is_ok());
/// let too_many = FindOptions::new().addends(2, MAX_ADDENDS + 1);
/// let error = SumFinder::new(words, &too_many).unwrap_err();
/// assert_eq!(error, FindError::Addends { min: 2, max: 65 });
/// ```
pub const MAX_ADDENDS: usize = 64;

/// What to look for: the number of addends, the base, the zero rule, the
/// digits the letters may take, the right-hand word and the lengths of the
/// words to use.
///
/// ```
/// # use alphametic_find::{Finder as _, Found as _, Search as _};
/// use alphametic_find::{FindOptions, ZeroRule};
///
/// let options = FindOptions::new()
///     .addends(2, 4)
///     .base(16)
///     .zeros(ZeroRule::Strict)
///     .right("PLANETS")
///     .word_lengths(3, 8);
/// assert_eq!((options.max_addends, options.base), (4, 16));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct FindOptions {
    /// The least number of addends (or of words a side, for products).
    pub min_addends: usize,
    /// The most addends.
    pub max_addends: usize,
    /// The base, from 2 to [`MAX_BASE`](alphametic_runtime::MAX_BASE).
    pub base: u32,
    /// The zero rule.
    pub zeros: ZeroRule,
    /// The digits the letters may take, still distinct; every digit of the
    /// base when `None`.
    pub digits: Option<DigitSet>,
    /// The right-hand word, when only sums equal to it are wanted.
    pub right: Option<String>,
    /// The fewest letters a word of the list may have.
    pub min_len: usize,
    /// The most letters a word of the list may have.
    pub max_len: usize,
    /// The part `(k, n)` of the search: `(0, 1)` is all of it.
    pub shard: (usize, usize),
}

impl Default for FindOptions {
    fn default() -> Self {
        FindOptions {
            min_addends: 2,
            max_addends: 9,
            base: alphametic_runtime::DEFAULT_BASE,
            zeros: ZeroRule::Standard,
            digits: None,
            right: None,
            min_len: 1,
            max_len: usize::MAX,
            shard: (0, 1),
        }
    }
}

impl FindOptions {
    /// The defaults: 2 to 9 addends, base 10, the standard zero rule, every
    /// word of the list on the right in turn, words of any length.
    ///
    /// ```
    /// use alphametic_find::{FindOptions, ZeroRule};
    ///
    /// let options = FindOptions::new();
    /// assert_eq!((options.min_addends, options.max_addends, options.base), (2, 9, 10));
    /// assert_eq!(options.zeros, ZeroRule::Standard);
    /// assert_eq!(options.right, None);
    /// assert_eq!(options, FindOptions::default());
    /// ```
    pub fn new() -> Self {
        Self::default()
    }

    /// Sums of `min` to `max` addends (checked by
    /// [`SumFinder::new`](crate::SumFinder::new): `1 ≤ min ≤ max ≤`
    /// [`MAX_ADDENDS`]).
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, Found, SumFinder};
    ///
    /// let words = ["mars", "venus", "saturn", "uranus", "pluto", "earth"];
    /// let finder = SumFinder::new(words, &FindOptions::new().addends(3, 3))?;
    /// let found: Vec<String> = finder.iter().map(|f| f.puzzle().to_owned()).collect();
    /// assert_eq!(found, ["venus + uranus + earth == saturn"]);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    pub fn addends(mut self, min: usize, max: usize) -> Self {
        self.min_addends = min;
        self.max_addends = max;
        self
    }

    /// The base, from 2 to 36.
    ///
    /// ```
    /// use alphametic_find::{FindError, FindOptions, Finder, Found, SumFinder};
    ///
    /// let words = ["mars", "venus", "saturn", "uranus", "pluto", "earth"];
    /// let finder = SumFinder::new(words, &FindOptions::new().base(9))?;
    /// let found: Vec<String> = finder.iter().map(|f| f.puzzle().to_owned()).collect();
    /// assert!(found.contains(&"venus + earth == saturn".to_owned()));
    /// let error = SumFinder::new(words, &FindOptions::new().base(37)).unwrap_err();
    /// assert_eq!(error, FindError::Base(37));
    /// # Ok::<(), FindError>(())
    /// ```
    pub fn base(mut self, base: u32) -> Self {
        self.base = base;
        self
    }

    /// The zero rule.
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, SumFinder, ZeroRule};
    ///
    /// let words = ["a", "b", "c", "ab", "cab"];
    /// let sums = |zeros| {
    ///     let options = FindOptions::new().right("abc").zeros(zeros);
    ///     SumFinder::new(words, &options).map(|finder| finder.iter().count())
    /// };
    /// // `b + c + ab + cab == abc` holds only with b = 0, which the strict
    /// // rule forbids to the one-letter word `b`.
    /// assert_eq!(sums(ZeroRule::Standard)?, 2);
    /// assert_eq!(sums(ZeroRule::Strict)?, 1);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    pub fn zeros(mut self, zeros: ZeroRule) -> Self {
        self.zeros = zeros;
        self
    }

    /// Only the puzzles whose one solution takes its digits from `digits`,
    /// the letters still taking distinct digits: a puzzle is kept when it
    /// has exactly one solution with those digits (checked by the finders:
    /// a set that is not empty, of digits of the base).
    ///
    /// ```
    /// use alphametic_find::{DigitSet, FindError, FindOptions, Finder, Found, SumFinder};
    ///
    /// let words = ["mars", "venus", "saturn", "uranus", "pluto", "earth"];
    /// let no_zero = FindOptions::new().digits(DigitSet::range(1, 10));
    /// for found in SumFinder::new(words, &no_zero)?.iter() {
    ///     assert!(found.solution().iter().all(|(_, digit)| digit != 0));
    /// }
    /// let error = SumFinder::new(words, &no_zero.base(8)).unwrap_err();
    /// assert_eq!(error, FindError::DigitOutsideBase { digit: 8, base: 8 });
    /// # Ok::<(), FindError>(())
    /// ```
    pub fn digits(mut self, digits: DigitSet) -> Self {
        self.digits = Some(digits);
        self
    }

    /// The base, zero rule and digits of a puzzle's [`Options`], so that a
    /// front end reads its flags once, as
    /// [`Options::from_flags`](alphametic_runtime::Options::from_flags),
    /// for solving and for finding alike.
    ///
    /// ```
    /// use alphametic_find::{DigitSet, FindOptions, ZeroRule};
    /// use alphametic_runtime::Options;
    ///
    /// let puzzle = Options::from_flags(16, true, Some(DigitSet::range(1, 10)));
    /// let options = FindOptions::new().puzzle(puzzle);
    /// assert_eq!((options.base, options.zeros), (16, ZeroRule::Strict));
    /// assert_eq!(options.digits, Some(DigitSet::range(1, 10)));
    /// ```
    pub fn puzzle(mut self, options: Options) -> Self {
        self.base = options.base;
        self.zeros = options.zeros;
        self.digits = options.digits;
        self
    }

    /// The digits the letters may take, as a mask with bit `d` for digit
    /// `d`: the set asked for within the base, or every digit of the base.
    pub(crate) fn digit_mask(&self) -> u64 {
        let base = DigitSet::range(0, self.base);
        self.digits.map_or(base, |d| d.intersect(base)).bits()
    }

    /// Only sums equal to this word, which need not be in the list (if it
    /// is, it is not used as an addend).
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, Found, SumFinder};
    ///
    /// let finder = SumFinder::new(["send", "more"], &FindOptions::new().right("money"))?;
    /// let found: Vec<String> = finder.iter().map(|f| f.puzzle().to_owned()).collect();
    /// assert_eq!(found, ["send + more == money"]);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    pub fn right(mut self, word: impl Into<String>) -> Self {
        self.right = Some(word.into());
        self
    }

    /// Only the words of the list with `min` to `max` letters, on either
    /// side; a word given to [`right`](Self::right) is not filtered.
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, Found, SumFinder};
    ///
    /// let words = ["a", "send", "more", "money", "planets"];
    /// let finder = SumFinder::new(words, &FindOptions::new().word_lengths(4, 5))?;
    /// assert_eq!(finder.left_out().collect::<Vec<_>>(), [0, 4]);
    /// assert_eq!(finder.iter().next().unwrap().puzzle(), "send + more == money");
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    pub fn word_lengths(mut self, min: usize, max: usize) -> Self {
        self.min_len = min;
        self.max_len = max;
        self
    }

    /// Only the part `k` of `n` of the search: the puzzles whose key word
    /// (the right-hand word of a sum, the first word of a product's right
    /// side, the first cell of a grid) is at a position `k` modulo `n` in
    /// the list. The `n` parts together are the whole search, each puzzle
    /// in exactly one of them, so that a long run can be spread over
    /// machines and their outputs concatenated (checked by the finders:
    /// `k < n`).
    ///
    /// ```
    /// # use alphametic_find::{Finder as _, Found as _, Search as _};
    /// use alphametic_find::{FindOptions, SumFinder};
    ///
    /// let words = ["a", "b", "ab", "ba", "cab", "abc"];
    /// let all = SumFinder::new(words, &FindOptions::new())?.iter().count();
    /// let parts: usize = (0..3)
    ///     .map(|k| SumFinder::new(words, &FindOptions::new().shard(k, 3)).map(|f| f.iter().count()))
    ///     .sum::<Result<usize, _>>()?;
    /// assert_eq!(parts, all);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    pub fn shard(mut self, k: usize, n: usize) -> Self {
        self.shard = (k, n);
        self
    }

    /// Whether the word at `position` in the list is a key word of this
    /// shard.
    pub(crate) fn in_shard(&self, position: usize) -> bool {
        position % self.shard.1.max(1) == self.shard.0
    }
}
