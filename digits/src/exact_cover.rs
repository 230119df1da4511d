//! Exact cover by Knuth's Algorithm X with dancing links.
//!
//! An exact cover problem is a matrix of 0s and 1s; a solution picks rows
//! so that every column holds exactly one 1 among them. Sudoku, pentomino
//! tilings and many other puzzles are exact cover problems once their rules
//! are written as columns ("cell r3c5 is filled", "row 3 has a 7", ...).
//!
//! The matrix is kept sparse, as circular doubly linked lists of its 1s
//! down each column. Choosing a row unlinks every row that clashes with it,
//! and backtracking relinks them in reverse order: a node removed from its
//! list still knows its neighbours, so putting it back is two writes.
//!
//! The layout is the one of Knuth's DLX1 (TAOCP 7.2.2.1): the links are
//! indices into one `Vec`, and the 1s of a row sit next to each other with a
//! spacer after each row, so walking a row is stepping through memory rather
//! than following links. That keeps the structure compact, cheap to clone
//! and free of `unsafe`.

use std::fmt;

/// The root of the list of uncovered columns.
const ROOT: u32 = 0;

/// The `top` of a spacer node.
const SPACER: u32 = u32::MAX;

/// A 1 of the matrix, a column header or a spacer between rows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Node {
    /// For a 1, the node above; for a spacer, the first node of the row
    /// before it.
    up: u32,
    /// For a 1, the node below; for a spacer, the last node of the row after
    /// it.
    down: u32,
    /// For a 1, its column's header; for a header, the number of rows still
    /// linked into the column; for a spacer, [`SPACER`].
    top: u32,
}

/// A column header's place in the list of uncovered columns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Item {
    left: u32,
    right: u32,
}

/// An exact cover problem and its solver.
///
/// Columns are numbered from 0; a row is the list of columns it covers.
/// Rows may be *selected* up front (the givens of a puzzle); every solution
/// then contains them and the search only fills in the rest.
///
/// ```
/// use alphametic_digits::ExactCover;
///
/// // Knuth's example from "Dancing Links": columns A to G.
/// let mut matrix = ExactCover::new(7);
/// for row in [&[2, 4, 5][..], &[0, 3, 6], &[1, 2, 5], &[0, 3], &[1, 6], &[3, 4, 6]] {
///     matrix.add_row(row)?;
/// }
/// assert_eq!(matrix.first_solution(), Some(vec![0, 3, 4]));
/// assert_eq!(matrix.count_solutions(10), 1);
/// # Ok::<(), alphametic_digits::ExactCoverError>(())
/// ```
#[derive(Clone, Debug)]
pub struct ExactCover {
    columns: usize,
    /// The list of uncovered columns: the root, then column `c` at `c + 1`.
    items: Vec<Item>,
    /// The root, then one header per column, then a spacer, then each row's
    /// 1s followed by a spacer.
    nodes: Vec<Node>,
    /// Per node, the row it belongs to (unused for headers and spacers).
    row_of: Vec<u32>,
    /// Per row, its first node, or `None` for a row without columns.
    row_start: Vec<Option<u32>>,
    /// Per column, whether a selected row covers it.
    covered: Vec<bool>,
    selected: Vec<usize>,
}

impl ExactCover {
    /// A problem with `columns` columns and no rows yet.
    ///
    /// ```
    /// # use alphametic_digits::ExactCover;
    /// let mut empty = ExactCover::new(0);
    /// // Nothing to cover: the empty selection is the one solution.
    /// assert_eq!(empty.first_solution(), Some(vec![]));
    /// ```
    pub fn new(columns: usize) -> Self {
        let n = columns as u32;
        let items = (0..=n)
            .map(|i| Item {
                left: if i == 0 { n } else { i - 1 },
                right: if i == n { ROOT } else { i + 1 },
            })
            .collect();
        let mut nodes: Vec<Node> = (0..=n)
            .map(|i| Node {
                up: i,
                down: i,
                top: 0,
            })
            .collect();
        nodes.push(Node {
            up: 0,
            down: 0,
            top: SPACER,
        });
        ExactCover {
            columns,
            items,
            row_of: vec![u32::MAX; nodes.len()],
            nodes,
            row_start: Vec::new(),
            covered: vec![false; columns],
            selected: Vec::new(),
        }
    }

