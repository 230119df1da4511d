//! Project Euler 424 cryptic kakuro: the example's model against the
//! published answers and an independent rule checker.

use alphametic_digits::kakuro as model;

const PUZZLES: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/pe424/pe424_kakuro200.txt"
));
const ANSWERS: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/pe424/pe424_first10_answers.txt"
));

/// The published answers, from lines `index answer`.
fn published() -> Vec<u64> {
    ANSWERS
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let answer = l.split_whitespace().nth(1).expect("two fields");
            answer.parse().expect("a number")
        })
        .collect()
}

/// Checks a decoded grid against the rules, reading the puzzle line afresh
/// rather than trusting the model's parser.
fn check(line: &str, letters: &[u32; 10], grid: &[Option<u32>]) -> Result<(), String> {
    let mut sorted = letters.to_vec();
    sorted.sort_unstable();
    if sorted != (0..10).collect::<Vec<u32>>() {
        return Err(format!(
            "letters are not a permutation of 0..=9: {letters:?}"
        ));
    }
    let decode = |ch: char| letters[(ch as u8 - b'A') as usize];
    // Split on commas outside parentheses.
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut open = false;
    for ch in line.trim().chars() {
        match ch {
            ',' if !open => fields.push(std::mem::take(&mut field)),
            _ => {
                open = (open || ch == '(') && ch != ')';
                field.push(ch);
            }
        }
    }
    fields.push(field);
    let size: usize = fields[0].parse().map_err(|_| "bad size".to_string())?;
    let cells = &fields[1..];
    if cells.len() != size * size || grid.len() != cells.len() {
        return Err("wrong number of cells".into());
    }
    let white = |i: usize| cells[i] == "O" || (cells[i].len() == 1 && cells[i] != "X");
    for (i, cell) in cells.iter().enumerate() {
        match (white(i), grid[i]) {
            (true, Some(v)) if (1..=9).contains(&v) => {
                if cell != "O" && decode(cell.chars().next().unwrap()) != v {
                    return Err(format!("cell {i} is {v}, not its letter {cell}"));
                }
            }
            (false, None) => {}
            (_, v) => return Err(format!("cell {i} ({cell}) holds {v:?}")),
        }
    }
    let mut runs = 0;
    for (i, cell) in cells.iter().enumerate() {
        let Some(inner) = cell.strip_prefix('(').and_then(|c| c.strip_suffix(')')) else {
            continue;
        };
        for part in inner.split(',') {
            let (step, limit) = match &part[..1] {
                "h" => (1, size - i % size),
                _ => (size, size - i / size),
            };
            let letters: Vec<char> = part[1..].chars().collect();
            if letters.len() == 2 && decode(letters[0]) == 0 {
                return Err(format!("clue {cell} has a leading zero"));
            }
            let target = letters.iter().fold(0, |acc, &ch| acc * 10 + decode(ch));
            let values: Vec<u32> = (1..limit)
                .map(|k| i + k * step)
                .take_while(|&j| white(j))
                .map(|j| grid[j].unwrap())
                .collect();
            let mut distinct = values.clone();
            distinct.sort_unstable();
            distinct.dedup();
            if values.is_empty() || distinct.len() != values.len() {
                return Err(format!("run of clue {cell} ({part}) is {values:?}"));
            }
            if values.iter().sum::<u32>() != target {
                return Err(format!(
                    "run {values:?} does not add up to {part} = {target}"
                ));
            }
            runs += 1;
        }
    }
    if runs == 0 {
        return Err("no runs".into());
    }
    Ok(())
}

#[test]
fn first_puzzle() {
    let line = PUZZLES.lines().next().unwrap();
    let solution = model::solve_line(line).unwrap();
    assert_eq!(solution.answer(), 8426039571);
    check(line, &solution.letters, &solution.grid).unwrap();
}

