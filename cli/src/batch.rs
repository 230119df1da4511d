//! `alphametic batch`: a file of puzzles, solved in parallel.

use std::collections::BTreeMap;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::panic::{self, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use alphametic::{Error, Options, Puzzle, Solution};
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
A line that takes longer than --timeout, or that fails in the solver, is
reported as
  {\"line\":3,\"puzzle\":\"...\",\"error\":\"timed out after 10 s\"}
and the batch goes on. Lines are written as soon as they and every line
before them are done, each flushed at once.

Exit status:
  0  every line parsed and was answered (whether or not it has a solution)
  2  some line did not parse, timed out or failed (every line is still
     reported), or FILE cannot be read")]
pub struct BatchArgs {
    /// The file of puzzles, or `-` for stdin
    #[arg(value_name = "FILE")]
    file: PathBuf,

    /// Adds the number of solutions of each puzzle, as "count"
    #[arg(long)]
    count: bool,

    /// Gives up on a line after SECS seconds (a decimal number) and
    /// reports it as timed out
    #[arg(long, value_name = "SECS", value_parser = parse_timeout)]
    timeout: Option<Timeout>,

    #[command(flatten)]
    base: BaseArg,
}

/// A time limit per line, with the text it was given as, for the report.
#[derive(Debug, Clone)]
struct Timeout {
    limit: Duration,
    text: String,
}

fn parse_timeout(text: &str) -> Result<Timeout, String> {
    let secs: f64 = text
        .parse()
        .map_err(|_| format!("`{text}` is not a number of seconds"))?;
    // Past a century, a limit is no limit, and `Duration` has an end.
    match Duration::try_from_secs_f64(secs.min(3.2e9)) {
        Ok(limit) if secs > 0.0 => Ok(Timeout {
            limit,
            text: text.to_owned(),
        }),
        _ => Err(format!(
            "the timeout must be a positive number of seconds, not `{text}`"
        )),
    }
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
    Malformed(Error),
    /// The search gave up at the deadline (turned into `Failed` with the
    /// timeout's wording before it is reported).
    TimedOut,
    /// Timed out, or the solver failed: why.
    Failed(String),
}

/// Solves every puzzle of the file and writes one JSON line for each.
pub fn run(args: &BatchArgs) -> io::Result<Outcome> {
    let Some(input) = output::read_input(&args.file) else {
        return Ok(Outcome::BadInput);
    };
    let lines = puzzle_lines(&input);

    let bar = progress_bar(lines.len() as u64);
    let (sender, answers) = mpsc::channel::<(usize, Answer)>();
    let mut out = BufWriter::new(io::stdout().lock());
    let mut all_answered = true;
    // Set when stdout fails: the lines not yet started are skipped.
    let stop = AtomicBool::new(false);
    let written = thread::scope(|scope| -> io::Result<()> {
        scope.spawn(|| {
            lines
                .par_iter()
                .enumerate()
                .for_each_with(sender, |sender, (i, line)| {
                    if stop.load(Ordering::Relaxed) {
                        return;
                    }
                    let answer = answer_within(&line.text, args);
                    bar.inc(1);
                    // The writer only stops listening when stdout fails,
                    // and then nothing more can be reported anyway.
                    let _ = sender.send((i, answer));
                });
        });
        // Answers come in any order; each is written once every line
        // before it is, so the output keeps the input's order and a slow
        // line holds back only the lines after it.
        let mut pending = BTreeMap::new();
        let mut next = 0;
        for (i, answer) in answers {
            pending.insert(i, answer);
            while let Some(answer) = pending.remove(&next) {
                all_answered &= matches!(answer, Answer::Solved { .. });
                let written = writeln!(out, "{}", json_line(&lines[next], &answer))
                    .and_then(|()| out.flush());
                if written.is_err() {
                    stop.store(true, Ordering::Relaxed);
                }
                written?;
                next += 1;
            }
        }
        Ok(())
    });
    bar.finish_and_clear();
    written?;
    Ok(if all_answered {
        Outcome::Solved
    } else {
        Outcome::BadInput
    })
}

/// The answer for one line, within the timeout if there is one. A panic
/// in the solver becomes this line's error: whatever happens to one line,
/// the others are answered.
fn answer_within(text: &str, args: &BatchArgs) -> Answer {
    let (options, count) = (args.base.options(), args.count);
    let Some(timeout) = &args.timeout else {
        return guarded(text, options, count, None);
    };
    // The search gives up by itself at the deadline. Parsing and planning
    // cannot be interrupted, so the line still runs on a thread of its own,
    // left behind if it overruns that long; the process ends it on exit.
    let deadline = Instant::now().checked_add(timeout.limit);
    let timed_out = timeout.text.clone();
    let (sender, receiver) = mpsc::sync_channel(1);
    let owned = text.to_owned();
    let spawned = thread::Builder::new().spawn(move || {
        let answer = match guarded(&owned, options, count, deadline) {
            Answer::TimedOut => Answer::Failed(format!("timed out after {timed_out} s")),
            answer => answer,
        };
        let _ = sender.send(answer);
    });
    if let Err(err) = spawned {
        return Answer::Failed(format!("cannot start a thread to solve this line: {err}"));
    }
    // A moment's grace past the deadline for the search to notice it.
    match receiver.recv_timeout(timeout.limit.saturating_add(Duration::from_secs(1))) {
        Ok(answer) => answer,
        Err(RecvTimeoutError::Timeout) => {
            Answer::Failed(format!("timed out after {} s", timeout.text))
        }
        Err(RecvTimeoutError::Disconnected) => {
            Answer::Failed("the solver stopped without an answer".to_owned())
        }
    }
}

/// [`answer`], with a panic caught and reported as the line's error: the
/// last line of defence, so one line cannot take the batch down.
fn guarded(text: &str, options: Options, count: bool, deadline: Option<Instant>) -> Answer {
    caught(|| answer(text, options, count, deadline))
}

/// The answer `solve` gives, or its panic as an [`Answer::Failed`].
fn caught(solve: impl FnOnce() -> Answer) -> Answer {
    panic::catch_unwind(AssertUnwindSafe(solve)).unwrap_or_else(|payload| {
        let why = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "no message".to_owned());
        Answer::Failed(format!("internal error: the solver panicked: {why}"))
    })
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
            // A byte-order mark at the start of the file is not part of
            // its first puzzle.
            let raw = if i == 0 {
                raw.strip_prefix("\u{feff}".as_bytes()).unwrap_or(raw)
            } else {
                raw
            };
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
fn answer(text: &str, options: Options, count: bool, deadline: Option<Instant>) -> Answer {
    let puzzle = match Puzzle::parse_with(text, options) {
        Ok(puzzle) => puzzle,
        Err(err) => return Answer::Malformed(err),
    };
    // One search yields both the first solution and, if asked, the count.
    let mut solutions = puzzle.solutions();
    if let Some(deadline) = deadline {
        solutions = solutions.with_deadline(deadline);
    }
    let first = solutions.next();
    let count = count.then(|| u64::from(first.is_some()) + solutions.by_ref().count() as u64);
    if solutions.timed_out() {
        return Answer::TimedOut;
    }
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
            let (message, column) = output::message_and_column(&line.text, err);
            fields.push(("error", Value::from(message)));
            fields.push(("column", Value::from(line.indent + column)));
        }
        Answer::Failed(why) => fields.push(("error", Value::from(why.as_str()))),
        Answer::TimedOut => fields.push(("error", Value::from("timed out"))),
    }
    object(&fields)
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
            answer(&lines[0].text, Options::new(), false, None),
            Answer::Malformed(_)
        ));
        assert!(matches!(
            answer(&lines[1].text, Options::new(), false, None),
            Answer::Solved { first: Some(_), .. }
        ));
    }

    #[test]
    fn a_panic_is_the_line_s_error() {
        let Answer::Failed(why) = caught(|| panic!("boom")) else {
            panic!("expected the panic to be caught");
        };
        assert_eq!(why, "internal error: the solver panicked: boom");
        assert!(matches!(
            guarded("A == A", Options::new(), false, None),
            Answer::Solved { .. }
        ));
    }

    #[test]
    fn column_counts_characters() {
        let text = "×A + B == C";
        let err = Puzzle::parse(text).unwrap_err();
        assert_eq!(output::column(text, &err), 1);
        let text = "A + B == + C";
        let err = Puzzle::parse(text).unwrap_err();
        assert_eq!(output::column(text, &err), text.rfind('+').unwrap() + 1);
    }

    #[test]
    fn count_comes_from_the_same_search() {
        let Answer::Solved { first, count } = answer("A + B == C", Options::new(), true, None)
        else {
            panic!("expected a parsed puzzle");
        };
        let puzzle = Puzzle::parse("A + B == C").unwrap();
        assert_eq!(first, puzzle.solve());
        assert_eq!(count, Some(puzzle.count()));
    }
}
