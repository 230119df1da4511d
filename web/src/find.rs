//! Finding puzzles: the built-in word lists, and the uniquely solvable
//! puzzles of a list, of any kind `alphametic find` makes, streamed as they
//! are found with the progress of the search.

use alphametic_find::{AnyFinder, FindOptions, Finder, Kind, SumFinder, UseFinder, WordList};
use alphametic_find::{Found as _, Search as _};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::request::{Failure, OptionsRequest, letters};
use crate::stop::{Sink, Stop};
use alphametic_find::numbers;

/// The word lists the page offers, by name; copies of `tests/data/words/`.
pub const LISTS: [(&str, &str); 3] = [
    ("planets", include_str!("../data/planets.txt")),
    ("greek", include_str!("../data/greek.txt")),
    ("colours", include_str!("../data/colours.txt")),
];

/// The text of the built-in list `name`.
///
/// ```
/// assert!(alphametic_web::find::list("planets").unwrap().contains("saturn"));
/// assert_eq!(alphametic_web::find::list("moons"), None);
/// ```
pub fn list(name: &str) -> Option<&'static str> {
    LISTS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, text)| *text)
}

/// The built-in word lists and their words: `{lists: [{name, words}]}`.
///
/// ```
/// let lists = alphametic_web::find::lists();
/// assert_eq!(lists["lists"][0]["name"], "planets");
/// assert_eq!(lists["lists"][0]["words"][0], "mercury");
/// ```
pub fn lists() -> Value {
    let lists: Vec<Value> = LISTS
        .iter()
        .map(|(name, text)| {
            let list = WordList::parse(text);
            let words: Vec<&str> = list.words().collect();
            json!({ "name": name, "words": words })
        })
        .collect();
    json!({ "lists": lists })
}

/// What to find, and in which words.
#[derive(Debug, Clone, Deserialize)]
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
    /// The base, the zero rule and the digits of every puzzle found.
    #[serde(flatten)]
    options: OptionsRequest,
    /// Only sums equal to this word.
    right: Option<String>,
}

fn additions() -> String {
    "additions".to_owned()
}

fn two() -> usize {
    2
}

/// The kinds of puzzle a find looks for, as `alphametic find` names them.
pub const KINDS: [&str; 4] = ["additions", "products", "grid", "doubly-true"];

/// The most numbers a doubly true search names.
const MAX_NUMBERS: u64 = 10_000;

impl FindRequest {
    /// The word list's text: the built-in list named, or the words given.
    fn text(&self) -> Result<String, Failure> {
        match (&self.list, &self.words) {
            (Some(name), None) => list(name).map(str::to_owned).ok_or_else(|| {
                let names: Vec<String> = LISTS.iter().map(|(n, _)| format!("`{n}`")).collect();
                Failure::new(format!(
                    "no word list `{name}`: the lists are {}",
                    names.join(", ")
                ))
            }),
            (None, Some(words)) => Ok(words.clone()),
            _ => Err(Failure::new(
                "give either `list`, the name of a word list, or `words`, one per line",
            )),
        }
    }

    /// The finder's kind for a word list; doubly true sums are additions.
    fn word_kind(&self) -> Kind {
        match self.kind.as_str() {
            "products" => Kind::Products,
            "grid" => Kind::Grid(self.size.unwrap_or(3)),
            _ => Kind::Additions,
        }
    }

    fn options(&self) -> Result<FindOptions, Failure> {
        let max = self.max_addends.unwrap_or(self.word_kind().max_addends());
        let mut options = FindOptions::new()
            .addends(self.min_addends, max)
            .puzzle(self.options.options()?);
        if let Some(right) = &self.right {
            options = options.right(right.clone());
        }
        Ok(options)
    }
}

/// A find whose words are read and checked: its `start` event, and the
/// finder to run.
pub struct Prepared {
    start: Value,
    finder: AnyFinder,
}

/// Reads the request's words (or names its numbers) and builds its
/// finder; a failure for an unknown kind, list or language, a digit set
/// that does not read, or for options the finder refuses.
///
/// ```
/// use alphametic_web::{Stop, find::prepare};
/// let request = serde_json::from_str(r#"{"list": "planets", "max_addends": 2}"#).unwrap();
/// let find = prepare(&request)?;
/// assert_eq!(find.start()["rights"], 9);
/// let done = find.run(&Stop::never(), &|_: &str, _: &serde_json::Value| true).unwrap();
/// assert_eq!(done["found"], 2);
/// # Ok::<(), alphametic_web::Failure>(())
/// ```
pub fn prepare(request: &FindRequest) -> Result<Prepared, Failure> {
    if !KINDS.contains(&request.kind.as_str()) {
        return Err(Failure::new(format!(
            "no kind `{}`: the kinds are `{}`",
            request.kind,
            KINDS.join("`, `")
        )));
    }
    let options = request.options()?;
    let bad = |err: alphametic_find::FindError| Failure::new(err.to_string());
    let (words, skipped, finder) = if request.kind == "doubly-true" {
        let language = request.language.as_deref().unwrap_or("en");
        let range =
            numbers::range(request.numbers.as_deref().unwrap_or("1..100")).map_err(Failure::new)?;
        if range.end() - range.start() > MAX_NUMBERS {
            return Err(Failure::new("at most 10,001 numbers: narrow `numbers`"));
        }
        let mut skipped = Vec::new();
        let names =
            numbers::spelled(language, range, &mut |w| skipped.push(w)).map_err(Failure::new)?;
        let count = names.len();
        let finder = SumFinder::doubly_true(names, &options).map_err(bad)?;
        (count, skipped, AnyFinder::from(finder))
    } else {
        let text = request.text()?;
        let list = WordList::parse(&text);
        let skipped: Vec<String> = list.skipped().iter().map(ToString::to_string).collect();
        let words = list.words().len();
        let finder = AnyFinder::new(request.word_kind(), list.words(), &options).map_err(bad)?;
        (words, skipped, finder)
    };
    let keys = finder.keys();
    let start = json!({
        "kind": request.kind,
        "words": words,
        "rights": keys,
        "skipped": skipped,
    });
    Ok(Prepared { start, finder })
}

