//! The explanation of a puzzle as a person solves it, step by step, with
//! its difficulty: `alphametic explain` for the page.

use alphametic_explain::{Explanation, Limits};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::request::{Failure, PuzzleRequest};
use crate::solve::Drawn;
use crate::stop::Stop;

/// The request of [`explain`]: a puzzle, and the most cases of case splits
/// to try.
#[derive(Debug, Clone, Deserialize)]
pub struct ExplainRequest {
    /// The puzzle.
    #[serde(flatten)]
    pub puzzle: PuzzleRequest,
    /// The most cases of case splits to try, in all;
    /// [`Limits::DEFAULT_CASES`] if not given, at most [`MAX_CASES`].
    pub max_cases: Option<u64>,
}

/// The most cases a request may ask for: each case is a line of reasoning
/// the page shows, and past a few thousand a person reads none of them.
pub const MAX_CASES: u64 = 4096;

/// The explanation as `alphametic explain --json` writes it (the puzzle,
/// `base`, `letters`, `digits`, `carries`, `columns`, the `solutions`
/// reached, whether it is `complete` and the `difficulty`: `{grade, name,
/// steps, splits, cases, depth, hardest, …}`, `grade` the number, `null`
/// when unexplained), with the reasoning as text: `lines`, each `{indent,
/// text}` with the text the command line prints (the numbered steps, each
/// case of a case split one level deeper, the solutions, their number and
/// the difficulty), and `head`, the lines the command writes above the
/// steps (the puzzle, its letters, columns and carries); and the first
/// solution drawn as the solve task draws it (`solution`, `null` when
/// none).
///
/// The limit of cases bounds the work, and the deadline of `stop` ends it:
/// an explanation past the deadline is a failure, never a partial answer.
/// The page ends its worker to stop it.
///
/// ```
/// use alphametic_web::{PuzzleRequest, Stop};
/// use alphametic_web::explain::{ExplainRequest, explain};
/// let request = ExplainRequest { puzzle: PuzzleRequest::new("SEND + MORE == MONEY"), max_cases: None };
/// let answer = explain(&request, &Stop::never())?;
/// let first = answer["lines"][0]["text"].as_str().unwrap();
/// assert!(first.starts_with("1. Column 5: MONEY has one more column than SEND and MORE, \
///     so M is the carry c4 out of column 4, at most 1; M leads a word and is not 0, so M = 1 and c4 = 1."));
/// assert_eq!((answer["difficulty"]["grade"].as_u64(), answer["difficulty"]["name"].as_str()), (Some(3), Some("hard")));
/// assert_eq!((answer["difficulty"]["splits"].as_u64(), answer["complete"].as_bool()), (Some(0), Some(true)));
/// # Ok::<(), alphametic_web::Failure>(())
/// ```
pub fn explain(request: &ExplainRequest, stop: &Stop) -> Result<Value, Failure> {
    let puzzle = request.puzzle.parse()?;
    if puzzle.options().has_letter_rules() {
        // The rules of explanations assume every letter distinct and no
        // leading 0: with other rules they would reason wrongly.
        return Err(Failure::new(
            "explanations read alphametics whose letters all differ: letter rules are not \
             explained yet",
        ));
    }
    let cases = request.max_cases.unwrap_or(Limits::DEFAULT_CASES);
    if cases > MAX_CASES {
        return Err(Failure::new(format!(
            "at most {MAX_CASES} cases of case splits are tried here, not {cases}"
        )));
    }
    if stop.reached() {
        return Err(Failure::new(
            "the explanation did not start before the deadline",
        ));
    }
    let mut limits = Limits::new().cases(cases);
    if let Some(deadline) = stop.deadline() {
        limits = limits.until(deadline);
    }
    let explanation = alphametic_explain::explain_with(&puzzle, limits);
    if !explanation.is_complete() && stop.reached() {
        return Err(Failure::new(
            "the explanation did not end before the deadline",
        ));
    }
    let mut answer = answer(&explanation);
    // The runtime's solution of the same digits, `?`s and all: an
    // explanation's solution gives every unknown in the alphabet's order.
    let first = explanation.solutions.first().and_then(|s| {
        let digits: Vec<(u8, u32)> = (0u8..)
            .zip(s)
            .map(|(place, &(_, digit))| (place, u32::from(digit)))
            .collect();
        puzzle.with_unknowns(&digits)?.solve()
    });
    answer["solution"] = json!(first.map(|s| Drawn::of(&puzzle, &s)));
    Ok(answer)
}

