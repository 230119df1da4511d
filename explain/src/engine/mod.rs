//! The deduction engine: candidates per letter and a range per carry,
//! the rules tried one at a time, the simplest first, and case splits
//! where none applies.

use std::time::Instant;

use alphametic_runtime::DigitSet;

mod cases;
mod columns;
mod equations;
mod window;

use crate::grade::{Stopped, TOUGH_CASES};
use crate::model::Model;
use crate::name::Name;
use crate::step::{CarryRange, Case, End, Line, Place, Rule, Split, Step, Unknown, list};

/// The most letters a puzzle has: the size of the rules' buffers.
const MAX: usize = alphametic_runtime::MAX_LETTERS;

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
            cand: m.allowed.clone(),
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
        rule as usize * self.width + id
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
/// What a rating asks, which tells it where to stop.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Rating {
    /// The grade: up to the first solution, or past
    /// [`TOUGH_CASES`] cases, where it is fiendish.
    Grade,
    /// Whether the grade is hard or easier: up to the first split.
    FirstSplit,
}

pub(crate) struct Engine<'a> {
    pub(crate) m: &'a Model,
    pub(crate) max_cases: u64,
    /// When the explanation ends where it is, as at the limit of cases.
    pub(crate) deadline: Option<Instant>,
    pub(crate) cases: u64,
    pub(crate) limited: bool,
    pub(crate) solutions: Vec<Vec<(Name, u8)>>,
    /// The splits made so far, in the order they are made.
    pub(crate) splits: usize,
    /// When rating only: where the grade is settled, so that the rating
    /// stops.
    pub(crate) rating: Option<Rating>,
    /// Where it stopped, if it did.
    pub(crate) stopped: Option<Stopped>,
    /// Whether only the grade is wanted: the steps carry no text.
    pub(crate) quiet: bool,
    /// What each window's walk found, by what it reads: the trials and
    /// the cases walk the same windows over the same candidates again and
    /// again.
    pub(crate) windows: window::Memo,
}

