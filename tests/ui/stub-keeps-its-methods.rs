// The error is the only one: without the trait in scope, the stub still
// has the methods of a compiled puzzle.
fn main() {
    let bad = alphametic::alphametic!("SEND + MORE", strict);
    let _: u64 = bad.count();
    let _: Option<alphametic::Solution> = bad.solve();
    let _: bool = bad.is_unique();
}
