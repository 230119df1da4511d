//! Letters as people write them: lowercase, other scripts, each code point
//! one letter, exactly as written. Each puzzle is checked against the same
//! puzzle spelled in `A`..`Z` (a one-to-one renaming of its letters, which
//! cannot change its solutions), through the runtime and the macro.

use std::collections::BTreeMap;

use alphametic::{Puzzle, Solution, alphametic};

/// `text` with its letters renamed to `A`, `B`, … in the order of the
/// puzzle's alphabet, and the renaming.
fn in_capitals(text: &str) -> (String, BTreeMap<char, char>) {
    let puzzle = Puzzle::parse(text).unwrap();
    let rename: BTreeMap<char, char> = puzzle.letters().zip('A'..='Z').collect();
    let renamed = text
        .chars()
        .map(|c| *rename.get(&c).unwrap_or(&c))
        .collect();
    (renamed, rename)
}

/// The solutions of `text` with their letters renamed by `rename`.
fn renamed_solutions(text: &str, rename: &BTreeMap<char, char>) -> Vec<Vec<(char, u8)>> {
    let mut all: Vec<Vec<(char, u8)>> = Puzzle::parse(text)
        .unwrap()
        .solutions()
        .map(|s| {
            let mut pairs: Vec<(char, u8)> = s.iter().map(|(c, d)| (rename[&c], d)).collect();
            pairs.sort();
            pairs
        })
        .collect();
    all.sort();
    all
}

fn sorted(solutions: impl Iterator<Item = Solution>) -> Vec<Vec<(char, u8)>> {
    let mut all: Vec<Vec<(char, u8)>> = solutions.map(|s| s.iter().collect()).collect();
    all.sort();
    all
}

#[track_caller]
fn same_as_in_capitals(text: &str) -> usize {
    let (capitals, rename) = in_capitals(text);
    let expected = sorted(Puzzle::parse(&capitals).unwrap().solutions());
    assert_eq!(
        renamed_solutions(text, &rename),
        expected,
        "{text} as {capitals}"
    );
    expected.len()
}

#[test]
fn lowercase_words_are_words() {
    assert_eq!(same_as_in_capitals("send + more = money"), 1);
    let lower = Puzzle::parse("send + more == money").unwrap();
    let s = lower.solve().unwrap();
    assert_eq!(s.to_string(), "d=7 e=5 m=1 n=6 o=0 r=8 s=9 y=2");
    assert_eq!(lower.render(&s), "9567 + 1085 == 10652");
    let macro_solution = alphametic!("send + more == money").solve();
    assert_eq!(macro_solution, Some(s));
}

#[test]
fn case_is_as_written() {
    // `A` and `a` are two letters: `Ab + aB == cc` has five.
    let puzzle = Puzzle::parse("Ab + aB == cc").unwrap();
    assert_eq!(puzzle.letters().collect::<String>(), "ABabc");
    same_as_in_capitals("Ab + aB == cc");
}

#[test]
fn greek_puzzles_solve_through_both_back_ends() {
    let text = "ένα + ένα == δύο";
    let count = same_as_in_capitals(text);
    assert!(count > 0);
    let generated = alphametic!("ένα + ένα == δύο");
    assert_eq!(generated.count(), count as u64);
    assert_eq!(generated.solve(), Puzzle::parse(text).unwrap().solve());
}

#[test]
fn turkish_dotless_and_dotted_i_are_different_letters() {
    let puzzle = Puzzle::parse("ıi + iı == çöş").unwrap();
    assert_eq!(puzzle.letters().count(), 5);
    same_as_in_capitals("ıi + iı == çöş");
    let generated = alphametic!("ıi + iı == çöş");
    assert_eq!(generated.count(), puzzle.count());
}

#[test]
fn sharp_s_stays_one_letter() {
    let puzzle = Puzzle::parse("ß + ß == SS").unwrap();
    assert_eq!(puzzle.letters().collect::<String>(), "Sß");
    assert_eq!(puzzle.count(), 0);
    same_as_in_capitals("ß + ß + ß == Sß");
}

#[test]
fn devanagari_vowel_signs_count_as_letters() {
    // As the published collection counts it: ten letters, vowel signs
    // included.
    let text = "एक + उनतीस + तीस + उनचास = एकसौनौ";
    let puzzle = Puzzle::parse(text).unwrap();
    assert_eq!(puzzle.letters().count(), 10);
    let count = same_as_in_capitals(text);
    let generated = alphametic!("एक + उनतीस + तीस + उनचास = एकसौनौ");
    assert_eq!(generated.count(), count as u64);
    assert_eq!(generated.solve(), puzzle.solve());
}

#[test]
fn errors_point_at_the_right_column_in_any_script() {
    let err = Puzzle::parse("ένα + ένα == δύο %").unwrap_err();
    let drawing = err.to_string();
    let lines: Vec<&str> = drawing.lines().collect();
    let caret = lines[3].chars().position(|c| c == '^').unwrap();
    let percent = lines[2].chars().position(|c| c == '%').unwrap();
    assert_eq!(caret, percent, "{drawing}");
}

#[test]
fn a_puzzle_may_have_as_many_letters_as_its_base_has_digits() {
    // Thirty letters in base 36; every assignment solves it, so the first
    // comes at once, through both back ends.
    let text =
        "abcdef + ghijkl + mnopqr + stuvwx + yzABCD == yzABCD + stuvwx + mnopqr + ghijkl + abcdef";
    let puzzle = alphametic::Puzzle::parse_with_base(text, 36).unwrap();
    assert_eq!(puzzle.letters().count(), 30);
    let first = puzzle.solve().unwrap();
    assert_eq!(first.len(), 30);
    assert_eq!(puzzle.solutions().take(2).count(), 2);
    let generated = alphametic!(
        "abcdef + ghijkl + mnopqr + stuvwx + yzABCD == yzABCD + stuvwx + mnopqr + ghijkl + abcdef",
        base = 36
    );
    assert_eq!(generated.solve(), Some(first));
    let too_many = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJK == A";
    assert!(alphametic::Puzzle::parse_with_base(too_many, 36).is_err());
}
