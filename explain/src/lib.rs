//! Alphametic puzzles explained as a person solves them, and graded.
//!
//! [`explain`] works over the candidates of every letter and the range of
//! every carry of a column, applying the rules a person uses one at a time,
//! the simplest first ([`Rule`]), and records each application as a
//! [`Step`]: column sums, carries, parity, the bounds of whole words,
//! distinct digits and the zero rule. Where no rule applies it splits on
//! the letter with the fewest candidates and shows each case, the wrong
//! ones with the deduction that refutes them. The [`Explanation`] holds the
//! steps as data, reads as English through `Display`, and carries a
//! [`Difficulty`]: a [`Grade`] from 1 to 5 and the measures behind it.
//!
//! ```
//! use alphametic_explain::{Grade, explain};
//! use alphametic_runtime::Puzzle;
//!
//! let puzzle = Puzzle::parse("SEND + MORE == MONEY")?;
//! let explanation = explain(&puzzle);
//! assert_eq!(explanation.solutions.len(), 1);
//! assert_eq!(explanation.difficulty.splits, 0);
//! assert!(explanation.difficulty.grade <= Grade::Hard);
//! let text = explanation.to_string();
//! assert!(text.contains("M = 1"));
//! # Ok::<(), alphametic_runtime::ParseError>(())
//! ```
//!
//! [`explain_from`] goes on from digits already known, as a person does who
//! has some letters' digits on the paper: the next step it takes is the one
//! to take from there.
//!
//! Explanations are bounded: case splits stop at a limit of cases
//! ([`Limits`], [`Limits::DEFAULT_CASES`] unless chosen), past which the
//! explanation ends with "no explanation within the limit" and the grade is
//! [`Grade::Unexplained`].
#![warn(missing_docs)]

mod engine;
mod extend;
mod grade;
mod model;
mod name;
#[cfg(feature = "serde")]
mod serialize;
mod step;

use std::fmt;
use std::time::Instant;

use alphametic_runtime::Puzzle;

pub use extend::Explain;
pub use grade::{Difficulty, Grade, TOUGH_CASES, TOUGH_STEPS};
pub use name::Name;
pub use step::{CarryRange, Case, End, Line, Place, Rule, Split, Step, Unknown};

use engine::{Engine, Rating, State};
use model::Model;

/// How far an explanation may go: a number of cases of case splits, and
/// a deadline.
///
/// ```
/// use alphametic_explain::Limits;
/// assert_eq!(Limits::new().max_cases(), Limits::DEFAULT_CASES);
/// assert_eq!(Limits::new().cases(10).max_cases(), 10);
/// assert_eq!(Limits::new().deadline(), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    cases: u64,
    deadline: Option<Instant>,
}

impl Limits {
    /// The cases of case splits an explanation may try, in all, unless
    /// chosen: 2048, enough for every published sum of ten letters or
    /// fewer to be explained whole, its every solution included.
    pub const DEFAULT_CASES: u64 = 2048;

    /// The default limits.
    pub const fn new() -> Limits {
        Limits {
            cases: Limits::DEFAULT_CASES,
            deadline: None,
        }
    }

    /// At most `cases` cases of case splits in all.
    pub const fn cases(self, cases: u64) -> Limits {
        Limits { cases, ..self }
    }

    /// Until `deadline`: past it the explanation ends where it is, as at
    /// the limit of cases, incomplete. Without a deadline the clock is
    /// never read (WebAssembly in a browser has none).
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// use alphametic_explain::{Limits, explain_with};
    /// use std::time::Instant;
    /// let puzzle = Puzzle::parse("SEND + MORE == MONEY").unwrap();
    /// let late = explain_with(&puzzle, Limits::new().until(Instant::now()));
    /// assert!(!late.is_complete());
    /// assert!(late.line.steps.is_empty());
    /// ```
    pub const fn until(self, deadline: Instant) -> Limits {
        Limits {
            deadline: Some(deadline),
            ..self
        }
    }

    /// The cases allowed.
    pub const fn max_cases(self) -> u64 {
        self.cases
    }

