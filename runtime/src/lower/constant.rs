//! Equations without letters, decided exactly when the puzzle is parsed.
//!
//! Such an equation holds for every assignment or for none, so the
//! solvers need not see it: a true one is dropped and a false one becomes
//! `0 == 1`. Deciding it here, in the one front end, keeps the two back
//! ends in agreement, and no constant is ever rounded or cut to fit a
//! solver's integers: a value past 128 bits is refused where it arises.

use std::ops::Range;

use super::gcd;
use crate::lower::functions::{PRIME_LIMIT, call};
use crate::lower::program::{floor_div, floor_mod, power};
use crate::syntax::{
    BinOp, Equation, Expr, Fold, Func, LogicOp, Operand, ParseError, ParseErrorKind, Word, fold,
};

/// Whether `eq`, which has no word, holds in `base`.
///
/// # Errors
///
/// A division by 0, or a value that does not fit in 128 bits.
pub(crate) fn holds(src: &str, eq: &Equation, base: u32) -> Result<bool, ParseError> {
    let mut exact = Exact {
        src,
        base,
        word: &|_| None,
    };
    let lhs = fold(&eq.lhs, &mut exact)?;
    let rhs = fold(&eq.rhs, &mut exact)?;
    // A side with no value (`//` or `%` of a fraction) meets no relation.
    let (Some((ln, ld)), Some((rn, rd))) = (lhs, rhs) else {
        return Ok(false);
    };
    // Both denominators are positive, so the fractions compare as their
    // cross products do.
    let (Some(l), Some(r)) = (ln.checked_mul(rd), rn.checked_mul(ld)) else {
        return Err(exact.too_large(eq.span.clone()));
    };
    Ok(eq.relation.holds(l.cmp(&r)))
}

/// The exact value of `expr` of `src` in `base`, each word worth what
/// `word` says (`None`: a word that has no value).
///
/// # Errors
///
/// A division by 0, or a value that does not fit in 128 bits.
pub(crate) fn value(
    src: &str,
    expr: &Expr,
    base: u32,
    word: &dyn Fn(&Word) -> Option<i128>,
) -> Result<Ratio, ParseError> {
    fold(expr, &mut Exact { src, base, word })
}

/// A fraction `(numerator, denominator)`, reduced, the denominator
/// positive; `None` where `//` or `%` met an operand that is not an
/// integer, which no relation accepts.
pub(crate) type Ratio = Option<(i128, i128)>;

struct Exact<'a> {
    src: &'a str,
    /// The base the functions read digits in.
    base: u32,
    /// The value of a word.
    word: &'a dyn Fn(&Word) -> Option<i128>,
}

impl Exact<'_> {
    fn too_large(&self, span: Range<usize>) -> ParseError {
        ParseError::new(
            self.src,
            ParseErrorKind::ValueTooLarge,
            span,
            "this expression exceeds 128 bits, too large to evaluate exactly",
            "too large",
        )
    }

    /// `n / d` reduced, or an error at `span` if it overflows.
    fn ratio(
        &self,
        n: Option<i128>,
        d: Option<i128>,
        span: Range<usize>,
    ) -> Result<Ratio, ParseError> {
        let (Some(n), Some(d)) = (n, d) else {
            return Err(self.too_large(span));
        };
        let g = gcd(n, d);
        let (n, d) = (n / g, d / g);
        if d < 0 {
            match (n.checked_neg(), d.checked_neg()) {
                (Some(n), Some(d)) => Ok(Some((n, d))),
                _ => Err(self.too_large(span)),
            }
        } else {
            Ok(Some((n, d)))
        }
    }
}

