//! The error answer of every endpoint and of the limits around them.
//!
//! It sits below the other modules of the server and imports none of
//! them, so that the limits can refuse a request without depending on the
//! endpoints they guard.

use alphametic_web::Failure;
use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

/// An error answer: a status and `{"error": …}` with the details that
/// belong to it (for a puzzle, the caret drawing and where it points).
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    body: Value,
}

impl ApiError {
    /// `status` with a message.
    pub fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            body: json!({ "error": message.into() }),
        }
    }

    /// A 503: every search is taken, and none ended within the deadline.
    pub fn busy() -> ApiError {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "the server is busy: every search is taken, try again later",
        )
    }

    /// A 500 for a search thread that did not finish.
    pub fn lost() -> ApiError {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "the search stopped without an answer",
        )
    }
}

/// A task's failure is the client's fault: a 400 with the task's
/// `{"error": …}`, which for a puzzle that does not parse carries the caret
/// drawing and where it points.
impl From<Failure> for ApiError {
    fn from(failure: Failure) -> ApiError {
        ApiError {
            status: StatusCode::BAD_REQUEST,
            body: failure.into_body(),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, Json(self.body)).into_response()
    }
}
