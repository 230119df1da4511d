//! The explanation as data (feature `serde`): the JSON of
//! `alphametic explain --json`, of the page's explanations and of the
//! grades `alphametic find --rate` prints, written in one place.
//!
//! The top level of an [`Explanation`] keeps the order a reader scans it
//! in (the puzzle, what it holds, the reasoning, the outcome); the objects
//! inside it list their fields alphabetically, and letters in alphabetical
//! order, so the output is the same whichever map type reads it back.

use serde::ser::{Serialize, SerializeMap, SerializeStruct, Serializer};

use crate::{
    CarryRange, Case, Difficulty, End, Explanation, Grade, Line, Name, Place, Rule, Split, Step,
    Unknown,
};

impl Serialize for Explanation {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Explanation", 13)?;
        s.serialize_field("puzzle", &self.puzzle)?;
        s.serialize_field("base", &self.base)?;
        s.serialize_field("letters", &Letters(&self.letters))?;
        s.serialize_field("digits", &self.digits.to_string())?;
        s.serialize_field("carries", &self.carries)?;
        s.serialize_field("columns", &self.columns)?;
        s.serialize_field("equations", &self.equations)?;
        s.serialize_field("layout", &self.layout)?;
        s.serialize_field("leading", &Letters(&self.leading))?;
        s.serialize_field("line", &self.line)?;
        let solutions: Vec<Assignment<'_>> = self.solutions.iter().map(|s| Assignment(s)).collect();
        s.serialize_field("solutions", &solutions)?;
        s.serialize_field("complete", &self.is_complete())?;
        s.serialize_field("difficulty", &self.difficulty)?;
        s.end()
    }
}

/// `{cases, depth, grade, hardest, limited, name, solutions, splits, steps,
/// unread}`:
/// `grade` the number (`null` when unexplained), `name` the grade's name,
/// `hardest` the hardest rule's name.
impl Serialize for Difficulty {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Difficulty", 10)?;
        s.serialize_field("cases", &self.cases)?;
        s.serialize_field("depth", &self.depth)?;
        s.serialize_field("grade", &self.grade.number())?;
        s.serialize_field("hardest", &self.hardest.map(Rule::name))?;
        s.serialize_field("limited", &self.limited)?;
        s.serialize_field("name", &self.grade.name())?;
        s.serialize_field("solutions", &self.solutions)?;
        s.serialize_field("splits", &self.splits)?;
        s.serialize_field("steps", &self.steps)?;
        s.serialize_field("unread", &self.unread)?;
        s.end()
    }
}

/// The grade's name, as `--max-difficulty` reads it.
impl Serialize for Grade {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

/// The rule's name, as [`Rule::name`] gives it.
impl Serialize for Rule {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

/// `{hi, lo, name}`.
impl Serialize for CarryRange {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("CarryRange", 3)?;
        s.serialize_field("hi", &self.hi)?;
        s.serialize_field("lo", &self.lo)?;
        s.serialize_field("name", &self.name)?;
        s.end()
    }
}

/// `{end, steps}`.
impl Serialize for Line {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Line", 2)?;
        s.serialize_field("end", &self.end)?;
        s.serialize_field("steps", &self.steps)?;
        s.end()
    }
}

/// `{"solved": {letter: digit}}`, `"contradiction"`, `"limit"`,
/// `"unread"` or `{"split": …}`.
impl Serialize for End {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            End::Solved(solution) => {
                let mut map = serializer.serialize_map(Some(1))?;
                map.serialize_entry("solved", &Assignment(solution))?;
                map.end()
            }
            End::Split(split) => {
                let mut map = serializer.serialize_map(Some(1))?;
                map.serialize_entry("split", split)?;
                map.end()
            }
            End::Contradiction => serializer.serialize_str("contradiction"),
            End::Limit => serializer.serialize_str("limit"),
            End::Unread => serializer.serialize_str("unread"),
        }
    }
}

/// `{candidates, cases, grid, letter}` for a split on a letter, `{candidates,
/// carry, cases, grid}` on a carry (`carry` its name): `grid` the
/// candidates of every letter not yet fixed, as `{letter: [digits]}`.
impl Serialize for Split {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Split", 4)?;
        let candidates: Vec<u32> = self.candidates.iter().collect();
        s.serialize_field("candidates", &candidates)?;
        if let Unknown::Carry(name) = &self.on {
            s.serialize_field("carry", name)?;
        }
        s.serialize_field("cases", &self.cases)?;
        s.serialize_field("grid", &Removed(&self.grid))?;
        if let Unknown::Letter(letter) = &self.on {
            s.serialize_field("letter", &letter.to_string())?;
        }
        s.end()
    }
}

/// `{digit, line, refuted}`.
impl Serialize for Case {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Case", 3)?;
        s.serialize_field("digit", &self.digit)?;
        s.serialize_field("line", &self.line)?;
        s.serialize_field("refuted", &self.is_refuted())?;
        s.end()
    }
}

/// `{carries, contradiction, fixed, leaves, letters, place, removed, rule,
/// text, then}`: `text` the step as the explanation prints it, `then` the
/// deductions folded into it, each in the same form.
impl Serialize for Step {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Step", 10)?;
        s.serialize_field("carries", &self.carries)?;
        s.serialize_field("contradiction", &self.contradiction)?;
        s.serialize_field("fixed", &Assignment(&self.fixed))?;
        s.serialize_field("leaves", &Removed(&self.leaves))?;
        s.serialize_field("letters", &Letters(&self.letters))?;
        s.serialize_field("place", &self.place)?;
        s.serialize_field("removed", &Removed(&self.removed))?;
        s.serialize_field("rule", &self.rule)?;
        s.serialize_field("text", &self.to_string())?;
        s.serialize_field("then", &self.then)?;
        s.end()
    }
}

/// `{column, equation}`, `{columns: [c, c + 1], equation}`, `{equation}`
/// or `"puzzle"`.
impl Serialize for Place {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match *self {
            Place::Column { equation, column } => {
                let mut map = serializer.serialize_map(Some(2))?;
                map.serialize_entry("column", &column)?;
                map.serialize_entry("equation", &equation)?;
                map.end()
            }
            Place::Columns { equation, column } => {
                let mut map = serializer.serialize_map(Some(2))?;
                map.serialize_entry("columns", &[column, column + 1])?;
                map.serialize_entry("equation", &equation)?;
                map.end()
            }
            Place::Equation(equation) => {
                let mut map = serializer.serialize_map(Some(1))?;
                map.serialize_entry("equation", &equation)?;
                map.end()
            }
            Place::Puzzle => serializer.serialize_str("puzzle"),
        }
    }
}

/// Letters as one-letter strings.
struct Letters<'a>(&'a [Name]);

impl Serialize for Letters<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(Name::to_string))
    }
}

/// `{letter: digit}`, in alphabetical order.
struct Assignment<'a>(&'a [(Name, u8)]);

impl Serialize for Assignment<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut pairs = self.0.to_vec();
        pairs.sort_unstable();
        serializer.collect_map(pairs.into_iter().map(|(c, d)| (c.to_string(), d)))
    }
}

/// `{letter: [digits]}`, in alphabetical order.
struct Removed<'a>(&'a [(Name, alphametic_runtime::DigitSet)]);

impl Serialize for Removed<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut pairs = self.0.to_vec();
        pairs.sort_unstable_by_key(|&(c, _)| c);
        serializer.collect_map(
            pairs
                .into_iter()
                .map(|(c, set)| (c.to_string(), set.iter().collect::<Vec<u32>>())),
        )
    }
}
