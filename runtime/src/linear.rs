//! Equations to weights: every sum is `Σ weight(letter) · digit(letter) + constant == 0`.
//!
//! A letter's weight is the sum of `±base^k` over its occurrences, where `k`
//! is the letter's place in its word and the sign is its word's sign, with
//! the right side subtracted from the left.

use crate::ast::{BinOp, Equation, Expr, Word};
use crate::error::{ParseError, ParseErrorKind};

/// The largest magnitude a partial sum may reach. A quarter of `i64::MAX`
/// leaves room for the solver to add a partial sum and a bound without
/// overflow.
const LIMIT: i128 = (i64::MAX / 4) as i128;

/// One equation as a weighted sum of letters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Linear {
    /// The weight of each letter, indexed by [`crate::Letter`].
    pub weights: [i64; 26],
    /// The constant term.
    pub constant: i64,
}

pub(crate) fn linearize(src: &str, eq: &Equation, base: u32) -> Result<Linear, ParseError> {
    let mut words = Vec::new();
    walk(&eq.lhs, 1, &mut words);
    walk(&eq.rhs, -1, &mut words);
    let mut weights = [0i128; 26];
    let mut overflow = None;
    for &(word, sign) in &words {
        let mut place: i128 = sign;
        for &letter in word.letters.iter().rev() {
            let w = &mut weights[letter as usize];
            match w.checked_add(place) {
                Some(sum) if sum.abs() <= LIMIT => *w = sum,
                _ => overflow = overflow.or(Some(word)),
            }
            place = place.saturating_mul(base as i128);
        }
    }
    let longest = words
        .iter()
        .map(|&(w, _)| w)
        .max_by_key(|w| w.letters.len());
    let reach: i128 = weights
        .iter()
        .map(|w| w.abs().saturating_mul(base as i128 - 1))
        .fold(0, i128::saturating_add);
    let culprit = overflow.or_else(|| (reach > LIMIT).then_some(longest).flatten());
    if let Some(word) = culprit {
        let len = word.letters.len();
        return Err(ParseError::new(
            src,
            ParseErrorKind::WordTooLong { len },
            word.span.clone(),
            format!("the sums of this equation overflow 64 bits in base {base}"),
            format!("this word of {len} letters is too long"),
        ));
    }
    Ok(Linear {
        weights: weights.map(|w| w as i64),
        constant: 0,
    })
}

/// Lists the words of `expr` with their signs.
fn walk<'a>(expr: &'a Expr, sign: i128, words: &mut Vec<(&'a Word, i128)>) {
    match expr {
        Expr::Word(word) => words.push((word, sign)),
        Expr::Binary { op, lhs, rhs } => {
            walk(lhs, sign, words);
            let rhs_sign = match op {
                BinOp::Add => sign,
                BinOp::Sub => -sign,
            };
            walk(rhs, rhs_sign, words);
        }
    }
}
