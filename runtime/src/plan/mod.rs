//! Weighted equations to a search plan: the order in which letters are
//! assigned, and at every step which checks can prune.
//!
//! Three facts prune a sum `Σ w·d + c == 0`:
//!
//! - **Columns.** If every letter not yet assigned has a weight divisible by
//!   `base^k`, the partial sum must already be divisible by `base^k`. The
//!   plan records, per step, the modulus that becomes checkable there.
//! - **Bounds.** The letters not yet assigned can add at least `rest_min` and
//!   at most `rest_max` (distinctness ignored), so `0` must lie in
//!   `partial + rest_min ..= partial + rest_max`.
//! - **Derivation.** The last letter of an equation is `-partial / weight`;
//!   the letter that closes a column is `-partial / base^k · weight⁻¹` modulo
//!   the base when its weight is invertible there. Such letters are computed,
//!   not enumerated.
//!
//! Polynomial equations prune by columns, intervals and an exact check,
//! placed on the steps by the `polynomial` module.
//!
//! A [`Plan`] is the intermediate form both back ends read: the lowering
//! produces a [`Model`](crate::lower::Model), a plan is built from it and
//! an order of its letters, the runtime search interprets the plan, the
//! planner rates candidate plans with that search, and the code generator
//! unrolls the chosen plan into code. It imports only the stages before it: the
//! syntax's letters and the lowered model.
//!
//! This module holds the plan's types and what the back ends read of it;
//! `build` makes a plan from a model and an order, `single_sum` the plan
//! of a single sum in one pass, and `polynomial` the checks of polynomial
//! equations.

mod build;
pub(crate) mod layout;
pub(crate) mod polynomial;
mod single_sum;

use std::sync::{Arc, OnceLock};

use crate::DigitSet;
use crate::divide::{Divisor, Residue, Weight};
use crate::syntax::{Letter, Relation};
pub use layout::LayoutPlan;
use polynomial::PolynomialPlan;

#[cfg(test)]
pub(crate) use build::orders_for_tests;
pub(crate) use build::{column_modulus, reach, valuation, valuation_by};

/// How a step finds its candidate digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Derive {
    /// Every free digit of the domain, smallest first.
    Enumerate,
    /// The letter is the last one of equation `eq`: its digit is
    /// `-partial / weight`, if that is exact.
    Exact {
        /// The equation.
        eq: usize,
    },
    /// The letter closes a column of equation `eq`: the partial sum is a
    /// multiple of `modulus`, and the digit is
    /// `(-partial / modulus) · inverse` modulo the base.
    Column {
        /// The equation.
        eq: usize,
        /// `base^k`, where `k` is the column.
        modulus: i64,
        /// The inverse of `weight / modulus` modulo the base.
        inverse: i64,
    },
    /// The letter is in the word that polynomial equation `poly` defines
    /// (`word == expression`, the word not in the expression), and the
    /// expression's words are all known: its digit is the one at `place`
    /// of the expression's value.
    Defined {
        /// The polynomial.
        poly: usize,
        /// The letter's place in the word, 0 for the units.
        place: u32,
    },
}

/// One step of the search: the letter it assigns and how.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// The letter assigned at this step.
    pub letter: Letter,
    /// The digits the letter may take (no 0 for a leading letter).
    pub domain: DigitSet,
    /// How the candidates are found.
    pub derive: Derive,
    /// Whether the digit must differ from those of the other distinct
    /// steps: true for a letter, false for a `?`.
    pub distinct: bool,
}

/// One step of a plan of a single sum, with all the search reads there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SumStep {
    /// The letter the step assigns.
    pub(crate) letter: Letter,
    pub(crate) weight: i64,
    /// The term's [`Term::modulus`], kept to rebuild the terms on demand.
    pub(crate) modulus: i64,
    pub(crate) rest_min: i64,
    pub(crate) rest_max: i64,
    pub(crate) domain: u64,
    /// The digits the step marks taken, and the taken digits it may not
    /// take: every digit for a letter, none for a `?`.
    pub(crate) distinct: u64,
    /// The column check after this step, if it makes one.
    pub(crate) test: Option<Divisor>,
    pub(crate) derive: Derive,
    pub(crate) quotient: Weight,
    /// Whether a condition reads this step's digit: only then does a count
    /// record it and look for conditions to check.
    pub(crate) conditioned: bool,
}

