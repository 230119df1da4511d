//! Parity: every puzzle of one table runs through both `alphametic!` and
//! `Puzzle::parse`, and both must find the same solutions in the same order,
//! under the default zero rule and under the strict one.
//!
//! The table at the end of this file, and `support/src/generated.rs`,
//! are generated from the data under `tests/data/alphametics/` by
//! `generated_files_are_current` below. After changing the data or the
//! generator, regenerate both with
//!
//! ```text
//! ALPHAMETIC_REGENERATE=1 cargo test --test parity generated_files_are_current
//! ```

use alphametic_support as common;

use std::path::PathBuf;

use alphametic::{Alphametic, Options, Puzzle, Solution, ZeroRule, alphametic};
use common::data;

#[test]
fn the_macro_and_the_runtime_agree() {
    assert!(CASES.len() > 130);
    for &(text, base, generated) in CASES {
        agree(text, Options::new().base(base), generated);
    }
}

/// The puzzles of `CASES` whose model the strict rule changes, through
/// `alphametic!(…, strict)`. The macro's output depends on the puzzle only
/// through its model, so for the others `CASES` already covers the strict
/// rule; `generated_files_are_current` keeps the list complete.
#[test]
fn the_macro_and_the_runtime_agree_under_the_strict_rule() {
    assert!(STRICT.len() > 30);
    for &(text, base, generated) in STRICT {
        agree(
            text,
            Options::new().base(base).zeros(ZeroRule::Strict),
            generated,
        );
    }
}

/// Whether the strict rule changes the model of `text` in `base`: whether
/// it has a one-letter word whose letter starts no longer word.
fn strict_matters(text: &str, base: u32) -> bool {
    let parse = |strict| {
        Puzzle::parse_with(
            text,
            Options::new().base(base).zeros(if strict {
                ZeroRule::Strict
            } else {
                ZeroRule::Standard
            }),
        )
        .unwrap()
    };
    parse(false).model() != parse(true).model()
}

/// Checks that `generated` finds the solutions of `text` read with
/// `options`, in the runtime's order.
fn agree(text: &str, options: Options, generated: &dyn Alphametic) {
    let base = options.base;
    let runtime =
        Puzzle::parse_with(text, options).unwrap_or_else(|e| panic!("{text} in base {base}: {e}"));
    let expected: Vec<Solution> = runtime.solutions().collect();
    let found: Vec<Solution> = generated.solutions().collect();
    let mut sorted = (expected.clone(), found.clone());
    sorted.0.sort();
    sorted.1.sort();
    assert_eq!(sorted.0, sorted.1, "{text} in base {base}: the solutions");
    assert_eq!(
        found.first(),
        expected.first(),
        "{text}: the first solution"
    );
    assert_eq!(found, expected, "{text}: the order of the solutions");
    assert_eq!(generated.count(), expected.len() as u64, "{text}: count");
    assert_eq!(generated.solve(), runtime.solve(), "{text}: solve");
    assert_eq!(generated.is_unique(), runtime.is_unique(), "{text}");
}

#[test]
fn generated_files_are_current() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let this = std::fs::read_to_string(root.join("tests/parity.rs")).unwrap();
    let start = this.find(BEGIN).expect("the table's start marker");
    let want_this = format!("{}{}", &this[..start], table());
    let files = [
        (root.join("tests/parity.rs"), want_this),
        (root.join("support/src/generated.rs"), bench_list()),
    ];
    let regenerate = std::env::var_os("ALPHAMETIC_REGENERATE").is_some();
    for (path, want) in files {
        let have = std::fs::read_to_string(&path).unwrap_or_default();
        if have == want {
            continue;
        }
        if regenerate {
            std::fs::write(&path, want).unwrap();
        } else {
            panic!(
                "{} is out of date; regenerate it with\n  \
                 ALPHAMETIC_REGENERATE=1 cargo test --test parity generated_files_are_current",
                path.display()
            );
        }
    }
}

/// Starts the generated part of this file.
const BEGIN: &str = concat!("// @generated ", "by `generated_files_are_current`");

/// The puzzles of the table as (text, base), in groups with a title.
fn cases() -> Vec<(&'static str, Vec<(String, u32)>)> {
    let json: serde_json::Value =
        serde_json::from_str(&data("alphametics/exercism-canonical-data.json")).unwrap();
    let exercism = exercism_puzzles(&json);
    let sums = data("alphametics/sums.txt");
    let sums = sums.lines().map(|l| (l.to_owned(), 10)).collect();
    let expressions = data("alphametics/expressions.txt");
    let expressions = expressions.lines().map(|l| (l.to_owned(), 10)).collect();
    let bases = data("alphametics/send_more_money_bases.tsv");
    let bases = bases
        .lines()
        .skip(1)
        .map(|row| {
            let cols: Vec<&str> = row.split('\t').collect();
            (cols[0].to_owned(), cols[1].parse().unwrap())
        })
        .collect();
    let language = data("alphametics/language.tsv");
    let language = language
        .lines()
        .skip(1)
        .map(|row| {
            let cols: Vec<&str> = row.split('\t').collect();
            (cols[0].to_owned(), cols[1].parse().unwrap())
        })
        .collect();
    let skeletons = data("alphametics/skeletons.tsv");
    let skeletons = skeletons
        .lines()
        .skip(1)
        .map(|row| row.split('\t').collect::<Vec<&str>>())
        .filter(|cols| cols[2] == "-")
        .step_by(4)
        .map(|cols| (cols[0].to_owned(), cols[1].parse().unwrap()))
        .collect();
    let layouts = data("alphametics/layouts.tsv");
    let layouts = layouts
        .lines()
        .skip(1)
        .step_by(4)
        .map(|row| (row.split('\t').next().unwrap_or_default().to_owned(), 10))
        .collect();
    let own = |list: &[(&str, u32)]| list.iter().map(|&(t, b)| (t.to_owned(), b)).collect();
    vec![
        ("The Exercism cases", exercism),
        ("The sums corpus, tests/data/alphametics/sums.txt", sums),
        (
            "The expressions corpus, tests/data/alphametics/expressions.txt",
            expressions,
        ),
        (
            "SEND + MORE == MONEY in the bases of send_more_money_bases.tsv",
            bases,
        ),
        (
            "The language corpus, tests/data/alphametics/language.tsv: digits in \
             words, relations, `//` and `%`",
            language,
        ),
        (
            "Small bases, no solution, several solutions",
            own(&[
                ("AB == BA", 2),
                ("A + B == C", 4),
                ("SEND + MORE == MONEY", 8),
                ("A == B", 10),
                ("A + A == A", 10),
                ("SEND + MORE == MONEYS", 10),
                ("A + B == C", 10),
                ("AB + BA == CC", 10),
                ("A + B + C == DE", 10),
                ("I + BB == ILL", 10),
                ("A == A", 10),
            ]),
        ),
        (
            "Several equations",
            own(&[
                ("SEND + MORE == MONEY, MONEY - MORE == SEND", 10),
                ("A + B == C; C - B == A", 10),
                ("A + B == C, B + C == D", 10),
                ("TO + GO == OUT; OUT - GO == TO; T + O == U + G - G", 10),
                ("A * B == C, A + B == D", 10),
                ("AB * C == DE; D + E == C", 10),
            ]),
        ),
        (
            "Expressions: every operator, fractions, word exponents, other bases",
            own(&[
                ("-A + B == C", 10),
                ("A - -B == C", 10),
                ("(A + B) * (C - D) == EF", 10),
                ("A / B / C == D", 10),
                ("A / (B / C) == D", 10),
                ("(A + B) / 2 == C", 10),
                ("A / B + C / D == 1", 10),
                ("A ^ B == CD", 10),
                ("2 ^ A ^ 2 == BCD", 10),
                ("A ^ 0 + B == C", 10),
                ("-(A ^ 2) + B ^ 2 == C ^ 2 - D", 10),
                ("ODD * ODD == FREAKY", 16),
                ("AB * CD == EFG", 7),
                ("A ^ 2 + B ^ 2 == C ^ 2", 13),
                ("SEND + MORE == MONEY, M * O == N - E - Y", 10),
            ]),
        ),
        (
            "Functions, predicates and truth values, checked as soon as their words are known",
            own(&[
                ("is_prime(AB) and is_square(CD)", 10),
                ("is_prime(AB) and is_square(CD)", 12),
                ("(A != 4) + (B != 5) + (C != 6) == 1, A + B + C == 12", 10),
                ("dsum(ABC) == 12, nrev(ABC) == CBA", 12),
                ("gcd(AB, CD) == 3", 10),
                ("not is_cube(ABC) or A > 5", 12),
                (
                    "SEND + MORE == MONEY, is_prime(SEND) or is_square(MORE)",
                    10,
                ),
                ("is_palindrome(ABC * 3) or digrt(ABCD) == 1", 11),
                (
                    "EFG == dsum(ABCD) + nrev(ABCD) // 1000, is_triangular(EFG)",
                    10,
                ),
                // Past 64 bits: the checks in `i128`.
                (
                    "dsum(ABABABABABABABABABAB) == 50 or is_square(ABABABABABABABABABAB + C)",
                    10,
                ),
            ]),
        ),
        (
            "Every fourth puzzle of the skeleton corpus, tests/data/alphametics/skeletons.tsv, \
             that takes every digit: `?`, long division and multiplication",
            skeletons,
        ),
        (
            "Every fourth planted layout of tests/data/alphametics/layouts.tsv",
            layouts,
        ),
    ]
}

/// The puzzles of the Exercism cases, in file order.
fn exercism_puzzles(json: &serde_json::Value) -> Vec<(String, u32)> {
    json["cases"]
        .as_array()
        .expect("a case list")
        .iter()
        .map(|case| (case["input"]["puzzle"].as_str().unwrap().to_owned(), 10))
        .collect()
}

/// The generated part of this file.
fn table() -> String {
    let mut out = format!(
        "{BEGIN}; do not edit below.\n\n\
         /// (text, base, the puzzle through `alphametic!`).\n\
         #[rustfmt::skip]\n\
         static CASES: &[(&str, u32, &dyn Alphametic)] = &[\n"
    );
    for (title, group) in cases() {
        out += &format!("    // {title}.\n");
        for (text, base) in group {
            let call = if base == 10 {
                format!("alphametic!({text:?})")
            } else {
                format!("alphametic!({text:?}, base = {base})")
            };
            out += &format!("    ({text:?}, {base}, &{call}),\n");
        }
    }
    out += "];\n\n\
            /// (text, base, the puzzle through `alphametic!(…, strict)`): the\n\
            /// puzzles above whose model the strict rule changes.\n\
            #[rustfmt::skip]\n\
            static STRICT: &[(&str, u32, &dyn Alphametic)] = &[\n";
    for (title, group) in cases() {
        let group: Vec<_> = group
            .into_iter()
            .filter(|(t, b)| strict_matters(t, *b))
            .collect();
        if group.is_empty() {
            continue;
        }
        out += &format!("    // {title}.\n");
        for (text, base) in group {
            let call = if base == 10 {
                format!("alphametic!({text:?}, strict)")
            } else {
                format!("alphametic!({text:?}, base = {base}, strict)")
            };
            out += &format!("    ({text:?}, {base}, &{call}),\n");
        }
    }
    out + "];\n"
}

/// `support/src/generated.rs`: the Exercism cases then the sums
/// corpus, and the expressions corpus, each through `alphametic!`.
fn bench_list() -> String {
    let all = cases();
    let mut out = String::from(
        "//! The Exercism cases, then the sums corpus, and apart from them the\n\
         //! expressions corpus, each compiled by `alphametic!`, keyed by the\n\
         //! puzzle text, in the order of the data files; and the planted\n\
         //! layouts.\n\
         //!\n\
         //! Generated by `generated_files_are_current` in `tests/parity.rs`; do\n\
         //! not edit.\n\
         \n\
         use alphametic::{Alphametic, alphametic};\n",
    );
    let lists = [
        (
            "SUMS",
            "generated",
            "The Exercism cases and the sums corpus",
            &all[..2],
        ),
        (
            "EXPRESSIONS",
            "expressions",
            "The expressions corpus",
            &all[2..3],
        ),
    ];
    for (name, function, title, groups) in lists {
        out += &format!(
            "\n/// {title}, as (text, solver).\n\
             #[rustfmt::skip]\n\
             pub static {name}: &[(&str, &dyn Alphametic)] = &[\n"
        );
        for (_, group) in groups {
            for (text, base) in group {
                assert_eq!(*base, 10);
                out += &format!("    ({text:?}, &alphametic!({text:?})),\n");
            }
        }
        out += &format!(
            "];\n\
             \n\
             /// {title}, as (text, solver).\n\
             pub fn {function}() -> Vec<(&'static str, &'static dyn Alphametic)> {{\n    \
                 {name}.to_vec()\n\
             }}\n"
        );
    }
    out += "\n/// The planted layouts of tests/data/alphametics/layouts.tsv, as\n\
            /// (text, solver).\n\
            #[rustfmt::skip]\n\
            pub static LAYOUTS: &[(&str, &dyn Alphametic)] = &[\n";
    let layouts = data("alphametics/layouts.tsv");
    for row in layouts.lines().skip(1) {
        let text = row.split('\t').next().unwrap_or_default();
        out += &format!("    ({text:?}, &alphametic!({text:?})),\n");
    }
    out += "];\n";
    out += "\n/// The lines of the sums and the expressions corpus whose model the\n\
            /// strict zero rule changes, through `alphametic!(…, strict)`, as\n\
            /// (text, solver); under the strict rule the others expand as above.\n\
            #[rustfmt::skip]\n\
            pub static STRICT: &[(&str, &dyn Alphametic)] = &[\n";
    for (_, group) in &all[1..3] {
        for (text, base) in group {
            if strict_matters(text, *base) {
                out += &format!("    ({text:?}, &alphametic!({text:?}, strict)),\n");
            }
        }
    }
    out + "];\n"
}

