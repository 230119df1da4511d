//! The code `alphametic!` generates, as tokens and as text (feature
//! `codegen`): for tools that show or save it, such as the CLI's `codegen`
//! command and the web page's Rust tab.
//!
//! [`Puzzle::expand`] gives a puzzle's expansion as tokens. [`item`] wraps
//! it in a `static` item, [`print()`] prints tokens as code, [`call`] gives
//! the macro call that expands to it, and [`render`] all of it as a Rust
//! file.
//!
//! ```
//! use alphametic_runtime::{Puzzle, codegen};
//!
//! let puzzle = Puzzle::parse("TO + GO == OUT")?;
//! let code = codegen::render("TO + GO == OUT", &puzzle);
//! assert!(code.starts_with("// alphametic!(\"TO + GO == OUT\")\nstatic PUZZLE"));
//! assert!(code.contains("fn for_each_solution"));
//! # Ok::<(), alphametic_runtime::ParseError>(())
//! ```
//!
//! The macros call the same generator. It unrolls the plan the runtime
//! solver interprets into nested loops, one per enumerated step, with every
//! weight, modulus, bound and domain a literal. Division and remainder by a
//! constant compile to multiplications, and nothing is looked up at run
//! time. The generated code reaches the facade crate only through
//! `::alphametic::__private`, and the `core` crate by absolute paths, so it
//! means the same wherever it is expanded. Inside, `expand` builds the
//! value the macros emit around the unrolled search of `search`.

pub(crate) mod expand;
pub(crate) mod layout;
mod polynomial;
mod print;
mod search;

use proc_macro2::TokenStream;
use quote::quote;

use crate::{DEFAULT_BASE, Puzzle, ZeroRule};

pub use print::print;

/// The expansion of `alphametic!` for `puzzle` as an item, as a user would
/// keep it: `static PUZZLE: &dyn ::alphametic::Alphametic = &…;`.
///
/// ```
/// use alphametic_runtime::{Puzzle, codegen};
///
/// let puzzle = Puzzle::parse("A + A == B")?;
/// let code = codegen::item(&puzzle).to_string();
/// assert!(code.starts_with("static PUZZLE : & dyn :: alphametic :: Alphametic = &"));
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
pub fn item(puzzle: &Puzzle) -> TokenStream {
    let tokens = puzzle.expand();
    quote! {
        static PUZZLE: &dyn ::alphametic::Alphametic = &#tokens;
    }
}

/// The expansion of `alphametic!(text, …)` as a Rust file: the [`item`],
/// headed by a comment with the macro [`call`], printed by [`print()`], or
/// by `prettyplease` with the feature `pretty`.
///
/// ```
/// use alphametic_runtime::Puzzle;
/// let puzzle = Puzzle::parse("A + A == B").unwrap();
/// let code = alphametic_runtime::codegen::render("A + A == B", &puzzle);
/// assert!(code.starts_with("// alphametic!(\"A + A == B\")\nstatic PUZZLE"));
/// ```
pub fn render(text: &str, puzzle: &Puzzle) -> String {
    format!("// {}\n{}", call(text, puzzle), format(item(puzzle)))
}

#[cfg(feature = "pretty")]
fn format(item: TokenStream) -> String {
    // The generator emits well-formed items; should one ever fail to
    // parse, the small printer still shows it.
    match syn::parse2::<syn::File>(item.clone()) {
        Ok(file) => prettyplease::unparse(&file),
        Err(_) => print(item),
    }
}

#[cfg(not(feature = "pretty"))]
fn format(item: TokenStream) -> String {
    print(item)
}

/// The macro call that expands to the puzzle's code:
/// `alphametic!("A + A == B", base = 16, digits = "1-9", strict)`, `text`
/// being the puzzle as written.
///
/// ```
/// use alphametic_runtime::{Options, Puzzle, ZeroRule};
/// let options = Options::new().base(16).zeros(ZeroRule::Strict);
/// let puzzle = Puzzle::parse_with("A + A == B", options).unwrap();
/// let call = alphametic_runtime::codegen::call("A + A == B", &puzzle);
/// assert_eq!(call, r#"alphametic!("A + A == B", base = 16, strict)"#);
/// ```
pub fn call(text: &str, puzzle: &Puzzle) -> String {
    let mut option = String::new();
    if puzzle.base() != DEFAULT_BASE {
        option += &format!(", base = {}", puzzle.base());
    }
    if let Some(digits) = puzzle.options().digits {
        option += &format!(", digits = \"{digits}\"");
    }
    let options = puzzle.options();
    match options.zeros {
        ZeroRule::Strict => option += ", strict",
        ZeroRule::Allowed => option += ", leading_zeros",
        _ => {}
    }
    if options.distinct != crate::Distinct::All {
        option += &format!(", distinct = {:?}", options.distinct.to_string());
    }
    for rule in &options.letters {
        option += &match *rule {
            crate::LetterRule::Invalid { letter, digits } => {
                let digits: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
                format!(", invalid = {:?}", format!("{},{letter}", digits.join("|")))
            }
            crate::LetterRule::Assign { letter, digit } => {
                format!(", assign = {:?}", format!("{letter},{digit}"))
            }
        };
    }
    if let Some(symbols) = &options.symbols {
        option += &format!(", symbols = {symbols:?}");
    }
    if !options.literal.is_empty() {
        option += &format!(", literal = {:?}", options.literal);
    }
    format!("alphametic!({text:?}{option})")
}
