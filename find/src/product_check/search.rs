//! The search of a product check: letters tried column by column from
//! the right, one letter of each column solved for, with the products
//! bounded after every letter (see the parent module for why each test
//! holds). Kept apart from the preparation of the equation, which only
//! fills the arrays the search reads.

use super::{Check, MAX_WORDS};
use crate::backtrack::{Backtrack, Count, MAX_LETTERS, backtrack, gcd};

/// The search's state per column entered and per level, with `L` lanes a
/// side for the bounds.
struct State<const L: usize> {
    digits: [u8; MAX_LETTERS],
    used: u64,
    /// `low[k][w]`: word `w`'s value below column `k`, for the columns
    /// entered.
    low: [[u64; MAX_WORDS]; MAX_LETTERS + 1],
    /// Per word, the product of the last digits of its side's other words,
    /// modulo the base.
    others: [u32; MAX_WORDS],
    /// Per slot of a column `k ≥ 1`, its coefficient modulo the base.
    coefficient: [u32; MAX_LETTERS],
    /// The slot assigned at each level.
    at: [u8; MAX_LETTERS],
    /// How many times column 1 has been entered: the last digits changed.
    epoch: u64,
    /// Per column, the epoch its coefficients and levels were worked out
    /// in.
    stamp: [u64; MAX_LETTERS + 1],
    /// For the bounds, per level (before its digit), side and word (by
    /// lane): the value of its places whose letters have digits, the sum
    /// of `base^j` over its places `j` whose letters are free, and that sum
    /// over those of them that may not be 0. A lane with no word is worth
    /// 1.
    weights: [[[[f64; L]; 3]; 2]; MAX_LETTERS + 1],
    /// At each level of a column `k ≥ 1`, the modulus its letter's
    /// congruence holds to: the gcd of the base and the coefficients of
    /// the column's letters at later levels (the base at its last level).
    modulus: [u32; MAX_LETTERS],
    /// At each level, before its digit: in column 0 the products of the
    /// last digits set so far, left and right (modulo the base); in a
    /// later column `δ` plus `Σ c·x` of the column's letters set so far,
    /// modulo the base.
    partial: [[u32; 2]; MAX_LETTERS + 1],
}

impl Check {
    /// Takes digit `d` for `slot` into the bounds' weights of the next
    /// level, and tells whether the products can still be equal: each word
    /// between its least and its most with its letters still free taking
    /// the least and the most free digit (one that may not be 0 no 0), and
    /// the two sides' ranges overlapping.
    ///
    /// The modular tests only see the last digits of the products; these
    /// bounds see the first ones, so the two prune different candidates.
    /// Taken after every letter, they cut a partial assignment before the
    /// rest of its column is tried: on entering the third column they
    /// rejected seven eighths of the assignments with the Greek names.
    /// They run in `f64`, many times faster here than `u128`: a product of
    /// at most 16 words of at most 36 digits is in its range, each word's
    /// weights gain or lose the slot's share of it per letter (an error
    /// below `2^-52` of the word's most, itself under `base` times its
    /// least, per operation, at most a few per place), and the ranges are
    /// only declared apart with a margin of `1e-9` that dwarfs them.
    ///
    /// Each side's words sit in the `L` lanes of fixed arrays, those with
    /// no word worth 1, and each slot's share of every word is worked out
    /// once: the update is the same few operations on every lane, with no
    /// branch and no walk over the slot's places, which the compiler turns
    /// into vector instructions. That took 30 % off the instructions of a
    /// run (the key `mu` up to three a side).
    fn bounds_hold<const L: usize>(
        &self,
        level: usize,
        slot: usize,
        d: u8,
        st: &mut State<L>,
    ) -> bool {
        let free = self.digits & !st.used;
        // With no digit free the weights are still kept, the ranges unused.
        let digits = free.max(1);
        let least = f64::from(digits.trailing_zeros());
        let least_lead = f64::from(
            (digits & !1)
                .trailing_zeros()
                .min(63 - digits.leading_zeros()),
        );
        let most = f64::from(63 - digits.leading_zeros());
        // The slot's share leaves the nonzero weight too when it may not
        // be 0: multiplying by 0 or 1 keeps the lanes free of branches.
        let nonzero = if self.allowed[slot] & 1 == 0 {
            1.0
        } else {
            0.0
        };
        let digit = f64::from(d);
        let mut lo = [[1f64; L]; 2];
        let mut hi = [[1f64; L]; 2];
        for side in 0..2 {
            let share = self.share[slot][side]
                .first_chunk::<L>()
                .expect("a side has at most as many words as lanes");
            let [known, weight, nonzero_weight] = &st.weights[level][side];
            let mut next = [[0f64; L]; 3];
            for i in 0..L {
                let k = known[i] + digit * share[i];
                let w = weight[i] - share[i];
                let z = nonzero_weight[i] - nonzero * share[i];
                next[0][i] = k;
                next[1][i] = w;
                next[2][i] = z;
                lo[side][i] = k + least * w + (least_lead - least) * z;
                hi[side][i] = k + most * w;
            }
            st.weights[level + 1][side] = next;
        }
        let [lo_left, lo_right] = lo.map(product);
        let [hi_left, hi_right] = hi.map(product);
        const MARGIN: f64 = 1.0 - 1e-9;
        free == 0 || !(hi_left < lo_right * MARGIN || hi_right < lo_left * MARGIN)
    }

