//! Word lists: the lines of a file to words, and each word to what the
//! candidate walk reads (letter mask, weights, bounds of its value).
//!
//! Every finder reads its words through [`WordSet`], which checks the
//! options they share and numbers the letters of the list, so a word means
//! the same to the sum, product and grid finders.

use std::collections::HashMap;
use std::fmt;

use crate::{DigitSet, FindError, FindOptions, MAX_ADDENDS, MAX_ALPHABET, ZeroRule};
use alphametic_runtime::{Solution, is_letter};

/// A letter of a word list: its index in the list's alphabet.
pub(crate) type Letter = u8;

/// The solution that gives each letter of `alphabet` its digit.
pub(crate) fn solution_of(
    alphabet: &[char],
    letters: impl IntoIterator<Item = (Letter, u8)>,
) -> Solution {
    letters
        .into_iter()
        .filter_map(|(letter, digit)| Some((*alphabet.get(usize::from(letter))?, digit)))
        .collect()
}

/// A word list read from text: one word per line.
///
/// Blank lines and lines starting with `#` are skipped. A line that is not
/// a word is kept aside with its line number instead of failing the whole
/// list, and so is a word that repeats an earlier one (compared in
/// capitals: `Mars` and `MARS` are the same word to the solver).
///
/// ```
/// # use alphametic_find::{Finder as _, Found as _, Search as _};
/// use alphametic_find::WordList;
///
/// let list = WordList::parse("# planets\nMars\n\nvenus\nrosé\nMARS\nno way\n");
/// assert_eq!(list.words().collect::<Vec<_>>(), ["Mars", "venus", "rosé"]);
/// let skipped: Vec<String> = list.skipped().iter().map(|s| s.to_string()).collect();
/// assert_eq!(skipped, [
///     "line 6: `MARS` repeats the word of line 2",
///     "line 7: `no way` is not a word: letters only, in any script",
/// ]);
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WordList {
    words: Vec<(usize, String)>,
    skipped: Vec<SkippedLine>,
}

/// A line of a word list that gives no word, and why.
///
/// ```
/// use alphametic_find::{SkipReason, SkippedLine, WordList};
///
/// let list = WordList::parse("earth\nmars\nEarth\n");
/// let expected = SkippedLine {
///     line: 3,
///     text: "Earth".to_owned(),
///     reason: SkipReason::Repeats { line: 1 },
/// };
/// assert_eq!(list.skipped(), [expected]);
/// assert_eq!(list.skipped()[0].to_string(), "line 3: `Earth` repeats the word of line 1");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkippedLine {
    /// The line number, from 1.
    pub line: usize,
    /// The line, trimmed.
    pub text: String,
    /// Why it was skipped.
    pub reason: SkipReason,
}

/// Why a line of a word list gives no word.
///
/// ```
/// use alphametic_find::{SkipReason, WordList};
///
/// let list = WordList::parse("mars\nmars 2\nMARS\n");
/// let reasons: Vec<&SkipReason> = list.skipped().iter().map(|s| &s.reason).collect();
/// assert_eq!(reasons, [&SkipReason::NotAWord, &SkipReason::Repeats { line: 1 }]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum SkipReason {
    /// The line holds something other than letters: a space, a digit, an
    /// apostrophe.
    NotAWord,
    /// The same word as that of an earlier line, ASCII letters compared in
    /// capitals.
    Repeats {
        /// The earlier line.
        line: usize,
    },
}

impl fmt::Display for SkippedLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.reason {
            SkipReason::NotAWord => write!(
                f,
                "line {}: `{}` is not a word: letters only, in any script",
                self.line, self.text
            ),
            SkipReason::Repeats { line } => write!(
                f,
                "line {}: `{}` repeats the word of line {line}",
                self.line, self.text
            ),
        }
    }
}

impl WordList {
    /// Reads a word list, one word per line.
    ///
    /// ```
    /// use alphametic_find::{FindOptions, Finder, Found, SumFinder, WordList};
    ///
    /// let list = WordList::parse("# a classic\nsend\nmore\nmoney\n");
    /// let finder = SumFinder::new(list.words(), &FindOptions::new())?;
    /// assert_eq!(finder.iter().next().unwrap().puzzle(), "send + more == money");
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    pub fn parse(text: &str) -> WordList {
        let mut list = WordList::default();
        let mut seen: HashMap<String, usize> = HashMap::new();
        for (i, line) in text.lines().enumerate() {
            let line_no = i + 1;
            let word = line.trim();
            if word.is_empty() || word.starts_with('#') {
                continue;
            }
            let reason = if !is_word(word) {
                Some(SkipReason::NotAWord)
            } else {
                seen.get(&folded(word))
                    .map(|&line| SkipReason::Repeats { line })
            };
            match reason {
                Some(reason) => list.skipped.push(SkippedLine {
                    line: line_no,
                    text: word.to_owned(),
                    reason,
                }),
                None => {
                    seen.insert(folded(word), line_no);
                    list.words.push((line_no, word.to_owned()));
                }
            }
        }
        list
    }

