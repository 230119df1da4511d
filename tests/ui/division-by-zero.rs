// A divisor that is always 0 is a compile error, also for `solution!`.
const S: alphametic::Solution = alphametic::solution!("A / (B - B) == C");

fn main() {
    let _ = S;
}
