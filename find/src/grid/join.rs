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

use std::cmp::Ordering;
use std::collections::{BTreeMap, VecDeque};

use super::{FoundGrid, GridFinder, MAX_JOIN_WORDS};
use crate::Letter;
use crate::backtrack::{Count, MAX_LETTERS};
use crate::pair_table::{self, PairTable, blocks, insert, remove};
use crate::system::{Relation, System};
use crate::unique::Int;
use addition::Addition;
use corners::{BANDS, Index, Row, Rows};
use ends::{Ends, Sum};

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

    /// Searches the key: its rows' solutions, then each corner they make
    /// (a first row and a first column of one class that agree), the rest
    /// of the grid read off each; the grids with exactly one solution are
    /// queued in the order of the cells `b`, `c`, `d`, `g`, `e`, `f`, `h`,
    /// `i`, as the cell-by-cell walk gives them.
    fn search(&mut self) {
        let mut rows = self.rows();
        let f = self.finder;
        let a = self.cells[0];
        let (sorted, starts) = rows.grouped();
        let mut reader = Reader {
            finder: f,
            table: self.table,
            used: [0; MAX_BLOCKS],
            cells: [a, 0, 0, 0],
            values: [T::ZERO; 4],
            radix: T::from_digit(f.options.base),
            least: T::of_i128(f.least),
            most: T::of_i128(f.most),
            map: Mapping::EMPTY,
            sets: [[0; MAX_BLOCKS]; 3],
            ends: Ends::new(self.width, f.options.base as usize),
            digits: f.options.digit_mask(),
            tallies: BTreeMap::new(),
            worth: Vec::new(),
            sorted_worth: Vec::new(),
        };
        let mut index = Index::new(f.options.base);
        let mut bands = Vec::new();
        for (class, range) in starts.windows(2).enumerate() {
            let class_rows = &sorted[range[0]..range[1]];
            if class_rows.len() < 2 {
                continue;
            }
            for (l, d) in rows.key(class) {
                reader.map.set(l, u32::from(d));
            }
            if reader.worth_of(&rows, class_rows, &mut bands) {
                index.build(&rows, class_rows, &bands);
                reader.corners(&rows, &index);
            }
            for (l, _) in rows.key(class) {
                reader.map.unset(l);
            }
        }
        let tallies = reader.tallies;
        self.checked += tallies.len() as u64;
        for ([b, c, d, g, e, f_, h, i], tally) in tallies {
            if tally.solutions != 1 {
                continue;
            }
            let solution = crate::solution_of(
                &f.alphabet,
                (0..64u8).filter_map(|l| {
                    let digit = tally.digits[usize::from(l)];
                    (digit != NONE).then_some((l, digit))
                }),
            );
            let cells = [a, b, c, d, e, f_, g, h, i]
                .iter()
                .map(|&p| f.words[p])
                .collect();
            self.pending.push_back(f.grid(cells, solution));
        }
    }
}

/// No digit: a letter not yet given one.
const NONE: u8 = u8::MAX;

/// A partial one-to-one map of letters to digits.
#[derive(Debug, Clone, Copy)]
struct Mapping {
    /// Per letter, its digit or [`NONE`].
    digit: [u8; 64],
    /// Per digit, its letter or [`NONE`].
    letter: [u8; 64],
    /// The digits given, as bits.
    taken: u64,
}

impl Mapping {
    const EMPTY: Mapping = Mapping {
        digit: [NONE; 64],
        letter: [NONE; 64],
        taken: 0,
    };

    fn set(&mut self, letter: Letter, digit: u32) {
        self.digit[usize::from(letter)] = digit as u8;
        self.letter[digit as usize] = letter;
        self.taken |= 1 << digit;
    }

    fn unset(&mut self, letter: Letter) {
        let digit = &mut self.digit[usize::from(letter)];
        if *digit != NONE {
            self.taken &= !(1u64 << *digit);
            self.letter[usize::from(*digit)] = NONE;
            *digit = NONE;
        }
    }

    /// Unsets every letter of `letters`, as bits.
    fn unset_all(&mut self, mut letters: u64) {
        while letters != 0 {
            self.unset(letters.trailing_zeros() as Letter);
            letters &= letters - 1;
        }
    }

    /// What `word` (letters from its last place) is worth, every letter
    /// given a digit.
    fn value<T: Int>(&self, word: &[Letter], radix: T) -> T {
        word.iter().rev().fold(T::ZERO, |acc, &l| {
            acc * radix + T::from_digit(u32::from(self.digit[usize::from(l)]))
        })
    }

