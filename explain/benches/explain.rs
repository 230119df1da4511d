//! What an explanation costs: `SEND + MORE == MONEY`, every published sum
//! of `tests/data/alphametics/sums.txt`, the long divisions and
//! multiplications and puzzles with `?`s of
//! `tests/data/alphametics/skeletons.tsv`, and `find` over the Greek letter
//! names with and without a grade for each result (`find --rate`), in one
//! thread.
//!
//! `cargo bench -p alphametic-explain --bench explain` runs criterion on the
//! first two, then prints the time of `find` alone, of `find` with each
//! result rated, and their ratio; `-- --table-only` prints only that line.

use std::time::{Duration, Instant};

use alphametic_explain::{explain, rate};
use alphametic_find::{FindOptions, Finder, Found, SumFinder, WordList};
use alphametic_runtime::{Options, Puzzle};
use alphametic_support as data;
use criterion::{Criterion, black_box};

fn sums() -> Vec<Puzzle> {
    data::corpus("sums")
        .iter()
        .map(|case| Puzzle::parse(&case.puzzle).expect("the published sums parse"))
        .collect()
}

/// The layouts and the puzzles with `?`s of the skeleton corpus.
fn skeletons() -> Vec<Puzzle> {
    data::data("alphametics/skeletons.tsv")
        .lines()
        .skip(1)
        .filter_map(|row| {
            let mut cols = row.split('\t');
            let text = cols.next()?;
            let base = cols.next()?.parse().ok()?;
            Puzzle::parse_with(text, Options::new().base(base)).ok()
        })
        .filter(|p| p.blanks() > 0 || p.is_layout())
        .collect()
}

fn bench(c: &mut Criterion) {
    let send = Puzzle::parse("SEND + MORE == MONEY").expect("a sum");
    c.bench_function("explain SEND + MORE == MONEY", |b| {
        b.iter(|| explain(black_box(&send)))
    });
    let all = sums();
    let mut group = c.benchmark_group("published sums");
    // Some tenths of a second an iteration: ten samples are enough.
    group.sample_size(10);
    group.bench_function("explain the 102 published sums", |b| {
        b.iter(|| {
            all.iter()
                .map(|p| explain(black_box(p)).difficulty.steps)
                .sum::<usize>()
        })
    });
    group.finish();
}

/// `find` over the Greek letter names, each result rated when `rated`: the
/// number found and the time.
fn find(words: &WordList, rated: bool) -> (usize, Duration) {
    let start = Instant::now();
    let options = FindOptions::new();
    let finder = SumFinder::new(words.words(), &options).expect("the bench's options are valid");
    let mut found = 0;
    for key in 0..finder.keys() {
        for f in finder.search(key) {
            if rated {
                let puzzle = Puzzle::parse(f.puzzle()).expect("a found puzzle parses");
                black_box(rate(&puzzle));
            }
            found += 1;
        }
    }
    (found, start.elapsed())
}

fn best(words: &WordList, rated: bool, rounds: usize) -> (usize, Duration) {
    (0..rounds)
        .map(|_| find(words, rated))
        .min_by_key(|r| r.1)
        .expect("at least one round")
}

fn main() {
    let table_only = std::env::args().any(|a| a == "--table-only");
    if !table_only {
        let mut c = Criterion::default().configure_from_args();
        bench(&mut c);
        c.final_summary();
    }
    let all = sums();
    let start = Instant::now();
    let rounds = 5;
    for _ in 0..rounds {
        for p in &all {
            black_box(explain(p));
        }
    }
    let per = start.elapsed().as_secs_f64() * 1e3 / (rounds * all.len()) as f64;
    println!(
        "explain, published sums: {per:.3} ms per sum on average over {} sums",
        all.len()
    );
    let layouts = skeletons();
    let start = Instant::now();
    let mut complete = 0;
    for _ in 0..rounds {
        complete = layouts.iter().filter(|p| explain(p).is_complete()).count();
    }
    let per = start.elapsed().as_secs_f64() * 1e3 / (rounds * layouts.len()) as f64;
    println!(
        "explain, skeletons: {per:.3} ms per puzzle on average over {} puzzles, {complete} complete",
        layouts.len()
    );
    let words = WordList::parse(&data::data("words/greek.txt"));
    let (found, plain) = best(&words, false, 3);
    let (_, rated) = best(&words, true, 3);
    println!(
        "find greek.txt: {found} found; find {:.3} s, find --rate {:.3} s, ratio {:.2}",
        plain.as_secs_f64(),
        rated.as_secs_f64(),
        rated.as_secs_f64() / plain.as_secs_f64()
    );
}
