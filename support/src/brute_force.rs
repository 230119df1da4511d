//! The brute force: every assignment of digits to the unknowns, each checked
//! by evaluating the puzzle, the way simple alphametic tools solve puzzles.
//!
//! The tests use it as their oracle and the benchmarks as the peer baseline,
//! so it shares no code with the library: it has its own tokenizer and
//! parser and does its own exact arithmetic on `i128` fractions. A bug in the
//! library cannot hide in it too.
//!
//! The language:
//!
//! ```text
//! puzzle     = constraints | division | product
//! constraints = constraint { ("," | ";" | "&&") constraint }
//! constraint = condition
//! condition  = conjunction { "or" conjunction }
//! conjunction = negation { "and" negation }
//! negation   = "not" negation | comparison
//! comparison = expr [ relation expr ]
//! relation   = "==" | "=" | "!=" | "<" | "<=" | ">" | ">="
//! expr       = term { ("+" | "-") term }
//! term       = unary { ("*" | "/" | "//" | "%") unary }
//! unary      = "-" unary | power
//! power      = atom [ "^" exponent ]
//! exponent   = (number | word) [ "^" exponent ]
//! atom       = word | number | call | "(" condition ")"
//! call       = function "(" condition { "," condition } ")"
//! division   = word "/" word equals word "|" step { "|" step }
//! step       = [ word "-" word equals word ]
//! product    = word "*" word equals word "|" line { "|" line }
//! line       = [ word ]
//! equals     = "==" | "="
//! word       = a run of letters, digits "0".."9" and "?" holding a letter or a "?"
//! number     = a run of digits "0".."9"
//! letter     = an ASCII letter, or any Unicode letter or combining mark
//! ```
//!
//! A constraint is a comparison, or a truth value holding a function,
//! `and`, `or`, `not` or a comparison in parentheses: true where it is not
//! 0. A comparison inside a constraint is 1 where it holds and 0 where it
//! does not; `and`, `or` and `not` give 1 or 0. A function is a name of
//! ASCII lowercase letters, digits and `_` right before `(`: `is_prime`,
//! `is_square` (0 is one), `is_cube` (of any sign), `is_triangular`,
//! `is_palindrome` (the digits of |n| in the base), `dsum` and `digrt`
//! (of |n|, in the base), `nrev` (the digits of |n| reversed, the sign
//! kept), `gcd` of two, `abs`, and `min` and `max` of two or more; a
//! predicate is 1 or 0. A function takes whole numbers: a fraction makes
//! the assignment no solution, as a division by zero does. The words
//! `and` and `or` are keywords after a word, a number or `)`, or before a
//! word, a number, `(` or a function; `not` is one before those and not
//! after a word, a number or `)`; elsewhere each is a word.
//!
//! Whitespace (Unicode's) may stand between tokens. A token is a maximal run
//! of letters, digits and `?`s, so `AB2` and `1?5` are one word each and
//! `2 A` is two tokens. A puzzle with a `|` is a division or a product, the
//! layouts below, and cannot join constraints with `,`, `;` or `&&`.
//!
//! A word is read in the puzzle's base, one place per character: a letter
//! stands for its digit, a `?` for a digit of its own, a digit for itself
//! (`AB2` in base 16 is `A·256 + B·16 + 2`, `2A` is `2·base + A`). A digit
//! not below the base is an error, and so is a word of two or more
//! characters that starts with `0`. Letters are case-sensitive (`a` and `A`
//! are two letters), each code point is one letter, and a puzzle has at most
//! 36 distinct ones (as many as the largest base has digits). A number is
//! always decimal.
//!
//! The unknowns are the letters and the `?`s. Letters take distinct digits;
//! each `?` is a blank of its own that may take any digit, the digit of a
//! letter or of another `?` too. Two assignments that differ only in a `?`
//! are two solutions. The blanks are numbered in the order of the text: the
//! k-th `?` of the text is blank k. A puzzle has at most 64 unknowns.
//!
//! A constraint compares the exact rational values of its sides; a chain
//! such as `A < B < C` or `A == B == C` is an error. `/` divides exactly.
//! `//` and `%` bind like `*` and `/`, left to right, and floor: `a // b`
//! is ⌊a / b⌋ and `a % b` is `a - b·(a // b)`, so a nonzero remainder has
//! the sign of `b` (`-7 // 2 == -4`, `-7 % 2 == 1`, `7 % -2 == -1`). Both
//! need whole operands. An assignment under which any division (`/`,
//! `//`, `%`) divides by zero, or `//` or `%` meets an operand that is not
//! a whole number, is not a solution; a constant divisor 0 (`A // 0`) is
//! therefore no error, just a puzzle with no solution.
//!
//! A division `D / d = Q | S1 | … | Sm` is long division as the written
//! method lays it out, one step per character of the quotient `Q`: exactly
//! m of them, m being the length of `Q`. With n the length of `D` and
//! k = n − m + 1 (at least 1), the first step works on the first k
//! characters of `D`, and each later one on the previous step's difference
//! with the next character of `D` brought down (`cur·base + digit`). A step
//! `X - Y = Z` says that `X` is that number, the quotient's digit is not 0,
//! `Y` is the divisor times it and `Z = X − Y` is below the divisor; an
//! empty step (nothing between its bars) says that the quotient's digit is
//! 0 and the number is below the divisor, and passes the number on
//! unchanged. The last difference is the remainder.
//!
//! A product `A * B = C | P1 | … | Pm` is long multiplication: `C` is
//! `A·B`, and line j belongs to the j-th character of `B` counted from the
//! right, m being the length of `B`. A line with a word says that this digit
//! is not 0 and the word is `A` times it; an empty line says that the digit
//! is 0.
//!
//! Each constraint, and each of the conditions a layout states, is compiled
//! once to a postfix program: a check. The search sets the unknowns one at
//! a time, a letter to each digit no other letter holds and a `?` to each
//! digit, skipping only leading zeros, and runs each check as soon as every
//! unknown it reads is set. A check that fails fails every completion, so
//! none is skipped that could be a solution. A puzzle of one constraint is
//! thus checked on every complete assignment and nothing else, as simple
//! tools do: that is all the pruning a baseline should do. The layouts'
//! many small checks are what make long division with a dozen `?`s
//! tractable for it.
//!
//! Leading zeros follow one of two rules, both reading a word's first
//! character: by default a letter or `?` that starts a word of two or more
//! characters may not be 0 and a one-character word may be 0; under the
//! strict rule ([`BruteForce::with_rule`]) no letter or `?` that starts a
//! word may be 0. A digit that starts a word is only a digit. Every word of
//! a layout follows the rule, as any word does.

