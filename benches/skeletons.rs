//! Puzzles as puzzle columns set them, end to end: the skeleton corpus
//! (`tests/data/alphametics/skeletons.tsv`: `?`s, long divisions, long
//! multiplications), each puzzle parsed, planned and counted by the
//! runtime, beside the brute force of `alphametic-support`, which tries
//! the letters and `?`s in turn and checks each constraint (each step of a
//! layout) as soon as the unknowns it reads are set, and, for the long
//! divisions and multiplications, beside the plain solver of the written
//! method (`alphametic_support::written`), which chooses the divisor and
//! dividend (or the two factors) digit by digit and computes the rest.
//!
//! The planted set (`tests/data/alphametics/layouts.tsv`: divisions and
//! multiplications as newspapers print them, 50 to 85% of their digits
//! `?`) is timed puzzle by puzzle: parse, plan and count by the runtime,
//! the count of the code `alphametic!` generated for it, and the written
//! method's count (once: it takes seconds on some).
//!
//! `cargo bench --bench skeletons` runs criterion on the runtime's count
//! of each form and the written method's of each layout, then prints the
//! table: every solver on every form it reads, timed in the same run (the
//! brute force once, as it takes seconds), and the slowest long divisions;
//! `-- --table-only` prints the table alone, and `-- --planted-only` the
//! planted set's figures alone.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput, criterion_group};

use alphametic::{Options, Puzzle};
use alphametic_support::data;
use alphametic_support::generated::LAYOUTS;
use alphametic_support::oracle::BruteForce;
use alphametic_support::written::Written;

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

/// The forms, each with whether the written method reads it: the layouts
/// only.
const FORMS: [(&str, Form, bool); 3] = [
    ("long divisions", division, true),
    ("long multiplications", multiplication, true),
    ("skeletons with ?", skeleton, false),
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

fn written_count(text: &str, base: u32) -> u64 {
    Written::new(text, base).expect("a corpus layout").count()
}

fn bench_forms(c: &mut Criterion) {
    for (name, form, layout) in FORMS {
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
        if layout {
            group.bench_function("written method", |b| {
                b.iter(|| {
                    for (text, base) in &puzzles {
                        black_box(written_count(black_box(text), *base));
                    }
                })
            });
        }
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

/// The time of `count` on every puzzle of `puzzles`, at its best of `runs`.
fn total(runs: u32, puzzles: &[(String, u32)], count: fn(&str, u32) -> u64) -> Duration {
    best(runs, || {
        for (text, base) in puzzles {
            black_box(count(text, *base));
        }
    })
}

fn ms(time: Duration) -> String {
    format!("{:.1} ms", time.as_secs_f64() * 1e3)
}

/// Per form: the total time of each solver and their ratios to the
/// runtime; then the slowest long divisions, parsed, planned, solved and
/// counted.
fn table() {
    println!(
        "| form | puzzles | runtime | written method | brute force \
         | written method / runtime | brute force / runtime |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for (name, form, layout) in FORMS {
        let puzzles = corpus(form);
        let runtime = total(3, &puzzles, runtime_count);
        let written = layout.then(|| total(3, &puzzles, written_count));
        let brute = total(1, &puzzles, brute_count);
        let ratio = |other: Duration| other.as_secs_f64() / runtime.as_secs_f64();
        println!(
            "| {name} | {} | {} | {} | {} | {} | {:.0} |",
            puzzles.len(),
            ms(runtime),
            written.map_or("-".to_owned(), ms),
            ms(brute),
            written.map_or("-".to_owned(), |w| format!("{:.1}", ratio(w))),
            ratio(brute)
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
    for (name, form, layout) in FORMS {
        if layout {
            per_puzzle(name, form);
        }
    }
}

/// Each layout of a form counted by the runtime and by the written method
/// alone: on how many the runtime takes longer, and the three where its
/// time is the largest multiple of the written method's, and the smallest.
fn per_puzzle(name: &str, form: Form) {
    let mut ratios: Vec<(f64, Duration, Duration, String)> = corpus(form)
        .into_iter()
        .map(|(text, base)| {
            let runtime = best(5, || {
                black_box(runtime_count(&text, base));
            });
            let written = best(5, || {
                black_box(written_count(&text, base));
            });
            let ratio = runtime.as_secs_f64() / written.as_secs_f64();
            (ratio, runtime, written, text)
        })
        .collect();
    ratios.sort_by(|a, b| b.0.total_cmp(&a.0));
    let slower = ratios.iter().filter(|r| r.0 > 1.0).count();
    println!();
    println!(
        "{name}, each counted alone: the runtime takes longer than the written method \
         on {slower} of {}; the largest runtime / written method:",
        ratios.len()
    );
    let line = |(ratio, runtime, written, text): &(f64, Duration, Duration, String)| {
        println!(
            "- {ratio:.2} ({:.0} µs / {:.0} µs): `{text}`",
            runtime.as_secs_f64() * 1e6,
            written.as_secs_f64() * 1e6
        )
    };
    ratios.iter().take(3).for_each(line);
    println!("and the smallest:");
    ratios.iter().rev().take(3).for_each(line);
}

/// A planted layout's times (runtime, generated, written method) and text.
type Timed = (Duration, Duration, Duration, &'static str);

/// The planted set, puzzle by puzzle: the runtime's parse, plan and
/// count, the generated code's count, the written method's count; how
/// many take the runtime 5 ms or more, on how many the written method is
/// faster, and the geometric means of the ratios.
fn planted() {
    let mut rows: Vec<Timed> = Vec::new();
    for (text, generated) in LAYOUTS {
        let runtime = best(3, || {
            black_box(runtime_count(text, 10));
        });
        let compiled = best(3, || {
            black_box(generated.count());
        });
        let written = best(1, || {
            black_box(written_count(text, 10));
        });
        rows.push((runtime, compiled, written, *text));
    }
    let secs = |d: Duration| d.as_secs_f64();
    let geo = |f: &dyn Fn(&Timed) -> f64| {
        (rows.iter().map(|r| f(r).ln()).sum::<f64>() / rows.len() as f64).exp()
    };
    let over = rows
        .iter()
        .filter(|r| r.0 >= Duration::from_millis(5))
        .count();
    let slower = rows.iter().filter(|r| r.0 > r.2).count();
    println!();
    println!(
        "{} planted layouts (tests/data/alphametics/layouts.tsv), parsed, planned and counted: \
         {over} take the runtime 5 ms or more; the written method is faster on {slower}; \
         geometric means: written method / runtime {:.2}, runtime / generated {:.2}; \
         totals: runtime {}, generated {}, written method {}",
        rows.len(),
        geo(&|r| secs(r.2) / secs(r.0)),
        geo(&|r| secs(r.0) / secs(r.1)),
        ms(rows.iter().map(|r| r.0).sum()),
        ms(rows.iter().map(|r| r.1).sum()),
        ms(rows.iter().map(|r| r.2).sum()),
    );
    rows.sort_by_key(|r| std::cmp::Reverse(r.0));
    println!("the slowest for the runtime (runtime, generated, written method):");
    for (runtime, compiled, written, text) in rows.iter().take(5) {
        println!(
            "- {:.1} ms, {:.1} ms, {:.1} ms: `{text}`",
            secs(*runtime) * 1e3,
            secs(*compiled) * 1e3,
            secs(*written) * 1e3
        );
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
    if std::env::args().any(|a| a == "--planted-only") {
        planted();
        return;
    }
    if !std::env::args().any(|a| a == "--table-only") {
        benches();
        Criterion::default().configure_from_args().final_summary();
    }
    table();
    planted();
}
