//! Casting out nines: a sum whose letters take every digit is read modulo
//! `base − 1`, each word as the sum of its digits.

use alphametic_explain::{End, Name, Rule, Step, explain};
use alphametic_runtime::{Options, Puzzle};

#[test]
fn three_addends_of_every_digit_give_the_repeated_result_at_once() {
    let puzzle = Puzzle::parse("ABC + DEF + GHI == JJJ").unwrap();
    let explanation = explain(&puzzle);
    let cast: Vec<_> = explanation
        .line
        .steps
        .iter()
        .filter(|step| step.rule == Rule::CastingOut)
        .collect();
    assert_eq!(cast.len(), 1, "{explanation}");
    assert_eq!(cast[0].fixed, [(Name::Letter('J'), 9)], "{explanation}");
    assert!(
        cast[0].to_string().contains("−4·J ≡ 0 (mod 9)"),
        "{}",
        cast[0]
    );
    // Before any case split: no letter has been guessed.
    let first_split = explanation
        .to_string()
        .find("Try each")
        .unwrap_or(usize::MAX);
    let cast_at = explanation.to_string().find("Casting out").unwrap();
    assert!(cast_at < first_split);
}

#[test]
fn the_rule_counts_in_the_puzzle_base() {
    // Base 8: out 7s, the digits 0 to 7 adding up to 28.
    let options = Options::new().base(8);
    let puzzle = Puzzle::parse_with("AB + CD + EF == GGH", options).unwrap();
    let explanation = explain(&puzzle);
    // Every deduction, those folded into a step included: a folded one
    // reads as its own sentence here.
    let mut cast: Vec<String> = Vec::new();
    let mut lines = vec![&explanation.line];
    while let Some(line) = lines.pop() {
        for part in line.steps.iter().flat_map(Step::parts) {
            if part.rule == Rule::CastingOut {
                cast.push(part.to_string());
            }
        }
        if let End::Split(split) = &line.end {
            lines.extend(split.cases.iter().map(|c| &c.line));
        }
    }
    assert!(!cast.is_empty(), "{explanation}");
    for step in cast {
        assert!(step.contains("Casting out 7s"), "{step}");
        assert!(step.contains("add up to 28"), "{step}");
    }
}

#[test]
fn without_every_digit_only_the_equation_itself_is_cast_out() {
    // Five letters of ten: their digits' sum is not known, so no step may
    // speak of it.
    let puzzle = Puzzle::parse("AB + BA == CDE").unwrap();
    let written = explain(&puzzle).to_string();
    assert!(!written.contains("add up to"), "{written}");
}
