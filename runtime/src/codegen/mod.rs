//! Plans to Rust tokens: the back end of the `alphametic!` and `solution!`
//! macros, and of the CLI's `codegen` command.
//!
//! The runtime solver interprets a plan; this module unrolls the same
//! plan into nested loops, one per enumerated step, with every weight,
//! modulus, bound and domain a literal. Division and remainder by a constant
//! compile to multiplications, and nothing is looked up at run time.
//!
//! The generated code reaches the facade crate only through
//! `::alphametic::__private`, and the `core` crate by absolute paths, so it
//! means the same wherever it is expanded.
//!
//! [`Puzzle::expand`](crate::Puzzle::expand) is its public entry. `expand`
//! builds the value the macros emit, around the unrolled search of `search`.

pub(crate) mod expand;
mod polynomial;
mod search;

pub use expand::{expand_plan, expand_puzzle, expand_solution, expand_stub};
