//! A solution: the digit of every letter, and of every `?`.

use std::collections::HashMap;
use std::fmt;

use crate::syntax::{Letter, MAX_LETTERS, MAX_UNKNOWNS};

/// The digit of every letter of a solved puzzle, and of every `?`.
///
/// `Display` lists the letters as written, in code-point order (so
/// alphabetical for `A` to `Z`), `D=7 E=5 M=1 ...`, then the digits of the
/// `?`s in the order written, `?=4,0`;
/// [`Puzzle::render`](crate::Puzzle::render) shows the puzzle with digits.
/// With the `serde` feature it serializes as a map from letter to digit,
/// `{"D":7,"E":5,"M":1,…}` in JSON (the `?`s as a list, `"?":[4,0]`), and
/// deserializes from one.
///
/// ```
/// use alphametic_runtime::Puzzle;
///
/// let s = Puzzle::parse("SEND + MORE == MONEY").unwrap().solve().unwrap();
/// assert_eq!(s.digit('M'), Some(1));
/// assert_eq!(s.digit('A'), None);
/// assert_eq!(s.to_string(), "D=7 E=5 M=1 N=6 O=0 R=8 S=9 Y=2");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Solution {
    /// How many of the slots below are used.
    len: u8,
    /// The letters in code-point order, then `'\0'`s.
    letters: [char; MAX_LETTERS],
    /// The digit of each letter, then 0s.
    digits: [u8; MAX_LETTERS],
    /// How many of the `?` slots below are used.
    blanks_len: u8,
    /// The digit of each `?`, in the order written, then 0s.
    blanks: [u8; MAX_UNKNOWNS],
}

impl Solution {
    const EMPTY: Solution = Solution {
        len: 0,
        letters: ['\0'; MAX_LETTERS],
        digits: [0; MAX_LETTERS],
        blanks_len: 0,
        blanks: [0; MAX_UNKNOWNS],
    };

    /// A solution from the digit of each letter `A..=Z`, `None` for a letter
    /// the puzzle does not use. Usable in `const` items.
    ///
    /// ```
    /// # use alphametic_runtime::Solution;
    /// let mut digits = [None; 26];
    /// digits[0] = Some(4);
    /// const S: Solution = Solution::from_digits([None; 26]);
    /// assert_eq!(S.len(), 0);
    /// assert_eq!(Solution::from_digits(digits).digit('A'), Some(4));
    /// ```
    pub const fn from_digits(digits: [Option<u8>; 26]) -> Self {
        let mut solution = Solution::EMPTY;
        let mut i = 0;
        while i < 26 {
            if let Some(d) = digits[i] {
                solution.set((b'A' + i as u8) as char, d);
            }
            i += 1;
        }
        solution
    }

    /// A solution from `(letter, digit)` pairs, in any order; a letter
    /// given twice keeps its last digit, and pairs past the 36th letter are
    /// left out. Usable in `const` items, with letters of any script.
    ///
    /// ```
    /// # use alphametic_runtime::Solution;
    /// const S: Solution = Solution::from_letters([('ß', 3), ('a', 1)]);
    /// assert_eq!(S.to_string(), "a=1 ß=3");
    /// ```
    pub const fn from_letters<const N: usize>(pairs: [(char, u8); N]) -> Self {
        let mut solution = Solution::EMPTY;
        let mut i = 0;
        while i < N {
            solution.set(pairs[i].0, pairs[i].1);
            i += 1;
        }
        solution
    }

    /// Gives `letter` `digit`, the letters kept in code-point order; a
    /// `?` takes the next `?` slot. In place: a solution is 250 bytes, and
    /// a copy in and out per letter was most of what it cost to turn a
    /// first solution's digits into one.
    const fn set(&mut self, letter: char, digit: u8) {
        if letter == '?' {
            if (self.blanks_len as usize) < MAX_UNKNOWNS {
                self.blanks[self.blanks_len as usize] = digit;
                self.blanks_len += 1;
            }
            return;
        }
        let len = self.len as usize;
        // Where `letter` is, or goes.
        let mut at = 0;
        while at < len && (self.letters[at] as u32) < letter as u32 {
            at += 1;
        }
        if at < len && self.letters[at] as u32 == letter as u32 {
            self.digits[at] = digit;
            return;
        }
        if len == MAX_LETTERS {
            return;
        }
        let mut i = len;
        while i > at {
            self.letters[i] = self.letters[i - 1];
            self.digits[i] = self.digits[i - 1];
            i -= 1;
        }
        self.letters[at] = letter;
        self.digits[at] = digit;
        self.len += 1;
    }