impl SumStep {
    /// The step's term in its equation.
    fn term(&self) -> Term {
        Term {
            weight: self.weight,
            modulus: self.modulus,
            rest_min: self.rest_min,
            rest_max: self.rest_max,
        }
    }
}

/// A condition (a linear relation other than `==`) checked at a step:
/// from the digits of the steps so far, its partial sum, which the later
/// steps can lower by no more than `rest_min`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ConditionCheck {
    /// `(step, weight)` of each step up to this one that moves the sum.
    pub(crate) terms: Vec<(usize, i64)>,
    pub(crate) constant: i64,
    /// The least the later steps can add.
    pub(crate) rest_min: i64,
    /// [`Relation::Le`]: the sum can still be at most 0; [`Relation::Ne`]
    /// (only once every letter is known): it is not 0.
    pub(crate) relation: Relation,
}

impl ConditionCheck {
    /// Whether the condition can still hold, `digits` holding the digit
    /// of every step so far.
    #[inline]
    pub(crate) fn holds(&self, digits: &[u8]) -> bool {
        let p = self.terms.iter().fold(self.constant, |p, &(step, w)| {
            p + w * i64::from(digits[step])
        });
        match self.relation {
            Relation::Ne => p != 0,
            _ => p + self.rest_min <= 0,
        }
    }
}

/// A [`Derive::Column`] step at speed: its modulus prepared for exact
/// division, the base for the remainder, and the digit for each residue
/// of `-partial / modulus` modulo the base.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ColumnStep {
    modulus: Divisor,
    base: Residue,
    digits: [u8; 36],
}

impl ColumnStep {
    /// The digit that closes the column, the partial sum being `p`, a
    /// multiple of the modulus; it may be taken or out of the domain.
    #[inline(always)]
    pub(crate) fn digit(&self, p: i64) -> u32 {
        let q = self.modulus.exact_quotient(p);
        u32::from(self.digits[self.base.of(q.wrapping_neg()) as usize])
    }
}

/// What one step means for one equation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Term {
    /// The weight of the step's letter in the equation.
    pub weight: i64,
    /// After this step the partial sum must be a multiple of `modulus`;
    /// `0` when this step makes no new column checkable.
    pub modulus: i64,
    /// The least the later steps can add to the equation.
    pub rest_min: i64,
    /// The most the later steps can add to the equation.
    pub rest_max: i64,
}

impl Term {
    const ZERO: Term = Term {
        weight: 0,
        modulus: 0,
        rest_min: 0,
        rest_max: 0,
    };
}

/// A search plan: steps in order, and for every step and equation a
/// [`Term`].
///
/// ```
/// use alphametic_runtime::Puzzle;
///
/// let plan = Puzzle::parse("SEND + MORE == MONEY").unwrap().plan().clone();
/// assert_eq!(plan.steps().len(), 8);
/// assert_eq!(plan.equations(), 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    base: u32,
    /// The letters as written; a step's letter is a place in it.
    alphabet: Arc<[char]>,
    /// The steps; empty for a single sum, whose [`SumStep`]s hold them
    /// (they are rebuilt on demand, in `single_steps`).
    steps: Vec<Step>,
    /// `terms[step * equations + eq]`; empty for a single sum, whose terms
    /// its steps hold (they are rebuilt on demand).
    terms: Vec<Term>,
    /// The constant of each equation, then its initial modulus.
    constants: Constants,
    /// Bit `i` set when step `i` assigns a letter, whose digit differs
    /// from the other letters'; clear for a `?`.
    distinct: u64,
    /// Per term, its modulus and weight prepared for the general search;
    /// built on first use, as a single sum's search reads its own steps.
    prepared: Built<PreparedTerms>,
    /// A single sum's steps as [`Step`]s, built on first use: its search
    /// reads its [`SumStep`]s.
    single_steps: Built<Vec<Step>>,
    /// For a plan of one sum and nothing else, each step's term and checks
    /// side by side, read together at every node of its search.
    sum_steps: Vec<SumStep>,
    /// Per step, what a [`Derive::Column`] step needs at speed.
    columns: Vec<ColumnStep>,
    /// The polynomial equations and their checks.
    /// `None` when there are none, the common case: a plan is moved about
    /// whole, and it is smaller without the empty tables.
    polynomials: Option<Box<PolynomialPlan>>,
    /// Per step, the conditions checked there.
    conditions: Vec<Vec<ConditionCheck>>,
    /// Whether every condition can hold at all: false for one without
    /// letters that fails, such as `A - A > 0`.
    conditions_feasible: bool,
    /// Whether any step checks a condition.
    any_conditions: bool,
}

