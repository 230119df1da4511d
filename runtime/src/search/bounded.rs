//! Searches with a node budget: what costing an order and solving at
//! compile time need.

use crate::plan::Plan;
use crate::search::Solutions;
use crate::solution::Solution;

/// Nodes the search of `solution!` may spend at expansion time.
pub const SOLVE_BUDGET: u64 = 10_000_000;

/// The nodes a search that counts every solution of `plan` visits, or
/// `None` if it needs more than `budget`: the cost of the plan's order.
#[cfg(any(feature = "codegen", test))]
pub(crate) fn count_nodes(plan: &Plan, budget: u64) -> Option<u64> {
    let mut search = crate::search::Search::with_budget(plan, budget);
    while search.next_solution().is_some() {}
    (!search.exceeded_budget()).then(|| search.nodes())
}

/// Why `solution!` cannot give a solution at compile time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    /// The search would visit more than [`SOLVE_BUDGET`] nodes.
    TooCostly,
    /// The puzzle has no solution.
    NoSolution,
    /// `unique` was asked for, and these are the first two solutions.
    NotUnique(Box<Solution>, Box<Solution>),
}

/// The first solution of `plan`, found within [`SOLVE_BUDGET`] nodes;
/// with `unique`, an error if there is a second one within the budget.
/// Only the search for those solutions is budgeted, not a count of all.
pub fn solve_bounded(plan: &Plan, unique: bool) -> Result<Solution, SolveError> {
    let mut found = Solutions::with_budget(plan, SOLVE_BUDGET);
    let over_budget = |found: &Solutions<'_>| found.exceeded_budget();
    let Some(first) = found.next() else {
        return Err(if over_budget(&found) {
            SolveError::TooCostly
        } else {
            SolveError::NoSolution
        });
    };
    if !unique {
        return Ok(first);
    }
    match found.next() {
        Some(second) => Err(SolveError::NotUnique(Box::new(first), Box::new(second))),
        None if over_budget(&found) => Err(SolveError::TooCostly),
        None => Ok(first),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Puzzle;

    #[test]
    fn count_nodes_stops_at_the_budget() {
        let puzzle = Puzzle::parse("SEND + MORE == MONEY").unwrap();
        assert!(count_nodes(puzzle.plan(), u64::MAX).unwrap() > 0);
        assert_eq!(count_nodes(puzzle.plan(), 1), None);
    }

    #[test]
    fn solve_bounded_finds_the_solution_or_none() {
        let s = solve_bounded(Puzzle::parse("SEND + MORE == MONEY").unwrap().plan(), true).unwrap();
        assert_eq!(s.digit('Y'), Some(2));
        let err = solve_bounded(Puzzle::parse("A == B").unwrap().plan(), false).unwrap_err();
        assert_eq!(err, SolveError::NoSolution);
    }

    #[test]
    fn solve_bounded_reports_two_solutions() {
        let puzzle = Puzzle::parse("A + B == C").unwrap();
        match solve_bounded(puzzle.plan(), true) {
            Err(SolveError::NotUnique(a, b)) => assert_ne!(a, b),
            other => panic!("{other:?}"),
        }
        assert!(solve_bounded(puzzle.plan(), false).is_ok());
    }

    #[test]
    fn only_the_first_solutions_are_budgeted() {
        // Counting every solution is over the budget, but the first one
        // comes at once: not too costly.
        let puzzle = Puzzle::parse_with_base("ABCD + EFGH == IJKLM", 16).unwrap();
        assert_eq!(count_nodes(puzzle.plan(), SOLVE_BUDGET), None);
        assert!(solve_bounded(puzzle.plan(), false).is_ok());
    }
}
