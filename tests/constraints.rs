//! The view of a puzzle one constraint at a time (`Puzzle::constraints`,
//! `Puzzle::constraint`, `Puzzle::with_digits`) against the puzzle's own
//! solutions: every form a constraint gives holds on each of them, each
//! constraint alone admits each of them, and giving a letter a digit keeps
//! exactly the solutions with that digit.

use alphametic::{Cell, Constraint, Options, Puzzle, Relation, Solution};
use alphametic_support as support;

/// Puzzles of several constraints, with relations and products among them.
const SYSTEMS: &[&str] = &[
    "A + B == C, C == 4 * A",
    "SEND + MORE == MONEY, S > M",
    "AB * C == DE, A < B",
    "ABC - CBA == 198, A + C != B",
    "TO + GO == OUT, T * O <= G",
    "AB + CD == EF; E == 2 * A; B != 0",
];

/// The published expressions and the systems above, each with at most
/// `limit` solutions, so that the checks stay quick.
fn puzzles(limit: u64) -> Vec<Puzzle> {
    support::corpus("expressions")
        .iter()
        .map(|case| case.puzzle.as_str())
        .chain(SYSTEMS.iter().copied())
        .map(|text| Puzzle::parse(text).unwrap())
        .filter(|puzzle| puzzle.count() <= limit)
        .collect()
}

/// The digit of the unknown at `place` of the alphabet: a letter's, or a
/// `?`'s by its place among the `?`s.
fn digit(solution: &Solution, place: usize, puzzle: &Puzzle) -> i128 {
    let alphabet = puzzle.model().alphabet();
    match alphabet[place] {
        '?' => {
            let first = alphabet.iter().position(|&c| c == '?').unwrap();
            i128::from(solution.blanks()[place - first])
        }
        letter => i128::from(solution.digit(letter).unwrap()),
    }
}

/// Whether the product form of `c`, if it has one, holds on `solution`.
fn product_holds(c: &Constraint, solution: &Solution, puzzle: &Puzzle) -> bool {
    let Some(product) = &c.product else {
        return true;
    };
    let base = i128::from(puzzle.base());
    let value = |cells: &[Cell]| {
        cells.iter().fold(0i128, |v, &cell| {
            v * base
                + match cell {
                    Cell::Unknown(u) => digit(solution, usize::from(u), puzzle),
                    Cell::Digit(d) => i128::from(d),
                }
        })
    };
    let factors: i128 = product.factors.iter().map(|f| value(f)).product();
    factors == value(&product.result)
}

fn given(solution: &Solution) -> Vec<(char, u32)> {
    solution.iter().map(|(c, d)| (c, u32::from(d))).collect()
}

#[test]
fn every_form_holds_on_every_solution() {
    for puzzle in puzzles(2_000) {
        let base = i128::from(puzzle.base());
        let constraints = puzzle.constraints();
        assert!(!constraints.is_empty(), "{}", puzzle.text());
        for solution in puzzle.solutions() {
            for c in &constraints {
                assert!(puzzle.text().get(c.span.clone()).is_some());
                let sum = |weights: &[i64], constant: i64| {
                    (0..weights.len())
                        .filter(|&l| weights[l] != 0)
                        .map(|l| i128::from(weights[l]) * digit(&solution, l, &puzzle))
                        .sum::<i128>()
                        + i128::from(constant)
                };
                if let Some(linear) = &c.linear {
                    assert_eq!(
                        sum(&linear.weights, linear.constant),
                        0,
                        "{}",
                        puzzle.text()
                    );
                }
                if let Some(condition) = &c.condition {
                    let value = sum(&condition.weights, condition.constant);
                    match condition.relation {
                        Relation::Le => assert!(value <= 0, "{}", puzzle.text()),
                        Relation::Ne => assert!(value != 0, "{}", puzzle.text()),
                        other => panic!("a condition is <= or !=, not {other:?}"),
                    }
                }
                if let Some(columns) = &c.columns {
                    let mut total = 0i128;
                    for column in columns.iter().rev() {
                        let value = column
                            .weights
                            .iter()
                            .map(|&(l, w)| {
                                i128::from(w) * digit(&solution, usize::from(l), &puzzle)
                            })
                            .sum::<i128>();
                        total = total * base + value + column.constant;
                    }
                    assert_eq!(total, 0, "{}", puzzle.text());
                }
                assert!(product_holds(c, &solution, &puzzle), "{}", puzzle.text());
                for place in c.unknowns.iter() {
                    assert!((place as usize) < puzzle.model().alphabet().len());
                }
                // Written text stays as written.
                assert_eq!(Some(c.text.as_str()), puzzle.text().get(c.span.clone()));
            }
        }
    }
}

