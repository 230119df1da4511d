//! The numbers of doubly true sums as words the finder takes: their names
//! in a language, spelled by a number-to-words crate, or read from a list
//! of names and values. Available with the feature `numbers`; the names
//! are in English only unless the feature `languages` is on too, which
//! keeps a WebAssembly build small.
//!
//! ```
//! # use alphametic_find::{Finder as _, Found as _, Search as _};
//! use alphametic_find::{FindOptions, SumFinder, numbers};
//!
//! let names = numbers::spelled("en", 1..=20, &mut |_| {})?;
//! let finder = SumFinder::doubly_true(names, &FindOptions::new().addends(2, 2))
//!     .map_err(|e| e.to_string())?;
//! for found in finder.iter() {
//!     assert!(found.puzzle().contains(" == "));
//! }
//! # Ok::<(), String>(())
//! ```

use std::ops::RangeInclusive;

use num_bigint::BigInt;
use num2words2_core::base::Lang;

/// The language codes the number names come in: every language of
/// num2words with the feature `languages`, else English.
///
/// ```
/// assert!(alphametic_find::numbers::languages().contains(&"en"));
/// ```
pub fn languages() -> Vec<&'static str> {
    if cfg!(feature = "languages") {
        num2words2_core::supported_lang_keys()
    } else {
        vec!["en"]
    }
}

/// The speller of `lang`.
#[cfg(feature = "languages")]
fn speller(lang: &str) -> Option<&'static (dyn Lang + Sync)> {
    num2words2_core::get_lang_by_key(lang)
}

/// The speller of `lang`, English only: naming no other language lets the
/// linker leave the others out.
#[cfg(not(feature = "languages"))]
fn speller(lang: &str) -> Option<&'static (dyn Lang + Sync)> {
    static EN: std::sync::OnceLock<num2words2_core::LangEn> = std::sync::OnceLock::new();
    (lang == "en").then(|| EN.get_or_init(num2words2_core::LangEn::new) as _)
}

/// A name as the finder takes it: letters only, as written (accents kept),
/// spaces, hyphens and apostrophes dropped (`twenty-one` → `twentyone`,
/// `cuarenta y dos` → `cuarentaydos`). `None` when something else is left.
///
/// ```
/// use alphametic_find::numbers::word;
/// assert_eq!(word("twenty-one").as_deref(), Some("twentyone"));
/// assert_eq!(word("4x"), None);
/// ```
pub fn word(name: &str) -> Option<String> {
    let word: String = name
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '-' | '\u{2010}' | '\'' | '\u{2019}'))
        .collect();
    (!word.is_empty() && crate::WordList::parse(&word).words().len() == 1).then_some(word)
}

/// The numbers of `range` named in `lang`, with a warning for each the
/// crate cannot spell as a word; `Err` with the message for an unknown
/// language.
///
/// ```
/// let names = alphametic_find::numbers::spelled("en", 20..=21, &mut |_| {}).unwrap();
/// assert_eq!(names, [("twenty".to_owned(), 20), ("twentyone".to_owned(), 21)]);
/// ```
pub fn spelled(
    lang: &str,
    range: RangeInclusive<u64>,
    warn: &mut dyn FnMut(String),
) -> Result<Vec<(String, i128)>, String> {
    // num2words2-core ports the Python num2words, the most widely used
    // number speller, to Rust: 120+ languages and regional spellings from
    // one maintained source, which no hand-written table could match.
    let Some(speller) = speller(lang) else {
        let see = if cfg!(feature = "languages") {
            "see `alphametic find --list-languages`"
        } else {
            "this build names numbers in English (`en`) only"
        };
        return Err(format!("no number names for language `{lang}`: {see}"));
    };
    let mut numbers = Vec::new();
    for n in range {
        match speller.to_cardinal(&BigInt::from(n)) {
            Ok(name) => match word(&name) {
                Some(word) => numbers.push((word, i128::from(n))),
                None => warn(format!("{n} is `{name}` in `{lang}`, not a word: skipped")),
            },
            Err(err) => warn(format!("{n} has no name in `{lang}` ({err:?}): skipped")),
        }
    }
    Ok(numbers)
}

