//! The game: a uniquely solvable sum drawn as a column addition, whose
//! letters the player gives digits one by one, with hints: a wrong digit
//! first, else the next step of the puzzle's explanation from the board.
//!
//! No game is kept: each move carries the puzzle and the player's digits,
//! so that a server holds nothing per player. The solution comes from the
//! library's solver on each move; the sums are small, so that costs
//! little.

use std::collections::BTreeMap;
use std::sync::OnceLock;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use alphametic_explain::{
    Difficulty as Rated, End, Grade, Limits, Unknown, explain_from, rate_with,
};
use alphametic_find::{FindOptions, SumFinder, WordList};
use alphametic_find::{Finder as _, Found as _};
use alphametic_runtime::{Puzzle, Solution};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::column::ColumnSum;
use crate::request::{Failure, PuzzleRequest};
use crate::stop::Stop;

/// The published sums, one per line; a copy of
/// `tests/data/alphametics/sums.txt`.
pub const PUBLISHED: &str = include_str!("../data/sums.txt");

/// One game's puzzle and how hard its explanation is.
#[derive(Debug, Clone)]
struct Game {
    puzzle: String,
    rated: Rated,
}

impl Game {
    /// The order of games, easiest first: by grade, then by steps.
    fn key(&self) -> (Grade, usize) {
        (self.rated.grade, self.rated.steps)
    }
}

/// How hard a game is, by the grade of its explanation
/// (`alphametic explain`).
#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    /// Reasoning alone, with rules up to level 3: grades 1 (easy) and 2
    /// (medium).
    #[default]
    Easy,
    /// Reasoning alone, with a rule of level 4: grade 3 (hard).
    Medium,
    /// Case splits: grades 4 (tough) and 5 (fiendish).
    Hard,
}

impl Difficulty {
    /// The difficulty of a game of `grade`; `None` for an unexplained one.
    fn of(grade: Grade) -> Option<Difficulty> {
        match grade {
            Grade::Easy | Grade::Medium => Some(Difficulty::Easy),
            Grade::Hard => Some(Difficulty::Medium),
            Grade::Tough | Grade::Fiendish => Some(Difficulty::Hard),
            Grade::Unexplained => None,
        }
    }
}

/// The game of `text` if it is a plain sum of words with exactly one
/// solution, found and rated before `stop`.
fn game(text: &str, stop: &Stop) -> Option<Game> {
    let puzzle = Puzzle::parse(text).ok()?;
    ColumnSum::of(&puzzle)?;
    let mut solutions = stop.solutions(&puzzle);
    let found = solutions.by_ref().take(2).count();
    let _ = solutions.next();
    if found != 1 || solutions.timed_out() {
        return None;
    }
    let mut limits = Limits::new();
    if let Some(deadline) = stop.deadline() {
        limits = limits.until(deadline);
    }
    let rated = rate_with(&puzzle, limits);
    (rated.grade != Grade::Unexplained).then(|| Game {
        puzzle: text.to_owned(),
        rated,
    })
}

/// The published sums that make games, easiest first; measured once.
fn published() -> &'static [Game] {
    static GAMES: OnceLock<Vec<Game>> = OnceLock::new();
    GAMES.get_or_init(|| {
        let mut games: Vec<Game> = PUBLISHED
            .lines()
            .filter_map(|line| game(line.trim(), &Stop::within(Duration::from_secs(1))))
            .collect();
        games.sort_by_key(Game::key);
        games
    })
}

/// The sums of a built-in word list that make games, easiest first: the
/// first found before `stop`, at most `MAX_FOUND`.
fn from_list(text: &str, stop: &Stop) -> Vec<Game> {
    const MAX_FOUND: usize = 120;
    let list = WordList::parse(text);
    let Ok(finder) = SumFinder::new(list.words(), &FindOptions::new().addends(2, 3)) else {
        return Vec::new();
    };
    let mut games = Vec::new();
    'rights: for right in 0..finder.keys() {
        for part in finder.split(right) {
            if stop.reached() || games.len() >= MAX_FOUND {
                break 'rights;
            }
            for found in part {
                // The lists are in ASCII letters; the game shows capitals.
                if let Some(game) = game(&found.puzzle().to_ascii_uppercase(), stop) {
                    games.push(game);
                }
            }
        }
    }
    games.sort_by_key(Game::key);
    games
}

