//! `alphametic.run_file`: a run file, as the Enigma and Teaser community
//! writes puzzles for its Python solvers, read by
//! [`alphametic::run_file::read`] into a `Run`: the puzzle, its answer and
//! the summary `alphametic run` prints.

use std::sync::OnceLock;

use alphametic::TupleAnswer;
use alphametic::run_file::{
    Accumulate, MAX_RUN_FILE, RunFile, RunFileError, Solver, read, summary as run_summary,
};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString, PyTuple};

use crate::convert::value_to_python;
use crate::errors::{parse_error, puzzle_error, run_file_error};
use crate::options::{text, type_name};
use crate::puzzle::PyPuzzle;

/// A run file read: its puzzle, the solver it names, its answer and how
/// the answers are summed up.
///
/// >>> run = alphametic.run_file('SubstitutedExpression "SEND + MORE = MONEY" --answer=MONEY')
/// >>> run.puzzle.count(), run.answer
/// (1, 'MONEY')
/// >>> run.summary()
/// ['MONEY = 10652 [1 solution]']
#[pyclass(module = "alphametic", name = "Run", frozen)]
pub struct PyRun {
    puzzle: Py<PyPuzzle>,
    solver: Solver,
    answer: Option<Vec<String>>,
    /// `--accumulate` as written, and its functions.
    accumulate: Option<(String, Vec<Accumulate>)>,
    /// The answers, searched for once, by `answers()` or `summary()`.
    answers: OnceLock<Vec<TupleAnswer>>,
}

impl PyRun {
    /// The answers of the file's `--answer`, or `None` without one.
    fn tuples(&self, py: Python<'_>) -> PyResult<Option<&[TupleAnswer]>> {
        let Some(parts) = &self.answer else {
            return Ok(None);
        };
        if let Some(answers) = self.answers.get() {
            return Ok(Some(answers));
        }
        let puzzle = self.puzzle.get().puzzle();
        let parts: Vec<&str> = parts.iter().map(String::as_str).collect();
        // Answers run to the end of the search, as `Puzzle.answers` does.
        let answers = py
            .detach(|| puzzle.answer_tuples(&parts))
            .map_err(|err| parse_error(py, &err))?;
        Ok(Some(self.answers.get_or_init(|| answers)))
    }
}

#[pymethods]
impl PyRun {
    /// The puzzle, in the library's language, with the file's options.
    #[getter]
    fn puzzle(&self, py: Python<'_>) -> Py<PyPuzzle> {
        self.puzzle.clone_ref(py)
    }

    /// The solver the file names: `"SubstitutedExpression"` (for
    /// `Alphametic` too), `"SubstitutedSum"` or `"SubstitutedDivision"`.
    #[getter]
    fn solver(&self) -> &'static str {
        solver_name(self.solver)
    }

    /// The expression whose values answer the puzzle (`--answer`): None,
    /// a `str`, or a tuple of `str`s for a tuple answer such as
    /// `(MONEY, SEND)`.
    #[getter]
    fn answer<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        let Some(parts) = &self.answer else {
            return Ok(None);
        };
        Ok(Some(match parts.as_slice() {
            [one] => PyString::new(py, one).into_any(),
            several => PyTuple::new(py, several)?.into_any(),
        }))
    }

    /// How the answers are summed up (`--accumulate`): None, `"min"`,
    /// `"max"` or `"sum"`.
    #[getter]
    fn accumulate(&self) -> Option<String> {
        self.accumulate.as_ref().map(|(text, _)| text.clone())
    }

    /// The values of the answer over every solution, each with the number
    /// of solutions that give it, in the order of their first solutions: a
    /// list of `(value, count)`. A value is what `Puzzle.answers` gives (an
    /// int, a `fractions.Fraction`, `"undefined"` or `"too large"`), or a
    /// tuple of them for a tuple answer. A file without `--answer` raises
    /// `ValueError`.
    ///
    /// >>> alphametic.run_file('SubstitutedExpression "A + B = 3"').answers()
    /// Traceback (most recent call last):
    /// ...
    /// ValueError: the run file has no answer: it names none with `--answer`
    /// >>> alphametic.run_file('SubstitutedExpression "A + B = 3" --answer="(A, B)"').answers()
    /// [((0, 3), 1), ((1, 2), 1), ((2, 1), 1), ((3, 0), 1)]
    fn answers<'py>(&self, py: Python<'py>) -> PyResult<Vec<(Bound<'py, PyAny>, u64)>> {
        let Some(answers) = self.tuples(py)? else {
            return Err(PyValueError::new_err(
                "the run file has no answer: it names none with `--answer`",
            ));
        };
        answers
            .iter()
            .map(|answer| {
                let value = match answer.values() {
                    [one] => value_to_python(py, *one)?,
                    several => {
                        let values = several
                            .iter()
                            .map(|&v| value_to_python(py, v))
                            .collect::<PyResult<Vec<_>>>()?;
                        PyTuple::new(py, values)?.into_any()
                    }
                };
                Ok((value, answer.count()))
            })
            .collect()
    }

    /// The summary `alphametic run` prints after the solutions, line by
    /// line: `ANSWER = VALUE [N solutions]` for each value of the answer,
    /// the most frequent first; with `--accumulate` one line,
    /// `max(ANSWER) = VALUE [from N values]`; `[N solutions]` alone
    /// without an answer.
    ///
    /// >>> alphametic.run_file('SubstitutedExpression "A + B = 3"').summary()
    /// ['[4 solutions]']
    /// >>> alphametic.run_file('SubstitutedExpression "AB + BA = 55" --answer=AB --accumulate=max').summary()
    /// ['max(AB) = 41 [from 4 values]']
    fn summary(&self, py: Python<'_>) -> PyResult<Vec<String>> {
        let count = self.puzzle.get().count(py)?;
        let answers = match &self.answer {
            Some(_) => self.tuples(py)?,
            None => None,
        };
        Ok(run_summary(
            self.answer.as_deref(),
            self.accumulate.as_ref(),
            count,
            answers,
        ))
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let puzzle = self.puzzle.bind(py).repr()?;
        let mut out = format!("Run({:?}, {puzzle}", solver_name(self.solver));
        if let Some(parts) = &self.answer {
            out += &format!(", answer={:?}", tuple(parts));
        }
        if let Some((text, _)) = &self.accumulate {
            out += &format!(", accumulate={text:?}");
        }
        Ok(out + ")")
    }
}

