//! Whether one weighted sum `Σ weight · digit == 0` has exactly one
//! solution: a small search built for the finder's millions of candidates.
//!
//! The finder cannot afford the planner: racing orders costs more than
//! most candidates' whole search. This search is the careful plain solver
//! with tighter bounds:
//!
//! - letters in order of descending |weight|, so that the first letters pin
//!   the bounds down fastest;
//! - the bounds of what the letters still to come can add are exact for
//!   the digits still free (the rearrangement inequality, see
//!   [`extremes`]), not the loose "every letter may take 0 or base − 1":
//!   most candidates use every digit, and for them this cuts the search
//!   tree by more than half;
//! - at each step the digits that keep the sum reachable are computed as an
//!   interval by two divisions and cut out of the free digits as a mask,
//!   instead of trying each digit and testing it; at the last step the
//!   interval is the one exact digit, so the last letter is derived;
//! - the state lives in fixed arrays, and the search stops at the second
//!   solution.
//!
//! Most candidates use every digit of the base, and then there is a second
//! equation for free: the digits are a permutation, so they add up to
//! `base·(base − 1)/2` whatever the letters (or to the sum of the digits of
//! the set the letters are limited to, when every one of those is used).
//! Two things follow from it:
//!
//! - `κ` times it may be taken off the sum: `Σ (weight − κ) · digit ==
//!   −κ · base·(base − 1)/2` has the same solutions. The exact bounds do
//!   not change, but the order does: a sum of many words of one length
//!   has a band of letters of nearly equal weights (`1192, 1100, 1010,
//!   1000, −989` ...), which the bounds cannot tell apart, and taking
//!   `κ = 1000` off spreads them out for the descending order to work on.
//!   `κ` is chosen among the weights (and 0) by a rough estimate of the
//!   search's size ([`estimate`]). With the test below, this halves the
//!   nodes visited on the colour list, and cuts those of its heaviest
//!   candidates up to tenfold;
//! - the letters still to come, their weights all congruent modulo some
//!   `g`, add up to a known total modulo `g`: with `z` the last letter,
//!   `Σ w·d = Σ (w − w_z)·d + w_z·Σ d`, and `Σ d` is the sum of the free
//!   digits. Each step keeps only the digits that leave the rest a
//!   multiple of `g`, where `g` is the gcd of the differences of the
//!   weights to come. When not every digit is used the plain gcd of the
//!   weights to come does the same, more rarely.
//!
//! Ordering letters by column instead (the lowest column first, checking
//! that the partial sum is a multiple of the next column's place value)
//! was tried on the colour list's candidates and visited several times more
//! nodes: with up to nine addends a column holds many letters, and its
//! modular check comes too late to pay for the loose bounds. So did
//! hybrids (the heaviest letters by weight, then the rest by column), and
//! choosing a new `κ` for each step.
//!
//! An exact test modulo `base²` (or 64) of what the last letters can add
//! with the digits still free (a table over the sets of free digits,
//! filled lazily from the sets one digit smaller, built once a candidate
//! passes a number of nodes) halves the nodes visited on the colour list,
//! but filling it costs as much as the nodes it saves, whatever the
//! threshold. Neither pays either: remembering the bounds per set of free
//! digits, trying both orders of the last two letters instead of the
//! bounds, midpoints between weights as further shifts, or sorting the
//! shifted weights for the estimate by a merge from both ends.

use std::ops::{Add, Div, Mul, Neg, Rem, Sub};

use crate::backtrack::{Backtrack, Count, MAX_LETTERS, backtrack, gcd};

/// The integers the search runs on: `i64` when the candidate's values allow
/// it, `i128` for long words.
pub(crate) trait Int:
    Copy
    + Default
    + Ord
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
    + Rem<Output = Self>
{
    const ZERO: Self;
    /// A quarter of the type's range: no partial sum or bound may reach it.
    const LIMIT: f64;
    fn from_digit(d: u32) -> Self;
    /// `v` in this type, which the caller has made sure it fits.
    fn of_i128(v: i128) -> Self;
    /// `⌊self / v⌋` as a digit, for `0 ≤ self ≤ 35·v`.
    fn div_digit(self, v: Self) -> u32;
    /// Close to `self`, for estimates and overflow checks only.
    fn approx(self) -> f64;
}

