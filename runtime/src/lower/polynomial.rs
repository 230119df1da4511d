//! Constraints that are not linear equations: products of words, powers,
//! division by words, floor division and remainders, and every relation
//! other than `==`.
//!
//! Such a constraint becomes one program compared with 0 and lists of
//! programs that must not be 0 (the divisors) or must be 0 (operands of
//! `//` and `%` that must be whole). Every value is kept as a fraction
//! `N / D` of two programs: `a / b` is `(Na · Db) / (Da · Nb)` and requires
//! `Nb != 0`, and `lhs == rhs` is `Nl · Dr − Nr · Dl == 0`. So division is
//! exact, never floored, and a division by zero rejects the assignment.
//!
//! An order needs the sign of the denominators: `lhs < rhs` is
//! `(Nl · Dr − Nr · Dl) · Dl · Dr < 0`, the square of `Dl · Dr` being
//! positive. `a // b` is `⌊(Na · Db) / (Da · Nb)⌋` and `a % b` is
//! `((Na · Db) mod (Da · Nb)) / (Da · Db)`, once `Da` divides `Na` and `Db`
//! divides `Nb`: floor division is defined on integers only.
//!
//! Polynomials over words built with `+ - *` and powers have a useful
//! property: modulo `base^k`, their value depends only on the lowest `k`
//! digits of each word (a word used as an exponent excepted: it must be
//! known whole). So the solver can check an equation modulo `base^k` as
//! soon as the lowest `k` columns of its words are assigned. Floor
//! division and remainders lose that property, so an equation with them
//! is checked by intervals and exactly, not by columns.
//!
//! Every intermediate value is bounded at parse time by interval reasoning
//! on the largest value of each word; an equation whose bound does not fit
//! in an `i128` is refused, so evaluation never overflows.

use std::ops::Range;

use crate::lower::Polynomial;
use crate::lower::functions::{PRIME_LIMIT, call};
use crate::lower::program::{Op, Program, floor_div, floor_mod, power};
use crate::syntax::{
    BinOp, Equation, Expr, Fold, Func, Glyph, LogicOp, Operand, ParseError, ParseErrorKind,
    Relation, Word, fold,
};

/// The largest magnitude any value may reach.
const LIMIT: u128 = i128::MAX as u128;

/// The most instructions a polynomial program may have. Realistic
/// puzzles need a few dozen; the bound keeps the code `alphametic!`
/// unrolls from them, once per check, within what rustc compiles in
/// seconds.
pub(crate) const MAX_PROGRAM: usize = 4096;

/// A polynomial as the postfix program that computes it, with the bound
/// on its value and the largest bound of any value along the way.
///
/// Built as a flat program from the start, never as a tree: a product of
/// 100,000 factors is a long list, not a tree as deep, so neither
/// building it, evaluating it nor dropping it recurses.
#[derive(Debug, Clone)]
struct Node {
    ops: Vec<Op>,
    bound: u128,
    max: u128,
}

impl Node {
    fn constant(&self) -> Option<i128> {
        match self.ops.as_slice() {
            [Op::Const(c)] => Some(*c),
            _ => None,
        }
    }

    fn program(self) -> Program {
        Program {
            ops: self.ops,
            bound: self.max,
        }
    }
}

/// A value as `numerator / denominator`; no denominator means 1.
type Fraction = (Node, Option<Node>);

struct Builder<'a> {
    src: &'a str,
    base: u32,
    words: Vec<Vec<Glyph>>,
    exponent: Vec<bool>,
    nonzero: Vec<Node>,
    integral: Vec<Node>,
}

