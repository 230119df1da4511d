//! Finding puzzles: every addition among the words of a list that has
//! exactly one solution.
//!
//! Given words (the planets, the players of a team, the colours), a
//! [`SumFinder`] looks for every sum `w1 + … + wn == r` of distinct words of
//! the list, `r` another word of the list or a word of your choice, that has
//! exactly one solution under the zero rule.
//!
//! ```
//! # use alphametic_find::{Finder as _, Found as _, Search as _};
//! use alphametic_find::{FindOptions, SumFinder};
//!
//! let words = ["mars", "venus", "saturn", "uranus", "pluto", "earth"];
//! let finder = SumFinder::new(words, &FindOptions::new().addends(2, 3))?;
//! let puzzles: Vec<String> = finder.iter().map(|found| found.puzzle().to_owned()).collect();
//! for found in finder.iter() {
//!     // Each one is unique by the project's solver too.
//!     let puzzle = alphametic_runtime::Puzzle::parse(&found.puzzle().to_uppercase()).unwrap();
//!     assert_eq!(puzzle.count(), 1);
//!     assert_eq!(puzzle.solve(), Some(*found.solution()));
//! }
//! # assert!(!puzzles.is_empty());
//! # Ok::<(), alphametic_find::FindError>(())
//! ```
//!
//! The search is single-threaded but splits: [`SumFinder::search`] walks the
//! sums for one right-hand word, [`SumFinder::split`] cuts that walk into
//! parts by first addend, and each part is `Send`, so a caller can run them
//! on threads and print their results in order (the CLI's `find` does, with
//! rayon).
//!
//! Each candidate is built as a weighted sum directly from the words, never
//! as text to parse: per letter, the place values it takes in the addends
//! minus those in the right-hand word. A small search then counts its
//! solutions up to two (see `unique.rs`).
#![warn(missing_docs)]

mod backtrack;
mod candidates;
mod grid;
mod pair_table;
mod product_check;
mod products;
mod system;
mod unique;
mod words;

use std::fmt;
use std::sync::Arc;

pub use candidates::SumSearch;
pub use grid::{FoundGrid, GridFinder, GridSearch};
pub use products::{FoundProduct, MAX_SIDE, ProductFinder, ProductSearch};
pub use words::{SkipReason, SkippedLine, WordList};

use alphametic_runtime::Solution;
pub use alphametic_runtime::{DigitSet, ZeroRule};
use candidates::Pool;

/// A letter of a word list: its index in the list's alphabet.
type Letter = u8;

/// The solution that gives each letter of `alphabet` its digit.
fn solution_of(alphabet: &[char], letters: impl IntoIterator<Item = (Letter, u8)>) -> Solution {
    letters
        .into_iter()
        .filter_map(|(letter, digit)| Some((*alphabet.get(usize::from(letter))?, digit)))
        .collect()
}
use words::{Entry, fold, is_word};

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

    /// Sums of `min` to `max` addends (checked by [`SumFinder::new`]: `1 ≤ min
    /// ≤ max ≤` [`MAX_ADDENDS`]).
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

/// Why a [`SumFinder`] cannot be made.
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

/// What every finder yields: a puzzle with exactly one solution.
///
/// ```
/// use alphametic_find::{FindOptions, Finder, Found, SumFinder};
///
/// let finder = SumFinder::new(["send", "more", "money"], &FindOptions::new())?;
/// let found = finder.iter().next().unwrap();
/// assert_eq!(found.puzzle(), "send + more == money");
/// assert_eq!(found.solution().digit('M'), Some(1));
/// # Ok::<(), alphametic_find::FindError>(())
/// ```
pub trait Found {
    /// The puzzle in the crate's syntax, the words as written in the list
    /// (`mars + venus == saturn`); the solver reads it in capitals.
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, Found, SumFinder};
    ///
    /// let finder = SumFinder::new(["Send", "More", "Money"], &FindOptions::new())?;
    /// let puzzle: Vec<String> = finder.iter().map(|f| f.puzzle().to_owned()).collect();
    /// assert_eq!(puzzle, ["Send + More == Money"]);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    fn puzzle(&self) -> &str;

    /// Its one solution, the letters in capitals.
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, Found, SumFinder};
    ///
    /// let finder = SumFinder::new(["send", "more", "money"], &FindOptions::new())?;
    /// let found = finder.iter().next().unwrap();
    /// // 9567 + 1085 == 10652
    /// assert_eq!(found.solution().digit('S'), Some(9));
    /// assert_eq!(found.solution().digit('Y'), Some(2));
    /// assert_eq!(found.solution().digit('s'), None);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    fn solution(&self) -> &Solution;
}

