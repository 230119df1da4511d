//! The find endpoints: the built-in word lists, and the uniquely solvable
//! puzzles of a list streamed as they are found, with the page's finder
//! (`alphametic_web::find`).

use alphametic_web::Stop;
use alphametic_web::find::{self, FindRequest};
use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Extension, State};
use axum::response::{IntoResponse, Response};
use serde_json::Value;

use super::api::{blocking, read};
use super::error::ApiError;
use super::limits::{Limits, Permit};
use super::stream;

/// `GET /api/lists`: the built-in word lists and their words.
pub async fn lists() -> Json<Value> {
    Json(find::lists())
}

/// `POST /api/find`: an event `start` with the list's size and its skipped
/// lines, then `found` for each puzzle, `progress` after each right-hand
/// word (candidates checked, words done, puzzles found), and `done`.
pub async fn find(
    State(limits): State<Limits>,
    Extension(permit): Extension<Permit>,
    payload: Result<Json<FindRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let request = read(payload)?;
    // The list is read and checked before the stream starts, so that its
    // faults get a 400.
    let held = permit.clone();
    let prepared = blocking(held, move |_| find::prepare(&request)).await??;
    let deadline = limits.deadline();
    let sse = stream::sse(permit, deadline, move |out| {
        let stop = Stop::never().at(deadline).or_cancel(out.cancel_flag());
        prepared.run(&stop, &out);
    });
    Ok(sse.into_response())
}
