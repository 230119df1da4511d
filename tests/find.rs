//! The finder against an exhaustive enumeration: every set of addends and
//! every right-hand word of small lists, each puzzle solved by the
//! brute-force oracle. Nothing may be missed, nothing extra reported, and
//! every result must have exactly the oracle's one solution, in the same
//! order as the enumeration.

use alphametic_support as common;

use alphametic_find::{FindError, FindOptions, Finder, Found, SumFinder, WordList, ZeroRule};
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
    let finder = SumFinder::new(words, &options.find()).unwrap();
    let mut results = Vec::new();
    for found in finder.iter() {
        let right = finder.key_word(found.right()).unwrap().to_owned();
        let sides: Vec<&str> = found.addends().iter().map(|&i| words[i]).collect();
        assert_eq!(found.puzzle(), format!("{} == {right}", sides.join(" + ")));
        results.push((
            found.addends().to_vec(),
            right,
            assignment(found.solution()),
        ));
    }
    // Split into parts, the same results in the same order.
    let parts: Vec<_> = (0..finder.keys())
        .flat_map(|i| finder.split(i))
        .flatten()
        .collect();
    assert_eq!(parts, finder.iter().collect::<Vec<_>>());
    results
}

fn check(words: &[&str], options: Options) -> Vec<Expected> {
    let expected = enumerate(words, options);
    let found = found(words, options);
    assert_same_results(&expected, &found, "");
    assert_eq!(found, expected, "the same results in another order");
    found
}

/// Fails, naming what was missed and what was extra, unless `found` holds
/// exactly the results of `expected`.
fn assert_same_results<T: PartialEq + std::fmt::Debug>(expected: &[T], found: &[T], context: &str) {
    let missed: Vec<_> = expected.iter().filter(|e| !found.contains(e)).collect();
    let extra: Vec<_> = found.iter().filter(|f| !expected.contains(f)).collect();
    assert!(
        missed.is_empty() && extra.is_empty(),
        "{context}: missed {missed:?}\nextra {extra:?}"
    );
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
    let found: Vec<String> = SumFinder::new(words, &FindOptions::new().right("money"))
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
    let finder = SumFinder::new(&words, &FindOptions::new().addends(2, 3)).unwrap();
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
    let finder = SumFinder::new(&words, &FindOptions::new().addends(2, 4)).unwrap();
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
    let err = |o: FindOptions| SumFinder::new(words, &o).unwrap_err();
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
    let e = SumFinder::new(["ok", "no way"], &FindOptions::new()).unwrap_err();
    assert_eq!(e.to_string(), "word 1 `no way` is not a word: letters only");
    // Out-of-range indices give nothing rather than panic.
    let finder = SumFinder::new(words, &FindOptions::new()).unwrap();
    assert_eq!(finder.search(99).count(), 0);
    assert!(finder.split(99).is_empty());
    assert_eq!(finder.key_word(99), None);
}

