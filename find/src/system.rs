//! Whether a system of weighted sums `Σ weight · digit == 0` over shared
//! letters has a solution, or exactly one: the check of the grids, whose
//! rows and columns share their words.
//!
//! A plain search with exact bounds, as in `unique.rs` for one sum: letters
//! in order of their largest |weight| in any equation, and at each step
//! every equation must still be able to reach 0 with the letters left,
//! within the least and the most those can add with the digits still free
//! (the rearrangement inequality, over each equation's weights of the
//! letters left, listed once per search for every step). The last letter of
//! an equation in that order is not tried digit by digit: its digit is the
//! one that brings the equation to 0, if that is a free digit. The state
//! lives in fixed arrays and the search stops at the second solution.

use crate::backtrack::{Backtrack, Count, MAX_LETTERS, backtrack};
use crate::unique::{Int, extremes};

/// The most equations a system may have: the rows and columns of the
/// largest grid.
pub(crate) const MAX_EQUATIONS: usize = 2 * crate::MAX_GRID;

/// Counts the solutions of the system up to `limit` (1: whether it has
/// one; 2: whether it has exactly one). `weights[e][i]` is letter `i`'s
/// weight in equation `e`; `allowed[i]` its digits as a mask, within
/// `digits`, the digits the letters may take (bit `d` for digit `d`). The
/// caller keeps every `Σ |weight| · (base − 1)` far inside `i128`.
pub(crate) fn count(weights: &[Vec<i128>], allowed: &[u64], digits: u64, limit: u8) -> Count {
    let n = allowed.len().min(MAX_LETTERS);
    let mut system = System::new(n);
    for w in weights.iter().take(MAX_EQUATIONS) {
        if w.len() < n {
            return Count::None;
        }
        system.push(&w[..n], 0, Relation::Zero);
    }
    system.count(allowed, digits, limit)
}

/// What a row of a [`System`] asks of `Σ weight · digit + constant`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Relation {
    /// That it is 0: an equation.
    Zero,
    /// That it is at most 0: a bound, such as a sum not yet placed that
    /// must stay within the longest word's value.
    AtMost,
}

/// A system of rows over `n` letters, with the buffers its search reuses
/// from one call to the next (a walk solves millions of small systems).
#[derive(Debug, Clone)]
pub(crate) struct System<T> {
    n: usize,
    /// Row after row, `n` weights each.
    weights: Vec<T>,
    constants: Vec<T>,
    relations: Vec<Relation>,
    /// Per row, its letters with a weight, by descending |weight|.
    sorted: Vec<(u8, T)>,
    /// `rest[starts[k]..ends[k]]`, `k = level * rows + row`: the row's
    /// weights of the letters after the level, by descending |weight|.
    rest: Vec<T>,
    starts: Vec<usize>,
    ends: Vec<usize>,
    order: Vec<usize>,
    partial: Vec<T>,
}

impl<T: Int> System<T> {
    /// An empty system over `n` letters (at most [`MAX_LETTERS`]).
    pub fn new(n: usize) -> System<T> {
        System {
            n: n.min(MAX_LETTERS),
            weights: Vec::new(),
            constants: Vec::new(),
            relations: Vec::new(),
            sorted: Vec::new(),
            rest: Vec::new(),
            starts: Vec::new(),
            ends: Vec::new(),
            order: Vec::new(),
            partial: Vec::new(),
        }
    }

    /// Empties the system for `n` letters, keeping its buffers.
    pub fn clear(&mut self, n: usize) {
        self.n = n.min(MAX_LETTERS);
        self.weights.clear();
        self.constants.clear();
        self.relations.clear();
    }

    /// Adds a row of zero weights, to be filled with [`add`](Self::add).
    pub fn row(&mut self, constant: T, relation: Relation) {
        self.weights.extend((0..self.n).map(|_| T::ZERO));
        self.constants.push(constant);
        self.relations.push(relation);
    }