    /// The number of columns.
    ///
    /// ```
    /// # use alphametic_digits::ExactCover;
    /// assert_eq!(ExactCover::new(5).num_columns(), 5);
    /// ```
    pub fn num_columns(&self) -> usize {
        self.columns
    }

    /// The number of rows added so far.
    ///
    /// ```
    /// # use alphametic_digits::ExactCover;
    /// let mut matrix = ExactCover::new(2);
    /// matrix.add_row(&[0, 1])?;
    /// assert_eq!(matrix.num_rows(), 1);
    /// # Ok::<(), alphametic_digits::ExactCoverError>(())
    /// ```
    pub fn num_rows(&self) -> usize {
        self.row_start.len()
    }

    /// Adds a row covering `columns`, and returns its number (rows count
    /// from 0 in order of addition).
    ///
    /// Fails when a column is out of range or listed twice. A row that
    /// clashes with an already selected row is added but can never be
    /// chosen.
    ///
    /// ```
    /// # use alphametic_digits::{ExactCover, ExactCoverError};
    /// let mut matrix = ExactCover::new(3);
    /// assert_eq!(matrix.add_row(&[0, 2]), Ok(0));
    /// assert_eq!(
    ///     matrix.add_row(&[1, 3]),
    ///     Err(ExactCoverError::ColumnOutOfRange { column: 3, columns: 3 })
    /// );
    /// assert_eq!(matrix.add_row(&[1, 1]), Err(ExactCoverError::DuplicateColumn { column: 1 }));
    /// ```
    pub fn add_row(&mut self, columns: &[usize]) -> Result<usize, ExactCoverError> {
        for (i, &column) in columns.iter().enumerate() {
            if column >= self.columns {
                return Err(ExactCoverError::ColumnOutOfRange {
                    column,
                    columns: self.columns,
                });
            }
            if columns[..i].contains(&column) {
                return Err(ExactCoverError::DuplicateColumn { column });
            }
        }
        let row = self.row_start.len();
        if columns.is_empty() {
            self.row_start.push(None);
            return Ok(row);
        }
        let first = self.nodes.len() as u32;
        let last = first + columns.len() as u32 - 1;
        self.row_start.push(Some(first));
        // A row that meets a covered column is dead for good, since
        // selections are never undone; leaving it out of the column lists
        // keeps it out of every search.
        let live = columns.iter().all(|&c| !self.covered[c]);
        for &column in columns {
            let node = self.nodes.len() as u32;
            let header = column as u32 + 1;
            let mut links = Node {
                up: node,
                down: node,
                top: header,
            };
            if live {
                links.up = self.nodes[header as usize].up;
                links.down = header;
                self.nodes[links.up as usize].down = node;
                self.nodes[header as usize].up = node;
                self.nodes[header as usize].top += 1;
            }
            self.nodes.push(links);
            self.row_of.push(row as u32);
        }
        // The spacer before the row points down to its last node, the one
        // after it up to its first, so that a walk along the row can wrap.
        let before = first as usize - 1;
        self.nodes[before].down = last;
        self.nodes.push(Node {
            up: first,
            down: 0,
            top: SPACER,
        });
        self.row_of.push(u32::MAX);
        Ok(row)
    }

    /// Puts `row` into every solution, as a given.
    ///
    /// Fails when the row does not exist or clashes with a row selected
    /// before (they share a column, or it is the same row).
    ///
    /// ```
    /// # use alphametic_digits::{ExactCover, ExactCoverError};
    /// let mut matrix = ExactCover::new(2);
    /// let both = matrix.add_row(&[0, 1])?;
    /// let left = matrix.add_row(&[0])?;
    /// let right = matrix.add_row(&[1])?;
    /// assert_eq!(matrix.count_solutions(10), 2);
    /// matrix.select(left)?;
    /// assert_eq!(matrix.first_solution(), Some(vec![left, right]));
    /// assert_eq!(matrix.select(both), Err(ExactCoverError::Conflict { row: both }));
    /// # Ok::<(), ExactCoverError>(())
    /// ```
    pub fn select(&mut self, row: usize) -> Result<(), ExactCoverError> {
        let Some(&start) = self.row_start.get(row) else {
            return Err(ExactCoverError::RowOutOfRange {
                row,
                rows: self.row_start.len(),
            });
        };
        if self.selected.contains(&row) {
            return Err(ExactCoverError::Conflict { row });
        }
        if let Some(start) = start {
            let nodes = start as usize..;
            let row_columns = || {
                self.nodes[nodes.clone()]
                    .iter()
                    .take_while(|n| n.top != SPACER)
                    .map(|n| n.top as usize - 1)
            };
            if row_columns().any(|c| self.covered[c]) {
                return Err(ExactCoverError::Conflict { row });
            }
            let columns: Vec<usize> = row_columns().collect();
            self.cover(self.nodes[start as usize].top);
            self.cover_rest_of_row(start);
            for c in columns {
                self.covered[c] = true;
            }
        }
        self.selected.push(row);
        Ok(())
    }

