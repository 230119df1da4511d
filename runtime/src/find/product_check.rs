//! Whether one product equation `w1 · … · wa == v1 · … · vb` has exactly
//! one solution: a search column by column from the last letters, as a
//! long multiplication is checked by hand.
//!
//! The last `c + 1` digits of a product depend only on the last `c + 1`
//! digits of its factors. So letters are assigned in the order they appear
//! from the right of the words (all the last letters, then the new letters
//! of the second column, …), and as soon as the letters of the columns up
//! to `c` all have digits, both products are compared modulo `base^(c+1)`.
//! The first of these tests is the last-digit test (the products of the last
//! letters modulo the base, parity included in an even base); most
//! assignments fail it or the next one, long before a leading letter is
//! tried. The full products are compared once every letter has a digit.
//!
//! The state lives in fixed arrays and an explicit stack as deep as the
//! number of letters (at most the base), and the search stops at the
//! second solution.

use crate::syntax::Letter;

use super::unique::MAX_LETTERS;

/// What a product equation has: no solution, exactly one (a digit per
/// letter, in the order of [`Check::letters`]), or more.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Count {
    None,
    One([u8; MAX_LETTERS]),
    Many,
}

/// The most words a product equation may have on both sides together.
pub(crate) const MAX_WORDS: usize = 16;

/// One equation prepared for the search.
pub(crate) struct Check {
    base: u32,
    /// The letters in the order they are assigned.
    pub letters: [Letter; MAX_LETTERS],
    n: usize,
    /// Digits each letter may take (leading letters lack 0).
    allowed: [u64; MAX_LETTERS],
    /// Per word, its letters as indices into `letters`, last letter first;
    /// `len[w]` of them.
    slots: [[u8; MAX_LETTERS]; MAX_WORDS],
    len: [usize; MAX_WORDS],
    /// Words `0..left` are the left side, `left..words` the right.
    left: usize,
    words: usize,
    /// `due[k]`: the columns whose letters are all assigned once letter
    /// `k` is, as a range `due[k].0..due[k].1` of columns.
    due: [(usize, usize); MAX_LETTERS],
    /// `modulus[c]`: `base^(c+1)`, or 0 where it passes `u64` (no modular
    /// test there: the final comparison decides).
    modulus: [u128; MAX_LETTERS],
    place: [u128; MAX_LETTERS],
    /// Whether word w's first letter may not be 0.
    lead: [bool; MAX_WORDS],
}

