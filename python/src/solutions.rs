//! `Puzzle.solutions()`: every solution, lazily, as a Python iterator.

use std::sync::Arc;

use alphametic::{Puzzle, Solution};
use pyo3::prelude::*;

use crate::convert::solution_to_dict;
use crate::stream::Stream;

/// The solutions of a puzzle, lazily, in search order: an iterator of
/// dicts from `Puzzle.solutions()`. The search runs a little ahead on its
/// own thread, holding at most a few hundred solutions, and stops when the
/// iterator is dropped.
///
/// >>> from itertools import islice
/// >>> puzzle = alphametic.Puzzle("ABCDEFGHIJKLMNOP == ABCDEFGHIJKLMNOP", base=16)
/// >>> len(list(islice(puzzle.solutions(), 1000)))
/// 1000
#[pyclass(module = "alphametic", name = "Solutions", frozen)]
pub struct PySolutions {
    stream: Stream<Solution>,
}

impl PySolutions {
    /// Starts the search of `puzzle`.
    pub fn new(puzzle: Arc<Puzzle>) -> PyResult<PySolutions> {
        let stream = Stream::spawn("alphametic-solutions", move |send, cancel| {
            for solution in puzzle.solutions().with_cancel(cancel) {
                if send.send(solution).is_err() {
                    // The iterator is gone.
                    return;
                }
            }
        })?;
        Ok(PySolutions { stream })
    }
}

#[pymethods]
impl PySolutions {
    fn __iter__(this: PyRef<'_, Self>) -> PyRef<'_, Self> {
        this
    }

    fn __next__<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.stream
            .next(py)?
            .map(|solution| solution_to_dict(py, &solution))
            .transpose()
    }
}
