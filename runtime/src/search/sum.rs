//! Counting the solutions of the common case, a plan of one sum and
//! nothing else, and finding its first: the same steps and checks as
//! [`Search`](super::Search), with its state in registers instead of
//! arrays.
//!
//! The iterator behind `solutions()` must stop at a solution and resume,
//! so it keeps every frame in memory; counting needs neither, and a plain
//! recursion lets the compiler keep the partial sum and the used digits
//! in registers, which makes each node about twice as cheap. A first
//! solution needs its digits, and the frames only when its budget runs
//! out, so it takes the same recursion and writes the frames out as it
//! unwinds. The depth is one frame per letter, so it is bounded by the
//! base, not by the input.

use super::{Search, State};
use crate::plan::{Derive, Plan, SumStep};
use crate::syntax::MAX_UNKNOWNS;

/// What a step's checks say of a digit, given the partial sum after it.
pub(crate) enum Verdict {
    /// The digit can lead to a solution.
    Pass,
    /// It cannot; try the next one.
    Skip,
    /// Neither can any larger digit: digits are tried in increasing order,
    /// so once a positive weight overshoots (or a negative one falls
    /// short), every later candidate does too.
    Stop,
}

/// The bound and column checks of step `s` on the partial sum `p`.
#[inline(always)]
pub(crate) fn judge(s: &SumStep, p: i64) -> Verdict {
    if p + s.rest_min > 0 {
        return if s.weight > 0 {
            Verdict::Stop
        } else {
            Verdict::Skip
        };
    }
    if p + s.rest_max < 0 {
        return if s.weight < 0 {
            Verdict::Stop
        } else {
            Verdict::Skip
        };
    }
    if s.test.is_some_and(|test| !test.divides(p)) {
        return Verdict::Skip;
    }
    Verdict::Pass
}

/// The candidate digits of step `i`, its partial sum being `p`.
#[inline(always)]
pub(crate) fn candidates(plan: &Plan, step: &SumStep, i: usize, p: i64, used: u64) -> u64 {
    let free = step.domain & !(used & step.distinct);
    match step.derive {
        // The bound checks reject the low digits as fast as a quotient
        // could find them.
        Derive::Enumerate => free,
        Derive::Exact { .. } => step.quotient.exact_digit(p).map_or(0, |d| free & 1 << d),
        Derive::Column { .. } => free & 1 << plan.column(i).digit(p),
        // A single sum has no polynomial to define a word.
        Derive::Defined { .. } => free,
    }
}

/// The number of solutions of `plan`, a single sum, counted up to `limit`,
/// and the nodes (steps entered) it visited.
///
/// It visits the same nodes in the same order as [`Search`](super::Search)
/// but records no digits, and a recursion lets the compiler keep the
/// partial sum and the used digits in registers; a count takes about a
/// quarter less time than through a callback that receives each solution's
/// digits.
pub(crate) fn count_solutions(plan: &Plan, limit: u64) -> (u64, u64) {
    // With no budget to pass, nothing is asked and the count is whole.
    count_unless(plan, limit, u64::MAX, &mut || true).unwrap_or((0, 0))
}

/// [`count_solutions`], asking `go_on` once whether to go on if the count
/// passes `budget` nodes: `None` if it said no, the count then abandoned.
///
/// A count that may be cheaper in another order asks only once it has
/// proved costly enough for choosing to pay, so that the small counts,
/// most of them, never pay for choosing; and one that goes on loses
/// nothing, as the recursion is still where it stopped.
pub(crate) fn count_unless(
    plan: &Plan,
    limit: u64,
    budget: u64,
    go_on: &mut dyn FnMut() -> bool,
) -> Option<(u64, u64)> {
    debug_assert!(plan.is_single_sum());
    if limit == 0 || !plan.start_is_feasible() {
        return Some((0, 0));
    }
    if plan.sum_steps().is_empty() {
        return Some((1, 0));
    }
    let mut counter = Counter::new(limit, budget);
    counter.go_on = Some(go_on);
    // A plain sum, the common case, keeps no digits. Reaching the limit
    // ends the count early: it is a count all the same.
    match from_the_top::<false>(plan, &mut counter) {
        Err(Halt::Budget) => None,
        Ok(()) | Err(Halt::Enough) => Some((limit - counter.left, counter.nodes)),
    }
}

