//! Choosing the search order of a puzzle's letters.
//!
//! No single order suits every puzzle: taking letters by descending weight
//! lets the bounds settle the leading columns at once, while taking them
//! column by column from the right lets every finished column prune and
//! derive a letter. Over the published sums and planted sums in bases 16
//! to 36, descending weight is the best single order both for counting
//! (its search visits 1.6 times the nodes of the best candidate, geometric
//! mean) and for a first solution (1.9 times), where the column order
//! visits 3.2 and 7 times as many; so it is the order tried first.
//!
//! A count of a large sum chooses its order by an estimate of each
//! candidate's nodes read off a sketch of the sum (`expected.rs`), once
//! the default's estimate says choosing can pay ([`counting_plan`]). It
//! does so only once its count in the default order has proved costly
//! ([`COUNT_BEFORE_CHOOSING`]): the count waits where it is, and goes on
//! if the default is kept, so a small count never pays for choosing.
//!
//! For a first solution, choosing costs nothing up front: the default
//! order's search simply runs. Only when it proves costly (more
//! than [`FIRST_SLICE`] nodes) are the other candidates built, and then
//! all of them race, each resuming its own search under a doubling budget,
//! until one finds a solution or proves there is none: the work is at
//! most a small multiple of the best candidate's, and the winner's
//! solution is the answer, so nothing is searched twice. The default
//! goes on with the search it began, with a larger budget than the others
//! ([`DEFAULT_SHARE`]), as it is the one most likely to win. In large
//! bases the race is what keeps first solutions fast: no single order is
//! always good there.

#[cfg(feature = "codegen")]
mod climb;
mod expected;

#[cfg(feature = "codegen")]
pub(crate) use climb::{ORDER_BUDGET, choose_counting_plan, choose_plan};

use crate::lower::Model;
use crate::plan::{Plan, valuation};
use crate::search::sum::{self, First};
use crate::search::{Search, solution_of};
use crate::solution::Solution;
use crate::syntax::{Glyph, Letter, MAX_UNKNOWNS};
use expected::{Sketch, expected_nodes, most_nodes};

/// The nodes the default order's search may visit alone before the other
/// candidates join the race: some 50 µs, which few published or planted
/// puzzles reach. With a slice of 1024 the planted sums in bases 16 to 36
/// took 1.6 times as long in all: most that passed it were races the
/// default won anyway.
const FIRST_SLICE: u64 = 16384;

/// How many times the other candidates' budget the default order gets in
/// each round of a race. With an equal share, the planted sums took about
/// twice as long in all, the default winning most races.
const DEFAULT_SHARE: u64 = 4;

/// The expected nodes ([`expected_nodes`]) of the default order's count
/// below which it is counted as it is. Choosing rates four more orders
/// and plans the one chosen, about 1 µs, as much as a count of some 300
/// nodes; and the estimate runs high on many sums, up to forty
/// times (3,152 for the 77 nodes of `WHAT + A + WEEK + AT + NEWS + THIS +
/// HAS == BEEN`), so only a default rated well above that is worth it.
const CHOOSE_ABOVE: f64 = 4000.0;

/// The size of a sum's whole tree of assignments ([`most_nodes`]) below
/// which its count keeps the default order without rating it: every sum
/// of up to 9 letters in base 10 (up to 6 in base 16). Rating the default
/// alone costs some 160 ns, more than the count of a small sum of 9
/// letters (`POTATO + TOMATO == PUMPKIN`, 120 ns); the sums of 9 letters
/// that gain from another order (three of the sums of colour names, one
/// published) are left to the default.
const SMALL_TREE: f64 = 3e6;

/// The nodes a count of a sum that may choose its order ([`may_choose`])
/// visits in the default order before it stops to choose. Most sums of
/// ten letters or more that keep their default are counted within it
/// (`WHICH + WAS + WITH + THE == FATHER` in 39 nodes, `COUPLE + COUPLE ==
/// QUARTET` in 119, some 1 µs), and so no longer pay the 160 ns of rating
/// their default; a sum that changes order pays these nodes on top of
/// choosing (`FIFTY + TWENTY + NINE + ONE == EIGHTY`: 1,955 nodes in the
/// default order, 190 in the one chosen).
pub(crate) const COUNT_BEFORE_CHOOSING: u64 = 128;

