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
//! This module is the plain intermediate form between the stages: the
//! lowering produces a [`Model`], the planner picks an order and builds a
//! [`Plan`] from it, the runtime search interprets the plan and the code
//! generator unrolls the same plan into code. It depends on nothing but
//! the syntax's letters and the digit sets.

pub(crate) mod divide;
mod equation;
mod model;
pub(crate) mod polynomial;
pub(crate) mod program;

pub(crate) use equation::Polynomial;
pub use equation::{Condition, Linear};
pub use model::Model;

use std::sync::{Arc, OnceLock};

use crate::digits::DigitSet;
use crate::syntax::{Letter, MAX_LETTERS, Relation};
use divide::{Divisor, Residue, Weight};
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
}

/// One step of a plan of a single sum, with all the search reads there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SumStep {
    pub(crate) weight: i64,
    /// The term's [`Term::modulus`], kept to rebuild the terms on demand.
    pub(crate) modulus: i64,
    pub(crate) rest_min: i64,
    pub(crate) rest_max: i64,
    pub(crate) domain: u64,
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
    steps: Vec<Step>,
    /// `terms[step * equations + eq]`; empty for a single sum, whose terms
    /// its steps hold (they are rebuilt on demand).
    terms: Vec<Term>,
    /// The constant of each equation, then its initial modulus.
    constants: Vec<i64>,
    /// Per term, its modulus and weight prepared for the general search;
    /// built on first use, as a single sum's search reads its own steps.
    prepared: Prepared,
    /// For a plan of one sum and nothing else, each step's term and checks
    /// side by side, read together at every node of its search.
    sum_steps: Vec<SumStep>,
    /// Per step, what a [`Derive::Column`] step needs at speed.
    columns: Vec<ColumnStep>,
    /// The polynomial equations and their checks.
    polynomials: PolynomialPlan,
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

/// [`PreparedTerms`], built on first use. They follow from the terms, so
/// two plans are equal or not whether or not either has built them.
#[derive(Debug, Clone, Default)]
struct Prepared(OnceLock<PreparedTerms>);