    /// The words, as written, in list order.
    ///
    /// ```
    /// use alphametic_find::WordList;
    ///
    /// let list = WordList::parse("Mercury\n  Venus  \n\nEarth\n");
    /// assert_eq!(list.words().collect::<Vec<_>>(), ["Mercury", "Venus", "Earth"]);
    /// ```
    pub fn words(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        self.words.iter().map(|(_, w)| w.as_str())
    }

    /// The line number of each word, in the order of [`words`](Self::words).
    ///
    /// ```
    /// use alphametic_find::WordList;
    ///
    /// let list = WordList::parse("# planets\nMercury\n\nVenus\n");
    /// assert_eq!(list.lines().collect::<Vec<_>>(), [2, 4]);
    /// ```
    pub fn lines(&self) -> impl ExactSizeIterator<Item = usize> + '_ {
        self.words.iter().map(|&(line, _)| line)
    }

    /// The lines that gave no word, in file order.
    ///
    /// ```
    /// use alphametic_find::WordList;
    ///
    /// let list = WordList::parse("mars\nR2D2\nvenus\n");
    /// assert_eq!(list.words().len(), 2);
    /// let lines: Vec<(usize, &str)> = list.skipped().iter().map(|s| (s.line, &*s.text)).collect();
    /// assert_eq!(lines, [(2, "R2D2")]);
    /// ```
    pub fn skipped(&self) -> &[SkippedLine] {
        &self.skipped
    }
}

/// Whether `word` can be read as a word of the puzzle language: letters
/// only ([`is_letter`]), in any script.
pub(crate) fn is_word(word: &str) -> bool {
    !word.is_empty() && word.chars().all(is_letter)
}

/// A letter as the finder compares and solves it: ASCII letters in
/// capitals, so that `Mars` and `MARS` are one word, and every other
/// letter as written, as the puzzle language reads it (folding case beyond
/// ASCII would merge letters that are not the same, such as Turkish `ı`
/// and `i`).
pub(crate) fn fold(c: char) -> char {
    c.to_ascii_uppercase()
}

/// A word with its letters folded ([`fold`]).
pub(crate) fn folded(word: &str) -> String {
    word.chars().map(fold).collect()
}

/// A word as the candidate walk reads it.
#[derive(Debug, Clone)]
pub(crate) struct Entry {
    /// As written, for the output.
    pub text: String,
    /// In capitals, to compare words.
    pub upper: String,
    /// The letters it uses, bit `l` for letter `l` of the finder's alphabet.
    pub mask: u64,
    /// Its first letter as a bit, if that letter may not be 0 under the
    /// zero rule.
    pub leading: u64,
    pub len: usize,
    /// Per distinct letter, the sum of its place values, `Σ base^place`.
    pub weights: Vec<(Letter, i128)>,
    /// The least and the most the word can be worth, distinctness ignored.
    pub min: i128,
    pub max: i128,
}

/// A word that is no word, for a search with nothing to walk.
pub(crate) static NO_WORD: Entry = Entry {
    text: String::new(),
    upper: String::new(),
    mask: 0,
    leading: 0,
    len: 0,
    weights: Vec::new(),
    min: 0,
    max: 0,
};

impl Entry {
    /// Reads a word already checked by [`is_word`]; `None` when its value
    /// could pass `limit` (the most any word may be worth), so that every
    /// sum of the finder stays well inside `i128`.
    pub fn new(
        text: &str,
        base: u32,
        strict: bool,
        limit: i128,
        alphabet: &[char],
    ) -> Option<Entry> {
        let upper = folded(text);
        let letters: Vec<Letter> = upper
            .chars()
            .map(|c| Some(alphabet.binary_search(&c).ok()? as Letter))
            .collect::<Option<_>>()?;
        let base = i128::from(base);
        let mut weights: Vec<(Letter, i128)> = Vec::new();
        let mut place = 1i128;
        for (i, &letter) in letters.iter().rev().enumerate() {
            if i > 0 {
                place = place.checked_mul(base).filter(|&p| p <= limit)?;
            }
            match weights.iter_mut().find(|(l, _)| *l == letter) {
                Some((_, w)) => *w += place,
                None => weights.push((letter, place)),
            }
        }
        // `place` is base^(len−1) ≤ limit; the word is below base^len.
        let max = place.checked_mul(base)?.checked_sub(1)?;
        if max > limit {
            return None;
        }
        // Letters in alphabetical order, so that every later walk over the
        // weights is in an order that does not depend on spelling.
        weights.sort_unstable();
        let first = *letters.first()?;
        let leads = strict || letters.len() > 1;
        Some(Entry {
            text: text.to_owned(),
            upper,
            mask: letters.iter().fold(0, |m, &l| m | 1u64 << l),
            leading: if leads { 1u64 << first } else { 0 },
            len: letters.len(),
            weights,
            min: if leads { place } else { 0 },
            max,
        })
    }
}

