//! A puzzle's constraints one by one, as a reader of the puzzle sees them:
//! where each is written, the unknowns it reads, its weighted sum or
//! relation when it is linear in its words, and its columns when it is a
//! sum of words. The solvers read the merged [`Model`](crate::Model);
//! this view is for tools that reason about one constraint at a time, such
//! as an explanation, and asks the solvers, not the text, whether a
//! constraint can hold.

use std::ops::Range;

use crate::DigitSet;
use crate::lower::{Condition, Linear};
use crate::syntax::{BinOp, Equation, Expr, Glyph, Letter};

/// One constraint of a puzzle: an equation or relation, as written between
/// the separators (`,`, `;` or `&&`).
///
/// ```
/// use alphametic_runtime::Puzzle;
///
/// let puzzle = Puzzle::parse("AB + BA == CC, A < B, A * B == C")?;
/// let constraints = puzzle.constraints();
/// assert_eq!(&puzzle.text()[constraints[1].span.clone()], "A < B");
/// assert!(constraints[0].linear.is_some() && constraints[0].columns.is_some());
/// assert!(constraints[1].condition.is_some());
/// assert!(constraints[2].linear.is_none() && constraints[2].condition.is_none());
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Constraint {
    /// Where it is written in the puzzle's text, in bytes.
    pub span: Range<usize>,
    /// The unknowns it reads (letters and `?`s), as places in the
    /// [`Model::alphabet`](crate::Model::alphabet).
    pub unknowns: DigitSet,
    /// `Σ weight · digit + constant == 0`, when it is an equation linear in
    /// its words.
    pub linear: Option<Linear>,
    /// `Σ weight · digit + constant <= 0` or `!= 0`, when it is another
    /// relation linear in its words.
    pub condition: Option<Condition>,
    /// Its columns, right to left, when it is an equation whose sides are
    /// sums and differences of words and numbers.
    pub columns: Option<Vec<ColumnTerms>>,
    /// Whether it holds a function, a relation used as a value, `and`,
    /// `or` or `not`.
    pub has_logic: bool,
}

/// One column of a constraint that is a sum of words: `Σ weight · digit +
/// constant`, before the carries, with the left side's terms positive and
/// the right side's negative.
///
/// ```
/// use alphametic_runtime::Puzzle;
///
/// let puzzle = Puzzle::parse("AB + 7 == 1B")?;
/// let columns = puzzle.constraints()[0].columns.clone().unwrap();
/// // Column 0: B + 7 − B; column 1: A − 1. The letters are A = 0, B = 1.
/// assert_eq!((columns[0].weights.clone(), columns[0].constant), (vec![], 7));
/// assert_eq!((columns[1].weights.clone(), columns[1].constant), (vec![(0, 1)], -1));
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ColumnTerms {
    /// Each unknown's coefficient in the column, none of them 0, by place
    /// in the alphabet.
    pub weights: Vec<(Letter, i64)>,
    /// The digits written in the column, and for column 0 the numbers
    /// written whole (a number has no columns of its own until the base
    /// spreads it).
    pub constant: i128,
}

/// The constraint `eq` of a puzzle, its linear forms lowered on their own.
pub(crate) fn constraint(
    eq: &Equation,
    linear: Option<Linear>,
    condition: Option<Condition>,
) -> Constraint {
    let mut unknowns = DigitSet::EMPTY;
    let mut mark = |expr: &Expr| {
        expr.for_each_word(&mut |word| {
            for glyph in &word.glyphs {
                if let Glyph::Letter(l) = *glyph {
                    unknowns = unknowns.with(u32::from(l));
                }
            }
        });
    };
    mark(&eq.lhs);
    mark(&eq.rhs);
    let has_logic = eq.lhs.has_logic() || eq.rhs.has_logic();
    let columns = if eq.relation == crate::syntax::Relation::Eq && !has_logic {
        column_terms(&eq.lhs, &eq.rhs)
    } else {
        None
    };
    Constraint {
        span: eq.span.clone(),
        unknowns,
        linear,
        condition,
        columns,
        has_logic,
    }
}

/// Per column, right to left: each unknown's coefficient and the constant
/// of `lhs − rhs`, if both sides are sums and differences of words and
/// numbers. An explicit stack walks the tree.
fn column_terms(lhs: &Expr, rhs: &Expr) -> Option<Vec<ColumnTerms>> {
    let mut cols: Vec<ColumnTerms> = Vec::new();
    let mut stack: Vec<(&Expr, i64)> = vec![(lhs, 1), (rhs, -1)];
    let grow = |cols: &mut Vec<ColumnTerms>, k: usize| {
        if cols.len() <= k {
            cols.resize(
                k + 1,
                ColumnTerms {
                    weights: Vec::new(),
                    constant: 0,
                },
            );
        }
    };
    while let Some((expr, sign)) = stack.pop() {
        match expr {
            Expr::Word(word) => {
                for (k, glyph) in word.glyphs.iter().rev().enumerate() {
                    grow(&mut cols, k);
                    let col = &mut cols[k];
                    match *glyph {
                        Glyph::Letter(l) => match col.weights.iter_mut().find(|(m, _)| *m == l) {
                            Some((_, c)) => *c += sign,
                            None => col.weights.push((l, sign)),
                        },
                        Glyph::Digit(d) => col.constant += i128::from(sign) * i128::from(d),
                    }
                }
            }
            Expr::Number { value, .. } => {
                grow(&mut cols, 0);
                cols[0].constant += i128::from(sign) * i128::from(*value);
            }
            Expr::Neg { operand, .. } => stack.push((operand, -sign)),
            Expr::Chain { first, rest, .. } => {
                stack.push((first, sign));
                for operand in rest {
                    match operand.op {
                        BinOp::Add => stack.push((&operand.expr, sign)),
                        BinOp::Sub => stack.push((&operand.expr, -sign)),
                        _ => return None,
                    }
                }
            }
            _ => return None,
        }
    }
    for col in &mut cols {
        col.weights.retain(|&(_, c)| c != 0);
        col.weights.sort_unstable();
    }
    Some(cols)
}