impl Check {
    /// Prepares `left == right`, each side words as letters (most
    /// significant first, as written); `leading` has a bit per letter that
    /// may not be 0. `None` when there are more than [`MAX_WORDS`] words,
    /// more letters than the base has digits, or a word longer than
    /// [`MAX_LETTERS`] (no such equation has a solution the finder can
    /// compare).
    pub fn new(left: &[&[Letter]], right: &[&[Letter]], leading: u64, base: u32) -> Option<Check> {
        let words = left.len() + right.len();
        if words > MAX_WORDS || !(2..=36).contains(&base) {
            return None;
        }
        let mut check = Check {
            base,
            letters: [0; MAX_LETTERS],
            n: 0,
            allowed: [0; MAX_LETTERS],
            slots: [[0; MAX_LETTERS]; MAX_WORDS],
            len: [0; MAX_WORDS],
            left: left.len(),
            words,
            due: [(0, 0); MAX_LETTERS],
            modulus: [0; MAX_LETTERS],
            place: [0; MAX_LETTERS],
            lead: [false; MAX_WORDS],
        };
        let all: Vec<&[Letter]> = left.iter().chain(right).copied().collect();
        let longest = all.iter().map(|w| w.len()).max().unwrap_or(0);
        if longest > MAX_LETTERS {
            return None;
        }
        // The order: every letter by its occurrence nearest to an end of a
        // word, the last letters first, then the first letters, then the
        // second-to-last, the second, and so on; ties in order of
        // appearance. The ends from the right feed the modular tests, those
        // from the left the bounds.
        let mut keys: Vec<(usize, Letter)> = Vec::new();
        for word in &all {
            for (i, &letter) in word.iter().enumerate() {
                let key = (2 * (word.len() - 1 - i)).min(2 * i + 1);
                match keys.iter_mut().find(|(_, l)| *l == letter) {
                    Some(entry) => entry.0 = entry.0.min(key),
                    None => keys.push((key, letter)),
                }
            }
        }
        if keys.len() > base as usize {
            return None;
        }
        keys.sort_by_key(|&(key, _)| key);
        let full = (1u64 << base) - 1;
        for (k, &(_, letter)) in keys.iter().enumerate() {
            check.letters[k] = letter;
            let lead = u32::from(letter) < 64 && leading >> letter & 1 == 1;
            check.allowed[k] = if lead { full & !1 } else { full };
        }
        check.n = keys.len();
        // Column c (from the right) can be tested once every letter of the
        // columns up to c has a digit: at the latest of them in the order.
        let mut column_done = [0usize; MAX_LETTERS];
        let mut latest = 0;
        for c in 0..longest {
            for (w, word) in all.iter().enumerate() {
                if c >= word.len() {
                    continue;
                }
                let letter = word[word.len() - 1 - c];
                let slot = check.letters[..check.n]
                    .iter()
                    .position(|&l| l == letter)
                    .expect("every letter of the words has a place in the order");
                check.slots[w][c] = slot as u8;
                check.len[w] = word.len();
                latest = latest.max(slot);
            }
            column_done[c] = latest;
        }
        let mut c = 0;
        for k in 0..check.n {
            let start = c;
            while c < longest && column_done[c] == k {
                c += 1;
            }
            check.due[k] = (start, c);
        }
        let mut power: Option<u128> = Some(1);
        for c in 0..longest {
            check.place[c] = power.unwrap_or(0);
            power = power.and_then(|p| p.checked_mul(u128::from(base)));
            check.modulus[c] = power.filter(|&m| m <= u128::from(u64::MAX)).unwrap_or(0);
        }
        for (w, word) in all.iter().enumerate() {
            check.lead[w] = word.len() > 1 || leading >> word[0] & 1 == 1;
        }
        Some(check)
    }

    /// Whether the products can still be equal: each word between its
    /// least and its most with the letters still free taking the least and
    /// the most free digit (the leading one no 0 where it may not be), and
    /// the two sides' ranges overlapping.
    fn bounds_hold(&self, level: usize, digits: &[u8; MAX_LETTERS], free: u64) -> bool {
        if free == 0 {
            return true;
        }
        let lowest = u128::from(free.trailing_zeros());
        let lowest_lead = u128::from((free & !1).trailing_zeros().min(63));
        let highest = u128::from(63 - free.leading_zeros());
        let mut lo = [Some(1u128), Some(1u128)];
        let mut hi = [Some(1u128), Some(1u128)];
        for w in 0..self.words {
            let (mut a, mut b) = (Some(0u128), Some(0u128));
            let len = self.len[w];
            for j in (0..len).rev() {
                let slot = usize::from(self.slots[w][j]);
                let (x, y) = if slot <= level {
                    let d = u128::from(digits[slot]);
                    (d, d)
                } else if j + 1 == len && self.lead[w] {
                    (lowest_lead.min(highest), highest)
                } else {
                    (lowest, highest)
                };
                let base = u128::from(self.base);
                a = a.and_then(|a| a.checked_mul(base)?.checked_add(x));
                b = b.and_then(|b| b.checked_mul(base)?.checked_add(y));
            }
            let side = usize::from(w >= self.left);
            lo[side] = lo[side].zip(a).and_then(|(s, v)| s.checked_mul(v));
            hi[side] = hi[side].zip(b).and_then(|(s, v)| s.checked_mul(v));
        }
        // A bound that overflows decides nothing.
        match (lo, hi) {
            ([Some(l0), Some(l1)], [Some(h0), Some(h1)]) => l0 <= h1 && l1 <= h0,
            _ => true,
        }
    }

