//! A puzzle as the solvers see it: its base, its letters and its lowered
//! equations, with no trace of the text it came from.

use std::sync::Arc;

use crate::digits::DigitSet;
use crate::lower::Lowered;
use crate::plan::{Condition, Linear, Plan, Polynomial};
use crate::syntax::Letter;

/// The lowered puzzle every later stage reads: what the planner orders and
/// the plans are built from.
///
/// ```
/// use alphametic_runtime::Puzzle;
///
/// let model = Puzzle::parse("TO + GO == OUT")?.model().clone();
/// assert_eq!(model.letters().len(), 4);
/// assert_eq!(model.linear().len(), 1);
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Model {
    base: u32,
    /// The letters as written, in code-point order: a [`Letter`] is a place
    /// in it.
    alphabet: Arc<[char]>,
    letters: DigitSet,
    leading: DigitSet,
    linear: Vec<Linear>,
    conditions: Vec<Condition>,
    polynomials: Vec<Polynomial>,
}

impl Model {
    pub(crate) fn new(
        base: u32,
        alphabet: Arc<[char]>,
        letters: DigitSet,
        leading: DigitSet,
        lowered: Lowered,
    ) -> Model {
        Model {
            base,
            alphabet,
            letters,
            leading,
            linear: lowered.linear,
            conditions: lowered.conditions,
            polynomials: lowered.polynomials,
        }
    }

    /// The base.
    pub fn base(&self) -> u32 {
        self.base
    }

    /// The letters as written, in code-point order; [`Letter`] `l` is
    /// `alphabet()[l]`.
    pub fn alphabet(&self) -> &[char] {
        &self.alphabet
    }

    /// The alphabet, shared with the plans built from the model.
    pub(crate) fn shared_alphabet(&self) -> Arc<[char]> {
        Arc::clone(&self.alphabet)
    }

    /// The letters of the puzzle, as a set of [`Letter`] indices.
    pub fn letters(&self) -> DigitSet {
        self.letters
    }

    /// The letters that may not be 0.
    pub fn leading(&self) -> DigitSet {
        self.leading
    }

    /// The equations linear in their words, as weighted sums.
    pub fn linear(&self) -> &[Linear] {
        &self.linear
    }

    /// The relations other than `==` that are linear in their words.
    pub fn conditions(&self) -> &[Condition] {
        &self.conditions
    }

    /// The other constraints, as polynomial programs.
    pub(crate) fn polynomials(&self) -> &[Polynomial] {
        &self.polynomials
    }

    /// The plan of the default order, the letters by descending weight:
    /// the plan a first count runs on, and the one
    /// [`Puzzle::plan`](crate::Puzzle::plan) starts its race from.
    ///
    /// ```
    /// use alphametic_runtime::Puzzle;
    ///
    /// let puzzle = Puzzle::parse("SEND + MORE == MONEY").unwrap();
    /// let plan = puzzle.model().default_plan();
    /// // M weighs most: 10,000 in MONEY, less 1,000 in MORE.
    /// assert_eq!(puzzle.model().alphabet()[plan.steps()[0].letter as usize], 'M');
    /// ```
    pub fn default_plan(&self) -> Plan {
        crate::planner::default_plan(self)
    }

    /// The plan that assigns the letters in `order`, or `None` unless
    /// `order` holds every letter of the puzzle exactly once.
    ///
    /// ```
    /// use alphametic_runtime::Puzzle;
    ///
    /// let model = Puzzle::parse("TO + GO == OUT")?.model().clone();
    /// let order: Vec<u8> = model.letters().iter().map(|l| l as u8).collect();
    /// assert_eq!(model.plan(&order).unwrap().steps().len(), 4);
    /// assert!(model.plan(&order[1..]).is_none());
    /// assert!(model.plan(&[0, 0, 0, 0]).is_none());
    /// # Ok::<(), alphametic_runtime::ParseError>(())
    /// ```
    pub fn plan(&self, order: &[Letter]) -> Option<Plan> {
        let mut seen = DigitSet::EMPTY;
        for &letter in order {
            let letter = u32::from(letter);
            if !self.letters.contains(letter) || seen.contains(letter) {
                return None;
            }
            seen = seen.with(letter);
        }
        (seen == self.letters).then(|| Plan::new(self, order))
    }
}
