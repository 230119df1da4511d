//! Compile errors of the macros, and programs that must compile.
//!
//! The toolchain is pinned, so the expected `.stderr` files are stable.
//! After a deliberate change, regenerate them with
//! `TRYBUILD=overwrite cargo test --test compiletest` and read the diff.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
    t.pass("tests/ui/pass/*.rs");
}

/// `alphametic!` on a sum of 100,000 words, a product of 100,000 factors
/// and 100,000 divisions: rustc must compile them, not overflow its stack
/// on a deep syntax tree or deeply nested generated code. The programs
/// are written at test time, too long to keep in the repository.
#[test]
fn huge_puzzles_compile() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("huge-puzzles");
    std::fs::create_dir_all(&dir).unwrap();
    let cases = [
        ("sum", format!("{} == B", vec!["A"; 100_000].join(" + ")), 0),
        (
            "product",
            format!("{} == B", vec!["1"; 100_000].join(" * ")),
            1,
        ),
        ("divisions", format!("A{} == B", " / 1".repeat(100_000)), 0),
    ];
    let t = trybuild::TestCases::new();
    for (name, puzzle, count) in cases {
        let path = dir.join(format!("{name}.rs"));
        let program = format!(
            "fn main() {{\n    \
                 let puzzle = alphametic::alphametic!({puzzle:?});\n    \
                 assert_eq!(puzzle.count(), {count});\n\
             }}\n"
        );
        std::fs::write(&path, program).unwrap();
        t.pass(path);
    }
}