// Compiled both into the benchmarks and into the tests, which use different
// parts of it.
#![allow(dead_code)]

mod layout;
#[cfg(test)]
mod tests;

use std::cmp::Ordering;
use std::ops::Range;

use unicode_properties::{GeneralCategoryGroup, UnicodeGeneralCategory};

use crate::oracle::Filled;

pub(crate) use layout::Layout;

/// The most distinct letters a puzzle may have: as many as the largest
/// base has digits. More could never take distinct digits.
const MAX_LETTERS: usize = 36;

/// The most unknowns, letters and `?`s, a puzzle may have: a bit each in a
/// `u64`, and far more than the search could ever enumerate.
const MAX_UNKNOWNS: usize = 64;

/// Letter rules beyond the alphametic's own, for
/// [`BruteForce::with_rules`].
#[derive(Clone, Debug, Default)]
pub struct Rules {
    /// Groups of letters, each letter differing from the others of its
    /// groups; `None`: every letter differs from every other.
    pub groups: Option<Vec<String>>,
    /// Letters and the digits each may take (bit d for digit d); a letter
    /// named twice takes a digit of both.
    pub digits_of: Vec<(char, u64)>,
    /// The characters that are symbols, in place of the letters.
    pub symbols: Option<String>,
    /// Whether any word may start with 0.
    pub zeros_allowed: bool,
}

/// A puzzle ready for the search.
pub struct BruteForce {
    /// The puzzle as given, for the overflow message.
    text: String,
    base: u32,
    /// The letters in code-point order; a letter's index in this list is
    /// its index in the digit array.
    letters: Vec<char>,
    /// How many `?`s the text has; blank k is unknown `letters.len() + k`
    /// in the digit array.
    blanks: usize,
    /// `leading[u]`: unknown `u` starts a word of two or more characters,
    /// or under the strict rule any word.
    leading: Vec<bool>,
    /// The digits the unknowns may take: bit d for digit d.
    allowed: u64,
    /// `differ[u]`: the unknowns whose digits unknown `u` must differ
    /// from, bit v for unknown v.
    differ: Vec<u64>,
    /// `own[u]`: the digits unknown `u` may take by the letter rules.
    own: Vec<u64>,
    /// Every check in turn, each both sides then an [`Op::Compare`].
    program: Vec<Op>,
    /// The checks: ranges of `program`.
    checks: Vec<Range<usize>>,
    /// The places of the words, most significant first; an [`Op::Word`]
    /// names a range of it.
    spellings: Vec<Place>,
    /// The unknowns in the order the search sets them.
    order: Vec<usize>,
    /// `due[t]`: the checks that read only the first `t` unknowns of
    /// `order`, run once those are set.
    due: Vec<Vec<usize>>,
    /// The most values the program holds at once.
    depth: usize,
    /// The words of a division or a product.
    layout: Option<Layout>,
}

/// An exact value `num / den`, not reduced; `den` is never 0 but may be
/// negative.
type Ratio = (i128, i128);

/// One character of a word.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Place {
    /// The unknown of this index in the digit array, a letter or a `?`:
    /// its digit varies with the assignment.
    Unknown(u8),
    /// A digit written in the word.
    Digit(u8),
}

/// A word's places: `spellings[start..start + len]`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Spelled {
    start: u32,
    len: u32,
}

impl Spelled {
    /// The `len` characters from the `from`-th on, as a word of their own.
    fn part(self, from: u32, len: u32) -> Spelled {
        debug_assert!(from + len <= self.len, "a part lies within its word");
        Spelled {
            start: self.start + from,
            len,
        }
    }
}

/// How a constraint compares its sides.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Relation {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl Relation {
    fn holds(self, order: Ordering) -> bool {
        match self {
            Relation::Eq => order.is_eq(),
            Relation::Ne => order.is_ne(),
            Relation::Lt => order.is_lt(),
            Relation::Le => order.is_le(),
            Relation::Gt => order.is_gt(),
            Relation::Ge => order.is_ge(),
        }
    }
}

#[derive(Clone, Copy, Debug)]
enum Op {
    Number(i128),
    /// A word whose every value fits in `i128`.
    Word {
        start: u32,
        len: u32,
    },
    /// A word so long in its base that its value may not fit.
    LongWord {
        start: u32,
        len: u32,
    },
    Add,
    Sub,
    Mul,
    Div,
    /// `//`: floor division of whole numbers.
    FloorDiv,
    /// `%`: the remainder of `//`.
    Rem,
    Neg,
    Pow,
    /// Pops two values and fails the assignment unless they compare so.
    Compare(Relation),
    /// Pops two values and pushes 1 if they compare so, else 0.
    Test(Relation),
    /// Pops the arguments and pushes the function of them.
    Call(Function, u32),
    /// Pushes 1 for 0, else 0.
    Not,
    And,
    Or,
    /// Pops a value and fails the assignment if it is 0.
    Truth,
}

/// A function of the language.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Function {
    IsPrime,
    IsSquare,
    IsCube,
    IsTriangular,
    IsPalindrome,
    Dsum,
    Digrt,
    Nrev,
    Gcd,
    Abs,
    Min,
    Max,
}

