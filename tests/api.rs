//! The public API on small puzzles whose answers are checked by the oracle.

use alphametic_support as common;

use alphametic::{Alphametic, Puzzle};
use common::{Assignment, assignment, oracle};

fn check_against_oracle(text: &str, base: u32) -> Vec<Assignment> {
    let puzzle = Puzzle::parse_with_base(text, base).unwrap();
    let mut found: Vec<Assignment> = puzzle.solutions().map(|s| assignment(&s)).collect();
    let mut expected = oracle::solutions(text, base);
    found.sort();
    expected.sort();
    assert_eq!(found, expected, "{text} in base {base}");
    found
}

#[test]
fn differences_and_both_sides() {
    check_against_oracle("EIGHT - FOUR == FOUR", 10);
    check_against_oracle("TO + GO == OUT", 10);
    check_against_oracle("A + B == C + D", 6);
    check_against_oracle("AB - BA == C", 10);
}

#[test]
fn several_equations_share_one_assignment() {
    let both = check_against_oracle("SEND + MORE == MONEY, MONEY - MORE == SEND", 10);
    assert_eq!(both.len(), 1);
    let found = check_against_oracle("A + B == C; C + A == D", 10);
    assert!(!found.is_empty());
    for s in found {
        assert_eq!(s[&'A'] + s[&'B'], s[&'C']);
        assert_eq!(s[&'C'] + s[&'A'], s[&'D']);
    }
}

#[test]
fn one_letter_words_may_be_zero_but_leading_letters_may_not() {
    let zero = Puzzle::parse("A + B == B").unwrap().solve().unwrap();
    assert_eq!(zero.digit('A'), Some(0));
    assert!(Puzzle::parse("AB + B == B").unwrap().solve().is_none());
    let p = Puzzle::parse("AND + A + STRONG + OFFENSE + AS + A + GOOD == DEFENSE").unwrap();
    let s = p.solve().unwrap();
    assert_eq!(
        p.render(&s),
        "503 + 5 + 691208 + 2774064 + 56 + 5 + 8223 == 3474064"
    );
}

#[test]
fn a_letter_is_forced_to_zero_when_all_others_lead() {
    // Ten letters in base 10, and all but `A` lead a word: `A` must be 0.
    let text = "BA + CA + DA + EA + FA + GA + HA + IA == JA";
    let puzzle = Puzzle::parse(text).unwrap();
    let step = puzzle
        .plan()
        .steps()
        .iter()
        .find(|s| s.letter == 0)
        .unwrap();
    assert_eq!(step.domain.iter().collect::<Vec<_>>(), [0]);
    let mut found: Vec<Assignment> = puzzle.solutions().map(|s| assignment(&s)).collect();
    found.sort();
    let mut expected = oracle::solutions(text, 10);
    expected.sort();
    assert_eq!(found, expected);
}

#[test]
fn the_trait_and_the_inherent_methods_agree() {
    let puzzle = Puzzle::parse("SEND + MORE == MONEY").unwrap();
    let dynamic: &dyn Alphametic = &puzzle;
    assert_eq!(dynamic.solve(), puzzle.solve());
    assert_eq!(dynamic.count(), 1);
    assert!(dynamic.is_unique());
    assert_eq!(dynamic.solutions().count(), 1);
    let many = Puzzle::parse_with_base("SEND + MORE == MONEY", 11).unwrap();
    assert_eq!(
        Alphametic::solutions(&many).collect::<Vec<_>>(),
        many.solutions().collect::<Vec<_>>()
    );
}

#[test]
fn render_writes_digits_above_nine_unambiguously() {
    let puzzle = Puzzle::parse_with_base("SEND + MORE == MONEY", 11).unwrap();
    let first = puzzle.solve().unwrap();
    assert_eq!(first.digit('S'), Some(10));
    // Each digit in decimal, the digits of a word joined by `:`.
    let rendered = puzzle.render(&first);
    assert!(rendered.starts_with("10:"), "{rendered}");
    let words: Vec<&str> = rendered.split(" == ").collect();
    let value = |word: &str| {
        word.split(':')
            .fold(0u64, |v, d| v * 11 + d.parse::<u64>().unwrap())
    };
    let (lhs, rhs) = words[0].split_once(" + ").unwrap();
    assert_eq!(value(lhs) + value(rhs), value(words[1]));
}

#[test]
fn solutions_iterator_resumes_where_it_stopped() {
    let puzzle = Puzzle::parse("A + B == C").unwrap();
    let mut it = puzzle.solutions();
    let first_two: Vec<_> = it.by_ref().take(2).collect();
    let rest: Vec<_> = it.collect();
    assert_eq!(first_two.len() + rest.len(), puzzle.count() as usize);
    assert!(!rest.contains(&first_two[0]));
}
