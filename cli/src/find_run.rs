//! The parallel, ordered runner of `alphametic find`: jobs on rayon's
//! threads, their lines printed in job order as soon as every earlier job's
//! are out, and a progress bar by unit (right-hand word, key word).

use std::collections::BTreeMap;
use std::io::{self, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, mpsc};
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};

/// What a job gives back: its lines, in order, and how many candidates it
/// checked for a unique solution.
pub struct Done {
    pub lines: Vec<String>,
    pub checked: u64,
}

/// Runs `jobs`, each tagged with the unit of the bar it belongs to (units
/// `0..units`, named `unit` on the bar), with `work`, which stops early once
/// `stop` is set, and prints their lines in job order.
///
/// Workers take jobs in order from a shared counter, so the jobs in flight
/// are always the earliest ones left and the results waiting for an earlier
/// job stay few: the output streams, with bounded memory, in the same order
/// as a single-threaded run. Each result is flushed as soon as every job
/// before it has been printed.
pub fn run<J, W>(jobs: Vec<(usize, J)>, units: usize, unit: &str, work: W) -> io::Result<()>
where
    J: Send,
    W: Fn(J, &AtomicBool) -> Done + Sync,
{
    // How many jobs of each unit are still running, for the bar.
    let left: Vec<AtomicUsize> = (0..units).map(|_| AtomicUsize::new(0)).collect();
    for (u, _) in &jobs {
        if let Some(l) = left.get(*u) {
            l.fetch_add(1, Ordering::Relaxed);
        }
    }
    let jobs: Vec<Mutex<Option<(usize, J)>>> =
        jobs.into_iter().map(|job| Mutex::new(Some(job))).collect();
    let bar = progress_bar(units as u64, unit);
    let (next, checked, found) = (AtomicUsize::new(0), AtomicU64::new(0), AtomicU64::new(0));
    let stop = AtomicBool::new(false);
    let start = Instant::now();
    let (tx, rx) = mpsc::channel::<(usize, Vec<String>)>();

    std::thread::scope(|scope| {
        scope.spawn(|| {
            rayon::scope(|pool| {
                for _ in 0..rayon::current_num_threads() {
                    let tx = tx.clone();
                    let (jobs, left, bar, work) = (&jobs, &left, &bar, &work);
                    let (next, checked, found, stop) = (&next, &checked, &found, &stop);
                    pool.spawn(move |_| {
                        while !stop.load(Ordering::Relaxed) {
                            let i = next.fetch_add(1, Ordering::Relaxed);
                            let Some(slot) = jobs.get(i) else { break };
                            let Some((u, job)) = slot.lock().ok().and_then(|mut j| j.take()) else {
                                continue;
                            };
                            let done = work(job, stop);
                            found.fetch_add(done.lines.len() as u64, Ordering::Relaxed);
                            let total =
                                checked.fetch_add(done.checked, Ordering::Relaxed) + done.checked;
                            if left
                                .get(u)
                                .is_some_and(|l| l.fetch_sub(1, Ordering::Relaxed) == 1)
                            {
                                bar.inc(1);
                            }
                            let rate = total as f64 / start.elapsed().as_secs_f64().max(1e-3);
                            bar.set_message(format!(
                                "{} found, {:.0} candidates/s",
                                found.load(Ordering::Relaxed),
                                rate
                            ));
                            if tx.send((i, done.lines)).is_err() {
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

/// Collects the lines of an iterator of results for a job, stopping early
/// when asked to.
pub fn collect<T>(
    results: impl Iterator<Item = T>,
    stop: &AtomicBool,
    line: impl Fn(&T) -> String,
) -> Vec<String> {
    let mut lines = Vec::new();
    for found in results {
        lines.push(line(&found));
        if stop.load(Ordering::Relaxed) {
            break;
        }
    }
    lines
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

/// A progress bar on stderr, drawn only when a person is watching.
fn progress_bar(len: u64, unit: &str) -> ProgressBar {
    if !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let template =
        format!("{{bar:30}} {{pos}}/{{len}} {unit}, {{msg}}, {{elapsed}} ({{eta}} left)");
    let style =
        ProgressStyle::with_template(&template).unwrap_or_else(|_| ProgressStyle::default_bar());
    ProgressBar::new(len).with_style(style)
}
