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
    /// How the answers are summed up (`--accumulate`): its text as
    /// written, and each function of it (`[min, max]` names two).
    pub accumulate: Option<(String, Vec<Accumulate>)>,
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
        base: crate::DEFAULT_BASE,
        digits: None,
        distinct: None,
        invalid: None,
        assign: Vec::new(),
        symbols: None,
        literal: String::new(),
        answer: None,
        accumulate: None,
        constraints: Vec::new(),
        extra: Vec::new(),
    };
    let mut after_dashes = false;
    for arg in rest {
        if after_dashes {
            reader.extra.push(arg.clone());
        } else if arg.text == "--" && solver == Solver::Division {
            // A division's further constraints may follow a lone `--`.
            after_dashes = true;
        } else if arg.text.starts_with('-') && arg.text.len() > 1 {
            reader.option(arg)?;
        } else {
            reader.constraints.push(arg.clone());
        }
    }
    reader.finish()
}

/// The state of a run file's reading: the options as the file gives
/// them, turned into [`Options`] once every argument is read.
struct Reader<'a> {
    file: &'a str,
    solver: Solver,
    base: u32,
    digits: Option<DigitSet>,
    distinct: Option<Distinct>,
    /// The `--invalid` rules, `None` when none is given: then no word of
    /// two or more symbols starts with 0. A sum's or an expression's
    /// `--invalid` replaces that rule; a division's adds to it.
    invalid: Option<Vec<(DigitSet, String)>>,
    assign: Vec<(char, u32)>,
    symbols: Option<String>,
    literal: String,
    answer: Option<Arg>,
    accumulate: Option<(String, Vec<Accumulate>)>,
    constraints: Vec<Arg>,
    extra: Vec<Arg>,
}