impl Function {
    fn named(name: &str) -> Option<Function> {
        Some(match name {
            "is_prime" => Function::IsPrime,
            "is_square" => Function::IsSquare,
            "is_cube" => Function::IsCube,
            "is_triangular" => Function::IsTriangular,
            "is_palindrome" => Function::IsPalindrome,
            "dsum" => Function::Dsum,
            "digrt" => Function::Digrt,
            "nrev" => Function::Nrev,
            "gcd" => Function::Gcd,
            "abs" => Function::Abs,
            "min" => Function::Min,
            "max" => Function::Max,
            _ => return None,
        })
    }

    /// Whether `n` arguments suit it.
    fn takes(self, n: usize) -> bool {
        match self {
            Function::Gcd => n == 2,
            Function::Min | Function::Max => n >= 2,
            _ => n == 1,
        }
    }

    /// The value of the function of `args` in `base`, by the definitions
    /// rather than by any cleverness.
    fn apply(self, base: i128, args: &[i128]) -> i128 {
        let n = args[0];
        let digits = |n: i128| {
            let mut n = n.abs();
            let mut out = Vec::new();
            while n > 0 {
                out.push(n % base);
                n /= base;
            }
            // Least significant first.
            out
        };
        let truth = |b: bool| b as i128;
        match self {
            Function::IsPrime => {
                truth(n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0))
            }
            Function::IsSquare => {
                truth(n >= 0 && (0..).take_while(|r| r * r <= n).any(|r| r * r == n))
            }
            Function::IsCube => {
                let m = n.abs();
                truth((0..).take_while(|r| r * r * r <= m).any(|r| r * r * r == m))
            }
            Function::IsTriangular => truth(
                n >= 0
                    && (0..)
                        .map(|k| k * (k + 1) / 2)
                        .take_while(|&t| t <= n)
                        .any(|t| t == n),
            ),
            Function::IsPalindrome => {
                let d = digits(n);
                truth(d.iter().eq(d.iter().rev()))
            }
            Function::Dsum => digits(n).iter().sum(),
            Function::Digrt => {
                let mut m = n.abs();
                while m >= base {
                    m = digits(m).iter().sum();
                }
                m
            }
            Function::Nrev => {
                let r = digits(n).iter().fold(0, |r, &d| r * base + d);
                if n < 0 { -r } else { r }
            }
            Function::Gcd => gcd(args[0], args[1]).abs(),
            Function::Abs => n.abs(),
            Function::Min => args.iter().copied().min().unwrap_or(0),
            Function::Max => args.iter().copied().max().unwrap_or(0),
        }
    }
}

/// A value the assignment leaves undefined: a division by zero, or a
/// fraction given to `//` or `%`. Such an assignment is no solution.
struct Undefined;

impl BruteForce {
    /// Parses `puzzle` in `base` (2..=36).
    ///
    /// Fails on text outside the language, with a message that says where.
    pub fn new(puzzle: &str, base: u32) -> Result<BruteForce, String> {
        BruteForce::with_rule(puzzle, base, false)
    }

    /// Parses `puzzle` in `base` (2..=36); when `strict`, a letter or `?`
    /// alone in a word may not be 0 either.
    pub fn with_rule(puzzle: &str, base: u32, strict: bool) -> Result<BruteForce, String> {
        BruteForce::with_digits(puzzle, base, strict, u64::MAX)
    }

    /// Parses `puzzle` in `base` (2..=36) under the zero rule `strict`
    /// names, its letters and `?`s taking only the digits of `digits` (bit d
    /// set: digit d allowed; `u64::MAX` for all of them). Digits written in
    /// the puzzle are not restricted.
    pub fn with_digits(
        puzzle: &str,
        base: u32,
        strict: bool,
        digits: u64,
    ) -> Result<BruteForce, String> {
        if !(2..=36).contains(&base) {
            return Err(format!("base {base} is not in 2..=36"));
        }
        let tokens = tokenize(puzzle)?;
        let mut letters: Vec<char> = tokens
            .iter()
            .filter_map(|(t, _)| match t {
                Token::Word(w) => Some(w.chars().filter(|&c| is_letter(c))),
                _ => None,
            })
            .flatten()
            .collect();
        // Code-point order, so that solutions list their letters in order.
        letters.sort_unstable();
        letters.dedup();
        if letters.len() > MAX_LETTERS {
            return Err(format!(
                "the puzzle has {} distinct letters, at most {MAX_LETTERS}",
                letters.len()
            ));
        }
        // The first blank of each token: `?`s are numbered in text order.
        let mut first_blank = Vec::with_capacity(tokens.len());
        let mut blanks = 0;
        for (token, _) in &tokens {
            first_blank.push(blanks);
            if let Token::Word(w) = token {
                blanks += w.chars().filter(|&c| c == '?').count();
            }
        }
        let unknowns = letters.len() + blanks;
        if unknowns > MAX_UNKNOWNS {
            return Err(format!(
                "the puzzle has {} distinct letters and {blanks} `?`s, \
                 at most {MAX_UNKNOWNS} together",
                letters.len()
            ));
        }
        let mut parser = Parser {
            text: puzzle,
            tokens: &tokens,
            first_blank: &first_blank,
            pos: 0,
            base,
            strict,
            letters: &letters,
            leading: vec![false; unknowns],
            program: Vec::new(),
            checks: Vec::new(),
            spellings: Vec::new(),
            layout: None,
        };
        parser.puzzle()?;
        let Parser {
            leading,
            program,
            checks,
            spellings,
            layout,
            ..
        } = parser;
        let depth = max_depth(&program);
        let read: Vec<Vec<usize>> = checks
            .iter()
            .map(|check| unknowns_read(&program[check.clone()], &spellings))
            .collect();
        let (order, due) = schedule(&read, unknowns);
        let all_letters = (1u64 << letters.len()) - 1;
        Ok(BruteForce {
            text: puzzle.to_owned(),
            base,
            differ: (0..unknowns)
                .map(|u| {
                    if u < letters.len() {
                        all_letters & !(1 << u)
                    } else {
                        0
                    }
                })
                .collect(),
            own: vec![u64::MAX; unknowns],
            letters,
            blanks,
            leading,
            allowed: digits,
            program,
            checks,
            spellings,
            order,
            due,
            depth,
            layout,
        })
    }