impl Fold for Exact<'_> {
    type Value = Ratio;
    type Error = ParseError;

    fn leaf(&mut self, expr: &Expr, _: bool) -> Result<Ratio, ParseError> {
        match expr {
            Expr::Number { value, .. } => Ok(Some((*value as i128, 1))),
            Expr::Word(word) => match (self.word)(word) {
                Some(value) => Ok(Some((value, 1))),
                None => Err(self.too_large(word.span.clone())),
            },
            other => Err(self.too_large(other.span())),
        }
    }

    fn neg(&mut self, expr: &Expr, value: Ratio) -> Result<Ratio, ParseError> {
        let Some((n, d)) = value else { return Ok(None) };
        self.ratio(n.checked_neg(), Some(d), expr.span())
    }

    fn pow(&mut self, expr: &Expr, base: Ratio, exponent: Ratio) -> Result<Ratio, ParseError> {
        let (Some((n, d)), Some((e, _))) = (base, exponent) else {
            return Ok(None);
        };
        // 0, 1 and −1 take any exponent exactly; the exponent, a number or
        // a power of numbers, is whole and not negative.
        if d == 1 && (-1..=1).contains(&n) {
            return Ok(Some((power(n, e), 1)));
        }
        let e = u32::try_from(e).ok();
        let n = e.and_then(|e| n.checked_pow(e));
        let d = e.and_then(|e| d.checked_pow(e));
        self.ratio(n, d, expr.span())
    }

    fn chain(
        &mut self,
        operand: &Operand,
        span: Range<usize>,
        a: Ratio,
        b: Ratio,
    ) -> Result<Ratio, ParseError> {
        let divides = matches!(operand.op, BinOp::Div | BinOp::FloorDiv | BinOp::Mod);
        if divides && b.is_some_and(|(bn, _)| bn == 0) {
            return Err(ParseError::division_by_zero(self.src, &operand.expr));
        }
        let (Some((an, ad)), Some((bn, bd))) = (a, b) else {
            return Ok(None);
        };
        let (n, d) = match operand.op {
            BinOp::Add | BinOp::Sub => {
                let cross = if operand.op == BinOp::Add {
                    i128::checked_add
                } else {
                    i128::checked_sub
                };
                let n = an
                    .checked_mul(bd)
                    .zip(bn.checked_mul(ad))
                    .and_then(|(x, y)| cross(x, y));
                (n, ad.checked_mul(bd))
            }
            BinOp::Mul => (an.checked_mul(bn), ad.checked_mul(bd)),
            BinOp::Div => (an.checked_mul(bd), ad.checked_mul(bn)),
            // Both operands are reduced: whole exactly when their
            // denominators are 1.
            BinOp::FloorDiv | BinOp::Mod if ad != 1 || bd != 1 => return Ok(None),
            BinOp::FloorDiv => (floor_div(an, bn), Some(1)),
            BinOp::Mod => (floor_mod(an, bn), Some(1)),
            BinOp::Pow => (None, None),
        };
        self.ratio(n, d, span)
    }

    fn call(&mut self, expr: &Expr, args: Vec<Ratio>) -> Result<Ratio, ParseError> {
        let Expr::Call { func, span, .. } = expr else {
            return Err(self.too_large(expr.span()));
        };
        // A function takes whole numbers: a fraction gives it no value.
        let Some(args) = args
            .into_iter()
            .map(|a| a.filter(|&(_, d)| d == 1).map(|(n, _)| n))
            .collect::<Option<Vec<i128>>>()
        else {
            return Ok(None);
        };
        if *func == Func::IsPrime && args.first().is_some_and(|n| n.unsigned_abs() > PRIME_LIMIT) {
            return Err(self.too_large(span.clone()));
        }
        Ok(Some((call(*func, self.base, &args), 1)))
    }

    fn compare(&mut self, expr: &Expr, lhs: Ratio, rhs: Ratio) -> Result<Ratio, ParseError> {
        let Expr::Compare { relation, span, .. } = expr else {
            return Err(self.too_large(expr.span()));
        };
        let (Some((ln, ld)), Some((rn, rd))) = (lhs, rhs) else {
            return Ok(None);
        };
        // Both denominators are positive.
        let (Some(l), Some(r)) = (ln.checked_mul(rd), rn.checked_mul(ld)) else {
            return Err(self.too_large(span.clone()));
        };
        Ok(Some((i128::from(relation.holds(l.cmp(&r))), 1)))
    }

    fn logic(
        &mut self,
        op: LogicOp,
        _: Range<usize>,
        a: Ratio,
        b: Ratio,
    ) -> Result<Ratio, ParseError> {
        let (Some((a, _)), Some((b, _))) = (a, b) else {
            return Ok(None);
        };
        let truth = match op {
            LogicOp::And => a != 0 && b != 0,
            LogicOp::Or => a != 0 || b != 0,
        };
        Ok(Some((i128::from(truth), 1)))
    }

    fn not(&mut self, _: &Expr, operand: Ratio) -> Result<Ratio, ParseError> {
        Ok(operand.map(|(n, _)| (i128::from(n == 0), 1)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::parse_equations;

    fn decide(text: &str) -> Result<bool, ParseErrorKind> {
        let eq = &parse_equations(text, crate::lower::rules::Symbols::LETTERS)
            .unwrap()
            .0[0];
        holds(text, eq, 10).map_err(|e| e.kind().clone())
    }

    #[test]
    fn constants_are_exact() {
        assert_eq!(decide("2 ^ 62 == 3"), Ok(false));
        assert_eq!(decide("2 ^ 62 == 4611686018427387904"), Ok(true));
        assert_eq!(decide("18446744073709551615 == 79"), Ok(false));
        assert_eq!(decide("1 / 3 + 1 / 6 == 1 / 2"), Ok(true));
        assert_eq!(decide("-1 ^ 3 == 0 - 1"), Ok(true));
        assert_eq!(decide("0 ^ 18446744073709551615 == 0"), Ok(true));
        assert_eq!(decide("1 ^ 18446744073709551615 == 1"), Ok(true));
        assert_eq!(decide("0 ^ 0 == 1"), Ok(true));
        assert_eq!(decide("2 ^ 127 == 0"), Err(ParseErrorKind::ValueTooLarge));
        assert_eq!(
            decide("1 / (2 - 2) == 0"),
            Err(ParseErrorKind::DivisionByZero)
        );
    }

    #[test]
    fn relations_floor_division_and_remainders_of_constants() {
        assert_eq!(decide("1 / 3 < 1 / 2"), Ok(true));
        assert_eq!(decide("1 / 3 >= 1 / 2"), Ok(false));
        assert_eq!(decide("2 != 2"), Ok(false));
        assert_eq!(decide("(0 - 7) // 2 == 0 - 4"), Ok(true));
        assert_eq!(decide("0 - 7 // 2 == 0 - 3"), Ok(true));
        assert_eq!(decide("(0 - 7) % 2 == 1"), Ok(true));
        assert_eq!(decide("7 % (0 - 2) == 0 - 1"), Ok(true));
        // `7 / 2` is not a whole number: `//` gives it no value.
        assert_eq!(decide("7 / 2 // 1 == 3"), Ok(false));
        assert_eq!(decide("7 / 2 // 1 != 3"), Ok(false));
        assert_eq!(decide("7 % 0 == 0"), Err(ParseErrorKind::DivisionByZero));
    }
}