impl Engine<'_> {
    /// The reasoning from `st`, a case of a split when `in_case`:
    /// deductions until none applies, then a solution, a contradiction or
    /// a split. Each split fixes one more
    /// letter, so the recursion is at most as deep as the puzzle has
    /// letters (36).
    pub(crate) fn line(&mut self, mut st: State, in_case: bool) -> Line {
        let mut steps = Vec::new();
        loop {
            if self.deadline.is_some_and(|d| Instant::now() >= d) {
                self.limited = true;
                return Line {
                    steps,
                    end: End::Limit,
                };
            }
            let Some(change) = self.next(&mut st) else {
                break;
            };
            let step = self.apply(&mut st, change);
            let contradiction = step.contradiction;
            match steps.last_mut() {
                // A case's opening that has fixed no letter yet takes the
                // case's first finding with it: together they are what the
                // case's digit leads to.
                Some(head)
                    if folds(&step)
                        || (in_case
                            && step.rule != Rule::Trial
                            && !head.parts().any(|p| !p.fixed.is_empty())) =>
                {
                    self.fold(head, step, &st)
                }
                _ => steps.push(step),
            }
            if contradiction {
                // A case that fails reads as one step, as a person writes
                // it: what the case's digit leads to, and where it breaks.
                if in_case && steps.len() > 1 {
                    let rest = steps.split_off(1);
                    if let Some(head) = steps.first_mut() {
                        for step in rest {
                            self.fold(head, step, &st);
                        }
                    }
                }
                return Line {
                    steps,
                    end: End::Contradiction,
                };
            }
        }
        let open = (0..self.m.letters.len()).filter(|&l| st.cand[l].count_ones() > 1);
        // The letter with the fewest candidates; among equals the one in
        // the most columns, whose digit the column rules then carry
        // furthest, then the one that weighs most, whose digit the bounds
        // of the words tell most about, then the first in the alphabet.
        let columns_of = |l: usize| {
            self.m
                .equations
                .iter()
                .filter_map(|e| e.columns.as_ref())
                .flatten()
                .filter(|c| c.terms.iter().any(|&(t, _)| t == l))
                .count()
        };
        let Some(letter) = open.min_by_key(|&l| {
            (
                st.cand[l].count_ones(),
                std::cmp::Reverse(columns_of(l)),
                std::cmp::Reverse(self.m.weight[l]),
                l,
            )
        }) else {
            let solution: Vec<(Name, u8)> = (0..self.m.letters.len())
                .map(|l| (self.m.letters[l], st.cand[l].trailing_zeros() as u8))
                .collect();
            self.solutions.push(solution.clone());
            if self.rating.is_some() {
                // The grade is that of the explanation up to here.
                self.stopped = Some(Stopped::Solution);
            }
            return Line {
                steps,
                end: End::Solved(solution),
            };
        };
        // A carry of two values is a smaller choice than a letter of four
        // candidates or more: its two cases are tried instead. Against a
        // letter of three, the letter's digit tells more: on the published
        // sums the carry there gave the same grades in more steps, at
        // twice the time.
        let carry = (st.cand[letter].count_ones() > 3)
            .then(|| {
                (0..st.carry.len()).find(|&c| {
                    let (lo, hi) = st.carry[c];
                    hi == lo + 1 && (0..63).contains(&lo)
                })
            })
            .flatten();
        let (on, candidates) = match carry {
            Some(c) => {
                let (lo, hi) = st.carry[c];
                (
                    Unknown::Carry(self.m.carries[c].name.clone()),
                    1u64 << lo | 1u64 << hi,
                )
            }
            None => (Unknown::Letter(self.m.letters[letter]), st.cand[letter]),
        };
        if self.cases >= self.max_cases {
            self.limited = true;
            return Line {
                steps,
                end: End::Limit,
            };
        }
        self.splits += 1;
        let grid = self.grid(&st);
        if self.rating == Some(Rating::FirstSplit) {
            // The grade is past hard: the split is counted, its cases left.
            self.stopped = Some(Stopped::Split);
            return Line {
                steps,
                end: End::Split(Split {
                    on,
                    candidates: DigitSet::from_bits(candidates),
                    grid,
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
            if self.rating == Some(Rating::Grade) && self.cases >= TOUGH_CASES as u64 {
                // One more case makes the grade fiendish.
                self.stopped = Some(Stopped::Cases);
                break;
            }
            self.cases += 1;
            let mut child = st.clone();
            child.stamp += 1;
            match carry {
                Some(c) => {
                    child.carry[c] = (d as i64, d as i64);
                    child.carry_stamp[c] = child.stamp;
                }
                None => {
                    child.cand[letter] = 1 << d;
                    child.letter_stamp[letter] = child.stamp;
                }
            }
            let line = self.line(child, true);
            cases.push(Case {
                digit: d as u8,
                line,
            });
            if self.limited || self.stopped.is_some() {
                break;
            }
        }
        let end = End::Split(Split {
            on,
            candidates: DigitSet::from_bits(candidates),
            grid,
            cases,
        });
        Line { steps, end }
    }

    /// The first rule, in order, that changes something.
    fn next(&self, st: &mut State) -> Option<Change> {
        self.next_below(st, None)
    }

    /// The first rule before `last` (every rule when `None`), in order,
    /// that changes something.
    fn next_below(&self, st: &mut State, last: Option<Rule>) -> Option<Change> {
        for rule in Rule::ALL {
            if Some(rule) == last {
                return None;
            }
            let found = match rule {
                Rule::ZeroRule => self.zero_rule(st),
                Rule::Distinct => self.distinct(st),
                Rule::OnlyPlace => self.only_place(st),
                Rule::Subset => self.subset(st),
                Rule::LeadingCarry => self.leading_carry(st),
                Rule::ColumnSum => self.columns_rule(st, Rule::ColumnSum),
                Rule::Carry => self.columns_rule(st, Rule::Carry),
                Rule::Parity => self.columns_rule(st, Rule::Parity),
                Rule::Column => self.columns_rule(st, Rule::Column),
                Rule::CastingOut => self.casting_out(st),
                Rule::Relation => self.relation(st),
                Rule::Evaluate => self.evaluate(st),
                Rule::WordBounds => self.word_bounds(st),
                Rule::TwoColumns => self.columns_rule(st, Rule::TwoColumns),
                Rule::Residue => self.residue(st),
                Rule::Trial => self.trial(st),
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
            then: Vec::new(),
            leaves: Vec::new(),
        }
    }

    /// Folds `step` into `head`, the step before it, and sets what the
    /// two leave the letters `head`'s folded deductions narrow.
    fn fold(&self, head: &mut Step, mut step: Step, st: &State) {
        let inner = std::mem::take(&mut step.then);
        step.leaves.clear();
        head.then.push(step);
        head.then.extend(inner);
        let mut narrowed: u64 = 0;
        for (c, _) in head.then.iter().flat_map(|s| &s.removed) {
            if let Some(l) = self.m.letters.iter().position(|l| l == c) {
                narrowed |= 1 << l;
            }
        }
        // A deduction that finds the case impossible empties some letter:
        // the others are shown as it found them, before its removals.
        let mut before = st.cand.clone();
        for part in head.then.iter().filter(|s| s.contradiction) {
            for (c, set) in &part.removed {
                if let Some(l) = self.m.letters.iter().position(|l| l == c) {
                    before[l] |= set.bits();
                }
            }
        }
        head.leaves = bits(narrowed)
            .map(|l| (self.name(l), DigitSet::from_bits(before[l])))
            .collect();
    }

    /// The candidates of every letter not yet fixed, alphabetical: what a
    /// person has on the paper when no rule applies.
    fn grid(&self, st: &State) -> Vec<(Name, DigitSet)> {
        (0..self.m.letters.len())
            .filter(|&l| st.cand[l].count_ones() > 1)
            .map(|l| (self.name(l), DigitSet::from_bits(st.cand[l])))
            .collect()
    }

    /// The text `say` makes, or nothing when only the grade is wanted.
    fn say(&self, say: impl FnOnce() -> String) -> String {
        if self.quiet { String::new() } else { say() }
    }

    /// Column `k` (from 0) of equation `e` (from 0) as the text names it:
    /// with its equation when more than one equation has columns.
    fn column(&self, e: usize, k: usize) -> String {
        if self.m.several_sums {
            format!("Column {} of equation {}", k + 1, e + 1)
        } else {
            format!("Column {}", k + 1)
        }
    }

    fn name(&self, l: usize) -> Name {
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
        for l in bits(self.m.distinct) {
            let Some(d) = st.fixed(l) else { continue };
            let others: u64 = bits(self.m.distinct)
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
            let takers: Vec<usize> = bits(self.m.distinct)
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
}

/// Whether `step` folds into the step before it, as a person does not
/// write it on its own line: the bookkeeping of distinct digits, the zero
/// rule and the digit only one letter can take, a column's sum once one
/// unknown is left in it and the bounds of a carry (arithmetic done in
/// passing), and any deduction that fixes no letter. Any other step that
/// fixes a letter starts a line of its own, and so does a failed trial,
/// an argument a person writes out whatever it leaves.
fn folds(step: &Step) -> bool {
    let bookkeeping = matches!(
        step.rule,
        Rule::Distinct | Rule::ZeroRule | Rule::OnlyPlace | Rule::ColumnSum | Rule::Carry
    );
    step.rule != Rule::Trial && (bookkeeping || step.fixed.is_empty())
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