#[test]
fn left_out_words_take_part_in_nothing() {
    // A repeat, a word outside the lengths, a word too long for base 2.
    let long = "ab".repeat(70);
    let words = ["to", "go", "TO", "out", "toolong", long.as_str()];
    let finder = SumFinder::new(words, &FindOptions::new().word_lengths(2, 3)).unwrap();
    assert_eq!(finder.left_out().collect::<Vec<_>>(), [2, 4, 5]);
    let puzzles: Vec<String> = finder.iter().map(|f| f.puzzle().to_owned()).collect();
    assert_eq!(puzzles, ["to + go == out"]);
    let binary = SumFinder::new([long.as_str(), "a"], &FindOptions::new().base(2)).unwrap();
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
    let ascii: Vec<String> = SumFinder::new(&planets, &options)
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
    let finder = SumFinder::new(&respelled, &options).unwrap();
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

// ---------------------------------------------------------------------
// Doubly true sums, products and grids, each against an exhaustive
// enumeration with the oracle, and shards against the whole run.

use alphametic_find::GridFinder;
use alphametic_find::ProductFinder;

/// The oracle's solutions of `puzzle` (words as written, read in
/// capitals) under the zero rule.
fn oracle_rule(puzzle: &str, base: u32, strict: bool) -> Vec<Assignment> {
    oracle::solutions_with_rule(&puzzle.to_uppercase(), base, strict)
}

/// The distinct letters of some words, in capitals.
fn letter_count(words: &[&str]) -> usize {
    let mut letters: Vec<char> = words
        .iter()
        .flat_map(|w| w.chars().map(|c| c.to_ascii_uppercase()))
        .collect();
    letters.sort_unstable();
    letters.dedup();
    letters.len()
}

/// Every subset of `pool` of `1..=max` elements, in lexicographic order.
fn subsets_of(pool: &[usize], max: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    for bits in 1u32..1 << pool.len() {
        let set: Vec<usize> = (0..pool.len())
            .filter(|&k| bits >> k & 1 == 1)
            .map(|k| pool[k])
            .collect();
        if set.len() <= max {
            all.push(set);
        }
    }
    all.sort();
    all
}

/// One expected product: left side, right side, the one solution.
type Product = (Vec<usize>, Vec<usize>, Assignment);

/// Every product of `words` with one solution by the oracle: both sides
/// subsets of at most `max` words, three words or more, none twice, the
/// first word of the puzzle in the list on the right.
fn enumerate_products(words: &[&str], max: usize, base: u32, strict: bool) -> Vec<Product> {
    let all: Vec<usize> = (0..words.len()).collect();
    let mut expected = Vec::new();
    for right in subsets_of(&all, max) {
        let rest: Vec<usize> = all
            .iter()
            .copied()
            .filter(|&i| i > right[0] && !right.contains(&i))
            .collect();
        for left in subsets_of(&rest, max) {
            if left.len() + right.len() < 3 {
                continue;
            }
            let used: Vec<&str> = left.iter().chain(&right).map(|&i| words[i]).collect();
            // More letters than digits: no solution, no need to ask.
            if letter_count(&used) > base as usize {
                continue;
            }
            let side = |s: &[usize]| s.iter().map(|&i| words[i]).collect::<Vec<_>>().join(" * ");
            let puzzle = format!("{} == {}", side(&left), side(&right));
            if let [one] = oracle_rule(&puzzle, base, strict).as_slice() {
                expected.push((left.clone(), right.clone(), one.clone()));
            }
        }
    }
    expected.sort();
    expected
}

fn found_products(words: &[&str], max: usize, base: u32, strict: bool) -> Vec<Product> {
    let mut options = FindOptions::new().addends(1, max).base(base);
    if strict {
        options = options.zeros(ZeroRule::Strict);
    }
    let finder = ProductFinder::new(words, &options).unwrap();
    let mut found = Vec::new();
    for key in 0..finder.keys() {
        let whole: Vec<_> = finder.search(key).collect();
        let parts: Vec<_> = finder.split(key).into_iter().flatten().collect();
        assert_eq!(whole, parts, "the parts of key {key} are its whole search");
        for f in whole {
            let side = |s: &[usize]| s.iter().map(|&i| words[i]).collect::<Vec<_>>().join(" * ");
            assert_eq!(
                f.puzzle(),
                format!("{} == {}", side(f.left()), side(f.right()))
            );
            found.push((
                f.left().to_vec(),
                f.right().to_vec(),
                assignment(f.solution()),
            ));
        }
    }
    let count = found.len();
    found.sort();
    found.dedup();
    assert_eq!(found.len(), count, "a product was reported twice");
    found
}

fn check_products(words: &[&str], max: usize, base: u32, strict: bool) -> Vec<Product> {
    let expected = enumerate_products(words, max, base, strict);
    let found = found_products(words, max, base, strict);
    assert_same_results(&expected, &found, &format!("base {base}, strict {strict}"));
    found
}

/// Few letters, so that the oracle tries every candidate in a moment.
const FACTORS: [&str; 9] = ["a", "b", "ab", "ba", "ca", "bad", "d", "cab", "dc"];

#[test]
fn products_match_the_enumeration() {
    let found = check_products(&FACTORS, 2, 10, false);
    assert!(!found.is_empty(), "the list should give some products");
    assert!(found.iter().any(|(l, r, _)| l.len() + r.len() == 4));
}

#[test]
fn products_of_three_a_side_match_the_enumeration() {
    let found = check_products(&FACTORS[..7], 3, 8, false);
    assert!(!found.is_empty());
}

#[test]
fn products_under_the_strict_rule_and_in_other_bases_match_the_enumeration() {
    for base in [6, 7, 10] {
        let standard = check_products(&FACTORS, 2, base, false);
        let strict = check_products(&FACTORS, 2, base, true);
        assert!(!standard.is_empty(), "base {base}");
        // A product is 0 only when a one-letter word on its side is, and
        // both sides would need one: the same letter, so the same word
        // twice, which no puzzle has. The zero rules cannot differ.
        assert_eq!(standard, strict, "base {base}");
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 24, ..Default::default() })]

    /// Random small lists: every product the finder reports, and only
    /// those, has exactly one solution by the oracle.
    #[test]
    fn random_lists_give_the_products_of_the_enumeration(
        words in proptest::collection::btree_set("[a-f]{1,3}", 4..=6),
        max in 2usize..=3,
        base in proptest::sample::select(vec![6u32, 8, 10]),
        strict in proptest::prelude::any::<bool>(),
    ) {
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        check_products(&words, max, base, strict);
    }
}

