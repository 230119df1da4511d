//! `alphametic.explain`: a puzzle explained as a person solves it, and
//! graded, from the `alphametic-explain` crate.

use alphametic::explain::{Limits, explain_with};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use pythonize::pythonize;

use crate::errors::puzzle_error;
use crate::options::{self, text};

/// The explanation of a puzzle as data and as English: a dict, the same
/// object as `alphametic explain --json` prints (the puzzle, its letters
/// and carries, the steps under `"line"`, the solutions reached and the
/// `"difficulty"` with its grade), and the text the command prints. The
/// package's `explain` wraps both in an `Explanation`.
#[pyfunction]
#[pyo3(signature = (text, *, cases = Limits::DEFAULT_CASES, **options))]
pub fn explain<'py>(
    py: Python<'py>,
    text: &Bound<'py, PyAny>,
    cases: u64,
    options: Option<&Bound<'py, PyDict>>,
) -> PyResult<(Bound<'py, PyAny>, String)> {
    let text = self::text(text, "the puzzle")?;
    let options = options::options("explain", options::FLAGS, options)?;
    let puzzle =
        alphametic::Puzzle::parse_with(&text, options).map_err(|err| puzzle_error(py, &err))?;
    // Explanations are bounded by their cases; the GIL is released all
    // the same, as for any search.
    let explanation = py.detach(|| explain_with(&puzzle, Limits::new().cases(cases)));
    Ok((pythonize(py, &explanation)?, explanation.to_string()))
}
