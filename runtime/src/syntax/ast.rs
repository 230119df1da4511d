//! The parsed form of a puzzle: equations of expressions over words.
//!
//! Parentheses leave no node of their own: they only shape the tree.

use std::ops::Range;

use unicode_properties::{GeneralCategory, GeneralCategoryGroup, UnicodeGeneralCategory};

/// A letter of the puzzle: its place in the puzzle's alphabet, the
/// distinct letters in code-point order (see
/// [`Puzzle::letters`](crate::Puzzle::letters)).
pub type Letter = u8;

/// The most distinct letters a puzzle may have: as many as the largest
/// base, 36, has digits.
pub const MAX_LETTERS: usize = 36;

/// The most unknowns a puzzle may have: its letters and its `?`s, each
/// `?` a digit of its own. A `?` need not differ from the other digits,
/// so their number is not bounded by the base; it is bounded by the
/// 64-bit sets the solvers keep their unknowns in.
pub const MAX_UNKNOWNS: usize = 64;

/// Whether `c` is a letter of a word: any Unicode letter or combining
/// mark, so that words in any script are words, each code point one
/// letter (a Devanagari vowel sign or virama counts as a letter, as the
/// published puzzles in that script count them). Case is as written:
/// `a` and `A`, or Turkish `ı` and `i`, are different letters, and
/// nothing is folded or expanded (`ß` stays one letter).
///
/// ```
/// use alphametic_runtime::is_letter;
/// assert!(is_letter('A') && is_letter('z') && is_letter('ß') && is_letter('ı'));
/// assert!(is_letter('λ') && is_letter('क') && is_letter('\u{94D}'));
/// assert!(!is_letter('7') && !is_letter('+') && !is_letter('×') && !is_letter(' '));
/// ```
pub fn is_letter(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphabetic();
    }
    matches!(
        c.general_category_group(),
        GeneralCategoryGroup::Letter | GeneralCategoryGroup::Mark
    )
}

/// Whether `c` is an invisible format character, such as a soft hyphen
/// (U+00AD) or a zero-width space, that text pasted from a web page may
/// hold inside a word: the puzzle language skips it.
pub(crate) fn is_ignorable(c: char) -> bool {
    !c.is_ascii() && c.general_category() == GeneralCategory::Format
}

/// One character of a word: a letter, or a digit written in place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Glyph {
    /// A letter of the puzzle, whose digit the solver finds.
    Letter(Letter),
    /// A digit given in the text (`2` in `DOTA2`), in the puzzle's base.
    Digit(u8),
}

/// A word: its characters, most significant first, and where it stands.
///
/// A word holds at least one letter; the rest may be digits given in
/// place, as published puzzles give a digit away (`DOTA2`, `5AB`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Word {
    /// The characters, most significant first.
    pub glyphs: Vec<Glyph>,
    /// The byte range of the word in the puzzle text.
    pub span: Range<usize>,
}

impl Word {
    /// The letter that may not be 0: the first character of a word of two
    /// or more characters, when it is a letter. A one-letter word may be 0.
    pub fn leading(&self) -> Option<Letter> {
        match self.glyphs.as_slice() {
            [_, _, ..] => self.first_letter(),
            _ => None,
        }
    }

    /// The first character when it is a letter: under the strict zero
    /// rule, not 0 even in a one-letter word.
    pub fn first_letter(&self) -> Option<Letter> {
        match self.glyphs.first() {
            Some(Glyph::Letter(l)) => Some(*l),
            _ => None,
        }
    }

