//! The code `alphametic!` generates for a puzzle, formatted, and the macro
//! call that generates it: the page's Rust tab and `alphametic codegen`.
//!
//! With the feature `pretty` (a default) the code is formatted by
//! `prettyplease`, as rustfmt would; without it, by this crate's own small
//! [`print()`], which the WebAssembly module uses to stay small.

mod print;

use alphametic_runtime::{Puzzle, ZeroRule};
use quote::quote;
use serde_json::{Value, json};

use crate::request::{Failure, PuzzleRequest};

pub use print::print;

/// `{puzzle, call, code}`: the call to paste and the code it expands to.
///
/// ```
/// use alphametic_web::{PuzzleRequest, codegen::codegen};
/// let answer = codegen(&PuzzleRequest::new("TO + GO == OUT"))?;
/// assert_eq!(answer["call"], r#"alphametic!("TO + GO == OUT")"#);
/// assert!(answer["code"].as_str().unwrap().contains("static PUZZLE"));
/// # Ok::<(), alphametic_web::Failure>(())
/// ```
pub fn codegen(request: &PuzzleRequest) -> Result<Value, Failure> {
    let puzzle = request.parse()?;
    Ok(json!({
        "puzzle": puzzle.text(),
        "call": call(&request.puzzle, &puzzle),
        "code": render(&request.puzzle, &puzzle),
    }))
}

/// The expansion of `alphametic!(text, …)` as a formatted Rust file,
/// headed by a comment with the macro call.
///
/// ```
/// use alphametic_runtime::Puzzle;
/// let puzzle = Puzzle::parse("A + A == B").unwrap();
/// let code = alphametic_web::codegen::render("A + A == B", &puzzle);
/// assert!(code.starts_with("// alphametic!(\"A + A == B\")\nstatic PUZZLE"));
/// ```
pub fn render(text: &str, puzzle: &Puzzle) -> String {
    let tokens = puzzle.expand();
    let item = quote! {
        static PUZZLE: &dyn ::alphametic::Alphametic = &#tokens;
    };
    format!("// {}\n{}", call(text, puzzle), format(item))
}

#[cfg(feature = "pretty")]
fn format(item: proc_macro2::TokenStream) -> String {
    // The generator only emits well-formed code; failing here is a bug.
    let file: syn::File = syn::parse2(item).expect("the expansion is valid Rust");
    prettyplease::unparse(&file)
}

#[cfg(not(feature = "pretty"))]
fn format(item: proc_macro2::TokenStream) -> String {
    print(item)
}

/// The macro call that expands to the puzzle's code:
/// `alphametic!("A + A == B", base = 16, digits = "1-9", strict)`.
///
/// ```
/// use alphametic_runtime::{Options, Puzzle, ZeroRule};
/// let options = Options::new().base(16).zeros(ZeroRule::Strict);
/// let puzzle = Puzzle::parse_with("A + A == B", options).unwrap();
/// let call = alphametic_web::codegen::call("A + A == B", &puzzle);
/// assert_eq!(call, r#"alphametic!("A + A == B", base = 16, strict)"#);
/// ```
pub fn call(text: &str, puzzle: &Puzzle) -> String {
    let mut option = String::new();
    if puzzle.base() != alphametic_runtime::DEFAULT_BASE {
        option += &format!(", base = {}", puzzle.base());
    }
    if let Some(digits) = puzzle.options().digits {
        option += &format!(", digits = \"{digits}\"");
    }
    if puzzle.zeros() == ZeroRule::Strict {
        option += ", strict";
    }
    format!("alphametic!({text:?}{option})")
}
