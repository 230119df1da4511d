//! The run-file corpus (`tests/data/runfiles/`): every file read into the
//! puzzle language and solved by the library, its count and answers those
//! the brute-force oracle of `oracle.py` wrote in `expected.tsv`; and the
//! macro agreeing with the runtime on the files it can express.

use std::collections::BTreeMap;
use std::path::Path;

use alphametic::run_file::{self, Accumulate, RunFile};
use alphametic::{Error, ParseErrorKind, Puzzle, Value};

/// One line of `expected.tsv`: the file, its count, its answers (value as
/// the community's library prints it, and count) and the accumulated
/// answer, if any.
struct Expected {
    file: String,
    count: u64,
    answers: BTreeMap<String, u64>,
    accumulated: Option<String>,
}

fn expected() -> Vec<Expected> {
    let text = alphametic_support::data("runfiles/expected.tsv");
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let answers: serde_json::Value =
                serde_json::from_str(fields.get(2).copied().unwrap_or("{}")).expect(line);
            Expected {
                file: fields[0].to_owned(),
                count: fields[1].parse().expect(line),
                answers: answers
                    .as_object()
                    .expect(line)
                    .iter()
                    .map(|(k, v)| (k.clone(), v.as_u64().expect(line)))
                    .collect(),
                accumulated: fields
                    .get(3)
                    .map(|s| s.trim().to_owned())
                    .filter(|s| !s.is_empty()),
            }
        })
        .collect()
}

/// The files the reader refuses, with words of each one's error.
fn refused() -> Vec<(String, String)> {
    alphametic_support::data("runfiles/refused.tsv")
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .filter_map(|line| line.split_once('\t'))
        .map(|(file, words)| (file.to_owned(), words.to_owned()))
        .collect()
}

/// The run file and its puzzle; `None` for a puzzle of more distinct
/// symbols than digits, which the language refuses and the library
/// solves with no solution.
fn read(file: &str) -> (RunFile, Option<Puzzle>) {
    let text = alphametic_support::data(&format!("runfiles/{file}"));
    let run = run_file::read(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
    match Puzzle::parse_with(&run.puzzle, run.options.clone()) {
        Ok(puzzle) => (run, Some(puzzle)),
        Err(Error::Parse(e)) if matches!(e.kind(), ParseErrorKind::TooManyLetters { .. }) => {
            (run, None)
        }
        Err(e) => panic!("{file}: {}\n{e}", run.puzzle),
    }
}

#[test]
fn the_refused_files_are_refused_by_name() {
    let refused = refused();
    assert!(!refused.is_empty());
    for (file, words) in refused {
        let text = alphametic_support::data(&format!("runfiles/{file}"));
        let message = match run_file::read(&text) {
            Err(e) => e.to_string(),
            Ok(run) => match Puzzle::parse_with(&run.puzzle, run.options) {
                Err(e) => e.to_string(),
                Ok(_) => panic!("{file} is read, yet listed as refused"),
            },
        };
        assert!(message.contains(&words), "{file}: {message}");
    }
}

#[test]
fn the_corpus_is_large_and_covers_every_solver() {
    let expected = expected();
    assert!(expected.len() >= 120, "{} run files", expected.len());
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/runfiles");
    let on_disk = std::fs::read_dir(dir)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "run"))
        })
        .count();
    assert_eq!(on_disk, expected.len(), "every run file has its line");
    for solver in [
        "SubstitutedExpression",
        "SubstitutedSum",
        "SubstitutedDivision",
    ] {
        assert!(
            expected.iter().any(|e| {
                alphametic_support::data(&format!("runfiles/{}", e.file)).contains(solver)
            }),
            "{solver}"
        );
    }
}

#[test]
fn every_run_file_gives_the_oracles_count_and_answers() {
    let mut failures = Vec::new();
    let refused = refused();
    for want in expected() {
        if refused.iter().any(|(file, _)| *file == want.file) {
            continue;
        }
        let (run, puzzle) = read(&want.file);
        let Some(puzzle) = puzzle else {
            if want.count != 0 {
                failures.push(format!(
                    "{}: refused, expected {} solutions",
                    want.file, want.count
                ));
            }
            continue;
        };
        let count = puzzle.count();
        if count != want.count {
            failures.push(format!(
                "{}: {count} solutions, expected {}",
                want.file, want.count
            ));
            continue;
        }
        let Some(parts) = &run.answer else {
            continue;
        };
        let parts: Vec<&str> = parts.iter().map(String::as_str).collect();
        let answers = puzzle
            .answer_tuples(&parts)
            .unwrap_or_else(|e| panic!("{}: {e}", want.file));
        let got: BTreeMap<String, u64> = answers
            .iter()
            .map(|a| {
                (
                    run_file::printed(run.answer.as_deref().unwrap_or_default(), a.values()),
                    a.count(),
                )
            })
            .collect();
        if got != want.answers {
            failures.push(format!(
                "{}: answers {got:?}, expected {:?}",
                want.file, want.answers
            ));
        }
        if let Some(accumulated) = &want.accumulated {
            let (_, by) = run.accumulate.clone().unwrap_or_default();
            let values: Vec<(i128, u64)> = answers
                .iter()
                .filter_map(|a| match a.values() {
                    [Value::Integer(n)] => Some((*n, a.count())),
                    _ => None,
                })
                .collect();
            let one = |f: &Accumulate| match f {
                Accumulate::Min => values.iter().map(|&(n, _)| n).min(),
                Accumulate::Max => values.iter().map(|&(n, _)| n).max(),
                _ => Some(values.iter().map(|&(n, k)| n * i128::from(k)).sum()),
            };
            let got: Vec<String> = by.iter().filter_map(one).map(|n| n.to_string()).collect();
            let got = match got.as_slice() {
                [one] => one.clone(),
                _ => format!("({})", got.join(", ")),
            };
            if &got != accumulated {
                failures.push(format!(
                    "{}: accumulated {got}, expected {accumulated}",
                    want.file
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