/// The terms of a plan prepared for the general search, per term: its
/// modulus for fast tests (1 when there is none) and its weight for digit
/// quotients; and a single sum's terms themselves.
#[derive(Debug, Clone)]
struct PreparedTerms {
    /// A single sum's terms, rebuilt from its steps; empty for other plans.
    terms: Vec<Term>,
    column_tests: Vec<Divisor>,
    weights: Vec<Weight>,
}

/// A table built on first use from the rest of the plan: it follows from
/// the steps, so two plans are equal or not whether or not either has
/// built it.
#[derive(Debug, Clone)]
struct Built<T>(OnceLock<T>);

impl<T> Default for Built<T> {
    fn default() -> Self {
        Built(OnceLock::new())
    }
}

impl<T> PartialEq for Built<T> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl<T> Eq for Built<T> {}

/// The constant of each equation, then its initial modulus: in place for
/// one equation, the common case, so that its plan allocates less.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Constants {
    One([i64; 2]),
    Many(Vec<i64>),
}

impl Constants {
    fn as_slice(&self) -> &[i64] {
        match self {
            Constants::One(both) => both,
            Constants::Many(all) => all,
        }
    }
}

impl Plan {
    /// Whether a search can start: every constant is a multiple of its
    /// initial modulus and lies within what all the steps together can add
    /// (with no step, every constant is 0). Both solvers check this once,
    /// before the first step.
    pub fn start_is_feasible(&self) -> bool {
        let plan = self;
        let n = plan.len();
        plan.conditions_feasible
            && (0..plan.equations()).all(|e| {
                let c = plan.constants()[e];
                if c % plan.initial_moduli()[e] != 0 {
                    return false;
                }
                if n == 0 {
                    return c == 0;
                }
                // Steps that do not move an equation make no check on it in
                // the generated code, so its constant is held against the
                // bounds of all the steps here, once.
                let (t0, domain) = match plan.sum_steps.first() {
                    Some(s) => (s.term(), DigitSet::from_bits(s.domain)),
                    None => (plan.terms(0)[e], plan.steps[0].domain),
                };
                let (w, d_min, d_max) = (
                    t0.weight,
                    domain.min().unwrap_or(0) as i64,
                    domain.max().unwrap_or(0) as i64,
                );
                let total_min = t0.rest_min + (w * d_min).min(w * d_max);
                let total_max = t0.rest_max + (w * d_min).max(w * d_max);
                c + total_min <= 0 && c + total_max >= 0
            })
    }

    /// The divisibility test of each term of step `step`.
    pub(crate) fn column_tests(&self, step: usize) -> &[Divisor] {
        let n = self.equations();
        &self.prepared().column_tests[step * n..step * n + n]
    }

    /// The weight of each term of step `step`, prepared for quotients.
    pub(crate) fn weights(&self, step: usize) -> &[Weight] {
        let n = self.equations();
        &self.prepared().weights[step * n..step * n + n]
    }

