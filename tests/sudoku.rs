//! Sudoku by dancing links: the example's model against published
//! solutions and an independent grid checker.

use alphametic_digits::sudoku as model;

use model::{SolveError, Solver};

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/sudoku/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Checks that `solution` is a complete valid grid that keeps every given
/// of `puzzle`, reading both as raw text.
fn check(puzzle: &str, solution: &str) -> Result<(), String> {
    let cells: Vec<u32> = solution.chars().filter_map(|c| c.to_digit(10)).collect();
    if cells.len() != 81 || solution.len() != 81 || cells.contains(&0) {
        return Err(format!("not a full grid: {solution}"));
    }
    for (i, given) in puzzle.trim().chars().enumerate() {
        if let Some(d @ 1..=9) = given.to_digit(10)
            && cells[i] != d
        {
            return Err(format!("cell {i} is {} but the given is {d}", cells[i]));
        }
    }
    for unit in 0..9 {
        let groups = [
            (0..9).map(|k| unit * 9 + k).collect::<Vec<_>>(),
            (0..9).map(|k| k * 9 + unit).collect(),
            (0..9)
                .map(|k| (unit / 3 * 3 + k / 3) * 9 + unit % 3 * 3 + k % 3)
                .collect(),
        ];
        for group in groups {
            let mut digits: Vec<u32> = group.iter().map(|&i| cells[i]).collect();
            digits.sort_unstable();
            if digits != (1..=9).collect::<Vec<_>>() {
                return Err(format!("cells {group:?} hold {digits:?}"));
            }
        }
    }
    Ok(())
}

/// Solves the puzzles at every `step`th line of `set` and compares them
/// with the published solutions.
fn solve_set(set: &str, step: usize) {
    let puzzles = data(&format!("{set}.txt"));
    let solutions = data(&format!("{set}_solutions.txt"));
    let solver = Solver::new();
    let mut solved = 0;
    for (puzzle, published) in puzzles.lines().zip(solutions.lines()).step_by(step) {
        let grid = model::parse(puzzle).unwrap();
        let solution = model::format(&solver.solve(&grid).unwrap());
        assert_eq!(solution, published.trim(), "{puzzle}");
        check(puzzle, &solution).unwrap();
        solved += 1;
    }
    assert_eq!(solved, puzzles.lines().count().div_ceil(step));
}

#[test]
fn top95() {
    solve_set("top95", 1);
}

#[test]
fn hardest() {
    solve_set("hardest", 1);
}

#[test]
fn easy50() {
    solve_set("easy50", 1);
}

#[test]
fn every_tenth_of_top1465() {
    solve_set("top1465", 10);
}

#[test]
fn the_published_solutions_pass_the_checker() {
    for set in ["top95", "hardest", "easy50"] {
        let puzzles = data(&format!("{set}.txt"));
        let solutions = data(&format!("{set}_solutions.txt"));
        for (puzzle, solution) in puzzles.lines().zip(solutions.lines()) {
            check(puzzle, solution.trim()).unwrap();
        }
    }
    let grid = data("top95_solutions.txt")
        .lines()
        .next()
        .unwrap()
        .to_string();
    let mut broken: Vec<char> = grid.chars().collect();
    broken.swap(0, 1);
    let broken: String = broken.into_iter().collect();
    assert!(check(&".".repeat(81), &broken).is_err());
    assert!(check(&grid.replacen(&grid[..1], "0", 1), &grid).is_ok());
    assert!(
        check(
            &format!(
                "{}{}",
                if &grid[..1] == "1" { "2" } else { "1" },
                ".".repeat(80)
            ),
            &grid
        )
        .is_err()
    );
}

