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
//! the walk fills `a` (the key), `b`, `c`, `d`, `g`, `e`, `f`, `h`, `i`,
//! the order of the stack walk, so that both give their grids in the same
//! order. A sum cell takes its words from the table's row of its addends:
//! `c` from `T[a, b]`, `g` from `T[a, d]`, `f` from `T[d, e]`, `h` from
//! `T[b, e]`, and `i` from `T[g, h] ∩ T[c, f]`; every cell only words not
//! yet in the grid that keep its letters within the base's digits.
//!
//! Each equation alone has a solution far too often to prune three-letter
//! words, so each placed word is also checked against what is placed so
//! far, solved together (`system.rs`): the equations complete, and for
//! every sum not yet placed a bound, that its addends stay within the
//! largest word of the list, the words not yet placed counted at the least
//! any word is worth. The sum of the last cell, `i = a + b + d + e`, is
//! bounded from the second word on: the leading digits of the four free
//! cells must add up to less than the base.

use super::super::pair_table::{self, PairTable, blocks, insert, pop_first, remove};
use super::super::system::{self, Relation, System};
use super::super::unique::{Int, MAX_LETTERS};
use super::{FoundGrid, GridFinder};
use crate::solution::Solution;
use crate::syntax::Letter;

/// The cells (`row * 3 + column`) in the order the walk fills them.
const ORDER: [usize; 9] = [0, 1, 2, 3, 6, 4, 5, 7, 8];

/// The grids of one key of a 3 × 3 finder, or of one part of them, its
/// systems solved in `T`: `i64` when the list's words are small enough
/// (see [`fits_i64`]), as it is a good deal faster than `i128`.
#[derive(Debug)]
pub(super) struct JoinWalk<'a, T> {
    finder: &'a GridFinder,
    table: &'a PairTable,
    width: usize,
    /// The position (in the finder's words) of the word in each cell, row
    /// after row; valid for the cells of the steps before `step`.
    cells: [usize; 9],
    /// The step whose candidates are being tried, 1 to 8.
    step: usize,
    /// Per step, the candidates still to try: `width` blocks each.
    candidates: Vec<u64>,
    /// `masks[s]`: the letters of the words of steps 0 to `s`.
    masks: [u64; 9],
    /// The positions of the words of steps before `step`.
    used: Vec<u64>,
    /// The letters of the last system solved, in the order of its digits.
    letters: [Letter; MAX_LETTERS],
    /// How many letters it had.
    count: usize,
    system: System<T>,
    checked: u64,
    done: bool,
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