impl Reader<'_> {
    fn error(&self, span: Range<usize>, message: impl Into<String>, label: &str) -> RunFileError {
        RunFileError::new(self.file, span, message, label)
    }

    /// Reads option `arg`: `--name=value`, `--name` (an empty value) or
    /// `-xVALUE`.
    fn option(&mut self, arg: &Arg) -> Result<(), RunFileError> {
        let text = arg.text.as_str();
        let (name, value) = if let Some(long) = text.strip_prefix("--") {
            let (name, value) = long.split_once('=').unwrap_or((long, ""));
            (name.to_owned(), value.to_owned())
        } else {
            let mut chars = text[1..].chars();
            let short = chars.next().unwrap_or('-');
            let long = match short {
                'b' => "base",
                'd' => "digits",
                'D' => "distinct",
                'i' => "invalid",
                'a' => "assign",
                'A' => "answer",
                'M' => "accumulate",
                's' => "symbols",
                'L' => "literal",
                'E' => "extra",
                'r' => "reorder",
                'X' => "denest",
                'v' => "verbose",
                _ => text,
            };
            (long.to_owned(), chars.as_str().to_owned())
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
                Ok(base) if (2..=crate::MAX_BASE).contains(&base) => self.base = base,
                _ => {
                    let reason = format!("`{value}` is not a base from 2 to {}", crate::MAX_BASE);
                    return Err(bad(self, &reason));
                }
            },
            "digits" => {
                let digits = numbers(&value).ok_or_else(|| {
                    bad(
                        self,
                        "write digits and ranges, as in `1-9`, `1,3,5` or `0-9,!5`",
                    )
                })?;
                self.digits = Some(digits);
            }
            "distinct" => {
                // `,`, `|` and `+` all separate groups; `0`, `""` or the
                // option alone: no two letters need differ.
                let groups = value.replace(['|', '+'], ",");
                let distinct: Distinct = match groups.trim() {
                    "1" => Distinct::All,
                    "" | "0" => Distinct::None,
                    groups => groups
                        .parse()
                        .map_err(|e: crate::rules::RuleError| bad(self, e.reason()))?,
                };
                self.distinct = Some(distinct);
            }
            "invalid" => {
                // The last comma parts the digits from the symbols; `|` and
                // `+` join digits as commas do. An empty value only sets
                // the rule on leading zeros aside.
                let value = value.replace(['|', '+'], ",");
                let rule = match value.rsplit_once(',') {
                    Some((digits, symbols)) => {
                        let digits = numbers(digits).ok_or_else(|| {
                            bad(self, "write digits, a comma, then letters, as in `0,ABC`")
                        })?;
                        Some((digits, symbols.trim().to_owned()))
                    }
                    None if value.trim().is_empty() => None,
                    None => {
                        return Err(bad(
                            self,
                            "write digits, a comma, then letters, as in `0,ABC`",
                        ));
                    }
                };
                let rules = self.invalid.get_or_insert_with(Vec::new);
                rules.extend(rule.filter(|(_, symbols)| !symbols.is_empty()));
            }
            "assign" => {
                let Some((symbols, digit)) = value.split_once(',') else {
                    return Err(bad(
                        self,
                        "write letters, a comma, then a digit, as in `E,5`",
                    ));
                };
                let digit: u32 = digit.trim().parse().map_err(|_| {
                    bad(
                        self,
                        "write letters, a comma, then a decimal digit, as in `E,5`",
                    )
                })?;
                self.assign
                    .extend(symbols.chars().filter(|&c| c != '|').map(|c| (c, digit)));
            }
            "symbols" => self.symbols = Some(value),
            "literal" => self.literal.push_str(&value),
            "answer" => {
                self.answer = Some(Arg {
                    text: value,
                    ..arg.clone()
                })
            }
            "accumulate" => {
                // `max`, or a list or tuple of them: `[min, max]`.
                let text = value.trim();
                let inner = text
                    .strip_prefix(['[', '('])
                    .and_then(|t| t.strip_suffix([']', ')']))
                    .unwrap_or(text);
                let by: Option<Vec<Accumulate>> = inner
                    .split(',')
                    .map(|f| match f.trim() {
                        "min" => Some(Accumulate::Min),
                        "max" => Some(Accumulate::Max),
                        "sum" => Some(Accumulate::Sum),
                        _ => None,
                    })
                    .collect();
                let Some(by) = by else {
                    return Err(bad(
                        self,
                        "the puzzle language accumulates with `min`, `max`, `sum`, or a list of them",
                    ));
                };
                self.accumulate = Some((text.to_owned(), by));
            }
            "extra" => self.extra.push(Arg {
                text: value,
                ..arg.clone()
            }),
            // How the library reports its work or orders its search
            // changes no answer.
            "verbose" | "reorder" | "denest" | "sane" | "warn" | "header" | "template" => {}
            _ => {
                return Err(self.error(
                    arg.span(),
                    format!("unknown option `{text}`"),
                    "not an option the puzzle language reads",
                ));
            }
        }
        Ok(())
    }

    /// The puzzle and its options, once every argument is read.
    fn finish(self) -> Result<RunFile, RunFileError> {
        if self.constraints.is_empty() {
            let end = self.file.len();
            return Err(self.error(
                end..end,
                "the run file has no constraint",
                "expected a constraint",
            ));
        }
        let mut symbols = Symbols::new(self.solver, self.symbols.as_deref());
        let mut parts: Vec<(String, usize)> = Vec::new();
        for arg in &self.constraints {
            let text = match self.solver {
                Solver::Expression => expression(self.file, arg, self.base, &mut symbols, true)?,
                Solver::Sum => {
                    symbols.add_all(
                        arg.text
                            .chars()
                            .filter(|&c| !c.is_whitespace() && c != '+' && c != '='),
                    );
                    arg.text.clone()
                }
                Solver::Division => division_line(self.file, arg)?,
            };
            parts.push((text, origin(arg)));
        }
        for arg in &self.extra {
            parts.push((
                expression(self.file, arg, self.base, &mut symbols, true)?,
                origin(arg),
            ));
        }
        let answer = match &self.answer {
            Some(arg) => Some(components(&expression(
                self.file,
                arg,
                self.base,
                &mut symbols,
                false,
            )?)),
            None => None,
        };
        for &(c, _) in &self.assign {
            symbols.add(c);
        }
        for c in self.literal.chars() {
            symbols.add(c);
        }
        let mut options = Options::new().base(self.base);
        if self.solver == Solver::Division {
            // A division's `?` standing alone is a digit other than 0: a
            // remainder of 0 is written `0`.
            options = options.zeros(ZeroRule::Strict);
        }
        // In an expression the library checks neither `--digits` nor
        // `--invalid` on an assigned symbol: the rules go to the others.
        let assigned: Vec<char> = self
            .assign
            .iter()
            .map(|&(c, _)| c)
            .chain(self.literal.chars())
            .collect();
        let exempt = |c: &char| self.solver == Solver::Expression && assigned.contains(c);
        if let Some(digits) = self.digits {
            let digits = digits.intersect(DigitSet::range(0, self.base));
            if digits.is_empty() {
                let end = self.file.len();
                return Err(self.error(
                    end..end,
                    "`--digits` leaves no digit of the base",
                    "no digit",
                ));
            }
            if self.solver == Solver::Expression && !assigned.is_empty() {
                let barred = DigitSet::range(0, self.base).minus(digits);
                let others: String = symbols.set.iter().filter(|c| !exempt(c)).collect();
                options = options.invalid(barred, &others);
            } else {
                options = options.digits(digits);
            }
        }
        if let Some(distinct) = &self.distinct {
            options = options.distinct(distinct.clone());
        }
        if let Some(rules) = &self.invalid {
            if self.solver != Solver::Division {
                // Any `--invalid` replaces the rule on leading zeros.
                options = options.zeros(ZeroRule::Allowed);
            }
            for (digits, letters) in rules {
                let letters: String = letters.chars().filter(|c| !exempt(c)).collect();
                options = options.invalid(*digits, &letters);
            }
        }
        for &(c, digit) in &self.assign {
            options = options.assign(c, digit);
        }
        for c in self.literal.chars() {
            // A literal stands for its own value, and with distinct
            // symbols no other symbol takes it.
            let Some(value) = c.to_digit(36).filter(|&v| v < self.base) else {
                let end = self.file.len();
                return Err(self.error(
                    end..end,
                    format!("literal `{c}` is not a digit of base {}", self.base),
                    "not a digit",
                ));
            };
            options = options.assign(c, value);
        }
        if let Some(set) = symbols.explicit() {
            options = options.symbols(&set);
        }
        // Symbols the options name but no constraint uses are still
        // unknowns of the puzzle, each taking a digit.
        let mut puzzle = String::new();
        let mut origins = Vec::new();
        let separator = if self.solver == Solver::Division {
            " | "
        } else {
            ", "
        };
        let layout_lines = if self.solver == Solver::Division {
            self.constraints.len()
        } else {
            parts.len()
        };
        for (k, (text, at)) in parts.iter().enumerate() {
            if k > 0 {
                puzzle.push_str(if k < layout_lines { separator } else { ", " });
            }
            origins.push((puzzle.len()..puzzle.len() + text.len(), *at));
            puzzle.push_str(text);
        }
        if self.solver == Solver::Expression {
            let unused: Vec<char> = symbols
                .named(&self.symbols, &self.distinct, &self.assign, &self.literal)
                .into_iter()
                .filter(|&c| !puzzle.contains(c))
                .collect();
            for c in unused {
                puzzle.push_str(&format!(", {c} == {c}"));
            }
            // The words of the answer follow the rule on leading zeros as
            // the constraints' do.
            if self.invalid.is_none() {
                let written = words(&puzzle, &symbols);
                for word in answer.iter().flatten().flat_map(|a| words(a, &symbols)) {
                    if let Some(first) = word.chars().next().filter(|_| !written.contains(&word)) {
                        options = options.invalid(DigitSet::single(0), &first.to_string());
                    }
                }
            }
        }
        Ok(RunFile {
            solver: self.solver,
            puzzle,
            options,
            answer,
            accumulate: self.accumulate,
            origins,
        })
    }
}