/// The Greek letter names give products the setters publish.
#[test]
fn greek_products_hold() {
    let list = WordList::parse(&data("words/greek.txt"));
    let words: Vec<&str> = list.words().collect();
    let finder = ProductFinder::new(&words, &FindOptions::new().addends(1, 2)).unwrap();
    let puzzles: Vec<String> = finder.iter().map(|f| f.puzzle().to_owned()).collect();
    assert!(
        puzzles.contains(&"beta * phi == alpha * nu".to_owned()),
        "{puzzles:?}"
    );
    for found in finder.iter().take(40) {
        let puzzle = alphametic::Puzzle::parse(&found.puzzle().to_uppercase()).unwrap();
        let solutions: Vec<_> = puzzle.solutions().take(2).collect();
        assert_eq!(solutions, [*found.solution()], "{}", found.puzzle());
    }
}

/// One expected grid: its cells in row order, the one solution.
type Grid = (Vec<usize>, Assignment);

/// The 3 × 3 grid text of `cells` (row order).
fn grid_text(words: &[&str], cells: &[usize]) -> String {
    let w = |r: usize, c: usize| words[cells[r * 3 + c]];
    let mut equations = Vec::new();
    for r in 0..3 {
        equations.push(format!("{} + {} == {}", w(r, 0), w(r, 1), w(r, 2)));
    }
    for c in 0..3 {
        equations.push(format!("{} + {} == {}", w(0, c), w(1, c), w(2, c)));
    }
    equations.join(", ")
}

/// Every 3 × 3 grid of distinct words with one solution by the oracle, cell
/// (0, 1) before cell (1, 0) in the list. Only grids whose every row and
/// column has a solution alone can have one as a whole, so the triples are
/// asked first and the grids built from them.
fn enumerate_grids(words: &[&str], base: u32, strict: bool) -> Vec<Grid> {
    let n = words.len();
    let mut holds = vec![false; n * n * n];
    for x in 0..n {
        for y in 0..n {
            for z in 0..n {
                if x != y && y != z && x != z {
                    let puzzle = format!("{} + {} == {}", words[x], words[y], words[z]);
                    holds[(x * n + y) * n + z] = !oracle_rule(&puzzle, base, strict).is_empty();
                }
            }
        }
    }
    let sum = |x: usize, y: usize, z: usize| holds[(x * n + y) * n + z];
    let mut expected = Vec::new();
    let mut cells = [0usize; 9];
    // Every assignment of distinct words to the nine cells, pruned by
    // the triples as each row and column fills.
    let mut stack: Vec<usize> = Vec::new();
    let mut next = 0;
    loop {
        if stack.len() < 9 && next < n {
            let w = next;
            next += 1;
            if stack.contains(&w) {
                continue;
            }
            let k = stack.len();
            cells[k] = w;
            let ok = match k {
                2 => sum(cells[0], cells[1], cells[2]),
                5 => sum(cells[3], cells[4], cells[5]),
                6 => sum(cells[0], cells[3], cells[6]),
                7 => sum(cells[1], cells[4], cells[7]),
                8 => sum(cells[6], cells[7], cells[8]) && sum(cells[2], cells[5], cells[8]),
                3 => w > cells[1],
                _ => true,
            };
            if !ok {
                continue;
            }
            stack.push(w);
            next = 0;
            if stack.len() == 9 {
                let used: Vec<&str> = stack.iter().map(|&i| words[i]).collect();
                if letter_count(&used) <= base as usize
                    && let [one] = oracle_rule(&grid_text(words, &stack), base, strict).as_slice()
                {
                    expected.push((stack.clone(), one.clone()));
                }
            }
            continue;
        }
        let Some(w) = stack.pop() else { break };
        next = w + 1;
    }
    expected.sort();
    expected
}