/// The game of `difficulty` number `seed` among `games`; of the nearest
/// difficulty there is, the easier among equals, when none has that one.
fn pick(games: &[Game], difficulty: Difficulty, seed: u64) -> Option<&Game> {
    let of = |d: Difficulty| -> Vec<&Game> {
        games
            .iter()
            .filter(|g| Difficulty::of(g.rated.grade) == Some(d))
            .collect()
    };
    let all = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];
    let mut nearest = all;
    nearest.sort_by_key(|&d| (d as usize).abs_diff(difficulty as usize));
    let tier = nearest.into_iter().map(of).find(|tier| !tier.is_empty())?;
    let index = usize::try_from(seed % tier.len() as u64).ok()?;
    tier.get(index).copied()
}

/// The request of a new game.
#[derive(Debug, Clone, Deserialize)]
pub struct NewGame {
    #[serde(default)]
    difficulty: Difficulty,
    /// A built-in word list to find the sum in, instead of the published
    /// sums.
    list: Option<String>,
    /// Which of the puzzles of that difficulty; from the clock if not
    /// given (0 where there is none: the page sends its own).
    seed: Option<u64>,
}

/// A uniquely solvable sum of the difficulty asked for:
/// `{puzzle, difficulty, rating, letters, leading, columns}`, `difficulty`
/// the game's own (the nearest there is to the one asked for) and `rating`
/// its explanation's measures and grade, as `alphametic explain --json`
/// writes them.
///
/// ```
/// use alphametic_web::{Stop, play::new_game};
/// let request = serde_json::from_str(r#"{"difficulty": "hard", "list": "planets", "seed": 3}"#).unwrap();
/// let game = new_game(&request, &Stop::never())?;
/// assert_eq!(game["puzzle"], "VENUS + EARTH + URANUS == SATURN");
/// # Ok::<(), alphametic_web::Failure>(())
/// ```
pub fn new_game(request: &NewGame, stop: &Stop) -> Result<Value, Failure> {
    let seed = request.seed.unwrap_or_else(|| {
        if cfg!(target_arch = "wasm32") {
            0
        } else {
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.subsec_nanos().into())
        }
    });
    let games = match &request.list {
        None => published().to_vec(),
        Some(name) => {
            let text = crate::find::list(name)
                .ok_or_else(|| Failure::new(format!("no word list `{name}`")))?;
            from_list(text, stop)
        }
    };
    let game = pick(&games, request.difficulty, seed)
        .ok_or_else(|| Failure::new("no uniquely solvable sum was found in time for a game"))?;
    let puzzle = Puzzle::parse(&game.puzzle).map_err(|err| Failure::puzzle(&game.puzzle, &err))?;
    let sum = ColumnSum::of(&puzzle).ok_or_else(|| Failure::new("not a sum"))?;
    let letters: Vec<String> = puzzle.letters().map(String::from).collect();
    let leading: Vec<String> = puzzle.leading_letters().map(String::from).collect();
    Ok(json!({
        "puzzle": game.puzzle,
        "difficulty": Difficulty::of(game.rated.grade),
        "rating": game.rated,
        "letters": letters,
        "leading": leading,
        "columns": sum.layout(None, puzzle.base()),
    }))
}

/// A move: a game's puzzle and the player's digits so far.
#[derive(Debug, Clone, Deserialize)]
pub struct Move {
    /// The game's puzzle.
    #[serde(flatten)]
    pub puzzle: PuzzleRequest,
    /// The player's digits so far, by letter.
    #[serde(default)]
    pub digits: BTreeMap<String, u32>,
}

