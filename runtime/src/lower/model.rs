//! A puzzle as the solvers see it: its base, its letters and its lowered
//! equations, with no trace of the text it came from.

use std::sync::Arc;

use crate::DigitSet;
use crate::lower::rules::Distinct;
use crate::lower::{Condition, Linear, Lowered, Options, Polynomial, ZeroRule};
use crate::syntax::{Glyph, Layout, Letter, MAX_UNKNOWNS, Relation, Word};

/// The lowered puzzle every later stage reads: what the planner orders and
/// the plans are built from.
///
/// ```
/// use alphametic_runtime::Puzzle;
///
/// let model = Puzzle::parse("TO + GO == OUT")?.model().clone();
/// assert_eq!(model.letters().len(), 4);
/// assert_eq!(model.linear().len(), 1);
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Model {
    base: u32,
    /// The letters as written, in code-point order: a [`Letter`] is a place
    /// in it.
    alphabet: Arc<[char]>,
    letters: DigitSet,
    /// The unknowns that stand for a `?`: they need not differ from the
    /// others.
    blanks: DigitSet,
    /// The unknowns that take digits of their own, each differing from
    /// every other of the set: the letters, unless the options said which
    /// letters differ (the pairs of other groups are conditions).
    distinct: DigitSet,
    /// The digits each unknown may take by the options' letter rules,
    /// before the zero rule; empty when no rule names a letter.
    allowed: Arc<[DigitSet]>,
    /// Whether a layout's own search would miss some constraint: the
    /// options' letter rules changed which letters differ, or constraints
    /// follow the layout.
    beyond_layout: bool,
    leading: DigitSet,
    /// The digits any letter may take.
    digits: DigitSet,
    linear: Vec<Linear>,
    conditions: Vec<Condition>,
    /// Shared with the plans built from the model.
    polynomials: Arc<[Polynomial]>,
    /// For a long division or multiplication, its words and the letters
    /// its written method chooses rather than works out.
    written: Option<Arc<Written>>,
}

/// A long division or multiplication as its solvers read it: the words
/// written, as glyphs, and the letters a search by the equations chooses
/// first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Written {
    /// Whether it is a division (else a multiplication).
    pub(crate) division: bool,
    /// A division's dividend, divisor and quotient, then each step's
    /// `x`, `y` and `z`; a multiplication's multiplicand, multiplier and
    /// product, then each line from the multiplier's last digit. An empty
    /// step has three empty words, an empty line one.
    pub(crate) words: Vec<Vec<Glyph>>,
    /// The letters the written method chooses, in the order it chooses
    /// them, for a plan over the equations.
    pub(crate) chosen: Vec<Letter>,
}

impl Written {
    /// `layout` as its solvers read it.
    pub(crate) fn of(layout: &Layout) -> Written {
        let glyphs = |word: &Word| word.glyphs.clone();
        let (division, words) = match layout {
            Layout::Division {
                dividend,
                divisor,
                quotient,
                steps,
            } => {
                let mut words: Vec<Vec<Glyph>> = [dividend, divisor, quotient].map(glyphs).into();
                for step in steps {
                    match step {
                        Some(step) => words.extend(step.iter().map(glyphs)),
                        None => words.extend([Vec::new(), Vec::new(), Vec::new()]),
                    }
                }
                (true, words)
            }
            Layout::Multiplication {
                multiplicand,
                multiplier,
                product,
                lines,
            } => {
                let mut words: Vec<Vec<Glyph>> =
                    [multiplicand, multiplier, product].map(glyphs).into();
                words.extend(
                    lines
                        .iter()
                        .map(|l| l.as_ref().map(glyphs).unwrap_or_default()),
                );
                (false, words)
            }
        };
        Written {
            division,
            words,
            chosen: layout.chosen_letters(),
        }
    }
}

impl Model {
    pub(crate) fn new(
        base: u32,
        alphabet: Arc<[char]>,
        letters: DigitSet,
        leading: DigitSet,
        lowered: Lowered,
    ) -> Model {
        let blanks = alphabet
            .iter()
            .enumerate()
            .filter(|&(_, &c)| c == '?')
            .fold(DigitSet::EMPTY, |set, (i, _)| set.with(i as u32));
        Model {
            base,
            alphabet,
            letters,
            blanks,
            distinct: letters.minus(blanks),
            allowed: Arc::new([]),
            beyond_layout: false,
            leading,
            digits: DigitSet::range(0, base),
            linear: lowered.linear,
            conditions: lowered.conditions,
            polynomials: lowered.polynomials.into(),
            written: None,
        }
    }

    /// The same model, read from the layout `written`, with other
    /// constraints beside it if `extras`: then only the equations plan
    /// checks them all.
    pub(crate) fn written(self, written: Written, extras: bool) -> Model {
        Model {
            written: Some(Arc::new(written)),
            beyond_layout: self.beyond_layout || extras,
            ..self
        }
    }

    /// The base.
    pub fn base(&self) -> u32 {
        self.base
    }

    /// The digits any letter may take: every digit of the base unless the
    /// options narrowed them.
    pub fn digits(&self) -> DigitSet {
        self.digits
    }

    /// The same model with the letters' digits narrowed to `digits`.
    pub(crate) fn with_digits(self, digits: DigitSet) -> Model {
        Model {
            digits: digits.intersect(DigitSet::range(0, self.base)),
            ..self
        }
    }

    /// The letters as written, in code-point order; [`Letter`] `l` is
    /// `alphabet()[l]`.
    pub fn alphabet(&self) -> &[char] {
        &self.alphabet
    }

    /// The alphabet, shared with the plans built from the model.
    pub(crate) fn shared_alphabet(&self) -> Arc<[char]> {
        Arc::clone(&self.alphabet)
    }

