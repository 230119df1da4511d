//! Long division and long multiplication as the written method lays them
//! out, and the equations that say what the layout means.
//!
//! A layout is written on one line, its lines separated by `|`:
//!
//! ```text
//! pkmkh / ?? = ??? | pkm - pmd = xp | xpk - ?? = kh | khh - mbg = k
//! ABC * DE = FGHI | JKL | MNO
//! ```
//!
//! A division is `dividend / divisor = quotient`, then one step per digit
//! of the quotient, `x - y = z`, empty where the digit is 0. A
//! multiplication is `a * b = c`, then one partial product per digit of
//! `b`, from its last digit, empty where the digit is 0.
//!
//! The meaning is the written method's, as equations over the words: a
//! division's first step divides the first `n - m + 1` digits of the
//! dividend (`n` its digits, `m` the quotient's); a step's `y` is the
//! divisor times its quotient digit (not 0), `z = x - y` is less than the
//! divisor, and the next step divides `z` with the next digit of the
//! dividend brought down. An empty step's quotient digit is 0 and what it
//! would divide is less than the divisor; the digit after it is brought
//! down too. A multiplication's partial product is the multiplicand times
//! its digit (not 0), and the product is the sum of the partial products,
//! each shifted one place further left. Every number written follows the
//! zero rule as any word does.

mod parse;

use std::ops::Range;

pub(super) use parse::parse_layout;

use crate::syntax::{BinOp, Equation, Expr, Glyph, Letter, Operand, Relation, Word};

/// A long division or multiplication as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Layout {
    /// `dividend / divisor = quotient`, then the steps.
    Division {
        /// The number divided.
        dividend: Word,
        /// The number it is divided by.
        divisor: Word,
        /// The quotient, one step per digit.
        quotient: Word,
        /// Per digit of the quotient, its subtraction `x - y = z`, or
        /// `None` for a digit 0.
        steps: Vec<Option<[Word; 3]>>,
    },
    /// `multiplicand * multiplier = product`, then the partial products.
    Multiplication {
        /// The number multiplied.
        multiplicand: Word,
        /// The number it is multiplied by.
        multiplier: Word,
        /// The product.
        product: Word,
        /// Per digit of the multiplier from the last, its partial
        /// product, or `None` for a digit 0.
        lines: Vec<Option<Word>>,
    },
}

/// A fault in a layout: the message, where, and the label under it.
pub(crate) struct LayoutFault {
    pub(crate) span: Range<usize>,
    pub(crate) message: String,
    pub(crate) label: String,
}

fn fault(span: &Range<usize>, message: impl Into<String>, label: impl Into<String>) -> LayoutFault {
    LayoutFault {
        span: span.clone(),
        message: message.into(),
        label: label.into(),
    }
}

impl Layout {
    /// Every number written, in the order written: those the zero rule
    /// applies to.
    pub fn words(&self) -> Vec<&Word> {
        match self {
            Layout::Division {
                dividend,
                divisor,
                quotient,
                steps,
            } => [dividend, divisor, quotient]
                .into_iter()
                .chain(steps.iter().flatten().flat_map(|step| step.iter()))
                .collect(),
            Layout::Multiplication {
                multiplicand,
                multiplier,
                product,
                lines,
            } => [multiplicand, multiplier, product]
                .into_iter()
                .chain(lines.iter().flatten())
                .collect(),
        }
    }

    /// The letters a solver chooses rather than works out, in the order it
    /// chooses them. For a multiplication: the multiplier's last digit, so
    /// that the multiplicand's digits, chosen next from the first, bound
    /// the first line at once; then the multiplier's other digits from the
    /// right, each working out its line. For a division, none: choosing by
    /// weight and working out each letter as soon as some step can (the
    /// quotient digits, subtrahends and differences) does better.
    pub(crate) fn chosen_letters(&self) -> Vec<Letter> {
        let mut letters: Vec<Letter> = Vec::new();
        if let Layout::Multiplication {
            multiplicand,
            multiplier,
            ..
        } = self
        {
            let (last, rest) = multiplier
                .glyphs
                .split_last()
                .map_or((None, &[][..]), |(l, r)| (Some(l), r));
            let glyphs = last
                .into_iter()
                .chain(&multiplicand.glyphs)
                .chain(rest.iter().rev());
            for &glyph in glyphs {
                if let Glyph::Letter(l) = glyph
                    && !letters.contains(&l)
                {
                    letters.push(l);
                }
            }
        }
        letters
    }

