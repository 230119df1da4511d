fn main() {
    let _ = alphametic::alphametic!("");
}
