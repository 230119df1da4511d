//! Every solution of one addition of two words, `a + x == y`, column by
//! column: the first rows of a 3 × 3 grid's key.
//!
//! The grid's systems are solved by a search over weighted sums
//! (`system.rs`) that bounds every equation at every node. A key's first
//! rows have millions of solutions between them, and for one addition the
//! schoolbook order costs less per solution: in each column, the letters
//! of `a` and `x` met there first are given each free digit they allow,
//! and `y`'s digit there is the column's sum, the carry passed on.
//!
//! The first column taken is the leading one, though: its digits decide
//! how large the sum is, which the caller bounds through what `y`'s first
//! letter allows, and `y`'s digit there is the sum of `a`'s and `x`'s or
//! one more, so most of what fails fails at once rather than after every
//! other column. The carry the leading column was given is then asked of
//! the column below it. In each other column, the one new letter whose
//! digit the column's sum gives (`y`'s, or else an addend's) is derived
//! rather than tried. The steps are laid out once per addition, and the
//! search runs over them with an explicit stack, one level per step.

use crate::Letter;

/// No digit: a letter not yet given one.
pub(super) const NONE: u8 = u8::MAX;

/// The choice of a step that checks a digit rather than giving one.
const PASS: u64 = 1 << 63;

/// One step of the search.
#[derive(Debug, Clone, Copy)]
enum Step {
    /// The letter is met here first, in `a` or `x`: each free digit it
    /// allows is tried.
    Try(Letter),
    /// Column `p`'s sum, the carry in given: the digit of the one letter
    /// of the column met here first and not tried, `derived` (0 for `a`'s,
    /// 1 for `x`'s, 2 for `y`'s), is what the others leave it; with none,
    /// the column is checked.
    Sum { column: usize, derived: u8 },
    /// The leading column's sum, taken first: `y`'s digit there is `a`'s
    /// and `x`'s or one more, the carry it asks of the column below.
    Lead { column: usize, new: bool },
}

/// The search of one addition `a + x == y`, its words' letters given from
/// the last place.
#[derive(Debug, Default)]
pub(super) struct Addition {
    steps: Vec<Step>,
    /// Per column, the letters of `a`, `x` and `y` there, if any.
    columns: Vec<[Option<Letter>; 3]>,
    /// Whether the leading column is taken first, its carry in asked of
    /// the last column summed.
    lead: bool,
}

impl Addition {
    /// Lays out the steps of `a + x == y`.
    pub(super) fn new(a: &[Letter], x: &[Letter], y: &[Letter]) -> Addition {
        let width = a.len().max(x.len()).max(y.len());
        let columns: Vec<[Option<Letter>; 3]> = (0..width)
            .map(|p| [a.get(p), x.get(p), y.get(p)].map(|l| l.copied()))
            .collect();
        // The leading column first when `y` reaches it, the others from the
        // last place up.
        let lead = width > 0 && y.len() == width;
        let order = lead
            .then_some(width - 1)
            .into_iter()
            .chain(0..width - usize::from(lead));
        let mut seen = 0u64;
        let mut steps = Vec::with_capacity(3 * width);
        for p in order {
            let column = columns[p];
            if lead && p == width - 1 {
                for l in column[..2].iter().flatten() {
                    if seen >> l & 1 == 0 {
                        seen |= 1 << l;
                        steps.push(Step::Try(*l));
                    }
                }
                let new = column[2].is_some_and(|l| seen >> l & 1 == 0);
                if let Some(l) = column[2] {
                    seen |= 1 << l;
                }
                steps.push(Step::Lead { column: p, new });
                continue;
            }
            // The letters met here first, each once; the last of those
            // that is alone in the column is derived, the others tried.
            let mut fresh = [NONE; 3];
            for (slot, l) in column.iter().enumerate() {
                if let Some(l) = *l
                    && seen >> l & 1 == 0
                {
                    fresh[slot] = l;
                }
            }
            let alone = |slot: usize| {
                let l = fresh[slot];
                l != NONE && column.iter().filter(|&&m| m == Some(l)).count() == 1
            };
            let derived = (0..3)
                .rev()
                .find(|&slot| alone(slot))
                .map_or(3, |s| s as u8);
            for (slot, &l) in fresh.iter().enumerate() {
                if l != NONE && slot != usize::from(derived) && seen >> l & 1 == 0 {
                    seen |= 1 << l;
                    steps.push(Step::Try(l));
                }
            }
            for l in column.iter().flatten() {
                seen |= 1 << l;
            }
            steps.push(Step::Sum { column: p, derived });
        }
        Addition {
            steps,
            columns,
            lead,
        }
    }

