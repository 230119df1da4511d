//! The cell-by-cell walk of [`GridFinder`]: any size of grid, the cells
//! placed in the finder's order with an explicit stack and the equations
//! completed so far solved together at each step. The 3 × 3 join
//! (`grid/join.rs`) is faster but keeps a table of the sums of every pair of
//! words, so the larger grids and the longer lists take this walk.

use std::collections::HashMap;
use std::sync::Arc;

use super::{FoundGrid, GridFinder};
use crate::Letter;
use crate::backtrack::Count;
use alphametic_runtime::Solution;

impl GridFinder {
    /// The walk of any size, cell after cell with an explicit stack.
    pub(super) fn stack_walk(&self, i: usize, second: Option<usize>) -> StackWalk<'_> {
        let all: Arc<[usize]> = self.words.as_slice().into();
        let mut search = StackWalk {
            finder: self,
            second,
            stack: Vec::with_capacity(self.n * self.n),
            list: Arc::clone(&all),
            next: second.unwrap_or(0),
            sums: HashMap::new(),
            used: vec![false; self.entries.len()],
            checked: 0,
            done: false,
        };
        match self.keys.get(i) {
            Some(&key) => {
                let mask = self.entry(key).mask;
                search.used[key] = true;
                search.stack.push(Cell {
                    word: key,
                    mask,
                    list: all,
                    next: 0,
                });
            }
            None => search.done = true,
        }
        search
    }
}

/// A placed cell: its word, the letters of the grid so far, and the
/// list and position its step was at.
#[derive(Debug, Clone)]
struct Cell {
    word: usize,
    mask: u64,
    list: Arc<[usize]>,
    next: usize,
}

/// The walk of any size: the cells in the finder's order, each from the
/// words its first equation allows, the equations completed so far solved
/// together at each step.
#[derive(Debug)]
pub(super) struct StackWalk<'a> {
    finder: &'a GridFinder,
    /// For a part: the position among the finder's words of the word of
    /// the second cell.
    second: Option<usize>,
    /// The placed cells, in the walk's order.
    stack: Vec<Cell>,
    /// The words the current step may take, and the position in it of the
    /// next one to try.
    list: Arc<[usize]>,
    next: usize,
    /// Per sum cell's addends (as words), the words that make that
    /// equation hold alone, in list order: the same addends come back
    /// again and again in a walk, each computed once.
    sums: HashMap<Vec<usize>, Arc<[usize]>>,
    /// `used[w]`: word `w` of the list is in the grid.
    used: Vec<bool>,
    checked: u64,
    done: bool,
}

