// The error is the only one: the value still implements the trait.
use alphametic::Alphametic;

fn main() {
    let bad = alphametic::alphametic!("SEND + MORE");
    let _: u64 = bad.count();
    static P: &dyn Alphametic = &alphametic::alphametic!(42);
}
