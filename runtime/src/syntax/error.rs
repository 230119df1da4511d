//! Parse errors: what is wrong with a puzzle, and where.

use std::fmt;
use std::ops::Range;

use crate::syntax::ast::Expr;

/// What is wrong with a puzzle's text.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// The text holds no equation at all.
    Empty,
    /// An equation between two separators is empty (`A == B,, C == D`).
    EmptyEquation,
    /// An equation has no `==`.
    MissingEquals,
    /// An equation has a second `==`.
    ExtraEquals,
    /// A term is missing: two operators in a row, or nothing beside `==`.
    EmptyTerm,
    /// Two words stand side by side with no operator between them.
    MissingOperator,
    /// A character that is not part of the puzzle language.
    InvalidChar {
        /// The character.
        ch: char,
        /// Why it is not allowed, and what to write instead.
        reason: &'static str,
    },
    /// More distinct letters than the base has digits.
    TooManyLetters {
        /// How many distinct letters the puzzle has.
        letters: usize,
        /// The base.
        base: u32,
    },
    /// More letters and `?`s together than
    /// [`MAX_UNKNOWNS`](crate::syntax::MAX_UNKNOWNS).
    TooManyUnknowns,
    /// A long division or multiplication whose lines do not fit the
    /// written method: a count of steps other than the digits of the
    /// quotient (or multiplier), or a step of the wrong shape.
    BadLayout,
    /// A word so long that its value can exceed 128 bits.
    WordTooLong {
        /// The number of letters of the word.
        len: usize,
    },
    /// A number too large for 64 bits.
    LiteralTooLarge,
    /// A `(` that is never closed, or a `)` that closes nothing.
    UnbalancedParen,
    /// An exponent that is not a word or a number.
    BadExponent,
    /// Parentheses or unary minus nested deeper than
    /// [`MAX_NESTING`](crate::syntax::MAX_NESTING) levels.
    TooDeep,
    /// A division by an expression that is always 0.
    DivisionByZero,
    /// An expression whose value can grow past what the solver evaluates
    /// exactly (128 bits).
    ValueTooLarge,
    /// The puzzle text is longer than [`MAX_LEN`](crate::syntax::MAX_LEN)
    /// bytes.
    TooLong {
        /// The length of the text, in bytes.
        len: usize,
    },
    /// An equation that is not linear in its words would need a
    /// polynomial of more than 4096 operations once its fractions are
    /// cleared.
    TooComplex,
    /// A word written with a leading `0` (`0AB`).
    LeadingZero,
    /// A digit inside a word that the base does not have (`A9` in base 8).
    DigitTooLarge {
        /// The digit as written.
        digit: u8,
        /// The base.
        base: u32,
    },
    /// An operator that does not exist: `!` alone, `=<`, `=>`.
    InvalidOperator,
    /// A constraint with two comparisons (`A < B < C`), which is refused
    /// rather than read one way or the other.
    ChainedComparison,
    /// A relation or a separator where one expression was expected (in
    /// the answer of [`Puzzle::answers`](crate::Puzzle::answers)).
    NotAnExpression,
    /// A letter that the puzzle does not have (in the answer of
    /// [`Puzzle::answers`](crate::Puzzle::answers)).
    UnknownLetter {
        /// The letter.
        letter: char,
    },
    /// A name before `(` that is not a function of the language
    /// (`is_even(AB)`).
    UnknownFunction {
        /// The name as written.
        name: String,
    },
    /// A function given too few or too many arguments (`gcd(AB)`).
    WrongArity,
}

/// A puzzle that could not be parsed: what is wrong and where.
///
/// `span` is a byte range into the puzzle text. `Display` draws the puzzle
/// with a caret line under the fault, in the style of rustc:
///
/// ```
/// use alphametic_runtime::{ParseErrorKind, Puzzle};
///
/// let err = Puzzle::parse("SEND + + MORE == MONEY").unwrap_err();
/// assert_eq!(err.kind(), &ParseErrorKind::EmptyTerm);
/// assert_eq!(err.span(), 5..6);
/// assert_eq!(
///     err.to_string(),
///     "error: expected a word or a number after `+`\n  \
///        |\n\
///      1 | SEND + + MORE == MONEY\n  \
///        |      ^ expected a word or a number after this\n"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    kind: ParseErrorKind,
    span: Range<usize>,
    source: String,
    message: String,
    label: String,
}

