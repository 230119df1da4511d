//! The words of an explanation say what happened: a split cut short by the
//! limit of cases names the digits it did not try and never calls the last
//! case tried "the only case left"; the limit is announced once; a puzzle
//! without letters names none.

use alphametic_explain::{End, Limits, Line, Split, explain, explain_with};
use alphametic_runtime::Puzzle;

/// Every split of `line` and of the lines under it, walked with a stack.
fn splits(line: &Line) -> Vec<&Split> {
    let mut out = Vec::new();
    let mut lines = vec![line];
    while let Some(line) = lines.pop() {
        if let End::Split(split) = &line.end {
            out.push(split);
            lines.extend(split.cases.iter().map(|case| &case.line));
        }
    }
    out
}

/// Puzzles whose explanation reaches the limit of cases given before its
/// first solution.
const CUT_SHORT: [(&str, u64); 2] = [("IF * DR == DORI", 2), ("ABC * DE == FGHIJ", 256)];

#[test]
fn a_split_cut_short_names_what_it_did_not_try() {
    for (text, cases) in CUT_SHORT {
        let puzzle = Puzzle::parse(text).unwrap();
        let explanation = explain_with(&puzzle, Limits::new().cases(cases));
        assert!(
            explanation.difficulty.limited,
            "{text} should reach the limit"
        );
        let written = explanation.to_string();
        let cut: Vec<&Split> = splits(&explanation.line)
            .into_iter()
            .filter(|s| s.cases.len() < s.candidates.len() as usize)
            .collect();
        assert!(!cut.is_empty(), "{text}: no split was cut short");
        for split in cut {
            let untried = split.cases.iter().fold(split.candidates, |left, case| {
                left.without(case.digit.into())
            });
            let digits: Vec<String> = untried.iter().map(|d| d.to_string()).collect();
            let first = format!("{} = {}", split.on, digits[0]);
            assert!(
                written.contains(&format!("Not tried, for the limit of cases: {first}")),
                "{text}: the untried digits of {} go unnamed:\n{written}",
                split.on
            );
            for case in &split.cases {
                let only = format!("So {} = {}, the only case left", split.on, case.digit);
                assert!(
                    !written.contains(&only),
                    "{text}: `{only}`, yet {} had digits left untried",
                    split.on
                );
            }
        }
    }
}

#[test]
fn the_only_case_left_is_said_when_every_other_case_failed() {
    let puzzle = Puzzle::parse("DONALD + GERALD == ROBERT").unwrap();
    let explanation = explain(&puzzle);
    assert!(!explanation.difficulty.limited);
    let written = explanation.to_string();
    assert!(written.contains("the only case left"), "{written}");
    assert!(!written.contains("Not tried"), "{written}");
}

#[test]
fn the_limit_of_cases_is_announced_once() {
    for (text, cases) in CUT_SHORT {
        let explanation = explain_with(&Puzzle::parse(text).unwrap(), Limits::new().cases(cases));
        let written = explanation.to_string();
        let said = written
            .matches("No explanation within the limit of cases.")
            .count();
        assert_eq!(said, 1, "{text}:\n{written}");
        let lines = explanation.lines();
        let said = lines
            .iter()
            .filter(|(_, text)| text == "No explanation within the limit of cases.")
            .count();
        assert_eq!(said, 1, "{text}");
    }
}

#[test]
fn a_puzzle_without_letters_names_none() {
    for text in ["?? + ? == 1?", "1? * ? == ?2"] {
        let written = explain(&Puzzle::parse(text).unwrap()).to_string();
        assert!(!written.contains("Letters "), "{text}:\n{written}");
        assert!(written.starts_with(text), "{text}:\n{written}");
    }
    let written = explain(&Puzzle::parse("A? + ? == 1A").unwrap()).to_string();
    assert!(written.contains("Letter A takes a digit"), "{written}");
    assert!(
        written.contains("?₁ and ?₂ are missing digits"),
        "{written}"
    );
}

/// A step whose folded deductions are only the one that finds its case
/// impossible names no source for what the letters had: no "Then, by ,".
#[test]
fn every_then_names_its_sources() {
    let corpus = alphametic_support::data("alphametics/skeletons.tsv");
    let skeletons = corpus.lines().skip(1).filter_map(|row| {
        let (text, rest) = row.split_once('\t')?;
        let base: u32 = rest.split('\t').next()?.parse().ok()?;
        Puzzle::parse_with(text, alphametic_runtime::Options::new().base(base)).ok()
    });
    let products = ["AB * C = DE | DE", "IF * DR == DORI"].map(|t| Puzzle::parse(t).unwrap());
    for puzzle in skeletons.chain(products) {
        let text = explain_with(&puzzle, Limits::new().cases(64)).to_string();
        assert!(!text.contains("by ,"), "{text}");
    }
}
