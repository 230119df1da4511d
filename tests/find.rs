//! The finder against an exhaustive enumeration: every set of addends and
//! every right-hand word of small lists, each puzzle solved by the
//! brute-force oracle. Nothing may be missed, nothing extra reported, and
//! every result must have exactly the oracle's one solution, in the same
//! order as the enumeration.

mod common;

use alphametic::find::{FindError, FindOptions, Finder, WordList, ZeroRule};
use common::{Assignment, assignment, data, oracle};

/// One expected result: the addends (indices into the list), the right
/// word as written, and the one solution.
type Expected = (Vec<usize>, String, Assignment);

/// Every subset of `0..n` minus `skip`, of `min..=max` elements, in
/// lexicographic order of the index sequences.
fn subsets(n: usize, skip: Option<usize>, min: usize, max: usize) -> Vec<Vec<usize>> {
    let pool: Vec<usize> = (0..n).filter(|&i| Some(i) != skip).collect();
    let mut all = Vec::new();
    for bits in 1u32..1 << pool.len() {
        let set: Vec<usize> = (0..pool.len())
            .filter(|&k| bits >> k & 1 == 1)
            .map(|k| pool[k])
            .collect();
        if (min..=max).contains(&set.len()) {
            all.push(set);
        }
    }
    all.sort();
    all
}

/// The oracle's solutions of `addends == right`, under the zero rule: the
/// oracle knows the standard rule, and the strict one also rules out a
/// one-letter word worth 0.
fn oracle_solutions(
    words: &[&str],
    addends: &[usize],
    right: &str,
    base: u32,
    strict: bool,
) -> Vec<Assignment> {
    let sides: Vec<&str> = addends.iter().map(|&i| words[i]).collect();
    let puzzle = format!("{} == {}", sides.join(" + "), right).to_uppercase();
    let firsts: Vec<char> = sides
        .iter()
        .chain([&right])
        .map(|w| w.chars().next().unwrap().to_ascii_uppercase())
        .collect();
    oracle::solutions(&puzzle, base)
        .into_iter()
        .filter(|s| !strict || firsts.iter().all(|c| s[c] != 0))
        .collect()
}

/// What the exhaustive enumeration finds: every right word of the list (or
/// the one given), every subset of the other words.
fn enumerate(words: &[&str], options: Options) -> Vec<Expected> {
    let rights: Vec<(Option<usize>, String)> = match options.right {
        Some(right) => vec![(
            words.iter().position(|w| w.eq_ignore_ascii_case(right)),
            right.to_owned(),
        )],
        None => words
            .iter()
            .enumerate()
            .map(|(i, w)| (Some(i), w.to_string()))
            .collect(),
    };
    let mut expected = Vec::new();
    for (skip, right) in rights {
        for addends in subsets(words.len(), skip, options.min, options.max) {
            let solutions = oracle_solutions(words, &addends, &right, options.base, options.strict);
            if let [one] = solutions.as_slice() {
                expected.push((addends, right.clone(), one.clone()));
            }
        }
    }
    expected
}

#[derive(Clone, Copy)]
struct Options {
    min: usize,
    max: usize,
    base: u32,
    strict: bool,
    right: Option<&'static str>,
}

impl Options {
    const fn new(min: usize, max: usize, base: u32) -> Self {
        Options {
            min,
            max,
            base,
            strict: false,
            right: None,
        }
    }

    fn find(self) -> FindOptions {
        let mut o = FindOptions::new()
            .addends(self.min, self.max)
            .base(self.base);
        if self.strict {
            o = o.zeros(ZeroRule::Strict);
        }
        if let Some(right) = self.right {
            o = o.right(right);
        }
        o
    }
}

/// The finder's results in the same form, checked on the way: the puzzle
/// text is the words as written, the solution solves it.
fn found(words: &[&str], options: Options) -> Vec<Expected> {
    let finder = Finder::new(words, &options.find()).unwrap();
    let mut results = Vec::new();
    for found in finder.iter() {
        let right = finder.right_word(found.right()).unwrap().to_owned();
        let sides: Vec<&str> = found.addends().iter().map(|&i| words[i]).collect();
        assert_eq!(found.puzzle(), format!("{} == {right}", sides.join(" + ")));
        results.push((
            found.addends().to_vec(),
            right,
            assignment(found.solution()),
        ));
    }
    // Split into parts, the same results in the same order.
    let parts: Vec<_> = (0..finder.rights())
        .flat_map(|i| finder.split(i))
        .flatten()
        .collect();
    assert_eq!(parts, finder.iter().collect::<Vec<_>>());
    results
}