    /// The letters with their places, counted from the last character
    /// (place 0), last character first.
    pub fn letters(&self) -> impl Iterator<Item = (u32, Letter)> + '_ {
        self.glyphs
            .iter()
            .rev()
            .enumerate()
            .filter_map(|(k, g)| match g {
                Glyph::Letter(l) => Some((k as u32, *l)),
                Glyph::Digit(_) => None,
            })
    }

    /// The value of the digits given in place, the letters counting as 0;
    /// `None` if it does not fit in an `i128`.
    pub fn given(&self, base: u32) -> Option<i128> {
        let mut value: i128 = 0;
        let mut place: Option<i128> = Some(1);
        for glyph in self.glyphs.iter().rev() {
            if let Glyph::Digit(d) = glyph {
                value = value.checked_add(place?.checked_mul(i128::from(*d))?)?;
            }
            place = place.and_then(|p| p.checked_mul(i128::from(base)));
        }
        Some(value)
    }

    /// Whether the word holds a digit given in place.
    pub fn has_digits(&self) -> bool {
        self.glyphs.iter().any(|g| matches!(g, Glyph::Digit(_)))
    }
}

/// A binary operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`, exact: the quotient of two values is a fraction, never rounded.
    Div,
    /// `^`, with a number or a word as the exponent.
    Pow,
    /// `//`, floor division of integers: `⌊a / b⌋`.
    FloorDiv,
    /// `%`, the remainder of floor division: `a − b · (a // b)`, whose
    /// sign is that of `b`.
    Mod,
}

impl BinOp {
    /// The operator as written.
    pub const fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Pow => "^",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
        }
    }
}

/// How the two sides of a constraint compare.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Relation {
    /// `==`, also written `=`.
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
}

impl Relation {
    /// The relation as written (`==` for both spellings of equality).
    pub const fn symbol(self) -> &'static str {
        match self {
            Relation::Eq => "==",
            Relation::Ne => "!=",
            Relation::Lt => "<",
            Relation::Le => "<=",
            Relation::Gt => ">",
            Relation::Ge => ">=",
        }
    }

    /// Whether `ordering`, that of the left side to the right, satisfies
    /// the relation.
    pub fn holds(self, ordering: std::cmp::Ordering) -> bool {
        use std::cmp::Ordering::{Equal, Greater, Less};
        match self {
            Relation::Eq => ordering == Equal,
            Relation::Ne => ordering != Equal,
            Relation::Lt => ordering == Less,
            Relation::Le => ordering != Greater,
            Relation::Gt => ordering == Greater,
            Relation::Ge => ordering != Less,
        }
    }

    /// The relation with its sides swapped: `a < b` is `b > a`.
    pub const fn swapped(self) -> Relation {
        match self {
            Relation::Lt => Relation::Gt,
            Relation::Le => Relation::Ge,
            Relation::Gt => Relation::Lt,
            Relation::Ge => Relation::Le,
            other => other,
        }
    }
}

/// A function or predicate of the puzzle language, as the puzzle
/// community's Python library (enigma.py) names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Func {
    /// `is_prime(n)`: 1 if `n` is a prime, else 0.
    IsPrime,
    /// `is_square(n)`: 1 if `n ≥ 0` is a perfect square (0 is), else 0.
    IsSquare,
    /// `is_cube(n)`: 1 if `n` is a perfect cube (0 and −8 are), else 0.
    IsCube,
    /// `is_triangular(n)`: 1 if `n = k(k+1)/2` for some `k ≥ 0`, else 0.
    IsTriangular,
    /// `is_palindrome(n)`: 1 if the digits of `|n|` in the puzzle's base
    /// read the same both ways, else 0.
    IsPalindrome,
    /// `dsum(n)`: the sum of the digits of `|n|` in the puzzle's base.
    Dsum,
    /// `digrt(n)`: the digital root of `|n|` in the puzzle's base, 0 for 0.
    Digrt,
    /// `nrev(n)`: `n` with its digits in the puzzle's base reversed, the
    /// sign kept (`nrev(120) == 21`).
    Nrev,
    /// `gcd(a, b)`: the greatest common divisor, never negative;
    /// `gcd(0, 0) == 0`.
    Gcd,
    /// `abs(n)`.
    Abs,
    /// `min(a, b, …)`, of two or more values.
    Min,
    /// `max(a, b, …)`, of two or more values.
    Max,
}

