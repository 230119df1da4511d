//! The puzzle: parsed, planned, and ready to solve.

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use crate::addition::Addition;
use crate::constraint::{self, Constraint};
use crate::draw;
use crate::lower::{self, Error, Linear, Model, Options, ZeroRule};
use crate::plan::{LayoutPlan, Plan};
use crate::planner::{COUNT_BEFORE_CHOOSING, counting_plan, default_plan, may_choose, race};
use crate::search::{self, LayoutSearch, Search, Solutions};
use crate::solution::Solution;
use crate::syntax::{
    Equation, Layout, Letter, ParseError, is_letter, parse_equations, parse_puzzle,
};

/// A parsed and planned alphametic puzzle.
///
/// The rules: distinct letters take distinct digits, and the first letter
/// of a word of two or more letters is never 0; a one-letter word may be 0
/// unless the puzzle was parsed under the strict rule
/// ([`ZeroRule::Strict`]), where no word starts with 0.
///
/// ```
/// use alphametic_runtime::Puzzle;
///
/// let puzzle: Puzzle = "SEND + MORE == MONEY".parse()?;
/// let solution = puzzle.solve().unwrap();
/// assert_eq!(puzzle.render(&solution), "9567 + 1085 == 10652");
/// assert_eq!(puzzle.count(), 1);
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
#[derive(Debug, Clone)]
pub struct Puzzle {
    text: String,
    options: Options,
    /// The syntax tree, built on first use when the puzzle was read by the
    /// fast path for plain sums, which builds none.
    equations: OnceLock<Vec<Equation>>,
    /// The long division or multiplication the text lays out, read on
    /// first use by [`Puzzle::draw`].
    layout: OnceLock<Option<Layout>>,
    model: Model,
    /// The plan of the default order, built by the parse: every query
    /// needs it, so a fresh puzzle's first query costs what a used one's
    /// does. A long division or multiplication, whose queries follow its
    /// written method, builds it on first use.
    default: OnceLock<Plan>,
    /// The plan counts run on, when it is not the default; chosen on first
    /// use. Boxed, like the chosen plan, so that a puzzle that never needs
    /// either stays small to move: most small sums are parsed, counted
    /// once and dropped.
    counting: OnceLock<Option<Box<Plan>>>,
    /// Chosen on first use, so that parsing never searches.
    chosen: OnceLock<Chosen>,
    /// For a long division or multiplication, the plan of its written
    /// method, which every query follows instead of the equations'.
    written: Option<Box<LayoutPlan>>,
}

/// The plan [`Puzzle::solutions`] follows, and its first solution when the
/// race that chose it found one.
#[derive(Debug, Clone)]
struct Chosen {
    /// `None` for the default plan.
    plan: Option<Box<Plan>>,
    /// `None` when the race was cut short and the default order was kept.
    first: Option<Option<Solution>>,
}

/// The nodes the race for a first solution may spend choosing the order
/// of [`Puzzle::solutions`]: about 20 ms. Past it the default order is
/// kept, so that choosing a plan (which `alphametic!` does at compile time)
/// stays bounded on puzzles whose search is huge.
const CHOOSING_NODES: u64 = 1 << 22;

impl Puzzle {
    /// Parses and plans a puzzle in base 10.
    ///
    /// Equations are separated by `,`, `;` or `&&` and share one assignment.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("SEND + MORE == MONEY; MONEY - MORE == SEND")?;
    /// assert_eq!(puzzle.count(), 1);
    /// assert!(Puzzle::parse("SEND + MORE").is_err());
    /// # Ok::<(), alphametic_runtime::ParseError>(())
    /// ```
    pub fn parse(text: &str) -> Result<Puzzle, ParseError> {
        Self::read(text, Options::new())
    }

    /// Parses and plans a puzzle in `base`, from 2 to 36.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let hex = Puzzle::parse_with_base("SEND + MORE == MONEY", 16)?;
    /// assert_eq!(hex.base(), 16);
    /// assert!(hex.count() > 1);
    /// assert!(Puzzle::parse_with_base("A == B", 37).is_err());
    /// # Ok::<(), alphametic_runtime::Error>(())
    /// ```
    pub fn parse_with_base(text: &str, base: u32) -> Result<Puzzle, Error> {
        Self::parse_with(text, Options::new().base(base))
    }

