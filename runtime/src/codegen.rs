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
//! ```
//! use alphametic_runtime::Puzzle;
//! use alphametic_runtime::codegen::expand_puzzle;
//!
//! let puzzle = Puzzle::parse("TO + GO == OUT")?;
//! let code = expand_puzzle(&puzzle).to_string();
//! assert!(code.contains("impl :: alphametic :: __private :: Alphametic for __Puzzle"));
//! # Ok::<(), alphametic_runtime::ParseError>(())
//! ```

use proc_macro2::{Ident, Literal, Punct, Spacing, Span, TokenStream};
use quote::{ToTokens, format_ident, quote};

use crate::plan::PolyTest;
use crate::poly::{Op, Program};
use crate::{Derive, Plan, Puzzle, Solution};

/// Nodes the order search may spend in all, for one puzzle, at expansion
/// time. At a few nanoseconds a node this keeps even the 199-addend puzzle
/// well under 50 ms.
pub const ORDER_BUDGET: u64 = 500_000;

/// Orders the order search may try in all: it bounds the time spent
/// building plans when every search is cheap.
const ORDER_TRIES: usize = 2_000;

/// Nodes the search of `solution!` may spend at expansion time.
pub const SOLVE_BUDGET: u64 = 10_000_000;

/// The tokens of a value of a fresh unit struct that implements
/// `::alphametic::Alphametic` by the unrolled search of the best plan found
/// for `puzzle` (see [`choose_plan`]).
///
/// ```
/// # use alphametic_runtime::{Puzzle, codegen::expand_puzzle};
/// let code = expand_puzzle(&Puzzle::parse("A + A == B")?).to_string();
/// assert!(code.contains("fn count"));
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
pub fn expand_puzzle(puzzle: &Puzzle) -> TokenStream {
    expand_plan(&choose_plan(puzzle, ORDER_BUDGET))
}

