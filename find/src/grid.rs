//! Finding grids (crossword cryptarithms): every n × n square of distinct
//! words of a list in which each row and each column is an addition (the
//! first n − 1 words add up to the last), the whole system with exactly one
//! solution.
//!
//! For n = 3 the rows read `a + b == c`, `d + e == f`, `g + h == i` and the
//! columns `a + d == g`, `b + e == h`, `c + f == i`. A grid and its
//! transpose are one grid: of the two, the one whose cell (0, 1) comes
//! before its cell (1, 0) in the list is kept.
//!
//! The walk fills the cells in an order that completes an equation as
//! early as it can (row 0, the rest of column 0, the rest of row 1, the
//! rest of column 1, …), with an explicit stack of n² cells. A word is
//! only placed where the grid keeps no more distinct letters than the
//! letters have digits to take, and where each equation it completes can
//! hold on its own: the addends' least sum not past the last word's most
//! and their most sum reaching its least, then a solution of that one
//! equation (the finder's own search, see `unique.rs`). The grids that pass
//! are checked as a whole: exactly one solution of the system
//! (`system.rs`).
//!
//! For 3 × 3 grids the same walk is a join over a table of the sums each
//! pair of words allows, computed once per run and shared by its threads
//! (`pair_table.rs`, `grid/join.rs`): the first row is placed word by
//! word, each step solving what is placed together with bounds on the
//! sums still to place, and the other six cells are read off the
//! solutions of the first rows: a row and a first column (itself a
//! solution of `a + x == y`) whose digits agree make a corner, and `e`
//! completes it.
//!
//! ```
//! # use alphametic_find::{Finder as _, Found as _, Search as _};
//! use alphametic_find::FindOptions;
//! use alphametic_find::GridFinder;
//!
//! let words = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];
//! let finder = GridFinder::new(words, 3, &FindOptions::new())?;
//! for found in finder.iter() {
//!     // Every row and column holds under the one solution.
//!     let puzzle = alphametic_runtime::Puzzle::parse(&found.puzzle().to_uppercase()).unwrap();
//!     assert!(puzzle.is_unique());
//! }
//! # Ok::<(), alphametic_find::FindError>(())
//! ```

mod join;
mod stack;

use super::pair_table::PairTable;
use super::system;
use super::unique;
use super::words::Entry;
use super::{FindError, FindOptions, Finder, Found, MAX_GRID, Search, WordSet};
use crate::Letter;
use crate::backtrack::{Count, MAX_LETTERS};
use alphametic_runtime::Solution;
use stack::StackWalk;

/// The most words a list may have for the 3 × 3 walk to join over a table
/// of the sums of every pair: the table takes `n³` bits once filled, 128
/// MiB for 1,024 words. A longer list takes the cell-by-cell walk of the
/// other sizes, which keeps no such table.
pub(super) const MAX_JOIN_WORDS: usize = 1024;

/// A grid of the list with exactly one solution.
///
/// ```
/// use alphametic_find::{FindOptions, Finder, Found, FoundGrid, GridFinder};
///
/// let words = ["ads", "aha", "ell", "boo", "bed", "dab", "hen", "eon", "cab"];
/// let finder = GridFinder::new(words, 3, &FindOptions::new())?;
/// let found: FoundGrid = finder.iter().next().unwrap();
/// let equations: Vec<&str> = found.puzzle().split(", ").collect();
/// // The three rows, then the three columns.
/// assert_eq!(equations[..3], ["ads + aha == ell", "boo + bed == dab", "hen + eon == cab"]);
/// assert_eq!(equations[3..], ["ads + boo == hen", "aha + bed == eon", "ell + dab == cab"]);
/// # Ok::<(), alphametic_find::FindError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FoundGrid {
    puzzle: String,
    cells: Vec<usize>,
    solution: Solution,
}

impl Found for FoundGrid {
    fn puzzle(&self) -> &str {
        &self.puzzle
    }

    fn solution(&self) -> &Solution {
        &self.solution
    }
}

impl FoundGrid {
    /// The words of the cells, row after row, as indices into the list.
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, GridFinder};
    ///
    /// let words = ["ads", "aha", "ell", "boo", "bed", "dab", "hen", "eon", "cab"];
    /// let finder = GridFinder::new(words, 3, &FindOptions::new())?;
    /// let cells: Vec<Vec<usize>> = finder.iter().map(|f| f.cells().to_vec()).collect();
    /// assert_eq!(cells[0], [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    pub fn cells(&self) -> &[usize] {
        &self.cells
    }
}

