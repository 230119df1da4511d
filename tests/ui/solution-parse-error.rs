const S: alphametic::Solution = alphametic::solution!("SEND + MORE", unique, unique);

fn main() {
    let _ = S;
}
