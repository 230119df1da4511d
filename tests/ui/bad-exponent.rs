// An exponent is a word or a number, never a parenthesized expression.
fn main() {
    let _ = alphametic::alphametic!("YOU == ME ^ (A + B)");
}
