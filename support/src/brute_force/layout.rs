//! Long division and long multiplication as the written method lays them
//! out (`D / d = Q | S1 | … | Sm`, `A * B = C | P1 | … | Pm`; their meaning
//! is in the parent module's doc), read into many small checks.
//!
//! Each condition of the layout is a check of its own, rather than one
//! constraint joining them all, so that the search can test each as soon
//! as the unknowns it reads are set.

use super::{Op, Parser, Place, Relation, Spelled, Token};

/// A step of a division: `X - Y = Z`, or none for an empty one.
type Step = Option<[Spelled; 3]>;

/// The words of a layout as the parser read them, kept beside the checks
/// for a solver that works the written method itself.
pub(crate) enum Layout {
    Division {
        dividend: Spelled,
        divisor: Spelled,
        quotient: Spelled,
        steps: Vec<Step>,
    },
    Product {
        multiplicand: Spelled,
        multiplier: Spelled,
        product: Spelled,
        lines: Vec<Option<Spelled>>,
    },
}

impl Parser<'_> {
    /// A division or a product, the whole puzzle.
    pub(super) fn layout(&mut self) -> Result<(), String> {
        if let Some((_, span)) = self.tokens.iter().find(|(t, _)| *t == Token::Separator) {
            return Err(format!(
                "`{}` at byte {} joins constraints, which a layout with `|` cannot have",
                &self.text[span.clone()],
                span.start
            ));
        }
        let left = self.layout_word("a word")?;
        let divide = match self.peek() {
            Some(Token::Slash) => true,
            Some(Token::Star) => false,
            _ => return Err(self.error("`/` or `*`")),
        };
        self.pos += 1;
        let right = self.layout_word("a word")?;
        self.equals()?;
        let result = self.layout_word("a word")?;
        if self.peek() != Some(&Token::Bar) {
            return Err(self.error("`|`"));
        }
        if divide {
            let mut steps = Vec::new();
            while self.eat(&Token::Bar) {
                steps.push(self.step()?);
            }
            self.division(left, right, result, &steps)?;
            self.layout = Some(Layout::Division {
                dividend: left,
                divisor: right,
                quotient: result,
                steps,
            });
        } else {
            let mut lines = Vec::new();
            while self.eat(&Token::Bar) {
                lines.push(self.line()?);
            }
            self.product(left, right, result, &lines)?;
            self.layout = Some(Layout::Product {
                multiplicand: left,
                multiplier: right,
                product: result,
                lines,
            });
        }
        Ok(())
    }

    /// A number of the layout: a word, or a run of digits, which a layout
    /// writes as it writes words (a remainder `0`, a product given whole).
    fn layout_word(&mut self, expected: &str) -> Result<Spelled, String> {
        let Some((Token::Number(_), span)) = self.tokens.get(self.pos) else {
            return self.word(expected);
        };
        let digits = &self.text[span.clone()];
        if digits.len() > 1 && digits.starts_with('0') {
            return Err(format!(
                "number `{digits}` at byte {} starts with `0`",
                span.start
            ));
        }
        let start = self.spellings.len() as u32;
        for c in digits.chars() {
            let d = c.to_digit(10).expect("a number is ASCII digits");
            if d >= self.base {
                return Err(format!(
                    "digit `{c}` of `{digits}` at byte {} is not below base {}",
                    span.start, self.base
                ));
            }
            self.spellings.push(Place::Digit(d as u8));
        }
        self.pos += 1;
        Ok(Spelled {
            start,
            len: digits.len() as u32,
        })
    }

    /// `=` or `==`, taken.
    fn equals(&mut self) -> Result<(), String> {
        if self.eat(&Token::Relation(Relation::Eq)) {
            Ok(())
        } else {
            Err(self.error("`=` or `==`"))
        }
    }

    /// Whether the cursor is at the end of a line of the layout.
    fn at_line_end(&self) -> bool {
        matches!(self.peek(), None | Some(Token::Bar))
    }

    fn end_of_line(&self) -> Result<(), String> {
        if self.at_line_end() {
            Ok(())
        } else {
            Err(self.error("`|` or the end"))
        }
    }

    /// The step after a `|`: `X - Y = Z`, or nothing.
    fn step(&mut self) -> Result<Step, String> {
        if self.at_line_end() {
            return Ok(None);
        }
        let x = self.layout_word("a word or `|`")?;
        if !self.eat(&Token::Minus) {
            return Err(self.error("`-`"));
        }
        let y = self.layout_word("a word")?;
        self.equals()?;
        let z = self.layout_word("a word")?;
        self.end_of_line()?;
        Ok(Some([x, y, z]))
    }

    /// The line after a `|` of a product: a word, or nothing.
    fn line(&mut self) -> Result<Option<Spelled>, String> {
        if self.at_line_end() {
            return Ok(None);
        }
        let word = self.layout_word("a word or `|`")?;
        self.end_of_line()?;
        Ok(Some(word))
    }

    /// Emits `left relation right` as a check.
    fn check(&mut self, left: &[Op], relation: Relation, right: &[Op]) {
        let start = self.program.len();
        self.program.extend_from_slice(left);
        self.program.extend_from_slice(right);
        self.program.push(Op::Compare(relation));
        self.checks.push(start..self.program.len());
    }

    fn division(
        &mut self,
        dividend: Spelled,
        divisor: Spelled,
        quotient: Spelled,
        steps: &[Step],
    ) -> Result<(), String> {
        let (n, m) = (dividend.len, quotient.len);
        if steps.len() != m as usize {
            return Err(format!(
                "the quotient has {m} characters, so the division takes {m} steps \
                 after `|`, not {}",
                steps.len()
            ));
        }
        if n < m {
            return Err(format!(
                "the dividend has {n} characters, fewer than the quotient's {m}"
            ));
        }
        // The first step divides the first k characters of the dividend;
        // each later one brings one more down.
        let k = n - m + 1;
        let zero = Op::Number(0);
        let d = self.read(divisor);
        let mut current = vec![self.read(dividend.part(0, k))];
        for (i, step) in (0..).zip(steps) {
            let q = self.read(quotient.part(i, 1));
            match *step {
                None => {
                    self.check(&[q], Relation::Eq, &[zero]);
                    self.check(&current, Relation::Lt, &[d]);
                }
                Some([x, y, z]) => {
                    let (x, y, z) = (self.read(x), self.read(y), self.read(z));
                    self.check(&[x], Relation::Eq, &current);
                    self.check(&[q], Relation::Ne, &[zero]);
                    self.check(&[y], Relation::Eq, &[d, q, Op::Mul]);
                    self.check(&[z], Relation::Eq, &[x, y, Op::Sub]);
                    // A word is never negative: `0 <= z` needs no check.
                    self.check(&[z], Relation::Lt, &[d]);
                    current = vec![z];
                }
            }
            if i + 1 < m {
                let next = self.read(dividend.part(k + i, 1));
                let base = Op::Number(self.base.into());
                current.extend([base, Op::Mul, next, Op::Add]);
            }
        }
        Ok(())
    }

    fn product(
        &mut self,
        multiplicand: Spelled,
        multiplier: Spelled,
        product: Spelled,
        lines: &[Option<Spelled>],
    ) -> Result<(), String> {
        let m = multiplier.len;
        if lines.len() != m as usize {
            return Err(format!(
                "the multiplier has {m} characters, so the product takes {m} lines \
                 after `|`, not {}",
                lines.len()
            ));
        }
        let zero = Op::Number(0);
        let a = self.read(multiplicand);
        // The first line belongs to the multiplier's last digit.
        for (j, line) in (0..).zip(lines) {
            let b = self.read(multiplier.part(m - 1 - j, 1));
            match *line {
                None => self.check(&[b], Relation::Eq, &[zero]),
                Some(p) => {
                    self.check(&[b], Relation::Ne, &[zero]);
                    let p = self.read(p);
                    self.check(&[p], Relation::Eq, &[a, b, Op::Mul]);
                }
            }
        }
        // Last, so that the search has the lines' checks to prune with
        // before it sets the product's unknowns.
        let (b, c) = (self.read(multiplier), self.read(product));
        self.check(&[c], Relation::Eq, &[a, b, Op::Mul]);
        Ok(())
    }
}
