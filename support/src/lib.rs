//! Data and oracles shared by the integration tests.
mod brute_force;
mod data;
pub mod generated;
pub mod oracle;
pub mod plain;
pub mod table;
pub mod written;

pub use data::data;

use std::collections::BTreeMap;

/// A letter-to-digit assignment, ordered so that two compare equal exactly
/// when they assign the same digits.
pub type Assignment = BTreeMap<char, u8>;

/// Twelve English number names with their values, from which the doubly
/// true finder's tests build their sums (`one + nine == ten`, …).
pub const NUMBER_NAMES: [(&str, i128); 12] = [
    ("one", 1),
    ("two", 2),
    ("eight", 8),
    ("nine", 9),
    ("ten", 10),
    ("twenty", 20),
    ("thirty", 30),
    ("forty", 40),
    ("fifty", 50),
    ("sixty", 60),
    ("seventy", 70),
    ("eighty", 80),
];

/// Reads `D=7 E=5 M=1`.
pub fn parse_assignment(text: &str) -> Assignment {
    text.split_whitespace()
        .map(|pair| {
            let (letter, digit) = pair.split_once('=').expect("pairs are LETTER=DIGIT");
            (
                letter.parse().expect("one letter"),
                digit.parse().expect("a digit"),
            )
        })
        .collect()
}

/// A published puzzle with its solution count and published solutions.
#[derive(Debug)]
pub struct Case {
    /// 1-based line in the puzzle file.
    pub line: usize,
    pub puzzle: String,
    /// The count under the default zero rule: a one-letter word may be 0.
    pub count: u64,
    /// The count under the strict zero rule: no word starts with 0.
    pub count_strict: u64,
    pub published: Vec<Assignment>,
}

/// The puzzles of `<set>.txt` with the counts of `<set>.meta.tsv` (under
/// both zero rules) and the solutions of `<set>.solutions.txt`.
pub fn corpus(set: &str) -> Vec<Case> {
    let puzzles = data(&format!("alphametics/{set}.txt"));
    let meta = data(&format!("alphametics/{set}.meta.tsv"));
    let solutions = data(&format!("alphametics/{set}.solutions.txt"));
    let mut rows = meta.lines();
    let header: Vec<&str> = rows.next().expect("a header row").split('\t').collect();
    let column = |name: &str| {
        header
            .iter()
            .position(|&h| h == name)
            .unwrap_or_else(|| panic!("a {name} column"))
    };
    let (count_col, strict_col) = (column("count_computed"), column("count_computed_strict"));
    let counts: Vec<(u64, u64)> = rows
        .map(|row| {
            let cols: Vec<&str> = row.split('\t').collect();
            (
                cols[count_col].parse().unwrap(),
                cols[strict_col].parse().unwrap(),
            )
        })
        .collect();
    let cases: Vec<Case> = puzzles
        .lines()
        .zip(counts)
        .zip(solutions.lines())
        .enumerate()
        .map(|(i, ((puzzle, (count, count_strict)), published))| Case {
            line: i + 1,
            puzzle: puzzle.to_owned(),
            count,
            count_strict,
            published: published
                .split('|')
                // `?` marks a puzzle whose source gives no solution.
                .filter(|s| !s.trim().is_empty() && s.trim() != "?")
                .map(parse_assignment)
                .collect(),
        })
        .collect();
    assert_eq!(
        cases.len(),
        puzzles.lines().count(),
        "one meta row per puzzle"
    );
    cases
}

/// The solution as an [`Assignment`].
pub fn assignment(solution: &alphametic::Solution) -> Assignment {
    solution.iter().collect()
}

/// A column: its weights (letters as places in the alphabet) and its
/// constant.
type Column = (Vec<(u8, i64)>, i128);

/// The columns of each constraint of a puzzle that is a sum of words, read
/// once, to work out the carries of its solutions as the explanations
/// number them.
pub struct ColumnCarries {
    base: i128,
    alphabet: Vec<char>,
    /// Per constraint with columns: its place from 1, and per column the
    /// weights and the constant, spread over the columns its digits
    /// belong to, as the explanations spread it.
    sums: Vec<(usize, Vec<Column>)>,
}

/// How many carries of `columns` can be below 0 by what each column can add
/// up to with any digits.
fn negative_carries(columns: &[Column], base: i128) -> usize {
    let (mut lo, mut negative) = (0i128, 0);
    let mut hi = 0i128;
    for (weights, constant) in &columns[..columns.len().saturating_sub(1)] {
        let (mut min, mut max) = (constant + lo, constant + hi);
        for &(_, w) in weights {
            let w = i128::from(w) * (base - 1);
            if w > 0 {
                max += w;
            } else {
                min += w;
            }
        }
        lo = min.div_euclid(base) + i128::from(min.rem_euclid(base) != 0);
        hi = max.div_euclid(base);
        negative += usize::from(lo < 0);
    }
    negative
}

