//! The macro and the runtime on run files of the corpus that the macro can
//! express: each file read into the language, the `alphametic!` call that
//! `codegen::call` names for it written out below (so that the two cannot
//! drift apart), and the solutions of the generated code those of the
//! runtime, in the same order.

use alphametic::run_file;
use alphametic::{Alphametic, Puzzle, alphametic};

fn cases() -> Vec<(&'static str, &'static str, &'static dyn Alphametic)> {
    vec![
        (
            "se-distinct-groups.run",
            r#"alphametic!("ABC + DEF = 999, A < D", distinct = "ABC,DEF", symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZ")"#,
            &alphametic!(
                "ABC + DEF = 999, A < D",
                distinct = "ABC,DEF",
                symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
            ),
        ),
        (
            "se-invalid-bar.run",
            r#"alphametic!("AB * C = DEF, C = 7", leading_zeros, invalid = "0,A", invalid = "0,D", invalid = "2|4|6|8,A", symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZ")"#,
            &alphametic!(
                "AB * C = DEF, C = 7",
                leading_zeros,
                invalid = "0,A",
                invalid = "0,D",
                invalid = "2|4|6|8,A",
                symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
            ),
        ),
        (
            "se-prime-seven.run",
            r#"alphametic!("is_prime(SEVEN), V = 7", symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZ")"#,
            &alphametic!(
                "is_prime(SEVEN), V = 7",
                symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
            ),
        ),
        (
            "se-and-or-not.run",
            r#"alphametic!("(A < B and not C < D) or (A > B and C < D), A + B + C + D = 20, A < C", symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZ")"#,
            &alphametic!(
                "(A < B and not C < D) or (A > B and C < D), A + B + C + D = 20, A < C",
                symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
            ),
        ),
        (
            "sum-base8.run",
            r#"alphametic!("ONE + ONE = TWO", base = 8, symbols = "ONETW")"#,
            &alphametic!("ONE + ONE = TWO", base = 8, symbols = "ONETW"),
        ),
        (
            "se-assign.run",
            r#"alphametic!("E + A + T = 15, EAT % 7 = 0", assign = "E,5", symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZ")"#,
            &alphametic!(
                "E + A + T = 15, EAT % 7 = 0",
                assign = "E,5",
                symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
            ),
        ),
        (
            "se-digits-range.run",
            r#"alphametic!("ABC + DEF = GHI, A < D, ABC % 9 = 0", digits = "1-9", symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZ")"#,
            &alphametic!(
                "ABC + DEF = GHI, A < D, ABC % 9 = 0",
                digits = "1-9",
                symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
            ),
        ),
        (
            "se-literal.run",
            r#"alphametic!("A0B + C0D = EF0, A < C", assign = "0,0", symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0")"#,
            &alphametic!(
                "A0B + C0D = EF0, A < C",
                assign = "0,0",
                symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0"
            ),
        ),
        (
            "se-nrev.run",
            r#"alphametic!("nrev(ABCD) == 4 * ABCD", symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZ")"#,
            &alphametic!(
                "nrev(ABCD) == 4 * ABCD",
                symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
            ),
        ),
        (
            "se-base16-value.run",
            r#"alphametic!("ABC + DEF = 4096, A + 1 = D, B + C == 26", base = 16, symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZ")"#,
            &alphametic!(
                "ABC + DEF = 4096, A + 1 = D, B + C == 26",
                base = 16,
                symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
            ),
        ),
        (
            "digits-wrong-00.run",
            r#"alphametic!("407 + 014 = 8853", leading_zeros, invalid = "0,0", invalid = "0,4", invalid = "0,8", invalid = "1,1", invalid = "3,3", invalid = "4,4", invalid = "5,5", invalid = "7,7", invalid = "8,8", symbols = "0134578")"#,
            &alphametic!(
                "407 + 014 = 8853",
                leading_zeros,
                invalid = "0,0",
                invalid = "0,4",
                invalid = "0,8",
                invalid = "1,1",
                invalid = "3,3",
                invalid = "4,4",
                invalid = "5,5",
                invalid = "7,7",
                invalid = "8,8",
                symbols = "0134578"
            ),
        ),
        (
            "div-letters.run",
            r#"alphametic!("pkmkh / ?? = ??? | pkm - pmd = xp | xpk - ?? = kh | khh - mbg = k", strict)"#,
            &alphametic!(
                "pkmkh / ?? = ??? | pkm - pmd = xp | xpk - ?? = kh | khh - mbg = k",
                strict
            ),
        ),
        (
            "sum-assign.run",
            r#"alphametic!("ONE + ONE = TWO", assign = "E,6", symbols = "ONETW")"#,
            &alphametic!("ONE + ONE = TWO", assign = "E,6", symbols = "ONETW"),
        ),
    ]
}

#[test]
fn the_macro_solves_run_files_as_the_runtime_does() {
    for (file, call, generated) in cases() {
        let text = alphametic_support::data(&format!("runfiles/{file}"));
        let run = run_file::read(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
        let puzzle = Puzzle::parse_with(&run.puzzle, run.options.clone()).unwrap();
        assert_eq!(
            alphametic_runtime::codegen::call(&run.puzzle, &puzzle),
            call,
            "{file}"
        );
        let want: Vec<_> = puzzle.solutions().collect();
        let got: Vec<_> = generated.solutions().collect();
        assert!(!want.is_empty(), "{file}");
        assert_eq!(got, want, "{file}");
    }
}