impl ParseError {
    pub(crate) fn new(
        source: &str,
        kind: ParseErrorKind,
        span: Range<usize>,
        message: impl Into<String>,
        label: impl Into<String>,
    ) -> Self {
        ParseError {
            kind,
            span,
            source: source.to_owned(),
            message: message.into(),
            label: label.into(),
        }
    }

    /// The error for dividing by `divisor`, whose value is always 0.
    pub(crate) fn division_by_zero(source: &str, divisor: &Expr) -> Self {
        ParseError::new(
            source,
            ParseErrorKind::DivisionByZero,
            divisor.span(),
            "attempt to divide by zero",
            "this is always 0",
        )
    }

    /// What is wrong.
    ///
    /// ```
    /// # use alphametic_runtime::{ParseErrorKind, Puzzle};
    /// let err = Puzzle::parse("A + B").unwrap_err();
    /// assert_eq!(err.kind(), &ParseErrorKind::MissingEquals);
    /// ```
    pub fn kind(&self) -> &ParseErrorKind {
        &self.kind
    }

    /// The byte range of the puzzle text at fault.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let err = Puzzle::parse("A + # == C").unwrap_err();
    /// assert_eq!(err.span(), 4..5);
    /// ```
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// The one-line message, without the drawing of the puzzle.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let err = Puzzle::parse("A + B == C == D").unwrap_err();
    /// assert_eq!(err.message(), "an equation has only one `==`");
    /// ```
    pub fn message(&self) -> &str {
        &self.message
    }

    /// The short label drawn beside the caret line.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let err = Puzzle::parse("A + B == C == D").unwrap_err();
    /// assert_eq!(err.label(), "second `==`");
    /// ```
    pub fn label(&self) -> &str {
        &self.label
    }

    /// The puzzle text the error points into.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// assert_eq!(Puzzle::parse("A + B").unwrap_err().source_text(), "A + B");
    /// ```
    pub fn source_text(&self) -> &str {
        &self.source
    }
}

/// How a tab in the puzzle is drawn under an error.
const TAB: &str = "    ";

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "error: {}", self.message)?;
        // Draw the line that holds the start of the span; a span that runs
        // past the end of that line is cut there.
        let start = self.span.start.min(self.source.len());
        let line_start = self.source[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = self.source[start..]
            .find('\n')
            .map_or(self.source.len(), |i| start + i);
        let line_no = self.source[..line_start].matches('\n').count() + 1;
        let end = self.span.end.clamp(start, line_end);
        // A long line (a sum of thousands of words) is shown around the
        // fault only, with `...` for what is left out.
        let window_start = if line_end - line_start > LONG_LINE {
            floor_boundary(&self.source, start.saturating_sub(CONTEXT).max(line_start))
        } else {
            line_start
        };
        let window_end = if line_end - window_start > LONG_LINE {
            floor_boundary(&self.source, (window_start + LONG_LINE).max(start))
        } else {
            line_end
        };
        let end = end.min(window_end);
        let before = if window_start > line_start { "..." } else { "" };
        let after = if window_end < line_end { "..." } else { "" };
        // Tabs are drawn as four spaces, as rustc does, so that the caret
        // stays under the fault whatever the terminal's tab stops.
        let line = self.source[window_start..window_end].replace('\t', TAB);
        let columns = |text: &str| {
            text.chars()
                .map(|c| if c == '\t' { TAB.len() } else { 1 })
                .sum::<usize>()
        };
        let gutter = " ".repeat(line_no.to_string().len());
        let pad = before.len() + columns(&self.source[window_start..start]);
        let width = columns(&self.source[start..end]).max(1);
        writeln!(f, "{gutter} |")?;
        writeln!(f, "{line_no} | {before}{line}{after}")?;
        write!(f, "{gutter} | {}{}", " ".repeat(pad), "^".repeat(width))?;
        if self.label.is_empty() {
            writeln!(f)
        } else {
            writeln!(f, " {}", self.label)
        }
    }
}

impl std::error::Error for ParseError {}

/// Lines longer than this many bytes are drawn in part.
const LONG_LINE: usize = 200;

/// How much of a long line is drawn before the fault, in bytes.
const CONTEXT: usize = 40;

/// The greatest character boundary of `text` at or below `i`.
fn floor_boundary(text: &str, i: usize) -> usize {
    (0..=i.min(text.len()))
        .rev()
        .find(|&b| text.is_char_boundary(b))
        .unwrap_or(0)
}