/// A game's puzzle, columns, solution and the player's digits, checked.
struct Board {
    puzzle: Puzzle,
    sum: ColumnSum,
    solution: Solution,
    digits: BTreeMap<char, u32>,
}

impl Board {
    fn read(play: &Move, stop: &Stop) -> Result<Board, Failure> {
        let puzzle = play.puzzle.parse()?;
        let sum = ColumnSum::of(&puzzle).ok_or_else(|| {
            Failure::new("a game is a sum of words, as in `SEND + MORE == MONEY`")
        })?;
        let solution = stop
            .solutions(&puzzle)
            .next()
            .ok_or_else(|| Failure::new("the puzzle has no solution found in time"))?;
        let mut digits = BTreeMap::new();
        for (letter, &digit) in &play.digits {
            let mut chars = letter.chars();
            let (Some(c), None) = (chars.next(), chars.next()) else {
                return Err(Failure::new(format!("`{letter}` is not one letter")));
            };
            if !puzzle.letters().any(|l| l == c) {
                return Err(Failure::new(format!("`{c}` is not a letter of the puzzle")));
            }
            if digit >= puzzle.base() {
                return Err(Failure::new(format!(
                    "`{digit}` is not a digit in base {}",
                    puzzle.base()
                )));
            }
            digits.insert(c, digit);
        }
        Ok(Board {
            puzzle,
            sum,
            solution,
            digits,
        })
    }

    fn answer(&self, letter: char) -> u32 {
        self.solution.digit(letter).map_or(0, u32::from)
    }
}

/// A move checked: per column, left to right, whether it `holds`, `fails`
/// or is still `open`; the letters that share a digit (`clashes`); the
/// leading letters at 0 (`leading_zeros`); and whether it is `solved`.
///
/// ```
/// use alphametic_web::{Stop, play::check};
/// let play = serde_json::from_str(r#"{"puzzle": "TO + GO == OUT", "digits": {"T": 2, "O": 1, "G": 9}}"#).unwrap();
/// let answer = check(&play, &Stop::never())?;
/// assert_eq!(answer["columns"], serde_json::json!(["open", "open", "holds"]));
/// # Ok::<(), alphametic_web::Failure>(())
/// ```
pub fn check(play: &Move, stop: &Stop) -> Result<Value, Failure> {
    let board = Board::read(play, stop)?;
    let mut columns = board.sum.check(&board.digits, board.puzzle.base());
    columns.reverse();
    let mut clashes: Vec<char> = board
        .digits
        .iter()
        .filter(|&(a, d)| board.digits.iter().any(|(b, e)| a != b && d == e))
        .map(|(&a, _)| a)
        .collect();
    clashes.sort_unstable();
    let zeros: Vec<char> = board
        .puzzle
        .leading_letters()
        .filter(|c| board.digits.get(c) == Some(&0))
        .collect();
    let solved = board
        .puzzle
        .letters()
        .all(|c| board.digits.get(&c) == Some(&board.answer(c)));
    Ok(json!({
        "columns": columns,
        "clashes": clashes,
        "leading_zeros": zeros,
        "solved": solved,
    }))
}

/// A hint: a letter's digit and why.
#[derive(Debug, Serialize, PartialEq, Eq)]
struct Hint {
    letter: char,
    digit: u32,
    /// `wrong` (a digit on the board that is not the solution's), `step`
    /// (a step of the explanation gives the digit), `split` (no rule
    /// applies: the digit comes from trying the cases) or `reveal`.
    kind: &'static str,
    /// Why, in one sentence: for a step, its text as `alphametic explain`
    /// words it.
    reason: String,
    /// The steps of the explanation from the board up to the hint, in the
    /// same wording; the last is the hint's own.
    steps: Vec<String>,
}

