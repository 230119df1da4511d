//! The JSON API of `alphametic serve`, against a server on an ephemeral
//! port: every endpoint, every error path, the deadline, cancellation and
//! the body limit.

mod serve_support;

use std::collections::BTreeMap;
use std::io::Read;

use alphametic::Puzzle;
use alphametic_find::GridFinder;
use alphametic_find::ProductFinder;
use alphametic_find::{FindOptions, SumFinder};
use alphametic_find::{Finder as _, Found as _};
use serde_json::{Value, json};
use serve_support::{Server, request, send};

/// A puzzle whose every assignment of 16 digits is a solution: a search
/// that runs for days unless something stops it.
const ENDLESS: &str = "ABCDEFGHIJKLMNOP == ABCDEFGHIJKLMNOP";

fn server() -> Server {
    Server::start(&[])
}

/// The letters of a solution as the API writes them.
fn letters(puzzle: &str) -> Value {
    let solution = Puzzle::parse(puzzle).unwrap().solve().unwrap();
    let map: BTreeMap<String, u8> = solution.iter().map(|(c, d)| (c.to_string(), d)).collect();
    json!(map)
}

#[test]
fn the_page_and_its_assets_are_served_with_their_types() {
    let server = server();
    for (path, kind, needle) in [
        ("/", "text/html", "<title>alphametic</title>"),
        ("/app.js", "text/javascript", "/api/solve"),
        ("/app.css", "text/css", "table.columns"),
    ] {
        let response = server.get(path);
        assert_eq!(response.status, 200, "{path}");
        assert!(
            response.header("content-type").unwrap().starts_with(kind),
            "{path}"
        );
        assert!(response.text().contains(needle), "{path}");
    }
}

#[test]
fn check_names_the_letters_or_draws_the_error() {
    let server = server();
    let ok = server.post("/api/check", &json!({ "puzzle": "SEND + MORE == MONEY" }));
    assert_eq!(ok.status, 200);
    assert_eq!(
        ok.json()["letters"],
        json!(["D", "E", "M", "N", "O", "R", "S", "Y"])
    );
    assert_eq!(ok.json()["columns"]["result"], "MONEY");

    let bad = server.post("/api/check", &json!({ "puzzle": "SEND + MORE == MONEY +" }));
    assert_eq!(bad.status, 400);
    let body = bad.json();
    assert_eq!(body["error"], "expected a word or a number after `+`");
    assert_eq!(
        (body["start"].as_u64(), body["end"].as_u64()),
        (Some(21), Some(22))
    );
    let drawing = body["drawing"].as_str().unwrap();
    let err = Puzzle::parse("SEND + MORE == MONEY +").unwrap_err();
    assert_eq!(drawing, err.to_string());
    assert!(drawing.contains("|                      ^"), "{drawing}");

    // Spans count characters, not bytes.
    let accented = server.post("/api/check", &json!({ "puzzle": "ÉTÉ + É == %" }));
    assert_eq!(accented.status, 400);
    assert_eq!(accented.json()["start"], 11);

    let base = server.post("/api/check", &json!({ "puzzle": "A == B", "base": 99 }));
    assert_eq!(base.status, 400);
    assert!(
        base.json()["error"]
            .as_str()
            .unwrap()
            .starts_with("base 99 is not supported")
    );
}

#[test]
fn solve_gives_the_first_solution_drawn_in_columns() {
    let server = server();
    let answer = server.post("/api/solve", &json!({ "puzzle": "SEND + MORE == MONEY" }));
    assert_eq!(answer.status, 200);
    let body = answer.json();
    assert_eq!(body["mode"], "first");
    assert_eq!(body["timed_out"], false);
    let solution = &body["solution"];
    assert_eq!(solution["solution"], letters("SEND + MORE == MONEY"));
    assert_eq!(solution["rendered"], "9567 + 1085 == 10652");
    assert_eq!(solution["columns"]["addends"], json!(["SEND", "MORE"]));
    assert_eq!(solution["columns"]["carries"], json!([1, 0, 1, 1, 0]));

    // Not a plain sum: no columns, the rendered equation only.
    let product = server.post(
        "/api/solve",
        &json!({ "puzzle": "AB * C == DE", "mode": "first" }),
    );
    let solution = &product.json()["solution"];
    assert!(solution["columns"].is_null());
    assert!(solution["rendered"].as_str().unwrap().contains(" * "));

    let none = server.post("/api/solve", &json!({ "puzzle": "A == B" }));
    assert_eq!(none.status, 200);
    assert!(none.json()["solution"].is_null());
}

