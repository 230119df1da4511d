//! What an explanation calls an unknown: a letter by itself, a missing
//! digit by its number.

use std::fmt;

/// An unknown of the puzzle as the explanation names it: a letter, or a
/// missing digit `?`, numbered from 1 in the order the `?`s are written
/// and shown with its number in subscript (`?₃`), as the runtime's
/// [`Constraint::text`](alphametic_runtime::Constraint::text) writes it
/// in an equation (`?₃96`).
/// Letters come first, alphabetically, then the `?`s in order, as in the
/// runtime's [`Model::alphabet`](alphametic_runtime::Model::alphabet).
///
/// ```
/// use alphametic_explain::Name;
/// assert_eq!(Name::Letter('E').to_string(), "E");
/// assert_eq!(Name::Blank(3).to_string(), "?₃");
/// assert_eq!(Name::Blank(12).to_string(), "?₁₂");
/// assert!(Name::Letter('Z') < Name::Blank(1));
/// assert_eq!(Name::from('E'), 'E');
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Name {
    /// A letter, which takes a digit no other letter takes.
    Letter(char),
    /// The `n`-th `?` as written (from 1): a digit of its own, which may
    /// be any other unknown's too.
    Blank(u16),
}

impl Name {
    /// The letter, when it is one.
    pub fn letter(self) -> Option<char> {
        match self {
            Name::Letter(c) => Some(c),
            Name::Blank(_) => None,
        }
    }
}

impl From<char> for Name {
    fn from(letter: char) -> Name {
        Name::Letter(letter)
    }
}

impl PartialEq<char> for Name {
    fn eq(&self, letter: &char) -> bool {
        *self == Name::Letter(*letter)
    }
}

impl fmt::Display for Name {
    /// The letter, or `?` and the number in subscript.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Name::Letter(c) => write!(f, "{c}"),
            Name::Blank(n) => {
                f.write_str("?")?;
                for digit in n.to_string().chars() {
                    let low = digit.to_digit(10).and_then(|d| char::from_u32(0x2080 + d));
                    write!(f, "{}", low.unwrap_or(digit))?;
                }
                Ok(())
            }
        }
    }
}

/// The names of the unknowns of a model's alphabet, in its order: its
/// letters, then a number for each `?`.
pub(crate) fn names(model: &alphametic_runtime::Model) -> Vec<Name> {
    let blanks = model.blanks();
    let mut next = 0u16;
    model
        .alphabet()
        .iter()
        .enumerate()
        .map(|(u, &c)| {
            if blanks.contains(u as u32) {
                next += 1;
                Name::Blank(next)
            } else {
                Name::Letter(c)
            }
        })
        .collect()
}
