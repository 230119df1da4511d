//! Building a [`Plan`] from a [`Model`] and an order of its letters: the
//! terms of every step and equation, how each step finds its digits, the
//! domains, the conditions placed on their steps, and the column tables.
//!
//! A single sum has a builder of its own (`single_sum`), which shares the
//! helpers here, so that both build the same plan.

use crate::DigitSet;
use crate::divide::{Divisor, Residue};
use crate::lower::Model;
use crate::syntax::{Glyph, Letter, MAX_UNKNOWNS, Relation};

use super::polynomial::PolynomialPlan;
use super::{Built, ColumnStep, ConditionCheck, Constants, Derive, Plan, Step, SumStep, Term};

impl Plan {
    /// The plan that assigns the letters of `model` in `order`, or `None`
    /// unless `order` holds every letter of the puzzle exactly once.
    pub fn from_order(model: &Model, order: &[Letter]) -> Option<Plan> {
        let mut seen = DigitSet::EMPTY;
        for &letter in order {
            let letter = u32::from(letter);
            if !model.letters().contains(letter) || seen.contains(letter) {
                return None;
            }
            seen = seen.with(letter);
        }
        (seen == model.letters()).then(|| Plan::new(model, order))
    }

    /// Builds the plan that assigns letters in `order`, which holds each
    /// letter of `model` once (see [`Plan::from_order`] for the checked form).
    pub(crate) fn new(model: &Model, order: &[Letter]) -> Plan {
        if model.linear().len() == 1 && model.polynomials().is_empty() {
            Plan::single_sum(model, order)
        } else {
            Plan::general(model, order)
        }
    }

    /// [`Plan::new`] for any model: a table of terms per step and
    /// equation. A single sum gets the same steps, terms and checks from
    /// [`Plan::single_sum`], kept in its steps instead of a table.
    pub(crate) fn general(model: &Model, order: &[Letter]) -> Plan {
        let (base, equations) = (model.base(), model.linear());
        let n_eq = equations.len();
        let n = order.len();
        let domains = domains(model, order);
        let domains = &domains[..n];
        let mut terms = vec![Term::ZERO; n * n_eq];
        let mut derives = [Derive::Enumerate; MAX_UNKNOWNS];
        let derives = &mut derives[..n];
        let mut constants = Vec::with_capacity(2 * n_eq);
        constants.extend(equations.iter().map(|eq| eq.constant));
        constants.resize(2 * n_eq, 1);
        let initial_moduli = &mut constants[n_eq..];
        let (mut weights, mut places) = ([0i64; MAX_UNKNOWNS], [0u32; MAX_UNKNOWNS]);
        let mut column = [u32::MAX; MAX_UNKNOWNS + 1];
        let base_divisor = Divisor::new(u64::from(base));
        for (e, eq) in equations.iter().enumerate() {
            for (i, &l) in order.iter().enumerate() {
                weights[i] = eq.weights[l as usize];
                places[i] = valuation_by(weights[i], base_divisor);
            }
            // The last step that moves the equation derives its digit
            // exactly (below): no column derivation to prepare there.
            let last_moving = (0..n).rev().find(|&i| weights[i] != 0);
            // column[i]: the smallest place among steps i.., u32::MAX if none.
            column[n] = u32::MAX;
            for i in (0..n).rev() {
                column[i] = column[i + 1].min(places[i]);
            }
            if column[0] != u32::MAX {
                initial_moduli[e] = pow(base, column[0]);
            }
            let (mut rest_min, mut rest_max) = (0i64, 0i64);
            for i in (0..n).rev() {
                let (lo, hi) = reach(weights[i], domains[i]);
                terms[i * n_eq + e] = Term {
                    weight: weights[i],
                    modulus: column_modulus(base, column[i], column[i + 1]),
                    rest_min,
                    rest_max,
                };
                rest_min += lo;
                rest_max += hi;
            }
            for i in 0..n {
                if weights[i] == 0 || derives[i] != Derive::Enumerate || Some(i) == last_moving {
                    continue;
                }
                if let Some(derive) = column_derive(base, e, weights[i], places[i], &column[i..]) {
                    derives[i] = derive;
                }
            }
        }
        // An exact derivation beats a column one: prefer it when both apply.
        for (i, derive) in derives.iter_mut().enumerate() {
            if let Some(e) = (0..n_eq).find(|&e| {
                terms[i * n_eq + e].weight != 0
                    && (i + 1..n).all(|j| terms[j * n_eq + e].weight == 0)
            }) {
                *derive = Derive::Exact { eq: e };
            }
        }
        defined(model, order, derives);
        let steps: Vec<Step> = order
            .iter()
            .zip(domains.iter().copied())
            .zip(derives.iter().copied())
            .map(|((&letter, domain), derive)| Step {
                letter,
                domain,
                derive,
                distinct: model.distinct_set().contains(u32::from(letter)),
            })
            .collect();
        let constants = if n_eq == 1 {
            Constants::One([constants[0], constants[1]])
        } else {
            Constants::Many(constants)
        };
        Plan::assemble(
            model,
            order,
            &domains[..n],
            steps,
            terms,
            constants,
            Vec::new(),
        )
    }