    /// Calls `visit` with each solution: per letter (by its number), its
    /// digit, [`NONE`] for the letters of none of the words. Letter `l`
    /// takes its digit from `allowed[l]`, one to one, in base `base`.
    pub(super) fn solutions(
        &self,
        allowed: &[u64; 64],
        base: u32,
        mut visit: impl FnMut(&[u8; 64]),
    ) {
        let n = self.steps.len();
        if n == 0 {
            return;
        }
        let width = self.columns.len();
        let mut digit = [NONE; 64];
        let mut used = 0u64;
        // Per level: the choices left and the letter it gave a digit (or
        // `NONE`); per column the carry into it; the carry the leading
        // column asks of the one below, and the sum it has without.
        let mut avail = vec![0u64; n];
        let mut given = vec![NONE; n];
        let mut carry = vec![0u32; width + 1];
        let (mut need, mut lead_sum) = (0u32, 0u32);
        let mut level = 0;
        avail[0] = self.enter(0, allowed, base, &digit, used, &mut carry, &mut lead_sum);
        loop {
            if given[level] != NONE {
                let l = usize::from(given[level]);
                used &= !(1u64 << digit[l]);
                digit[l] = NONE;
                given[level] = NONE;
            }
            let bits = avail[level];
            if bits == 0 {
                if level == 0 {
                    return;
                }
                level -= 1;
                continue;
            }
            avail[level] = bits & (bits - 1);
            let (letter, lead) = match self.steps[level] {
                Step::Try(l) => (Some(l), false),
                Step::Sum { column, derived } => (
                    self.columns[column]
                        .get(usize::from(derived))
                        .copied()
                        .flatten(),
                    false,
                ),
                Step::Lead { column, .. } => (self.columns[column][2], true),
            };
            if bits & PASS == 0
                && let Some(l) = letter
            {
                digit[usize::from(l)] = bits.trailing_zeros() as u8;
                used |= 1 << bits.trailing_zeros();
                given[level] = l;
            }
            if lead && let Some(l) = letter {
                need = u32::from(digit[usize::from(l)]) - lead_sum;
            }
            if level + 1 == n {
                // The carry out of the column below the leading one, or out
                // of the leading one itself.
                let want = if self.lead { need } else { 0 };
                let out = if self.lead { width - 1 } else { width };
                if carry[out] == want {
                    visit(&digit);
                }
                continue;
            }
            level += 1;
            avail[level] = self.enter(
                level,
                allowed,
                base,
                &digit,
                used,
                &mut carry,
                &mut lead_sum,
            );
        }
    }