macro_rules! int {
    ($t:ty, $u:ty) => {
        impl Int for $t {
            const ZERO: Self = 0;
            const LIMIT: f64 = (<$t>::MAX / 4) as f64;
            fn from_digit(d: u32) -> Self {
                d as $t
            }
            fn of_i128(v: i128) -> Self {
                v as $t
            }
            fn div_digit(self, v: Self) -> u32 {
                // Unsigned: both are known to be non-negative, and the
                // unsigned division skips the sign fix-ups.
                (self as $u / v as $u) as u32
            }
            fn approx(self) -> f64 {
                self as f64
            }
        }
    };
}
int!(i64, u64);
int!(i128, u128);

/// The least and the most `Σ weights[i] · d[i]` can be with distinct
/// digits `d[i]` taken from `free`, for weights in order of descending
/// |weight|. Exact when `free` holds at least as many digits as there are
/// weights (leading zeros aside), by the rearrangement inequality: the most
/// pairs the largest positive weights with the largest digits and the
/// largest negative ones with the smallest, the least the other way round.
/// Positive and negative weights draw from opposite ends, so they never
/// want the same digit.
pub(crate) fn extremes<T: Int>(weights: &[T], free: u64) -> (T, T) {
    let (mut lo, mut hi) = (T::ZERO, T::ZERO);
    // Digits left at each end for the most (`up`) and the least (`down`).
    let (mut up, mut down) = (free, free);
    for &w in weights {
        // More letters than free digits: no assignment completes, so any
        // bound is sound; stop before a digit is taken from an empty set.
        if up == 0 || down == 0 {
            break;
        }
        if w > T::ZERO {
            let big = 63 - up.leading_zeros();
            up &= !(1u64 << big);
            hi = hi + w * T::from_digit(big);
            let small = down.trailing_zeros();
            down &= down - 1;
            lo = lo + w * T::from_digit(small);
        } else if w < T::ZERO {
            let small = up.trailing_zeros();
            up &= up - 1;
            hi = hi + w * T::from_digit(small);
            let big = 63 - down.leading_zeros();
            down &= !(1u64 << big);
            lo = lo + w * T::from_digit(big);
        }
    }
    (lo, hi)
}

/// A rough measure of how many nodes the search visits on `weights` (any
/// order), shifted by `kappa`: at each depth, the partial assignments so
/// far times the chance that their sum lands within reach of the letters
/// left, taken as the spread of what those can add over the spread of the
/// partial sums. Only its order between shifts matters, so it stops
/// adding up once past `bound`, the best found so far.
fn estimate<T: Int>(weights: &[T], kappa: T, bound: f64) -> f64 {
    let mut v = [0f64; MAX_LETTERS];
    let n = weights.len().min(MAX_LETTERS);
    for (x, &w) in v.iter_mut().zip(&weights[..n]) {
        *x = (w - kappa).approx().abs();
    }
    let v = &mut v[..n];
    v.sort_unstable_by(|a, b| b.total_cmp(a));
    let mut rest: f64 = v.iter().sum();
    let (mut total, mut paths, mut squares) = (0.0, 1.0, 0.0);
    for (k, &x) in v.iter().enumerate() {
        paths *= (n - k) as f64;
        squares += x * x;
        rest -= x;
        // The letters left reach over about `rest` times the digits' span;
        // the partial sums spread like a sum of independent terms.
        total += paths * (0.6 * rest / squares.sqrt().max(1.0)).min(1.0);
        if total >= bound {
            break;
        }
    }
    total
}

