//! The count of a layout's solutions, which need not list them.
//!
//! Once the divisor (or multiplicand) is fixed, what is left of a division
//! after step `i` depends only on the difference carried into it and on
//! the digits of the unknowns the later steps read; a multiplication's
//! later lines depend only on the carry into the next place of the product
//! and on those digits. Many branches meet again there (each difference is
//! reached from every first quotient digit whose multiple leaves it), so
//! the count of the rest is worked out once per such state and added each
//! time the state comes back: the written method's search with its
//! subtrees shared. The states are kept for one divisor (or multiplicand)
//! at a time, up to a fixed number, so memory stays bounded by the layout.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::{CountOverflow, LayoutSearch, Level, Values};
use crate::plan::layout::GIVEN;

/// The most states kept for one divisor or multiplicand: past it the
/// search counts the rest as it comes, without keeping more.
const MAX_STATES: usize = 1 << 20;

/// The digits of at most this many bound unknowns fit a key, a byte each.
const KEY_DIGITS: u32 = 16;

/// A state of the search at the entry of a level: what the rest of the
/// search depends on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    level: u32,
    /// The difference carried in, or the carry into the product's place.
    carry: u64,
    /// The letters' digits, when a later level may bind a letter.
    used: u64,
    /// The digits of the bound unknowns the later levels read.
    digits: u128,
}

/// A multiplicative hash of the keys' words: the keys are small integers,
/// and the default hasher's resistance to chosen keys costs more than the
/// search here saves.
#[derive(Default)]
struct WordHasher(u64);

impl Hasher for WordHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u32(&mut self, word: u32) {
        self.write_u64(u64::from(word));
    }

    fn write_u128(&mut self, word: u128) {
        self.write_u64(word as u64);
        self.write_u64((word >> 64) as u64);
    }
}

/// How a level's states are keyed, worked out once per search.
#[derive(Debug, Clone, Copy)]
struct Shape {
    /// The bound unknowns the level and those after it read.
    bound: u64,
    /// Whether one of them binds a letter, whose digit must differ from
    /// the letters bound so far.
    needs_used: bool,
}

/// A level being counted.
#[derive(Debug, Clone, Copy)]
struct Frame {
    untried: u64,
    mark: usize,
    before: Values,
    /// The solutions found below this level's choices so far.
    found: u64,
    /// The state it was entered in, when it is kept.
    key: Option<Key>,
}

