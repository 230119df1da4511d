//! A puzzle as every task receives it, and the failure every task may
//! answer with.

use alphametic_runtime::{DigitSet, DigitSetError, Error, Options, ParseError, Puzzle, Solution};
use serde::Deserialize;
use serde_json::{Value, json};

/// A puzzle as every puzzle task receives it:
/// `{"puzzle": "…", "base": 10, "strict": false, "digits": "1-9"}`.
#[derive(Debug, Clone, Deserialize)]
pub struct PuzzleRequest {
    /// The puzzle text.
    pub puzzle: String,
    /// How to read it.
    #[serde(flatten)]
    pub options: OptionsRequest,
}

/// The options every task reads beside its puzzle or its words, as the
/// command line's flags give them: `{"base": 10, "strict": false,
/// "digits": "1-9", "leading_zeros": false, "distinct": "ABC,DEF",
/// "invalid": ["0,ABC"], "assign": ["E,5"], "symbols": "…", "literal":
/// "…"}`, each optional.
#[derive(Debug, Clone, Deserialize)]
pub struct OptionsRequest {
    /// The base, 10 if not given.
    #[serde(default = "default_base")]
    pub base: u32,
    /// The strict zero rule.
    #[serde(default)]
    pub strict: bool,
    /// The digits the letters may take, as `--digits` reads them (`1-9`,
    /// `0-7,9`); every digit of the base if empty or not given.
    #[serde(default)]
    pub digits: Option<String>,
    /// Any word may start with 0.
    #[serde(default)]
    pub leading_zeros: bool,
    /// Which letters differ, as `--distinct` reads it.
    #[serde(default)]
    pub distinct: Option<String>,
    /// Digits barred for letters, each as `--invalid` reads it.
    #[serde(default)]
    pub invalid: Vec<String>,
    /// Letters' digits, each as `--assign` reads it.
    #[serde(default)]
    pub assign: Vec<String>,
    /// The characters that stand for digits, in place of the letters.
    #[serde(default)]
    pub symbols: Option<String>,
    /// Characters that stand for themselves.
    #[serde(default)]
    pub literal: Option<String>,
}

fn default_base() -> u32 {
    alphametic_runtime::DEFAULT_BASE
}

impl Default for OptionsRequest {
    /// Base 10 under the standard rule, with every digit.
    fn default() -> OptionsRequest {
        OptionsRequest {
            base: default_base(),
            strict: false,
            digits: None,
            leading_zeros: false,
            distinct: None,
            invalid: Vec::new(),
            assign: Vec::new(),
            symbols: None,
            literal: None,
        }
    }
}

impl OptionsRequest {
    /// The options to read a puzzle with, or the failure to answer with
    /// when the digits do not name a set.
    ///
    /// ```
    /// use alphametic_runtime::{DigitSet, Options};
    /// use alphametic_web::request::OptionsRequest;
    /// let request: OptionsRequest = serde_json::from_str(r#"{"digits": "1-9"}"#).unwrap();
    /// assert_eq!(request.options()?, Options::new().digits(DigitSet::range(1, 10)));
    /// # Ok::<(), alphametic_web::Failure>(())
    /// ```
    pub fn options(&self) -> Result<Options, Failure> {
        let digits = digit_set(self.digits.as_deref())?;
        let mut options = Options::from_flags(self.base, self.strict, digits);
        if self.leading_zeros {
            options = options.zeros(alphametic_runtime::ZeroRule::Allowed);
        }
        let rules = self.distinct.iter().map(|v| ("distinct", v.as_str()));
        let rules = rules
            .chain(self.invalid.iter().map(|v| ("invalid", v.as_str())))
            .chain(self.assign.iter().map(|v| ("assign", v.as_str())))
            .chain(self.symbols.iter().map(|v| ("symbols", v.as_str())))
            .chain(self.literal.iter().map(|v| ("literal", v.as_str())));
        options
            .rules(rules)
            .map_err(|(name, err)| Failure::new(format!("bad `{name}`: {err}")))
    }
}

impl PuzzleRequest {
    /// `text` in base 10 under the standard rule, with every digit.
    ///
    /// ```
    /// let request = alphametic_web::PuzzleRequest::new("TO + GO == OUT");
    /// assert_eq!(request.parse()?.letters().count(), 4);
    /// # Ok::<(), alphametic_web::Failure>(())
    /// ```
    pub fn new(text: impl Into<String>) -> PuzzleRequest {
        PuzzleRequest {
            puzzle: text.into(),
            options: OptionsRequest::default(),
        }
    }

    /// The parsed puzzle, or the failure to answer with.
    pub fn parse(&self) -> Result<Puzzle, Failure> {
        let options = self.options.options()?;
        Puzzle::parse_with(&self.puzzle, options).map_err(|err| Failure::read(&self.puzzle, &err))
    }
}