    /// Parses `puzzle` as [`BruteForce::with_digits`] does, under the
    /// letter rules `rules` as well.
    pub fn with_rules(
        puzzle: &str,
        base: u32,
        strict: bool,
        digits: u64,
        rules: &Rules,
    ) -> Result<BruteForce, String> {
        // Symbols other than letters are read as letters of their own,
        // taken from a block no puzzle here writes in and given in the
        // symbols' own order, so that the unknowns keep their order; the
        // names are put back once the puzzle is read.
        let mut names: Vec<char> = Vec::new();
        let text = match &rules.symbols {
            None => puzzle.to_owned(),
            Some(symbols) => {
                names = puzzle.chars().filter(|&c| symbols.contains(c)).collect();
                names.sort_unstable();
                names.dedup();
                let mut text = String::new();
                for c in puzzle.chars() {
                    match names.binary_search(&c) {
                        Ok(i) => {
                            text.push(char::from_u32(0x4E00 + i as u32).ok_or("too many symbols")?)
                        }
                        // A letter that is no symbol is the name of a
                        // function, which the parser reads.
                        Err(_) => text.push(c),
                    }
                }
                text
            }
        };
        let mut solver = BruteForce::with_digits(&text, base, strict, digits)?;
        if rules.symbols.is_some() {
            for letter in &mut solver.letters {
                *letter = names[(*letter as u32 - 0x4E00) as usize];
            }
            solver.text = puzzle.to_owned();
        }
        if rules.zeros_allowed {
            solver.leading.fill(false);
        }
        let index = |c: char| solver.letters.iter().position(|&l| l == c);
        if let Some(groups) = &rules.groups {
            let mut differ = vec![0u64; solver.differ.len()];
            for group in groups {
                let members: Vec<usize> = group.chars().filter_map(index).collect();
                for &a in &members {
                    for &b in &members {
                        if a != b {
                            differ[a] |= 1 << b;
                        }
                    }
                }
            }
            solver.differ = differ;
        }
        for &(c, allowed) in &rules.digits_of {
            if let Some(u) = index(c) {
                solver.own[u] &= allowed;
            }
        }
        Ok(solver)
    }

    /// The number of solutions.
    pub fn count(&self) -> u64 {
        let mut count = 0;
        self.each_solution(|_| count += 1);
        count
    }

    /// Every solution as (letter, digit) pairs in code-point letter order.
    /// A puzzle with `?`s gives one entry per solution, so two that differ
    /// only in their `?`s give equal entries; [`BruteForce::filled`] tells
    /// them apart.
    pub fn solutions(&self) -> Vec<Vec<(char, u8)>> {
        let mut found = Vec::new();
        self.each_solution(|digits| found.push(self.pairs(digits)));
        found
    }

    /// Every solution, its letters' digits and its `?`s' digits in text
    /// order, in no particular order.
    pub fn filled(&self) -> Vec<Filled> {
        let mut found = Vec::new();
        self.each_solution(|digits| {
            found.push(Filled {
                letters: self.pairs(digits).into_iter().collect(),
                blanks: digits[self.letters.len()..].to_vec(),
            })
        });
        found
    }

    fn pairs(&self, digits: &[u8]) -> Vec<(char, u8)> {
        self.letters
            .iter()
            .copied()
            .zip(digits.iter().copied())
            .collect()
    }

    /// Whether the digits of `solution`, one for each letter in any order,
    /// solve a puzzle without `?`s; [`BruteForce::check_filled`] with no
    /// blanks, so always false for a puzzle with `?`s.
    pub fn check(&self, solution: &[(char, u8)]) -> bool {
        self.check_filled(solution, &[])
    }

    /// Whether the digits of `letters`, one for each letter in any order,
    /// and `blanks`, one for each `?` in text order, solve the puzzle:
    /// letters distinct, no leading unknown 0, every digit allowed, every
    /// constraint true. False as well when a letter is missing, unknown or
    /// given twice, the number of blanks is not the puzzle's, or a digit is
    /// not below the base.
    pub fn check_filled(&self, letters: &[(char, u8)], blanks: &[u8]) -> bool {
        if blanks.len() != self.blanks {
            return false;
        }
        let mut digits = vec![None; self.letters.len()];
        for &(letter, digit) in letters {
            match self.letters.binary_search(&letter) {
                Ok(i) if digits[i].is_none() => digits[i] = Some(digit),
                _ => return false,
            }
        }
        let Some(mut digits) = digits.into_iter().collect::<Option<Vec<u8>>>() else {
            return false;
        };
        digits.extend_from_slice(blanks);
        for (u, &d) in digits.iter().enumerate() {
            let clash = (0..digits.len()).any(|v| self.differ[u] >> v & 1 == 1 && digits[v] == d);
            if u32::from(d) >= self.base
                || self.allowed & self.own[u] & 1 << d == 0
                || clash
                || (self.leading[u] && d == 0)
            {
                return false;
            }
        }
        let mut stack = Vec::with_capacity(self.depth);
        (0..self.checks.len()).all(|c| self.holds(c, &digits, &mut stack))
    }

    /// The letters, in code-point order.
    pub fn letters(&self) -> &[char] {
        &self.letters
    }

    /// How many `?`s the puzzle has.
    pub fn blanks(&self) -> usize {
        self.blanks
    }

    /// The words of a division or a product, `None` for constraints.
    pub(crate) fn layout(&self) -> Option<&Layout> {
        self.layout.as_ref()
    }

    /// The characters of a word of [`BruteForce::layout`], most significant
    /// first.
    pub(crate) fn spelling(&self, word: Spelled) -> &[Place] {
        &self.spellings[word.start as usize..(word.start + word.len) as usize]
    }

    /// Whether unknown `u` (a letter's index, or the letters' count plus a
    /// `?`'s number) may not be 0 under the puzzle's zero rule.
    pub(crate) fn is_leading(&self, u: usize) -> bool {
        self.leading[u]
    }

