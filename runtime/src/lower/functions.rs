//! The functions and predicates of the puzzle language, on points and on
//! intervals: one definition that the lowering folds constants with, the
//! runtime search evaluates and the generated solvers call (through
//! `__private`), so all three agree.
//!
//! Every function is total: any `i128` gives an answer, never a panic.
//! The lowering bounds the arguments (a word of at most 128 bits, and a
//! prime test of at most [`PRIME_LIMIT`]), so the answers the solvers
//! read are exact.

use crate::syntax::Func;

/// The largest value `is_prime` tests exactly: below it, the Miller–Rabin
/// test with the first thirteen primes as witnesses has no false positive
/// (Sorenson and Webster, 2015). The lowering refuses a prime test of a
/// value that can exceed it.
pub(crate) const PRIME_LIMIT: u128 = 3_317_044_064_679_887_385_961_980;

/// `func` of `args` in `base`. A missing argument counts as 0; the parser
/// gives every call as many as its function takes.
///
/// ```
/// # use alphametic_runtime::__private::{Func, call};
/// assert_eq!(call(Func::IsPrime, 10, &[97]), 1);
/// assert_eq!(call(Func::Dsum, 16, &[0xff]), 30);
/// assert_eq!(call(Func::Max, 10, &[3, -4, 7]), 7);
/// ```
pub fn call(func: Func, base: u32, args: &[i128]) -> i128 {
    call_iter(func, base, args.iter().copied())
}

/// [`call`] of arguments given one by one, as the runtime's stack holds
/// them.
#[inline]
pub(crate) fn call_iter(func: Func, base: u32, mut args: impl Iterator<Item = i128>) -> i128 {
    let first = args.next().unwrap_or(0);
    let base = u128::from(base.max(2));
    match func {
        Func::IsPrime => i128::from(is_prime(first)),
        Func::IsSquare => i128::from(is_square(first)),
        Func::IsCube => i128::from(is_cube(first)),
        Func::IsTriangular => i128::from(is_triangular(first)),
        Func::IsPalindrome => {
            let n = first.unsigned_abs();
            i128::from(reverse(n, base) == n)
        }
        Func::Dsum => {
            let (mut n, mut sum) = (first.unsigned_abs(), 0u128);
            while n > 0 {
                sum += n % base;
                n /= base;
            }
            clamp(sum)
        }
        Func::Digrt => match first.unsigned_abs() {
            0 => 0,
            n => clamp(1 + (n - 1) % (base - 1)),
        },
        Func::Nrev => {
            let r = clamp(reverse(first.unsigned_abs(), base));
            if first < 0 { -r } else { r }
        }
        Func::Gcd => clamp(args.fold(first.unsigned_abs(), |g, x| gcd(g, x.unsigned_abs()))),
        Func::Abs => clamp(first.unsigned_abs()),
        Func::Min => args.fold(first, i128::min),
        Func::Max => args.fold(first, i128::max),
    }
}

/// The least and the most `func` can be when each argument lies in its
/// interval: exact when every interval is one value, else a range that
/// holds every value.
///
/// ```
/// # use alphametic_runtime::__private::{Func, interval_call};
/// assert_eq!(interval_call(Func::IsSquare, 10, &[(49, 49)]), (1, 1));
/// assert_eq!(interval_call(Func::IsSquare, 10, &[(40, 49)]), (0, 1));
/// assert_eq!(interval_call(Func::Min, 10, &[(1, 5), (3, 4)]), (1, 4));
/// ```
pub fn interval_call(func: Func, base: u32, args: &[(i128, i128)]) -> (i128, i128) {
    interval_call_iter(func, base, args.iter().copied())
}