/// Whether a count of `default` may choose another order: a single sum
/// (the estimate reads single sums only) whose tree is not small
/// ([`SMALL_TREE`]).
pub(crate) fn may_choose(default: &Plan) -> bool {
    default.is_single_sum() && most_nodes(default) >= SMALL_TREE
}

/// How many times cheaper than the default another order must be
/// expected to be to replace it. The estimate rates some orders by column
/// several times too low where the default's bounds cut early
/// (`ZEROES + ONES == BINARY`: 1,785 against 2,185 for 942 nodes against
/// 222); with this margin no published sum is counted in more nodes than
/// in the default order.
const MARGIN: f64 = 1.5;

/// The plan to count every solution of a single sum with: `None` for the
/// default, or the candidate whose count is expected to be cheapest, when
/// the default's is expected to cost more than [`CHOOSE_ABOVE`] nodes.
/// Other plans keep the default: the estimate reads single sums only.
///
/// The choice depends on the sum alone, so every count of a puzzle, the
/// first included, runs in the same order once the choice is made.
pub(crate) fn counting_plan(model: &Model, default: &Plan) -> Option<Plan> {
    if !may_choose(default) {
        return None;
    }
    let default_cost = expected_nodes(default);
    if default_cost < CHOOSE_ABOVE {
        return None;
    }
    // The default's letters are the order by weight. The candidates are
    // rated from a sketch of the sum, and only the one chosen is planned.
    let mut by_weight = [0 as Letter; MAX_UNKNOWNS];
    let n = default.len();
    for (slot, l) in by_weight.iter_mut().zip(default.letters()) {
        *slot = l;
    }
    let by_weight = &by_weight[..n];
    let sketch = Sketch::new(default);
    let (by_column, len) = sketch.by_column();
    let mut least = default_cost / MARGIN;
    let mut best: Option<[Letter; MAX_UNKNOWNS]> = None;
    each_candidate(by_weight, &by_column[..len], |order| {
        if order == by_weight {
            return;
        }
        let cost = sketch.expected_nodes(order, least);
        if cost < least {
            least = cost;
            let mut kept = [0 as Letter; MAX_UNKNOWNS];
            kept[..order.len()].copy_from_slice(order);
            best = Some(kept);
        }
    });
    best.map(|order| Plan::new(model, &order[..n]))
}

/// The plan of the default order: letters by descending weight, or for a
/// long division or multiplication, the written method's order.
pub(crate) fn default_plan(model: &Model) -> Plan {
    if let Some(chosen) = model.chosen_letters() {
        return Plan::new(model, &written_order(model, chosen));
    }
    if !model.polynomials().is_empty() {
        return Plan::new(model, &by_weight(model));
    }
    // Every puzzle pays for this plan, most of them in well under a
    // microsecond of search: the order of a linear puzzle is sorted on
    // the stack, by the same key and with the same ties as `by_weight`.
    //
    // Each letter's key is one integer, its weight above its letter
    // flipped, so that in descending order of keys the heaviest letter
    // comes first and, among equal weights, the first letter first. The
    // keys are distinct, and each letter's place is the number of keys
    // above its own: counted without a branch to mispredict, as a sort's
    // comparisons would, which took a tenth of the plan's time.
    let mut keys = [0u128; MAX_UNKNOWNS];
    let mut n = 0;
    for l in model.letters().iter() {
        // `magnitude` of a letter with no polynomial to stand in.
        let weight = linear_magnitude(model, l as Letter);
        keys[n] = u128::from(weight) << 8 | u128::from(u8::MAX - l as u8);
        n += 1;
    }
    let keys = &keys[..n];
    let mut order = [0 as Letter; MAX_UNKNOWNS];
    for &key in keys {
        let place = keys.iter().filter(|&&k| k > key).count();
        order[place] = u8::MAX - key as u8;
    }
    Plan::new(model, &order[..n])
}