    /// The digits the letters and `?`s may take: bit d for digit d.
    pub(crate) fn allowed(&self) -> u64 {
        self.allowed
    }

    pub(crate) fn base(&self) -> u32 {
        self.base
    }

    fn each_solution(&self, mut visit: impl FnMut(&[u8])) {
        let mut digits = vec![0u8; self.leading.len()];
        let mut stack = Vec::with_capacity(self.depth);
        self.search(0, &mut digits, &mut stack, &mut visit);
    }

    /// Runs the checks that the first `t` unknowns of the order complete,
    /// then gives unknown `t` each digit in turn: each allowed one that no
    /// unknown set before and bound to differ from it holds, 0 excepted if
    /// it leads a word.
    fn search(
        &self,
        t: usize,
        digits: &mut [u8],
        stack: &mut Vec<Ratio>,
        visit: &mut impl FnMut(&[u8]),
    ) {
        if !self.due[t].iter().all(|&c| self.holds(c, digits, stack)) {
            return;
        }
        let Some(&u) = self.order.get(t) else {
            visit(digits);
            return;
        };
        let earlier = &self.order[..t];
        for d in self.leading[u] as u32..self.base {
            let taken = earlier
                .iter()
                .any(|&v| self.differ[u] >> v & 1 == 1 && u32::from(digits[v]) == d);
            if self.allowed & self.own[u] & 1 << d == 0 || taken {
                continue;
            }
            digits[u] = d as u8;
            self.search(t + 1, digits, stack, visit);
        }
    }

    /// Whether check `c` holds with `digits`; false too when some value is
    /// undefined.
    fn holds(&self, c: usize, digits: &[u8], stack: &mut Vec<Ratio>) -> bool {
        self.run(&self.program[self.checks[c].clone()], digits, stack)
            .unwrap_or(false)
    }

    /// Runs a check's program: `Ok(false)` if its comparison fails, `Err`
    /// at the first undefined value.
    fn run(
        &self,
        program: &[Op],
        digits: &[u8],
        stack: &mut Vec<Ratio>,
    ) -> Result<bool, Undefined> {
        stack.clear();
        let base = self.base as i128;
        let place = |p: &Place| match *p {
            Place::Unknown(u) => digits[u as usize] as i128,
            Place::Digit(d) => d as i128,
        };
        for &op in program {
            let value = match op {
                Op::Number(n) => (n, 1),
                Op::Word { start, len } => {
                    let spelling = &self.spellings[start as usize..(start + len) as usize];
                    // Cannot overflow: `Word` is only emitted when base^len
                    // fits in i128.
                    let n = spelling.iter().fold(0i128, |n, p| n * base + place(p));
                    (n, 1)
                }
                Op::LongWord { start, len } => {
                    let spelling = &self.spellings[start as usize..(start + len) as usize];
                    let n = spelling
                        .iter()
                        .try_fold(0i128, |n, p| n.checked_mul(base)?.checked_add(place(p)));
                    (n.unwrap_or_else(|| self.overflow()), 1)
                }
                Op::Neg => {
                    let (n, d) = self.pop(stack);
                    (self.neg(n), d)
                }
                Op::Compare(relation) => {
                    let b = self.pop(stack);
                    let a = self.pop(stack);
                    if !relation.holds(self.compare(a, b)) {
                        return Ok(false);
                    }
                    continue;
                }
                Op::Truth => {
                    if self.pop(stack).0 == 0 {
                        return Ok(false);
                    }
                    continue;
                }
                Op::Not => ((self.pop(stack).0 == 0) as i128, 1),
                Op::Call(function, n) => {
                    let at = stack.len() - n as usize;
                    let args = stack
                        .drain(at..)
                        .map(|a| self.whole(a))
                        .collect::<Result<Vec<i128>, Undefined>>()?;
                    (function.apply(self.base as i128, &args), 1)
                }
                binary => {
                    let b = self.pop(stack);
                    let a = self.pop(stack);
                    match binary {
                        Op::Add => self.add(a, b),
                        Op::Sub => self.add(a, (self.neg(b.0), b.1)),
                        Op::Mul => (self.mul(a.0, b.0), self.mul(a.1, b.1)),
                        Op::Div => {
                            if b.0 == 0 {
                                return Err(Undefined);
                            }
                            (self.mul(a.0, b.1), self.mul(a.1, b.0))
                        }
                        Op::FloorDiv => (self.floor_div(self.whole(a)?, self.whole(b)?)?, 1),
                        Op::Rem => {
                            let (a, b) = (self.whole(a)?, self.whole(b)?);
                            let q = self.floor_div(a, b)?;
                            (self.sub(a, self.mul(b, q)), 1)
                        }
                        Op::Pow => self.pow(a, b),
                        Op::Test(relation) => (relation.holds(self.compare(a, b)) as i128, 1),
                        Op::And => ((a.0 != 0 && b.0 != 0) as i128, 1),
                        Op::Or => ((a.0 != 0 || b.0 != 0) as i128, 1),
                        _ => unreachable!("the other operations are matched above"),
                    }
                }
            };
            stack.push(value);
        }
        Ok(true)
    }

    fn pop(&self, stack: &mut Vec<Ratio>) -> Ratio {
        stack
            .pop()
            .expect("the parser emits each operation after its operands")
    }

    fn mul(&self, a: i128, b: i128) -> i128 {
        a.checked_mul(b).unwrap_or_else(|| self.overflow())
    }

    fn neg(&self, a: i128) -> i128 {
        a.checked_neg().unwrap_or_else(|| self.overflow())
    }

    fn sub(&self, a: i128, b: i128) -> i128 {
        a.checked_sub(b).unwrap_or_else(|| self.overflow())
    }

    fn add(&self, (a, b): Ratio, (c, d): Ratio) -> Ratio {
        let sum = |x: i128, y: i128| x.checked_add(y).unwrap_or_else(|| self.overflow());
        if b == d {
            (sum(a, c), b)
        } else {
            (sum(self.mul(a, d), self.mul(c, b)), self.mul(b, d))
        }
    }