/// Runs the recursion over `plan`, a feasible single sum with steps, from
/// its first step: with the digits kept when it has conditions to check.
fn from_the_top<const FIRST: bool>(plan: &Plan, counter: &mut Counter<'_>) -> Result<(), Halt> {
    let steps = plan.sum_steps();
    let partial = plan.constants()[0];
    let first = candidates(plan, &steps[0], 0, partial, 0);
    if plan.has_conditions() {
        count_step::<true, FIRST>(plan, steps, 0, partial, 0, first, counter)
    } else {
        count_step::<false, FIRST>(plan, steps, 0, partial, 0, first, counter)
    }
}

/// Where a search for the first solution of a single sum stopped.
#[derive(Debug)]
pub(crate) enum First<'p> {
    /// A solution: the digit of every step, in plan order.
    Found([u8; MAX_UNKNOWNS]),
    /// The sum has no solution.
    Exhausted,
    /// The budget ran out first: the search where it stopped, to go on
    /// with a larger budget.
    Paused(Box<Search<'p>>),
}

/// The first solution of `plan`, a single sum, within `budget` nodes
/// counted as [`Search`] counts them (candidates tried).
///
/// It visits the same nodes in the same order as a [`Search`] with that
/// budget and stops where it would, so the solution found, or the search
/// handed back when the budget runs out, is the one the `Search` would
/// have reached; but it runs on the count's recursion, without the
/// resumable search's frames to set up and write, which on a small sum
/// cost as much as the search itself. Only a search that runs out of
/// budget is written out as a [`Search`], from the frames it unwinds.
pub(crate) fn first_solution(plan: &Plan, budget: u64) -> First<'_> {
    debug_assert!(plan.is_single_sum());
    if !plan.start_is_feasible() {
        return First::Exhausted;
    }
    if plan.sum_steps().is_empty() {
        return First::Found([0; MAX_UNKNOWNS]);
    }
    let mut counter = Counter::new(1, budget);
    match from_the_top::<true>(plan, &mut counter) {
        Err(Halt::Enough) => First::Found(counter.digits),
        Err(Halt::Budget) => First::Paused(Box::new(counter.paused(plan))),
        // A search whose last node spent its budget reports the budget,
        // as `Search` does; going on finds it done.
        Ok(()) if counter.nodes >= budget => {
            counter.rest[0] = 0;
            counter.depth = 0;
            First::Paused(Box::new(counter.paused(plan)))
        }
        Ok(()) => First::Exhausted,
    }
}

/// What a search has left: solutions before its limit; the nodes it has
/// visited and may visit; the digits of the steps so far, kept when there
/// are conditions to check or a first solution to give; and, for a first
/// solution, what a [`Search`] paused where it stopped needs.
struct Counter<'c> {
    left: u64,
    nodes: u64,
    budget: u64,
    /// For a count, what to ask once it passes its budget.
    go_on: Option<&'c mut dyn FnMut() -> bool>,
    digits: [u8; MAX_UNKNOWNS],
    /// Per step down to `depth`: the candidates not yet tried.
    rest: [u64; MAX_UNKNOWNS],
    /// Per step down to `depth`: the partial sum before it.
    partials: [i64; MAX_UNKNOWNS],
    /// The step the budget ran out at.
    depth: usize,
}

