//! A careful plain solver of long division and long multiplication: the
//! written method itself, the peer the layouts are benchmarked against.
//!
//! It reads the layout with the oracle's parser (so both agree on what a
//! text says) but none of the oracle's checks, and shares nothing with the
//! library. Where the brute force tries every unknown, this solver only
//! chooses what the written method leaves open, the divisor and the
//! dividend, or the two factors, one character at a time, and computes the
//! rest: each quotient digit is the number brought down divided by the
//! divisor, each product and difference follows, and each is matched
//! against its written word as soon as it is known. A mismatch abandons
//! the branch at once. What a careful person sees early is checked early
//! too: once the divisor (or the multiplicand) is known, each subtrahend
//! (or partial product) must be it times some digit; a dividend digit that
//! the first step writes again must match there; and the first quotient
//! digit must stay possible as the dividend's first digits come.
//!
//! The search keeps an explicit stack of frames, one per chosen character,
//! and an undo log of the letters it binds, so that no recursion grows with
//! the length of the puzzle.

use crate::brute_force::{BruteForce, Layout, Place, Spelled};

/// The long division of `divisor · quotient + remainder` in base 10, as
/// the written method lays it out, every digit shown: the tests plant
/// puzzles by hiding some of them.
///
/// ```
/// use alphametic_support::written::division_text;
/// assert_eq!(division_text(7, 102, 3), "717 / 7 = 102 | 7 - 7 = 0 |  | 17 - 14 = 3");
/// ```
pub fn division_text(divisor: u128, quotient: u128, remainder: u128) -> String {
    let dividend = (divisor * quotient + remainder).to_string();
    let q = quotient.to_string();
    let k = dividend.len() + 1 - q.len();
    let mut current: u128 = dividend[..k].parse().unwrap_or(0);
    let mut lines = vec![format!("{dividend} / {divisor} = {q}")];
    for (i, c) in q.bytes().enumerate() {
        let digit = u128::from(c - b'0');
        if digit == 0 {
            lines.push(String::new());
        } else {
            let y = divisor * digit;
            lines.push(format!("{current} - {y} = {}", current - y));
            current -= y;
        }
        if let Some(&next) = dividend.as_bytes().get(k + i) {
            current = current * 10 + u128::from(next - b'0');
        }
    }
    lines.join(" | ")
}

/// The long multiplication of `a · b` in base 10, every digit shown.
///
/// ```
/// use alphametic_support::written::multiplication_text;
/// assert_eq!(multiplication_text(12, 305), "12 * 305 = 3660 | 60 |  | 36");
/// ```
pub fn multiplication_text(a: u128, b: u128) -> String {
    let mut lines = vec![format!("{a} * {b} = {}", a * b)];
    for c in b.to_string().bytes().rev() {
        let digit = u128::from(c - b'0');
        lines.push(if digit == 0 {
            String::new()
        } else {
            (a * digit).to_string()
        });
    }
    lines.join(" | ")
}

/// A long division or long multiplication ready for the written method.
pub struct Written {
    base: u32,
    /// `letter_digits[l]`: the digits letter `l` may take, 0 left out if
    /// it leads a word.
    letter_digits: Vec<u64>,
    /// The characters the search chooses, in order, each with what follows
    /// from it.
    levels: Vec<Level>,
    quotient: Vec<Cell>,
    steps: Vec<Option<[Vec<Cell>; 3]>>,
    lines: Vec<Option<Vec<Cell>>>,
    /// The multiplier's characters, line j's digit the j-th from the
    /// right.
    multiplier: Vec<Cell>,
    product: Vec<Cell>,
}

/// A character of a written word.
#[derive(Clone, Copy, Debug)]
enum Cell {
    /// A letter, by its index.
    Letter(u8),
    /// A `?`, with the digits it may take.
    Blank(u64),
    /// A digit written as itself.
    Digit(u8),
}