impl ColumnCarries {
    pub fn of(puzzle: &alphametic::Puzzle) -> ColumnCarries {
        let base = i128::from(puzzle.base());
        let mut sums = Vec::new();
        for (e, constraint) in puzzle.constraints().iter().enumerate() {
            let Some(columns) = &constraint.columns else {
                continue;
            };
            let mut spread: Vec<Column> = columns
                .iter()
                .map(|c| (c.weights.clone(), c.constant))
                .collect();
            let mut k = 0;
            while k < spread.len() {
                let c = spread[k].1;
                if c.abs() >= base {
                    spread[k].1 = c % base;
                    if spread.len() == k + 1 {
                        spread.push((Vec::new(), 0));
                    }
                    spread[k + 1].1 += c / base;
                }
                k += 1;
            }
            // Trailing empty columns are none, and a subtraction is read
            // as the addition it is, its sides swapped, when that leaves
            // fewer carries that can be below 0: as the explanations read
            // them.
            while spread.len() > 1 && spread.last().is_some_and(|c| c.0.is_empty() && c.1 == 0) {
                spread.pop();
            }
            let swapped: Vec<Column> = spread
                .iter()
                .map(|(weights, constant)| {
                    (weights.iter().map(|&(l, w)| (l, -w)).collect(), -constant)
                })
                .collect();
            if negative_carries(&swapped, base) < negative_carries(&spread, base) {
                spread = swapped;
            }
            sums.push((e + 1, spread));
        }
        ColumnCarries {
            base,
            alphabet: puzzle.model().alphabet().to_vec(),
            sums,
        }
    }

    /// The carries of `solution`: `(constraint, column, carry)`, the
    /// constraint and the column counted from 1, column `k`'s carry the
    /// one out of the `k`-th column from the right.
    pub fn of_solution(&self, solution: &[(char, u8)]) -> Vec<(usize, usize, i128)> {
        let digits: Vec<u8> = self
            .alphabet
            .iter()
            .map(|&letter| {
                solution
                    .iter()
                    .find(|(c, _)| *c == letter)
                    .map_or(0, |&(_, d)| d)
            })
            .collect();
        self.of_digits(&digits)
    }

    /// [`ColumnCarries::of_solution`] for the digit of every unknown,
    /// letters and `?`s, by place in the puzzle's alphabet.
    pub fn of_digits(&self, digits: &[u8]) -> Vec<(usize, usize, i128)> {
        let digit = |place: u8| digits.get(usize::from(place)).map_or(0, |&d| i128::from(d));
        let mut out = Vec::new();
        for (e, columns) in &self.sums {
            let (mut sum, mut place) = (0i128, 1i128);
            for (k, (weights, constant)) in columns.iter().enumerate() {
                let terms: i128 = weights.iter().map(|&(l, w)| i128::from(w) * digit(l)).sum();
                sum += (terms + constant) * place;
                place *= self.base;
                out.push((*e, k + 1, sum / place));
            }
        }
        out
    }
}

/// A line of `language.tsv`: a puzzle of the extended language (fixed
/// digits, relations, `//`, `%`) with its counts under both zero rules.
#[derive(Debug)]
pub struct LanguageCase {
    /// 1-based line in the file, the header being line 1.
    pub line: usize,
    pub puzzle: String,
    pub base: u32,
    /// The count under the default zero rule.
    pub count: u64,
    /// The count under the strict zero rule.
    pub count_strict: u64,
}

/// The puzzles of `alphametics/language.tsv`, columns read by the names of
/// its header: `puzzle`, `base`, `count`, `count_strict`.
pub fn language() -> Vec<LanguageCase> {
    let table = data("alphametics/language.tsv");
    let mut rows = table.lines();
    let header: Vec<&str> = rows.next().expect("a header row").split('\t').collect();
    let column = |name: &str| {
        header
            .iter()
            .position(|&h| h == name)
            .unwrap_or_else(|| panic!("a {name} column"))
    };
    let (puzzle, base, count, strict) = (
        column("puzzle"),
        column("base"),
        column("count"),
        column("count_strict"),
    );
    rows.enumerate()
        .map(|(i, row)| {
            let line = i + 2;
            let cols: Vec<&str> = row.split('\t').collect();
            assert_eq!(cols.len(), header.len(), "line {line}: {row}");
            let number = |col: usize| {
                cols[col]
                    .parse()
                    .unwrap_or_else(|e| panic!("line {line}, column {}: {e}", header[col]))
            };
            LanguageCase {
                line,
                puzzle: cols[puzzle].to_owned(),
                base: number(base) as u32,
                count: number(count),
                count_strict: number(strict),
            }
        })
        .collect()
}

/// The messages of `check` on every item, the items shared out over the
/// cores: for corpora whose lines each cost the oracle a noticeable time,
/// so that every failing line is reported at once.
pub fn failures_in_parallel<T: Sync>(
    items: &[T],
    check: impl Fn(&T) -> Vec<String> + Sync,
) -> Vec<String> {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let check = &check;
                scope.spawn(move || {
                    items
                        .iter()
                        .skip(t)
                        .step_by(threads)
                        .flat_map(check)
                        .collect::<Vec<String>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a worker panicked"))
            .collect()
    })
}
