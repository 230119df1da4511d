//! The tables of one base that a product check looks up instead of
//! dividing: built once per base and shared by every check in it, so they
//! live apart from the checks.

use std::sync::OnceLock;

use super::{MAX_BASE, MAX_WORDS};
use crate::backtrack::gcd;

/// The tables of one base, shared by every check in it: the search's hot
/// steps look up what would otherwise take a division.
pub(super) struct Tables {
    /// `solve[(g · base + c) · base + r]`: the digits `x` with `c·x ≡ r
    /// (mod g)`, for `g` dividing the base.
    pub(super) solve: Vec<u64>,
    /// `power[x · (MAX_WORDS + 1) + e]`: `x^e mod base`.
    pub(super) power: Vec<u32>,
    /// `reduce[v]`: `v mod base`, for `v < REDUCED · base²`.
    pub(super) reduce: Vec<u32>,
    /// `fewest[c]`: `gcd(c, base)`, the number of solutions of `c·x ≡ r`
    /// when there are any.
    pub(super) fewest: Vec<u32>,
}

/// How many `base²` the reduction table covers: a column's sum of
/// `coefficient · digit` over its words (at most [`MAX_WORDS`]) plus `δ`.
const REDUCED: usize = MAX_WORDS + 1;

impl Tables {
    pub(super) fn of(base: u32) -> &'static Tables {
        static TABLES: [OnceLock<Tables>; MAX_BASE + 1] = [const { OnceLock::new() }; MAX_BASE + 1];
        TABLES[base as usize].get_or_init(|| {
            let b = base as usize;
            let mut solve = vec![0u64; (b + 1) * b * b];
            for g in (1..=b).filter(|&g| b.is_multiple_of(g)) {
                for c in 0..b {
                    for r in 0..b {
                        for x in 0..b {
                            if (c * x + g - r % g) % g == 0 {
                                solve[(g * b + c) * b + r] |= 1 << x;
                            }
                        }
                    }
                }
            }
            let mut power = vec![0u32; b * (MAX_WORDS + 1)];
            for x in 0..b {
                let mut p = 1 % base;
                for e in 0..=MAX_WORDS {
                    power[x * (MAX_WORDS + 1) + e] = p;
                    p = p * x as u32 % base;
                }
            }
            let reduce = (0..REDUCED * b * b).map(|v| (v % b) as u32).collect();
            let fewest = (0..b as u32).map(|c| gcd(c, base)).collect();
            Tables {
                solve,
                power,
                reduce,
                fewest,
            }
        })
    }
}
