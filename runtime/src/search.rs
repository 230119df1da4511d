//! The runtime solver: a depth-first search that interprets a [`Plan`].
//!
//! The search is iterative, with one frame per step kept in vectors sized
//! once, so that it can stop at a solution and resume later (the
//! `solutions()` iterator) and allocates nothing while it runs.

use crate::plan::{Derive, Plan};

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
    /// Digits taken by steps `0..depth`.
    used: u64,
    /// Per step: the candidate digits not tried yet.
    candidates: Vec<u64>,
    /// Per step: the digit assigned.
    digits: Vec<u8>,
    /// `partials[step * equations + eq]`: the partial sums before `step`.
    partials: Vec<i64>,
    /// Candidates tried so far.
    nodes: u64,
    /// The search gives up after this many nodes.
    budget: u64,
}

impl<'p> Search<'p> {
    pub(crate) fn new(plan: &'p Plan) -> Self {
        Self::with_budget(plan, u64::MAX)
    }

    /// A search that stops, as if exhausted, after `budget` nodes.
    pub(crate) fn with_budget(plan: &'p Plan, budget: u64) -> Self {
        let n = plan.steps().len();
        Search {
            plan,
            state: State::Fresh,
            depth: 0,
            used: 0,
            candidates: vec![0; n],
            digits: vec![0; n],
            partials: vec![0; (n + 1) * plan.equations()],
            nodes: 0,
            budget,
        }
    }

    /// Candidates tried so far.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether the search stopped on its budget rather than running out of
    /// candidates.
    pub(crate) fn exceeded_budget(&self) -> bool {
        self.nodes >= self.budget
    }

    /// The next solution, as the digit of every step in plan order.
    pub(crate) fn next_solution(&mut self) -> Option<&[u8]> {
        let n = self.plan.steps().len();
        match self.state {
            State::Done => return None,
            // After a solution the search goes on at the last step, whose
            // digit was never marked as used.
            State::Running => {}
            State::Fresh => {
                self.state = State::Running;
                let e = self.plan.equations();
                self.partials[..e].copy_from_slice(self.plan.constants());
                let feasible = self
                    .plan
                    .constants()
                    .iter()
                    .zip(self.plan.initial_moduli())
                    .all(|(c, m)| c % m == 0);
                if !feasible || n == 0 {
                    self.state = State::Done;
                    return (feasible && self.plan.constants().iter().all(|&c| c == 0))
                        .then_some(&self.digits[..]);
                }
                self.enter(0);
            }
        }
        loop {
            let i = self.depth;
            let c = self.candidates[i];
            if c == 0 || self.nodes >= self.budget {
                if i == 0 || self.nodes >= self.budget {
                    self.state = State::Done;
                    return None;
                }
                self.depth = i - 1;
                self.used &= !(1 << self.digits[i - 1]);
                continue;
            }
            self.nodes += 1;
            let d = c.trailing_zeros();
            self.candidates[i] = c & (c - 1);
            if !self.assign(i, d) {
                continue;
            }
            self.digits[i] = d as u8;
            if i + 1 == n {
                return Some(&self.digits[..]);
            }
            self.used |= 1 << d;
            self.depth = i + 1;
            self.enter(i + 1);
        }
    }

    /// Sets the candidates of step `i`, whose partial sums are known.
    fn enter(&mut self, i: usize) {
        let step = &self.plan.steps()[i];
        let free = step.domain.bits() & !self.used;
        let e = self.plan.equations();
        let base = self.plan.base() as i64;
        let digit = match step.derive {
            Derive::Enumerate => {
                self.candidates[i] = free;
                return;
            }
            Derive::Exact { eq } => {
                let p = self.partials[i * e + eq];
                let w = self.plan.term(i, eq).weight;
                if p % w == 0 { -p / w } else { -1 }
            }
            Derive::Column {
                eq,
                modulus,
                inverse,
            } => {
                let q = self.partials[i * e + eq] / modulus;
                (-q).rem_euclid(base) * inverse % base
            }
        };
        self.candidates[i] = if (0..64).contains(&digit) {
            free & 1 << digit
        } else {
            0
        };
    }

    /// Adds digit `d` at step `i` to the partial sums of step `i + 1`, and
    /// says whether every equation can still hold.
    fn assign(&mut self, i: usize, d: u32) -> bool {
        let e = self.plan.equations();
        let (before, after) = self.partials.split_at_mut((i + 1) * e);
        let before = &before[i * e..];
        for (eq, term) in self.plan.terms(i).iter().enumerate() {
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
            if term.modulus != 0 && p % term.modulus != 0 {
                return false;
            }
        }
        true
    }
}
