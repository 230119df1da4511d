//! The brute force: every assignment of distinct digits to the letters, each
//! checked by evaluating the whole puzzle, the way simple alphametic tools
//! solve puzzles.
//!
//! The tests use it as their oracle and the benchmarks as the peer baseline,
//! so it shares no code with the library: it has its own tokenizer and
//! parser and does its own exact arithmetic on `i128` fractions. A bug in the
//! library cannot hide in it too.
//!
//! The language:
//!
//! ```text
//! puzzle     = constraint { ("," | ";" | "&&") constraint }
//! constraint = expr relation expr
//! relation   = "==" | "=" | "!=" | "<" | "<=" | ">" | ">="
//! expr       = term { ("+" | "-") term }
//! term       = unary { ("*" | "/" | "//" | "%") unary }
//! unary      = "-" unary | power
//! power      = atom [ "^" exponent ]
//! exponent   = (number | word) [ "^" exponent ]
//! atom       = word | number | "(" expr ")"
//! word       = a run of letters and digits "0".."9" holding a letter
//! number     = a run of digits "0".."9"
//! letter     = an ASCII letter, or any Unicode letter or combining mark
//! ```
//!
//! Whitespace (Unicode's) may stand between tokens. A token is a maximal run
//! of letters and digits, so `AB2` is one word and `2 A` two tokens.
//!
//! A word is read in the puzzle's base, one place per character: a letter
//! stands for its digit, a digit for itself (`AB2` in base 16 is
//! `A·256 + B·16 + 2`, `2A` is `2·base + A`). A digit not below the base is
//! an error, and so is a word of two or more characters that starts with
//! `0`. Letters are case-sensitive (`a` and `A` are two letters), each
//! code point is one letter, and a puzzle has at most 36 distinct ones (as
//! many as the largest base has digits). A number is always decimal.
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
//! Each constraint is compiled once to a postfix program; the search then
//! tries every permutation, skipping only leading zeros, and runs the
//! programs on it. That is all the pruning a baseline should do.
//!
//! Leading zeros follow one of two rules, both reading a word's first
//! character: by default a letter that starts a word of two or more
//! characters may not be 0 and a one-letter word may be 0; under the strict
//! rule ([`BruteForce::with_rule`]) no letter that starts a word may be 0. A
//! digit that starts a word is only a digit.

// Compiled both into the benchmarks and into the tests, which use different
// parts of it.
#![allow(dead_code)]

use std::cmp::Ordering;
use std::ops::Range;

use unicode_properties::{GeneralCategoryGroup, UnicodeGeneralCategory};

/// The most distinct letters a puzzle may have: as many as the largest
/// base has digits. More could never take distinct digits.
const MAX_LETTERS: usize = 36;

/// A puzzle ready for the search.
pub struct BruteForce {
    /// The puzzle as given, for the overflow message.
    text: String,
    base: u32,
    /// The letters in code-point order; a letter's index in this list is
    /// its index in the digit array.
    letters: Vec<char>,
    /// `leading[i]`: letter `i` starts a word of two or more characters, or
    /// under the strict rule any word.
    leading: Vec<bool>,
    /// Every constraint in turn: both sides, then an [`Op::Compare`].
    program: Vec<Op>,
    /// The places of the words, most significant first; an [`Op::Word`]
    /// names a range of it.
    spellings: Vec<Place>,
    /// The most values the program holds at once.
    depth: usize,
}

/// An exact value `num / den`, not reduced; `den` is never 0 but may be
/// negative.
type Ratio = (i128, i128);

/// One character of a word.
#[derive(Clone, Copy, Debug)]
enum Place {
    /// The letter of this index: its digit varies with the assignment.
    Letter(u8),
    /// A digit written in the word.
    Digit(u8),
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

