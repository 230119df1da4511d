//! The finders with the letters limited to a set of digits, against the
//! library's solver as the oracle: a puzzle is uniquely solvable under a
//! set exactly when `Puzzle::parse_with` with that set (and the base and
//! zero rule) gives it one solution. Over lists small enough to enumerate,
//! every candidate with one solution must be reported, with that solution,
//! and nothing else.

use alphametic::{DigitSet, Options, Puzzle, Solution, ZeroRule};
use alphametic_find::{
    FindError, FindOptions, Finder, Found, GridFinder, ProductFinder, SumFinder,
};

/// A base, a set of its digits and a zero rule.
#[derive(Debug, Clone, Copy)]
struct Rules {
    base: u32,
    digits: DigitSet,
    strict: bool,
}

impl Rules {
    fn new(base: u32, digits: &str, strict: bool) -> Rules {
        Rules {
            base,
            digits: digits.parse().expect("the tests' sets are well formed"),
            strict,
        }
    }

    fn set(self) -> DigitSet {
        self.digits
    }

    fn zeros(self) -> ZeroRule {
        if self.strict {
            ZeroRule::Strict
        } else {
            ZeroRule::Standard
        }
    }

    fn find(self) -> FindOptions {
        FindOptions::new()
            .base(self.base)
            .zeros(self.zeros())
            .digits(self.set())
    }

    fn options(self) -> Options {
        Options::new()
            .base(self.base)
            .zeros(self.zeros())
            .digits(self.set())
    }
}

/// The solutions of `puzzle` (words as written, read in capitals) under
/// `rules`, up to two. A puzzle with more letters than the base has
/// digits has none, and the parser says so; any other refusal is a fault
/// of the test.
fn oracle(puzzle: &str, rules: Rules) -> Vec<Solution> {
    let text = puzzle.to_uppercase();
    let mut letters: Vec<char> = text.chars().filter(char::is_ascii_alphabetic).collect();
    letters.sort_unstable();
    letters.dedup();
    if letters.len() > rules.base as usize {
        return Vec::new();
    }
    let parsed = Puzzle::parse_with(&text, rules.options())
        .unwrap_or_else(|e| panic!("the solver cannot read `{text}`: {e}"));
    parsed.solutions().take(2).collect()
}

