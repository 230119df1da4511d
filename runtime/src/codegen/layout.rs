//! The code `alphametic!` generates for a long division or multiplication:
//! its [`LayoutPlan`] as a `static` built from literals, and the runtime's
//! search of the written method run on it (the search is shared, as the
//! parser and planner are, so the two cannot disagree). The generated code
//! neither parses nor plans at run time.

use proc_macro2::TokenStream;
use quote::quote;

use super::expand::{methods, trait_impl, wrap};
use crate::plan::LayoutPlan;

/// The tokens of a value that implements `::alphametic::Alphametic` by
/// the written method's search of `plan`.
pub(crate) fn expand_layout(plan: &LayoutPlan) -> TokenStream {
    let LayoutPlan {
        base,
        division,
        alphabet,
        domains,
        distinct,
        cells,
        ends,
    } = plan;
    let (alphabet, domains, cells, ends) =
        (alphabet.iter(), domains.iter(), cells.iter(), ends.iter());
    let path = quote!(::alphametic::__private::LayoutPlan);
    let table = quote! {
        impl __Puzzle {
            /// The layout, read and planned when the macro expanded.
            fn plan() -> &'static #path {
                static PLAN: #path = #path::from_parts(
                    #base,
                    #division,
                    &[#(#alphabet),*],
                    &[#(#domains),*],
                    #distinct,
                    &[#(#cells),*],
                    &[#(#ends),*],
                );
                &PLAN
            }
        }
    };
    let for_each = quote!(Self::plan().for_each_solution(visit););
    let count = quote!(Self::plan().count());
    let solution = quote!(::alphametic::__private::Solution);
    // The runtime's iterator, lazy without resuming.
    let solutions = quote! {
        fn solutions(
            &self,
        ) -> ::alphametic::__private::Box<dyn ::core::iter::Iterator<Item = #solution> + '_> {
            Self::plan().solutions()
        }

        fn is_unique(&self) -> ::core::primitive::bool {
            Self::plan().is_unique()
        }
    };
    wrap(&[table, methods(&for_each, &count), trait_impl(&solutions)])
}
