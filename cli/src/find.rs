//! `alphametic find`: every uniquely solvable puzzle among the words of a
//! list (additions, products, grids) or among the names of the numbers of a
//! language (doubly true sums), searched in parallel and printed in a fixed
//! order as it is found.

use std::env;
use std::ffi::OsString;
use std::io::{self, Write};
use std::path::PathBuf;

use alphametic::Solution;
use alphametic_find::{AnyFinder, Finder, Found as _, Kind, Search as _, UseFinder};
use alphametic_find::{FindOptions, MAX_ADDENDS, MAX_GRID, MAX_SIDE, SumFinder, WordList};
use clap::Args;
use serde_json::{Value, json};

use crate::explain::Rate;
use crate::find_run::{self, Done};
use crate::numbers;
use crate::output::{self, object};
use crate::{BaseArg, Outcome};

/// The arguments of `alphametic find`.
#[derive(Debug, Args)]
#[command(after_help = "\
WORDS holds one word per line; blank lines and lines starting with `#` are
skipped, and a line that is not a word (letters of any script only) is
reported on stderr with its number and skipped. ASCII letters are compared
and solved in capitals (`Mars` and `MARS` are one word); other letters are
read as written.

Kinds of puzzle, each printed once in the puzzle language, or with --json as
  {\"puzzle\":\"mars + venus == saturn\",\"solution\":{\"A\":...}}

  additions (the default): w1 + ... + wn == r, 2 to 9 distinct addends
    (--min, --max), r another word of the list or --right WORD:
      saturn + uranus == jupiter
  --products: w1 * ... * wa == v1 * ... * vb, 1 to 4 words a side (--max),
    3 or more in all, no word twice; a puzzle and its mirror are one, the
    side with the word that comes first in the list on the right:
      beta * phi == alpha * nu
  --grid N: an N x N square of distinct words whose rows and columns are
    additions (the first N - 1 words of each add up to the last), rows then
    columns joined by `,`; a grid and its transpose are one:
      a + b == c, d + e == f, g + h == i, a + d == g, b + e == h, c + f == i
  --doubly-true LANG: sums of 2 to 9 distinct numbers of --numbers LO..HI
    (1..100 unless given) equal to another of them, true as numbers and
    with one solution as alphametics, the numbers spelled in LANG (letters
    only: spaces, hyphens and apostrophes dropped, accents kept; see
    --list-languages), or read from --numbers-file FILE (`name<TAB>value`
    lines):
      one + nine + twenty + fifty == eighty

Each puzzle has exactly one solution. Results come in list order of their
key word (the right-hand word of a sum, the first word of a product's right
side, the first cell of a grid), and for each in lexicographic order of the
places of the other words in the list. --shard K/N keeps the key words at a
position K modulo N: the N shards' outputs, concatenated, are the whole run.
--shard auto/N takes K from the job runner that starts the N shards, as the
first set of SLURM_ARRAY_TASK_ID (a Slurm job array, --array=0-<N-1>),
JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) and AWS_BATCH_JOB_ARRAY_INDEX
(an AWS Batch array job).

Exit status:
  0  the search completed, whatever it found
  2  WORDS cannot be read, or the options are malformed")]
