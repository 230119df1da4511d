//! Generated code stays quiet in a crate that enables the `restriction`
//! lints it would otherwise trip; `cargo clippy --all-targets` checks this
//! file. (Clippy refuses `clippy::restriction` as a group, so the lints are
//! named: the ones that fired at the macro call with every restriction lint
//! on.)
#![deny(
    clippy::integer_division,
    clippy::integer_division_remainder_used,
    clippy::modulo_arithmetic,
    clippy::same_name_method
)]

use alphametic::{Alphametic, alphametic};

/// Sums (columns, carries), products, powers, exact division, and
/// functions with truth values.
static PUZZLES: &[&dyn Alphametic] = &[
    &alphametic!("SEND + MORE == MONEY"),
    &alphametic!("ODD * ODD == FREAKY", strict),
    &alphametic!("NORTH / SOUTH == EAST / WEST"),
    &alphametic!("A ^ B + C ^ 2 == DE, X * X * X == M", base = 12),
    &alphametic!("is_prime(AB) and gcd(AB, CD) == 1 or not (A > B)"),
];

#[test]
fn the_puzzles_compile_under_the_lints() {
    assert_eq!(PUZZLES[0].count(), 1);
    assert_eq!(alphametic!("TO + GO == OUT").count(), 1);
}
