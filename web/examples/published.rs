//! Counts every solution of every published sum, 20 times over, in native
//! code, and prints the best time of five runs as JSON: the native side of the
//! browser's speed test (`browser-tests/speed.test.mjs`), which runs the
//! same task in the page's worker. Build it with the WebAssembly module's
//! profile, so that both sides are optimised alike:
//!
//! ```sh
//! cargo run --profile wasm -p alphametic-web --example published
//! ```

use std::time::Instant;

/// The sums counted this many times in each run, as in the browser.
const TIMES: u32 = 20;

fn main() {
    let mut best = f64::INFINITY;
    let mut answer = serde_json::Value::Null;
    for _ in 0..5 {
        let start = Instant::now();
        answer = alphametic_web::task::published(TIMES);
        best = best.min(start.elapsed().as_secs_f64() * 1000.0);
    }
    answer["ms"] = serde_json::json!(best);
    println!("{answer}");
}
