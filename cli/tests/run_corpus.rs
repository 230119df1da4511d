//! `alphametic run` on every run file of the corpus
//! (`tests/data/runfiles/`), as a user runs it: the count it prints is the
//! oracle's of `expected.tsv`, and each file of `refused.tsv` is refused.

use serde_json::Value;

mod common;

use common::alphametic;

#[test]
fn alphametic_run_gives_every_count_of_the_corpus() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/runfiles");
    let refused = std::fs::read_to_string(dir.join("refused.tsv")).unwrap();
    let refused: Vec<&str> = refused
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split('\t').next())
        .collect();
    let expected = std::fs::read_to_string(dir.join("expected.tsv")).unwrap();
    let mut failures = Vec::new();
    for line in expected.lines().filter(|l| !l.trim().is_empty()) {
        let fields: Vec<&str> = line.split('\t').collect();
        let (file, count) = (fields[0], fields[1].parse::<u64>().unwrap());
        let output = alphametic()
            .args(["run", "--json"])
            .arg(dir.join(file))
            .output()
            .unwrap();
        let status = output.status.code();
        if refused.contains(&file) {
            if status != Some(2) {
                failures.push(format!("{file}: not refused"));
            }
            continue;
        }
        let stdout = String::from_utf8(output.stdout).unwrap();
        let last: Option<Value> = stdout
            .lines()
            .last()
            .and_then(|l| serde_json::from_str(l).ok());
        let got = last.as_ref().and_then(|v| v["count"].as_u64());
        if got != Some(count) || status != Some(if count > 0 { 0 } else { 1 }) {
            failures.push(format!(
                "{file}: {got:?} (status {status:?}), expected {count}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
