//! Puzzles as puzzle columns set them, against the brute-force oracle:
//! missing digits `?` in sums, products and quotients, long divisions and
//! long multiplications (with quotient or multiplier digits 0), digit sets
//! and answers, under both zero rules, in bases 8, 10 and 12.
//!
//! `tests/data/alphametics/skeletons.tsv` holds the puzzles and the
//! oracle's counts; with `ALPHAMETIC_REGENERATE=1` the test writes the
//! oracle's counts into it instead of comparing.

use alphametic_support as common;

use std::collections::BTreeSet;
use std::path::PathBuf;

use alphametic::{DigitSet, Options, Puzzle, Solution, ZeroRule};
use common::written::{Written, division_text, multiplication_text};
use common::{data, oracle};
use proptest::prelude::*;

/// One line of the corpus.
struct Row {
    puzzle: String,
    base: u32,
    digits: Option<DigitSet>,
    answer: Option<String>,
    counts: [u64; 2],
    answers: u64,
}

fn rows() -> Vec<Row> {
    data("alphametics/skeletons.tsv")
        .lines()
        .skip(1)
        .map(|line| {
            let cols: Vec<&str> = line.split('\t').collect();
            let optional = |s: &str| (s != "-").then(|| s.to_owned());
            Row {
                puzzle: cols[0].to_owned(),
                base: cols[1].parse().unwrap(),
                digits: optional(cols[2]).map(|d| d.parse().unwrap()),
                answer: optional(cols[3]),
                counts: [cols[4].parse().unwrap(), cols[5].parse().unwrap()],
                answers: cols[6].parse().unwrap(),
            }
        })
        .collect()
}

fn options(base: u32, strict: bool, digits: Option<DigitSet>) -> Options {
    let zeros = if strict {
        ZeroRule::Strict
    } else {
        ZeroRule::Standard
    };
    let options = Options::new().base(base).zeros(zeros);
    match digits {
        Some(digits) => options.digits(digits),
        None => options,
    }
}

/// A solution as the oracle writes one: the letters' digits, then the
/// `?`s' in the order written.
fn filled(solution: &Solution) -> oracle::Filled {
    oracle::Filled {
        letters: solution.iter().collect(),
        blanks: solution.blanks().to_vec(),
    }
}

/// The value of `word` under the oracle's solution `s`, in `base`.
fn value(word: &str, base: u32, s: &oracle::Filled) -> u128 {
    word.chars()
        .fold(0, |n, c| n * u128::from(base) + u128::from(s.letters[&c]))
}

/// The solver's solutions of `text`, sorted, with the oracle's.
fn both(text: &str, base: u32, strict: bool, digits: Option<DigitSet>) -> [Vec<oracle::Filled>; 2] {
    let puzzle = Puzzle::parse_with(text, options(base, strict, digits))
        .unwrap_or_else(|e| panic!("{text} in base {base}: {e}"));
    let mut found: Vec<oracle::Filled> = puzzle.solutions().map(|s| filled(&s)).collect();
    found.sort();
    let mask = digits.map_or(u64::MAX, DigitSet::bits);
    [found, oracle::filled_solutions(text, base, strict, mask)]
}

