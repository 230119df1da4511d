// A word may hold digits, but may not start with `0`.
fn main() {
    let _ = alphametic::alphametic!("0AB + C == DE");
}
