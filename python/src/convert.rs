//! Solutions and answers as Python values.
//!
//! A solution is a `dict` from letter to digit, built through the
//! library's `Serialize` for [`Solution`] (feature `serde`), so it is the
//! same map as the command line's JSON: letters in alphabetical order, and
//! for a puzzle with `?`s their digits as a list under `"?"`. A dict given
//! back (to `render`, `draw`) is read through its `Deserialize`, with its
//! checks and messages.

use alphametic::{Solution, Value};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use pythonize::{depythonize, pythonize};

/// `solution` as a `dict`.
pub fn solution_to_dict<'py>(py: Python<'py>, solution: &Solution) -> PyResult<Bound<'py, PyAny>> {
    Ok(pythonize(py, solution)?)
}

/// A `dict` (or any mapping) of letters to digits as a [`Solution`].
pub fn solution_from_dict(arg: &Bound<'_, PyAny>) -> PyResult<Solution> {
    if !arg.is_instance_of::<PyDict>() {
        return Err(pyo3::exceptions::PyTypeError::new_err(format!(
            "a solution must be a dict of letters to digits, not {}",
            crate::options::type_name(arg)
        )));
    }
    depythonize(arg).map_err(|err| PyValueError::new_err(format!("not a solution: {err}")))
}

/// An answer's value: an `int`, a `fractions.Fraction`, or the library's
/// word for a value that is none (`"undefined"`, `"too large"`).
pub fn value_to_python<'py>(py: Python<'py>, value: Value) -> PyResult<Bound<'py, PyAny>> {
    match value {
        Value::Integer(n) => Ok(n.into_pyobject(py)?.into_any()),
        Value::Fraction {
            numerator,
            denominator,
        } => py
            .import("fractions")?
            .getattr("Fraction")?
            .call1((numerator, denominator)),
        other => Ok(other.to_string().into_pyobject(py)?.into_any()),
    }
}
