//! The game's endpoints: a new game, a move checked, a hint. The game
//! itself is the page's (`alphametic_web::play`); the server keeps no game,
//! as each request carries the puzzle and the player's digits.

use alphametic_web::play::{self, Move, NewGame};
use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Extension, State};
use serde_json::Value;

use super::api::{read, task};
use super::error::ApiError;
use super::limits::{Limits, Permit};

/// `POST /api/play/new`: a uniquely solvable sum of the difficulty asked
/// for, its letters and its columns.
pub async fn new_game(
    State(limits): State<Limits>,
    Extension(permit): Extension<Permit>,
    payload: Result<Json<NewGame>, JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    let request = read(payload)?;
    task(&limits, permit, move |stop| play::new_game(&request, stop)).await
}

/// `POST /api/play/check`: per column, left to right, whether it holds,
/// fails or is still open; the letters that share a digit; the leading
/// letters at 0; and whether the puzzle is solved.
pub async fn check(
    State(limits): State<Limits>,
    Extension(permit): Extension<Permit>,
    payload: Result<Json<Move>, JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    let play = read(payload)?;
    task(&limits, permit, move |stop| play::check(&play, stop)).await
}

/// `POST /api/play/hint`: a letter and its digit, with the reason.
pub async fn hint(
    State(limits): State<Limits>,
    Extension(permit): Extension<Permit>,
    payload: Result<Json<Move>, JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    let play = read(payload)?;
    task(&limits, permit, move |stop| play::hint(&play, stop)).await
}