    /// The order of two fractions: each with its denominator made
    /// positive, then cross-multiplied.
    fn compare(&self, a: Ratio, b: Ratio) -> Ordering {
        let positive = |(n, d): Ratio| {
            if d < 0 {
                (self.neg(n), self.neg(d))
            } else {
                (n, d)
            }
        };
        let ((a, b), (c, d)) = (positive(a), positive(b));
        self.mul(a, d).cmp(&self.mul(c, b))
    }

    /// The whole number `n / d`, or `Undefined` if it is a fraction.
    fn whole(&self, (n, d): Ratio) -> Result<i128, Undefined> {
        // `checked_rem` only fails on `i128::MIN % -1`, which is 0.
        if n.checked_rem(d).unwrap_or(0) != 0 {
            return Err(Undefined);
        }
        Ok(n.checked_div(d).unwrap_or_else(|| self.overflow()))
    }

    /// ⌊a / b⌋: Rust's `/` truncates toward zero, one too high when the
    /// exact quotient is negative and not whole.
    fn floor_div(&self, a: i128, b: i128) -> Result<i128, Undefined> {
        if b == 0 {
            return Err(Undefined);
        }
        let q = a.checked_div(b).unwrap_or_else(|| self.overflow());
        let inexact = a.checked_rem(b).unwrap_or(0) != 0;
        Ok(if inexact && (a < 0) != (b < 0) {
            q - 1
        } else {
            q
        })
    }

    /// `base ^ exponent`; the grammar makes every exponent a whole number
    /// of at least 0.
    fn pow(&self, (mut n, mut d): Ratio, (e, e_den): Ratio) -> Ratio {
        debug_assert!(e >= 0 && e_den == 1, "exponents are whole and not negative");
        if e == 0 {
            // 0 ^ 0 == 1 as well.
            return (1, 1);
        }
        if d != 1 {
            // Reduce first, so that (2/2)^100 stays in range.
            let g = gcd(n, d);
            let div = |x: i128| x.checked_div(g).unwrap_or_else(|| self.overflow());
            (n, d) = (div(n), div(d));
        }
        let Ok(e) = u32::try_from(e) else {
            // Only 0 and ±1 survive an exponent this large.
            return match (n, d) {
                (0, _) => (0, 1),
                (1 | -1, 1 | -1) if e % 2 == 0 => (1, 1),
                (1 | -1, 1 | -1) => (n, d),
                _ => self.overflow(),
            };
        };
        let pow = |x: i128| x.checked_pow(e).unwrap_or_else(|| self.overflow());
        (pow(n), pow(d))
    }

    #[cold]
    fn overflow(&self) -> ! {
        panic!(
            "i128 overflow in the brute force evaluating `{}` in base {}: \
             its values are too large for it",
            self.text, self.base
        )
    }
}

/// The greatest common divisor of `a` and a nonzero `b`, up to sign; never 0.
fn gcd(mut a: i128, mut b: i128) -> i128 {
    while a != 0 {
        // Wrapping only matters for `i128::MIN % -1`, which is 0.
        (a, b) = (b.wrapping_rem(a), a);
    }
    b
}

/// The unknowns the words of `program` read, in the order they read them.
fn unknowns_read(program: &[Op], spellings: &[Place]) -> Vec<usize> {
    program
        .iter()
        .filter_map(|op| match *op {
            Op::Word { start, len } | Op::LongWord { start, len } => {
                Some(&spellings[start as usize..(start + len) as usize])
            }
            _ => None,
        })
        .flatten()
        .filter_map(|place| match *place {
            Place::Unknown(u) => Some(u as usize),
            Place::Digit(_) => None,
        })
        .collect()
}

/// The order in which the search sets the `unknowns`, and for each count
/// `t` of them set the checks they complete, given the unknowns each check
/// reads: the unknowns in the order the checks first read them, each check
/// due right after the last unknown it reads.
fn schedule(read: &[Vec<usize>], unknowns: usize) -> (Vec<usize>, Vec<Vec<usize>>) {
    let mut order = Vec::with_capacity(unknowns);
    let mut position = vec![None; unknowns];
    // An unknown that no check reads comes last: the solutions still fix
    // it.
    for u in read.iter().flatten().copied().chain(0..unknowns) {
        if position[u].is_none() {
            position[u] = Some(order.len());
            order.push(u);
        }
    }
    let mut due = vec![Vec::new(); unknowns + 1];
    for (c, check) in read.iter().enumerate() {
        let ready = check
            .iter()
            .map(|&u| position[u].expect("every unknown has a place") + 1)
            .max()
            .unwrap_or(0);
        due[ready].push(c);
    }
    (order, due)
}

/// The most values `program` holds on its stack at once.
fn max_depth(program: &[Op]) -> usize {
    let mut depth = 0usize;
    let mut max = 0;
    for op in program {
        match op {
            Op::Number(_) | Op::Word { .. } | Op::LongWord { .. } => depth += 1,
            Op::Neg | Op::Not => {}
            Op::Compare(_) => depth -= 2,
            Op::Truth => depth -= 1,
            Op::Call(_, n) => depth -= *n as usize - 1,
            _ => depth -= 1,
        }
        max = max.max(depth);
    }
    max
}

/// Whether `c` may be part of a word: an ASCII letter, or outside ASCII any
/// Unicode letter or combining mark, each code point one letter.
fn is_letter(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_alphabetic()
    } else {
        matches!(
            c.general_category_group(),
            GeneralCategoryGroup::Letter | GeneralCategoryGroup::Mark
        )
    }
}

/// Whether `c` may be part of a word or a number: a letter, an ASCII digit
/// or a `?`.
fn in_word(c: char) -> bool {
    is_letter(c) || c.is_ascii_digit() || c == '?'
}

#[derive(Clone, Debug, PartialEq)]
enum Token {
    /// Letters, digits and `?`s, at least one letter or `?`.
    Word(String),
    Number(i128),
    Plus,
    Minus,
    Star,
    Slash,
    SlashSlash,
    Percent,
    Caret,
    Open,
    Close,
    Relation(Relation),
    Separator,
    /// `|`, which starts each line of a layout.
    Bar,
    /// A function's name, right before its `(`.
    Function(Function),
    And,
    Or,
    Not,
}