    /// The unknowns of the puzzle, letters and `?`s, as a set of
    /// [`Letter`] indices.
    pub fn letters(&self) -> DigitSet {
        self.letters
    }

    /// The unknowns that stand for a `?`, each a digit of its own that
    /// need not differ from the others; the rest take distinct digits.
    /// Their places in the alphabet follow the letters', in the order the
    /// `?`s are written.
    pub fn blanks(&self) -> DigitSet {
        self.blanks
    }

    /// The number of distinct letters: the unknowns bound to differ.
    pub fn distinct(&self) -> u32 {
        self.distinct.len()
    }

    /// The unknowns bound to differ from each other: every letter unless
    /// the options grouped them; a `?` never.
    pub fn distinct_set(&self) -> DigitSet {
        self.distinct
    }

    /// The digits unknown `u` may take by the options' letter rules and
    /// [`Model::digits`], before the zero rule.
    pub fn allowed(&self, u: Letter) -> DigitSet {
        let own = self
            .allowed
            .get(usize::from(u))
            .copied()
            .unwrap_or(DigitSet::range(0, 64));
        own.intersect(self.digits)
    }

    /// Whether a layout's own search would miss some constraint: see
    /// the field.
    pub(crate) fn has_rules_beyond_layout(&self) -> bool {
        self.beyond_layout
    }

    /// The letters that may not be 0.
    pub fn leading(&self) -> DigitSet {
        self.leading
    }

    /// The same model under the options' letter rules: which letters
    /// differ (the largest group takes the distinct set, the pairs of the
    /// other groups become `!=` conditions), the digits each may take, and
    /// no leading letters when any word may start with 0.
    pub(crate) fn with_rules(mut self, options: &Options) -> Model {
        if options.zeros == ZeroRule::Allowed {
            self.leading = DigitSet::EMPTY;
        }
        let letters = self.letters.minus(self.blanks);
        let unknown = |c: char| {
            self.alphabet[..]
                .iter()
                .position(|&a| a == c && a != '?')
                .map(|i| i as u32)
                .filter(|&i| letters.contains(i))
        };
        let set_of = |group: &str| {
            group
                .chars()
                .filter_map(unknown)
                .fold(DigitSet::EMPTY, DigitSet::with)
        };
        let mut pairs = Vec::new();
        self.distinct = match &options.distinct {
            Distinct::All => letters,
            Distinct::None => DigitSet::EMPTY,
            Distinct::Groups(groups) => {
                let sets: Vec<DigitSet> = groups.iter().map(|g| set_of(g)).collect();
                let largest = sets
                    .iter()
                    .copied()
                    .max_by_key(|s| s.len())
                    .unwrap_or_default();
                for set in &sets {
                    let members: Vec<u32> = set.iter().collect();
                    for (i, &a) in members.iter().enumerate() {
                        for &b in &members[i + 1..] {
                            let both = largest.contains(a) && largest.contains(b);
                            if !both && !pairs.contains(&(a, b)) {
                                pairs.push((a, b));
                            }
                        }
                    }
                }
                largest
            }
        };
        self.beyond_layout |= self.distinct != letters || !pairs.is_empty();
        for (a, b) in pairs {
            let mut weights = [0; MAX_UNKNOWNS];
            (weights[a as usize], weights[b as usize]) = (1, -1);
            self.conditions.push(Condition {
                weights,
                constant: 0,
                relation: Relation::Ne,
            });
        }
        if !options.letters.is_empty() {
            self.allowed = (0..self.alphabet.len())
                .map(|u| match self.alphabet[u] {
                    '?' => DigitSet::range(0, 64),
                    c => options.letter_digits(c),
                })
                .collect();
        }
        self
    }

    /// The model of `lowered`, one constraint of this model's puzzle, over
    /// the same unknowns, under the same options.
    pub(crate) fn alone(&self, lowered: Lowered, options: &Options) -> Model {
        Model::new(
            self.base,
            Arc::clone(&self.alphabet),
            self.letters,
            self.leading,
            lowered,
        )
        .with_digits(self.digits)
        .with_rules(options)
    }

    /// The same model with each unknown of `fixed` (a place in the
    /// alphabet and a digit) allowed that digit alone.
    pub(crate) fn with_fixed(mut self, fixed: &[(usize, u32)]) -> Model {
        let any = DigitSet::range(0, 64);
        let mut allowed: Vec<DigitSet> = (0..self.alphabet.len())
            .map(|u| self.allowed.get(u).copied().unwrap_or(any))
            .collect();
        for &(u, digit) in fixed {
            if let Some(set) = allowed.get_mut(u) {
                *set = set.intersect(DigitSet::EMPTY.with(digit));
            }
        }
        self.allowed = allowed.into();
        self
    }

    /// The equations linear in their words, as weighted sums.
    pub fn linear(&self) -> &[Linear] {
        &self.linear
    }

    /// The relations other than `==` that are linear in their words.
    pub fn conditions(&self) -> &[Condition] {
        &self.conditions
    }

    /// For a long division or multiplication, the letters its written
    /// method chooses, in order; `None` for a puzzle of equations.
    pub(crate) fn chosen_letters(&self) -> Option<&[Letter]> {
        self.written.as_deref().map(|w| w.chosen.as_slice())
    }

    /// For a long division or multiplication, its words; `None` for a
    /// puzzle of equations.
    pub(crate) fn layout(&self) -> Option<&Written> {
        self.written.as_deref()
    }

    /// The other constraints, as polynomial programs.
    pub(crate) fn polynomials(&self) -> &[Polynomial] {
        &self.polynomials
    }

    /// The polynomials, shared with the plans built from the model.
    pub(crate) fn shared_polynomials(&self) -> Arc<[Polynomial]> {
        Arc::clone(&self.polynomials)
    }
}
