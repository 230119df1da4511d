//! A careful plain solver for sums: the honest baseline of the speed ratios.
//!
//! It shares nothing with the crate (its own parser, weights and search), so
//! a ratio against it measures the crate's ideas, not a strawman. It is what
//! a careful programmer writes without any cleverness of the crate's own:
//! each letter gets one integer weight per equation (its place values, left
//! side positive, right side negative), and a backtracking search assigns
//! digits letter by letter, pruning on bounds of what is still to come.

/// A sum puzzle prepared for search: letters in search order, flat tables.
pub struct Plain {
    base: u32,
    /// Equations; each table below is indexed `step * eqs + eq`.
    eqs: usize,
    /// The letters in search order.
    letters: Vec<char>,
    /// The digits each step may take: all but 0 for a leading letter.
    allowed: Vec<u64>,
    weights: Vec<i64>,
    /// The least and most steps `step..` can add, distinctness ignored,
    /// side by side as they are read together; one row longer than
    /// `weights`, ending in zeros.
    rest: Vec<(i64, i64)>,
}

impl Plain {
    /// Parses `WORD + WORD ... == WORD` (or `=`), several equations joined
    /// by `,` or `;`, and prepares the search; `None` for anything else, or
    /// for weights that could overflow an `i64`.
    pub fn new(text: &str, base: u32) -> Option<Plain> {
        if !(2..=36).contains(&base) {
            return None;
        }
        let (mut table, mut leading, mut seen) = (Vec::new(), [false; 26], [false; 26]);
        for equation in text.split([',', ';']) {
            let (lhs, rhs) = equation
                .split_once("==")
                .or_else(|| equation.split_once('='))?;
            let mut weight = [0i64; 26];
            for (side, sign) in [(lhs, 1), (rhs, -1)] {
                for word in side.split('+').map(str::trim) {
                    if word.is_empty() || !word.bytes().all(|b| b.is_ascii_uppercase()) {
                        return None;
                    }
                    leading[(word.as_bytes()[0] - b'A') as usize] |= word.len() > 1;
                    for (place, letter) in word.bytes().rev().enumerate() {
                        let value = (base as i64).checked_pow(place as u32)?;
                        let slot = &mut weight[(letter - b'A') as usize];
                        *slot = slot.checked_add(sign * value)?;
                        seen[(letter - b'A') as usize] = true;
                    }
                }
            }
            // Every partial sum and bound below stays within ±2 spans.
            let span = weight.iter().try_fold(0i64, |acc, w| {
                acc.checked_add(w.checked_abs()?.checked_mul(base as i64 - 1)?)
            })?;
            (span <= i64::MAX / 4).then_some(())?;
            table.push(weight);
        }
        let eqs = table.len();
        let mut order: Vec<usize> = (0..26).filter(|&l| seen[l]).collect();
        if order.len() > base as usize {
            return None;
        }
        // Big weights first: they narrow the bounds soonest.
        order.sort_by_key(|&l| std::cmp::Reverse(table.iter().map(|w| w[l].abs()).max()));
        let all = (1u64 << base) - 1;
        let allowed: Vec<u64> = order.iter().map(|&l| all & !(leading[l] as u64)).collect();
        let weights: Vec<i64> = order
            .iter()
            .flat_map(|&l| table.iter().map(move |w| w[l]))
            .collect();
        let mut rest = vec![(0, 0); weights.len() + eqs];
        for i in (0..weights.len()).rev() {
            let low = (allowed[i / eqs] & 1 == 0) as i64;
            let (a, b) = (weights[i] * low, weights[i] * (base as i64 - 1));
            rest[i] = (rest[i + eqs].0 + a.min(b), rest[i + eqs].1 + a.max(b));
        }
        let letters = order.iter().map(|&l| (b'A' + l as u8) as char).collect();
        Some(Plain {
            base,
            eqs,
            letters,
            allowed,
            weights,
            rest,
        })
    }

