//! Finding puzzles: every addition among the words of a list that has
//! exactly one solution.
//!
//! Given words (the planets, the players of a team, the colours), a
//! [`SumFinder`] looks for every sum `w1 + … + wn == r` of distinct words of
//! the list, `r` another word of the list or a word of your choice, that has
//! exactly one solution under the zero rule.
//!
//! ```
//! # use alphametic_find::{Finder as _, Found as _, Search as _};
//! use alphametic_find::{FindOptions, SumFinder};
//!
//! let words = ["mars", "venus", "saturn", "uranus", "pluto", "earth"];
//! let finder = SumFinder::new(words, &FindOptions::new().addends(2, 3))?;
//! let puzzles: Vec<String> = finder.iter().map(|found| found.puzzle().to_owned()).collect();
//! for found in finder.iter() {
//!     // Each one is unique by the project's solver too.
//!     let puzzle = alphametic_runtime::Puzzle::parse(&found.puzzle().to_uppercase()).unwrap();
//!     assert_eq!(puzzle.count(), 1);
//!     assert_eq!(puzzle.solve(), Some(*found.solution()));
//! }
//! # assert!(!puzzles.is_empty());
//! # Ok::<(), alphametic_find::FindError>(())
//! ```
//!
//! The search is single-threaded but splits: [`SumFinder::search`] walks the
//! sums for one right-hand word, [`SumFinder::split`] cuts that walk into
//! parts by first addend, and each part is `Send`, so a caller can run them
//! on threads and print their results in order (the CLI's `find` does, with
//! rayon).
//!
//! Each candidate is built as a weighted sum directly from the words, never
//! as text to parse: per letter, the place values it takes in the addends
//! minus those in the right-hand word. A small search then counts its
//! solutions up to two (see `unique.rs`).
#![warn(missing_docs)]

mod any;
mod backtrack;
mod error;
mod finder;
mod grid;
#[cfg(feature = "numbers")]
pub mod numbers;
mod options;
mod pair_table;
mod product_check;
mod products;
mod sum;
mod system;
mod unique;
mod words;

pub use any::{AnyFinder, Kind, UseFinder};
pub use error::FindError;
pub use finder::{Finder, Found, Search};
pub use grid::{FoundGrid, GridFinder, GridSearch};
pub use options::{FindOptions, MAX_ADDENDS, MAX_ALPHABET, MAX_GRID};
pub use products::{FoundProduct, MAX_SIDE, ProductFinder, ProductSearch};
pub use sum::{FoundSum, SumFinder, SumSearch};
pub use words::{SkipReason, SkippedLine, WordList};

pub use alphametic_runtime::{DigitSet, ZeroRule};
use words::{Letter, WordSet, solution_of};
