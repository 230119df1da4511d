//! Cryptic kakuro (Project Euler problem 424): parsing and the constraint
//! model.
//!
//! A puzzle is a kakuro whose givens and clues are written in a letter code:
//! `A` to `J` stand for the digits 0 to 9 in some order. Solving the grid
//! decodes the letters, and the answer is the digits of `A` to `J` read as
//! one ten-digit number.
//!
//! ```
//! use alphametic_digits::kakuro;
//!
//! // The first puzzle of Project Euler's file.
//! let line = concat!(
//!     "6,X,X,(vCC),(vI),X,X,X,(hH),B,O,(vCA),(vJE),X,(hFE,vD),O,O,O,O,",
//!     "(hA),O,I,(hJC,vB),O,O,(hJC),H,O,O,O,X,X,X,(hJE),O,O,X",
//! );
//! let solution = kakuro::solve(&kakuro::parse(line)?)?;
//! assert_eq!(solution.answer(), 8426039571);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub use crate::lines::LineError;
use crate::lines::solve_lines;
use crate::{DigitModel, DigitSet, DigitVar};
use std::fmt;

/// The number of code letters, `A` to `J`.
///
/// ```
/// use alphametic_digits::kakuro::{self, LETTERS};
///
/// // The first puzzle of Project Euler's file.
/// let line = concat!(
///     "6,X,X,(vCC),(vI),X,X,X,(hH),B,O,(vCA),(vJE),X,(hFE,vD),O,O,O,O,",
///     "(hA),O,I,(hJC,vB),O,O,(hJC),H,O,O,O,X,X,X,(hJE),O,O,X",
/// );
/// let mut digits = kakuro::solve_line(line)?.letters;
/// // The code is a permutation of the ten digits.
/// digits.sort();
/// assert_eq!(digits, std::array::from_fn::<u32, LETTERS, _>(|d| d as u32));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub const LETTERS: usize = 10;

/// The largest information grid accepted: a 9x9 kakuro plus its clue row
/// and column, so that no run is longer than the nine digits.
///
/// ```
/// use alphametic_digits::kakuro::{self, MAX_SIZE};
///
/// let line = format!("{},X", MAX_SIZE + 1);
/// let error = kakuro::parse(&line).unwrap_err();
/// assert_eq!(error.to_string(), "grid size must be between 2 and 10, found 11");
/// ```
pub const MAX_SIZE: usize = 10;

/// A clue: a sum written as one or two code letters, tens first.
///
/// ```
/// use alphametic_digits::kakuro::{self, Cell, Clue};
///
/// // The first puzzle of Project Euler's file.
/// let line = concat!(
///     "6,X,X,(vCC),(vI),X,X,X,(hH),B,O,(vCA),(vJE),X,(hFE,vD),O,O,O,O,",
///     "(hA),O,I,(hJC,vB),O,O,(hJC),H,O,O,O,X,X,X,(hJE),O,O,X",
/// );
/// // `(vCC)`: a run down whose sum is 10 * C + C, C being letter 2.
/// let down = Some(Clue { tens: Some(2), units: 2 });
/// assert_eq!(kakuro::parse(line)?.cells[2], Cell::Clue { across: None, down });
/// # Ok::<(), kakuro::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clue {
    /// The letter of the tens digit, for a two-letter clue.
    pub tens: Option<u8>,
    /// The letter of the units digit.
    pub units: u8,
}

/// One cell of the information grid.
///
/// ```
/// use alphametic_digits::kakuro::{self, Cell};
///
/// // The first puzzle of Project Euler's file.
/// let line = concat!(
///     "6,X,X,(vCC),(vI),X,X,X,(hH),B,O,(vCA),(vJE),X,(hFE,vD),O,O,O,O,",
///     "(hA),O,I,(hJC,vB),O,O,(hJC),H,O,O,O,X,X,X,(hJE),O,O,X",
/// );
/// let cells = kakuro::parse(line)?.cells;
/// // Row 2 reads X, (hH), B, O, …
/// assert_eq!(cells[6], Cell::Grey);
/// assert_eq!(cells[8], Cell::Letter(1));
/// assert_eq!(cells[9], Cell::Empty);
/// # Ok::<(), kakuro::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// A cell that is not part of any run and has no clue.
    Grey,
    /// A white cell to fill in.
    Empty,
    /// A white cell given as a code letter (an index into `A..=J`).
    Letter(u8),
    /// A clue for the run to the right (`across`) and/or below (`down`).
    Clue {
        /// The sum of the run to the right.
        across: Option<Clue>,
        /// The sum of the run below.
        down: Option<Clue>,
    },
}