    /// A solution that gives `digit` to each `letter` of `alphabet`, in
    /// any order; the `?`s, which follow the letters in `alphabet`, keep
    /// their places.
    pub(crate) fn from_assignment(
        alphabet: &[char],
        letters: impl IntoIterator<Item = (Letter, u8)>,
    ) -> Self {
        let mut solution = Solution::EMPTY;
        let first_blank = alphabet.iter().position(|&c| c == '?');
        if let Some(first) = first_blank {
            solution.blanks_len = (alphabet.len() - first).min(MAX_UNKNOWNS) as u8;
        }
        for (letter, digit) in letters {
            match (alphabet.get(letter as usize), first_blank) {
                (Some('?'), Some(first)) => {
                    if let Some(slot) = solution.blanks.get_mut(letter as usize - first) {
                        *slot = digit;
                    }
                }
                (Some(&c), _) => solution.set(c, digit),
                (None, _) => {}
            }
        }
        solution
    }

    /// The digit of the `k`-th `?` of the puzzle (from 0, in the order
    /// written), or `None` if it has fewer.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let s = Puzzle::parse("? + ? == 18").unwrap().solve().unwrap();
    /// assert_eq!((s.blank(0), s.blank(1), s.blank(2)), (Some(9), Some(9), None));
    /// ```
    pub const fn blank(&self, k: usize) -> Option<u8> {
        if k < self.blanks_len as usize {
            Some(self.blanks[k])
        } else {
            None
        }
    }

    /// The digits of the `?`s, in the order written: empty for a puzzle
    /// without one.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let s = Puzzle::parse("1?? * ?? == 4??5").unwrap().solve().unwrap();
    /// assert_eq!(s.blanks().len(), 6);
    /// assert!(s.is_empty());
    /// ```
    pub fn blanks(&self) -> &[u8] {
        &self.blanks[..self.blanks_len as usize]
    }

    /// The digit of `letter`, or `None` if the puzzle has no such letter.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let s = Puzzle::parse("I + BB == ILL").unwrap().solve().unwrap();
    /// assert_eq!((s.digit('I'), s.digit('B'), s.digit('L')), (Some(1), Some(9), Some(0)));
    /// assert_eq!(s.digit('x'), None);
    /// ```
    pub const fn digit(&self, letter: char) -> Option<u8> {
        let mut i = 0;
        while i < self.len as usize {
            if self.letters[i] as u32 == letter as u32 {
                return Some(self.digits[i]);
            }
            i += 1;
        }
        None
    }

    /// The letters and their digits, in code-point order.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let s = Puzzle::parse("AS + A == MOM").unwrap().solve().unwrap();
    /// let pairs: Vec<(char, u8)> = s.iter().collect();
    /// assert_eq!(pairs, [('A', 9), ('M', 1), ('O', 0), ('S', 2)]);
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = (char, u8)> + '_ {
        let len = self.len as usize;
        self.letters[..len]
            .iter()
            .copied()
            .zip(self.digits[..len].iter().copied())
    }

    /// The number of letters.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// assert_eq!(Puzzle::parse("SEND + MORE == MONEY").unwrap().solve().unwrap().len(), 8);
    /// ```
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the solution has no letters.
    ///
    /// ```
    /// # use alphametic_runtime::Solution;
    /// assert!(Solution::from_digits([None; 26]).is_empty());
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The solution as a map from letter to digit.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let map = Puzzle::parse("AS + A == MOM").unwrap().solve().unwrap().to_map();
    /// assert_eq!(map[&'S'], 2);
    /// ```
    pub fn to_map(&self) -> HashMap<char, u8> {
        self.iter().collect()
    }
}

