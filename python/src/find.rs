//! `alphametic.find`: the puzzles with exactly one solution among the words
//! of a list, lazily, from the finders of `alphametic-find`.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::SyncSender;

use alphametic::Solution;
use alphametic_find::{AnyFinder, FindOptions, Finder, Found, Kind, UseFinder, WordList};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};

use crate::convert::solution_to_dict;
use crate::errors::value_error;
use crate::options::{self, text, type_name};
use crate::stream::Stream;

/// A puzzle found: its text, the words as written in the list, and its one
/// solution, the letters in capitals.
///
/// >>> found = next(alphametic.find(["send", "more", "money"]))
/// >>> found.puzzle
/// 'send + more == money'
/// >>> found.solution["M"]
/// 1
#[pyclass(module = "alphametic", name = "Found", frozen, get_all)]
pub struct PyFound {
    /// The puzzle, in the library's language.
    puzzle: String,
    /// Its one solution: a dict of capital letters to digits.
    solution: Py<PyAny>,
}

#[pymethods]
impl PyFound {
    fn __repr__(&self) -> String {
        format!("Found({:?})", self.puzzle)
    }

    fn __str__(&self) -> &str {
        &self.puzzle
    }
}

/// The puzzles a [`find`] yields, lazily: the finder runs a little ahead on
/// its own thread and stops when the iterator is dropped.
#[pyclass(module = "alphametic", name = "Finds", frozen)]
pub struct PyFinds {
    stream: Stream<(String, Solution)>,
}

#[pymethods]
impl PyFinds {
    fn __iter__(this: PyRef<'_, Self>) -> PyRef<'_, Self> {
        this
    }

    fn __next__(&self, py: Python<'_>) -> PyResult<Option<PyFound>> {
        let Some((puzzle, solution)) = self.stream.next(py)? else {
            return Ok(None);
        };
        let solution = solution_to_dict(py, &solution)?.unbind();
        Ok(Some(PyFound { puzzle, solution }))
    }
}

/// Every puzzle with exactly one solution among `words`, lazily.
///
/// `words` is an iterable of words, or a `str` holding a word list, one
/// word a line (blank lines and `#` comments skipped). `kind` is
/// `"additions"` (sums of words equal to another word), `"products"` or
/// `"grid"` (squares of `size` by `size` words whose rows and columns are
/// sums). `addends` bounds the number of addends (words a side for
/// products), `right` fixes the right-hand word, `lengths` the lengths of
/// the words used; `base`, `strict` and `digits` are those of `Puzzle`.
/// Each item is a `Found`. A word that is not a word, or an option out of
/// range, raises `ValueError` with the library's message.
///
/// >>> planets = ["mars", "venus", "saturn", "uranus", "pluto", "earth"]
/// >>> [str(found) for found in alphametic.find(planets)]
/// ['venus + uranus + earth == saturn', 'uranus + earth == saturn']
/// >>> [str(f) for f in alphametic.find(planets, addends=(2, 2))]
/// ['uranus + earth == saturn']
#[pyfunction]
#[pyo3(signature = (words, *, kind = "additions", size = 3, addends = None, right = None,
    lengths = None, **options))]
#[pyo3(
    text_signature = "(words, *, kind='additions', size=3, addends=None, right=None, \
    lengths=None, base=10, strict=False, digits=None)"
)]
#[allow(clippy::too_many_arguments)] // one per keyword of the Python function
pub fn find(
    py: Python<'_>,
    words: &Bound<'_, PyAny>,
    kind: &str,
    size: usize,
    addends: Option<(usize, usize)>,
    right: Option<&Bound<'_, PyAny>>,
    lengths: Option<(usize, usize)>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<PyFinds> {
    let kind = match kind {
        "additions" => Kind::Additions,
        "products" => Kind::Products,
        "grid" => Kind::Grid(size),
        other => {
            return Err(PyValueError::new_err(format!(
                "kind must be \"additions\", \"products\" or \"grid\", not {other:?}"
            )));
        }
    };
    let words = word_list(words)?;
    let puzzle = options::options("find", options::FLAGS, options)?;
    let (min, max) = addends.unwrap_or((2, kind.max_addends()));
    let mut options = FindOptions::new().puzzle(puzzle).addends(min, max);
    if let Some((min, max)) = lengths {
        options = options.word_lengths(min, max);
    }
    if let Some(right) = right {
        options = options.right(text(right, "right")?);
    }
    // Building a finder reads the whole list and builds its tables.
    let finder = py
        .detach(|| AnyFinder::new(kind, &words, &options))
        .map_err(value_error)?;
    let stream = Stream::spawn("alphametic-find", move |send, cancel| {
        finder.apply(Walk { send, cancel });
    })?;
    Ok(PyFinds { stream })
}

/// The words of `arg`: the lines of a `str`, every line a word, or the
/// items of an iterable, every item a `str`.
fn word_list(arg: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    if let Ok(list) = arg.cast::<PyString>() {
        let list = WordList::parse(&list.to_cow()?);
        // The command line warns and goes on; a program gets an error it
        // can act on, with every bad line in it.
        if !list.skipped().is_empty() {
            let lines: Vec<String> = list.skipped().iter().map(ToString::to_string).collect();
            return Err(PyValueError::new_err(lines.join("\n")));
        }
        return Ok(list.words().map(str::to_owned).collect());
    }
    let mut words = Vec::new();
    for item in arg.try_iter()? {
        let item = item?;
        let word = item.cast::<PyString>().map_err(|_| {
            PyTypeError::new_err(format!("a word must be a str, not {}", type_name(&item)))
        })?;
        words.push(word.to_cow()?.into_owned());
    }
    Ok(words)
}

/// The walk of the producer thread: every key's parts in order, each found
/// puzzle sent; it stops at the cancel flag, read between parts and
/// between puzzles, or when the iterator is gone.
struct Walk {
    send: SyncSender<(String, Solution)>,
    cancel: Arc<AtomicBool>,
}

impl UseFinder for Walk {
    type Output = ();

    fn with<F: Finder>(self, finder: &F) {
        let cancelled = || self.cancel.load(Ordering::Relaxed);
        for key in 0..finder.keys() {
            for part in finder.split(key) {
                if cancelled() {
                    return;
                }
                for found in part {
                    let item = (found.puzzle().to_owned(), *found.solution());
                    if cancelled() || self.send.send(item).is_err() {
                        return;
                    }
                }
            }
        }
    }
}
