//! What an explanation is made of: steps, case splits and how each line of
//! reasoning ends, with the English a person reads.

use std::fmt::{self, Write as _};

use crate::name::Name;
use alphametic_runtime::DigitSet;

/// A rule of deduction, from the simplest to the hardest. Each has a
/// [`level`](Rule::level) from 1 to 4; the hardest level an explanation
/// needs is one of the measures of its [`Difficulty`](crate::Difficulty).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Rule {
    /// Level 1: a word of two or more letters does not start with 0 (nor,
    /// under the strict rule, a one-letter word).
    ZeroRule,
    /// Level 1: a digit fixed for one letter is no other letter's.
    Distinct,
    /// Level 1: a letter alone in the leading column of a longer result is
    /// the carry into it.
    LeadingCarry,
    /// Level 2: a column with one unknown left: its sum gives it.
    ColumnSum,
    /// Level 2: the carries into and out of a column, bounded by what its
    /// letters can add up to.
    Carry,
    /// Level 2: when every digit is used, a digit that only one letter can
    /// still take is that letter's.
    OnlyPlace,
    /// Level 3: a naked subset: as many letters as digits whose
    /// candidates are those digits take them between them, so no other
    /// letter takes any.
    Subset,
    /// Level 3: a column counted modulo a divisor of the base (2: parity).
    Parity,
    /// Level 3: the digits a column leaves to its letters and carries.
    Column,
    /// Level 3: casting out nines (in base `b`, out `b − 1`s): a number
    /// leaves the remainder of the sum of its digits, and when the letters
    /// take every digit, their digits add up to a known total.
    CastingOut,
    /// Level 3: a relation (`<`, `<=`, `!=`, …) with what is known.
    Relation,
    /// Level 3: a constraint evaluated once all but one of its letters are
    /// known.
    Evaluate,
    /// Level 4: the range of each side of an equation, as whole numbers.
    WordBounds,
    /// Level 4: two neighbouring columns taken together.
    TwoColumns,
    /// Level 4: an equation counted modulo a power of the base (its last
    /// digits) or modulo 2.
    Residue,
    /// Level 4: a digit tried for a letter leads, within a few of the
    /// other rules' deductions, to a letter or carry with nothing left:
    /// the letter is not that digit.
    Trial,
}

impl Rule {
    /// Every rule, in the order the engine tries them.
    pub const ALL: [Rule; 16] = [
        Rule::ZeroRule,
        Rule::Distinct,
        Rule::OnlyPlace,
        Rule::Subset,
        Rule::LeadingCarry,
        Rule::ColumnSum,
        Rule::Carry,
        Rule::Parity,
        Rule::Column,
        Rule::CastingOut,
        Rule::Relation,
        Rule::Evaluate,
        Rule::WordBounds,
        Rule::TwoColumns,
        Rule::Residue,
        Rule::Trial,
    ];

    /// How hard the rule is for a person, from 1 to 4.
    ///
    /// ```
    /// use alphametic_explain::Rule;
    /// assert_eq!(Rule::Distinct.level(), 1);
    /// assert_eq!(Rule::TwoColumns.level(), 4);
    /// ```
    pub const fn level(self) -> u8 {
        match self {
            Rule::ZeroRule | Rule::Distinct | Rule::LeadingCarry => 1,
            Rule::ColumnSum | Rule::Carry | Rule::OnlyPlace => 2,
            Rule::Subset
            | Rule::Parity
            | Rule::Column
            | Rule::CastingOut
            | Rule::Relation
            | Rule::Evaluate => 3,
            Rule::WordBounds | Rule::TwoColumns | Rule::Residue | Rule::Trial => 4,
        }
    }

