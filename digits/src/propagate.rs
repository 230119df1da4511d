//! A small finite-domain constraint solver over digit variables.
//!
//! Every variable holds a [`DigitSet`] of the values it may still take.
//! Constraints prune those sets; a pruned variable wakes the constraints it
//! takes part in through a queue until nothing changes any more (a fixed
//! point), and a backtracking search fixes the variable with the fewest values
//! left, one value at a time, propagating after each choice.
//!
//! Two constraints cover digit puzzles such as kakuro and killer Sudoku:
//! [`DigitModel::all_different`] and [`DigitModel::distinct_sum`]. Both enforce
//! generalised arc consistency: every value left in a domain takes part in
//! some assignment that satisfies the constraint on its own.

use crate::{ComboError, ComboTable, DigitSet};
use std::collections::VecDeque;
use std::ops::{ControlFlow, Index};

/// A variable of a [`DigitModel`].
///
/// ```
/// use alphametic_digits::{DigitSet, DigitModel};
///
/// let mut model = DigitModel::new();
/// let x = model.new_var(DigitSet::range(0, 10));
/// assert_eq!(x.index(), 0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DigitVar(u32);

impl DigitVar {
    /// The position of the variable in its model, counting from 0 in order
    /// of creation.
    ///
    /// ```
    /// # use alphametic_digits::{DigitSet, DigitModel};
    /// let mut model = DigitModel::new();
    /// model.new_var(DigitSet::range(0, 2));
    /// assert_eq!(model.new_var(DigitSet::range(0, 2)).index(), 1);
    /// ```
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

#[derive(Clone, Debug)]
enum Constraint {
    AllDifferent {
        vars: Vec<DigitVar>,
    },
    DistinctSum {
        cells: Vec<DigitVar>,
        /// `(coefficient, variable)`, each variable once.
        terms: Vec<(u64, DigitVar)>,
        constant: u64,
        table: usize,
        /// The sums the cells can reach, from the table.
        reachable: u128,
    },
}

/// A set of digit variables and the constraints between them.
///
/// ```
/// use alphametic_digits::{DigitSet, DigitModel};
///
/// // Two kakuro cells adding up to 5, the first one even.
/// let mut model = DigitModel::new();
/// let a = model.new_var(DigitSet::from_iter([2, 4, 6, 8]));
/// let b = model.new_var(DigitSet::range(1, 10));
/// model.distinct_sum(&[a, b], &[], 5)?;
/// // 2 + 3 and 4 + 1.
/// assert_eq!(model.count_solutions(10), 2);
/// let solution = model.solve().unwrap();
/// assert_eq!(solution[a] + solution[b], 5);
/// # Ok::<(), alphametic_digits::ComboError>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct DigitModel {
    domains: Vec<DigitSet>,
    constraints: Vec<Constraint>,
    /// Per variable, the constraints it takes part in.
    watches: Vec<Vec<u32>>,
    /// Per constraint, whether running it twice in a row never prunes more
    /// than running it once, so its own changes need not wake it.
    idempotent: Vec<bool>,
    tables: Vec<ComboTable>,
}

impl DigitModel {
    /// An empty model.
    ///
    /// ```
    /// # use alphametic_digits::DigitModel;
    /// assert_eq!(DigitModel::new().count_solutions(10), 1);
    /// ```
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a variable that may take any digit of `domain`.
    ///
    /// ```
    /// # use alphametic_digits::{DigitSet, DigitModel};
    /// let mut model = DigitModel::new();
    /// let x = model.new_var(DigitSet::range(1, 4));
    /// assert_eq!(model.domain(x), DigitSet::range(1, 4));
    /// ```
    pub fn new_var(&mut self, domain: DigitSet) -> DigitVar {
        let var = DigitVar(self.domains.len() as u32);
        self.domains.push(domain);
        self.watches.push(Vec::new());
        var
    }

    /// The number of variables.
    ///
    /// ```
    /// # use alphametic_digits::{DigitSet, DigitModel};
    /// let mut model = DigitModel::new();
    /// model.new_var(DigitSet::range(1, 4));
    /// assert_eq!(model.num_vars(), 1);
    /// ```
    pub fn num_vars(&self) -> usize {
        self.domains.len()
    }