/// A character the search chooses, and what it completes.
#[derive(Clone, Copy, Debug)]
struct Level {
    cell: Cell,
    /// The digits the layout leaves it: a multiplier's digit is 0 exactly
    /// when its line is empty.
    digits: u64,
    then: Then,
}

#[derive(Clone, Copy, Debug)]
enum Then {
    /// A digit of the divisor (`Values::first`), the last one when `last`.
    Divisor { last: bool },
    /// A digit of the dividend (`Values::second`, the number brought down),
    /// after which step `step` is worked if there is one. A digit of the
    /// first step's number is written again in its `X`, as `echo`: matched
    /// at once, it spares the search the other digits' choices.
    Dividend {
        step: Option<usize>,
        echo: Option<Cell>,
        /// Before the first step, base^(the first step's digits still to
        /// come): the first quotient digit is then known to lie in a range.
        scale: u128,
    },
    /// A digit of the multiplicand (`Values::first`), the last one when
    /// `last`.
    Multiplicand { last: bool },
    /// The digit of the multiplier for line `line`, counted from the
    /// right; the product follows the last.
    Multiplier { line: usize, last: bool },
}

/// The numbers the chosen characters have built so far.
#[derive(Clone, Copy, Debug, Default)]
struct Values {
    /// The divisor or the multiplicand.
    first: u128,
    /// The number brought down, or the multiplier.
    second: u128,
    /// The place value of the multiplier's next digit.
    place: u128,
}

/// One chosen character on the search's stack.
struct Frame {
    /// The digits still to try.
    untried: u64,
    /// The undo log's length when the frame was entered.
    mark: usize,
    /// The numbers before this character.
    values: Values,
}

/// Which letters hold which digits, with an undo log.
struct Binding {
    /// `digit[l]`: letter `l`'s digit, [`Binding::FREE`] if it has none.
    digit: Vec<u8>,
    used: u64,
    /// The letters bound, in order.
    log: Vec<u8>,
}

impl Binding {
    const FREE: u8 = u8::MAX;

    fn undo(&mut self, mark: usize) {
        for l in self.log.drain(mark..) {
            self.used &= !(1 << self.digit[l as usize]);
            self.digit[l as usize] = Binding::FREE;
        }
    }
}

/// Whether a number of `places` digits in `base` fits in a `u128`: every
/// number the search builds must, the largest being a product below
/// base^(its factors' lengths together), or a number brought down, below
/// the divisor times the base.
fn fits(base: u32, places: usize) -> bool {
    u32::try_from(places)
        .ok()
        .and_then(|p| u128::from(base).checked_pow(p))
        .is_some()
}

impl Written {
    /// Parses a long division or long multiplication in `base` (2..=36)
    /// under the default zero rule.
    ///
    /// ```
    /// use alphametic_support::written::Written;
    ///
    /// let text = "pkmkh / ?? = ??? | pkm - pmd = xp | xpk - ?? = kh | khh - mbg = k";
    /// assert_eq!(Written::new(text, 10).unwrap().count(), 1);
    /// assert!(Written::new("SEND + MORE = MONEY", 10).is_err());
    /// ```
    pub fn new(text: &str, base: u32) -> Result<Written, String> {
        Written::with_rule(text, base, false)
    }

    /// As [`Written::new`]; when `strict`, a letter or `?` alone in a word
    /// may not be 0 either.
    pub fn with_rule(text: &str, base: u32, strict: bool) -> Result<Written, String> {
        Written::with_digits(text, base, strict, u64::MAX)
    }

