//! The find endpoints: the built-in word lists, and the uniquely solvable
//! sums of a list streamed as they are found.

use std::time::Instant;

use alphametic::find::{FindOptions, Finder, WordList, ZeroRule};
use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Extension, State};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::{Value, json};

use super::api::{ApiError, blocking};
use super::limits::{Limits, Permit};
use super::stream;
use crate::output;

/// The word lists the page offers, by name; copies of `tests/data/words/`.
pub const LISTS: [(&str, &str); 3] = [
    ("planets", include_str!("data/planets.txt")),
    ("greek", include_str!("data/greek.txt")),
    ("colours", include_str!("data/colours.txt")),
];

/// The text of the built-in list `name`.
pub fn list(name: &str) -> Option<&'static str> {
    LISTS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, text)| *text)
}

/// `GET /api/lists`: the built-in word lists and their words.
pub async fn lists() -> Json<Value> {
    let lists: Vec<Value> = LISTS
        .iter()
        .map(|(name, text)| {
            let list = WordList::parse(text);
            let words: Vec<&str> = list.words().collect();
            json!({ "name": name, "words": words })
        })
        .collect();
    Json(json!({ "lists": lists }))
}

/// The body of `POST /api/find`.
#[derive(Debug, Deserialize)]
pub struct FindRequest {
    /// What to find; `additions` is the one kind so far.
    #[serde(default = "additions")]
    kind: String,
    /// The name of a built-in list…
    list: Option<String>,
    /// …or the words, one per line, as `alphametic find` reads a file.
    words: Option<String>,
    #[serde(default = "two")]
    min_addends: usize,
    #[serde(default = "nine")]
    max_addends: usize,
    #[serde(default = "ten")]
    base: u32,
    #[serde(default)]
    strict: bool,
    /// Only sums equal to this word.
    right: Option<String>,
}

fn additions() -> String {
    "additions".to_owned()
}

fn two() -> usize {
    2
}

fn nine() -> usize {
    9
}

fn ten() -> u32 {
    alphametic::DEFAULT_BASE
}

/// The kinds of puzzle `find` looks for.
pub const KINDS: [&str; 1] = ["additions"];

impl FindRequest {
    /// The word list's text: the built-in list named, or the words given.
    fn text(&self) -> Result<String, ApiError> {
        match (&self.list, &self.words) {
            (Some(name), None) => list(name).map(str::to_owned).ok_or_else(|| {
                let names: Vec<String> = LISTS.iter().map(|(n, _)| format!("`{n}`")).collect();
                ApiError::bad_request(format!(
                    "no word list `{name}`: the lists are {}",
                    names.join(", ")
                ))
            }),
            (None, Some(words)) => Ok(words.clone()),
            _ => Err(ApiError::bad_request(
                "give either `list`, the name of a word list, or `words`, one per line",
            )),
        }
    }

    fn options(&self) -> FindOptions {
        let mut options = FindOptions::new()
            .addends(self.min_addends, self.max_addends)
            .base(self.base);
        if self.strict {
            options = options.zeros(ZeroRule::Strict);
        }
        if let Some(right) = &self.right {
            options = options.right(right.clone());
        }
        options
    }
}

/// `POST /api/find`: an event `start` with the list's size and its skipped
/// lines, then `found` for each puzzle, `progress` after each right-hand
/// word (candidates checked, words done, puzzles found), and `done`.
pub async fn find(
    State(limits): State<Limits>,
    Extension(permit): Extension<Permit>,
    payload: Result<Json<FindRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let request = ApiError::read(payload)?;
    if !KINDS.contains(&request.kind.as_str()) {
        return Err(ApiError::bad_request(format!(
            "no kind `{}`: the kinds are `{}`",
            request.kind,
            KINDS.join("`, `")
        )));
    }
    let text = request.text()?;
    let options = request.options();
    // The list is read and checked before the stream starts, so that its
    // faults get a 400.
    let held = permit.clone();
    let (list, finder) = blocking(held, move |_| {
        let list = WordList::parse(&text);
        let finder = Finder::new(list.words(), &options)
            .map_err(|err| ApiError::bad_request(err.to_string()))?;
        Ok::<_, ApiError>((list, finder))
    })
    .await??;
    let deadline = limits.deadline();
    let sse = stream::sse(permit, deadline, move |out| {
        let skipped: Vec<String> = list.skipped().iter().map(ToString::to_string).collect();
        let start = json!({
            "kind": "additions",
            "words": list.words().len(),
            "rights": finder.rights(),
            "skipped": skipped,
        });
        if !out.send("start", &start) {
            return;
        }
        let (mut checked, mut found) = (0u64, 0u64);
        let mut timed_out = false;
        'rights: for right in 0..finder.rights() {
            // By first addend, so that the deadline and the flag are read
            // between parts of one right-hand word too.
            for mut part in finder.split(right) {
                if out.cancelled() {
                    return;
                }
                if Instant::now() >= deadline {
                    timed_out = true;
                    break 'rights;
                }
                for puzzle in part.by_ref() {
                    found += 1;
                    let event = json!({
                        "puzzle": puzzle.puzzle(),
                        "solution": output::letters(puzzle.solution()),
                    });
                    if !out.send("found", &event) {
                        return;
                    }
                }
                checked += part.checked();
            }
            let progress = json!({
                "checked": checked,
                "done": right + 1,
                "rights": finder.rights(),
                "found": found,
            });
            if !out.send("progress", &progress) {
                return;
            }
        }
        out.send(
            "done",
            &json!({ "checked": checked, "found": found, "timed_out": timed_out }),
        );
    });
    Ok(sse.into_response())
}
