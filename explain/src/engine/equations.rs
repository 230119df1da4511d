//! The rules on whole equations and relations: bounds, residues, and
//! evaluation of the constraints that are not linear.

use alphametic_runtime::{Cell, ProductTerms, Puzzle};

use super::window::{Rem, Scratch, UNBOUNDED, walk};
use super::{Change, Engine, MAX, RESIDUE_LIMIT, State, bits, highest, lowest};
use crate::model::Lin;
use crate::step::{Place, Rule, list};

impl Engine<'_> {
    pub(super) fn relation(&self, st: &mut State) -> Option<Change> {
        for (e, eq) in self.m.equations.iter().enumerate() {
            let Some((lin, le)) = &eq.relation else {
                continue;
            };
            if !st.dirty(Rule::Relation, e, eq.letters, &[]) {
                continue;
            }
            let found = if *le {
                self.bounds(st, e, lin, true, Rule::Relation)
            } else {
                self.not_equal(st, e, lin)
            };
            match found {
                Some(change) => return Some(change),
                None => st.mark(Rule::Relation, e),
            }
        }
        None
    }

    fn not_equal(&self, st: &State, e: usize, lin: &Lin) -> Option<Change> {
        let open: Vec<&(usize, i64)> = lin
            .terms
            .iter()
            .filter(|(l, _)| st.fixed(*l).is_none())
            .collect();
        let known: i64 = lin
            .terms
            .iter()
            .filter_map(|&(l, w)| st.fixed(l).map(|d| w * i64::from(d)))
            .sum::<i64>()
            + lin.constant;
        let eq = &self.m.equations[e];
        let mut change = Change::new(
            Rule::Relation,
            Place::Equation(e + 1),
            eq.letters,
            format!("{} with the letters known", eq.text),
        );
        match open.as_slice() {
            [] if known == 0 => {
                change.contradiction = true;
                Some(change)
            }
            &[&(l, w)] => {
                let bad = -known;
                if bad % w != 0 || !(0..64).contains(&(bad / w)) {
                    return None;
                }
                let d = bad / w;
                if st.cand[l] & (1 << d) == 0 {
                    return None;
                }
                change.cand = vec![(l, !(1u64 << d))];
                Some(change)
            }
            _ => None,
        }
    }

    pub(super) fn evaluate(&self, st: &mut State) -> Option<Change> {
        for (e, eq) in self.m.equations.iter().enumerate() {
            let Some(alone) = &eq.check else { continue };
            if !st.dirty(Rule::Evaluate, e, eq.letters, &[]) {
                continue;
            }
            let open: Vec<usize> = bits(eq.letters)
                .filter(|&l| st.fixed(l).is_none())
                .collect();
            let found = match open.as_slice() {
                [] => (!self.holds(alone, st, eq.letters, None)).then(|| {
                    let mut change = Change::new(
                        Rule::Evaluate,
                        Place::Equation(e + 1),
                        eq.letters,
                        format!(
                            "{} does not hold with {}",
                            eq.text,
                            list(&self.knowns(st, eq.letters, &[]), "and")
                        ),
                    );
                    change.contradiction = true;
                    change
                }),
                &[l] => {
                    let keep = bits(st.cand[l])
                        .filter(|&d| self.holds(alone, st, eq.letters, Some((l, d))))
                        .fold(0u64, |s, d| s | 1 << d);
                    (keep != st.cand[l]).then(|| {
                        let known = self.knowns(st, eq.letters, &[]);
                        let mut change = Change::new(
                            Rule::Evaluate,
                            Place::Equation(e + 1),
                            eq.letters,
                            format!(
                                "{} evaluated with {}, trying each digit for {}",
                                eq.text,
                                list(&known, "and"),
                                self.name(l)
                            ),
                        );
                        change.cand = vec![(l, keep)];
                        change
                    })
                }
                _ => None,
            };
            match found {
                Some(change) => return Some(change),
                None => st.mark(Rule::Evaluate, e),
            }
        }
        None
    }

    /// Whether the constraint `alone` can hold with the fixed letters of
    /// `letters`, and `extra`: whether the solver finds a solution of it
    /// with their digits given.
    fn holds(
        &self,
        alone: &Puzzle,
        st: &State,
        letters: u64,
        extra: Option<(usize, usize)>,
    ) -> bool {
        let mut given = Vec::new();
        for l in bits(letters) {
            let d = match extra {
                Some((x, d)) if x == l => d as u32,
                _ => match st.fixed(l) {
                    Some(d) => d,
                    None => continue,
                },
            };
            given.push((l as u8, d));
        }
        // Digits the puzzle cannot give prove nothing: they are kept.
        alone
            .with_unknowns(&given)
            .is_none_or(|p| p.solve().is_some())
    }

    // Level 4.

    pub(super) fn word_bounds(&self, st: &mut State) -> Option<Change> {
        for (e, eq) in self.m.equations.iter().enumerate() {
            let Some(lin) = &eq.linear else { continue };
            if !st.dirty(Rule::WordBounds, e, eq.letters, &[]) {
                continue;
            }
            match self.bounds(st, e, lin, false, Rule::WordBounds) {
                Some(change) => return Some(change),
                None => st.mark(Rule::WordBounds, e),
            }
        }
        None
    }

    /// `Σ w·d + c == 0` (or `<= 0` when `le`): each letter's digits within
    /// what the others' smallest and largest leave.
    fn bounds(&self, st: &State, e: usize, lin: &Lin, le: bool, rule: Rule) -> Option<Change> {
        let range = |l: usize, w: i64| {
            let (lo, hi) = (w * lowest(st.cand[l]), w * highest(st.cand[l]));
            (lo.min(hi), lo.max(hi))
        };
        let (mut min, mut max) = (i128::from(lin.constant), i128::from(lin.constant));
        for &(l, w) in &lin.terms {
            let (lo, hi) = range(l, w);
            min += i128::from(lo);
            max += i128::from(hi);
        }
        let eq = &self.m.equations[e];
        if min > 0 || (!le && max < 0) {
            let mut change = Change::new(
                rule,
                Place::Equation(e + 1),
                eq.letters,
                format!("{} cannot hold with the digits left", eq.text),
            );
            change.contradiction = true;
            return Some(change);
        }
        let mut change = Change::new(rule, Place::Equation(e + 1), eq.letters, String::new());
        let mut said = Vec::new();
        for &(l, w) in &lin.terms {
            let (lo, hi) = range(l, w);
            // w·d must lie in [-(max - hi), -(min - lo)].
            let (a, b) = (-(max - i128::from(hi)), -(min - i128::from(lo)));
            let keep = bits(st.cand[l])
                .filter(|&d| {
                    let v = i128::from(w) * d as i128;
                    v <= b && (le || v >= a)
                })
                .fold(0u64, |s, d| s | 1 << d);
            if keep != st.cand[l] {
                change.cand.push((l, keep));
                said.push(self.say(|| bound_text(w, self.name(l), a, b, le)));
            }
        }
        if change.cand.is_empty() {
            return None;
        }
        change.reason = if rule == Rule::Relation {
            format!(
                "{}: with the other letters at their least, {}",
                eq.text,
                list(&said, "and")
            )
        } else {
            format!(
                "{} as whole numbers: with the other letters at their least and most, {}",
                eq.text,
                list(&said, "and")
            )
        };
        Some(change)
    }

    pub(super) fn residue(&self, st: &mut State) -> Option<Change> {
        for (e, eq) in self.m.equations.iter().enumerate() {
            let linear = match (&eq.linear, &eq.columns) {
                (Some(lin), None) => Some(lin),
                _ => None,
            };
            if linear.is_none() && eq.product.is_none() {
                continue;
            }
            if !st.dirty(Rule::Residue, e, eq.letters, &[]) {
                continue;
            }
            let found = match (linear, &eq.product) {
                (Some(lin), _) => self.linear_residue(st, e, lin),
                (None, Some(product)) => self.product_residue(st, e, product),
                (None, None) => None,
            };
            if found.is_some() {
                return found;
            }
            st.mark(Rule::Residue, e);
        }
        None
    }

    /// The residue rule on equation `e`, linear in its words as `lin`:
    /// modulo 2 and modulo powers of the base.
    fn linear_residue(&self, st: &State, e: usize, lin: &Lin) -> Option<Change> {
        let b = i64::from(self.m.base);
        let eq = &self.m.equations[e];
        {
            let mut moduli: Vec<i64> = Vec::new();
            if b % 2 == 0 && b > 2 {
                moduli.push(2);
            }
            let mut m = b;
            while m <= 1_000_000 && moduli.len() < 5 {
                moduli.push(m);
                m *= b;
            }
            for m in moduli {
                let terms: Vec<(usize, i64)> = lin
                    .terms
                    .iter()
                    .map(|&(l, w)| (l, w.rem_euclid(m)))
                    .filter(|&(_, w)| w != 0)
                    .collect();
                if terms.is_empty() {
                    continue;
                }
                let letters: Vec<usize> = terms.iter().map(|t| t.0).collect();
                let size = letters.iter().fold(1u64, |s, &l| {
                    s.saturating_mul(u64::from(st.cand[l].count_ones()))
                });
                if size > RESIDUE_LIMIT || letters.len() > MAX {
                    continue;
                }
                let coef: Vec<[i64; 2]> = terms.iter().map(|t| [t.1, 0]).collect();
                let c = lin.constant.rem_euclid(m);
                let support = supported(&letters, &coef, st, self.m.distinct, |_, sums| {
                    (sums[0] + c).rem_euclid(m) == 0
                });
                let mut change = Change::new(
                    Rule::Residue,
                    Place::Equation(e + 1),
                    eq.letters,
                    String::new(),
                );
                change.cand = narrowed(&letters, &support, st);
                if change.cand.is_empty() {
                    continue;
                }
                change.reason = if m == 2 {
                    format!("{}, counted modulo 2 (its parity)", eq.text)
                } else {
                    format!(
                        "{}, counted modulo {m} (its last digits), leaves only these digits",
                        eq.text
                    )
                };
                return Some(change);
            }
        }
        None
    }

    /// The residue rule on equation `e`, a product of words equal to a
    /// word: the last `k` digits of the product are those of the product
    /// of the factors' last `k` digits, so every assignment of the
    /// unknowns in those places that breaks this is ruled out (`K?₁5 * V
    /// == ?₂?₃5?₄`: 5·V ends in ?₄).
    fn product_residue(&self, st: &State, e: usize, product: &ProductTerms) -> Option<Change> {
        let b = i64::from(self.m.base);
        let eq = &self.m.equations[e];
        let mut m = 1i64;
        for k in 1..=3usize {
            m *= b;
            if m > 1_000_000 {
                break;
            }
            // The last `k` cells of each word, least significant first.
            let last =
                |word: &[Cell]| -> Vec<Cell> { word.iter().rev().take(k).copied().collect() };
            let factors: Vec<Vec<Cell>> = product.factors.iter().map(|f| last(f)).collect();
            let result = last(&product.result);
            let mut unknowns: Vec<usize> = Vec::new();
            for cell in factors.iter().flatten().chain(&result) {
                if let Cell::Unknown(u) = *cell
                    && !unknowns.contains(&usize::from(u))
                {
                    unknowns.push(usize::from(u));
                }
            }
            if unknowns.is_empty() || unknowns.len() > MAX {
                continue;
            }
            let size = unknowns.iter().fold(1u64, |s, &l| {
                s.saturating_mul(u64::from(st.cand[l].count_ones()))
            });
            if size > RESIDUE_LIMIT {
                break;
            }
            // Each cell as the place of its unknown in the walk's picks, or
            // its digit.
            let place = |cells: &[Cell]| -> Vec<Result<usize, i64>> {
                cells
                    .iter()
                    .map(|&c| match c {
                        Cell::Unknown(u) => Ok(unknowns
                            .iter()
                            .position(|&l| l == usize::from(u))
                            .unwrap_or(0)),
                        Cell::Digit(d) => Err(i64::from(d)),
                    })
                    .collect()
            };
            let factors: Vec<Vec<Result<usize, i64>>> = factors.iter().map(|f| place(f)).collect();
            let result = place(&result);
            // Every assignment of the unknowns, distinct where they must be,
            // as the other residues walk theirs; the weights count for nothing.
            let coef = vec![[0i64; 2]; unknowns.len()];
            let support = supported(&unknowns, &coef, st, self.m.distinct, |pick, _| {
                let value = |cells: &[Result<usize, i64>]| {
                    cells.iter().rev().fold(0i64, |v, &c| {
                        v * b + c.map_or_else(|d| d, |i| i64::from(pick[i]))
                    })
                };
                let p = factors.iter().fold(1i64, |p, f| p * value(f) % m);
                p == value(&result) % m
            });
            let mut change = Change::new(
                Rule::Residue,
                Place::Equation(e + 1),
                eq.letters,
                String::new(),
            );
            change.cand = narrowed(&unknowns, &support, st);
            if change.cand.is_empty() {
                continue;
            }
            let digits = if k == 1 {
                "the product's last digit is that of its factors' last digits multiplied".to_owned()
            } else {
                format!(
                    "the product's last {k} digits are those of its factors' last {k} digits \
                     multiplied"
                )
            };
            change.reason =
                self.say(|| format!("{}: {digits}, and only these digits fit", eq.text));
            return Some(change);
        }
        None
    }

    /// Casting out nines, in base `b` out `b − 1`s: as `b` leaves 1 on
    /// division by `b − 1`, so does every power of it, and an equation
    /// linear in its words still holds with each word replaced by the sum
    /// of its digits, modulo `b − 1`. When the letters take every digit
    /// they may, the sum of all their digits is known too, and any
    /// multiple `c` of it can be taken away: the rule looks for the `c`
    /// that leaves a single letter not yet known, whose digits it then
    /// narrows (`ABC + DEF + GHI == JJJ`: 45 − J ≡ 3·J, so J is 0 or 9).
    pub(super) fn casting_out(&self, st: &mut State) -> Option<Change> {
        let m = i64::from(self.m.base) - 1;
        if m < 2 {
            return None;
        }
        let n = self.m.letters.len();
        let every = self.m.every_digit.then(|| {
            let total: u32 = bits(self.m.digits).map(|d| d as u32).sum();
            (i64::from(total), self.m.distinct)
        });
        for (e, eq) in self.m.equations.iter().enumerate() {
            let Some(lin) = &eq.linear else { continue };
            let scope = every.map_or(eq.letters, |(_, all)| all);
            if !st.dirty(Rule::CastingOut, e, scope, &[]) {
                continue;
            }
            let mut weight = vec![0i64; n];
            for &(l, w) in &lin.terms {
                weight[l] = (weight[l] + w).rem_euclid(m);
            }
            let shifts = every.map_or(1, |_| m);
            for c in 0..shifts {
                let total = every.map_or(0, |(total, _)| total);
                if let Some(change) = self.cast_out(st, e, lin.constant, &weight, (c, total)) {
                    return Some(change);
                }
            }
            st.mark(Rule::CastingOut, e);
        }
        None
    }

    /// Equation `e` modulo `b − 1`, less `c` times the sum of every
    /// letter's digit (`total`): the change it makes to its one letter not
    /// yet known, if there is one letter and a change.
    fn cast_out(
        &self,
        st: &State,
        e: usize,
        constant: i64,
        weight: &[i64],
        (c, total): (i64, i64),
    ) -> Option<Change> {
        let m = i64::from(self.m.base) - 1;
        // Σ a·digit ≡ rhs (mod m), the known letters moved to the right.
        let mut rhs = -(constant + c * total);
        let mut open = None;
        for (l, &w) in weight.iter().enumerate() {
            // The digit sum of every letter, taken `c` times: the `?`s are
            // not in it.
            let shift = if self.m.distinct & (1 << l) != 0 {
                c
            } else {
                0
            };
            let a = (w - shift).rem_euclid(m);
            if a == 0 {
                continue;
            }
            match st.fixed(l) {
                Some(d) => rhs -= a * i64::from(d),
                None if open.is_none() => open = Some((l, a)),
                None => return None,
            }
        }
        let (l, a) = open?;
        let r = rhs.rem_euclid(m);
        let keep = bits(st.cand[l])
            .filter(|&d| (a * d as i64 - r).rem_euclid(m) == 0)
            .fold(0u64, |keep, d| keep | 1 << d);
        if keep == st.cand[l] {
            return None;
        }
        let eq = &self.m.equations[e];
        let mut change = Change::new(
            Rule::CastingOut,
            Place::Equation(e + 1),
            1 << l,
            String::new(),
        );
        change.cand.push((l, keep));
        change.reason = self.say(|| {
            let name = self.name(l);
            // The coefficient a person would write: −4·J rather than 5·J.
            let signed = if 2 * a > m { a - m } else { a };
            let term = match signed {
                1 => name.to_string(),
                -1 => format!("−{name}"),
                s if s < 0 => format!("−{}·{name}", -s),
                s => format!("{s}·{name}"),
            };
            let every = if c == 0 {
                String::new()
            } else {
                format!(
                    ", and the letters take every digit once, so their digits add up to {total}"
                )
            };
            format!(
                "Casting out {m}s: a number leaves the remainder of the sum of its digits \
                 on division by {m}{every}; {} then leaves {term} ≡ {r} (mod {m})",
                eq.text
            )
        });
        Some(change)
    }
}

