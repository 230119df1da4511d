//! Alphametic puzzles (`SEND + MORE == MONEY`) compiled into fast solvers.
//!
//! Distinct letters take distinct digits, and the first letter of a word of
//! two or more letters is never 0. A one-letter word may be 0, unless the
//! puzzle is read under the strict rule ([`Options::strict`], `strict` in
//! the macros), where no word starts with 0.
//!
//! ```
//! use alphametic::{Options, Puzzle, Solution};
//!
//! let puzzle = Puzzle::parse("SEND + MORE == MONEY")?;
//! let first: Solution = puzzle.solve().unwrap();
//! assert_eq!(first.digit('M'), Some(1));
//! assert_eq!(puzzle.render(&first), "9567 + 1085 == 10652");
//! assert!(puzzle.is_unique());
//!
//! // 0 + 0 == 0 only counts when a one-letter word may be 0.
//! assert_eq!(Puzzle::parse("X + X == X")?.count(), 1);
//! assert_eq!(Puzzle::parse_with("X + X == X", Options::new().strict(true))?.count(), 0);
//!
//! let map = alphametic::solve("SEND + MORE == MONEY").unwrap();
//! assert_eq!(map[&'Y'], 2);
//! # Ok::<(), alphametic::ParseError>(())
//! ```
#![warn(missing_docs)]

pub use alphametic_runtime::{
    Alphametic, DEFAULT_BASE, Options, ParseError, ParseErrorKind, Puzzle, Solution, Solutions,
    solve,
};

/// The first stage, text to syntax tree: what [`Puzzle::equations`]
/// returns, and the limits of the grammar.
pub mod syntax {
    pub use alphametic_runtime::syntax::*;
}

/// The intermediate form the solvers read: the lowered [`Model`](plan::Model)
/// of a puzzle and the [`Plan`](plan::Plan) that orders its search.
pub mod plan {
    pub use alphametic_runtime::plan::*;
}

/// Digit puzzles in general: digit sets, combinations by sum, propagation
/// and exact cover, as used by the kakuro and Sudoku examples.
pub mod digits {
    pub use alphametic_runtime::digits::*;
}

/// Finding puzzles: every addition among the words of a list that has
/// exactly one solution ([`Finder`](find::Finder)).
pub mod find {
    pub use alphametic_runtime::find::*;
}

/// Puzzles to Rust tokens, as `alphametic!` expands them (feature
/// `codegen`).
#[cfg(feature = "codegen")]
pub mod codegen {
    pub use alphametic_runtime::codegen::*;
}

/// Compiles a puzzle into a solver at build time.
///
/// `alphametic!("SEND + MORE == MONEY")` parses and plans the puzzle while
/// the crate compiles, and becomes a value of a fresh unit type whose
/// methods `solve`, `count`, `is_unique`, `solutions` and
/// `for_each_solution` run the search unrolled into nested loops; no import
/// is needed to call them. The type also implements [`Alphametic`], for
/// `&dyn Alphametic` and generic code.
///
/// Options follow the puzzle: `base = N` sets the base (2 to 36), and
/// `strict` forbids a 0 at the start of every word, one-letter words
/// included (by default a one-letter word may be 0).
///
/// ```
/// use alphametic::alphametic;
///
/// let send = alphametic!("SEND + MORE == MONEY");
/// assert_eq!(send.solve().unwrap().digit('Y'), Some(2));
/// assert_eq!(send.count(), 1);
/// assert!(send.is_unique());
/// assert!(alphametic!("SEND + MORE == MONEY", base = 16).count() > 1);
/// assert_eq!(alphametic!("X + X == X").count(), 1); // 0 + 0 == 0
/// assert_eq!(alphametic!("X + X == X", strict).count(), 0);
/// ```
///
/// ```
/// use alphametic::{Alphametic, alphametic};
///
/// // The value is a constant: it can live in a `static`.
/// static PUZZLE: &dyn Alphametic = &alphametic!("TO + GO == OUT");
/// assert_eq!(PUZZLE.solve().unwrap().to_string(), "G=8 O=1 T=2 U=0");
/// ```
///
/// The generated code refers to this crate as `::alphametic`: the macro
/// does not work in a crate that renames the dependency
/// (`alpha = { package = "alphametic", … }` in `Cargo.toml`).
///
/// A puzzle that does not parse is a compile error at the literal, with the
/// same text as [`ParseError`]'s at run time:
///
/// ```compile_fail
/// let bad = alphametic::alphametic!("SEND + MORE");
/// ```
pub use alphametic_macros::alphametic;

/// Solves a puzzle at build time, into a constant [`Solution`].
///
/// The first solution, the same as [`Puzzle::solve`]'s. A puzzle with no
/// solution is a compile error, and so is one with two or more when the
/// `unique` flag is given. The search has a node budget; a puzzle over it
/// is a compile error too ("too costly to solve at compile time"). The
/// options `base = N` and `strict` are those of [`alphametic!`].
///
/// ```
/// use alphametic::{Solution, solution};
///
/// const SEND: Solution = solution!("SEND + MORE == MONEY", unique);
/// assert_eq!(SEND.digit('M'), Some(1));
/// const HEX: Solution = solution!("SEND + MORE == MONEY", base = 16);
/// assert_eq!(HEX.len(), 8);
/// // Exercism's first case, under its rule: 1 + 99 == 100.
/// const ILL: Solution = solution!("I + BB == ILL", strict, unique);
/// assert_eq!(ILL.to_string(), "B=9 I=1 L=0");
/// ```
///
/// ```compile_fail
/// const NONE: alphametic::Solution = alphametic::solution!("A == B");
/// ```
pub use alphametic_macros::solution;

/// What the code generated by [`alphametic!`] refers to; not public API.
#[doc(hidden)]
pub mod __private {
    pub use alphametic_runtime::__private::{
        floor_div_i64, floor_div_i128, floor_mod_i64, floor_mod_i128, interval_floor_div_i64,
        interval_floor_div_i128, interval_floor_mod_i64, interval_floor_mod_i128,
        interval_power_i64, interval_power_i128, power,
    };
    pub use alphametic_runtime::{Alphametic, Solution};
    pub use std::boxed::Box;
}
