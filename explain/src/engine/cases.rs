//! The rules that look at several unknowns at once: a set of letters that
//! shares out a set of digits, and a value tried for a letter or a carry
//! and found to fail within a few steps.

use super::{Change, Engine, State, bits};
use crate::step::{Place, Rule, list, lowercase};

/// The most letters a naked subset holds: past four a person no longer
/// sees it at a glance.
const SUBSET_MOST: u32 = 4;

/// The most deductions a failed trial takes: a person follows a short
/// chain in the head; a longer one is a case split written out.
const TRIAL_DEPTH: usize = 4;

/// The most candidates of a letter a trial tries: every letter in base 10;
/// in a larger base a letter with more is a case split in all but name.
const TRIAL_MOST: u32 = 10;

impl Engine<'_> {
    /// A naked subset: `k` letters whose candidates, together, are `k`
    /// digits take those digits between them, so no other letter takes
    /// any of them (`E` and `N` are 5 or 6, so no other letter is 5 or 6).
    pub(super) fn subset(&self, st: &mut State) -> Option<Change> {
        // Only letters bound to differ: a `?` takes digits as it likes.
        let all = self.m.distinct;
        let open: Vec<usize> = bits(all)
            .filter(|&l| (2..=SUBSET_MOST).contains(&st.cand[l].count_ones()))
            .collect();
        if open.len() < 2 {
            return None;
        }
        if !st.dirty(Rule::Subset, 0, all, &[]) {
            return None;
        }
        // Every union of two or three open letters' candidates: the
        // smallest subset found is the one a person sees first.
        let mut unions: Vec<u64> = Vec::new();
        for (i, &a) in open.iter().enumerate() {
            for (j, &b) in open.iter().enumerate().skip(i + 1) {
                unions.push(st.cand[a] | st.cand[b]);
                for &c in open.iter().skip(j + 1) {
                    unions.push(st.cand[a] | st.cand[b] | st.cand[c]);
                }
            }
        }
        unions.retain(|u| u.count_ones() <= SUBSET_MOST);
        unions.sort_unstable_by_key(|u| (u.count_ones(), *u));
        unions.dedup();
        for digits in unions {
            let inside: u64 = bits(all)
                .filter(|&l| st.cand[l] & !digits == 0)
                .fold(0, |m, l| m | 1 << l);
            if inside.count_ones() != digits.count_ones() {
                continue;
            }
            let others: u64 = bits(all)
                .filter(|&l| inside & (1 << l) == 0 && st.cand[l] & digits != 0)
                .fold(0, |m, l| m | 1 << l);
            if others == 0 {
                continue;
            }
            let reason = self.say(|| {
                let names = self.names(inside);
                let shown: Vec<String> = bits(digits).map(|d| d.to_string()).collect();
                format!(
                    "{} take {} between them, so no other letter does",
                    list(&names, "and"),
                    list(&shown, "and")
                )
            });
            let mut change = Change::new(Rule::Subset, Place::Puzzle, inside | others, reason);
            change.cand = bits(others).map(|l| (l, !digits)).collect();
            return Some(change);
        }
        st.mark(Rule::Subset, 0);
        None
    }

    /// A digit tried for a letter, or a value for a carry of two values,
    /// that fails within [`TRIAL_DEPTH`] deductions of the other rules: the
    /// letter is not that digit ("were E = 0, column 1 reads D + 0 = Y +
    /// 10·c1, so D = Y"). The unknown with the shortest failure is the one
    /// given, with every value of it that fails.
    pub(super) fn trial(&self, st: &mut State) -> Option<Change> {
        let n = self.m.letters.len();
        if n == 0 {
            return None;
        }
        let all = u64::MAX >> (64 - n as u32);
        let carries: Vec<usize> = (0..self.m.carries.len()).collect();
        if !st.dirty(Rule::Trial, 0, all, &carries) {
            return None;
        }
        let mut open: Vec<Unknown> = (0..n)
            .filter(|&l| (2..=TRIAL_MOST).contains(&st.cand[l].count_ones()))
            .map(Unknown::Letter)
            .collect();
        open.sort_by_key(|&u| (self.values(st, u).count(), u));
        // A carry's two values are the smallest choice: they come first.
        let two: Vec<Unknown> = carries
            .into_iter()
            .filter(|&c| st.carry[c].1 - st.carry[c].0 == 1)
            .map(Unknown::Carry)
            .collect();
        open.splice(0..0, two);
        // Each value tried once, to the full depth; the unknown whose
        // shortest failure is shortest wins, the first among equals.
        let mut best: Option<(usize, Unknown, Vec<Failure>)> = None;
        for &u in &open {
            let mut failures = Vec::new();
            let mut shortest = usize::MAX;
            for v in self.values(st, u) {
                if let Some((chain, length)) = self.fails(st, u, v) {
                    shortest = shortest.min(length);
                    failures.push((v, chain));
                }
            }
            if !failures.is_empty() && best.as_ref().is_none_or(|b| shortest < b.0) {
                best = Some((shortest, u, failures));
                if shortest == 1 {
                    break;
                }
            }
        }
        let Some((_, unknown, failures)) = best else {
            st.mark(Rule::Trial, 0);
            return None;
        };
        let name = match unknown {
            Unknown::Letter(l) => self.name(l).to_string(),
            Unknown::Carry(c) => self.m.carries[c].name.clone(),
        };
        let reason = self.say(|| {
            let cases: Vec<String> = failures
                .iter()
                .map(|(v, chain)| format!("were {name} = {v}, {}", said(chain)))
                .collect();
            let text = cases.join("; ");
            let mut c = text.chars();
            c.next()
                .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
        });
        let change = match unknown {
            Unknown::Letter(l) => {
                let gone = failures.iter().fold(0u64, |m, &(v, _)| m | 1 << v);
                let mut change = Change::new(Rule::Trial, Place::Puzzle, 1 << l, reason);
                change.cand = vec![(l, !gone)];
                change
            }
            Unknown::Carry(c) => {
                let (lo, hi) = st.carry[c];
                let keep = |v: &i64| !failures.iter().any(|(f, _)| f == v);
                let left: Vec<i64> = (lo..=hi).filter(keep).collect();
                let range = match left.as_slice() {
                    [] => (hi, lo),
                    [v] => (*v, *v),
                    _ => (lo, hi),
                };
                let mut change = Change::new(Rule::Trial, Place::Puzzle, 0, reason);
                change.carry = vec![(c, range)];
                change
            }
        };
        Some(change)
    }

    /// The values a trial tries for `unknown`.
    fn values(&self, st: &State, unknown: Unknown) -> Box<dyn Iterator<Item = i64>> {
        match unknown {
            Unknown::Letter(l) => Box::new(bits(st.cand[l]).map(|d| d as i64)),
            Unknown::Carry(c) => Box::new(st.carry[c].0..=st.carry[c].1),
        }
    }

    /// The deductions, at most [`TRIAL_DEPTH`] besides the bookkeeping of
    /// distinct digits, that find `unknown = v` impossible from `st`, each
    /// as the sentence it reads, and how many they are; `None` when they do
    /// not.
    fn fails(&self, st: &State, unknown: Unknown, v: i64) -> Option<(Vec<String>, usize)> {
        let mut case = st.clone();
        case.stamp += 1;
        match unknown {
            Unknown::Letter(l) => {
                case.cand[l] = 1 << v;
                case.letter_stamp[l] = case.stamp;
            }
            Unknown::Carry(c) => {
                case.carry[c] = (v, v);
                case.carry_stamp[c] = case.stamp;
            }
        }
        let mut chain = Vec::new();
        let mut deductions = 0;
        // Distinct digits are bookkeeping, not a link of the chain; they
        // are bounded all the same, by the letters.
        for _ in 0..TRIAL_DEPTH + self.m.letters.len() {
            let change = self.next_below(&mut case, Some(Rule::Evaluate))?;
            let step = self.apply(&mut case, change);
            // The bookkeeping goes without saying, unless it is where the
            // case breaks.
            if !self.quiet && (step.rule != Rule::Distinct || step.contradiction) {
                chain.push(step.to_string());
            }
            if step.rule != Rule::Distinct {
                deductions += 1;
            }
            if step.contradiction {
                return Some((chain, deductions.max(1)));
            }
            if deductions == TRIAL_DEPTH {
                return None;
            }
        }
        None
    }
}

/// A value that fails, with the sentences of the deductions that show it.
type Failure = (i64, Vec<String>);

/// What a trial tries a value for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Unknown {
    Letter(usize),
    Carry(usize),
}

/// A failed trial's deductions as one clause: each sentence in lower case
/// without its full stop, the last after "then".
fn said(chain: &[String]) -> String {
    let mut clauses: Vec<String> = chain
        .iter()
        .map(|s| lowercase(s.trim_end_matches('.')))
        .collect();
    match clauses.pop() {
        Some(last) if !clauses.is_empty() => format!("{}; then {last}", clauses.join("; ")),
        Some(last) => last,
        None => String::new(),
    }
}
