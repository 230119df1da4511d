//! The error answer of every endpoint and of the limits around them.
//!
//! It sits below the other modules of the server and imports none of
//! them, so that the limits can refuse a request without depending on the
//! endpoints they guard.

use alphametic::{Error, ParseError};
use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use crate::output;

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

    /// A 400 with a message.
    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, message)
    }

    /// The answer to a puzzle that could not be read: a parse error with
    /// where it lies, or an error in the options with its message.
    pub fn read(text: &str, err: &Error) -> ApiError {
        match err {
            Error::Parse(err) => ApiError::puzzle(text, err),
            Error::Options(err) => ApiError::bad_request(err.to_string()),
            other => ApiError::bad_request(other.to_string()),
        }
    }

    /// A 400 for a puzzle that does not parse: the message, the label under
    /// the caret, the span in characters and the drawing with its caret.
    pub fn puzzle(text: &str, err: &ParseError) -> ApiError {
        let start = output::column(text, err) - 1;
        let span = err.span();
        let len = text
            .get(span.clone())
            .map_or(1, |part| part.chars().count().max(1));
        ApiError {
            status: StatusCode::BAD_REQUEST,
            body: json!({
                "error": err.message(),
                "label": err.label(),
                "start": start,
                "end": start + len,
                "drawing": err.to_string(),
            }),
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

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, Json(self.body)).into_response()
    }
}