/// The polynomial form of `eq`.
///
/// # Errors
///
/// A value that may not fit in 128 bits, a division by a constant 0, or a
/// program longer than [`MAX_PROGRAM`].
pub(crate) fn polynomial(src: &str, eq: &Equation, base: u32) -> Result<Polynomial, ParseError> {
    let mut b = Builder {
        src,
        base,
        words: Vec::new(),
        exponent: Vec::new(),
        nonzero: Vec::new(),
        integral: Vec::new(),
    };
    let (nl, dl) = fold(&eq.lhs, &mut b)?;
    let (nr, dr) = fold(&eq.rhs, &mut b)?;
    let defines = match (&eq.lhs, eq.relation, &dr) {
        (Expr::Word(word), Relation::Eq, None) => b
            .words
            .iter()
            .position(|glyphs| *glyphs == word.glyphs)
            .filter(|&slot| nr.ops.iter().all(|op| *op != Op::Word(slot)))
            .map(|slot| (slot, nr.clone().program())),
        _ => None,
    };
    let span = eq.span.clone();
    // `>` and `>=` are `<` and `<=` with the sides swapped.
    let (relation, (nl, dl), (nr, dr)) = match eq.relation {
        Relation::Gt | Relation::Ge => (eq.relation.swapped(), (nr, dr), (nl, dl)),
        relation => (relation, (nl, dl), (nr, dr)),
    };
    let order = matches!(relation, Relation::Lt | Relation::Le);
    let denominator = if order {
        b.mul_den(dl.clone(), dr.clone(), &span)?
    } else {
        None
    };
    let lhs = b.mul_opt(nl, dr, &span)?;
    let rhs = b.mul_opt(nr, dl, &span)?;
    let difference = b.sub(lhs, rhs, &span)?;
    // The sign of a fraction is that of its numerator times its
    // denominator.
    let zero = b.mul_opt(difference, denominator, &span)?;
    // Functions and truth values are no polynomials: no column checks.
    let logical = zero.ops.iter().any(|op| op.is_logic());
    let modular = !logical
        && !zero
            .ops
            .iter()
            .any(|op| matches!(op, Op::FloorDiv | Op::Mod));
    Ok(Polynomial {
        words: b.words,
        exponent: b.exponent,
        relation,
        zero: zero.program(),
        nonzero: b.nonzero.into_iter().map(Node::program).collect(),
        integral: b.integral.into_iter().map(Node::program).collect(),
        modular,
        logical,
        defines,
        implied: false,
    })
}