/// Every uniquely solvable n × n grid among the words of a list.
///
/// [`FindOptions::addends`] and [`FindOptions::right`] are ignored; the
/// base, the zero rule, the digits, the word lengths and the shard (by the
/// word of the first cell) apply.
///
/// ```
/// use alphametic_find::{FindOptions, Finder, Found, GridFinder};
///
/// let words = ["ads", "aha", "ell", "boo", "bed", "dab", "hen", "eon", "cab"];
/// let finder = GridFinder::new(words, 3, &FindOptions::new())?;
/// // ads + aha == ell, boo + bed == dab, hen + eon == cab, and down the columns.
/// let grid = finder.iter().next().unwrap();
/// assert_eq!(grid.solution().digit('L'), Some(0));
/// # Ok::<(), alphametic_find::FindError>(())
/// ```
#[derive(Debug, Clone)]
pub struct GridFinder {
    options: FindOptions,
    n: usize,
    alphabet: Vec<char>,
    entries: Vec<Option<Entry>>,
    /// The words of the list that have an entry, in list order.
    words: Vec<usize>,
    /// The key words of this shard (first cells), indices into the list.
    keys: Vec<usize>,
    /// The order the cells are filled in, as `row * n + column`.
    order: Vec<usize>,
    /// Per step of `order`, the equations that the step completes.
    completes: Vec<Vec<Equation>>,
    /// For 3 × 3 grids, the sums each pair of words allows, by position
    /// in `words`.
    pairs: Option<PairTable>,
    /// The least and the most any word of the list is worth.
    least: i128,
    most: i128,
    /// Per word, by position in `words`, its letters from its last place
    /// to its first: what the 3 × 3 join reads a sum's digits against.
    spelled: Vec<Box<[Letter]>>,
    /// The words (by position in `words`, as bits) with each letter at
    /// each place, counted from the last, in block `(place * alphabet +
    /// letter) * width`. A sum's digits, known from its last place up, pick
    /// the words that can spell it at once.
    at: Vec<u64>,
    /// Per place from the last, the words longer than that: block `place *
    /// width`.
    longer: Vec<u64>,
    /// Per letter, the words whose first letter it is: block `letter *
    /// width`.
    first: Vec<u64>,
    /// The words whose first letter may not be 0.
    nonzero: Vec<u64>,
    /// Each length of the list's words, with those words.
    lengths: Vec<(usize, Vec<u64>)>,
}

/// One row or column: its cells, the last one the sum.
#[derive(Debug, Clone)]
struct Equation {
    addends: Vec<usize>,
    sum: usize,
}

