//! The deduction engine: candidates per letter and a range per carry,
//! the rules tried one at a time, the simplest first, and case splits
//! where none applies.

use alphametic_runtime::{DigitSet, Puzzle};

use crate::model::{Column, Lin, Model};
use crate::step::{CarryRange, Case, End, Line, Place, Rule, Split, Step, digits, list};

/// Enumerations of a column's digits stop being a person's arithmetic past
/// this many assignments; the rule is then left to others.
const COLUMN_LIMIT: u64 = 2_000;
/// The same for two columns together.
const TWO_COLUMNS_LIMIT: u64 = 6_000;
/// The same for the residues of a column's letters modulo a divisor of the
/// base.
const PARITY_LIMIT: u64 = 256;
/// The same for an equation counted modulo a power of the base.
const RESIDUE_LIMIT: u64 = 20_000;

/// What is still possible.
#[derive(Debug, Clone)]
pub(crate) struct State {
    pub(crate) cand: Vec<u64>,
    pub(crate) carry: Vec<(i64, i64)>,
    stamp: u64,
    letter_stamp: Vec<u64>,
    carry_stamp: Vec<u64>,
    /// When each rule last found nothing to do on each constraint (0:
    /// never), by rule and then constraint: it is tried again only once
    /// one of the constraint's unknowns has changed.
    seen: Vec<u64>,
    /// Constraints per rule in `seen`.
    width: usize,
}

impl State {
    pub(crate) fn new(m: &Model) -> State {
        let columns: usize = m
            .equations
            .iter()
            .map(|e| e.columns.as_ref().map_or(0, Vec::len))
            .sum();
        let width = columns.max(m.equations.len());
        State {
            cand: vec![m.digits; m.letters.len()],
            carry: m.carries.iter().map(|c| (c.lo, c.hi)).collect(),
            stamp: 1,
            letter_stamp: vec![1; m.letters.len()],
            carry_stamp: vec![1; m.carries.len()],
            seen: vec![0; Rule::ALL.len() * width],
            width,
        }
    }

    fn fixed(&self, l: usize) -> Option<u32> {
        let c = self.cand[l];
        (c.count_ones() == 1).then(|| c.trailing_zeros())
    }

    /// Whether `rule` has something new to look at on constraint `id`,
    /// whose unknowns are `letters` and `carries`.
    fn dirty(&self, rule: Rule, id: usize, letters: u64, carries: &[usize]) -> bool {
        let seen = self.seen[self.slot(rule, id)];
        if seen == 0 {
            return true;
        }
        bits(letters).any(|l| self.letter_stamp[l] > seen)
            || carries.iter().any(|&c| self.carry_stamp[c] > seen)
    }

    fn mark(&mut self, rule: Rule, id: usize) {
        let slot = self.slot(rule, id);
        self.seen[slot] = self.stamp;
    }

    fn slot(&self, rule: Rule, id: usize) -> usize {
        let r = Rule::ALL.iter().position(|&x| x == rule).unwrap_or(0);
        r * self.width + id
    }
}

/// The places of the set bits of `mask`, lowest first.
fn bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let l = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            l
        })
    })
}

/// What a rule found: the new candidates and ranges, and why.
struct Change {
    rule: Rule,
    place: Place,
    letters: u64,
    cand: Vec<(usize, u64)>,
    carry: Vec<(usize, (i64, i64))>,
    reason: String,
    conclusion: Option<String>,
    contradiction: bool,
    /// The rule and constraint that found it, when running them again on
    /// what they leave can find nothing more: the support of every digit
    /// kept is made of digits kept.
    settled: Option<(Rule, usize)>,
}

impl Change {
    fn new(rule: Rule, place: Place, letters: u64, reason: String) -> Change {
        Change {
            rule,
            place,
            letters,
            cand: Vec::new(),
            carry: Vec::new(),
            reason,
            conclusion: None,
            contradiction: false,
            settled: None,
        }
    }
}

