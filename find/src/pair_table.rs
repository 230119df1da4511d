//! The sums each pair of words allows: for addends `x` and `y`, the set of
//! words `z` such that `x + y == z` has a solution on its own, as a bitset
//! over the finder's words.
//!
//! A 3 × 3 grid is six such equations sharing their cells, so its walk is
//! a join over this table: the sum cells take their words from the rows
//! of their addends, and the last cell from the intersection of two. The
//! table is filled one addend at a time, the first time a walk asks for
//! it, and shared by every walk of the finder (the threads of a run
//! included), so each equation is solved once per run rather than once
//! per partial grid.

use std::sync::OnceLock;

/// A set of words, as positions in the finder's list of words: bit `p % 64`
/// of block `p / 64`.
pub(crate) type Bits = [u64];

/// The blocks a set of `n` words takes.
pub(crate) fn blocks(n: usize) -> usize {
    n.div_ceil(64)
}

/// Adds position `p` to `bits`.
pub(crate) fn insert(bits: &mut Bits, p: usize) {
    if let Some(b) = bits.get_mut(p / 64) {
        *b |= 1 << (p % 64);
    }
}

/// Removes position `p` from `bits`.
pub(crate) fn remove(bits: &mut Bits, p: usize) {
    if let Some(b) = bits.get_mut(p / 64) {
        *b &= !(1 << (p % 64));
    }
}

/// The sums of every pair of `n` words, filled lazily.
#[derive(Debug, Clone)]
pub(crate) struct PairTable {
    n: usize,
    /// Per first addend `x`, once asked for: for each second addend `y`,
    /// the `blocks(n)` blocks of the sums of `x + y`.
    rows: Vec<OnceLock<Box<[u64]>>>,
}

impl PairTable {
    /// An empty table over `n` words.
    pub fn new(n: usize) -> PairTable {
        PairTable {
            n,
            rows: (0..n).map(|_| OnceLock::new()).collect(),
        }
    }

    /// The words `z` with `x + y == z` solvable alone, as decided by
    /// `holds(x, y, z)` (called for every `y` and `z` the first time any
    /// pair of `x` is asked for). Empty for a position past the end.
    pub fn sums(&self, x: usize, y: usize, holds: impl Fn(usize, usize, usize) -> bool) -> &Bits {
        let width = blocks(self.n);
        let Some(row) = self.rows.get(x) else {
            return &[];
        };
        let row = row.get_or_init(|| {
            let mut row = vec![0u64; self.n * width].into_boxed_slice();
            for y in 0..self.n {
                let bits = &mut row[y * width..(y + 1) * width];
                for z in 0..self.n {
                    if x != y && y != z && x != z && holds(x, y, z) {
                        insert(bits, z);
                    }
                }
            }
            row
        });
        row.get(y * width..(y + 1) * width).unwrap_or(&[])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_hold_what_the_test_says() {
        // Words are numbers 0..70: z is a sum of x and y when it is.
        let table = PairTable::new(70);
        let holds = |x: usize, y: usize, z: usize| x + y == z;
        let sums = table.sums(3, 60, holds);
        assert_eq!(sums.len(), 2);
        let set: Vec<usize> = (0..70)
            .filter(|&p| sums[p / 64] >> (p % 64) & 1 == 1)
            .collect();
        assert_eq!(set, [63]);
        // The same word twice is never a pair.
        assert!(table.sums(3, 3, holds).iter().all(|&b| b == 0));
        assert!(table.sums(70, 0, holds).is_empty());
        assert!(table.sums(0, 70, holds).is_empty());
    }
}
