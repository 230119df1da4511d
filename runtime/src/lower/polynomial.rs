//! Equations that are not linear in their words: products of words,
//! powers, division by words.
//!
//! Such an equation becomes one polynomial that must be 0 and a list of
//! polynomials that must not be (the divisors). Every value is kept as a
//! fraction `N / D` of two polynomials: `a / b` is `(Na · Db) / (Da · Nb)`
//! and requires `Nb != 0`, and `lhs == rhs` is `Nl · Dr − Nr · Dl == 0`. So
//! division is exact, never floored, and a division by zero rejects the
//! assignment.
//!
//! Polynomials over words built with `+ - *` and powers have a useful
//! property: modulo `base^k`, their value depends only on the lowest `k`
//! digits of each word (a word used as an exponent excepted: it must be
//! known whole). So the solver can check an equation modulo `base^k` as
//! soon as the lowest `k` columns of its words are assigned.
//!
//! Every intermediate value is bounded at parse time by interval reasoning
//! on the largest value of each word; an equation whose bound does not fit
//! in an `i128` is refused, so evaluation never overflows.

use crate::plan::Polynomial;
use crate::plan::program::{Op, Program, power};
use crate::syntax::{BinOp, Equation, Expr, Letter, ParseError, ParseErrorKind, Word};

/// The largest magnitude any value may reach.
const LIMIT: u128 = i128::MAX as u128;

/// A polynomial as a tree, with its bound.
#[derive(Debug, Clone)]
struct Node {
    tree: Tree,
    bound: u128,
}

#[derive(Debug, Clone)]
enum Tree {
    Word(usize),
    Const(i128),
    Add(Box<Node>, Box<Node>),
    Sub(Box<Node>, Box<Node>),
    Mul(Box<Node>, Box<Node>),
    Neg(Box<Node>),
    Pow(Box<Node>, Box<Node>),
}

/// A value as `numerator / denominator`; no denominator means 1.
type Fraction = (Node, Option<Node>);

struct Builder<'a> {
    src: &'a str,
    base: u32,
    words: Vec<Vec<Letter>>,
    exponent: Vec<bool>,
    nonzero: Vec<Node>,
}

/// The polynomial form of `eq`.
///
/// # Errors
///
/// A value that may not fit in 128 bits, or a division by a constant 0.
pub(crate) fn polynomial(src: &str, eq: &Equation, base: u32) -> Result<Polynomial, ParseError> {
    let mut b = Builder {
        src,
        base,
        words: Vec::new(),
        exponent: Vec::new(),
        nonzero: Vec::new(),
    };
    let (nl, dl) = b.fraction(&eq.lhs)?;
    let (nr, dr) = b.fraction(&eq.rhs)?;
    let span = eq.span.clone();
    let lhs = b.mul_opt(nl, dr, &span)?;
    let rhs = b.mul_opt(nr, dl, &span)?;
    let zero = b.combine(
        lhs,
        rhs,
        &span,
        |a, b| a.checked_add(b),
        |a, b| Tree::Sub(Box::new(a), Box::new(b)),
    )?;
    Ok(Polynomial {
        words: b.words,
        exponent: b.exponent,
        zero: program(&zero),
        nonzero: b.nonzero.iter().map(program).collect(),
    })
}

