//! Solutions as an iterator over a running search.

use crate::plan::Plan;
use crate::search::Search;
use crate::solution::Solution;

/// Every solution of a puzzle, lazily; see [`Puzzle::solutions`](crate::Puzzle::solutions).
#[derive(Debug, Clone)]
pub struct Solutions<'p> {
    plan: &'p Plan,
    search: Search<'p>,
}

impl Iterator for Solutions<'_> {
    type Item = Solution;

    fn next(&mut self) -> Option<Solution> {
        let digits = self.search.next_solution()?;
        Some(solution_of(self.plan, digits))
    }
}

impl<'p> Solutions<'p> {
    /// The solutions of `plan`, in search order.
    pub(crate) fn new(plan: &'p Plan) -> Self {
        Self::with_budget(plan, u64::MAX)
    }

    /// The solutions found within `budget` search nodes.
    pub(crate) fn with_budget(plan: &'p Plan, budget: u64) -> Self {
        Solutions {
            plan,
            search: Search::with_budget(plan, budget),
        }
    }

    /// Whether the search stopped on its budget.
    pub(crate) fn exceeded_budget(&self) -> bool {
        self.search.exceeded_budget()
    }
}

/// The solution whose digits, in the order of `plan`'s steps, are `digits`.
pub(crate) fn solution_of(plan: &Plan, digits: &[u8]) -> Solution {
    Solution::from_assignment(
        plan.steps()
            .iter()
            .zip(digits)
            .map(|(step, &d)| (step.letter, d)),
    )
}
