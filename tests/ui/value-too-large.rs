// A power whose value can pass 128 bits cannot be evaluated exactly.
fn main() {
    let _ = alphametic::alphametic!("AB ^ CD == E");
}
