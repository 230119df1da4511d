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
///
/// // A line of a long division stands for equations of its own.
/// let division = Puzzle::parse("?5 / 5 = 1? | ? - 5 = 0 | 5 - 5 = 0")?;
/// let texts: Vec<String> = division.constraints().into_iter().map(|c| c.text).collect();
/// assert!(texts.contains(&"?₃ - 5 == 0".to_owned()));
/// assert!(texts.contains(&"5 == 5 * ?₂".to_owned()));
/// assert!(texts.contains(&"?₁5 == 5 * 1?₂ + 0".to_owned()));
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Constraint {
    /// Where it is written in the puzzle's text, in bytes: for a line of a
    /// long division or multiplication, the line it comes from.
    pub span: Range<usize>,
    /// The constraint as a reader checks it: its text as written, or for
    /// a long division or multiplication the equation or relation a line
    /// of it stands for (`K16? == ?96 * 9`, `I6K < ?96`). Each `?` is
    /// numbered in subscript in the order the `?`s are written (`?₃96`):
    /// no two of them need be the same digit.
    pub text: String,
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
    /// Its factors and result, when it is an equation of a product of
    /// words and numbers and a word or number (`AB * C == DE`,
    /// `DE == AB * C`), or of an exact quotient (`ABC / D == EF`, read as
    /// `ABC == D * EF`, which it implies).
    pub product: Option<ProductTerms>,
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

/// A product of words equal to a word: `result == Π factors`, each word's
/// digits most significant first.
///
/// ```
/// use alphametic_runtime::{Cell, Puzzle};
///
/// let puzzle = Puzzle::parse("ABC / 5 == 1D")?;
/// let product = puzzle.constraints()[0].product.clone().unwrap();
/// // ABC == 5 · 1D; the letters are A = 0, B = 1, C = 2, D = 3.
/// assert_eq!(product.result, [Cell::Unknown(0), Cell::Unknown(1), Cell::Unknown(2)]);
/// assert_eq!(product.factors, [vec![Cell::Digit(5)], vec![Cell::Digit(1), Cell::Unknown(3)]]);
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ProductTerms {
    /// The factors, two or more.
    pub factors: Vec<Vec<Cell>>,
    /// The result.
    pub result: Vec<Cell>,
}

/// One digit of a word: an unknown, by place in the alphabet, or a digit
/// written in the puzzle (a number's digits in the puzzle's base).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cell {
    /// An unknown: a letter or a `?`.
    Unknown(Letter),
    /// A digit given.
    Digit(u8),
}

/// The constraint `eq` of the puzzle written `src`, whose unknowns are
/// named by `alphabet` (`?` for each missing digit, after the letters),
/// its linear forms lowered on their own; `layout` when it stands for a
/// line of a long division or multiplication rather than being written.
pub(crate) fn constraint(
    (src, alphabet, layout, base): (&str, &[char], bool, u32),
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
    let product = (eq.relation == crate::syntax::Relation::Eq && !has_logic)
        .then(|| product_terms(&eq.lhs, &eq.rhs, base))
        .flatten();
    let first_blank = alphabet
        .iter()
        .position(|&c| c == '?')
        .unwrap_or(alphabet.len());
    let text = if layout {
        equation_text(eq, alphabet, first_blank)
    } else {
        numbered(src, eq.span.clone())
    };
    Constraint {
        span: eq.span.clone(),
        text,
        unknowns,
        linear,
        condition,
        columns,
        product,
        has_logic,
    }
}

/// The digits of `expr` when it is a word or a number, in `base`.
fn cells(expr: &Expr, base: u32) -> Option<Vec<Cell>> {
    match expr {
        Expr::Word(word) => Some(
            word.glyphs
                .iter()
                .map(|&g| match g {
                    Glyph::Letter(l) => Cell::Unknown(l),
                    Glyph::Digit(d) => Cell::Digit(d),
                })
                .collect(),
        ),
        Expr::Number { value, .. } => {
            let (b, mut v) = (u64::from(base), *value);
            let mut digits = vec![Cell::Digit((v % b) as u8)];
            v /= b;
            while v > 0 {
                digits.push(Cell::Digit((v % b) as u8));
                v /= b;
            }
            digits.reverse();
            Some(digits)
        }
        _ => None,
    }
}

