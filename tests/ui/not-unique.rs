const ONE: alphametic::Solution = alphametic::solution!("A + B == C", unique);

fn main() {
    let _ = ONE;
}