impl Func {
    /// Every function, in the order the documentation lists them.
    pub const ALL: [Func; 12] = [
        Func::IsPrime,
        Func::IsSquare,
        Func::IsCube,
        Func::IsTriangular,
        Func::IsPalindrome,
        Func::Dsum,
        Func::Digrt,
        Func::Nrev,
        Func::Gcd,
        Func::Abs,
        Func::Min,
        Func::Max,
    ];

    /// The name as written.
    pub const fn name(self) -> &'static str {
        match self {
            Func::IsPrime => "is_prime",
            Func::IsSquare => "is_square",
            Func::IsCube => "is_cube",
            Func::IsTriangular => "is_triangular",
            Func::IsPalindrome => "is_palindrome",
            Func::Dsum => "dsum",
            Func::Digrt => "digrt",
            Func::Nrev => "nrev",
            Func::Gcd => "gcd",
            Func::Abs => "abs",
            Func::Min => "min",
            Func::Max => "max",
        }
    }

    /// The function named `name`.
    ///
    /// ```
    /// # use alphametic_runtime::__private::Func;
    /// assert_eq!(Func::from_name("is_prime"), Some(Func::IsPrime));
    /// assert_eq!(Func::from_name("is_even"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Func> {
        Func::ALL.into_iter().find(|f| f.name() == name)
    }

    /// The least and the most arguments it takes (`None`: no limit).
    pub const fn arity(self) -> (usize, Option<usize>) {
        match self {
            Func::Gcd => (2, Some(2)),
            Func::Min | Func::Max => (2, None),
            _ => (1, Some(1)),
        }
    }

    /// Whether it is a predicate, whose value is 1 or 0.
    pub const fn is_predicate(self) -> bool {
        matches!(
            self,
            Func::IsPrime | Func::IsSquare | Func::IsCube | Func::IsTriangular | Func::IsPalindrome
        )
    }
}

/// `and` or `or` between truth values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LogicOp {
    /// `and`: 1 if every operand is other than 0.
    And,
    /// `or`: 1 if some operand is other than 0.
    Or,
}

impl LogicOp {
    /// The keyword as written.
    pub const fn keyword(self) -> &'static str {
        match self {
            LogicOp::And => "and",
            LogicOp::Or => "or",
        }
    }
}

/// An expression on one side of an equation.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Expr {
    /// A word, read as a number in the puzzle's base.
    Word(Word),
    /// A non-negative integer literal, written in decimal.
    Number {
        /// Its value.
        value: u64,
        /// The byte range of the literal in the puzzle text.
        span: Range<usize>,
    },
    /// `-operand`.
    Neg {
        /// The negated expression.
        operand: Box<Expr>,
        /// The byte range from the `-` to the end of the operand.
        span: Range<usize>,
    },
    /// A power, `lhs ^ rhs`: the only operator kept as a binary node,
    /// since the grammar bounds how deep exponents nest.
    Binary {
        /// The operator, always [`BinOp::Pow`].
        op: BinOp,
        /// The base.
        lhs: Box<Expr>,
        /// The exponent.
        rhs: Box<Expr>,
        /// The byte range from the base to the exponent, with the
        /// parentheses around the base.
        span: Range<usize>,
    },
    /// Operands of one precedence level joined left to right: a sum
    /// `A + B - C`, whose operators are `+` and `-`, or a product
    /// `A * B / C`, whose operators are `*`, `/`, `//` and `%`.
    ///
    /// A flat list rather than nested binary nodes: a sum of 100,000 words
    /// is one node with 100,000 operands, not a tree 100,000 levels deep,
    /// so nothing that walks the tree needs a stack that grows with the
    /// length of the puzzle.
    Chain {
        /// The first operand, which has no operator of its own.
        first: Box<Expr>,
        /// Every later operand with the operator before it; never empty.
        rest: Vec<Operand>,
        /// The byte range from the first operand to the last, with the
        /// parentheses around either.
        span: Range<usize>,
    },
    /// A function or predicate applied to its arguments: `is_prime(AB)`,
    /// `gcd(AB, CD)`.
    Call {
        /// The function.
        func: Func,
        /// The arguments, as many as the function takes.
        args: Vec<Expr>,
        /// The byte range from the name to the closing parenthesis.
        span: Range<usize>,
    },
    /// A relation used as a value: 1 where it holds, 0 where it does not
    /// (`(A != 4) + (B != 5) == 1`, or `A > 2` under `and`).
    Compare {
        /// The left side.
        lhs: Box<Expr>,
        /// How the sides compare.
        relation: Relation,
        /// The right side.
        rhs: Box<Expr>,
        /// The byte range from the left side to the right.
        span: Range<usize>,
    },
    /// Truth values joined by `and` or by `or`: 1 or 0. A flat list, as
    /// [`Expr::Chain`] is, so that a long `or` is no deep tree.
    Logic {
        /// `and` or `or`.
        op: LogicOp,
        /// Two or more operands, each true where it is not 0.
        operands: Vec<Expr>,
        /// The byte range from the first operand to the last.
        span: Range<usize>,
    },
    /// `not operand`: 1 where the operand is 0, else 0.
    Not {
        /// The negated truth value.
        operand: Box<Expr>,
        /// The byte range from `not` to the end of the operand.
        span: Range<usize>,
    },
}