/// The engine's run over one puzzle: the model, the cases spent and the
/// solutions found.
pub(crate) struct Engine<'a> {
    pub(crate) m: &'a Model,
    pub(crate) max_cases: u64,
    pub(crate) cases: u64,
    pub(crate) limited: bool,
    pub(crate) solutions: Vec<Vec<(char, u8)>>,
    /// The splits made so far, in the order they are made.
    pub(crate) splits: usize,
    /// When rating only: stop at this many splits, where the grade is
    /// settled ([`Grade::Fiendish`](crate::Grade::Fiendish)).
    pub(crate) stop_at_splits: Option<usize>,
    /// Whether it stopped there.
    pub(crate) stopped: bool,
    /// Whether only the grade is wanted: the steps carry no text.
    pub(crate) quiet: bool,
}

impl Engine<'_> {
    /// The reasoning from `st`: deductions until none applies, then a
    /// solution, a contradiction or a split. Each split fixes one more
    /// letter, so the recursion is at most as deep as the puzzle has
    /// letters (36).
    pub(crate) fn line(&mut self, mut st: State) -> Line {
        let mut steps = Vec::new();
        while let Some(change) = self.next(&mut st) {
            let step = self.apply(&mut st, change);
            let contradiction = step.contradiction;
            steps.push(step);
            if contradiction {
                return Line {
                    steps,
                    end: End::Contradiction,
                };
            }
        }
        let open = (0..self.m.letters.len()).filter(|&l| st.cand[l].count_ones() > 1);
        // The letter with the fewest candidates; among equals the one that
        // weighs most, whose digit the bounds of the words then tell most
        // about, then the first in the alphabet.
        let Some(letter) = open.min_by_key(|&l| {
            (
                st.cand[l].count_ones(),
                std::cmp::Reverse(self.m.weight[l]),
                l,
            )
        }) else {
            let solution: Vec<(char, u8)> = (0..self.m.letters.len())
                .map(|l| (self.m.letters[l], st.cand[l].trailing_zeros() as u8))
                .collect();
            self.solutions.push(solution.clone());
            return Line {
                steps,
                end: End::Solved(solution),
            };
        };
        let candidates = st.cand[letter];
        if self.cases >= self.max_cases {
            self.limited = true;
            return Line {
                steps,
                end: End::Limit,
            };
        }
        self.splits += 1;
        if self.stop_at_splits.is_some_and(|n| self.splits >= n) {
            // The grade is settled: the split is counted, its cases left.
            self.stopped = true;
            return Line {
                steps,
                end: End::Split(Split {
                    letter: self.m.letters[letter],
                    candidates: DigitSet::from_bits(candidates),
                    cases: Vec::new(),
                }),
            };
        }
        let mut cases = Vec::new();
        for d in bits(candidates) {
            if self.cases >= self.max_cases {
                self.limited = true;
                break;
            }
            self.cases += 1;
            let mut child = st.clone();
            child.stamp += 1;
            child.cand[letter] = 1 << d;
            child.letter_stamp[letter] = child.stamp;
            let line = self.line(child);
            cases.push(Case {
                digit: d as u8,
                line,
            });
            if self.limited || self.stopped {
                break;
            }
        }
        let end = End::Split(Split {
            letter: self.m.letters[letter],
            candidates: DigitSet::from_bits(candidates),
            cases,
        });
        Line { steps, end }
    }

    /// The first rule, in order, that changes something.
    fn next(&self, st: &mut State) -> Option<Change> {
        for rule in Rule::ALL {
            let found = match rule {
                Rule::ZeroRule => self.zero_rule(st),
                Rule::Distinct => self.distinct(st),
                Rule::OnlyPlace => self.only_place(st),
                Rule::LeadingCarry => self.leading_carry(st),
                Rule::ColumnSum => self.columns_rule(st, Rule::ColumnSum),
                Rule::Carry => self.columns_rule(st, Rule::Carry),
                Rule::Parity => self.columns_rule(st, Rule::Parity),
                Rule::Column => self.columns_rule(st, Rule::Column),
                Rule::Relation => self.relation(st),
                Rule::Evaluate => self.evaluate(st),
                Rule::WordBounds => self.word_bounds(st),
                Rule::TwoColumns => self.columns_rule(st, Rule::TwoColumns),
                Rule::Residue => self.residue(st),
            };
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// Applies a change to the state and writes it as a step.
    fn apply(&self, st: &mut State, change: Change) -> Step {
        st.stamp += 1;
        let mut removed = Vec::new();
        let mut fixed = Vec::new();
        let mut contradiction = change.contradiction;
        let mut cand = change.cand;
        cand.sort_unstable_by_key(|&(l, _)| l);
        for (l, new) in cand {
            let old = st.cand[l];
            let new = old & new;
            if new == old {
                continue;
            }
            removed.push((self.m.letters[l], DigitSet::from_bits(old & !new)));
            if new.count_ones() == 1 {
                fixed.push((self.m.letters[l], new.trailing_zeros() as u8));
            }
            contradiction |= new == 0;
            st.cand[l] = new;
            st.letter_stamp[l] = st.stamp;
        }
        let mut carries = Vec::new();
        for (c, (lo, hi)) in change.carry {
            let (olo, ohi) = st.carry[c];
            let (lo, hi) = (lo.max(olo), hi.min(ohi));
            if (lo, hi) == (olo, ohi) {
                continue;
            }
            contradiction |= lo > hi;
            st.carry[c] = (lo, hi);
            st.carry_stamp[c] = st.stamp;
            let var = &self.m.carries[c];
            carries.push(CarryRange {
                name: var.name.clone(),
                equation: var.equation,
                column: var.column,
                lo,
                hi,
            });
        }
        if let Some((rule, id)) = change.settled {
            st.mark(rule, id);
        }
        Step {
            rule: change.rule,
            place: change.place,
            letters: bits(change.letters).map(|l| self.m.letters[l]).collect(),
            removed,
            fixed,
            carries,
            reason: change.reason,
            conclusion: change.conclusion,
            contradiction,
        }
    }

    /// The text `say` makes, or nothing when only the grade is wanted.
    fn say(&self, say: impl FnOnce() -> String) -> String {
        if self.quiet { String::new() } else { say() }
    }

    fn name(&self, l: usize) -> char {
        self.m.letters[l]
    }

    fn names(&self, mask: u64) -> Vec<String> {
        bits(mask).map(|l| self.name(l).to_string()).collect()
    }

    // Level 1.

    fn zero_rule(&self, st: &mut State) -> Option<Change> {
        let with_zero: u64 = bits(self.m.leading)
            .filter(|&l| st.cand[l] & 1 != 0)
            .fold(0, |m, l| m | 1 << l);
        if with_zero == 0 {
            return None;
        }
        let names = self.names(with_zero);
        let reason = if names.len() == 1 {
            format!("{} leads a word, and no word starts with 0", names[0])
        } else {
            format!(
                "{} lead words, and no word starts with 0",
                list(&names, "and")
            )
        };
        let mut change = Change::new(Rule::ZeroRule, Place::Puzzle, with_zero, reason);
        change.cand = bits(with_zero).map(|l| (l, !1u64)).collect();
        Some(change)
    }

    fn distinct(&self, st: &mut State) -> Option<Change> {
        for l in 0..self.m.letters.len() {
            let Some(d) = st.fixed(l) else { continue };
            let others: u64 = (0..self.m.letters.len())
                .filter(|&o| o != l && st.cand[o] & (1 << d) != 0)
                .fold(0, |m, o| m | 1 << o);
            if others == 0 {
                continue;
            }
            let reason = self.say(|| {
                format!(
                    "{} = {d}, and distinct letters take distinct digits",
                    self.name(l)
                )
            });
            let mut change = Change::new(Rule::Distinct, Place::Puzzle, others | 1 << l, reason);
            change.cand = bits(others).map(|o| (o, !(1u64 << d))).collect();
            return Some(change);
        }
        None
    }

    fn only_place(&self, st: &mut State) -> Option<Change> {
        if !self.m.every_digit {
            return None;
        }
        for d in bits(self.m.digits) {
            let takers: Vec<usize> = (0..self.m.letters.len())
                .filter(|&l| st.cand[l] & (1 << d) != 0)
                .collect();
            match takers.as_slice() {
                [] => {
                    let reason = format!(
                        "Every digit is some letter's, as there are as many letters as digits, \
                         yet no letter can still be {d}"
                    );
                    let mut change = Change::new(Rule::OnlyPlace, Place::Puzzle, 0, reason);
                    change.contradiction = true;
                    return Some(change);
                }
                &[l] if st.cand[l].count_ones() > 1 => {
                    let reason = format!(
                        "Every digit is some letter's, as there are as many letters as digits, \
                         and only {} can still be {d}",
                        self.name(l)
                    );
                    let mut change = Change::new(Rule::OnlyPlace, Place::Puzzle, 1 << l, reason);
                    change.cand = vec![(l, 1 << d)];
                    return Some(change);
                }
                _ => {}
            }
        }
        None
    }

    fn leading_carry(&self, st: &mut State) -> Option<Change> {
        for (e, eq) in self.m.equations.iter().enumerate() {
            let Some(cols) = &eq.columns else { continue };
            let Some(col) = cols.last() else { continue };
            let (&[(l, -1)], 0, Some(cin), None) =
                (col.terms.as_slice(), col.constant, col.cin, col.cout)
            else {
                continue;
            };
            let k = cols.len();
            let (lo, hi) = st.carry[cin];
            let cand = st.cand[l];
            let range = mask_range(lo, hi);
            let (clo, chi) = (
                i64::from(cand.trailing_zeros()).max(lo),
                i64::from(63 - cand.leading_zeros().min(63)).min(hi),
            );
            if cand & range == cand && (clo, chi) == (lo, hi) {
                continue;
            }
            let letter = self.name(l);
            let carry = &self.m.carries[cin].name;
            let longer = match &self.m.addition {
                Some((addends, result)) if self.m.equations.len() == 1 => {
                    let addends: Vec<String> = addends.clone();
                    format!(
                        "{result} has one more column than {}",
                        list(&addends, "and")
                    )
                }
                _ => format!("{letter} stands alone in column {k}"),
            };
            let bound = if lo == hi {
                format!("which is {lo}")
            } else if lo <= 0 {
                format!("at most {hi}")
            } else {
                format!("from {lo} to {hi}")
            };
            let mut reason = format!(
                "Column {k}: {longer}, so {letter} is the carry {carry} out of column {}, {bound}",
                k - 1
            );
            if cand & 1 == 0 && lo <= 0 && self.m.leading & (1 << l) != 0 {
                reason += &format!("; {letter} leads a word and is not 0");
            }
            let mut change = Change::new(
                Rule::LeadingCarry,
                Place::Column {
                    equation: e + 1,
                    column: k,
                },
                1 << l,
                reason,
            );
            change.cand = vec![(l, range)];
            change.carry = vec![(cin, (clo, chi))];
            return Some(change);
        }
        None
    }

    // Levels 2 to 4: the columns.

    fn columns_rule(&self, st: &mut State, rule: Rule) -> Option<Change> {
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
    fn knowns(&self, st: &State, letters: u64, carries: &[usize]) -> Vec<String> {
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

    // Level 3: relations and evaluations.

    fn relation(&self, st: &mut State) -> Option<Change> {
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

    fn evaluate(&self, st: &mut State) -> Option<Change> {
        for (e, eq) in self.m.equations.iter().enumerate() {
            let Some(text) = &eq.check else { continue };
            if !st.dirty(Rule::Evaluate, e, eq.letters, &[]) {
                continue;
            }
            let open: Vec<usize> = bits(eq.letters)
                .filter(|&l| st.fixed(l).is_none())
                .collect();
            let found = match open.as_slice() {
                [] => (!self.holds(text, st, eq.letters, None)).then(|| {
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
                        .filter(|&d| self.holds(text, st, eq.letters, Some((l, d))))
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

    /// Whether `text` holds with the fixed letters of `letters`, and `extra`.
    fn holds(&self, text: &str, st: &State, letters: u64, extra: Option<(usize, usize)>) -> bool {
        let mut pinned = text.to_owned();
        for l in bits(letters) {
            let d = match extra {
                Some((x, d)) if x == l => d as u32,
                _ => match st.fixed(l) {
                    Some(d) => d,
                    None => continue,
                },
            };
            pinned += &format!(", {} == {d}", self.name(l));
        }
        // A text that cannot be read proves nothing: it is kept.
        Puzzle::parse_with(&pinned, self.m.check_options()).map_or(true, |p| p.solve().is_some())
    }

    // Level 4.

    fn word_bounds(&self, st: &mut State) -> Option<Change> {
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
                said.push(format!(
                    "{w}·{} between {} and {}",
                    self.name(l),
                    if le {
                        "−∞".to_owned()
                    } else {
                        a.to_string()
                    },
                    b
                ));
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

    fn residue(&self, st: &mut State) -> Option<Change> {
        let b = i64::from(self.m.base);
        for (e, eq) in self.m.equations.iter().enumerate() {
            let (Some(lin), None) = (&eq.linear, &eq.columns) else {
                continue;
            };
            if !st.dirty(Rule::Residue, e, eq.letters, &[]) {
                continue;
            }
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
                if size > RESIDUE_LIMIT {
                    continue;
                }
                let coef: Vec<Vec<i64>> = terms.iter().map(|t| vec![t.1]).collect();
                let mut support = vec![0u64; letters.len()];
                let mut pick = vec![0u32; letters.len()];
                let mut sums = vec![0i64];
                let c = lin.constant.rem_euclid(m);
                walk(
                    &letters,
                    &coef,
                    &st.cand,
                    &Prune::NONE,
                    0,
                    0,
                    &mut pick,
                    &mut sums,
                    &mut |pick, sums, _| {
                        if (sums[0] + c).rem_euclid(m) == 0 {
                            for (i, &d) in pick.iter().enumerate() {
                                support[i] |= 1 << d;
                            }
                        }
                    },
                );
                let mut change = Change::new(
                    Rule::Residue,
                    Place::Equation(e + 1),
                    eq.letters,
                    String::new(),
                );
                for (i, &l) in letters.iter().enumerate() {
                    if st.cand[l] & support[i] != st.cand[l] {
                        change.cand.push((l, support[i]));
                    }
                }
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
            st.mark(Rule::Residue, e);
        }
        None
    }
}

/// The letters (as a mask) and the carries of a window of columns.
fn unknowns(window: &[Column]) -> (u64, Vec<usize>) {
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
struct Prune {
    rem_min: Vec<i64>,
    rem_max: Vec<i64>,
    lo: i64,
    hi: i64,
}

impl Prune {
    /// No pruning.
    const NONE: Prune = Prune {
        rem_min: Vec::new(),
        rem_max: Vec::new(),
        lo: i64::MIN,
        hi: i64::MAX,
    };
}

/// What [`walk`] calls with each assignment: the digits picked, the sums
/// per column and the digits used.
type Visit<'a> = dyn FnMut(&mut [u32], &[i64], u64) + 'a;

/// Every assignment of distinct digits to `letters`, with the weighted sums
/// per column kept as it goes, and the digits used. At most as deep as
/// there are letters (36).
#[allow(clippy::too_many_arguments)]
fn walk(
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

/// The digits `lo..=hi` within `0..64` as a mask.
fn mask_range(lo: i64, hi: i64) -> u64 {
    let (lo, hi) = (lo.max(0), hi.min(63));
    if lo > hi {
        return 0;
    }
    (u64::MAX >> (63 - hi)) & (u64::MAX << lo)
}

fn lowest(set: u64) -> i64 {
    i64::from(set.trailing_zeros().min(63))
}

fn highest(set: u64) -> i64 {
    63 - i64::from(set.leading_zeros().min(63))
}

fn div_ceil(a: i64, b: i64) -> i64 {
    a.div_euclid(b) + i64::from(a.rem_euclid(b) != 0)
}