    /// As [`Written::with_rule`], the letters and `?`s taking only the
    /// digits of `digits` (bit d set: digit d allowed).
    pub fn with_digits(
        text: &str,
        base: u32,
        strict: bool,
        digits: u64,
    ) -> Result<Written, String> {
        let read = BruteForce::with_digits(text, base, strict, digits)?;
        let Some(layout) = read.layout() else {
            return Err("not a long division or long multiplication".to_owned());
        };
        let letters = read.letters().len();
        let all = digits & ((1u64 << base) - 1);
        let without_zero = |leading: bool| if leading { all & !1 } else { all };
        let letter_digits = (0..letters)
            .map(|l| without_zero(read.is_leading(l)))
            .collect();
        let cells = |word: Spelled| -> Vec<Cell> {
            read.spelling(word)
                .iter()
                .map(|&place| match place {
                    Place::Digit(d) => Cell::Digit(d),
                    Place::Unknown(u) if (u as usize) < letters => Cell::Letter(u),
                    Place::Unknown(u) => Cell::Blank(without_zero(read.is_leading(u as usize))),
                })
                .collect()
        };
        let mut written = Written {
            base,
            letter_digits,
            levels: Vec::new(),
            quotient: Vec::new(),
            steps: Vec::new(),
            lines: Vec::new(),
            multiplier: Vec::new(),
            product: Vec::new(),
        };
        match layout {
            Layout::Division {
                dividend,
                divisor,
                quotient,
                steps,
            } => {
                written.quotient = cells(*quotient);
                written.steps = steps
                    .iter()
                    .map(|step| step.map(|words| words.map(&cells)))
                    .collect();
                written.division_levels(cells(*dividend), cells(*divisor))?;
            }
            Layout::Product {
                multiplicand,
                multiplier,
                product,
                lines,
            } => {
                written.product = cells(*product);
                written.lines = lines.iter().map(|line| line.map(&cells)).collect();
                written.product_levels(cells(*multiplicand), cells(*multiplier))?;
            }
        }
        Ok(written)
    }

    /// The levels of a long division, its quotient and steps read: the
    /// divisor's characters, then the dividend's, each with the step it
    /// brings down.
    fn division_levels(&mut self, dividend: Vec<Cell>, divisor: Vec<Cell>) -> Result<(), String> {
        let base = self.base;
        // The parser makes the dividend at least as long as the
        // quotient, with one step per quotient character.
        let k = dividend.len() + 1 - self.quotient.len();
        if !fits(base, k.max(divisor.len() + 1)) {
            return Err("the numbers are too long for a `u128`".to_owned());
        }
        for (i, &cell) in divisor.iter().enumerate() {
            let last = i + 1 == divisor.len();
            let then = Then::Divisor { last };
            self.levels.push(Level {
                cell,
                digits: u64::MAX,
                then,
            });
        }
        // The first step's `X` shows the dividend's first k digits
        // when it has k characters; a longer or shorter one cannot
        // show them, which the step finds.
        let first_x = match self.steps.first() {
            Some(Some([x, _, _])) if x.len() == k => Some(x.clone()),
            _ => None,
        };
        for (i, &cell) in dividend.iter().enumerate() {
            let step = (i + 1 >= k).then(|| i + 1 - k);
            let echo = first_x.as_ref().and_then(|x| x.get(i).copied());
            // Below `fits(k)`: i < k here.
            let scale = u128::from(base).pow((k - 1).saturating_sub(i) as u32);
            let then = Then::Dividend { step, echo, scale };
            self.levels.push(Level {
                cell,
                digits: u64::MAX,
                then,
            });
        }
        Ok(())
    }

    /// The levels of a long multiplication, its product and lines read:
    /// the multiplicand's characters, then the multiplier's from the
    /// right, each with the line it completes.
    fn product_levels(
        &mut self,
        multiplicand: Vec<Cell>,
        multiplier: Vec<Cell>,
    ) -> Result<(), String> {
        if !fits(self.base, multiplicand.len() + multiplier.len()) {
            return Err("the numbers are too long for a `u128`".to_owned());
        }
        for (i, &cell) in multiplicand.iter().enumerate() {
            let last = i + 1 == multiplicand.len();
            let then = Then::Multiplicand { last };
            let digits = u64::MAX;
            self.levels.push(Level { cell, digits, then });
        }
        // Line j belongs to the multiplier's j-th digit from the
        // right.
        for (line, &cell) in multiplier.iter().rev().enumerate() {
            let last = line + 1 == multiplier.len();
            let digits = match self.lines[line] {
                None => 1,
                Some(_) => !1,
            };
            let then = Then::Multiplier { line, last };
            self.levels.push(Level { cell, digits, then });
        }
        self.multiplier = multiplier;
        Ok(())
    }