    /// The digits `var` may still take.
    ///
    /// # Panics
    ///
    /// When `var` comes from a model with more variables.
    ///
    /// ```
    /// # use alphametic_digits::{DigitSet, DigitModel};
    /// let mut model = DigitModel::new();
    /// let x = model.new_var(DigitSet::range(0, 10));
    /// assert_eq!(model.domain(x).len(), 10);
    /// ```
    pub fn domain(&self, var: DigitVar) -> DigitSet {
        self.domains[var.index()]
    }

    /// Keeps only the digits of `allowed` in the domain of `var`.
    ///
    /// # Panics
    ///
    /// When `var` comes from a model with more variables.
    ///
    /// ```
    /// # use alphametic_digits::{DigitSet, DigitModel};
    /// let mut model = DigitModel::new();
    /// let x = model.new_var(DigitSet::range(0, 10));
    /// model.restrict(x, DigitSet::range(1, 10));
    /// assert!(!model.domain(x).contains(0));
    /// ```
    pub fn restrict(&mut self, var: DigitVar, allowed: DigitSet) {
        let domain = &mut self.domains[var.index()];
        *domain = domain.intersect(allowed);
    }

    fn add(&mut self, constraint: Constraint, vars: &[DigitVar], idempotent: bool) {
        let id = self.constraints.len() as u32;
        let mut seen = vars.to_vec();
        seen.sort_unstable();
        seen.dedup();
        for var in seen {
            self.watches[var.index()].push(id);
        }
        self.constraints.push(constraint);
        self.idempotent.push(idempotent);
    }

    /// Requires the variables to take pairwise different values.
    ///
    /// A variable listed twice would have to differ from itself, so it makes
    /// the model unsatisfiable.
    ///
    /// # Panics
    ///
    /// When a variable comes from a model with more variables.
    ///
    /// ```
    /// # use alphametic_digits::{DigitSet, DigitModel};
    /// let mut model = DigitModel::new();
    /// let vars: Vec<_> = (0..3).map(|_| model.new_var(DigitSet::range(0, 3))).collect();
    /// model.all_different(&vars);
    /// assert_eq!(model.count_solutions(100), 6);
    /// ```
    pub fn all_different(&mut self, vars: &[DigitVar]) {
        let duplicated = has_duplicates(vars);
        if let Some(&first) = vars.first().filter(|_| duplicated) {
            self.domains[first.index()] = DigitSet::EMPTY;
        }
        let constraint = Constraint::AllDifferent {
            vars: vars.to_vec(),
        };
        self.add(constraint, vars, !duplicated);
    }

