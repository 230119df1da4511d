// Independent problems are reported together, and nothing follows from them.
fn main() {
    let _ = alphametic::alphametic!("SEND + + MORE == MONEY", base = 99, unique);
}
