// `=<` is not an operator, and `!` needs its `=`.
fn main() {
    let _ = alphametic::alphametic!("A =< B");
    let _ = alphametic::alphametic!("A ! B");
}