    /// Requires the `cells` to take pairwise different values that add up
    /// to `constant` plus the sum of `coefficient * variable` over `total`,
    /// the way a kakuro run adds up to its clue.
    ///
    /// A total that is itself unknown couples the clue to the cells: with
    /// `total = [(10, tens), (1, units)]` the run adds up to the two-digit
    /// number `tens units`, and propagation prunes the digits of the clue as
    /// well as those of the cells. The combinations of digits are drawn from
    /// the cells' current domains, which may hold at most
    /// [`MAX_COMBO_DIGITS`](crate::MAX_COMBO_DIGITS) digits between them.
    ///
    /// Pruning is exact for each constraint on its own, except when a
    /// variable is both a cell and a term of the total: then the total's
    /// terms are pruned as if they were independent of the cells (solutions
    /// are still checked exactly).
    ///
    /// # Panics
    ///
    /// When a variable comes from a model with more variables.
    ///
    /// ```
    /// # use alphametic_digits::{DigitSet, DigitModel};
    /// let digit = DigitSet::range(1, 10);
    /// let mut model = DigitModel::new();
    /// let cells: Vec<_> = (0..2).map(|_| model.new_var(digit)).collect();
    /// let tens = model.new_var(digit);
    /// let units = model.new_var(DigitSet::single(7));
    /// // Two distinct digits adding up to a two-digit number ending in 7:
    /// // only 17 = 8 + 9.
    /// model.distinct_sum(&cells, &[(10, tens), (1, units)], 0)?;
    /// assert!(model.propagate());
    /// assert_eq!(model.domain(tens), DigitSet::single(1));
    /// assert_eq!(model.domain(units), DigitSet::single(7));
    /// assert_eq!(model.domain(cells[0]), DigitSet::from_iter([8, 9]));
    /// # Ok::<(), alphametic_digits::ComboError>(())
    /// ```
    pub fn distinct_sum(
        &mut self,
        cells: &[DigitVar],
        total: &[(u32, DigitVar)],
        constant: u32,
    ) -> Result<(), ComboError> {
        let universe = cells
            .iter()
            .fold(DigitSet::EMPTY, |u, v| u.union(self.domains[v.index()]));
        let table = match self.tables.iter().position(|t| t.universe() == universe) {
            Some(table) => table,
            None => {
                self.tables.push(ComboTable::new(universe)?);
                self.tables.len() - 1
            }
        };
        let duplicated = has_duplicates(cells);
        if let Some(&first) = cells.first().filter(|_| duplicated) {
            self.domains[first.index()] = DigitSet::EMPTY;
        }
        // A variable repeated in the total counts once with the coefficients
        // added up, so that the pruning sees that its copies agree.
        let mut terms: Vec<(u64, DigitVar)> = Vec::new();
        for &(coefficient, var) in total {
            match terms.iter_mut().find(|(_, v)| *v == var) {
                Some((c, _)) => *c += u64::from(coefficient),
                None => terms.push((u64::from(coefficient), var)),
            }
        }
        let shared = terms.iter().any(|(_, v)| cells.contains(v));
        let mut vars = cells.to_vec();
        vars.extend(terms.iter().map(|&(_, v)| v));
        let reachable = self.tables[table].sums(cells.len() as u32);
        let constraint = Constraint::DistinctSum {
            cells: cells.to_vec(),
            terms,
            constant: u64::from(constant),
            table,
            reachable,
        };
        self.add(constraint, &vars, !duplicated && !shared);
        Ok(())
    }

    /// Prunes the domains to the fixed point of the constraints; `false`
    /// when some domain runs empty, which proves there is no solution.
    ///
    /// ```
    /// # use alphametic_digits::{DigitSet, DigitModel};
    /// let mut model = DigitModel::new();
    /// let x = model.new_var(DigitSet::single(3));
    /// let y = model.new_var(DigitSet::range(3, 5));
    /// model.all_different(&[x, y]);
    /// assert!(model.propagate());
    /// assert_eq!(model.domain(y), DigitSet::single(4));
    /// ```
    pub fn propagate(&mut self) -> bool {
        let mut domains = std::mem::take(&mut self.domains);
        let consistent = Engine::new(self).propagate_all(&mut domains);
        self.domains = domains;
        consistent
    }

    /// Some solution, if there is one.
    ///
    /// ```
    /// # use alphametic_digits::{DigitSet, DigitModel};
    /// let mut model = DigitModel::new();
    /// let x = model.new_var(DigitSet::range(1, 3));
    /// let y = model.new_var(DigitSet::range(1, 3));
    /// model.all_different(&[x, y]);
    /// let solution = model.solve().unwrap();
    /// assert_ne!(solution[x], solution[y]);
    /// ```
    pub fn solve(&self) -> Option<Assignment> {
        let mut found = None;
        self.for_each_solution(|solution| {
            found = Some(solution.clone());
            ControlFlow::Break(())
        });
        found
    }