impl LayoutSearch<'_> {
    /// The unknowns level `level` binds when its choice fits.
    fn binds(&self, level: usize) -> u64 {
        let plan = self.plan;
        let unknowns = |cells: &[u8]| {
            cells
                .iter()
                .filter(|&&c| c < GIVEN)
                .fold(0u64, |set, &c| set | 1 << c)
        };
        let step = |i: usize| {
            let w = self.step_word(i);
            (w..w + 3)
                .filter(|&w| w < plan.words())
                .fold(0, |set, w| set | unknowns(plan.word(w)))
        };
        match self.levels[level] {
            Level::Factor { cell, .. } => unknowns(&[cell]),
            Level::FirstQuotient => unknowns(&[self.digit_cell(0)]),
            Level::Leading { j } => {
                let cell = unknowns(&[plan.word(0)[j]]);
                if j + 1 == self.k {
                    cell | step(0)
                } else {
                    cell
                }
            }
            Level::Step { i } => {
                let cells = [plan.word(0)[self.k + i - 1], self.digit_cell(i)];
                unknowns(&cells) | step(i)
            }
            Level::Multiplier { j } => {
                let product = plan.word(2);
                // The product's places from `j` on; those below are fixed
                // by the lines before.
                let high = &product[..product.len().saturating_sub(j)];
                unknowns(&[self.digit_cell(j)])
                    | unknowns(plan.word(self.step_word(j)))
                    | unknowns(high)
            }
        }
    }

    /// Per level, how its states are keyed; `None` for a level whose
    /// states are not kept: the divisor's or multiplicand's, the first
    /// step's, and any whose key would not fit.
    fn shapes(&self) -> Vec<Option<Shape>> {
        let n = self.levels.len();
        let mut later = vec![0u64; n + 1];
        for level in (0..n).rev() {
            later[level] = later[level + 1] | self.binds(level);
        }
        let mut bound = 0u64;
        let mut shapes = Vec::with_capacity(n);
        for (level, &later) in later.iter().take(n).enumerate() {
            let kept = match self.levels[level] {
                Level::Step { .. } => true,
                Level::Multiplier { j } => j > 0,
                _ => false,
            };
            let read = later & bound;
            let free = later & !bound & self.plan.distinct;
            shapes.push((kept && read.count_ones() <= KEY_DIGITS).then_some(Shape {
                bound: read,
                needs_used: free != 0,
            }));
            bound |= self.binds(level);
        }
        shapes
    }

    /// The state of entering `level` after the choices `values`.
    fn key(&self, level: usize, shape: Shape, values: &Values) -> Key {
        let carry = match self.levels[level] {
            Level::Multiplier { j } => values.factor * values.acc / self.powers[j],
            _ => values.acc,
        };
        let mut digits = 0u128;
        let mut bound = shape.bound;
        while bound != 0 {
            let u = bound.trailing_zeros() as usize;
            bound &= bound - 1;
            digits = digits << 8 | u128::from(self.digit[u]);
        }
        Key {
            level: level as u32,
            carry,
            used: if shape.needs_used { self.used } else { 0 },
            digits,
        }
    }

    /// The number of solutions of a fresh search, its subtrees that meet
    /// again counted once; an error past `u64::MAX`.
    pub(super) fn count_shared(&mut self) -> Result<u64, CountOverflow> {
        let shapes = self.shapes();
        let mut kept: HashMap<Key, u64, BuildHasherDefault<WordHasher>> = HashMap::default();
        let last = self.levels.len() - 1;
        let start = Values::default();
        let mut frames = vec![Frame {
            untried: self.enter(0, &start),
            mark: 0,
            before: start,
            found: 0,
            key: None,
        }];
        let mut total = 0u64;
        while let Some(&frame) = frames.last() {
            self.undo(frame.mark);
            if frame.untried == 0 {
                frames.pop();
                if let Some(key) = frame.key
                    && kept.len() < MAX_STATES
                {
                    kept.insert(key, frame.found);
                }
                let into = frames.last_mut().map_or(&mut total, |f| &mut f.found);
                *into = into.checked_add(frame.found).ok_or(CountOverflow)?;
                continue;
            }
            self.nodes += 1;
            let level = frames.len() - 1;
            frames[level].untried &= frame.untried - 1;
            let digit = u64::from(frame.untried.trailing_zeros());
            let mut values = frame.before;
            if !self.apply(level, digit, &mut values) {
                continue;
            }
            if level == last {
                frames[level].found = frames[level].found.checked_add(1).ok_or(CountOverflow)?;
                continue;
            }
            if let Level::Factor { last: true, .. } = self.levels[level] {
                // The states of one divisor say nothing of another's.
                kept.clear();
            }
            let next = level + 1;
            // A level with nothing to choose adds nothing, and costs less
            // to see than its state.
            let untried = self.enter(next, &values);
            if untried == 0 {
                continue;
            }
            let key = shapes[next].map(|shape| self.key(next, shape, &values));
            if let Some(&found) = key.as_ref().and_then(|key| kept.get(key)) {
                frames[level].found = frames[level]
                    .found
                    .checked_add(found)
                    .ok_or(CountOverflow)?;
                continue;
            }
            frames.push(Frame {
                untried,
                mark: self.log.len(),
                before: values,
                found: 0,
                key,
            });
        }
        self.state = super::State::Done;
        Ok(total)
    }
}
