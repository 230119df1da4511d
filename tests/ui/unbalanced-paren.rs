// A `(` that is never closed is pointed at, not the end of the text.
fn main() {
    let _ = alphametic::alphametic!("2 * (ABRA + CADABRA == HOUDINI");
}
