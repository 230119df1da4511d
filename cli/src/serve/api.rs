//! The puzzle endpoints: check, solve in its modes, every solution as a
//! stream, the explanation, and the code `alphametic!` generates; and what every endpoint
//! does: read its request and run the page's task on a blocking thread.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use alphametic_web::explain::{self, ExplainRequest};
use alphametic_web::solve::{self, SolveAllRequest, SolveRequest};
use alphametic_web::{Failure, PuzzleRequest, Stop, codegen};
use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Extension, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::Value;

use super::error::ApiError;
use super::limits::{BODY_LIMIT, Limits, Permit};
use super::stream::{self, CancelOnDrop};

/// The request's JSON, or the error that says why it cannot be read.
pub fn read<T>(payload: Result<Json<T>, JsonRejection>) -> Result<T, ApiError> {
    payload.map(|Json(value)| value).map_err(|rejection| {
        let status = rejection.status();
        let error = if status == StatusCode::PAYLOAD_TOO_LARGE {
            format!("the request body is larger than the limit of {BODY_LIMIT} bytes")
        } else {
            // axum's texts start with a capital; ours do not.
            let text = rejection.body_text();
            let mut chars = text.chars();
            let first = chars.next().map(|c| c.to_lowercase().to_string());
            format!(
                "cannot read the request: {}{}",
                first.unwrap_or_default(),
                chars.as_str()
            )
        };
        ApiError::new(status, error)
    })
}

/// Runs `work` on a blocking thread holding `permit`; the flag it gets is
/// raised if the client goes away first.
pub async fn blocking<T: Send + 'static>(
    permit: Permit,
    work: impl FnOnce(Arc<AtomicBool>) -> T + Send + 'static,
) -> Result<T, ApiError> {
    let cancel = Arc::new(AtomicBool::new(false));
    // Dropped with this future when hyper drops the request.
    let _guard = CancelOnDrop(Arc::clone(&cancel));
    tokio::task::spawn_blocking(move || {
        let _permit = permit;
        work(cancel)
    })
    .await
    .map_err(|_| ApiError::lost())
}

/// Runs the page's task `work` on a blocking thread, stopped at the
/// deadline or when the client goes away, and answers with its JSON.
pub async fn task(
    limits: &Limits,
    permit: Permit,
    work: impl FnOnce(&Stop) -> Result<Value, Failure> + Send + 'static,
) -> Result<Json<Value>, ApiError> {
    let deadline = limits.deadline();
    blocking(permit, move |cancel| {
        work(&Stop::never().at(deadline).or_cancel(cancel))
            .map(Json)
            .map_err(ApiError::from)
    })
    .await?
}

/// `POST /api/check`: whether the puzzle parses, and its letters.
pub async fn check(
    State(limits): State<Limits>,
    Extension(permit): Extension<Permit>,
    payload: Result<Json<PuzzleRequest>, JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    let request = read(payload)?;
    task(&limits, permit, move |_| solve::check(&request)).await
}

/// `POST /api/solve`: the first solution, the count, or whether it is
/// unique, each within the deadline (`timed_out` says when it was not).
pub async fn solve(
    State(limits): State<Limits>,
    Extension(permit): Extension<Permit>,
    payload: Result<Json<SolveRequest>, JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    let request = read(payload)?;
    task(&limits, permit, move |stop| solve::solve(&request, stop)).await
}

/// `POST /api/solve/all`: every solution as an event `solution` as soon as
/// it is found, then an event `done` with their number and whether the
/// deadline cut the list short.
pub async fn solve_all(
    State(limits): State<Limits>,
    Extension(permit): Extension<Permit>,
    payload: Result<Json<SolveAllRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let request = read(payload)?;
    let drawn = request.drawn;
    // Parse first, so that a malformed puzzle gets a 400, not a stream.
    let held = permit.clone();
    let puzzle = blocking(held, move |_| request.puzzle.parse()).await??;
    let deadline = limits.deadline();
    let sse = stream::sse(permit, deadline, move |out| {
        let stop = Stop::never().at(deadline).or_cancel(out.cancel_flag());
        solve::solve_all(&puzzle, drawn, &stop, &out);
    });
    Ok(sse.into_response())
}

/// `POST /api/explain`: the steps a person takes to solve the puzzle, as
/// `alphametic explain` words them, with the grade and its measures;
/// bounded by the limit of cases (`max_cases`).
pub async fn explain(
    State(limits): State<Limits>,
    Extension(permit): Extension<Permit>,
    payload: Result<Json<ExplainRequest>, JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    let request = read(payload)?;
    task(&limits, permit, move |stop| {
        explain::explain(&request, stop)
    })
    .await
}

/// `POST /api/codegen`: the code `alphametic!` expands the puzzle to, and
/// the call to paste.
pub async fn codegen(
    State(limits): State<Limits>,
    Extension(permit): Extension<Permit>,
    payload: Result<Json<PuzzleRequest>, JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    let request = read(payload)?;
    task(&limits, permit, move |_| codegen::codegen(&request)).await
}

/// `GET /api/status`: `{searches, max_searches}`, the searches running now
/// (each until its thread ends) and the most that run at once, for a client
/// or a test to see when the server is idle.
pub async fn status(State(limits): State<Limits>) -> Json<Value> {
    let (searches, max_searches) = limits.searches();
    Json(serde_json::json!({ "searches": searches, "max_searches": max_searches }))
}

/// Any other path under `/api`.
pub async fn not_found(axum::extract::OriginalUri(uri): axum::extract::OriginalUri) -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        format!("no endpoint `{}`", uri.path()),
    )
}