    /// The rows selected with [`select`](Self::select), in order.
    ///
    /// ```
    /// # use alphametic_digits::ExactCover;
    /// let mut matrix = ExactCover::new(1);
    /// let row = matrix.add_row(&[0])?;
    /// matrix.select(row)?;
    /// assert_eq!(matrix.selected(), [row]);
    /// # Ok::<(), alphametic_digits::ExactCoverError>(())
    /// ```
    pub fn selected(&self) -> &[usize] {
        &self.selected
    }

    /// Takes column `c` out of the list of columns and every row that meets
    /// it out of the other columns.
    fn cover(&mut self, c: u32) {
        let mut p = self.nodes[c as usize].down;
        while p != c {
            self.hide(p);
            p = self.nodes[p as usize].down;
        }
        let Item { left, right } = self.items[c as usize];
        self.items[left as usize].right = right;
        self.items[right as usize].left = left;
    }

    /// Undoes [`cover`](Self::cover), in exactly the reverse order.
    fn uncover(&mut self, c: u32) {
        let Item { left, right } = self.items[c as usize];
        self.items[left as usize].right = c;
        self.items[right as usize].left = c;
        let mut p = self.nodes[c as usize].up;
        while p != c {
            self.unhide(p);
            p = self.nodes[p as usize].up;
        }
    }

    /// Unlinks the row of node `p` from every column but `p`'s own.
    fn hide(&mut self, p: u32) {
        let mut q = p + 1;
        while q != p {
            let Node { up, down, top } = self.nodes[q as usize];
            if top == SPACER {
                q = up;
            } else {
                self.nodes[up as usize].down = down;
                self.nodes[down as usize].up = up;
                self.nodes[top as usize].top -= 1;
                q += 1;
            }
        }
    }

    /// Undoes [`hide`](Self::hide), walking the row the other way.
    fn unhide(&mut self, p: u32) {
        let mut q = p - 1;
        while q != p {
            let Node { up, down, top } = self.nodes[q as usize];
            if top == SPACER {
                q = down;
            } else {
                self.nodes[up as usize].down = q;
                self.nodes[down as usize].up = q;
                self.nodes[top as usize].top += 1;
                q -= 1;
            }
        }
    }

    /// Covers the columns of `p`'s row other than `p`'s own: the rest of
    /// choosing the row once its first column is covered.
    fn cover_rest_of_row(&mut self, p: u32) {
        let mut q = p + 1;
        while q != p {
            let Node { up, top, .. } = self.nodes[q as usize];
            if top == SPACER {
                q = up;
            } else {
                self.cover(top);
                q += 1;
            }
        }
    }

    /// Undoes [`cover_rest_of_row`](Self::cover_rest_of_row).
    fn uncover_rest_of_row(&mut self, p: u32) {
        let mut q = p - 1;
        while q != p {
            let Node { down, top, .. } = self.nodes[q as usize];
            if top == SPACER {
                q = down;
            } else {
                self.uncover(top);
                q -= 1;
            }
        }
    }

    /// The uncovered column with the fewest rows: the most constrained
    /// choice, and a dead end found at once when some column has none.
    fn smallest_column(&self) -> u32 {
        let mut best = self.items[ROOT as usize].right;
        let mut best_size = u32::MAX;
        let mut c = best;
        while c != ROOT {
            let size = self.nodes[c as usize].top;
            if size < best_size {
                best = c;
                best_size = size;
                if size <= 1 {
                    break;
                }
            }
            c = self.items[c as usize].right;
        }
        best
    }

