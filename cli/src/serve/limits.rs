//! The limits that hold against any client: the request body's size, the
//! deadline of every search, and how many searches run at once.

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::{DefaultBodyLimit, Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tower_http::timeout::TimeoutLayer;

use super::error::ApiError;

/// The largest request body: a word list of tens of thousands of words or
/// a puzzle of 100,000 words fits; a client cannot make the server buffer
/// more than this per request.
pub const BODY_LIMIT: usize = 1 << 20;

/// The deadline and the searches, shared by every request.
#[derive(Debug, Clone)]
pub struct Limits {
    timeout: Duration,
    searches: Arc<Semaphore>,
    max_searches: usize,
}

/// The right to run one search, held until the search's thread ends: a
/// stream's search keeps it after its handler has returned.
#[derive(Debug, Clone)]
pub struct Permit(#[allow(dead_code)] Arc<OwnedSemaphorePermit>);

impl Limits {
    /// `searches` at once, each stopped at `timeout`.
    pub fn new(timeout: Duration, searches: usize) -> Limits {
        Limits {
            timeout,
            searches: Arc::new(Semaphore::new(searches)),
            max_searches: searches,
        }
    }

    /// The searches running now, and the most that may run at once. A
    /// search counts until its thread ends, whether it finished, reached
    /// its deadline or lost its client.
    pub fn searches(&self) -> (usize, usize) {
        let free = self.searches.available_permits();
        (self.max_searches.saturating_sub(free), self.max_searches)
    }

    /// The deadline of a search that starts now.
    pub fn deadline(&self) -> Instant {
        Instant::now() + self.timeout
    }

    /// The body limit and a timeout on every response's head, the layers
    /// around the whole app.
    ///
    /// A request may wait up to one deadline for a search to end and then
    /// run its own for another; the timeout only catches what escapes both
    /// (a client that never sends its body). A stream's head comes at once,
    /// and its body ends at its search's deadline.
    pub fn layers(&self) -> (DefaultBodyLimit, TimeoutLayer) {
        (
            DefaultBodyLimit::max(BODY_LIMIT),
            TimeoutLayer::with_status_code(
                axum::http::StatusCode::REQUEST_TIMEOUT,
                self.timeout * 2 + Duration::from_secs(5),
            ),
        )
    }
}

/// Middleware: waits for one of the searches to be free, up to the
/// deadline, and hands the handler its [`Permit`]; 503 if none frees up.
pub async fn one_search(
    State(limits): State<Limits>,
    mut request: Request,
    next: Next,
) -> Response {
    let acquire = Arc::clone(&limits.searches).acquire_owned();
    match tokio::time::timeout(limits.timeout, acquire).await {
        Ok(Ok(permit)) => {
            request.extensions_mut().insert(Permit(Arc::new(permit)));
            next.run(request).await
        }
        // The semaphore is never closed, so only the wait can fail.
        _ => ApiError::busy().into_response(),
    }
}