#[test]
fn every_puzzle_of_the_corpus_has_the_oracles_solutions() {
    let rows = rows();
    assert!(rows.len() >= 150);
    let regenerate = std::env::var_os("ALPHAMETIC_REGENERATE").is_some();
    let mut out = String::from("puzzle\tbase\tdigits\tanswer\tcount\tcount_strict\tanswers\n");
    for row in &rows {
        let mut counts = [0; 2];
        let mut answers = 0;
        for (strict, count) in [false, true].into_iter().zip(&mut counts) {
            let [found, expected] = both(&row.puzzle, row.base, strict, row.digits);
            assert_eq!(found, expected, "{} (strict: {strict})", row.puzzle);
            let puzzle =
                Puzzle::parse_with(&row.puzzle, options(row.base, strict, row.digits)).unwrap();
            assert_eq!(
                puzzle.count(),
                expected.len() as u64,
                "{} (strict: {strict}): the count",
                row.puzzle
            );
            *count = expected.len() as u64;
            if let (Some(answer), false) = (&row.answer, strict) {
                let values: BTreeSet<u128> = expected
                    .iter()
                    .map(|s| value(answer, row.base, s))
                    .collect();
                answers = values.len() as u64;
                let puzzle =
                    Puzzle::parse_with(&row.puzzle, options(row.base, false, row.digits)).unwrap();
                let grouped = puzzle.answers(answer).unwrap();
                assert_eq!(grouped.len() as u64, answers, "{}: answers", row.puzzle);
                let total: u64 = grouped.iter().map(|a| a.count()).sum();
                assert_eq!(
                    total, *count,
                    "{}: every solution gives an answer",
                    row.puzzle
                );
            }
        }
        if !regenerate {
            assert_eq!(counts, row.counts, "{}: the counts of the file", row.puzzle);
            assert_eq!(
                answers, row.answers,
                "{}: the answers of the file",
                row.puzzle
            );
        }
        let digits = row.digits.map_or_else(|| "-".to_owned(), |d| d.to_string());
        let answer = row.answer.as_deref().unwrap_or("-");
        out += &format!(
            "{}\t{}\t{digits}\t{answer}\t{}\t{}\t{answers}\n",
            row.puzzle, row.base, counts[0], counts[1]
        );
    }
    if regenerate {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        std::fs::write(root.join("tests/data/alphametics/skeletons.tsv"), out).unwrap();
    }
}

#[test]
fn the_corpus_holds_every_form() {
    let rows = rows();
    let has = |f: &dyn Fn(&Row) -> bool| rows.iter().filter(|r| f(r)).count();
    assert!(has(&|r| r.puzzle.contains(" / ") && r.puzzle.contains('|')) >= 50);
    assert!(has(&|r| r.puzzle.contains(" * ") && r.puzzle.contains('|')) >= 30);
    // Quotient and multiplier digits 0: an empty step or line.
    assert!(has(&|r| r.puzzle.contains("|  |") || r.puzzle.ends_with("| ")) >= 10);
    assert!(has(&|r| !r.puzzle.contains('|') && r.puzzle.contains('?')) >= 50);
    assert!(has(&|r| r.base != 10) >= 20);
    assert!(has(&|r| r.digits.is_some()) >= 10);
    assert!(has(&|r| r.answer.is_some()) >= 20);
    assert!(has(&|r| r.counts[0] != r.counts[1]) >= 5);
    assert!(has(&|r| r.counts[0] == 1) >= 20);
}

