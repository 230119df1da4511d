//! The value `alphametic!` expands to, and the constant `solution!` does:
//! a fresh unit struct `__Puzzle` whose methods run the unrolled search
//! (`search`), and the `Alphametic` impl that calls them.

use proc_macro2::TokenStream;
use quote::quote;

use super::search::search_body;
use crate::lower::Model;
use crate::plan::Plan;
use crate::planner::{ORDER_BUDGET, choose_counting_plan, choose_plan};
use crate::solution::Solution;

/// The tokens of a value of a fresh unit struct that implements
/// `::alphametic::Alphametic` by the unrolled search of the best plan found
/// for `model` (the planner's hill climb from `plan`, the runtime's order).
pub fn expand_puzzle(model: &Model, plan: &Plan) -> TokenStream {
    let (visit, kept) = choose_plan(model, plan, ORDER_BUDGET);
    // With several solutions the visiting order is the runtime's, so that
    // both give them in the same order; a count may take a faster one.
    let count = kept.and_then(|cost| choose_counting_plan(model, &visit, cost, ORDER_BUDGET));
    expand_plans(&visit, count.as_ref())
}

/// The tokens of a value that implements `::alphametic::Alphametic` by the
/// unrolled search of `plan`. Solutions come in the same order as from the
/// runtime solver with the same plan.
#[cfg(test)]
pub(crate) fn expand_plan(plan: &Plan) -> TokenStream {
    expand_plans(plan, None)
}

