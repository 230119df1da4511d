//! A fast path beside the parser for the commonest puzzle: one sum of
//! ASCII words, `WORD + WORD - WORD == WORD`, read straight from the text
//! into letter weights without building a syntax tree.
//!
//! It accepts only text that the full parser reads as that same sum, and
//! gives up (`None`) at the first byte it does not expect: a digit, a
//! number, a non-ASCII letter, another operator or relation, a second
//! equation, more letters than the base has digits, weights near the
//! limit of the solvers' sums. The caller then runs the full parser, so
//! every error, with its caret, is the full parser's. Nothing here
//! allocates but the alphabet it returns.

use crate::syntax::{MAX_LEN, MAX_LETTERS};

/// A sum read by [`plain_sum`]: what the lowering of the same text by the
/// full parser would give, with letters indexed in code-point order.
#[derive(Debug, Clone)]
pub(crate) struct PlainSum {
    /// The distinct letters, in code-point order.
    pub(crate) alphabet: Vec<char>,
    /// `Σ weight · digit == 0`, left side positive, by place in
    /// `alphabet`; only the first `alphabet.len()` may be non-zero.
    pub(crate) weights: [i64; MAX_LETTERS],
    /// The letters that may not be 0, as bits of places in `alphabet`.
    pub(crate) leading: u64,
}

/// Reads `src` as one sum of ASCII words in `base`, or `None` for
/// anything else (which the full parser then reads, or refuses).
///
/// `limit` is the largest reach `|Σ weight| · (base − 1)` the solvers
/// take on their fast weighted path; past it the full path decides.
/// Under the `strict` zero rule every word's first letter is leading,
/// otherwise only that of words of two or more letters.
pub(crate) fn plain_sum(src: &str, base: u32, strict: bool, limit: i128) -> Option<PlainSum> {
    if src.len() > MAX_LEN {
        return None;
    }
    let bytes = src.as_bytes();
    // Weights by ASCII code, in 128 bits: a word of 24 letters in base 36
    // would overflow them, and then the full path decides.
    let mut by_code = [0i128; 128];
    let mut seen = 0u128;
    let mut leading = 0u128;
    let mut i = 0;
    // The left side counts positive, the right negative; `sign` is the
    // next word's, its side's sign flipped after a `-`.
    let (mut side, mut sign) = (1i128, 1i128);
    loop {
        // A word, after optional whitespace.
        i = skip_space(bytes, i);
        let start = i;
        while i < bytes.len() && bytes[i].is_ascii_alphabetic() {
            i += 1;
        }
        if i == start {
            return None;
        }
        let word = &bytes[start..i];
        if strict || word.len() > 1 {
            leading |= 1 << word[0];
        }
        let mut place = sign;
        for &c in word.iter().rev() {
            let w = &mut by_code[c as usize];
            *w = w.checked_add(place)?;
            seen |= 1 << c;
            place = place.checked_mul(i128::from(base))?;
        }
        // Then an operator, the relation, or the end of the right side.
        i = skip_space(bytes, i);
        match bytes.get(i) {
            None if side < 0 => break,
            Some(b'+') => sign = side,
            Some(b'-') => sign = -side,
            Some(b'=') if side > 0 => {
                if bytes.get(i + 1) == Some(&b'=') {
                    i += 1;
                }
                (side, sign) = (-1, -1);
            }
            _ => return None,
        }
        i += 1;
    }
    let count = seen.count_ones();
    if count > base || count as usize > MAX_LETTERS {
        return None;
    }
    let mut alphabet = Vec::with_capacity(count as usize);
    let mut weights = [0i64; MAX_LETTERS];
    let mut leading_places = 0u64;
    let mut reach = 0i128;
    let mut rest = seen;
    while rest != 0 {
        let c = rest.trailing_zeros();
        rest &= rest - 1;
        let place = alphabet.len();
        let w = by_code[c as usize];
        reach = reach.checked_add(w.checked_abs()?.checked_mul(i128::from(base) - 1)?)?;
        weights[place] = i64::try_from(w).ok()?;
        if leading >> c & 1 == 1 {
            leading_places |= 1 << place;
        }
        alphabet.push(char::from(c as u8));
    }
    (reach <= limit).then_some(PlainSum {
        alphabet,
        weights,
        leading: leading_places,
    })
}

fn skip_space(bytes: &[u8], mut i: usize) -> usize {
    // The ASCII characters `char::is_whitespace` accepts; any other byte
    // (a byte-order mark, a non-ASCII space) ends the fast path.
    while i < bytes.len() && matches!(bytes[i], b'\t'..=b'\r' | b' ') {
        i += 1;
    }
    i
}