/// The planted set of `tests/data/alphametics/layouts.tsv`: divisions and
/// multiplications as newspapers print them, too many `?`s for the brute
/// force, with the written method's counts (the written method is checked
/// against the oracle on the corpus above and on planted layouts below).
#[test]
fn the_planted_layouts_count_as_the_written_method_counts_them() {
    let table = data("alphametics/layouts.tsv");
    let rows: Vec<Vec<&str>> = table
        .lines()
        .skip(1)
        .map(|l| l.split('\t').collect())
        .collect();
    assert!(rows.iter().filter(|r| r[0].contains(" / ")).count() >= 100);
    assert!(rows.iter().filter(|r| r[0].contains(" * ")).count() >= 50);
    let regenerate = std::env::var_os("ALPHAMETIC_REGENERATE").is_some();
    let mut out = String::from("puzzle\tcount\tcount_strict\n");
    let mut failures = Vec::new();
    for row in &rows {
        let text = row[0];
        let mut counts = [0; 2];
        for (strict, count) in [false, true].into_iter().zip(&mut counts) {
            let puzzle = Puzzle::parse_with(text, options(10, strict, None)).unwrap();
            *count = puzzle.count();
            if regenerate {
                let written = Written::with_rule(text, 10, strict).unwrap().count();
                assert_eq!(*count, written, "{text} (strict: {strict})");
            }
        }
        let pinned: [u64; 2] = [row[1].parse().unwrap(), row[2].parse().unwrap()];
        if !regenerate && counts != pinned {
            failures.push(format!(
                "{text}: counted {counts:?}, the file says {pinned:?}"
            ));
        }
        out += &format!("{text}\t{}\t{}\n", counts[0], counts[1]);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    if regenerate {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        std::fs::write(root.join("tests/data/alphametics/layouts.tsv"), out).unwrap();
    }
}

/// The planted layouts' solutions one by one, as `solutions()` lists them,
/// agree with the count, and each satisfies the oracle's check.
#[test]
fn the_planted_layouts_list_their_solutions() {
    let table = data("alphametics/layouts.tsv");
    for row in table.lines().skip(1).step_by(8) {
        let cols: Vec<&str> = row.split('\t').collect();
        let puzzle = Puzzle::parse(cols[0]).unwrap();
        let oracle = alphametic_support::oracle::BruteForce::new(cols[0], 10).unwrap();
        let mut listed = 0u64;
        for solution in puzzle.solutions().take(200) {
            let letters: Vec<(char, u8)> = solution.iter().collect();
            assert!(
                oracle.check_filled(&letters, solution.blanks()),
                "{}: {solution}",
                cols[0]
            );
            listed += 1;
        }
        let count: u64 = cols[1].parse().unwrap();
        assert_eq!(listed, count.min(200), "{}", cols[0]);
    }
}

/// Divisions by divisors of four and five digits, nearly every digit a
/// `?`: each divisor's table of the differences its steps can take is
/// large, and many divisors share it in turn. The count and the
/// solutions listed agree with the written method.
#[test]
fn divisions_by_large_divisors_count_as_the_written_method() {
    let planted = [
        (12345, 6789, 100),
        (23456, 789, 4),
        (3456, 7891, 0),
        (4093, 20517, 4092),
    ];
    for (divisor, quotient, remainder) in planted {
        let full = division_text(divisor, quotient, remainder);
        // Every seventh character kept as written, the other digits `?`.
        let text: String = full
            .chars()
            .enumerate()
            .map(|(i, c)| {
                if i % 7 != 0 && c.is_ascii_digit() {
                    '?'
                } else {
                    c
                }
            })
            .collect();
        let puzzle = Puzzle::parse(&text).unwrap();
        let written = Written::new(&text, 10).unwrap().count();
        assert!(written >= 1, "{text}: the planted solution");
        assert_eq!(puzzle.count(), written, "{text}");
        assert_eq!(puzzle.solutions().count() as u64, written, "{text}: listed");
    }
}

#[test]
fn the_division_of_the_docs() {
    let text = "pkmkh / ?? = ??? | pkm - pmd = xp | xpk - ?? = kh | khh - mbg = k";
    let puzzle = Puzzle::parse(text).unwrap();
    let solution = puzzle.solve().unwrap();
    assert_eq!(puzzle.count(), 1);
    assert_eq!(
        puzzle.render(&solution),
        "47670 / 77 = 619 | 476 - 462 = 14 | 147 - 77 = 70 | 700 - 693 = 7"
    );
    assert_eq!(solution.blanks(), [7, 7, 6, 1, 9, 7, 7]);
    assert_eq!(
        solution.to_string(),
        "b=9 d=2 g=3 h=0 k=7 m=6 p=4 x=1 ?=7,7,6,1,9,7,7"
    );
}

#[test]
fn a_layout_writes_numbers_whole_but_not_with_a_leading_zero() {
    assert_eq!(
        Puzzle::parse("12 / A = B | 12 - 12 = 0").unwrap().count(),
        4
    );
    let err = Puzzle::parse("12 / A = B | 12 - 12 = 00").unwrap_err();
    assert_eq!(err.kind(), &alphametic::ParseErrorKind::LeadingZero);
    assert_eq!(err.span(), 23..24);
}

#[test]
fn a_long_multiplication_is_drawn_as_on_paper() {
    let puzzle = Puzzle::parse("1? * ?03 = ???? | ?6 | | 1?").unwrap();
    let solution = puzzle.solve().unwrap();
    assert_eq!(puzzle.count(), 1);
    assert_eq!(puzzle.render(&solution), "12 * 103 = 1236 | 36 | | 12");
    // The multiplier's 0 writes no line: the next partial product is two
    // places left.
    assert_eq!(
        puzzle.draw(&solution).unwrap(),
        "   12\n× 103\n-----\n   36\n 12\n-----\n 1236\n"
    );
}

/// `text` with each digit of `mask` (one entry per character, in order)
/// hidden: `1` as a `?`, `2` as its letter (`A` for 0, `B` for 1, …), `0`
/// left as written.
fn masked(text: &str, mask: &[u8]) -> String {
    let mut mask = mask.iter().cycle();
    text.chars()
        .map(|c| match (c.to_digit(10), mask.next()) {
            (Some(_), Some(1)) => '?',
            (Some(d), Some(2)) => char::from(b'A' + d as u8),
            _ => c,
        })
        .collect()
}

/// Whether `text` hides a digit, yet few enough for the brute force to
/// check it quickly: at most 6 `?`s and 6 letters.
fn quick_for_the_oracle(text: &str) -> bool {
    let blanks = text.matches('?').count();
    let letters: BTreeSet<char> = text.chars().filter(char::is_ascii_uppercase).collect();
    blanks + letters.len() > 0 && blanks <= 6 && letters.len() <= 6
}

/// Whether the solver finds the oracle's solutions of `text`, a planted
/// puzzle, under both zero rules, and under the default one at least the
/// planted solution (whose written numbers have no leading 0); whether its
/// count, which binds no `?` it need not, counts as many; and whether the
/// written method, the benchmarks' plain solver, does.
fn planted_agrees(text: &str) -> Result<(), TestCaseError> {
    for strict in [false, true] {
        let [found, expected] = both(text, 10, strict, None);
        prop_assert_eq!(&found, &expected, "{}", text);
        let count = Puzzle::parse_with(text, options(10, strict, None)).map(|p| p.count());
        prop_assert_eq!(
            count,
            Ok(expected.len() as u64),
            "{} (strict: {})",
            text,
            strict
        );
        let written = Written::with_rule(text, 10, strict).map(|w| w.count());
        prop_assert_eq!(
            written,
            Ok(expected.len() as u64),
            "{} (strict: {})",
            text,
            strict
        );
        if !strict {
            prop_assert!(!found.is_empty(), "{}: the planted solution", text);
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// A planted long division, its digits hidden at random as letters and
    /// `?`s: the solver finds the oracle's solutions, the planted one
    /// among them.
    #[test]
    fn planted_divisions(
        divisor in 2u64..200,
        quotient in 1u64..3000,
        remainder in 0u64..200,
        mask in prop::collection::vec(prop::sample::select(vec![0u8, 0, 0, 1, 2]), 1..40),
    ) {
        let remainder = remainder % divisor;
        let text = masked(&division_text(divisor.into(), quotient.into(), remainder.into()), &mask);
        prop_assume!(quick_for_the_oracle(&text));
        planted_agrees(&text)?;
    }

    /// A planted long multiplication, hidden the same way.
    #[test]
    fn planted_multiplications(
        a in 2u64..2000,
        b in 1u64..400,
        mask in prop::collection::vec(prop::sample::select(vec![0u8, 0, 0, 1, 2]), 1..40),
    ) {
        let text = masked(&multiplication_text(a.into(), b.into()), &mask);
        prop_assume!(quick_for_the_oracle(&text));
        planted_agrees(&text)?;
    }
}
