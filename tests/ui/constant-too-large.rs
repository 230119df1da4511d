// A constant past 128 bits is refused where it arises.
fn main() {
    let _ = alphametic::alphametic!("A == B, 2 ^ 200 == 1");
}