    /// Whether `word` spells `value`, its letters without a digit taking
    /// the free digits of `digits` it needs (one to one, a first letter
    /// that may not be 0 not 0): the letters it gave digits, as bits, or
    /// `None` and the map as it was.
    fn spell<T: Int>(
        &mut self,
        word: &[Letter],
        nonzero: bool,
        value: T,
        radix: T,
        digits: u64,
    ) -> Option<u64> {
        let mut rest = value;
        let mut given = 0u64;
        for &l in word {
            let d = (rest % radix).div_digit(T::from_digit(1));
            rest = rest / radix;
            match self.digit[usize::from(l)] {
                NONE if (digits & !self.taken) >> d & 1 == 1 => {
                    self.set(l, d);
                    given |= 1 << l;
                }
                x if u32::from(x) == d => {}
                _ => {
                    self.unset_all(given);
                    return None;
                }
            }
        }
        let first = word.last().map_or(NONE, |&l| self.digit[usize::from(l)]);
        if rest != T::ZERO || (nonzero && first == 0) {
            self.unset_all(given);
            return None;
        }
        Some(given)
    }
}

/// How many solutions a grid read off the solutions of its first row has
/// (two meaning more than one), with the first.
#[derive(Debug)]
struct Tally {
    solutions: u8,
    digits: [u8; 64],
}

/// The most blocks a set of the join's words takes.
const MAX_BLOCKS: usize = MAX_JOIN_WORDS.div_ceil(64);

/// A set of the join's words on the stack.
type Set = [u64; MAX_BLOCKS];

/// Calls `visit` with each position in `set`, in order.
fn each_in(set: &[u64], mut visit: impl FnMut(usize)) {
    for (k, &block) in set.iter().enumerate() {
        let mut rest = block;
        while rest != 0 {
            visit(k * 64 + rest.trailing_zeros() as usize);
            rest &= rest - 1;
        }
    }
}

/// Keeps in `set` the words that can spell `value` in its last `places`
/// places, as far as the map tells: at each place, the words with the
/// letter of the digit there or, if no letter has that digit, the words
/// whose letter there has none yet; for a 0, also the words too short to
/// have the place. Whether anything is left.
fn narrow<T: Int>(f: &GridFinder, map: &Mapping, set: &mut [u64], value: T, places: usize) -> bool {
    let width = set.len();
    let letters = f.alphabet.len();
    let radix = T::from_digit(f.options.base);
    let mut rest = value;
    for place in 0..places {
        let digit = (rest % radix).div_digit(T::from_digit(1)) as usize;
        rest = rest / radix;
        let Some(longer) = f.longer.get(place * width..(place + 1) * width) else {
            return true;
        };
        let letter = map.letter[digit];
        let mut any = 0;
        for (k, x) in set.iter_mut().enumerate() {
            let mut keep = if letter != NONE {
                f.at[(place * letters + usize::from(letter)) * width + k]
            } else {
                // The words whose letter here has a digit already.
                let mut given = 0;
                let mut taken = map.taken;
                while taken != 0 {
                    let l = map.letter[taken.trailing_zeros() as usize];
                    taken &= taken - 1;
                    given |= f.at[(place * letters + usize::from(l)) * width + k];
                }
                longer[k] & !given
            };
            if digit == 0 {
                keep |= !longer[k];
            }
            *x &= keep;
            any |= *x;
        }
        if any == 0 {
            return false;
        }
    }
    true
}

/// Reads grids off the corners of a key.
struct Reader<'a, T> {
    finder: &'a GridFinder,
    table: &'a PairTable,
    /// The words of `a`, `b` and `c`, as bits of their positions.
    used: Set,
    /// The positions of the words of `a`, `b`, `c` and `d`.
    cells: [usize; 4],
    /// What the words of `a`, `b`, `c` and `d` are worth.
    values: [T; 4],
    radix: T,
    least: T,
    most: T,
    /// The digits the letters may take, as bits.
    digits: u64,
    map: Mapping,
    /// The words that can still spell `f`, `h` and `i`, as far as the
    /// places of `e` with digits tell.
    sets: [Set; 3],
    /// The words that may begin and end with each digit.
    ends: Ends,
    /// Per grid, by the positions of its words in cells b, c, d, g, e, f,
    /// h, i.
    tallies: BTreeMap<[usize; 8], Tally>,
    /// Per row of the class being joined, what its `x` and `y` are worth:
    /// in the class's order, and in its index's.
    worth: Vec<[T; 2]>,
    sorted_worth: Vec<[T; 2]>,
}

