fn main() {
    let _ = alphametic::alphametic!("ABC + DEF == GHI", digits = "1-x");
    let _ = alphametic::alphametic!("ABC + DEF == GHI", digits = 9);
    let _ = alphametic::alphametic!("ABC + DEF == GHI", digits = "1-9", base = 8);
    let _ = alphametic::alphametic!("ABC + DEF == GHI", digits = "");
}