impl Cell {
    fn is_white(self) -> bool {
        matches!(self, Cell::Empty | Cell::Letter(_))
    }
}

/// A run of white cells and the clue it adds up to.
///
/// ```
/// use alphametic_digits::kakuro::{self, Clue, Run};
///
/// // The first puzzle of Project Euler's file.
/// let line = concat!(
///     "6,X,X,(vCC),(vI),X,X,X,(hH),B,O,(vCA),(vJE),X,(hFE,vD),O,O,O,O,",
///     "(hA),O,I,(hJC,vB),O,O,(hJC),H,O,O,O,X,X,X,(hJE),O,O,X",
/// );
/// let puzzle = kakuro::parse(line)?;
/// // The clue `(vCC)` of cell 2 sums the four cells below it.
/// let clue = Clue { tens: Some(2), units: 2 };
/// assert_eq!(puzzle.runs[0], Run { clue, cells: vec![8, 14, 20, 26] });
/// # Ok::<(), kakuro::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// The clue.
    pub clue: Clue,
    /// The cells of the run, as indices into [`Puzzle::cells`].
    pub cells: Vec<usize>,
}

/// A parsed puzzle.
///
/// ```
/// use alphametic_digits::kakuro::{self, Puzzle};
///
/// // The first puzzle of Project Euler's file.
/// let line = concat!(
///     "6,X,X,(vCC),(vI),X,X,X,(hH),B,O,(vCA),(vJE),X,(hFE,vD),O,O,O,O,",
///     "(hA),O,I,(hJC,vB),O,O,(hJC),H,O,O,O,X,X,X,(hJE),O,O,X",
/// );
/// let puzzle: Puzzle = kakuro::parse(line)?;
/// assert_eq!((puzzle.size, puzzle.cells.len()), (6, 36));
/// assert_eq!(puzzle.runs.len(), 12);
/// # Ok::<(), kakuro::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The side of the information grid.
    pub size: usize,
    /// The cells, row by row.
    pub cells: Vec<Cell>,
    /// Every run, across and down.
    pub runs: Vec<Run>,
}

/// Why a line is not a puzzle.
///
/// ```
/// use alphametic_digits::kakuro;
///
/// let error = kakuro::parse("2,X,X,X,Y").unwrap_err();
/// assert_eq!(error.to_string(), "unknown cell `Y` at row 2, column 2");
/// let error = kakuro::parse("2,X,X,X").unwrap_err();
/// assert_eq!(error.to_string(), "expected 4 cells for a grid of size 2, found 3");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError(String);

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParseError {}

fn error(message: impl Into<String>) -> ParseError {
    ParseError(message.into())
}