    /// The rule's name in kebab case, as the JSON output writes it.
    ///
    /// ```
    /// assert_eq!(alphametic_explain::Rule::LeadingCarry.name(), "leading-carry");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Rule::ZeroRule => "zero-rule",
            Rule::Distinct => "distinct",
            Rule::LeadingCarry => "leading-carry",
            Rule::ColumnSum => "column-sum",
            Rule::Carry => "carry",
            Rule::OnlyPlace => "only-place",
            Rule::Parity => "parity",
            Rule::Column => "column",
            Rule::CastingOut => "casting-out",
            Rule::Relation => "relation",
            Rule::Evaluate => "evaluate",
            Rule::WordBounds => "word-bounds",
            Rule::TwoColumns => "two-columns",
            Rule::Residue => "residue",
            Rule::Subset => "subset",
            Rule::Trial => "trial",
        }
    }

    /// What the rule is, in a few words.
    ///
    /// ```
    /// assert_eq!(alphametic_explain::Rule::Carry.describe(), "the bounds of a carry");
    /// ```
    pub const fn describe(self) -> &'static str {
        match self {
            Rule::ZeroRule => "no word starts with 0",
            Rule::Distinct => "distinct letters, distinct digits",
            Rule::LeadingCarry => "the carry into a longer result",
            Rule::ColumnSum => "the sum of a column",
            Rule::Carry => "the bounds of a carry",
            Rule::OnlyPlace => "a digit only one letter can take",
            Rule::Parity => "a column's parity or residue",
            Rule::Column => "the digits a column allows",
            Rule::CastingOut => "casting out nines",
            Rule::Relation => "a relation",
            Rule::Evaluate => "an equation evaluated",
            Rule::WordBounds => "the bounds of the words",
            Rule::TwoColumns => "two columns together",
            Rule::Residue => "an equation's last digits",
            Rule::Subset => "letters that share out digits",
            Rule::Trial => "a digit tried and failed",
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Where a step looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Place {
    /// The puzzle as a whole: the zero rule, distinct digits.
    Puzzle,
    /// One column of an equation; both counted from 1, columns from the
    /// right.
    Column {
        /// The equation, from 1.
        equation: usize,
        /// The column, from 1 at the right.
        column: usize,
    },
    /// Two neighbouring columns, `column` and `column + 1`.
    Columns {
        /// The equation, from 1.
        equation: usize,
        /// The right one of the two, from 1 at the right.
        column: usize,
    },
    /// A whole equation or relation, from 1.
    Equation(usize),
}

/// A carry narrowed by a step: its name (`c3`, or `c2.3` for column 3 of
/// equation 2 when several equations have columns) and its range after the
/// step.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CarryRange {
    /// `c3`: the carry out of column 3 into column 4.
    pub name: String,
    /// The equation, from 1.
    pub equation: usize,
    /// The column it leaves, from 1 at the right.
    pub column: usize,
    /// The least it can be.
    pub lo: i64,
    /// The most it can be.
    pub hi: i64,
}

/// One deduction: the rule applied, where, to which letters, and what it
/// removed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// The rule.
    pub rule: Rule,
    /// Where it applies.
    pub place: Place,
    /// The letters it reads, alphabetical.
    pub letters: Vec<Name>,
    /// The candidates removed, per letter, alphabetical.
    pub removed: Vec<(Name, DigitSet)>,
    /// The letters it leaves with one candidate, with that digit.
    pub fixed: Vec<(Name, u8)>,
    /// The carries it narrows, with their range after it.
    pub carries: Vec<CarryRange>,
    /// Why, in English: the premise of the step.
    pub reason: String,
    /// What follows, in English, when the step says more than its removals.
    pub conclusion: Option<String>,
    /// Whether the step ends its line of reasoning: some letter or carry
    /// has nothing left, so the case it is in is impossible.
    pub contradiction: bool,
    /// The deductions that follow at once and are folded into this one,
    /// as a person writes them in the same breath: distinct digits, the
    /// zero rule, and eliminations that fix no letter. Each is a step of
    /// its own here, with an empty `then`.
    pub then: Vec<Step>,
    /// What the step and the deductions folded into it leave the letters
    /// those deductions narrow, alphabetical: each letter's candidates
    /// after them all.
    pub leaves: Vec<(Name, DigitSet)>,
}

impl Step {
    /// The step and the deductions folded into it, in the order made.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("SEND + MORE == MONEY").unwrap();
    /// let explanation = alphametic_explain::explain(&puzzle);
    /// let first = &explanation.line.steps[1];
    /// assert_eq!(first.parts().count(), 1 + first.then.len());
    /// ```
    pub fn parts(&self) -> impl Iterator<Item = &Step> {
        std::iter::once(self).chain(&self.then)
    }

    /// Whether the step, or a deduction folded into it, leaves some letter
    /// or carry with nothing, so the case it is in is impossible.
    pub fn refutes(&self) -> bool {
        self.parts().any(|s| s.contradiction)
    }

