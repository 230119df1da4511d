//! Property tests: the solver against the brute-force oracle, on random and
//! planted puzzles in several bases, and the parser on arbitrary text.

use alphametic_support as common;

use alphametic::{Error, Options, Puzzle, ZeroRule};
use common::{Assignment, assignment, oracle};
use proptest::prelude::*;

/// A word over the letters `A..A+letters`, one to `max_len` long.
fn word(letters: u8, max_len: usize) -> impl Strategy<Value = String> {
    prop::collection::vec(0..letters, 1..=max_len)
        .prop_map(|w| w.into_iter().map(|l| (b'A' + l) as char).collect())
}

/// `W (+|-) W ... == W (+|-) W ...` over a few letters.
fn random_puzzle() -> impl Strategy<Value = String> {
    let side = || prop::collection::vec((any::<bool>(), word(5, 3)), 1..=3);
    (side(), side()).prop_map(|(lhs, rhs)| {
        let render = |side: Vec<(bool, String)>| {
            let mut text = String::new();
            for (i, (minus, word)) in side.into_iter().enumerate() {
                if i > 0 {
                    text += if minus { " - " } else { " + " };
                }
                text += &word;
            }
            text
        };
        format!("{} == {}", render(lhs), render(rhs))
    })
}

fn sorted(mut v: Vec<Assignment>) -> Vec<Assignment> {
    v.sort();
    v
}

fn solver_solutions(puzzle: &Puzzle) -> Vec<Assignment> {
    sorted(puzzle.solutions().map(|s| assignment(&s)).collect())
}

/// Encodes `n` in `base` with the letter of each digit, inventing letters
/// for digits no letter has yet; `None` when the letters run out.
fn encode(mut n: u64, base: u32, letter_of: &mut [Option<char>], next: &mut u8) -> Option<String> {
    let mut digits = Vec::new();
    loop {
        digits.push((n % base as u64) as usize);
        n /= base as u64;
        if n == 0 {
            break;
        }
    }
    let mut word = String::new();
    for d in digits.into_iter().rev() {
        if letter_of[d].is_none() {
            if *next >= 26 {
                return None;
            }
            letter_of[d] = Some((b'A' + *next) as char);
            *next += 1;
        }
        word.push(letter_of[d]?);
    }
    Some(word)
}

/// An expression of the full language, generated as a tree so that the
/// test can evaluate it itself.
#[derive(Debug, Clone)]
enum Gen {
    Word(String),
    Number(u8),
    Neg(Box<Gen>),
    Binary(&'static str, Box<Gen>, Box<Gen>),
    /// A power with a number or a one-letter word as the exponent.
    Pow(Box<Gen>, Result<u8, char>),
}

impl Gen {
    /// The text, with parentheses around every compound operand.
    fn render(&self) -> String {
        let operand = |g: &Gen| match g {
            Gen::Word(_) | Gen::Number(_) => g.render(),
            _ => format!("({})", g.render()),
        };
        match self {
            Gen::Word(w) => w.clone(),
            Gen::Number(n) => n.to_string(),
            Gen::Neg(a) => format!("-{}", operand(a)),
            Gen::Binary(op, a, b) => format!("{} {op} {}", operand(a), operand(b)),
            Gen::Pow(a, Ok(e)) => format!("{} ^ {e}", operand(a)),
            Gen::Pow(a, Err(e)) => format!("{} ^ {e}", operand(a)),
        }
    }

