//! What every finder has in common: the [`Finder`] trait, the walks it
//! gives ([`Search`]) and what they yield ([`Found`]). The CLI and the web
//! page run any finder through these, so they are kept apart from the
//! finders themselves.

use alphametic_runtime::Solution;

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
/// The keys are those of the shard asked for by
/// [`FindOptions::shard`](crate::FindOptions::shard): the shards of one list
/// together hold every key exactly once.
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
