//! A small printer of Rust tokens: one statement a line, blocks indented,
//! spaces where rustfmt puts them in the code `alphametic!` generates. It
//! stands in for `prettyplease`, which needs `syn`: the runtime is linked
//! by the proc macro and by the web page's WebAssembly module, and syn and
//! prettyplease would make that module half as large again.
//!
//! It knows the shapes the code generator emits (items, attributes, `let`,
//! loops with labels, `match`, paths, generics, casts), not all of Rust: an
//! unusual shape still prints as the same tokens, only spaced less well.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};

/// The code of `tokens`, printed.
///
/// ```
/// let tokens: proc_macro2::TokenStream =
///     "fn f(x: &[u8; 2]) -> Option<u8> { let y = x[0] as u8; if y > 1 { Some(y) } else { None } }"
///         .parse()
///         .unwrap();
/// assert_eq!(
///     alphametic_runtime::codegen::print(tokens),
///     "fn f(x: &[u8; 2]) -> Option<u8> {\n    let y = x[0] as u8;\n    if y > 1 {\n        Some(y)\n    } else {\n        None\n    }\n}\n"
/// );
/// ```
pub fn print(tokens: TokenStream) -> String {
    let mut list = Vec::new();
    atoms(tokens, &mut list);
    let mut printer = Printer::default();
    for (i, atom) in list.iter().enumerate() {
        printer.atom(atom, list.get(i + 1));
    }
    printer.newline();
    printer.out
}

/// One token as the printer sees it: operators of several characters
/// (`::`, `->`, `>=`, `&=`) joined.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Atom {
    Word(String),
    Literal(String),
    Op(String),
    Open(Delimiter),
    Close(Delimiter),
}

fn atoms(tokens: TokenStream, out: &mut Vec<Atom>) {
    let mut pending = String::new();
    for token in tokens {
        if let TokenTree::Punct(punct) = &token {
            pending.push(punct.as_char());
            // A lifetime's quote is joint to the word after it.
            if punct.spacing() == Spacing::Alone || punct.as_char() == '\'' {
                out.push(Atom::Op(std::mem::take(&mut pending)));
            }
            continue;
        }
        if !pending.is_empty() {
            out.push(Atom::Op(std::mem::take(&mut pending)));
        }
        match token {
            TokenTree::Ident(ident) => out.push(Atom::Word(ident.to_string())),
            TokenTree::Literal(literal) => out.push(Atom::Literal(literal.to_string())),
            TokenTree::Group(group) => {
                let delimiter = group.delimiter();
                let shown = delimiter != Delimiter::None;
                if shown {
                    out.push(Atom::Open(delimiter));
                }
                atoms(group.stream(), out);
                if shown {
                    out.push(Atom::Close(delimiter));
                }
            }
            TokenTree::Punct(_) => {}
        }
    }
    if !pending.is_empty() {
        out.push(Atom::Op(pending));
    }
}

/// Words after which `(` or `[` opens an expression, not a call or an
/// index, and `&`, `*`, `-` or `!` is unary.
const KEYWORDS: [&str; 15] = [
    "as", "break", "continue", "dyn", "else", "if", "impl", "in", "let", "match", "mut", "return",
    "where", "while", "for",
];

/// Words after which `<` opens generic parameters, when the next word is
/// the item's name: `fn search<F>`, `struct S<T>`.
const ITEMS: [&str; 5] = ["fn", "struct", "enum", "trait", "type"];

/// What an operator does to the spaces around it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    /// Spaces on both sides: `a + b`, `x = 1`, `-> T`.
    Binary,
    /// Tight to what follows: `&x`, `!m`, `-1`.
    Unary,
    /// Tight on both sides: `a::b`, `a.b`, `#[…]`, `'label`.
    Tight,
    /// Tight before, a space after: `,`, `;`, `x: T`.
    Separator,
    /// Tight on both sides, then an operand: `?`, the `>` of generics.
    Postfix,
    /// The `<` of generics, or the `!` of a macro.
    Opening,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Prev {
    Word(String),
    Literal,
    Open(Delimiter),
    Close(Delimiter),
    Op(Role),
}

