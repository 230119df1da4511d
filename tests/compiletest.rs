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