    /// The fields every plan fills alike: the conditions, the column
    /// table and the polynomial checks, from the steps.
    pub(super) fn assemble(
        model: &Model,
        order: &[Letter],
        domains: &[DigitSet],
        steps: Vec<Step>,
        terms: Vec<Term>,
        constants: Constants,
        sum_steps: Vec<SumStep>,
    ) -> Plan {
        let base = model.base();
        // Most plans have no condition: they need no table of checks.
        let (conditions, conditions_feasible) = if model.conditions().is_empty() {
            (Vec::new(), true)
        } else {
            place_conditions(model, order, domains)
        };
        let derives = steps
            .iter()
            .map(|s| s.derive)
            .chain(sum_steps.iter().map(|s| s.derive));
        Plan {
            base,
            alphabet: model.shared_alphabet(),
            prepared: Built::default(),
            single_steps: Built::default(),
            columns: column_table(base, derives),
            sum_steps,
            steps,
            terms,
            constants,
            distinct: order
                .iter()
                .enumerate()
                .filter(|&(_, &l)| model.distinct_set().contains(u32::from(l)))
                .fold(0, |bits, (i, _)| bits | 1 << i),
            polynomials: (!model.polynomials().is_empty())
                .then(|| Box::new(PolynomialPlan::new(base, model.shared_polynomials(), order))),
            any_conditions: conditions.iter().any(|c| !c.is_empty()),
            conditions,
            conditions_feasible,
        }
    }
}

/// Sets `Derive::Defined` on the enumerated steps whose letter is in a
/// word some polynomial defines from words all known before the step.
fn defined(model: &Model, order: &[Letter], derives: &mut [Derive]) {
    let mut step_of = [usize::MAX; MAX_UNKNOWNS];
    for (i, &l) in order.iter().enumerate() {
        step_of[l as usize] = i;
    }
    // The last step that sets a letter of `glyphs`; `None` if it has none.
    let set_by = |glyphs: &[Glyph]| {
        glyphs
            .iter()
            .filter_map(|g| match *g {
                Glyph::Letter(l) => Some(step_of[l as usize]),
                Glyph::Digit(_) => None,
            })
            .max()
    };
    for (poly, eq) in model.polynomials().iter().enumerate() {
        let Some((slot, program)) = &eq.defines else {
            continue;
        };
        // The step after which the defining expression is known.
        let ready = program.slots().filter_map(|s| set_by(&eq.words[s])).max();
        let word = &eq.words[*slot];
        for (place, glyph) in word.iter().rev().enumerate() {
            let Glyph::Letter(l) = *glyph else { continue };
            let i = step_of[l as usize];
            if i < derives.len() && ready.is_none_or(|r| i > r) && derives[i] == Derive::Enumerate {
                derives[i] = Derive::Defined {
                    poly,
                    place: place as u32,
                };
            }
        }
    }
}

