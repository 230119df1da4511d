//! The arguments of the macros: a puzzle string, then options.
//!
//! ```text
//! alphametic!("SEND + MORE == MONEY", base = 16)
//! alphametic!("I + A == BI", strict)
//! alphametic!("ABC + DEF == GHI", digits = "1-9")
//! alphametic!("AB + CD == EF", distinct = "AB,CD", invalid = "0,AC", assign = "E,1")
//! solution!("SEND + MORE == MONEY", unique)
//! ```
//!
//! Parsing goes on after a mistake, so that every independent problem is
//! reported in one go.

use alphametic_runtime::{DigitSet, Options};
use proc_macro2::{Span, TokenStream, TokenTree};
use syn::parse::{ParseStream, Parser};
use syn::{Ident, LitInt, LitStr, Token};

/// Which macro the arguments are for: they differ in their flags.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Macro {
    Alphametic,
    Solution,
}

impl Macro {
    fn name(self) -> &'static str {
        match self {
            Macro::Alphametic => "alphametic",
            Macro::Solution => "solution",
        }
    }

    fn expected_options(self) -> &'static str {
        match self {
            Macro::Alphametic => {
                "expected `base = N`, `digits = \"…\"`, `strict`, `leading_zeros`, \
                 `distinct = \"…\"`, `invalid = \"…\"`, `assign = \"…\"`, `symbols = \"…\"` \
                 or `literal = \"…\"`"
            }
            Macro::Solution => {
                "expected `base = N`, `digits = \"…\"`, `strict`, `leading_zeros`, \
                 `distinct = \"…\"`, `invalid = \"…\"`, `assign = \"…\"`, `symbols = \"…\"`, \
                 `literal = \"…\"` or `unique`"
            }
        }
    }
}

/// What the arguments say, as far as they could be read.
pub struct Args {
    /// The puzzle, if the first argument is a string literal.
    pub puzzle: Option<LitStr>,
    /// The base asked for; `None` for the default or a bad value.
    pub base: Option<u32>,
    /// Whether `base = …` was given but is not a valid base.
    pub bad_base: bool,
    /// The `unique` flag of `solution!`.
    pub unique: bool,
    /// The `strict` flag: no word may start with 0.
    pub strict: bool,
    /// The digits the letters may take, with the literal that gave them.
    pub digits: Option<(DigitSet, LitStr)>,
    /// The `leading_zeros` flag: any word may start with 0.
    pub leading_zeros: bool,
    /// The letter rules (`distinct`, `invalid`, `assign`, `symbols`,
    /// `literal`) in the order given, each with its literal.
    pub rules: Vec<(String, LitStr)>,
    /// Every problem found, in source order.
    pub errors: Vec<syn::Error>,
}

impl Args {
    /// Reads the arguments of macro `which`; never fails, the problems go
    /// into `errors`.
    pub fn parse(input: TokenStream, which: Macro) -> Args {
        let mut args = Args {
            puzzle: None,
            base: None,
            bad_base: false,
            unique: false,
            strict: false,
            digits: None,
            leading_zeros: false,
            rules: Vec::new(),
            errors: Vec::new(),
        };
        let parser = |stream: ParseStream| {
            args.read(stream, which);
            Ok(())
        };
        if let Err(e) = parser.parse2(input) {
            // The reader consumes every token, so this is not expected; a
            // stray error still becomes a compile error, not a panic.
            args.errors.push(e);
        }
        args
    }

