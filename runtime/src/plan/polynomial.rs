//! Where the checks of polynomial constraints go: per step, the tests that
//! become possible once that step's letter is known.
//!
//! A polynomial equation is checked modulo `base^k` as soon as the lowest
//! `k` columns of its words are assigned (when it has no `//` or `%`); an
//! equation or an order (`<`, `<=`) by intervals once some word's leading
//! character is known; every constraint exactly once every letter is
//! known; each divisor is checked not to be 0, and each operand of `//` or
//! `%` to be whole, once its letters are known.

use std::sync::{Arc, LazyLock};

use crate::divide::Divisor;
use crate::lower::Polynomial;
use crate::lower::program::Program;
use crate::syntax::{Glyph, Letter, MAX_UNKNOWNS, Relation};

/// Checks modulo `base^k` stop at this modulus: the remainder of an `i128`
/// by it is cheap enough, and larger columns come with the exact check.
const MAX_POLYNOMIAL_MODULUS: i128 = 1 << 100;

/// What a polynomial check tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PolynomialTest {
    /// The equation's polynomial is a multiple of this `base^k`.
    Multiple(i128),
    /// The constraint's program can still meet its relation: the
    /// interval it lies in, each word ranging from its known digits with 0s
    /// to its known digits with `base − 1`s, holds a value that does (0
    /// for `==`, a value below 0 for `<`, …).
    Interval(Relation),
    /// The constraint's program meets its relation: every letter is known.
    Exact(Relation),
    /// Divisor `j` of the constraint is not 0.
    NonZero(usize),
    /// Operand `j` of a `//` or `%` is whole: `integral[j]` is 0.
    Integral(usize),
}

impl PolynomialTest {
    /// Whether a value of the program meets the test (for the exact,
    /// divisor and whole-operand tests).
    #[inline]
    pub(crate) fn accepts<T: Ord + Default>(self, value: T) -> bool {
        let zero = T::default();
        match self {
            PolynomialTest::Exact(relation) => match relation {
                Relation::Eq => value == zero,
                Relation::Ne => value != zero,
                Relation::Lt => value < zero,
                Relation::Le => value <= zero,
                Relation::Gt => value > zero,
                Relation::Ge => value >= zero,
            },
            PolynomialTest::NonZero(_) => value != zero,
            _ => value == zero,
        }
    }

    /// Whether some value of `lo..=hi` meets the relation of an
    /// [`PolynomialTest::Interval`] test.
    #[inline]
    pub(crate) fn reachable<T: Ord + Default>(relation: Relation, lo: T, hi: T) -> bool {
        let zero = T::default();
        match relation {
            Relation::Eq => lo <= zero && hi >= zero,
            Relation::Ne => !(lo == zero && hi == zero),
            Relation::Lt => lo < zero,
            Relation::Le => lo <= zero,
            Relation::Gt => hi > zero,
            Relation::Ge => hi >= zero,
        }
    }
}

/// A polynomial check made at some step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PolynomialCheck {
    /// The polynomial equation.
    pub(crate) eq: usize,
    /// What is tested.
    pub(crate) test: PolynomialTest,
    /// For [`PolynomialTest::Multiple`] with a modulus of 64 bits, the modulus
    /// prepared for fast tests.
    pub(crate) divisor: Option<Divisor>,
    /// For [`PolynomialTest::Interval`], per word, the most its unknown letters
    /// can add.
    pub(crate) slack: Vec<i128>,
}

impl PolynomialCheck {
    fn new(eq: usize, test: PolynomialTest) -> PolynomialCheck {
        let divisor = match test {
            PolynomialTest::Multiple(m) => u64::try_from(m).ok().map(Divisor::new),
            _ => None,
        };
        PolynomialCheck {
            eq,
            test,
            divisor,
            slack: Vec::new(),
        }
    }

    /// The program the check evaluates.
    pub(crate) fn program<'a>(&self, eq: &'a Polynomial) -> &'a Program {
        match self.test {
            PolynomialTest::NonZero(j) => &eq.nonzero[j],
            PolynomialTest::Integral(j) => &eq.integral[j],
            _ => &eq.zero,
        }
    }
}