/// The one solution of `puzzle` under `rules`, if it has exactly one.
fn unique(puzzle: &str, rules: Rules) -> Option<Solution> {
    match oracle(puzzle, rules).as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// Every subset of `pool` of `min..=max` elements, in lexicographic order.
fn subsets(pool: &[usize], min: usize, max: usize) -> Vec<Vec<usize>> {
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

/// Fails, naming what was missed and what was extra, unless `found` holds
/// exactly the puzzles of `expected`.
fn assert_same<T: Ord + Clone + std::fmt::Debug>(expected: &[T], found: &[T], context: &str) {
    let (mut expected, mut found) = (expected.to_vec(), found.to_vec());
    expected.sort();
    found.sort();
    let missed: Vec<_> = expected.iter().filter(|e| !found.contains(e)).collect();
    let extra: Vec<_> = found.iter().filter(|f| !expected.contains(f)).collect();
    assert!(
        missed.is_empty() && extra.is_empty(),
        "{context}: missed {missed:?}\nextra {extra:?}"
    );
    assert_eq!(found, expected, "{context}: a puzzle reported twice");
}

/// A puzzle as its text and its one solution, the digits in letter order.
type Puzzled = (String, String);

fn puzzled(puzzle: &str, solution: &Solution) -> Puzzled {
    (puzzle.to_owned(), solution.to_string())
}

/// Every sum of 2 to `max` distinct words of `words` equal to another word
/// of the list with one solution under `rules`, addends in list order.
fn enumerate_sums(words: &[&str], max: usize, rules: Rules) -> Vec<Puzzled> {
    let mut expected = Vec::new();
    for (r, right) in words.iter().enumerate() {
        let pool: Vec<usize> = (0..words.len()).filter(|&i| i != r).collect();
        for addends in subsets(&pool, 2, max) {
            let sides: Vec<&str> = addends.iter().map(|&i| words[i]).collect();
            let puzzle = format!("{} == {right}", sides.join(" + "));
            if let Some(one) = unique(&puzzle, rules) {
                expected.push(puzzled(&puzzle, &one));
            }
        }
    }
    expected
}

fn found<F: Finder>(finder: &F) -> Vec<Puzzled> {
    // The parts of each key give the same puzzles as its whole search.
    let whole: Vec<Puzzled> = finder
        .iter()
        .map(|f| puzzled(f.puzzle(), f.solution()))
        .collect();
    let parts: Vec<Puzzled> = (0..finder.keys())
        .flat_map(|key| finder.split(key))
        .flatten()
        .map(|f| puzzled(f.puzzle(), f.solution()))
        .collect();
    assert_eq!(whole, parts);
    whole
}

/// Words over five letters: with a set of five digits, every candidate of
/// five letters uses every digit of the set.
const FIVE: [&str; 9] = ["a", "be", "bed", "cab", "dab", "ace", "bead", "ad", "deed"];

#[test]
fn sums_match_the_solver_under_a_set_of_digits() {
    let mut total = 0;
    // Sets of every size around the list's five letters, with and without
    // 0, under both zero rules, in base 10 and in smaller bases.
    for rules in [
        Rules::new(10, "1-9", false),
        Rules::new(10, "0-7", true),
        Rules::new(10, "0,2,4-6,9", false),
        Rules::new(8, "1-7", false),
        Rules::new(8, "0-3,5", true),
        Rules::new(7, "0,2-6", false),
        Rules::new(6, "1-5", false),
        Rules::new(6, "0-4", false),
    ] {
        let finder = SumFinder::new(FIVE, &rules.find().addends(2, 3)).unwrap();
        let found = found(&finder);
        assert_same(
            &enumerate_sums(&FIVE, 3, rules),
            &found,
            &format!("{rules:?}"),
        );
        total += found.len();
    }
    assert!(total > 0, "the sets should give some sums");
}

/// A set changes what is unique: a sum may gain its one solution when
/// the others use digits left out, and lose it when that one does.
#[test]
fn a_set_of_digits_keeps_other_sums_than_the_whole_base() {
    let all = |rules: Rules| -> Vec<String> {
        SumFinder::new(FIVE, &rules.find().addends(2, 3))
            .unwrap()
            .iter()
            .map(|f| f.puzzle().to_owned())
            .collect()
    };
    let whole = all(Rules::new(10, "0-9", false));
    let no_zero = all(Rules::new(10, "1-9", false));
    assert!(no_zero.iter().any(|p| !whole.contains(p)), "{no_zero:?}");
    assert!(whole.iter().any(|p| !no_zero.contains(p)), "{whole:?}");
    // The whole base as a set is the default.
    let default: Vec<String> = SumFinder::new(FIVE, &FindOptions::new().addends(2, 3))
        .unwrap()
        .iter()
        .map(|f| f.puzzle().to_owned())
        .collect();
    assert_eq!(whole, default);
}

/// Few letters, so that every product of the list is asked of the solver.
const FACTORS: [&str; 9] = ["a", "b", "ab", "ba", "ca", "bad", "d", "cab", "dc"];

/// Every product of at most `max` words a side, three or more in all, with
/// one solution under `rules`; the side holding the first word of the
/// puzzle in the list on the right.
fn enumerate_products(words: &[&str], max: usize, rules: Rules) -> Vec<Puzzled> {
    let all: Vec<usize> = (0..words.len()).collect();
    let side = |s: &[usize]| s.iter().map(|&i| words[i]).collect::<Vec<_>>().join(" * ");
    let mut expected = Vec::new();
    for right in subsets(&all, 1, max) {
        let rest: Vec<usize> = all
            .iter()
            .copied()
            .filter(|&i| i > right[0] && !right.contains(&i))
            .collect();
        for left in subsets(&rest, 1, max) {
            if left.len() + right.len() < 3 {
                continue;
            }
            let puzzle = format!("{} == {}", side(&left), side(&right));
            if let Some(one) = unique(&puzzle, rules) {
                expected.push(puzzled(&puzzle, &one));
            }
        }
    }
    expected
}

#[test]
fn products_match_the_solver_under_a_set_of_digits() {
    let mut total = 0;
    for rules in [
        Rules::new(10, "1-9", false),
        Rules::new(10, "0-6,8", true),
        Rules::new(8, "1-7", false),
        Rules::new(7, "0-2,4,5", false),
        Rules::new(6, "1-5", false),
    ] {
        let finder = ProductFinder::new(FACTORS, &rules.find().addends(1, 2)).unwrap();
        let found = found(&finder);
        assert_same(
            &enumerate_products(&FACTORS, 2, rules),
            &found,
            &format!("{rules:?}"),
        );
        total += found.len();
    }
    assert!(total > 0, "the sets should give some products");
}

/// The 3 × 3 grid text of `cells` (row order): its rows, then its columns.
fn grid_text(words: &[&str], cells: &[usize]) -> String {
    let w = |r: usize, c: usize| words[cells[r * 3 + c]];
    let rows = (0..3).map(|r| format!("{} + {} == {}", w(r, 0), w(r, 1), w(r, 2)));
    let columns = (0..3).map(|c| format!("{} + {} == {}", w(0, c), w(1, c), w(2, c)));
    rows.chain(columns).collect::<Vec<_>>().join(", ")
}

/// Every 3 × 3 grid of distinct words with one solution under `rules`,
/// cell (0, 1) before cell (1, 0) in the list. A grid can only have a
/// solution when each of its rows and columns has one alone, so the
/// triples are asked first and the grids built from them, cell by cell
/// with an explicit stack.
fn enumerate_grids(words: &[&str], rules: Rules) -> Vec<Puzzled> {
    let n = words.len();
    let mut holds = vec![false; n * n * n];
    for x in 0..n {
        for y in 0..n {
            for z in 0..n {
                if x != y && y != z && x != z {
                    let puzzle = format!("{} + {} == {}", words[x], words[y], words[z]);
                    holds[(x * n + y) * n + z] = !oracle(&puzzle, rules).is_empty();
                }
            }
        }
    }
    let sum = |x: usize, y: usize, z: usize| holds[(x * n + y) * n + z];
    let mut expected = Vec::new();
    let mut stack: Vec<usize> = Vec::new();
    let mut next = 0;
    loop {
        if stack.len() < 9 && next < n {
            let w = next;
            next += 1;
            if stack.contains(&w) {
                continue;
            }
            let c = |k: usize| if k == stack.len() { w } else { stack[k] };
            let ok = match stack.len() {
                2 => sum(c(0), c(1), c(2)),
                3 => w > c(1),
                5 => sum(c(3), c(4), c(5)),
                6 => sum(c(0), c(3), c(6)),
                7 => sum(c(1), c(4), c(7)),
                8 => sum(c(6), c(7), c(8)) && sum(c(2), c(5), c(8)),
                _ => true,
            };
            if !ok {
                continue;
            }
            stack.push(w);
            next = 0;
            if stack.len() == 9 {
                let puzzle = grid_text(words, &stack);
                if let Some(one) = unique(&puzzle, rules) {
                    expected.push(puzzled(&puzzle, &one));
                }
            }
            continue;
        }
        let Some(w) = stack.pop() else { break };
        next = w + 1;
    }
    expected
}

/// Short words over six letters, with grids in base 8.
const CELLS: [&str; 11] = [
    "a", "b", "e", "ab", "ac", "bc", "ce", "da", "fa", "fb", "eae",
];

#[test]
fn grids_match_the_solver_under_a_set_of_digits() {
    let mut total = 0;
    // The list's grids in base 8 use the digits 0 to 4 and 6: as many
    // digits as letters, one more, or in a larger base, which the whole
    // base leaves without a unique grid.
    for rules in [
        Rules::new(8, "0-4,6", false),
        Rules::new(8, "0-4,6,7", true),
        Rules::new(10, "0-4,6", false),
        Rules::new(10, "0-4,6,9", false),
        Rules::new(8, "1-7", false),
        Rules::new(8, "0-2,4-7", true),
        Rules::new(9, "0-6", false),
        Rules::new(10, "1-9", false),
    ] {
        let finder = GridFinder::new(CELLS, 3, &rules.find()).unwrap();
        let found = found(&finder);
        assert_same(
            &enumerate_grids(&CELLS, rules),
            &found,
            &format!("{rules:?}"),
        );
        total += found.len();
    }
    assert!(total > 0, "the sets should give some grids");
}

#[test]
fn doubly_true_sums_match_the_solver_under_a_set_of_digits() {
    let numbers = alphametic_support::NUMBER_NAMES;
    let mut total = 0;
    for rules in [
        Rules::new(10, "1-9", false),
        Rules::new(10, "0-8", true),
        Rules::new(11, "1-10", false),
        Rules::new(12, "0-9", false),
    ] {
        let finder = SumFinder::doubly_true(numbers, &rules.find().addends(2, 4)).unwrap();
        let found = found(&finder);
        let mut expected = Vec::new();
        for (r, &(right, value)) in numbers.iter().enumerate() {
            let pool: Vec<usize> = (0..numbers.len()).filter(|&i| i != r).collect();
            for addends in subsets(&pool, 2, 4) {
                if addends.iter().map(|&i| numbers[i].1).sum::<i128>() != value {
                    continue;
                }
                let names: Vec<&str> = addends.iter().map(|&i| numbers[i].0).collect();
                let puzzle = format!("{} == {right}", names.join(" + "));
                if let Some(one) = unique(&puzzle, rules) {
                    expected.push(puzzled(&puzzle, &one));
                }
            }
        }
        assert_same(&expected, &found, &format!("{rules:?}"));
        total += found.len();
    }
    assert!(total > 0, "the sets should give some doubly true sums");
}

#[test]
fn a_set_the_base_lacks_is_an_error() {
    let words = ["send", "more", "money"];
    let options = |base: u32, digits: &str| {
        FindOptions::new()
            .base(base)
            .digits(digits.parse().expect("a well-formed set"))
    };
    let empty = options(10, "");
    let outside = options(8, "1-9");
    assert_eq!(
        SumFinder::new(words, &empty).unwrap_err(),
        FindError::NoDigits
    );
    assert_eq!(
        SumFinder::new(words, &outside).unwrap_err(),
        FindError::DigitOutsideBase { digit: 8, base: 8 }
    );
    assert_eq!(
        ProductFinder::new(words, &outside).unwrap_err(),
        FindError::DigitOutsideBase { digit: 8, base: 8 }
    );
    assert_eq!(
        GridFinder::new(words, 3, &empty).unwrap_err(),
        FindError::NoDigits
    );
    assert_eq!(
        SumFinder::doubly_true([("one", 1)], &outside).unwrap_err(),
        FindError::DigitOutsideBase { digit: 8, base: 8 }
    );
    assert_eq!(
        FindError::NoDigits.to_string(),
        "the letters may take no digit: the set is empty"
    );
    assert_eq!(
        FindError::DigitOutsideBase { digit: 8, base: 8 }.to_string(),
        "digit 8 is not a digit of base 8: the digits are 0 to 7"
    );
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 24, ..Default::default() })]

    /// Random small lists and random sets of digits: every sum and every
    /// product the finders report, and only those, has exactly one
    /// solution under the set by the solver.
    #[test]
    fn random_lists_and_sets_give_the_puzzles_of_the_solver(
        words in proptest::collection::btree_set("[a-f]{1,3}", 4..=6),
        base in proptest::sample::select(vec![6u32, 8, 10]),
        bits in 1u64..1 << 10,
        strict in proptest::prelude::any::<bool>(),
    ) {
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        // The digits of `bits` the base has, or its largest alone.
        let mut set = DigitSet::from_bits(bits).intersect(DigitSet::range(0, base));
        if set.is_empty() {
            set = DigitSet::single(base - 1);
        }
        let rules = Rules { base, digits: set, strict };
        let sums = SumFinder::new(&words, &rules.find().addends(2, 3)).unwrap();
        assert_same(&enumerate_sums(&words, 3, rules), &found(&sums), &format!("{rules:?}"));
        let products = ProductFinder::new(&words, &rules.find().addends(1, 2)).unwrap();
        assert_same(
            &enumerate_products(&words, 2, rules),
            &found(&products),
            &format!("{rules:?}"),
        );
    }
}