/// An operand of an [`Expr::Chain`] after the first, with the operator
/// that joins it to what comes before.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Operand {
    /// `+` or `-` in a sum; `*`, `/`, `//` or `%` in a product.
    pub op: BinOp,
    /// The operand.
    pub expr: Expr,
    /// The byte range of the operand with the parentheses around it.
    pub span: Range<usize>,
}

impl Expr {
    /// Calls `f` on every word of the expression, left to right.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("SEND + MORE == MONEY").unwrap();
    /// let mut n = 0;
    /// puzzle.equations()[0].lhs.for_each_word(&mut |_| n += 1);
    /// assert_eq!(n, 2);
    /// ```
    pub fn for_each_word<'a>(&'a self, f: &mut impl FnMut(&'a Word)) {
        // Most sides are a word or a chain of words and numbers: no stack.
        let leaf = |expr: &'a Expr| match expr {
            Expr::Word(word) => Some(Some(word)),
            Expr::Number { .. } => Some(None),
            _ => None,
        };
        match self {
            Expr::Word(word) => return f(word),
            Expr::Chain {
                first, rest: ops, ..
            } if leaf(first).is_some() && ops.iter().all(|o| leaf(&o.expr).is_some()) => {
                let leaves = std::iter::once(&**first).chain(ops.iter().map(|o| &o.expr));
                leaves.filter_map(|e| leaf(e).flatten()).for_each(f);
                return;
            }
            _ => {}
        }
        // An explicit stack of what remains, operands pushed in reverse so
        // that words come left to right.
        let mut rest = vec![self];
        while let Some(expr) = rest.pop() {
            match expr {
                Expr::Word(word) => f(word),
                Expr::Number { .. } => {}
                Expr::Neg { operand, .. } => rest.push(operand),
                Expr::Binary { lhs, rhs, .. } => rest.extend([&**rhs, &**lhs]),
                Expr::Chain {
                    first, rest: ops, ..
                } => {
                    rest.extend(ops.iter().rev().map(|o| &o.expr));
                    rest.push(first);
                }
                Expr::Call { args, .. } => rest.extend(args.iter().rev()),
                Expr::Compare { lhs, rhs, .. } => rest.extend([&**rhs, &**lhs]),
                Expr::Logic { operands, .. } => rest.extend(operands.iter().rev()),
                Expr::Not { operand, .. } => rest.push(operand),
            }
        }
    }

    /// Whether a word occurs in the expression.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("2 ^ 3 == A").unwrap();
    /// assert!(!puzzle.equations()[0].lhs.has_words());
    /// assert!(puzzle.equations()[0].rhs.has_words());
    /// ```
    pub fn has_words(&self) -> bool {
        let mut any = false;
        self.for_each_word(&mut |_| any = true);
        any
    }

    /// Whether the expression holds a function, a relation used as a
    /// value, `and`, `or` or `not`: what only the polynomial lowering
    /// evaluates.
    pub fn has_logic(&self) -> bool {
        let mut rest = vec![self];
        while let Some(expr) = rest.pop() {
            match expr {
                Expr::Word(_) | Expr::Number { .. } => {}
                Expr::Neg { operand, .. } => rest.push(operand),
                Expr::Binary { lhs, rhs, .. } => rest.extend([&**lhs, &**rhs]),
                Expr::Chain {
                    first, rest: ops, ..
                } => {
                    rest.push(first);
                    rest.extend(ops.iter().map(|o| &o.expr));
                }
                Expr::Call { .. }
                | Expr::Compare { .. }
                | Expr::Logic { .. }
                | Expr::Not { .. } => {
                    return true;
                }
            }
        }
        false
    }

    /// The byte range of the expression in the puzzle text, without the
    /// parentheses around it but with those inside.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let puzzle = Puzzle::parse("2 * (AB + C) == DE").unwrap();
    /// assert_eq!(puzzle.equations()[0].lhs.span(), 0..12);
    /// ```
    pub fn span(&self) -> Range<usize> {
        match self {
            Expr::Word(word) => word.span.clone(),
            Expr::Number { span, .. }
            | Expr::Neg { span, .. }
            | Expr::Binary { span, .. }
            | Expr::Chain { span, .. }
            | Expr::Call { span, .. }
            | Expr::Compare { span, .. }
            | Expr::Logic { span, .. }
            | Expr::Not { span, .. } => span.clone(),
        }
    }
}