/// [`interval_call`] of intervals given one by one.
pub(crate) fn interval_call_iter(
    func: Func,
    base: u32,
    args: impl Iterator<Item = (i128, i128)> + Clone,
) -> (i128, i128) {
    if args.clone().all(|(lo, hi)| lo == hi) {
        let v = call_iter(func, base, args.map(|(lo, _)| lo));
        return (v, v);
    }
    let mut args = args;
    let (lo, hi) = args.next().unwrap_or((0, 0));
    // The largest magnitude in the first interval, and its digits.
    let top = lo.unsigned_abs().max(hi.unsigned_abs());
    let b = u128::from(base.max(2));
    let (mut digits, mut n) = (1u32, top / b);
    while n > 0 {
        digits += 1;
        n /= b;
    }
    let all_digits = b.checked_pow(digits).map_or(i128::MAX, |p| clamp(p - 1));
    match func {
        f if f.is_predicate() => (0, 1),
        Func::Dsum => (0, clamp((b - 1) * u128::from(digits))),
        Func::Digrt => (i128::from(lo > 0 || hi < 0), clamp(b - 1)),
        Func::Nrev => (
            if lo >= 0 { 0 } else { -all_digits },
            if hi <= 0 { 0 } else { all_digits },
        ),
        Func::Abs => {
            if lo >= 0 {
                (lo, hi)
            } else if hi <= 0 {
                (clamp(hi.unsigned_abs()), clamp(lo.unsigned_abs()))
            } else {
                (0, clamp(top))
            }
        }
        Func::Min => args.fold((lo, hi), |(l, h), (x, y)| (l.min(x), h.min(y))),
        Func::Max => args.fold((lo, hi), |(l, h), (x, y)| (l.max(x), h.max(y))),
        // The gcd divides every argument, so it is at most the largest
        // magnitude of a nonzero one, and 0 only where all are 0.
        _ => {
            let top = args.fold(top, |m, (x, y)| {
                m.max(x.unsigned_abs()).max(y.unsigned_abs())
            });
            (0, clamp(top))
        }
    }
}

/// `n` as an `i128`, the largest one where it does not fit (only
/// `|i128::MIN|` does not, which no bounded program reaches).
fn clamp(n: u128) -> i128 {
    i128::try_from(n).unwrap_or(i128::MAX)
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The digits of `n` in `base`, reversed.
fn reverse(mut n: u128, base: u128) -> u128 {
    let mut r = 0u128;
    while n > 0 {
        // Never past `u128`: the reverse has no more digits than `n`.
        r = r.saturating_mul(base).saturating_add(n % base);
        n /= base;
    }
    r
}

/// The integer square root, `⌊√n⌋`.
fn isqrt(n: u128) -> u128 {
    n.isqrt()
}

/// The integer cube root, `⌊∛n⌋`.
fn icbrt(n: u128) -> u128 {
    // A first guess from floating point, then corrected by exact steps.
    let mut r = (n as f64).cbrt() as u128;
    let cube = |r: u128| r.checked_mul(r).and_then(|s| s.checked_mul(r));
    while cube(r).is_none_or(|c| c > n) {
        r -= 1;
    }
    while cube(r + 1).is_some_and(|c| c <= n) {
        r += 1;
    }
    r
}

fn is_square(n: i128) -> bool {
    if n < 0 {
        return false;
    }
    let r = isqrt(n as u128);
    r * r == n as u128
}

fn is_cube(n: i128) -> bool {
    let m = n.unsigned_abs();
    let r = icbrt(m);
    r * r * r == m
}

/// Whether `n = k(k+1)/2` for some `k ≥ 0`: then `k = ⌊√(2n)⌋`.
fn is_triangular(n: i128) -> bool {
    if n < 0 {
        return false;
    }
    let n = n as u128;
    let k = isqrt(2 * n);
    k * (k + 1) / 2 == n
}

/// Whether `n` is a prime: trial division by small primes, then
/// Miller–Rabin with the first thirteen primes as witnesses, exact below
/// [`PRIME_LIMIT`].
fn is_prime(n: i128) -> bool {
    const WITNESSES: [u128; 13] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41];
    if n < 2 {
        return false;
    }
    let n = n as u128;
    for p in WITNESSES {
        if n.is_multiple_of(p) {
            return n == p;
        }
    }
    if n < 43 * 43 {
        return true;
    }
    let (mut d, mut s) = (n - 1, 0);
    while d.is_multiple_of(2) {
        d /= 2;
        s += 1;
    }
    'witness: for a in WITNESSES {
        let mut x = pow_mod(a, d, n);
        if x == 1 || x == n - 1 {
            continue;
        }
        for _ in 1..s {
            x = mul_mod(x, x, n);
            if x == n - 1 {
                continue 'witness;
            }
        }
        return false;
    }
    true
}

/// `a · b mod m`, for `a, b < m`: by one product below 2^64, by doubling
/// above (where `m < 2^127` keeps every sum within `u128`).
fn mul_mod(a: u128, b: u128, m: u128) -> u128 {
    if m <= u128::from(u64::MAX) {
        return a * b % m;
    }
    let (mut a, mut b, mut r) = (a, b, 0u128);
    while b > 0 {
        if b & 1 == 1 {
            r = (r + a) % m;
        }
        a = (a + a) % m;
        b >>= 1;
    }
    r
}

