//! The rules a puzzle may set on its letters beyond the zero rule: which
//! letters must differ ([`Distinct`]), the digits a letter may not take or
//! must take, and which characters are symbols. Read from their text forms
//! here, once, for every front end (the macro's options, the command
//! line's flags, run files, the page and the Python package).

use std::fmt;
use std::str::FromStr;

use crate::DigitSet;

/// Which letters must take different digits.
///
/// ```
/// use alphametic_runtime::{Distinct, Options, Puzzle};
///
/// // A, B and C differ from each other, D, E and F too; A may equal D.
/// let groups: Distinct = "ABC,DEF".parse()?;
/// assert_eq!(groups, Distinct::Groups(vec!["ABC".into(), "DEF".into()]));
/// let none: Distinct = "0".parse()?;
/// assert_eq!(none, Distinct::None);
///
/// let all = Puzzle::parse("A + B == C")?.count();
/// let free = Puzzle::parse_with("A + B == C", Options::new().distinct(Distinct::None))?.count();
/// assert_eq!((all, free), (32, 55));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Distinct {
    /// Every letter takes a digit of its own: the rule of alphametics.
    #[default]
    All,
    /// Letters may share digits.
    None,
    /// The letters of each group take digits of their own within the
    /// group; letters of different groups, and letters of no group, may
    /// share digits.
    Groups(Vec<String>),
}

impl FromStr for Distinct {
    type Err = RuleError;

    /// `all` or `1` for [`Distinct::All`]; `none`, `0` or an empty text
    /// for [`Distinct::None`]; otherwise groups of letters joined by
    /// commas, as in `ABC,DEF`.
    fn from_str(text: &str) -> Result<Distinct, RuleError> {
        let text = text.trim();
        match text {
            "all" | "1" => return Ok(Distinct::All),
            "" | "none" | "0" => return Ok(Distinct::None),
            _ => {}
        }
        let groups: Vec<String> = text.split(',').map(|g| g.trim().to_owned()).collect();
        for group in &groups {
            if group.is_empty() {
                return Err(RuleError::new(text, "a group of letters is empty"));
            }
            if let Some(twice) = repeated(group) {
                return Err(RuleError::new(
                    text,
                    format!("the group `{group}` names `{twice}` twice"),
                ));
            }
        }
        Ok(Distinct::Groups(groups))
    }
}

impl fmt::Display for Distinct {
    /// The text form [`Distinct`]'s `FromStr` reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Distinct::All => f.write_str("all"),
            Distinct::None => f.write_str("none"),
            Distinct::Groups(groups) => f.write_str(&groups.join(",")),
        }
    }
}

/// The first character `group` holds twice.
fn repeated(group: &str) -> Option<char> {
    group
        .char_indices()
        .find(|&(i, c)| group[..i].contains(c))
        .map(|(_, c)| c)
}

/// Why the text of a rule is not one: the text and the reason.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RuleError {
    text: String,
    reason: String,
}

impl RuleError {
    fn new(text: &str, reason: impl Into<String>) -> RuleError {
        RuleError {
            text: text.to_owned(),
            reason: reason.into(),
        }
    }

    /// The error for a rule `name` the language does not have.
    pub(crate) fn unknown(name: &str) -> RuleError {
        RuleError::new(
            name,
            "no such rule: the rules are `distinct`, `invalid`, `assign`, `symbols` and `literal`",
        )
    }

