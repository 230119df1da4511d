//! Sets of digits as bitmasks.
//!
//! Every solver in this crate keeps "which digits are still possible" as a
//! [`DigitSet`]: bit `d` is set when digit `d` is in the set. Bases go up to
//! 36 and Sudoku or kakuro cells use 1..=9, so a `u64` holds any set, and
//! walking a set is a `trailing_zeros` loop with no allocation.

use std::fmt;
use std::str::FromStr;

/// A set of digits `0..64`, stored as a bitmask.
///
/// ```
/// use alphametic_runtime::DigitSet;
///
/// let odd = DigitSet::range(0, 10).filter(|d| d % 2 == 1);
/// assert_eq!(odd.len(), 5);
/// assert!(odd.contains(7));
/// assert_eq!(odd.iter().collect::<Vec<_>>(), [1, 3, 5, 7, 9]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct DigitSet(u64);

impl DigitSet {
    /// The empty set.
    pub const EMPTY: DigitSet = DigitSet(0);

    /// The set whose bitmask is `bits` (bit `d` stands for digit `d`).
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// assert_eq!(DigitSet::from_bits(0b101).iter().collect::<Vec<_>>(), [0, 2]);
    /// ```
    pub const fn from_bits(bits: u64) -> Self {
        DigitSet(bits)
    }

    /// The bitmask of the set.
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// assert_eq!(DigitSet::single(3).bits(), 0b1000);
    /// ```
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The set `{d}`; empty for `d >= 64`, which no set can hold.
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// assert_eq!(DigitSet::single(4).len(), 1);
    /// assert!(DigitSet::single(64).is_empty());
    /// ```
    pub const fn single(d: u32) -> Self {
        DigitSet(bit(d))
    }

    /// The digits `lo..hi` below 64; empty when `hi <= lo`.
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// assert_eq!(DigitSet::range(1, 10).len(), 9);
    /// assert!(DigitSet::range(5, 5).is_empty());
    /// assert_eq!(DigitSet::range(60, 100).len(), 4);
    /// ```
    pub const fn range(lo: u32, hi: u32) -> Self {
        if hi <= lo || lo >= 64 {
            return DigitSet(0);
        }
        let upto_hi = if hi >= 64 { u64::MAX } else { (1 << hi) - 1 };
        DigitSet(upto_hi & !((1u64 << lo) - 1))
    }

    /// Whether `d` is in the set.
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// assert!(DigitSet::range(0, 3).contains(2));
    /// assert!(!DigitSet::range(0, 3).contains(3));
    /// ```
    pub const fn contains(self, d: u32) -> bool {
        d < 64 && self.0 >> d & 1 == 1
    }

    /// The number of digits in the set.
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// assert_eq!(DigitSet::from_bits(0b1011).len(), 3);
    /// ```
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// assert!(DigitSet::EMPTY.is_empty());
    /// ```
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The smallest digit of the set, if any.
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// assert_eq!(DigitSet::range(3, 8).min(), Some(3));
    /// assert_eq!(DigitSet::EMPTY.min(), None);
    /// ```
    pub const fn min(self) -> Option<u32> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros())
        }
    }

    /// The largest digit of the set, if any.
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// assert_eq!(DigitSet::range(3, 8).max(), Some(7));
    /// ```
    pub const fn max(self) -> Option<u32> {
        if self.0 == 0 {
            None
        } else {
            Some(63 - self.0.leading_zeros())
        }
    }

    /// The set with `d` added.
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// assert!(DigitSet::EMPTY.with(5).contains(5));
    /// ```
    #[must_use]
    pub const fn with(self, d: u32) -> Self {
        DigitSet(self.0 | bit(d))
    }

    /// The set with `d` removed.
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// assert!(!DigitSet::range(0, 10).without(0).contains(0));
    /// ```
    #[must_use]
    pub const fn without(self, d: u32) -> Self {
        DigitSet(self.0 & !bit(d))
    }

    /// The digits in both sets.
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// let both = DigitSet::range(0, 5).intersect(DigitSet::range(3, 9));
    /// assert_eq!(both, DigitSet::range(3, 5));
    /// ```
    #[must_use]
    pub const fn intersect(self, other: DigitSet) -> Self {
        DigitSet(self.0 & other.0)
    }

    /// The digits in either set.
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// assert_eq!(DigitSet::single(1).union(DigitSet::single(2)).len(), 2);
    /// ```
    #[must_use]
    pub const fn union(self, other: DigitSet) -> Self {
        DigitSet(self.0 | other.0)
    }

    /// The digits of `self` that are not in `other`.
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// assert_eq!(DigitSet::range(0, 4).minus(DigitSet::range(1, 3)).bits(), 0b1001);
    /// ```
    #[must_use]
    pub const fn minus(self, other: DigitSet) -> Self {
        DigitSet(self.0 & !other.0)
    }

    /// Removes and returns the smallest digit: the step of a search loop.
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// let mut left = DigitSet::from_bits(0b1010);
    /// assert_eq!(left.pop_min(), Some(1));
    /// assert_eq!(left.pop_min(), Some(3));
    /// assert_eq!(left.pop_min(), None);
    /// ```
    pub const fn pop_min(&mut self) -> Option<u32> {
        if self.0 == 0 {
            return None;
        }
        let d = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(d)
    }

    /// The digits of the set for which `keep` holds.
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// assert_eq!(DigitSet::range(0, 10).filter(|d| d > 6).len(), 3);
    /// ```
    #[must_use]
    pub fn filter(self, mut keep: impl FnMut(u32) -> bool) -> Self {
        self.iter().filter(|&d| keep(d)).collect()
    }

    /// The digits in ascending order.
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// assert_eq!(DigitSet::from_bits(0b110).iter().sum::<u32>(), 3);
    /// ```
    pub const fn iter(self) -> Digits {
        Digits(self)
    }

    /// The sum of the digits of the set.
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// assert_eq!(DigitSet::range(1, 10).sum(), 45);
    /// ```
    pub fn sum(self) -> u32 {
        self.iter().sum()
    }
}

