//! The numbers of `alphametic find --doubly-true`: their names in a
//! language, spelled by a number-to-words crate, or read from a file.

use std::ops::RangeInclusive;

use unicode_normalization::UnicodeNormalization;

// The names, the range and the words are what the web page's finder uses
// too: one copy, in the page's crate.
pub use alphametic_web::numbers::{languages, range, spelled, word};

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
