//! Tokens for the polynomial checks: the same programs the runtime search
//! evaluates, unrolled into expressions with literal constants.

use proc_macro2::{Literal, TokenStream};
use quote::{ToTokens, format_ident, quote};

use crate::lower::program::{Op, Program};
use crate::plan::Plan;
use crate::plan::polynomial::PolynomialTest;
use crate::syntax::Relation;

/// The polynomial checks of step `i`, each a block that evaluates one
/// polynomial with literal constants, in `i64` when its bound allows.
pub(super) fn polynomial_checks(plan: &Plan, i: usize, skip: &TokenStream) -> TokenStream {
    let polynomials = plan.polynomials();
    let mut code = TokenStream::new();
    for check in polynomials.checks_at(i) {
        let program = check.program(&polynomials.equations[check.eq]);
        let num = Num::for_program(program);
        let ty = &num.ty;
        let slots = slots(program);
        let words = word_values(plan, check.eq, &slots, i + 1, &num);
        let test = match check.test {
            PolynomialTest::Multiple(m) => {
                let ((steps, value), m) = (point(program, &num), num.lit(m));
                quote!(#steps let v: #ty = #value; if v % #m != 0 { #skip })
            }
            PolynomialTest::Exact(relation) => {
                let (steps, value) = point(program, &num);
                // The comparison that fails the relation.
                let fails = match relation {
                    Relation::Eq => quote!(v != 0),
                    Relation::Ne => quote!(v == 0),
                    Relation::Lt => quote!(v >= 0),
                    Relation::Le => quote!(v > 0),
                    Relation::Gt => quote!(v <= 0),
                    Relation::Ge => quote!(v < 0),
                };
                quote!(#steps let v: #ty = #value; if #fails { #skip })
            }
            PolynomialTest::Integral(_) => {
                let (steps, value) = point(program, &num);
                quote!(#steps let v: #ty = #value; if v != 0 { #skip })
            }
            PolynomialTest::NonZero(_) => {
                let (steps, value) = point(program, &num);
                quote!(#steps let v: #ty = #value; if v == 0 { #skip })
            }
            PolynomialTest::Interval(relation) => {
                let ranges = slots.iter().map(|&slot| {
                    let (w, lo, hi) = (
                        format_ident!("w{}", slot),
                        format_ident!("lo{}", slot),
                        format_ident!("hi{}", slot),
                    );
                    let slack = num.lit(check.slack[slot]);
                    quote!(let (#lo, #hi): (#ty, #ty) = (#w, #w + #slack);)
                });
                let (steps, (lo, hi)) = interval(program, &num);
                // No value of the interval meets the relation.
                let fails = match relation {
                    Relation::Eq => quote!(#lo > 0 || #hi < 0),
                    Relation::Ne => quote!(#lo == 0 && #hi == 0),
                    Relation::Lt => quote!(#lo >= 0),
                    Relation::Le => quote!(#lo > 0),
                    Relation::Gt => quote!(#hi <= 0),
                    Relation::Ge => quote!(#hi < 0),
                };
                quote! {
                    #(#ranges)*
                    #steps
                    if #fails { #skip }
                }
            }
        };
        code.extend(quote! {
            {
                #(#words)*
                #test
            }
        });
    }
    code
}

/// Statements that bind `v`, as an `i128`, to the value of the word that
/// polynomial `poly` defines by `program`, from the digits of the steps
/// before `i`.
pub(super) fn defined_value(plan: &Plan, i: usize, poly: usize, program: &Program) -> TokenStream {
    let num = Num::for_program(program);
    let words = word_values(plan, poly, &slots(program), i, &num);
    let (steps, value) = point(program, &num);
    quote! {
        #(#words)*
        #steps
        let v: ::core::primitive::i128 = #value as ::core::primitive::i128;
    }
}

/// The word slots `program` reads, each once, in order.
fn slots(program: &Program) -> Vec<usize> {
    let mut slots: Vec<usize> = program.slots().collect();
    slots.sort_unstable();
    slots.dedup();
    slots
}

/// `let wS = …;` for each slot `S` of `slots` of polynomial `eq`: the
/// word's value from the digits of the steps before `known`.
fn word_values(
    plan: &Plan,
    eq: usize,
    slots: &[usize],
    known: usize,
    num: &Num,
) -> Vec<TokenStream> {
    let ty = &num.ty;
    slots
        .iter()
        .map(|&slot| {
            let w = format_ident!("w{}", slot);
            let terms: Vec<TokenStream> = plan.polynomials().words[eq][slot]
                .iter()
                .take_while(|&&(step, _)| step < known)
                .map(|&(step, place)| {
                    let d = format_ident!("d{}", step);
                    match place {
                        1 => quote!((#d as #ty)),
                        _ => {
                            let place = num.lit(place);
                            quote!((#d as #ty) * #place)
                        }
                    }
                })
                .collect();
            let value = if terms.is_empty() {
                num.lit(0).into_token_stream()
            } else {
                quote!(#(#terms)+*)
            };
            quote!(let #w: #ty = #value;)
        })
        .collect()
}

/// The integer type a polynomial is evaluated in, and its literals.
struct Num {
    ty: TokenStream,
    lit: fn(i128) -> Literal,
    /// The type's name, which ends the names of the `__private` functions
    /// for it (`interval_power_i64`).
    suffix: &'static str,
}

impl Num {
    /// `i64` when the bound of `program` allows it, else `i128`.
    fn for_program(program: &Program) -> Num {
        if program.bound > i64::MAX as u128 {
            Num {
                ty: quote!(::core::primitive::i128),
                lit: Literal::i128_suffixed,
                suffix: "i128",
            }
        } else {
            Num {
                ty: quote!(::core::primitive::i64),
                lit: |v| Literal::i64_suffixed(v as i64),
                suffix: "i64",
            }
        }
    }

    fn lit(&self, v: i128) -> Literal {
        (self.lit)(v)
    }

    /// The `__private` function `name` for this type.
    fn helper(&self, name: &str) -> proc_macro2::Ident {
        format_ident!("{}_{}", name, self.suffix)
    }

    /// A constant operand, parenthesized when negative so that a method
    /// call after it (`(-5i64).pow(2)`) applies to the whole number.
    fn operand(&self, v: i128) -> TokenStream {
        let lit = self.lit(v);
        if v < 0 { quote!((#lit)) } else { quote!(#lit) }
    }
}

/// Statements that bind the value of every operation of `program`, words
/// being `w0`, `w1`, …, and the expression of the last.
///
/// One `let` per operation, never one nested expression: a product of
/// thousands of factors would nest as deep, and rustc's own stack
/// overflows on expressions nested a few thousand levels.
fn point(program: &Program, num: &Num) -> (TokenStream, TokenStream) {
    let ty = &num.ty;
    let mut code = TokenStream::new();
    let mut stack: Vec<TokenStream> = Vec::new();
    for (k, op) in program.ops.iter().enumerate() {
        let expr = match *op {
            Op::Word(slot) => {
                stack.push(format_ident!("w{}", slot).into_token_stream());
                continue;
            }
            Op::Const(c) => {
                stack.push(num.operand(c));
                continue;
            }
            Op::Neg => {
                let a = stack.pop().expect("a well-formed program");
                quote!(-#a)
            }
            Op::Pow(e) => {
                let a = stack.pop().expect("a well-formed program");
                quote!(#a.pow(#e))
            }
            Op::Not => {
                let a = stack.pop().expect("a well-formed program");
                let zero = num.lit(0);
                quote!((#a == #zero) as #ty)
            }
            Op::Call { func, args, base } => {
                let at = stack.len().saturating_sub(usize::from(args));
                let args = stack.split_off(at);
                let func = format_ident!("{}", format!("{func:?}"));
                let base = u32::from(base);
                quote! {
                    ::alphametic::__private::call(
                        ::alphametic::__private::Func::#func,
                        #base,
                        &[#(#args as ::core::primitive::i128),*],
                    ) as #ty
                }
            }
            Op::Cmp(_) | Op::And | Op::Or => {
                let b = stack.pop().expect("a well-formed program");
                let a = stack.pop().expect("a well-formed program");
                let zero = num.lit(0);
                let truth = match *op {
                    Op::Cmp(relation) => {
                        let rel = relation_tokens(relation);
                        quote!(#a #rel #b)
                    }
                    Op::And => quote!(#a != #zero && #b != #zero),
                    _ => quote!(#a != #zero || #b != #zero),
                };
                quote!((#truth) as #ty)
            }
            _ => {
                let b = stack.pop().expect("a well-formed program");
                let a = stack.pop().expect("a well-formed program");
                match *op {
                    Op::Add => quote!(#a + #b),
                    Op::Sub => quote!(#a - #b),
                    Op::Mul => quote!(#a * #b),
                    Op::FloorDiv | Op::Mod => {
                        let f = num.helper(if *op == Op::FloorDiv {
                            "floor_div"
                        } else {
                            "floor_mod"
                        });
                        quote!(::alphametic::__private::#f(#a, #b))
                    }
                    _ => quote! {
                        ::alphametic::__private::power(
                            #a as ::core::primitive::i128,
                            #b as ::core::primitive::i128,
                        ) as #ty
                    },
                }
            }
        };
        let x = format_ident!("x{}", k);
        code.extend(quote!(let #x: #ty = #expr;));
        stack.push(quote!(#x));
    }
    let last = stack.pop().expect("a well-formed program");
    (code, last)
}

/// Statements that bind the interval of every node of `program`, words
/// lying in `lo0..=hi0`, `lo1..=hi1`, …, and the names of the last.
fn interval(program: &Program, num: &Num) -> (TokenStream, (TokenStream, TokenStream)) {
    let ty = &num.ty;
    let mut code = TokenStream::new();
    let mut stack: Vec<(TokenStream, TokenStream)> = Vec::new();
    for (k, op) in program.ops.iter().enumerate() {
        let (l, h) = (format_ident!("l{}", k), format_ident!("h{}", k));
        let value = match *op {
            Op::Word(slot) => {
                let (lo, hi) = (format_ident!("lo{}", slot), format_ident!("hi{}", slot));
                stack.push((quote!(#lo), quote!(#hi)));
                continue;
            }
            Op::Const(c) => {
                let c = num.operand(c);
                stack.push((c.clone(), c));
                continue;
            }
            Op::Neg => {
                let (al, ah) = stack.pop().expect("a well-formed program");
                quote!((-#ah, -#al))
            }
            Op::Pow(e) => {
                let (al, ah) = stack.pop().expect("a well-formed program");
                let f = num.helper("interval_power");
                quote!(::alphametic::__private::#f((#al, #ah), #e))
            }
            // Truth values as `(surely, possibly)`, as the runtime's
            // `interval_truth` and `interval_compare` work them out.
            Op::Not => {
                let (al, ah) = stack.pop().expect("a well-formed program");
                let zero = num.lit(0);
                quote! {{
                    let surely = #al > #zero || #ah < #zero;
                    let possibly = !(#al == #zero && #ah == #zero);
                    ((!possibly) as #ty, (!surely) as #ty)
                }}
            }
            Op::Call { func, args, base } => {
                let at = stack.len().saturating_sub(usize::from(args));
                let ranges = stack.split_off(at).into_iter().map(
                    |(l, h)| quote!((#l as ::core::primitive::i128, #h as ::core::primitive::i128)),
                );
                let func = format_ident!("{}", format!("{func:?}"));
                let base = u32::from(base);
                quote! {{
                    let (l, h) = ::alphametic::__private::interval_call(
                        ::alphametic::__private::Func::#func,
                        #base,
                        &[#(#ranges),*],
                    );
                    (l as #ty, h as #ty)
                }}
            }
            Op::Cmp(_) | Op::And | Op::Or => {
                let (bl, bh) = stack.pop().expect("a well-formed program");
                let (al, ah) = stack.pop().expect("a well-formed program");
                let zero = num.lit(0);
                let (surely, possibly) = match *op {
                    Op::Cmp(relation) => match relation {
                        Relation::Eq => (
                            quote!(#al == #ah && #bl == #bh && #al == #bl),
                            quote!(#al <= #bh && #bl <= #ah),
                        ),
                        Relation::Ne => (
                            quote!(#ah < #bl || #bh < #al),
                            quote!(!(#al == #ah && #bl == #bh && #al == #bl)),
                        ),
                        Relation::Lt => (quote!(#ah < #bl), quote!(#al < #bh)),
                        Relation::Le => (quote!(#ah <= #bl), quote!(#al <= #bh)),
                        Relation::Gt => (quote!(#al > #bh), quote!(#ah > #bl)),
                        Relation::Ge => (quote!(#al >= #bh), quote!(#ah >= #bl)),
                    },
                    _ => {
                        let (sa, pa) = (
                            quote!((#al > #zero || #ah < #zero)),
                            quote!(!(#al == #zero && #ah == #zero)),
                        );
                        let (sb, pb) = (
                            quote!((#bl > #zero || #bh < #zero)),
                            quote!(!(#bl == #zero && #bh == #zero)),
                        );
                        if *op == Op::And {
                            (quote!(#sa && #sb), quote!(#pa && #pb))
                        } else {
                            (quote!(#sa || #sb), quote!(#pa || #pb))
                        }
                    }
                };
                quote!(((#surely) as #ty, (#possibly) as #ty))
            }
            _ => {
                let (bl, bh) = stack.pop().expect("a well-formed program");
                let (al, ah) = stack.pop().expect("a well-formed program");
                match *op {
                    Op::Add => quote!((#al + #bl, #ah + #bh)),
                    Op::Sub => quote!((#al - #bh, #ah - #bl)),
                    Op::Mul => quote! {{
                        let (p, q, r, s): (#ty, #ty, #ty, #ty) =
                            (#al * #bl, #al * #bh, #ah * #bl, #ah * #bh);
                        (p.min(q).min(r).min(s), p.max(q).max(r).max(s))
                    }},
                    Op::FloorDiv | Op::Mod => {
                        let f = num.helper(if *op == Op::FloorDiv {
                            "interval_floor_div"
                        } else {
                            "interval_floor_mod"
                        });
                        quote!(::alphametic::__private::#f((#al, #ah), (#bl, #bh)))
                    }
                    // Exponents are known exactly: `bl == bh`. One past
                    // `u32` has a base within [-1, 1] (the bounds allow no
                    // other), which only its parity matters to: it becomes
                    // 1 or 2, as in the runtime's `exponent_u32`.
                    _ => {
                        let f = num.helper("interval_power");
                        quote! {
                            ::alphametic::__private::#f((#al, #ah), {
                                let e = #bl as ::core::primitive::i128;
                                if e > ::core::primitive::u32::MAX as ::core::primitive::i128 {
                                    2 - (e & 1) as ::core::primitive::u32
                                } else {
                                    e as ::core::primitive::u32
                                }
                            })
                        }
                    }
                }
            }
        };
        code.extend(quote!(let (#l, #h): (#ty, #ty) = #value;));
        stack.push((quote!(#l), quote!(#h)));
    }
    let last = stack.pop().expect("a well-formed program");
    (code, last)
}

/// The operator of `relation` in Rust.
fn relation_tokens(relation: Relation) -> TokenStream {
    match relation {
        Relation::Eq => quote!(==),
        Relation::Ne => quote!(!=),
        Relation::Lt => quote!(<),
        Relation::Le => quote!(<=),
        Relation::Gt => quote!(>),
        Relation::Ge => quote!(>=),
    }
}