/// Per step, the conditions of `model` checked there, and whether every
/// condition can hold at all. A `<=` condition is checked at every step
/// that moves it, by its bound; a `!=` one once, at its last letter.
fn place_conditions(
    model: &Model,
    order: &[Letter],
    domains: &[DigitSet],
) -> (Vec<Vec<ConditionCheck>>, bool) {
    let n = order.len();
    let mut checks = vec![Vec::new(); n];
    let mut feasible = true;
    for condition in model.conditions() {
        let weights: Vec<i64> = order
            .iter()
            .map(|&l| condition.weights[l as usize])
            .collect();
        // rest_min[i]: the least steps i.. can add.
        let mut rest_min = vec![0i64; n + 1];
        for i in (0..n).rev() {
            let w = weights[i];
            let lo = w * domains[i].min().unwrap_or(0) as i64;
            let hi = w * domains[i].max().unwrap_or(0) as i64;
            rest_min[i] = rest_min[i + 1] + lo.min(hi);
        }
        let moving: Vec<usize> = (0..n).filter(|&i| weights[i] != 0).collect();
        let Some(&last) = moving.last() else {
            // No letter moves it: it holds for every assignment or none.
            let c = condition.constant;
            feasible &= match condition.relation {
                Relation::Ne => c != 0,
                _ => c <= 0,
            };
            continue;
        };
        for &i in &moving {
            if condition.relation == Relation::Ne && i != last {
                continue;
            }
            checks[i].push(ConditionCheck {
                terms: moving
                    .iter()
                    .take_while(|&&j| j <= i)
                    .map(|&j| (j, weights[j]))
                    .collect(),
                constant: condition.constant,
                rest_min: rest_min[i + 1],
                relation: condition.relation,
            });
        }
    }
    (checks, feasible)
}

/// The digits each unknown of `order` may take: the model's for it,
/// without 0 for a leading one; none at all for the distinct letters when
/// there are more of them than digits. When every digit is taken by a
/// distinct letter and only one of them may be 0, that one letter must
/// be the 0. The other unknowns (a `?`, a letter the options let repeat a
/// digit) are bound to no other digit, so only the distinct letters count.
pub(super) fn domains(model: &Model, order: &[Letter]) -> [DigitSet; MAX_UNKNOWNS] {
    let (digits, leading, distinct) = (model.digits(), model.leading(), model.distinct_set());
    let own = |l: Letter| {
        let own = model.allowed(l);
        if leading.contains(l as u32) {
            own.without(0)
        } else {
            own
        }
    };
    let letters = || order.iter().filter(|&&l| distinct.contains(l as u32));
    let count = letters().count();
    let crowded = count > digits.len() as usize;
    let mut zeros = letters().filter(|&&l| own(l).contains(0));
    let forced_zero = match (zeros.next(), zeros.next()) {
        (Some(&only), None) if count == digits.len() as usize && digits.contains(0) => Some(only),
        _ => None,
    };
    // An order holds each unknown once, so it has at most MAX_UNKNOWNS
    // steps: the table fits on the stack.
    debug_assert!(order.len() <= MAX_UNKNOWNS);
    let mut domains = [DigitSet::EMPTY; MAX_UNKNOWNS];
    for (domain, &l) in domains.iter_mut().zip(order) {
        *domain = if crowded && distinct.contains(l as u32) {
            DigitSet::EMPTY
        } else if forced_zero == Some(l) {
            own(l).intersect(DigitSet::single(0))
        } else {
            own(l)
        };
    }
    domains
}

/// The least and the most a letter of weight `w` adds over `domain`.
pub(crate) fn reach(w: i64, domain: DigitSet) -> (i64, i64) {
    let lo = w * domain.min().unwrap_or(0) as i64;
    let hi = w * domain.max().unwrap_or(0) as i64;
    (lo.min(hi), lo.max(hi))
}

/// The modulus a step makes checkable, `here` and `next` being the
/// smallest place among the steps from it and from the next one on: `0`
/// when it makes none.
pub(crate) fn column_modulus(base: u32, here: u32, next: u32) -> i64 {
    if next > here && next != u32::MAX {
        pow(base, next)
    } else {
        0
    }
}