impl Prepared {
    /// The `start` event: `{kind, words, rights, skipped}`.
    pub fn start(&self) -> &Value {
        &self.start
    }

    /// Sends `start`, then `found` for each puzzle (`{puzzle, solution}`),
    /// `progress` after each key word (`{checked, done, rights, found}`),
    /// and `done` (`{checked, found, timed_out}`), which it also returns;
    /// `None` once the sink stops reading or the stop is cancelled.
    pub fn run(&self, stop: &Stop, sink: &dyn Sink) -> Option<Value> {
        if !sink.send("start", &self.start) {
            return None;
        }
        let done = self.finder.apply(Walk { stop, sink })?;
        sink.send("done", &done);
        Some(done)
    }
}

/// The walk every kind shares: key by key, part by part, each puzzle sent
/// as it is found, a progress event after each key; the stop read between
/// parts.
struct Walk<'a> {
    stop: &'a Stop,
    sink: &'a dyn Sink,
}

impl UseFinder for Walk<'_> {
    type Output = Option<Value>;

    fn with<F: Finder>(self, finder: &F) -> Option<Value> {
        let Walk { stop, sink } = self;
        let keys = finder.keys();
        let (mut total, mut found) = (0u64, 0u64);
        let mut timed_out = false;
        'keys: for key in 0..keys {
            for mut part in finder.split(key) {
                if stop.cancelled() {
                    return None;
                }
                if stop.reached() {
                    timed_out = true;
                    break 'keys;
                }
                for item in part.by_ref() {
                    found += 1;
                    let event = json!({
                        "puzzle": item.puzzle(),
                        "solution": letters(item.solution()),
                    });
                    if !sink.send("found", &event) {
                        return None;
                    }
                }
                total += part.checked();
            }
            let progress = json!({
                "checked": total,
                "done": key + 1,
                "rights": keys,
                "found": found,
            });
            if !sink.send("progress", &progress) {
                return None;
            }
        }
        Some(json!({ "checked": total, "found": found, "timed_out": timed_out }))
    }
}

#[cfg(test)]
mod tests {
    use alphametic_find::{DigitSet, Found as _};

    use super::*;

    fn found(body: &str) -> Result<Vec<Value>, Failure> {
        let request: FindRequest = serde_json::from_str(body).unwrap();
        let prepared = prepare(&request)?;
        let events = std::cell::RefCell::new(Vec::new());
        prepared.run(&Stop::never(), &|name: &str, data: &Value| {
            if name == "found" {
                events.borrow_mut().push(data["solution"].clone());
            }
            true
        });
        Ok(events.into_inner())
    }

    #[test]
    fn a_digit_set_finds_what_the_finder_finds_with_it() {
        let words = list("planets").unwrap();
        let list = WordList::parse(words);
        let options = FindOptions::new()
            .addends(2, 9)
            .digits(DigitSet::range(1, 10));
        let expected: Vec<Value> = SumFinder::new(list.words(), &options)
            .unwrap()
            .iter()
            .map(|item| letters(item.solution()))
            .collect();
        let solutions = found(r#"{"list": "planets", "digits": "1-9"}"#).unwrap();
        assert_eq!(solutions, expected);
        for solution in &solutions {
            let digits = solution.as_object().unwrap().values();
            assert!(digits.map(|d| d.as_u64().unwrap()).all(|d| d != 0));
        }
        let everything = found(r#"{"list": "planets", "digits": ""}"#).unwrap();
        assert_eq!(everything, found(r#"{"list": "planets"}"#).unwrap());
    }

    #[test]
    fn a_digit_set_the_finder_refuses_is_a_failure() {
        let outside = found(r#"{"list": "planets", "base": 8, "digits": "1-9"}"#).unwrap_err();
        assert_eq!(
            outside.to_string(),
            "digit 8 is not a digit of base 8: the digits are 0 to 7"
        );
        let malformed = found(r#"{"list": "planets", "digits": "1-9,x"}"#).unwrap_err();
        assert!(
            malformed
                .to_string()
                .starts_with("`x` is not a digit or a range of digits"),
            "{malformed}"
        );
    }
}
