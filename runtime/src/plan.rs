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
//! Nonlinear equations (see [`crate::poly`]) prune by columns alone: the
//! plan lists, per step, the checks modulo `base^k` that become possible
//! there, the exact check once all their letters are known, and the checks
//! that a divisor is not 0.
//!
//! The runtime solver interprets a `Plan`; the macro unrolls the same plan
//! into code.

use crate::ast::Letter;
use crate::digits::DigitSet;
use crate::divide::Divisor;
use crate::linear::Linear;
use crate::order::valuation;
use crate::poly::{Nonlinear, Program};

/// Checks modulo `base^k` stop at this modulus: the remainder of an `i128`
/// by it is cheap enough, and larger columns come with the exact check.
const MAX_POLY_MODULUS: i128 = 1 << 100;

/// What a nonlinear check tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PolyTest {
    /// The equation's polynomial is a multiple of this `base^k`.
    Multiple(i128),
    /// The equation's polynomial can still be 0: the interval it lies in,
    /// each word ranging from its known digits with 0s to its known digits
    /// with `base − 1`s, holds 0.
    Interval,
    /// The equation's polynomial is 0: every letter is known.
    Zero,
    /// Divisor `j` of the equation is not 0.
    NonZero(usize),
}

/// A nonlinear check made at some step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PolyCheck {
    /// The nonlinear equation.
    pub(crate) eq: usize,
    /// What is tested.
    pub(crate) test: PolyTest,
    /// For [`PolyTest::Multiple`] with a modulus of 64 bits, the modulus
    /// prepared for fast tests.
    pub(crate) divisor: Option<Divisor>,
    /// For [`PolyTest::Interval`], per word, the most its unknown letters
    /// can add.
    pub(crate) slack: Vec<i128>,
}

impl PolyCheck {
    fn new(eq: usize, test: PolyTest) -> PolyCheck {
        let divisor = match test {
            PolyTest::Multiple(m) => u64::try_from(m).ok().map(Divisor::new),
            _ => None,
        };
        PolyCheck {
            eq,
            test,
            divisor,
            slack: Vec::new(),
        }
    }

    /// The program the check evaluates.
    pub(crate) fn program<'a>(&self, eq: &'a Nonlinear) -> &'a Program {
        match self.test {
            PolyTest::NonZero(j) => &eq.nonzero[j],
            _ => &eq.zero,
        }
    }
}

/// The nonlinear equations with their checks placed on the steps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PolyPlan {
    pub(crate) equations: Vec<Nonlinear>,
    /// `words[eq][slot]`: the `(step, place value)` of each letter of the
    /// word, by step, so that the value known after step `i` sums the
    /// entries up to `i`.
    pub(crate) words: Vec<Vec<Vec<(usize, i128)>>>,
    /// Where each equation's words start in the list of all their words.
    pub(crate) offsets: Vec<usize>,
    /// Per step, what its digit adds to: `(word in the list of all, place
    /// value)` of each occurrence of the step's letter.
    pub(crate) moves: Vec<Vec<(usize, i128)>>,
    /// Per step, the checks made there.
    pub(crate) checks: Vec<Vec<PolyCheck>>,
}