impl Builder<'_> {
    fn too_large(&self, span: &std::ops::Range<usize>) -> ParseError {
        ParseError::new(
            self.src,
            ParseErrorKind::ValueTooLarge,
            span.clone(),
            "this expression can exceed 128 bits, too large to evaluate exactly",
            "too large",
        )
    }

    fn leaf(
        &self,
        tree: Tree,
        bound: Option<u128>,
        span: &std::ops::Range<usize>,
    ) -> Result<Node, ParseError> {
        match bound {
            Some(bound) if bound <= LIMIT => Ok(Node { tree, bound }),
            _ => Err(self.too_large(span)),
        }
    }

    /// Joins two nodes, folding constants.
    fn combine(
        &self,
        a: Node,
        b: Node,
        span: &std::ops::Range<usize>,
        bound: impl Fn(u128, u128) -> Option<u128>,
        tree: impl Fn(Node, Node) -> Tree,
    ) -> Result<Node, ParseError> {
        let joined = tree(a, b);
        let folded = match &joined {
            Tree::Add(a, b) | Tree::Sub(a, b) | Tree::Mul(a, b) => match (&a.tree, &b.tree) {
                (Tree::Const(x), Tree::Const(y)) => match &joined {
                    Tree::Add(..) => x.checked_add(*y),
                    Tree::Sub(..) => x.checked_sub(*y),
                    _ => x.checked_mul(*y),
                }
                .map(Some)
                .ok_or_else(|| self.too_large(span))?,
                _ => None,
            },
            _ => None,
        };
        if let Some(c) = folded {
            return self.leaf(Tree::Const(c), Some(c.unsigned_abs()), span);
        }
        let (ba, bb) = match &joined {
            Tree::Add(a, b) | Tree::Sub(a, b) | Tree::Mul(a, b) => (a.bound, b.bound),
            _ => unreachable!("only binary nodes are combined"),
        };
        self.leaf(joined, bound(ba, bb), span)
    }

    fn add(&self, a: Node, b: Node, span: &std::ops::Range<usize>) -> Result<Node, ParseError> {
        self.combine(
            a,
            b,
            span,
            |x, y| x.checked_add(y),
            |a, b| Tree::Add(Box::new(a), Box::new(b)),
        )
    }

    fn sub(&self, a: Node, b: Node, span: &std::ops::Range<usize>) -> Result<Node, ParseError> {
        self.combine(
            a,
            b,
            span,
            |x, y| x.checked_add(y),
            |a, b| Tree::Sub(Box::new(a), Box::new(b)),
        )
    }

    fn mul(&self, a: Node, b: Node, span: &std::ops::Range<usize>) -> Result<Node, ParseError> {
        self.combine(
            a,
            b,
            span,
            |x, y| x.checked_mul(y),
            |a, b| Tree::Mul(Box::new(a), Box::new(b)),
        )
    }

    /// `a · b`, where a missing `b` is 1.
    fn mul_opt(
        &self,
        a: Node,
        b: Option<Node>,
        span: &std::ops::Range<usize>,
    ) -> Result<Node, ParseError> {
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
        span: &std::ops::Range<usize>,
    ) -> Result<Option<Node>, ParseError> {
        Ok(match (a, b) {
            (Some(a), Some(b)) => Some(self.mul(a, b, span)?),
            (a, None) => a,
            (None, b) => b,
        })
    }

    fn neg(&self, a: Node) -> Node {
        match a.tree {
            Tree::Const(c) => Node {
                tree: Tree::Const(-c),
                bound: a.bound,
            },
            _ => Node {
                bound: a.bound,
                tree: Tree::Neg(Box::new(a)),
            },
        }
    }

    fn pow(&self, a: Node, e: Node, span: &std::ops::Range<usize>) -> Result<Node, ParseError> {
        // |a^e| ≤ bound(a)^bound(e), and 0, 1 and −1 stay small whatever e.
        let bound = if a.bound <= 1 {
            Some(1)
        } else {
            u32::try_from(e.bound)
                .ok()
                .and_then(|e| a.bound.checked_pow(e))
        };
        if let (Tree::Const(x), Tree::Const(y)) = (&a.tree, &e.tree) {
            let value = bound.filter(|&b| b <= LIMIT).map(|_| power(*x, *y));
            return self.leaf(
                Tree::Const(value.unwrap_or(0)),
                value.map(i128::unsigned_abs),
                span,
            );
        }
        self.leaf(Tree::Pow(Box::new(a), Box::new(e)), bound, span)
    }

    fn word(&mut self, word: &Word, exponent: bool) -> Result<Node, ParseError> {
        let slot = match self.words.iter().position(|w| *w == word.letters) {
            Some(slot) => slot,
            None => {
                self.words.push(word.letters.clone());
                self.exponent.push(false);
                self.words.len() - 1
            }
        };
        self.exponent[slot] |= exponent;
        let bound = u32::try_from(word.letters.len())
            .ok()
            .and_then(|len| (self.base as u128).checked_pow(len))
            .map(|b| b - 1);
        match bound {
            Some(bound) if bound <= LIMIT => Ok(Node {
                tree: Tree::Word(slot),
                bound,
            }),
            _ => {
                let len = word.letters.len();
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

    /// The exponent of a power: words and numbers, maybe raised to
    /// further powers. Its words must be known whole.
    fn exponent(&mut self, expr: &Expr) -> Result<Node, ParseError> {
        match expr {
            Expr::Word(word) => self.word(word, true),
            Expr::Number { value, span } => {
                self.leaf(Tree::Const(*value as i128), Some(*value as u128), span)
            }
            Expr::Binary {
                op: BinOp::Pow,
                lhs,
                rhs,
                span,
            } => {
                let (a, e) = (self.exponent(lhs)?, self.exponent(rhs)?);
                self.pow(a, e, span)
            }
            // The grammar allows nothing else as an exponent.
            other => Err(ParseError::new(
                self.src,
                ParseErrorKind::BadExponent,
                other.span(),
                "an exponent must be a word or a number",
                "expected a word or a number here",
            )),
        }
    }

    fn fraction(&mut self, expr: &Expr) -> Result<Fraction, ParseError> {
        Ok(match expr {
            Expr::Word(word) => (self.word(word, false)?, None),
            Expr::Number { value, span } => (
                self.leaf(Tree::Const(*value as i128), Some(*value as u128), span)?,
                None,
            ),
            Expr::Neg { operand, .. } => {
                let (n, d) = self.fraction(operand)?;
                (self.neg(n), d)
            }
            Expr::Binary { op, lhs, rhs, span } => {
                if *op == BinOp::Pow {
                    let (n, d) = self.fraction(lhs)?;
                    let e = self.exponent(rhs)?;
                    let d = match d {
                        Some(d) => Some(self.pow(d, e.clone(), span)?),
                        None => None,
                    };
                    return Ok((self.pow(n, e, span)?, d));
                }
                let (na, da) = self.fraction(lhs)?;
                let (nb, db) = self.fraction(rhs)?;
                match op {
                    BinOp::Add | BinOp::Sub => {
                        let a = self.mul_opt(na, db.clone(), span)?;
                        let b = self.mul_opt(nb, da.clone(), span)?;
                        let n = if *op == BinOp::Add {
                            self.add(a, b, span)?
                        } else {
                            self.sub(a, b, span)?
                        };
                        (n, self.mul_den(da, db, span)?)
                    }
                    BinOp::Mul => (self.mul(na, nb, span)?, self.mul_den(da, db, span)?),
                    BinOp::Div => {
                        match nb.tree {
                            Tree::Const(0) => {
                                return Err(ParseError::division_by_zero(self.src, rhs));
                            }
                            Tree::Const(_) => {}
                            _ => self.nonzero.push(nb.clone()),
                        }
                        (
                            self.mul_opt(na, db, span)?,
                            self.mul_den(da, Some(nb), span)?,
                        )
                    }
                    BinOp::Pow => unreachable!("handled above"),
                }
            }
        })
    }
}

/// Flattens a tree into postfix.
fn program(node: &Node) -> Program {
    fn emit(node: &Node, ops: &mut Vec<Op>) {
        match &node.tree {
            Tree::Word(slot) => ops.push(Op::Word(*slot)),
            Tree::Const(c) => ops.push(Op::Const(*c)),
            Tree::Neg(a) => {
                emit(a, ops);
                ops.push(Op::Neg);
            }
            Tree::Pow(a, e) => {
                emit(a, ops);
                match e.tree {
                    Tree::Const(e) => ops.push(Op::Pow(e as u32)),
                    _ => {
                        emit(e, ops);
                        ops.push(Op::PowBy);
                    }
                }
            }
            Tree::Add(a, b) | Tree::Sub(a, b) | Tree::Mul(a, b) => {
                emit(a, ops);
                emit(b, ops);
                ops.push(match node.tree {
                    Tree::Add(..) => Op::Add,
                    Tree::Sub(..) => Op::Sub,
                    _ => Op::Mul,
                });
            }
        }
    }
    let mut ops = Vec::new();
    emit(node, &mut ops);
    Program {
        ops,
        bound: max_bound(node),
    }
}

/// The largest bound of any node of the tree.
fn max_bound(node: &Node) -> u128 {
    let children = match &node.tree {
        Tree::Word(_) | Tree::Const(_) => 0,
        Tree::Neg(a) => max_bound(a),
        Tree::Add(a, b) | Tree::Sub(a, b) | Tree::Mul(a, b) | Tree::Pow(a, b) => {
            max_bound(a).max(max_bound(b))
        }
    };
    node.bound.max(children)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::parse_equations;

    fn build(text: &str) -> Result<Polynomial, ParseError> {
        let eq = &parse_equations(text)?[0];
        polynomial(text, eq, 10)
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
