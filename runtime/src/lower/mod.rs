//! The second stage: the syntax tree to the model the solvers work on.
//!
//! An equation linear in its words (sums, constant factors and divisors)
//! becomes one weighted sum of letters, [`Linear`]; any other becomes
//! polynomial programs, [`Polynomial`]. An equation without letters is
//! decided here, exactly. The rules that give a puzzle its meaning beyond
//! the text live here too: the base, the letter limit and the zero rule,
//! which is entirely in which letters are leading. Every later stage reads
//! the [`Model`] alone.

mod constant;
mod equation;
mod error;
pub(crate) mod functions;
mod linear;
mod model;
mod options;
mod polynomial;
pub(crate) mod program;
pub mod rules;

pub use error::{Error, OptionsError};
pub use options::{DEFAULT_BASE, LetterRule, MAX_BASE, Options, ZeroRule};
pub use rules::Distinct;

pub(crate) use constant::{Ratio, value};
pub(crate) use equation::Polynomial;
pub use equation::{Condition, Linear};
pub use model::Model;
pub(crate) use model::Written;

use crate::DigitSet;
use crate::syntax::{
    Equation, Expr, Glyph, LogicOp, MAX_UNKNOWNS, ParseError, ParseErrorKind, ParsedPuzzle,
    Relation, Word, parse_puzzle, plain_sum,
};

/// Reads `text` under `options` into the model the solvers work on, with
/// its syntax tree when the full parser built one. The rules that decide
/// what a puzzle means beyond its text are all applied here: the base, the
/// letter limit and the zero rule. The options are those that
/// [`Options::check`] accepted.
pub(crate) fn read(
    text: &str,
    options: &Options,
) -> Result<(Option<Vec<Equation>>, Model), ParseError> {
    let base = options.base;
    if options.symbol_set().is_letters()
        && let Some(model) = plain_model(text, base, options.is_strict())
    {
        // Most puzzles are one sum: read straight into weights, no tree.
        let model = model.with_digits(options.digit_set());
        return Ok((None, model.with_rules(options)));
    }
    let (equations, model) = full_model(text, options)?;
    let model = model.with_digits(options.digit_set());
    Ok((Some(equations), model.with_rules(options)))
}

/// The model of `text` when it is one sum of ASCII words, read by the
/// syntax's fast path with no tree; `None` for any other text, which the
/// full parser and [`lower`] then read. The model is the one they would
/// build: the same weights (those of `linear`'s own shortcut for sums),
/// letters and leading letters.
pub(crate) fn plain_model(text: &str, base: u32, strict: bool) -> Option<Model> {
    // The weights are read into the model's own table, in place.
    let mut sums = vec![Linear {
        weights: [0; MAX_UNKNOWNS],
        constant: 0,
    }];
    let sum = plain_sum(text, base, strict, linear::LIMIT, &mut sums[0].weights)?;
    let letters = DigitSet::range(0, sum.alphabet.len() as u32);
    Some(Model::new(
        base,
        sum.alphabet,
        letters,
        DigitSet::from_bits(sum.leading),
        Lowered {
            linear: sums,
            conditions: Vec::new(),
            polynomials: Vec::new(),
        },
    ))
}

