//! Answers: the value of an expression of a puzzle's letters, solution by
//! solution, grouped.
//!
//! Setters ask "what is DRAGON?" of a puzzle that may have several
//! solutions but one answer, and judge uniqueness on the answer.

use std::collections::HashMap;
use std::fmt;

use crate::Puzzle;
use crate::lower::{self, Ratio};
use crate::solution::Solution;
use crate::syntax::{Expr, Glyph, ParseError, ParseErrorKind, is_ignorable, parse_expression};

/// The value of an answer's expression for one solution, exact.
///
/// ```
/// use alphametic_runtime::{Puzzle, Value};
///
/// let puzzle = Puzzle::parse("A + B == C, A > B, C == 5")?;
/// let answers = puzzle.answers("A / B")?;
/// let values: Vec<String> = answers.iter().map(|a| a.value().to_string()).collect();
/// // A = 3, B = 2 comes first, then A = 4, B = 1.
/// assert_eq!(values, ["3/2", "4"]);
/// assert_eq!(answers[1].value(), Value::Integer(4));
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Value {
    /// A whole number.
    Integer(i128),
    /// A fraction in lowest terms, its denominator above 1.
    Fraction {
        /// The numerator.
        numerator: i128,
        /// The denominator, above 1.
        denominator: i128,
    },
    /// No value: `//` or `%` of a fraction, or a division by 0.
    Undefined,
    /// A value past 128 bits.
    TooLarge,
}

impl fmt::Display for Value {
    /// `42`, `3/2`, `undefined`, `too large`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Integer(n) => write!(f, "{n}"),
            Value::Fraction {
                numerator,
                denominator,
            } => write!(f, "{numerator}/{denominator}"),
            Value::Undefined => f.write_str("undefined"),
            Value::TooLarge => f.write_str("too large"),
        }
    }
}

/// One value of an answer and how many solutions give it: an item of
/// [`Puzzle::answers`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    value: Value,
    count: u64,
    first: Solution,
}

impl Answer {
    /// The value.
    ///
    /// ```
    /// # use alphametic_runtime::{Puzzle, Value};
    /// let puzzle = Puzzle::parse("SEND + MORE == MONEY").unwrap();
    /// assert_eq!(puzzle.answers("MONEY").unwrap()[0].value(), Value::Integer(10652));
    /// ```
    pub fn value(&self) -> Value {
        self.value
    }

    /// The number of solutions that give the value.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// // A + B == 5 in distinct digits: A is 0, 1, 2, 3, 4 or 5, but
    /// // A + B is always 5.
    /// let puzzle = Puzzle::parse("A + B == 5").unwrap();
    /// let answers = puzzle.answers("A + B").unwrap();
    /// assert_eq!((answers.len(), answers[0].count()), (1, 6));
    /// ```
    pub fn count(&self) -> u64 {
        self.count
    }

    /// The first solution, in the order of [`Puzzle::solutions`], that
    /// gives the value.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("A + B == 5").unwrap();
    /// let answers = puzzle.answers("A + B").unwrap();
    /// assert_eq!(Some(answers[0].first()), puzzle.solve().as_ref());
    /// ```
    pub fn first(&self) -> &Solution {
        &self.first
    }
}

/// One distinct value of a tuple of expressions over a puzzle's
/// solutions: see [`Puzzle::answer_tuples`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TupleAnswer {
    values: Vec<Value>,
    count: u64,
    first: Solution,
}

impl TupleAnswer {
    /// The value of each expression, in order.
    pub fn values(&self) -> &[Value] {
        &self.values
    }

    /// How many solutions give these values.
    pub fn count(&self) -> u64 {
        self.count
    }

    /// The first solution that gives them.
    pub fn first(&self) -> &Solution {
        &self.first
    }
}