/// `result == Π factors` from an equation `lhs == rhs` whose one side is
/// a word or number and the other a product of them, or an exact
/// quotient `a / b` of them (`a == b · result`).
fn product_terms(lhs: &Expr, rhs: &Expr, base: u32) -> Option<ProductTerms> {
    let read = |one: &Expr, other: &Expr| -> Option<ProductTerms> {
        let single = cells(one, base)?;
        let Expr::Chain { first, rest, .. } = other else {
            return None;
        };
        let first = cells(first, base)?;
        if rest.iter().all(|o| o.op == BinOp::Mul) {
            let mut factors = vec![first];
            for o in rest {
                factors.push(cells(&o.expr, base)?);
            }
            return Some(ProductTerms {
                factors,
                result: single,
            });
        }
        match rest.as_slice() {
            [o] if o.op == BinOp::Div => Some(ProductTerms {
                factors: vec![cells(&o.expr, base)?, single],
                result: first,
            }),
            _ => None,
        }
    };
    read(rhs, lhs).or_else(|| read(lhs, rhs))
}

/// The digits of `n` in subscript, as a `?`'s number is written.
fn subscript(n: usize) -> String {
    n.to_string()
        .chars()
        .map(|c| char::from_u32(0x2080 + c.to_digit(10).unwrap_or(0)).unwrap_or(c))
        .collect()
}

/// The text of `src` at `span`, each `?` followed by its number among the
/// `?`s of the whole text.
fn numbered(src: &str, span: Range<usize>) -> String {
    let Some(text) = src.get(span.clone()) else {
        return String::new();
    };
    let mut k = src
        .get(..span.start)
        .map_or(0, |before| before.matches('?').count());
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        out.push(c);
        if c == '?' {
            k += 1;
            out.push_str(&subscript(k));
        }
    }
    out
}

/// An equation of a layout as a reader writes it, from its tree: words,
/// numbers and chains of operators, which is all a layout's equations
/// hold. Their depth is that of the layout's forms (a chain in a chain
/// at most), and deeper nodes, which no layout makes, print as `…`.
fn equation_text(eq: &Equation, alphabet: &[char], first_blank: usize) -> String {
    let mut out = String::new();
    write_expr(&mut out, &eq.lhs, alphabet, first_blank, 0);
    out.push(' ');
    out.push_str(eq.relation.symbol());
    out.push(' ');
    write_expr(&mut out, &eq.rhs, alphabet, first_blank, 0);
    out
}

fn write_expr(out: &mut String, expr: &Expr, alphabet: &[char], first_blank: usize, depth: u8) {
    if depth > 3 {
        out.push('…');
        return;
    }
    match expr {
        Expr::Word(word) => {
            for glyph in &word.glyphs {
                match *glyph {
                    Glyph::Letter(l) => {
                        let l = usize::from(l);
                        match alphabet.get(l) {
                            Some('?') => {
                                out.push('?');
                                out.push_str(&subscript(l + 1 - first_blank));
                            }
                            Some(&c) => out.push(c),
                            None => out.push('?'),
                        }
                    }
                    Glyph::Digit(d) => {
                        out.push(
                            char::from_digit(u32::from(d), 36)
                                .map_or('?', |c| c.to_ascii_uppercase()),
                        );
                    }
                }
            }
        }
        Expr::Number { value, .. } => out.push_str(&value.to_string()),
        Expr::Chain { first, rest, .. } => {
            let grouped = |e: &Expr| matches!(e, Expr::Chain { .. } | Expr::Neg { .. });
            let operand = |out: &mut String, e: &Expr| {
                if grouped(e) {
                    out.push('(');
                    write_expr(out, e, alphabet, first_blank, depth + 1);
                    out.push(')');
                } else {
                    write_expr(out, e, alphabet, first_blank, depth + 1);
                }
            };
            // A product inside a sum needs no parentheses.
            let sum = rest.iter().all(|o| matches!(o.op, BinOp::Add | BinOp::Sub));
            let product_of = |e: &Expr| match e {
                Expr::Chain { rest, .. } => rest
                    .iter()
                    .all(|o| matches!(o.op, BinOp::Mul | BinOp::Div | BinOp::FloorDiv)),
                _ => false,
            };
            let write = |out: &mut String, e: &Expr| {
                if sum && product_of(e) {
                    write_expr(out, e, alphabet, first_blank, depth + 1);
                } else {
                    operand(out, e);
                }
            };
            write(out, first);
            for o in rest {
                out.push(' ');
                out.push_str(o.op.symbol());
                out.push(' ');
                write(out, &o.expr);
            }
        }
        Expr::Neg { operand, .. } => {
            out.push('-');
            write_expr(out, operand, alphabet, first_blank, depth + 1);
        }
        _ => out.push('…'),
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
