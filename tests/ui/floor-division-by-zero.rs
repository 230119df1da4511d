// A constant divisor 0 is refused for `//` and `%` as for `/`.
fn main() {
    let _ = alphametic::alphametic!("A // 0 == B");
    let _ = alphametic::alphametic!("A % (2 - 2) == B");
}