fn found_grids(words: &[&str], base: u32, strict: bool) -> Vec<Grid> {
    let mut options = FindOptions::new().base(base);
    if strict {
        options = options.zeros(ZeroRule::Strict);
    }
    let finder = GridFinder::new(words, 3, &options).unwrap();
    let mut found = Vec::new();
    for key in 0..finder.keys() {
        let whole: Vec<_> = finder.search(key).collect();
        let parts: Vec<_> = finder.split(key).into_iter().flatten().collect();
        assert_eq!(whole, parts, "the parts of key {key} are its whole search");
        for f in whole {
            assert_eq!(f.puzzle(), grid_text(words, f.cells()));
            found.push((f.cells().to_vec(), assignment(f.solution())));
        }
    }
    found.sort();
    found
}

fn check_grids(words: &[&str], base: u32, strict: bool) -> Vec<Grid> {
    let expected = enumerate_grids(words, base, strict);
    let found = found_grids(words, base, strict);
    assert_same_results(&expected, &found, &format!("base {base}, strict {strict}"));
    found
}

/// Short words over six letters, with grids in base 8.
const CELLS: [&str; 11] = [
    "a", "b", "e", "ab", "ac", "bc", "ce", "da", "fa", "fb", "eae",
];

#[test]
fn grids_match_the_enumeration() {
    let found = check_grids(&CELLS, 8, false);
    assert!(!found.is_empty(), "the list should give some grids");
}

#[test]
fn grids_under_the_strict_rule_and_in_other_bases_match_the_enumeration() {
    for (base, strict) in [(8, true), (7, false), (9, false)] {
        check_grids(&CELLS, base, strict);
    }
}

/// [`CELLS`] with the two words its grids leave out replaced by words
/// drawn from a fixed generator (one to three of its six letters), under
/// both zero rules: the 3 × 3 walk (a join over the table of the sums of
/// each pair of words, pruned by bounds on the sums still to place)
/// against the enumeration, on lists it was not written for.
#[test]
fn grids_of_lists_with_random_words_match_the_enumeration() {
    let mut seed = 2024u64;
    let mut next = |m: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % m
    };
    for strict in [false, true] {
        let mut words: Vec<String> = CELLS.iter().map(|&w| w.to_owned()).collect();
        for slot in [6, 10] {
            loop {
                let len = 1 + next(3) as usize;
                let word: String = (0..len).map(|_| char::from(b'a' + next(6) as u8)).collect();
                if !words.contains(&word) {
                    words[slot] = word;
                    break;
                }
            }
        }
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        let found = check_grids(&words, 8, strict);
        assert!(!found.is_empty(), "{words:?} keeps the grids of `CELLS`");
    }
}

#[test]
fn doubly_true_sums_match_the_enumeration_and_the_arithmetic() {
    let numbers = common::NUMBER_NAMES;
    let names: Vec<&str> = numbers.iter().map(|&(n, _)| n).collect();
    for (base, strict) in [(10, false), (10, true), (11, false)] {
        let mut options = FindOptions::new().base(base).addends(2, 4);
        if strict {
            options = options.zeros(ZeroRule::Strict);
        }
        let finder = SumFinder::doubly_true(numbers, &options).unwrap();
        let found: Vec<Expected> = finder
            .iter()
            .map(|f| {
                let right = finder.key_word(f.right()).unwrap().to_owned();
                // True as numbers.
                let total: i128 = f.addends().iter().map(|&i| numbers[i].1).sum();
                let value = numbers.iter().find(|(n, _)| *n == right).unwrap().1;
                assert_eq!(total, value, "{}", f.puzzle());
                (f.addends().to_vec(), right, assignment(f.solution()))
            })
            .collect();
        // The enumeration: every set of addends of the right sum, each
        // asked of the oracle.
        let mut expected = Vec::new();
        for (r, &(right, value)) in numbers.iter().enumerate() {
            for addends in subsets(names.len(), Some(r), 2, 4) {
                if addends.iter().map(|&i| numbers[i].1).sum::<i128>() != value {
                    continue;
                }
                let solutions = oracle_solutions(&names, &addends, right, base, strict);
                if let [one] = solutions.as_slice() {
                    expected.push((addends, right.to_owned(), one.clone()));
                }
            }
        }
        assert_eq!(found, expected, "base {base}, strict {strict}");
        if base == 10 && !strict {
            let puzzles: Vec<String> = finder.iter().map(|f| f.puzzle().to_owned()).collect();
            assert!(puzzles.contains(&"one + nine + twenty + fifty == eighty".to_owned()));
        }
    }
}

