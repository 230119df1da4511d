//! The files the page embeds are the ones the tests read: each copy under
//! `web/data/` (the crate is packaged from its own folder) equals its
//! original under the repository's `tests/data/`.

use std::fs;
use std::path::Path;

#[test]
fn embedded_data_equal_the_test_data() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (copy, original) in [
        ("sums.txt", "alphametics/sums.txt"),
        ("planets.txt", "words/planets.txt"),
        ("greek.txt", "words/greek.txt"),
        ("colours.txt", "words/colours.txt"),
    ] {
        let copy_path = root.join("data").join(copy);
        let original_path = root.join("../tests/data").join(original);
        let read = |path: &Path| {
            fs::read(path).unwrap_or_else(|err| panic!("cannot read {}: {err}", path.display()))
        };
        assert!(
            read(&copy_path) == read(&original_path),
            "{} differs from {}: copy the file again",
            copy_path.display(),
            original_path.display()
        );
    }
}
