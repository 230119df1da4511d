//! The difficulty of an explanation: its measures, and the grade they give.

use std::fmt;

use crate::step::{End, Line, Rule, Step};

/// How hard a puzzle is for a person, from the explanation: a grade from 1
/// (easy) to 5 (fiendish), or none when no explanation was found within the
/// limit.
///
/// The grade is a function of the measures alone ([`Difficulty`], taken up
/// to the first solution), and stays the same from release to release:
///
/// | grade | when |
/// |---|---|
/// | 1 easy | no case split; every rule of level 1 or 2 |
/// | 2 medium | no case split; a rule of level 3 |
/// | 3 hard | no case split; a rule of level 4 |
/// | 4 tough | case splits, at most [`TOUGH_CASES`] cases and [`TOUGH_STEPS`] steps |
/// | 5 fiendish | more cases or steps than that |
/// | unexplained | the limit of cases was passed before the first solution and a case past [`TOUGH_CASES`], or the rules do not read the puzzle's form |
///
/// ```
/// use alphametic_explain::Grade;
/// assert!(Grade::Easy < Grade::Fiendish);
/// assert_eq!(Grade::Medium.number(), Some(2));
/// assert_eq!("hard".parse::<Grade>(), Ok(Grade::Hard));
/// assert_eq!("4".parse::<Grade>(), Ok(Grade::Tough));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Grade {
    /// 1: column sums, carries, distinct digits and the zero rule.
    Easy,
    /// 2: a column's parity or its possible digits, a relation.
    Medium,
    /// 3: bounds of whole words, two columns together, residues.
    Hard,
    /// 4: case splits, a few cases and about a page of steps.
    Tough,
    /// 5: more cases or steps.
    Fiendish,
    /// No explanation within the limit of cases, or of a form the rules
    /// do not read.
    Unexplained,
}

impl Grade {
    /// Every grade, easiest first.
    pub const ALL: [Grade; 6] = [
        Grade::Easy,
        Grade::Medium,
        Grade::Hard,
        Grade::Tough,
        Grade::Fiendish,
        Grade::Unexplained,
    ];

    /// The number of the grade, 1 to 5; `None` when unexplained.
    pub const fn number(self) -> Option<u8> {
        match self {
            Grade::Easy => Some(1),
            Grade::Medium => Some(2),
            Grade::Hard => Some(3),
            Grade::Tough => Some(4),
            Grade::Fiendish => Some(5),
            Grade::Unexplained => None,
        }
    }

    /// The name of the grade: `easy`, `medium`, `hard`, `tough`,
    /// `fiendish` or `unexplained`.
    pub const fn name(self) -> &'static str {
        match self {
            Grade::Easy => "easy",
            Grade::Medium => "medium",
            Grade::Hard => "hard",
            Grade::Tough => "tough",
            Grade::Fiendish => "fiendish",
            Grade::Unexplained => "unexplained",
        }
    }
}

impl fmt::Display for Grade {
    /// `2 (medium)`, or `unexplained`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.number() {
            Some(n) => write!(f, "{n} ({})", self.name()),
            None => f.write_str(self.name()),
        }
    }
}

impl std::str::FromStr for Grade {
    type Err = String;

    /// A number from 1 to 5 or a name.
    fn from_str(text: &str) -> Result<Grade, String> {
        let text = text.trim();
        Grade::ALL
            .into_iter()
            .find(|g| {
                g.name().eq_ignore_ascii_case(text)
                    || g.number().is_some_and(|n| n.to_string() == text)
            })
            .ok_or_else(|| {
                format!(
                    "`{text}` is not a grade: write 1 to 5, or easy, medium, hard, tough, fiendish"
                )
            })
    }
}

/// The measures of an explanation and its grade.
///
/// They count what a person does to reach the first solution: the steps
/// and cases up to the case that gives it, in the order they are written
/// (the whole explanation when there is no solution). A puzzle with
/// several solutions is graded on its first; [`solutions`](Self::solutions)
/// says how many the explanation reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Difficulty {
    /// The grade the measures give.
    pub grade: Grade,
    /// Deductions up to the first solution, in every case tried.
    pub steps: usize,
    /// Case splits up to the first solution.
    pub splits: usize,
    /// The most case splits nested inside one another up to the first
    /// solution: 0 with no split, 1 when no split lies inside a case of
    /// another. A case tried after only refuted ones goes on at the level
    /// of its split.
    pub depth: usize,
    /// The cases tried up to the first solution, the one that gives it
    /// included.
    pub cases: usize,
    /// The hardest rule used up to the first solution, by
    /// [`Rule::level`], the later in [`Rule::ALL`] among equals; `None`
    /// when no step was needed.
    pub hardest: Option<Rule>,
    /// The solutions the explanation reached: all of the puzzle's when it
    /// is complete; a rating ([`rate`](crate::rate)) stops at the first.
    pub solutions: usize,
    /// Whether the explanation was cut short at the limit of cases.
    pub limited: bool,
    /// Whether the puzzle is of a form the rules do not read
    /// ([`End::Unread`]): nothing was tried.
    pub unread: bool,
    /// Whether the rating stopped before the first solution once the grade
    /// was settled: before a case past [`TOUGH_CASES`]
    /// ([`rate`](crate::rate)), or at the first case split
    /// ([`rate_within`](crate::rate_within) an easier grade); the measures
    /// count the explanation up to there.
    pub stopped: bool,
}

