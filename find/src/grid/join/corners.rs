//! The solutions of `a + x == y` of one key `a`, grouped by the digits of
//! `a`'s letters, and the corners they make.
//!
//! A first row `a + b == c` and a first column `a + d == g` are both a
//! solution of `a + x == y`, so one list serves for both: every solution
//! of every row the walk keeps, each with the digits of the letters not
//! in `a` (`Rows`). Two solutions make a corner of the grid when `a`'s
//! letters have the same digits in both (they are in the same class) and
//! their other letters agree: a letter in both has one digit, and no
//! digit is given to two letters. Within a class the pairs that agree are
//! found with bitsets over the class's solutions (`Index`): per letter
//! and digit, the solutions that give the letter that digit, that have
//! the letter at all, and that use the digit at all. A solution agrees
//! with row `r` if, for each letter `l` that `r` gives digit `δ`, it gives
//! `l` the digit `δ` or has neither `l` nor `δ`: a few ands over a block
//! per 64 solutions, rather than a test per pair, and only over the
//! blocks a summary lets through.
//!
//! The list of a key is kept whole until its classes are joined: some
//! tens of bytes per solution of its rows.

use std::collections::HashMap;

use crate::Letter;

/// Class ids are dense when the key's letters have at most this many
/// digit combinations; otherwise they are given as classes are met.
const DENSE: u64 = 1 << 20;

/// One solution of `a + x == y`.
#[derive(Debug, Clone, Copy)]
pub(super) struct Row {
    class: u32,
    /// Positions of `x` and `y` in the finder's words.
    pub(super) x: u16,
    pub(super) y: u16,
    /// Its letters outside `a` and their digits: `pairs[start..start +
    /// len]`.
    start: u32,
    len: u8,
}

/// The solutions of one key's rows, in the order they are pushed.
#[derive(Debug)]
pub(super) struct Rows {
    base: u32,
    /// `a`'s distinct letters, in order.
    key: Vec<Letter>,
    /// The letters of `a`, as bits.
    key_mask: u64,
    rows: Vec<Row>,
    pairs: Vec<(Letter, u8)>,
    /// Per class id, the digits of `key`'s letters.
    digits: Vec<u8>,
    /// How many classes were met.
    classes: u32,
    /// Class ids by the digits of the key's letters read in base `base`,
    /// when there are at most [`DENSE`] such numbers.
    dense: Vec<u32>,
    sparse: HashMap<Box<[u8]>, u32>,
    /// For the row being pushed: where each of the key's letters is in
    /// the system's letters, and the positions of the other letters.
    at_key: Vec<usize>,
    at_rest: Vec<usize>,
    row: (u16, u16),
}

impl Rows {
    /// An empty list for the key word whose letters are `key_mask`, as
    /// bits.
    pub(super) fn new(key_mask: u64, base: u32) -> Rows {
        let key: Vec<Letter> = (0..64u8).filter(|&l| key_mask >> l & 1 == 1).collect();
        let combinations = u64::from(base).checked_pow(key.len() as u32);
        let dense = match combinations {
            Some(c) if c <= DENSE => vec![u32::MAX; c as usize],
            _ => Vec::new(),
        };
        Rows {
            base,
            key,
            key_mask,
            rows: Vec::new(),
            pairs: Vec::new(),
            digits: Vec::new(),
            classes: 0,
            dense,
            sparse: HashMap::new(),
            at_key: Vec::new(),
            at_rest: Vec::new(),
            row: (0, 0),
        }
    }

    /// Starts the solutions of the row `a + x == y`, whose system's
    /// letters are `letters`; `key` must be among them.
    pub(super) fn begin(&mut self, x: usize, y: usize, letters: &[Letter]) {
        self.row = (x as u16, y as u16);
        self.at_key.clear();
        self.at_rest.clear();
        for (i, &l) in letters.iter().enumerate() {
            if self.key_mask >> l & 1 == 0 {
                self.at_rest.push(i);
            }
        }
        for &k in &self.key {
            if let Some(i) = letters.iter().position(|&l| l == k) {
                self.at_key.push(i);
            }
        }
    }

