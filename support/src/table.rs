//! The side-by-side tables the README quotes: every puzzle of a corpus,
//! counted by each solver, with ratios to the first solver and their
//! geometric means.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// The time of one call of `f`: the best of five rounds, each of which
/// repeats `f` for at least `ROUND` and averages.
pub fn time_per_call(mut f: impl FnMut() -> u64) -> Duration {
    const ROUND: Duration = Duration::from_millis(10);
    (0..5)
        .map(|_| {
            let start = Instant::now();
            let mut calls = 0u32;
            while start.elapsed() < ROUND {
                black_box(f());
                calls += 1;
            }
            start.elapsed() / calls
        })
        .min()
        .expect("five rounds")
}

/// One row of the table: a puzzle and the time of each solver.
pub struct Row {
    pub name: String,
    pub times: Vec<Duration>,
}

/// Prints the rows as a Markdown table, with each solver's speed-up over the
/// first column, the geometric mean of the speed-ups, and the speed-up on
/// the total time of all rows.
pub fn print(solvers: &[&str], rows: &[Row]) {
    print_rows(solvers, rows);
    summary(solvers, rows);
}

/// Prints the rows as a Markdown table.
pub fn print_rows(solvers: &[&str], rows: &[Row]) {
    let mut header = String::from("| puzzle |");
    let mut rule = String::from("|---|");
    for (i, s) in solvers.iter().enumerate() {
        header += &format!(" {s} |");
        rule += "---:|";
        if i > 0 {
            header += &format!(" {s} speed-up |");
            rule += "---:|";
        }
    }
    println!("{header}\n{rule}");
    for row in rows {
        let base = row.times[0].as_secs_f64();
        let mut line = format!("| {} |", row.name);
        for (i, t) in row.times.iter().enumerate() {
            line += &format!(" {} |", human(*t));
            if i > 0 {
                line += &format!(" {:.1}x |", base / t.as_secs_f64());
            }
        }
        println!("{line}");
    }
    println!();
}

/// Prints each solver's speed-up over the first: the geometric mean over
/// the rows, and on the total time of all rows.
pub fn summary(solvers: &[&str], rows: &[Row]) {
    let mut log_sums = vec![0f64; solvers.len()];
    for row in rows {
        for (i, t) in row.times.iter().enumerate().skip(1) {
            log_sums[i] += (row.times[0].as_secs_f64() / t.as_secs_f64()).ln();
        }
    }
    for (i, s) in solvers.iter().enumerate().skip(1) {
        let geomean = (log_sums[i] / rows.len() as f64).exp();
        println!(
            "geometric mean speed-up of {s} over {}: {geomean:.2}x ({} puzzles)",
            solvers[0],
            rows.len()
        );
    }
    // The whole set run one puzzle after another, as a batch is: the
    // costly puzzles weigh by their time here, where the geometric mean
    // weighs every puzzle alike.
    let totals: Vec<f64> = (0..solvers.len())
        .map(|i| rows.iter().map(|r| r.times[i].as_secs_f64()).sum())
        .collect();
    for (i, s) in solvers.iter().enumerate().skip(1) {
        println!(
            "total time: {} {}, {s} {}, speed-up {:.2}x",
            solvers[0],
            human(Duration::from_secs_f64(totals[0])),
            human(Duration::from_secs_f64(totals[i])),
            totals[0] / totals[i]
        );
    }
    // Each later solver against the one before it: the generated solver
    // against the runtime one.
    for i in 2..solvers.len() {
        let log_ratio: f64 = rows
            .iter()
            .map(|r| (r.times[i - 1].as_secs_f64() / r.times[i].as_secs_f64()).ln())
            .sum();
        let geomean = (log_ratio / rows.len() as f64).exp();
        println!(
            "geometric mean speed-up of {} over {}: {geomean:.2}x",
            solvers[i],
            solvers[i - 1]
        );
    }
}

fn human(t: Duration) -> String {
    let ns = t.as_nanos();
    if ns < 10_000 {
        format!("{:.2} µs", ns as f64 / 1000.0)
    } else if ns < 10_000_000 {
        format!("{:.1} µs", ns as f64 / 1000.0)
    } else {
        format!("{:.1} ms", ns as f64 / 1e6)
    }
}