/// The tokens of a value that implements `::alphametic::Alphametic` by the
/// unrolled search of `plan`. Solutions come in the same order as from the
/// runtime solver with the same plan.
///
/// ```
/// # use alphametic_runtime::{Puzzle, codegen::expand_plan};
/// let puzzle = Puzzle::parse("SEND + MORE == MONEY")?;
/// let code = expand_plan(puzzle.plan()).to_string();
/// assert!(code.contains("trailing_zeros"));
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
pub fn expand_plan(plan: &Plan) -> TokenStream {
    let n = plan.steps().len();
    let body = if feasible_at_start(plan) {
        let partials: Vec<TokenStream> = plan.constants().iter().map(|c| quote!(#c)).collect();
        step(plan, 0, &partials, &quote!(0u64))
    } else {
        // A constant that breaks a column or a bound: no assignment can
        // help, so the search is empty.
        TokenStream::new()
    };
    // The leaf gets the digits in step order; a solution wants them by
    // letter.
    let by_letter =
        (0..26u8).map(
            |letter| match plan.steps().iter().position(|s| s.letter == letter) {
                Some(k) => quote!(::core::option::Option::Some(d[#k])),
                None => quote!(::core::option::Option::None),
            },
        );
    wrap(quote! {
        impl __Puzzle {
            // One search, generic over what happens at a solution: counting
            // and visiting each get their own copy, with the leaf inlined.
            #[allow(unused_variables, unused_mut, unused_labels, unreachable_code)]
            #[allow(clippy::all, clippy::pedantic, clippy::nursery)]
            fn search<F: ::core::ops::FnMut(&[::core::primitive::u8; #n]) -> ::core::ops::ControlFlow<()>>(
                leaf: &mut F,
            ) -> ::core::ops::ControlFlow<()> {
                #body
                ::core::ops::ControlFlow::Continue(())
            }
        }

        impl ::alphametic::__private::Alphametic for __Puzzle {
            fn for_each_solution(
                &self,
                visit: &mut dyn ::core::ops::FnMut(
                    ::alphametic::__private::Solution,
                ) -> ::core::ops::ControlFlow<()>,
            ) {
                let _ = Self::search(&mut |d: &[::core::primitive::u8; #n]| {
                    visit(::alphametic::__private::Solution::from_digits([#(#by_letter),*]))
                });
            }

            fn count(&self) -> ::core::primitive::u64 {
                let mut n: ::core::primitive::u64 = 0;
                let _ = Self::search(&mut |_: &[::core::primitive::u8; #n]| {
                    n += 1;
                    ::core::ops::ControlFlow::Continue(())
                });
                n
            }
        }
    })
}

/// The tokens of a value that implements `::alphametic::Alphametic` and has
/// no solution: what a macro emits beside its compile errors, so that the
/// errors come alone, with no follow-on type errors.
///
/// ```
/// # use alphametic_runtime::codegen::expand_stub;
/// assert!(expand_stub().to_string().contains("for_each_solution"));
/// ```
pub fn expand_stub() -> TokenStream {
    wrap(quote! {
        impl ::alphametic::__private::Alphametic for __Puzzle {
            fn for_each_solution(
                &self,
                _: &mut dyn ::core::ops::FnMut(
                    ::alphametic::__private::Solution,
                ) -> ::core::ops::ControlFlow<()>,
            ) {
            }
        }
    })
}

/// The tokens of a constant expression of type `::alphametic::Solution`
/// equal to `solution`.
///
/// ```
/// # use alphametic_runtime::{Puzzle, codegen::expand_solution};
/// let s = Puzzle::parse("A + A == B")?.solve().unwrap();
/// let code = expand_solution(&s).to_string();
/// assert!(code.starts_with(":: alphametic :: Solution :: from_digits"));
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
pub fn expand_solution(solution: &Solution) -> TokenStream {
    let digits = ('A'..='Z').map(|c| match solution.digit(c) {
        Some(d) => quote!(::core::option::Option::Some(#d)),
        None => quote!(::core::option::Option::None),
    });
    quote!(::alphametic::Solution::from_digits([#(#digits),*]))
}

/// A block that declares the unit struct `__Puzzle`, its impls, and
/// evaluates to its value; a block is a constant expression, so the value
/// may initialize a `static` or a `const`.
fn wrap(impls: TokenStream) -> TokenStream {
    quote! {{
        #[derive(Clone, Copy, Debug, Default)]
        struct __Puzzle;
        #impls
        __Puzzle
    }}
}

/// Whether the constants pass the checks the runtime makes before its first
/// step, and the bound checks of equations that no letter ever moves.
fn feasible_at_start(plan: &Plan) -> bool {
    let n = plan.steps().len();
    (0..plan.equations()).all(|e| {
        let c = plan.constants()[e];
        if c % plan.initial_moduli()[e] != 0 {
            return false;
        }
        if n == 0 {
            return c == 0;
        }
        // Before the first step that moves the equation, the partial sum is
        // the constant and the runtime checks it against the bounds of all
        // the steps; the generated code skips steps of weight 0, so it makes
        // that check here.
        let t0 = plan.term(0, e);
        let (w, d_min, d_max) = (
            t0.weight,
            plan.steps()[0].domain.min().unwrap_or(0) as i64,
            plan.steps()[0].domain.max().unwrap_or(0) as i64,
        );
        let total_min = t0.rest_min + (w * d_min).min(w * d_max);
        let total_max = t0.rest_max + (w * d_min).max(w * d_max);
        c + total_min <= 0 && c + total_max >= 0
    })
}

/// The code of step `i` and all the steps after it. `partials[e]` is the
/// expression of equation `e`'s partial sum before the step, `used` that of
/// the digits taken.
fn step(plan: &Plan, i: usize, partials: &[TokenStream], used: &TokenStream) -> TokenStream {
    let n = plan.steps().len();
    if i == n {
        let digits = (0..n).map(|k| format_ident!("d{}", k));
        return quote! {
            if leaf(&[#(#digits as ::core::primitive::u8),*]).is_break() {
                return ::core::ops::ControlFlow::Break(());
            }
        };
    }
    let s = &plan.steps()[i];
    let d = format_ident!("d{}", i);
    let domain = s.domain.bits();
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
    checks.extend(poly_checks(plan, i, &skip));
    let inner = if i + 1 < n {
        let u = format_ident!("u{}", i + 1);
        let rest = step(plan, i + 1, &next, &quote!(#u));
        quote! {
            let #u: ::core::primitive::u64 = #used | 1u64 << #d;
            #rest
        }
    } else {
        step(plan, i + 1, &next, used)
    };

    match s.derive {
        Derive::Enumerate => {
            let m = format_ident!("m{}", i);
            quote! {
                let mut #m: ::core::primitive::u64 = #domain & !#used;
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
            let w = plan.term(i, eq).weight;
            quote! {
                #label: {
                    let p: ::core::primitive::i64 = #p;
                    if p % #w != 0 { break #label; }
                    let #d: ::core::primitive::i64 = -p / #w;
                    if #d < 0 || #d >= #base || (#domain & !#used) >> #d & 1 == 0 {
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
                    if (#domain & !#used) >> #d & 1 == 0 {
                        break #label;
                    }
                    #checks
                    #inner
                }
            }
        }
    }
}

/// The nonlinear checks of step `i`, each a block that evaluates one
/// polynomial with literal constants, in `i64` when its bound allows.
fn poly_checks(plan: &Plan, i: usize, skip: &TokenStream) -> TokenStream {
    let polys = plan.polys();
    let mut code = TokenStream::new();
    for check in &polys.checks[i] {
        let program = check.program(&polys.equations[check.eq]);
        let num = if program.bound > i64::MAX as u128 {
            Num {
                ty: quote!(::core::primitive::i128),
                lit: Literal::i128_suffixed,
            }
        } else {
            Num {
                ty: quote!(::core::primitive::i64),
                lit: |v| Literal::i64_suffixed(v as i64),
            }
        };
        let ty = &num.ty;
        // Each word once, from the digits known at this step.
        let mut slots: Vec<usize> = program.slots().collect();
        slots.sort_unstable();
        slots.dedup();
        let words = slots.iter().map(|&slot| {
            let w = format_ident!("w{}", slot);
            let terms: Vec<TokenStream> = polys.words[check.eq][slot]
                .iter()
                .take_while(|&&(step, _)| step <= i)
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
        });
        let test = match check.test {
            PolyTest::Multiple(m) => {
                let (value, m) = (point(program, &num), num.lit(m));
                quote!(let v: #ty = #value; if v % #m != 0 { #skip })
            }
            PolyTest::Zero => {
                let value = point(program, &num);
                quote!(let v: #ty = #value; if v != 0 { #skip })
            }
            PolyTest::NonZero(_) => {
                let value = point(program, &num);
                quote!(let v: #ty = #value; if v == 0 { #skip })
            }
            PolyTest::Interval => {
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
                quote! {
                    #(#ranges)*
                    #steps
                    if #lo > 0 || #hi < 0 { #skip }
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

/// The integer type a polynomial is evaluated in, and its literals.
struct Num {
    ty: TokenStream,
    lit: fn(i128) -> Literal,
}

impl Num {
    fn lit(&self, v: i128) -> Literal {
        (self.lit)(v)
    }

    /// A constant operand, parenthesized when negative so that a method
    /// call after it (`(-5i64).pow(2)`) applies to the whole number.
    fn operand(&self, v: i128) -> TokenStream {
        let lit = self.lit(v);
        if v < 0 { quote!((#lit)) } else { quote!(#lit) }
    }
}

/// The expression of `program`'s value, words being `w0`, `w1`, ….
fn point(program: &Program, num: &Num) -> TokenStream {
    let ty = &num.ty;
    let mut stack: Vec<TokenStream> = Vec::new();
    for op in &program.ops {
        let expr = match *op {
            Op::Word(slot) => format_ident!("w{}", slot).into_token_stream(),
            Op::Const(c) => num.operand(c),
            Op::Neg => {
                let a = stack.pop().expect("a well-formed program");
                quote!((-#a))
            }
            Op::Pow(e) => {
                let a = stack.pop().expect("a well-formed program");
                quote!(#a.pow(#e))
            }
            _ => {
                let b = stack.pop().expect("a well-formed program");
                let a = stack.pop().expect("a well-formed program");
                match *op {
                    Op::Add => quote!((#a + #b)),
                    Op::Sub => quote!((#a - #b)),
                    Op::Mul => quote!((#a * #b)),
                    _ => quote! {
                        (::alphametic::__private::power(
                            #a as ::core::primitive::i128,
                            #b as ::core::primitive::i128,
                        ) as #ty)
                    },
                }
            }
        };
        stack.push(expr);
    }
    stack.pop().expect("a well-formed program")
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
                fold_power(
                    quote!(#al.pow(#e)),
                    quote!(#ah.pow(#e)),
                    quote!(#e % 2 == 1),
                    &al,
                    &ah,
                )
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
                    // Exponents are known exactly: `bl == bh`.
                    _ => {
                        let power = |x: &TokenStream| {
                            quote! {
                                (::alphametic::__private::power(
                                    #x as ::core::primitive::i128,
                                    #bl as ::core::primitive::i128,
                                ) as #ty)
                            }
                        };
                        fold_power(power(&al), power(&ah), quote!(#bl % 2 == 1), &al, &ah)
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

/// The interval of `[lo, hi]^e` from `lo^e` and `hi^e`: even powers fold
/// the negative side over.
fn fold_power(
    lo_e: TokenStream,
    hi_e: TokenStream,
    odd: TokenStream,
    lo: &TokenStream,
    hi: &TokenStream,
) -> TokenStream {
    quote! {{
        let (a, b) = (#lo_e, #hi_e);
        if #odd || #lo >= 0 {
            (a, b)
        } else if #hi <= 0 {
            (b, a)
        } else {
            (0, a.max(b))
        }
    }}
}

/// A loop or block label, `'name`.
fn label(name: &str) -> TokenStream {
    let apostrophe = Punct::new('\'', Spacing::Joint);
    let ident = Ident::new(name, Span::call_site());
    quote!(#apostrophe #ident)
}

/// The plan the generated code should follow: the runtime planner's, or an
/// order found by hill climbing from it that visits fewer nodes, costed by
/// [`Plan::count_nodes`] within `budget` nodes in all.
///
/// The order of the letters decides the order of the solutions, and the
/// first solution should be the runtime's; so the order only changes when
/// the puzzle has at most one solution.
///
/// ```
/// # use alphametic_runtime::{Puzzle, codegen::{ORDER_BUDGET, choose_plan}};
/// let puzzle = Puzzle::parse("SEND + MORE == MONEY")?;
/// let plan = choose_plan(&puzzle, ORDER_BUDGET);
/// let runtime = puzzle.plan().count_nodes(u64::MAX).unwrap();
/// assert!(plan.count_nodes(u64::MAX).unwrap() <= runtime);
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
pub fn choose_plan(puzzle: &Puzzle, budget: u64) -> Plan {
    let start = puzzle.plan();
    let Some(best_cost) = start.count_nodes(budget) else {
        return start.clone();
    };
    // The runtime's search of this plan costs `best_cost` nodes at most.
    if puzzle.solutions().take(2).count() > 1 {
        return start.clone();
    }
    let mut climb = Climb {
        puzzle,
        budget,
        spent: 2 * best_cost,
        tries: 0,
        best: start.steps().iter().map(|s| s.letter).collect(),
        best_cost,
    };
    for order in seed_orders(puzzle) {
        climb.offer(order);
    }
    // First-improvement hill climbing over "move one letter elsewhere"
    // (which includes swapping neighbours), scanned in a fixed order so
    // that the result is deterministic.
    let n = climb.best.len();
    'climb: while !climb.exhausted() {
        for from in 0..n {
            for to in (0..n).filter(|&to| to != from) {
                if climb.exhausted() {
                    break 'climb;
                }
                let mut order = climb.best.clone();
                let letter = order.remove(from);
                order.insert(to, letter);
                if climb.offer(order) {
                    continue 'climb;
                }
            }
        }
        break;
    }
    Plan::for_order(puzzle, &climb.best)
}

/// The state of the order search.
struct Climb<'p> {
    puzzle: &'p Puzzle,
    budget: u64,
    spent: u64,
    tries: usize,
    best: Vec<u8>,
    best_cost: u64,
}

impl Climb<'_> {
    fn exhausted(&self) -> bool {
        self.spent >= self.budget || self.tries >= ORDER_TRIES
    }

    /// Costs `order`, and keeps it if it beats the best so far.
    fn offer(&mut self, order: Vec<u8>) -> bool {
        let allowance = self.best_cost.min(self.budget.saturating_sub(self.spent));
        if allowance == 0 || self.tries >= ORDER_TRIES {
            return false;
        }
        self.tries += 1;
        let nodes = Plan::for_order(self.puzzle, &order).count_nodes(allowance);
        self.spent += nodes.unwrap_or(allowance);
        match nodes {
            Some(cost) => {
                (self.best, self.best_cost) = (order, cost);
                true
            }
            None => false,
        }
    }
}

/// Orders worth trying besides the runtime's: the runtime planner's own
/// candidates (by column from the right, by weight, and hybrids).
fn seed_orders(puzzle: &Puzzle) -> Vec<Vec<u8>> {
    let letters = puzzle.letters().map(|c| c as u32 - 'A' as u32).collect();
    crate::order::candidate_orders(puzzle.base(), puzzle.linear(), puzzle.nonlinear(), letters)
}

/// Why `solution!` cannot give a solution at compile time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    /// The search would visit more than [`SOLVE_BUDGET`] nodes.
    TooCostly,
    /// The puzzle has no solution.
    NoSolution,
    /// `unique` was asked for, and these are the first two solutions.
    NotUnique(Solution, Solution),
}

/// The first solution of `puzzle`, found at expansion time within
/// [`SOLVE_BUDGET`] nodes; with `unique`, an error if there is a second.
///
/// ```
/// # use alphametic_runtime::{Puzzle, codegen::{SolveError, solve_bounded}};
/// let s = solve_bounded(&Puzzle::parse("SEND + MORE == MONEY")?, true).unwrap();
/// assert_eq!(s.digit('Y'), Some(2));
/// let err = solve_bounded(&Puzzle::parse("A == B")?, false).unwrap_err();
/// assert_eq!(err, SolveError::NoSolution);
/// # Ok::<(), alphametic_runtime::ParseError>(())
/// ```
pub fn solve_bounded(puzzle: &Puzzle, unique: bool) -> Result<Solution, SolveError> {
    // The runtime's search for all solutions costs this much; finding the
    // first one or two costs no more.
    if puzzle.plan().count_nodes(SOLVE_BUDGET).is_none() {
        return Err(SolveError::TooCostly);
    }
    let mut found = puzzle.solutions();
    let first = found.next().ok_or(SolveError::NoSolution)?;
    match found.next() {
        Some(second) if unique => Err(SolveError::NotUnique(first, second)),
        _ => Ok(first),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(text: &str) -> String {
        expand_puzzle(&Puzzle::parse(text).unwrap()).to_string()
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
        assert!(!expand_stub().to_string().contains("while"));
        assert!(!expand_stub().to_string().contains("fn count"));
    }

    #[test]
    fn the_order_search_never_makes_a_plan_worse() {
        for text in [
            "SEND + MORE == MONEY",
            "ELEVEN + LAGERS + REVIVE == GENERAL",
            "SEND + MORE == MONEY, MONEY - MORE == SEND",
        ] {
            let puzzle = Puzzle::parse(text).unwrap();
            let chosen = choose_plan(&puzzle, ORDER_BUDGET);
            let runtime = puzzle.plan().count_nodes(u64::MAX).unwrap();
            assert!(chosen.count_nodes(u64::MAX).unwrap() <= runtime, "{text}");
        }
    }

    #[test]
    fn a_puzzle_with_several_solutions_keeps_the_runtime_order() {
        let puzzle = Puzzle::parse("A + B == C").unwrap();
        assert_eq!(&choose_plan(&puzzle, ORDER_BUDGET), puzzle.plan());
    }

    #[test]
    fn solution_tokens_list_26_letters() {
        let s = Puzzle::parse("TO + GO == OUT").unwrap().solve().unwrap();
        let code = expand_solution(&s).to_string();
        assert_eq!(code.matches("Some").count(), 4);
        assert_eq!(code.matches("None").count(), 22);
        assert!(code.contains("Some (8u8)"));
    }

    #[test]
    fn solve_bounded_reports_two_solutions() {
        let puzzle = Puzzle::parse("A + B == C").unwrap();
        match solve_bounded(&puzzle, true) {
            Err(SolveError::NotUnique(a, b)) => assert_ne!(a, b),
            other => panic!("{other:?}"),
        }
        assert!(solve_bounded(&puzzle, false).is_ok());
    }

    /// The puzzles of the Exercism cases and the sums corpus.
    fn corpus() -> Vec<String> {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/alphametics/");
        let json = std::fs::read_to_string(format!("{dir}exercism-canonical-data.json"))
            .expect("the Exercism data is in tests/data");
        let sums = std::fs::read_to_string(format!("{dir}sums.txt")).expect("sums.txt");
        // The puzzles are the only `"puzzle": "…"` fields, with no escapes.
        json.split("\"puzzle\": \"")
            .skip(1)
            .map(|rest| rest[..rest.find('"').expect("a closing quote")].to_owned())
            .chain(sums.lines().map(str::to_owned))
            .collect()
    }

    /// Prints the expansion time of every corpus puzzle (run with
    /// `--nocapture`); asserts only that every puzzle expands.
    #[test]
    fn expansion_time_per_puzzle() {
        let puzzles = corpus();
        assert_eq!(puzzles.len(), 112);
        let mut times = Vec::new();
        let (mut runtime_nodes, mut chosen_nodes, mut reordered) = (0, 0, 0);
        for text in &puzzles {
            let started = std::time::Instant::now();
            let puzzle = Puzzle::parse(text).expect("the corpus parses");
            let tokens = expand_puzzle(&puzzle);
            let took = started.elapsed();
            assert!(!tokens.is_empty());
            let short: String = text.chars().take(50).collect();
            println!("{:>9.3} ms  {short}", took.as_secs_f64() * 1e3);
            times.push(took.as_secs_f64() * 1e3);
            let chosen = choose_plan(&puzzle, ORDER_BUDGET);
            reordered += usize::from(&chosen != puzzle.plan());
            runtime_nodes += puzzle.plan().count_nodes(u64::MAX).expect("no budget");
            chosen_nodes += chosen.count_nodes(u64::MAX).expect("no budget");
        }
        println!(
            "search nodes to count all: {runtime_nodes} with the runtime's plans, \
             {chosen_nodes} with the chosen ones ({reordered} reordered)"
        );
        let total: f64 = times.iter().sum();
        let max = times.iter().cloned().fold(0.0, f64::max);
        println!(
            "{} puzzles: {total:.1} ms in all, {:.2} ms mean, {max:.2} ms max",
            times.len(),
            total / times.len() as f64
        );
    }
}