impl PartialEq for Prepared {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for Prepared {}

impl Plan {
    /// Builds the plan that assigns letters in `order`, which holds each
    /// letter of `model` once (see [`Model::plan`] for the checked form).
    pub(crate) fn new(model: &Model, order: &[Letter]) -> Plan {
        let (base, equations, leading) = (model.base(), model.linear(), model.leading());
        let n_eq = equations.len();
        let mut all = DigitSet::range(0, base);
        // When every digit is taken and all letters but one lead a word,
        // that one letter must be the 0.
        let mut non_leading = order.iter().filter(|&&l| !leading.contains(l as u32));
        let forced_zero = match (non_leading.next(), non_leading.next()) {
            (Some(&only), None) if order.len() == base as usize => Some(only),
            _ => None,
        };
        if order.len() > base as usize {
            all = DigitSet::EMPTY;
        }
        // An order holds each letter once, so it has at most MAX_LETTERS
        // steps: the tables of one equation fit on the stack.
        let n = order.len();
        debug_assert!(n <= MAX_LETTERS);
        let mut domains = [DigitSet::EMPTY; MAX_LETTERS];
        for (domain, &l) in domains.iter_mut().zip(order) {
            *domain = if forced_zero == Some(l) {
                DigitSet::single(0)
            } else if leading.contains(l as u32) {
                all.without(0)
            } else {
                all
            };
        }
        let domains = &domains[..n];

        // A single sum keeps its terms in its steps: the table is built on
        // the stack, and only other plans keep it.
        let single = n_eq == 1 && model.polynomials().is_empty();
        let mut local = [Term::ZERO; MAX_LETTERS];
        let mut kept = Vec::new();
        let terms: &mut [Term] = if single {
            &mut local[..n]
        } else {
            kept = vec![Term::ZERO; n * n_eq];
            &mut kept
        };
        let mut derives = [Derive::Enumerate; MAX_LETTERS];
        let derives = &mut derives[..n];
        let mut constants = Vec::with_capacity(2 * n_eq);
        constants.extend(equations.iter().map(|eq| eq.constant));
        constants.resize(2 * n_eq, 1);
        let initial_moduli = &mut constants[n_eq..];
        let (mut weights, mut places) = ([0i64; MAX_LETTERS], [0u32; MAX_LETTERS]);
        let mut column = [u32::MAX; MAX_LETTERS + 1];
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
            for i in (0..order.len()).rev() {
                let w = weights[i];
                let lo = w * domains[i].min().unwrap_or(0) as i64;
                let hi = w * domains[i].max().unwrap_or(0) as i64;
                terms[i * n_eq + e] = Term {
                    weight: w,
                    modulus: if column[i + 1] > column[i] && column[i + 1] != u32::MAX {
                        pow(base, column[i + 1])
                    } else {
                        0
                    },
                    rest_min,
                    rest_max,
                };
                rest_min += lo.min(hi);
                rest_max += lo.max(hi);
            }
            for i in 0..order.len() {
                if weights[i] == 0 || derives[i] != Derive::Enumerate || Some(i) == last_moving {
                    continue;
                }
                if places[i] == column[i] && column[i + 1] > column[i] {
                    let modulus = pow(base, column[i]);
                    let unit = (weights[i] / modulus).rem_euclid(base as i64);
                    if let Some(inverse) = inverse_mod(unit, base as i64) {
                        derives[i] = Derive::Column {
                            eq: e,
                            modulus,
                            inverse,
                        };
                    }
                }
            }
        }
        // An exact derivation beats a column one: prefer it when both apply.
        for (i, derive) in derives.iter_mut().enumerate() {
            if let Some(e) = (0..n_eq).find(|&e| {
                terms[i * n_eq + e].weight != 0
                    && (i + 1..order.len()).all(|j| terms[j * n_eq + e].weight == 0)
            }) {
                *derive = Derive::Exact { eq: e };
            }
        }
        // Most plans have no condition: they need no table of checks.
        let (conditions, conditions_feasible) = if model.conditions().is_empty() {
            (Vec::new(), true)
        } else {
            place_conditions(model, order, domains)
        };
        let steps: Vec<Step> = order
            .iter()
            .zip(domains.iter().copied())
            .zip(derives.iter().copied())
            .map(|((&letter, domain), derive)| Step {
                letter,
                domain,
                derive,
            })
            .collect();
        let sum_steps = if single {
            (0..order.len())
                .map(|i| SumStep {
                    weight: terms[i].weight,
                    modulus: terms[i].modulus,
                    rest_min: terms[i].rest_min,
                    rest_max: terms[i].rest_max,
                    domain: steps[i].domain.bits(),
                    test: (terms[i].modulus != 0).then(|| Divisor::new(terms[i].modulus as u64)),
                    derive: derives[i],
                    quotient: Weight::new(terms[i].weight),
                    conditioned: model
                        .conditions()
                        .iter()
                        .any(|c| c.weights[order[i] as usize] != 0),
                })
                .collect()
        } else {
            Vec::new()
        };
        // Only column steps read this table: the order by descending
        // weight, the default, rarely has one.
        let has_columns = derives.iter().any(|d| matches!(d, Derive::Column { .. }));
        let columns = derives
            .iter()
            .take(if has_columns { n } else { 0 })
            .map(|derive| match *derive {
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
            .collect();
        Plan {
            base,
            alphabet: model.shared_alphabet(),
            prepared: Prepared::default(),
            sum_steps,
            columns,
            steps,
            terms: kept,
            constants,
            polynomials: PolynomialPlan::new(base, model.polynomials(), order),
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
        let n = plan.steps().len();
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
                let t0 = match plan.sum_steps.first() {
                    Some(s) => s.term(),
                    None => plan.terms(0)[e],
                };
                let (w, d_min, d_max) = (
                    t0.weight,
                    plan.steps()[0].domain.min().unwrap_or(0) as i64,
                    plan.steps()[0].domain.max().unwrap_or(0) as i64,
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
        self.equations() == 1 && self.polynomials.equations.is_empty()
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
        &self.polynomials
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
        &self.steps
    }

    /// The number of linear equations.
    pub fn equations(&self) -> usize {
        self.constants.len() / 2
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
        &self.constants[..self.equations()]
    }

    /// The modulus each constant must be a multiple of before the search
    /// starts (`1` when there is none).
    pub fn initial_moduli(&self) -> &[i64] {
        &self.constants[self.equations()..]
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
fn valuation_by(mut w: i64, base: Divisor) -> u32 {
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
