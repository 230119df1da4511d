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
mod run;
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
    /// Solves a run file, as the Enigma and Teaser community writes them
    Run(run::RunArgs),
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

/// The options that say how to read a puzzle, shared by the subcommands.
#[derive(Debug, Clone, Args)]
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

    /// Any word may start with 0 (use `--invalid` to bar 0 where a puzzle
    /// says so)
    #[arg(long, conflicts_with = "strict")]
    leading_zeros: bool,

    /// Which letters take distinct digits: `all` (the default), `none`, or
    /// groups joined by commas, as in `ABC,DEF` (A, B, C differ, D, E, F
    /// differ, A may equal D)
    #[arg(long, value_name = "GROUPS", value_parser = rule_parser("distinct"))]
    distinct: Option<String>,

    /// Digits barred for letters: the digits, a comma, the letters, as in
    /// `0,ABC` or `2|4|6|8,A` (A is odd); may be repeated
    #[arg(long, value_name = "DIGITS,LETTERS", value_parser = rule_parser("invalid"))]
    invalid: Vec<String>,

    /// A letter's digit, as in `E,5`; may be repeated
    #[arg(long, value_name = "LETTER,DIGIT", value_parser = rule_parser("assign"))]
    assign: Vec<String>,

    /// The characters that stand for digits, in place of the letters, as
    /// in `0123456789` for a sum whose every digit is wrong
    #[arg(long, value_name = "CHARS")]
    symbols: Option<String>,

    /// Characters that stand for themselves even where `--symbols` names
    /// them
    #[arg(long, value_name = "CHARS")]
    literal: Option<String>,
}

/// A value parser that checks a letter rule's text as the library reads
/// it, so that a bad rule is a usage error at its flag.
fn rule_parser(name: &'static str) -> impl Fn(&str) -> Result<String, String> + Clone {
    move |value: &str| match alphametic::Options::new().rule(name, value) {
        Ok(_) => Ok(value.to_owned()),
        Err(err) => Err(err.reason().to_owned()),
    }
}

impl BaseArg {
    /// The options to parse with.
    fn options(&self) -> alphametic::Options {
        let mut options = alphametic::Options::from_flags(self.base, self.strict, self.digits);
        if self.leading_zeros {
            options = options.zeros(alphametic::ZeroRule::Allowed);
        }
        let rules = self.distinct.iter().map(|v| ("distinct", v.as_str()));
        let rules = rules
            .chain(self.invalid.iter().map(|v| ("invalid", v.as_str())))
            .chain(self.assign.iter().map(|v| ("assign", v.as_str())))
            .chain(self.symbols.iter().map(|v| ("symbols", v.as_str())))
            .chain(self.literal.iter().map(|v| ("literal", v.as_str())));
        // Each value passed its flag's parser: the rules read.
        if let Ok(ruled) = options.clone().rules(rules) {
            options = ruled;
        }
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
        Command::Run(args) => run::run(&args),
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