    /// The number of solutions, counting no further than `limit`.
    ///
    /// ```
    /// # use alphametic_digits::{DigitSet, DigitModel};
    /// let mut model = DigitModel::new();
    /// let vars: Vec<_> = (0..4).map(|_| model.new_var(DigitSet::range(0, 4))).collect();
    /// model.all_different(&vars);
    /// assert_eq!(model.count_solutions(usize::MAX), 24);
    /// assert_eq!(model.count_solutions(2), 2);
    /// ```
    pub fn count_solutions(&self, limit: usize) -> usize {
        let mut count = 0;
        if limit > 0 {
            self.for_each_solution(|_| {
                count += 1;
                if count >= limit {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            });
        }
        count
    }

    /// Calls `visit` with every solution until it breaks; returns `true` when
    /// it broke, `false` when the solutions ran out.
    ///
    /// ```
    /// # use alphametic_digits::{DigitSet, DigitModel};
    /// use std::ops::ControlFlow;
    ///
    /// let mut model = DigitModel::new();
    /// let x = model.new_var(DigitSet::range(1, 10));
    /// let y = model.new_var(DigitSet::range(1, 10));
    /// model.distinct_sum(&[x, y], &[], 5)?;
    /// let mut pairs = Vec::new();
    /// model.for_each_solution(|s| {
    ///     pairs.push((s[x], s[y]));
    ///     ControlFlow::Continue(())
    /// });
    /// assert_eq!(pairs, [(1, 4), (2, 3), (3, 2), (4, 1)]);
    /// # Ok::<(), alphametic_digits::ComboError>(())
    /// ```
    pub fn for_each_solution(&self, mut visit: impl FnMut(&Assignment) -> ControlFlow<()>) -> bool {
        let mut engine = Engine::new(self);
        let mut domains = self.domains.clone();
        engine.propagate_all(&mut domains) && engine.search(&domains, &mut visit).is_break()
    }
}

fn has_duplicates(vars: &[DigitVar]) -> bool {
    let mut sorted = vars.to_vec();
    sorted.sort_unstable();
    sorted.windows(2).any(|w| w[0] == w[1])
}

/// The value of every variable of a [`DigitModel`] in one solution, indexed by
/// [`DigitVar`].
///
/// ```
/// # use alphametic_digits::{DigitSet, DigitModel};
/// let mut model = DigitModel::new();
/// let x = model.new_var(DigitSet::single(7));
/// let solution = model.solve().unwrap();
/// assert_eq!(solution[x], 7);
/// assert_eq!(solution.values(), [7]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Assignment(Vec<u32>);

impl Assignment {
    /// The values in order of variable creation.
    ///
    /// ```
    /// # use alphametic_digits::{DigitSet, DigitModel};
    /// let mut model = DigitModel::new();
    /// model.new_var(DigitSet::single(1));
    /// model.new_var(DigitSet::single(2));
    /// assert_eq!(model.solve().unwrap().values(), [1, 2]);
    /// ```
    pub fn values(&self) -> &[u32] {
        &self.0
    }
}

impl Index<DigitVar> for Assignment {
    type Output = u32;

    fn index(&self, var: DigitVar) -> &u32 {
        &self.0[var.index()]
    }
}

/// The propagation queue and its bookkeeping, kept across the nodes of a
/// search so that nothing is allocated per node beyond the domains.
struct Engine<'m> {
    model: &'m DigitModel,
    queue: VecDeque<u32>,
    queued: Vec<bool>,
    /// A logical clock: when each variable last changed and when each
    /// constraint last started running. A constraint that ran after a
    /// variable's last change has seen it already and is not run again.
    clock: u64,
    changed_at: Vec<u64>,
    last_run: Vec<u64>,
    scratch: Vec<DigitSet>,
    /// What the constant and the first `j` terms of a total can add up to,
    /// as bitmasks over `0..128`.
    prefix: Vec<u128>,
    supported: Vec<DigitSet>,
    restricted: Vec<DigitSet>,
}

impl<'m> Engine<'m> {
    fn new(model: &'m DigitModel) -> Self {
        let vars = model.watches.len();
        Engine {
            model,
            queue: VecDeque::with_capacity(vars),
            queued: vec![false; vars],
            clock: 0,
            changed_at: vec![0; vars],
            last_run: vec![0; model.constraints.len()],
            scratch: Vec::new(),
            prefix: Vec::new(),
            supported: Vec::new(),
            restricted: Vec::new(),
        }
    }

    fn wake(&mut self, var: usize) {
        self.clock += 1;
        self.changed_at[var] = self.clock;
        if !self.queued[var] {
            self.queued[var] = true;
            self.queue.push_back(var as u32);
        }
    }

    /// Narrows `var` to `allowed`; `false` when nothing is left.
    fn narrow(&mut self, domains: &mut [DigitSet], var: DigitVar, allowed: DigitSet) -> bool {
        let old = domains[var.index()];
        let new = old.intersect(allowed);
        if new != old {
            if new.is_empty() {
                return false;
            }
            domains[var.index()] = new;
            self.wake(var.index());
        }
        true
    }

    fn propagate_all(&mut self, domains: &mut [DigitSet]) -> bool {
        if domains.iter().any(|d| d.is_empty()) {
            return false;
        }
        for var in 0..domains.len() {
            self.wake(var);
        }
        self.run_queue(domains)
    }