#[derive(Default)]
struct Printer {
    out: String,
    indent: usize,
    /// The delimiters open around the current token.
    groups: Vec<Delimiter>,
    /// The generic argument lists open.
    generics: usize,
    prev: Option<Prev>,
    /// The word before `prev`, if any.
    word_before: Option<String>,
    /// A closing brace was printed: the next token starts a line unless
    /// it continues the expression (`;`, `,`, `)`, `.`, `else`).
    after_block: bool,
    /// The depth of `groups` at which an attribute's brackets opened.
    attribute: Option<usize>,
}

impl Printer {
    fn newline(&mut self) {
        if !self.out.is_empty() && !self.out.ends_with('\n') {
            self.out.push('\n');
        }
    }

    fn write(&mut self, text: &str, space: bool) {
        if self.out.is_empty() || self.out.ends_with('\n') {
            self.out.push_str(&"    ".repeat(self.indent));
        } else if space {
            self.out.push(' ');
        }
        self.out.push_str(text);
    }

    /// Whether the current token is in a block (or at the top), not inside
    /// parentheses or brackets.
    fn in_block(&self) -> bool {
        self.groups.last().is_none_or(|d| *d == Delimiter::Brace)
    }

    /// Whether the previous token ends an operand, so that an operator
    /// after it is binary and `(` after it is a call.
    fn after_operand(&self) -> bool {
        match &self.prev {
            Some(Prev::Word(w)) => !KEYWORDS.contains(&w.as_str()),
            Some(Prev::Literal | Prev::Close(_) | Prev::Op(Role::Postfix)) => true,
            _ => false,
        }
    }

    /// Whether the previous token leaves no space before the next.
    fn tight_after(&self) -> bool {
        matches!(
            self.prev,
            None | Some(
                Prev::Open(Delimiter::Parenthesis | Delimiter::Bracket)
                    | Prev::Op(Role::Unary | Role::Tight | Role::Opening)
            )
        )
    }

    fn role(&mut self, op: &str) -> Role {
        match op {
            "::" | "." | "#" | "'" => Role::Tight,
            "," | ";" | ":" => Role::Separator,
            "?" => Role::Postfix,
            "!" if matches!(&self.prev, Some(Prev::Word(w)) if !KEYWORDS.contains(&w.as_str())) => {
                Role::Opening
            }
            "&" | "*" | "-" | "!" if !self.after_operand() => Role::Unary,
            "<" => {
                let generic = match &self.prev {
                    Some(Prev::Op(Role::Tight)) => true,
                    Some(Prev::Word(w)) => {
                        w.starts_with(char::is_uppercase)
                            || w == "impl"
                            || self
                                .word_before
                                .as_deref()
                                .is_some_and(|b| ITEMS.contains(&b))
                    }
                    _ => false,
                };
                if generic {
                    self.generics += 1;
                    Role::Opening
                } else {
                    Role::Binary
                }
            }
            _ if op.chars().all(|c| c == '>') && self.generics >= op.len() => {
                self.generics -= op.len();
                Role::Postfix
            }
            _ => Role::Binary,
        }
    }

