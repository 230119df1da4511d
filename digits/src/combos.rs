//! Sets of distinct digits by size and sum.
//!
//! Kakuro runs, killer-Sudoku cages and alphametic columns all ask the same
//! question: which sets of `len` distinct digits add up to `sum`? The answer
//! depends only on the digits allowed, so it is worked out once per universe
//! and looked up afterwards.

use crate::DigitSet;
use std::fmt;

/// The largest universe a [`ComboTable`] accepts: every subset is visited
/// once while building, so the table costs `2^n` steps.
///
/// ```
/// # use alphametic_digits::{ComboTable, DigitSet, MAX_COMBO_DIGITS};
/// assert!(ComboTable::new(DigitSet::range(0, MAX_COMBO_DIGITS)).is_ok());
/// assert!(ComboTable::new(DigitSet::range(0, MAX_COMBO_DIGITS + 1)).is_err());
/// ```
pub const MAX_COMBO_DIGITS: u32 = 16;

/// Every set of distinct digits drawn from a universe, grouped by size and
/// sum.
///
/// ```
/// use alphametic_digits::{ComboTable, DigitSet};
///
/// let table = ComboTable::new(DigitSet::range(1, 10))?;
/// // Three distinct digits adding up to 7: only 1 + 2 + 4.
/// assert_eq!(table.get(3, 7), [DigitSet::from_iter([1, 2, 4])]);
/// assert_eq!(table.get(2, 10).len(), 4);
/// assert!(table.get(2, 18).is_empty());
/// # Ok::<(), alphametic_digits::ComboError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComboTable {
    universe: DigitSet,
    max_len: u32,
    max_sum: u32,
    /// Every combination, grouped by `(len, sum)` in index order.
    combos: Vec<DigitSet>,
    /// For the slot of `(len, sum)`, where its combinations end in `combos`;
    /// they start where the previous slot ends.
    ends: Vec<u32>,
    /// For the slot of `(len, sum)`, the digits used by any of its
    /// combinations.
    unions: Vec<DigitSet>,
}

impl ComboTable {
    /// The table of all subsets of `universe`.
    ///
    /// Fails when the universe has more than [`MAX_COMBO_DIGITS`] digits.
    ///
    /// ```
    /// # use alphametic_digits::{ComboTable, DigitSet};
    /// let table = ComboTable::new(DigitSet::range(0, 10))?;
    /// assert_eq!(table.get(10, 45).len(), 1);
    /// assert!(ComboTable::new(DigitSet::range(0, 20)).is_err());
    /// # Ok::<(), alphametic_digits::ComboError>(())
    /// ```
    pub fn new(universe: DigitSet) -> Result<Self, ComboError> {
        if universe.len() > MAX_COMBO_DIGITS {
            return Err(ComboError {
                digits: universe.len(),
            });
        }
        let digits: Vec<u32> = universe.iter().collect();
        let max_len = universe.len();
        let max_sum = universe.sum();
        let slots = ((max_len + 1) * (max_sum + 1)) as usize;
        let slot = |len: u32, sum: u32| (len * (max_sum + 1) + sum) as usize;

        // Counting first and placing second keeps every slot contiguous
        // without sorting, and the subsets come out in a stable order.
        let subsets = 1u32 << digits.len();
        let subset = |mask: u32| -> DigitSet {
            (0..digits.len())
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| digits[i])
                .collect()
        };
        let mut counts = vec![0u32; slots];
        for mask in 0..subsets {
            let set = subset(mask);
            counts[slot(set.len(), set.sum())] += 1;
        }
        let mut ends = Vec::with_capacity(slots);
        let mut total = 0;
        for count in &counts {
            total += count;
            ends.push(total);
        }
        let mut next: Vec<u32> = ends.iter().zip(&counts).map(|(e, c)| e - c).collect();
        let mut combos = vec![DigitSet::EMPTY; total as usize];
        let mut unions = vec![DigitSet::EMPTY; slots];
        for mask in 0..subsets {
            let set = subset(mask);
            let s = slot(set.len(), set.sum());
            combos[next[s] as usize] = set;
            next[s] += 1;
            unions[s] = unions[s].union(set);
        }
        Ok(ComboTable {
            universe,
            max_len,
            max_sum,
            combos,
            ends,
            unions,
        })
    }

    /// The digits the table draws from.
    ///
    /// ```
    /// # use alphametic_digits::{ComboTable, DigitSet};
    /// let table = ComboTable::new(DigitSet::range(1, 10))?;
    /// assert_eq!(table.universe(), DigitSet::range(1, 10));
    /// # Ok::<(), alphametic_digits::ComboError>(())
    /// ```
    pub fn universe(&self) -> DigitSet {
        self.universe
    }

    /// The largest sum any combination reaches: the sum of the universe.
    ///
    /// ```
    /// # use alphametic_digits::{ComboTable, DigitSet};
    /// assert_eq!(ComboTable::new(DigitSet::range(1, 10))?.max_sum(), 45);
    /// # Ok::<(), alphametic_digits::ComboError>(())
    /// ```
    pub fn max_sum(&self) -> u32 {
        self.max_sum
    }

    fn slot(&self, len: u32, sum: u32) -> Option<usize> {
        (len <= self.max_len && sum <= self.max_sum)
            .then(|| (len * (self.max_sum + 1) + sum) as usize)
    }

    /// The sets of `len` distinct digits adding up to `sum`; empty when there
    /// are none.
    ///
    /// ```
    /// # use alphametic_digits::{ComboTable, DigitSet};
    /// let table = ComboTable::new(DigitSet::range(1, 10))?;
    /// assert_eq!(table.get(2, 3), [DigitSet::from_iter([1, 2])]);
    /// assert!(table.get(12, 3).is_empty());
    /// # Ok::<(), alphametic_digits::ComboError>(())
    /// ```
    pub fn get(&self, len: u32, sum: u32) -> &[DigitSet] {
        match self.slot(len, sum) {
            Some(s) => {
                let start = if s == 0 { 0 } else { self.ends[s - 1] };
                &self.combos[start as usize..self.ends[s] as usize]
            }
            None => &[],
        }
    }

    /// The digits that appear in some set of `len` distinct digits adding
    /// up to `sum`.
    ///
    /// ```
    /// # use alphametic_digits::{ComboTable, DigitSet};
    /// let table = ComboTable::new(DigitSet::range(1, 10))?;
    /// // 16 in two cells is 7 + 9 and nothing else.
    /// assert_eq!(table.digits(2, 16), DigitSet::from_iter([7, 9]));
    /// # Ok::<(), alphametic_digits::ComboError>(())
    /// ```
    pub fn digits(&self, len: u32, sum: u32) -> DigitSet {
        self.slot(len, sum)
            .map_or(DigitSet::EMPTY, |s| self.unions[s])
    }

    /// The sums that `len` distinct digits can reach, as a bitmask over
    /// `0..128` (sums of 128 and more are left out).
    ///
    /// ```
    /// # use alphametic_digits::{ComboTable, DigitSet};
    /// let table = ComboTable::new(DigitSet::range(1, 10))?;
    /// let sums = table.sums(2);
    /// assert_eq!(sums.trailing_zeros(), 3);
    /// assert_eq!(127 - sums.leading_zeros(), 17);
    /// # Ok::<(), alphametic_digits::ComboError>(())
    /// ```
    pub fn sums(&self, len: u32) -> u128 {
        (0..=self.max_sum.min(127))
            .filter(|&sum| !self.get(len, sum).is_empty())
            .fold(0, |mask, sum| mask | 1 << sum)
    }
}

