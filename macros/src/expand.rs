//! From arguments to tokens: parse and plan the puzzle with the runtime,
//! then hand the plan to the runtime's `codegen`.

use alphametic_runtime::__private::{
    SOLVE_BUDGET, SolveError, expand_solution, expand_stub, solve_bounded,
};
use alphametic_runtime::{
    DEFAULT_BASE, Error, Options, ParseError, ParseErrorKind, Puzzle, ZeroRule,
};
use proc_macro2::TokenStream;
use quote::quote;
use syn::LitStr;

use crate::args::{Args, Macro};

/// `alphametic!(…)`: a solver value, or every problem found.
pub fn alphametic(input: TokenStream) -> syn::Result<TokenStream> {
    let (_, puzzle) = read(input, Macro::Alphametic)?;
    Ok(puzzle.expand())
}

/// `solution!(…)`: a constant `Solution`, or every problem found.
pub fn solution(input: TokenStream) -> syn::Result<TokenStream> {
    let (args, puzzle) = read(input, Macro::Solution)?;
    let lit = args
        .puzzle
        .as_ref()
        .expect("a puzzle parsed from a literal");
    let text = puzzle.text();
    match solve_bounded(puzzle.plan(), args.unique) {
        Ok(solution) => Ok(expand_solution(&solution)),
        // error: `A == B` has no solution
        Err(SolveError::NoSolution) => Err(syn::Error::new(
            lit.span(),
            format!("`{text}` has no solution"),
        )),
        // error: `A + B == C` has more than one solution
        //        first: 0 + 1 == 1
        //        second: 0 + 2 == 2
        Err(SolveError::NotUnique(first, second)) => Err(syn::Error::new(
            lit.span(),
            format!(
                "`{text}` has more than one solution, so it is not `unique`\n\
                 first:  {}  ({first})\n\
                 second: {}  ({second})",
                puzzle.render(&first),
                puzzle.render(&second),
            ),
        )),
        Err(SolveError::TooCostly) => Err(syn::Error::new(
            lit.span(),
            format!(
                "`{text}` is too costly to solve at compile time: the search would visit \
                 more than {SOLVE_BUDGET} nodes to find its first solution; solve it at run time with `alphametic!` \
                 or `Puzzle::parse` instead"
            ),
        )),
    }
}

/// The errors, followed by a solver that finds nothing: the value keeps
/// its type, so the errors are the only ones.
pub fn puzzle_stub(errors: syn::Error) -> TokenStream {
    let errors = errors.into_compile_error();
    let stub = expand_stub();
    quote! {{ #errors #stub }}
}

/// The errors, followed by an empty `Solution`.
pub fn solution_stub(errors: syn::Error) -> TokenStream {
    let errors = errors.into_compile_error();
    quote! {{ #errors ::alphametic::__private::Solution::from_digits([::core::option::Option::None; 26]) }}
}

/// The arguments and the parsed puzzle, or every problem with both.
fn read(input: TokenStream, which: Macro) -> syn::Result<(Args, Puzzle)> {
    let mut args = Args::parse(input, which);
    // With a bad base the digits are not checked against it: the base's
    // own error is the one to show.
    let digits = args
        .digits
        .as_ref()
        .filter(|_| !args.bad_base)
        .map(|(digits, _)| *digits);
    let mut options = Options::from_flags(args.base.unwrap_or(DEFAULT_BASE), args.strict, digits);
    if args.leading_zeros {
        options = options.zeros(ZeroRule::Allowed);
    }
    for (name, lit) in &args.rules {
        // Each rule's text was checked as it was read.
        if let Ok(ruled) = options.clone().rule(name, &lit.value()) {
            options = ruled;
        }
    }
    let parsed = args
        .puzzle
        .as_ref()
        .map(|lit| (lit, Puzzle::parse_with(&lit.value(), options)));
    let puzzle = match parsed {
        Some((_, Ok(puzzle))) => Some(puzzle),
        Some((lit, Err(Error::Parse(e)))) => {
            // With a bad base the puzzle was read in base 10: only the
            // errors that do not depend on the base are its own.
            let about_base = matches!(e.kind(), ParseErrorKind::TooManyLetters { .. });
            if !(args.bad_base && about_base) {
                // The literal comes before every option: its error first.
                args.errors.insert(0, parse_error(lit, &e));
            }
            None
        }
        Some((lit, Err(Error::Options(e)))) => {
            // The base is checked with the arguments: what is left is the
            // digits and the letter rules, which only the base or each
            // other can make wrong.
            let span = args
                .digits
                .as_ref()
                .map(|(_, digits)| digits)
                .or(args.rules.last().map(|(_, rule)| rule))
                .map_or(lit.span(), LitStr::span);
            args.errors.push(syn::Error::new(span, e.to_string()));
            None
        }
        Some((lit, Err(e))) => {
            args.errors
                .insert(0, syn::Error::new(lit.span(), e.to_string().trim_end()));
            None
        }
        None => None,
    };
    let mut errors = std::mem::take(&mut args.errors).into_iter();
    if let Some(mut first) = errors.next() {
        for e in errors {
            first.combine(e);
        }
        return Err(first);
    }
    let puzzle = puzzle.expect("no error, so the literal parsed");
    Ok((args, puzzle))
}

/// A parse error as a compile error at the literal, with the same caret
/// drawing as at run time:
///
/// ```text
/// error: expected `==` in the equation
///          |
///        1 | SEND + MORE = MONEY
///          |             ^ ...
/// ```
///
/// On a compiler that can point inside a literal the error also spans the
/// fault itself; elsewhere it spans the whole literal.
fn parse_error(lit: &LitStr, e: &ParseError) -> syn::Error {
    let shown = e.to_string();
    let drawing = shown.split_once('\n').map_or("", |(_, rest)| rest);
    let message = format!("{}\n{}", e.message(), drawing.trim_end());
    let span = inner_offset(lit)
        .and_then(|offset| {
            let range = e.span();
            lit.token()
                .subspan(range.start + offset..range.end.max(range.start + 1) + offset)
        })
        .unwrap_or_else(|| lit.span());
    syn::Error::new(span, message)
}

/// Where the value of `lit` starts in its source, if the source holds the
/// value verbatim (no escapes): 1 for `"…"`, 2 + the hashes for `r#"…"#`.
fn inner_offset(lit: &LitStr) -> Option<usize> {
    let source = lit.token().to_string();
    let value = lit.value();
    let offset = if source.starts_with('"') {
        1
    } else {
        // `r`, the hashes, then the quote.
        2 + source.strip_prefix('r')?.find('"')?
    };
    (source.get(offset..offset + value.len()) == Some(value.as_str())).then_some(offset)
}
