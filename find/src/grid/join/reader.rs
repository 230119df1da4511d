//! Reading the rest of a 3 × 3 grid off the solutions of its first rows:
//! the corners a row and a column of one class make, then the free cell
//! `e` and the sums `f`, `h` and `i` it leaves, each way through tallied as
//! one solution of the grid's system.

use std::cmp::Ordering;
use std::collections::BTreeMap;

use super::super::GridFinder;
use super::corners::{BANDS, Index, Row, Rows};
use super::ends::{Ends, Sum};
use super::mapping::{MAX_BLOCKS, Mapping, NONE, Set, each_in, narrow};
use super::{JoinWalk, sums};
use crate::Letter;
use crate::backtrack::MAX_LETTERS;
use crate::pair_table::{PairTable, blocks, insert, remove};
use crate::unique::Int;

impl<T: Int> JoinWalk<'_, T> {
    /// Searches the key: its rows' solutions, then each corner they make
    /// (a first row and a first column of one class that agree), the rest
    /// of the grid read off each; the grids with exactly one solution are
    /// queued in the order of the cells `b`, `c`, `d`, `g`, `e`, `f`, `h`,
    /// `i`, as the cell-by-cell walk gives them.
    pub(super) fn search(&mut self) {
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

/// How many solutions a grid read off the solutions of its first row has
/// (two meaning more than one), with the first.
#[derive(Debug)]
struct Tally {
    solutions: u8,
    digits: [u8; 64],
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
