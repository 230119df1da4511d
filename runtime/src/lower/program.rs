//! Polynomials as small postfix programs, and their evaluation.
//!
//! The lowering turns an equation that is not linear in its words into
//! programs over word values (see [`crate::lower`]); the runtime search
//! evaluates them, on points and on intervals, and the code generator
//! unrolls the same instructions into expressions.
//!
//! Every program carries a bound on the magnitude of its intermediate
//! values, worked out when it is built, so evaluation cannot overflow.

use crate::divide::Divisor;
use crate::lower::functions::{call_iter, interval_call_iter};
use crate::syntax::{Func, Relation};

/// One instruction of a polynomial in postfix form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Op {
    /// Pushes the value of word `slot`.
    Word(usize),
    /// Pushes a constant.
    Const(i128),
    /// Pops `b`, `a`; pushes `a + b`.
    Add,
    /// Pops `b`, `a`; pushes `a − b`.
    Sub,
    /// Pops `b`, `a`; pushes `a · b`.
    Mul,
    /// Negates the top.
    Neg,
    /// Raises the top to a constant power.
    Pow(u32),
    /// Pops `e`, `a`; pushes `a^e` (`e ≥ 0`).
    PowBy,
    /// Pops `b`, `a`; pushes `⌊a / b⌋` (0 if `b` is 0, which the
    /// divisor's own check rules out).
    FloorDiv,
    /// Pops `b`, `a`; pushes `a − b · ⌊a / b⌋` (0 if `b` is 0).
    Mod,
    /// Pops `args` values; pushes the function of them, digits read in
    /// `base`.
    Call {
        /// The function.
        func: Func,
        /// How many values it takes (1 or more).
        args: u16,
        /// The puzzle's base.
        base: u8,
    },
    /// Pops `b`, `a`; pushes 1 if `a relation b`, else 0.
    Cmp(Relation),
    /// Pushes 1 if the top is 0, else 0, in its place.
    Not,
    /// Pops `b`, `a`; pushes 1 if both are other than 0, else 0.
    And,
    /// Pops `b`, `a`; pushes 1 if either is other than 0, else 0.
    Or,
}

impl Op {
    /// Whether the instruction is one of the functions and truth values
    /// that a polynomial has none of.
    pub(crate) fn is_logic(self) -> bool {
        matches!(
            self,
            Op::Call { .. } | Op::Cmp(_) | Op::Not | Op::And | Op::Or
        )
    }
}

/// The truth of an interval, as the interval of `value != 0`: `(1, 1)`
/// where every value is other than 0, `(0, 0)` where every value is 0.
#[inline]
pub(crate) fn interval_truth<T: Value>((lo, hi): (T, T)) -> (bool, bool) {
    let zero = T::from_i128(0);
    // (surely true, possibly true)
    (lo > zero || hi < zero, !(lo == zero && hi == zero))
}

/// The interval of `a relation b` as `(surely, possibly)`.
#[inline]
pub(crate) fn interval_compare<T: Value>(
    relation: Relation,
    (al, ah): (T, T),
    (bl, bh): (T, T),
) -> (bool, bool) {
    let point = al == ah && bl == bh;
    match relation {
        Relation::Eq => (point && al == bl, al <= bh && bl <= ah),
        Relation::Ne => (ah < bl || bh < al, !(point && al == bl)),
        Relation::Lt => (ah < bl, al < bh),
        Relation::Le => (ah <= bl, al <= bh),
        Relation::Gt => (al > bh, ah > bl),
        Relation::Ge => (al >= bh, ah >= bl),
    }
}

/// A polynomial in postfix form, with the largest magnitude any of its
/// intermediate values can take.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Program {
    pub(crate) ops: Vec<Op>,
    pub(crate) bound: u128,
}