impl PolyPlan {
    fn new(base: u32, equations: &[Nonlinear], order: &[Letter]) -> PolyPlan {
        let n = order.len();
        let step_of = |l: Letter| {
            order
                .iter()
                .position(|&o| o == l)
                .expect("the order holds every letter")
        };
        let mut checks = vec![Vec::new(); n];
        let mut words = Vec::new();
        let mut offsets = Vec::new();
        let mut moves = vec![Vec::new(); n];
        let mut total = 0;
        for (e, eq) in equations.iter().enumerate() {
            let terms: Vec<Vec<(usize, i128)>> = eq
                .words
                .iter()
                .map(|letters| {
                    let mut terms: Vec<(usize, i128)> = letters
                        .iter()
                        .rev()
                        .enumerate()
                        .map(|(k, &l)| (step_of(l), (base as i128).pow(k as u32)))
                        .collect();
                    terms.sort_by_key(|&(step, _)| step);
                    terms
                })
                .collect();
            let last = |slot: usize| terms[slot].last().map_or(0, |&(step, _)| step);
            let ready = |slots: &mut dyn Iterator<Item = usize>| slots.map(last).max().unwrap_or(0);
            let all_known = ready(&mut (0..eq.words.len()));
            let exponents_known = ready(&mut (0..eq.words.len()).filter(|&s| eq.exponent[s]));
            let columns = (0..eq.words.len()).filter(|&s| !eq.exponent[s]);
            let mut known_columns = 0;
            let leads_known = |i: usize| eq.words.iter().any(|w| step_of(w[0]) <= i);
            for (i, at) in checks.iter_mut().enumerate().take(all_known + 1) {
                if i == all_known {
                    at.push(PolyCheck::new(e, PolyTest::Zero));
                    break;
                }
                if i < exponents_known {
                    continue;
                }
                // Bounds need the high digits: once a word's leading
                // letter is known, every step that moves the equation
                // narrows its interval.
                if eq.words.iter().any(|w| w.contains(&order[i])) && leads_known(i) {
                    let slack = terms
                        .iter()
                        .map(|t| {
                            t.iter()
                                .filter(|&&(step, _)| step > i)
                                .map(|&(_, place)| place * (base as i128 - 1))
                                .sum()
                        })
                        .collect();
                    at.push(PolyCheck {
                        slack,
                        ..PolyCheck::new(e, PolyTest::Interval)
                    });
                }
                // The lowest column of some word whose letter is unknown.
                let k = columns
                    .clone()
                    .map(|s| {
                        eq.words[s]
                            .iter()
                            .rev()
                            .take_while(|&&l| step_of(l) <= i)
                            .count()
                    })
                    .min();
                let Some(k) = k.filter(|&k| k > known_columns) else {
                    continue;
                };
                known_columns = k;
                match (base as i128).checked_pow(k as u32) {
                    // Cheaper than the interval check: before it.
                    Some(m) if m <= MAX_POLY_MODULUS => {
                        let interval = at.last().is_some_and(|c| c.eq == e);
                        at.insert(
                            at.len() - usize::from(interval),
                            PolyCheck::new(e, PolyTest::Multiple(m)),
                        );
                    }
                    _ => {}
                }
            }
            for (j, divisor) in eq.nonzero.iter().enumerate() {
                checks[ready(&mut divisor.slots())].push(PolyCheck::new(e, PolyTest::NonZero(j)));
            }
            for (slot, word) in terms.iter().enumerate() {
                for &(step, place) in word {
                    moves[step].push((total + slot, place));
                }
            }
            offsets.push(total);
            total += terms.len();
            words.push(terms);
        }
        PolyPlan {
            equations: equations.to_vec(),
            words,
            offsets,
            moves,
            checks,
        }
    }
}

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
    steps: Vec<Step>,
    /// `terms[step * equations + eq]`.
    terms: Vec<Term>,
    constants: Vec<i64>,
    initial_moduli: Vec<i64>,
    /// Per term, its modulus prepared for fast tests (1 when there is none).
    checks: Vec<Divisor>,
    /// Per step, what a [`Derive::Column`] step needs at speed: its modulus
    /// prepared for exact division, and the digit for each residue of
    /// `-partial / modulus` modulo the base.
    columns: Vec<(Divisor, [u8; 36])>,
    /// The nonlinear equations and their checks.
    polys: PolyPlan,
}

