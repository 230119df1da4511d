// A relation without letters is decided exactly, as an equation is.
fn main() {
    let _ = alphametic::solution!("2 ^ 62 < 3", unique);
}