/// Counts the solutions of `Σ weights[i] · d[i] == 0` up to two, with
/// distinct digits of `digits` (a mask: bit `d` for digit `d`, every digit
/// of the base unless the puzzle says otherwise), `d[i]` taken from
/// `allowed[i]` (a digit mask: leading letters lack 0).
///
/// The weights should come in order of descending |weight|: the bounds
/// rely on it (see [`extremes`]). The caller guarantees `weights.len() ==
/// allowed.len() <= MAX_LETTERS`, `digits` below `1 << MAX_BASE`, and that
/// `Σ |weight| · (base − 1)` stays below a quarter of `T`'s range, so that
/// no partial sum or bound overflows.
pub(crate) fn count_to_two<T: Int>(weights: &[T], allowed: &[u64], digits: u64) -> Count {
    let n = weights.len().min(allowed.len()).min(MAX_LETTERS);
    if n == 0 {
        // No letter: the empty sum is 0, one (empty) solution.
        return Count::One([0; MAX_LETTERS]);
    }
    if digits == 0 {
        return Count::None;
    }
    let weights = &weights[..n];
    // The largest digit.
    let top = 63 - digits.leading_zeros();
    let all = digits;
    // The sum of every digit, which a sum using all of them adds up to.
    let total = if all & (all + 1) == 0 {
        // Every digit of a base: 0 to top.
        top * (top + 1) / 2
    } else {
        (0..=top).filter(|&d| all >> d & 1 == 1).sum()
    };
    let every_digit = n == all.count_ones() as usize;

    // The shift, and the letters in their order for it: `order[k]` is the
    // index in `weights` of the k-th letter searched.
    let mut kappa = T::ZERO;
    if every_digit {
        let mut best = estimate(weights, T::ZERO, f64::INFINITY);
        for &k in weights {
            // Every partial sum, bound and modular test of the shifted
            // search stays below this: as far from overflow as the
            // caller's guarantee keeps the plain search.
            let shifted: f64 =
                weights.iter().map(|&x| (x - k).approx().abs()).sum::<f64>() * f64::from(top);
            if k.approx().abs() * f64::from(total) + 3.0 * shifted >= T::LIMIT / 2.0 {
                continue;
            }
            let e = estimate(weights, k, best);
            if e < best {
                (best, kappa) = (e, k);
            }
        }
    }
    let mut order = [0u8; MAX_LETTERS];
    let mut w = [T::ZERO; MAX_LETTERS];
    let mut allow = [0u64; MAX_LETTERS];
    for (k, o) in order[..n].iter_mut().enumerate() {
        *o = k as u8;
    }
    if kappa != T::ZERO {
        // Largest |weight − κ| first; equal ones keep the given order.
        let key = |i: u8| {
            let x = weights[usize::from(i)] - kappa;
            if x < T::ZERO { -x } else { x }
        };
        order[..n].sort_unstable_by(|&a, &b| key(b).cmp(&key(a)).then(a.cmp(&b)));
    }
    for k in 0..n {
        let i = usize::from(order[k]);
        w[k] = weights[i] - kappa;
        allow[k] = allowed[i];
    }
    let w = &w[..n];
    // With every digit used, `Σ w·d` over the letters from k on is
    // `Σ (w − w_z)·d + w_z·(sum of the free digits)`, z the last letter;
    // `modulus[k]` divides every `w − w_z` from k on, so the partial sum
    // plus `w_z` times the free digits' sum must be a multiple of it.
    // Otherwise `w_z` is taken as 0 and `modulus[k]` is the gcd of the
    // weights from k on.
    let last = if every_digit { w[n - 1] } else { T::ZERO };
    let mut modulus = [T::ZERO; MAX_LETTERS + 1];
    for k in (0..n).rev() {
        let d = w[k] - last;
        modulus[k] = gcd(modulus[k + 1], if d < T::ZERO { -d } else { d });
    }
    let start = kappa * T::from_digit(total);
    let mut search = Weighted {
        w,
        allow: &allow[..n],
        modulus,
        last,
        all,
        max: T::from_digit(top),
        digits: [0; MAX_LETTERS],
        partial: [T::ZERO; MAX_LETTERS + 1],
        sums: [0; MAX_LETTERS + 1],
        used: 0,
        found: Count::None,
    };
    search.partial[0] = start;
    search.sums[0] = total;
    backtrack(&mut search, n);
    match search.found {
        Count::One(found) => {
            // Back to the order of the weights given.
            let mut digits = [0u8; MAX_LETTERS];
            for k in 0..n {
                digits[usize::from(order[k])] = found[k];
            }
            Count::One(digits)
        }
        other => other,
    }
}

/// The search of [`count_to_two`] over its shifted weights, in its order.
struct Weighted<'a, T> {
    w: &'a [T],
    allow: &'a [u64],
    /// `modulus[k]` divides what the letters from k on add, less `last`
    /// times the free digits' sum.
    modulus: [T; MAX_LETTERS + 1],
    /// The last letter's weight when every digit is used, else 0.
    last: T,
    all: u64,
    /// The largest digit.
    max: T,
    digits: [u8; MAX_LETTERS],
    /// `partial[k]`: the sum over the letters before k, the shift included.
    partial: [T; MAX_LETTERS + 1],
    /// `sums[k]`: the sum of the digits still free before letter k.
    sums: [u32; MAX_LETTERS + 1],
    used: u64,
    found: Count,
}

