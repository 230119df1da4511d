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
//! produces a [`Model`], a plan is built from it and an order of its
//! letters, the runtime search interprets the plan, the planner rates
//! candidate plans with that search, and the code generator unrolls the
//! chosen plan into code. It imports only the stages before it: the
//! syntax's letters and the lowered model.

pub(crate) mod polynomial;
mod single_sum;

use std::sync::{Arc, OnceLock};

use crate::DigitSet;
use crate::divide::{Divisor, Residue, Weight};
use crate::lower::Model;
use crate::syntax::{Glyph, Letter, MAX_UNKNOWNS, Relation};
use polynomial::PolynomialPlan;

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
    /// The plan that assigns the letters of `model` in `order`, or `None`
    /// unless `order` holds every letter of the puzzle exactly once.
    ///
    /// ```
    /// use alphametic_runtime::{Puzzle, __private::Plan};
    ///
    /// let puzzle = Puzzle::parse("TO + GO == OUT")?;
    /// let model = puzzle.model();
    /// let order: Vec<u8> = model.letters().iter().map(|l| l as u8).collect();
    /// assert_eq!(Plan::from_order(model, &order).unwrap().steps().len(), 4);
    /// assert!(Plan::from_order(model, &order[1..]).is_none());
    /// assert!(Plan::from_order(model, &[0, 0, 0, 0]).is_none());
    /// # Ok::<(), alphametic_runtime::ParseError>(())
    /// ```
    pub fn from_order(model: &Model, order: &[Letter]) -> Option<Plan> {
        let mut seen = DigitSet::EMPTY;
        for &letter in order {
            let letter = u32::from(letter);
            if !model.letters().contains(letter) || seen.contains(letter) {
                return None;
            }
            seen = seen.with(letter);
        }
        (seen == model.letters()).then(|| Plan::new(model, order))
    }

    /// Builds the plan that assigns letters in `order`, which holds each
    /// letter of `model` once (see [`Plan::from_order`] for the checked form).
    pub(crate) fn new(model: &Model, order: &[Letter]) -> Plan {
        if model.linear().len() == 1 && model.polynomials().is_empty() {
            Plan::single_sum(model, order)
        } else {
            Plan::general(model, order)
        }
    }

    /// [`Plan::new`] for any model: a table of terms per step and
    /// equation. A single sum gets the same steps, terms and checks from
    /// [`Plan::single_sum`], kept in its steps instead of a table.
    pub(crate) fn general(model: &Model, order: &[Letter]) -> Plan {
        let (base, equations) = (model.base(), model.linear());
        let n_eq = equations.len();
        let n = order.len();
        let domains = domains(model, order);
        let domains = &domains[..n];
        let mut terms = vec![Term::ZERO; n * n_eq];
        let mut derives = [Derive::Enumerate; MAX_UNKNOWNS];
        let derives = &mut derives[..n];
        let mut constants = Vec::with_capacity(2 * n_eq);
        constants.extend(equations.iter().map(|eq| eq.constant));
        constants.resize(2 * n_eq, 1);
        let initial_moduli = &mut constants[n_eq..];
        let (mut weights, mut places) = ([0i64; MAX_UNKNOWNS], [0u32; MAX_UNKNOWNS]);
        let mut column = [u32::MAX; MAX_UNKNOWNS + 1];
        let base_divisor = Divisor::new(u64::from(base));
        for (e, eq) in equations.iter().enumerate() {
            for (i, &l) in order.iter().enumerate() {
                weights[i] = eq.weights[l as usize];
                places[i] = valuation_by(weights[i], base_divisor);
            }
            // The last step that moves the equation derives its digit
            // exactly (below): no column derivation to prepare there.
            let last_moving = (0..n).rev().find(|&i| weights[i] != 0);
            // column[i]: the smallest place among steps i.., u32::MAX if none.
            column[n] = u32::MAX;
            for i in (0..n).rev() {
                column[i] = column[i + 1].min(places[i]);
            }
            if column[0] != u32::MAX {
                initial_moduli[e] = pow(base, column[0]);
            }
            let (mut rest_min, mut rest_max) = (0i64, 0i64);
            for i in (0..n).rev() {
                let (lo, hi) = reach(weights[i], domains[i]);
                terms[i * n_eq + e] = Term {
                    weight: weights[i],
                    modulus: column_modulus(base, column[i], column[i + 1]),
                    rest_min,
                    rest_max,
                };
                rest_min += lo;
                rest_max += hi;
            }
            for i in 0..n {
                if weights[i] == 0 || derives[i] != Derive::Enumerate || Some(i) == last_moving {
                    continue;
                }
                if let Some(derive) = column_derive(base, e, weights[i], places[i], &column[i..]) {
                    derives[i] = derive;
                }
            }
        }
        // An exact derivation beats a column one: prefer it when both apply.
        for (i, derive) in derives.iter_mut().enumerate() {
            if let Some(e) = (0..n_eq).find(|&e| {
                terms[i * n_eq + e].weight != 0
                    && (i + 1..n).all(|j| terms[j * n_eq + e].weight == 0)
            }) {
                *derive = Derive::Exact { eq: e };
            }
        }
        defined(model, order, derives);
        let steps: Vec<Step> = order
            .iter()
            .zip(domains.iter().copied())
            .zip(derives.iter().copied())
            .map(|((&letter, domain), derive)| Step {
                letter,
                domain,
                derive,
                distinct: !model.blanks().contains(u32::from(letter)),
            })
            .collect();
        let constants = if n_eq == 1 {
            Constants::One([constants[0], constants[1]])
        } else {
            Constants::Many(constants)
        };
        Plan::assemble(
            model,
            order,
            &domains[..n],
            steps,
            terms,
            constants,
            Vec::new(),
        )
    }

    /// The fields every plan fills alike: the conditions, the column
    /// table and the polynomial checks, from the steps.
    fn assemble(
        model: &Model,
        order: &[Letter],
        domains: &[DigitSet],
        steps: Vec<Step>,
        terms: Vec<Term>,
        constants: Constants,
        sum_steps: Vec<SumStep>,
    ) -> Plan {
        let base = model.base();
        // Most plans have no condition: they need no table of checks.
        let (conditions, conditions_feasible) = if model.conditions().is_empty() {
            (Vec::new(), true)
        } else {
            place_conditions(model, order, domains)
        };
        let derives = steps
            .iter()
            .map(|s| s.derive)
            .chain(sum_steps.iter().map(|s| s.derive));
        Plan {
            base,
            alphabet: model.shared_alphabet(),
            prepared: Built::default(),
            single_steps: Built::default(),
            columns: column_table(base, derives),
            sum_steps,
            steps,
            terms,
            constants,
            distinct: order
                .iter()
                .enumerate()
                .filter(|&(_, &l)| !model.blanks().contains(u32::from(l)))
                .fold(0, |bits, (i, _)| bits | 1 << i),
            polynomials: (!model.polynomials().is_empty())
                .then(|| Box::new(PolynomialPlan::new(base, model.shared_polynomials(), order))),
            any_conditions: conditions.iter().any(|c| !c.is_empty()),
            conditions,
            conditions_feasible,
        }
    }

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

