//! A puzzle that is one addition of words, as a column addition writes it.

use crate::syntax::{BinOp, Equation, Expr, Glyph, Relation, Word, is_ignorable};

/// The words of a puzzle that is one addition of words, `A + B + … == R`,
/// read from its syntax: what a column addition draws, addends over the
/// line and the result under it. Made by
/// [`Puzzle::addition`](crate::Puzzle::addition).
///
/// ```
/// use alphametic_runtime::Puzzle;
///
/// let puzzle = Puzzle::parse("SEND + MORE = MONEY")?;
/// let addition = puzzle.addition().expect("a sum of words");
/// assert_eq!(addition.addends(), ["SEND", "MORE"]);
/// assert_eq!(addition.result(), "MONEY");
/// assert_eq!(addition.width(), 5);
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Addition {
    addends: Vec<String>,
    result: String,
}

impl Addition {
    /// The addends, top to bottom.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("A + BC + D == EF").unwrap();
    /// assert_eq!(puzzle.addition().unwrap().addends(), ["A", "BC", "D"]);
    /// ```
    pub fn addends(&self) -> &[String] {
        &self.addends
    }

    /// The word under the line.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("A + BC + D == EF").unwrap();
    /// assert_eq!(puzzle.addition().unwrap().result(), "EF");
    /// ```
    pub fn result(&self) -> &str {
        &self.result
    }

    /// The number of columns: the length of the longest word, in letters.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("ÉTÉ + A == ÉTÉS").unwrap();
    /// assert_eq!(puzzle.addition().unwrap().width(), 4);
    /// ```
    pub fn width(&self) -> usize {
        self.addends
            .iter()
            .chain([&self.result])
            .map(|word| word.chars().count())
            .max()
            .unwrap_or(0)
    }

    /// The addition written by `equations` of `text`, if they are one sum
    /// of words of letters only, with `+` as its only operator.
    pub(crate) fn of(text: &str, equations: &[Equation]) -> Option<Addition> {
        let [equation] = equations else {
            return None;
        };
        if equation.relation != Relation::Eq {
            return None;
        }
        let word = |expr: &Expr| match expr {
            Expr::Word(word) if all_letters(word) => text
                .get(word.span.clone())
                .map(|w| w.chars().filter(|&c| !is_ignorable(c)).collect()),
            _ => None,
        };
        let addends = match &equation.lhs {
            Expr::Chain { first, rest, .. } => {
                let rest = rest.iter().map(|operand| match operand.op {
                    BinOp::Add => word(&operand.expr),
                    _ => None,
                });
                std::iter::once(word(first))
                    .chain(rest)
                    .collect::<Option<_>>()?
            }
            single => vec![word(single)?],
        };
        Some(Addition {
            addends,
            result: word(&equation.rhs)?,
        })
    }
}

/// Whether every character of `word` is a letter, with no digit given.
fn all_letters(word: &Word) -> bool {
    word.glyphs.iter().all(|g| matches!(g, Glyph::Letter(_)))
}

#[cfg(test)]
mod tests {
    use crate::Puzzle;

    #[test]
    fn only_sums_of_words_are_additions() {
        for text in [
            "SEND + MORE - GOLD == MONEY",
            "A * B == C",
            "A + B == C, D == E",
            "A + B < C",
            "A + 1 == B",
            "A2 + B == C",
            "A + B == C + D",
            "2 * (A + B) == CD",
        ] {
            let puzzle = Puzzle::parse(text).unwrap();
            assert_eq!(puzzle.addition(), None, "{text}");
        }
    }

    #[test]
    fn parentheses_around_a_word_are_not_part_of_it() {
        let puzzle = Puzzle::parse("(SEND) + MORE == (MONEY)").unwrap();
        let addition = puzzle.addition().unwrap();
        assert_eq!(addition.addends(), ["SEND", "MORE"]);
        assert_eq!(addition.result(), "MONEY");
    }
}