    fn run_queue(&mut self, domains: &mut [DigitSet]) -> bool {
        let model = self.model;
        while let Some(var) = self.queue.pop_front() {
            let var = var as usize;
            self.queued[var] = false;
            for &c in &model.watches[var] {
                let c = c as usize;
                if self.changed_at[var] <= self.last_run[c] {
                    continue;
                }
                self.last_run[c] = self.clock;
                let consistent = self.run(c, domains);
                if model.idempotent[c] {
                    self.last_run[c] = self.clock;
                }
                if !consistent {
                    for var in self.queue.drain(..) {
                        self.queued[var as usize] = false;
                    }
                    return false;
                }
            }
        }
        true
    }

    fn run(&mut self, c: usize, domains: &mut [DigitSet]) -> bool {
        match &self.model.constraints[c] {
            Constraint::AllDifferent { vars } => {
                let mut doms = std::mem::take(&mut self.scratch);
                doms.clear();
                doms.extend(vars.iter().map(|v| domains[v.index()]));
                let consistent = prune_all_different(&mut doms)
                    && vars
                        .iter()
                        .zip(&doms)
                        .all(|(&v, &d)| self.narrow(domains, v, d));
                self.scratch = doms;
                consistent
            }
            Constraint::DistinctSum {
                cells,
                terms,
                constant,
                table,
                reachable,
            } => {
                let table = &self.model.tables[*table];
                self.run_distinct_sum(domains, cells, terms, *constant, table, *reachable)
            }
        }
    }

    fn run_distinct_sum(
        &mut self,
        domains: &mut [DigitSet],
        cells: &[DigitVar],
        terms: &[(u64, DigitVar)],
        constant: u64,
        table: &ComboTable,
        reachable: u128,
    ) -> bool {
        let mut prefix = std::mem::take(&mut self.prefix);
        prefix.clear();
        prefix.push(shl(1, constant));
        for &(coefficient, var) in terms {
            let before = prefix[prefix.len() - 1];
            let after = domains[var.index()]
                .iter()
                .fold(0, |acc, v| acc | shl(before, coefficient * u64::from(v)));
            prefix.push(after);
        }
        let totals = prefix[terms.len()] & reachable;
        let feasible = self.prune_cells(domains, cells, totals, table);
        // suffix is the set of partial sums t for which the remaining terms
        // can still reach a feasible total.
        let mut suffix = feasible;
        let mut consistent = feasible != 0;
        for (j, &(coefficient, var)) in terms.iter().enumerate().rev() {
            if !consistent {
                break;
            }
            let domain = domains[var.index()];
            let keep = domain.filter(|v| shl(prefix[j], coefficient * u64::from(v)) & suffix != 0);
            consistent = self.narrow(domains, var, keep);
            suffix = keep
                .iter()
                .fold(0, |acc, v| acc | shr(suffix, coefficient * u64::from(v)));
        }
        self.prefix = prefix;
        consistent
    }

    /// Narrows the cells to the digits that take part in some way of
    /// reaching one of `totals`; returns the totals that can be reached (0
    /// when the cells are inconsistent).
    fn prune_cells(
        &mut self,
        domains: &mut [DigitSet],
        cells: &[DigitVar],
        totals: u128,
        table: &ComboTable,
    ) -> u128 {
        let mut current = std::mem::take(&mut self.scratch);
        let mut supported = std::mem::take(&mut self.supported);
        let mut restricted = std::mem::take(&mut self.restricted);
        current.clear();
        current.extend(cells.iter().map(|v| domains[v.index()]));
        supported.clear();
        supported.resize(cells.len(), DigitSet::EMPTY);
        let available = current.iter().fold(DigitSet::EMPTY, |u, &d| u.union(d));
        let len = cells.len() as u32;
        let mut feasible = 0u128;
        let mut sums = totals;
        while sums != 0 {
            let sum = sums.trailing_zeros();
            sums &= sums - 1;
            for &combo in table.get(len, sum) {
                if !combo.minus(available).is_empty() {
                    continue;
                }
                restricted.clear();
                restricted.extend(current.iter().map(|d| d.intersect(combo)));
                // A combination whose digits are all known to be supported
                // already cannot teach anything new once its total counts.
                if feasible >> sum & 1 == 1
                    && restricted
                        .iter()
                        .zip(&supported)
                        .all(|(r, s)| r.minus(*s).is_empty())
                {
                    continue;
                }
                if restricted.iter().any(|d| d.is_empty()) || !prune_all_different(&mut restricted)
                {
                    continue;
                }
                feasible |= 1 << sum;
                for (s, r) in supported.iter_mut().zip(&restricted) {
                    *s = s.union(*r);
                }
            }
        }
        let consistent = feasible != 0
            && cells
                .iter()
                .zip(&supported)
                .all(|(&v, &d)| self.narrow(domains, v, d));
        self.scratch = current;
        self.supported = supported;
        self.restricted = restricted;
        if consistent { feasible } else { 0 }
    }