/// A walk over the puzzles of one key word, or of a part of one, in order.
///
/// ```
/// use alphametic_find::{FindOptions, Finder, Found, Search, SumFinder};
///
/// let finder = SumFinder::new(["send", "more", "money"], &FindOptions::new())?;
/// let mut search = finder.search(2);
/// assert_eq!(search.key(), 2);
/// assert_eq!(search.next().unwrap().puzzle(), "send + more == money");
/// assert!(search.checked() >= 1);
/// # Ok::<(), alphametic_find::FindError>(())
/// ```
pub trait Search: Iterator + Send {
    /// The key word the walk belongs to, as an index below
    /// [`Finder::keys`].
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, Search, SumFinder};
    ///
    /// let finder = SumFinder::new(["send", "more", "money"], &FindOptions::new())?;
    /// let keys: Vec<usize> = finder.split(2).iter().map(|part| part.key()).collect();
    /// assert!(!keys.is_empty());
    /// assert!(keys.iter().all(|&key| key == 2));
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    fn key(&self) -> usize;

    /// How many candidates have been checked for a unique solution so far:
    /// those that the cheap arguments (intervals, letter counts, columns)
    /// let through.
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, Search, SumFinder};
    ///
    /// let words = ["mars", "venus", "saturn", "uranus", "pluto", "earth"];
    /// let finder = SumFinder::new(words, &FindOptions::new())?;
    /// let mut search = finder.search(2);
    /// let found = search.by_ref().count();
    /// // Every puzzle found was checked, and so were candidates with no
    /// // solution or more than one.
    /// assert!(search.checked() >= found as u64);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    fn checked(&self) -> u64;
}

/// A finder of every kind: its puzzles grouped by key word (the right-hand
/// word of a sum, the first word of a product's right side, the first cell
/// of a grid), each key's walk independent and splittable, so that a caller
/// can run them on threads and print them in order.
///
/// The keys are those of the shard asked for by [`FindOptions::shard`]:
/// the shards of one list together hold every key exactly once.
///
/// ```
/// # use alphametic_find::{Finder as _, Found as _, Search as _};
/// use alphametic_find::{FindOptions, Finder, Found, SumFinder};
///
/// let words = ["a", "b", "ab", "ba", "cab"];
/// let finder = SumFinder::new(words, &FindOptions::new().right("CAB"))?;
/// let whole: Vec<_> = finder.search(0).collect();
/// let parts: Vec<_> = finder.split(0).into_iter().flatten().collect();
/// assert_eq!(whole, parts);
/// assert!(finder.iter().all(|found| found.puzzle().ends_with("CAB")));
/// # Ok::<(), alphametic_find::FindError>(())
/// ```
pub trait Finder: Sync {
    /// What it yields.
    type Found: Found + Send;
    /// The walk over one key's puzzles.
    type Search<'a>: Search<Item = Self::Found>
    where
        Self: 'a;