/// The most cases tried up to the first solution for a grade of
/// [`Grade::Tough`]: a person tries a handful of cases on paper, not
/// dozens. Past them the grade is [`Grade::Fiendish`], however the
/// explanation goes on.
pub const TOUGH_CASES: usize = 6;

/// The most steps up to the first solution for a grade of
/// [`Grade::Tough`]: about a page of working.
pub const TOUGH_STEPS: usize = 40;

/// Where a rating stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stopped {
    /// At its first solution: the grade is that of the explanation so far.
    Solution,
    /// At a case split, when only whether there is one was asked.
    Split,
    /// Before a case past [`TOUGH_CASES`]: the grade is fiendish.
    Cases,
}

impl Difficulty {
    /// The measures of `line` up to its first solution, and the grade
    /// they give; `stopped` is where a rating stopped, if it did.
    pub(crate) fn of(line: &Line, limited: bool, stopped: Option<Stopped>) -> Difficulty {
        let mut d = Difficulty {
            grade: Grade::Easy,
            steps: 0,
            splits: 0,
            depth: 0,
            cases: 0,
            hardest: None,
            solutions: line.solutions(),
            limited,
            unread: line.end == End::Unread,
            stopped: matches!(stopped, Some(Stopped::Cases | Stopped::Split)),
        };
        // An explicit stack of (line, depth of splits around it), each
        // split's cases pushed last first so that they are read in order,
        // as the explanation is written.
        let mut stack = vec![(line, 0usize, false)];
        let order = |r: Rule| (r.level(), Rule::ALL.iter().position(|&x| x == r));
        let mut solved = false;
        while let Some((line, depth, case)) = stack.pop() {
            d.cases += usize::from(case);
            d.steps += line.steps.len();
            for step in line.steps.iter().flat_map(Step::parts) {
                if d.hardest.is_none_or(|h| order(step.rule) > order(h)) {
                    d.hardest = Some(step.rule);
                }
            }
            match &line.end {
                End::Solved(_) => {
                    solved = true;
                    break;
                }
                End::Split(split) => {
                    d.splits += 1;
                    d.depth = d.depth.max(depth + 1);
                    // A case after only refuted ones is the one left so
                    // far: it goes on at its split's level. Only earlier
                    // cases decide, as the measures stop at a solution.
                    let mut refuted_before = true;
                    let mut inner = Vec::with_capacity(split.cases.len());
                    for case in &split.cases {
                        inner.push(if refuted_before { depth } else { depth + 1 });
                        refuted_before &= case.is_refuted();
                    }
                    for (case, inner) in split.cases.iter().zip(inner).rev() {
                        stack.push((&case.line, inner, true));
                    }
                }
                _ => {}
            }
        }
        let level = d.hardest.map_or(1, Rule::level);
        d.grade = if stopped == Some(Stopped::Cases) || d.cases > TOUGH_CASES {
            Grade::Fiendish
        } else if d.unread || (limited && !solved) {
            Grade::Unexplained
        } else if d.splits == 0 {
            match level {
                0..=2 => Grade::Easy,
                3 => Grade::Medium,
                _ => Grade::Hard,
            }
        } else if d.steps <= TOUGH_STEPS {
            Grade::Tough
        } else {
            Grade::Fiendish
        };
        d
    }
}

impl fmt::Display for Difficulty {
    /// `grade 2 (medium): 17 steps, no case split, hardest rule: the digits
    /// a column allows (level 3)`; `grade 4 (tough): 9 steps, to the first
    /// of 2 solutions, 1 case split (2 cases, nested 1 deep), …` when there
    /// are several.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "grade {}: {} step{}, ",
            self.grade,
            self.steps,
            if self.steps == 1 { "" } else { "s" }
        )?;
        if self.solutions > 1 {
            write!(f, "to the first of {} solutions, ", self.solutions)?;
        }
        match self.splits {
            0 => f.write_str("no case split")?,
            n => write!(
                f,
                "{n} case split{} ({} case{}, nested {} deep)",
                if n == 1 { "" } else { "s" },
                self.cases,
                if self.cases == 1 { "" } else { "s" },
                self.depth
            )?,
        }
        if let Some(rule) = self.hardest {
            write!(
                f,
                ", hardest rule: {} (level {})",
                rule.describe(),
                rule.level()
            )?;
        }
        if self.limited && self.solutions == 0 {
            f.write_str(", no explanation within the limit")?;
        } else if self.limited {
            f.write_str(", not every case followed within the limit")?;
        }
        if self.unread {
            f.write_str(", a form the rules do not read")?;
        }
        if self.stopped {
            f.write_str(", rated until the grade was settled")?;
        }
        Ok(())
    }
}
