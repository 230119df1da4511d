//! Run files, as the Enigma and Teaser community writes puzzles for its
//! Python solvers: the solver's name, then options and constraints, one
//! argument a line, quoted as in a shell, `#` starting a comment.
//!
//! ```text
//! #!/usr/bin/env python3 -m enigma -rr
//! SubstitutedExpression
//! "SEND + MORE = MONEY"
//! --answer="MONEY"
//! ```
//!
//! A run file is read into the puzzle language: its constraints joined by
//! `,` (a division's lines by `|`), its options into [`Options`]. The
//! translation keeps every character in place, so an error in a
//! constraint points at the file's own line and column. A construct the
//! language does not have is an error that names it, never a different
//! meaning.

use std::fmt;
use std::ops::Range;

use crate::{DigitSet, Distinct, Options, ZeroRule};

/// The longest run file read, in bytes: far past any puzzle's, and a
/// bound on the work a file can ask for before any solving.
pub const MAX_RUN_FILE: usize = 1 << 20;

/// The solver a run file names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Solver {
    /// `SubstitutedExpression` (or `Alphametic`): constraints of any kind.
    Expression,
    /// `SubstitutedSum`: one sum, `+` only.
    Sum,
    /// `SubstitutedDivision`: a long division, line by line.
    Division,
}

/// How the answers of a run file are summed up (`--accumulate`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Accumulate {
    /// The least answer.
    Min,
    /// The greatest answer.
    Max,
    /// The sum of the answers, one per solution.
    Sum,
}

/// A run file read into the puzzle language.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct RunFile {
    /// The solver named.
    pub solver: Solver,
    /// The puzzle, in the puzzle language.
    pub puzzle: String,
    /// The options, letter rules among them.
    pub options: Options,
    /// The expression whose values answer the puzzle (`--answer`), with
    /// the components of a tuple answer one by one.
    pub answer: Option<Vec<String>>,
    /// How the answers are summed up (`--accumulate`).
    pub accumulate: Option<Accumulate>,
    /// Where each part of [`RunFile::puzzle`] comes from: its byte range
    /// in the puzzle and the byte offset in the file of its first
    /// character. The translation keeps characters in place.
    pub origins: Vec<(Range<usize>, usize)>,
}

/// A fault in a run file, at a place in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunFileError {
    message: String,
    label: String,
    span: Range<usize>,
    line: usize,
    column: usize,
    line_text: String,
}

impl RunFileError {
    fn new(
        file: &str,
        span: Range<usize>,
        message: impl Into<String>,
        label: impl Into<String>,
    ) -> RunFileError {
        let start = span.start.min(file.len());
        let line_start = file[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = file[start..].find('\n').map_or(file.len(), |i| start + i);
        RunFileError {
            message: message.into(),
            label: label.into(),
            line: file[..start].matches('\n').count() + 1,
            column: file[line_start..start].chars().count() + 1,
            line_text: file[line_start..line_end].to_owned(),
            span,
        }
    }

    /// The error at `at`..`end` (file offsets) with a message from the
    /// puzzle language.
    pub fn at(file: &str, span: Range<usize>, message: &str, label: &str) -> RunFileError {
        RunFileError::new(file, span, message, label)
    }

    /// The line of the fault, from 1.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The column of the fault, in characters from 1.
    pub fn column(&self) -> usize {
        self.column
    }

    /// The byte range of the fault in the file.
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// What is wrong, in one line.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for RunFileError {
    /// As rustc draws an error: the message, the line and a caret under
    /// the fault.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let number = self.line.to_string();
        let pad = " ".repeat(number.len());
        let indent = " ".repeat(self.column - 1);
        let line_chars = self.line_text.chars().count();
        let width = self
            .span
            .len()
            .clamp(1, line_chars.saturating_sub(self.column - 1).max(1));
        writeln!(f, "error: {}", self.message)?;
        writeln!(f, "{pad} --> line {}:{}", self.line, self.column)?;
        writeln!(f, "{pad} |")?;
        writeln!(f, "{number} | {}", self.line_text)?;
        writeln!(f, "{pad} | {indent}{} {}", "^".repeat(width), self.label)
    }
}

