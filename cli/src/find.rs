//! `alphametic find`: every uniquely solvable addition among the words of a
//! list, searched in parallel and printed in a fixed order as it is found.

use std::collections::BTreeMap;
use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, mpsc};
use std::time::Instant;

use alphametic::find::{FindOptions, Finder, MAX_ADDENDS, Search, WordList, ZeroRule};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use serde_json::Value;

use crate::output::{self, object};
use crate::{BaseArg, Outcome};

/// The arguments of `alphametic find`.
#[derive(Debug, Args)]
#[command(after_help = "\
WORDS holds one word per line; blank lines and lines starting with `#` are
skipped, and a line that is not a word (letters of any script only) is
reported on stderr with its number and skipped. ASCII letters are compared
and solved in capitals (`Mars` and `MARS` are one word); other letters are
read as written.

Each uniquely solvable sum is printed once, addends in list order, as
  mars + venus == saturn
or with --json as
  {\"puzzle\":\"mars + venus == saturn\",\"solution\":{\"A\":...}}
Right-hand words come in list order, and for each the sets of addends in
lexicographic order of their places in the list.

Exit status:
  0  the search completed, whatever it found
  2  WORDS cannot be read, or the options are malformed")]
pub struct FindArgs {
    /// The word list, or `-` for stdin
    #[arg(value_name = "WORDS")]
    words: PathBuf,

    /// The least number of addends
    #[arg(long, value_name = "N", default_value_t = 2,
          value_parser = clap::value_parser!(u16).range(1..=MAX_ADDENDS as i64))]
    min: u16,

    /// The most addends
    #[arg(long, value_name = "N", default_value_t = 9,
          value_parser = clap::value_parser!(u16).range(1..=MAX_ADDENDS as i64))]
    max: u16,

    /// Only sums equal to this word, which need not be in the list
    #[arg(long, value_name = "WORD")]
    right: Option<String>,

    /// Only words of the list with at least N letters
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u16).range(1..))]
    min_len: u16,

    /// Only words of the list with at most N letters
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    max_len: Option<u16>,

    /// `--base` and `--strict`, as for the other commands
    #[command(flatten)]
    base: BaseArg,

    /// Prints one JSON object per puzzle instead of text
    #[arg(long)]
    json: bool,
}

/// One piece of work: a right-hand word, or a part of one cut by first
/// addend when there are too few right-hand words to keep every thread
/// busy.
enum Job<'a> {
    Right(usize),
    Part(Box<Search<'a>>),
}

/// Below this many right-hand words, each is cut into parts: with fewer
/// tasks than this, one long right-hand word would leave the other threads
/// idle at the end.
const SPLIT_BELOW: usize = 64;

/// Finds the puzzles and writes one line for each.
pub fn run(args: &FindArgs) -> io::Result<Outcome> {
    let Some(input) = output::read_input(&args.words) else {
        return Ok(Outcome::BadInput);
    };
    // Lossy: a line that is not UTF-8 then holds U+FFFD and is reported as
    // not a word, like any other bad line, without failing the whole list.
    let list = WordList::parse(&String::from_utf8_lossy(&input));
    for skipped in list.skipped() {
        eprintln!("warning: {skipped}, skipped");
    }
    let mut options = FindOptions::new()
        .addends(args.min.into(), args.max.into())
        .base(args.base.base)
        .word_lengths(
            args.min_len.into(),
            args.max_len.map_or(usize::MAX, usize::from),
        );
    if args.base.strict {
        options = options.zeros(ZeroRule::Strict);
    }
    if let Some(right) = &args.right {
        options = options.right(right.clone());
    }
    let finder = match Finder::new(list.words(), &options) {
        Ok(finder) => finder,
        Err(err) => {
            eprintln!("error: {err}");
            return Ok(Outcome::BadInput);
        }
    };
    let lines: Vec<usize> = list.lines().collect();
    let words: Vec<&str> = list.words().collect();
    let lengths = usize::from(args.min_len)..=args.max_len.map_or(usize::MAX, usize::from);
    for index in finder.left_out() {
        // Words outside the lengths asked for are left out on purpose, and
        // repeats were reported with the skipped lines already; the rest
        // are too long for the finder's arithmetic.
        if let (Some(word), Some(line)) = (words.get(index), lines.get(index))
            && lengths.contains(&word.len())
        {
            eprintln!(
                "warning: line {line}: `{word}` is too long for base {}, skipped",
                args.base.base
            );
        }
    }
    search(&finder, args.json)?;
    Ok(Outcome::Solved)
}