    /// Parses and plans a puzzle with `options`: the base, and the zero
    /// rule.
    ///
    /// ```
    /// # use alphametic_runtime::{Options, Puzzle, ZeroRule};
    /// // 5 + 0 == 5 and 8 other sums under the default rule; under the
    /// // strict one, `B` may not be 0.
    /// let text = "A + B == A";
    /// assert_eq!(Puzzle::parse_with(text, Options::new())?.count(), 9);
    /// assert_eq!(Puzzle::parse_with(text, Options::new().zeros(ZeroRule::Strict))?.count(), 0);
    /// let hex = Puzzle::parse_with("SEND + MORE == MONEY", Options::new().base(16).zeros(ZeroRule::Strict))?;
    /// assert_eq!((hex.base(), hex.zeros()), (16, ZeroRule::Strict));
    /// assert!(Puzzle::parse_with("A == B", Options::new().base(1)).is_err());
    /// # Ok::<(), alphametic_runtime::Error>(())
    /// ```
    pub fn parse_with(text: &str, options: Options) -> Result<Puzzle, Error> {
        Ok(Self::read(text, options.check()?)?)
    }

    /// Parses and plans a puzzle with `options`, which
    /// [`Options::check`] has accepted.
    fn read(text: &str, options: Options) -> Result<Puzzle, ParseError> {
        let (equations, model) = lower::read(text, &options)?;
        let equations = equations.map_or_else(OnceLock::new, OnceLock::from);
        Ok(Puzzle::new(text, options, equations, model))
    }

    fn new(
        text: &str,
        options: Options,
        equations: OnceLock<Vec<Equation>>,
        model: Model,
    ) -> Puzzle {
        let written = LayoutPlan::new(&model).map(Box::new);
        let default = OnceLock::new();
        if written.is_none() {
            let _ = default.set(default_plan(&model));
        }
        Puzzle {
            text: text.to_owned(),
            options,
            equations,
            layout: OnceLock::new(),
            default,
            written,
            model,
            counting: OnceLock::new(),
            chosen: OnceLock::new(),
        }
    }

    /// The text the puzzle was parsed from.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// assert_eq!(Puzzle::parse("A == A").unwrap().text(), "A == A");
    /// ```
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The base.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// assert_eq!(Puzzle::parse("A == A").unwrap().base(), 10);
    /// ```
    pub fn base(&self) -> u32 {
        self.options.base
    }

    /// The zero rule the puzzle was parsed under.
    ///
    /// ```
    /// # use alphametic_runtime::{Options, Puzzle, ZeroRule};
    /// assert_eq!(Puzzle::parse("A == A").unwrap().zeros(), ZeroRule::Standard);
    /// let strict = Puzzle::parse_with("A == A", Options::new().zeros(ZeroRule::Strict)).unwrap();
    /// assert_eq!(strict.zeros(), ZeroRule::Strict);
    /// ```
    pub fn zeros(&self) -> ZeroRule {
        self.options.zeros
    }

    /// The options the puzzle was parsed with.
    ///
    /// ```
    /// # use alphametic_runtime::{Options, Puzzle, ZeroRule};
    /// let options = Options::new().base(12).zeros(ZeroRule::Strict);
    /// assert_eq!(Puzzle::parse_with("A == A", options.clone()).unwrap().options(), &options);
    /// ```
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The distinct letters as written, in code-point order (alphabetical
    /// for `A` to `Z`); the letters of a puzzle's model are places in this
    /// list.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let letters: String = Puzzle::parse("TO + GO == OUT").unwrap().letters().collect();
    /// assert_eq!(letters, "GOTU");
    /// let letters: String = Puzzle::parse("ένα + ένα == δύο").unwrap().letters().collect();
    /// assert_eq!(letters, "έαδνού");
    /// ```
    pub fn letters(&self) -> impl Iterator<Item = char> + '_ {
        // The `?`s follow the letters in the model's alphabet.
        self.model.alphabet().iter().copied().filter(|&c| c != '?')
    }

    /// The number of `?`s, each a digit of its own that the solutions
    /// fill in (see [`Solution::blanks`]).
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// assert_eq!(Puzzle::parse("AB?C + D?E == F?GH").unwrap().blanks(), 3);
    /// ```
    pub fn blanks(&self) -> usize {
        self.model.blanks().len() as usize
    }

