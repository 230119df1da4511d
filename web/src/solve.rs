//! The puzzle tasks: check a puzzle, solve it in one of three modes, and
//! stream every solution.

use alphametic_runtime::{Puzzle, Solution, ZeroRule};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::column::{ColumnSum, Layout};
use crate::request::{Failure, PuzzleRequest, letters};
use crate::stop::{Sink, Stop};

/// Whether the puzzle parses: `{puzzle, base, strict, letters, columns}`,
/// `columns` the empty drawing of a sum of words (`null` otherwise).
///
/// ```
/// use alphametic_web::{PuzzleRequest, solve::check};
/// let answer = check(&PuzzleRequest::new("TO + GO == OUT"))?;
/// assert_eq!(answer["letters"], serde_json::json!(["G", "O", "T", "U"]));
/// assert_eq!(answer["columns"]["width"], 3);
/// # Ok::<(), alphametic_web::Failure>(())
/// ```
pub fn check(request: &PuzzleRequest) -> Result<Value, Failure> {
    let puzzle = request.parse()?;
    let letters: Vec<String> = puzzle.letters().map(String::from).collect();
    let columns = ColumnSum::of(&puzzle).map(|sum| sum.layout(None, puzzle.base()));
    let mut answer = head(&puzzle);
    answer["letters"] = json!(letters);
    answer["columns"] = json!(columns);
    Ok(answer)
}

/// The fields every answer about a puzzle starts with.
fn head(puzzle: &Puzzle) -> Value {
    json!({
        "puzzle": puzzle.text(),
        "base": puzzle.base(),
        "strict": (puzzle.zeros() == ZeroRule::Strict),
    })
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
    /// A long division or multiplication drawn as on paper.
    #[serde(skip_serializing_if = "Option::is_none")]
    paper: Option<String>,
    /// The places, in characters, of the digits `rendered` fills in for
    /// `?`s: empty without a `?`, or above base 10, where a digit takes
    /// more than one character.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    filled: Vec<usize>,
}

impl Drawn {
    /// `solution` of `puzzle`, drawn.
    pub fn of(puzzle: &Puzzle, solution: &Solution) -> Drawn {
        Drawn {
            solution: letters(solution),
            rendered: puzzle.render(solution),
            columns: ColumnSum::of(puzzle).map(|sum| sum.layout(Some(solution), puzzle.base())),
            paper: puzzle.draw(solution),
            filled: if puzzle.base() > 10 {
                Vec::new()
            } else {
                // Rendering writes one digit for each letter or `?` and
                // keeps every other character in its place.
                puzzle
                    .text()
                    .chars()
                    .enumerate()
                    .filter_map(|(i, c)| (c == '?').then_some(i))
                    .collect()
            },
        }
    }
}

/// What [`solve`] answers.
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

/// The request of [`solve`]: a puzzle and a mode.
#[derive(Debug, Clone, Deserialize)]
pub struct SolveRequest {
    /// The puzzle.
    #[serde(flatten)]
    pub puzzle: PuzzleRequest,
    /// What to answer, the first solution if not given.
    #[serde(default)]
    pub mode: Mode,
}

/// The first solution (`solution`, drawn, or `null`), the `count`, or
/// whether it is `unique` (with `count_up_to_2`), each until `stop`
/// (`timed_out` says when it came first).
///
/// ```
/// use alphametic_web::{PuzzleRequest, Stop};
/// use alphametic_web::solve::{Mode, SolveRequest, solve};
/// let request = SolveRequest { puzzle: PuzzleRequest::new("A + A == B"), mode: Mode::Count };
/// assert_eq!(solve(&request, &Stop::never())?["count"], 4);
/// # Ok::<(), alphametic_web::Failure>(())
/// ```
pub fn solve(request: &SolveRequest, stop: &Stop) -> Result<Value, Failure> {
    let puzzle = request.puzzle.parse()?;
    let mut solutions = stop.solutions(&puzzle);
    let mut answer = head(&puzzle);
    match request.mode {
        Mode::First => {
            let first = solutions.next();
            answer["solution"] = json!(first.map(|s| Drawn::of(&puzzle, &s)));
        }
        Mode::Count => answer["count"] = json!(solutions.by_ref().count()),
        Mode::Unique => {
            let found = solutions.by_ref().take(2).count();
            answer["unique"] = json!(found == 1);
            answer["count_up_to_2"] = json!(found);
        }
    }
    answer["mode"] = json!(request.mode);
    answer["timed_out"] = json!(solutions.timed_out());
    Ok(answer)
}

/// Past the solutions drawn, [`solve_all`] sends the count once per this
/// many solutions.
pub const COUNT_EVERY: u64 = 1024;

/// The request of [`solve_all`]: a puzzle, and how many solutions to
/// draw.
#[derive(Debug, Clone, Deserialize)]
pub struct SolveAllRequest {
    /// The puzzle.
    #[serde(flatten)]
    pub puzzle: PuzzleRequest,
    /// Only the first this many solutions drawn; every one if not given.
    pub drawn: Option<u64>,
}

/// Sends each solution of `puzzle` as an event `solution`, `{index,
/// drawn}`, as soon as it is found; past the first `drawn` (when given),
/// an event `count`, `{count}`, every [`COUNT_EVERY`] solutions instead,
/// as a page that shows a few hundred cannot take millions of events. Then
/// an event `done` with their number and whether `stop` cut the list
/// short. Nothing more once the sink stops reading.
///
/// ```
/// use std::cell::RefCell;
/// use alphametic_web::{PuzzleRequest, Stop, solve::solve_all};
/// let events = RefCell::new(Vec::new());
/// let puzzle = PuzzleRequest::new("A + A == B").parse()?;
/// solve_all(&puzzle, Some(1), &Stop::never(), &|name: &str, data: &serde_json::Value| {
///     events.borrow_mut().push((name.to_owned(), data.clone()));
///     true
/// });
/// let events = events.into_inner();
/// assert_eq!(events.len(), 2);
/// assert_eq!((events[0].0.as_str(), events[0].1["index"].as_u64()), ("solution", Some(1)));
/// assert_eq!((events[1].0.as_str(), events[1].1["count"].as_u64()), ("done", Some(4)));
/// # Ok::<(), alphametic_web::Failure>(())
/// ```
pub fn solve_all(puzzle: &Puzzle, drawn: Option<u64>, stop: &Stop, sink: &dyn Sink) {
    let mut solutions = stop.solutions(puzzle);
    let mut count: u64 = 0;
    for solution in solutions.by_ref() {
        count += 1;
        let sent = if drawn.is_none_or(|n| count <= n) {
            let event = json!({ "index": count, "drawn": Drawn::of(puzzle, &solution) });
            sink.send("solution", &event)
        } else if count.is_multiple_of(COUNT_EVERY) {
            sink.send("count", &json!({ "count": count }))
        } else {
            true
        };
        if !sent {
            return;
        }
    }
    let mut done = head(puzzle);
    done["count"] = json!(count);
    done["timed_out"] = json!(solutions.timed_out());
    sink.send("done", &done);
}
