//! Choosing the search order of a puzzle's letters.
//!
//! No single order suits every puzzle: taking letters by descending weight
//! lets the bounds settle the leading columns at once, while taking them
//! column by column from the right lets every finished column prune and
//! derive a letter. The planner builds a plan for each candidate order and
//! keeps the one whose search visits the fewest nodes, racing them under a
//! growing node budget so that the cost of choosing stays a small multiple
//! of the cost of the best search.

#[cfg(feature = "codegen")]
mod climb;

#[cfg(feature = "codegen")]
pub(crate) use climb::{ORDER_BUDGET, choose_plan};

use crate::plan::{Model, Plan, valuation};
use crate::search::count_nodes;
use crate::syntax::Letter;

/// The first node budget of the race; it doubles each round.
const FIRST_BUDGET: u64 = 256;
/// Past this budget the race stops and the default order is used.
const LAST_BUDGET: u64 = 1 << 17;

/// The plan with the best search order among the candidates.
pub(crate) fn best_plan(model: &Model) -> Plan {
    let plans: Vec<Plan> = candidate_orders(model)
        .into_iter()
        .map(|order| Plan::new(model, &order))
        .collect();
    let mut budget = FIRST_BUDGET;
    while budget <= LAST_BUDGET {
        // Within a round, a candidate only has to beat the best so far.
        let mut best: Option<(u64, usize)> = None;
        for (i, plan) in plans.iter().enumerate() {
            let cap = best.map_or(budget, |(nodes, _)| nodes);
            if let Some(nodes) = count_nodes(plan, cap) {
                best = Some((nodes, i));
            }
        }
        if let Some((_, i)) = best {
            return plans
                .into_iter()
                .nth(i)
                .expect("the index comes from the list");
        }
        budget *= 2;
    }
    plans
        .into_iter()
        .next()
        .expect("there is always a candidate order")
}

/// Candidate orders, the default first.
///
/// In a polynomial equation a letter's place is its lowest column in any
/// word (an exponent's letters count as column 0: they are needed whole
/// before any column check), and its magnitude the place value of its
/// highest column.
pub(crate) fn candidate_orders(model: &Model) -> Vec<Vec<Letter>> {
    let (base, equations, polynomials) = (model.base(), model.linear(), model.polynomials());
    let letters: Vec<Letter> = model.letters().iter().map(|l| l as Letter).collect();
    // (column from the right, place from the left, exponent) of every
    // occurrence of `l` in a polynomial word.
    let occurrences = |l: Letter| {
        polynomials.iter().flat_map(move |eq| {
            eq.words
                .iter()
                .zip(&eq.exponent)
                .flat_map(move |(word, &exp)| {
                    word.iter()
                        .enumerate()
                        .filter(move |&(_, &w)| w == l)
                        .map(move |(i, _)| ((word.len() - 1 - i) as u32, i as u32, exp))
                })
        })
    };
    // In a product or a ratio the leading digits of every word matter
    // alike, so a letter of a polynomial weighs by how far left it stands.
    let magnitude = |l: Letter| {
        let linear = equations
            .iter()
            .map(|eq| eq.weights[l as usize].unsigned_abs())
            .max()
            .unwrap_or(0);
        let poly = occurrences(l)
            .map(|(_, from_left, _)| (base as u64).saturating_pow(20u32.saturating_sub(from_left)))
            .max()
            .unwrap_or(0);
        linear.max(poly)
    };
    let place = |l: Letter| {
        let linear = equations
            .iter()
            .map(|eq| valuation(eq.weights[l as usize], base))
            .min()
            .unwrap_or(u32::MAX);
        let poly = occurrences(l)
            .map(|(k, _, exp)| if exp { 0 } else { k })
            .min()
            .unwrap_or(u32::MAX);
        linear.min(poly)
    };
    // Sorts are stable and the letters start in alphabetical order, so ties
    // always break the same way and the macro's output is deterministic.
    let mut by_column = letters.clone();
    by_column.sort_by_key(|&l| (place(l), std::cmp::Reverse(magnitude(l))));
    let mut by_weight = letters;
    by_weight.sort_by_key(|&l| std::cmp::Reverse(magnitude(l)));
    let mut orders = vec![by_column.clone(), by_weight.clone()];
    for k in 1..4.min(by_weight.len()) {
        let head = &by_weight[..k];
        let mut order = head.to_vec();
        order.extend(by_column.iter().filter(|l| !head.contains(l)));
        orders.push(order);
    }
    orders
}

#[cfg(test)]
mod experiment {
    use super::*;
    use crate::Puzzle;
    #[test]
    fn orders_report() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/alphametics/");
        let sums = std::fs::read_to_string(format!("{dir}sums.txt")).unwrap();
        let exprs = std::fs::read_to_string(format!("{dir}expressions.txt")).unwrap();
        let planted = std::fs::read_to_string(format!("{dir}planted_bases.tsv")).unwrap();
        let mut rows: Vec<(String, u32)> = sums.lines().chain(exprs.lines()).map(|l| (l.to_string(), 10)).collect();
        for l in planted.lines().skip(1) { let f: Vec<&str> = l.split('\t').collect(); rows.push((f[0].to_string(), f[1].parse().unwrap())); }
        for (text, base) in rows {
            let t0 = std::time::Instant::now();
            let p = match Puzzle::parse_with_base(&text, base) { Ok(p) => p, Err(_) => continue };
            let parse = t0.elapsed();
            let model = p.model();
            let mut line = format!("{:>8.1}us |", parse.as_secs_f64()*1e6);
            for order in candidate_orders(model) {
                let plan = Plan::new(model, &order);
                let n = count_nodes(&plan, 5_000_000);
                let mut s = crate::search::Search::with_budget(&plan, 5_000_000);
                let _ = s.next_solution();
                line += &format!(" {:>9}/{:<8}", n.map_or("-".to_string(), |n| n.to_string()), s.nodes());
            }
            println!("{line} | b{base} {}", &text[..text.len().min(60)]);
        }
    }
}