impl Puzzle {
    /// The distinct values of `expr`, an expression of the puzzle's
    /// letters (a word in the simplest case), over every solution, each
    /// with the number of solutions that give it, in the order of their
    /// first solutions. A puzzle whose solutions all give one value has
    /// one answer: setters call it unique.
    ///
    /// The search runs to the end; memory grows with the number of
    /// distinct values, not of solutions.
    ///
    /// # Errors
    ///
    /// `expr` does not parse, is an equation rather than an expression,
    /// names a letter the puzzle lacks, or holds a digit the base lacks.
    ///
    /// ```
    /// # use alphametic_runtime::{ParseErrorKind, Puzzle, Value};
    /// let puzzle = Puzzle::parse("SAINT + GEORGE == DRAGON")?;
    /// let answers = puzzle.answers("DRAGON")?;
    /// assert!(puzzle.count() >= answers.len() as u64);
    /// let err = puzzle.answers("KNIGHT").unwrap_err();
    /// assert_eq!(err.kind(), &ParseErrorKind::UnknownLetter { letter: 'K' });
    /// assert_eq!(err.span(), 0..1);
    /// # Ok::<(), alphametic_runtime::ParseError>(())
    /// ```
    pub fn answers(&self, expr: &str) -> Result<Vec<Answer>, ParseError> {
        let tuples = self.answer_tuples(&[expr])?;
        Ok(tuples
            .into_iter()
            .map(|t| Answer {
                value: t.values[0],
                count: t.count,
                first: t.first,
            })
            .collect())
    }

    /// The distinct values of the expressions `exprs` taken together, as
    /// a tuple, over every solution, each with the number of solutions
    /// that give it, in the order of their first solutions: the answer
    /// `(FOUR, TEN)` of a run file.
    ///
    /// # Errors
    ///
    /// As [`Puzzle::answers`], for the first expression at fault.
    ///
    /// ```
    /// # use alphametic_runtime::{Puzzle, Value};
    /// let puzzle = Puzzle::parse("A + B == C, A < B")?;
    /// let answers = puzzle.answer_tuples(&["C", "A"])?;
    /// assert_eq!(answers[0].values(), [Value::Integer(3), Value::Integer(1)]);
    /// assert_eq!(answers.iter().map(|a| a.count()).sum::<u64>(), puzzle.count());
    /// # Ok::<(), alphametic_runtime::ParseError>(())
    /// ```
    pub fn answer_tuples(&self, exprs: &[&str]) -> Result<Vec<TupleAnswer>, ParseError> {
        let mut trees = Vec::with_capacity(exprs.len());
        for &expr in exprs {
            let (tree, letters) = parse_expression(expr, self.options().symbol_set())?;
            self.check_answer(expr, &tree, &letters)?;
            trees.push((expr, tree, letters));
        }
        let base = i128::from(self.base());
        let mut answers: Vec<TupleAnswer> = Vec::new();
        let mut index: HashMap<Vec<Value>, usize> = HashMap::new();
        for solution in self.solutions() {
            let values: Vec<Value> = trees
                .iter()
                .map(|(expr, tree, letters)| value_in(expr, tree, letters, &solution, base))
                .collect();
            match index.get(&values) {
                Some(&i) => answers[i].count += 1,
                None => {
                    index.insert(values.clone(), answers.len());
                    answers.push(TupleAnswer {
                        values,
                        count: 1,
                        first: solution,
                    });
                }
            }
        }
        Ok(answers)
    }

    /// Refuses an answer whose letters the puzzle lacks, or whose digits
    /// the base lacks (as the puzzle's own words are refused).
    fn check_answer(&self, src: &str, tree: &Expr, letters: &[char]) -> Result<(), ParseError> {
        let mut fault = None;
        tree.for_each_word(&mut |word| {
            if fault.is_some() {
                return;
            }
            let start = word.span.start;
            let chars = src[word.span.clone()]
                .char_indices()
                .filter(|&(_, c)| !is_ignorable(c));
            for ((offset, ch), glyph) in chars.zip(&word.glyphs) {
                let at = start + offset;
                match *glyph {
                    Glyph::Letter(l) => {
                        let letter = letters.get(usize::from(l)).copied().unwrap_or(ch);
                        if !self.letters().any(|c| c == letter) {
                            fault = Some(ParseError::new(
                                src,
                                ParseErrorKind::UnknownLetter { letter },
                                at..at + ch.len_utf8(),
                                format!("letter `{letter}` is not in the puzzle"),
                                "not a letter of the puzzle",
                            ));
                            return;
                        }
                    }
                    Glyph::Digit(_) => {}
                }
            }
        });
        fault.map_or(Ok(()), Err)?;
        lower::check_digits(src, [tree], self.base())
    }
}

