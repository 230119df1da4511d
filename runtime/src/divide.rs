//! Division by a divisor known before the search, without a division
//! instruction.
//!
//! The solver tests "is this partial sum a multiple of `base^k`" at most
//! nodes; a hardware division costs tens of cycles, a multiplication one.
//! With `d = 2^s · o` and `o` odd, `n` is a multiple of `d` exactly when
//! `rotate_right(n · o⁻¹, s) <= (2^64 - 1) / d`, where `o⁻¹` is the inverse
//! of `o` modulo 2^64 (Granlund and Montgomery; Hacker's Delight, 10-17).

/// A positive divisor prepared for fast divisibility tests and exact
/// division.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Divisor {
    inverse: u64,
    shift: u32,
    limit: u64,
}

impl Divisor {
    /// Prepares `d`, which must be at least 1.
    pub(crate) fn new(d: u64) -> Self {
        debug_assert!(d >= 1);
        if d <= 1 {
            // Most terms have no column to test: no division to build it.
            return Divisor {
                inverse: 1,
                shift: 0,
                limit: u64::MAX,
            };
        }
        let shift = d.trailing_zeros();
        let odd = d >> shift;
        // Newton's iteration doubles the correct low bits each round: an
        // odd number is its own inverse modulo 8, so five rounds reach 64.
        let mut inverse = odd;
        for _ in 0..5 {
            inverse = inverse.wrapping_mul(2u64.wrapping_sub(odd.wrapping_mul(inverse)));
        }
        Divisor {
            inverse,
            shift,
            limit: u64::MAX / d,
        }
    }

    /// Whether `n` is a multiple of the divisor.
    #[inline(always)]
    pub(crate) fn divides(self, n: i64) -> bool {
        n.unsigned_abs()
            .wrapping_mul(self.inverse)
            .rotate_right(self.shift)
            <= self.limit
    }

    /// `n / d`, for an `n` that is a multiple of `d`.
    #[inline(always)]
    pub(crate) fn exact_quotient(self, n: i64) -> i64 {
        (n >> self.shift).wrapping_mul(self.inverse as i64)
    }
}

/// A small modulus (a base, 2 to 36) prepared for remainders without a
/// division instruction: Lemire, Kaser and Kurz, "Faster remainder by
/// direct computation" (2019), whose 64-bit form is exact for numbers
/// below 2^32. Larger ones take the `%` operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Residue {
    d: u64,
    /// `ceil(2^64 / d)`.
    m: u64,
}

impl Residue {
    /// Prepares `d`, which must be from 2 to 2^32.
    pub(crate) fn new(d: u64) -> Self {
        debug_assert!((2..=1 << 32).contains(&d));
        Residue {
            d,
            m: (u64::MAX / d).wrapping_add(1),
        }
    }

    /// `n` modulo `d`, from 0 to `d - 1` for a negative `n` too.
    #[inline(always)]
    pub(crate) fn of(self, n: i64) -> u64 {
        let small =
            |a: u64| ((u128::from(self.m.wrapping_mul(a)) * u128::from(self.d)) >> 64) as u64;
        let a = n.unsigned_abs();
        if a >= 1 << 32 {
            return n.rem_euclid(self.d as i64) as u64;
        }
        let r = small(a);
        if n >= 0 || r == 0 { r } else { self.d - r }
    }
}

/// A weight prepared for the quotients the search needs at every node:
/// which digit a partial sum calls for. Those quotients are small (a digit
/// is below 64), so a floating-point estimate and one exact correction in
/// integers replace the division instruction.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Weight {
    w: i64,
    /// `1 / w`; unused when `w` is 0.
    inv: f64,
}

impl PartialEq for Weight {
    fn eq(&self, other: &Self) -> bool {
        self.w == other.w
    }
}

impl Eq for Weight {}

impl Weight {
    pub(crate) fn new(w: i64) -> Self {
        Weight {
            w,
            inv: if w == 0 { 0.0 } else { 1.0 / w as f64 },
        }
    }

