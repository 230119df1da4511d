//! Equations to weights: an equation that is linear in its words becomes
//! `Σ weight(letter) · digit(letter) + constant == 0`.
//!
//! A letter's weight is the sum of `c · base^k` over its occurrences, where
//! `k` is the letter's place in its word and `c` the factor its word is
//! multiplied by, with the right side subtracted from the left. Factors come
//! from signs, constant products (`2 * (ABRA + CADABRA)`), exact division by
//! constants and constant powers; fractions are cleared by multiplying the
//! equation through. Anything else (a product of two words, a word as an
//! exponent, a division by a word) is left to the polynomial lowering.

use std::ops::Range;

use super::gcd;
use crate::lower::program::power;
use crate::lower::{Condition, Linear};
use crate::syntax::{
    BinOp, Equation, Expr, Fold, Glyph, LogicOp, MAX_UNKNOWNS, Operand, ParseError, Relation, fold,
};

/// The largest magnitude a partial sum may reach. A quarter of `i64::MAX`
/// leaves room for the solver to add a partial sum and a bound without
/// overflow.
pub(super) const LIMIT: i128 = (i64::MAX / 4) as i128;

/// `(Σ weights·letters + constant) / den`, with `den > 0`. The weights
/// are kept sparse, `(letter, weight)` pairs by letter with no zero
/// weight, as an expression seldom reads more than a few of the unknowns.
#[derive(Debug, Clone)]
struct Affine {
    weights: Vec<(u8, i128)>,
    constant: i128,
    den: i128,
}

impl Affine {
    fn constant(n: i128) -> Affine {
        Affine {
            weights: Vec::new(),
            constant: n,
            den: 1,
        }
    }

    /// The value if no letter takes part, as `(numerator, denominator)`.
    fn as_constant(&self) -> Option<(i128, i128)> {
        self.weights.is_empty().then_some((self.constant, self.den))
    }

    /// `self · num / den`, reduced.
    fn scale(&self, num: i128, den: i128) -> Option<Affine> {
        let (num, den) = if den < 0 { (-num, -den) } else { (num, den) };
        if num == 0 {
            return Some(Affine::constant(0));
        }
        let weights = self
            .weights
            .iter()
            .map(|&(l, w)| Some((l, w.checked_mul(num)?)))
            .collect::<Option<Vec<_>>>()?;
        Affine {
            weights,
            constant: self.constant.checked_mul(num)?,
            den: self.den.checked_mul(den)?,
        }
        .reduced()
    }

    /// `self + sign · other`.
    fn add(&self, other: &Affine, sign: i128) -> Option<Affine> {
        let (ka, kb) = (other.den, self.den.checked_mul(sign)?);
        let mut weights = Vec::with_capacity(self.weights.len() + other.weights.len());
        let (mut a, mut b) = (
            self.weights.iter().peekable(),
            other.weights.iter().peekable(),
        );
        loop {
            let (letter, w) = match (a.peek(), b.peek()) {
                (None, None) => break,
                (Some(&&(la, wa)), Some(&&(lb, wb))) if la == lb => {
                    a.next();
                    b.next();
                    (la, wa.checked_mul(ka)?.checked_add(wb.checked_mul(kb)?)?)
                }
                (Some(&&(la, wa)), Some(&&(lb, _))) if la < lb => {
                    a.next();
                    (la, wa.checked_mul(ka)?)
                }
                (Some(&&(la, wa)), None) => {
                    a.next();
                    (la, wa.checked_mul(ka)?)
                }
                (_, Some(&&(lb, wb))) => {
                    b.next();
                    (lb, wb.checked_mul(kb)?)
                }
            };
            if w != 0 {
                weights.push((letter, w));
            }
        }
        Affine {
            weights,
            constant: self
                .constant
                .checked_mul(ka)?
                .checked_add(other.constant.checked_mul(kb)?)?,
            den: self.den.checked_mul(other.den)?,
        }
        .reduced()
    }

    /// Divides every coefficient and the denominator by their common
    /// factor, so that chains of fractions stay small.
    fn reduced(mut self) -> Option<Affine> {
        let g = self
            .weights
            .iter()
            .fold(gcd(self.constant, self.den), |g, &(_, w)| gcd(g, w));
        if g > 1 {
            self.weights.iter_mut().for_each(|(_, w)| *w /= g);
            self.constant /= g;
            self.den /= g;
        }
        Some(self)
    }
}

/// The weighted sum of `eq`, or `None` if the equation is not linear in
/// its words or its sums could overflow 64 bits.
///
/// # Errors
///
/// A division by a constant 0.
pub(crate) fn linearize(src: &str, eq: &Equation, base: u32) -> Result<Option<Linear>, ParseError> {
    if eq.relation != Relation::Eq {
        return Ok(None);
    }
    difference(src, eq, base)
}

