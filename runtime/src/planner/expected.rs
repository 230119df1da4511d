//! What a count in a given order is expected to cost, read off its plan
//! without searching.
//!
//! A count of a single sum visits, at each step, the digits that keep the
//! partial sum within what the later steps can still bring back to 0 and,
//! where the step completes a column, that make the column's digit right.
//! The estimate walks the steps once and treats the partial sum before
//! each step as spread evenly over the values the bounds allow there: the
//! expected number of children of a node is then the share of the digits
//! still free times how many digits land the sum within the next bounds,
//! and a column check keeps one in `base` of them. The expected nodes are
//! the sum over the steps of the product of the branching above.
//!
//! The estimate costs some 160 ns for ten steps and no search, so a count
//! can choose its order as soon as it has proved costly (after 128 nodes
//! in the default order, `COUNT_BEFORE_CHOOSING`): over the published sums
//! and the unique sums of colour names (`sums.txt`, `colour_sums.txt`) the
//! candidate it rates cheapest visits 1.15 and 1.05 times the nodes of the
//! best candidate (geometric mean), as close as Knuth's random estimate
//! with 16 paths a candidate came (1.10 and 1.09), which cost a search of
//! a few hundred nodes and could only be afforded after a count had proved
//! costly.
//!
//! The candidates other than the default are rated from a [`Sketch`] of
//! the sum, not from plans: a plan is only built for the order chosen.

use crate::DigitSet;
use crate::divide::Divisor;
use crate::plan::{Plan, column_modulus, reach, valuation_by};
use crate::syntax::{Letter, MAX_UNKNOWNS};

/// The most nodes a count of `plan` can visit: one per assignment of
/// distinct digits to the letters of the steps before it, at each step.
pub(crate) fn most_nodes(plan: &Plan) -> f64 {
    let base = f64::from(plan.base());
    let (mut nodes, mut above) = (0.0, 1.0);
    for k in 0..plan.len() {
        nodes += above;
        above *= (base - k as f64).max(0.0);
    }
    nodes
}

/// The nodes a count of `plan`, a single sum, is expected to visit.
pub(crate) fn expected_nodes(plan: &Plan) -> f64 {
    let steps = plan.sum_steps();
    if steps.is_empty() || !plan.start_is_feasible() {
        return 0.0;
    }
    let mut walk = Walk::new(plan.base(), plan.constants()[0]);
    for (k, step) in steps.iter().enumerate() {
        let rest = (step.rest_min, step.rest_max);
        let size = step.domain.count_ones();
        if !walk.step(k, step.weight, rest, size, step.modulus) {
            break;
        }
    }
    walk.nodes
}

/// The estimate's walk down the steps of one order.
struct Walk {
    base: u32,
    /// The values the partial sum may have before the step: exactly the
    /// constant before the first. In `f64`: a sum and a step's largest
    /// term may not fit together in the search's `i64`, and the estimate
    /// needs no exact sums.
    low: f64,
    high: f64,
    /// The modulus the partial sum is known to be a multiple of.
    modulus: i64,
    /// The expected nodes at the step, and above it.
    above: f64,
    nodes: f64,
}

impl Walk {
    fn new(base: u32, constant: i64) -> Walk {
        let start = constant as f64;
        Walk {
            base,
            low: start,
            high: start,
            modulus: 1,
            above: 1.0,
            nodes: 0.0,
        }
    }

    /// Adds the nodes of step `k`, whose letter has `weight` and a domain
    /// of `size` digits, the steps after it adding `rest` (least, most),
    /// and whose column makes the partial sum a multiple of `modulus` (0
    /// if it completes none). Whether any node is expected below it.
    #[inline(always)]
    fn step(&mut self, k: usize, weight: i64, rest: (i64, i64), size: u32, modulus: i64) -> bool {
        self.nodes += self.above;
        // The values the sum may have after the step and still reach 0.
        let (lo, hi) = (-(rest.1 as f64), -(rest.0 as f64));
        if hi < lo {
            return false;
        }
        // Of the sums before the step, spread evenly over `low..=high`,
        // the share each digit leaves within `lo..=hi`; of the digits,
        // those the steps before left free, most of them from this step's
        // domain; and where the step completes a column, one in
        // `modulus / self.modulus` of the sums. Multiplied out, for one
        // division rather than three.
        let landing = landing(self.low, self.high, lo, hi, weight as f64, self.base);
        let domain = f64::from(size);
        let free = (domain - k as f64).max(1.0);
        let (mut above, mut below) = (
            free * landing,
            domain.max(1.0) * (self.high - self.low + 1.0),
        );
        if modulus > self.modulus {
            above *= self.modulus as f64;
            below *= modulus as f64;
            self.modulus = modulus;
        }
        let children = above / below;
        self.above *= children;
        self.low = lo;
        self.high = hi;
        self.above > 0.0
    }
}

