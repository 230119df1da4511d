//! Long work with the GIL released, still stopped by Ctrl-C.
//!
//! Python runs signal handlers only on the main thread, when it checks
//! for them; Rust code that searches for seconds would leave a
//! `KeyboardInterrupt` pending until it returned. So work that may be long
//! runs on a helper thread while the calling thread, the GIL released,
//! checks for signals every [`POLL`]; on one it raises the search's cancel
//! flag ([`Solutions::with_cancel`](alphametic::Solutions::with_cancel)),
//! which the search reads every few thousand nodes, and raises the
//! exception once the helper has stopped.
//!
//! A thread costs tens of microseconds, more than solving most puzzles, so
//! a puzzle whose whole search is small ([`is_small`]) is searched on the
//! calling thread instead, with the library's fastest calls.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::Duration;

use alphametic::{Distinct, Puzzle};
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

/// How often a waiting thread checks for signals: a Ctrl-C stops the work
/// within about this, plus one slice of the search.
pub const POLL: Duration = Duration::from_millis(50);

/// The most complete assignments a search may have to be run without a
/// way to stop it: ten letters in base 10 (3,628,800), whose worst search,
/// `ABCDEFGHIJ == ABCDEFGHIJ` counted, takes about 0.1 s.
const SMALL: u128 = 4_000_000;

/// Whether every search of `puzzle` is short enough to run to its end
/// without checking for signals: the assignments of distinct digits to
/// its letters (of any digits, when some letters may share them), times
/// those of any digits to its `?`s, are at most [`SMALL`].
pub fn is_small(puzzle: &Puzzle) -> bool {
    let options = puzzle.options();
    let digits = u128::from(options.digits.map_or(options.base, |d| d.len()));
    let letters = puzzle.letters().count() as u128;
    // Letters that may share digits count as if none had to differ.
    let distinct = options.distinct == Distinct::All;
    let mut assignments: u128 = 1;
    for taken in 0..letters {
        // More letters than digits: no assignment at all.
        let free = if distinct {
            digits.saturating_sub(taken)
        } else {
            digits
        };
        assignments = assignments.saturating_mul(free);
    }
    for _ in 0..puzzle.blanks() {
        assignments = assignments.saturating_mul(u128::from(options.base));
    }
    assignments <= SMALL
}

/// Runs `work` on a helper thread with the GIL released, checking for
/// signals while it runs. `work` is given the cancel flag to hand to the
/// search; on a signal the flag is raised, `work` is waited for, and the
/// signal's exception (`KeyboardInterrupt`) is raised instead of its result.
pub fn interruptible<T, W>(py: Python<'_>, work: W) -> PyResult<T>
where
    T: Send,
    W: FnOnce(Arc<AtomicBool>) -> T + Send,
{
    let cancel = Arc::new(AtomicBool::new(false));
    py.detach(|| {
        thread::scope(|scope| {
            let (done, finished) = mpsc::channel();
            let flag = Arc::clone(&cancel);
            let worker = scope.spawn(move || {
                let out = work(flag);
                // The receiver waits until the end of the scope.
                let _ = done.send(());
                out
            });
            loop {
                match finished.recv_timeout(POLL) {
                    Err(RecvTimeoutError::Timeout) => {
                        if let Err(err) = Python::attach(|py| py.check_signals()) {
                            cancel.store(true, Ordering::Relaxed);
                            let _ = worker.join();
                            return Err(err);
                        }
                    }
                    Ok(()) | Err(RecvTimeoutError::Disconnected) => {
                        return worker.join().map_err(|_| {
                            PyRuntimeError::new_err("the search stopped on an internal error")
                        });
                    }
                }
            }
        })
    })
}
