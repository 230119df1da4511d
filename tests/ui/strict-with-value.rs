fn main() {
    let _ = alphametic::alphametic!("X + X == X", strict = true);
}
