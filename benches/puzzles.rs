//! Digit puzzles on the shared helpers: Project Euler 424 cryptic kakuro
//! (propagation over digit sets) and Sudoku (dancing links).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;

use alphametic_digits::kakuro;

use alphametic_digits::sudoku;

use alphametic_support::data;

fn bench_kakuro(c: &mut Criterion) {
    let text = data("pe424/pe424_kakuro200.txt");
    let mut group = c.benchmark_group("kakuro");
    group.throughput(Throughput::Elements(200));
    group.bench_function("pe424_all_200", |b| {
        b.iter(|| {
            let results = kakuro::solve_file(black_box(&text));
            assert!(results.iter().all(Result::is_ok));
            results
        })
    });
    group.finish();
}

fn bench_sudoku(c: &mut Criterion) {
    let top1465 = data("sudoku/top1465.txt");
    let mut group = c.benchmark_group("sudoku");
    group.throughput(Throughput::Elements(1465));
    group.bench_function("top1465_end_to_end", |b| {
        b.iter(|| {
            // Building the matrix is part of the end-to-end time.
            let solver = sudoku::Solver::new();
            let results = sudoku::solve_file(&solver, black_box(&top1465));
            assert!(results.iter().all(Result::is_ok));
            results
        })
    });
    let hardest: Vec<sudoku::Grid> = data("sudoku/hardest.txt")
        .lines()
        .map(|line| sudoku::parse(line).expect("a puzzle"))
        .collect();
    let solver = sudoku::Solver::new();
    group.throughput(Throughput::Elements(hardest.len() as u64));
    group.bench_function("hardest_11", |b| {
        b.iter(|| {
            for puzzle in &hardest {
                black_box(solver.solve(black_box(puzzle)).expect("unique"));
            }
        })
    });
    group.finish();
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
    targets = bench_kakuro, bench_sudoku
}
criterion_main!(benches);
