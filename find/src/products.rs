//! Finding products: every `w1 * … * wa == v1 * … * vb` of distinct words
//! of a list, one to [`FindOptions::addends`]'s most (4 by default here)
//! words on a side and three or more in all, with exactly one solution.
//!
//! A puzzle and its mirror are one puzzle: each is reached once, from the
//! word of the puzzle that comes first in the list, its *key*, which stands
//! on the right. For each key the walk goes through the other words of the
//! right side (later words of the list, in lexicographic order of their
//! positions), and for each right side through the left sides, with
//! explicit stacks no deeper than the most words a side.
//!
//! Cheap tests come first, each as soon as a word is added: no more
//! distinct letters than the letters have digits to take, and the number
//! of digits a product of words of those lengths can have (from
//! `Σ (len − 1) + 1` to `Σ len`) overlapping on both sides. The last-digit
//! and parity tests are the first step of the check itself (see
//! `product_check.rs`), which runs before any letter beyond the last ones
//! has a digit.
//!
//! ```
//! # use alphametic_find::{Finder as _, Found as _, Search as _};
//! use alphametic_find::FindOptions;
//! use alphametic_find::ProductFinder;
//!
//! let words = ["to", "too", "o", "t"];
//! let finder = ProductFinder::new(words, &FindOptions::new())?;
//! for found in finder.iter() {
//!     // Each one is unique by the project's solver too.
//!     let puzzle = alphametic_runtime::Puzzle::parse(&found.puzzle().to_uppercase()).unwrap();
//!     assert!(puzzle.is_unique());
//! }
//! # Ok::<(), alphametic_find::FindError>(())
//! ```

use std::sync::Arc;

use super::words::Entry;
use super::{FindError, FindOptions, Finder, Found, Search, WordSet, ZeroRule};
use crate::Letter;
use crate::backtrack::Count;
use crate::product_check::Check;
use alphametic_runtime::Solution;

/// The most words a side may have.
///
/// ```
/// use alphametic_find::{FindOptions, Finder, MAX_SIDE, ProductFinder};
///
/// let words = ["a", "b", "c", "ab", "ba", "cab"];
/// // The default options allow 9 addends; a product's sides stop at 4.
/// let finder = ProductFinder::new(words, &FindOptions::new())?;
/// assert!(finder.iter().all(|f| f.left().len() <= MAX_SIDE && f.right().len() <= MAX_SIDE));
/// # Ok::<(), alphametic_find::FindError>(())
/// ```
pub const MAX_SIDE: usize = 4;

/// A product equation of the list with exactly one solution.
///
/// ```
/// use alphametic_find::{FindOptions, Finder, Found, FoundProduct, ProductFinder};
///
/// let finder = ProductFinder::new(["to", "be", "or", "not"], &FindOptions::new())?;
/// let found: Vec<FoundProduct> = finder.iter().collect();
/// assert_eq!(found.len(), 1);
/// assert_eq!(found[0].puzzle(), "or * not == to * be");
/// assert_eq!(found[0].solution().digit('T'), Some(8));
/// # Ok::<(), alphametic_find::FindError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FoundProduct {
    puzzle: String,
    left: Vec<usize>,
    right: Vec<usize>,
    solution: Solution,
}

impl Found for FoundProduct {
    fn puzzle(&self) -> &str {
        &self.puzzle
    }

    fn solution(&self) -> &Solution {
        &self.solution
    }
}

impl FoundProduct {
    /// The words of the left side, as indices into the list, increasing.
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, ProductFinder};
    ///
    /// let finder = ProductFinder::new(["to", "be", "or", "not"], &FindOptions::new())?;
    /// // or * not == to * be
    /// assert_eq!(finder.iter().next().unwrap().left(), [2, 3]);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    pub fn left(&self) -> &[usize] {
        &self.left
    }

    /// The words of the right side, as indices into the list, increasing;
    /// the first is the puzzle's key, the first of its words in the list.
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, ProductFinder};
    ///
    /// let finder = ProductFinder::new(["to", "be", "or", "not"], &FindOptions::new())?;
    /// // or * not == to * be: `to`, the first word of the list, is on the right.
    /// assert_eq!(finder.iter().next().unwrap().right(), [0, 1]);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    pub fn right(&self) -> &[usize] {
        &self.right
    }
}

