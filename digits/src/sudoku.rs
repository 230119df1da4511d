//! Sudoku as an exact cover problem.
//!
//! A solution is a choice of 81 placements "digit d in cell (r, c)", one
//! of 729 rows, such that each of 324 constraints holds exactly once:
//! every cell has a digit, and every row, column and box has every digit.
//! The givens are selected up front, so the dancing-links search only fills
//! in the blanks.
//!
//! ```
//! use alphametic_digits::sudoku::{self, Solver};
//!
//! let line = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
//! let solved = Solver::new().solve(&sudoku::parse(line)?)?;
//! assert_eq!(&sudoku::format(&solved)[..27], "483921657967345821251876493");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::ExactCover;
pub use crate::lines::LineError;
use crate::lines::solve_lines;
use std::fmt;

/// A grid, row by row: 1..=9 for a digit, 0 for a blank.
///
/// ```
/// use alphametic_digits::sudoku::{self, Grid};
///
/// let line = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
/// let grid: Grid = sudoku::parse(line)?;
/// // Row 2, column 1 holds a 9.
/// assert_eq!(grid[9], 9);
/// assert_eq!(grid.iter().filter(|&&d| d == 0).count(), 49);
/// # Ok::<(), sudoku::ParseError>(())
/// ```
pub type Grid = [u8; 81];

/// Why a line is not a puzzle.
///
/// ```
/// use alphametic_digits::sudoku;
///
/// let error = sudoku::parse("003020600").unwrap_err();
/// assert_eq!(error.to_string(), "expected 81 cells, found 9");
/// let error = sudoku::parse(&"x".repeat(81)).unwrap_err();
/// assert_eq!(error.to_string(), "unexpected `x` at row 1, column 1, expected a digit or `.`");
/// ```
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
///
/// ```
/// use alphametic_digits::sudoku;
///
/// let line = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
/// let grid = sudoku::parse(line)?;
/// assert_eq!(grid[..9], [0, 0, 3, 0, 2, 0, 6, 0, 0]);
/// assert_eq!(sudoku::parse(&line.replace('0', "."))?, grid);
/// # Ok::<(), sudoku::ParseError>(())
/// ```
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
///
/// ```
/// use alphametic_digits::sudoku;
///
/// let line = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
/// assert_eq!(sudoku::format(&sudoku::parse(line)?), line);
/// assert_eq!(&sudoku::format(&[0; 81])[..9], ".........");
/// # Ok::<(), sudoku::ParseError>(())
/// ```
pub fn format(grid: &Grid) -> String {
    grid.iter()
        .map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) })
        .collect()
}

/// Why a puzzle has no single answer.
///
/// ```
/// use alphametic_digits::sudoku::{self, Solver, SolveError};
///
/// let solver = Solver::new();
/// // Two 1s in the first row.
/// let clash = sudoku::parse(&format!("11{}", ".".repeat(79)))?;
/// assert_eq!(solver.solve(&clash), Err(SolveError::Clash { row: 1, column: 2, digit: 1 }));
/// // A blank grid has many solutions.
/// assert!(matches!(solver.solve(&[0; 81]), Err(SolveError::NotUnique(_))));
/// # Ok::<(), sudoku::ParseError>(())
/// ```
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
///
/// ```
/// use alphametic_digits::sudoku::{self, Solver};
///
/// let solver = Solver::new();
/// let givens = sudoku::parse(concat!(
///     "003020600900305001001806400",
///     "008102900700000008006708200",
///     "002609500800203009005010300",
/// ))?;
/// // One solver serves every puzzle.
/// for _ in 0..2 {
///     assert_eq!(solver.solve(&givens)?[..9], [4, 8, 3, 9, 2, 1, 6, 5, 7]);
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
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
    ///
    /// ```
    /// use alphametic_digits::sudoku::{Solver, SolveError};
    ///
    /// let solver = Solver::new();
    /// let mut givens = [0; 81];
    /// givens[0] = 5;
    /// // A single given leaves many solutions: the first one found is kept.
    /// let first = match solver.solve(&givens) {
    ///     Err(SolveError::NotUnique(grid)) => grid,
    ///     other => panic!("{other:?}"),
    /// };
    /// assert_eq!(first[0], 5);
    /// ```
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
    ///
    /// ```
    /// use alphametic_digits::sudoku::{self, Solver};
    ///
    /// let givens = sudoku::parse(concat!(
    ///     "003020600900305001001806400",
    ///     "008102900700000008006708200",
    ///     "002609500800203009005010300",
    /// ))?;
    /// let solved = Solver::new().solve(&givens)?;
    /// assert_eq!(solved[..9], [4, 8, 3, 9, 2, 1, 6, 5, 7]);
    /// // The givens stay where they were.
    /// assert!(givens.iter().zip(&solved).all(|(&g, &s)| g == 0 || g == s));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
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

/// Solves every non-blank line of a puzzle file, in order; one bad line
/// does not stop the others.
///
/// ```
/// use alphametic_digits::sudoku::{self, Solver};
///
/// let line = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
/// let text = format!("{line}\n\n{}\n", "1".repeat(81));
/// let results = sudoku::solve_file(&Solver::new(), &text);
/// assert_eq!(results.len(), 2);
/// assert_eq!(results[0].as_ref().unwrap()[..9], [4, 8, 3, 9, 2, 1, 6, 5, 7]);
/// assert_eq!(results[1].as_ref().unwrap_err().line, 3);
/// ```
pub fn solve_file(solver: &Solver, text: &str) -> Vec<Result<Grid, LineError>> {
    solve_lines(text, |line| {
        let givens = parse(line).map_err(|e| e.to_string())?;
        solver.solve(&givens).map_err(|e| e.to_string())
    })
}