/// The order of a long division or multiplication: next, any letter that
/// its step can work out (the last unknown of a linear equation, or in a
/// word a polynomial defines from words all known), else the next letter
/// the written method chooses (`chosen`), else the heaviest.
fn written_order(model: &Model, chosen: &[Letter]) -> Vec<Letter> {
    let mask = |glyphs: &[Glyph]| {
        glyphs.iter().fold(0u64, |m, g| match *g {
            Glyph::Letter(l) => m | 1 << l,
            Glyph::Digit(_) => m,
        })
    };
    let linear: Vec<u64> = model
        .linear()
        .iter()
        .map(|eq| {
            (0..MAX_UNKNOWNS)
                .filter(|&l| eq.weights[l] != 0)
                .fold(0u64, |m, l| m | 1 << l)
        })
        .collect();
    // Per defining polynomial: the letters of its expression, and of the
    // word it defines.
    let defining: Vec<(u64, u64)> = model
        .polynomials()
        .iter()
        .filter_map(|eq| {
            let (slot, program) = eq.defines.as_ref()?;
            let expression = program.slots().fold(0, |m, s| m | mask(&eq.words[s]));
            Some((expression, mask(&eq.words[*slot])))
        })
        .collect();
    let mut rest = by_weight(model);
    let mut order = Vec::with_capacity(rest.len());
    let mut set = 0u64;
    while !rest.is_empty() {
        let worked_out = |l: Letter| {
            let bit = 1u64 << l;
            linear.iter().any(|&m| m & !set == bit)
                || defining
                    .iter()
                    .any(|&(expression, word)| expression & !set == 0 && word & bit != 0)
        };
        let pick = rest
            .iter()
            .position(|&l| worked_out(l))
            .or_else(|| {
                let next = chosen.iter().find(|&&l| set & 1 << l == 0)?;
                rest.iter().position(|l| l == next)
            })
            .unwrap_or(0);
        let l = rest.remove(pick);
        set |= 1 << l;
        order.push(l);
    }
    order
}

/// What a race found.
#[derive(Debug)]
pub(crate) struct Raced {
    /// The plan whose search reached the goal first; `None` for the
    /// default.
    pub(crate) plan: Option<Plan>,
    /// The first of them.
    pub(crate) first: Option<Solution>,
}

/// Races the candidate orders of `model`, starting from `default`, until
/// one search has found a first solution or has run out of candidates;
/// `None` if no search got there within `max_nodes` nodes in all.
pub(crate) fn race(model: &Model, default: &Plan, max_nodes: u64) -> Option<Raced> {
    // Alone, the default is cheap to try; most puzzles end here. A single
    // sum tries it on the count's recursion, which hands back the same
    // search, paused, if the slice runs out.
    let slice = FIRST_SLICE.min(max_nodes);
    let alone = if default.is_single_sum() {
        match sum::first_solution(default, slice) {
            First::Found(digits) => {
                return Some(Raced {
                    plan: None,
                    first: Some(solution_of(default, &digits[..default.len()])),
                });
            }
            First::Exhausted => {
                return Some(Raced {
                    plan: None,
                    first: None,
                });
            }
            First::Paused(search) => Runner {
                plan: default,
                search: *search,
                first: None,
            },
        }
    } else {
        let mut alone = Runner::new(default, slice);
        if alone.run() {
            return Some(Raced {
                plan: None,
                first: alone.first.take(),
            });
        }
        alone
    };
    let default_order: Vec<Letter> = default.letters().collect();
    let others: Vec<Plan> = candidate_orders(model)
        .into_iter()
        .filter(|order| *order != default_order)
        .map(|order| Plan::new(model, &order))
        .collect();
    let winner = {
        // The default keeps the search it has begun, and as the order
        // that is best most often, it gets a larger share of each round.
        let mut runners: Vec<Runner<'_>> = std::iter::once(alone)
            .chain(others.iter().map(|plan| Runner::new(plan, 0)))
            .collect();
        let mut cap = FIRST_SLICE;
        let mut spent = runners[0].search.nodes();
        'race: loop {
            cap = cap.saturating_mul(2);
            for (i, runner) in runners.iter_mut().enumerate() {
                let share = if i == 0 {
                    cap.saturating_mul(DEFAULT_SHARE)
                } else {
                    cap
                };
                let before = runner.search.nodes();
                let allowed = share.min(before + max_nodes.saturating_sub(spent));
                runner.search.set_budget(allowed);
                let done = runner.run();
                spent += runner.search.nodes() - before;
                if done {
                    break 'race Some((i, runner.first.take()));
                }
                if spent >= max_nodes {
                    break 'race None;
                }
            }
        }
    };
    let (i, first) = winner?;
    let plan = if i == 0 {
        None
    } else {
        Some(others.into_iter().nth(i - 1)?)
    };
    Some(Raced { plan, first })
}

