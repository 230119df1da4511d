//! The library's errors as Python exceptions: a puzzle that does not parse
//! is `alphametic.ParseError`, a `ValueError` whose message is the caret
//! drawing of [`alphametic::ParseError`]'s `Display`, and so is a run file
//! ([`RunFileError`]); options and word lists the library refuses are
//! `ValueError`s with its message.

use std::fmt::Display;
use std::ops::Range;

use alphametic::run_file::RunFileError;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

pyo3::create_exception!(
    alphametic,
    ParseError,
    PyValueError,
    "A puzzle or a run file that does not parse.\n\n\
     Its message draws the text with a caret line under the fault; `span` is \
     the fault as `(start, end)` character offsets into the text, `line` and \
     `column` its place (from 1, in characters), `message` the one-line \
     message and `label` the text beside the caret."
);

/// `err` as an `alphametic.ParseError`.
pub fn parse_error(py: Python<'_>, err: &alphametic::ParseError) -> PyErr {
    fault(
        py,
        err.to_string(),
        err.source_text(),
        err.span(),
        err.message(),
        err.label(),
    )
}

/// A fault in a run file as an `alphametic.ParseError`: the file's line
/// drawn with a caret, `span` in characters of `file`, its text.
pub fn run_file_error(py: Python<'_>, file: &str, err: &RunFileError) -> PyErr {
    let drawn = err.to_string();
    // The label is the text after the carets of the drawing's last line:
    // the error gives its message and place, and its label only drawn.
    let label = drawn
        .lines()
        .last()
        .and_then(|line| line.split_once('^'))
        .map_or("", |(_, rest)| {
            let rest = rest.trim_start_matches('^');
            rest.strip_prefix(' ').unwrap_or(rest)
        })
        .to_owned();
    fault(py, drawn, file, err.span(), err.message(), &label)
}

/// An `alphametic.ParseError` drawn as `drawn`, of the fault at bytes
/// `span` of `text`.
///
/// The library counts bytes of UTF-8; Python indexes a `str` by code point,
/// so the span is converted: `text[start:end]` is then the fault.
fn fault(
    py: Python<'_>,
    drawn: String,
    text: &str,
    span: Range<usize>,
    message: &str,
    label: &str,
) -> PyErr {
    let start = char_offset(text, span.start);
    let cut = text
        .char_indices()
        .find(|&(i, _)| i >= span.start)
        .map_or(text.len(), |(i, _)| i);
    let before = &text[..cut];
    let line = before.matches('\n').count() + 1;
    let column = before.chars().rev().take_while(|&c| c != '\n').count() + 1;
    let exception = ParseError::new_err(drawn);
    let value = exception.value(py);
    // Setting attributes on a fresh exception instance does not fail
    // short of memory; if it did, the exception would still carry the
    // message, the part every caller reads.
    let _ = value.setattr("span", (start, char_offset(text, span.end)));
    let _ = value.setattr("line", line);
    let _ = value.setattr("column", column);
    let _ = value.setattr("message", message);
    let _ = value.setattr("label", label);
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