    /// The number of key words.
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, SumFinder};
    ///
    /// let words = ["send", "more", "money"];
    /// // Each word of the list is a right-hand word in turn.
    /// assert_eq!(SumFinder::new(words, &FindOptions::new())?.keys(), 3);
    /// // Or only the one asked for.
    /// assert_eq!(SumFinder::new(words, &FindOptions::new().right("money"))?.keys(), 1);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    fn keys(&self) -> usize;

    /// The puzzles of key `key`, in order (empty past the end).
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, Found, SumFinder};
    ///
    /// let finder = SumFinder::new(["send", "more", "money"], &FindOptions::new())?;
    /// let found: Vec<String> = finder.search(2).map(|f| f.puzzle().to_owned()).collect();
    /// assert_eq!(found, ["send + more == money"]);
    /// assert_eq!(finder.search(0).count(), 0);
    /// assert_eq!(finder.search(3).count(), 0);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    fn search(&self, key: usize) -> Self::Search<'_>;

    /// The puzzles of key `key` in independent parts; their results one
    /// after the other are those of [`search`](Self::search). Empty past
    /// the end.
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, SumFinder};
    ///
    /// let words = ["mars", "venus", "saturn", "uranus", "pluto", "earth"];
    /// let finder = SumFinder::new(words, &FindOptions::new())?;
    /// let parts = finder.split(2);
    /// // The parts could run on threads: each is `Send`.
    /// let found: Vec<_> = parts.into_iter().flatten().collect();
    /// assert_eq!(found, finder.search(2).collect::<Vec<_>>());
    /// assert!(finder.split(6).is_empty());
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    fn split(&self, key: usize) -> Vec<Self::Search<'_>>;

    /// The indices of the words of the list that take part in no puzzle:
    /// repeated, outside the word lengths, or too long for the base.
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, SumFinder};
    ///
    /// let words = ["send", "more", "money", "MORE"];
    /// let finder = SumFinder::new(words, &FindOptions::new())?;
    /// assert_eq!(finder.left_out().collect::<Vec<_>>(), [3]);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    fn left_out(&self) -> impl Iterator<Item = usize> + '_;

    /// Key word `key` as written, `None` past the end.
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, SumFinder};
    ///
    /// let finder = SumFinder::new(["Send", "More", "Money"], &FindOptions::new())?;
    /// assert_eq!(finder.key_word(2), Some("Money"));
    /// assert_eq!(finder.key_word(3), None);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    fn key_word(&self, key: usize) -> Option<&str>;

    /// Every puzzle, key after key.
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, Found, SumFinder};
    ///
    /// let words = ["mars", "venus", "saturn", "uranus", "pluto", "earth"];
    /// let finder = SumFinder::new(words, &FindOptions::new())?;
    /// let found: Vec<String> = finder.iter().map(|f| f.puzzle().to_owned()).collect();
    /// assert_eq!(found, ["venus + uranus + earth == saturn", "uranus + earth == saturn"]);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    fn iter(&self) -> impl Iterator<Item = Self::Found> + '_ {
        (0..self.keys()).flat_map(|key| self.search(key))
    }
}

/// An addition of the list with exactly one solution.
///
/// ```
/// use alphametic_find::{FindOptions, Finder, Found, FoundSum, SumFinder};
///
/// let finder = SumFinder::new(["send", "more", "money"], &FindOptions::new())?;
/// let found: FoundSum = finder.iter().next().unwrap();
/// assert_eq!(found.puzzle(), "send + more == money");
/// assert_eq!(found.addends(), [0, 1]);
/// assert_eq!(found.right(), 2);
/// # Ok::<(), alphametic_find::FindError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FoundSum {
    puzzle: String,
    addends: Vec<usize>,
    right: usize,
    solution: Solution,
}

impl Found for FoundSum {
    fn puzzle(&self) -> &str {
        &self.puzzle
    }

    fn solution(&self) -> &Solution {
        &self.solution
    }
}

impl FoundSum {
    /// The addends, as indices into the list given to [`SumFinder::new`], in
    /// increasing order.
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, SumFinder};
    ///
    /// let words = ["mars", "venus", "saturn", "uranus", "pluto", "earth"];
    /// let finder = SumFinder::new(words, &FindOptions::new())?;
    /// let addends: Vec<Vec<usize>> = finder.iter().map(|f| f.addends().to_vec()).collect();
    /// // venus + uranus + earth == saturn, uranus + earth == saturn
    /// assert_eq!(addends, [vec![1, 3, 5], vec![3, 5]]);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    pub fn addends(&self) -> &[usize] {
        &self.addends
    }

    /// The right-hand word, as an index among the keys of [`SumFinder`]
    /// (see [`Finder::keys`]).
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, SumFinder};
    ///
    /// // The repeated `SEND` is left out: `money` is the third key, not the fourth.
    /// let finder = SumFinder::new(["send", "more", "SEND", "money"], &FindOptions::new())?;
    /// let found = finder.iter().next().unwrap();
    /// assert_eq!(found.right(), 2);
    /// assert_eq!(finder.key_word(found.right()), Some("money"));
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    pub fn right(&self) -> usize {
        self.right
    }
}