    /// Whether the puzzle is a long division or multiplication written as
    /// its layout (`D / d = Q | x - y = z | …`, `A * B = C | P | …`).
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// assert!(Puzzle::parse("AB * C = DE | DE").unwrap().is_layout());
    /// assert!(!Puzzle::parse("AB * C == DE").unwrap().is_layout());
    /// ```
    pub fn is_layout(&self) -> bool {
        self.model.chosen_letters().is_some()
    }

    /// The letters that may not be 0, in alphabetical order: the first
    /// letters of words of two or more letters, and under the strict rule
    /// those of one-letter words too.
    ///
    /// ```
    /// # use alphametic_runtime::{Options, Puzzle, ZeroRule};
    /// let leading: String = Puzzle::parse("A + BB == ACC").unwrap().leading_letters().collect();
    /// assert_eq!(leading, "AB");
    /// let strict = Puzzle::parse_with("X + BB == ACC", Options::new().zeros(ZeroRule::Strict)).unwrap();
    /// assert_eq!(strict.leading_letters().collect::<String>(), "ABX");
    /// ```
    pub fn leading_letters(&self) -> impl Iterator<Item = char> + '_ {
        let alphabet = self.model.alphabet();
        self.model
            .leading()
            .iter()
            .filter_map(|l| alphabet.get(l as usize).copied())
            .filter(|&c| c != '?')
    }

    /// The words of the puzzle when it is one addition of words,
    /// `A + B + … == R` (no numbers, no digits given in a word, no other
    /// operator), as a column addition draws them; `None` for any other
    /// puzzle.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let sum = Puzzle::parse("SEND + MORE == MONEY").unwrap();
    /// assert_eq!(sum.addition().unwrap().addends(), ["SEND", "MORE"]);
    /// assert_eq!(Puzzle::parse("AB * C == DE").unwrap().addition(), None);
    /// ```
    pub fn addition(&self) -> Option<Addition> {
        Addition::of(&self.text, self.equations())
    }

    /// The parsed equations.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// assert_eq!(Puzzle::parse("A == B, B == C").unwrap().equations().len(), 2);
    /// ```
    #[doc(hidden)]
    pub fn equations(&self) -> &[Equation] {
        self.equations.get_or_init(|| {
            // Only a puzzle the fast path read lacks its tree, and the full
            // parser reads every such text: the default is never taken.
            parse_equations(&self.text, self.options.symbol_set())
                .map(|(equations, _)| equations)
                .unwrap_or_default()
        })
    }

    /// The constraints one by one, in the order written: where each is,
    /// the unknowns it reads, and its weighted sum, relation or columns
    /// when it has them. See [`Constraint`].
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("SEND + MORE == MONEY")?;
    /// let send = &puzzle.constraints()[0];
    /// assert_eq!(send.unknowns.len(), 8);
    /// assert_eq!(send.columns.as_ref().map(Vec::len), Some(5));
    /// # Ok::<(), alphametic_runtime::ParseError>(())
    /// ```
    pub fn constraints(&self) -> Vec<Constraint> {
        let base = self.base();
        self.equations()
            .iter()
            .map(|eq| {
                // Lowered alone, as the whole puzzle was lowered, so it
                // cannot fail here; a failure only loses the forms.
                let alone = (!eq.lhs.has_logic() && !eq.rhs.has_logic())
                    .then(|| lower::lower(&self.text, std::slice::from_ref(eq), base).ok())
                    .flatten();
                let (linear, condition) = match alone {
                    Some(mut l) if l.polynomials.is_empty() => {
                        match (l.linear.len(), l.conditions.len()) {
                            (1, 0) => (l.linear.pop(), None),
                            (0, 1) => (None, l.conditions.pop()),
                            _ => (None, None),
                        }
                    }
                    _ => (None, None),
                };
                let layout = self.is_layout();
                let names = (self.text.as_str(), self.model.alphabet(), layout, base);
                constraint::constraint(names, eq, linear, condition)
            })
            .collect()
    }

    /// The puzzle of constraint `index` alone ([`Puzzle::constraints`]),
    /// with the same unknowns, options and zero rule: its solutions give
    /// every unknown a digit, those the constraint does not read any the
    /// rules allow. `None` when there is no such constraint.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("A + B == C, C == 4 * A")?;
    /// assert_eq!(puzzle.count(), 2);
    /// let first = puzzle.constraint(0).unwrap();
    /// assert_eq!(first.count(), 32);
    /// assert!(first.solutions().all(|s| s.digit('A').unwrap() + s.digit('B').unwrap() == s.digit('C').unwrap()));
    /// assert!(puzzle.constraint(2).is_none());
    /// # Ok::<(), alphametic_runtime::ParseError>(())
    /// ```
    pub fn constraint(&self, index: usize) -> Option<Puzzle> {
        let eq = self.equations().get(index)?;
        let lowered = lower::lower(&self.text, std::slice::from_ref(eq), self.base()).ok()?;
        let model = self.model.alone(lowered, &self.options);
        Some(Puzzle::new(
            &self.text,
            self.options.clone(),
            OnceLock::from(vec![eq.clone()]),
            model,
        ))
    }

    /// The same puzzle with some letters' digits given: its solutions are
    /// this one's in which each letter of `fixed` has its digit. `None`
    /// when a character of `fixed` is not one of the puzzle's letters, or
    /// a digit is not below the base.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("A + B == C")?;
    /// let given = puzzle.with_digits(&[('A', 2), ('C', 5)]).unwrap();
    /// assert_eq!(given.count(), 1);
    /// assert_eq!(given.solve().unwrap().digit('B'), Some(3));
    /// assert!(puzzle.with_digits(&[('A', 2), ('C', 2)]).unwrap().solve().is_none());
    /// assert!(puzzle.with_digits(&[('Z', 1)]).is_none());
    /// assert!(puzzle.with_digits(&[('A', 10)]).is_none());
    /// # Ok::<(), alphametic_runtime::ParseError>(())
    /// ```
    pub fn with_digits(&self, fixed: &[(char, u32)]) -> Option<Puzzle> {
        let alphabet = self.model.alphabet();
        let mut given = Vec::with_capacity(fixed.len());
        for &(letter, digit) in fixed {
            let place = alphabet.iter().position(|&c| c == letter && c != '?')?;
            given.push((place as Letter, digit));
        }
        self.with_unknowns(&given)
    }

    /// [`Puzzle::with_digits`] for any unknowns, letters or `?`s, each
    /// named by its place in the [`Model::alphabet`](crate::Model::alphabet).
    /// `None` when a place is not in the alphabet or a digit is not below
    /// the base.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("AB + ? == 20")?;
    /// // The alphabet is A, B, then the `?`.
    /// let given = puzzle.with_unknowns(&[(1, 7)]).unwrap();
    /// assert_eq!(given.solve().unwrap().blanks(), [3]);
    /// // 11 would need A = B.
    /// assert!(puzzle.with_unknowns(&[(2, 9)]).unwrap().solve().is_none());
    /// assert!(puzzle.with_unknowns(&[(3, 1)]).is_none());
    /// # Ok::<(), alphametic_runtime::ParseError>(())
    /// ```
    pub fn with_unknowns(&self, fixed: &[(Letter, u32)]) -> Option<Puzzle> {
        let mut given = Vec::with_capacity(fixed.len());
        for &(place, digit) in fixed {
            if usize::from(place) >= self.model.alphabet().len() || digit >= self.base() {
                return None;
            }
            given.push((usize::from(place), digit));
        }
        let model = self.model.clone().with_fixed(&given);
        Some(Puzzle::new(
            &self.text,
            self.options.clone(),
            self.equations.clone(),
            model,
        ))
    }

    /// The weighted sum of each equation that is linear in its words, in
    /// the order of the equations; the others are solved as polynomials.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let p = Puzzle::parse("AB == BA").unwrap();
    /// assert_eq!(p.linear()[0].weights[..2], [9, -9]);
    /// let p = Puzzle::parse("2 * (AB + C) == DE, A * B == C").unwrap();
    /// assert_eq!(p.linear().len(), 1);
    /// assert_eq!(p.linear()[0].weights[..5], [20, 2, 2, -10, -1]);
    /// ```
    #[doc(hidden)]
    pub fn linear(&self) -> &[Linear] {
        self.model.linear()
    }

    /// The lowered puzzle the plan was built from.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// assert_eq!(Puzzle::parse("TO + GO == OUT").unwrap().model().base(), 10);
    /// ```
    #[doc(hidden)]
    pub fn model(&self) -> &Model {
        &self.model
    }

    /// The plan whose order [`Puzzle::solutions`] and [`Puzzle::solve`]
    /// follow: of the candidate orders, the one whose search reaches a
    /// first solution (or proves there is none) soonest. Chosen on first
    /// use; the order by descending weight needs no race on most puzzles.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// assert_eq!(Puzzle::parse("TO + GO == OUT").unwrap().plan().steps().len(), 4);
    /// ```
    #[doc(hidden)]
    pub fn plan(&self) -> &Plan {
        self.chosen().plan.as_deref().unwrap_or(self.default())
    }

    /// The plan of the default order, by descending weight.
    fn default(&self) -> &Plan {
        self.default.get_or_init(|| default_plan(&self.model))
    }

    fn chosen(&self) -> &Chosen {
        self.chosen
            .get_or_init(|| match race(&self.model, self.default(), CHOOSING_NODES) {
                Some(raced) => Chosen {
                    plan: raced.plan.map(Box::new),
                    first: Some(raced.first),
                },
                None => Chosen {
                    plan: None,
                    first: None,
                },
            })
    }

    /// The first solution, if there is one: the first of
    /// [`Puzzle::solutions`].
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let s = Puzzle::parse("TO + GO == OUT").unwrap().solve().unwrap();
    /// assert_eq!(s.to_string(), "G=8 O=1 T=2 U=0");
    /// assert!(Puzzle::parse("A == B").unwrap().solve().is_none());
    /// ```
    pub fn solve(&self) -> Option<Solution> {
        if self.written.is_some() {
            return self.solutions().next();
        }
        match &self.chosen().first {
            Some(first) => *first,
            None => self.solutions().next(),
        }
    }

    /// The number of solutions. It enumerates them all, in the default
    /// order (by descending weight) or, for a sum whose count in it is
    /// expected to be costly, the order an estimate read off each
    /// candidate's plan prefers; either may differ from
    /// [`Puzzle::plan`]'s.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// assert_eq!(Puzzle::parse("A + B == C").unwrap().count(), 32);
    /// ```
    pub fn count(&self) -> u64 {
        self.count_to(u64::MAX)
    }

    /// Whether the puzzle has exactly one solution; stops at the second.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// assert!(Puzzle::parse("SEND + MORE == MONEY").unwrap().is_unique());
    /// assert!(!Puzzle::parse("A + B == C").unwrap().is_unique());
    /// ```
    pub fn is_unique(&self) -> bool {
        self.count_to(2) == 1
    }

    /// The solutions found, at most `want`.
    ///
    /// No race here: over the published puzzles the default order's full
    /// search is within a small factor of the best candidate's (1.9 times
    /// its nodes, geometric mean), and a race would cost a multiple of the
    /// search on every puzzle it does not help. Instead a sum is counted
    /// in the order [`counting_plan`] expects to be cheapest. The first
    /// count asks for that choice only once it has visited
    /// [`COUNT_BEFORE_CHOOSING`] nodes in the default order, and goes on
    /// where it was if the default is kept; the choice is then kept for
    /// every later count.
    fn count_to(&self, want: u64) -> u64 {
        if let Some(written) = &self.written {
            // More than `u64::MAX` solutions would take centuries to find;
            // should a count get there it stays at the most it can say.
            let mut search = LayoutSearch::counting(written);
            return search.count_to(want).unwrap_or(u64::MAX);
        }
        let default = self.default();
        let plan = match self.counting.get() {
            Some(chosen) => chosen.as_deref().unwrap_or(default),
            None if may_choose(default) => return self.count_choosing(want),
            None => {
                let _ = self.counting.set(None);
                default
            }
        };
        if plan.is_single_sum() {
            return search::sum::count_solutions(plan, want).0;
        }
        let mut found = 0;
        let mut search = Search::with_budget(plan, u64::MAX);
        while found < want && search.next_solution().is_some() {
            found += 1;
        }
        found
    }

    /// The first count of a sum that may choose its order: in the default
    /// order until it passes [`COUNT_BEFORE_CHOOSING`] nodes, then in the
    /// order chosen, which the puzzle keeps. A count that ends or reaches
    /// `want` before that chooses nothing; only one that searched the
    /// whole tree keeps the default for good, so that the order kept does
    /// not depend on which question came first.
    fn count_choosing(&self, want: u64) -> u64 {
        let default = self.default();
        let mut chosen: Option<Option<Plan>> = None;
        let mut keep_default = || {
            let plan = counting_plan(&self.model, default);
            let keep = plan.is_none();
            chosen = Some(plan);
            keep
        };
        let counted =
            search::sum::count_unless(default, want, COUNT_BEFORE_CHOOSING, &mut keep_default);
        match counted {
            // Gone on in the default, which was kept, or counted in it
            // before choosing: kept for good if the whole tree was seen.
            Some((found, _)) => {
                if chosen.is_some() || found < want {
                    let _ = self.counting.set(None);
                }
                found
            }
            None => {
                let plan = self
                    .counting
                    .get_or_init(|| chosen.flatten().map(Box::new))
                    .as_deref()
                    .unwrap_or(default);
                search::sum::count_solutions(plan, want).0
            }
        }
    }

    /// Every solution, lazily, in search order.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("A + A == B").unwrap();
    /// let all: Vec<String> = puzzle.solutions().map(|s| s.to_string()).collect();
    /// assert_eq!(all, ["A=1 B=2", "A=2 B=4", "A=3 B=6", "A=4 B=8"]);
    /// ```
    pub fn solutions(&self) -> Solutions<'_> {
        match &self.written {
            Some(written) => Solutions::of_layout(written),
            None => Solutions::new(self.plan()),
        }
    }

    /// The Rust code `alphametic!` expands this puzzle to: a value of a
    /// fresh unit type whose search is unrolled into nested loops (feature
    /// `codegen`). [`codegen`](crate::codegen) prints it.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let code = Puzzle::parse("TO + GO == OUT")?.expand().to_string();
    /// assert!(code.contains("impl :: alphametic :: __private :: Alphametic for __Puzzle"));
    /// # Ok::<(), alphametic_runtime::ParseError>(())
    /// ```
    #[cfg(feature = "codegen")]
    pub fn expand(&self) -> proc_macro2::TokenStream {
        if let Some(written) = &self.written {
            return crate::codegen::layout::expand_layout(written);
        }
        crate::codegen::expand::expand_puzzle(&self.model, self.plan())
    }

    /// The puzzle text with every word replaced by its digits.
    ///
    /// Up to base 10 a word's digits are written side by side. Above, where
    /// a digit can be 10 or more, each digit is written in decimal and the
    /// digits of a word are joined by `:`, so that a word cannot be misread
    /// as a decimal literal of the puzzle or a digit as a letter: `SEND` is
    /// `9:5:13:7` in base 16.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("SEND+MORE==MONEY").unwrap();
    /// assert_eq!(puzzle.render(&puzzle.solve().unwrap()), "9567+1085==10652");
    /// let hex = Puzzle::parse_with_base("A + 10 == BC", 16).unwrap();
    /// assert_eq!(hex.render(&hex.solve().unwrap()), "6 + 10 == 1:0");
    /// ```
    pub fn render(&self, solution: &Solution) -> String {
        let mut out = String::with_capacity(self.text.len());
        let mut chars = self.text.chars().peekable();
        let in_word = |c: char| is_letter(c) || c.is_ascii_digit() || c == '?';
        // The `?`s are filled in the order written.
        let mut blanks = solution.blanks().iter();
        while let Some(c) = chars.next() {
            if !in_word(c) {
                out.push(c);
                continue;
            }
            let mut word = vec![c];
            while let Some(c) = chars.next_if(|&c| in_word(c)) {
                word.push(c);
            }
            if !word.iter().any(|&c| is_letter(c) || c == '?') {
                // A number, written as it is.
                out.extend(word);
                continue;
            }
            // A digit given in place is written as it is.
            let digits = word.iter().map(|&c| {
                let digit = if c == '?' {
                    blanks.next().copied()
                } else {
                    solution.digit(c)
                };
                match digit {
                    Some(d) => d.to_string(),
                    None => c.to_string(),
                }
            });
            let separator = if self.base() > 10 { ":" } else { "" };
            out += &digits.collect::<Vec<_>>().join(separator);
        }
        out
    }
}

