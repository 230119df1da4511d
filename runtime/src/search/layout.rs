//! The search of a long division or multiplication as the written method
//! works it, on a [`LayoutPlan`].
//!
//! A division chooses its divisor digit by digit, from the first, each
//! digit within its cell and only if the divisors it leaves (the digits so
//! far followed by any) have, for each step, a multiple with some digit of
//! the quotient's cell as long as the step's `y` (within what its cells
//! can show), and products with the quotient as long as the dividend; once
//! the divisor is known, each step's quotient digits are those
//! whose product with the divisor its `y` can show, worked out once, and
//! of those only the digits whose letters (bound by the digit's cell and
//! the match of its `y`) agree with what some digit of every other step
//! binds: a letter one step's multiple writes is often another step's
//! quotient digit. The first quotient digit comes next, its multiple
//! matched at once, and the first step's difference is chosen digit by
//! digit: below the divisor, within what the step's words
//! and the dividend's first digits can show, each digit in its cell of `z`
//! and of the next step's `x`, which writes it again, and giving the
//! number divided (the multiple `d·q` plus the difference) a digit its
//! cells may show with a carry the places below could give. A first step left empty chooses the
//! number it divides instead, digit by digit below the divisor. Each later
//! step chooses the digit brought down, only among those that give a
//! quotient digit its `y` allows, and a number and difference its `x` and
//! `z` could show; the quotient digit, `y`, `x` and the difference `z`
//! follow and are matched at once. The digits a step allows cut its
//! quotient letter wherever else it is written, and the digit each step
//! brings down (the first step's last digit) must leave a difference the
//! next step can bring a digit down to, with a digit whose letters agree
//! with its own.
//! With three steps or more, whether a difference carried into a step
//! lets the steps from there be worked at all, by what their words may
//! show once the divisor is chosen (the other letters free), is worked out
//! as the search first meets it and kept in a table of the divisor's
//! differences per step: the many paths that leave the same difference
//! share one answer, and a difference no later step can take is dropped
//! where it is made rather than steps later.
//! The next written step's `x` writes a difference again in its first
//! cells, and the digits brought down on the way below them: those cells
//! bound the difference and the digits brought down, and are matched as
//! soon as each is known.
//! A multiplication chooses its multiplicand as a division its divisor,
//! each line's partial product and the product cutting it, then the
//! multiplier's digits from the right, each among those whose partial
//! product its line can show, and matches the product's digit at that
//! place as soon as it is fixed. Where a step's or line's digits are
//! worked out, only those whose product is as long as its word are
//! matched digit by digit.
//!
//! Each `?` is written once, so it is never chosen: it is matched where
//! its number is worked out, and a count of the last choices costs no more
//! than the matches. A count runs the same search, listing nothing: a `?`
//! that no later choice reads is only checked against its digits, not
//! bound (the steps after a division's first, and a multiplication's
//! lines, read only the words below them). The
//! search keeps an explicit stack of frames, one per choice, and an undo
//! log of the unknowns it binds; both are bounded by the layout.

use std::ops::ControlFlow;

use crate::DigitSet;
use crate::plan::LayoutPlan;
use crate::plan::layout::GIVEN;
use crate::search::Solutions;
use crate::solution::Solution;
use crate::syntax::MAX_UNKNOWNS;

/// An unknown with no digit yet.
const FREE: u8 = u8::MAX;

/// What one level of the search chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Level {
    /// A digit of the divisor or multiplicand; the last one works out
    /// which digits each step or line allows.
    Factor { cell: u8, last: bool },
    /// A division's first quotient digit.
    FirstQuotient,
    /// Digit `j` of the first step's difference, written with as many
    /// digits as the number it divides, or of that number (the dividend's
    /// first digits) when the step is empty; the last one works the step.
    Leading { j: usize },
    /// The digit brought down for step `i` (from 1), which works the step.
    Step { i: usize },
    /// The multiplier's digit of line `j`, from its last digit.
    Multiplier { j: usize },
}

/// The numbers the choices so far have built.
#[derive(Debug, Clone, Copy, Default)]
struct Values {
    /// The divisor or the multiplicand.
    factor: u64,
    /// A division: the number being built or the difference carried to
    /// the next step; a multiplication: the multiplier's digits so far.
    acc: u64,
    /// The first quotient digit.
    q: u64,
}

#[derive(Debug, Clone, Copy)]
struct Frame {
    /// The digits still to try.
    untried: u64,
    /// The undo log's length when the frame was entered.
    mark: usize,
    /// The numbers before this frame's choice.
    before: Values,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Fresh,
    Running,
    Done,
}