/// A [`ComboTable`] asked for a universe that is too large.
///
/// ```
/// # use alphametic_digits::{ComboTable, DigitSet};
/// let err = ComboTable::new(DigitSet::range(0, 40)).unwrap_err();
/// assert_eq!(err.to_string(), "a combination table takes at most 16 digits, got 40");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ComboError {
    digits: u32,
}

impl fmt::Display for ComboError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a combination table takes at most {MAX_COMBO_DIGITS} digits, got {}",
            self.digits
        )
    }
}

impl std::error::Error for ComboError {}

#[cfg(test)]
mod tests {
    use super::*;

    fn brute(universe: DigitSet, len: u32, sum: u32) -> Vec<DigitSet> {
        (0u64..1 << 10)
            .map(DigitSet::from_bits)
            .filter(|s| s.minus(universe).is_empty() && s.len() == len && s.sum() == sum)
            .collect()
    }

    #[test]
    fn matches_brute_force_for_kakuro_digits() {
        let universe = DigitSet::range(1, 10);
        let table = ComboTable::new(universe).unwrap();
        for len in 0..=10 {
            for sum in 0..=50 {
                let mut got = table.get(len, sum).to_vec();
                got.sort_by_key(|s| s.bits());
                let want = brute(universe, len, sum);
                assert_eq!(got, want, "len {len}, sum {sum}");
                let union = want.iter().fold(DigitSet::EMPTY, |u, &s| u.union(s));
                assert_eq!(table.digits(len, sum), union);
            }
        }
    }

    #[test]
    fn well_known_kakuro_counts() {
        let table = ComboTable::new(DigitSet::range(1, 10)).unwrap();
        assert_eq!(table.get(9, 45).len(), 1);
        assert_eq!(table.get(1, 0).len(), 0);
        assert_eq!(table.get(0, 0), [DigitSet::EMPTY]);
        // The most ambiguous clues have 12 combinations.
        let most = (1..=9)
            .flat_map(|len| (0..=45).map(move |sum| (len, sum)))
            .map(|(len, sum)| table.get(len, sum).len())
            .max();
        assert_eq!(most, Some(12));
        let total: usize = (0..=9)
            .flat_map(|len| (0..=45).map(move |sum| (len, sum)))
            .map(|(len, sum)| table.get(len, sum).len())
            .sum();
        assert_eq!(total, 512);
    }

    #[test]
    fn sparse_universe() {
        let universe = DigitSet::from_iter([0, 5, 15]);
        let table = ComboTable::new(universe).unwrap();
        assert_eq!(table.get(2, 20), [DigitSet::from_iter([5, 15])]);
        assert_eq!(table.get(2, 15), [DigitSet::from_iter([0, 15])]);
        assert!(table.get(2, 10).is_empty());
        assert_eq!(table.sums(1), 1 | 1 << 5 | 1 << 15);
        assert!(ComboTable::new(DigitSet::range(0, 16)).is_ok());
        assert!(ComboTable::new(DigitSet::range(0, 17)).is_err());
    }
}