impl<T: Int> Weighted<'_, T> {
    /// The digits step i may take after a partial sum p, the digits `free`
    /// still free and adding up to `sum`: those d with lo ≤ −(p + w·d) ≤
    /// hi, where [lo, hi] bounds what the steps after i can add, and that
    /// leave the rest a multiple of `modulus[i + 1]`.
    fn reachable(&self, i: usize, p: T, free: u64, sum: u32) -> u64 {
        let w = self.w;
        let one = T::from_digit(1);
        let (lo, hi) = extremes(&w[i + 1..], free);
        let wi = w[i];
        // w·d must lie in [a, b]; with v = |w|, v·d in [a, b] or [−b, −a].
        let (mut a, mut b) = (-p - hi, -p - lo);
        let mut digits = if wi == T::ZERO {
            if a <= T::ZERO && T::ZERO <= b {
                u64::MAX
            } else {
                return 0;
            }
        } else {
            let v = if wi > T::ZERO {
                wi
            } else {
                (a, b) = (-b, -a);
                -wi
            };
            // Most steps that fail do so here, before any division.
            let span = v * self.max;
            if b < T::ZERO || a > span {
                return 0;
            }
            let (a, b) = (a.max(T::ZERO), b.min(span));
            // Both are in 0..=span now: the quotients are digits.
            let from = (a + v - one).div_digit(v);
            let to = b.div_digit(v);
            if from > to {
                return 0;
            }
            (u64::MAX >> (63 - to)) & !((1u64 << from) - 1)
        };
        let g = self.modulus[i + 1];
        if g > one {
            // Rare enough (deep steps only) to test digit by digit.
            let mut keep = 0;
            let mut rest = digits & free;
            let base = p + self.last * T::from_digit(sum);
            while rest != 0 {
                let d = rest.trailing_zeros();
                rest &= rest - 1;
                if (base + (wi - self.last) * T::from_digit(d)) % g == T::ZERO {
                    keep |= 1 << d;
                }
            }
            digits = keep;
        }
        digits
    }
}