/// The value of `expr`, parsed as `tree` over `letters`, in `solution`.
fn value_in(expr: &str, tree: &Expr, letters: &[char], solution: &Solution, base: i128) -> Value {
    let digit = |glyph: &Glyph| match *glyph {
        Glyph::Digit(d) => Some(i128::from(d)),
        Glyph::Letter(l) => letters
            .get(usize::from(l))
            .and_then(|&c| solution.digit(c))
            .map(i128::from),
    };
    let word = |word: &crate::syntax::Word| {
        word.glyphs.iter().try_fold(0i128, |value, glyph| {
            value.checked_mul(base)?.checked_add(digit(glyph)?)
        })
    };
    match lower::value(expr, tree, base as u32, &word) {
        Ok(ratio) => value_of(ratio),
        Err(err) if err.kind() == &ParseErrorKind::DivisionByZero => Value::Undefined,
        Err(_) => Value::TooLarge,
    }
}

/// The [`Value`] of an exact result.
fn value_of(ratio: Ratio) -> Value {
    match ratio {
        Some((n, 1)) => Value::Integer(n),
        Some((numerator, denominator)) => Value::Fraction {
            numerator,
            denominator,
        },
        None => Value::Undefined,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_group_the_solutions() {
        let puzzle = Puzzle::parse("A + B == C").unwrap();
        let answers = puzzle.answers("C").unwrap();
        let total: u64 = answers.iter().map(Answer::count).sum();
        assert_eq!(total, puzzle.count());
        // C is 3 to 9 when A and B are distinct and not 0.
        let mut values: Vec<Value> = answers.iter().map(Answer::value).collect();
        values.sort_by_key(|v| match v {
            Value::Integer(n) => *n,
            _ => i128::MAX,
        });
        assert_eq!(values, (3..=9).map(Value::Integer).collect::<Vec<_>>());
    }

    #[test]
    fn bad_answers_are_parse_errors() {
        let puzzle = Puzzle::parse_with_base("AB + BA == CC", 8).unwrap();
        let kind = |expr: &str| puzzle.answers(expr).unwrap_err().kind().clone();
        assert_eq!(kind("A == B"), ParseErrorKind::NotAnExpression);
        assert_eq!(kind("A, B"), ParseErrorKind::NotAnExpression);
        assert_eq!(kind(""), ParseErrorKind::Empty);
        assert_eq!(kind("A +"), ParseErrorKind::EmptyTerm);
        assert_eq!(kind("AX"), ParseErrorKind::UnknownLetter { letter: 'X' });
        assert_eq!(
            kind("A9"),
            ParseErrorKind::DigitTooLarge { digit: 9, base: 8 }
        );
        assert!(puzzle.answers("A7 + B").is_ok());
    }

    #[test]
    fn values_are_exact() {
        let puzzle = Puzzle::parse("A + B == C, A == 1, B == 2").unwrap();
        let value = |expr: &str| puzzle.answers(expr).unwrap()[0].value();
        assert_eq!(value("C"), Value::Integer(3));
        assert_eq!(
            value("A / C"),
            Value::Fraction {
                numerator: 1,
                denominator: 3
            }
        );
        assert_eq!(value("A / C // 1"), Value::Undefined);
        assert_eq!(value("C / (B - 2)"), Value::Undefined);
        assert_eq!(value("CBA ^ 20"), Value::TooLarge);
        assert_eq!(value("2 * CBA"), Value::Integer(642));
    }
}