    /// The deadline, if any.
    pub const fn deadline(self) -> Option<Instant> {
        self.deadline
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::new()
    }
}

/// The explanation of a puzzle: the reasoning, the solutions it reaches and
/// its difficulty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// The puzzle text.
    pub puzzle: String,
    /// Its base.
    pub base: u32,
    /// Its unknowns: the letters, alphabetical, then the `?`s in the order
    /// written.
    pub letters: Vec<Name>,
    /// The digits the letters may take.
    pub digits: alphametic_runtime::DigitSet,
    /// The carries of the columns of its sums, with their first ranges:
    /// with `n` addends a carry is at most `n − 1`.
    pub carries: Vec<CarryRange>,
    /// The columns of each equation that is a sum, as a person writes them
    /// (`D + E = Y + 10·c1`), right to left; empty for other equations.
    pub columns: Vec<Vec<String>>,
    /// Each constraint as the steps read it, in the order of their
    /// equation numbers: as written, or for a long division or
    /// multiplication the equations its lines stand for
    /// ([`Constraint::text`](alphametic_runtime::Constraint::text)).
    pub equations: Vec<String>,
    /// Whether the puzzle is a long division or multiplication, whose
    /// equations the text lists since they are not written as such.
    pub layout: bool,
    /// The digits given from the start ([`explain_from`]), alphabetical;
    /// empty for [`explain`].
    pub givens: Vec<(char, u8)>,
    /// The letters that lead a word and so start without 0, alphabetical:
    /// the zero rule is part of the puzzle's statement, as distinct digits
    /// are, and a person reads it before the first step. Empty for
    /// [`explain_from`], whose first step says it, for it may refute a
    /// given 0.
    pub leading: Vec<Name>,
    /// The reasoning.
    pub line: Line,
    /// Every solution the reasoning reaches, in the order reached; all the
    /// puzzle's solutions when the explanation is complete.
    pub solutions: Vec<Vec<(Name, u8)>>,
    /// How hard it was.
    pub difficulty: Difficulty,
}

impl Explanation {
    /// Whether the reasoning covers every case: the limit was not passed.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("TO + GO == OUT").unwrap();
    /// assert!(alphametic_explain::explain(&puzzle).is_complete());
    /// ```
    pub fn is_complete(&self) -> bool {
        !self.difficulty.limited && !self.difficulty.unread
    }
}

/// Explains `puzzle` within the default [`Limits`].
///
/// ```
/// # use alphametic_runtime::Puzzle;
/// use alphametic_explain::Name::{Blank, Letter};
/// let explanation = alphametic_explain::explain(&Puzzle::parse("TO + GO == OUT").unwrap());
/// assert_eq!(
///     explanation.solutions,
///     [vec![(Letter('G'), 8), (Letter('O'), 1), (Letter('T'), 2), (Letter('U'), 0)]]
/// );
/// // A missing digit is named by its place among the `?`s.
/// let explanation = alphametic_explain::explain(&Puzzle::parse("A? + ?A == 22").unwrap());
/// assert_eq!(explanation.solutions, [vec![(Letter('A'), 1), (Blank(1), 1), (Blank(2), 1)]]);
/// ```
pub fn explain(puzzle: &Puzzle) -> Explanation {
    explain_with(puzzle, Limits::new())
}

/// Explains `puzzle` within `limits`.
///
/// ```
/// # use alphametic_runtime::Puzzle;
/// use alphametic_explain::{Grade, Limits, explain_with};
/// let puzzle = Puzzle::parse("A + B == C").unwrap();
/// let cut = explain_with(&puzzle, Limits::new().cases(1));
/// assert_eq!(cut.difficulty.grade, Grade::Unexplained);
/// assert!(cut.to_string().contains("no explanation within the limit"));
/// // Cut short after its first solution, it is graded on that one.
/// let first = explain_with(&puzzle, Limits::new().cases(3));
/// assert!(!first.is_complete() && first.difficulty.grade < Grade::Unexplained);
/// assert!(first.to_string().contains("Not every case was followed within the limit of cases."));
/// ```
pub fn explain_with(puzzle: &Puzzle, limits: Limits) -> Explanation {
    run(puzzle, limits, None)
}