/// The words of two or more symbols in `text`.
fn words(text: &str, symbols: &Symbols) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    for c in text.chars().chain([' ']) {
        if symbols.set.contains(&c) {
            word.push(c);
        } else {
            if word.chars().count() > 1 {
                words.push(word.clone());
            }
            word.clear();
        }
    }
    words
}

/// The file offset of an argument's first character.
fn origin(arg: &Arg) -> usize {
    arg.origin.first().copied().unwrap_or(arg.start)
}

/// Which characters are symbols: for an expression the capitals unless
/// `--symbols` names others, and the characters of braced words; for a sum
/// every character of its words; for a division the letters.
struct Symbols {
    solver: Solver,
    set: Vec<char>,
}

impl Symbols {
    fn new(solver: Solver, explicit: Option<&str>) -> Symbols {
        let set = match (solver, explicit) {
            (Solver::Expression, Some(symbols)) => symbols.chars().collect(),
            (Solver::Expression, None) => ('A'..='Z').collect(),
            _ => Vec::new(),
        };
        Symbols { solver, set }
    }

    fn add(&mut self, c: char) {
        if !self.set.contains(&c) {
            self.set.push(c);
        }
    }

    fn add_all(&mut self, chars: impl Iterator<Item = char>) {
        chars.for_each(|c| self.add(c));
    }