/// Every uniquely solvable product equation among the words of a list.
///
/// [`FindOptions::addends`]'s most is the most words a side, lowered to
/// [`MAX_SIDE`] (the default options give 4); its least is ignored: a
/// product has one to that many words on a side, three or more in all.
/// [`FindOptions::right`] is ignored too.
///
/// ```
/// use alphametic_find::{FindOptions, Finder, Found, ProductFinder};
///
/// let words = ["to", "be", "or", "not"];
/// let finder = ProductFinder::new(words, &FindOptions::new())?;
/// let found: Vec<String> = finder.iter().map(|f| f.puzzle().to_owned()).collect();
/// assert_eq!(found, ["or * not == to * be"]);
/// # Ok::<(), alphametic_find::FindError>(())
/// ```
#[derive(Debug, Clone)]
pub struct ProductFinder {
    options: FindOptions,
    max: usize,
    alphabet: Vec<char>,
    entries: Vec<Option<Entry>>,
    /// Per word, its letters as written (most significant first).
    letters: Vec<Vec<Letter>>,
    /// The key words of this shard, indices into the list.
    keys: Vec<usize>,
}

/// A word of a side and what the side holds up to it.
#[derive(Debug, Clone, Copy)]
struct Frame {
    /// Its position in the pool.
    pos: usize,
    /// The letters of the puzzle so far.
    mask: u64,
    /// The fewest and the most digits the side's product can have.
    lo: usize,
    hi: usize,
    /// Whether the side's product may be 0 (a one-letter word that may be
    /// 0 is on it).
    zero: bool,
}

impl Frame {
    /// The frame of an empty side.
    fn empty(mask: u64) -> Frame {
        Frame {
            pos: usize::MAX,
            mask,
            lo: 0,
            hi: 0,
            zero: false,
        }
    }
}

impl ProductFinder {
    /// Prepares the search over `words`, read as [`SumFinder::new`] reads them
    /// (a word repeating an earlier one, outside the lengths asked for, or
    /// too long for both sides' products to fit 128 bits is left out; see
    /// [`left_out`](Self::left_out)).
    ///
    /// [`SumFinder::new`]: super::SumFinder::new
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, ProductFinder};
    ///
    /// let finder = ProductFinder::new(["to", "be", "or", "not", "TO"], &FindOptions::new())?;
    /// assert_eq!(finder.left_out().collect::<Vec<_>>(), [4]);
    /// assert_eq!(finder.keys(), 4);
    /// assert!(ProductFinder::new(["to", "b3"], &FindOptions::new()).is_err());
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    pub fn new<I>(words: I, options: &FindOptions) -> Result<ProductFinder, FindError>
    where
        I: IntoIterator,
        I::Item: AsRef<str>,
    {
        // The most words a side: that of the options, at most MAX_SIDE.
        let max = options.max_addends.min(MAX_SIDE);
        if !(1 <= options.min_addends && options.min_addends <= options.max_addends) {
            return Err(FindError::Addends {
                min: options.min_addends,
                max,
            });
        }
        let words: Vec<String> = words.into_iter().map(|w| w.as_ref().to_owned()).collect();
        let WordSet {
            alphabet,
            mut entries,
        } = WordSet::new(&words, None, options)?;
        // The longest word whose products of `max` words still fit u128:
        // every product of a side is below base^(max · longest).
        let mut digits = 0usize;
        let mut power = Some(1u128);
        while let Some(p) = power.and_then(|p| p.checked_mul(u128::from(options.base))) {
            power = Some(p);
            digits += 1;
        }
        let longest = digits / max;
        for entry in &mut entries {
            if entry.as_ref().is_some_and(|e| e.len > longest) {
                *entry = None;
            }
        }
        let letters = entries
            .iter()
            .map(|e| {
                e.as_ref().map_or(Vec::new(), |e| {
                    e.upper
                        .chars()
                        .filter_map(|c| alphabet.binary_search(&c).ok())
                        .map(|l| l as Letter)
                        .collect()
                })
            })
            .collect();
        let keys = (0..entries.len())
            .filter(|&i| entries[i].is_some() && options.in_shard(i))
            .collect();
        Ok(ProductFinder {
            options: options.clone(),
            max,
            alphabet,
            entries,
            letters,
            keys,
        })
    }

    fn entry(&self, word: usize) -> &Entry {
        self.entries[word]
            .as_ref()
            .expect("pools and keys only hold words that have an entry")
    }

    /// The most distinct letters a puzzle may have: as many as the digits
    /// they may take.
    fn most_letters(&self) -> u32 {
        self.options.digit_mask().count_ones()
    }

    /// The words after key `i` that fit in a puzzle with it.
    fn pool(&self, i: usize) -> Vec<usize> {
        let Some(&key) = self.keys.get(i) else {
            return Vec::new();
        };
        let key_mask = self.entry(key).mask;
        (key + 1..self.entries.len())
            .filter(|&w| {
                self.entries[w]
                    .as_ref()
                    .is_some_and(|e| (e.mask | key_mask).count_ones() <= self.most_letters())
            })
            .collect()
    }

    /// The side `top` with pool word `word` (list index) added at pool
    /// position `pos`: its letters, and the fewest and most digits of its
    /// product. A product of values of at least `lo` and `len` digits has
    /// at least `lo + len − 1`; one that may be 0 has one digit.
    fn add(&self, top: Frame, pos: usize, word: usize) -> Frame {
        let e = self.entry(word);
        let zero = top.zero || (e.len == 1 && e.leading == 0);
        let lo = if zero {
            1
        } else if top.hi == 0 {
            e.len
        } else {
            top.lo + e.len - 1
        };
        Frame {
            pos,
            mask: top.mask | e.mask,
            lo,
            hi: top.hi + e.len,
            zero,
        }
    }
}

