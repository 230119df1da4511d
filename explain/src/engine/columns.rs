//! The rules on columns: a column's sum, its carries, its parity, the
//! digits it allows, and two columns together.

use alphametic_runtime::DigitSet;

use super::window::WindowInput;
use super::{
    COLUMN_LIMIT, Change, Engine, PARITY_LIMIT, State, TWO_COLUMNS_LIMIT, bits, div_ceil, highest,
    lowest,
};
use crate::model::{Column, Window};
use crate::step::{Place, Rule, digits, list};

impl Engine<'_> {
    pub(super) fn columns_rule(&self, st: &mut State, rule: Rule) -> Option<Change> {
        let mut id = 0;
        for (e, eq) in self.m.equations.iter().enumerate() {
            let Some(cols) = &eq.columns else { continue };
            for (k, (one, two)) in eq.windows.iter().enumerate() {
                let this = id;
                id += 1;
                let (window, plan) = if rule == Rule::TwoColumns {
                    match two {
                        Some(two) => (&cols[k..k + 2], two),
                        None => continue,
                    }
                } else {
                    (&cols[k..=k], one)
                };
                if !st.dirty(rule, this, plan.mask, &plan.carries) {
                    continue;
                }
                let input = |limit, rule| WindowInput {
                    equation: e,
                    column: k,
                    columns: window,
                    plan,
                    limit,
                    rule,
                };
                let found = match rule {
                    Rule::ColumnSum => self.column_sum(st, e, k, &cols[k], plan),
                    Rule::Carry => self.carry(st, e, k, &cols[k]),
                    Rule::Parity => self.parity(st, e, k, &cols[k]),
                    Rule::Column => self.window(st, &input(COLUMN_LIMIT, Rule::Column)),
                    _ => self.window(st, &input(TWO_COLUMNS_LIMIT, Rule::TwoColumns)),
                };
                match found {
                    Some(mut change) => {
                        if matches!(rule, Rule::ColumnSum | Rule::Column | Rule::TwoColumns) {
                            change.settled = Some((rule, this));
                        }
                        return Some(change);
                    }
                    None => st.mark(rule, this),
                }
            }
        }
        None
    }

    /// The known values of a window's letters and carries, as `O = 0, c3 = 0`.
    pub(super) fn knowns(&self, st: &State, letters: u64, carries: &[usize]) -> Vec<String> {
        let mut known: Vec<String> = bits(letters)
            .filter_map(|l| st.fixed(l).map(|d| format!("{} = {d}", self.name(l))))
            .collect();
        for &c in carries {
            let (lo, hi) = st.carry[c];
            if lo == hi {
                known.push(format!("{} = {lo}", self.m.carries[c].name));
            }
        }
        known
    }

    fn column_sum(
        &self,
        st: &State,
        e: usize,
        k: usize,
        col: &Column,
        plan: &Window,
    ) -> Option<Change> {
        let open = bits(plan.mask)
            .filter(|&l| st.cand[l].count_ones() > 1)
            .count()
            + plan
                .carries
                .iter()
                .filter(|&&c| st.carry[c].0 < st.carry[c].1)
                .count();
        if open > 1 {
            return None;
        }
        let input = WindowInput {
            equation: e,
            column: k,
            columns: std::slice::from_ref(col),
            plan,
            limit: COLUMN_LIMIT,
            rule: Rule::ColumnSum,
        };
        let mut change = self.window(st, &input)?;
        change.rule = Rule::ColumnSum;
        Some(change)
    }

    fn carry(&self, st: &State, e: usize, k: usize, col: &Column) -> Option<Change> {
        let b = i64::from(self.m.base);
        // The left side (positive terms and the carry in) and the right side
        // (the others, without the carry out), as a person adds them.
        let (ilo, ihi) = col.cin.map_or((0, 0), |c| st.carry[c]);
        let (mut lmin, mut lmax) = (col.constant.max(0) + ilo, col.constant.max(0) + ihi);
        let (mut rmin, mut rmax) = ((-col.constant).max(0), (-col.constant).max(0));
        for &(l, c) in &col.terms {
            let (lo, hi) = (lowest(st.cand[l]), highest(st.cand[l]));
            if c > 0 {
                lmin += c * lo;
                lmax += c * hi;
            } else {
                rmin += -c * lo;
                rmax += -c * hi;
            }
        }
        let (olo, ohi) = col.cout.map_or((0, 0), |c| st.carry[c]);
        // b·cout = left − right.
        let (min, max) = (lmin - rmax, lmax - rmin);
        let new_out = (div_ceil(min, b).max(olo), max.div_euclid(b).min(ohi));
        // cin = b·cout + right − (left without cin).
        let new_in = (
            (b * olo + rmin - (lmax - ihi)).max(ilo),
            (b * ohi + rmax - (lmin - ilo)).min(ihi),
        );
        let mut change = Change::new(
            Rule::Carry,
            Place::Column {
                equation: e + 1,
                column: k + 1,
            },
            0,
            String::new(),
        );
        if let Some(c) = col.cout
            && new_out != (olo, ohi)
        {
            change.carry.push((c, new_out));
        }
        if let Some(c) = col.cin
            && new_in != (ilo, ihi)
        {
            change.carry.push((c, new_in));
        }
        if change.carry.is_empty() {
            return None;
        }
        if self.quiet {
            return Some(change);
        }
        let (left, right) = col.text.split_once(" = ").unwrap_or((&col.text, ""));
        let carry_out = col.cout.map(|c| format!("{b}·{}", self.m.carries[c].name));
        let right = match &carry_out {
            Some(out) => right
                .strip_suffix(out.as_str())
                .map(|r| r.trim_end_matches(" + "))
                .unwrap_or(right),
            None => right,
        };
        let range = |lo: i64, hi: i64| {
            if lo == hi {
                format!("{lo}")
            } else {
                format!("{lo} to {hi}")
            }
        };
        let mut sides = format!("{left} is {}", range(lmin, lmax));
        if !right.is_empty() && right != "0" {
            sides += &format!(" and {right} is {}", range(rmin, rmax));
        }
        change.reason = format!("{} reads {}, where {sides}", self.column(e, k), col.text);
        Some(change)
    }

    fn parity(&self, st: &State, e: usize, k: usize, col: &Column) -> Option<Change> {
        let b = i64::from(self.m.base);
        // Modulo a divisor of the base, the carry out counts for nothing.
        for m in (2..b).filter(|m| b % m == 0) {
            let Some(residues) = Residues::of(st, col, m) else {
                continue;
            };
            let Some(mut change) = residues.change(st, e, k, col) else {
                continue;
            };
            if self.quiet {
                return Some(change);
            }
            change.reason = self.parity_reason(e, k, col, m);
            if m == 2 {
                let said = self.parities(st, &change);
                if !said.is_empty() && change.carry.is_empty() {
                    change.conclusion = Some(list(&said, "and"));
                }
            }
            return Some(change);
        }
        None
    }

    /// Why column `k` agrees modulo `m`: its sides do whatever the carry
    /// out, a multiple of the base.
    fn parity_reason(&self, e: usize, k: usize, col: &Column, m: i64) -> String {
        let b = self.m.base;
        let agree = if m == 2 {
            "both sides have the same parity".to_owned()
        } else {
            format!("both sides agree modulo {m}")
        };
        match col.cout {
            Some(c) => format!(
                "{} reads {}; {b}·{} is a multiple of {m}, so {agree}",
                self.column(e, k),
                col.text,
                self.m.carries[c].name
            ),
            None => format!("{} reads {}, so {agree}", self.column(e, k), col.text),
        }
    }

    /// What a change modulo 2 leaves each of its letters, as a person says
    /// it: even, odd, or the digits themselves.
    fn parities(&self, st: &State, change: &Change) -> Vec<String> {
        change
            .cand
            .iter()
            .map(|&(l, keep)| {
                let new = st.cand[l] & keep;
                let parity = if new & 0x5555_5555_5555_5555 == new {
                    "even"
                } else if new & 0xAAAA_AAAA_AAAA_AAAA == new {
                    "odd"
                } else {
                    return format!(
                        "{} is {}",
                        self.name(l),
                        digits(DigitSet::from_bits(new), "or")
                    );
                };
                format!("{} is {parity}", self.name(l))
            })
            .collect()
    }
}