fn check(words: &[&str], options: Options) -> Vec<Expected> {
    let expected = enumerate(words, options);
    let found = found(words, options);
    if found != expected {
        let missed: Vec<_> = expected.iter().filter(|e| !found.contains(e)).collect();
        let extra: Vec<_> = found.iter().filter(|f| !expected.contains(f)).collect();
        panic!("missed {missed:?}\nextra {extra:?}\n(or the order differs)");
    }
    found
}

/// Words over five letters in base 10: few letters, so that the oracle
/// runs through every candidate in a moment.
const FIVE: [&str; 9] = ["a", "be", "bed", "cab", "dab", "ace", "bead", "ad", "deed"];

#[test]
fn base_10_matches_the_enumeration() {
    let found = check(&FIVE, Options::new(2, 3, 10));
    assert!(!found.is_empty(), "the list should give some puzzles");
}

#[test]
fn one_to_four_addends_match_the_enumeration() {
    let found = check(&FIVE[..7], Options::new(1, 4, 10));
    // One addend is a word equal to another word, which distinct digits
    // never allow; the enumeration agrees.
    assert!(found.iter().any(|(addends, _, _)| addends.len() == 4));
}

#[test]
fn strict_rule_matches_the_enumeration() {
    for (words, base) in [
        (&FIVE[..], 10),
        (
            &["i", "bb", "ill", "li", "bill", "lib", "gill", "big"][..],
            7,
        ),
    ] {
        let standard = check(words, Options::new(2, 4, base));
        let strict = check(
            words,
            Options {
                strict: true,
                ..Options::new(2, 4, base)
            },
        );
        // `a` and `i` may be 0 only under the standard rule: in base 10 a
        // sum with two solutions loses one under the strict rule, in base 7
        // one loses its only solution.
        let (gained, lost) = if base == 10 { (1, 0) } else { (0, 3) };
        assert_eq!(
            strict.iter().filter(|s| !standard.contains(s)).count(),
            gained
        );
        assert_eq!(
            standard.iter().filter(|s| !strict.contains(s)).count(),
            lost
        );
    }
}

#[test]
fn other_bases_match_the_enumeration() {
    let six = ["i", "bb", "ill", "li", "bill", "lib", "gill", "big"];
    for base in [5, 6, 8] {
        check(&six, Options::new(2, 3, base));
    }
    let found = check(&six, Options::new(2, 4, 7));
    assert!(!found.is_empty());
}

#[test]
fn a_given_right_word_matches_the_enumeration() {
    let words = ["send", "more", "money", "end", "ore", "men", "nor", "dome"];
    // A right word in the list is not an addend too; one outside it is
    // used as given.
    for right in ["money", "MONEY", "omen", "sore"] {
        check(
            &words[..7],
            Options {
                right: Some(right),
                ..Options::new(2, 2, 10)
            },
        );
    }
    let found: Vec<String> = Finder::new(words, &FindOptions::new().right("money"))
        .unwrap()
        .iter()
        .map(|f| f.puzzle().to_owned())
        .collect();
    assert!(found.contains(&"send + more == money".to_owned()));
}

#[test]
fn the_planets_give_known_puzzles() {
    let list = WordList::parse(&data("words/planets.txt"));
    let words: Vec<&str> = list.words().collect();
    let finder = Finder::new(&words, &FindOptions::new().addends(2, 3)).unwrap();
    let puzzles: Vec<String> = finder.iter().map(|f| f.puzzle().to_owned()).collect();
    // Each checked by the library's own solver.
    for puzzle in &puzzles {
        let parsed = alphametic::Puzzle::parse(&puzzle.to_uppercase()).unwrap();
        assert_eq!(parsed.count(), 1, "{puzzle}");
    }
    assert!(!puzzles.is_empty());
}

#[test]
fn found_puzzles_are_unique_for_the_library_solver_too() {
    let list = WordList::parse(&data("words/greek.txt"));
    let words: Vec<&str> = list.words().collect();
    assert_eq!(words.len(), 24);
    let finder = Finder::new(&words, &FindOptions::new().addends(2, 4)).unwrap();
    let mut n = 0;
    for found in finder.iter() {
        let puzzle = alphametic::Puzzle::parse(&found.puzzle().to_uppercase()).unwrap();
        let solutions: Vec<_> = puzzle.solutions().take(2).collect();
        assert_eq!(solutions, [*found.solution()], "{}", found.puzzle());
        n += 1;
    }
    assert!(n > 0);
}

