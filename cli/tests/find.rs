//! `alphametic find`, run as a user would run it, against the library's
//! finder (itself checked against the brute-force oracle in the facade's
//! tests/find.rs).

use std::path::PathBuf;

use alphametic::Puzzle;
use alphametic_find::{DigitSet, FindOptions, SumFinder, WordList, ZeroRule};
use alphametic_find::{Finder as _, Found as _};
use predicates::prelude::*;
use serde_json::Value;

mod common;
use alphametic_support as data;

use common::{TempFile, alphametic};

fn data_path(name: &str) -> String {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/data");
    root.join(name).to_str().unwrap().to_owned()
}

/// Runs `alphametic find ARGS`, which must succeed with nothing on stderr,
/// and returns its stdout lines.
fn find(args: &[&str]) -> Vec<String> {
    let output = alphametic()
        .arg("find")
        .args(args)
        .assert()
        .success()
        .stderr("");
    String::from_utf8(output.get_output().stdout.clone())
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

/// What the library finds, as the CLI prints it.
fn library(text: &str, options: &FindOptions) -> Vec<String> {
    let list = WordList::parse(text);
    SumFinder::new(list.words(), options)
        .unwrap()
        .iter()
        .map(|found| found.puzzle().to_owned())
        .collect()
}

#[test]
fn planets_print_unique_puzzles_in_the_library_order() {
    let lines = find(&[&data_path("words/planets.txt"), "--max", "3"]);
    assert!(lines.contains(&"saturn + uranus == jupiter".to_owned()));
    for line in &lines {
        assert_eq!(
            Puzzle::parse(&line.to_uppercase()).unwrap().count(),
            1,
            "{line}"
        );
    }
    let text = data::data("words/planets.txt");
    assert_eq!(lines, library(&text, &FindOptions::new().addends(2, 3)));
}

#[test]
fn many_right_words_keep_the_library_order() {
    // 143 right-hand words: one job per word rather than per first addend.
    let text = data::data("words/colours.txt");
    let lines = find(&[&data_path("words/colours.txt"), "--max", "2"]);
    assert!(!lines.is_empty());
    assert_eq!(lines, library(&text, &FindOptions::new().addends(2, 2)));
}

#[test]
fn greek_letters_in_parts_keep_the_library_order() {
    let text = data::data("words/greek.txt");
    let lines = find(&[&data_path("words/greek.txt"), "--min", "3", "--max", "4"]);
    assert_eq!(lines, library(&text, &FindOptions::new().addends(3, 4)));
    assert!(lines.iter().all(|l| l.matches(" + ").count() >= 2));
}

#[test]
fn json_gives_the_puzzle_and_its_solution() {
    let lines = find(&[&data_path("words/planets.txt"), "--max", "2", "--json"]);
    assert!(!lines.is_empty());
    for line in &lines {
        let value: Value = serde_json::from_str(line).unwrap();
        let puzzle = Puzzle::parse(&value["puzzle"].as_str().unwrap().to_uppercase()).unwrap();
        let solution = puzzle.solve().unwrap();
        assert_eq!(
            value["solution"],
            serde_json::to_value(solution.to_map()).unwrap()
        );
        assert_eq!(line.find("\"puzzle\""), Some(1), "puzzle first: {line}");
    }
}

#[test]
fn a_right_word_outside_the_list() {
    let words = TempFile::new("send\nmore\nmoney\nend\nore\n");
    let lines = find(&[words.path(), "--right", "MONEY"]);
    assert_eq!(lines[0], "send + more == MONEY");
    // The list's own `money` is then not an addend either.
    assert!(lines.iter().all(|l| l.ends_with("== MONEY")));
    let in_list = find(&[words.path(), "--right", "money"]);
    assert_eq!(in_list[0], "send + more == money");
}

#[test]
fn strict_forbids_a_zero_one_letter_word() {
    let text = "a\nbe\nbed\ncab\ndab\nace\nbead\nad\ndeed\n";
    let words = TempFile::new(text);
    let standard = find(&[words.path(), "--max", "4"]);
    let strict = find(&[words.path(), "--max", "4", "--strict"]);
    assert_ne!(standard, strict);
    let options = FindOptions::new().addends(2, 4).zeros(ZeroRule::Strict);
    assert_eq!(strict, library(text, &options));
}

#[test]
fn another_base() {
    let text = "i\nbb\nill\nli\nbill\nlib\ngill\nbig\n";
    let words = TempFile::new(text);
    let lines = find(&[words.path(), "--base", "7", "--max", "4"]);
    assert!(!lines.is_empty());
    assert_eq!(
        lines,
        library(text, &FindOptions::new().addends(2, 4).base(7))
    );
    for line in &lines {
        let puzzle = Puzzle::parse_with_base(&line.to_uppercase(), 7).unwrap();
        assert_eq!(puzzle.count(), 1, "{line}");
    }
    alphametic()
        .args(["find", words.path(), "--base", "37"])
        .assert()
        .code(2);
}

#[test]
fn digits_limit_what_every_kind_finds() {
    // The sums are the library's with the same set, and every puzzle of
    // each kind has exactly one solution under the set, in its digits.
    let check = |lines: &[String], options: alphametic::Options| {
        for line in lines {
            let puzzle = Puzzle::parse_with(&line.to_uppercase(), options.clone()).unwrap();
            let solutions: Vec<_> = puzzle.solutions().take(2).collect();
            assert_eq!(solutions.len(), 1, "{line}");
            let set = options.digits.unwrap();
            assert!(
                solutions[0].iter().all(|(_, d)| set.contains(d.into())),
                "{line}"
            );
        }
    };
    let one_to_nine: DigitSet = "1-9".parse().unwrap();
    let text = "a\nbe\nbed\ncab\ndab\nace\nbead\nad\ndeed\n";
    let words = TempFile::new(text);
    let sums = find(&[words.path(), "--max", "3", "--digits", "1-9"]);
    assert!(!sums.is_empty());
    let options = FindOptions::new().addends(2, 3).digits(one_to_nine);
    assert_eq!(sums, library(text, &options));
    assert_ne!(sums, find(&[words.path(), "--max", "3"]));
    check(&sums, alphametic::Options::new().digits(one_to_nine));

    let factors = TempFile::new("a\nb\nab\nba\nca\nbad\nd\ncab\ndc\n");
    let products = find(&[
        "--products",
        "--max",
        "2",
        "--digits",
        "1-9",
        factors.path(),
    ]);
    assert!(!products.is_empty());
    check(&products, alphametic::Options::new().digits(one_to_nine));

    // The grids of this list in base 8 use the digits 0 to 4 and 6.
    let cells = TempFile::new("a\nb\ne\nab\nac\nbc\nce\nda\nfa\nfb\neae\n");
    let digits: DigitSet = "0-4,6".parse().unwrap();
    let grids = find(&[
        "--grid",
        "3",
        "--base",
        "8",
        "--digits",
        "0-4,6",
        cells.path(),
    ]);
    assert!(!grids.is_empty());
    check(&grids, alphametic::Options::new().base(8).digits(digits));

    // English names of numbers have ten letters and more: base 11 with
    // its digits but 0.
    let one_to_ten: DigitSet = "1-10".parse().unwrap();
    let args = [
        "--doubly-true",
        "en",
        "--max",
        "4",
        "--base",
        "11",
        "--json",
    ];
    let doubly = find(&[&args[..], &["--digits", "1-10"]].concat());
    assert!(!doubly.is_empty());
    assert_ne!(doubly, find(&args));
    for line in &doubly {
        let value: Value = serde_json::from_str(line).unwrap();
        let puzzle = value["puzzle"].as_str().unwrap().to_owned();
        check(
            &[puzzle],
            alphametic::Options::new().base(11).digits(one_to_ten),
        );
        assert!(
            value["solution"]
                .as_object()
                .unwrap()
                .values()
                .all(|d| d != 0)
        );
    }

    // Base 8, its digits but 0; rated as it was found.
    let base_8 = find(&[
        words.path(),
        "--base",
        "8",
        "--digits",
        "1-7",
        "--rate",
        "--json",
    ]);
    assert!(!base_8.is_empty());
    for line in &base_8 {
        let value: Value = serde_json::from_str(line).unwrap();
        let puzzle = value["puzzle"].as_str().unwrap().to_owned();
        let set: DigitSet = "1-7".parse().unwrap();
        check(&[puzzle], alphametic::Options::new().base(8).digits(set));
        assert!(value.get("difficulty").is_some(), "{line}");
    }
}

#[test]
fn digits_the_base_lacks_are_a_usage_error() {
    for (args, error) in [
        (
            &["--base", "8", "--digits", "1-9"][..],
            "error: digit 8 is not a digit of base 8: the digits are 0 to 7",
        ),
        (
            &["--digits", ""][..],
            "error: the letters may take no digit: the set is empty",
        ),
        (
            &["--digits", "1-x"][..],
            "`1-x` is not a digit or a range of digits",
        ),
        (
            &["--grid", "3", "--digits", "10"][..],
            "error: digit 10 is not a digit of base 10: the digits are 0 to 9",
        ),
    ] {
        alphametic()
            .arg("find")
            .args(args)
            .arg("-")
            .write_stdin("send\nmore\nmoney\n")
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains(error));
    }
}

