//! Whether a system of weighted sums `Σ weight · digit == 0` over shared
//! letters has a solution, or exactly one: the check of the grids, whose
//! rows and columns share their words.
//!
//! A plain search with exact bounds, as in `unique.rs` for one sum: letters
//! in order of their largest |weight| in any equation, and at each step
//! every equation must still be able to reach 0 with the letters left,
//! within the least and the most those can add with the digits still free
//! (the rearrangement inequality, over the weights sorted once per step).
//! The state lives in fixed arrays and the search stops at the second
//! solution.

use super::unique::{MAX_LETTERS, extremes};

/// The most equations a system may have: the rows and columns of the
/// largest grid.
pub(crate) const MAX_EQUATIONS: usize = 2 * super::grid::MAX_GRID;

/// What a system has: no solution, exactly one (a digit per letter, in the
/// order given), or more.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Count {
    None,
    One([u8; MAX_LETTERS]),
    Many,
}

/// Counts the solutions of the system up to `limit` (1: whether it has
/// one; 2: whether it has exactly one). `weights[e][i]` is letter `i`'s
/// weight in equation `e`; `allowed[i]` its digits as a mask. The caller
/// keeps every `Σ |weight| · (base − 1)` far inside `i128`.
pub(crate) fn count(weights: &[Vec<i128>], allowed: &[u64], base: u32, limit: u8) -> Count {
    let n = allowed.len().min(MAX_LETTERS);
    let m = weights.len().min(MAX_EQUATIONS);
    if weights[..m].iter().any(|w| w.len() < n) {
        return Count::None;
    }
    // The order: largest |weight| in any equation first.
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| {
        let top = weights[..m].iter().map(|w| w[i].abs()).max().unwrap_or(0);
        (std::cmp::Reverse(top), i)
    });
    // rest[k][e]: the weights of equation e over the letters after step k,
    // by descending |weight|.
    let rest: Vec<Vec<Vec<i128>>> = (0..n)
        .map(|k| {
            weights[..m]
                .iter()
                .map(|w| {
                    let mut r: Vec<i128> = order[k + 1..].iter().map(|&i| w[i]).collect();
                    r.sort_by_key(|x| std::cmp::Reverse(x.abs()));
                    r
                })
                .collect()
        })
        .collect();
    let all = (1u64 << base) - 1;
    let mut digits = [0u8; MAX_LETTERS];
    let mut avail = [0u64; MAX_LETTERS];
    let mut partial = [[0i128; MAX_EQUATIONS]; MAX_LETTERS + 1];
    let mut used = 0u64;
    let mut first = None;
    let mut level = 0;
    if n == 0 {
        return Count::One(digits);
    }
    avail[0] = allowed[order[0]] & all;
    loop {
        let free = avail[level];
        if free == 0 {
            if level == 0 {
                break;
            }
            level -= 1;
            used &= !(1u64 << digits[level]);
            continue;
        }
        let d = free.trailing_zeros();
        avail[level] = free & (free - 1);
        digits[level] = d as u8;
        let letter = order[level];
        let left = all & !used & !(1u64 << d);
        let mut ok = true;
        for e in 0..m {
            let p = partial[level][e] + weights[e][letter] * i128::from(d);
            partial[level + 1][e] = p;
            let (lo, hi) = extremes(&rest[level][e], left);
            if !(lo <= -p && -p <= hi) {
                ok = false;
                break;
            }
        }
        if !ok {
            continue;
        }
        if level + 1 == n {
            if first.is_some() {
                return Count::Many;
            }
            first = Some(digits);
            if limit <= 1 {
                break;
            }
            continue;
        }
        used |= 1u64 << d;
        level += 1;
        avail[level] = allowed[order[level]] & all & !used;
    }
    first.map_or(Count::None, |found| Count::One(reorder(&order, &found)))
}

/// The digits of the search's order back in the order of the letters.
fn reorder(order: &[usize], found: &[u8; MAX_LETTERS]) -> [u8; MAX_LETTERS] {
    let mut digits = [0u8; MAX_LETTERS];
    for (k, &i) in order.iter().enumerate() {
        digits[i] = found[k];
    }
    digits
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: u64 = (1 << 10) - 1;

    #[test]
    fn one_sum_as_a_system() {
        // SEND + MORE == MONEY, letters M S O E N R D Y.
        let w = vec![vec![-9000i128, 1000, -900, 91, -90, 10, 1, -1]];
        let lead = ALL & !1;
        let allowed = [lead, lead, ALL, ALL, ALL, ALL, ALL, ALL];
        let Count::One(d) = count(&w, &allowed, 10, 2) else {
            panic!("one solution expected");
        };
        assert_eq!(&d[..8], &[1, 9, 0, 5, 6, 8, 7, 2]);
    }

    #[test]
    fn a_second_equation_narrows_the_first() {
        // A + B == C has many solutions; with B == 2·A and C == 3·A too,
        // still several in base 10 (A = 1, 2, 3), and one in base 4.
        let one = vec![vec![1i128, 1, -1]];
        assert_eq!(count(&one, &[ALL; 3], 10, 2), Count::Many);
        let three = vec![vec![1i128, 1, -1], vec![-2, 1, 0], vec![3, 0, -1]];
        assert_eq!(count(&three, &[ALL; 3], 10, 2), Count::Many);
        assert!(matches!(count(&three, &[ALL; 3], 10, 1), Count::One(_)));
        let Count::One(d) = count(&three, &[0b1111; 3], 4, 2) else {
            panic!("one solution expected in base 4");
        };
        assert_eq!(&d[..3], &[1, 2, 3]);
        assert_eq!(count(&[vec![1i128, -1]], &[ALL; 2], 10, 2), Count::None);
    }
}
