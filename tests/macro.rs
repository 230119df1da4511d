//! `alphametic!` and `solution!` against the runtime solver.

use alphametic::{Alphametic, Puzzle, Solution, alphametic, solution};

static TO_GO: &dyn Alphametic = &alphametic!("TO + GO == OUT");
const SEND: Solution = solution!("SEND + MORE == MONEY", unique);
const IF_DR: Solution = solution!("IF * DR == DORI", unique);
const AREA: Solution = solution!("PI * R ^ 2 == AREA", unique);

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

#[test]
fn products_and_powers_have_their_unique_solutions() {
    assert_eq!(IF_DR.to_string(), "D=3 F=2 I=8 O=1 R=9");
    assert_eq!(AREA.to_string(), "A=4 E=0 I=6 P=9 R=7");
    for (solution, text) in [(IF_DR, "IF * DR == DORI"), (AREA, "PI * R ^ 2 == AREA")] {
        let runtime = Puzzle::parse(text).unwrap();
        assert!(runtime.is_unique(), "{text}");
        assert_eq!(runtime.solve(), Some(solution), "{text}");
    }
    let generated: [(&dyn Alphametic, &str); 2] = [
        (&alphametic!("IF * DR == DORI"), "IF * DR == DORI"),
        (&alphametic!("PI * R ^ 2 == AREA"), "PI * R ^ 2 == AREA"),
    ];
    for (solver, text) in generated {
        same(solver, text, 10);
        assert!(solver.is_unique(), "{text}");
    }
}

#[test]
fn exact_division_never_floors() {
    // 7 / 2 is not 3: with floor division `A / B == C` would have many
    // more solutions.
    let generated = alphametic!("A / B == C");
    same(&generated, "A / B == C", 10);
    for s in generated.solutions() {
        let (a, b, c) = (s.digit('A'), s.digit('B'), s.digit('C'));
        let (a, b, c) = (a.unwrap(), b.unwrap(), c.unwrap());
        assert_eq!(a, b * c, "{s}");
    }
    assert!(
        alphametic!("X / X == X")
            .solutions()
            .eq(solution_list(&[("X", 1)]))
    );
}

fn solution_list(pairs: &[(&str, u8)]) -> Vec<Solution> {
    let mut digits = [None; 26];
    for &(letter, d) in pairs {
        digits[(letter.as_bytes()[0] - b'A') as usize] = Some(d);
    }
    vec![Solution::from_digits(digits)]
}