/// One constraint: `lhs == rhs`, or another [`Relation`] between the
/// two sides.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Equation {
    /// The left side.
    pub lhs: Expr,
    /// How the sides compare.
    pub relation: Relation,
    /// The right side.
    pub rhs: Expr,
    /// The byte range of the equation in the puzzle text.
    pub span: Range<usize>,
}

/// A bottom-up evaluation of an expression: what the lowering computes
/// for each kind of node. [`fold`] drives it with an explicit stack, so
/// no evaluation recurses, and combines the operands of a chain one at a
/// time, so a chain of 100,000 operands never holds 100,000 values.
pub(crate) trait Fold {
    /// The value of an expression.
    type Value;
    /// Why an expression has no value.
    type Error;

    /// A word or a number; `exponent` tells whether it stands in the
    /// exponent of a power.
    fn leaf(&mut self, expr: &Expr, exponent: bool) -> Result<Self::Value, Self::Error>;

    /// `-operand`, for the [`Expr::Neg`] `expr`.
    fn neg(&mut self, expr: &Expr, operand: Self::Value) -> Result<Self::Value, Self::Error>;

    /// `base ^ exponent`, for the [`Expr::Binary`] `expr`.
    fn pow(
        &mut self,
        expr: &Expr,
        base: Self::Value,
        exponent: Self::Value,
    ) -> Result<Self::Value, Self::Error>;

    /// `acc op operand` within a chain; `span` runs from the chain's first
    /// operand to this one.
    fn chain(
        &mut self,
        operand: &Operand,
        span: Range<usize>,
        acc: Self::Value,
        value: Self::Value,
    ) -> Result<Self::Value, Self::Error>;

    /// The function of the [`Expr::Call`] `expr` applied to `args`.
    fn call(&mut self, expr: &Expr, args: Vec<Self::Value>) -> Result<Self::Value, Self::Error>;

