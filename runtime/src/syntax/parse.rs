//! Text to equations: the one parser behind `Puzzle::parse` and `alphametic!`.
//!
//! The grammar, with free whitespace and the usual precedence:
//!
//! ```text
//! puzzle   = equation { ("," | ";" | "&&") equation }
//! equation = expr relation expr | condition
//! relation = "==" | "=" | "!=" | "<" | "<=" | ">" | ">="
//! condition   = conjunction { "or" conjunction }
//! conjunction = negation { "and" negation }
//! negation    = "not" negation | comparison
//! comparison  = expr [ relation expr ]
//! expr     = term { ("+" | "-") term }
//! term     = unary { ("*" | "/" | "//" | "%") unary }
//! unary    = "-" unary | power
//! power    = atom [ "^" exponent ]
//! exponent = (word | number) [ "^" exponent ]
//! atom     = word | number | call | "(" expr ")" | "(" condition ")"
//! call     = name "(" condition { "," condition } ")"
//! word     = a run of letters and digits that holds a letter
//! letter   = any Unicode letter or combining mark, each code point one
//! number   = "0".."9" { "0".."9" }
//! ```
//!
//! A digit inside a word is that place's digit in the puzzle's base, and a
//! word may not start with `0`. A constraint has one relation: a chain
//! such as `A < B < C` is refused, with a message that says to write
//! `A < B, B < C`.
//!
//! A constraint with a function, `and`, `or`, `not` or a relation inside
//! parentheses is read as a `condition`: parentheses and arguments then
//! hold conditions, a comparison at the top is the constraint's relation,
//! and any other condition `c` is the constraint `c != 0`. Every other
//! constraint is read as `expr relation expr`, side by side, as it was
//! before conditions existed. The tokenizer says which lowercase runs are
//! function names and which `and`, `or` and `not` are keywords.
//!
//! `^` is right-associative and binds tighter than unary minus, so `-A ^ 2`
//! is `-(A ^ 2)`. An exponent is a word or a number, never an expression
//! that could be negative or fractional. Numbers are decimal in any base.
//!
//! This module holds the grammar; the text is cut into tokens by
//! `tokenize`, its unknowns are collected by `alphabet` before the grammar
//! runs, and a layout's lines are read by `layout`.

use std::ops::Range;

use crate::lower::rules::Symbols;
use crate::syntax::alphabet::{Alphabet, alphabet, word_of};
use crate::syntax::ast::{BinOp, Equation, Expr, Func, LogicOp, Operand, Relation};
use crate::syntax::error::{ParseError, ParseErrorKind};
use crate::syntax::layout::{Layout, parse_layout};
use crate::syntax::tokenize::{Tok, Token, tokenize};

/// Parentheses and unary minus may nest this deep; deeper input is refused
/// rather than risking the stack of the recursive descent.
pub const MAX_NESTING: usize = 64;

/// The longest puzzle text accepted, in bytes: 1 MiB. Room for a sum of
/// 200,000 words, and a bound on the memory a puzzle can take (the parse,
/// the weights and the plan grow with the text, never with the number of
/// solutions).
pub const MAX_LEN: usize = 1 << 20;

/// A puzzle's text, parsed.
pub(crate) struct ParsedPuzzle {
    /// The constraints, those of a layout among them.
    pub(crate) equations: Vec<Equation>,
    /// The unknowns their words index: each distinct letter once, in
    /// code-point order, then a `?` for each `?` in the order written.
    pub(crate) alphabet: Vec<char>,
    /// The long division or multiplication the text lays out, if it does.
    pub(crate) layout: Option<Layout>,
    /// Equations the layout implies that help a solver
    /// ([`Equations::aids`](super::layout::Equations)).
    pub(crate) aids: Vec<Equation>,
    /// How many constraints follow a layout, at the end of `equations`.
    pub(crate) extras: usize,
}

/// Parses the text of a puzzle into its equations, and the alphabet their
/// letters index: each distinct letter once, in code-point order.
pub(crate) fn parse_equations(
    src: &str,
    symbols: Symbols<'_>,
) -> Result<(Vec<Equation>, Vec<char>), ParseError> {
    parse_puzzle(src, symbols).map(|parsed| (parsed.equations, parsed.alphabet))
}

