//! The unrolled search: a plan's steps as nested loops and blocks, one per
//! step, with every check the runtime search makes at that step inlined.
//!
//! Each step binds its digit `d{i}`, checks what it moves, and holds the
//! code of the steps after it; the last one calls `leaf`. The names of the
//! partial sums (`p{i}_{e}`), of the digits taken (`u{i}`) and of the
//! resume flags (`on{i}`) carry the step that binds them, so the code of a
//! step never shadows another's.

use proc_macro2::{Ident, Punct, Spacing, Span, TokenStream};
use quote::{format_ident, quote};

use super::polynomial::{defined_value, polynomial_checks};
use crate::plan::{Derive, Plan};
use crate::syntax::Relation;

/// The unrolled search of `plan`, as the body of a function with `leaf` in
/// scope; with `resuming`, the name of a flag that says whether to resume
/// after the digits by step in `r`.
pub(super) fn search_body(plan: &Plan, resuming: Option<&TokenStream>) -> TokenStream {
    if plan.start_is_feasible() {
        let partials: Vec<TokenStream> = plan.constants().iter().map(|c| quote!(#c)).collect();
        step(plan, 0, &partials, &quote!(0u64), resuming)
    } else {
        // A constant that breaks a column or a bound: no assignment can
        // help, so the search is empty.
        TokenStream::new()
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
        return leaf(n, on);
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
    let label = label(&format!("s{i}"));

    // The checks of every equation the step moves, in the runtime's order;
    // `stop` leaves the step for good, `skip` tries its next digit, which
    // only an enumerated step has.
    let stop = quote!(break #label;);
    let skip = match s.derive {
        Derive::Enumerate => quote!(continue #label;),
        _ => stop.clone(),
    };
    let (mut checks, next) = term_checks(plan, i, partials, &d, &skip, &stop);
    checks.extend(polynomial_checks(plan, i, &skip));
    checks.extend(condition_checks(plan, i, &skip));
    let on_next = on.map(|_| {
        let on_next = format_ident!("on{}", i + 1);
        quote!(#on_next)
    });
    let inner = later_steps(plan, i, &next, used, on_next.as_ref());
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
    let body = StepBody {
        label,
        d,
        m,
        free,
        free_operand,
        checks,
        inner,
        resume,
    };
    find_digit(plan, i, partials, body)
}

/// The code below the last step: `leaf` on the digits, and a stop when it
/// breaks. With `on`, the solution resumed from is skipped: it was visited
/// before.
fn leaf(n: usize, on: Option<&TokenStream>) -> TokenStream {
    let digits = (0..n).map(|k| format_ident!("d{}", k));
    let leaf = quote!(leaf(&[#(#digits as ::core::primitive::u8),*]).is_break());
    let visit = match on {
        Some(on) => quote!(!#on && #leaf),
        None => leaf,
    };
    quote! {
        if #visit {
            return ::core::ops::ControlFlow::Break(());
        }
    }
}

/// The checks of every linear equation step `i` moves, by bounds and by
/// column, its digit being `d`; and the expression of each equation's
/// partial sum after the step. A bound that every larger digit breaks too
/// `stop`s the step; any other check `skip`s to the next digit.
fn term_checks(
    plan: &Plan,
    i: usize,
    partials: &[TokenStream],
    d: &Ident,
    skip: &TokenStream,
    stop: &TokenStream,
) -> (TokenStream, Vec<TokenStream>) {
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
        let over = if w > 0 { stop } else { skip };
        let under = if w < 0 { stop } else { skip };
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
    (checks, next)
}

/// The code of the steps after step `i`, `next` being the partial sums
/// after it: a letter's digit is marked taken first, a `?` leaves the
/// digits taken as they were.
fn later_steps(
    plan: &Plan,
    i: usize,
    next: &[TokenStream],
    used: &TokenStream,
    on_next: Option<&TokenStream>,
) -> TokenStream {
    let s = &plan.steps()[i];
    if i + 1 < plan.steps().len() && s.distinct {
        let d = format_ident!("d{}", i);
        let u = format_ident!("u{}", i + 1);
        let rest = step(plan, i + 1, next, &quote!(#u), on_next);
        quote! {
            let #u: ::core::primitive::u64 = #used | 1u64 << #d;
            #rest
        }
    } else {
        step(plan, i + 1, next, used, on_next)
    }
}

/// What the code of a step puts around the way it finds its digit.
struct StepBody {
    /// The step's label, which its checks break or continue.
    label: TokenStream,
    /// The step's digit.
    d: Ident,
    /// The mask of the digits an enumerated step has yet to try.
    m: Ident,
    /// The digits the step may take.
    free: TokenStream,
    /// `free`, as an operand of `>>`.
    free_operand: TokenStream,
    /// The checks once the digit is bound.
    checks: TokenStream,
    /// The steps after this one.
    inner: TokenStream,
    /// What an enumerated step does first when it resumes.
    resume: TokenStream,
}

/// The code of step `i`: its digit found as its [`Derive`] says, around
/// the checks and the later steps of `body`.
fn find_digit(plan: &Plan, i: usize, partials: &[TokenStream], body: StepBody) -> TokenStream {
    let StepBody {
        label,
        d,
        m,
        free,
        free_operand,
        checks,
        inner,
        resume,
    } = body;
    // Literals carry their type as a suffix (`1000i64`), so the code means
    // the same in any context.
    let base = plan.base() as i64;
    match plan.steps()[i].derive {
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