/// Explains `puzzle` from `givens`, letters whose digits are known: each
/// starts with its given digit as its only candidate, and the reasoning
/// goes on from there with the same rules, so each step stays sound for the
/// solutions that have those digits. Givens that break a rule of the puzzle
/// (one digit for two letters, a word that starts with 0) are not errors:
/// the first steps refute them.
///
/// # Errors
///
/// A letter that is not the puzzle's, a digit its letters cannot take (past
/// the base, or left out by its digits) or a letter given two digits.
///
/// ```
/// # use alphametic_runtime::Puzzle;
/// use alphametic_explain::{Limits, explain_from};
/// let puzzle = Puzzle::parse("SEND + MORE == MONEY").unwrap();
/// let explanation = explain_from(&puzzle, &[('M', 1), ('O', 0)], Limits::new())?;
/// let first = &explanation.line.steps[0];
/// assert!(first.to_string().starts_with("S leads a word, and no word starts with 0, so S is not 0."));
/// assert_eq!(explanation.solutions.len(), 1);
/// assert!(explanation.to_string().contains("Given: M = 1 and O = 0."));
///
/// let wrong = explain_from(&puzzle, &[('M', 0)], Limits::new())?;
/// assert!(wrong.solutions.is_empty());
/// assert!(wrong.line.is_refuted());
/// assert_eq!(
///     explain_from(&puzzle, &[('X', 1)], Limits::new()).unwrap_err().to_string(),
///     "`X` is not a letter of the puzzle"
/// );
/// # Ok::<(), alphametic_explain::GivenError>(())
/// ```
pub fn explain_from(
    puzzle: &Puzzle,
    givens: &[(char, u32)],
    limits: Limits,
) -> Result<Explanation, GivenError> {
    let letters: Vec<char> = puzzle.letters().collect();
    let digits = puzzle.model().digits();
    let mut places: Vec<(usize, u8)> = Vec::new();
    // Places in the alphabet, so that the givens come out alphabetical.
    for &(letter, digit) in givens {
        let place = letters
            .iter()
            .position(|&l| l == letter)
            .ok_or(GivenError::Letter(letter))?;
        let known = u8::try_from(digit)
            .ok()
            .filter(|_| digits.contains(digit))
            .ok_or(GivenError::Digit(letter, digit))?;
        match places.iter().find(|&&(p, _)| p == place) {
            Some(&(_, other)) if other != known => {
                return Err(GivenError::Twice(letter, other.into(), digit));
            }
            Some(_) => {}
            None => places.push((place, known)),
        }
    }
    places.sort_unstable();
    let givens: Vec<(char, u8)> = places
        .iter()
        .filter_map(|&(p, d)| letters.get(p).map(|&l| (l, d)))
        .collect();
    Ok(run_from(puzzle, Some(&givens), limits, None))
}

/// A given digit [`explain_from`] cannot start from.
///
/// ```
/// assert_eq!(
///     alphametic_explain::GivenError::Twice('A', 1, 2).to_string(),
///     "`A` is given two digits, 1 and 2"
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum GivenError {
    /// The letter is not one of the puzzle's.
    Letter(char),
    /// The letter's digit is not one the puzzle's letters take.
    Digit(char, u32),
    /// The letter is given two different digits.
    Twice(char, u32, u32),
}

impl fmt::Display for GivenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            GivenError::Letter(letter) => write!(f, "`{letter}` is not a letter of the puzzle"),
            GivenError::Digit(letter, digit) => write!(
                f,
                "`{letter}` cannot be {digit}: it is not a digit the letters of the puzzle take"
            ),
            GivenError::Twice(letter, a, b) => {
                write!(f, "`{letter}` is given two digits, {a} and {b}")
            }
        }
    }
}

impl std::error::Error for GivenError {}