/// Parses the text of a puzzle: its equations, or its layout and the
/// equations that mean the same.
pub(crate) fn parse_puzzle(src: &str, symbols: Symbols<'_>) -> Result<ParsedPuzzle, ParseError> {
    let (tokens, alphabet) = read_tokens(src, "puzzle", symbols)?;
    if tokens.iter().any(|t| t.tok == Tok::Line) {
        // A layout, then perhaps constraints of its letters after a
        // separator: "the quotient is a prime" beside the division.
        let end = tokens
            .iter()
            .position(|t| t.tok == Tok::Separator)
            .unwrap_or(tokens.len());
        let (head, tail) = tokens.split_at(end);
        if let Some(line) = tail.iter().find(|t| t.tok == Tok::Line) {
            return Err(ParseError::new(
                src,
                ParseErrorKind::BadLayout,
                line.span.clone(),
                "a long division or multiplication comes first, its constraints after it",
                "a line of the layout after a constraint",
            ));
        }
        let layout = parse_layout(src, head, &alphabet)?;
        let equations = layout.equations().map_err(|f| {
            ParseError::new(src, ParseErrorKind::BadLayout, f.span, f.message, f.label)
        })?;
        let mut meaning = equations.meaning;
        let extra = match tail.split_first() {
            Some((_, rest)) => constraints(src, rest, &alphabet)?,
            None => Vec::new(),
        };
        let extras = extra.len();
        meaning.extend(extra);
        return Ok(ParsedPuzzle {
            equations: meaning,
            alphabet: alphabet.into_unknowns(),
            layout: Some(layout),
            aids: equations.aids,
            extras,
        });
    }
    if tokens.is_empty() {
        return Err(ParseError::new(
            src,
            ParseErrorKind::Empty,
            0..src.len(),
            "the puzzle is empty",
            "expected an equation such as `SEND + MORE == MONEY`",
        ));
    }
    let equations = constraints(src, &tokens, &alphabet)?;
    Ok(ParsedPuzzle {
        equations,
        alphabet: alphabet.into_unknowns(),
        layout: None,
        aids: Vec::new(),
        extras: 0,
    })
}