#[test]
fn word_lengths_filter_the_list() {
    let text = "to\ngo\nout\ni\nbb\nill\n";
    let words = TempFile::new(text);
    let lines = find(&[words.path(), "--min-len", "2", "--max-len", "3"]);
    assert!(lines.contains(&"to + go == out".to_owned()));
    assert!(lines.iter().all(|l| !l.starts_with("i ")));
    let options = FindOptions::new().word_lengths(2, 3);
    assert_eq!(lines, library(text, &options));
    let all = find(&[words.path()]);
    assert!(all.contains(&"i + bb == ill".to_owned()));
}

#[test]
fn malformed_lines_are_reported_and_skipped() {
    let words = TempFile::new("# planets\nsend\n\nmore\nros3\ntwo words\nmoney\nSEND\n");
    alphametic()
        .args(["find", words.path()])
        .assert()
        .success()
        .stdout("send + more == money\n")
        .stderr(
            predicate::str::contains("line 5: `ros3` is not a word")
                .and(predicate::str::contains(
                    "line 6: `two words` is not a word",
                ))
                .and(predicate::str::contains(
                    "line 8: `SEND` repeats the word of line 2",
                )),
        );
}

#[test]
fn stdin_is_read_for_a_dash() {
    alphametic()
        .args(["find", "-", "--max", "2"])
        .write_stdin("send\nmore\nmoney\n")
        .assert()
        .success()
        .stdout("send + more == money\n");
}