/// The linear form of a relation other than `==`, as a [`Condition`]
/// `Σ w·d + c <= 0` or `Σ w·d + c != 0`; `None` if it is not linear in its
/// words or its sums could overflow 64 bits.
///
/// Weights are integers, so `x < 0` is `x + 1 <= 0`, and `>` and `>=` are
/// `<` and `<=` of the negation.
///
/// # Errors
///
/// A division by a constant 0.
pub(crate) fn condition(
    src: &str,
    eq: &Equation,
    base: u32,
) -> Result<Option<Condition>, ParseError> {
    let Some(Linear { weights, constant }) = difference(src, eq, base)? else {
        return Ok(None);
    };
    // The difference's reach is within a quarter of `i64`: negating it
    // and adding 1 cannot overflow.
    let (sign, shift, relation) = match eq.relation {
        Relation::Eq | Relation::Ne => (1, 0, eq.relation),
        Relation::Le => (1, 0, Relation::Le),
        Relation::Lt => (1, 1, Relation::Le),
        Relation::Ge => (-1, 0, Relation::Le),
        Relation::Gt => (-1, 1, Relation::Le),
    };
    Ok(Some(Condition {
        weights: weights.map(|w| sign * w),
        constant: sign * constant + shift,
        relation,
    }))
}

/// `lhs − rhs` of `eq` as a weighted sum, whatever its relation, scaled by
/// a positive factor so that its sign is kept; `None` if it is not linear
/// in its words or its sums could overflow 64 bits.
fn difference(src: &str, eq: &Equation, base: u32) -> Result<Option<Linear>, ParseError> {
    if let Some(sum) = plain_sum(eq, base) {
        return Ok(Some(sum));
    }
    let (Some(lhs), Some(rhs)) = (affine(src, &eq.lhs, base)?, affine(src, &eq.rhs, base)?) else {
        return Ok(None);
    };
    // lhs/dl == rhs/dr  ⟺  lhs·dr − rhs·dl == 0, denominators being positive.
    let difference = || -> Option<Linear> {
        // `all` is that difference divided by `dl·dr / all.den`.
        let all = lhs.add(&rhs, -1)?;
        let scale = lhs.den.checked_mul(rhs.den)? / all.den;
        let mut weights = [0i64; MAX_UNKNOWNS];
        let constant = all.constant.checked_mul(scale)?;
        let mut reach = constant.checked_abs()?;
        for &(letter, w) in &all.weights {
            let w = w.checked_mul(scale)?;
            reach = reach.checked_add(w.checked_abs()?.checked_mul(base as i128 - 1)?)?;
            *weights.get_mut(usize::from(letter))? = i64::try_from(w).ok()?;
        }
        (reach <= LIMIT).then_some(Linear {
            weights,
            constant: constant as i64,
        })
    };
    Ok(difference())
}

/// The weighted sum of an equation whose sides are sums and differences of
/// words and numbers, the form of nearly every published puzzle, worked
/// out directly; `None` for any other equation, or one whose sums come
/// near the limit, which the general path then handles. The result is the
/// general path's: it is a shortcut, not another meaning.
fn plain_sum(eq: &Equation, base: u32) -> Option<Linear> {
    let mut weights = [0i128; MAX_UNKNOWNS];
    // One past the highest letter met: the checks below need go no further.
    let mut letters = 0;
    let mut constant = 0i128;
    for (side, sign) in [(&eq.lhs, 1i128), (&eq.rhs, -1)] {
        let mut add = |expr: &Expr, sign: i128| -> Option<()> {
            match expr {
                Expr::Word(word) => {
                    let mut place = sign;
                    for glyph in word.glyphs.iter().rev() {
                        match *glyph {
                            Glyph::Letter(letter) => {
                                let w = weights.get_mut(letter as usize)?;
                                *w = w.checked_add(place)?;
                                letters = letters.max(letter as usize + 1);
                            }
                            Glyph::Digit(d) => {
                                constant = constant.checked_add(place * i128::from(d))?;
                            }
                        }
                        place = place.checked_mul(base as i128)?;
                    }
                    Some(())
                }
                Expr::Number { value, .. } => {
                    constant = constant.checked_add(sign * *value as i128)?;
                    Some(())
                }
                _ => None,
            }
        };
        match side {
            Expr::Chain { first, rest, .. } => {
                add(first, sign)?;
                for operand in rest {
                    let sign = match operand.op {
                        BinOp::Add => sign,
                        BinOp::Sub => -sign,
                        _ => return None,
                    };
                    add(&operand.expr, sign)?;
                }
            }
            other => add(other, sign)?,
        }
    }
    let mut reach = constant.checked_abs()?;
    let mut out = [0i64; MAX_UNKNOWNS];
    for (out, &w) in out.iter_mut().zip(&weights[..letters]) {
        reach = reach.checked_add(w.checked_abs()?.checked_mul(base as i128 - 1)?)?;
        *out = i64::try_from(w).ok()?;
    }
    (reach <= LIMIT).then_some(Linear {
        weights: out,
        constant: constant as i64,
    })
}

