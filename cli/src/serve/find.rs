//! The find endpoints: the built-in word lists, and the uniquely solvable
//! sums of a list streamed as they are found.

use std::time::Instant;

use alphametic_find::GridFinder;
use alphametic_find::ProductFinder;
use alphametic_find::{FindOptions, SumFinder, WordList, ZeroRule};
use alphametic_find::{Finder as _, Found, Search as _};
use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Extension, State};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::{Value, json};

use super::api::{blocking, read};
use super::error::ApiError;
use super::limits::{Limits, Permit};
use super::stream::{self, Sender};
use crate::{numbers, output};

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
    /// What to find: one of [`KINDS`].
    #[serde(default = "additions")]
    kind: String,
    /// The name of a built-in list…
    list: Option<String>,
    /// …or the words, one per line, as `alphametic find` reads a file.
    words: Option<String>,
    #[serde(default = "two")]
    min_addends: usize,
    /// At most this many addends, or words a side of a product (9 and 4
    /// unless given).
    max_addends: Option<usize>,
    /// The side of a grid (3 unless given).
    size: Option<usize>,
    /// The language of the number names of doubly true sums (`en` unless
    /// given).
    language: Option<String>,
    /// The numbers of doubly true sums, `LO..HI` (`1..100` unless given).
    numbers: Option<String>,
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

fn ten() -> u32 {
    alphametic::DEFAULT_BASE
}

/// The kinds of puzzle `find` looks for, as `alphametic find` names them.
pub const KINDS: [&str; 4] = ["additions", "products", "grid", "doubly-true"];

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
        let max = match self.kind.as_str() {
            "products" => self.max_addends.unwrap_or(4),
            _ => self.max_addends.unwrap_or(9),
        };
        let mut options = FindOptions::new()
            .addends(self.min_addends, max)
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
    let request = read(payload)?;
    if !KINDS.contains(&request.kind.as_str()) {
        return Err(ApiError::bad_request(format!(
            "no kind `{}`: the kinds are `{}`",
            request.kind,
            KINDS.join("`, `")
        )));
    }
    let options = request.options();
    let kind = request.kind.clone();
    // The list is read and checked before the stream starts, so that its
    // faults get a 400.
    let held = permit.clone();
    let (words, skipped, search) = blocking(held, move |_| prepare(&request, &options)).await??;
    let deadline = limits.deadline();
    let sse = stream::sse(permit, deadline, move |out| {
        let start = json!({
            "kind": kind,
            "words": words,
            "rights": search.keys(),
            "skipped": skipped,
        });
        if !out.send("start", &start) {
            return;
        }
        let keys = search.keys();
        let walk = Walk {
            out: &out,
            deadline,
            keys,
        };
        let done = match &search {
            Searcher::Additions(f) => walk.run(|k| f.split(k), |p| p.checked(), |x| x.puzzle()),
            Searcher::Products(f) => walk.run(|k| f.split(k), |p| p.checked(), |x| x.puzzle()),
            Searcher::Grid(f) => walk.run(|k| f.split(k), |p| p.checked(), |x| x.puzzle()),
        };
        if let Some(done) = done {
            out.send("done", &done);
        }
    });
    Ok(sse.into_response())
}

/// A finder of any kind, ready to search.
enum Searcher {
    Additions(SumFinder),
    Products(ProductFinder),
    Grid(Box<GridFinder>),
}

impl Searcher {
    /// The key words the search goes through, one progress event each.
    fn keys(&self) -> usize {
        match self {
            Searcher::Additions(f) => f.keys(),
            Searcher::Products(f) => f.keys(),
            Searcher::Grid(f) => f.keys(),
        }
    }
}

/// Reads the request's words (or number names) and builds its finder: the
/// number of words, the lines skipped, and the finder.
fn prepare(
    request: &FindRequest,
    options: &FindOptions,
) -> Result<(usize, Vec<String>, Searcher), ApiError> {
    let bad = |err: alphametic_find::FindError| ApiError::bad_request(err.to_string());
    if request.kind == "doubly-true" {
        let language = request.language.as_deref().unwrap_or("en");
        let range = numbers::range(request.numbers.as_deref().unwrap_or("1..100"))
            .map_err(ApiError::bad_request)?;
        if range.end() - range.start() > 10_000 {
            return Err(ApiError::bad_request(
                "at most 10,001 numbers: narrow `numbers`",
            ));
        }
        let mut skipped = Vec::new();
        let names = numbers::spelled(language, range, &mut |w| skipped.push(w))
            .map_err(ApiError::bad_request)?;
        let count = names.len();
        let finder = SumFinder::doubly_true(names, options).map_err(bad)?;
        return Ok((count, skipped, Searcher::Additions(finder)));
    }
    let text = request.text()?;
    let list = WordList::parse(&text);
    let skipped = list.skipped().iter().map(ToString::to_string).collect();
    let words = list.words().len();
    let search = match request.kind.as_str() {
        "products" => Searcher::Products(ProductFinder::new(list.words(), options).map_err(bad)?),
        "grid" => {
            let n = request.size.unwrap_or(3);
            Searcher::Grid(Box::new(
                GridFinder::new(list.words(), n, options).map_err(bad)?,
            ))
        }
        _ => Searcher::Additions(SumFinder::new(list.words(), options).map_err(bad)?),
    };
    Ok((words, skipped, search))
}

/// The walk every kind shares: key by key, part by part, each puzzle sent
/// as it is found, a progress event after each key; the deadline and the
/// client read between parts.
struct Walk<'a> {
    out: &'a Sender,
    deadline: Instant,
    keys: usize,
}

impl Walk<'_> {
    /// Runs the parts `split` gives for each key; the `done` event, or
    /// `None` once the client has gone.
    fn run<P, F>(
        &self,
        split: impl Fn(usize) -> Vec<P>,
        checked: impl Fn(&P) -> u64,
        puzzle: impl Fn(&F) -> &str,
    ) -> Option<Value>
    where
        P: Iterator<Item = F>,
        F: Found,
    {
        let (mut total, mut found) = (0u64, 0u64);
        let mut timed_out = false;
        'keys: for key in 0..self.keys {
            for mut part in split(key) {
                if self.out.cancelled() {
                    return None;
                }
                if Instant::now() >= self.deadline {
                    timed_out = true;
                    break 'keys;
                }
                for item in part.by_ref() {
                    found += 1;
                    let event = json!({
                        "puzzle": puzzle(&item),
                        "solution": output::letters(item.solution()),
                    });
                    if !self.out.send("found", &event) {
                        return None;
                    }
                }
                total += checked(&part);
            }
            let progress = json!({
                "checked": total,
                "done": key + 1,
                "rights": self.keys,
                "found": found,
            });
            if !self.out.send("progress", &progress) {
                return None;
            }
        }
        Some(json!({ "checked": total, "found": found, "timed_out": timed_out }))
    }
}