/// The constraints of `tokens`, separated by `,`, `;` or `&&`.
fn constraints(
    src: &str,
    tokens: &[Token],
    alphabet: &Alphabet,
) -> Result<Vec<Equation>, ParseError> {
    let mut equations = Vec::new();
    let mut rest = tokens;
    loop {
        let end = separator(rest).unwrap_or(rest.len());
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
        equations.push(parse_equation(src, equation, alphabet)?);
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

/// Parses `src` as one expression with no relation (the answer a puzzle
/// asks for, such as `DRAGON` or `A + B`), and the alphabet its letters
/// index.
pub(crate) fn parse_expression(
    src: &str,
    symbols: Symbols<'_>,
) -> Result<(Expr, Vec<char>), ParseError> {
    let (tokens, alphabet) = read_tokens(src, "expression", symbols)?;
    if tokens.is_empty() {
        return Err(ParseError::new(
            src,
            ParseErrorKind::Empty,
            0..src.len(),
            "the expression is empty",
            "expected a word or an expression such as `DRAGON` or `A + B`",
        ));
    }
    if let Some(token) = tokens
        .iter()
        .find(|t| matches!(t.tok, Tok::Rel(_) | Tok::Separator | Tok::Line))
    {
        return Err(ParseError::new(
            src,
            ParseErrorKind::NotAnExpression,
            token.span.clone(),
            "expected an expression, not an equation",
            "an expression has no relation or separator",
        ));
    }
    // Where a relation would stand, for the messages of an empty side.
    let end = Token {
        tok: Tok::Rel(Relation::Eq),
        span: src.len()..src.len(),
    };
    if let Some(&at) = alphabet.blanks.first() {
        return Err(ParseError::new(
            src,
            ParseErrorKind::NotAnExpression,
            at..at + 1,
            "an answer cannot hold a `?`",
            "a `?` stands for a digit of the puzzle, not of the answer",
        ));
    }
    let expr = parse_side(src, &tokens, &end, Side::Left, &alphabet)?;
    Ok((expr, alphabet.letters))
}

/// The tokens of `src`, a `what` ("puzzle" or "expression") no longer
/// than [`MAX_LEN`], and the alphabet of its words.
fn read_tokens(
    src: &str,
    what: &str,
    symbols: Symbols<'_>,
) -> Result<(Vec<Token>, Alphabet), ParseError> {
    if src.len() > MAX_LEN {
        // The caret points at the first character past the limit.
        let at = (MAX_LEN..src.len())
            .find(|&i| src.is_char_boundary(i))
            .unwrap_or(src.len());
        let len = src.len();
        return Err(ParseError::new(
            src,
            ParseErrorKind::TooLong { len },
            at..at,
            format!("the {what} is too long: {len} bytes, at most {MAX_LEN}"),
            "the limit is here",
        ));
    }
    let tokens = tokenize(src, symbols)?;
    let alphabet = alphabet(src, &tokens, symbols)?;
    Ok((tokens, alphabet))
}

/// The place of the first separator between constraints in `tokens`: one
/// that no function's parentheses enclose, since `,` also separates the
/// arguments of `gcd(AB, CD)`.
fn separator(tokens: &[Token]) -> Option<usize> {
    // Per open parenthesis, whether it opens a call; and how many do.
    let mut open = Vec::new();
    let mut calls = 0usize;
    for (i, t) in tokens.iter().enumerate() {
        match t.tok {
            Tok::Open => {
                let call = i > 0 && matches!(tokens[i - 1].tok, Tok::Func(_));
                calls += usize::from(call);
                open.push(call);
            }
            Tok::Close => calls -= usize::from(open.pop().unwrap_or(false)),
            Tok::Separator if calls == 0 => return Some(i),
            _ => {}
        }
    }
    None
}

/// Whether the constraint of `tokens` needs the grammar of truth values:
/// it holds a function, `and`, `or` or `not`, or a relation inside a
/// pair of parentheses (other than one around the whole constraint,
/// which says nothing a constraint without them does not). Any other
/// constraint is read side by side, as before these existed, with the
/// same messages.
fn is_logical(tokens: &[Token]) -> bool {
    // Per open parenthesis, where it is and how many relations came
    // before it.
    let mut open = Vec::new();
    let mut relations = 0usize;
    for (i, t) in tokens.iter().enumerate() {
        match t.tok {
            Tok::Func(_) | Tok::Logic(_) | Tok::Not => return true,
            Tok::Rel(_) => relations += 1,
            Tok::Open => open.push((i, relations)),
            Tok::Close => {
                let whole = |at: usize| at == 0 && i + 1 == tokens.len();
                if open
                    .pop()
                    .is_some_and(|(at, before)| before < relations && !whole(at))
                {
                    return true;
                }
            }
            _ => {}
        }
    }
    false
}

fn parse_equation(
    src: &str,
    tokens: &[Token],
    alphabet: &Alphabet,
) -> Result<Equation, ParseError> {
    let span = tokens[0].span.start..tokens[tokens.len() - 1].span.end;
    if is_logical(tokens) {
        return parse_condition(src, tokens, alphabet, span);
    }
    let mut relations = tokens.iter().enumerate().filter_map(|(i, t)| match t.tok {
        Tok::Rel(relation) => Some((i, relation)),
        _ => None,
    });
    let Some((at, relation)) = relations.next() else {
        return Err(ParseError::new(
            src,
            ParseErrorKind::MissingEquals,
            span,
            "expected `==` in this equation",
            "no `==` here",
        ));
    };
    if let Some((next, second)) = relations.next() {
        let second_span = tokens[next].span.clone();
        if relation == Relation::Eq && second == Relation::Eq {
            return Err(ParseError::new(
                src,
                ParseErrorKind::ExtraEquals,
                second_span,
                "an equation has only one `==`",
                format!("second `{}`", &src[tokens[next].span.clone()]),
            ));
        }
        if next == at + 1 {
            // `A < < B`: the second relation stands where a term should.
            let first = &src[tokens[at].span.clone()];
            return Err(ParseError::new(
                src,
                ParseErrorKind::EmptyTerm,
                tokens[at].span.clone(),
                format!("expected a word or a number after `{first}`"),
                "expected a word or a number after this",
            ));
        }
        return Err(ParseError::new(
            src,
            ParseErrorKind::ChainedComparison,
            second_span,
            "comparison operators cannot be chained",
            "a second comparison: write `A < B, B < C` for `A < B < C`",
        ));
    }
    let (lhs, rhs) = (&tokens[..at], &tokens[at + 1..]);
    let eq = &tokens[at];
    Ok(Equation {
        lhs: parse_side(src, lhs, eq, Side::Left, alphabet)?,
        relation,
        rhs: parse_side(src, rhs, eq, Side::Right, alphabet)?,
        span,
    })
}

/// Parses a constraint in the grammar of truth values. A comparison at
/// the top is the constraint's relation; anything else is a truth value,
/// the constraint `value != 0`.
fn parse_condition(
    src: &str,
    tokens: &[Token],
    alphabet: &Alphabet,
    span: Range<usize>,
) -> Result<Equation, ParseError> {
    let mut parser = Parser {
        src,
        tokens,
        alphabet,
        pos: 0,
        depth: 0,
        before_equals: None,
        logic: true,
    };
    let (expr, _) = parser.condition().map_err(|e| *e)?;
    if let Some(t) = parser.peek() {
        return Err(*match t.tok {
            Tok::Close => parser.error(
                ParseErrorKind::UnbalancedParen,
                t.span.clone(),
                "unexpected closing `)`",
                "no `(` opens this",
            ),
            Tok::Separator => parser.error(
                ParseErrorKind::MissingOperator,
                t.span.clone(),
                "expected `)` or an operator",
                "a separator inside parentheses",
            ),
            _ => parser.missing_operator(t),
        });
    }
    Ok(match expr {
        Expr::Compare {
            lhs, relation, rhs, ..
        } => Equation {
            lhs: *lhs,
            relation,
            rhs: *rhs,
            span,
        },
        value => Equation {
            lhs: value,
            relation: Relation::Ne,
            rhs: Expr::Number {
                value: 0,
                span: span.end..span.end,
            },
            span,
        },
    })
}

#[derive(Clone, Copy)]
enum Side {
    Left,
    Right,
}

/// Parses one side of an equation.
fn parse_side(
    src: &str,
    tokens: &[Token],
    eq: &Token,
    side: Side,
    alphabet: &Alphabet,
) -> Result<Expr, ParseError> {
    // The messages name `==` as before, and the relation as written when it
    // is another one.
    let symbol = match eq.tok {
        Tok::Rel(relation) if relation != Relation::Eq => relation.symbol(),
        _ => "==",
    };
    if tokens.is_empty() {
        let (message, label) = match side {
            Side::Left => (
                format!("expected an expression before `{symbol}`"),
                "expected a word or a number before this",
            ),
            Side::Right => (
                format!("expected an expression after `{symbol}`"),
                "expected a word or a number after this",
            ),
        };
        return Err(ParseError::new(
            src,
            ParseErrorKind::EmptyTerm,
            eq.span.clone(),
            message,
            label,
        ));
    }
    let mut parser = Parser {
        src,
        tokens,
        alphabet,
        pos: 0,
        depth: 0,
        before_equals: matches!(side, Side::Left).then_some(symbol),
        logic: false,
    };
    let (expr, _) = parser.expr().map_err(|e| *e)?;
    match parser.peek() {
        None => Ok(expr),
        Some(t) if t.tok == Tok::Close => Err(*parser.error(
            ParseErrorKind::UnbalancedParen,
            t.span.clone(),
            "unexpected closing `)`",
            "no `(` opens this",
        )),
        Some(t) => Err(*parser.missing_operator(t)),
    }
}

/// A recursive-descent parser over the tokens of one side. Every method
/// returns the expression with its span, parentheses included.
struct Parser<'a> {
    src: &'a str,
    tokens: &'a [Token],
    /// The puzzle's letters, which a word's letters index.
    alphabet: &'a Alphabet,
    pos: usize,
    depth: usize,
    /// The relation this side ends at, which no parenthesis can span;
    /// `None` on the right side.
    before_equals: Option<&'static str>,
    /// Whether the tokens are a whole constraint in the grammar of truth
    /// values, where parentheses and arguments may hold relations, `and`,
    /// `or` and `not`.
    logic: bool,
}

/// An expression and its span, or why there is none. The error is boxed so
/// that the result, returned through every level of the grammar for every
/// operand, stays small.
type Parsed = Result<(Expr, Range<usize>), Box<ParseError>>;

impl Parser<'_> {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.pos)
    }

    /// Takes the next token if it is the operator `op`.
    fn eat_op(&mut self, ops: &[BinOp]) -> Option<BinOp> {
        match self.peek()?.tok {
            Tok::Op(op) if ops.contains(&op) => {
                self.pos += 1;
                Some(op)
            }
            _ => None,
        }
    }

    fn error(
        &self,
        kind: ParseErrorKind,
        span: Range<usize>,
        message: impl Into<String>,
        label: impl Into<String>,
    ) -> Box<ParseError> {
        Box::new(ParseError::new(self.src, kind, span, message, label))
    }

    fn missing_operator(&self, t: &Token) -> Box<ParseError> {
        self.error(
            ParseErrorKind::MissingOperator,
            t.span.clone(),
            "expected an operator between two terms",
            "expected an operator before this",
        )
    }

    /// The error for a missing operand where the next token is.
    fn missing_operand(&self) -> Box<ParseError> {
        let text = |t: &Token| &self.src[t.span.clone()];
        match (
            self.pos.checked_sub(1).map(|i| &self.tokens[i]),
            self.peek(),
        ) {
            (Some(before), _) => self.error(
                ParseErrorKind::EmptyTerm,
                before.span.clone(),
                format!("expected a word or a number after `{}`", text(before)),
                "expected a word or a number after this",
            ),
            (None, Some(next)) => self.error(
                ParseErrorKind::EmptyTerm,
                next.span.clone(),
                format!("expected a word or a number before `{}`", text(next)),
                "expected a word or a number before this",
            ),
            (None, None) => unreachable!("a side has at least one token"),
        }
    }

    /// Counts one level of nesting, refusing too many.
    fn nest(&mut self, at: &Range<usize>) -> Result<(), Box<ParseError>> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.error(
                ParseErrorKind::TooDeep,
                at.clone(),
                format!("expression nested too deeply: at most {MAX_NESTING} levels are allowed"),
                "one level too many",
            ));
        }
        Ok(())
    }

    fn binary(
        op: BinOp,
        (lhs, l): (Expr, Range<usize>),
        (rhs, r): (Expr, Range<usize>),
    ) -> (Expr, Range<usize>) {
        let span = l.start..r.end;
        let expr = Expr::Binary {
            op,
            lhs: Box::new(lhs),
            rhs: Box::new(rhs),
            span: span.clone(),
        };
        (expr, span)
    }

    /// `expr = term { ("+" | "-") term }`
    fn expr(&mut self) -> Parsed {
        self.chain(&[BinOp::Add, BinOp::Sub], Self::term)
    }

    /// `term = unary { ("*" | "/" | "//" | "%") unary }`
    fn term(&mut self) -> Parsed {
        self.chain(
            &[BinOp::Mul, BinOp::Div, BinOp::FloorDiv, BinOp::Mod],
            Self::unary,
        )
    }

    /// Operands parsed by `operand`, joined by any of `ops`, as one
    /// [`Expr::Chain`]: a loop, so a long sum costs no stack.
    fn chain(&mut self, ops: &[BinOp], operand: fn(&mut Self) -> Parsed) -> Parsed {
        let (first, first_span) = operand(self)?;
        let mut rest = Vec::new();
        while let Some(op) = self.eat_op(ops) {
            let (expr, span) = operand(self)?;
            rest.push(Operand { op, expr, span });
        }
        let Some(last) = rest.last() else {
            return Ok((first, first_span));
        };
        let span = first_span.start..last.span.end;
        let expr = Expr::Chain {
            first: Box::new(first),
            rest,
            span: span.clone(),
        };
        Ok((expr, span))
    }

    /// `unary = "-" unary | power`
    fn unary(&mut self) -> Parsed {
        let Some(minus) = self.peek().filter(|t| t.tok == Tok::Op(BinOp::Sub)) else {
            return self.power();
        };
        let start = minus.span.clone();
        self.pos += 1;
        self.nest(&start)?;
        let (operand, r) = self.unary()?;
        self.depth -= 1;
        let span = start.start..r.end;
        let expr = Expr::Neg {
            operand: Box::new(operand),
            span: span.clone(),
        };
        Ok((expr, span))
    }

    /// `power = atom [ "^" exponent ]`
    fn power(&mut self) -> Parsed {
        let base = self.atom()?;
        if self.eat_op(&[BinOp::Pow]).is_none() {
            return Ok(base);
        }
        let exponent = self.exponent()?;
        Ok(Self::binary(BinOp::Pow, base, exponent))
    }

    /// `exponent = (word | number) [ "^" exponent ]`
    fn exponent(&mut self) -> Parsed {
        let caret = self.tokens[self.pos - 1].span.clone();
        let base = match self.peek() {
            Some(t) if matches!(t.tok, Tok::Word | Tok::Number(_)) => self.atom()?,
            Some(t) if t.tok == Tok::Op(BinOp::Sub) => {
                return Err(self.error(
                    ParseErrorKind::BadExponent,
                    t.span.clone(),
                    "an exponent cannot be negative",
                    "expected a word or a number here",
                ));
            }
            Some(t) => {
                return Err(self.error(
                    ParseErrorKind::BadExponent,
                    t.span.clone(),
                    "an exponent must be a word or a number",
                    "expected a word or a number here",
                ));
            }
            None => {
                return Err(self.error(
                    ParseErrorKind::EmptyTerm,
                    caret,
                    "expected an exponent after `^`",
                    "expected a word or a number after this",
                ));
            }
        };
        if self.eat_op(&[BinOp::Pow]).is_none() {
            return Ok(base);
        }
        self.nest(&caret)?;
        let exponent = self.exponent()?;
        self.depth -= 1;
        Ok(Self::binary(BinOp::Pow, base, exponent))
    }

    /// What parentheses and arguments hold: a truth value in the grammar
    /// of truth values, an expression otherwise.
    fn inner(&mut self) -> Parsed {
        if self.logic {
            self.condition()
        } else {
            self.expr()
        }
    }

    /// `condition = conjunction { "or" conjunction }`
    fn condition(&mut self) -> Parsed {
        self.logic_chain(LogicOp::Or, Self::conjunction)
    }

    /// `conjunction = negation { "and" negation }`
    fn conjunction(&mut self) -> Parsed {
        self.logic_chain(LogicOp::And, Self::negation)
    }

    /// Operands parsed by `operand` joined by `op`, as one flat
    /// [`Expr::Logic`].
    fn logic_chain(&mut self, op: LogicOp, operand: fn(&mut Self) -> Parsed) -> Parsed {
        let (first, first_span) = operand(self)?;
        let mut operands = vec![first];
        let mut end = first_span.end;
        while self.peek().is_some_and(|t| t.tok == Tok::Logic(op)) {
            self.pos += 1;
            let (expr, span) = operand(self)?;
            end = span.end;
            operands.push(expr);
        }
        if operands.len() == 1 {
            let first = operands.pop().expect("one operand");
            return Ok((first, first_span));
        }
        let span = first_span.start..end;
        let expr = Expr::Logic {
            op,
            operands,
            span: span.clone(),
        };
        Ok((expr, span))
    }

    /// `negation = "not" negation | comparison`: each `not` one level of
    /// nesting, as a unary minus is.
    fn negation(&mut self) -> Parsed {
        let mut nots = Vec::new();
        while let Some(t) = self.peek().filter(|t| t.tok == Tok::Not) {
            let at = t.span.clone();
            self.pos += 1;
            self.nest(&at)?;
            nots.push(at.start);
        }
        let (mut expr, mut span) = self.comparison()?;
        while let Some(start) = nots.pop() {
            self.depth -= 1;
            span = start..span.end;
            expr = Expr::Not {
                operand: Box::new(expr),
                span: span.clone(),
            };
        }
        Ok((expr, span))
    }

    /// `comparison = expr [ relation expr ]`: one relation, as in a
    /// constraint.
    fn comparison(&mut self) -> Parsed {
        let (lhs, l) = self.expr()?;
        let Some(relation) = self.peek().and_then(|t| match t.tok {
            Tok::Rel(relation) => Some(relation),
            _ => None,
        }) else {
            return Ok((lhs, l));
        };
        self.pos += 1;
        let (rhs, r) = self.expr()?;
        if let Some(t) = self.peek().filter(|t| matches!(t.tok, Tok::Rel(_))) {
            return Err(self.error(
                ParseErrorKind::ChainedComparison,
                t.span.clone(),
                "comparison operators cannot be chained",
                "a second comparison: write `A < B and B < C` for `A < B < C`",
            ));
        }
        let span = l.start..r.end;
        let expr = Expr::Compare {
            lhs: Box::new(lhs),
            relation,
            rhs: Box::new(rhs),
            span: span.clone(),
        };
        Ok((expr, span))
    }

    /// `call = name "(" inner { "," inner } ")"`, the name at `name`.
    fn call(&mut self, func: Func, name: Range<usize>) -> Parsed {
        // The tokenizer makes a name only right before its `(`.
        self.pos += 2;
        self.nest(&name)?;
        let mut args = Vec::new();
        let end = loop {
            let (arg, _) = self.inner()?;
            args.push(arg);
            match self.peek().cloned() {
                Some(t) if t.tok == Tok::Separator && &self.src[t.span.clone()] == "," => {
                    self.pos += 1;
                }
                Some(t) if t.tok == Tok::Close => {
                    self.pos += 1;
                    break t.span.end;
                }
                Some(t) => {
                    return Err(self.error(
                        ParseErrorKind::MissingOperator,
                        t.span.clone(),
                        format!("expected `,` or `)` in the arguments of `{}`", func.name()),
                        "expected `,` or `)` here",
                    ));
                }
                None => {
                    return Err(self.error(
                        ParseErrorKind::UnbalancedParen,
                        name.start..name.end + 1,
                        format!("the arguments of `{}` are never closed", func.name()),
                        "unclosed parenthesis",
                    ));
                }
            }
        };
        self.depth -= 1;
        let span = name.start..end;
        let (least, most) = func.arity();
        if args.len() < least || most.is_some_and(|most| args.len() > most) {
            // error: `gcd` takes 2 arguments, not 1
            //   |
            // 1 | gcd(AB) == 1
            //   | ^^^^^^^ 1 argument
            let wanted = match (least, most) {
                (1, Some(1)) => "1 argument".to_owned(),
                (n, Some(m)) if n == m => format!("{n} arguments"),
                (n, _) => format!("{n} or more arguments"),
            };
            let n = args.len();
            let given = if n == 1 {
                "1 argument".to_owned()
            } else {
                format!("{n} arguments")
            };
            return Err(self.error(
                ParseErrorKind::WrongArity,
                span,
                format!("`{}` takes {wanted}, not {n}", func.name()),
                given,
            ));
        }
        let expr = Expr::Call {
            func,
            args,
            span: span.clone(),
        };
        Ok((expr, span))
    }

    /// `atom = word | number | call | "(" inner ")"`
    fn atom(&mut self) -> Parsed {
        let Some(t) = self.peek().cloned() else {
            return Err(self.missing_operand());
        };
        let expr = match t.tok {
            Tok::Word => match word_of(self.src, &t, self.alphabet) {
                Some(word) => Expr::Word(word),
                None => return Err(self.missing_operand()),
            },
            Tok::Number(value) => Expr::Number {
                value,
                span: t.span.clone(),
            },
            Tok::Func(func) => return self.call(func, t.span),
            Tok::Open => {
                self.pos += 1;
                self.nest(&t.span)?;
                let (inner, _) = self.inner()?;
                self.depth -= 1;
                return match self.peek() {
                    Some(close) if close.tok == Tok::Close => {
                        let span = t.span.start..close.span.end;
                        self.pos += 1;
                        Ok((inner, span))
                    }
                    Some(other) => Err(self.missing_operator(other)),
                    None if self.before_equals.is_some() => {
                        let symbol = self.before_equals.unwrap_or("==");
                        Err(self.error(
                            ParseErrorKind::UnbalancedParen,
                            t.span.clone(),
                            format!("this `(` is not closed before `{symbol}`"),
                            format!("parentheses cannot span `{symbol}`"),
                        ))
                    }
                    None => Err(self.error(
                        ParseErrorKind::UnbalancedParen,
                        t.span.clone(),
                        "this `(` is never closed",
                        "unclosed parenthesis",
                    )),
                };
            }
            _ => return Err(self.missing_operand()),
        };
        self.pos += 1;
        Ok((expr, t.span))
    }
}
