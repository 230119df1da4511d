// An equation without letters is decided exactly: past 64 bits too.
fn main() {
    let _ = alphametic::solution!("2 ^ 62 == 3", unique);
}