#[test]
fn bad_options_and_words_are_errors() {
    let words = ["alpha", "beta"];
    let err = |o: FindOptions| Finder::new(words, &o).unwrap_err();
    assert_eq!(err(FindOptions::new().base(1)), FindError::Base(1));
    assert_eq!(err(FindOptions::new().base(37)), FindError::Base(37));
    assert!(matches!(
        err(FindOptions::new().addends(3, 2)),
        FindError::Addends { .. }
    ));
    assert!(matches!(
        err(FindOptions::new().addends(0, 2)),
        FindError::Addends { .. }
    ));
    assert!(matches!(
        err(FindOptions::new().addends(2, 10_000)),
        FindError::Addends { .. }
    ));
    assert!(matches!(
        err(FindOptions::new().word_lengths(4, 3)),
        FindError::Lengths { .. }
    ));
    assert!(matches!(
        err(FindOptions::new().right("two words")),
        FindError::RightNotAWord(_)
    ));
    assert!(matches!(
        err(FindOptions::new().right("x".repeat(100))),
        FindError::RightTooLong(_)
    ));
    let e = Finder::new(["ok", "no way"], &FindOptions::new()).unwrap_err();
    assert_eq!(e.to_string(), "word 1 `no way` is not a word: letters only");
    // Out-of-range indices give nothing rather than panic.
    let finder = Finder::new(words, &FindOptions::new()).unwrap();
    assert_eq!(finder.search(99).count(), 0);
    assert!(finder.split(99).is_empty());
    assert_eq!(finder.right_word(99), None);
}

#[test]
fn left_out_words_take_part_in_nothing() {
    // A repeat, a word outside the lengths, a word too long for base 2.
    let long = "ab".repeat(70);
    let words = ["to", "go", "TO", "out", "toolong", long.as_str()];
    let finder = Finder::new(words, &FindOptions::new().word_lengths(2, 3)).unwrap();
    assert_eq!(finder.left_out().collect::<Vec<_>>(), [2, 4, 5]);
    let puzzles: Vec<String> = finder.iter().map(|f| f.puzzle().to_owned()).collect();
    assert_eq!(puzzles, ["to + go == out"]);
    let binary = Finder::new([long.as_str(), "a"], &FindOptions::new().base(2)).unwrap();
    assert_eq!(binary.left_out().collect::<Vec<_>>(), [0]);
}

#[test]
fn words_in_other_scripts_are_found_as_the_puzzle_language_reads_them() {
    // The planets spelled with other letters (each ASCII letter its own
    // Greek or Cyrillic one) give the same sums, spelled the same way, and
    // each is unique when parsed as written.
    let other: Vec<char> = "αβγδεζηθικλμνξπρστυφχψωбгд".chars().collect();
    let respell = |w: &str| -> String {
        w.chars()
            .map(|c| other[(c.to_ascii_lowercase() as u8 - b'a') as usize])
            .collect()
    };
    let text = data("words/planets.txt");
    let list = WordList::parse(&text);
    let planets: Vec<&str> = list.words().collect();
    let respelled: Vec<String> = planets.iter().map(|w| respell(w)).collect();
    let options = FindOptions::new().addends(2, 4);
    let ascii: Vec<String> = Finder::new(&planets, &options)
        .unwrap()
        .iter()
        .map(|f| {
            f.puzzle()
                .split(' ')
                .map(|t| {
                    if t == "+" || t == "==" {
                        t.to_owned()
                    } else {
                        respell(t)
                    }
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let finder = Finder::new(&respelled, &options).unwrap();
    let found: Vec<String> = finder.iter().map(|f| f.puzzle().to_owned()).collect();
    assert!(!found.is_empty());
    assert_eq!(found, ascii);
    for f in finder.iter() {
        let puzzle = alphametic::Puzzle::parse(f.puzzle()).unwrap();
        assert!(puzzle.is_unique(), "{}", f.puzzle());
        assert_eq!(
            puzzle.solve().as_ref(),
            Some(f.solution()),
            "{}",
            f.puzzle()
        );
    }
}