/// How many of the sums `s + d·weight`, for every `s` in `low..=high`
/// and digit `d` below `base`, lie within `lo..=hi`: added over the
/// digits, the overlap of `low..=high` shifted by `d·weight` with
/// `lo..=hi`.
///
/// Two sums, over the even and the odd digits, and each shift its own
/// product rather than the last one plus the weight: the estimate's time
/// went mostly to waiting on a single chain of additions. (A closed form,
/// the overlap as a function of the shift being a trapezoid and so a sum
/// of four ramps, each an arithmetic series over the digits, took longer
/// in base 10: a division per ramp.) Plain comparisons rather than
/// `f64::min`, which also handles NaN (there is none here) at a higher
/// cost.
#[inline(always)]
fn landing(low: f64, high: f64, lo: f64, hi: f64, weight: f64, base: u32) -> f64 {
    let overlap = |d: u32| {
        let shift = f64::from(d) * weight;
        let top = if high + shift < hi { high + shift } else { hi };
        let bottom = if low + shift > lo { low + shift } else { lo };
        let overlap = top - bottom + 1.0;
        if overlap > 0.0 { overlap } else { 0.0 }
    };
    let (mut even, mut odd) = (0.0, 0.0);
    let mut d = 0;
    while d + 1 < base {
        even += overlap(d);
        odd += overlap(d + 1);
        d += 2;
    }
    if d < base {
        even += overlap(d);
    }
    even + odd
}

/// A single sum's letters as the estimate reads them, in any order: what
/// [`expected_nodes`] reads off a plan's steps, so that a candidate order
/// is rated without building its plan, which costs more than the
/// estimate: choosing among five orders took 2.4 µs with a plan each, 1.2
/// µs with the sketch (`CITRINE + LINEN + SIENNA + TAN == CARMINE`).
///
/// A letter's weight and domain (the digits the zero rule leaves it) are
/// the same in every order; an order only decides which column each step
/// completes and what the steps after it can add.
pub(crate) struct Sketch {
    base: u32,
    constant: i64,
    /// The letters of the sum, in alphabetical order.
    letters: [Letter; MAX_UNKNOWNS],
    len: usize,
    /// Per letter: its weight; its place, the trailing zero digits of its
    /// weight (`u32::MAX` for 0); the size of its domain; and the least
    /// and the most its term adds.
    weight: [i64; MAX_UNKNOWNS],
    place: [u32; MAX_UNKNOWNS],
    size: [u32; MAX_UNKNOWNS],
    least: [i64; MAX_UNKNOWNS],
    most: [i64; MAX_UNKNOWNS],
    /// What all the letters together can add.
    total: (i64, i64),
}

impl Sketch {
    /// The letters of `plan`, a feasible single sum: its weights and
    /// domains, whatever its order.
    pub(crate) fn new(plan: &Plan) -> Sketch {
        let base = plan.base();
        let divisor = Divisor::new(u64::from(base));
        let mut sketch = Sketch {
            base,
            constant: plan.constants().first().copied().unwrap_or(0),
            letters: [0; MAX_UNKNOWNS],
            len: 0,
            weight: [0; MAX_UNKNOWNS],
            place: [u32::MAX; MAX_UNKNOWNS],
            size: [0; MAX_UNKNOWNS],
            least: [0; MAX_UNKNOWNS],
            most: [0; MAX_UNKNOWNS],
            total: (0, 0),
        };
        let mut present = DigitSet::EMPTY;
        for step in plan.sum_steps() {
            let l = usize::from(step.letter);
            let domain = DigitSet::from_bits(step.domain);
            let (least, most) = reach(step.weight, domain);
            sketch.weight[l] = step.weight;
            sketch.place[l] = valuation_by(step.weight, divisor);
            sketch.size[l] = domain.len();
            sketch.least[l] = least;
            sketch.most[l] = most;
            sketch.total.0 += least;
            sketch.total.1 += most;
            present = present.with(u32::from(step.letter));
        }
        for l in present.iter() {
            sketch.letters[sketch.len] = l as Letter;
            sketch.len += 1;
        }
        sketch
    }

