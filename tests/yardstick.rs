//! The benchmark's yardstick must itself be right, or its ratios mean
//! nothing: it has to find every published count.

mod common;

#[path = "../benches/support/yardstick.rs"]
mod yardstick;

use alphametic::Puzzle;
use yardstick::Yardstick;

#[test]
fn yardstick_counts_every_sum() {
    for case in common::corpus("sums") {
        let puzzle = Puzzle::parse(&case.puzzle).unwrap();
        assert_eq!(
            Yardstick::new(&puzzle).count(),
            case.count,
            "line {}",
            case.line
        );
    }
}
