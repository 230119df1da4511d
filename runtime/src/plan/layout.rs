//! The plan of a long division or multiplication, which the written
//! method's search (`search::layout`) follows rather than the equations.
//!
//! It is the layout's words as cells, each a given digit or an unknown,
//! and each unknown's digits: all either back end needs. Its tables are
//! borrowed or owned (`Cow`), so that the code `alphametic!` generates
//! holds a plan in a `static` built from literals, with no parse or
//! planning at run time, and runs the same search on it.

use std::borrow::Cow;

use crate::lower::Model;
use crate::syntax::{Glyph, Letter};

/// A cell at or past this value is the digit `cell - GIVEN`, written in
/// place; below it, the unknown (letter or `?`) of that index.
pub(crate) const GIVEN: u8 = 64;

/// A long division or multiplication ready for the written method.
///
/// ```
/// use alphametic_runtime::Puzzle;
///
/// let puzzle = Puzzle::parse("pkmkh / ?? = ??? | pkm - pmd = xp | xpk - ?? = kh | khh - mbg = k")?;
/// assert!(puzzle.is_layout());
/// assert_eq!(puzzle.count(), 1);
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
#[doc(hidden)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LayoutPlan {
    pub(crate) base: u32,
    /// A division, or else a multiplication.
    pub(crate) division: bool,
    /// The unknowns as written: letters in code-point order, then a `?`
    /// for each `?` in the order written.
    pub(crate) alphabet: Cow<'static, [char]>,
    /// The digits each unknown may take: the puzzle's digits, without 0
    /// where the zero rule forbids it.
    pub(crate) domains: Cow<'static, [u64]>,
    /// Bit `u` set when unknown `u` is a letter, whose digit differs from
    /// the other letters'; clear for a `?`.
    pub(crate) distinct: u64,
    /// Every word's cells, one word after the other, in the order of
    /// [`Written::words`](crate::lower::Written).
    pub(crate) cells: Cow<'static, [u8]>,
    /// Where each word ends in `cells`.
    pub(crate) ends: Cow<'static, [u16]>,
}

impl LayoutPlan {
    /// The plan of a model read from a layout; `None` for a puzzle of
    /// equations, or a layout whose numbers may pass 64 bits, which the
    /// equations solve instead.
    pub(crate) fn new(model: &Model) -> Option<LayoutPlan> {
        // Rules beyond the layout's own (groups of distinct letters,
        // constraints after the layout) are the equations plan's to
        // check; digits barred letter by letter are in the domains.
        if model.has_rules_beyond_layout() {
            return None;
        }
        let written = model.layout()?;
        let base = model.base();
        let longest = written.words.iter().map(Vec::len).max().unwrap_or(0);
        // A number the search builds is below the base to the length of a
        // word plus one (a number a step divides is below the divisor
        // times the base), or to the factors' lengths together.
        let places = if written.division {
            longest + 1
        } else {
            (written.words[0].len() + written.words[1].len()).max(longest + 1)
        };
        let fits = u32::try_from(places)
            .ok()
            .and_then(|p| u64::from(base).checked_pow(p))
            .is_some();
        if !fits {
            return None;
        }
        let unknowns = model.alphabet().len();
        let (leading, blanks) = (model.leading(), model.blanks());
        let domains = (0..unknowns as u32)
            .map(|u| {
                // The digits the options leave each unknown, less 0 where
                // it leads a number.
                let digits = model.allowed(u as Letter).bits();
                if leading.contains(u) {
                    digits & !1
                } else {
                    digits
                }
            })
            .collect();
        let distinct = (0..unknowns as u32)
            .filter(|&u| !blanks.contains(u))
            .fold(0u64, |set, u| set | 1 << u);
        let mut cells = Vec::new();
        let mut ends = Vec::with_capacity(written.words.len());
        for word in &written.words {
            cells.extend(word.iter().map(|&glyph| match glyph {
                Glyph::Letter(l) => l,
                Glyph::Digit(d) => GIVEN + d,
            }));
            ends.push(u16::try_from(cells.len()).ok()?);
        }
        Some(LayoutPlan {
            base,
            division: written.division,
            alphabet: model.alphabet().to_vec().into(),
            domains,
            distinct,
            cells: cells.into(),
            ends: ends.into(),
        })
    }

    /// A plan from its tables, as the code `alphametic!` generates writes
    /// it: the fields of a plan [`LayoutPlan::new`] built.
    pub const fn from_parts(
        base: u32,
        division: bool,
        alphabet: &'static [char],
        domains: &'static [u64],
        distinct: u64,
        cells: &'static [u8],
        ends: &'static [u16],
    ) -> LayoutPlan {
        LayoutPlan {
            base,
            division,
            alphabet: Cow::Borrowed(alphabet),
            domains: Cow::Borrowed(domains),
            distinct,
            cells: Cow::Borrowed(cells),
            ends: Cow::Borrowed(ends),
        }
    }

    /// The cells of word `w`.
    pub(crate) fn word(&self, w: usize) -> &[u8] {
        let start = w.checked_sub(1).map_or(0, |p| usize::from(self.ends[p]));
        &self.cells[start..usize::from(self.ends[w])]
    }

    /// The number of words.
    pub(crate) fn words(&self) -> usize {
        self.ends.len()
    }
}