/// A search in progress over one layout.
#[derive(Debug, Clone)]
pub struct LayoutSearch<'p> {
    plan: &'p LayoutPlan,
    base: u64,
    levels: Vec<Level>,
    frames: Vec<Frame>,
    /// Per unknown, its digit or [`FREE`].
    digit: [u8; MAX_UNKNOWNS],
    /// The digits the letters bound so far hold.
    used: u64,
    /// Per unknown, the digits of its domain the divisor (or
    /// multiplicand) leaves it: a quotient (or multiplier) digit only
    /// those its step allows.
    narrow: [u64; MAX_UNKNOWNS],
    /// Whether `narrow` cuts some unknown's domain.
    narrowed: bool,
    /// The unknowns bound, in order: each at most once, so at most
    /// [`MAX_UNKNOWNS`].
    log: [u8; MAX_UNKNOWNS],
    /// How many of `log` are bound now.
    logged: usize,
    /// The plan's domains, per unknown.
    domains: &'p [u64],
    /// The plan's letters, which take distinct digits.
    distinct: u64,
    /// Per step (or line), the digits whose product with the divisor (or
    /// multiplicand) its word can show; set with the factor's last digit.
    allowed: Vec<u64>,
    /// `base^j` for each place `j` a number may have.
    powers: Vec<u64>,
    /// The digits of the first step's number.
    k: usize,
    /// Whether the leading levels choose the first step's difference
    /// rather than the number it divides: so when the step is written.
    remainder_first: bool,
    /// The difference's places before its word's first cell (each 0),
    /// its number written with `k` digits.
    offset: usize,
    /// Per step, the word that writes its difference again and the
    /// difference's length: the next written step's `x`, whose first cells
    /// are the difference's, when it has a cell for each digit brought down
    /// on the way.
    echo: Vec<Option<(usize, usize)>>,
    /// Per step, the cell of a later `x` that writes the digit it brings
    /// down again.
    below: Vec<Option<u8>>,
    /// Per level, the unknowns the levels after it may read: those its
    /// matches bind when the search only counts (the letters always).
    reread: Vec<u64>,
    /// Whether the search only counts, and lists no solution.
    count_only: bool,
    /// Per step (or line), whether the word of its multiple holds no
    /// letter: the digits [`allow`](Self::allow) found for it then match
    /// it whatever is bound later, and a count need not match it again.
    plain: Vec<bool>,
    /// The unknowns the level being worked binds.
    keep: u64,
    /// Per step from the second (step `i` at `i − 1`), what it may show as
    /// the divisor left it (the other letters free): read by
    /// [`viable`](Self::viable).
    relaxed: Vec<StepBounds>,
    /// Per step `i` and difference `r` carried into it, at `i·d + r`:
    /// whether the steps from `i` can be worked with what they may show
    /// as the divisor left them, as [`YES`] or [`NO`] plus four times
    /// the divisor's [`stamp`](Self::stamp); an entry of another stamp
    /// is not known yet, so a new divisor need not clear the table.
    viable: Vec<u32>,
    /// The number of the divisor the table is for, from 1.
    stamp: u32,
    /// Whether the divisor has a table (not when too large for one, or
    /// with too few steps to need it).
    tabled: bool,
    /// The pending states of [`viable`](Self::viable)'s walk.
    pending: Vec<(usize, u64, u64)>,
    /// Per step `i` of a division and digit `t`, at `i·base + t`: the
    /// letters matching its digit `t` binds, as [`allow`](Self::allow)
    /// found them. (A multiplication binds each line's letters as soon as
    /// its digit is chosen, before the next line's, and weighing its lines
    /// against each other for every multiplicand costs more than it cuts.)
    implied: Vec<Implied>,
    /// The letters and digits of each [`Implied`], in runs.
    pairs: Vec<(u8, u8)>,
    /// Per step `i` of a division and digit `t`, at `i·base + t`: the
    /// digits of step `i + 1` whose letters agree with those `t` binds.
    follows: Vec<u64>,
    state: State,
    nodes: u64,
    budget: u64,
}

/// What a division's step may show as the unknowns are bound at one
/// moment: see [`LayoutSearch::step_bounds`].
#[derive(Debug, Clone, Copy)]
struct StepBounds {
    /// Whether the step is empty: its quotient digit is 0.
    empty: bool,
    /// The quotient digits the step and its cell allow.
    allowed: u64,
    /// The least and greatest numbers its `x` could show.
    x: (u64, u64),
    /// The least and greatest differences it could leave.
    z: (u64, u64),
    /// The digits the cell that writes the digit brought down again may
    /// show.
    again: u64,
    /// The digits the dividend's cell of the digit brought down may show.
    shown: u64,
}

/// The letters one step's (or line's) digit binds as it and its multiple
/// are matched, those bound before left out: see [`LayoutSearch::agree`].
#[derive(Debug, Clone, Copy, Default)]
struct Implied {
    /// The letters.
    letters: u64,
    /// The digits they take.
    digits: u64,
    /// Where their `(letter, digit)` pairs are in
    /// [`pairs`](LayoutSearch::pairs).
    from: u32,
    to: u32,
}

/// The most entries of a divisor's table of viable steps (2 MB): past it
/// (a divisor of a hundred thousand or more) the steps look one ahead
/// only.
const VIABLE_CELLS: usize = 1 << 19;

/// A state of the table of viable steps from which the steps can be
/// worked.
const YES: u32 = 1;

/// A state from which they cannot.
const NO: u32 = 2;

/// A count past `u64::MAX`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CountOverflow;

impl<'p> LayoutSearch<'p> {
    /// A search of `plan` that pauses after `budget` choices.
    pub fn with_budget(plan: &'p LayoutPlan, budget: u64) -> Self {
        let base = u64::from(plan.base);
        let (mut levels, mut k) = (Vec::new(), 0);
        let factor = plan.word(usize::from(plan.division));
        for (j, &cell) in factor.iter().enumerate() {
            let last = j + 1 == factor.len();
            levels.push(Level::Factor { cell, last });
        }
        let steps;
        let (mut remainder_first, mut offset) = (false, 0);
        let (mut echo, mut below) = (Vec::new(), Vec::new());
        if plan.division {
            let (n, m) = (plan.word(0).len(), plan.word(2).len());
            k = n + 1 - m;
            steps = m;
            let z = plan.word(5).len();
            if !plan.word(3).is_empty() && z <= k {
                remainder_first = true;
                offset = k - z;
            }
            echo = vec![None; m];
            below = vec![None; m];
            let written = |i: usize| !plan.word(3 + 3 * i).is_empty();
            for i in (0..m).filter(|&i| written(i)) {
                let Some(j) = (i + 1..m).find(|&j| written(j)) else {
                    continue;
                };
                let (x, z) = (plan.word(3 + 3 * j), plan.word(5 + 3 * i).len());
                if x.len() == z + j - i {
                    echo[i] = Some((3 + 3 * j, z));
                    for s in i + 1..=j {
                        below[s] = Some(x[z + s - i - 1]);
                    }
                }
            }
            levels.push(Level::FirstQuotient);
            levels.extend((0..k).map(|j| Level::Leading { j }));
            levels.extend((1..m).map(|i| Level::Step { i }));
        } else {
            steps = plan.word(1).len();
            levels.extend((0..steps).map(|j| Level::Multiplier { j }));
        }
        let reread = (0..levels.len())
            .map(|l| match levels[l] {
                Level::Step { .. } | Level::Multiplier { .. } => levels
                    .get(l + 1)
                    .map_or(0, |&next| read_from(plan, k, next)),
                _ => u64::MAX,
            })
            .collect();
        let multiple = |i: usize| {
            if plan.division {
                plan.word(4 + 3 * i)
            } else {
                plan.word(3 + i)
            }
        };
        let plain = (0..steps)
            .map(|i| {
                multiple(i)
                    .iter()
                    .all(|&cell| cell >= GIVEN || plan.distinct >> cell & 1 == 0)
            })
            .collect();
        // Only a division weighs its steps' letters against each other.
        let weighed = if plan.division {
            steps * plan.base as usize
        } else {
            0
        };
        let longest = (0..plan.words()).map(|w| plan.word(w).len()).max();
        let places = longest.unwrap_or(0) + plan.word(0).len() + 2;
        // `LayoutPlan::new` made sure every number the search builds fits;
        // the powers past them are never read.
        let powers = (0..places)
            .scan(1u64, |p, _| {
                let now = *p;
                *p = p.saturating_mul(base);
                Some(now)
            })
            .collect();
        LayoutSearch {
            plan,
            base,
            levels,
            frames: Vec::new(),
            digit: [FREE; MAX_UNKNOWNS],
            used: 0,
            narrowed: false,
            narrow: std::array::from_fn(|u| plan.domains.get(u).copied().unwrap_or(0)),
            log: [0; MAX_UNKNOWNS],
            logged: 0,
            domains: &plan.domains,
            distinct: plan.distinct,
            allowed: vec![0; steps],
            powers,
            k,
            remainder_first,
            offset,
            echo,
            below,
            reread,
            count_only: false,
            plain,
            keep: u64::MAX,
            relaxed: Vec::new(),
            viable: Vec::new(),
            stamp: 0,
            tabled: false,
            pending: Vec::new(),
            implied: vec![Implied::default(); weighed],
            pairs: Vec::new(),
            follows: vec![u64::MAX; weighed],
            state: State::Fresh,
            nodes: 0,
            budget,
        }
    }

