// A `)` with no `(` before it is pointed at.
fn main() {
    let _ = alphametic::alphametic!("ABRA + CADABRA) * 2 == HOUDINI");
}