impl GridFinder {
    /// Prepares the search for `n` × `n` grids over `words`, read as
    /// [`SumFinder::new`](super::SumFinder::new) reads them; `n` from 3 to
    /// [`MAX_GRID`].
    ///
    /// ```
    /// use alphametic_find::{FindError, FindOptions, Finder, GridFinder};
    ///
    /// let words = ["ads", "aha", "ell", "boo", "bed", "dab", "hen", "eon", "cab"];
    /// let finder = GridFinder::new(words, 3, &FindOptions::new())?;
    /// assert_eq!(finder.iter().count(), 4);
    /// let error = GridFinder::new(words, 2, &FindOptions::new()).unwrap_err();
    /// assert_eq!(error, FindError::GridSize(2));
    /// # Ok::<(), FindError>(())
    /// ```
    pub fn new<I>(words: I, n: usize, options: &FindOptions) -> Result<GridFinder, FindError>
    where
        I: IntoIterator,
        I::Item: AsRef<str>,
    {
        if !(3..=MAX_GRID).contains(&n) {
            return Err(FindError::GridSize(n));
        }
        let words: Vec<String> = words.into_iter().map(|w| w.as_ref().to_owned()).collect();
        let WordSet { alphabet, entries } = WordSet::new(&words, None, options)?;
        let listed: Vec<usize> = (0..entries.len())
            .filter(|&i| entries[i].is_some())
            .collect();
        let listed_len = listed.len();
        let values = || listed.iter().filter_map(|&i| entries[i].as_ref());
        let least = values().map(|e| e.min).min().unwrap_or(0);
        let most = values().map(|e| e.max).max().unwrap_or(0);
        let keys = listed
            .iter()
            .copied()
            .filter(|&i| options.in_shard(i))
            .collect();
        // Row k from its diagonal cell, then column k below it.
        let mut order = Vec::with_capacity(n * n);
        for k in 0..n {
            order.extend((k..n).map(|c| k * n + c));
            order.extend((k + 1..n).map(|r| r * n + k));
        }
        let mut equations = Vec::new();
        for r in 0..n {
            equations.push(Equation {
                addends: (0..n - 1).map(|c| r * n + c).collect(),
                sum: r * n + n - 1,
            });
        }
        for c in 0..n {
            equations.push(Equation {
                addends: (0..n - 1).map(|r| r * n + c).collect(),
                sum: (n - 1) * n + c,
            });
        }
        let spelled: Vec<Box<[Letter]>> = listed
            .iter()
            .filter_map(|&i| entries[i].as_ref())
            .map(|e| {
                e.upper
                    .chars()
                    .rev()
                    .filter_map(|c| alphabet.binary_search(&c).ok())
                    .map(|l| l as Letter)
                    .collect()
            })
            .collect();
        let width = super::pair_table::blocks(listed_len);
        let places = spelled.iter().map(|w| w.len()).max().unwrap_or(0);
        let mut at = vec![0u64; places * alphabet.len() * width];
        let mut longer = vec![0u64; places * width];
        let mut first = vec![0u64; alphabet.len() * width];
        let mut nonzero = vec![0u64; width];
        let mut lengths: Vec<(usize, Vec<u64>)> = Vec::new();
        for (p, (word, entry)) in spelled.iter().zip(values()).enumerate() {
            for (place, &letter) in word.iter().enumerate() {
                let block = (place * alphabet.len() + usize::from(letter)) * width;
                super::pair_table::insert(&mut at[block..block + width], p);
                super::pair_table::insert(&mut longer[place * width..(place + 1) * width], p);
            }
            if let Some(&letter) = word.last() {
                let block = usize::from(letter) * width;
                super::pair_table::insert(&mut first[block..block + width], p);
            }
            if entry.leading != 0 {
                super::pair_table::insert(&mut nonzero, p);
            }
            let length = match lengths.iter().position(|(l, _)| *l == word.len()) {
                Some(k) => k,
                None => {
                    lengths.push((word.len(), vec![0u64; width]));
                    lengths.len() - 1
                }
            };
            super::pair_table::insert(&mut lengths[length].1, p);
        }
        let step_of = |cell: usize| order.iter().position(|&o| o == cell).unwrap_or(0);
        let mut completes = vec![Vec::new(); n * n];
        for eq in equations {
            let last = eq
                .addends
                .iter()
                .chain([&eq.sum])
                .map(|&cell| step_of(cell))
                .max()
                .unwrap_or(0);
            completes[last].push(eq);
        }
        Ok(GridFinder {
            options: options.clone(),
            n,
            alphabet,
            entries,
            words: listed,
            keys,
            order,
            completes,
            pairs: (n == 3 && listed_len <= MAX_JOIN_WORDS).then(|| PairTable::new(listed_len)),
            least,
            most,
            spelled,
            at,
            longer,
            first,
            nonzero,
            lengths,
        })
    }

