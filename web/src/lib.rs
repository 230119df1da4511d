//! What the alphametic web page computes, in one place for its two hosts:
//! `alphametic serve`, which calls it on its blocking threads, and the
//! static site, where it runs as WebAssembly in a Web Worker.
//!
//! Every task reads a request and answers with the JSON the page reads,
//! the same whichever host runs it: [`check`](solve::check) and
//! [`solve`](solve::solve) a puzzle, stream [every
//! solution](solve::solve_all), [explain](explain::explain) it step by step
//! as a person solves it, [generate](codegen::codegen) the code of
//! `alphametic!`, [find](mod@find) puzzles of every kind with their progress,
//! and [play](mod@play) a game with hints, each the next step of the
//! explanation. A failure is a [`Failure`], the
//! `{"error": …}` object with the caret drawing of a parse error.
//!
//! The host decides how a long task stops: the server sets a deadline and
//! a cancel flag on a [`Stop`]; the browser has no clock to read from
//! WebAssembly and ends the worker instead. Streamed events go to a
//! [`Sink`], which the server writes as Server-Sent Events and the worker
//! posts to the page.
//!
//! ```
//! use alphametic_web::{Stop, task};
//!
//! let answer = task::run("solve", r#"{"puzzle": "TO + GO == OUT"}"#, &Stop::never(), &|_: &str, _: &serde_json::Value| true)?;
//! assert_eq!(answer["solution"]["rendered"], "21 + 81 == 102");
//! # Ok::<(), alphametic_web::Failure>(())
//! ```
//!
//! The modules import one way, from the top: `bindings` (the WebAssembly
//! module's export, built for that target only), `task` (every task by
//! name), then `play`, `find`, `solve` and `explain` (each may use those
//! after it), then `codegen`, `column`, `request` and `stop`.
//!
//! Features: `languages` (number names in every language of num2words,
//! else English) and `pretty` (the generated code formatted by
//! prettyplease, else by the runtime's small printer), both default; the
//! WebAssembly build (`web/build.sh`) leaves both out to stay small.
#![warn(missing_docs)]

#[cfg(target_arch = "wasm32")]
mod bindings;
pub mod codegen;
pub mod column;
pub mod explain;
pub mod find;
pub mod page;
pub mod play;
pub mod request;
pub mod solve;
mod stop;
pub mod task;

pub use request::{Failure, OptionsRequest, PuzzleRequest};
pub use stop::{Sink, Stop};