    /// The least digit `d >= 0` with `d · |w| >= t`, or 64 when there is
    /// none below 64; `w` must not be 0.
    #[inline(always)]
    pub(crate) fn ceil_digit(self, t: i64) -> u32 {
        if t <= 0 {
            return 0;
        }
        let estimate = t as f64 * self.inv.abs();
        if estimate > 65.0 {
            return 64;
        }
        // Truncated, the estimate is within one of the quotient (no `ceil`:
        // without SSE4.1 it is a library call); the products are exact.
        let (a, t) = (i128::from(self.w.unsigned_abs()), i128::from(t));
        let mut q = i128::from(estimate as i64);
        while q * a < t {
            q += 1;
        }
        while q > 0 && (q - 1) * a >= t {
            q -= 1;
        }
        q.min(64) as u32
    }

    /// The digit `d` in `0..64` with `p + d · w == 0`, if there is one; `w`
    /// must not be 0.
    #[inline(always)]
    pub(crate) fn exact_digit(self, p: i64) -> Option<u32> {
        let estimate = -(p as f64) * self.inv;
        if !(-0.5..64.0).contains(&estimate) {
            return None;
        }
        // Rounded by truncation after adding one half, not by `round`,
        // which is a library call without SSE4.1.
        let d = (estimate + 0.5) as i64;
        (i128::from(d) * i128::from(self.w) == -i128::from(p)).then_some(d as u32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_the_remainder_operator() {
        for d in [
            1u64,
            2,
            3,
            7,
            10,
            16,
            100,
            360,
            1000,
            36u64.pow(5),
            10u64.pow(15),
        ] {
            let div = Divisor::new(d);
            for n in (-5000i64..5000).chain([i64::MAX / 4, -(i64::MAX / 4), 10i64.pow(15) * 7]) {
                assert_eq!(div.divides(n), n % d as i64 == 0, "{n} by {d}");
                if n % d as i64 == 0 {
                    assert_eq!(div.exact_quotient(n), n / d as i64, "{n} / {d}");
                }
            }
        }
    }

    #[test]
    fn residues_agree_with_the_euclidean_remainder() {
        for d in 2u64..=36 {
            let residue = Residue::new(d);
            let edges = [
                (1i64 << 32) - 1,
                1 << 32,
                -(1i64 << 32) + 1,
                -(1i64 << 32),
                i64::MAX,
                i64::MIN + 1,
                i64::MIN,
            ];
            for n in (-100_000i64..100_000).chain(edges) {
                assert_eq!(residue.of(n), n.rem_euclid(d as i64) as u64, "{n} mod {d}");
            }
        }
    }

    #[test]
    fn small_quotients_agree_with_integer_division() {
        let weights = [
            1i64,
            -1,
            7,
            -9,
            10,
            -91,
            1000,
            -9000,
            123_456_789,
            -(1 << 58),
        ];
        for &w in &weights {
            let weight = Weight::new(w);
            let a = w.unsigned_abs() as i64;
            let m = |k: i64| a.saturating_mul(k);
            for t in [
                -5i64,
                0,
                1,
                2,
                a - 1,
                a,
                a + 1,
                m(9),
                m(63),
                m(63).saturating_add(1),
                m(64),
            ] {
                let want = if t <= 0 {
                    0
                } else {
                    ((t as i128 + a as i128 - 1) / a as i128).min(64) as u32
                };
                assert_eq!(weight.ceil_digit(t), want, "ceil {t} / {a}");
            }
            for d in 0..64i64 {
                if let Some(p) = d.checked_mul(w).and_then(i64::checked_neg) {
                    assert_eq!(weight.exact_digit(p), Some(d as u32), "{p} by {w}");
                    if w.abs() > 1 {
                        assert_eq!(weight.exact_digit(p + 1), None, "{p} + 1 by {w}");
                    }
                }
            }
        }
    }
}
