//! Reading the data under `tests/data/`: shared by the integration tests,
//! the benches and the CLI tests, which include this file by path.

use std::path::PathBuf;

/// The text of a file under `tests/data/`.
pub fn data(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join(data_dir())
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// `tests/data`, relative to the manifest of the crate being built: the
/// workspace root's, or a member's one level down.
fn data_dir() -> &'static str {
    if PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .is_dir()
    {
        "tests/data"
    } else {
        "../tests/data"
    }
}
