//! Server-Sent Events from a search on a blocking thread, which stops when
//! the client goes away.
//!
//! The search sends its events into a small bounded channel: a slow reader
//! slows the search down rather than growing a queue, so the memory of a
//! stream does not depend on how many results it has. When the client
//! closes the connection the response body, and with it the channel's
//! receiver and a [`CancelOnDrop`] guard, are dropped; the guard raises the
//! flag that the search reads between slices of its work.

use std::convert::Infallible;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use axum::response::sse::{Event, KeepAlive, Sse};
use serde::Serialize;
use tokio::sync::mpsc;
use tokio_stream::StreamExt;
use tokio_stream::wrappers::ReceiverStream;

use super::limits::Permit;

/// Events waiting for a slow reader, at most.
const QUEUE: usize = 64;

/// How often an idle stream writes a comment line: a write is how the
/// server notices a client that went away while the search finds nothing.
const PING: Duration = Duration::from_millis(500);

/// How long after the search's deadline its last events, `done` among
/// them, may still wait for a slow reader: long enough for a reader that
/// shares a busy machine to empty the queue, short enough that a reader
/// that stopped reading frees the search's permit soon.
const GRACE: Duration = Duration::from_secs(5);

/// Raises a flag when dropped: held by whatever lives exactly as long as
/// the client listens (a response stream, a handler's future).
#[derive(Debug)]
pub struct CancelOnDrop(pub Arc<AtomicBool>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// The search's end of a stream.
#[derive(Debug)]
pub struct Sender {
    tx: mpsc::Sender<Event>,
    cancel: Arc<AtomicBool>,
    /// The time after which no event waits for room in the queue.
    last: Instant,
}

impl Sender {
    /// The flag raised when the client goes away, for
    /// [`Solutions::with_cancel`](alphametic::Solutions::with_cancel).
    pub fn cancel_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.cancel)
    }

    /// Whether the client went away.
    pub fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed) || self.tx.is_closed()
    }

    /// Sends one event named `name` with `data` as JSON, waiting while the
    /// queue is full; false once the client is gone or the stream is past
    /// its deadline, when the search should stop.
    pub fn send(&self, name: &str, data: &impl Serialize) -> bool {
        let Ok(event) = Event::default().event(name).json_data(data) else {
            return false;
        };
        let mut event = event;
        loop {
            match self.tx.try_send(event) {
                Ok(()) => return true,
                Err(mpsc::error::TrySendError::Closed(_)) => {
                    self.cancel.store(true, Ordering::Relaxed);
                    return false;
                }
                Err(mpsc::error::TrySendError::Full(back)) => {
                    // A blocking thread has nothing else to do: poll the
                    // queue rather than block on it, so that the deadline
                    // and the flag are still read.
                    if self.cancelled() || Instant::now() >= self.last {
                        return false;
                    }
                    event = back;
                    std::thread::sleep(Duration::from_millis(2));
                }
            }
        }
    }
}

/// The page's tasks stream into a sender as into any sink.
impl alphametic_web::Sink for Sender {
    fn send(&self, name: &str, data: &serde_json::Value) -> bool {
        Sender::send(self, name, data)
    }
}

/// Runs `work` on a blocking thread, holding `permit`, and streams what it
/// sends as Server-Sent Events.
pub fn sse(
    permit: Permit,
    deadline: Instant,
    work: impl FnOnce(Sender) + Send + 'static,
) -> Sse<impl tokio_stream::Stream<Item = Result<Event, Infallible>>> {
    let (tx, rx) = mpsc::channel(QUEUE);
    let cancel = Arc::new(AtomicBool::new(false));
    let sender = Sender {
        tx,
        cancel: Arc::clone(&cancel),
        last: deadline + GRACE,
    };
    tokio::task::spawn_blocking(move || {
        let _permit = permit;
        work(sender);
    });
    let guard = CancelOnDrop(cancel);
    let events = ReceiverStream::new(rx).map(move |event| {
        // The guard lives as long as the stream, which hyper drops when
        // the client closes the connection.
        let _ = &guard;
        Ok(event)
    });
    Sse::new(events).keep_alive(KeepAlive::new().interval(PING))
}
