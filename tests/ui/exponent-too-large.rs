// An exponent past what any base but 0, 1 and -1 can take is refused at
// the exponent, never cut to 32 bits.
fn main() {
    let _ = alphametic::alphametic!("A ^ 4294967296 == B");
}