/// Every uniquely solvable addition among the words of a list.
///
/// ```
/// # use alphametic_find::{Finder as _, Found as _, Search as _};
/// use alphametic_find::{FindOptions, SumFinder};
///
/// let words = ["send", "more", "money", "mores"];
/// let finder = SumFinder::new(words, &FindOptions::new().right("MONEY"))?;
/// let found: Vec<_> = finder.iter().collect();
/// assert_eq!(found[0].puzzle(), "send + more == MONEY");
/// assert_eq!(found[0].solution().digit('Y'), Some(2));
/// # Ok::<(), alphametic_find::FindError>(())
/// ```
#[derive(Debug, Clone)]
pub struct SumFinder {
    options: FindOptions,
    /// Every letter of the words (ASCII letters in capitals), in code-point
    /// order: letter `l` of an entry is `alphabet[l]`.
    alphabet: Vec<char>,
    /// The words of the list; `None` for a word left out: outside the word
    /// lengths asked for, too long for the base, or repeating an earlier
    /// word.
    entries: Vec<Option<Entry>>,
    /// The right-hand words: indices into `entries`, or the word given by
    /// [`FindOptions::right`].
    rights: Vec<Right>,
    /// The value of each word for a doubly true search, `None` otherwise.
    values: Option<Vec<i128>>,
}

#[derive(Debug, Clone)]
enum Right {
    Listed(usize),
    Given(Entry),
}

