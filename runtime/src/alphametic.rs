//! The one trait that a runtime [`Puzzle`](crate::Puzzle) and a puzzle
//! compiled by `alphametic!` both implement, so generic code takes either.

use std::ops::ControlFlow;

use crate::solution::Solution;

/// A solvable puzzle.
///
/// Implementors provide [`for_each_solution`](Alphametic::for_each_solution);
/// the other methods derive from it, and implementors may override them
/// with something faster.
///
/// ```
/// use alphametic_runtime::{Alphametic, Puzzle};
///
/// fn describe(puzzle: &dyn Alphametic) -> String {
///     match puzzle.count() {
///         0 => "no solution".into(),
///         1 => format!("unique: {}", puzzle.solve().unwrap()),
///         n => format!("{n} solutions"),
///     }
/// }
/// let puzzle = Puzzle::parse("TO + GO == OUT").unwrap();
/// assert_eq!(describe(&puzzle), "unique: G=8 O=1 T=2 U=0");
/// ```
pub trait Alphametic: Sync {
    /// Calls `visit` on every solution in search order, until it breaks.
    fn for_each_solution(&self, visit: &mut dyn FnMut(Solution) -> ControlFlow<()>);

    /// The first solution, if there is one.
    fn solve(&self) -> Option<Solution> {
        let mut first = None;
        self.for_each_solution(&mut |s| {
            first = Some(s);
            ControlFlow::Break(())
        });
        first
    }

    /// The number of solutions.
    fn count(&self) -> u64 {
        let mut n = 0;
        self.for_each_solution(&mut |_| {
            n += 1;
            ControlFlow::Continue(())
        });
        n
    }

    /// Whether there is exactly one solution; stops at the second.
    fn is_unique(&self) -> bool {
        let mut n = 0;
        self.for_each_solution(&mut |_| {
            n += 1;
            if n > 1 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        n == 1
    }

    /// Every solution, in search order.
    fn solutions(&self) -> Box<dyn Iterator<Item = Solution> + '_> {
        let mut all = Vec::new();
        self.for_each_solution(&mut |s| {
            all.push(s);
            ControlFlow::Continue(())
        });
        Box::new(all.into_iter())
    }
}
