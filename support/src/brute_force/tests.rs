//! The `?`s and the layouts against the tests' own, more naive method: loop
//! over the numbers a puzzle multiplies, divides or adds, do the arithmetic,
//! and see whether the written words can show the results.
//!
//! The naive counts are pinned as well, so that the naive method cannot
//! drift together with the oracle.

use super::BruteForce;
use crate::oracle::{Filled, filled_solutions};
use crate::parse_assignment;

/// Fills the letters and `?`s of written words from the numbers they must
/// show, in the order the words are read, which for these tests is the
/// order of the text.
#[derive(Clone)]
struct Reader {
    base: u32,
    strict: bool,
    filled: Filled,
}

impl Reader {
    fn new(base: u32, strict: bool) -> Reader {
        Reader {
            base,
            strict,
            filled: Filled {
                letters: Default::default(),
                blanks: Vec::new(),
            },
        }
    }

    /// Whether `word` can show `value`: `value` has exactly as many digits
    /// as `word` has characters, zeros in front included; a written digit
    /// is that digit; a letter has one digit, no other letter's; a letter
    /// or `?` in front is not 0 if the zero rule says so.
    fn shows(&mut self, word: &str, value: u64) -> bool {
        let chars: Vec<char> = word.chars().collect();
        let base = u64::from(self.base);
        let mut rest = value;
        let mut digits = vec![0u8; chars.len()];
        for slot in digits.iter_mut().rev() {
            *slot = (rest % base) as u8;
            rest /= base;
        }
        if rest != 0 {
            return false;
        }
        for (i, (&c, &d)) in chars.iter().zip(&digits).enumerate() {
            let rule = i == 0 && (chars.len() > 1 || self.strict);
            if let Some(written) = c.to_digit(10) {
                if written != u32::from(d) {
                    return false;
                }
            } else if rule && d == 0 {
                return false;
            } else if c == '?' {
                self.filled.blanks.push(d);
            } else if let Some(&had) = self.filled.letters.get(&c) {
                if had != d {
                    return false;
                }
            } else if self.filled.letters.values().any(|&other| other == d) {
                return false;
            } else {
                self.filled.letters.insert(c, d);
            }
        }
        true
    }
}

fn sorted(mut filled: Vec<Filled>) -> Vec<Filled> {
    filled.sort();
    filled
}

/// Every solution of `x + y == z`, by looping over the numbers x and y.
fn naive_sum(x: &str, y: &str, z: &str, base: u32, strict: bool) -> Vec<Filled> {
    let below = |word: &str| u64::from(base).pow(word.chars().count() as u32);
    let mut found = Vec::new();
    for a in 0..below(x) {
        let mut read = Reader::new(base, strict);
        if !read.shows(x, a) {
            continue;
        }
        for b in 0..below(y) {
            let mut read = read.clone();
            if read.shows(y, b) && read.shows(z, a + b) {
                found.push(read.filled);
            }
        }
    }
    sorted(found)
}

/// Every solution of the product layout `a * b = c | lines…`, by looping
/// over the numbers `a` and `b`; also `a * b == c` without lines.
fn naive_product(
    a: &str,
    b: &str,
    c: &str,
    lines: Option<&[&str]>,
    base: u32,
    strict: bool,
) -> Vec<Filled> {
    let below = |word: &str| u64::from(base).pow(word.chars().count() as u32);
    let mut found = Vec::new();
    for x in 0..below(a) {
        let mut read = Reader::new(base, strict);
        if !read.shows(a, x) {
            continue;
        }
        'numbers: for y in 0..below(b) {
            let mut read = read.clone();
            if !read.shows(b, y) || !read.shows(c, x * y) {
                continue;
            }
            // Line j is for the j-th digit of y from the right.
            let mut digits = y;
            for line in lines.into_iter().flatten() {
                let digit = digits % u64::from(base);
                digits /= u64::from(base);
                let fits = match (line.is_empty(), digit) {
                    (true, 0) => true,
                    (false, 1..) => read.shows(line, x * digit),
                    _ => false,
                };
                if !fits {
                    continue 'numbers;
                }
            }
            found.push(read.filled);
        }
    }
    sorted(found)
}

