//! Which words a free cell is worth trying, by their first and last
//! digits alone.
//!
//! A word of `e` whose letters fit the digits given so far is
//! still almost never part of a grid: each sum it takes part in must also
//! be a word, and trying it costs a search over its free letters. Before
//! any word is tried, each first digit `δ` and last digit `x` the cell may
//! take is tested as a whole: its value is then within `[δ·P, (δ+1)·P − 1]`
//! (`P` the worth of the first place), so each sum's value is within a
//! range too, and ends in a known digit; some word of the list must begin
//! with a digit that reaches that range and end in that digit. Only the
//! words of the pairs `(δ, x)` that pass are tried. Each test is one that
//! every solution passes, so no grid is lost.

use super::super::GridFinder;
use super::mapping::{MAX_BLOCKS, Mapping, NONE, Set};
use crate::unique::Int;

/// The sums the free cell `e` of a 3 × 3 grid is tested on: `f`, `h` and
/// `i`.
pub(super) const SUMS: usize = 3;

/// A sum the free cell takes part in: worth `offset` plus the cell, and at
/// most `most`, so that its range and its last digit follow the cell's.
#[derive(Debug, Clone, Copy)]
pub(super) struct Sum<T> {
    pub(super) offset: T,
    pub(super) most: T,
}

/// Per digit, the words not in the grid that may begin or end with it
/// under the digits given so far.
#[derive(Debug)]
pub(super) struct Ends {
    width: usize,
    base: usize,
    /// Block `digit * width`: the words whose first letter has that digit
    /// or, if no letter has it, whose first letter has none (and may be
    /// 0, for the digit 0).
    lead: Vec<u64>,
    /// Block `digit * width`: the same for the last letter.
    end: Vec<u64>,
}

impl Ends {
    pub(super) fn new(width: usize, base: usize) -> Ends {
        Ends {
            width,
            base,
            lead: vec![0; base * width],
            end: vec![0; base * width],
        }
    }

    /// Sets the words of each digit for `map`, among those of `avail`.
    pub(super) fn rebuild(&mut self, f: &GridFinder, map: &Mapping, avail: &[u64]) {
        let w = self.width;
        // The words whose first (last) letter has no digit yet.
        let mut open_lead: Set = [0; MAX_BLOCKS];
        let mut open_end: Set = [0; MAX_BLOCKS];
        open_lead[..w].copy_from_slice(avail);
        open_end[..w].copy_from_slice(avail);
        let mut taken = map.taken;
        while taken != 0 {
            let l = usize::from(map.letter[taken.trailing_zeros() as usize]);
            taken &= taken - 1;
            for k in 0..w {
                open_lead[k] &= !f.first[l * w + k];
                // Place 0 of `at`: the words ending in `l`.
                open_end[k] &= !f.at[l * w + k];
            }
        }
        for digit in 0..self.base {
            let letter = map.letter[digit];
            let (lead, end) = (
                &mut self.lead[digit * w..(digit + 1) * w],
                &mut self.end[digit * w..(digit + 1) * w],
            );
            for k in 0..w {
                let (mut first, last) = if letter == NONE {
                    (open_lead[k], open_end[k])
                } else {
                    let l = usize::from(letter);
                    (f.first[l * w + k] & avail[k], f.at[l * w + k] & avail[k])
                };
                if digit == 0 {
                    first &= !f.nonzero[k];
                }
                lead[k] = first;
                end[k] = last;
            }
        }
    }

    /// The words that may be worth something from `lo` to `hi`, by their
    /// first digit.
    fn within<T: Int>(&self, f: &GridFinder, lo: T, hi: T, into: &mut Set) {
        let w = self.width;
        into[..w].fill(0);
        if hi < lo || hi < T::ZERO {
            return;
        }
        let radix = T::from_digit(self.base as u32);
        let top = radix - T::from_digit(1);
        let one = T::from_digit(1);
        for (length, words) in &f.lengths {
            let place = (1..*length).fold(one, |x, _| x * radix);
            let low = (lo.max(T::ZERO) / place).min(radix).div_digit(one) as usize;
            let high = (hi / place).min(top).div_digit(one) as usize;
            for digit in low..=high.min(self.base - 1) {
                let lead = &self.lead[digit * w..(digit + 1) * w];
                for k in 0..w {
                    into[k] |= lead[k] & words[k];
                }
            }
        }
    }

    /// The words of `from` worth trying in a free cell at most `most`,
    /// that takes part in `sums`.
    pub(super) fn candidates<T: Int>(
        &self,
        f: &GridFinder,
        from: &[u64],
        most: T,
        sums: &[Sum<T>; SUMS],
    ) -> Set {
        let w = self.width;
        let base = self.base;
        let one = T::from_digit(1);
        let radix = T::from_digit(base as u32);
        let unit = |v: T| (v % radix).div_digit(one) as usize;
        let meets = |a: &[u64], b: &[u64]| a.iter().zip(b).any(|(x, y)| x & y != 0);
        let mut kept: Set = [0; MAX_BLOCKS];
        // Each sum's words by value, for the first digit being tried.
        let mut ranges = [[0u64; MAX_BLOCKS]; SUMS];
        for (length, words) in &f.lengths {
            let place = (1..*length).fold(one, |x, _| x * radix);
            for lead in 0..base {
                let low = place * T::from_digit(lead as u32);
                let high = (low + place - one).min(most);
                if high < low {
                    break;
                }
                let mut cells: Set = [0; MAX_BLOCKS];
                let starts = &self.lead[lead * w..(lead + 1) * w];
                let mut any = 0;
                for k in 0..w {
                    cells[k] = starts[k] & words[k] & from[k];
                    any |= cells[k];
                }
                if any == 0 {
                    continue;
                }
                // A sum that no word reaches rules out this first digit.
                let reached = sums.iter().zip(&mut ranges).all(|(sum, range)| {
                    let (lo, hi) = (sum.offset + low, (sum.offset + high).min(sum.most));
                    self.within(f, lo, hi, range);
                    range[..w].iter().any(|&x| x != 0)
                });
                if !reached {
                    continue;
                }
                for last in 0..base {
                    let ends = &self.end[last * w..(last + 1) * w];
                    if !meets(&cells[..w], ends) {
                        continue;
                    }
                    let fits = sums.iter().zip(&ranges).all(|(sum, range)| {
                        let digit = (unit(sum.offset) + last) % base;
                        meets(&range[..w], &self.end[digit * w..(digit + 1) * w])
                    });
                    if fits {
                        for k in 0..w {
                            kept[k] |= cells[k] & ends[k];
                        }
                    }
                }
            }
        }
        kept
    }
}