#[test]
fn solve_counts_and_tells_unique_under_the_options() {
    let server = server();
    let count = |puzzle: &str, base: u32, strict: bool| {
        let body = json!({ "puzzle": puzzle, "base": base, "strict": strict, "mode": "count" });
        let answer = server.post("/api/solve", &body).json();
        assert_eq!(answer["timed_out"], false);
        answer["count"].as_u64().unwrap()
    };
    assert_eq!(count("A + B == C", 10, false), 32);
    assert_eq!(count("X + X == X", 10, false), 1);
    assert_eq!(count("X + X == X", 10, true), 0);
    let hex = Puzzle::parse_with_base("SEND + MORE == MONEY", 16)
        .unwrap()
        .count();
    assert_eq!(count("SEND + MORE == MONEY", 16, false), hex);

    let unique = |puzzle: &str| {
        let body = json!({ "puzzle": puzzle, "mode": "unique" });
        server.post("/api/solve", &body).json()["unique"]
            .as_bool()
            .unwrap()
    };
    assert!(unique("SEND + MORE == MONEY"));
    assert!(!unique("A + B == C"));
    assert!(!unique("A == B"));

    let mode = server.post("/api/solve", &json!({ "puzzle": "A == A", "mode": "fast" }));
    assert_eq!(mode.status, 422);
    assert!(
        mode.json()["error"]
            .as_str()
            .unwrap()
            .contains("unknown variant `fast`")
    );
}

/// The published sums with one solution: the server's first solution is
/// the one their collectors computed (`tests/data/alphametics/`).
#[test]
fn solve_agrees_with_the_published_solutions() {
    let server = server();
    let sums = include_str!("../../tests/data/alphametics/sums.txt");
    let meta = include_str!("../../tests/data/alphametics/sums.meta.tsv");
    let mut checked = 0;
    for (puzzle, row) in sums.lines().zip(meta.lines().skip(1)) {
        let fields: Vec<&str> = row.split('\t').collect();
        if fields[3] != "1" {
            continue;
        }
        let expected: BTreeMap<String, u64> = fields[5]
            .split(' ')
            .map(|pair| {
                let (letter, digit) = pair.split_once('=').unwrap();
                (letter.to_owned(), digit.parse().unwrap())
            })
            .collect();
        let answer = server
            .post("/api/solve", &json!({ "puzzle": puzzle }))
            .json();
        assert_eq!(answer["solution"]["solution"], json!(expected), "{puzzle}");
        checked += 1;
    }
    assert!(checked > 50, "only {checked} unique sums");
}

#[test]
fn all_solutions_stream_in_search_order_then_their_count() {
    let server = server();
    let answer = server.post("/api/solve/all", &json!({ "puzzle": "A + A == B" }));
    assert_eq!(answer.status, 200);
    assert!(
        answer
            .header("content-type")
            .unwrap()
            .starts_with("text/event-stream")
    );
    let events = answer.events();
    let expected: Vec<String> = Puzzle::parse("A + A == B")
        .unwrap()
        .solutions()
        .map(|s| Puzzle::parse("A + A == B").unwrap().render(&s))
        .collect();
    let (solutions, done) = events.split_at(events.len() - 1);
    let rendered: Vec<&str> = solutions
        .iter()
        .map(|(name, data)| {
            assert_eq!(name, "solution");
            data["drawn"]["rendered"].as_str().unwrap()
        })
        .collect();
    assert_eq!(rendered, expected);
    assert_eq!(solutions[3].1["index"], 4);
    assert_eq!(done[0].0, "done");
    assert_eq!(done[0].1["count"], 4);
    assert_eq!(done[0].1["timed_out"], false);

    let bad = server.post("/api/solve/all", &json!({ "puzzle": "A + == B" }));
    assert_eq!(bad.status, 400);
    assert!(bad.json()["drawing"].as_str().unwrap().contains('^'));
}