impl Counter<'_> {
    fn new(limit: u64, budget: u64) -> Self {
        Counter {
            left: limit,
            nodes: 0,
            budget,
            go_on: None,
            digits: [0; MAX_UNKNOWNS],
            rest: [0; MAX_UNKNOWNS],
            partials: [0; MAX_UNKNOWNS],
            depth: 0,
        }
    }

    /// The search paused where the budget ran out: the state a [`Search`]
    /// with this budget would be in, from the frames unwound.
    fn paused<'p>(&self, plan: &'p Plan) -> Search<'p> {
        let depth = self.depth;
        let mut search = Search::with_budget(plan, self.budget);
        search.state = State::Running;
        search.depth = depth;
        search.used = self.digits[..depth]
            .iter()
            .zip(plan.sum_steps())
            .fold(0, |used, (&d, s)| used | (1 << d) & s.distinct);
        search.candidates[..=depth].copy_from_slice(&self.rest[..=depth]);
        search.digits[..depth].copy_from_slice(&self.digits[..depth]);
        search.partials[..=depth].copy_from_slice(&self.partials[..=depth]);
        search.nodes = self.nodes;
        search
    }

    /// Records digit `d` at step `i` and says whether the conditions
    /// checked there can hold.
    #[inline(always)]
    fn conditions_hold(&mut self, plan: &Plan, i: usize, d: u32) -> bool {
        self.digits[i] = d as u8;
        plan.conditions(i).iter().all(|c| c.holds(&self.digits))
    }

    /// Whether a count past its budget goes on, as its `go_on` says, with
    /// no budget from then on.
    #[cold]
    fn may_go_on(&mut self) -> bool {
        self.budget = u64::MAX;
        self.go_on.take().is_some_and(|go_on| go_on())
    }

    /// Counts a node of a first solution about to try a candidate at step
    /// `i`, or says the budget is spent: the step is then where the search
    /// stopped, with `partial` before it and `each` still to try.
    #[inline(always)]
    fn spend(&mut self, i: usize, partial: i64, each: u64) -> bool {
        if self.nodes >= self.budget {
            self.depth = i;
            self.rest[i] = each;
            self.partials[i] = partial;
            return false;
        }
        self.nodes += 1;
        true
    }
}

/// Why a search stopped before its end.
enum Halt {
    /// It reached its limit of solutions.
    Enough,
    /// It spent its budget of nodes.
    Budget,
}