impl<'a, T: Int> JoinWalk<'a, T> {
    /// The walk of key `i`, or with `second` only the part whose cell `b`
    /// holds the word at that position.
    pub(super) fn new(
        finder: &'a GridFinder,
        table: &'a PairTable,
        i: usize,
        second: Option<usize>,
    ) -> JoinWalk<'a, T> {
        let n = finder.words.len();
        let width = blocks(n);
        let mut walk = JoinWalk {
            finder,
            table,
            width,
            cells: [0; 9],
            step: 1,
            candidates: vec![0; 9 * width],
            masks: [0; 9],
            used: vec![0; width],
            letters: [0; MAX_LETTERS],
            count: 0,
            system: System::new(0),
            checked: 0,
            done: true,
        };
        let Some(key) = finder.keys.get(i) else {
            return walk;
        };
        let Ok(a) = finder.words.binary_search(key) else {
            return walk;
        };
        walk.cells[0] = a;
        walk.masks[0] = walk.mask(a);
        insert(&mut walk.used, a);
        let first = &mut walk.candidates[width..2 * width];
        match second {
            Some(b) if b < n => insert(first, b),
            Some(_) => return walk,
            None => (0..n).for_each(|b| insert(first, b)),
        }
        remove(first, a);
        walk.done = false;
        walk
    }

    pub(super) fn checked(&self) -> u64 {
        self.checked
    }

    fn mask(&self, position: usize) -> u64 {
        self.finder.entry(self.finder.words[position]).mask
    }

    /// The words `x + y == z` allows, by position.
    fn sums(&self, x: usize, y: usize) -> &'a pair_table::Bits {
        let f = self.finder;
        self.table.sums(x, y, |x, y, z| {
            let (x, y, z) = (f.words[x], f.words[y], f.words[z]);
            let letters = f.entry(x).mask | f.entry(y).mask | f.entry(z).mask;
            letters.count_ones() <= f.options.base && f.holds_alone(&[x, y], z)
        })
    }

    /// Sets the candidates of `step` from the cells placed before it.
    fn fill(&mut self, step: usize) {
        let w = self.width;
        let n = self.finder.words.len();
        let [a, b, c, d, e, f, g, h, _] = self.cells;
        // The rows of the table live as long as the finder, so they are
        // read before the candidates are written in place.
        let (one, two) = match ORDER[step] {
            2 => (Some(self.sums(a, b)), None),
            5 => (Some(self.sums(d, e)), None),
            6 => (Some(self.sums(a, d)), None),
            7 => (Some(self.sums(b, e)), None),
            8 => (Some(self.sums(g, h)), Some(self.sums(c, f))),
            _ => (None, None),
        };
        let bits = &mut self.candidates[step * w..(step + 1) * w];
        bits.fill(0);
        match (ORDER[step], one, two) {
            (_, Some(one), Some(two)) => {
                for (x, (&o, &t)) in bits.iter_mut().zip(one.iter().zip(two)) {
                    *x = o & t;
                }
            }
            (_, Some(one), None) => {
                for (x, &o) in bits.iter_mut().zip(one) {
                    *x = o;
                }
            }
            (3, ..) => (b + 1..n).for_each(|p| insert(bits, p)),
            (4, ..) => (0..n).for_each(|p| insert(bits, p)),
            _ => {}
        }
        for (x, &u) in bits.iter_mut().zip(&self.used) {
            *x &= !u;
        }
    }

    /// Whether the grid so far can still be completed: for `e`, some word
    /// left for `f` and for `h`; then a solution of what is placed.
    fn ahead(&mut self, step: usize, mask: u64) -> bool {
        if ORDER[step] == 4 {
            let [_, b, _, d, e, ..] = self.cells;
            let free =
                |bits: &pair_table::Bits| bits.iter().zip(&self.used).any(|(&x, &u)| x & !u != 0);
            if !(free(self.sums(d, e)) && free(self.sums(b, e))) {
                return false;
            }
        }
        !matches!(self.solve(step, mask, 1), system::Count::None)
    }

    /// Solves the grid's rows and columns so far with the cells of steps
    /// 0 to `step`, `mask` their letters, counting up to `limit`: the
    /// equations complete, and for each sum not yet placed, that its
    /// addends stay within the largest word (the words not yet placed
    /// counted at the least any word is worth). The letters, in the order
    /// of the digits counted, are left in `letters`.
    fn solve(&mut self, step: usize, mask: u64, limit: u8) -> system::Count {
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
        let all = (1u64 << f.options.base) - 1;
        let mut allowed = [all; MAX_LETTERS];
        let mut placed = [false; 9];
        for &cell in &ORDER[..=step] {
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
        system.count(&allowed[..count], f.options.base, limit)
    }

    /// The solution of the whole grid if it has exactly one.
    fn check(&mut self, mask: u64) -> Option<Solution> {
        self.checked += 1;
        match self.solve(8, mask, 2) {
            system::Count::One(digits) => Some(Solution::from_assignment(
                &self.finder.alphabet,
                self.letters[..self.count]
                    .iter()
                    .zip(digits)
                    .map(|(&l, d)| (l, d)),
            )),
            _ => None,
        }
    }
}

impl<T: Int> Iterator for JoinWalk<'_, T> {
    type Item = FoundGrid;

    fn next(&mut self) -> Option<FoundGrid> {
        let w = self.width;
        let base = self.finder.options.base;
        while !self.done {
            let step = self.step;
            let Some(p) = pop_first(&mut self.candidates[step * w..(step + 1) * w]) else {
                // Back one step; the key's cell never leaves.
                if step == 1 {
                    self.done = true;
                    break;
                }
                self.step -= 1;
                remove(&mut self.used, self.cells[ORDER[self.step]]);
                continue;
            };
            let mask = self.masks[step - 1] | self.mask(p);
            if mask.count_ones() > base {
                continue;
            }
            self.cells[ORDER[step]] = p;
            if step == 8 {
                if let Some(solution) = self.check(mask) {
                    let cells = self.cells.iter().map(|&p| self.finder.words[p]).collect();
                    return Some(self.finder.grid(cells, solution));
                }
                continue;
            }
            insert(&mut self.used, p);
            if !self.ahead(step, mask) {
                remove(&mut self.used, p);
                continue;
            }
            self.masks[step] = mask;
            self.step += 1;
            self.fill(self.step);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::find::FindOptions;

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
            let narrow: Vec<FoundGrid> = JoinWalk::<i64>::new(&f, table, key, None).collect();
            let wide: Vec<FoundGrid> = JoinWalk::<i128>::new(&f, table, key, None).collect();
            assert_eq!(narrow, wide);
            found += narrow.len();
        }
        assert!(found > 0);
    }

    #[test]
    fn long_words_keep_their_systems_in_i128() {
        // Worth up to 36^10 fits with room to spare, 36^11 does not.
        assert!(fits_i64(&finder(&["abcdefghij", "b", "c"], 36)));
        assert!(!fits_i64(&finder(&["abcdefghijk", "b", "c"], 36)));
        assert!(fits_i64(&finder(&["abcdefghij", "b", "c"], 10)));
    }
}