/// The syntax tree and model of `text` by the full parser and lowering,
/// which read every puzzle the language has.
pub(crate) fn full_model(
    text: &str,
    options: &Options,
) -> Result<(Vec<Equation>, Model), ParseError> {
    let base = options.base;
    let ParsedPuzzle {
        equations,
        alphabet,
        layout,
        aids,
        extras,
    } = parse_puzzle(text, options.symbol_set())?;
    let distinct = alphabet.iter().filter(|&&c| c != '?').count();
    if distinct > base as usize && options.distinct == Distinct::All {
        return Err(too_many_letters(text, &equations, base, distinct as u32));
    }
    let mut letters = DigitSet::EMPTY;
    let mut leading = DigitSet::EMPTY;
    let mut read = |word: &Word| {
        // The zero rule is entirely in which letters are leading: both
        // back ends read only this set.
        let first = if options.is_strict() {
            word.first_letter()
        } else {
            word.leading()
        };
        if let Some(first) = first {
            leading = leading.with(first as u32);
        }
        for (_, letter) in word.letters() {
            letters = letters.with(letter as u32);
        }
    };
    match &layout {
        // The equations of a layout hold words it does not write, such as
        // the part of the dividend a step divides: the zero rule applies
        // to the numbers written.
        Some(layout) => {
            layout.words().into_iter().for_each(&mut read);
            // The constraints after a layout speak of its letters, not of
            // numbers written: a letter alone there may be 0 whatever the
            // rule.
            let mut extra = |word: &Word| {
                if let Some(first) = word.leading() {
                    leading = leading.with(first as u32);
                }
                for (_, letter) in word.letters() {
                    letters = letters.with(letter as u32);
                }
            };
            for eq in &equations[equations.len() - extras..] {
                eq.lhs.for_each_word(&mut extra);
                eq.rhs.for_each_word(&mut extra);
            }
        }
        None => {
            for eq in &equations {
                eq.lhs.for_each_word(&mut read);
                eq.rhs.for_each_word(&mut read);
            }
        }
    }
    let mut lowered = lower(text, &equations, base)?;
    for aid in &aids {
        // An aid that cannot define its word, or is too large to evaluate,
        // is of no help: the meaning holds without it.
        if let Ok(mut aid) = polynomial::polynomial(text, aid, base)
            && aid.defines.is_some()
        {
            aid.implied = true;
            lowered.polynomials.push(aid);
        }
    }
    let model = Model::new(base, alphabet.into(), letters, leading, lowered);
    let model = match &layout {
        Some(layout) => model.written(Written::of(layout), extras > 0),
        None => model,
    };
    Ok((equations, model))
}

/// Finds the first occurrence of the letter that takes the count of
/// distinct letters past the base.
fn too_many_letters(text: &str, equations: &[Equation], base: u32, total: u32) -> ParseError {
    let mut seen = DigitSet::EMPTY;
    let mut culprit = None;
    for eq in equations {
        for side in [&eq.lhs, &eq.rhs] {
            side.for_each_word(&mut |word| {
                for (i, glyph) in word.glyphs.iter().enumerate() {
                    let Glyph::Letter(letter) = *glyph else {
                        continue;
                    };
                    if letter as u32 >= total {
                        // A `?`, which may repeat a digit.
                        continue;
                    }
                    seen = seen.with(letter as u32);
                    if culprit.is_none() && seen.len() > base {
                        culprit = Some(word.span.start + i);
                    }
                }
            });
        }
    }
    let at = culprit.unwrap_or(0);
    ParseError::new(
        text,
        ParseErrorKind::TooManyLetters {
            letters: total as usize,
            base,
        },
        at..at + 1,
        format!("the puzzle has {total} distinct letters, but base {base} has only {base} digits"),
        format!("letter number {}", base + 1),
    )
}

/// The lowered constraints, each kind in the order of the constraints.
pub(crate) struct Lowered {
    /// The weighted sums of the equations linear in their words.
    pub(crate) linear: Vec<Linear>,
    /// The other relations linear in their words.
    pub(crate) conditions: Vec<Condition>,
    /// The rest, as polynomial programs.
    pub(crate) polynomials: Vec<Polynomial>,
}

