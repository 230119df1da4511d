//! The unknowns of a puzzle: each distinct letter of its words once, in
//! code-point order, then each `?` in the order written; and the words of
//! the tokens as the glyphs that index them.
//!
//! The alphabet is read before the grammar, so that the limits on letters
//! and unknowns are reported at the first letter past them, wherever the
//! grammar would fail.

use crate::lower::rules::Symbols;
use crate::syntax::ast::{Glyph, Letter, MAX_LETTERS, MAX_UNKNOWNS, Word, is_ignorable};
use crate::syntax::error::{ParseError, ParseErrorKind};
use crate::syntax::tokenize::{Tok, Token};

/// Each distinct letter of the words, once, in code-point order, and the
/// byte offset of each `?`, in the order written; an error at the first
/// letter past [`MAX_LETTERS`] distinct ones, or at the first unknown past
/// [`MAX_UNKNOWNS`].
pub(super) fn alphabet(
    src: &str,
    tokens: &[Token],
    symbols: Symbols<'_>,
) -> Result<Alphabet, ParseError> {
    let mut alphabet: Vec<char> = Vec::new();
    let mut blanks = Vec::new();
    // The ASCII letters met so far: a long puzzle repeats a dozen letters
    // hundreds of times, and a bit test is cheaper than a search.
    let mut ascii_seen = 0u128;
    for token in tokens.iter().filter(|t| t.tok == Tok::Word) {
        for (offset, c) in src[token.span.clone()].char_indices() {
            if (c.is_ascii_digit() && !symbols.contains(c)) || is_ignorable(c) {
                continue;
            }
            let start = token.span.start + offset;
            if c == '?' {
                if alphabet.len() + blanks.len() == MAX_UNKNOWNS {
                    return Err(too_many_unknowns(src, start, alphabet.len()));
                }
                blanks.push(start);
                continue;
            }
            if c.is_ascii() {
                if ascii_seen >> c as u32 & 1 == 1 {
                    continue;
                }
                ascii_seen |= 1 << c as u32;
            }
            if let Err(at) = alphabet.binary_search(&c) {
                if alphabet.len() == MAX_LETTERS {
                    return Err(ParseError::new(
                        src,
                        ParseErrorKind::TooManyLetters {
                            letters: MAX_LETTERS + 1,
                            base: MAX_LETTERS as u32,
                        },
                        start..start + c.len_utf8(),
                        format!(
                            "the puzzle has more than {MAX_LETTERS} distinct letters, \
                             but no base has more than {MAX_LETTERS} digits"
                        ),
                        format!("letter number {}", MAX_LETTERS + 1),
                    ));
                }
                if alphabet.len() + blanks.len() == MAX_UNKNOWNS {
                    return Err(too_many_unknowns(src, start, alphabet.len()));
                }
                alphabet.insert(at, c);
            }
        }
    }
    Ok(Alphabet::new(alphabet, blanks))
}

/// The error at the unknown at `at` that takes the count of letters and
/// `?`s past [`MAX_UNKNOWNS`].
fn too_many_unknowns(src: &str, at: usize, letters: usize) -> ParseError {
    let len = src[at..].chars().next().map_or(1, char::len_utf8);
    ParseError::new(
        src,
        ParseErrorKind::TooManyUnknowns,
        at..at + len,
        format!(
            "the puzzle has more than {MAX_UNKNOWNS} unknown digits \
             ({letters} distinct letters and the `?`s)"
        ),
        format!("unknown number {}", MAX_UNKNOWNS + 1),
    )
}

/// The alphabet with a direct index for ASCII letters, which most puzzles
/// are written in, and the `?`s, which follow the letters.
pub(super) struct Alphabet {
    pub(super) letters: Vec<char>,
    /// `ascii[c]`: the place of ASCII letter `c` in `letters`, or
    /// `u8::MAX`.
    ascii: [u8; 128],
    /// The byte offset of each `?` in the text, in order: the `?` at
    /// `blanks[k]` is unknown `letters.len() + k`.
    pub(super) blanks: Vec<usize>,
}

impl Alphabet {
    fn new(letters: Vec<char>, blanks: Vec<usize>) -> Alphabet {
        let mut ascii = [u8::MAX; 128];
        for (i, &c) in letters.iter().enumerate() {
            if c.is_ascii() {
                ascii[c as usize] = i as u8;
            }
        }
        Alphabet {
            letters,
            ascii,
            blanks,
        }
    }

    /// The place of `c` in the alphabet.
    pub(super) fn index(&self, c: char) -> Option<Letter> {
        if c.is_ascii() {
            let i = self.ascii[c as usize];
            return (i != u8::MAX).then_some(i as Letter);
        }
        self.letters.binary_search(&c).ok().map(|i| i as Letter)
    }

    /// The unknown of the `?` at byte offset `at`.
    pub(super) fn blank(&self, at: usize) -> Option<Letter> {
        let k = self.blanks.binary_search(&at).ok()?;
        Some((self.letters.len() + k) as Letter)
    }

    /// The unknowns as the model's alphabet: the letters, then a `?` for
    /// each `?`.
    pub(super) fn into_unknowns(self) -> Vec<char> {
        let mut all = self.letters;
        all.extend(self.blanks.iter().map(|_| '?'));
        all
    }
}

/// The word or number of token `t`, as a word: a layout writes numbers
/// with the words, such as a remainder `0`. `None` for any other token.
pub(super) fn word_of(src: &str, t: &Token, alphabet: &Alphabet) -> Option<Word> {
    if !matches!(t.tok, Tok::Word | Tok::Number(_)) {
        return None;
    }
    Some(Word {
        glyphs: src[t.span.clone()]
            .char_indices()
            .filter_map(|(i, c)| {
                // A digit is a symbol where the options say so: then the
                // alphabet holds it.
                if c == '?' {
                    return alphabet.blank(t.span.start + i).map(Glyph::Letter);
                }
                match (alphabet.index(c), c.to_digit(10)) {
                    (Some(letter), _) => Some(Glyph::Letter(letter)),
                    (None, Some(d)) if c.is_ascii_digit() => Some(Glyph::Digit(d as u8)),
                    _ => None,
                }
            })
            .collect(),
        span: t.span.clone(),
    })
}