    /// The sentence of the step alone, without what is folded into it.
    fn head(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)?;
        if self.contradiction {
            return f.write_str(": impossible.");
        }
        let mut parts: Vec<String> = Vec::new();
        if let Some(conclusion) = &self.conclusion {
            parts.push(conclusion.clone());
        } else {
            let fixed = |c: Name| self.fixed.iter().find(|(l, _)| *l == c).map(|(_, d)| *d);
            // The same digit gone from several letters reads as one phrase.
            let same = self.removed.len() > 1
                && self.removed.iter().all(|(c, set)| {
                    set.len() == 1
                        && Some(*set) == self.removed.first().map(|r| r.1)
                        && fixed(*c).is_none()
                });
            if same {
                let names: Vec<String> = self.removed.iter().map(|(c, _)| c.to_string()).collect();
                let digit = self.removed[0].1.min().unwrap_or(0);
                parts.push(format!("none of {} is {digit}", list(&names, "and")));
            } else {
                for (c, set) in &self.removed {
                    match fixed(*c) {
                        Some(d) => parts.push(format!("{c} = {d}")),
                        None => parts.push(format!("{c} is not {}", digits(*set, "or"))),
                    }
                }
            }
            for (c, d) in &self.fixed {
                if !self.removed.iter().any(|(l, _)| l == c) {
                    parts.push(format!("{c} = {d}"));
                }
            }
        }
        for carry in &self.carries {
            if carry.lo == carry.hi {
                parts.push(format!("{} = {}", carry.name, carry.lo));
            } else {
                parts.push(format!("{} is {} to {}", carry.name, carry.lo, carry.hi));
            }
        }
        if parts.is_empty() {
            f.write_str(".")
        } else {
            write!(f, ", so {}.", list(&parts, "and"))
        }
    }
}

impl fmt::Display for Step {
    /// One sentence: the reason, then what it removes and fixes; then, when
    /// deductions are folded into it, what they leave, or the one that
    /// finds the case impossible.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.head(f)?;
        if self.contradiction {
            return Ok(());
        }
        let (done, rest): (Vec<&Step>, Vec<&Step>) =
            self.then.iter().partition(|s| !s.contradiction);
        let mut sources: Vec<String> = Vec::new();
        for step in &done {
            let source = step.source();
            if !sources.contains(&source) {
                sources.push(source);
            }
        }
        // Letters fixed first: they are what the step is read for.
        let mut leaves: Vec<&(Name, DigitSet)> = self.leaves.iter().collect();
        leaves.sort_by_key(|(_, set)| set.len() != 1);
        let mut left: Vec<String> = leaves
            .into_iter()
            // A letter left with nothing is the failure the last sentence
            // names.
            .filter(|(_, set)| !set.is_empty())
            .map(|&(c, set)| match (set.len(), set.min()) {
                (1, Some(d)) => format!("{c} = {d}"),
                _ => format!("{c} {}", range(set)),
            })
            .collect();
        // Each carry at the range the last deduction left it.
        let mut carries: Vec<&CarryRange> = Vec::new();
        for carry in done.iter().flat_map(|s| &s.carries) {
            match carries.iter_mut().find(|c| c.name == carry.name) {
                Some(c) => *c = carry,
                None => carries.push(carry),
            }
        }
        for carry in carries {
            if carry.lo == carry.hi {
                left.push(format!("{} = {}", carry.name, carry.lo));
            } else {
                left.push(format!("{} is {} to {}", carry.name, carry.lo, carry.hi));
            }
        }
        // With no deduction folded in but the one that finds the case
        // impossible, what the letters had is that deduction's to say.
        if !left.is_empty() && !sources.is_empty() {
            write!(
                f,
                " Then, by {}, {}.",
                list(&sources, "and"),
                list(&left, "and")
            )?;
        }
        if let Some(last) = rest.first() {
            write!(f, " Then {}: impossible.", lowercase(&last.reason))?;
        }
        Ok(())
    }
}

impl Step {
    /// Where a folded deduction comes from, in a few words.
    fn source(&self) -> String {
        match (self.rule, self.place) {
            (Rule::Distinct, _) => "distinct digits".to_owned(),
            (Rule::ZeroRule, _) => "the zero rule".to_owned(),
            (Rule::OnlyPlace, _) => "the digits left to place".to_owned(),
            (_, Place::Column { equation, column }) if equation > 1 => {
                format!("column {column} of equation {equation}")
            }
            (_, Place::Column { column, .. }) => format!("column {column}"),
            (_, Place::Columns { column, .. }) => format!("columns {column} and {}", column + 1),
            (rule, _) => rule.describe().to_owned(),
        }
    }
}

