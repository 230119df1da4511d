//! What the finder's uniqueness checks share: the count they answer with,
//! the depth-first search over distinct digits they run, and `gcd`.
//!
//! Each check decides which digits a letter may take and what placing one
//! implies; the loop that walks the tree is the same for all of them. It
//! keeps its stack in a fixed array as deep as the most letters a puzzle
//! can have, so no input makes it recurse.

use std::ops::Rem;

/// The most letters a puzzle can have: no more than the largest base has
/// digits.
pub(crate) const MAX_LETTERS: usize = alphametic_runtime::MAX_LETTERS;

/// How many solutions a check found, up to two: none, exactly one (a digit
/// per letter, in an order the check documents), or more.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Count {
    None,
    One([u8; MAX_LETTERS]),
    Many,
}

impl Count {
    /// The count of the solutions of both `self` and `other`, which share
    /// none.
    pub(crate) fn plus(self, other: Count) -> Count {
        match (self, other) {
            (count, Count::None) | (Count::None, count) => count,
            _ => Count::Many,
        }
    }
}

/// One search over letters that take distinct digits, level by level.
pub(crate) trait Backtrack {
    /// The digits the letter of `level` may take, the letters of every
    /// earlier level placed.
    fn open(&mut self, level: usize) -> u64;

    /// Places `digit` on the letter of `level`; whether the search goes on
    /// below it. A digit refused leaves the state as it was.
    fn place(&mut self, level: usize, digit: u32) -> bool;

    /// Takes back the digit placed on the letter of `level`.
    fn unplace(&mut self, level: usize);

    /// Every letter is placed and the last placement held; `false` ends the
    /// search.
    fn solved(&mut self) -> bool;
}

/// Runs `search` over `levels` letters (at most [`MAX_LETTERS`]), trying
/// each letter's digits in increasing order, until every branch is done or
/// [`Backtrack::solved`] returns `false`.
pub(crate) fn backtrack(search: &mut impl Backtrack, levels: usize) {
    let levels = levels.min(MAX_LETTERS);
    if levels == 0 {
        return;
    }
    let mut avail = [0u64; MAX_LETTERS];
    let mut level = 0;
    avail[0] = search.open(0);
    loop {
        let free = avail[level];
        if free == 0 {
            if level == 0 {
                return;
            }
            level -= 1;
            search.unplace(level);
            continue;
        }
        let digit = free.trailing_zeros();
        avail[level] = free & (free - 1);
        if !search.place(level, digit) {
            continue;
        }
        if level + 1 == levels {
            let go_on = search.solved();
            search.unplace(level);
            if !go_on {
                return;
            }
            continue;
        }
        level += 1;
        avail[level] = search.open(level);
    }
}

/// The greatest common divisor of `a` and `b`, for non-negative values.
pub(crate) fn gcd<T: Copy + Default + PartialEq + Rem<Output = T>>(mut a: T, mut b: T) -> T {
    while b != T::default() {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every arrangement of distinct digits below `base` on `n` letters.
    struct Arrangements {
        base: u32,
        used: u64,
        digits: [u8; MAX_LETTERS],
        seen: Vec<Vec<u8>>,
        n: usize,
        stop_after: usize,
    }

    impl Backtrack for Arrangements {
        fn open(&mut self, _: usize) -> u64 {
            ((1u64 << self.base) - 1) & !self.used
        }
        fn place(&mut self, level: usize, digit: u32) -> bool {
            self.used |= 1 << digit;
            self.digits[level] = digit as u8;
            true
        }
        fn unplace(&mut self, level: usize) {
            self.used &= !(1 << self.digits[level]);
        }
        fn solved(&mut self) -> bool {
            self.seen.push(self.digits[..self.n].to_vec());
            self.seen.len() < self.stop_after
        }
    }

    fn arrangements(base: u32, n: usize, stop_after: usize) -> Vec<Vec<u8>> {
        let mut search = Arrangements {
            base,
            used: 0,
            digits: [0; MAX_LETTERS],
            seen: Vec::new(),
            n,
            stop_after,
        };
        backtrack(&mut search, n);
        search.seen
    }

    #[test]
    fn visits_every_arrangement_once_in_order() {
        let all = arrangements(4, 3, usize::MAX);
        assert_eq!(all.len(), 4 * 3 * 2);
        assert!(all.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(all[0], [0, 1, 2]);
        assert!(arrangements(3, 4, usize::MAX).is_empty());
        assert!(arrangements(3, 0, usize::MAX).is_empty());
    }

    #[test]
    fn stops_when_asked() {
        assert_eq!(arrangements(10, 3, 5).len(), 5);
    }

    #[test]
    fn counts_saturate_at_two() {
        let one = Count::One([1; MAX_LETTERS]);
        assert_eq!(Count::None.plus(one), one);
        assert_eq!(one.plus(Count::None), one);
        assert_eq!(one.plus(one), Count::Many);
        assert_eq!(Count::Many.plus(Count::None), Count::Many);
    }

    #[test]
    fn gcd_of_small_values() {
        assert_eq!(gcd(12u32, 18), 6);
        assert_eq!(gcd(0i64, 7), 7);
        assert_eq!(gcd(7i128, 0), 7);
        assert_eq!(gcd(0u32, 0), 0);
    }
}
