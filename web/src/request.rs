//! A puzzle as every task receives it, and the failure every task may
//! answer with.

use alphametic_runtime::{Error, Options, ParseError, Puzzle, Solution, ZeroRule};
use serde::Deserialize;
use serde_json::{Map, Value, json};

/// A puzzle as every puzzle task receives it:
/// `{"puzzle": "…", "base": 10, "strict": false}`.
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
    alphametic_runtime::DEFAULT_BASE
}

impl PuzzleRequest {
    /// `text` in base 10 under the standard rule.
    ///
    /// ```
    /// let request = alphametic_web::PuzzleRequest::new("TO + GO == OUT");
    /// assert_eq!(request.parse()?.letters().count(), 4);
    /// # Ok::<(), alphametic_web::Failure>(())
    /// ```
    pub fn new(text: impl Into<String>) -> PuzzleRequest {
        PuzzleRequest {
            puzzle: text.into(),
            base: default_base(),
            strict: false,
        }
    }

    /// The parsed puzzle, or the failure to answer with.
    pub fn parse(&self) -> Result<Puzzle, Failure> {
        let zeros = if self.strict {
            ZeroRule::Strict
        } else {
            ZeroRule::Standard
        };
        let options = Options::new().base(self.base).zeros(zeros);
        Puzzle::parse_with(&self.puzzle, options).map_err(|err| Failure::read(&self.puzzle, &err))
    }
}

/// A task's failure: `{"error": …}`, and for a puzzle that does not parse
/// also the label under the caret, the span in characters and the drawing
/// with its caret, as the command line prints it.
///
/// ```
/// let failure = alphametic_web::PuzzleRequest::new("SEND + + MORE == MONEY").parse().unwrap_err();
/// let body = failure.body();
/// assert_eq!(body["error"], "expected a word or a number after `+`");
/// assert_eq!((body["start"].as_u64(), body["end"].as_u64()), (Some(5), Some(6)));
/// assert!(body["drawing"].as_str().unwrap().contains("^ expected a word or a number after this"));
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Failure(Value);

impl Failure {
    /// A failure with a message.
    pub fn new(message: impl Into<String>) -> Failure {
        Failure(json!({ "error": message.into() }))
    }

    /// A puzzle that could not be read: a parse error with where it lies,
    /// or an error in the options with its message.
    pub fn read(text: &str, err: &Error) -> Failure {
        match err {
            Error::Parse(err) => Failure::puzzle(text, err),
            Error::Options(err) => Failure::new(err.to_string()),
            other => Failure::new(other.to_string()),
        }
    }

    /// A puzzle that does not parse: the message, the label under the
    /// caret, the span in characters and the drawing with its caret.
    pub fn puzzle(text: &str, err: &ParseError) -> Failure {
        let span = err.span();
        // The page counts characters, the span bytes; a span that does not
        // start on a character boundary counts from the boundary below.
        let boundary = (0..=span.start.min(text.len()))
            .rev()
            .find(|&i| text.is_char_boundary(i))
            .unwrap_or(0);
        let start = text[..boundary].chars().count();
        let len = text.get(span).map_or(1, |part| part.chars().count().max(1));
        Failure(json!({
            "error": err.message(),
            "label": err.label(),
            "start": start,
            "end": start + len,
            "drawing": err.to_string(),
        }))
    }

    /// The JSON object.
    pub fn body(&self) -> &Value {
        &self.0
    }

    /// The JSON object, owned.
    pub fn into_body(self) -> Value {
        self.0
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0["error"].as_str().unwrap_or("the task failed"))
    }
}

impl std::error::Error for Failure {}

/// The letters of a solution as a JSON object, `{"D": 7, "E": 5, …}`.
pub(crate) fn letters(solution: &Solution) -> Value {
    let map: Map<String, Value> = solution
        .iter()
        .map(|(letter, digit)| (letter.to_string(), Value::from(digit)))
        .collect();
    Value::Object(map)
}

/// Reads a request's JSON, or fails with why it cannot be read.
pub(crate) fn from_json<T: serde::de::DeserializeOwned>(body: &str) -> Result<T, Failure> {
    serde_json::from_str(body)
        .map_err(|err| Failure::new(format!("cannot read the request: {err}")))
}