/// How a step of equation `eq` with weight `w` at `place` derives its
/// digit by column, `column[0]` and `column[1]` being the smallest place
/// among the steps from it and from the next one on: when it is the only
/// letter left in its lowest column and its weight there is invertible.
pub(super) fn column_derive(
    base: u32,
    eq: usize,
    w: i64,
    place: u32,
    column: &[u32],
) -> Option<Derive> {
    if place != column[0] || column[1] <= column[0] {
        return None;
    }
    let modulus = pow(base, column[0]);
    let unit = (w / modulus).rem_euclid(base as i64);
    inverse_mod(unit, base as i64).map(|inverse| Derive::Column {
        eq,
        modulus,
        inverse,
    })
}

/// Per step, what a [`Derive::Column`] step needs at speed; empty when no
/// step derives by column, as in the order by descending weight, the
/// default, most of the time.
fn column_table(base: u32, derives: impl Iterator<Item = Derive> + Clone) -> Vec<ColumnStep> {
    if !derives.clone().any(|d| matches!(d, Derive::Column { .. })) {
        return Vec::new();
    }
    derives
        .map(|derive| match derive {
            Derive::Column {
                modulus, inverse, ..
            } => {
                // `r · inverse` modulo the base for every residue `r`,
                // by steps of `inverse`: no division per entry.
                let mut digits = [0u8; 36];
                let mut d = 0;
                for entry in digits.iter_mut().take(base as usize) {
                    *entry = d as u8;
                    d += inverse;
                    if d >= base as i64 {
                        d -= base as i64;
                    }
                }
                ColumnStep {
                    modulus: Divisor::new(modulus as u64),
                    base: Residue::new(u64::from(base)),
                    digits,
                }
            }
            _ => ColumnStep {
                modulus: Divisor::new(1),
                base: Residue::new(u64::from(base)),
                digits: [0; 36],
            },
        })
        .collect()
}

/// The inverse of `unit` modulo `base`, if it has one: found by adding
/// `unit` step by step, as a plan may look for one at every column.
fn inverse_mod(unit: i64, base: i64) -> Option<i64> {
    let mut product = 0;
    for x in 1..base {
        product += unit;
        if product >= base {
            product -= base;
        }
        if product == 1 {
            return Some(x);
        }
    }
    None
}

/// Orders of `letters` for the tests that compare plans or ratings
/// across orders: as given, reversed, and each rotation and swap with the
/// first letter.
#[cfg(test)]
pub(crate) fn orders_for_tests(letters: &[Letter]) -> Vec<Vec<Letter>> {
    let mut orders = vec![letters.to_vec(), letters.iter().rev().copied().collect()];
    for k in 1..letters.len() {
        let mut rotated = letters.to_vec();
        rotated.rotate_left(k);
        orders.push(rotated);
        let mut swapped = letters.to_vec();
        swapped.swap(0, k);
        orders.push(swapped);
    }
    orders
}

pub(super) fn pow(base: u32, k: u32) -> i64 {
    (base as i64).pow(k)
}

/// The number of trailing zero digits of `w` in `base`; `u32::MAX` for 0.
pub(crate) fn valuation(w: i64, base: u32) -> u32 {
    valuation_by(w, Divisor::new(u64::from(base)))
}

/// [`valuation`] with the base prepared: a plan takes the valuation of
/// every weight, and a division instruction per digit would cost more
/// than the rest of building the plan of a small sum.
pub(crate) fn valuation_by(mut w: i64, base: Divisor) -> u32 {
    if w == 0 {
        return u32::MAX;
    }
    let mut k = 0;
    while base.divides(w) {
        w = base.exact_quotient(w);
        k += 1;
    }
    k
}

#[cfg(test)]
mod tests {
    use crate::Puzzle;
    use crate::plan::Plan;

    #[test]
    fn an_order_holds_every_letter_once() {
        let puzzle = Puzzle::parse("TO + GO == OUT").unwrap();
        let model = puzzle.model();
        let order: Vec<u8> = model.letters().iter().map(|l| l as u8).collect();
        assert_eq!(Plan::from_order(model, &order).unwrap().steps().len(), 4);
        assert!(Plan::from_order(model, &order[1..]).is_none());
        assert!(Plan::from_order(model, &[0, 0, 0, 0]).is_none());
    }
}
