//! Solves Sudoku puzzles by dancing links, one per line of a file.
//!
//! ```text
//! cargo run --release --example sudoku -- tests/data/sudoku/top95.txt
//! ```
//!
//! Each line holds 81 cells row by row, `.` or `0` for a blank. Prints one
//! 81-digit solution per puzzle in input order. A line that is malformed or
//! has no single solution is reported on standard error, and the other lines
//! are still solved.

use alphametic_digits::sudoku as model;

use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let (Some(path), None) = (args.next(), args.next()) else {
        eprintln!("usage: sudoku FILE");
        return ExitCode::FAILURE;
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("error: cannot read {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    };
    let solver = model::Solver::new();
    let mut failed = false;
    for result in model::solve_file(&solver, &text) {
        match result {
            Ok(grid) => println!("{}", model::format(&grid)),
            Err(e) => {
                eprintln!("error: {e}");
                failed = true;
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