impl Plan {
    /// Builds the plan that assigns letters in `order`.
    ///
    /// `leading` holds the letters that may not be 0.
    pub(crate) fn new(
        base: u32,
        equations: &[Linear],
        nonlinear: &[Nonlinear],
        order: &[Letter],
        leading: DigitSet,
    ) -> Plan {
        let n_eq = equations.len();
        let mut all = DigitSet::range(0, base);
        // When every digit is taken and all letters but one lead a word,
        // that one letter must be the 0.
        let non_leading: Vec<Letter> = order
            .iter()
            .copied()
            .filter(|&l| !leading.contains(l as u32))
            .collect();
        let forced_zero =
            (order.len() == base as usize && non_leading.len() == 1).then(|| non_leading[0]);
        if order.len() > base as usize {
            all = DigitSet::EMPTY;
        }
        let domains: Vec<DigitSet> = order
            .iter()
            .map(|&l| {
                if forced_zero == Some(l) {
                    DigitSet::single(0)
                } else if leading.contains(l as u32) {
                    all.without(0)
                } else {
                    all
                }
            })
            .collect();

        let mut terms = vec![
            Term {
                weight: 0,
                modulus: 0,
                rest_min: 0,
                rest_max: 0
            };
            order.len() * n_eq
        ];
        let mut derives = vec![Derive::Enumerate; order.len()];
        let mut initial_moduli = vec![1; n_eq];
        for (e, eq) in equations.iter().enumerate() {
            let weights: Vec<i64> = order.iter().map(|&l| eq.weights[l as usize]).collect();
            let places: Vec<u32> = weights.iter().map(|&w| valuation(w, base)).collect();
            // column[i]: the smallest place among steps i.., u32::MAX if none.
            let mut column = vec![u32::MAX; order.len() + 1];
            for i in (0..order.len()).rev() {
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
                if weights[i] == 0 || derives[i] != Derive::Enumerate {
                    continue;
                }
                if places[i] == column[i] && column[i + 1] > column[i] {
                    let modulus = pow(base, column[i]);
                    let unit = (weights[i] / modulus).rem_euclid(base as i64);
                    if let Some(inverse) = (1..base as i64).find(|x| unit * x % base as i64 == 1) {
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
        let steps = order
            .iter()
            .zip(domains)
            .zip(derives.iter().copied())
            .map(|((&letter, domain), derive)| Step {
                letter,
                domain,
                derive,
            })
            .collect();
        let checks = terms
            .iter()
            .map(|t| Divisor::new(t.modulus.max(1) as u64))
            .collect();
        let columns = derives
            .iter()
            .map(|derive| match *derive {
                Derive::Column {
                    modulus, inverse, ..
                } => {
                    let mut digits = [0u8; 36];
                    for (r, d) in digits.iter_mut().enumerate().take(base as usize) {
                        *d = (r as i64 * inverse % base as i64) as u8;
                    }
                    (Divisor::new(modulus as u64), digits)
                }
                _ => (Divisor::new(1), [0; 36]),
            })
            .collect();
        Plan {
            base,
            checks,
            columns,
            steps,
            terms,
            constants: equations.iter().map(|eq| eq.constant).collect(),
            initial_moduli,
            polys: PolyPlan::new(base, nonlinear, order),
        }
    }

    /// The plan that assigns the letters of `puzzle` in `order`, which must
    /// hold each of the puzzle's letters once. The macro uses it to try
    /// other orders than the runtime planner's.
    ///
    /// ```
    /// # use alphametic_runtime::{Plan, Puzzle};
    /// let puzzle = Puzzle::parse("TO + GO == OUT").unwrap();
    /// let order: Vec<u8> = puzzle.letters().map(|c| c as u8 - b'A').collect();
    /// let plan = Plan::for_order(&puzzle, &order);
    /// assert_eq!(plan.count_nodes(u64::MAX).map(|_| ()), Some(()));
    /// ```
    pub fn for_order(puzzle: &crate::Puzzle, order: &[Letter]) -> Plan {
        let leading = puzzle
            .leading_letters()
            .map(|c| c as u32 - 'A' as u32)
            .collect();
        Plan::new(
            puzzle.base(),
            puzzle.linear(),
            puzzle.nonlinear(),
            order,
            leading,
        )
    }

    /// The nodes a search that counts every solution visits, or `None` if
    /// it needs more than `budget`: the cost of this plan's order.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let plan = Puzzle::parse("SEND + MORE == MONEY").unwrap().plan().clone();
    /// assert!(plan.count_nodes(u64::MAX).unwrap() > 0);
    /// assert_eq!(plan.count_nodes(1), None);
    /// ```
    pub fn count_nodes(&self, budget: u64) -> Option<u64> {
        let mut search = crate::search::Search::with_budget(self, budget);
        while search.next_solution().is_some() {}
        (!search.exceeded_budget()).then(|| search.nodes())
    }

    /// The divisibility test of each term of step `step`.
    pub(crate) fn checks(&self, step: usize) -> &[Divisor] {
        let n = self.equations();
        &self.checks[step * n..step * n + n]
    }

    /// The exact divisor and residue-to-digit table of a column step.
    pub(crate) fn column(&self, step: usize) -> &(Divisor, [u8; 36]) {
        &self.columns[step]
    }

    /// The nonlinear equations and their checks.
    pub(crate) fn polys(&self) -> &PolyPlan {
        &self.polys
    }

    /// The base.
    pub fn base(&self) -> u32 {
        self.base
    }

    /// The steps, in search order.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The number of linear equations.
    pub fn equations(&self) -> usize {
        self.constants.len()
    }

    /// What step `step` means for equation `eq`.
    pub fn term(&self, step: usize, eq: usize) -> &Term {
        &self.terms[step * self.equations() + eq]
    }

    /// The terms of one step, one per equation.
    pub fn terms(&self, step: usize) -> &[Term] {
        let n = self.equations();
        &self.terms[step * n..step * n + n]
    }

    /// The constant term of each equation: the partial sums before any
    /// letter is assigned.
    pub fn constants(&self) -> &[i64] {
        &self.constants
    }

    /// The modulus each constant must be a multiple of before the search
    /// starts (`1` when there is none).
    pub fn initial_moduli(&self) -> &[i64] {
        &self.initial_moduli
    }
}

fn pow(base: u32, k: u32) -> i64 {
    (base as i64).pow(k)
}
