//! `alphametic!` and `solution!` against the runtime solver.

use alphametic::{Alphametic, Puzzle, Solution, alphametic, solution};

static TO_GO: &dyn Alphametic = &alphametic!("TO + GO == OUT");
const SEND: Solution = solution!("SEND + MORE == MONEY", unique);

fn same(generated: &dyn Alphametic, text: &str, base: u32) {
    let runtime = Puzzle::parse_with_base(text, base).unwrap();
    let all: Vec<Solution> = generated.solutions().collect();
    let expected: Vec<Solution> = runtime.solutions().collect();
    assert_eq!(all, expected, "{text} in base {base}");
    assert_eq!(generated.count(), runtime.count(), "{text}");
    assert_eq!(generated.solve(), runtime.solve(), "{text}");
    assert_eq!(generated.is_unique(), runtime.is_unique(), "{text}");
}

#[test]
fn send_more_money() {
    let send = alphametic!("SEND + MORE == MONEY");
    let s = send.solve().unwrap();
    assert_eq!(s.digit('Y'), Some(2));
    assert_eq!(send.count(), 1);
    assert!(send.is_unique());
    assert_eq!(send.solutions().count(), 1);
    same(&send, "SEND + MORE == MONEY", 10);
}

#[test]
fn in_a_static_and_a_const() {
    const PUZZLE: &dyn Alphametic = &alphametic!("I + BB == ILL");
    assert_eq!(TO_GO.solve().unwrap().to_string(), "G=8 O=1 T=2 U=0");
    assert_eq!(PUZZLE.count(), 1);
    assert_eq!(SEND.to_string(), "D=7 E=5 M=1 N=6 O=0 R=8 S=9 Y=2");
}

#[test]
fn bases_and_several_solutions() {
    same(
        &alphametic!("SEND + MORE == MONEY", base = 16),
        "SEND + MORE == MONEY",
        16,
    );
    same(
        &alphametic!("SEND + MORE == MONEY", base = 11,),
        "SEND + MORE == MONEY",
        11,
    );
    same(&alphametic!("A + B == C"), "A + B == C", 10);
    same(&alphametic!("A + A == B"), "A + A == B", 10);
    same(&alphametic!("AB == BA", base = 2), "AB == BA", 2);
}

#[test]
fn no_solution() {
    let none = alphametic!("A == B");
    assert_eq!(none.count(), 0);
    assert_eq!(none.solve(), None);
    assert!(!none.is_unique());
    same(&none, "A == B", 10);
    same(&alphametic!("A + A == A"), "A + A == A", 10);
}

#[test]
fn several_equations() {
    let text = "SEND + MORE == MONEY, MONEY - MORE == SEND";
    same(
        &alphametic!("SEND + MORE == MONEY, MONEY - MORE == SEND"),
        text,
        10,
    );
    same(
        &alphametic!("A + B == C; C - B == A"),
        "A + B == C; C - B == A",
        10,
    );
}

#[test]
fn for_each_solution_stops_at_break() {
    let puzzle = alphametic!("A + B == C");
    let mut seen = 0;
    puzzle.for_each_solution(&mut |_| {
        seen += 1;
        if seen == 3 {
            std::ops::ControlFlow::Break(())
        } else {
            std::ops::ControlFlow::Continue(())
        }
    });
    assert_eq!(seen, 3);
}

#[test]
fn solution_is_the_runtimes_first() {
    const FIRST: Solution = solution!("A + B == C");
    const HEX: Solution = solution!("SEND + MORE == MONEY", base = 16);
    assert_eq!(Some(FIRST), Puzzle::parse("A + B == C").unwrap().solve());
    let hex = Puzzle::parse_with_base("SEND + MORE == MONEY", 16).unwrap();
    assert_eq!(Some(HEX), hex.solve());
}

#[test]
fn raw_strings_work_too() {
    same(&alphametic!(r"TO + GO == OUT"), "TO + GO == OUT", 10);
    same(&alphametic!(r#"TO + GO == OUT"#), "TO + GO == OUT", 10);
}
