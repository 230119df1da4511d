//! The library's errors as Python exceptions: a puzzle that does not parse
//! is `alphametic.ParseError`, a `ValueError` whose message is the caret
//! drawing of [`alphametic::ParseError`]'s `Display`; options and word
//! lists the library refuses are `ValueError`s with its message.

use std::fmt::Display;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

pyo3::create_exception!(
    alphametic,
    ParseError,
    PyValueError,
    "A puzzle that does not parse.\n\n\
     Its message draws the puzzle with a caret line under the fault; `span` is \
     the fault as `(start, end)` character offsets into the text, `message` \
     the one-line message and `label` the text beside the caret."
);

/// `err` as an `alphametic.ParseError`.
///
/// The library counts bytes of UTF-8; Python indexes a `str` by code point,
/// so the span is converted: `text[start:end]` is then the fault.
pub fn parse_error(py: Python<'_>, err: &alphametic::ParseError) -> PyErr {
    let text = err.source_text();
    let span = err.span();
    let span = (char_offset(text, span.start), char_offset(text, span.end));
    let exception = ParseError::new_err(err.to_string());
    let value = exception.value(py);
    // Setting attributes on a fresh exception instance does not fail
    // short of memory; if it did, the exception would still carry the
    // message, the part every caller reads.
    let _ = value.setattr("span", span);
    let _ = value.setattr("message", err.message());
    let _ = value.setattr("label", err.label());
    exception
}

/// The number of characters of `text` that start before byte `byte`: the
/// character offset of a byte offset, and never a panic on an offset past
/// the end or inside a character.
fn char_offset(text: &str, byte: usize) -> usize {
    text.char_indices().take_while(|&(i, _)| i < byte).count()
}

/// A puzzle or options refused by [`alphametic::Puzzle::parse_with`].
pub fn puzzle_error(py: Python<'_>, err: &alphametic::Error) -> PyErr {
    match err {
        alphametic::Error::Parse(err) => parse_error(py, err),
        // The options' own message, without the `error: ` and the newline
        // the command line prints around it.
        alphametic::Error::Options(err) => value_error(err),
        _ => value_error(err),
    }
}

/// A `ValueError` with the library's message.
pub fn value_error(err: impl Display) -> PyErr {
    PyValueError::new_err(err.to_string())
}