    fn read(&mut self, input: ParseStream, which: Macro) {
        if input.is_empty() {
            // error: expected a puzzle string, like `alphametic!("SEND + MORE == MONEY")`
            self.errors.push(syn::Error::new(
                Span::call_site(),
                format!(
                    "expected a puzzle string, like `{}!(\"SEND + MORE == MONEY\")`",
                    which.name()
                ),
            ));
            return;
        }
        if input.peek(LitStr) {
            self.puzzle = input.parse().ok();
            if let Some(lit) = self.puzzle.as_ref().filter(|lit| !lit.suffix().is_empty()) {
                // error: unexpected suffix `xyz` on the puzzle string
                //   |     alphametic!("A == B"xyz)
                //   |                 ^^^^^^^^^^^
                self.errors.push(syn::Error::new(
                    lit.span(),
                    format!("unexpected suffix `{}` on the puzzle string", lit.suffix()),
                ));
            }
        } else {
            // error: expected the puzzle as a string literal
            //   |     alphametic!(SEND + MORE == MONEY)
            //   |                 ^^^^
            let bad: TokenTree = input.parse().expect("the input is not empty");
            self.errors.push(syn::Error::new(
                bad.span(),
                "expected the puzzle as a string literal, like `\"SEND + MORE == MONEY\"`",
            ));
            skip_to_comma(input);
        }
        let mut seen_base = None::<Ident>;
        let mut seen_unique = None::<Ident>;
        let mut seen_strict = None::<Ident>;
        let mut seen_digits = None::<Ident>;
        let mut seen_zeros = None::<Ident>;
        let mut seen_distinct = None::<Ident>;
        let mut seen_symbols = None::<Ident>;
        let mut seen_literal = None::<Ident>;
        // `invalid` and `assign` may be given as often as there are rules:
        // each is seen afresh.
        let mut repeatable;
        while !input.is_empty() {
            if input.parse::<Token![,]>().is_err() {
                // error: unexpected tokens after the puzzle
                let rest = skip_to_end(input);
                self.errors.push(syn::Error::new_spanned(
                    rest,
                    "unexpected tokens: the options follow the puzzle after a `,`",
                ));
                return;
            }
            if input.is_empty() {
                break;
            }
            let Ok(name) = input.parse::<Ident>() else {
                let rest = skip_to_comma(input);
                self.errors.push(syn::Error::new_spanned(
                    rest,
                    format!("expected an option: {}", which.expected_options()),
                ));
                continue;
            };
            let seen = match name.to_string().as_str() {
                "base" => &mut seen_base,
                "unique" if which == Macro::Solution => &mut seen_unique,
                "strict" => &mut seen_strict,
                "digits" => &mut seen_digits,
                "leading_zeros" => &mut seen_zeros,
                "distinct" => &mut seen_distinct,
                "symbols" => &mut seen_symbols,
                "literal" => &mut seen_literal,
                "invalid" | "assign" => {
                    repeatable = None;
                    &mut repeatable
                }
                other => {
                    // error: unknown option `bass`; expected `base = N`
                    self.errors.push(syn::Error::new(
                        name.span(),
                        format!("unknown option `{other}`; {}", which.expected_options()),
                    ));
                    skip_to_comma(input);
                    continue;
                }
            };
            if seen.is_some() {
                // error: duplicate option `base`
                self.errors.push(syn::Error::new(
                    name.span(),
                    format!("duplicate option `{name}`: it is given twice"),
                ));
                skip_to_comma(input);
                continue;
            }
            *seen = Some(name.clone());
            if name == "unique" || name == "strict" || name == "leading_zeros" {
                if name == "unique" {
                    self.unique = true;
                } else if name == "strict" {
                    self.strict = true;
                } else {
                    self.leading_zeros = true;
                }
                if input.peek(Token![=]) {
                    // error: `strict` is a flag and takes no value
                    //   |     alphametic!("A == B", strict = true)
                    //   |                           ^^^^^^
                    self.errors.push(syn::Error::new(
                        name.span(),
                        format!("`{name}` is a flag and takes no value: write `{name}` alone"),
                    ));
                    skip_to_comma(input);
                }
                continue;
            }
            if name == "digits" {
                self.read_digits(input, &name);
            } else if name != "base" {
                self.read_rule(input, &name);
            } else {
                self.read_base(input, &name);
            }
        }
    }