    /// The letters by column from the right, the largest weight first
    /// within a column, ties in alphabetical order: the order by column
    /// of a single sum (`by_column`), without a division per letter.
    pub(crate) fn by_column(&self) -> ([Letter; MAX_UNKNOWNS], usize) {
        let mut order = self.letters;
        let key = |l: Letter| {
            let l = usize::from(l);
            (
                self.place[l],
                std::cmp::Reverse(self.weight[l].unsigned_abs()),
            )
        };
        // An insertion sort, stable, on at most 36 letters on the stack.
        for i in 1..self.len {
            let mut j = i;
            while j > 0 && key(order[j - 1]) > key(order[j]) {
                order.swap(j - 1, j);
                j -= 1;
            }
        }
        (order, self.len)
    }

    /// [`expected_nodes`] of the plan of `order`, which holds each letter
    /// of the sum once, or some number of at least `bound` once the count
    /// is known to reach it: a candidate that cannot be the cheapest is
    /// not rated to its end.
    pub(crate) fn expected_nodes(&self, order: &[Letter], bound: f64) -> f64 {
        // The smallest place among the steps from each one on.
        let n = order.len();
        let mut column = [u32::MAX; MAX_UNKNOWNS + 1];
        for i in (0..n).rev() {
            column[i] = column[i + 1].min(self.place[usize::from(order[i])]);
        }
        let mut walk = Walk::new(self.base, self.constant);
        let (mut rest_min, mut rest_max) = self.total;
        for (k, &l) in order.iter().enumerate() {
            let l = usize::from(l);
            rest_min -= self.least[l];
            rest_max -= self.most[l];
            let modulus = column_modulus(self.base, column[k], column[k + 1]);
            let rest = (rest_min, rest_max);
            if !walk.step(k, self.weight[l], rest, self.size[l], modulus) || walk.nodes >= bound {
                break;
            }
        }
        walk.nodes
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::orders_for_tests;
    use crate::planner::candidate_orders;
    use crate::search::sum::count_solutions;
    use crate::{Options, Puzzle};

    /// The nodes a full count of `plan` visits.
    fn nodes(plan: &Plan) -> u64 {
        count_solutions(plan, u64::MAX).1
    }

    #[test]
    fn the_cheapest_expected_order_is_close_to_the_cheapest_order() {
        // Published sums whose candidate orders differ by up to two
        // hundred times in nodes; the default, by weight, is not always
        // the best, nor is the order by column.
        let sums = [
            "SATURN + URANUS + NEPTUNE + PLUTO == PLANETS",
            "GABEL + MESSER == DOLLAR",
            "WHEN + I + REALLY + WANT + A == THRILL",
            "THIS + IT + SEEMS + TO + ME + IS + THE + HEART + OF + THE == MATTER",
            "OHIO + HAWAII + KANSAS + ALASKA == INDIANA",
            "PERSON + WOMAN + MAN == CAMERA",
            "FIFTY + TWENTY + NINE + ONE == EIGHTY",
            "JANUAR + FEBRUAR == STAUSEE",
            "COMPROMISE + STRETCHIEST + MICROSCOPIC == HOMESTRETCH",
            "SEND + A + TAD + MORE == MONEY",
            "TWO + TWENTY == TWELVE + TEN",
            "APOLITICAL + PENICILLIN + PICKPOCKET == KNICKKNACK",
        ];
        let (mut chosen, mut best, mut default) = (0, 0, 0);
        for text in sums {
            let puzzle = Puzzle::parse(text).unwrap();
            let plans: Vec<Plan> = candidate_orders(puzzle.model())
                .iter()
                .map(|order| Plan::new(puzzle.model(), order))
                .collect();
            let costs: Vec<u64> = plans.iter().map(nodes).collect();
            let pick = plans
                .iter()
                .map(expected_nodes)
                .enumerate()
                .min_by(|a, b| a.1.total_cmp(&b.1))
                .unwrap()
                .0;
            let least = *costs.iter().min().unwrap();
            assert!(costs[pick] <= 3 * least, "{text}: {costs:?}, took {pick}");
            chosen += costs[pick];
            best += least;
            default += costs[0];
        }
        // In all, close to the best and far below the default order.
        assert!(chosen * 10 <= best * 12, "{chosen} nodes, best {best}");
        assert!(chosen * 3 <= default, "{chosen} nodes, default {default}");
    }

    #[test]
    fn the_sketch_rates_an_order_as_its_plan_does() {
        // Every published sum and every sum of colour names, under both
        // zero rules, and sums in other bases, some with a letter forced
        // to 0 (as many letters as digits) or a constant.
        let mut puzzles: Vec<(&str, Options)> = Vec::new();
        for text in include_str!("../../../tests/data/alphametics/sums.txt")
            .lines()
            .chain(include_str!("../../../tests/data/alphametics/colour_sums.txt").lines())
            .filter(|l| !l.trim().is_empty())
        {
            puzzles.push((text, Options::new()));
            puzzles.push((text, Options::new().zeros(crate::ZeroRule::Strict)));
        }
        puzzles.extend([
            ("THIS + IS + HIS == CLAIM", Options::new().base(16)),
            ("ABCDE + FGHIJ == KLMNOP", Options::new().base(19)),
            (
                "ABCDEFGHIJ - JIHGFEDCBA == KLMNOPQRST",
                Options::new().base(36),
            ),
            ("SEND + MORE == MONEY + 17", Options::new().base(8)),
            ("ABC + DEF == GHIJ", Options::new()),
        ]);
        let mut compared = 0;
        for (text, options) in puzzles {
            let Ok(puzzle) = Puzzle::parse_with(text, options) else {
                continue;
            };
            let default = crate::planner::default_plan(puzzle.model());
            if !default.is_single_sum() || !default.start_is_feasible() {
                continue;
            }
            let sketch = Sketch::new(&default);
            let (by_column, len) = sketch.by_column();
            assert_eq!(
                by_column[..len],
                super::super::by_column(puzzle.model()),
                "{text}"
            );
            let letters: Vec<Letter> = default.letters().collect();
            for order in orders_for_tests(&letters)
                .into_iter()
                .chain(candidate_orders(puzzle.model()))
            {
                let plan = Plan::new(puzzle.model(), &order);
                let expected = expected_nodes(&plan);
                assert_eq!(
                    sketch.expected_nodes(&order, f64::INFINITY),
                    expected,
                    "{text}, {order:?}"
                );
                // Cut short at a bound, a rating says only that it reaches it.
                let cut = sketch.expected_nodes(&order, expected / 2.0);
                assert!(
                    cut >= expected / 2.0 && cut <= expected,
                    "{text}, {order:?}"
                );
                compared += 1;
            }
        }
        assert!(compared > 10_000, "{compared}");
    }

    #[test]
    fn the_landing_adds_the_overlaps_digit_by_digit() {
        // The sum it replaces, one digit at a time.
        fn by_digit(low: f64, high: f64, lo: f64, hi: f64, weight: f64, base: u32) -> f64 {
            (0..base)
                .map(|d| {
                    let shift = f64::from(d) * weight;
                    let top = (high + shift).min(hi);
                    let bottom = (low + shift).max(lo);
                    (top - bottom + 1.0).max(0.0)
                })
                .sum()
        }
        let mut compared = 0;
        for base in [2, 3, 10, 16, 36] {
            for weight in [
                -1000.0, -99.0, -10.0, -7.0, -1.0, 0.0, 1.0, 3.0, 9.0, 10.0, 91.0, 1000.0,
            ] {
                for (low, high) in [(0.0, 0.0), (-5.0, 5.0), (-100.0, 40.0), (7.0, 3000.0)] {
                    for (lo, hi) in [(0.0, 0.0), (-3.0, 9.0), (-900.0, -20.0), (-50.0, 5000.0)] {
                        for offset in [-2000.0, -90.0, -1.0, 0.0, 13.0, 600.0] {
                            let (low, high) = (low + offset, high + offset);
                            let want = by_digit(low, high, lo, hi, weight, base);
                            let got = landing(low, high, lo, hi, weight, base);
                            assert_eq!(
                                got, want,
                                "{low}..={high} into {lo}..={hi}, {weight} in base {base}"
                            );
                            compared += 1;
                        }
                    }
                }
            }
        }
        assert!(compared > 5000);
    }

    #[test]
    fn no_count_visits_more_than_the_most_nodes() {
        for text in [
            "AS + A == MOM",
            "SEND + MORE == MONEY",
            "A + B + C + D + E == F",
        ] {
            let puzzle = Puzzle::parse(text).unwrap();
            let plan = puzzle.plan();
            assert!(nodes(plan) as f64 <= most_nodes(plan), "{text}");
        }
        // 1 + 10 + 10·9 + 10·9·8 nodes for four letters.
        let four = Puzzle::parse("AS + A == MOM").unwrap();
        assert_eq!(most_nodes(four.plan()), 821.0);
    }

    #[test]
    fn an_infeasible_or_empty_plan_costs_nothing() {
        for text in ["A + B == CDE", "1 + 1 == 2"] {
            let puzzle = Puzzle::parse(text).unwrap();
            assert_eq!(expected_nodes(puzzle.plan()), 0.0, "{text}");
        }
    }
}