/// The explanation, or as much of it as `rating` needs.
fn run(puzzle: &Puzzle, limits: Limits, rating: Option<Rating>) -> Explanation {
    run_from(puzzle, None, limits, rating)
}

/// The explanation from `givens` (letters of the puzzle, alphabetical, each
/// with a digit the letters take), or as much of it as `rating` needs. Without givens the zero rule is read with the puzzle; with them,
/// even none, it is the first step, as [`explain_from`] goes on from a
/// board where it has not been said.
fn run_from(
    puzzle: &Puzzle,
    givens: Option<&[(char, u8)]>,
    limits: Limits,
    rating: Option<Rating>,
) -> Explanation {
    let from_givens = givens.is_some();
    let givens = givens.unwrap_or_default().to_vec();
    // The rules read each constraint on its own, a layout's products and
    // differences as any other, and every letter as distinct from the
    // others and every `?` as free; functions and truth values, and letter
    // rules, are beyond them.
    let constraints = puzzle.constraints();
    let logic = constraints.iter().any(|c| c.has_logic);
    if logic || puzzle.options().has_letter_rules() {
        return Explanation {
            givens,
            ..unexplained(puzzle)
        };
    }
    let model = Model::new(puzzle, &constraints);
    let mut engine = Engine {
        m: &model,
        max_cases: limits.max_cases(),
        deadline: limits.deadline(),
        cases: 0,
        limited: false,
        solutions: Vec::new(),
        splits: 0,
        rating,
        stopped: None,
        quiet: rating.is_some(),
        windows: Default::default(),
    };
    let mut start = State::new(&model);
    let mut leading = Vec::new();
    if !from_givens {
        for (l, &letter) in model.letters.iter().enumerate() {
            if model.leading & (1 << l) != 0 && start.cand[l] & 1 != 0 {
                start.cand[l] &= !1;
                leading.push(letter);
            }
        }
    }
    for &(letter, digit) in &givens {
        // A fresh state has every rule still to look at every constraint,
        // so the givens need no mark of their own.
        if let Some(l) = model.letters.iter().position(|&c| c == letter) {
            start.cand[l] = 1 << digit;
        }
    }
    let line = engine.line(start, false);
    let difficulty = Difficulty::of(&line, engine.limited, engine.stopped);
    let carries = model
        .carries
        .iter()
        .map(|c| CarryRange {
            name: c.name.clone(),
            equation: c.equation,
            column: c.column,
            lo: c.lo,
            hi: c.hi,
        })
        .collect();
    let columns = model
        .equations
        .iter()
        .map(|eq| {
            eq.columns
                .iter()
                .flatten()
                .map(|c| c.text.clone())
                .collect()
        })
        .collect();
    Explanation {
        puzzle: puzzle.text().to_owned(),
        base: model.base,
        letters: model.letters.clone(),
        digits: alphametic_runtime::DigitSet::from_bits(model.digits),
        carries,
        columns,
        equations: model.equations.iter().map(|e| e.text.clone()).collect(),
        layout: puzzle.is_layout(),
        givens,
        leading,
        line,
        solutions: engine.solutions,
        difficulty,
    }
}

/// The explanation of a puzzle the rules do not read: one with functions
/// or truth values, or with letter rules. It ends at once, unexplained.
fn unexplained(puzzle: &Puzzle) -> Explanation {
    let line = Line {
        steps: Vec::new(),
        end: End::Unread,
    };
    let difficulty = Difficulty::of(&line, false, None);
    Explanation {
        puzzle: puzzle.text().to_owned(),
        base: puzzle.base(),
        letters: name::names(puzzle.model()),
        digits: puzzle.model().digits(),
        carries: Vec::new(),
        columns: Vec::new(),
        equations: Vec::new(),
        layout: puzzle.is_layout(),
        givens: Vec::new(),
        leading: Vec::new(),
        line,
        solutions: Vec::new(),
        difficulty,
    }
}