fn pow_mod(mut a: u128, mut e: u128, m: u128) -> u128 {
    let mut r = 1u128;
    a %= m;
    while e > 0 {
        if e & 1 == 1 {
            r = mul_mod(r, a, m);
        }
        a = mul_mod(a, a, m);
        e >>= 1;
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(func: Func, base: u32, args: &[i128]) -> i128 {
        call(func, base, args)
    }

    #[test]
    fn primes() {
        let small: Vec<i128> = (-5..60)
            .filter(|&n| f(Func::IsPrime, 10, &[n]) == 1)
            .collect();
        assert_eq!(
            small,
            [
                2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59
            ]
        );
        assert_eq!(f(Func::IsPrime, 10, &[1_000_000_007]), 1);
        assert_eq!(f(Func::IsPrime, 10, &[1_000_000_007 * 998_244_353]), 0);
        // The largest prime below 2^64, and a strong pseudoprime to the
        // bases 2 to 37 (it fails at 41).
        assert_eq!(f(Func::IsPrime, 10, &[18_446_744_073_709_551_557]), 1);
        assert_eq!(f(Func::IsPrime, 10, &[318_665_857_834_031_151_167_461]), 0);
        // A prime past 2^64, where products take the slow path.
        assert_eq!(f(Func::IsPrime, 10, &[(1 << 89) - 1]), 1);
        assert_eq!(f(Func::IsPrime, 10, &[(1 << 67) - 1]), 0);
        // Against trial division.
        for n in 0..5000i128 {
            let trial = n >= 2 && (2..n).take_while(|d| d * d <= n).all(|d| n % d != 0);
            assert_eq!(f(Func::IsPrime, 10, &[n]) == 1, trial, "{n}");
        }
    }

    #[test]
    fn squares_cubes_and_triangles() {
        assert_eq!(f(Func::IsSquare, 10, &[0]), 1);
        assert_eq!(f(Func::IsSquare, 10, &[49]), 1);
        assert_eq!(f(Func::IsSquare, 10, &[50]), 0);
        assert_eq!(f(Func::IsSquare, 10, &[-4]), 0);
        assert_eq!(f(Func::IsSquare, 10, &[i128::MAX]), 0);
        assert_eq!(f(Func::IsCube, 10, &[0]), 1);
        assert_eq!(f(Func::IsCube, 10, &[-27]), 1);
        assert_eq!(f(Func::IsCube, 10, &[1000]), 1);
        assert_eq!(f(Func::IsCube, 10, &[999]), 0);
        assert_eq!(f(Func::IsCube, 10, &[i128::MIN]), 0);
        let triangles: Vec<i128> = (-3..30)
            .filter(|&n| f(Func::IsTriangular, 10, &[n]) == 1)
            .collect();
        assert_eq!(triangles, [0, 1, 3, 6, 10, 15, 21, 28]);
        for n in 0..2000i128 {
            let root = (0..=n).take_while(|r| r * r <= n).last().unwrap_or(0);
            assert_eq!(f(Func::IsSquare, 10, &[n]) == 1, root * root == n, "{n}");
        }
    }

    #[test]
    fn digits_in_the_base() {
        assert_eq!(f(Func::Dsum, 10, &[1234]), 10);
        assert_eq!(f(Func::Dsum, 10, &[-1234]), 10);
        assert_eq!(f(Func::Dsum, 2, &[0b1011]), 3);
        assert_eq!(f(Func::Dsum, 12, &[11 * 12 + 5]), 16);
        assert_eq!(f(Func::Digrt, 10, &[0]), 0);
        assert_eq!(f(Func::Digrt, 10, &[9875]), 2);
        assert_eq!(f(Func::Digrt, 10, &[18]), 9);
        assert_eq!(f(Func::Digrt, 12, &[11 * 12 + 5]), 5);
        assert_eq!(f(Func::Nrev, 10, &[120]), 21);
        assert_eq!(f(Func::Nrev, 10, &[-123]), -321);
        assert_eq!(f(Func::Nrev, 16, &[0x1a2]), 0x2a1);
        assert_eq!(f(Func::IsPalindrome, 10, &[12321]), 1);
        assert_eq!(f(Func::IsPalindrome, 10, &[120]), 0);
        assert_eq!(f(Func::IsPalindrome, 10, &[7]), 1);
        assert_eq!(f(Func::IsPalindrome, 2, &[0b101]), 1);
        assert_eq!(f(Func::IsPalindrome, 12, &[5 * 144 + 11 * 12 + 5]), 1);
        assert_eq!(f(Func::IsPalindrome, 10, &[5 * 144 + 11 * 12 + 5]), 0);
    }

    #[test]
    fn gcd_abs_min_max() {
        assert_eq!(f(Func::Gcd, 10, &[12, 18]), 6);
        assert_eq!(f(Func::Gcd, 10, &[-12, 18]), 6);
        assert_eq!(f(Func::Gcd, 10, &[0, 0]), 0);
        assert_eq!(f(Func::Gcd, 10, &[0, -5]), 5);
        assert_eq!(f(Func::Abs, 10, &[-5]), 5);
        assert_eq!(f(Func::Abs, 10, &[i128::MIN]), i128::MAX);
        assert_eq!(f(Func::Min, 10, &[4, -2, 9]), -2);
        assert_eq!(f(Func::Max, 10, &[4, -2, 9]), 9);
        assert_eq!(f(Func::Abs, 10, &[]), 0);
    }

    #[test]
    fn each_part_of_an_and_is_a_constraint_of_its_own() {
        use crate::lower::lower;
        use crate::lower::program::Op;
        use crate::syntax::parse_equations;
        let text = "is_prime(AB) and is_square(CD) and A > 2";
        let (equations, _) = parse_equations(text, crate::lower::rules::Symbols::LETTERS).unwrap();
        let lowered = lower(text, &equations, 10).unwrap();
        // Two predicates, each read off its own word, and a condition.
        assert_eq!(lowered.polynomials.len(), 2);
        assert_eq!(lowered.conditions.len(), 1);
        for p in &lowered.polynomials {
            assert_eq!(p.words.len(), 1);
            assert!(p.logical && !p.modular);
            assert!(p.zero.ops.iter().any(|op| matches!(op, Op::Call { .. })));
        }
        // An `or` is one constraint.
        let text = "is_prime(AB) or is_square(CD)";
        let (equations, _) = parse_equations(text, crate::lower::rules::Symbols::LETTERS).unwrap();
        assert_eq!(lower(text, &equations, 10).unwrap().polynomials.len(), 1);
    }

    #[test]
    fn an_undecided_truth_value_spans_zero_and_one() {
        use crate::lower::program::{Op, Program};
        use crate::syntax::Relation;
        // `(w0 > 5) or is_prime(w1)`, with w0 in 6..=9: true whatever w1.
        let program = Program {
            ops: vec![
                Op::Word(0),
                Op::Const(5),
                Op::Cmp(Relation::Gt),
                Op::Word(1),
                Op::Call {
                    func: Func::IsPrime,
                    args: 1,
                    base: 10,
                },
                Op::Or,
            ],
            bound: 99,
        };
        let mut stack = vec![(0i64, 0i64); program.depth()];
        assert_eq!(
            program.eval_interval(&[(6, 9), (10, 99)], &mut stack),
            (1, 1)
        );
        assert_eq!(
            program.eval_interval(&[(2, 9), (10, 99)], &mut stack),
            (0, 1)
        );
        assert_eq!(
            program.eval_interval(&[(2, 5), (12, 12)], &mut stack),
            (0, 0)
        );
        assert_eq!(program.eval(&[3i64, 13], &mut vec![0; program.depth()]), 1);
        assert_eq!(program.eval(&[3i128, 15], &mut vec![0; program.depth()]), 0);
    }

    #[test]
    fn intervals_hold_every_value() {
        // Every function on every point of small intervals.
        for func in Func::ALL {
            for base in [2, 10, 12] {
                for lo in -30i128..30 {
                    for hi in lo..lo + 7 {
                        let two = matches!(func, Func::Gcd | Func::Min | Func::Max);
                        let other = (3, 11);
                        let args: Vec<(i128, i128)> = if two {
                            vec![(lo, hi), other]
                        } else {
                            vec![(lo, hi)]
                        };
                        let (l, h) = interval_call(func, base, &args);
                        for x in lo..=hi {
                            for y in other.0..=other.1 {
                                let v = if two {
                                    call(func, base, &[x, y])
                                } else {
                                    call(func, base, &[x])
                                };
                                assert!(l <= v && v <= h, "{func:?} {args:?} {x} {y}: {v}");
                            }
                        }
                    }
                }
            }
        }
    }
}
