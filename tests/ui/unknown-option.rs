fn main() {
    let _ = alphametic::alphametic!("SEND + MORE == MONEY", bass = 16);
}