/// The tokens of `text`, each with its byte range.
fn tokenize(text: &str) -> Result<Vec<(Token, Range<usize>)>, String> {
    let mut tokens = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        // Takes the next character if it is `next`.
        let mut then = |next: char| chars.next_if(|&(_, c)| c == next).is_some();
        let name_len = text[start..]
            .find(|c: char| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'))
            .unwrap_or(text.len() - start);
        let name = &text[start..start + name_len];
        let token = match c {
            c if c.is_whitespace() => continue,
            c if (c.is_ascii_lowercase() || c == '_')
                && text[start + name_len..].starts_with('(')
                && (name.contains('_') || Function::named(name).is_some()) =>
            {
                let function =
                    Function::named(name).ok_or_else(|| format!("unknown function `{name}`"))?;
                while chars.next_if(|&(i, _)| i < start + name_len).is_some() {}
                Token::Function(function)
            }
            c if in_word(c) => {
                while chars.next_if(|&(_, c)| in_word(c)).is_some() {}
                let end = chars.peek().map_or(text.len(), |&(i, _)| i);
                let run = &text[start..end];
                if run.chars().any(|c| c == '?' || is_letter(c)) {
                    Token::Word(run.to_owned())
                } else {
                    let number = run
                        .parse()
                        .map_err(|_| format!("number too large at byte {start}"))?;
                    Token::Number(number)
                }
            }
            '=' => {
                then('=');
                Token::Relation(Relation::Eq)
            }
            '!' if then('=') => Token::Relation(Relation::Ne),
            '<' if then('=') => Token::Relation(Relation::Le),
            '<' => Token::Relation(Relation::Lt),
            '>' if then('=') => Token::Relation(Relation::Ge),
            '>' => Token::Relation(Relation::Gt),
            '&' if then('&') => Token::Separator,
            '/' if then('/') => Token::SlashSlash,
            '+' => Token::Plus,
            '-' => Token::Minus,
            '*' => Token::Star,
            '/' => Token::Slash,
            '%' => Token::Percent,
            '^' => Token::Caret,
            '(' => Token::Open,
            ')' => Token::Close,
            ',' | ';' => Token::Separator,
            '|' => Token::Bar,
            _ => return Err(format!("unexpected character `{c}` at byte {start}")),
        };
        let end = chars.peek().map_or(text.len(), |&(i, _)| i);
        tokens.push((token, start..end));
    }
    if tokens.iter().any(|(t, _)| *t == Token::Bar) {
        return Ok(tokens);
    }
    for i in 0..tokens.len() {
        let ends = i > 0
            && matches!(
                tokens[i - 1].0,
                Token::Word(_) | Token::Number(_) | Token::Close
            );
        let starts = matches!(
            tokens.get(i + 1).map(|(t, _)| t),
            Some(Token::Word(_) | Token::Number(_) | Token::Open | Token::Function(_))
        );
        let keyword = match &tokens[i].0 {
            Token::Word(w) if w == "and" && (ends || starts) => Token::And,
            Token::Word(w) if w == "or" && (ends || starts) => Token::Or,
            Token::Word(w) if w == "not" && !ends && starts => Token::Not,
            _ => continue,
        };
        tokens[i].0 = keyword;
    }
    Ok(tokens)
}

