//! The 3 × 3 walk as a join over the pair table.
//!
//! With the cells named
//!
//! ```text
//! a b c
//! d e f
//! g h i
//! ```
//!
//! the walk places `a` (the key), `b`, and `c` from the table's row `T[a,
//! b]` (the words `a + b` allows when that equation is solved alone), each
//! word only if what is placed still has a solution, solved together
//! (`system.rs`) with a bound for every sum not yet placed: that its
//! addends stay within the largest word of the list, the words not yet
//! placed counted at the least any word is worth. The sum of the last
//! cell, `i = a + b + d + e`, is bounded from the second word on: the
//! leading digits of the four free cells must add up to less than the
//! base.
//!
//! The other six cells are not tried against a system each, as they once
//! were: almost every word tried for `e` or `f` failed its system, at some
//! hundreds of search nodes each. Instead every solution of every first
//! row of the key is enumerated, and the rest of the grid is read off
//! them:
//!
//! - the first column `a + d == g` is a solution of `a + x == y` just as
//!   the first row is, so the key's solutions, grouped by the digits of
//!   `a`'s letters, serve for both: a row and a column of one group whose
//!   other letters agree make a corner `a`, `b`, `c`, `d`, `g` of the grid
//!   (`join/corners.rs`), the one whose word comes first in the list
//!   being the row;
//! - `e` is the last free cell. Only the words whose first and last
//!   digits can leave each sum they take part in within reach of some
//!   word are tried (`join/ends.rs`). A word's letters without a digit
//!   are tried over the free digits from the word's last place up, its
//!   first letter only up to what the largest word leaves it (`i = a + b
//!   + d + e`);
//! - each time a place of `e` gets its digit, the same place of the sums
//!   it takes part in (`f = d + e`, `h = b + e`, `i = c + d + e`) is
//!   known, and the words that may still spell each sum are narrowed to
//!   those with the letter of that digit there (by per-place bitsets of
//!   the words, `GridFinder::at`): a digit that leaves a sum no word is
//!   not tried further;
//! - `f`, `h` and `i` are then numbers: each is one of its narrowed words
//!   whose letters spell the number, those without a digit taking the
//!   ones they spell.
//!
//! Each way through is one solution of the whole grid's system: a
//! solution of the grid gives one solution of its first row and one of
//! its first column, in the same group, so counting them per grid counts
//! its solutions exactly. The grids with one are given in the order of
//! the cells `b`, `c`, `d`, `g`, `e`, `f`, `h`, `i`, as the cell-by-cell
//! walk gives them.

mod addition;
mod corners;
mod ends;
mod mapping;
mod reader;

use std::collections::VecDeque;

use super::{FoundGrid, GridFinder};
use crate::Letter;
use crate::backtrack::{Count, MAX_LETTERS};
use crate::pair_table::{self, PairTable, blocks, insert, remove};
use crate::system::{Relation, System};
use crate::unique::Int;
use addition::Addition;
use corners::Rows;
use mapping::{MAX_BLOCKS, Set, each_in};

/// The cells (`row * 3 + column`) of the first row, placed word by word;
/// the other six are read off the solutions of these.
const ORDER: [usize; 3] = [0, 1, 2];

/// The grids of one key of a 3 × 3 finder, its systems solved in `T`:
/// `i64` when the list's words are small enough (see [`fits_i64`]), as it
/// is a good deal faster than `i128`.
#[derive(Debug)]
pub(super) struct JoinWalk<'a, T> {
    finder: &'a GridFinder,
    table: &'a PairTable,
    width: usize,
    /// The position (in the finder's words) of the word in each cell of
    /// the first row placed so far.
    cells: [usize; 3],
    /// The positions of the words placed.
    used: Vec<u64>,
    /// The letters of the last system solved, in the order of its digits.
    letters: [Letter; MAX_LETTERS],
    /// How many letters it had.
    count: usize,
    system: System<T>,
    /// The key's grids, still to give.
    pending: VecDeque<FoundGrid>,
    checked: u64,
    /// Whether the key is still to search.
    ahead_of_search: bool,
}

/// Whether the systems of a finder's grids stay far inside `i64`: a row has
/// at most five cells, each worth less than `base` times its largest word,
/// digits and constants included, and a search's sums keep to a quarter
/// of the type's range; 64 times the largest word's worth leaves room to
/// spare.
pub(super) fn fits_i64(finder: &GridFinder) -> bool {
    let largest = finder.most.max(-finder.least).max(finder.least.abs());
    let base = i128::from(finder.options.base);
    largest
        .checked_mul(64 * base)
        .is_some_and(|x| x < i128::from(i64::MAX))
}