/// The polynomial equations with their checks placed on the steps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PolynomialPlan {
    /// The model's, shared.
    pub(crate) equations: Arc<[Polynomial]>,
    /// `words[eq][slot]`: the `(step, place value)` of each letter of the
    /// word, by step, so that the value known after step `i` sums the
    /// entries up to `i`.
    pub(crate) words: Vec<Vec<Vec<(usize, i128)>>>,
    /// Where each equation's words start in the list of all their words.
    pub(crate) offsets: Vec<usize>,
    /// Per step, what its digit adds to: `(word in the list of all, place
    /// value)` of each occurrence of the step's letter.
    pub(crate) moves: Vec<Vec<(usize, i128)>>,
    /// Per step, the checks made there.
    pub(crate) checks: Vec<Vec<PolynomialCheck>>,
    /// `base^k` up to the length of the longest word an equation defines,
    /// for the digits read off its value.
    pub(crate) powers: Vec<i128>,
}

impl PolynomialPlan {
    /// The plan of no polynomial.
    pub(crate) fn none() -> &'static PolynomialPlan {
        static NONE: LazyLock<PolynomialPlan> = LazyLock::new(|| PolynomialPlan {
            equations: Arc::new([]),
            words: Vec::new(),
            offsets: Vec::new(),
            moves: Vec::new(),
            checks: Vec::new(),
            powers: Vec::new(),
        });
        &NONE
    }

    /// The checks made at step `i`: none past the table, which is empty
    /// when there is no polynomial.
    pub(crate) fn checks_at(&self, i: usize) -> &[PolynomialCheck] {
        self.checks.get(i).map_or(&[], Vec::as_slice)
    }

    /// What a digit read off the word polynomial `poly` defines needs: the
    /// program of the word's value, `base^len` (one past the largest value
    /// the word can have) and `base^place`; `None` if it defines none.
    pub(crate) fn defined(&self, poly: usize, place: u32) -> Option<(&Program, i128, i128)> {
        let eq = self.equations.get(poly)?;
        let (slot, program) = eq.defines.as_ref()?;
        let top = *self.powers.get(eq.words[*slot].len())?;
        let unit = *self.powers.get(place as usize)?;
        Some((program, top, unit))
    }

    /// The checks of `equations` (not empty) in `order`.
    pub(crate) fn new(base: u32, equations: Arc<[Polynomial]>, order: &[Letter]) -> PolynomialPlan {
        let n = order.len();
        // The order holds every letter of the equations.
        let mut steps = [0; MAX_UNKNOWNS];
        for (i, &l) in order.iter().enumerate() {
            steps[usize::from(l)] = i;
        }
        let step_of = |l: Letter| steps[usize::from(l)];
        let mut checks = vec![Vec::new(); n];
        let mut words = Vec::new();
        let mut offsets = Vec::new();
        let mut moves = vec![Vec::new(); n];
        let mut total = 0;
        for (e, eq) in equations.iter().enumerate() {
            let terms = word_terms(base, eq, step_of);
            place_value_checks(base, e, eq, order, &terms, step_of, &mut checks);
            place_operand_checks(e, eq, &terms, &mut checks);
            for (slot, word) in terms.iter().enumerate() {
                for &(step, place) in word {
                    moves[step].push((total + slot, place));
                }
            }
            offsets.push(total);
            total += terms.len();
            words.push(terms);
        }
        let powers = powers(base, &equations);
        PolynomialPlan {
            equations,
            words,
            offsets,
            moves,
            checks,
            powers,
        }
    }
}

/// The `(step, place value)` of each letter of each word of `eq`, by step.
fn word_terms(
    base: u32,
    eq: &Polynomial,
    step_of: impl Fn(Letter) -> usize,
) -> Vec<Vec<(usize, i128)>> {
    eq.words
        .iter()
        .map(|glyphs| {
            let mut terms: Vec<(usize, i128)> = glyphs
                .iter()
                .rev()
                .enumerate()
                .filter_map(|(k, g)| match *g {
                    Glyph::Letter(l) => Some((step_of(l), (base as i128).pow(k as u32))),
                    Glyph::Digit(_) => None,
                })
                .collect();
            terms.sort_by_key(|&(step, _)| step);
            terms
        })
        .collect()
}

/// The step after which every word of `slots` is known: the last step
/// that sets a letter of any of them, 0 if none has a letter.
fn ready(terms: &[Vec<(usize, i128)>], slots: impl Iterator<Item = usize>) -> usize {
    let last = |slot: usize| terms[slot].last().map_or(0, |&(step, _)| step);
    slots.map(last).max().unwrap_or(0)
}