impl Builder<'_> {
    fn too_large(&self, span: &Range<usize>) -> ParseError {
        ParseError::new(
            self.src,
            ParseErrorKind::ValueTooLarge,
            span.clone(),
            "this expression can exceed 128 bits, too large to evaluate exactly",
            "too large",
        )
    }

    fn constant(&self, c: i128, span: &Range<usize>) -> Result<Node, ParseError> {
        self.node(vec![Op::Const(c)], Some(c.unsigned_abs()), 0, span)
    }

    /// The node computed by `ops`, if its bound and its length are within
    /// the limits; `max` is the largest bound of its operands.
    fn node(
        &self,
        ops: Vec<Op>,
        bound: Option<u128>,
        max: u128,
        span: &Range<usize>,
    ) -> Result<Node, ParseError> {
        let bound = match bound {
            Some(bound) if bound <= LIMIT => bound,
            _ => return Err(self.too_large(span)),
        };
        if ops.len() > MAX_PROGRAM {
            return Err(ParseError::new(
                self.src,
                ParseErrorKind::TooComplex,
                span.clone(),
                format!(
                    "this equation is too complex to evaluate: more than {MAX_PROGRAM} \
                     operations once its fractions are cleared"
                ),
                "too complex",
            ));
        }
        Ok(Node {
            ops,
            bound,
            max: max.max(bound),
        })
    }

    /// `a op b` for `op` one of `+ - * // %`, folding constants.
    fn combine(&self, a: Node, b: Node, op: Op, span: &Range<usize>) -> Result<Node, ParseError> {
        if let (Some(x), Some(y)) = (a.constant(), b.constant()) {
            let value = match op {
                Op::Add => x.checked_add(y),
                Op::Sub => x.checked_sub(y),
                // The divisor of a constant floor division is never 0: a
                // constant 0 is refused before.
                Op::FloorDiv => Some(floor_div(x, y).unwrap_or(0)),
                Op::Mod => Some(floor_mod(x, y).unwrap_or(0)),
                _ => x.checked_mul(y),
            };
            return match value {
                Some(c) => self.constant(c, span),
                None => Err(self.too_large(span)),
            };
        }
        let bound = match op {
            Op::Mul => a.bound.checked_mul(b.bound),
            // |⌊a / b⌋| ≤ |a| for a whole `b` other than 0 (and 0 for 0).
            Op::FloorDiv => Some(a.bound),
            // |a mod b| < |b|.
            Op::Mod => Some(b.bound),
            _ => a.bound.checked_add(b.bound),
        };
        let mut max = a.max.max(b.max);
        if op == Op::Mod {
            // The interval of a remainder subtracts `b · q` from `a`, a
            // value within |a| + |b|: the type it is evaluated in must hold
            // it.
            max = max.max(a.bound.saturating_add(b.bound));
        }
        let mut ops = a.ops;
        ops.extend(b.ops);
        ops.push(op);
        self.node(ops, bound, max, span)
    }

    fn sub(&self, a: Node, b: Node, span: &Range<usize>) -> Result<Node, ParseError> {
        self.combine(a, b, Op::Sub, span)
    }

    fn mul(&self, a: Node, b: Node, span: &Range<usize>) -> Result<Node, ParseError> {
        self.combine(a, b, Op::Mul, span)
    }

    /// `a · b`, where a missing `b` is 1.
    fn mul_opt(&self, a: Node, b: Option<Node>, span: &Range<usize>) -> Result<Node, ParseError> {
        match b {
            Some(b) => self.mul(a, b, span),
            None => Ok(a),
        }
    }

    /// `a · b` of two optional denominators.
    fn mul_den(
        &self,
        a: Option<Node>,
        b: Option<Node>,
        span: &Range<usize>,
    ) -> Result<Option<Node>, ParseError> {
        Ok(match (a, b) {
            (Some(a), Some(b)) => Some(self.mul(a, b, span)?),
            (a, None) => a,
            (None, b) => b,
        })
    }

    fn neg(&self, a: Node, span: &Range<usize>) -> Result<Node, ParseError> {
        if let Some(c) = a.constant() {
            return self.constant(-c, span);
        }
        let mut ops = a.ops;
        ops.push(Op::Neg);
        self.node(ops, Some(a.bound), a.max, span)
    }

    /// `a ^ e`: `span` is the power's, `at` its exponent's.
    fn pow(
        &self,
        a: Node,
        e: Node,
        span: &Range<usize>,
        at: &Range<usize>,
    ) -> Result<Node, ParseError> {
        // |a^e| ≤ bound(a)^bound(e), and 0, 1 and −1 stay small whatever e.
        let bound = if a.bound <= 1 {
            Some(1)
        } else if e.bound >= 127 {
            // Any base but 0, 1 and −1 passes 128 bits from the 127th
            // power on: the exponent itself is at fault.
            return Err(ParseError::new(
                self.src,
                ParseErrorKind::ValueTooLarge,
                at.clone(),
                "this exponent is too large: the power can exceed 128 bits",
                "too large an exponent",
            ));
        } else {
            a.bound.checked_pow(e.bound as u32)
        };
        let max = a.max.max(e.max);
        match (a.constant(), e.constant()) {
            (Some(x), Some(y)) => match bound {
                // Within the bound, the power is exact.
                Some(b) if b <= LIMIT => self.constant(power(x, y), span),
                _ => Err(self.too_large(span)),
            },
            (_, Some(y)) => {
                let mut ops = a.ops;
                ops.push(Op::Pow(exact_exponent(y, a.bound)));
                self.node(ops, bound, max, span)
            }
            _ => {
                let mut ops = a.ops;
                ops.extend(e.ops);
                ops.push(Op::PowBy);
                self.node(ops, bound, max, span)
            }
        }
    }

    fn word(&mut self, word: &Word, exponent: bool) -> Result<Node, ParseError> {
        let slot = match self.words.iter().position(|w| *w == word.glyphs) {
            Some(slot) => slot,
            None => {
                self.words.push(word.glyphs.clone());
                self.exponent.push(false);
                self.words.len() - 1
            }
        };
        self.exponent[slot] |= exponent;
        let bound = u32::try_from(word.glyphs.len())
            .ok()
            .and_then(|len| (self.base as u128).checked_pow(len))
            .map(|b| b - 1);
        match bound {
            Some(bound) if bound <= LIMIT => {
                // The word's value sums its letters' digits; the digits
                // given in place add a constant. Within the bound, it
                // fits an `i128`.
                let mut ops = vec![Op::Word(slot)];
                let given = word.given(self.base).unwrap_or(0);
                if given != 0 {
                    ops.extend([Op::Const(given), Op::Add]);
                }
                Ok(Node {
                    ops,
                    bound,
                    max: bound,
                })
            }
            _ => {
                let len = word.glyphs.len();
                Err(ParseError::new(
                    self.src,
                    ParseErrorKind::WordTooLong { len },
                    word.span.clone(),
                    format!("this word can exceed 128 bits in base {}", self.base),
                    format!("this word of {len} letters is too long"),
                ))
            }
        }
    }
}