/// `reason` within a sentence: `Column 1 reads` as `column 1 reads`, while
/// a word of the puzzle (`SEND + MORE`) keeps its capitals.
pub(crate) fn lowercase(reason: &str) -> String {
    let mut chars = reason.chars();
    match (chars.next(), chars.next()) {
        (Some(first), Some(second)) if second.is_lowercase() => {
            first.to_lowercase().chain(reason.chars().skip(1)).collect()
        }
        _ => reason.to_owned(),
    }
}

/// `is 5`, `is 5 or 6`, `is 0 or 2 to 9`: a set of digits as a person
/// reads it, runs of three or more as a range.
fn range(set: DigitSet) -> String {
    let mut runs: Vec<(u32, u32)> = Vec::new();
    for d in set.iter() {
        match runs.last_mut() {
            Some((_, hi)) if *hi + 1 == d => *hi = d,
            _ => runs.push((d, d)),
        }
    }
    let mut items: Vec<String> = Vec::new();
    for (lo, hi) in runs {
        match hi - lo {
            0 => items.push(lo.to_string()),
            1 => items.extend([lo.to_string(), hi.to_string()]),
            _ => items.push(format!("{lo} to {hi}")),
        }
    }
    if items.is_empty() {
        "is nothing".to_owned()
    } else {
        format!("is {}", list(&items, "or"))
    }
}

/// `a, b and c`.
pub(crate) fn list(items: &[String], last: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., end] => format!("{} {last} {end}", init.join(", ")),
    }
}

/// `1, 3 or 5`.
pub(crate) fn digits(set: DigitSet, last: &str) -> String {
    let items: Vec<String> = set.iter().map(|d| d.to_string()).collect();
    list(&items, last)
}

/// A line of reasoning: its steps, then how it ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The deductions, in order.
    pub steps: Vec<Step>,
    /// How the line ends.
    pub end: End,
}

/// What an explanation of a form the rules do not read says.
pub(crate) const UNREAD: &str = "No explanation: the rules do not read functions, truth \
                                  values or letter rules, yet.";

/// How a line of reasoning ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum End {
    /// Every letter has one digit, and every constraint holds: a solution,
    /// as `(letter, digit)` pairs in alphabetical order.
    Solved(Vec<(Name, u8)>),
    /// The last step left a letter or a carry with nothing: no solution
    /// here.
    Contradiction,
    /// No rule applies: the letter with the fewest candidates is tried with
    /// each of them.
    Split(Split),
    /// The explanation passed its limit of cases here.
    Limit,
    /// The puzzle is of a form the rules do not read: one with functions
    /// or truth values (`is_prime(ABC)`, `(A < B) + (C < D) == 1`), or with
    /// letter rules. Nothing was tried.
    Unread,
}

/// What a case split tries the values of.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Unknown {
    /// A letter or a `?`, each of its candidates a case.
    Letter(Name),
    /// A carry of two values, by its name (`c3`): the smaller choice when
    /// every open letter has four candidates or more.
    Carry(String),
}

impl fmt::Display for Unknown {
    /// The letter, or the carry's name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unknown::Letter(letter) => write!(f, "{letter}"),
            Unknown::Carry(name) => f.write_str(name),
        }
    }
}

/// A case split: each candidate of a letter, or each value of a carry,
/// tried in turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Split {
    /// The letter or carry split on.
    pub on: Unknown,
    /// Its candidates (a carry's values), each a case.
    pub candidates: DigitSet,
    /// The candidates of every letter not yet fixed when no rule applies,
    /// alphabetical, the split's letter among them.
    pub grid: Vec<(Name, DigitSet)>,
    /// The cases explored, in increasing order of the digit; fewer than the
    /// candidates when the limit was passed.
    pub cases: Vec<Case>,
}

/// One case of a split.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// The digit tried, or the carry's value.
    pub digit: u8,
    /// The reasoning that follows from it.
    pub line: Line,
}

impl Case {
    /// Whether the case leads to no solution: it ends in a contradiction,
    /// or in a split all of whose cases do.
    ///
    /// ```
    /// use alphametic_explain::{Case, End, Line};
    /// let case = Case { digit: 3, line: Line { steps: vec![], end: End::Contradiction } };
    /// assert!(case.is_refuted());
    /// ```
    pub fn is_refuted(&self) -> bool {
        self.line.is_refuted()
    }
}