/// Sets `Derive::Defined` on the enumerated steps whose letter is in a
/// word some polynomial defines from words all known before the step.
fn defined(model: &Model, order: &[Letter], derives: &mut [Derive]) {
    let mut step_of = [usize::MAX; MAX_UNKNOWNS];
    for (i, &l) in order.iter().enumerate() {
        step_of[l as usize] = i;
    }
    // The last step that sets a letter of `glyphs`; `None` if it has none.
    let set_by = |glyphs: &[Glyph]| {
        glyphs
            .iter()
            .filter_map(|g| match *g {
                Glyph::Letter(l) => Some(step_of[l as usize]),
                Glyph::Digit(_) => None,
            })
            .max()
    };
    for (poly, eq) in model.polynomials().iter().enumerate() {
        let Some((slot, program)) = &eq.defines else {
            continue;
        };
        // The step after which the defining expression is known.
        let ready = program.slots().filter_map(|s| set_by(&eq.words[s])).max();
        let word = &eq.words[*slot];
        for (place, glyph) in word.iter().rev().enumerate() {
            let Glyph::Letter(l) = *glyph else { continue };
            let i = step_of[l as usize];
            if i < derives.len() && ready.is_none_or(|r| i > r) && derives[i] == Derive::Enumerate {
                derives[i] = Derive::Defined {
                    poly,
                    place: place as u32,
                };
            }
        }
    }
}

