//! How far reasoning goes on the published sums of
//! `tests/data/alphametics/sums.txt`: the share explained without a case
//! split, the grades, and the time per explanation; then the grades of the
//! sums `find` makes of the Greek letter names (`tests/data/words/greek.txt`),
//! and the same for the long divisions and multiplications and puzzles with
//! `?`s of `tests/data/alphametics/skeletons.tsv`.
//!
//! ```sh
//! cargo run --release -p alphametic-explain --example reach
//! ```

use std::collections::BTreeMap;
use std::time::Instant;

use alphametic_explain::{End, Grade, Line, explain, rate};
use alphametic_find::{FindOptions, Finder, Found, SumFinder, WordList};
use alphametic_runtime::{Options, Puzzle};
use alphametic_support as data;

fn main() {
    let cases = data::corpus("sums");
    let mut grades: BTreeMap<Grade, usize> = BTreeMap::new();
    let mut hardest: BTreeMap<&str, usize> = BTreeMap::new();
    let (mut no_split, mut slowest) = (0, (0.0f64, String::new()));
    let mut times = Vec::new();
    let (mut steps, mut at_limit) = (Vec::new(), 0);
    let start = Instant::now();
    for case in &cases {
        let puzzle = Puzzle::parse(&case.puzzle).expect("the published sums parse");
        let one = Instant::now();
        let explanation = explain(&puzzle);
        let ms = one.elapsed().as_secs_f64() * 1e3;
        times.push(ms);
        if ms > slowest.0 {
            slowest = (ms, case.puzzle.clone());
        }
        let d = explanation.difficulty;
        steps.push(steps_in_all(&explanation.line));
        at_limit += usize::from(d.limited);
        *grades.entry(d.grade).or_default() += 1;
        *hardest
            .entry(d.hardest.map_or("none", |r| r.name()))
            .or_default() += 1;
        if d.splits == 0 && explanation.is_complete() {
            no_split += 1;
        }
    }
    let total = start.elapsed().as_secs_f64() * 1e3;
    let n = cases.len();
    println!(
        "{no_split} of {n} published sums explained without a case split ({:.0} %)",
        100.0 * no_split as f64 / n as f64
    );
    steps.sort_unstable();
    println!(
        "steps of the whole explanation: median {}, most {}; {at_limit} stopped at the limit of \
         cases",
        steps[n / 2],
        steps[n - 1]
    );
    for grade in Grade::ALL {
        println!(
            "grade {grade}: {}",
            grades.get(&grade).copied().unwrap_or(0)
        );
    }
    for (rule, count) in &hardest {
        println!("hardest rule {rule}: {count}");
    }
    times.sort_by(f64::total_cmp);
    println!(
        "{:.3} ms per sum on average, median {:.3} ms, slowest {:.3} ms ({})",
        total / n as f64,
        times[n / 2],
        slowest.0,
        slowest.1
    );
    let words = WordList::parse(&data::data("words/greek.txt"));
    let finder = SumFinder::new(words.words(), &FindOptions::new()).expect("the default options");
    let mut greek: BTreeMap<Grade, usize> = BTreeMap::new();
    let mut found = 0;
    let mut rating = 0.0;
    let (mut steps, mut cases) = (0, 0);
    for key in 0..finder.keys() {
        for f in finder.search(key) {
            let one = Instant::now();
            let puzzle = Puzzle::parse(f.puzzle()).expect("a found puzzle parses");
            let d = rate(&puzzle);
            *greek.entry(d.grade).or_default() += 1;
            steps += d.steps;
            cases += d.cases;
            rating += one.elapsed().as_secs_f64() * 1e3;
            found += 1;
        }
    }
    println!(
        "{found} sums of greek.txt, {:.3} ms per sum to parse and rate, {:.0} steps and {:.0} cases \
         on average:",
        rating / found as f64,
        steps as f64 / found as f64,
        cases as f64 / found as f64
    );
    for grade in Grade::ALL {
        println!("grade {grade}: {}", greek.get(&grade).copied().unwrap_or(0));
    }
    skeletons();
}

/// The layouts and the puzzles with `?`s of the skeleton corpus: how many
/// are explained in full, without a case split, past the limit (and with
/// how many solutions at least), by grade, and the time.
fn skeletons() {
    let corpus = data::data("alphametics/skeletons.tsv");
    let mut grades: BTreeMap<Grade, usize> = BTreeMap::new();
    let (mut n, mut complete, mut no_split, mut times) = (0, 0, 0, Vec::new());
    let mut limited: Vec<u64> = Vec::new();
    for row in corpus.lines().skip(1) {
        let cols: Vec<&str> = row.split('\t').collect();
        let base = cols[1].parse().expect("a base");
        let puzzle = Puzzle::parse_with(cols[0], Options::new().base(base)).expect("it parses");
        if puzzle.blanks() == 0 && !puzzle.is_layout() {
            continue;
        }
        n += 1;
        let one = Instant::now();
        let explanation = explain(&puzzle);
        times.push(one.elapsed().as_secs_f64() * 1e3);
        let d = explanation.difficulty;
        *grades.entry(d.grade).or_default() += 1;
        complete += usize::from(explanation.is_complete());
        no_split += usize::from(explanation.is_complete() && d.splits == 0);
        if d.limited {
            limited.push(puzzle.count());
        }
    }
    times.sort_by(f64::total_cmp);
    println!(
        "{n} layouts and puzzles with ? of skeletons.tsv: {complete} explained in full, \
         {no_split} without a case split; {} past the limit of cases, with {} solutions or more; \
         median {:.3} ms, slowest {:.3} ms",
        limited.len(),
        limited.iter().min().copied().unwrap_or(0),
        times[n / 2],
        times[n - 1]
    );
    for grade in Grade::ALL {
        println!(
            "grade {grade}: {}",
            grades.get(&grade).copied().unwrap_or(0)
        );
    }
}

/// The deductions of `line` and of every case under it.
fn steps_in_all(line: &Line) -> usize {
    let mut stack = vec![line];
    let mut steps = 0;
    while let Some(line) = stack.pop() {
        steps += line.steps.len();
        if let End::Split(split) = &line.end {
            stack.extend(split.cases.iter().map(|c| &c.line));
        }
    }
    steps
}