pub struct FindArgs {
    /// The word list, or `-` for stdin
    #[arg(
        value_name = "WORDS",
        required_unless_present_any = ["doubly_true", "numbers_file", "list_languages"],
    )]
    words: Option<PathBuf>,

    /// Products of words instead of sums
    #[arg(long, conflicts_with_all = ["grid", "doubly_true", "numbers_file", "right", "min"])]
    products: bool,

    /// N x N grids of words whose rows and columns are sums
    #[arg(long, value_name = "N",
          conflicts_with_all = ["doubly_true", "numbers_file", "right", "min", "max"],
          value_parser = clap::value_parser!(u8).range(3..=MAX_GRID as i64))]
    grid: Option<u8>,

    /// Doubly true sums of the names of numbers in language LANG
    #[arg(long, value_name = "LANG", conflicts_with_all = ["words", "numbers_file", "right"])]
    doubly_true: Option<String>,

    /// The numbers of a doubly true search (both included)
    #[arg(long, value_name = "LO..HI")]
    numbers: Option<String>,

    /// Doubly true sums of the `name<TAB>value` lines of FILE
    #[arg(long, value_name = "FILE", conflicts_with_all = ["words", "right"])]
    numbers_file: Option<PathBuf>,

    /// Takes the accents off the names of a doubly true search (`zéro` is
    /// read as `zero`, `beş` as `bes`), as setters who write number names
    /// in capitals do
    #[arg(long, conflicts_with = "words")]
    fold_accents: bool,

    /// Prints the language codes of --doubly-true
    #[arg(long, exclusive = true)]
    list_languages: bool,

    /// The least number of addends
    #[arg(long, value_name = "N",
          value_parser = clap::value_parser!(u16).range(1..=MAX_ADDENDS as i64))]
    min: Option<u16>,

    /// The most addends (9), or words a side of a product (4)
    #[arg(long, value_name = "N",
          value_parser = clap::value_parser!(u16).range(1..=MAX_ADDENDS as i64))]
    max: Option<u16>,

    /// Only sums equal to this word, which need not be in the list
    #[arg(long, value_name = "WORD")]
    right: Option<String>,

    /// Only words of the list with at least N letters
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u16).range(1..))]
    min_len: u16,

    /// Only words of the list with at most N letters
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    max_len: Option<u16>,

    /// Only the key words at a position K modulo N in the list; `auto/N`
    /// takes K from a job array's environment
    #[arg(long, value_name = "K/N", value_parser = shard)]
    shard: Option<Shard>,

    /// `--base`, `--strict` and `--digits`, as for the other commands
    #[command(flatten)]
    base: BaseArg,

    /// Prints one JSON object per puzzle instead of text
    #[arg(long)]
    json: bool,

    /// Adds the difficulty grade of each puzzle, that of `alphametic
    /// explain`: 1 (easy) to 5 (fiendish), or unexplained
    #[arg(long)]
    rate: bool,

    /// Keeps only the puzzles of this grade or easier: 1 to 5, or easy,
    /// medium, hard, tough, fiendish (3 keeps those solved by reasoning
    /// alone, without a case split)
    #[arg(long, value_name = "GRADE")]
    max_difficulty: Option<alphametic::explain::Grade>,
}

/// A `--shard`: its index, or `auto` for the index that a job runner
/// gives each task of an array.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shard {
    /// `K/N`.
    Given(usize, usize),
    /// `auto/N`.
    Auto(usize),
}

/// The variables that hold a task's index in an array of Slurm, of a
/// Kubernetes Indexed Job and of AWS Batch, in the order they are read: a
/// job runner sets only its own, so the order matters only when a job of
/// one runs inside another.
const SHARD_INDEX_VARS: [&str; 3] = [
    "SLURM_ARRAY_TASK_ID",
    "JOB_COMPLETION_INDEX",
    "AWS_BATCH_JOB_ARRAY_INDEX",
];

/// Reads `K/N` with `K < N`, or `auto/N` with `N > 0`.
fn shard(text: &str) -> Result<Shard, String> {
    let parse = |s: &str| s.trim().parse::<usize>().ok();
    if let Some((_, n)) = text.split_once('/').filter(|(k, _)| k.trim() == "auto") {
        return match parse(n) {
            Some(n) if n > 0 => Ok(Shard::Auto(n)),
            _ => Err(format!(
                "`{text}` is not a shard: write `auto/N` with N above 0, as in `auto/4`"
            )),
        };
    }
    match text.split_once('/').map(|(k, n)| (parse(k), parse(n))) {
        Some((Some(k), Some(n))) if k < n => Ok(Shard::Given(k, n)),
        _ => Err(format!(
            "`{text}` is not a shard: write `K/N` with K < N, as in `0/4`"
        )),
    }
}

impl Shard {
    /// `K` and `N`, with `K` of `auto` read by `var` (the environment,
    /// outside the tests).
    fn resolve(self, var: impl Fn(&str) -> Option<OsString>) -> Result<(usize, usize), String> {
        let n = match self {
            Shard::Given(k, n) => return Ok((k, n)),
            Shard::Auto(n) => n,
        };
        let Some((name, value)) = SHARD_INDEX_VARS
            .iter()
            .find_map(|name| var(name).map(|value| (name, value)))
        else {
            let [first, second, third] = SHARD_INDEX_VARS;
            return Err(format!(
                "`--shard auto/{n}` needs the shard index from the environment: \
                 set `{first}`, `{second}` or `{third}`"
            ));
        };
        match value.to_str().and_then(|k| k.trim().parse::<usize>().ok()) {
            Some(k) if k < n => Ok((k, n)),
            _ => Err(format!(
                "`{name}` is `{}`, not a shard index: `--shard auto/{n}` needs a number from 0 to {}",
                value.to_string_lossy(),
                n - 1
            )),
        }
    }
}

