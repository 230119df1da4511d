//! `alphametic find` in one thread: how long the finder takes over the word
//! lists of `tests/data/words/`, and how many candidates it checks; then
//! the other kinds: doubly true sums of the English number names, 3 × 3
//! grids of a small list and of 30 three-letter words, products of the
//! Greek letter names (all of them with two words a side, and those of one
//! key word with three).
//!
//! `cargo bench --bench find` prints one line per list. The CLI adds
//! threads on top (one task per right-hand word); this bench measures the
//! library alone, so the figures do not depend on how busy the other cores
//! are. `cargo bench --bench find -- FILE MIN MAX MINLEN MAXLEN` times a list
//! of your own instead, for example a dictionary:
//!
//! ```sh
//! grep -E '^[a-z]{3,6}$' /usr/share/dict/american-english > /tmp/words.txt
//! cargo bench --bench find -- /tmp/words.txt 2 3 3 6
//! ```

use std::time::{Duration, Instant};

use alphametic_find::GridFinder;
use alphametic_find::ProductFinder;
use alphametic_find::{FindOptions, Finder, Search, SumFinder, WordList};

use alphametic_support as data;

/// One timed run: the number found, the candidates checked, the time.
fn run(words: &WordList, options: &FindOptions) -> (usize, u64, Duration) {
    let start = Instant::now();
    let finder = SumFinder::new(words.words(), options).expect("the bench's options are valid");
    let (found, checked) = tally((0..finder.keys()).map(|right| finder.search(right)), |s| {
        s.checked()
    });
    (found, checked, start.elapsed())
}

/// The puzzles found and the candidates checked over `searches`, each run
/// to its end.
fn tally<S: Iterator>(
    searches: impl Iterator<Item = S>,
    checked: impl Fn(&S) -> u64,
) -> (usize, u64) {
    searches.fold((0, 0), |(found, total), mut search| {
        let n = search.by_ref().count();
        (found + n, total + checked(&search))
    })
}

/// The best of `rounds` runs, so that a busy moment of the machine does not
/// count.
fn report(name: &str, words: &WordList, options: &FindOptions, rounds: usize) {
    let mut best: Option<(usize, u64, Duration)> = None;
    for _ in 0..rounds {
        let r = run(words, options);
        if best.is_none_or(|b| r.2 < b.2) {
            best = Some(r);
        }
    }
    let (found, checked, time) = best.expect("at least one round");
    let per = time.as_secs_f64() * 1e9 / checked.max(1) as f64;
    println!(
        "{name}: {} words, {}..={} addends: {found} unique, {checked} candidates checked, \
         {:.3} s ({per:.0} ns per candidate), best of {rounds}",
        words.words().len(),
        options.min_addends,
        options.max_addends,
        time.as_secs_f64(),
    );
}

/// Times one run of another kind, given as a closure that returns the
/// number found and the candidates checked; the best of `rounds`.
fn report_kind(name: &str, rounds: usize, run: impl Fn() -> (usize, u64)) {
    let mut best: Option<(usize, u64, Duration)> = None;
    for _ in 0..rounds {
        let start = Instant::now();
        let (found, checked) = run();
        let r = (found, checked, start.elapsed());
        if best.is_none_or(|b| r.2 < b.2) {
            best = Some(r);
        }
    }
    let (found, checked, time) = best.expect("at least one round");
    println!(
        "{name}: {found} unique, {checked} candidates checked, {:.3} s, best of {rounds}",
        time.as_secs_f64()
    );
}

/// The numbers of `tests/data/words/numbers-en.tsv` as the CLI reads them:
/// letters only.
fn english_numbers() -> Vec<(String, i128)> {
    data::data("words/numbers-en.tsv")
        .lines()
        .filter_map(|line| {
            let (name, value) = line.split_once('\t')?;
            let word: String = name.chars().filter(|c| c.is_alphabetic()).collect();
            Some((word, value.trim().parse().ok()?))
        })
        .collect()
}

fn main() {
    // `cargo bench` passes `--bench`; any other argument is ours.
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    if let [file, min, max, min_len, max_len] = args.as_slice() {
        let text = std::fs::read_to_string(file).expect("a readable word list");
        let words = WordList::parse(&text);
        let num = |s: &str| s.parse::<usize>().expect("a number");
        let options = FindOptions::new()
            .addends(num(min), num(max))
            .word_lengths(num(min_len), num(max_len));
        report(file, &words, &options, 1);
        return;
    }
    let greek = WordList::parse(&data::data("words/greek.txt"));
    let colours = WordList::parse(&data::data("words/colours.txt"));
    report("greek", &greek, &FindOptions::new(), 5);
    report("colours", &colours, &FindOptions::new(), 1);

    let numbers = english_numbers();
    report_kind("doubly true, English 1..100", 5, || {
        let finder = SumFinder::doubly_true(numbers.iter().cloned(), &FindOptions::new())
            .expect("the numbers are words");
        tally((0..finder.keys()).map(|right| finder.search(right)), |s| {
            s.checked()
        })
    });
    let cells = [
        "a", "b", "e", "ab", "ac", "bc", "ce", "da", "fa", "fb", "eae",
    ];
    report_kind("grids 3 x 3, 11 short words, base 8", 5, || {
        let finder = GridFinder::new(cells, 3, &FindOptions::new().base(8)).expect("valid");
        tally((0..finder.keys()).map(|key| finder.search(key)), |s| {
            s.checked()
        })
    });
    // Three-letter words make the densest grids: each equation alone holds
    // for most triples. The first 30 of the 100 of the README's figures.
    let three = WordList::parse(&data::data("words/three-letter.txt"));
    report_kind("grids 3 x 3, 30 three-letter words", 1, || {
        let first_30 = three.words().take(30);
        let finder = GridFinder::new(first_30, 3, &FindOptions::new()).expect("valid");
        tally((0..finder.keys()).map(|key| finder.search(key)), |s| {
            s.checked()
        })
    });
    report_kind("products, Greek letters, 1 or 2 a side", 1, || {
        let finder =
            ProductFinder::new(greek.words(), &FindOptions::new().addends(1, 2)).expect("valid");
        tally((0..finder.keys()).map(|key| finder.search(key)), |s| {
            s.checked()
        })
    });
    // Three words a side put more letters in the lowest columns, which the
    // check must try before its first tests: one key word, `iota`, alone.
    report_kind(
        "products, Greek letters, 1 to 3 a side, key iota",
        1,
        || {
            let finder = ProductFinder::new(greek.words(), &FindOptions::new().addends(1, 3))
                .expect("valid");
            let key = (0..finder.keys())
                .find(|&k| finder.key_word(k) == Some("iota"))
                .expect("iota is in the list");
            let mut search = finder.search(key);
            (search.by_ref().count(), search.checked())
        },
    );
}
