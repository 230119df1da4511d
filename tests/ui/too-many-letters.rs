fn main() {
    let _ = alphametic::alphametic!("ABCDE + FGHIJ == KLMNO", base = 12);
}
