//! The `alphametic` Python package's Rust module, `alphametic._alphametic`:
//! a thin layer over the `alphametic` and `alphametic-find` crates.
//!
//! Each module here is one concern of the binding: reading Python
//! arguments into the library's options (`options.rs`), the library's
//! errors as Python exceptions (`errors.rs`), solutions as Python dicts
//! (`convert.rs`), long work with the GIL released and signals still heard
//! (`work.rs`, `stream.rs`), and the five entry points: `puzzle.rs`,
//! `solutions.rs`, `find.rs`, `explain.rs` and `run.rs`. The Python package
//! (`alphametic/__init__.py`) re-exports what is public.
#![warn(missing_docs)]

mod convert;
mod errors;
mod explain;
mod find;
mod options;
mod puzzle;
mod run;
mod solutions;
mod stream;
mod work;

use pyo3::prelude::*;

/// The Rust core of the `alphametic` package; import `alphametic`.
#[pymodule]
fn _alphametic(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("ParseError", m.py().get_type::<errors::ParseError>())?;
    m.add_class::<puzzle::PyPuzzle>()?;
    m.add_class::<solutions::PySolutions>()?;
    m.add_class::<find::PyFound>()?;
    m.add_class::<find::PyFinds>()?;
    m.add_class::<run::PyRun>()?;
    m.add_function(wrap_pyfunction!(puzzle::solve, m)?)?;
    m.add_function(wrap_pyfunction!(find::find, m)?)?;
    m.add_function(wrap_pyfunction!(explain::explain, m)?)?;
    m.add_function(wrap_pyfunction!(run::run_file, m)?)?;
    Ok(())
}