impl std::error::Error for RunFileError {}

/// One argument of the file: its text after quoting, and the file offset
/// of each of its bytes.
#[derive(Debug, Clone)]
struct Arg {
    text: String,
    origin: Vec<usize>,
    /// The file offset where the argument starts (its quote, if quoted).
    start: usize,
    end: usize,
}

impl Arg {
    fn span(&self) -> Range<usize> {
        self.start..self.end
    }

    /// The file range of the argument's bytes `range`.
    fn file_range(&self, range: Range<usize>) -> Range<usize> {
        let at = |i: usize| self.origin.get(i).copied().unwrap_or(self.end);
        at(range.start)..at(range.end.max(range.start + 1) - 1) + 1
    }
}

/// The arguments of `file`, split as a shell splits them: whitespace
/// between arguments, `'…'` literal, `"…"` with `\` escaping `"`, `\`,
/// `$` and `` ` ``, `\` outside quotes escaping the next character (a line
/// break with it joins lines), `#` at the start of an argument starting a
/// comment to the end of the line.
fn split(file: &str) -> Result<Vec<Arg>, RunFileError> {
    let mut args = Vec::new();
    let mut chars = file.char_indices().peekable();
    let mut current: Option<Arg> = None;
    let push = |arg: &mut Arg, at: usize, c: char| {
        arg.text.push(c);
        arg.origin.extend(std::iter::repeat_n(at, c.len_utf8()));
    };
    while let Some((at, c)) = chars.next() {
        if c.is_whitespace() {
            if let Some(mut arg) = current.take() {
                arg.end = at;
                args.push(arg);
            }
            continue;
        }
        if c == '#' && current.is_none() {
            while chars.next_if(|&(_, c)| c != '\n').is_some() {}
            continue;
        }
        let arg = current.get_or_insert_with(|| Arg {
            text: String::new(),
            origin: Vec::new(),
            start: at,
            end: at,
        });
        match c {
            '\'' => loop {
                match chars.next() {
                    Some((_, '\'')) => break,
                    Some((i, c)) => push(arg, i, c),
                    None => return Err(unbalanced(file, at, '\'')),
                }
            },
            '"' => loop {
                match chars.next() {
                    Some((_, '"')) => break,
                    Some((_, '\\')) if chars.peek().is_some_and(|&(_, c)| "\"\\$`".contains(c)) => {
                        let (i, c) = chars.next().unwrap_or((at, '\\'));
                        push(arg, i, c);
                    }
                    Some((_, '\\')) if chars.peek().is_some_and(|&(_, c)| c == '\n') => {
                        chars.next();
                    }
                    Some((i, c)) => push(arg, i, c),
                    None => return Err(unbalanced(file, at, '"')),
                }
            },
            '\\' => match chars.next() {
                Some((_, '\n')) => {}
                Some((i, c)) => push(arg, i, c),
                None => {}
            },
            c => push(arg, at, c),
        }
    }
    if let Some(mut arg) = current.take() {
        arg.end = file.len();
        args.push(arg);
    }
    Ok(args)
}

fn unbalanced(file: &str, at: usize, quote: char) -> RunFileError {
    RunFileError::new(
        file,
        at..at + 1,
        format!("unbalanced quote: this `{quote}` is never closed"),
        "opened here",
    )
}

