//! The yardstick: a plain weighted backtracking solver that the optimised
//! solvers are measured against.
//!
//! It takes letters in order of descending |weight|, tries digits `0..base`
//! skipping used ones and leading zeros, and prunes when the running sum
//! plus the least and most the remaining letters can add (distinctness
//! ignored) excludes 0. It counts all solutions of a puzzle of one or more
//! sums, each equation pruned the same way.

use alphametic::Puzzle;
use alphametic::syntax::letter_index;

/// A puzzle prepared for the yardstick search.
pub struct Yardstick {
    base: u32,
    /// `weights[step][eq]`.
    weights: Vec<Vec<i64>>,
    leading: Vec<bool>,
    /// `rest_min[step][eq]`: the least steps `step..` can add.
    rest_min: Vec<Vec<i64>>,
    rest_max: Vec<Vec<i64>>,
}

impl Yardstick {
    /// Orders the puzzle's letters by descending |weight| and precomputes
    /// the bounds.
    pub fn new(puzzle: &Puzzle) -> Self {
        let base = puzzle.base();
        let leading: Vec<char> = puzzle.leading_letters().collect();
        let mut letters: Vec<char> = puzzle.letters().collect();
        let index = |c: char| letter_index(c).expect("puzzle letters are letters") as usize;
        let weight = |c: char, eq: usize| puzzle.linear()[eq].weights[index(c)];
        let n_eq = puzzle.linear().len();
        let magnitude = |c: char| {
            (0..n_eq)
                .map(|e| weight(c, e).unsigned_abs())
                .max()
                .unwrap()
        };
        letters.sort_by_key(|&c| std::cmp::Reverse(magnitude(c)));
        let weights: Vec<Vec<i64>> = letters
            .iter()
            .map(|&c| (0..n_eq).map(|e| weight(c, e)).collect())
            .collect();
        let leading: Vec<bool> = letters.iter().map(|c| leading.contains(c)).collect();
        let n = letters.len();
        let mut rest_min = vec![vec![0; n_eq]; n + 1];
        let mut rest_max = vec![vec![0; n_eq]; n + 1];
        for i in (0..n).rev() {
            let lo = leading[i] as i64;
            let hi = base as i64 - 1;
            for e in 0..n_eq {
                let (a, b) = (weights[i][e] * lo, weights[i][e] * hi);
                rest_min[i][e] = rest_min[i + 1][e] + a.min(b);
                rest_max[i][e] = rest_max[i + 1][e] + a.max(b);
            }
        }
        Yardstick {
            base,
            weights,
            leading,
            rest_min,
            rest_max,
        }
    }

    /// The number of solutions.
    pub fn count(&self) -> u64 {
        let mut sums = vec![0i64; self.rest_min[0].len()];
        self.search(0, &mut sums, 0)
    }

    fn search(&self, i: usize, sums: &mut [i64], used: u64) -> u64 {
        if i == self.weights.len() {
            return sums.iter().all(|&s| s == 0) as u64;
        }
        let mut found = 0;
        for d in 0..self.base as i64 {
            if used & 1 << d != 0 || (d == 0 && self.leading[i]) {
                continue;
            }
            let mut feasible = true;
            for (e, sum) in sums.iter_mut().enumerate() {
                *sum += self.weights[i][e] * d;
                let (lo, hi) = (self.rest_min[i + 1][e], self.rest_max[i + 1][e]);
                feasible &= *sum + lo <= 0 && *sum + hi >= 0;
            }
            if feasible {
                found += self.search(i + 1, sums, used | 1 << d);
            }
            for (e, sum) in sums.iter_mut().enumerate() {
                *sum -= self.weights[i][e] * d;
            }
        }
        found
    }
}
