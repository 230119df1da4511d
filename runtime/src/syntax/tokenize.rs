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
use crate::syntax::ast::{BinOp, Func, LogicOp, Relation, is_ignorable, is_letter};
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
    /// The name of a function, just before its `(`.
    Func(Func),
    /// `and` or `or` between truth values.
    Logic(LogicOp),
    /// `not` before a truth value.
    Not,
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
            c if (c.is_ascii_lowercase() || c == '_')
                && let Some(func) = function(src, start, &mut chars)? =>
            {
                Tok::Func(func)
            }
            c if symbols.contains(c) || c.is_ascii_digit() || c == '?' => {
                word_or_number(src, start, c, &mut chars, symbols)?
            }
            // `and`, `or` and `not` are keywords even where letters are not
            // symbols; whether they stand as keywords is decided below.
            c if is_letter(c) && keyword_at(src, start) => {
                while chars.next_if(|&(_, c)| is_letter(c)).is_some() {}
                Tok::Word
            }
            c if is_letter(c) => return Err(not_a_symbol(src, start, c)),
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
    keywords(src, &mut tokens);
    // A word left of letters that are not symbols: `and`, `or` or `not`
    // where no keyword can stand.
    for t in tokens.iter().filter(|t| t.tok == Tok::Word) {
        if let Some((i, c)) = src[t.span.clone()]
            .char_indices()
            .find(|&(_, c)| is_letter(c) && !symbols.contains(c))
        {
            return Err(not_a_symbol(src, t.span.start + i, c));
        }
    }
    Ok(tokens)
}

/// Whether the letters at `start` are the whole word `and`, `or` or
/// `not`.
fn keyword_at(src: &str, start: usize) -> bool {
    let rest = &src[start..];
    let len = rest.find(|c: char| !is_letter(c)).unwrap_or(rest.len());
    matches!(&rest[..len], "and" | "or" | "not")
}

/// The error at letter `c`, at byte `at`, that the options do not make a
/// symbol.
fn not_a_symbol(src: &str, at: usize, c: char) -> ParseError {
    ParseError::new(
        src,
        ParseErrorKind::InvalidChar {
            ch: c,
            reason: "not one of the puzzle's symbols",
        },
        at..at + c.len_utf8(),
        format!("`{c}` is not one of the puzzle's symbols"),
        "not a symbol",
    )
}

/// The function whose name starts at byte `start`, `chars` just past its
/// first character: a run of ASCII lowercase letters, digits and `_`
/// right before a `(`, that holds a `_` or is the name of a function.
/// Any other run is left to be a word (lowercase letters are letters of
/// the puzzle: `abc + def == ghi`), and `chars` is left as it was. A
/// word right before `(` was an error before functions existed, so no
/// puzzle that parsed changes meaning.
fn function(
    src: &str,
    start: usize,
    chars: &mut Peekable<CharIndices<'_>>,
) -> Result<Option<Func>, ParseError> {
    let name_char = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_';
    let len = src[start..]
        .find(|c: char| !name_char(c))
        .unwrap_or(src.len() - start);
    let name = &src[start..start + len];
    if !src[start + len..].starts_with('(') {
        return Ok(None);
    }
    let func = Func::from_name(name);
    if func.is_none() && !name.contains('_') {
        return Ok(None);
    }
    let Some(func) = func else {
        // error: unknown function `is_even`
        //   |
        // 1 | is_even(AB)
        //   | ^^^^^^^ not a function of the puzzle language
        let known: Vec<String> = Func::ALL
            .iter()
            .map(|f| format!("`{}`", f.name()))
            .collect();
        return Err(ParseError::new(
            src,
            ParseErrorKind::UnknownFunction {
                name: name.to_owned(),
            },
            start..start + len,
            format!(
                "unknown function `{name}`: the functions are {}",
                known.join(", ")
            ),
            "not a function of the puzzle language",
        ));
    };
    while chars.next_if(|&(at, _)| at < start + len).is_some() {}
    Ok(Some(func))
}

/// Turns the words `and`, `or` and `not` into keywords where a word could
/// not stand: `and` and `or` after an operand or before one, `not` before
/// an operand and not after one. Two operands side by side were an error
/// before these keywords existed, so a puzzle with a word `and`, `or` or
/// `not` that parsed (`not + or == and`) keeps its meaning. The lines of a
/// long division or multiplication have no keywords.
fn keywords(src: &str, tokens: &mut [Token]) {
    if tokens.iter().any(|t| t.tok == Tok::Line) {
        return;
    }
    let ends = |t: Option<&Token>| {
        t.is_some_and(|t| matches!(t.tok, Tok::Word | Tok::Number(_) | Tok::Close))
    };
    let starts = |t: Option<&Token>| {
        t.is_some_and(|t| matches!(t.tok, Tok::Word | Tok::Number(_) | Tok::Open | Tok::Func(_)))
    };
    for i in 0..tokens.len() {
        if tokens[i].tok != Tok::Word {
            continue;
        }
        let before = i.checked_sub(1).map(|j| &tokens[j]);
        let after = tokens.get(i + 1);
        let keyword = match &src[tokens[i].span.clone()] {
            "and" if ends(before) || starts(after) => Tok::Logic(LogicOp::And),
            "or" if ends(before) || starts(after) => Tok::Logic(LogicOp::Or),
            "not" if !ends(before) && starts(after) => Tok::Not,
            _ => continue,
        };
        tokens[i].tok = keyword;
    }
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
