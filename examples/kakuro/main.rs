//! Solves Project Euler 424 cryptic kakuro puzzles, one per line of a file.
//!
//! ```text
//! cargo run --release --example kakuro -- tests/data/pe424/pe424_kakuro200.txt
//! ```
//!
//! Prints each puzzle's answer (the digits of `A` to `J`) in input order and
//! then the sum of the answers. A line that cannot be solved is reported on
//! standard error and left out of the sum; the other lines are still solved.

use alphametic_digits::kakuro as model;

use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let (Some(path), None) = (args.next(), args.next()) else {
        eprintln!("usage: kakuro FILE");
        return ExitCode::FAILURE;
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("error: cannot read {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    };
    let mut total = 0u64;
    let mut failed = false;
    for result in model::solve_file(&text) {
        match result {
            Ok(solution) => {
                println!("{:010}", solution.answer());
                total += solution.answer();
            }
            Err(e) => {
                eprintln!("error: {e}");
                failed = true;
            }
        }
    }
    println!("{total}");
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