impl SumFinder {
    /// Prepares the search over `words`: letters in any script, ASCII
    /// letters compared and solved in capitals, others as written.
    ///
    /// A word that repeats an earlier one (in capitals) is left out, and so
    /// is a word outside the lengths asked for or too long for the base's
    /// arithmetic (more than 35 letters in base 10, 23 in base 36); see
    /// [`left_out`](Self::left_out).
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, Found, SumFinder};
    ///
    /// let long = "ab".repeat(18);
    /// let words = ["send", "more", "money", long.as_str()];
    /// let finder = SumFinder::new(words, &FindOptions::new())?;
    /// // 36 letters are too many for base 10.
    /// assert_eq!(finder.left_out().collect::<Vec<_>>(), [3]);
    /// assert_eq!(finder.iter().next().unwrap().puzzle(), "send + more == money");
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    pub fn new<I>(words: I, options: &FindOptions) -> Result<SumFinder, FindError>
    where
        I: IntoIterator,
        I::Item: AsRef<str>,
    {
        let words: Vec<String> = words.into_iter().map(|w| w.as_ref().to_owned()).collect();
        SumFinder::build(&words, None, options)
    }

    /// Prepares the search for doubly true sums over `numbers`, each a name
    /// and its value: the sums of names that are true as numbers too
    /// (`one + nine + twenty + fifty == eighty`) and have exactly one
    /// solution as alphametics. Names are words as for [`new`](Self::new);
    /// values must not be negative. [`FindOptions::right`] is ignored: the
    /// right-hand words are the names of the list.
    ///
    /// ```
    /// # use alphametic_find::{Finder as _, Found as _, Search as _};
    /// use alphametic_find::{FindOptions, SumFinder};
    ///
    /// let numbers = [("one", 1), ("nine", 9), ("twenty", 20), ("fifty", 50), ("eighty", 80)];
    /// let finder = SumFinder::doubly_true(numbers, &FindOptions::new())?;
    /// let found: Vec<String> = finder.iter().map(|f| f.puzzle().to_owned()).collect();
    /// assert_eq!(found, ["one + nine + twenty + fifty == eighty"]);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    pub fn doubly_true<I, S>(numbers: I, options: &FindOptions) -> Result<SumFinder, FindError>
    where
        I: IntoIterator<Item = (S, i128)>,
        S: AsRef<str>,
    {
        let (words, values): (Vec<String>, Vec<i128>) = numbers
            .into_iter()
            .map(|(name, value)| (name.as_ref().to_owned(), value))
            .unzip();
        if let Some(index) = values.iter().position(|&v| v < 0) {
            return Err(FindError::NegativeValue {
                index,
                value: values[index],
            });
        }
        let options = FindOptions {
            right: None,
            ..options.clone()
        };
        SumFinder::build(&words, Some(values), &options)
    }

    fn build(
        words: &[String],
        values: Option<Vec<i128>>,
        options: &FindOptions,
    ) -> Result<SumFinder, FindError> {
        let o = options;
        if !(1 <= o.min_addends && o.min_addends <= o.max_addends && o.max_addends <= MAX_ADDENDS) {
            return Err(FindError::Addends {
                min: o.min_addends,
                max: o.max_addends,
            });
        }
        let WordSet { alphabet, entries } = WordSet::new(words, o.right.as_deref(), o)?;
        let strict = o.zeros == ZeroRule::Strict;
        let rights = match &o.right {
            Some(word) => {
                let entry = Entry::new(word, o.base, strict, value_limit(), &alphabet)
                    .ok_or_else(|| FindError::RightTooLong(word.clone()))?;
                // A given word has no place in the list: it belongs to the
                // first shard.
                if o.shard.0 == 0 {
                    vec![Right::Given(entry)]
                } else {
                    Vec::new()
                }
            }
            None => (0..entries.len())
                .filter(|&i| entries[i].is_some() && o.in_shard(i))
                .map(Right::Listed)
                .collect(),
        };
        Ok(SumFinder {
            options: options.clone(),
            alphabet,
            entries,
            values,
            rights,
        })
    }

    /// The options it was made with.
    ///
    /// ```
    /// use alphametic_find::{FindOptions, SumFinder};
    ///
    /// let options = FindOptions::new().base(16).addends(2, 3);
    /// let finder = SumFinder::new(["send", "more", "money"], &options)?;
    /// assert_eq!(finder.options(), &options);
    /// assert_eq!(finder.options().base, 16);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    pub fn options(&self) -> &FindOptions {
        &self.options
    }

    /// The value of right-hand word `i` for a doubly true search.
    fn right_value(&self, i: usize) -> Option<i128> {
        match (self.rights.get(i)?, &self.values) {
            (Right::Listed(index), Some(values)) => values.get(*index).copied(),
            _ => None,
        }
    }

    fn right_entry(&self, i: usize) -> Option<&Entry> {
        match self.rights.get(i)? {
            Right::Listed(index) => self.entries[*index].as_ref(),
            Right::Given(entry) => Some(entry),
        }
    }
}

impl Finder for SumFinder {
    type Found = FoundSum;
    type Search<'a> = SumSearch<'a>;

    /// The indices of the words of the list that take part in no sum:
    /// repeated, outside the word lengths, or too long for the base.
    fn left_out(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.entries.len()).filter(|&i| self.entries[i].is_none())
    }

    /// The number of right-hand words: one when [`FindOptions::right`] was
    /// given, every word not left out otherwise.
    fn keys(&self) -> usize {
        self.rights.len()
    }

    /// Right-hand word `i` as written, `None` past the end.
    fn key_word(&self, i: usize) -> Option<&str> {
        self.right_entry(i).map(|e| e.text.as_str())
    }

    /// The sums for right-hand word `i`, in order (empty past the end).
    fn search(&self, i: usize) -> SumSearch<'_> {
        match self.right_entry(i) {
            Some(right) => {
                let value = self.right_value(i);
                let pool = Arc::new(Pool::new(self, right, value));
                let all = (0, pool.words.len());
                SumSearch::new(self, i, right, pool, all, value)
            }
            None => SumSearch::new(
                self,
                i,
                &words::NO_WORD,
                Arc::new(Pool::empty()),
                (0, 0),
                None,
            ),
        }
    }

    /// The sums for right-hand word `i` in independent parts, one per first
    /// addend; their results one after the other are those of
    /// [`search`](Self::search). Empty past the end.
    ///
    /// ```
    /// # use alphametic_find::{Finder as _, Found as _, Search as _};
    /// use alphametic_find::{FindOptions, SumFinder};
    ///
    /// let words = ["a", "b", "ab", "ba", "cab"];
    /// let finder = SumFinder::new(words, &FindOptions::new().right("CAB"))?;
    /// let whole: Vec<_> = finder.search(0).collect();
    /// let parts: Vec<_> = finder.split(0).into_iter().flatten().collect();
    /// assert_eq!(whole, parts);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    fn split(&self, i: usize) -> Vec<SumSearch<'_>> {
        let Some(right) = self.right_entry(i) else {
            return Vec::new();
        };
        let value = self.right_value(i);
        let pool = Arc::new(Pool::new(self, right, value));
        (0..pool.words.len())
            .map(|first| {
                SumSearch::new(self, i, right, Arc::clone(&pool), (first, first + 1), value)
            })
            .collect()
    }
}

