//! The page's Rust tab and `POST /api/codegen`: the code `alphametic!`
//! generates for a puzzle, formatted, and the macro call that generates it,
//! both from the runtime's [`codegen`](alphametic_runtime::codegen) module.

use alphametic_runtime::codegen::{call, render};
use serde_json::{Value, json};

use crate::request::{Failure, PuzzleRequest};

/// `{puzzle, call, code}`: the call to paste and the code it expands to.
///
/// ```
/// use alphametic_web::{PuzzleRequest, codegen::codegen};
/// let answer = codegen(&PuzzleRequest::new("TO + GO == OUT"))?;
/// assert_eq!(answer["call"], r#"alphametic!("TO + GO == OUT")"#);
/// assert!(answer["code"].as_str().unwrap().contains("static PUZZLE"));
/// # Ok::<(), alphametic_web::Failure>(())
/// ```
pub fn codegen(request: &PuzzleRequest) -> Result<Value, Failure> {
    let puzzle = request.parse()?;
    Ok(json!({
        "puzzle": puzzle.text(),
        "call": call(&request.puzzle, &puzzle),
        "code": render(&request.puzzle, &puzzle),
    }))
}
