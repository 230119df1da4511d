//! The sum finder: [`SumFinder`] prepares the words and the right-hand
//! words, and yields a [`FoundSum`] per addition with one solution. The walk
//! over the addends of one right-hand word is in `sum/candidates.rs`.

mod candidates;

use std::sync::Arc;

pub use candidates::SumSearch;

use crate::words::{self, Entry, WordSet, value_limit};
use crate::{FindError, FindOptions, Finder, Found, MAX_ADDENDS, ZeroRule};
use alphametic_runtime::Solution;
use candidates::Pool;

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