    fn search(
        &mut self,
        domains: &[DigitSet],
        visit: &mut impl FnMut(&Assignment) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let mut best: Option<(usize, u32)> = None;
        for (i, d) in domains.iter().enumerate() {
            let len = d.len();
            if len > 1 && best.is_none_or(|(_, l)| len < l) {
                best = Some((i, len));
                if len == 2 {
                    break;
                }
            }
        }
        let Some((var, _)) = best else {
            let values = domains.iter().map(|d| d.min().unwrap_or(0)).collect();
            return visit(&Assignment(values));
        };
        let mut child = domains.to_vec();
        for value in domains[var] {
            child.copy_from_slice(domains);
            child[var] = DigitSet::single(value);
            self.wake(var);
            if self.run_queue(&mut child) {
                self.search(&child, visit)?;
            }
        }
        ControlFlow::Continue(())
    }
}

fn shl(mask: u128, by: u64) -> u128 {
    if by >= 128 { 0 } else { mask << by }
}

fn shr(mask: u128, by: u64) -> u128 {
    if by >= 128 { 0 } else { mask >> by }
}

/// Prunes `domains` to the values that take part in some assignment of
/// pairwise different values, one per domain; `false` when there is no such
/// assignment.
///
/// This is generalised arc consistency for all-different: it finds a
/// matching of variables to digits and keeps a value when the matching can
/// be rerouted through it, which catches pairs, triples and every other
/// pigeonhole argument at once.
///
/// ```
/// use alphametic_digits::{prune_all_different, DigitSet};
///
/// let pair = DigitSet::from_iter([1, 2]);
/// let mut domains = [pair, pair, DigitSet::range(1, 4)];
/// assert!(prune_all_different(&mut domains));
/// assert_eq!(domains[2], DigitSet::single(3));
///
/// let mut crowded = [pair, pair, pair];
/// assert!(!prune_all_different(&mut crowded));
/// ```
pub fn prune_all_different(domains: &mut [DigitSet]) -> bool {
    const FREE: u8 = u8::MAX;
    if domains.len() > 64 {
        return false;
    }
    // The matching, both ways: cell_of[digit] and digit_of[cell].
    let mut cell_of = [FREE; 64];
    let mut digit_of = [0u8; 64];
    for cell in 0..domains.len() {
        let mut visited = DigitSet::EMPTY;
        if !augment(domains, cell, &mut visited, &mut cell_of, &mut digit_of) {
            return false;
        }
    }
    // Values taken by a cell with a single value are the common case; only
    // the rest needs the rerouting search below.
    for cell in 0..domains.len() {
        let mine = u32::from(digit_of[cell]);
        let mut keep = DigitSet::single(mine);
        for digit in domains[cell].without(mine) {
            let other = cell_of[digit as usize];
            // Moving `cell` onto `digit` frees `mine`; `other` (the current
            // owner of `digit`) must find a way to some free digit, `mine`
            // included, without using `digit` again.
            if other == FREE
                || reroutes(
                    domains,
                    other as usize,
                    mine,
                    &mut DigitSet::single(digit),
                    &cell_of,
                )
            {
                keep = keep.with(digit);
            }
        }
        domains[cell] = keep;
    }
    true
}