    /// What is wrong with the text.
    pub fn reason(&self) -> &str {
        &self.reason
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}`: {}", self.text, self.reason)
    }
}

impl std::error::Error for RuleError {}

/// Digits and the letters that may not take them, as an `invalid` rule
/// writes them: `0,ABC` (A, B and C are not 0), `2|4|6|8,A` (A is odd),
/// `0-3,XY`. The digits are decimal numbers, whatever the base, joined by
/// `|` or as ranges `lo-hi`; a run of single digits such as `016` names
/// each of them.
///
/// ```
/// use alphametic_runtime::{DigitSet, rules};
///
/// let (digits, letters) = rules::invalid("2|4|6|8,A")?;
/// assert_eq!((digits, letters.as_str()), (DigitSet::from_iter([2, 4, 6, 8]), "A"));
/// let (digits, _) = rules::invalid("016,XY")?;
/// assert_eq!(digits, DigitSet::from_iter([0, 1, 6]));
/// assert!(rules::invalid("0").is_err());
/// # Ok::<(), alphametic_runtime::rules::RuleError>(())
/// ```
pub fn invalid(text: &str) -> Result<(DigitSet, String), RuleError> {
    let Some((digits, letters)) = text.split_once(',') else {
        return Err(RuleError::new(
            text,
            "write the digits, a comma, then the letters, as in `0,ABC`",
        ));
    };
    let letters = letters.trim();
    if letters.is_empty() {
        return Err(RuleError::new(text, "no letters follow the digits"));
    }
    Ok((digit_list(text, digits)?, letters.to_owned()))
}

/// A letter and the one digit it takes, as an `assign` rule writes them:
/// `E,5` or `E=5`.
///
/// ```
/// use alphametic_runtime::rules;
/// assert_eq!(rules::assign("E,5")?, ('E', 5));
/// assert_eq!(rules::assign("x=11")?, ('x', 11));
/// assert!(rules::assign("EF,5").is_err());
/// # Ok::<(), alphametic_runtime::rules::RuleError>(())
/// ```
pub fn assign(text: &str) -> Result<(char, u32), RuleError> {
    let Some((letter, digit)) = text.split_once([',', '=']) else {
        return Err(RuleError::new(
            text,
            "write a letter, a comma, then its digit, as in `E,5`",
        ));
    };
    let mut chars = letter.trim().chars();
    let (Some(letter), None) = (chars.next(), chars.next()) else {
        return Err(RuleError::new(text, "name one letter before the comma"));
    };
    let digit = digit.trim();
    match digit.parse::<u32>() {
        Ok(d) if d < 64 && digit.bytes().all(|b| b.is_ascii_digit()) => Ok((letter, d)),
        _ => Err(RuleError::new(
            text,
            format!("`{digit}` is not a digit: write a decimal number"),
        )),
    }
}

/// The digits of an `invalid` rule: numbers joined by `|`, ranges `lo-hi`
/// joined by `|`, or a run of single decimal digits.
fn digit_list(text: &str, digits: &str) -> Result<DigitSet, RuleError> {
    let digits = digits.trim();
    let bad = |part: &str| {
        RuleError::new(
            text,
            format!("`{part}` is not a digit or a range of digits"),
        )
    };
    if digits.is_empty() {
        return Err(RuleError::new(text, "no digits before the comma"));
    }
    if !digits.contains(['|', '-']) {
        // `016`: each character one digit, as a run file writes several
        // digits below 10 at once.
        return digits
            .chars()
            .map(|c| c.to_digit(10).filter(|_| c.is_ascii_digit()))
            .collect::<Option<DigitSet>>()
            .ok_or_else(|| bad(digits));
    }
    let mut set = DigitSet::EMPTY;
    for part in digits.split('|') {
        let part_set: DigitSet = part.parse().map_err(|_| bad(part.trim()))?;
        if part_set.is_empty() {
            return Err(bad(part.trim()));
        }
        set = set.union(part_set);
    }
    Ok(set)
}

/// Which characters of the text are symbols, the unknowns whose digits
/// the solver finds: letters unless `symbols` names others, never those
/// `literal` names, and always `?`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Symbols<'a> {
    pub(crate) symbols: Option<&'a str>,
    pub(crate) literal: &'a str,
}

impl Symbols<'_> {
    /// Letters, as the language reads them unless told otherwise.
    #[cfg(test)]
    pub(crate) const LETTERS: Symbols<'static> = Symbols {
        symbols: None,
        literal: "",
    };

    /// Whether `c` stands for an unknown digit.
    pub(crate) fn contains(self, c: char) -> bool {
        let symbol = match self.symbols {
            Some(symbols) => symbols.contains(c),
            None => crate::is_letter(c),
        };
        symbol && !self.literal.contains(c)
    }

    /// Whether letters are the symbols, as the fast path of a plain sum
    /// assumes.
    pub(crate) fn is_letters(self) -> bool {
        self.symbols.is_none() && self.literal.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distinct_reads_and_writes_its_forms() {
        for (text, want) in [
            ("all", Distinct::All),
            ("1", Distinct::All),
            ("", Distinct::None),
            ("0", Distinct::None),
            ("AB, CD", Distinct::Groups(vec!["AB".into(), "CD".into()])),
        ] {
            let got: Distinct = text.parse().unwrap();
            assert_eq!(got, want, "{text}");
            assert_eq!(got.to_string().parse::<Distinct>().unwrap(), got);
        }
        let err = "ABCA,DE".parse::<Distinct>().unwrap_err();
        assert_eq!(err.reason(), "the group `ABCA` names `A` twice");
        assert!("AB,,CD".parse::<Distinct>().is_err());
    }

    #[test]
    fn invalid_reads_every_digit_form() {
        let set = |d: &[u32]| d.iter().copied().collect::<DigitSet>();
        assert_eq!(invalid("0,ABC").unwrap(), (set(&[0]), "ABC".into()));
        assert_eq!(invalid("1|3|5,A").unwrap().0, set(&[1, 3, 5]));
        assert_eq!(invalid("10|11,A").unwrap().0, set(&[10, 11]));
        assert_eq!(invalid("0-3,A").unwrap().0, set(&[0, 1, 2, 3]));
        assert_eq!(invalid("016,A").unwrap().0, set(&[0, 1, 6]));
        for bad in ["0", ",A", "0,", "x,A", "1||2,A", "3-1,A"] {
            assert!(invalid(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn assign_reads_a_letter_and_a_digit() {
        assert_eq!(assign(" E , 5 ").unwrap(), ('E', 5));
        for bad in ["E", "E,", ",5", "EF,5", "E,-1", "E,x", "E,64"] {
            assert!(assign(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn symbols_follow_the_options() {
        assert!(Symbols::LETTERS.contains('a') && !Symbols::LETTERS.contains('1'));
        let digits = Symbols {
            symbols: Some("0123456789"),
            literal: "",
        };
        assert!(digits.contains('1') && !digits.contains('A'));
        let no_x = Symbols {
            symbols: None,
            literal: "x",
        };
        assert!(!no_x.contains('x') && no_x.contains('y'));
    }
}
