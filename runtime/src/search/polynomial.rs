//! Evaluating the polynomial checks of a step during the runtime search.

use crate::lower::program::{Program, Value};
use crate::plan::polynomial::{PolynomialCheck, PolynomialPlan, PolynomialTest};

/// Room to evaluate polynomials in `T`, sized once when the search starts.
#[derive(Debug, Clone, Default)]
pub(super) struct Scratch<T> {
    words: Vec<T>,
    stack: Vec<T>,
    ranges: Vec<(T, T)>,
    range_stack: Vec<(T, T)>,
}

impl<T: Value + Default> Scratch<T> {
    pub(super) fn new(polynomials: &PolynomialPlan) -> Self {
        let words = polynomials
            .equations
            .iter()
            .map(|p| p.words.len())
            .max()
            .unwrap_or(0);
        let depth = polynomials
            .equations
            .iter()
            .flat_map(|p| {
                std::iter::once(&p.zero)
                    .chain(&p.nonzero)
                    .chain(&p.integral)
            })
            .map(Program::depth)
            .max()
            .unwrap_or(0);
        Scratch {
            words: vec![T::default(); words],
            stack: vec![T::default(); depth],
            ranges: vec![(T::default(), T::default()); words],
            range_stack: vec![(T::default(), T::default()); depth],
        }
    }

    /// Whether `check` passes, given the values of its equation's words
    /// from the digits known (`fresh` when they are not in `self.words`
    /// yet).
    #[inline]
    pub(super) fn holds(
        &mut self,
        check: &PolynomialCheck,
        program: &Program,
        words: &[i128],
        fresh: bool,
    ) -> bool {
        // Each word's value from its letters known so far: exact once all
        // are known, and right in the columns below the first unknown
        // one, which is all a check modulo `base^k` reads.
        if fresh {
            for (value, &known) in self.words.iter_mut().zip(words) {
                *value = T::from_i128(known);
            }
        }
        match check.test {
            PolynomialTest::Multiple(m) => {
                let v = program.eval(&self.words, &mut self.stack);
                T::multiple_of(v, m, check.divisor)
            }
            PolynomialTest::Exact(_) | PolynomialTest::NonZero(_) | PolynomialTest::Integral(_) => {
                check
                    .test
                    .accepts(program.eval(&self.words, &mut self.stack))
            }
            PolynomialTest::Interval(relation) => {
                for ((range, &known), &slack) in
                    self.ranges.iter_mut().zip(&self.words).zip(&check.slack)
                {
                    *range = (known, known + T::from_i128(slack));
                }
                let (lo, hi) = program.eval_interval(&self.ranges, &mut self.range_stack);
                PolynomialTest::reachable(relation, lo, hi)
            }
        }
    }
}