    /// The exact value as a fraction under `digit`, or `None` for a
    /// division by zero or a value past `i128`.
    fn value(&self, base: u32, digit: &dyn Fn(char) -> u8) -> Option<(i128, i128)> {
        let reduce = |(n, d): (i128, i128)| {
            let (mut a, mut b) = (n.unsigned_abs(), d.unsigned_abs());
            while b != 0 {
                (a, b) = (b, a % b);
            }
            let g = a.max(1) as i128;
            let sign = if d < 0 { -1 } else { 1 };
            Some((sign * n / g, sign * d / g))
        };
        match self {
            // A digit inside a word stands for itself.
            Gen::Word(w) => Some((
                w.chars().fold(0i128, |n, c| {
                    let d = c.to_digit(10).map_or(digit(c), |d| d as u8);
                    n * base as i128 + d as i128
                }),
                1,
            )),
            Gen::Number(n) => Some((*n as i128, 1)),
            Gen::Neg(a) => a.value(base, digit).map(|(n, d)| (-n, d)),
            Gen::Pow(a, e) => {
                let e = match e {
                    Ok(e) => *e as u32,
                    Err(c) => digit(*c) as u32,
                };
                let (n, d) = a.value(base, digit)?;
                reduce((n.checked_pow(e)?, d.checked_pow(e)?))
            }
            Gen::Binary(op, a, b) => {
                let (an, ad) = a.value(base, digit)?;
                let (bn, bd) = b.value(base, digit)?;
                match *op {
                    "+" => reduce((
                        an.checked_mul(bd)?.checked_add(bn.checked_mul(ad)?)?,
                        ad.checked_mul(bd)?,
                    )),
                    "-" => reduce((
                        an.checked_mul(bd)?.checked_sub(bn.checked_mul(ad)?)?,
                        ad.checked_mul(bd)?,
                    )),
                    "*" => reduce((an.checked_mul(bn)?, ad.checked_mul(bd)?)),
                    _ if bn == 0 => None,
                    "/" => reduce((an.checked_mul(bd)?, ad.checked_mul(bn)?)),
                    // Floor division and remainder of whole numbers only.
                    _ if ad != 1 || bd != 1 => None,
                    "//" => Some((
                        an.div_euclid(bn) - i128::from(bn < 0 && an.rem_euclid(bn) != 0),
                        1,
                    )),
                    _ => {
                        let q = an.div_euclid(bn) - i128::from(bn < 0 && an.rem_euclid(bn) != 0);
                        Some((an - bn * q, 1))
                    }
                }
            }
        }
    }
}

/// Small expressions over the letters `A..E`.
fn expression() -> impl Strategy<Value = Gen> {
    let leaf = prop_oneof![
        3 => word(5, 2).prop_map(Gen::Word),
        1 => (0u8..10).prop_map(Gen::Number),
    ];
    leaf.prop_recursive(3, 12, 2, |inner| {
        prop_oneof![
            4 => (prop::sample::select(vec!["+", "-", "*", "/"]), inner.clone(), inner.clone())
                .prop_map(|(op, a, b)| Gen::Binary(op, Box::new(a), Box::new(b))),
            1 => inner.clone().prop_map(|a| Gen::Neg(Box::new(a))),
            1 => (inner, prop_oneof![(0u8..4).prop_map(Ok), prop::sample::select(vec!['A', 'B', 'C']).prop_map(Err)])
                .prop_map(|(a, e)| Gen::Pow(Box::new(a), e)),
        ]
    })
}

/// A word over the letters `A..E` that may hold the digits 0 to 4 (never
/// first as 0), one to three characters long.
fn word_with_digits() -> impl Strategy<Value = String> {
    prop::collection::vec(0u8..8, 1..=3)
        .prop_filter("a word holds a letter", |w| w.iter().any(|&g| g < 5))
        .prop_map(|w| {
            w.into_iter()
                .enumerate()
                .map(|(i, g)| match g {
                    0..5 => (b'A' + g) as char,
                    // The digits 1 to 3, or 0 where it may stand.
                    _ if i > 0 && g == 7 => '0',
                    _ => (b'1' + g - 5) as char,
                })
                .collect()
        })
}

/// Expressions of the whole language: words with digits, numbers, every
/// operator including `//` and `%`.
fn language_expression() -> impl Strategy<Value = Gen> {
    let leaf = prop_oneof![
        3 => word_with_digits().prop_map(Gen::Word),
        1 => (0u8..10).prop_map(Gen::Number),
    ];
    leaf.prop_recursive(2, 8, 2, |inner| {
        prop_oneof![
            4 => (prop::sample::select(vec!["+", "-", "*", "/", "//", "%"]), inner.clone(), inner.clone())
                .prop_map(|(op, a, b)| Gen::Binary(op, Box::new(a), Box::new(b))),
            1 => inner.prop_map(|a| Gen::Neg(Box::new(a))),
        ]
    })
}

/// One or two constraints of the whole language, each with any relation.
fn language_puzzle() -> impl Strategy<Value = String> {
    let relation = prop::sample::select(vec!["==", "!=", "<", "<=", ">", ">="]);
    let constraint = (language_expression(), relation, language_expression())
        .prop_map(|(l, r, e)| format!("{} {r} {}", l.render(), e.render()));
    prop::collection::vec(constraint, 1..=2).prop_map(|c| c.join(", "))
}

/// A truth value: comparisons of expressions and of function calls,
/// joined by `and`, `or` and `not`, or counted as 0 or 1.
fn condition() -> impl Strategy<Value = String> {
    let one = prop::sample::select(vec![
        "is_prime",
        "is_square",
        "is_cube",
        "is_triangular",
        "is_palindrome",
        "dsum",
        "digrt",
        "nrev",
        "abs",
    ]);
    let two = prop::sample::select(vec!["gcd", "min", "max"]);
    let value = prop_oneof![
        2 => language_expression().prop_map(|e| e.render()),
        2 => (one, language_expression()).prop_map(|(f, e)| format!("{f}({})", e.render())),
        1 => (two, language_expression(), language_expression())
            .prop_map(|(f, a, b)| format!("{f}({}, {})", a.render(), b.render())),
    ];
    let relation = prop::sample::select(vec!["==", "!=", "<", "<=", ">", ">="]);
    let comparison = (value.clone(), relation, value).prop_map(|(a, r, b)| format!("{a} {r} {b}"));
    comparison.prop_recursive(2, 6, 2, |inner| {
        prop_oneof![
            2 => (inner.clone(), prop::sample::select(vec!["and", "or"]), inner.clone())
                .prop_map(|(a, op, b)| format!("({a}) {op} ({b})")),
            1 => inner.clone().prop_map(|a| format!("not ({a})")),
            1 => (inner.clone(), inner).prop_map(|(a, b)| format!("({a}) + ({b}) == 1")),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn random_conditions_match_the_oracle(
        text in condition(),
        base in prop::sample::select(vec![5u32, 8, 10, 12]),
    ) {
        let puzzle = match Puzzle::parse_with(&text, Options::new().base(base)) {
            Ok(puzzle) => puzzle,
            Err(err) => {
                use alphametic::ParseErrorKind::*;
                prop_assert!(
                    matches!(&err, Error::Parse(err) if matches!(err.kind(), TooManyLetters { .. } | DivisionByZero | ValueTooLarge)),
                    "{} in base {}: {}", text, base, err
                );
                return Ok(());
            }
        };
        let expected = sorted(oracle::solutions(&text, base));
        prop_assert_eq!(solver_solutions(&puzzle), expected.clone(), "{} in base {}", text, base);
        prop_assert_eq!(puzzle.count(), expected.len() as u64, "{}", text);
    }

    #[test]
    fn random_language_puzzles_match_the_oracle(
        text in language_puzzle(),
        base in prop::sample::select(vec![5u32, 8, 10]),
        strict in any::<bool>(),
    ) {
        let puzzle = match Puzzle::parse_with(&text, Options::new().base(base).zeros(if strict { ZeroRule::Strict } else { ZeroRule::Standard })) {
            Ok(puzzle) => puzzle,
            // Refusals must be for a reason the puzzle really has.
            Err(err) => {
                use alphametic::ParseErrorKind::*;
                prop_assert!(
                    matches!(&err, Error::Parse(err) if matches!(err.kind(), TooManyLetters { .. } | DivisionByZero | ValueTooLarge)),
                    "{} in base {}: {}", text, base, err
                );
                return Ok(());
            }
        };
        let expected = sorted(oracle::solutions_with_rule(&text, base, strict));
        prop_assert_eq!(solver_solutions(&puzzle), expected.clone(), "{} in base {}, strict {}", text, base, strict);
        prop_assert_eq!(puzzle.count(), expected.len() as u64, "{}", text);
        prop_assert_eq!(puzzle.is_unique(), expected.len() == 1, "{}", text);
        prop_assert_eq!(puzzle.solve().is_some(), !expected.is_empty(), "{}", text);
    }

    #[test]
    fn random_expressions_match_the_oracle(
        lhs in expression(),
        rhs in expression(),
        base in prop::sample::select(vec![5u32, 7, 10]),
        strict in any::<bool>(),
    ) {
        let text = format!("{} == {}", lhs.render(), rhs.render());
        let puzzle = match Puzzle::parse_with(&text, Options::new().base(base).zeros(if strict { ZeroRule::Strict } else { ZeroRule::Standard })) {
            Ok(puzzle) => puzzle,
            // Refusals must be for a reason the puzzle really has.
            Err(err) => {
                use alphametic::ParseErrorKind::*;
                prop_assert!(
                    matches!(&err, Error::Parse(err) if matches!(err.kind(), TooManyLetters { .. } | DivisionByZero | ValueTooLarge)),
                    "{} in base {}: {}", text, base, err
                );
                return Ok(());
            }
        };
        let expected = sorted(oracle::solutions_with_rule(&text, base, strict));
        prop_assert_eq!(solver_solutions(&puzzle), expected.clone(), "{} in base {}, strict {}", text, base, strict);
        prop_assert_eq!(puzzle.count(), expected.len() as u64);
    }

    #[test]
    fn planted_expressions_are_found(
        expr in expression(),
        base in prop::sample::select(vec![6u32, 8, 10, 12]),
        digits in Just((0u8..12).collect::<Vec<u8>>()).prop_shuffle(),
    ) {
        // Give the letters A..E distinct digits, evaluate the expression,
        // and write its value as a word with the same letters: the planted
        // assignment then solves `expr == value` unless a word of the
        // expression starts with 0.
        let digits: Vec<u8> = digits.into_iter().filter(|&d| (d as u32) < base).collect();
        let digit = |c: char| digits[(c as u8 - b'A') as usize];
        let Some((value, 1)) = expr.value(base, &digit) else { return Ok(()) };
        let Ok(value) = u64::try_from(value) else { return Ok(()) };
        let mut letter_of = vec![None; base as usize];
        for l in 0..5u8 {
            letter_of[digits[l as usize] as usize] = Some((b'A' + l) as char);
        }
        let mut next = 5u8;
        let Some(word) = encode(value, base, &mut letter_of, &mut next) else { return Ok(()) };
        let text = format!("{} == {word}", expr.render());
        let Ok(puzzle) = Puzzle::parse_with_base(&text, base) else { return Ok(()) };
        let used: std::collections::BTreeSet<char> = text.chars().filter(char::is_ascii_uppercase).collect();
        let planted: Assignment = used
            .iter()
            .map(|&c| (c, letter_of.iter().position(|&l| l == Some(c)).unwrap() as u8))
            .collect();
        let leading_zero = text
            .split(|c: char| !c.is_ascii_uppercase())
            .any(|w| w.len() > 1 && planted[&w.chars().next().unwrap()] == 0);
        let found = solver_solutions(&puzzle);
        if !leading_zero {
            prop_assert!(found.contains(&planted), "{} in base {}: {:?} not in {:?}", text, base, planted, found);
        }
        if used.len() <= 7 {
            prop_assert_eq!(found, sorted(oracle::solutions(&text, base)), "{} in base {}", text, base);
        }
    }

    #[test]
    fn random_puzzles_match_the_oracle(text in random_puzzle(), base in 3u32..=10, strict in any::<bool>()) {
        let Ok(puzzle) = Puzzle::parse_with(&text, Options::new().base(base).zeros(if strict { ZeroRule::Strict } else { ZeroRule::Standard })) else {
            // Only too many letters for a small base may fail to parse.
            let letters = text.chars().filter(char::is_ascii_uppercase).collect::<std::collections::BTreeSet<_>>();
            prop_assert!(letters.len() > base as usize, "{text} in base {base}");
            return Ok(());
        };
        let expected = sorted(oracle::solutions_with_rule(&text, base, strict));
        prop_assert_eq!(solver_solutions(&puzzle), expected.clone(), "{} in base {}, strict {}", text, base, strict);
        prop_assert_eq!(puzzle.count(), expected.len() as u64);
        prop_assert_eq!(puzzle.is_unique(), expected.len() == 1);
        prop_assert_eq!(puzzle.solve().is_some(), !expected.is_empty());
    }

    #[test]
    fn planted_sums_are_found(
        base in 2u32..=16,
        addends in prop::collection::vec(1u64..5000, 2..=4),
    ) {
        // Write each addend in `base`, give every digit its own letter, and
        // encode the sum with the same letters: the planted assignment
        // solves the puzzle unless a word starts with 0, which can't happen
        // for positive numbers.
        let mut letter_of = vec![None; base as usize];
        let mut next = 0u8;
        let mut words = Vec::new();
        for &n in &addends {
            let Some(w) = encode(n, base, &mut letter_of, &mut next) else { return Ok(()) };
            words.push(w);
        }
        let Some(total) = encode(addends.iter().sum(), base, &mut letter_of, &mut next) else { return Ok(()) };
        let text = format!("{} == {total}", words.join(" + "));
        let planted: Assignment = letter_of
            .iter()
            .enumerate()
            .filter_map(|(d, l)| l.map(|l| (l, d as u8)))
            .collect();
        let puzzle = Puzzle::parse_with_base(&text, base).unwrap();
        // Some of these have millions of solutions: look for the planted
        // one as they stream by, without collecting them.
        let is_planted = |s: &alphametic::Solution| planted.iter().all(|(&l, &d)| s.digit(l) == Some(d));
        prop_assert!(puzzle.solutions().any(|s| is_planted(&s)), "{} in base {}: {:?} not found", text, base, planted);
        // The oracle tries every permutation: keep it to small ones.
        if planted.len() <= 5 || (base <= 10 && planted.len() <= 6) {
            let found = solver_solutions(&puzzle);
            prop_assert_eq!(found, sorted(oracle::solutions(&text, base)), "{} in base {}", text, base);
        }
    }

    #[test]
    fn planted_large_base_sums_are_solved(
        base in 16u32..=36,
        addends in prop::collection::vec((3u32..=6, any::<u64>()), 2..=3),
    ) {
        // Addends of 3 to 6 digits in a large base, planted as above: up to
        // 24 letters and few solutions, the case where a first solution is
        // hard for some orders. Whatever solution comes back must add up.
        let mut letter_of = vec![None; base as usize];
        let mut next = 0u8;
        let mut words = Vec::new();
        let mut values = Vec::new();
        for &(digits, seed) in &addends {
            let low = u64::from(base).pow(digits - 1);
            let n = low + seed % (low * u64::from(base - 1));
            let Some(w) = encode(n, base, &mut letter_of, &mut next) else { return Ok(()) };
            words.push(w);
            values.push(n);
        }
        let total: u64 = values.iter().sum();
        let Some(total) = encode(total, base, &mut letter_of, &mut next) else { return Ok(()) };
        let text = format!("{} == {total}", words.join(" + "));
        let puzzle = Puzzle::parse_with_base(&text, base).unwrap();
        let solution = puzzle.solve();
        prop_assert!(solution.is_some(), "{} in base {}: the planted sum has a solution", text, base);
        let solution = solution.unwrap();
        let value = |word: &str| {
            word.chars().fold(0u128, |v, c| v * u128::from(base) + u128::from(solution.digit(c).unwrap()))
        };
        let sum: u128 = words.iter().map(|w| value(w)).sum();
        prop_assert_eq!(sum, value(&total), "{} in base {}: {}", text, base, solution);
        let digits: std::collections::BTreeSet<u8> = solution.iter().map(|(_, d)| d).collect();
        prop_assert_eq!(digits.len(), solution.len(), "distinct digits");
        for w in words.iter().chain([&total]) {
            let lead = w.chars().next().unwrap();
            prop_assert!(w.len() == 1 || solution.digit(lead) != Some(0), "{} starts with 0", w);
        }
    }

    #[test]
    fn parsing_arbitrary_text_never_panics(text in ".{0,40}", base in 0u32..40) {
        if let Err(err) = Puzzle::parse_with_base(&text, base) {
            let Error::Parse(err) = err else {
                prop_assert!(!(2..=36).contains(&base), "{} in base {}: {}", text, base, err);
                return Ok(());
            };
            let span = err.span();
            prop_assert!(span.start <= span.end && span.end <= text.len());
            prop_assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end));
            prop_assert!(!err.to_string().is_empty());
        }
    }

    #[test]
    fn parsing_puzzle_like_text_never_panics(text in "[A-E0-9 +=,;*/^()<>!%-]{0,40}") {
        if let Ok(puzzle) = Puzzle::parse(&text) {
            let _ = puzzle.is_unique();
        }
    }
}
