//! Formatting of results: the human text and the JSON objects.

use std::fs;
use std::io::{self, Read, Write};
use std::path::Path;

use alphametic::{Error, ParseError, Puzzle, Solution};
use serde_json::Value;

/// The letters of a solution as a JSON object, `{"D": 7, "E": 5, ...}`,
/// and the digits of its `?`s, if any, as a list under `"?"`.
///
/// serde_json's `Map` sorts its keys, so the letters come out in
/// alphabetical order whatever order they are inserted in.
pub fn letters(solution: &Solution) -> Value {
    // A map of characters to digits and one list cannot fail to convert.
    serde_json::to_value(solution).unwrap_or(Value::Null)
}

/// The letters of a solution, or `null` when there is none.
pub fn letters_or_null(solution: Option<&Solution>) -> Value {
    solution.map_or(Value::Null, letters)
}

/// A compact one-line JSON object whose fields keep the order given.
///
/// A `serde_json::Map` would sort the keys and put `base` before `puzzle`
/// and `error` before `line`; readers scanning the output expect the line
/// and the puzzle first.
pub fn object(fields: &[(&str, Value)]) -> String {
    let mut json = String::from("{");
    for (i, (key, value)) in fields.iter().enumerate() {
        if i > 0 {
            json.push(',');
        }
        json.push_str(&Value::from(*key).to_string());
        json.push(':');
        json.push_str(&value.to_string());
    }
    json.push('}');
    json
}

/// Writes a solution: the puzzle with digits (a long division or
/// multiplication drawn as on paper; under a skeleton's line, a `^` under
/// each digit filled in for a `?`), then the letters.
pub fn write_solution(
    out: &mut impl Write,
    puzzle: &Puzzle,
    solution: &Solution,
) -> io::Result<()> {
    match puzzle.draw(solution) {
        Some(drawing) => write!(out, "{drawing}")?,
        None => {
            let rendered = puzzle.render(solution);
            writeln!(out, "{rendered}")?;
            if let Some(marks) = filled_marks(puzzle) {
                writeln!(out, "{marks}")?;
            }
        }
    }
    writeln!(out, "{solution}")
}

/// A `^` under each `?` of the puzzle's line, the digits the solver filled
/// in; `None` without a `?`, or in a base above 10, whose digits take
/// more than one character.
fn filled_marks(puzzle: &Puzzle) -> Option<String> {
    if puzzle.blanks() == 0 || puzzle.base() > 10 {
        return None;
    }
    // Rendering writes one digit for each letter or `?` and keeps every
    // other character: the columns of the text are those of the line.
    let marks: String = puzzle
        .text()
        .chars()
        .map(|c| if c == '?' { '^' } else { ' ' })
        .collect();
    Some(marks.trim_end().to_owned())
}

/// `1 solution`, `3 solutions`, `no solution`.
pub fn solutions_summary(count: u64) -> String {
    match count {
        0 => "no solution".to_owned(),
        1 => "1 solution".to_owned(),
        n => format!("{n} solutions"),
    }
}

/// The 1-based column, in characters, where the error starts in `text`.
pub fn column(text: &str, err: &ParseError) -> usize {
    let start = err.span().start.min(text.len());
    // A span should start on a character boundary; if not, count the
    // characters before the boundary below it rather than panic.
    let boundary = (0..=start)
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0);
    text[..boundary].chars().count() + 1
}

/// The one-line message of `err` and the column (from 1) it points at in
/// `text`; an error in the options, not the text, points at its start.
pub fn message_and_column(text: &str, err: &Error) -> (String, usize) {
    match err {
        Error::Parse(err) => (err.message().to_owned(), column(text, err)),
        Error::Options(err) => (err.to_string(), 1),
        other => (other.to_string(), 1),
    }
}

/// The bytes of the file, or of stdin for `-`; `None`, with the error
/// reported on stderr, if they cannot be read.
pub fn read_input(file: &Path) -> Option<Vec<u8>> {
    let read = if file.as_os_str() == "-" {
        let mut input = Vec::new();
        io::stdin().lock().read_to_end(&mut input).map(|_| input)
    } else {
        fs::read(file)
    };
    read.map_err(|err| eprintln!("error: cannot read `{}`: {err}", file.display()))
        .ok()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn object_keeps_field_order_and_escapes() {
        let json = object(&[
            ("line", json!(3)),
            ("puzzle", json!("A \"quoted\" == B")),
            ("solution", Value::Null),
        ]);
        assert_eq!(
            json,
            r#"{"line":3,"puzzle":"A \"quoted\" == B","solution":null}"#
        );
        let parsed: Value = serde_json::from_str(&json).unwrap();
        assert_eq!(parsed["puzzle"], "A \"quoted\" == B");
    }

    #[test]
    fn letters_are_alphabetical() {
        let puzzle = Puzzle::parse("SEND + MORE == MONEY").unwrap();
        let solution = puzzle.solve().unwrap();
        assert_eq!(
            letters(&solution).to_string(),
            r#"{"D":7,"E":5,"M":1,"N":6,"O":0,"R":8,"S":9,"Y":2}"#
        );
    }

    #[test]
    fn summary_counts() {
        assert_eq!(solutions_summary(0), "no solution");
        assert_eq!(solutions_summary(1), "1 solution");
        assert_eq!(solutions_summary(3), "3 solutions");
    }
}