    /// A search of `plan` that only counts: [`count_to`](Self::count_to)
    /// and never [`next_solution`](Self::next_solution), whose `?`s it
    /// may leave without a digit.
    pub(crate) fn counting(plan: &'p LayoutPlan) -> Self {
        LayoutSearch {
            count_only: true,
            ..LayoutSearch::with_budget(plan, u64::MAX)
        }
    }

    /// The plan searched.
    pub(crate) fn plan(&self) -> &'p LayoutPlan {
        self.plan
    }

    /// Choices tried so far.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether the search is paused on its budget.
    pub(crate) fn exceeded_budget(&self) -> bool {
        self.state != State::Done && self.nodes >= self.budget
    }

    /// Lets the search try `budget` choices in all.
    pub(crate) fn set_budget(&mut self, budget: u64) {
        self.budget = budget;
    }

    /// The next solution, as the digit of every unknown; `None` when the
    /// search is done or paused on its budget.
    pub fn next_solution(&mut self) -> Option<&[u8]> {
        if self.advance(1) == 1 {
            Some(&self.digit[..self.plan.alphabet.len()])
        } else {
            None
        }
    }

    /// The number of solutions from here, the search stopping once it has
    /// found `want`; an error when there are more than `u64::MAX`.
    pub fn count_to(&mut self, want: u64) -> Result<u64, CountOverflow> {
        let found = self.advance(want);
        if found == u64::MAX && want == u64::MAX && self.state != State::Done {
            // Stopped on the limit rather than at the end: one more would
            // not fit.
            let mut next = self.clone();
            if next.advance(1) > 0 {
                return Err(CountOverflow);
            }
        }
        Ok(found)
    }

    /// Runs until it has found `limit` more solutions (the last one's
    /// digits then bound), or to the end of the search or of its budget:
    /// how many it found.
    fn advance(&mut self, limit: u64) -> u64 {
        match self.state {
            State::Done => return 0,
            State::Running => {}
            State::Fresh => {
                self.state = State::Running;
                let start = Values::default();
                let untried = self.enter(0, &start);
                self.frames.push(Frame {
                    untried,
                    mark: 0,
                    before: start,
                });
            }
        }
        let last = self.levels.len() - 1;
        let mut found: u64 = 0;
        while let Some(&frame) = self.frames.last() {
            // After a solution, the search goes on at its level, whose
            // bindings are taken back here.
            self.undo(frame.mark);
            if frame.untried == 0 {
                self.frames.pop();
                continue;
            }
            if self.nodes >= self.budget {
                return found;
            }
            self.nodes += 1;
            let level = self.frames.len() - 1;
            self.frames[level].untried &= frame.untried - 1;
            let digit = u64::from(frame.untried.trailing_zeros());
            let mut values = frame.before;
            if !self.apply(level, digit, &mut values) {
                continue;
            }
            if level == last {
                found += 1;
                if found == limit {
                    return found;
                }
                continue;
            }
            let untried = self.enter(level + 1, &values);
            let mark = self.logged;
            self.frames.push(Frame {
                untried,
                mark,
                before: values,
            });
        }
        self.state = State::Done;
        found
    }

    fn undo(&mut self, mark: usize) {
        for &u in &self.log[mark..self.logged] {
            let u = usize::from(u);
            self.used &= !((self.distinct >> u & 1) << self.digit[u]);
            self.digit[u] = FREE;
        }
        self.logged = mark;
    }

    /// The digits `cell` may show as the unknowns are bound now.
    #[inline]
    fn may_take(&self, cell: u8) -> u64 {
        if cell >= GIVEN {
            return 1 << (cell - GIVEN);
        }
        let u = usize::from(cell);
        match self.digit[u] {
            FREE => {
                let taken = self.used & 0u64.wrapping_sub(self.distinct >> u & 1);
                self.narrow[u] & !taken
            }
            d => 1 << d,
        }
    }

    /// Whether `cell` can show `digit`, binding its unknown if free.
    #[inline(always)]
    fn bind(&mut self, cell: u8, digit: u8) -> bool {
        if self.may_take(cell) & 1 << digit == 0 {
            return false;
        }
        if cell < GIVEN && self.digit[usize::from(cell)] == FREE && self.keep >> cell & 1 != 0 {
            let u = usize::from(cell);
            self.digit[u] = digit;
            self.used |= (self.distinct >> u & 1) << digit;
            // Bound only when free, and unbound before bound again.
            self.log[self.logged] = cell;
            self.logged += 1;
        }
        true
    }

    /// Whether word `w` can show `value`, binding the unknowns it meets:
    /// as many digits as it has cells, each one its cell may show. The
    /// caller's undo log takes back a failed match.
    #[inline]
    fn shows(&mut self, w: usize, value: u64) -> bool {
        self.shows_cells(self.plan.word(w), value)
    }

    /// Whether `cells` can show `value`, binding the unknowns they meet.
    #[inline]
    fn shows_cells(&mut self, cells: &'p [u8], value: u64) -> bool {
        // Base 10 by a constant, which the compiler divides by without a
        // division instruction: most layouts are in base 10.
        if self.base == 10 {
            self.shows_in(cells, value, 10)
        } else {
            self.shows_in(cells, value, self.base)
        }
    }

    #[inline(always)]
    fn shows_in(&mut self, cells: &'p [u8], mut value: u64, base: u64) -> bool {
        for &cell in cells.iter().rev() {
            let digit = (value % base) as u8;
            value /= base;
            if !self.bind(cell, digit) {
                return false;
            }
        }
        value == 0
    }

    /// Whether `cells` could show `value`, binding nothing.
    fn fits(&self, cells: &[u8], value: u64) -> bool {
        if self.base == 10 {
            self.fits_in(cells, value, 10)
        } else {
            self.fits_in(cells, value, self.base)
        }
    }

    #[inline(always)]
    fn fits_in(&self, cells: &[u8], mut value: u64, base: u64) -> bool {
        for &cell in cells.iter().rev() {
            if self.may_take(cell) >> (value % base) & 1 == 0 {
                return false;
            }
            value /= base;
        }
        value == 0
    }

    /// The least and the greatest number word `w` could show as the
    /// unknowns are bound now; `(1, 0)` when it can show none.
    fn bounds(&self, w: usize) -> (u64, u64) {
        self.bounds_of(self.plan.word(w))
    }

    /// The least and the greatest number `cells` could show as the
    /// unknowns are bound now; `(1, 0)` when they can show none.
    fn bounds_of(&self, cells: &[u8]) -> (u64, u64) {
        let (mut lo, mut hi) = (0u64, 0u64);
        for &cell in cells {
            let digits = self.may_take(cell);
            if digits == 0 {
                return (1, 0);
            }
            lo = lo * self.base + u64::from(digits.trailing_zeros());
            hi = hi * self.base + u64::from(63 - digits.leading_zeros());
        }
        (lo, hi)
    }

    /// The digits `lo..=hi`, clipped to the base.
    fn range(&self, lo: u64, hi: u64) -> u64 {
        let hi = hi.min(self.base - 1);
        if lo > hi {
            return 0;
        }
        (u64::MAX >> (63 - hi)) & !((1u64 << lo) - 1)
    }

    /// The words of step or line `i`: a division's `x`, `y` and `z`, a
    /// multiplication's line.
    fn step_word(&self, i: usize) -> usize {
        if self.plan.division { 3 + 3 * i } else { 3 + i }
    }

    /// Whether step or line `i` is empty: its digit is 0.
    fn empty(&self, i: usize) -> bool {
        self.plan.word(self.step_word(i)).is_empty()
    }

    /// The cell of the quotient digit of step `i`, or the multiplier digit
    /// of line `i`.
    fn digit_cell(&self, i: usize) -> u8 {
        if self.plan.division {
            self.plan.word(2)[i]
        } else {
            let multiplier = self.plan.word(1);
            multiplier[multiplier.len() - 1 - i]
        }
    }

    /// The digits step `i` may bring down after the difference `acc`, the
    /// divisor being `d`: those whose number has a quotient digit the step
    /// allows, and a difference its `z` can show.
    fn brought_down(&self, i: usize, d: u64, acc: u64) -> u64 {
        self.brought_down_within(&self.step_bounds(i), d, acc)
    }

    /// What [`brought_down`](Self::brought_down) reads of step `i` as the
    /// unknowns are bound now: the same for every difference, so worked
    /// out once for all the digits a step tries.
    fn step_bounds(&self, i: usize) -> StepBounds {
        let cell = self.may_take(self.digit_cell(i));
        let empty = self.empty(i);
        let (x, z) = if empty {
            ((0, 0), (0, 0))
        } else {
            (self.bounds(self.step_word(i)), self.difference_bounds(i))
        };
        StepBounds {
            empty,
            allowed: if empty {
                cell & 1
            } else {
                self.allowed[i] & cell
            },
            x,
            z,
            again: self.below[i].map_or(u64::MAX, |cell| self.may_take(cell)),
            shown: self.may_take(self.plan.word(0)[self.k + i - 1]),
        }
    }

    /// [`brought_down`](Self::brought_down), step `i` read as `step`.
    fn brought_down_within(&self, step: &StepBounds, d: u64, acc: u64) -> u64 {
        let base = self.base;
        let low = acc * base;
        let mut digits = 0;
        if step.empty {
            // Nothing taken away: what is divided is below the
            // divisor.
            if d > low && step.allowed != 0 {
                digits = self.range(0, d - 1 - low);
            }
        } else {
            let allowed = step.allowed;
            let (q_lo, q_hi) = ((low / d).max(1), ((low + base - 1) / d).min(base - 1));
            let (x, z) = (step.x, step.z);
            for q in q_lo..=q_hi {
                if allowed & 1 << q != 0 {
                    // What `x` and `z` can show cuts the multiple's
                    // numbers to those whose difference `z` writes.
                    let lo = (d * q + z.0).max(x.0).max(low);
                    let hi = (d * q + z.1.min(d - 1)).min(x.1).min(low + base - 1);
                    if lo <= hi {
                        digits |= self.range(lo - low, hi - low);
                    }
                }
            }
        }
        digits & step.again & step.shown
    }

    /// The least and the greatest difference step `i` could leave, as its
    /// `z` and the word that writes it again could show it.
    fn difference_bounds(&self, i: usize) -> (u64, u64) {
        let (lo, hi) = self.bounds(self.step_word(i) + 2);
        match self.echo[i] {
            Some((w, len)) => {
                let (again_lo, again_hi) = self.bounds_of(&self.plan.word(w)[..len]);
                (lo.max(again_lo), hi.min(again_hi))
            }
            None => (lo, hi),
        }
    }

    /// Of `digits`, those `t` whose difference `p·base + t − taken` lets
    /// the next step bring a digit down, the first quotient digit being
    /// `q`: most numbers of a multiple leave none.
    fn leaving(&mut self, d: u64, p: u64, q: u64, taken: u64, digits: u64) -> u64 {
        let mut next = self.step_bounds(1);
        next.allowed &= self.follows[q as usize];
        let mut kept = 0;
        let mut rest = digits;
        while rest != 0 {
            let t = u64::from(rest.trailing_zeros());
            rest &= rest - 1;
            let r = p * self.base + t - taken;
            if self.brought_down_within(&next, d, r) != 0 && self.viable(1, d, r) {
                kept |= 1 << t;
            }
        }
        kept
    }

    /// The digits level `level` may choose after the choices `before`.
    fn enter(&mut self, level: usize, before: &Values) -> u64 {
        let plan = self.plan;
        match self.levels[level] {
            Level::Factor { cell, .. } => self.factor_digits(level, cell, before.factor),
            Level::FirstQuotient => self.allowed[0] & self.may_take(self.digit_cell(0)),
            Level::Leading { j } if self.remainder_first => {
                let (d, q, p) = (before.factor, before.q, before.acc);
                let product = d * q;
                let place = self.powers[self.k - 1 - j];
                // The digit's cells first, as they cut most often and
                // cost least.
                let mut digits = if j < self.offset {
                    1
                } else {
                    let at = j - self.offset;
                    let mut digits = self.may_take(plan.word(5)[at]);
                    if let Some((w, _)) = self.echo[0] {
                        digits &= self.may_take(plan.word(w)[at]);
                    }
                    digits
                };
                // The number's digit here is the multiple's plus this one,
                // and a carry from the places below: 0, or 1 when the
                // multiple has a digit there (the difference's are below
                // `place`). The cells that show it keep only the digits
                // that could give one.
                let mut shown = self.may_take(plan.word(0)[j]);
                if plan.word(3).len() == self.k {
                    shown &= self.may_take(plan.word(3)[j]);
                }
                let y = product / place % self.base;
                let carry = u64::from(product % place != 0);
                let mut rest = digits;
                while rest != 0 {
                    let t = u64::from(rest.trailing_zeros());
                    rest &= rest - 1;
                    let sum = (y + t) % self.base;
                    let next = (sum + carry) % self.base;
                    if shown & (1 << sum | 1 << next) == 0 {
                        digits &= !(1 << t);
                    }
                }
                if digits == 0 {
                    return 0;
                }
                // The difference is below `d`, within what `z` can show,
                // and leaves a number `d·q + z` that `x` and the
                // dividend's first digits can show.
                let (x, z) = (self.bounds(3), self.difference_bounds(0));
                let head = self.bounds_of(&plan.word(0)[..self.k]);
                let top = x.1.min(head.1);
                if top < product {
                    return 0;
                }
                let lo = z.0.max(x.0.max(head.0).saturating_sub(product));
                let hi = z.1.min(d - 1).min(top - product);
                if lo > hi {
                    return 0;
                }
                let low = (lo / place).saturating_sub(p * self.base);
                let Some(high) = (hi / place).checked_sub(p * self.base) else {
                    return 0;
                };
                digits &= self.range(low, high);
                if j + 1 == self.k && self.allowed.len() > 1 {
                    digits = self.leaving(d, p, q, 0, digits);
                }
                digits
            }
            Level::Leading { j } => {
                let (d, q, p) = (before.factor, before.q, before.acc);
                let (lo, hi) = if q == 0 {
                    (0, d - 1)
                } else {
                    // Within the multiple `d·q`, as far as the step's `x`
                    // and `z` can show: the difference is below `d`.
                    let (x, z) = (self.bounds(3), self.bounds(5));
                    let lo = (d * q + z.0).max(x.0);
                    let hi = (d * q + z.1.min(d - 1)).min(x.1);
                    if lo > hi {
                        return 0;
                    }
                    (lo, hi)
                };
                // The number is `(p·base + t)·place + rest`, rest below
                // `place`: within `lo..=hi` only for these `t`.
                let place = self.powers[self.k - 1 - j];
                let low = (lo / place).saturating_sub(p * self.base);
                let Some(high) = (hi / place).checked_sub(p * self.base) else {
                    return 0;
                };
                let mut digits = self.range(low, high) & self.may_take(plan.word(0)[j]);
                let x = plan.word(3);
                if x.len() == self.k {
                    // The first step's `x` writes this number again.
                    digits &= self.may_take(x[j]);
                }
                if j + 1 == self.k && self.allowed.len() > 1 {
                    digits = self.leaving(d, p, q, d * q, digits);
                }
                digits
            }
            Level::Step { i } => {
                let (d, acc) = (before.factor, before.acc);
                let digits = self.brought_down(i, d, acc);
                if i + 1 == self.allowed.len() {
                    return digits;
                }
                // The difference left must let the next step bring a
                // digit down too.
                let next = self.step_bounds(i + 1);
                let mut kept = 0;
                let mut rest = digits;
                while rest != 0 {
                    let t = u64::from(rest.trailing_zeros());
                    rest &= rest - 1;
                    let current = acc * self.base + t;
                    let (q, r) = (current / d, current % d);
                    let next = StepBounds {
                        allowed: next.allowed & self.follows[i * self.base as usize + q as usize],
                        ..next
                    };
                    if self.brought_down_within(&next, d, r) != 0 && self.viable(i + 1, d, r) {
                        kept |= 1 << t;
                    }
                }
                kept
            }
            Level::Multiplier { j } => self.allowed[j] & self.may_take(self.digit_cell(j)),
        }
    }

    /// Takes `digit` at `level`, working out and matching what it
    /// completes; false at the first mismatch.
    fn apply(&mut self, level: usize, digit: u64, values: &mut Values) -> bool {
        let plan = self.plan;
        let base = self.base;
        if self.count_only {
            self.keep = self.reread[level] | plan.distinct;
        }
        match self.levels[level] {
            Level::Factor { cell, last } => {
                // A quotient letter may be written in the divisor too: the
                // digits another divisor left it are no limit here.
                self.widen();
                if !self.bind(cell, digit as u8) {
                    return false;
                }
                values.factor = values.factor * base + digit;
                !last || self.allow(values.factor)
            }
            Level::FirstQuotient => {
                values.q = digit;
                // The first step's multiple is known now, and the letters
                // it binds cut the digits the leading levels choose.
                let matched = digit == 0 || (self.count_only && self.plain[0]);
                self.bind(self.digit_cell(0), digit as u8)
                    && (matched || self.shows(4, values.factor * digit))
            }
            Level::Leading { j } if self.remainder_first => {
                // A digit of the first step's difference, in its cell and
                // in the cell above it in the next step's `x`.
                if j < self.offset {
                    if digit != 0 {
                        return false;
                    }
                } else {
                    let at = j - self.offset;
                    if !self.bind(plan.word(5)[at], digit as u8) {
                        return false;
                    }
                    if let Some((w, _)) = self.echo[0]
                        && !self.bind(plan.word(w)[at], digit as u8)
                    {
                        return false;
                    }
                }
                values.acc = values.acc * base + digit;
                if j + 1 < self.k {
                    return true;
                }
                // The number divided, shown by the dividend's first digits.
                let current = values.factor * values.q + values.acc;
                let mut rest = current;
                for &cell in plan.word(0)[..self.k].iter().rev() {
                    if !self.bind(cell, (rest % base) as u8) {
                        return false;
                    }
                    rest /= base;
                }
                rest == 0 && self.work(0, current, values.q, values)
            }
            Level::Leading { j } => {
                if !self.bind(plan.word(0)[j], digit as u8) {
                    return false;
                }
                values.acc = values.acc * base + digit;
                if j + 1 < self.k {
                    return true;
                }
                self.work(0, values.acc, values.q, values)
            }
            Level::Step { i } => {
                if !self.bind(plan.word(0)[self.k + i - 1], digit as u8) {
                    return false;
                }
                let current = values.acc * base + digit;
                let q = current / values.factor;
                self.bind(self.digit_cell(i), q as u8) && self.work(i, current, q, values)
            }
            Level::Multiplier { j } => {
                if !self.bind(self.digit_cell(j), digit as u8) {
                    return false;
                }
                let a = values.factor;
                let matched = self.count_only && self.plain[j];
                if digit != 0 && !matched && !self.shows(self.step_word(j), a * digit) {
                    return false;
                }
                values.acc += digit * self.powers[j];
                let product = a * values.acc;
                let written = plan.word(2);
                let last = j + 1 == self.allowed.len();
                // The product's digit at place `j` is fixed now: the later
                // lines are shifted past it. After the last line, the
                // product's digits from there on are matched, those below
                // having been matched at their places.
                if j < written.len() {
                    let high = &written[..written.len() - j];
                    if last {
                        return self.shows_cells(high, product / self.powers[j]);
                    }
                    let cell = high[high.len() - 1];
                    if !self.bind(cell, (product / self.powers[j] % base) as u8) {
                        return false;
                    }
                }
                !last || self.shows(2, product)
            }
        }
    }

    /// Works step `i` on `current`, the number it divides, whose quotient
    /// digit is `q`: its words matched, the difference carried on.
    fn work(&mut self, i: usize, current: u64, q: u64, values: &mut Values) -> bool {
        let product = values.factor * q;
        values.acc = current - product;
        if q == 0 {
            return true;
        }
        let w = self.step_word(i);
        // The first step's `y` was matched with its quotient digit; a later
        // step's `q` is one of the digits `allow` found its `y` can show
        // `d·q` with.
        let matched = i == 0 || (self.count_only && self.plain[i]);
        let shown = (matched || self.shows(w + 1, product))
            && self.shows(w, current)
            && self.shows(w + 2, values.acc);
        match self.echo[i] {
            Some((x, len)) if shown => self.shows_cells(&self.plan.word(x)[..len], values.acc),
            _ => shown,
        }
    }

    /// The digits the divisor's (or multiplicand's) digit `j`, in `cell`,
    /// may take after the digits `prefix`: those that leave it a range of
    /// numbers whose multiples each step's (or line's) word and the
    /// quotient's (or multiplier's) digit could show, and whose product
    /// with the quotient (or multiplier) the dividend (or product) could.
    fn factor_digits(&self, j: usize, cell: u8, prefix: u64) -> u64 {
        let mut digits = self.may_take(cell);
        let factor = self.plan.word(usize::from(self.plan.division));
        let place = self.powers[factor.len() - 1 - j];
        let base = self.base;
        let (other, whole) = if self.plan.division { (2, 0) } else { (1, 2) };
        // Worked out once: the bounds of every word, under the bindings
        // made before this digit (binding it can only narrow them). Past
        // the first few words the check only cuts less.
        let mut multiples = [(0u64, 0u64, 0u64); 16];
        let mut n = 0;
        for i in (0..self.allowed.len()).filter(|&i| !self.empty(i)) {
            if n == multiples.len() {
                break;
            }
            let w = self.step_word(i) + usize::from(self.plan.division);
            let (lo, hi) = self.bounds(w);
            multiples[n] = (lo, hi, self.may_take(self.digit_cell(i)) & !1);
            n += 1;
        }
        let (other_lo, other_hi) = self.bounds(other);
        let (whole_lo, whole_hi) = self.bounds(whole);
        let mut rest = digits;
        while rest != 0 {
            let v = u64::from(rest.trailing_zeros());
            rest &= rest - 1;
            let lo = (prefix * base + v) * place;
            let hi = lo + (place - 1);
            let fits = multiples[..n].iter().all(|&(w_lo, w_hi, cell)| {
                // Some digit `t` of the cell with `lo·t <= w_hi` and
                // `hi·t >= w_lo`.
                let t_lo = w_lo.div_ceil(hi.max(1));
                let t_hi = w_hi.checked_div(lo).unwrap_or(base - 1);
                self.range(t_lo, t_hi) & cell != 0
            });
            // The dividend is the divisor times the quotient plus less
            // than the divisor; the product the two factors' product.
            let top = hi
                .saturating_mul(other_hi)
                .saturating_add(if self.plan.division {
                    hi.saturating_sub(1)
                } else {
                    0
                });
            if !fits || lo.saturating_mul(other_lo) > whole_hi || top < whole_lo {
                digits &= !(1 << v);
            }
        }
        digits
    }

    /// Works out, the divisor or multiplicand being `factor`, the digits
    /// each step or line allows: 0 alone for an empty one, else those
    /// whose product with `factor` its word can show as the letters are
    /// bound now. False when one allows none.
    fn allow(&mut self, factor: u64) -> bool {
        if self.plan.division && factor == 0 {
            return false;
        }
        self.widen();
        self.pairs.clear();
        for i in 0..self.allowed.len() {
            let cell = self.may_take(self.digit_cell(i));
            let weighed = self.plan.division;
            let allowed = if self.empty(i) {
                if weighed {
                    self.imply_digit(i, 0);
                }
                cell & 1
            } else {
                // Each digit tried with its product, both bound for the
                // match and then unbound: a letter written twice in the
                // word, or in the word and as the digit, must agree.
                let w = self.step_word(i) + usize::from(self.plan.division);
                // Only digits whose product has as many digits as the
                // word, within what its cells can show, are matched.
                let (lo, hi) = self.bounds(w);
                let within = self.range(lo.div_ceil(factor.max(1)), hi / factor.max(1));
                let cell = if factor == 0 { cell } else { cell & within };
                // A division's steps choose the digits they bring down by
                // these, and a letter's digits are cut to those its step
                // allows, so both are worked out in full; for a line's `?`
                // or digit, one that fits is enough to go on, the line
                // matching its own.
                let digit_cell = self.digit_cell(i);
                let letter = digit_cell < GIVEN && self.distinct >> digit_cell & 1 != 0;
                let exact = self.plan.division || self.plain[i] || letter;
                let mut allowed = 0;
                for t in (1..self.base).filter(|&t| cell & 1 << t != 0) {
                    if !exact && allowed != 0 {
                        allowed = cell;
                        break;
                    }
                    if self.plain[i] {
                        // No letter to bind: each cell's digits decide.
                        if self.fits(self.plan.word(w), factor * t) {
                            allowed |= 1 << t;
                            if weighed {
                                self.imply_digit(i, t);
                            }
                        }
                        continue;
                    }
                    let mark = self.logged;
                    if self.bind(self.digit_cell(i), t as u8) && self.shows(w, factor * t) {
                        allowed |= 1 << t;
                        if weighed {
                            self.imply(i, t, mark);
                        }
                    }
                    self.undo(mark);
                }
                allowed
            };
            if allowed == 0 {
                return false;
            }
            self.allowed[i] = allowed;
        }
        if self.plan.division && !self.agree() {
            return false;
        }
        // A quotient letter written again in the dividend, or in a later
        // step, is then cut to its step's digits there too (a letter whose
        // step is empty is 0 everywhere).
        for i in 0..self.allowed.len() {
            if let Some(u) = self.unknown(self.digit_cell(i)) {
                self.narrow[u] &= self.allowed[i];
                self.narrowed = true;
                if self.may_take(self.digit_cell(i)) == 0 {
                    return false;
                }
            }
        }
        self.table(factor);
        true
    }

    /// Records what matching step `i`'s digit `t` bound: the letters
    /// logged from `mark`.
    #[inline(never)]
    fn imply(&mut self, i: usize, t: u64, mark: usize) {
        let from = self.pairs.len();
        let mut implied = Implied::default();
        for &u in &self.log[mark..self.logged] {
            if self.distinct >> u & 1 != 0 {
                let digit = self.digit[usize::from(u)];
                implied.letters |= 1 << u;
                implied.digits |= 1 << digit;
                self.pairs.push((u, digit));
            }
        }
        (implied.from, implied.to) = (from as u32, self.pairs.len() as u32);
        self.implied[i * self.base as usize + t as usize] = implied;
    }

    /// Records what step `i`'s digit `t` binds when its multiple is not
    /// matched: its cell's letter, if free.
    fn imply_digit(&mut self, i: usize, t: u64) {
        let mark = self.logged;
        if self.bind(self.digit_cell(i), t as u8) {
            self.imply(i, t, mark);
        }
        self.undo(mark);
    }

    /// Keeps, of the digits each step of a division allows, those whose
    /// letters agree with what some digit of every other step binds: the
    /// same letter the same digit, two letters two digits. A letter a step
    /// binds in its multiple is often another step's digit, or written in
    /// its multiple too, and most digits of the one leave the other none.
    /// Then records, for each step's digit, the next step's digits that
    /// agree with it ([`follows`](Self::follows)). False when a step is
    /// left no digit.
    #[inline(never)]
    fn agree(&mut self) -> bool {
        let steps = self.allowed.len();
        let base = self.base as usize;
        let digits = |allowed: u64| DigitSet::from_bits(allowed).iter().map(|t| t as usize);
        // A digit is ruled out only by another step all of whose digits
        // bind letters (steps number fewer than 64: the quotient fits a
        // `u64`).
        let binding = (0..steps.min(64))
            .filter(|&i| digits(self.allowed[i]).all(|t| self.implied[i * base + t].letters != 0))
            .fold(0u64, |binding, i| binding | 1 << i);
        let mut changed = binding != 0;
        while changed {
            changed = false;
            for i in 0..steps {
                for t in digits(self.allowed[i]) {
                    let a = self.implied[i * base + t];
                    let alone = a.letters != 0
                        && digits(binding).any(|j| {
                            j != i
                                && !digits(self.allowed[j])
                                    .any(|u| self.compatible(&a, &self.implied[j * base + u]))
                        });
                    if alone {
                        self.allowed[i] &= !(1 << t);
                        changed = true;
                    }
                }
                if self.allowed[i] == 0 {
                    return false;
                }
            }
        }
        // The digits each step leaves the next.
        for i in 0..steps.saturating_sub(1) {
            for t in digits(self.allowed[i]) {
                let a = self.implied[i * base + t];
                self.follows[i * base + t] = digits(self.allowed[i + 1])
                    .filter(|&u| self.compatible(&a, &self.implied[(i + 1) * base + u]))
                    .fold(0, |follows, u| follows | 1 << u);
            }
        }
        true
    }

    /// Whether the letters of `a` and of `b` can be bound together.
    fn compatible(&self, a: &Implied, b: &Implied) -> bool {
        if a.letters & b.letters == 0 {
            return a.digits & b.digits == 0;
        }
        // The letters both bind take the same digits, and each letter its
        // own digit.
        let a_pairs = &self.pairs[a.from as usize..a.to as usize];
        for &(letter, digit) in &self.pairs[b.from as usize..b.to as usize] {
            if a.letters >> letter & 1 != 0
                && a_pairs.iter().any(|&(l, d)| l == letter && d != digit)
            {
                return false;
            }
        }
        (a.digits | b.digits).count_ones() == (a.letters | b.letters).count_ones()
    }

    /// Starts the table of viable steps for the divisor `d`, when it has
    /// three steps or more and the table fits.
    fn table(&mut self, d: u64) {
        let steps = self.allowed.len();
        let cells = usize::try_from(d)
            .ok()
            .and_then(|d| d.checked_mul(steps))
            .filter(|&n| n <= VIABLE_CELLS);
        self.tabled = false;
        let (true, Some(cells)) = (self.plan.division && steps > 2, cells) else {
            return;
        };
        self.relaxed.clear();
        for i in 1..steps {
            let bounds = self.step_bounds(i);
            self.relaxed.push(bounds);
        }
        if self.viable.len() < cells {
            self.viable.resize(cells, 0);
        }
        // A new stamp leaves every entry unknown; after the last one the
        // table is cleared and the stamps start again.
        self.stamp = (self.stamp + 1) % (1 << 30);
        if self.stamp == 0 {
            self.viable.fill(0);
            self.stamp = 1;
        }
        self.tabled = true;
    }

    /// Whether the steps from `i` (from 1) could be worked after the
    /// difference `r`, the divisor being `d`, by what they may show as
    /// the divisor left them: a walk over the differences each step may
    /// leave, each state's answer kept for the other paths that reach it.
    /// True when the divisor has no table.
    fn viable(&mut self, i: usize, d: u64, r: u64) -> bool {
        if !self.tabled || r >= d {
            return true;
        }
        let steps = self.allowed.len();
        let at = |i: usize, r: u64| i * d as usize + r as usize;
        let (yes, no) = (self.stamp << 2 | YES, self.stamp << 2 | NO);
        match self.viable[at(i, r)] {
            e if e == yes => return true,
            e if e == no => return false,
            _ => {}
        }
        let mut pending = std::mem::take(&mut self.pending);
        pending.clear();
        pending.push((i, r, self.brought_down_within(&self.relaxed[i - 1], d, r)));
        let found = loop {
            let Some(&mut (i, r, ref mut digits)) = pending.last_mut() else {
                break false;
            };
            if *digits == 0 {
                self.viable[at(i, r)] = no;
                pending.pop();
                continue;
            }
            if i + 1 == steps {
                break true;
            }
            let t = u64::from(digits.trailing_zeros());
            *digits &= *digits - 1;
            let next = (r * self.base + t) % d;
            match self.viable[at(i + 1, next)] {
                e if e == yes => break true,
                e if e == no => {}
                _ => {
                    let digits = self.brought_down_within(&self.relaxed[i], d, next);
                    pending.push((i + 1, next, digits));
                }
            }
        };
        if found {
            // Each pending state reaches the next, the last a step worked.
            for &(i, r, _) in &pending {
                self.viable[at(i, r)] = yes;
            }
        }
        self.pending = pending;
        found
    }

    /// Takes back what [`allow`](Self::allow) cut the quotient (or
    /// multiplier) digits to.
    fn widen(&mut self) {
        if !std::mem::take(&mut self.narrowed) {
            return;
        }
        for i in 0..self.allowed.len() {
            if let Some(u) = self.unknown(self.digit_cell(i)) {
                self.narrow[u] = self.domains[u];
            }
        }
    }

    /// The unknown of `cell`, unless its digit is written.
    fn unknown(&self, cell: u8) -> Option<usize> {
        (cell < GIVEN).then_some(usize::from(cell))
    }
}

