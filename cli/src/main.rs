//! The `alphametic` command: solves alphametic puzzles such as
//! `SEND + MORE == MONEY`, one at a time or a file of them in parallel,
//! finds the uniquely solvable additions among the words of a list, and
//! shows the Rust code that the `alphametic!` macro generates for a puzzle;
//! `alphametic serve` does all of that on a web page.

mod batch;
mod codegen;
mod explain;
mod find;
mod find_run;
mod numbers;
mod output;
#[cfg(feature = "serve")]
mod serve;
mod solve;

use std::io;
use std::process::ExitCode;

use clap::{Args, CommandFactory, Parser, Subcommand};

/// Solves alphametic puzzles such as SEND + MORE == MONEY.
///
/// Distinct letters take distinct digits, and the first letter of a word of
/// two or more letters is never 0.
#[derive(Debug, Parser)]
#[command(name = "alphametic", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Solves one puzzle
    Solve(solve::SolveArgs),
    /// Solves a file of puzzles, one per line, in parallel
    Batch(batch::BatchArgs),
    /// Prints the Rust code that `alphametic!` generates for a puzzle
    Codegen(codegen::CodegenArgs),
    /// Explains a puzzle step by step, as a person solves it, and grades
    /// how hard it is
    Explain(explain::ExplainArgs),
    /// Finds every uniquely solvable puzzle among the words of a list:
    /// additions, products, grids, or doubly true sums of number names
    Find(find::FindArgs),
    /// Serves a web page to solve, see, find and play puzzles, and its
    /// JSON API
    #[cfg(feature = "serve")]
    Serve(serve::ServeArgs),
}

/// The `--base` and `--strict` options, shared by the subcommands.
#[derive(Debug, Clone, Copy, Args)]
struct BaseArg {
    /// The base of the numbers, from 2 to 36
    #[arg(
        long,
        value_name = "N",
        default_value_t = alphametic::DEFAULT_BASE,
        value_parser = clap::value_parser!(u32).range(2..=i64::from(alphametic::MAX_BASE)),
    )]
    base: u32,

    /// The strict zero rule: no word starts with 0, one-letter words
    /// included (by default a one-letter word may be 0)
    #[arg(long)]
    strict: bool,

    /// The digits the letters may take, still distinct: digits and ranges
    /// joined by commas, as in `1-9` or `0-7,9` (by default every digit of
    /// the base)
    #[arg(long, value_name = "SET")]
    digits: Option<alphametic::DigitSet>,
}

impl BaseArg {
    /// The options to parse with.
    fn options(self) -> alphametic::Options {
        let options = alphametic::Options::from_flags(self.base, self.strict, self.digits);
        // Options that fit no puzzle are a usage error, reported once as
        // clap reports its own, rather than once per puzzle.
        options.check().unwrap_or_else(|err| {
            Cli::command()
                .error(clap::error::ErrorKind::ValueValidation, err)
                .exit()
        })
    }
}

/// How a command ended, which decides the exit code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    /// Exit code 0.
    Solved,
    /// Exit code 1: the puzzle is well formed but has no solution.
    NoSolution,
    /// Exit code 2, the same code clap uses for usage errors.
    BadInput,
}

impl From<Outcome> for ExitCode {
    fn from(outcome: Outcome) -> ExitCode {
        match outcome {
            Outcome::Solved => ExitCode::SUCCESS,
            Outcome::NoSolution => ExitCode::from(1),
            Outcome::BadInput => ExitCode::from(2),
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Solve(args) => solve::run(&args),
        Command::Batch(args) => batch::run(&args),
        Command::Codegen(args) => codegen::run(&args),
        Command::Explain(args) => explain::run(&args),
        Command::Find(args) => find::run(&args),
        #[cfg(feature = "serve")]
        Command::Serve(args) => serve::run(&args),
    };
    match result {
        Ok(outcome) => outcome.into(),
        // The reader went away (`alphametic batch big.txt | head`): nothing
        // is left to tell anyone, so stop quietly, as other filters do.
        Err(err) if err.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: cannot write the output: {err}");
            Outcome::BadInput.into()
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::Cli;

    #[test]
    fn clap_definitions_are_consistent() {
        Cli::command().debug_assert();
    }
}