/// Reads `file`, a run file, into the puzzle language.
///
/// ```
/// use alphametic_runtime::{Puzzle, run_file};
///
/// let file = "#!/usr/bin/env python3 -m enigma -rr\n\
///             SubstitutedExpression\n\
///             \"SEND + MORE = MONEY\"\n\
///             --answer=\"MONEY\"\n";
/// let run = run_file::read(file)?;
/// assert_eq!(run.puzzle, "SEND + MORE = MONEY");
/// assert_eq!(run.answer, Some(vec!["MONEY".to_owned()]));
/// assert_eq!(Puzzle::parse_with(&run.puzzle, run.options)?.count(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// A file past [`MAX_RUN_FILE`], an unbalanced quote, an unknown solver or
/// option, a bad option value, or a constraint that uses a construct the
/// puzzle language does not have: each an error at its place.
pub fn read(file: &str) -> Result<RunFile, RunFileError> {
    if file.len() > MAX_RUN_FILE {
        return Err(RunFileError::new(
            file,
            MAX_RUN_FILE..MAX_RUN_FILE,
            format!(
                "the run file is too long: {} bytes, at most {MAX_RUN_FILE}",
                file.len()
            ),
            "the limit is here",
        ));
    }
    let args = split(file)?;
    let Some((name, rest)) = args.split_first() else {
        return Err(RunFileError::new(
            file,
            0..file.len(),
            "the run file is empty: it starts with the name of a solver, such as `SubstitutedExpression`",
            "no solver named",
        ));
    };
    let solver = match name.text.as_str() {
        "SubstitutedExpression" | "Alphametic" => Solver::Expression,
        "SubstitutedSum" => Solver::Sum,
        "SubstitutedDivision" => Solver::Division,
        other => {
            return Err(RunFileError::new(
                file,
                name.span(),
                format!(
                    "unknown solver `{other}`: the solvers are `SubstitutedExpression` \
                     (or `Alphametic`), `SubstitutedSum` and `SubstitutedDivision`"
                ),
                "not a solver",
            ));
        }
    };
    let mut reader = Reader {
        file,
        solver,
        options: Options::new(),
        invalid_given: false,
        answer: None,
        accumulate: None,
        constraints: Vec::new(),
        extra: Vec::new(),
    };
    let mut rest = rest.iter();
    while let Some(arg) = rest.next() {
        if arg.text.starts_with('-') && arg.text.len() > 1 {
            reader.option(arg, &mut rest)?;
        } else {
            reader.constraints.push(arg.clone());
        }
    }
    reader.finish()
}

/// The state of a run file's reading.
struct Reader<'a> {
    file: &'a str,
    solver: Solver,
    options: Options,
    /// Whether `--invalid` was given: then it alone says which letters
    /// may be 0.
    invalid_given: bool,
    answer: Option<Arg>,
    accumulate: Option<Accumulate>,
    constraints: Vec<Arg>,
    extra: Vec<Arg>,
}

