//! Whether one product equation `w1 · … · wa == v1 · … · vb` has exactly
//! one solution: a search column by column from the last letters, as a
//! long multiplication is checked by hand, that derives one letter of each
//! column instead of trying its digits.
//!
//! The last `k + 1` digits of a product depend only on the last `k + 1`
//! digits of its factors. So letters are assigned column by column from
//! the right (all the last letters, then the new letters of the second
//! column, …), and once the columns below `k` all have digits both
//! products are compared modulo `base^k`.
//!
//! Within a column the test is linear. Write each word as `U + d·base^k`,
//! `U` its value below column `k` and `d` its digit there. For `k ≥ 1`,
//! modulo `base^(k+1)` every product of two such terms vanishes
//! (`base^2k`), so
//!
//! ```text
//! Π (U_w + d_w·base^k)  ≡  Π U_w + base^k · Σ d_w · e_w      (mod base^(k+1))
//! ```
//!
//! with `e_w` the product of the *last digits* of the side's other words
//! (modulo the base). The difference of the two sides' `Π U` is a multiple
//! of `base^k` (the test of the column below); call its next digit `δ`.
//! Column `k` then holds when `δ + Σ c_x · x ≡ 0 (mod base)`, summed over
//! its letters `x`, where `c_x` adds up `± e_w` over the places of `x` in
//! the column (plus on the left, minus on the right), however often and in
//! however many words `x` stands there. So every letter new in the column
//! but one is tried digit by digit, and the last one is solved for: `c·x ≡
//! r (mod base)` has no, one, or `gcd(c, base)` solutions, looked up in a
//! table. The letter solved for is the one whose coefficient shares the
//! fewest factors with the base. The coefficients, and with them the
//! letter solved for and the order of the column's letters, depend only on
//! the last digits: they are worked out on entering a column with new last
//! digits and kept while those stay.
//!
//! A coefficient sharing factors with the base (a last digit even, or 5 in
//! base 10) still tells something: the letters tried before the last are
//! each kept to the digits that satisfy the column's congruence modulo the
//! gcd of the base and the later letters' coefficients, which they cannot
//! change. So no letter is tried that leaves the column without a
//! completion, and when every coefficient is 0 the column's test is made
//! on its first letter instead of its last.
//!
//! A last letter worth 0 would make every later coefficient of its side 0
//! once it ends two of the side's words. Those solutions are counted
//! apart, on the equation of the words without their trailing copies of
//! it (both products divided by the same power of the base, the side that
//! had more of them keeping the difference on one word), where 0 is that
//! letter's alone; the search proper keeps it off 0. With the Greek names
//! two thirds of the partial assignments had a last letter worth 0 before.
//!
//! The last column's letters enter the products as powers instead (a
//! letter at the end of two words of a side is squared), and its last
//! letter is kept to the digits that make the last digits of the products
//! agree.
//!
//! After every letter, both products are also bounded from below and above
//! with the digits still free, from weights per word kept level by level:
//! the modular tests see the products' last digits, the bounds their
//! first. Taken only on entering a column, they rejected seven eighths of
//! the assignments entering the third column with the Greek names; taken
//! after each letter, and with each column's letters nearest the front of
//! a word tried first, they cut those assignments while the column is
//! still being tried.
//!
//! Past the columns whose `base^(k+1)` fits in `u64` (words of more than 19
//! letters in base 10), letters are tried digit by digit with no test. The
//! full products are compared once every letter has a digit.
//!
//! The state lives in fixed arrays and an explicit stack as deep as the
//! number of letters (at most the base), and the search stops at the
//! second solution.

mod search;
mod tables;

use crate::Letter;
use crate::backtrack::{Count, MAX_LETTERS};
use tables::Tables;

/// The most words a product equation may have on both sides together.
pub(crate) const MAX_WORDS: usize = 16;

/// The largest base.
const MAX_BASE: usize = alphametic_runtime::MAX_BASE as usize;

