//! Text to tokens: words, numbers, operators, relations, separators and
//! the `|` between the lines of a layout, each with its span in the text.
//!
//! The parser reads the tokens twice over, once for the alphabet and once
//! for the grammar, so the text is scanned only here. A character that no
//! token starts with is refused here, with the list of what a puzzle is
//! made of.

use std::iter::Peekable;
use std::ops::Range;
use std::str::CharIndices;

use crate::lower::rules::Symbols;
use crate::syntax::ast::{BinOp, Relation, is_ignorable, is_letter};
use crate::syntax::error::{ParseError, ParseErrorKind};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Tok {
    Word,
    Number(u64),
    Op(BinOp),
    Open,
    Close,
    Rel(Relation),
    Separator,
    /// `|`, between the lines of a long division or multiplication.
    Line,
}

#[derive(Debug, Clone)]
pub(super) struct Token {
    pub(super) tok: Tok,
    pub(super) span: Range<usize>,
}

/// The tokens of `src`, in order, or the error at the first character
/// that starts none; `symbols` says which characters stand for unknown
/// digits.
pub(super) fn tokenize(src: &str, symbols: Symbols<'_>) -> Result<Vec<Token>, ParseError> {
    // About one token in three characters: room for most puzzles at once.
    let mut tokens = Vec::with_capacity(src.len() / 3 + 4);
    let mut chars = src.char_indices().peekable();
    while let Some((start, ch)) = chars.next() {
        let tok = match ch {
            c if c.is_whitespace() => continue,
            // A soft hyphen or another invisible format character, as text
            // pasted from a web page holds, or a byte-order mark, as editors
            // on some systems write at the start of a file: skipped, inside
            // a word too.
            c if is_ignorable(c) => continue,
            c if symbols.contains(c) || c.is_ascii_digit() || c == '?' => {
                word_or_number(src, start, c, &mut chars, symbols)?
            }
            c if is_letter(c) => {
                return Err(ParseError::new(
                    src,
                    ParseErrorKind::InvalidChar {
                        ch: c,
                        reason: "not one of the puzzle's symbols",
                    },
                    start..start + c.len_utf8(),
                    format!("`{c}` is not one of the puzzle's symbols"),
                    "not a symbol",
                ));
            }
            '+' => Tok::Op(BinOp::Add),
            '-' => Tok::Op(BinOp::Sub),
            '*' => Tok::Op(BinOp::Mul),
            '/' if chars.next_if(|&(_, c)| c == '/').is_some() => Tok::Op(BinOp::FloorDiv),
            '/' => Tok::Op(BinOp::Div),
            '%' => Tok::Op(BinOp::Mod),
            '^' => Tok::Op(BinOp::Pow),
            '(' => Tok::Open,
            ')' => Tok::Close,
            ',' | ';' => Tok::Separator,
            '|' => Tok::Line,
            // `&&` joins equations in some collections, as `,` does here.
            '&' if chars.next_if(|&(_, c)| c == '&').is_some() => Tok::Separator,
            '=' => {
                chars.next_if(|&(_, c)| c == '=');
                // `=<` and `=>` are not operators; say which one is meant
                // rather than report a chain of `=` and `<`.
                if let Some(&(at, c @ ('<' | '>'))) = chars.peek() {
                    return Err(ParseError::new(
                        src,
                        ParseErrorKind::InvalidOperator,
                        start..at + 1,
                        format!("`{}` is not a comparison operator", &src[start..at + 1]),
                        format!("did you mean `{c}=`?"),
                    ));
                }
                Tok::Rel(Relation::Eq)
            }
            '!' => {
                if chars.next_if(|&(_, c)| c == '=').is_none() {
                    return Err(ParseError::new(
                        src,
                        ParseErrorKind::InvalidOperator,
                        start..start + 1,
                        "`!` is not an operator on its own",
                        "did you mean `!=`?",
                    ));
                }
                Tok::Rel(Relation::Ne)
            }
            '<' if chars.next_if(|&(_, c)| c == '=').is_some() => Tok::Rel(Relation::Le),
            '<' => Tok::Rel(Relation::Lt),
            '>' if chars.next_if(|&(_, c)| c == '=').is_some() => Tok::Rel(Relation::Ge),
            '>' => Tok::Rel(Relation::Gt),
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

/// The word or number that starts with `c` at byte `start`, `chars` just
/// past `c`: a run of letters, digits and `?`s, a word if it holds a letter
/// or a `?`, a number otherwise.
fn word_or_number(
    src: &str,
    start: usize,
    c: char,
    chars: &mut Peekable<CharIndices<'_>>,
    symbols: Symbols<'_>,
) -> Result<Tok, ParseError> {
    let unknown = |c: char| symbols.contains(c) || c == '?';
    let mut word = unknown(c);
    let part = |c: char| unknown(c) || c.is_ascii_digit() || is_ignorable(c);
    while let Some((_, c)) = chars.next_if(|&(_, c)| part(c)) {
        word |= unknown(c);
    }
    let end = chars.peek().map_or(src.len(), |&(i, _)| i);
    if word {
        if c == '0' && !symbols.contains('0') {
            return Err(ParseError::new(
                src,
                ParseErrorKind::LeadingZero,
                start..start + 1,
                "a word cannot start with `0`",
                "leading `0`",
            ));
        }
        Ok(Tok::Word)
    } else {
        let digits: String = src[start..end]
            .chars()
            .filter(|&c| !is_ignorable(c))
            .collect();
        let Ok(value) = digits.parse() else {
            return Err(ParseError::new(
                src,
                ParseErrorKind::LiteralTooLarge,
                start..end,
                "integer literal is too large",
                format!("a number must be at most {}", u64::MAX),
            ));
        };
        Ok(Tok::Number(value))
    }
}

fn invalid_char_reason(_: char) -> &'static str {
    "a puzzle is made of words, numbers, `+ - * / // % ^`, parentheses, \
     `== != < <= > >=`, `,`, `;` or `&&` between constraints, `?` for a \
     missing digit, and `|` between the lines of a long division"
}
