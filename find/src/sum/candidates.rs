//! The candidates for one right-hand word: a depth-first walk over the sets
//! of addends, each set checked for a unique solution as it is reached.
//!
//! The walk keeps, for the addends chosen so far, the union of their letters
//! as a bitmask, the weight of every letter and the least and most the
//! addends can add up to, all updated by one word at a time. A word is only
//! tried where it can still lead somewhere: no more distinct letters than
//! the letters have digits to take, the addends' least sum not past the
//! right word's most, and their most sum, with the slots left filled by the
//! largest words after it, reaching the right word's least. Those two
//! interval arguments are the leading-column argument in general form: five
//! 3-letter words never add up to a 5-letter word, nor two 5-letter words
//! to a 3-letter one.
//!
//! The stack of chosen words is an explicit `Vec` whose length is at most
//! the largest number of addends, so no recursion follows the input.

use std::sync::Arc;

use super::{FoundSum, SumFinder};
use crate::backtrack::{Count, MAX_LETTERS};
use crate::unique;
use crate::words::Entry;
use crate::{Letter, MAX_ALPHABET, Search};
use alphametic_runtime::Solution;

/// The words that may be addends of one right-hand word, in list order.
#[derive(Debug)]
pub(crate) struct Pool {
    /// Indices into the finder's word list.
    pub words: Vec<usize>,
    /// `reach[i]`: the largest value of the words at positions `i..`, 0 past
    /// the end; one longer than `words`.
    pub reach: Vec<i128>,
}

impl Pool {
    pub fn empty() -> Pool {
        Pool {
            words: Vec::new(),
            reach: vec![0],
        }
    }

    /// The words compatible with `right`: no longer than it, not the same
    /// word, and with it within the count of digits the letters may take.
    pub fn new(finder: &SumFinder, right: &Entry, right_value: Option<i128>) -> Pool {
        let digits = finder.options.digit_mask().count_ones();
        let value = |i: usize| finder.values.as_ref().map_or(0, |v| v[i]);
        let words: Vec<usize> = finder
            .entries
            .iter()
            .enumerate()
            .filter_map(|(i, e)| Some((i, e.as_ref()?)))
            .filter(|(_, e)| {
                e.len <= right.len
                    && e.upper != right.upper
                    && (e.mask | right.mask).count_ones() <= digits
            })
            // A doubly true sum's addends are each worth no more than it.
            .filter(|&(i, _)| right_value.is_none_or(|r| value(i) <= r))
            .map(|(i, _)| i)
            .collect();
        let mut reach = vec![0i128; words.len() + 1];
        for (i, &w) in words.iter().enumerate().rev() {
            let max = finder.entries[w].as_ref().map_or(0, |e| e.max);
            reach[i] = reach[i + 1].max(max);
        }
        Pool { words, reach }
    }
}

/// One chosen addend and the totals of the addends up to it.
#[derive(Debug, Clone, Copy)]
struct Frame {
    /// Its position in the pool.
    pos: usize,
    /// The letters of the right word and of the addends so far.
    mask: u64,
    /// The letters that may not be 0.
    leading: u64,
    /// The least and the most the addends so far add up to.
    min: i128,
    max: i128,
    /// For a doubly true search, what the addends so far are worth as
    /// numbers.
    value: i128,
}

/// The uniquely solvable additions for one right-hand word, or for a part of
/// them: an iterator of [`FoundSum`] in a fixed order.
///
/// Sets of addends come in lexicographic order of their positions in the
/// list (`a + b` before `a + b + c` before `a + c`), each set once.
/// Made by [`Finder::search`](crate::Finder::search) and
/// [`Finder::split`](crate::Finder::split).
///
/// ```
/// use alphametic_find::{FindOptions, Finder, Found, SumFinder, SumSearch};
///
/// let finder = SumFinder::new(["a", "b", "ab", "ba", "cab"], &FindOptions::new())?;
/// let search: SumSearch<'_> = finder.search(4);
/// let found: Vec<String> = search.map(|f| f.puzzle().to_owned()).collect();
/// // Addends 0, 1, 2, 3 come before addends 0, 2, 3.
/// assert_eq!(found, ["a + b + ab + ba == cab", "a + ab + ba == cab"]);
/// # Ok::<(), alphametic_find::FindError>(())
/// ```
#[derive(Debug)]
pub struct SumSearch<'a> {
    finder: &'a SumFinder,
    /// The index of the right word among [`Finder::keys`], and the word.
    right: usize,
    right_entry: &'a Entry,
    pool: Arc<Pool>,
    /// The pool positions the first addend may take: all of them, or one
    /// for a part made by [`Finder::split`].
    first: (usize, usize),
    stack: Vec<Frame>,
    /// The next pool position to try at the current depth.
    next: usize,
    /// Per letter: the weight of the addends chosen, minus the right word's.
    weights: [i128; MAX_ALPHABET],
    /// For a doubly true search, the right-hand word's value.
    right_value: Option<i128>,
    checked: u64,
}