/// The words `x + y == z` allows, by position.
fn sums<'a>(f: &'a GridFinder, table: &'a PairTable, x: usize, y: usize) -> &'a pair_table::Bits {
    table.sums(x, y, |x, y, z| {
        let (x, y, z) = (f.words[x], f.words[y], f.words[z]);
        let letters = f.entry(x).mask | f.entry(y).mask | f.entry(z).mask;
        letters.count_ones() <= f.options.digit_mask().count_ones() && f.holds_alone(&[x, y], z)
    })
}

impl<'a, T: Int> JoinWalk<'a, T> {
    /// The walk of key `i`.
    pub(super) fn new(finder: &'a GridFinder, table: &'a PairTable, i: usize) -> JoinWalk<'a, T> {
        let width = blocks(finder.words.len());
        let mut walk = JoinWalk {
            finder,
            table,
            width,
            cells: [0; 3],
            used: vec![0; width],
            letters: [0; MAX_LETTERS],
            count: 0,
            system: System::new(0),
            pending: VecDeque::new(),
            checked: 0,
            ahead_of_search: false,
        };
        let Some(key) = finder.keys.get(i) else {
            return walk;
        };
        let Ok(a) = finder.words.binary_search(key) else {
            return walk;
        };
        walk.cells[0] = a;
        insert(&mut walk.used, a);
        walk.ahead_of_search = true;
        walk
    }

    pub(super) fn checked(&self) -> u64 {
        self.checked
    }

    fn mask(&self, position: usize) -> u64 {
        self.finder.entry(self.finder.words[position]).mask
    }

    /// Sets up the system of the grid's rows and columns so far with the
    /// cells of steps 0 to `step`, `mask` their letters: the equations
    /// complete, and for each sum not yet placed, that its addends stay
    /// within the largest word (the words not yet placed counted at the
    /// least any word is worth). The letters, in the order of the system's
    /// digits, are left in `letters`; gives the digits each may take.
    fn prepare(&mut self, step: usize, mask: u64) -> [u64; MAX_LETTERS] {
        let f = self.finder;
        let mut index = [usize::MAX; 64];
        let mut count = 0;
        let mut rest = mask;
        while rest != 0 {
            let letter = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            index[letter] = count;
            self.letters[count] = letter as Letter;
            count += 1;
        }
        let all = f.options.digit_mask();
        let mut allowed = [all; MAX_LETTERS];
        let mut placed = [false; 9];
        for &cell in ORDER.iter().take(step + 1) {
            placed[cell] = true;
            let e = f.entry(f.words[self.cells[cell]]);
            if e.leading != 0 {
                allowed[index[e.leading.trailing_zeros() as usize]] = all & !1;
            }
        }
        self.count = count;
        let system = &mut self.system;
        system.clear(count);
        let cells = self.cells;
        let add = |system: &mut System<T>, cell: usize, sign: T| {
            if placed[cell] {
                for &(letter, weight) in &f.entry(f.words[cells[cell]]).weights {
                    system.add(index[usize::from(letter)], sign * T::of_i128(weight));
                }
            } else {
                system.add_constant(sign * T::of_i128(f.least));
            }
        };
        for eq in f.completes[..=step].iter().flatten() {
            system.row(T::ZERO, Relation::Zero);
            for &cell in &eq.addends {
                add(system, cell, T::from_digit(1));
            }
            add(system, eq.sum, -T::from_digit(1));
        }
        // The sums still to place, each as the sum of the grid's free
        // cells a, b, d, e: i = a + b + d + e.
        for (sum, addends) in [
            (2, &[0, 1][..]),
            (6, &[0, 3][..]),
            (5, &[3, 4][..]),
            (7, &[1, 4][..]),
            (8, &[0, 1, 3, 4][..]),
        ] {
            if placed[sum] || !addends.iter().any(|&c| placed[c]) {
                continue;
            }
            system.row(-T::of_i128(f.most), Relation::AtMost);
            for &cell in addends {
                add(system, cell, T::from_digit(1));
            }
        }
        allowed
    }

    /// Whether what is placed at steps 0 to `step`, `mask` its letters,
    /// has a solution.
    fn ahead(&mut self, step: usize, mask: u64) -> bool {
        let allowed = self.prepare(step, mask);
        let digits = self.finder.options.digit_mask();
        !matches!(
            self.system.count(&allowed[..self.count], digits, 1),
            Count::None
        )
    }

    /// Every solution of every first row of the key: each word of `b`
    /// whose row with `a` alone still has a solution, then each word of
    /// `c` that `a + b` allows, all the solutions of the three.
    fn rows(&mut self) -> Rows {
        let f = self.finder;
        let (a, w, base) = (self.cells[0], self.width, f.options.base);
        let mut rows = Rows::new(self.mask(a), base);
        // No more letters than digits they may take.
        let most = f.options.digit_mask().count_ones();
        for b in 0..f.words.len() {
            let mask = self.mask(a) | self.mask(b);
            if b == a || mask.count_ones() > most {
                continue;
            }
            self.cells[1] = b;
            insert(&mut self.used, b);
            if self.ahead(1, mask) {
                let mut cs: Set = [0; MAX_BLOCKS];
                for ((x, &s), &u) in cs.iter_mut().zip(sums(f, self.table, a, b)).zip(&self.used) {
                    *x = s & !u;
                }
                each_in(&cs[..w], |c| {
                    let mask = mask | self.mask(c);
                    if mask.count_ones() > most {
                        return;
                    }
                    self.row_solutions(&mut rows, b, c, mask);
                });
            }
            remove(&mut self.used, b);
        }
        rows
    }

    /// Adds to `rows` every solution of the first row `a + b == c`, `mask`
    /// its letters, that leaves `i = a + b + d + e` within the largest
    /// word, `d` and `e` counted at the least: the system `prepare` would
    /// set up for the row, solved column by column.
    fn row_solutions(&mut self, rows: &mut Rows, b: usize, c: usize, mask: u64) {
        let f = self.finder;
        let base = f.options.base;
        let a = self.cells[0];
        let mut letters = [0 as Letter; MAX_LETTERS];
        let mut count = 0;
        let mut rest = mask;
        while rest != 0 && count < MAX_LETTERS {
            letters[count] = rest.trailing_zeros() as Letter;
            rest &= rest - 1;
            count += 1;
        }
        let letters = &letters[..count];
        let mut allowed = [f.options.digit_mask(); 64];
        for p in [a, b, c] {
            let leading = f.entry(f.words[p]).leading;
            if leading != 0 {
                allowed[leading.trailing_zeros() as usize] &= !1;
            }
        }
        // a + b + least + least is at most the most: the bounds of g = a +
        // d and h = b + e follow, as a and b are worth at least the least.
        let top = T::of_i128(f.most - 2 * f.least);
        let radix = T::from_digit(base);
        let (sa, sb, sc) = (&f.spelled[a], &f.spelled[b], &f.spelled[c]);
        // So `c`'s first digit is at most the bound's, for its length.
        let Some(&first) = sc.last() else {
            return;
        };
        if top < T::ZERO {
            return;
        }
        let place = sc[1..].iter().fold(T::from_digit(1), |x, _| x * radix);
        let lead = (top / place).min(radix - T::from_digit(1));
        allowed[usize::from(first)] &= (2u64 << lead.div_digit(T::from_digit(1))) - 1;
        rows.begin(b, c, letters);
        Addition::new(sa, sb, sc).solutions(&allowed, base, |digit| {
            let vc = sc.iter().rev().fold(T::ZERO, |v, &l| {
                v * radix + T::from_digit(u32::from(digit[usize::from(l)]))
            });
            if vc > top {
                return;
            }
            let mut digits = [0u8; MAX_LETTERS];
            for (d, &l) in digits.iter_mut().zip(letters) {
                *d = digit[usize::from(l)];
            }
            rows.push(letters, &digits[..count]);
        });
    }
}

