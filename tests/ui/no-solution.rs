const NONE: alphametic::Solution = alphametic::solution!("A == B");

fn main() {
    let _ = NONE;
}
