//! A sum of words drawn as a column addition: the words right-aligned over
//! each other, the carries above, and which columns can still hold.
//!
//! Only the drawing and the game read columns; solving goes through the
//! library, whatever the puzzle's shape.

use std::collections::BTreeMap;

use alphametic_runtime::{Puzzle, Solution};
use serde::Serialize;

/// `W1 + W2 + … == R`, words only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ColumnSum {
    addends: Vec<Vec<char>>,
    result: Vec<char>,
}

/// What a column shows so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ColumnState {
    /// A letter of the column, or of a column to its right that its carry
    /// depends on, has no digit yet, and the column may still add up.
    Open,
    /// Every digit it depends on is given, and it adds up.
    Holds,
    /// No carry into it makes it add up: some digit in it or to its right
    /// is wrong.
    Fails,
}

/// The drawing of a sum, as the page receives it.
#[derive(Debug, Clone, Serialize)]
pub struct Layout {
    /// The addends, top to bottom.
    pub addends: Vec<String>,
    /// The word under the line.
    pub result: String,
    /// The number of columns.
    pub width: usize,
    /// Per column, left to right, the carry into it from its right; 0 for
    /// the units column. Present only when every letter has a digit.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub carries: Option<Vec<u32>>,
    /// The digits of the letters, when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub digits: Option<BTreeMap<char, u32>>,
}

impl ColumnSum {
    /// The columns of `puzzle` if it is one addition of words, `None` for
    /// any other puzzle (numbers, other operators, several equations).
    pub fn of(puzzle: &Puzzle) -> Option<ColumnSum> {
        let addition = puzzle.addition()?;
        Some(ColumnSum {
            addends: addition
                .addends()
                .iter()
                .map(|w| w.chars().collect())
                .collect(),
            result: addition.result().chars().collect(),
        })
    }

    /// The number of columns: the longest word's length.
    pub fn width(&self) -> usize {
        self.addends
            .iter()
            .map(Vec::len)
            .chain([self.result.len()])
            .max()
            .unwrap_or(0)
    }

    /// The addends, top to bottom.
    pub fn addends(&self) -> &[Vec<char>] {
        &self.addends
    }

    /// The word under the line.
    pub fn result(&self) -> &[char] {
        &self.result
    }

    /// The letters of column `i` counted from the right (0: units), the
    /// addends' then the result's, if the word is that long.
    pub fn column(&self, i: usize) -> (Vec<char>, Option<char>) {
        let at = |word: &Vec<char>| word.len().checked_sub(i + 1).map(|j| word[j]);
        (
            self.addends.iter().filter_map(at).collect(),
            at(&self.result),
        )
    }

    /// The drawing, with the carries and digits of `solution` if given.
    pub fn layout(&self, solution: Option<&Solution>, base: u32) -> Layout {
        let digits: Option<BTreeMap<char, u32>> =
            solution.map(|s| s.iter().map(|(c, d)| (c, u32::from(d))).collect());
        let carries = digits.as_ref().map(|digits| {
            let mut carries = vec![0; self.width()];
            let mut carry = 0;
            for i in 0..self.width() {
                // carries[] reads left to right, columns right to left.
                carries[self.width() - 1 - i] = carry;
                let (top, _) = self.column(i);
                let sum: u64 = top
                    .iter()
                    .map(|c| u64::from(digits.get(c).copied().unwrap_or(0)))
                    .sum::<u64>()
                    + u64::from(carry);
                carry = u32::try_from(sum / u64::from(base)).unwrap_or(u32::MAX);
            }
            carries
        });
        Layout {
            addends: self.addends.iter().map(|w| w.iter().collect()).collect(),
            result: self.result.iter().collect(),
            width: self.width(),
            carries,
            digits,
        }
    }

