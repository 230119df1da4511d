//! `alphametic.Puzzle`: [`alphametic::Puzzle`] with Python's calling
//! conventions, and `alphametic.solve` for one line.

use std::sync::Arc;

use alphametic::{Options, Puzzle, Solutions, ZeroRule};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::convert::{solution_from_dict, solution_to_dict, value_to_python};
use crate::errors::{parse_error, puzzle_error};
use crate::options::{self, text};
use crate::solutions::PySolutions;
use crate::work::{interruptible, is_small};

/// A parsed and planned alphametic puzzle.
///
/// `text` is the puzzle in the library's language (a `str`, or UTF-8
/// `bytes`); the keywords are those of the library's `Options`: `base`
/// (2 to 36), `strict` (no word may start with 0, one-letter words
/// included), `leading_zeros` (any word may start with 0), `digits` (the
/// digits the letters may take, as `"1-9"` or an iterable of ints), and
/// the letter rules in the texts of the command line's flags: `distinct`
/// (`"none"`, or groups `"ABC,DEF"` whose letters differ), `invalid`
/// (`"0,ABC"`, or a list of such), `assign` (`{"E": 5}`, `"E,5"` or a
/// list), `symbols` (the characters that stand for digits) and `literal`
/// (characters that stand for themselves).
///
/// >>> import alphametic
/// >>> puzzle = alphametic.Puzzle("SEND + MORE == MONEY")
/// >>> puzzle.solve()
/// {'D': 7, 'E': 5, 'M': 1, 'N': 6, 'O': 0, 'R': 8, 'S': 9, 'Y': 2}
/// >>> puzzle.count(), puzzle.is_unique()
/// (1, True)
/// >>> alphametic.Puzzle("X + X == X", strict=True).count()
/// 0
/// >>> alphametic.Puzzle("ABC + DEF == GHI", digits="1-9").count()
/// 336
/// >>> alphametic.Puzzle("A + B == C", distinct="none").count()
/// 55
/// >>> alphametic.Puzzle("SEND + MORE == MONEY", assign={"E": 5})
/// Puzzle("SEND + MORE == MONEY", assign={"E": 5})
#[pyclass(module = "alphametic", name = "Puzzle", frozen)]
pub struct PyPuzzle {
    puzzle: Arc<Puzzle>,
    /// Whether every search of the puzzle is short enough to run where it
    /// is called, with no way to stop it (see `work.rs`).
    small: bool,
}

impl PyPuzzle {
    /// Parses `text` with `options`, the GIL released: a puzzle of
    /// thousands of words takes a while to read.
    fn parse(py: Python<'_>, text: &str, options: Options) -> PyResult<PyPuzzle> {
        PyPuzzle::parse_or_fault(py, text, options).map_err(|err| puzzle_error(py, &err))
    }

    /// As [`PyPuzzle::parse`], with the library's error for the caller to
    /// place: a run file draws it at its own line.
    pub(crate) fn parse_or_fault(
        py: Python<'_>,
        text: &str,
        options: Options,
    ) -> Result<PyPuzzle, alphametic::Error> {
        let puzzle = py.detach(|| Puzzle::parse_with(text, options))?;
        Ok(PyPuzzle {
            small: is_small(&puzzle),
            puzzle: Arc::new(puzzle),
        })
    }

