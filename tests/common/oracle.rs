//! A brute-force oracle: every assignment of distinct digits to the letters,
//! each checked by evaluating the puzzle text directly.
//!
//! It shares no code with the library: it splits the text itself and does
//! its arithmetic in `i128`, so a bug in the parser, planner or solver cannot
//! hide in it too.

use super::Assignment;

/// The signed words of one side of an equation.
type Side<'a> = Vec<(i128, &'a str)>;

/// Every solution of `puzzle` in `base`, in no particular order.
pub fn solutions(puzzle: &str, base: u32) -> Vec<Assignment> {
    let equations: Vec<(Side, Side)> = puzzle
        .split([',', ';'])
        .map(|eq| {
            let (lhs, rhs) = eq.split_once("==").expect("an equation has `==`");
            (terms(lhs), terms(rhs))
        })
        .collect();
    let mut letters: Vec<char> = puzzle.chars().filter(char::is_ascii_uppercase).collect();
    letters.sort_unstable();
    letters.dedup();
    let leading: Vec<char> = equations
        .iter()
        .flat_map(|(l, r)| l.iter().chain(r))
        .filter(|(_, w)| w.len() > 1)
        .map(|(_, w)| w.chars().next().unwrap())
        .collect();
    let mut found = Vec::new();
    let mut digits = vec![0u8; letters.len()];
    let mut used = vec![false; base as usize];
    permute(0, &mut digits, &mut used, &mut |digits: &[u8]| {
        let value = |c: char| digits[letters.binary_search(&c).unwrap()];
        if leading.iter().any(|&c| value(c) == 0) {
            return;
        }
        let eval = |side: &[(i128, &str)]| -> i128 {
            side.iter()
                .map(|(sign, word)| {
                    sign * word
                        .chars()
                        .fold(0i128, |n, c| n * base as i128 + value(c) as i128)
                })
                .sum()
        };
        if equations.iter().all(|(l, r)| eval(l) == eval(r)) {
            found.push(letters.iter().map(|&c| (c, value(c))).collect());
        }
    });
    found
}

/// `A + BC - D` as `[(1, "A"), (1, "BC"), (-1, "D")]`.
fn terms(side: &str) -> Side<'_> {
    let mut out = Vec::new();
    let mut sign = 1;
    for token in side.split_inclusive(['+', '-']) {
        let word = token.trim_end_matches(['+', '-']).trim();
        out.push((sign, word));
        sign = if token.ends_with('-') { -1 } else { 1 };
    }
    out
}

fn permute(i: usize, digits: &mut [u8], used: &mut [bool], visit: &mut impl FnMut(&[u8])) {
    if i == digits.len() {
        visit(digits);
        return;
    }
    for d in 0..used.len() {
        if !used[d] {
            used[d] = true;
            digits[i] = d as u8;
            permute(i + 1, digits, used, visit);
            used[d] = false;
        }
    }
}