/// Finds a unique rectangle in a solved grid: two rows and two columns
/// meeting in two boxes, holding `a b` over `b a`. Blanking those four cells
/// leaves exactly two solutions, one with the digits swapped.
fn deadly_pattern(grid: &[u8]) -> Option<[usize; 4]> {
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            if r1 / 3 != r2 / 3 {
                continue;
            }
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    if c1 / 3 == c2 / 3 {
                        continue;
                    }
                    let at = |r: usize, c: usize| grid[r * 9 + c];
                    if at(r1, c1) == at(r2, c2) && at(r1, c2) == at(r2, c1) {
                        return Some([r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2]);
                    }
                }
            }
        }
    }
    None
}

#[test]
fn a_puzzle_with_two_solutions_is_not_unique() {
    let solver = Solver::new();
    let solutions = data("top95_solutions.txt");
    let (full, cells) = solutions
        .lines()
        .find_map(|line| {
            let grid = model::parse(line).unwrap();
            deadly_pattern(&grid).map(|cells| (grid, cells))
        })
        .expect("some grid has a unique rectangle");
    let mut puzzle = full;
    for cell in cells {
        puzzle[cell] = 0;
    }
    match solver.solve(&puzzle) {
        Err(SolveError::NotUnique(first)) => {
            check(&model::format(&puzzle), &model::format(&first)).unwrap();
        }
        other => panic!("expected two solutions, got {other:?}"),
    }
    assert_eq!(
        solver.solve(&puzzle).unwrap_err().to_string(),
        "the puzzle has more than one solution"
    );
    let mut invalid = [0; 81];
    invalid[10] = 10;
    assert_eq!(
        solver.solve(&invalid).unwrap_err().to_string(),
        "invalid digit 10 at row 2, column 2"
    );
    // The empty grid has a great many.
    assert!(matches!(
        solver.solve(&[0; 81]),
        Err(SolveError::NotUnique(_))
    ));
    // One given back makes it unique again.
    puzzle[cells[0]] = full[cells[0]];
    assert_eq!(solver.solve(&puzzle), Ok(full));
}

#[test]
fn malformed_and_unsolvable_lines_do_not_stop_the_rest() {
    let puzzles = data("top95.txt");
    let solutions = data("top95_solutions.txt");
    let first = puzzles.lines().next().unwrap();
    let second = puzzles.lines().nth(1).unwrap();
    let short = &first[..80];
    let bad_char = format!("x{}", &first[1..]);
    // Two 1s in the first row.
    let clash = format!("11{}", ".".repeat(79));
    // r1c9 can only be 9, but column 9 already has one.
    let dead_end = format!("12345678.........9{}", ".".repeat(63));
    let text = [first, short, &bad_char, "", &clash, &dead_end, second].join("\n");
    let results = model::solve_file(&Solver::new(), &text);
    let rendered: Vec<Result<String, String>> = results
        .iter()
        .map(|r| r.as_ref().map(model::format).map_err(|e| e.to_string()))
        .collect();
    let published: Vec<String> = solutions
        .lines()
        .take(2)
        .map(|s| s.trim().to_string())
        .collect();
    assert_eq!(
        rendered,
        [
            Ok(published[0].clone()),
            Err("line 2: expected 81 cells, found 80".to_string()),
            Err("line 3: unexpected `x` at row 1, column 1, expected a digit or `.`".to_string()),
            Err(
                "line 5: the puzzle has no solution: the given 1 at row 1, column 2 \
                 clashes with an earlier given"
                    .to_string()
            ),
            Err("line 6: the puzzle has no solution".to_string()),
            Ok(published[1].clone()),
        ]
    );
}

#[test]
fn zeros_and_dots_are_both_blanks() {
    let puzzle = data("easy50.txt").lines().next().unwrap().to_string();
    assert!(puzzle.contains('0'));
    let dotted = puzzle.replace('0', ".");
    let solver = Solver::new();
    let a = solver.solve(&model::parse(&puzzle).unwrap()).unwrap();
    let b = solver.solve(&model::parse(&dotted).unwrap()).unwrap();
    assert_eq!(a, b);
    assert_eq!(model::format(&model::parse(&dotted).unwrap()), dotted);
}
