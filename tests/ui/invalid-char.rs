fn main() {
    let _ = alphametic::alphametic!("SEND + more == MONEY");
}
