//! The Rust side of `python/benches/bench.py`: the same calls the Python
//! bench times, on the same puzzles, timed the same way, so that their
//! ratio is the binding's cost per call.
//!
//! ```sh
//! cargo run --release -p alphametic-python --example native_timing < puzzles.txt
//! ```
//!
//! Reads one puzzle per line on standard input and prints, per puzzle, a
//! line `solve SECONDS count SECONDS` (tab-separated after the puzzle):
//! the best of five rounds of a loop of `Puzzle::parse` and `solve`, then
//! of `Puzzle::parse` and `count`, per call.

use std::io::{self, BufRead};
use std::time::{Duration, Instant};

use alphametic::Puzzle;

/// A round lasts at least this, so that the clock's resolution is lost in it.
const ROUND: Duration = Duration::from_millis(20);
const ROUNDS: usize = 5;

/// The seconds per call of `call`, best of [`ROUNDS`] rounds.
fn per_call(mut call: impl FnMut()) -> f64 {
    let mut calls = 1u32;
    loop {
        let start = Instant::now();
        for _ in 0..calls {
            call();
        }
        if start.elapsed() >= ROUND {
            break;
        }
        calls *= 2;
    }
    (0..ROUNDS)
        .map(|_| {
            let start = Instant::now();
            for _ in 0..calls {
                call();
            }
            start.elapsed().as_secs_f64() / f64::from(calls)
        })
        .fold(f64::INFINITY, f64::min)
}

fn main() {
    for line in io::stdin().lock().lines() {
        let text = line.expect("standard input is text");
        if text.is_empty() {
            continue;
        }
        let solve = per_call(|| {
            let puzzle = Puzzle::parse(&text).expect("the bench's puzzles parse");
            std::hint::black_box(puzzle.solve());
        });
        let count = per_call(|| {
            let puzzle = Puzzle::parse(&text).expect("the bench's puzzles parse");
            std::hint::black_box(puzzle.count());
        });
        println!("{text}\tsolve {solve:e} count {count:e}");
    }
}