    /// The number of solutions, two fillings that differ only in a `?`
    /// counting as two.
    pub fn count(&self) -> u64 {
        let mut binding = Binding {
            digit: vec![Binding::FREE; self.letter_digits.len()],
            used: 0,
            log: Vec::new(),
        };
        let start = Values {
            place: 1,
            ..Values::default()
        };
        let mut count = 0;
        let mut stack = vec![Frame {
            untried: self.choices(self.levels[0], &binding),
            mark: 0,
            values: start,
        }];
        while let Some(frame) = stack.last_mut() {
            binding.undo(frame.mark);
            if frame.untried == 0 {
                stack.pop();
                continue;
            }
            let digit = frame.untried.trailing_zeros() as u8;
            frame.untried &= frame.untried - 1;
            let mut values = frame.values;
            let level = stack.len() - 1;
            let Level { cell, then, .. } = self.levels[level];
            if let Cell::Letter(l) = cell {
                // `choices` offers a free letter only digits it may take.
                if binding.digit[l as usize] == Binding::FREE {
                    binding.digit[l as usize] = digit;
                    binding.used |= 1 << digit;
                    binding.log.push(l);
                }
            }
            if !self.complete(then, u128::from(digit), &mut values, &mut binding) {
                continue;
            }
            match self.levels.get(level + 1) {
                None => count += 1,
                Some(next) => {
                    let untried = self.choices(*next, &binding);
                    let mark = binding.log.len();
                    stack.push(Frame {
                        untried,
                        mark,
                        values,
                    });
                }
            }
        }
        count
    }

    /// The digits a chosen character may take.
    fn choices(&self, level: Level, binding: &Binding) -> u64 {
        level.digits & self.may_take(level.cell, binding)
    }

    /// The digits a character may show as the letters are bound now.
    fn may_take(&self, cell: Cell, binding: &Binding) -> u64 {
        match cell {
            Cell::Digit(d) => 1 << d,
            Cell::Blank(digits) => digits,
            Cell::Letter(l) => match binding.digit[l as usize] {
                Binding::FREE => self.letter_digits[l as usize] & !binding.used,
                d => 1 << d,
            },
        }
    }

    /// Adds `digit` to the numbers and works out what it completes, the
    /// words it fills matched at once; false at the first mismatch.
    fn complete(
        &self,
        then: Then,
        digit: u128,
        values: &mut Values,
        binding: &mut Binding,
    ) -> bool {
        let base = u128::from(self.base);
        match then {
            Then::Divisor { last } => {
                values.first = values.first * base + digit;
                // A divisor 0 divides nothing.
                let subtrahends = self
                    .steps
                    .iter()
                    .zip(&self.quotient)
                    .filter_map(|(step, &q)| step.as_ref().map(|[_, y, _]| (y.as_slice(), q)));
                !last
                    || (values.first != 0 && self.multiples_fit(values.first, subtrahends, binding))
            }
            Then::Dividend { step, echo, scale } => {
                values.second = values.second * base + digit;
                if let Some(cell) = echo
                    && !self.shows(&[cell], digit, binding)
                {
                    return false;
                }
                match step {
                    None => self.first_digit_may_be(values, scale, binding),
                    Some(step) => self.step(step, values, binding),
                }
            }
            Then::Multiplicand { last } => {
                values.first = values.first * base + digit;
                let partials = self
                    .lines
                    .iter()
                    .zip(self.multiplier.iter().rev())
                    .filter_map(|(line, &b)| line.as_ref().map(|word| (word.as_slice(), b)));
                !last || self.multiples_fit(values.first, partials, binding)
            }
            Then::Multiplier { line, last } => {
                values.second += digit * values.place;
                values.place *= base;
                let fits = match &self.lines[line] {
                    None => digit == 0,
                    Some(word) => digit != 0 && self.shows(word, values.first * digit, binding),
                };
                fits && (!last || self.shows(&self.product, values.first * values.second, binding))
            }
        }
    }

