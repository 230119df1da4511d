//! Python arguments to the library's inputs: the puzzle text, and the
//! keywords `base`, `strict` and `digits` to [`Options`], checked as
//! [`Options::check`] checks them, so that a bad option is a `ValueError`
//! with the library's message before any work starts.

use alphametic::{DigitSet, MAX_BASE, Options};
use pyo3::exceptions::{PyTypeError, PyUnicodeDecodeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyString};

use crate::errors::value_error;

/// The text of a puzzle or an expression: a `str`, or `bytes` that must
/// be UTF-8 (as a file read in binary gives them).
pub fn text(arg: &Bound<'_, PyAny>, what: &str) -> PyResult<String> {
    if let Ok(text) = arg.cast::<PyString>() {
        // A `str` holding a lone surrogate has no UTF-8 form: Python's
        // `UnicodeEncodeError`, raised here.
        return Ok(text.to_cow()?.into_owned());
    }
    if let Ok(bytes) = arg.cast::<PyBytes>() {
        let bytes = bytes.as_bytes();
        return match std::str::from_utf8(bytes) {
            Ok(text) => Ok(text.to_owned()),
            Err(err) => Err(PyUnicodeDecodeError::new_utf8(arg.py(), bytes, err)?.into()),
        };
    }
    Err(PyTypeError::new_err(format!(
        "{what} must be a str or UTF-8 bytes, not {}",
        type_name(arg)
    )))
}

/// The options the keywords name, checked; base 10 when `base` is not
/// given.
pub fn options(
    base: Option<&Bound<'_, PyAny>>,
    strict: bool,
    digits: Option<&Bound<'_, PyAny>>,
) -> PyResult<Options> {
    let base = base.map_or(Ok(alphametic::DEFAULT_BASE), base_of)?;
    let digits = digits.map(|d| digit_set(d, base)).transpose()?;
    Options::from_flags(base, strict, digits)
        .check()
        .map_err(value_error)
}

/// The base: an `int`; one too large or negative for the library's `u32`
/// gets the message of any other bad base.
fn base_of(arg: &Bound<'_, PyAny>) -> PyResult<u32> {
    // `True` is an `int` to Python, but never a base anyone meant.
    if arg.is_instance_of::<PyBool>() {
        return Err(PyTypeError::new_err("base must be an int, not bool"));
    }
    let base: i128 = arg.extract().map_err(|_| {
        PyTypeError::new_err(format!("base must be an int, not {}", type_name(arg)))
    })?;
    u32::try_from(base).map_err(|_| {
        PyValueError::new_err(format!(
            "base {base} is not supported: the base must be from 2 to {MAX_BASE}"
        ))
    })
}

/// The digits the letters may take: the library's text form (`"1-9"`,
/// `"0-7,9"`) or an iterable of `int`s.
fn digit_set(arg: &Bound<'_, PyAny>, base: u32) -> PyResult<DigitSet> {
    if let Ok(text) = arg.cast::<PyString>() {
        return text.to_cow()?.parse().map_err(value_error);
    }
    if arg.is_instance_of::<PyBytes>() {
        return Err(PyTypeError::new_err(
            "digits must be a str such as \"1-9\" or an iterable of ints, not bytes",
        ));
    }
    let mut set = DigitSet::EMPTY;
    for item in arg.try_iter()? {
        let item = item?;
        let digit: i128 = item.extract().map_err(|_| {
            PyTypeError::new_err(format!("a digit must be an int, not {}", type_name(&item)))
        })?;
        // A digit the set cannot hold is outside every base; the library
        // words it as it words a digit outside this one.
        match u32::try_from(digit).ok().filter(|&d| d < 64) {
            Some(d) => set = set.with(d),
            None => {
                return Err(PyValueError::new_err(format!(
                    "digit {digit} is not a digit of base {base}: the digits are 0 to {}",
                    base.saturating_sub(1)
                )));
            }
        }
    }
    Ok(set)
}

/// The options of a puzzle as keywords would give them back: for `repr`.
pub fn describe(options: &Options) -> String {
    let mut out = String::new();
    if options.base != alphametic::DEFAULT_BASE {
        out += &format!(", base={}", options.base);
    }
    if options.zeros == alphametic::ZeroRule::Strict {
        out += ", strict=True";
    }
    if let Some(digits) = options.digits {
        out += &format!(", digits={:?}", digits.to_string());
    }
    out
}

/// The name of an argument's type, for a `TypeError`.
pub fn type_name(arg: &Bound<'_, PyAny>) -> String {
    arg.get_type()
        .name()
        .map_or_else(|_| "object".to_owned(), |name| name.to_string())
}
