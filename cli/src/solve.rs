//! `alphametic solve`: one puzzle from the command line.

use std::io::{self, BufWriter, Read, Write};

use alphametic::{Answer, Puzzle, Solution};
use clap::Args;
use serde_json::{Value, json};

use crate::output::{self, object};
use crate::{BaseArg, Outcome};

/// The arguments of `alphametic solve`.
#[derive(Debug, Args)]
#[command(after_help = "\
The puzzle language: constraints joined by `,`, `;` or `&&`, each two
expressions compared by `==` (or `=`), `!=`, `<`, `<=`, `>` or `>=` (one
comparison per constraint: write `A < B, B < C`, not `A < B < C`). An
expression combines words and decimal numbers with `+ -`, `* / // %` (`/`
exact, `//` and `%` floor division and its remainder, on whole numbers),
`^` (a word or number as exponent), unary `-` and parentheses. A word is a
run of letters, digits and `?`s with at least one letter or `?`: distinct
letters take distinct digits, a `?` is a missing digit of its own (any
digit, equal to others or not), a digit inside a word is that place's
digit in the base (`dota2`), and no word of two or more characters starts
with 0 (with --strict, none at all). A long division is written
`dividend / divisor = quotient | x - y = z | ...`, one step per quotient
digit (empty for a 0); a long multiplication `a * b = c | p | ...`, one
partial product per digit of b from the last (empty for a 0). Examples:
\"SEND + MORE == MONEY, S > M\", \"1?? * ?? == 4??5\".

Exit status:
  0  the puzzle has a solution
  1  the puzzle has no solution
  2  the puzzle or the options are malformed (the fault is shown on stderr;
     with --json, also as {\"puzzle\":…,\"error\":…,\"column\":…} on stdout)

A puzzle that starts with `-` looks like an option: put `--` before it,
as in `alphametic solve -- \"- A + B == C\"`.")]
pub struct SolveArgs {
    /// The puzzle, e.g. "SEND + MORE == MONEY"; several equations are
    /// separated by `,`, `;` or `&&`. `-` reads it from stdin, for puzzles longer
    /// than a command line allows (up to 1 MiB)
    #[arg(value_name = "PUZZLE")]
    puzzle: String,

    /// Prints every solution as soon as it is found, then how many there
    /// are; with --json, one JSON line per solution, then one with the
    /// count
    #[arg(long, conflicts_with = "count")]
    all: bool,

    /// Prints only the number of solutions (with --answer, of answers)
    #[arg(long)]
    count: bool,

    /// Prints each distinct value of EXPR, an expression of the puzzle's
    /// letters (a word in the simplest case), with the number of solutions
    /// that give it: "SAINT + GEORGE == DRAGON, what is DRAGON?"
    #[arg(long, value_name = "EXPR", conflicts_with = "all")]
    answer: Option<String>,

    #[command(flatten)]
    base: BaseArg,

    /// Prints a JSON object instead of text
    #[arg(long)]
    json: bool,
}

/// Solves the puzzle and writes the result to stdout.
pub fn run(args: &SolveArgs) -> io::Result<Outcome> {
    let text = if args.puzzle == "-" {
        let mut text = String::new();
        if let Err(err) = io::stdin().lock().read_to_string(&mut text) {
            eprintln!("error: cannot read the puzzle from stdin: {err}");
            return Ok(Outcome::BadInput);
        }
        // The line break that ends the input is not part of the puzzle,
        // nor is a byte-order mark before it.
        let len = text.trim_end_matches(['\n', '\r']).len();
        text.truncate(len);
        match text.strip_prefix('\u{feff}') {
            Some(rest) => rest.to_owned(),
            None => text,
        }
    } else {
        args.puzzle.clone()
    };
    let puzzle = match Puzzle::parse_with(&text, args.base.options()) {
        Ok(puzzle) => puzzle,
        Err(err) => {
            if args.json {
                let (message, column) = output::message_and_column(&text, &err);
                // As `batch` reports a bad line: a JSON object on stdout,
                // for whoever parses the output, and the drawing on stderr.
                let fields = [
                    ("puzzle", Value::from(text.as_str())),
                    ("base", Value::from(args.base.base)),
                    ("error", Value::from(message)),
                    ("column", Value::from(column)),
                ];
                let mut out = io::stdout().lock();
                writeln!(out, "{}", object(&fields))?;
                out.flush()?;
            }
            // The error's `Display` already ends with a newline.
            eprint!("{err}");
            return Ok(Outcome::BadInput);
        }
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let found = if let Some(expr) = &args.answer {
        let answers = match puzzle.answers(expr) {
            Ok(answers) => answers,
            Err(err) => {
                // The error's `Display` already ends with a newline.
                eprint!("{err}");
                return Ok(Outcome::BadInput);
            }
        };
        answers_out(&mut out, &puzzle, expr, &answers, args.count, args.json)?
    } else if args.count {
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
///
/// Each solution is written and flushed as soon as it is found, so the
/// first shows at once, memory does not grow with their number, and an
/// interrupted run keeps what it printed.
fn all(out: &mut impl Write, puzzle: &Puzzle, json: bool) -> io::Result<bool> {
    let mut count = 0u64;
    for solution in puzzle.solutions() {
        if json {
            let line = object(&[("solution", output::letters(&solution))]);
            writeln!(out, "{line}")?;
        } else {
            write_block(out, puzzle, &solution, count > 0)?;
        }
        out.flush()?;
        count += 1;
    }
    if json {
        let [p, b] = header(puzzle);
        writeln!(out, "{}", object(&[p, b, ("count", Value::from(count))]))?;
    } else {
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

/// Writes the answers, or with `count` their number; returns whether there
/// is one.
fn answers_out(
    out: &mut impl Write,
    puzzle: &Puzzle,
    expr: &str,
    answers: &[Answer],
    count: bool,
    json: bool,
) -> io::Result<bool> {
    let [p, b] = header(puzzle);
    let e = ("answer", Value::from(expr));
    match (json, count) {
        (true, true) => {
            let n = ("count", Value::from(answers.len()));
            writeln!(out, "{}", object(&[p, b, e, n]))?;
        }
        (true, false) => {
            let list: Vec<Value> = answers
                .iter()
                .map(|a| json!({ "value": a.value().to_string(), "count": a.count() }))
                .collect();
            writeln!(
                out,
                "{}",
                object(&[p, b, e, ("answers", Value::from(list))])
            )?;
        }
        (false, true) => writeln!(out, "{}", answers.len())?,
        (false, false) if answers.is_empty() => writeln!(out, "{}", output::solutions_summary(0))?,
        (false, false) => {
            for answer in answers {
                let solutions = output::solutions_summary(answer.count());
                writeln!(out, "{expr} = {} ({solutions})", answer.value())?;
            }
        }
    }
    Ok(!answers.is_empty())
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
