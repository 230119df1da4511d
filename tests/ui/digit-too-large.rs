// A digit inside a word is a digit of the puzzle's base.
fn main() {
    let _ = alphametic::alphametic!("A9 == B", base = 8);
}
