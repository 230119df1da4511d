//! The run-file corpus (`tests/data/runfiles/`), every file end to end:
//! read into the puzzle language, parsed, planned and counted, beside the
//! brute-force oracle given the same puzzle and rules. A plain timing
//! table (no criterion): one row per file, then the geometric mean and
//! total speed-ups the README quotes.
//!
//! `cargo bench --bench run_files`

use std::path::Path;
use std::time::Duration;

use alphametic::run_file::{self, RunFile};
use alphametic::{Distinct, Puzzle, ZeroRule};
use alphametic_support::oracle::{BruteForce, Rules};
use alphametic_support::table::{self, Row};

/// The oracle's view of a run file's options.
fn oracle(run: &RunFile) -> Result<BruteForce, String> {
    let options = &run.options;
    let mut rules = Rules {
        groups: match &options.distinct {
            Distinct::All => None,
            Distinct::Groups(groups) => Some(groups.clone()),
            _ => Some(Vec::new()),
        },
        symbols: options.symbols.clone(),
        zeros_allowed: options.zeros == ZeroRule::Allowed,
        ..Rules::default()
    };
    for rule in &options.letters {
        let letter = match *rule {
            alphametic::LetterRule::Invalid { letter, .. }
            | alphametic::LetterRule::Assign { letter, .. } => letter,
            _ => continue,
        };
        rules
            .digits_of
            .push((letter, options.letter_digits(letter).bits()));
    }
    if !options.literal.is_empty() {
        return Err("literal characters".into());
    }
    let digits = options.digits.map_or(u64::MAX, |d| d.bits());
    BruteForce::with_rules(
        &run.puzzle,
        options.base,
        options.zeros == ZeroRule::Strict,
        digits,
        &rules,
    )
}

/// The most unknowns a puzzle may have for the brute force to be timed.
const MAX_ORACLE_UNKNOWNS: usize = 12;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/runfiles");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/data/runfiles")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "run"))
        .collect();
    files.sort();
    let mut rows = Vec::new();
    let mut skipped = Vec::new();
    for path in &files {
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(path).expect("a text file");
        let count = |text: &str| {
            let run = run_file::read(text).expect("the corpus reads");
            Puzzle::parse_with(&run.puzzle, run.options)
                .expect("the corpus parses")
                .count()
        };
        let Ok(run) = run_file::read(&text) else {
            // A file the reader refuses (tests/data/runfiles/refused.tsv).
            skipped.push(format!("{name} (refused)"));
            continue;
        };
        let Ok(puzzle) = Puzzle::parse_with(&run.puzzle, run.options.clone()) else {
            skipped.push(format!("{name} (refused)"));
            continue;
        };
        // The brute force tries every digit of every unknown in turn: past
        // a dozen unknowns it would take hours.
        if puzzle.letters().count() + puzzle.blanks() > MAX_ORACLE_UNKNOWNS {
            skipped.push(format!("{name} (too many unknowns for the oracle)"));
            continue;
        }
        let ours = puzzle.count();
        let brute = match oracle(&run) {
            Ok(brute) => brute,
            Err(why) => {
                skipped.push(format!("{name} ({why})"));
                continue;
            }
        };
        assert_eq!(brute.count(), ours, "{name}");
        let time: Duration = table::time_per_call(|| count(&text));
        let oracle_time = table::time_per_call(|| brute.count());
        rows.push(Row {
            name,
            times: vec![oracle_time, time],
        });
    }
    println!("run files (tests/data/runfiles), read, parsed, planned and counted:");
    table::print(&["oracle", "alphametic"], &rows);
    let mut reasons: Vec<(String, usize)> = Vec::new();
    for entry in &skipped {
        let reason = entry
            .split_once(" (")
            .map_or("", |(_, r)| r.trim_end_matches(')'));
        match reasons.iter_mut().find(|(r, _)| r == reason) {
            Some((_, n)) => *n += 1,
            None => reasons.push((reason.to_owned(), 1)),
        }
    }
    let reasons: Vec<String> = reasons.iter().map(|(r, n)| format!("{n} {r}")).collect();
    println!(
        "{} run files timed; {} not: {}",
        rows.len(),
        skipped.len(),
        reasons.join(", ")
    );
    for entry in &skipped {
        println!("  not timed: {entry}");
    }
}