    /// Enters column `k` (`1 ≤ k ≤ columns`) once every letter of the
    /// columns below has a digit: compares the products modulo `base^k`
    /// and, for a column that is there and tested, works out `δ`, the
    /// coefficients of its letters and the letter to solve for. `false`
    /// when the products already differ.
    fn enter<const L: usize>(&self, k: usize, st: &mut State<L>) -> bool {
        if k > self.modular {
            return true;
        }
        let b = self.base;
        for w in 0..self.words {
            st.low[k][w] = st.low[k - 1][w];
            if self.len[w] >= k {
                let d = st.digits[usize::from(self.slots[w][k - 1])];
                st.low[k][w] += u64::from(d) * self.power[k - 1];
            }
        }
        let reduce = &self.tables.reduce;
        if k == 1 {
            st.epoch += 1;
            // The last digits' products without each word, from both
            // ends of each side.
            let last = |w: usize| u32::from(st.digits[usize::from(self.slots[w][0])]);
            for (from, to) in [(0, self.left), (self.left, self.words)] {
                let mut before = 1 % b;
                for w in from..to {
                    st.others[w] = before;
                    before = reduce[(before * last(w)) as usize];
                }
                let mut after = 1 % b;
                for w in (from..to).rev() {
                    st.others[w] = reduce[(st.others[w] * after) as usize];
                    after = reduce[(after * last(w)) as usize];
                }
            }
        }
        let tested = k < self.columns && k < self.modular;
        let m = self.power[if tested { k + 1 } else { k }];
        // The products exactly while they fit, reduced only when they
        // would not: divisions are most of the cost of a column.
        let mut sides = [1u64, 1u64];
        for w in 0..self.words {
            let side = &mut sides[usize::from(w >= self.left)];
            let low = st.low[k][w];
            *side = match side.checked_mul(low) {
                Some(p) => p,
                None => mul_mod(*side % m, low, m),
            };
        }
        let (l, r) = (sides[0] % m, sides[1] % m);
        let difference = if l >= r { l - r } else { l + (m - r) };
        let below = self.power[k];
        let high = difference / below;
        if difference != high * below {
            return false;
        }
        if !tested {
            return true;
        }
        // δ plus the letters of the column already set, and the
        // coefficients of the new ones.
        // Sums of fewer than MAX_WORDS terms below base², reduced once.
        let mut delta = high as u32;
        let (from, to) = (self.first[k], self.first[k + 1]);
        // The coefficients, the letter solved for and the moduli depend
        // only on the last digits: they are worked out on the column's
        // first entry with those, and kept while they stay.
        let fresh = st.stamp[k] != st.epoch;
        if fresh {
            st.stamp[k] = st.epoch;
            st.coefficient[from..to].fill(0);
        }
        for w in 0..self.words {
            if self.len[w] <= k {
                continue;
            }
            let e = if w < self.left {
                st.others[w]
            } else {
                b - st.others[w]
            };
            let slot = usize::from(self.slots[w][k]);
            if slot < from {
                delta += e * u32::from(st.digits[slot]);
            } else if fresh {
                st.coefficient[slot] += e;
            }
        }
        let delta = reduce[delta as usize];
        if from == to {
            return delta == 0;
        }
        if fresh {
            self.solve_last(from, to, st);
        }
        st.partial[from] = [delta, 0];
        true
    }