    /// The number of letters.
    pub fn letters(&self) -> usize {
        self.n
    }

    /// Whether both products agree modulo `modulus[c]` under `digits`.
    fn column_holds(&self, c: usize, digits: &[u8; MAX_LETTERS]) -> bool {
        let m = self.modulus[c];
        if m == 0 {
            return true;
        }
        let mut sides = [1u128, 1u128];
        for w in 0..self.words {
            let mut v = 0u128;
            for j in 0..=c.min(self.len[w].saturating_sub(1)) {
                v += u128::from(digits[usize::from(self.slots[w][j])]) * self.place[j];
            }
            // Both below 2^64: the product fits.
            let side = &mut sides[usize::from(w >= self.left)];
            *side = *side * (v % m) % m;
        }
        sides[0] == sides[1]
    }

    /// Whether the full products are equal under `digits`; a product that
    /// does not fit `u128` is equal to nothing.
    fn holds(&self, digits: &[u8; MAX_LETTERS]) -> bool {
        let mut sides = [Some(1u128), Some(1u128)];
        for w in 0..self.words {
            let mut v: Option<u128> = Some(0);
            for j in (0..self.len[w]).rev() {
                v = v
                    .and_then(|v| v.checked_mul(u128::from(self.base)))
                    .and_then(|v| v.checked_add(u128::from(digits[usize::from(self.slots[w][j])])));
            }
            let side = &mut sides[usize::from(w >= self.left)];
            *side = side.zip(v).and_then(|(s, v)| s.checked_mul(v));
        }
        matches!(sides, [Some(a), Some(b)] if a == b)
    }

    /// The digits not in `used`.
    fn allowed_free(&self, used: u64) -> u64 {
        ((1u64 << self.base) - 1) & !used
    }

