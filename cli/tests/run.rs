//! `alphametic run`: run files, as a member of the Enigma and Teaser
//! community would give them.

use predicates::prelude::*;
use serde_json::Value;

mod common;

use common::{TempFile, alphametic};

const MONEY: &str = "#!/usr/bin/env python3 -m enigma -rr\n\
                     # SEND + MORE = MONEY, and what are MONEY and SEND?\n\
                     SubstitutedExpression\n\
                     \"SEND + MORE = MONEY\"\n\
                     --answer=\"(MONEY, SEND)\"\n";

#[test]
fn run_prints_every_solution_then_the_answers() {
    let file = TempFile::new(MONEY);
    alphametic()
        .args(["run", file.path()])
        .assert()
        .success()
        .stdout(
            "9567 + 1085 = 10652\nD=7 E=5 M=1 N=6 O=0 R=8 S=9 Y=2\n\n\
             (MONEY, SEND) = (10652, 9567) [1 solution]\n",
        )
        .stderr("");
}

#[test]
fn run_reads_standard_input_and_counts_without_an_answer() {
    let file = "SubstitutedExpression\n\"A + B = C\"\n--distinct=\"none\"\n";
    let output = alphametic()
        .args(["run", "-"])
        .write_stdin(file)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(output).unwrap();
    assert!(text.ends_with("\n[55 solutions]\n"), "{text}");
}

#[test]
fn run_accumulates_and_writes_json() {
    let file = TempFile::new(
        "SubstitutedExpression\n\"AB + CD = EF\"\n\"A < C\"\n--invalid=\"0,ACE\"\n\
         --answer=\"EF\"\n--accumulate=\"max\"\n",
    );
    let output = alphametic()
        .args(["run", "--json", file.path()])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(output).unwrap();
    let last: Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
    let count = last["count"].as_u64().unwrap();
    assert_eq!(text.lines().count() as u64, count + 1);
    let answers = last["answers"].as_array().unwrap();
    let sum: u64 = answers.iter().map(|a| a["count"].as_u64().unwrap()).sum();
    assert_eq!(sum, count);
    let max = answers
        .iter()
        .map(|a| a["value"].as_str().unwrap().parse::<u64>().unwrap())
        .max();
    assert_eq!(last["accumulate"]["by"], "max");
    assert_eq!(
        last["accumulate"]["value"]
            .as_str()
            .unwrap()
            .parse::<u64>()
            .ok(),
        max
    );
}

#[test]
fn run_orders_answers_most_common_first_and_accumulates_in_one_line() {
    let file = "SubstitutedExpression\n\"A + B = C\"\n\"A < B\"\n\"C < 5\"\n--distinct=0\n\
                --answer=\"C\"\n";
    let output = alphametic()
        .args(["run", "-"])
        .write_stdin(file)
        .assert()
        .success();
    let text = String::from_utf8(output.get_output().stdout.clone()).unwrap();
    // A < B, A + B = C < 5, all distinct: 0 + 1, 0 + 2, 0 + 3, 1 + 2 (C = 1, 2, 3 and 3).
    assert!(
        text.ends_with("C = 3 [2 solutions]\nC = 2 [1 solution]\nC = 1 [1 solution]\n"),
        "{text}"
    );
    let accumulate = format!("{file}--accumulate=\"max\"\n");
    let output = alphametic()
        .args(["run", "-"])
        .write_stdin(accumulate)
        .assert()
        .success();
    let text = String::from_utf8(output.get_output().stdout.clone()).unwrap();
    assert!(text.ends_with("\nmax(C) = 4 [from 6 values]\n"), "{text}");
}

#[test]
fn a_fault_is_drawn_at_its_line_and_nothing_is_solved() {
    let cases = [
        (
            "SubstitutedExpresion\n\"A = B\"\n",
            "line 1:1",
            "unknown solver",
        ),
        (
            "SubstitutedExpression\n--colour=red\n\"A = B\"\n",
            "line 2:1",
            "unknown option",
        ),
        (
            "SubstitutedExpression\n\"AB + CD = E$F\"\n",
            "line 2:13",
            "`$` is not allowed",
        ),
        (
            "SubstitutedExpression\n\"A + B = C\n",
            "line 2:1",
            "unbalanced quote",
        ),
        (
            "SubstitutedExpression\n\"A ^ B = C\"\n",
            "line 2:4",
            "exclusive or",
        ),
    ];
    for (text, place, message) in cases {
        let file = TempFile::new(text);
        alphametic()
            .args(["run", file.path()])
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains(place).and(predicate::str::contains(message)));
    }
}

#[test]
fn a_file_that_is_not_text_is_refused() {
    let path = std::env::temp_dir().join(format!("alphametic-run-{}.bin", std::process::id()));
    std::fs::write(&path, b"SubstitutedExpression\n\"A\xff = B\"\n").unwrap();
    alphametic()
        .args(["run", path.to_str().unwrap()])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("is not a text file"));
    let _ = std::fs::remove_file(&path);
}

#[test]
fn the_letter_rules_are_flags_of_every_command() {
    alphametic()
        .args(["solve", "--count", "--distinct", "none", "A + B == C"])
        .assert()
        .success()
        .stdout("55\n");
    alphametic()
        .args(["solve", "--assign", "E,5", "SEND + MORE == MONEY"])
        .assert()
        .success();
    alphametic()
        .args(["solve", "--invalid", "x,A", "A + B == C"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--invalid"));
    alphametic()
        .args(["codegen", "--distinct", "AB,CD", "AB + CD == EF"])
        .assert()
        .success()
        .stdout(predicate::str::contains("distinct = \"AB,CD\""));
}

/// `alphametic run` on every run file of the corpus (`tests/data/runfiles/`):
/// the count it prints is the oracle's of `expected.tsv`, and each file of
/// `refused.tsv` is refused.
#[test]
fn alphametic_run_gives_every_count_of_the_corpus() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/runfiles");
    let refused = std::fs::read_to_string(dir.join("refused.tsv")).unwrap();
    let refused: Vec<&str> = refused
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split('\t').next())
        .collect();
    let expected = std::fs::read_to_string(dir.join("expected.tsv")).unwrap();
    let mut failures = Vec::new();
    for line in expected.lines().filter(|l| !l.trim().is_empty()) {
        let fields: Vec<&str> = line.split('\t').collect();
        let (file, count) = (fields[0], fields[1].parse::<u64>().unwrap());
        let output = alphametic()
            .args(["run", "--json"])
            .arg(dir.join(file))
            .output()
            .unwrap();
        let status = output.status.code();
        if refused.contains(&file) {
            if status != Some(2) {
                failures.push(format!("{file}: not refused"));
            }
            continue;
        }
        let stdout = String::from_utf8(output.stdout).unwrap();
        let last: Option<Value> = stdout
            .lines()
            .last()
            .and_then(|l| serde_json::from_str(l).ok());
        let got = last.as_ref().and_then(|v| v["count"].as_u64());
        if got != Some(count) || status != Some(if count > 0 { 0 } else { 1 }) {
            failures.push(format!(
                "{file}: {got:?} (status {status:?}), expected {count}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
