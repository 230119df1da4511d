//! `alphametic codegen`: the Rust code that `alphametic!` generates.

use std::io::{self, Write};

use alphametic::{Puzzle, ZeroRule};
use clap::Args;
use quote::quote;

use crate::{BaseArg, Outcome};

/// The arguments of `alphametic codegen`.
#[derive(Debug, Args)]
#[command(after_help = "\
The code is the expansion of `alphametic!(PUZZLE)`, shown as the value of a
`static` so that it reads as a complete Rust item.

Exit status:
  0  the code was printed
  2  the puzzle or the options are malformed (the fault is shown on stderr)")]
pub struct CodegenArgs {
    /// The puzzle, e.g. "SEND + MORE == MONEY"; several equations are
    /// separated by `,`, `;` or `&&`
    #[arg(value_name = "PUZZLE")]
    puzzle: String,

    #[command(flatten)]
    base: BaseArg,
}

/// Expands the puzzle and writes the formatted code to stdout.
pub fn run(args: &CodegenArgs) -> io::Result<Outcome> {
    let puzzle = match Puzzle::parse_with(&args.puzzle, args.base.options()) {
        Ok(puzzle) => puzzle,
        Err(err) => {
            // The error's `Display` already ends with a newline.
            eprint!("{err}");
            return Ok(Outcome::BadInput);
        }
    };
    let code = render(&args.puzzle, &puzzle);
    let mut out = io::stdout().lock();
    out.write_all(code.as_bytes())?;
    out.flush()?;
    Ok(Outcome::Solved)
}

/// The expansion of `alphametic!(text, base = base)` as a formatted Rust
/// file, headed by a comment with the macro call.
pub(crate) fn render(text: &str, puzzle: &Puzzle) -> String {
    let tokens = puzzle.expand();
    let item = quote! {
        static PUZZLE: &dyn ::alphametic::Alphametic = &#tokens;
    };
    // The generator only emits well-formed code; failing here is a bug.
    let file: syn::File = syn::parse2(item).expect("the expansion is valid Rust");
    format!(
        "// {}\n{}",
        call(text, puzzle),
        prettyplease::unparse(&file)
    )
}

/// The macro call that expands to the puzzle's code:
/// `alphametic!("A + A == B", base = 16, digits = "1-9", strict)`.
pub(crate) fn call(text: &str, puzzle: &Puzzle) -> String {
    let mut option = String::new();
    if puzzle.base() != alphametic::DEFAULT_BASE {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_header_names_the_macro_call() {
        let puzzle = Puzzle::parse("A + A == B").unwrap();
        let code = render("A + A == B", &puzzle);
        assert!(code.starts_with("// alphametic!(\"A + A == B\")\nstatic PUZZLE"));
        let puzzle = Puzzle::parse_with_base("A + A == B", 16).unwrap();
        let code = render("A + A == B", &puzzle);
        assert!(code.starts_with("// alphametic!(\"A + A == B\", base = 16)\n"));
        let options = alphametic::Options::new().base(16).zeros(ZeroRule::Strict);
        let puzzle = Puzzle::parse_with("A + A == B", options).unwrap();
        let code = render("A + A == B", &puzzle);
        assert!(code.starts_with("// alphametic!(\"A + A == B\", base = 16, strict)\n"));
    }
}
