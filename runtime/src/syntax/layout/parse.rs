//! The text of a long division or multiplication to its [`Layout`]: the
//! head `a / b = c` or `a * b = c`, then its lines after `|`s.
//!
//! Only the shape is read here, the words of every line in their places;
//! whether the lines fit the head is the layout's own check.

use std::ops::Range;

use crate::syntax::alphabet::{Alphabet, word_of};
use crate::syntax::ast::{BinOp, Relation};
use crate::syntax::error::{ParseError, ParseErrorKind};
use crate::syntax::layout::Layout;
use crate::syntax::tokenize::{Tok, Token};

/// Reads a long division or multiplication: `a / b = c` or `a * b = c`,
/// then its lines after `|`s.
pub(in crate::syntax) fn parse_layout(
    src: &str,
    tokens: &[Token],
    alphabet: &Alphabet,
) -> Result<Layout, ParseError> {
    let bad = |span: Range<usize>, message: &str, label: &str| {
        ParseError::new(src, ParseErrorKind::BadLayout, span, message, label)
    };
    // A layout writes its numbers as words: none starts with `0`.
    if let Some(t) = tokens.iter().find(|t| {
        matches!(t.tok, Tok::Number(_)) && t.span.len() > 1 && src[t.span.clone()].starts_with('0')
    }) {
        let at = t.span.start;
        return Err(ParseError::new(
            src,
            ParseErrorKind::LeadingZero,
            at..at + 1,
            "a number of a layout cannot start with `0`",
            "leading `0`",
        ));
    }
    let mut lines = tokens.split(|t| t.tok == Tok::Line);
    let head = lines.next().unwrap_or_default();
    let word = |t: &Token| word_of(src, t, alphabet);
    let whole = |line: &[Token]| match (line.first(), line.last()) {
        (Some(a), Some(b)) => a.span.start..b.span.end,
        _ => tokens
            .iter()
            .find(|t| t.tok == Tok::Line)
            .map_or(0..0, |t| t.span.clone()),
    };
    let (a, op, b, c) = match head {
        [a, op, b, eq, c] if eq.tok == Tok::Rel(Relation::Eq) => {
            match (word(a), &op.tok, word(b), word(c)) {
                (Some(a), Tok::Op(op @ (BinOp::Div | BinOp::Mul)), Some(b), Some(c)) => {
                    (a, *op, b, c)
                }
                _ => {
                    return Err(bad(
                        whole(head),
                        "a layout starts with `dividend / divisor = quotient` or `a * b = product`",
                        "not a division or a multiplication of two numbers",
                    ));
                }
            }
        }
        _ => {
            return Err(bad(
                whole(head),
                "a layout starts with `dividend / divisor = quotient` or `a * b = product`",
                "not a division or a multiplication of two numbers",
            ));
        }
    };
    if op == BinOp::Div {
        let mut steps = Vec::new();
        for line in lines {
            steps.push(match line {
                [] => None,
                [x, minus, y, eq, z]
                    if minus.tok == Tok::Op(BinOp::Sub) && eq.tok == Tok::Rel(Relation::Eq) =>
                {
                    match (word(x), word(y), word(z)) {
                        (Some(x), Some(y), Some(z)) => Some([x, y, z]),
                        _ => return Err(bad_step(src, line, whole(line))),
                    }
                }
                _ => return Err(bad_step(src, line, whole(line))),
            });
        }
        Ok(Layout::Division {
            dividend: a,
            divisor: b,
            quotient: c,
            steps,
        })
    } else {
        let mut partials = Vec::new();
        for line in lines {
            partials.push(match line {
                [] => None,
                [p] => match word(p) {
                    Some(p) => Some(p),
                    None => return Err(bad_partial(src, whole(line))),
                },
                _ => return Err(bad_partial(src, whole(line))),
            });
        }
        Ok(Layout::Multiplication {
            multiplicand: a,
            multiplier: b,
            product: c,
            lines: partials,
        })
    }
}

fn bad_step(src: &str, _line: &[Token], span: Range<usize>) -> ParseError {
    ParseError::new(
        src,
        ParseErrorKind::BadLayout,
        span,
        "a step of a long division is `x - y = z`, or empty for a quotient digit 0",
        "not a subtraction of two numbers",
    )
}

fn bad_partial(src: &str, span: Range<usize>) -> ParseError {
    ParseError::new(
        src,
        ParseErrorKind::BadLayout,
        span,
        "a line of a long multiplication is one number, or empty for a digit 0",
        "not one number",
    )
}
