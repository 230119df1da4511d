//! Choosing an order for generated code: hill climbing from the runtime
//! planner's order.
//!
//! The generated solver is built once and run many times, so it can afford
//! a longer search for a good order than the runtime planner, within a node
//! budget that keeps expansion fast.

use crate::lower::Model;
use crate::plan::Plan;
use crate::planner::candidate_orders;
use crate::search::{Search, count_nodes};

/// Nodes the order search may spend in all, for one puzzle, at expansion
/// time. At a few nanoseconds a node this keeps even the 199-addend puzzle
/// well under 50 ms.
pub(crate) const ORDER_BUDGET: u64 = 500_000;

/// Orders the order search may try in all: it bounds the time spent
/// building plans when every search is cheap.
const ORDER_TRIES: usize = 2_000;

/// The plan the generated code should follow: the runtime planner's, or an
/// order found by hill climbing from it that visits fewer nodes, costed by
/// [`count_nodes`] within `budget` nodes in all.
///
/// The order of the letters decides the order of the solutions, and the
/// first solution should be the runtime's; so the order only changes when
/// the puzzle has at most one solution. When it was kept for that reason,
/// the second value is the nodes its search costs: a count, which has no
/// order to keep, may then follow another plan ([`choose_counting_plan`]).
pub(crate) fn choose_plan(model: &Model, start: &Plan, budget: u64) -> (Plan, Option<u64>) {
    let Some(best_cost) = count_nodes(start, budget) else {
        return (start.clone(), None);
    };
    // The runtime's search of this plan costs `best_cost` nodes at most.
    let mut search = Search::with_budget(start, u64::MAX);
    if search.next_solution().is_some() && search.next_solution().is_some() {
        return (start.clone(), Some(best_cost));
    }
    (climb(model, start, best_cost, budget).0, None)
}

/// A counting plan must visit this many times fewer nodes than the
/// visiting one to be worth a second search in the generated code. The
/// climb counts nodes, not time, and the orders it finds derive more
/// letters by column, which costs more per node in generated code: over
/// the published sums, plans with 1.1 to 2.5 times fewer nodes counted up
/// to 2.6 times slower, while `PERSON + WOMAN + MAN == CAMERA`, with 8.7
/// times fewer, counted 4.3 times faster.
const COUNTING_GAIN: u64 = 4;

/// The plan the generated code should count with when [`choose_plan`] had
/// to keep the runtime's order `start`, whose search costs `cost` nodes:
/// hill climbing with no order to keep, as a count is the same in any
/// order. `None` unless the climb finds a plan at least [`COUNTING_GAIN`]
/// times cheaper.
pub(crate) fn choose_counting_plan(
    model: &Model,
    start: &Plan,
    cost: u64,
    budget: u64,
) -> Option<Plan> {
    let (plan, new_cost) = climb(model, start, cost, budget);
    (new_cost.saturating_mul(COUNTING_GAIN) <= cost).then_some(plan)
}

/// Hill climbing from `start`, whose search costs `best_cost` nodes: the
/// best plan found and the nodes its search costs.
fn climb(model: &Model, start: &Plan, best_cost: u64, budget: u64) -> (Plan, u64) {
    let mut climb = Climb {
        model,
        budget,
        spent: 2 * best_cost,
        tries: 0,
        best: start.letters().collect(),
        best_cost,
    };
    for order in candidate_orders(model) {
        climb.offer(order);
    }
    // First-improvement hill climbing over "move one letter elsewhere"
    // (which includes swapping neighbours), scanned in a fixed order so
    // that the result is deterministic.
    let n = climb.best.len();
    'climb: while !climb.exhausted() {
        for from in 0..n {
            for to in (0..n).filter(|&to| to != from) {
                if climb.exhausted() {
                    break 'climb;
                }
                let mut order = climb.best.clone();
                let letter = order.remove(from);
                order.insert(to, letter);
                if climb.offer(order) {
                    continue 'climb;
                }
            }
        }
        break;
    }
    (Plan::new(model, &climb.best), climb.best_cost)
}

/// The state of the order search.
struct Climb<'p> {
    model: &'p Model,
    budget: u64,
    spent: u64,
    tries: usize,
    best: Vec<u8>,
    best_cost: u64,
}

impl Climb<'_> {
    fn exhausted(&self) -> bool {
        self.spent >= self.budget || self.tries >= ORDER_TRIES
    }

    /// Costs `order`, and keeps it if it beats the best so far.
    fn offer(&mut self, order: Vec<u8>) -> bool {
        let allowance = self.best_cost.min(self.budget.saturating_sub(self.spent));
        if allowance == 0 || self.tries >= ORDER_TRIES {
            return false;
        }
        self.tries += 1;
        let nodes = count_nodes(&Plan::new(self.model, &order), allowance);
        self.spent += nodes.unwrap_or(allowance);
        match nodes {
            Some(cost) => {
                (self.best, self.best_cost) = (order, cost);
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Puzzle;

    #[test]
    fn the_order_search_never_makes_a_plan_worse() {
        for text in [
            "SEND + MORE == MONEY",
            "ELEVEN + LAGERS + REVIVE == GENERAL",
            "SEND + MORE == MONEY, MONEY - MORE == SEND",
        ] {
            let puzzle = Puzzle::parse(text).unwrap();
            let (chosen, _) = choose_plan(puzzle.model(), puzzle.plan(), ORDER_BUDGET);
            let runtime = count_nodes(puzzle.plan(), u64::MAX).unwrap();
            assert!(count_nodes(&chosen, u64::MAX).unwrap() <= runtime, "{text}");
        }
    }

    #[test]
    fn a_puzzle_with_several_solutions_keeps_the_runtime_order() {
        let puzzle = Puzzle::parse("A + B == C").unwrap();
        let (chosen, kept) = choose_plan(puzzle.model(), puzzle.plan(), ORDER_BUDGET);
        assert_eq!(&chosen, puzzle.plan());
        assert!(kept.is_some());
    }

    #[test]
    fn a_counting_plan_may_change_the_order_when_it_is_much_cheaper() {
        // 3 solutions: the visiting order is kept, the counting one is free.
        let puzzle = Puzzle::parse("PERSON + WOMAN + MAN == CAMERA").unwrap();
        let start = puzzle.plan();
        let (_, kept) = choose_plan(puzzle.model(), start, ORDER_BUDGET);
        let before = kept.expect("several solutions keep the order");
        assert_eq!(before, count_nodes(start, u64::MAX).unwrap());
        let counting = choose_counting_plan(puzzle.model(), start, before, ORDER_BUDGET).unwrap();
        let after = count_nodes(&counting, u64::MAX).unwrap();
        assert!(
            after * COUNTING_GAIN <= before,
            "{after} nodes against {before}"
        );
    }
}