    /// All solutions, one at a time; each is the sorted list of its rows,
    /// selected rows included.
    ///
    /// The search runs lazily between calls to `next`. Dropping the iterator
    /// early restores the matrix, so it can be searched again.
    ///
    /// ```
    /// # use alphametic_digits::ExactCover;
    /// let mut matrix = ExactCover::new(2);
    /// for row in [&[0][..], &[1], &[0, 1]] {
    ///     matrix.add_row(row)?;
    /// }
    /// let all: Vec<Vec<usize>> = matrix.solutions().collect();
    /// assert_eq!(all, [vec![0, 1], vec![2]]);
    /// # Ok::<(), alphametic_digits::ExactCoverError>(())
    /// ```
    pub fn solutions(&mut self) -> ExactCoverSolutions<'_> {
        ExactCoverSolutions {
            matrix: self,
            stack: Vec::new(),
            phase: Phase::Start,
        }
    }

    /// Some solution, if there is one.
    ///
    /// ```
    /// # use alphametic_digits::ExactCover;
    /// let mut matrix = ExactCover::new(2);
    /// matrix.add_row(&[0])?;
    /// assert_eq!(matrix.first_solution(), None);
    /// # Ok::<(), alphametic_digits::ExactCoverError>(())
    /// ```
    pub fn first_solution(&mut self) -> Option<Vec<usize>> {
        self.solutions().next()
    }

    /// The number of solutions, counting no further than `limit`: a limit of
    /// 2 tells a unique solution from several without finding them all.
    ///
    /// ```
    /// # use alphametic_digits::ExactCover;
    /// // Four columns, every row covers a single one plus one row covering all.
    /// let mut matrix = ExactCover::new(4);
    /// for c in 0..4 {
    ///     matrix.add_row(&[c])?;
    /// }
    /// matrix.add_row(&[0, 1, 2, 3])?;
    /// assert_eq!(matrix.count_solutions(usize::MAX), 2);
    /// assert_eq!(matrix.count_solutions(1), 1);
    /// # Ok::<(), alphametic_digits::ExactCoverError>(())
    /// ```
    pub fn count_solutions(&mut self, limit: usize) -> usize {
        self.solutions().take(limit).count()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Nothing searched yet.
    Start,
    /// A solution was just returned; backtrack from it.
    Resume,
    /// The search is over and the matrix is restored.
    Done,
}

/// The solutions of an [`ExactCover`] problem, found one by one; see
/// [`ExactCover::solutions`].
///
/// ```
/// # use alphametic_digits::ExactCover;
/// let mut matrix = ExactCover::new(1);
/// matrix.add_row(&[0])?;
/// matrix.add_row(&[0])?;
/// let mut solutions = matrix.solutions();
/// assert_eq!(solutions.next(), Some(vec![0]));
/// assert_eq!(solutions.next(), Some(vec![1]));
/// assert_eq!(solutions.next(), None);
/// # Ok::<(), alphametic_digits::ExactCoverError>(())
/// ```
#[derive(Debug)]
pub struct ExactCoverSolutions<'a> {
    matrix: &'a mut ExactCover,
    /// The row node chosen at each level of the search.
    stack: Vec<u32>,
    phase: Phase,
}

/// The steps of Knuth's Algorithm X, as in "Dancing Links" (2000).
#[derive(Clone, Copy)]
enum Step {
    /// Report a solution if every column is covered, else choose a column.
    Enter,
    /// Try the row at the top of the stack, or leave the level when the
    /// column has no rows left.
    Try,
    /// Undo the row at the top of the stack and move on to the next one.
    Backtrack,
}

impl Iterator for ExactCoverSolutions<'_> {
    type Item = Vec<usize>;

    fn next(&mut self) -> Option<Vec<usize>> {
        let mut step = match self.phase {
            Phase::Start => Step::Enter,
            Phase::Resume => Step::Backtrack,
            Phase::Done => return None,
        };
        let m = &mut *self.matrix;
        loop {
            match step {
                Step::Enter => {
                    if m.items[ROOT as usize].right == ROOT {
                        self.phase = Phase::Resume;
                        let mut rows = m.selected.clone();
                        rows.extend(self.stack.iter().map(|&n| m.row_of[n as usize] as usize));
                        rows.sort_unstable();
                        return Some(rows);
                    }
                    let c = m.smallest_column();
                    m.cover(c);
                    self.stack.push(m.nodes[c as usize].down);
                    step = Step::Try;
                }
                Step::Try => {
                    let Some(&row) = self.stack.last() else {
                        // Only reached after a row is pushed; ending the
                        // search is the safe answer all the same.
                        self.phase = Phase::Done;
                        return None;
                    };
                    // Past the last row of a column comes its header.
                    if row as usize <= m.columns {
                        m.uncover(row);
                        self.stack.pop();
                        step = Step::Backtrack;
                    } else {
                        m.cover_rest_of_row(row);
                        step = Step::Enter;
                    }
                }
                Step::Backtrack => {
                    let Some(row) = self.stack.last_mut() else {
                        self.phase = Phase::Done;
                        return None;
                    };
                    let node = *row;
                    *row = m.nodes[node as usize].down;
                    m.uncover_rest_of_row(node);
                    step = Step::Try;
                }
            }
        }
    }
}