/// Places the checks of equation `e` on its value: by columns and by
/// intervals on the steps where they become possible, and the exact check
/// once every letter is known. `terms` are its words' [`word_terms`].
fn place_value_checks(
    base: u32,
    e: usize,
    eq: &Polynomial,
    order: &[Letter],
    terms: &[Vec<(usize, i128)>],
    step_of: impl Fn(Letter) -> usize,
    checks: &mut [Vec<PolynomialCheck>],
) {
    // A digit given in place is known from the start: step 0 can
    // read it as well as any later one.
    let known_at = |g: &Glyph| match *g {
        Glyph::Letter(l) => step_of(l),
        Glyph::Digit(_) => 0,
    };
    let all_known = ready(terms, 0..eq.words.len());
    let exponents_known = ready(terms, (0..eq.words.len()).filter(|&s| eq.exponent[s]));
    let columns = (0..eq.words.len()).filter(|&s| !eq.exponent[s]);
    let mut known_columns = 0;
    let leads_known = |i: usize| eq.words.iter().any(|w| known_at(&w[0]) <= i);
    let relation = eq.relation;
    // An implied equation is never checked: its words are kept
    // for the digits it works out.
    let checked = if eq.implied { 0 } else { all_known + 1 };
    for (i, at) in checks.iter_mut().enumerate().take(checked) {
        if i == all_known {
            at.push(PolynomialCheck::new(e, PolynomialTest::Exact(relation)));
            break;
        }
        if i < exponents_known {
            continue;
        }
        // Bounds need the high digits: once a word's leading
        // letter is known, every step that moves the equation
        // narrows its interval. An interval can rule out `!=`
        // only once it is one value, which the exact check sees;
        // but a truth value is one value as soon as the words
        // of its part that decides are known.
        if (relation != Relation::Ne || eq.logical)
            && eq
                .words
                .iter()
                .any(|w| w.contains(&Glyph::Letter(order[i])))
            && leads_known(i)
        {
            let slack = terms
                .iter()
                .map(|t| {
                    t.iter()
                        .filter(|&&(step, _)| step > i)
                        .map(|&(_, place)| place * (base as i128 - 1))
                        .sum()
                })
                .collect();
            at.push(PolynomialCheck {
                slack,
                ..PolynomialCheck::new(e, PolynomialTest::Interval(relation))
            });
        }
        // Columns tell only whether a value can be 0, and only
        // for a polynomial.
        if relation != Relation::Eq || !eq.modular {
            continue;
        }
        // The lowest column of some word whose letter is unknown.
        let k = columns
            .clone()
            .map(|s| {
                eq.words[s]
                    .iter()
                    .rev()
                    .take_while(|g| known_at(g) <= i)
                    .count()
            })
            .min();
        let Some(k) = k.filter(|&k| k > known_columns) else {
            continue;
        };
        known_columns = k;
        match (base as i128).checked_pow(k as u32) {
            // Cheaper than the interval check: before it.
            Some(m) if m <= MAX_POLYNOMIAL_MODULUS => {
                let interval = at.last().is_some_and(|c| c.eq == e);
                at.insert(
                    at.len() - usize::from(interval),
                    PolynomialCheck::new(e, PolynomialTest::Multiple(m)),
                );
            }
            _ => {}
        }
    }
}

/// Places the checks of equation `e`'s operands: each divisor not 0, and
/// each operand of `//` or `%` whole, once its letters are known. An
/// implied equation has none: it is never checked.
fn place_operand_checks(
    e: usize,
    eq: &Polynomial,
    terms: &[Vec<(usize, i128)>],
    checks: &mut [Vec<PolynomialCheck>],
) {
    let (nonzero, integral) = if eq.implied {
        (&[][..], &[][..])
    } else {
        (&eq.nonzero[..], &eq.integral[..])
    };
    for (j, divisor) in nonzero.iter().enumerate() {
        checks[ready(terms, divisor.slots())]
            .push(PolynomialCheck::new(e, PolynomialTest::NonZero(j)));
    }
    for (j, rest) in integral.iter().enumerate() {
        checks[ready(terms, rest.slots())]
            .push(PolynomialCheck::new(e, PolynomialTest::Integral(j)));
    }
}

/// `base^k` up to the length of the longest word an equation defines, and
/// one more: [`PolynomialPlan::powers`].
fn powers(base: u32, equations: &[Polynomial]) -> Vec<i128> {
    // The lowering keeps every word's values within 128 bits.
    let longest = equations
        .iter()
        .filter_map(|eq| {
            eq.defines
                .as_ref()
                .map(|(slot, _)| eq.words[*slot].len() + 1)
        })
        .max()
        .unwrap_or(0);
    (0..longest as u32)
        .map_while(|k| (base as i128).checked_pow(k))
        .collect()
}