/// One search of a race, with the solution it found.
struct Runner<'p> {
    plan: &'p Plan,
    search: Search<'p>,
    first: Option<Solution>,
}

impl<'p> Runner<'p> {
    fn new(plan: &'p Plan, budget: u64) -> Self {
        Runner {
            plan,
            search: Search::with_budget(plan, budget),
            first: None,
        }
    }

    /// Searches until a solution is found (true), the search is exhausted
    /// (true) or its budget is spent (false).
    fn run(&mut self) -> bool {
        match self.search.next_solution() {
            Some(digits) => {
                self.first = Some(solution_of(self.plan, digits));
                true
            }
            None => !self.search.exceeded_budget(),
        }
    }
}

/// Candidate orders, the default (by descending weight) first, then by
/// column from the right and hybrids: the first one, two or three letters
/// by weight, the rest by column.
pub(crate) fn candidate_orders(model: &Model) -> Vec<Vec<Letter>> {
    let mut orders = Vec::new();
    each_candidate(&by_weight(model), &by_column(model), |order| {
        orders.push(order.to_vec());
    });
    orders
}

/// Calls `visit` with each candidate order, in the order of
/// [`candidate_orders`], built from the orders by weight and by column.
fn each_candidate(by_weight: &[Letter], by_column: &[Letter], mut visit: impl FnMut(&[Letter])) {
    visit(by_weight);
    visit(by_column);
    let mut order = [0 as Letter; MAX_UNKNOWNS];
    for k in 1..4.min(by_weight.len()) {
        let head = &by_weight[..k];
        order[..k].copy_from_slice(head);
        let mut n = k;
        for &l in by_column.iter().filter(|l| !head.contains(l)) {
            order[n] = l;
            n += 1;
        }
        visit(&order[..n]);
    }
}

/// The letters by descending magnitude.
///
/// Sorts are stable and the letters start in alphabetical order, so ties
/// always break the same way and the macro's output is deterministic.
fn by_weight(model: &Model) -> Vec<Letter> {
    let mut order = letters(model);
    order.sort_by_cached_key(|&l| std::cmp::Reverse(magnitude(model, l)));
    order
}

/// The letters by column from the right, the largest magnitude first
/// within a column.
fn by_column(model: &Model) -> Vec<Letter> {
    let mut order = letters(model);
    order.sort_by_cached_key(|&l| (place(model, l), std::cmp::Reverse(magnitude(model, l))));
    order
}

fn letters(model: &Model) -> Vec<Letter> {
    model.letters().iter().map(|l| l as Letter).collect()
}

/// `(column from the right, place from the left, in an exponent)` of every
/// occurrence of `l` in a polynomial word.
fn occurrences(model: &Model, l: Letter) -> impl Iterator<Item = (u32, u32, bool)> + '_ {
    model.polynomials().iter().flat_map(move |eq| {
        eq.words
            .iter()
            .zip(&eq.exponent)
            .flat_map(move |(word, &exp)| {
                word.iter()
                    .enumerate()
                    .filter(move |&(_, &w)| w == Glyph::Letter(l))
                    .map(move |(i, _)| ((word.len() - 1 - i) as u32, i as u32, exp))
            })
    })
}