impl<T: Int> Iterator for JoinWalk<'_, T> {
    type Item = FoundGrid;

    fn next(&mut self) -> Option<FoundGrid> {
        if self.ahead_of_search {
            self.ahead_of_search = false;
            self.search();
        }
        self.pending.pop_front()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{FindOptions, Found, ZeroRule};

    fn finder(words: &[&str], base: u32) -> GridFinder {
        let options = FindOptions::new().base(base);
        GridFinder::new(words.iter().copied(), 3, &options).expect("a valid list")
    }

    #[test]
    fn systems_in_i64_and_i128_give_the_same_grids() {
        let f = finder(
            &[
                "a", "b", "e", "ab", "ac", "bc", "ce", "da", "fa", "fb", "eae",
            ],
            8,
        );
        assert!(fits_i64(&f));
        let table = f.pairs.as_ref().expect("a 3 × 3 finder joins");
        let mut found = 0;
        for key in 0..f.keys.len() {
            let narrow: Vec<FoundGrid> = JoinWalk::<i64>::new(&f, table, key).collect();
            let wide: Vec<FoundGrid> = JoinWalk::<i128>::new(&f, table, key).collect();
            assert_eq!(narrow, wide);
            found += narrow.len();
        }
        assert!(found > 0);
    }

    #[test]
    fn the_join_gives_the_grids_of_the_cell_by_cell_walk() {
        // Two grids of base 10 and words that share their letters, under
        // both zero rules: the join reads five cells off the solutions, the
        // cell-by-cell walk tries each against a system.
        let words = [
            "ads", "ask", "pas", "pop", "ale", "sea", "old", "lie", "duo", "sad", "pal", "lop",
        ];
        // And a list whose grids all have no solution, but for one where
        // `old` in cell e starts with 0: `o` is given 0 by `don`, where it
        // may be 0, before `old` is placed.
        let zero_first = [
            "ani", "eel", "don", "sea", "old", "eon", "goo", "gas", "pas",
        ];
        let mut found = 0;
        for (words, base) in [(&words[..], 10), (&zero_first[..], 10)] {
            for zeros in [ZeroRule::Standard, ZeroRule::Strict] {
                let options = FindOptions::new().zeros(zeros).base(base);
                let f = GridFinder::new(words, 3, &options).expect("a valid list");
                let table = f.pairs.as_ref().expect("a 3 × 3 finder joins");
                for key in 0..f.keys.len() {
                    let join: Vec<FoundGrid> = JoinWalk::<i64>::new(&f, table, key).collect();
                    let stack: Vec<FoundGrid> = f.stack_walk(key, None).collect();
                    assert_eq!(join, stack, "key {}", words[f.keys[key]]);
                    found += join.len();
                }
            }
        }
        assert!(found >= 2);
    }

    #[test]
    fn the_join_gives_the_grids_of_the_cell_by_cell_walk_under_a_set_of_digits() {
        // The letters limited to a set: the join's rows, free cell and
        // spelled sums must all keep to it, as the walk's systems do.
        let words = [
            "ads", "ask", "pas", "pop", "ale", "sea", "old", "lie", "duo", "sad", "pal", "lop",
        ];
        let cells = [
            "a", "b", "e", "ab", "ac", "bc", "ce", "da", "fa", "fb", "eae",
        ];
        let mut found = 0;
        for (words, base, digits) in [
            (&words[..], 10, "1-9"),
            (&words[..], 10, "0-8"),
            (&words[..], 10, "0-3,5-9"),
            (&cells[..], 8, "0-4,6"),
            (&cells[..], 10, "0-4,6"),
            (&cells[..], 10, "0-4,6-7"),
        ] {
            for zeros in [ZeroRule::Standard, ZeroRule::Strict] {
                let set = digits.parse().expect("a well-formed set");
                let options = FindOptions::new().zeros(zeros).base(base).digits(set);
                let f = GridFinder::new(words, 3, &options).expect("a valid list");
                let table = f.pairs.as_ref().expect("a 3 × 3 finder joins");
                for key in 0..f.keys.len() {
                    let join: Vec<FoundGrid> = JoinWalk::<i64>::new(&f, table, key).collect();
                    let stack: Vec<FoundGrid> = f.stack_walk(key, None).collect();
                    assert_eq!(join, stack, "key {} digits {digits}", words[f.keys[key]]);
                    for grid in &join {
                        assert!(grid.solution().iter().all(|(_, d)| set.contains(d.into())));
                    }
                    found += join.len();
                }
            }
        }
        assert!(found >= 2);
    }

    #[test]
    fn long_words_keep_their_systems_in_i128() {
        // Worth up to 36^10 fits with room to spare, 36^11 does not.
        assert!(fits_i64(&finder(&["abcdefghij", "b", "c"], 36)));
        assert!(!fits_i64(&finder(&["abcdefghijk", "b", "c"], 36)));
        assert!(fits_i64(&finder(&["abcdefghij", "b", "c"], 10)));
    }
}