    /// The state of each column, right to left, under the digits given so
    /// far (letters without one are missing from `digits`).
    pub fn check(&self, digits: &BTreeMap<char, u32>, base: u32) -> Vec<ColumnState> {
        let base = u64::from(base);
        // The largest carry out of a column: k addends of base - 1 plus a
        // carry of at most k - 1 make at most k·base - 1.
        let max_carry = self.addends.len().saturating_sub(1) as u64;
        // The carries possible into the current column, given what is
        // known to its right: exact while every digit so far is given.
        let mut carry_in: Option<u64> = Some(0);
        let mut states = Vec::with_capacity(self.width());
        for i in 0..self.width() {
            let (top, bottom) = self.column(i);
            let known: Option<Vec<u64>> = top
                .iter()
                .map(|c| digits.get(c).map(|&d| u64::from(d)))
                .collect();
            let target = match bottom {
                Some(c) => digits.get(&c).map(|&d| u64::from(d)),
                // Past the result's length the column must add up to 0.
                None => Some(0),
            };
            let last = i + 1 == self.width();
            let state = match (known, target) {
                (Some(top), Some(target)) => {
                    let sum: u64 = top.iter().sum();
                    let holds = |c: u64| {
                        let total = sum + c;
                        total % base == target && (!last || total / base == 0)
                    };
                    let state = match carry_in {
                        Some(c) if holds(c) => ColumnState::Holds,
                        Some(_) => ColumnState::Fails,
                        // Some carry from the open columns to its right
                        // may still make it add up.
                        None if (0..=max_carry).any(holds) => ColumnState::Open,
                        None => ColumnState::Fails,
                    };
                    carry_in = carry_in.map(|c| (sum + c) / base);
                    state
                }
                _ => {
                    carry_in = None;
                    ColumnState::Open
                }
            };
            // The carry out of a column that fails comes from a wrong sum:
            // the columns to its left are judged against any carry.
            if state == ColumnState::Fails {
                carry_in = None;
            }
            states.push(state);
        }
        states
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digits(pairs: &[(char, u32)]) -> BTreeMap<char, u32> {
        pairs.iter().copied().collect()
    }

    #[test]
    fn only_plain_sums_of_words_have_columns() {
        let sum = ColumnSum::of(&Puzzle::parse("SEND + MORE == MONEY").unwrap()).unwrap();
        assert_eq!(sum.width(), 5);
        assert_eq!(sum.column(0), (vec!['D', 'E'], Some('Y')));
        assert_eq!(sum.column(4), (vec![], Some('M')));
        assert_eq!(
            ColumnSum::of(&Puzzle::parse("SEND + MORE = MONEY").unwrap()),
            Some(sum.clone())
        );
        for other in ["A * B == C", "A + 1 == B", "A + B == C, C == D", "A <= B"] {
            assert_eq!(
                ColumnSum::of(&Puzzle::parse(other).unwrap()),
                None,
                "{other}"
            );
        }
    }

    #[test]
    fn the_layout_carries_what_the_solution_adds() {
        let puzzle = Puzzle::parse("SEND + MORE == MONEY").unwrap();
        let solution = puzzle.solve().unwrap();
        let layout = ColumnSum::of(&puzzle).unwrap().layout(Some(&solution), 10);
        // 9567 + 1085: 7+5 carries 1, 6+8+1 carries 1, 5+0+1 carries 0,
        // 9+1 carries 1 into the fifth column.
        assert_eq!(layout.carries, Some(vec![1, 0, 1, 1, 0]));
        assert_eq!(layout.digits.unwrap()[&'M'], 1);
    }

    #[test]
    fn columns_hold_fail_or_stay_open() {
        let sum = ColumnSum::of(&Puzzle::parse("SEND + MORE == MONEY").unwrap()).unwrap();
        let solved = digits(&[
            ('S', 9),
            ('E', 5),
            ('N', 6),
            ('D', 7),
            ('M', 1),
            ('O', 0),
            ('R', 8),
            ('Y', 2),
        ]);
        assert_eq!(sum.check(&solved, 10), vec![ColumnState::Holds; 5]);
        assert_eq!(sum.check(&BTreeMap::new(), 10), vec![ColumnState::Open; 5]);
        // D + E == Y, wrong by one.
        let wrong = digits(&[('D', 7), ('E', 5), ('Y', 3)]);
        assert_eq!(sum.check(&wrong, 10)[0], ColumnState::Fails);
        // The tens beside it are right, whichever carry the units make.
        let mut tens = wrong.clone();
        tens.extend([('N', 6), ('R', 8)]);
        assert_eq!(sum.check(&tens, 10)[1], ColumnState::Open);
        // N + R == E with an unknown carry: 6 + 8 + 1 ends in 5, so it may
        // hold, and 6 + 8 ends in 3 fails whatever the carry (0 or 1).
        let tens = digits(&[('N', 6), ('R', 8), ('E', 5)]);
        assert_eq!(sum.check(&tens, 10)[1], ColumnState::Open);
        let tens = digits(&[('N', 6), ('R', 8), ('E', 7)]);
        assert_eq!(sum.check(&tens, 10)[1], ColumnState::Fails);
        // The last column may not carry out.
        let top = digits(&[('M', 0)]);
        assert_eq!(sum.check(&top, 10)[4], ColumnState::Open);
        assert_eq!(sum.check(&digits(&[('M', 2)]), 10)[4], ColumnState::Fails);
        assert_eq!(
            ColumnSum::of(&Puzzle::parse("AB + AB == C").unwrap())
                .unwrap()
                .check(&digits(&[('A', 5), ('B', 0), ('C', 0)]), 10)[1],
            ColumnState::Fails
        );
    }
}
