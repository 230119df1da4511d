//! The solvers side by side, in one run: the careful plain solver
//! (`support/plain.rs`), the runtime solver and the solver `alphametic!`
//! generates; then a brute-force evaluator on the expressions corpus.
//!
//! The tables, each timing what a user pays:
//!
//! 1. the headline: the published sums (Exercism and `sums.txt`) end to
//!    end on a fresh `Puzzle`, as a user who parses a puzzle and asks once
//!    pays: parse, plan and the first count; then parse and the first
//!    solution; the generated solver has nothing to parse;
//! 2. the same sums, the first count of a fresh `Puzzle` against parsing
//!    and a repeated count on a used one: what a first count pays for
//!    choosing its order;
//! 3. the same sums, every solution counted, the search alone (puzzles
//!    parsed and prepared beforehand);
//! 3. the sums with exactly one solution that the finder made of the colour
//!    list (`colour_sums.txt`), end to end and the search alone: larger
//!    than most published sums, and each one's count is a full search;
//! 4. the planted sums in bases 16 to 36, the first solution end to end;
//! 5. the expressions corpus end to end, against a brute force;
//! 6. a few sums counted alone and with a relation (`S > M`), in each back
//!    end: the search alone.
//!
//! Criterion measures parse and plan, and a few puzzles, first;
//! `cargo bench --bench solvers -- --table-only` skips that part.

use alphametic_support as data;
use alphametic_support::oracle as brute_force;
use alphametic_support::{generated, plain, table};

use std::hint::black_box;

use alphametic::{Alphametic, Puzzle, alphametic};
use brute_force::BruteForce;
use criterion::Criterion;
use plain::Plain;

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

/// The planted sums as (name, text, base).
fn planted() -> Vec<(String, String, u32)> {
    data("planted_bases.tsv")
        .lines()
        .skip(1)
        .map(|row| {
            let fields: Vec<&str> = row.split('\t').collect();
            let base: u32 = fields[1].parse().expect("a base");
            let name = format!("base {base}: {}", short(fields[0]));
            (name, fields[0].to_owned(), base)
        })
        .collect()
}

fn short(text: &str) -> String {
    if text.chars().count() <= 48 {
        text.to_owned()
    } else {
        format!("{}…", text.chars().take(47).collect::<String>())
    }
}