    /// Adds `weight` to letter `i`'s weight in the last row.
    pub fn add(&mut self, i: usize, weight: T) {
        let start = self.weights.len().saturating_sub(self.n);
        if let Some(w) = self.weights.get_mut(start + i) {
            *w = *w + weight;
        }
    }

    /// Adds `constant` to the last row's constant.
    pub fn add_constant(&mut self, constant: T) {
        if let Some(c) = self.constants.last_mut() {
            *c = *c + constant;
        }
    }

    /// Adds a row with the given weights (at least `n` of them).
    pub fn push(&mut self, weights: &[T], constant: T, relation: Relation) {
        self.row(constant, relation);
        for (i, &w) in weights.iter().take(self.n).enumerate() {
            self.add(i, w);
        }
    }

    /// Counts the solutions up to `limit`, letter `i` taking its digit
    /// from `allowed[i]` within `digits` (bit `d` for digit `d`). Every
    /// `Σ |weight| · (base − 1) + |constant|` must stay far inside `T`.
    pub fn count(&mut self, allowed: &[u64], digits: u64, limit: u8) -> Count {
        let mut found = Count::None;
        self.solutions(allowed, digits, |digits| {
            found = found.plus(Count::One(*digits));
            limit > 1 && found != Count::Many
        });
        found
    }

    /// Calls `visit` with each solution in turn, a digit per letter in the
    /// order of the letters, until it returns `false`; the letters take
    /// distinct digits of `allowed` within `all` (bit `d` for digit `d`).
    /// Every `Σ |weight| · (base − 1) + |constant|` must stay far inside
    /// `T`.
    pub fn solutions(
        &mut self,
        allowed: &[u64],
        all: u64,
        mut visit: impl FnMut(&[u8; MAX_LETTERS]) -> bool,
    ) {
        let n = self.n.min(allowed.len());
        let m = self.relations.len();
        let stride = self.n;
        let digits = [0u8; MAX_LETTERS];
        if n == 0 {
            let holds = (0..m).all(|r| match self.relations[r] {
                Relation::Zero => self.constants[r] == T::ZERO,
                Relation::AtMost => self.constants[r] <= T::ZERO,
            });
            if holds {
                visit(&digits);
            }
            return;
        }
        let weight = |r: usize, i: usize| self.weights[r * stride + i];
        let abs = |x: T| if x < T::ZERO { T::ZERO - x } else { x };
        // The order: largest |weight| in any row first.
        self.order.clear();
        self.order.extend(0..n);
        {
            let top = |i: usize| (0..m).map(|r| abs(weight(r, i))).max().unwrap_or(T::ZERO);
            let mut keyed: Vec<(T, usize)> = (0..n).map(|i| (top(i), i)).collect();
            keyed.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            for (k, &(_, i)) in keyed.iter().enumerate() {
                self.order[k] = i;
            }
        }
        // Per row, its letters by descending |weight|, as positions in the
        // order.
        let mut position = [0u8; MAX_LETTERS];
        for (k, &i) in self.order.iter().enumerate() {
            position[i] = k as u8;
        }
        // rest[level][r]: the row's weights of the letters after the level,
        // largest first, built once rather than at every node. And
        // solved[level]: an equation whose last letter in the order is the
        // level's, with that letter's weight: the letter's digit is the
        // one that brings the equation to 0, not one to try.
        self.rest.clear();
        self.starts.clear();
        self.starts.resize(n * m, 0);
        self.ends.clear();
        self.ends.resize(n * m, 0);
        let mut solved = [None::<(usize, T)>; MAX_LETTERS];
        for r in 0..m {
            self.sorted.clear();
            for (i, &at) in position[..n].iter().enumerate() {
                let w = weight(r, i);
                if w != T::ZERO {
                    self.sorted.push((at, w));
                }
            }
            self.sorted
                .sort_by(|a, b| abs(b.1).cmp(&abs(a.1)).then(a.0.cmp(&b.0)));
            for level in 0..n {
                let k = level * m + r;
                self.starts[k] = self.rest.len();
                for &(at, w) in &self.sorted {
                    if usize::from(at) > level {
                        self.rest.push(w);
                    }
                }
                self.ends[k] = self.rest.len();
            }
            let last = self.sorted.iter().map(|&(at, _)| usize::from(at)).max();
            // A row is checked at the steps of its letters only, so one with
            // none is decided here.
            if last.is_none() {
                let c = self.constants[r];
                let holds = match self.relations[r] {
                    Relation::Zero => c == T::ZERO,
                    Relation::AtMost => c <= T::ZERO,
                };
                if !holds {
                    return;
                }
            }
            if let (Relation::Zero, Some(at)) = (self.relations[r], last)
                && solved[at].is_none()
            {
                solved[at] = Some((r, weight(r, self.order[at])));
            }
        }
        // partial[level * m + r]: row r's sum over the letters before the
        // level, its constant included.
        self.partial.clear();
        self.partial.extend_from_slice(&self.constants[..m]);
        self.partial.resize((n + 1) * m, T::ZERO);

        let mut search = Rows {
            allowed,
            order: &self.order,
            weights: &self.weights,
            stride,
            relations: &self.relations,
            rest: &self.rest,
            starts: &self.starts,
            ends: &self.ends,
            partial: &mut self.partial,
            solved,
            all,
            // Past the largest digit: what no digit reaches.
            radix: T::from_digit(64 - all.leading_zeros()),
            digits,
            used: 0,
            visit,
        };
        backtrack(&mut search, n);
    }
}