    /// Checks that the lines fit the written method: as many steps as the
    /// quotient (or multiplier) has digits, and every number of a length
    /// the method can write there.
    pub(crate) fn check(&self) -> Result<(), LayoutFault> {
        match self {
            Layout::Division {
                dividend,
                quotient,
                steps,
                ..
            } => check_division(dividend, quotient, steps),
            Layout::Multiplication {
                multiplicand,
                multiplier,
                product,
                lines,
            } => check_multiplication(multiplicand, multiplier, product, lines),
        }
    }

    /// The equations that mean what the layout means; the zero rule is
    /// applied to [`Layout::words`] apart, since the equations hold words
    /// the layout does not write (the part of the dividend a step divides).
    pub(crate) fn equations(&self) -> Result<Equations, LayoutFault> {
        self.check()?;
        match self {
            Layout::Division {
                dividend,
                divisor,
                quotient,
                steps,
            } => division_equations(dividend, divisor, quotient, steps),
            Layout::Multiplication {
                multiplicand,
                multiplier,
                product,
                lines,
            } => multiplication_equations(multiplicand, multiplier, product, lines),
        }
    }
}

/// What a layout means, and what follows from it that helps a solver.
pub(crate) struct Equations {
    /// The equations that mean what the layout means.
    pub(crate) meaning: Vec<Equation>,
    /// Equations the meaning implies, each `word == expression`, that
    /// work letters out as the written method does: a division's quotient
    /// digit is the number the step divides, floor-divided by the divisor;
    /// a multiplication's product is the factors' product. A solver may use
    /// them to find digits, and need not check them.
    pub(crate) aids: Vec<Equation>,
}

fn plural(n: usize, one: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {one}s")
    }
}

fn check_division(
    dividend: &Word,
    quotient: &Word,
    steps: &[Option<[Word; 3]>],
) -> Result<(), LayoutFault> {
    let (n, m) = (dividend.glyphs.len(), quotient.glyphs.len());
    if m > n {
        return Err(fault(
            &quotient.span,
            format!(
                "the quotient has {}, more than the dividend's {n}",
                plural(m, "digit")
            ),
            "too many digits for the dividend",
        ));
    }
    if steps.len() != m {
        return Err(fault(
            &quotient.span,
            format!(
                "a quotient of {} needs {} (an empty one for a digit 0), not {}",
                plural(m, "digit"),
                plural(m, "step"),
                steps.len()
            ),
            format!("{} here", plural(m, "digit")),
        ));
    }
    // The length of the number the next step divides, when known: the
    // first `n - m + 1` digits, then a written difference and the digits
    // brought down after it (at most that long: a difference of 0 brings
    // down a digit alone).
    let mut most = n - m + 1;
    let mut exact = true;
    for step in steps {
        let Some([x, y, z]) = step else {
            most += 1;
            exact = false;
            continue;
        };
        let (lx, ly, lz) = (x.glyphs.len(), y.glyphs.len(), z.glyphs.len());
        if exact && lx != most {
            return Err(fault(
                &x.span,
                format!(
                    "the first step divides the first {} of the dividend, not {lx}",
                    plural(most, "digit")
                ),
                format!("expected {}", plural(most, "digit")),
            ));
        }
        if lx > most {
            return Err(fault(
                &x.span,
                format!(
                    "this step divides at most {}: the difference above and the digits brought down",
                    plural(most, "digit")
                ),
                "too many digits",
            ));
        }
        if ly + 1 < lx || ly > lx {
            return Err(fault(
                &y.span,
                format!(
                    "the divisor times a digit, written under a number of {}, has {} or {lx}",
                    plural(lx, "digit"),
                    lx.saturating_sub(1)
                ),
                "wrong number of digits",
            ));
        }
        if lz > lx {
            return Err(fault(
                &z.span,
                format!(
                    "a difference has at most as many digits as the number it is taken from, {lx}"
                ),
                "too many digits",
            ));
        }
        most = lz + 1;
        exact = false;
    }
    Ok(())
}