impl Drop for ExactCoverSolutions<'_> {
    fn drop(&mut self) {
        // Between calls every level holds a row node whose row is chosen;
        // unchoosing them from the top down restores the matrix.
        let m = &mut *self.matrix;
        while let Some(row) = self.stack.pop() {
            m.uncover_rest_of_row(row);
            m.uncover(m.nodes[row as usize].top);
        }
    }
}

/// A row or a selection that does not fit the problem.
///
/// ```
/// # use alphametic_digits::{ExactCover, ExactCoverError};
/// let mut matrix = ExactCover::new(2);
/// let err = matrix.add_row(&[2]).unwrap_err();
/// assert_eq!(err, ExactCoverError::ColumnOutOfRange { column: 2, columns: 2 });
/// assert_eq!(err.to_string(), "column 2 is out of range for 2 columns");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExactCoverError {
    /// A row names a column the problem does not have.
    ColumnOutOfRange {
        /// The column named.
        column: usize,
        /// The number of columns of the problem.
        columns: usize,
    },
    /// A row names the same column twice.
    DuplicateColumn {
        /// The column named twice.
        column: usize,
    },
    /// A selection names a row the problem does not have.
    RowOutOfRange {
        /// The row named.
        row: usize,
        /// The number of rows of the problem.
        rows: usize,
    },
    /// A selected row shares a column with a row selected before.
    Conflict {
        /// The row that could not be selected.
        row: usize,
    },
}

impl fmt::Display for ExactCoverError {
    /// ```
    /// # use alphametic_digits::ExactCoverError;
    /// let e = ExactCoverError::Conflict { row: 4 };
    /// assert_eq!(e.to_string(), "row 4 clashes with a row selected before");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ExactCoverError::ColumnOutOfRange { column, columns } => {
                write!(f, "column {column} is out of range for {columns} columns")
            }
            ExactCoverError::DuplicateColumn { column } => {
                write!(f, "column {column} appears twice in one row")
            }
            ExactCoverError::RowOutOfRange { row, rows } => {
                write!(f, "row {row} is out of range for {rows} rows")
            }
            ExactCoverError::Conflict { row } => {
                write!(f, "row {row} clashes with a row selected before")
            }
        }
    }
}

impl std::error::Error for ExactCoverError {}

#[cfg(test)]
mod tests {
    use super::*;

    fn knuth() -> ExactCover {
        let mut m = ExactCover::new(7);
        for row in [
            &[2, 4, 5][..],
            &[0, 3, 6],
            &[1, 2, 5],
            &[0, 3],
            &[1, 6],
            &[3, 4, 6],
        ] {
            m.add_row(row).unwrap();
        }
        m
    }

    /// Rows of the 4x4 Sudoku: (cell, digit) covers the cell, the digit in
    /// its row, column and box.
    fn sudoku4() -> ExactCover {
        let mut m = ExactCover::new(64);
        for r in 0..4 {
            for c in 0..4 {
                for d in 0..4 {
                    let b = r / 2 * 2 + c / 2;
                    m.add_row(&[r * 4 + c, 16 + r * 4 + d, 32 + c * 4 + d, 48 + b * 4 + d])
                        .unwrap();
                }
            }
        }
        m
    }

    /// Checks that every link points back to where it came from.
    fn assert_consistent(m: &ExactCover) {
        for (i, item) in m.items.iter().enumerate() {
            assert_eq!(m.items[item.right as usize].left as usize, i);
            assert_eq!(m.items[item.left as usize].right as usize, i);
        }
        for (i, n) in m.nodes.iter().enumerate() {
            if n.top != SPACER {
                assert_eq!(m.nodes[n.down as usize].up as usize, i);
                assert_eq!(m.nodes[n.up as usize].down as usize, i);
            }
        }
    }

