//! Polynomials as small postfix programs, and their evaluation.
//!
//! The lowering turns an equation that is not linear in its words into
//! programs over word values (see [`crate::lower`]); the runtime search
//! evaluates them, on points and on intervals, and the code generator
//! unrolls the same instructions into expressions.
//!
//! Every program carries a bound on the magnitude of its intermediate
//! values, worked out when it is built, so evaluation cannot overflow.

use crate::plan::divide::Divisor;

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
                Op::Add | Op::Sub | Op::Mul | Op::PowBy => depth -= 1,
                Op::Neg | Op::Pow(_) => {}
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
                _ => {
                    sp -= 1;
                    let (a, b) = (stack[sp - 1], stack[sp]);
                    stack[sp - 1] = match *op {
                        Op::Add => a + b,
                        Op::Sub => a - b,
                        Op::Mul => a * b,
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
                        _ => interval_power((al, ah), exponent_u32(bl.to_i128())),
                    };
                }
            }
        }
        stack[0]
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
///
/// ```
/// use alphametic_runtime::__private::power;
/// assert_eq!(power(3, 4), 81);
/// assert_eq!(power(0, 0), 1);
/// assert_eq!(power(-1, 1 << 100), 1);
/// assert_eq!(power(2, 200), i128::MAX);
/// assert_eq!(power(-2, 201), i128::MIN);
/// assert_eq!(power(2, -1), 0);
/// ```
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