    /// The symbols as [`Options::symbols`] takes them; `None` for a
    /// division, whose symbols are the language's letters.
    fn explicit(&self) -> Option<String> {
        (self.solver != Solver::Division).then(|| self.set.iter().collect())
    }

    /// The symbols the options name: those of `--symbols`, of the groups
    /// of `--distinct`, and those assigned or literal.
    fn named(
        &self,
        symbols: &Option<String>,
        distinct: &Option<Distinct>,
        assign: &[(char, u32)],
        literal: &str,
    ) -> Vec<char> {
        let mut named: Vec<char> = symbols.iter().flat_map(|s| s.chars()).collect();
        if let Some(Distinct::Groups(groups)) = distinct {
            named.extend(groups.iter().flat_map(|g| g.chars()));
        }
        named.extend(assign.iter().map(|&(c, _)| c));
        named.extend(literal.chars());
        named.sort_unstable();
        named.dedup();
        named.retain(|&c| !c.is_whitespace());
        named
    }
}

/// `--digits` and the digits of `--invalid` as the community writes them:
/// terms joined by commas, each a digit `n`, a range `a-b`, or `!t` to
/// take a term away.
fn numbers(text: &str) -> Option<DigitSet> {
    let mut set = DigitSet::EMPTY;
    for term in text.split(',').map(str::trim).filter(|t| !t.is_empty()) {
        let (remove, term) = match term.strip_prefix('!') {
            Some(term) => (true, term),
            None => (false, term),
        };
        let part: DigitSet = term.parse().ok()?;
        set = if remove {
            set.minus(part)
        } else {
            set.union(part)
        };
    }
    Some(set)
}

/// An expression of a `SubstitutedExpression` in the puzzle language,
/// character for character where it can be: `**` becomes `^ `, braces
/// become spaces (their characters symbols), and a value after ` = ` is
/// read in the puzzle's base. An operator of Python the language does not
/// have is an error at it. A `condition` (not an answer) is also read as
/// the library reads its ` = `.
fn expression(
    file: &str,
    arg: &Arg,
    base: u32,
    symbols: &mut Symbols,
    condition: bool,
) -> Result<String, RunFileError> {
    let text = &arg.text;
    let braced = has_braced_word(text);
    let mut out = String::with_capacity(text.len());
    let mut chars = text.char_indices().peekable();
    let mut depth = 0;
    let error = |i: usize, len: usize, message: String| {
        RunFileError::new(
            file,
            arg.file_range(i..i + len),
            message,
            "not in the puzzle language",
        )
    };
    while let Some((i, c)) = chars.next() {
        match c {
            '*' if chars.next_if(|&(_, c)| c == '*').is_some() => out.push_str("^ "),
            '{' => {
                depth += 1;
                out.push(' ');
            }
            '}' => {
                depth -= 1;
                out.push(' ');
            }
            c if depth > 0 => {
                symbols.add(c);
                out.push(c);
            }
            c if braced && c.is_uppercase() => {
                return Err(error(
                    i,
                    c.len_utf8(),
                    format!(
                        "outside braces `{c}` starts a Python name, which the puzzle language does not have"
                    ),
                ));
            }
            '^' | '&' | '~' | '"' | '\'' | '.' | '@' | ':' => {
                let what = match c {
                    '^' => "`^` (exclusive or in Python; a power is `**`)",
                    '&' => "`&` (bitwise and)",
                    '~' => "`~` (bitwise not)",
                    '.' => "attributes and decimal fractions",
                    '@' | ':' => "this Python operator",
                    _ => "strings",
                };
                return Err(error(
                    i,
                    c.len_utf8(),
                    format!("the puzzle language has no {what}"),
                ));
            }
            c => out.push(c),
        }
    }
    let out = python_forms(file, arg, &out, condition)?;
    if let Some(i) = out.find(['[', ']']) {
        // What is left of brackets after `sum([…])`: lists and indexing.
        let at = arg.text.find(['[', ']']).unwrap_or(i);
        return Err(RunFileError::new(
            file,
            arg.file_range(at..at + 1),
            "the puzzle language has no lists or indexing",
            "not in the puzzle language",
        ));
    }
    if !condition {
        return Ok(out);
    }
    value_in_base(file, arg, &chained(&out), base)
}

