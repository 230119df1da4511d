//! Exercism's canonical alphametics cases, through the one-call `solve`.

use alphametic_support as common;

use std::collections::HashMap;

#[test]
fn every_exercism_case() {
    let json: serde_json::Value =
        serde_json::from_str(&common::data("alphametics/exercism-canonical-data.json")).unwrap();
    let cases = json["cases"].as_array().unwrap();
    assert_eq!(cases.len(), 10);
    for case in cases {
        let puzzle = case["input"]["puzzle"].as_str().unwrap();
        let expected: Option<HashMap<char, u8>> = case["expected"].as_object().map(|map| {
            map.iter()
                .map(|(k, v)| (k.chars().next().unwrap(), v.as_u64().unwrap() as u8))
                .collect()
        });
        assert_eq!(
            alphametic::solve(puzzle),
            expected,
            "{}",
            case["description"]
        );
    }
}