    fn prepared(&self) -> &PreparedTerms {
        self.prepared.0.get_or_init(|| {
            let terms: Vec<Term> = self.sum_steps.iter().map(SumStep::term).collect();
            let all = if self.sum_steps.is_empty() {
                &self.terms
            } else {
                &terms
            };
            PreparedTerms {
                column_tests: all
                    .iter()
                    .map(|t| Divisor::new(t.modulus.max(1) as u64))
                    .collect(),
                weights: all.iter().map(|t| Weight::new(t.weight)).collect(),
                terms,
            }
        })
    }

    /// Whether the plan has one equation, a sum, and nothing else: the
    /// common case, which the search runs on a path of its own.
    pub(crate) fn is_single_sum(&self) -> bool {
        self.equations() == 1 && self.polynomials.is_none()
    }

    /// The steps of a single sum ([`Plan::is_single_sum`]); empty for any
    /// other plan.
    pub(crate) fn sum_steps(&self) -> &[SumStep] {
        &self.sum_steps
    }

    /// What a column step derives its digit with.
    pub(crate) fn column(&self, step: usize) -> &ColumnStep {
        &self.columns[step]
    }

    /// The polynomial equations and their checks.
    pub(crate) fn polynomials(&self) -> &PolynomialPlan {
        self.polynomials
            .as_deref()
            .unwrap_or_else(|| PolynomialPlan::none())
    }

    /// The conditions checked at step `step`.
    pub(crate) fn conditions(&self, step: usize) -> &[ConditionCheck] {
        self.conditions.get(step).map_or(&[], Vec::as_slice)
    }

    /// Whether the plan checks any condition.
    pub(crate) fn has_conditions(&self) -> bool {
        self.any_conditions
    }

    /// The base.
    pub fn base(&self) -> u32 {
        self.base
    }

    /// The letters as written, in code-point order: the step of letter
    /// `l` assigns `alphabet()[l]`.
    pub fn alphabet(&self) -> &[char] {
        &self.alphabet
    }

    /// The steps, in search order.
    pub fn steps(&self) -> &[Step] {
        if self.sum_steps.is_empty() {
            return &self.steps;
        }
        self.single_steps.0.get_or_init(|| {
            self.sum_steps
                .iter()
                .map(|s| Step {
                    letter: s.letter,
                    domain: DigitSet::from_bits(s.domain),
                    derive: s.derive,
                    distinct: s.distinct != 0,
                })
                .collect()
        })
    }

    /// Bit `i` set when step `i` assigns a letter, clear for a `?`.
    pub(crate) fn distinct_steps(&self) -> u64 {
        self.distinct
    }

    /// The number of steps, one per letter.
    pub(crate) fn len(&self) -> usize {
        self.steps.len().max(self.sum_steps.len())
    }

    /// The letter of each step, in order, without building a single
    /// sum's [`Step`]s.
    pub(crate) fn letters(&self) -> impl Iterator<Item = Letter> + '_ {
        let general = self.steps.iter().map(|s| s.letter);
        general.chain(self.sum_steps.iter().map(|s| s.letter))
    }

    /// The number of linear equations.
    pub fn equations(&self) -> usize {
        self.constants.as_slice().len() / 2
    }

    /// What step `step` means for equation `eq`.
    pub fn term(&self, step: usize, eq: usize) -> Option<&Term> {
        self.terms(step).get(eq)
    }

    /// The terms of one step, one per equation.
    pub fn terms(&self, step: usize) -> &[Term] {
        let n = self.equations();
        self.term_table().get(step * n..step * n + n).unwrap_or(&[])
    }

    /// Every term, `[step * equations + eq]`.
    fn term_table(&self) -> &[Term] {
        if self.sum_steps.is_empty() {
            &self.terms
        } else {
            &self.prepared().terms
        }
    }

    /// The constant term of each equation: the partial sums before any
    /// letter is assigned.
    pub fn constants(&self) -> &[i64] {
        &self.constants.as_slice()[..self.equations()]
    }

    /// The modulus each constant must be a multiple of before the search
    /// starts (`1` when there is none).
    pub fn initial_moduli(&self) -> &[i64] {
        &self.constants.as_slice()[self.equations()..]
    }
}