impl Finder for ProductFinder {
    type Found = FoundProduct;
    type Search<'a> = ProductSearch<'a>;

    /// The indices of the words of the list that take part in no product:
    /// repeated, outside the word lengths, or too long.
    fn left_out(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.entries.len()).filter(|&i| self.entries[i].is_none())
    }

    /// The number of key words (of this shard).
    fn keys(&self) -> usize {
        self.keys.len()
    }

    /// Key word `i` as written, `None` past the end.
    fn key_word(&self, i: usize) -> Option<&str> {
        let entry = self.entries.get(*self.keys.get(i)?)?.as_ref()?;
        Some(&entry.text)
    }

    /// The products whose key is key word `i`, in order (empty past the
    /// end): right sides in lexicographic order of their words' positions,
    /// and for each the left sides in the same order.
    fn search(&self, i: usize) -> ProductSearch<'_> {
        let pool = Arc::new(self.pool(i));
        let ends = (0, pool.len() + 1);
        ProductSearch::new(self, i, pool, ends)
    }

    /// The products whose key is key word `i` in independent parts, one
    /// for the key alone on the right and one per second word of the right
    /// side; their results one after the other are those of
    /// [`search`](Self::search).
    ///
    /// ```
    /// # use alphametic_find::{Finder as _, Found as _, Search as _};
    /// use alphametic_find::FindOptions;
    /// use alphametic_find::ProductFinder;
    ///
    /// let words = ["a", "b", "ab", "ba", "cab", "c"];
    /// let finder = ProductFinder::new(words, &FindOptions::new())?;
    /// let whole: Vec<_> = finder.search(0).collect();
    /// let parts: Vec<_> = finder.split(0).into_iter().flatten().collect();
    /// assert_eq!(whole, parts);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    fn split(&self, i: usize) -> Vec<ProductSearch<'_>> {
        if i >= self.keys.len() {
            return Vec::new();
        }
        let pool = Arc::new(self.pool(i));
        (0..=pool.len())
            .map(|part| ProductSearch::new(self, i, Arc::clone(&pool), (part, part + 1)))
            .collect()
    }
}

