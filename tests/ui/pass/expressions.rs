// Products, powers, exact division, parentheses and numbers, at compile time.
use alphametic::{Alphametic, Solution, alphametic, solution};

const AREA: Solution = solution!("PI * R ^ 2 == AREA", unique);
static COMPASS: &dyn Alphametic = &alphametic!("NORTH / SOUTH == EAST / WEST");

fn main() {
    // 96 * 7 ^ 2 == 4704
    assert_eq!(AREA.to_string(), "A=4 E=0 I=6 P=9 R=7");

    // 51304 / 61904 == 7260 / 8760
    assert_eq!(COMPASS.count(), 1);
    let compass = COMPASS.solve().unwrap();
    assert_eq!(compass.digit('N'), Some(5));
    assert_eq!(compass.digit('T'), Some(0));
    assert_eq!(compass.len(), 10);

    // 2 * (7457 + 1797457) == 3609828
    let magic = alphametic!("2 * (ABRA + CADABRA) == HOUDINI");
    assert!(magic.is_unique());
    let magic = magic.solve().unwrap();
    assert_eq!(magic.digit('H'), Some(3));
    assert_eq!(magic.digit('U'), Some(0));

    // 677 * 677 == 458329 and one more.
    assert_eq!(alphametic!("ODD * ODD == FREAKY").count(), 2);
    // 6 / 2, 6 / 3, 8 / 2 and 8 / 4: a candidate with B = 0 is rejected.
    assert_eq!(alphametic!("A / B == C").count(), 4);
    // Unary minus, `=` and `;`: A + B == 2 and X == 1.
    assert_eq!(alphametic!("-A + 2 = B; X / X == X").count(), 2);
}