/// Splits a line on the commas that are not inside a clue's parentheses.
fn tokens(line: &str) -> Result<Vec<&str>, ParseError> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    for (i, ch) in line.char_indices() {
        match ch {
            '(' => depth += 1,
            ')' => {
                depth = depth.checked_sub(1).ok_or_else(|| error("unmatched `)`"))?;
            }
            ',' if depth == 0 => {
                out.push(line[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    if depth != 0 {
        return Err(error("unclosed `(`"));
    }
    out.push(line[start..].trim());
    Ok(out)
}

fn letter(ch: char) -> Option<u8> {
    ('A'..='J').contains(&ch).then(|| ch as u8 - b'A')
}

fn parse_sum(text: &str, token: &str) -> Result<Clue, ParseError> {
    let letters: Option<Vec<u8>> = text.chars().map(letter).collect();
    match letters.as_deref() {
        Some(&[units]) => Ok(Clue { tens: None, units }),
        Some(&[tens, units]) => Ok(Clue {
            tens: Some(tens),
            units,
        }),
        _ => Err(error(format!(
            "clue `{token}` has a sum `{text}`, expected one or two letters from A to J"
        ))),
    }
}

fn parse_cell(token: &str) -> Result<Cell, ParseError> {
    match token {
        "X" => return Ok(Cell::Grey),
        "O" => return Ok(Cell::Empty),
        _ => {}
    }
    let mut chars = token.chars();
    if let (Some(ch), None) = (chars.next(), chars.next()) {
        return letter(ch)
            .map(Cell::Letter)
            .ok_or_else(|| error(format!("unknown cell `{token}`")));
    }
    let inner = token
        .strip_prefix('(')
        .and_then(|t| t.strip_suffix(')'))
        .ok_or_else(|| error(format!("unknown cell `{token}`")))?;
    let (mut across, mut down) = (None, None);
    for part in inner.split(',') {
        let part = part.trim();
        let (slot, name) = match part.chars().next() {
            Some('h') => (&mut across, "horizontal"),
            Some('v') => (&mut down, "vertical"),
            _ => {
                return Err(error(format!(
                    "clue `{token}` has a part `{part}`, expected `h` or `v` and a sum"
                )));
            }
        };
        if slot.is_some() {
            return Err(error(format!("clue `{token}` has two {name} sums")));
        }
        *slot = Some(parse_sum(&part[1..], token)?);
    }
    Ok(Cell::Clue { across, down })
}

/// Parses one line of the puzzle file.
///
/// ```
/// use alphametic_digits::kakuro;
///
/// // The first puzzle of Project Euler's file.
/// let line = concat!(
///     "6,X,X,(vCC),(vI),X,X,X,(hH),B,O,(vCA),(vJE),X,(hFE,vD),O,O,O,O,",
///     "(hA),O,I,(hJC,vB),O,O,(hJC),H,O,O,O,X,X,X,(hJE),O,O,X",
/// );
/// let puzzle = kakuro::parse(line)?;
/// assert_eq!(puzzle.size, 6);
/// // The size first, then the cells row by row.
/// assert_eq!(puzzle.cells.len(), 6 * 6);
/// # Ok::<(), kakuro::ParseError>(())
/// ```
pub fn parse(line: &str) -> Result<Puzzle, ParseError> {
    let tokens = tokens(line.trim())?;
    let size: usize = tokens[0].parse().map_err(|_| {
        error(format!(
            "expected the grid size as the first field, found `{}`",
            tokens[0]
        ))
    })?;
    if !(2..=MAX_SIZE).contains(&size) {
        return Err(error(format!(
            "grid size must be between 2 and {MAX_SIZE}, found {size}"
        )));
    }
    let found = tokens.len() - 1;
    if found != size * size {
        return Err(error(format!(
            "expected {} cells for a grid of size {size}, found {found}",
            size * size
        )));
    }
    let cells = tokens[1..]
        .iter()
        .enumerate()
        .map(|(i, token)| {
            parse_cell(token).map_err(|e| {
                error(format!(
                    "{e} at row {}, column {}",
                    i / size + 1,
                    i % size + 1
                ))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let runs = runs(size, &cells)?;
    let mut seen = [false; LETTERS];
    for cell in &cells {
        match *cell {
            Cell::Letter(l) => seen[l as usize] = true,
            Cell::Clue { across, down } => {
                for clue in across.iter().chain(&down) {
                    seen[clue.units as usize] = true;
                    if let Some(t) = clue.tens {
                        seen[t as usize] = true;
                    }
                }
            }
            _ => {}
        }
    }
    let count = seen.iter().filter(|&&s| s).count();
    if count < LETTERS - 1 {
        return Err(error(format!(
            "only {count} of the letters A to J appear, so the code cannot be decoded"
        )));
    }
    Ok(Puzzle { size, cells, runs })
}

/// Finds the runs of the clues and checks that every white cell lies in
/// one run each way.
fn runs(size: usize, cells: &[Cell]) -> Result<Vec<Run>, ParseError> {
    let mut runs = Vec::new();
    let mut covered = [vec![false; cells.len()], vec![false; cells.len()]];
    for (at, cell) in cells.iter().enumerate() {
        let Cell::Clue { across, down } = *cell else {
            continue;
        };
        let (row, col) = (at / size, at % size);
        let ways = [
            (
                across,
                "horizontal",
                (col + 1..size).map(|c| row * size + c).collect::<Vec<_>>(),
            ),
            (
                down,
                "vertical",
                (row + 1..size).map(|r| r * size + col).collect(),
            ),
        ];
        for (way, (clue, name, line)) in ways.into_iter().enumerate() {
            let Some(clue) = clue else { continue };
            let run: Vec<usize> = line
                .into_iter()
                .take_while(|&i| cells[i].is_white())
                .collect();
            if run.is_empty() {
                return Err(error(format!(
                    "{name} clue at row {}, column {} has no white cells to fill",
                    row + 1,
                    col + 1
                )));
            }
            for &i in &run {
                covered[way][i] = true;
            }
            runs.push(Run { clue, cells: run });
        }
    }
    for (at, cell) in cells.iter().enumerate() {
        for (way, name) in ["horizontal", "vertical"].into_iter().enumerate() {
            if cell.is_white() && !covered[way][at] {
                return Err(error(format!(
                    "white cell at row {}, column {} has no {name} clue",
                    at / size + 1,
                    at % size + 1
                )));
            }
        }
    }
    Ok(runs)
}

/// A solved puzzle.
///
/// ```
/// use alphametic_digits::kakuro;
///
/// // The first puzzle of Project Euler's file.
/// let line = concat!(
///     "6,X,X,(vCC),(vI),X,X,X,(hH),B,O,(vCA),(vJE),X,(hFE,vD),O,O,O,O,",
///     "(hA),O,I,(hJC,vB),O,O,(hJC),H,O,O,O,X,X,X,(hJE),O,O,X",
/// );
/// let solution = kakuro::solve_line(line)?;
/// // Cell 8 is given as `B`: it holds B's digit.
/// assert_eq!(solution.grid[8], Some(solution.letters[1]));
/// assert_eq!(solution.grid[0], None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The digit of each letter `A` to `J`.
    pub letters: [u32; LETTERS],
    /// The digit of each white cell, row by row; `None` elsewhere.
    pub grid: Vec<Option<u32>>,
}

impl Solution {
    /// The digits of `A` to `J` as one number.
    ///
    /// ```
    /// use alphametic_digits::kakuro;
    ///
    /// // The first puzzle of Project Euler's file.
    /// let line = concat!(
    ///     "6,X,X,(vCC),(vI),X,X,X,(hH),B,O,(vCA),(vJE),X,(hFE,vD),O,O,O,O,",
    ///     "(hA),O,I,(hJC,vB),O,O,(hJC),H,O,O,O,X,X,X,(hJE),O,O,X",
    /// );
    /// let solution = kakuro::solve_line(line)?;
    /// assert_eq!(solution.letters, [8, 4, 2, 6, 0, 3, 9, 5, 7, 1]);
    /// assert_eq!(solution.answer(), 8426039571);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn answer(&self) -> u64 {
        self.letters
            .iter()
            .fold(0, |acc, &d| acc * 10 + u64::from(d))
    }
}

/// Why a puzzle has no answer.
///
/// ```
/// use alphametic_digits::kakuro::{self, SolveError};
///
/// // The first puzzle with `A` given in the run `(hA)`: A + I == A has no
/// // answer with I from 1 to 9.
/// let line = concat!(
///     "6,X,X,(vCC),(vI),X,X,X,(hH),B,O,(vCA),(vJE),X,(hFE,vD),O,O,O,O,",
///     "(hA),A,I,(hJC,vB),O,O,(hJC),H,O,O,O,X,X,X,(hJE),O,O,X",
/// );
/// assert_eq!(kakuro::solve(&kakuro::parse(line)?), Err(SolveError::NoSolution));
/// # Ok::<(), kakuro::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// No decoding of the letters fills the grid.
    NoSolution,
    /// The model could not be built.
    Model(String),
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::NoSolution => f.write_str("the puzzle has no solution"),
            SolveError::Model(e) => f.write_str(e),
        }
    }
}

impl std::error::Error for SolveError {}

/// Solves a puzzle: builds the constraint model and searches it.
///
/// Each letter is a variable over 0..=9 and all letters differ. A white cell
/// given as a letter *is* that letter's variable, so givens need no
/// constraint of their own; other white cells are fresh variables over
/// 1..=9. Each run is a sum of distinct digits whose total is the clue's
/// letters, `10 * tens + units`.
///
/// ```
/// use alphametic_digits::kakuro;
///
/// // The first puzzle of Project Euler's file.
/// let line = concat!(
///     "6,X,X,(vCC),(vI),X,X,X,(hH),B,O,(vCA),(vJE),X,(hFE,vD),O,O,O,O,",
///     "(hA),O,I,(hJC,vB),O,O,(hJC),H,O,O,O,X,X,X,(hJE),O,O,X",
/// );
/// let puzzle = kakuro::parse(line)?;
/// let solution = kakuro::solve(&puzzle)?;
/// // Every white cell has a digit.
/// assert_eq!(solution.grid.iter().flatten().count(), 16);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn solve(puzzle: &Puzzle) -> Result<Solution, SolveError> {
    let mut model = DigitModel::new();
    let letters: Vec<DigitVar> = (0..LETTERS)
        .map(|_| model.new_var(DigitSet::range(0, 10)))
        .collect();
    model.all_different(&letters);
    let white = DigitSet::range(1, 10);
    let vars: Vec<Option<DigitVar>> = puzzle
        .cells
        .iter()
        .map(|cell| match *cell {
            Cell::Empty => Some(model.new_var(white)),
            Cell::Letter(l) => {
                model.restrict(letters[l as usize], white);
                Some(letters[l as usize])
            }
            _ => None,
        })
        .collect();
    for run in &puzzle.runs {
        if let Some(t) = run.clue.tens {
            // A two-digit sum has no leading zero.
            model.restrict(letters[t as usize], white);
        }
    }
    for run in &puzzle.runs {
        let cells: Vec<DigitVar> = run.cells.iter().filter_map(|&i| vars[i]).collect();
        let mut total = vec![(1, letters[run.clue.units as usize])];
        if let Some(t) = run.clue.tens {
            total.push((10, letters[t as usize]));
        }
        model
            .distinct_sum(&cells, &total, 0)
            .map_err(|e| SolveError::Model(e.to_string()))?;
    }
    let solution = model.solve().ok_or(SolveError::NoSolution)?;
    let mut decoded = [0; LETTERS];
    for (d, &l) in decoded.iter_mut().zip(&letters) {
        *d = solution[l];
    }
    Ok(Solution {
        letters: decoded,
        grid: vars.iter().map(|v| v.map(|v| solution[v])).collect(),
    })
}

/// Parses and solves one line.
///
/// ```
/// use alphametic_digits::kakuro;
///
/// // The first puzzle of Project Euler's file.
/// let line = concat!(
///     "6,X,X,(vCC),(vI),X,X,X,(hH),B,O,(vCA),(vJE),X,(hFE,vD),O,O,O,O,",
///     "(hA),O,I,(hJC,vB),O,O,(hJC),H,O,O,O,X,X,X,(hJE),O,O,X",
/// );
/// assert_eq!(kakuro::solve_line(line)?.answer(), 8426039571);
/// assert!(kakuro::solve_line("6,X").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn solve_line(line: &str) -> Result<Solution, Box<dyn std::error::Error>> {
    Ok(solve(&parse(line)?)?)
}

/// Solves every non-blank line of a puzzle file, in order; one bad line
/// does not stop the others.
///
/// ```
/// use alphametic_digits::kakuro;
///
/// // The first puzzle of Project Euler's file.
/// let line = concat!(
///     "6,X,X,(vCC),(vI),X,X,X,(hH),B,O,(vCA),(vJE),X,(hFE,vD),O,O,O,O,",
///     "(hA),O,I,(hJC,vB),O,O,(hJC),H,O,O,O,X,X,X,(hJE),O,O,X",
/// );
/// let results = kakuro::solve_file(&format!("{line}\r\n7,X\r\n"));
/// assert_eq!(results[0].as_ref().map(|s| s.answer()), Ok(8426039571));
/// assert_eq!(results[1].as_ref().unwrap_err().line, 2);
///
/// let results = kakuro::solve_file("\n2,X,X,X\n");
/// let error = results[0].as_ref().unwrap_err();
/// assert_eq!(error.line, 2);
/// assert_eq!(error.to_string(), "line 2: expected 4 cells for a grid of size 2, found 3");
/// ```
pub fn solve_file(text: &str) -> Vec<Result<Solution, LineError>> {
    solve_lines(text, |line| solve_line(line).map_err(|e| e.to_string()))
}
