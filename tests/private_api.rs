//! `alphametic::__private` holds what generated code names, and nothing
//! else: every item the code of `alphametic!` and `solution!` reaches by
//! `::alphametic::__private::…` for a varied list of puzzles, and the
//! items `src/lib.rs` exports there, are both [`NAMES`].
//!
//! A new name in generated code must be added both to `__private` in
//! `src/lib.rs` and to [`NAMES`]; a name no puzzle's code uses any more
//! must leave both.

use std::collections::BTreeSet;

use alphametic::{Options, Puzzle};
use alphametic_runtime::__private::{expand_solution, expand_stub};

/// The items of `alphametic::__private`, in alphabetical order.
const NAMES: &[&str] = &[
    "Alphametic",
    "Box",
    "Func",
    "LayoutPlan",
    "Solution",
    "call",
    "floor_div_i128",
    "floor_div_i64",
    "floor_mod_i128",
    "floor_mod_i64",
    "interval_call",
    "interval_floor_div_i128",
    "interval_floor_div_i64",
    "interval_floor_mod_i128",
    "interval_floor_mod_i64",
    "interval_power_i128",
    "interval_power_i64",
    "power",
];

/// Puzzles whose code, together, names every item: sums, products,
/// powers with a number and with a word for exponent, division and
/// remainder, conditions, several equations, layouts, and words long
/// enough to be evaluated in `i128`.
const PUZZLES: &[(&str, u32)] = &[
    ("SEND + MORE == MONEY", 10),
    ("ODD * ODD == FREAKY", 16),
    ("A ^ B == CD", 10),
    ("PI * R ^ 2 == AREA", 10),
    ("A ^ 2 + B ^ 2 == C ^ 2", 13),
    ("AB // C == D", 10),
    ("ABC // DE == F, ABC % DE == G", 10),
    ("(A / B) // C == D", 10),
    ("A / B <= 1 / 2", 10),
    ("abc % 7 == 0, a < b", 10),
    ("ABC != CBA", 10),
    ("ABC <= CBA", 10),
    ("SEND + MORE == MONEY, E < N, O != 0", 10),
    ("A + B == C, C + D == E, A < B", 10),
    ("SEND + MORE == MONEY, M * O == N - E - Y", 10),
    (
        "DWZZ3 / 9 = ZZ6? | DW - 76 = ? | 7Z - 76 = 4 | 4? - ?6 = 4 | 43 - 39 = 6",
        12,
    ),
    ("L07 * 9? = 98?Z | SL? | 9MP", 10),
    ("ABCDEFGHIJ * ABCDEFGHIJ == JIHGFEDCBAJIHGFEDCBA", 10),
    ("ABCDEFGHIJ ^ 2 == JIHGFEDCBAJIHGFEDCBA", 10),
    ("ABCDEFGHIJ * ABCDEFGHIJ // B == CDEFGHIJABCDEFGHIJ", 10),
    ("ABCDEFGHIJ * ABCDEFGHIJ % BC == D", 10),
    ("is_prime(AB) and is_square(CD)", 10),
    ("gcd(ABCDEFGHIJ ^ 2, JIHGFEDCBA) == 7", 10),
];

#[test]
fn generated_code_names_exactly_the_private_items() {
    let mut used = BTreeSet::new();
    for &(text, base) in PUZZLES {
        let puzzle = Puzzle::parse_with(text, Options::new().base(base))
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        private_names(&puzzle.expand().to_string(), &mut used);
        if let Some(solution) = puzzle.solve() {
            private_names(&expand_solution(&solution).to_string(), &mut used);
        }
    }
    private_names(&expand_stub().to_string(), &mut used);
    let names: BTreeSet<String> = NAMES.iter().map(|s| s.to_string()).collect();
    assert_eq!(
        used, names,
        "the names generated code takes from `__private`, against `NAMES`"
    );
}

#[test]
fn the_facade_exports_exactly_the_names() {
    let lib = include_str!("../src/lib.rs");
    let exported = exported_names(lib);
    let names: BTreeSet<String> = NAMES.iter().map(|s| s.to_string()).collect();
    assert_eq!(
        exported, names,
        "the items of `pub mod __private` in src/lib.rs, against `NAMES`"
    );
}

#[test]
fn a_name_outside_the_list_is_found() {
    let mut used = BTreeSet::new();
    private_names(
        ":: alphametic :: __private :: Plan :: new () ; :: alphametic :: __private :: power (2 , 3)",
        &mut used,
    );
    assert_eq!(
        used,
        BTreeSet::from(["Plan".to_string(), "power".to_string()])
    );
}

/// Adds to `out` every identifier that follows `__private ::` in `code`,
/// a token stream as text (tokens apart by spaces).
fn private_names(code: &str, out: &mut BTreeSet<String>) {
    for (at, _) in code.match_indices("__private") {
        let after = code[at + "__private".len()..]
            .strip_prefix(" :: ")
            .expect("`__private` is followed by `::`");
        let name: String = after
            .chars()
            .take_while(|&c| c == '_' || c.is_alphanumeric())
            .collect();
        assert!(!name.is_empty(), "`__private ::` is followed by a name");
        out.insert(name);
    }
}

/// The names `pub mod __private { … }` in `lib` exports: the last segment
/// of each `pub use` path, each name of a `{…}` list.
fn exported_names(lib: &str) -> BTreeSet<String> {
    let head = "pub mod __private {";
    let start = lib.find(head).expect("src/lib.rs has `pub mod __private`");
    let body = &lib[start + head.len()..];
    let end = body
        .find("\n}")
        .expect("`__private` ends at a `}` of its own");
    let mut names = BTreeSet::new();
    for statement in body[..end].split(';') {
        // Comments apart, every statement is a `pub use`.
        let statement: Vec<&str> = statement
            .lines()
            .map(str::trim)
            .filter(|line| !line.is_empty() && !line.starts_with("//"))
            .collect();
        let statement = statement.join(" ");
        if statement.is_empty() {
            continue;
        }
        let path = statement
            .strip_prefix("pub use ")
            .unwrap_or_else(|| panic!("`__private` holds only `pub use`: {statement}"));
        let items = match path.split_once('{') {
            Some((_, list)) => list.trim_end_matches('}').to_string(),
            None => path.rsplit("::").next().unwrap_or_default().to_string(),
        };
        names.extend(
            items
                .split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(String::from),
        );
    }
    names
}
