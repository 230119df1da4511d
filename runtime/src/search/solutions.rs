//! Solutions as an iterator over a running search.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use crate::plan::{LayoutPlan, Plan};
use crate::search::{LayoutSearch, Search};
use crate::solution::Solution;

/// Nodes searched between two looks at the clock when there is a
/// deadline: well under a millisecond of search.
const SLICE: u64 = 1 << 16;

/// Every solution of a puzzle, lazily; see [`Puzzle::solutions`](crate::Puzzle::solutions).
#[derive(Debug, Clone)]
pub struct Solutions<'p> {
    search: Engine<'p>,
    deadline: Option<Instant>,
    timed_out: bool,
    cancel: Option<Arc<AtomicBool>>,
}

impl Iterator for Solutions<'_> {
    type Item = Solution;

    fn next(&mut self) -> Option<Solution> {
        if self.deadline.is_none() && self.cancel.is_none() {
            return self.search.next_solution();
        }
        // With a deadline or a cancel flag the search runs in slices and
        // looks at the clock and the flag between them; a paused search
        // resumes where it stopped.
        loop {
            if self.timed_out {
                return None;
            }
            if self.search.exceeded_budget() {
                let late = self.deadline.is_some_and(|d| Instant::now() >= d);
                let cancelled = self
                    .cancel
                    .as_ref()
                    .is_some_and(|c| c.load(Ordering::Relaxed));
                if late || cancelled {
                    self.timed_out = true;
                    return None;
                }
                self.search
                    .set_budget(self.search.nodes().saturating_add(SLICE));
            }
            if let Some(solution) = self.search.next_solution() {
                return Some(solution);
            }
            if !self.search.exceeded_budget() {
                return None;
            }
        }
    }
}

impl<'p> Solutions<'p> {
    /// The solutions of `plan`, in search order.
    pub(crate) fn new(plan: &'p Plan) -> Self {
        Self::with_budget(plan, u64::MAX)
    }

    /// The solutions found within `budget` search nodes.
    pub(crate) fn with_budget(plan: &'p Plan, budget: u64) -> Self {
        Solutions::of(Engine::Plan(plan, Search::with_budget(plan, budget)))
    }

    /// The solutions of a long division or multiplication, in the order
    /// of its written method.
    pub fn of_layout(plan: &'p LayoutPlan) -> Self {
        Solutions::of(Engine::Layout(LayoutSearch::with_budget(plan, u64::MAX)))
    }

    fn of(search: Engine<'p>) -> Self {
        Solutions {
            search,
            deadline: None,
            timed_out: false,
            cancel: None,
        }
    }

    /// The same solutions, but the search gives up at `deadline`: the
    /// iterator then ends, and [`Solutions::timed_out`] says why. The
    /// clock is read every few thousand nodes, so the search stops within
    /// a fraction of a millisecond of the deadline, and nothing needs to
    /// kill a thread to bound a search's time.
    ///
    /// ```
    /// use std::time::{Duration, Instant};
    /// # use alphametic_runtime::Puzzle;
    /// // Every assignment of sixteen digits solves this: days to list.
    /// let puzzle = Puzzle::parse_with_base("ABCDEFGHIJKLMNOP == ABCDEFGHIJKLMNOP", 16)?;
    /// let mut solutions = puzzle
    ///     .solutions()
    ///     .with_deadline(Instant::now() + Duration::from_millis(20));
    /// let listed = solutions.by_ref().count();
    /// assert!(listed > 0);
    /// assert!(solutions.timed_out());
    /// # Ok::<(), alphametic_runtime::Error>(())
    /// ```
    #[must_use]
    pub fn with_deadline(mut self, deadline: Instant) -> Self {
        self.slice();
        self.deadline = Some(deadline);
        self
    }

