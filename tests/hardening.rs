//! Hostile inputs: huge sums, products and divisions, constants past 64
//! bits, exponents past 32 bits, and laziness with many solutions, through
//! the runtime API and `alphametic!` alike.

use alphametic_support as common;

use alphametic::{Alphametic, ParseErrorKind, Puzzle, Solution, alphametic};
use common::oracle;

/// A sum of 100,000 words, a product of 100,000 factors and 100,000
/// divisions.
fn huge_puzzles() -> [String; 3] {
    [
        format!("{} == B", vec!["A"; 100_000].join(" + ")),
        format!("{} == B", vec!["1"; 100_000].join(" * ")),
        format!("A{} == B", " / 1".repeat(100_000)),
    ]
}

#[test]
fn huge_sums_products_and_divisions_are_answered() {
    let [sum, product, divisions] = huge_puzzles();
    // 100000·A == B: only A = B = 0, which distinct letters forbid.
    assert_eq!(Puzzle::parse(&sum).unwrap().count(), 0);
    let product = Puzzle::parse(&product).unwrap();
    assert_eq!(product.solve().unwrap().to_string(), "B=1");
    // A == B: distinct letters forbid it too.
    assert_eq!(Puzzle::parse(&divisions).unwrap().count(), 0);
    // 200,000 parenthesized terms: far past the recursion the parser used
    // to need, still within the size limit.
    let parens = format!("{} == BC", vec!["(A)"; 150_000].join("+"));
    assert_eq!(Puzzle::parse(&parens).unwrap().count(), 0);
}

#[test]
fn text_past_the_limit_is_refused() {
    let text = format!("{} == B", vec!["A"; 300_000].join(" + "));
    let err = Puzzle::parse(&text).unwrap_err();
    assert_eq!(err.kind(), &ParseErrorKind::TooLong { len: text.len() });
    assert_eq!(
        err.message(),
        format!(
            "the puzzle is too long: {} bytes, at most {}",
            text.len(),
            alphametic::MAX_LEN
        )
    );
    // The drawing shows the line around the fault, not all of it.
    assert!(err.to_string().len() < 400, "{err}");
}

#[test]
fn polynomials_past_the_limit_are_refused() {
    let text = format!("A * B{} == C", " * (D * 0)".repeat(3000));
    let err = Puzzle::parse(&text).unwrap_err();
    assert_eq!(err.kind(), &ParseErrorKind::TooComplex);
    assert!(
        err.message().contains("4096 operations"),
        "{}",
        err.message()
    );
}

#[test]
fn letter_free_equations_are_exact() {
    for text in [
        "2 ^ 62 == 3",
        "A == 1, 18446744073709551615 == 79",
        "SEND + MORE == MONEY, 4611686018427387904 == 1",
        "A + B == C, 1 / 3 == 333333333333333333 / 1000000000000000000",
    ] {
        assert_eq!(Puzzle::parse(text).unwrap().count(), 0, "{text}");
    }
    let text = "SEND + MORE == MONEY, 2 ^ 62 == 4611686018427387904";
    assert_eq!(Puzzle::parse(text).unwrap().count(), 1);
    let err = Puzzle::parse("A == B, 2 ^ 200 == 1").unwrap_err();
    assert_eq!(err.kind(), &ParseErrorKind::ValueTooLarge);
    assert_eq!(err.span(), 8..15);
}

#[test]
fn large_exponents_are_exact_or_refused() {
    let zero = Puzzle::parse("(A * 0) ^ 4294967296 == B").unwrap();
    let all: Vec<Solution> = zero.solutions().collect();
    assert_eq!(all.len(), 9);
    assert!(all.iter().all(|s| s.digit('B') == Some(0)));
    for (text, base) in [
        ("A ^ 4294967296 == B", 2),
        ("I ^ 2305843009213693952 == I", 2),
        ("(A * 0 - 1) ^ 18446744073709551615 == B - 1", 10),
        ("(A * 0 - 1) ^ 18446744073709551614 == B", 10),
        ("(A * 0) ^ 4294967297 == B", 10),
    ] {
        let puzzle = Puzzle::parse_with_base(text, base).unwrap();
        let expected = oracle::solutions(text, base).len() as u64;
        assert_eq!(puzzle.count(), expected, "{text} in base {base}");
    }
    // Any other base passes 128 bits: refused, at the exponent.
    let err = Puzzle::parse("A ^ 4294967296 == B").unwrap_err();
    assert_eq!(err.kind(), &ParseErrorKind::ValueTooLarge);
    assert_eq!(err.span(), 4..14);
    assert_eq!(
        err.message(),
        "this exponent is too large: the power can exceed 128 bits"
    );
}

#[test]
fn generated_solvers_agree_on_constants_and_exponents() {
    let cases: [(&dyn Alphametic, &str, u32); 5] = [
        (&alphametic!("2 ^ 62 == 3"), "2 ^ 62 == 3", 10),
        (
            &alphametic!("SEND + MORE == MONEY, 4611686018427387904 == 1"),
            "SEND + MORE == MONEY, 4611686018427387904 == 1",
            10,
        ),
        (
            &alphametic!("(A * 0) ^ 4294967296 == B"),
            "(A * 0) ^ 4294967296 == B",
            10,
        ),
        (
            &alphametic!("A ^ 4294967296 == B", base = 2),
            "A ^ 4294967296 == B",
            2,
        ),
        (
            &alphametic!("I ^ 2305843009213693952 == I", base = 2),
            "I ^ 2305843009213693952 == I",
            2,
        ),
    ];
    for (generated, text, base) in cases {
        let runtime = Puzzle::parse_with_base(text, base).unwrap();
        let all: Vec<Solution> = generated.solutions().collect();
        assert_eq!(all, runtime.solutions().collect::<Vec<_>>(), "{text}");
        assert_eq!(
            generated.count(),
            oracle::solutions(text, base).len() as u64
        );
    }
}

#[test]
fn generated_solutions_are_lazy() {
    // Hundreds of millions of solutions: collecting them first took 40 s
    // and 5 GB; the first comes at once when the search resumes instead.
    let many = alphametic!("ABCDE + FGHIJ == KLMNOP", base = 19);
    let first: Vec<Solution> = many.solutions().take(3).collect();
    assert_eq!(first.len(), 3);
    assert_eq!(first[0], many.solve().unwrap());
}

#[test]
fn resumed_solutions_keep_the_search_order() {
    // More solutions than the first few chunks hold: the search resumes
    // several times.
    let generated = alphametic!("A + B == C", base = 16);
    let runtime = Puzzle::parse_with_base("A + B == C", 16).unwrap();
    let all: Vec<Solution> = generated.solutions().collect();
    assert_eq!(all, runtime.solutions().collect::<Vec<_>>());
    assert_eq!(all.len() as u64, generated.count());
    // The trait's default, which skips rather than resumes, agrees.
    struct Visits<'a>(&'a Puzzle);
    impl Alphametic for Visits<'_> {
        fn for_each_solution(&self, visit: &mut dyn FnMut(Solution) -> std::ops::ControlFlow<()>) {
            for s in self.0.solutions() {
                if visit(s).is_break() {
                    return;
                }
            }
        }
    }
    assert_eq!(Visits(&runtime).solutions().collect::<Vec<_>>(), all);
}
