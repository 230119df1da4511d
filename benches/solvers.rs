//! The solvers side by side: the yardstick, the runtime solver and the
//! solver `alphametic!` generates, counting all solutions of the Exercism
//! cases and the sums corpus; then a brute-force permutation evaluator,
//! the runtime solver and the generated one on the expressions corpus.
//!
//! Criterion measures a few representative puzzles; then both tables are
//! timed in the same run and printed as Markdown with geometric means.
//! `cargo bench --bench solvers -- --table-only` skips the Criterion part.

#[path = "support/brute_force.rs"]
mod brute_force;
#[path = "../tests/common/data.rs"]
mod data;
#[path = "support/generated.rs"]
mod generated;
#[path = "support/table.rs"]
mod table;
#[path = "support/yardstick.rs"]
mod yardstick;

use std::hint::black_box;

use alphametic::{Alphametic, Puzzle, alphametic};
use brute_force::BruteForce;
use criterion::Criterion;
use yardstick::Yardstick;

fn data(name: &str) -> String {
    data::data(&format!("alphametics/{name}"))
}

/// The Exercism puzzles, then the sums corpus, as (name, text).
fn puzzles() -> Vec<(String, String)> {
    let json: serde_json::Value =
        serde_json::from_str(&data("exercism-canonical-data.json")).expect("valid JSON");
    let exercism = json["cases"]
        .as_array()
        .expect("a case list")
        .iter()
        .map(|case| {
            let text = case["input"]["puzzle"]
                .as_str()
                .expect("a puzzle")
                .to_owned();
            (
                format!("exercism: {}", case["description"].as_str().unwrap()),
                text,
            )
        });
    let sums = data("sums.txt");
    let sums = sums
        .lines()
        .enumerate()
        .map(|(i, text)| (format!("sums {}: {}", i + 1, short(text)), text.to_owned()));
    exercism.chain(sums).collect()
}

fn short(text: &str) -> String {
    if text.len() <= 48 {
        text.to_owned()
    } else {
        format!("{}…", &text[..47])
    }
}

fn criterion_part(c: &mut Criterion) {
    let compiled: [(&str, &dyn Alphametic); 2] = [
        ("SEND + MORE == MONEY", &alphametic!("SEND + MORE == MONEY")),
        (
            "AND + A + STRONG + OFFENSE + AS + A + GOOD == DEFENSE",
            &alphametic!("AND + A + STRONG + OFFENSE + AS + A + GOOD == DEFENSE"),
        ),
    ];
    let compiled = compiled.into_iter().chain([(
        "NORTH / SOUTH == EAST / WEST",
        &alphametic!("NORTH / SOUTH == EAST / WEST") as &dyn Alphametic,
    )]);
    for (text, generated) in compiled {
        let puzzle = Puzzle::parse(text).unwrap();
        let mut group = c.benchmark_group(text);
        if puzzle.linear().len() == puzzle.equations().len() {
            let yardstick = Yardstick::new(&puzzle);
            group.bench_function("yardstick", |b| b.iter(|| black_box(&yardstick).count()));
        }
        group.bench_function("runtime", |b| b.iter(|| black_box(&puzzle).count()));
        group.bench_function("generated", |b| b.iter(|| black_box(generated).count()));
        group.finish();
    }
    let mut group = c.benchmark_group("parse + plan");
    group.bench_function("SEND + MORE == MONEY", |b| {
        b.iter(|| Puzzle::parse(black_box("SEND + MORE == MONEY")).unwrap())
    });
    group.finish();
}

fn main() {
    let table_only = std::env::args().any(|a| a == "--table-only");
    if !table_only {
        let mut c = Criterion::default()
            .configure_from_args()
            .warm_up_time(std::time::Duration::from_millis(500))
            .measurement_time(std::time::Duration::from_secs(2));
        criterion_part(&mut c);
        c.final_summary();
    }
    let generated = generated::generated();
    let puzzles = puzzles();
    assert_eq!(
        generated.len(),
        puzzles.len(),
        "one generated solver per puzzle"
    );
    let rows: Vec<table::Row> = puzzles
        .into_iter()
        .zip(generated)
        .map(|((name, text), (generated_text, generated))| {
            assert_eq!(
                text, generated_text,
                "the generated list follows the data files"
            );
            let puzzle = Puzzle::parse(&text).unwrap();
            let yardstick = Yardstick::new(&puzzle);
            assert_eq!(yardstick.count(), puzzle.count(), "{name}");
            assert_eq!(generated.count(), puzzle.count(), "{name}");
            table::Row {
                name,
                times: vec![
                    table::time_per_call(|| black_box(&yardstick).count()),
                    table::time_per_call(|| black_box(&puzzle).count()),
                    table::time_per_call(|| black_box(generated).count()),
                ],
            }
        })
        .collect();
    println!("\nThe Exercism cases and the sums corpus, all solutions:\n");
    table::print(&["yardstick", "runtime", "generated"], &rows);
    println!("\nThe expressions corpus, all solutions:\n");
    table::print(&["brute force", "runtime", "generated"], &expression_rows());
}

/// The expressions corpus, timed by the brute-force evaluator, the runtime
/// solver and the generated one.
fn expression_rows() -> Vec<table::Row> {
    let text = data("expressions.txt");
    let generated = generated::expressions();
    assert_eq!(generated.len(), text.lines().count());
    text.lines()
        .zip(generated)
        .enumerate()
        .map(|(i, (line, (generated_text, generated)))| {
            assert_eq!(line, generated_text, "the generated list follows the data");
            let name = format!("expressions {}: {}", i + 1, short(line));
            let puzzle = Puzzle::parse(line).unwrap();
            let brute = BruteForce::new(line, 10).expect("the brute force parses the corpus");
            assert_eq!(brute.count(), puzzle.count(), "{name}");
            assert_eq!(generated.count(), puzzle.count(), "{name}");
            table::Row {
                name,
                times: vec![
                    table::time_per_call(|| black_box(&brute).count()),
                    table::time_per_call(|| black_box(&puzzle).count()),
                    table::time_per_call(|| black_box(generated).count()),
                ],
            }
        })
        .collect()
}
