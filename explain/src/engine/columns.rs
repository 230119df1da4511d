//! The rules on columns: a column's sum, its carries, its parity, the
//! digits it allows, and two columns together.

use alphametic_runtime::DigitSet;

use super::{
    COLUMN_LIMIT, Change, Engine, MAX, PARITY_LIMIT, State, TWO_COLUMNS_LIMIT, bits, div_ceil,
    highest, lowest,
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
        change.reason = format!("Column {} reads {}, where {sides}", k + 1, col.text);
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
            change.reason = self.parity_reason(k, col, m);
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
    fn parity_reason(&self, k: usize, col: &Column, m: i64) -> String {
        let b = self.m.base;
        let agree = if m == 2 {
            "both sides have the same parity".to_owned()
        } else {
            format!("both sides agree modulo {m}")
        };
        match col.cout {
            Some(c) => format!(
                "Column {} reads {}; {b}·{} is a multiple of {m}, so {agree}",
                k + 1,
                col.text,
                self.m.carries[c].name
            ),
            None => format!("Column {} reads {}, so {agree}", k + 1, col.text),
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

    /// Every assignment of a window of columns' letters (distinct digits)
    /// and carries that makes each column add up: what survives.
    fn window(&self, st: &State, input: &WindowInput<'_>) -> Option<Change> {
        let cin = input.columns[0].cin.map_or((0, 0), |c| st.carry[c]);
        if !within_limit(st, input, cin) {
            return None;
        }
        let walk = WindowWalk::new(i64::from(self.m.base), st, input, cin);
        let support = walk.support();
        let mut change = window_change(st, input, &walk, &support)?;
        if self.quiet {
            return Some(change);
        }
        change.reason = self.window_reason(st, input);
        Some(change)
    }

    /// What a window reads, with the values of its letters and carries
    /// already known.
    fn window_reason(&self, st: &State, input: &WindowInput<'_>) -> String {
        let (k, columns) = (input.column, input.columns);
        let known = self.knowns(st, input.plan.mask, &input.plan.carries);
        let known = if known.is_empty() {
            String::new()
        } else {
            format!(", with {}", list(&known, "and"))
        };
        let mut reason = if columns.len() == 1 {
            format!("Column {} reads {}{known}", k + 1, columns[0].text)
        } else {
            format!(
                "Columns {} and {} together read {} and {}{known}",
                k + 1,
                k + 2,
                columns[0].text,
                columns[1].text
            )
        };
        if input.rule != Rule::ColumnSum {
            reason += ", and only these digits fit";
        }
        reason
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

/// A window of one or two columns of an equation, as [`Engine::window`]
/// reads it: where it is, its columns and their plan, the most assignments
/// a person would try, and the rule it speaks for.
struct WindowInput<'w> {
    /// The equation, from 0.
    equation: usize,
    /// The window's first column, from 0.
    column: usize,
    columns: &'w [Column],
    plan: &'w Window,
    limit: u64,
    rule: Rule,
}

/// Whether a person would enumerate the window: every carry's range small
/// enough for a mask, and no more assignments than the window's limit.
fn within_limit(st: &State, input: &WindowInput<'_>, cin: (i64, i64)) -> bool {
    let plan = input.plan;
    if plan
        .carries
        .iter()
        .any(|&c| st.carry[c].1 - st.carry[c].0 > 62)
    {
        return false;
    }
    // What a person would enumerate: every letter but the one the first
    // column's residue gives, and the carry in.
    let tried_first = plan.letters_first.len() - usize::from(plan.derived.is_some());
    let mut size = (cin.1 - cin.0 + 1).max(1) as u64;
    for &l in plan.letters_first[..tried_first]
        .iter()
        .chain(&plan.letters_second)
    {
        size = size.saturating_mul(u64::from(st.cand[l].count_ones()));
    }
    size <= input.limit
}

/// What the assignments of a window that hold leave: per letter of the
/// first and of the second column the digits they take, per carry (the
/// first's carry in, then each carry out) the values, as bits from its
/// least.
struct Support {
    first: [u64; MAX],
    second: [u64; MAX],
    carries: [u64; 3],
}

/// The enumeration of a window: the first column's letters, its derived
/// letter last; then, for each carry out of it, the second column's own
/// letters, their derived letter last.
struct WindowWalk<'w> {
    base: i64,
    columns: &'w [Column],
    plan: &'w Window,
    cands: &'w [u64],
    /// The range of the carry into the first column.
    cin: (i64, i64),
    /// Per carry of the window (cin of the first, then each cout), its
    /// range.
    lows: [i64; 3],
    highs: [i64; 3],
    /// How many letters of each column are tried, the derived one not.
    tried_first: usize,
    tried_second: usize,
    /// The bounds of each walk's letters from each depth on.
    rem_first: Rem,
    rem_second: Rem,
}

impl<'w> WindowWalk<'w> {
    fn new(base: i64, st: &'w State, input: &WindowInput<'w>, cin: (i64, i64)) -> WindowWalk<'w> {
        let plan = input.plan;
        let mut lows = [cin.0, 0, 0];
        let mut highs = [cin.1, 0, 0];
        for (j, col) in input.columns.iter().enumerate() {
            (lows[j + 1], highs[j + 1]) = col.cout.map_or((0, 0), |c| st.carry[c]);
        }
        let (rem_first, rem_second) = remainders(plan, &st.cand);
        WindowWalk {
            base,
            columns: input.columns,
            plan,
            cands: &st.cand,
            cin,
            lows,
            highs,
            tried_first: plan.letters_first.len() - usize::from(plan.derived.is_some()),
            tried_second: plan.letters_second.len() - usize::from(plan.derived_second.is_some()),
            rem_first,
            rem_second,
        }
    }

    /// Walks every assignment of the window: what those that make each
    /// column add up leave its letters and carries.
    fn support(&self) -> Support {
        let (b, first) = (self.base, &self.columns[0]);
        let (cin, lows, highs) = (self.cin, self.lows, self.highs);
        // Each column: b·cout − constant − cin, the letters' share; the
        // carry into the second is the first's carry out.
        let (olo, ohi) = (lows[1], highs[1]);
        let mut lo = [b * olo - first.constant - cin.1, i64::MIN / 4];
        let mut hi = [b * ohi - first.constant - cin.0, i64::MAX / 4];
        if let Some(col) = self.columns.get(1) {
            lo[1] = b * lows[2] - col.constant - ohi;
            hi[1] = b * highs[2] - col.constant - olo;
        }
        let mut support = Support {
            first: [0; MAX],
            second: [0; MAX],
            carries: [0; 3],
        };
        let mut inner = Scratch::new();
        walk(
            &self.plan.letters_first[..self.tried_first],
            &self.plan.coef_first,
            self.cands,
            &self.rem_first,
            (lo, hi),
            (0, [0, 0]),
            &mut Scratch::new(),
            &mut |pick: &mut [u32; MAX], sums: &[i64; 2], used: u64| {
                self.first_assignment(pick, sums, used, &mut inner, &mut support);
            },
        );
        support
    }

    /// Completes an assignment of the first column's tried letters with
    /// each carry into it: its derived letter, the column's sum, then the
    /// second column for the carry out; records what holds.
    fn first_assignment(
        &self,
        pick: &mut [u32; MAX],
        sums: &[i64; 2],
        used: u64,
        inner: &mut Scratch,
        support: &mut Support,
    ) {
        let (b, plan, first) = (self.base, self.plan, &self.columns[0]);
        let tried = self.tried_first;
        for c0 in self.cin.0..=self.cin.1 {
            let (mut sums, mut used) = (*sums, used);
            if let Some(inv) = plan.derived {
                let (l, c) = (plan.letters_first[tried], plan.coef_first[tried]);
                // c·d ≡ −(sum + constant + carry in) (mod b).
                let d = (-(sums[0] + first.constant + c0) * inv).rem_euclid(b);
                if d >= 64 || (self.cands[l] & !used) & (1 << d) == 0 {
                    continue;
                }
                pick[tried] = d as u32;
                sums[0] += c[0] * d;
                sums[1] += c[1] * d;
                used |= 1 << d;
            }
            let v = sums[0] + first.constant + c0;
            if v.rem_euclid(b) != 0 {
                continue;
            }
            let c1 = v.div_euclid(b);
            if c1 < self.lows[1] || c1 > self.highs[1] {
                continue;
            }
            let mut c2_seen = 0u64;
            if let Some(col) = self.columns.get(1) {
                c2_seen = self.second_column(col, c1, (used, sums), inner, &mut support.second);
                if c2_seen == 0 {
                    continue;
                }
            }
            let picked = &pick[..plan.letters_first.len()];
            for (s, &d) in support.first.iter_mut().zip(picked) {
                *s |= 1 << d;
            }
            support.carries[0] |= 1 << (c0 - self.lows[0]);
            support.carries[1] |= 1 << (c1 - self.lows[1]);
            support.carries[2] |= c2_seen;
        }
    }

    /// Walks the second column's own letters for carry `c1` into it, from
    /// the first column's digits and sums in `start`: records in `support`
    /// the digits of each assignment that holds, and gives the carries out
    /// of it seen, as bits from the least.
    fn second_column(
        &self,
        col: &Column,
        c1: i64,
        start: (u64, [i64; 2]),
        inner: &mut Scratch,
        support: &mut [u64; MAX],
    ) -> u64 {
        let (b, plan, cands) = (self.base, self.plan, self.cands);
        let tried = self.tried_second;
        let lo = [i64::MIN / 4, b * self.lows[2] - col.constant - c1];
        let hi = [i64::MAX / 4, b * self.highs[2] - col.constant - c1];
        let mut c2_seen = 0u64;
        walk(
            &plan.letters_second[..tried],
            &plan.coef_second,
            cands,
            &self.rem_second,
            (lo, hi),
            start,
            inner,
            &mut |pick: &mut [u32; MAX], sums: &[i64; 2], used: u64| {
                let mut s = sums[1];
                if let Some(inv) = plan.derived_second {
                    let l = plan.letters_second[tried];
                    let c = plan.coef_second[tried][1];
                    let d = (-(s + col.constant + c1) * inv).rem_euclid(b);
                    if d >= 64 || (cands[l] & !used) & (1 << d) == 0 {
                        return;
                    }
                    pick[tried] = d as u32;
                    s += c * d;
                }
                let v = s + col.constant + c1;
                if v.rem_euclid(b) != 0 {
                    return;
                }
                let c2 = v.div_euclid(b);
                if c2 < self.lows[2] || c2 > self.highs[2] {
                    return;
                }
                for (s, &d) in support.iter_mut().zip(&pick[..plan.letters_second.len()]) {
                    *s |= 1 << d;
                }
                c2_seen |= 1 << (c2 - self.lows[2]);
            },
        );
        c2_seen
    }
}

/// Per depth of each walk of a window, the least and most its letters from
/// there on add to each column's weighted sum.
fn remainders(plan: &Window, cands: &[u64]) -> (Rem, Rem) {
    let range = |l: usize, c: i64| {
        let (a, z) = (c * lowest(cands[l]), c * highest(cands[l]));
        (a.min(z), a.max(z))
    };
    let mut rem_first = Rem::ZERO;
    let mut rem_second = Rem::ZERO;
    let first = (&plan.letters_first, &plan.coef_first);
    let second = (&plan.letters_second, &plan.coef_second);
    for (rem, (letters, coef)) in [(&mut rem_second, second), (&mut rem_first, first)] {
        for i in (0..letters.len()).rev() {
            let (l, c) = (letters[i], coef[i]);
            for (j, &c) in c.iter().enumerate() {
                let (lo, hi) = range(l, c);
                rem.min[i][j] = rem.min[i + 1][j] + lo;
                rem.max[i][j] = rem.max[i + 1][j] + hi;
            }
        }
    }
    // The second column's own letters add to it whatever the first's are:
    // their share is part of every bound of the first walk.
    for i in 0..=first.0.len() {
        rem_first.min[i][1] += rem_second.min[0][1];
        rem_first.max[i][1] += rem_second.max[0][1];
    }
    (rem_first, rem_second)
}

/// The change a window's walk makes: each letter kept to the digits some
/// assignment gave it, each carry to the values some assignment gave it;
/// `None` when nothing narrows.
fn window_change(
    st: &State,
    input: &WindowInput<'_>,
    walk: &WindowWalk<'_>,
    support: &Support,
) -> Option<Change> {
    let (e, k, columns, plan) = (input.equation, input.column, input.columns, input.plan);
    let place = if columns.len() == 1 {
        Place::Column {
            equation: e + 1,
            column: k + 1,
        }
    } else {
        Place::Columns {
            equation: e + 1,
            column: k + 1,
        }
    };
    let mut change = Change::new(input.rule, place, plan.mask, String::new());
    let supports = (plan.letters_first.iter().zip(&support.first))
        .chain(plan.letters_second.iter().zip(&support.second));
    for (&l, &support) in supports {
        if st.cand[l] & support != st.cand[l] {
            change.cand.push((l, support));
        }
    }
    let vars = std::iter::once(columns[0].cin).chain(columns.iter().map(|c| c.cout));
    for (j, var) in vars.enumerate() {
        let Some(c) = var else { continue };
        let seen = support.carries[j];
        let new = if seen == 0 {
            (1, 0)
        } else {
            (
                walk.lows[j] + i64::from(seen.trailing_zeros()),
                walk.lows[j] + 63 - i64::from(seen.leading_zeros()),
            )
        };
        if new != st.carry[c] {
            change.carry.push((c, new));
        }
    }
    if change.cand.is_empty() && change.carry.is_empty() {
        return None;
    }
    Some(change)
}

/// Per depth of a walk, the least and most the letters from there on can
/// add to the weighted sum of each column (at most two).
pub(super) struct Rem {
    pub(super) min: [[i64; 2]; MAX + 1],
    pub(super) max: [[i64; 2]; MAX + 1],
}

impl Rem {
    /// Nothing to add: with bounds as wide as can be, no pruning.
    pub(super) const ZERO: Rem = Rem {
        min: [[0; 2]; MAX + 1],
        max: [[0; 2]; MAX + 1],
    };
}

/// The digits a walk picks, per depth, and those still to try there: made
/// once and lent to every walk.
pub(super) struct Scratch {
    pub(super) pick: [u32; MAX],
    pub(super) left: [u64; MAX + 1],
}

impl Scratch {
    pub(super) fn new() -> Scratch {
        Scratch {
            pick: [0; MAX],
            left: [0; MAX + 1],
        }
    }
}

/// The bounds of no pruning.
pub(super) const UNBOUNDED: ([i64; 2], [i64; 2]) = ([i64::MIN / 4; 2], [i64::MAX / 4; 2]);

/// Every assignment of distinct digits to `letters` (at most [`MAX`], the
/// letters of a puzzle), none of them in `start.0` and each weighted sum
/// starting at `start.1`, whose sums can still land within `bounds` (low
/// and high per column) once the letters left add what `rem` says: each is
/// visited with the digits picked, the weighted sums of its (at most two)
/// columns and the digits used. An explicit stack of the digits left per
/// depth walks the tree.
#[allow(clippy::too_many_arguments)]
pub(super) fn walk<F>(
    letters: &[usize],
    coef: &[[i64; 2]],
    cand: &[u64],
    rem: &Rem,
    bounds: ([i64; 2], [i64; 2]),
    start: (u64, [i64; 2]),
    scratch: &mut Scratch,
    visit: &mut F,
) where
    F: FnMut(&mut [u32; MAX], &[i64; 2], u64),
{
    let (lo, hi) = bounds;
    let (mut used, mut sums) = start;
    let n = letters.len().min(MAX);
    let Scratch { pick, left } = scratch;
    let fits = |i: usize, sums: &[i64; 2]| {
        (0..2).all(|j| sums[j] + rem.min[i][j] <= hi[j] && sums[j] + rem.max[i][j] >= lo[j])
    };
    if !fits(0, &sums) {
        return;
    }
    if n == 0 {
        visit(pick, &sums, used);
        return;
    }
    left[0] = cand[letters[0]];
    let mut i = 0;
    loop {
        let choices = left[i] & !used;
        if choices == 0 {
            // Back to the previous depth, undoing its digit.
            if i == 0 {
                return;
            }
            i -= 1;
            let d = pick[i];
            used &= !(1 << d);
            sums[0] -= coef[i][0] * i64::from(d);
            sums[1] -= coef[i][1] * i64::from(d);
            continue;
        }
        let d = choices.trailing_zeros();
        left[i] &= !(1 << d);
        pick[i] = d;
        sums[0] += coef[i][0] * i64::from(d);
        sums[1] += coef[i][1] * i64::from(d);
        if fits(i + 1, &sums) {
            if i + 1 == n {
                visit(pick, &sums, used | 1 << d);
            } else {
                used |= 1 << d;
                i += 1;
                left[i] = cand[letters[i]];
                continue;
            }
        }
        sums[0] -= coef[i][0] * i64::from(d);
        sums[1] -= coef[i][1] * i64::from(d);
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
