//! The runtime solver: a depth-first search that interprets a [`Plan`].
//!
//! The search is iterative, with one frame per step kept in arrays inside
//! the `Search` value, so that it can stop at a solution and resume later
//! (the `solutions()` iterator) and allocates nothing while it runs. A
//! puzzle has at most `MAX_UNKNOWNS` (64) unknowns; the partial sums of up to
//! `INLINE_EQUATIONS` equations live inline too, more spill to the heap
//! once, when the search starts.

mod bounded;
pub(crate) mod layout;
mod polynomial;
mod solutions;
pub(crate) mod sum;

pub use bounded::{SOLVE_BUDGET, SolveError, solve_bounded};
// The planner's hill climb, which only the code generator runs, costs
// orders by it.
#[cfg(feature = "codegen")]
pub(crate) use bounded::count_nodes;
pub use layout::LayoutSearch;
pub use solutions::Solutions;
pub(crate) use solutions::solution_of;

use crate::plan::{Derive, Plan};
use crate::syntax::MAX_UNKNOWNS;
use polynomial::Scratch;

/// At most this many steps: one per letter.
const MAX_STEPS: usize = MAX_UNKNOWNS;
/// Puzzles with at most this many equations keep their partial sums inline.
const INLINE_EQUATIONS: usize = 4;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Fresh,
    Running,
    Done,
}

/// A search in progress over one plan.
#[derive(Debug, Clone)]
pub(crate) struct Search<'p> {
    plan: &'p Plan,
    state: State,
    depth: usize,
    /// Digits taken by the distinct steps of `0..depth`.
    used: u64,
    /// Bit `i` set when step `i` is distinct (a letter, not a `?`): only
    /// those mark their digit taken.
    distinct: u64,
    /// Per step: the candidate digits not tried yet.
    candidates: [u64; MAX_STEPS],
    /// Per step: the digit assigned.
    digits: [u8; MAX_STEPS],
    /// `partials[step * equations + eq]`: the partial sums before `step`,
    /// unless `spilled` holds them.
    partials: [i64; (MAX_STEPS + 1) * INLINE_EQUATIONS],
    spilled: Vec<i64>,
    /// Scratch space of the polynomial checks, in `i64` for equations whose
    /// bound fits and in `i128` for the others.
    narrow: Scratch<i64>,
    wide: Scratch<i128>,
    /// `word_values[step * words + w]`: the value of every word of the
    /// polynomial equations from the digits of the steps before `step`,
    /// the others counting as 0.
    word_values: Vec<i128>,
    /// The stack of the programs of `Derive::Defined` steps.
    defining: Vec<i128>,
    /// Candidates tried so far.
    nodes: u64,
    /// The search gives up after this many nodes.
    budget: u64,
}

impl<'p> Search<'p> {
    /// A search that pauses after `budget` nodes: [`Search::next_solution`]
    /// then returns `None` until [`Search::set_budget`] allows more.
    pub(crate) fn with_budget(plan: &'p Plan, budget: u64) -> Self {
        debug_assert!(plan.len() <= MAX_STEPS);
        Search {
            plan,
            state: State::Fresh,
            depth: 0,
            used: 0,
            distinct: plan.distinct_steps(),
            candidates: [0; MAX_STEPS],
            digits: [0; MAX_STEPS],
            partials: [0; (MAX_STEPS + 1) * INLINE_EQUATIONS],
            spilled: Vec::new(),
            narrow: Scratch::default(),
            wide: Scratch::default(),
            word_values: Vec::new(),
            defining: Vec::new(),
            nodes: 0,
            budget,
        }
    }

    /// Candidates tried so far.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether the search is paused on its budget rather than having run
    /// out of candidates.
    pub(crate) fn exceeded_budget(&self) -> bool {
        self.state != State::Done && self.nodes >= self.budget
    }

    /// Lets the search visit `budget` nodes in all, counting those already
    /// visited; a paused search goes on from where it stopped.
    pub(crate) fn set_budget(&mut self, budget: u64) {
        self.budget = budget;
    }

