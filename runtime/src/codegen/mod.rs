//! Plans to Rust tokens: the back end of the `alphametic!` and `solution!`
//! macros, and of the CLI's `codegen` command.
//!
//! The runtime solver interprets a [`Plan`]; this module unrolls the same
//! plan into nested loops, one per enumerated step, with every weight,
//! modulus, bound and domain a literal. Division and remainder by a constant
//! compile to multiplications, and nothing is looked up at run time.
//!
//! The generated code reaches the facade crate only through
//! `::alphametic::__private`, and the `core` crate by absolute paths, so it
//! means the same wherever it is expanded.
//!
//! [`Puzzle::expand`](crate::Puzzle::expand) is its public entry.

mod polynomial;

use proc_macro2::{Ident, Punct, Spacing, Span, TokenStream};
use quote::{format_ident, quote};

use crate::lower::Model;
use crate::plan::{Derive, Plan};
use crate::planner::{ORDER_BUDGET, choose_counting_plan, choose_plan};
use crate::solution::Solution;
use crate::syntax::Relation;
use polynomial::{defined_value, polynomial_checks};

/// The tokens of a value of a fresh unit struct that implements
/// `::alphametic::Alphametic` by the unrolled search of the best plan found
/// for `model` (the planner's hill climb from `plan`, the runtime's order).
///
/// ```
/// # use alphametic_runtime::{Puzzle, __private::expand_puzzle};
/// let puzzle = Puzzle::parse("A + A == B")?;
/// let code = expand_puzzle(puzzle.model(), puzzle.plan()).to_string();
/// assert!(code.contains("fn count"));
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
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
///
/// ```
/// # use alphametic_runtime::{Puzzle, __private::expand_plan};
/// let puzzle = Puzzle::parse("SEND + MORE == MONEY")?;
/// let code = expand_plan(puzzle.plan()).to_string();
/// assert!(code.contains("trailing_zeros"));
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
pub fn expand_plan(plan: &Plan) -> TokenStream {
    expand_plans(plan, None)
}

