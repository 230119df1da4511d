//! The code `alphametic!` generates for a few puzzles, as reviewed
//! snapshots: any change to the code generator shows here as a diff.
//!
//! After an intended change, run `cargo insta review` (or set
//! `INSTA_UPDATE=always`) and read the new snapshots before accepting them.

use alphametic_runtime::Puzzle;

/// The generated code of `text` in `base`, formatted like `alphametic
/// codegen` prints it.
fn generated(text: &str, base: u32) -> String {
    let puzzle = Puzzle::parse_with_base(text, base).expect("the puzzle parses");
    let tokens = puzzle.expand();
    // The expansion is a block expression; wrap it in an item to format it.
    let file: syn::File = syn::parse2(quote_item(tokens)).expect("the expansion is valid Rust");
    prettyplease::unparse(&file)
}

fn quote_item(expr: proc_macro2::TokenStream) -> proc_macro2::TokenStream {
    let mut item: proc_macro2::TokenStream = "const PUZZLE: &dyn ::alphametic::Alphametic = &"
        .parse()
        .expect("valid tokens");
    item.extend(expr);
    item.extend(
        ";".parse::<proc_macro2::TokenStream>()
            .expect("valid tokens"),
    );
    item
}

#[test]
fn a_sum() {
    insta::assert_snapshot!(generated("SEND + MORE == MONEY", 10));
}

#[test]
fn several_equations() {
    insta::assert_snapshot!(generated("SEND + MORE == MONEY, MONEY - MORE == SEND", 10));
}

#[test]
fn a_product() {
    insta::assert_snapshot!(generated("IF * DR == DORI", 10));
}

#[test]
fn another_base() {
    insta::assert_snapshot!(generated("TO + GO == OUT", 7));
}

/// With several solutions (3 here) the visiting order stays the
/// runtime's, and the count gets a search of its own in an order that
/// visits far fewer nodes.
#[test]
fn several_solutions_count_in_their_own_order() {
    insta::assert_snapshot!(generated("PERSON + WOMAN + MAN == CAMERA", 10));
}