/// Every solution of the division layout `dividend / divisor = quotient |
/// steps…`, each step `[X, Y, Z]` or empty, by looping over the numbers
/// divided and dividing the schoolbook way.
fn naive_division(
    dividend: &str,
    divisor: &str,
    quotient: &str,
    steps: &[Option<[&str; 3]>],
    base: u32,
    strict: bool,
) -> Vec<Filled> {
    let below = |word: &str| u64::from(base).pow(word.chars().count() as u32);
    let b = u64::from(base);
    let n = dividend.chars().count();
    let m = quotient.chars().count();
    let mut found = Vec::new();
    for big in 0..below(dividend) {
        let mut read = Reader::new(base, strict);
        if !read.shows(dividend, big) {
            continue;
        }
        // The dividend's digits, most significant first.
        let digits: Vec<u64> = (0..n as u32)
            .rev()
            .map(|place| big / b.pow(place) % b)
            .collect();
        'numbers: for small in 1..below(divisor) {
            let mut current = digits[..n - m + 1].iter().fold(0, |v, &d| v * b + d);
            // Each step's digit of the quotient and the numbers it writes.
            let mut written = Vec::new();
            for i in 0..m {
                let q = current / small;
                if q >= b {
                    continue 'numbers;
                }
                written.push((q, current, small * q));
                current -= small * q;
                if i + 1 < m {
                    current = current * b + digits[n - m + 1 + i];
                }
            }
            let mut read = read.clone();
            let value = written.iter().fold(0, |v, &(q, _, _)| v * b + q);
            if !read.shows(divisor, small) || !read.shows(quotient, value) {
                continue;
            }
            for (&(q, x, y), step) in written.iter().zip(steps) {
                let fits = match (step, q) {
                    (None, 0) => true,
                    (Some([wx, wy, wz]), 1..) => {
                        read.shows(wx, x) && read.shows(wy, y) && read.shows(wz, x - y)
                    }
                    _ => false,
                };
                if !fits {
                    continue 'numbers;
                }
            }
            found.push(read.filled);
        }
    }
    sorted(found)
}

fn product_text(a: &str, b: &str, c: &str, lines: &[&str]) -> String {
    format!("{a} * {b} = {c} | {}", lines.join(" | "))
}

fn division_text(
    dividend: &str,
    divisor: &str,
    quotient: &str,
    steps: &[Option<[&str; 3]>],
) -> String {
    let steps: Vec<String> = steps
        .iter()
        .map(|step| match step {
            Some([x, y, z]) => format!("{x} - {y} = {z}"),
            None => String::new(),
        })
        .collect();
    format!(
        "{dividend} / {divisor} = {quotient} | {}",
        steps.join(" | ")
    )
}

fn filled(letters: &str, blanks: &[u8]) -> Filled {
    Filled {
        letters: parse_assignment(letters),
        blanks: blanks.to_vec(),
    }
}

#[test]
fn the_long_division_has_its_one_solution() {
    let text = "pkmkh / ?? = ??? | pkm - pmd = xp | xpk - ?? = kh | khh - mbg = k";
    // 47670 / 77 = 619: 476 - 462 = 14, 147 - 77 = 70, 700 - 693 = 7.
    let want = filled("b=9 d=2 g=3 h=0 k=7 m=6 p=4 x=1", &[7, 7, 6, 1, 9, 7, 7]);
    assert_eq!(
        filled_solutions(text, 10, false, u64::MAX),
        std::slice::from_ref(&want)
    );
    let steps = [
        Some(["pkm", "pmd", "xp"]),
        Some(["xpk", "??", "kh"]),
        Some(["khh", "mbg", "k"]),
    ];
    assert_eq!(division_text("pkmkh", "??", "???", &steps), text);
    assert_eq!(
        naive_division("pkmkh", "??", "???", &steps, 10, false),
        std::slice::from_ref(&want)
    );
    // Its one-character word `k` is 7, so the strict rule keeps it.
    assert_eq!(
        filled_solutions(text, 10, true, u64::MAX),
        std::slice::from_ref(&want)
    );
    let brute = BruteForce::new(text, 10).unwrap();
    let letters: Vec<(char, u8)> = want.letters.iter().map(|(&l, &d)| (l, d)).collect();
    assert!(brute.check_filled(&letters, &want.blanks));
    let mut wrong = want.blanks.clone();
    wrong[0] = 8;
    assert!(!brute.check_filled(&letters, &wrong));
    // `check` takes no blanks, so it answers no for a puzzle with `?`s.
    assert!(!brute.check(&letters));
}