/// Per step, the conditions of `model` checked there, and whether every
/// condition can hold at all. A `<=` condition is checked at every step
/// that moves it, by its bound; a `!=` one once, at its last letter.
fn place_conditions(
    model: &Model,
    order: &[Letter],
    domains: &[DigitSet],
) -> (Vec<Vec<ConditionCheck>>, bool) {
    let n = order.len();
    let mut checks = vec![Vec::new(); n];
    let mut feasible = true;
    for condition in model.conditions() {
        let weights: Vec<i64> = order
            .iter()
            .map(|&l| condition.weights[l as usize])
            .collect();
        // rest_min[i]: the least steps i.. can add.
        let mut rest_min = vec![0i64; n + 1];
        for i in (0..n).rev() {
            let w = weights[i];
            let lo = w * domains[i].min().unwrap_or(0) as i64;
            let hi = w * domains[i].max().unwrap_or(0) as i64;
            rest_min[i] = rest_min[i + 1] + lo.min(hi);
        }
        let moving: Vec<usize> = (0..n).filter(|&i| weights[i] != 0).collect();
        let Some(&last) = moving.last() else {
            // No letter moves it: it holds for every assignment or none.
            let c = condition.constant;
            feasible &= match condition.relation {
                Relation::Ne => c != 0,
                _ => c <= 0,
            };
            continue;
        };
        for &i in &moving {
            if condition.relation == Relation::Ne && i != last {
                continue;
            }
            checks[i].push(ConditionCheck {
                terms: moving
                    .iter()
                    .take_while(|&&j| j <= i)
                    .map(|&j| (j, weights[j]))
                    .collect(),
                constant: condition.constant,
                rest_min: rest_min[i + 1],
                relation: condition.relation,
            });
        }
    }
    (checks, feasible)
}

/// The digits each unknown of `order` may take: the model's, without 0
/// for a leading one; none at all for the letters when there are more
/// letters than digits. When every digit, 0 among them, is taken by a
/// letter and all letters but one lead a word, that one letter must be
/// the 0. A `?` is bound to no other digit, so only the letters count.
fn domains(model: &Model, order: &[Letter]) -> [DigitSet; MAX_UNKNOWNS] {
    let (digits, leading, blanks) = (model.digits(), model.leading(), model.blanks());
    let letters = || order.iter().filter(|&&l| !blanks.contains(l as u32));
    let distinct = letters().count();
    let all = if distinct > digits.len() as usize {
        DigitSet::EMPTY
    } else {
        digits
    };
    let mut non_leading = letters().filter(|&&l| !leading.contains(l as u32));
    let forced_zero = match (non_leading.next(), non_leading.next()) {
        (Some(&only), None) if distinct == digits.len() as usize && digits.contains(0) => {
            Some(only)
        }
        _ => None,
    };
    // An order holds each unknown once, so it has at most MAX_UNKNOWNS
    // steps: the table fits on the stack.
    debug_assert!(order.len() <= MAX_UNKNOWNS);
    let mut domains = [DigitSet::EMPTY; MAX_UNKNOWNS];
    for (domain, &l) in domains.iter_mut().zip(order) {
        let own = if blanks.contains(l as u32) {
            digits
        } else {
            all
        };
        *domain = if forced_zero == Some(l) {
            DigitSet::single(0)
        } else if leading.contains(l as u32) {
            own.without(0)
        } else {
            own
        };
    }
    domains
}

/// The least and the most a letter of weight `w` adds over `domain`.
pub(crate) fn reach(w: i64, domain: DigitSet) -> (i64, i64) {
    let lo = w * domain.min().unwrap_or(0) as i64;
    let hi = w * domain.max().unwrap_or(0) as i64;
    (lo.min(hi), lo.max(hi))
}