    /// Reads `= "1-9"` after `digits`.
    fn read_digits(&mut self, input: ParseStream, name: &Ident) {
        const EXPECTED: &str = "expected `digits = \"…\"`, digits and ranges joined by commas, \
                                as in `digits = \"1-9\"`";
        if input.parse::<Token![=]>().is_err() || input.is_empty() || input.peek(Token![,]) {
            self.errors.push(syn::Error::new(name.span(), EXPECTED));
            skip_to_comma(input);
            return;
        }
        let value = skip_to_comma(input);
        let Ok(lit) = syn::parse2::<LitStr>(value.clone()) else {
            // error: expected `digits = "…"`
            //   |     alphametic!("A == B", digits = 1)
            //   |                                    ^
            self.errors.push(syn::Error::new_spanned(value, EXPECTED));
            return;
        };
        match lit.value().parse::<DigitSet>() {
            Ok(digits) => self.digits = Some((digits, lit)),
            // error: `x` is not a digit or a range of digits: …
            //   |     alphametic!("A == B", digits = "1-x")
            //   |                                    ^^^^^
            Err(err) => self
                .errors
                .push(syn::Error::new(lit.span(), err.to_string())),
        }
    }

    /// Reads `= "…"` after a letter rule's name, and checks the text as
    /// every front end does.
    fn read_rule(&mut self, input: ParseStream, name: &Ident) {
        let expected = format!("expected `{name} = \"…\"`, the rule as a string");
        if input.parse::<Token![=]>().is_err() || input.is_empty() || input.peek(Token![,]) {
            self.errors.push(syn::Error::new(name.span(), expected));
            skip_to_comma(input);
            return;
        }
        let value = skip_to_comma(input);
        let Ok(lit) = syn::parse2::<LitStr>(value.clone()) else {
            self.errors.push(syn::Error::new_spanned(value, expected));
            return;
        };
        match Options::new().rule(&name.to_string(), &lit.value()) {
            Ok(_) => self.rules.push((name.to_string(), lit)),
            // error: `ABCA`: the group `ABCA` names `A` twice
            //   |     alphametic!("A == B", distinct = "ABCA")
            //   |                                      ^^^^^^
            Err(err) => self
                .errors
                .push(syn::Error::new(lit.span(), err.to_string())),
        }
    }

    /// Reads `= N` after `base`.
    fn read_base(&mut self, input: ParseStream, name: &Ident) {
        self.bad_base = true;
        if input.parse::<Token![=]>().is_err() {
            self.errors.push(syn::Error::new(
                name.span(),
                "expected `base = N`, with `N` from 2 to 36",
            ));
            skip_to_comma(input);
            return;
        }
        if input.is_empty() || input.peek(Token![,]) {
            self.errors.push(syn::Error::new(
                name.span(),
                "expected a base from 2 to 36 after `base =`",
            ));
            return;
        }
        let value = skip_to_comma(input);
        let lit = syn::parse2::<LitInt>(value.clone()).ok();
        // error: the base must be an integer from 2 to 36
        //   |     alphametic!("A == B", base = 37)
        //   |                                  ^^
        match lit.as_ref().map(|l| l.base10_parse::<u32>()) {
            Some(Ok(base)) if (2..=alphametic_runtime::MAX_BASE).contains(&base) => {
                self.base = Some(base);
                self.bad_base = false;
            }
            Some(Ok(base)) => self.errors.push(syn::Error::new_spanned(
                value,
                format!("base {base} is not supported: the base must be from 2 to 36"),
            )),
            _ => self.errors.push(syn::Error::new_spanned(
                value,
                "the base must be an integer from 2 to 36",
            )),
        }
    }
}

/// Consumes tokens up to the next `,` (not included) and returns them.
fn skip_to_comma(input: ParseStream) -> TokenStream {
    let mut skipped = TokenStream::new();
    while !input.is_empty() && !input.peek(Token![,]) {
        match input.parse::<TokenTree>() {
            Ok(tt) => skipped.extend([tt]),
            Err(_) => break,
        }
    }
    skipped
}

/// Consumes every token left and returns them.
fn skip_to_end(input: ParseStream) -> TokenStream {
    let mut skipped = TokenStream::new();
    while let Ok(tt) = input.parse::<TokenTree>() {
        skipped.extend([tt]);
    }
    skipped
}