/// One equation prepared for the search.
#[derive(Clone)]
pub(crate) struct Check {
    base: u32,
    /// The digits the letters may take, as bits.
    digits: u64,
    tables: &'static Tables,
    /// The letters in the order they are first met column by column from
    /// the right: the *slots* the digits are kept in.
    pub letters: [Letter; MAX_LETTERS],
    n: usize,
    /// Digits each letter may take (leading letters lack 0).
    allowed: [u64; MAX_LETTERS],
    /// Per word, its letters as slots, last letter first; `len[w]` of
    /// them.
    slots: [[u8; MAX_LETTERS]; MAX_WORDS],
    len: [usize; MAX_WORDS],
    /// Words `0..left` are the left side, `left..words` the right.
    left: usize,
    words: usize,
    /// The longest word's length: the columns.
    columns: usize,
    /// `first[k]..first[k + 1]`: the slots first met in column `k`.
    first: [usize; MAX_LETTERS + 1],
    /// The column of each slot.
    column: [usize; MAX_LETTERS],
    /// The columns `k < modular` have `base^(k+1)` in `u64`: they are
    /// tested.
    modular: usize,
    /// `power[k]`: `base^k`, for `k <= modular`.
    power: [u64; MAX_LETTERS + 1],
    /// How often each slot of column 0 ends a word of the left and of the
    /// right side.
    ends: [[u8; 2]; MAX_LETTERS],
    /// `base^j` in `f64`, for the bounds.
    scale: [f64; MAX_LETTERS],
    /// The slots of each column `k ≥ 1` (`first[k]..first[k + 1]`)
    /// nearest the front of a word first: the bounds learn most from them,
    /// so they are tried first (in column 0 the order made no difference).
    order: [u8; MAX_LETTERS],
    /// `share[slot][side][lane]`: the sum of `base^j` over the places `j`
    /// of the side's word in that lane holding `slot`, for the bounds.
    /// Each side's words take its lanes in order.
    share: [[[f64; MAX_WORDS]; 2]; MAX_LETTERS],
    /// Each word's lane on its side.
    lane: [usize; MAX_WORDS],
    /// Whether each side's product fits `u128` whatever the digits: then
    /// dividing both by a power of the base changes no comparison.
    fits: bool,
}

impl Check {
    /// Prepares `left == right`, each side words as letters (most
    /// significant first, as written); `leading` has a bit per letter that
    /// may not be 0, and every letter takes a distinct digit of `digits`
    /// (bit `d` for digit `d`, within the base). `None` when there are
    /// more than [`MAX_WORDS`] words, an empty word, more letters than
    /// `digits` has digits, or a word longer than [`MAX_LETTERS`] (no such
    /// equation has a solution the finder can compare).
    pub fn new(
        left: &[&[Letter]],
        right: &[&[Letter]],
        leading: u64,
        base: u32,
        digits: u64,
    ) -> Option<Check> {
        let words = left.len() + right.len();
        if words > MAX_WORDS || !(2..=MAX_BASE as u32).contains(&base) {
            return None;
        }
        let all = || left.iter().chain(right);
        let columns = all().map(|w| w.len()).max().unwrap_or(0);
        if columns > MAX_LETTERS || all().any(|w| w.is_empty()) {
            return None;
        }
        let full = digits & ((1u64 << base) - 1);
        let mut check = Check {
            base,
            digits: full,
            tables: Tables::of(base),
            letters: [0; MAX_LETTERS],
            n: 0,
            allowed: [0; MAX_LETTERS],
            slots: [[0; MAX_LETTERS]; MAX_WORDS],
            len: [0; MAX_WORDS],
            left: left.len(),
            words,
            columns,
            first: [0; MAX_LETTERS + 1],
            column: [0; MAX_LETTERS],
            modular: 0,
            power: [0; MAX_LETTERS + 1],
            ends: [[0; 2]; MAX_LETTERS],
            fits: false,
            scale: [0.0; MAX_LETTERS],
            share: [[[0.0; MAX_WORDS]; 2]; MAX_LETTERS],
            lane: [0; MAX_WORDS],
            order: [0; MAX_LETTERS],
        };
        let mut scale = 1f64;
        for s in &mut check.scale {
            *s = scale;
            scale *= f64::from(base);
        }
        // A side's product is below base^(Σ len).
        let digits = |side: &[&[Letter]]| side.iter().map(|w| w.len() as u32).sum::<u32>();
        let fits = |d: u32| u128::from(base).checked_pow(d).is_some();
        check.fits = fits(digits(left)) && fits(digits(right));
        // Slots in the order letters are met column by column from the
        // right, words in the order given: the columns' letters must be
        // contiguous for the search, and the order is fixed for the
        // output.
        for k in 0..columns {
            check.first[k] = check.n;
            for (w, word) in all().enumerate() {
                let Some(&letter) = word.len().checked_sub(k + 1).map(|i| &word[i]) else {
                    continue;
                };
                let slot = match check.letters[..check.n].iter().position(|&l| l == letter) {
                    Some(slot) => slot,
                    None => {
                        if check.n == full.count_ones() as usize {
                            return None;
                        }
                        let slot = check.n;
                        check.letters[slot] = letter;
                        check.column[slot] = k;
                        let lead = u32::from(letter) < 64 && leading >> letter & 1 == 1;
                        check.allowed[slot] = if lead { full & !1 } else { full };
                        check.n += 1;
                        slot
                    }
                };
                check.slots[w][k] = slot as u8;
                let (side, lane) = if w < left.len() {
                    (0, w)
                } else {
                    (1, w - left.len())
                };
                check.share[slot][side][lane] += check.scale[k];
                check.lane[w] = lane;
                check.len[w] = word.len();
                if k == 0 {
                    check.ends[slot][usize::from(w >= left.len())] += 1;
                }
            }
        }
        check.first[columns] = check.n;
        // How far each slot stands from the front of its words at best.
        let mut depth = [usize::MAX; MAX_LETTERS];
        for (w, word) in all().enumerate() {
            for k in 0..word.len() {
                let slot = usize::from(check.slots[w][k]);
                depth[slot] = depth[slot].min(word.len() - 1 - k);
            }
        }
        for (slot, order) in check.order[..check.n].iter_mut().enumerate() {
            *order = slot as u8;
        }
        for k in 0..columns {
            check.order[check.first[k]..check.first[k + 1]].sort_by_key(|&s| depth[usize::from(s)]);
        }
        let mut power = Some(1u64);
        while let Some(p) = power {
            check.power[check.modular] = p;
            power = p.checked_mul(u64::from(base));
            if power.is_none() || check.modular == columns {
                break;
            }
            check.modular += 1;
        }
        Some(check)
    }

