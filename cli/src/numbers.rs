//! The numbers of `alphametic find --doubly-true`: their names in a
//! language, spelled by a number-to-words crate, or read from a file.

use std::ops::RangeInclusive;

use num_bigint::BigInt;
use unicode_normalization::UnicodeNormalization;

/// The language codes the number names come in.
pub fn languages() -> Vec<&'static str> {
    num2words2_core::supported_lang_keys()
}

/// A name as the finder takes it: letters only, as written (accents kept),
/// spaces, hyphens and apostrophes dropped (`twenty-one` → `twentyone`,
/// `cuarenta y dos` → `cuarentaydos`). `None` when something else is left.
pub fn word(name: &str) -> Option<String> {
    let word: String = name
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '-' | '\u{2010}' | '\'' | '\u{2019}'))
        .collect();
    (!word.is_empty() && alphametic_find::WordList::parse(&word).words().len() == 1).then_some(word)
}

/// `name` with its accents taken off, for `--fold-accents`: each letter
/// decomposed (NFD), the combining diacritical marks (U+0300 to U+036F)
/// dropped, the rest composed again (`zéro` → `zero`, `beş` → `bes`,
/// `ένα` → `ενα`). Other marks, such as the vowel signs of Indic scripts,
/// are letters of their words and stay; so do letters with no
/// decomposition (`ı`, `ß`, `ø`).
pub fn fold_accents(name: &str) -> String {
    name.nfd()
        .filter(|c| !('\u{300}'..='\u{36f}').contains(c))
        .nfc()
        .collect()
}

/// The numbers of `range` named in `lang`, with a warning for each the
/// crate cannot spell as a word; `Err` with the message for an unknown
/// language.
pub fn spelled(
    lang: &str,
    range: RangeInclusive<u64>,
    warn: &mut dyn FnMut(String),
) -> Result<Vec<(String, i128)>, String> {
    // num2words2-core ports the Python num2words, the most widely used
    // number speller, to Rust: 120+ languages and regional spellings from
    // one maintained source, which no hand-written table could match.
    let Some(speller) = num2words2_core::get_lang_by_key(lang) else {
        return Err(format!(
            "no number names for language `{lang}`: see `alphametic find --list-languages`"
        ));
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

/// Reads `name<TAB>value` lines, keeping those whose value is in `range`;
/// blank lines and lines starting with `#` are skipped, and a malformed
/// line is reported with its number and skipped.
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
    fn accents_come_off_and_other_marks_stay() {
        assert_eq!(fold_accents("zéro"), "zero");
        assert_eq!(fold_accents("beş"), "bes");
        assert_eq!(fold_accents("ÉTÉ"), "ETE");
        assert_eq!(fold_accents("ένα"), "ενα");
        assert_eq!(fold_accents("dörtyüz"), "dortyuz");
        // No decomposition: kept as they are.
        assert_eq!(fold_accents("ıßø"), "ıßø");
        // Devanagari vowel signs and virama are letters of the word.
        assert_eq!(fold_accents("तीन"), "तीन");
    }

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
    fn files_report_bad_lines() {
        let mut warnings = Vec::new();
        let text = "# mine\nuno\t1\ndos\nveinte\tx\ntres\t3\ncien\t100\n";
        let numbers = from_file(text, 1..=10, &mut |w| warnings.push(w));
        assert_eq!(numbers, [("uno".to_owned(), 1), ("tres".to_owned(), 3)]);
        assert_eq!(warnings.len(), 2, "{warnings:?}");
        assert!(warnings[0].starts_with("line 3: `dos`"));
        assert!(warnings[1].starts_with("line 4: `x`"));
    }

    #[test]
    fn ranges() {
        assert_eq!(range("1..100"), Ok(1..=100));
        assert!(range("5..1").is_err());
        assert!(range("1-100").is_err());
    }
}
