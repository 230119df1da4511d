// A number past `u64::MAX` is refused where it is written.
fn main() {
    let _ = alphametic::alphametic!("A * 18446744073709551616 == BC");
}
