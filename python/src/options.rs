//! Python arguments to the library's inputs: the puzzle text, and the
//! keywords of [`Options`] (`base`, `strict`, `leading_zeros`, `digits`
//! and the letter rules `distinct`, `invalid`, `assign`, `symbols`,
//! `literal`), checked as [`Options::check`] checks them, so that a bad
//! option is a `ValueError` with the library's message before any work
//! starts.

use alphametic::{DigitSet, Distinct, LetterRule, MAX_BASE, Options, ZeroRule};
use pyo3::exceptions::{PyTypeError, PyUnicodeDecodeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyDict, PyString};

use crate::errors::value_error;

/// The text of a puzzle or an expression: a `str`, or `bytes` that must
/// be UTF-8 (as a file read in binary gives them).
pub fn text(arg: &Bound<'_, PyAny>, what: &str) -> PyResult<String> {
    if let Ok(text) = arg.cast::<PyString>() {
        // A `str` holding a lone surrogate has no UTF-8 form: Python's
        // `UnicodeEncodeError`, raised here.
        return Ok(text.to_cow()?.into_owned());
    }
    if let Ok(bytes) = arg.cast::<PyBytes>() {
        let bytes = bytes.as_bytes();
        return match std::str::from_utf8(bytes) {
            Ok(text) => Ok(text.to_owned()),
            Err(err) => Err(PyUnicodeDecodeError::new_utf8(arg.py(), bytes, err)?.into()),
        };
    }
    Err(PyTypeError::new_err(format!(
        "{what} must be a str or UTF-8 bytes, not {}",
        type_name(arg)
    )))
}

/// The keywords of the library's options that a puzzle reads, in the
/// order [`describe`] gives them back.
pub const PUZZLE: &[&str] = &[
    "base",
    "strict",
    "leading_zeros",
    "digits",
    "distinct",
    "invalid",
    "assign",
    "symbols",
    "literal",
];

/// The keywords of the options that `find` and `explain` read: the
/// finders look for puzzles of distinct letters, and the explanations
/// reason as if every letter took a digit of its own, barred only by the
/// zero rule and the digits.
pub const FLAGS: &[&str] = &["base", "strict", "digits"];

/// The options the keywords name, checked: the one place where the
/// package reads them, for `Puzzle`, `solve`, `explain` and `find`.
/// `keywords` holds the keywords the function itself does not take; one
/// not in `names` ([`PUZZLE`] or [`FLAGS`]) is a `TypeError` naming
/// `function`, as Python words it. A keyword given as `None` is a keyword
/// not given.
///
/// The letter rules are read by [`Options::rule`] from their text forms,
/// so a bad rule is a `ValueError` with the library's reason.
pub fn options(
    function: &str,
    names: &[&str],
    keywords: Option<&Bound<'_, PyDict>>,
) -> PyResult<Options> {
    let Some(keywords) = keywords else {
        return Ok(Options::new());
    };
    for key in keywords.keys() {
        let key = key.cast::<PyString>()?.to_cow()?;
        if names.contains(&&*key) {
            continue;
        }
        return Err(PyTypeError::new_err(if PUZZLE.contains(&&*key) {
            let read: Vec<String> = names.iter().map(|name| format!("`{name}`")).collect();
            format!(
                "{function}() takes no `{key}`: of the options, it reads {}",
                read.join(", ")
            )
        } else {
            format!("{function}() got an unexpected keyword argument '{key}'")
        }));
    }
    let get = |name: &str| {
        keywords
            .get_item(name)
            .map(|value| value.filter(|value| !value.is_none()))
    };
    let base = get("base")?.map_or(Ok(alphametic::DEFAULT_BASE), |b| base_of(&b))?;
    let strict = get("strict")?.map_or(Ok(false), |s| flag(&s, "strict"))?;
    let leading_zeros = get("leading_zeros")?.map_or(Ok(false), |z| flag(&z, "leading_zeros"))?;
    let digits = get("digits")?.map(|d| digit_set(&d, base)).transpose()?;
    let mut options = Options::from_flags(base, strict, digits);
    if leading_zeros {
        if strict {
            return Err(PyValueError::new_err(
                "`strict` and `leading_zeros` cannot both be set: one bars every leading 0, \
                 the other allows them all",
            ));
        }
        options = options.zeros(ZeroRule::Allowed);
    }
    for name in ["distinct", "symbols", "literal"] {
        if let Some(value) = get(name)? {
            options = rule(options, name, &rule_text(&value, name)?)?;
        }
    }
    if let Some(value) = get("invalid")? {
        for text in rule_texts(&value, "invalid")? {
            options = rule(options, "invalid", &text)?;
        }
    }
    if let Some(value) = get("assign")? {
        for text in assignments(&value)? {
            options = rule(options, "assign", &text)?;
        }
    }
    options.check().map_err(value_error)
}