/// The mask of digit `d`: none for `d >= 64`, so that no argument can
/// make a set operation overflow.
const fn bit(d: u32) -> u64 {
    if d < 64 { 1 << d } else { 0 }
}

/// The digits of a [`DigitSet`], smallest first.
#[derive(Clone, Debug)]
pub struct Digits(DigitSet);

impl Iterator for Digits {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        self.0.pop_min()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.len() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Digits {}

impl IntoIterator for DigitSet {
    type Item = u32;
    type IntoIter = Digits;

    fn into_iter(self) -> Digits {
        self.iter()
    }
}

impl FromIterator<u32> for DigitSet {
    fn from_iter<I: IntoIterator<Item = u32>>(iter: I) -> Self {
        iter.into_iter().fold(DigitSet::EMPTY, DigitSet::with)
    }
}

impl fmt::Debug for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl fmt::Display for DigitSet {
    /// The digits as ranges and single digits joined by commas, the form
    /// [`str::parse`] reads: `1-9`, `0-7,9`; the empty set is empty.
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// let set: DigitSet = [0, 1, 2, 3, 5, 7, 8, 9].into_iter().collect();
    /// assert_eq!(set.to_string(), "0-3,5,7-9");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rest = *self;
        let mut first = true;
        while let Some(lo) = rest.pop_min() {
            let mut hi = lo;
            while rest.contains(hi + 1) {
                hi += 1;
                rest = rest.without(hi);
            }
            if !first {
                f.write_str(",")?;
            }
            first = false;
            if hi == lo {
                write!(f, "{lo}")?;
            } else {
                write!(f, "{lo}-{hi}")?;
            }
        }
        Ok(())
    }
}

/// Why a text is not a set of digits: see [`DigitSet`]'s `FromStr`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DigitSetError {
    part: String,
}

impl fmt::Display for DigitSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a digit or a range of digits: write digits and ranges \
             joined by commas, as in `1-9` or `0-7,9`",
            self.part
        )
    }
}

impl std::error::Error for DigitSetError {}

impl FromStr for DigitSet {
    type Err = DigitSetError;

    /// Reads digits and ranges of digits joined by commas, each digit a
    /// decimal number below 64: `1-9`, `0-7,9`, `10-35`. Spaces around
    /// the parts are allowed; an empty text is the empty set.
    ///
    /// ```
    /// # use alphametic_runtime::DigitSet;
    /// let set: DigitSet = "0-7, 9".parse()?;
    /// assert_eq!(set.iter().collect::<Vec<_>>(), [0, 1, 2, 3, 4, 5, 6, 7, 9]);
    /// assert!("9-1".parse::<DigitSet>().is_err());
    /// assert!("1-".parse::<DigitSet>().is_err());
    /// assert!("64".parse::<DigitSet>().is_err());
    /// # Ok::<(), alphametic_runtime::DigitSetError>(())
    /// ```
    fn from_str(text: &str) -> Result<DigitSet, DigitSetError> {
        let mut set = DigitSet::EMPTY;
        if text.trim().is_empty() {
            return Ok(set);
        }
        for part in text.split(',') {
            let error = || DigitSetError {
                part: part.trim().to_owned(),
            };
            let digit = |s: &str| {
                let s = s.trim();
                // Decimal digits only: `+1` and `1_0` are not digits.
                if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
                    return None;
                }
                s.parse::<u32>().ok().filter(|&d| d < 64)
            };
            let (lo, hi) = match part.split_once('-') {
                Some((lo, hi)) => (digit(lo), digit(hi)),
                None => (digit(part), digit(part)),
            };
            match (lo, hi) {
                (Some(lo), Some(hi)) if lo <= hi => set = set.union(DigitSet::range(lo, hi + 1)),
                _ => return Err(error()),
            }
        }
        Ok(set)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_sets_round_trip() {
        for text in ["", "0", "1-9", "0-7,9", "0,2,4", "10-35", "0-63"] {
            let set: DigitSet = text.parse().unwrap();
            assert_eq!(set.to_string(), text);
        }
        assert_eq!(
            " 1 - 3 , 5 ".parse::<DigitSet>().unwrap().to_string(),
            "1-3,5"
        );
        for bad in ["a", "1-", "-1", "3-1", "1,,2", "64", "1-64", "+1", "1.5"] {
            assert!(bad.parse::<DigitSet>().is_err(), "{bad}");
        }
    }

    #[test]
    fn range_covers_the_edges() {
        assert_eq!(DigitSet::range(0, 64).len(), 64);
        assert_eq!(DigitSet::range(63, 64).min(), Some(63));
        assert_eq!(DigitSet::range(0, 1).bits(), 1);
    }

    #[test]
    fn set_algebra_agrees_with_iteration() {
        let a = DigitSet::from_bits(0b1011_0110);
        let b = DigitSet::from_bits(0b0110_1100);
        for d in 0..10 {
            assert_eq!(a.union(b).contains(d), a.contains(d) || b.contains(d));
            assert_eq!(a.intersect(b).contains(d), a.contains(d) && b.contains(d));
            assert_eq!(a.minus(b).contains(d), a.contains(d) && !b.contains(d));
        }
        assert_eq!(a.iter().len(), a.len() as usize);
        assert_eq!(a.max(), Some(7));
    }
}