/// The difficulty of `puzzle` within the default [`Limits`]: the grade of
/// its explanation, [`explain`]'s. It stops once the grade is settled: at
/// the first solution, or before a case past [`TOUGH_CASES`]
/// ([`Grade::Fiendish`]); the measures then count the explanation up to
/// there, and [`Difficulty::stopped`] says so.
///
/// ```
/// # use alphametic_runtime::Puzzle;
/// use alphametic_explain::{Grade, rate};
/// assert_eq!(rate(&Puzzle::parse("A + A == B, B == 4").unwrap()).splits, 0);
/// ```
pub fn rate(puzzle: &Puzzle) -> Difficulty {
    rate_with(puzzle, Limits::new())
}

/// [`rate`] within `limits`: past its cases or its deadline the grade is
/// [`Grade::Unexplained`], unless it was settled before.
///
/// ```
/// # use alphametic_runtime::Puzzle;
/// use alphametic_explain::{Grade, Limits, rate_with};
/// let split = Puzzle::parse("DONALD + GERALD == ROBERT").unwrap();
/// assert_eq!(rate_with(&split, Limits::new().cases(0)).grade, Grade::Unexplained);
/// assert_eq!(rate_with(&split, Limits::new()).grade, Grade::Tough);
/// ```
pub fn rate_with(puzzle: &Puzzle, limits: Limits) -> Difficulty {
    run(puzzle, limits, Some(Rating::Grade)).difficulty
}

/// The difficulty of `puzzle` when its grade is `max` or easier; `None`
/// when it is harder. It stops as soon as the grade is known to pass
/// `max`: at the first case split when `max` is [`Grade::Hard`] or easier;
/// a difficulty it gives is [`rate`]'s.
///
/// ```
/// # use alphametic_runtime::Puzzle;
/// use alphametic_explain::{Grade, rate, rate_within};
/// let send = Puzzle::parse("SEND + MORE == MONEY").unwrap();
/// assert_eq!(rate_within(&send, Grade::Hard), Some(rate(&send)));
/// let split = Puzzle::parse("DONALD + GERALD == ROBERT").unwrap();
/// assert!(rate(&split).splits > 0);
/// assert_eq!(rate_within(&split, Grade::Hard), None);
/// ```
pub fn rate_within(puzzle: &Puzzle, max: Grade) -> Option<Difficulty> {
    let rating = if max < Grade::Tough {
        Rating::FirstSplit
    } else {
        Rating::Grade
    };
    let difficulty = run(puzzle, Limits::new(), Some(rating)).difficulty;
    (difficulty.grade <= max).then_some(difficulty)
}

