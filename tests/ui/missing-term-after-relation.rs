fn main() {
    let _ = alphametic::alphametic!("A < < B");
}