/// The library's functions read as the language's, where their meanings
/// part: `is_square`, `is_cube` and `is_triangular` give a root there,
/// false for 0, so as a truth value they are the language's predicate
/// and a non-zero argument, and as a number they are refused;
/// `is_palindrome` reads a sequence of digits, `nsplit(N)` or `str(N)`,
/// which the language's reads from `N` itself; `is_npalindrome` is
/// `is_palindrome`; `sum([…])` and `sum((…))` are a sum.
fn python_forms(
    file: &str,
    arg: &Arg,
    text: &str,
    condition: bool,
) -> Result<String, RunFileError> {
    let mut text = text.to_owned();
    while let Some((start, open, close)) = call(&text, "is_npalindrome") {
        let inner = text[open + 1..close].to_owned();
        text.replace_range(start..=close, &format!("is_palindrome(({inner}))"));
    }
    for name in ["nsplit", "str"] {
        while let Some((start, open, close)) = call(&text, name) {
            let inner = text[open + 1..close].to_owned();
            text.replace_range(start..=close, &format!("({inner})"));
        }
    }
    if let Some((start, _, _)) = call(&text, "is_palindrome")
        && !text[start..].starts_with("is_palindrome((")
    {
        return Err(RunFileError::new(
            file,
            arg.file_range(start..start + "is_palindrome".len()),
            "the library's `is_palindrome` reads a sequence: of a number it is never true; \
             write `is_palindrome(nsplit(N))`",
            "of a number",
        ));
    }
    while let Some((start, open, close)) = call(&text, "sum") {
        let inner = &text[open + 1..close];
        let Some(items) = inner
            .trim()
            .strip_prefix(['[', '('])
            .and_then(|i| i.strip_suffix([']', ')']))
        else {
            break;
        };
        let items: Vec<String> = split_top(items, ',')
            .into_iter()
            .filter(|i| !i.trim().is_empty())
            .map(|i| format!("({})", i.trim()))
            .collect();
        text.replace_range(start..=close, &format!("({})", items.join(" + ")));
    }
    for name in ["is_square", "is_cube", "is_triangular"] {
        let mut from = 0;
        while let Some((start, open, close)) =
            call(&text[from..], name).map(|(a, b, c)| (a + from, b + from, c + from))
        {
            let before = text[..start].trim_end();
            let after = text[close + 1..].trim_start();
            let truth_before = before.is_empty()
                || before.ends_with('(')
                || before.ends_with(" not")
                || before.ends_with(" and")
                || before.ends_with(" or")
                || before == "not";
            let truth_after = after.is_empty()
                || after.starts_with(')')
                || after.starts_with("and ")
                || after.starts_with("or ");
            if !(condition && truth_before && truth_after) {
                return Err(RunFileError::new(
                    file,
                    arg.file_range(start..start + name.len()),
                    format!(
                        "the library's `{name}` gives a root, false for 0; the puzzle \
                         language's is a truth value: use it only as a condition"
                    ),
                    "used as a number",
                ));
            }
            let inner = text[open + 1..close].to_owned();
            let rewritten = format!("({name}({inner}) and ({inner}) != 0)");
            from = start + rewritten.len();
            text.replace_range(start..=close, &rewritten);
        }
    }
    Ok(text)
}