/// How much a letter's digit moves its equations: its largest |weight|; in
/// a product or a ratio the leading digits of every word matter alike, so
/// there a letter weighs by how far left it stands (the place value of its
/// highest column).
fn magnitude(model: &Model, l: Letter) -> u64 {
    let linear = linear_magnitude(model, l);
    let base = model.base() as u64;
    let poly = occurrences(model, l)
        .map(|(_, from_left, _)| base.saturating_pow(20u32.saturating_sub(from_left)))
        .max()
        .unwrap_or(0);
    linear.max(poly)
}

/// The largest |weight| of a letter in the linear equations.
#[inline]
fn linear_magnitude(model: &Model, l: Letter) -> u64 {
    model
        .linear()
        .iter()
        .map(|eq| eq.weights[l as usize].unsigned_abs())
        .max()
        .unwrap_or(0)
}

/// The lowest column a letter stands in; an exponent's letters count as
/// column 0, as they are needed whole before any column check.
fn place(model: &Model, l: Letter) -> u32 {
    let linear = model
        .linear()
        .iter()
        .map(|eq| valuation(eq.weights[l as usize], model.base()))
        .min()
        .unwrap_or(u32::MAX);
    let poly = occurrences(model, l)
        .map(|(k, _, exp)| if exp { 0 } else { k })
        .min()
        .unwrap_or(u32::MAX);
    linear.min(poly)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::Derive;
    use crate::{Options, Puzzle};

    #[test]
    fn the_default_order_is_by_weight() {
        // Ties of weight (`A`, `B` and `C` below; `X + X == X` has one
        // letter), letters of more than one equation, negative weights,
        // relations, large bases and a polynomial.
        for (text, base) in [
            ("SEND + MORE == MONEY", 10),
            ("A + B + C == DE", 10),
            ("AB + BA == CC", 10),
            ("X + X == X", 10),
            ("ABC - CBA == DEF, A + B == C", 10),
            ("SEND + MORE == MONEY, S > M", 10),
            ("THIS + IS + HIS == CLAIM", 36),
            ("ABCDEFGHIJ - JIHGFEDCBA == KLMNOPQRST", 36),
            ("ODD * ODD == FREAKY", 10),
        ] {
            let puzzle = Puzzle::parse_with(text, Options::new().base(base)).expect(text);
            let plan = default_plan(puzzle.model());
            let order: Vec<Letter> = plan.letters().collect();
            assert_eq!(order, by_weight(puzzle.model()), "{text}");
        }
    }

    #[test]
    fn a_layout_chooses_what_the_written_method_chooses_and_works_out_the_rest() {
        // The multiplier's last digit D, then the multiplicand I7Q: every
        // other letter follows from the lines, the product and its sum.
        let puzzle = Puzzle::parse("I7Q * BD = ?7J?D | OOBD | ?I6B").unwrap();
        let plan = default_plan(puzzle.model());
        let chosen: String = plan
            .steps()
            .iter()
            .filter(|s| s.derive == Derive::Enumerate)
            .map(|s| puzzle.model().alphabet()[s.letter as usize])
            .collect();
        assert_eq!(chosen, "DIQ");
        // A division's quotient digits are defined by the number each
        // step divides and the divisor, in equations never checked.
        let puzzle = Puzzle::parse("YF1 / CL = FL | YF - YL = F | ").unwrap();
        let model = puzzle.model();
        let defined: String = model
            .polynomials()
            .iter()
            .filter(|p| p.implied)
            .filter_map(
                |p| match p.defines.as_ref().map(|(slot, _)| &p.words[*slot][..]) {
                    Some(&[Glyph::Letter(l)]) => Some(model.alphabet()[l as usize]),
                    _ => None,
                },
            )
            .collect();
        assert_eq!(defined, "F");
        let plan = default_plan(model);
        assert!(
            plan.polynomials()
                .checks
                .iter()
                .flatten()
                .all(|c| !model.polynomials()[c.eq].implied)
        );
    }
}
