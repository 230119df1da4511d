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
}
