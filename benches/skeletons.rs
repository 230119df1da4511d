//! Puzzles as puzzle columns set them, end to end: the skeleton corpus
//! (`tests/data/alphametics/skeletons.tsv`: `?`s, long divisions, long
//! multiplications), each puzzle parsed, planned and counted by the
//! runtime, beside the brute force of `alphametic-support`, which tries
//! the letters and `?`s in turn and checks each constraint (each step of a
//! layout) as soon as the unknowns it reads are set.
//!
//! `cargo bench --bench skeletons` runs criterion on the runtime's count
//! of each form, then prints the table: both solvers on every form, timed
//! in the same run (the brute force once, as it takes seconds), and the
//! slowest long divisions; `-- --table-only` prints the table alone.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput, criterion_group};

use alphametic::{Options, Puzzle};
use alphametic_support::data;
use alphametic_support::oracle::BruteForce;

/// The puzzles of one form, with their base, that take every digit.
fn corpus(form: Form) -> Vec<(String, u32)> {
    data("alphametics/skeletons.tsv")
        .lines()
        .skip(1)
        .map(|row| row.split('\t').collect::<Vec<&str>>())
        .filter(|cols| cols[2] == "-" && form(cols[0]))
        .map(|cols| (cols[0].to_owned(), cols[1].parse().unwrap()))
        .collect()
}

fn division(text: &str) -> bool {
    text.contains('|') && text.contains(" / ")
}

fn multiplication(text: &str) -> bool {
    text.contains('|') && text.contains(" * ")
}

fn skeleton(text: &str) -> bool {
    !text.contains('|')
}

/// Whether a puzzle's text is of one form.
type Form = fn(&str) -> bool;

const FORMS: [(&str, Form); 3] = [
    ("long divisions", division),
    ("long multiplications", multiplication),
    ("skeletons with ?", skeleton),
];

fn runtime_count(text: &str, base: u32) -> u64 {
    Puzzle::parse_with(text, Options::new().base(base))
        .expect("a corpus puzzle")
        .count()
}

fn brute_count(text: &str, base: u32) -> u64 {
    BruteForce::new(text, base)
        .expect("a corpus puzzle")
        .count()
}

fn bench_forms(c: &mut Criterion) {
    for (name, form) in FORMS {
        let puzzles = corpus(form);
        let mut group = c.benchmark_group(name);
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        group.bench_function("runtime", |b| {
            b.iter(|| {
                for (text, base) in &puzzles {
                    black_box(runtime_count(black_box(text), *base));
                }
            })
        });
        group.finish();
    }
}

/// The least of `runs` timings of `f`.
fn best(runs: u32, mut f: impl FnMut()) -> Duration {
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .min()
        .unwrap_or_default()
}

/// Per form: the total time of each solver and their ratio; then the
/// slowest long divisions, parsed, planned, solved and counted.
fn table() {
    println!("| form | puzzles | runtime | brute force | brute force / runtime |");
    println!("|---|---:|---:|---:|---:|");
    for (name, form) in FORMS {
        let puzzles = corpus(form);
        let runtime = best(3, || {
            for (text, base) in &puzzles {
                black_box(runtime_count(text, *base));
            }
        });
        let brute = best(1, || {
            for (text, base) in &puzzles {
                black_box(brute_count(text, *base));
            }
        });
        println!(
            "| {name} | {} | {:.1} ms | {:.1} ms | {:.0} |",
            puzzles.len(),
            runtime.as_secs_f64() * 1e3,
            brute.as_secs_f64() * 1e3,
            brute.as_secs_f64() / runtime.as_secs_f64()
        );
    }
    let mut divisions: Vec<(Duration, String)> = corpus(division)
        .into_iter()
        .map(|(text, base)| {
            let time = best(5, || {
                let puzzle = Puzzle::parse_with(&text, Options::new().base(base)).unwrap();
                black_box(puzzle.solve());
                black_box(puzzle.count());
            });
            (time, text)
        })
        .collect();
    divisions.sort();
    let median = divisions[divisions.len() / 2].0;
    println!();
    println!(
        "{} long divisions parsed, solved and counted: median {:.0} µs; the slowest:",
        divisions.len(),
        median.as_secs_f64() * 1e6
    );
    for (time, text) in divisions.iter().rev().take(5) {
        println!("- {:.0} µs: `{text}`", time.as_secs_f64() * 1e6);
    }
}

fn config() -> Criterion {
    Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
}

criterion_group! {
    name = benches;
    config = config();
    targets = bench_forms
}

fn main() {
    if !std::env::args().any(|a| a == "--table-only") {
        benches();
        Criterion::default().configure_from_args().final_summary();
    }
    table();
}