impl Line {
    /// Whether the line leads to no solution. Splits nest at most once per
    /// letter, so the walk is shallow.
    ///
    /// ```
    /// use alphametic_explain::{End, Line};
    /// assert!(!Line { steps: vec![], end: End::Limit }.is_refuted());
    /// ```
    pub fn is_refuted(&self) -> bool {
        match &self.end {
            End::Contradiction => true,
            End::Split(split) => {
                split.cases.len() == split.candidates.len() as usize
                    && split.cases.iter().all(Case::is_refuted)
            }
            End::Solved(_) | End::Limit | End::Unread => false,
        }
    }

    /// The solutions the line and its cases reach.
    pub(crate) fn solutions(&self) -> usize {
        let mut stack = vec![self];
        let mut found = 0;
        while let Some(line) = stack.pop() {
            match &line.end {
                End::Solved(_) => found += 1,
                End::Split(split) => stack.extend(split.cases.iter().map(|c| &c.line)),
                End::Contradiction | End::Limit | End::Unread => {}
            }
        }
        found
    }

    /// Writes the line, numbering steps from `number`, each line indented
    /// by `indent` levels.
    pub(crate) fn write(&self, out: &mut String, indent: usize, number: &mut usize) {
        let pad = "   ".repeat(indent);
        for step in &self.steps {
            let _ = writeln!(out, "{pad}{number}. {step}");
            *number += 1;
        }
        match &self.end {
            End::Solved(solution) => {
                let _ = writeln!(out, "{pad}Solution: {}", assignment(solution));
            }
            End::Contradiction => {}
            // The explanation says once, at its end, that the limit of
            // cases was reached; each place it stopped is marked here.
            End::Limit => {
                let _ = writeln!(out, "{pad}Not followed further: the limit of cases.");
            }
            End::Unread => {
                let _ = writeln!(out, "{pad}{UNREAD}");
            }
            End::Split(split) => split.write(out, indent, number),
        }
    }
}

impl Split {
    /// Writes the split and its cases: the cases ruled out, then the one
    /// left, which goes on at this level, as a person resumes after the
    /// cases that fail; or, when the limit of cases cut the split short,
    /// each case tried and the digits not tried.
    fn write(&self, out: &mut String, indent: usize, number: &mut usize) {
        let pad = "   ".repeat(indent);
        let grid: Vec<String> = self
            .grid
            .iter()
            .map(|&(c, set)| format!("{c} {}", range(set)))
            .collect();
        if !grid.is_empty() {
            let _ = writeln!(out, "{pad}Candidates: {}.", grid.join("; "));
        }
        let _ = writeln!(
            out,
            "{pad}No rule applies: {} is {}. Try each.",
            self.on,
            digits(self.candidates, "or")
        );
        let untried = self.cases.iter().fold(self.candidates, |left, case| {
            left.without(case.digit.into())
        });
        let open: Vec<&Case> = self.cases.iter().filter(|c| !c.is_refuted()).collect();
        // "The only case left" is true only once every other digit failed.
        let last = match open.as_slice() {
            [case] if untried.is_empty() => Some(*case),
            _ => None,
        };
        for case in &self.cases {
            if last.is_some_and(|last| std::ptr::eq(last, case)) {
                continue;
            }
            let verdict = if case.is_refuted() {
                ", impossible"
            } else {
                ""
            };
            let _ = writeln!(out, "{pad}Case {} = {}{verdict}:", self.on, case.digit);
            case.line.write(out, indent + 1, number);
        }
        if let Some(case) = last {
            let _ = writeln!(
                out,
                "{pad}So {} = {}, the only case left:",
                self.on, case.digit
            );
            case.line.write(out, indent, number);
        }
        if !untried.is_empty() {
            let _ = writeln!(
                out,
                "{pad}Not tried, for the limit of cases: {} = {}.",
                self.on,
                digits(untried, "or")
            );
        }
    }
}

/// `D=7 E=5 M=1`.
pub(crate) fn assignment(solution: &[(Name, u8)]) -> String {
    let items: Vec<String> = solution.iter().map(|(c, d)| format!("{c}={d}")).collect();
    items.join(" ")
}