    /// Counts the solutions up to two.
    pub fn count_to_two(&self) -> Count {
        let n = self.n;
        if n == 0 {
            return if self.holds(&[0; MAX_LETTERS]) {
                Count::One([0; MAX_LETTERS])
            } else {
                Count::None
            };
        }
        let mut digits = [0u8; MAX_LETTERS];
        let mut avail = [0u64; MAX_LETTERS];
        let mut used = 0u64;
        let mut first = None;
        let mut level = 0;
        avail[0] = self.allowed[0];
        loop {
            let free = avail[level];
            if free == 0 {
                if level == 0 {
                    break;
                }
                level -= 1;
                used &= !(1u64 << digits[level]);
                continue;
            }
            let d = free.trailing_zeros();
            avail[level] = free & (free - 1);
            digits[level] = d as u8;
            let (from, to) = self.due[level];
            if !(from..to).all(|c| self.column_holds(c, &digits))
                || !self.bounds_hold(level, &digits, self.allowed_free(used | 1u64 << d))
            {
                continue;
            }
            if level + 1 == n {
                if self.holds(&digits) {
                    if first.is_some() {
                        return Count::Many;
                    }
                    first = Some(digits);
                }
                continue;
            }
            used |= 1u64 << d;
            level += 1;
            avail[level] = self.allowed[level] & !used;
        }
        first.map_or(Count::None, Count::One)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Letters of a word over the alphabet A..Z.
    fn word(w: &str) -> Vec<Letter> {
        w.bytes().map(|b| b - b'A').collect()
    }

    fn count(left: &[&str], right: &[&str], base: u32) -> Count {
        let l: Vec<Vec<Letter>> = left.iter().map(|w| word(w)).collect();
        let r: Vec<Vec<Letter>> = right.iter().map(|w| word(w)).collect();
        let l: Vec<&[Letter]> = l.iter().map(Vec::as_slice).collect();
        let r: Vec<&[Letter]> = r.iter().map(Vec::as_slice).collect();
        let mut leading = 0u64;
        for w in left.iter().chain(right) {
            if w.len() > 1 {
                leading |= 1 << (w.as_bytes()[0] - b'A');
            }
        }
        Check::new(&l, &r, leading, base).unwrap().count_to_two()
    }

    /// Every assignment of distinct digits, counted up to two.
    fn brute(left: &[&str], right: &[&str], base: u32) -> Count {
        let mut letters: Vec<u8> = left.iter().chain(right).flat_map(|w| w.bytes()).collect();
        letters.sort_unstable();
        letters.dedup();
        let n = letters.len();
        let mut digits = vec![0u32; n];
        let mut found = 0;
        let value = |w: &str, digits: &[u32]| -> u128 {
            w.bytes().fold(0, |v, b| {
                let i = letters.iter().position(|&l| l == b).unwrap();
                v * u128::from(base) + u128::from(digits[i])
            })
        };
        loop {
            let distinct = (0..n).all(|i| (0..i).all(|j| digits[i] != digits[j]));
            let leads = left.iter().chain(right).all(|w| {
                w.len() == 1
                    || digits[letters.iter().position(|&l| l == w.as_bytes()[0]).unwrap()] != 0
            });
            if distinct && leads {
                let l: u128 = left.iter().map(|w| value(w, &digits)).product();
                let r: u128 = right.iter().map(|w| value(w, &digits)).product();
                if l == r {
                    found += 1;
                }
            }
            let mut i = 0;
            while i < n && digits[i] == base - 1 {
                digits[i] = 0;
                i += 1;
            }
            if i == n {
                break;
            }
            digits[i] += 1;
        }
        match found {
            0 => Count::None,
            1 => Count::One([0; MAX_LETTERS]),
            _ => Count::Many,
        }
    }

    fn kind(c: Count) -> u8 {
        match c {
            Count::None => 0,
            Count::One(_) => 1,
            Count::Many => 2,
        }
    }

    #[test]
    fn small_products_match_brute_force() {
        let cases: [(&[&str], &[&str], u32); 8] = [
            (&["AB", "C"], &["DE"], 10),
            (&["AB", "AB"], &["CAB"], 10),
            (&["A", "B"], &["C"], 10),
            (&["BE", "TA"], &["AB", "E"], 8),
            (&["AB", "CD"], &["EF", "B"], 7),
            (&["TO", "O"], &["TOO"], 10),
            (&["X", "Y"], &["XY"], 6),
            (&["AB", "BA"], &["CC", "D"], 9),
        ];
        for (left, right, base) in cases {
            assert_eq!(
                kind(count(left, right, base)),
                kind(brute(left, right, base)),
                "{left:?} == {right:?} in base {base}"
            );
        }
    }

    #[test]
    fn the_one_solution_solves_it() {
        // 2 · 3 == 6 is the only product of distinct one-digit numbers
        // with a distinct one-digit result in base 7 other than those with
        // 1 or 0: A · B == C with A < B ... count whatever it is, and
        // check the digits it gives.
        let l = [word("AB"), word("C")];
        let r = [word("DE")];
        let ls: Vec<&[Letter]> = l.iter().map(Vec::as_slice).collect();
        let rs: Vec<&[Letter]> = r.iter().map(Vec::as_slice).collect();
        let check = Check::new(&ls, &rs, 0b1001, 5).unwrap();
        if let Count::One(d) = check.count_to_two() {
            let digit = |letter: u8| {
                let k = check.letters[..check.letters()]
                    .iter()
                    .position(|&x| x == letter)
                    .unwrap();
                u32::from(d[k])
            };
            let (a, b, c, dd, e) = (digit(0), digit(1), digit(2), digit(3), digit(4));
            assert_eq!((a * 5 + b) * c, dd * 5 + e);
        }
        assert_eq!(
            kind(check.count_to_two()),
            kind(brute(&["AB", "C"], &["DE"], 5))
        );
    }
}
