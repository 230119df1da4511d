//! Functions, predicates and truth values in constraints: the runtime
//! search against a brute force that reads each puzzle as a Rust closure
//! over the digits, written by hand, so that it shares nothing with the
//! parser or the lowering.

use alphametic_runtime::{Options, ParseErrorKind, Puzzle};

/// The assignments of distinct digits of `base` to `letters` (in the
/// puzzle's order: code points) that meet `holds`, leading letters of
/// `leading` other than 0.
fn brute(base: u32, letters: &str, leading: &str, holds: impl Fn(&[i128]) -> bool) -> u64 {
    let letters: Vec<char> = letters.chars().collect();
    let n = letters.len();
    let mut digits = vec![0i128; n];
    let mut count = 0;
    let total = (base as u64).pow(n as u32);
    'next: for code in 0..total {
        let mut c = code;
        let mut used = 0u64;
        for (i, d) in digits.iter_mut().enumerate() {
            *d = (c % base as u64) as i128;
            c /= base as u64;
            if used >> *d & 1 == 1 || (*d == 0 && leading.contains(letters[i])) {
                continue 'next;
            }
            used |= 1 << *d;
        }
        if holds(&digits) {
            count += 1;
        }
    }
    count
}

fn num(base: u32, digits: &[i128]) -> i128 {
    digits.iter().fold(0, |v, &d| v * base as i128 + d)
}

fn is_prime(n: i128) -> bool {
    n >= 2 && (2..n).take_while(|d| d * d <= n).all(|d| n % d != 0)
}

fn is_square(n: i128) -> bool {
    n >= 0 && (0..=n).take_while(|r| r * r <= n).any(|r| r * r == n)
}

fn is_cube(n: i128) -> bool {
    n >= 0
        && (0..=n)
            .take_while(|r| r * r * r <= n)
            .any(|r| r * r * r == n)
}

fn digits_of(mut n: i128, base: u32) -> Vec<i128> {
    let mut out = Vec::new();
    while n > 0 {
        out.push(n % base as i128);
        n /= base as i128;
    }
    out.reverse();
    out
}

/// The runtime's count of `text`, which must have solutions: a count of 0
/// on both sides would prove little.
fn count(text: &str, base: u32) -> u64 {
    let n = Puzzle::parse_with(text, Options::new().base(base))
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .count();
    assert!(n > 0, "`{text}` in base {base} has no solution");
    n
}

#[test]
fn predicates_and_conjunctions() {
    for base in [10, 12] {
        let b = base;
        // Letters in code-point order: A B C D.
        let want = brute(base, "ABCD", "AC", |d| {
            is_prime(num(b, &d[0..2])) && is_square(num(b, &d[2..4]))
        });
        assert_eq!(
            count("is_prime(AB) and is_square(CD)", base),
            want,
            "base {base}"
        );
        let want = brute(base, "ABC", "A", |d| !is_cube(num(b, &d[0..3])) || d[0] > 5);
        assert_eq!(
            count("not is_cube(ABC) or A > 5", base),
            want,
            "base {base}"
        );
    }
}

#[test]
fn relations_counted_as_numbers() {
    for base in [10, 12] {
        let want = brute(base, "ABC", "", |d| {
            (d[0] != 4) as i32 + (d[1] != 5) as i32 + (d[2] != 6) as i32 == 1
                && d[0] + d[1] + d[2] == 12
        });
        let text = "(A != 4) + (B != 5) + (C != 6) == 1, A + B + C == 12";
        assert_eq!(count(text, base), want, "base {base}");
    }
}

#[test]
fn digit_sums_reversals_and_gcd() {
    for base in [10, 12] {
        let b = base;
        let want = brute(base, "ABC", "AC", |d| {
            d.iter().sum::<i128>() == 12 && num(b, &[d[2], d[1], d[0]]) == num(b, d).pipe_rev(b)
        });
        assert_eq!(
            count("dsum(ABC) == 12, nrev(ABC) == CBA", base),
            want,
            "base {base}"
        );
        let want = brute(base, "ABCD", "AC", |d| {
            gcd(num(b, &d[0..2]), num(b, &d[2..4])) == 3
        });
        assert_eq!(count("gcd(AB, CD) == 3", base), want, "base {base}");
        let want = brute(base, "ABC", "AB", |d| {
            let n = num(b, &d[0..2]) + num(b, &[d[1], d[0]]) + d[2];
            let digits = digits_of(n, b);
            let abc = num(b, d);
            let root = 1 + (abc - 1) % (b as i128 - 1);
            digits.iter().rev().eq(digits.iter()) && root == 7
        });
        let text = "is_palindrome(AB + BA + C) and digrt(ABC) == 7";
        assert_eq!(count(text, base), want, "base {base}");
        let want = brute(base, "ABC", "", |d| {
            (d[0] - d[1]).abs() == 2 && d[0].min(d[1]).min(d[2]) == 1 && d[0].max(d[2]) > 6
        });
        assert_eq!(
            count("abs(A - B) == 2, min(A, B, C) == 1, max(A, C) > 6", base),
            want
        );
    }
}

trait Rev {
    fn pipe_rev(self, base: u32) -> i128;
}

