//! The plan of a single sum and nothing else, the common case, built in
//! one pass over its letters.
//!
//! Every first count pays for its default plan, and a small sum searches
//! in about the time a plan takes to build: for `SEND + MORE == MONEY`
//! the general builder, with its table of terms per step and equation,
//! took as many instructions as the whole count. This builder reads the
//! one equation's weights in place and writes each step's term and
//! checks straight into the [`SumStep`] the search reads; the plan is the
//! same as [`Plan::general`] builds (the tests below compare the two).

use super::build::{column_derive, column_modulus, domains, pow, reach, valuation_by};
use super::{Constants, Derive, Plan, SumStep};
use crate::divide::{Divisor, Weight};
use crate::lower::Model;
use crate::syntax::Letter;
use crate::syntax::MAX_UNKNOWNS;

impl Plan {
    /// [`Plan::new`] for a model of one linear equation and no
    /// polynomial.
    pub(super) fn single_sum(model: &Model, order: &[Letter]) -> Plan {
        let base = model.base();
        let eq = &model.linear()[0];
        let n = order.len();
        let domains = domains(model, order);
        // Backwards: each step's weight and place, the smallest place
        // among the steps from each one on (`u32::MAX` if none), and what
        // all the steps together can add.
        let base_divisor = Divisor::new(u64::from(base));
        let (mut weights, mut places) = ([0i64; MAX_UNKNOWNS], [0u32; MAX_UNKNOWNS]);
        let mut column = [u32::MAX; MAX_UNKNOWNS + 1];
        let (mut total_min, mut total_max) = (0i64, 0i64);
        let mut last_moving = None;
        for i in (0..n).rev() {
            let w = eq.weights[order[i] as usize];
            weights[i] = w;
            places[i] = valuation_by(w, base_divisor);
            column[i] = column[i + 1].min(places[i]);
            if w != 0 && last_moving.is_none() {
                last_moving = Some(i);
            }
            let (lo, hi) = reach(w, domains[i]);
            total_min += lo;
            total_max += hi;
        }
        let initial_modulus = if column[0] == u32::MAX {
            1
        } else {
            pow(base, column[0])
        };
        // Forwards: what the steps after each one can add is the total
        // less what it and the steps before it add.
        let mut sum_steps = Vec::with_capacity(n);
        let (mut rest_min, mut rest_max) = (total_min, total_max);
        for i in 0..n {
            let (w, domain) = (weights[i], domains[i]);
            let (lo, hi) = reach(w, domain);
            rest_min -= lo;
            rest_max -= hi;
            // The last letter that moves the sum is derived exactly; one
            // that closes a column, by its column.
            let derive = if Some(i) == last_moving {
                Derive::Exact { eq: 0 }
            } else if w == 0 {
                Derive::Enumerate
            } else {
                column_derive(base, 0, w, places[i], &column[i..]).unwrap_or(Derive::Enumerate)
            };
            let modulus = column_modulus(base, column[i], column[i + 1]);
            sum_steps.push(SumStep {
                letter: order[i],
                weight: w,
                modulus,
                rest_min,
                rest_max,
                domain: domain.bits(),
                distinct: if model.distinct_set().contains(u32::from(order[i])) {
                    u64::MAX
                } else {
                    0
                },
                test: (modulus != 0).then(|| Divisor::new(modulus as u64)),
                derive,
                quotient: Weight::new(w),
                conditioned: model
                    .conditions()
                    .iter()
                    .any(|c| c.weights[order[i] as usize] != 0),
            });
        }
        let constants = Constants::One([eq.constant, initial_modulus]);
        Plan::assemble(
            model,
            order,
            &domains[..n],
            Vec::new(),
            Vec::new(),
            constants,
            sum_steps,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Puzzle;

    #[test]
    fn the_single_sum_plan_is_the_general_one() {
        let puzzles = [
            ("SEND + MORE == MONEY", 10, true),
            ("SEND + MORE == MONEY", 10, false),
            ("A + B == C", 10, true),
            ("A + A == B", 10, true),
            ("TO + GO == OUT", 10, true),
            ("ABC + DEF == GHIJ", 10, true),
            ("AB - BA == 9", 10, true),
            ("ABCDEFGHIJ == 1234567890", 10, true),
            ("A + B + C + D + E + F + G + H + I == JI", 10, true),
            ("X + X + X == 3 * X", 10, true),
            ("SEND + MORE == MONEY, S > M, E != N", 10, true),
            ("ABCDE + FGHIJ == KLMNOP", 19, true),
            ("ZZ * 2 == ABC", 7, false),
            ("THIS + IS + HIS == CLAIM", 16, true),
        ];
        let mut compared = 0;
        for (text, base, strict) in puzzles {
            let options = crate::Options::new().base(base).zeros(if strict {
                crate::ZeroRule::Strict
            } else {
                crate::ZeroRule::Standard
            });
            let puzzle = Puzzle::parse_with(text, options).expect(text);
            let model = puzzle.model();
            assert_eq!(model.linear().len(), 1, "{text}");
            let letters: Vec<Letter> = model.letters().iter().map(|l| l as Letter).collect();
            for order in super::super::orders_for_tests(&letters) {
                let single = Plan::single_sum(model, &order);
                let general = Plan::general(model, &order);
                let context = format!("{text} in base {base}, order {order:?}");
                assert!(single.is_single_sum() && single.sum_steps().len() == order.len());
                assert_eq!(single.steps(), general.steps(), "{context}");
                assert_eq!(single.constants(), general.constants(), "{context}");
                assert_eq!(
                    single.initial_moduli(),
                    general.initial_moduli(),
                    "{context}"
                );
                assert_eq!(single.columns, general.columns, "{context}");
                assert_eq!(single.conditions, general.conditions, "{context}");
                assert_eq!(
                    single.start_is_feasible(),
                    general.start_is_feasible(),
                    "{context}"
                );
                for i in 0..order.len() {
                    assert_eq!(single.terms(i), general.terms(i), "{context}, step {i}");
                    let (s, t) = (&single.sum_steps()[i], general.terms(i)[0]);
                    assert_eq!(s.test.is_some(), t.modulus != 0, "{context}, step {i}");
                }
                compared += 1;
            }
        }
        assert!(compared > 100, "{compared}");
    }
}