impl StackWalk<'_> {
    pub(super) fn checked(&self) -> u64 {
        self.checked
    }

    /// The word in `cell` (`row * n + column`), once placed.
    fn word_at(&self, cell: usize) -> usize {
        let step = self
            .finder
            .order
            .iter()
            .position(|&o| o == cell)
            .expect("every cell has a step");
        self.stack[step].word
    }

    /// Whether `word` may go in the cell of the next step.
    fn fits(&self, word: usize, step: usize, mask: u64) -> bool {
        let f = self.finder;
        if mask.count_ones() > f.options.digit_mask().count_ones() {
            return false;
        }
        let n = f.n;
        // Of a grid and its transpose, the one with cell (0, 1) before
        // cell (1, 0) in the list.
        if f.order[step] == n && word < self.stack[1].word {
            return false;
        }
        // The list of the step holds the sums of its first equation; the
        // others (the last cell of a grid closes a row and a column) are
        // tested here.
        let alone = f.completes[step].iter().skip(1).all(|eq| {
            let addends: Vec<usize> = eq.addends.iter().map(|&c| self.word_at(c)).collect();
            f.holds_alone(&addends, word)
        });
        // The equations completed so far must hold together, which rules
        // out far more than each alone: they share letters. The last step
        // is the check itself.
        alone
            && (f.completes[step].is_empty()
                || step + 1 == n * n
                || !matches!(self.system(word, mask, 1), Count::None))
    }

    /// Solves the equations completed once `word` is in the cell of the
    /// next step, `mask` the grid's letters then, counting up to `limit`;
    /// with the letters, in the order of the digits counted.
    fn system_letters(&self, word: usize, mask: u64, limit: u8) -> (Count, Vec<Letter>) {
        let f = self.finder;
        let step = self.stack.len();
        let cell_word = |cell: usize| {
            if cell == f.order[step] {
                word
            } else {
                self.word_at(cell)
            }
        };
        f.system(
            f.completes[..=step].iter().flatten(),
            cell_word,
            mask,
            limit,
        )
    }

    fn system(&self, word: usize, mask: u64, limit: u8) -> Count {
        self.system_letters(word, mask, limit).0
    }

    /// The words the cell of `step` may take: every word, or for a sum
    /// cell those that make its first equation hold alone.
    fn list(&mut self, step: usize) -> Arc<[usize]> {
        let f = self.finder;
        let Some(eq) = f.completes.get(step).and_then(|eqs| eqs.first()) else {
            return f.words.as_slice().into();
        };
        let addends: Vec<usize> = eq.addends.iter().map(|&c| self.word_at(c)).collect();
        if let Some(list) = self.sums.get(&addends) {
            return Arc::clone(list);
        }
        let list: Arc<[usize]> = f
            .words
            .iter()
            .copied()
            .filter(|&z| !addends.contains(&z) && f.holds_alone(&addends, z))
            .collect();
        self.sums.insert(addends, Arc::clone(&list));
        list
    }

    /// The solution of the whole grid if it has exactly one; the last
    /// word is not placed yet.
    fn check(&mut self, word: usize, mask: u64) -> Option<Solution> {
        self.checked += 1;
        match self.system_letters(word, mask, 2) {
            (Count::One(digits), letters) => Some(crate::solution_of(
                &self.finder.alphabet,
                letters.iter().enumerate().map(|(k, &l)| (l, digits[k])),
            )),
            _ => None,
        }
    }

    /// The grid with `word` in its last cell.
    fn found(&self, word: usize, solution: Solution) -> FoundGrid {
        let f = self.finder;
        let last = f.order[f.n * f.n - 1];
        let cells = (0..f.n * f.n)
            .map(|cell| {
                if cell == last {
                    word
                } else {
                    self.word_at(cell)
                }
            })
            .collect();
        f.grid(cells, solution)
    }
}

impl Iterator for StackWalk<'_> {
    type Item = FoundGrid;

    fn next(&mut self) -> Option<FoundGrid> {
        if self.done {
            return None;
        }
        let f = self.finder;
        let cells = f.n * f.n;
        loop {
            let step = self.stack.len();
            // A part fixes the second cell's word: step 1 tries only it.
            let end = match (step, self.second) {
                (1, Some(second)) => (second + 1).min(self.list.len()),
                _ => self.list.len(),
            };
            let top_mask = self.stack.last()?.mask;
            let mut placed = false;
            if step < cells {
                while self.next < end {
                    let word = self.list[self.next];
                    self.next += 1;
                    if self.used[word] {
                        continue;
                    }
                    let mask = top_mask | f.entry(word).mask;
                    if !self.fits(word, step, mask) {
                        continue;
                    }
                    if step + 1 == cells {
                        if let Some(solution) = self.check(word, mask) {
                            return Some(self.found(word, solution));
                        }
                        continue;
                    }
                    {
                        let list = std::mem::replace(&mut self.list, f.words.as_slice().into());
                        self.stack.push(Cell {
                            word,
                            mask,
                            list,
                            next: self.next,
                        });
                        self.used[word] = true;
                        if step + 1 < cells {
                            self.list = self.list(step + 1);
                        }
                        self.next = 0;
                        placed = true;
                        break;
                    }
                }
            }
            if placed {
                continue;
            }
            // Back one step; the key's cell never leaves.
            if self.stack.len() <= 1 {
                self.done = true;
                return None;
            }
            let cell = self.stack.pop()?;
            self.used[cell.word] = false;
            self.list = cell.list;
            self.next = cell.next;
        }
    }
}