/// The search of [`System::solutions`], over the letters in its order.
struct Rows<'a, T, V> {
    allowed: &'a [u64],
    order: &'a [usize],
    weights: &'a [T],
    stride: usize,
    relations: &'a [Relation],
    rest: &'a [T],
    starts: &'a [usize],
    ends: &'a [usize],
    partial: &'a mut [T],
    /// Per level, the equation whose last letter it is, with that letter's
    /// weight.
    solved: [Option<(usize, T)>; MAX_LETTERS],
    all: u64,
    radix: T,
    digits: [u8; MAX_LETTERS],
    used: u64,
    visit: V,
}

impl<T: Int, V: FnMut(&[u8; MAX_LETTERS]) -> bool> Backtrack for Rows<'_, T, V> {
    /// The digits letter `level` may take, all others of the level's
    /// placed: those allowed and free, or the one its equation needs.
    fn open(&mut self, level: usize) -> u64 {
        let free = self.allowed[self.order[level]] & self.all & !self.used;
        match self.solved[level] {
            None => free,
            Some((r, w)) => {
                let m = self.relations.len();
                let need = T::ZERO - self.partial[level * m + r];
                if need % w != T::ZERO {
                    return 0;
                }
                let d = need / w;
                if d < T::ZERO || d >= self.radix {
                    return 0;
                }
                // `d` is a digit, so dividing it by 1 converts it.
                free & (1u64 << d.div_digit(T::from_digit(1)))
            }
        }
    }

    fn place(&mut self, level: usize, digit: u32) -> bool {
        let m = self.relations.len();
        self.digits[level] = digit as u8;
        let letter = self.order[level];
        let left = self.all & !self.used & !(1u64 << digit);
        for r in 0..m {
            let w = self.weights[r * self.stride + letter];
            let p = self.partial[level * m + r] + w * T::from_digit(digit);
            self.partial[(level + 1) * m + r] = p;
            // A row without this letter was checked at its own letters'
            // steps; the digit taken can only narrow what its letters left
            // can add, which its next letter's step sees. Its last letter's
            // step checks it exactly.
            if w == T::ZERO {
                continue;
            }
            let k = level * m + r;
            let (lo, hi) = extremes(&self.rest[self.starts[k]..self.ends[k]], left);
            let holds = match self.relations[r] {
                Relation::Zero => lo <= T::ZERO - p && T::ZERO - p <= hi,
                Relation::AtMost => p + lo <= T::ZERO,
            };
            if !holds {
                return false;
            }
        }
        self.used |= 1u64 << digit;
        true
    }

    fn unplace(&mut self, level: usize) {
        self.used &= !(1u64 << self.digits[level]);
    }

    fn solved(&mut self) -> bool {
        (self.visit)(&reorder(self.order, &self.digits))
    }
}

