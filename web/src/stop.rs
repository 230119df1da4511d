//! How a long task ends early, and where its events go.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use alphametic_runtime::{Puzzle, Solutions};
use serde_json::Value;

/// When a search gives up: at a deadline, once a flag is raised, both, or
/// never. The browser's worker uses [`Stop::never`] and is ended from the
/// page: WebAssembly in a browser has no clock for a deadline
/// (`Instant::now` panics there), and ending the worker frees everything.
#[derive(Debug, Clone, Default)]
pub struct Stop {
    deadline: Option<Instant>,
    cancel: Option<Arc<AtomicBool>>,
}

impl Stop {
    /// A search that runs to its end.
    ///
    /// ```
    /// let stop = alphametic_web::Stop::never();
    /// assert!(!stop.reached());
    /// ```
    pub fn never() -> Stop {
        Stop::default()
    }

    /// The same, and also at `deadline`.
    ///
    /// ```
    /// use std::time::Instant;
    /// let stop = alphametic_web::Stop::never().at(Instant::now());
    /// assert!(stop.reached());
    /// ```
    #[must_use]
    pub fn at(mut self, deadline: Instant) -> Stop {
        self.deadline = Some(deadline);
        self
    }

    /// The same, and also once `cancel` is raised, from any thread.
    ///
    /// ```
    /// use std::sync::Arc;
    /// use std::sync::atomic::{AtomicBool, Ordering};
    /// let flag = Arc::new(AtomicBool::new(false));
    /// let stop = alphametic_web::Stop::never().or_cancel(Arc::clone(&flag));
    /// assert!(!stop.reached());
    /// flag.store(true, Ordering::Relaxed);
    /// assert!(stop.reached());
    /// ```
    #[must_use]
    pub fn or_cancel(mut self, cancel: Arc<AtomicBool>) -> Stop {
        self.cancel = Some(cancel);
        self
    }

    /// A stop `within` from now where there is a clock, never where there
    /// is none (WebAssembly in a browser).
    pub(crate) fn within(within: Duration) -> Stop {
        if cfg!(target_arch = "wasm32") {
            Stop::never()
        } else {
            Stop::never().at(Instant::now() + within)
        }
    }

    /// Whether the deadline has passed or the flag is raised.
    pub fn reached(&self) -> bool {
        self.cancelled() || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// The deadline, if any.
    ///
    /// ```
    /// use std::time::Instant;
    /// let now = Instant::now();
    /// assert_eq!(alphametic_web::Stop::never().at(now).deadline(), Some(now));
    /// assert_eq!(alphametic_web::Stop::never().deadline(), None);
    /// ```
    pub fn deadline(&self) -> Option<Instant> {
        self.deadline
    }

    /// Whether the flag is raised.
    pub fn cancelled(&self) -> bool {
        self.cancel
            .as_ref()
            .is_some_and(|flag| flag.load(Ordering::Relaxed))
    }

    /// The solutions of `puzzle`, ending at this stop.
    pub fn solutions<'p>(&self, puzzle: &'p Puzzle) -> Solutions<'p> {
        let mut solutions = puzzle.solutions();
        if let Some(deadline) = self.deadline {
            solutions = solutions.with_deadline(deadline);
        }
        if let Some(cancel) = &self.cancel {
            solutions = solutions.with_cancel(Arc::clone(cancel));
        }
        solutions
    }
}

/// Where a streamed task's events go: the server's Server-Sent Events, the
/// worker's messages to the page.
pub trait Sink {
    /// Sends event `name` with `data`; false once nobody reads, when the
    /// task should stop.
    fn send(&self, name: &str, data: &Value) -> bool;
}

impl<F: Fn(&str, &Value) -> bool> Sink for F {
    fn send(&self, name: &str, data: &Value) -> bool {
        self(name, data)
    }
}