    /// Adds a solution of the row begun, `digits` those of its letters;
    /// `letters` as given to [`begin`](Self::begin).
    pub(super) fn push(&mut self, letters: &[Letter], digits: &[u8]) {
        let class = self.class(digits);
        let start = self.pairs.len() as u32;
        for &i in &self.at_rest {
            self.pairs.push((letters[i], digits[i]));
        }
        self.rows.push(Row {
            class,
            x: self.row.0,
            y: self.row.1,
            start,
            len: self.at_rest.len() as u8,
        });
    }

    fn class(&mut self, digits: &[u8]) -> u32 {
        let next = self.classes;
        let id = if self.dense.is_empty() {
            let mut own = [0u8; 64];
            for (o, &i) in own.iter_mut().zip(&self.at_key) {
                *o = digits[i];
            }
            let own = &own[..self.at_key.len()];
            match self.sparse.get(own) {
                Some(&id) => return id,
                None => {
                    self.sparse.insert(own.into(), next);
                    next
                }
            }
        } else {
            let value = self.at_key.iter().rev().fold(0usize, |v, &i| {
                v * self.base as usize + usize::from(digits[i])
            });
            match self.dense[value] {
                u32::MAX => {
                    self.dense[value] = next;
                    next
                }
                id => return id,
            }
        };
        self.digits.extend(self.at_key.iter().map(|&i| digits[i]));
        self.classes += 1;
        id
    }

    /// The letters outside the key of a row, with their digits.
    pub(super) fn pairs(&self, row: &Row) -> &[(Letter, u8)] {
        let start = row.start as usize;
        &self.pairs[start..start + usize::from(row.len)]
    }

    /// The key's letters with their digits in class `class`.
    pub(super) fn key(&self, class: usize) -> impl Iterator<Item = (Letter, u8)> + '_ {
        let k = self.key.len();
        self.key
            .iter()
            .copied()
            .zip(self.digits[class * k..(class + 1) * k].iter().copied())
    }

    /// The solutions grouped by class, each class's in the order pushed:
    /// the classes in order, and per class its range in the rows given.
    /// Their letters and digits are laid out again in that order, so that
    /// a class's lie together: the solutions of one row are spread over
    /// every class, and a class is read many times over while it is joined.
    pub(super) fn grouped(&mut self) -> (Vec<Row>, Vec<usize>) {
        let classes = self.classes as usize;
        // A counting sort by class, which keeps each class's order.
        let mut starts = vec![0usize; classes + 1];
        for row in &self.rows {
            starts[row.class as usize + 1] += 1;
        }
        for c in 0..classes {
            starts[c + 1] += starts[c];
        }
        let mut next = starts.clone();
        let mut sorted = vec![
            Row {
                class: 0,
                x: 0,
                y: 0,
                start: 0,
                len: 0
            };
            self.rows.len()
        ];
        // The rows as pushed are dropped as soon as they are sorted.
        for row in std::mem::take(&mut self.rows) {
            let slot = &mut next[row.class as usize];
            sorted[*slot] = row;
            *slot += 1;
        }
        let mut pairs = Vec::with_capacity(self.pairs.len());
        for row in &mut sorted {
            let start = row.start as usize;
            row.start = pairs.len() as u32;
            pairs.extend_from_slice(&self.pairs[start..start + usize::from(row.len)]);
        }
        self.pairs = pairs;
        (sorted, starts)
    }
}

/// The bits of the last block of a set of `n` positions that are in it.
fn below(n: usize) -> u64 {
    match n % 64 {
        0 => !0,
        r => (1 << r) - 1,
    }
}

/// How many of a class's most common letters its rows are sorted by.
const SORT_LETTERS: usize = 3;

/// How many bands of the value of `x` a class's rows are sorted into
/// first (see [`Index::build`]).
pub(super) const BANDS: usize = 16;

