//! The careful plain solver behind the speed ratios must itself be right:
//! it has to agree with the crate on every sum it can read.

use alphametic_support as common;

use alphametic_support::plain;

use alphametic::Puzzle;
use plain::Plain;

/// `digits` solves the sum `text` in `base`: one digit below the base per
/// letter of the text, distinct, no word of 2+ letters starting with 0, and
/// both sides of every equation equal.
fn assert_solves(text: &str, base: u32, digits: &[(char, u8)]) {
    let mut letters: Vec<char> = text.chars().filter(char::is_ascii_uppercase).collect();
    letters.sort_unstable();
    letters.dedup();
    let mut assigned: Vec<char> = digits.iter().map(|&(c, _)| c).collect();
    assigned.sort_unstable();
    assert_eq!(assigned, letters, "{text}: {digits:?}");
    let mut used = 0u64;
    for &(c, d) in digits {
        assert!((d as u32) < base && used & 1 << d == 0, "{text}: {c}={d}");
        used |= 1 << d;
    }
    let digit = |c: char| digits.iter().find(|&&(l, _)| l == c).unwrap().1;
    let value = |word: &str| {
        assert!(
            word.len() == 1 || digit(word.chars().next().unwrap()) != 0,
            "{text}: {word} starts with 0"
        );
        word.chars()
            .fold(0i128, |acc, c| acc * base as i128 + digit(c) as i128)
    };
    for equation in text.split([',', ';']) {
        let (lhs, rhs) = equation.split_once("==").unwrap();
        let side = |s: &str| s.split('+').map(|w| value(w.trim())).sum::<i128>();
        assert_eq!(side(lhs), side(rhs), "{text} in base {base}: {digits:?}");
    }
}

/// Plain counts what the crate counts, and its first solution checks out.
fn check(text: &str, base: u32) {
    let puzzle = Puzzle::parse_with_base(text, base).unwrap();
    let plain = Plain::new(text, base).unwrap_or_else(|| panic!("plain reads {text}"));
    let count = puzzle.count();
    assert_eq!(plain.count(), count, "{text} in base {base}");
    match plain.first() {
        None => assert_eq!(count, 0, "{text} in base {base}"),
        Some(digits) => assert_solves(text, base, &digits),
    }
}

/// The sums the finder found in the colour list: each has exactly one
/// solution by the runtime solver and by the plain one.
#[test]
fn plain_and_runtime_find_the_colour_sums_unique() {
    for text in common::data("alphametics/colour_sums.txt").lines() {
        check(text, 10);
        assert_eq!(Puzzle::parse(text).unwrap().count(), 1, "{text}");
    }
}

#[test]
fn plain_counts_every_sum() {
    for text in common::data("alphametics/sums.txt").lines() {
        check(text, 10);
    }
}

#[test]
fn plain_counts_every_exercism_case() {
    let json: serde_json::Value =
        serde_json::from_str(&common::data("alphametics/exercism-canonical-data.json")).unwrap();
    let cases = json["cases"].as_array().unwrap();
    assert_eq!(cases.len(), 10);
    for case in cases {
        check(case["input"]["puzzle"].as_str().unwrap(), 10);
    }
}

#[test]
fn plain_counts_send_more_money_in_bases_10_to_16() {
    for base in 10..=16 {
        check("SEND + MORE == MONEY", base);
    }
}

#[test]
fn plain_counts_several_equations_and_small_bases() {
    for (text, base) in [
        ("A + B == C, C + D == E", 10),
        ("AB + CD == EF; A + C == E", 10),
        ("TO + GO == OUT, T + O == G", 10),
        ("A + B == B + A", 10),
        ("A == A", 7),
        ("A + A == BA", 2),
        ("AB + B == BCA", 3),
        ("AB + BA == CDC", 5),
    ] {
        check(text, base);
    }
}

#[test]
fn plain_solves_every_planted_sum() {
    let data = common::data("alphametics/planted_bases.tsv");
    for row in data.lines().skip(1) {
        let cols: Vec<&str> = row.split('\t').collect();
        let base = cols[1].parse().unwrap();
        let plain = Plain::new(cols[0], base).unwrap();
        let digits = plain
            .first()
            .unwrap_or_else(|| panic!("{row} has a planted solution"));
        assert_solves(cols[0], base, &digits);
    }
}

#[test]
fn plain_reads_only_sums() {
    for text in [
        "A * B == C",
        "A + B",
        "AB - C == D",
        "A + B == C ==D",
        "a + b == c",
        "A + == B",
    ] {
        assert!(Plain::new(text, 10).is_none(), "{text}");
    }
    assert!(Plain::new("A + B == C", 37).is_none());
    assert!(Plain::new("A + B == C = D", 10).is_none());
    assert!(
        Plain::new("AB + BA == CC", 2).is_none(),
        "three letters, two digits"
    );
}