    /// The same solutions, but the search gives up once `cancel` is set,
    /// from any thread: a server stops the search of a client that went
    /// away. As with [`Solutions::with_deadline`], the flag is read every
    /// few thousand nodes, and [`Solutions::timed_out`] then returns true.
    ///
    /// ```
    /// use std::sync::Arc;
    /// use std::sync::atomic::{AtomicBool, Ordering};
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse_with_base("ABCDEFGHIJKLMNOP == ABCDEFGHIJKLMNOP", 16)?;
    /// let cancel = Arc::new(AtomicBool::new(false));
    /// let mut solutions = puzzle.solutions().with_cancel(Arc::clone(&cancel));
    /// assert!(solutions.next().is_some());
    /// cancel.store(true, Ordering::Relaxed);
    /// // At most the solutions of one slice more, then the end.
    /// assert!(solutions.by_ref().count() < 1 << 16);
    /// assert!(solutions.timed_out());
    /// # Ok::<(), alphametic_runtime::Error>(())
    /// ```
    #[must_use]
    pub fn with_cancel(mut self, cancel: Arc<AtomicBool>) -> Self {
        self.slice();
        self.cancel = Some(cancel);
        self
    }

    /// Runs the search in slices from now on, if it does not already.
    fn slice(&mut self) {
        if self.deadline.is_none() && self.cancel.is_none() {
            // The first slice starts from the nodes already searched.
            self.search
                .set_budget(self.search.nodes().saturating_add(SLICE));
        }
    }

    /// Whether the iteration ended at the deadline of
    /// [`Solutions::with_deadline`] or on the flag of
    /// [`Solutions::with_cancel`] rather than with the last solution.
    pub fn timed_out(&self) -> bool {
        self.timed_out
    }

    /// The search nodes visited so far: a measure of the effort a puzzle
    /// takes that does not depend on the machine.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("SEND + MORE == MONEY")?;
    /// let mut solutions = puzzle.solutions();
    /// assert_eq!(solutions.nodes(), 0);
    /// assert_eq!(solutions.by_ref().count(), 1);
    /// assert!(solutions.nodes() > 0);
    /// # Ok::<(), alphametic_runtime::ParseError>(())
    /// ```
    pub fn nodes(&self) -> u64 {
        self.search.nodes()
    }

    /// Whether the search stopped on its budget.
    pub(crate) fn exceeded_budget(&self) -> bool {
        self.search.exceeded_budget()
    }
}

/// The search behind the solutions: a plan's, or a layout's.
// The plan's search is the common one and its arrays are what make it
// quick to start: boxed, every `solutions()` would allocate.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone)]
enum Engine<'p> {
    Plan(&'p Plan, Search<'p>),
    Layout(LayoutSearch<'p>),
}

impl Engine<'_> {
    fn next_solution(&mut self) -> Option<Solution> {
        match self {
            Engine::Plan(plan, search) => search.next_solution().map(|d| solution_of(plan, d)),
            Engine::Layout(search) => {
                let plan = search.plan();
                let digits = search.next_solution()?;
                Some(Solution::from_assignment(
                    &plan.alphabet,
                    digits.iter().enumerate().map(|(u, &d)| (u as u8, d)),
                ))
            }
        }
    }

    fn nodes(&self) -> u64 {
        match self {
            Engine::Plan(_, search) => search.nodes(),
            Engine::Layout(search) => search.nodes(),
        }
    }

    fn set_budget(&mut self, budget: u64) {
        match self {
            Engine::Plan(_, search) => search.set_budget(budget),
            Engine::Layout(search) => search.set_budget(budget),
        }
    }

    fn exceeded_budget(&self) -> bool {
        match self {
            Engine::Plan(_, search) => search.exceeded_budget(),
            Engine::Layout(search) => search.exceeded_budget(),
        }
    }
}

/// The solution whose digits, in the order of `plan`'s steps, are `digits`.
pub(crate) fn solution_of(plan: &Plan, digits: &[u8]) -> Solution {
    Solution::from_assignment(plan.alphabet(), plan.letters().zip(digits.iter().copied()))
}