impl Rev for i128 {
    fn pipe_rev(self, base: u32) -> i128 {
        let mut d = digits_of(self, base);
        d.reverse();
        num(base, &d)
    }
}

fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

#[test]
fn lowercase_words_stay_words() {
    assert_eq!(count("abc + def == ghi", 10), count("ABC + DEF == GHI", 10));
    // `and`, `or` and `not` are words where a word can stand.
    assert_eq!(count("not + or == and", 10), count("NOT + OR == AND", 10));
}

#[test]
fn errors_point_at_the_fault() {
    let err = |text: &str| Puzzle::parse(text).unwrap_err();
    let e = err("is_even(AB) == 1");
    assert!(matches!(e.kind(), ParseErrorKind::UnknownFunction { name } if name == "is_even"));
    assert_eq!(e.span(), 0..7);
    assert!(e.to_string().contains("`is_prime`"), "{e}");
    let e = err("gcd(AB) == 1");
    assert_eq!(e.kind(), &ParseErrorKind::WrongArity);
    assert_eq!(e.span(), 0..7);
    let e = err("A > 2 and");
    assert_eq!(e.kind(), &ParseErrorKind::EmptyTerm);
    assert_eq!(e.span(), 6..9);
    let e = err("and B > 2");
    assert_eq!(e.kind(), &ParseErrorKind::EmptyTerm);
    assert_eq!(e.span(), 0..3);
    let e = err("min(A) == 1");
    assert_eq!(e.kind(), &ParseErrorKind::WrongArity);
    let e = err("A < B < C and D > 1");
    assert_eq!(e.kind(), &ParseErrorKind::ChainedComparison);
}

#[test]
fn precedence_is_pythons() {
    use alphametic_runtime::__private::{Expr, Func, LogicOp, Relation};
    let puzzle = Puzzle::parse("A > 2 or B > 2 and not C > 3").unwrap();
    let eq = &puzzle.equations()[0];
    // A truth value is the constraint `value != 0`.
    assert_eq!(eq.relation, Relation::Ne);
    assert!(matches!(eq.rhs, Expr::Number { value: 0, .. }));
    let Expr::Logic {
        op: LogicOp::Or,
        operands,
        ..
    } = &eq.lhs
    else {
        panic!("`or` binds loosest: {:?}", eq.lhs);
    };
    assert!(matches!(
        operands[0],
        Expr::Compare {
            relation: Relation::Gt,
            ..
        }
    ));
    let Expr::Logic {
        op: LogicOp::And,
        operands,
        ..
    } = &operands[1]
    else {
        panic!("`and` binds tighter than `or`");
    };
    assert!(matches!(&operands[1], Expr::Not { operand, .. }
        if matches!(**operand, Expr::Compare { .. })));
    // A comparison at the top stays the constraint's relation, its sides
    // holding calls and counted relations.
    let puzzle = Puzzle::parse("(A != 4) + gcd(AB, CD) == 1").unwrap();
    let eq = &puzzle.equations()[0];
    assert_eq!(eq.relation, Relation::Eq);
    let Expr::Chain { first, rest, .. } = &eq.lhs else {
        panic!("a sum: {:?}", eq.lhs);
    };
    assert!(matches!(
        **first,
        Expr::Compare {
            relation: Relation::Ne,
            ..
        }
    ));
    assert!(matches!(&rest[0].expr, Expr::Call { func: Func::Gcd, args, .. } if args.len() == 2));
    // `,` inside a call separates its arguments, not constraints.
    assert_eq!(
        Puzzle::parse("max(A, B, C) == 9, min(A, B) == 1")
            .unwrap()
            .equations()
            .len(),
        2
    );
    // Each `not` is a level of nesting, bounded as parentheses are.
    let deep = format!("{}A > 1", "not ".repeat(100));
    assert_eq!(
        Puzzle::parse(&deep).unwrap_err().kind(),
        &ParseErrorKind::TooDeep
    );
    let deep = format!("{}A{} == 1", "abs(".repeat(100), ")".repeat(100));
    assert_eq!(
        Puzzle::parse(&deep).unwrap_err().kind(),
        &ParseErrorKind::TooDeep
    );
    assert_eq!(count("not not A > 8", 10), 1);
}

#[test]
fn constants_are_decided_when_parsed() {
    assert_eq!(
        count("A + B == 3, is_prime(97) and dsum(1234) == 10", 10),
        4
    );
    let none = Puzzle::parse("A + B == 3, is_square(99)").unwrap();
    assert_eq!(none.count(), 0);
    // In base 16 the digits of 255 are `ff`.
    assert_eq!(count("A == 1, dsum(255) == 30", 16), 1);
}

#[test]
fn predicates_are_checked_as_soon_as_their_word_is_known() {
    // Each part of an `and` is its own constraint, checked when its
    // words are known: the search need not wait for every letter.
    let puzzle = Puzzle::parse("A > 2 and is_square(CD)").unwrap();
    // `A > 2` is linear: a condition beside the sums.
    assert_eq!(puzzle.model().conditions().len(), 1);
}

#[test]
fn answers_may_call_functions() {
    let puzzle = Puzzle::parse("SEND + MORE == MONEY").unwrap();
    let answers = puzzle.answers("dsum(MONEY)").unwrap();
    assert_eq!(answers[0].value(), alphametic_runtime::Value::Integer(14));
}