/// Lowers every constraint.
pub(crate) fn lower(text: &str, equations: &[Equation], base: u32) -> Result<Lowered, ParseError> {
    let sides = equations.iter().flat_map(|eq| [&eq.lhs, &eq.rhs]);
    check_digits(text, sides, base)?;
    // Sums stay on the fast weighted path, linear relations become
    // conditions beside them; the rest become polynomials.
    // Reserved at once: weighted sums and conditions are large to move as
    // their vectors grow.
    let mut linear = Vec::with_capacity(equations.len());
    let mut conditions = Vec::with_capacity(equations.len());
    let mut polynomials = Vec::new();
    let mut parts;
    for whole in equations {
        // A constraint of `and`s is its operands, each one constraint
        // that its own checks and the linear paths can take.
        let list = if whole.lhs.has_logic() || whole.rhs.has_logic() {
            parts = conjuncts(whole);
            parts.as_slice()
        } else {
            std::slice::from_ref(whole)
        };
        for eq in list {
            if !eq.lhs.has_words() && !eq.rhs.has_words() {
                // True for every assignment or for none: a false one is
                // `0 == 1`, which the solvers see is never met.
                if !constant::holds(text, eq, base)? {
                    linear.push(Linear {
                        weights: [0; MAX_UNKNOWNS],
                        constant: 1,
                    });
                }
                continue;
            }
            if eq.lhs.has_logic() || eq.rhs.has_logic() {
                polynomials.push(polynomial::polynomial(text, eq, base)?);
                continue;
            }
            if eq.relation == Relation::Eq {
                if let Some(sum) = linear::linearize(text, eq, base)? {
                    linear.push(sum);
                    continue;
                }
            } else if let Some(condition) = linear::condition(text, eq, base)? {
                conditions.push(condition);
                continue;
            }
            polynomials.push(polynomial::polynomial(text, eq, base)?);
        }
    }
    Ok(Lowered {
        linear,
        conditions,
        polynomials,
    })
}

/// The constraints a constraint with functions or truth values means: the
/// operands of an `and` at its top one by one (a comparison among them
/// becomes a constraint of that relation), or the constraint itself.
fn conjuncts(eq: &Equation) -> Vec<Equation> {
    let is_and = |e: &Expr| {
        matches!(
            e,
            Expr::Logic {
                op: LogicOp::And,
                ..
            }
        )
    };
    let truth = eq.relation == Relation::Ne
        && matches!(eq.rhs, Expr::Number { value: 0, .. })
        && is_and(&eq.lhs);
    if !truth {
        return vec![eq.clone()];
    }
    let mut parts = Vec::new();
    let mut rest = vec![&eq.lhs];
    while let Some(expr) = rest.pop() {
        match expr {
            Expr::Logic {
                op: LogicOp::And,
                operands,
                ..
            } => rest.extend(operands.iter().rev()),
            Expr::Compare {
                lhs,
                relation,
                rhs,
                span,
            } => parts.push(Equation {
                lhs: (**lhs).clone(),
                relation: *relation,
                rhs: (**rhs).clone(),
                span: span.clone(),
            }),
            other => {
                let span = other.span();
                parts.push(Equation {
                    lhs: other.clone(),
                    relation: Relation::Ne,
                    rhs: Expr::Number {
                        value: 0,
                        span: span.end..span.end,
                    },
                    span,
                });
            }
        }
    }
    parts
}

/// Refuses a digit inside a word of `exprs` that `base` does not have.
pub(crate) fn check_digits<'a>(
    text: &str,
    exprs: impl IntoIterator<Item = &'a Expr>,
    base: u32,
) -> Result<(), ParseError> {
    let mut fault = None;
    for expr in exprs {
        expr.for_each_word(&mut |word| {
            if fault.is_some() || !word.has_digits() {
                return;
            }
            let start = word.span.start;
            fault = text[word.span.clone()]
                .char_indices()
                .find(|&(_, c)| c.to_digit(10).is_some_and(|d| c.is_ascii() && d >= base))
                .map(|(i, c)| (start + i, c));
        });
    }
    let Some((at, c)) = fault else {
        return Ok(());
    };
    // error: invalid digit for base 8: `9`
    //   |
    // 1 | A9 == B
    //   |  ^ not a digit in base 8
    let digit = c.to_digit(10).unwrap_or(0) as u8;
    Err(ParseError::new(
        text,
        ParseErrorKind::DigitTooLarge { digit, base },
        at..at + 1,
        format!("invalid digit for base {base}: `{c}`"),
        format!("not a digit in base {base}"),
    ))
}

/// The greatest common divisor of `a` and `b`, to reduce a fraction or a
/// weighted sum by: 1 where it is 0 (both are 0) or does not fit an
/// `i128` (2^127, whose only multiples in `i128` are 0 and `i128::MIN`),
/// which leaves them unreduced.
pub(super) fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    i128::try_from(a).unwrap_or(1).max(1)
}