/// A column modulo a divisor `m` of the base: the letters whose
/// coefficient `m` does not divide, with that coefficient modulo `m`, the
/// residues each can take, and those of the carry in.
struct Residues {
    m: i64,
    /// The letters and their coefficients (a column has at most 64
    /// letters); the first `n` are used.
    terms: [(usize, i64); 64],
    /// The residues each letter can take, as an `m`-bit mask.
    sets: [u64; 64],
    n: usize,
    /// The range of the carry in, when there is one.
    cin: Option<(i64, i64)>,
    /// The residues the carry in can take.
    cin_res: u64,
}

impl Residues {
    /// Column `col` modulo `m`; `None` when no letter counts there, or
    /// when its choices are more than a person would weigh.
    fn of(st: &State, col: &Column, m: i64) -> Option<Residues> {
        let mut terms = [(0usize, 0i64); 64];
        let mut n = 0;
        for &(l, c) in col.terms.iter().take(64) {
            if c.rem_euclid(m) != 0 {
                terms[n] = (l, c.rem_euclid(m));
                n += 1;
            }
        }
        if n == 0 {
            return None;
        }
        // The residues each letter and the carry in can take.
        let residues = |set: u64| bits(set).fold(0u64, |r, d| r | 1 << (d as i64 % m));
        let cin = col.cin.map(|c| st.carry[c]);
        let cin_res = cin.map_or(1, |(lo, hi)| {
            if hi - lo >= m {
                (1u64 << m) - 1
            } else {
                (lo..=hi).fold(0u64, |r, v| r | 1 << v.rem_euclid(m))
            }
        });
        let mut sets = [0u64; 64];
        for (set, &(l, _)) in sets.iter_mut().zip(&terms[..n]) {
            *set = residues(st.cand[l]);
        }
        let size: u64 = sets[..n]
            .iter()
            .map(|s| u64::from(s.count_ones()))
            .product::<u64>()
            * u64::from(cin_res.count_ones());
        if size > PARITY_LIMIT {
            return None;
        }
        Some(Residues {
            m,
            terms,
            sets,
            n,
            cin,
            cin_res,
        })
    }