    /// The choices of step `level`, the steps before it taken: the free
    /// digits a letter met first allows; for a column's sum the one digit
    /// it gives `y`'s new letter, [`PASS`] when `y`'s letter there (or its
    /// absence, a 0) already agrees, none otherwise; for the leading
    /// column, the sum or one more, as that column's `y` allows.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn enter(
        &self,
        level: usize,
        allowed: &[u64; 64],
        base: u32,
        digit: &[u8; 64],
        used: u64,
        carry: &mut [u32],
        lead_sum: &mut u32,
    ) -> u64 {
        let of = |l: Option<Letter>| l.map_or(0, |l| u32::from(digit[usize::from(l)]));
        match self.steps[level] {
            Step::Try(l) => allowed[usize::from(l)] & !used,
            Step::Lead { column, new } => {
                let [a, x, y] = self.columns[column];
                let sum = of(a) + of(x);
                *lead_sum = sum;
                // The sum, or one more with a carry in, as far as either is
                // a digit.
                let both = match sum < base {
                    true => (3u64 << sum) & ((1u64 << base) - 1),
                    false => 0,
                };
                match y {
                    Some(l) if new => allowed[usize::from(l)] & !used & both,
                    Some(l) if both >> digit[usize::from(l)] & 1 == 1 => PASS,
                    _ => 0,
                }
            }
            Step::Sum { column, derived } => {
                let [a, x, y] = self.columns[column];
                let c = carry[column];
                let (d, sum) = match derived {
                    // y's digit, or a's or x's: what y's leaves, less the
                    // other addend and the carry.
                    2 => {
                        let sum = of(a) + of(x) + c;
                        (sum % base, sum)
                    }
                    0 | 1 => {
                        let other = if derived == 0 { of(x) } else { of(a) };
                        let d = (of(y) + 2 * base - other - c) % base;
                        (d, d + other + c)
                    }
                    _ => {
                        let sum = of(a) + of(x) + c;
                        carry[column + 1] = sum / base;
                        return if sum % base == of(y) { PASS } else { 0 };
                    }
                };
                carry[column + 1] = sum / base;
                match self.columns[column][usize::from(derived)] {
                    Some(l) => allowed[usize::from(l)] & !used & (1 << d),
                    None => 0,
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every solution by brute force: each map of the letters to distinct
    /// allowed digits under which the addition holds.
    fn brute(
        a: &[Letter],
        x: &[Letter],
        y: &[Letter],
        allowed: &[u64; 64],
        base: u32,
    ) -> Vec<Vec<u8>> {
        let mut letters: Vec<Letter> = a.iter().chain(x).chain(y).copied().collect();
        letters.sort_unstable();
        letters.dedup();
        let value = |w: &[Letter], d: &[u8; 64]| {
            w.iter().rev().fold(0u64, |v, &l| {
                v * u64::from(base) + u64::from(d[usize::from(l)])
            })
        };
        let mut found = Vec::new();
        let mut digit = [NONE; 64];
        // Odometer over the letters' digits.
        let k = letters.len();
        let mut choice = vec![0u32; k];
        'all: loop {
            let mut used = 0u64;
            let mut ok = true;
            for (i, &l) in letters.iter().enumerate() {
                let d = choice[i];
                if allowed[usize::from(l)] >> d & 1 == 0 || used >> d & 1 == 1 {
                    ok = false;
                }
                used |= 1 << d;
                digit[usize::from(l)] = d as u8;
            }
            if ok && value(a, &digit) + value(x, &digit) == value(y, &digit) {
                found.push(letters.iter().map(|&l| digit[usize::from(l)]).collect());
            }
            for c in choice.iter_mut() {
                *c += 1;
                if *c < base {
                    continue 'all;
                }
                *c = 0;
            }
            break;
        }
        found.sort();
        found
    }

    #[test]
    fn the_column_search_finds_exactly_the_solutions() {
        // Words over a few letters, of differing lengths, in small bases,
        // some letters kept from 0: every solution, none twice.
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        let mut checked = 0;
        let mut solved = 0;
        for case in 0..1000 {
            // Mostly small bases over five letters; some of the largest
            // over three, where a column's sum passes 64.
            let (base, alphabet) = match case % 10 {
                0 => (30 + next(7) as u32, 3),
                _ => (2 + next(6) as u32, 5),
            };
            let mut word = |max: u64| -> Vec<Letter> {
                (0..1 + next(max))
                    .map(|_| next(alphabet) as Letter)
                    .collect()
            };
            let (a, x, y) = (word(3), word(3), word(4));
            let mut allowed = [(1u64 << base) - 1; 64];
            for w in [&a, &x, &y] {
                if w.len() > 1 || next(2) == 0 {
                    let first = usize::from(*w.last().expect("a word has a letter"));
                    allowed[first] &= !1;
                }
            }
            let mut letters: Vec<Letter> = a.iter().chain(&x).chain(&y).copied().collect();
            letters.sort_unstable();
            letters.dedup();
            let mut got = Vec::new();
            Addition::new(&a, &x, &y).solutions(&allowed, base, |digit| {
                got.push(
                    letters
                        .iter()
                        .map(|&l| digit[usize::from(l)])
                        .collect::<Vec<u8>>(),
                );
            });
            got.sort();
            let want = brute(&a, &x, &y, &allowed, base);
            assert_eq!(got, want, "{a:?} + {x:?} == {y:?} in base {base}");
            checked += 1;
            solved += usize::from(!want.is_empty());
        }
        assert_eq!(checked, 1000);
        assert!(solved > 50, "only {solved} additions had a solution");
    }
}