    /// The next solution, as the digit of every step in plan order.
    pub(crate) fn next_solution(&mut self) -> Option<&[u8]> {
        let n = self.plan.len();
        match self.state {
            State::Done => return None,
            // After a solution the search goes on at the last step, whose
            // digit was never marked as used.
            State::Running => {}
            State::Fresh => {
                self.state = State::Running;
                let e = self.plan.equations();
                if e > INLINE_EQUATIONS {
                    self.spilled = vec![0; (n + 1) * e];
                }
                let polynomials = self.plan.polynomials();
                if !polynomials.equations.is_empty() {
                    let programs = || {
                        polynomials.equations.iter().flat_map(|p| {
                            std::iter::once(&p.zero)
                                .chain(&p.nonzero)
                                .chain(&p.integral)
                        })
                    };
                    if programs().any(|p| p.bound <= i64::MAX as u128) {
                        self.narrow = Scratch::new(polynomials);
                    }
                    if programs().any(|p| p.bound > i64::MAX as u128) {
                        self.wide = Scratch::new(polynomials);
                    }
                    let words: usize = polynomials.equations.iter().map(|p| p.words.len()).sum();
                    self.word_values = vec![0; (n + 1) * words];
                    let depth = polynomials
                        .equations
                        .iter()
                        .filter_map(|p| p.defines.as_ref());
                    let depth = depth.map(|(_, program)| program.depth()).max();
                    self.defining = vec![0; depth.unwrap_or(0)];
                }
                let plan = self.plan;
                self.partials_mut()[..e].copy_from_slice(plan.constants());
                let feasible = plan.start_is_feasible();
                if !feasible || n == 0 {
                    self.state = State::Done;
                    return feasible.then_some(&self.digits[..0]);
                }
                if plan.is_single_sum() {
                    // The first step of a single sum as a count takes it:
                    // the same nodes, and none of the general tables.
                    self.candidates[0] =
                        sum::candidates(plan, &plan.sum_steps()[0], 0, plan.constants()[0], 0);
                } else {
                    self.enter(0);
                }
            }
        }
        if self.plan.is_single_sum() {
            return self.next_single_sum();
        }
        loop {
            let (i, d) = self.next_candidate()?;
            if !self.assign(i, d) {
                continue;
            }
            self.digits[i] = d as u8;
            if !self.word_values.is_empty() {
                self.move_words(i, d);
                if !self.plan.polynomials().checks_at(i).is_empty() && !self.polynomials_hold(i) {
                    continue;
                }
            }
            if self.plan.has_conditions() && !self.conditions_hold(i) {
                continue;
            }
            if i + 1 == n {
                return Some(&self.digits[..n]);
            }
            self.used |= self.mark(i, d);
            self.depth = i + 1;
            self.enter(i + 1);
        }
    }

    /// The next candidate digit `d` of the current step `i`, backing out of
    /// the steps whose candidates are spent; `None` when the search is
    /// done, or paused on its budget (a larger budget resumes right here).
    #[inline(always)]
    fn next_candidate(&mut self) -> Option<(usize, u32)> {
        loop {
            let i = self.depth;
            if self.nodes >= self.budget {
                return None;
            }
            let c = self.candidates[i];
            if c == 0 {
                if i == 0 {
                    self.state = State::Done;
                    return None;
                }
                self.depth = i - 1;
                self.used &= !self.mark(i - 1, u32::from(self.digits[i - 1]));
                continue;
            }
            self.nodes += 1;
            self.candidates[i] = c & (c - 1);
            return Some((i, c.trailing_zeros()));
        }
    }

    /// [`Search::next_solution`] for a plan with one equation, a sum, and
    /// nothing else: the same steps, checks and node count as the general
    /// loop, with the loop over equations and the polynomial checks gone.
    fn next_single_sum(&mut self) -> Option<&[u8]> {
        let plan = self.plan;
        let steps = plan.sum_steps();
        let n = steps.len();
        loop {
            let (i, d) = self.next_candidate()?;
            let s = &steps[i];
            let p = self.partials[i] + s.weight * d as i64;
            match sum::judge(s, p) {
                sum::Verdict::Pass => {}
                sum::Verdict::Skip => continue,
                sum::Verdict::Stop => {
                    self.candidates[i] = 0;
                    continue;
                }
            }
            self.digits[i] = d as u8;
            if s.conditioned && !self.conditions_hold(i) {
                continue;
            }
            if i + 1 == n {
                return Some(&self.digits[..n]);
            }
            self.partials[i + 1] = p;
            self.used |= (1 << d) & s.distinct;
            self.depth = i + 1;
            self.candidates[i + 1] = sum::candidates(plan, &steps[i + 1], i + 1, p, self.used);
        }
    }

    fn partials(&self) -> &[i64] {
        if self.spilled.is_empty() {
            &self.partials
        } else {
            &self.spilled
        }
    }

    fn partials_mut(&mut self) -> &mut [i64] {
        if self.spilled.is_empty() {
            &mut self.partials
        } else {
            &mut self.spilled
        }
    }

    /// The digits step `i` marks taken, `d` being its digit (`u32::MAX`:
    /// all): `d` for a distinct step, none for a `?`.
    #[inline(always)]
    fn mark(&self, i: usize, d: u32) -> u64 {
        let all = 0u64.wrapping_sub(self.distinct >> i & 1);
        all & 1u64.checked_shl(d).unwrap_or(u64::MAX)
    }

