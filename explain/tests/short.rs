//! Explanations as short as a person writes them: deductions that fix no
//! letter fold into the step before them, a case that fails reads as one
//! step, and each split shows the candidates it is made from.

use alphametic_explain::{End, Rule, Unknown, explain};
use alphametic_runtime::Puzzle;
use alphametic_support as support;

#[test]
fn send_more_money_takes_at_most_ten_steps_without_a_split() {
    let puzzle = Puzzle::parse("SEND + MORE == MONEY").unwrap();
    let explanation = explain(&puzzle);
    assert_eq!(explanation.difficulty.splits, 0, "{explanation}");
    assert!(explanation.difficulty.steps <= 10, "{explanation}");
    // The zero rule is read with the puzzle, and M = 1 is the first
    // finding, said where it is found.
    assert!(
        explanation.to_string().contains("M and S lead words"),
        "{explanation}"
    );
    let first = explanation.line.steps[0].to_string();
    assert!(first.contains("so M = 1 and c4 = 1."), "{first}");
}

#[test]
fn your_you_heart_takes_at_most_fifteen_steps_without_a_split() {
    let puzzle = Puzzle::parse("YOUR + YOU == HEART").unwrap();
    let explanation = explain(&puzzle);
    assert!(explanation.difficulty.steps <= 15, "{explanation}");
    assert_eq!(explanation.difficulty.splits, 0, "{explanation}");
    // A and O share out 2 and 3 or 3 and 4 only with U: the naked subset.
    assert!(
        explanation
            .line
            .steps
            .iter()
            .flat_map(|s| s.parts())
            .any(|s| s.rule == Rule::Subset),
        "{explanation}"
    );
}

#[test]
fn a_split_shows_the_candidates_it_is_made_from() {
    let puzzle = Puzzle::parse("STORE + AND + NAME == BRANDS").unwrap();
    let explanation = explain(&puzzle);
    let End::Split(split) = &explanation.line.end else {
        panic!("{explanation}");
    };
    // The grid a person looks at before trying each digit.
    assert!(
        split
            .grid
            .iter()
            .any(|&(c, _)| split.on == Unknown::Letter(c))
    );
    assert!(split.grid.iter().all(|(_, set)| set.len() > 1));
    let text = explanation.to_string();
    assert!(
        text.contains("Candidates: A is 2 to 4 or 6; D is 3, 5 or 7;"),
        "{text}"
    );
}

#[test]
fn only_steps_that_fix_a_letter_stand_on_their_own() {
    for case in support::corpus("sums") {
        let puzzle = Puzzle::parse(&case.puzzle).unwrap();
        let explanation = explain(&puzzle);
        let mut lines = vec![(&explanation.line, true)];
        while let Some((line, first)) = lines.pop() {
            for (i, step) in line.steps.iter().enumerate() {
                // The first step of a line is where it starts: the case's
                // digit, or the first rule of the puzzle.
                // A failed trial is an argument of its own.
                if i > 0 || !first {
                    assert!(
                        !step.fixed.is_empty() || step.contradiction || step.rule == Rule::Trial,
                        "{}: `{step}` fixes nothing yet stands alone",
                        case.puzzle
                    );
                }
                for part in &step.then {
                    assert!(part.then.is_empty(), "folds nest once: `{step}`");
                    assert!(
                        !matches!(part.rule, Rule::LeadingCarry) || part.fixed.is_empty(),
                        "{}: `{step}`",
                        case.puzzle
                    );
                }
                // What the folded deductions leave is what the text says.
                let text = step.to_string();
                for (c, set) in &step.leaves {
                    if set.len() == 1 && !step.refutes() {
                        let d = set.min().unwrap();
                        assert!(text.contains(&format!("{c} = {d}")), "{text}");
                    }
                }
            }
            if let End::Split(split) = &line.end {
                for case in &split.cases {
                    lines.push((&case.line, true));
                }
            }
        }
    }
}

#[test]
fn no_published_sum_of_ten_letters_or_fewer_stops_at_the_limit() {
    for case in support::corpus("sums") {
        let puzzle = Puzzle::parse(&case.puzzle).unwrap();
        let explanation = explain(&puzzle);
        assert!(
            explanation.letters.len() > 10 || explanation.is_complete(),
            "{}: {}",
            case.puzzle,
            explanation.difficulty
        );
        assert_eq!(
            explanation.solutions.len() as u64,
            case.count,
            "{}",
            case.puzzle
        );
    }
}

#[test]
fn a_carry_of_two_values_is_split_before_a_letter_of_four() {
    let puzzle = Puzzle::parse("TWO + TWO == FOUR").unwrap();
    let explanation = explain(&puzzle);
    let End::Split(split) = &explanation.line.end else {
        panic!("{explanation}");
    };
    assert_eq!(split.on, Unknown::Carry("c1".to_owned()));
    assert_eq!(split.candidates.iter().collect::<Vec<_>>(), [0, 1]);
    // Every open letter had four candidates or more.
    assert!(
        split.grid.iter().all(|(_, set)| set.len() >= 4),
        "{explanation}"
    );
    let text = explanation.to_string();
    assert!(
        text.contains("No rule applies: c1 is 0 or 1. Try each."),
        "{text}"
    );
    assert!(text.contains("Case c1 = 0:"), "{text}");
}