/// The uniquely solvable products of one key, or of a part of them: an
/// iterator of [`FoundProduct`] in a fixed order. Made by
/// [`ProductFinder::search`] and [`ProductFinder::split`].
///
/// ```
/// use alphametic_find::{FindOptions, Finder, Found, ProductFinder, ProductSearch};
///
/// let finder = ProductFinder::new(["to", "be", "or", "not"], &FindOptions::new())?;
/// // Key 0 is `to`: the products with `to` on the right.
/// let mut search: ProductSearch<'_> = finder.search(0);
/// assert_eq!(search.next().unwrap().puzzle(), "or * not == to * be");
/// assert_eq!(search.next(), None);
/// assert_eq!(finder.search(1).count(), 0);
/// # Ok::<(), alphametic_find::FindError>(())
/// ```
#[derive(Debug)]
pub struct ProductSearch<'a> {
    finder: &'a ProductFinder,
    key: usize,
    pool: Arc<Vec<usize>>,
    /// The current part and the end of the parts to walk: part 0 has the
    /// key alone on the right, part p > 0 has pool word p − 1 second.
    part: usize,
    end: usize,
    /// The right side: the key's frame first, then its other words.
    right: Vec<Frame>,
    /// Whether the current right side has been entered (its left sides
    /// started).
    right_started: bool,
    right_next: usize,
    left: Vec<Frame>,
    left_next: usize,
    /// `used[p]`: pool position p is on the right side.
    used: Vec<bool>,
    checked: u64,
}