/// [`expand_plan`], with `count`, if given, the plan `count` follows
/// instead of `plan`: a count does not depend on the order of the letters.
fn expand_plans(plan: &Plan, count: Option<&Plan>) -> TokenStream {
    let n = plan.steps().len();
    let letters = step_letters(plan);
    let by_letter = by_letter(plan, &letters);
    let resume_digits = resume_digits(plan, &letters);
    let search = search(plan);
    let for_each = quote! {
        let _ = Self::search(::core::option::Option::None, &mut |d: &[::core::primitive::u8; #n]| {
            visit(::alphametic::__private::Solution::from_letters([#(#by_letter),*]))
        });
    };
    let (count, count_search) = match count {
        None => (
            quote! {
                let mut n: ::core::primitive::u64 = 0;
                let _ = Self::search(::core::option::Option::None, &mut |_: &[::core::primitive::u8; #n]| {
                    n += 1;
                    ::core::ops::ControlFlow::Continue(())
                });
                n
            },
            None,
        ),
        Some(count) => (
            quote! {
                let mut n: ::core::primitive::u64 = 0;
                let _ = Self::count_search(&mut n);
                n
            },
            Some(count_search(count)),
        ),
    };
    // Resuming after a solution is what keeps `solutions()` lazy: each
    // batch of solutions starts where the last one ended.
    let after = quote! {
        fn for_each_solution_after(
            &self,
            after: ::core::option::Option<&::alphametic::__private::Solution>,
            visit: &mut dyn ::core::ops::FnMut(
                ::alphametic::__private::Solution,
            ) -> ::core::ops::ControlFlow<()>,
        ) {
            let resume: ::core::option::Option<[::core::primitive::u8; #n]> =
                after.map(|s| [#(#resume_digits),*]);
            let _ = Self::search(resume.as_ref(), &mut |d: &[::core::primitive::u8; #n]| {
                visit(::alphametic::__private::Solution::from_letters([#(#by_letter),*]))
            });
        }
    };
    let mut items = vec![search];
    items.extend(count_search);
    items.extend([methods(&for_each, &count), trait_impl(&after)]);
    wrap(&items)
}

/// The letter of each step, in step order: the order in which the leaf
/// gets the digits.
fn step_letters(plan: &Plan) -> Vec<char> {
    plan.steps()
        .iter()
        .map(|s| {
            plan.alphabet()
                .get(s.letter as usize)
                .copied()
                .unwrap_or('?')
        })
        .collect()
}

/// The `(letter, digit)` pairs of a solution, the digits read from the
/// leaf's `d`: a solution wants them by letter, the letters as written.
fn by_letter(plan: &Plan, step_letters: &[char]) -> Vec<TokenStream> {
    // In the order of the alphabet, so that the `?`s, which repeat, take
    // their slots in the order written.
    let mut by_place: Vec<(u8, usize)> = plan
        .steps()
        .iter()
        .enumerate()
        .map(|(k, s)| (s.letter, k))
        .collect();
    by_place.sort_unstable();
    by_place
        .iter()
        .map(|&(_, k)| {
            let c = step_letters[k];
            quote!((#c, d[#k]))
        })
        .collect()
}

/// The digit of each step in a solution `s`: a letter's by its name, a
/// `?`'s by its place among the `?`s.
fn resume_digits(plan: &Plan, step_letters: &[char]) -> Vec<TokenStream> {
    let first_blank = plan.alphabet().iter().position(|&c| c == '?');
    plan.steps()
        .iter()
        .zip(step_letters)
        .map(|(step, &c)| match first_blank {
            Some(first) if c == '?' => {
                let k = step.letter as usize - first;
                quote!(s.blank(#k).unwrap_or(0))
            }
            _ => quote!(s.digit(#c).unwrap_or(0)),
        })
        .collect()
}

/// The `search` function of `__Puzzle`: the unrolled search of `plan`,
/// which can resume after a solution.
fn search(plan: &Plan) -> TokenStream {
    let n = plan.steps().len();
    let body = search_body(plan, Some(&quote!(resuming)));
    quote! {
        impl __Puzzle {
            // One search, generic over what happens at a solution: counting
            // and visiting each get their own copy, with the leaf inlined.
            #[allow(unused_variables, unused_mut, unused_labels, unreachable_code)]
            #[allow(clippy::all, clippy::pedantic, clippy::nursery)]
            // With `resume`, the digits by step of a solution found before,
            // the search starts there and skips it.
            fn search<F: ::core::ops::FnMut(&[::core::primitive::u8; #n]) -> ::core::ops::ControlFlow<()>>(
                resume: ::core::option::Option<&[::core::primitive::u8; #n]>,
                leaf: &mut F,
            ) -> ::core::ops::ControlFlow<()> {
                let resuming: ::core::primitive::bool = resume.is_some();
                let r: [::core::primitive::u8; #n] = match resume {
                    ::core::option::Option::Some(r) => *r,
                    ::core::option::Option::None => [0; #n],
                };
                #body
                ::core::ops::ControlFlow::Continue(())
            }
        }
    }
}

/// The `count_search` function of `__Puzzle`: the unrolled search of
/// `count`, the counting order, which never resumes, and whose leaf only
/// counts.
fn count_search(count: &Plan) -> TokenStream {
    let m = count.steps().len();
    let body = search_body(count, None);
    quote! {
        impl __Puzzle {
            // The search of the counting order: it never
            // resumes, and its leaf only counts.
            #[allow(unused_variables, unused_mut, unused_labels, unreachable_code)]
            #[allow(clippy::all, clippy::pedantic, clippy::nursery)]
            fn count_search(n: &mut ::core::primitive::u64) -> ::core::ops::ControlFlow<()> {
                let mut leaf = |_: &[::core::primitive::u8; #m]| {
                    *n += 1;
                    ::core::ops::ControlFlow::<()>::Continue(())
                };
                #body
                ::core::ops::ControlFlow::Continue(())
            }
        }
    }
}

/// The tokens of a value that implements `::alphametic::Alphametic` and has
/// no solution: what a macro emits beside its compile errors, so that the
/// errors come alone, with no follow-on type errors.
pub fn expand_stub() -> TokenStream {
    let nothing = quote!(let _ = visit;);
    wrap(&[
        methods(&nothing, &quote!(0)),
        trait_impl(&TokenStream::new()),
    ])
}

/// The tokens of a constant expression of type `::alphametic::Solution`
/// equal to `solution`.
pub fn expand_solution(solution: &Solution) -> TokenStream {
    let pairs = solution.iter().map(|(c, d)| quote!((#c, #d)));
    quote!(::alphametic::__private::Solution::from_letters([#(#pairs),*]))
}

/// The inherent methods of `__Puzzle`: the trait's, callable without
/// importing it (the trait stays for `dyn` use). `for_each` is the body of
/// `for_each_solution`, with `visit` in scope; `count` that of `count`. The
/// other methods are the trait's defaults, which call `for_each_solution`.
pub(super) fn methods(for_each: &TokenStream, count: &TokenStream) -> TokenStream {
    let solution = quote!(::alphametic::__private::Solution);
    let alphametic = quote!(::alphametic::__private::Alphametic);
    quote! {
        impl __Puzzle {
            /// Calls `visit` on every solution in search order, until it breaks.
            pub fn for_each_solution(
                &self,
                visit: &mut dyn ::core::ops::FnMut(#solution) -> ::core::ops::ControlFlow<()>,
            ) {
                #for_each
            }

            /// The first solution, if there is one.
            pub fn solve(&self) -> ::core::option::Option<#solution> {
                <Self as #alphametic>::solve(self)
            }

            /// The number of solutions.
            pub fn count(&self) -> ::core::primitive::u64 {
                #count
            }

            /// Whether there is exactly one solution; stops at the second.
            pub fn is_unique(&self) -> ::core::primitive::bool {
                <Self as #alphametic>::is_unique(self)
            }

            /// Every solution, in search order.
            pub fn solutions(
                &self,
            ) -> ::alphametic::__private::Box<dyn ::core::iter::Iterator<Item = #solution> + '_> {
                <Self as #alphametic>::solutions(self)
            }
        }
    }
}

/// The `Alphametic` impl of `__Puzzle`, by its inherent methods (inherent
/// methods come first in a path, so `Self::count` is not this impl's), and
/// `extra` items.
pub(super) fn trait_impl(extra: &TokenStream) -> TokenStream {
    quote! {
        impl ::alphametic::__private::Alphametic for __Puzzle {
            #extra

            fn for_each_solution(
                &self,
                visit: &mut dyn ::core::ops::FnMut(
                    ::alphametic::__private::Solution,
                ) -> ::core::ops::ControlFlow<()>,
            ) {
                Self::for_each_solution(self, visit);
            }

            fn count(&self) -> ::core::primitive::u64 {
                Self::count(self)
            }
        }
    }
}

/// A block that declares the unit struct `__Puzzle`, its impls, and
/// evaluates to its value; a block is a constant expression, so the value
/// may initialize a `static` or a `const`. Every impl allows the lints that
/// generated code cannot help (see [`allow_lints`]).
pub(super) fn wrap(items: &[TokenStream]) -> TokenStream {
    let allow = allow_lints();
    quote! {{
        #[derive(Clone, Copy, Debug, Default)]
        struct __Puzzle;
        #(#allow #items)*
        __Puzzle
    }}
}

/// The lints allowed on every generated item, beside `clippy::all`,
/// `pedantic` and `nursery` on the search: the `restriction` lints that the
/// code cannot avoid and that would otherwise warn at the macro call in a
/// crate that enables them (checked with every restriction lint on).
/// Clippy refuses `allow(clippy::restriction)` as a group, so they are
/// named. The search divides and takes remainders of integers of either
/// sign on purpose, and the inherent methods share the trait's names so
/// that no import is needed.
fn allow_lints() -> TokenStream {
    quote! {
        #[allow(
            clippy::integer_division,
            clippy::integer_division_remainder_used,
            clippy::modulo_arithmetic,
            clippy::same_name_method
        )]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Puzzle;
    use crate::plan::Derive;

    #[test]
    fn a_value_counts() {
        let puzzle = Puzzle::parse("A + A == B").unwrap();
        let code = expand_puzzle(puzzle.model(), puzzle.plan()).to_string();
        assert!(code.contains("fn count"));
    }

    #[test]
    fn a_plan_enumerates_by_trailing_zeros() {
        let puzzle = Puzzle::parse("SEND + MORE == MONEY").unwrap();
        let code = expand_plan(puzzle.plan()).to_string();
        assert!(code.contains("trailing_zeros"));
    }

    #[test]
    fn the_stub_visits_solutions() {
        assert!(expand_stub().to_string().contains("for_each_solution"));
    }

    #[test]
    fn a_solution_is_built_from_its_letters() {
        let s = Puzzle::parse("A + A == B").unwrap().solve().unwrap();
        let code = expand_solution(&s).to_string();
        assert!(code.starts_with(":: alphametic :: __private :: Solution :: from_letters"));
    }

    fn code(text: &str) -> String {
        Puzzle::parse(text).unwrap().expand().to_string()
    }

    #[test]
    fn one_loop_per_enumerated_step_and_literals_inline() {
        let puzzle = Puzzle::parse("SEND + MORE == MONEY").unwrap();
        let plan = puzzle.plan();
        let code = expand_plan(plan).to_string();
        let enumerated = plan
            .steps()
            .iter()
            .filter(|s| s.derive == Derive::Enumerate)
            .count();
        assert_eq!(code.matches("while").count(), enumerated);
        assert_eq!(code.matches("trailing_zeros").count(), enumerated);
        for t in plan.terms(0) {
            if t.weight != 0 {
                assert!(code.contains(&format!("{}i64", t.weight.abs())));
            }
        }
        // No parsing or planning at run time, and no bare names.
        assert!(!code.contains("parse"));
        assert!(!code.contains("Plan"));
        assert!(!code.contains(" alphametic :: Solution"));
    }

    #[test]
    fn output_is_deterministic() {
        let text = "SEND + A + TAD + MORE == MONEY";
        assert_eq!(code(text), code(text));
    }

    #[test]
    fn the_stub_searches_nothing() {
        let stub = expand_stub().to_string();
        assert!(!stub.contains("while"));
        assert!(!stub.contains("fn search"));
        // It keeps the methods, so that calls on it raise no second error.
        for method in [
            "for_each_solution",
            "solve",
            "count",
            "is_unique",
            "solutions",
        ] {
            assert!(stub.contains(&format!("pub fn {method}")), "{method}");
        }
    }

    #[test]
    fn solution_tokens_list_each_letter_as_written() {
        let s = Puzzle::parse("TO + GO == OUT").unwrap().solve().unwrap();
        let code = expand_solution(&s).to_string();
        assert_eq!(code.matches("u8)").count(), 4);
        assert!(code.contains("('G' , 8u8)"), "{code}");
        let s = Puzzle::parse("ab + ab == βγ").unwrap().solve().unwrap();
        assert!(expand_solution(&s).to_string().contains("'β'"));
    }
}
