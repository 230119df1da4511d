//! The `alphametic` binary, run as a user would run it.

use predicates::prelude::*;
use serde_json::{Value, json};

mod common;
use alphametic_support as data;

use common::{TempFile, alphametic};

/// Runs `alphametic ARGS`, which must succeed with nothing on stderr, and
/// returns its stdout.
fn quiet_stdout(args: &[&str]) -> String {
    let output = alphametic().args(args).assert().success().stderr("");
    String::from_utf8(output.get_output().stdout.clone()).unwrap()
}

/// Runs `alphametic ARGS`, which must succeed, and returns its stdout.
fn stdout(args: &[&str]) -> Vec<u8> {
    alphametic()
        .args(args)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone()
}

/// Parses a command's stdout as JSON lines.
fn json_lines(output: &[u8]) -> Vec<Value> {
    std::str::from_utf8(output)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

#[test]
fn solve_prints_the_sum_and_the_letters() {
    alphametic()
        .args(["solve", "SEND + MORE == MONEY"])
        .assert()
        .success()
        .stdout("9567 + 1085 == 10652\nD=7 E=5 M=1 N=6 O=0 R=8 S=9 Y=2\n")
        .stderr("");
}

#[test]
fn no_solution_exits_1() {
    alphametic()
        .args(["solve", "A == B"])
        .assert()
        .code(1)
        .stdout("no solution\n");
}

#[test]
fn bad_puzzle_exits_2_with_a_caret() {
    alphametic()
        .args(["solve", "SEND + + MORE == MONEY"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(
            "error: expected a word or a number after `+`\n  \
               |\n\
             1 | SEND + + MORE == MONEY\n  \
               |      ^ expected a word or a number after this\n",
        );
}

#[test]
fn too_many_letters_for_the_base_is_bad_input() {
    alphametic()
        .args(["solve", "--base", "2", "SEND + MORE == MONEY"])
        .assert()
        .code(2)
        .stderr(predicate::str::starts_with(
            "error: the puzzle has 8 distinct letters",
        ))
        .stderr(predicate::str::contains("^"));
}

#[test]
fn base_out_of_range_is_a_usage_error() {
    for base in ["1", "37", "ten"] {
        alphametic()
            .args(["solve", "--base", base, "A == A"])
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains("--base"));
    }
}

#[test]
fn count_prints_just_the_number() {
    alphametic()
        .args(["solve", "--count", "SEND + MORE == MONEY"])
        .assert()
        .success()
        .stdout("1\n");
    alphametic()
        .args(["solve", "--count", "--base", "11", "SEND + MORE == MONEY"])
        .assert()
        .success()
        .stdout("3\n");
    alphametic()
        .args(["solve", "--count", "A == B"])
        .assert()
        .code(1)
        .stdout("0\n");
}

#[test]
fn solve_renders_an_expression_puzzle() {
    // The puzzle has two solutions; `solve` prints the first in search
    // order, which either may be.
    let text = quiet_stdout(&["solve", "ODD * ODD == FREAKY"]);
    assert!(
        [
            "677 * 677 == 458329\nA=3 D=7 E=8 F=4 K=2 O=6 R=5 Y=9\n",
            "799 * 799 == 638401\nA=4 D=9 E=8 F=6 K=0 O=7 R=3 Y=1\n",
        ]
        .contains(&text.as_str()),
        "{text}"
    );

    alphametic()
        .args(["solve", "2 * (ABRA + CADABRA) == HOUDINI"])
        .assert()
        .success()
        .stdout("2 * (7457 + 1797457) == 3609828\nA=7 B=4 C=1 D=9 H=3 I=8 N=2 O=6 R=5 U=0\n");
}

#[test]
fn count_of_a_puzzle_with_division() {
    // `count_computed` of line 13 of tests/data/alphametics/expressions.meta.tsv.
    alphametic()
        .args(["solve", "--count", "NORTH / SOUTH == EAST / WEST"])
        .assert()
        .success()
        .stdout("1\n");
    // Exact division: a candidate that divides by 0 is no solution.
    alphametic()
        .args(["solve", "--count", "A / B == C"])
        .assert()
        .success()
        .stdout("4\n");
}

#[test]
fn bad_expression_exits_2_with_a_caret() {
    alphametic()
        .args(["solve", "(A + B == C"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(
            "error: this `(` is not closed before `==`\n  \
               |\n\
             1 | (A + B == C\n  \
               | ^ parentheses cannot span `==`\n",
        );
    alphametic()
        .args(["solve", "A / (B - B) == C"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(
            "error: attempt to divide by zero\n  \
               |\n\
             1 | A / (B - B) == C\n  \
               |      ^^^^^ this is always 0\n",
        );
}

#[test]
fn all_prints_every_solution_and_the_count() {
    let output = stdout(&["solve", "--all", "--base", "11", "SEND + MORE == MONEY"]);
    let text = String::from_utf8(output).unwrap();
    let blocks: Vec<&str> = text.split("\n\n").collect();
    assert_eq!(blocks.len(), 4, "{text}");
    for block in &blocks[..3] {
        let lines: Vec<&str> = block.lines().collect();
        assert_eq!(lines.len(), 2, "{block}");
        assert!(lines[0].contains(" + ") && lines[0].contains(" == "));
        assert!(lines[1].starts_with("D="), "{block}");
    }
    assert_eq!(blocks[3], "3 solutions\n");
}

#[test]
fn all_and_count_conflict() {
    alphametic()
        .args(["solve", "--all", "--count", "A == A"])
        .assert()
        .code(2);
}

#[test]
fn base_16_has_several_solutions() {
    let output = stdout(&["solve", "--count", "--base", "16", "SEND + MORE == MONEY"]);
    let count: u64 = String::from_utf8(output).unwrap().trim().parse().unwrap();
    assert!(count > 1, "{count}");

    let output = stdout(&[
        "solve",
        "--all",
        "--json",
        "--base",
        "16",
        "SEND + MORE == MONEY",
    ]);
    // One line per solution, then one with the count.
    let lines = json_lines(&output);
    let (last, solutions) = lines.split_last().unwrap();
    assert_eq!(last["base"], 16);
    assert_eq!(last["count"], count);
    assert_eq!(solutions.len() as u64, count);
    assert!(solutions.iter().all(|s| s["solution"].is_object()));
}

#[test]
fn json_shapes() {
    let output = stdout(&["solve", "--json", "SEND + MORE == MONEY"]);
    let json: Value = serde_json::from_slice(&output).unwrap();
    assert_eq!(
        json,
        json!({
            "puzzle": "SEND + MORE == MONEY",
            "base": 10,
            "solution": {"D": 7, "E": 5, "M": 1, "N": 6, "O": 0, "R": 8, "S": 9, "Y": 2},
        })
    );
    // The letters are written in alphabetical order.
    let text = String::from_utf8(output).unwrap();
    assert!(text.contains(r#"{"D":7,"E":5,"M":1,"N":6,"O":0,"R":8,"S":9,"Y":2}"#));

    let output = alphametic()
        .args(["solve", "--json", "A == B"])
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let json: Value = serde_json::from_slice(&output).unwrap();
    assert_eq!(
        json,
        json!({"puzzle": "A == B", "base": 10, "solution": null})
    );

    let output = stdout(&[
        "solve",
        "--json",
        "--count",
        "--base",
        "11",
        "SEND + MORE == MONEY",
    ]);
    let json: Value = serde_json::from_slice(&output).unwrap();
    assert_eq!(
        json,
        json!({"puzzle": "SEND + MORE == MONEY", "base": 11, "count": 3})
    );

    let output = stdout(&["solve", "--json", "--all", "TO + GO == OUT"]);
    assert_eq!(
        json_lines(&output),
        [
            json!({"solution": {"G": 8, "O": 1, "T": 2, "U": 0}}),
            json!({"puzzle": "TO + GO == OUT", "base": 10, "count": 1}),
        ]
    );
}

const BATCH: &str = "\
# classic sums
SEND + MORE == MONEY

A == B
SEND + + MORE == MONEY
   # an indented comment
  TO + GO == OUT
";

#[test]
fn batch_reports_every_line_in_order() {
    let file = TempFile::new(BATCH);
    let output = alphametic()
        .arg("batch")
        .arg(file.path())
        .assert()
        .code(2)
        .get_output()
        .stdout
        .clone();
    assert_eq!(
        json_lines(&output),
        [
            json!({
                "line": 2,
                "puzzle": "SEND + MORE == MONEY",
                "solution": {"D": 7, "E": 5, "M": 1, "N": 6, "O": 0, "R": 8, "S": 9, "Y": 2},
            }),
            json!({"line": 4, "puzzle": "A == B", "solution": null}),
            json!({
                "line": 5,
                "puzzle": "SEND + + MORE == MONEY",
                "error": "expected a word or a number after `+`",
                "column": 6,
            }),
            json!({
                "line": 7,
                "puzzle": "TO + GO == OUT",
                "solution": {"G": 8, "O": 1, "T": 2, "U": 0},
            }),
        ]
    );
}

const EXPRESSIONS: &str = "\
# products, powers and quotients
ODD * ODD == FREAKY
  2 * (ABRA + CADABRA == HOUDINI
PI * R ^ 2 == AREA

A * A == B, B * B == A
NORTH / SOUTH == EAST / WEST
";

#[test]
fn batch_of_expressions_reports_the_bad_line_and_solves_the_rest() {
    let file = TempFile::new(EXPRESSIONS);
    let output = alphametic()
        .args(["batch", "--count"])
        .arg(file.path())
        .assert()
        .code(2)
        .get_output()
        .stdout
        .clone();
    let lines = json_lines(&output);
    let numbers: Vec<&Value> = lines.iter().map(|l| &l["line"]).collect();
    assert_eq!(numbers, [2, 3, 4, 6, 7]);

    // Two solutions; the first in search order is either.
    assert_eq!(lines[0]["puzzle"], "ODD * ODD == FREAKY");
    assert_eq!(lines[0]["count"], 2);
    assert!(lines[0]["solution"].is_object());
    assert_eq!(
        lines[1],
        json!({
            "line": 3,
            "puzzle": "2 * (ABRA + CADABRA == HOUDINI",
            "error": "this `(` is not closed before `==`",
            "column": 7,
        })
    );
    assert_eq!(
        lines[2],
        json!({
            "line": 4,
            "puzzle": "PI * R ^ 2 == AREA",
            "solution": {"A": 4, "E": 0, "I": 6, "P": 9, "R": 7},
            "count": 1,
        })
    );
    assert_eq!(
        lines[3],
        json!({"line": 6, "puzzle": "A * A == B, B * B == A", "solution": null, "count": 0})
    );
    assert_eq!(
        lines[4],
        json!({
            "line": 7,
            "puzzle": "NORTH / SOUTH == EAST / WEST",
            "solution": {
                "A": 2, "E": 7, "H": 4, "N": 5, "O": 1, "R": 3, "S": 6, "T": 0, "U": 9, "W": 8,
            },
            "count": 1,
        })
    );
}

#[test]
fn batch_reads_stdin_and_counts() {
    let output = alphametic()
        .args(["batch", "--count", "--base", "11", "-"])
        .write_stdin("SEND + MORE == MONEY\nA == B\n")
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["line"], 1);
    assert_eq!(lines[0]["count"], 3);
    assert!(lines[0]["solution"].is_object());
    assert_eq!(
        lines[1],
        json!({"line": 2, "puzzle": "A == B", "solution": null, "count": 0})
    );
}

#[test]
fn batch_of_good_lines_exits_0_and_stays_quiet() {
    alphametic()
        .args(["batch", "-"])
        .write_stdin("I + BB == ILL\r\nAS + A == MOM")
        .assert()
        .success()
        .stderr("")
        .stdout(
            "{\"line\":1,\"puzzle\":\"I + BB == ILL\",\"solution\":{\"B\":9,\"I\":1,\"L\":0}}\n\
             {\"line\":2,\"puzzle\":\"AS + A == MOM\",\"solution\":{\"A\":9,\"M\":1,\"O\":0,\"S\":2}}\n",
        );
}

#[test]
fn batch_missing_file_is_an_error() {
    let path = std::env::temp_dir().join(format!(
        "alphametic-cli-test-{}-missing.txt",
        std::process::id()
    ));
    alphametic()
        .arg("batch")
        .arg(&path)
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::starts_with("error: cannot read `"))
        .stderr(predicate::str::contains("panicked").not());
}

#[test]
fn help_documents_exit_codes() {
    alphametic()
        .args(["batch", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Exit status"));
    alphametic()
        .args(["solve", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("--base <N>"));
}

#[test]
fn exercism_cases_solve_through_the_cli() {
    let data: Value =
        serde_json::from_str(&data::data("alphametics/exercism-canonical-data.json")).unwrap();
    let cases = data["cases"].as_array().unwrap();
    assert_eq!(cases.len(), 10);
    for case in cases {
        let puzzle = case["input"]["puzzle"].as_str().unwrap();
        let expected = &case["expected"];
        let assert = alphametic().args(["solve", "--json", puzzle]).assert();
        let assert = if expected.is_null() {
            assert.code(1)
        } else {
            assert.success()
        };
        let json: Value = serde_json::from_slice(&assert.get_output().stdout).unwrap();
        assert_eq!(&json["solution"], expected, "{}", case["description"]);
    }
}

#[test]
fn codegen_prints_the_generated_code() {
    let code = quiet_stdout(&["codegen", "SEND + MORE == MONEY"]);
    assert!(code.starts_with("// alphametic!(\"SEND + MORE == MONEY\")\n"));
    assert!(code.contains("static PUZZLE: &dyn ::alphametic::Alphametic"));
    assert!(code.contains("impl ::alphametic::__private::Alphametic for __Puzzle"));
}

#[test]
fn codegen_of_an_expression_multiplies_and_raises() {
    let code = quiet_stdout(&["codegen", "PI * R ^ 2 == AREA"]);
    assert!(code.starts_with("// alphametic!(\"PI * R ^ 2 == AREA\")\n"));
    // PI times R squared, with the power computed by `pow`, one `let` per
    // operation.
    assert!(code.contains(" = w1.pow(2u32);"), "{code}");
    assert!(code.contains(" = w0 * x"), "{code}");
}

#[test]
fn codegen_of_a_bad_puzzle_exits_2() {
    alphametic()
        .args(["codegen", "SEND + + MORE == MONEY"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains(
            "expected a word or a number after `+`",
        ));
}

/// A sum of 100,000 words, a product of 100,000 factors and 100,000
/// divisions: each longer than a command line allows, so read from stdin.
fn huge_puzzles() -> [String; 3] {
    [
        format!("{} == B", vec!["A"; 100_000].join(" + ")),
        format!("{} == B", vec!["1"; 100_000].join(" * ")),
        format!("A{} == B", " / 1".repeat(100_000)),
    ]
}

#[test]
fn solve_answers_huge_puzzles_read_from_stdin() {
    let [sum, product, divisions] = huge_puzzles();
    // 100000·A == B has no solution in distinct digits.
    alphametic()
        .args(["solve", "-"])
        .write_stdin(sum)
        .assert()
        .code(1)
        .stdout("no solution\n");
    alphametic()
        .args(["solve", "--json", "-"])
        .write_stdin(product)
        .assert()
        .success()
        .stdout(predicate::str::ends_with(
            r#""solution":{"B":1}}"#.to_owned() + "\n",
        ));
    alphametic()
        .args(["solve", "--count", "-"])
        .write_stdin(divisions)
        .assert()
        .code(1)
        .stdout("0\n");
}

#[test]
fn solve_refuses_a_puzzle_past_the_size_limit() {
    let text = format!("{} == B", vec!["A"; 300_000].join(" + "));
    alphametic()
        .args(["solve", "-"])
        .write_stdin(text)
        .assert()
        .code(2)
        .stderr(predicate::str::starts_with(
            "error: the puzzle is too long: 1200002 bytes, at most 1048576\n",
        ));
}

#[test]
fn letter_free_equations_are_checked_exactly() {
    for puzzle in [
        "2 ^ 62 == 3",
        "A == 1, 18446744073709551615 == 79",
        "SEND + MORE == MONEY, 4611686018427387904 == 1",
    ] {
        alphametic()
            .args(["solve", "--count", puzzle])
            .assert()
            .code(1)
            .stdout("0\n");
    }
    alphametic()
        .args([
            "solve",
            "--count",
            "--base",
            "2",
            "I ^ 2305843009213693952 == I",
        ])
        .assert()
        .success()
        .stdout("2\n");
}

/// Starts `alphametic ARGS` and returns its first line of output, then
/// stops it: the line can only come if the command streams its output.
fn first_line_of(args: &[&str]) -> String {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("alphametic"))
        .args(args)
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    line
}

// In base 16, counting every solution of this puzzle takes hours; its
// first solutions come within a second or two.
const MANY: &str = "ABCDE + FGHIJ == KLMNOP";

#[test]
fn solve_all_streams_solutions_as_they_are_found() {
    let text = first_line_of(&["solve", "--all", "--base", "16", MANY]);
    assert!(text.contains(" == "), "{text}");
    let json = first_line_of(&["solve", "--all", "--json", "--base", "16", MANY]);
    let json: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json["solution"].as_object().unwrap().len(), 16);
}

#[test]
fn batch_writes_each_line_once_the_lines_before_it_are_done() {
    let file = TempFile::new(&format!("TO + GO == OUT\n{MANY}\n"));
    let path = file.path();
    let first = first_line_of(&["batch", "--count", "--base", "16", path]);
    let first: Value = serde_json::from_str(&first).unwrap();
    assert_eq!(first["line"], 1);
    assert_eq!(first["count"], 1);
}

#[test]
fn batch_times_out_a_slow_line_and_answers_the_others() {
    let [sum, product, divisions] = huge_puzzles();
    // Every assignment of sixteen digits solves this line: a count that
    // would take days.
    let endless = "ABCDEFGHIJKLMNOP == ABCDEFGHIJKLMNOP";
    let file = TempFile::new(&format!(
        "SEND + MORE == MONEY\n{endless}\n{sum}\n{product}\n{divisions}\nTO + GO == OUT\n"
    ));
    let output = alphametic()
        // Long enough for every other line even on a loaded machine; the
        // sixteen-letter count needs far longer.
        .args(["batch", "--count", "--base", "16", "--timeout", "5"])
        .arg(file.path())
        .assert()
        .code(2)
        .get_output()
        .stdout
        .clone();
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 6);
    assert_eq!(lines[0]["count"], 28);
    assert_eq!(lines[1]["line"], 2);
    assert_eq!(lines[1]["error"], "timed out after 5 s");
    assert_eq!(lines[2]["solution"], Value::Null);
    assert_eq!(lines[3]["solution"], json!({"B": 1}));
    assert_eq!(lines[4]["count"], 0);
    assert_eq!(
        lines[5]["solution"],
        json!({"G": 14, "O": 1, "T": 2, "U": 0})
    );
}

#[test]
fn batch_timeout_must_be_a_positive_number() {
    for bad in ["0", "-1", "soon", "NaN"] {
        alphametic()
            .args(["batch", &format!("--timeout={bad}"), "-"])
            .assert()
            .code(2)
            .stderr(predicate::str::contains("--timeout"));
    }
}

#[test]
fn solve_json_reports_a_malformed_puzzle_as_a_json_object() {
    let output = alphametic()
        .args(["solve", "--json", "SEND + + MORE == MONEY"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("^"))
        .get_output()
        .stdout
        .clone();
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0]["puzzle"], "SEND + + MORE == MONEY");
    assert_eq!(lines[0]["column"], 6);
    assert!(lines[0]["error"].as_str().unwrap().contains("expected"));
}

#[test]
fn a_puzzle_that_starts_with_a_minus_follows_a_double_dash() {
    alphametic()
        .args(["solve", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("put `--` before it"));
    alphametic()
        .args(["solve", "--count", "--", "- A + B == C"])
        .assert()
        .success()
        .stdout("32\n");
}

#[test]
fn strict_forbids_a_leading_zero_on_one_letter_words_in_every_command() {
    // `X + X == X` has the one solution X=0, which the strict rule refuses.
    assert_eq!(quiet_stdout(&["solve", "--count", "X + X == X"]), "1\n");
    alphametic()
        .args(["solve", "--count", "--strict", "X + X == X"])
        .assert()
        .code(1)
        .stdout("0\n");
    let file = TempFile::new("X + X == X\nTO + GO == OUT\n");
    let path = file.path();
    let output = stdout(&["batch", "--strict", "--count", path]);
    let lines = json_lines(&output);
    assert_eq!(lines[0]["count"], 0);
    assert_eq!(lines[1]["count"], 1);
    let code = quiet_stdout(&["codegen", "--strict", "X + X == X"]);
    assert!(
        code.starts_with("// alphametic!(\"X + X == X\", strict)"),
        "{code}"
    );
}

#[test]
fn a_byte_order_mark_is_no_part_of_the_first_puzzle() {
    let file = TempFile::new("\u{feff}TO + GO == OUT\nA + A == B\n");
    let output = alphametic()
        .arg("batch")
        .arg(file.path())
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let lines = json_lines(&output);
    assert_eq!(lines[0]["puzzle"], "TO + GO == OUT");
    alphametic()
        .args(["solve", "--json", "-"])
        .write_stdin("\u{feff}TO + GO == OUT\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("\"puzzle\":\"TO + GO == OUT\""));
}

#[test]
fn the_language_of_published_puzzles_through_every_command() {
    // Counted by hand: ABC and CBA differ as A != C; A in 1..=9, C in
    // 1..=9 but A, B any other digit.
    for (args, count) in [
        (&["--strict", "dota2 + halo3 == games"][..], "8"),
        (&["SEND + MORE == MONEY, S > M"], "1"),
        (&["SEND + MORE == MONEY, S < M"], "0"),
        (&["--strict", "ABC != CBA"], "576"),
        // A = 1..=4 with any other B, or exactly 50.
        (&["AB <= 50"], "37"),
        // Every four-digit number of distinct digits.
        (&["ABCD // 100 == AB"], "4536"),
    ] {
        let mut all = vec!["solve", "--count"];
        all.extend(args);
        let out = alphametic().args(&all).output().unwrap();
        assert_eq!(
            String::from_utf8_lossy(&out.stdout).trim(),
            count,
            "{args:?}"
        );
    }
    let file = TempFile::new("A1 + B2 == C3\nA =< B\nA9 == B\nABCD % 7 == 0, A > 8\n");
    let output = alphametic()
        .args(["batch", "--count", "--base", "9"])
        .arg(file.path())
        .assert()
        .code(2)
        .get_output()
        .stdout
        .clone();
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 4, "every line answered: {lines:?}");
    assert_eq!(lines[1]["error"], "`=<` is not a comparison operator");
    assert_eq!(lines[1]["column"], 3);
    assert_eq!(lines[2]["error"], "invalid digit for base 9: `9`");
    assert_eq!(lines[2]["column"], 2);
    assert!(lines[0]["count"].as_u64().unwrap() > 0, "{lines:?}");
    assert!(lines[3]["count"].is_u64(), "{lines:?}");
}

#[test]
fn digits_narrow_what_every_command_solves() {
    assert_eq!(
        quiet_stdout(&["solve", "--count", "--digits", "1-9", "ABC + DEF == GHI"]),
        "336\n"
    );
    let file = TempFile::new("ABC + DEF == GHI\nA + B == C\n");
    let lines = json_lines(&stdout(&[
        "batch",
        "--count",
        "--digits",
        "1-3",
        file.path(),
    ]));
    assert_eq!(lines[0]["count"], 0);
    assert_eq!(lines[1]["count"], 2);
    let code = quiet_stdout(&["codegen", "--digits", "1-9", "ABC + DEF == GHI"]);
    assert!(
        code.starts_with("// alphametic!(\"ABC + DEF == GHI\", digits = \"1-9\")\n"),
        "{code}"
    );
}

#[test]
fn digits_outside_the_base_are_a_usage_error() {
    alphametic()
        .args(["solve", "--base", "8", "--digits", "1-9", "A + B == C"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "error: digit 8 is not a digit of base 8: the digits are 0 to 7",
        ));
    alphametic()
        .args(["solve", "--digits", "1-x", "A + B == C"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "`1-x` is not a digit or a range of digits",
        ));
    alphametic()
        .args(["find", "--base", "8", "--digits", "1-9", "-"])
        .write_stdin("a\nb\nc\n")
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "error: digit 8 is not a digit of base 8: the digits are 0 to 7",
        ));
}

#[test]
fn answer_groups_the_solutions_by_a_value() {
    assert_eq!(
        quiet_stdout(&["solve", "--answer", "A + B", "A + B == 5"]),
        "A + B = 5 (6 solutions)\n"
    );
    assert_eq!(
        quiet_stdout(&["solve", "--answer", "A", "--count", "A + B == 5"]),
        "6\n"
    );
    let line = json_lines(&stdout(&[
        "solve",
        "--json",
        "--answer",
        "C",
        "A + B == C, C < 4",
    ]));
    assert_eq!(
        line[0],
        json!({
            "puzzle": "A + B == C, C < 4",
            "base": 10,
            "answer": "C",
            "answers": [{ "value": "3", "count": 2 }],
        })
    );
    alphametic()
        .args(["solve", "--answer", "X", "A + B == C"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "error: letter `X` is not in the puzzle",
        ));
}

#[test]
fn doubly_true_names_can_lose_their_accents() {
    let plain = quiet_stdout(&["find", "--doubly-true", "tr"]);
    let folded = quiet_stdout(&["find", "--doubly-true", "tr", "--fold-accents"]);
    assert!(plain.contains('ü'), "{plain}");
    assert!(!folded.contains(['ş', 'ç', 'ü', 'ö']), "{folded}");
    // `beş` read as `bes` makes sums that `beş` does not.
    assert!(
        folded.contains("iki + bes + sekiz + oniki + onsekiz == kırkbes"),
        "{folded}"
    );
    assert_ne!(plain.lines().count(), folded.lines().count());
}