/// The modulus a step makes checkable, `here` and `next` being the
/// smallest place among the steps from it and from the next one on: `0`
/// when it makes none.
pub(crate) fn column_modulus(base: u32, here: u32, next: u32) -> i64 {
    if next > here && next != u32::MAX {
        pow(base, next)
    } else {
        0
    }
}

/// How a step of equation `eq` with weight `w` at `place` derives its
/// digit by column, `column[0]` and `column[1]` being the smallest place
/// among the steps from it and from the next one on: when it is the only
/// letter left in its lowest column and its weight there is invertible.
fn column_derive(base: u32, eq: usize, w: i64, place: u32, column: &[u32]) -> Option<Derive> {
    if place != column[0] || column[1] <= column[0] {
        return None;
    }
    let modulus = pow(base, column[0]);
    let unit = (w / modulus).rem_euclid(base as i64);
    inverse_mod(unit, base as i64).map(|inverse| Derive::Column {
        eq,
        modulus,
        inverse,
    })
}

/// Per step, what a [`Derive::Column`] step needs at speed; empty when no
/// step derives by column, as in the order by descending weight, the
/// default, most of the time.
fn column_table(base: u32, derives: impl Iterator<Item = Derive> + Clone) -> Vec<ColumnStep> {
    if !derives.clone().any(|d| matches!(d, Derive::Column { .. })) {
        return Vec::new();
    }
    derives
        .map(|derive| match derive {
            Derive::Column {
                modulus, inverse, ..
            } => {
                // `r · inverse` modulo the base for every residue `r`,
                // by steps of `inverse`: no division per entry.
                let mut digits = [0u8; 36];
                let mut d = 0;
                for entry in digits.iter_mut().take(base as usize) {
                    *entry = d as u8;
                    d += inverse;
                    if d >= base as i64 {
                        d -= base as i64;
                    }
                }
                ColumnStep {
                    modulus: Divisor::new(modulus as u64),
                    base: Residue::new(u64::from(base)),
                    digits,
                }
            }
            _ => ColumnStep {
                modulus: Divisor::new(1),
                base: Residue::new(u64::from(base)),
                digits: [0; 36],
            },
        })
        .collect()
}

/// The inverse of `unit` modulo `base`, if it has one: found by adding
/// `unit` step by step, as a plan may look for one at every column.
fn inverse_mod(unit: i64, base: i64) -> Option<i64> {
    let mut product = 0;
    for x in 1..base {
        product += unit;
        if product >= base {
            product -= base;
        }
        if product == 1 {
            return Some(x);
        }
    }
    None
}

/// Orders of `letters` for the tests that compare plans or ratings
/// across orders: as given, reversed, and each rotation and swap with the
/// first letter.
#[cfg(test)]
pub(crate) fn orders_for_tests(letters: &[Letter]) -> Vec<Vec<Letter>> {
    let mut orders = vec![letters.to_vec(), letters.iter().rev().copied().collect()];
    for k in 1..letters.len() {
        let mut rotated = letters.to_vec();
        rotated.rotate_left(k);
        orders.push(rotated);
        let mut swapped = letters.to_vec();
        swapped.swap(0, k);
        orders.push(swapped);
    }
    orders
}

fn pow(base: u32, k: u32) -> i64 {
    (base as i64).pow(k)
}

/// The number of trailing zero digits of `w` in `base`; `u32::MAX` for 0.
pub(crate) fn valuation(w: i64, base: u32) -> u32 {
    valuation_by(w, Divisor::new(u64::from(base)))
}

/// [`valuation`] with the base prepared: a plan takes the valuation of
/// every weight, and a division instruction per digit would cost more
/// than the rest of building the plan of a small sum.
pub(crate) fn valuation_by(mut w: i64, base: Divisor) -> u32 {
    if w == 0 {
        return u32::MAX;
    }
    let mut k = 0;
    while base.divides(w) {
        w = base.exact_quotient(w);
        k += 1;
    }
    k
}
