// The value of `alphametic!` has the methods itself: no trait to import.
use alphametic::{Solution, alphametic};

fn main() {
    let n = alphametic!("SEND + MORE == MONEY").count();
    assert_eq!(n, 1);

    let send = alphametic!("SEND + MORE == MONEY");
    let first: Option<Solution> = send.solve();
    assert_eq!(first.unwrap().digit('M'), Some(1));
    assert!(send.is_unique());
    assert_eq!(send.solutions().count(), 1);
    let mut seen = 0;
    send.for_each_solution(&mut |_| {
        seen += 1;
        std::ops::ControlFlow::Continue(())
    });
    assert_eq!(seen, 1);

    // The strict rule: no word starts with 0, one-letter words included.
    assert_eq!(alphametic!("X + X == X").count(), 1);
    assert_eq!(alphametic!("X + X == X", strict).count(), 0);
    assert_eq!(alphametic!("SEND + MORE == MONEY", base = 11, strict).count(), 3);
}
