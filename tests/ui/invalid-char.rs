fn main() {
    let _ = alphametic::alphametic!("SEND + MORE == MONEY$");
}