/// Finds an augmenting path from `cell` (Kuhn's algorithm) and flips it.
fn augment(
    domains: &[DigitSet],
    cell: usize,
    visited: &mut DigitSet,
    cell_of: &mut [u8; 64],
    digit_of: &mut [u8; 64],
) -> bool {
    for digit in domains[cell].minus(*visited) {
        *visited = visited.with(digit);
        let owner = cell_of[digit as usize];
        if owner == u8::MAX || augment(domains, owner as usize, visited, cell_of, digit_of) {
            cell_of[digit as usize] = cell as u8;
            digit_of[cell] = digit as u8;
            return true;
        }
    }
    false
}

/// Whether `cell` can give up its digit for a free one or for `freed`,
/// passing other cells' digits along an alternating path.
fn reroutes(
    domains: &[DigitSet],
    cell: usize,
    freed: u32,
    visited: &mut DigitSet,
    cell_of: &[u8; 64],
) -> bool {
    for digit in domains[cell].minus(*visited) {
        *visited = visited.with(digit);
        let owner = cell_of[digit as usize];
        if digit == freed
            || owner == u8::MAX
            || reroutes(domains, owner as usize, freed, visited, cell_of)
        {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every assignment of the domains with pairwise different values.
    fn brute_all_different(domains: &[DigitSet]) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        fn go(domains: &[DigitSet], used: DigitSet, acc: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
            match domains.split_first() {
                None => out.push(acc.clone()),
                Some((first, rest)) => {
                    for d in first.minus(used) {
                        acc.push(d);
                        go(rest, used.with(d), acc, out);
                        acc.pop();
                    }
                }
            }
        }
        go(domains, DigitSet::EMPTY, &mut Vec::new(), &mut out);
        out
    }

    /// A small deterministic generator, so the tests need no dependency.
    struct Lcg(u64);

    impl Lcg {
        fn next(&mut self) -> u64 {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            self.0 >> 33
        }
    }

    #[test]
    fn all_different_pruning_is_exact() {
        let mut rng = Lcg(7);
        for _ in 0..2000 {
            let n = 1 + rng.next() as usize % 6;
            let domains: Vec<DigitSet> = (0..n)
                .map(|_| DigitSet::from_bits(rng.next() & 0x7f).intersect(DigitSet::range(0, 7)))
                .collect();
            let solutions = brute_all_different(&domains);
            let mut pruned = domains.clone();
            let consistent = prune_all_different(&mut pruned);
            assert_eq!(consistent, !solutions.is_empty(), "{domains:?}");
            if consistent {
                for (i, &d) in pruned.iter().enumerate() {
                    let want: DigitSet = solutions.iter().map(|s| s[i]).collect();
                    assert_eq!(d, want, "{domains:?} cell {i}");
                }
            }
        }
    }

    #[test]
    fn distinct_sum_pruning_is_exact() {
        let mut rng = Lcg(11);
        for _ in 0..500 {
            let n = 1 + rng.next() as usize % 4;
            let cells: Vec<DigitSet> = (0..n)
                .map(|_| DigitSet::from_bits(rng.next() & 0x3fe))
                .collect();
            let tens = DigitSet::from_bits(rng.next() & 0x7);
            let units = DigitSet::from_bits(rng.next() & 0x3ff);
            let mut model = DigitModel::new();
            let vars: Vec<DigitVar> = cells.iter().map(|&d| model.new_var(d)).collect();
            let t = model.new_var(tens);
            let u = model.new_var(units);
            model.distinct_sum(&vars, &[(10, t), (1, u)], 0).unwrap();
            let mut want: Vec<DigitSet> = vec![DigitSet::EMPTY; n + 2];
            for assignment in brute_all_different(&cells) {
                let sum: u32 = assignment.iter().sum();
                let (st, su) = (sum / 10, sum % 10);
                if tens.contains(st) && units.contains(su) {
                    for (w, v) in want.iter_mut().zip(assignment.iter().chain([&st, &su])) {
                        *w = w.with(*v);
                    }
                }
            }
            let consistent = model.propagate();
            let any = !want[0].is_empty();
            assert_eq!(consistent, any, "{cells:?} {tens:?} {units:?}");
            if any {
                let got: Vec<DigitSet> = (0..n + 2).map(|i| model.domains[i]).collect();
                assert_eq!(got, want, "{cells:?} {tens:?} {units:?}");
            }
        }
    }

    #[test]
    fn repeated_total_variable_counts_once() {
        // A run of two adding up to the two-digit number "CC" = 11 * C.
        let digit = DigitSet::range(1, 10);
        let mut model = DigitModel::new();
        let a = model.new_var(digit);
        let b = model.new_var(digit);
        let c = model.new_var(DigitSet::range(0, 10));
        model.distinct_sum(&[a, b], &[(10, c), (1, c)], 0).unwrap();
        assert!(model.propagate());
        assert_eq!(model.domain(c), DigitSet::single(1));
        assert_eq!(model.count_solutions(100), 8);
    }

    #[test]
    fn repeated_cell_is_unsatisfiable() {
        let mut model = DigitModel::new();
        let a = model.new_var(DigitSet::range(1, 10));
        model.distinct_sum(&[a, a], &[], 4).unwrap();
        assert_eq!(model.count_solutions(10), 0);
        let mut model = DigitModel::new();
        let a = model.new_var(DigitSet::range(1, 10));
        model.all_different(&[a, a]);
        assert!(model.solve().is_none());
    }

    #[test]
    fn shared_cell_and_total_is_checked_exactly() {
        // x + y == 2 * x with x != y has no solution; only the search can
        // tell, since the total is pruned as if independent of the cells.
        let mut model = DigitModel::new();
        let x = model.new_var(DigitSet::range(1, 10));
        let y = model.new_var(DigitSet::range(1, 10));
        model.distinct_sum(&[x, y], &[(2, x)], 0).unwrap();
        assert_eq!(model.count_solutions(10), 0);
        // x + y == x + 3: y is 3 and x anything else.
        let mut model = DigitModel::new();
        let x = model.new_var(DigitSet::range(1, 10));
        let y = model.new_var(DigitSet::range(1, 10));
        model.distinct_sum(&[x, y], &[(1, x)], 3).unwrap();
        assert_eq!(model.count_solutions(100), 8);
    }

    #[test]
    fn counts_permutations_with_a_sum() {
        // Three distinct digits adding up to 6 in a row of three cells,
        // all different from a fourth cell that must be 1 or 2.
        let mut model = DigitModel::new();
        let cells: Vec<DigitVar> = (0..3)
            .map(|_| model.new_var(DigitSet::range(1, 10)))
            .collect();
        let extra = model.new_var(DigitSet::range(1, 3));
        model.distinct_sum(&cells, &[], 6).unwrap();
        let mut all = cells.clone();
        all.push(extra);
        model.all_different(&all);
        assert_eq!(model.count_solutions(100), 0);
        let mut model = DigitModel::new();
        let cells: Vec<DigitVar> = (0..3)
            .map(|_| model.new_var(DigitSet::range(1, 10)))
            .collect();
        model.distinct_sum(&cells, &[], 7).unwrap();
        assert_eq!(model.count_solutions(100), 6);
    }

    #[test]
    fn long_totals_are_exact() {
        // Nine cells adding up to x1 + 2 x2 + ... + 9 x9 over 0/1 variables.
        let mut model = DigitModel::new();
        let cells: Vec<DigitVar> = (0..9)
            .map(|_| model.new_var(DigitSet::range(1, 10)))
            .collect();
        let bits: Vec<DigitVar> = (0..9)
            .map(|_| model.new_var(DigitSet::range(0, 2)))
            .collect();
        let total: Vec<(u32, DigitVar)> = (1..=9).zip(bits.iter().copied()).collect();
        model.distinct_sum(&cells, &total, 0).unwrap();
        let solution = model.solve().unwrap();
        assert!(bits.iter().all(|&b| solution[b] == 1));
        // 45 is also 1 + 2 + ... + 9, so all bits are forced.
        assert!(model.propagate());
        assert!(bits.iter().all(|&b| model.domain(b) == DigitSet::single(1)));
    }

    #[test]
    fn too_many_digits_is_an_error() {
        let mut model = DigitModel::new();
        let x = model.new_var(DigitSet::range(0, 40));
        assert!(model.distinct_sum(&[x], &[], 3).is_err());
    }

    #[test]
    fn empty_domain_has_no_solution() {
        let mut model = DigitModel::new();
        let x = model.new_var(DigitSet::EMPTY);
        model.all_different(&[x]);
        assert!(!model.propagate());
        assert_eq!(model.count_solutions(1), 0);
    }
}