// @generated by `generated_files_are_current`; do not edit below.

/// (text, base, the puzzle through `alphametic!`).
#[rustfmt::skip]
static CASES: &[(&str, u32, &dyn Alphametic)] = &[
    // The Exercism cases.
    ("I + BB == ILL", 10, &alphametic!("I + BB == ILL")),
    ("A == B", 10, &alphametic!("A == B")),
    ("ACA + DD == BD", 10, &alphametic!("ACA + DD == BD")),
    ("A + A + A + A + A + A + A + A + A + A + A + B == BCC", 10, &alphametic!("A + A + A + A + A + A + A + A + A + A + A + B == BCC")),
    ("AS + A == MOM", 10, &alphametic!("AS + A == MOM")),
    ("NO + NO + TOO == LATE", 10, &alphametic!("NO + NO + TOO == LATE")),
    ("HE + SEES + THE == LIGHT", 10, &alphametic!("HE + SEES + THE == LIGHT")),
    ("SEND + MORE == MONEY", 10, &alphametic!("SEND + MORE == MONEY")),
    ("AND + A + STRONG + OFFENSE + AS + A + GOOD == DEFENSE", 10, &alphametic!("AND + A + STRONG + OFFENSE + AS + A + GOOD == DEFENSE")),
    ("THIS + A + FIRE + THEREFORE + FOR + ALL + HISTORIES + I + TELL + A + TALE + THAT + FALSIFIES + ITS + TITLE + TIS + A + LIE + THE + TALE + OF + THE + LAST + FIRE + HORSES + LATE + AFTER + THE + FIRST + FATHERS + FORESEE + THE + HORRORS + THE + LAST + FREE + TROLL + TERRIFIES + THE + HORSES + OF + FIRE + THE + TROLL + RESTS + AT + THE + HOLE + OF + LOSSES + IT + IS + THERE + THAT + SHE + STORES + ROLES + OF + LEATHERS + AFTER + SHE + SATISFIES + HER + HATE + OFF + THOSE + FEARS + A + TASTE + RISES + AS + SHE + HEARS + THE + LEAST + FAR + HORSE + THOSE + FAST + HORSES + THAT + FIRST + HEAR + THE + TROLL + FLEE + OFF + TO + THE + FOREST + THE + HORSES + THAT + ALERTS + RAISE + THE + STARES + OF + THE + OTHERS + AS + THE + TROLL + ASSAILS + AT + THE + TOTAL + SHIFT + HER + TEETH + TEAR + HOOF + OFF + TORSO + AS + THE + LAST + HORSE + FORFEITS + ITS + LIFE + THE + FIRST + FATHERS + HEAR + OF + THE + HORRORS + THEIR + FEARS + THAT + THE + FIRES + FOR + THEIR + FEASTS + ARREST + AS + THE + FIRST + FATHERS + RESETTLE + THE + LAST + OF + THE + FIRE + HORSES + THE + LAST + TROLL + HARASSES + THE + FOREST + HEART + FREE + AT + LAST + OF + THE + LAST + TROLL + ALL + OFFER + THEIR + FIRE + HEAT + TO + THE + ASSISTERS + FAR + OFF + THE + TROLL + FASTS + ITS + LIFE + SHORTER + AS + STARS + RISE + THE + HORSES + REST + SAFE + AFTER + ALL + SHARE + HOT + FISH + AS + THEIR + AFFILIATES + TAILOR + A + ROOFS + FOR + THEIR + SAFE == FORTRESSES", 10, &alphametic!("THIS + A + FIRE + THEREFORE + FOR + ALL + HISTORIES + I + TELL + A + TALE + THAT + FALSIFIES + ITS + TITLE + TIS + A + LIE + THE + TALE + OF + THE + LAST + FIRE + HORSES + LATE + AFTER + THE + FIRST + FATHERS + FORESEE + THE + HORRORS + THE + LAST + FREE + TROLL + TERRIFIES + THE + HORSES + OF + FIRE + THE + TROLL + RESTS + AT + THE + HOLE + OF + LOSSES + IT + IS + THERE + THAT + SHE + STORES + ROLES + OF + LEATHERS + AFTER + SHE + SATISFIES + HER + HATE + OFF + THOSE + FEARS + A + TASTE + RISES + AS + SHE + HEARS + THE + LEAST + FAR + HORSE + THOSE + FAST + HORSES + THAT + FIRST + HEAR + THE + TROLL + FLEE + OFF + TO + THE + FOREST + THE + HORSES + THAT + ALERTS + RAISE + THE + STARES + OF + THE + OTHERS + AS + THE + TROLL + ASSAILS + AT + THE + TOTAL + SHIFT + HER + TEETH + TEAR + HOOF + OFF + TORSO + AS + THE + LAST + HORSE + FORFEITS + ITS + LIFE + THE + FIRST + FATHERS + HEAR + OF + THE + HORRORS + THEIR + FEARS + THAT + THE + FIRES + FOR + THEIR + FEASTS + ARREST + AS + THE + FIRST + FATHERS + RESETTLE + THE + LAST + OF + THE + FIRE + HORSES + THE + LAST + TROLL + HARASSES + THE + FOREST + HEART + FREE + AT + LAST + OF + THE + LAST + TROLL + ALL + OFFER + THEIR + FIRE + HEAT + TO + THE + ASSISTERS + FAR + OFF + THE + TROLL + FASTS + ITS + LIFE + SHORTER + AS + STARS + RISE + THE + HORSES + REST + SAFE + AFTER + ALL + SHARE + HOT + FISH + AS + THEIR + AFFILIATES + TAILOR + A + ROOFS + FOR + THEIR + SAFE == FORTRESSES")),
    // The sums corpus, tests/data/alphametics/sums.txt.
    ("SEND + MORE == MONEY", 10, &alphametic!("SEND + MORE == MONEY")),
    ("ZEROES + ONES == BINARY", 10, &alphametic!("ZEROES + ONES == BINARY")),
    ("SEND + A + TAD + MORE == MONEY", 10, &alphametic!("SEND + A + TAD + MORE == MONEY")),
    ("SEVEN + SEVEN + SIX == TWENTY", 10, &alphametic!("SEVEN + SEVEN + SIX == TWENTY")),
    ("SATURN + URANUS + NEPTUNE + PLUTO == PLANETS", 10, &alphametic!("SATURN + URANUS + NEPTUNE + PLUTO == PLANETS")),
    ("DONALD + GERALD == ROBERT", 10, &alphametic!("DONALD + GERALD == ROBERT")),
    ("FIFTY + TWENTY + NINE + ONE == EIGHTY", 10, &alphametic!("FIFTY + TWENTY + NINE + ONE == EIGHTY")),
    ("FORTY + TEN + TEN == SIXTY", 10, &alphametic!("FORTY + TEN + TEN == SIXTY")),
    ("EIN + EIN + EIN + EIN == VIER", 10, &alphametic!("EIN + EIN + EIN + EIN == VIER")),
    ("LETS + SOLVE + THIS + LITTLE == TEASER", 10, &alphametic!("LETS + SOLVE + THIS + LITTLE == TEASER")),
    ("ELEVEN + LAGERS + REVIVE == GENERAL", 10, &alphametic!("ELEVEN + LAGERS + REVIVE == GENERAL")),
    ("SHE + WILL + WASH + THESE == SHIRTS", 10, &alphametic!("SHE + WILL + WASH + THESE == SHIRTS")),
    ("HAVE + A + HAPPY + HAPPY == EASTER", 10, &alphametic!("HAVE + A + HAPPY + HAPPY == EASTER")),
    ("OHIO + HAWAII + KANSAS + ALASKA == INDIANA", 10, &alphametic!("OHIO + HAWAII + KANSAS + ALASKA == INDIANA")),
    ("TONTO + ANDTHE + LONE == RANGER", 10, &alphametic!("TONTO + ANDTHE + LONE == RANGER")),
    ("ACCENTUATE + CONCERTINA + TRANSSONIC == INSTRUCTOR", 10, &alphametic!("ACCENTUATE + CONCERTINA + TRANSSONIC == INSTRUCTOR")),
    ("APOLITICAL + PENICILLIN + PICKPOCKET == KNICKKNACK", 10, &alphametic!("APOLITICAL + PENICILLIN + PICKPOCKET == KNICKKNACK")),
    ("COINCIDENCE + ELECTRICIAN == ACCELERATOR", 10, &alphametic!("COINCIDENCE + ELECTRICIAN == ACCELERATOR")),
    ("COMPROMISE + STRETCHIEST + MICROSCOPIC == HOMESTRETCH", 10, &alphametic!("COMPROMISE + STRETCHIEST + MICROSCOPIC == HOMESTRETCH")),
    ("HAPPY + HOLIDAYS + TO + ALL == HOHOHOHO", 10, &alphametic!("HAPPY + HOLIDAYS + TO + ALL == HOHOHOHO")),
    ("ARIES + LEO + LIBRA == PISCES", 10, &alphametic!("ARIES + LEO + LIBRA == PISCES")),
    ("GEMINI + VIRGO == CANCER", 10, &alphametic!("GEMINI + VIRGO == CANCER")),
    ("SEE + THREE + LITTLE == WOLVES", 10, &alphametic!("SEE + THREE + LITTLE == WOLVES")),
    ("EARTH + AIR + FIRE + WATER == NATURE", 10, &alphametic!("EARTH + AIR + FIRE + WATER == NATURE")),
    ("DCLIX + DLXVI == MCCXXV", 10, &alphametic!("DCLIX + DLXVI == MCCXXV")),
    ("COUPLE + COUPLE == QUARTET", 10, &alphametic!("COUPLE + COUPLE == QUARTET")),
    ("FISH + N + CHIPS == SUPPER", 10, &alphametic!("FISH + N + CHIPS == SUPPER")),
    ("STORE + AND + NAME == BRANDS", 10, &alphametic!("STORE + AND + NAME == BRANDS")),
    ("THIS + ISA + GREAT + TIME == WASTER", 10, &alphametic!("THIS + ISA + GREAT + TIME == WASTER")),
    ("THE + DOG + GOT + HER + ON + THE + HAND == AGAIN", 10, &alphametic!("THE + DOG + GOT + HER + ON + THE + HAND == AGAIN")),
    ("WHEN + I + REALLY + WANT + A == THRILL", 10, &alphametic!("WHEN + I + REALLY + WANT + A == THRILL")),
    ("WHAT + A + WEEK + AT + NEWS + THIS + HAS == BEEN", 10, &alphametic!("WHAT + A + WEEK + AT + NEWS + THIS + HAS == BEEN")),
    ("THIS + IT + SEEMS + TO + ME + IS + THE + HEART + OF + THE == MATTER", 10, &alphametic!("THIS + IT + SEEMS + TO + ME + IS + THE + HEART + OF + THE == MATTER")),
    ("APPERCEPTION + ARISTOCRATIC + CONCESSIONAIRE + CONSCRIPTION + INAPPROPRIATE + INCAPACITATE + INCONSISTENT + INTERCEPTION + OSTEOPOROSIS + PERSPIRATION + PRESCRIPTION + PROSCRIPTION + PROSOPOPOEIA + PROTECTORATE + PROTESTATION + STATISTICIAN + TRANSOCEANIC + TRANSPIRATION == ANTIPERSPIRANT", 10, &alphametic!("APPERCEPTION + ARISTOCRATIC + CONCESSIONAIRE + CONSCRIPTION + INAPPROPRIATE + INCAPACITATE + INCONSISTENT + INTERCEPTION + OSTEOPOROSIS + PERSPIRATION + PRESCRIPTION + PROSCRIPTION + PROSOPOPOEIA + PROTECTORATE + PROTESTATION + STATISTICIAN + TRANSOCEANIC + TRANSPIRATION == ANTIPERSPIRANT")),
    ("VIOLIN + VIOLIN + VIOLA == TRIO + SONATA", 10, &alphametic!("VIOLIN + VIOLIN + VIOLA == TRIO + SONATA")),
    ("NUM + BER == PLAY", 10, &alphametic!("NUM + BER == PLAY")),
    ("WRONG + WRONG == RIGHT", 10, &alphametic!("WRONG + WRONG == RIGHT")),
    ("HALF + HALF == WHOLE", 10, &alphametic!("HALF + HALF == WHOLE")),
    ("HALF + FIFTH + TENTH + TENTH + TENTH == WHOLE", 10, &alphametic!("HALF + FIFTH + TENTH + TENTH + TENTH == WHOLE")),
    ("BASE + BALL == GAMES", 10, &alphametic!("BASE + BALL == GAMES")),
    ("YOUR + YOU == HEART", 10, &alphametic!("YOUR + YOU == HEART")),
    ("EAT + THAT == APPLE", 10, &alphametic!("EAT + THAT == APPLE")),
    ("ALPHABET + LETTERS == SCRABBLE", 10, &alphametic!("ALPHABET + LETTERS == SCRABBLE")),
    ("POTATO + TOMATO == PUMPKIN", 10, &alphametic!("POTATO + TOMATO == PUMPKIN")),
    ("DOUBLE + DOUBLE + TOIL == TROUBLE", 10, &alphametic!("DOUBLE + DOUBLE + TOIL == TROUBLE")),
    ("WASH + YOUR == HANDS", 10, &alphametic!("WASH + YOUR == HANDS")),
    ("WEAR + A + MASK + WASH == SAFER", 10, &alphametic!("WEAR + A + MASK + WASH == SAFER")),
    ("PERSON + WOMAN + MAN == CAMERA", 10, &alphametic!("PERSON + WOMAN + MAN == CAMERA")),
    ("TWO + TWENTY == TWELVE + TEN", 10, &alphametic!("TWO + TWENTY == TWELVE + TEN")),
    ("AA + BB + CC == ABC", 10, &alphametic!("AA + BB + CC == ABC")),
    ("SPEED + LIMIT == FIFTY", 10, &alphametic!("SPEED + LIMIT == FIFTY")),
    ("TERRIBLE + NUMBER == THIRTEEN", 10, &alphametic!("TERRIBLE + NUMBER == THIRTEEN")),
    ("EIGHT + EIGHT + TWO + ONE + ONE == TWENTY", 10, &alphametic!("EIGHT + EIGHT + TWO + ONE + ONE == TWENTY")),
    ("ELEVEN + NINE + FIVE + FIVE == THIRTY", 10, &alphametic!("ELEVEN + NINE + FIVE + FIVE == THIRTY")),
    ("NINE + SEVEN + SEVEN + SEVEN == THIRTY", 10, &alphametic!("NINE + SEVEN + SEVEN + SEVEN == THIRTY")),
    ("FOURTEEN + TEN + TEN + SEVEN == FORTYONE", 10, &alphametic!("FOURTEEN + TEN + TEN + SEVEN == FORTYONE")),
    ("HAWAII + IDAHO + IOWA + OHIO == STATES", 10, &alphametic!("HAWAII + IDAHO + IOWA + OHIO == STATES")),
    ("DCLIZ + DLXVI == MCCXXV", 10, &alphametic!("DCLIZ + DLXVI == MCCXXV")),
    ("I + THINK + IT + BE + THINE == INDEED", 10, &alphametic!("I + THINK + IT + BE + THINE == INDEED")),
    ("DO + YOU + FEEL == LUCKY", 10, &alphametic!("DO + YOU + FEEL == LUCKY")),
    ("NOW + WE + KNOW + THE == TRUTH", 10, &alphametic!("NOW + WE + KNOW + THE == TRUTH")),
    ("SORRY + TO + BE + A + PARTY == POOPER", 10, &alphametic!("SORRY + TO + BE + A + PARTY == POOPER")),
    ("SORRY + TO + BUST + YOUR == BUBBLE", 10, &alphametic!("SORRY + TO + BUST + YOUR == BUBBLE")),
    ("STEEL + BELTED == RADIALS", 10, &alphametic!("STEEL + BELTED == RADIALS")),
    ("I + GUESS + THE + TRUTH == HURTS", 10, &alphametic!("I + GUESS + THE + TRUTH == HURTS")),
    ("LETS + CUT + TO + THE == CHASE", 10, &alphametic!("LETS + CUT + TO + THE == CHASE")),
    ("THATS + THE + THEORY == ANYWAY", 10, &alphametic!("THATS + THE + THEORY == ANYWAY")),
    ("TWO + TWO == FOUR", 10, &alphametic!("TWO + TWO == FOUR")),
    ("X + X == X", 10, &alphametic!("X + X == X")),
    ("ODD + ODD == EVEN", 10, &alphametic!("ODD + ODD == EVEN")),
    ("ROMANS + ALSO + MORE + OR + LESS + ADDED == LETTERS", 10, &alphametic!("ROMANS + ALSO + MORE + OR + LESS + ADDED == LETTERS")),
    ("XXVI + CCCXXXI == CCCLVII", 10, &alphametic!("XXVI + CCCXXXI == CCCLVII")),
    ("LXVII + CCCLXXX == CDXLVII", 10, &alphametic!("LXVII + CCCLXXX == CDXLVII")),
    ("TEN + SEVEN + SEVEN + SEVEN + FOUR + FOUR + ONE == FORTY", 10, &alphametic!("TEN + SEVEN + SEVEN + SEVEN + FOUR + FOUR + ONE == FORTY")),
    ("IN + ARCTIC + TERRAIN + AN + ANCIENT + EERIE + ICE + TRACT + I + ENTER + A + TRANCE == FLATIANA", 10, &alphametic!("IN + ARCTIC + TERRAIN + AN + ANCIENT + EERIE + ICE + TRACT + I + ENTER + A + TRANCE == FLATIANA")),
    ("AN + ACCELERATING + INFERENTIAL + ENGINEERING + TALE + ELITE + GRANT + FEE + ET + CETERA == ARTIFICIAL + INTELLIGENCE", 10, &alphametic!("AN + ACCELERATING + INFERENTIAL + ENGINEERING + TALE + ELITE + GRANT + FEE + ET + CETERA == ARTIFICIAL + INTELLIGENCE")),
    ("THIS + IS + HIS == CLAIM", 10, &alphametic!("THIS + IS + HIS == CLAIM")),
    ("WHAT + WAS + THY == CAUSE", 10, &alphametic!("WHAT + WAS + THY == CAUSE")),
    ("HIS + HORSE + IS == SLAIN", 10, &alphametic!("HIS + HORSE + IS == SLAIN")),
    ("HERE + SHE == COMES", 10, &alphametic!("HERE + SHE == COMES")),
    ("FOR + LACK + OF == TREAD", 10, &alphametic!("FOR + LACK + OF == TREAD")),
    ("I + WILL + PAY + THE == THEFT", 10, &alphametic!("I + WILL + PAY + THE == THEFT")),
    ("TEN + HERONS + REST + NEAR + NORTH + SEA + SHORE + AS + TAN + TERNS + SOAR + TO + ENTER + THERE + AS + HERONS + NEST + ON + STONES + AT + SHORE + THREE + STARS + ARE + SEEN + TERN + SNORES + ARE + NEAR == SEVVOTH", 10, &alphametic!("TEN + HERONS + REST + NEAR + NORTH + SEA + SHORE + AS + TAN + TERNS + SOAR + TO + ENTER + THERE + AS + HERONS + NEST + ON + STONES + AT + SHORE + THREE + STARS + ARE + SEEN + TERN + SNORES + ARE + NEAR == SEVVOTH")),
    ("SO + MANY + MORE + MEN + SEEM + TO + SAY + THAT + THEY + MAY + SOON + TRY + TO + STAY + AT + HOME + SO + AS + TO + SEE + OR + HEAR + THE + SAME + ONE + MAN + TRY + TO + MEET + THE + TEAM + ON + THE + MOON + AS + HE + HAS + AT + THE + OTHER + TEN == TESTS", 10, &alphametic!("SO + MANY + MORE + MEN + SEEM + TO + SAY + THAT + THEY + MAY + SOON + TRY + TO + STAY + AT + HOME + SO + AS + TO + SEE + OR + HEAR + THE + SAME + ONE + MAN + TRY + TO + MEET + THE + TEAM + ON + THE + MOON + AS + HE + HAS + AT + THE + OTHER + TEN == TESTS")),
    ("THIS + A + FIRE + THEREFORE + FOR + ALL + HISTORIES + I + TELL + A + TALE + THAT + FALSIFIES + ITS + TITLE + TIS + A + LIE + THE + TALE + OF + THE + LAST + FIRE + HORSES + LATE + AFTER + THE + FIRST + FATHERS + FORESEE + THE + HORRORS + THE + LAST + FREE + TROLL + TERRIFIES + THE + HORSES + OF + FIRE + THE + TROLL + RESTS + AT + THE + HOLE + OF + LOSSES + IT + IS + THERE + THAT + SHE + STORES + ROLES + OF + LEATHERS + AFTER + SHE + SATISFIES + HER + HATE + OFF + THOSE + FEARS + A + TASTE + RISES + AS + SHE + HEARS + THE + LEAST + FAR + HORSE + THOSE + FAST + HORSES + THAT + FIRST + HEAR + THE + TROLL + FLEE + OFF + TO + THE + FOREST + THE + HORSES + THAT + ALERTS + RAISE + THE + STARES + OF + THE + OTHERS + AS + THE + TROLL + ASSAILS + AT + THE + TOTAL + SHIFT + HER + TEETH + TEAR + HOOF + OFF + TORSO + AS + THE + LAST + HORSE + FORFEITS + ITS + LIFE + THE + FIRST + FATHERS + HEAR + OF + THE + HORRORS + THEIR + FEARS + THAT + THE + FIRES + FOR + THEIR + FEASTS + ARREST + AS + THE + FIRST + FATHERS + RESETTLE + THE + LAST + OF + THE + FIRE + HORSES + THE + LAST + TROLL + HARASSES + THE + FOREST + HEART + FREE + AT + LAST + OF + THE + LAST + TROLL + ALL + OFFER + THEIR + FIRE + HEAT + TO + THE + ASSISTERS + FAR + OFF + THE + TROLL + FASTS + ITS + LIFE + SHORTER + AS + STARS + RISE + THE + HORSES + REST + SAFE + AFTER + ALL + SHARE + HOT + FISH + AS + THEIR + AFFILIATES + TAILOR + A + ROOFS + FOR + THEIR + SAFE == FORTRESSES", 10, &alphametic!("THIS + A + FIRE + THEREFORE + FOR + ALL + HISTORIES + I + TELL + A + TALE + THAT + FALSIFIES + ITS + TITLE + TIS + A + LIE + THE + TALE + OF + THE + LAST + FIRE + HORSES + LATE + AFTER + THE + FIRST + FATHERS + FORESEE + THE + HORRORS + THE + LAST + FREE + TROLL + TERRIFIES + THE + HORSES + OF + FIRE + THE + TROLL + RESTS + AT + THE + HOLE + OF + LOSSES + IT + IS + THERE + THAT + SHE + STORES + ROLES + OF + LEATHERS + AFTER + SHE + SATISFIES + HER + HATE + OFF + THOSE + FEARS + A + TASTE + RISES + AS + SHE + HEARS + THE + LEAST + FAR + HORSE + THOSE + FAST + HORSES + THAT + FIRST + HEAR + THE + TROLL + FLEE + OFF + TO + THE + FOREST + THE + HORSES + THAT + ALERTS + RAISE + THE + STARES + OF + THE + OTHERS + AS + THE + TROLL + ASSAILS + AT + THE + TOTAL + SHIFT + HER + TEETH + TEAR + HOOF + OFF + TORSO + AS + THE + LAST + HORSE + FORFEITS + ITS + LIFE + THE + FIRST + FATHERS + HEAR + OF + THE + HORRORS + THEIR + FEARS + THAT + THE + FIRES + FOR + THEIR + FEASTS + ARREST + AS + THE + FIRST + FATHERS + RESETTLE + THE + LAST + OF + THE + FIRE + HORSES + THE + LAST + TROLL + HARASSES + THE + FOREST + HEART + FREE + AT + LAST + OF + THE + LAST + TROLL + ALL + OFFER + THEIR + FIRE + HEAT + TO + THE + ASSISTERS + FAR + OFF + THE + TROLL + FASTS + ITS + LIFE + SHORTER + AS + STARS + RISE + THE + HORSES + REST + SAFE + AFTER + ALL + SHARE + HOT + FISH + AS + THEIR + AFFILIATES + TAILOR + A + ROOFS + FOR + THEIR + SAFE == FORTRESSES")),
    ("AS + A == MOM", 10, &alphametic!("AS + A == MOM")),
    ("IF + THOU + DIDST + THIS + DEED + OF == DEATH", 10, &alphametic!("IF + THOU + DIDST + THIS + DEED + OF == DEATH")),
    ("AND + UNTO + MOUNT == HERMON", 10, &alphametic!("AND + UNTO + MOUNT == HERMON")),
    ("THAT + THY + SHAME + MAY == APPEAR", 10, &alphametic!("THAT + THY + SHAME + MAY == APPEAR")),
    ("AND + ALL + HANDS + SHALL + BE == FEEBLE", 10, &alphametic!("AND + ALL + HANDS + SHALL + BE == FEEBLE")),
    ("WHICH + WAS + WITH + THE == FATHER", 10, &alphametic!("WHICH + WAS + WITH + THE == FATHER")),
    ("CIRCLE + ELLIPSE + EULER + SERIES + SUM == CALCULUS", 10, &alphametic!("CIRCLE + ELLIPSE + EULER + SERIES + SUM == CALCULUS")),
    ("ALDER + MAPLE + ELDER + PALM == TREES", 10, &alphametic!("ALDER + MAPLE + ELDER + PALM == TREES")),
    ("TWELVE + NINE + TWO == ELEVEN + SEVEN + FIVE", 10, &alphametic!("TWELVE + NINE + TWO == ELEVEN + SEVEN + FIVE")),
    ("JANUAR + FEBRUAR == STAUSEE", 10, &alphametic!("JANUAR + FEBRUAR == STAUSEE")),
    ("MAERZ + APRIL == MELKEN", 10, &alphametic!("MAERZ + APRIL == MELKEN")),
    ("MAI + JUNI + JULI == ALPIN", 10, &alphametic!("MAI + JUNI + JULI == ALPIN")),
    ("GABEL + LOFFEL == IRRWEGE", 10, &alphametic!("GABEL + LOFFEL == IRRWEGE")),
    ("GABEL + GABEL == ABZUGE", 10, &alphametic!("GABEL + GABEL == ABZUGE")),
    ("GABEL + MESSER == DOLLAR", 10, &alphametic!("GABEL + MESSER == DOLLAR")),
    ("ZAUN + TUERE == MERLIN", 10, &alphametic!("ZAUN + TUERE == MERLIN")),
    ("ZAUN + TUERE == ELSTER", 10, &alphametic!("ZAUN + TUERE == ELSTER")),
    // The expressions corpus, tests/data/alphametics/expressions.txt.
    ("YOU == ME ^ 2", 10, &alphametic!("YOU == ME ^ 2")),
    ("FOUR + SCORE + 7 == YEARS + AGO", 10, &alphametic!("FOUR + SCORE + 7 == YEARS + AGO")),
    ("WRIGHT + WRIGHT == TO * FLY + FLIGHT", 10, &alphametic!("WRIGHT + WRIGHT == TO * FLY + FLIGHT")),
    ("ODD * ODD == FREAKY", 10, &alphametic!("ODD * ODD == FREAKY")),
    ("PI * R ^ 2 == AREA", 10, &alphametic!("PI * R ^ 2 == AREA")),
    ("A ^ 2 + B ^ 2 == C ^ 2", 10, &alphametic!("A ^ 2 + B ^ 2 == C ^ 2")),
    ("A ^ 2 + BE ^ 2 == BY ^ 2", 10, &alphametic!("A ^ 2 + BE ^ 2 == BY ^ 2")),
    ("AYH ^ 2 + BEE ^ 2 == SEE ^ 2", 10, &alphametic!("AYH ^ 2 + BEE ^ 2 == SEE ^ 2")),
    ("SIN ^ 2 + COS ^ 2 == UNITY", 10, &alphametic!("SIN ^ 2 + COS ^ 2 == UNITY")),
    ("VIOLIN * 2 + VIOLA == TRIO + SONATA", 10, &alphametic!("VIOLIN * 2 + VIOLA == TRIO + SONATA")),
    ("TWO * TWO == SQUARE", 10, &alphametic!("TWO * TWO == SQUARE")),
    ("HIP * HIP == HURRAY", 10, &alphametic!("HIP * HIP == HURRAY")),
    ("NORTH / SOUTH == EAST / WEST", 10, &alphametic!("NORTH / SOUTH == EAST / WEST")),
    ("NAUGHT ^ 2 == ZERO ^ 3", 10, &alphametic!("NAUGHT ^ 2 == ZERO ^ 3")),
    ("WELL - DO + YOU == PUNK", 10, &alphametic!("WELL - DO + YOU == PUNK")),
    ("2 * (ABRA + CADABRA) == HOUDINI", 10, &alphametic!("2 * (ABRA + CADABRA) == HOUDINI")),
    ("X / X == X", 10, &alphametic!("X / X == X")),
    ("X * X * X == M", 10, &alphametic!("X * X * X == M")),
    ("CXX * XLII == MMMMMXL", 10, &alphametic!("CXX * XLII == MMMMMXL")),
    ("NINETEEN + THIRTEEN + THREE + 2 * TWO + 3 * ONE == FORTYTWO", 10, &alphametic!("NINETEEN + THIRTEEN + THREE + 2 * TWO + 3 * ONE == FORTYTWO")),
    ("ABCDEFGHIJ / JIHGFEDCBA == AI / IG", 10, &alphametic!("ABCDEFGHIJ / JIHGFEDCBA == AI / IG")),
    ("XY - X == YX", 10, &alphametic!("XY - X == YX")),
    ("EIGHT - FOUR == FOUR", 10, &alphametic!("EIGHT - FOUR == FOUR")),
    ("ONE * TWO == THREE", 10, &alphametic!("ONE * TWO == THREE")),
    ("Y == A * X + B", 10, &alphametic!("Y == A * X + B")),
    ("A ^ 2 + B ^ 2 == CD ^ 2", 10, &alphametic!("A ^ 2 + B ^ 2 == CD ^ 2")),
    ("PI * R * R == AREA", 10, &alphametic!("PI * R * R == AREA")),
    // SEND + MORE == MONEY in the bases of send_more_money_bases.tsv.
    ("SEND + MORE == MONEY", 10, &alphametic!("SEND + MORE == MONEY")),
    ("SEND + MORE == MONEY", 11, &alphametic!("SEND + MORE == MONEY", base = 11)),
    ("SEND + MORE == MONEY", 12, &alphametic!("SEND + MORE == MONEY", base = 12)),
    ("SEND + MORE == MONEY", 13, &alphametic!("SEND + MORE == MONEY", base = 13)),
    ("SEND + MORE == MONEY", 14, &alphametic!("SEND + MORE == MONEY", base = 14)),
    ("SEND + MORE == MONEY", 15, &alphametic!("SEND + MORE == MONEY", base = 15)),
    ("SEND + MORE == MONEY", 16, &alphametic!("SEND + MORE == MONEY", base = 16)),
    ("SEND + MORE == MONEY", 17, &alphametic!("SEND + MORE == MONEY", base = 17)),
    ("SEND + MORE == MONEY", 18, &alphametic!("SEND + MORE == MONEY", base = 18)),
    ("SEND + MORE == MONEY", 19, &alphametic!("SEND + MORE == MONEY", base = 19)),
    ("SEND + MORE == MONEY", 20, &alphametic!("SEND + MORE == MONEY", base = 20)),
    ("SEND + MORE == MONEY", 21, &alphametic!("SEND + MORE == MONEY", base = 21)),
    ("SEND + MORE == MONEY", 22, &alphametic!("SEND + MORE == MONEY", base = 22)),
    ("SEND + MORE == MONEY", 23, &alphametic!("SEND + MORE == MONEY", base = 23)),
    ("SEND + MORE == MONEY", 24, &alphametic!("SEND + MORE == MONEY", base = 24)),
    ("SEND + MORE == MONEY", 25, &alphametic!("SEND + MORE == MONEY", base = 25)),
    ("SEND + MORE == MONEY", 26, &alphametic!("SEND + MORE == MONEY", base = 26)),
    ("SEND + MORE == MONEY", 27, &alphametic!("SEND + MORE == MONEY", base = 27)),
    ("SEND + MORE == MONEY", 28, &alphametic!("SEND + MORE == MONEY", base = 28)),
    ("SEND + MORE == MONEY", 29, &alphametic!("SEND + MORE == MONEY", base = 29)),
    ("SEND + MORE == MONEY", 30, &alphametic!("SEND + MORE == MONEY", base = 30)),
    // The language corpus, tests/data/alphametics/language.tsv: digits in words, relations, `//` and `%`.
    ("DOTA2 + HALO3 == GAMES", 10, &alphametic!("DOTA2 + HALO3 == GAMES")),
    ("A1 + B2 == C3", 10, &alphametic!("A1 + B2 == C3")),
    ("SEND1 + MORE == MONEY2", 10, &alphametic!("SEND1 + MORE == MONEY2")),
    ("2A + 3B == 5C", 10, &alphametic!("2A + 3B == 5C")),
    ("AB1 + CD2 == EF3", 10, &alphametic!("AB1 + CD2 == EF3")),
    ("X9 + Y9 == Z8", 10, &alphametic!("X9 + Y9 == Z8")),
    ("ONE1 + TWO2 == THREE", 10, &alphametic!("ONE1 + TWO2 == THREE")),
    ("SEVEN7 + SEVEN == EIGHTY", 10, &alphametic!("SEVEN7 + SEVEN == EIGHTY")),
    ("R2D2 + C3PO == ROBOTS", 10, &alphametic!("R2D2 + C3PO == ROBOTS")),
    ("HALF1 + HALF2 == WHOLE", 10, &alphametic!("HALF1 + HALF2 == WHOLE")),
    ("TOP10 + TOP20 == TOTAL", 10, &alphametic!("TOP10 + TOP20 == TOTAL")),
    ("100A + B == 1CB", 10, &alphametic!("100A + B == 1CB")),
    ("WIN2 + WIN == GAIN5", 10, &alphametic!("WIN2 + WIN == GAIN5")),
    ("B4 + A4 == AB", 10, &alphametic!("B4 + A4 == AB")),
    ("1A + 1B == 3C", 10, &alphametic!("1A + 1B == 3C")),
    ("ZERO0 + ONE1 == TWO2", 10, &alphametic!("ZERO0 + ONE1 == TWO2")),
    ("A2B + C3D == E5F", 10, &alphametic!("A2B + C3D == E5F")),
    ("NO1 + NO2 + NO3 == SIX", 10, &alphametic!("NO1 + NO2 + NO3 == SIX")),
    ("AB2 * 3 == C2D6", 10, &alphametic!("AB2 * 3 == C2D6")),
    ("A1 * B1 == CD1", 10, &alphametic!("A1 * B1 == CD1")),
    ("AB * 11 == A0B", 10, &alphametic!("AB * 11 == A0B")),
    ("TWO2 * 2 == FOUR4", 10, &alphametic!("TWO2 * 2 == FOUR4")),
    ("X2 * Y3 == Z6W", 10, &alphametic!("X2 * Y3 == Z6W")),
    ("A5 * A5 == B2C5", 10, &alphametic!("A5 * A5 == B2C5")),
    ("DOTA2 * 2 == GAMES", 10, &alphametic!("DOTA2 * 2 == GAMES")),
    ("AB ^ 2 == C2D9", 10, &alphametic!("AB ^ 2 == C2D9")),
    ("A0 * B0 == CD00", 10, &alphametic!("A0 * B0 == CD00")),
    ("2A * 3B == C6D", 10, &alphametic!("2A * 3B == C6D")),
    ("AB == BA", 10, &alphametic!("AB == BA")),
    ("ABC != CBA", 10, &alphametic!("ABC != CBA")),
    ("AB < BA", 10, &alphametic!("AB < BA")),
    ("ABC <= CBA", 10, &alphametic!("ABC <= CBA")),
    ("AB * C > DE", 10, &alphametic!("AB * C > DE")),
    ("A ^ B >= CD", 10, &alphametic!("A ^ B >= CD")),
    ("A / B >= C / D", 10, &alphametic!("A / B >= C / D")),
    ("A / B <= 1 / 2", 10, &alphametic!("A / B <= 1 / 2")),
    ("A = B + C", 10, &alphametic!("A = B + C")),
    ("ABCD > DCBA", 10, &alphametic!("ABCD > DCBA")),
    ("-A > B - C", 10, &alphametic!("-A > B - C")),
    ("A + B != C", 10, &alphametic!("A + B != C")),
    ("SEND + MORE == MONEY, S > M", 10, &alphametic!("SEND + MORE == MONEY, S > M")),
    ("SEND + MORE == MONEY, E < N", 10, &alphametic!("SEND + MORE == MONEY, E < N")),
    ("SEND + MORE == MONEY, O != 0", 10, &alphametic!("SEND + MORE == MONEY, O != 0")),
    ("TO + GO == OUT, T < G", 10, &alphametic!("TO + GO == OUT, T < G")),
    ("ONE + ONE == TWO, O < E", 10, &alphametic!("ONE + ONE == TWO, O < E")),
    ("ABC + DEF == GHI, A < D, D < G", 10, &alphametic!("ABC + DEF == GHI, A < D, D < G")),
    ("AB + CD == EF, A > C", 10, &alphametic!("AB + CD == EF, A > C")),
    ("BASE + BALL == GAMES, B >= 7", 10, &alphametic!("BASE + BALL == GAMES, B >= 7")),
    ("ODD + ODD == EVEN, D <= 3", 10, &alphametic!("ODD + ODD == EVEN, D <= 3")),
    ("SEND + MORE > MONEY", 10, &alphametic!("SEND + MORE > MONEY")),
    ("SEND + MORE <= MONEY", 10, &alphametic!("SEND + MORE <= MONEY")),
    ("TWO + TWO == FOUR, T != 7", 10, &alphametic!("TWO + TWO == FOUR, T != 7")),
    ("A + B == C, C + D == E, A < B", 10, &alphametic!("A + B == C, C + D == E, A < B")),
    ("ABC - DEF == GH, A > D", 10, &alphametic!("ABC - DEF == GH, A > D")),
    ("AB + BA == CC1", 10, &alphametic!("AB + BA == CC1")),
    ("FORTY + TEN + TEN == SIXTY, F >= S", 10, &alphametic!("FORTY + TEN + TEN == SIXTY, F >= S")),
    ("send + more == money, s > m", 10, &alphametic!("send + more == money, s > m")),
    ("ab < ba", 10, &alphametic!("ab < ba")),
    ("x + y == z, x < y", 10, &alphametic!("x + y == z, x < y")),
    ("abc % 7 == 0, a < b", 10, &alphametic!("abc % 7 == 0, a < b")),
    ("to + go == out && t < g", 10, &alphametic!("to + go == out && t < g")),
    ("one1 + one1 == two2, o != t", 10, &alphametic!("one1 + one1 == two2, o != t")),
    ("ABCD % 7 == 0", 10, &alphametic!("ABCD % 7 == 0")),
    ("ABCD // 100 == AB", 10, &alphametic!("ABCD // 100 == AB")),
    ("ABCD // 100 == CD", 10, &alphametic!("ABCD // 100 == CD")),
    ("ABC % 10 == C", 10, &alphametic!("ABC % 10 == C")),
    ("ABC % 11 == 0", 10, &alphametic!("ABC % 11 == 0")),
    ("AB // C == D", 10, &alphametic!("AB // C == D")),
    ("AB % C == D", 10, &alphametic!("AB % C == D")),
    ("(A - B) // C == -D", 10, &alphametic!("(A - B) // C == -D")),
    ("-AB // C == -D", 10, &alphametic!("-AB // C == -D")),
    ("-ABC % D == E", 10, &alphametic!("-ABC % D == E")),
    ("(A - BC) % D == E", 10, &alphametic!("(A - BC) % D == E")),
    ("AB % -C == -D", 10, &alphametic!("AB % -C == -D")),
    ("AB // -C == -DE", 10, &alphametic!("AB // -C == -DE")),
    ("(A / B) // C == D", 10, &alphametic!("(A / B) // C == D")),
    ("(A / B) % C == D", 10, &alphametic!("(A / B) % C == D")),
    ("A // (B / C) == D", 10, &alphametic!("A // (B / C) == D")),
    ("(AB + CD) // 2 == EF", 10, &alphametic!("(AB + CD) // 2 == EF")),
    ("ABC // DE == F, ABC % DE == G", 10, &alphametic!("ABC // DE == F, ABC % DE == G")),
    ("ABCD // EF == GH", 10, &alphametic!("ABCD // EF == GH")),
    ("YEAR % 4 == 0, YEAR // 100 == 20", 10, &alphametic!("YEAR % 4 == 0, YEAR // 100 == 20")),
    ("ABC % 2 == 0 && ABC % 3 == 0 && ABC % 5 == 0", 10, &alphametic!("ABC % 2 == 0 && ABC % 3 == 0 && ABC % 5 == 0")),
    ("A ^ B % C == D", 10, &alphametic!("A ^ B % C == D")),
    ("ABC // 7 * 7 + ABC % 7 == ABC", 10, &alphametic!("ABC // 7 * 7 + ABC % 7 == ABC")),
    ("-A // B == C - D", 10, &alphametic!("-A // B == C - D")),
    ("AB % CD == EF // 10", 10, &alphametic!("AB % CD == EF // 10")),
    ("SEND % 9 == MORE % 9, SEND + MORE == MONEY", 10, &alphametic!("SEND % 9 == MORE % 9, SEND + MORE == MONEY")),
    ("(A / B - C) // D == E", 10, &alphametic!("(A / B - C) // D == E")),
    ("ABC % 1000 == ABC", 10, &alphametic!("ABC % 1000 == ABC")),
    ("DOTA2 + HALO3 == GAMES, D < H", 10, &alphametic!("DOTA2 + HALO3 == GAMES, D < H")),
    ("A1 + B2 == C3, A % 2 == 0", 10, &alphametic!("A1 + B2 == C3, A % 2 == 0")),
    ("AB2 // 2 == C1, A < B", 10, &alphametic!("AB2 // 2 == C1, A < B")),
    ("XY5 % 5 == 0, X > Y", 10, &alphametic!("XY5 % 5 == 0, X > Y")),
    ("AB // 3 + CD % 4 == EF, A < C", 10, &alphametic!("AB // 3 + CD % 4 == EF, A < C")),
    ("HOUR1 // 60 == MIN, HOUR1 % 60 == 0", 10, &alphametic!("HOUR1 // 60 == MIN, HOUR1 % 60 == 0")),
    ("AB1 * 2 >= CD2 && A != 1", 10, &alphametic!("AB1 * 2 >= CD2 && A != 1")),
    ("PI31 // 10 == PI3; P < I", 10, &alphametic!("PI31 // 10 == PI3; P < I")),
    ("A0B // 10 == A0; B % 2 == 1; A > B", 10, &alphametic!("A0B // 10 == A0; B % 2 == 1; A > B")),
    ("SIX6 % 6 == 0, SIX6 // 6 > 1000", 10, &alphametic!("SIX6 % 6 == 0, SIX6 // 6 > 1000")),
    ("AB + CD == 1EF, AB - CD == 2G", 10, &alphametic!("AB + CD == 1EF, AB - CD == 2G")),
    ("A2 + B == CD", 16, &alphametic!("A2 + B == CD", base = 16)),
    ("F00D % 7 == 0", 16, &alphametic!("F00D % 7 == 0", base = 16)),
    ("CAFE // 16 == CAF", 16, &alphametic!("CAFE // 16 == CAF", base = 16)),
    ("BAD1 > DAB1", 16, &alphametic!("BAD1 > DAB1", base = 16)),
    ("ABC % 16 == C", 16, &alphametic!("ABC % 16 == C", base = 16)),
    ("BEEF + CAFE == DEAD", 16, &alphametic!("BEEF + CAFE == DEAD", base = 16)),
    ("A0 + B0 == C0, A < B", 16, &alphametic!("A0 + B0 == C0, A < B", base = 16)),
    ("AB2 == 16 * AB + 2", 16, &alphametic!("AB2 == 16 * AB + 2", base = 16)),
    ("SEND + MORE == MONEY, S > M", 8, &alphametic!("SEND + MORE == MONEY, S > M", base = 8)),
    ("AB7 + CD1 == EF0", 8, &alphametic!("AB7 + CD1 == EF0", base = 8)),
    ("ABC % 7 == 0", 8, &alphametic!("ABC % 7 == 0", base = 8)),
    ("AB // C == D", 8, &alphametic!("AB // C == D", base = 8)),
    ("A < B, B < C, C < D", 8, &alphametic!("A < B, B < C, C < D", base = 8)),
    ("-AB % C == D", 8, &alphametic!("-AB % C == D", base = 8)),
    ("AB + CD == EF, A < C", 12, &alphametic!("AB + CD == EF, A < C", base = 12)),
    ("ABC % 11 == 0", 12, &alphametic!("ABC % 11 == 0", base = 12)),
    ("A9 + B9 == C6", 12, &alphametic!("A9 + B9 == C6", base = 12)),
    ("AB // 12 == A, AB % 12 == B", 12, &alphametic!("AB // 12 == A, AB % 12 == B", base = 12)),
    ("(A - B) // C == -1", 12, &alphametic!("(A - B) // C == -1", base = 12)),
    ("A < B", 4, &alphametic!("A < B", base = 4)),
    ("A1 + B1 == C2", 5, &alphametic!("A1 + B1 == C2", base = 5)),
    ("AB != BA, A > B", 3, &alphametic!("AB != BA, A > B", base = 3)),
    ("A9 + B == C0", 36, &alphametic!("A9 + B == C0", base = 36)),
    ("AB % 10 == 0", 36, &alphametic!("AB % 10 == 0", base = 36)),
    ("ab2 // 3 == cd", 7, &alphametic!("ab2 // 3 == cd", base = 7)),
    ("X1 * Y1 >= Z11", 6, &alphametic!("X1 * Y1 >= Z11", base = 6)),
    ("A // 2 == B, A % 2 == 1", 9, &alphametic!("A // 2 == B, A % 2 == 1", base = 9)),
    ("TEN + TEN == TWENTY0 // 10", 11, &alphametic!("TEN + TEN == TWENTY0 // 10", base = 11)),
    ("A / (B - C) < D", 10, &alphametic!("A / (B - C) < D")),
    ("(A - B) / (C - D) > 1", 10, &alphametic!("(A - B) / (C - D) > 1")),
    ("AB / (C - D) >= -E", 10, &alphametic!("AB / (C - D) >= -E")),
    ("A / -B <= C / -D", 8, &alphametic!("A / -B <= C / -D", base = 8)),
    ("(A - B) % (C - D) == E", 10, &alphametic!("(A - B) % (C - D) == E")),
    ("(A - B) // (C - D) < -E", 10, &alphametic!("(A - B) // (C - D) < -E")),
    ("λ1 + μ2 == ν3, λ < μ", 10, &alphametic!("λ1 + μ2 == ν3, λ < μ")),
    ("is_prime(AB) and is_square(CD)", 10, &alphametic!("is_prime(AB) and is_square(CD)")),
    ("is_prime(AB) and is_square(CD)", 12, &alphametic!("is_prime(AB) and is_square(CD)", base = 12)),
    ("(A != 4) + (B != 5) + (C != 6) == 1, A + B + C == 12", 10, &alphametic!("(A != 4) + (B != 5) + (C != 6) == 1, A + B + C == 12")),
    ("(A != 4) + (B != 5) + (C != 6) == 1, A + B + C == 12", 12, &alphametic!("(A != 4) + (B != 5) + (C != 6) == 1, A + B + C == 12", base = 12)),
    ("dsum(ABC) == 12, nrev(ABC) == CBA", 10, &alphametic!("dsum(ABC) == 12, nrev(ABC) == CBA")),
    ("dsum(ABC) == 12, nrev(ABC) == CBA", 12, &alphametic!("dsum(ABC) == 12, nrev(ABC) == CBA", base = 12)),
    ("gcd(AB, CD) == 3", 10, &alphametic!("gcd(AB, CD) == 3")),
    ("gcd(AB, CD) == 3", 12, &alphametic!("gcd(AB, CD) == 3", base = 12)),
    ("not is_cube(ABC) or A > 5", 10, &alphametic!("not is_cube(ABC) or A > 5")),
    ("not is_cube(ABC) or A > 5", 12, &alphametic!("not is_cube(ABC) or A > 5", base = 12)),
    ("is_palindrome(AB + BA) and digrt(AB) == 4", 10, &alphametic!("is_palindrome(AB + BA) and digrt(AB) == 4")),
    ("is_palindrome(AB + BA) and digrt(AB) == 4", 12, &alphametic!("is_palindrome(AB + BA) and digrt(AB) == 4", base = 12)),
    ("is_triangular(ABC) and A < B", 10, &alphametic!("is_triangular(ABC) and A < B")),
    ("abs(A - B) == max(C, D) - min(C, D, E)", 10, &alphametic!("abs(A - B) == max(C, D) - min(C, D, E)")),
    ("dsum(AB / C) == 5", 10, &alphametic!("dsum(AB / C) == 5")),
    ("(A / B > 2) + (C > D) == 1, A + B == C", 10, &alphametic!("(A / B > 2) + (C > D) == 1, A + B == C")),
    ("is_prime(AB) != is_prime(BA)", 10, &alphametic!("is_prime(AB) != is_prime(BA)")),
    ("not (A > B and B > C) and A + B + C == 10", 8, &alphametic!("not (A > B and B > C) and A + B + C == 10", base = 8)),
    ("is_square(abc) and a + b == c", 10, &alphametic!("is_square(abc) and a + b == c")),
    ("nrev(AB - CD) == -EF", 10, &alphametic!("nrev(AB - CD) == -EF")),
    // Small bases, no solution, several solutions.
    ("AB == BA", 2, &alphametic!("AB == BA", base = 2)),
    ("A + B == C", 4, &alphametic!("A + B == C", base = 4)),
    ("SEND + MORE == MONEY", 8, &alphametic!("SEND + MORE == MONEY", base = 8)),
    ("A == B", 10, &alphametic!("A == B")),
    ("A + A == A", 10, &alphametic!("A + A == A")),
    ("SEND + MORE == MONEYS", 10, &alphametic!("SEND + MORE == MONEYS")),
    ("A + B == C", 10, &alphametic!("A + B == C")),
    ("AB + BA == CC", 10, &alphametic!("AB + BA == CC")),
    ("A + B + C == DE", 10, &alphametic!("A + B + C == DE")),
    ("I + BB == ILL", 10, &alphametic!("I + BB == ILL")),
    ("A == A", 10, &alphametic!("A == A")),
    // Several equations.
    ("SEND + MORE == MONEY, MONEY - MORE == SEND", 10, &alphametic!("SEND + MORE == MONEY, MONEY - MORE == SEND")),
    ("A + B == C; C - B == A", 10, &alphametic!("A + B == C; C - B == A")),
    ("A + B == C, B + C == D", 10, &alphametic!("A + B == C, B + C == D")),
    ("TO + GO == OUT; OUT - GO == TO; T + O == U + G - G", 10, &alphametic!("TO + GO == OUT; OUT - GO == TO; T + O == U + G - G")),
    ("A * B == C, A + B == D", 10, &alphametic!("A * B == C, A + B == D")),
    ("AB * C == DE; D + E == C", 10, &alphametic!("AB * C == DE; D + E == C")),
    // Expressions: every operator, fractions, word exponents, other bases.
    ("-A + B == C", 10, &alphametic!("-A + B == C")),
    ("A - -B == C", 10, &alphametic!("A - -B == C")),
    ("(A + B) * (C - D) == EF", 10, &alphametic!("(A + B) * (C - D) == EF")),
    ("A / B / C == D", 10, &alphametic!("A / B / C == D")),
    ("A / (B / C) == D", 10, &alphametic!("A / (B / C) == D")),
    ("(A + B) / 2 == C", 10, &alphametic!("(A + B) / 2 == C")),
    ("A / B + C / D == 1", 10, &alphametic!("A / B + C / D == 1")),
    ("A ^ B == CD", 10, &alphametic!("A ^ B == CD")),
    ("2 ^ A ^ 2 == BCD", 10, &alphametic!("2 ^ A ^ 2 == BCD")),
    ("A ^ 0 + B == C", 10, &alphametic!("A ^ 0 + B == C")),
    ("-(A ^ 2) + B ^ 2 == C ^ 2 - D", 10, &alphametic!("-(A ^ 2) + B ^ 2 == C ^ 2 - D")),
    ("ODD * ODD == FREAKY", 16, &alphametic!("ODD * ODD == FREAKY", base = 16)),
    ("AB * CD == EFG", 7, &alphametic!("AB * CD == EFG", base = 7)),
    ("A ^ 2 + B ^ 2 == C ^ 2", 13, &alphametic!("A ^ 2 + B ^ 2 == C ^ 2", base = 13)),
    ("SEND + MORE == MONEY, M * O == N - E - Y", 10, &alphametic!("SEND + MORE == MONEY, M * O == N - E - Y")),
    // Functions, predicates and truth values, checked as soon as their words are known.
    ("is_prime(AB) and is_square(CD)", 10, &alphametic!("is_prime(AB) and is_square(CD)")),
    ("is_prime(AB) and is_square(CD)", 12, &alphametic!("is_prime(AB) and is_square(CD)", base = 12)),
    ("(A != 4) + (B != 5) + (C != 6) == 1, A + B + C == 12", 10, &alphametic!("(A != 4) + (B != 5) + (C != 6) == 1, A + B + C == 12")),
    ("dsum(ABC) == 12, nrev(ABC) == CBA", 12, &alphametic!("dsum(ABC) == 12, nrev(ABC) == CBA", base = 12)),
    ("gcd(AB, CD) == 3", 10, &alphametic!("gcd(AB, CD) == 3")),
    ("not is_cube(ABC) or A > 5", 12, &alphametic!("not is_cube(ABC) or A > 5", base = 12)),
    ("SEND + MORE == MONEY, is_prime(SEND) or is_square(MORE)", 10, &alphametic!("SEND + MORE == MONEY, is_prime(SEND) or is_square(MORE)")),
    ("is_palindrome(ABC * 3) or digrt(ABCD) == 1", 11, &alphametic!("is_palindrome(ABC * 3) or digrt(ABCD) == 1", base = 11)),
    ("EFG == dsum(ABCD) + nrev(ABCD) // 1000, is_triangular(EFG)", 10, &alphametic!("EFG == dsum(ABCD) + nrev(ABCD) // 1000, is_triangular(EFG)")),
    ("dsum(ABABABABABABABABABAB) == 50 or is_square(ABABABABABABABABABAB + C)", 10, &alphametic!("dsum(ABABABABABABABABABAB) == 50 or is_square(ABABABABABABABABABAB + C)")),
    // Every fourth puzzle of the skeleton corpus, tests/data/alphametics/skeletons.tsv, that takes every digit: `?`, long division and multiplication.
    ("DWZZ3 / 9 = ZZ6? | DW - 76 = ? | 7Z - 76 = 4 | 4? - ?6 = 4 | 43 - 39 = 6", 12, &alphametic!("DWZZ3 / 9 = ZZ6? | DW - 76 = ? | 7Z - 76 = 4 | 4? - ?6 = 4 | 43 - 39 = 6", base = 12)),
    ("?68GV / IR = 580 | 168 - 145 = ?G | IGG - I?I = 1 | ", 10, &alphametic!("?68GV / IR = 580 | 168 - 145 = ?G | IGG - I?I = 1 | ")),
    ("3X6P? / ?6P = ?R | 3X6P - ?X?Z = 34 | ", 10, &alphametic!("3X6P? / ?6P = ?R | 3X6P - ?X?Z = 34 | ")),
    ("7C72 / 71C = 1? | 7C7 - 7?C = ?3 | ", 10, &alphametic!("7C72 / 71C = 1? | 7C7 - 7?C = ?3 | ")),
    ("4GG / B = 4GG | 4 - ? = G |  | ", 10, &alphametic!("4GG / B = 4GG | 4 - ? = G |  | ")),
    ("O6UO1Z / 6Z = EUU3 | O6? - O6U = U |  |  | O1Z - 1?? = O?", 10, &alphametic!("O6UO1Z / 6Z = EUU3 | O6? - O6U = U |  |  | O1Z - 1?? = O?")),
    ("4Q3R / ? = 4Q3R | 4 - ? = ? |  | 3 - ? = Q | ? - ? = Q", 10, &alphametic!("4Q3R / ? = 4Q3R | 4 - ? = ? |  | 3 - ? = Q | ? - ? = Q")),
    ("CZ6X6 / Z3Y = ?0 | CZ?X - CZ60 = X | ", 8, &alphametic!("CZ6X6 / Z3Y = ?0 | CZ?X - CZ60 = X | ", base = 8)),
    ("?Q00M5 / SS6 = 50V | I??0 - ?M5? = SS |  | SSM5 - S0MS = S0?", 8, &alphametic!("?Q00M5 / SS6 = 50V | I??0 - ?M5? = SS |  | SSM5 - S0MS = S0?", base = 8)),
    ("?F61P50 / 76 = 50F0? | 3F6 - ?F0 = 6 |  | 61P - ??F = 6 |  | 650 - 60F = P2", 10, &alphametic!("?F61P50 / 76 = 50F0? | 3F6 - ?F0 = 6 |  | 61P - ??F = 6 |  | 650 - 60F = P2")),
    ("?3M0 / B = B30 | ?3 - ?1 = C | ?? - C? = 0 | ", 12, &alphametic!("?3M0 / B = B30 | ?3 - ?1 = C | ?? - C? = 0 | ", base = 12)),
    ("Y?0?? / NN = YUY | ?U0 - UNJ = UY | UY2 - JNU = YO | YOJ - UNJ = 80", 10, &alphametic!("Y?0?? / NN = YUY | ?U0 - UNJ = UY | UY2 - JNU = YO | YOJ - UNJ = 80")),
    ("AM7 / ? = 97 | ?? - AS = S | S7 - ?? = A", 10, &alphametic!("AM7 / ? = 97 | ?? - AS = S | S7 - ?? = A")),
    ("30G3 / G = E60 | 30 - O8 = O | ?G - ?G = ? | ", 10, &alphametic!("30G3 / G = E60 | 30 - O8 = O | ?G - ?G = ? | ")),
    ("L07 * 9? = 98?Z | SL? | 9MP", 10, &alphametic!("L07 * 9? = 98?Z | SL? | 9MP")),
    ("287 * F9 = 1FA?U | 2V?? | 1?F8", 10, &alphametic!("287 * F9 = 1FA?U | 2V?? | 1?F8")),
    ("?U * G? = ?76U | W?U | 72U", 10, &alphametic!("?U * G? = ?76U | W?U | 72U")),
    ("TT * 3R? = 33TT | ?? |  | 33", 10, &alphametic!("TT * 3R? = 33TT | ?? |  | 33")),
    ("848 * 26 = 22?48 | ??88 | B696", 10, &alphametic!("848 * 26 = 22?48 | ??88 | B696")),
    ("??V2 * G6 = 19VG12 | 2V41? | 17V1V", 10, &alphametic!("??V2 * G6 = 19VG12 | 2V41? | 17V1V")),
    ("?VO * C = P?OO | ?7OO", 8, &alphametic!("?VO * C = P?OO | ?7OO", base = 8)),
    ("??1 * ? = O?QH | ?EQH", 8, &alphametic!("??1 * ? = O?QH | ?EQH", base = 8)),
    ("BYT * ?T = PB?IP | Y?TP | ?PI6", 8, &alphametic!("BYT * ?T = PB?IP | Y?TP | ?PI6", base = 8)),
    ("PD?3 + ?3K? + K? == K?KPD", 8, &alphametic!("PD?3 + ?3K? + K? == K?KPD", base = 8)),
    ("F0?R + LRR0 == A0R??", 10, &alphametic!("F0?R + LRR0 == A0R??")),
    ("V71 + ?Q == J?1", 10, &alphametic!("V71 + ?Q == J?1")),
    ("?O? + ?3 == 2B8", 10, &alphametic!("?O? + ?3 == 2B8")),
    ("AD?D + HAL + KD == A?LL", 10, &alphametic!("AD?D + HAL + KD == A?LL")),
    ("1? + D44? + 3DS? == 1?4?0", 8, &alphametic!("1? + D44? + 3DS? == 1?4?0", base = 8)),
    ("?5S / B == BJI", 10, &alphametic!("?5S / B == BJI")),
    ("?7M * ? == ?28", 12, &alphametic!("?7M * ? == ?28", base = 12)),
    ("2C4 / ? == 3?", 12, &alphametic!("2C4 / ? == 3?", base = 12)),
    ("X3? * ?5 == ???5", 10, &alphametic!("X3? * ?5 == ???5")),
    ("E0 / E == W?", 8, &alphametic!("E0 / E == W?", base = 8)),
    ("E?? / M == ??N", 10, &alphametic!("E?? / M == ??N")),
    // Every fourth planted layout of tests/data/alphametics/layouts.tsv.
    ("?s?o???? / ?? = oy???h | ??? - wh? = ?? | ??? - wou = ?? | ??y - ??? = w |  | wo? - wou = s | ?? - ?? = ?", 10, &alphametic!("?s?o???? / ?? = oy???h | ??? - wh? = ?? | ??? - wou = ?? | ??y - ??? = w |  | wo? - wou = s | ?? - ?? = ?")),
    ("???????? / w?? = ?t??? | ??v? - ???? = ??? | ???? - ??w? = ry | r?t - ??? = ?? | ?g? - ??? = ??? | ?v?w - ?v?? = ?", 10, &alphametic!("???????? / w?? = ?t??? | ??v? - ???? = ??? | ???? - ??w? = ry | r?t - ??? = ?? | ?g? - ??? = ??? | ?v?w - ?v?? = ?")),
    ("?ad?sc? / oa? = ???i | ?ad? - ??dl = ??d | ?lds - ??l = ??s | ???c - ??i? = ??? | ???? - ??il = ?a?", 10, &alphametic!("?ad?sc? / oa? = ???i | ?ad? - ??dl = ??d | ?lds - ??l = ??s | ???c - ??i? = ??? | ???? - ??il = ?a?")),
    ("??w????e / e?? = o????o | ??w - ??w = ?eh | ?e?? - ?o?? = o? |  | o??? - o??? = ?h | ?hv - ??? = w? | wne - v?? = o??", 10, &alphametic!("??w????e / e?? = o????o | ??w - ??w = ?eh | ?e?? - ?o?? = o? |  | o??? - o??? = ?h | ?hv - ??? = w? | wne - v?? = o??")),
    ("t???t?t / ??o = ??o? | ???? - tz?? = g? | g?? - g?? = ?t |  | ?t?t - ?ozo = t?t", 10, &alphametic!("t???t?t / ??o = ??o? | ???? - tz?? = g? | g?? - g?? = ?t |  | ?t?t - ?ozo = t?t")),
    ("???y?g?y / g? = ?j???? | ??? - ??o = ? |  | ??o - ??? = ?? | ??? - ?h? = ?? | ?uh - ?h? = ?y | ??y - ??? = ??", 10, &alphametic!("???y?g?y / g? = ?j???? | ??? - ??o = ? |  | ??o - ??? = ?? | ??? - ?h? = ?? | ?uh - ?h? = ?y | ??y - ??? = ??")),
    ("s???p??y / ??? = p?pi? | s??? - spoy = ?? |  | ???? - s??y = ??? | ???? - s?y? = ?? | ", 10, &alphametic!("s???p??y / ??? = p?pi? | s??? - spoy = ?? |  | ???? - s??y = ??? | ???? - s?y? = ?? | ")),
    ("???????g? / ??? = ???gy? | ???y - ?x?? = ??g | ???? - lxx? = ??? | ?gy? - ?xx? = yx |  | ???g - ??x? = ??? | ?yy? - ?x?? = y??", 10, &alphametic!("???????g? / ??? = ???gy? | ???y - ?x?? = ??g | ???? - lxx? = ??? | ?gy? - ?xx? = yx |  | ???g - ??x? = ??? | ?yy? - ?x?? = y??")),
    ("??????x / ?u = ?c??p | ??? - ?? = e? | ??? - ex? = eb | ?b? - ??b = ? | ?? - ?? = ?? | ??x - ?e? = ?c", 10, &alphametic!("??????x / ?u = ?c??p | ??? - ?? = e? | ??? - ex? = eb | ?b? - ??b = ? | ?? - ?? = ?? | ??x - ?e? = ?c")),
    ("d??????e? / ?h? = t????a | ?ao? - ?o?? = ??? | ??d? - ??v? = ?? |  | ??a? - ???? = ?e? | ??a? - ??a? = ??a | ??a? - ?e?? = ???", 10, &alphametic!("d??????e? / ?h? = t????a | ?ao? - ?o?? = ??? | ??d? - ??v? = ?? |  | ??a? - ???? = ?e? | ??a? - ??a? = ??a | ??a? - ?e?? = ???")),
    ("o??????j? / ??? = ?p???? | o??j - o??? = ?j? | pj?? - ???? = ?p? | ?pp? - ???? = ?? |  | ???j - ???j = op? | ?p?? - ??j? = ???", 10, &alphametic!("o??????j? / ??? = ?p???? | o??j - o??? = ?j? | pj?? - ???? = ?p? | ?pp? - ???? = ?? |  | ???j - ???j = op? | ?p?? - ??j? = ???")),
    ("??????? / ?? = ???ng | ?lg - u?? = ?? | ??b - ?g? = ?? | u?? - u?? = l |  | ??? - l?? = ??", 10, &alphametic!("??????? / ?? = ???ng | ?lg - u?? = ?? | ??b - ?g? = ?? | u?? - u?? = l |  | ??? - l?? = ??")),
    ("??n?????? / ?a? = j?yyj? | ??n? - n??? = ?? | a?? - ??a = ? |  |  | n??j - ???? = j? | j?? - j?? = n?", 10, &alphametic!("??n?????? / ?a? = j?yyj? | ??n? - n??? = ?? | a?? - ??a = ? |  |  | n??j - ???? = j? | j?? - j?? = n?")),
    ("???qqb? / b? = ????? | ??? - h?? = ? |  | ?qq - ?s? = ?? | h?b - ??? = ?q | ?q? - ??? = h?", 10, &alphametic!("???qqb? / b? = ????? | ??? - h?? = ? |  | ?qq - ?s? = ?? | h?b - ??? = ?q | ?q? - ??? = h?")),
    ("ss?g?a??i / ??? = ?????? | ss?? - sa?? = ?? |  | g??? - ???? = ?g? | ???? - ??i? = ?i? | ?i?? - ??? = ??g | ???i - ?ga? = ?a?", 10, &alphametic!("ss?g?a??i / ??? = ?????? | ss?? - sa?? = ?? |  | g??? - ???? = ?g? | ???? - ??i? = ?i? | ?i?? - ??? = ??g | ???i - ?ga? = ?a?")),
    ("??b???? / ?? = ?c??? | ??b - ??? = ?c | ic? - ??? = cb | cb? - ?pp = ?p | ??? - i?? = bk | ?k? - ?pi = b?", 10, &alphametic!("??b???? / ?? = ?c??? | ??b - ??? = ?c | ic? - ??? = cb | cb? - ?pp = ?p | ??? - i?? = bk | ?k? - ?pi = b?")),
    ("??????? / ??? = ?w?? | ???? - ???? = e?? | ettu - e??t = e?? | e??? - ???? = ??? | ???? - ???? = ??", 10, &alphametic!("??????? / ??? = ?w?? | ???? - ???? = e?? | ettu - e??t = e?? | e??? - ???? = ??? | ???? - ???? = ??")),
    ("j?h????h / ?d = ?????d | ??? - ??d = ?h | ?h? - ??? = ?? | ??? - ??d = ? |  | ??? - ??? = ? | ", 10, &alphametic!("j?h????h / ?d = ?????d | ??? - ??d = ?h | ?h? - ??? = ?? | ??? - ??d = ? |  | ??? - ??? = ? | ")),
    ("?uj?????? / ??? = ??x??? | ???x - ?x?? = x?? | x?x? - x??? = t?? | ???? - ??x? = ?? |  | ???? - ???? = x?j | x?jj - ???? = u??", 10, &alphametic!("?uj?????? / ??? = ??x??? | ???x - ?x?? = x?? | x?x? - x??? = t?? | ???? - ??x? = ?? |  | ???? - ???? = x?j | x?jj - ???? = u??")),
    ("i?k?????t / u?u = ?????? | ???? - ???? = ? |  |  |  | ?m?? - ?t?u = upm | up?? - ???? = ?km", 10, &alphametic!("i?k?????t / u?u = ?????? | ???? - ???? = ? |  |  |  | ?m?? - ?t?u = upm | up?? - ???? = ?km")),
    ("?w?z??s / ?n = ????? | n?? - n?? = gw | gwz - ?w? = n |  | ?o? - ?o? = ? | ", 10, &alphametic!("?w?z??s / ?n = ????? | n?? - n?? = gw | gwz - ?w? = n |  | ?o? - ?o? = ? | ")),
    ("?k????a? / ??? = ???s? | ??j? - ??? = n?? | nl?? - n??? = ?? | ??p - ??? = ?an | ???a - ??l? = sk | ?k? - ??? = ??", 10, &alphametic!("?k????a? / ??? = ???s? | ??j? - ??? = n?? | nl?? - n??? = ?? | ??p - ??? = ?an | ???a - ??l? = sk | ?k? - ??? = ??")),
    ("????s?? / ?? = ???r? | ?s? - ??n = ?? | ??n - rn? = ?? | ??s - ?r? = ?r | ?r? - ?a? = ?? | ??? - ??? = n?", 10, &alphametic!("????s?? / ?? = ???r? | ?s? - ??n = ?? | ??n - rn? = ?? | ??s - ?r? = ?r | ?r? - ?a? = ?? | ??? - ??? = n?")),
    ("d?kk???r? / ??k = ??n?ee | ??kk - ?d?? = ??? | de?? - ?d?? = k?? | k??? - kr?? = ? |  | ??r - n?k = e?? | ???k - n?? = d??", 10, &alphametic!("d?kk???r? / ??k = ??n?ee | ??kk - ?d?? = ??? | de?? - ?d?? = k?? | k??? - kr?? = ? |  | ??r - n?k = e?? | ???k - n?? = d??")),
    ("??????? / ??? = ??j? | ???? - ?x? = ??? | ???? - ??j? = ??? | ???k - ???? = j?? | ??kx - ???? = j?x", 10, &alphametic!("??????? / ??? = ??j? | ???? - ?x? = ??? | ???? - ??j? = ??? | ???k - ???? = j?? | ??kx - ???? = j?x")),
    ("??????? / in = ?a?kk | ??? - ?n? = ?? | ??? - k? = i? | imk - ??i = i? | i?? - i?i = ?? | ??n - i?i = aa", 10, &alphametic!("??????? / in = ?a?kk | ??? - ?n? = ?? | ??? - k? = i? | imk - ??i = i? | i?? - i?i = ?? | ??n - i?i = aa")),
    ("????y?? / ?f = ??ob?q | ?o - ?? = ? |  | ??o - ??? = f? | f?y - fby = ?? | ??f - ?? = ?? | ??f - ??f = ??", 10, &alphametic!("????y?? / ?f = ??ob?q | ?o - ?? = ? |  | ??o - ??? = f? | f?y - fby = ?? | ??f - ?? = ?? | ??f - ??f = ??")),
    ("??x?uxw / ??? = ??vx | ???? - ??q? = ??? | ???? - ???? = ?bu | ?b?x - ???? = ?? | ", 10, &alphametic!("??x?uxw / ??? = ??vx | ???? - ??q? = ??? | ???? - ???? = ?bu | ?b?x - ???? = ?? | ")),
    ("??b * ???f = fef?eb? | h?f? | ??r? |  | ?rw?", 10, &alphametic!("??b * ???f = fef?eb? | h?f? | ??r? |  | ?rw?")),
    ("??c?? * ?? = ???t??? |  | ????g?", 10, &alphametic!("??c?? * ?? = ???t??? |  | ????g?")),
    ("??z * ?? = ???h? | nhu | ??nu", 10, &alphametic!("??z * ?? = ???h? | nhu | ??nu")),
    ("?b? * ??? = ??qxb? | ??? |  | ????", 10, &alphametic!("?b? * ??? = ??qxb? | ??? |  | ????")),
    ("???w * ?? = w?t?? |  | ?ot?", 10, &alphametic!("???w * ?? = w?t?? |  | ?ot?")),
    ("??l? * ?s? = ??????? | ??l? | ????? | ?n??n", 10, &alphametic!("??l? * ?s? = ??????? | ??l? | ????? | ?n??n")),
    ("??rd * ???? = h??????? |  | z??r? |  | h????", 10, &alphametic!("??rd * ???? = h??????? |  | z??r? |  | h????")),
    ("???ab * c? = ???fbf? | c?f??c | j?f???", 10, &alphametic!("???ab * c? = ???fbf? | c?f??c | j?f???")),
    ("?t? * ???q = ?q????? | g?? | ??? | ???? | ?q?", 10, &alphametic!("?t? * ???q = ?q????? | g?? | ??? | ???? | ?q?")),
    ("?d??? * ??so = ??????oa? | ?p??so | ?????? |  | ????q?", 10, &alphametic!("?d??? * ??so = ??????oa? | ?p??so | ?????? |  | ????q?")),
    ("?o?? * ??? = q??e??? | ????e |  | q?e??", 10, &alphametic!("?o?? * ??? = q??e??? | ????e |  | q?e??")),
    ("???g? * ?qu? = gg?fooug | ??qg? | ?gff?v | ??v?? | ??q?g", 10, &alphametic!("???g? * ?qu? = gg?fooug | ??qg? | ?gff?v | ??v?? | ??q?g")),
];