/// The unknowns the levels from `level` on may read, for a division's
/// step `i` or a multiplication's line `j`: the dividend's digits from the
/// one step `i` brings down, the quotient's from its own and every word of
/// the steps from `i`; the multiplier's digits from line `j`'s, the lines
/// from `j` and the product's digits from place `j` (those below are
/// fixed: the lines to come add nothing to them). Every unknown for the
/// other levels.
fn read_from(plan: &LayoutPlan, k: usize, level: Level) -> u64 {
    let mut cells: Vec<u8> = Vec::new();
    match level {
        Level::Step { i } => {
            cells.extend(&plan.word(0)[k + i - 1..]);
            cells.extend(&plan.word(2)[i..]);
            for w in 3 + 3 * i..plan.words() {
                cells.extend(plan.word(w));
            }
        }
        Level::Multiplier { j } => {
            let (multiplier, product) = (plan.word(1), plan.word(2));
            cells.extend(&multiplier[..multiplier.len() - j]);
            cells.extend(&product[..product.len().saturating_sub(j)]);
            for w in 3 + j..plan.words() {
                cells.extend(plan.word(w));
            }
        }
        _ => return u64::MAX,
    }
    cells
        .iter()
        .filter(|&&cell| cell < GIVEN)
        .fold(0, |set, &cell| set | 1 << cell)
}

/// What the code `alphametic!` generates for a layout calls.
impl LayoutPlan {
    /// Calls `visit` on every solution in search order, until it breaks.
    pub fn for_each_solution(&self, visit: &mut dyn FnMut(Solution) -> ControlFlow<()>) {
        for solution in Solutions::of_layout(self) {
            if visit(solution).is_break() {
                return;
            }
        }
    }

    /// The number of solutions; `u64::MAX` should there be more.
    pub fn count(&self) -> u64 {
        LayoutSearch::counting(self)
            .count_to(u64::MAX)
            .unwrap_or(u64::MAX)
    }

    /// Whether there is exactly one solution; stops at the second.
    pub fn is_unique(&self) -> bool {
        LayoutSearch::counting(self).count_to(2) == Ok(1)
    }

    /// Every solution, lazily, in search order.
    pub fn solutions(&self) -> Box<dyn Iterator<Item = Solution> + '_> {
        Box::new(Solutions::of_layout(self))
    }
}