impl Program {
    /// The word slots the program reads.
    pub(crate) fn slots(&self) -> impl Iterator<Item = usize> + '_ {
        self.ops.iter().filter_map(|op| match *op {
            Op::Word(slot) => Some(slot),
            _ => None,
        })
    }

    /// The deepest the evaluation stack gets.
    pub(crate) fn depth(&self) -> usize {
        let (mut depth, mut max) = (0usize, 0usize);
        for op in &self.ops {
            match op {
                Op::Word(_) | Op::Const(_) => depth += 1,
                Op::Add
                | Op::Sub
                | Op::Mul
                | Op::PowBy
                | Op::FloorDiv
                | Op::Mod
                | Op::Cmp(_)
                | Op::And
                | Op::Or => depth -= 1,
                Op::Call { args, .. } => depth -= usize::from(*args).saturating_sub(1),
                Op::Neg | Op::Pow(_) | Op::Not => {}
            }
            max = max.max(depth);
        }
        max
    }

    /// The value, given the value of every word slot; `stack` must hold
    /// [`Program::depth`] values. The bound makes overflow impossible when
    /// every word is within its own bound, in `i64` too when the bound
    /// fits there.
    #[inline]
    pub(crate) fn eval<T: Value>(&self, words: &[T], stack: &mut [T]) -> T {
        let zero = T::from_i128(0);
        let mut sp = 0;
        for op in &self.ops {
            match *op {
                Op::Word(slot) => {
                    stack[sp] = words[slot];
                    sp += 1;
                }
                Op::Const(c) => {
                    stack[sp] = T::from_i128(c);
                    sp += 1;
                }
                Op::Neg => stack[sp - 1] = -stack[sp - 1],
                Op::Pow(e) => stack[sp - 1] = stack[sp - 1].power(e),
                Op::Not => stack[sp - 1] = T::from_i128(i128::from(stack[sp - 1] == zero)),
                Op::Call { func, args, base } => {
                    let first = sp - usize::from(args);
                    let values = stack[first..sp].iter().map(|v| v.to_i128());
                    let value = call_iter(func, u32::from(base), values);
                    stack[first] = T::from_i128(value);
                    sp = first + 1;
                }
                _ => {
                    sp -= 1;
                    let (a, b) = (stack[sp - 1], stack[sp]);
                    stack[sp - 1] = match *op {
                        Op::Add => a + b,
                        Op::Sub => a - b,
                        Op::Mul => a * b,
                        Op::FloorDiv => a.floor_div(b),
                        Op::Mod => a.floor_mod(b),
                        Op::Cmp(relation) => T::from_i128(i128::from(relation.holds(a.cmp(&b)))),
                        Op::And => T::from_i128(i128::from(a != zero && b != zero)),
                        Op::Or => T::from_i128(i128::from(a != zero || b != zero)),
                        _ => T::from_i128(power(a.to_i128(), b.to_i128())),
                    };
                }
            }
        }
        stack[0]
    }

    /// The least and the most the program can be when each word lies in
    /// its interval, exponents being exact (`lo == hi`).
    pub(crate) fn eval_interval<T: Value>(&self, words: &[(T, T)], stack: &mut [(T, T)]) -> (T, T) {
        let mut sp = 0;
        for op in &self.ops {
            match *op {
                Op::Word(slot) => {
                    stack[sp] = words[slot];
                    sp += 1;
                }
                Op::Const(c) => {
                    stack[sp] = (T::from_i128(c), T::from_i128(c));
                    sp += 1;
                }
                Op::Neg => {
                    let (lo, hi) = stack[sp - 1];
                    stack[sp - 1] = (-hi, -lo);
                }
                Op::Pow(e) => stack[sp - 1] = interval_power(stack[sp - 1], e),
                Op::Not => {
                    let (surely, possibly) = interval_truth(stack[sp - 1]);
                    stack[sp - 1] = truth_interval(!possibly, !surely);
                }
                Op::Call { func, args, base } => {
                    let first = sp - usize::from(args);
                    let ranges = stack[first..sp]
                        .iter()
                        .map(|&(lo, hi)| (lo.to_i128(), hi.to_i128()));
                    let (lo, hi) = interval_call_iter(func, u32::from(base), ranges);
                    stack[first] = (T::from_i128(lo), T::from_i128(hi));
                    sp = first + 1;
                }
                _ => {
                    sp -= 1;
                    let ((al, ah), (bl, bh)) = (stack[sp - 1], stack[sp]);
                    stack[sp - 1] = match *op {
                        Op::Add => (al + bl, ah + bh),
                        Op::Sub => (al - bh, ah - bl),
                        Op::Mul => {
                            let (p, q, r, s) = (al * bl, al * bh, ah * bl, ah * bh);
                            (p.min(q).min(r).min(s), p.max(q).max(r).max(s))
                        }
                        Op::FloorDiv => interval_floor_div((al, ah), (bl, bh)),
                        Op::Mod => interval_floor_mod((al, ah), (bl, bh)),
                        Op::Cmp(relation) => {
                            let (surely, possibly) = interval_compare(relation, (al, ah), (bl, bh));
                            truth_interval(surely, possibly)
                        }
                        Op::And | Op::Or => {
                            let (sa, pa) = interval_truth((al, ah));
                            let (sb, pb) = interval_truth((bl, bh));
                            if *op == Op::And {
                                truth_interval(sa && sb, pa && pb)
                            } else {
                                truth_interval(sa || sb, pa || pb)
                            }
                        }
                        _ => interval_power((al, ah), exponent_u32(bl.to_i128())),
                    };
                }
            }
        }
        stack[0]
    }
}

/// The interval of a truth value that is `surely` 1, or `possibly` 1.
#[inline]
fn truth_interval<T: Value>(surely: bool, possibly: bool) -> (T, T) {
    (
        T::from_i128(i128::from(surely)),
        T::from_i128(i128::from(possibly)),
    )
}