/// The unrolled search of `plan`, as the body of a function with `leaf` in
/// scope; with `resuming`, the name of a flag that says whether to resume
/// after the digits by step in `r`.
fn search_body(plan: &Plan, resuming: Option<&TokenStream>) -> TokenStream {
    if plan.start_is_feasible() {
        let partials: Vec<TokenStream> = plan.constants().iter().map(|c| quote!(#c)).collect();
        step(plan, 0, &partials, &quote!(0u64), resuming)
    } else {
        // A constant that breaks a column or a bound: no assignment can
        // help, so the search is empty.
        TokenStream::new()
    }
}

/// [`expand_plan`], with `count`, if given, the plan `count` follows
/// instead of `plan`: a count does not depend on the order of the letters.
fn expand_plans(plan: &Plan, count: Option<&Plan>) -> TokenStream {
    let n = plan.steps().len();
    let body = search_body(plan, Some(&quote!(resuming)));
    // The leaf gets the digits in step order; a solution wants them by
    // letter, the letters as written.
    let step_letters: Vec<char> = plan
        .steps()
        .iter()
        .map(|s| {
            plan.alphabet()
                .get(s.letter as usize)
                .copied()
                .unwrap_or('?')
        })
        .collect();
    // In the order of the alphabet, so that the `?`s, which repeat, take
    // their slots in the order written.
    let mut by_place: Vec<(u8, usize)> = plan
        .steps()
        .iter()
        .enumerate()
        .map(|(k, s)| (s.letter, k))
        .collect();
    by_place.sort_unstable();
    let by_letter: Vec<TokenStream> = by_place
        .iter()
        .map(|&(_, k)| {
            let c = step_letters[k];
            quote!((#c, d[#k]))
        })
        .collect();
    // The digit of each step in a solution: a letter's by its name, a
    // `?`'s by its place among the `?`s.
    let first_blank = plan.alphabet().iter().position(|&c| c == '?');
    let resume_digits: Vec<TokenStream> = plan
        .steps()
        .iter()
        .zip(&step_letters)
        .map(|(step, &c)| match first_blank {
            Some(first) if c == '?' => {
                let k = step.letter as usize - first;
                quote!(s.blank(#k).unwrap_or(0))
            }
            _ => quote!(s.digit(#c).unwrap_or(0)),
        })
        .collect();
    let search = quote! {
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
    };
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
        Some(count) => {
            let m = count.steps().len();
            let body = search_body(count, None);
            (
                quote! {
                    let mut n: ::core::primitive::u64 = 0;
                    let _ = Self::count_search(&mut n);
                    n
                },
                Some(quote! {
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
                }),
            )
        }
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

/// The tokens of a value that implements `::alphametic::Alphametic` and has
/// no solution: what a macro emits beside its compile errors, so that the
/// errors come alone, with no follow-on type errors.
///
/// ```
/// # use alphametic_runtime::__private::expand_stub;
/// assert!(expand_stub().to_string().contains("for_each_solution"));
/// ```
pub fn expand_stub() -> TokenStream {
    let nothing = quote!(let _ = visit;);
    wrap(&[
        methods(&nothing, &quote!(0)),
        trait_impl(&TokenStream::new()),
    ])
}

/// The tokens of a constant expression of type `::alphametic::Solution`
/// equal to `solution`.
///
/// ```
/// # use alphametic_runtime::{Puzzle, __private::expand_solution};
/// let s = Puzzle::parse("A + A == B")?.solve().unwrap();
/// let code = expand_solution(&s).to_string();
/// assert!(code.starts_with(":: alphametic :: __private :: Solution :: from_letters"));
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
pub fn expand_solution(solution: &Solution) -> TokenStream {
    let pairs = solution.iter().map(|(c, d)| quote!((#c, #d)));
    quote!(::alphametic::__private::Solution::from_letters([#(#pairs),*]))
}

/// The inherent methods of `__Puzzle`: the trait's, callable without
/// importing it (the trait stays for `dyn` use). `for_each` is the body of
/// `for_each_solution`, with `visit` in scope; `count` that of `count`. The
/// other methods are the trait's defaults, which call `for_each_solution`.
fn methods(for_each: &TokenStream, count: &TokenStream) -> TokenStream {
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
fn trait_impl(extra: &TokenStream) -> TokenStream {
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
fn wrap(items: &[TokenStream]) -> TokenStream {
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

/// The conditions checked at step `i`, as the runtime checks them: a
/// `<=` by the least the later steps can add, a `!=` once all its letters
/// are known.
fn condition_checks(plan: &Plan, i: usize, skip: &TokenStream) -> TokenStream {
    let mut code = TokenStream::new();
    for condition in plan.conditions(i) {
        let constant = condition.constant;
        let terms = condition.terms.iter().map(|&(j, w)| {
            let d = format_ident!("d{}", j);
            quote!(+ #w * #d)
        });
        let sum = quote!(#constant #(#terms)*);
        code.extend(match condition.relation {
            Relation::Ne => quote! {
                if #sum == 0 { #skip }
            },
            _ => {
                let most = -condition.rest_min;
                quote! {
                    if #sum > #most { #skip }
                }
            }
        });
    }
    code
}

/// The code of step `i` and all the steps after it. `partials[e]` is the
/// expression of equation `e`'s partial sum before the step, `used` that of
/// the digits taken, `on` whether the digits so far are those of `r`, the
/// solution resumed from; `None` in a search that never resumes.
fn step(
    plan: &Plan,
    i: usize,
    partials: &[TokenStream],
    used: &TokenStream,
    on: Option<&TokenStream>,
) -> TokenStream {
    let n = plan.steps().len();
    if i == n {
        let digits = (0..n).map(|k| format_ident!("d{}", k));
        let leaf = quote!(leaf(&[#(#digits as ::core::primitive::u8),*]).is_break());
        // The solution resumed from was visited before.
        let visit = match on {
            Some(on) => quote!(!#on && #leaf),
            None => leaf,
        };
        return quote! {
            if #visit {
                return ::core::ops::ControlFlow::Break(());
            }
        };
    }
    let s = &plan.steps()[i];
    let d = format_ident!("d{}", i);
    let domain = s.domain.bits();
    // The digits the step may take: its domain less those taken, unless
    // it is a `?`, which may repeat one.
    let (free, free_operand) = if s.distinct {
        (quote!(#domain & !#used), quote!((#domain & !#used)))
    } else {
        (quote!(#domain), quote!(#domain))
    };
    let base = plan.base() as i64;
    // Literals carry their type as a suffix (`1000i64`), so the code means
    // the same in any context.
    let label = label(&format!("s{i}"));

    // The checks of every equation the step moves, in the runtime's order;
    // `stop` leaves the step for good, `skip` tries its next digit.
    let (skip, stop_up, stop_down) = match s.derive {
        Derive::Enumerate => (
            quote!(continue #label;),
            quote!(break #label;),
            quote!(break #label;),
        ),
        _ => (
            quote!(break #label;),
            quote!(break #label;),
            quote!(break #label;),
        ),
    };
    let mut checks = TokenStream::new();
    let mut next: Vec<TokenStream> = partials.to_vec();
    for (e, t) in plan.terms(i).iter().enumerate() {
        if t.weight == 0 {
            // Unmoved, the partial sum passed these checks at the step
            // before, or before the first step.
            continue;
        }
        let p = &partials[e];
        let q = format_ident!("p{}_{}", i + 1, e);
        let w = t.weight;
        let (lo, hi) = (-t.rest_min, -t.rest_max);
        let over = if w > 0 { &stop_up } else { &skip };
        let under = if w < 0 { &stop_down } else { &skip };
        checks.extend(quote! {
            let #q: ::core::primitive::i64 = #p + #w * #d;
            if #q > #lo { #over }
            if #q < #hi { #under }
        });
        if t.modulus != 0 {
            let m = t.modulus;
            checks.extend(quote! {
                if #q % #m != 0 { #skip }
            });
        }
        next[e] = quote!(#q);
    }
    checks.extend(polynomial_checks(plan, i, &skip));
    checks.extend(condition_checks(plan, i, &skip));
    let on_next = on.map(|_| {
        let on_next = format_ident!("on{}", i + 1);
        quote!(#on_next)
    });
    let inner = if i + 1 < n && !s.distinct {
        // A `?` leaves the digits taken as they were.
        step(plan, i + 1, &next, used, on_next.as_ref())
    } else if i + 1 < n {
        let u = format_ident!("u{}", i + 1);
        let rest = step(plan, i + 1, &next, &quote!(#u), on_next.as_ref());
        quote! {
            let #u: ::core::primitive::u64 = #used | 1u64 << #d;
            #rest
        }
    } else {
        step(plan, i + 1, &next, used, on_next.as_ref())
    };
    let m = format_ident!("m{}", i);
    let (inner, resume) = match (on, &on_next) {
        (Some(on), Some(on_next)) => (
            quote! {
                let #on_next: ::core::primitive::bool = #on && #d == r[#i] as ::core::primitive::i64;
                #inner
            },
            quote! {
                if #on {
                    // Resuming: the digits below the one resumed from
                    // were tried before.
                    #m &= (!0u64).checked_shl(r[#i] as ::core::primitive::u32).unwrap_or(0);
                }
            },
        ),
        _ => (inner, TokenStream::new()),
    };

    match s.derive {
        Derive::Enumerate => {
            quote! {
                let mut #m: ::core::primitive::u64 = #free;
                #resume
                #label: while #m != 0 {
                    let #d = #m.trailing_zeros() as ::core::primitive::i64;
                    #m &= #m - 1;
                    #checks
                    #inner
                }
            }
        }
        Derive::Exact { eq } => {
            let p = &partials[eq];
            let w = plan.terms(i)[eq].weight;
            quote! {
                #label: {
                    let p: ::core::primitive::i64 = #p;
                    if p % #w != 0 { break #label; }
                    let #d: ::core::primitive::i64 = -p / #w;
                    if #d < 0 || #d >= #base || #free_operand >> #d & 1 == 0 {
                        break #label;
                    }
                    #checks
                    #inner
                }
            }
        }
        Derive::Defined { poly, place } => {
            let Some((program, top, unit)) = plan.polynomials().defined(poly, place) else {
                // No digit, as in the runtime search: nothing below.
                return TokenStream::new();
            };
            let value = defined_value(plan, i, poly, program);
            let base = i128::from(plan.base());
            quote! {
                #label: {
                    #value
                    if v < 0 || v >= #top { break #label; }
                    let #d: ::core::primitive::i64 = (v / #unit % #base) as ::core::primitive::i64;
                    if #free_operand >> #d & 1 == 0 {
                        break #label;
                    }
                    #checks
                    #inner
                }
            }
        }
        Derive::Column {
            eq,
            modulus,
            inverse,
        } => {
            let p = &partials[eq];
            quote! {
                #label: {
                    let #d: ::core::primitive::i64 = (-(#p / #modulus)).rem_euclid(#base) * #inverse % #base;
                    if #free_operand >> #d & 1 == 0 {
                        break #label;
                    }
                    #checks
                    #inner
                }
            }
        }
    }
}

/// A loop or block label, `'name`.
fn label(name: &str) -> TokenStream {
    let apostrophe = Punct::new('\'', Spacing::Joint);
    let ident = Ident::new(name, Span::call_site());
    quote!(#apostrophe #ident)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Puzzle;

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
