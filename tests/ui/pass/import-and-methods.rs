// With the trait in scope too, a method call is not ambiguous: the
// inherent method is taken, and the trait serves `dyn` use.
use alphametic::{Alphametic, alphametic};

fn main() {
    let send = alphametic!("SEND + MORE == MONEY");
    assert_eq!(send.count(), 1);
    let as_dyn: &dyn Alphametic = &send;
    assert_eq!(as_dyn.count(), 1);
    assert_eq!(Alphametic::solve(&send), send.solve());
}
