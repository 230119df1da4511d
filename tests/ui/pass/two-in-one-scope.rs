use alphametic::{Alphametic, alphametic};

fn main() {
    let a = alphametic!("TO + GO == OUT");
    let b = alphametic!("A + B == C", base = 4);
    let both: [&dyn Alphametic; 2] = [&a, &b];
    assert_eq!(both.iter().map(|p| p.count()).sum::<u64>(), 1 + b.count());
}