#[test]
fn a_division_in_base_8_matches_the_schoolbook() {
    let steps = [Some(["AB?", "??", "?"]), Some(["??", "??", "?"])];
    let text = division_text("AB??", "?C", "??", &steps);
    let want = naive_division("AB??", "?C", "??", &steps, 8, false);
    assert_eq!(want.len(), 147);
    assert_eq!(filled_solutions(&text, 8, false, u64::MAX), want);
    // The strict rule: the one-character differences may not be 0.
    let strict = naive_division("AB??", "?C", "??", &steps, 8, true);
    assert!(strict.len() < want.len());
    assert_eq!(filled_solutions(&text, 8, true, u64::MAX), strict);
    // An empty step for a 0 in the quotient.
    let steps = [Some(["???", "??", "?"]), None, Some(["??A", "??", "?"])];
    let text = division_text("????A", "??", "?0?", &steps);
    let want = naive_division("????A", "??", "?0?", &steps, 8, false);
    assert_eq!(want.len(), 21);
    assert_eq!(filled_solutions(&text, 8, false, u64::MAX), want);
}

#[test]
fn a_skeleton_sum_matches_the_loops_over_numbers() {
    let want = naive_sum("AB?C", "D?A", "?CBD", 10, false);
    assert_eq!(want.len(), 543);
    assert_eq!(
        filled_solutions("AB?C + D?A == ?CBD", 10, false, u64::MAX),
        want
    );
    // Letters only, one entry per solution.
    assert_eq!(
        crate::oracle::solutions("AB?C + D?A == ?CBD", 10).len(),
        want.len()
    );
}

#[test]
fn a_product_of_blanks_matches_the_loops_over_numbers() {
    let want = naive_product("1??", "??", "4??5", None, 10, false);
    assert_eq!(want.len(), 68);
    assert_eq!(
        filled_solutions("1?? * ?? == 4??5", 10, false, u64::MAX),
        want
    );
}

#[test]
fn long_multiplication_matches_the_loops_over_numbers() {
    // 12 * 13 = 156 | 36 | 12.
    let lines = ["?C", "A?"];
    let text = product_text("A?", "?B", "??C", &lines);
    assert_eq!(text, "A? * ?B = ??C | ?C | A?");
    let want = naive_product("A?", "?B", "??C", Some(&lines), 10, false);
    assert!(want.contains(&filled("A=1 B=3 C=6", &[2, 1, 1, 5, 3, 2])));
    assert_eq!(filled_solutions(&text, 10, false, u64::MAX), want);
    // A 0 in the multiplier, and an empty line for it.
    let lines = ["??", "", "??"];
    let text = product_text("??", "?0?", "????", &lines);
    let want = naive_product("??", "?0?", "????", Some(&lines), 10, false);
    assert_eq!(want.len(), 746);
    assert_eq!(filled_solutions(&text, 10, false, u64::MAX), want);
    // A written line for a 0 digit is no solution, nor an empty one for
    // another digit.
    assert!(filled_solutions("?? * ?0? = ???? | ?? | ? | ??", 10, false, u64::MAX).is_empty());
    assert!(
        filled_solutions("?? * ??? = ???? | ?? | | ??", 10, false, u64::MAX).len() == want.len()
    );
    // In base 8, the zero rule strict.
    let lines = ["?C", "A?"];
    let want = naive_product("A?", "?B", "??C", Some(&lines), 8, true);
    assert_eq!(want.len(), 65);
    assert_eq!(
        filled_solutions(&product_text("A?", "?B", "??C", &lines), 8, true, u64::MAX),
        want
    );
}

#[test]
fn the_zero_rules_read_a_leading_blank_as_a_leading_letter() {
    // A `?` alone may be 0 by default, not under the strict rule.
    for strict in [false, true] {
        let mut want = Vec::new();
        for a in 0..10u8 {
            for q in 0..10u8 {
                let b = a + q;
                if b < 10 && a != b && !(strict && (a == 0 || b == 0 || q == 0)) {
                    want.push(filled(&format!("A={a} B={b}"), &[q]));
                }
            }
        }
        assert_eq!(
            filled_solutions("A + ? == B", 10, strict, u64::MAX),
            sorted(want)
        );
    }
    // A `?` that starts a longer word is never 0; one inside it may be.
    assert_eq!(BruteForce::new("?A == A", 10).unwrap().count(), 0);
    assert_eq!(BruteForce::new("?A == 10 + A", 10).unwrap().count(), 10);
    assert_eq!(BruteForce::new("A? == 10 * A", 10).unwrap().count(), 9);
    // `?`s need not differ from letters or from each other.
    assert_eq!(BruteForce::new("? + ? == A", 10).unwrap().count(), 55);
    assert_eq!(
        BruteForce::with_rule("? + ? == A", 10, true)
            .unwrap()
            .count(),
        45 - 9
    );
}