    /// The relation of the [`Expr::Compare`] `expr` as 1 or 0.
    fn compare(
        &mut self,
        expr: &Expr,
        lhs: Self::Value,
        rhs: Self::Value,
    ) -> Result<Self::Value, Self::Error>;

    /// `acc op value` within an [`Expr::Logic`]; `span` runs from its
    /// first operand to this one.
    fn logic(
        &mut self,
        op: LogicOp,
        span: Range<usize>,
        acc: Self::Value,
        value: Self::Value,
    ) -> Result<Self::Value, Self::Error>;

    /// `not operand`, for the [`Expr::Not`] `expr`.
    fn not(&mut self, expr: &Expr, operand: Self::Value) -> Result<Self::Value, Self::Error>;
}

/// The value of `expr` by `folder`, computed bottom-up, left to right.
pub(crate) fn fold<F: Fold>(expr: &Expr, folder: &mut F) -> Result<F::Value, F::Error> {
    enum Task<'a> {
        /// Evaluate this node; the flag marks an exponent.
        Enter(&'a Expr, bool),
        /// Negate the value on top.
        Neg(&'a Expr),
        /// Raise the value below the top to the top.
        Pow(&'a Expr),
        /// Join operand `i` of a chain's `rest` (the top value) to what
        /// precedes it (the value below), then go on with operand `i + 1`;
        /// with `i == 0` there is nothing to join yet. `start` is where
        /// the chain starts in the text.
        Chain {
            rest: &'a [Operand],
            start: usize,
            exponent: bool,
            i: usize,
        },
        /// Apply the call to the values of its arguments, on top.
        Call(&'a Expr, usize),
        /// Compare the value below the top with the top.
        Compare(&'a Expr),
        /// As `Chain`, for the operands of `and` or `or`.
        Logic {
            op: LogicOp,
            operands: &'a [Expr],
            start: usize,
            i: usize,
        },
        /// Negate the truth of the value on top.
        Not(&'a Expr),
    }
    // Room for a chain inside a chain without growing.
    let mut tasks = Vec::with_capacity(8);
    tasks.push(Task::Enter(expr, false));
    let mut values: Vec<F::Value> = Vec::new();
    let pop = |values: &mut Vec<F::Value>| values.pop().expect("each task leaves its value");
    while let Some(task) = tasks.pop() {
        match task {
            Task::Enter(e, exponent) => match e {
                Expr::Word(_) | Expr::Number { .. } => values.push(folder.leaf(e, exponent)?),
                Expr::Neg { operand, .. } => {
                    tasks.push(Task::Neg(e));
                    tasks.push(Task::Enter(operand, exponent));
                }
                Expr::Binary { lhs, rhs, .. } => {
                    tasks.push(Task::Pow(e));
                    tasks.push(Task::Enter(rhs, true));
                    tasks.push(Task::Enter(lhs, exponent));
                }
                Expr::Chain { first, rest, span } => {
                    tasks.push(Task::Chain {
                        rest,
                        start: span.start,
                        exponent,
                        i: 0,
                    });
                    tasks.push(Task::Enter(first, exponent));
                }
                Expr::Call { args, .. } => {
                    tasks.push(Task::Call(e, args.len()));
                    tasks.extend(args.iter().rev().map(|a| Task::Enter(a, false)));
                }
                Expr::Compare { lhs, rhs, .. } => {
                    tasks.push(Task::Compare(e));
                    tasks.push(Task::Enter(rhs, false));
                    tasks.push(Task::Enter(lhs, false));
                }
                Expr::Logic { op, operands, span } => tasks.push(Task::Logic {
                    op: *op,
                    operands,
                    start: span.start,
                    i: 0,
                }),
                Expr::Not { operand, .. } => {
                    tasks.push(Task::Not(e));
                    tasks.push(Task::Enter(operand, false));
                }
            },
            Task::Call(e, n) => {
                let args = values.split_off(values.len().saturating_sub(n));
                values.push(folder.call(e, args)?);
            }
            Task::Compare(e) => {
                let rhs = pop(&mut values);
                let lhs = pop(&mut values);
                values.push(folder.compare(e, lhs, rhs)?);
            }
            Task::Not(e) => {
                let operand = pop(&mut values);
                values.push(folder.not(e, operand)?);
            }
            Task::Logic {
                op,
                operands,
                start,
                i,
            } => {
                // Operand `i − 1` is on top, what precedes it below (none
                // for the first).
                if let Some(prev) = i.checked_sub(1).and_then(|j| operands.get(j))
                    && i > 1
                {
                    let value = pop(&mut values);
                    let acc = pop(&mut values);
                    let joined = start..prev.span().end;
                    values.push(folder.logic(op, joined, acc, value)?);
                }
                if let Some(next) = operands.get(i) {
                    tasks.push(Task::Logic {
                        op,
                        operands,
                        start,
                        i: i + 1,
                    });
                    tasks.push(Task::Enter(next, false));
                }
            }
            Task::Neg(e) => {
                let operand = pop(&mut values);
                values.push(folder.neg(e, operand)?);
            }
            Task::Pow(e) => {
                let exponent = pop(&mut values);
                let base = pop(&mut values);
                values.push(folder.pow(e, base, exponent)?);
            }
            Task::Chain {
                rest,
                start,
                exponent,
                i,
            } => {
                if let Some(operand) = i.checked_sub(1).and_then(|j| rest.get(j)) {
                    let value = pop(&mut values);
                    let acc = pop(&mut values);
                    let joined = start..operand.span.end;
                    values.push(folder.chain(operand, joined, acc, value)?);
                }
                if let Some(next) = rest.get(i) {
                    tasks.push(Task::Chain {
                        rest,
                        start,
                        exponent,
                        i: i + 1,
                    });
                    tasks.push(Task::Enter(&next.expr, exponent));
                }
            }
        }
    }
    Ok(pop(&mut values))
}

#[cfg(test)]
mod tests {
    use std::cmp::Ordering;

    use super::*;

    #[test]
    fn a_leading_letter_starts_a_word_of_two_or_more() {
        let word = |glyphs: &[Glyph]| Word {
            glyphs: glyphs.to_vec(),
            span: 0..glyphs.len(),
        };
        assert_eq!(
            word(&[Glyph::Letter(18), Glyph::Letter(4)]).leading(),
            Some(18)
        );
        assert_eq!(word(&[Glyph::Letter(0)]).leading(), None);
        assert_eq!(word(&[Glyph::Digit(5), Glyph::Letter(0)]).leading(), None);
    }

    #[test]
    fn a_first_letter_may_stand_alone() {
        let word = Word {
            glyphs: vec![Glyph::Letter(3)],
            span: 0..1,
        };
        assert_eq!(word.first_letter(), Some(3));
    }

    #[test]
    fn letters_come_with_their_places() {
        let word = Word {
            glyphs: vec![Glyph::Letter(7), Glyph::Digit(2)],
            span: 0..2,
        };
        assert_eq!(word.letters().collect::<Vec<_>>(), [(1, 7)]);
    }

    #[test]
    fn given_digits_count_in_the_base() {
        let word = Word {
            glyphs: vec![Glyph::Letter(0), Glyph::Digit(2), Glyph::Digit(1)],
            span: 0..3,
        };
        assert_eq!(word.given(16), Some(2 * 16 + 1));
    }

    #[test]
    fn operators_and_relations_as_written() {
        assert_eq!(BinOp::Pow.symbol(), "^");
        assert_eq!(Relation::Le.symbol(), "<=");
    }

    #[test]
    fn relations_hold_on_orderings() {
        assert!(Relation::Le.holds(Ordering::Equal));
        assert!(!Relation::Gt.holds(Ordering::Less));
        assert_eq!(Relation::Lt.swapped(), Relation::Gt);
    }
}