/// The digit set `text` names, as `--digits` reads it; `None`, every
/// digit of the base, for an empty text or none, as a form's empty field
/// means no restriction rather than no digit at all.
pub(crate) fn digit_set(text: Option<&str>) -> Result<Option<DigitSet>, Failure> {
    match text.map(str::trim) {
        None | Some("") => Ok(None),
        Some(text) => text
            .parse()
            .map(Some)
            .map_err(|err: DigitSetError| Failure::new(err.to_string())),
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

/// A solution as a JSON object, `{"D": 7, "E": 5, …}`, with the digits of
/// its `?`s under `"?"`: the runtime's `Serialize`, as the command line
/// writes it.
pub(crate) fn letters(solution: &Solution) -> Value {
    serde_json::to_value(solution).unwrap_or(Value::Null)
}

/// Reads a request's JSON, or fails with why it cannot be read.
pub(crate) fn from_json<T: serde::de::DeserializeOwned>(body: &str) -> Result<T, Failure> {
    serde_json::from_str(body)
        .map_err(|err| Failure::new(format!("cannot read the request: {err}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(body: &str) -> Result<Puzzle, Failure> {
        from_json::<PuzzleRequest>(body)?.parse()
    }

    fn count(body: &str) -> u64 {
        read(body).unwrap().count()
    }

    #[test]
    fn letter_rules_read_as_the_command_line_reads_them() {
        assert_eq!(count(r#"{"puzzle": "A + B == C", "distinct": "none"}"#), 55);
        assert_eq!(
            count(r#"{"puzzle": "SEND + MORE == MONEY", "assign": ["E,5"], "invalid": ["0,O"]}"#),
            0
        );
        assert_eq!(
            count(r#"{"puzzle": "SEND + MORE == MONEY", "assign": ["E,5"]}"#),
            1
        );
        let bad = read(r#"{"puzzle": "A + B == C", "distinct": "ABA"}"#).unwrap_err();
        assert!(bad.body()["error"].as_str().unwrap().contains("twice"));
    }

    #[test]
    fn a_digit_set_limits_the_solutions() {
        // A and B are not 0, or C would repeat the other: the 32 ordered
        // pairs of distinct digits 1 to 8 that add up to at most 9, which
        // leaving out 0 does not change.
        assert_eq!(count(r#"{"puzzle": "A + B == C"}"#), 32);
        assert_eq!(count(r#"{"puzzle": "A + B == C", "digits": "1-9"}"#), 32);
        // Without 8: no sum 8 (1 + 7, 2 + 6, 3 + 5, either way round) and
        // no 1 + 8 either way round.
        assert_eq!(count(r#"{"puzzle": "A + B == C", "digits": "0-7,9"}"#), 24);
        assert_eq!(count(r#"{"puzzle": "A + B == C", "digits": "1-5"}"#), 8);
        // The one solution has O = 0.
        let money = r#"{"puzzle": "SEND + MORE == MONEY", "digits": " 1-9 "}"#;
        assert_eq!(count(money), 0);
        assert_eq!(
            count(r#"{"puzzle": "ABC + DEF == GHI", "digits": "1-9"}"#),
            336
        );
        let puzzle = read(r#"{"puzzle": "A + B == C", "base": 16, "digits": "10-15"}"#).unwrap();
        assert_eq!(puzzle.options().digits, Some(DigitSet::range(10, 16)));
    }

    #[test]
    fn an_empty_digit_set_is_every_digit() {
        for digits in [r#""""#, r#"" ""#, "null"] {
            let body = format!(r#"{{"puzzle": "A + B == C", "digits": {digits}}}"#);
            assert_eq!(read(&body).unwrap().options().digits, None, "{digits}");
            assert_eq!(count(&body), 32);
        }
    }

    #[test]
    fn a_digit_set_outside_the_base_is_a_failure() {
        let failure = read(r#"{"puzzle": "A + B == C", "base": 8, "digits": "1-9"}"#).unwrap_err();
        assert_eq!(
            failure.body(),
            &json!({ "error": "digit 8 is not a digit of base 8: the digits are 0 to 7" })
        );
    }

    #[test]
    fn a_malformed_digit_set_is_a_failure_in_the_words_of_the_library() {
        for (digits, part) in [("1-", "1-"), ("9-1", "9-1"), ("0-7,,9", ""), ("64", "64")] {
            let body = format!(r#"{{"puzzle": "A + B == C", "digits": "{digits}"}}"#);
            let failure = read(&body).unwrap_err();
            let expected = digits.parse::<DigitSet>().unwrap_err().to_string();
            assert_eq!(failure.to_string(), expected);
            assert!(
                expected.starts_with(&format!("`{part}` is not a digit")),
                "{expected}"
            );
        }
        let not_text = from_json::<PuzzleRequest>(r#"{"puzzle": "A + B == C", "digits": 9}"#);
        assert!(
            not_text
                .unwrap_err()
                .to_string()
                .starts_with("cannot read the request: ")
        );
    }
}