/// The rows of one class, sorted so that the rows that agree with any
/// one of them lie together, and the sets that find those rows.
///
/// The rows are sorted first by a band of the value of their `x`, from
/// the least: a corner's `b` and `d` may be worth together only so much
/// (`i = a + b + d + e` is a word), so the rows a row can pair with are
/// those up to some band, a prefix. Within a band they are sorted by the
/// digits of the class's most common letters (rows without a letter
/// last): the rows that agree with a row giving such a letter a digit are
/// those that give it the same digit, one run, or that lack the letter
/// and the digit. Per 64 rows, a summary bit tells whether any of them
/// agrees with a letter and digit, so that a row's search reads only the
/// blocks that every one of its letters allows.
#[derive(Debug)]
pub(super) struct Index {
    base: usize,
    /// The class's rows, sorted.
    rows: Vec<Row>,
    /// Blocks of 64 rows, and blocks of 64 blocks.
    width: usize,
    summary_width: usize,
    /// Per letter, its index among the class's letters, or `u8::MAX`.
    local: [u8; 64],
    letters: usize,
    /// Block `local * width`: the rows that give the letter a digit.
    has: Vec<u64>,
    /// Block `digit * width`: the rows that give the digit to a letter.
    uses: Vec<u64>,
    /// Block `(local * base + digit) * width`: the rows that agree with
    /// giving the letter that digit: they give it that digit, or have
    /// neither the letter nor the digit.
    agree: Vec<u64>,
    /// Block `(local * base + digit) * summary_width`: per block of
    /// `agree`, whether it has any row.
    summary: Vec<u64>,
    /// Per sort key, the rows: a counting sort's starts.
    starts: Vec<usize>,
    /// Per band, the end of its rows and those of the bands before it.
    band_ends: [usize; BANDS],
    /// Per row, sorted, its position in the class given to `build`.
    origin: Vec<u32>,
    /// A small class's rows' sort keys and positions.
    keyed: Vec<(usize, u32)>,
}

impl Index {
    pub(super) fn new(base: u32) -> Index {
        Index {
            base: base as usize,
            rows: Vec::new(),
            width: 0,
            summary_width: 0,
            local: [u8::MAX; 64],
            letters: 0,
            has: Vec::new(),
            uses: Vec::new(),
            agree: Vec::new(),
            summary: Vec::new(),
            starts: Vec::new(),
            band_ends: [0; BANDS],
            origin: Vec::new(),
            keyed: Vec::new(),
        }
    }

    /// The class's rows, in the order the positions given to `agreeing`'s
    /// `visit` refer to.
    pub(super) fn rows(&self) -> &[Row] {
        &self.rows
    }

    /// Per row, in the order of [`rows`](Self::rows), its position in the
    /// class given to [`build`](Self::build).
    pub(super) fn origin(&self) -> &[u32] {
        &self.origin
    }

    /// The end of the rows in bands up to `band`: the rows a row can pair
    /// with when its partner may be in band `band` at most.
    pub(super) fn band_end(&self, band: usize) -> usize {
        self.band_ends[band.min(BANDS - 1)]
    }

    /// Indexes the rows of one class, `bands[i]` (below [`BANDS`]) the
    /// band of `class[i]`.
    pub(super) fn build(&mut self, rows: &Rows, class: &[Row], bands: &[u8]) {
        let sorted_by = self.number_letters(rows, class);
        self.sort(rows, class, bands, &sorted_by);
        self.fill(rows, class.len());
    }

    /// Numbers the class's letters from 0 (`local`): the letters the rows
    /// are sorted by, those most rows have.
    fn number_letters(&mut self, rows: &Rows, class: &[Row]) -> Vec<usize> {
        // The class's letters, and how many rows have each.
        self.local = [u8::MAX; 64];
        self.letters = 0;
        let mut counts = [0usize; 64];
        for row in class {
            for &(l, _) in rows.pairs(row) {
                let local = &mut self.local[usize::from(l)];
                if *local == u8::MAX {
                    *local = self.letters as u8;
                    self.letters += 1;
                }
                counts[usize::from(*local)] += 1;
            }
        }
        let mut by_count: Vec<usize> = (0..self.letters).collect();
        by_count.sort_by_key(|&l| std::cmp::Reverse(counts[l]));
        by_count.into_iter().take(SORT_LETTERS).collect()
    }

