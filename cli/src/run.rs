//! `alphametic run`: a run file, as the Enigma and Teaser community writes
//! puzzles for its Python solvers.

use std::io::{self, BufWriter, Read, Write};

use alphametic::run_file::{self, RunFile, RunFileError};
use alphametic::{Error, ParseErrorKind, Puzzle, TupleAnswer};
use clap::Args;
use serde_json::json;

use crate::Outcome;
use crate::output::{self, object};

/// The arguments of `alphametic run`.
#[derive(Debug, Args)]
#[command(after_help = "\
A run file names its solver (`SubstitutedExpression` or `Alphametic`,
`SubstitutedSum`, `SubstitutedDivision`), then options and constraints, one
argument a line, quoted as in a shell; `#` starts a comment. Options:
--base, --digits, --distinct, --invalid, --assign, --symbols, --literal,
--answer, --accumulate, --extra. Every solution is printed as `solve --all`
prints it, then one line per answer, `ANSWER = VALUE [N solutions]`, or
`[N solutions]` without --answer. See docs/run-files.md.

Exit status: 0 with a solution, 1 without, 2 for a malformed file.")]
pub struct RunArgs {
    /// The run file; `-` reads it from stdin
    #[arg(value_name = "FILE")]
    file: String,

    /// Prints one JSON line per solution, then one with the answers and
    /// the count
    #[arg(long)]
    json: bool,
}

/// Reads the run file, solves its puzzle and writes the result to stdout.
pub fn run(args: &RunArgs) -> io::Result<Outcome> {
    let Some(text) = read_text(&args.file) else {
        return Ok(Outcome::BadInput);
    };
    let run = match run_file::read(&text) {
        Ok(run) => run,
        Err(err) => {
            eprint!("{}: {err}", args.file);
            return Ok(Outcome::BadInput);
        }
    };
    let puzzle = match Puzzle::parse_with(&run.puzzle, run.options.clone()) {
        Ok(puzzle) => puzzle,
        Err(Error::Parse(err)) if matches!(err.kind(), ParseErrorKind::TooManyLetters { .. }) => {
            // More distinct symbols than digits: the puzzle language
            // refuses it, the community's library finds no solution.
            eprintln!("note: {}", err.message());
            let mut out = io::stdout().lock();
            if args.json {
                writeln!(
                    out,
                    "{}",
                    object(&[
                        ("puzzle", serde_json::Value::from(run.puzzle.as_str())),
                        ("count", serde_json::Value::from(0))
                    ])
                )?;
            } else {
                writeln!(out, "[{}]", output::solutions_summary(0))?;
            }
            return Ok(Outcome::NoSolution);
        }
        Err(err) => {
            eprint!("{}: {}", args.file, in_file(&text, &run, &err));
            return Ok(Outcome::BadInput);
        }
    };
    let answer: Option<Vec<&str>> = run
        .answer
        .as_ref()
        .map(|parts| parts.iter().map(String::as_str).collect());
    // The answers first: a bad one stops the run before any solution is
    // printed.
    let answers = match &answer {
        Some(parts) => match puzzle.answer_tuples(parts) {
            Ok(answers) => Some(answers),
            Err(err) => {
                eprint!("{}: {err}", args.file);
                return Ok(Outcome::BadInput);
            }
        },
        None => None,
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let mut count = 0u64;
    for solution in puzzle.solutions() {
        if args.json {
            writeln!(
                out,
                "{}",
                object(&[("solution", output::letters(&solution))])
            )?;
        } else {
            if count > 0 {
                writeln!(out)?;
            }
            output::write_solution(&mut out, &puzzle, &solution)?;
        }
        out.flush()?;
        count += 1;
    }
    if args.json {
        summary_json(&mut out, &run, count, answers.as_deref())?;
    } else {
        if count > 0 {
            writeln!(out)?;
        }
        summary_text(&mut out, &run, count, answers.as_deref())?;
    }
    out.flush()?;
    Ok(if count > 0 {
        Outcome::Solved
    } else {
        Outcome::NoSolution
    })
}

/// The text of the file, or `None` after saying why there is none.
fn read_text(file: &str) -> Option<String> {
    let mut bytes = Vec::new();
    let read = if file == "-" {
        io::stdin().lock().read_to_end(&mut bytes)
    } else {
        std::fs::File::open(file).and_then(|f| {
            // One byte past the limit is enough to refuse the file.
            f.take(run_file::MAX_RUN_FILE as u64 + 1)
                .read_to_end(&mut bytes)
        })
    };
    if let Err(err) = read {
        eprintln!("error: cannot read `{file}`: {err}");
        return None;
    }
    match String::from_utf8(bytes) {
        Ok(text) => Some(
            text.strip_prefix('\u{feff}')
                .map(str::to_owned)
                .unwrap_or(text),
        ),
        Err(err) => {
            eprintln!(
                "error: `{file}` is not a text file: invalid UTF-8 at byte {}",
                err.utf8_error().valid_up_to()
            );
            None
        }
    }
}

/// A fault of the puzzle read from the file, drawn at its place in the
/// file: the translation keeps every character of a constraint in place.
fn in_file(text: &str, run: &RunFile, err: &Error) -> String {
    let Error::Parse(parse) = err else {
        return err.to_string();
    };
    let span = parse.span();
    let Some((range, origin)) = run
        .origins
        .iter()
        .find(|(r, _)| r.contains(&span.start) || r.end == span.start)
    else {
        return err.to_string();
    };
    let start = origin + (span.start - range.start);
    let end = start + span.len().max(1);
    RunFileError::at(text, start..end, parse.message(), parse.label()).to_string()
}

/// The community's summary, after the solutions.
fn summary_text(
    out: &mut impl Write,
    run: &RunFile,
    count: u64,
    answers: Option<&[TupleAnswer]>,
) -> io::Result<()> {
    for line in run_file::summary(
        run.answer.as_deref(),
        run.accumulate.as_ref(),
        count,
        answers,
    ) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// The same summary as one JSON line.
fn summary_json(
    out: &mut impl Write,
    run: &RunFile,
    count: u64,
    answers: Option<&[TupleAnswer]>,
) -> io::Result<()> {
    let mut fields = vec![
        ("puzzle", serde_json::Value::from(run.puzzle.as_str())),
        ("count", serde_json::Value::from(count)),
    ];
    if let (Some(parts), Some(answers)) = (&run.answer, answers) {
        let list: Vec<serde_json::Value> = run_file::most_common(answers)
            .into_iter()
            .map(|a| json!({ "value": run_file::printed(parts, a.values()), "count": a.count() }))
            .collect();
        fields.push((
            "answer",
            serde_json::Value::from(match parts.as_slice() {
                [one] => one.clone(),
                _ => format!("({})", parts.join(", ")),
            }),
        ));
        fields.push(("answers", serde_json::Value::from(list)));
        if let Some((text, by)) = &run.accumulate {
            let value = run_file::accumulated(by, answers);
            fields.push(("accumulate", json!({ "by": text, "value": value })));
        }
    }
    writeln!(out, "{}", object(&fields))
}