#[test]
fn an_empty_list_finds_nothing_and_succeeds() {
    alphametic()
        .args(["find", "-"])
        .write_stdin("# nothing\n")
        .assert()
        .success()
        .stdout("");
}

#[test]
fn bad_input_exits_2() {
    alphametic()
        .args(["find", "/nonexistent/words.txt"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("cannot read"));
    alphametic()
        .args(["find", "-", "--min", "3", "--max", "2"])
        .write_stdin("a\nb\n")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("min <= max"));
    alphametic()
        .args(["find", "-", "--right", "two words"])
        .write_stdin("a\nb\n")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("not a word"));
    alphametic()
        .args(["find", "-", "--max", "0"])
        .write_stdin("a\nb\n")
        .assert()
        .code(2);
}

#[test]
fn products_print_the_library_results() {
    let text = "a\nb\nab\nba\nca\nbad\nd\ncab\ndc\n";
    let file = TempFile::new(text);
    let lines = find(&["--products", "--max", "2", file.path()]);
    let list = WordList::parse(text);
    let expected: Vec<String> =
        alphametic_find::ProductFinder::new(list.words(), &FindOptions::new().addends(1, 2))
            .unwrap()
            .iter()
            .map(|f| f.puzzle().to_owned())
            .collect();
    assert!(!lines.is_empty());
    assert_eq!(lines, expected);
    for line in &lines {
        assert!(line.contains(" * ") && line.contains(" == "), "{line}");
        let puzzle = Puzzle::parse(&line.to_uppercase()).unwrap();
        assert!(puzzle.is_unique(), "{line}");
    }
}