/// `options` with the rule `name` read from `text`; a text the library
/// cannot read is a `ValueError` with its reason.
fn rule(options: Options, name: &str, text: &str) -> PyResult<Options> {
    options.rule(name, text).map_err(|err| {
        PyValueError::new_err(format!("bad `{name}` rule `{text}`: {}", err.reason()))
    })
}

/// A `bool` keyword: `True` or `False`, nothing merely truthy.
fn flag(arg: &Bound<'_, PyAny>, name: &str) -> PyResult<bool> {
    arg.extract()
        .map_err(|_| PyTypeError::new_err(format!("{name} must be a bool, not {}", type_name(arg))))
}

/// The text of a rule given as a `str`.
fn rule_text(arg: &Bound<'_, PyAny>, name: &str) -> PyResult<String> {
    match arg.cast::<PyString>() {
        Ok(text) => Ok(text.to_cow()?.into_owned()),
        Err(_) => Err(PyTypeError::new_err(format!(
            "{name} must be a str, not {}",
            type_name(arg)
        ))),
    }
}

/// The texts of a rule that may be given several times: a `str`, or an
/// iterable of `str`s (not `bytes`, whose items are ints).
fn rule_texts(arg: &Bound<'_, PyAny>, name: &str) -> PyResult<Vec<String>> {
    if arg.is_instance_of::<PyString>() {
        return Ok(vec![rule_text(arg, name)?]);
    }
    let not_texts = || {
        PyTypeError::new_err(format!(
            "{name} must be a str or a list of str, not {}",
            type_name(arg)
        ))
    };
    if arg.is_instance_of::<PyBytes>() {
        return Err(not_texts());
    }
    let items = arg.try_iter().map_err(|_| not_texts())?;
    items.map(|item| rule_text(&item?, name)).collect()
}

/// The texts of `assign`: a `str` such as `"E,5"`, a list of them, or a
/// dict of letters to digits, `{"E": 5}`, each item written as the text
/// the library reads.
fn assignments(arg: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    let Ok(dict) = arg.cast::<PyDict>() else {
        return rule_texts(arg, "assign");
    };
    let mut texts = Vec::with_capacity(dict.len());
    for (letter, digit) in dict.iter() {
        let letter = rule_text(&letter, "a letter of assign")?;
        let not_a_digit = || {
            PyTypeError::new_err(format!(
                "the digit of `{letter}` in assign must be an int, not {}",
                type_name(&digit)
            ))
        };
        if digit.is_instance_of::<PyBool>() {
            return Err(not_a_digit());
        }
        let digit: i128 = digit.extract().map_err(|_| not_a_digit())?;
        texts.push(format!("{letter},{digit}"));
    }
    Ok(texts)
}

