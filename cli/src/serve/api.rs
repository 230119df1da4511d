//! The puzzle endpoints: check, solve in its modes, every solution as a
//! stream, and the code `alphametic!` generates; and what every endpoint
//! does: read its request and run its search on a blocking thread.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use alphametic::{Options, Puzzle, Solution, ZeroRule};
use axum::Json;
use axum::extract::Extension;
use axum::extract::rejection::JsonRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::column::{ColumnSum, Layout};
use super::error::ApiError;
use super::limits::{BODY_LIMIT, Limits, Permit};
use super::stream::{self, CancelOnDrop};
use crate::output;

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

/// A puzzle as every puzzle endpoint receives it.
#[derive(Debug, Clone, Deserialize)]
pub struct PuzzleRequest {
    /// The puzzle text.
    pub puzzle: String,
    /// The base, 10 if not given.
    #[serde(default = "default_base")]
    pub base: u32,
    /// The strict zero rule.
    #[serde(default)]
    pub strict: bool,
}

fn default_base() -> u32 {
    alphametic::DEFAULT_BASE
}

impl PuzzleRequest {
    /// The parsed puzzle, or the error to answer with.
    pub fn parse(&self) -> Result<Puzzle, ApiError> {
        let options = Options::new().base(self.base).zeros(if self.strict {
            ZeroRule::Strict
        } else {
            ZeroRule::Standard
        });
        Puzzle::parse_with(&self.puzzle, options).map_err(|err| ApiError::read(&self.puzzle, &err))
    }
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

/// The fields every answer about a puzzle starts with.
#[derive(Debug, Serialize)]
struct Head {
    puzzle: String,
    base: u32,
    strict: bool,
}

impl Head {
    fn of(puzzle: &Puzzle) -> Head {
        Head {
            puzzle: puzzle.text().to_owned(),
            base: puzzle.base(),
            strict: (puzzle.zeros() == ZeroRule::Strict),
        }
    }
}

/// One solution as the page draws it.
#[derive(Debug, Serialize)]
pub struct Drawn {
    /// The digits of the letters.
    solution: Value,
    /// The puzzle with numbers for words.
    rendered: String,
    /// The column addition, for a plain sum of words.
    #[serde(skip_serializing_if = "Option::is_none")]
    columns: Option<Layout>,
}

impl Drawn {
    pub fn of(puzzle: &Puzzle, solution: &Solution) -> Drawn {
        Drawn {
            solution: output::letters(solution),
            rendered: puzzle.render(solution),
            columns: ColumnSum::of(puzzle).map(|sum| sum.layout(Some(solution), puzzle.base())),
        }
    }
}

/// `POST /api/check`: whether the puzzle parses, and its letters.
pub async fn check(
    Extension(permit): Extension<Permit>,
    payload: Result<Json<PuzzleRequest>, JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    let request = read(payload)?;
    blocking(permit, move |_| {
        let puzzle = request.parse()?;
        let letters: Vec<String> = puzzle.letters().map(String::from).collect();
        let columns = ColumnSum::of(&puzzle).map(|sum| sum.layout(None, puzzle.base()));
        Ok(Json(json!({
            "puzzle": puzzle.text(),
            "base": puzzle.base(),
            "strict": (puzzle.zeros() == ZeroRule::Strict),
            "letters": letters,
            "columns": columns,
        })))
    })
    .await?
}

/// What `POST /api/solve` answers.
#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// The first solution.
    #[default]
    First,
    /// The number of solutions.
    Count,
    /// Whether there is exactly one.
    Unique,
}

/// The body of `POST /api/solve`.
#[derive(Debug, Deserialize)]
pub struct SolveRequest {
    #[serde(flatten)]
    puzzle: PuzzleRequest,
    #[serde(default)]
    mode: Mode,
}

/// `POST /api/solve`: the first solution, the count, or whether it is
/// unique, each within the deadline (`timed_out` says when it was not).
pub async fn solve(
    axum::extract::State(limits): axum::extract::State<Limits>,
    Extension(permit): Extension<Permit>,
    payload: Result<Json<SolveRequest>, JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    let request = read(payload)?;
    let deadline = limits.deadline();
    blocking(permit, move |cancel| {
        let puzzle = request.puzzle.parse()?;
        let mut solutions = puzzle
            .solutions()
            .with_deadline(deadline)
            .with_cancel(cancel);
        let head = serde_json::to_value(Head::of(&puzzle)).unwrap_or(Value::Null);
        let mut answer = match request.mode {
            Mode::First => {
                let first = solutions.next();
                json!({ "solution": first.map(|s| Drawn::of(&puzzle, &s)) })
            }
            Mode::Count => json!({ "count": solutions.by_ref().count() }),
            Mode::Unique => {
                let found = solutions.by_ref().take(2).count();
                json!({ "unique": found == 1, "count_up_to_2": found })
            }
        };
        if let (Value::Object(answer), Value::Object(head)) = (&mut answer, head) {
            answer.insert("mode".into(), json!(request.mode));
            answer.insert("timed_out".into(), json!(solutions.timed_out()));
            answer.extend(head);
        }
        Ok(Json(answer))
    })
    .await?
}

/// `POST /api/solve/all`: every solution as an event `solution` as soon as
/// it is found, then an event `done` with their number and whether the
/// deadline cut the list short.
pub async fn solve_all(
    axum::extract::State(limits): axum::extract::State<Limits>,
    Extension(permit): Extension<Permit>,
    payload: Result<Json<PuzzleRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let request = read(payload)?;
    // Parse first, so that a malformed puzzle gets a 400, not a stream.
    let (permit, puzzle) = {
        let held = permit.clone();
        let puzzle = blocking(held, move |_| request.parse()).await??;
        (permit, puzzle)
    };
    let deadline = limits.deadline();
    let sse = stream::sse(permit, deadline, move |out| {
        let mut solutions = puzzle
            .solutions()
            .with_deadline(deadline)
            .with_cancel(out.cancel_flag());
        let mut count: u64 = 0;
        for solution in solutions.by_ref() {
            count += 1;
            let event = json!({ "index": count, "drawn": Drawn::of(&puzzle, &solution) });
            if !out.send("solution", &event) {
                return;
            }
        }
        let head = Head::of(&puzzle);
        out.send(
            "done",
            &json!({
                "puzzle": head.puzzle,
                "base": head.base,
                "count": count,
                "timed_out": solutions.timed_out(),
            }),
        );
    });
    Ok(sse.into_response())
}

/// `POST /api/codegen`: the code `alphametic!` expands the puzzle to, and
/// the call to paste.
pub async fn codegen(
    Extension(permit): Extension<Permit>,
    payload: Result<Json<PuzzleRequest>, JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    let request = read(payload)?;
    blocking(permit, move |_| {
        let puzzle = request.parse()?;
        Ok(Json(json!({
            "puzzle": puzzle.text(),
            "call": crate::codegen::call(&request.puzzle, &puzzle),
            "code": crate::codegen::render(&request.puzzle, &puzzle),
        })))
    })
    .await?
}

/// Any other path under `/api`.
pub async fn not_found(axum::extract::OriginalUri(uri): axum::extract::OriginalUri) -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        format!("no endpoint `{}`", uri.path()),
    )
}
