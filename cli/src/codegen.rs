//! `alphametic codegen`: the Rust code that `alphametic!` generates.

use std::io::{self, Write};

use alphametic::Puzzle;
use alphametic::codegen::render;
use clap::Args;

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
