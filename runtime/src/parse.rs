//! Text to equations: the one parser behind `Puzzle::parse` and `alphametic!`.
//!
//! The grammar, with free whitespace:
//!
//! ```text
//! puzzle   = equation { ("," | ";") equation }
//! equation = side ("==" | "=") side
//! side     = word { ("+" | "-") word }
//! word     = "A".."Z" { "A".."Z" }
//! ```

use std::ops::Range;

use crate::ast::{BinOp, Equation, Expr, Word};
use crate::error::{ParseError, ParseErrorKind};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tok {
    Word,
    Op(BinOp),
    Equals,
    Separator,
}

#[derive(Debug, Clone)]
struct Token {
    tok: Tok,
    span: Range<usize>,
}

/// Parses the text of a puzzle into its equations.
pub(crate) fn parse_equations(src: &str) -> Result<Vec<Equation>, ParseError> {
    let tokens = tokenize(src)?;
    if tokens.is_empty() {
        return Err(ParseError::new(
            src,
            ParseErrorKind::Empty,
            0..src.len(),
            "the puzzle is empty",
            "expected an equation such as `SEND + MORE == MONEY`",
        ));
    }
    let mut equations = Vec::new();
    let mut rest = tokens.as_slice();
    loop {
        let end = rest
            .iter()
            .position(|t| t.tok == Tok::Separator)
            .unwrap_or(rest.len());
        let (equation, tail) = rest.split_at(end);
        if equation.is_empty() {
            // The separator at `tail[0]` (or the end of the text) has no
            // equation before it.
            let at = tail
                .first()
                .map_or(src.len()..src.len(), |t| t.span.clone());
            return Err(ParseError::new(
                src,
                ParseErrorKind::EmptyEquation,
                at,
                "expected an equation before this separator",
                "no equation before this",
            ));
        }
        equations.push(parse_equation(src, equation)?);
        match tail.split_first() {
            None => return Ok(equations),
            Some((separator, [])) => {
                return Err(ParseError::new(
                    src,
                    ParseErrorKind::EmptyEquation,
                    separator.span.clone(),
                    "expected an equation after this separator",
                    "no equation after this",
                ));
            }
            Some((_, after)) => rest = after,
        }
    }
}

fn tokenize(src: &str) -> Result<Vec<Token>, ParseError> {
    let mut tokens = Vec::new();
    let mut chars = src.char_indices().peekable();
    while let Some((start, ch)) = chars.next() {
        let tok = match ch {
            c if c.is_whitespace() => continue,
            'A'..='Z' => {
                while chars.next_if(|(_, c)| c.is_ascii_uppercase()).is_some() {}
                Tok::Word
            }
            '+' => Tok::Op(BinOp::Add),
            '-' => Tok::Op(BinOp::Sub),
            ',' | ';' => Tok::Separator,
            '=' => {
                chars.next_if(|&(_, c)| c == '=');
                Tok::Equals
            }
            _ => {
                let reason = invalid_char_reason(ch);
                return Err(ParseError::new(
                    src,
                    ParseErrorKind::InvalidChar { ch, reason },
                    start..start + ch.len_utf8(),
                    format!("character `{}` is not allowed: {reason}", ch.escape_debug()),
                    "not allowed",
                ));
            }
        };
        let end = chars.peek().map_or(src.len(), |&(i, _)| i);
        tokens.push(Token {
            tok,
            span: start..end,
        });
    }
    Ok(tokens)
}

fn invalid_char_reason(ch: char) -> &'static str {
    match ch {
        'a'..='z' => "words are written in capital letters `A` to `Z`",
        '0'..='9' => "numbers are not part of the puzzle language, only words",
        '*' | '/' | '^' | '(' | ')' => "terms are words joined by `+` and `-`",
        _ => "a puzzle is made of words, `+`, `-`, `==`, and `,` or `;` between equations",
    }
}

fn parse_equation(src: &str, tokens: &[Token]) -> Result<Equation, ParseError> {
    let span = tokens[0].span.start..tokens[tokens.len() - 1].span.end;
    let mut equals = tokens
        .iter()
        .enumerate()
        .filter(|(_, t)| t.tok == Tok::Equals);
    let Some((at, _)) = equals.next() else {
        return Err(ParseError::new(
            src,
            ParseErrorKind::MissingEquals,
            span,
            "expected `==` in this equation",
            "no `==` here",
        ));
    };
    if let Some((_, second)) = equals.next() {
        return Err(ParseError::new(
            src,
            ParseErrorKind::ExtraEquals,
            second.span.clone(),
            "an equation has only one `==`",
            "second `==`",
        ));
    }
    let (lhs, rhs) = (&tokens[..at], &tokens[at + 1..]);
    let eq = &tokens[at];
    Ok(Equation {
        lhs: parse_side(src, lhs, eq, Side::Left)?,
        rhs: parse_side(src, rhs, eq, Side::Right)?,
        span,
    })
}

#[derive(Clone, Copy)]
enum Side {
    Left,
    Right,
}

/// Parses `word { op word }` into a left-leaning tree of `Binary` nodes.
fn parse_side(src: &str, tokens: &[Token], eq: &Token, side: Side) -> Result<Expr, ParseError> {
    let empty_term = |span: Range<usize>, message: String, label: &str| {
        ParseError::new(src, ParseErrorKind::EmptyTerm, span, message, label)
    };
    let Some((first, rest)) = tokens.split_first() else {
        let (message, label) = match side {
            Side::Left => ("expected a word before `==`", "expected a word before this"),
            Side::Right => ("expected a word after `==`", "expected a word after this"),
        };
        return Err(empty_term(eq.span.clone(), message.into(), label));
    };
    let mut expr = match first.tok {
        Tok::Word => Expr::Word(word(src, first)),
        _ => {
            let message = format!("expected a word before `{}`", &src[first.span.clone()]);
            return Err(empty_term(
                first.span.clone(),
                message,
                "expected a word before this",
            ));
        }
    };
    let mut rest = rest;
    while let Some((op, tail)) = rest.split_first() {
        let Tok::Op(bin_op) = op.tok else {
            // Two words in a row: the only other token a side can hold.
            return Err(ParseError::new(
                src,
                ParseErrorKind::MissingOperator,
                op.span.clone(),
                "expected `+`, `-` or `==` between two words",
                "expected an operator before this word",
            ));
        };
        let Some((operand, tail)) = tail.split_first().filter(|(t, _)| t.tok == Tok::Word) else {
            let message = format!("expected a word after `{}`", &src[op.span.clone()]);
            return Err(empty_term(
                op.span.clone(),
                message,
                "expected a word after this",
            ));
        };
        expr = Expr::Binary {
            op: bin_op,
            lhs: Box::new(expr),
            rhs: Box::new(Expr::Word(word(src, operand))),
        };
        rest = tail;
    }
    Ok(expr)
}

fn word(src: &str, token: &Token) -> Word {
    Word {
        letters: src[token.span.clone()].bytes().map(|b| b - b'A').collect(),
        span: token.span.clone(),
    }
}