    /// Orders the class's rows by band, then by the digits of the letters
    /// `sorted_by`, and marks where each band ends.
    fn sort(&mut self, rows: &Rows, class: &[Row], bands: &[u8], sorted_by: &[usize]) {
        let base = self.base;
        // Sorted by band, then by the digits of those letters, `base` for
        // none; stably, so that equal rows keep their order.
        let per_band = (base + 1).pow(SORT_LETTERS as u32);
        let key = |row: &Row, band: u8| {
            let mut digits = [base; SORT_LETTERS];
            for &(l, d) in rows.pairs(row) {
                let local = usize::from(self.local[usize::from(l)]);
                if let Some(k) = sorted_by.iter().position(|&x| x == local) {
                    digits[k] = usize::from(d);
                }
            }
            digits
                .iter()
                .fold(usize::from(band), |v, &d| v * (base + 1) + d)
        };
        let keys = BANDS * per_band;
        self.origin.clear();
        if class.len() < keys / 16 {
            // A small class (most of them when the key has four letters or
            // more): a counting sort would cost its keys, not its rows.
            let mut keyed = std::mem::take(&mut self.keyed);
            keyed.clear();
            keyed.extend(
                class
                    .iter()
                    .zip(bands)
                    .enumerate()
                    .map(|(p, (row, &band))| (key(row, band), p as u32)),
            );
            keyed.sort_by_key(|&(k, _)| k);
            self.origin.extend(keyed.iter().map(|&(_, p)| p));
            self.keyed = keyed;
        } else {
            self.starts.clear();
            self.starts.resize(keys + 1, 0);
            for (row, &band) in class.iter().zip(bands) {
                self.starts[key(row, band) + 1] += 1;
            }
            for k in 0..keys {
                self.starts[k + 1] += self.starts[k];
            }
            self.origin.resize(class.len(), 0);
            for (p, (row, &band)) in class.iter().zip(bands).enumerate() {
                let slot = &mut self.starts[key(row, band)];
                self.origin[*slot] = p as u32;
                *slot += 1;
            }
        }
        self.rows.clear();
        self.rows
            .extend(self.origin.iter().map(|&p| class[p as usize]));
        // Each band's end, and those before it.
        self.band_ends = [0; BANDS];
        for &band in bands {
            self.band_ends[usize::from(band)] += 1;
        }
        for b in 1..BANDS {
            self.band_ends[b] += self.band_ends[b - 1];
        }
    }

    /// Fills the bitsets of the sorted rows, `len` of them: which have each
    /// letter, which use each digit, and which agree with each letter
    /// taking each digit.
    fn fill(&mut self, rows: &Rows, len: usize) {
        let base = self.base;
        let w = len.div_ceil(64);
        let sw = w.div_ceil(64);
        self.width = w;
        self.summary_width = sw;
        for set in [
            &mut self.has,
            &mut self.uses,
            &mut self.agree,
            &mut self.summary,
        ] {
            set.clear();
        }
        self.has.resize(self.letters * w, 0);
        self.uses.resize(base * w, 0);
        self.agree.resize(self.letters * base * w, 0);
        self.summary.resize(self.letters * base * sw, 0);
        for (j, row) in self.rows.iter().enumerate() {
            let (k, bit) = (j / 64, 1u64 << (j % 64));
            for &(l, d) in rows.pairs(row) {
                let local = usize::from(self.local[usize::from(l)]);
                let d = usize::from(d);
                self.has[local * w + k] |= bit;
                self.uses[d * w + k] |= bit;
                self.agree[(local * base + d) * w + k] |= bit;
            }
        }
        // Past the last row, no row agrees.
        let last = below(len);
        for local in 0..self.letters {
            for d in 0..base {
                let set = (local * base + d) * w;
                for k in 0..w {
                    let neither = !(self.has[local * w + k] | self.uses[d * w + k]);
                    let mut x = self.agree[set + k] | neither;
                    if k + 1 == w {
                        x &= last;
                    }
                    self.agree[set + k] = x;
                    if x != 0 {
                        self.summary[(local * base + d) * sw + k / 64] |= 1 << (k % 64);
                    }
                }
            }
        }
    }

