//! The state the join reads grids with: a partial map of letters to
//! digits, and sets of the join's words narrowed place by place by what the
//! map tells. The reader of the cells and the ends of `e` share them.

use super::super::{GridFinder, MAX_JOIN_WORDS};
use crate::Letter;
use crate::unique::Int;

/// No digit: a letter not yet given one.
pub(super) const NONE: u8 = u8::MAX;

/// A partial one-to-one map of letters to digits.
#[derive(Debug, Clone, Copy)]
pub(super) struct Mapping {
    /// Per letter, its digit or [`NONE`].
    pub(super) digit: [u8; 64],
    /// Per digit, its letter or [`NONE`].
    pub(super) letter: [u8; 64],
    /// The digits given, as bits.
    pub(super) taken: u64,
}

impl Mapping {
    pub(super) const EMPTY: Mapping = Mapping {
        digit: [NONE; 64],
        letter: [NONE; 64],
        taken: 0,
    };

    pub(super) fn set(&mut self, letter: Letter, digit: u32) {
        self.digit[usize::from(letter)] = digit as u8;
        self.letter[digit as usize] = letter;
        self.taken |= 1 << digit;
    }

    pub(super) fn unset(&mut self, letter: Letter) {
        let digit = &mut self.digit[usize::from(letter)];
        if *digit != NONE {
            self.taken &= !(1u64 << *digit);
            self.letter[usize::from(*digit)] = NONE;
            *digit = NONE;
        }
    }

    /// Unsets every letter of `letters`, as bits.
    pub(super) fn unset_all(&mut self, mut letters: u64) {
        while letters != 0 {
            self.unset(letters.trailing_zeros() as Letter);
            letters &= letters - 1;
        }
    }

    /// What `word` (letters from its last place) is worth, every letter
    /// given a digit.
    pub(super) fn value<T: Int>(&self, word: &[Letter], radix: T) -> T {
        word.iter().rev().fold(T::ZERO, |acc, &l| {
            acc * radix + T::from_digit(u32::from(self.digit[usize::from(l)]))
        })
    }

    /// Whether `word` spells `value`, its letters without a digit taking
    /// the free digits of `digits` it needs (one to one, a first letter
    /// that may not be 0 not 0): the letters it gave digits, as bits, or
    /// `None` and the map as it was.
    pub(super) fn spell<T: Int>(
        &mut self,
        word: &[Letter],
        nonzero: bool,
        value: T,
        radix: T,
        digits: u64,
    ) -> Option<u64> {
        let mut rest = value;
        let mut given = 0u64;
        for &l in word {
            let d = (rest % radix).div_digit(T::from_digit(1));
            rest = rest / radix;
            match self.digit[usize::from(l)] {
                NONE if (digits & !self.taken) >> d & 1 == 1 => {
                    self.set(l, d);
                    given |= 1 << l;
                }
                x if u32::from(x) == d => {}
                _ => {
                    self.unset_all(given);
                    return None;
                }
            }
        }
        let first = word.last().map_or(NONE, |&l| self.digit[usize::from(l)]);
        if rest != T::ZERO || (nonzero && first == 0) {
            self.unset_all(given);
            return None;
        }
        Some(given)
    }
}

/// The most blocks a set of the join's words takes.
pub(super) const MAX_BLOCKS: usize = MAX_JOIN_WORDS.div_ceil(64);

/// A set of the join's words on the stack.
pub(super) type Set = [u64; MAX_BLOCKS];

/// Calls `visit` with each position in `set`, in order.
pub(super) fn each_in(set: &[u64], mut visit: impl FnMut(usize)) {
    for (k, &block) in set.iter().enumerate() {
        let mut rest = block;
        while rest != 0 {
            visit(k * 64 + rest.trailing_zeros() as usize);
            rest &= rest - 1;
        }
    }
}

/// Keeps in `set` the words that can spell `value` in its last `places`
/// places, as far as the map tells: at each place, the words with the
/// letter of the digit there or, if no letter has that digit, the words
/// whose letter there has none yet; for a 0, also the words too short to
/// have the place. Whether anything is left.
pub(super) fn narrow<T: Int>(
    f: &GridFinder,
    map: &Mapping,
    set: &mut [u64],
    value: T,
    places: usize,
) -> bool {
    let width = set.len();
    let letters = f.alphabet.len();
    let radix = T::from_digit(f.options.base);
    let mut rest = value;
    for place in 0..places {
        let digit = (rest % radix).div_digit(T::from_digit(1)) as usize;
        rest = rest / radix;
        let Some(longer) = f.longer.get(place * width..(place + 1) * width) else {
            return true;
        };
        let letter = map.letter[digit];
        let mut any = 0;
        for (k, x) in set.iter_mut().enumerate() {
            let mut keep = if letter != NONE {
                f.at[(place * letters + usize::from(letter)) * width + k]
            } else {
                // The words whose letter here has a digit already.
                let mut given = 0;
                let mut taken = map.taken;
                while taken != 0 {
                    let l = map.letter[taken.trailing_zeros() as usize];
                    taken &= taken - 1;
                    given |= f.at[(place * letters + usize::from(l)) * width + k];
                }
                longer[k] & !given
            };
            if digit == 0 {
                keep |= !longer[k];
            }
            *x &= keep;
            any |= *x;
        }
        if any == 0 {
            return false;
        }
    }
    true
}