impl<'a> ProductSearch<'a> {
    fn new(
        finder: &'a ProductFinder,
        key: usize,
        pool: Arc<Vec<usize>>,
        (part, end): (usize, usize),
    ) -> ProductSearch<'a> {
        let used = vec![false; pool.len()];
        let mut search = ProductSearch {
            finder,
            key,
            pool,
            part,
            end,
            right: Vec::new(),
            right_started: false,
            right_next: 0,
            left: Vec::new(),
            left_next: 0,
            used,
            checked: 0,
        };
        search.start_part();
        search
    }

    fn most_letters(&self) -> u32 {
        self.finder.most_letters()
    }

    /// Sets up the first right side of the current part; leaves the right
    /// side empty when the part has none.
    fn start_part(&mut self) {
        for frame in self.right.drain(..) {
            if let Some(u) = self.used.get_mut(frame.pos) {
                *u = false;
            }
        }
        self.right_started = false;
        self.left.clear();
        self.left_next = 0;
        let Some(&key) = self.finder.keys.get(self.key) else {
            return;
        };
        if self.part >= self.end {
            return;
        }
        let empty = Frame::empty(0);
        self.right.push(self.finder.add(empty, usize::MAX, key));
        if self.part > 0 && !self.push_right(self.part - 1) {
            self.right.clear();
        }
    }

    /// Adds pool word `pos` to the right side if it may stand there.
    fn push_right(&mut self, pos: usize) -> bool {
        let Some(top) = self.right.last().copied() else {
            return false;
        };
        if self.right.len() >= self.finder.max {
            return false;
        }
        let frame = self.finder.add(top, pos, self.pool[pos]);
        if frame.mask.count_ones() > self.most_letters() {
            return false;
        }
        self.right.push(frame);
        self.used[pos] = true;
        true
    }

    /// Moves to the next right side of the part, `false` once there is
    /// none.
    fn next_right(&mut self) -> bool {
        if self.right.is_empty() {
            return false;
        }
        if !self.right_started {
            self.right_started = true;
            self.right_next = self.part;
            return true;
        }
        if self.part == 0 {
            // Part 0 is the key alone.
            return false;
        }
        loop {
            if self.right.len() < self.finder.max {
                while self.right_next < self.pool.len() {
                    let pos = self.right_next;
                    self.right_next += 1;
                    if self.push_right(pos) {
                        return true;
                    }
                }
            }
            // The key and the part's second word stay.
            if self.right.len() <= 2 {
                return false;
            }
            let Some(frame) = self.right.pop() else {
                return false;
            };
            self.used[frame.pos] = false;
            self.right_next = frame.pos + 1;
        }
    }

    /// Moves to the next left side of the current right side, `false` once
    /// there is none.
    fn next_left(&mut self) -> bool {
        let max = self.finder.max;
        let Some(&right) = self.right.last() else {
            return false;
        };
        loop {
            let top = self
                .left
                .last()
                .copied()
                .unwrap_or(Frame::empty(right.mask));
            if self.left.len() < max {
                while self.left_next < self.pool.len() {
                    let pos = self.left_next;
                    self.left_next += 1;
                    if self.used[pos] {
                        continue;
                    }
                    let frame = self.finder.add(top, pos, self.pool[pos]);
                    // The left product only gains digits as words are
                    // added: past the right side's most, nothing follows.
                    if frame.mask.count_ones() > self.most_letters() || frame.lo > right.hi {
                        continue;
                    }
                    self.left.push(frame);
                    return true;
                }
            }
            let Some(frame) = self.left.pop() else {
                return false;
            };
            self.left_next = frame.pos + 1;
        }
    }

    /// The unique solution of the current equation, if it has one.
    fn check(&mut self) -> Option<Solution> {
        let f = self.finder;
        let key = f.keys[self.key];
        let right_words =
            std::iter::once(key).chain(self.right[1..].iter().map(|fr| self.pool[fr.pos]));
        let right: Vec<&[Letter]> = right_words.map(|w| f.letters[w].as_slice()).collect();
        let left: Vec<&[Letter]> = self
            .left
            .iter()
            .map(|fr| f.letters[self.pool[fr.pos]].as_slice())
            .collect();
        let mut leading = 0u64;
        let strict = f.options.zeros == ZeroRule::Strict;
        for letters in left.iter().chain(&right) {
            if let Some(&first) = letters.first()
                && (strict || letters.len() > 1)
            {
                leading |= 1u64 << first;
            }
        }
        self.checked += 1;
        let check = Check::new(
            &left,
            &right,
            leading,
            f.options.base,
            f.options.digit_mask(),
        )?;
        match check.count_to_two() {
            Count::One(digits) => Some(crate::solution_of(
                &f.alphabet,
                (0..check.letters()).map(|k| (check.letters[k], digits[k])),
            )),
            Count::None | Count::Many => None,
        }
    }

    fn found(&self, solution: Solution) -> FoundProduct {
        let f = self.finder;
        let right: Vec<usize> = std::iter::once(f.keys[self.key])
            .chain(self.right[1..].iter().map(|fr| self.pool[fr.pos]))
            .collect();
        let left: Vec<usize> = self.left.iter().map(|fr| self.pool[fr.pos]).collect();
        let side = |words: &[usize]| -> String {
            words
                .iter()
                .map(|&w| f.entry(w).text.as_str())
                .collect::<Vec<_>>()
                .join(" * ")
        };
        FoundProduct {
            puzzle: format!("{} == {}", side(&left), side(&right)),
            left,
            right,
            solution,
        }
    }
}

impl Search for ProductSearch<'_> {
    fn key(&self) -> usize {
        self.key
    }

    fn checked(&self) -> u64 {
        self.checked
    }
}

impl Iterator for ProductSearch<'_> {
    type Item = FoundProduct;

    fn next(&mut self) -> Option<FoundProduct> {
        loop {
            if self.part >= self.end {
                return None;
            }
            if self.right_started && self.next_left() {
                let (left, right) = (self.left.len(), self.right.len());
                let (top, rtop) = (self.left.last()?, self.right.last()?);
                // Digit counts must overlap: the left side's most reaching
                // the right side's least (its least past the right's most
                // was ruled out on the way).
                if left + right >= 3
                    && top.hi >= rtop.lo
                    && let Some(solution) = self.check()
                {
                    return Some(self.found(solution));
                }
                continue;
            }
            self.left.clear();
            self.left_next = 0;
            if !self.next_right() {
                self.part += 1;
                self.start_part();
            }
        }
    }
}