/// A solution from `(letter, digit)` pairs, as [`Solution::from_letters`]
/// builds one: in any order, a letter given twice keeps its last digit, and
/// pairs past the 36th letter are left out.
///
/// ```
/// # use alphametic_runtime::Solution;
/// let s: Solution = "MONEY".chars().zip([1, 0, 6, 5, 2]).collect();
/// assert_eq!(s.to_string(), "E=5 M=1 N=6 O=0 Y=2");
/// ```
impl FromIterator<(char, u8)> for Solution {
    fn from_iter<I: IntoIterator<Item = (char, u8)>>(pairs: I) -> Self {
        let mut solution = Solution::EMPTY;
        for (letter, digit) in pairs {
            solution.set(letter, digit);
        }
        solution
    }
}

impl fmt::Display for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (letter, digit)) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{letter}={digit}")?;
        }
        for (k, digit) in self.blanks().iter().enumerate() {
            let before = match k {
                0 if self.is_empty() => "?=",
                0 => " ?=",
                _ => ",",
            };
            write!(f, "{before}{digit}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Solution({self})")
    }
}

/// With the `serde` feature, a solution is a map from letter to digit,
/// letters in alphabetical order: `{"D":7,"E":5,"M":1,…}` in JSON; the
/// digits of the `?`s, if any, are a list under `"?"`.
#[cfg(feature = "serde")]
mod serde_impl {
    use std::fmt;

    use serde::de::{self, MapAccess, Visitor};
    use serde::ser::SerializeMap;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::Solution;
    use crate::syntax::{MAX_LETTERS, MAX_UNKNOWNS};

    /// The largest digit of the largest base, 36.
    const MAX_DIGIT: u8 = 35;

    impl Serialize for Solution {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let blanks = !self.blanks().is_empty();
            let mut map = serializer.serialize_map(Some(self.len() + usize::from(blanks)))?;
            for (letter, digit) in self.iter() {
                map.serialize_entry(&letter, &digit)?;
            }
            if blanks {
                map.serialize_entry(&'?', self.blanks())?;
            }
            map.end()
        }
    }

    impl<'de> Deserialize<'de> for Solution {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Solution, D::Error> {
            deserializer.deserialize_map(SolutionVisitor)
        }
    }

    struct SolutionVisitor;

    impl<'de> Visitor<'de> for SolutionVisitor {
        type Value = Solution;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a map from letters to digits from 0 to 35")
        }

        fn visit_map<M: MapAccess<'de>>(self, mut map: M) -> Result<Solution, M::Error> {
            let mut solution = Solution::EMPTY;
            while let Some(letter) = map.next_key::<char>()? {
                if letter == '?' {
                    let blanks: Vec<u8> = map.next_value()?;
                    if blanks.len() > MAX_UNKNOWNS || solution.blanks_len > 0 {
                        return Err(de::Error::custom(format_args!(
                            "`?` is given twice, or has more than {MAX_UNKNOWNS} digits"
                        )));
                    }
                    if let Some(&digit) = blanks.iter().find(|&&d| d > MAX_DIGIT) {
                        return Err(de::Error::custom(format_args!(
                            "a `?` is {digit}, past the largest digit, {MAX_DIGIT}"
                        )));
                    }
                    for digit in blanks {
                        solution.set('?', digit);
                    }
                    continue;
                }
                let digit: u8 = map.next_value()?;
                if !crate::syntax::is_letter(letter) {
                    return Err(de::Error::custom(format_args!(
                        "`{letter}` is not a letter"
                    )));
                }
                if digit > MAX_DIGIT {
                    return Err(de::Error::custom(format_args!(
                        "the digit of `{letter}` is {digit}, past the largest, {MAX_DIGIT}"
                    )));
                }
                if solution.digit(letter).is_some() {
                    return Err(de::Error::custom(format_args!("`{letter}` is given twice")));
                }
                if solution.len() == MAX_LETTERS {
                    return Err(de::Error::custom(format_args!(
                        "more than {MAX_LETTERS} letters"
                    )));
                }
                solution.set(letter, digit);
            }
            Ok(solution)
        }
    }
}