/// The words of a list as every finder reads them: the alphabet of their
/// letters and an entry per word, `None` for a word left out.
#[derive(Debug, Clone)]
pub(crate) struct WordSet {
    /// Every letter of the words (ASCII letters in capitals), in code-point
    /// order: letter `l` of an entry is `alphabet[l]`.
    pub alphabet: Vec<char>,
    /// The words of the list; `None` for a word outside the word lengths
    /// asked for, too long for the base, or repeating an earlier word.
    pub entries: Vec<Option<Entry>>,
}

impl WordSet {
    /// Checks the options every finder shares (base, digits, lengths,
    /// shard) and reads the words, with `extra` (a word outside the list)
    /// in the alphabet too.
    pub fn new(
        words: &[String],
        extra: Option<&str>,
        o: &FindOptions,
    ) -> Result<WordSet, FindError> {
        if !(2..=alphametic_runtime::MAX_BASE).contains(&o.base) {
            return Err(FindError::Base(o.base));
        }
        if let Some(digits) = o.digits {
            if digits.is_empty() {
                return Err(FindError::NoDigits);
            }
            if let Some(digit) = digits.minus(DigitSet::range(0, o.base)).min() {
                return Err(FindError::DigitOutsideBase {
                    digit,
                    base: o.base,
                });
            }
        }
        if !(1 <= o.min_len && o.min_len <= o.max_len) {
            return Err(FindError::Lengths {
                min: o.min_len,
                max: o.max_len,
            });
        }
        if o.shard.0 >= o.shard.1 {
            return Err(FindError::Shard {
                k: o.shard.0,
                n: o.shard.1,
            });
        }
        let strict = o.zeros == ZeroRule::Strict;
        for (index, word) in words.iter().enumerate() {
            if !is_word(word) {
                return Err(FindError::NotAWord {
                    index,
                    word: word.clone(),
                });
            }
        }
        if let Some(word) = extra.filter(|w| !is_word(w)) {
            return Err(FindError::RightNotAWord(word.to_owned()));
        }
        let mut alphabet: Vec<char> = words
            .iter()
            .map(String::as_str)
            .chain(extra)
            .flat_map(|w| w.chars().map(fold))
            .collect();
        alphabet.sort_unstable();
        alphabet.dedup();
        if alphabet.len() > MAX_ALPHABET {
            return Err(FindError::TooManyLetters(alphabet.len()));
        }
        let mut entries = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for word in words {
            let fits = (o.min_len..=o.max_len).contains(&word.chars().count());
            let fresh = seen.insert(folded(word));
            entries.push(
                (fits && fresh)
                    .then(|| Entry::new(word, o.base, strict, value_limit(), &alphabet))
                    .flatten(),
            );
        }
        Ok(WordSet { alphabet, entries })
    }
}

/// The most any word may be worth: every weighted sum of up to
/// `MAX_ADDENDS + 1` words, times the largest digit, stays below a quarter of
/// `i128`'s range, so partial sums and bounds never overflow.
pub(crate) fn value_limit() -> i128 {
    i128::MAX / 4 / (MAX_ADDENDS as i128 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_weigh_their_letters() {
        let capitals: Vec<char> = ('A'..='Z').collect();
        let e = Entry::new("Money", 10, false, i128::MAX, &capitals).unwrap();
        assert_eq!(e.upper, "MONEY");
        assert_eq!(
            e.weights,
            [(4, 10), (12, 10000), (13, 100), (14, 1000), (24, 1)]
        );
        assert_eq!((e.min, e.max, e.len), (10000, 99999, 5));
        assert_eq!(e.leading, 1 << 12);
        let a = Entry::new("a", 10, false, i128::MAX, &capitals).unwrap();
        assert_eq!((a.min, a.max, a.leading), (0, 9, 0));
        let strict = Entry::new("a", 10, true, i128::MAX, &capitals).unwrap();
        assert_eq!((strict.min, strict.leading), (1, 1));
        assert!(Entry::new("abcde", 10, false, 9999, &capitals).is_none());
        assert!(Entry::new("abcd", 10, false, 9999, &capitals).is_some());
    }

    #[test]
    fn lines_are_numbered_from_one() {
        let list = WordList::parse("\r\n  alpha  \r\nbeta gamma\n# delta\n2x\nAlpha\n");
        assert_eq!(list.words().collect::<Vec<_>>(), ["alpha"]);
        assert_eq!(list.lines().collect::<Vec<_>>(), [2]);
        let lines: Vec<(usize, &SkipReason)> =
            list.skipped().iter().map(|s| (s.line, &s.reason)).collect();
        assert_eq!(
            lines,
            [
                (3, &SkipReason::NotAWord),
                (5, &SkipReason::NotAWord),
                (6, &SkipReason::Repeats { line: 2 })
            ]
        );
    }
}
