//! The oracle itself, proven on published data and on small cases of each
//! rule of the puzzle language.

use alphametic_support as common;

use std::collections::BTreeSet;

use common::oracle::{self, BruteForce};
use common::{Assignment, corpus, failures_in_parallel, language, parse_assignment};

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
    let failures = failures_in_parallel(&cases, |case| {
        let mut failures = Vec::new();
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
        failures
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
        "A + B == C & D",
        "A =< B",
        "A ! B",
        "A == B &&",
        "A && B",
        "0A == B",
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

/// Every assignment of distinct digits below `base` to `letters`, in
/// nested-loop order: the tests' own enumeration, independent of the
/// oracle's search.
fn assignments(letters: &[char], base: u8) -> Vec<Assignment> {
    let mut all = vec![Assignment::new()];
    for &letter in letters {
        let mut longer = Vec::new();
        for partial in &all {
            for d in 0..base {
                if !partial.values().any(|&v| v == d) {
                    let mut next = partial.clone();
                    next.insert(letter, d);
                    longer.push(next);
                }
            }
        }
        all = longer;
    }
    all
}

/// The assignments of `letters` in `base` that `holds` accepts, none of
/// the letters of `leading` being 0.
fn expected(
    letters: &[char],
    base: u8,
    leading: &[char],
    holds: impl Fn(&dyn Fn(char) -> i64) -> bool,
) -> BTreeSet<Assignment> {
    assignments(letters, base)
        .into_iter()
        .filter(|a| leading.iter().all(|l| a[l] != 0))
        .filter(|a| holds(&|l| i64::from(a[&l])))
        .collect()
}

fn solved_with_rule(puzzle: &str, base: u32, strict: bool) -> BTreeSet<Assignment> {
    oracle::solutions_with_rule(puzzle, base, strict)
        .into_iter()
        .collect()
}

#[test]
fn digits_in_a_word_are_its_digits() {
    // A1 + B2 == C3 is 10A + 1 + 10B + 2 == 10C + 3; A, B and C lead.
    let want = expected(&['A', 'B', 'C'], 10, &['A', 'B', 'C'], |v| {
        10 * v('A') + 1 + 10 * v('B') + 2 == 10 * v('C') + 3
    });
    assert!(!want.is_empty());
    assert_eq!(solved("A1 + B2 == C3", 10), want);
    // A digit in the middle: A0B is 100A + B (1 0 4 == 4 · 26).
    let want = expected(&['A', 'B', 'C', 'D'], 10, &['A', 'C'], |v| {
        100 * v('A') + v('B') == v('B') * (10 * v('C') + v('D'))
    });
    assert!(want.contains(&parse_assignment("A=1 B=4 C=2 D=6")));
    assert_eq!(solved("A0B == B * CD", 10), want);
}

#[test]
fn a_digit_may_start_a_word_and_is_no_leading_letter() {
    // 1A + 1B == 3C is A + B == 10 + C; no letter starts a word, so under
    // either rule each may be 0.
    let want = expected(&['A', 'B', 'C'], 10, &[], |v| {
        10 + v('A') + 10 + v('B') == 30 + v('C')
    });
    assert!(want.iter().any(|a| a[&'C'] == 0));
    assert_eq!(solved_with_rule("1A + 1B == 3C", 10, false), want);
    assert_eq!(solved_with_rule("1A + 1B == 3C", 10, true), want);
}

#[test]
fn words_with_digits_are_read_in_the_base() {
    // AB2 in base 16 is A·256 + B·16 + 2: true for every A ≠ 0 and B ≠ A.
    assert_eq!(
        BruteForce::new("AB2 == 16 * AB + 2", 16).unwrap().count(),
        15 * 15
    );
    // 2A is 2·base + A: 32 + A in base 16, 20 + A in base 10.
    assert_eq!(BruteForce::new("2A == 32 + A", 16).unwrap().count(), 16);
    assert_eq!(BruteForce::new("2A == 20 + A", 10).unwrap().count(), 10);
    assert_eq!(BruteForce::new("2A == 32 + A", 10).unwrap().count(), 0);
    // A2 + B == CD in base 16, by loops.
    let want = expected(&['A', 'B', 'C', 'D'], 16, &['A', 'C'], |v| {
        16 * v('A') + 2 + v('B') == 16 * v('C') + v('D')
    });
    assert!(!want.is_empty());
    assert_eq!(solved("A2 + B == CD", 16), want);
    // 7 is a digit of base 8, a number is decimal whatever the base.
    assert_eq!(solved("A7 == 15", 8), set(&["A=1"]));
}

#[test]
fn a_digit_not_below_the_base_or_a_leading_0_is_an_error() {
    for (bad, base) in [
        ("A8 == B", 8),
        ("A2 == B", 2),
        ("9A == B", 9),
        ("AZ9 == B", 5),
        ("0A == B", 10),
        ("A + 0BC == D", 16),
        ("00A == B", 10),
    ] {
        assert!(
            BruteForce::new(bad, base).is_err(),
            "`{bad}` in base {base}"
        );
    }
    let err = BruteForce::new("AB + C8 == D", 8).err().unwrap();
    assert!(err.contains("`8`") && err.contains("byte 5"), "{err}");
    let err = BruteForce::new("A == 0B", 10).err().unwrap();
    assert!(err.contains("`0B`") && err.contains("`0`"), "{err}");
    // Not words: a number may start with 0, and a 0 elsewhere is a digit.
    assert!(BruteForce::new("A7 == B", 8).is_ok());
    assert_eq!(BruteForce::new("A == 007", 10).unwrap().count(), 1);
    assert_eq!(solved("A0 == 30", 10), set(&["A=3"]));
}

#[test]
fn each_relation_compares() {
    // Two letters in base 4: 12 ordered pairs of distinct digits, 6 with
    // A < B and 6 with A > B.
    for (relation, count) in [
        ("==", 0),
        ("=", 0),
        ("!=", 12),
        ("<", 6),
        ("<=", 6),
        (">", 6),
        (">=", 6),
    ] {
        let puzzle = format!("A {relation} B");
        assert_eq!(
            BruteForce::new(&puzzle, 4).unwrap().count(),
            count,
            "{puzzle}"
        );
    }
    // With sums and fractions on both sides, against the loops.
    type Cmp = fn(i64, i64) -> bool;
    let relations: [(&str, Cmp); 6] = [
        ("==", |x, y| x == y),
        ("!=", |x, y| x != y),
        ("<", |x, y| x < y),
        ("<=", |x, y| x <= y),
        (">", |x, y| x > y),
        (">=", |x, y| x >= y),
    ];
    for (relation, cmp) in relations {
        let puzzle = format!("A - B {relation} C - 3");
        let want = expected(&['A', 'B', 'C'], 6, &[], |v| {
            cmp(v('A') - v('B'), v('C') - 3)
        });
        assert_eq!(solved(&puzzle, 6), want, "{puzzle}");
        // A / B against C / 2: compare A·2 with C·B, B > 0.
        let puzzle = format!("A / B {relation} C / 2");
        let want = expected(&['A', 'B', 'C'], 7, &[], |v| {
            v('B') != 0 && cmp(v('A') * 2, v('C') * v('B'))
        });
        assert_eq!(solved(&puzzle, 7), want, "{puzzle}");
        // A negative denominator flips nothing: A / -B is -(A / B).
        let puzzle = format!("A / -B {relation} -C");
        let want = expected(&['A', 'B', 'C'], 7, &[], |v| {
            v('B') != 0 && cmp(-v('A'), -v('C') * v('B'))
        });
        assert_eq!(solved(&puzzle, 7), want, "{puzzle}");
    }
}

#[test]
fn relations_and_sums_together() {
    let sum = solved("SEND + MORE == MONEY", 10);
    assert_eq!(solved("SEND + MORE == MONEY, S > M", 10), sum);
    assert_eq!(solved("SEND + MORE == MONEY, S < M", 10), set(&[]));
    // In base 11 there are three; D < E keeps those with D < E.
    let base11 = solved("SEND + MORE == MONEY", 11);
    let want: BTreeSet<Assignment> = base11
        .iter()
        .filter(|a| a[&'D'] < a[&'E'])
        .cloned()
        .collect();
    assert_eq!((base11.len(), want.len()), (3, 1));
    assert_eq!(solved("SEND + MORE == MONEY; D < E", 11), want);
}

#[test]
fn lowercase_and_other_scripts_are_letters_too() {
    // `a` and `A` are two letters.
    assert_eq!(BruteForce::new("a < A", 3).unwrap().count(), 3);
    assert_eq!(
        solved("a + b == c", 10).len(),
        solved("A + B == C", 10).len()
    );
    // A one-letter word of a two-byte letter may be 0 by default.
    assert_eq!(BruteForce::new("é + A == A", 10).unwrap().count(), 9);
    assert_eq!(
        BruteForce::with_rule("é + A == A", 10, true)
            .unwrap()
            .count(),
        0
    );
    assert_eq!(
        BruteForce::new("λ + λ == μ", 10).unwrap().letters(),
        ['λ', 'μ']
    );
}

#[test]
fn floor_division_and_remainder_floor() {
    // Every pair of small integers, against the float floor of the exact
    // quotient (exact in f64 at this size).
    for a in -9i64..=9 {
        for b in (-4i64..=4).filter(|&b| b != 0) {
            let q = (a as f64 / b as f64).floor() as i64;
            let r = a - b * q;
            assert!(r == 0 || (r < 0) == (b < 0), "the sign of {a} % {b}");
            for (puzzle, holds) in [
                (format!("{a} // {b} == {q}"), true),
                (format!("{a} // {b} == {}", q + 1), false),
                (format!("{a} // {b} == {}", q - 1), false),
                (format!("{a} % {b} == {r}"), true),
                (format!("{a} % {b} == {}", r + 1), false),
            ] {
                // Without letters there is one assignment, the empty one.
                let count = BruteForce::new(&puzzle, 10).unwrap().count();
                assert_eq!(count, holds as u64, "{puzzle}");
            }
        }
    }
    assert_eq!(BruteForce::new("-7 // 2 == -4", 10).unwrap().count(), 1);
    assert_eq!(BruteForce::new("-7 % 2 == 1", 10).unwrap().count(), 1);
    assert_eq!(BruteForce::new("7 % -2 == -1", 10).unwrap().count(), 1);
}

#[test]
fn floor_division_binds_like_times_and_leans_left() {
    // 8 // 2 * 2 == (8 // 2) * 2 == 8, where 8 // (2 * 2) == 2.
    assert_eq!(BruteForce::new("8 // 2 * 2 == 8", 10).unwrap().count(), 1);
    // 9 % 4 % 3 == (9 % 4) % 3 == 1, where 9 % (4 % 3) == 0.
    assert_eq!(BruteForce::new("9 % 4 % 3 == 1", 10).unwrap().count(), 1);
    // 2 + 7 % 3 == 2 + (7 % 3) == 3, where (2 + 7) % 3 == 0.
    assert_eq!(BruteForce::new("2 + 7 % 3 == 3", 10).unwrap().count(), 1);
    // -7 // 2 is (-7) // 2 == -4, not -(7 // 2) == -3.
    assert_eq!(BruteForce::new("-7 // 2 == -3", 10).unwrap().count(), 0);
}

#[test]
fn floor_division_and_remainder_over_letters() {
    // (A - B) // C == -D and (A - B) % C == D, C > 0: Euclid's division
    // is the floor one for a positive divisor.
    let want = expected(&['A', 'B', 'C', 'D'], 8, &[], |v| {
        v('C') != 0 && (v('A') - v('B')).div_euclid(v('C')) == -v('D')
    });
    assert!(want.iter().any(|a| a[&'A'] < a[&'B']));
    assert_eq!(solved("(A - B) // C == -D", 8), want);
    let want = expected(&['A', 'B', 'C', 'D'], 8, &[], |v| {
        v('C') != 0 && (v('A') - v('B')).rem_euclid(v('C')) == v('D')
    });
    assert_eq!(solved("(A - B) % C == D", 8), want);
    // ABC // 10 == AB for every ABC; AB % 7 == 0 for the multiples of 7.
    assert_eq!(
        BruteForce::new("ABC // 10 == AB", 10).unwrap().count(),
        9 * 9 * 8
    );
    let want = expected(&['A', 'B'], 10, &['A'], |v| (10 * v('A') + v('B')) % 7 == 0);
    assert_eq!(solved("AB % 7 == 0", 10), want);
}

#[test]
fn floor_division_and_remainder_need_whole_operands() {
    // (A / B) // C: A / B must be whole; A = 3, B = 2 makes 3/2, so
    // (3/2) // 1 == 1 is no solution.
    let want = expected(&['A', 'B', 'C', 'D'], 7, &[], |v| {
        v('B') != 0 && v('C') != 0 && v('A') % v('B') == 0 && (v('A') / v('B')) / v('C') == v('D')
    });
    let found = solved("(A / B) // C == D", 7);
    assert_eq!(found, want);
    assert!(!found.contains(&parse_assignment("A=3 B=2 C=1 D=1")));
    // A fractional divisor: A // (B / C) needs C | B.
    let want = expected(&['A', 'B', 'C', 'D'], 7, &[], |v| {
        v('C') != 0
            && v('B') % v('C') == 0
            && v('B') != 0
            && v('A').div_euclid(v('B') / v('C')) == v('D')
    });
    assert_eq!(solved("A // (B / C) == D", 7), want);
    // The same for %.
    let want = expected(&['A', 'B', 'C', 'D'], 7, &[], |v| {
        v('B') != 0 && v('C') != 0 && v('A') % v('B') == 0 && (v('A') / v('B')) % v('C') == v('D')
    });
    assert_eq!(solved("(A / B) % C == D", 7), want);
    // A whole fraction is fine: 6/2 // 1 == 3.
    assert_eq!(BruteForce::new("6 / 2 // 1 == 3", 10).unwrap().count(), 1);
    assert_eq!(BruteForce::new("3 / 2 // 1 == 1", 10).unwrap().count(), 0);
    assert_eq!(BruteForce::new("3 / 2 % 1 == 0", 10).unwrap().count(), 0);
    assert_eq!(BruteForce::new("3 % (3 / 2) == 0", 10).unwrap().count(), 0);
}

#[test]
fn floor_division_by_zero_is_no_solution() {
    // B = 0 is ruled out, whatever the other side says.
    let want = expected(&['A', 'B', 'C'], 10, &[], |v| {
        v('B') != 0 && v('A') / v('B') == v('C')
    });
    assert_eq!(solved("A // B == C", 10), want);
    let want = expected(&['A', 'B', 'C'], 10, &[], |v| {
        v('B') != 0 && v('A') % v('B') == v('C')
    });
    assert_eq!(solved("A % B == C", 10), want);
    // A // 0 and A % 0 are no error in the oracle, just no solution.
    for puzzle in ["A // 0 == A", "A % 0 == A", "A % (B - B) == 0, A + B == 9"] {
        assert_eq!(BruteForce::new(puzzle, 10).unwrap().count(), 0, "{puzzle}");
    }
    // Multiplying by 0 afterwards rescues nothing: 9 · 9 pairs with B > 0.
    assert_eq!(BruteForce::new("A % B * 0 == 0", 10).unwrap().count(), 81);
}

#[test]
fn chains_are_refused() {
    for chain in [
        "A < B < C",
        "A == B == C",
        "A = B = C",
        "A < B == C",
        "A != B != C",
        "A + B == C, A <= B >= C",
    ] {
        let err = BruteForce::new(chain, 10).err();
        assert!(
            err.as_ref().is_some_and(|e| e.contains("chained")),
            "`{chain}`: {err:?}"
        );
    }
    // The same written as two constraints: a < b < c among 10 digits is
    // choosing 3 of them.
    assert_eq!(BruteForce::new("A < B, B < C", 10).unwrap().count(), 120);
}

#[test]
fn constraints_join_with_commas_semicolons_or_ampersands() {
    let want = expected(&['A', 'B', 'C', 'D'], 10, &[], |v| {
        v('A') + v('B') == v('C') && v('C') < v('D') && v('A') % 2 == 1
    });
    assert!(!want.is_empty());
    for puzzle in [
        "A + B == C && C < D && A % 2 == 1",
        "A + B == C, C < D; A % 2 == 1",
        "A + B == C&&C < D&&A % 2 != 0",
    ] {
        assert_eq!(solved(puzzle, 10), want, "{puzzle}");
    }
}

#[test]
fn the_zero_rules_with_digits_in_words() {
    // A + 1B > C2: A is a one-letter word, B follows a digit, C starts a
    // two-character word. By default only C is leading; under the strict
    // rule A is too, and B never is.
    let holds = |v: &dyn Fn(char) -> i64| v('A') + 10 + v('B') > 10 * v('C') + 2;
    let letters = ['A', 'B', 'C'];
    let default = expected(&letters, 10, &['C'], holds);
    let strict = expected(&letters, 10, &['A', 'C'], holds);
    assert!(default.iter().any(|a| a[&'A'] == 0));
    assert!(strict.iter().any(|a| a[&'B'] == 0));
    assert_eq!(solved_with_rule("A + 1B > C2", 10, false), default);
    assert_eq!(solved_with_rule("A + 1B > C2", 10, true), strict);
}

#[test]
fn check_accepts_exactly_the_solutions() {
    let puzzle = BruteForce::new("SEND + MORE == MONEY, S > M", 10).unwrap();
    let solution = parse_assignment("D=7 E=5 M=1 N=6 O=0 R=8 S=9 Y=2");
    let pairs: Vec<(char, u8)> = solution.clone().into_iter().collect();
    assert!(puzzle.check(&pairs));
    // Any order of the pairs.
    assert!(puzzle.check(&pairs.iter().rev().copied().collect::<Vec<_>>()));
    let with = |letter: char, digit: u8| {
        let mut other = solution.clone();
        other.insert(letter, digit);
        other.into_iter().collect::<Vec<_>>()
    };
    // Y = 3 breaks the sum; E = 7 repeats D's digit; a missing letter.
    assert!(!puzzle.check(&with('Y', 3)));
    assert!(!puzzle.check(&with('E', 7)));
    assert!(!puzzle.check(&pairs[1..]));
    assert!(!puzzle.check(&with('Z', 3)));
    // A leading zero is no solution even when the arithmetic holds.
    let zero = BruteForce::new("AB == B", 10).unwrap();
    assert!(!zero.check(&[('A', 0), ('B', 5)]));
    // A digit past the base.
    assert!(!BruteForce::new("A == 12", 10).unwrap().check(&[('A', 12)]));
}

/// Every count of `language.tsv`, recomputed under both rules. A line
/// that differs is printed as it should read.
#[test]
fn every_count_of_the_language_corpus() {
    let cases = language();
    assert!(cases.len() >= 100, "{} puzzles", cases.len());
    let failures = failures_in_parallel(&cases, |case| {
        let count = |strict| {
            BruteForce::with_rule(&case.puzzle, case.base, strict)
                .unwrap_or_else(|e| panic!("line {}: {e}", case.line))
                .count()
        };
        let (count, count_strict) = (count(false), count(true));
        if (count, count_strict) == (case.count, case.count_strict) {
            return Vec::new();
        }
        vec![format!(
            "line {} should read: {}\t{}\t{count}\t{count_strict}",
            case.line, case.puzzle, case.base
        )]
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