    /// The library's puzzle.
    pub(crate) fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// `quick` on the calling thread when the puzzle is small; otherwise
    /// `long`, given a cancel flag, on a helper thread that Ctrl-C stops.
    /// `quick` runs the library's own calls, which choose their search
    /// order; `long` walks `Solutions`, the search that can be cancelled.
    fn search<T: Send>(
        &self,
        py: Python<'_>,
        quick: impl FnOnce(&Puzzle) -> T + Send,
        long: impl FnOnce(Solutions<'_>) -> T + Send,
    ) -> PyResult<T> {
        let puzzle = &*self.puzzle;
        if self.small {
            return Ok(py.detach(|| quick(puzzle)));
        }
        interruptible(py, |cancel| long(puzzle.solutions().with_cancel(cancel)))
    }
}

#[pymethods]
impl PyPuzzle {
    #[new]
    #[pyo3(signature = (text, **options))]
    #[pyo3(
        text_signature = "(text, *, base=10, strict=False, leading_zeros=False, digits=None, \
        distinct=None, invalid=None, assign=None, symbols=None, literal=None)"
    )]
    fn new(
        py: Python<'_>,
        text: &Bound<'_, PyAny>,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<PyPuzzle> {
        let text = self::text(text, "the puzzle")?;
        let options = options::options("Puzzle", options::PUZZLE, options)?;
        PyPuzzle::parse(py, &text, options)
    }

    /// The first solution as a dict of letters to digits, or None if the
    /// puzzle has none.
    ///
    /// >>> alphametic.Puzzle("TO + GO == OUT").solve()
    /// {'G': 8, 'O': 1, 'T': 2, 'U': 0}
    /// >>> alphametic.Puzzle("A == B").solve() is None
    /// True
    fn solve<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.search(py, Puzzle::solve, |mut all| all.next())?
            .map(|solution| solution_to_dict(py, &solution))
            .transpose()
    }

    /// Every solution, lazily, in search order: an iterator of dicts that
    /// holds a bounded number of solutions whatever the puzzle has.
    ///
    /// >>> [s["A"] for s in alphametic.Puzzle("A + A == B").solutions()]
    /// [1, 2, 3, 4]
    fn solutions(&self) -> PyResult<PySolutions> {
        PySolutions::new(Arc::clone(&self.puzzle))
    }

    /// The number of solutions.
    ///
    /// >>> alphametic.Puzzle("A + B == C").count()
    /// 32
    pub(crate) fn count(&self, py: Python<'_>) -> PyResult<u64> {
        self.search(py, Puzzle::count, |all| all.count() as u64)
    }

    /// Whether the puzzle has exactly one solution; stops at the second.
    ///
    /// >>> alphametic.Puzzle("SEND + MORE == MONEY").is_unique()
    /// True
    fn is_unique(&self, py: Python<'_>) -> PyResult<bool> {
        self.search(py, Puzzle::is_unique, |all| all.take(2).count() == 1)
    }

    /// The values of `expr`, an expression of the puzzle's letters, over
    /// every solution: a dict from each value to the number of solutions
    /// that give it, in the order of their first solutions. A value is an
    /// int, a `fractions.Fraction`, or `"undefined"` or `"too large"`.
    ///
    /// >>> alphametic.Puzzle("A + B == 5").answers("A + B")
    /// {5: 6}
    /// >>> alphametic.Puzzle("A + B == C, A > B, C == 5").answers("A / B")
    /// {Fraction(3, 2): 1, 4: 1}
    fn answers<'py>(
        &self,
        py: Python<'py>,
        expr: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let expr = text(expr, "the expression")?;
        let puzzle = &*self.puzzle;
        let answers = py
            .detach(|| puzzle.answers(&expr))
            .map_err(|err| parse_error(py, &err))?;
        let out = PyDict::new(py);
        for answer in answers {
            out.set_item(value_to_python(py, answer.value())?, answer.count())?;
        }
        Ok(out)
    }

    /// The puzzle text with every word replaced by its digits; above base
    /// 10 a word's digits are joined by `:`.
    ///
    /// >>> puzzle = alphametic.Puzzle("SEND + MORE == MONEY")
    /// >>> puzzle.render(puzzle.solve())
    /// '9567 + 1085 == 10652'
    fn render(&self, solution: &Bound<'_, PyAny>) -> PyResult<String> {
        Ok(self.puzzle.render(&solution_from_dict(solution)?))
    }

    /// A solved long division or multiplication drawn as on paper, lines
    /// ending in a newline; None for a puzzle written as equations.
    ///
    /// >>> puzzle = alphametic.Puzzle("AB * C = DE | DE")
    /// >>> print(puzzle.draw(puzzle.solve()), end="")
    ///  12
    /// × 5
    /// ---
    ///  60
    fn draw(&self, solution: &Bound<'_, PyAny>) -> PyResult<Option<String>> {
        Ok(self.puzzle.draw(&solution_from_dict(solution)?))
    }

    /// The puzzle text.
    #[getter]
    fn text(&self) -> &str {
        self.puzzle.text()
    }

    /// The distinct letters, in code-point order.
    ///
    /// >>> alphametic.Puzzle("TO + GO == OUT").letters
    /// 'GOTU'
    #[getter]
    fn letters(&self) -> String {
        self.puzzle.letters().collect()
    }

    /// The base.
    #[getter]
    fn base(&self) -> u32 {
        self.puzzle.base()
    }

    /// Whether one-letter words may not be 0 either (the strict zero rule).
    #[getter]
    fn strict(&self) -> bool {
        self.puzzle.zeros() == ZeroRule::Strict
    }

    /// The digits the letters may take, in the form `digits=` reads
    /// (`"0-9"`).
    #[getter]
    fn digits(&self) -> String {
        let options = self.puzzle.options();
        let all = alphametic::DigitSet::range(0, options.base);
        options.digits.unwrap_or(all).to_string()
    }

    /// The number of `?`s, each a digit of its own.
    #[getter]
    fn blanks(&self) -> usize {
        self.puzzle.blanks()
    }

    fn __repr__(&self) -> String {
        let text = self.puzzle.text();
        let options = options::describe(self.puzzle.options());
        format!("Puzzle({text:?}{options})")
    }

    fn __str__(&self) -> &str {
        self.puzzle.text()
    }
}

/// Solves a puzzle in one call: its first solution as a dict, or None if
/// it has none. Unlike the Rust `alphametic::solve`, a text that does not
/// parse raises `ParseError` rather than giving None.
///
/// >>> alphametic.solve("SEND + MORE == MONEY")["Y"]
/// 2
/// >>> alphametic.solve("A == B") is None
/// True
#[pyfunction]
#[pyo3(signature = (text, **options))]
#[pyo3(
    text_signature = "(text, *, base=10, strict=False, leading_zeros=False, digits=None, \
    distinct=None, invalid=None, assign=None, symbols=None, literal=None)"
)]
pub fn solve<'py>(
    py: Python<'py>,
    text: &Bound<'py, PyAny>,
    options: Option<&Bound<'py, PyDict>>,
) -> PyResult<Option<Bound<'py, PyAny>>> {
    let text = self::text(text, "the puzzle")?;
    let options = options::options("solve", options::PUZZLE, options)?;
    PyPuzzle::parse(py, &text, options)?.solve(py)
}