    /// Sets the candidates of step `i`, whose partial sums are known.
    #[inline(always)]
    fn enter(&mut self, i: usize) {
        let plan = self.plan;
        let step = &plan.steps()[i];
        let free = step.domain.bits() & !(self.used & self.mark(i, u32::MAX));
        let e = plan.equations();
        let digit = match step.derive {
            Derive::Enumerate => {
                // Digits are tried upwards and the first one that overshoots
                // ends the loop; skip the low digits that fall short here.
                let mut low = 0;
                for ((eq, term), weight) in plan.terms(i).iter().enumerate().zip(plan.weights(i)) {
                    let p = self.partials()[i * e + eq];
                    let need = match term.weight {
                        0 => continue,
                        w if w > 0 => weight.ceil_digit(-p - term.rest_max),
                        _ => weight.ceil_digit(p + term.rest_min),
                    };
                    low = low.max(need);
                }
                self.candidates[i] = if low >= 64 { 0 } else { free & !0 << low };
                return;
            }
            Derive::Exact { eq } => {
                let p = self.partials()[i * e + eq];
                plan.weights(i)[eq].exact_digit(p).map_or(-1, i64::from)
            }
            Derive::Column { eq, .. } => {
                i64::from(plan.column(i).digit(self.partials()[i * e + eq]))
            }
            Derive::Defined { poly, place } => self.defined_digit(i, poly, place),
        };
        self.candidates[i] = if (0..64).contains(&digit) {
            free & 1 << digit
        } else {
            0
        };
    }

    /// Adds digit `d` at step `i` to the partial sums of step `i + 1`, and
    /// says whether every equation can still hold.
    #[inline(always)]
    fn assign(&mut self, i: usize, d: u32) -> bool {
        let plan = self.plan;
        let e = plan.equations();
        let terms = plan.terms(i);
        let checks = plan.column_tests(i);
        let partials = if self.spilled.is_empty() {
            &mut self.partials[..]
        } else {
            &mut self.spilled[..]
        };
        let (before, after) = partials.split_at_mut((i + 1) * e);
        let before = &before[i * e..];
        for eq in 0..e {
            let term = &terms[eq];
            let p = before[eq] + term.weight * d as i64;
            after[eq] = p;
            if p + term.rest_min > 0 {
                // Digits are tried in increasing order: with a positive
                // weight every later candidate overshoots too.
                if term.weight > 0 {
                    self.candidates[i] = 0;
                }
                return false;
            }
            if p + term.rest_max < 0 {
                if term.weight < 0 {
                    self.candidates[i] = 0;
                }
                return false;
            }
            if !checks[eq].divides(p) {
                return false;
            }
        }
        true
    }
}

impl Search<'_> {
    /// The digit at `place` of the word that polynomial `poly` defines,
    /// from the words known before step `i`; -1 if the value cannot be
    /// that word's.
    fn defined_digit(&mut self, i: usize, poly: usize, place: u32) -> i64 {
        let polynomials = self.plan.polynomials();
        let Some((program, top, unit)) = polynomials.defined(poly, place) else {
            return -1;
        };
        let all = self.word_values.len() / (self.plan.len() + 1);
        let words = &self.word_values[i * all + polynomials.offsets[poly]..]
            [..polynomials.equations[poly].words.len()];
        let value = program.eval(words, &mut self.defining);
        if !(0..top).contains(&value) {
            return -1;
        }
        let base = i64::from(self.plan.base());
        // Most words fit in 64 bits, where division is much cheaper.
        match (i64::try_from(value), i64::try_from(unit)) {
            (Ok(value), Ok(unit)) => value / unit % base,
            _ => (value / unit % i128::from(base)) as i64,
        }
    }

    /// Whether the conditions checked at step `i` can hold, its digit set.
    #[inline(always)]
    fn conditions_hold(&self, i: usize) -> bool {
        self.plan
            .conditions(i)
            .iter()
            .all(|c| c.holds(&self.digits))
    }

    /// The word values after step `i`, its digit being `d`.
    #[inline]
    fn move_words(&mut self, i: usize, d: u32) {
        let w = self.word_values.len() / (self.plan.len() + 1);
        let (before, after) = self.word_values.split_at_mut((i + 1) * w);
        let after = &mut after[..w];
        after.copy_from_slice(&before[i * w..]);
        for &(word, place) in &self.plan.polynomials().moves[i] {
            after[word] += d as i128 * place;
        }
    }

    /// Whether the polynomial checks of step `i` pass, its digit set.
    fn polynomials_hold(&mut self, i: usize) -> bool {
        let polynomials = self.plan.polynomials();
        let all = self.word_values.len() / (self.plan.len() + 1);
        let row = &self.word_values[(i + 1) * all..(i + 2) * all];
        // The checks of one equation are neighbours: its word values are
        // worked out once for all of them.
        let mut words_of = None;
        for check in polynomials.checks_at(i) {
            let program = check.program(&polynomials.equations[check.eq]);
            let words = &row[polynomials.offsets[check.eq]..]
                [..polynomials.equations[check.eq].words.len()];
            let narrow = program.bound <= i64::MAX as u128;
            let fresh = words_of != Some((check.eq, narrow));
            words_of = Some((check.eq, narrow));
            let holds = if narrow {
                self.narrow.holds(check, program, words, fresh)
            } else {
                self.wide.holds(check, program, words, fresh)
            };
            if !holds {
                return false;
            }
        }
        true
    }
}
