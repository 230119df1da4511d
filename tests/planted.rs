//! The planted sums in bases 16 to 36 (`tests/data/alphametics/
//! planted_bases.tsv`): each has a first solution, and it adds up. Some
//! search orders need minutes for these; the planner's race must not.

use alphametic_support as common;

use alphametic::Puzzle;

#[test]
fn every_planted_sum_has_a_first_solution_that_adds_up() {
    let data = common::data("alphametics/planted_bases.tsv");
    let rows: Vec<&str> = data.lines().skip(1).collect();
    assert_eq!(rows.len(), 30);
    for row in rows {
        let fields: Vec<&str> = row.split('\t').collect();
        let (text, base) = (fields[0], fields[1].parse::<u32>().unwrap());
        let puzzle = Puzzle::parse_with_base(text, base).unwrap();
        let solution = puzzle
            .solve()
            .unwrap_or_else(|| panic!("{text} in base {base} has its planted solution"));
        let value = |word: &str| {
            word.trim().chars().fold(0u128, |v, c| {
                v * u128::from(base) + u128::from(solution.digit(c).expect("a letter"))
            })
        };
        let (lhs, rhs) = text.split_once("==").unwrap();
        let sum: u128 = lhs.split('+').map(value).sum();
        assert_eq!(sum, value(rhs), "{text} in base {base}: {solution}");
        assert_eq!(
            puzzle.solutions().next(),
            Some(solution),
            "{text}: solve is the first of solutions"
        );
    }
}