    /// Whether each word can show `number` times some digit its character
    /// may take, 0 left out: each subtrahend of a division is the divisor
    /// times a quotient digit, each partial product the multiplicand times
    /// a multiplier digit. Each word is tried alone and its bindings
    /// undone, so this only rules out; the steps match the words for good.
    fn multiples_fit<'a>(
        &self,
        number: u128,
        words: impl Iterator<Item = (&'a [Cell], Cell)>,
        binding: &mut Binding,
    ) -> bool {
        let mut words = words;
        words.all(|(word, cell)| {
            let mut digits = self.may_take(cell, binding) & !1;
            let mut fits = false;
            while digits != 0 && !fits {
                let digit = digits.trailing_zeros();
                digits &= digits - 1;
                let mark = binding.log.len();
                fits = self.shows(word, number * u128::from(digit), binding);
                binding.undo(mark);
            }
            fits
        })
    }

    /// Whether the first quotient digit can still be one its character and
    /// step allow, the first step's number being the digits so far followed
    /// by any others: between `so_far·scale` and `(so_far + 1)·scale − 1`.
    fn first_digit_may_be(&self, values: &Values, scale: u128, binding: &Binding) -> bool {
        let (divisor, so_far) = (values.first, values.second);
        let low = so_far * scale / divisor;
        let high = ((so_far + 1) * scale - 1) / divisor;
        if low >= u128::from(self.base) {
            return false;
        }
        let high = high.min(u128::from(self.base) - 1);
        // Digits `low..=high`, `high` below 64.
        let range = (u64::MAX >> (63 - high)) & !((1u64 << low) - 1);
        let step = match self.steps[0] {
            None => 1,
            Some(_) => !1,
        };
        range & step & self.may_take(self.quotient[0], binding) != 0
    }

    /// Works step `step` of the division on the number brought down: its
    /// quotient digit, product and difference, each matched as soon as it
    /// is known; the difference is brought down next.
    fn step(&self, step: usize, values: &mut Values, binding: &mut Binding) -> bool {
        let (divisor, current) = (values.first, values.second);
        let q = current / divisor;
        if q >= u128::from(self.base) || !self.shows(&self.quotient[step..=step], q, binding) {
            return false;
        }
        match &self.steps[step] {
            None => q == 0,
            Some([x, y, z]) => {
                let product = divisor * q;
                values.second = current - product;
                q != 0
                    && self.shows(x, current, binding)
                    && self.shows(y, product, binding)
                    && self.shows(z, values.second, binding)
            }
        }
    }

    /// Whether `word` can show `value`, binding the letters it meets: as
    /// many digits as the word has characters, written digits equal,
    /// letters consistent and distinct, no 0 where a word may not start
    /// with one. The caller undoes the bindings of a failed match.
    fn shows(&self, word: &[Cell], mut value: u128, binding: &mut Binding) -> bool {
        let base = u128::from(self.base);
        for &cell in word.iter().rev() {
            let digit = (value % base) as u8;
            value /= base;
            let fits = match cell {
                Cell::Digit(d) => d == digit,
                Cell::Blank(digits) => digits & 1 << digit != 0,
                Cell::Letter(l) => match binding.digit[l as usize] {
                    Binding::FREE => {
                        let free = self.letter_digits[l as usize] & !binding.used;
                        if free & 1 << digit != 0 {
                            binding.digit[l as usize] = digit;
                            binding.used |= 1 << digit;
                            binding.log.push(l);
                        }
                        free & 1 << digit != 0
                    }
                    d => d == digit,
                },
            };
            if !fits {
                return false;
            }
        }
        value == 0
    }
}

