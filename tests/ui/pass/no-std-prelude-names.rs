// The generated code uses absolute paths only: shadowing prelude names
// and the crate's own names does not change what it means.
#![allow(dead_code, non_camel_case_types)]

struct Option;
struct Some;
struct None;
struct u64;
struct i64;
struct ControlFlow;
mod core {}
mod alphametic_runtime {}

fn main() {
    let puzzle = ::alphametic::alphametic!("SEND + MORE == MONEY, MONEY - MORE == SEND");
    assert!(puzzle.is_unique());
    const S: ::alphametic::Solution = ::alphametic::solution!("TO + GO == OUT");
    assert_eq!(S.len(), 4);
}
