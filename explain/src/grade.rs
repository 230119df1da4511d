//! The difficulty of an explanation: its measures, and the grade they give.

use std::fmt;

use crate::step::{End, Line, Rule, Step};

/// How hard a puzzle is for a person, from the explanation: a grade from 1
/// (easy) to 5 (fiendish), or none when no explanation was found within the
/// limit.
///
/// The grade is a function of the measures alone, and stays the same from
/// release to release:
///
/// | grade | when |
/// |---|---|
/// | 1 easy | no case split; every rule of level 1 or 2 |
/// | 2 medium | no case split; a rule of level 3 |
/// | 3 hard | no case split; a rule of level 4 |
/// | 4 tough | case splits, none inside a case of another, at most 2 |
/// | 5 fiendish | a third case split, or one inside a case of another |
/// | unexplained | the limit of cases was passed before a third case split, or the rules do not read the puzzle's form |
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
    /// 4: case splits, at most 2, none nested.
    Tough,
    /// 5: more case splits, or nested ones.
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Difficulty {
    /// The grade the measures give.
    pub grade: Grade,
    /// Deductions in all, in every case.
    pub steps: usize,
    /// Case splits in all.
    pub splits: usize,
    /// The most case splits nested inside one another: 0 with no split, 1
    /// when no split lies inside a case of another. A case that is the
    /// only one left after the others are ruled out goes on at the level
    /// of its split.
    pub depth: usize,
    /// The cases tried in all.
    pub cases: usize,
    /// The hardest rule used, by [`Rule::level`], the later in
    /// [`Rule::ALL`] among equals; `None` when no step was needed.
    pub hardest: Option<Rule>,
    /// Whether the explanation was cut short at the limit of cases.
    pub limited: bool,
    /// Whether the puzzle is of a form the rules do not read
    /// ([`End::Unread`]): nothing was tried.
    pub unread: bool,
    /// Whether the rating stopped once the grade was settled, at a third
    /// case split ([`rate`](crate::rate) does): the measures count the
    /// explanation up to there.
    pub stopped: bool,
}

/// The case splits that settle the grade at [`Grade::Fiendish`], however
/// the explanation goes on.
pub(crate) const FIENDISH_SPLITS: usize = 3;

impl Difficulty {
    /// The measures of `line`, and the grade they give.
    pub(crate) fn of(line: &Line, limited: bool, stopped: bool) -> Difficulty {
        let mut d = Difficulty {
            grade: Grade::Easy,
            steps: 0,
            splits: 0,
            depth: 0,
            cases: 0,
            hardest: None,
            limited,
            unread: line.end == End::Unread,
            stopped,
        };
        // An explicit stack of (line, depth of splits around it).
        let mut stack = vec![(line, 0usize)];
        let order = |r: Rule| (r.level(), Rule::ALL.iter().position(|&x| x == r));
        while let Some((line, depth)) = stack.pop() {
            d.steps += line.steps.len();
            for step in line.steps.iter().flat_map(Step::parts) {
                if d.hardest.is_none_or(|h| order(step.rule) > order(h)) {
                    d.hardest = Some(step.rule);
                }
            }
            if let End::Split(split) = &line.end {
                d.splits += 1;
                d.cases += split.cases.len();
                let open = split.cases.iter().filter(|c| !c.is_refuted()).count();
                d.depth = d.depth.max(depth + 1);
                for case in &split.cases {
                    let inner = if open == 1 && !case.is_refuted() {
                        depth
                    } else {
                        depth + 1
                    };
                    stack.push((&case.line, inner));
                }
            }
        }
        let level = d.hardest.map_or(1, Rule::level);
        // A third split settles the grade whatever follows, the limit
        // included: splits are made in one order, so a full explanation and
        // a rating that stops there agree.
        d.grade = if d.splits >= FIENDISH_SPLITS {
            Grade::Fiendish
        } else if limited || d.unread {
            Grade::Unexplained
        } else if d.splits == 0 {
            match level {
                0..=2 => Grade::Easy,
                3 => Grade::Medium,
                _ => Grade::Hard,
            }
        } else if d.splits <= 2 && d.depth <= 1 {
            Grade::Tough
        } else {
            Grade::Fiendish
        };
        d
    }
}

impl fmt::Display for Difficulty {
    /// `grade 2 (medium): 17 steps, no case split, hardest rule: the digits
    /// a column allows (level 3)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "grade {}: {} step{}, ",
            self.grade,
            self.steps,
            if self.steps == 1 { "" } else { "s" }
        )?;
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
        if self.limited {
            f.write_str(", no explanation within the limit")?;
        }
        if self.unread {
            f.write_str(", a form the rules do not read")?;
        }
        if self.stopped {
            f.write_str(", rated up to the third case split")?;
        }
        Ok(())
    }
}
