//! The explanation as a method of [`Puzzle`].

use alphametic_runtime::Puzzle;

use crate::{Difficulty, Explanation, Limits};

/// [`explain`](crate::explain), [`explain_with`](crate::explain_with) and
/// [`rate`](crate::rate) as methods of a [`Puzzle`].
///
/// ```
/// use alphametic_explain::{Explain, Grade};
/// use alphametic_runtime::Puzzle;
///
/// let puzzle = Puzzle::parse("SEND + MORE == MONEY")?;
/// let explanation = puzzle.explain();
/// assert_eq!(explanation.solutions.len(), 1);
/// assert_eq!(puzzle.rate(), explanation.difficulty);
/// assert!(puzzle.rate().grade <= Grade::Hard);
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
pub trait Explain {
    /// The explanation within the default [`Limits`].
    fn explain(&self) -> Explanation;

    /// The explanation within `limits`.
    fn explain_with(&self, limits: Limits) -> Explanation;

    /// The difficulty alone, stopped once the grade is settled.
    fn rate(&self) -> Difficulty;
}

impl Explain for Puzzle {
    fn explain(&self) -> Explanation {
        crate::explain(self)
    }

    fn explain_with(&self, limits: Limits) -> Explanation {
        crate::explain_with(self, limits)
    }

    fn rate(&self) -> Difficulty {
        crate::rate(self)
    }
}