    /// Orders the levels of the new letters `from..to` of a column, the one
    /// solved for last, and sets their moduli, from their coefficients.
    fn solve_last<const L: usize>(&self, from: usize, to: usize, st: &mut State<L>) {
        let (b, reduce) = (self.base, &self.tables.reduce);
        // The letter solved for comes last: the one whose coefficient has
        // the fewest solutions.
        // Of those with the fewest, the last in the order of the bounds.
        let mut best = from;
        let mut fewest = u32::MAX;
        for &slot in &self.order[from..to] {
            let slot = usize::from(slot);
            let c = reduce[st.coefficient[slot] as usize];
            st.coefficient[slot] = c;
            let g = self.tables.fewest[c as usize];
            if g <= fewest {
                (best, fewest) = (slot, g);
            }
        }
        let mut level = from;
        for &slot in self.order[from..to]
            .iter()
            .filter(|&&s| usize::from(s) != best)
        {
            st.at[level] = slot;
            level += 1;
        }
        st.at[level] = best as u8;
        // Each letter is kept to the digits the letters after it can still
        // complete the column with: modulo the gcd of their coefficients
        // and the base, they add nothing.
        let mut g = b;
        for level in (from..to).rev() {
            st.modulus[level] = g;
            g = gcd(g, st.coefficient[usize::from(st.at[level])]);
        }
    }

    /// The digits level `level` may try, its earlier levels set.
    fn candidates<const L: usize>(&self, level: usize, st: &State<L>) -> u64 {
        let slot = usize::from(st.at[level]);
        let free = self.allowed[slot] & !st.used;
        let k = self.column[slot];
        let b = self.base as usize;
        if k == 0 {
            if level + 1 != self.first[1] {
                return free;
            }
            // The last of the last letters: the products of the last
            // digits must agree.
            let [l, r] = st.partial[level];
            let [el, er] = self.ends[slot];
            let power = &self.tables.power;
            let mut mask = 0;
            let mut rest = free;
            while rest != 0 {
                let x = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let lx = l * power[x * (MAX_WORDS + 1) + usize::from(el)];
                let rx = r * power[x * (MAX_WORDS + 1) + usize::from(er)];
                let reduce = &self.tables.reduce;
                if reduce[lx as usize] == reduce[rx as usize] {
                    mask |= 1 << x;
                }
            }
            mask
        } else if k < self.modular {
            let c = st.coefficient[slot] as usize;
            let t = st.partial[level][0] as usize;
            let r = if t == 0 { 0 } else { b - t };
            let g = st.modulus[level] as usize;
            self.tables.solve[(g * b + c) * b + r] & free
        } else {
            free
        }
    }

    /// Counts the solutions up to two with the letters' allowed digits.
    pub(super) fn search(&self) -> Count {
        // Lanes for the bounds: four a side hold every product the finder
        // makes, sixteen any equation.
        if self.left <= 4 && self.words - self.left <= 4 {
            self.search_in::<4>()
        } else {
            self.search_in::<16>()
        }
    }