/// The words of a list as every finder reads them: the alphabet of their
/// letters and an entry per word, `None` for a word left out.
#[derive(Debug, Clone)]
pub(crate) struct WordSet {
    /// Every letter of the words (ASCII letters in capitals), in code-point
    /// order: letter `l` of an entry is `alphabet[l]`.
    pub alphabet: Vec<char>,
    /// The words of the list; `None` for a word outside the word lengths
    /// asked for, too long for the base, or repeating an earlier word.
    pub entries: Vec<Option<Entry>>,
}

impl WordSet {
    /// Checks the options every finder shares (base, digits, lengths,
    /// shard) and reads the words, with `extra` (a word outside the list)
    /// in the alphabet too.
    pub fn new(
        words: &[String],
        extra: Option<&str>,
        o: &FindOptions,
    ) -> Result<WordSet, FindError> {
        if !(2..=alphametic_runtime::MAX_BASE).contains(&o.base) {
            return Err(FindError::Base(o.base));
        }
        if let Some(digits) = o.digits {
            if digits.is_empty() {
                return Err(FindError::NoDigits);
            }
            if let Some(digit) = digits.minus(DigitSet::range(0, o.base)).min() {
                return Err(FindError::DigitOutsideBase {
                    digit,
                    base: o.base,
                });
            }
        }
        if !(1 <= o.min_len && o.min_len <= o.max_len) {
            return Err(FindError::Lengths {
                min: o.min_len,
                max: o.max_len,
            });
        }
        if o.shard.0 >= o.shard.1 {
            return Err(FindError::Shard {
                k: o.shard.0,
                n: o.shard.1,
            });
        }
        let strict = o.zeros == ZeroRule::Strict;
        for (index, word) in words.iter().enumerate() {
            if !is_word(word) {
                return Err(FindError::NotAWord {
                    index,
                    word: word.clone(),
                });
            }
        }
        if let Some(word) = extra.filter(|w| !is_word(w)) {
            return Err(FindError::RightNotAWord(word.to_owned()));
        }
        let mut alphabet: Vec<char> = words
            .iter()
            .map(String::as_str)
            .chain(extra)
            .flat_map(|w| w.chars().map(fold))
            .collect();
        alphabet.sort_unstable();
        alphabet.dedup();
        if alphabet.len() > MAX_ALPHABET {
            return Err(FindError::TooManyLetters(alphabet.len()));
        }
        let mut entries = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for word in words {
            let fits = (o.min_len..=o.max_len).contains(&word.chars().count());
            let fresh = seen.insert(words::folded(word));
            entries.push(
                (fits && fresh)
                    .then(|| Entry::new(word, o.base, strict, value_limit(), &alphabet))
                    .flatten(),
            );
        }
        Ok(WordSet { alphabet, entries })
    }
}

/// The most any word may be worth: every weighted sum of up to
/// `MAX_ADDENDS + 1` words, times the largest digit, stays below a quarter of
/// `i128`'s range, so partial sums and bounds never overflow.
fn value_limit() -> i128 {
    i128::MAX / 4 / (MAX_ADDENDS as i128 + 1)
}