/// The base: an `int`; one too large or negative for the library's `u32`
/// gets the message of any other bad base.
fn base_of(arg: &Bound<'_, PyAny>) -> PyResult<u32> {
    // `True` is an `int` to Python, but never a base anyone meant.
    if arg.is_instance_of::<PyBool>() {
        return Err(PyTypeError::new_err("base must be an int, not bool"));
    }
    let base: i128 = arg.extract().map_err(|_| {
        PyTypeError::new_err(format!("base must be an int, not {}", type_name(arg)))
    })?;
    u32::try_from(base).map_err(|_| {
        PyValueError::new_err(format!(
            "base {base} is not supported: the base must be from 2 to {MAX_BASE}"
        ))
    })
}

/// The digits the letters may take: the library's text form (`"1-9"`,
/// `"0-7,9"`) or an iterable of `int`s.
fn digit_set(arg: &Bound<'_, PyAny>, base: u32) -> PyResult<DigitSet> {
    if let Ok(text) = arg.cast::<PyString>() {
        return text.to_cow()?.parse().map_err(value_error);
    }
    if arg.is_instance_of::<PyBytes>() {
        return Err(PyTypeError::new_err(
            "digits must be a str such as \"1-9\" or an iterable of ints, not bytes",
        ));
    }
    let mut set = DigitSet::EMPTY;
    for item in arg.try_iter()? {
        let item = item?;
        let digit: i128 = item.extract().map_err(|_| {
            PyTypeError::new_err(format!("a digit must be an int, not {}", type_name(&item)))
        })?;
        // A digit the set cannot hold is outside every base; the library
        // words it as it words a digit outside this one.
        match u32::try_from(digit).ok().filter(|&d| d < 64) {
            Some(d) => set = set.with(d),
            None => {
                return Err(PyValueError::new_err(format!(
                    "digit {digit} is not a digit of base {base}: the digits are 0 to {}",
                    base.saturating_sub(1)
                )));
            }
        }
    }
    Ok(set)
}

/// The options of a puzzle as keywords would give them back: for `repr`.
pub fn describe(options: &Options) -> String {
    let mut out = String::new();
    if options.base != alphametic::DEFAULT_BASE {
        out += &format!(", base={}", options.base);
    }
    match options.zeros {
        ZeroRule::Strict => out += ", strict=True",
        ZeroRule::Allowed => out += ", leading_zeros=True",
        _ => {}
    }
    if let Some(digits) = options.digits {
        out += &format!(", digits={:?}", digits.to_string());
    }
    if options.distinct != Distinct::All {
        out += &format!(", distinct={:?}", options.distinct.to_string());
    }
    // Letters barred the same digits one after the other are one rule,
    // as `invalid="0,ABC"` gives them.
    let mut invalid: Vec<(DigitSet, String)> = Vec::new();
    let mut assign = Vec::new();
    for rule in &options.letters {
        match *rule {
            LetterRule::Invalid { letter, digits } => match invalid.last_mut() {
                Some((last, letters)) if *last == digits => letters.push(letter),
                _ => invalid.push((digits, letter.to_string())),
            },
            LetterRule::Assign { letter, digit } => {
                assign.push(format!("{:?}: {digit}", letter.to_string()));
            }
            _ => {}
        }
    }
    let invalid: Vec<String> = invalid
        .iter()
        .map(|(digits, letters)| {
            let digits: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
            format!("{:?}", format!("{},{letters}", digits.join("|")))
        })
        .collect();
    match invalid.as_slice() {
        [] => {}
        [one] => out += &format!(", invalid={one}"),
        several => out += &format!(", invalid=[{}]", several.join(", ")),
    }
    if !assign.is_empty() {
        out += &format!(", assign={{{}}}", assign.join(", "));
    }
    if let Some(symbols) = &options.symbols {
        out += &format!(", symbols={symbols:?}");
    }
    if !options.literal.is_empty() {
        out += &format!(", literal={:?}", options.literal);
    }
    out
}

/// The name of an argument's type, for a `TypeError`.
pub fn type_name(arg: &Bound<'_, PyAny>) -> String {
    arg.get_type()
        .name()
        .map_or_else(|_| "object".to_owned(), |name| name.to_string())
}