impl<'a, T: Int> Reader<'a, T> {
    fn spelled(&self, p: usize) -> &'a [Letter] {
        let finder: &'a GridFinder = self.finder;
        &finder.spelled[p]
    }

    fn nonzero(&self, p: usize) -> bool {
        self.finder.entry(self.finder.words[p]).leading != 0
    }

    fn width(&self) -> usize {
        blocks(self.finder.words.len())
    }

    /// What the last `places` places of word `p` are worth, each with a
    /// digit.
    fn partial(&self, p: usize, places: usize) -> T {
        let word = self.spelled(p);
        word[..places.min(word.len())]
            .iter()
            .rev()
            .fold(T::ZERO, |acc, &l| {
                acc * self.radix + T::from_digit(u32::from(self.map.digit[usize::from(l)]))
            })
    }

    /// The words not in the first row.
    fn unused(&self) -> Set {
        let mut set: Set = [0; MAX_BLOCKS];
        for ((x, &all), &used) in set.iter_mut().zip(&self.finder.longer).zip(&self.used) {
            *x = all & !used;
        }
        set
    }

    /// Sets `sets[s]` to the words of `rows` (all words without) not in
    /// the grid nor in `besides`, narrowed to those that can spell
    /// `value` in its last `places` places; whether any is left.
    fn fill(
        &mut self,
        s: usize,
        rows: &[&[u64]],
        besides: &[usize],
        value: T,
        places: usize,
    ) -> bool {
        let w = self.width();
        let f = self.finder;
        let mut set = self.unused();
        for (k, x) in set[..w].iter_mut().enumerate() {
            *x = rows.iter().fold(*x, |x, row| x & row[k]);
        }
        for &p in besides {
            remove(&mut set[..w], p);
        }
        let any = narrow(f, &self.map, &mut set[..w], value, places);
        self.sets[s] = set;
        any
    }

    fn spell(&mut self, p: usize, value: T) -> Option<u64> {
        let nonzero = self.nonzero(p);
        let (radix, word) = (self.radix, &self.finder.spelled[p]);
        self.map.spell(word, nonzero, value, radix, self.digits)
    }

    /// What `b` and `d` may be worth together in a grid of key `a` worth
    /// `va`: `i = a + b + d + e` is at most the largest word, `e` at least
    /// the least.
    fn pair_most(&self, va: T) -> T {
        self.most - self.least - va
    }

    /// The band (below [`BANDS`]) of a value from 0 to `most`; the last
    /// for one above.
    fn band(value: T, most: T) -> usize {
        let bands = T::from_digit(BANDS as u32);
        let band = (value.min(most) * bands).div_digit(most + T::from_digit(1)) as usize;
        band.min(BANDS - 1)
    }

    /// Reads, for the rows of one class, the key's letters given their
    /// digits, what each one's `x` and `y` are worth (into `worth`, in the
    /// order of `class`) and the band of its `x` (into `bands`, see
    /// [`Index`]). Whether the key leaves `b` and `d` any room at all.
    fn worth_of(&mut self, rows: &Rows, class: &[Row], bands: &mut Vec<u8>) -> bool {
        self.worth.clear();
        bands.clear();
        let va = self.map.value(self.spelled(self.cells[0]), self.radix);
        let most = self.pair_most(va);
        if most < T::ZERO {
            return false;
        }
        for r in class {
            let pairs = rows.pairs(r);
            for &(l, d) in pairs {
                self.map.set(l, u32::from(d));
            }
            let worth =
                [r.x, r.y].map(|p| self.map.value(self.spelled(usize::from(p)), self.radix));
            self.worth.push(worth);
            bands.push(Self::band(worth[0], most) as u8);
            for &(l, _) in pairs {
                self.map.unset(l);
            }
        }
        true
    }

    /// Every grid of one class's corners, the key's letters given their
    /// digits: each row `a + b == c` of the class with each row `a + d ==
    /// g` after it that agrees and whose `x` the first's leaves room for
    /// (of a grid and its transpose, the one whose `b` comes first in the
    /// list is kept), then every word of `e`.
    fn corners(&mut self, rows: &Rows, index: &Index) {
        let a = self.cells[0];
        let va = self.map.value(self.spelled(a), self.radix);
        self.values[0] = va;
        let most = self.pair_most(va);
        let class = index.rows();
        // What each row's `x` and `y` are worth, in the index's order.
        let mut worth = std::mem::take(&mut self.sorted_worth);
        worth.clear();
        worth.extend(index.origin().iter().map(|&p| self.worth[p as usize]));
        for (i, r) in class.iter().enumerate() {
            // A row whose `x` leaves no room for the least word pairs with
            // none.
            if worth[i][0] + self.least > most {
                continue;
            }
            let pairs = rows.pairs(r);
            for &(l, d) in pairs {
                self.map.set(l, u32::from(d));
            }
            // The other row's `x` may be worth up to what this one's
            // leaves: the rows up to that band.
            let until = index.band_end(Self::band(most - worth[i][0], most));
            index.agreeing(pairs, i, until, |j| {
                // b and d, with e worth at least the least word, leave
                // i = a + b + d + e within the largest.
                if worth[i][0] + worth[j][0] > most {
                    return;
                }
                let s = &class[j];
                // Of the two, the row whose word comes first is the first
                // row, the other the first column.
                let (row, column, [vb, vc], [vd, vg]) = match r.x.cmp(&s.x) {
                    Ordering::Less => (r, s, worth[i], worth[j]),
                    Ordering::Greater => (s, r, worth[j], worth[i]),
                    Ordering::Equal => return,
                };
                let (b, c) = (usize::from(row.x), usize::from(row.y));
                let (d, g) = (usize::from(column.x), usize::from(column.y));
                if d == c || g == b || g == c {
                    return;
                }
                let mut new = 0u64;
                for &(l, digit) in rows.pairs(s) {
                    if self.map.digit[usize::from(l)] == NONE {
                        self.map.set(l, u32::from(digit));
                        new |= 1 << l;
                    }
                }
                self.cells[1..].copy_from_slice(&[b, c, d]);
                self.values[1..].copy_from_slice(&[vb, vc, vd]);
                self.used = [0; MAX_BLOCKS];
                for p in [a, b, c] {
                    insert(&mut self.used, p);
                }
                self.free_cell(g, vg);
                self.map.unset_all(new);
            });
            for &(l, _) in pairs {
                self.map.unset(l);
            }
        }
        self.sorted_worth = worth;
    }

    /// With `d` and `g` read: every word of cell `e`, then `f`, `h` and
    /// `i` read.
    fn free_cell(&mut self, g: usize, vg: T) {
        let d = self.cells[3];
        // f = d + e, h = b + e and i = c + d + e, each at most the most.
        let [_, vb, vc, vd] = self.values;
        let most = self.most - (vc + vd).max(vb).max(vd);
        let w = self.width();
        let mut avail = self.unused();
        remove(&mut avail[..w], d);
        remove(&mut avail[..w], g);
        self.ends.rebuild(self.finder, &self.map, &avail[..w]);
        let top = self.most;
        let sums = [
            // f = d + e, h = b + e and i = c + d + e; i = c + f = g + h.
            Sum {
                offset: vd,
                most: top - vc,
            },
            Sum {
                offset: vb,
                most: top - vg,
            },
            Sum {
                offset: vc + vd,
                most: top,
            },
        ];
        let es = self.ends.candidates(self.finder, &avail[..w], most, &sums);
        each_in(&es[..w], |e| {
            self.assign(
                e,
                most,
                |r, places| r.column_e(g, e, places),
                |r| r.sums_of(g, e),
            );
        });
    }

    /// Whether, the last `places` places of `e` given their digits, some
    /// word of `T[d, e]`, of `T[b, e]` and of the list can spell those of
    /// `f = d + e`, `h = b + e` and `i = c + d + e`.
    fn column_e(&mut self, g: usize, e: usize, places: usize) -> bool {
        let [_, b, _, d] = self.cells;
        let [_, vb, vc, vd] = self.values;
        let ve = self.partial(e, places);
        let (f, table) = (self.finder, self.table);
        let besides = [d, g, e];
        self.fill(0, &[sums(f, table, d, e)], &besides, vd + ve, places)
            && self.fill(1, &[sums(f, table, b, e)], &besides, vb + ve, places)
            && self.fill(2, &[], &besides, vc + vd + ve, places)
    }

    /// Tries the free digits over the letters of word `p` that have none,
    /// one to one (its first letter not 0 if it may not be), from its last
    /// place up, as an odometer rather than by recursion: `fits` is asked
    /// each time the word's last places have their digits, with how many,
    /// and the digits that fail it are not tried further; `visit` is
    /// called once every letter has one. The word may be worth at most
    /// `most`: its first letter is given no digit that would take it past.
    fn assign(
        &mut self,
        p: usize,
        most: T,
        fits: impl Fn(&mut Self, usize) -> bool,
        mut visit: impl FnMut(&mut Self),
    ) {
        let all = self.digits;
        let word = self.spelled(p);
        let Some(&first) = word.last() else {
            return;
        };
        if most < T::ZERO {
            return;
        }
        // The most the first letter may take: a word of n letters is worth
        // at least its first digit times radix^(n - 1).
        let radix = self.radix;
        let place = word[1..].iter().fold(T::from_digit(1), |x, _| x * radix);
        let top = (most / place)
            .min(radix - T::from_digit(1))
            .div_digit(T::from_digit(1));
        let below = (2u64 << top) - 1;
        // Its letters without a digit, each once, from its last place.
        let mut new = [0 as Letter; MAX_LETTERS];
        let mut k = 0;
        let mut seen = 0u64;
        for &l in word {
            if self.map.digit[usize::from(l)] == NONE && seen >> l & 1 == 0 {
                seen |= 1 << l;
                if k == MAX_LETTERS {
                    return;
                }
                new[k] = l;
                k += 1;
            }
        }
        if k > (all & !self.map.taken).count_ones() as usize {
            return;
        }
        let nonzero = self.nonzero(p);
        // A first letter that has its digit already must be within the
        // bound, and not 0 if it may not be: it may have been given 0 by a
        // word where it may be 0.
        let lead = self.map.digit[usize::from(first)];
        if lead != NONE && (u32::from(lead) > top || (nonzero && lead == 0)) {
            return;
        }
        let known = |map: &Mapping| {
            word.iter()
                .take_while(|&&l| map.digit[usize::from(l)] != NONE)
                .count()
        };
        let places = known(&self.map);
        if places > 0 && !fits(self, places) {
            return;
        }
        if k == 0 {
            visit(self);
            return;
        }
        let digits_of = |l: Letter, taken: u64| {
            let free = all & !taken;
            match l == first {
                true if nonzero => free & below & !1,
                true => free & below,
                false => free,
            }
        };
        let mut avail = [0u64; MAX_LETTERS];
        let mut level = 0;
        avail[0] = digits_of(new[0], self.map.taken);
        loop {
            self.map.unset(new[level]);
            let bits = avail[level];
            if bits == 0 {
                if level == 0 {
                    break;
                }
                level -= 1;
                continue;
            }
            avail[level] = bits & (bits - 1);
            self.map.set(new[level], bits.trailing_zeros());
            // The letter given is the one at the first place without a
            // digit, so the places known grow with each.
            if !fits(self, known(&self.map)) {
                continue;
            }
            if level + 1 == k {
                visit(self);
                continue;
            }
            level += 1;
            avail[level] = digits_of(new[level], self.map.taken);
        }
    }

    /// With `g` and `e` given: the words of `f = d + e`, `h = b + e` and
    /// `i = c + f` that spell those values, each grid tallied.
    fn sums_of(&mut self, g: usize, e: usize) {
        let [_, vb, vc, vd] = self.values;
        let ve = self.map.value(self.spelled(e), self.radix);
        let (vf, vh) = (vd + ve, vb + ve);
        let vi = vc + vf;
        // i is the largest sum; past the list's largest word, none is a word.
        if vi > self.most {
            return;
        }
        let [_, b, c, d] = self.cells;
        let (finder, table, w) = (self.finder, self.table, self.width());
        let [fs, hs, is] = self.sets;
        each_in(&fs[..w], |f| {
            let Some(given_f) = self.spell(f, vf) else {
                return;
            };
            each_in(&hs[..w], |h| {
                if h == f {
                    return;
                }
                let Some(given_h) = self.spell(h, vh) else {
                    return;
                };
                // i = g + h = c + f: a word of both rows, narrowed.
                let (gh, cf) = (sums(finder, table, g, h), sums(finder, table, c, f));
                let mut both: Set = [0; MAX_BLOCKS];
                for (k, x) in both[..w].iter_mut().enumerate() {
                    *x = is[k] & gh[k] & cf[k];
                }
                each_in(&both[..w], |i| {
                    if i == f || i == h {
                        return;
                    }
                    if let Some(given_i) = self.spell(i, vi) {
                        let tally = self
                            .tallies
                            .entry([b, c, d, g, e, f, h, i])
                            .or_insert(Tally {
                                solutions: 0,
                                digits: self.map.digit,
                            });
                        tally.solutions = tally.solutions.saturating_add(1).min(2);
                        self.map.unset_all(given_i);
                    }
                });
                self.map.unset_all(given_h);
            });
            self.map.unset_all(given_f);
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