impl Puzzle {
    /// A solved long division or multiplication drawn as on paper, for a
    /// monospaced font, lines ending in `\n`; `None` for a puzzle written
    /// as equations. A base above 10 writes its digits past 9 as `a`,
    /// `b`, … so that the columns line up.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let text = "pkmkh / ?? = ??? | pkm - pmd = xp | xpk - ?? = kh | khh - mbg = k";
    /// let puzzle = Puzzle::parse(text)?;
    /// let solution = puzzle.solve().unwrap();
    /// assert_eq!(puzzle.count(), 1);
    /// assert_eq!(
    ///     puzzle.draw(&solution).unwrap(),
    ///     "       619\n    ______\n77 ) 47670\n     476\n     462\n     ---\n      147\n       77\n      ---\n       700\n       693\n       ---\n         7\n"
    /// );
    /// # Ok::<(), alphametic_runtime::ParseError>(())
    /// ```
    pub fn draw(&self, solution: &Solution) -> Option<String> {
        // Read once: `--all` draws every solution of the same layout.
        let layout = self
            .layout
            .get_or_init(|| {
                parse_puzzle(&self.text, self.options.symbol_set())
                    .ok()
                    .and_then(|p| p.layout)
            })
            .as_ref()?;
        Some(draw::draw(layout, self.model.alphabet(), solution))
    }
}

