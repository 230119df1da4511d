// A name before `(` with a `_` that is no function of the language.
fn main() {
    let _ = alphametic::alphametic!("is_even(AB) and A > B");
}
