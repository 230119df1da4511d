//! Property tests: the solver against the brute-force oracle, on random and
//! planted puzzles in several bases, and the parser on arbitrary text.

mod common;

use alphametic::Puzzle;
use common::{Assignment, assignment, oracle};
use proptest::prelude::*;

/// A word over the letters `A..A+letters`, one to `max_len` long.
fn word(letters: u8, max_len: usize) -> impl Strategy<Value = String> {
    prop::collection::vec(0..letters, 1..=max_len)
        .prop_map(|w| w.into_iter().map(|l| (b'A' + l) as char).collect())
}

/// `W (+|-) W ... == W (+|-) W ...` over a few letters.
fn random_puzzle() -> impl Strategy<Value = String> {
    let side = || prop::collection::vec((any::<bool>(), word(5, 3)), 1..=3);
    (side(), side()).prop_map(|(lhs, rhs)| {
        let render = |side: Vec<(bool, String)>| {
            let mut text = String::new();
            for (i, (minus, word)) in side.into_iter().enumerate() {
                if i > 0 {
                    text += if minus { " - " } else { " + " };
                }
                text += &word;
            }
            text
        };
        format!("{} == {}", render(lhs), render(rhs))
    })
}

fn sorted(mut v: Vec<Assignment>) -> Vec<Assignment> {
    v.sort();
    v
}

fn solver_solutions(puzzle: &Puzzle) -> Vec<Assignment> {
    sorted(puzzle.solutions().map(|s| assignment(&s)).collect())
}

/// Encodes `n` in `base` with the letter of each digit, inventing letters
/// for digits no letter has yet; `None` when the letters run out.
fn encode(
    mut n: u64,
    base: u32,
    letter_of: &mut Vec<Option<char>>,
    next: &mut u8,
) -> Option<String> {
    let mut digits = Vec::new();
    loop {
        digits.push((n % base as u64) as usize);
        n /= base as u64;
        if n == 0 {
            break;
        }
    }
    let mut word = String::new();
    for d in digits.into_iter().rev() {
        if letter_of[d].is_none() {
            if *next >= 26 {
                return None;
            }
            letter_of[d] = Some((b'A' + *next) as char);
            *next += 1;
        }
        word.push(letter_of[d]?);
    }
    Some(word)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn random_puzzles_match_the_oracle(text in random_puzzle(), base in 3u32..=10) {
        let Ok(puzzle) = Puzzle::parse_with_base(&text, base) else {
            // Only too many letters for a small base may fail to parse.
            let letters = text.chars().filter(char::is_ascii_uppercase).collect::<std::collections::BTreeSet<_>>();
            prop_assert!(letters.len() > base as usize, "{text} in base {base}");
            return Ok(());
        };
        let expected = sorted(oracle::solutions(&text, base));
        prop_assert_eq!(solver_solutions(&puzzle), expected.clone(), "{} in base {}", text, base);
        prop_assert_eq!(puzzle.count(), expected.len() as u64);
        prop_assert_eq!(puzzle.is_unique(), expected.len() == 1);
        prop_assert_eq!(puzzle.solve().is_some(), !expected.is_empty());
    }

    #[test]
    fn planted_sums_are_found(
        base in 2u32..=16,
        addends in prop::collection::vec(1u64..5000, 2..=4),
    ) {
        // Write each addend in `base`, give every digit its own letter, and
        // encode the sum with the same letters: the planted assignment
        // solves the puzzle unless a word starts with 0, which can't happen
        // for positive numbers.
        let mut letter_of = vec![None; base as usize];
        let mut next = 0u8;
        let mut words = Vec::new();
        for &n in &addends {
            let Some(w) = encode(n, base, &mut letter_of, &mut next) else { return Ok(()) };
            words.push(w);
        }
        let Some(total) = encode(addends.iter().sum(), base, &mut letter_of, &mut next) else { return Ok(()) };
        let text = format!("{} == {total}", words.join(" + "));
        let planted: Assignment = letter_of
            .iter()
            .enumerate()
            .filter_map(|(d, l)| l.map(|l| (l, d as u8)))
            .collect();
        let puzzle = Puzzle::parse_with_base(&text, base).unwrap();
        let found = solver_solutions(&puzzle);
        prop_assert!(found.contains(&planted), "{} in base {}: {:?} not in {:?}", text, base, planted, found);
        // The oracle tries every permutation: keep it to small ones.
        if planted.len() <= 5 || (base <= 10 && planted.len() <= 6) {
            prop_assert_eq!(found, sorted(oracle::solutions(&text, base)), "{} in base {}", text, base);
        }
    }

    #[test]
    fn parsing_arbitrary_text_never_panics(text in ".{0,40}", base in 0u32..40) {
        if let Err(err) = Puzzle::parse_with_base(&text, base) {
            let span = err.span();
            prop_assert!(span.start <= span.end && span.end <= text.len());
            prop_assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end));
            prop_assert!(!err.to_string().is_empty());
        }
    }

    #[test]
    fn parsing_puzzle_like_text_never_panics(text in "[A-Z +=,;*-]{0,40}") {
        if let Ok(puzzle) = Puzzle::parse(&text) {
            let _ = puzzle.is_unique();
        }
    }
}