/// `⌊[al, ah] / [bl, bh]⌋`. Away from a divisor of 0 the quotient is
/// monotone in each operand, so its extremes are at the corners; a
/// divisor interval that holds 0 only bounds it by the dividend, since an
/// integer divisor other than 0 is at least 1 in magnitude. The generated
/// solvers call it too (through `__private`).
///
/// Kept out of line: it is rare, and inlined it slows the loop of every
/// interval evaluation.
#[inline(never)]
pub(crate) fn interval_floor_div<T: Value>((al, ah): (T, T), (bl, bh): (T, T)) -> (T, T) {
    let zero = T::from_i128(0);
    if bl <= zero && bh >= zero {
        let m = (-al).max(ah).max(al).max(-ah);
        return (-m, m);
    }
    let (p, q, r, s) = (
        al.floor_div(bl),
        al.floor_div(bh),
        ah.floor_div(bl),
        ah.floor_div(bh),
    );
    (p.min(q).min(r).min(s), p.max(q).max(r).max(s))
}

/// `[al, ah] % [bl, bh]`, with the sign of the divisor: exact when the
/// divisor is one value and the dividend stays within one quotient,
/// otherwise the remainders a divisor in the interval can leave.
#[inline(never)]
pub(crate) fn interval_floor_mod<T: Value>((al, ah): (T, T), (bl, bh): (T, T)) -> (T, T) {
    let (zero, one) = (T::from_i128(0), T::from_i128(1));
    if bl == bh && bl != zero {
        let q = al.floor_div(bl);
        if ah.floor_div(bl) == q {
            return (al - bl * q, ah - bl * q);
        }
    }
    if bl > zero {
        (zero, bh - one)
    } else if bh < zero {
        (bl + one, zero)
    } else {
        ((bl + one).min(zero), (bh - one).max(zero))
    }
}

/// `[lo, hi]^e`: even powers fold the negative side over. The generated
/// solvers call it too (through `__private`), so both back ends bound a
/// power alike.
#[inline]
pub(crate) fn interval_power<T: Value>((lo, hi): (T, T), e: u32) -> (T, T) {
    let (a, b) = (lo.power(e), hi.power(e));
    if e % 2 == 1 || lo >= T::from_i128(0) {
        (a, b)
    } else if hi <= T::from_i128(0) {
        (b, a)
    } else {
        (T::from_i128(0), a.max(b))
    }
}

/// A word's value as the `u32` exponent an interval is raised to. The
/// parse-time bounds allow an exponent past 126 only on a base within
/// `[-1, 1]`, whose `e`-th power is its first for odd `e` and its second
/// for even `e ≥ 2`: so a value past `u32` becomes 1 or 2, exactly, rather
/// than being cut to its low 32 bits. The generated solvers do the same.
pub(crate) fn exponent_u32(e: i128) -> u32 {
    match u32::try_from(e) {
        Ok(e) => e,
        Err(_) => 2 - (e & 1) as u32,
    }
}

/// The integer types the solvers evaluate polynomials in: `i64` when the
/// bound allows, `i128` otherwise.
pub(crate) trait Value:
    Copy
    + Ord
    + std::ops::Add<Output = Self>
    + std::ops::Sub<Output = Self>
    + std::ops::Mul<Output = Self>
    + std::ops::Neg<Output = Self>
{
    fn from_i128(v: i128) -> Self;
    fn to_i128(self) -> i128;
    fn power(self, e: u32) -> Self;
    /// `⌊self / b⌋`, 0 when `b` is 0.
    fn floor_div(self, b: Self) -> Self;
    /// `self − b · ⌊self / b⌋`, 0 when `b` is 0.
    fn floor_mod(self, b: Self) -> Self;
    /// Whether `self` is a multiple of `m`; `divisor` is `m` prepared for
    /// fast tests when it fits in 64 bits.
    fn multiple_of(self, m: i128, divisor: Option<Divisor>) -> bool;
}

impl Value for i64 {
    fn from_i128(v: i128) -> Self {
        v as i64
    }
    fn to_i128(self) -> i128 {
        self as i128
    }
    fn power(self, e: u32) -> Self {
        match self {
            -1..=1 => power(self as i128, e as i128) as i64,
            _ => self.pow(e),
        }
    }
    fn floor_div(self, b: Self) -> Self {
        floor_div_i64(self, b)
    }
    fn floor_mod(self, b: Self) -> Self {
        floor_mod_i64(self, b)
    }
    fn multiple_of(self, _: i128, divisor: Option<Divisor>) -> bool {
        match divisor {
            Some(d) => d.divides(self),
            // A modulus past 64 bits exceeds every `i64`.
            None => self == 0,
        }
    }
}