/// `{hint: {letter, digit, kind, reason, steps}}`, `null` once every letter
/// is right.
///
/// ```
/// use alphametic_web::{Stop, play::hint};
/// let play = serde_json::from_str(r#"{"puzzle": "SEND + MORE == MONEY", "digits": {}}"#).unwrap();
/// let answer = hint(&play, &Stop::never())?;
/// assert_eq!((answer["hint"]["letter"].as_str(), answer["hint"]["digit"].as_u64()), (Some("M"), Some(1)));
/// assert_eq!(answer["hint"]["kind"], "step");
/// let reason = answer["hint"]["reason"].as_str().unwrap();
/// assert!(reason.starts_with("Column 5: MONEY has one more column than SEND and MORE, so M \
///     is the carry c4 out of column 4, at most 1; M leads a word and is not 0, so M = 1 and c4 = 1."));
/// # Ok::<(), alphametic_web::Failure>(())
/// ```
pub fn hint(play: &Move, stop: &Stop) -> Result<Value, Failure> {
    let board = Board::read(play, stop)?;
    Ok(json!({ "hint": hint_for(&board) }))
}

/// The hint for `board`: first a wrong digit; then the next step of the
/// explanation from the board's digits that gives a letter not on the
/// board, with the steps before it; where no rule applies first, the
/// letter of the case split with its digit; `None` once every letter is
/// right.
///
/// A step that only rules digits out leaves the board as it is, and the
/// next hint would start from the same board and say the same again: the
/// hint therefore goes on to the first step that places a digit.
fn hint_for(board: &Board) -> Option<Hint> {
    if let Some((&letter, &given)) = board.digits.iter().find(|&(&c, &d)| d != board.answer(c)) {
        let digit = board.answer(letter);
        return Some(Hint {
            letter,
            digit,
            kind: "wrong",
            reason: format!("`{letter}` is not {given}: it is {digit}."),
            steps: Vec::new(),
        });
    }
    let known = |c: &char| board.digits.contains_key(c);
    let givens: Vec<(char, u32)> = board.digits.iter().map(|(&c, &d)| (c, d)).collect();
    // Only the reasoning before its first case split is read, and that is
    // the same whatever the limit; one case leaves the split's letter and
    // candidates in the answer at the cost of one line of reasoning.
    let explanation = explain_from(&board.puzzle, &givens, Limits::new().cases(1)).ok();
    let mut steps = Vec::new();
    if let Some(explanation) = &explanation {
        for step in &explanation.line.steps {
            steps.push(step.to_string());
            // The givens are right and the steps sound, so a digit a step
            // fixes is the solution's.
            // Play's puzzles are sums of words: every unknown is a letter.
            let fixed = step
                .fixed
                .iter()
                .filter_map(|&(n, d)| Some((n.letter()?, d)));
            if let Some((letter, digit)) = fixed.into_iter().find(|(c, _)| !known(c)) {
                return Some(Hint {
                    letter,
                    digit: u32::from(digit),
                    kind: "step",
                    reason: step.to_string(),
                    steps,
                });
            }
        }
        if let End::Split(split) = &explanation.line.end {
            // A split on a carry names no letter to play: the hint takes
            // the open letter with the fewest candidates instead.
            let (name, candidates) = match &split.on {
                Unknown::Letter(name) => (*name, split.candidates),
                Unknown::Carry(_) => *split.grid.iter().min_by_key(|(_, set)| set.len())?,
            };
            let letter = name.letter()?;
            let digit = board.answer(letter);
            let candidates: Vec<String> = candidates.iter().map(|d| d.to_string()).collect();
            let tried = format!(
                "No rule applies: {letter} is {}. Try each.",
                or_list(&candidates)
            );
            steps.push(tried.clone());
            return Some(Hint {
                letter,
                digit,
                kind: "split",
                reason: format!("{tried} Of the cases, {letter} = {digit} is the one that holds."),
                steps,
            });
        }
    }
    // The explanation ended without placing another letter (the board is
    // complete, or it passed its limit): a letter of the rightmost open
    // column.
    let letter = (0..board.sum.width()).find_map(|i| {
        let (top, bottom) = board.sum.column(i);
        top.into_iter().chain(bottom).find(|c| !known(c))
    })?;
    let digit = board.answer(letter);
    Some(Hint {
        letter,
        digit,
        kind: "reveal",
        reason: format!(
            "No step of the explanation gives a letter from here: `{letter}`, in the rightmost \
             open column, is {digit}."
        ),
        steps,
    })
}

