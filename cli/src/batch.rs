//! `alphametic batch`: a file of puzzles, solved in parallel.

use std::fs;
use std::io::{self, BufWriter, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};

use alphametic::{ParseError, Puzzle, Solution};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use serde_json::Value;

use crate::output::{self, object};
use crate::{BaseArg, Outcome};

/// The arguments of `alphametic batch`.
#[derive(Debug, Args)]
#[command(after_help = "\
Each line holds one puzzle; blank lines and lines starting with `#` are
skipped. One JSON object per puzzle is printed on stdout, in input order:
  {\"line\":1,\"puzzle\":\"SEND + MORE == MONEY\",\"solution\":{\"D\":7,...}}
with \"solution\":null when there is none, and
  {\"line\":2,\"puzzle\":\"SEND + + MORE\",\"error\":\"...\",\"column\":6}
for a line that does not parse. Line and column numbers start at 1.

Exit status:
  0  every line parsed (whether or not it has a solution)
  2  some line did not parse (every line is still reported), or FILE cannot
     be read")]
pub struct BatchArgs {
    /// The file of puzzles, or `-` for stdin
    #[arg(value_name = "FILE")]
    file: PathBuf,

    /// Adds the number of solutions of each puzzle, as "count"
    #[arg(long)]
    count: bool,

    #[command(flatten)]
    base: BaseArg,
}

/// A puzzle of the input: its line number and text.
struct Line {
    number: usize,
    text: String,
    /// Where the puzzle starts in the line, in characters, so that a
    /// column points into the line as it is in the file.
    indent: usize,
}

/// What became of one line.
enum Answer {
    Solved {
        first: Option<Solution>,
        count: Option<u64>,
    },
    Malformed(ParseError),
}

/// Solves every puzzle of the file and writes one JSON line for each.
pub fn run(args: &BatchArgs) -> io::Result<Outcome> {
    let input = match read_input(&args.file) {
        Ok(input) => input,
        Err(err) => {
            eprintln!("error: cannot read `{}`: {err}", args.file.display());
            return Ok(Outcome::BadInput);
        }
    };
    let lines = puzzle_lines(&input);

    let bar = progress_bar(lines.len() as u64);
    let answers: Vec<Answer> = lines
        .par_iter()
        .map(|line| {
            let answer = answer(&line.text, args.base.base, args.count);
            bar.inc(1);
            answer
        })
        .collect();
    bar.finish_and_clear();

    let mut out = BufWriter::new(io::stdout().lock());
    let mut all_parsed = true;
    for (line, answer) in lines.iter().zip(&answers) {
        all_parsed &= !matches!(answer, Answer::Malformed(_));
        writeln!(out, "{}", json_line(line, answer))?;
    }
    out.flush()?;
    Ok(if all_parsed {
        Outcome::Solved
    } else {
        Outcome::BadInput
    })
}

/// The bytes of the file, or of stdin for `-`.
fn read_input(file: &Path) -> io::Result<Vec<u8>> {
    if file.as_os_str() == "-" {
        let mut input = Vec::new();
        io::stdin().lock().read_to_end(&mut input)?;
        Ok(input)
    } else {
        fs::read(file)
    }
}

/// The puzzles of the input, skipping blank lines and `#` comments.
///
/// The input is split as bytes and each line decoded on its own, so a line
/// that is not UTF-8 is reported as a bad puzzle instead of failing the
/// whole batch.
fn puzzle_lines(input: &[u8]) -> Vec<Line> {
    input
        .split(|&b| b == b'\n')
        .enumerate()
        .filter_map(|(i, raw)| {
            let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
            let decoded = String::from_utf8_lossy(raw);
            let text = decoded.trim();
            if text.is_empty() || text.starts_with('#') {
                return None;
            }
            let indent = decoded.len() - decoded.trim_start().len();
            Some(Line {
                number: i + 1,
                text: text.to_owned(),
                indent: decoded[..indent].chars().count(),
            })
        })
        .collect()
}

/// A progress bar on stderr, drawn only when a person is watching.
fn progress_bar(len: u64) -> ProgressBar {
    if !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let style =
        ProgressStyle::with_template("{bar:40} {pos}/{len} puzzles, {elapsed} ({eta} left)")
            .unwrap_or_else(|_| ProgressStyle::default_bar());
    ProgressBar::new(len).with_style(style)
}

/// Parses and solves one puzzle.
fn answer(text: &str, base: u32, count: bool) -> Answer {
    let puzzle = match Puzzle::parse_with_base(text, base) {
        Ok(puzzle) => puzzle,
        Err(err) => return Answer::Malformed(err),
    };
    // One search yields both the first solution and, if asked, the count.
    let mut solutions = puzzle.solutions();
    let first = solutions.next();
    let count = count.then(|| u64::from(first.is_some()) + solutions.count() as u64);
    Answer::Solved { first, count }
}

/// The JSON object reported for one line.
fn json_line(line: &Line, answer: &Answer) -> String {
    let mut fields = vec![
        ("line", Value::from(line.number)),
        ("puzzle", Value::from(line.text.as_str())),
    ];
    match answer {
        Answer::Solved { first, count } => {
            fields.push(("solution", output::letters_or_null(first.as_ref())));
            if let Some(count) = count {
                fields.push(("count", Value::from(*count)));
            }
        }
        Answer::Malformed(err) => {
            fields.push(("error", Value::from(err.message())));
            fields.push(("column", Value::from(line.indent + column(&line.text, err))));
        }
    }
    object(&fields)
}

/// The 1-based column, in characters, where the error starts in `text`.
fn column(text: &str, err: &ParseError) -> usize {
    let start = err.span().start.min(text.len());
    // A span should start on a character boundary; if not, count the
    // characters before the boundary below it rather than panic.
    let boundary = (0..=start)
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0);
    text[..boundary].chars().count() + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_keep_file_numbers() {
        let input = b"# header\n\nSEND + MORE == MONEY\r\n  A == B  \n   # indented comment\n";
        let lines = puzzle_lines(input);
        let seen: Vec<(usize, &str, usize)> = lines
            .iter()
            .map(|l| (l.number, l.text.as_str(), l.indent))
            .collect();
        assert_eq!(seen, [(3, "SEND + MORE == MONEY", 0), (4, "A == B", 2)]);
    }

    #[test]
    fn invalid_utf8_is_a_bad_line() {
        let lines = puzzle_lines(b"A == \xff\nA == A\n");
        assert_eq!(lines.len(), 2);
        assert!(matches!(
            answer(&lines[0].text, 10, false),
            Answer::Malformed(_)
        ));
        assert!(matches!(
            answer(&lines[1].text, 10, false),
            Answer::Solved { first: Some(_), .. }
        ));
    }

    #[test]
    fn column_counts_characters() {
        let text = "ÉA + B == C";
        let err = Puzzle::parse(text).unwrap_err();
        assert_eq!(column(text, &err), 1);
        let text = "A + B == + C";
        let err = Puzzle::parse(text).unwrap_err();
        assert_eq!(column(text, &err), text.rfind('+').unwrap() + 1);
    }

    #[test]
    fn count_comes_from_the_same_search() {
        let Answer::Solved { first, count } = answer("A + B == C", 10, true) else {
            panic!("expected a parsed puzzle");
        };
        let puzzle = Puzzle::parse("A + B == C").unwrap();
        assert_eq!(first, puzzle.solve());
        assert_eq!(count, Some(puzzle.count()));
    }
}