    /// The number of solutions.
    pub fn count(&self) -> u64 {
        let mut n = 0;
        self.search(&mut |_| {
            n += 1;
            true
        });
        n
    }

    /// The first solution found, as (letter, digit) in search order.
    pub fn first(&self) -> Option<Vec<(char, u8)>> {
        let mut found = None;
        self.search(&mut |digits| {
            found = Some(self.letters.iter().copied().zip(digits.to_vec()).collect());
            false
        });
        found
    }

    /// Calls `visit` with the digits of each solution until it returns false.
    fn search(&self, visit: &mut impl FnMut(&[u8]) -> bool) {
        let mut digits = vec![0; self.letters.len()];
        if self.eqs == 1 {
            self.one(0, 0, 0, &mut digits, visit);
        } else {
            self.many(0, &mut vec![0; self.eqs], 0, &mut digits, visit);
        }
    }

    /// One equation, the common case: the partial sum travels by value and
    /// the tables are read without the equation index. False means stop.
    fn one(
        &self,
        step: usize,
        partial: i64,
        used: u64,
        digits: &mut [u8],
        visit: &mut impl FnMut(&[u8]) -> bool,
    ) -> bool {
        let (w, free) = (self.weights[step], self.allowed[step] & !used);
        if step + 1 == self.letters.len() {
            // The last letter's digit is forced: solve for it. A weightless
            // last letter (`A + B == B + A`) may take any free digit.
            let mut each = if w == 0 {
                if partial == 0 { free } else { 0 }
            } else if partial % w == 0 && (0..self.base as i64).contains(&(-partial / w)) {
                free & 1 << (-partial / w)
            } else {
                0
            };
            while each != 0 {
                digits[step] = each.trailing_zeros() as u8;
                each &= each - 1;
                if !visit(digits) {
                    return false;
                }
            }
            return true;
        }
        let (lo, hi) = self.rest[step + 1];
        // Set bits come out in increasing digit order.
        let mut free = free;
        while free != 0 {
            let d = free.trailing_zeros();
            free &= free - 1;
            let p = partial + w * d as i64;
            if p + lo > 0 {
                // Too big; a larger digit only adds more when w >= 0.
                if w >= 0 {
                    break;
                }
            } else if p + hi < 0 {
                // Too small; a larger digit only takes more when w <= 0.
                if w <= 0 {
                    break;
                }
            } else {
                digits[step] = d as u8;
                if !self.one(step + 1, p, used | 1 << d, digits, visit) {
                    return false;
                }
            }
        }
        true
    }

    /// Several equations: `sums` holds each one's partial sum.
    fn many(
        &self,
        step: usize,
        sums: &mut [i64],
        used: u64,
        digits: &mut [u8],
        visit: &mut impl FnMut(&[u8]) -> bool,
    ) -> bool {
        if step == self.letters.len() {
            // The last step's bounds (zero rest) already forced every sum to
            // 0; checked again as the plain definition of a solution.
            return sums.iter().any(|&s| s != 0) || visit(digits);
        }
        let (at, eqs) = (step * self.eqs, self.eqs);
        let w = &self.weights[at..at + eqs];
        let rest = &self.rest[at + eqs..];
        let mut free = self.allowed[step] & !used;
        'digits: while free != 0 {
            let d = free.trailing_zeros();
            free &= free - 1;
            for e in 0..self.eqs {
                let p = sums[e] + w[e] * d as i64;
                // The same breaks as in `one`, for any equation that fails.
                let over = p + rest[e].0 > 0;
                if over || p + rest[e].1 < 0 {
                    if (over && w[e] >= 0) || (!over && w[e] <= 0) {
                        break 'digits;
                    }
                    continue 'digits;
                }
            }
            sums.iter_mut().zip(w).for_each(|(s, w)| *s += w * d as i64);
            digits[step] = d as u8;
            let go_on = self.many(step + 1, sums, used | 1 << d, digits, visit);
            sums.iter_mut().zip(w).for_each(|(s, w)| *s -= w * d as i64);
            if !go_on {
                return false;
            }
        }
        true
    }
}
