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
}

impl Drawn {
    /// `solution` of `puzzle`, drawn.
    pub fn of(puzzle: &Puzzle, solution: &Solution) -> Drawn {
        Drawn {
            solution: letters(solution),
            rendered: puzzle.render(solution),
            columns: ColumnSum::of(puzzle).map(|sum| sum.layout(Some(solution), puzzle.base())),
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

/// Sends every solution of `puzzle` as an event `solution`
/// (`{index, drawn}`) as soon as it is found, then an event `done` with
/// their number and whether `stop` cut the list short; nothing more once
/// the sink stops reading.
///
/// ```
/// use std::cell::RefCell;
/// use alphametic_web::{PuzzleRequest, Stop, solve::solve_all};
/// let events = RefCell::new(Vec::new());
/// let puzzle = PuzzleRequest::new("A + A == B").parse()?;
/// solve_all(&puzzle, &Stop::never(), &|name: &str, data: &serde_json::Value| {
///     events.borrow_mut().push((name.to_owned(), data.clone()));
///     true
/// });
/// let events = events.into_inner();
/// assert_eq!(events.len(), 5);
/// assert_eq!(events[4].1["count"], 4);
/// # Ok::<(), alphametic_web::Failure>(())
/// ```
pub fn solve_all(puzzle: &Puzzle, stop: &Stop, sink: &dyn Sink) {
    let mut solutions = stop.solutions(puzzle);
    let mut count: u64 = 0;
    for solution in solutions.by_ref() {
        count += 1;
        let event = json!({ "index": count, "drawn": Drawn::of(puzzle, &solution) });
        if !sink.send("solution", &event) {
            return;
        }
    }
    let mut done = head(puzzle);
    done["count"] = json!(count);
    done["timed_out"] = json!(solutions.timed_out());
    sink.send("done", &done);
}