/// Below this many key words, each is cut into parts: with fewer tasks
/// than this, one long key would leave the other threads idle at the end.
const SPLIT_BELOW: usize = 64;

/// Grids are always cut into parts, one per second word: the work of a
/// first-cell word varies a hundredfold. On 100 three-letter words whole
/// keys kept two cores 165 % busy (5 min 27 s), their parts 198 % (4 min 50
/// s), for 15 MB resident rather than 8.
const GRID_SPLIT_BELOW: usize = usize::MAX;

/// Finds the puzzles and writes one line for each.
pub fn run(args: &FindArgs) -> io::Result<Outcome> {
    if args.list_languages {
        let mut out = io::stdout().lock();
        for code in numbers::languages() {
            writeln!(out, "{code}")?;
        }
        return Ok(Outcome::Solved);
    }
    if args.base.options().has_letter_rules() {
        // The finders look for alphametics whose letters all differ.
        eprintln!(
            "error: `find` looks for alphametics whose letters all differ: `--distinct`, \
             `--invalid`, `--assign`, `--symbols`, `--literal` and `--leading-zeros` do not apply"
        );
        return Ok(Outcome::BadInput);
    }
    let kind = word_kind(args);
    let options = match find_options(args, kind) {
        Ok(options) => options,
        Err(err) => {
            eprintln!("error: {err}");
            return Ok(Outcome::BadInput);
        }
    };
    let rate = Rate::new(args.base.options(), args.rate, args.max_difficulty);
    match kind {
        Some(kind) => word_list(args, kind, &options, &rate),
        None => doubly_true(args, &options, &rate),
    }
}

/// The kind of puzzle to find among the words of a list; `None` for doubly
/// true sums, which are found among the names of numbers.
fn word_kind(args: &FindArgs) -> Option<Kind> {
    if args.products {
        Some(Kind::Products)
    } else if let Some(n) = args.grid {
        Some(Kind::Grid(n.into()))
    } else if args.doubly_true.is_some() || args.numbers_file.is_some() {
        None
    } else {
        Some(Kind::Additions)
    }
}

/// The finder's options from the flags; every puzzle found is solved with
/// the options of `--base`, `--strict` and `--digits`, whose digits
/// outside the base are a usage error here, as for the other commands.
fn find_options(args: &FindArgs, kind: Option<Kind>) -> Result<FindOptions, String> {
    let max_default = kind.unwrap_or(Kind::Additions).max_addends();
    let (min, max) = (
        args.min.map_or(2, usize::from),
        args.max.map_or(max_default, usize::from),
    );
    if kind == Some(Kind::Products) && max > MAX_SIDE {
        return Err(format!(
            "products have at most {MAX_SIDE} words a side, not {max}"
        ));
    }
    let mut options = FindOptions::new()
        .addends(min, max)
        .puzzle(args.base.options())
        .word_lengths(
            args.min_len.into(),
            args.max_len.map_or(usize::MAX, usize::from),
        );
    if let Some(shard) = args.shard {
        let (k, n) = shard.resolve(|name| env::var_os(name))?;
        options = options.shard(k, n);
    }
    if let Some(right) = &args.right {
        options = options.right(right.clone());
    }
    Ok(options)
}

/// Finds the puzzles of `kind` among the words of the list.
fn word_list(
    args: &FindArgs,
    kind: Kind,
    options: &FindOptions,
    rate: &Rate,
) -> io::Result<Outcome> {
    let Some(words_file) = &args.words else {
        eprintln!("error: no word list given");
        return Ok(Outcome::BadInput);
    };
    let Some(input) = output::read_input(words_file) else {
        return Ok(Outcome::BadInput);
    };
    // Lossy: a line that is not UTF-8 then holds U+FFFD and is reported as
    // not a word, like any other bad line, without failing the whole list.
    let list = WordList::parse(&String::from_utf8_lossy(&input));
    for skipped in list.skipped() {
        eprintln!("warning: {skipped}, skipped");
    }
    let finder = match AnyFinder::new(kind, list.words(), options) {
        Ok(finder) => finder,
        Err(err) => return Ok(bad(err)),
    };
    report_left_out(args, &list, &finder, options);
    let (split_below, unit) = match kind {
        Kind::Additions => (SPLIT_BELOW, "right-hand words"),
        Kind::Products => (SPLIT_BELOW, "key words"),
        Kind::Grid(_) => (GRID_SPLIT_BELOW, "first-cell words"),
    };
    finder.apply(RunKeys {
        split_below,
        unit,
        json: args.json,
        rate,
    })?;
    Ok(Outcome::Solved)
}