    /// The size of the grids.
    ///
    /// ```
    /// use alphametic_find::{FindOptions, GridFinder};
    ///
    /// let words = ["a", "b", "c", "d"];
    /// assert_eq!(GridFinder::new(words, 4, &FindOptions::new())?.size(), 4);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    pub fn size(&self) -> usize {
        self.n
    }

    fn part(&self, i: usize, second: Option<usize>) -> GridSearch<'_> {
        let walk = match &self.pairs {
            Some(pairs) if join::fits_i64(self) => {
                Walk::Join64(Box::new(join::JoinWalk::new(self, pairs, i)))
            }
            Some(pairs) => Walk::Join(Box::new(join::JoinWalk::new(self, pairs, i))),
            None => Walk::Stack(self.stack_walk(i, second)),
        };
        GridSearch { key: i, walk }
    }

    fn entry(&self, word: usize) -> &Entry {
        self.entries[word]
            .as_ref()
            .expect("the walk only places words that have an entry")
    }

    /// Solves `equations`, the word of each cell given by `cell_word`,
    /// `mask` the letters of their words, counting up to `limit`; with the
    /// letters, in the order of the digits counted.
    fn system<'e>(
        &self,
        equations: impl Iterator<Item = &'e Equation>,
        cell_word: impl Fn(usize) -> usize,
        mask: u64,
        limit: u8,
    ) -> (Count, Vec<Letter>) {
        let mut letters: Vec<Letter> = Vec::with_capacity(MAX_LETTERS);
        let mut index = [usize::MAX; 64];
        let mut rest = mask;
        while rest != 0 {
            let letter = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            index[letter] = letters.len();
            letters.push(letter as Letter);
        }
        let all = self.options.digit_mask();
        let mut allowed = vec![all; letters.len()];
        let mut weights = Vec::new();
        for eq in equations {
            let mut w = vec![0i128; letters.len()];
            for (sign, cell) in eq.addends.iter().map(|&c| (1, c)).chain([(-1, eq.sum)]) {
                let e = self.entry(cell_word(cell));
                for &(letter, weight) in &e.weights {
                    w[index[usize::from(letter)]] += sign * weight;
                }
                if e.leading != 0 {
                    allowed[index[e.leading.trailing_zeros() as usize]] = all & !1;
                }
            }
            weights.push(w);
        }
        (system::count(&weights, &allowed, all, limit), letters)
    }

    /// The grid of `cells` (words, row after row) and its solution.
    fn grid(&self, cells: Vec<usize>, solution: Solution) -> FoundGrid {
        let n = self.n;
        let spell = |cell: usize| self.entry(cells[cell]).text.as_str();
        let mut equations = Vec::with_capacity(2 * n);
        for r in 0..n {
            let addends: Vec<&str> = (0..n - 1).map(|c| spell(r * n + c)).collect();
            equations.push(format!(
                "{} == {}",
                addends.join(" + "),
                spell(r * n + n - 1)
            ));
        }
        for c in 0..n {
            let addends: Vec<&str> = (0..n - 1).map(|r| spell(r * n + c)).collect();
            equations.push(format!(
                "{} == {}",
                addends.join(" + "),
                spell((n - 1) * n + c)
            ));
        }
        FoundGrid {
            puzzle: equations.join(", "),
            cells,
            solution,
        }
    }

    /// Whether `addends == sum` alone has a solution: first its bounds,
    /// then the finder's search on its weighted sum.
    fn holds_alone(&self, addends: &[usize], sum: usize) -> bool {
        let sum = self.entry(sum);
        let (mut min, mut max, mut mask, mut leading) = (0i128, 0i128, sum.mask, sum.leading);
        for &a in addends {
            let e = self.entry(a);
            min += e.min;
            max += e.max;
            mask |= e.mask;
            leading |= e.leading;
        }
        if min > sum.max || max < sum.min {
            return false;
        }
        let mut weights = [0i128; 64];
        for &(letter, w) in &sum.weights {
            weights[usize::from(letter)] -= w;
        }
        for &a in addends {
            for &(letter, w) in &self.entry(a).weights {
                weights[usize::from(letter)] += w;
            }
        }
        let base = self.options.base;
        let mut letters: Vec<(i128, Letter)> = Vec::with_capacity(MAX_LETTERS);
        let mut rest = mask;
        while rest != 0 {
            let letter = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            letters.push((weights[letter], letter as Letter));
        }
        if letters.len() > MAX_LETTERS {
            return false;
        }
        // Largest |weight| first, as the search wants them.
        letters.sort_by_key(|&(w, l)| (std::cmp::Reverse(w.abs()), l));
        let all = self.options.digit_mask();
        let allowed: Vec<u64> = letters
            .iter()
            .map(|&(_, l)| if leading >> l & 1 == 1 { all & !1 } else { all })
            .collect();
        let span: i128 = letters.iter().map(|&(w, _)| w.abs()).sum::<i128>() * i128::from(base);
        let count = if span <= i128::from(i64::MAX / 4) {
            let w: Vec<i64> = letters.iter().map(|&(w, _)| w as i64).collect();
            unique::count_to_two(&w, &allowed, all)
        } else {
            let w: Vec<i128> = letters.iter().map(|&(w, _)| w).collect();
            unique::count_to_two(&w, &allowed, all)
        };
        !matches!(count, Count::None)
    }
}

