//! The numbers of doubly true sums: their names in a language, spelled by
//! a number-to-words crate, as words the finder takes.

use std::ops::RangeInclusive;

use num_bigint::BigInt;
use num2words2_core::base::Lang;

/// The language codes the number names come in: every language of
/// num2words with the feature `languages` (a default), else English.
///
/// ```
/// assert!(alphametic_web::numbers::languages().contains(&"en"));
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
/// use alphametic_web::numbers::word;
/// assert_eq!(word("twenty-one").as_deref(), Some("twentyone"));
/// assert_eq!(word("4x"), None);
/// ```
pub fn word(name: &str) -> Option<String> {
    let word: String = name
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '-' | '\u{2010}' | '\'' | '\u{2019}'))
        .collect();
    (!word.is_empty() && alphametic_find::WordList::parse(&word).words().len() == 1).then_some(word)
}

/// The numbers of `range` named in `lang`, with a warning for each the
/// crate cannot spell as a word; `Err` with the message for an unknown
/// language.
///
/// ```
/// let names = alphametic_web::numbers::spelled("en", 20..=21, &mut |_| {}).unwrap();
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

/// Reads `LO..HI` (both included).
///
/// ```
/// use alphametic_web::numbers::range;
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
    fn ranges() {
        assert_eq!(range("1..100"), Ok(1..=100));
        assert!(range("5..1").is_err());
        assert!(range("1-100").is_err());
    }
}
