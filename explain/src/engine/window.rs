//! The rules that enumerate a window of one or two columns: every
//! assignment of its letters and carries that makes each column add up,
//! walked with bounds so that a branch that cannot add up is left at once.
//! The walk is shared with the rules on equations, which enumerate the
//! same way.

use super::{Change, Engine, MAX, State, bits, highest, lowest};
use crate::model::{Column, Window};
use crate::step::{Place, Rule, list};

impl Engine<'_> {
    /// Every assignment of a window of columns' letters (distinct digits)
    /// and carries that makes each column add up: what survives.
    pub(super) fn window(&self, st: &State, input: &WindowInput<'_>) -> Option<Change> {
        let cin = input.columns[0].cin.map_or((0, 0), |c| st.carry[c]);
        if !within_limit(st, input, cin) {
            return None;
        }
        // The walk reads the window's letters' candidates and its carries'
        // ranges, nothing else: what it found for them holds again.
        let key = WindowKey {
            equation: input.equation,
            column: input.column,
            width: input.columns.len(),
            rule: input.rule,
            cands: bits(input.plan.mask).map(|l| st.cand[l]).collect(),
            carries: std::iter::once(cin)
                .chain(
                    input
                        .columns
                        .iter()
                        .map(|c| c.cout.map_or((0, 0), |c| st.carry[c])),
                )
                .collect(),
        };
        let found = self.windows.0.borrow().get(&key).cloned();
        let found = found.unwrap_or_else(|| {
            let walk = WindowWalk::new(i64::from(self.m.base), self.m.distinct, st, input, cin);
            let support = walk.support();
            let found = window_change(st, input, &walk, &support).map(|c| (c.cand, c.carry));
            let mut memo = self.windows.0.borrow_mut();
            if memo.len() >= MEMO_MOST {
                memo.clear();
            }
            memo.insert(key, found.clone());
            found
        });
        let (cand, carry) = found?;
        let mut change = Change::new(
            input.rule,
            window_place(input),
            input.plan.mask,
            String::new(),
        );
        change.cand = cand;
        change.carry = carry;
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
        let of = if self.m.several_sums {
            format!(" of equation {}", input.equation + 1)
        } else {
            String::new()
        };
        let mut reason = if columns.len() == 1 {
            format!(
                "{} reads {}{known}",
                self.column(input.equation, k),
                columns[0].text
            )
        } else {
            format!(
                "Columns {} and {}{of} together read {} and {}{known}",
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

/// A window of one or two columns of an equation, as [`Engine::window`]
/// reads it: where it is, its columns and their plan, the most assignments
/// a person would try, and the rule it speaks for.
pub(super) struct WindowInput<'w> {
    /// The equation, from 0.
    pub(super) equation: usize,
    /// The window's first column, from 0.
    pub(super) column: usize,
    pub(super) columns: &'w [Column],
    pub(super) plan: &'w Window,
    pub(super) limit: u64,
    pub(super) rule: Rule,
}

/// The most windows remembered: past it the memo starts afresh, so that
/// its memory stays bounded whatever the puzzle.
const MEMO_MOST: usize = 1 << 16;

/// What a window's walk reads: the window, and its letters' candidates and
/// carries' ranges.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct WindowKey {
    equation: usize,
    column: usize,
    width: usize,
    rule: Rule,
    cands: Vec<u64>,
    carries: Vec<(i64, i64)>,
}

/// The candidates and carry ranges each window's walk left, or `None`
/// when it narrowed nothing.
type Found = Option<(Vec<(usize, u64)>, Vec<(usize, (i64, i64))>)>;

/// Walks of windows already made, by what they read. A `BTreeMap`, as
/// the rest of the crate uses: a hash map's code would add to the web
/// page's module for no measurable speed.
#[derive(Debug, Default)]
pub(crate) struct Memo(std::cell::RefCell<std::collections::BTreeMap<WindowKey, Found>>);

/// Where a window stands: one column, or two side by side.
fn window_place(input: &WindowInput<'_>) -> Place {
    let (equation, column) = (input.equation + 1, input.column + 1);
    if input.columns.len() == 1 {
        Place::Column { equation, column }
    } else {
        Place::Columns { equation, column }
    }
}

/// Whether a person would enumerate the window: every carry's range small
/// enough for a mask, and no more assignments than the window's limit.
fn within_limit(st: &State, input: &WindowInput<'_>, cin: (i64, i64)) -> bool {
    let plan = input.plan;
    if plan.letters_first.len().max(plan.letters_second.len()) > MAX {
        return false;
    }
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
    /// The letters bound to differ; the others are `?`s.
    distinct: u64,
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
    fn new(
        base: i64,
        distinct: u64,
        st: &'w State,
        input: &WindowInput<'w>,
        cin: (i64, i64),
    ) -> WindowWalk<'w> {
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
            distinct,
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
            self.distinct,
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
                let bar = if self.distinct & (1 << l) != 0 {
                    used
                } else {
                    0
                };
                if d >= 64 || (self.cands[l] & !bar) & (1 << d) == 0 {
                    continue;
                }
                pick[tried] = d as u32;
                sums[0] += c[0] * d;
                sums[1] += c[1] * d;
                if self.distinct & (1 << l) != 0 {
                    used |= 1 << d;
                }
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
            self.distinct,
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
                    let bar = if self.distinct & (1 << l) != 0 {
                        used
                    } else {
                        0
                    };
                    if d >= 64 || (cands[l] & !bar) & (1 << d) == 0 {
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
    let (columns, plan) = (input.columns, input.plan);
    let mut change = Change::new(input.rule, window_place(input), plan.mask, String::new());
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

/// Every assignment of digits to `letters` (at most [`MAX`]), those of
/// `distinct` distinct and none of them in `start.0`, the others (`?`s)
/// free, and each weighted sum
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
    distinct: u64,
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
    // The digits a letter at each depth may not take: those used, unless
    // it is a `?`.
    let bar = |i: usize, used: u64| {
        if distinct & (1 << letters[i]) != 0 {
            used
        } else {
            0
        }
    };
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
        let choices = left[i] & !bar(i, used);
        if choices == 0 {
            // Back to the previous depth, undoing its digit.
            if i == 0 {
                return;
            }
            i -= 1;
            let d = pick[i];
            used &= !bar(i, 1 << d);
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
                visit(pick, &sums, used | bar(i, 1 << d));
            } else {
                used |= bar(i, 1 << d);
                i += 1;
                left[i] = cand[letters[i]];
                continue;
            }
        }
        sums[0] -= coef[i][0] * i64::from(d);
        sums[1] -= coef[i][1] * i64::from(d);
    }
}