impl Finder for GridFinder {
    type Found = FoundGrid;
    type Search<'a> = GridSearch<'a>;

    /// The indices of the words of the list that take part in no grid:
    /// repeated, outside the word lengths, or too long for the base.
    fn left_out(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.entries.len()).filter(|&i| self.entries[i].is_none())
    }

    /// The number of key words (words of the first cell) of this shard.
    fn keys(&self) -> usize {
        self.keys.len()
    }

    fn key_word(&self, key: usize) -> Option<&str> {
        let entry = self.entries.get(*self.keys.get(key)?)?.as_ref()?;
        Some(&entry.text)
    }

    /// The grids whose first cell holds key word `i`, in order: cell after
    /// cell in the order of the walk, each in list order. Empty past the
    /// end.
    fn search(&self, i: usize) -> GridSearch<'_> {
        self.part(i, None)
    }

    /// The grids of key word `i` in independent parts, one per word of the
    /// second cell; their results one after the other are those of
    /// [`search`](Self::search). A 3 × 3 search is one part: its first
    /// rows' solutions serve as its first columns too, and a part would
    /// enumerate them all again.
    ///
    /// ```
    /// # use alphametic_find::{Finder as _, Found as _, Search as _};
    /// use alphametic_find::FindOptions;
    /// use alphametic_find::GridFinder;
    ///
    /// let words = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"];
    /// let finder = GridFinder::new(words, 3, &FindOptions::new())?;
    /// let whole: Vec<_> = finder.search(0).collect();
    /// let parts: Vec<_> = finder.split(0).into_iter().flatten().collect();
    /// assert_eq!(whole, parts);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    fn split(&self, i: usize) -> Vec<GridSearch<'_>> {
        if i >= self.keys.len() {
            return Vec::new();
        }
        if self.pairs.is_some() {
            // The 3 × 3 join shares its first rows' solutions between the
            // rows and the columns of a key: a part would redo them all.
            return vec![self.part(i, None)];
        }
        (0..self.words.len())
            .map(|second| self.part(i, Some(second)))
            .collect()
    }
}

/// The uniquely solvable grids of one key, or of a part of them: an
/// iterator of [`FoundGrid`] in a fixed order. Made by
/// [`GridFinder::search`] and [`GridFinder::split`].
///
/// ```
/// use alphametic_find::{FindOptions, Finder, GridFinder, GridSearch, Search};
///
/// let words = ["ads", "aha", "ell", "boo", "bed", "dab", "hen", "eon", "cab"];
/// let finder = GridFinder::new(words, 3, &FindOptions::new())?;
/// // Key 0: the grids with `ads` in the first cell.
/// let mut search: GridSearch<'_> = finder.search(0);
/// assert_eq!(search.next().unwrap().cells()[0], 0);
/// assert_eq!(search.key(), 0);
/// # Ok::<(), alphametic_find::FindError>(())
/// ```
#[derive(Debug)]
pub struct GridSearch<'a> {
    key: usize,
    walk: Walk<'a>,
}

/// The walks: the join over the pair table for 3 × 3 grids (its systems in
/// `i64` when they fit), the stack of cells for the larger ones.
#[derive(Debug)]
enum Walk<'a> {
    Join64(Box<join::JoinWalk<'a, i64>>),
    Join(Box<join::JoinWalk<'a, i128>>),
    Stack(StackWalk<'a>),
}

/// A grid counts as checked when every equation holds alone and its
/// uniqueness is tested.
impl Search for GridSearch<'_> {
    fn key(&self) -> usize {
        self.key
    }

    fn checked(&self) -> u64 {
        match &self.walk {
            Walk::Join64(walk) => walk.checked(),
            Walk::Join(walk) => walk.checked(),
            Walk::Stack(walk) => walk.checked(),
        }
    }
}

impl Iterator for GridSearch<'_> {
    type Item = FoundGrid;

    fn next(&mut self) -> Option<FoundGrid> {
        match &mut self.walk {
            Walk::Join64(walk) => walk.next(),
            Walk::Join(walk) => walk.next(),
            Walk::Stack(walk) => walk.next(),
        }
    }
}