    /// Parses `puzzle` in `base` (2..=36); when `strict`, a one-letter word
    /// may not be 0 either.
    pub fn with_rule(puzzle: &str, base: u32, strict: bool) -> Result<BruteForce, String> {
        if !(2..=36).contains(&base) {
            return Err(format!("base {base} is not in 2..=36"));
        }
        let tokens = tokenize(puzzle)?;
        let mut letters: Vec<char> = tokens
            .iter()
            .filter_map(|(t, _)| match t {
                Token::Word(w) => Some(w.chars().filter(|c| !c.is_ascii_digit())),
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
        let mut parser = Parser {
            text: puzzle,
            tokens: &tokens,
            pos: 0,
            base,
            strict,
            letters: &letters,
            leading: vec![false; letters.len()],
            program: Vec::new(),
            spellings: Vec::new(),
        };
        parser.puzzle()?;
        let Parser {
            leading,
            program,
            spellings,
            ..
        } = parser;
        let depth = max_depth(&program);
        Ok(BruteForce {
            text: puzzle.to_owned(),
            base,
            letters,
            leading,
            program,
            spellings,
            depth,
        })
    }

    /// The number of solutions.
    pub fn count(&self) -> u64 {
        let mut count = 0;
        self.each_solution(|_| count += 1);
        count
    }

    /// Every solution as (letter, digit) pairs in code-point letter order.
    pub fn solutions(&self) -> Vec<Vec<(char, u8)>> {
        let mut found = Vec::new();
        self.each_solution(|digits| {
            found.push(
                self.letters
                    .iter()
                    .copied()
                    .zip(digits.iter().copied())
                    .collect(),
            )
        });
        found
    }

    /// Whether the digits of `solution`, one for each letter in any order,
    /// solve the puzzle: distinct, no leading letter 0, every constraint
    /// true. False as well when a letter is missing, unknown or given
    /// twice, or a digit is not below the base.
    pub fn check(&self, solution: &[(char, u8)]) -> bool {
        let mut digits = vec![None; self.letters.len()];
        for &(letter, digit) in solution {
            match self.letters.binary_search(&letter) {
                Ok(i) if digits[i].is_none() => digits[i] = Some(digit),
                _ => return false,
            }
        }
        let Some(digits) = digits.into_iter().collect::<Option<Vec<u8>>>() else {
            return false;
        };
        let mut used = 0u64;
        for (i, &d) in digits.iter().enumerate() {
            if u32::from(d) >= self.base || used & 1 << d != 0 || (self.leading[i] && d == 0) {
                return false;
            }
            used |= 1 << d;
        }
        self.holds(&digits, &mut Vec::with_capacity(self.depth))
    }

    /// The letters, in code-point order.
    pub fn letters(&self) -> &[char] {
        &self.letters
    }

    fn each_solution(&self, mut visit: impl FnMut(&[u8])) {
        let mut digits = vec![0u8; self.letters.len()];
        let mut stack = Vec::with_capacity(self.depth);
        self.search(0, 0, &mut digits, &mut stack, &mut visit);
    }

    /// Gives letter `i` each unused digit in turn, 0 excepted if it leads a
    /// word, and checks every complete assignment.
    fn search(
        &self,
        i: usize,
        used: u64,
        digits: &mut [u8],
        stack: &mut Vec<Ratio>,
        visit: &mut impl FnMut(&[u8]),
    ) {
        if i == digits.len() {
            if self.holds(digits, stack) {
                visit(digits);
            }
            return;
        }
        for d in self.leading[i] as u32..self.base {
            if used & 1 << d == 0 {
                digits[i] = d as u8;
                self.search(i + 1, used | 1 << d, digits, stack, visit);
            }
        }
    }

    /// Whether every constraint holds with `digits`; false too when some
    /// value is undefined.
    fn holds(&self, digits: &[u8], stack: &mut Vec<Ratio>) -> bool {
        self.run(digits, stack).unwrap_or(false)
    }

    /// Runs the program: `Ok(false)` at the first constraint that fails,
    /// `Err` at the first undefined value.
    fn run(&self, digits: &[u8], stack: &mut Vec<Ratio>) -> Result<bool, Undefined> {
        stack.clear();
        let base = self.base as i128;
        let place = |p: &Place| match *p {
            Place::Letter(l) => digits[l as usize] as i128,
            Place::Digit(d) => d as i128,
        };
        for &op in &self.program {
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

/// The most values `program` holds on its stack at once.
fn max_depth(program: &[Op]) -> usize {
    let mut depth = 0usize;
    let mut max = 0;
    for op in program {
        match op {
            Op::Number(_) | Op::Word { .. } | Op::LongWord { .. } => depth += 1,
            Op::Neg => {}
            Op::Compare(_) => depth -= 2,
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

#[derive(Clone, Debug, PartialEq)]
enum Token {
    /// Letters and digits, at least one letter.
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
}

/// The tokens of `text`, each with its byte range.
fn tokenize(text: &str) -> Result<Vec<(Token, Range<usize>)>, String> {
    let mut tokens = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        // Takes the next character if it is `next`.
        let mut then = |next: char| chars.next_if(|&(_, c)| c == next).is_some();
        let token = match c {
            c if c.is_whitespace() => continue,
            c if is_letter(c) || c.is_ascii_digit() => {
                while chars
                    .next_if(|&(_, c)| is_letter(c) || c.is_ascii_digit())
                    .is_some()
                {}
                let end = chars.peek().map_or(text.len(), |&(i, _)| i);
                let run = &text[start..end];
                if run.chars().any(is_letter) {
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
            _ => return Err(format!("unexpected character `{c}` at byte {start}")),
        };
        let end = chars.peek().map_or(text.len(), |&(i, _)| i);
        tokens.push((token, start..end));
    }
    Ok(tokens)
}

/// Recursive descent over the tokens, emitting postfix operations.
struct Parser<'a> {
    text: &'a str,
    tokens: &'a [(Token, Range<usize>)],
    pos: usize,
    base: u32,
    /// Whether a one-letter word is leading too.
    strict: bool,
    letters: &'a [char],
    leading: Vec<bool>,
    program: Vec<Op>,
    spellings: Vec<Place>,
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
        self.expr()?;
        let Some(relation) = self.relation() else {
            return Err(self.error("`==`, `=`, `!=`, `<`, `<=`, `>` or `>=`"));
        };
        self.expr()?;
        if let Some((Token::Relation(_), span)) = self.tokens.get(self.pos) {
            return Err(format!(
                "comparisons cannot be chained: `{}` at byte {} follows another comparison",
                &self.text[span.clone()],
                span.start
            ));
        }
        self.program.push(Op::Compare(relation));
        Ok(())
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
        if self.eat(&Token::Open) {
            self.expr()?;
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
        let Some((token, span)) = self.tokens.get(self.pos) else {
            return Ok(false);
        };
        match token {
            &Token::Number(n) => self.program.push(Op::Number(n)),
            Token::Word(word) => {
                let start = self.spellings.len() as u32;
                let len = word.chars().count() as u32;
                if len > 1 && word.starts_with('0') {
                    return Err(format!(
                        "word `{word}` at byte {} starts with `0`",
                        span.start
                    ));
                }
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
                        None => Place::Letter(
                            self.letters
                                .binary_search(&c)
                                .expect("the letters are collected from every word")
                                as u8,
                        ),
                    };
                    self.spellings.push(place);
                }
                if let Place::Letter(first) = self.spellings[start as usize]
                    && (len > 1 || self.strict)
                {
                    self.leading[first as usize] = true;
                }
                // Every value of the word is below base^len.
                let fits = (self.base as i128).checked_pow(len).is_some();
                self.program.push(if fits {
                    Op::Word { start, len }
                } else {
                    Op::LongWord { start, len }
                });
            }
            _ => return Ok(false),
        }
        self.pos += 1;
        Ok(true)
    }
}