/// A constant exponent as the `u32` a program raises to, exactly. Past
/// the 126th power only a base of 0, 1 or −1 is allowed (the bounds
/// refuse any other), and for those `x^e` is `x` for odd `e` and `x²` for
/// even `e ≥ 2`: so a large exponent becomes 1 or 2, never cut to 32 bits.
fn exact_exponent(e: i128, base_bound: u128) -> u32 {
    match u32::try_from(e) {
        Ok(e) if base_bound > 1 || e <= 2 => e,
        _ => 2 - (e & 1) as u32,
    }
}

impl Fold for Builder<'_> {
    type Value = Fraction;
    type Error = ParseError;

    fn leaf(&mut self, expr: &Expr, exponent: bool) -> Result<Fraction, ParseError> {
        match expr {
            Expr::Word(word) => Ok((self.word(word, exponent)?, None)),
            Expr::Number { value, span } => Ok((self.constant(*value as i128, span)?, None)),
            other => Err(bad_exponent(self.src, other.span())),
        }
    }

    fn neg(&mut self, expr: &Expr, (n, d): Fraction) -> Result<Fraction, ParseError> {
        Ok((Builder::neg(self, n, &expr.span())?, d))
    }

    fn pow(&mut self, expr: &Expr, (n, d): Fraction, e: Fraction) -> Result<Fraction, ParseError> {
        let Expr::Binary { rhs, span, .. } = expr else {
            return Err(bad_exponent(self.src, expr.span()));
        };
        let at = rhs.span();
        // The grammar allows only words, numbers and their powers as an
        // exponent, so it is whole.
        let (e, None) = e else {
            return Err(bad_exponent(self.src, at));
        };
        let d = match d {
            Some(d) => Some(Builder::pow(self, d, e.clone(), span, &at)?),
            None => None,
        };
        Ok((Builder::pow(self, n, e, span, &at)?, d))
    }

    fn chain(
        &mut self,
        operand: &Operand,
        span: Range<usize>,
        (na, da): Fraction,
        (nb, db): Fraction,
    ) -> Result<Fraction, ParseError> {
        let span = &span;
        Ok(match operand.op {
            BinOp::Add | BinOp::Sub => {
                let a = self.mul_opt(na, db.clone(), span)?;
                let b = self.mul_opt(nb, da.clone(), span)?;
                let op = if operand.op == BinOp::Add {
                    Op::Add
                } else {
                    Op::Sub
                };
                (self.combine(a, b, op, span)?, self.mul_den(da, db, span)?)
            }
            BinOp::Mul => (self.mul(na, nb, span)?, self.mul_den(da, db, span)?),
            BinOp::Div => {
                self.divisor(&nb, operand)?;
                (
                    self.mul_opt(na, db, span)?,
                    self.mul_den(da, Some(nb), span)?,
                )
            }
            BinOp::FloorDiv | BinOp::Mod => {
                self.divisor(&nb, operand)?;
                // Both operands must be whole: `n / d` is when `d`
                // divides `n`.
                for (n, d) in [(&na, &da), (&nb, &db)] {
                    if let Some(d) = d {
                        let rest = self.combine(n.clone(), d.clone(), Op::Mod, span)?;
                        if rest.constant() != Some(0) {
                            self.integral.push(rest);
                        }
                    }
                }
                let den = self.mul_den(da.clone(), db.clone(), span)?;
                let x = self.mul_opt(na, db, span)?;
                let y = self.mul_opt(nb, da, span)?;
                if operand.op == BinOp::FloorDiv {
                    (self.combine(x, y, Op::FloorDiv, span)?, None)
                } else {
                    (self.combine(x, y, Op::Mod, span)?, den)
                }
            }
            // Powers are binary nodes, never chained.
            BinOp::Pow => return Err(bad_exponent(self.src, operand.span.clone())),
        })
    }

    fn call(&mut self, expr: &Expr, args: Vec<Fraction>) -> Result<Fraction, ParseError> {
        let Expr::Call { func, span, .. } = expr else {
            return Err(bad_exponent(self.src, expr.span()));
        };
        let (func, span) = (*func, span);
        let mut nodes = Vec::with_capacity(args.len());
        for (n, d) in args {
            nodes.push(self.whole(n, d, span)?);
        }
        let Some(first) = nodes.first() else {
            return Err(bad_exponent(self.src, span.clone()));
        };
        let digits = |bound: u128| {
            let base = u128::from(self.base);
            let (mut digits, mut n) = (1u32, bound / base);
            while n > 0 {
                digits += 1;
                n /= base;
            }
            digits
        };
        let largest = nodes.iter().map(|n| n.bound).max().unwrap_or(0);
        let base = u128::from(self.base);
        let bound = match func {
            f if f.is_predicate() => Some(1),
            Func::Dsum => (base - 1).checked_mul(u128::from(digits(first.bound))),
            Func::Digrt => Some(base - 1),
            Func::Nrev => base.checked_pow(digits(first.bound)).map(|p| p - 1),
            _ => Some(largest),
        };
        if func == Func::IsPrime && first.bound > PRIME_LIMIT {
            // error: `is_prime` of a value that can exceed 3317044064679887385961980
            return Err(ParseError::new(
                self.src,
                ParseErrorKind::ValueTooLarge,
                span.clone(),
                format!(
                    "`is_prime` of a value that can exceed {PRIME_LIMIT}, too large to test exactly"
                ),
                "too large to test",
            ));
        }
        if nodes.iter().all(|n| n.constant().is_some()) {
            let values: Vec<i128> = nodes.iter().filter_map(Node::constant).collect();
            return Ok((self.constant(call(func, self.base, &values), span)?, None));
        }
        let max = nodes.iter().map(|n| n.max).max().unwrap_or(0);
        let count = u16::try_from(nodes.len()).unwrap_or(u16::MAX);
        let mut ops: Vec<Op> = nodes.into_iter().flat_map(|n| n.ops).collect();
        ops.push(Op::Call {
            func,
            args: count,
            // Bases run to 36.
            base: self.base as u8,
        });
        Ok((self.node(ops, bound, max, span)?, None))
    }

    fn compare(
        &mut self,
        expr: &Expr,
        (nl, dl): Fraction,
        (nr, dr): Fraction,
    ) -> Result<Fraction, ParseError> {
        let Expr::Compare { relation, span, .. } = expr else {
            return Err(bad_exponent(self.src, expr.span()));
        };
        let order = !matches!(relation, Relation::Eq | Relation::Ne);
        let denominator = if order {
            self.mul_den(dl.clone(), dr.clone(), span)?
        } else {
            None
        };
        let lhs = self.mul_opt(nl, dr, span)?;
        let rhs = self.mul_opt(nr, dl, span)?;
        // With denominators, the sign of `l/dl − r/dr` is that of
        // `(l·dr − r·dl) · dl · dr`, as for a constraint.
        let (a, b) = match denominator {
            Some(den) => {
                let difference = self.sub(lhs, rhs, span)?;
                (self.mul(difference, den, span)?, self.constant(0, span)?)
            }
            None => (lhs, rhs),
        };
        Ok((self.truth(vec![a, b], Op::Cmp(*relation), span)?, None))
    }

    fn logic(
        &mut self,
        op: LogicOp,
        span: Range<usize>,
        (a, _): Fraction,
        (b, _): Fraction,
    ) -> Result<Fraction, ParseError> {
        // A fraction is true where its numerator is not 0; its
        // denominator's own check stands whatever the truth.
        let op = match op {
            LogicOp::And => Op::And,
            LogicOp::Or => Op::Or,
        };
        Ok((self.truth(vec![a, b], op, &span)?, None))
    }

    fn not(&mut self, expr: &Expr, (a, _): Fraction) -> Result<Fraction, ParseError> {
        Ok((self.truth(vec![a], Op::Not, &expr.span())?, None))
    }
}