impl Value for i128 {
    fn from_i128(v: i128) -> Self {
        v
    }
    fn to_i128(self) -> i128 {
        self
    }
    fn power(self, e: u32) -> Self {
        power(self, e as i128)
    }
    fn floor_div(self, b: Self) -> Self {
        floor_div(self, b).unwrap_or(0)
    }
    fn floor_mod(self, b: Self) -> Self {
        floor_mod(self, b).unwrap_or(0)
    }
    fn multiple_of(self, m: i128, _: Option<Divisor>) -> bool {
        self % m == 0
    }
}

/// `a^e`, as the solvers evaluate a power whose exponent is a word. The
/// parse-time bounds keep `e` below 128 unless `a` is 0, 1 or −1, whose
/// powers need no multiplication, so the solvers always get the exact
/// value. Any other argument gets an answer too, never a panic: a
/// negative exponent gives the power rounded towards 0 (`0` for `|a| > 1`)
/// and a result past `i128` saturates.
#[inline]
pub fn power(a: i128, e: i128) -> i128 {
    match a {
        0 => i128::from(e == 0),
        1 => 1,
        -1 => 1 - 2 * (e & 1),
        _ if e < 0 => 0,
        _ => u32::try_from(e)
            .ok()
            .and_then(|e| a.checked_pow(e))
            .unwrap_or(if a < 0 && e & 1 == 1 {
                i128::MIN
            } else {
                i128::MAX
            }),
    }
}

/// `⌊a / b⌋`; `None` when `b` is 0 or the quotient overflows
/// (`i128::MIN / −1`).
#[inline]
pub fn floor_div(a: i128, b: i128) -> Option<i128> {
    let q = a.checked_div(b)?;
    Some(if a % b != 0 && (a < 0) != (b < 0) {
        q - 1
    } else {
        q
    })
}

/// `a − b · ⌊a / b⌋`, whose sign is that of `b`; `None` when `b` is 0.
#[inline]
pub fn floor_mod(a: i128, b: i128) -> Option<i128> {
    if b == 0 {
        return None;
    }
    // `checked_rem` fails only on `i128::MIN % −1`, whose remainder is 0.
    let r = a.checked_rem(b).unwrap_or(0);
    Some(if r != 0 && (r < 0) != (b < 0) {
        r + b
    } else {
        r
    })
}

/// `floor_div` in `i64`, for the generated solvers: 0 when `b` is 0,
/// which the divisor's own check rules out, so that no assignment
/// panics.
#[inline]
pub fn floor_div_i64(a: i64, b: i64) -> i64 {
    match a.checked_div(b) {
        Some(q) if a % b != 0 && (a < 0) != (b < 0) => q - 1,
        Some(q) => q,
        None => 0,
    }
}

/// `floor_mod` in `i64`, for the generated solvers: 0 when `b` is 0.
#[inline]
pub fn floor_mod_i64(a: i64, b: i64) -> i64 {
    match a.checked_rem(b) {
        Some(r) if r != 0 && (r < 0) != (b < 0) => r + b,
        Some(r) => r,
        None => 0,
    }
}

/// `floor_div` in `i128`, for the generated solvers: 0 when `b` is 0.
#[inline]
pub fn floor_div_i128(a: i128, b: i128) -> i128 {
    floor_div(a, b).unwrap_or(0)
}

/// `floor_mod` in `i128`, for the generated solvers: 0 when `b` is 0.
#[inline]
pub fn floor_mod_i128(a: i128, b: i128) -> i128 {
    floor_mod(a, b).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn power_saturates_and_never_panics() {
        assert_eq!(power(3, 4), 81);
        assert_eq!(power(0, 0), 1);
        assert_eq!(power(-1, 1 << 100), 1);
        assert_eq!(power(2, 200), i128::MAX);
        assert_eq!(power(-2, 201), i128::MIN);
        assert_eq!(power(2, -1), 0);
    }

    #[test]
    fn floor_div_and_mod_round_down() {
        assert_eq!(floor_div(7, 2), Some(3));
        assert_eq!(floor_div(-7, 2), Some(-4));
        assert_eq!(floor_div(7, -2), Some(-4));
        assert_eq!(floor_div(7, 0), None);
        assert_eq!(floor_mod(7, 2), Some(1));
        assert_eq!(floor_mod(-7, 2), Some(1));
        assert_eq!(floor_mod(7, -2), Some(-1));
        assert_eq!(floor_mod(7, 0), None);
    }

    #[test]
    fn the_generated_solvers_divide_by_zero_into_zero() {
        assert_eq!(floor_div_i64(-7, 2), -4);
        assert_eq!(floor_div_i64(7, 0), 0);
        assert_eq!(floor_mod_i64(-7, 2), 1);
        assert_eq!(floor_mod_i64(7, 0), 0);
        assert_eq!(floor_div_i128(-7, 2), -4);
        assert_eq!(floor_mod_i128(-7, 2), 1);
    }
}
