//! The oracle itself, proven on published data and on small cases of each
//! rule of the puzzle language.

mod common;

use std::collections::BTreeSet;

use common::oracle::{self, BruteForce};
use common::{Assignment, corpus, parse_assignment};

/// The oracle's solutions as a set.
fn solved(puzzle: &str, base: u32) -> BTreeSet<Assignment> {
    let found = oracle::solutions(puzzle, base);
    let set: BTreeSet<Assignment> = found.iter().cloned().collect();
    assert_eq!(set.len(), found.len(), "`{puzzle}`: a solution twice");
    set
}

/// Solutions written as `A=1 B=2`.
fn set(solutions: &[&str]) -> BTreeSet<Assignment> {
    solutions.iter().map(|s| parse_assignment(s)).collect()
}

#[test]
fn counts_and_published_solutions_of_the_expressions_corpus() {
    let cases = corpus("expressions");
    assert_eq!(cases.len(), 27);
    // Ten-letter puzzles take a few hundred milliseconds each: share them
    // out over the cores.
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let failures: Vec<String> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let cases = &cases;
                scope.spawn(move || {
                    let mut failures = Vec::new();
                    for case in cases.iter().skip(t).step_by(threads) {
                        let found = solved(&case.puzzle, 10);
                        if found.len() as u64 != case.count {
                            failures.push(format!(
                                "line {} `{}`: {} solutions, the meta file says {}",
                                case.line,
                                case.puzzle,
                                found.len(),
                                case.count
                            ));
                        }
                        for published in &case.published {
                            if !found.contains(published) {
                                failures.push(format!(
                                    "line {} `{}`: published {published:?} not found",
                                    case.line, case.puzzle
                                ));
                            }
                        }
                    }
                    failures
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a worker panicked"))
            .collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn division_is_exact() {
    // Floor division would also accept 7 / 2 == 3.
    let found = solved("A / B == C", 10);
    let mut expected = BTreeSet::new();
    for b in 1..10u8 {
        for c in 0..10u8 {
            let a = b * c;
            if a < 10 && a != b && a != c && b != c {
                expected.insert(Assignment::from([('A', a), ('B', b), ('C', c)]));
            }
        }
    }
    assert_eq!(found, expected);
    assert!(!found.contains(&parse_assignment("A=7 B=2 C=3")));
}

#[test]
fn fractions_compare_as_rationals() {
    let found = solved("A / B == C / D", 10);
    let mut expected = BTreeSet::new();
    for a in 0..10u8 {
        for b in 1..10u8 {
            for c in 0..10u8 {
                for d in 1..10u8 {
                    let digits = BTreeSet::from([a, b, c, d]);
                    if digits.len() == 4 && a as u32 * d as u32 == c as u32 * b as u32 {
                        expected.insert(Assignment::from([('A', a), ('B', b), ('C', c), ('D', d)]));
                    }
                }
            }
        }
    }
    assert!(found.contains(&parse_assignment("A=1 B=2 C=3 D=6")));
    assert_eq!(found, expected);
}

#[test]
fn division_by_zero_rules_an_assignment_out() {
    // X = 0 would make 0 / 0; only 1 / 1 == 1 is left.
    assert_eq!(solved("X / X == X", 10), set(&["X=1"]));
    // Multiplying by zero afterwards does not rescue B = 0: 9 choices of B,
    // then 9 of A.
    assert_eq!(BruteForce::new("A / B * 0 == 0", 10).unwrap().count(), 81);
    // Nor does an equation that already failed matter.
    assert_eq!(
        BruteForce::new("A == 1, B / (A - 1) == 0", 10)
            .unwrap()
            .count(),
        0
    );
}

#[test]
fn powers_are_right_associative_and_bind_tighter_than_minus() {
    // 2 ^ (3 ^ 0) == 2, where (2 ^ 3) ^ 0 would be 1.
    assert_eq!(solved("A == 2 ^ 3 ^ 0", 10), set(&["A=2"]));
    // 2 ^ (3 ^ 2) == 512; (2 ^ 3) ^ 2 == 64 cannot be spelt ABC.
    assert_eq!(solved("ABC == 2 ^ 3 ^ 2", 10), set(&["A=5 B=1 C=2"]));
    // -(A ^ 2) + B == 0, where (-A) ^ 2 + B would need B < 0.
    assert_eq!(solved("-A ^ 2 + B == 0", 10), set(&["A=2 B=4", "A=3 B=9"]));
    assert_eq!(solved("A ^ 0 == 1 + A", 10), set(&["A=0"]), "0 ^ 0 == 1");
}

#[test]
fn the_usual_precedence_and_unary_minus() {
    let times_first = solved("A + B * C == DE", 10);
    let sum_first = solved("(A + B) * C == DE", 10);
    // 4 + 3 * 5 == 19, (4 + 3) * 5 == 35.
    let times = parse_assignment("A=4 B=3 C=5 D=1 E=9");
    // 1 + 3 * 5 == 16, (1 + 3) * 5 == 20.
    let sum = parse_assignment("A=1 B=3 C=5 D=2 E=0");
    assert!(times_first.contains(&times) && !sum_first.contains(&times));
    assert!(sum_first.contains(&sum) && !times_first.contains(&sum));
    // Subtraction is left-associative: (A - B) - C.
    assert_eq!(solved("A - B - C == 6", 10), solved("A == B + C + 6", 10));
    assert_eq!(solved("A * -B == -C", 10), solved("A * B == C", 10));
    assert_eq!(solved("A - -B == C", 10), solved("A + B == C", 10));
}

#[test]
fn numbers_are_decimal_and_words_are_in_the_base() {
    assert_eq!(solved("A == 10", 16), set(&["A=10"]));
    assert_eq!(solved("A == 10", 10), set(&[]));
    assert_eq!(solved("AB == 10", 8), set(&["A=1 B=2"]));
}

#[test]
fn leading_zeros() {
    // A one-letter word may be 0.
    assert_eq!(BruteForce::new("A + B == B", 10).unwrap().count(), 9);
    // A word used as an exponent may not start with 0 either: otherwise
    // 5 ^ 02 == 34 in base 7. (In base 7 every A ^ BC fits in i128.)
    assert!(solved("DE == A ^ C", 7).contains(&parse_assignment("A=5 C=2 D=3 E=4")));
    assert_eq!(solved("DE == A ^ BC", 7), set(&[]));
}

#[test]
fn equals_signs_and_separators() {
    assert_eq!(solved("A + B = C", 10), solved("A + B == C", 10));
    let both = solved("A + B == C; C + A == D", 10);
    assert_eq!(both, solved("A + B == C, C + A = D", 10));
    let expected: BTreeSet<Assignment> = solved("A + B == C", 10)
        .into_iter()
        .filter(|s| {
            let d = s[&'C'] + s[&'A'];
            d < 10 && !s.values().any(|&v| v == d)
        })
        .map(|mut s| {
            s.insert('D', s[&'C'] + s[&'A']);
            s
        })
        .collect();
    assert_eq!(both, expected);
}

#[test]
fn solutions_list_letters_alphabetically() {
    let puzzle = BruteForce::new("SEND + MORE == MONEY", 10).unwrap();
    assert_eq!(puzzle.letters(), ['D', 'E', 'M', 'N', 'O', 'R', 'S', 'Y']);
    assert_eq!(
        puzzle.solutions(),
        [vec![
            ('D', 7),
            ('E', 5),
            ('M', 1),
            ('N', 6),
            ('O', 0),
            ('R', 8),
            ('S', 9),
            ('Y', 2)
        ]]
    );
}

#[test]
fn text_outside_the_language_is_an_error() {
    for bad in [
        "",
        "A + B",
        "A + == B",
        "A == B ==",
        "A == B,",
        "a + b == c",
        "A + (B == C",
        "A ^ (B) == C",
        "A ^ -B == C",
        "+A == B",
        "A == B C",
        "A == 99999999999999999999999999999999999999999",
    ] {
        assert!(BruteForce::new(bad, 10).is_err(), "`{bad}` parsed");
    }
    assert!(BruteForce::new("A == B", 1).is_err());
    assert!(BruteForce::new("A == B", 37).is_err());
    let err = BruteForce::new("A + * B == C", 10).err().unwrap();
    assert!(err.contains("byte 4") && err.contains("`*`"), "{err}");
}

#[test]
#[should_panic(expected = "`ABCDEFGHIJ ^ 5 == A` in base 10")]
fn overflow_names_the_puzzle() {
    BruteForce::new("ABCDEFGHIJ ^ 5 == A", 10).unwrap().count();
}