/// Reads a run file: `source` is its text (a `str`, or UTF-8 `bytes`) or
/// its path (a `pathlib.Path` or any `os.PathLike`), whose file must be
/// UTF-8 text. The puzzle is parsed and planned with the file's options; a
/// fault in the file, or in a constraint, raises `ParseError` drawn at
/// its line in the file, with `line` and `column`.
///
/// >>> run = alphametic.run_file('''
/// ... SubstitutedExpression
/// ... "SEND + MORE = MONEY"
/// ... --answer="(MONEY, SEND)"
/// ... ''')
/// >>> run.answers()
/// [((10652, 9567), 1)]
/// >>> run.summary()
/// ['(MONEY, SEND) = (10652, 9567) [1 solution]']
#[pyfunction]
pub fn run_file(py: Python<'_>, source: &Bound<'_, PyAny>) -> PyResult<PyRun> {
    let file = source_text(source)?;
    let run = read(&file).map_err(|err| {
        let mut exception = run_file_error(py, &file, &err);
        if let Some(help) = path_help(source, &file) {
            exception = with_note(py, exception, &help);
        }
        exception
    })?;
    let puzzle = PyPuzzle::parse_or_fault(py, &run.puzzle, run.options.clone())
        .map_err(|err| in_file(py, &file, &run, &err))?;
    Ok(PyRun {
        puzzle: Py::new(py, puzzle)?,
        solver: run.solver,
        answer: run.answer,
        accumulate: run.accumulate.clone(),
        answers: OnceLock::new(),
    })
}

/// The text of the run file `source` names.
fn source_text(source: &Bound<'_, PyAny>) -> PyResult<String> {
    if source.is_instance_of::<PyString>() || source.is_instance_of::<PyBytes>() {
        return text(source, "the run file");
    }
    let py = source.py();
    let path_like = py.import("os")?.getattr("PathLike")?;
    if !source.is_instance(&path_like)? {
        return Err(PyTypeError::new_err(format!(
            "the run file must be a str (its text) or a path (os.PathLike), not {}",
            type_name(source)
        )));
    }
    // Python's `open` raises the `OSError` a script expects, with the
    // file's name; one byte past the limit is enough to refuse the file.
    let file = py
        .import("builtins")?
        .call_method1("open", (source, "rb"))?;
    let read = file.call_method1("read", (MAX_RUN_FILE + 1,));
    file.call_method0("close")?;
    let text = text(&read?, "the run file")?;
    // A byte-order mark is no part of the text, as the command reads it.
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_owned(),
        None => text,
    })
}

/// A hint for a `str` that names a file rather than holding one: the
/// text of a run file is several lines.
fn path_help(source: &Bound<'_, PyAny>, file: &str) -> Option<String> {
    let name = file.trim();
    let is_path = source.is_instance_of::<PyString>()
        && !name.is_empty()
        && !name.contains('\n')
        && std::path::Path::new(name).is_file();
    is_path.then(|| {
        format!(
            "help: a str is the text of a run file; to read the file `{name}`, \
             pass pathlib.Path({name:?})"
        )
    })
}

/// `exception` with `note` as a last line of its message.
fn with_note(py: Python<'_>, exception: PyErr, note: &str) -> PyErr {
    let value = exception.value(py);
    let message = value.str().map(|s| s.to_string()).unwrap_or_default();
    // The attributes set on the exception are kept: only its arguments,
    // which `str()` shows, change.
    if let Ok(args) = PyTuple::new(py, [format!("{message}{note}\n")]) {
        let _ = value.setattr("args", args);
    }
    exception
}

/// A fault of the puzzle read from the file, drawn at its place in the
/// file: the translation keeps every character of a constraint in place.
/// Faults of the options, which have no place, keep the library's words.
fn in_file(py: Python<'_>, file: &str, run: &RunFile, err: &alphametic::Error) -> PyErr {
    let alphametic::Error::Parse(parse) = err else {
        return puzzle_error(py, err);
    };
    let span = parse.span();
    let origin = run
        .origins
        .iter()
        .find(|(range, _)| range.contains(&span.start) || range.end == span.start);
    let Some((range, origin)) = origin else {
        return puzzle_error(py, err);
    };
    let start = origin + (span.start - range.start);
    let end = start + span.len().max(1);
    let placed = RunFileError::at(file, start..end, parse.message(), parse.label());
    run_file_error(py, file, &placed)
}

/// The name of a solver, as a run file writes it.
fn solver_name(solver: Solver) -> &'static str {
    match solver {
        Solver::Sum => "SubstitutedSum",
        Solver::Division => "SubstitutedDivision",
        _ => "SubstitutedExpression",
    }
}

/// Parts as a tuple when there are several: `(A, B)`; a part alone as it is.
fn tuple(parts: &[String]) -> String {
    match parts {
        [one] => one.clone(),
        _ => format!("({})", parts.join(", ")),
    }
}