impl fmt::Display for Explanation {
    /// The puzzle, what each letter may be, the steps numbered, each case
    /// of a split indented under it, the solutions and the difficulty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.puzzle)?;
        let (letters, blanks): (Vec<Name>, Vec<Name>) = self
            .letters
            .iter()
            .partition(|name| name.letter().is_some());
        let digits = step::digits(self.digits, "and");
        match letters.as_slice() {
            // A puzzle of `?`s alone has no letter to name.
            [] => {}
            [one] => writeln!(
                f,
                "Letter {one} takes a digit from {digits} (base {}).",
                self.base
            )?,
            many => {
                let letters: Vec<String> = many.iter().map(Name::to_string).collect();
                writeln!(
                    f,
                    "Letters {} take distinct digits from {digits} (base {}).",
                    step::list(&letters, "and"),
                    self.base
                )?;
            }
        }
        match blanks.as_slice() {
            [] => {}
            [one] => writeln!(f, "{one} is a missing digit, which may be a letter's too.")?,
            [first, last] => writeln!(
                f,
                "{first} and {last} are missing digits, in the order written: any digits, \
                 the same as each other or a letter."
            )?,
            [first, .., last] => writeln!(
                f,
                "{first} to {last} are missing digits, in the order written: any digits, \
                 the same as each other or a letter."
            )?,
        }
        match self.leading.as_slice() {
            [] => {}
            [one] => writeln!(
                f,
                "{one} leads a word, and no word starts with 0, so {one} is not 0."
            )?,
            many => {
                let names: Vec<String> = many.iter().map(Name::to_string).collect();
                writeln!(
                    f,
                    "{} lead words, and no word starts with 0, so none of them is 0.",
                    step::list(&names, "and")
                )?;
            }
        }
        if self.layout {
            let numbered: Vec<String> = self
                .equations
                .iter()
                .enumerate()
                .map(|(e, text)| format!("{}: {text}", e + 1))
                .collect();
            writeln!(f, "The layout's equations: {}.", numbered.join("; "))?;
        }
        for (e, columns) in self.columns.iter().enumerate() {
            if columns.is_empty() {
                continue;
            }
            let numbered: Vec<String> = columns
                .iter()
                .enumerate()
                .map(|(k, c)| format!("{}: {c}", k + 1))
                .collect();
            let which = if self.columns.len() > 1 {
                format!(" of equation {}", e + 1)
            } else {
                String::new()
            };
            writeln!(
                f,
                "Columns{which}, from the right: {}.",
                numbered.join("; ")
            )?;
        }
        let mut ranges: Vec<String> = Vec::new();
        for c in &self.carries {
            ranges.push(format!("{} is {} to {}", c.name, c.lo, c.hi));
        }
        if !ranges.is_empty() {
            writeln!(f, "Carries: {}.", step::list(&ranges, "and"))?;
        }
        if !self.givens.is_empty() {
            let given: Vec<String> = self
                .givens
                .iter()
                .map(|(c, d)| format!("{c} = {d}"))
                .collect();
            writeln!(f, "Given: {}.", step::list(&given, "and"))?;
        }
        let lines: Vec<String> = self
            .lines()
            .into_iter()
            .map(|(indent, text)| format!("{}{text}", INDENT.repeat(indent)))
            .collect();
        f.write_str(&lines.join("\n"))
    }
}

/// The margin of one level of case splits in the text.
const INDENT: &str = "   ";

impl Explanation {
    /// The reasoning as `Display` writes it after the puzzle's letters,
    /// columns and carries, one line at a time with its depth: the numbered
    /// steps, each case of a split one level deeper than the split, the
    /// solutions, then how many there are and the difficulty.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("DONALD + GERALD == ROBERT").unwrap();
    /// let lines = alphametic_explain::explain(&puzzle).lines();
    /// assert!(lines[0].1.starts_with("1. Column 1 reads D + D = T + 10·c1"));
    /// assert!(lines.contains(&(0, "Case E = 0, impossible:".to_owned())));
    /// let failed = lines.iter().find(|(depth, _)| *depth == 1).unwrap();
    /// assert!(failed.1.starts_with("3. E = 0, and distinct letters take distinct digits"));
    /// assert!(failed.1.ends_with("with N = 1, R = 6, c3 = 1 and c4 = 0: impossible."));
    /// assert!(lines.last().unwrap().1.starts_with("Difficulty: grade 4 (tough)"));
    /// ```
    pub fn lines(&self) -> Vec<(usize, String)> {
        let mut out = String::new();
        let mut number = 1;
        self.line.write(&mut out, 0, &mut number);
        // `write` indents each line by its depth, and no line's own text
        // starts with a space.
        let mut lines: Vec<(usize, String)> = out
            .lines()
            .map(|line| {
                let text = line.trim_start_matches(INDENT);
                ((line.len() - text.len()) / INDENT.len(), text.to_owned())
            })
            .collect();
        match self.solutions.len() {
            0 if self.is_complete() => lines.push((0, "No solution.".to_owned())),
            0 | 1 => {}
            n => lines.push((
                0,
                format!(
                    "{} solutions{}.",
                    n,
                    if self.is_complete() { "" } else { " found" }
                ),
            )),
        }
        if self.difficulty.limited {
            let text = if self.solutions.is_empty() {
                "No explanation within the limit of cases."
            } else {
                "Not every case was followed within the limit of cases."
            };
            lines.push((0, text.to_owned()));
        }
        lines.push((0, format!("Difficulty: {}", self.difficulty)));
        lines
    }
}