    #[test]
    fn knuths_example_has_one_solution() {
        let mut m = knuth();
        let before = m.nodes.clone();
        let all: Vec<_> = m.solutions().collect();
        assert_eq!(all, [vec![0, 3, 4]]);
        assert_eq!(m.nodes, before);
    }

    #[test]
    fn no_solution() {
        let mut m = knuth();
        m.add_row(&[]).unwrap();
        let mut m2 = ExactCover::new(3);
        m2.add_row(&[0, 1]).unwrap();
        m2.add_row(&[1, 2]).unwrap();
        assert_eq!(m2.first_solution(), None);
        assert_eq!(m2.count_solutions(5), 0);
        // A column nothing covers.
        let mut m3 = ExactCover::new(2);
        m3.add_row(&[0]).unwrap();
        assert_eq!(m3.count_solutions(5), 0);
        assert_consistent(&m2);
        assert_eq!(m.count_solutions(5), 1);
    }

    #[test]
    fn counts_all_4x4_sudoku_grids() {
        let mut m = sudoku4();
        assert_eq!(m.count_solutions(usize::MAX), 288);
        assert_consistent(&m);
        // The count is the same the second time: the search left no trace.
        assert_eq!(m.count_solutions(usize::MAX), 288);
        assert_eq!(m.count_solutions(7), 7);
    }

    #[test]
    fn every_enumerated_solution_is_an_exact_cover() {
        let mut m = sudoku4();
        let rows: Vec<Vec<usize>> = (0..64)
            .map(|i| {
                let (r, c, d) = (i / 16, i / 4 % 4, i % 4);
                let b = r / 2 * 2 + c / 2;
                vec![r * 4 + c, 16 + r * 4 + d, 32 + c * 4 + d, 48 + b * 4 + d]
            })
            .collect();
        let mut seen = std::collections::HashSet::new();
        for solution in m.solutions() {
            let mut hits = [0; 64];
            for &row in &solution {
                for &c in &rows[row] {
                    hits[c] += 1;
                }
            }
            assert!(hits.iter().all(|&h| h == 1));
            assert!(seen.insert(solution));
        }
        assert_eq!(seen.len(), 288);
    }

    #[test]
    fn dropping_the_iterator_early_restores_the_matrix() {
        let mut m = sudoku4();
        let before = m.nodes.clone();
        let first_three: Vec<_> = m.solutions().take(3).collect();
        assert_eq!(first_three.len(), 3);
        assert_eq!(m.nodes, before);
        assert_eq!(m.count_solutions(usize::MAX), 288);
    }

    #[test]
    fn selected_rows_act_as_givens() {
        let mut m = sudoku4();
        // Digit 0 in cell 0 (row 0) and digit 1 in cell 1 (row 5).
        m.select(0).unwrap();
        m.select(5).unwrap();
        let count = m.count_solutions(usize::MAX);
        assert_eq!(count, 288 / 12);
        for solution in m.solutions() {
            assert!(solution.contains(&0) && solution.contains(&5));
            assert_eq!(solution.len(), 16);
        }
        // Digit 0 again in cell 1 clashes in row 0 of the grid.
        assert_eq!(m.select(4), Err(ExactCoverError::Conflict { row: 4 }));
        assert_eq!(m.select(0), Err(ExactCoverError::Conflict { row: 0 }));
        assert_eq!(
            m.select(64),
            Err(ExactCoverError::RowOutOfRange { row: 64, rows: 64 })
        );
        // A row added after the selection that clashes with it is dead.
        let dead = m.add_row(&[0]).unwrap();
        assert_eq!(m.count_solutions(usize::MAX), count);
        assert!(m.select(dead).is_err());
    }

    #[test]
    fn selecting_everything_leaves_the_empty_search() {
        let mut m = knuth();
        for row in [0, 3, 4] {
            m.select(row).unwrap();
        }
        assert_eq!(m.selected(), [0, 3, 4]);
        assert_eq!(m.solutions().collect::<Vec<_>>(), [vec![0, 3, 4]]);
        let mut m = knuth();
        m.select(1).unwrap();
        assert_eq!(m.first_solution(), None);
    }
}