impl FromStr for Puzzle {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Puzzle, ParseError> {
        Puzzle::parse(text)
    }
}

impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl crate::Alphametic for Puzzle {
    fn for_each_solution(&self, visit: &mut dyn FnMut(Solution) -> std::ops::ControlFlow<()>) {
        for solution in Puzzle::solutions(self) {
            if visit(solution).is_break() {
                return;
            }
        }
    }

    fn solve(&self) -> Option<Solution> {
        Puzzle::solve(self)
    }

    fn count(&self) -> u64 {
        Puzzle::count(self)
    }

    fn is_unique(&self) -> bool {
        Puzzle::is_unique(self)
    }

    fn solutions(&self) -> Box<dyn Iterator<Item = Solution> + '_> {
        Box::new(Puzzle::solutions(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::{full_model, plain_model};

    #[test]
    fn a_count_chooses_its_order_once_the_default_proves_costly() {
        // The default order's count is expected to be costly, and another
        // order several times cheaper: the first count turns to it, and
        // every later one runs in it.
        let puzzle = Puzzle::parse("SATURN + URANUS + NEPTUNE + PLUTO == PLANETS").unwrap();
        assert_eq!(puzzle.count(), 1);
        let chosen = puzzle.counting.get().cloned();
        assert!(matches!(chosen, Some(Some(_))));
        assert_eq!(puzzle.count(), 1);
        assert!(puzzle.is_unique());
        assert_eq!(puzzle.counting.get(), chosen.as_ref());
        // Whichever question comes first, the choice is the same.
        let asked = Puzzle::parse("SATURN + URANUS + NEPTUNE + PLUTO == PLANETS").unwrap();
        assert!(asked.is_unique());
        assert_eq!(asked.counting.get(), puzzle.counting.get());
        // A count expected to be cheap keeps the default order.
        let cheap = Puzzle::parse("SEND + MORE == MONEY").unwrap();
        assert_eq!(cheap.count(), 1);
        assert_eq!(cheap.counting.get(), Some(&None));
    }

    #[test]
    fn every_question_counts_in_the_order_the_sum_alone_decides() {
        // Whether a count stops to choose depends on how far it gets in
        // the default order, which depends on the question; the order kept
        // must not. Counted or asked first whether it is unique, each
        // published sum and sum of colour names ends up with the order the
        // estimate prefers, or, counted within the nodes allowed before
        // choosing, the default; and every count agrees.
        let texts = include_str!("../../tests/data/alphametics/sums.txt")
            .lines()
            .chain(include_str!("../../tests/data/alphametics/colour_sums.txt").lines())
            .filter(|line| !line.is_empty() && !line.starts_with('#'));
        let mut kept_by_count = 0;
        for text in texts {
            let counted = Puzzle::parse(text).unwrap();
            let count = counted.count();
            let asked = Puzzle::parse(text).unwrap();
            assert_eq!(asked.is_unique(), count == 1, "{text}");
            assert_eq!(asked.count(), count, "{text}");
            assert_eq!(asked.counting.get(), counted.counting.get(), "{text}");
            let default = counted.default();
            let expected = counting_plan(&counted.model, default);
            let within = !may_choose(default)
                || search::sum::count_solutions(default, u64::MAX).1 <= COUNT_BEFORE_CHOOSING;
            match counted.counting.get() {
                Some(None) if within => kept_by_count += usize::from(may_choose(default)),
                Some(chosen) => assert_eq!(chosen.as_deref(), expected.as_ref(), "{text}"),
                None => panic!("{text}: a count leaves its order chosen"),
            }
        }
        // Sums of ten letters and more that a count settles before choosing.
        assert!(kept_by_count > 10, "{kept_by_count}");
    }

    /// Every text the fast path reads gives the model of the full parser
    /// and lowering, under both zero rules and in several bases; texts it
    /// must leave to the full parser are left.
    #[test]
    fn the_fast_path_reads_sums_as_the_full_parser_does() {
        let corpus = [
            include_str!("../../tests/data/alphametics/sums.txt"),
            include_str!("../../tests/data/alphametics/colour_sums.txt"),
        ];
        let mut read = 0;
        let texts = corpus.iter().flat_map(|c| c.lines()).chain([
            "A == B",
            "A=B",
            "  SEND+MORE  =  MONEY  ",
            "\tA\r\n+\x0bB\x0c==C",
            "AB - CD == EF",
            "A - B - C == D - E + F",
            "abc + ABC == aBcA",
            "A + A + A + A == A",
        ]);
        for text in texts {
            for (base, strict) in [(10, false), (10, true), (16, false), (36, true), (2, false)] {
                let options = Options::new().base(base).zeros(if strict {
                    ZeroRule::Strict
                } else {
                    ZeroRule::Standard
                });
                let full = full_model(text, &options).map(|(_, model)| model);
                match plain_model(text, base, strict) {
                    Some(fast) => {
                        assert_eq!(Ok(&fast), full.as_ref(), "{text} in base {base}");
                        read += 1;
                    }
                    // Past the base's letters, or the solvers' limit in a
                    // large base, the full path decides; in base 10 every
                    // sum of the corpora is read fast.
                    None => assert!(
                        base != 10 || !corpus.iter().any(|c| c.contains(text)),
                        "{text} in base {base}: a plain sum left to the full path"
                    ),
                }
            }
        }
        assert!(read > 1000, "the fast path read only {read} texts");
        for text in [
            "",
            "A",
            "A + B",
            "A + B ==",
            "== A",
            "A == B == C",
            "A == B, B == C",
            "A + -B == C",
            "-A == B",
            "A - - B == C",
            "A1 + B == C",
            "A + 1 == B",
            "A =< B",
            "A => B",
            "A === B",
            "A != B",
            "A < B",
            "A * B == C",
            "A + (B) == C",
            "ÉA + B == C",
            "\u{feff}A + B == C",
            "A\u{a0}+ B == C",
            "ABCDEFGHIJKLMNOPQRSTUVWXYZ + abcdefghijklmnopqrstuvwxyz == A",
            "ABCDEFGHIJK == A",
            "ABCDEFGHIJKLMNOPQRSTUVWXYZ == ABCDEFGHIJKLMNOPQRSTUVWXYZ",
        ] {
            assert!(plain_model(text, 10, false).is_none(), "{text:?}");
        }
        // A sum whose reach passes the solvers' limit is the full path's
        // to judge, as are words too long for 128 bits.
        assert!(plain_model("ABCDEFGHIJKLMNOPQ == R", 36, false).is_none());
        assert!(plain_model(&"A".repeat(40), 10, false).is_none());
    }

    #[test]
    fn a_puzzle_read_by_the_fast_path_builds_its_tree_on_demand() {
        let fast = Puzzle::parse("SEND + MORE == MONEY").unwrap();
        assert!(fast.equations.get().is_none());
        let (equations, _) = full_model(fast.text(), fast.options()).unwrap();
        assert_eq!(fast.equations(), equations.as_slice());
        let full = Puzzle::parse("SEND + MORE == MONEY, S > M").unwrap();
        assert_eq!(full.equations().len(), 2);
    }
}