/// Warns of the words the finder leaves out for being too long for its
/// arithmetic. Words outside the lengths asked for are left out on
/// purpose, and repeats were reported with the skipped lines already.
fn report_left_out(args: &FindArgs, list: &WordList, finder: &AnyFinder, options: &FindOptions) {
    let lines: Vec<usize> = list.lines().collect();
    let words: Vec<&str> = list.words().collect();
    let lengths = usize::from(args.min_len)..=args.max_len.map_or(usize::MAX, usize::from);
    let why = match finder.kind() {
        Kind::Products => format!(
            "for products of {} words in base {}",
            options.max_addends, options.base
        ),
        _ => format!("for base {}", options.base),
    };
    for index in finder.left_out() {
        if let (Some(word), Some(line)) = (words.get(index), lines.get(index))
            && lengths.contains(&word.chars().count())
        {
            eprintln!("warning: line {line}: `{word}` is too long {why}, skipped");
        }
    }
}

/// One piece of work: a key word's whole search, or a part of one when
/// there are too few keys to keep every thread busy.
enum Part<S> {
    Whole(usize),
    Part(Box<S>),
}

/// The jobs of `keys` key words, each tagged with its key: one per key, or
/// one per part of a key (`split`) when there are fewer than `split_below`.
fn parts<S>(
    keys: usize,
    split_below: usize,
    split: impl Fn(usize) -> Vec<S>,
) -> Vec<(usize, Part<S>)> {
    if keys < split_below {
        (0..keys)
            .flat_map(|key| {
                split(key)
                    .into_iter()
                    .map(move |part| (key, Part::Part(Box::new(part))))
            })
            .collect()
    } else {
        (0..keys).map(|key| (key, Part::Whole(key))).collect()
    }
}

/// The one run every kind shares: each key word of a finder searched
/// whole, or in parts when there are fewer than `split_below` keys, in
/// parallel, with each puzzle found printed in the order of a single thread.
struct RunKeys<'a> {
    split_below: usize,
    /// What a key word is, for the progress bar.
    unit: &'a str,
    json: bool,
    rate: &'a Rate,
}

impl UseFinder for RunKeys<'_> {
    type Output = io::Result<()>;

    fn with<F: Finder>(self, finder: &F) -> io::Result<()> {
        let keys = finder.keys();
        let jobs = parts(keys, self.split_below, |key| finder.split(key));
        find_run::run(jobs, keys, self.unit, |job, stop| {
            let mut found = match job {
                Part::Whole(key) => finder.search(key),
                Part::Part(part) => *part,
            };
            // A puzzle past --max-difficulty leaves no line.
            let lines = find_run::collect(
                found
                    .by_ref()
                    .filter_map(|f| line(f.puzzle(), f.solution(), self.json, self.rate)),
                stop,
                String::clone,
            );
            Done {
                lines,
                checked: found.checked(),
            }
        })
    }
}

/// `alphametic find --doubly-true LANG` or `--numbers-file FILE`.
fn doubly_true(args: &FindArgs, options: &FindOptions, rate: &Rate) -> io::Result<Outcome> {
    let range = match numbers::range(args.numbers.as_deref().unwrap_or("1..100")) {
        Ok(range) => range,
        Err(err) => {
            eprintln!("error: {err}");
            return Ok(Outcome::BadInput);
        }
    };
    let mut warn = |w: String| eprintln!("warning: {w}");
    let named = match (&args.numbers_file, &args.doubly_true) {
        (Some(file), _) => {
            let Some(input) = output::read_input(file) else {
                return Ok(Outcome::BadInput);
            };
            numbers::from_file(&String::from_utf8_lossy(&input), range, &mut warn)
        }
        (None, Some(lang)) => match numbers::spelled(lang, range, &mut warn) {
            Ok(named) => named,
            Err(err) => {
                eprintln!("error: {err}");
                return Ok(Outcome::BadInput);
            }
        },
        (None, None) => Vec::new(),
    };
    let named: Vec<(String, i128)> = if args.fold_accents {
        let fold = |(name, value): (String, i128)| (numbers::fold_accents(&name), value);
        named.into_iter().map(fold).collect()
    } else {
        named
    };
    // Two numbers spelled alike (in capitals) would be one word to the
    // solver: the later one is reported and left out.
    let mut seen = std::collections::HashMap::new();
    let mut unique = Vec::with_capacity(named.len());
    for (name, value) in named {
        match seen.get(&name.to_ascii_uppercase()) {
            Some(first) => eprintln!("warning: {value} is spelled `{name}` as {first} is, skipped"),
            None => {
                seen.insert(name.to_ascii_uppercase(), value);
                unique.push((name, value));
            }
        }
    }
    let finder = match SumFinder::doubly_true(unique, options) {
        Ok(finder) => finder,
        Err(err) => return Ok(bad(err)),
    };
    AnyFinder::from(finder).apply(RunKeys {
        split_below: SPLIT_BELOW,
        unit: "right-hand numbers",
        json: args.json,
        rate,
    })?;
    Ok(Outcome::Solved)
}

