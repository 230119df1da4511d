//! Procedural macros of the `alphametic` crate.
//!
//! Use them through the facade crate, which re-exports them and documents
//! them. The work happens in the `expand` module, on `proc_macro2` tokens, and in the
//! runtime crate's `codegen` module; the entry points only convert tokens.

mod args;
mod expand;

use proc_macro::TokenStream;

/// A puzzle compiled into a solver; see the `alphametic` crate.
#[proc_macro]
pub fn alphametic(input: TokenStream) -> TokenStream {
    expand::alphametic(input.into())
        .unwrap_or_else(expand::puzzle_stub)
        .into()
}

/// A puzzle solved at compile time, as a constant `Solution`; see the
/// `alphametic` crate.
#[proc_macro]
pub fn solution(input: TokenStream) -> TokenStream {
    expand::solution(input.into())
        .unwrap_or_else(expand::solution_stub)
        .into()
}