/// `1, 3 or 5`, as the explanation lists candidates.
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str, digits: &[(char, u32)]) -> Board {
        let play = Move {
            puzzle: PuzzleRequest::new(text),
            digits: digits.iter().map(|&(c, d)| (c.to_string(), d)).collect(),
        };
        Board::read(&play, &Stop::never()).unwrap()
    }

    fn hint(text: &str, digits: &[(char, u32)]) -> Option<Hint> {
        hint_for(&board(text, digits))
    }
    #[test]
    fn published_games_are_unique_sums_easiest_first() {
        let games = published();
        assert!(games.len() > 30, "{} games", games.len());
        assert!(games.windows(2).all(|w| w[0].key() <= w[1].key()));
        for game in games {
            let puzzle = Puzzle::parse(&game.puzzle).unwrap();
            assert!(puzzle.is_unique(), "{}", game.puzzle);
        }
        // Each difficulty is served from its own grades, whatever the seed.
        for seed in 0..20 {
            let easy = pick(games, Difficulty::Easy, seed).unwrap();
            assert_eq!(easy.rated.splits, 0, "{}", easy.puzzle);
            assert!(easy.rated.grade <= Grade::Medium, "{}", easy.puzzle);
            let medium = pick(games, Difficulty::Medium, seed).unwrap();
            assert_eq!(medium.rated.grade, Grade::Hard, "{}", medium.puzzle);
            let hard = pick(games, Difficulty::Hard, seed).unwrap();
            assert!(hard.rated.splits > 0, "{}", hard.puzzle);
        }
    }

    /// The explanation's steps from `digits`, as text.
    fn explained(text: &str, digits: &[(char, u32)]) -> Vec<String> {
        let puzzle = Puzzle::parse(text).unwrap();
        let explanation = explain_from(&puzzle, digits, Limits::new()).unwrap();
        explanation
            .line
            .steps
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    #[test]
    fn a_wrong_digit_is_hinted_first() {
        let first = hint("SEND + MORE == MONEY", &[('M', 1), ('D', 3)]).unwrap();
        assert_eq!((first.letter, first.digit, first.kind), ('D', 7, "wrong"));
        assert_eq!(first.reason, "`D` is not 3: it is 7.");
        // Even where the explanation would place another letter first.
        let other = hint("SEND + MORE == MONEY", &[('Y', 3)]).unwrap();
        assert_eq!((other.letter, other.digit, other.kind), ('Y', 2, "wrong"));
    }

    #[test]
    fn the_first_hint_is_the_first_step_that_places_a_digit() {
        let hint = hint("SEND + MORE == MONEY", &[]).unwrap();
        assert_eq!((hint.letter, hint.digit, hint.kind), ('M', 1, "step"));
        let steps = explained("SEND + MORE == MONEY", &[]);
        assert_eq!(hint.steps, steps[..2]);
        assert_eq!(
            hint.steps[0],
            "M and S lead words, and no word starts with 0, so none of M and S is 0."
        );
        assert_eq!(hint.reason, steps[1]);
        assert!(hint.reason.contains("so M = 1 and c4 = 1."));
    }

    #[test]
    fn a_hint_after_right_digits_goes_on_from_them() {
        let next = hint("SEND + MORE == MONEY", &[('M', 1)]).unwrap();
        assert_eq!((next.letter, next.digit, next.kind), ('O', 0, "step"));
        let steps = explained("SEND + MORE == MONEY", &[('M', 1)]);
        assert_eq!(next.steps, steps[..next.steps.len()]);
        assert!(
            next.steps[0].starts_with("S leads a word, and no word starts with 0, so S is not 0.")
        );
        assert!(
            next.reason
                .starts_with("Column 4 reads M + S + c3 = O + 10·c4")
        );
        // With D and E given, Y follows from column 1.
        let later = hint("SEND + MORE == MONEY", &[('D', 7), ('E', 5), ('M', 1)]).unwrap();
        assert_eq!(later.kind, "step");
        assert_eq!(later.digit, u32::from(answer(later.letter)));
    }

    fn answer(letter: char) -> u8 {
        let puzzle = Puzzle::parse("SEND + MORE == MONEY").unwrap();
        puzzle.solve().unwrap().digit(letter).unwrap()
    }

    #[test]
    fn a_case_split_is_said_to_be_one() {
        // DONALD + GERALD == ROBERT: after step 2 no rule applies, and E
        // is 0 or 9 (docs/explain.md). Hints from an empty board come to
        // that split.
        let mut board_digits = Vec::new();
        loop {
            let hint = hint("DONALD + GERALD == ROBERT", &board_digits).unwrap();
            if hint.kind == "split" {
                assert_eq!((hint.letter, hint.digit), ('E', 9));
                assert_eq!(
                    hint.steps.last().unwrap(),
                    "No rule applies: E is 0 or 9. Try each."
                );
                assert_eq!(
                    hint.reason,
                    "No rule applies: E is 0 or 9. Try each. Of the cases, E = 9 is the one \
                     that holds."
                );
                break;
            }
            assert_eq!(hint.kind, "step", "{hint:?}");
            board_digits.push((hint.letter, hint.digit));
        }
    }

    #[test]
    fn a_puzzle_that_is_no_game_is_a_failure() {
        let play = |text: &str| Move {
            puzzle: PuzzleRequest::new(text),
            digits: BTreeMap::new(),
        };
        let stop = Stop::never();
        let none = super::hint(&play("A + A == B, B == 3"), &stop).unwrap_err();
        assert!(none.to_string().contains("a game is a sum of words"));
        let unsolvable = super::hint(&play("AB + AB == AB"), &stop).unwrap_err();
        assert_eq!(
            unsolvable.to_string(),
            "the puzzle has no solution found in time"
        );
        let malformed = super::hint(&play("SEND + + MORE == MONEY"), &stop).unwrap_err();
        assert_eq!(malformed.body()["start"], 5);
    }

    #[test]
    fn hints_alone_solve_the_game() {
        let mut digits: Vec<(char, u32)> = Vec::new();
        for _ in 0..8 {
            let Some(hint) = hint("SEND + MORE == MONEY", &digits) else {
                break;
            };
            digits.push((hint.letter, hint.digit));
        }
        let solution = Puzzle::parse("SEND + MORE == MONEY")
            .unwrap()
            .solve()
            .unwrap();
        assert_eq!(digits.len(), 8);
        for (c, d) in digits {
            assert_eq!(solution.digit(c).map(u32::from), Some(d));
        }
        assert!(
            hint(
                "SEND + MORE == MONEY",
                &solution
                    .iter()
                    .map(|(c, d)| (c, u32::from(d)))
                    .collect::<Vec<_>>()
            )
            .is_none()
        );
    }

    #[test]
    fn hints_alone_solve_every_published_game() {
        for game in published() {
            let puzzle = Puzzle::parse(&game.puzzle).unwrap();
            let solution = puzzle.solve().unwrap();
            let mut digits: Vec<(char, u32)> = Vec::new();
            while let Some(hint) = hint(&game.puzzle, &digits) {
                assert_ne!(hint.kind, "wrong", "{}: {hint:?}", game.puzzle);
                assert_eq!(
                    solution.digit(hint.letter).map(u32::from),
                    Some(hint.digit),
                    "{}: {hint:?}",
                    game.puzzle
                );
                if hint.kind == "step" {
                    assert_eq!(hint.steps.last(), Some(&hint.reason));
                }
                digits.push((hint.letter, hint.digit));
                assert!(digits.len() <= puzzle.letters().count(), "{}", game.puzzle);
            }
            assert_eq!(digits.len(), puzzle.letters().count(), "{}", game.puzzle);
        }
    }
}
