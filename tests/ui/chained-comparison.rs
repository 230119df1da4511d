// A chain of comparisons is refused rather than read one way or the other.
fn main() {
    let _ = alphametic::alphametic!("A < B < C");
}