impl Builder<'_> {
    /// The truth value `op` of `operands`, 1 or 0: folded when every
    /// operand is a constant.
    fn truth(&self, operands: Vec<Node>, op: Op, span: &Range<usize>) -> Result<Node, ParseError> {
        let max = operands.iter().map(|n| n.max).max().unwrap_or(0);
        let constants: Vec<i128> = operands.iter().filter_map(Node::constant).collect();
        if constants.len() == operands.len() {
            let program = Program {
                ops: constants
                    .iter()
                    .map(|&c| Op::Const(c))
                    .chain([op])
                    .collect(),
                bound: max,
            };
            let value = program.eval::<i128>(&[], &mut [0; 2]);
            return self.constant(value, span);
        }
        let mut ops: Vec<Op> = operands.into_iter().flat_map(|n| n.ops).collect();
        ops.push(op);
        self.node(ops, Some(1), max, span)
    }

    /// The value of `n / d` as an argument of a function, which must be
    /// whole: `d` must divide `n`, checked as the operands of `//` are.
    fn whole(&mut self, n: Node, d: Option<Node>, span: &Range<usize>) -> Result<Node, ParseError> {
        let Some(d) = d else { return Ok(n) };
        let rest = self.combine(n.clone(), d.clone(), Op::Mod, span)?;
        if rest.constant() != Some(0) {
            self.integral.push(rest);
        }
        self.combine(n, d, Op::FloorDiv, span)
    }

    /// Records that the divisor `nb` (the numerator of `operand`) must not
    /// be 0, or refuses a divisor that is always 0.
    fn divisor(&mut self, nb: &Node, operand: &Operand) -> Result<(), ParseError> {
        match nb.constant() {
            Some(0) => Err(ParseError::division_by_zero(self.src, &operand.expr)),
            Some(_) => Ok(()),
            None => {
                self.nonzero.push(nb.clone());
                Ok(())
            }
        }
    }
}