/// The first call of `name` in `text`: where its name starts, its `(`
/// and its `)`.
fn call(text: &str, name: &str) -> Option<(usize, usize, usize)> {
    let mut from = 0;
    while let Some(at) = text[from..].find(&format!("{name}(")).map(|i| i + from) {
        let boundary = text[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        let open = at + name.len();
        if boundary {
            let mut depth = 0;
            for (i, c) in text[open..].char_indices() {
                match c {
                    '(' => depth += 1,
                    ')' => {
                        depth -= 1;
                        if depth == 0 {
                            return Some((at, open, open + i));
                        }
                    }
                    _ => {}
                }
            }
            return None;
        }
        from = open;
    }
    None
}

/// `text` split at each `sep` outside parentheses and brackets.
fn split_top(text: &str, sep: char) -> Vec<&str> {
    let (mut depth, mut start, mut parts) = (0i32, 0, Vec::new());
    for (i, c) in text.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            c if c == sep && depth == 0 => {
                parts.push(&text[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
}

/// A chain of comparisons, `A < B < C`, as Python reads it: `A < B and
/// B < C`. Other text is returned as it is.
fn chained(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut cuts: Vec<(usize, usize)> = Vec::new();
    let mut depth = 0i32;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth -= 1,
            b'=' | b'!' | b'<' | b'>' if depth == 0 => {
                let two = bytes.get(i + 1) == Some(&b'=');
                let len = if two { 2 } else { 1 };
                // A single `=` is a relation only with spaces around it.
                let single_eq = bytes[i] == b'=' && !two;
                let spaced = i > 0
                    && bytes[i - 1].is_ascii_whitespace()
                    && bytes.get(i + 1).is_some_and(|b| b.is_ascii_whitespace());
                let relation = (!single_eq || spaced) && (bytes[i] != b'!' || two);
                if relation {
                    cuts.push((i, len));
                }
                i += len;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    let words = |w: &str| text.split_whitespace().any(|t| t == w);
    if cuts.len() < 2 || words("and") || words("or") || words("not") {
        return text.to_owned();
    }
    let mut operands = Vec::new();
    let mut start = 0;
    for &(at, len) in &cuts {
        operands.push(text[start..at].trim());
        start = at + len;
    }
    operands.push(text[start..].trim());
    let relations: Vec<&str> = cuts
        .iter()
        .map(|&(at, len)| match &text[at..at + len] {
            "=" => "==",
            r => r,
        })
        .collect();
    let parts: Vec<String> = relations
        .iter()
        .enumerate()
        .map(|(k, r)| format!("{} {r} {}", operands[k], operands[k + 1]))
        .collect();
    parts.join(" and ")
}

/// Whether `text` writes a word in braces, `{ABC}`.
fn has_braced_word(text: &str) -> bool {
    text.split('{').skip(1).any(|after| {
        after.split_once('}').is_some_and(|(word, _)| {
            !word.is_empty() && word.chars().all(|c| c.is_alphanumeric() || c == '_')
        })
    })
}

/// `expr = value`, a single `=` with spaces around it, is the library's
/// "the expression's whole part is the value": the value, a number, is
/// read in the puzzle's base. Python's `int()` truncates a true division
/// there, which the language's exact `/` does not: that is an error.
fn value_in_base(file: &str, arg: &Arg, text: &str, base: u32) -> Result<String, RunFileError> {
    let bytes = text.as_bytes();
    let sides: Vec<usize> = (1..bytes.len().saturating_sub(1))
        .filter(|&i| {
            bytes[i] == b'='
                && bytes[i - 1].is_ascii_whitespace()
                && bytes[i + 1].is_ascii_whitespace()
        })
        .collect();
    let true_division = |part: &str| {
        part.match_indices('/')
            .any(|(i, _)| !part[i + 1..].starts_with('/') && !part[..i].ends_with('/'))
    };
    let [at] = sides.as_slice() else {
        let compares = ["==", "!=", "<", ">"].iter().any(|r| text.contains(r));
        if !compares && true_division(text) {
            let i = text.find('/').unwrap_or(0);
            return Err(RunFileError::new(
                file,
                arg.file_range(i..i + 1),
                "as a condition, the library takes the whole part of a true division; the \
                 puzzle language's `/` is exact: compare the quotient, as in `A / B >= 1`",
                "a true division as a condition",
            ));
        }
        return Ok(text.to_owned());
    };
    let (lhs, rhs) = (&text[..*at], &text[at + 1..]);
    let divides = lhs
        .match_indices('/')
        .any(|(i, _)| !lhs[i + 1..].starts_with('/') && !lhs[..i].ends_with('/'));
    if divides {
        let i = lhs.find('/').unwrap_or(0);
        return Err(RunFileError::new(
            file,
            arg.file_range(i..i + 1),
            "before ` = `, the library takes the whole part of a true division; the puzzle \
             language's `/` is exact: write `==` for an exact quotient, or `//`",
            "a true division before ` = `",
        ));
    }
    let value = rhs.trim();
    if base == 10 || value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(text.to_owned());
    }
    match u128::from_str_radix(value, base) {
        Ok(n) => Ok(format!("{lhs}= {n}")),
        Err(_) => Ok(text.to_owned()),
    }
}

/// A line of a division: the head or a step as written, braces taken
/// away, a step without a difference (`x - y = `) exact.
fn division_line(file: &str, arg: &Arg) -> Result<String, RunFileError> {
    let text: String = arg
        .text
        .chars()
        .map(|c| if c == '{' || c == '}' { ' ' } else { c })
        .collect();
    if let Some(i) =
        text.find(|c: char| !(c.is_alphanumeric() || c.is_whitespace() || "?/-=".contains(c)))
    {
        let c = text[i..].chars().next().unwrap_or(' ');
        return Err(RunFileError::new(
            file,
            arg.file_range(i..i + c.len_utf8()),
            format!("`{c}` is not part of a long division's line"),
            "not in a division",
        ));
    }
    if text.trim_end().ends_with('=') {
        return Ok(format!("{} 0", text.trim_end()));
    }
    Ok(text)
}

/// The summary that follows a run file's solutions, line by line, as the
/// community's library prints it: `ANSWER = VALUE [N solutions]` for each
/// value of the answer, the most frequent first and among as frequent
/// ones the greatest; with `--accumulate` one line instead,
/// `max(ANSWER) = VALUE [from N values]`; without an answer
/// `[N solutions]`. `answer` and `accumulate` are the file's
/// ([`RunFile::answer`], [`RunFile::accumulate`]), `count` the number of
/// solutions, `answers` the answers when the file asks for one.
///
/// ```
/// use alphametic_runtime::{Puzzle, run_file};
/// let run = run_file::read("SubstitutedExpression\n\"AB + BA = 55\"\n--answer=AB\n")?;
/// let puzzle = Puzzle::parse_with(&run.puzzle, run.options.clone())?;
/// let answers = puzzle.answer_tuples(&["AB"])?;
/// let lines = run_file::summary(run.answer.as_deref(), None, puzzle.count(), Some(&answers));
/// assert_eq!(lines[0], "AB = 41 [1 solution]");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn summary(
    answer: Option<&[String]>,
    accumulate: Option<&(String, Vec<Accumulate>)>,
    count: u64,
    answers: Option<&[crate::TupleAnswer]>,
) -> Vec<String> {
    let (Some(parts), Some(answers)) = (answer, answers) else {
        return vec![format!("[{}]", solutions(count))];
    };
    let name = tuple_of(parts.iter().cloned());
    if let Some((text, by)) = accumulate {
        let value = accumulated(by, answers);
        let values = if count == 1 { "value" } else { "values" };
        return vec![format!("{text}({name}) = {value} [from {count} {values}]")];
    }
    if answers.is_empty() {
        return vec![format!("[{}]", solutions(0))];
    }
    most_common(answers)
        .into_iter()
        .map(|a| {
            format!(
                "{name} = {} [{}]",
                printed(parts, a.values()),
                solutions(a.count())
            )
        })
        .collect()
}

/// `N solutions`, in words.
fn solutions(count: u64) -> String {
    match count {
        0 => "no solution".to_owned(),
        1 => "1 solution".to_owned(),
        n => format!("{n} solutions"),
    }
}

/// The answers the most frequent first, and among as frequent ones the
/// greatest first, as the community's library orders them.
pub fn most_common(answers: &[crate::TupleAnswer]) -> Vec<&crate::TupleAnswer> {
    let key = |a: &crate::TupleAnswer| -> Vec<(u8, i128)> {
        a.values()
            .iter()
            .map(|v| match *v {
                crate::Value::Integer(n) => (1, n),
                _ => (0, 0),
            })
            .collect()
    };
    let mut sorted: Vec<&crate::TupleAnswer> = answers.iter().collect();
    sorted.sort_by(|a, b| b.count().cmp(&a.count()).then_with(|| key(b).cmp(&key(a))));
    sorted
}

/// The value the functions `by` give over the answers: the least or
/// greatest answer, or the sum of the answers of every solution; a tuple
/// for several functions. Only whole answers of one expression
/// accumulate; anything else is `undefined`.
pub fn accumulated(by: &[Accumulate], answers: &[crate::TupleAnswer]) -> String {
    let whole: Option<Vec<(i128, u64)>> = answers
        .iter()
        .map(|a| match a.values() {
            [crate::Value::Integer(n)] => Some((*n, a.count())),
            _ => None,
        })
        .collect();
    let one = |f: Accumulate| {
        let value = whole.as_ref().and_then(|values| match f {
            Accumulate::Min => values.iter().map(|&(n, _)| n).min(),
            Accumulate::Max => values.iter().map(|&(n, _)| n).max(),
            _ => values.iter().try_fold(0i128, |sum, &(n, k)| {
                sum.checked_add(n.checked_mul(i128::from(k))?)
            }),
        });
        value.map_or_else(|| "undefined".to_owned(), |v| v.to_string())
    };
    tuple_of(by.iter().map(|&f| one(f)))
}

/// Parts as a tuple when there are several: `(A, B)`; a part alone as it
/// is.
fn tuple_of(parts: impl Iterator<Item = String>) -> String {
    let parts: Vec<String> = parts.collect();
    match parts.as_slice() {
        [one] => one.clone(),
        _ => format!("({})", parts.join(", ")),
    }
}

/// An answer's value as the community's library prints it: a tuple of
/// the components' values `(3407, 529)`, or one value alone; a component
/// with a true division `/` is a Python float (`4.25`, `2.0`).
///
/// ```
/// use alphametic_runtime::Value;
/// use alphametic_runtime::run_file::printed;
/// let parts = ["AB / C".to_owned(), "C".to_owned()];
/// let quarter = Value::Fraction { numerator: 17, denominator: 4 };
/// assert_eq!(printed(&parts, &[quarter, Value::Integer(8)]), "(4.25, 8)");
/// assert_eq!(printed(&parts[..1], &[Value::Integer(2)]), "2.0");
/// ```
pub fn printed(components: &[String], values: &[crate::Value]) -> String {
    let parts: Vec<String> = components
        .iter()
        .zip(values)
        .map(|(component, value)| {
            let float = component.match_indices('/').any(|(i, _)| {
                !component[i + 1..].starts_with('/') && !component[..i].ends_with('/')
            });
            match *value {
                crate::Value::Integer(n) if float => format!("{:?}", n as f64),
                crate::Value::Fraction {
                    numerator,
                    denominator,
                } if float => format!("{}", numerator as f64 / denominator as f64),
                value => value.to_string(),
            }
        })
        .collect();
    tuple_of(parts.into_iter())
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
        assert_eq!(run.options.symbols.as_deref().map(str::len), Some(26));
        assert_eq!(run.answer, Some(vec!["AB".to_owned(), "CDE".to_owned()]));
        assert_eq!(run.options.zeros, ZeroRule::Allowed);
        assert_eq!(
            run.options.distinct,
            Distinct::Groups(vec!["ABC".into(), "DE".into()])
        );
    }

    #[test]
    fn each_solver_reads_its_symbols() {
        let sum = read("SubstitutedSum\n\"1939 + 1079 = 6856\"\n").unwrap();
        let symbols = sum.options.symbols.unwrap();
        assert!(symbols.contains('9') && symbols.contains('6') && !symbols.contains('+'));
        let division =
            read("SubstitutedDivision\n\"aab / ? = ???\"\n\"a - ? = ?\"\n\"\"\n\"?b - ?b = \"\n")
                .unwrap();
        assert_eq!(
            division.puzzle,
            "aab / ? = ??? | a - ? = ? |  | ?b - ?b = 0"
        );
        assert_eq!(division.options.symbols, None);
        let hex = read("SubstitutedExpression\n--base=16\n\"AB + BA = 110\"\n").unwrap();
        assert_eq!(hex.puzzle, "AB + BA = 272");
        let phantom = read("SubstitutedExpression\n--symbols=ABCD\n\"A + B = C\"\n").unwrap();
        assert_eq!(phantom.puzzle, "A + B = C, D == D");
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
            ("SubstitutedExpression\n\"A / B = C\"", 2, "true division"),
            (
                "SubstitutedExpression\n\"{A} + True = C\"",
                2,
                "Python name",
            ),
            ("SubstitutedExpression\n", 2, "no constraint"),
        ];
        for (file, line, message) in cases {
            let err = read(file).unwrap_err();
            assert_eq!(err.line(), line, "{file}: {err}");
            assert!(err.message().contains(message), "{file}: {err}");
        }
    }
}