/// The JSON of an explanation: the command line's (`alphametic explain
/// --json`), with the reasoning as the text lines the page shows in place
/// of its tree of steps.
fn answer(e: &Explanation) -> Value {
    let lines: Vec<Value> = e
        .lines()
        .into_iter()
        .map(|(indent, text)| json!({ "indent": indent, "text": text }))
        .collect();
    // The text above the steps, line by line: everything `Display` writes
    // before the reasoning.
    let text = e.to_string();
    let above = text.lines().count().saturating_sub(lines.len());
    let head: Vec<&str> = text.lines().take(above).collect();
    let mut answer = serde_json::to_value(e).expect("an explanation serializes to JSON");
    if let Some(fields) = answer.as_object_mut() {
        fields.remove("line");
        fields.insert("head".to_owned(), json!(head));
        fields.insert("lines".to_owned(), Value::from(lines));
    }
    answer
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str, max_cases: Option<u64>) -> Result<Value, Failure> {
        let request = ExplainRequest {
            puzzle: PuzzleRequest::new(text),
            max_cases,
        };
        explain(&request, &Stop::never())
    }

    fn texts(answer: &Value) -> Vec<(u64, String)> {
        answer["lines"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| {
                (
                    l["indent"].as_u64().unwrap(),
                    l["text"].as_str().unwrap().to_owned(),
                )
            })
            .collect()
    }

    #[test]
    fn the_lines_are_the_command_lines_text() {
        let answer = run("SEND + MORE == MONEY", None).unwrap();
        let puzzle = alphametic_runtime::Puzzle::parse("SEND + MORE == MONEY").unwrap();
        let text = alphametic_explain::explain(&puzzle).to_string();
        let mut joined: Vec<String> = answer["head"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_str().unwrap().to_owned())
            .collect();
        joined.extend(texts(&answer).into_iter().map(|(_, t)| t));
        assert_eq!(joined.join("\n"), text);
        assert_eq!(answer["head"][0], "SEND + MORE == MONEY");
        let lines = texts(&answer);
        assert!(
            lines
                .iter()
                .any(|(_, t)| t.contains("so M = 1 and c4 = 1."))
        );
        assert_eq!(
            lines.last().unwrap().1,
            "Difficulty: grade 3 (hard): 4 steps, no case split, hardest rule: two columns together (level 4)"
        );
        assert_eq!(answer["difficulty"]["steps"], 4);
        assert_eq!(answer["difficulty"]["depth"], 0);
        assert_eq!(answer["solutions"][0]["M"], 1);
        assert_eq!(answer["solution"]["rendered"], "9567 + 1085 == 10652");
    }

    #[test]
    fn the_cases_of_a_split_are_one_level_deeper() {
        let answer = run("DONALD + GERALD == ROBERT", None).unwrap();
        let lines = texts(&answer);
        let split = lines
            .iter()
            .position(|(_, t)| t == "No rule applies: E is 0 or 9. Try each.")
            .unwrap();
        assert_eq!(lines[split + 1], (0, "Case E = 0, impossible:".to_owned()));
        assert_eq!(lines[split + 2].0, 1);
        assert!(lines[split + 2].1.starts_with("3. "));
        assert_eq!(answer["difficulty"]["name"], "tough");
        assert_eq!(
            (
                answer["difficulty"]["splits"].as_u64(),
                answer["difficulty"]["depth"].as_u64()
            ),
            (Some(1), Some(1))
        );
    }

    #[test]
    fn missing_digits_and_layouts_are_explained_and_drawn() {
        let answer = run("A? + ?A == 22", None).unwrap();
        assert_eq!(answer["complete"], true);
        assert_eq!(answer["solutions"], json!([{"A": 1, "?₁": 1, "?₂": 1}]));
        assert_eq!(answer["solution"]["rendered"], "11 + 11 == 22");
        let answer = run(
            "??I18 / ?96 = 9P | KBI1 - K16? = I6K | I6K8 - I18? = ?9P",
            None,
        )
        .unwrap();
        assert_eq!(answer["layout"], true);
        assert_eq!(answer["complete"], true);
        assert!(answer["equations"].as_array().unwrap().len() > 1);
        assert!(answer["head"].as_array().unwrap().iter().any(|l| {
            l.as_str()
                .unwrap()
                .starts_with("The layout's equations: 1: ")
        }));
        assert_eq!(
            answer["solution"]["rendered"],
            "75318 / 796 = 94 | 7531 - 7164 = 367 | 3678 - 3184 = 494"
        );
    }

    #[test]
    fn the_limit_of_cases_ends_it_unexplained() {
        let answer = run("A + B == C", Some(1)).unwrap();
        assert_eq!(answer["complete"], false);
        assert_eq!(answer["difficulty"]["name"], "unexplained");
        assert!(answer["difficulty"]["grade"].is_null());
        assert!(
            texts(&answer)
                .iter()
                .any(|(_, t)| t == "No explanation within the limit of cases.")
        );
        assert!(run("A + B == C", Some(MAX_CASES + 1)).is_err());
    }

    #[test]
    fn a_puzzle_with_no_solution_says_so() {
        let answer = run("A + A == B, B == 3", None).unwrap();
        assert_eq!(answer["complete"], true);
        assert_eq!(answer["solutions"], json!([]));
        assert!(texts(&answer).iter().any(|(_, t)| t == "No solution."));
        assert!(answer["solution"].is_null());
    }

    #[test]
    fn a_parse_error_is_drawn_with_its_caret() {
        let failure = run("SEND + + MORE == MONEY", None).unwrap_err();
        assert_eq!(failure.body()["start"], 5);
        assert!(failure.body()["drawing"].as_str().unwrap().contains('^'));
    }

    #[test]
    fn a_stop_already_reached_explains_nothing() {
        let request = ExplainRequest {
            puzzle: PuzzleRequest::new("SEND + MORE == MONEY"),
            max_cases: None,
        };
        let stop = Stop::never().at(std::time::Instant::now());
        assert!(explain(&request, &stop).is_err());
    }

    #[test]
    fn a_product_of_missing_digits_is_explained_to_every_solution() {
        let text = "1?? * ?? == 4??5";
        let answer = run(text, None).unwrap();
        let count = alphametic_runtime::Puzzle::parse(text).unwrap().count();
        assert_eq!(answer["complete"], true);
        assert_eq!(answer["solutions"].as_array().unwrap().len() as u64, count);
        assert_eq!(
            answer["head"][1],
            "?₁ to ?₆ are missing digits, in the order written: \
            any digits, the same as each other or a letter."
        );
    }
}
