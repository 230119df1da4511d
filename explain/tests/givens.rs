//! Explanations from given digits stay sound: over the published sums, with
//! some letters of a solution given, no step removes a digit of a solution
//! that has the givens (nor a digit of its case's solutions, in a case of a
//! split), and a complete explanation reaches exactly those solutions.

use alphametic_explain::{End, Explanation, GivenError, Limits, Line, Step, explain_from};
use alphametic_runtime::Puzzle;
use alphametic_support as support;

type Assignment = Vec<(char, u8)>;

/// The mistakes of `explanation` of `puzzle` and of the cases under it,
/// given the solutions that have the givens. Walked with a stack of lines,
/// each with what its cases assume: letters' digits and carries' values,
/// by name.
fn mistakes(puzzle: &Puzzle, explanation: &Explanation, all: &[Assignment]) -> Vec<String> {
    // Each solution's letters and carries, by name.
    let columns = support::ColumnCarries::of(puzzle);
    let values: Vec<Vec<(String, i128)>> = all
        .iter()
        .map(|s| {
            let carries = columns.of_solution(s);
            let letters = s.iter().map(|&(c, d)| (c.to_string(), i128::from(d)));
            let named = explanation.carries.iter().filter_map(|carry| {
                carries
                    .iter()
                    .find(|&&(e, k, _)| (e, k) == (carry.equation, carry.column))
                    .map(|&(_, _, v)| (carry.name.clone(), v))
            });
            letters.chain(named).collect()
        })
        .collect();
    let mut out = Vec::new();
    let mut lines: Vec<(&Line, Vec<(String, i128)>)> = vec![(&explanation.line, Vec::new())];
    while let Some((line, context)) = lines.pop() {
        let here: Vec<&Assignment> = all
            .iter()
            .zip(&values)
            .filter(|(_, v)| context.iter().all(|a| v.contains(a)))
            .map(|(s, _)| s)
            .collect();
        for step in line.steps.iter().flat_map(Step::parts) {
            for (c, set) in &step.removed {
                for d in set.iter() {
                    let letter = c.letter().expect("the published sums have no `?`");
                    if let Some(s) = here.iter().find(|s| s.contains(&(letter, d as u8))) {
                        out.push(format!("`{step}` removes {c}={d}, in {s:?}"));
                    }
                }
            }
            if step.contradiction && !here.is_empty() {
                out.push(format!("`{step}` refutes {context:?}, yet {here:?}"));
            }
        }
        if let End::Split(split) = &line.end {
            for case in &split.cases {
                let mut inner = context.clone();
                inner.push((split.on.to_string(), i128::from(case.digit)));
                lines.push((&case.line, inner));
            }
        }
    }
    out
}

#[test]
fn half_of_a_solution_given_leads_soundly_to_the_rest() {
    let cases = support::corpus("sums");
    let failures = support::failures_in_parallel(&cases, |case| {
        let puzzle = Puzzle::parse(&case.puzzle).unwrap();
        let all: Vec<Assignment> = puzzle.solutions().map(|s| s.iter().collect()).collect();
        let Some(first) = all.first() else {
            return Vec::new();
        };
        // Every other letter of the first solution.
        let givens: Vec<(char, u32)> = first
            .iter()
            .step_by(2)
            .map(|&(c, d)| (c, u32::from(d)))
            .collect();
        let with: Vec<Assignment> = all
            .iter()
            .filter(|s| givens.iter().all(|&(c, d)| s.contains(&(c, d as u8))))
            .cloned()
            .collect();
        let explanation = explain_from(&puzzle, &givens, Limits::new()).unwrap();
        let mut out = mistakes(&puzzle, &explanation, &with);
        let reached: Vec<Assignment> = explanation
            .solutions
            .iter()
            .map(|s| {
                s.iter()
                    .filter_map(|&(n, d)| Some((n.letter()?, d)))
                    .collect()
            })
            .collect();
        if explanation.is_complete() && reached != with {
            out.push(format!(
                "reaches {:?}, yet the solutions with the givens are {with:?}",
                explanation.solutions
            ));
        }
        out.into_iter()
            .map(|m| format!("{}: {m}", case.puzzle))
            .collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn givens_that_break_a_rule_are_refuted() {
    let puzzle = Puzzle::parse("SEND + MORE == MONEY").unwrap();
    // One digit for two letters.
    let twice = explain_from(&puzzle, &[('D', 7), ('E', 7)], Limits::new()).unwrap();
    assert!(twice.line.is_refuted());
    assert!(twice.solutions.is_empty());
    assert!(twice.to_string().contains("Given: D = 7 and E = 7."));
    // A wrong digit that breaks no rule at once is refuted by reasoning.
    let wrong = explain_from(&puzzle, &[('Y', 3)], Limits::new()).unwrap();
    assert!(wrong.solutions.is_empty());
    assert!(wrong.is_complete());
}

#[test]
fn givens_the_puzzle_cannot_take_are_errors() {
    let puzzle = Puzzle::parse("TO + GO == OUT").unwrap();
    let err = |givens: &[(char, u32)]| explain_from(&puzzle, givens, Limits::new()).unwrap_err();
    assert_eq!(err(&[('X', 1)]), GivenError::Letter('X'));
    assert_eq!(err(&[('T', 10)]), GivenError::Digit('T', 10));
    assert_eq!(err(&[('T', 2), ('T', 3)]), GivenError::Twice('T', 2, 3));
    assert_eq!(
        err(&[('T', 10)]).to_string(),
        "`T` cannot be 10: it is not a digit the letters of the puzzle take"
    );
    // The same digit twice is one given.
    let same = explain_from(&puzzle, &[('T', 2), ('T', 2)], Limits::new()).unwrap();
    assert_eq!(same.givens, [('T', 2)]);
    assert_eq!(same.solutions.len(), 1);
}