/// The affine form of `expr`; `None` if it is not affine or a coefficient
/// overflows.
fn affine(src: &str, expr: &Expr, base: u32) -> Result<Option<Affine>, ParseError> {
    fold(expr, &mut Affines { src, base })
}

/// Affine forms, bottom-up: `None` once a part is not affine.
struct Affines<'a> {
    src: &'a str,
    base: u32,
}

impl Fold for Affines<'_> {
    type Value = Option<Affine>;
    type Error = ParseError;

    fn leaf(&mut self, expr: &Expr, _: bool) -> Result<Option<Affine>, ParseError> {
        Ok(match expr {
            Expr::Word(word) => {
                let mut value = Affine {
                    weights: Vec::with_capacity(word.glyphs.len()),
                    ..Affine::constant(0)
                };
                let mut place: i128 = 1;
                for (k, glyph) in word.glyphs.iter().rev().enumerate() {
                    let sum = match *glyph {
                        Glyph::Letter(letter) => {
                            let at = value.weights.partition_point(|&(l, _)| l < letter);
                            match value.weights.get_mut(at) {
                                Some((l, w)) if *l == letter => {
                                    w.checked_add(place).map(|s| *w = s)
                                }
                                _ => {
                                    value.weights.insert(at, (letter, place));
                                    Some(())
                                }
                            }
                        }
                        Glyph::Digit(d) => place
                            .checked_mul(i128::from(d))
                            .and_then(|add| value.constant.checked_add(add))
                            .map(|s| value.constant = s),
                    };
                    if sum.is_none() {
                        return Ok(None);
                    }
                    if k + 1 < word.glyphs.len() {
                        let Some(next) = place.checked_mul(self.base as i128) else {
                            return Ok(None);
                        };
                        place = next;
                    }
                }
                Some(value)
            }
            Expr::Number { value, .. } => Some(Affine::constant(*value as i128)),
            _ => None,
        })
    }

    fn neg(&mut self, _: &Expr, operand: Option<Affine>) -> Result<Option<Affine>, ParseError> {
        Ok(operand.and_then(|a| a.scale(-1, 1)))
    }

    fn pow(
        &mut self,
        _: &Expr,
        a: Option<Affine>,
        b: Option<Affine>,
    ) -> Result<Option<Affine>, ParseError> {
        let (Some(a), Some(b)) = (a, b) else {
            return Ok(None);
        };
        Ok(match (a.as_constant(), b.as_constant()) {
            // The grammar makes every exponent a whole number.
            (_, Some((0, _))) => Some(Affine::constant(1)),
            (_, Some((1, 1))) => Some(a),
            // 0, 1 and −1 take any exponent exactly, however large.
            (Some((n @ -1..=1, 1)), Some((e, 1))) => Some(Affine::constant(power(n, e))),
            (Some((n, d)), Some((e, 1))) => {
                let e = u32::try_from(e).ok();
                e.and_then(|e| Some((n.checked_pow(e)?, d.checked_pow(e)?)))
                    .and_then(|(n, d)| Affine::constant(n).scale(1, d))
            }
            _ => None,
        })
    }

    fn chain(
        &mut self,
        operand: &Operand,
        _: Range<usize>,
        a: Option<Affine>,
        b: Option<Affine>,
    ) -> Result<Option<Affine>, ParseError> {
        if operand.op == BinOp::Div
            && b.as_ref()
                .and_then(Affine::as_constant)
                .is_some_and(|(n, _)| n == 0)
        {
            return Err(ParseError::division_by_zero(self.src, &operand.expr));
        }
        let (Some(a), Some(b)) = (a, b) else {
            return Ok(None);
        };
        Ok(match operand.op {
            BinOp::Add => a.add(&b, 1),
            BinOp::Sub => a.add(&b, -1),
            BinOp::Mul => match (a.as_constant(), b.as_constant()) {
                (_, Some((n, d))) => a.scale(n, d),
                (Some((n, d)), _) => b.scale(n, d),
                _ => None,
            },
            BinOp::Div => match b.as_constant() {
                Some((n, d)) => a.scale(d, n),
                None => None,
            },
            // Floor division and its remainder are not affine; powers are
            // binary nodes, never chained.
            BinOp::FloorDiv | BinOp::Mod | BinOp::Pow => None,
        })
    }

    // Functions and truth values are not affine.

    fn call(&mut self, _: &Expr, _: Vec<Option<Affine>>) -> Result<Option<Affine>, ParseError> {
        Ok(None)
    }

    fn compare(
        &mut self,
        _: &Expr,
        _: Option<Affine>,
        _: Option<Affine>,
    ) -> Result<Option<Affine>, ParseError> {
        Ok(None)
    }

    fn logic(
        &mut self,
        _: LogicOp,
        _: Range<usize>,
        _: Option<Affine>,
        _: Option<Affine>,
    ) -> Result<Option<Affine>, ParseError> {
        Ok(None)
    }

    fn not(&mut self, _: &Expr, _: Option<Affine>) -> Result<Option<Affine>, ParseError> {
        Ok(None)
    }
}
