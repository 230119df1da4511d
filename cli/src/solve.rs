//! `alphametic solve`: one puzzle from the command line.

use std::io::{self, BufWriter, Write};

use alphametic::{Puzzle, Solution};
use clap::Args;
use serde_json::Value;

use crate::output::{self, object};
use crate::{BaseArg, Outcome};

/// The arguments of `alphametic solve`.
#[derive(Debug, Args)]
#[command(after_help = "\
Exit status:
  0  the puzzle has a solution
  1  the puzzle has no solution
  2  the puzzle or the options are malformed (the fault is shown on stderr)")]
pub struct SolveArgs {
    /// The puzzle, e.g. "SEND + MORE == MONEY"; several equations are
    /// separated by `,` or `;`
    #[arg(value_name = "PUZZLE")]
    puzzle: String,

    /// Prints every solution, then how many there are
    #[arg(long, conflicts_with = "count")]
    all: bool,

    /// Prints only the number of solutions
    #[arg(long)]
    count: bool,

    #[command(flatten)]
    base: BaseArg,

    /// Prints a JSON object instead of text
    #[arg(long)]
    json: bool,
}

/// Solves the puzzle and writes the result to stdout.
pub fn run(args: &SolveArgs) -> io::Result<Outcome> {
    let puzzle = match Puzzle::parse_with_base(&args.puzzle, args.base.base) {
        Ok(puzzle) => puzzle,
        Err(err) => {
            // The error's `Display` already ends with a newline.
            eprint!("{err}");
            return Ok(Outcome::BadInput);
        }
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let found = if args.count {
        count(&mut out, &puzzle, args.json)?
    } else if args.all {
        all(&mut out, &puzzle, args.json)?
    } else {
        first(&mut out, &puzzle, args.json)?
    };
    out.flush()?;
    Ok(if found {
        Outcome::Solved
    } else {
        Outcome::NoSolution
    })
}

/// The fields every JSON answer starts with.
fn header(puzzle: &Puzzle) -> [(&'static str, Value); 2] {
    [
        ("puzzle", Value::from(puzzle.text())),
        ("base", Value::from(puzzle.base())),
    ]
}

/// Writes the first solution; returns whether there is one.
fn first(out: &mut impl Write, puzzle: &Puzzle, json: bool) -> io::Result<bool> {
    let solution = puzzle.solve();
    if json {
        let [p, b] = header(puzzle);
        let solution = ("solution", output::letters_or_null(solution.as_ref()));
        writeln!(out, "{}", object(&[p, b, solution]))?;
    } else {
        match &solution {
            Some(solution) => output::write_solution(out, puzzle, solution)?,
            None => writeln!(out, "{}", output::solutions_summary(0))?,
        }
    }
    Ok(solution.is_some())
}

/// Writes every solution and their number; returns whether there is one.
fn all(out: &mut impl Write, puzzle: &Puzzle, json: bool) -> io::Result<bool> {
    let mut count = 0u64;
    if json {
        let solutions: Vec<Value> = puzzle.solutions().map(|s| output::letters(&s)).collect();
        count = solutions.len() as u64;
        let [p, b] = header(puzzle);
        let fields = [
            p,
            b,
            ("solutions", Value::Array(solutions)),
            ("count", Value::from(count)),
        ];
        writeln!(out, "{}", object(&fields))?;
    } else {
        // Text is streamed, so a puzzle with many solutions shows its first
        // ones at once.
        for solution in puzzle.solutions() {
            write_block(out, puzzle, &solution, count > 0)?;
            count += 1;
        }
        if count > 0 {
            writeln!(out)?;
        }
        writeln!(out, "{}", output::solutions_summary(count))?;
    }
    Ok(count > 0)
}

/// One solution of `--all`, with a blank line before all but the first.
fn write_block(
    out: &mut impl Write,
    puzzle: &Puzzle,
    solution: &Solution,
    separate: bool,
) -> io::Result<()> {
    if separate {
        writeln!(out)?;
    }
    output::write_solution(out, puzzle, solution)
}

/// Writes the number of solutions; returns whether it is above 0.
fn count(out: &mut impl Write, puzzle: &Puzzle, json: bool) -> io::Result<bool> {
    let count = puzzle.count();
    if json {
        let [p, b] = header(puzzle);
        writeln!(out, "{}", object(&[p, b, ("count", Value::from(count))]))?;
    } else {
        writeln!(out, "{count}")?;
    }
    Ok(count > 0)
}
