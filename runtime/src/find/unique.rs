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
//! Ordering letters by column instead (the lowest column first, checking
//! that the partial sum is a multiple of the next column's place value)
//! was tried on the colour list's candidates and visited several times more
//! nodes: with up to nine addends a column holds many letters, and its
//! modular check comes too late to pay for the loose bounds.

use std::ops::{Add, Mul, Neg, Sub};

/// The most letters a sum can have: no more than the largest base, 36,
/// has digits.
pub(crate) const MAX_LETTERS: usize = crate::syntax::MAX_LETTERS;

/// The integers the search runs on: `i64` when the candidate's values allow
/// it, `i128` for long words.
pub(crate) trait Int:
    Copy + Ord + Add<Output = Self> + Sub<Output = Self> + Mul<Output = Self> + Neg<Output = Self>
{
    const ZERO: Self;
    fn from_digit(d: u32) -> Self;
    /// `⌊self / v⌋` as a digit, for `0 ≤ self ≤ 35·v`.
    fn div_digit(self, v: Self) -> u32;
}

macro_rules! int {
    ($t:ty, $u:ty) => {
        impl Int for $t {
            const ZERO: Self = 0;
            fn from_digit(d: u32) -> Self {
                d as $t
            }
            fn div_digit(self, v: Self) -> u32 {
                // Unsigned: both are known to be non-negative, and the
                // unsigned division skips the sign fix-ups.
                (self as $u / v as $u) as u32
            }
        }
    };
}
int!(i64, u64);
int!(i128, u128);

/// What a sum has: no solution, exactly one (its digits, in the order of
/// the weights), or more.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Count {
    None,
    One([u8; MAX_LETTERS]),
    Many,
}

/// The least and the most `Σ weights[i] · d[i]` can be with distinct
/// digits `d[i]` taken from `free`, for weights in order of descending
/// |weight|. Exact when `free` holds at least as many digits as there are
/// weights (leading zeros aside), by the rearrangement inequality: the most
/// pairs the largest positive weights with the largest digits and the
/// largest negative ones with the smallest, the least the other way round.
/// Positive and negative weights draw from opposite ends, so they never
/// want the same digit.
fn extremes<T: Int>(weights: &[T], free: u64) -> (T, T) {
    let (mut lo, mut hi) = (T::ZERO, T::ZERO);
    // Digits left at each end for the most (`up`) and the least (`down`).
    let (mut up, mut down) = (free, free);
    for &w in weights {
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

/// Counts the solutions of `Σ weights[i] · d[i] == 0` up to two, with
/// distinct digits below `base`, `d[i]` taken from `allowed[i]` (a digit
/// mask: leading letters lack 0).
///
/// The weights should come in order of descending |weight|: the bounds
/// rely on it (see [`extremes`]). The caller guarantees `weights.len() ==
/// allowed.len() <= MAX_LETTERS`, and that `Σ |weight| · (base − 1)` stays
/// below a quarter of `T`'s range, so that no partial sum or bound
/// overflows.
pub(crate) fn count_to_two<T: Int>(weights: &[T], allowed: &[u64], base: u32) -> Count {
    let n = weights.len().min(allowed.len()).min(MAX_LETTERS);
    if n == 0 {
        // No letter: the empty sum is 0, one (empty) solution.
        return Count::One([0; MAX_LETTERS]);
    }
    let top = base - 1;
    let all = (1u64 << base) - 1;
    // The digits step i may take after a partial sum p, the digits `free`
    // still free: those d with lo ≤ −(p + w·d) ≤ hi, where [lo, hi] bounds
    // what the steps after i can add.
    let max = T::from_digit(top);
    let reachable = |i: usize, p: T, free: u64| -> u64 {
        let (lo, hi) = extremes(&weights[i + 1..n], free);
        let w = weights[i];
        // w·d must lie in [a, b]; with v = |w|, v·d in [a, b] or [−b, −a].
        let (mut a, mut b) = (-p - hi, -p - lo);
        let v = if w > T::ZERO {
            w
        } else if w < T::ZERO {
            (a, b) = (-b, -a);
            -w
        } else if a <= T::ZERO && T::ZERO <= b {
            return u64::MAX;
        } else {
            return 0;
        };
        // Most steps that fail do so here, before any division.
        let span = v * max;
        if b < T::ZERO || a > span {
            return 0;
        }
        let (a, b) = (a.max(T::ZERO), b.min(span));
        // Both are in 0..=span now: the quotients are digits.
        let from = (a + v - T::from_digit(1)).div_digit(v);
        let to = b.div_digit(v);
        if from > to {
            return 0;
        }
        (u64::MAX >> (63 - to)) & !((1u64 << from) - 1)
    };

    let mut digits = [0u8; MAX_LETTERS];
    let mut first = None;
    let mut partial = [T::ZERO; MAX_LETTERS + 1];
    let mut avail = [0u64; MAX_LETTERS];
    let mut used = 0u64;
    let mut level = 0;
    avail[0] = allowed[0] & reachable(0, T::ZERO, all);
    loop {
        let free = avail[level];
        if free == 0 {
            if level == 0 {
                break;
            }
            level -= 1;
            used &= !(1u64 << digits[level]);
            continue;
        }
        let d = free.trailing_zeros();
        avail[level] = free & (free - 1);
        digits[level] = d as u8;
        if level + 1 == n {
            if first.is_some() {
                return Count::Many;
            }
            first = Some(digits);
            continue;
        }
        used |= 1u64 << d;
        let p = partial[level] + weights[level] * T::from_digit(d);
        level += 1;
        partial[level] = p;
        let free = all & !used;
        avail[level] = allowed[level] & free & reachable(level, p, free);
    }
    first.map_or(Count::None, Count::One)
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
        let Count::One(d) = count_to_two(&w, &allowed, 10) else {
            panic!("one solution expected");
        };
        assert_eq!(&d[..8], &[1, 9, 0, 5, 6, 8, 7, 2]);
        // The same in i128.
        let w2: Vec<i128> = w.iter().map(|&x| x as i128).collect();
        assert_eq!(count_to_two(&w2, &allowed, 10), Count::One(d));
        // Without the leading rule, 0 + ... has more.
        assert_eq!(count_to_two(&w, &[ALL; 8], 10), Count::Many);
    }

    #[test]
    fn counts_stop_at_two() {
        // A + B == C has many solutions; A == B none; a zero weight
        // leaves the digit free.
        assert_eq!(count_to_two(&[1i64, 1, -1], &[ALL; 3], 10), Count::Many);
        assert_eq!(count_to_two(&[1i64, -1], &[ALL; 2], 10), Count::None);
        assert_eq!(count_to_two(&[0i64], &[ALL], 10), Count::Many);
        assert!(matches!(count_to_two(&[0i64], &[1], 10), Count::One(_)));
        // X + X == X: only X = 0, and not when X leads.
        assert!(matches!(count_to_two(&[1i64], &[ALL], 10), Count::One(_)));
        assert_eq!(count_to_two(&[1i64], &[LEAD], 10), Count::None);
    }
}