/// A run of one kind of finder, its puzzles in order.
type Kind<'a> = dyn Fn(&FindOptions) -> Vec<String> + 'a;

#[test]
fn shards_add_up_to_the_whole_run() {
    let planets = WordList::parse(&data("words/planets.txt"));
    let words: Vec<&str> = planets.words().collect();
    let base = FindOptions::new().addends(2, 3);
    let sums = |o: &FindOptions| -> Vec<String> {
        SumFinder::new(&words, o)
            .unwrap()
            .iter()
            .map(|f| f.puzzle().to_owned())
            .collect()
    };
    let products = |o: &FindOptions| -> Vec<String> {
        ProductFinder::new(FACTORS, &o.clone().addends(1, 2))
            .unwrap()
            .iter()
            .map(|f| f.puzzle().to_owned())
            .collect()
    };
    let grids = |o: &FindOptions| -> Vec<String> {
        GridFinder::new(CELLS, 3, &o.clone().base(8))
            .unwrap()
            .iter()
            .map(|f| f.puzzle().to_owned())
            .collect()
    };
    let kinds: [&Kind<'_>; 3] = [&sums, &products, &grids];
    for kind in kinds {
        let whole = kind(&base);
        assert!(!whole.is_empty());
        for n in [2, 3] {
            let mut shards: Vec<String> = (0..n)
                .flat_map(|k| kind(&base.clone().shard(k, n)))
                .collect();
            assert_eq!(shards.len(), whole.len(), "{n} shards");
            let mut sorted = whole.clone();
            sorted.sort();
            shards.sort();
            assert_eq!(shards, sorted, "{n} shards");
        }
    }
    assert!(matches!(
        SumFinder::new(&words, &FindOptions::new().shard(2, 2)),
        Err(FindError::Shard { k: 2, n: 2 })
    ));
}

#[test]
fn bad_options_of_the_other_kinds_are_errors() {
    let words = ["alpha", "beta"];
    assert_eq!(
        GridFinder::new(words, 2, &FindOptions::new()).unwrap_err(),
        FindError::GridSize(2)
    );
    assert!(matches!(
        ProductFinder::new(words, &FindOptions::new().addends(0, 2)),
        Err(FindError::Addends { .. })
    ));
    assert!(matches!(
        SumFinder::doubly_true([("one", -1)], &FindOptions::new()),
        Err(FindError::NegativeValue {
            index: 0,
            value: -1
        })
    ));
    let e = GridFinder::new(words, 9, &FindOptions::new()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "a grid of 9 x 9 is not supported: the size must be from 3 to 6"
    );
    // Out-of-range keys give nothing rather than panic.
    let products = ProductFinder::new(words, &FindOptions::new()).unwrap();
    assert_eq!(products.search(99).count(), 0);
    assert!(products.split(99).is_empty());
    let grids = GridFinder::new(words, 3, &FindOptions::new()).unwrap();
    assert_eq!(grids.search(99).count(), 0);
    assert!(grids.split(99).is_empty());
}

/// A grid of long words has more letters than digits in many of its
/// systems: the bounds of the uniqueness search must stop at the last free
/// digit rather than take one from an empty set. Every grid it finds is
/// checked by the puzzle solver.
#[test]
fn grids_of_words_with_more_letters_than_digits() {
    let planets = data("words/planets.txt");
    let finder = alphametic_find::GridFinder::new(planets.lines(), 3, &FindOptions::new())
        .expect("a list of nine words");
    for grid in finder.iter() {
        let puzzle = alphametic::Puzzle::parse(&grid.puzzle().to_uppercase()).unwrap();
        assert!(puzzle.is_unique(), "{}", grid.puzzle());
    }
}