    /// [`search`](Self::search) with `L` lanes a side for the bounds.
    fn search_in<const L: usize>(&self) -> Count {
        let n = self.n;
        if n == 0 {
            return if self.holds(&[0; MAX_LETTERS]) {
                Count::One([0; MAX_LETTERS])
            } else {
                Count::None
            };
        }
        let mut st = State {
            digits: [0; MAX_LETTERS],
            used: 0,
            low: [[0; MAX_WORDS]; MAX_LETTERS + 1],
            others: [0; MAX_WORDS],
            coefficient: [0; MAX_LETTERS],
            at: [0; MAX_LETTERS],
            epoch: 0,
            stamp: [0; MAX_LETTERS + 1],
            weights: [[[[0.0; L]; 3]; 2]; MAX_LETTERS + 1],
            modulus: [0; MAX_LETTERS],
            partial: [[0; 2]; MAX_LETTERS + 1],
        };
        for (level, at) in st.at[..n].iter_mut().enumerate() {
            *at = level as u8;
        }
        st.weights[0][0][0] = [1.0; L];
        st.weights[0][1][0] = [1.0; L];
        for w in 0..self.words {
            let weights = &mut st.weights[0][usize::from(w >= self.left)];
            let lane = self.lane[w];
            weights[0][lane] = 0.0;
            for j in 0..self.len[w] {
                weights[1][lane] += self.scale[j];
                if self.allowed[usize::from(self.slots[w][j])] & 1 == 0 {
                    weights[2][lane] += self.scale[j];
                }
            }
        }
        let one = 1 % self.base;
        st.partial[0] = [one, one];
        let mut walk = Walk {
            check: self,
            st,
            found: Count::None,
        };
        backtrack(&mut walk, n);
        walk.found
    }
}

/// `a · b mod m` for `a, b < m`.
fn mul_mod(a: u64, b: u64, m: u64) -> u64 {
    if m <= u64::from(u32::MAX) {
        a * b % m
    } else {
        (u128::from(a) * u128::from(b) % u128::from(m)) as u64
    }
}

/// The product of `L` lanes (a power of two), halving them pairwise: the
/// multiplications of a level do not wait on each other.
fn product<const L: usize>(mut lanes: [f64; L]) -> f64 {
    let mut n = L;
    while n > 1 {
        n /= 2;
        for i in 0..n {
            lanes[i] *= lanes[i + n];
        }
    }
    lanes[0]
}

/// The search of [`Check::search_in`]: the check and its state.
struct Walk<'a, const L: usize> {
    check: &'a Check,
    st: State<L>,
    found: Count,
}

impl<const L: usize> Backtrack for Walk<'_, L> {
    fn open(&mut self, level: usize) -> u64 {
        self.check.candidates(level, &self.st)
    }

    fn place(&mut self, level: usize, digit: u32) -> bool {
        let (check, st) = (self.check, &mut self.st);
        let n = check.n;
        let d = digit;
        let slot = usize::from(st.at[level]);
        st.digits[slot] = d as u8;
        let k = check.column[slot];
        let next = level + 1;
        // The columns whose letters are now all set are entered.
        let reached = if next == n {
            check.columns
        } else {
            check.column[usize::from(st.at[next])]
        };
        if reached == k {
            // The next letter is of the same column.
            st.partial[next] = if k == 0 {
                let [l, r] = st.partial[level];
                let [el, er] = check.ends[slot];
                let power = &check.tables.power;
                let p = |e: u8| power[d as usize * (MAX_WORDS + 1) + usize::from(e)];
                let reduce = &check.tables.reduce;
                [reduce[(l * p(el)) as usize], reduce[(r * p(er)) as usize]]
            } else {
                let [t, _] = st.partial[level];
                [
                    check.tables.reduce[(t + st.coefficient[slot] * d) as usize],
                    0,
                ]
            };
        }
        st.used |= 1u64 << d;
        let holds = check.bounds_hold(level, slot, d as u8, st)
            && (reached == k || (k + 1..=reached).all(|c| check.enter(c, st)))
            && (next < n || check.holds(&st.digits));
        if !holds {
            st.used &= !(1u64 << d);
        }
        holds
    }

    fn unplace(&mut self, level: usize) {
        let st = &mut self.st;
        st.used &= !(1u64 << st.digits[usize::from(st.at[level])]);
    }

    fn solved(&mut self) -> bool {
        self.found = self.found.plus(Count::One(self.st.digits));
        self.found != Count::Many
    }
}