    fn atom(&mut self, atom: &Atom, next: Option<&Atom>) {
        if std::mem::take(&mut self.after_block) {
            let continues = match atom {
                Atom::Op(op) => matches!(op.as_str(), ";" | "," | "." | "?"),
                Atom::Close(d) => *d != Delimiter::Brace,
                Atom::Word(w) => w == "else",
                _ => false,
            };
            if !continues {
                self.newline();
            }
        }
        let tight = self.tight_after();
        let prev = match atom {
            Atom::Word(word) => {
                self.write(word, !tight);
                Prev::Word(word.clone())
            }
            Atom::Literal(text) => {
                self.write(text, !tight);
                Prev::Literal
            }
            Atom::Open(Delimiter::Brace) => {
                self.write("{", !tight);
                self.groups.push(Delimiter::Brace);
                if next != Some(&Atom::Close(Delimiter::Brace)) {
                    self.indent += 1;
                    self.newline();
                }
                Prev::Open(Delimiter::Brace)
            }
            Atom::Close(Delimiter::Brace) => {
                self.groups.pop();
                if self.prev == Some(Prev::Open(Delimiter::Brace)) {
                    self.out.push('}');
                } else {
                    self.indent = self.indent.saturating_sub(1);
                    self.newline();
                    self.write("}", false);
                }
                self.after_block = true;
                Prev::Close(Delimiter::Brace)
            }
            Atom::Open(delimiter) => {
                let call = self.after_operand() || self.prev == Some(Prev::Op(Role::Opening));
                if self.prev == Some(Prev::Op(Role::Tight)) && self.out.ends_with('#') {
                    self.attribute = Some(self.groups.len());
                }
                let text = if *delimiter == Delimiter::Bracket {
                    "["
                } else {
                    "("
                };
                self.write(text, !(tight || call));
                self.groups.push(*delimiter);
                Prev::Open(*delimiter)
            }
            Atom::Close(delimiter) => {
                self.groups.pop();
                let text = if *delimiter == Delimiter::Bracket {
                    "]"
                } else {
                    ")"
                };
                self.write(text, false);
                if self.attribute == Some(self.groups.len()) {
                    self.attribute = None;
                    self.newline();
                }
                Prev::Close(*delimiter)
            }
            // A trailing comma inside parentheses or brackets goes, as
            // rustfmt drops it on one line.
            Atom::Op(op)
                if op == ","
                    && matches!(
                        next,
                        Some(Atom::Close(Delimiter::Parenthesis | Delimiter::Bracket))
                    ) =>
            {
                return;
            }
            Atom::Op(op) => {
                let role = self.role(op);
                let space = match role {
                    Role::Separator | Role::Postfix => false,
                    Role::Opening => false,
                    Role::Tight if op == "::" => !tight && !self.after_operand(),
                    Role::Tight if op == "." => false,
                    _ => !tight,
                };
                self.write(op, space);
                if matches!(op.as_str(), ";" | ",") && self.in_block() {
                    self.newline();
                }
                Prev::Op(role)
            }
        };
        self.word_before = match self.prev.take() {
            Some(Prev::Word(w)) => Some(w),
            _ => None,
        };
        self.prev = Some(prev);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn printed(code: &str) -> String {
        print(code.parse().unwrap())
    }

    #[test]
    fn items_attributes_and_paths() {
        assert_eq!(
            printed(
                "static PUZZLE: &dyn ::alphametic::Alphametic = &{ #[derive(Clone, Copy)] struct __Puzzle; };"
            ),
            "static PUZZLE: &dyn ::alphametic::Alphametic = &{\n    #[derive(Clone, Copy)]\n    struct __Puzzle;\n};\n"
        );
    }

    #[test]
    fn generics_labels_and_operators() {
        assert_eq!(
            printed(
                "fn search<F: ::core::ops::FnMut(&[u8; 8usize]) -> ControlFlow<()>>(leaf: &mut F) { 's0: while m0 != 0 { m0 &= m0 - 1; let p = 0i64 + -9000i64 * d0; if p > 7i64 { continue 's0; } } }"
            ),
            "fn search<F: ::core::ops::FnMut(&[u8; 8usize]) -> ControlFlow<()>>(leaf: &mut F) {\n    's0: while m0 != 0 {\n        m0 &= m0 - 1;\n        let p = 0i64 + -9000i64 * d0;\n        if p > 7i64 {\n            continue 's0;\n        }\n    }\n}\n"
        );
    }

    #[test]
    fn matches_and_macros() {
        assert_eq!(
            printed(
                "let r = match resume { Some(r) => *r, None => [0; 8usize], }; x.unwrap_or(0); assert!(a < b);"
            ),
            "let r = match resume {\n    Some(r) => *r,\n    None => [0; 8usize],\n};\nx.unwrap_or(0);\nassert!(a < b);\n"
        );
    }
}