#[test]
fn grids_print_rows_then_columns() {
    let text = "a\nb\ne\nab\nac\nbc\nce\nda\nfa\nfb\neae\n";
    let file = TempFile::new(text);
    let lines = find(&["--grid", "3", "--base", "8", "--json", file.path()]);
    assert!(!lines.is_empty());
    for line in &lines {
        let value: Value = serde_json::from_str(line).unwrap();
        let puzzle = value["puzzle"].as_str().unwrap();
        assert_eq!(puzzle.matches(',').count(), 5, "{puzzle}");
        let parsed = alphametic::Puzzle::parse_with(
            &puzzle.to_uppercase(),
            alphametic::Options::new().base(8),
        )
        .unwrap();
        let solution = parsed.solve().unwrap();
        assert!(parsed.is_unique(), "{puzzle}");
        for (letter, digit) in solution.iter() {
            assert_eq!(value["solution"][letter.to_string()], u64::from(digit));
        }
    }
}

#[test]
fn doubly_true_english_sums_are_true() {
    let lines = find(&["--doubly-true", "en"]);
    assert!(lines.contains(&"one + nine + twenty + fifty == eighty".to_owned()));
    let mut values = std::collections::HashMap::new();
    // The names the crate gives 1..100, letters only, read back from a
    // numbers file run: every sum is true as numbers.
    for line in &lines {
        let (left, right) = line.split_once(" == ").unwrap();
        values.insert(right.to_owned(), ());
        assert!(left.split(" + ").count() >= 2, "{line}");
        assert!(
            Puzzle::parse(&line.to_uppercase()).unwrap().is_unique(),
            "{line}"
        );
    }
    let numbers = TempFile::new("one\t1\nnine\t9\ntwenty\t20\nfifty\t50\neighty\t80\nbad line\n");
    let output = alphametic()
        .args(["find", "--numbers-file", numbers.path()])
        .assert()
        .success()
        .stderr(predicate::str::contains(
            "line 6: `bad line` is not `name<TAB>value`",
        ));
    let stdout = String::from_utf8(output.get_output().stdout.clone()).unwrap();
    assert_eq!(stdout, "one + nine + twenty + fifty == eighty\n");
}