/// Recursive descent over the tokens, emitting postfix operations.
struct Parser<'a> {
    text: &'a str,
    tokens: &'a [(Token, Range<usize>)],
    /// `first_blank[i]`: the number of the first `?` of token `i`.
    first_blank: &'a [usize],
    pos: usize,
    base: u32,
    /// Whether a one-character word is leading too.
    strict: bool,
    letters: &'a [char],
    /// One for each unknown, letters then blanks.
    leading: Vec<bool>,
    program: Vec<Op>,
    /// Each check emitted so far, a range of `program`.
    checks: Vec<Range<usize>>,
    spellings: Vec<Place>,
    /// The words of the puzzle, if it is a division or a product.
    layout: Option<Layout>,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.pos).map(|(t, _)| t)
    }

    fn eat(&mut self, token: &Token) -> bool {
        let found = self.peek() == Some(token);
        self.pos += found as usize;
        found
    }

    /// The relation at the cursor, if there is one, taken.
    fn relation(&mut self) -> Option<Relation> {
        match self.peek() {
            Some(&Token::Relation(relation)) => {
                self.pos += 1;
                Some(relation)
            }
            _ => None,
        }
    }

    fn error(&self, expected: &str) -> String {
        match self.tokens.get(self.pos) {
            Some((_, span)) => format!(
                "expected {expected} at byte {}, found `{}`",
                span.start,
                &self.text[span.clone()]
            ),
            None => format!(
                "expected {expected} at byte {}, found the end",
                self.text.len()
            ),
        }
    }

    fn puzzle(&mut self) -> Result<(), String> {
        if self.tokens.iter().any(|(t, _)| *t == Token::Bar) {
            return self.layout();
        }
        self.constraint()?;
        while self.eat(&Token::Separator) {
            self.constraint()?;
        }
        match self.peek() {
            None => Ok(()),
            Some(_) => Err(self.error("`,`, `;`, `&&` or the end")),
        }
    }

    fn constraint(&mut self) -> Result<(), String> {
        let start = self.program.len();
        let top = self.condition()?;
        match top {
            Some(relation) => {
                // The comparison at the top is the constraint itself.
                self.program.pop();
                self.program.push(Op::Compare(relation));
            }
            None if self.program[start..].iter().any(|op| {
                matches!(op, Op::Test(_) | Op::Call(..) | Op::Not | Op::And | Op::Or)
            }) =>
            {
                self.program.push(Op::Truth);
            }
            None => return Err(self.error("`==`, `=`, `!=`, `<`, `<=`, `>` or `>=`")),
        }
        self.checks.push(start..self.program.len());
        Ok(())
    }

    /// Emits a truth value or an expression; `Some(relation)` if it is one
    /// comparison, whose [`Op::Test`] is the last operation.
    fn condition(&mut self) -> Result<Option<Relation>, String> {
        let mut top = self.conjunction()?;
        while self.eat(&Token::Or) {
            self.conjunction()?;
            self.program.push(Op::Or);
            top = None;
        }
        Ok(top)
    }

    fn conjunction(&mut self) -> Result<Option<Relation>, String> {
        let mut top = self.negation()?;
        while self.eat(&Token::And) {
            self.negation()?;
            self.program.push(Op::And);
            top = None;
        }
        Ok(top)
    }

    fn negation(&mut self) -> Result<Option<Relation>, String> {
        if self.eat(&Token::Not) {
            self.negation()?;
            self.program.push(Op::Not);
            return Ok(None);
        }
        self.expr()?;
        let Some(relation) = self.relation() else {
            return Ok(None);
        };
        self.expr()?;
        if let Some((Token::Relation(_), span)) = self.tokens.get(self.pos) {
            return Err(format!(
                "comparisons cannot be chained: `{}` at byte {} follows another comparison",
                &self.text[span.clone()],
                span.start
            ));
        }
        self.program.push(Op::Test(relation));
        Ok(Some(relation))
    }

    fn expr(&mut self) -> Result<(), String> {
        self.term()?;
        loop {
            let op = match self.peek() {
                Some(Token::Plus) => Op::Add,
                Some(Token::Minus) => Op::Sub,
                _ => return Ok(()),
            };
            self.pos += 1;
            self.term()?;
            self.program.push(op);
        }
    }

    fn term(&mut self) -> Result<(), String> {
        self.unary()?;
        loop {
            let op = match self.peek() {
                Some(Token::Star) => Op::Mul,
                Some(Token::Slash) => Op::Div,
                Some(Token::SlashSlash) => Op::FloorDiv,
                Some(Token::Percent) => Op::Rem,
                _ => return Ok(()),
            };
            self.pos += 1;
            self.unary()?;
            self.program.push(op);
        }
    }

    fn unary(&mut self) -> Result<(), String> {
        if self.eat(&Token::Minus) {
            self.unary()?;
            self.program.push(Op::Neg);
            Ok(())
        } else {
            self.power()
        }
    }

    fn power(&mut self) -> Result<(), String> {
        if let Some(&Token::Function(function)) = self.peek() {
            self.pos += 1;
            if !self.eat(&Token::Open) {
                return Err(self.error("`(`"));
            }
            let mut n = 0;
            loop {
                self.condition()?;
                n += 1;
                if !self.eat(&Token::Separator) {
                    break;
                }
            }
            if !self.eat(&Token::Close) {
                return Err(self.error("`)`"));
            }
            if !function.takes(n) {
                return Err(format!("{function:?} does not take {n} arguments"));
            }
            self.program.push(Op::Call(function, n as u32));
        } else if self.eat(&Token::Open) {
            self.condition()?;
            if !self.eat(&Token::Close) {
                return Err(self.error("`)`"));
            }
        } else if !self.word_or_number()? {
            return Err(self.error("a word, a number, `-` or `(`"));
        }
        if self.eat(&Token::Caret) {
            self.exponent()?;
        }
        Ok(())
    }

    /// Right-associative: `2 ^ 3 ^ 2` is `2 ^ 9`.
    fn exponent(&mut self) -> Result<(), String> {
        if !self.word_or_number()? {
            return Err(self.error("a word or a number as exponent"));
        }
        if self.eat(&Token::Caret) {
            self.exponent()?;
        }
        self.program.push(Op::Pow);
        Ok(())
    }

    /// Emits the word or number at the cursor, if there is one; an error if
    /// the word has a digit its base lacks or starts with `0`.
    fn word_or_number(&mut self) -> Result<bool, String> {
        match self.peek() {
            Some(&Token::Number(n)) => {
                self.program.push(Op::Number(n));
                self.pos += 1;
            }
            Some(Token::Word(_)) => {
                let word = self.word("a word")?;
                self.program.push(self.read(word));
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Spells the word at the cursor and takes it, marking its first
    /// unknown leading if the zero rule says so; an error naming `expected`
    /// if there is no word, or if the word has a digit its base lacks or
    /// starts with `0`.
    fn word(&mut self, expected: &str) -> Result<Spelled, String> {
        let Some((Token::Word(word), span)) = self.tokens.get(self.pos) else {
            return Err(self.error(expected));
        };
        let start = self.spellings.len() as u32;
        let len = word.chars().count() as u32;
        if len > 1 && word.starts_with('0') {
            return Err(format!(
                "word `{word}` at byte {} starts with `0`",
                span.start
            ));
        }
        let mut blank = self.letters.len() + self.first_blank[self.pos];
        for c in word.chars() {
            let place = match c.to_digit(10) {
                Some(d) if d >= self.base => {
                    return Err(format!(
                        "digit `{c}` of word `{word}` at byte {} is not below base {}",
                        span.start, self.base
                    ));
                }
                // `to_digit(10)` only reads ASCII digits.
                Some(d) => Place::Digit(d as u8),
                None if c == '?' => {
                    let u = blank;
                    blank += 1;
                    Place::Unknown(u as u8)
                }
                None => Place::Unknown(
                    self.letters
                        .binary_search(&c)
                        .expect("the letters are collected from every word")
                        as u8,
                ),
            };
            self.spellings.push(place);
        }
        if let Place::Unknown(first) = self.spellings[start as usize]
            && (len > 1 || self.strict)
        {
            self.leading[first as usize] = true;
        }
        self.pos += 1;
        Ok(Spelled { start, len })
    }

    /// The operation that reads `word`.
    fn read(&self, word: Spelled) -> Op {
        let Spelled { start, len } = word;
        // Every value of the word is below base^len.
        let fits = (self.base as i128).checked_pow(len).is_some();
        if fits {
            Op::Word { start, len }
        } else {
            Op::LongWord { start, len }
        }
    }
}
