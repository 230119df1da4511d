#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

pub use alphametic_runtime::{
    Addition, Alphametic, Answer, Cell, ColumnTerms, Condition, Constraint, DEFAULT_BASE, DigitSet,
    DigitSetError, Digits, Distinct, Error, Letter, LetterRule, Linear, MAX_BASE, MAX_LEN,
    MAX_LETTERS, MAX_NESTING, MAX_UNKNOWNS, Model, Options, OptionsError, ParseError,
    ParseErrorKind, ProductTerms, Puzzle, Relation, Solution, Solutions, TupleAnswer, Value,
    ZeroRule, is_letter, rules, solve,
};

/// Puzzles explained step by step as a person solves them, and graded
/// (feature `explain`): the `alphametic-explain` crate. Its [`Explain`]
/// trait gives `puzzle.explain()` and `puzzle.rate()`.
///
/// ```
/// use alphametic::Puzzle;
/// use alphametic::explain::{Explain, Grade};
///
/// let puzzle = Puzzle::parse("TO + GO == OUT")?;
/// assert!(puzzle.explain().to_string().contains("O = 1"));
/// assert_eq!(puzzle.rate().grade, Grade::Medium);
/// # Ok::<(), alphametic::ParseError>(())
/// ```
///
/// [`Explain`]: alphametic_explain::Explain
#[cfg(feature = "explain")]
pub use alphametic_explain as explain;

/// Compiles a puzzle into a solver at build time.
///
/// `alphametic!("SEND + MORE == MONEY")` parses and plans the puzzle while
/// the crate compiles, and becomes a value of a fresh unit type whose
/// methods `solve`, `count`, `is_unique`, `solutions` and
/// `for_each_solution` run the search unrolled into nested loops; no import
/// is needed to call them. The type also implements [`Alphametic`], for
/// `&dyn Alphametic` and generic code.
///
/// Options follow the puzzle: `base = N` sets the base (2 to 36),
/// `digits = "1-9"` the digits the letters may take (a [`DigitSet`] in its
/// text form; every digit of the base by default), and `strict` forbids a 0
/// at the start of every word, one-letter words included
/// ([`ZeroRule::Strict`]; by default a one-letter word may be 0).
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
/// assert_eq!(alphametic!("ABC + DEF == GHI", digits = "1-9").count(), 336);
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
/// options `base = N`, `digits = "…"` and `strict` are those of [`alphametic!`].
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

/// The code [`alphametic!`] generates, as tokens and as text (feature
/// `codegen`): the `alphametic-runtime` crate's `codegen` module, for
/// tools that show or save the expansion of a puzzle.
///
/// ```
/// use alphametic::{Puzzle, codegen};
///
/// let puzzle = Puzzle::parse("TO + GO == OUT")?;
/// assert_eq!(codegen::call("TO + GO == OUT", &puzzle), r#"alphametic!("TO + GO == OUT")"#);
/// let code = codegen::render("TO + GO == OUT", &puzzle);
/// assert!(code.starts_with("// alphametic!(\"TO + GO == OUT\")\nstatic PUZZLE"));
/// # Ok::<(), alphametic::ParseError>(())
/// ```
#[cfg(feature = "codegen")]
pub use alphametic_runtime::codegen;

/// Run files, as the Enigma and Teaser community writes puzzles for its
/// Python solvers, read into the puzzle language.
pub use alphametic_runtime::run_file;

/// What the code generated by [`alphametic!`] and [`solution!`] refers to,
/// and nothing else; not public API. `tests/private_api.rs` keeps it equal
/// to the names the generated code uses.
#[doc(hidden)]
pub mod __private {
    pub use alphametic_runtime::__private::{
        Func, LayoutPlan, call, floor_div_i64, floor_div_i128, floor_mod_i64, floor_mod_i128,
        interval_call, interval_floor_div_i64, interval_floor_div_i128, interval_floor_mod_i64,
        interval_floor_mod_i128, interval_power_i64, interval_power_i128, power,
    };
    pub use alphametic_runtime::{Alphametic, Solution};
    pub use std::boxed::Box;
}

/// The Rust examples of the guides in `docs/`, run as doc tests.
#[cfg(doctest)]
mod guides {
    #[doc = include_str!("../docs/macro.md")]
    struct Macro;
    #[doc = include_str!("../docs/finder.md")]
    struct Finder;
    #[doc = include_str!("../docs/digit-puzzles.md")]
    struct DigitPuzzles;
    #[doc = include_str!("../docs/explain.md")]
    struct Explain;
}