#[test]
fn first_ten_match_the_published_answers() {
    let want = published();
    assert_eq!(want.len(), 10);
    let got: Vec<u64> = PUZZLES
        .lines()
        .take(10)
        .map(|line| model::solve_line(line).unwrap().answer())
        .collect();
    assert_eq!(got, want);
    assert_eq!(got.iter().sum::<u64>(), 64414157580);
}

#[test]
fn every_solution_obeys_the_rules() {
    let lines: Vec<&str> = PUZZLES.lines().collect();
    assert_eq!(lines.len(), 200);
    let results = model::solve_file(PUZZLES);
    assert_eq!(results.len(), 200);
    for (line, result) in lines.iter().zip(&results) {
        let solution = result.as_ref().unwrap();
        if let Err(e) = check(line, &solution.letters, &solution.grid) {
            panic!("{line}: {e}");
        }
    }
}

#[test]
fn the_checker_rejects_a_wrong_grid() {
    let line = PUZZLES.lines().next().unwrap();
    let solution = model::solve_line(line).unwrap();
    let mut grid = solution.grid.clone();
    let white = grid.iter().position(|v| v.is_some()).unwrap();
    grid[white] = Some(grid[white].unwrap() % 9 + 1);
    assert!(check(line, &solution.letters, &grid).is_err());
    let mut letters = solution.letters;
    letters.swap(0, 1);
    assert!(check(line, &letters, &solution.grid).is_err());
}

#[test]
fn a_malformed_line_is_reported_and_the_others_are_solved() {
    let mut lines: Vec<&str> = PUZZLES.lines().take(3).collect();
    lines.insert(1, "6,X,X,(vCC");
    let text = lines.join("\r\n");
    let results = model::solve_file(&text);
    assert_eq!(results.len(), 4);
    let error = results[1].as_ref().unwrap_err();
    assert_eq!(error.line, 2);
    assert_eq!(error.to_string(), "line 2: unclosed `(`");
    let answers: Vec<u64> = [0, 2, 3]
        .iter()
        .map(|&i| results[i].as_ref().unwrap().answer())
        .collect();
    assert_eq!(answers, [8426039571, 8519647302, 3019652784]);
}

#[test]
fn malformed_lines_get_clear_errors() {
    let first = PUZZLES.lines().next().unwrap();
    let cases = [
        ("", "expected the grid size as the first field, found ``"),
        ("12,X", "grid size must be between 2 and 10, found 12"),
        ("6,X,X", "expected 36 cells for a grid of size 6, found 2"),
        ("3,X,(vA),X,(hB),O,X,X,X,X)", "unmatched `)`"),
        (
            "3,X,(vA),X,(hB),K,X,X,X,X",
            "unknown cell `K` at row 2, column 2",
        ),
        (
            "3,X,(vA),X,(hBCD),O,X,X,X,X",
            "clue `(hBCD)` has a sum `BCD`, expected one or two letters from A to J at row 2, column 1",
        ),
        (
            "3,X,(vA,vB),X,(hB),O,X,X,X,X",
            "clue `(vA,vB)` has two vertical sums at row 1, column 2",
        ),
        (
            "3,X,(vA),X,(hB),O,X,X,(hC),X",
            "horizontal clue at row 3, column 2 has no white cells to fill",
        ),
        (
            "3,X,X,X,(hB),O,X,X,X,X",
            "white cell at row 2, column 2 has no vertical clue",
        ),
        (
            "3,X,(vA),X,(hA),O,X,X,X,X",
            "only 1 of the letters A to J appear, so the code cannot be decoded",
        ),
    ];
    for (line, want) in cases {
        let got = model::solve_line(line).map(|s| s.answer());
        assert_eq!(
            got.map_err(|e| e.to_string()),
            Err(want.to_string()),
            "{line}"
        );
    }
    // B + O = B would need a zero in a white cell.
    let contradiction = first.replacen("(hH),B,O", "(hB),B,O", 1);
    let message = model::solve_line(&contradiction).unwrap_err().to_string();
    assert_eq!(message, "the puzzle has no solution");
}
