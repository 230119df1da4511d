//! A solved long division or multiplication drawn as on paper, in plain
//! text for a monospaced font.

use crate::solution::Solution;
use crate::syntax::{Glyph, Layout, Word};

/// The digit characters of every base: a base above 10 writes its digits
/// past 9 as letters, one column each, so that the columns line up.
const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";

/// The text of `word` with the digits of `solution`; `alphabet` is the
/// model's, where a `?` stands at its place among the `?`s.
fn digits(word: &Word, alphabet: &[char], solution: &Solution) -> String {
    let first_blank = alphabet.iter().position(|&c| c == '?');
    word.glyphs
        .iter()
        .map(|glyph| {
            let digit = match *glyph {
                Glyph::Digit(d) => Some(d),
                Glyph::Letter(l) => match (alphabet.get(l as usize), first_blank) {
                    (Some('?'), Some(first)) => solution.blank(l as usize - first),
                    (Some(&c), _) => solution.digit(c),
                    (None, _) => None,
                },
            };
            digit.map_or('?', |d| char::from(DIGITS[usize::from(d) % 36]))
        })
        .collect()
}

/// `text` right-aligned so that its last character is in column `end`.
fn at(text: &str, end: usize) -> String {
    let len = text.chars().count();
    format!("{}{text}", " ".repeat((end + 1).saturating_sub(len)))
}

/// The drawing of `layout` solved by `solution`, lines ending in `\n`.
pub(crate) fn draw(layout: &Layout, alphabet: &[char], solution: &Solution) -> String {
    let text = |word: &Word| digits(word, alphabet, solution);
    let mut lines = Vec::new();
    match layout {
        Layout::Division {
            dividend,
            divisor,
            quotient,
            steps,
        } => {
            let (n, m) = (dividend.glyphs.len(), quotient.glyphs.len());
            let k = (n + 1).saturating_sub(m).max(1);
            let divisor = text(divisor);
            // The dividend's first digit is in column `left`.
            let left = divisor.chars().count() + 3;
            let end = |column: usize| left + column;
            lines.push(at(&text(quotient), end(n - 1)));
            lines.push(format!("{}{}", " ".repeat(left - 1), "_".repeat(n + 1)));
            lines.push(format!("{divisor} ) {}", text(dividend)));
            let dividend_digits: Vec<char> = text(dividend).chars().collect();
            // Step `i` ends under dividend digit `k - 1 + i`; the line under
            // each rule is the next step's number with the digits brought
            // down, or the remainder.
            let written: Vec<(usize, &[Word; 3])> = steps
                .iter()
                .enumerate()
                .filter_map(|(i, s)| s.as_ref().map(|s| (i, s)))
                .collect();
            for (j, &(i, [x, y, z])) in written.iter().enumerate() {
                let column = end(k - 1 + i);
                if j == 0 {
                    lines.push(at(&text(x), column));
                }
                let (x, y) = (text(x), text(y));
                lines.push(at(&y, column));
                let width = x.chars().count().max(y.chars().count());
                lines.push(at(&"-".repeat(width), column));
                let (next, last) = match written.get(j + 1) {
                    Some(&(next, [x, ..])) => (text(x), next),
                    None => {
                        // The remainder: the last difference with the
                        // digits brought down after it.
                        let mut rest = text(z);
                        rest.extend(&dividend_digits[(k + i).min(n)..]);
                        (rest, m - 1)
                    }
                };
                lines.push(at(&next, end(k - 1 + last)));
            }
        }
        Layout::Multiplication {
            multiplicand,
            multiplier,
            product,
            lines: partials,
        } => {
            let (a, b, c) = (text(multiplicand), text(multiplier), text(product));
            let width = |s: &str| s.chars().count();
            let shifted = partials
                .iter()
                .enumerate()
                .filter_map(|(j, p)| p.as_ref().map(|p| (j, text(p))));
            let columns = shifted
                .clone()
                .map(|(j, p)| width(&p) + j)
                .chain([width(&a), width(&b) + 2, width(&c)])
                .max()
                .unwrap_or(0);
            let end = columns - 1;
            lines.push(at(&a, end));
            lines.push(format!("×{}", at(&b, end - 1)));
            lines.push(at(&"-".repeat(columns), end));
            let rows: Vec<(usize, String)> = shifted.collect();
            for (j, p) in &rows {
                lines.push(at(p, end - j));
            }
            // One partial product in the last place is the product itself.
            if !matches!(rows.as_slice(), [(0, _)]) {
                lines.push(at(&"-".repeat(columns), end));
                lines.push(at(&c, end));
            }
        }
    }
    let mut out = String::new();
    for line in lines {
        out += line.trim_end();
        out.push('\n');
    }
    out
}