    /// What the column modulo `m` leaves its letters and its carry in:
    /// the digits and values whose residues lie in some choice that holds;
    /// `None` when nothing narrows.
    fn change(&self, st: &State, e: usize, k: usize, col: &Column) -> Option<Change> {
        let (m, terms) = (self.m, &self.terms[..self.n]);
        let (support, cin_support) = residues_allowed(
            terms,
            &self.sets[..self.n],
            col.constant.rem_euclid(m),
            self.cin_res,
            m,
        );
        let mut change = Change::new(
            Rule::Parity,
            Place::Column {
                equation: e + 1,
                column: k + 1,
            },
            terms.iter().fold(0, |s, &(l, _)| s | 1 << l),
            String::new(),
        );
        for (i, &(l, _)) in terms.iter().enumerate() {
            let keep = st.cand[l]
                & bits(st.cand[l])
                    .filter(|&d| support[i] & (1 << (d as i64 % m)) != 0)
                    .fold(0u64, |s, d| s | 1 << d);
            if keep != st.cand[l] {
                change.cand.push((l, keep));
            }
        }
        if let (Some(c), Some((lo, hi))) = (col.cin, self.cin) {
            let ok: Vec<i64> = (lo..=hi)
                .filter(|v| cin_support & (1 << v.rem_euclid(m)) != 0)
                .collect();
            let new = (
                ok.first().copied().unwrap_or(1),
                ok.last().copied().unwrap_or(0),
            );
            if new != (lo, hi) {
                change.carry.push((c, new));
            }
        }
        if change.cand.is_empty() && change.carry.is_empty() {
            return None;
        }
        Some(change)
    }
}

/// For `Σ cᵢ·xᵢ + constant + cin ≡ 0 (mod m)`, with `sets[i]` the residues
/// `xᵢ` can take and `cin` those of the carry in (m-bit masks, m < 64):
/// the residues of each term, and of the carry, that lie in some choice
/// that holds. The sums reachable from the left and from the right of each
/// term, as masks of residues, meet at it.
fn residues_allowed(
    terms: &[(usize, i64)],
    sets: &[u64],
    constant: i64,
    cin: u64,
    m: i64,
) -> ([u64; 64], u64) {
    let m = m.clamp(1, 63) as u32;
    let full = (1u64 << m) - 1;
    // The residues `x + k` for every `x` of `set`.
    let rotate = |set: u64, k: i64| {
        let k = k.rem_euclid(i64::from(m)) as u32;
        if k == 0 {
            set
        } else {
            ((set << k) | (set >> (m - k))) & full
        }
    };
    let negate = |set: u64| bits(set).fold(0u64, |n, x| n | 1 << ((m - x as u32) % m));
    let n = terms.len().min(sets.len()).min(64);
    // from_left[i]: the constant plus the first i terms; from_right[i]: the
    // carry in plus the terms from i on.
    let mut from_left = [0u64; 65];
    let mut from_right = [0u64; 65];
    from_left[0] = 1 << constant.rem_euclid(i64::from(m));
    for i in 0..n {
        from_left[i + 1] = bits(sets[i]).fold(0, |acc, r| {
            acc | rotate(from_left[i], terms[i].1 * r as i64)
        });
    }
    from_right[n] = cin & full;
    for i in (0..n).rev() {
        from_right[i] = bits(sets[i]).fold(0, |acc, r| {
            acc | rotate(from_right[i + 1], terms[i].1 * r as i64)
        });
    }
    let mut support = [0u64; 64];
    for i in 0..n {
        let wanted = negate(from_right[i + 1]);
        support[i] = bits(sets[i])
            .filter(|&r| rotate(from_left[i], terms[i].1 * r as i64) & wanted != 0)
            .fold(0, |acc, r| acc | 1 << r);
    }
    let cin_support = bits(cin & full)
        .filter(|&r| rotate(from_left[n], r as i64) & 1 != 0)
        .fold(0, |acc, r| acc | 1 << r);
    (support, cin_support)
}