fn check_multiplication(
    multiplicand: &Word,
    multiplier: &Word,
    product: &Word,
    lines: &[Option<Word>],
) -> Result<(), LayoutFault> {
    let (la, lb, lc) = (
        multiplicand.glyphs.len(),
        multiplier.glyphs.len(),
        product.glyphs.len(),
    );
    if lines.len() != lb {
        return Err(fault(
            &multiplier.span,
            format!(
                "a multiplier of {} needs {} (an empty one for a digit 0), not {}",
                plural(lb, "digit"),
                plural(lb, "partial product"),
                lines.len()
            ),
            format!("{} here", plural(lb, "digit")),
        ));
    }
    for line in lines.iter().flatten() {
        let lp = line.glyphs.len();
        if lp < la || lp > la + 1 {
            return Err(fault(
                &line.span,
                format!(
                    "the multiplicand times a digit has {la} or {} digits, not {lp}",
                    la + 1
                ),
                "wrong number of digits",
            ));
        }
    }
    if lc + 1 < la + lb || lc > la + lb {
        return Err(fault(
            &product.span,
            format!(
                "a product of numbers of {la} and {} has {} or {}, not {lc}",
                plural(lb, "digit"),
                la + lb - 1,
                la + lb
            ),
            "wrong number of digits",
        ));
    }
    Ok(())
}

/// A word of one glyph, standing where `span` is.
fn glyph_word(glyph: Glyph, span: &Range<usize>) -> Word {
    Word {
        glyphs: vec![glyph],
        span: span.clone(),
    }
}

/// `word` with `glyph` written after it: the word times the base plus the
/// glyph, as a digit brought down makes it.
fn bring_down(word: &Word, glyph: Glyph) -> Word {
    let mut glyphs = word.glyphs.clone();
    glyphs.push(glyph);
    Word {
        glyphs,
        span: word.span.clone(),
    }
}

fn equation(lhs: Expr, relation: Relation, rhs: Expr, span: &Range<usize>) -> Equation {
    Equation {
        lhs,
        relation,
        rhs,
        span: span.clone(),
    }
}

fn chain(first: Expr, rest: impl IntoIterator<Item = (BinOp, Expr)>, span: &Range<usize>) -> Expr {
    Expr::Chain {
        first: Box::new(first),
        rest: rest
            .into_iter()
            .map(|(op, expr)| Operand {
                op,
                expr,
                span: span.clone(),
            })
            .collect(),
        span: span.clone(),
    }
}

fn zero(span: &Range<usize>) -> Expr {
    Expr::Number {
        value: 0,
        span: span.clone(),
    }
}

/// `digit != 0` (`digit == 0` when `is_zero`), refused at once when the
/// digit is given and says otherwise.
fn digit_is(
    glyph: Glyph,
    is_zero: bool,
    span: &Range<usize>,
    what: &str,
) -> Result<Option<Equation>, LayoutFault> {
    match glyph {
        Glyph::Digit(0) if !is_zero => Err(fault(
            span,
            format!("this {what} digit is 0, so its line must be empty"),
            "a digit 0",
        )),
        Glyph::Digit(d) if is_zero && d != 0 => Err(fault(
            span,
            format!("this {what} digit is {d}, so its line cannot be empty"),
            format!("a digit {d}"),
        )),
        Glyph::Digit(_) => Ok(None),
        Glyph::Letter(_) => {
            let relation = if is_zero { Relation::Eq } else { Relation::Ne };
            Ok(Some(equation(
                Expr::Word(glyph_word(glyph, span)),
                relation,
                zero(span),
                span,
            )))
        }
    }
}

