//! `alphametic explain`: a solution a person can follow, step by step, and
//! the puzzle's difficulty.

use std::io::{self, Write};

use alphametic::Puzzle;
use alphametic::explain::{Difficulty, Explanation, Limits, explain_with};
use clap::Args;

use crate::{BaseArg, Outcome};

/// The arguments of `alphametic explain`.
#[derive(Debug, Args)]
#[command(after_help = "\
The steps are the deductions a person makes, the simplest first: the zero
rule, distinct digits, the carry into a longer result, column sums, carries,
parity, the digits a column allows, relations, the bounds of whole words,
two columns together, an equation's last digits. Where none applies, the
letter with the fewest candidates is tried with each, and each wrong case is
shown with the deduction that refutes it.

The grade, on the reasoning up to the first solution: 1 easy, 2 medium,
3 hard (no case split; by the hardest rule used), 4 tough (case splits, at
most 6 cases and 40 steps), 5 fiendish (more), or unexplained when the case
splits pass --max-cases before the first solution.

Exit status:
  0  the puzzle has a solution
  1  it has none, or none was reached within the limit
  2  the puzzle or the options are malformed (the fault is shown on stderr)")]
pub struct ExplainArgs {
    /// The puzzle, e.g. "SEND + MORE == MONEY"; several equations are
    /// separated by `,`, `;` or `&&`
    #[arg(value_name = "PUZZLE")]
    puzzle: String,

    /// The most cases of case splits to try, in all
    #[arg(long, value_name = "N", default_value_t = Limits::DEFAULT_CASES)]
    max_cases: u64,

    /// Prints the explanation as one JSON object
    #[arg(long)]
    json: bool,

    #[command(flatten)]
    base: BaseArg,
}

/// Explains the puzzle and writes the steps and the grade.
pub fn run(args: &ExplainArgs) -> io::Result<Outcome> {
    if args.base.options().has_letter_rules() {
        // The rules of explanations assume every letter distinct and no
        // leading 0: with other rules they would reason wrongly.
        eprintln!(
            "error: explanations read alphametics whose letters all differ: `--distinct`, \
             `--invalid`, `--assign`, `--symbols`, `--literal` and `--leading-zeros` are not \
             explained yet"
        );
        return Ok(Outcome::BadInput);
    }
    let puzzle = match Puzzle::parse_with(&args.puzzle, args.base.options()) {
        Ok(puzzle) => puzzle,
        Err(err) => {
            eprint!("{err}");
            return Ok(Outcome::BadInput);
        }
    };
    let explanation = explain_with(&puzzle, Limits::new().cases(args.max_cases));
    let mut out = io::stdout().lock();
    if args.json {
        writeln!(out, "{}", to_json(&explanation))?;
    } else {
        writeln!(out, "{explanation}")?;
    }
    out.flush()?;
    Ok(if explanation.solutions.is_empty() {
        Outcome::NoSolution
    } else {
        Outcome::Solved
    })
}

/// The explanation as one JSON object (the explain crate's `serde`
/// feature writes it).
pub(crate) fn to_json(e: &Explanation) -> String {
    serde_json::to_string(e).expect("an explanation serializes to JSON")
}

/// The grading of `find --rate` and `--max-difficulty`.
#[derive(Debug, Clone)]
pub struct Rate {
    options: alphametic::Options,
    show: bool,
    max: Option<alphametic::explain::Grade>,
}

impl Rate {
    /// Grades when `show` or when `max` is given, each puzzle read with
    /// `options`.
    pub fn new(
        options: alphametic::Options,
        show: bool,
        max: Option<alphametic::explain::Grade>,
    ) -> Rate {
        Rate { options, show, max }
    }

    /// `None` when `puzzle` is harder than the grade asked for; otherwise
    /// its difficulty when it is to be shown.
    pub fn rate(&self, puzzle: &str) -> Option<Option<Difficulty>> {
        if !self.show && self.max.is_none() {
            return Some(None);
        }
        // The finders write puzzles the parser reads; one that does not
        // parse is kept, ungraded.
        let Ok(parsed) = Puzzle::parse_with(puzzle, self.options.clone()) else {
            return Some(None);
        };
        let difficulty = match self.max {
            Some(max) => alphametic::explain::rate_within(&parsed, max)?,
            None => alphametic::explain::rate(&parsed),
        };
        Some(self.show.then_some(difficulty))
    }
}