/// Reads `name<TAB>value` lines, keeping those whose value is in `range`,
/// each name made a word as by [`word`]; blank lines and lines starting
/// with `#` are skipped, and a malformed line is reported with its number
/// and skipped.
///
/// ```
/// use alphametic_find::numbers::from_file;
///
/// let mut warnings = Vec::new();
/// let text = "# mine\nvingt et un\t21\ndeux\n";
/// let numbers = from_file(text, 1..=100, &mut |w| warnings.push(w));
/// assert_eq!(numbers, [("vingtetun".to_owned(), 21)]);
/// assert_eq!(warnings, ["line 3: `deux` is not `name<TAB>value`, skipped"]);
/// ```
pub fn from_file(
    text: &str,
    range: RangeInclusive<u64>,
    warn: &mut dyn FnMut(String),
) -> Vec<(String, i128)> {
    let mut numbers = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = i + 1;
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let Some((name, value)) = trimmed.split_once('\t') else {
            warn(format!(
                "line {line_no}: `{trimmed}` is not `name<TAB>value`, skipped"
            ));
            continue;
        };
        let Ok(value) = value.trim().parse::<u64>() else {
            warn(format!(
                "line {line_no}: `{}` is not a number from 0 to {}, skipped",
                value.trim(),
                u64::MAX
            ));
            continue;
        };
        let Some(word) = word(name.trim()) else {
            warn(format!(
                "line {line_no}: `{}` is not a name: letters, spaces, hyphens and apostrophes only, skipped",
                name.trim()
            ));
            continue;
        };
        if range.contains(&value) {
            numbers.push((word, i128::from(value)));
        }
    }
    numbers
}

/// Reads `LO..HI` (both included).
///
/// ```
/// use alphametic_find::numbers::range;
/// assert_eq!(range("1..100"), Ok(1..=100));
/// assert!(range("5..1").is_err());
/// ```
pub fn range(text: &str) -> Result<RangeInclusive<u64>, String> {
    let parse = |s: &str| s.trim().parse::<u64>().ok();
    match text.split_once("..").map(|(lo, hi)| (parse(lo), parse(hi))) {
        Some((Some(lo), Some(hi))) if lo <= hi => Ok(lo..=hi),
        _ => Err(format!(
            "`{text}` is not a range of numbers: write `LO..HI` with LO <= HI, as in `1..100`"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_become_words() {
        assert_eq!(word("twenty-one").as_deref(), Some("twentyone"));
        assert_eq!(word("cuarenta y dos").as_deref(), Some("cuarentaydos"));
        assert_eq!(word("tweeënveertig").as_deref(), Some("tweeënveertig"));
        assert_eq!(word("l'un").as_deref(), Some("lun"));
        assert_eq!(word("4x"), None);
        assert_eq!(word(" - "), None);
    }

    #[test]
    fn english_is_spelled() {
        let mut warnings = Vec::new();
        let numbers = spelled("en", 19..=21, &mut |w| warnings.push(w)).unwrap();
        assert_eq!(
            numbers,
            [
                ("nineteen".to_owned(), 19),
                ("twenty".to_owned(), 20),
                ("twentyone".to_owned(), 21)
            ]
        );
        assert!(warnings.is_empty());
        assert!(spelled("xx", 1..=2, &mut |_| {}).is_err());
    }

    #[test]
    fn other_languages_need_the_feature() {
        let spanish = spelled("es", 42..=42, &mut |_| {});
        if cfg!(feature = "languages") {
            assert_eq!(spanish, Ok(vec![("cuarentaydos".to_owned(), 42)]));
            assert!(languages().len() > 1);
        } else {
            assert_eq!(
                spanish,
                Err("no number names for language `es`: this build names numbers in English (`en`) only".to_owned())
            );
            assert_eq!(languages(), ["en"]);
        }
    }

    #[test]
    fn ranges() {
        assert_eq!(range("1..100"), Ok(1..=100));
        assert!(range("5..1").is_err());
        assert!(range("1-100").is_err());
    }

    #[test]
    fn files_report_bad_lines() {
        let mut warnings = Vec::new();
        let text = "# mine\nuno\t1\ndos\nveinte\tx\ntres\t3\ncien\t100\n";
        let numbers = from_file(text, 1..=10, &mut |w| warnings.push(w));
        assert_eq!(numbers, [("uno".to_owned(), 1), ("tres".to_owned(), 3)]);
        assert_eq!(warnings.len(), 2, "{warnings:?}");
        assert!(warnings[0].starts_with("line 3: `dos`"));
        assert!(warnings[1].starts_with("line 4: `x`"));
    }
}