/// Counts the solutions below step `i`; `CONDITIONS` when the plan has
/// conditions, which read the digits; `FIRST` for a first solution, which
/// records every digit, counts nodes by candidates tried as [`Search`]
/// does, and stops at its budget.
fn count_step<const CONDITIONS: bool, const FIRST: bool>(
    plan: &Plan,
    steps: &[SumStep],
    i: usize,
    partial: i64,
    used: u64,
    mut each: u64,
    counter: &mut Counter<'_>,
) -> Result<(), Halt> {
    if !FIRST {
        counter.nodes += 1;
        if counter.nodes > counter.budget && !counter.may_go_on() {
            return Err(Halt::Budget);
        }
    }
    let s = &steps[i];
    let Some(next) = steps.get(i + 1) else {
        // The last step: every candidate that passes is a solution.
        while each != 0 {
            if FIRST && !counter.spend(i, partial, each) {
                return Err(Halt::Budget);
            }
            let d = each.trailing_zeros();
            each &= each - 1;
            match judge(s, partial + s.weight * d as i64) {
                Verdict::Pass => {}
                Verdict::Skip => continue,
                Verdict::Stop => break,
            }
            if FIRST {
                counter.digits[i] = d as u8;
            }
            if CONDITIONS && s.conditioned && !counter.conditions_hold(plan, i, d) {
                continue;
            }
            counter.left -= 1;
            if counter.left == 0 {
                return Err(Halt::Enough);
            }
        }
        return Ok(());
    };
    while each != 0 {
        if FIRST && !counter.spend(i, partial, each) {
            return Err(Halt::Budget);
        }
        let d = each.trailing_zeros();
        each &= each - 1;
        let p = partial + s.weight * d as i64;
        match judge(s, p) {
            Verdict::Pass => {}
            Verdict::Skip => continue,
            Verdict::Stop => break,
        }
        if FIRST {
            counter.digits[i] = d as u8;
        }
        if CONDITIONS && s.conditioned && !counter.conditions_hold(plan, i, d) {
            continue;
        }
        let used = used | (1 << d) & s.distinct;
        let later = candidates(plan, next, i + 1, p, used);
        if later != 0 {
            let below =
                count_step::<CONDITIONS, FIRST>(plan, steps, i + 1, p, used, later, counter);
            if let Err(halt) = below {
                if FIRST {
                    // The frame a paused search resumes in.
                    counter.rest[i] = each;
                    counter.partials[i] = partial;
                }
                return Err(halt);
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Puzzle;
    use crate::search::Search;

    fn search_count(plan: &Plan) -> u64 {
        let mut search = Search::with_budget(plan, u64::MAX);
        let mut n = 0;
        while search.next_solution().is_some() {
            n += 1;
        }
        n
    }

    #[test]
    fn counts_agree_with_the_resumable_search() {
        for text in [
            "SEND + MORE == MONEY",
            "A + B == C",
            "A + A == B",
            "TO + GO == OUT",
            "ABC + DEF == GHIJ",
        ] {
            let plan = Puzzle::parse(text).unwrap().plan().clone();
            let all = search_count(&plan);
            let (found, nodes) = count_solutions(&plan, u64::MAX);
            assert_eq!(found, all, "{text}");
            assert!(nodes > 0, "{text}");
            assert_eq!(count_solutions(&plan, 2).0, all.min(2), "{text}");
        }
    }

    /// The solutions a search gives from where it stands, with the nodes
    /// it has visited once done.
    fn rest_of(mut search: Search<'_>) -> (Vec<Vec<u8>>, u64) {
        search.set_budget(u64::MAX);
        let mut found = Vec::new();
        while let Some(digits) = search.next_solution() {
            found.push(digits.to_vec());
        }
        (found, search.nodes())
    }

    #[test]
    fn a_first_solution_stops_where_the_resumable_search_would() {
        // Every budget from nothing to past the whole search: the first
        // solution is the search's, a sum without one is exhausted exactly
        // when the search is, and a paused search goes on to give what the
        // search would, in the same nodes. Conditions, a sum with several
        // solutions and one with none included.
        for text in [
            "SEND + MORE == MONEY",
            "SEND + MORE == MONEY, S > M",
            "A + B == C",
            "A + B == C, A != 1, B < C",
            "TO + GO == OUT",
            "ABC + DEF == GHIJ",
            "AB + AB == AB",
            "A == A",
        ] {
            let plan = Puzzle::parse(text).unwrap().plan().clone();
            assert!(plan.is_single_sum(), "{text}");
            let whole = rest_of(Search::with_budget(&plan, u64::MAX)).1;
            for budget in 0..=whole + 1 {
                let mut search = Search::with_budget(&plan, budget);
                let first = search.next_solution().map(<[u8]>::to_vec);
                match first_solution(&plan, budget) {
                    First::Found(digits) => {
                        assert_eq!(first.as_deref(), Some(&digits[..plan.len()]), "{text}");
                    }
                    First::Exhausted => {
                        assert_eq!(first, None, "{text} within {budget}");
                        assert!(!search.exceeded_budget(), "{text} within {budget}");
                    }
                    First::Paused(paused) => {
                        assert_eq!(first, None, "{text} within {budget}");
                        assert!(search.exceeded_budget(), "{text} within {budget}");
                        assert_eq!(paused.nodes(), budget, "{text}");
                        assert_eq!(rest_of(*paused), rest_of(search), "{text} within {budget}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_count_asks_once_and_only_past_its_budget() {
        for text in [
            "SEND + MORE == MONEY",
            "A + B == C, A != 1, B < C",
            "ABC + DEF == GHIJ",
        ] {
            let plan = Puzzle::parse(text).unwrap().plan().clone();
            let (all, nodes) = count_solutions(&plan, u64::MAX);
            for budget in [0, 1, nodes / 2, nodes - 1, nodes, nodes + 1] {
                for answer in [true, false] {
                    let mut asked = 0;
                    let mut go_on = || {
                        asked += 1;
                        answer
                    };
                    let counted = count_unless(&plan, u64::MAX, budget, &mut go_on);
                    let past = nodes > budget;
                    assert_eq!(asked, usize::from(past), "{text} within {budget}");
                    match counted {
                        Some(counted) => {
                            assert!(answer || !past, "{text} within {budget}");
                            assert_eq!(counted, (all, nodes), "{text} within {budget}");
                        }
                        None => assert!(past && !answer, "{text} within {budget}"),
                    }
                }
            }
        }
    }

    #[test]
    fn a_count_to_no_solution_visits_nothing() {
        let plan = Puzzle::parse("ABC + DEF == GHIJ").unwrap().plan().clone();
        assert_eq!(count_solutions(&plan, 0), (0, 0));
    }
}