impl Reader<'_> {
    fn error(&self, span: Range<usize>, message: impl Into<String>, label: &str) -> RunFileError {
        RunFileError::new(self.file, span, message, label)
    }

    /// Reads option `arg`, taking its value from the next argument when
    /// it is a long option written without `=`.
    fn option<'b>(
        &mut self,
        arg: &Arg,
        rest: &mut impl Iterator<Item = &'b Arg>,
    ) -> Result<(), RunFileError> {
        let text = arg.text.as_str();
        let (name, value) = if let Some(long) = text.strip_prefix("--") {
            match long.split_once('=') {
                Some((name, value)) => (name.to_owned(), Some(value.to_owned())),
                None => (long.to_owned(), None),
            }
        } else {
            // `-i0,016`: a short option with its value attached.
            let mut chars = text[1..].chars();
            let short = chars.next().unwrap_or('-');
            let value = chars.as_str().trim_start_matches('=');
            let long = match short {
                'b' => "base",
                'd' => "digits",
                'D' => "distinct",
                'i' => "invalid",
                'a' | 'A' => {
                    if short == 'a' {
                        "assign"
                    } else {
                        "answer"
                    }
                }
                's' => "symbols",
                'l' => "literal",
                'E' => "extra",
                'r' | 'v' => "verbose",
                _ => "",
            };
            (
                long.to_owned(),
                (!value.is_empty()).then(|| value.to_owned()),
            )
        };
        let takes_value = !matches!(name.as_str(), "verbose" | "reorder" | "denest");
        let value = match value {
            Some(value) => value,
            None if takes_value && !name.is_empty() => match rest.next() {
                Some(next) => next.text.clone(),
                None => {
                    return Err(self.error(
                        arg.span(),
                        format!("option `{text}` needs a value"),
                        "no value follows",
                    ));
                }
            },
            None => String::new(),
        };
        let bad = |reader: &Self, reason: &str| {
            reader.error(
                arg.span(),
                format!("bad value for `--{name}`: {reason}"),
                "here",
            )
        };
        match name.as_str() {
            "base" => match value.trim().parse::<u32>() {
                Ok(base) if (2..=crate::MAX_BASE).contains(&base) => {
                    self.options = self.options.clone().base(base);
                }
                _ => {
                    return Err(bad(
                        self,
                        &format!("`{value}` is not a base from 2 to {}", crate::MAX_BASE),
                    ));
                }
            },
            "digits" => {
                let digits = digits(&value)
                    .ok_or_else(|| bad(self, "write digits and ranges, as in `1-9` or `1,3,5`"))?;
                self.options = self.options.clone().digits(digits);
            }
            "distinct" => {
                let distinct: Distinct = value
                    .parse()
                    .map_err(|e: crate::rules::RuleError| bad(self, e.reason()))?;
                self.options = self.options.clone().distinct(distinct);
            }
            "invalid" | "assign" | "symbols" | "literal" => {
                if name == "invalid" {
                    self.invalid_given = true;
                }
                self.options = self
                    .options
                    .clone()
                    .rule(&name, &value)
                    .map_err(|e| bad(self, e.reason()))?;
            }
            "answer" => {
                self.answer = Some(Arg {
                    text: value,
                    ..arg.clone()
                })
            }
            "accumulate" => {
                self.accumulate = Some(match value.trim() {
                    "min" => Accumulate::Min,
                    "max" => Accumulate::Max,
                    "sum" => Accumulate::Sum,
                    _ => return Err(bad(self, "write `min`, `max` or `sum`")),
                });
            }
            "extra" => self.extra.push(Arg {
                text: value,
                ..arg.clone()
            }),
            // How the solver reports its work changes no answer.
            "verbose" | "reorder" | "denest" => {}
            _ => {
                return Err(self.error(
                    arg.span(),
                    format!("unknown option `{text}`"),
                    "not an option of the puzzle language",
                ));
            }
        }
        Ok(())
    }

    /// The puzzle and its options, once every argument is read.
    fn finish(mut self) -> Result<RunFile, RunFileError> {
        if self.constraints.is_empty() {
            let end = self.file.len();
            return Err(self.error(
                end..end,
                "the run file has no constraint",
                "expected a constraint",
            ));
        }
        if self.solver == Solver::Sum
            && let [_, second, ..] = self.constraints.as_slice()
        {
            return Err(self.error(
                second.span(),
                "`SubstitutedSum` takes one sum",
                "a second sum",
            ));
        }
        if self.invalid_given && self.options.zeros == ZeroRule::Standard {
            // `--invalid` says which letters may not be 0: with it, no
            // other rule bars a leading 0.
            self.options = self.options.clone().zeros(ZeroRule::Allowed);
        }
        let separator = if self.solver == Solver::Division {
            " | "
        } else {
            ", "
        };
        let mut puzzle = String::new();
        let mut origins = Vec::new();
        let parts = self.constraints.iter().map(|a| (a, separator));
        let extra = self.extra.iter().map(|a| (a, ", "));
        for (k, (arg, sep)) in parts.chain(extra).enumerate() {
            if k > 0 {
                puzzle.push_str(sep);
            }
            let text = translate(self.file, arg)?;
            origins.push((
                puzzle.len()..puzzle.len() + text.len(),
                arg.origin.first().copied().unwrap_or(arg.start),
            ));
            puzzle.push_str(&text);
        }
        let answer = match &self.answer {
            Some(arg) => Some(components(&translate(self.file, arg)?)),
            None => None,
        };
        Ok(RunFile {
            solver: self.solver,
            puzzle,
            options: self.options,
            answer,
            accumulate: self.accumulate,
            origins,
        })
    }
}

/// The digits of `--digits`: ranges and digits joined by commas.
fn digits(value: &str) -> Option<DigitSet> {
    let set: DigitSet = value.parse().ok()?;
    (!set.is_empty()).then_some(set)
}

