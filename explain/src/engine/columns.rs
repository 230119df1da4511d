//! The rules on columns: a column's sum, its carries, its parity, the
//! digits it allows, and two columns together.

use alphametic_runtime::DigitSet;

use super::{
    COLUMN_LIMIT, Change, Engine, PARITY_LIMIT, State, TWO_COLUMNS_LIMIT, bits, div_ceil, highest,
    lowest,
};
use crate::model::Column;
use crate::step::{Place, Rule, digits, list};

impl Engine<'_> {
    pub(super) fn columns_rule(&self, st: &mut State, rule: Rule) -> Option<Change> {
        let mut id = 0;
        for (e, eq) in self.m.equations.iter().enumerate() {
            let Some(cols) = &eq.columns else { continue };
            for k in 0..cols.len() {
                let this = id;
                id += 1;
                let window = if rule == Rule::TwoColumns {
                    match cols.get(k..k + 2) {
                        Some(w) => w,
                        None => continue,
                    }
                } else {
                    &cols[k..=k]
                };
                let (letters, carries) = unknowns(window);
                if !st.dirty(rule, this, letters, &carries) {
                    continue;
                }
                let found = match rule {
                    Rule::ColumnSum => self.column_sum(st, e, k, &cols[k], letters, &carries),
                    Rule::Carry => self.carry(st, e, k, &cols[k]),
                    Rule::Parity => self.parity(st, e, k, &cols[k]),
                    Rule::Column => self.window(st, e, k, window, COLUMN_LIMIT, Rule::Column),
                    _ => self.window(st, e, k, window, TWO_COLUMNS_LIMIT, Rule::TwoColumns),
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
        letters: u64,
        carries: &[usize],
    ) -> Option<Change> {
        let open = bits(letters)
            .filter(|&l| st.cand[l].count_ones() > 1)
            .count()
            + carries
                .iter()
                .filter(|&&c| st.carry[c].0 < st.carry[c].1)
                .count();
        if open > 1 {
            return None;
        }
        let mut change = self.window(
            st,
            e,
            k,
            std::slice::from_ref(col),
            COLUMN_LIMIT,
            Rule::ColumnSum,
        )?;
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
        change.reason = format!("Column {} reads {}, where {sides}", k + 1, col.text);
        Some(change)
    }

    fn parity(&self, st: &State, e: usize, k: usize, col: &Column) -> Option<Change> {
        let b = i64::from(self.m.base);
        // Modulo a divisor of the base, the carry out counts for nothing.
        for m in (2..b).filter(|m| b % m == 0) {
            let terms: Vec<(usize, i64)> = col
                .terms
                .iter()
                .map(|&(l, c)| (l, c.rem_euclid(m)))
                .filter(|&(_, c)| c != 0)
                .collect();
            if terms.is_empty() {
                continue;
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
            let sets: Vec<u64> = terms.iter().map(|&(l, _)| residues(st.cand[l])).collect();
            let size: u64 = sets
                .iter()
                .map(|s| u64::from(s.count_ones()))
                .product::<u64>()
                * u64::from(cin_res.count_ones());
            if size > PARITY_LIMIT {
                continue;
            }
            let mut support = vec![0u64; terms.len()];
            let mut cin_support = 0u64;
            let mut pick = vec![0i64; terms.len()];
            residue_walk(&terms, &sets, 0, &mut pick, &mut |pick| {
                let s: i64 = terms
                    .iter()
                    .zip(pick)
                    .map(|(&(_, c), &r)| c * r)
                    .sum::<i64>()
                    + col.constant;
                for r in bits(cin_res) {
                    if (s + r as i64).rem_euclid(m) == 0 {
                        for (i, &p) in pick.iter().enumerate() {
                            support[i] |= 1 << p;
                        }
                        cin_support |= 1 << r;
                    }
                }
            });
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
            if let (Some(c), Some((lo, hi))) = (col.cin, cin) {
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
                continue;
            }
            if self.quiet {
                return Some(change);
            }
            let agree = if m == 2 {
                "both sides have the same parity".to_owned()
            } else {
                format!("both sides agree modulo {m}")
            };
            change.reason = match col.cout {
                Some(c) => format!(
                    "Column {} reads {}; {b}·{} is a multiple of {m}, so {agree}",
                    k + 1,
                    col.text,
                    self.m.carries[c].name
                ),
                None => format!("Column {} reads {}, so {agree}", k + 1, col.text),
            };
            if m == 2 {
                let said: Vec<String> = change
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
                    .collect();
                if !said.is_empty() && change.carry.is_empty() {
                    change.conclusion = Some(list(&said, "and"));
                }
            }
            return Some(change);
        }
        None
    }

    /// Every assignment of a window of columns' letters (distinct digits)
    /// and carries that makes each column add up: what survives.
    fn window(
        &self,
        st: &State,
        e: usize,
        k: usize,
        window: &[Column],
        limit: u64,
        rule: Rule,
    ) -> Option<Change> {
        let b = i64::from(self.m.base);
        let (mask, carries) = unknowns(window);
        let mut letters: Vec<usize> = bits(mask).collect();
        let coef_of =
            |l: usize, col: &Column| col.terms.iter().find(|t| t.0 == l).map_or(0, |t| t.1);
        // A letter of the first column whose coefficient is invertible
        // modulo the base is not enumerated: the column's residue gives it.
        let inverse = |c: i64| (1..b).find(|&x| (c * x).rem_euclid(b) == 1);
        let derived = letters
            .iter()
            .position(|&l| inverse(coef_of(l, &window[0])).is_some());
        if let Some(i) = derived {
            let l = letters.remove(i);
            letters.push(l);
        }
        let coef: Vec<Vec<i64>> = letters
            .iter()
            .map(|&l| window.iter().map(|col| coef_of(l, col)).collect())
            .collect();
        let cin = window[0].cin.map_or((0, 0), |c| st.carry[c]);
        if carries.iter().any(|&c| st.carry[c].1 - st.carry[c].0 > 62) {
            return None;
        }
        let mut size = (cin.1 - cin.0 + 1).max(1) as u64;
        for &l in &letters[..letters.len() - usize::from(derived.is_some())] {
            size = size.saturating_mul(u64::from(st.cand[l].count_ones()));
        }
        if size > limit {
            return None;
        }
        let last = letters.len().wrapping_sub(1);
        let solve_last = derived.map(|_| {
            let c = coef[last][0];
            (c, inverse(c).unwrap_or(1))
        });
        let mut support = vec![0u64; letters.len()];
        // Per carry of the window (cin of the first, then each cout), the
        // values seen, relative to its low end.
        let mut carry_support = vec![0u64; window.len() + 1];
        let mut sums = vec![0i64; window.len()];
        let mut pick = vec![0u32; letters.len()];
        let lows: Vec<i64> = std::iter::once(cin.0)
            .chain(window.iter().map(|c| c.cout.map_or(0, |c| st.carry[c].0)))
            .collect();
        let highs: Vec<i64> = std::iter::once(cin.1)
            .chain(window.iter().map(|c| c.cout.map_or(0, |c| st.carry[c].1)))
            .collect();
        let cands = &st.cand;
        let mut visit = |pick: &mut [u32], sums: &[i64], used: u64| {
            'carry: for c0 in cin.0..=cin.1 {
                let mut sums3 = [0i64; 2];
                sums3[..sums.len()].copy_from_slice(sums);
                if let Some((c, inv)) = solve_last {
                    // c·d ≡ −(sum + constant + carry in) (mod b).
                    let d = (-(sums3[0] + window[0].constant + c0) * inv).rem_euclid(b);
                    if d >= 64 || (cands[letters[last]] & !used) & (1 << d) == 0 {
                        continue 'carry;
                    }
                    pick[last] = d as u32;
                    for (j, s) in sums3.iter_mut().enumerate().take(window.len()) {
                        *s += coef[last][j] * d;
                    }
                    debug_assert_eq!((sums3[0] + window[0].constant + c0).rem_euclid(b), 0);
                    let _ = c;
                }
                let mut carry = c0;
                let mut chain = [0i64; 3];
                chain[0] = c0;
                for (j, col) in window.iter().enumerate() {
                    let v = sums3[j] + col.constant + carry;
                    if col.cout.is_none() {
                        if v != 0 {
                            continue 'carry;
                        }
                        carry = 0;
                    } else {
                        if v.rem_euclid(b) != 0 {
                            continue 'carry;
                        }
                        carry = v.div_euclid(b);
                        if carry < lows[j + 1] || carry > highs[j + 1] {
                            continue 'carry;
                        }
                    }
                    chain[j + 1] = carry;
                }
                for (i, &d) in pick.iter().enumerate() {
                    support[i] |= 1 << d;
                }
                for (j, &v) in chain.iter().enumerate().take(window.len() + 1) {
                    carry_support[j] |= 1 << (v - lows[j]);
                }
            }
        };
        let enumerated = letters.len() - usize::from(derived.is_some());
        // The first column: b·cout − constant − cin, the letters' share.
        let (olo, ohi) = window[0].cout.map_or((0, 0), |c| st.carry[c]);
        let mut prune = Prune {
            rem_min: vec![0; letters.len() + 1],
            rem_max: vec![0; letters.len() + 1],
            lo: b * olo - window[0].constant - cin.1,
            hi: b * ohi - window[0].constant - cin.0,
        };
        for i in (0..letters.len()).rev() {
            let c = coef[i][0];
            let (a, z) = (
                c * lowest(st.cand[letters[i]]),
                c * highest(st.cand[letters[i]]),
            );
            prune.rem_min[i] = prune.rem_min[i + 1] + a.min(z);
            prune.rem_max[i] = prune.rem_max[i + 1] + a.max(z);
        }
        prune.rem_min.truncate(enumerated + 1);
        prune.rem_max.truncate(enumerated + 1);
        walk(
            &letters[..enumerated],
            &coef,
            &st.cand,
            &prune,
            0,
            0,
            &mut pick,
            &mut sums,
            &mut visit,
        );
        let mut change = Change::new(
            rule,
            if window.len() == 1 {
                Place::Column {
                    equation: e + 1,
                    column: k + 1,
                }
            } else {
                Place::Columns {
                    equation: e + 1,
                    column: k + 1,
                }
            },
            mask,
            String::new(),
        );
        for (i, &l) in letters.iter().enumerate() {
            if st.cand[l] & support[i] != st.cand[l] {
                change.cand.push((l, support[i]));
            }
        }
        let vars: Vec<Option<usize>> = std::iter::once(window[0].cin)
            .chain(window.iter().map(|c| c.cout))
            .collect();
        for (j, var) in vars.iter().enumerate() {
            let Some(c) = *var else { continue };
            let seen = carry_support[j];
            let new = if seen == 0 {
                (1, 0)
            } else {
                (
                    lows[j] + i64::from(seen.trailing_zeros()),
                    lows[j] + 63 - i64::from(seen.leading_zeros()),
                )
            };
            if new != st.carry[c] {
                change.carry.push((c, new));
            }
        }
        if change.cand.is_empty() && change.carry.is_empty() {
            return None;
        }
        if self.quiet {
            return Some(change);
        }
        let known = self.knowns(st, mask, &carries);
        let known = if known.is_empty() {
            String::new()
        } else {
            format!(", with {}", list(&known, "and"))
        };
        change.reason = if window.len() == 1 {
            format!("Column {} reads {}{known}", k + 1, window[0].text)
        } else {
            format!(
                "Columns {} and {} together read {} and {}{known}",
                k + 1,
                k + 2,
                window[0].text,
                window[1].text
            )
        };
        if rule != Rule::ColumnSum {
            change.reason += ", and only these digits fit";
        }
        Some(change)
    }
}

/// The letters (as a mask) and the carries of a window of columns.
pub(super) fn unknowns(window: &[Column]) -> (u64, Vec<usize>) {
    let letters = window
        .iter()
        .flat_map(|c| c.terms.iter())
        .fold(0u64, |m, &(l, _)| m | 1 << l);
    let mut carries: Vec<usize> = window
        .iter()
        .flat_map(|c| [c.cin, c.cout])
        .flatten()
        .collect();
    carries.dedup();
    (letters, carries)
}

/// Bounds on the first column's weighted sum, and per depth the least and
/// most the letters from there on can add to it: a branch that cannot land
/// within the bounds is left.
pub(super) struct Prune {
    pub(super) rem_min: Vec<i64>,
    pub(super) rem_max: Vec<i64>,
    pub(super) lo: i64,
    pub(super) hi: i64,
}

impl Prune {
    /// No pruning.
    pub(super) const NONE: Prune = Prune {
        rem_min: Vec::new(),
        rem_max: Vec::new(),
        lo: i64::MIN,
        hi: i64::MAX,
    };
}

/// What [`walk`] calls with each assignment: the digits picked, the sums
/// per column and the digits used.
pub(super) type Visit<'a> = dyn FnMut(&mut [u32], &[i64], u64) + 'a;

/// Every assignment of distinct digits to `letters`, with the weighted sums
/// per column kept as it goes, and the digits used. At most as deep as
/// there are letters (36).
#[allow(clippy::too_many_arguments)]
pub(super) fn walk(
    letters: &[usize],
    coef: &[Vec<i64>],
    cand: &[u64],
    prune: &Prune,
    i: usize,
    used: u64,
    pick: &mut Vec<u32>,
    sums: &mut Vec<i64>,
    visit: &mut Visit<'_>,
) {
    // The first column's sum must land within its bounds once the letters
    // left add what they can.
    if let (Some(&lo), Some(&hi)) = (prune.rem_min.get(i), prune.rem_max.get(i))
        && (sums[0] + lo > prune.hi || sums[0] + hi < prune.lo)
    {
        return;
    }
    if i == letters.len() {
        visit(pick, sums, used);
        return;
    }
    for d in bits(cand[letters[i]] & !used) {
        pick[i] = d as u32;
        for (s, c) in sums.iter_mut().zip(&coef[i]) {
            *s += c * d as i64;
        }
        walk(
            letters,
            coef,
            cand,
            prune,
            i + 1,
            used | 1 << d,
            pick,
            sums,
            visit,
        );
        for (s, c) in sums.iter_mut().zip(&coef[i]) {
            *s -= c * d as i64;
        }
    }
}

/// Every choice of residues, one per term.
fn residue_walk(
    terms: &[(usize, i64)],
    sets: &[u64],
    i: usize,
    pick: &mut Vec<i64>,
    visit: &mut dyn FnMut(&[i64]),
) {
    if i == terms.len() {
        visit(pick);
        return;
    }
    for r in bits(sets[i]) {
        pick[i] = r as i64;
        residue_walk(terms, sets, i + 1, pick, visit);
    }
}
