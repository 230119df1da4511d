use alphametic::{Alphametic, Solution, alphametic, solution};

static PUZZLE: &dyn Alphametic = &alphametic!("TO + GO == OUT");
const SEND: Solution = solution!("SEND + MORE == MONEY", unique);
const HEX: &dyn Alphametic = &alphametic!("SEND + MORE == MONEY", base = 16);

fn main() {
    assert_eq!(PUZZLE.count(), 1);
    assert_eq!(SEND.digit('M'), Some(1));
    assert!(HEX.count() > 1);
}
