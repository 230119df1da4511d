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
//! puzzle   = equation { ("," | ";") equation }
//! equation = expr ("==" | "=") expr
//! expr     = term { ("+" | "-") term }
//! term     = unary { ("*" | "/") unary }
//! unary    = "-" unary | power
//! power    = atom [ "^" exponent ]
//! exponent = (number | word) [ "^" exponent ]
//! atom     = word | number | "(" expr ")"
//! ```
//!
//! A word is read in the puzzle's base and a number always in decimal. `/`
//! divides exactly, and a division by zero anywhere rules the assignment
//! out. Each side is compiled once to a postfix program; the search then
//! tries every permutation, skipping only leading zeros, and runs the
//! programs on it. That is all the pruning a baseline should do.
//!
//! Leading zeros follow one of two rules: by default a word of two or more
//! letters may not start with 0 and a one-letter word may be 0; under the
//! strict rule ([`BruteForce::with_rule`]) no word may start with 0.

// Compiled both into the benchmarks and into the tests, which use different
// parts of it.
#![allow(dead_code)]

use std::ops::Range;

/// A puzzle ready for the search.
pub struct BruteForce {
    /// The puzzle as given, for the overflow message.
    text: String,
    base: u32,
    /// The letters in alphabetical order; a letter's index in this list is
    /// its index in the digit array.
    letters: Vec<char>,
    /// `leading[i]`: letter `i` starts a word of two or more letters, or
    /// under the strict rule any word.
    leading: Vec<bool>,
    /// Every equation in turn: both sides, then a [`Op::Check`].
    program: Vec<Op>,
    /// The letter indices of the words, most significant first; an
    /// [`Op::Word`] names a range of it.
    spellings: Vec<u8>,
    /// The most values the program holds at once.
    depth: usize,
}

/// An exact value `num / den`, not reduced; `den` is never 0.
type Ratio = (i128, i128);

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
    Neg,
    Pow,
    /// Pops two values and fails the assignment unless they are equal.
    Check,
}

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
                Token::Word(w) => Some(w.chars()),
                _ => None,
            })
            .flatten()
            .collect();
        // Alphabetical, so that solutions list their letters in order.
        letters.sort_unstable();
        letters.dedup();
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

    /// Every solution as (letter, digit) pairs in alphabetical letter order.
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

    /// The letters, in alphabetical order.
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

    /// Whether every equation holds with `digits`; false too when some value
    /// divides by zero.
    fn holds(&self, digits: &[u8], stack: &mut Vec<Ratio>) -> bool {
        stack.clear();
        let base = self.base as i128;
        for &op in &self.program {
            let value = match op {
                Op::Number(n) => (n, 1),
                Op::Word { start, len } => {
                    let spelling = &self.spellings[start as usize..(start + len) as usize];
                    // Cannot overflow: `Word` is only emitted when base^len
                    // fits in i128.
                    let n = spelling
                        .iter()
                        .fold(0i128, |n, &l| n * base + digits[l as usize] as i128);
                    (n, 1)
                }
                Op::LongWord { start, len } => {
                    let spelling = &self.spellings[start as usize..(start + len) as usize];
                    let n = spelling.iter().try_fold(0i128, |n, &l| {
                        n.checked_mul(base)?.checked_add(digits[l as usize] as i128)
                    });
                    (n.unwrap_or_else(|| self.overflow()), 1)
                }
                Op::Neg => {
                    let (n, d) = self.pop(stack);
                    (n.checked_neg().unwrap_or_else(|| self.overflow()), d)
                }
                Op::Check => {
                    let b = self.pop(stack);
                    let a = self.pop(stack);
                    if !self.equal(a, b) {
                        return false;
                    }
                    continue;
                }
                binary => {
                    let b = self.pop(stack);
                    let a = self.pop(stack);
                    let value = match binary {
                        Op::Add => self.add(a, b),
                        Op::Sub => self.add(
                            a,
                            (b.0.checked_neg().unwrap_or_else(|| self.overflow()), b.1),
                        ),
                        Op::Mul => (self.mul(a.0, b.0), self.mul(a.1, b.1)),
                        Op::Div => {
                            if b.0 == 0 {
                                return false;
                            }
                            (self.mul(a.0, b.1), self.mul(a.1, b.0))
                        }
                        Op::Pow => self.pow(a, b),
                        _ => unreachable!("the other operations are matched above"),
                    };
                    stack.push(value);
                    continue;
                }
            };
            stack.push(value);
        }
        true
    }

    fn pop(&self, stack: &mut Vec<Ratio>) -> Ratio {
        stack
            .pop()
            .expect("the parser emits each operation after its operands")
    }

    fn mul(&self, a: i128, b: i128) -> i128 {
        a.checked_mul(b).unwrap_or_else(|| self.overflow())
    }

    fn add(&self, (a, b): Ratio, (c, d): Ratio) -> Ratio {
        let sum = |x: i128, y: i128| x.checked_add(y).unwrap_or_else(|| self.overflow());
        if b == d {
            (sum(a, c), b)
        } else {
            (sum(self.mul(a, d), self.mul(c, b)), self.mul(b, d))
        }
    }

    fn equal(&self, (a, b): Ratio, (c, d): Ratio) -> bool {
        if b == d {
            a == c
        } else {
            self.mul(a, d) == self.mul(c, b)
        }
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
            Op::Check => depth -= 2,
            _ => depth -= 1,
        }
        max = max.max(depth);
    }
    max
}

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Word(String),
    Number(i128),
    Plus,
    Minus,
    Star,
    Slash,
    Caret,
    Open,
    Close,
    Equals,
    Separator,
}