#[test]
fn codegen_gives_the_macro_call_and_its_expansion() {
    let server = server();
    let answer = server.post("/api/codegen", &json!({ "puzzle": "SEND + MORE == MONEY" }));
    assert_eq!(answer.status, 200);
    let body = answer.json();
    assert_eq!(body["call"], r#"alphametic!("SEND + MORE == MONEY")"#);
    let code = body["code"].as_str().unwrap();
    assert!(code.starts_with("// alphametic!(\"SEND + MORE == MONEY\")\nstatic PUZZLE"));
    // The same text the `codegen` command prints.
    let printed = std::process::Command::new(env!("CARGO_BIN_EXE_alphametic"))
        .args(["codegen", "SEND + MORE == MONEY"])
        .output()
        .unwrap();
    assert_eq!(code.as_bytes(), printed.stdout);

    let hex = server.post(
        "/api/codegen",
        &json!({ "puzzle": "A + A == B", "base": 16, "strict": true }),
    );
    assert_eq!(
        hex.json()["call"],
        r#"alphametic!("A + A == B", base = 16, strict)"#
    );
    let bad = server.post("/api/codegen", &json!({ "puzzle": "A + B" }));
    assert_eq!(bad.status, 400);
}

#[test]
fn the_built_in_lists_are_listed() {
    let server = server();
    let body = server.get("/api/lists").json();
    let names: Vec<&str> = body["lists"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["planets", "greek", "colours"]);
    assert_eq!(body["lists"][0]["words"][0], "mercury");
    assert_eq!(body["lists"][0]["words"].as_array().unwrap().len(), 9);
}

#[test]
fn find_streams_what_the_library_finds_with_progress() {
    let server = server();
    let answer = server.post(
        "/api/find",
        &json!({ "kind": "additions", "list": "planets" }),
    );
    assert_eq!(answer.status, 200);
    let events = answer.events();
    assert_eq!(events[0].0, "start");
    assert_eq!(events[0].1["rights"], 9);
    let found: Vec<&str> = events
        .iter()
        .filter(|(name, _)| name == "found")
        .map(|(_, data)| data["puzzle"].as_str().unwrap())
        .collect();
    let planets = include_str!("../../tests/data/words/planets.txt").lines();
    let finder = SumFinder::new(planets, &FindOptions::new()).unwrap();
    let expected: Vec<String> = finder.iter().map(|f| f.puzzle().to_owned()).collect();
    assert_eq!(found, expected);
    for puzzle in &found {
        assert!(
            Puzzle::parse(&puzzle.to_uppercase()).unwrap().is_unique(),
            "{puzzle}"
        );
    }
    let progress: Vec<&Value> = events
        .iter()
        .filter(|(name, _)| name == "progress")
        .map(|(_, data)| data)
        .collect();
    assert_eq!(progress.len(), 9);
    assert!(
        progress
            .windows(2)
            .all(|w| w[0]["checked"].as_u64() <= w[1]["checked"].as_u64())
    );
    let (last, done) = (events.last().unwrap(), &events.last().unwrap().1);
    assert_eq!(last.0, "done");
    assert_eq!(done["found"], found.len());
    assert_eq!(done["timed_out"], false);

    // Pasted words, skipped lines reported, only sums equal to a word.
    let pasted = json!({ "words": "send\nmore\n\n# a comment\nm0ney\n", "right": "money" });
    let events = server.post("/api/find", &pasted).events();
    assert_eq!(events[0].1["skipped"].as_array().unwrap().len(), 1);
    let found: Vec<&str> = events
        .iter()
        .filter(|(name, _)| name == "found")
        .map(|(_, data)| data["puzzle"].as_str().unwrap())
        .collect();
    assert_eq!(found, ["send + more == money"]);
}

#[test]
fn find_streams_every_kind_the_library_finds() {
    let server = server();
    let found = |body: Value| -> Vec<String> {
        let answer = server.post("/api/find", &body);
        assert_eq!(answer.status, 200, "{body}");
        let events = answer.events();
        assert_eq!(events.last().unwrap().0, "done", "{body}");
        events
            .iter()
            .filter(|(name, _)| name == "found")
            .map(|(_, data)| data["puzzle"].as_str().unwrap().to_owned())
            .collect()
    };
    let planets: Vec<&str> = include_str!("../../tests/data/words/planets.txt")
        .lines()
        .collect();
    let options = FindOptions::new().addends(1, 2);
    let products = ProductFinder::new(planets.iter().copied(), &options).unwrap();
    let expected: Vec<String> = products.iter().map(|f| f.puzzle().to_owned()).collect();
    let body = json!({ "kind": "products", "list": "planets", "min_addends": 1, "max_addends": 2 });
    assert_eq!(found(body), expected);
    let grids = GridFinder::new(planets.iter().copied(), 3, &FindOptions::new()).unwrap();
    let expected: Vec<String> = grids.iter().map(|f| f.puzzle().to_owned()).collect();
    assert_eq!(
        found(json!({ "kind": "grid", "list": "planets" })),
        expected
    );
    let doubly = found(json!({ "kind": "doubly-true", "max_addends": 4 }));
    assert!(
        doubly
            .iter()
            .any(|p| p == "one + nine + twenty + fifty == eighty"),
        "{doubly:?}"
    );
}

#[test]
fn find_refuses_what_it_cannot_search() {
    let server = server();
    let error = |body: Value| {
        let answer = server.post("/api/find", &body);
        assert_eq!(answer.status, 400, "{body}");
        answer.json()["error"].as_str().unwrap().to_owned()
    };
    assert_eq!(
        error(json!({ "kind": "sudoku", "list": "planets" })),
        "no kind `sudoku`: the kinds are `additions`, `products`, `grid`, `doubly-true`"
    );
    let language = error(json!({ "kind": "doubly-true", "language": "xx" }));
    assert!(language.contains("`xx`"), "{language}");
    let size = error(json!({ "kind": "grid", "list": "planets", "size": 9 }));
    assert!(size.contains('9'), "{size}");
    assert!(error(json!({ "list": "moons" })).starts_with("no word list `moons`"));
    assert!(error(json!({ "list": "planets", "words": "a\nb" })).starts_with("give either"));
    assert!(error(json!({})).starts_with("give either"));
    let addends = error(json!({ "list": "planets", "min_addends": 5, "max_addends": 2 }));
    assert!(addends.contains('5') && addends.contains('2'), "{addends}");
    let base = error(json!({ "list": "planets", "base": 40 }));
    assert!(base.contains("40"), "{base}");
}

#[test]
fn a_game_is_a_unique_sum_of_the_difficulty_asked() {
    let server = server();
    let game = |difficulty: &str, seed: u64| {
        let body = json!({ "difficulty": difficulty, "seed": seed });
        let answer = server.post("/api/play/new", &body);
        assert_eq!(answer.status, 200);
        answer.json()
    };
    for seed in 0..4 {
        let (easy, hard) = (game("easy", seed), game("hard", seed));
        // Easy games need no case split; hard ones do.
        assert_eq!(easy["difficulty"], "easy");
        assert_eq!(easy["rating"]["splits"], 0);
        assert!(easy["rating"]["grade"].as_u64() <= Some(2));
        assert_eq!(hard["difficulty"], "hard");
        assert!(hard["rating"]["splits"].as_u64() > Some(0));
        for g in [&easy, &hard] {
            let puzzle = Puzzle::parse(g["puzzle"].as_str().unwrap()).unwrap();
            assert!(puzzle.is_unique());
            let letters: Vec<String> = puzzle.letters().map(String::from).collect();
            assert_eq!(g["letters"], json!(letters));
            assert!(g["columns"]["carries"].is_null(), "no digits given away");
        }
    }
    let planets = server.post("/api/play/new", &json!({ "list": "planets", "seed": 1 }));
    let puzzle = planets.json()["puzzle"].as_str().unwrap().to_owned();
    assert!(Puzzle::parse(&puzzle).unwrap().is_unique(), "{puzzle}");
    let bad = server.post("/api/play/new", &json!({ "difficulty": "impossible" }));
    assert_eq!(bad.status, 422);
}

#[test]
fn a_move_is_checked_column_by_column() {
    let server = server();
    let check = |digits: Value| {
        let body = json!({ "puzzle": "SEND + MORE == MONEY", "digits": digits });
        let answer = server.post("/api/play/check", &body);
        assert_eq!(answer.status, 200);
        answer.json()
    };
    let solved = check(letters("SEND + MORE == MONEY"));
    assert_eq!(solved["solved"], true);
    assert_eq!(solved["columns"], json!(vec!["holds"; 5]));

    let start = check(json!({}));
    assert_eq!(start["solved"], false);
    assert_eq!(start["columns"], json!(vec!["open"; 5]));

    // D + E must end in Y: 7 + 5 does not end in 3.
    let wrong = check(json!({ "D": 7, "E": 5, "Y": 3 }));
    assert_eq!(wrong["columns"][4], "fails");
    let clash = check(json!({ "D": 7, "E": 7, "M": 0 }));
    assert_eq!(clash["clashes"], json!(["D", "E"]));
    assert_eq!(clash["leading_zeros"], json!(["M"]));

    for (digits, error) in [
        (json!({ "Q": 1 }), "`Q` is not a letter of the puzzle"),
        (json!({ "DE": 1 }), "`DE` is not one letter"),
        (json!({ "D": 10 }), "`10` is not a digit in base 10"),
    ] {
        let body = json!({ "puzzle": "SEND + MORE == MONEY", "digits": digits });
        let answer = server.post("/api/play/check", &body);
        assert_eq!(answer.status, 400);
        assert_eq!(answer.json()["error"], error);
    }
    let product = json!({ "puzzle": "AB * C == DE", "digits": {} });
    assert_eq!(server.post("/api/play/check", &product).status, 400);
}

#[test]
fn hints_correct_then_take_the_next_step_of_the_explanation() {
    let server = server();
    let hint = |digits: Value| {
        let body = json!({ "puzzle": "SEND + MORE == MONEY", "digits": digits });
        server.post("/api/play/hint", &body).json()["hint"].clone()
    };
    let wrong = hint(json!({ "D": 3 }));
    assert_eq!(
        (wrong["letter"].as_str(), wrong["digit"].as_u64()),
        (Some("D"), Some(7))
    );
    assert_eq!(wrong["kind"], "wrong");
    // From a board, even an empty one, the zero rule is a step of its own
    // (it may refute a digit on the board); then comes step 1 of
    // `alphametic explain`, which fixes M.
    let printed = std::process::Command::new(env!("CARGO_BIN_EXE_alphametic"))
        .args(["explain", "SEND + MORE == MONEY"])
        .output()
        .unwrap();
    let printed = String::from_utf8(printed.stdout).unwrap();
    let first = hint(json!({}));
    assert_eq!(
        (first["letter"].as_str(), first["kind"].as_str()),
        (Some("M"), Some("step"))
    );
    let steps = first["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 2);
    assert!(
        steps[0].as_str().unwrap().starts_with("M and S lead words"),
        "{}",
        steps[0]
    );
    let line = format!("1. {}", steps[1].as_str().unwrap());
    assert!(printed.lines().any(|l| l == line), "{line}");
    let next = hint(json!({ "M": 1 }));
    assert_eq!(
        (next["letter"].as_str(), next["digit"].as_u64()),
        (Some("O"), Some(0))
    );
    assert!(hint(letters("SEND + MORE == MONEY")).is_null());
}

#[test]
fn explain_gives_the_steps_and_the_grade() {
    let server = server();
    let answer = server.post("/api/explain", &json!({ "puzzle": "SEND + MORE == MONEY" }));
    assert_eq!(answer.status, 200);
    let body = answer.json();
    assert_eq!(
        (&body["difficulty"]["grade"], &body["difficulty"]["name"]),
        (&json!(3), &json!("hard"))
    );
    // The same data as `explain --json`, but for the tree of steps, which
    // the page shows as text lines.
    let data = std::process::Command::new(env!("CARGO_BIN_EXE_alphametic"))
        .args(["explain", "--json", "SEND + MORE == MONEY"])
        .output()
        .unwrap();
    let mut data: Value = serde_json::from_slice(&data.stdout).unwrap();
    data.as_object_mut().unwrap().remove("line");
    for (key, value) in data.as_object().unwrap() {
        assert_eq!(&body[key], value, "{key}");
    }
    assert_eq!(body["complete"], true);
    // The same text the `explain` command prints.
    let printed = std::process::Command::new(env!("CARGO_BIN_EXE_alphametic"))
        .args(["explain", "SEND + MORE == MONEY"])
        .output()
        .unwrap();
    let mut lines: Vec<String> = body["head"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap().to_owned())
        .collect();
    for line in body["lines"].as_array().unwrap() {
        let indent = "   ".repeat(line["indent"].as_u64().unwrap() as usize);
        lines.push(format!("{indent}{}", line["text"].as_str().unwrap()));
    }
    assert_eq!(
        format!("{}\n", lines.join("\n")),
        String::from_utf8(printed.stdout).unwrap()
    );

    let cut = server.post(
        "/api/explain",
        &json!({ "puzzle": "A + B == C", "max_cases": 3 }),
    );
    assert_eq!(cut.json()["complete"], false);
    let bad = server.post("/api/explain", &json!({ "puzzle": "A + == B" }));
    assert_eq!(bad.status, 400);
    assert!(bad.json()["drawing"].as_str().unwrap().contains('^'));
}

#[test]
fn malformed_requests_get_a_4xx_with_the_reason() {
    let server = server();
    let raw = |path: &str, content_type: Option<&str>, body: &[u8]| {
        request(server.addr, "POST", path, content_type, body).unwrap()
    };
    let broken = raw("/api/solve", Some("application/json"), b"{\"puzzle\": ");
    assert_eq!(broken.status, 400);
    assert!(
        broken.json()["error"]
            .as_str()
            .unwrap()
            .starts_with("cannot read the request: ")
    );
    let missing = raw("/api/solve", Some("application/json"), b"{}");
    assert_eq!(missing.status, 422);
    assert!(
        missing.json()["error"]
            .as_str()
            .unwrap()
            .contains("missing field `puzzle`")
    );
    let text = raw("/api/solve", Some("text/plain"), b"SEND + MORE == MONEY");
    assert_eq!(text.status, 415);
    assert!(
        text.json()["error"]
            .as_str()
            .unwrap()
            .contains("Content-Type: application/json")
    );
    let utf8 = raw(
        "/api/solve",
        Some("application/json"),
        b"{\"puzzle\": \"\xff\"}",
    );
    assert_eq!(utf8.status, 400);

    let unknown = server.post("/api/nothing", &json!({}));
    assert_eq!(unknown.status, 404);
    assert_eq!(unknown.json()["error"], "no endpoint `/api/nothing`");
    assert_eq!(server.get("/api/solve").status, 405);
    assert_eq!(server.get("/nothing").status, 404);
}

#[test]
fn a_body_over_the_limit_gets_413_before_it_is_read() {
    let server = server();
    let puzzle = format!("{{\"puzzle\": \"{}\"}}", "A".repeat(2 << 20));
    let answer = request(
        server.addr,
        "POST",
        "/api/solve",
        Some("application/json"),
        puzzle.as_bytes(),
    )
    .unwrap();
    assert_eq!(answer.status, 413);
    assert_eq!(
        answer.json()["error"],
        "the request body is larger than the limit of 1048576 bytes"
    );
    // Just under the limit is read, and the puzzle's own fault reported.
    let puzzle = format!("{{\"puzzle\": \"{}\"}}", "A".repeat(1000));
    let answer = request(
        server.addr,
        "POST",
        "/api/solve",
        Some("application/json"),
        puzzle.as_bytes(),
    )
    .unwrap();
    assert_eq!(answer.status, 400);
}

#[test]
fn every_search_stops_at_the_deadline() {
    let server = Server::start(&["--timeout", "0.5"]);
    for mode in ["count", "unique", "first"] {
        let body = json!({ "puzzle": ENDLESS, "base": 16, "mode": mode });
        let answer = server.post("/api/solve", &body).json();
        // Unique stops at the second solution and first at the first,
        // both long before the deadline; the count cannot finish.
        assert_eq!(answer["timed_out"], mode == "count", "{mode}: {answer}");
    }
    let count = server.post(
        "/api/solve",
        &json!({ "puzzle": ENDLESS, "base": 16, "mode": "count" }),
    );
    assert!(count.json()["count"].as_u64().unwrap() > 0);

    let events = server
        .post("/api/solve/all", &json!({ "puzzle": ENDLESS, "base": 16 }))
        .events();
    let (name, done) = events.last().unwrap();
    assert_eq!(name, "done");
    assert_eq!(done["timed_out"], true);
    assert_eq!(done["count"], events.len() - 1);

    let events = server
        .post("/api/find", &json!({ "list": "colours", "max_addends": 9 }))
        .events();
    let (name, done) = events.last().unwrap();
    assert_eq!(name, "done");
    assert_eq!(done["timed_out"], true);
}

#[test]
fn a_search_stops_when_its_client_goes_away() {
    // One search at a time and a deadline far away: only the client's
    // leaving can end these searches.
    let server = Server::start(&["--timeout", "120", "--max-searches", "1"]);
    for (path, body) in [
        ("/api/solve/all", json!({ "puzzle": ENDLESS, "base": 16 })),
        ("/api/find", json!({ "list": "colours", "max_addends": 9 })),
    ] {
        let body = serde_json::to_vec(&body).unwrap();
        let mut stream = send(server.addr, "POST", path, Some("application/json"), &body).unwrap();
        // Read until the search has sent a result: it is running.
        let mut seen = Vec::new();
        let mut buffer = [0u8; 4096];
        while !String::from_utf8_lossy(&seen).contains("event: solution")
            && !String::from_utf8_lossy(&seen).contains("event: found")
        {
            let read = stream.read(&mut buffer).unwrap();
            assert!(read > 0, "{path}: the stream ended early");
            seen.extend_from_slice(&buffer[..read]);
        }
        assert!(seen.starts_with(b"HTTP/1.1 200"));
        assert_eq!(server.searches(), 1, "{path}");
        drop(stream);
        // The search's thread ends: it stopped when the client left.
        server.wait_for_searches(0);
        // And its permit is free: with one search at a time, this request
        // would otherwise wait for the 120 s deadline and get 503.
        let answer = server.post("/api/solve", &json!({ "puzzle": "SEND + MORE == MONEY" }));
        assert_eq!(answer.status, 200, "{path}");
    }
}

#[test]
fn a_count_stops_when_its_client_goes_away() {
    let server = Server::start(&["--timeout", "120", "--max-searches", "1"]);
    let body = json!({ "puzzle": ENDLESS, "base": 16, "mode": "count" });
    let body = serde_json::to_vec(&body).unwrap();
    let counting = send(
        server.addr,
        "POST",
        "/api/solve",
        Some("application/json"),
        &body,
    )
    .unwrap();
    server.wait_for_searches(1);
    drop(counting);
    // The count's thread ends, and the one search slot with it: with the
    // count still running, this request would wait for the 120 s deadline
    // and get 503.
    server.wait_for_searches(0);
    let answer = server.post("/api/solve", &json!({ "puzzle": "TO + GO == OUT" }));
    assert_eq!(answer.status, 200);
    assert_eq!(answer.json()["solution"]["rendered"], "21 + 81 == 102");
    server.wait_for_searches(0);
}

#[test]
fn requests_past_the_searches_at_once_wait_then_get_503() {
    let server = Server::start(&["--timeout", "2", "--max-searches", "1"]);
    // A stream nobody reads holds the one search until its deadline and
    // the grace after it for its last events, 7 seconds in all.
    let body = serde_json::to_vec(&json!({ "puzzle": ENDLESS, "base": 16 })).unwrap();
    let held = send(
        server.addr,
        "POST",
        "/api/solve/all",
        Some("application/json"),
        &body,
    )
    .unwrap();
    server.wait_for_searches(1);
    let busy = server.post("/api/solve", &json!({ "puzzle": "SEND + MORE == MONEY" }));
    assert_eq!(busy.status, 503);
    assert_eq!(
        busy.json()["error"],
        "the server is busy: every search is taken, try again later"
    );
    drop(held);
    server.wait_for_searches(0);
    let answer = server.post("/api/solve", &json!({ "puzzle": "SEND + MORE == MONEY" }));
    assert_eq!(answer.status, 200);
    // The page and the lists need no search slot.
    assert_eq!(server.get("/").status, 200);
}