#[test]
fn each_constraint_alone_admits_every_solution() {
    for puzzle in puzzles(200) {
        let count = puzzle.count();
        for i in 0..puzzle.constraints().len() {
            let alone = puzzle.constraint(i).unwrap();
            assert!(alone.count() >= count, "{} constraint {i}", puzzle.text());
            for solution in puzzle.solutions().take(20) {
                let pinned = alone.with_digits(&given(&solution)).unwrap();
                assert_eq!(pinned.count(), 1, "{} constraint {i}", puzzle.text());
            }
        }
        assert!(puzzle.constraint(puzzle.constraints().len()).is_none());
    }
}

#[test]
fn a_digit_given_keeps_exactly_the_solutions_with_it() {
    for puzzle in puzzles(2_000) {
        let all: Vec<Solution> = puzzle.solutions().collect();
        for letter in puzzle.letters() {
            for d in 0..puzzle.base() {
                let expected = all
                    .iter()
                    .filter(|s| s.digit(letter).map(u32::from) == Some(d))
                    .count() as u64;
                let given = puzzle.with_digits(&[(letter, d)]).unwrap();
                assert_eq!(
                    given.count(),
                    expected,
                    "{} with {letter} = {d}",
                    puzzle.text()
                );
            }
        }
        assert!(puzzle.with_digits(&[('?', 0)]).is_none());
        let first = puzzle.letters().next().unwrap();
        assert!(puzzle.with_digits(&[(first, puzzle.base())]).is_none());
    }
}

/// The long divisions and multiplications and the puzzles with `?`s of the
/// skeleton corpus: their products hold on every solution, and each
/// constraint's text names every `?` it reads by its number.
#[test]
fn layouts_and_missing_digits_give_their_products_and_texts() {
    let corpus = support::data("alphametics/skeletons.tsv");
    let mut products = 0;
    for row in corpus.lines().skip(1) {
        let cols: Vec<&str> = row.split('\t').collect();
        let base: u32 = cols[1].parse().unwrap();
        let puzzle = Puzzle::parse_with(cols[0], Options::new().base(base)).unwrap();
        if puzzle.count() > 2_000 {
            continue;
        }
        let constraints = puzzle.constraints();
        let alphabet = puzzle.model().alphabet();
        let first = alphabet.iter().position(|&c| c == '?');
        for c in &constraints {
            products += usize::from(c.product.is_some());
            for place in c.unknowns.iter() {
                if let Some(first) = first.filter(|&f| place as usize >= f) {
                    let number: String = (place as usize - first + 1)
                        .to_string()
                        .chars()
                        .map(|d| char::from_u32(0x2080 + d.to_digit(10).unwrap()).unwrap())
                        .collect();
                    assert!(
                        c.text.contains(&format!("?{number}")),
                        "{}: {}",
                        cols[0],
                        c.text
                    );
                }
            }
        }
        for solution in puzzle.solutions() {
            for c in &constraints {
                assert!(
                    product_holds(c, &solution, &puzzle),
                    "{}: {}",
                    cols[0],
                    c.text
                );
            }
        }
    }
    assert!(products >= 100, "{products}");
}
