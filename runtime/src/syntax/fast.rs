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

use std::sync::Arc;

use crate::syntax::{MAX_LEN, MAX_LETTERS, MAX_UNKNOWNS};

/// A sum read by [`plain_sum`]: what the lowering of the same text by the
/// full parser would give, with letters indexed in code-point order.
#[derive(Debug, Clone)]
pub(crate) struct PlainSum {
    /// The distinct letters, in code-point order.
    pub(crate) alphabet: Arc<[char]>,
    /// The letters that may not be 0, as bits of places in `alphabet`.
    pub(crate) leading: u64,
}

/// The ASCII letters `A..=Z` and `a..=z` by `byte - b'A'`: a table of 58
/// entries, six of them (the bytes between `Z` and `a`) never used.
const CODES: usize = (b'z' - b'A' + 1) as usize;

/// Reads `src` as one sum of ASCII words in `base`, or `None` for
/// anything else (which the full parser then reads, or refuses).
///
/// The sum is `Σ weight · digit == 0`, left side positive: its weights,
/// by place in the alphabet, are written to `weights`, whose places past
/// the alphabet's length are left alone. They go straight where the model
/// keeps them: a table of weights is a few hundred bytes, and copying it
/// from one place to the next cost a plain sum a tenth of its parse.
///
/// `limit` is the largest reach `|Σ weight| · (base − 1)` the solvers
/// take on their fast weighted path; past it the full path decides.
/// Under the `strict` zero rule every word's first letter is leading,
/// otherwise only that of words of two or more letters.
pub(crate) fn plain_sum(
    src: &str,
    base: u32,
    strict: bool,
    limit: i128,
    weights: &mut [i64; MAX_UNKNOWNS],
) -> Option<PlainSum> {
    if src.len() > MAX_LEN {
        return None;
    }
    let bytes = src.as_bytes();
    // Weights by letter; a place value or weight that leaves `i64` (a word
    // of 13 letters in base 36) ends the fast path, and the full path
    // decides.
    let mut by_code = [0i64; CODES];
    let mut seen = 0u64;
    let mut leading = 0u64;
    let mut i = 0;
    // The left side counts positive, the right negative; `sign` is the
    // next word's, its side's sign flipped after a `-`.
    let (mut side, mut sign) = (1i64, 1i64);
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
            leading |= 1 << (word[0] - b'A');
        }
        let mut place = sign;
        for (k, &c) in word.iter().rev().enumerate() {
            let code = usize::from(c - b'A');
            by_code[code] = by_code[code].checked_add(place)?;
            seen |= 1 << code;
            if k + 1 < word.len() {
                place = place.checked_mul(i64::from(base))?;
            }
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
    let mut alphabet = ['\0'; MAX_LETTERS];
    let mut leading_places = 0u64;
    let mut reach = 0i128;
    let mut rest = seen;
    for (place, letter) in alphabet.iter_mut().enumerate().take(count as usize) {
        let code = rest.trailing_zeros();
        rest &= rest - 1;
        let w = by_code[code as usize];
        reach += i128::from(w.unsigned_abs()) * (i128::from(base) - 1);
        weights[place] = w;
        leading_places |= (leading >> code & 1) << place;
        *letter = char::from(b'A' + code as u8);
    }
    (reach <= limit).then(|| PlainSum {
        alphabet: Arc::from(&alphabet[..count as usize]),
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