/// A constraint of the file in the puzzle language, character for
/// character: `**` becomes `^ `, braces around a word become spaces;
/// an operator of Python the language does not have is an error at it.
fn translate(file: &str, arg: &Arg) -> Result<String, RunFileError> {
    let text = &arg.text;
    let mut out = String::with_capacity(text.len());
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '*' if chars.next_if(|&(_, c)| c == '*').is_some() => out.push_str("^ "),
            '{' | '}' => out.push(' '),
            '^' | '&' | '~' | '[' | ']' | '"' | '\'' | '.' => {
                let what = match c {
                    '^' => "`^` (exclusive or in Python; a power is `**`)",
                    '&' => "`&` (bitwise and)",
                    '~' => "`~` (bitwise not)",
                    '[' | ']' => "indexing",
                    '.' => "attributes and decimal fractions",
                    _ => "strings",
                };
                let at = arg.file_range(i..i + c.len_utf8());
                return Err(RunFileError::new(
                    file,
                    at,
                    format!("the puzzle language has no {what}"),
                    "not in the puzzle language",
                ));
            }
            c => out.push(c),
        }
    }
    Ok(out)
}

/// The components of a tuple answer `(A, B)`, or the answer alone.
fn components(answer: &str) -> Vec<String> {
    let trimmed = answer.trim();
    let inner = trimmed.strip_prefix('(').and_then(|t| t.strip_suffix(')'));
    let Some(inner) = inner.filter(|inner| top_level_comma(inner)) else {
        return vec![trimmed.to_owned()];
    };
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(inner[start..i].trim().to_owned());
                start = i + 1;
            }
            _ => {}
        }
    }
    let last = inner[start..].trim();
    if !last.is_empty() {
        parts.push(last.to_owned());
    }
    parts
}

/// Whether `inner` holds a comma outside parentheses: a tuple, not a
/// parenthesised expression.
fn top_level_comma(inner: &str) -> bool {
    let mut depth = 0i32;
    for c in inner.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => return true,
            _ => {}
        }
        if depth < 0 {
            return false;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_split_as_a_shell_splits_them() {
        let args = split("a 'b c' \"d\\\"e\" f\\ g # comment\n h").unwrap();
        let texts: Vec<&str> = args.iter().map(|a| a.text.as_str()).collect();
        assert_eq!(texts, ["a", "b c", "d\"e", "f g", "h"]);
        let err = split("x \"open").unwrap_err();
        assert_eq!((err.line(), err.column()), (1, 3));
    }

    #[test]
    fn options_and_constraints_become_the_language() {
        let file = "#!/usr/bin/env python3 -m enigma -rr\n\
                    SubstitutedExpression\n\
                    \"{AB} ** 2 = {CDE}\"\n\
                    \"A > 2\"\n\
                    --distinct=\"ABC,DE\"\n\
                    -i0,016\n\
                    --assign=\"E,5\"\n\
                    --answer=\"(AB, CDE)\"\n";
        let run = read(file).unwrap();
        assert_eq!(run.solver, Solver::Expression);
        assert_eq!(run.puzzle, " AB  ^  2 =  CDE , A > 2");
        assert_eq!(run.answer, Some(vec!["AB".to_owned(), "CDE".to_owned()]));
        assert_eq!(run.options.zeros, ZeroRule::Allowed);
        assert_eq!(
            run.options.distinct,
            Distinct::Groups(vec!["ABC".into(), "DE".into()])
        );
    }

    #[test]
    fn faults_are_errors_at_their_line() {
        let cases = [
            ("Substituted\n\"A = B\"", 1, "unknown solver"),
            ("SubstitutedExpression\n\"A ^ B = C\"", 2, "exclusive or"),
            (
                "SubstitutedExpression\n--colour=red\n\"A = B\"",
                2,
                "unknown option",
            ),
            (
                "SubstitutedExpression\n--base=99\n\"A = B\"",
                2,
                "not a base",
            ),
            (
                "SubstitutedExpression\n--distinct=\"ABA\"\n\"A = B\"",
                2,
                "twice",
            ),
            ("SubstitutedSum\n\"A + B = C\"\n\"D + E = F\"", 3, "one sum"),
            ("SubstitutedExpression\n", 2, "no constraint"),
        ];
        for (file, line, message) in cases {
            let err = read(file).unwrap_err();
            assert_eq!(err.line(), line, "{file}: {err}");
            assert!(err.message().contains(message), "{file}: {err}");
        }
    }
}
