// `gcd` takes two arguments.
fn main() {
    let _ = alphametic::alphametic!("gcd(AB) == 1");
}
