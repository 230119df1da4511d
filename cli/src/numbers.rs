//! The numbers of `alphametic find --doubly-true`: their names in a
//! language, spelled by a number-to-words crate, or read from a file (all
//! from [`alphametic_find::numbers`]), and their accents taken off for
//! `--fold-accents`.

use unicode_normalization::UnicodeNormalization;

pub use alphametic_find::numbers::{from_file, languages, range, spelled};

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
}