/// `w·x` within `[a, b]` (within `(−∞, b]` when `le`) as a person says it,
/// with no negative number: a negative weight is moved across, so `−900·x
/// between −6300 and −6300` reads `900·x between 6300 and 6300`, and a
/// bound below 0 is 0, as a digit times a positive weight is never less.
fn bound_text(w: i64, x: crate::name::Name, a: i128, b: i128, le: bool) -> String {
    let term = match w.unsigned_abs() {
        1 => x.to_string(),
        n => format!("{n}·{x}"),
    };
    match (w > 0, le) {
        (true, false) => format!("{term} between {} and {b}", a.max(0)),
        (false, false) => format!("{term} between {} and {}", (-b).max(0), -a),
        (true, true) => format!("{term} at most {b}"),
        (false, true) => format!("{term} at least {}", -b),
    }
}

/// Per unknown of `letters`, the digits it takes in the assignments that
/// `fits` accepts: every assignment of their candidates, distinct where
/// they must be, with the sums of `coef` the walk keeps.
fn supported(
    letters: &[usize],
    coef: &[[i64; 2]],
    st: &State,
    distinct: u64,
    mut fits: impl FnMut(&[u32; MAX], &[i64; 2]) -> bool,
) -> Vec<u64> {
    let mut support = vec![0u64; letters.len()];
    walk(
        letters,
        coef,
        &st.cand,
        distinct,
        &Rem::ZERO,
        UNBOUNDED,
        (0, [0, 0]),
        &mut Scratch::new(),
        &mut |pick: &mut [u32; MAX], sums: &[i64; 2], _| {
            if fits(pick, sums) {
                for (s, &d) in support.iter_mut().zip(pick.iter()) {
                    *s |= 1 << d;
                }
            }
        },
    );
    support
}

/// The candidates `support` cuts: each unknown of `letters` whose
/// candidates it leaves fewer of, with those it leaves.
fn narrowed(letters: &[usize], support: &[u64], st: &State) -> Vec<(usize, u64)> {
    letters
        .iter()
        .zip(support)
        .filter(|&(&l, &s)| st.cand[l] & s != st.cand[l])
        .map(|(&l, &s)| (l, s))
        .collect()
}