/// Reports a finder's error.
fn bad(err: alphametic_find::FindError) -> Outcome {
    eprintln!("error: {err}");
    Outcome::BadInput
}

/// The line printed for one puzzle, with its grade when rated; `None` for
/// a puzzle harder than `--max-difficulty`.
fn line(puzzle: &str, solution: &Solution, json: bool, rate: &Rate) -> Option<String> {
    let difficulty = rate.rate(puzzle)?;
    Some(if json {
        let mut fields = vec![
            ("puzzle", Value::from(puzzle)),
            ("solution", output::letters(solution)),
        ];
        fields.extend(difficulty.map(|d| ("difficulty", json!(d))));
        object(&fields)
    } else {
        match difficulty {
            Some(d) => format!("{puzzle}\tgrade {}", d.grade),
            None => puzzle.to_owned(),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An environment of `vars` only.
    fn env_of(vars: &[(&str, &str)]) -> impl Fn(&str) -> Option<OsString> {
        let vars: Vec<(String, OsString)> = vars
            .iter()
            .map(|(name, value)| ((*name).to_owned(), OsString::from(value)))
            .collect();
        move |name| {
            vars.iter()
                .find(|(n, _)| n == name)
                .map(|(_, value)| value.clone())
        }
    }

    #[test]
    fn shards_are_given_or_auto() {
        assert_eq!(shard("1/4"), Ok(Shard::Given(1, 4)));
        assert_eq!(shard(" 1 / 4 "), Ok(Shard::Given(1, 4)));
        assert_eq!(shard("auto/4"), Ok(Shard::Auto(4)));
        assert_eq!(shard("auto/ 4"), Ok(Shard::Auto(4)));
        assert!(shard("4/4").is_err());
        assert!(shard("auto").is_err());
        assert!(shard("auto/0").is_err());
        assert!(shard("auto/x").is_err());
        assert!(shard("x/4").is_err());
    }

    #[test]
    fn a_given_shard_ignores_the_environment() {
        let env = env_of(&[("SLURM_ARRAY_TASK_ID", "3")]);
        assert_eq!(Shard::Given(1, 4).resolve(env), Ok((1, 4)));
    }

    #[test]
    fn auto_reads_the_first_variable_set() {
        let all = [
            ("AWS_BATCH_JOB_ARRAY_INDEX", "3"),
            ("JOB_COMPLETION_INDEX", "2"),
            ("SLURM_ARRAY_TASK_ID", "1"),
        ];
        assert_eq!(Shard::Auto(4).resolve(env_of(&all)), Ok((1, 4)));
        assert_eq!(Shard::Auto(4).resolve(env_of(&all[..2])), Ok((2, 4)));
        assert_eq!(Shard::Auto(4).resolve(env_of(&all[..1])), Ok((3, 4)));
        assert_eq!(
            Shard::Auto(4).resolve(env_of(&[("JOB_COMPLETION_INDEX", " 0\n")])),
            Ok((0, 4))
        );
    }

    #[test]
    fn auto_refuses_an_index_that_is_missing_or_not_below_n() {
        let missing = Shard::Auto(4).resolve(env_of(&[])).unwrap_err();
        assert!(missing.contains("`SLURM_ARRAY_TASK_ID`, `JOB_COMPLETION_INDEX` or"));
        for bad in ["4", "-1", "", "one"] {
            let err = Shard::Auto(4)
                .resolve(env_of(&[("SLURM_ARRAY_TASK_ID", bad)]))
                .unwrap_err();
            assert_eq!(
                err,
                format!(
                    "`SLURM_ARRAY_TASK_ID` is `{bad}`, not a shard index: \
                     `--shard auto/4` needs a number from 0 to 3"
                )
            );
        }
    }
}
