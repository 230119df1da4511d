//! `Solution` through serde (feature `serde`; the tests turn it on): a map
//! from letter to digit, and back.

use alphametic::{Puzzle, Solution};

#[test]
fn a_solution_round_trips_through_json() {
    let solution = Puzzle::parse("SEND + MORE == MONEY")
        .unwrap()
        .solve()
        .unwrap();
    let json = serde_json::to_string(&solution).unwrap();
    assert_eq!(json, r#"{"D":7,"E":5,"M":1,"N":6,"O":0,"R":8,"S":9,"Y":2}"#);
    let back: Solution = serde_json::from_str(&json).unwrap();
    assert_eq!(back, solution);
    // Digits of bases above 10, and the empty solution.
    let hex = Puzzle::parse_with_base("SEND + MORE == MONEY", 16)
        .unwrap()
        .solve()
        .unwrap();
    let back: Solution = serde_json::from_value(serde_json::to_value(hex).unwrap()).unwrap();
    assert_eq!(back, hex);
    let empty = Solution::from_digits([None; 26]);
    assert_eq!(serde_json::to_string(&empty).unwrap(), "{}");
    assert_eq!(serde_json::from_str::<Solution>("{}").unwrap(), empty);
}

#[test]
fn bad_maps_are_refused_with_a_reason() {
    for (json, reason) in [
        (r#"{"+":1}"#, "`+` is not a letter"),
        (r#"{"AB":1}"#, "invalid value"),
        (
            r#"{"A":36}"#,
            "the digit of `A` is 36, past the largest, 35",
        ),
        (r#"{"A":1,"A":2}"#, "`A` is given twice"),
        (r#"{"A":-1}"#, "invalid value"),
        (r#"[1, 2]"#, "a map from letters"),
    ] {
        let err = serde_json::from_str::<Solution>(json)
            .unwrap_err()
            .to_string();
        assert!(err.contains(reason), "{json}: {err}");
    }
}