#[test]
fn allowed_digits_bind_letters_and_blanks() {
    let all = filled_solutions("AB?C + D?A == ?CBD", 10, false, u64::MAX);
    let low = 0b111_1111;
    let want: Vec<Filled> = all
        .iter()
        .filter(|f| {
            f.letters
                .values()
                .chain(&f.blanks)
                .all(|&d| low & 1 << d != 0)
        })
        .cloned()
        .collect();
    assert!(!want.is_empty() && want.len() < all.len());
    assert_eq!(filled_solutions("AB?C + D?A == ?CBD", 10, false, low), want);
    // Written digits are not bound.
    assert_eq!(filled_solutions("? == 8", 10, false, low), []);
    assert_eq!(filled_solutions("?8 == 68", 10, false, low).len(), 1);
}

#[test]
fn bad_layouts_are_errors() {
    let too_many = format!("{} == A", "?".repeat(64));
    for bad in [
        // Steps or lines not matching the quotient's or multiplier's length.
        "AB / C = DE | AB - C = D",
        "AB / C = D | AB - C = D |",
        "A * BC = D | E",
        "A * B = C | D | E",
        "A * B = C ||",
        // Not `word / word = word` or `word * word = word`.
        "A + B = C | D",
        "A / B | C",
        "A / B = C D | E",
        "(A) / B = C | A - B = C",
        "A / B = (C) | A - B = C",
        "A // B = C | A - B = C",
        "A / B != C | A - B = C",
        "A / B = C == D | A - B = C",
        "A * B = C | 1 2",
        "| A * B = C",
        "|",
        // Division steps not `word - word = word`.
        "A / B = C | A + B = C",
        "A / B = C | A - B",
        "A / B = C | A - B = C - D",
        "A / B = C | A - B = C D",
        "A / B = C | A - B < C",
        "A / B = C | A",
        // Product lines not one word.
        "AB * C = DE | F G",
        "AB * C = DE | F + G",
        "AB * C = DE | F - G = H",
        // `|` with `,`, `;` or `&&`.
        "A * B = C | D, E == F",
        "A == B, C * D = E | F",
        "A * B = C | D; E",
        "A * B = C | D && E == F",
        // A dividend shorter than the quotient: k < 1.
        "A / BC = DE | | ",
        // Words as anywhere.
        "?A / ? = 0? | ?A - ? = 0?",
        too_many.as_str(),
    ] {
        let read = BruteForce::new(bad, 10);
        assert!(read.is_err(), "`{bad}` parsed");
    }
    assert!(BruteForce::new("A8 / B = C | A8 - B = C", 8).is_err());
    // A layout writes numbers as it writes words: a remainder 0, a line
    // given whole; but not with a leading 0.
    assert_eq!(
        BruteForce::new("12 / A = B | 12 - 12 = 0", 10)
            .unwrap()
            .filled()
            .len(),
        4
    );
    assert!(BruteForce::new("12 / A = B | 12 - 12 = 00", 10).is_err());
    let err = BruteForce::new("AB / C = DE | AB - C = D", 10)
        .err()
        .unwrap();
    assert!(err.contains("2 steps") && err.contains("not 1"), "{err}");
    // As valid: a 1-character multiplier and its one empty line; a `?` beside
    // 63 other unknowns.
    assert_eq!(BruteForce::new("A * ? = ? |", 10).unwrap().count(), 10);
    let most = format!("{} == A", "?".repeat(63));
    assert!(BruteForce::new(&most, 10).is_ok());
}

/// A few hundred thousand texts over the layouts' characters, each read
/// and, when small, solved: none may panic.
#[test]
fn no_text_panics() {
    let alphabet: Vec<char> = "A?0/*-=|, ".chars().collect();
    let mut texts = vec![String::new()];
    let mut last = vec![String::new()];
    for _ in 0..5 {
        last = last
            .iter()
            .flat_map(|t| alphabet.iter().map(move |&c| format!("{t}{c}")))
            .collect();
        texts.extend(last.iter().cloned());
    }
    // Longer texts from a fixed pseudo-random sequence (Knuth's MMIX LCG).
    let mut state = 1u64;
    let alphabet: Vec<char> = "AB?01/*-=|, ".chars().collect();
    for _ in 0..50_000 {
        let mut text = String::new();
        for _ in 0..24 {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            text.push(alphabet[(state >> 33) as usize % alphabet.len()]);
        }
        texts.push(text);
    }
    let mut read = 0;
    for text in &texts {
        for strict in [false, true] {
            if let Ok(brute) = BruteForce::with_rule(text, 3, strict) {
                read += 1;
                if brute.letters().len() + brute.blanks() <= 4 {
                    brute.count();
                }
            }
        }
    }
    assert!(read > 100, "only {read} texts read");
}