/// What the grammar rules out: an exponent that is not a word or a number.
fn bad_exponent(src: &str, span: Range<usize>) -> ParseError {
    ParseError::new(
        src,
        ParseErrorKind::BadExponent,
        span,
        "an exponent must be a word or a number",
        "expected a word or a number here",
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::parse_equations;

    fn build(text: &str) -> Result<Polynomial, ParseError> {
        let eq = &parse_equations(text, crate::lower::rules::Symbols::LETTERS)?.0[0];
        polynomial(text, eq, 10)
    }

    #[test]
    fn a_word_equal_to_an_expression_of_others_is_defined_by_it() {
        let n = build("FREAKY == ODD * ODD").unwrap();
        let (slot, program) = n.defines.expect("FREAKY is defined");
        assert_eq!(n.words[slot].len(), 6);
        // ODD = 2: the program reads the word slots, ODD being the other.
        let mut words = [0i64; 2];
        words[1 - slot] = 2;
        assert_eq!(program.eval(&words, &mut [0; 4]), 4);
        // Not when the word is on both sides, or the sides are not equal.
        assert!(build("AB == AB * C").unwrap().defines.is_none());
        assert!(build("AB < C * D").unwrap().defines.is_none());
        assert!(build("AB * C == DE").unwrap().defines.is_none());
    }

    #[test]
    fn words_are_shared_and_exponents_marked() {
        let n = build("ODD * ODD == FREAKY").unwrap();
        assert_eq!(n.words.len(), 2);
        assert_eq!(n.exponent, [false, false]);
        let n = build("A ^ B == C").unwrap();
        assert_eq!(n.exponent, [false, true, false]);
    }

    #[test]
    fn division_becomes_a_product_and_a_nonzero_check() {
        let n = build("NORTH / SOUTH == EAST / WEST").unwrap();
        assert_eq!(n.nonzero.len(), 2);
        // NORTH·WEST − EAST·SOUTH at NORTH=1, SOUTH=2, EAST=3, WEST=6.
        let value = n.zero.eval(&[1i64, 2, 3, 6], &mut [0; 8]);
        assert_eq!(value, 0);
    }

    #[test]
    fn bounds_refuse_what_cannot_be_evaluated() {
        assert_eq!(
            build("ABCDEFGHIJ ^ 5 == K").unwrap_err().kind(),
            &ParseErrorKind::ValueTooLarge
        );
        assert_eq!(
            build("AB ^ CD == E").unwrap_err().kind(),
            &ParseErrorKind::ValueTooLarge
        );
        assert!(build("A ^ B == C").is_ok());
        assert_eq!(
            build("A / (2 - 2) == B").unwrap_err().kind(),
            &ParseErrorKind::DivisionByZero
        );
    }

    #[test]
    fn powers_of_small_values_need_no_multiplication() {
        assert_eq!(power(0, 0), 1);
        assert_eq!(power(0, 5), 0);
        assert_eq!(power(-1, 1001), -1);
        assert_eq!(power(-1, 1000), 1);
        assert_eq!(power(3, 4), 81);
    }
}