    /// Calls `visit` with the position of each row after position `from`
    /// and before `until` that agrees with `pairs`, a row's letters and
    /// digits.
    pub(super) fn agreeing(
        &self,
        pairs: &[(Letter, u8)],
        from: usize,
        until: usize,
        mut visit: impl FnMut(usize),
    ) {
        let until = until.min(self.rows.len());
        if from + 1 >= until {
            return;
        }
        // The blocks, and blocks of blocks, up to `until`.
        let (w, sw, base) = (until.div_ceil(64), until.div_ceil(64 * 64), self.base);
        let (stride, summary_stride) = (self.width, self.summary_width);
        let sets: [usize; 64] = {
            let mut sets = [0; 64];
            for (s, &(l, d)) in sets.iter_mut().zip(pairs) {
                *s = usize::from(self.local[usize::from(l)]) * base + usize::from(d);
            }
            sets
        };
        let sets = &sets[..pairs.len()];
        let first = (from + 1) / 64;
        for kk in first / 64..sw {
            let mut blocks = !0u64;
            if kk == first / 64 {
                blocks &= !0u64 << (first % 64);
            }
            if kk + 1 == sw {
                blocks &= below(w);
            }
            for &s in sets {
                blocks &= self.summary[s * summary_stride + kk];
            }
            while blocks != 0 {
                let k = kk * 64 + blocks.trailing_zeros() as usize;
                blocks &= blocks - 1;
                let mut keep = !0u64;
                if k == first {
                    keep &= !0u64 << ((from + 1) % 64);
                }
                if k + 1 == w {
                    keep &= below(until);
                }
                for &s in sets {
                    keep &= self.agree[s * stride + k];
                    if keep == 0 {
                        break;
                    }
                }
                while keep != 0 {
                    visit(k * 64 + keep.trailing_zeros() as usize);
                    keep &= keep - 1;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether two rows' letters and digits make one map, one to one.
    fn agree(x: &[(Letter, u8)], y: &[(Letter, u8)]) -> bool {
        x.iter()
            .all(|&(l, d)| y.iter().all(|&(m, e)| (l == m) == (d == e)))
    }

    #[test]
    fn the_index_finds_exactly_the_rows_that_agree() {
        // Rows of a key with letters 0 and 1, in base 7; the other letters
        // 2..9 get digits at random, one to one, some left out.
        let base = 7;
        let mut rows = Rows::new(0b11, base);
        let mut seed = 0x9e37_79b9_u64;
        let mut next = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for x in 0..1500usize {
            let mut digits = [0u8; 10];
            // The key's letters: one of two classes, one large enough to
            // be sorted by counting, the other small.
            let class = u8::from(next(10) == 0);
            digits[0] = class;
            digits[1] = 1 + class;
            let mut free: Vec<u8> = (2 + class..base as u8).collect();
            let mut used: Vec<Letter> = vec![0, 1];
            for l in 2..10 {
                if free.is_empty() || next(3) == 0 {
                    continue;
                }
                let k = next(free.len() as u64) as usize;
                digits[usize::from(l)] = free.swap_remove(k);
                used.push(l);
            }
            let own: Vec<u8> = used.iter().map(|&l| digits[usize::from(l)]).collect();
            rows.begin(x, x + 1, &used);
            rows.push(&used, &own);
        }
        let (sorted, starts) = rows.grouped();
        assert_eq!(starts.len(), 3, "two classes");
        // One class sorted by counting, one by comparison.
        let counted = BANDS * (base as usize + 1).pow(SORT_LETTERS as u32) / 16;
        let sizes: Vec<usize> = starts.windows(2).map(|r| r[1] - r[0]).collect();
        assert!(sizes.iter().any(|&n| n >= counted), "{sizes:?}");
        assert!(sizes.iter().any(|&n| n < counted), "{sizes:?}");
        let mut index = Index::new(base);
        let mut pairs_found = 0;
        for range in starts.windows(2) {
            let class = &sorted[range[0]..range[1]];
            // Bands from the row's word, so that equal words share one.
            let bands: Vec<u8> = class
                .iter()
                .map(|r| (usize::from(r.x) * 7 % BANDS) as u8)
                .collect();
            index.build(&rows, class, &bands);
            let indexed = index.rows();
            assert_eq!(indexed.len(), class.len());
            for (r, &p) in indexed.iter().zip(index.origin()) {
                assert_eq!(
                    (r.x, r.start),
                    (class[p as usize].x, class[p as usize].start)
                );
            }
            let band_of = |r: &Row| usize::from(r.x) * 7 % BANDS;
            // Sorted by band: each band's rows end where the index says.
            for band in 0..BANDS {
                let end = index.band_end(band);
                assert!(indexed[..end].iter().all(|r| band_of(r) <= band));
                assert!(indexed[end..].iter().all(|r| band_of(r) > band));
            }
            for (i, r) in indexed.iter().enumerate() {
                for band in [0, BANDS / 2, BANDS - 1] {
                    let until = index.band_end(band);
                    let mut found = Vec::new();
                    index.agreeing(rows.pairs(r), i, until, |j| found.push(j));
                    let expected: Vec<usize> = (i + 1..until)
                        .filter(|&j| agree(rows.pairs(r), rows.pairs(&indexed[j])))
                        .collect();
                    assert_eq!(found, expected, "row {i}, bands up to {band}");
                    pairs_found += found.len();
                }
            }
        }
        assert!(pairs_found > 0);
    }

    #[test]
    fn classes_are_the_key_digits_whether_dense_or_met() {
        // A key of 3 letters in base 10 has 1,000 digit combinations and
        // dense ids; one of 7 letters has 10⁷ and ids given as met.
        for key_letters in [3u8, 7] {
            let key_mask = (1u64 << key_letters) - 1;
            let mut rows = Rows::new(key_mask, 10);
            assert_eq!(rows.dense.is_empty(), key_letters == 7);
            // The system's letters: the key's, then one more (letter 9).
            let letters: Vec<Letter> = (0..key_letters).chain([9]).collect();
            let mut expected: Vec<(Vec<u8>, Vec<usize>)> = Vec::new();
            for x in 0..40usize {
                // Five classes: the key's letters from digit c up; the
                // other letter takes the digit after them.
                let c = (x * 7 % 5) as u8;
                let digits: Vec<u8> = (0..=key_letters).map(|i| (c + i) % 10).collect();
                rows.begin(x, x + 1, &letters);
                rows.push(&letters, &digits);
                let own = digits[..usize::from(key_letters)].to_vec();
                match expected.iter_mut().find(|(d, _)| *d == own) {
                    Some((_, xs)) => xs.push(x),
                    None => expected.push((own, vec![x])),
                }
            }
            let (sorted, starts) = rows.grouped();
            assert_eq!(starts.len(), expected.len() + 1);
            for (class, (own, xs)) in expected.iter().enumerate() {
                let key: Vec<u8> = rows.key(class).map(|(_, d)| d).collect();
                assert_eq!(&key, own, "class {class}");
                let got: Vec<usize> = sorted[starts[class]..starts[class + 1]]
                    .iter()
                    .map(|r| usize::from(r.x))
                    .collect();
                assert_eq!(&got, xs, "class {class}");
                for r in &sorted[starts[class]..starts[class + 1]] {
                    assert_eq!(rows.pairs(r), [(9, (own[0] + key_letters) % 10)]);
                }
            }
        }
    }
}