/// The digits of the search's order back in the order of the letters.
fn reorder(order: &[usize], found: &[u8; MAX_LETTERS]) -> [u8; MAX_LETTERS] {
    let mut digits = [0u8; MAX_LETTERS];
    for (k, &i) in order.iter().enumerate() {
        digits[i] = found[k];
    }
    digits
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: u64 = (1 << 10) - 1;

    #[test]
    fn one_sum_as_a_system() {
        // SEND + MORE == MONEY, letters M S O E N R D Y.
        let w = vec![vec![-9000i128, 1000, -900, 91, -90, 10, 1, -1]];
        let lead = ALL & !1;
        let allowed = [lead, lead, ALL, ALL, ALL, ALL, ALL, ALL];
        let Count::One(d) = count(&w, &allowed, ALL, 2) else {
            panic!("one solution expected");
        };
        assert_eq!(&d[..8], &[1, 9, 0, 5, 6, 8, 7, 2]);
    }

    #[test]
    fn a_second_equation_narrows_the_first() {
        // A + B == C has many solutions; with B == 2·A and C == 3·A too,
        // still several in base 10 (A = 1, 2, 3), and one in base 4.
        let one = vec![vec![1i128, 1, -1]];
        assert_eq!(count(&one, &[ALL; 3], ALL, 2), Count::Many);
        let three = vec![vec![1i128, 1, -1], vec![-2, 1, 0], vec![3, 0, -1]];
        assert_eq!(count(&three, &[ALL; 3], ALL, 2), Count::Many);
        assert!(matches!(count(&three, &[ALL; 3], ALL, 1), Count::One(_)));
        let Count::One(d) = count(&three, &[0b1111; 3], 0b1111, 2) else {
            panic!("one solution expected in base 4");
        };
        assert_eq!(&d[..3], &[1, 2, 3]);
        assert_eq!(count(&[vec![1i128, -1]], &[ALL; 2], ALL, 2), Count::None);
    }

    #[test]
    fn bounds_rule_out_what_the_equations_allow() {
        // A + B == C with A + B ≤ 2 as well (A, B distinct, C leading):
        // only {A, B} = {0, 1}, C = 1: none, since C repeats a digit;
        // with A + B ≤ 3: A, B = 0, 3 / 3, 0 / 1, 2 / 2, 1 (C = A + B).
        let mut system = System::<i64>::new(3);
        system.push(&[1, 1, -1], 0, Relation::Zero);
        system.push(&[1, 1, 0], -2, Relation::AtMost);
        assert_eq!(system.count(&[ALL; 3], ALL, 2), Count::None);
        system.clear(3);
        system.push(&[1, 1, -1], 0, Relation::Zero);
        system.push(&[1, 1, 0], -3, Relation::AtMost);
        system.push(&[-1, 0, 0], 2, Relation::AtMost);
        // A ≥ 2 too: A = 2, B = 1, C = 3 or A = 3, B = 0, C = 3 (no).
        let Count::One(d) = system.count(&[ALL; 3], ALL, 2) else {
            panic!("one solution expected");
        };
        assert_eq!(&d[..3], &[2, 1, 3]);
        // A row with no letter is decided by its constant even when other
        // rows have letters.
        let mut system = System::<i64>::new(2);
        system.push(&[1, -1], 0, Relation::AtMost);
        system.push(&[0, 0], 1, Relation::AtMost);
        assert_eq!(system.count(&[ALL; 2], ALL, 2), Count::None);
        system.clear(2);
        system.push(&[1, 1], -1, Relation::Zero);
        system.push(&[0, 0], 0, Relation::Zero);
        assert_eq!(system.count(&[ALL; 2], ALL, 2), Count::Many);
        // No letters: the constants alone decide.
        let mut empty = System::<i64>::new(0);
        empty.push(&[], -1, Relation::AtMost);
        assert!(matches!(empty.count(&[], ALL, 2), Count::One(_)));
        empty.push(&[], 1, Relation::Zero);
        assert_eq!(empty.count(&[], ALL, 2), Count::None);
    }

    /// Brute force: every assignment of distinct allowed digits.
    fn brute(rows: &[(Vec<i64>, i64, Relation)], allowed: &[u64], base: u32) -> Count {
        let n = allowed.len();
        let mut digits = [0u8; MAX_LETTERS];
        let mut found = None;
        let total = (base as usize).pow(n as u32);
        for code in 0..total {
            let mut c = code;
            let mut used = 0u64;
            let mut ok = true;
            for (i, d) in digits.iter_mut().take(n).enumerate() {
                *d = (c % base as usize) as u8;
                c /= base as usize;
                ok &= allowed[i] & (1 << *d) != 0 && used & (1 << *d) == 0;
                used |= 1 << *d;
            }
            ok = ok
                && rows.iter().all(|(w, k, rel)| {
                    let sum: i64 = w
                        .iter()
                        .zip(&digits)
                        .map(|(&w, &d)| w * i64::from(d))
                        .sum::<i64>()
                        + k;
                    match rel {
                        Relation::Zero => sum == 0,
                        Relation::AtMost => sum <= 0,
                    }
                });
            if ok {
                if found.is_some() {
                    return Count::Many;
                }
                found = Some(digits);
            }
        }
        found.map_or(Count::None, Count::One)
    }

    #[test]
    fn random_systems_match_brute_force() {
        // Small systems of sums of "words" (weights of powers of the base,
        // as rows and columns of grids have) and bounds, each compared
        // with every assignment; both outcomes must come up often.
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = |m: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % m
        };
        let mut seen = [0; 3];
        for _ in 0..1500 {
            let base = 4 + next(4) as u32;
            let n = 2 + next(4) as usize;
            let mut rows = Vec::new();
            for _ in 0..1 + next(3) {
                let mut w = vec![0i64; n];
                for _ in 0..2 + next(4) {
                    let power = i64::from(base).pow(next(3) as u32);
                    let sign = if next(3) == 0 { -1 } else { 1 };
                    w[next(n as u64) as usize] += sign * power;
                }
                rows.push((w, 0, Relation::Zero));
            }
            // Most systems get a planted solution: constants that make the
            // rows hold for some distinct digits.
            if next(3) != 0 && n <= base as usize {
                let mut free: Vec<i64> = (0..i64::from(base)).collect();
                let planted: Vec<i64> = (0..n)
                    .map(|_| free.swap_remove(next(free.len() as u64) as usize))
                    .collect();
                for (w, k, _) in &mut rows {
                    *k = -w.iter().zip(&planted).map(|(w, d)| w * d).sum::<i64>();
                }
            }
            if next(2) == 0 {
                let w = (0..n).map(|_| next(3) as i64).collect();
                rows.push((w, -(next(40) as i64), Relation::AtMost));
            }
            // Every digit of the base, or one of them left out.
            let mut all: u64 = (1 << base) - 1;
            if next(3) == 0 {
                all &= !(1 << next(u64::from(base)));
            }
            let allowed: Vec<u64> = (0..n)
                .map(|_| if next(4) == 0 { all & !1 } else { all })
                .collect();
            let mut system = System::<i64>::new(n);
            for (w, k, rel) in &rows {
                system.push(w, *k, *rel);
            }
            let expected = brute(&rows, &allowed, base);
            assert_eq!(
                system.count(&allowed, all, 2),
                expected,
                "{rows:?} base {base}"
            );
            let first = system.count(&allowed, all, 1);
            assert_eq!(first == Count::None, expected == Count::None);
            seen[match expected {
                Count::None => 0,
                Count::One(_) => 1,
                Count::Many => 2,
            }] += 1;
        }
        assert!(seen.iter().all(|&k| k >= 20), "{seen:?}");
    }
}