#[test]
fn languages_are_listed_and_unknown_ones_refused() {
    let lines = find(&["--list-languages"]);
    for code in ["en", "es", "fr", "de", "it"] {
        assert!(lines.contains(&code.to_owned()), "{code}");
    }
    alphametic()
        .args(["find", "--doubly-true", "xx"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "no number names for language `xx`",
        ));
    alphametic()
        .args(["find", "--doubly-true", "en", "--numbers", "9..1"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("is not a range of numbers"));
}

#[test]
fn shards_concatenated_are_the_whole_run() {
    let planets = data_path("words/planets.txt");
    let whole = find(&[&planets, "--max", "3"]);
    let mut shards = Vec::new();
    for k in 0..3 {
        shards.extend(find(&[
            &planets,
            "--max",
            "3",
            "--shard",
            &format!("{k}/3"),
        ]));
    }
    assert!(!whole.is_empty());
    let mut sorted = whole.clone();
    sorted.sort();
    shards.sort();
    assert_eq!(shards, sorted);
    alphametic()
        .args(["find", &planets, "--shard", "3/3"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("`3/3` is not a shard"));
}

/// The variables `--shard auto/N` reads, in its order.
const SHARD_INDEX_VARS: [&str; 3] = [
    "SLURM_ARRAY_TASK_ID",
    "JOB_COMPLETION_INDEX",
    "AWS_BATCH_JOB_ARRAY_INDEX",
];

/// `alphametic find ARGS` with `vars` the only shard index variables set,
/// whatever the environment of the tests holds.
fn find_in(vars: &[(&str, &str)], args: &[&str]) -> assert_cmd::Command {
    let mut command = alphametic();
    for name in SHARD_INDEX_VARS {
        command.env_remove(name);
    }
    command.envs(vars.iter().copied()).arg("find").args(args);
    command
}

/// The stdout lines of `find_in`, which must succeed with nothing on
/// stderr.
fn found_in(vars: &[(&str, &str)], args: &[&str]) -> Vec<String> {
    let output = find_in(vars, args).assert().success().stderr("");
    String::from_utf8(output.get_output().stdout.clone())
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

#[test]
fn auto_shard_from_slurm_is_the_explicit_shard() {
    let planets = data_path("words/planets.txt");
    for k in 0..3 {
        let explicit = found_in(&[], &[&planets, "--max", "3", "--shard", &format!("{k}/3")]);
        let index = k.to_string();
        let auto = found_in(
            &[("SLURM_ARRAY_TASK_ID", &index)],
            &[&planets, "--max", "3", "--shard", "auto/3"],
        );
        assert_eq!(auto, explicit, "shard {k}");
    }
}

#[test]
fn auto_shard_takes_the_first_variable_set() {
    let planets = data_path("words/planets.txt");
    let shard = |k: usize| found_in(&[], &[&planets, "--max", "3", "--shard", &format!("{k}/3")]);
    let shards = [shard(0), shard(1), shard(2)];
    // Otherwise the test could not tell one variable's index from another's.
    assert!(shards[0] != shards[1] && shards[1] != shards[2] && shards[0] != shards[2]);
    let auto =
        |vars: &[(&str, &str)]| found_in(vars, &[&planets, "--max", "3", "--shard", "auto/3"]);
    let slurm = ("SLURM_ARRAY_TASK_ID", "1");
    let kubernetes = ("JOB_COMPLETION_INDEX", "2");
    let aws = ("AWS_BATCH_JOB_ARRAY_INDEX", "0");
    assert_eq!(auto(&[aws, kubernetes, slurm]), shards[1]);
    assert_eq!(auto(&[aws, kubernetes]), shards[2]);
    assert_eq!(auto(&[aws]), shards[0]);
    assert_eq!(auto(&[aws, slurm]), shards[1]);
}

#[test]
fn auto_shard_without_an_index_is_an_error() {
    let planets = data_path("words/planets.txt");
    find_in(&[], &[&planets, "--shard", "auto/10"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(
            "error: `--shard auto/10` needs the shard index from the environment: \
             set `SLURM_ARRAY_TASK_ID`, `JOB_COMPLETION_INDEX` or `AWS_BATCH_JOB_ARRAY_INDEX`\n",
        );
}

#[test]
fn auto_shard_with_a_bad_index_names_its_variable() {
    let planets = data_path("words/planets.txt");
    find_in(
        &[("SLURM_ARRAY_TASK_ID", "first")],
        &[&planets, "--shard", "auto/10"],
    )
    .assert()
    .code(2)
    .stdout("")
    .stderr(
        "error: `SLURM_ARRAY_TASK_ID` is `first`, not a shard index: \
         `--shard auto/10` needs a number from 0 to 9\n",
    );
    // The first variable set is the one read, even when a later one is good.
    find_in(
        &[
            ("JOB_COMPLETION_INDEX", "10"),
            ("AWS_BATCH_JOB_ARRAY_INDEX", "0"),
        ],
        &[&planets, "--shard", "auto/10"],
    )
    .assert()
    .code(2)
    .stderr(predicate::str::contains(
        "`JOB_COMPLETION_INDEX` is `10`, not a shard index",
    ));
    find_in(&[], &[&planets, "--shard", "auto/0"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("`auto/0` is not a shard"));
}

#[test]
fn help_shows_an_example_of_each_kind() {
    let output = alphametic().args(["find", "--help"]).assert().success();
    let help = String::from_utf8(output.get_output().stdout.clone()).unwrap();
    for example in [
        "saturn + uranus == jupiter",
        "beta * phi == alpha * nu",
        "a + b == c, d + e == f, g + h == i, a + d == g, b + e == h, c + f == i",
        "one + nine + twenty + fifty == eighty",
    ] {
        assert!(help.contains(example), "{example}");
    }
}