#[cfg(test)]
mod tests {
    use super::{Written, division_text};
    use crate::oracle::BruteForce;
    use crate::{data, failures_in_parallel};

    /// A digit set as the corpus writes one: `-` for every digit, else
    /// ranges `lo-hi` and digits joined by `,`.
    fn digit_set(text: &str) -> u64 {
        if text == "-" {
            return u64::MAX;
        }
        text.split(',')
            .map(|part| {
                let (lo, hi) = part.split_once('-').unwrap_or((part, part));
                let (lo, hi): (u32, u32) = (lo.parse().unwrap(), hi.parse().unwrap());
                (lo..=hi).fold(0u64, |set, d| set | 1 << d)
            })
            .fold(0, |set, part| set | part)
    }

    /// The layouts of the skeleton corpus: text, base, digit set and the
    /// oracle's counts under the default and the strict zero rule.
    fn layouts() -> Vec<(String, u32, u64, [u64; 2])> {
        let table = data("alphametics/skeletons.tsv");
        let mut rows = table.lines();
        let header: Vec<&str> = rows.next().expect("a header row").split('\t').collect();
        let column = |name: &str| header.iter().position(|&h| h == name).unwrap();
        let (puzzle, base, digits) = (column("puzzle"), column("base"), column("digits"));
        let (count, strict) = (column("count"), column("count_strict"));
        rows.map(|row| row.split('\t').collect::<Vec<&str>>())
            .filter(|cols| cols[puzzle].contains('|'))
            .map(|cols| {
                (
                    cols[puzzle].to_owned(),
                    cols[base].parse().unwrap(),
                    digit_set(cols[digits]),
                    [cols[count].parse().unwrap(), cols[strict].parse().unwrap()],
                )
            })
            .collect()
    }

    #[test]
    fn a_text_that_is_no_layout_is_an_error() {
        assert!(Written::new("SEND + MORE = MONEY", 10).is_err());
        // Two quotient characters, one step.
        assert!(Written::new("AB / C = DE | A - C = 0", 10).is_err());
        assert!(Written::new("A * B = C | C", 37).is_err());
    }

    #[test]
    fn numbers_beyond_a_u128_are_an_error() {
        let ones = "1".repeat(20);
        let lines = vec![ones.as_str(); 20].join(" | ");
        let text = format!("{ones} * {ones} = 1 | {lines}");
        let error = Written::new(&text, 10).err().unwrap();
        assert!(error.contains("too long"), "{error}");
    }

    #[test]
    fn a_long_quotient_with_zeros_is_worked_step_by_step() {
        let text = division_text(7, 120_034_056_007_008_900_012_345, 5).replace('x', "?");
        assert_eq!(Written::new(&text, 10).unwrap().count(), 1);
        let hidden = division_text(7, 120_034_056_007_008_900_012_345, 5).replace('8', "?");
        let oracle = BruteForce::new(&hidden, 10).unwrap().count();
        assert!(oracle >= 1);
        assert_eq!(Written::new(&hidden, 10).unwrap().count(), oracle);
    }

    #[test]
    fn the_corpus_layouts_count_as_the_oracle_counts_them() {
        let layouts = layouts();
        assert!(layouts.len() >= 90, "the corpus has its layouts");
        let failures = failures_in_parallel(&layouts, |(text, base, digits, counts)| {
            let mut failures = Vec::new();
            for (strict, &pinned) in [false, true].into_iter().zip(counts) {
                let written = Written::with_digits(text, *base, strict, *digits)
                    .map(|w| w.count())
                    .map_err(|e| format!("{text}: {e}"));
                let oracle = BruteForce::with_digits(text, *base, strict, *digits)
                    .map(|b| b.count())
                    .map_err(|e| format!("{text}: {e}"));
                if written != Ok(pinned) || oracle != Ok(pinned) {
                    failures.push(format!(
                        "{text} in base {base}, strict {strict}: written {written:?}, \
                         oracle {oracle:?}, corpus {pinned}"
                    ));
                }
            }
            failures
        });
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}