    /// The number of letters.
    pub fn letters(&self) -> usize {
        self.n
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

    /// Counts the solutions up to two.
    ///
    /// A last letter worth 0 makes every word it ends a multiple of the
    /// base, and the words' other last digits multiply to 0 with it: the
    /// columns above would hold no letter to solve for. Both sides divided
    /// by the power of the base the side with fewer such zeros has
    /// (counting a word's trailing repeats), the equation is that of the
    /// words without their trailing copies of it, the other side keeping
    /// the difference on one word, an equation of the same kind whose
    /// last digits are nonzero but for at most one. Those solutions are
    /// counted on it, and the search proper keeps that letter off 0. In
    /// the stripped equation only that letter may be 0, so it is not split
    /// again.
    pub fn count_to_two(&self) -> Count {
        let mut rest = self.clone();
        let mut found = Count::None;
        for z in 0..self.first[1] {
            if self.allowed[z] & 1 == 0 || !self.fits {
                continue;
            }
            let Some(count) = self.with_zero(z) else {
                continue;
            };
            rest.allowed[z] &= !1;
            found = found.plus(count);
            if found == Count::Many {
                return found;
            }
        }
        found.plus(rest.search())
    }

    /// The solutions with last letter `z` worth 0, counted on the equation
    /// of the words without their trailing copies of `z`, the side that
    /// had more of them keeping the difference on one word; `None` when
    /// both sides have a word of `z` alone (both products may be 0).
    fn with_zero(&self, z: usize) -> Option<Count> {
        let mut trailing = [0usize; MAX_WORDS];
        let mut sides = [0usize; 2];
        let mut filled = [false; 2];
        for (w, trailing) in trailing[..self.words].iter_mut().enumerate() {
            let t = self.slots[w][..self.len[w]]
                .iter()
                .take_while(|&&s| usize::from(s) == z)
                .count();
            *trailing = t;
            let side = usize::from(w >= self.left);
            sides[side] += t;
            filled[side] |= t == self.len[w];
        }
        match filled {
            [true, true] => return None,
            // One product is 0, the other is not: a word of the other
            // side worth 0 would be `z` alone.
            [true, false] | [false, true] => return Some(Count::None),
            [false, false] => {}
        }
        // The side with more trailing zeros keeps the difference, on its
        // word with the most of them.
        let more = usize::from(sides[1] > sides[0]);
        let range = if more == 0 {
            0..self.left
        } else {
            self.left..self.words
        };
        let keeper = range.max_by_key(|&w| (trailing[w], usize::MAX - w))?;
        let kept = sides[more] - sides[1 - more];
        let words: Vec<Vec<Letter>> = (0..self.words)
            .map(|w| {
                let zeros = if w == keeper { kept } else { 0 };
                self.slots[w][trailing[w]..self.len[w]]
                    .iter()
                    .rev()
                    .map(|&s| self.letters[usize::from(s)])
                    .chain(std::iter::repeat_n(self.letters[z], zeros))
                    .collect()
            })
            .collect();
        let words: Vec<&[Letter]> = words.iter().map(Vec::as_slice).collect();
        let (left, right) = words.split_at(self.left);
        let mut stripped = Check::new(left, right, 0, self.base, self.digits)?;
        // Each letter keeps its digits but 0, which `z` takes.
        let mut outer = [0usize; MAX_LETTERS];
        for (slot, outer) in outer[..stripped.n].iter_mut().enumerate() {
            let letter = stripped.letters[slot];
            let o = self.letters[..self.n].iter().position(|&l| l == letter)?;
            *outer = o;
            stripped.allowed[slot] = if o == z { 1 } else { self.allowed[o] & !1 };
        }
        Some(match stripped.search() {
            Count::One(inner) => {
                // Back to this equation's slots; `z`, if it is gone, is 0.
                let mut digits = [0u8; MAX_LETTERS];
                for slot in 0..stripped.n {
                    digits[outer[slot]] = inner[slot];
                }
                Count::One(digits)
            }
            other => other,
        })
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
        count_in(left, right, base, (1 << base) - 1)
    }

    /// [`count`] with the letters limited to `digits`.
    fn count_in(left: &[&str], right: &[&str], base: u32, digits: u64) -> Count {
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
        Check::new(&l, &r, leading, base, digits).map_or(Count::None, |c| c.count_to_two())
    }

    /// Every assignment of distinct digits, counted up to two.
    fn brute(left: &[&str], right: &[&str], base: u32) -> Count {
        brute_in(left, right, base, (1 << base) - 1)
    }

    /// [`brute`] with the letters limited to `set`.
    fn brute_in(left: &[&str], right: &[&str], base: u32, set: u64) -> Count {
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
            let distinct = (0..n).all(|i| (0..i).all(|j| digits[i] != digits[j]))
                && digits.iter().all(|&d| set >> d & 1 == 1);
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

    /// Words of up to four letters over `A..F`, from a fixed stream.
    fn random_side(state: &mut u64, words: usize) -> Vec<String> {
        let mut next = || {
            // xorshift64: reproducible, no dependency.
            *state ^= *state << 13;
            *state ^= *state >> 7;
            *state ^= *state << 17;
            *state
        };
        (0..words)
            .map(|_| {
                let len = 1 + next() % 4;
                (0..len)
                    .map(|_| char::from(b'A' + (next() % 6) as u8))
                    .collect()
            })
            .collect()
    }

    #[test]
    fn random_products_match_brute_force() {
        let mut state = 0x9e37_79b9_7f4a_7c15;
        let mut kinds = [0; 3];
        for case in 0..1500 {
            let base = 4 + case % 5;
            let left = random_side(&mut state, 1 + case as usize % 3);
            let right = random_side(&mut state, 1 + (case as usize / 3) % 3);
            let l: Vec<&str> = left.iter().map(String::as_str).collect();
            let r: Vec<&str> = right.iter().map(String::as_str).collect();
            let expected = kind(brute(&l, &r, base));
            let letters: Vec<Vec<Letter>> = l.iter().chain(&r).map(|w| word(w)).collect();
            let (ls, rs) = letters.split_at(l.len());
            let ls: Vec<&[Letter]> = ls.iter().map(Vec::as_slice).collect();
            let rs: Vec<&[Letter]> = rs.iter().map(Vec::as_slice).collect();
            let mut leading = 0u64;
            for w in &letters {
                if w.len() > 1 {
                    leading |= 1 << w[0];
                }
            }
            let Some(mut check) = Check::new(&ls, &rs, leading, base, (1 << base) - 1) else {
                assert_eq!(expected, 0, "{l:?} == {r:?} in base {base}");
                continue;
            };
            let found = check.count_to_two();
            assert_eq!(kind(found), expected, "{l:?} == {r:?} in base {base}");
            if let Count::One(digits) = found {
                assert!(check.holds(&digits));
            }
            kinds[expected as usize] += 1;
            // Columns past the modular ones are tried digit by digit: the
            // count must not change.
            check.modular = check.modular.min(1 + case as usize % 2);
            assert_eq!(
                kind(check.count_to_two()),
                expected,
                "{l:?} == {r:?} in base {base}, untested columns"
            );
        }
        // The stream gives each outcome often enough to mean something.
        assert!(kinds.iter().all(|&k| k >= 10), "{kinds:?}");
    }

    #[test]
    fn products_of_more_than_four_words_a_side_match_brute_force() {
        // Five to seven words on a side take the wider lanes of the
        // bounds.
        let mut state = 0x1234_5678_9abc_def1;
        let mut kinds = [0; 3];
        for case in 0..600 {
            let base = 5 + case % 3;
            // Words of one or two letters, so that the sides can balance.
            let mut short = |n: usize| -> Vec<String> {
                let mut words = random_side(&mut state, n);
                for w in &mut words {
                    w.truncate(1 + w.len() % 2);
                }
                words
            };
            let right = short(5 + (case as usize / 5) % 3);
            let left = random_side(&mut state, 1 + case as usize % 2);
            let l: Vec<&str> = left.iter().map(String::as_str).collect();
            let r: Vec<&str> = right.iter().map(String::as_str).collect();
            let expected = kind(brute(&l, &r, base));
            assert_eq!(
                kind(count(&l, &r, base)),
                expected,
                "{l:?} == {r:?} in base {base}"
            );
            kinds[expected as usize] += 1;
        }
        assert!(kinds.iter().all(|&k| k >= 10), "{kinds:?}");
    }

    #[test]
    fn products_with_a_shared_last_letter_match_brute_force() {
        // Every word ends in one or two `A`, or is `A` alone, so the search
        // splits on `A` worth 0 with as many, or different numbers of,
        // trailing zeros on the two sides.
        let mut state = 0x2545_f491_4f6c_dd1d;
        let mut kinds = [0; 3];
        for case in 0..1500 {
            let base = [4, 5, 6, 7, 8, 10][case % 6];
            let sizes = (1 + case % 3, 1 + (case / 3) % 3);
            let mut ends = random_side(&mut state, 2 * (sizes.0 + sizes.1));
            let mut side = |n: usize| -> Vec<String> {
                let mut words = random_side(&mut state, n);
                for w in &mut words {
                    let e = ends.pop().unwrap_or_default();
                    let tail = if e.len() == 4 { "AA" } else { "A" };
                    if e.len() == 1 && e.as_str() < "C" {
                        *w = "A".to_owned();
                    } else if e.len() > 1 {
                        w.truncate(1 + case % 2);
                        w.push_str(tail);
                    }
                }
                words
            };
            let (left, right) = (side(sizes.0), side(sizes.1));
            let l: Vec<&str> = left.iter().map(String::as_str).collect();
            let r: Vec<&str> = right.iter().map(String::as_str).collect();
            let expected = kind(brute(&l, &r, base as u32));
            assert_eq!(
                kind(count(&l, &r, base as u32)),
                expected,
                "{l:?} == {r:?} in base {base}"
            );
            kinds[expected as usize] += 1;
        }
        assert!(kinds.iter().all(|&k| k >= 10), "{kinds:?}");
    }

    #[test]
    fn products_over_a_set_of_digits_match_brute_force() {
        // The letters limited to a set of the base's digits: with 0 left
        // out the words that end in `A` cannot end in 0, with 1 left out a
        // word of one letter cannot be the product's unit.
        let mut state = 0x0dd_ba11_cafe_f00d;
        let mut kinds = [0; 3];
        for case in 0..1500 {
            let base = 5 + case % 4;
            let all: u64 = (1 << base) - 1;
            let set = match case % 4 {
                0 => all & !1,
                1 => all & !2,
                2 => all & !(1 << (base - 1)),
                _ => all & !1 & !(1 << (base / 2)),
            };
            let left = random_side(&mut state, 1 + case as usize % 3);
            let right = random_side(&mut state, 1 + (case as usize / 3) % 2);
            let l: Vec<&str> = left.iter().map(String::as_str).collect();
            let r: Vec<&str> = right.iter().map(String::as_str).collect();
            let expected = kind(brute_in(&l, &r, base, set));
            assert_eq!(
                kind(count_in(&l, &r, base, set)),
                expected,
                "{l:?} == {r:?} in base {base}, digits {set:b}"
            );
            kinds[expected as usize] += 1;
        }
        assert!(kinds.iter().all(|&k| k >= 10), "{kinds:?}");
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
        let check = Check::new(&ls, &rs, 0b1001, 5, 0b11111).unwrap();
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
