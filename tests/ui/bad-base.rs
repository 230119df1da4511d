fn main() {
    let _ = alphametic::alphametic!("SEND + MORE == MONEY", base = 37);
    let _ = alphametic::alphametic!("SEND + MORE == MONEY", base = "16");
}
