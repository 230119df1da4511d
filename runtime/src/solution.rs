//! A solution: the digit of every letter.

use std::collections::HashMap;
use std::fmt;

use crate::syntax::{Letter, letter_char, letter_index};

/// Marks a letter that the puzzle does not use.
const ABSENT: u8 = u8::MAX;

/// The digit of every letter of a solved puzzle.
///
/// `Display` lists the letters in alphabetical order, `D=7 E=5 M=1 ...`;
/// [`Puzzle::render`](crate::Puzzle::render) shows the puzzle with digits.
/// With the `serde` feature it serializes as a map from letter to digit,
/// `{"D":7,"E":5,"M":1,…}` in JSON, and deserializes from one.
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
    digits: [u8; 26],
}

impl Solution {
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
        let mut raw = [ABSENT; 26];
        let mut i = 0;
        while i < 26 {
            if let Some(d) = digits[i] {
                raw[i] = d;
            }
            i += 1;
        }
        Solution { digits: raw }
    }

    /// A solution that gives `digit` to each `letter`.
    pub(crate) fn from_assignment(letters: impl IntoIterator<Item = (Letter, u8)>) -> Self {
        let mut digits = [ABSENT; 26];
        for (letter, digit) in letters {
            digits[letter as usize] = digit;
        }
        Solution { digits }
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
        let Some(letter) = letter_index(letter) else {
            return None;
        };
        match self.digits[letter as usize] {
            ABSENT => None,
            d => Some(d),
        }
    }

    /// The letters and their digits, in alphabetical order.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// let s = Puzzle::parse("AS + A == MOM").unwrap().solve().unwrap();
    /// let pairs: Vec<(char, u8)> = s.iter().collect();
    /// assert_eq!(pairs, [('A', 9), ('M', 1), ('O', 0), ('S', 2)]);
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = (char, u8)> + '_ {
        (0..26u8)
            .filter(|&l| self.digits[l as usize] != ABSENT)
            .map(|l| (letter_char(l), self.digits[l as usize]))
    }

    /// The number of letters.
    ///
    /// ```
    /// # use alphametic_runtime::Puzzle;
    /// assert_eq!(Puzzle::parse("SEND + MORE == MONEY").unwrap().solve().unwrap().len(), 8);
    /// ```
    pub const fn len(&self) -> usize {
        let mut n = 0;
        let mut i = 0;
        while i < 26 {
            if self.digits[i] != ABSENT {
                n += 1;
            }
            i += 1;
        }
        n
    }

    /// Whether the solution has no letters.
    ///
    /// ```
    /// # use alphametic_runtime::Solution;
    /// assert!(Solution::from_digits([None; 26]).is_empty());
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.len() == 0
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

impl fmt::Display for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (letter, digit)) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{letter}={digit}")?;
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
/// letters in alphabetical order: `{"D":7,"E":5,"M":1,…}` in JSON.
#[cfg(feature = "serde")]
mod serde_impl {
    use std::fmt;

    use serde::de::{self, MapAccess, Visitor};
    use serde::ser::SerializeMap;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::{ABSENT, Solution};
    use crate::syntax::letter_index;

    /// The largest digit of the largest base, 36.
    const MAX_DIGIT: u8 = 35;

    impl Serialize for Solution {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let mut map = serializer.serialize_map(Some(self.len()))?;
            for (letter, digit) in self.iter() {
                map.serialize_entry(&letter, &digit)?;
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
            f.write_str("a map from letters `A` to `Z` to digits from 0 to 35")
        }

        fn visit_map<M: MapAccess<'de>>(self, mut map: M) -> Result<Solution, M::Error> {
            let mut digits = [ABSENT; 26];
            while let Some((letter, digit)) = map.next_entry::<char, u8>()? {
                let Some(index) = letter_index(letter) else {
                    return Err(de::Error::custom(format_args!(
                        "`{letter}` is not a letter from `A` to `Z`"
                    )));
                };
                // ABSENT is out of range too: a digit past 35 cannot be stored.
                if digit > MAX_DIGIT {
                    return Err(de::Error::custom(format_args!(
                        "the digit of `{letter}` is {digit}, past the largest, {MAX_DIGIT}"
                    )));
                }
                let slot = &mut digits[index as usize];
                if *slot != ABSENT {
                    return Err(de::Error::custom(format_args!("`{letter}` is given twice")));
                }
                *slot = digit;
            }
            Ok(Solution { digits })
        }
    }
}