fn division_equations(
    dividend: &Word,
    divisor: &Word,
    quotient: &Word,
    steps: &[Option<[Word; 3]>],
) -> Result<Equations, LayoutFault> {
    let (n, m) = (dividend.glyphs.len(), quotient.glyphs.len());
    let k = n - m + 1;
    let mut equations = Vec::new();
    let mut aids = Vec::new();
    let divisor_expr = || Expr::Word(divisor.clone());
    // The number the current step divides, as the written method forms
    // it from the dividend's digits and the differences.
    let mut current = Word {
        glyphs: dividend.glyphs[..k].to_vec(),
        span: dividend.span.clone(),
    };
    for (i, step) in steps.iter().enumerate() {
        let digit = quotient.glyphs[i];
        match step {
            None => {
                equations.extend(digit_is(digit, true, &quotient.span, "quotient")?);
                equations.push(equation(
                    Expr::Word(current.clone()),
                    Relation::Lt,
                    divisor_expr(),
                    &quotient.span,
                ));
            }
            Some([x, y, z]) => {
                equations.extend(digit_is(digit, false, &quotient.span, "quotient")?);
                let span = x.span.start..z.span.end;
                if x.glyphs != current.glyphs {
                    equations.push(equation(
                        Expr::Word(x.clone()),
                        Relation::Eq,
                        Expr::Word(current.clone()),
                        &x.span,
                    ));
                }
                equations.push(equation(
                    Expr::Word(y.clone()),
                    Relation::Eq,
                    chain(
                        divisor_expr(),
                        [(BinOp::Mul, Expr::Word(glyph_word(digit, &quotient.span)))],
                        &y.span,
                    ),
                    &y.span,
                ));
                if let Glyph::Letter(_) = digit {
                    aids.push(equation(
                        Expr::Word(glyph_word(digit, &quotient.span)),
                        Relation::Eq,
                        chain(
                            Expr::Word(x.clone()),
                            [(BinOp::FloorDiv, divisor_expr())],
                            &y.span,
                        ),
                        &y.span,
                    ));
                }
                equations.push(equation(
                    chain(
                        Expr::Word(x.clone()),
                        [(BinOp::Sub, Expr::Word(y.clone()))],
                        &span,
                    ),
                    Relation::Eq,
                    Expr::Word(z.clone()),
                    &span,
                ));
                equations.push(equation(
                    Expr::Word(z.clone()),
                    Relation::Lt,
                    divisor_expr(),
                    &z.span,
                ));
                current = z.clone();
            }
        }
        if let Some(&next) = dividend.glyphs.get(k + i) {
            current = bring_down(&current, next);
        }
    }
    // Implied by the steps, and a strong check once the divisor and the
    // quotient are known: dividend = divisor · quotient + remainder.
    equations.push(equation(
        Expr::Word(dividend.clone()),
        Relation::Eq,
        chain(
            chain(
                divisor_expr(),
                [(BinOp::Mul, Expr::Word(quotient.clone()))],
                &dividend.span,
            ),
            [(BinOp::Add, Expr::Word(current))],
            &dividend.span,
        ),
        &dividend.span,
    ));
    Ok(Equations {
        meaning: equations,
        aids,
    })
}

fn multiplication_equations(
    multiplicand: &Word,
    multiplier: &Word,
    product: &Word,
    lines: &[Option<Word>],
) -> Result<Equations, LayoutFault> {
    let mut equations = Vec::new();
    let mut shifted = Vec::new();
    for (j, line) in lines.iter().enumerate() {
        let digit = multiplier.glyphs[multiplier.glyphs.len() - 1 - j];
        match line {
            None => equations.extend(digit_is(digit, true, &multiplier.span, "multiplier")?),
            Some(partial) => {
                equations.extend(digit_is(digit, false, &multiplier.span, "multiplier")?);
                equations.push(equation(
                    Expr::Word(partial.clone()),
                    Relation::Eq,
                    chain(
                        Expr::Word(multiplicand.clone()),
                        [(BinOp::Mul, Expr::Word(glyph_word(digit, &multiplier.span)))],
                        &partial.span,
                    ),
                    &partial.span,
                ));
                // The partial product shifted `j` places left.
                let mut glyphs = partial.glyphs.clone();
                glyphs.extend(std::iter::repeat_n(Glyph::Digit(0), j));
                shifted.push(Expr::Word(Word {
                    glyphs,
                    span: partial.span.clone(),
                }));
            }
        }
    }
    // With one line, that line's equation works the product out already.
    let aids = if lines.len() > 1 {
        vec![equation(
            Expr::Word(product.clone()),
            Relation::Eq,
            chain(
                Expr::Word(multiplicand.clone()),
                [(BinOp::Mul, Expr::Word(multiplier.clone()))],
                &product.span,
            ),
            &product.span,
        )]
    } else {
        Vec::new()
    };
    let mut shifted = shifted.into_iter();
    let sum = match (shifted.next(), shifted.len()) {
        (Some(only), 0) => only,
        (Some(first), _) => chain(first, shifted.map(|e| (BinOp::Add, e)), &product.span),
        (None, _) => zero(&product.span),
    };
    equations.push(equation(
        Expr::Word(product.clone()),
        Relation::Eq,
        sum,
        &product.span,
    ));
    Ok(Equations {
        meaning: equations,
        aids,
    })
}