impl<T: Int> Backtrack for Weighted<'_, T> {
    fn open(&mut self, level: usize) -> u64 {
        let free = self.all & !self.used;
        self.allow[level]
            & free
            & self.reachable(level, self.partial[level], free, self.sums[level])
    }

    fn place(&mut self, level: usize, digit: u32) -> bool {
        self.digits[level] = digit as u8;
        self.used |= 1u64 << digit;
        self.partial[level + 1] = self.partial[level] + self.w[level] * T::from_digit(digit);
        self.sums[level + 1] = self.sums[level] - digit;
        true
    }

    fn unplace(&mut self, level: usize) {
        self.used &= !(1u64 << self.digits[level]);
    }

    fn solved(&mut self) -> bool {
        self.found = self.found.plus(Count::One(self.digits));
        self.found != Count::Many
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: u64 = (1 << 10) - 1;
    const LEAD: u64 = ALL & !1;

    #[test]
    fn send_more_money_is_unique() {
        // Letters M S O E N R D Y, weights of SEND + MORE − MONEY.
        let w: [i64; 8] = [-9000, 1000, -900, 91, -90, 10, 1, -1];
        let allowed = [LEAD, LEAD, ALL, ALL, ALL, ALL, ALL, ALL];
        let Count::One(d) = count_to_two(&w, &allowed, ALL) else {
            panic!("one solution expected");
        };
        assert_eq!(&d[..8], &[1, 9, 0, 5, 6, 8, 7, 2]);
        // The same in i128.
        let w2: Vec<i128> = w.iter().map(|&x| x as i128).collect();
        assert_eq!(count_to_two(&w2, &allowed, ALL), Count::One(d));
        // Without the leading rule, 0 + ... has more.
        assert_eq!(count_to_two(&w, &[ALL; 8], ALL), Count::Many);
    }

    #[test]
    fn counts_stop_at_two() {
        // A + B == C has many solutions; A == B none; a zero weight
        // leaves the digit free.
        assert_eq!(count_to_two(&[1i64, 1, -1], &[ALL; 3], ALL), Count::Many);
        assert_eq!(count_to_two(&[1i64, -1], &[ALL; 2], ALL), Count::None);
        assert_eq!(count_to_two(&[0i64], &[ALL], ALL), Count::Many);
        assert!(matches!(count_to_two(&[0i64], &[1], ALL), Count::One(_)));
        // X + X == X: only X = 0, and not when X leads.
        assert!(matches!(count_to_two(&[1i64], &[ALL], ALL), Count::One(_)));
        assert_eq!(count_to_two(&[1i64], &[LEAD], ALL), Count::None);
    }

    /// Every assignment of distinct digits, counted up to two.
    fn brute(weights: &[i64], allowed: &[u64], base: u32) -> Count {
        let n = weights.len();
        let mut found = Vec::new();
        let mut digits = vec![0u32; n];
        loop {
            let distinct = (0..n).all(|i| (0..i).all(|j| digits[i] != digits[j]));
            if distinct
                && (0..n).all(|i| allowed[i] >> digits[i] & 1 == 1)
                && weights
                    .iter()
                    .zip(&digits)
                    .map(|(&w, &d)| w * i64::from(d))
                    .sum::<i64>()
                    == 0
            {
                let mut one = [0u8; MAX_LETTERS];
                for i in 0..n {
                    one[i] = digits[i] as u8;
                }
                found.push(one);
            }
            // The next assignment, as a number in base `base`.
            let mut i = 0;
            while i < n && digits[i] == base - 1 {
                digits[i] = 0;
                i += 1;
            }
            if i == n {
                break;
            }
            digits[i] += 1;
        }
        match found.as_slice() {
            [] => Count::None,
            [one] => Count::One(*one),
            _ => Count::Many,
        }
    }

    /// `count_to_two` against brute force over 3000 random sums drawn from
    /// a fixed generator seeded with `seed`: weights of words of a few
    /// letters in one of `bases`, the letters' digits the set `digits`
    /// picks from the base's (given the generator), as many letters as the
    /// set has digits or, every `fewer`-th round, one fewer. Each outcome
    /// (none, one, many) must come up at least `least` times.
    fn random_sums_match_brute_force(
        seed: u64,
        bases: [u32; 3],
        digits: impl Fn(u64, &mut dyn FnMut(u64) -> u64) -> u64,
        fewer: usize,
        least: usize,
    ) {
        let mut seed = seed;
        let mut next = |m: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % m
        };
        let mut counts = [0; 3];
        for round in 0..3000 {
            let base = bases[round % 3];
            let set = digits((1u64 << base) - 1, &mut next);
            let n = set.count_ones() as usize - usize::from(round % fewer == 0);
            let mut weights: Vec<i64> = (0..n)
                .map(|_| {
                    // Place values of up to three columns, some repeated.
                    let mut w = 0i64;
                    for place in [1, i64::from(base), i64::from(base * base)] {
                        w += place * (next(5) as i64 - 2);
                    }
                    w
                })
                .collect();
            weights.sort_by_key(|w| std::cmp::Reverse(w.abs()));
            let allowed: Vec<u64> = (0..n)
                .map(|_| if next(3) == 0 { set & !1 } else { set })
                .collect();
            let want = brute(&weights, &allowed, base);
            counts[match want {
                Count::None => 0,
                Count::One(_) => 1,
                Count::Many => 2,
            }] += 1;
            assert_eq!(
                count_to_two(&weights, &allowed, set),
                want,
                "{weights:?} {allowed:?} {set:b}"
            );
        }
        assert!(counts.iter().all(|&c| c >= least), "{counts:?}");
    }

    #[test]
    fn sums_using_every_digit_match_brute_force() {
        // With as many letters as digits, the shift and the modular test
        // of the permutation case are at work; with one letter fewer, the
        // plain modular test.
        random_sums_match_brute_force(12345, [4, 5, 6], |all, _| all, 7, 51);
    }

    #[test]
    fn sums_over_a_set_of_digits_match_brute_force() {
        // As above, the letters limited to a set of the base's digits: two
        // digits of the base left out at random (maybe the same), as many
        // letters as the set has digits (its own sum of every digit at
        // work), or one fewer.
        random_sums_match_brute_force(
            4321,
            [5, 6, 7],
            |all, next| {
                let base = u64::from(all.count_ones());
                all & !(1 << next(base)) & !(1 << next(base))
            },
            5,
            10,
        );
        // No digit at all: no solution, never a panic.
        assert_eq!(count_to_two(&[1i64, -1], &[0, 0], 0), Count::None);
    }
}