impl<'a> SumSearch<'a> {
    pub(crate) fn new(
        finder: &'a SumFinder,
        right: usize,
        right_entry: &'a Entry,
        pool: Arc<Pool>,
        first: (usize, usize),
        right_value: Option<i128>,
    ) -> SumSearch<'a> {
        let mut weights = [0i128; MAX_ALPHABET];
        for &(letter, w) in &right_entry.weights {
            weights[letter as usize] -= w;
        }
        SumSearch {
            finder,
            right,
            right_entry,
            pool,
            first,
            stack: Vec::with_capacity(finder.options.max_addends),
            next: first.0,
            weights,
            right_value,
            checked: 0,
        }
    }

    fn entry(&self, pos: usize) -> &'a Entry {
        let finder: &'a SumFinder = self.finder;
        finder.entries[self.pool.words[pos]]
            .as_ref()
            .expect("pools only hold words that have an entry")
    }

    /// The value of the word at `pos` for a doubly true search, 0 otherwise.
    fn value(&self, pos: usize) -> i128 {
        self.finder
            .values
            .as_ref()
            .map_or(0, |v| v[self.pool.words[pos]])
    }

    fn add(&mut self, entry: &Entry, sign: i128) {
        for &(letter, w) in &entry.weights {
            self.weights[letter as usize] += sign * w;
        }
    }

    /// The unique solution of the current set of addends, if it has one.
    fn check(&mut self, top: Frame) -> Option<Solution> {
        self.checked += 1;
        let base = self.finder.options.base;
        let mut letters = [0 as Letter; MAX_LETTERS];
        let mut weights = [0i128; MAX_LETTERS];
        let mut n = 0;
        let mut span = 0i128;
        let mut mask = top.mask;
        while mask != 0 {
            let letter = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            // Largest |weight| first, ties in letter order: an insertion
            // sort, as there are at most 36 letters (no more than the digits).
            let w = self.weights[letter];
            let mut i = n;
            while i > 0 && weights[i - 1].abs() < w.abs() {
                weights[i] = weights[i - 1];
                letters[i] = letters[i - 1];
                i -= 1;
            }
            weights[i] = w;
            letters[i] = letter as Letter;
            n += 1;
            span += w.abs();
        }
        let span = span * i128::from(base - 1);
        let all = self.finder.options.digit_mask();
        let mut allowed = [all; MAX_LETTERS];
        for i in 0..n {
            if top.leading >> letters[i] & 1 == 1 {
                allowed[i] = all & !1;
            }
        }
        // i64 arithmetic whenever the values allow it: twice as fast as
        // i128 on the search's multiplications and divisions.
        let count = if span <= i128::from(i64::MAX / 4) {
            let mut small = [0i64; MAX_LETTERS];
            for i in 0..n {
                small[i] = weights[i] as i64;
            }
            unique::count_to_two(&small[..n], &allowed[..n], all)
        } else {
            unique::count_to_two(&weights[..n], &allowed[..n], all)
        };
        match count {
            Count::One(digits) => Some(crate::solution_of(
                &self.finder.alphabet,
                (0..n).map(|i| (letters[i], digits[i])),
            )),
            Count::None | Count::Many => None,
        }
    }

    fn found(&self, solution: Solution) -> FoundSum {
        let addends: Vec<usize> = self.stack.iter().map(|f| self.pool.words[f.pos]).collect();
        let mut puzzle = String::new();
        for (i, &pos) in self.stack.iter().map(|f| &f.pos).enumerate() {
            if i > 0 {
                puzzle.push_str(" + ");
            }
            puzzle.push_str(&self.entry(pos).text);
        }
        puzzle.push_str(" == ");
        puzzle.push_str(&self.right_entry.text);
        FoundSum {
            puzzle,
            addends,
            right: self.right,
            solution,
        }
    }
}

impl Search for SumSearch<'_> {
    fn key(&self) -> usize {
        self.right
    }

    fn checked(&self) -> u64 {
        self.checked
    }
}

impl Iterator for SumSearch<'_> {
    type Item = FoundSum;

    fn next(&mut self) -> Option<FoundSum> {
        let options = &self.finder.options;
        let (min_n, max_n) = (options.min_addends, options.max_addends);
        // No more letters than digits they may take.
        let digits = options.digit_mask().count_ones();
        let right = self.right_entry;
        loop {
            let depth = self.stack.len();
            let top = self.stack.last().copied().unwrap_or(Frame {
                pos: 0,
                mask: right.mask,
                leading: right.leading,
                min: 0,
                max: 0,
                value: 0,
            });
            let end = if depth == 0 {
                self.first.1
            } else {
                self.pool.words.len()
            };
            let mut pushed = None;
            if depth < max_n {
                // Slots left after the next word, each filled at best by
                // the largest word further on.
                let slots = (max_n - depth - 1) as i128;
                while self.next < end {
                    let pos = self.next;
                    self.next += 1;
                    let entry = self.entry(pos);
                    let mask = top.mask | entry.mask;
                    let (min, max) = (top.min + entry.min, top.max + entry.max);
                    let value = top.value + self.value(pos);
                    if mask.count_ones() > digits
                        || self.right_value.is_some_and(|r| value > r)
                        || min > right.max
                        || max + slots * self.pool.reach[pos + 1] < right.min
                    {
                        continue;
                    }
                    let frame = Frame {
                        pos,
                        mask,
                        leading: top.leading | entry.leading,
                        min,
                        max,
                        value,
                    };
                    pushed = Some((frame, entry));
                    break;
                }
            }
            match pushed {
                Some((frame, entry)) => {
                    self.add(entry, 1);
                    self.stack.push(frame);
                    self.next = frame.pos + 1;
                    if depth + 1 >= min_n
                        && frame.max >= right.min
                        && self.right_value.is_none_or(|r| frame.value == r)
                        && let Some(solution) = self.check(frame)
                    {
                        return Some(self.found(solution));
                    }
                }
                None => {
                    let frame = self.stack.pop()?;
                    let entry = self.entry(frame.pos);
                    self.add(entry, -1);
                    self.next = frame.pos + 1;
                }
            }
        }
    }
}
