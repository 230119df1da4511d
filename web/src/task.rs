//! One entry for every task, by name: what the Web Worker calls with the
//! page's JSON. The names are the paths of `alphametic serve`'s API
//! (`/api/solve/all` is the task `solve/all`), so that the page speaks to
//! either the same way.

use alphametic_runtime::Puzzle;
use serde_json::{Value, json};

use crate::request::{Failure, from_json};
use crate::solve::SolveAllRequest;
use crate::stop::{Sink, Stop};
use crate::{codegen, explain, find, play, solve};

/// The tasks [`run`] knows.
pub const TASKS: [&str; 11] = [
    "check",
    "solve",
    "solve/all",
    "explain",
    "codegen",
    "lists",
    "find",
    "play/new",
    "play/check",
    "play/hint",
    "published",
];

/// Runs task `task` on the JSON request `body`: its answer, or for a
/// streamed task (`solve/all`, `find`) its last event, the others sent to
/// `sink` as they come.
///
/// ```
/// use alphametic_web::{Stop, task::run};
/// let events = std::cell::Cell::new(0);
/// let sink = |_: &str, _: &serde_json::Value| { events.set(events.get() + 1); true };
/// let done = run("solve/all", r#"{"puzzle": "A + B == C"}"#, &Stop::never(), &sink)?;
/// assert_eq!((done["count"].as_u64(), events.get()), (Some(32), 33));
/// let error = run("solve", r#"{"puzzle": "A + + B == C"}"#, &Stop::never(), &sink).unwrap_err();
/// assert_eq!(error.body()["start"], 2);
/// # Ok::<(), alphametic_web::Failure>(())
/// ```
pub fn run(task: &str, body: &str, stop: &Stop, sink: &dyn Sink) -> Result<Value, Failure> {
    match task {
        "check" => solve::check(&from_json(body)?),
        "solve" => solve::solve(&from_json(body)?, stop),
        "solve/all" => {
            let request: SolveAllRequest = from_json(body)?;
            let puzzle = request.puzzle.parse()?;
            let last = std::cell::RefCell::new(Value::Null);
            let keep = |name: &str, data: &Value| {
                if name == "done" {
                    *last.borrow_mut() = data.clone();
                }
                sink.send(name, data)
            };
            solve::solve_all(&puzzle, request.drawn, stop, &keep);
            Ok(last.into_inner())
        }
        "explain" => explain::explain(&from_json(body)?, stop),
        "codegen" => codegen::codegen(&from_json(body)?),
        "lists" => Ok(find::lists()),
        "find" => {
            let prepared = find::prepare(&from_json(body)?)?;
            Ok(prepared.run(stop, sink).unwrap_or(Value::Null))
        }
        "play/new" => play::new_game(&from_json(body)?, stop),
        "play/check" => play::check(&from_json(body)?, stop),
        "play/hint" => play::hint(&from_json(body)?, stop),
        "published" => {
            let request: Published = from_json(body)?;
            Ok(published(request.times.unwrap_or(1)))
        }
        _ => Err(Failure::new(format!(
            "no task `{task}`: the tasks are `{}`",
            TASKS.join("`, `")
        ))),
    }
}

/// The request of the task `published`.
#[derive(Debug, serde::Deserialize)]
struct Published {
    /// How many times to count them all (once if not given).
    times: Option<u32>,
}

/// Every solution of every published sum, parsed and counted `times`
/// times over: the workload of the speed test that compares WebAssembly
/// with native code. The answer is that of one time.
///
/// ```
/// let answer = alphametic_web::task::published(2);
/// assert_eq!((answer["puzzles"].as_u64(), answer["solutions"].as_u64()), (Some(102), Some(1317)));
/// ```
pub fn published(times: u32) -> Value {
    let (mut puzzles, mut solutions) = (0u64, 0u64);
    for _ in 0..times {
        (puzzles, solutions) = (0, 0);
        for line in play::PUBLISHED.lines().map(str::trim) {
            if let Ok(puzzle) = Puzzle::parse(line) {
                puzzles += 1;
                solutions += puzzle.count();
            }
        }
    }
    json!({ "puzzles": puzzles, "solutions": solutions, "times": times })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(task: &str, body: &str) -> Result<Value, Failure> {
        run(task, body, &Stop::never(), &|_: &str, _: &Value| true)
    }

    #[test]
    fn every_puzzle_task_reads_the_digit_set() {
        let puzzle = r#""puzzle": "SEND + MORE == MONEY", "digits": "1-9""#;
        let count = answer("solve", &format!(r#"{{{puzzle}, "mode": "count"}}"#)).unwrap();
        assert_eq!(count["count"], 0);
        let unique = answer("solve", &format!(r#"{{{puzzle}, "mode": "unique"}}"#)).unwrap();
        assert_eq!(
            (unique["unique"].as_bool(), unique["count_up_to_2"].as_u64()),
            (Some(false), Some(0))
        );
        let first = answer("solve", &format!("{{{puzzle}}}")).unwrap();
        assert_eq!(first["solution"], Value::Null);
        let all = answer("solve/all", &format!("{{{puzzle}}}")).unwrap();
        assert_eq!(all["count"], 0);
        let explained = answer("explain", &format!("{{{puzzle}}}")).unwrap();
        assert_eq!(explained["solutions"], json!([]));
        let code = answer("codegen", &format!("{{{puzzle}}}")).unwrap();
        assert_eq!(
            code["call"],
            r#"alphametic!("SEND + MORE == MONEY", digits = "1-9")"#
        );
        assert!(answer("check", &format!("{{{puzzle}}}")).is_ok());

        let bad = r#"{"puzzle": "SEND + MORE == MONEY", "digits": "1-99"}"#;
        for task in ["check", "solve", "solve/all", "explain", "codegen"] {
            let failure = answer(task, bad).unwrap_err();
            assert!(
                failure.to_string().starts_with("`1-99` is not a digit"),
                "{task}: {failure}"
            );
        }
    }

    #[test]
    fn a_move_keeps_digits_for_the_players_digits() {
        // A move's own `digits` field takes the map before the puzzle's
        // flattened fields see it, so a game is played in every digit.
        let body = r#"{"puzzle": "TO + GO == OUT", "digits": {"T": 2, "O": 1, "G": 9}}"#;
        let checked = answer("play/check", body).unwrap();
        assert_eq!(checked["columns"], json!(["open", "open", "holds"]));
    }
}
