//! `alphametic explain` and `find --rate`, run as a user would run them.

use std::path::PathBuf;

use predicates::prelude::*;
use serde_json::Value;

mod common;

use common::{TempFile, alphametic};

fn data_path(name: &str) -> String {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/data");
    root.join(name).to_str().unwrap().to_owned()
}

fn stdout(args: &[&str]) -> String {
    let output = alphametic().args(args).assert().success().stderr("");
    String::from_utf8(output.get_output().stdout.clone()).unwrap()
}

#[test]
fn explain_prints_the_steps_the_solution_and_the_grade() {
    let text = stdout(&["explain", "SEND + MORE == MONEY"]);
    assert!(text.starts_with("SEND + MORE == MONEY\n"), "{text}");
    assert!(
        text.contains("M is the carry c4 out of column 4, at most 1"),
        "{text}"
    );
    assert!(
        text.contains("Solution: D=7 E=5 M=1 N=6 O=0 R=8 S=9 Y=2\n"),
        "{text}"
    );
    assert!(text.contains("Difficulty: grade "), "{text}");
    assert!(text.contains("no case split"), "{text}");
}

#[test]
fn explain_json_holds_the_steps_as_data() {
    let text = stdout(&["explain", "--json", "TO + GO == OUT"]);
    let json: Value = serde_json::from_str(text.trim()).unwrap();
    assert_eq!(json["puzzle"], "TO + GO == OUT");
    assert_eq!(json["solutions"][0]["G"], 8);
    assert_eq!(json["complete"], true);
    let steps = json["line"]["steps"].as_array().unwrap();
    assert!(!steps.is_empty());
    assert!(steps[0]["rule"].is_string() && steps[0]["text"].is_string());
    assert!(json["difficulty"]["grade"].is_number());
}

#[test]
fn explain_shows_the_cases_of_a_split() {
    let text = stdout(&["explain", "A + A == B"]);
    assert!(text.contains("Try each."), "{text}");
    assert!(text.contains("4 solutions."), "{text}");
}

#[test]
fn explain_exits_1_without_solution_and_2_on_a_bad_puzzle() {
    alphametic()
        .args(["explain", "AB + AB == AB"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("No solution."));
    alphametic()
        .args(["explain", "SEND + + MORE == MONEY"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "expected a word or a number after `+`",
        ));
}

#[test]
fn explain_stops_at_the_limit() {
    alphametic()
        .args(["explain", "--max-cases", "1", "AB + CD == EF"])
        .assert()
        .stdout(predicate::str::contains("No explanation within the limit"))
        .stdout(predicate::str::contains("unexplained"));
}

#[test]
fn find_rate_grades_every_result() {
    let greek = data_path("words/greek.txt");
    let plain = stdout(&["find", &greek, "--max", "2"]);
    let rated = stdout(&["find", &greek, "--max", "2", "--rate"]);
    let (plain, rated): (Vec<&str>, Vec<&str>) = (plain.lines().collect(), rated.lines().collect());
    assert_eq!(plain.len(), rated.len());
    assert!(!rated.is_empty());
    for (p, r) in plain.iter().zip(&rated) {
        let (puzzle, grade) = r.split_once('\t').unwrap();
        assert_eq!(puzzle, *p);
        assert!(grade.starts_with("grade "), "{r}");
    }
    let json = stdout(&["find", &greek, "--max", "2", "--rate", "--json"]);
    for line in json.lines() {
        let value: Value = serde_json::from_str(line).unwrap();
        assert!(value["difficulty"]["name"].is_string(), "{line}");
    }
}

#[test]
fn find_max_difficulty_keeps_the_easier_puzzles() {
    let greek = data_path("words/greek.txt");
    let all = stdout(&["find", &greek, "--max", "2", "--rate"]);
    let easy = stdout(&[
        "find",
        &greek,
        "--max",
        "2",
        "--rate",
        "--max-difficulty",
        "hard",
    ]);
    let kept: Vec<&str> = all
        .lines()
        .filter(|l| {
            ["grade 1 ", "grade 2 ", "grade 3 "]
                .iter()
                .any(|g| l.contains(g))
        })
        .collect();
    assert_eq!(easy.lines().collect::<Vec<_>>(), kept);
    let bare = stdout(&["find", &greek, "--max", "2", "--max-difficulty", "3"]);
    let names: Vec<&str> = kept.iter().map(|l| l.split('\t').next().unwrap()).collect();
    assert_eq!(bare.lines().collect::<Vec<_>>(), names);
    alphametic()
        .args(["find", &greek, "--max-difficulty", "impossible"])
        .assert()
        .code(2);
}

#[test]
fn find_rate_reads_a_list_of_its_own() {
    let words = TempFile::new("to\ngo\nout\n");
    let text = stdout(&["find", words.path(), "--rate"]);
    assert_eq!(text, "to + go == out\tgrade 2 (medium)\n");
}
