//! Procedural macros of the `alphametic` crate.
//!
//! Use them through the facade crate, which re-exports them.
