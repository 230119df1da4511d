//! A lazy Python iterator over work that runs ahead on its own thread: the
//! solutions of a puzzle, the puzzles found in a word list.
//!
//! The library's iterators borrow what they walk (a `Solutions` borrows
//! its `Puzzle`, a finder's walk its finder), and a Python iterator must
//! own everything it holds. So a producer thread owns the puzzle or the
//! finder and walks it, sending each item into a channel of [`BUFFER`]
//! places; the Python iterator receives them. Memory stays bounded by the
//! channel whatever the number of items, the producer waits while the
//! channel is full, and it stops once the iterator is dropped or
//! interrupted (its cancel flag raised, its channel closed).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender};
use std::sync::{Arc, Mutex};
use std::thread;

use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

use crate::work::POLL;

/// Items found ahead of the consumer, at most: enough that a fast consumer
/// rarely waits for a thread switch, small enough to be no memory at all.
const BUFFER: usize = 256;

/// The receiving end: what a Python iterator holds.
pub struct Stream<T> {
    items: Mutex<Receiver<T>>,
    cancel: Arc<AtomicBool>,
}

impl<T: Send + 'static> Stream<T> {
    /// Starts `produce` on its own thread with the sending end and the
    /// cancel flag, which it checks between items and hands to searches.
    pub fn spawn<P>(name: &str, produce: P) -> PyResult<Stream<T>>
    where
        P: FnOnce(SyncSender<T>, Arc<AtomicBool>) + Send + 'static,
    {
        let (send, items) = mpsc::sync_channel(BUFFER);
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&cancel);
        thread::Builder::new()
            .name(name.to_owned())
            .spawn(move || produce(send, flag))
            .map_err(|err| PyRuntimeError::new_err(format!("cannot start a thread: {err}")))?;
        Ok(Stream {
            items: Mutex::new(items),
            cancel,
        })
    }

    /// The next item, `None` at the end, with the GIL released while it
    /// waits; a signal raises its exception and ends the stream.
    pub fn next(&self, py: Python<'_>) -> PyResult<Option<T>> {
        if self.cancel.load(Ordering::Relaxed) {
            return Ok(None);
        }
        // `list(iterator)` and `for` loops in C call this without a turn
        // of the interpreter's loop, where signals are heard: a stream that
        // always has an item ready must look for them itself. The look is
        // a read of a flag.
        if let Err(err) = py.check_signals() {
            self.cancel.store(true, Ordering::Relaxed);
            return Err(err);
        }
        py.detach(|| {
            // A poisoned lock only means another thread panicked while
            // holding the receiver, which stays usable.
            let items = self.items.lock().unwrap_or_else(|err| err.into_inner());
            loop {
                match items.recv_timeout(POLL) {
                    Ok(item) => return Ok(Some(item)),
                    Err(RecvTimeoutError::Disconnected) => return Ok(None),
                    Err(RecvTimeoutError::Timeout) => {
                        if let Err(err) = Python::attach(|py| py.check_signals()) {
                            self.cancel.store(true, Ordering::Relaxed);
                            return Err(err);
                        }
                    }
                }
            }
        })
    }
}

impl<T> Drop for Stream<T> {
    fn drop(&mut self) {
        // The producer stops at its next look at the flag, or at its next
        // send, which fails once the receiver is gone.
        self.cancel.store(true, Ordering::Relaxed);
    }
}
