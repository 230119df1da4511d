//! Puzzle files, one puzzle per line: what the worked puzzles share.

use std::fmt;

/// A line of a puzzle file that could not be solved.
///
/// ```
/// use alphametic_digits::sudoku::{self, Solver};
///
/// let results = sudoku::solve_file(&Solver::new(), "\n003020600\n");
/// let error = results[0].as_ref().unwrap_err();
/// assert_eq!(error.line, 2);
/// assert_eq!(error.to_string(), "line 2: expected 81 cells, found 9");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineError {
    /// The line number, counting from 1.
    pub line: usize,
    /// What went wrong.
    pub message: String,
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for LineError {}

/// `solve` on every non-blank line of `text`, in order, each failure with
/// its line number; one bad line does not stop the others.
pub(crate) fn solve_lines<T>(
    text: &str,
    mut solve: impl FnMut(&str) -> Result<T, String>,
) -> Vec<Result<T, LineError>> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(n, line)| {
            solve(line).map_err(|message| LineError {
                line: n + 1,
                message,
            })
        })
        .collect()
}