/// The tokens of `text`, each with its byte range.
fn tokenize(text: &str) -> Result<Vec<(Token, Range<usize>)>, String> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        let run = |pred: fn(&u8) -> bool| {
            bytes[start..]
                .iter()
                .position(|b| !pred(b))
                .map_or(bytes.len(), |n| start + n)
        };
        let token = match bytes[i] {
            b if b.is_ascii_whitespace() => {
                i += 1;
                continue;
            }
            b'A'..=b'Z' => {
                i = run(u8::is_ascii_uppercase);
                Token::Word(text[start..i].to_owned())
            }
            b'0'..=b'9' => {
                i = run(u8::is_ascii_digit);
                let number = text[start..i]
                    .parse()
                    .map_err(|_| format!("number too large at byte {start}"))?;
                Token::Number(number)
            }
            b'=' => {
                i += if bytes.get(i + 1) == Some(&b'=') {
                    2
                } else {
                    1
                };
                Token::Equals
            }
            b => {
                i += 1;
                match b {
                    b'+' => Token::Plus,
                    b'-' => Token::Minus,
                    b'*' => Token::Star,
                    b'/' => Token::Slash,
                    b'^' => Token::Caret,
                    b'(' => Token::Open,
                    b')' => Token::Close,
                    b',' | b';' => Token::Separator,
                    _ => {
                        let c = text[start..].chars().next().expect("not at the end");
                        return Err(format!("unexpected character `{c}` at byte {start}"));
                    }
                }
            }
        };
        tokens.push((token, start..i));
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
    spellings: Vec<u8>,
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
        self.equation()?;
        while self.eat(&Token::Separator) {
            self.equation()?;
        }
        match self.peek() {
            None => Ok(()),
            Some(_) => Err(self.error("`,`, `;` or the end")),
        }
    }

    fn equation(&mut self) -> Result<(), String> {
        self.expr()?;
        if !self.eat(&Token::Equals) {
            return Err(self.error("`==` or `=`"));
        }
        self.expr()?;
        self.program.push(Op::Check);
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
        } else if !self.word_or_number() {
            return Err(self.error("a word, a number, `-` or `(`"));
        }
        if self.eat(&Token::Caret) {
            self.exponent()?;
        }
        Ok(())
    }

    /// Right-associative: `2 ^ 3 ^ 2` is `2 ^ 9`.
    fn exponent(&mut self) -> Result<(), String> {
        if !self.word_or_number() {
            return Err(self.error("a word or a number as exponent"));
        }
        if self.eat(&Token::Caret) {
            self.exponent()?;
        }
        self.program.push(Op::Pow);
        Ok(())
    }

    /// Emits the word or number at the cursor, if there is one.
    fn word_or_number(&mut self) -> bool {
        let tokens = self.tokens;
        match tokens.get(self.pos).map(|(t, _)| t) {
            Some(&Token::Number(n)) => self.program.push(Op::Number(n)),
            Some(Token::Word(word)) => {
                let start = self.spellings.len() as u32;
                for c in word.chars() {
                    let letter = self
                        .letters
                        .binary_search(&c)
                        .expect("the letters are collected from every word");
                    self.spellings.push(letter as u8);
                }
                let len = word.len() as u32;
                if len > 1 || self.strict {
                    self.leading[self.spellings[start as usize] as usize] = true;
                }
                // Every value of the word is below base^len.
                let fits = (self.base as i128).checked_pow(len).is_some();
                self.program.push(if fits {
                    Op::Word { start, len }
                } else {
                    Op::LongWord { start, len }
                });
            }
            _ => return false,
        }
        self.pos += 1;
        true
    }
}