/// (text, base, the puzzle through `alphametic!(…, strict)`): the
/// puzzles above whose model the strict rule changes.
#[rustfmt::skip]
static STRICT: &[(&str, u32, &dyn Alphametic)] = &[
    // The Exercism cases.
    ("A == B", 10, &alphametic!("A == B", strict)),
    ("A + A + A + A + A + A + A + A + A + A + A + B == BCC", 10, &alphametic!("A + A + A + A + A + A + A + A + A + A + A + B == BCC", strict)),
    // The sums corpus, tests/data/alphametics/sums.txt.
    ("SEND + A + TAD + MORE == MONEY", 10, &alphametic!("SEND + A + TAD + MORE == MONEY", strict)),
    ("HAVE + A + HAPPY + HAPPY == EASTER", 10, &alphametic!("HAVE + A + HAPPY + HAPPY == EASTER", strict)),
    ("FISH + N + CHIPS == SUPPER", 10, &alphametic!("FISH + N + CHIPS == SUPPER", strict)),
    ("WHEN + I + REALLY + WANT + A == THRILL", 10, &alphametic!("WHEN + I + REALLY + WANT + A == THRILL", strict)),
    ("WEAR + A + MASK + WASH == SAFER", 10, &alphametic!("WEAR + A + MASK + WASH == SAFER", strict)),
    ("SORRY + TO + BE + A + PARTY == POOPER", 10, &alphametic!("SORRY + TO + BE + A + PARTY == POOPER", strict)),
    ("I + GUESS + THE + TRUTH == HURTS", 10, &alphametic!("I + GUESS + THE + TRUTH == HURTS", strict)),
    ("X + X == X", 10, &alphametic!("X + X == X", strict)),
    ("I + WILL + PAY + THE == THEFT", 10, &alphametic!("I + WILL + PAY + THE == THEFT", strict)),
    // The expressions corpus, tests/data/alphametics/expressions.txt.
    ("PI * R ^ 2 == AREA", 10, &alphametic!("PI * R ^ 2 == AREA", strict)),
    ("A ^ 2 + B ^ 2 == C ^ 2", 10, &alphametic!("A ^ 2 + B ^ 2 == C ^ 2", strict)),
    ("A ^ 2 + BE ^ 2 == BY ^ 2", 10, &alphametic!("A ^ 2 + BE ^ 2 == BY ^ 2", strict)),
    ("X / X == X", 10, &alphametic!("X / X == X", strict)),
    ("X * X * X == M", 10, &alphametic!("X * X * X == M", strict)),
    ("Y == A * X + B", 10, &alphametic!("Y == A * X + B", strict)),
    ("A ^ 2 + B ^ 2 == CD ^ 2", 10, &alphametic!("A ^ 2 + B ^ 2 == CD ^ 2", strict)),
    ("PI * R * R == AREA", 10, &alphametic!("PI * R * R == AREA", strict)),
    // The language corpus, tests/data/alphametics/language.tsv: digits in words, relations, `//` and `%`.
    ("100A + B == 1CB", 10, &alphametic!("100A + B == 1CB", strict)),
    ("AB * C > DE", 10, &alphametic!("AB * C > DE", strict)),
    ("A ^ B >= CD", 10, &alphametic!("A ^ B >= CD", strict)),
    ("A / B >= C / D", 10, &alphametic!("A / B >= C / D", strict)),
    ("A / B <= 1 / 2", 10, &alphametic!("A / B <= 1 / 2", strict)),
    ("A = B + C", 10, &alphametic!("A = B + C", strict)),
    ("-A > B - C", 10, &alphametic!("-A > B - C", strict)),
    ("A + B != C", 10, &alphametic!("A + B != C", strict)),
    ("SEND + MORE == MONEY, E < N", 10, &alphametic!("SEND + MORE == MONEY, E < N", strict)),
    ("SEND + MORE == MONEY, O != 0", 10, &alphametic!("SEND + MORE == MONEY, O != 0", strict)),
    ("ONE + ONE == TWO, O < E", 10, &alphametic!("ONE + ONE == TWO, O < E", strict)),
    ("ODD + ODD == EVEN, D <= 3", 10, &alphametic!("ODD + ODD == EVEN, D <= 3", strict)),
    ("A + B == C, C + D == E, A < B", 10, &alphametic!("A + B == C, C + D == E, A < B", strict)),
    ("x + y == z, x < y", 10, &alphametic!("x + y == z, x < y", strict)),
    ("abc % 7 == 0, a < b", 10, &alphametic!("abc % 7 == 0, a < b", strict)),
    ("ABC % 10 == C", 10, &alphametic!("ABC % 10 == C", strict)),
    ("AB // C == D", 10, &alphametic!("AB // C == D", strict)),
    ("AB % C == D", 10, &alphametic!("AB % C == D", strict)),
    ("(A - B) // C == -D", 10, &alphametic!("(A - B) // C == -D", strict)),
    ("-AB // C == -D", 10, &alphametic!("-AB // C == -D", strict)),
    ("-ABC % D == E", 10, &alphametic!("-ABC % D == E", strict)),
    ("(A - BC) % D == E", 10, &alphametic!("(A - BC) % D == E", strict)),
    ("AB % -C == -D", 10, &alphametic!("AB % -C == -D", strict)),
    ("AB // -C == -DE", 10, &alphametic!("AB // -C == -DE", strict)),
    ("(A / B) // C == D", 10, &alphametic!("(A / B) // C == D", strict)),
    ("(A / B) % C == D", 10, &alphametic!("(A / B) % C == D", strict)),
    ("A // (B / C) == D", 10, &alphametic!("A // (B / C) == D", strict)),
    ("ABC // DE == F, ABC % DE == G", 10, &alphametic!("ABC // DE == F, ABC % DE == G", strict)),
    ("A ^ B % C == D", 10, &alphametic!("A ^ B % C == D", strict)),
    ("-A // B == C - D", 10, &alphametic!("-A // B == C - D", strict)),
    ("(A / B - C) // D == E", 10, &alphametic!("(A / B - C) // D == E", strict)),
    ("AB2 // 2 == C1, A < B", 10, &alphametic!("AB2 // 2 == C1, A < B", strict)),
    ("XY5 % 5 == 0, X > Y", 10, &alphametic!("XY5 % 5 == 0, X > Y", strict)),
    ("PI31 // 10 == PI3; P < I", 10, &alphametic!("PI31 // 10 == PI3; P < I", strict)),
    ("A0B // 10 == A0; B % 2 == 1; A > B", 10, &alphametic!("A0B // 10 == A0; B % 2 == 1; A > B", strict)),
    ("A2 + B == CD", 16, &alphametic!("A2 + B == CD", base = 16, strict)),
    ("ABC % 16 == C", 16, &alphametic!("ABC % 16 == C", base = 16, strict)),
    ("AB // C == D", 8, &alphametic!("AB // C == D", base = 8, strict)),
    ("A < B, B < C, C < D", 8, &alphametic!("A < B, B < C, C < D", base = 8, strict)),
    ("-AB % C == D", 8, &alphametic!("-AB % C == D", base = 8, strict)),
    ("AB // 12 == A, AB % 12 == B", 12, &alphametic!("AB // 12 == A, AB % 12 == B", base = 12, strict)),
    ("(A - B) // C == -1", 12, &alphametic!("(A - B) // C == -1", base = 12, strict)),
    ("A < B", 4, &alphametic!("A < B", base = 4, strict)),
    ("A9 + B == C0", 36, &alphametic!("A9 + B == C0", base = 36, strict)),
    ("A // 2 == B, A % 2 == 1", 9, &alphametic!("A // 2 == B, A % 2 == 1", base = 9, strict)),
    ("A / (B - C) < D", 10, &alphametic!("A / (B - C) < D", strict)),
    ("(A - B) / (C - D) > 1", 10, &alphametic!("(A - B) / (C - D) > 1", strict)),
    ("AB / (C - D) >= -E", 10, &alphametic!("AB / (C - D) >= -E", strict)),
    ("A / -B <= C / -D", 8, &alphametic!("A / -B <= C / -D", base = 8, strict)),
    ("(A - B) % (C - D) == E", 10, &alphametic!("(A - B) % (C - D) == E", strict)),
    ("(A - B) // (C - D) < -E", 10, &alphametic!("(A - B) // (C - D) < -E", strict)),
    ("(A != 4) + (B != 5) + (C != 6) == 1, A + B + C == 12", 10, &alphametic!("(A != 4) + (B != 5) + (C != 6) == 1, A + B + C == 12", strict)),
    ("(A != 4) + (B != 5) + (C != 6) == 1, A + B + C == 12", 12, &alphametic!("(A != 4) + (B != 5) + (C != 6) == 1, A + B + C == 12", base = 12, strict)),
    ("is_triangular(ABC) and A < B", 10, &alphametic!("is_triangular(ABC) and A < B", strict)),
    ("abs(A - B) == max(C, D) - min(C, D, E)", 10, &alphametic!("abs(A - B) == max(C, D) - min(C, D, E)", strict)),
    ("dsum(AB / C) == 5", 10, &alphametic!("dsum(AB / C) == 5", strict)),
    ("(A / B > 2) + (C > D) == 1, A + B == C", 10, &alphametic!("(A / B > 2) + (C > D) == 1, A + B == C", strict)),
    ("not (A > B and B > C) and A + B + C == 10", 8, &alphametic!("not (A > B and B > C) and A + B + C == 10", base = 8, strict)),
    ("is_square(abc) and a + b == c", 10, &alphametic!("is_square(abc) and a + b == c", strict)),
    // Small bases, no solution, several solutions.
    ("A + B == C", 4, &alphametic!("A + B == C", base = 4, strict)),
    ("A == B", 10, &alphametic!("A == B", strict)),
    ("A + A == A", 10, &alphametic!("A + A == A", strict)),
    ("A + B == C", 10, &alphametic!("A + B == C", strict)),
    ("A + B + C == DE", 10, &alphametic!("A + B + C == DE", strict)),
    ("A == A", 10, &alphametic!("A == A", strict)),
    // Several equations.
    ("A + B == C; C - B == A", 10, &alphametic!("A + B == C; C - B == A", strict)),
    ("A + B == C, B + C == D", 10, &alphametic!("A + B == C, B + C == D", strict)),
    ("TO + GO == OUT; OUT - GO == TO; T + O == U + G - G", 10, &alphametic!("TO + GO == OUT; OUT - GO == TO; T + O == U + G - G", strict)),
    ("A * B == C, A + B == D", 10, &alphametic!("A * B == C, A + B == D", strict)),
    ("AB * C == DE; D + E == C", 10, &alphametic!("AB * C == DE; D + E == C", strict)),
    // Expressions: every operator, fractions, word exponents, other bases.
    ("-A + B == C", 10, &alphametic!("-A + B == C", strict)),
    ("A - -B == C", 10, &alphametic!("A - -B == C", strict)),
    ("(A + B) * (C - D) == EF", 10, &alphametic!("(A + B) * (C - D) == EF", strict)),
    ("A / B / C == D", 10, &alphametic!("A / B / C == D", strict)),
    ("A / (B / C) == D", 10, &alphametic!("A / (B / C) == D", strict)),
    ("(A + B) / 2 == C", 10, &alphametic!("(A + B) / 2 == C", strict)),
    ("A / B + C / D == 1", 10, &alphametic!("A / B + C / D == 1", strict)),
    ("A ^ B == CD", 10, &alphametic!("A ^ B == CD", strict)),
    ("2 ^ A ^ 2 == BCD", 10, &alphametic!("2 ^ A ^ 2 == BCD", strict)),
    ("A ^ 0 + B == C", 10, &alphametic!("A ^ 0 + B == C", strict)),
    ("-(A ^ 2) + B ^ 2 == C ^ 2 - D", 10, &alphametic!("-(A ^ 2) + B ^ 2 == C ^ 2 - D", strict)),
    ("A ^ 2 + B ^ 2 == C ^ 2", 13, &alphametic!("A ^ 2 + B ^ 2 == C ^ 2", base = 13, strict)),
    ("SEND + MORE == MONEY, M * O == N - E - Y", 10, &alphametic!("SEND + MORE == MONEY, M * O == N - E - Y", strict)),
    // Functions, predicates and truth values, checked as soon as their words are known.
    ("(A != 4) + (B != 5) + (C != 6) == 1, A + B + C == 12", 10, &alphametic!("(A != 4) + (B != 5) + (C != 6) == 1, A + B + C == 12", strict)),
    ("dsum(ABABABABABABABABABAB) == 50 or is_square(ABABABABABABABABABAB + C)", 10, &alphametic!("dsum(ABABABABABABABABABAB) == 50 or is_square(ABABABABABABABABABAB + C)", strict)),
    // Every fourth puzzle of the skeleton corpus, tests/data/alphametics/skeletons.tsv, that takes every digit: `?`, long division and multiplication.
    ("DWZZ3 / 9 = ZZ6? | DW - 76 = ? | 7Z - 76 = 4 | 4? - ?6 = 4 | 43 - 39 = 6", 12, &alphametic!("DWZZ3 / 9 = ZZ6? | DW - 76 = ? | 7Z - 76 = 4 | 4? - ?6 = 4 | 43 - 39 = 6", base = 12, strict)),
    ("4GG / B = 4GG | 4 - ? = G |  | ", 10, &alphametic!("4GG / B = 4GG | 4 - ? = G |  | ", strict)),
    ("O6UO1Z / 6Z = EUU3 | O6? - O6U = U |  |  | O1Z - 1?? = O?", 10, &alphametic!("O6UO1Z / 6Z = EUU3 | O6? - O6U = U |  |  | O1Z - 1?? = O?", strict)),
    ("4Q3R / ? = 4Q3R | 4 - ? = ? |  | 3 - ? = Q | ? - ? = Q", 10, &alphametic!("4Q3R / ? = 4Q3R | 4 - ? = ? |  | 3 - ? = Q | ? - ? = Q", strict)),
    ("CZ6X6 / Z3Y = ?0 | CZ?X - CZ60 = X | ", 8, &alphametic!("CZ6X6 / Z3Y = ?0 | CZ?X - CZ60 = X | ", base = 8, strict)),
    ("AM7 / ? = 97 | ?? - AS = S | S7 - ?? = A", 10, &alphametic!("AM7 / ? = 97 | ?? - AS = S | S7 - ?? = A", strict)),
    ("30G3 / G = E60 | 30 - O8 = O | ?G - ?G = ? | ", 10, &alphametic!("30G3 / G = E60 | 30 - O8 = O | ?G - ?G = ? | ", strict)),
    ("?VO * C = P?OO | ?7OO", 8, &alphametic!("?VO * C = P?OO | ?7OO", base = 8, strict)),
    ("??1 * ? = O?QH | ?EQH", 8, &alphametic!("??1 * ? = O?QH | ?EQH", base = 8, strict)),
    ("?7M * ? == ?28", 12, &alphametic!("?7M * ? == ?28", base = 12, strict)),
    ("2C4 / ? == 3?", 12, &alphametic!("2C4 / ? == 3?", base = 12, strict)),
    ("E?? / M == ??N", 10, &alphametic!("E?? / M == ??N", strict)),
    // Every fourth planted layout of tests/data/alphametics/layouts.tsv.
    ("?s?o???? / ?? = oy???h | ??? - wh? = ?? | ??? - wou = ?? | ??y - ??? = w |  | wo? - wou = s | ?? - ?? = ?", 10, &alphametic!("?s?o???? / ?? = oy???h | ??? - wh? = ?? | ??? - wou = ?? | ??y - ??? = w |  | wo? - wou = s | ?? - ?? = ?", strict)),
    ("???????? / w?? = ?t??? | ??v? - ???? = ??? | ???? - ??w? = ry | r?t - ??? = ?? | ?g? - ??? = ??? | ?v?w - ?v?? = ?", 10, &alphametic!("???????? / w?? = ?t??? | ??v? - ???? = ??? | ???? - ??w? = ry | r?t - ??? = ?? | ?g? - ??? = ??? | ?v?w - ?v?? = ?", strict)),
    ("???y?g?y / g? = ?j???? | ??? - ??o = ? |  | ??o - ??? = ?? | ??? - ?h? = ?? | ?uh - ?h? = ?y | ??y - ??? = ??", 10, &alphametic!("???y?g?y / g? = ?j???? | ??? - ??o = ? |  | ??o - ??? = ?? | ??? - ?h? = ?? | ?uh - ?h? = ?y | ??y - ??? = ??", strict)),
    ("??????x / ?u = ?c??p | ??? - ?? = e? | ??? - ex? = eb | ?b? - ??b = ? | ?? - ?? = ?? | ??x - ?e? = ?c", 10, &alphametic!("??????x / ?u = ?c??p | ??? - ?? = e? | ??? - ex? = eb | ?b? - ??b = ? | ?? - ?? = ?? | ??x - ?e? = ?c", strict)),
    ("??n?????? / ?a? = j?yyj? | ??n? - n??? = ?? | a?? - ??a = ? |  |  | n??j - ???? = j? | j?? - j?? = n?", 10, &alphametic!("??n?????? / ?a? = j?yyj? | ??n? - n??? = ?? | a?? - ??a = ? |  |  | n??j - ???? = j? | j?? - j?? = n?", strict)),
    ("???qqb? / b? = ????? | ??? - h?? = ? |  | ?qq - ?s? = ?? | h?b - ??? = ?q | ?q? - ??? = h?", 10, &alphametic!("???qqb? / b? = ????? | ??? - h?? = ? |  | ?qq - ?s? = ?? | h?b - ??? = ?q | ?q? - ??? = h?", strict)),
    ("j?h????h / ?d = ?????d | ??? - ??d = ?h | ?h? - ??? = ?? | ??? - ??d = ? |  | ??? - ??? = ? | ", 10, &alphametic!("j?h????h / ?d = ?????d | ??? - ??d = ?h | ?h? - ??? = ?? | ??? - ??d = ? |  | ??? - ??? = ? | ", strict)),
    ("i?k?????t / u?u = ?????? | ???? - ???? = ? |  |  |  | ?m?? - ?t?u = upm | up?? - ???? = ?km", 10, &alphametic!("i?k?????t / u?u = ?????? | ???? - ???? = ? |  |  |  | ?m?? - ?t?u = upm | up?? - ???? = ?km", strict)),
    ("?w?z??s / ?n = ????? | n?? - n?? = gw | gwz - ?w? = n |  | ?o? - ?o? = ? | ", 10, &alphametic!("?w?z??s / ?n = ????? | n?? - n?? = gw | gwz - ?w? = n |  | ?o? - ?o? = ? | ", strict)),
    ("d?kk???r? / ??k = ??n?ee | ??kk - ?d?? = ??? | de?? - ?d?? = k?? | k??? - kr?? = ? |  | ??r - n?k = e?? | ???k - n?? = d??", 10, &alphametic!("d?kk???r? / ??k = ??n?ee | ??kk - ?d?? = ??? | de?? - ?d?? = k?? | k??? - kr?? = ? |  | ??r - n?k = e?? | ???k - n?? = d??", strict)),
    ("????y?? / ?f = ??ob?q | ?o - ?? = ? |  | ??o - ??? = f? | f?y - fby = ?? | ??f - ?? = ?? | ??f - ??f = ??", 10, &alphametic!("????y?? / ?f = ??ob?q | ?o - ?? = ? |  | ??o - ??? = f? | f?y - fby = ?? | ??f - ?? = ?? | ??f - ??f = ??", strict)),
];