/// Runs the jobs on rayon's threads and prints their results in job order.
///
/// Workers take jobs in order from a shared counter, so the jobs in flight
/// are always the earliest ones left and the results waiting for an earlier
/// job stay few: the output streams, with bounded memory, in the same order
/// as a single-threaded run. Each result is flushed as soon as every job
/// before it has been printed.
fn search(finder: &Finder, json: bool) -> io::Result<()> {
    let jobs: Vec<Mutex<Option<Job<'_>>>> = if finder.rights() < SPLIT_BELOW {
        (0..finder.rights())
            .flat_map(|right| finder.split(right))
            .map(|part| Mutex::new(Some(Job::Part(Box::new(part)))))
            .collect()
    } else {
        (0..finder.rights())
            .map(|right| Mutex::new(Some(Job::Right(right))))
            .collect()
    };
    // How many jobs of each right-hand word are still running, for the bar.
    let left: Vec<AtomicUsize> = (0..finder.rights()).map(|_| AtomicUsize::new(0)).collect();
    for job in &jobs {
        let right = match job.lock().ok().as_deref().and_then(Option::as_ref) {
            Some(Job::Right(right)) => *right,
            Some(Job::Part(part)) => part.right(),
            None => continue,
        };
        left[right].fetch_add(1, Ordering::Relaxed);
    }
    let bar = progress_bar(finder.rights() as u64);
    let (next, checked, found) = (AtomicUsize::new(0), AtomicU64::new(0), AtomicU64::new(0));
    let stop = AtomicBool::new(false);
    let start = Instant::now();
    let (tx, rx) = mpsc::channel::<(usize, Vec<String>)>();

    std::thread::scope(|scope| {
        scope.spawn(|| {
            rayon::scope(|pool| {
                for _ in 0..rayon::current_num_threads() {
                    let tx = tx.clone();
                    let (jobs, left, bar) = (&jobs, &left, &bar);
                    let (next, checked, found, stop) = (&next, &checked, &found, &stop);
                    pool.spawn(move |_| {
                        while !stop.load(Ordering::Relaxed) {
                            let i = next.fetch_add(1, Ordering::Relaxed);
                            let Some(slot) = jobs.get(i) else { break };
                            let Some(job) = slot.lock().ok().and_then(|mut j| j.take()) else {
                                continue;
                            };
                            let mut search = match job {
                                Job::Right(right) => finder.search(right),
                                Job::Part(part) => *part,
                            };
                            let mut lines = Vec::new();
                            for puzzle in search.by_ref() {
                                lines.push(line(&puzzle, json));
                                found.fetch_add(1, Ordering::Relaxed);
                                if stop.load(Ordering::Relaxed) {
                                    break;
                                }
                            }
                            let total = checked.fetch_add(search.checked(), Ordering::Relaxed)
                                + search.checked();
                            if left[search.right()].fetch_sub(1, Ordering::Relaxed) == 1 {
                                bar.inc(1);
                            }
                            let rate = total as f64 / start.elapsed().as_secs_f64().max(1e-3);
                            bar.set_message(format!(
                                "{} found, {:.0} candidates/s",
                                found.load(Ordering::Relaxed),
                                rate
                            ));
                            if tx.send((i, lines)).is_err() {
                                break;
                            }
                        }
                    });
                }
            });
            drop(tx);
        });

        let result = print_in_order(&rx, &bar);
        if result.is_err() {
            // Nobody reads any more: let the workers stop.
            stop.store(true, Ordering::Relaxed);
        }
        drop(rx);
        result
    })?;
    bar.finish_and_clear();
    Ok(())
}

/// Prints each job's lines once every earlier job's are out.
fn print_in_order(rx: &mpsc::Receiver<(usize, Vec<String>)>, bar: &ProgressBar) -> io::Result<()> {
    let mut out = io::stdout().lock();
    let mut waiting: BTreeMap<usize, Vec<String>> = BTreeMap::new();
    let mut next = 0;
    for (i, lines) in rx {
        waiting.insert(i, lines);
        while let Some(lines) = waiting.remove(&next) {
            if !lines.is_empty() {
                // The bar redraws itself after the lines.
                bar.suspend(|| -> io::Result<()> {
                    for line in &lines {
                        writeln!(out, "{line}")?;
                    }
                    out.flush()
                })?;
            }
            next += 1;
        }
    }
    Ok(())
}

/// The line printed for one puzzle.
fn line(found: &alphametic::find::Found, json: bool) -> String {
    if json {
        object(&[
            ("puzzle", Value::from(found.puzzle())),
            ("solution", output::letters(found.solution())),
        ])
    } else {
        found.puzzle().to_owned()
    }
}

/// A progress bar on stderr, drawn only when a person is watching.
fn progress_bar(len: u64) -> ProgressBar {
    if !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let style = ProgressStyle::with_template(
        "{bar:30} {pos}/{len} right-hand words, {msg}, {elapsed} ({eta} left)",
    )
    .unwrap_or_else(|_| ProgressStyle::default_bar());
    ProgressBar::new(len).with_style(style)
}