fn criterion_part(c: &mut Criterion) {
    let compiled: [(&str, &dyn Alphametic); 3] = [
        ("SEND + MORE == MONEY", &alphametic!("SEND + MORE == MONEY")),
        (
            "AND + A + STRONG + OFFENSE + AS + A + GOOD == DEFENSE",
            &alphametic!("AND + A + STRONG + OFFENSE + AS + A + GOOD == DEFENSE"),
        ),
        (
            "NORTH / SOUTH == EAST / WEST",
            &alphametic!("NORTH / SOUTH == EAST / WEST"),
        ),
    ];
    for (text, generated) in compiled {
        let puzzle = Puzzle::parse(text).unwrap();
        let mut group = c.benchmark_group(text);
        if let Some(plain) = Plain::new(text, 10) {
            group.bench_function("plain", |b| b.iter(|| black_box(&plain).count()));
        }
        group.bench_function("runtime", |b| b.iter(|| black_box(&puzzle).count()));
        group.bench_function("generated", |b| b.iter(|| black_box(generated).count()));
        group.finish();
    }
    let mut group = c.benchmark_group("parse + plan");
    group.bench_function("SEND + MORE == MONEY", |b| {
        b.iter(|| {
            let puzzle = Puzzle::parse(black_box("SEND + MORE == MONEY")).unwrap();
            // Not `steps()`: a single sum's steps are built only when asked.
            puzzle.plan().start_is_feasible()
        })
    });
    // A parse lowers the puzzle and builds its default plan, which every
    // query needs.
    group.bench_function("SEND + MORE == MONEY, parse, lower and default plan", |b| {
        b.iter(|| {
            Puzzle::parse(black_box("SEND + MORE == MONEY"))
                .unwrap()
                .letters()
                .count()
        })
    });
    group.bench_function("SEND + MORE == MONEY, parse and first count", |b| {
        b.iter(|| {
            Puzzle::parse(black_box("SEND + MORE == MONEY"))
                .unwrap()
                .count()
        })
    });
    group.bench_function("SEND + MORE == MONEY, plain", |b| {
        b.iter(|| Plain::new(black_box("SEND + MORE == MONEY"), 10).is_some())
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
    let mut search_rows = Vec::new();
    let mut end_to_end_rows = Vec::new();
    let mut first_rows = Vec::new();
    let mut repeated_rows = Vec::new();
    for ((name, text), (generated_text, generated)) in puzzles.into_iter().zip(generated) {
        assert_eq!(
            text, generated_text,
            "the generated list follows the data files"
        );
        let puzzle = Puzzle::parse(&text).unwrap();
        let plain = Plain::new(&text, 10).expect("the plain solver reads every sum");
        let count = puzzle.count();
        assert_eq!(plain.count(), count, "{name}");
        assert_eq!(generated.count(), count, "{name}");
        search_rows.push(table::Row {
            name: name.clone(),
            times: vec![
                table::time_per_call(|| black_box(&plain).count()),
                table::time_per_call(|| black_box(&puzzle).count()),
                table::time_per_call(|| black_box(generated).count()),
            ],
        });
        let first_count = table::time_per_call(|| Puzzle::parse(black_box(&text)).unwrap().count());
        end_to_end_rows.push(table::Row {
            name: name.clone(),
            times: vec![
                table::time_per_call(|| Plain::new(black_box(&text), 10).unwrap().count()),
                first_count,
                table::time_per_call(|| black_box(generated).count()),
            ],
        });
        first_rows.push(table::Row {
            name: name.clone(),
            times: vec![
                table::time_per_call(|| {
                    Plain::new(black_box(&text), 10).unwrap().first().is_some() as u64
                }),
                table::time_per_call(|| {
                    Puzzle::parse(black_box(&text)).unwrap().solve().is_some() as u64
                }),
                table::time_per_call(|| black_box(generated).solve().is_some() as u64),
            ],
        });
        let parse = table::time_per_call(|| {
            Puzzle::parse(black_box(&text)).unwrap().letters().count() as u64
        });
        repeated_rows.push(table::Row {
            name,
            times: vec![first_count, parse + search_rows.last().unwrap().times[1]],
        });
    }
    println!(
        "\nThe Exercism cases and the sums corpus, end to end on a fresh puzzle (parse, plan and the first count):\n"
    );
    table::print(&["plain", "runtime", "generated"], &end_to_end_rows);
    println!("\nThe same, parse and the first solution:\n");
    table::print(&["plain", "runtime", "generated"], &first_rows);
    println!(
        "\nThe same, parse and the first count of a fresh puzzle against parse and a repeated count of a used one:\n"
    );
    table::print(&["first count", "repeated count"], &repeated_rows);
    println!("\nThe same, all solutions, search alone:\n");
    table::print(&["plain", "runtime", "generated"], &search_rows);
    let (search_rows, end_to_end_rows) = colour_rows();
    // Five hundred rows each: the summaries only.
    println!("\nUnique sums of colour names, all solutions, search alone:\n");
    table::summary(&["plain", "runtime"], &search_rows);
    println!("\nThe same, end to end on a fresh puzzle (parse, plan and the first count):\n");
    table::summary(&["plain", "runtime"], &end_to_end_rows);
    println!("\nPlanted sums in bases 16 to 36, the first solution end to end:\n");
    table::print(&["plain", "runtime"], &planted_rows());
    println!("\nThe expressions corpus, all solutions, end to end:\n");
    table::print(&["brute force", "runtime", "generated"], &expression_rows());
    let (runtime_rows, generated_rows) = relation_rows();
    println!("\nA sum, then the same sum with a relation, all solutions, search alone:\n");
    println!("runtime:\n");
    table::print(&["sum", "with the relation"], &runtime_rows);
    println!("generated:\n");
    table::print(&["sum", "with the relation"], &generated_rows);
}

/// Sums counted alone and with a relation added, in each back end: a
/// relation must cost no more than the nodes it saves.
fn relation_rows() -> (Vec<table::Row>, Vec<table::Row>) {
    let pairs: [(&str, &dyn Alphametic, &str, &dyn Alphametic); 4] = [
        (
            "SEND + MORE == MONEY",
            &alphametic!("SEND + MORE == MONEY"),
            "SEND + MORE == MONEY, S > M",
            &alphametic!("SEND + MORE == MONEY, S > M"),
        ),
        (
            "SATURN + URANUS + NEPTUNE + PLUTO == PLANETS",
            &alphametic!("SATURN + URANUS + NEPTUNE + PLUTO == PLANETS"),
            "…, S > P",
            &alphametic!("SATURN + URANUS + NEPTUNE + PLUTO == PLANETS, S > P"),
        ),
        (
            "ABC + DEF == GHI",
            &alphametic!("ABC + DEF == GHI"),
            "…, A < D",
            &alphametic!("ABC + DEF == GHI, A < D"),
        ),
        (
            "TO + GO == OUT",
            &alphametic!("TO + GO == OUT"),
            "…, T != G",
            &alphametic!("TO + GO == OUT, T != G"),
        ),
    ];
    let mut runtime_rows = Vec::new();
    let mut generated_rows = Vec::new();
    for (sum, sum_generated, with, with_generated) in pairs {
        let full = with.replacen('…', sum, 1);
        let (alone, related) = (Puzzle::parse(sum).unwrap(), Puzzle::parse(&full).unwrap());
        assert_eq!(sum_generated.count(), alone.count(), "{sum}");
        assert_eq!(with_generated.count(), related.count(), "{full}");
        let name = format!("{sum} / {with}");
        runtime_rows.push(table::Row {
            name: name.clone(),
            times: vec![
                table::time_per_call(|| black_box(&alone).count()),
                table::time_per_call(|| black_box(&related).count()),
            ],
        });
        generated_rows.push(table::Row {
            name,
            times: vec![
                table::time_per_call(|| black_box(sum_generated).count()),
                table::time_per_call(|| black_box(with_generated).count()),
            ],
        });
    }
    (runtime_rows, generated_rows)
}

/// The unique sums of colour names, counted by the plain solver and the
/// runtime one: the search alone, then end to end.
fn colour_rows() -> (Vec<table::Row>, Vec<table::Row>) {
    let text = data("colour_sums.txt");
    let mut search_rows = Vec::new();
    let mut end_to_end_rows = Vec::new();
    for line in text.lines() {
        let puzzle = Puzzle::parse(line).unwrap();
        let plain = Plain::new(line, 10).expect("the plain solver reads every sum");
        assert_eq!(puzzle.count(), 1, "{line}");
        assert_eq!(plain.count(), 1, "{line}");
        search_rows.push(table::Row {
            name: short(line),
            times: vec![
                table::time_per_call(|| black_box(&plain).count()),
                table::time_per_call(|| black_box(&puzzle).count()),
            ],
        });
        end_to_end_rows.push(table::Row {
            name: short(line),
            times: vec![
                table::time_per_call(|| Plain::new(black_box(line), 10).unwrap().count()),
                table::time_per_call(|| Puzzle::parse(black_box(line)).unwrap().count()),
            ],
        });
    }
    (search_rows, end_to_end_rows)
}

/// The planted sums: parse and first solution, by the plain solver and the
/// runtime one.
fn planted_rows() -> Vec<table::Row> {
    planted()
        .into_iter()
        .map(|(name, text, base)| {
            let found = Puzzle::parse_with_base(&text, base).unwrap().solve();
            assert!(found.is_some(), "{name}: a planted sum has a solution");
            table::Row {
                name,
                times: vec![
                    table::time_per_call(|| {
                        Plain::new(black_box(&text), base)
                            .unwrap()
                            .first()
                            .is_some() as u64
                    }),
                    table::time_per_call(|| {
                        Puzzle::parse_with_base(black_box(&text), base)
                            .unwrap()
                            .solve()
                            .is_some() as u64
                    }),
                ],
            }
        })
        .collect()
}

/// The expressions corpus, timed by the brute-force evaluator, the runtime
/// solver (parse and count) and the generated one.
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
                    table::time_per_call(|| Puzzle::parse(black_box(line)).unwrap().count()),
                    table::time_per_call(|| black_box(generated).count()),
                ],
            }
        })
        .collect()
}
