fn main() {
    let _ = alphametic::alphametic!("SEND + MORE == MONEY", base = 10, base = 16);
}
