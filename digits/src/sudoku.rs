//! Sudoku as an exact cover problem.
//!
//! A solution is a choice of 81 placements "digit d in cell (r, c)", one
//! of 729 rows, such that each of 324 constraints holds exactly once:
//! every cell has a digit, and every row, column and box has every digit.
//! The givens are selected up front, so the dancing-links search only fills
//! in the blanks.

use crate::ExactCover;
use std::fmt;

/// A grid, row by row: 1..=9 for a digit, 0 for a blank.
pub type Grid = [u8; 81];

/// Why a line is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError(String);

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParseError {}

/// Parses 81 cells, row by row: `1` to `9` for givens, `.` or `0` for
/// blanks.
pub fn parse(line: &str) -> Result<Grid, ParseError> {
    let line = line.trim();
    let found = line.chars().count();
    if found != 81 {
        return Err(ParseError(format!("expected 81 cells, found {found}")));
    }
    let mut grid = [0; 81];
    for (i, ch) in line.chars().enumerate() {
        grid[i] = match ch {
            '.' | '0' => 0,
            '1'..='9' => ch as u8 - b'0',
            _ => {
                return Err(ParseError(format!(
                    "unexpected `{ch}` at row {}, column {}, expected a digit or `.`",
                    i / 9 + 1,
                    i % 9 + 1
                )));
            }
        };
    }
    Ok(grid)
}

/// Writes a grid as 81 characters, `.` for blanks.
pub fn format(grid: &Grid) -> String {
    grid.iter()
        .map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) })
        .collect()
}

/// Why a puzzle has no single answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// Two givens share a digit in a row, column or box.
    Clash {
        /// Where the later given is, counting rows and columns from 1.
        row: usize,
        /// See `row`.
        column: usize,
        /// The digit given.
        digit: u8,
    },
    /// A cell holds something other than 0 to 9.
    InvalidDigit {
        /// Where the cell is, counting rows and columns from 1.
        row: usize,
        /// See `row`.
        column: usize,
        /// What the cell holds.
        digit: u8,
    },
    /// No grid fits the givens.
    NoSolution,
    /// More than one grid fits the givens; the first one found is kept.
    NotUnique(Box<Grid>),
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::Clash { row, column, digit } => write!(
                f,
                "the puzzle has no solution: the given {digit} at row {row}, column {column} \
                 clashes with an earlier given"
            ),
            SolveError::InvalidDigit { row, column, digit } => {
                write!(f, "invalid digit {digit} at row {row}, column {column}")
            }
            SolveError::NoSolution => f.write_str("the puzzle has no solution"),
            SolveError::NotUnique(_) => f.write_str("the puzzle has more than one solution"),
        }
    }
}

impl std::error::Error for SolveError {}

/// The placement row for `digit` (1..=9) in `cell`.
fn placement(cell: usize, digit: u8) -> usize {
    cell * 9 + usize::from(digit) - 1
}

/// A Sudoku solver: the 729 x 324 matrix, built once and cloned per puzzle.
#[derive(Clone, Debug)]
pub struct Solver {
    matrix: ExactCover,
}

impl Default for Solver {
    fn default() -> Self {
        Self::new()
    }
}

impl Solver {
    /// Builds the matrix.
    pub fn new() -> Self {
        let mut matrix = ExactCover::new(324);
        for cell in 0..81 {
            let (row, column) = (cell / 9, cell % 9);
            let bx = row / 3 * 3 + column / 3;
            for digit in 0..9 {
                let columns = [
                    cell,
                    81 + row * 9 + digit,
                    162 + column * 9 + digit,
                    243 + bx * 9 + digit,
                ];
                matrix
                    .add_row(&columns)
                    .expect("the columns are distinct and in range");
            }
        }
        Solver { matrix }
    }

    /// Solves a puzzle, which must have exactly one solution.
    pub fn solve(&self, givens: &Grid) -> Result<Grid, SolveError> {
        let mut matrix = self.matrix.clone();
        for (cell, &digit) in givens.iter().enumerate() {
            if digit == 0 {
                continue;
            }
            let (row, column) = (cell / 9 + 1, cell % 9 + 1);
            if digit > 9 {
                return Err(SolveError::InvalidDigit { row, column, digit });
            }
            matrix
                .select(placement(cell, digit))
                .map_err(|_| SolveError::Clash { row, column, digit })?;
        }
        let mut solutions = matrix.solutions();
        let first = solutions.next().ok_or(SolveError::NoSolution)?;
        let mut grid = [0; 81];
        for row in first {
            grid[row / 9] = (row % 9) as u8 + 1;
        }
        match solutions.next() {
            None => Ok(grid),
            Some(_) => Err(SolveError::NotUnique(Box::new(grid))),
        }
    }
}

/// A line of a puzzle file that could not be solved.
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

/// Solves every non-blank line of a puzzle file, in order; one bad line
/// does not stop the others.
pub fn solve_file(solver: &Solver, text: &str) -> Vec<Result<Grid, LineError>> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(n, line)| {
            let error = |message: String| LineError {
                line: n + 1,
                message,
            };
            let givens = parse(line).map_err(|e| error(e.to_string()))?;
            solver.solve(&givens).map_err(|e| error(e.to_string()))
        })
        .collect()
}
