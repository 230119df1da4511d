//! The one trait that a runtime [`Puzzle`](crate::Puzzle) and a puzzle
//! compiled by `alphametic!` both implement, so generic code takes either.

use std::collections::VecDeque;
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

    /// Calls `visit` on every solution that comes after `after` in search
    /// order (on every solution when `after` is `None`), until it breaks;
    /// `after` is a solution this puzzle gave before. What lets
    /// [`solutions`](Alphametic::solutions) resume a search rather than
    /// hold every solution.
    ///
    /// The default runs the search from the start and skips up to `after`;
    /// the solvers of `alphametic!` resume where `after` was found.
    #[doc(hidden)]
    fn for_each_solution_after(
        &self,
        after: Option<&Solution>,
        visit: &mut dyn FnMut(Solution) -> ControlFlow<()>,
    ) {
        let mut skipping = after.is_some();
        self.for_each_solution(&mut |s| {
            if skipping {
                skipping = Some(&s) != after;
                ControlFlow::Continue(())
            } else {
                visit(s)
            }
        });
    }

    /// Every solution, lazily, in search order: the first comes as soon as
    /// it is found, and memory stays bounded however many there are.
    ///
    /// ```
    /// use alphametic_runtime::{Alphametic, Puzzle};
    ///
    /// let puzzle = Puzzle::parse("A + B == C").unwrap();
    /// let generic: &dyn Alphametic = &puzzle;
    /// assert_eq!(generic.solutions().count(), 32);
    /// assert_eq!(generic.solutions().nth(5), puzzle.solutions().nth(5));
    /// ```
    fn solutions(&self) -> Box<dyn Iterator<Item = Solution> + '_> {
        Box::new(Resumed::new(self))
    }
}

/// The solutions of a puzzle that only visits them, fetched a few at a
/// time by resuming the search after the last one fetched.
struct Resumed<'a, P: ?Sized> {
    puzzle: &'a P,
    /// Fetched and not yet yielded.
    ready: VecDeque<Solution>,
    /// The last solution fetched.
    last: Option<Solution>,
    /// How many to fetch next: 1 first, so the first solution comes as
    /// soon as it is found, then more and more, up to [`MAX_CHUNK`], to
    /// spread the cost of resuming.
    chunk: usize,
    done: bool,
}

/// The most solutions [`Resumed`] holds at once.
const MAX_CHUNK: usize = 1024;

impl<'a, P: Alphametic + ?Sized> Resumed<'a, P> {
    fn new(puzzle: &'a P) -> Self {
        Resumed {
            puzzle,
            ready: VecDeque::new(),
            last: None,
            chunk: 1,
            done: false,
        }
    }
}

impl<P: Alphametic + ?Sized> Iterator for Resumed<'_, P> {
    type Item = Solution;

    fn next(&mut self) -> Option<Solution> {
        if self.ready.is_empty() && !self.done {
            let (ready, chunk) = (&mut self.ready, self.chunk);
            self.puzzle
                .for_each_solution_after(self.last.as_ref(), &mut |s| {
                    ready.push_back(s);
                    if ready.len() < chunk {
                        ControlFlow::Continue(())
                    } else {
                        ControlFlow::Break(())
                    }
                });
            self.done = self.ready.len() < self.chunk;
            self.last = self.ready.back().copied().or(self.last);
            self.chunk = (self.chunk * 2).min(MAX_CHUNK);
        }
        self.ready.pop_front()
    }
}
