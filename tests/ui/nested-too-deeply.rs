// Parentheses nest at most 64 deep; the 65th `(` is pointed at.
fn main() {
    let _ = alphametic::alphametic!("(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((A))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))) == B");
}
